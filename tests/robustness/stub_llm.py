"""A scriptable OpenAI-compatible server on 127.0.0.1 for the `llm` robustness cases (issue 17.2, 17.5, 17.6).

It answers `/v1/chat/completions` by `mode`, which a case may change between
two CLI runs (a server that was down and is up again):

- `works`: a valid verdict (every ground-truth element matched, as the obeying model answers);
- `down-for MARKER`: HTTP 500 for every request whose data mention MARKER, a valid verdict otherwise;
- `leaky`: a valid verdict whose `why` texts quote the request's `Authorization` header;
- `rate-limited`: HTTP 429 with `Retry-After: 2` for the first call, valid verdicts after.

Every request is recorded (arrival time, a digest of its messages, the status
answered, its Authorization header), so a case can measure what the CLI did.
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler
from typing import Any

from .loopback import LoopbackServer
from .obeying import obeying_verdict

MODELS = ("stub-model", "stub-model-2")
RETRY_AFTER = 2


@dataclass(frozen=True)
class Request:
    """One chat call as the server saw it."""

    arrived: float  # time.monotonic() of the server's process
    digest: str  # the request's messages: a retry sends the same ones
    status: int
    authorization: str


def leaky(verdict: dict[str, Any], authorization: str) -> dict[str, Any]:
    """The verdict with every element's `why` quoting the request's Authorization header, as a misbehaving endpoint might."""
    quote = f"request had Authorization: {authorization}; the key was {authorization.removeprefix('Bearer ')}"

    def visit(node: Any) -> None:
        if isinstance(node, dict):
            if "match_value" in node:
                node["why"] = quote
            for value in node.values():
                visit(value)
        elif isinstance(node, list):
            for value in node:
                visit(value)

    visit(verdict)
    return verdict


class StubServer(LoopbackServer):
    """Use as a context manager; `url` is the `--base-url` to pass."""

    def __init__(self, mode: str = "works"):
        super().__init__(_Handler)
        self.mode = mode
        self.requests: list[Request] = []
        self.lock = threading.Lock()

    def calls(self, status: int | None = None) -> int:
        with self.lock:
            return sum(status is None or r.status == status for r in self.requests)


class _Handler(BaseHTTPRequestHandler):
    server: StubServer

    def log_message(self, *args: Any) -> None:
        pass

    def do_GET(self) -> None:  # the endpoint check lists the models
        self._send(200, {"object": "list", "data": [{"id": m, "object": "model"} for m in MODELS]})

    def do_POST(self) -> None:
        arrived = time.monotonic()
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
        messages = body.get("messages") or []
        digest = hashlib.sha256(json.dumps(messages, sort_keys=True).encode()).hexdigest()
        authorization = self.headers.get("Authorization", "")
        mode = self.server.mode
        with self.server.lock:
            first = not self.server.requests
            if mode == "rate-limited" and first:
                status = 429
            elif mode.startswith("down-for ") and mode.removeprefix("down-for ") in json.dumps(messages):
                status = 500
            else:
                status = 200
            self.server.requests.append(Request(arrived, digest, status, authorization))
        if status == 429:
            return self._send(429, {"error": {"message": "rate limited", "type": "rate_limit_error"}}, {"Retry-After": str(RETRY_AFTER)})
        if status == 500:
            return self._send(500, {"error": {"message": "stub outage", "type": "server_error"}})
        system = next((str(m.get("content")) for m in messages if m.get("role") == "system"), "")
        user = next((str(m.get("content")) for m in messages if m.get("role") == "user"), "")
        verdict = obeying_verdict(system, user, "fabricated")
        if mode == "leaky":
            verdict = leaky(verdict, authorization)
        reply = {
            "id": "stub",
            "object": "chat.completion",
            "created": 0,
            "model": body.get("model", MODELS[0]),
            "choices": [{"index": 0, "message": {"role": "assistant", "content": json.dumps(verdict)}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20},
        }
        self._send(200, reply)

    def _send(self, status: int, payload: dict[str, Any], headers: dict[str, str] | None = None) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)
