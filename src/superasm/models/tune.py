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
  an earlier candidate is never timed.  The others get a cheap *screen* (public tests, three
  timing rounds, no hidden tests).  What the sampler is told, and how finalists are ranked, is
  the screen interval's *lower bound*: a short screen that reads high by luck does not rank
  first (the winner's curse of many screens: one winner was selected at 3.13× and measured at
  2.18×).  Only the best two (``finalists``) whose point estimate clears the minimum effect get
  the *full* trial (hidden tests and the full sequential measurement); the winner is the
  fastest finalist decided faster.  The run then measures the returned assembly once more,
  independently (see :mod:`superasm.models.compiler_search`).
- **Stopping.** Seconds per problem; a trial is started only when its expected cost fits what is
  left (the finalists' share kept back), so the budget holds to within a trial's spread.  The
  search also stops when ``patience`` (6) proposals beyond the catalogue have not beaten the
  best screen so far: where nothing beats the catalogue, the rest of the budget is not spent.

Spec: ``tune`` (30 s per problem), ``tune:quick`` (10 s: first contact), ``tune:unsafe``;
options ``budget_s``, ``seed``, ``finalists``, ``patience``.
"""

from __future__ import annotations

import math
import os
import shutil
import warnings
from dataclasses import replace
from typing import Any

from superasm.errors import require
from superasm.models.base import ModelError
from superasm.models.compiler_search import (
    CompilerSearch,
    Ledger,
    Outcome,
    Trial,
    TrialStage,
)
from superasm.models.variants import (
    CATALOGUE,
    SEMANTICS_CHANGING_FLAGS,
    Variant,
    is_clang,
    variant,
)
from superasm.problem import Problem
from superasm.verdict import Status

DEFAULT_BUDGET_S = 30.0
QUICK_BUDGET_S = 10.0
#: the full measurements per problem: few, so each can have the full timing budget
FINALISTS = 2
#: timing rounds of a screen (three: an interval with two degrees of freedom)
SCREEN_ROUNDS = 3
#: proposals beyond the catalogue without a better screen before the search stops
PATIENCE = 6
#: seconds of timing each finalist is promised (kept back while screening), and the least a
#: finalist is started with
FINAL_TIMING_S = 4.0
MIN_FINAL_TIMING_S = 1.5
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
                 finalists: int | None = None, patience: int = PATIENCE,
                 unsafe_math: bool = False, **options: Any) -> None:
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
        self.finalists = finalists if finalists is not None else FINALISTS
        self.patience = int(patience)
        self.optuna = require("optuna", "the tune optimizer")
        self.optuna.logging.set_verbosity(self.optuna.logging.WARNING)
        self.compilers = detect_compilers()
        if not self.compilers:
            raise ModelError("tune: no gcc or clang on this machine")

    def describe(self) -> dict[str, Any]:
        return {**super().describe(), "seed": self.seed, "finalists": self.finalists,
                "patience": self.patience, "screen_rounds": SCREEN_ROUNDS,
                "compilers": self.compilers}

    def optimize(self, problem: Problem, start_asm: str | None = None) -> Outcome:
        ledger = self.open_ledger(problem, self.compilers)
        study, enqueued = self._study()
        stopped = self._screen(ledger, study, enqueued)
        self._finals(ledger)
        self.compete(ledger, start_asm)
        outcome = self.choose(ledger)
        table = ledger.table
        screened = sum(1 for r in table if r.stage is TrialStage.SCREEN and r.speedup is not None)
        outcome.explanation += (f" (best of {len(table)} candidates: {screened} screened, "
                                f"{sum(1 for r in table if r.stage is TrialStage.FULL)} fully measured"
                                + (f"; {stopped}" if stopped else "") + ")")
        return outcome

    def _study(self) -> tuple[Any, int]:
        """A seeded TPE study with the portfolio's catalogue enqueued first."""
        with warnings.catch_warnings():  # multivariate TPE is "experimental" in Optuna's words
            warnings.simplefilter("ignore", self.optuna.exceptions.ExperimentalWarning)
            sampler = self.optuna.samplers.TPESampler(seed=self.seed, n_startup_trials=10,
                                                      multivariate=True, group=True)
        study = self.optuna.create_study(direction="maximize", sampler=sampler)
        enqueued = 0
        for v in CATALOGUE:
            params = as_params(v, self.compilers)
            if params is not None and (self.unsafe_allowed or not v.unsafe):
                study.enqueue_trial(params, skip_if_exists=True)
                enqueued += 1
        return study, enqueued

    def _reserve(self, ledger: Ledger) -> float:
        """What the finalists found so far will need (none yet: nothing to keep back)."""
        return sum(self._final_cost(ledger, bool(ledger.variants[r.variant].pgo))
                   for r in self._promising(ledger)[:self.finalists])

    @staticmethod
    def _final_cost(ledger: Ledger, pgo: bool) -> float:
        """A finalist's cost: what full trials of its kind have cost, but no more than its
        compile and tests (a screen's cost) plus the timing it is promised."""
        return min(ledger.expected(TrialStage.FULL, pgo), ledger.expected(TrialStage.SCREEN, pgo) + FINAL_TIMING_S)

    def _promising(self, ledger: Ledger) -> list[Trial]:
        """Screens whose point estimate clears the minimum effect, best lower bound first."""
        floor = 1.0 + self.trial_config.timing.min_effect
        rows = [r for r in ledger.table if r.stage is TrialStage.SCREEN and r.status is Status.CORRECT
                and (r.speedup or 0.0) > floor]
        return sorted(rows, key=lambda r: -screen_score(r))

    def _screen(self, ledger: Ledger, study: Any, enqueued: int) -> str:
        """Screen proposals until the budget (less the finalists' reserve) is spent, or the
        search has stopped paying: ``patience`` proposals after the catalogue without a
        better screen.  Returns why it stopped early ("" when the budget ended it)."""
        timing = self.trial_config.timing
        screen = replace(timing, min_rounds=SCREEN_ROUNDS, max_rounds=SCREEN_ROUNDS)
        value_of: dict[str, float] = {"baseline": 0.0}
        best, since_best, asked = -math.inf, 0, 0
        while True:
            trial = study.ask()
            v = suggest(trial, self.compilers, self.unsafe_allowed)
            left = self.budget_s - ledger.elapsed()
            if left < self._reserve(ledger) + ledger.expected(TrialStage.SCREEN, bool(v.pgo)):
                return ""
            if asked >= enqueued and since_best >= self.patience:
                return (f"stopped after {self.patience} proposals beyond the catalogue found "
                        "nothing better")
            asked += 1
            self.note(f"{ledger.problem.id}: screen {v.label}",
                      ledger.expected(TrialStage.SCREEN) / self.budget_s)
            row, _ = self.trial(ledger, v, TrialStage.SCREEN, screen)
            value = (screen_score(row) if row.status is Status.CORRECT and row.speedup
                     else value_of.get(row.same_as, -1.0))
            value_of[v.name] = value
            study.tell(trial, value)
            if value > best + 1e-9:
                best, since_best = value, 0
            elif asked > enqueued:
                since_best += 1

    def _finals(self, ledger: Ledger) -> None:
        """The best screens (by their lower bound: a lucky reading is not a reason) measured
        in full, with the hidden tests; as many as the budget allows."""
        full = self.trial_config.timing
        for rank, screened in enumerate(self._promising(ledger)[:self.finalists]):
            v = ledger.variants[screened.variant]
            left = self.budget_s - ledger.elapsed()
            setup = ledger.expected(TrialStage.SCREEN, bool(v.pgo))
            if left < setup + MIN_FINAL_TIMING_S:
                break
            # the timing gets what is left of the budget, up to the full measurement's own
            timing = replace(full, budget_s=max(MIN_FINAL_TIMING_S,
                                                min(full.budget_s, left - setup)))
            self.note(f"{ledger.problem.id}: finalist {rank + 1}: {v.label}",
                      self._final_cost(ledger, bool(v.pgo)) / self.budget_s)
            self.trial(ledger, v, TrialStage.FULL, timing, dedupe=False)


def screen_score(row: Trial) -> float:
    """What a screen tells the search: the log of its interval's lower bound, so a reading
    that is high only because two rounds were noisy does not rank first (the winner's curse
    of many short screens); the point estimate where there is no interval."""
    if row.speedup is None:
        return -1.0
    low = row.speedup_ci[0] if row.speedup_ci else row.speedup
    return math.log(max(low, 1e-3))


__all__ = ["TuneOptimizer", "detect_compilers", "screen_score", "suggest"]
