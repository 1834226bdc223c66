"""The paper's RL rewards (SuperCoder, Section 3.3), computed from a harness verdict.

With *pass* = the fraction of tests passed and *speedup* = t(baseline)/t(candidate) when correct
and faster, else 1:

- **CGS** (correctness-guided speedup): −1 if the candidate does not compile; *pass* if some test
  fails; ``1 + α·speedup`` if every test passes.
- **SO** (speedup only): 0 if it does not compile or any test fails; *speedup* otherwise.

The reward never times anything itself: the evaluation pool's harness assembles, tests and
measures in the sandbox exactly as evaluation does, so a training reward and an evaluation metric
can never disagree about what "correct" or "faster" means.  Which speedup feeds the reward is a
choice (:attr:`RewardConfig.speedup`): superasm's *credited* speedup (only a candidate the
measurement decided faster, with the clocks agreeing, and verified earns > 1; the default,
because rewarding timing noise teaches the policy to chase noise), or the paper's point estimate.
With the ``instructions`` timing method the speedup is a ratio of valgrind instruction counts,
paid only where timed rounds of the same inputs do not contradict it (and never above what
they allow): a count is not a time, so a candidate slower in time is never paid as faster.  A reply without assembly is judged as a search
judges a sample without one (:func:`~superasm.record.verdict_for_unusable`).

Like CompilerGym's reward spaces, a :class:`Reward` declares whether it is deterministic and
whether it depends on the machine it runs on, so a trainer can decide whether cached rewards are
reusable.

The rewards are declared once, in :data:`REWARDS`: each :class:`RewardKind` with its formula
over the verdict's terms (:class:`RewardTerms`) and its ``--reward`` help.  docs/extending.md
walks through adding one.
"""

from __future__ import annotations

import dataclasses
import enum
import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from superasm.errors import UserError
from superasm.extract import sample_from_text
from superasm.harness import HarnessConfig
from superasm.measure import MeasureConfig, method_spec
from superasm.pool import EvalPool
from superasm.problem import Problem
from superasm.record import verdict_for_unusable
from superasm.tiers import TIERS
from superasm.verdict import Status, Verdict


class RewardError(UserError, ValueError):
    """A reward configuration that cannot be used; the message names the bad setting."""


class RewardKind(enum.StrEnum):
    """Which of the paper's two rewards."""

    CGS = "cgs"
    SO = "so"


class Correctness(enum.StrEnum):
    """What the rewards' correctness term counts.

    ``verified`` (default): every check that ran, of every tier (``Verdict.checks``, counted
    as :data:`superasm.tiers.TIERS` declares each: public, hidden, generated, fuzz and explored
    inputs, the function tier).  A candidate
    wrong on an input it was never shown earns the fraction of checks it passed, below the 1 + α
    an honest copy of the baseline earns, so a policy gains by being correct beyond its tests.
    ``public``: the paper's definition, the public tests alone (kept for comparison).
    """

    VERIFIED = "verified"
    PUBLIC = "public"


class SpeedupSource(enum.StrEnum):
    """Which speedup of a verdict the reward uses.

    ``credited``: superasm's credit (``Verdict.credited_speedup``: decided faster and verified).
    ``paper``: the paper's credit, the point estimate when correct and above 1
    (``Verdict.paper_speedup``); noisier, kept for comparison with the reference.
    """

    CREDITED = "credited"
    PAPER = "paper"


#: the harness settings rewards use instead of the harness's defaults, as each tier declares
#: them (``TierSpec.reward_settings``: a reward is paid per sample, many per problem, so the
#: explored tier's campaign is smaller)
REWARD_SETTINGS: dict[str, int | float] = {name: value for spec in TIERS
                                            for name, value in spec.reward_settings}

#: the flat form of a reward's timing: option -> ``MeasureConfig`` field.  Read, never
#: written: what versions before the harness was recorded whole wrote (VERL launch scripts,
#: settings.json), and the short way to give a reward by hand (``timing="none"``)
FLAT_TIMING_OPTIONS = {"timing": "method", "clock": "clock", "budget_s": "budget_s",
                       "min_rounds": "min_rounds", "max_rounds": "max_rounds",
                       "min_effect": "min_effect"}
