"""What the portfolio and the tuner share: trying compiler variants through the harness, and
choosing among them.

Each *trial* compiles one variant (:mod:`superasm.models.variants`), drops it if its assembly is
the baseline's or a variant's already tried (same canonical lines: never timed twice), looks it
up in the cache (:mod:`superasm.models.trial_cache`) and otherwise evaluates it on the caller's
evaluation pool, the same pool and harness every candidate of the run goes through.  A *screen*
trial runs the public tests and a short timing only; a *full* trial verifies on the hidden tests
and takes the full sequential measurement.  The winner is the full trial decided faster (and
verified) with the largest estimate; when there is none, the baseline's own assembly is returned
and the problem scores exactly 1.00×.

Which measurement of the winner is reported: **the run's own evaluation** of the returned
assembly (``superasm eval``/``optimize`` evaluate every sample the same way).  It is a fresh
measurement, made after and independently of the selection, so the winner's curse (the best of
many noisy readings reads high) does not inflate the reported number; the optimizer's own
reading, which chose the winner, is kept in the sample's ``info`` as the selection measurement
and never counted.
"""

from __future__ import annotations

import enum
import statistics
import time
from abc import abstractmethod
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from superasm.cache import digest
from superasm.harness import HarnessConfig
from superasm.measure import MeasureConfig
from superasm.models.base import Optimizer
from superasm.models.trial_cache import TrialCache, trial_key
from superasm.models.variants import Variant, compile_variant, compiler_versions
from superasm.pool import EvalPool, LocalPool
from superasm.problem import Problem
from superasm.toolchain import canonical_asm, machine_fingerprint
from superasm.values import Progress, Query, Sample
from superasm.verdict import Status, Verdict

DEFAULT_CANDIDATE_BUDGET_S = 10.0
#: a full trial's cost in screens, until one has been measured (the compile is the same; the
#: full measurement takes a few more rounds and the hidden tests)
FULL_PER_SCREEN = 1.5


class TrialStage(enum.StrEnum):
    """How far a trial went: a screen (public tests, short timing) or full (verified, the full
    measurement)."""

    SCREEN = "screen"
    FULL = "full"


class TrialOutcome(enum.StrEnum):
    """How a trial ended where the harness gave no verdict: the build failed, or nothing
    needed measuring."""

    COMPILE_ERROR = "compile_error"
    IDENTICAL = "identical_to_baseline"
    DUPLICATE = "duplicate"
    SKIPPED = "skipped"
    SPLICE_ERROR = "splice_error"


def trial_status(value: str) -> Status | TrialOutcome:
    """A recorded status read back: the harness's, else the search's own."""
    try:
        return Status(value)
    except ValueError:
        return TrialOutcome(value)


@dataclass
class Trial:
    """One variant tried on one problem: a row of the table that explains the choice."""

    variant: str
    command: str
    #: the harness's verdict, or how the search ended it without one
    status: Status | TrialOutcome
    stage: TrialStage = TrialStage.FULL
    verified: bool | None = None
    speedup: float | None = None
    speedup_ci: tuple[float, float] | None = None
    #: decided faster by the measurement, correct and verified
    faster: bool = False
    unsafe: bool = False
    cached: bool = False
    seconds: float = 0.0
    detail: str = ""
    asm_sha256: str = ""
    training: dict[str, Any] | None = None
    #: the harness's observations ("baseline_too_short", …)
    flags: list[str] = field(default_factory=list)
    #: a duplicate's twin: the variant (or "baseline") with the same instructions
    same_as: str = ""

    @property
    def credited(self) -> float:
        return self.speedup if self.faster and self.speedup is not None else 1.0

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["speedup_ci"] = list(self.speedup_ci) if self.speedup_ci else None
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Trial:
        data = {k: v for k, v in data.items() if k in cls.__dataclass_fields__}
        data["status"] = trial_status(data["status"])
        data["stage"] = TrialStage(data.get("stage", TrialStage.FULL))
        if data.get("speedup_ci") is not None:
            data["speedup_ci"] = tuple(data["speedup_ci"])
        return cls(**data)

    @classmethod
    def of(cls, v: Variant, verdict: Verdict, stage: TrialStage, seconds: float, asm: str,
           training: dict[str, Any] | None) -> Trial:
        m = verdict.measurement
        detail = verdict.detail
        if verdict.correct and verdict.verified is False:
            detail = f"passes the public tests but not the hidden ones: {verdict.verified_detail}"
        return cls(v.name, v.command(), TrialOutcome.IDENTICAL if verdict.identical_to_baseline
                   else verdict.status, stage, verdict.verified,
                   m.estimate if m else (1.0 if verdict.identical_to_baseline else None),
                   m.ci if m else None, verdict.credited_speedup > 1.0, v.unsafe, False,
                   round(seconds, 3), detail, digest(asm), training, list(verdict.flags))


