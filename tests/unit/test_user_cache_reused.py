"""`user_cache.reused`: a table built once is kept between runs, rebuilt when damaged, never needed on disk."""

from __future__ import annotations

import os

from comproeval.chem import user_cache


def _counting():
    calls = []

    def build():
        calls.append(1)
        return {"phrases": {"xrd": "xrd"}, "generic": frozenset({"analysis"})}

    return build, calls


def test_a_table_is_built_once_and_read_back(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPROEVAL_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("COMPROEVAL_NO_DISK_CACHE", raising=False)
    build, calls = _counting()
    first = user_cache.reused("table", build)
    second = user_cache.reused("table", build)
    assert first == second and len(calls) == 1
    assert [p.name.startswith("table-") for p in tmp_path.iterdir()] == [True]


def test_a_damaged_file_is_built_again_and_replaced(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPROEVAL_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("COMPROEVAL_NO_DISK_CACHE", raising=False)
    build, calls = _counting()
    user_cache.reused("table", build)
    (path,) = list(tmp_path.iterdir())
    path.write_bytes(b"not a pickle")
    assert user_cache.reused("table", build)["generic"] == frozenset({"analysis"})
    assert len(calls) == 2 and user_cache.reused("table", build) and len(calls) == 2


def test_no_disk_or_a_read_only_folder_still_builds(tmp_path, monkeypatch):
    build, calls = _counting()
    monkeypatch.setenv("COMPROEVAL_NO_DISK_CACHE", "1")
    assert user_cache.reused("table", build)["phrases"] == {"xrd": "xrd"}
    monkeypatch.delenv("COMPROEVAL_NO_DISK_CACHE")
    blocked = tmp_path / "file"
    blocked.write_text("in the way")
    monkeypatch.setenv("COMPROEVAL_CACHE_DIR", str(blocked / "cache"))
    assert user_cache.reused("table", build)["phrases"] == {"xrd": "xrd"}
    assert len(calls) == 2 and not [p for p in tmp_path.iterdir() if p.name != "file"]
    assert os.path.isfile(blocked)
