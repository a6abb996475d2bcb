"""Secrets never reach logs, messages or result files."""

from __future__ import annotations

import pytest

from comproeval.llm.redact import REDACTED, configured_secrets, redact

KEY = "sk-proj-AbCdEf0123456789ghIJklMNopQRstUVwx"


@pytest.fixture(autouse=True)
def clean_env(monkeypatch):
    for name in list(__import__("os").environ):
        if name.upper().endswith("_API_KEY"):
            monkeypatch.delenv(name, raising=False)


@pytest.mark.parametrize(
    "text, secret",
    [
        (f"Incorrect API key provided: {KEY}.", KEY),
        ("sk-ant-api03-ZZZZZZZZZZZZZZZZZZZZ-yyy failed", "sk-ant-api03-ZZZZZZZZZZZZZZZZZZZZ-yyy"),
        ("Authorization: Bearer abc.def-ghi_jkl", "abc.def-ghi_jkl"),
        ("headers={'authorization': 'Bearer tok123456', 'accept': 'json'}", "tok123456"),
        ('{"Authorization": "Basic dXNlcjpwYXNzd29yZA=="}', "dXNlcjpwYXNzd29yZA=="),
        ("proxy-authorization: Basic Zm9vOmJhcg==", "Zm9vOmJhcg=="),
        ("sent Bearer eyJhbGciOi.eyJzdWIi.sig-_~+/== to the server", "eyJhbGciOi.eyJzdWIi.sig-_~+/=="),
        ("ChatOpenAI(api_key='hunter2hunter2', model='x')", "hunter2hunter2"),
        ("api_key=SecretStr('**********')", "**********"),
        ('{"api_key": "k-123456789"}', "k-123456789"),
        ("OPENAI_API_KEY=abc123def456 python run.py", "abc123def456"),
        ("x-api-key: 0123456789abcdef", "0123456789abcdef"),
        ("GET https://host/v1/models?key=AIzaSyD-123456&alt=json", "AIzaSyD-123456"),
        ("http://user:s3cretpass@localhost:8000/v1", "s3cretpass"),
        ("client_secret=topsecretvalue", "topsecretvalue"),
        ("https://ghp_tokenAsUser0123@host.example/v1", "ghp_tokenAsUser0123"),
        ("http://127.0.0.1:8000/v1?api_key=KEYinQUERY99&x=1", "KEYinQUERY99"),
        ("http://host/v1?apikey=KEYinQUERY98", "KEYinQUERY98"),
        ("http://host/v1?auth=KEYinQUERY97#frag", "KEYinQUERY97"),
        ("ChatOpenAI(openai_api_base='http://judge:pw-in-url-123@10.0.0.1/v1')", "pw-in-url-123"),
    ],
)
def test_secret_shapes_are_redacted(text, secret):
    cleaned = redact(text)
    assert secret not in cleaned
    assert REDACTED in cleaned


def test_the_configured_key_is_redacted_wherever_it_appears(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "plainkey-without-any-prefix-42")
    text = "the server said: unknown key plainkey-without-any-prefix-42 (plainkey-without-any-prefix-42)"
    assert redact(text) == f"the server said: unknown key {REDACTED} ({REDACTED})"


def test_other_provider_keys_and_extras_are_redacted(monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", "anthropic-secret-value")
    assert "anthropic-secret-value" in configured_secrets()
    assert redact("x anthropic-secret-value y") == f"x {REDACTED} y"
    assert redact("token is local-server-token-77", extra_secrets=["local-server-token-77", None, ""]) == f"token is {REDACTED}"


def test_longest_secret_first():
    assert redact("abcdefgh12345678", extra_secrets=["abcdefgh", "abcdefgh12345678"]) == REDACTED


def test_short_or_placeholder_secrets_do_not_destroy_text(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "not-needed")
    text = "the value is not-needed here, and abc appears"
    assert redact(text, extra_secrets=["abc"]) == text


@pytest.mark.parametrize(
    "text",
    [
        "BaTiO3 sintered at 1200 C; d33 = 190 pC/N",
        "the ask-me-anything task-oriented sk-learn model",
        "Authorization failed",
        "key_matches: 3, total_match: 2",
        "",
    ],
)
def test_ordinary_text_is_unchanged(text):
    assert redact(text) == text


def test_redaction_is_idempotent_and_total():
    once = redact(f"Authorization: Bearer {KEY}; api_key={KEY}; {KEY}")
    assert KEY not in once
    assert redact(once) == once
    assert redact(12345) == "12345"


def test_a_url_keeps_its_host_and_user_and_loses_only_the_secret():
    assert redact("http://judge:pw-in-url-123@10.0.0.1:8000/v1") == f"http://judge:{REDACTED}@10.0.0.1:8000/v1"
    assert redact("https://tok-as-user@host/v1") == f"https://{REDACTED}@host/v1"
    assert redact("http://127.0.0.1:8000/v1/models") == "http://127.0.0.1:8000/v1/models"


def test_cache_keys_do_not_keep_credentials_of_the_endpoint():
    from comproeval.llm.cache import llm_key

    class Model:
        def _get_llm_string(self, **bound):
            return "{'openai_api_base': 'http://judge:pw-in-url-123@10.0.0.1/v1', 'model_name': 'm'}"

    key = llm_key(Model(), "llm:m")
    assert "pw-in-url-123" not in key and "10.0.0.1/v1" in key and key.startswith("llm:m|")


def test_log_lines_are_redacted():
    import logging

    from comproeval.llm.redact import RedactingFormatter

    record = logging.LogRecord("comproeval", logging.WARNING, __file__, 1, "endpoint %s failed", ("http://u:pw-in-url-123@h/v1",), None)
    assert RedactingFormatter("%(message)s").format(record) == f"endpoint http://u:{REDACTED}@h/v1 failed"
