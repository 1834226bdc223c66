"""The tuner: an autotuning search over compilers, flags and PGO, raced under the harness.

What a performance engineer does after the portfolio, as OpenTuner and Milepost GCC do it:

- **Code generators.** Every gcc and clang on the machine (``gcc-11``, ``clang-16``, …) is
  detected, never assumed; two names for one version count once.
- **Flags and parameters.** Per compiler family: ``-O2``/``-O3``, ``-march``/``-mtune=native``,
  the preferred vector width, unrolling, the vectoriser and its cost model, inlining limits,
  loop and function alignment, and (gcc) a dozen passes that can hurt, each on or off; PGO
  trained on the public tests combines with all of them.  No ``-ffast-math``-class flag without
  the opt-in (``tune:unsafe``).
- **The optimiser.** Optuna's TPE sampler, seeded: it handles categorical and conditional
  spaces (a gcc pass switch exists only when the compiler is gcc), its ask/tell interface leaves
  the evaluation to our harness, and it is a maintained library.  The portfolio's catalogue is
  enqueued first, so the search starts from what usually wins.  The proposals are a function of
  the seed and of the measured results; with ``--timing instructions`` the whole search repeats
  exactly.
- **Racing.** Every candidate is compiled; one whose instructions are those of the baseline or of
  an earlier candidate is never timed.  The others get a cheap *screen* (public tests, two
  timing rounds, no hidden tests); only the best few (``finalists``) get the *full* trial
  (hidden tests and the full sequential measurement); the winner is the fastest finalist decided
  faster.  The run then measures the returned assembly once more, independently (see
  :mod:`superasm.models.compiler_search`).
- **Budget.** Seconds per problem; a trial is started only when its expected cost fits what is
  left, so the budget holds to within a trial's spread.

Spec: ``tune`` (30 s per problem), ``tune:quick`` (10 s, two finalists: first contact),
``tune:unsafe``; options ``budget_s``, ``seed``, ``finalists``.
"""

from __future__ import annotations

import math
import os
import shutil
import statistics
import time
import warnings
from dataclasses import replace
from typing import Any

from superasm.errors import require
from superasm.models.base import ModelError
from superasm.models.compiler_search import CompilerSearch, Outcome, Trial
from superasm.models.variants import (
    CATALOGUE,
    SEMANTICS_CHANGING_FLAGS,
    Variant,
    is_clang,
    variant,
)
from superasm.problem import Problem

DEFAULT_BUDGET_S = 30.0
QUICK_BUDGET_S = 10.0
COMPILER_NAMES = ("gcc", "clang", *(f"gcc-{v}" for v in range(9, 16)),
                  *(f"clang-{v}" for v in range(11, 21)))

#: (parameter, choices) per compiler family; a choice may hold several flags
COMMON = (
    ("O", ("-O3", "-O2")),
    ("arch", ("", "-march=native", "-mtune=native")),
    ("width", ("", "-mprefer-vector-width=128", "-mprefer-vector-width=256",
               "-mprefer-vector-width=512")),
    ("align", ("", "-falign-loops=32", "-falign-functions=32 -falign-loops=32 -falign-jumps=32")),
)
FAMILY = {
    "gcc": (
        ("unroll", ("", "-funroll-loops", "-funroll-all-loops")),
        ("vect", ("", "-fno-tree-vectorize", "-fvect-cost-model=dynamic",
                  "-fvect-cost-model=unlimited")),
        ("inline", ("", "-fno-inline-functions", "-finline-limit=1000")),
    ),
    "clang": (
        ("unroll", ("", "-funroll-loops", "-fno-unroll-loops")),
        ("vect", ("", "-fno-vectorize -fno-slp-vectorize", "-fno-slp-vectorize",
                  "-fvectorize -fslp-vectorize")),
        ("inline", ("", "-fno-inline-functions", "-mllvm -inline-threshold=500")),
    ),
}
#: gcc passes that can hurt (or help) a given program, each switched on its own
GCC_SWITCHES = ("-fipa-pta", "-fno-tree-pre", "-fsched-pressure -fschedule-insns",
                "-fno-ivopts", "-ftracer", "-fsplit-loops", "-fno-if-conversion",
                "-fprefetch-loop-arrays", "-fno-guess-branch-probability", "-fgcse-las")
