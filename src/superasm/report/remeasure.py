"""Two runs' chosen assembly, re-measured head to head in one session.

Two runs made at different times on a shared machine saw different load, so their numbers do
not compare: a tuner that measured 1.35× on a busy afternoon and a portfolio that measured
1.49× at night say little about which is better.  ``superasm report --remeasure A B`` takes,
for each problem both runs solved, the assembly each run would have written (its best candidate
if credited, else the baseline's, as ``optimize`` writes it) and measures, in one process, one
problem after another:

- A against the ``-O3`` baseline, B against the baseline, and A against B (B plays the
  baseline's part: a ratio above 1 means A is faster);
- each pair with the harness's interleaved sequential measurement (the same rule, the same
  timing inputs: the problem's bench tests, else its hidden tests), the three pairs of a
  problem back to back, their order rotated from problem to problem, so that load that comes
  and goes falls on all three alike.

The table gives each ratio with its interval and decision, the seconds each run spent on the
problem (its search's own account, where it kept one) and the seconds the re-measurement took.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from superasm.harness import Harness, HarnessConfig
from superasm.problem import Problem
from superasm.record import ResultRecord
from superasm.report.rundata import ReportError, Run
from superasm.verdict import Verdict

#: seconds of timing per pair (the harness's budget for one measurement)
DEFAULT_BUDGET_S = 10.0


@dataclass(frozen=True)
class Pair:
    """One head-to-head: ``speedup`` is t(second)/t(first) as the harness measures a candidate
    (first) against a baseline (second)."""

    speedup: float | None
    ci: tuple[float, float] | None
    #: faster, slower, not_faster, inconclusive, clock_disagreement, same (identical code), or
    #: the status of a failure (wrong_output, ...)
    decision: str
    timed_on: str = ""

    @classmethod
    def of(cls, verdict: Verdict) -> Pair:
        if verdict.identical_to_baseline:
            return cls(1.0, (1.0, 1.0), "same")
        m = verdict.measurement
        if not verdict.correct or m is None:
            return cls(None, None, verdict.status.value if not verdict.correct else "unmeasured")
        return cls(m.estimate, m.ci, str(m.decision), m.timed_on)

    @property
    def credited(self) -> float:
        """The harness's credit rule: the ratio when decided faster, else 1."""
        return self.speedup if self.decision == "faster" and self.speedup else 1.0

    def text(self) -> str:
        if self.decision == "same":
            return "1.000x (same code)"
        if self.speedup is None:
            return self.decision
        mark = {"faster": "+", "slower": "-"}.get(self.decision, "~")
        ci = f" [{self.ci[0]:.3f}, {self.ci[1]:.3f}]" if self.ci else ""
        return f"{self.speedup:.3f}x{ci} {mark}"


@dataclass(frozen=True)
class Row:
    problem_id: str
    a: Pair
    b: Pair
    a_vs_b: Pair
    #: seconds each run spent on the problem (None: the run did not say)
    a_seconds: float | None
    b_seconds: float | None
    #: seconds this re-measurement took for the problem
    seconds: float


def chosen_asm(records: Sequence[ResultRecord], problem: Problem) -> str:
    """What the run would have written for the problem: its best credited candidate, else the
    baseline (``superasm optimize``'s rule)."""
    credited = [r for r in records if r.candidate_asm and r.credited_speedup > 1.0]
    best = max(credited, key=lambda r: r.credited_speedup, default=None)
    return best.candidate_asm if best is not None and best.candidate_asm else problem.baseline_asm


def search_seconds(records: Sequence[ResultRecord]) -> float | None:
    """Seconds the run's optimizer spent on a problem, where it recorded them (the compiler
    searches do: ``info["elapsed_s"]``; the same search is shared by a problem's samples)."""
    spent = {float(r.info["elapsed_s"]) for r in records
             if isinstance(r.info.get("elapsed_s"), (int, float))}
    return sum(spent) if spent else None


def common_problems(a: Run, b: Run) -> list[Problem]:
    """The problems both runs have results for, with their recorded timing inputs (A's copy of
    the problem, B's bench tests where only B has them)."""
    ids = [pid for pid in a.problem_ids() if pid in set(b.problem_ids())]
    if not ids:
        raise ReportError(f"{a.name} and {b.name} have no problem in common")
    problems = []
    for pid in ids:
        problem = a.problems.get(pid) or b.problems.get(pid)
        if problem is None:
            raise ReportError(f"problem {pid} of {a.name} cannot be loaded (no problems.jsonl "
                              "and the dataset cannot be resolved): nothing to re-measure")
        other = b.problems.get(pid)
        if not problem.bench_tests and other is not None and other.bench_tests:
            problem = replace(problem, bench_tests=other.bench_tests)
        problems.append(problem)
    return problems


