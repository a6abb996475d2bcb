"""Warnings of a run name the caller's file and line, not a worker thread's (issue #22)."""

from __future__ import annotations

import asyncio
import warnings

from comproeval import evaluate_agentic
from comproeval.api import aevaluate_agentic
from comproeval.notices import at_once, collecting, notify, replay
from comproeval.run.item import aevaluate_item

ITEM = {"composition_data": {"compositions_property_values": {"BaTiO3": 190}, "property_unit": "pC/N", "family": "BT"}}
TRUTH = {"10.1/a": ITEM, "10.1/missing": ITEM}
HEAVY = {"compositions_property_values": 0.6}  # the weights then sum to 1.3


def _run_sync():
    return evaluate_agentic(TRUTH, {"10.1/a": ITEM}, weights=HEAVY, output_file=None)  # the line warnings must name


def test_the_blocking_api_warns_at_the_callers_line():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        _run_sync()
    ours = [w for w in caught if "weights sum" in str(w.message) or "missing from the test data" in str(w.message)]
    assert len(ours) == 2
    assert all(w.filename == __file__ for w in ours), [(w.filename, w.lineno) for w in ours]
    assert {w.lineno for w in ours} == {_run_sync.__code__.co_firstlineno + 1}


def test_the_coroutine_warns_at_the_awaiting_line():
    async def caller():
        return await aevaluate_agentic(TRUTH, {"10.1/a": ITEM}, weights=HEAVY, output_file=None)

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        asyncio.run(caller())
    ours = [w for w in caught if "weights sum" in str(w.message)]
    assert len(ours) == 1 and ours[0].filename == __file__ and ours[0].lineno == caller.__code__.co_firstlineno + 1


def test_a_single_item_awaited_warns_at_the_awaiting_line():
    async def caller():
        return await aevaluate_item(ITEM, ITEM, weights=HEAVY)

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        asyncio.run(caller())
    ours = [w for w in caught if "weights sum" in str(w.message)]
    assert len(ours) == 1 and ours[0].filename == __file__ and ours[0].lineno == caller.__code__.co_firstlineno + 1


def test_warnings_of_a_run_that_fails_are_still_shown():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            evaluate_agentic(TRUTH, {"10.9/none-in-common": ITEM}, weights=HEAVY, output_file=None)
        except ValueError:
            pass
    assert any("weights sum" in str(w.message) and w.filename == __file__ for w in caught)


def test_collecting_nests_and_at_once_shows_at_once():
    with collecting() as outer:
        with collecting() as inner:
            assert inner is None  # the outer entry point replays
            notify("kept")
        assert outer == [("kept", UserWarning)]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with at_once(), collecting() as none:
            notify("shown now")
            assert none is None and len(caught) == 1
        replay([("again", RuntimeWarning)], stacklevel=1)
    assert [str(w.message) for w in caught] == ["shown now", "again"] and caught[1].filename == __file__


def test_rescore_warns_at_the_callers_line(tmp_path):
    from comproeval import rescore

    result = evaluate_agentic(TRUTH, {"10.1/a": ITEM}, output_file=None)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        rescore(result, HEAVY)  # the line
    (ours,) = [w for w in caught if "weights sum" in str(w.message)]
    assert ours.filename == __file__
