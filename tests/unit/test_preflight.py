"""The endpoint check against a real HTTP server on loopback (and a closed loopback port)."""

from __future__ import annotations

import json
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from comproeval.llm.preflight import EndpointError, check_endpoint, model_id, should_check


@pytest.fixture(autouse=True)
def no_proxy(monkeypatch):
    """Loopback requests must never go through a proxy configured for the machine."""
    for name in ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy", "all_proxy"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    monkeypatch.setenv("no_proxy", "127.0.0.1,localhost")


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, status: int, body: object, delay: float = 0.0):
        self.status, self.body, self.delay = status, body, delay
        self.requests: list[tuple[str, str | None]] = []
        super().__init__(("127.0.0.1", 0), Handler)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/v1"


class Handler(BaseHTTPRequestHandler):
    def do_GET(self):  # noqa: N802
        server: Server = self.server  # type: ignore[assignment]
        server.requests.append((self.path, self.headers.get("Authorization")))
        if server.delay:
            time.sleep(server.delay)
        data = server.body if isinstance(server.body, bytes) else json.dumps(server.body).encode()
        try:
            self.send_response(server.status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def log_message(self, *args):
        pass


@pytest.fixture
def serve():
    servers = []

    def start(status: int, body: object = b"", delay: float = 0.0) -> Server:
        server = Server(status, body, delay)
        threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True).start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.shutdown()
        server.server_close()


MODELS = {"object": "list", "data": [{"id": "gemma3-270m", "object": "model"}, {"id": "other", "object": "model"}]}


def test_a_listed_model_passes_and_the_key_is_sent(serve):
    server = serve(200, MODELS)
    check_endpoint(server.url, "gemma3-270m", "secret-key-123")
    assert server.requests == [("/v1/models", "Bearer secret-key-123")]


def test_openai_prefix_and_trailing_slash(serve):
    server = serve(200, MODELS)
    check_endpoint(server.url + "/", "openai:gemma3-270m", None)
    assert server.requests == [("/v1/models", None)]


def test_a_model_the_server_does_not_offer_fails_naming_url_model_and_offers(serve):
    server = serve(200, MODELS)
    with pytest.raises(EndpointError) as info:
        check_endpoint(server.url, "gpt-4o-mini", None)
    message = str(info.value)
    assert "\n" not in message
    assert server.url in message and "gpt-4o-mini" in message
    assert "does not offer this model (it offers: gemma3-270m, other)" in message


@pytest.mark.parametrize("status", [401, 403])
def test_a_refused_key_fails(serve, status):
    server = serve(status, {"error": {"message": "Incorrect API key provided: sk-abcdefghijklmnopqrstuvwxyz"}})
    with pytest.raises(EndpointError, match=f"refused the API key \\(HTTP {status}\\)") as info:
        check_endpoint(server.url, "gemma3-270m", "sk-abcdefghijklmnopqrstuvwxyz")
    assert server.url in str(info.value) and "gemma3-270m" in str(info.value)
    assert "sk-abc" not in str(info.value)


@pytest.mark.parametrize("status, body", [(404, {"error": "not found"}), (405, b""), (501, b"")])
def test_no_models_route_passes(serve, status, body):
    server = serve(status, body)
    check_endpoint(server.url, "anything", None)
    assert len(server.requests) == 1  # nothing more is tried


@pytest.mark.parametrize("body", [b"<html>hello</html>", {"models": "?"}, {"data": "?"}])
def test_an_unknown_listing_shape_passes(serve, body):
    check_endpoint(serve(200, body).url, "gemma3-270m", None)


def test_a_namespaced_id_counts_as_listed(serve):
    check_endpoint(serve(200, {"data": [{"id": "models/gemini-2.0-flash"}]}).url, "gemini-2.0-flash", None)


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_connection_refused_fails_at_once():
    url = f"http://127.0.0.1:{closed_port()}/v1"
    with pytest.raises(EndpointError) as info:
        check_endpoint(url, "gemma3-270m", None)
    assert str(info.value) == f"LLM endpoint {url} (model gemma3-270m): cannot connect: connection refused"


def test_a_silent_server_times_out(serve):
    server = serve(200, MODELS, delay=3.0)
    with pytest.raises(EndpointError, match=r"no answer within 0\.5 s"):
        check_endpoint(server.url, "gemma3-270m", None, timeout=0.5)


def test_an_unresolvable_host_fails(monkeypatch):
    """DNS failure, simulated at the resolver so that no query leaves the machine."""

    def no_such_host(*args, **kwargs):
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    monkeypatch.setattr(socket, "getaddrinfo", no_such_host)
    with pytest.raises(EndpointError, match=r"cannot connect: host name not found"):
        check_endpoint("http://no-such-host.invalid/v1", "m", None)


@pytest.mark.parametrize("url", ["localhost:8000/v1", "ftp://127.0.0.1/v1"])
def test_an_unusable_url_fails(url):
    with pytest.raises(EndpointError, match="not a usable URL"):
        check_endpoint(url, "m", None)


def test_credentials_in_the_url_are_not_shown():
    url = f"http://user:pa55word@127.0.0.1:{closed_port()}/v1"
    with pytest.raises(EndpointError) as info:
        check_endpoint(url, "m", None)
    assert "pa55word" not in str(info.value)


@pytest.mark.parametrize(
    "spec, expected",
    [
        ("gpt-4o-mini", True),
        ("openai:gpt-4o-mini", True),
        ("qwen2.5:7b", True),  # not a provider: an Ollama-style name on a compatible server
        ("anthropic:claude-3-5-haiku", False),
        ("ollama:llama3", False),
        ("", False),
        (None, False),
        (object(), False),
    ],
)
def test_should_check(spec, expected):
    assert should_check(spec) is expected


def test_a_langchain_model_object_is_not_checked():
    from langchain_core.language_models.fake_chat_models import FakeListChatModel

    assert should_check(FakeListChatModel(responses=["x"])) is False


def test_model_id():
    assert model_id("openai:gpt-4o-mini") == "gpt-4o-mini"
    assert model_id(" gemma3-270m ") == "gemma3-270m"
