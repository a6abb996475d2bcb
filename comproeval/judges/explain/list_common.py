"""What the list rules share: an entry naming several things, an abbreviation of several readings, and the
certainty a verdict may claim when a reading is incomplete (issue 26: an incomplete reading proves nothing)."""

from __future__ import annotations

import re
from collections.abc import Callable

from ...chem.alignment import entry_parts
from ...chem.decision import Decision
from ...chem.formula.amounts import ParseError
from ...chem.formula.grammar import matching_bracket


def named_part(reference: str, test: str, same) -> str | None:
    """The part of a test entry naming several things (`SEM with EDS`) that is the reference, if any."""
    return next((part for part in entry_parts(test) if same(reference, part)), None)


def one_of_several(decision: Decision, test: str, part: str) -> Decision:
    why = f"{test!r} names several; {part!r} is this one" + (f" ({decision.why})" if decision.why else "")
    return Decision(True, "one-of-several", why, decision.certain)


def several_readings(reference: str, test: str, readings_of, explain) -> Decision | None:
    """An abbreviation with several readings proves nothing (`TEA` is also tetraethylammonium in zeolite synthesis,
    `AES` Auger or atomic emission spectroscopy): the same is the best guess when any reading is the other entry."""
    for short, other in ((reference, test), (test, reference)):
        if not (readings := readings_of(short)):
            continue
        named = f"{short.strip()!r} may name {' or '.join(readings)}"
        verdicts = [explain(r, other) for r in readings]
        if any(v.match for v in verdicts):
            return Decision(True, "ambiguous-abbreviation", f"{named}: the same is the best guess", certain=False)
        why = f"{named}, none of them {other.strip()!r}, but a list of readings is no proof that there is no other"
        return Decision(False, "ambiguous-abbreviation", why, certain=False)
    return None


def proven_apart(decision: Decision, reference: str, test: str, known: Callable[[str], bool]) -> Decision:
    """A certain "different" stands only when the rules identify both entries (issue 26, what must be true 4: a miss is
    certain only when every leftover test entry is identified as something else); else it is the best guess."""
    if decision.match or not decision.certain or (known(reference) and known(test)):
        return decision
    unread = " and ".join(repr(x) for x in (reference, test) if not known(x))
    why = f"{decision.why or 'read as different'}; but the rules do not identify {unread}, so that they differ is unproven"
    return Decision(False, decision.basis, why, certain=False)


_CAPITALS_RE = re.compile(r"[A-Z]{2,6}")


def acronym_spelled_out(reference: str, test: str) -> str | None:
    """The entry written as capitals alone (`TBP`) whose letters the other entry's words spell by their initials, word
    parts included (`tributyl phosphate`: tri-butyl phosphate), or None. An acronym is read by the lexicon or as
    element symbols, one reading among those the field may mean (ACS Style Guide: an acronym is defined where it is
    used); the other entry spelling its letters out may be the definition, so a "different" read from it is unproven.
    Not when the other entry names the same elements the capitals read as symbols (`NO`, `nitrous oxide`)."""
    from ...chem.compounds import compound_formula
    from ...chem.family_word_parts import spelled_through_parts

    for short, full in ((reference.strip(), test), (test.strip(), reference)):
        if not _CAPITALS_RE.fullmatch(short) or short in full:
            continue
        words = tuple(w for w in re.findall(r"[a-z0-9]+", full.lower()) if not w.isdigit())
        read, spelled = compound_formula(short), compound_formula(full)
        if read is not None and spelled is not None and read.keys() == spelled.keys():
            continue
        if words and spelled_through_parts(short.lower(), words, True):
            return short
    return None


# A note in brackets closing an entry (`(Evonik P25)`, `(99.9%)`): what the other entry, writing none, leaves unsaid.
_CLOSING_NOTE = re.compile(r"\s*\([^()]*\)\s*$")


def note_one_side(reference: str, test: str) -> tuple[str, str] | None:
    """The two entries with the closing bracketed note set aside, when one entry alone writes brackets."""
    ref_note, test_note = "(" in reference, "(" in test
    if ref_note == test_note:
        return None
    bare = [_CLOSING_NOTE.sub("", x) if has else x for x, has in ((reference, ref_note), (test, test_note))]
    return (bare[0], bare[1]) if bare != [reference, test] and all(b.strip() for b in bare) else None


def bracketed_name(reference: str, test: str) -> tuple[str, str] | None:
    """(the name one entry alone gives in closing brackets, the other entry) when it gives one (`Kevlar
    (poly(p-phenylene terephthalamide))`, `Sasobit (Fischer-Tropsch wax)`): a trade or common name with its generic
    or systematic name beside it (IUPAC Red Book 2005, IR-2.2.3: brackets for explanatory additions), which the
    other entry may write alone. Nested brackets are read; None when no closing bracket holds a name."""
    for full, other in ((reference.strip(), test.strip()), (test.strip(), reference.strip())):
        if not full.endswith(")") or re.search(r"\s[(]", other):  # the other gives a note of its own
            continue
        i = next((i for i, c in enumerate(full) if c == "(" and _closed_by(full, i) == len(full) - 1), 0)
        inner = full[i + 1 : -1].strip()
        if i > 0 and full[i - 1].isspace() and len(re.findall(r"[A-Za-z]", inner)) >= 3:
            return inner, other
    return None


def _closed_by(text: str, start: int) -> int | None:
    """Where the bracket opened at `start` closes (the formula grammar's one bracket reader), None if it does not."""
    try:
        return matching_bracket(text, start)
    except ParseError:
        return None


_FIRST_WORD = re.compile(r"[A-Za-z]{3,}")


def clipped_name(reference: str, test: str) -> str | None:
    """The entry written as capitals alone (`TRIS`) that is the first word of the other entry's longer name, locants
    and brackets aside (`3-[tris(trimethylsiloxy)silyl]propyl methacrylate`), or None. Clipping keeps a name's first
    part (Quirk et al., A Comprehensive Grammar of the English Language, 1985, App. I.74: `Tris` of
    tris(hydroxymethyl)aminomethane), and one clipping serves several compounds, each field its own (ACS Style Guide:
    an abbreviation is defined where it is used), so a "different" read from one sense of it is unproven."""
    from ...chem.compounds import compound_formula

    for short, full in ((reference.strip(), test), (test.strip(), reference)):
        if not _CAPITALS_RE.fullmatch(short) or len(short) < 3 or compound_formula(short) is not None:
            continue
        words = _FIRST_WORD.findall(full)
        if len(words) >= 2 and words[0].lower() == short.lower() and not words[0].isupper():
            return short
    return None
