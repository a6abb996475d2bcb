"""Deterministic scorer for synthesis steps: how fully test steps describe the reference procedure.

The score is recall-oriented, like the expert judge it stands in for: every
reference step is looked for in the test steps (operations, numeric
parameters, content words), contradictions on aligned steps cost extra, and
the mean coverage is mapped to the judge's scale by a monotone curve
(:func:`calibrate_coverage`). Every piece is a small pure function so an LLM
judge can call it as a tool.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from .data import load_lexicon

# --------------------------------------------------------------------------- text


_MOJIBAKE = {
    "Â°": "°", "Âº": "º", "Â±": "±", "Â ": " ", "Âµ": "µ", "Î¼": "μ", "Îµm": "μm",
    "â€“": "-", "â€”": "-", "âˆ’": "-", "â€™": "'", "â€œ": '"', "â€\x9d": '"', "Ã—": "×",
}
_DASHES = str.maketrans({"–": "-", "—": "-", "−": "-", "‒": "-", "‐": "-", "‑": "-", "˚": "°", "º": "°"})


def normalize_step_text(text: str) -> str:
    """Lower-cased, NFKC text with UTF-8-read-as-cp1252 damage and dash variants undone,
    so the same procedure written by different extractors compares equal."""
    for bad, good in _MOJIBAKE.items():
        if bad in text:
            text = text.replace(bad, good)
    text = unicodedata.normalize("NFKC", text).translate(_DASHES)
    return re.sub(r"\s+", " ", text).strip().lower()


_ENUMERATION = re.compile(r"(?:^|\n|\s)(?:\d{1,2}[.)]|step \d{1,2}:)\s+")


def split_steps(steps: list[str] | str | None) -> list[str]:
    """Non-empty steps; a single string holding a numbered or line-separated list is split,
    because some extractors return the whole procedure as one string."""
    if not steps:
        return []
    if isinstance(steps, str):
        steps = [steps]
    result: list[str] = []
    for step in steps:
        if not isinstance(step, str):
            continue
        for line in step.split("\n"):
            parts = _ENUMERATION.split(line) if len(_ENUMERATION.findall(line)) > 1 else [line]
            result.extend(part.strip() for part in parts if part and part.strip(" .;-"))
    return result


# --------------------------------------------------------------------------- operations


_LEXICON_WORD = re.compile(r"[a-z0-9]+")
# A lexicon phrase: its words, each (text, whole_word), and the label it signals.
_Phrase = tuple[tuple[tuple[str, bool], ...], str]


@lru_cache(maxsize=1)
def _lexicon() -> dict[str, dict[str, list[_Phrase]]]:
    """Phrases of each label group indexed by the first two letters of their first word,
    so a step is labelled in one pass over its words (regexes per label were too slow)."""
    raw = load_lexicon("step_operations")
    groups: dict[str, dict[str, list[_Phrase]]] = {}
    for group in ("operations", "atmospheres"):
        index: dict[str, list[_Phrase]] = {}
        for label, phrases in raw[group].items():
            for phrase in phrases:
                words = tuple((w.rstrip("$"), w.endswith("$")) for w in phrase.split())
                index.setdefault(words[0][0][:2], []).append((words, label))
        groups[group] = index
    return groups


def _labels(index: dict[str, list[_Phrase]], words: list[str]) -> frozenset[str]:
    found: set[str] = set()
    for start, word in enumerate(words):
        for phrase, label in index.get(word[:2], ()):
            if label in found:
                continue
            (first, whole), rest = phrase[0], phrase[1:]
            if not (word == first if whole else word.startswith(first)):
                continue
            if start + len(phrase) > len(words):
                continue
            if all(
                words[start + k] == text if whole else words[start + k].startswith(text)
                for k, (text, whole) in enumerate(rest, 1)
            ):
                found.add(label)
    return frozenset(found)


def classify_operations(step: str) -> frozenset[str]:
    """Operation labels (e.g. 'sintering', 'ball_milling') named in one step; a step may hold several."""
    return _labels(_lexicon()["operations"], _LEXICON_WORD.findall(normalize_step_text(step)))


def extract_atmospheres(step: str) -> frozenset[str]:
    """Furnace atmospheres (air, oxygen, nitrogen, argon, vacuum, reducing) named in one step."""
    return _labels(_lexicon()["atmospheres"], _LEXICON_WORD.findall(normalize_step_text(step)))


# --------------------------------------------------------------------------- parameters


@dataclass(frozen=True)
class Parameter:
    """A numeric condition in canonical units: a single value has low == high."""

    kind: str
    low: float
    high: float
    unit: str


# (kind, canonical unit, unit regex, factor, offset); order matters: longer units first.
_UNITS: tuple[tuple[str, str, str, float, float], ...] = (
    ("heating_rate", "°C/min", r"(?:°\s*c|k)\s*(?:/|per\s+)\s*min(?:ute)?s?\b|(?:°\s*c|k)\s*min-?1\b", 1.0, 0.0),
    ("heating_rate", "°C/min", r"(?:°\s*c|k)\s*(?:/|per\s+)\s*h(?:our|r)?\b|(?:°\s*c|k)\s*h-?1\b", 1 / 60, 0.0),
    ("heating_rate", "°C/min", r"(?:°\s*c|k)\s*(?:/|per\s+)\s*s(?:ec)?\b|(?:°\s*c|k)\s*s-?1\b", 60.0, 0.0),
    ("electric_field", "kV/mm", r"kv\s*(?:/|per\s+)\s*mm\b|kv\s*mm-?1\b|mv\s*(?:/|per\s+)\s*m\b|mv\s*m-?1\b|v\s*/\s*[μµu]m\b", 1.0, 0.0),
    ("electric_field", "kV/mm", r"kv\s*(?:/|per\s+)\s*cm\b|kv\s*cm-?1\b", 0.1, 0.0),
    ("electric_field", "kV/mm", r"v\s*(?:/|per\s+)\s*mm\b|v\s*mm-?1\b", 0.001, 0.0),
    ("temperature", "°C", r"°\s*c(?:elsius)?\b|degrees?\s*c(?:elsius)?\b|o\s*c\b", 1.0, 0.0),
    ("temperature", "°C", r"k(?![a-z0-9])", 1.0, -273.15),
    ("pressure", "MPa", r"gpa\b", 1000.0, 0.0),
    ("pressure", "MPa", r"mpa\b", 1.0, 0.0),
    ("pressure", "MPa", r"kpa\b", 0.001, 0.0),
    ("pressure", "MPa", r"pa\b", 1e-6, 0.0),
    ("pressure", "MPa", r"bars?\b", 0.1, 0.0),
    ("pressure", "MPa", r"psi\b", 0.00689476, 0.0),
    ("pressure", "MPa", r"(?:metric )?t(?:on|onne)?s?\b(?! ?per)", 9.80665, 0.0),
    ("speed", "rpm", r"rpm\b|r\s*/\s*min\b|rev(?:olutions?)?\s*(?:/|per\s+)\s*min(?:ute)?\b", 1.0, 0.0),
    ("frequency", "Hz", r"mhz\b", 1e6, 0.0),
    ("frequency", "Hz", r"khz\b", 1e3, 0.0),
    ("frequency", "Hz", r"hz\b", 1.0, 0.0),
    ("duration", "h", r"h(?:ours?|rs?)?\b", 1.0, 0.0),
    ("duration", "h", r"min(?:ute)?s?\b", 1 / 60, 0.0),
    ("duration", "h", r"s(?:ec(?:ond)?s?)?\b", 1 / 3600, 0.0),
    ("duration", "h", r"days?\b", 24.0, 0.0),
    ("duration", "h", r"weeks?\b", 168.0, 0.0),
    ("amount_wt", "wt%", r"wt\.?\s*%|%\s*(?:by )?w(?:eigh)?t\.?\b|weight\s*%", 1.0, 0.0),
    ("amount_mol", "mol%", r"mol\.?\s*%|%\s*mol\b", 1.0, 0.0),
    ("amount_vol", "vol%", r"vol\.?\s*%", 1.0, 0.0),
    ("concentration", "M", r"mol\s*/\s*l\b|mol\s*l-?1\b|m(?![a-z0-9%])", 1.0, 0.0),
    ("mesh", "mesh", r"mesh\b", 1.0, 0.0),
    ("length", "mm", r"cm\b", 10.0, 0.0),
    ("length", "mm", r"mm\b", 1.0, 0.0),
    ("length", "mm", r"[μµu]m\b", 1e-3, 0.0),
    ("length", "mm", r"nm\b", 1e-6, 0.0),
    ("volume", "mL", r"ml\b", 1.0, 0.0),
    ("mass", "g", r"mg\b", 1e-3, 0.0),
    ("mass", "g", r"kg\b", 1e3, 0.0),
    ("mass", "g", r"g\b", 1.0, 0.0),
    ("percent", "%", r"%", 1.0, 0.0),
)
_UNIT_PATTERNS = [(kind, unit, re.compile(rx), factor, offset) for kind, unit, rx, factor, offset in _UNITS]
_ANY_UNIT = "|".join(f"(?:{rx})" for _kind, _unit, rx, _factor, _offset in _UNITS)
_NUMBER = r"\d+(?:\.\d+)?"
_SEPARATOR = r"\s*(?:-|~|to|and|or|,|/)\s*(?:and\s+)?"
_QUANTITY = re.compile(
    rf"(?<![\w.])(?P<numbers>{_NUMBER}(?:\s*(?:{_ANY_UNIT})?{_SEPARATOR}{_NUMBER})*)\s*(?P<unit>{_ANY_UNIT})"
)
_RANGE_NUMBER = re.compile(_NUMBER)
_NUMBER_WITH_UNIT = re.compile(rf"({_NUMBER})\s*({_ANY_UNIT})")


def _unit_of(unit_text: str) -> tuple[str, str, float, float] | None:
    for kind, unit, pattern, factor, offset in _UNIT_PATTERNS:
        if pattern.fullmatch(unit_text.strip()):
            return kind, unit, factor, offset
    return None


def extract_parameters(step: str) -> tuple[Parameter, ...]:
    """Numeric parameters of one step in canonical units (°C, h, MPa, kV/mm, °C/min, rpm, ...).

    A range or list before one unit ('1190-1250 °C', '110, 115 and 130 °C',
    '1140 °C-1180 °C') becomes one Parameter spanning its values, so that a
    test value inside a reference range counts as matching.
    """
    return _parameters_in(normalize_step_text(step))


def _parameters_in(text: str) -> tuple[Parameter, ...]:
    found: list[Parameter] = []
    for match in _QUANTITY.finditer(text):
        resolved = _unit_of(match.group("unit"))
        if resolved is None:
            continue
        kind, unit, factor, offset = resolved
        numbers_text = match.group("numbers")
        # A number carrying a unit of another kind ('18 h, 850 °C') starts a new quantity.
        start = 0
        for inner in _NUMBER_WITH_UNIT.finditer(numbers_text):
            inner_unit = _unit_of(inner.group(2))
            if inner_unit is not None and inner_unit[0] != kind:
                start = inner.end()
        if start:
            found.extend(_parameters_in(numbers_text[:start]))
        values = [float(n) * factor + offset for n in _RANGE_NUMBER.findall(numbers_text[start:])]
        if values:
            found.append(Parameter(kind, round(min(values), 6), round(max(values), 6), unit))
    return tuple(found)


# Relative and absolute slack for calling two values the same.
_TOLERANCE = {"temperature": (0.0, 5.0), "duration": (0.02, 0.0), "heating_rate": (0.02, 0.0)}
# Kinds whose disagreement is a real contradiction (not just a different detail).
_CONTRADICTABLE = frozenset({"temperature", "duration", "pressure", "electric_field", "heating_rate", "speed"})


def parameters_match(reference: Parameter, test: Parameter) -> bool:
    """Same kind and overlapping values (a test value inside a reference range matches)."""
    if reference.kind != test.kind:
        return False
    relative, absolute = _TOLERANCE.get(reference.kind, (0.02, 0.0))
    slack = max(absolute, relative * max(abs(reference.high), abs(test.high)))
    return test.low <= reference.high + slack and reference.low <= test.high + slack


# --------------------------------------------------------------------------- words


_STOPWORDS = frozenset(
    """a an the and or of in on at to for from by with into onto under over after before then than as is are was
    were be been being it its this that these those which each both all any some such using use used via per
    about approximately around further another again also finally first second third subsequently next
    obtain obtained obtaining prepare prepared preparing resulting result desired required respectively
    sample samples specimen specimens material materials process procedure step performed carried out
    order ensure ensuring form formed forming make made get give given done well so while during
    conducted procedures processes subjected followed prior final additional other same different various""".split()
)
_SUFFIXES = ("ations", "ation", "ings", "ing", "ies", "ied", "ed", "es", "s", "e", "y")


def _stem(word: str) -> str:
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)]
            break
    return word[:7]


def content_words(step: str) -> frozenset[str]:
    """Stemmed content words (chemicals, equipment, media, adjectives like 'uniaxial');
    numbers are left to :func:`extract_parameters`."""
    return _content_words_in(_LEXICON_WORD.findall(normalize_step_text(step)))


def _content_words_in(words: list[str]) -> frozenset[str]:
    return frozenset(_stem(w) for w in words if w[0].isalpha() and len(w) > 1 and w not in _STOPWORDS)


# --------------------------------------------------------------------------- step comparison


@dataclass(frozen=True)
class StepFeatures:
    """Everything the comparison needs from one step, computed once."""

    text: str
    operations: frozenset[str]
    parameters: tuple[Parameter, ...]
    atmospheres: frozenset[str]
    words: frozenset[str]


@lru_cache(maxsize=4096)
def step_features(step: str) -> StepFeatures:
    """Operations, parameters, atmospheres and content words of one step (normalised once)."""
    text = normalize_step_text(step)
    words = _LEXICON_WORD.findall(text)
    lexicon = _lexicon()
    return StepFeatures(
        text=step,
        operations=_labels(lexicon["operations"], words),
        parameters=_parameters_in(text),
        atmospheres=_labels(lexicon["atmospheres"], words),
        # A step of stopwords only still has to be findable, so it keeps all its words.
        words=_content_words_in(words) or frozenset(words),
    )


# Weights of the three kinds of evidence that a reference step is covered. The judge cares
# about which operations are there and under which conditions far more than about wording.
_WEIGHT_OPERATIONS = 0.4
_WEIGHT_PARAMETERS = 0.4
_WEIGHT_WORDS = 0.2
# Word recall is softened: the judge forgives paraphrase and dropped minor detail.
_WORD_RECALL_EXPONENT = 0.75
# Cost of one contradicted parameter or atmosphere, as a fraction of the step's coverage.
_CONTRADICTION_PENALTY = 0.25
# A reference step may be spread over this many consecutive test steps (split steps).
_MAX_WINDOW = 3
# Share of coverage kept by a reference step matched out of the reference order.
_OUT_OF_ORDER_FACTOR = 0.7


@dataclass(frozen=True)
class StepAlignment:
    """Where one reference step was found in the test steps and how well."""

    reference_index: int
    test_indices: tuple[int, ...]
    coverage: float
    contradictions: tuple[str, ...]


# What test steps show of one reference step: bit masks over its operations, its parameters
# matched, its parameters stated with foreign values, its words; plus the atmospheres named.
_Evidence = tuple[int, int, int, int, frozenset[str]]


def _bits(items: frozenset[str], reference: frozenset[str], order: dict[str, int]) -> int:
    mask = 0
    for item in items & reference:
        mask |= 1 << order[item]
    return mask


def _evidence(reference: StepFeatures, orders: tuple[dict[str, int], dict[str, int]], test: StepFeatures) -> _Evidence:
    """Which parts of the reference step one test step states; a parameter is a rival when the test
    states its kind only with values foreign to the whole reference step."""
    matched = rivals = 0
    for i, parameter in enumerate(reference.parameters):
        same_kind = [other for other in test.parameters if other.kind == parameter.kind]
        if any(parameters_match(parameter, other) for other in same_kind):
            matched |= 1 << i
        elif parameter.kind in _CONTRADICTABLE and any(
            not any(parameters_match(mine, other) for mine in reference.parameters) for other in same_kind
        ):
            rivals |= 1 << i
    operation_order, word_order = orders
    return (
        _bits(test.operations, reference.operations, operation_order),
        matched,
        rivals,
        _bits(test.words, reference.words, word_order),
        test.atmospheres,
    )


def _union(evidence: list[_Evidence]) -> _Evidence:
    operations = matched = rivals = words = 0
    atmospheres: frozenset[str] = frozenset()
    for o, m, r, w, a in evidence:
        operations, matched, rivals, words, atmospheres = operations | o, matched | m, rivals | r, words | w, atmospheres | a
    return operations, matched, rivals, words, atmospheres


def _evidence_weights(reference: StepFeatures) -> tuple[tuple[float, int], ...]:
    """(weight, item count) of operations, parameters and words; weights of evidence kinds the
    reference step lacks go to the others."""
    counts = (len(reference.operations), len(reference.parameters), len(reference.words))
    weights = (_WEIGHT_OPERATIONS, _WEIGHT_PARAMETERS, _WEIGHT_WORDS)
    total = sum(w for w, n in zip(weights, counts) if n)
    return tuple((w / total, n) if n else (0.0, 1) for w, n in zip(weights, counts))


def _score(
    reference: StepFeatures, weights: tuple[tuple[float, int], ...], evidence: _Evidence
) -> tuple[float, int, bool]:
    """Coverage of the reference step by the evidence, the contradicted-parameter mask and
    whether the atmospheres conflict."""
    operations, matched, rivals, words, atmospheres = evidence
    (w_operations, n_operations), (w_parameters, n_parameters), (w_words, n_words) = weights
    contradicted = rivals & ~matched
    conflict = bool(reference.atmospheres and atmospheres and not reference.atmospheres & atmospheres)
    coverage = (
        w_operations * operations.bit_count() / n_operations
        + w_parameters * matched.bit_count() / n_parameters
        + w_words * (words.bit_count() / n_words) ** _WORD_RECALL_EXPONENT
    )
    penalty = _CONTRADICTION_PENALTY * (contradicted.bit_count() + conflict)
    return coverage * max(0.0, 1.0 - penalty), contradicted, conflict


def _orders(reference: StepFeatures) -> tuple[dict[str, int], dict[str, int]]:
    return (
        {item: i for i, item in enumerate(sorted(reference.operations))},
        {item: i for i, item in enumerate(sorted(reference.words))},
    )


def _describe_contradictions(reference: StepFeatures, contradicted: int, conflict: bool) -> tuple[str, ...]:
    found = [
        f"{p.kind}: reference {_format(p)}, test states another value"
        for i, p in enumerate(reference.parameters) if contradicted >> i & 1
    ]
    if conflict:
        found.append(f"atmosphere: reference {', '.join(sorted(reference.atmospheres))}, test states another")
    return tuple(found)


def _format(parameter: Parameter) -> str:
    if parameter.low == parameter.high:
        return f"{parameter.low:g} {parameter.unit}"
    return f"{parameter.low:g}-{parameter.high:g} {parameter.unit}"


def compare_step(reference_step: str, test_steps: list[str]) -> tuple[float, tuple[str, ...]]:
    """Coverage in [0, 1] of one reference step by a group of test steps, and the contradictions found.

    Coverage is the weighted recall of the reference step's operations,
    parameters and content words. A reference parameter the test states only
    with a different value of the same kind is a contradiction (e.g.
    sintering at 1200 °C instead of 1150 °C), as is a different furnace
    atmosphere; each costs a share of the step's coverage.
    """
    reference = step_features(reference_step)
    orders = _orders(reference)
    evidence = _union([_evidence(reference, orders, step_features(s)) for s in test_steps])
    coverage, contradicted, conflict = _score(reference, _evidence_weights(reference), evidence)
    return coverage, _describe_contradictions(reference, contradicted, conflict)


def align_steps(reference_steps: list[str], test_steps: list[str]) -> list[StepAlignment]:
    """Best window of consecutive test steps for every reference step, order-aware.

    Each reference step takes the window (up to three consecutive test steps,
    for a step the test split) covering it best. Reference steps whose match
    breaks the reference order (off the longest in-order chain) keep only part
    of their coverage, since the procedure then reads differently. Several
    reference steps may share a test step (merged steps) and extra test steps
    cost nothing: the score is about describing the reference procedure.
    """
    reference = [step_features(s) for s in split_steps(reference_steps)]
    test = [step_features(s) for s in split_steps(test_steps)]
    if not reference or not test:
        return []
    best: list[StepAlignment] = []
    for r_index, r in enumerate(reference):
        orders = _orders(r)
        weights = _evidence_weights(r)
        per_step = [_evidence(r, orders, t) for t in test]
        best_score, best_window = (-1.0, 0, False), (0,)
        for start in range(len(test)):
            evidence = per_step[start]
            for end in range(start, min(start + _MAX_WINDOW, len(test))):
                if end > start:
                    # A split step shows a further operation or condition in each part;
                    # words alone would let every window grow by chance.
                    grown = _union([evidence, per_step[end]])
                    if grown[:2] == evidence[:2]:
                        break
                    evidence = grown
                score = _score(r, weights, evidence)
                size = end - start + 1
                if score[0] > best_score[0] + 1e-9 or (score[0] > best_score[0] - 1e-9 and size < len(best_window)):
                    best_score, best_window = score, tuple(range(start, end + 1))
        coverage, contradicted, conflict = best_score
        best.append(StepAlignment(r_index, best_window, coverage, _describe_contradictions(r, contradicted, conflict)))
    in_order = _longest_in_order_chain([a.test_indices[0] for a in best])
    return [
        a if a.reference_index in in_order else
        StepAlignment(a.reference_index, a.test_indices, a.coverage * _OUT_OF_ORDER_FACTOR, a.contradictions)
        for a in best
    ]


def _longest_in_order_chain(positions: list[int]) -> set[int]:
    """Indices of a longest non-decreasing subsequence of positions (O(n^2), n is small)."""
    length = [1] * len(positions)
    previous = [-1] * len(positions)
    for i in range(len(positions)):
        for j in range(i):
            if positions[j] <= positions[i] and length[j] + 1 > length[i]:
                length[i], previous[i] = length[j] + 1, j
    i = max(range(len(positions)), key=length.__getitem__)
    chain: set[int] = set()
    while i >= 0:
        chain.add(i)
        i = previous[i]
    return chain


def procedure_coverage(reference_steps: list[str], test_steps: list[str]) -> float:
    """Mean coverage of the reference steps by the test steps, before calibration."""
    alignment = align_steps(reference_steps, test_steps)
    if not alignment:
        return 0.0
    return sum(a.coverage for a in alignment) / len(alignment)


# --------------------------------------------------------------------------- final score


# Score of a non-empty test that covers nothing of the reference: the judge never gave a
# non-empty attempt at the same paper less than about 0.2, and is linear above that.
_CALIBRATION_FLOOR = 0.1


def calibrate_coverage(coverage: float) -> float:
    """Map raw coverage linearly onto the judge's scale, [floor, 1].

    Fitted once over seven extraction models (~370 judged step lists, no
    per-paper terms): the judge credits a procedure skeleton generously, so
    raw coverage alone reads about 0.05 low.
    """
    coverage = min(1.0, max(0.0, coverage))
    return _CALIBRATION_FLOOR + (1.0 - _CALIBRATION_FLOOR) * coverage


def steps_similarity(reference_steps: list[str], test_steps: list[str]) -> float:
    """How fully the test steps describe the reference procedure, 0.00-1.00 (two decimals).

    Both empty: 1.0 (nothing to describe, nothing wrong). Exactly one empty: 0.0.
    """
    reference = split_steps(reference_steps)
    test = split_steps(test_steps)
    if not reference and not test:
        return 1.0
    if not reference or not test:
        return 0.0
    return round(calibrate_coverage(procedure_coverage(reference, test)), 2)
