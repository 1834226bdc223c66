"""Timing a candidate against its baseline, honestly.

Three methods, chosen by name:

``default`` (interleaved, adaptive)
    After warm-ups, each *round* runs every test once for each binary, alternating the order
    (A B on even rounds, B A on odd ones) so that drift and cache effects hit both equally.  A
    round gives one paired observation of the paper's t(P)/t(P'): the baseline's total time over
    the test set divided by the candidate's.  The estimate is the median of those ratios (run
    times are right-skewed: interference only ever adds time), and its 95% confidence interval is
    the distribution-free order-statistic interval of the median.  Rounds continue until the
    interval is tight enough, the per-candidate budget is spent, or a maximum is reached.  A
    speedup is *significant* when the interval excludes 1.

``paper-ref``
    The released SuperCoder code re-created for comparison: hyperfine-style 3 warm-ups and 10
    runs of each binary per test (baseline first, then candidate), mean wall time, the per-test
    ratio clamped to ≥ 1, averaged over tests.  No interval; noise reads as speedup.  Never the
    default.

``instructions``
    Deterministic instruction counts (valgrind/callgrind) summed over the test set.  Exactly
    repeatable, but instructions are not time: a cross-check, not the truth.

The functions here are pure: they take a ``run(which, test)`` callable and a clock, so tests
drive them with fakes and the harness drives them with the sandbox.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass

from superasm.problem import Measurement, Timing

BASELINE = "baseline"
CANDIDATE = "candidate"
METHODS = ("default", "paper-ref", "instructions", "none")
CLOCKS = ("cpu", "wall")


@dataclass(frozen=True)
class RunSample:
    """One run of one binary on one test."""

    cpu_s: float
    wall_s: float

    def seconds(self, clock: str) -> float:
        return self.cpu_s if clock == "cpu" else self.wall_s


class TimingRunFailed(Exception):
    """A run during timing failed (crash, changed output): the candidate is not correct after all."""

    def __init__(self, which: str, test: int, status: str, detail: str) -> None:
        super().__init__(f"{which} failed on test {test} during timing: {detail}")
        self.which, self.test, self.status, self.detail = which, test, status, detail


RunFn = Callable[[str, int], RunSample]
Clock = Callable[[], float]


@dataclass
class MeasureConfig:
    method: str = "default"
    clock: str = "cpu"
    warmup_rounds: int = 1
    min_rounds: int = 6
    max_rounds: int = 60
    #: stop once the interval's half-width is below this fraction of the estimate
    target_rel_halfwidth: float = 0.02
    #: wall-clock seconds one candidate's timing may take (warm-ups included)
    budget_s: float = 30.0
    confidence: float = 0.95
    #: hyperfine warns below 5 ms: shorter baselines are flagged as too short to measure
    too_short_s: float = 0.005
    paper_ref_warmup: int = 3
    paper_ref_runs: int = 10

    def __post_init__(self) -> None:
        if self.method not in METHODS:
            raise ValueError(f"timing method must be one of {', '.join(METHODS)}, not {self.method!r}")
        if self.clock not in CLOCKS:
            raise ValueError(f"clock must be 'cpu' or 'wall', not {self.clock!r}")
        if self.min_rounds < 1 or self.max_rounds < self.min_rounds:
            raise ValueError("need 1 <= min_rounds <= max_rounds")


def _binom_cdf(k: int, n: int) -> float:
    """P(X <= k) for X ~ Binomial(n, 1/2)."""
    return sum(math.comb(n, i) for i in range(0, k + 1)) / 2.0**n


def median_ci(values: list[float], confidence: float = 0.95) -> tuple[float, float]:
    """Distribution-free interval for the median from order statistics.

    Chooses the widest symmetric pair (x_(j), x_(n+1-j)) whose coverage
    1 - 2·P(Binom(n, ½) ≤ j-1) still reaches ``confidence``; with too few values for that, the
    full range (the best available, coverage 1 - 2^(1-n)).
    """
    xs = sorted(values)
    n = len(xs)
    if n == 0:
        raise ValueError("no values")
    if n == 1:
        return xs[0], xs[0]
    best = 1
    for j in range(1, n // 2 + 1):
        coverage = 1.0 - 2.0 * _binom_cdf(j - 1, n)
        if coverage >= confidence:
            best = j
        else:
            break
    return xs[best - 1], xs[n - best]


def _timing(totals: list[float], confidence: float) -> Timing:
    return Timing(statistics.median(totals), median_ci(totals, confidence), len(totals))


def measure_interleaved(run: RunFn, n_tests: int, config: MeasureConfig,
                        clock: Clock = time.monotonic) -> Measurement:
    """The default method (see module docstring).  Raises TimingRunFailed if a run fails."""
    if n_tests < 1:
        raise ValueError("need at least one test to time")
    start = clock()
    for _ in range(config.warmup_rounds):
        for test in range(n_tests):
            run(BASELINE, test)
            run(CANDIDATE, test)
    per_test: dict[str, list[list[float]]] = {
        BASELINE: [[] for _ in range(n_tests)],
        CANDIDATE: [[] for _ in range(n_tests)],
    }
    base_totals: list[float] = []
    cand_totals: list[float] = []
    ratios: list[float] = []
    stop_reason = "max_rounds"
    round_seconds = 0.0
    for round_index in range(config.max_rounds):
        round_start = clock()
        order = (BASELINE, CANDIDATE) if round_index % 2 == 0 else (CANDIDATE, BASELINE)
        totals = {BASELINE: 0.0, CANDIDATE: 0.0}
        for test in range(n_tests):
            for which in order:
                seconds = run(which, test).seconds(config.clock)
                per_test[which][test].append(seconds)
                totals[which] += seconds
        base_totals.append(totals[BASELINE])
        cand_totals.append(totals[CANDIDATE])
        ratios.append(totals[BASELINE] / max(totals[CANDIDATE], 1e-9))
        round_seconds = clock() - round_start
        done = len(ratios)
        if done >= config.min_rounds:
            lo, hi = median_ci(ratios, config.confidence)
            estimate = statistics.median(ratios)
            if (hi - lo) / 2.0 <= config.target_rel_halfwidth * estimate:
                stop_reason = "precise"
                break
        if clock() - start + round_seconds > config.budget_s and done >= min(config.min_rounds, 2):
            stop_reason = "budget"
            break
    estimate = statistics.median(ratios)
    lo, hi = median_ci(ratios, config.confidence)
    flags = []
    mean_test_time = statistics.median(base_totals) / n_tests
    if mean_test_time < config.too_short_s:
        flags.append("baseline_too_short")
    if len(ratios) < 6:
        flags.append("few_rounds")
    return Measurement(
        method="default",
        clock=config.clock,
        speedup=estimate,
        speedup_ci=(lo, hi),
        significant=lo > 1.0 or hi < 1.0,
        baseline=_timing(base_totals, config.confidence),
        candidate=_timing(cand_totals, config.confidence),
        rounds=len(ratios),
        per_test=[
            {
                "test": t,
                "baseline": statistics.median(per_test[BASELINE][t]),
                "candidate": statistics.median(per_test[CANDIDATE][t]),
            }
            for t in range(n_tests)
        ],
        flags=flags,
        stop_reason=stop_reason,
    )


def measure_paper_ref(run: RunFn, n_tests: int, config: MeasureConfig) -> Measurement:
    """The reference implementation's method, re-created (see module docstring).  Wall time."""
    per_test = []
    clamped = []
    base_total = cand_total = 0.0
    for test in range(n_tests):
        means = {}
        for which in (BASELINE, CANDIDATE):
            for _ in range(config.paper_ref_warmup):
                run(which, test)
            times = [run(which, test).wall_s for _ in range(config.paper_ref_runs)]
            means[which] = statistics.fmean(times)
        ratio = means[BASELINE] / max(means[CANDIDATE], 1e-9)
        clamped.append(max(1.0, ratio))
        per_test.append({"test": test, "baseline": means[BASELINE], "candidate": means[CANDIDATE]})
        base_total += means[BASELINE]
        cand_total += means[CANDIDATE]
    speedup = statistics.fmean(clamped)
    flags = ["no_confidence_interval", "per_test_clamp"]
    if base_total / n_tests < config.too_short_s:
        flags.append("baseline_too_short")
    return Measurement(
        method="paper-ref",
        clock="wall",
        speedup=speedup,
        speedup_ci=(speedup, speedup),
        significant=speedup > 1.0,
        baseline=Timing(base_total, (base_total, base_total), config.paper_ref_runs),
        candidate=Timing(cand_total, (cand_total, cand_total), config.paper_ref_runs),
        rounds=config.paper_ref_runs,
        per_test=per_test,
        flags=flags,
        stop_reason="fixed",
    )


def measure_instructions(count: Callable[[str, int], int], n_tests: int) -> Measurement:
    """Deterministic: total instructions of baseline over candidate on the test set."""
    per_test = []
    totals = {BASELINE: 0, CANDIDATE: 0}
    for test in range(n_tests):
        row: dict[str, float] = {"test": test}
        for which in (BASELINE, CANDIDATE):
            value = count(which, test)
            totals[which] += value
            row[which] = float(value)
        per_test.append(row)
    speedup = totals[BASELINE] / max(totals[CANDIDATE], 1)
    base, cand = float(totals[BASELINE]), float(totals[CANDIDATE])
    return Measurement(
        method="instructions",
        clock="instructions",
        speedup=speedup,
        speedup_ci=(speedup, speedup),
        significant=totals[BASELINE] != totals[CANDIDATE],
        baseline=Timing(base, (base, base), 1),
        candidate=Timing(cand, (cand, cand), 1),
        rounds=1,
        per_test=per_test,
        flags=["deterministic"],
        stop_reason="fixed",
    )
