"""The dopants a family name states (`Nb-doped TiO2`, `Er,Yb-codoped NaYF4`, `TiO2 doped with nitrogen`).

Laser and phosphor crystals write the dopant with a colon (`Nd:YAG`, the laser convention, dopant first;
`Y2O3:Eu`, the phosphor convention, activator last: Koechner, Solid-State Laser Engineering, 6th ed. 2006, ch. 2;
Blasse & Grabmaier, Luminescent Materials, 1994, ch. 1): element symbols on one side of the colon, the host on the
other, in one written word. Element symbols on both sides (`Si:H`, `Li:Mn`) leave the host unsaid and are not read.

A dopant is part of a material's identity (IUPAC Gold Book, 'dopant'; West, Solid State Chemistry and its
Applications, 2014, ch. 8): two names that state other dopants name other materials (`Al-doped ZnO`, `Ga-doped
ZnO`), whatever else they share. But a family name routinely leaves co-dopants out (`Er-doped` for an Er,Yb-codoped
crystal, the sensitiser unsaid), so one name's dopants within the other's prove nothing: only dopants each name
states and the other does not (disjoint or contradicting lists) do. A name that states a dopant against one that
states none is a doped member of that family: the same family is the best guess, not proof (fields differ on
whether a doped host counts).
"""

from __future__ import annotations

import re

from .family_words import element_names, element_of_word

_ION = r"(?:[A-Z][a-z]?|[a-z]{3,})(?:\d?[+\u207a]|\(\w+\))?"
# `doped`, or `activated` as phosphors say of their activator ions (`Mn4+-activated`: Blasse & Grabmaier 1994, ch. 1).
# `and` joins two ions only after a space or a capital (`Er and Yb`): inside a run of small letters it would split
# the run at every `and` (`andandand...`), exponentially many ways when nothing follows.
_DOPED_RE = re.compile(rf"(?<![\w-])({_ION}(?:\s*(?:[,/\u2013-]|(?<![a-z])and)\s*{_ION})*)[\s-]*(?:co-?)?(?:doped|activated)\b")
_DOPED_WITH_RE = re.compile(rf"\b(?:co-?)?doped\s+with\s+({_ION}(?:\s*(?:[,/]|and)\s*{_ION})*)")
_PIECE_RE = re.compile(r"[A-Z][a-z]?|[a-z]{3,}")
# One side of a colon notation: element symbols, an ion's charge allowed (`Ce3+`, `Eu(III)`), joined by commas.
_SYMBOL = r"[A-Z][a-z]?(?:\d?[+\u207a]|\(\w+\))?"
_SYMBOLS_RE = re.compile(rf"{_SYMBOL}(?:,{_SYMBOL})*")


def _symbol(piece: str) -> str | None:
    """An element by its symbol as written (one letter too: `N-doped`) or its IUPAC name."""
    return piece if piece in element_names().values() else element_of_word(piece)


# An ion's oxidation number in brackets (`Fe(III)`, `Eu(II)`: IUPAC IR-5.4.2.2), read as no element (`I` is iodine).
_STATE_RE = re.compile(r"\(\w+\)")


def _read(match: re.Match) -> frozenset[str] | None:
    pieces = [p for p in _PIECE_RE.findall(_STATE_RE.sub("", match.group(1))) if p != "and"]
    symbols = [_symbol(p) for p in pieces]
    return frozenset(s for s in symbols if s) if pieces and all(symbols) else None


def _colon_notation(word: str) -> tuple[str, str] | None:
    """(dopant symbols, host) of one written word in the colon notation, or None."""
    if word.count(":") != 1:
        return None
    left, right = word.strip(",;.()").split(":")
    first, second = _SYMBOLS_RE.fullmatch(left), _SYMBOLS_RE.fullmatch(right)
    if not left or not right or bool(first) == bool(second):
        return None  # no symbols on either side (`PEDOT:PSS`), or on both (`Si:H`): no host is named
    return (left, right) if first else (right, left)


def _colon_dopants(text: str) -> frozenset[str]:
    found = [read[0] for word in text.split() if ":" in word and (read := _colon_notation(word))]
    symbols = [_symbol(p) for group in found for p in _PIECE_RE.findall(_STATE_RE.sub("", group))]
    return frozenset(s for s in symbols if s)


def dopants(text: str) -> frozenset[str] | None:
    """The element symbols a name states as dopants, or None when it states none it can read."""
    found = [read for pattern in (_DOPED_RE, _DOPED_WITH_RE) for m in pattern.finditer(text or "") if (read := _read(m))]
    return frozenset().union(*found, _colon_dopants(text or "")) or None


# An ion's charge or oxidation number as a name states it (`Eu2+`, `Ce3+`, `Eu(II)`, `Mn(4)`): IUPAC Red Book 2005
# IR-4.6.1 (charge numbers `2+`) and IR-5.4.2.2 (Stock numbers), one state either way.
_STATED_RE = re.compile(r"([A-Z][a-z]?|[a-z]{3,})(?:(\d?)[+\u207a]|\(([IVX]{1,4}|\d)\))")
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8}


def _dopant_groups(text: str) -> list[str]:
    found = [m.group(1) for pattern in (_DOPED_RE, _DOPED_WITH_RE) for m in pattern.finditer(text or "") if _read(m)]
    return found + [read[0] for word in (text or "").split() if ":" in word and (read := _colon_notation(word))]


