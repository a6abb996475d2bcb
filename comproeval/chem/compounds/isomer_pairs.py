"""Two names of one molecular formula that name two compounds (isomers): what a formula match cannot prove.

A formula is shared by every isomer (`propan-1-ol` and `propan-2-ol` are both C3H8O), so two names that resolve to one
formula are one compound only when the names agree too. The proofs, strongest first:
- locants of one kind that differ on one parent name (`1-propanol`, `2-propanol`; `o-`, `p-xylene`; `cis-`, `trans-`):
  IUPAC Blue Book 2013, P-14.3 (`isomers.other_locants`);
- alkyl prefixes both names write and that differ (`n-butanol`, `tert-butanol`): P-29.6 (`isomers.other_alkyl_isomers`);
- an abbreviation is read through the names the built-in lab-chemical vocabulary gives it (`IPA`: isopropanol,
  2-propanol; `n-PrOH`: 1-propanol; ACS Guide to Scholarly Communication, standard abbreviations), so its names'
  locants count. Both proofs above are certain.
- best guesses, never proofs: an unprefixed alkyl group against a prefixed one (P-29.2: `propyl` is the unbranched
  group), two onium cations, two vocabulary entries, or two CAS numbers in the `chemicals` database (PubChem), which
  also files one compound twice.
"""

from __future__ import annotations

from functools import lru_cache

from ..data import load_builtin
from ..text import too_long
from .alkyl import alkyl_name
from .isomers import other_alkyl_isomers
from .locants import greek_locant, other_locants
from .names import chemicals_cas, normalize_name, split_hydrate_words
from .onium_names import onium_structure
from .resolve import resolve, variants

# (proven, why): two compounds of one formula, and whether the names prove it
IsomerReading = tuple[bool, str]


@lru_cache(maxsize=1)
def _vocabulary() -> dict[str, tuple[str, tuple[str, ...]]]:
    """Abbreviation or name (case-blind) -> (entry, its abbreviation and names) of the fixed-formula entries of
    `knowledge/lab_chemicals.json`; an abbreviation with several readings is left out (`TEA`)."""
    found: dict[str, tuple[str, tuple[str, ...]]] = {}
    for short, entry in load_builtin("abbreviations", "lab_chemicals").items():
        if not isinstance(entry, dict) or entry.get("kind") == "name":
            continue
        names = (short, *entry.get("names", ()))
        for name in names:
            found.setdefault(name.lower(), (short, names))
    return found


def _names_of(text: str) -> tuple[str | None, tuple[str, ...]]:
    """The vocabulary entry a text names and every name it has there (the text itself first)."""
    stripped = text.strip()
    entry, names = _vocabulary().get(stripped.lower(), (None, ()))
    spelt = alkyl_name(stripped)  # `n-PrOH` is propyl alcohol
    return entry, tuple(dict.fromkeys((stripped, *((spelt,) if spelt else ()), *names)))


def _one_organic_formula(reference: str, test: str) -> bool | None:
    """Whether both resolve to one organic formula; None when either does not resolve."""
    ref, tst = resolve(reference.strip()), resolve(test.strip())
    if ref is None or tst is None:
        return None
    a, b = dict(ref.anhydrous), dict(tst.anhydrous)
    same = a.keys() == b.keys() and all(abs(a[k] - b[k]) <= 1e-2 * max(a[k], b[k]) for k in a)
    return same and {"C", "H"} <= a.keys()


def isomer_reading(reference: str, test: str) -> IsomerReading | None:
    """(proven, why) when two compound names of one molecular formula name two compounds; None when nothing says
    so. Names that do not resolve are read by their locants alone (`m-`, `p-xylylene diisocyanate`)."""
    if too_long(reference, "compound") or too_long(test, "compound") or normalize_name(reference) == normalize_name(test):
        return None
    formula = _one_organic_formula(reference, test)
    if formula is False:
        return None  # another formula, or no organic one: not isomers
    (ref_entry, ref_names), (test_entry, test_names) = _names_of(reference), _names_of(test)
    if ref_entry is not None and ref_entry == test_entry:
        return None  # one vocabulary entry: one compound
    pairs = [(a, b) for a in ref_names for b in test_names]
    for a, b in pairs:
        if other_locants(a, b, greek=bool(formula) or (greek_locant(a) and greek_locant(b))):
            return True, f"{a!r} and {b!r} state other locants on one parent name: isomers, two compounds"
        if other_alkyl_isomers(a, b, unprefixed=False):
            return True, f"{a!r} and {b!r} state other alkyl groups (n-, iso-, sec-, tert-): isomers, two compounds"
    if not formula:
        return None
    return _guessed_isomers(reference, test, ref_entry, test_entry)


def _guessed_isomers(reference: str, test: str, ref_entry: str | None, test_entry: str | None) -> IsomerReading | None:
    """The readings of one formula as two compounds that are no proof (see the module's docstring)."""
    if other_alkyl_isomers(reference, test):
        return False, "an unprefixed alkyl group is the unbranched one, the other name states a branched one: isomers"
    onium = [onium_structure(v) for v in (variants(x)[0] for x in (reference, test))]
    if None not in onium and onium[0] != onium[1]:
        return False, "two onium cations of one formula: isomers"  # `[C3dmim]Cl`, `[C4mim]Cl`
    if ref_entry is not None and test_entry is not None:
        return False, f"the lab-chemical vocabulary lists {ref_entry} and {test_entry} as two compounds of one formula"
    names = [_database_name(reference, ref_entry), _database_name(test, test_entry)]
    if None in names:
        return None
    ref_cas, test_cas = (chemicals_cas(split_hydrate_words(normalize_name(name))[0]) for name in names)
    if ref_cas is not None and test_cas is not None and ref_cas != test_cas:
        return False, "the chemical database lists two compounds (two CAS numbers) of one formula: isomers"
    return None


def _database_name(text: str, entry: str | None) -> str | None:
    """The name the database is asked for: the text's own (an alkyl shorthand spelt out), else its vocabulary entry's
    first name (`IPA`: isopropanol); None for a formula or an unknown abbreviation."""
    resolved, written = resolve(text.strip()), variants(text)[0]
    if resolved is not None and resolved.named:
        return alkyl_name(written) or written
    return _vocabulary()[entry.lower()][1][1] if entry is not None and len(_vocabulary()[entry.lower()][1]) > 1 else None


def distinct_isomers(reference: str, test: str) -> bool:
    """Two compound names of one molecular formula that name two compounds (isomers), proven or best guess
    (`isomer_reading`): a formula match must not make them one compound."""
    return isomer_reading(reference, test) is not None
