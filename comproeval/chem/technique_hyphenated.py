"""Hyphenated techniques read as their stages: a separation or thermal front end and the detectors coupled to it.

IUPAC Orange Book (Compendium of Analytical Nomenclature, 3rd ed., ch. 9, chromatography; hyphenated techniques: the
on-line coupling of a separation technique and a spectroscopic detection technique) and CHMO (`gas chromatography-flame
ionisation detection` is a `flame ionisation detection`; `thermogravimetry-mass spectrometry` is a mass spectrometry):
`GC-FID`, `GC/FID`, `GC with a flame ionization detector` and `gas chromatography coupled to FID` are one technique; the
detector says what is measured, so `GC-FID` and `GC-MS` are two, while `GC` leaves its detector unsaid (broader), and
`MS` alone or `TGA` alone is one part of `GC-MS` or `TGA-FTIR`. `Py` before a separation is analytical pyrolysis
(IUPAC Recommendations 1993, Terminology in analytical pyrolysis, Pure Appl. Chem. 65, 2405: Py-GC, Py-GC/MS); before a
detector alone it is pyrolysis in CHMO (`Py-IR`) and pyridine in catalysis (pyridine-adsorption infrared spectroscopy),
so a front end read only from `Py` is a guess.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from .data import load_lexicon
from .text import MU_SPELLED, normalize_terms


class Vocabulary(NamedTuple):
    """The stages' words (data/technique_words.json `hyphenated_stages`, with its sources); `py` is pyrolysis or
    pyridine among the separations."""

    separations: dict[str, tuple[str, ...]]
    measurements: dict[str, tuple[str, ...]]
    detectors: dict[str, tuple[str, ...]]
    broader: dict[str, str]
    filler: frozenset[str]


@lru_cache(maxsize=1)
def _vocabulary() -> Vocabulary:
    """Read once, on first use (not at import)."""
    data = load_lexicon("technique_words")["hyphenated_stages"]
    words = {name: {key: tuple(v) for key, v in data[name].items()} for name in ("separations", "measurements", "detectors")}
    return Vocabulary(**words, broader=dict(data["broader"]), filler=frozenset(data["filler"]))


class Stages(NamedTuple):
    front: tuple[str, ...]  # separation or thermal front ends, in order
    detectors: frozenset[str]


@lru_cache(maxsize=1)
def _phrases() -> tuple[dict[tuple[str, ...], str], int]:
    table = {}
    for group in (_vocabulary().separations, _vocabulary().measurements, _vocabulary().detectors):
        for key, names in group.items():
            for name in names:
                table[tuple(name.split())] = key
    return table, max(len(p) for p in table)


def _tokens(text: str) -> list[str]:
    return normalize_terms(re.sub(r"[-–—/+]", " ", text.translate(MU_SPELLED))).split()


@lru_cache(maxsize=8192)
def stages(text: str) -> Stages | None:
    """The stages an entry names when every word of it is a stage or a coupling word, a front end first; None else."""
    if re.search(r"[,;&]|\band\b", text or ""):
        return None  # a list of techniques (`TGA and FTIR`), not one coupling
    return _read_tokens(tuple(_tokens(text or "")))


@lru_cache(maxsize=8192)
def leading_stages(text: str) -> Stages | None:
    """The stages of a coupling (two or more) that opens an entry whose remaining words the rules do not read and
    that names no further stage (`GC-FID with internal standard`, `GC-MS (splitless)`): the detector is the
    coupling's identity whatever the rest qualifies (IUPAC Orange Book; CHMO keeps GC-FID and GC-MS apart)."""
    if re.search(r"[,;&]|\band\b", text or "") or stages(text) is not None:
        return None
    table, _ = _phrases()
    tokens = tuple(_tokens(text or ""))
    for end in range(len(tokens) - 1, 1, -1):
        read = _read_tokens(tokens[:end])
        if read is not None and len(read.front) + len(read.detectors) >= 2:
            rest = tokens[end:]
            named = any(rest[i : i + n] in table for i in range(len(rest)) for n in range(1, len(rest) - i + 1))
            return None if named else read
    return None


def _read_tokens(tokens: tuple[str, ...]) -> Stages | None:
    table, longest = _phrases()
    found, i = [], 0
    while i < len(tokens):
        for n in range(min(longest, len(tokens) - i), 0, -1):
            if (key := table.get(tuple(tokens[i : i + n]))) is not None:
                found.append(key)
                i += n
                break
        else:
            if tokens[i] not in _vocabulary().filler:
                return None
            i += 1
    found = list(dict.fromkeys(found))  # a name with its acronym (`thermogravimetric analysis (TGA)`) is one stage
    if found[:1] == ["py"] and len(found) > 1 and found[1] in _vocabulary().separations:
        found[0] = "pyrolysis"  # `Py-GC`: analytical pyrolysis before a separation (IUPAC, Ericsson & Lattimer 1993)
    fronts = [k for k in found if k in _vocabulary().separations or k in _vocabulary().measurements]
    if not found or found[0] not in fronts or found[: len(fronts)] != fronts:
        return None  # a detector before a front end (`MS-GC`) or a front end among the detectors is not one coupling
    return Stages(tuple(fronts), frozenset(found[len(fronts) :]))


