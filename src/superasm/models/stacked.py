"""Stacking two optimizers: ``A+B`` starts B from A's best assembly (``portfolio+openai:gpt-4o``).

The paper shows that the assembly a model starts from matters (Table 4: starting from better
assembly gives better results), so an LLM stacked on the portfolio is asked to improve the best
*verified* portfolio assembly instead of plain ``gcc -O3``.  Stacking must never lose what the
first stage found: the first stage's best is returned as one more sample beside B's, so the
harness keeps whichever verified candidate is fastest.  Every sample's ``info["stacked"]`` says
which stage made it and what B started from.

The first stage runs once per problem (its result is remembered for later refinement rounds).
When A verifies its own candidates (``self_verifying``, the portfolio), its sample *is* its best;
otherwise A's first sample with assembly is used and marked ``"verified": False``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from superasm.models.base import ModelError, Optimizer
from superasm.toolchain import canonical_asm
from superasm.values import Progress, Query, Sample


class StackedOptimizer(Optimizer):
    """B started from A's best.  In round 0 each query gets B's ``n`` samples plus A's best."""

    #: samples returned beyond the ``n`` asked for in round 0 (the first stage's best)
    extra_samples = 1

    def __init__(self, first: Optimizer, second: Optimizer, spec: str = "") -> None:
        if isinstance(first, StackedOptimizer) and isinstance(second, StackedOptimizer):
            raise ModelError(f"cannot stack two stacks: {spec!r}")
        self.first = first
        self.second = second
        self.spec = spec or f"{first.spec}+{second.spec}"
        self.deterministic = first.deterministic and second.deterministic
        self._first_best: dict[tuple[str, str], Sample] = {}

    def describe(self) -> dict[str, Any]:
        return {"spec": self.spec, "first": self.first.describe(),
                "second": self.second.describe()}

    def attach(self, pool: Any, progress: Progress | None) -> None:
        self.first.attach(pool, progress)
        self.second.attach(pool, progress)

    def close(self) -> None:
        try:
            self.second.close()
        finally:
            self.first.close()

    # ------------------------------------------------------------------ stage one
    @staticmethod
    def _key(query: Query) -> tuple[str, str]:
        return query.problem.id, query.start_asm or ""

    def _first_stage(self, queries: list[Query]) -> list[Sample]:
        """A's best for each query, asked for once per (problem, starting asm)."""
        missing = {self._key(q): Query(q.problem, start_asm=q.start_asm)
                   for q in queries if self._key(q) not in self._first_best}
        if missing:
            answers = self.first.generate(list(missing.values()), 1)
            for key, answer in zip(missing, answers, strict=True):
                self._first_best[key] = self._pick(answer)
        return [self._first_best[self._key(q)] for q in queries]

    def _pick(self, samples: list[Sample]) -> Sample:
        usable = [s for s in samples if s.asm is not None and s.asm.strip()]
        if not usable:
            reason = samples[0].error if samples else "no sample"
            return Sample(asm=None, error=f"first stage {self.first.spec!r}: {reason}",
                          info=samples[0].info if samples else {})
        return usable[0]

    def _provenance(self, best: Sample, query: Query) -> dict[str, Any]:
        """What B started from, in words a reader of results.jsonl understands."""
        if best.asm is None:
            started = "baseline"
            why = f"the first stage gave no assembly ({best.error}); started from gcc -O3"
        elif canonical_asm(best.asm) == canonical_asm(query.problem.baseline_asm):
            started = "baseline"
            why = str(best.info.get("explanation") or "the first stage kept the baseline")
        else:
            started = str(best.info.get("variant") or best.info.get("source") or self.first.spec)
            why = str(best.info.get("explanation") or "")
        return {
            "spec": self.spec,
            "first": self.first.spec,
            "second": self.second.spec,
            "started_from": started,
            "first_speedup": best.info.get("selection_speedup"),
            "first_speedup_ci": best.info.get("selection_speedup_ci"),
            "first_verified": bool(self.first.self_verifying and best.asm is not None),
            "first_explanation": why,
        }

    # ------------------------------------------------------------------ both stages
    def generate(self, queries: list[Query], n: int = 1) -> list[list[Sample]]:
        bests = self._first_stage(queries)
        second_queries, provenance = [], []
        for query, best in zip(queries, bests, strict=True):
            stacked = self._provenance(best, query)
            provenance.append(stacked)
            start = None if stacked["started_from"] == "baseline" else best.asm
            second_queries.append(Query(query.problem, start_asm=start, history=query.history,
                                        round=query.round, sample=query.sample))
        answers = self.second.generate(second_queries, n)
        out: list[list[Sample]] = []
        for query, best, stacked, answer in zip(queries, bests, provenance, answers, strict=True):
            samples = [_tagged(s, {**stacked, "stage": "second"}) for s in answer]
            if query.round == 0:
                samples.append(_tagged(best, {**stacked, "stage": "first"}))
            out.append(samples)
        return out


def _tagged(sample: Sample, stacked: dict[str, Any]) -> Sample:
    """A copy of the sample with its provenance; the original (maybe memoised) stays untouched."""
    return replace(sample, info={**sample.info, "stacked": stacked})