UNSAFE = ("", "-ffast-math")


def detect_compilers() -> list[str]:
    """The gcc and clang versions on this machine, one name per program (``gcc`` and ``gcc-12``
    are one when they are the same file; plain names first)."""
    kept: dict[str, str] = {}
    for name in COMPILER_NAMES:
        path = shutil.which(name)
        if path is not None and path.startswith("/usr/"):  # all the sandbox can see
            kept.setdefault(os.path.realpath(path), name)
    return list(kept.values())


def _family(compiler: str) -> str:
    return "clang" if is_clang(compiler) else "gcc"


def suggest(trial: Any, compilers: list[str], unsafe: bool) -> Variant:
    """The variant an Optuna trial proposes (define-by-run: family parameters are conditional)."""
    compiler = trial.suggest_categorical("compiler", compilers)
    family = _family(compiler)
    parts = [trial.suggest_categorical(name, choices) for name, choices in COMMON]
    parts += [trial.suggest_categorical(f"{family}.{name}", choices)
              for name, choices in FAMILY[family]]
    if family == "gcc":
        parts += [s for s in GCC_SWITCHES if trial.suggest_categorical(s, (False, True))]
    if unsafe:
        parts.append(trial.suggest_categorical("unsafe", UNSAFE))
    pgo = trial.suggest_categorical("pgo", (False, True))
    flags = [f for part in parts for f in part.split()]
    label = " ".join([compiler, *flags] + (["(PGO)"] if pgo else []))
    why = "autotuned " + ("profile-guided " if pgo else "") + f"{family} settings"
    return variant(f"t{trial.number}", compiler, flags, why, label, pgo="on" if pgo else "",
                   unsafe=any(f in SEMANTICS_CHANGING_FLAGS for f in flags))


def as_params(v: Variant, compilers: list[str]) -> dict[str, Any] | None:
    """A catalogue variant as the tuner's parameters (to enqueue it), or None when it is not
    expressible (a compiler this machine lacks)."""
    if v.compiler not in compilers:
        return None
    family = _family(v.compiler)
    flags = " ".join(f for f in v.flags if f != "-fno-addrsig")
    params: dict[str, Any] = {"compiler": v.compiler, "pgo": bool(v.pgo)}
    for name, choices in (*COMMON, *((f"{family}.{n}", c) for n, c in FAMILY[family])):
        params[name] = max((c for c in choices if c and c in flags), key=len, default="")
    if family == "gcc":
        params.update({s: False for s in GCC_SWITCHES})
    return params


