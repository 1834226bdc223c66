"""The paper's RL rewards (SuperCoder, Section 3.3), computed from a harness verdict.

With *pass* = the fraction of tests passed and *speedup* = t(baseline)/t(candidate) when correct
and faster, else 1:

- **CGS** (correctness-guided speedup): −1 if the candidate does not compile; *pass* if some test
  fails; ``1 + α·speedup`` if every test passes.
- **SO** (speedup only): 0 if it does not compile or any test fails; *speedup* otherwise.

The reward never times anything itself: the :class:`~superasm.harness.Harness` assembles, tests
and measures in the sandbox exactly as evaluation does, so a training reward and an evaluation
metric can never disagree about what "correct" or "faster" means.  Which speedup feeds the reward
is a choice (:attr:`RewardConfig.speedup`): superasm's *credited* speedup (only a significantly
faster, verified candidate earns > 1; the default, because rewarding timing noise teaches the
policy to chase noise), or the paper's point estimate.  With ``timing="instructions"`` the speedup
is a ratio of valgrind instruction counts: exactly repeatable, so rewards are noise-free.

Like CompilerGym's reward spaces, a :class:`Reward` declares whether it is deterministic and
whether it depends on the machine it runs on, so a trainer can decide whether cached rewards are
reusable.
"""

from __future__ import annotations

import dataclasses
import enum
import math
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from superasm.problem import Problem, Status, Verdict

if TYPE_CHECKING:  # pragma: no cover - typing only
    from superasm.harness import HarnessConfig

#: timing modes of the harness (see docs/architecture.md)
TIMINGS = ("default", "instructions", "paper-ref", "none")


class RewardError(ValueError):
    """A reward configuration that cannot be used; the message names the bad setting."""


class RewardKind(enum.StrEnum):
    """Which of the paper's two rewards."""

    CGS = "cgs"
    SO = "so"


class SpeedupSource(enum.StrEnum):
    """Which speedup of a verdict the reward uses.

    ``credited``: superasm's significance-gated, verified credit (``Verdict.speedup``).
    ``paper``: the paper's credit, the point estimate when correct and above 1
    (``Verdict.speedup_paper``); noisier, kept for comparison with the reference.
    """

    CREDITED = "credited"
    PAPER = "paper"


class Evaluator(Protocol):
    """Anything that judges one candidate: the real Harness, a Ray pool, or a test fake."""

    def evaluate(self, problem: Problem, asm: str) -> Verdict: ...


