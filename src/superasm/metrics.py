"""The paper's metrics (Table 2) and ours, over the rows of a run.

Per problem, the result is its best sample over all samples and rounds (the paper's best-of-N):
correct before incorrect, then the larger speedup.  Over problems:

- ``compile_pass``, ``test_pass``: percentages (0–100) of problems whose best sample compiled /
  passed every public test (the paper's definitions);
- ``verified_pass``: passed public, hidden, generated and fuzz tests and the function tier,
  with at least one tier beyond the public tests run (ours; public tests alone verify
  nothing); per sample too: ``sample_test_pass`` and ``sample_verified_pass`` (percentages of
  every candidate evaluated) and ``samples_refuted`` (correct on the shown tests, refuted on
  inputs never shown); ``checked_beyond_public``: problems whose chosen candidate had any tier
  beyond the public tests run;
- ``speedup_p25/p50/p75/avg``: percentiles (linear interpolation, as numpy's default) and mean of
  the per-problem speedup, where a failed or not-faster candidate counts as 1.00×.  superasm
  credits a speedup only when the measurement decided *faster* (its interval clears the minimum
  effect and the two clocks agree) and the candidate is verified; ``paper`` holds the same
  numbers with the paper's credit (any point estimate > 1);
- ``fast_p``: KernelBench's fast_p, the % of problems whose best candidate is correct and
  credited more than ``p`` times faster, keyed by p (``"1.0"``, ``"1.1"``, ``"1.5"``, ``"2.0"``;
  :data:`FAST_P`): a mean speedup can be carried by one outlier, a share above a bar cannot;
- ``speedup_geomean``, ``faster_share`` (% of problems credited as faster),
  ``clock_disagreements`` (problems whose best candidate the two clocks disagreed on),
  ``speedup_avg_ci`` (95% bootstrap interval of the average over problems, fixed seed);
- ``status_counts`` over every evaluated candidate, ``problem_status_counts`` over best samples.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from superasm.record import ResultRecord
from superasm.verdict import Flag

SPEEDUP_KEYS = ("speedup_p25", "speedup_p50", "speedup_p75", "speedup_avg")

#: the bars of fast_p (KernelBench reports fast_1 and fast_2; 1.1 and 1.5 lie between)
FAST_P = (1.0, 1.1, 1.5, 2.0)


def fast_p(speedups: Sequence[float], n: int, bars: Sequence[float] = FAST_P) -> dict[str, float]:
    """KernelBench's fast_p as a percentage of ``n`` problems: those whose credited speedup is
    more than ``p``, keyed by ``p`` as text (JSON keys are strings).  Speedups are already
    credited, so an incorrect candidate reads 1.0 and never counts for any ``p >= 1``."""
    return {f"{p:.1f}": _pct(sum(1 for s in speedups if s > p), n) for p in bars}


def percentile(values: Sequence[float], q: float) -> float:
    """Linear-interpolation percentile (numpy's default), q in [0, 100]."""
    if not values:
        return float("nan")
    xs = sorted(values)
    pos = (len(xs) - 1) * q / 100.0
    lo = math.floor(pos)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)


def geomean(values: Sequence[float]) -> float:
    if not values:
        return float("nan")
    return math.exp(sum(math.log(v) for v in values) / len(values))


def bootstrap_mean_ci(values: Sequence[float], n_boot: int = 2000, seed: int = 0,
                      confidence: float = 0.95) -> tuple[float, float]:
    if not values:
        return (float("nan"), float("nan"))
    rng = random.Random(seed)
    n = len(values)
    means = sorted(sum(rng.choice(values) for _ in range(n)) / n for _ in range(n_boot))
    alpha = (1 - confidence) / 2
    return means[int(alpha * (n_boot - 1))], means[int((1 - alpha) * (n_boot - 1))]


def candidate_rank(record: ResultRecord,
                   paper: bool = False) -> tuple[bool, bool, float, float, bool, int]:
    """How candidates of one problem compare: correct first, then the credited speedup (or the
    paper's), then the point estimate, so that a noisy 1.3× never beats a solid 1.2×; among
    failures the one that got furthest (compiled, most tests passed), because its failure is
    the most instructive.  The one ranking of candidates: metrics, reports and ``optimize``."""
    credit = record.paper_speedup if paper else record.credited_speedup
    # the paper has no verification: its credit ranks unverified candidates like the rest
    return (record.correct, paper or record.verified is not False, credit,
            record.speedup_estimate or 0.0, record.compiled, record.tests_passed)


