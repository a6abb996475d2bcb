"""Short hostile strings for every entry point of the rules judge: a seeded corpus, and a runner for a subprocess.

Brackets emptied, doubled or unbalanced, runs of dashes (ASCII and Unicode), slashes, colons, `=`, `%`, `+`, `@`, `·`,
Greek letters and element symbols, a short unit repeated many times (where a regex with two readings of one run
backtracks exponentially), mutations of realistic entries, each judged against a mutation of itself or another entry.
A judge must answer each at once: the stop-40 fuzzing found endless loops, exponential regexes, an exponential
oxidation-state search and a power tower handed to pint in such strings.

    python -m tests.robustness.hostile_strings     # judge the corpus; one line per call started, failures at the end
"""

from __future__ import annotations

import faulthandler
import json
import random
import sys
import traceback

SEED = 40_117
CASES = 200
CASE_TIMEOUT = 10.0  # one call: a hang guard (every call answers in well under a second), not a timing

ELEMENTS = "H Li B C N O F Na Mg Al Si P S Cl K Ca Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge Sr Y Zr Nb Mo Ag Sn Ba La Ce Nd Er Yb Hf W Pt Au Pb Bi".split()
BRACKETS = list("()[]{}<>")
DASHES = ["-", "\u2013", "\u2014", "\u2212", "\u2010", "~", "_"]
MARKS = [":", ";", ",", ".", "=", "%", "+", "@", "\u00b7", "*", "\u00d7", "'", "^", "\u00b1", "/", "\\", "|", "!", "?", "#"]
GREEK = list("\u03b1\u03b2\u03b3\u03b4\u03b8\u03bb\u03bc\u03c3\u03c9\u03a9\u00b5")
SUPERSCRIPTS = list("\u00b2\u00b3\u207b\u207a\u2082\u00b0\u2032")
WORDS = ["and", "doped", "poly", "co", "b", "x", "wt%", "at.%", "mol%", "annealing", "spin", "sol", "gel", "XRD", "PS", "PMMA", "k", "mS", "cm",
         "mAh", "g-1", "h", "°C", "nm", "type", "phase", "film", "M", "II", "2θ", "Kα", "rpm", "tetradecyl", "ammonium"]  # fmt: skip
# realistic entries of our own, the seeds of the mutations
ENTRIES = [
    "Nd:YAG (1 at.% Nd)", "PS-b-PMMA (52k-b-52k)", "(PDDA/PSS)10", "Ti-6Al-4V", "Li1+xAlxTi2-x(PO4)3", "spin coating and annealing",
    "XRD (Cu Kα)", "mS/cm", "LiNi0.8Mn0.1Co0.1O2", "(1-x)PMN-xPT, x = 0.30", "P(VDF-TrFE) 70/30", "Er3+/Yb3+ co-doped NaYF4",
    "CuSO4·5H2O", "0.1 M HCl", "annealed at 500 °C for 2 h in Ar", "ball milling (400 rpm, 12 h)", "W m⁻¹ K⁻¹", "µC/cm²", "pC/N",
    "La(Fe,Si)13", "nickel(II) acetate", "NiCr 80/20", "Pd–28.5 wt% Cu", "sol-gel (Pechini)", "SEM/EDS", "Ce0.9Gd0.1O2-δ",
    "[Cu(NH3)4]2+", "SO42-", "C18H37NH3+", "SPS (spark plasma sintering)", "trihexyltetradecylphosphonium chloride", "m^2",
    "In:Ga:Zn = 3:1:1", "Al-12Si (wt.%)",
]  # fmt: skip
# a short unit many times over after the head a designation starts with: two readings of one run of spaces or letters
# in a repeated group make a regex exponential when the end fails, an exponent after an exponent makes a power tower
PUMPED = [("", "H "), ("", "andand"), ("", "tetradecyl"), ("m", "^2'"), ("m", "^2,"), ("", "Ti  "), ("Ti", "-1 Al"), ("Ti", "-1 at % Al"),
          ("Ti", "-1 wt % Al"), ("a", "- a"), ("", "("), ("", "()"), ("", "1."), ("x=", ", "), ("", "·H2O"), ("", "-co-"), ("", "a/"),
          ("SO4", "2"), ("N", "9"), ("", "Er,"), ("", "1 wt% "), ("poly(", "styrene-b-"), ("", "−1 ")]  # fmt: skip
PUMPS = 26
JUDGES = ("key", "family", "method", "technique", "compound", "unit", "units", "value", "composition", "synthesis")