#: beside them, in the same older form, the harness settings that differed from the rewards'
#: own (a mapping)
FLAT_HARNESS_OPTIONS = "harness_options"


def _measure(timing: MeasureConfig | Mapping[str, Any] | str | None,
             where: str) -> MeasureConfig:
    """A measurement from what a caller or a file gives: a ``MeasureConfig``, a method name (that
    method with the default settings), or a mapping of its fields."""
    if timing is None:
        return MeasureConfig()
    if isinstance(timing, MeasureConfig):
        return timing
    if isinstance(timing, str):
        timing = {"method": timing}
    if isinstance(timing, Mapping):
        try:
            return MeasureConfig(**timing)
        except (TypeError, ValueError) as exc:
            raise RewardError(f"{where}: {exc}") from None
    raise RewardError(f"{where} must be a MeasureConfig, a method name or a mapping of its "
                      f"settings, not {type(timing).__name__}")


def _harness(timing: MeasureConfig, settings: Mapping[str, Any], where: str) -> HarnessConfig:
    try:
        return HarnessConfig.from_dict({"stop_at_first_failure": False, **REWARD_SETTINGS,
                                        **settings, "timing": timing})
    except (TypeError, ValueError) as exc:
        raise RewardError(f"{where}: {exc}") from None


def reward_harness(timing: MeasureConfig | str | None = None, **settings: Any) -> HarnessConfig:
    """The harness rewards judge candidates with, unless told otherwise.

    It runs *every* public test even after one fails (``stop_at_first_failure=False``), because
    CGS pays the fraction of tests passed and a harness that stops early would under-count it;
    the tiers' budgets are the rewards' own (:data:`REWARD_SETTINGS`).  ``timing`` (a
    ``MeasureConfig`` or a method name) and ``settings`` (``HarnessConfig`` fields) change it.
    """
    return _harness(_measure(timing, "timing"), settings, "harness")


def _plain(value: Any) -> Any:
    """Mappings (VERL hands nested reward kwargs over as OmegaConf's) as plain dicts."""
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    return value


