"""The sane range of each numeric run setting (`graph.context.Settings`), checked before any judge is built."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..judges.factory import ConfigurationError


@dataclass(frozen=True)
class Bound:
    """The sane range of a numeric setting; past it a run would hang (a hundred million concurrent tasks),
    never time out, or mean nothing (a share above 1)."""

    name: str
    low: float
    high: float
    whole: bool = False  # whole numbers only
    optional: bool = False  # None (the default) allowed
    above: bool = False  # the low end excluded (a timeout of 0 fails every call)

    def check(self, settings: Any) -> None:
        """A one-line ConfigurationError naming the setting and its bounds when the run's `Settings` holds a value outside them."""
        value = getattr(settings, self.name)
        if value is None and self.optional:
            return
        numeric = not isinstance(value, bool) and isinstance(value, int if self.whole else (int, float))
        if numeric and (self.low < value if self.above else self.low <= value) and value <= self.high:  # NaN fails both
            return
        kind = "a whole number" if self.whole else "a number"
        span = f"above {self.low:g} and at most {self.high:g}" if self.above else f"from {self.low:g} to {self.high:g}"
        raise ConfigurationError(f"{self.name} must be {kind} {span}, got {value!r}")


MAX_CONCURRENCY_LIMIT = 256  # far above what any endpoint serves at once; each item holds a task and its inputs
MAX_TIMEOUT_SECONDS = 3600.0  # one call of an hour is a hung server
MAX_REPLY_TOKENS = 200_000  # above the longest output of current models
SETTING_BOUNDS = (
    Bound("max_concurrency", 1, MAX_CONCURRENCY_LIMIT, whole=True),
    Bound("llm_timeout", 0, MAX_TIMEOUT_SECONDS, optional=True, above=True),
    Bound("llm_max_tokens", 1, MAX_REPLY_TOKENS, whole=True, optional=True),
    Bound("max_fallback_share", 0, 1),
)
