"""Synthetic result files for the report tests: realistic verdicts, known quality.

`make_result(name, n_papers, quality, seed)` writes verdicts in the shapes of
docs/scoring.md §2 (with `basis` / `why` / `certain`), then scores them with the
field-score and count rules of §4, so that a model of higher `quality` is
really better and the top level is consistent with its items.
"""

from __future__ import annotations

import random
from typing import Any

from comproeval.scoring.weights import DEFAULT_WEIGHTS as WEIGHTS

ELEMENTS = ("Ba", "Ti", "Zr", "Ca", "Sr", "Nb", "K", "Na", "Bi", "Fe", "Mn", "Li", "Ta", "Sb", "Pb")
PRECURSORS = ("BaCO3", "TiO2", "ZrO2", "CaCO3", "SrCO3", "Nb2O5", "K2CO3", "Na2CO3", "Bi2O3", "Fe2O3", "MnO2", "Li2CO3")
TECHNIQUES = ("XRD", "SEM", "TEM", "Raman", "d33 meter", "P-E loop", "dielectric spectroscopy", "XPS", "EDS")
MATCH_BASES = ("exact", "formula-equivalent", "abbreviation", "lexicon", "fuzzy-spelling", "within-tolerance")
MISS_BASES = ("different-amounts", "different-elements", "unparsed", "no-candidate")


def _doi(index: int) -> str:
    return f"10.9999/synthetic.{index:05d}"


def _formula(rng: random.Random) -> str:
    a, b = rng.sample(ELEMENTS, 2)
    x = rng.choice((0.02, 0.05, 0.1, 0.15, 0.2, 0.3))
    return f"({a}{1 - x:.2f}{b}{x:.2f})TiO3"


def _explain(rng: random.Random, hit: bool, what: str) -> dict[str, Any]:
    basis = rng.choice(MATCH_BASES if hit else MISS_BASES)
    out = {"basis": basis, "why": f"{what}: judged {'the same' if hit else 'different'} ({basis})."}
    if rng.random() < 0.1:
        out["certain"] = False
    return out


def _prf(tp: float, fp: float, fn: float) -> dict[str, float]:
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    return {
        "true_positives": tp,
        "false_positives": fp,
        "false_negatives": fn,
        "precision": p,
        "recall": r,
        "f1_score": 2 * p * r / (p + r) if p + r else 0.0,
    }


def _scalar(rng, quality, reference, alternative, what, counts, ncounts, weight):
    hit = rng.random() < quality
    verdict = {"match_value": int(hit), "reference": reference, "test": reference if hit else alternative, **_explain(rng, hit, what)}
    if hit:
        counts[0] += 1
        ncounts[0] += weight
    else:
        counts[1] += 1
        counts[2] += 1
        ncounts[1] += weight / 2
        ncounts[2] += weight / 2
    return verdict, hit


def _composition(rng: random.Random, quality: float, counts: list[float], ncounts: list[float]) -> tuple[dict, float]:
    nw = WEIGHTS  # the default weights already sum to 0.5 per section, so they are the normalized weights
    unit, unit_ok = _scalar(rng, quality, "pC/N", "pm/V", "unit", counts, ncounts, nw["property_unit"])
    family, family_ok = _scalar(rng, quality, "BaTiO3", "KNN", "family", counts, ncounts, nw["family"])
    n_keys = rng.randint(1, 6)
    reference = {_formula(rng): round(rng.uniform(10, 600), 1) for _ in range(n_keys)}
    test, key_matches, value_matches, pair_matches, missing, extra = {}, [], [], [], [], []
    per = nw["compositions_property_values"] / 2 / len(reference)
    matched = 0
    for ref_key, ref_value in reference.items():
        key_ok = rng.random() < quality
        value_ok = rng.random() < quality
        test_key = ref_key if key_ok else _formula(rng)
        test_value = ref_value if value_ok else round(ref_value * rng.uniform(0.5, 1.5), 1)
        test[test_key] = test_value
        key_matches.append({"reference_key": ref_key, "test_key": test_key, "match_value": int(key_ok), **_explain(rng, key_ok, "composition")})
        value_matches.append(
            {"key": ref_key, "reference_value": ref_value, "test_value": test_value, "match_value": int(value_ok), **_explain(rng, value_ok, "value")}
        )
        pair_matches.append({"reference_pair": {ref_key: ref_value}, "test_pair": {test_key: test_value}, "match_value": int(key_ok and value_ok)})
        for ok in (key_ok, value_ok):
            if ok:
                counts[0] += 1
                ncounts[0] += per
            else:
                counts[1] += 1
                counts[2] += 1
                ncounts[1] += per / 2
                ncounts[2] += per / 2
        if key_ok:
            matched += 1
        else:
            missing.append(ref_key)
            extra.append(test_key)
    counts[2] += len(missing)
    counts[1] += len(extra)
    ncounts[2] += len(missing) * 2 * per
    ncounts[1] += len(extra) * 2 * per
    score = 1.0 - WEIGHTS["property_unit"] * (not unit_ok) - WEIGHTS["family"] * (not family_ok)
    score -= WEIGHTS["compositions_property_values"] * (1 - matched / len(reference))
    section = {
        "property_unit": unit,
        "family": family,
        "compositions_property_values": {
            "reference": reference,
            "test": test,
            "key_matches": key_matches,
            "value_matches": value_matches,
            "pair_matches": pair_matches,
            "total_ground_truth_keys": len(reference),
            "total_match": matched,
            "missing_keys": missing,
            "extra_keys": extra,
        },
        "judge": "rules",
    }
    return section, max(0.0, score)