@dataclass(frozen=True)
class RewardConfig:
    """Everything that decides a reward's value; recorded with every training run.

    ``alpha`` weighs speed against correctness in CGS (the paper's α).  ``harness`` is the
    harness that judges every candidate the reward pays for (:func:`reward_harness` by default),
    typed and whole: its ``timing`` is the reward's measurement
    (:class:`~superasm.measure.MeasureConfig`, the same one ``eval`` uses), and the pool that
    scores the rewards is made from it.  ``max_speedup`` caps the speedup fed to the reward so a
    single mismeasured candidate cannot dominate a batch's advantage estimate; ``None``
    (default) keeps the paper's uncapped value.

    Serialised in one place, :meth:`to_dict` and :meth:`from_dict`: what settings.json and the
    reward service record, and what VERL's reward processes are handed (as Hydra overrides)
    and read back.
    """

    kind: RewardKind = RewardKind.CGS
    alpha: float = 1.0
    speedup: SpeedupSource = SpeedupSource.CREDITED
    harness: HarnessConfig = field(default_factory=reward_harness)
    max_speedup: float | None = None
    correctness: Correctness = Correctness.VERIFIED

    def __post_init__(self) -> None:
        # accept plain strings (from the CLI, VERL's reward_kwargs, JSON) and normalise them
        for name, kind in (("kind", RewardKind), ("speedup", SpeedupSource),
                           ("correctness", Correctness)):
            try:
                object.__setattr__(self, name, kind(str(getattr(self, name)).lower()))
            except ValueError:
                raise RewardError(f"{name} {getattr(self, name)!r}: must be one of "
                                  f"{', '.join(k.value for k in kind)}") from None
        if not isinstance(self.harness, HarnessConfig):
            raise RewardError(f"harness must be a HarnessConfig (reward_harness() makes one, "
                              f"RewardConfig.from_dict reads a recorded one), not "
                              f"{type(self.harness).__name__}")
        if self.harness.stop_at_first_failure:
            raise RewardError("harness.stop_at_first_failure: must be False, since CGS pays the "
                              "fraction of tests passed (reward_harness() sets it)")
        if not math.isfinite(float(self.alpha)):
            raise RewardError(f"alpha {self.alpha!r}: must be a finite number")
        object.__setattr__(self, "alpha", float(self.alpha))
        if self.max_speedup is not None and not self.max_speedup >= 1.0:
            raise RewardError(f"max_speedup {self.max_speedup!r}: must be >= 1 (or None)")

    @property
    def timing(self) -> MeasureConfig:
        """The reward's measurement: its harness's."""
        return self.harness.timing

    def to_dict(self) -> dict[str, Any]:
        """The serialised form (JSON types only), read back by :meth:`from_dict`: every setting,
        the harness whole, so the reward a run paid can be reproduced."""
        return {"kind": self.kind.value, "alpha": self.alpha, "speedup": self.speedup.value,
                "correctness": self.correctness.value, "max_speedup": self.max_speedup,
                "harness": self.harness.to_dict()}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RewardConfig:
        """The inverse of :meth:`to_dict`, from JSON, a process boundary, or VERL's reward kwargs
        (a nested ``harness`` rebuilt by Hydra from dotted overrides).

        ``None`` is a setting's default; ``harness`` may give only some settings (the rest are
        :func:`reward_harness`'s).  The flat form also loads, which older versions wrote and
        which is the short way to write one by hand: the timing flat (``timing`` naming the
        method, ``clock``, ``budget_s`` …) or as a mapping, and ``harness_options`` (settings
        over the rewards' own).  An unknown key, or both forms at once, is a
        :class:`RewardError` naming it.
        """
        options = {k: v for k, v in _plain(data).items() if v is not None}
        known = {f.name for f in dataclasses.fields(cls)}
        flat = set(FLAT_TIMING_OPTIONS) | {FLAT_HARNESS_OPTIONS}
        unknown = sorted(set(options) - known - flat)
        if unknown:
            raise RewardError(f"unknown reward option(s) {', '.join(unknown)}; known: "
                              f"{', '.join(sorted(known | flat))}")
        older = sorted(set(options) & flat)
        if "harness" in options and older:
            raise RewardError(f"{', '.join(older)}: the flat form of the harness settings, "
                              "given beside 'harness'; give them in 'harness' (harness.timing."
                              "method, harness.timing.budget_s, harness.min_timeout_s, ...)")
        if "harness" in options:
            recorded = options.pop("harness")
            if not isinstance(recorded, Mapping):
                raise RewardError(f"harness must be a mapping of harness settings, not "
                                  f"{type(recorded).__name__}")
            settings = dict(recorded)
            timing = _measure(settings.pop("timing", None), "harness.timing")
            options["harness"] = _harness(timing, settings, "harness")
        elif older:
            options["harness"] = _flat_harness({k: options.pop(k) for k in older})
        try:
            return cls(**options)
        except (TypeError, ValueError) as exc:
            raise RewardError(str(exc)) from None

    @classmethod
    def from_options(cls, **options: Any) -> RewardConfig:
        """:meth:`from_dict` with the settings as keywords (as VERL's ``reward_kwargs`` arrive,
        and the quickest way to write one by hand: ``from_options(kind="so", timing="none")``)."""
        return cls.from_dict(options)


def _flat_harness(older: dict[str, Any]) -> HarnessConfig:
    """The harness the flat form describes: its timing (a method name beside the flat
    options, or the measurement as a mapping), and ``harness_options`` over the rewards' own
    settings (a ``timing`` among them is left out, as older versions left it out: the reward's
    own timing won)."""
    settings = older.pop(FLAT_HARNESS_OPTIONS, {})
    if not isinstance(settings, Mapping):
        raise RewardError(f"{FLAT_HARNESS_OPTIONS} must be a mapping of harness settings, not "
                          f"{type(settings).__name__}")
    timing = older.pop("timing", None)
    measured = dict(timing) if isinstance(timing, Mapping) else {"method": timing} \
        if timing is not None else {}
    measured.update({FLAT_TIMING_OPTIONS[k]: v for k, v in older.items()})
    return _harness(_measure(measured, "timing"),
                    {k: v for k, v in settings.items() if k != "timing"}, FLAT_HARNESS_OPTIONS)


