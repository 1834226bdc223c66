"""The paper's metrics (Table 2) and ours, over the rows of a run.

Per problem, the result is its best sample over all samples and rounds (the paper's best-of-N):
correct before incorrect, then the larger speedup.  Over problems:

- ``compile_pass``, ``test_pass``: percentages (0–100) of problems whose best sample compiled /
  passed every public test (the paper's definitions);
- ``verified_pass``: passed public, hidden and fuzz tests (ours);
- ``speedup_p25/p50/p75/avg``: percentiles (linear interpolation, as numpy's default) and mean of
  the per-problem speedup, where a failed or not-faster candidate counts as 1.00×.  superasm
  credits a speedup only when it is significant (its 95% interval excludes 1) and the candidate
  is verified; ``paper`` holds the same numbers with the paper's credit (any point estimate > 1);
- ``speedup_geomean``, ``significant_share`` (% of problems significantly faster),
  ``speedup_avg_ci`` (95% bootstrap interval of the average over problems, fixed seed);
- ``status_counts`` over every evaluated candidate, ``problem_status_counts`` over best samples.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

SPEEDUP_KEYS = ("speedup_p25", "speedup_p50", "speedup_p75", "speedup_avg")


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


def candidate_rank(row: dict[str, Any], key: str = "speedup") -> tuple:
    """How candidates of one problem compare: correct first, then the speedup named by ``key``,
    then the paper's credit; among failures the one that got furthest (compiled, most tests
    passed), because its failure is the most instructive."""
    return (bool(row.get("correct")), float(row.get(key) or 1.0),
            float(row.get("speedup_paper") or 1.0), bool(row.get("compiled")),
            int(row.get("tests_passed") or 0))


def best_row(rows: Iterable[dict[str, Any]], key: str = "speedup") -> dict[str, Any]:
    """The best of one problem's candidates; ties go to the earliest round and sample."""
    ordered = sorted(rows, key=lambda r: (int(r.get("round", 0)), int(r.get("sample", 0))))
    if not ordered:
        raise ValueError("best_row: no rows")
    best = ordered[0]
    for row in ordered[1:]:
        if candidate_rank(row, key) > candidate_rank(best, key):
            best = row
    return best


def best_rows(rows: Iterable[dict[str, Any]], key: str = "speedup") -> dict[str, dict[str, Any]]:
    """The best row of each problem (see :func:`best_row`)."""
    by_problem: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        by_problem.setdefault(row["problem_id"], []).append(row)
    return {pid: best_row(group, key) for pid, group in by_problem.items()}


def _pct(count: int, total: int) -> float:
    return 100.0 * count / total if total else 0.0


def _speedup_block(per_problem: list[float]) -> dict[str, float]:
    return {
        "speedup_p25": percentile(per_problem, 25),
        "speedup_p50": percentile(per_problem, 50),
        "speedup_p75": percentile(per_problem, 75),
        "speedup_avg": sum(per_problem) / len(per_problem) if per_problem else float("nan"),
    }


def summarize(rows: Sequence[dict[str, Any]], problem_ids: Sequence[str] | None = None) -> dict[str, Any]:
    """Metrics over result rows.  ``problem_ids`` counts problems with no row as failures."""
    ids = list(dict.fromkeys(problem_ids if problem_ids is not None else [r["problem_id"] for r in rows]))
    n = len(ids)
    best = best_rows(rows, "speedup")
    best_paper = best_rows(rows, "speedup_paper")
    credited = [float(best[p]["speedup"]) if p in best else 1.0 for p in ids]
    paper = [float(best_paper[p]["speedup_paper"]) if p in best_paper else 1.0 for p in ids]
    compiled = sum(1 for p in ids if p in best and best[p].get("compiled"))
    correct = sum(1 for p in ids if p in best and best[p].get("correct"))
    verified_ids = {r["problem_id"] for r in rows
                    if r.get("correct") and r.get("verified") is not False}
    verified = sum(1 for p in ids if p in verified_ids)
    significant = sum(1 for s in credited if s > 1.0)
    too_short = sum(1 for p in ids if p in best and "baseline_too_short" in (best[p].get("flags") or []))
    summary: dict[str, Any] = {
        "n_problems": n,
        "n_candidates": len(rows),
        "compile_pass": _pct(compiled, n),
        "test_pass": _pct(correct, n),
        "verified_pass": _pct(verified, n),
        **_speedup_block(credited),
        "speedup_geomean": geomean(credited),
        "speedup_avg_ci": list(bootstrap_mean_ci(credited)),
        "significant_share": _pct(significant, n),
        "baseline_too_short": too_short,
        "status_counts": dict(Counter(r["status"] for r in rows)),
        "problem_status_counts": dict(Counter(best[p]["status"] for p in ids if p in best)),
        "paper": {**_speedup_block(paper), "speedup_geomean": geomean(paper),
                  "faster_share": _pct(sum(1 for s in paper if s > 1.0), n)},
    }
    return summary


def summarize_progress(rows: Sequence[dict[str, Any]], problem_ids: Sequence[str]) -> dict[str, Any]:
    """Per-round metrics (best so far up to each round) and the best-of-k curve over samples."""
    rounds = sorted({int(r.get("round", 0)) for r in rows})
    samples = sorted({int(r.get("sample", 0)) for r in rows})
    by_round = []
    for k in rounds:
        upto = [r for r in rows if int(r.get("round", 0)) <= k]
        s = summarize(upto, problem_ids)
        by_round.append({"round": k, **{key: s[key] for key in
                         ("compile_pass", "test_pass", "verified_pass", *SPEEDUP_KEYS,
                          "speedup_geomean", "significant_share")}})
    by_samples = []
    for k in range(1, len(samples) + 1):
        upto = [r for r in rows if int(r.get("sample", 0)) < k]
        s = summarize(upto, problem_ids)
        by_samples.append({"k": k, "speedup_avg": s["speedup_avg"], "test_pass": s["test_pass"],
                           "paper_speedup_avg": s["paper"]["speedup_avg"]})
    return {"rounds": by_round, "by_samples": by_samples}


TABLE2_COLUMNS = ("model", "compile_pass", "test_pass", "speedup_p25", "speedup_p50",
                  "speedup_p75", "speedup_avg", "speedup_geomean", "significant_share")


def table2_row(summary: dict[str, Any], model: str) -> str:
    """The paper's Table 2 row (plus our two columns), for the terminal."""
    head = (f"{'model':<28} {'compile%':>8} {'test%':>7} {'p25':>6} {'p50':>6} {'p75':>6} "
            f"{'avg':>6} {'geo':>6} {'sig%':>6}")
    s = summary
    row = (f"{model[:28]:<28} {s['compile_pass']:8.1f} {s['test_pass']:7.1f} "
           f"{s['speedup_p25']:5.2f}x {s['speedup_p50']:5.2f}x {s['speedup_p75']:5.2f}x "
           f"{s['speedup_avg']:5.2f}x {s['speedup_geomean']:5.2f}x {s['significant_share']:6.1f}")
    p = s["paper"]
    paper = (f"{'  (paper credit)':<28} {'':>8} {'':>7} {p['speedup_p25']:5.2f}x "
             f"{p['speedup_p50']:5.2f}x {p['speedup_p75']:5.2f}x {p['speedup_avg']:5.2f}x "
             f"{p['speedup_geomean']:5.2f}x {p['faster_share']:6.1f}")
    return "\n".join([head, row, paper])
