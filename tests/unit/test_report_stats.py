"""Bootstrap statistics of the report: exact recomputation, coverage, paired comparisons."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

pytest.importorskip("numpy", reason="needs the report extra: pip install -e '.[report]'")
pytest.importorskip("matplotlib", reason="needs the report extra: pip install -e '.[report]'")
pytest.importorskip("jinja2", reason="needs the report extra: pip install -e '.[report]'")

import numpy as np

from comproeval.report import data, stats
from comproeval.report.summary import compare

from .report_synthetic import make_result

COL = {name: i for i, name in enumerate(data.ITEM_COLUMNS)}
REFERENCE = Path(__file__).resolve().parents[2].parent / "shared" / "bench" / "piezo" / "reference"


def population(rng: np.random.Generator, n: int, *, comp_mean: float, synth_mean: float, tp: float, fp: float, fn: float) -> np.ndarray:
    """n papers drawn from a population whose metrics are known in closed form."""
    table = np.zeros((n, len(data.ITEM_COLUMNS)))
    concentration = 6.0
    table[:, COL["composition"]] = rng.beta(comp_mean * concentration, (1 - comp_mean) * concentration, n)
    table[:, COL["synthesis"]] = rng.beta(synth_mean * concentration, (1 - synth_mean) * concentration, n)
    table[:, COL["composition_present"]] = table[:, COL["synthesis_present"]] = 1
    for prefix, scale in (("abs", 1.0), ("norm", 0.05)):
        table[:, COL[f"{prefix}_tp"]] = rng.poisson(tp, n) * scale
        table[:, COL[f"{prefix}_fp"]] = rng.poisson(fp, n) * scale
        table[:, COL[f"{prefix}_fn"]] = rng.poisson(fn, n) * scale
    return table


def true_metrics(*, comp_mean, synth_mean, tp, fp, fn) -> np.ndarray:
    """The population values the estimators converge to (ratios of expected counts)."""
    precision, recall = tp / (tp + fp), tp / (tp + fn)
    f1 = 2 * precision * recall / (precision + recall)
    return np.array([(comp_mean + synth_mean) / 2, comp_mean, synth_mean, precision, recall, f1, precision, recall, f1])


def test_point_metrics_follow_the_top_level_rules():
    rows = np.array(
        [
            [0.8, 1, 0.6, 1, 5, 1, 2, 0.30, 0.05, 0.10],
            [0.0, 0, 0.9, 1, 0, 2, 3, 0.00, 0.20, 0.25],
            [1.0, 1, 0.0, 0, 4, 0, 0, 0.45, 0.00, 0.00],
        ]
    )
    got = stats.point_metrics(rows)
    sums = rows.sum(axis=0)

    def prf(tp, fp, fn):
        p, r = tp / (tp + fp), tp / (tp + fn)
        return p, r, 2 * p * r / (p + r)

    comp, synth = sums[0] / 3, sums[2] / 3
    expected = [(comp + synth) / 2, comp, synth, *prf(*sums[4:7]), *prf(*sums[7:10])]
    np.testing.assert_allclose(got, expected, rtol=1e-12)

    strict = stats.point_metrics(rows, strict=True)
    assert strict[1] == pytest.approx(sums[0] / sums[1])
    assert strict[2] == pytest.approx(sums[2] / sums[3])

    no_synthesis = stats.point_metrics(rows, synthesis=False)
    assert math.isnan(no_synthesis[2]) and no_synthesis[0] == no_synthesis[1]


def test_zero_denominators_give_zero_not_nan():
    rows = np.zeros((4, len(data.ITEM_COLUMNS)))
    assert np.all(stats.point_metrics(rows) == 0)


def test_recomputes_the_stored_top_level_of_synthetic_results():
    result = data.load_results(make_result("m", 40, 0.7, seed=3))[0]
    dois, table = data.item_table(result)
    got = stats.point_metrics(np.array(table))
    stored = result.data
    expected = [stored["overall_accuracy"], stored["overall_composition_accuracy"], stored["overall_synthesis_accuracy"]]
    for block in ("absolute_classification_metrics", "normalized_classification_metrics"):
        expected += [stored[block][k] for k in ("precision", "recall", "f1_score")]
    np.testing.assert_allclose(got, expected, rtol=1e-9)
    assert len(dois) == 40


@pytest.mark.skipif(not REFERENCE.is_dir(), reason=f"published reference results not found at {REFERENCE}")
def test_recomputes_the_published_top_level_exactly():
    for path in sorted(REFERENCE.glob("*.json")):
        stored = json.loads(path.read_text(encoding="utf-8"))
        result = data.load_results(path)[0]
        got = stats.point_metrics(np.array(data.item_table(result)[1]))
        expected = [stored["overall_accuracy"], stored["overall_composition_accuracy"], stored["overall_synthesis_accuracy"]]
        for block in ("absolute_classification_metrics", "normalized_classification_metrics"):
            expected += [stored[block][k] for k in ("precision", "recall", "f1_score")]
        np.testing.assert_allclose(got, expected, atol=1e-9, err_msg=path.name)


def test_resample_counts_draw_every_paper_set_of_size_n():
    counts = stats.resample_counts(50, 300, seed=1)
    assert counts.shape == (300, 50)
    assert np.all(counts.sum(axis=1) == 50)
    assert np.array_equal(counts, stats.resample_counts(50, 300, seed=1))
    assert not np.array_equal(counts, stats.resample_counts(50, 300, seed=2))
    assert abs(counts.mean() - 1) < 0.05  # each paper drawn once per resample on average


def test_intervals_cover_the_true_values():
    """95% intervals from many independent samples cover the population value about 95% of the time."""
    truth_args = dict(comp_mean=0.8, synth_mean=0.65, tp=12, fp=3, fn=5)
    truth = true_metrics(**truth_args)
    rng = np.random.default_rng(7)
    replications, covered = 80, np.zeros(len(stats.METRICS))
    for r in range(replications):
        table = population(rng, 150, **truth_args)
        intervals = stats.model_intervals(table, n_resamples=400, seed=r)
        low = np.array([intervals[m][1] for m in stats.METRICS])
        high = np.array([intervals[m][2] for m in stats.METRICS])
        covered += (low <= truth) & (truth <= high)
    coverage = covered / replications
    assert np.all(coverage >= 0.85), dict(zip(stats.METRICS, coverage))
    assert np.all(coverage <= 1.0)


def test_an_interval_contains_its_point_and_shrinks_with_more_papers():
    args = dict(comp_mean=0.7, synth_mean=0.6, tp=8, fp=2, fn=3)
    rng = np.random.default_rng(11)
    small = stats.model_intervals(population(rng, 40, **args))
    large = stats.model_intervals(population(rng, 640, **args))
    for metric in stats.METRICS:
        point, low, high = small[metric]
        assert low <= point <= high
        assert (large[metric][2] - large[metric][1]) < (high - low) / 2.5  # width ~ 1/sqrt(n): 4x narrower


def test_paired_bootstrap_sees_a_real_difference():
    rng = np.random.default_rng(5)
    a = population(rng, 120, comp_mean=0.75, synth_mean=0.7, tp=10, fp=2, fn=3)
    b = a.copy()
    # B is A made 0.05 worse on every paper, plus noise: a known, small, consistent difference.
    for column in ("composition", "synthesis"):
        b[:, COL[column]] = a[:, COL[column]] - 0.05 + rng.normal(0, 0.03, len(a))
    result = stats.paired_difference(a, b)["overall_accuracy"]
    true_diff = 0.05
    assert result["p_a_better"] > 0.99
    assert result["low"] <= true_diff <= result["high"]
    assert result["low"] > 0


def test_paired_bootstrap_of_equal_models_is_a_coin_flip():
    """Same papers' scores shuffled between papers: equal means, so neither is really better."""
    rng = np.random.default_rng(9)
    a = population(rng, 200, comp_mean=0.7, synth_mean=0.6, tp=10, fp=3, fn=4)
    b = a[rng.permutation(len(a))]
    result = stats.paired_difference(a, b)
    for metric in ("overall_accuracy", "absolute_f1", "normalized_f1"):
        assert result[metric]["diff"] == pytest.approx(0, abs=1e-12)
        assert 0.4 <= result[metric]["p_a_better"] <= 0.6, (metric, result[metric])
        assert result[metric]["low"] < 0 < result[metric]["high"]
    identical = stats.paired_difference(a, a)["overall_accuracy"]
    assert identical["p_a_better"] == 0.5


