"""Remove secrets from text before it reaches a log, an error message or a result file.

Provider errors and client reprs can echo the request: an `Authorization`
header, a `Bearer` token, an `api_key=` argument or the key itself. Anything
that looks like one is replaced with `[REDACTED]`, and so is every configured
key (OPENAI_API_KEY and other `*_API_KEY` variables of the environment, plus
the given extras) wherever it appears.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Iterable, Mapping

REDACTED = "[REDACTED]"
# Shorter configured "secrets" are not redacted: replacing every "abc" in a
# message would destroy it, and real keys are far longer.
MIN_SECRET_LENGTH = 8
# Values local servers accept in place of a key (see llm.models.PLACEHOLDER_KEY): not secrets.
NOT_SECRETS = frozenset({"not-needed", "none", "null", "EMPTY", "sk-no-key-required"})

_QUOTE = r"""["']?"""
_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    # Authorization / Proxy-Authorization header values, as a header line, a dict repr or JSON.
    (
        re.compile(r"""(?i)\b((?:proxy-)?authorization["']?\s*[:=]\s*["']?)(?!\s*\[REDACTED\])[^"'\r\n,}]+"""),
        r"\1" + REDACTED,
    ),
    # Bearer / Basic tokens anywhere (e.g. inside a logged request).
    (re.compile(r"(?i)\b(bearer|basic)\s+(?!\s*\[REDACTED\])[A-Za-z0-9\-._~+/]+=*"), r"\1 " + REDACTED),
    # api_key=..., "api_key": "...", x-api-key: ..., OPENAI_API_KEY=..., access_token=..., client_secret=..., password=...
    (
        re.compile(
            r"""(?i)\b([a-z0-9_\-]*(?:api[_\-]?key|access[_\-]?token|refresh[_\-]?token|client[_\-]?secret|secret[_\-]?key|password|passwd)"""
            + _QUOTE
            + r"""\s*[:=]\s*(?:SecretStr\()?"""
            + _QUOTE
            + r""")(?!\s*\[REDACTED\])[^\s"',;&)}\]]+"""
        ),
        r"\1" + REDACTED,
    ),
    # ?key=... / &token=... in URLs
    (
        re.compile(r"(?i)([?&](?:key|token|api_key|apikey|api-key|access_token|auth|sig|signature|secret|password)=)(?!\s*\[REDACTED\])[^&#\s\"']+"),
        r"\1" + REDACTED,
    ),
    # user:password@ in URLs (the user stays, to say which account)
    (re.compile(r"(?i)\b([a-z][a-z0-9+.\-]*://[^/\s:@]+:)(?!\[REDACTED\]@)[^/\s@]+@"), r"\1" + REDACTED + "@"),
    # a token alone as the user of a URL (https://TOKEN@host/)
    (re.compile(r"(?i)\b([a-z][a-z0-9+.\-]*://)(?!\[REDACTED\]@)[^/\s:@\[]+@"), r"\1" + REDACTED + "@"),
    # OpenAI / Anthropic style keys: sk-..., sk-proj-..., sk-ant-...
    (re.compile(r"\bsk-[A-Za-z0-9][A-Za-z0-9_\-]{15,}"), REDACTED),
)


def configured_secrets(environ: Mapping[str, str] | None = None) -> list[str]:
    """Keys configured in the environment: OPENAI_API_KEY and every other `*_API_KEY` variable."""
    environ = os.environ if environ is None else environ
    names = {"OPENAI_API_KEY", *(name for name in environ if name.upper().endswith("_API_KEY"))}
    return [environ[name] for name in sorted(names) if environ.get(name)]


def redact(text: object, extra_secrets: Iterable[str | None] = ()) -> str:
    """`text` with every secret replaced by `[REDACTED]`; safe on any text, idempotent.

    Configured keys (environment plus `extra_secrets`) are removed literally
    first, longest first; then anything shaped like a key, token or
    credential assignment.
    """
    text = text if isinstance(text, str) else str(text)
    secrets = {s.strip() for s in [*configured_secrets(), *extra_secrets] if isinstance(s, str)}
    for secret in sorted(secrets, key=len, reverse=True):
        if len(secret) >= MIN_SECRET_LENGTH and secret not in NOT_SECRETS:
            text = text.replace(secret, REDACTED)
    for pattern, replacement in _PATTERNS:
        text = pattern.sub(replacement, text)
    return text


class RedactingFormatter(logging.Formatter):
    """Log lines with every secret removed: a record may quote a URL or an error that carries a key."""

    def format(self, record: logging.LogRecord) -> str:
        return redact(super().format(record))
