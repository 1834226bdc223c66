"""Two runs over the same problems: who solved what, where they differ, and is it significant.

Per problem, each run is represented by its best candidate (:meth:`rundata.Run.best_records`)
and its credited speedup.  Whether run A's average speedup really beats run B's is a *paired* question
(the same problems, some easy, some hard), so the test resamples problems, not runs: a paired
bootstrap over per-problem differences with a fixed seed, so the same two runs always give the
same interval and p-value.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from superasm.metrics import percentile
from superasm.report.rundata import Run

DEFAULT_RESAMPLES = 10_000
DEFAULT_SEED = 0
#: two speedups closer than this are "the same" when listing differences (pure timing noise)
SPEEDUP_TOLERANCE = 0.02


@dataclass(frozen=True)
class BootstrapResult:
    """Mean of per-problem differences (A − B), its 95% percentile interval and a p-value.
    ``p_value`` is two-sided: twice the share of resampled means on the far side of zero (bounded
    below by 1/resamples, because a finite bootstrap cannot say "exactly zero")."""

    mean_diff: float
    ci: tuple[float, float]
    p_value: float
    n: int
    resamples: int
    seed: int

    @property
    def significant(self) -> bool:
        return self.n > 0 and (self.ci[0] > 0.0 or self.ci[1] < 0.0)


def paired_bootstrap(a: list[float], b: list[float], resamples: int = DEFAULT_RESAMPLES,
                     seed: int = DEFAULT_SEED, confidence: float = 0.95) -> BootstrapResult:
    """Paired bootstrap of mean(a) − mean(b); ``a[i]`` and ``b[i]`` are the same problem."""
    if len(a) != len(b):
        raise ValueError(f"paired_bootstrap: {len(a)} values against {len(b)}; pairs must match")
    n = len(a)
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    if n == 0:
        return BootstrapResult(math.nan, (math.nan, math.nan), 1.0, 0, resamples, seed)
    rng = random.Random(seed)
    means = sorted(sum(rng.choices(diffs, k=n)) / n for _ in range(resamples))
    alpha = (1.0 - confidence) / 2.0
    at_or_below = sum(1 for m in means if m <= 0.0) / resamples
    at_or_above = sum(1 for m in means if m >= 0.0) / resamples
    p_value = min(1.0, max(2.0 * min(at_or_below, at_or_above), 1.0 / resamples))
    return BootstrapResult(sum(diffs) / n, (percentile(means, 100 * alpha),
                                            percentile(means, 100 * (1.0 - alpha))),
                           p_value, n, resamples, seed)


@dataclass(frozen=True)
class ProblemDiff:
    """One problem on which the two runs disagree (status or speedup)."""

    problem_id: str
    status_a: str
    status_b: str
    speedup_a: float
    speedup_b: float


@dataclass
class Comparison:
    """Run A against run B on the problems both attempted."""

    run_a: str
    run_b: str
    model_a: str
    model_b: str
    common: list[str]
    only_in_a: list[str]
    only_in_b: list[str]
    #: "solved" = a correct candidate; "faster" = a credited speedup above 1
    solved_both: list[str] = field(default_factory=list)
    solved_only_a: list[str] = field(default_factory=list)
    solved_only_b: list[str] = field(default_factory=list)
    solved_neither: list[str] = field(default_factory=list)
    faster_only_a: list[str] = field(default_factory=list)
    faster_only_b: list[str] = field(default_factory=list)
    differences: list[ProblemDiff] = field(default_factory=list)
    avg_speedup_a: float = math.nan
    avg_speedup_b: float = math.nan
    bootstrap: BootstrapResult | None = None
    #: the run directories, to link into the right run's section (names may repeat)
    path_a: str = ""
    path_b: str = ""


def compare_runs(run_a: Run, run_b: Run, resamples: int = DEFAULT_RESAMPLES,
                 seed: int = DEFAULT_SEED) -> Comparison:
    """Compare two runs problem by problem (see the module docstring for the statistics)."""
    best_a, best_b = run_a.best_records(), run_b.best_records()
    common = [pid for pid in best_a if pid in best_b]
    result = Comparison(run_a.name, run_b.name, run_a.model, run_b.model, common,
                        only_in_a=[pid for pid in best_a if pid not in best_b],
                        only_in_b=[pid for pid in best_b if pid not in best_a],
                        path_a=str(run_a.path), path_b=str(run_b.path))
    solved = {(True, True): result.solved_both, (True, False): result.solved_only_a,
              (False, True): result.solved_only_b, (False, False): result.solved_neither}
    for pid in common:
        ra, rb = best_a[pid], best_b[pid]
        solved[ra.correct, rb.correct].append(pid)
        sa, sb = ra.credited_speedup, rb.credited_speedup
        if sa > 1.0 and sb <= 1.0:
            result.faster_only_a.append(pid)
        elif sb > 1.0 and sa <= 1.0:
            result.faster_only_b.append(pid)
        if ra.status != rb.status or abs(sa - sb) > SPEEDUP_TOLERANCE * max(sa, sb):
            result.differences.append(ProblemDiff(pid, ra.status.value, rb.status.value, sa, sb))
    result.differences.sort(key=lambda d: -abs(d.speedup_a - d.speedup_b))
    speedups_a = [best_a[pid].credited_speedup for pid in common]
    speedups_b = [best_b[pid].credited_speedup for pid in common]
    if common:
        result.avg_speedup_a = sum(speedups_a) / len(common)
        result.avg_speedup_b = sum(speedups_b) / len(common)
    result.bootstrap = paired_bootstrap(speedups_a, speedups_b, resamples, seed)
    return result


def _ids(ids: list[str], limit: int = 12) -> str:
    if not ids:
        return "none"
    shown = ", ".join(ids[:limit])
    return shown + (f", … ({len(ids) - limit} more)" if len(ids) > limit else "")


def render_comparison(c: Comparison) -> str:
    """A plain-text account for the terminal (the HTML report has its own rendering)."""
    lines = [
        f"A = {c.run_a} ({c.model_a})",
        f"B = {c.run_b} ({c.model_b})",
        f"problems in both: {len(c.common)}"
        + (f"; only in A: {len(c.only_in_a)}" if c.only_in_a else "")
        + (f"; only in B: {len(c.only_in_b)}" if c.only_in_b else ""),
        f"solved (correct) by both: {len(c.solved_both)}, only A: {len(c.solved_only_a)}, "
        f"only B: {len(c.solved_only_b)}, neither: {len(c.solved_neither)}",
        f"  only A solved: {_ids(c.solved_only_a)}",
        f"  only B solved: {_ids(c.solved_only_b)}",
        f"faster (credited speedup > 1) only in A: {_ids(c.faster_only_a)}",
        f"faster (credited speedup > 1) only in B: {_ids(c.faster_only_b)}",
    ]
    b = c.bootstrap
    if b is not None and b.n:
        verdict = "significant" if b.significant else "not significant"
        lines.append(
            f"average speedup A {c.avg_speedup_a:.3f}x, B {c.avg_speedup_b:.3f}x; "
            f"A - B = {b.mean_diff:+.3f} (95% CI {b.ci[0]:+.3f} .. {b.ci[1]:+.3f}, "
            f"p = {b.p_value:.4f}, paired bootstrap, {b.resamples} resamples, seed {b.seed}): "
            f"{verdict}")
    if c.differences:
        lines.append(f"problems that differ ({len(c.differences)}), largest speedup gap first:")
        width = max(len(d.problem_id) for d in c.differences)
        for d in c.differences[:20]:
            lines.append(
                f"  {d.problem_id.ljust(width)}  A {d.status_a:<14} {d.speedup_a:6.2f}x   "
                f"B {d.status_b:<14} {d.speedup_b:6.2f}x")
        if len(c.differences) > 20:
            lines.append(f"  … {len(c.differences) - 20} more")
    return "\n".join(lines) + "\n"