def best_record(records: Iterable[ResultRecord], paper: bool = False) -> ResultRecord:
    """The best of one problem's candidates; ties go to the earliest round and sample."""
    ordered = sorted(records, key=lambda r: (r.round, r.sample))
    if not ordered:
        raise ValueError("best_record: no records")
    return max(ordered, key=lambda r: candidate_rank(r, paper))  # the first of equals


def best_records(records: Iterable[ResultRecord], paper: bool = False) -> dict[str, ResultRecord]:
    """The best record of each problem (see :func:`best_record`)."""
    by_problem: dict[str, list[ResultRecord]] = {}
    for record in records:
        by_problem.setdefault(record.problem_id, []).append(record)
    return {pid: best_record(group, paper) for pid, group in by_problem.items()}


def _pct(count: int, total: int) -> float:
    return 100.0 * count / total if total else 0.0


def _speedup_block(per_problem: list[float]) -> dict[str, float]:
    return {
        "speedup_p25": percentile(per_problem, 25),
        "speedup_p50": percentile(per_problem, 50),
        "speedup_p75": percentile(per_problem, 75),
        "speedup_avg": sum(per_problem) / len(per_problem) if per_problem else float("nan"),
    }


def summarize(records: Sequence[ResultRecord],
              problem_ids: Sequence[str] | None = None) -> dict[str, Any]:
    """Metrics over result records.  ``problem_ids`` counts problems with no record as failures."""
    ids = list(dict.fromkeys(problem_ids if problem_ids is not None
                             else [r.problem_id for r in records]))
    n = len(ids)
    best = best_records(records)
    best_paper = best_records(records, paper=True)
    credited = [best[p].credited_speedup if p in best else 1.0 for p in ids]
    paper = [best_paper[p].paper_speedup if p in best_paper else 1.0 for p in ids]
    chosen = [best[p] for p in ids if p in best]
    # verified: a tier beyond the public tests ran and passed (public tests alone are not)
    verified_ids = {r.problem_id for r in records if r.verified_beyond_public}
    summary: dict[str, Any] = {
        "n_problems": n,
        "n_candidates": len(records),
        "compile_pass": _pct(sum(r.compiled for r in chosen), n),
        "test_pass": _pct(sum(r.correct for r in chosen), n),
        "verified_pass": _pct(sum(1 for p in ids if p in verified_ids), n),
        # per sample as well as per problem: a problem verified by its best sample can hide
        # samples that passed the shown tests and were refuted on inputs never shown
        "sample_test_pass": _pct(sum(r.correct for r in records), len(records)),
        "sample_verified_pass": _pct(sum(r.verified_beyond_public for r in records),
                                     len(records)),
        "samples_refuted": sum(r.correct and r.verified is False for r in records),
        # problems whose chosen candidate had a tier beyond the public tests run at all: 0
        # means "verified" could not be said of any, whatever the other numbers read
        "checked_beyond_public": sum(any(c.ran and c.beyond_public for c in r.checks)
                                     for r in chosen),
        **_speedup_block(credited),
        "speedup_geomean": geomean(credited),
        "speedup_avg_ci": list(bootstrap_mean_ci(credited)),
        "faster_share": _pct(sum(1 for s in credited if s > 1.0), n),
        "fast_p": fast_p(credited, n),
        "baseline_too_short": sum(Flag.BASELINE_TOO_SHORT in r.flags for r in chosen),
        "clock_disagreements": sum(Flag.CLOCK_DISAGREEMENT in r.flags for r in chosen),
        "status_counts": dict(Counter(r.status.value for r in records)),
        "problem_status_counts": dict(Counter(r.status.value for r in chosen)),
        "paper": {**_speedup_block(paper), "speedup_geomean": geomean(paper),
                  "faster_share": _pct(sum(1 for s in paper if s > 1.0), n),
                  "fast_p": fast_p(paper, n)},
    }
    return summary


def summarize_progress(records: Sequence[ResultRecord],
                       problem_ids: Sequence[str]) -> dict[str, Any]:
    """Per-round metrics (best so far up to each round) and the best-of-k curve over samples."""
    by_round = []
    for k in sorted({r.round for r in records}):
        s = summarize([r for r in records if r.round <= k], problem_ids)
        by_round.append({"round": k, **{key: s[key] for key in
                         ("compile_pass", "test_pass", "verified_pass", *SPEEDUP_KEYS,
                          "speedup_geomean", "faster_share")}})
    by_samples = []
    for k in range(1, len({r.sample for r in records}) + 1):
        s = summarize([r for r in records if r.sample < k], problem_ids)
        by_samples.append({"k": k, "speedup_avg": s["speedup_avg"], "test_pass": s["test_pass"],
                           "paper_speedup_avg": s["paper"]["speedup_avg"]})
    return {"rounds": by_round, "by_samples": by_samples}
