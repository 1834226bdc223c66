"""What the scaler did for each problem: its timing inputs as made, and the lines printed."""

from __future__ import annotations

import statistics
import sys
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from superasm.datasets.scale.settings import REPEATING, TARGET_S


@dataclass(frozen=True)
class BenchInput:
    """One timing input as made: where it came from and what the baseline took on it."""

    name: str
    method: str
    factor: float
    baseline_s: float
    size: int
    #: grown from an input a model could have been shown (a public test), not a hidden one
    from_shown: bool = False
    #: its lines, and how many of them are distinct (records drawn afresh are; repeated
    #: ones let a per-record cache earn what the program's own inputs would not)
    records: int = 0
    distinct: int = 0
    #: its records' distinct share in samples the size of a given test, and whether that is
    #: below the given tests' own share (less the tolerance): a per-record cache would earn
    #: on it more than on the inputs it stands for (``datasets.scale.records``)
    distinct_share: float | None = None
    repeats_records: bool = False


@dataclass
class BenchReport:
    """What the scaler did for one problem (printed by the builder and by ``optimize``)."""

    problem_id: str
    #: "scaled" (made here), "user" (--bench-inputs) or "none"
    source: str
    inputs: list[BenchInput] = field(default_factory=list)
    #: the baseline's median CPU seconds over the given tests
    given_s: float = 0.0
    target_s: float = TARGET_S
    dropped: list[str] = field(default_factory=list)
    cached: bool = False
    note: str = ""
    #: the problem's hidden tests, which the harness times where there are no timing inputs
    #: (None: not known here); set by :func:`add_bench_tests`, not cached
    hidden_tests: int | None = None
    #: the given tests' distinct share of records (None: they hold too few to say)
    given_distinct_share: float | None = None

    @property
    def short(self) -> bool:
        """No timing input, or one under half the target (the growth steps overshoot or fall
        short of it by up to 2x; under half, the inputs could not be grown far enough)."""
        if self.source == "given":
            return False  # recorded with the problem earlier: not ours to judge again
        return not self.inputs or min(i.baseline_s for i in self.inputs) < self.target_s / 2

    @property
    def seeds(self) -> str:
        """What the timing inputs were grown from: "unseen" (hidden tests only), "shown"
        (public tests only: their records can be the shown ones, SECURITY.md) or "mixed"."""
        shown = {i.from_shown for i in self.inputs if i.method != "given"}
        return {frozenset(): "unseen", frozenset({False}): "unseen",
                frozenset({True}): "shown"}.get(frozenset(shown), "mixed")

    def meta(self) -> dict[str, Any]:
        factors = [i.factor for i in self.inputs]
        seconds = [i.baseline_s for i in self.inputs]
        return {"source": self.source, "target_s": self.target_s,
                "given_baseline_s": round(self.given_s, 6),
                "factor": statistics.median(factors) if factors else None,
                "baseline_s": round(statistics.median(seconds), 6) if seconds else None,
                "methods": sorted({i.method for i in self.inputs}),
                "inputs": [asdict(i) for i in self.inputs], "short": self.short,
                "seeds": self.seeds,
                "repeats_records": any(i.method in REPEATING or i.repeats_records
                                       for i in self.inputs),
                "given_distinct_share": self.given_distinct_share,
                "dropped": self.dropped, **({"note": self.note} if self.note else {})}

    def line(self) -> str:
        """'prog: 3 timing inputs (count-list, 64x larger; baseline 24.1 ms each, given 1.7 ms)'."""
        head = f"{self.problem_id}: "
        if self.source == "given":
            return head + self.note
        if not self.inputs:
            why = self.note or (self.dropped[-1] if self.dropped else "nothing to grow")
            if self.given_s:
                why += f"; the given tests take {1000 * self.given_s:.1f} ms at -O3"
            if self.hidden_tests:
                instead = f"the {self.hidden_tests} hidden tests are timed instead"
            elif self.hidden_tests == 0:
                instead = ("the public tests are timed instead, and inputs a model was shown "
                           "earn no credit: give inputs of your own with --bench-inputs DIR")
            else:
                instead = ("the hidden tests are timed instead, or the public ones where there "
                           "are none (no credit)")
            return head + f"no timing inputs ({why}); {instead}"
        meta = self.meta()
        methods = ", ".join(meta["methods"])
        grown = (f", {_factor(meta['factor'])} larger" if self.source == "scaled" and meta["factor"]
                 and meta["factor"] > 1 else "")
        text = (f"{len(self.inputs)} timing inputs ({'given by you' if self.source == 'user' else methods}"
                f"{grown}; baseline {1000 * meta['baseline_s']:.1f} ms each, given tests "
                f"{1000 * self.given_s:.1f} ms)")
        if self.short:
            text += (f": still under {500 * self.target_s:.0f} ms, timing may be inconclusive")
        if self.cached:
            text += " [cached]"
        return head + text


def _factor(factor: float) -> str:
    return f"{factor:.0f}x" if factor >= 10 else f"{factor:.3g}x"


def print_reports(reports: Sequence[BenchReport], stream: Any = None) -> None:
    """One line per problem, then a line of totals (stderr by default)."""
    stream = stream or sys.stderr
    for report in reports:
        print("  " + report.line(), file=stream)
    made = [r for r in reports if r.inputs or r.source == "given"]
    if len(reports) > 1:
        # a problem without timing inputs is not "under" anything: its given tests are timed
        short = sum(r.short for r in reports if r.inputs)
        none = len(reports) - len(made)
        print(f"timing inputs: {len(made)}/{len(reports)} problems have them"
              + (f"; {short} of those still under {500 * reports[0].target_s:.0f} ms" if short else "")
              + (f"; {none} have none (their given tests are timed instead)" if none else ""),
              file=stream)
