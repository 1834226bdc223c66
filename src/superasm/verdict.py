"""What the harness says about one candidate: its status, its measurement, its credit.

Every type here is immutable: the harness builds a verdict once, from the values of its phases
(test, verify, measure), and nothing changes it afterwards.  Failures are values, not
exceptions: a crashed harness says ``sandbox_error`` and is never scored as "correct, no
speedup".

Three speedups, three names:

- ``Measurement.estimate``: the measured point estimate of t(P)/t(P'), whatever it says;
- ``Verdict.paper_speedup``: the paper's credit, the estimate when correct and above 1, else 1;
- ``Verdict.credited_speedup``: superasm's credit: the estimate only when the measurement decided
  *faster* (its interval clears the minimum effect, the clocks agree) and the candidate is
  verified, else 1.

The phases of tests and the tiers of checks (:class:`Phase`, :class:`Tier`) are declared with
what each tier is, in :mod:`superasm.tiers`; they are imported from here as well.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from superasm.tiers import Counts, Phase, Tier, tier_spec


class Status(enum.StrEnum):
    """How one (problem, candidate) evaluation ended.  Exactly one per evaluation."""

    CORRECT = "correct"
    ASSEMBLE_ERROR = "assemble_error"
    LINK_ERROR = "link_error"
    RUNTIME_ERROR = "runtime_error"
    TIMEOUT = "timeout"
    WRONG_OUTPUT = "wrong_output"
    OUTPUT_LIMIT = "output_limit"
    SANDBOX_ERROR = "sandbox_error"
    #: the model request failed: there is no candidate at all
    MODEL_ERROR = "model_error"

    @property
    def compiled(self) -> bool:
        return self not in (Status.ASSEMBLE_ERROR, Status.LINK_ERROR, Status.SANDBOX_ERROR,
                            Status.MODEL_ERROR)


@dataclass(frozen=True)
class Check:
    """One tier of checks on one candidate: how many passed, or why it could not run."""

    #: which tier (what each is, and how it counts: ``superasm.tiers.TIERS``)
    tier: Tier
    #: False: the tier could not run (``detail`` says why: no such inputs, no isolable function)
    ran: bool
    #: cases passed, out of ``total`` (the function tier: argument tuples compared)
    passed: int = 0
    total: int = 0
    #: every case of the tier passed (None when it did not run)
    ok: bool | None = None
    #: what was checked or why not: the reference's coverage, the stated bound, the
    #: counterexample
    detail: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "tier", Tier(self.tier))

    def line(self) -> str:
        """``generated 36/36`` or ``function-bounded not run (no isolable function)``."""
        if not self.ran:
            return f"{self.tier.value}: not run ({self.detail})" if self.detail \
                else f"{self.tier.value}: not run"
        text = f"{self.tier.value} {self.passed}/{self.total}"
        return text + (f" ({self.detail})" if self.detail else "")

    @property
    def beyond_public(self) -> bool:
        """A check beyond the public tests (as its tier is declared in
        :data:`~superasm.tiers.TIERS`)."""
        return tier_spec(self.tier).beyond_public

    def counted(self) -> tuple[int, int]:
        """(cases passed, cases run) as ``Verdict.checked`` counts them: its cases, or the tier
        as one case where it is declared so (the function tier); (0, 0) when it did not run."""
        if not self.ran:
            return 0, 0
        if tier_spec(self.tier).counts is Counts.ONCE:
            return int(bool(self.ok)), 1
        return self.passed, self.total


class TimingMethod(enum.StrEnum):
    """How a measurement was taken: the names results files hold.  What each method is (its
    function, unit, whether it is deterministic, its help) is declared once, in
    :data:`superasm.measure.TIMING_METHODS`."""

    DEFAULT = "default"
    PAPER_REF = "paper-ref"
    INSTRUCTIONS = "instructions"
    NONE = "none"


class Clock(enum.StrEnum):
    """Which clock a measurement decided on."""

    CPU = "cpu"
    WALL = "wall"

    @property
    def other(self) -> Clock:
        return Clock.WALL if self is Clock.CPU else Clock.CPU


class Decision(enum.StrEnum):
    """What the timing decided (superasm.measure, the sequential rule)."""

    FASTER = "faster"
    SLOWER = "slower"
    NOT_FASTER = "not_faster"
    INCONCLUSIVE = "inconclusive"
    CLOCK_DISAGREEMENT = "clock_disagreement"
    #: instruction counts: a ratio, no interval
    DETERMINISTIC = "deterministic"
    #: instruction counts, but a run started a task the counter could not be trusted to see
    UNCOUNTED = "uncounted"


class Flag(enum.StrEnum):
    """Observations a measurement or a verdict carries in its ``flags`` (the same strings in
    JSON).  Flags never change a status; those marked so withhold credit."""

    #: the baseline's runs are mostly process start (timed in the same rounds, at least
    #: ``MeasureConfig.short_start_share`` of its time a test; where it is not timed, under
    #: ``too_short_s`` a test): a credit must clear a larger minimum effect
    BASELINE_TOO_SHORT = "baseline_too_short"
    #: the CPU and wall clocks disagreed: not credited
    CLOCK_DISAGREEMENT = "clock_disagreement"
    #: timed on inputs a model was shown, for want of others: not credited
    TIMED_ON_SHOWN_INPUTS = "timed_on_shown_inputs"
    #: no per-run CPU accounting here: the timing decided on the wall clock
    CPU_ACCOUNTING_UNAVAILABLE = "cpu_accounting_unavailable"
    #: instruction counts: a run had a task the counter could not be trusted to see
    UNCOUNTED_TASKS = "uncounted_tasks"
    #: instruction counts: a run's log did not hold exactly one counted image
    UNCOUNTED_IMAGE = "uncounted_image"
    #: instruction counts: the value is the count's own (not capped, not replaced by time's)
    DETERMINISTIC = "deterministic"
    #: instruction counts: timed rounds of the same inputs support the count
    TIME_CONFIRMED = "time_confirmed"
    #: instruction counts: the count was capped at what the clocks' intervals allow
    COUNT_CAPPED_BY_TIME = "count_capped_by_time"
    #: instruction counts: the timed rounds did not support the count's speedup
    COUNT_NOT_CONFIRMED_BY_TIME = "count_not_confirmed_by_time"
    #: paper-ref: no interval, and each test's ratio clamped to at least 1
    NO_CONFIDENCE_INTERVAL = "no_confidence_interval"
    PER_TEST_CLAMP = "per_test_clamp"
    #: the sandbox's runner was killed from outside: a harness failure
    SANDBOX_RUNNER_KILLED = "sandbox_runner_killed"

    @staticmethod
    def baseline_disagrees(phase: Phase, index: int) -> str:
        """The baseline's own output disagrees with a test's expected output."""
        return f"baseline_disagrees_on_{phase.value}{index}"


@dataclass(frozen=True)
class Timing:
    """One binary's time on the timed inputs: the median over rounds and the range of the
    rounds."""

    #: the median over rounds of the time on all the timed inputs (seconds, or instructions)
    median: float
    #: the fastest and slowest round
    range: tuple[float, float]
    #: how many rounds
    n: int


@dataclass(frozen=True)
class Measurement:
    """Baseline against candidate on one problem's timed inputs (see :mod:`superasm.measure`)."""

    #: default, paper-ref or instructions
    method: TimingMethod
    #: the clock the decision was made on (cpu or wall); None for instruction counts
    clock: Clock | None
    #: the point estimate of t(baseline)/t(candidate)
    estimate: float
    #: its confidence interval (at the level the sequential rule used at its last look)
    ci: tuple[float, float]
    #: faster, slower, not_faster, inconclusive, clock_disagreement, deterministic or uncounted
    decision: Decision
    #: the baseline's time on the timed inputs (``timed_on``)
    baseline: Timing
    #: the candidate's time on the timed inputs
    candidate: Timing
    #: timing rounds taken (each: every timed input once per binary)
    rounds: int
    #: (baseline, candidate) per timed input: median seconds, or instructions
    per_test: tuple[tuple[float, float], ...] = ()
    #: observations ("baseline_too_short", "clock_disagreement", ...)
    flags: tuple[str, ...] = ()
    #: the other clock's reading of the same runs (wall when deciding on cpu)
    other_clock_estimate: float | None = None
    other_clock_ci: tuple[float, float] | None = None
    #: seconds both programs ran while being timed: the floor under the timing's cost
    program_seconds: float = 0.0
    #: the smallest speedup credited: the interval had to clear 1 + min_effect
    min_effect: float = 0.0
    #: which inputs were timed: bench or hidden (never shown to a model), or public
    timed_on: Phase = Phase.PUBLIC
    #: each timed round's paired totals in seconds, (baseline cpu, candidate cpu, baseline
    #: wall, candidate wall): the estimate, the interval and the decision can be recomputed
    #: from the record (``measure.recompute``); () where no round was timed
    observations: tuple[tuple[float, float, float, float], ...] = ()
    #: each timed round's start run (process start, ``measure.START``) in seconds, (cpu, wall):
    #: with ``observations`` and ``baseline_spread`` the minimum effect is recomputed from the
    #: record (``measure.recompute``); () where process start was not timed
    start_runs: tuple[tuple[float, float], ...] = ()
    #: process start's share of the baseline's time a test at the last look, on the decision
    #: clock (the start runs' median over the baseline's median round a test, at most 1); None
    #: where process start was not timed
    start_share: float | None = None
    #: the start runs' relative spread at the last look, on the decision clock (median absolute
    #: deviation over the median); None where process start was not timed
    start_spread: float | None = None
    #: the minimum effect process start's noise alone asked for: ``short_noise_factor`` ×
    #: ``start_share`` × ``start_spread`` (``min_effect`` is the largest of it and the others)
    start_effect: float | None = None
    #: the baseline's own runs' relative spread at the last look, on the decision clock (a
    #: baseline too short to time is credited only past ``short_noise_factor`` times it); None
    #: in records older than it, whose ``min_effect`` is read as recorded
    baseline_spread: float | None = None

    def __post_init__(self) -> None:
        # values from older code or hand-built records arrive as strings: typed from here on
        object.__setattr__(self, "method", TimingMethod(self.method))
        object.__setattr__(self, "decision", Decision(self.decision))
        object.__setattr__(self, "timed_on", Phase(self.timed_on))
        if self.clock is not None:
            object.__setattr__(self, "clock", Clock(self.clock))

    @property
    def faster(self) -> bool:
        """Decided faster: the interval clears the minimum effect and the clocks agree."""
        return self.decision is Decision.FASTER

    @property
    def creditable(self) -> bool:
        """Decided faster on inputs a credit may rest on (not shown inputs timed for want of
        others: a candidate may have special-cased exactly those)."""
        return self.faster and Flag.TIMED_ON_SHOWN_INPUTS not in self.flags


