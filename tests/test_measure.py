"""The timing methods against fake machines: interleaving, the sequential rule, its error rates
on simulated noise, the two-clock rule, paper-ref and instruction counts."""

from __future__ import annotations

import dataclasses
import math
import random
import statistics

import pytest

from superasm import measure as measure_module
from superasm.measure import (
    BASELINE,
    CANDIDATE,
    TIMING_METHODS,
    Clock,
    Decision,
    MeasureConfig,
    RunSample,
    TimingMethod,
    TimingRunFailed,
    Unit,
    count_credit,
    effective_min_effect,
    measure,
    measure_default,
    measure_instructions,
    measure_paper_ref,
    method_spec,
    read_count,
    recompute,
    relative_spread,
    round_runs,
    t_quantile_two_sided,
)
from superasm.verdict import Measurement, Timing


class FakeMachine:
    """Runs take a scripted time; the clock advances by exactly that time.

    ``ratio`` is the true speedup t(baseline)/t(candidate); ``noise(rng)`` multiplies each run's
    time; ``wall_ratio`` lets the wall clock tell another story than the CPU clock.
    """

    def __init__(self, ratio: float = 1.0, noise=None, seed: int = 0, base: float = 0.01,
                 wall_ratio: float | None = None, wall_noise=None, stall=None) -> None:
        self.now = 0.0
        self.base, self.ratio = base, ratio
        self.wall_ratio = ratio if wall_ratio is None else wall_ratio
        self.noise = noise or (lambda rng: 1.0)
        #: extra noise of the wall clock alone (it also sees the machine's other load)
        self.wall_noise = wall_noise or (lambda rng: 1.0)
        #: stall(round, which) -> seconds the wall clock alone sees added (a sleep)
        self.stall = stall or (lambda round_, which: 0.0)
        self.rng = random.Random(seed)
        self.log: list[list[tuple[str, int]]] = []

    def clock(self) -> float:
        return self.now

    def __call__(self, runs, wrapper=(), slowdown=1.0, count_log=False):
        self.log.append(list(runs))
        out = []
        for which, _test in runs:
            factor = self.noise(self.rng)
            cpu = self.base * factor / (self.ratio if which == CANDIDATE else 1.0)
            wall = self.base * factor * self.wall_noise(self.rng) / (
                self.wall_ratio if which == CANDIDATE else 1.0) + self.stall(len(self.log), which)
            self.now += wall
            out.append(RunSample(cpu_s=cpu, wall_s=wall))
        return out


def lognormal(sd: float, outliers: float = 0.0):
    """Right-skewed run-time noise: lognormal, plus rare interference that only adds time."""
    def draw(rng: random.Random) -> float:
        spike = 1.3 if rng.random() < outliers else 1.0
        return math.exp(rng.gauss(0.0, sd)) * spike
    return draw


def test_each_round_is_one_request_in_a_balanced_order():
    m = FakeMachine(2.0)
    measure_default(m, 2, MeasureConfig(min_rounds=4, max_rounds=4), m.clock)
    # the first round: the baseline before the candidate on each test, balanced after the
    # candidate's own tests; later ones open with the binary that ran last, alternate per test
    # and visit an even number of tests backwards every other round
    assert m.log[0] == [(BASELINE, 0), (BASELINE, 1), (CANDIDATE, 1), (CANDIDATE, 0)]
    assert m.log[1] == [(CANDIDATE, 1), (BASELINE, 1), (BASELINE, 0), (CANDIDATE, 0)]
    assert m.log[2] == [(CANDIDATE, 0), (BASELINE, 0), (BASELINE, 1), (CANDIDATE, 1)]
    assert len(m.log) == 4


def transitions(sequence: list[str], before: str) -> dict[tuple[str, str], int]:
    counts = {(a, b): 0 for a in (BASELINE, CANDIDATE) for b in (BASELINE, CANDIDATE)}
    for previous, current in zip([before, *sequence[:-1]], sequence, strict=True):
        counts[(previous, current)] += 1
    return counts