def describe_speedup(speedup: float, ci: tuple[float, float] | None) -> str:
    return f"{speedup:.2f}×" + (f" [{ci[0]:.2f}, {ci[1]:.2f}]" if ci else "")


@dataclass
class Outcome:
    """The result on one problem: the assembly to use and the table that explains it."""

    problem_id: str
    asm: str
    winner: str  # a variant name, or "baseline"
    #: the selection measurement of the winner (see the module docstring: not the reported one)
    speedup: float
    speedup_ci: tuple[float, float] | None
    explanation: str
    table: list[Trial] = field(default_factory=list)
    elapsed_s: float = 0.0
    budget_s: float = 0.0
    unsafe: bool = False

    def info(self, source: str) -> dict[str, Any]:
        return {"source": source, "variant": self.winner, "selection_speedup": self.speedup,
                "selection_speedup_ci": list(self.speedup_ci) if self.speedup_ci else None,
                "explanation": self.explanation, "unsafe": self.unsafe,
                "elapsed_s": round(self.elapsed_s, 2), "budget_s": self.budget_s,
                "cache_hits": sum(1 for r in self.table if r.cached),
                "machine": machine_fingerprint(), "variants": [r.to_dict() for r in self.table]}


@dataclass
class Ledger:
    """One problem's search, as it goes: what was tried (the table), the code each variant
    made, the instructions already timed (never timed twice), the compilers' versions, what
    each kind of trial has cost so far (to plan the rest of the budget), and when it started.
    The portfolio, the tuner and the per-function search keep their state here instead of
    passing its pieces from method to method."""

    problem: Problem
    versions: dict[str, str]
    started: float
    #: canonical-code fingerprint -> the variant that made it ("baseline" for -O3's own)
    seen: dict[str, str] = field(default_factory=dict)
    table: list[Trial] = field(default_factory=list)
    asm_of: dict[str, str] = field(default_factory=dict)
    variants: dict[str, Variant] = field(default_factory=dict)
    #: seconds spent per (stage, pgo) kind of trial, cache hits left out
    costs: dict[tuple[str, bool], list[float]] = field(default_factory=dict)

    def record(self, row: Trial, v: Variant, asm: str | None) -> None:
        self.table.append(row)
        if asm is not None:
            self.asm_of[v.name], self.variants[v.name] = asm, v
        if not row.cached and row.status is not TrialOutcome.SKIPPED:
            self.costs.setdefault((row.stage, bool(v.pgo)), []).append(row.seconds)

    def elapsed(self) -> float:
        return time.monotonic() - self.started

    def expected(self, stage: TrialStage, pgo: bool = False) -> float:
        """The median cost of such trials so far; before the first, a guess from the screens
        of the same kind (a full trial: 1.5 of them, the compile once and a few more rounds),
        or of the other kind (profile-guided: twice the compile)."""
        spent = self.costs.get((stage, pgo))
        if spent:
            return statistics.median(spent)
        if stage is TrialStage.FULL:
            return FULL_PER_SCREEN * self.expected(TrialStage.SCREEN, pgo)
        other = self.costs.get((TrialStage.SCREEN, not pgo))
        if other:
            return statistics.median(other) * (2.0 if pgo else 0.5)
        return 1.0