def _related(a: str, b: str) -> bool:
    """One stage is the other or a kind of it (`HPLC` of `LC`)."""

    def chain(key: str) -> set[str]:
        out = {key}
        while key in _vocabulary().broader:
            key = _vocabulary().broader[key]
            out.add(key)
        return out

    return a in chain(b) or b in chain(a)


class Relation(NamedTuple):
    kind: str  # same | narrower | part | different
    certain: bool
    why: str


def coupled_relation(reference: str, test: str) -> Relation | None:
    """How two entries relate when at least one names a hyphenated technique (two or more stages) and both read
    as stages: the same stages; one stage a kind of the other's or a detector left unsaid (narrower, a guess);
    one entry a part of the other (a guess); a front end or a detector that differs (different, certain)."""
    ref, tst = stages(reference), stages(test)
    if ref is None and tst is not None and (ref := leading_stages(reference)) is not None:
        return _partly_read(_coupled_relation(ref, tst), reference)
    if tst is None and ref is not None and (tst := leading_stages(test)) is not None:
        return _partly_read(_coupled_relation(ref, tst), test)
    if ref is None or tst is None:
        return None
    return _coupled_relation(ref, tst)


def _partly_read(relation: Relation | None, entry: str) -> Relation | None:
    """A coupling read from the opening words of an entry: other stages stay proof of another technique, but the
    same stages are a guess, the unread rest may name another kind."""
    if relation is None or relation.kind != "same":
        return relation
    return Relation("same", False, f"{relation.why}; {entry!r} adds words the rules do not read")


def _coupled_relation(ref: Stages, tst: Stages) -> Relation | None:
    if max(len(ref.front) + len(ref.detectors), len(tst.front) + len(tst.detectors)) < 2:
        return None
    ambiguous = "py" in ref.front + tst.front and ref.front != tst.front
    if ref == tst:
        return Relation("same", True, "the same front end and detectors")
    if set(ref.front) != set(tst.front):
        if len(ref.front) == len(tst.front) and all(_related(a, b) for a, b in zip(ref.front, tst.front)):
            if ref.detectors == tst.detectors or not ref.detectors or not tst.detectors:
                why = "pyrolysis or pyridine" if ambiguous else "one front end a kind of the other"
                return Relation("narrower", False, f"{'/'.join(ref.front)} against {'/'.join(tst.front)}: {why}")
        elif set(ref.front) < set(tst.front) or set(tst.front) < set(ref.front):
            return Relation("part", False, f"{'/'.join(ref.front)} against {'/'.join(tst.front)}: one front end adds a stage")
        elif not any(_related(a, b) for a in ref.front for b in tst.front):
            return Relation("different", not ambiguous, f"other front ends ({'/'.join(ref.front)}, {'/'.join(tst.front)})")
        else:
            return Relation("different", False, f"{'/'.join(ref.front)} against {'/'.join(tst.front)}")
    if not ref.detectors or not tst.detectors:
        if any(f in _vocabulary().measurements for f in ref.front):  # `TGA` alone is a measurement of its own, one part of `TG-MS`
            return Relation("part", False, "one entry is the front end alone, a measurement of its own")
        return Relation("narrower", False, "one entry leaves the detector unsaid")
    if ref.detectors == tst.detectors:
        return Relation("narrower", False, f"{'/'.join(ref.front)} against {'/'.join(tst.front)}")
    if ref.detectors < tst.detectors or tst.detectors < ref.detectors:
        return Relation("part", False, "one entry couples a detector the other lacks")
    if all(any(_related(a, b) for b in tst.detectors) for a in ref.detectors) and all(
        any(_related(b, a) for a in ref.detectors) for b in tst.detectors
    ):
        return Relation("narrower", False, "one detector a kind of the other")
    disjoint = not any(_related(a, b) for a in ref.detectors for b in tst.detectors)
    why = f"other detectors ({'/'.join(sorted(ref.detectors))}, {'/'.join(sorted(tst.detectors))})"
    return Relation("different", disjoint and not ambiguous, why)


def lone_part(reference: str, test: str) -> tuple[str, str] | None:
    """(the side naming the coupling, the part) when one entry is a hyphenated technique and the other one of its
    detectors alone (`GC-MS` against `MS`): one half of the coupled measurement, never proof either way."""
    for side, coupled, other in (("reference", reference, test), ("test", test, reference)):
        whole = stages(coupled)
        if whole is None or len(whole.front) + len(whole.detectors) < 2:
            continue
        table, _ = _phrases()
        tokens = _tokens(other)
        key = table.get(tuple(tokens)) or table.get(tuple(t for t in tokens if t not in _vocabulary().filler))
        if key is not None and key in _vocabulary().detectors and key in whole.detectors:
            return side, key
    return None


def stage_count(text: str) -> int:
    """How many stages an entry names (0 when it is not read as stages)."""
    read = stages(text)
    return len(read.front) + len(read.detectors) if read else 0
