"""Metrics against hand-computed numbers."""

from __future__ import annotations

import math

import pytest

from superasm.metrics import geomean, percentile, summarize, summarize_progress


def row(pid, status="correct", speedup=1.0, paper=None, sample=0, round_=0, verified=True, flags=()):
    correct = status == "correct"
    return {"problem_id": pid, "sample": sample, "round": round_, "status": status,
            "compiled": status not in ("assemble_error", "link_error", "model_error"),
            "correct": correct, "verified": verified if correct else None,
            "speedup": speedup, "speedup_paper": paper if paper is not None else speedup,
            "flags": list(flags)}


def test_percentile_matches_linear_interpolation():
    assert percentile([1, 2, 3, 4], 25) == pytest.approx(1.75)
    assert percentile([1, 2, 3, 4], 50) == pytest.approx(2.5)
    assert percentile([5], 75) == 5
    assert geomean([1, 4]) == pytest.approx(2.0)


def test_summary_hand_computed():
    rows = [
        row("a", speedup=2.0),                      # significantly faster
        row("b", speedup=1.0, paper=1.1),            # faster by point estimate only
        row("c", status="wrong_output", speedup=1.0),
        row("d", status="assemble_error", speedup=1.0),
    ]
    s = summarize(rows)
    assert s["n_problems"] == 4
    assert s["compile_pass"] == 75.0
    assert s["test_pass"] == 50.0
    # credited speedups [2, 1, 1, 1]
    assert s["speedup_avg"] == pytest.approx(1.25)
    assert s["speedup_p75"] == pytest.approx(1.25)
    assert s["speedup_p50"] == pytest.approx(1.0)
    assert s["speedup_geomean"] == pytest.approx(2 ** 0.25)
    assert s["significant_share"] == 25.0
    # the paper's credit: [2, 1.1, 1, 1]
    assert s["paper"]["speedup_avg"] == pytest.approx(5.1 / 4)
    assert s["paper"]["faster_share"] == 50.0
    assert s["status_counts"] == {"correct": 2, "wrong_output": 1, "assemble_error": 1}
    lo, hi = s["speedup_avg_ci"]
    assert lo <= 1.25 <= hi


def test_best_of_n_takes_the_best_sample_and_missing_problems_fail():
    rows = [row("a", status="runtime_error", sample=0), row("a", speedup=1.5, sample=1),
            row("a", speedup=1.2, sample=2)]
    s = summarize(rows, problem_ids=["a", "z"])
    assert s["n_problems"] == 2
    assert s["test_pass"] == 50.0
    assert s["speedup_avg"] == pytest.approx((1.5 + 1.0) / 2)
    assert s["problem_status_counts"] == {"correct": 1}


def test_unverified_does_not_count_in_verified_pass():
    rows = [row("a", verified=False), row("b")]
    s = summarize(rows)
    assert s["test_pass"] == 100.0 and s["verified_pass"] == 50.0


def test_progress_by_round_and_by_samples():
    rows = [row("a", status="wrong_output", round_=0), row("a", speedup=1.4, round_=1),
            row("b", speedup=1.2, sample=0), row("b", speedup=2.0, sample=1)]
    p = summarize_progress(rows, ["a", "b"])
    assert [r["round"] for r in p["rounds"]] == [0, 1]
    assert p["rounds"][0]["test_pass"] == 50.0 and p["rounds"][1]["test_pass"] == 100.0
    assert p["by_samples"][0]["speedup_avg"] == pytest.approx((1.4 + 1.2) / 2)
    assert p["by_samples"][1]["speedup_avg"] == pytest.approx((1.4 + 2.0) / 2)
    assert not math.isnan(p["rounds"][1]["speedup_geomean"])