@dataclass(frozen=True)
class RewardResult:
    """A reward and the parts it was computed from, for logging next to the score."""

    score: float
    kind: str
    status: str
    compiled: bool
    correct: bool
    pass_fraction: float
    #: the speedup the reward paid (1 unless correct and faster; see RewardConfig.speedup)
    speedup: float
    tests_passed: int = 0
    tests_total: int = 0
    credited_speedup: float = 1.0
    paper_speedup: float = 1.0
    speedup_estimate: float | None = None
    #: the measurement decided faster (and its clocks agreed)
    faster: bool = False
    asm_found: bool = True
    harness_error: bool = False
    detail: str = ""
    #: what the correctness rests on, in words: "verified (generated 36/36)" only when a tier
    #: beyond the public tests ran and passed, else what did run ("7 public tests only: ...")
    checked: str = ""
    #: this result's own time: from when a worker took its candidate to its verdict (0 for a
    #: reply without assembly, which nothing ran)
    seconds: float = 0.0
    #: the whole batch's time, which this result shared with the others scored with it
    batch_seconds: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    def numeric_parts(self) -> dict[str, float]:
        """The parts as floats only (:data:`NUMERIC_PARTS`): what trainers aggregate (VERL logs
        a mean per key)."""
        return {key: float(getattr(self, key)) for key in NUMERIC_PARTS}


#: the keys of :meth:`RewardResult.numeric_parts`: what a VERL reward function returns, every
#: call, in process or through the reward service
NUMERIC_PARTS = ("score", "compiled", "correct", "pass_fraction", "speedup", "credited_speedup",
                 "paper_speedup", "faster", "asm_found", "harness_error")


def rewarded_correct(verdict: Verdict,
                     correctness: Correctness = Correctness.VERIFIED) -> bool:
    """Correct as the reward counts it: every check that ran passed (or, ``public``, the public
    tests did)."""
    if correctness is Correctness.PUBLIC:
        return verdict.correct
    return verdict.correct and verdict.verified is not False


def pass_fraction(verdict: Verdict, correctness: Correctness = Correctness.PUBLIC) -> float:
    """Fraction of checks passed: the public tests (the paper's), or every check that ran
    (``verified``: every tier's, as ``Verdict.checked`` counts them).  A candidate correct on all of them passed them all by definition;
    one refuted is always below 1, however many cases it passed."""
    if rewarded_correct(verdict, correctness):
        return 1.0
    if not verdict.compiled:
        return 0.0
    passed, total = verdict.tests_passed, verdict.tests_total
    if correctness is Correctness.VERIFIED and verdict.checks:
        passed, total = verdict.checked()
    if total <= 0:
        return 0.0
    fraction = min(1.0, max(0.0, passed / total))
    return min(fraction, (total - 1) / total) if total > 1 else 0.0


def reward_speedup(verdict: Verdict, config: RewardConfig) -> float:
    """The speedup the reward pays: 1 unless correct and faster (the paper's fallback)."""
    if not verdict.correct:
        return 1.0
    raw = (verdict.credited_speedup if config.speedup is SpeedupSource.CREDITED
           else verdict.paper_speedup)
    value = raw if math.isfinite(raw) and raw > 1.0 else 1.0
    return min(value, config.max_speedup) if config.max_speedup is not None else value


def cgs(compiled: bool, correct: bool, passed: float, speedup: float, alpha: float) -> float:
    """Correctness-guided speedup, exactly as the paper: −1 / pass / 1 + α·speedup."""
    if not compiled:
        return -1.0
    if not correct:
        return passed
    return 1.0 + alpha * speedup


def so(compiled: bool, correct: bool, speedup: float) -> float:
    """Speedup only, exactly as the paper: 0 unless it compiles and passes every test."""
    if not compiled or not correct:
        return 0.0
    return speedup


