"""Timing a candidate against its baseline, honestly, and as cheaply as the decision allows.

Timing methods are declared once, in :data:`TIMING_METHODS`: each is one function with one
signature, ``method(runner, n_tests, config, clock) -> Measurement``, and a :class:`MethodSpec`
saying what it is (its unit, whether it is deterministic or platform dependent, the clock it
decides on, the wrapper it runs under, its help), which the harness, the rewards, the report and
the command line read.  A method owns how it runs a binary: the harness hands it a
:class:`Runner` that runs (binary, test) pairs in the sandbox and checks every output.
docs/extending.md walks through adding one.

``default`` (interleaved, sequential)
    Each *round* runs every timed test once for each binary, one request to the sandbox.  A
    round gives one paired observation of the paper's t(P)/t(P'): the baseline's total time over
    the test set divided by the candidate's.  The estimate is the geometric mean of the round
    ratios, with a Student-t interval on their logarithms.

    The order is *balanced* (:func:`round_runs`): a round opens with the binary that ran last
    and then alternates the order per test (X Y, Y X, X Y, …; with an even number of tests every
    other round visits them backwards), so that the sequence reads X | X Y Y X X Y … .  In every
    round both runs of each test follow a run of the same binary, so each binary follows the
    other exactly as often as it follows itself, and each test sees both orders.  The first
    round, which follows the candidate's own tests, runs the baseline first on each test
    (blocks of two: C | B a, B b, C b, C a), balanced as well: a timing input's first baseline
    run then sets the candidate's time limit, and nothing is run twice.  A run that leaves the core slow for whatever runs next (flushed caches and TLB, a
    polluted branch predictor, a lowered clock) slows baseline and candidate runs alike, and
    pays its own slowdown in full.  (Plain alternation, A0 B0 A1 B1 … then B0 A0 …, made the
    baseline the run after the candidate's in 2n-1 of 2n cases.)

    The rule stops as soon as the *decision* is clear, not when the interval reaches a width:
    looks at rounds ``min_rounds``, 2×, 4×, … up to ``max_rounds`` (and one more if the budget
    ends the run between looks).  At each look:

    - **faster** (credited): the interval's lower bound clears the minimum effect
      (``1 + min_effect``, 1.01 by default).  A speedup smaller than that is not worth crediting,
      and requiring it means identical machine code is essentially never credited;
    - **slower**: the interval's upper bound is below 1;
    - **not faster** (futility): if the speedup were what it reads now, the chance of crediting
      it by the last round the budget allows is below 20% (stochastic curtailment).  Identical
      code stops here, mostly at the first look.

    Otherwise it runs on, until ``max_rounds`` or the budget: *inconclusive* (or *not faster*
    when the estimate does not clear the minimum effect), not credited.  The confidence is split
    evenly over the possible looks (Bonferroni), so the chance of crediting a candidate whose
    true speedup is exactly the minimum effect stays at or below (1 − confidence)/2 however many
    looks are taken; for identical code it is far smaller.  Stopping for futility only ever
    withholds credit, so it costs nothing in error control.  tests/test_measure.py checks both
    rates on simulated noise.

    Both clocks are recorded for every run and both ratios computed, and a credit needs both:
    the decision clock's interval must clear the minimum effect *and* the other clock's own
    interval must exclude "no speedup" (its lower bound above 1).  An interval too wide to say
    anything is not agreement: the rounds go on until the other clock says it, contradicts it
    (its upper bound below half the claimed gain in log terms: CPU says 8×, wall at most 1.2×),
    or the budget ends; the last two are ``clock_disagreement`` and nothing is credited.  It is
    the second line of defence against an accounting hole nobody has thought of yet: a program
    that hides CPU from one clock and stalls the other in one round (a sleep) widens that
    clock's interval, and so earns nothing.

    *Process start* is timed in the same rounds: a runner that can (the harness's) ends each
    round with a *start run*, the smallest C program (``main`` returns at once) linked like the
    baseline and started the way every run is, which the program's own work never touches.
    Its readings say how much of each run is process start on this machine, under this load:
    the program's exec, the loader, the C runtime's start and exit (0.7-1.5 ms of CPU a start
    run here, at a load of 6 on 2 cores; the sandbox's own set-up is on neither clock, which
    start at the sandbox's launcher just before the program's ``execve``).  No candidate
    makes that faster, yet it moves every reading.  So (:func:`threshold`): a credit must also
    clear ``short_noise_factor`` × the share of the baseline's time that is process start ×
    the start runs' relative spread (what process start alone can move a reading by); and a
    baseline that is mostly process start (the share at least ``short_start_share``) is
    flagged ``baseline_too_short`` and credited only past ``short_min_effect`` and
    ``short_noise_factor`` × its own runs' spread.  Where process start is not timed (a runner
    that cannot), ``too_short_s`` a test stands in for the share.  The start runs, the share,
    the spread and the effect they asked for are recorded (``Measurement.start_runs`` and the
    rest), so :func:`recompute` derives the minimum effect again from the record.

``paper-ref``
    The released SuperCoder code re-created for comparison: hyperfine-style 3 warm-ups and 10
    runs of each binary per test (baseline first, then candidate), mean wall time, the per-test
    ratio clamped to ≥ 1, averaged over tests.  No interval; noise reads as speedup.  Never the
    default.

``instructions``
    Instruction counts (valgrind/callgrind) summed over the test set: exactly repeatable, but a
    count is not a time (``cpuid`` or ``mfence`` count as one instruction and cost hundreds of
    cycles; a cache miss costs nothing in a count).  So the count ratio is paid only where the
    clocks do not contradict it: a count ratio that claims a speedup (above ``1 + min_effect``)
    is followed by the default method's timed rounds on the same inputs, and

    - time supports it (:func:`time_supports`: the decision clock's interval clears
      ``1 + min_effect`` and the other clock does not contradict it): the credit is the count
      ratio, capped at the timed rounds' point estimate (``min(count, time estimate)``:
      deterministic wherever time reads at least the count, never more than time reads).  Not
      the upper end of the interval (issue 33): that end grows with the candidate's own
      variance, so a candidate that added a random busy wait to a third of its runs was paid
      12.9× where the steady version of the same work was paid 7.8×; the point estimate of a
      candidate that does more work in some runs can only fall;
    - anything else (slower, not faster, inconclusive, contradicted): no credit; the time's
      decision is the measurement's, and the estimate is ``min(count, time estimate)``.

    A count ratio at or below ``1 + min_effect`` is not timed (nothing to credit) and reads at
    most 1.00×.  The count totals stay in ``baseline``/``candidate`` and ``per_test``; the timed
    reading is ``other_clock_estimate``/``other_clock_ci`` on the clock ``clock`` names.  A
    candidate slower in time is never credited: its time interval cannot clear ``1 + min_effect``
    but with the default method's error rate, and when it cannot, the estimate is no higher than
    the time's.

``none``
    Tests only; no measurement.
"""

