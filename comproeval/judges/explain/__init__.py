"""How the rules reached each verdict, and whether they could prove it.

Every comparison the rules judge makes becomes a `Decision`: the verdict,
a short stable `basis` code, one human sentence (`why`), and `certain`.
A verdict is certain when the rules can prove it either way: both sides
parse to compositions that are equal or differ in elements or amounts;
pint resolves both units; a lexicon or formula identity holds; both values
parse. It is uncertain when the rules only guess: a label or name they
cannot parse, a paraphrase outside every lexicon, a fuzzy spelling match.
The hybrid judge asks an LLM about the uncertain ones only, and the
reconciler lets no LLM overturn a certain one.

The rules of each kind of field are a module of their own: `quantity` (value
and unit), `family`, `method`, `keys` (composition keys), `lists` (precursors
and techniques), over `common` (remembering, empty and too-long sides).
"""

from __future__ import annotations

from ...chem.decision import Decision
from .common import remembered
from .family import explain_family
from .keys import explain_key
from .lists import MEASURES_NOTHING, VARIANT, explain_compound, explain_technique, known_compound, known_technique
from .method import explain_method
from .quantity import explain_unit, explain_value

__all__ = [
    "MEASURES_NOTHING",
    "VARIANT",
    "Decision",
    "explain_compound",
    "explain_family",
    "explain_key",
    "explain_method",
    "explain_technique",
    "explain_unit",
    "explain_value",
    "known_compound",
    "known_technique",
    "remembered",
]