@dataclass(frozen=True)
class RewardTerms:
    """What a reward's formula is given, from one verdict and the reward's configuration."""

    compiled: bool
    #: correct as the reward counts it (:func:`rewarded_correct`)
    correct: bool
    #: the fraction of checks passed (:func:`pass_fraction`)
    passed: float
    #: the speedup paid: 1 unless correct and faster (:func:`reward_speedup`)
    speedup: float
    #: CGS's weight of the speedup
    alpha: float


@dataclass(frozen=True)
class RewardSpec:
    """A reward: its formula over the terms, and what ``--reward``'s help says of it."""

    formula: Callable[[RewardTerms], float]
    help: str


#: the rewards, declared once: each name of :class:`RewardKind` and its formula
REWARDS: dict[RewardKind, RewardSpec] = {
    RewardKind.CGS: RewardSpec(lambda t: cgs(t.compiled, t.correct, t.passed, t.speedup, t.alpha),
                               "-1 / pass fraction / 1 + alpha*speedup"),
    RewardKind.SO: RewardSpec(lambda t: so(t.compiled, t.correct, t.speedup), "0 / speedup"),
}
if set(REWARDS) != set(RewardKind):  # a name without a formula is a bug, said at import
    raise ImportError("superasm.rewards: REWARDS must declare every RewardKind; missing "
                      + ", ".join(sorted(set(RewardKind) - set(REWARDS))))


def _checked_words(verdict: Verdict) -> str:
    """What a result's correctness rests on (:meth:`~superasm.verdict.Verdict.verification_words`
    for a correct candidate; for another, the tiers that ran)."""
    if verdict.correct:
        return verdict.verification_words()
    return verdict.checks_line()


class Reward:
    """A reward function over verdicts that says how far its values can be trusted.

    ``deterministic``: the same candidate always gets the same value; ``platform_dependent``:
    the value changes with the machine.  Both are the timing method's own
    (:data:`superasm.measure.TIMING_METHODS`): only timing ``none`` is deterministic, since
    instruction counts are paid only where timed rounds confirm them.
    """

    def __init__(self, config: RewardConfig | None = None) -> None:
        self.config = config or RewardConfig()

    @property
    def name(self) -> str:
        return self.config.kind.value

    @property
    def deterministic(self) -> bool:
        return method_spec(self.config.timing.method).deterministic

    @property
    def platform_dependent(self) -> bool:
        return method_spec(self.config.timing.method).platform_dependent

    def score_verdict(self, verdict: Verdict, *, asm_found: bool = True,
                      seconds: float = 0.0, batch_seconds: float = 0.0) -> RewardResult:
        """Turn one verdict into the reward and its parts."""
        config = self.config
        passed = pass_fraction(verdict, config.correctness)
        correct = rewarded_correct(verdict, config.correctness)
        speedup = reward_speedup(verdict, config) if correct else 1.0
        score = REWARDS[config.kind].formula(
            RewardTerms(verdict.compiled, correct, passed, speedup, config.alpha))
        point = verdict.speedup_estimate
        # a correct candidate passed every test, whatever count a harness left
        tests_passed = verdict.tests_total if verdict.correct and not verdict.tests_passed \
            else verdict.tests_passed
        return RewardResult(
            score=score, kind=config.kind.value, status=verdict.status.value,
            compiled=verdict.compiled, correct=correct, pass_fraction=passed,
            speedup=speedup, tests_passed=tests_passed, tests_total=verdict.tests_total,
            credited_speedup=verdict.credited_speedup, paper_speedup=verdict.paper_speedup,
            speedup_estimate=point if point is not None and math.isfinite(point) else None,
            faster=bool(verdict.measurement and verdict.measurement.faster),
            asm_found=asm_found, harness_error=verdict.status is Status.SANDBOX_ERROR,
            detail=verdict.detail, checked=_checked_words(verdict), seconds=seconds,
            batch_seconds=batch_seconds)

    def __call__(self, verdict: Verdict) -> float:
        return self.score_verdict(verdict).score

    def __repr__(self) -> str:
        return (f"Reward({self.name}, alpha={self.config.alpha}, speedup={self.config.speedup.value}, "
                f"timing={self.config.timing.method.value}, deterministic={self.deterministic})")


