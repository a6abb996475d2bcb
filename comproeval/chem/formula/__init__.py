"""Chemistry of composition keys and material families (the public face of this package).

Decides whether two composition keys written by humans or LLMs denote the same
material (same elements in the same amounts, same dopant additions, same
descriptive qualifiers) and whether two family strings name the same family.

Where things live: `amounts` (exact numbers), `grammar` (one formula term),
`parse` (a whole key: dopants, qualifiers, variables), `compare` (two keys),
and `family` (families).
"""
from __future__ import annotations

from .family import same_family
from .compare import KeyComparison, compare_composition_keys
from .parse import ParsedKey, parse_composition

__all__ = ["KeyComparison", "ParsedKey", "compare_composition_keys", "parse_composition", "same_family"]