def remeasure(a: Run, b: Run, config: HarnessConfig | None = None,
              problems: Sequence[Problem] | None = None,
              progress: Callable[[Row], None] | None = None) -> list[Row]:
    """Re-measure A and B against the baseline and against each other (module docstring)."""
    config = config or HarnessConfig()
    problems = list(problems) if problems is not None else common_problems(a, b)
    rows = []
    with Harness(config) as harness:
        for index, problem in enumerate(problems):
            a_records, b_records = a.records_for(problem.id), b.records_for(problem.id)
            a_asm, b_asm = chosen_asm(a_records, problem), chosen_asm(b_records, problem)
            against_b = replace(problem, baseline_asm=b_asm)
            jobs = [("a", problem, a_asm), ("b", problem, b_asm), ("ab", against_b, a_asm)]
            shift = index % len(jobs)
            started = time.monotonic()
            pairs = {}
            for name, judged, asm in jobs[shift:] + jobs[:shift]:
                pairs[name] = Pair.of(harness.evaluate(judged, asm, verify=False))
            row = Row(problem.id, pairs["a"], pairs["b"], pairs["ab"], search_seconds(a_records),
                      search_seconds(b_records), round(time.monotonic() - started, 2))
            rows.append(row)
            if progress is not None:
                progress(row)
    return rows


def _geomean(values: Sequence[float]) -> float:
    return math.exp(statistics.fmean(math.log(v) for v in values)) if values else math.nan


def _seconds(value: float | None) -> str:
    return "?" if value is None else f"{value:.1f}"


def render(rows: Sequence[Row], name_a: str, name_b: str) -> str:
    """The head-to-head table, then the averages and the tally of decisions."""
    head = ("problem", "A vs -O3", "B vs -O3", "A vs B", "A s", "B s", "re-measure s")
    body = [(r.problem_id, r.a.text(), r.b.text(), r.a_vs_b.text(), _seconds(r.a_seconds),
             _seconds(r.b_seconds), f"{r.seconds:.1f}") for r in rows]
    widths = [max(len(str(line[i])) for line in [head, *body]) for i in range(len(head))]
    lines = [f"head to head, re-measured in one session: A = {name_a}, B = {name_b} "
             "(+ decided faster, - decided slower, ~ undecided)"]
    for line in [head, *body]:
        lines.append("  ".join(str(cell).ljust(w) for cell, w in zip(line, widths, strict=True))
                     .rstrip())
    n = len(rows)
    if n:
        credit_a = statistics.fmean(r.a.credited for r in rows)
        credit_b = statistics.fmean(r.b.credited for r in rows)
        point_a = _geomean([r.a.speedup for r in rows if r.a.speedup])
        point_b = _geomean([r.b.speedup for r in rows if r.b.speedup])
        a_wins = sum(r.a_vs_b.decision == "faster" for r in rows)
        b_wins = sum(r.a_vs_b.decision == "slower" for r in rows)
        spent_a = [r.a_seconds for r in rows if r.a_seconds is not None]
        spent_b = [r.b_seconds for r in rows if r.b_seconds is not None]
        lines.append(f"credited average vs -O3: A {credit_a:.3f}x, B {credit_b:.3f}x "
                     f"(geometric mean of the point estimates: A {point_a:.3f}x, "
                     f"B {point_b:.3f}x)")
        lines.append(f"A vs B: A decided faster on {a_wins}, B on {b_wins}, undecided or the "
                     f"same on {n - a_wins - b_wins} of {n} problems")
        if spent_a or spent_b:
            lines.append("seconds per problem: "
                         f"A {statistics.fmean(spent_a) if spent_a else math.nan:.1f}, "
                         f"B {statistics.fmean(spent_b) if spent_b else math.nan:.1f}; "
                         f"re-measuring took {statistics.fmean(r.seconds for r in rows):.1f}")
    return "\n".join(lines) + "\n"


__all__ = ["DEFAULT_BUDGET_S", "Pair", "Row", "chosen_asm", "common_problems", "remeasure",
           "render", "search_seconds"]