def _piece(rng: random.Random) -> str:
    pools = (ELEMENTS, BRACKETS, DASHES, MARKS, GREEK, SUPERSCRIPTS, WORDS, [" "], [str(rng.randint(0, 99))])
    return rng.choice(rng.choice(pools))


def _mutated(rng: random.Random, text: str) -> str:
    """One mutation: a bracket emptied, doubled or left open, a piece put in or taken out, a run repeated, cut short."""
    at = rng.randrange(len(text) + 1)
    kind = rng.randrange(8)
    if kind == 0 and "(" in text and ")" in text[text.index("(") :]:
        return text[: text.index("(") + 1] + text[text.index(")", text.index("(")) :]  # emptied
    if kind == 1:
        return "(" + text + ")" if rng.random() < 0.5 else "[[" + text + "]]"
    if kind == 2:
        return text.replace(rng.choice(")]("), "", 1) if any(c in text for c in ")](") else text + rng.choice("([")
    if kind == 3:
        return text[:at] + _piece(rng) + text[at:]
    if kind == 4:
        return text[:at] + text[at + 1 :]
    if kind == 5:
        end = min(len(text), at + rng.randint(1, 4))
        return text[:at] + text[at:end] * rng.randint(2, 12) + text[end:]
    if kind == 6:
        return text.replace("-", rng.choice(DASHES)).replace(" ", rng.choice(["", "  ", "/", ","]))
    return text[:at] or _piece(rng)


def _string(rng: random.Random) -> str:
    if rng.random() < 0.4:
        return "".join(_piece(rng) for _ in range(rng.randint(1, 12)))
    text = rng.choice(ENTRIES)
    for _ in range(rng.randint(1, 3)):
        text = _mutated(rng, text)
    return text


def cases(seed: int = SEED, count: int = CASES) -> list[tuple[str, str]]:
    """(reference, test) pairs, every one for every judge: each pumped unit with an end that fails and one that
    stands, then strings against a mutation of themselves, themselves, another entry or another string."""
    rng = random.Random(seed)
    out = [(head + unit * PUMPS + end, rng.choice(ENTRIES)) for head, unit in PUMPED for end in ("!", " bromide", "ammonium bromide")]
    while len(out) < count:
        one = _string(rng)
        roll = rng.random()
        other = _mutated(rng, one) if roll < 0.5 else one if roll < 0.6 else rng.choice(ENTRIES) if roll < 0.8 else _string(rng)
        out.append((one, other) if rng.random() < 0.5 else (other, one))
    return out


def _judges() -> dict:
    from comproeval.chem.units import compare_units
    from comproeval.judges.explain import (
        explain_compound,
        explain_family,
        explain_key,
        explain_method,
        explain_technique,
        explain_unit,
        explain_value,
    )
    from comproeval.judges.rules import judge_composition_rules, judge_synthesis_rules

    def composition(a: str, b: str):
        item = lambda s: {"property_unit": s, "family": s, "compositions_property_values": {s: 1.0, f"{s} (2)": "2"}}  # noqa: E731
        return judge_composition_rules(item(a), item(b))

    def synthesis(a: str, b: str):
        item = lambda s: {"method": s, "precursors": [s, "water"], "characterization_techniques": [s, "XRD"], "steps": [s, "dried at 80 °C"]}  # noqa: E731
        return judge_synthesis_rules(item(a), item(b))

    return {
        "key": explain_key, "family": explain_family, "method": explain_method, "technique": explain_technique, "compound": explain_compound,
        "unit": explain_unit, "units": compare_units, "value": lambda a, b: explain_value("1.0", "1e0", 0.0, (a, b)),
        "composition": composition, "synthesis": synthesis,
    }  # fmt: skip


def main() -> int:
    """Judge every case with every judge; print `case N judge` before each call (the parent's record of the one that
    hung) and the failures as JSON at the end. faulthandler ends the process with the stack of a call that takes
    longer than CASE_TIMEOUT."""
    judges = _judges()
    failures = []
    for index, (reference, test) in enumerate(cases()):
        for judge in JUDGES:
            print(f"case {index} {judge}", flush=True)
            faulthandler.dump_traceback_later(CASE_TIMEOUT, exit=True)
            try:
                judges[judge](reference, test)
            except Exception:  # noqa: BLE001 - every exception is a finding
                failures.append({"case": index, "judge": judge, "reference": reference, "test": test, "traceback": traceback.format_exc()[-1500:]})
            faulthandler.cancel_dump_traceback_later()
    print(json.dumps({"failures": failures}, ensure_ascii=False), flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