@pytest.mark.parametrize("n_tests", [1, 2, 3, 4, 5, 8])
def test_each_binary_follows_the_other_as_often_as_itself_in_every_round(n_tests: int) -> None:
    """Issue 26.4: whatever a run leaves behind for the next run lands on the baseline and the
    candidate equally often in every round, and on the same tests."""
    last = CANDIDATE
    orders: dict[int, set[tuple[str, str]]] = {t: set() for t in range(n_tests)}
    for round_index in range(8):
        runs = round_runs(n_tests, round_index, last)
        assert sorted(runs) == sorted((w, t) for t in range(n_tests) for w in (BASELINE, CANDIDATE))
        count = transitions([which for which, _ in runs], last)
        assert count[(CANDIDATE, BASELINE)] == count[(CANDIDATE, CANDIDATE)], (round_index, count)
        assert count[(BASELINE, CANDIDATE)] == count[(BASELINE, BASELINE)], (round_index, count)
        # both runs of every test follow a run of the same binary
        previous = last
        by_test: dict[int, list[str]] = {t: [] for t in range(n_tests)}
        for which, test in runs:
            by_test[test].append(previous)
            previous = which
        assert all(len(set(p)) == 1 for p in by_test.values()), by_test
        for test in range(n_tests):
            orders[test].add(tuple(w for w, t in runs if t == test))  # type: ignore[arg-type]
            if round_index == 0:  # nothing runs twice: the baseline's first run sets the limit
                assert orders[test] == {(BASELINE, CANDIDATE)} or test == n_tests - 1
        last = runs[-1][0]
    assert all(len(o) == 2 for o in orders.values()), "every test is timed in both orders"


class LingeringMachine(FakeMachine):
    """A candidate that leaves the core slow for whatever runs next (caches and TLB flushed):
    every run after a candidate run takes ``penalty`` of the base time longer, across requests
    too (the core is the same).  The candidate itself is ``ratio`` as fast as the baseline."""

    def __init__(self, penalty: float, **kwargs) -> None:
        super().__init__(**kwargs)
        self.penalty = penalty
        self.previous = CANDIDATE

    def __call__(self, runs, wrapper=(), slowdown=1.0, count_log=False):
        out = []
        for sample, (which, _test) in zip(super().__call__(runs), runs, strict=True):
            extra = self.base * self.penalty if self.previous == CANDIDATE else 0.0
            self.now += extra
            out.append(RunSample(sample.cpu_s + extra, sample.wall_s + extra))
            self.previous = which
        return out


def alternating(n_tests: int, round_index: int, last: str = CANDIDATE) -> list[tuple[str, int]]:
    """The order before issue 26: A B per test, then B A per test."""
    order = (BASELINE, CANDIDATE) if round_index % 2 == 0 else (CANDIDATE, BASELINE)
    return [(which, test) for test in range(n_tests) for which in order]


def lingering_credit(trials: int, n_tests: int) -> tuple[float, float]:
    """(share credited, median estimate) of a candidate 3% slower than the baseline that makes
    the next run 40% slower."""
    credited, estimates = 0, []
    for seed in range(trials):
        m = LingeringMachine(0.4, ratio=0.97, noise=lognormal(0.02), seed=seed)
        result = measure_default(m, n_tests, MeasureConfig(), m.clock)
        credited += result.faster
        estimates.append(result.estimate)
    return credited / trials, statistics.median(estimates)