@dataclass(frozen=True)
class RewardConfig:
    """Everything that decides a reward's value; recorded with every training run.

    ``alpha`` weighs speed against correctness in CGS (the paper's α).  ``timing``, ``clock`` and
    ``budget_s`` configure the harness the reward builds (see :meth:`harness_config`).
    ``max_speedup`` caps the speedup fed to the reward so a single mismeasured candidate cannot
    dominate a batch's advantage estimate; ``None`` (default) keeps the paper's uncapped value.
    """

    kind: RewardKind = RewardKind.CGS
    alpha: float = 1.0
    speedup: SpeedupSource = SpeedupSource.CREDITED
    timing: str = "default"
    clock: str = "cpu"
    budget_s: float | None = None
    max_speedup: float | None = None
    harness_options: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # accept plain strings (from the CLI, VERL's reward_kwargs, JSON) and normalise them
        try:
            object.__setattr__(self, "kind", RewardKind(str(self.kind).lower()))
        except ValueError:
            raise RewardError(f"reward kind {self.kind!r}: must be 'cgs' or 'so'") from None
        try:
            object.__setattr__(self, "speedup", SpeedupSource(str(self.speedup).lower()))
        except ValueError:
            raise RewardError(
                f"speedup source {self.speedup!r}: must be 'credited' or 'paper'"
            ) from None
        if self.timing not in TIMINGS:
            raise RewardError(f"timing {self.timing!r}: must be one of {', '.join(TIMINGS)}")
        if not math.isfinite(float(self.alpha)):
            raise RewardError(f"alpha {self.alpha!r}: must be a finite number")
        object.__setattr__(self, "alpha", float(self.alpha))
        if self.max_speedup is not None and not self.max_speedup >= 1.0:
            raise RewardError(f"max_speedup {self.max_speedup!r}: must be >= 1 (or None)")

    @classmethod
    def from_options(cls, **options: Any) -> RewardConfig:
        """Build from loose keyword options (CLI, VERL ``reward_kwargs``); unknown keys are errors."""
        known = {f.name for f in dataclasses.fields(cls)}
        unknown = sorted(set(options) - known)
        if unknown:
            raise RewardError(
                f"unknown reward option(s) {', '.join(unknown)}; known: {', '.join(sorted(known))}"
            )
        return cls(**{k: v for k, v in options.items() if v is not None})

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind.value,
            "alpha": self.alpha,
            "speedup": self.speedup.value,
            "timing": self.timing,
            "clock": self.clock,
            "budget_s": self.budget_s,
            "max_speedup": self.max_speedup,
            "harness_options": dict(self.harness_options),
        }

    def harness_config(self) -> HarnessConfig:
        """The harness settings rewards need.

        Rewards ask the harness to run *every* public test even after one fails
        (``stop_at_first_failure=False``), because CGS pays the fraction of tests passed and a
        harness that stops early would under-count it.
        """
        from superasm.harness import HarnessConfig

        wanted: dict[str, Any] = {"timing": self.timing, "clock": self.clock}
        if self.budget_s is not None:
            wanted["budget_s"] = self.budget_s
        wanted["stop_at_first_failure"] = False
        wanted.update(self.harness_options)
        accepted = {f.name for f in dataclasses.fields(HarnessConfig)}
        missing = sorted(set(wanted) - accepted)
        if missing == ["stop_at_first_failure"]:
            # older harness: it already runs every test, or pass fractions are approximate
            wanted.pop("stop_at_first_failure")
        elif missing:
            raise RewardError(f"HarnessConfig has no setting(s) {', '.join(missing)}")
        return HarnessConfig(**wanted)


@dataclass(frozen=True)
class RewardResult:
    """A reward and the parts it was computed from, for logging next to the score."""

    score: float
    kind: str
    status: str
    compiled: bool
    correct: bool
    pass_fraction: float
    speedup: float
    tests_passed: int = 0
    tests_total: int = 0
    speedup_credited: float = 1.0
    speedup_paper: float = 1.0
    speedup_point: float | None = None
    significant: bool = False
    asm_found: bool = True
    harness_error: bool = False
    detail: str = ""
    seconds: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    def numeric_parts(self) -> dict[str, float]:
        """The parts as floats only: what trainers aggregate (VERL logs a mean per key)."""
        return {
            "score": self.score,
            "compiled": float(self.compiled),
            "correct": float(self.correct),
            "pass_fraction": self.pass_fraction,
            "speedup": self.speedup,
            "speedup_credited": self.speedup_credited,
            "speedup_paper": self.speedup_paper,
            "significant": float(self.significant),
            "asm_found": float(self.asm_found),
            "harness_error": float(self.harness_error),
        }


def pass_fraction(verdict: Verdict) -> float:
    """Fraction of public tests passed.  A correct candidate passed them all by definition."""
    if verdict.correct:
        return 1.0
    if not verdict.compiled or verdict.tests_total <= 0:
        return 0.0
    return min(1.0, max(0.0, verdict.tests_passed / verdict.tests_total))


def _tests_passed(verdict: Verdict) -> int:
    """Tests passed, trusting ``correct`` when a harness left the count at 0."""
    if verdict.correct and verdict.tests_passed == 0:
        return verdict.tests_total
    return verdict.tests_passed


def reward_speedup(verdict: Verdict, config: RewardConfig) -> float:
    """The speedup the reward pays: 1 unless correct and faster (the paper's fallback)."""
    if not verdict.correct:
        return 1.0
    raw = verdict.speedup if config.speedup is SpeedupSource.CREDITED else verdict.speedup_paper
    value = raw if raw is not None and math.isfinite(raw) and raw > 1.0 else 1.0
    if config.max_speedup is not None:
        value = min(value, config.max_speedup)
    return value


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


