"""chem's lazy loaders run once per process even when the judge threads of a run ask at the same moment."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor

from comproeval.chem.once import load_once


def test_threads_asking_at_once_share_one_build():
    builds = []
    start = threading.Barrier(8)

    @load_once
    def index():
        builds.append(1)
        time.sleep(0.05)  # a slow build: every thread arrives while it runs
        return {"built": len(builds)}

    def ask(_):
        start.wait()
        return index()

    with ThreadPoolExecutor(8) as pool:
        values = list(pool.map(ask, range(8)))
    assert len(builds) == 1
    assert all(v is values[0] for v in values)


def test_values_are_kept_per_argument_and_can_be_forgotten():
    calls = []

    @load_once
    def lexicon(name):
        calls.append(name)
        return name.upper()

    assert (lexicon("a"), lexicon("b"), lexicon("a")) == ("A", "B", "A")
    assert calls == ["a", "b"]
    lexicon.cache_clear()
    assert lexicon("a") == "A" and calls == ["a", "b", "a"]


def test_a_failed_build_is_not_kept():
    attempts = []

    @load_once
    def flaky():
        attempts.append(1)
        if len(attempts) == 1:
            raise OSError("first read failed")
        return "ok"

    try:
        flaky()
    except OSError:
        pass
    assert flaky() == "ok" and len(attempts) == 2


def test_the_judge_loaders_are_built_once():
    from comproeval.chem import technique_index, unit_relations

    assert technique_index.lexicon_index() is technique_index.lexicon_index()
    assert unit_relations.registry() is unit_relations.registry()