from __future__ import annotations

import enum
import functools
import math
import re
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from typing import Any, Protocol

from superasm._sandbox_agent import COUNT_LOG, COUNT_LOG_CAP
from superasm.verdict import Clock, Decision, Flag, Measurement, Status, Timing, TimingMethod

BASELINE = "baseline"
CANDIDATE = "candidate"
#: a round's start run (module docstring): the smallest C program, started like every run; part
#: of neither binary's time
START = "start"


@dataclass(frozen=True)
class RunSample:
    """One run of one binary on one test: both clocks, and the instruction counter's log when
    asked for."""

    cpu_s: float
    wall_s: float
    count_log: bytes = b""

    def seconds(self, clock: Clock) -> float:
        return self.cpu_s if clock is Clock.CPU else self.wall_s


class TimingRunFailed(Exception):
    """A run during timing failed (crash, changed output): the candidate is not correct after all."""

    def __init__(self, which: str, test: int, status: Status | str, detail: str) -> None:
        super().__init__(f"{which} failed on test {test} during timing: {detail}")
        self.which, self.test, self.detail = which, test, detail
        self.status = Status(status)


class Runner(Protocol):
    """Runs (binary, test) pairs in order, checks each output, and returns their samples.

    ``wrapper`` prefixes the command (valgrind); ``slowdown`` scales the time limits for it;
    ``count_log`` asks for the counter's log (:data:`COUNT_LOG`) of each run.  Raises
    :class:`TimingRunFailed`.
    """

    def __call__(self, runs: Sequence[tuple[str, int]], wrapper: Sequence[str] = (),
                 slowdown: float = 1.0, count_log: bool = False) -> list[RunSample]: ...


class StartTimingRunner(Runner, Protocol):
    """A :class:`Runner` that also runs :data:`START` (the test index only says which input it
    gets on stdin; its output is not checked): each round then times process start
    (:func:`times_start`)."""

    times_start: bool


def times_start(runner: Runner) -> bool:
    """Whether ``runner`` runs :data:`START` (a :class:`StartTimingRunner` saying so)."""
    return bool(getattr(runner, "times_start", False))


MonotonicClock = Callable[[], float]