class CompilerSearch(Optimizer):
    """The base of the portfolio and the tuner: trials, the cache, the choice (module docstring).

    Options: ``budget_s`` (seconds per problem), ``cache_dir`` (``None``/``""`` turns the cache
    off; default ``~/.cache/superasm/trials``), ``unsafe_math`` (allow semantics-changing
    flags), ``candidate_budget_s`` (the most timing budget of one trial, whichever pool runs
    it), ``pool`` (the pool to evaluate on until one is attached).

    The harness settings (timing, limits, which inputs are timed) are the pool's, read when a
    trial runs (:attr:`trial_config`): the search keeps no copy of its own, so the settings its
    trials are cached and planned by are those of the harness that judges them, whichever pool
    it is attached to.  With no pool at all it makes one with the default settings.
    """

    deterministic = True
    self_verifying = True
    source = "compiler search"

    def __init__(self, *, budget_s: float = 180.0, cache_dir: str | Path | None | bool = True,
                 unsafe_math: bool = False,
                 candidate_budget_s: float = DEFAULT_CANDIDATE_BUDGET_S,
                 pool: EvalPool | None = None) -> None:
        self.budget_s = float(budget_s)
        self.unsafe_allowed = unsafe_math
        self.cache = TrialCache(cache_dir if cache_dir is True else cache_dir or None)
        self.candidate_budget_s = float(candidate_budget_s)
        self._pool: EvalPool | None = pool
        self._own_pool: LocalPool | None = None
        self._progress: Progress | None = None
        self.outcomes: dict[str, Outcome] = {}

    # -------------------------------------------------------------- plumbing
    def attach(self, pool: EvalPool | None, progress: Progress | None) -> None:
        self._pool, self._progress = pool, progress

    @property
    def pool(self) -> EvalPool:
        if self._pool is not None:
            return self._pool
        if self._own_pool is None:
            self._own_pool = LocalPool()
        return self._own_pool

    @property
    def trial_config(self) -> HarnessConfig:
        """The harness settings a trial runs under: the pool's, with the timing budget capped
        at ``candidate_budget_s`` (a search times many variants; the run's own evaluation of
        the winner has the pool's full budget)."""
        config = self.pool.config
        budget = min(config.timing.budget_s, self.candidate_budget_s)
        return replace(config, timing=replace(config.timing, budget_s=budget))

    def close(self) -> None:
        if self._own_pool is not None:
            self._own_pool.close()
            self._own_pool = None

    def note(self, text: str, share: float = 0.0) -> None:
        if self._progress is not None:
            self._progress(text, share)

    def describe(self) -> dict[str, Any]:
        return {"spec": self.spec, "unsafe_math": self.unsafe_allowed, "budget_s": self.budget_s,
                "cache_dir": str(self.cache.directory) if self.cache.directory else None,
                "machine": machine_fingerprint()}

    # -------------------------------------------------------------- trials
    def open_ledger(self, problem: Problem, compilers: Sequence[str],
                    variants: Sequence[Variant] = ()) -> Ledger:
        """A search's state for one problem: the baseline's code counts as tried."""
        ledger = Ledger(problem, compiler_versions(list(compilers)), time.monotonic(),
                        variants={v.name: v for v in variants})
        ledger.seen[digest("\n".join(canonical_asm(problem.baseline_asm)))] = "baseline"
        return ledger

    def trial(self, ledger: Ledger, v: Variant, stage: TrialStage = TrialStage.FULL,
              timing: MeasureConfig | None = None, dedupe: bool = True) -> tuple[Trial, str | None]:
        """Compile ``v``, skip what was tried (unless ``dedupe`` is off: a finalist measured
        again), else evaluate (or take it from the cache); the row goes into the ledger."""
        row, asm = self._trial(ledger, v, stage, timing, dedupe)
        ledger.record(row, v, asm)
        return row, asm

    def _trial(self, ledger: Ledger, v: Variant, stage: TrialStage, timing: MeasureConfig | None,
               dedupe: bool) -> tuple[Trial, str | None]:
        problem, seen = ledger.problem, ledger.seen if dedupe else {}
        config = self.trial_config
        harness = replace(config, timing=timing or config.timing)
        key = trial_key(problem, v, ledger.versions.get(v.compiler, ""), harness, stage)
        cached = self.cache.get(key)
        if cached is not None:
            # another search may have cached it under its own name for the same variant
            row = replace(Trial.from_dict(cached["result"]), cached=True, variant=v.name,
                          command=v.command(), stage=stage)
            if cached.get("asm"):
                seen.setdefault(digest("\n".join(canonical_asm(cached["asm"]))), v.name)
            return row, cached.get("asm")
        started = time.monotonic()
        built = compile_variant(problem, v, self.unsafe_allowed)
        if not built.ok:
            row = Trial(v.name, v.command(), TrialOutcome.COMPILE_ERROR, stage, unsafe=v.unsafe,
                        seconds=round(time.monotonic() - started, 3), detail=built.error[:1000],
                        training=built.training)
            self.cache.put(key, {"result": row.to_dict(), "asm": None})
            return row, None
        fingerprint = digest("\n".join(canonical_asm(built.asm)))
        twin = seen.get(fingerprint)
        if twin is not None:
            row = Trial(v.name, v.command(), TrialOutcome.IDENTICAL if twin == "baseline"
                        else TrialOutcome.DUPLICATE, stage, unsafe=v.unsafe,
                        speedup=1.0 if twin == "baseline" else None,
                        seconds=round(time.monotonic() - started, 3),
                        detail=f"same instructions as {twin}: not measured again",
                        asm_sha256=digest(built.asm), training=built.training, same_as=twin)
            if twin == "baseline":  # a twin of another variant depends on what else was tried
                self.cache.put(key, {"result": row.to_dict(), "asm": built.asm})
            return row, built.asm
        seen[fingerprint] = v.name
        verdict = self.pool.evaluate(problem, built.asm, timing=harness.timing,
                                     verify=stage is TrialStage.FULL)
        row = Trial.of(v, verdict, stage, time.monotonic() - started, built.asm, built.training)
        self.cache.put(key, {"result": row.to_dict(), "asm": built.asm})
        return row, built.asm

    def compete(self, ledger: Ledger, start_asm: str | None) -> None:
        """The query's own starting assembly (a stack's earlier stage) competes too."""
        problem = ledger.problem
        if start_asm is None or canonical_asm(start_asm) == canonical_asm(problem.baseline_asm):
            return
        given = Variant("start", "-", (), "the assembly the query started from", "starting asm")
        verdict = self.pool.evaluate(problem, start_asm)
        ledger.record(replace(Trial.of(given, verdict, TrialStage.FULL, 0.0, start_asm, None),
                              command="(given)"), given, start_asm)

    def choose(self, ledger: Ledger) -> Outcome:
        """The fastest full trial decided faster and verified; else the baseline at 1.00×."""
        problem, table, asm_of, variants = (ledger.problem, ledger.table, ledger.asm_of,
                                            ledger.variants)
        credited = [r for r in table
                    if r.faster and r.stage is TrialStage.FULL and r.variant in asm_of]
        best = max(credited, key=lambda r: r.speedup or 0.0, default=None)
        elapsed = ledger.elapsed()
        if best is not None:
            v = variants.get(best.variant)
            text = (f"{v.label if v else best.variant}: {v.why if v else 'the starting assembly'}"
                    f"; {describe_speedup(best.speedup or 1.0, best.speedup_ci)}")
            if best.unsafe:
                text += " (UNSAFE: semantics-changing flags, opted in)"
            return Outcome(problem.id, asm_of[best.variant], best.variant, best.speedup or 1.0,
                           best.speedup_ci, text, table, elapsed, self.budget_s, best.unsafe)
        measured = [r for r in table if r.speedup is not None and r.status is Status.CORRECT]
        closest = max(measured, key=lambda r: r.speedup or 0.0, default=None)
        text = "no variant was decided faster than gcc -O3 and verified; baseline kept at 1.00×"
        if closest is not None:
            text += (f" (closest: {closest.variant} "
                     f"{describe_speedup(closest.speedup or 1.0, closest.speedup_ci)})")
        return Outcome(problem.id, problem.baseline_asm, "baseline", 1.0, None, text, table,
                       elapsed, self.budget_s)

    @abstractmethod
    def optimize(self, problem: Problem, start_asm: str | None = None) -> Outcome:
        """Search for the best candidate of one problem (each search says how)."""

    # -------------------------------------------------------------- the Optimizer interface
    def _sample(self, query: Query) -> Sample:
        outcome = self.optimize(query.problem, query.start_asm)
        self.outcomes[query.problem.id] = outcome
        return Sample(asm=outcome.asm, info=outcome.info(self.source))

    def generate(self, queries: list[Query], n: int = 1) -> list[list[Sample]]:
        """One search per query; deterministic, so the ``n`` samples are the same sample."""
        return [[self._sample(query)] * n for query in queries]
