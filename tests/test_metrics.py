"""Metrics against hand-computed numbers, over result records built by hand."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest

from superasm.metrics import (
    best_record,
    best_records,
    candidate_rank,
    geomean,
    percentile,
    summarize,
    summarize_progress,
)
from superasm.record import ResultRecord
from superasm.verdict import Check, Measurement, Status, Tier, Timing


def record(pid: str, status: str = "correct", estimate: float | None = None,
           decision: str = "faster", sample: int = 0, round_: int = 0, verified: bool = True,
           flags: tuple[str, ...] = (), tests_passed: int = 0) -> ResultRecord:
    """A judged candidate: ``estimate`` is the measured speedup, ``decision`` what the
    measurement made of it (only ``faster`` is credited)."""
    correct = status == "correct"
    measurement = None
    if correct and estimate is not None:
        measurement = Measurement(
            method="default", clock="cpu", estimate=estimate,
            ci=(estimate * 0.95, estimate * 1.05), decision=decision,
            baseline=Timing(0.02, (0.019, 0.021), 8),
            candidate=Timing(0.02 / estimate, (0.0, 1.0), 8), rounds=8)
    return ResultRecord(status=Status(status), problem_id=pid, sample=sample, round=round_,
                        verified=verified if correct else None, measurement=measurement,
                        flags=flags, tests_passed=tests_passed, tests_total=4)


def test_percentile_matches_linear_interpolation():
    assert percentile([1, 2, 3, 4], 25) == pytest.approx(1.75)
    assert percentile([1, 2, 3, 4], 50) == pytest.approx(2.5)
    assert percentile([5], 75) == 5
    assert geomean([1, 4]) == pytest.approx(2.0)
    assert math.isnan(percentile([], 50)) and math.isnan(geomean([]))


def test_summary_hand_computed():
    records = [
        record("a", estimate=2.0),  # decided faster
        record("b", estimate=1.1, decision="inconclusive"),  # faster by point estimate only
        record("c", status="wrong_output"),
        record("d", status="assemble_error"),
    ]
    s = summarize(records)
    assert s["n_problems"] == 4 and s["n_candidates"] == 4
    assert s["compile_pass"] == 75.0
    assert s["test_pass"] == 50.0
    # credited speedups [2, 1, 1, 1]
    assert s["speedup_avg"] == pytest.approx(1.25)
    assert s["speedup_p75"] == pytest.approx(1.25)
    assert s["speedup_p50"] == pytest.approx(1.0)
    assert s["speedup_geomean"] == pytest.approx(2 ** 0.25)
    assert s["faster_share"] == 25.0
    # the paper's credit: [2, 1.1, 1, 1]
    assert s["paper"]["speedup_avg"] == pytest.approx(5.1 / 4)
    assert s["paper"]["faster_share"] == 50.0
    assert s["status_counts"] == {"correct": 2, "wrong_output": 1, "assemble_error": 1}
    assert s["clock_disagreements"] == 0
    lo, hi = s["speedup_avg_ci"]
    assert lo <= 1.25 <= hi


def test_a_clock_disagreement_is_counted_and_never_credited():
    records = [record("a", estimate=3.0, decision="clock_disagreement",
                      flags=("clock_disagreement",)),
               record("b", estimate=1.5, flags=("baseline_too_short",))]
    s = summarize(records)
    assert s["clock_disagreements"] == 1 and s["baseline_too_short"] == 1
    assert s["speedup_avg"] == pytest.approx((1.0 + 1.5) / 2)
    assert s["faster_share"] == 50.0
    assert s["paper"]["speedup_avg"] == pytest.approx((3.0 + 1.5) / 2)  # the paper would pay


def test_best_of_n_takes_the_best_sample_and_missing_problems_fail():
    records = [record("a", status="runtime_error", sample=0), record("a", estimate=1.5, sample=1),
               record("a", estimate=1.2, sample=2)]
    s = summarize(records, problem_ids=["a", "z"])
    assert s["n_problems"] == 2
    assert s["test_pass"] == 50.0 and s["compile_pass"] == 50.0
    assert s["speedup_avg"] == pytest.approx((1.5 + 1.0) / 2)
    assert s["problem_status_counts"] == {"correct": 1}
    assert s["status_counts"] == {"runtime_error": 1, "correct": 2}


def test_a_solid_speedup_beats_a_noisy_larger_one():
    noisy = record("a", estimate=1.3, decision="inconclusive", sample=0)
    solid = record("a", estimate=1.2, sample=1)
    assert best_record([noisy, solid]) is solid
    assert best_record([noisy, solid], paper=True) is noisy  # the paper trusts the point estimate
    assert candidate_rank(solid) > candidate_rank(noisy)


def test_rank_puts_verified_first_and_the_furthest_failure_first():
    unverified = record("a", estimate=1.5, verified=False, sample=0)
    verified = record("a", estimate=1.0, decision="not_faster", sample=1)
    assert best_record([unverified, verified]) is verified
    assert best_record([unverified, verified], paper=True) is unverified  # no verification there
    crash = record("b", status="runtime_error", tests_passed=1, sample=0)
    wrong = record("b", status="wrong_output", tests_passed=3, sample=1)
    broken = record("b", status="assemble_error", sample=2)
    assert best_record([broken, crash, wrong]) is wrong


def test_ties_go_to_the_earliest_round_and_sample():
    first = record("a", estimate=1.2, round_=0, sample=1)
    later = record("a", estimate=1.2, round_=1, sample=0)
    same_round = record("a", estimate=1.2, round_=0, sample=0)
    assert best_record([later, first, same_round]) is same_round
    assert best_records([later, first, record("b", status="timeout")]) == {
        "a": first, "b": record("b", status="timeout")}
    with pytest.raises(ValueError):
        best_record([])


def test_unverified_does_not_count_in_verified_pass():
    records = [record("a", verified=False), record("b")]
    s = summarize(records)
    assert s["test_pass"] == 100.0 and s["verified_pass"] == 50.0


def test_progress_by_round_and_by_samples():
    records = [record("a", status="wrong_output", round_=0), record("a", estimate=1.4, round_=1),
               record("b", estimate=1.2, sample=0), record("b", estimate=2.0, sample=1)]
    p = summarize_progress(records, ["a", "b"])
    assert [r["round"] for r in p["rounds"]] == [0, 1]
    assert p["rounds"][0]["test_pass"] == 50.0 and p["rounds"][1]["test_pass"] == 100.0
    assert p["rounds"][0]["speedup_avg"] == pytest.approx((1.0 + 2.0) / 2)
    assert p["by_samples"][0]["speedup_avg"] == pytest.approx((1.4 + 1.2) / 2)
    assert p["by_samples"][1]["speedup_avg"] == pytest.approx((1.4 + 2.0) / 2)
    assert not math.isnan(p["rounds"][1]["speedup_geomean"])


def test_fast_p_hand_computed():
    """fast_p (KernelBench): % of problems correct and credited more than p times faster.
    Credited speedups here: a 2.5, b 1.6, c 1.5, d 1.05, e 1.0 (inconclusive: point 3.0),
    f wrong, g refuted on inputs never shown (point 4.0), h missing: n = 8."""
    records = [
        record("a", estimate=2.5),
        record("b", estimate=1.6),
        record("c", estimate=1.5),
        record("d", estimate=1.05),
        record("e", estimate=3.0, decision="inconclusive"),
        record("f", status="wrong_output"),
        record("g", estimate=4.0, verified=False),
    ]
    s = summarize(records, problem_ids=list("abcdefgh"))
    # > 1.0: a b c d; > 1.1: a b c; > 1.5: a b (1.5 is not more than 1.5); > 2.0: a
    assert s["fast_p"] == pytest.approx({"1.0": 50.0, "1.1": 37.5, "1.5": 25.0, "2.0": 12.5})
    assert s["fast_p"]["1.0"] == s["faster_share"]
    # the paper's credit counts any correct point estimate above 1: e 3.0 and g 4.0 as well
    assert s["paper"]["fast_p"] == pytest.approx({"1.0": 75.0, "1.1": 62.5, "1.5": 50.0,
                                                  "2.0": 37.5})


def test_verified_pass_needs_a_tier_beyond_the_public_tests():
    """Public tests alone verify nothing: a candidate whose checks ran the public tier only is
    correct, not verified; one with a generated tier that passed is verified."""
    public_only = (Check(Tier.PUBLIC, True, 7, 7, True),
                   Check(Tier.GENERATED, False, detail="0 verification inputs, 240 invalid"))
    generated = (Check(Tier.PUBLIC, True, 7, 7, True), Check(Tier.GENERATED, True, 36, 36, True))
    records = [replace(record("a", estimate=1.5), checks=public_only),
               replace(record("b", estimate=1.5), checks=generated)]
    s = summarize(records)
    assert s["test_pass"] == 100.0 and s["verified_pass"] == 50.0
    assert records[0].verification_words() == (
        "7 public tests only: generated: not run (0 verification inputs, 240 invalid)")
    assert records[1].verification_words() == "verified (generated 36/36)"
