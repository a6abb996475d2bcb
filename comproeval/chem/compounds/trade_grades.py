"""Proprietary grade names (`Lactohale 200`, `Kollidon 25`, `Pluronic F127`): a brand word and the maker's code.

A trade name with a grade code names one product of one maker (the grade is what its data sheet specifies: particle
size, hydrate, flow aid), not a formula: a database that files it under its substance (PubChem lists lactose grades
among lactose's synonyms) says which substance the product is made of, never that two products are one. Two such names
written differently are therefore never proven the same reagent by a formula reading; where both carry one code
(`Aeroxide P25`, `Degussa P25`: one product renamed with its maker) the same is the best guess, two codes are two
products (USP-NF and Ph. Eur. excipient monographs name the substance, `lactose monohydrate`, `anhydrous lactose`; the
grade is the maker's, e.g. the IPEC-Americas Excipient Information Package lists grades under one monograph).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .grades import GRADE_CODE, molar_mass_note

# A brand: one or two words, each starting with a capital and holding a run of three lower-case letters, camel case and
# hyphens allowed (`SuperTab`, `FlowLac`, `Duro-Tak`); a code as `grades` reads one (`80`, `21AN`, `PH-101`, `F127`).
_BRAND_WORD = r"[A-Z](?=[A-Za-z-]*[a-z]{3})[A-Za-z]*(?:-[A-Za-z]+)*"
_TRADE_GRADE = re.compile(rf"\s*(?P<brand>{_BRAND_WORD}(?:\s+{_BRAND_WORD})?)[\s-]+(?P<code>{GRADE_CODE.pattern})\s*")
_FOLD = re.compile(r"[^a-z0-9]")


# `Kollidon CL`, `Eudragit RS`, `Kolliphor EL`: a brand and a grade code of capitals alone (no digit), set apart.
_LETTERED_GRADE = re.compile(rf"\s*{_BRAND_WORD}[\s-]+[A-Z]{{1,3}}\s*")


def lettered_grade(text: str) -> bool:
    """A brand with a grade code of one to three capitals (`Kollidon CL`, `Eudragit L`): the code is the maker's (a
    brand's grades of one polymer may be other forms of it, crospovidone beside povidone under one brand; Eudragit L
    and S are other copolymers), so a database's formula for the name says what it is made of, not which form."""
    return bool(_LETTERED_GRADE.fullmatch(text or ""))


class TradeGrade(NamedTuple):
    brand: str
    code: str


def product_designation(text: str) -> tuple[str, str] | None:
    """(brand, code) as written when a name is a proprietary grade name (`Granulac 230`, `Vivapur PH-105`), else None."""
    found = _TRADE_GRADE.fullmatch(text or "")
    if found is None or re.fullmatch(r"\d+\.\d+", found["code"]) or molar_mass_note(found["code"]):
        return None  # `Ethanol 99.5`: a purity written after a name; `PEG 20k`: a molar mass, not a code
    return found["brand"], found["code"]


def trade_grade(text: str) -> TradeGrade | None:
    """The brand and grade code of a proprietary grade name, folded (case and punctuation set aside); None otherwise."""
    if (written := product_designation(text)) is None:
        return None
    return TradeGrade(*(_FOLD.sub("", part.lower()) for part in written))


def other_products(reference: str, test: str) -> tuple[TradeGrade, TradeGrade] | None:
    """Both entries proprietary grade names, written as two products (brand or code differ): their grades, else None."""
    ref, tst = trade_grade(reference), trade_grade(test)
    if ref is None or tst is None or ref == tst:
        return None
    return ref, tst


def one_product(reference: str, test: str) -> tuple[str, str] | None:
    """(the grade name, the other entry) when exactly one entry is a proprietary grade name, else None."""
    ref, tst = trade_grade(reference), trade_grade(test)
    if (ref is None) == (tst is None):
        return None
    return (reference, test) if ref is not None else (test, reference)
