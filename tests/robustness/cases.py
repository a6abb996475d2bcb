"""A seeded corpus of malformed inputs for the CLI (issue 11: fail loudly, never clobber, scale linearly).

Each `Case` is one CLI call: files to create in an empty folder, the command's
arguments, and files that must come out unchanged. Everything derives from
the example files shipped in the repository and from `SEED`, so a failing case
has a stable name to rerun: `python -m tests.robustness.run NAME`.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .cases_llm import LLM_CATEGORIES, LLM_GENERATORS
from .cases_rel import REL_CATEGORIES, REL_FAST, REL_GENERATORS

SEED = 20_611
REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "examples"

CATEGORIES = (
    "truncated",
    "wrong_type",
    "huge",
    "deep",
    "unicode",
    "duplicate",
    "empty",
    "path_doi",
    "nonfinite",
    "rescore",
    "settings",
    "output",
    *REL_CATEGORIES,
    *LLM_CATEGORIES,
)
FULL_ONLY = LLM_CATEGORIES  # categories whose every case takes seconds: none in the fast subset


@dataclass
class Case:
    name: str
    category: str
    command: str = "evaluate"  # or "rescore"
    files: dict[str, bytes] = field(default_factory=dict)
    args: list[str] = field(default_factory=list)  # after the positional files and -o
    output: str = "out.json"
    preserve: tuple[str, ...] = ()  # files that must be byte-identical afterwards (never clobber)
    dirs: tuple[str, ...] = ()  # folders to create first
    links: dict[str, str] = field(default_factory=dict)  # symlinks to create first: name -> target
    fifos: tuple[str, ...] = ()  # named pipes to create first
    prelude: str = ""  # Python run first in the CLI's process (fault injection, a SIGINT at a chosen point)
    expect: tuple[int, ...] = (0, 2)  # exit codes that may pass: 1 (a run failing midway) and 130 (interrupted) opt in
    resume: bool = False  # a rerun without the prelude must then complete the result
    lock_held: bool = False  # another process holds the output's run lock during the call (a running evaluate)
    server: str | None = None  # an obeying LLM server on 127.0.0.1 with this strategy; its URL is passed as --base-url
    check: Callable[[Any, Path], str | None] | None = None  # a further check of a passing case: a failure's detail, or None
    scenario: Callable[[Path], str | None] | None = None  # instead of one call: several calls (and servers) in the folder

    def argv(self) -> list[str]:
        if self.command == "rescore":
            return ["rescore", "result.json", "-o", self.output, "-q", *self.args]
        return ["evaluate", "gt.json", "test.json", "-o", self.output, "-q", *self.args]


def _load(name: str) -> dict[str, Any]:
    return json.loads((EXAMPLES / name).read_text(encoding="utf-8"))


GT = _load("ground_truth.json")
TEST = _load("test_data.json")
GT_TEXT = json.dumps(GT, indent=2, ensure_ascii=False)
TEST_TEXT = json.dumps(TEST, indent=2, ensure_ascii=False)


def _enc(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False).encode("utf-8")


def _evaluate(
    name: str,
    category: str,
    gt: Any = None,
    test: Any = None,
    *,
    raw_gt: bytes | None = None,
    raw_test: bytes | None = None,
    args: list[str] | None = None,
) -> Case:
    files = {
        "gt.json": raw_gt if raw_gt is not None else _enc(GT if gt is None else gt),
        "test.json": raw_test if raw_test is not None else _enc(TEST if test is None else test),
    }
    return Case(name, category, files=files, args=args or [])


# The judged item's normalized counts, which are also the file's (the missing item's are all 0); copied where used,
# so that a mutation case changing one location leaves the other alone.
_JUDGED_NORMALIZED = {
    "true_positives": 0.8,
    "false_positives": 0.1,
    "false_negatives": 0.1,
    "precision": 0.888888888888889,
    "recall": 0.888888888888889,
    "f1_score": 0.888888888888889,
}

# A small valid result in the published schema (one judged item, one missing item), for rescore cases.
BASE_RESULT: dict[str, Any] = {
    "agent_model_name": "fuzz",
    "overall_accuracy": 0.5,
    "overall_composition_accuracy": 0.5,
    "overall_synthesis_accuracy": 0.5,
    "total_items": 2,
    "absolute_classification_metrics": {
        "true_positives": 9,
        "false_positives": 1,
        "false_negatives": 8,
        "precision": 0.9,
        "recall": 0.5294117647058824,
        "f1_score": 0.6666666666666666,
    },
    "normalized_classification_metrics": dict(_JUDGED_NORMALIZED),
    "item_results": {
        "10.1/judged": {
            "overall_match": True,
            "field_scores": {"composition_data": 1.0, "synthesis_data": 0.95},
            "overall_score": 0.975,
            "absolute_classification_metrics": {
                "true_positives": 9,
                "false_positives": 1,
                "false_negatives": 1,
                "precision": 0.9,
                "recall": 0.9,
                "f1_score": 0.9,
            },
            "normalized_classification_metrics": dict(_JUDGED_NORMALIZED),  # the missing item adds nothing to the total
            "details": {
                "composition_data": {
                    "property_unit": {"match_value": 1, "reference": "pC/N", "test": "pC N-1"},
                    "family": {"match_value": 1, "reference": "BT", "test": "BaTiO3-based"},
                    "compositions_property_values": {
                        "reference": {"BaTiO3": 190},
                        "test": {"BaTiO3": 185},
                        "key_matches": [{"reference_key": "BaTiO3", "test_key": "BaTiO3", "match_value": 1}],
                        "value_matches": [{"key": "BaTiO3", "reference_value": 190, "test_value": 185, "match_value": 0}],
                        "pair_matches": [{"reference_pair": {"BaTiO3": 190}, "test_pair": {"BaTiO3": 185}, "match_value": 0}],
                        "total_ground_truth_keys": 1,
                        "total_match": 1,
                        "missing_keys": [],
                        "extra_keys": [],
                    },
                },
                "synthesis_data": {
                    "method": {"match_value": 1, "reference": "solid-state reaction", "test": "solid state"},
                    "precursors": {
                        "reference": ["BaCO3", "TiO2"],
                        "test": ["TiO2", "BaCO3"],
                        "matches": [
                            {"reference_item": "BaCO3", "test_item": "BaCO3", "match_value": 1},
                            {"reference_item": "TiO2", "test_item": "TiO2", "match_value": 1},
                        ],
                        "total_ground_truth_items": 2,
                        "total_match": 2,
                        "missing_items": [],
                        "extra_items": [],
                    },
                    "characterization_techniques": {
                        "reference": ["XRD"],
                        "test": ["X-ray diffraction"],
                        "matches": [{"reference_item": "XRD", "test_item": "X-ray diffraction", "match_value": 1}],
                        "total_ground_truth_items": 1,
                        "total_match": 1,
                        "missing_items": [],
                        "extra_items": [],
                    },
                    "steps": {"match_value": 0.5, "reference_steps": ["mixed", "sintered"], "test_steps": ["sintered"]},
                },
            },
        },
        "10.1/missing": {
            "overall_match": False,
            "field_scores": {"composition_data": 0.0, "synthesis_data": 0.0},
            "overall_score": 0.0,
            "absolute_classification_metrics": {
                "true_positives": 0,
                "false_positives": 0,
                "false_negatives": 7,
                "precision": 0.0,
                "recall": 0.0,
                "f1_score": 0.0,
            },
            "normalized_classification_metrics": {
                "true_positives": 0,
                "false_positives": 0,
                "false_negatives": 0,
                "precision": 0.0,
                "recall": 0.0,
                "f1_score": 0.0,
            },
            "details": {},
        },
    },
}


def _rescore(name: str, result: Any = None, *, raw: bytes | None = None, args: list[str] | None = None) -> Case:
    data = raw if raw is not None else _enc(BASE_RESULT if result is None else result)
    return Case(name, "rescore", command="rescore", files={"result.json": data}, args=args or [])


# ------------------------------------------------------------------ helpers


def _paths(data: Any, trail: tuple = ()) -> list[tuple]:
    """Every location in a document (object keys and list indexes), outermost first."""
    out = [trail]
    if isinstance(data, dict):
        for key, value in data.items():
            out += _paths(value, trail + (key,))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            out += _paths(value, trail + (index,))
    return out


def _set(data: Any, trail: tuple, value: Any) -> Any:
    if not trail:
        return value
    data = copy.deepcopy(data)
    target = data
    for step in trail[:-1]:
        target = target[step]
    target[trail[-1]] = value
    return data


def _nest(depth: int, leaf: str = "1") -> str:
    return "[" * depth + leaf + "]" * depth


def _with_raw(doc: dict[str, Any], trail: tuple, raw_value: str) -> bytes:
    """`doc` as JSON text with the value at `trail` replaced by a raw JSON fragment (NaN, deep nesting...)."""
    marker = "__FUZZ_MARKER__"
    text = json.dumps(_set(doc, trail, marker), ensure_ascii=False)
    return text.replace(json.dumps(marker), raw_value, 1).encode("utf-8")


def _item(cpv: dict | None = None, **synthesis: Any) -> dict[str, Any]:
    item: dict[str, Any] = {"composition_data": {"compositions_property_values": cpv or {"BaTiO3": 190}, "property_unit": "pC/N", "family": "BT"}}
    if synthesis:
        item["synthesis_data"] = synthesis
    return item


# ------------------------------------------------------------------ categories


def truncated(rng: random.Random) -> list[Case]:
    cases = []
    for n in range(12):
        which = "gt" if n % 2 == 0 else "test"
        text = (GT_TEXT if which == "gt" else TEST_TEXT).encode("utf-8")
        cut = rng.randrange(1, len(text) - 1)
        raw = text[:cut]
        cases.append(
            _evaluate(
                f"truncated-{which}-{n:02d}-at{cut}", "truncated", raw_gt=raw if which == "gt" else None, raw_test=raw if which == "test" else None
            )
        )
    for n, raw in enumerate([b"", b" \n\t", b"{", b"}", b'{"10.1/a": ', b'{"10.1/a": {"composition_data": {', b"nul", b"tru"]):
        cases.append(_evaluate(f"truncated-tiny-{n}", "truncated", raw_test=raw))
    # a truncated multi-byte character (UTF-8 cut in the middle of "°")
    degree = TEST_TEXT.encode("utf-8")
    cut = degree.index("°".encode()) + 1
    cases.append(_evaluate("truncated-mid-utf8-char", "truncated", raw_test=degree[:cut]))
    return cases


WRONG_VALUES: list[Any] = [None, True, False, 0, -1.5, "", "x", [], [1, "a"], {}, {"a": 1}, [[]], [{}], [None]]


def wrong_type(rng: random.Random) -> list[Case]:
    cases = []
    for which, doc in (("gt", GT), ("test", TEST)):
        paths = _paths(doc)
        rng.shuffle(paths)
        for trail in paths[:18]:
            value = rng.choice(WRONG_VALUES)
            mutated = _set(doc, trail, value)
            where = "/".join(str(p) for p in trail[1:]) or ("top" if not trail else "item")
            name = f"wrong-{which}-{where}-{json.dumps(value)}"[:120]
            cases.append(_evaluate(name, "wrong_type", **({"gt": mutated} if which == "gt" else {"test": mutated})))
    for value in (None, 1, "text", [GT], True):
        cases.append(_evaluate(f"wrong-top-level-{json.dumps(value)[:20]}", "wrong_type", test=value))
    return cases


def huge(rng: random.Random) -> list[Case]:
    big = "Ba" * 50_000  # 100,000 characters
    huge_text = "x" * 1_000_000
    cases = [
        _evaluate("huge-cpv-key-100k", "huge", test={"10.0000/example.knn": _item({big: 285})}),
        _evaluate("huge-cpv-key-1M", "huge", test={"10.0000/example.knn": _item({huge_text: 285})}),
        _evaluate("huge-value-string-1M", "huge", test={"10.0000/example.knn": _item({"BaTiO3": huge_text})}),
        _evaluate("huge-unit-100k", "huge", test={"10.0000/example.knn": {"composition_data": {"property_unit": big}}}),
        _evaluate("huge-family-100k", "huge", test={"10.0000/example.knn": {"composition_data": {"family": big}}}),
        _evaluate("huge-method-1M", "huge", test={"10.0000/example.knn": {"synthesis_data": {"method": huge_text}}}),
        _evaluate("huge-precursor-100k", "huge", test={"10.0000/example.knn": {"synthesis_data": {"precursors": [big]}}}),
        _evaluate("huge-step-1M", "huge", test={"10.0000/example.knn": {"synthesis_data": {"steps": [huge_text]}}}),
        _evaluate("huge-technique-100k", "huge", test={"10.0000/example.knn": {"synthesis_data": {"characterization_techniques": [big]}}}),
        _evaluate("huge-doi-100k", "huge", gt={big: GT["10.0000/example.knn"]}, test={big: TEST["10.0000/example.knn"]}),
    ]
    # big collections
    keys = {f"Ba{1 - i / 3000:.4f}Ca{i / 3000:.4f}TiO3": 100 + i for i in range(2_000)}
    cases.append(_evaluate("huge-2000-cpv-keys-both", "huge", gt={"10.1/a": _item(keys)}, test={"10.1/a": _item(keys)}))
    cases.append(_evaluate("huge-2000-cpv-keys-test", "huge", gt={"10.1/a": _item()}, test={"10.1/a": _item(keys)}))
    precursors = [f"compound{i}" for i in range(5_000)]
    cases.append(
        _evaluate(
            "huge-5000-precursors",
            "huge",
            gt={"10.1/a": _item(method="x", precursors=precursors[:50])},
            test={"10.1/a": _item(method="x", precursors=precursors)},
        )
    )
    steps = [f"Step {i}: heated at {i} C for {i % 7} h." for i in range(2_000)]
    cases.append(
        _evaluate("huge-2000-steps", "huge", gt={"10.1/a": _item(method="x", steps=steps)}, test={"10.1/a": _item(method="x", steps=steps[::-1])})
    )
    techniques = [f"technique {i}" for i in range(3_000)]
    cases.append(
        _evaluate(
            "huge-3000-techniques",
            "huge",
            gt={"10.1/a": _item(method="x", characterization_techniques=techniques[:20])},
            test={"10.1/a": _item(method="x", characterization_techniques=techniques)},
        )
    )
    many = {f"10.1/{i}": _item({"BaTiO3": i}) for i in range(3_000)}
    cases.append(_evaluate("huge-3000-dois", "huge", gt=many, test=many))
    cases.append(_evaluate("huge-3000-dois-only-in-test", "huge", test={**TEST, **many}))
    cases.append(_evaluate("huge-metadata-1M", "huge", test={k: {**v, "article_metadata": {"abstract": huge_text}} for k, v in TEST.items()}))
    return cases


def deep(rng: random.Random) -> list[Case]:
    cases = []
    for depth in (50, 99, 101, 500, 1_000, 100_000):
        cases.append(_evaluate(f"deep-top-{depth}", "deep", raw_test=_nest(depth).encode()))
        cases.append(
            _evaluate(
                f"deep-cpv-value-{depth}",
                "deep",
                raw_test=_with_raw(TEST, ("10.0000/example.knn", "composition_data", "compositions_property_values", "K0.5Na0.5NbO3"), _nest(depth)),
            )
        )  # noqa: E501
    for depth in (200, 5_000):
        cases.append(
            _evaluate(
                f"deep-precursor-{depth}",
                "deep",
                raw_gt=_with_raw(GT, ("10.0000/example.bt", "synthesis_data", "precursors", 0), _nest(depth, '"x"')),
            )
        )
        cases.append(_evaluate(f"deep-metadata-{depth}", "deep", raw_test=_with_raw(TEST, ("10.0000/example.bt", "article_metadata"), _nest(depth))))
        objects = '{"a":' * depth + "1" + "}" * depth
        cases.append(_evaluate(f"deep-objects-item-{depth}", "deep", raw_test=_with_raw(TEST, ("10.0000/example.bt",), objects)))
    return cases


SURROGATES = ["\\ud800", "x\\udc00y"]


def unicode_cases(rng: random.Random) -> list[Case]:
    cases = []
    item_path = ("10.0000/example.knn", "composition_data")
    for n, sur in enumerate(SURROGATES):
        cases.append(
            _evaluate(
                f"unicode-surrogate-doi-{n}", "unicode", raw_test=_enc(TEST).replace(b"10.0000/example.knn", f"10.0000/example.knn{sur}".encode(), 1)
            )
        )
        cases.append(
            _evaluate(
                f"unicode-surrogate-gt-doi-{n}", "unicode", raw_gt=_enc(GT).replace(b"10.0000/example.bt", f"10.0000/example.bt{sur}".encode(), 1)
            )
        )
        cases.append(
            _evaluate(
                f"unicode-surrogate-cpv-key-{n}", "unicode", raw_test=_enc(TEST).replace(b'"K0.5Na0.5NbO3"', f'"K0.5Na0.5NbO3{sur}"'.encode(), 1)
            )
        )
        cases.append(_evaluate(f"unicode-surrogate-unit-{n}", "unicode", raw_test=_with_raw(TEST, item_path + ("property_unit",), f'"pC/N{sur}"')))
        cases.append(
            _evaluate(
                f"unicode-surrogate-precursor-{n}",
                "unicode",
                raw_gt=_with_raw(GT, ("10.0000/example.bt", "synthesis_data", "precursors", 1), f'"acetate{sur}"'),
            )
        )
        cases.append(
            _evaluate(f"unicode-surrogate-metadata-{n}", "unicode", raw_test=_with_raw(TEST, ("10.0000/example.bt", "article_metadata"), f'"{sur}"'))
        )
    gt_bytes, test_bytes = GT_TEXT.encode("utf-8"), TEST_TEXT.encode("utf-8")
    cases += [
        _evaluate("unicode-bom-utf8-test", "unicode", raw_test=b"\xef\xbb\xbf" + test_bytes),
        _evaluate("unicode-bom-utf8-both", "unicode", raw_gt=b"\xef\xbb\xbf" + gt_bytes, raw_test=b"\xef\xbb\xbf" + test_bytes),
        _evaluate("unicode-bom-utf16le", "unicode", raw_test=TEST_TEXT.encode("utf-16")),
        _evaluate("unicode-bom-utf16be", "unicode", raw_test=b"\xfe\xff" + TEST_TEXT.encode("utf-16-be")),
        _evaluate("unicode-utf16-no-bom", "unicode", raw_test=TEST_TEXT.encode("utf-16-le")),
        _evaluate("unicode-bom-utf32", "unicode", raw_test=TEST_TEXT.encode("utf-32")),
        _evaluate("unicode-double-bom", "unicode", raw_test=b"\xef\xbb\xbf\xef\xbb\xbf" + test_bytes),
        _evaluate("unicode-latin1-file", "unicode", raw_test=TEST_TEXT.encode("latin-1", "replace")),
        _evaluate("unicode-invalid-utf8-byte", "unicode", raw_test=test_bytes.replace(b"Nb2O5", b"Nb2\xff5", 1)),
        _evaluate("unicode-overlong-utf8", "unicode", raw_test=test_bytes.replace(b"Nb2O5", b"Nb2\xc0\xafO5", 1)),
        _evaluate("unicode-encoded-surrogate-bytes", "unicode", raw_test=test_bytes.replace(b"Nb2O5", b"Nb2\xed\xa0\x80O5", 1)),
        _evaluate("unicode-bom-inside-string", "unicode", raw_test=test_bytes.replace(b"Nb2O5", "\ufeffNb2O5".encode(), 1)),
    ]
    oddities = {
        "nul": "K\u0000Na",
        "rtl-override": "\u202eK0.5Na0.5NbO3",
        "zero-width": "K0.5\u200bNa0.5\u200dNbO3",
        "combining": "K0.5Na0.5Nb\u0301O3",
        "emoji": "K0.5Na0.5NbO3 \U0001f525",
        "fullwidth": "Ｋ０.５Ｎａ０.５ＮｂＯ３",
        "superscripts": "K⁰·⁵Na⁰·⁵NbO³",
        "line-separator": "K0.5\u2028Na0.5NbO3",
        "private-use": "\ue000\uf8ff",
        "nfd": "K0.5Na0.5Nb\u006f\u0308O3",
        "tab-newline": "K0.5\tNa0.5\nNbO3",
        "replacement-char": "K\ufffdNa",
        "non-characters": "\ufffe\uffff",
        "astral": "\U0010ffff\U00020000",
    }
    for n, (label, text) in enumerate(oddities.items()):
        cases.append(
            _evaluate(
                f"unicode-key-{label}",
                "unicode",
                test=_set(TEST, ("10.0000/example.knn", "composition_data", "compositions_property_values"), {text: 112}),
            )
        )  # noqa: E501
        if n % 2 == 0:
            cases.append(_evaluate(f"unicode-doi-{label}", "unicode", gt={text: GT["10.0000/example.knn"]}, test={text: TEST["10.0000/example.knn"]}))
    for label, value in (
        ("fullwidth-digits", "２８５"),
        ("arabic-digits", "٢٨٥"),
        ("superscript-digits", "²⁸⁵"),
        ("minus-sign", "−285"),
        ("thin-space", "2\u2009850"),
        ("comma-decimal", "2,85e2"),
    ):
        cases.append(
            _evaluate(
                f"unicode-value-{label}",
                "unicode",
                test=_set(TEST, ("10.0000/example.knn", "composition_data", "compositions_property_values", "K0.5Na0.5NbO3"), value),
            )
        )
    return cases


def duplicate(rng: random.Random) -> list[Case]:
    knn = json.dumps(TEST["10.0000/example.knn"], ensure_ascii=False)
    bt = json.dumps(TEST["10.0000/example.bt"], ensure_ascii=False)
    gt_knn = json.dumps(GT["10.0000/example.knn"], ensure_ascii=False)
    knn_composition = json.dumps(TEST["10.0000/example.knn"]["composition_data"], ensure_ascii=False)
    bt_composition = json.dumps(TEST["10.0000/example.bt"]["composition_data"], ensure_ascii=False)
    return [
        _evaluate("duplicate-doi-test", "duplicate", raw_test=f'{{"10.0000/example.knn": {knn}, "10.0000/example.knn": {bt}}}'.encode()),
        _evaluate("duplicate-doi-gt", "duplicate", raw_gt=f'{{"10.0000/example.knn": {gt_knn}, "10.0000/example.knn": null}}'.encode()),
        _evaluate(
            "duplicate-section",
            "duplicate",
            raw_test=f'{{"10.0000/example.knn": {{"composition_data": {{}}, "composition_data": {knn_composition}}}}}'.encode(),
        ),  # noqa: E501
        _evaluate(
            "duplicate-cpv-key",
            "duplicate",
            raw_test=b'{"10.0000/example.knn": {"composition_data": {"compositions_property_values": {"K0.5Na0.5NbO3": 1, "K0.5Na0.5NbO3": 112}}}}',
        ),  # noqa: E501
        _evaluate(
            "duplicate-unit",
            "duplicate",
            raw_gt=b'{"10.1/a": {"composition_data": {"property_unit": "pC/N", "property_unit": "pm/V", "family": "BT"}}}',
        ),
        _evaluate("duplicate-many-dois", "duplicate", raw_test=("{" + ", ".join(f'"10.1/a": {{"x{i}": {i}}}' for i in range(500)) + "}").encode()),
        _evaluate(
            "duplicate-metadata-keys",
            "duplicate",
            raw_test=f'{{"10.0000/example.bt": {{"article_metadata": {{"a": 1, "a": 2}}, "composition_data": {bt_composition}}}}}'.encode(),
        ),  # noqa: E501
        _evaluate(
            "duplicate-equivalent-keys",
            "duplicate",
            test={"10.0000/example.knn": _item({"K0.5Na0.5NbO3": 112, "(K0.5Na0.5)NbO3": 110, "K0.5 Na0.5 NbO3": 1})},
        ),
        _evaluate("duplicate-precursors", "duplicate", test={"10.0000/example.bt": {"synthesis_data": {"precursors": ["TiO2"] * 50}}}),
    ]


def empty(rng: random.Random) -> list[Case]:
    knn_gt, knn_test = GT["10.0000/example.knn"], TEST["10.0000/example.knn"]
    cases = [
        _evaluate("empty-doi", "empty", gt={"": knn_gt}, test={"": knn_test}),
        _evaluate("empty-doi-spaces", "empty", gt={"   ": knn_gt}, test={"   ": knn_test}),
        _evaluate("empty-both-files", "empty", gt={}, test={}),
        _evaluate("empty-gt", "empty", gt={}),
        _evaluate("empty-test", "empty", test={}),
        _evaluate("empty-items", "empty", gt={"10.1/a": {}}, test={"10.1/a": {}}),
        _evaluate(
            "empty-sections",
            "empty",
            gt={"10.1/a": {"composition_data": {}, "synthesis_data": {}}},
            test={"10.1/a": {"composition_data": {}, "synthesis_data": {}}},
        ),
        _evaluate("empty-cpv-key", "empty", test={"10.0000/example.knn": _item({"": 285})}),
        _evaluate("empty-cpv-key-gt", "empty", gt={"10.0000/example.knn": _item({"": 285, " ": None})}),
        _evaluate("empty-cpv", "empty", gt={"10.1/a": _item({})}, test={"10.1/a": _item({})}),
        _evaluate(
            "empty-strings-everywhere",
            "empty",
            gt={
                "10.1/a": {
                    "composition_data": {"compositions_property_values": {"": ""}, "property_unit": "", "family": ""},
                    "synthesis_data": {"method": "", "precursors": [""], "steps": [""], "characterization_techniques": [""]},
                }
            },
            test={
                "10.1/a": {
                    "composition_data": {"compositions_property_values": {"": ""}, "property_unit": "", "family": ""},
                    "synthesis_data": {"method": "", "precursors": [""], "steps": [""], "characterization_techniques": [""]},
                }
            },
        ),
        _evaluate(
            "empty-nulls-everywhere",
            "empty",
            gt={
                "10.1/a": {
                    "composition_data": {"compositions_property_values": {"X": None}, "property_unit": None, "family": None},
                    "synthesis_data": {"method": None, "precursors": [None], "steps": None, "characterization_techniques": [None]},
                }
            },
            test={
                "10.1/a": {
                    "composition_data": {"compositions_property_values": None, "property_unit": None, "family": None},
                    "synthesis_data": {"method": None, "precursors": None, "steps": [None], "characterization_techniques": None},
                }
            },
        ),
        _evaluate(
            "empty-whitespace-values",
            "empty",
            test={"10.1/a": _item({" \t\n": " "}, method=" ", precursors=[" ", "\n"], steps=["\t"])},
            gt={"10.1/a": _item({"BaTiO3": " "}, method="\n", precursors=["\t"])},
        ),
        _evaluate(
            "empty-range-values",
            "empty",
            test={"10.0000/example.knn": _item({"K0.5Na0.5NbO3": []})},
            gt={"10.0000/example.knn": _item({"K0.5Na0.5NbO3": [1]})},
        ),
        _evaluate(
            "empty-range-too-long",
            "empty",
            test={"10.0000/example.knn": _item({"K0.5Na0.5NbO3": [1, 2, 3]})},
            gt={"10.0000/example.knn": _item({"K0.5Na0.5NbO3": [300, 100]})},
        ),
        _evaluate(
            "empty-value-object",
            "empty",
            test={"10.0000/example.knn": _item({"K0.5Na0.5NbO3": {"value": None}})},
            gt={"10.0000/example.knn": _item({"K0.5Na0.5NbO3": {"value": {"value": 1}}})},
        ),
    ]
    for n, raw in enumerate([b"null", b"[]", b'""', b"0", b"{}", b"{} {}", b"{}garbage", b"\x00\x00\x00\x00"]):
        cases.append(_evaluate(f"empty-raw-gt-{n}", "empty", raw_gt=raw))
    return cases


PATH_DOIS = [
    "../../etc/passwd",
    "/etc/passwd",
    "C:\\Windows\\system32",
    "a/b/../../c",
    "~/x",
    "..",
    ".",
    "CON",
    "10.1/a\nb",
    "10.1/a\rb",
    "10.1/a\tb",
    "-o",
    "--overwrite",
    "%s%n%x",
    "${HOME}",
    "$(touch pwned)",
    "`touch pwned`",
    "10.1/" + "a" * 10_000,
    "https://doi.org/10.1/x",
    "10.1/a;rm -rf /",
    "<script>alert(1)</script>",
    "'; DROP TABLE verdicts; --",
    "10.1/%2e%2e%2f",
]


def path_doi(rng: random.Random) -> list[Case]:
    cases = []
    for n, doi in enumerate(PATH_DOIS):
        gt = {doi: GT["10.0000/example.knn"], "10.0000/example.bt": GT["10.0000/example.bt"]}
        test = {doi: TEST["10.0000/example.knn"]}
        cases.append(_evaluate(f"path-doi-{n:02d}", "path_doi", gt=gt, test=test))
    return cases


NONFINITE = ["NaN", "Infinity", "-Infinity", "1e999", "-1e999", "1" * 400, "-" + "9" * 5_000, "1e-999", "-0", "1e308"]


def nonfinite(rng: random.Random) -> list[Case]:
    cases = []
    value_path = ("10.0000/example.knn", "composition_data", "compositions_property_values", "K0.5Na0.5NbO3")
    gt_value_path = ("10.0000/example.bt", "composition_data", "compositions_property_values", "BaTiO3")
    for n, literal in enumerate(NONFINITE):
        cases.append(_evaluate(f"nonfinite-test-value-{n:02d}", "nonfinite", raw_test=_with_raw(TEST, value_path, literal)))
        cases.append(_evaluate(f"nonfinite-gt-value-{n:02d}", "nonfinite", raw_gt=_with_raw(GT, gt_value_path, literal)))
        if n < 5:
            cases.append(_evaluate(f"nonfinite-range-{n:02d}", "nonfinite", raw_test=_with_raw(TEST, value_path, f"[{literal}, 300]")))
    for n, literal in enumerate(["NaN", "Infinity", "1e999"]):
        cases.append(
            _evaluate(
                f"nonfinite-unit-{n}", "nonfinite", raw_test=_with_raw(TEST, ("10.0000/example.knn", "composition_data", "property_unit"), literal)
            )
        )
        cases.append(
            _evaluate(
                f"nonfinite-precursor-{n}", "nonfinite", raw_test=_with_raw(TEST, ("10.0000/example.bt", "synthesis_data", "precursors", 0), literal)
            )
        )
        cases.append(
            _evaluate(
                f"nonfinite-metadata-{n}", "nonfinite", raw_test=_with_raw(TEST, ("10.0000/example.bt", "article_metadata"), f'{{"year": {literal}}}')
            )
        )
        cases.append(_evaluate(f"nonfinite-top-{n}", "nonfinite", raw_test=literal.encode()))
    for n, text in enumerate(["NaN", "inf", "-Infinity", "1e999"]):  # as strings: numbers-as-strings are tolerated
        cases.append(_evaluate(f"nonfinite-string-{n}", "nonfinite", test=_set(TEST, value_path, text)))
    return cases


def rescore(rng: random.Random) -> list[Case]:
    judged = ("item_results", "10.1/judged", "details")
    comp, synth = judged + ("composition_data",), judged + ("synthesis_data",)
    cpv = comp + ("compositions_property_values",)
    mutations: list[tuple[str, tuple, Any]] = [
        ("match-2", cpv + ("key_matches", 0, "match_value"), 2),
        ("match-string", cpv + ("value_matches", 0, "match_value"), "1"),
        ("match-negative", comp + ("family", "match_value"), -1),
        ("match-half", synth + ("method", "match_value"), 0.5),
        ("match-null", comp + ("property_unit", "match_value"), None),
        ("match-list", synth + ("precursors", "matches", 0, "match_value"), [1]),
        ("steps-1.5", synth + ("steps", "match_value"), 1.5),
        ("steps-negative", synth + ("steps", "match_value"), -0.1),
        ("steps-string", synth + ("steps", "match_value"), "0.5"),
        ("total-negative", cpv + ("total_ground_truth_keys",), -1),
        ("total-float", cpv + ("total_match",), 0.5),
        ("total-too-big", synth + ("precursors", "total_match"), 99),
        ("total-string", synth + ("characterization_techniques", "total_ground_truth_items"), "1"),
        ("total-huge", cpv + ("total_ground_truth_keys",), 10**30),
        ("missing-keys-string", cpv + ("missing_keys",), "BaTiO3"),
        ("extra-items-number", synth + ("precursors", "extra_items"), 3),
        ("key-matches-object", cpv + ("key_matches",), {"a": 1}),
        ("entry-not-object", synth + ("precursors", "matches", 0), "BaCO3"),
        ("details-list", judged, [1, 2]),
        ("section-string", comp, "judged"),
        ("item-list", ("item_results", "10.1/judged"), [1]),
        ("item-null", ("item_results", "10.1/judged"), None),
        ("item-results-list", ("item_results",), []),
        ("item-results-missing", ("item_results",), "__delete__"),
        ("field-scores-list", ("item_results", "10.1/missing", "field_scores"), ["composition_data"]),
        ("missing-fn-negative", ("item_results", "10.1/missing", "absolute_classification_metrics", "false_negatives"), -7),
        ("missing-fn-string", ("item_results", "10.1/missing", "absolute_classification_metrics", "false_negatives"), "7"),
        ("top-totals-wrong", ("absolute_classification_metrics", "true_positives"), 1233),
        ("top-total-items-wrong", ("total_items",), 99),
        ("model-name-object", ("agent_model_name",), {"a": 1}),
        ("run-info-string", ("run_info",), "x"),
        (
            "value-matches-reference-key",
            cpv + ("value_matches", 0),
            {"reference_key": "BaTiO3", "reference_value": 190, "test_value": 185, "match_value": 0},
        ),  # noqa: E501
        ("explanations", comp + ("family",), {"match_value": 1, "reference": "BT", "test": "BT", "basis": "exact", "why": "same", "certain": False}),
    ]
    cases = []
    for label, trail, value in mutations:
        if value == "__delete__":
            data = copy.deepcopy(BASE_RESULT)
            del data["item_results"]
        else:
            data = _set(BASE_RESULT, trail, value)
        cases.append(_rescore(f"rescore-{label}", data))
    text = _enc(BASE_RESULT)
    for n in range(3):
        cut = rng.randrange(1, len(text) - 1)
        cases.append(_rescore(f"rescore-truncated-{n}-at{cut}", raw=text[:cut]))
    steps_path = synth + ("steps", "match_value")
    for literal in ("NaN", "Infinity", "1e999"):
        cases.append(_rescore(f"rescore-steps-{literal}", raw=_with_raw(BASE_RESULT, steps_path, literal)))
    cases += [
        _rescore("rescore-valid", BASE_RESULT),
        _rescore("rescore-bom", raw=b"\xef\xbb\xbf" + text),
        _rescore("rescore-surrogate-doi", raw=text.replace(b"10.1/judged", b"10.1/judged\\ud800", 1)),
        _rescore("rescore-deep", raw=_with_raw(BASE_RESULT, cpv + ("reference",), _nest(5_000))),
        _rescore("rescore-not-a-result", GT),
        _rescore("rescore-empty-object", {}),
        _rescore(
            "rescore-many-items", {**BASE_RESULT, "item_results": {f"10.1/{i}": BASE_RESULT["item_results"]["10.1/judged"] for i in range(3_000)}}
        ),  # noqa: E501
    ]
    return cases


BAD_WEIGHTS = [
    '{"steps": NaN}',
    '{"steps": Infinity}',
    '{"steps": 1e999}',
    '{"steps": -1}',
    '{"colour": 1}',
    "[1]",
    '"x"',
    '{"compositions_property_values": 0, "property_unit": 0, "family": 0, "method": 0, "precursors": 0, '
    '"characterization_techniques": 0, "steps": 0}',
    '{"method": 0, "precursors": 0, "characterization_techniques": 0, "steps": 0}',
    '{"family": 1e308, "property_unit": 1e308}',
    '{"steps": ' + "9" * 400 + "}",
    '{"steps": true}',
    '{"steps": null}',
    '{"steps": 0.5, "steps": 0.1}',
    "{",
    "nope/weights.json",
]
BAD_THRESHOLDS = [
    '{"0,100": NaN}',
    '{"a,b": 1}',
    "[[0, 1e999, 5]]",
    '{"0,inf": 5}',
    "[[1, 0, -5]]",
    '{"0,100": "x"}',
    "[[0]]",
    '{"0,100": Infinity}',
    "[[NaN, 1, 1]]",
    "{}",
    "[]",
    '"x"',
]


def settings(rng: random.Random) -> list[Case]:
    cases = []
    for n, weights in enumerate(BAD_WEIGHTS):
        case = _evaluate(f"settings-weights-{n:02d}", "settings", args=["--weights", weights])
        cases.append(case)
        if n % 2 == 0 or n == 9:
            cases.append(
                Case(
                    f"settings-rescore-weights-{n:02d}",
                    "settings",
                    command="rescore",
                    files={"result.json": _enc(BASE_RESULT)},
                    args=["--weights", weights],
                )
            )
    for n, thresholds in enumerate(BAD_THRESHOLDS):
        cases.append(_evaluate(f"settings-thresholds-{n:02d}", "settings", args=["--thresholds", thresholds]))
    cases.append(_evaluate("settings-max-concurrency-0", "settings", args=["--max-concurrency", "0"]))
    cases.append(_evaluate("settings-unknown-judge", "settings", args=["--judge", "oracle"]))
    return cases


def output(rng: random.Random) -> list[Case]:
    base = _evaluate("x", "output").files
    not_result = b'{"precious": "user data, not a result"}\n'
    cases = [
        Case("output-is-a-directory", "output", files=dict(base), output="adir", dirs=("adir",)),
        Case("output-parent-is-a-file", "output", files={**base, "a_file": b"x"}, output="a_file/out.json", preserve=("a_file",)),
        Case("output-in-proc", "output", files=dict(base), output="/proc/comproeval-fuzz-out.json"),
        Case("output-clobbers-ground-truth", "output", files=dict(base), output="gt.json", preserve=("gt.json",)),
        Case("output-clobbers-a-non-result", "output", files={**base, "notes.json": not_result}, output="notes.json", preserve=("notes.json",)),
        Case("output-clobbers-text", "output", files={**base, "notes.txt": b"my thesis\n"}, output="notes.txt", preserve=("notes.txt",)),
        # never /dev/null itself: a writer that renames over it would replace the machine's /dev/null
        Case("output-symlink-to-dev-null", "output", files=dict(base), output="null.json", links={"null.json": "/dev/null"}),
        Case("output-is-a-fifo", "output", files=dict(base), output="pipe.json", fifos=("pipe.json",)),
        Case("output-empty-name", "output", files=dict(base), output=""),
        Case("output-dot", "output", files=dict(base), output="."),
        Case("output-new-subfolder", "output", files=dict(base), output="new/sub/out.json"),
        Case(
            "rescore-output-clobbers-input",
            "output",
            command="rescore",
            files={"result.json": _enc(BASE_RESULT), "notes.json": not_result},
            output="notes.json",
            preserve=("notes.json",),
        ),
        Case("output-stale-temp-file", "output", files={**base, ".out.json.comproeval-4242-abcd1234.tmp": b'{"half'}),
    ]
    return cases


GENERATORS = {
    "truncated": truncated,
    "wrong_type": wrong_type,
    "huge": huge,
    "deep": deep,
    "unicode": unicode_cases,
    "duplicate": duplicate,
    "empty": empty,
    "path_doi": path_doi,
    "nonfinite": nonfinite,
    "rescore": rescore,
    "settings": settings,
    "output": output,
    **REL_GENERATORS,
    **LLM_GENERATORS,
}


def all_cases(seed: int = SEED) -> list[Case]:
    """The full corpus, in a stable order; names are unique."""
    cases: list[Case] = []
    for category in CATEGORIES:
        cases += GENERATORS[category](random.Random(f"{seed}-{category}"))
    seen: dict[str, int] = {}
    for case in cases:
        if case.name in seen:
            seen[case.name] += 1
            case.name = f"{case.name}~{seen[case.name]}"
        else:
            seen[case.name] = 0
    return cases


FAST = [
    "truncated-tiny-2",
    "wrong-top-level-null",
    "huge-cpv-key-100k",
    "deep-top-1000",
    "deep-cpv-value-101",
    "unicode-surrogate-doi-0",
    "unicode-bom-utf8-both",
    "unicode-key-nul",
    "duplicate-cpv-key",
    "empty-doi",
    "path-doi-08",
    "path-doi-00",
    "nonfinite-test-value-00",
    "nonfinite-gt-value-03",
    "rescore-match-2",
    "rescore-steps-NaN",
    "settings-weights-07",
    "output-clobbers-ground-truth",
    "output-parent-is-a-file",
    "rescore-valid",
    *REL_FAST,
]


def fast_cases() -> list[Case]:
    """About 20 cases, one or two per category, for the default test run."""
    by_name = {case.name: case for case in all_cases()}
    return [by_name[name] for name in FAST]
