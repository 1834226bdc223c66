"""Interleaving, adaptive stopping and the paper-ref method, against a fake clock and fake runs."""

from __future__ import annotations

import pytest

from superasm.measure import (
    BASELINE,
    CANDIDATE,
    MeasureConfig,
    RunSample,
    TimingRunFailed,
    measure_instructions,
    measure_interleaved,
    measure_paper_ref,
    median_ci,
)


class FakeMachine:
    """Runs take a scripted time; the clock advances by exactly that time."""

    def __init__(self, base: float, cand: float, noise=None) -> None:
        self.now = 0.0
        self.base, self.cand = base, cand
        self.noise = noise or (lambda i: 0.0)
        self.log: list[tuple[str, int]] = []

    def clock(self) -> float:
        return self.now

    def run(self, which: str, test: int) -> RunSample:
        seconds = (self.base if which == BASELINE else self.cand) * (1 + self.noise(len(self.log)))
        self.log.append((which, test))
        self.now += seconds
        return RunSample(cpu_s=seconds, wall_s=seconds)


def test_runs_are_interleaved_and_order_alternates_by_round():
    m = FakeMachine(0.01, 0.01)
    config = MeasureConfig(warmup_rounds=1, min_rounds=4, max_rounds=4, budget_s=100)
    measure_interleaved(m.run, 2, config, m.clock)
    warmup, rounds = m.log[:4], m.log[4:]
    assert warmup == [(BASELINE, 0), (CANDIDATE, 0), (BASELINE, 1), (CANDIDATE, 1)]
    assert rounds[:4] == [(BASELINE, 0), (CANDIDATE, 0), (BASELINE, 1), (CANDIDATE, 1)]
    assert rounds[4:8] == [(CANDIDATE, 0), (BASELINE, 0), (CANDIDATE, 1), (BASELINE, 1)]
    # never two runs of the same binary in a row within a test: A B / B A
    assert len(rounds) == 4 * 4


def test_noise_free_speedup_stops_as_soon_as_precise():
    m = FakeMachine(0.02, 0.01)
    config = MeasureConfig(min_rounds=6, max_rounds=60, budget_s=1000)
    result = measure_interleaved(m.run, 3, config, m.clock)
    assert result.speedup == pytest.approx(2.0)
    assert result.speedup_ci == pytest.approx((2.0, 2.0))
    assert result.rounds == 6 and result.stop_reason == "precise"
    assert result.significant and result.faster


def test_noisy_equal_binaries_are_not_significant():
    # alternate +-5% noise so the ratio straddles 1
    m = FakeMachine(0.01, 0.01, noise=lambda i: (0.05, -0.05, 0.0)[i % 3])
    config = MeasureConfig(min_rounds=6, max_rounds=12, budget_s=1000)
    result = measure_interleaved(m.run, 1, config, m.clock)
    assert result.speedup_ci[0] < 1.0 < result.speedup_ci[1]
    assert not result.significant and not result.faster
    assert result.stop_reason == "max_rounds"


def test_budget_stops_the_rounds():
    m = FakeMachine(0.5, 0.5, noise=lambda i: 0.1 * ((i % 5) - 2))
    config = MeasureConfig(min_rounds=6, max_rounds=60, budget_s=5.0, warmup_rounds=0)
    result = measure_interleaved(m.run, 2, config, m.clock)
    assert result.stop_reason == "budget"
    assert m.now <= 5.0 + 2.0  # at most one round over
    assert "few_rounds" in result.flags


def test_short_baselines_are_flagged():
    m = FakeMachine(0.001, 0.001)
    result = measure_interleaved(m.run, 2, MeasureConfig(min_rounds=6), m.clock)
    assert "baseline_too_short" in result.flags


def test_failed_run_propagates():
    def run(which, test):
        if which == CANDIDATE and test == 1:
            raise TimingRunFailed(which, test, "wrong_output", "changed")
        return RunSample(0.01, 0.01)

    with pytest.raises(TimingRunFailed):
        measure_interleaved(run, 2, MeasureConfig(), lambda: 0.0)


def test_median_ci_order_statistics():
    values = list(range(1, 11))  # n = 10: the 95% interval is (x_2, x_9)
    assert median_ci(values) == (2, 9)
    assert median_ci([5.0]) == (5.0, 5.0)
    assert median_ci([3, 1, 2]) == (1, 3)  # too few for 95%: the full range


def test_paper_ref_clamps_each_test_then_averages():
    # test 0: candidate 2x faster; test 1: candidate 2x slower -> clamped to 1; mean 1.5
    times = {(BASELINE, 0): 0.02, (CANDIDATE, 0): 0.01, (BASELINE, 1): 0.01, (CANDIDATE, 1): 0.02}
    calls = []

    def run(which, test):
        calls.append((which, test))
        return RunSample(times[(which, test)], times[(which, test)])

    result = measure_paper_ref(run, 2, MeasureConfig(method="paper-ref"))
    assert result.speedup == pytest.approx(1.5)
    assert result.significant  # the reference credits any point estimate above 1
    assert len(calls) == 2 * 2 * (3 + 10)
    assert calls[:13] == [(BASELINE, 0)] * 13  # hyperfine-style: one binary after the other


def test_instructions_ratio_of_totals():
    counts = {(BASELINE, 0): 300, (CANDIDATE, 0): 100, (BASELINE, 1): 100, (CANDIDATE, 1): 100}
    result = measure_instructions(lambda w, t: counts[(w, t)], 2)
    assert result.speedup == pytest.approx(2.0)
    assert result.significant and result.speedup_ci == (2.0, 2.0)


def test_bad_config_is_refused():
    with pytest.raises(ValueError, match="timing method"):
        MeasureConfig(method="fast")
    with pytest.raises(ValueError, match="clock"):
        MeasureConfig(clock="cycles")