def _timed_verdicts(pool: EvalPool, pairs: Sequence[tuple[Problem, str | None]]
                    ) -> list[tuple[Verdict, float]]:
    """Each pair's verdict and its own seconds, from when a worker could take it to its verdict.

    A pool starts candidates in the order given, a new one as each finishes (one at a time per
    worker, :meth:`~superasm.pool.EvalPool.map`), so the ``k``-th candidate beyond the first
    ``size`` starts when the ``k``-th verdict of the batch arrives; its seconds are not the
    whole batch's, which a trainer would read as every sample's cost.
    """
    started = time.monotonic()
    starts = [started] * min(pool.size, len(pairs))
    out: dict[int, tuple[Verdict, float]] = {}
    for index, verdict in pool.map([(i, p, a, ()) for i, (p, a) in enumerate(pairs)]):
        now = time.monotonic()
        if len(starts) < len(pairs):
            starts.append(now)
        out[index] = (verdict, now - starts[index] if index < len(starts) else 0.0)
    return [out[i] for i in range(len(pairs))]


def score_replies(pool: EvalPool, problems: Sequence[Problem], replies: Sequence[str | None],
                  config: RewardConfig) -> list[RewardResult]:
    """Score model replies: extract the asm (the project's one extractor), evaluate it on the
    pool, apply CGS or SO.  A reply without assembly is judged like any search sample without
    one (:func:`~superasm.record.verdict_for_unusable`): it does not compile, so the policy must
    learn to produce a program at all.  Each result carries its own seconds and the batch's."""
    started = time.monotonic()
    reward = Reward(config)
    samples = [sample_from_text(r or "") for r in replies]
    unusable = [verdict_for_unusable(s) for s in samples]
    todo = [i for i, v in enumerate(unusable) if v is None]
    timed = dict(zip(todo, _timed_verdicts(pool, [(problems[i], samples[i].asm) for i in todo]),
                     strict=True))
    batch = time.monotonic() - started
    return [reward.score_verdict(timed[i][0], seconds=timed[i][1], batch_seconds=batch)
            if v is None else reward.score_verdict(v, asm_found=False, batch_seconds=batch)
            for i, v in enumerate(unusable)]


def compute_reward(problem: Problem, reply_text: str | None, config: RewardConfig,
                   pool: EvalPool) -> RewardResult:
    """Score one model reply on one problem (see :func:`score_replies`)."""
    return score_replies(pool, [problem], [reply_text], config)[0]


def summarize_rewards(results: list[RewardResult]) -> dict[str, float]:
    """Batch statistics trainers log: reward mean, compile/pass/correct rates, mean speedup."""
    if not results:
        return {}
    n = len(results)
    correct = [r for r in results if r.correct]
    return {
        "reward_mean": sum(r.score for r in results) / n,
        "compile_rate": sum(r.compiled for r in results) / n,
        "correct_rate": len(correct) / n,
        "pass_fraction_mean": sum(r.pass_fraction for r in results) / n,
        "speedup_mean": sum(r.speedup for r in results) / n,
        "speedup_mean_correct": (sum(r.speedup for r in correct) / len(correct))
        if correct else 1.0,
        "faster_rate": sum(r.speedup > 1.0 for r in results) / n,
        "asm_found_rate": sum(r.asm_found for r in results) / n,
        "harness_error_rate": sum(r.harness_error for r in results) / n,
    }


__all__ = ["NUMERIC_PARTS", "REWARDS", "REWARD_SETTINGS", "Correctness", "Reward", "RewardConfig", "RewardError",
           "RewardKind", "RewardResult", "RewardSpec", "RewardTerms", "SpeedupSource", "cgs", "compute_reward", "pass_fraction", "reward_harness", "reward_speedup", "rewarded_correct",
           "score_replies", "so", "summarize_rewards"]
