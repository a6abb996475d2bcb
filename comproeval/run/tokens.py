"""Counting the tokens of chat messages for the run estimate (`estimate`): tiktoken's encoding of a model where
tiktoken knows the model and can load it, else about four characters a token, and a note of which.
"""

from __future__ import annotations

import functools
import json
import math
import threading
from collections.abc import Sequence
from typing import Any

# without an encoding, a token is about four characters of English or JSON (OpenAI's rule of thumb)
CHARS_PER_TOKEN = 4
# each chat message costs a few tokens of framing, and the reply is primed with a few more (OpenAI's cookbook)
TOKENS_PER_MESSAGE, TOKENS_PER_REPLY = 3, 3
# how long loading an encoding may take: tiktoken downloads it once, and offline it must not hang the estimate
ENCODING_LOAD_SECONDS = 10.0


class TokenCounter:
    """Counts a model's tokens with tiktoken's encoding of that model, else estimates them (and says why)."""

    def __init__(self, model: str):
        self.model = model
        self.encoding, self.how = _load_encoding(model)

    @property
    def exact(self) -> bool:
        return self.encoding is not None

    def text(self, text: str) -> int:
        if self.encoding is not None:
            return len(self.encoding.encode(text, disallowed_special=()))
        return math.ceil(len(text) / CHARS_PER_TOKEN)

    def messages(self, messages: Sequence[Any]) -> int:
        """Prompt tokens of chat messages as the chat API bills them: content, role and framing of each, and the reply's priming."""
        return sum(TOKENS_PER_MESSAGE + self.text(_role(m)) + self.text(_content(m)) for m in messages) + TOKENS_PER_REPLY


def _role(message: Any) -> str:
    return {"human": "user", "ai": "assistant"}.get(message.type, message.type)


def _content(message: Any) -> str:
    content = message.content
    return content if isinstance(content, str) else json.dumps(content, ensure_ascii=False)


def encoding_name_of(model: str) -> str | None:
    """tiktoken's encoding name for a model (`openai:` prefix allowed), or None when tiktoken does not know the model."""
    import tiktoken

    name = model.split(":", 1)[1] if model.startswith("openai:") else model
    try:
        return tiktoken.encoding_name_for_model(name)
    except KeyError:
        return None


def _load_encoding(model: str) -> tuple[Any, str]:
    """(encoding, how counted): the model's encoding, or (None, why tokens are estimated) when unknown or not loadable.

    tiktoken downloads an encoding's file on first use and caches it; without a
    network (and no cached file) the load fails or stalls, so it runs in a
    thread for at most ENCODING_LOAD_SECONDS.
    """
    estimate = f"estimated at ~{CHARS_PER_TOKEN} characters per token"
    try:
        name = encoding_name_of(model)
    except ImportError:
        return None, f"{estimate} (tiktoken is not installed)"
    if name is None:
        return None, f"{estimate} (tiktoken has no encoding for {model!r})"
    encoding, error = _encoding_named(name)
    if encoding is not None:
        return encoding, f"counted with tiktoken ({name})"
    return None, f"{estimate} (tiktoken's {name} encoding file could not be loaded: {error}; offline?)"


@functools.cache
def _encoding_named(name: str) -> tuple[Any, str | None]:
    """(encoding, None) or (None, why not); tried once per process and encoding, however many models share it."""
    found: dict[str, Any] = {}

    def load() -> None:
        try:
            import tiktoken

            found["encoding"] = tiktoken.get_encoding(name)
        except Exception as exc:  # no network, no cached file, a damaged download
            found["error"] = f"{type(exc).__name__}"

    worker = threading.Thread(target=load, daemon=True)
    worker.start()
    worker.join(ENCODING_LOAD_SECONDS)
    return found.get("encoding"), None if "encoding" in found else (found.get("error") or "timed out")