def _items(rng, quality, pool, what, field, counts, ncounts) -> tuple[dict, float]:
    reference = rng.sample(pool, rng.randint(1, min(5, len(pool))))
    matches, missing, extra, test = [], [], [], []
    per = WEIGHTS[field] / len(reference)
    for item in reference:
        ok = rng.random() < quality
        if ok:
            test.append(item)
            matches.append({"reference_item": item, "test_item": item, "match_value": 1, **_explain(rng, True, what)})
            counts[0] += 1
            ncounts[0] += per
        else:
            missing.append(item)
            counts[2] += 1
            ncounts[2] += per
    if rng.random() > quality:
        extra.append(rng.choice(pool) + " (extra)")
        test.extend(extra)
        counts[1] += 1
        ncounts[1] += per
    verdict = {
        "reference": reference,
        "test": test,
        "matches": matches,
        "total_ground_truth_items": len(reference),
        "total_match": len(matches),
        "missing_items": missing,
        "extra_items": extra,
    }
    return verdict, len(matches) / len(reference)


def _synthesis(rng: random.Random, quality: float, counts: list[float], ncounts: list[float]) -> tuple[dict, float]:
    method, method_ok = _scalar(rng, quality, "solid-state reaction", "sol-gel", "method", counts, ncounts, WEIGHTS["method"])
    precursors, p_ratio = _items(rng, quality, PRECURSORS, "precursor", "precursors", counts, ncounts)
    techniques, t_ratio = _items(rng, quality, TECHNIQUES, "technique", "characterization_techniques", counts, ncounts)
    steps_score = round(min(1.0, max(0.0, rng.gauss(quality, 0.15))), 2)
    steps = {
        "match_value": steps_score,
        "reference_steps": ["Weigh the oxides.", "Ball-mill for 12 h in ethanol.", "Calcine at 900 °C for 2 h.", "Sinter at 1200 °C."],
        "test_steps": ["Weigh the oxides.", "Mill 12 h.", "Calcine at 900 °C."]
        if steps_score < 1
        else ["Weigh the oxides.", "Ball-mill for 12 h in ethanol.", "Calcine at 900 °C for 2 h.", "Sinter at 1200 °C."],
        **_explain(rng, steps_score > 0.5, "steps"),
    }
    if steps_score > 0.5:
        counts[0] += 1
    else:
        counts[1] += 1
        counts[2] += 1
    ncounts[0] += WEIGHTS["steps"] * steps_score
    ncounts[1] += WEIGHTS["steps"] * (1 - steps_score) / 2
    ncounts[2] += WEIGHTS["steps"] * (1 - steps_score) / 2
    score = 1.0 - WEIGHTS["method"] * (not method_ok) - WEIGHTS["precursors"] * (1 - p_ratio)
    score -= WEIGHTS["characterization_techniques"] * (1 - t_ratio) + WEIGHTS["steps"] * (1 - steps_score)
    section = {"method": method, "precursors": precursors, "characterization_techniques": techniques, "steps": steps, "judge": "rules"}
    return section, max(0.0, score)


def make_item(rng: random.Random, quality: float) -> dict[str, Any]:
    """One item result whose numbers follow from its verdicts."""
    counts, ncounts = [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]
    composition, c_score = _composition(rng, quality, counts, ncounts)
    synthesis, s_score = _synthesis(rng, quality, counts, ncounts)
    overall = (c_score + s_score) / 2
    return {
        "overall_match": overall > 0.8,
        "field_scores": {"composition_data": c_score, "synthesis_data": s_score},
        "overall_score": overall,
        "absolute_classification_metrics": _prf(*counts),
        "normalized_classification_metrics": _prf(*ncounts),
        "details": {"composition_data": composition, "synthesis_data": synthesis},
    }


def make_result(name: str, n_papers: int, quality: float, seed: int, *, skip: int = 0, run_info: dict | None = None) -> dict[str, Any]:
    """A whole result file over papers 0..n_papers-1 (the first `skip` papers left out)."""
    rng = random.Random(seed)
    items = {_doi(i): make_item(rng, quality) for i in range(skip, n_papers)}
    n = len(items)
    comp = sum(i["field_scores"]["composition_data"] for i in items.values()) / n
    synth = sum(i["field_scores"]["synthesis_data"] for i in items.values()) / n
    totals = {}
    for block in ("absolute_classification_metrics", "normalized_classification_metrics"):
        sums = [sum(i[block][k] for i in items.values()) for k in ("true_positives", "false_positives", "false_negatives")]
        totals[block] = _prf(*sums)
    result = {
        "agent_model_name": name,
        "overall_accuracy": (comp + synth) / 2,
        "overall_composition_accuracy": comp,
        "overall_synthesis_accuracy": synth,
        "total_items": n,
        **totals,
        "item_results": items,
    }
    if run_info is not None:
        result["run_info"] = run_info
    return result
