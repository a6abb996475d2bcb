"""What the conditions of a key read to (`conditions.read_conditions` fills it, `condition_compare` sets two against each
other): one record, each field a kind of descriptor, so that a reading keeps what it read and what it left unread."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction


@dataclass(frozen=True)
class Conditions:
    """What a key's descriptors read to: quantities (number, unit), ratios, words, words it negates; `unread`, the
    numbers no reading took (then nothing about them is proven)."""

    quantities: tuple[tuple[float, str], ...] = ()
    ratios: tuple[tuple[str, str, Fraction], ...] = ()
    bare_ratios: tuple[Fraction, ...] = ()
    words: tuple[str, ...] = ()
    negated: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    bases: tuple[str, ...] = ()
    numbers: tuple[float, ...] = ()
    labels: tuple[str, ...] = ()
    rounded: bool = False  # a number written in scientific notation, known only to the digits of its mantissa
    exact: tuple[tuple[float, str], ...] = ()  # the quantities written as fractions (`1/8 in`): exact, no digit rounded
    parts_per: bool = False  # a share written in ppm or ppb, read as a percentage of an unstated basis
    unread: tuple[str, ...] = ()  # numbers no reading took (`40` of `10-40 °C`, a range): nothing about them is proven
    # clauses naming a material or a mix by formula (`(Fe2O3)`, `70H2/30CO`): the composite rules read a gloss of the
    # key's own material; what they are is kept, so that two keys naming other ones are not read as alike
    identities: tuple[str, ...] = ()
    ratio_groups: tuple[tuple[Fraction, ...], ...] = ()  # `2:2:1` unnamed: its parts' shares, in the order written
    media: tuple[str, ...] = ()  # the solvents the sample is in (`in water`: `H2O`), one identity per substance (`media`)
    media_written: tuple[str, ...] = ()  # the same, an abbreviation as written (`EtOH`): read, not proven, when spelt out
    structures: tuple[str, ...] = ()  # structure types (`B2`, `fcc` as `A1`): a phase, compared as one (`structure_designations`)
    # the identities that are not the key's own material nor a part of it (`(H2O2)` after `Fe3O4`: a substrate, a
    # reagent, a medium named by formula), so a condition, never a gloss; a reading that drops them proves nothing
    foreign: tuple[str, ...] = ()
    fractions: tuple[str, ...] = ()  # species whose ratio was read from an amount fraction (`Ni/(Ni+Mo) = 0.3`)
    relative_density: bool = False  # a specific gravity read as g/cm3 (`1.5 SG`): water's density taken as 1 g/cm3
    weight_in_volume: tuple[float, ...] = ()  # the per cents w/v as written (`18% w/v`), read as g/L in `quantities`

    def __bool__(self) -> bool:
        said = (self.quantities, self.ratios, self.bare_ratios, self.words, self.negated, self.names, self.bases, self.numbers, self.structures)
        return any(said) or bool(self.foreign)
