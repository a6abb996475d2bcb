"""A scripted chat model for tests and offline demos: replies in order, records what it was sent.

Built on LangChain's GenericFakeChatModel; adds a name (for provenance and
cache keys), tool binding, raised errors as script entries, and a log of the
requests so tests can check prompts and tool bindings.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from pydantic import Field


class ScriptedChatModel(GenericFakeChatModel):
    """Each call takes the next script entry: a str or AIMessage is the reply, an exception is raised."""

    model_name: str = "scripted"
    requests: list[list[BaseMessage]] = Field(default_factory=list)
    bound_tools: list[list[str]] = Field(default_factory=list)
    request_kwargs: list[dict[str, Any]] = Field(default_factory=list)

    @property
    def _identifying_params(self) -> dict[str, Any]:
        return {"model_name": self.model_name}

    @classmethod
    def from_script(cls, script: Iterable[Any], name: str = "scripted") -> ScriptedChatModel:
        return cls(messages=iter(list(script)), model_name=name)

    def _generate(self, messages, stop=None, run_manager=None, **kwargs: Any) -> ChatResult:
        del stop, run_manager  # LangChain's own arguments, not part of the request
        self.requests.append(list(messages))
        self.request_kwargs.append(dict(kwargs))
        entry = next(self.messages)
        if isinstance(entry, BaseException):
            raise entry
        reply = AIMessage(content=entry) if isinstance(entry, str) else entry
        return ChatResult(generations=[ChatGeneration(message=reply)])

    def bind_tools(self, tools, **kwargs: Any):
        self.bound_tools.append([getattr(t, "name", str(t)) for t in tools])
        return self.bind(tools=[getattr(t, "name", str(t)) for t in tools], **kwargs)
