"""Per-function choice: each hot function from the compilation that is best for it.

The portfolio and the tuner pick one compiler and one set of flags for the whole program, but
different functions prefer different code generators (clang's loop vectoriser for one, gcc's
scheduling for another).  This optimizer compiles the program with each variant of the
catalogue (:mod:`superasm.models.variants`), splices each hot function's version from each
variant into the ``gcc -O3`` baseline (:mod:`superasm.asmfunc`), and measures every spliced
program as a whole, verified, through the run's pool, as any candidate is measured.  For each
function the variant decided fastest is kept (or the baseline's own version when none is);
the kept versions are then combined into one program, which is verified and measured again.
The best of everything tried (whole-program variants, single-function splices, the
combination) wins by the portfolio's rule (:meth:`CompilerSearch.choose`).

Which functions: ``problem.target_functions`` (``optimize --function NAME``: only that
function changes, so only splices are tried), else the profile's hot set
(:mod:`superasm.profile`).  Where the profile finds a single hot function nothing changes: the
whole-program variants are tried, as by the portfolio, and no splice.  The combination is
greedy (each function's best taken independently) rather than every product of variants: with
``F`` hot functions and ``V`` variants that is ``F × V + 1`` measurements instead of ``V^F``;
the combination's own measurement says whether the parts added up.

Spec: ``per-function`` (a short list of variants that differ most), or
``per-function:clang-O3,gcc-O2`` (those variants).
"""

from __future__ import annotations

import time
from typing import Any

from superasm.asmfunc import AsmFunctionError, AsmProgram, splice_function
from superasm.models.compiler_search import (
    CompilerSearch,
    Outcome,
    Trial,
    TrialOutcome,
    TrialStage,
)
from superasm.models.variants import Variant, compile_variant, parse_argument
from superasm.problem import Problem
from superasm.profile import ProfileError, profile_problem, resolve_target

DEFAULT_BUDGET_S = 180.0
#: variants that differ most in code generation, likely winners first
DEFAULT_VARIANTS = "clang-O3,gcc-O3-native,clang-O3-native,gcc-O3-unroll,gcc-O2"


def target_functions(problem: Problem, asm: str) -> tuple[list[str], bool]:
    """(functions to choose per function, whether the user named them).  A named function the
    compiler inlined is replaced by the function containing it."""
    if problem.target_functions:
        names: list[str] = []
        for name in problem.target_functions:
            target = resolve_target(problem.c_source, asm, name).function
            if target not in names:
                names.append(target)
        return names, True
    try:
        profile = profile_problem(problem)
    except (ProfileError, OSError, RuntimeError):
        return [], False
    present = AsmProgram(asm).functions
    return [f.name for f in profile.hot() if f.name in present], False


class PerFunctionOptimizer(CompilerSearch):
    """Choose each hot function's compilation separately; verify and time every combination as
    a whole program (module docstring)."""

    source = "per-function"

    def __init__(self, argument: str = "", *, unsafe_math: bool = False,
                 budget_s: float = DEFAULT_BUDGET_S, **options: Any) -> None:
        super().__init__(budget_s=budget_s, unsafe_math=unsafe_math, **options)
        self.variants, self.unsafe_allowed = parse_argument(argument or DEFAULT_VARIANTS,
                                                            unsafe_math)

    def describe(self) -> dict[str, Any]:
        return {**super().describe(), "variants": [v.name for v in self.variants]}

    def optimize(self, problem: Problem, start_asm: str | None = None) -> Outcome:
        base = problem.baseline_asm
        ledger = self.open_ledger(problem, [v.compiler for v in self.variants], self.variants)
        started, versions = ledger.started, ledger.versions
        targets, named = target_functions(problem, base)
        whole_program = not named
        table, asm_of, by_name = ledger.table, ledger.asm_of, ledger.variants
        compiled: dict[str, str] = {}

        def over_budget() -> bool:
            return time.monotonic() - started >= self.budget_s

        for i, v in enumerate(self.variants):
            if over_budget() or versions[v.compiler] == "missing":
                table.append(Trial(v.name, v.command(), TrialOutcome.SKIPPED, unsafe=v.unsafe,
                                   detail="budget spent" if over_budget()
                                   else f"{v.compiler} is not installed"))
                continue
            self.note(f"{problem.id}: {v.name} ({i + 1}/{len(self.variants)})",
                      0.5 / (len(self.variants) + 1))
            if whole_program:
                row, asm = self.trial(ledger, v)
                if asm is not None:
                    compiled[v.name] = asm
            else:
                built = compile_variant(problem, v, self.unsafe_allowed)
                if built.ok:
                    compiled[v.name] = built.asm
        if len(targets) >= 2 or named:
            self._per_function(problem, targets, compiled, table, asm_of, by_name, over_budget)
        self.compete(ledger, start_asm)
        return self.choose(ledger)

    def _per_function(self, problem: Problem, targets: list[str], compiled: dict[str, str],
                      table: list[Trial], asm_of: dict[str, str], by_name: dict[str, Variant],
                      over_budget: Any) -> None:
        """Each target from each variant, spliced and measured; then the best per function
        combined and measured."""
        base = problem.baseline_asm
        best: dict[str, Trial] = {}
        for name in targets:
            for variant_name, asm in compiled.items():
                if over_budget():
                    return
                if name not in AsmProgram(asm).functions:
                    continue
                try:
                    spliced = splice_function(base, name, asm)
                except AsmFunctionError as exc:
                    table.append(Trial(f"{name}<-{variant_name}", "(splice)", TrialOutcome.SPLICE_ERROR,
                                       detail=str(exc)))
                    continue
                v = by_name[variant_name]
                label = f"{name}<-{variant_name}"
                pseudo = Variant(label, v.compiler, v.flags,
                                 f"{name} from {v.label}, the rest gcc -O3", label, v.pgo,
                                 v.unsafe)
                self.note(f"{problem.id}: {label}", 0.5 / (len(targets) * len(compiled) + 1))
                started = time.monotonic()
                verdict = self.pool.evaluate(problem, spliced.asm)
                row = Trial.of(pseudo, verdict, TrialStage.FULL, time.monotonic() - started, spliced.asm,
                               None)
                table.append(row)
                asm_of[label], by_name[label] = spliced.asm, pseudo
                if row.faster and (name not in best or (row.speedup or 0) > (
                        best[name].speedup or 0)):
                    best[name] = row
        if len(best) < 2 or over_budget():
            return
        combined, parts = base, []
        for name, row in best.items():
            variant_name = row.variant.split("<-", 1)[1]
            try:
                combined = splice_function(combined, name, compiled[variant_name]).asm
            except AsmFunctionError:
                continue
            parts.append(row.variant)
        label = "+".join(parts)
        first = by_name[parts[0].split("<-", 1)[1]]
        pseudo = Variant(label, first.compiler, first.flags,
                         "each hot function from the variant best for it", label)
        started = time.monotonic()
        verdict = self.pool.evaluate(problem, combined)
        table.append(Trial.of(pseudo, verdict, TrialStage.FULL, time.monotonic() - started, combined,
                              None))
        asm_of[label], by_name[label] = combined, pseudo


__all__ = ["PerFunctionOptimizer", "target_functions"]
