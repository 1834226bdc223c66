"""The portfolio: what a performance engineer tries first, before any language model.

gcc and clang at -O2 and -O3, ``-march=native``, ``-funroll-loops``, the vectoriser on and off,
and profile-guided optimisation trained on the public tests (the catalogue,
:mod:`superasm.models.variants`).  Every variant is verified on the public and hidden tests and
fully measured against the ``gcc -O3`` baseline through the run's evaluation pool; the fastest
variant decided faster wins (see :mod:`superasm.models.compiler_search` for the choice and for
which measurement of the winner is reported).  Variants are tried in catalogue order, likely
winners first, each only while what such a trial has cost so far fits the per-problem budget.

Spec: ``portfolio`` (every safe variant), ``portfolio:quick`` (10 s a problem),
``portfolio:unsafe`` (fast-math ones too, marked unsafe), ``portfolio:gcc-pgo,clang-O3`` (those
only).  A single named variant is "that alternative alone": its assembly is returned whatever it
scored (like ``compiler:``), which is how benchmarks read one alternative's row.
"""

from __future__ import annotations

from typing import Any

from superasm.models.compiler_search import (
    CompilerSearch,
    Ledger,
    Outcome,
    Trial,
    TrialOutcome,
    TrialStage,
    describe_speedup,
)
from superasm.models.variants import parse_argument
from superasm.problem import Problem
from superasm.values import Query, Sample

DEFAULT_BUDGET_S = 180.0
#: ``portfolio:quick``: first contact
QUICK_BUDGET_S = 10.0


class PortfolioOptimizer(CompilerSearch):
    """Verify and time every catalogued variant; return the fastest verified one (or the
    baseline)."""

    source = "portfolio"

    def __init__(self, argument: str = "", *, unsafe_math: bool = False,
                 budget_s: float | None = None, **options: Any) -> None:
        words = [w for w in argument.replace(" ", ",").split(",") if w.strip()]
        quick = "quick" in words
        argument = ",".join(w for w in words if w != "quick")
        budget = budget_s if budget_s is not None else QUICK_BUDGET_S if quick \
            else DEFAULT_BUDGET_S
        super().__init__(budget_s=budget, unsafe_math=unsafe_math, **options)
        self.variants, self.unsafe_allowed = parse_argument(argument, unsafe_math)
        self.single = bool(argument.strip()) and len(self.variants) == 1

    def describe(self) -> dict[str, Any]:
        return {**super().describe(), "variants": [v.name for v in self.variants],
                "single_variant": self.single}

    def optimize(self, problem: Problem, start_asm: str | None = None) -> Outcome:
        """Try every variant within the budget; the outcome says which won and why."""
        ledger = self.open_ledger(problem, [v.compiler for v in self.variants], self.variants)
        for i, v in enumerate(self.variants):
            over = ledger.elapsed() + (ledger.expected(TrialStage.FULL, bool(v.pgo)) if ledger.costs
                                       else 0.0) > self.budget_s
            skip = (f"per-problem budget of {self.budget_s:.0f} s spent"
                    if over else
                    f"{v.compiler} is not installed" if ledger.versions[v.compiler] == "missing"
                    else "")
            if skip:
                ledger.record(Trial(v.name, v.command(), TrialOutcome.SKIPPED, unsafe=v.unsafe,
                                    detail=skip), v, None)
                continue
            self.note(f"{problem.id}: {v.name} ({i + 1}/{len(self.variants)})",
                      1.0 / (len(self.variants) + 1))
            self.trial(ledger, v)
        if self.single:
            return self._alone(ledger)
        self.compete(ledger, start_asm)
        return self.choose(ledger)

    def _alone(self, ledger: Ledger) -> Outcome:
        """One named alternative alone: its assembly whatever it scored (like ``compiler:``)."""
        row, v = ledger.table[0], self.variants[0]
        text = (f"{v.label} alone: {row.status}"
                + (f"; {describe_speedup(row.speedup, row.speedup_ci)}" if row.speedup else "")
                + (f"; {row.detail}" if row.detail else ""))
        return Outcome(ledger.problem.id, ledger.asm_of.get(v.name, ""), v.name, row.credited,
                       row.speedup_ci, text, ledger.table, ledger.elapsed(), self.budget_s,
                       v.unsafe)

    def _sample(self, query: Query) -> Sample:
        sample = super()._sample(query)
        if self.single and not sample.asm:
            row = self.outcomes[query.problem.id].table[0]
            return Sample(asm=None, error=f"{row.variant}: {row.status}: {row.detail}",
                          info=sample.info)
        return sample


__all__ = ["PortfolioOptimizer"]