@dataclass(frozen=True)
class MeasureConfig:
    """Every setting of a measurement; part of the harness configuration and of each run's record."""

    method: TimingMethod = TimingMethod.DEFAULT
    clock: Clock = Clock.CPU
    #: the first look of the sequential rule; later looks at 2×, 4×, … up to max_rounds
    min_rounds: int = 4
    max_rounds: int = 32
    #: wall-clock seconds one candidate's timing may take
    budget_s: float = 30.0
    confidence: float = 0.95
    #: the smallest speedup worth crediting: the interval must clear 1 + min_effect
    min_effect: float = 0.01
    #: a baseline is too short to time when process start, timed in the same rounds, is at
    #: least this share of its time a test: its runs are mostly process start
    short_start_share: float = 0.5
    #: where process start is not timed (a runner that cannot), a baseline under this many
    #: seconds a test is too short instead (hyperfine warns below 5 ms)
    too_short_s: float = 0.005
    #: a baseline too short to time is credited only past this effect, or past
    #: ``short_noise_factor`` times its runs' relative spread where that is more
    #: (:func:`effective_min_effect`): such runs are mostly process start; every credit also
    #: clears ``short_noise_factor`` × process start's share × its runs' relative spread
    short_min_effect: float = 0.05
    short_noise_factor: float = 3.0
    paper_ref_warmup: int = 3
    paper_ref_runs: int = 10

    def __post_init__(self) -> None:
        for name, kind in (("method", TimingMethod), ("clock", Clock)):
            value = getattr(self, name)
            try:
                object.__setattr__(self, name, kind(value))
            except ValueError:
                choices = ", ".join(k.value for k in kind)
                raise ValueError(f"{name} must be one of {choices}, not {value!r}") from None
        if self.min_rounds < 2 or self.max_rounds < self.min_rounds:
            raise ValueError("need 2 <= min_rounds <= max_rounds")
        if not 0.5 < self.confidence < 1 or self.min_effect < 0 or self.budget_s <= 0:
            raise ValueError("need 0.5 < confidence < 1, min_effect >= 0 and budget_s > 0")
        if self.short_min_effect < 0 or self.short_noise_factor < 0 \
                or not 0 < self.short_start_share <= 1:
            raise ValueError("need short_min_effect >= 0, short_noise_factor >= 0 and "
                             "0 < short_start_share <= 1")

    def to_dict(self) -> dict[str, Any]:
        return {f.name: str(v) if isinstance(v := getattr(self, f.name), enum.Enum) else v
                for f in fields(self)}

    def looks(self) -> list[int]:
        """The rounds at which the sequential rule decides (the budget may add one more)."""
        out, n = [], self.min_rounds
        while n < self.max_rounds:
            out.append(n)
            n *= 2
        return out + [self.max_rounds]