class Reward:
    """A reward function over verdicts that says how far its values can be trusted.

    ``deterministic``: the same candidate always gets the same value (true for instruction counts
    and for timing ``none``; wall/CPU timing is noisy).  ``platform_dependent``: the value changes
    with the machine (any real-time measurement does).
    """

    def __init__(self, config: RewardConfig | None = None) -> None:
        self.config = config or RewardConfig()

    @property
    def name(self) -> str:
        return self.config.kind.value

    @property
    def deterministic(self) -> bool:
        return self.config.timing in ("instructions", "none")

    @property
    def platform_dependent(self) -> bool:
        return self.config.timing in ("default", "paper-ref")

    def score_verdict(
        self, verdict: Verdict, *, asm_found: bool = True, seconds: float = 0.0
    ) -> RewardResult:
        """Turn one verdict into the reward and its parts."""
        config = self.config
        passed = pass_fraction(verdict)
        speedup = reward_speedup(verdict, config)
        if config.kind is RewardKind.CGS:
            score = cgs(verdict.compiled, verdict.correct, passed, speedup, config.alpha)
        else:
            score = so(verdict.compiled, verdict.correct, speedup)
        point = verdict.speedup_point
        measurement = verdict.measurement
        return RewardResult(
            score=score,
            kind=config.kind.value,
            status=verdict.status.value,
            compiled=verdict.compiled,
            correct=verdict.correct,
            pass_fraction=passed,
            speedup=speedup,
            tests_passed=_tests_passed(verdict),
            tests_total=verdict.tests_total,
            speedup_credited=verdict.speedup,
            speedup_paper=verdict.speedup_paper,
            speedup_point=point if point is not None and math.isfinite(point) else None,
            significant=bool(measurement.significant) if measurement else False,
            asm_found=asm_found,
            harness_error=verdict.status is Status.SANDBOX_ERROR,
            detail=verdict.detail,
            seconds=seconds,
        )

    def __call__(self, verdict: Verdict) -> float:
        return self.score_verdict(verdict).score

    def __repr__(self) -> str:
        return (
            f"Reward({self.name}, alpha={self.config.alpha}, speedup={self.config.speedup.value}, "
            f"timing={self.config.timing}, deterministic={self.deterministic})"
        )


def no_asm_verdict(detail: str = "no assembly found in the reply") -> Verdict:
    """The verdict for a reply with nothing to assemble: it does not compile (reward −1 / 0)."""
    return Verdict(status=Status.MODEL_ERROR, detail=detail)


def candidate_from_reply(reply_text: str | None) -> str | None:
    """Pull the assembly out of a model reply with the project's one extractor."""
    if not reply_text:
        return None
    from superasm.extract import extract_asm

    return extract_asm(reply_text)


def compute_reward(
    problem: Problem,
    reply_text: str | None,
    config: RewardConfig,
    harness: Evaluator,
) -> RewardResult:
    """Score one model reply on one problem: extract the asm, evaluate it, apply CGS or SO.

    A reply without assembly is scored as "does not compile", exactly like assembly that fails to
    assemble: the policy must learn to produce a program at all.
    """
    started = time.monotonic()
    asm = candidate_from_reply(reply_text)
    reward = Reward(config)
    if asm is None:
        return reward.score_verdict(no_asm_verdict(), asm_found=False)
    verdict = harness.evaluate(problem, asm)
    return reward.score_verdict(verdict, seconds=time.monotonic() - started)


def score_verdicts(verdicts: list[Verdict], config: RewardConfig) -> list[RewardResult]:
    """Rewards for verdicts computed elsewhere (e.g. by Ray reward workers)."""
    reward = Reward(config)
    return [reward.score_verdict(v) for v in verdicts]


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
        if correct
        else 1.0,
        "faster_rate": sum(r.speedup > 1.0 for r in results) / n,
        "asm_found_rate": sum(r.asm_found for r in results) / n,
        "harness_error_rate": sum(r.harness_error for r in results) / n,
    }


__all__ = [
    "Evaluator",
    "Reward",
    "RewardConfig",
    "RewardError",
    "RewardKind",
    "RewardResult",
    "SpeedupSource",
    "cgs",
    "compute_reward",
    "no_asm_verdict",
    "pass_fraction",
    "reward_speedup",
    "score_verdicts",
    "so",
    "summarize_rewards",
]