def test_pairing_removes_paper_difficulty_variance():
    """Two models sharing hard and easy papers differ clearly when paired, not when compared by separate intervals."""
    rng = np.random.default_rng(3)
    a = population(rng, 100, comp_mean=0.6, synth_mean=0.6, tp=10, fp=3, fn=4)
    b = a.copy()
    b[:, COL["composition"]] -= 0.02
    b[:, COL["synthesis"]] -= 0.02
    separate_a = stats.model_intervals(a)["overall_accuracy"]
    separate_b = stats.model_intervals(b)["overall_accuracy"]
    assert separate_b[2] > separate_a[1]  # the separate intervals overlap...
    assert stats.paired_difference(a, b)["overall_accuracy"]["p_a_better"] > 0.99  # ...the paired test is sure


def test_compare_ranks_results_and_pairs_over_shared_papers():
    good = make_result("good", 120, 0.9, seed=1)
    bad = make_result("bad", 120, 0.55, seed=2, skip=20)
    twin = make_result("twin", 120, 0.9, seed=3)
    comparison = compare([bad, good, twin], n_resamples=500)
    labels = [m["label"] for m in comparison["models"]]
    assert labels[-1] == "bad"
    pairs = {frozenset((p["a"], p["b"])): p for p in comparison["pairs"]}
    good_bad = pairs[frozenset(("good", "bad"))]
    assert good_bad["better"] == "good" and good_bad["p_better"] > 0.99
    assert good_bad["n_shared"] == 100
    twins = pairs[frozenset(("good", "twin"))]
    assert twins["p_better"] < 0.99  # same quality: no clear winner
    for model in comparison["models"]:
        for metric, value in model["metrics"].items():
            assert value["low"] <= value["point"] <= value["high"], (model["label"], metric)
    json.dumps(comparison)  # plain JSON, NaN-free


def test_compare_is_deterministic_and_seeded():
    results = [make_result("a", 60, 0.7, seed=1), make_result("b", 60, 0.72, seed=2)]
    first, again = compare(results, n_resamples=300, seed=4), compare(results, n_resamples=300, seed=4)
    assert first == again
    other = compare(results, n_resamples=300, seed=5)
    assert other["models"][0]["metrics"]["overall_accuracy"]["low"] != first["models"][0]["metrics"]["overall_accuracy"]["low"]


def test_ten_models_by_a_thousand_papers_is_fast():
    rng = np.random.default_rng(1)
    models = [
        {
            "label": f"m{k}",
            "dois": [f"d{i}" for i in range(1000)],
            "table": population(rng, 1000, comp_mean=0.6 + 0.02 * k, synth_mean=0.6, tp=10, fp=3, fn=4),
        }
        for k in range(10)
    ]
    comparison = stats.compare_models(models, n_resamples=1000)
    assert len(comparison["pairs"]) == 45