# ---------------------------------------------------------------------------- statistics
def t_cdf_two_sided(t: float, df: int) -> float:
    """P(|T| <= t) for Student's t with integer ``df`` (the closed form of Abramowitz & Stegun
    26.7.3-4: exact, and no SciPy in the core)."""
    theta = math.atan2(abs(t), math.sqrt(df))
    c2, term, total = math.cos(theta) ** 2, 1.0, 1.0
    if df % 2 == 0:
        for k in range(1, df // 2):
            term *= c2 * (2 * k - 1) / (2 * k)
            total += term
        return math.sin(theta) * total
    if df == 1:
        return 2 * theta / math.pi
    for k in range(1, (df - 1) // 2):
        term *= c2 * (2 * k) / (2 * k + 1)
        total += term
    return 2 / math.pi * (theta + math.sin(theta) * math.cos(theta) * total)


@functools.lru_cache(maxsize=256)
def t_quantile_two_sided(coverage: float, df: int) -> float:
    """The t with P(|T| <= t) = coverage (bisection on the exact CDF)."""
    lo, hi = 0.0, 1.0
    while t_cdf_two_sided(hi, df) < coverage:
        hi *= 2
    for _ in range(100):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if t_cdf_two_sided(mid, df) < coverage else (lo, mid)
    return hi


def log_ratio_interval(log_ratios: Sequence[float], coverage: float) -> tuple[float, float, float]:
    """(mean, low, high) of the log ratios: the mean with a Student-t interval."""
    n = len(log_ratios)
    mean = statistics.fmean(log_ratios)
    if n < 2:
        return mean, -math.inf, math.inf
    half = t_quantile_two_sided(coverage, n - 1) * statistics.stdev(log_ratios) / math.sqrt(n)
    return mean, mean - half, mean + half


@dataclass(frozen=True)
class Reading:
    """One clock's view of the rounds so far: the estimate of t(P)/t(P') and its interval."""

    estimate: float
    ci: tuple[float, float]

    @classmethod
    def of(cls, log_ratios: Sequence[float], coverage: float) -> Reading:
        mean, low, high = log_ratio_interval(log_ratios, coverage)
        return cls(math.exp(mean), (math.exp(low), math.exp(high)))


def decide(primary: Reading, other: Reading, min_effect: float, final: bool) -> Decision | None:
    """The credit side of the sequential rule at one look (module docstring); None: no decision
    yet (:func:`futile` may still stop the rounds)."""
    threshold = 1.0 + min_effect
    if primary.ci[0] > threshold:
        # contradicted: the other clock cannot reach even half the claimed gain, in log terms
        if other.ci[1] < math.sqrt(primary.estimate):
            return Decision.CLOCK_DISAGREEMENT
        # confirmed: the other clock's own interval rules out "no speedup"
        if other.ci[0] > 1.0:
            return Decision.FASTER
        return Decision.CLOCK_DISAGREEMENT if final else None
    if primary.ci[1] < 1.0:
        return Decision.SLOWER
    if final:
        return Decision.NOT_FASTER if primary.estimate <= threshold else Decision.INCONCLUSIVE
    return None


def futile(log_ratios: Sequence[float], reachable: int, coverage: float,
           min_effect: float, floor: float = 0.2) -> bool:
    """Stochastic curtailment: would the candidate be credited by the last round the budget
    allows, if its true speedup were what it reads now?  Below ``floor`` probability, stop.

    Stopping for futility can only withhold credit, never grant it, so it costs no error-rate
    control; it is what stops identical code after a few rounds instead of a few dozen.
    """
    n = len(log_ratios)
    mean = statistics.fmean(log_ratios)
    sd = statistics.stdev(log_ratios) if n > 1 else 0.0
    if reachable <= n or sd == 0.0:
        return mean <= math.log1p(min_effect)
    se = sd / math.sqrt(reachable)
    needed = t_quantile_two_sided(coverage, reachable - 1) * se + math.log1p(min_effect)
    return statistics.NormalDist().cdf((mean - needed) / se) < floor


def relative_spread(runs_per_test: Sequence[Sequence[float]]) -> float:
    """The run-to-run noise of one binary: each test's median absolute deviation over its
    median (robust: one interrupted run moves it little), the median over tests; 0 with fewer
    than three runs of a test."""
    spreads = []
    for runs in runs_per_test:
        if len(runs) >= 3:
            mid = statistics.median(runs)
            spreads.append(statistics.median(abs(r - mid) for r in runs) / max(mid, 1e-12))
    return statistics.median(spreads) if spreads else 0.0


@dataclass(frozen=True)
class Threshold:
    """The minimum effect a credit must clear (:func:`threshold`), and what it was made of:
    recorded on the :class:`Measurement`, so a reader recomputes it (:func:`recompute`)."""

    min_effect: float
    #: the baseline is too short to time (``baseline_too_short``)
    too_short: bool
    #: process start's share of the baseline's time a test (None: process start not timed)
    start_share: float | None = None
    #: the start runs' relative spread (None: not timed)
    start_spread: float | None = None
    #: ``short_noise_factor`` × the share × the spread (None: not timed)
    start_effect: float | None = None
    #: the baseline's own runs' relative spread
    baseline_spread: float = 0.0


def threshold(config: MeasureConfig, baseline_totals: Sequence[float], n_tests: int,
              baseline_spread: float, starts: Sequence[float] = ()) -> Threshold:
    """The minimum effect a credit must clear, whether the baseline is too short to time, and
    their parts.

    ``starts`` are the start runs' readings (process start, timed in the same rounds on the
    same clock; module docstring); ``baseline_totals`` the baseline's round totals over
    ``n_tests`` tests and ``baseline_spread`` its runs' relative spread
    (:func:`relative_spread`).  Process start is a share of the baseline's time a test (its
    median reading over the baseline's median round total a test, at most 1):

    - every credit clears ``short_noise_factor`` × that share × the start runs' relative
      spread: process start wobbles by its spread whatever the program does, and moves a
      reading by its share of it (a 20 ms baseline under a quiet machine: nothing to speak of;
      a 4 ms one, half process start, whose starts wobble by 10% under load: 15%);
    - a baseline mostly process start (the share at least ``short_start_share``; where
      process start is not timed, a baseline under ``too_short_s`` a test) is too short to
      time and is credited only past ``short_min_effect`` and ``short_noise_factor`` × its own
      runs' relative spread.

    Why: no program makes process start faster, and on runs that are mostly process start an
    interval over rounds can clear a small effect that is not the program's (identical code was
    credited 1.027× [1.016, 1.039], both clocks agreeing, on a held-out problem: issue 33).
    The share and the noise are measured, here and now, not set for one machine: process
    start (the program's exec, the loader, the C runtime's start and exit; the sandbox's own
    set-up is off the clocks) reads 0.7-1.5 ms of CPU a start run on the 2-core machine this
    was written on, at a load of 6, and differs wherever the machine or its load does."""
    if not baseline_totals:
        return Threshold(config.min_effect, False, baseline_spread=baseline_spread)
    per_test = statistics.median(baseline_totals) / max(n_tests, 1)
    effect = config.min_effect
    share = spread = start_effect = None
    if starts:
        share = min(1.0, statistics.median(starts) / max(per_test, 1e-12))
        spread = relative_spread([starts])
        start_effect = config.short_noise_factor * share * spread
        too_short = share >= config.short_start_share
        effect = max(effect, start_effect)
    else:
        too_short = per_test < config.too_short_s
    if too_short:
        effect = max(effect, config.short_min_effect,
                     config.short_noise_factor * baseline_spread)
    return Threshold(effect, too_short, share, spread, start_effect, baseline_spread)


def effective_min_effect(config: MeasureConfig, baseline_totals: Sequence[float],
                         baseline_runs: Sequence[Sequence[float]],
                         starts: Sequence[float] = ()) -> tuple[float, bool]:
    """(the minimum effect a credit must clear, whether the baseline is too short to time)
    (:func:`threshold`), from the baseline's runs of each test."""
    made = threshold(config, baseline_totals, len(baseline_runs), relative_spread(baseline_runs),
                     starts)
    return made.min_effect, made.too_short


# ---------------------------------------------------------------------------- methods
def _timing(totals: list[float]) -> Timing:
    return Timing(statistics.median(totals), (min(totals), max(totals)), len(totals))


def _first_round(n_tests: int) -> list[tuple[str, int]]:
    """Round 0, after the candidate's own test runs: the baseline runs each test before the
    candidate does (a timing input's first baseline run sets the candidate's time limit, so
    nothing is run twice), in blocks of two tests, ``B a, B b, C b, C a``, which are balanced
    after a candidate run; an odd last test is ``C B`` (after a candidate run, balanced too)."""
    runs: list[tuple[str, int]] = []
    for a in range(0, n_tests - 1, 2):
        runs += [(BASELINE, a), (BASELINE, a + 1), (CANDIDATE, a + 1), (CANDIDATE, a)]
    if n_tests % 2:
        runs += [(CANDIDATE, n_tests - 1), (BASELINE, n_tests - 1)]
    return runs


def round_runs(n_tests: int, round_index: int, last: str = CANDIDATE) -> list[tuple[str, int]]:
    """One round's runs in a balanced order (module docstring): the round opens with ``last``,
    the binary that ran just before, and alternates the order per test, so the sequence reads
    ``last | last other other last last …``.  Every run in it follows a run of the same binary
    as the other run of its test does: in every round, each binary follows the other exactly as
    often as it follows itself.  With an even number of tests the round ends with ``last`` again,
    so every other round visits the tests backwards (each test sees both orders in two rounds);
    with an odd number the next round opens with the other binary and that happens by itself.
    The first round follows the candidate's tests and has an order of its own
    (:func:`_first_round`), with the same balance."""
    if round_index == 0 and last == CANDIDATE:
        return _first_round(n_tests)
    first = last
    other = BASELINE if first == CANDIDATE else CANDIDATE
    tests = range(n_tests)
    order = reversed(tests) if n_tests % 2 == 0 and round_index % 2 == 1 else tests
    runs: list[tuple[str, int]] = []
    for position, test in enumerate(order):
        pair = (first, other) if position % 2 == 0 else (other, first)
        runs += [(which, test) for which in pair]
    return runs


def measure_default(runner: Runner, n_tests: int, config: MeasureConfig,
                    clock: MonotonicClock = time.monotonic) -> Measurement:
    """The default method (see module docstring).  Raises TimingRunFailed if a run fails.

    The first round opens with the candidate: the harness times right after the candidate's
    own test runs."""
    if n_tests < 1:
        raise ValueError("need at least one test to time")
    start = clock()
    last = CANDIDATE
    looks = config.looks()
    coverage = 1.0 - (1.0 - config.confidence) / (len(looks) + 1)
    per_test: dict[str, list[list[float]]] = {BASELINE: [[] for _ in range(n_tests)],
                                              CANDIDATE: [[] for _ in range(n_tests)]}
    totals: dict[tuple[str, Clock], list[float]] = {
        (w, c): [] for w in (BASELINE, CANDIDATE) for c in Clock}
    logs: dict[Clock, list[float]] = {c: [] for c in Clock}
    #: the start runs' readings (process start, module docstring), by clock
    starts: dict[Clock, list[float]] = {c: [] for c in Clock}
    with_start = times_start(runner)
    program_s = 0.0
    made = Threshold(config.min_effect, False)
    decision: Decision | None = None
    while decision is None:
        round_start = clock()
        runs = round_runs(n_tests, len(logs[Clock.CPU]), last)
        last = runs[-1][0]
        round_totals = {key: 0.0 for key in totals}
        samples = runner([*runs, (START, 0)] if with_start else runs)
        if with_start:  # after the round's last run, like every run follows one
            start_run = samples.pop()
            for c in Clock:
                starts[c].append(start_run.seconds(c))
        for (which, test), sample in zip(runs, samples, strict=True):
            per_test[which][test].append(sample.seconds(config.clock))
            program_s += sample.wall_s
            for c in Clock:
                round_totals[(which, c)] += sample.seconds(c)
        for key, value in round_totals.items():
            totals[key].append(value)
        for c in Clock:
            logs[c].append(math.log(max(round_totals[(BASELINE, c)], 1e-9)
                                    / max(round_totals[(CANDIDATE, c)], 1e-9)))
        done = len(logs[Clock.CPU])
        elapsed, round_s = clock() - start, clock() - round_start
        rounds_left = int((config.budget_s - elapsed) / max(round_s, 1e-9))
        reachable = min(config.max_rounds, done + rounds_left)
        final = done >= config.max_rounds or (reachable <= done and done >= 2)
        if done in looks or final:
            readings = {c: Reading.of(logs[c], coverage) for c in Clock}
            made = threshold(config, totals[(BASELINE, config.clock)], n_tests,
                             relative_spread(per_test[BASELINE]), starts[config.clock])
            decision = decide(readings[config.clock], readings[config.clock.other],
                              made.min_effect, final)
            if decision is None and futile(logs[config.clock], reachable, coverage,
                                           made.min_effect):
                decision = Decision.NOT_FASTER
    flags = []
    if made.too_short:
        flags.append(Flag.BASELINE_TOO_SHORT)
    if decision is Decision.CLOCK_DISAGREEMENT:
        flags.append(Flag.CLOCK_DISAGREEMENT)
    primary, other = readings[config.clock], readings[config.clock.other]
    return Measurement(
        method=TimingMethod.DEFAULT, clock=config.clock, estimate=primary.estimate,
        ci=primary.ci, decision=decision, other_clock_estimate=other.estimate,
        other_clock_ci=other.ci, baseline=_timing(totals[(BASELINE, config.clock)]),
        candidate=_timing(totals[(CANDIDATE, config.clock)]), rounds=done,
        per_test=tuple((statistics.median(per_test[BASELINE][t]),
                        statistics.median(per_test[CANDIDATE][t])) for t in range(n_tests)),
        flags=tuple(flags), program_seconds=program_s, min_effect=made.min_effect,
        observations=tuple(zip(totals[(BASELINE, Clock.CPU)], totals[(CANDIDATE, Clock.CPU)],
                               totals[(BASELINE, Clock.WALL)], totals[(CANDIDATE, Clock.WALL)],
                               strict=True)),
        start_runs=tuple(zip(starts[Clock.CPU], starts[Clock.WALL], strict=True)),
        start_share=made.start_share, start_spread=made.start_spread,
        start_effect=made.start_effect, baseline_spread=made.baseline_spread)


@dataclass(frozen=True)
class Recomputed:
    """A recorded measurement's numbers, derived again from its record (:func:`recompute`)."""

    estimate: float
    ci: tuple[float, float]
    decision: Decision
    #: the minimum effect the decision used: recomputed where the record holds its parts,
    #: else the recorded ``min_effect``
    min_effect: float
    #: the minimum effect and its parts, recomputed (None: a record older than its parts)
    threshold: Threshold | None


def recompute_threshold(measurement: Measurement, config: MeasureConfig) -> Threshold | None:
    """The minimum effect of a recorded default-method measurement and its parts, from the
    record: the baseline's round totals (``observations``) and its runs' spread
    (``baseline_spread``) on the decision clock, its number of tests (``per_test``) and the
    start runs (``start_runs``).  None for a record older than ``baseline_spread``."""
    if measurement.baseline_spread is None or measurement.clock is None:
        return None
    cpu = measurement.clock is Clock.CPU
    return threshold(config, [o[0 if cpu else 2] for o in measurement.observations],
                     len(measurement.per_test), measurement.baseline_spread,
                     [start[0 if cpu else 1] for start in measurement.start_runs])


def recompute(measurement: Measurement, config: MeasureConfig) -> Recomputed:
    """The estimate, interval, decision and minimum effect of a recorded default-method
    measurement, from its record alone: what a reader of a run directory can check
    (``config`` is the run's timing configuration, in its config.json).  The estimate and
    interval are the recorded ones, and so is the minimum effect (from the start runs and the
    baseline's rounds: :func:`recompute_threshold`; a record older than them keeps its
    recorded one); so is the decision wherever the rule decided before its last look
    (faster, slower, a contradiction); where it ran to the end or stopped for futility it is
    read as at the last look, which may say ``inconclusive`` where futility said
    ``not_faster``: neither credits."""
    if not measurement.observations or measurement.clock is None:
        raise ValueError("no timed rounds recorded: nothing to recompute")
    coverage = 1.0 - (1.0 - config.confidence) / (len(config.looks()) + 1)
    columns = {Clock.CPU: (0, 1), Clock.WALL: (2, 3)}
    readings = {clock: Reading.of([math.log(max(o[b], 1e-9) / max(o[c], 1e-9))
                                   for o in measurement.observations], coverage)
                for clock, (b, c) in columns.items()}
    primary, other = readings[measurement.clock], readings[measurement.clock.other]
    made = recompute_threshold(measurement, config)
    min_effect = made.min_effect if made is not None else measurement.min_effect
    decision = (decide(primary, other, min_effect, final=False)
                or decide(primary, other, min_effect, final=True))
    assert decision is not None  # a last look always decides
    return Recomputed(primary.estimate, primary.ci, decision, min_effect, made)


def measure_paper_ref(runner: Runner, n_tests: int, config: MeasureConfig,
                      clock: MonotonicClock = time.monotonic) -> Measurement:
    """The reference implementation's method, re-created (see module docstring).  Wall time."""
    per_test, clamped = [], []
    base_total = cand_total = program_s = 0.0
    repeats = config.paper_ref_warmup + config.paper_ref_runs
    for test in range(n_tests):
        means = {}
        for which in (BASELINE, CANDIDATE):
            samples = runner([(which, test)] * repeats)
            program_s += sum(s.wall_s for s in samples)
            means[which] = statistics.fmean(s.wall_s for s in samples[config.paper_ref_warmup:])
        clamped.append(max(1.0, means[BASELINE] / max(means[CANDIDATE], 1e-9)))
        per_test.append((means[BASELINE], means[CANDIDATE]))
        base_total += means[BASELINE]
        cand_total += means[CANDIDATE]
    speedup = statistics.fmean(clamped)
    flags = [Flag.NO_CONFIDENCE_INTERVAL, Flag.PER_TEST_CLAMP]
    if base_total / n_tests < config.too_short_s:
        flags.append(Flag.BASELINE_TOO_SHORT)
    return Measurement(
        method=TimingMethod.PAPER_REF, clock=Clock.WALL, estimate=speedup, ci=(speedup, speedup),
        decision=Decision.FASTER if speedup > 1.0 else Decision.NOT_FASTER,
        baseline=Timing(base_total, (base_total, base_total), config.paper_ref_runs),
        candidate=Timing(cand_total, (cand_total, cand_total), config.paper_ref_runs),
        rounds=config.paper_ref_runs, per_test=tuple(per_test), flags=tuple(flags),
        program_seconds=program_s, min_effect=0.0)


#: every image a run executes is counted (``--trace-children``: an ``execve`` starts a new
#: valgrind) and every valgrind writes to the log by its path, which the run can only append to
VALGRIND = ("/usr/bin/valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
            "--trace-children=yes", f"--log-file={COUNT_LOG}")
_STARTED = re.compile(rb"^==(\d+)== Command: ", re.M)
_COLLECTED = re.compile(rb"^==(\d+)== Collected : (\d+)$", re.M)


class InstructionCountMissing(RuntimeError):
    """valgrind printed no instruction count (is it installed?)."""


def read_count(log: bytes) -> int | None:
    """The run's instruction count from the counter's log, or None when the log does not show
    exactly one counted image: one valgrind started (an ``execve`` starts another, whose count
    alone would leave out the work before it), one count (a forked child reports its own; a
    line the run writes into the log itself adds one), both of the same process.  The run can
    only append to the log, so what it adds can make the check fail, never pass."""
    started, counted = _STARTED.findall(log), _COLLECTED.findall(log)
    if len(log) >= COUNT_LOG_CAP or len(started) != 1 or len(counted) != 1 \
            or counted[0][0] != started[0]:
        return None
    return int(counted[0][1])


def _counts(runner: Runner, n_tests: int) -> tuple[dict[tuple[str, int], int], bool, float]:
    """Every test counted once per binary: (counts, whether a candidate run went uncounted,
    seconds the counted runs took)."""
    runs = [(which, test) for test in range(n_tests) for which in (BASELINE, CANDIDATE)]
    samples = runner(runs, wrapper=VALGRIND, slowdown=60.0, count_log=True)
    counts: dict[tuple[str, int], int] = {}
    uncounted = []
    for run, sample in zip(runs, samples, strict=True):
        if not sample.count_log:
            raise InstructionCountMissing("valgrind printed no instruction count "
                                          "(apt-get install valgrind)")
        count = read_count(sample.count_log)
        if count is None:
            uncounted.append(run)
        counts[run] = count or 0
    if any(which == BASELINE for which, _ in uncounted):
        raise InstructionCountMissing("the baseline's instruction count could not be read")
    return counts, bool(uncounted), sum(s.wall_s for s in samples)


def time_supports(timed: Measurement, min_effect: float) -> bool:
    """Whether timed rounds back a count's claim of a speedup: the decision clock's interval
    clears ``1 + min_effect`` and the other clock does not contradict it (its upper bound at
    least the square root of the claim, the default method's test of a contradiction).  Unlike
    the default method, the other clock need not confirm on its own: the count is a witness of
    the same work too (all of it, in one counted task), and the programs it is for are often too
    short for a wall clock to say anything."""
    other = timed.other_clock_ci
    return (timed.ci[0] > 1.0 + min_effect and other is not None
            and other[1] >= math.sqrt(timed.estimate))


def count_credit(count_ratio: float, timed: Measurement | None, min_effect: float
                 ) -> tuple[float, tuple[float, float], Decision, tuple[str, ...]]:
    """(estimate, interval, decision, flags) of a count ratio, given what the timed rounds of
    the same inputs said (None: not timed).  The count is paid only where time does not
    contradict it (module docstring): only when time supports a speedup
    (:func:`time_supports`), and never above the timed rounds' point estimate.

    The point estimate, not the interval's upper end: the upper end is the estimate plus the
    candidate's own spread, so paying it pays for variance (a candidate that adds a random
    8 ms busy wait to a third of its runs widened its interval and was paid more than the same
    work done steadily, issue 33).  Extra work in some runs only lowers the point estimate."""
    if timed is None:
        # nothing to credit: a count ratio no timed run backs is no speedup either
        point = min(count_ratio, 1.0)
        return point, (point, point), Decision.DETERMINISTIC, ()
    if time_supports(timed, min_effect):
        paid = min(count_ratio, timed.estimate)
        flags = (Flag.TIME_CONFIRMED,
                 *((Flag.COUNT_CAPPED_BY_TIME,) if count_ratio > paid else ()))
        return paid, (min(paid, timed.ci[0]), paid), Decision.FASTER, flags
    point = min(count_ratio, timed.estimate)
    decision = Decision.NOT_FASTER if timed.decision is Decision.FASTER else timed.decision
    return (point, (min(count_ratio, timed.ci[0]), min(count_ratio, timed.ci[1])),
            decision, (Flag.COUNT_NOT_CONFIRMED_BY_TIME,))


def measure_instructions(runner: Runner, n_tests: int, config: MeasureConfig,
                         clock: MonotonicClock = time.monotonic) -> Measurement:
    """Instruction counts of baseline over candidate on the test set, paid only where the
    clocks do not contradict them (module docstring).  A run whose log does not hold exactly
    one count (:func:`read_count`) earns nothing: ``uncounted``, 1.00×, and nothing is timed."""
    counts, uncounted, program_s = _counts(runner, n_tests)
    base = float(sum(counts[(BASELINE, t)] for t in range(n_tests)))
    cand = float(sum(counts[(CANDIDATE, t)] for t in range(n_tests)))
    ratio = base / max(cand, 1.0)
    timed = None
    flags: tuple[str, ...]
    if uncounted:
        estimate, ci, decision, flags = 1.0, (1.0, 1.0), Decision.UNCOUNTED, (Flag.UNCOUNTED_IMAGE,)
    else:
        if ratio > 1.0 + config.min_effect:
            timed = measure_default(runner, n_tests, config, clock)
            program_s += timed.program_seconds
        estimate, ci, decision, flags = count_credit(
            ratio, timed, timed.min_effect if timed else config.min_effect)
    if timed is not None:
        flags += tuple(f for f in timed.flags if f != Flag.CLOCK_DISAGREEMENT)
    return Measurement(
        method=TimingMethod.INSTRUCTIONS, clock=timed.clock if timed else None,
        estimate=estimate, ci=ci, decision=decision,
        baseline=Timing(base, (base, base), 1), candidate=Timing(cand, (cand, cand), 1),
        rounds=1 + (timed.rounds if timed else 0),
        per_test=tuple((float(counts[(BASELINE, t)]), float(counts[(CANDIDATE, t)]))
                       for t in range(n_tests)),
        flags=(*((Flag.DETERMINISTIC,) if estimate in (ratio, 1.0) else ()), *flags),
        other_clock_estimate=timed.estimate if timed else None,
        other_clock_ci=timed.ci if timed else None,
        program_seconds=program_s, min_effect=timed.min_effect if timed else config.min_effect,
        **(_recorded_threshold(timed) if timed else {}))


def _recorded_threshold(timed: Measurement) -> dict[str, Any]:
    """What of timed rounds' record the count's measurement keeps: the rounds, the start runs
    and the minimum effect's parts (:func:`recompute`)."""
    return {name: getattr(timed, name) for name in (
        "observations", "start_runs", "start_share", "start_spread", "start_effect",
        "baseline_spread")}


MethodFn = Callable[[Runner, int, MeasureConfig, MonotonicClock], Measurement]


class Unit(enum.StrEnum):
    """What a method's ``baseline``/``candidate`` totals and ``per_test`` pairs count."""

    SECONDS = "seconds"
    INSTRUCTIONS = "instructions"


@dataclass(frozen=True)
class MethodSpec:
    """Everything the rest of superasm needs to know about a timing method, declared with it
    (:data:`TIMING_METHODS`): the harness, the rewards, the report and the command line read
    these, never the method's name."""

    #: the function that measures (None: the method measures nothing)
    run: MethodFn | None
    #: the ``--timing`` help: what the method does, in a few words
    help: str
    #: what its totals and per-test pairs count
    unit: Unit
    #: the same candidate always gets the same value (a reward may be cached)
    deterministic: bool
    #: the value changes with the machine (any real-time measurement does)
    platform_dependent: bool
    #: it decides on ``MeasureConfig.clock`` (where CPU time cannot be charged to a run, the
    #: harness makes that the wall clock); False: it has a clock of its own, or none
    follows_clock: bool
    #: the command each of its runs is started under (valgrind), which then sees the system
    #: root read-only and no address-space limit; () for none
    wrapper: tuple[str, ...] = ()


#: the timing methods, declared once: each name of :class:`TimingMethod` and what it is
TIMING_METHODS: dict[TimingMethod, MethodSpec] = {
    TimingMethod.DEFAULT: MethodSpec(
        measure_default, "interleaved sequential timing with 95% intervals", Unit.SECONDS,
        deterministic=False, platform_dependent=True, follows_clock=True),
    TimingMethod.PAPER_REF: MethodSpec(
        measure_paper_ref, "the reference implementation's method", Unit.SECONDS,
        deterministic=False, platform_dependent=True, follows_clock=False),
    # counts are paid only where timed rounds of the same inputs support them (module
    # docstring), so their value depends on the clock too: neither deterministic nor portable
    TimingMethod.INSTRUCTIONS: MethodSpec(
        measure_instructions, "valgrind counts", Unit.INSTRUCTIONS, deterministic=False,
        platform_dependent=True, follows_clock=True, wrapper=VALGRIND),
    TimingMethod.NONE: MethodSpec(
        None, "tests only", Unit.SECONDS, deterministic=True, platform_dependent=False,
        follows_clock=False),
}
if set(TIMING_METHODS) != set(TimingMethod):  # a name without a declaration is a bug, said here
    raise ImportError("superasm.measure: TIMING_METHODS must declare every TimingMethod; missing "
                      + ", ".join(sorted(set(TimingMethod) - set(TIMING_METHODS))))


def method_spec(method: TimingMethod | str) -> MethodSpec:
    """The declaration of a timing method (a name read from a record works too)."""
    return TIMING_METHODS[TimingMethod(method)]


def measure(runner: Runner, n_tests: int, config: MeasureConfig,
            clock: MonotonicClock = time.monotonic) -> Measurement | None:
    """Time with the configured method (None for a method that measures nothing)."""
    run = TIMING_METHODS[config.method].run
    return None if run is None else run(runner, n_tests, config, clock)


__all__ = ["BASELINE", "CANDIDATE", "START", "TIMING_METHODS", "Clock", "Decision",
           "MeasureConfig", "MethodSpec", "Recomputed", "RunSample", "Runner",
           "StartTimingRunner", "Threshold", "TimingMethod", "TimingRunFailed", "Unit", "measure",
           "method_spec", "recompute", "threshold", "times_start"]