@pytest.mark.parametrize("n_tests", [1, 2, 3, 6])
def test_slowing_whatever_runs_next_earns_nothing(n_tests: int,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The effect cancels: the damage falls on both binaries alike, so the candidate reads as
    what it is (slower).  Control: the old alternation credits the same machine."""
    share, estimate = lingering_credit(100, n_tests)
    assert share == 0.0 and estimate < 1.0, (share, estimate)
    monkeypatch.setattr(measure_module, "round_runs", alternating)
    share_old, estimate_old = lingering_credit(100, n_tests)
    if n_tests > 1:  # with one test, alternation was already balanced over two rounds
        assert share_old > 0.9 and estimate_old > 1.1, (share_old, estimate_old)


def test_a_clear_speedup_is_decided_at_the_first_look():
    m = FakeMachine(2.0, lognormal(0.02))
    result = measure_default(m, 3, MeasureConfig(), m.clock)
    assert result.decision is Decision.FASTER and result.faster
    assert result.rounds == 4
    assert result.estimate == pytest.approx(2.0, rel=0.05)
    assert result.ci[0] < result.estimate < result.ci[1]


def test_identical_speed_is_not_credited_and_stops_early():
    m = FakeMachine(1.0, lognormal(0.03), seed=3)
    config = MeasureConfig()
    result = measure_default(m, 1, config, m.clock)
    assert not result.faster
    assert result.decision in (Decision.NOT_FASTER, Decision.SLOWER, Decision.INCONCLUSIVE)
    # early: well before the last look the budget would allow
    assert result.rounds < config.max_rounds and len(m.log) == result.rounds


def test_budget_ends_the_rounds_with_a_last_decision():
    m = FakeMachine(1.02, lognormal(0.05), base=0.5)
    result = measure_default(m, 2, MeasureConfig(budget_s=5.0, max_rounds=64), m.clock)
    assert m.now <= 5.0 + 2 * 2 * 0.5 * 1.5  # at most about one round over
    assert result.rounds < 64
    # a 2% gain under 5% noise cannot be decided in ten rounds: the budget, not a look, ended it
    assert result.decision in (Decision.INCONCLUSIVE, Decision.NOT_FASTER)
    assert result.rounds not in MeasureConfig(budget_s=5.0, max_rounds=64).looks()[1:]


def test_short_baselines_are_flagged():
    m = FakeMachine(1.0, base=0.001)
    assert "baseline_too_short" in measure_default(m, 2, MeasureConfig(), m.clock).flags


def test_a_steady_small_difference_on_a_short_baseline_is_not_credited():
    """Issue 33's A/A: identical code, runs of 1.5 ms that are mostly process start, and a
    steady 2.7% between the two binaries (their layout, not their code).  The interval shrinks
    around it; on a baseline long enough to time that would be credited, on this one it must
    clear the larger minimum effect, which it does not."""
    config = MeasureConfig(max_rounds=64, budget_s=60.0)
    short = FakeMachine(1.027, lognormal(0.01), base=0.0015)
    result = measure_default(short, 3, config, short.clock)
    assert not result.faster and result.decision is Decision.NOT_FASTER, result
    assert "baseline_too_short" in result.flags and result.min_effect >= 0.05
    long = FakeMachine(1.027, lognormal(0.01), base=0.02)
    result = measure_default(long, 3, config, long.clock)
    assert result.faster and result.min_effect == config.min_effect, result


def test_a_real_gain_on_a_short_baseline_is_still_credited():
    m = FakeMachine(1.5, lognormal(0.02), base=0.001)
    result = measure_default(m, 3, MeasureConfig(), m.clock)
    assert result.faster and "baseline_too_short" in result.flags


def test_the_short_baselines_minimum_effect_grows_with_the_noise_of_its_runs():
    quiet = effective_min_effect(MeasureConfig(), [0.003] * 4, [[0.001, 0.00101, 0.00099]] * 3)
    assert quiet == (0.05, True)
    noisy_runs = [[0.001, 0.0011, 0.0009, 0.00104, 0.00096]] * 3
    noisy, short = effective_min_effect(MeasureConfig(), [0.003] * 5, noisy_runs)
    assert noisy == pytest.approx(3 * relative_spread(noisy_runs)) and noisy > 0.05 and short
    assert effective_min_effect(MeasureConfig(), [0.3] * 5, noisy_runs) == (0.01, False), \
        "long: as set"
    m = FakeMachine(1.15, lognormal(0.06), base=0.001, seed=1)
    result = measure_default(m, 2, MeasureConfig(max_rounds=64, budget_s=60.0), m.clock)
    assert result.min_effect > 0.1 and not result.faster, result


def test_a_failed_run_propagates():
    def runner(runs, wrapper=(), slowdown=1.0, count_log=False):
        if (CANDIDATE, 1) in runs:
            raise TimingRunFailed(CANDIDATE, 1, "wrong_output", "changed")
        return [RunSample(0.01, 0.01) for _ in runs]

    with pytest.raises(TimingRunFailed):
        measure_default(runner, 2, MeasureConfig(), lambda: 0.0)


# ---------------------------------------------------------------------------- two clocks
def test_a_cpu_speedup_the_wall_clock_contradicts_is_not_credited():
    # the CPU clock says 8x (some work went unseen), the wall clock says 1x
    m = FakeMachine(8.0, lognormal(0.02), wall_ratio=1.0)
    result = measure_default(m, 2, MeasureConfig(clock="cpu"), m.clock)
    assert result.decision is Decision.CLOCK_DISAGREEMENT
    assert "clock_disagreement" in result.flags and not result.faster
    assert result.other_clock_estimate == pytest.approx(1.0, rel=0.05)


def test_clocks_that_roughly_agree_are_credited():
    m = FakeMachine(2.0, lognormal(0.02), wall_ratio=1.8)
    result = measure_default(m, 2, MeasureConfig(clock="cpu"), m.clock)
    assert result.decision is Decision.FASTER


def test_a_second_clock_too_wide_to_say_anything_is_not_agreement():
    """The sleep trick: work hidden from the CPU clock (8x there) and, in one round, a 0.4 s
    sleep that blows the wall clock's interval open.  Wide is not agreement."""
    m = FakeMachine(8.0, lognormal(0.02), wall_ratio=1 / 2.2,
                    stall=lambda round_, which: 0.4 if round_ == 1 and which == CANDIDATE else 0)
    result = measure_default(m, 1, MeasureConfig(clock="cpu"), m.clock)
    assert not result.faster and result.decision is Decision.CLOCK_DISAGREEMENT
    m = FakeMachine(8.0, lognormal(0.02), wall_ratio=1.0,
                    stall=lambda round_, which: 0.4 if round_ == 1 and which == CANDIDATE else 0)
    assert not measure_default(m, 1, MeasureConfig(clock="cpu"), m.clock).faster


def test_real_gains_are_found_with_a_noisier_wall_clock():
    """A true 10% gain; the wall clock carries noise of its own (3x the CPU's, as under load)
    and must confirm it: found at least 95% of the time."""
    found = 0
    for seed in range(200):
        m = FakeMachine(1.10, lognormal(0.03), seed=seed, wall_noise=lognormal(0.09))
        found += measure_default(m, 2, MeasureConfig(), m.clock).faster
    assert found >= 190, found


def test_the_wall_clock_can_decide_with_cpu_as_the_check():
    m = FakeMachine(1.0, lognormal(0.02), wall_ratio=3.0)  # waits less, computes as much
    result = measure_default(m, 2, MeasureConfig(clock="wall"), m.clock)
    assert result.clock is Clock.WALL and result.decision is Decision.CLOCK_DISAGREEMENT


# ---------------------------------------------------------------------------- error rates
def credit_rate(ratio: float, sd: float, trials: int, outliers: float = 0.0,
                config: MeasureConfig | None = None) -> tuple[float, float]:
    """(share credited, mean rounds) over simulated candidates of one true speedup."""
    config = config or MeasureConfig()
    credited = rounds = 0
    for seed in range(trials):
        m = FakeMachine(ratio, lognormal(sd, outliers), seed=seed)
        result = measure_default(m, 2, config, m.clock)
        credited += result.faster
        rounds += result.rounds
    return credited / trials, rounds / trials


def test_identical_code_is_essentially_never_credited():
    """Simulated A/A pairs, noisy and with interference spikes: the false-credit share stays far
    below the nominal level (the interval must clear 1 + min_effect, not 1)."""
    share, rounds = credit_rate(1.0, 0.03, 1000, outliers=0.05)
    assert share <= 0.005
    assert rounds < 6, "a sequential rule should stop most A/A pairs at the first look"


def test_false_credit_at_the_minimum_effect_stays_at_the_nominal_level():
    """The hardest case: the true speedup is exactly the minimum effect, and the rule looks up
    to five times.  The share credited must not exceed (1 - confidence)/2 = 2.5% (plus three
    binomial standard errors for 2,000 trials)."""
    share, _ = credit_rate(1.01, 0.02, 2000)
    assert share <= 0.025 + 3 * math.sqrt(0.025 * 0.975 / 2000)


def test_real_speedups_are_found():
    share, rounds = credit_rate(1.10, 0.03, 300)
    assert share >= 0.95
    share_large, rounds_large = credit_rate(1.5, 0.03, 300)
    assert share_large == 1.0 and rounds_large == 4


def test_t_quantiles_match_the_tables():
    assert t_quantile_two_sided(0.95, 1) == pytest.approx(12.706, abs=1e-3)
    assert t_quantile_two_sided(0.95, 3) == pytest.approx(3.182, abs=1e-3)
    assert t_quantile_two_sided(0.95, 10) == pytest.approx(2.228, abs=1e-3)
    assert t_quantile_two_sided(0.99, 15) == pytest.approx(2.947, abs=1e-3)


def test_looks_double_from_the_first():
    assert MeasureConfig(min_rounds=4, max_rounds=32).looks() == [4, 8, 16, 32]
    assert MeasureConfig(min_rounds=3, max_rounds=10).looks() == [3, 6, 10]


# ---------------------------------------------------------------------------- other methods
def test_paper_ref_clamps_each_test_then_averages():
    # test 0: candidate 2x faster; test 1: candidate 2x slower -> clamped to 1; mean 1.5
    times = {(BASELINE, 0): 0.02, (CANDIDATE, 0): 0.01, (BASELINE, 1): 0.01, (CANDIDATE, 1): 0.02}
    requests = []

    def runner(runs, wrapper=(), slowdown=1.0, count_log=False):
        requests.append(list(runs))
        return [RunSample(times[r], times[r]) for r in runs]

    result = measure_paper_ref(runner, 2, MeasureConfig(method="paper-ref"))
    assert result.estimate == pytest.approx(1.5)
    assert result.faster  # the reference credits any point estimate above 1
    assert requests[0] == [(BASELINE, 0)] * 13  # hyperfine-style: one binary after the other
    assert len(requests) == 4


def counter_log(count: int, pid: int = 7, images: int = 1, counts: int = 1,
                extra: bytes = b"") -> bytes:
    """A log as valgrind writes it: a banner per image started, a summary per count."""
    banner = (f"=={pid}== Callgrind, a call-graph generating cache profiler\n"
              f"=={pid}== Command: /prog\n=={pid}== \n").encode()
    summary = f"=={pid}== \n=={pid}== Events    : Ir\n=={pid}== Collected : {count}\n".encode()
    return banner * images + extra + summary * counts


def test_a_count_is_read_only_from_a_log_of_one_counted_image():
    assert read_count(counter_log(1234)) == 1234
    assert read_count(counter_log(1234, images=2)) is None, "an execve started a second valgrind"
    assert read_count(counter_log(1234, counts=2)) is None, "a forked child reported its own"
    assert read_count(counter_log(1234, counts=0)) is None, "the count never came"
    forged = b"==7== Collected : 1\n"
    assert read_count(counter_log(1234, extra=forged)) is None, "a line the run wrote itself"
    assert read_count(counter_log(1234, counts=0) + b"==8== Collected : 1\n") is None, (
        "a count of another process")
    assert read_count(counter_log(1234, extra=b"x" * (1 << 16))) is None, "a flooded log"


def test_an_uncounted_candidate_earns_nothing():
    def runner(runs, wrapper=(), slowdown=1.0, count_log=False):
        return [RunSample(0.0, 0.0, counter_log(1000) if which == BASELINE
                          else counter_log(1, images=2)) for which, _ in runs]

    result = measure_instructions(runner, 2, MeasureConfig(method="instructions"))
    assert result.decision is Decision.UNCOUNTED and result.estimate == 1.0
    assert "uncounted_image" in result.flags and not result.faster


class CountingMachine(FakeMachine):
    """Counted runs report ``counts[which]`` instructions per test; timed runs take the time
    FakeMachine scripts (``ratio``: the true speedup in time)."""

    def __init__(self, counts: dict[str, int], **kwargs) -> None:
        super().__init__(**kwargs)
        self.counts = counts
        self.counted = self.timed = 0

    def __call__(self, runs, wrapper=(), slowdown=1.0, count_log=False):
        if count_log:
            assert wrapper and wrapper[0].endswith("valgrind") and slowdown > 1
            self.counted += len(runs)
            return [RunSample(0.0, 0.0, counter_log(self.counts[which])) for which, _ in runs]
        assert not wrapper
        self.timed += len(runs)
        return super().__call__(runs)


def counted(counts: dict[str, int], ratio: float, **kwargs):
    m = CountingMachine(counts, ratio=ratio, noise=lognormal(0.02), **kwargs)
    return measure_instructions(m, 2, MeasureConfig(method="instructions"), m.clock), m


def test_instructions_ratio_of_totals():
    counts = {(BASELINE, 0): 300, (CANDIDATE, 0): 100, (BASELINE, 1): 100, (CANDIDATE, 1): 100}

    def runner(runs, wrapper=(), slowdown=1.0, count_log=False):
        if count_log:
            return [RunSample(0.0, 0.0, counter_log(counts[r])) for r in runs]
        return [RunSample(0.02 if which == BASELINE else 0.01, 0.02 if which == BASELINE
                          else 0.01) for which, _ in runs]  # time says 2x as well

    result = measure_instructions(runner, 2, MeasureConfig(method="instructions"))
    assert result.estimate == pytest.approx(2.0) and result.faster
    assert result.ci == (2.0, 2.0) and "deterministic" in result.flags
    assert result.baseline.median == 400 and result.candidate.median == 200


def test_a_count_time_confirms_is_paid_exactly():
    """Keep what counts are for: an honest 2x, a little faster than that in time, is paid the
    count's 2.00 exactly."""
    result, m = counted({BASELINE: 2000, CANDIDATE: 1000}, ratio=2.2)
    assert result.decision is Decision.FASTER and result.estimate == pytest.approx(2.0)
    assert "time_confirmed" in result.flags and "deterministic" in result.flags
    assert result.other_clock_estimate == pytest.approx(2.2, rel=0.05)
    assert result.clock is Clock.CPU and m.counted == 4 and m.timed > 0


@pytest.mark.parametrize(("name", "count_ratio", "time_ratio"), [
    ("popcnt and a cpuid every eighth value", 30.95, 1 / 20),  # issue 26.3
    ("an mfence per value", 35.6, 0.9),
    ("fewer instructions, same time", 3.0, 1.0),
])
def test_a_count_time_contradicts_is_not_paid(name: str, count_ratio: float,
                                              time_ratio: float) -> None:
    """Issue 26.3: instructions that count as few but cost many cycles; slower (or no faster)
    in time, so no credit, and the estimate is no higher than the time's."""
    result, _ = counted({BASELINE: round(1000 * count_ratio), CANDIDATE: 1000}, ratio=time_ratio)
    assert not result.faster and result.decision is not Decision.FASTER, name
    assert result.estimate <= max(time_ratio, 1.0) * 1.05, name
    assert "count_not_confirmed_by_time" in result.flags
    assert result.baseline.median / result.candidate.median == pytest.approx(count_ratio, 1e-3)


def test_a_count_above_what_time_allows_is_capped_at_the_time():
    """35.6x in counts for a real 1.3x: paid no more than the time's point estimate (issue 33:
    never the interval's upper end)."""
    result, _ = counted({BASELINE: 35600, CANDIDATE: 1000}, ratio=1.3)
    assert result.faster and "count_capped_by_time" in result.flags
    assert result.other_clock_ci is not None and result.other_clock_estimate is not None
    assert result.estimate == result.other_clock_estimate < result.other_clock_ci[1]
    assert result.estimate == pytest.approx(1.3, rel=0.05)
    assert "deterministic" not in result.flags


def test_a_count_on_a_program_too_short_for_the_wall_clock_is_paid_what_cpu_allows():
    """A short program: the count says 47x, CPU time a tight 1.2x, the wall clock too noisy to
    say anything.  The wall clock does not contradict, so the count is paid, capped at CPU's
    interval (the default method would want the wall clock to confirm on its own)."""
    result, _ = counted({BASELINE: 47_000, CANDIDATE: 1000}, ratio=1.2,
                        wall_noise=lognormal(0.4))
    assert result.faster and "count_capped_by_time" in result.flags
    assert 1.0 < result.estimate <= result.ci[1] < 1.3


def test_count_credit_pays_at_most_the_point_estimate_whatever_the_interval():
    """Issue 33: the same time estimate with a wider interval is never paid more; a count
    below the estimate is paid the count."""
    def timed(estimate: float, low: float, high: float) -> Measurement:
        return Measurement(method=TimingMethod.DEFAULT, clock=Clock.CPU, estimate=estimate,
                           ci=(low, high), decision=Decision.FASTER,
                           baseline=Timing(1.0, (1.0, 1.0), 4),
                           candidate=Timing(0.25, (0.25, 0.25), 4), rounds=4,
                           other_clock_estimate=estimate, other_clock_ci=(low, high))

    steady = count_credit(8.0, timed(4.0, 3.9, 4.1), 0.01)
    noisy = count_credit(8.0, timed(4.0, 1.5, 14.1), 0.01)
    assert steady[0] == noisy[0] == 4.0
    assert noisy[1][1] <= 4.0 and noisy[2] is Decision.FASTER
    assert "count_capped_by_time" in noisy[3]
    assert count_credit(3.0, timed(4.0, 1.5, 14.1), 0.01)[0] == 3.0


def busy_wait_machine(seed: int, wait_share: float, wait_s: float = 0.008) -> CountingMachine:
    """A popcnt-like candidate: 8x fewer instructions, 4x faster in time; with ``wait_share``
    > 0 it adds a random busy wait (CPU and wall alike) to that share of its runs, which the
    counted run (under valgrind, once) never shows."""
    m = CountingMachine({BASELINE: 8000, CANDIDATE: 1000}, ratio=4.0, noise=lognormal(0.03),
                        seed=seed, base=0.02)
    waits = random.Random(seed + 10_000)
    plain = FakeMachine.__call__

    def timed(runs, wrapper=(), slowdown=1.0, count_log=False):
        if count_log:
            return CountingMachine.__call__(m, runs, wrapper, slowdown, count_log)
        samples = plain(m, runs)
        out = []
        for (which, _), sample in zip(runs, samples, strict=True):
            extra = wait_s if which == CANDIDATE and waits.random() < wait_share else 0.0
            m.now += extra
            out.append(RunSample(sample.cpu_s + extra, sample.wall_s + extra))
        return out

    m.run = timed  # type: ignore[attr-defined]
    return m


def test_a_noisier_candidate_doing_the_same_work_is_never_paid_more():
    """Issue 33's simulation, over measure's own code: a popcnt candidate that adds a random
    8 ms busy wait to 30% of its runs against the same candidate run steadily.  The noisy one
    was paid 12.9x, 5.6x and 14.1x (the upper end of its wide interval) where the steady one
    was paid 7.8x.  Paid at most the point estimate, no trial pays more than time reads, the
    noisy one earns less on average, and more than the steady one's best only where chance
    gave it no wait at all (0.7^8 of trials); paid the upper end, as before, it earned more."""
    config = MeasureConfig(method="instructions")
    steady_paid, noisy_paid, noisy_upper_end = [], [], []
    for seed in range(100):
        for share, paid in ((0.0, steady_paid), (0.3, noisy_paid)):
            m = busy_wait_machine(seed, share)
            result = measure_instructions(m.run, 2, config, m.clock)
            assert result.other_clock_estimate is not None and result.other_clock_ci
            assert result.estimate <= result.other_clock_estimate + 1e-12
            paid.append(result.estimate if result.faster else 1.0)
            if share:
                noisy_upper_end.append(min(8.0, result.other_clock_ci[1]) if result.faster
                                       else 1.0)
    assert statistics.fmean(steady_paid) == pytest.approx(4.0, rel=0.05)
    assert statistics.fmean(noisy_paid) < statistics.fmean(steady_paid) - 0.5
    assert sum(p > max(steady_paid) for p in noisy_paid) <= 10
    assert statistics.fmean(noisy_upper_end) > statistics.fmean(steady_paid), (
        "the simulation no longer shows what the upper end paid")


def test_a_count_the_wall_clock_contradicts_is_not_paid():
    """Fewer instructions and less CPU, but twice the wall time (it waits): not paid."""
    result, _ = counted({BASELINE: 3000, CANDIDATE: 1000}, ratio=2.0, wall_ratio=0.5)
    assert not result.faster and result.decision is not Decision.FASTER
    assert "count_not_confirmed_by_time" in result.flags


def test_a_count_ratio_below_the_minimum_effect_is_not_timed_and_pays_nothing():
    result, m = counted({BASELINE: 1005, CANDIDATE: 1000}, ratio=1 / 20)
    assert result.decision is Decision.DETERMINISTIC and result.estimate == 1.0 and m.timed == 0
    result, m = counted({BASELINE: 900, CANDIDATE: 1000}, ratio=1.0)
    assert result.estimate == pytest.approx(0.9) and m.timed == 0


def test_an_uncounted_candidate_is_not_timed():
    def runner(runs, wrapper=(), slowdown=1.0, count_log=False):
        assert count_log, "nothing is timed for an uncounted candidate"
        return [RunSample(0.0, 0.0, counter_log(100_000) if which == BASELINE
                          else counter_log(1, counts=2)) for which, _ in runs]

    result = measure_instructions(runner, 2, MeasureConfig(method="instructions"))
    assert result.decision is Decision.UNCOUNTED and result.estimate == 1.0


def test_none_measures_nothing():
    assert measure(FakeMachine(), 1, MeasureConfig(method="none")) is None


def test_bad_config_is_refused():
    with pytest.raises(ValueError, match="method"):
        MeasureConfig(method="fast")
    with pytest.raises(ValueError, match="clock"):
        MeasureConfig(clock="cycles")
    with pytest.raises(ValueError):
        MeasureConfig(min_rounds=1)


def test_every_timing_method_is_declared_once_with_what_it_is():
    """The harness, the rewards, the report and the command line read a method's declaration,
    never its name: a method without one is an import error, not a silently wrong reward."""
    assert set(TIMING_METHODS) == set(TimingMethod)
    assert all(spec.help for spec in TIMING_METHODS.values())
    counts = method_spec("instructions")
    assert counts.run is measure_instructions and counts.unit is Unit.INSTRUCTIONS
    assert counts.wrapper == measure_module.VALGRIND and counts.follows_clock
    assert method_spec(TimingMethod.PAPER_REF).unit is Unit.SECONDS
    assert not method_spec(TimingMethod.PAPER_REF).follows_clock  # wall time, always
    off = method_spec(TimingMethod.NONE)
    assert off.run is None and off.deterministic and not off.platform_dependent


# ---------------------------------------------------------------------------- the record
@pytest.mark.parametrize(("ratio", "base", "expected"), [
    (1.6, 0.01, Decision.FASTER), (1.0, 0.01, None), (0.6, 0.01, Decision.SLOWER),
    (1.027, 0.0015, None)])
def test_a_measurement_is_recomputed_from_its_run_directory(
        tmp_path, ratio: float, base: float, expected: Decision | None) -> None:
    """Issue 36.4: each round's paired observation per clock is in the record, so the
    estimate, the interval and the decision are recomputed from results.jsonl and config.json
    alone (the short baseline's raised minimum effect included)."""
    from superasm.harness import HarnessConfig
    from superasm.record import make_record
    from superasm.runs import RunDir
    from superasm.verdict import Status, Verdict

    config = MeasureConfig(max_rounds=16, budget_s=60.0)
    m = FakeMachine(ratio, lognormal(0.03), base=base, seed=7)
    measured = measure_default(m, 3, config, m.clock)
    assert len(measured.observations) == measured.rounds
    run = RunDir(tmp_path / "run")
    run.open({"harness": HarnessConfig(timing=config).to_dict()})
    run.append_result(make_record("p", 0, 0, Verdict(Status.CORRECT, measurement=measured),
                                  None))

    again = RunDir(tmp_path / "run")
    (record,) = again.results()
    timing = MeasureConfig(**again.config()["harness"]["timing"])
    assert record.measurement is not None
    redone = recompute(record.measurement, timing)
    estimate, ci, decision = redone.estimate, redone.ci, redone.decision
    assert estimate == pytest.approx(measured.estimate, rel=1e-12)
    assert ci == pytest.approx(measured.ci, rel=1e-12)
    assert (decision is Decision.FASTER) == measured.faster
    # the threshold too: here process start was not timed, so the fixed rule for short
    # baselines and the baseline's own spread made it
    assert redone.threshold is not None and redone.threshold.start_share is None
    assert redone.min_effect == measured.min_effect
    assert redone.threshold.too_short == ("baseline_too_short" in measured.flags)
    if expected is not None:
        assert decision is measured.decision is expected
    else:
        assert not measured.faster and decision in (Decision.NOT_FASTER, Decision.INCONCLUSIVE)
    # a tampered observation changes what is recomputed: the record is the evidence
    rounds = list(record.measurement.observations)
    rounds[0] = (rounds[0][0] * 3, *rounds[0][1:])
    tampered = dataclasses.replace(record.measurement, observations=tuple(rounds))
    assert recompute(tampered, timing).estimate != pytest.approx(measured.estimate, rel=1e-9)
