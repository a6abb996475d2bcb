"""Lab-chemical abbreviations and names to one identity, and material-form words (`gold paste` is gold)."""

from __future__ import annotations

import re
from functools import lru_cache

from ..data import load_lexicon
from ..text import PROSE_CHARS, normalize

_MIN_CASE_BLIND_ABBREVIATION = 3  # "ps" or "pe" written in lower case are not read as polymers


def _key(text: str) -> str:
    """Case-blind lookup form: folded characters, one space, dashes and spaces around punctuation unified."""
    text = normalize(text, PROSE_CHARS, nfkc=True, lower=True)
    text = re.sub(r"\s*([-/:,()·])\s*", r"\1", text)
    return text.replace("–", "-").replace("—", "-")


def _identity(entry: dict) -> str:
    return entry.get("formula") or entry["polymer"]


@lru_cache(maxsize=1)
def _index() -> dict:
    """Exact-case abbreviations, case-blind abbreviations (unique ones only), case-blind names."""
    raw = load_lexicon("lab_chemicals")
    ambiguous = {k: v for k, v in raw["ambiguous"].items() if not k.startswith("_")}
    exact: dict[str, dict] = {}
    blind: dict[str, set[str]] = {}
    blind_entry: dict[str, dict] = {}
    names: dict[str, dict] = {}
    for group in raw["groups"]:
        for abbreviation, entry in group["entries"].items():
            record = {**entry, "key": abbreviation, "kind": group["kind"], "source": group["source"],
                      "identity": _identity(entry)}
            if "-" in abbreviation and abbreviation.rsplit("-", 1)[1].islower() and abbreviation[0].isupper():
                pass  # internal key of a reading whose bare abbreviation is ambiguous
            elif not entry.get("ambiguous_abbreviation") and abbreviation not in ambiguous:
                exact.setdefault(abbreviation, record)
                blind.setdefault(_key(abbreviation), set()).add(record["identity"])
                blind_entry.setdefault(_key(abbreviation), record)
            for name in entry.get("names", []) + ([entry["name"]] if "name" in entry else []):
                if name in ambiguous:
                    continue
                names.setdefault(_key(name), record)
                if re.fullmatch(r"[A-Z][A-Za-z0-9()\-:/·]*", name):
                    exact.setdefault(name, record)
    by_identity = {r["identity"]: r for r in (*exact.values(), *names.values())}
    preferred: dict[str, dict] = {}
    for abbreviation, info in ambiguous.items():
        if "prefer" in info:
            target = by_identity.get(info["prefer"]) or {"identity": info["prefer"], "polymer": info["prefer"]}
            preferred[abbreviation] = {**target, "key": abbreviation, "source": info["source"],
                                       "why": info.get("prefer_reason", "")}
    return {
        "exact": exact,
        "blind": {k: blind_entry[k] for k, ids in blind.items() if len(ids) == 1},
        "names": names,
        "ambiguous": ambiguous,
        "ambiguous_blind": {_key(k) for k in ambiguous},
        "preferred": preferred,
    }


@lru_cache(maxsize=16384)
def lab_chemical_entry(text: str) -> dict | None:
    """The lexicon record (identity, kind, source, names) a lab-chemical mention names, None if unknown or ambiguous."""
    index = _index()
    stripped = (text or "").strip()
    if not stripped:
        return None
    if stripped in index["preferred"]:
        return index["preferred"][stripped]
    if stripped in index["ambiguous"]:
        return None
    if stripped in index["exact"]:
        return index["exact"][stripped]
    key = _key(stripped)
    if key in index["names"]:
        return index["names"][key]
    if key in index["ambiguous_blind"]:
        return None
    if len(key) >= _MIN_CASE_BLIND_ABBREVIATION and key in index["blind"]:
        return index["blind"][key]
    return None


def identify_lab_chemical(text: str) -> str | None:
    """Canonical identity of a lab chemical (a Hill-order formula, or a lower-case polymer/mixture name), else None.

    Isomers share a formula (THF and MEK are both C4H8O); `lab_chemical_entry(text)["name"]` tells them apart.
    """
    entry = lab_chemical_entry(text)
    if entry is None:
        stripped = strip_material_form(text or "")
        entry = lab_chemical_entry(stripped) if stripped != (text or "").strip() else None
    return entry["identity"] if entry else None


@lru_cache(maxsize=1)
def _form_patterns() -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    raw = load_lexicon("material_forms")

    def alternation(words: list[str]) -> str:
        return "|".join(re.escape(w).replace(r"\ ", r"[\s-]+") for w in sorted(words, key=len, reverse=True))

    suffix = re.compile(r"(?:[\s-]+(?:" + alternation(raw["suffix_words"]) + r"))+\s*$", re.I)
    prefix = re.compile(r"^(?:(?:" + alternation(raw["prefix_words"]) + r")(?:[\s-]+|(?<=-)))+", re.I)
    coated = re.compile(
        r"^(?P<substance>" + alternation(raw["coating_substances"]) + r")(?:[\s-]*coated)?[\s-]+(?:"
        + alternation(raw["coated_substrates"]) + r")\s*$",
        re.I,
    )
    return suffix, prefix, coated


@lru_cache(maxsize=16384)
def strip_material_form(text: str) -> str:
    """The substance of `text` with form words removed (`gold paste` -> `gold`, `ITO glass` -> `ITO`), else `text`."""
    suffix, prefix, coated = _form_patterns()
    original = (text or "").strip()
    match = coated.match(original)
    if match:
        return match.group("substance")
    stripped = suffix.sub("", original).strip()
    stripped = prefix.sub("", stripped).strip()
    return stripped if stripped and re.search(r"[A-Za-z]", stripped) else original