def dopant_states(text: str) -> dict[str, frozenset[int]]:
    """The oxidation states a name states for its dopants (`SrAl2O4:Eu2+`, `Eu(II)-doped`: Eu at 2), per element."""
    states: dict[str, set[int]] = {}
    for group in _dopant_groups(text):
        for piece, charge, stock in _STATED_RE.findall(group):
            if (symbol := _symbol(piece)) is not None and (state := int(charge or 1) if not stock else _ROMAN.get(stock) or int(stock)):
                states.setdefault(symbol, set()).add(state)
    return {symbol: frozenset(found) for symbol, found in states.items()}


def other_dopant_states(reference: str, test: str) -> str | None:
    """A dopant both names state in other oxidation states (`Eu2+` and `Eu3+`: two activators, Blasse & Grabmaier,
    Luminescent Materials, 1994, ch. 4 and 5, the Eu2+ band and the Eu3+ line emission), else None."""
    ref, tst = dopant_states(reference), dopant_states(test)
    return next((symbol for symbol in sorted(ref.keys() & tst.keys()) if ref[symbol] != tst[symbol]), None)


def undoped(text: str) -> str:
    """The name without its dopant phrases (`Nb-doped TiO2 photoanodes` -> `TiO2 photoanodes`)."""
    for pattern in (_DOPED_RE, _DOPED_WITH_RE):
        text = pattern.sub(lambda m: "" if _read(m) else m.group(0), text or "")
    return " ".join(read[1] if ":" in word and (read := _colon_notation(word)) else word for word in text.split())


def other_dopants(reference: str, test: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """(reference dopants, test dopants) when each name states a dopant the other does not; None otherwise."""
    ref, tst = dopants(reference), dopants(test)
    return (ref, tst) if ref and tst and not (ref <= tst or tst <= ref) else None


def fewer_dopants(reference: str, test: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """(reference dopants, test dopants) when one name's dopants are some of the other's (co-dopants left out)."""
    ref, tst = dopants(reference), dopants(test)
    return (ref, tst) if ref and tst and ref != tst and (ref < tst or tst < ref) else None


def doped_side(reference: str, test: str) -> str | None:
    """The one name that states a dopant, when the other states none; None otherwise."""
    ref, tst = dopants(reference), dopants(test)
    if bool(ref) == bool(tst):
        return None
    return reference if ref else test


def doped_and_host(reference: str, test: str) -> tuple[str, str, str] | None:
    """(the name that states a dopant, its host with the dopant taken out, the other name), when the other states none."""
    if (doped := doped_side(reference, test)) is None:
        return None
    return doped, undoped(doped), test if doped == reference else reference


# Participles that say something was added to the host the name goes on to name: a dopant or activator (above), an
# alloying or microalloying element (ASM Handbook vol. 1, 'microalloyed steels': Nb, V, Ti in small amounts), a
# substituent or a stabilizer (`Y-stabilized zirconia`). The bare participle names the open family of every such host.
_ADDED = r"(?:co-?)?(?:doped|activated|microalloyed|alloyed|substituted|stabili[sz]ed)"
_ELEMENTS_ADDED_RE = re.compile(rf"(?<![\w-])({_ION}(?:\s*(?:[,/]|(?<![a-z])and)\s*{_ION})*)[\s-]+(?={_ADDED}\b)")
_BARE_ADDED_RE = re.compile(rf"(?:^|(?<=\s))(?={_ADDED}\b)")


def _words(text: str) -> list[str]:
    return [w.rstrip("s") for w in re.split(r"[\s\u2010-]+", text.lower()) if w]


def elements_added_unsaid(reference: str, test: str) -> str | None:
    """Why one name, the other's words with the added elements stated before the participle (`Sm-doped zirconia`,
    `Nb/Ti-microalloyed forging steels`), probably names a member of the open family the other names by the bare
    participle (`doped zirconia`, `microalloyed forging steel`), or None: the same family is the best guess, never proof
    (fields differ on whether a member counts)."""
    for stated, bare in ((reference, test), (test, reference)):
        if _ELEMENTS_ADDED_RE.search(bare) or not _BARE_ADDED_RE.search(bare):
            continue
        found = list(_ELEMENTS_ADDED_RE.finditer(stated))
        if len(found) != 1 or _read(found[0]) is None:
            continue
        rest = stated[: found[0].start()] + stated[found[0].end() :]
        if _words(rest) == _words(bare):
            said = ", ".join(sorted(_read(found[0]) or ()))
            return f"{stated} states the element ({said}) that {bare} leaves unsaid: a member of that open family, the same is the best guess"
    return _content_stated(reference, test)


# A grade named by the content of an element (`high-carbon`, `low-nitrogen`: ASM Materials Engineering Dictionary,
# 'high-carbon steel'; ISO 4948-1 classes steels by their content of alloying elements).
_CONTENT_RE = re.compile(r"(?<![\w-])(?:high|low|medium|ultra-?low)-([a-z]{3,})\s+", re.IGNORECASE)


def _content_stated(reference: str, test: str) -> str | None:
    """Why the test, the reference's words with element contents stated before them (`high-carbon high-chromium
    cold-work tool steel` for `cold-work tool steel`), probably names a grade within the reference's family, or None.
    Only this way round: a test dropping the reference's contents names a broader family, too broad for it."""
    found = list(_CONTENT_RE.finditer(test))
    if not found or _CONTENT_RE.search(reference) or not all(element_of_word(m.group(1).lower()) for m in found):
        return None
    if _words(_CONTENT_RE.sub("", test)) != _words(reference):
        return None
    said = ", ".join(m.group(0).strip() for m in found)
    return f"{test} states element contents ({said}) of {reference}: a grade within that family, the same is the best guess"