@dataclass(frozen=True)
class Failure:
    """The first failing test, shown to a human or a model (excerpts, as text)."""

    #: the failing test's input (text, or a hex excerpt for binary data)
    input: str
    #: the expected output
    expected: str
    #: what the candidate printed (the head the sandbox keeps)
    actual: str
    #: where the outputs first differ, in bytes (None: they do not, the status says what failed)
    offset: int | None = None


@dataclass(frozen=True)
class Verdict:
    """What happened to one candidate on one problem."""

    #: how the evaluation ended (exactly one status per evaluation)
    status: Status
    #: what a human needs to know about it (the assembler's error, the first difference, ...)
    detail: str = ""
    #: the failing test's index in its phase
    test: int | None = None
    #: the failing test's file name, when it came from a file
    test_name: str = ""
    #: the phase of the failing test (public, or, for a timed run that failed, the timed
    #: input's: bench, hidden or public); None while correct (a tier that refuted a correct
    #: candidate is named in ``verified_detail``)
    phase: Phase | None = None
    #: public tests passed, out of tests_total
    tests_passed: int = 0
    tests_total: int = 0
    #: passed every check beyond the public tests that ran (hidden, generated, fuzz, explored,
    #: the function tier): False when one failed, None when none was asked for;
    #: ``verified_beyond_public`` says whether any of them ran
    verified: bool | None = None
    #: which check refuted it, and how
    verified_detail: str = ""
    #: baseline against candidate (None: not measured)
    measurement: Measurement | None = None
    #: the same instructions as the baseline: 1.00x by definition, not timed
    identical_to_baseline: bool = False
    #: the failing test's input, expected and actual output: a public test's, or, for a correct
    #: candidate a tier refuted, the refuting input's (never shown to a model: superasm.values);
    #: None for a timing input that failed while timed (it stays unshown)
    failure: Failure | None = None
    #: observations that do not change the status ("baseline_too_short", ...)
    flags: tuple[str, ...] = ()
    #: seconds the programs ran for this verdict, both binaries: on the public tests, on every
    #: tier's inputs and in the timed runs (the function tier's drivers are not counted)
    program_seconds: float = 0.0
    #: every tier of correctness checks, what it checked and whether it passed (or why it did
    #: not run); ``verified`` is False when one that ran failed
    checks: tuple[Check, ...] = ()

    @property
    def compiled(self) -> bool:
        return self.status.compiled

    def checked(self) -> tuple[int, int]:
        """(cases passed, cases run) over every tier that ran: what the rewards' correctness
        term counts (a function tier counts as one case: it passed or it did not; each tier as
        it is declared, :data:`~superasm.tiers.TIERS`)."""
        counted = [check.counted() for check in self.checks]
        return sum(p for p, _ in counted), sum(t for _, t in counted)

    def checks_line(self) -> str:
        """What was checked, in one line (``public 10/10, hidden 22/22, generated 35/35 ...``)."""
        return ", ".join(c.line() for c in self.checks)

    @property
    def verified_beyond_public(self) -> bool:
        """Verified in the word's sense: correct, not refuted, and some tier beyond the public
        tests (hidden, generated, fuzz or explored inputs, the function tier: each tier declared
        ``beyond_public``) ran cases and passed them all.  ``verified`` alone is also True when
        the public tests were all there was; a record written before tiers were recorded (no
        ``checks``) keeps its ``verified``."""
        if not self.correct or self.verified is not True:
            return False
        if not self.checks:
            return True
        return any(c.ok and c.beyond_public and c.counted()[1] > 0 for c in self.checks)

    def verification_words(self) -> str:
        """What a line judging this candidate may call it: ``verified (hidden 3/3, generated
        36/36)`` only when a tier beyond the public tests ran and passed, else what did run
        (``7 public tests only: generated not run (...)``) or what refuted it."""
        if self.verified is False:
            return f"refuted on inputs never shown: {self.verified_detail}".rstrip(": ")
        beyond = [c for c in self.checks if c.beyond_public]
        if self.verified_beyond_public:
            ran = [c.line() for c in beyond if c.ran]
            return "verified" + (f" ({', '.join(ran)})" if ran else "")
        public = next((c for c in self.checks if not c.beyond_public), None)
        count = public.total if public is not None else self.tests_total
        shown = f"{count} public test{'s' if count != 1 else ''} only"
        if self.verified is None and not beyond:
            return f"{shown}: verification not run"
        return shown + (f": {', '.join(c.line() for c in beyond)}" if beyond else "")

    @property
    def correct(self) -> bool:
        return self.status is Status.CORRECT

    @property
    def speedup_estimate(self) -> float | None:
        """The measured point estimate (1.0 for the baseline's own code), None if unmeasured."""
        if not self.correct:
            return None
        if self.identical_to_baseline:
            return 1.0
        return self.measurement.estimate if self.measurement else None

    @property
    def paper_speedup(self) -> float:
        """The paper's credit: the point estimate when correct and above 1, else 1.  An
        instruction count that did not cover the run (``uncounted``) is no estimate at all."""
        point = self.speedup_estimate
        if self.measurement is not None and self.measurement.decision is Decision.UNCOUNTED:
            return 1.0
        return point if point is not None and point > 1.0 else 1.0

    @property
    def credited_speedup(self) -> float:
        """superasm's credit: only a candidate decided faster and verified earns > 1."""
        m = self.measurement
        if not self.correct or m is None or self.verified is False or not m.creditable:
            return 1.0
        return m.estimate


__all__ = ["Check", "Clock", "Decision", "Failure", "Flag", "Measurement", "Phase", "Status",
           "Tier", "Timing", "TimingMethod", "Verdict"]