class TuneOptimizer(CompilerSearch):
    """Autotune compilers, flags and PGO under the harness (module docstring)."""

    source = "tune"

    def __init__(self, argument: str = "", *, budget_s: float | None = None, seed: int = 0,
                 finalists: int | None = None, unsafe_math: bool = False,
                 **options: Any) -> None:
        words = {w.strip() for w in argument.split(",") if w.strip()}
        unknown = words - {"quick", "unsafe"}
        if unknown:
            raise ModelError(f"tune: unknown argument(s) {', '.join(sorted(unknown))}; "
                             "known: quick, unsafe")
        quick = "quick" in words
        budget = budget_s if budget_s is not None else QUICK_BUDGET_S if quick else DEFAULT_BUDGET_S
        super().__init__(budget_s=budget, unsafe_math=unsafe_math or "unsafe" in words,
                         **options)
        self.seed = int(seed)
        self.finalists = finalists if finalists is not None else 2 if quick else 3
        self.optuna = require("optuna", "the tune optimizer")
        self.optuna.logging.set_verbosity(self.optuna.logging.WARNING)
        self.compilers = detect_compilers()
        if not self.compilers:
            raise ModelError("tune: no gcc or clang on this machine")

    def describe(self) -> dict[str, Any]:
        return {**super().describe(), "seed": self.seed, "finalists": self.finalists,
                "compilers": self.compilers}

    def optimize(self, problem: Problem, start_asm: str | None = None) -> Outcome:
        started = time.monotonic()
        seen, versions = self.start(problem, self.compilers)
        with warnings.catch_warnings():  # multivariate TPE is "experimental" in Optuna's words
            warnings.simplefilter("ignore", self.optuna.exceptions.ExperimentalWarning)
            sampler = self.optuna.samplers.TPESampler(seed=self.seed, n_startup_trials=10,
                                                      multivariate=True, group=True)
        study = self.optuna.create_study(direction="maximize", sampler=sampler)
        for v in CATALOGUE:
            params = as_params(v, self.compilers)
            if params is not None and (self.unsafe_allowed or not v.unsafe):
                study.enqueue_trial(params, skip_if_exists=True)
        screen = replace(self.harness_config.timing, min_rounds=2, max_rounds=2)
        table: list[Trial] = []
        asm_of: dict[str, str] = {}
        variants: dict[str, Variant] = {}
        value_of: dict[str, float] = {"baseline": 0.0}
        costs: dict[tuple[str, bool], list[float]] = {}

        def expected(stage: str, pgo: bool = False) -> float:
            """The median cost of such trials so far (a guess before the first)."""
            spent = costs.get((stage, pgo))
            if spent:
                return statistics.median(spent)
            guess = statistics.median(costs.get(("screen", False)) or [1.0])
            return guess * (2.0 if stage == "full" else 1.0) * (2.0 if pgo else 1.0)

        def reserve() -> float:
            """What the finalists found so far will need (none yet: nothing to keep back)."""
            promising = sum(1 for r in table if r.status == "correct" and (r.speedup or 0) > 1.0)
            return min(self.finalists, promising) * expected("full")

        while True:
            left = self.budget_s - (time.monotonic() - started)
            trial = study.ask()
            v = suggest(trial, self.compilers, self.unsafe_allowed)
            if left < reserve() + expected("screen", bool(v.pgo)):
                break
            self.note(f"{problem.id}: screen {v.label}", expected("screen") / self.budget_s)
            row, asm = self.trial(problem, v, seen, versions, "screen", screen)
            table.append(row)
            if not row.cached:
                costs.setdefault(("screen", bool(v.pgo)), []).append(row.seconds)
            if asm is not None:
                asm_of[v.name], variants[v.name] = asm, v
            value = (math.log(row.speedup) if row.status == "correct" and row.speedup
                     else value_of.get(row.same_as, -1.0))
            value_of[v.name] = value
            study.tell(trial, value)
        ranked = sorted((r for r in table if r.status == "correct" and (r.speedup or 0) > 1.0),
                        key=lambda r: -(r.speedup or 0.0))
        for rank, screened in enumerate(ranked[:self.finalists]):
            v = variants[screened.variant]
            if self.budget_s - (time.monotonic() - started) < expected("full", bool(v.pgo)):
                break
            self.note(f"{problem.id}: finalist {rank + 1}: {v.label}",
                      expected("full") / self.budget_s)
            row, _ = self.trial(problem, v, {}, versions, "full")
            if not row.cached:
                costs.setdefault(("full", bool(v.pgo)), []).append(row.seconds)
            table.append(row)
        self.compete(problem, start_asm, table, asm_of, variants)
        outcome = self.choose(problem, table, asm_of, variants, started)
        screened = sum(1 for r in table if r.stage == "screen" and r.speedup is not None)
        outcome.explanation += (f" (best of {len(table)} candidates: {screened} screened, "
                                f"{sum(1 for r in table if r.stage == 'full')} fully measured)")
        return outcome


__all__ = ["TuneOptimizer", "detect_compilers", "suggest"]
