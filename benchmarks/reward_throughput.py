"""Rewards per minute on this machine: 1 vs 2 Ray reward workers, default vs paper-ref timing.

One batch of model-like replies over the example problems, per problem:
- ``a/a``: the baseline with a comment added (same machine code, so it is timed; any speedup
  credited to it is noise),
- ``native``: the C source compiled with ``-O3 -march=native`` (sometimes really faster),
- ``broken``: assembly with a syntax error (fails to assemble, as many RL samples do),
- ``prose``: a reply with no assembly (never reaches the harness).

The same batch is scored by every (timing, workers) configuration in this one run; the script
prints rewards per minute, the ratios between configurations, and how often each timing paid a
speedup to the A/A candidates.  Ratios only: absolute numbers depend on the machine.

Usage: .venv/bin/python benchmarks/reward_throughput.py [--budget 3] [--workers 1 2]
                                    [--timings default paper-ref] [--repeat 1]
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import time

from superasm.datasets import resolve_dataset
from superasm.measure import MeasureConfig
from superasm.pool import RayPool, ensure_ray
from superasm.problem import Problem
from superasm.rewards import RewardConfig, RewardResult, score_replies
from superasm.toolchain import c_to_asm


def fenced(asm: str) -> str:
    return "```assembly\n" + asm + "```"


def batch(problems: list[Problem], aa: str = "comment") -> tuple[list[Problem], list[str], list[str]]:
    """(problem, reply, kind) triples as three parallel lists.

    ``aa``: ``comment`` adds a comment to the baseline (the harness recognises the same
    instructions and does not time it: 1.00× by definition); ``relabel`` also renames its local
    labels with another prefix, which the harness times like any candidate.
    """
    items: list[tuple[Problem, str, str]] = []
    for problem in problems:
        same = problem.baseline_asm + "\n# same code, new text\n"
        if aa == "relabel":
            same = re.sub(r"\.L(\w+)", r".Lsame_\1", same)
        items.append((problem, fenced(same), "a/a"))
        native = c_to_asm(problem.c_source, flags=["-O3", "-march=native"])
        if native.ok:
            items.append((problem, fenced(native.asm), "native"))
        items.append((problem, fenced(problem.baseline_asm.replace("ret", "rett", 1)), "broken"))
        items.append((problem, "I would unroll the loop, but here is no code.", "prose"))
    return [i[0] for i in items], [i[1] for i in items], [i[2] for i in items]


def run_one(
    problems: list[Problem], replies: list[str], config: RewardConfig, workers: int
) -> tuple[float, list[RewardResult]]:
    """Seconds to score the batch on a fresh pool (its baseline builds included)."""
    with RayPool(config.harness_config(), workers) as pool:
        start = time.monotonic()
        results = score_replies(pool, problems, replies, config)
        return time.monotonic() - start, results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dataset", default="examples")
    parser.add_argument("--budget", type=float, default=3.0, help="timing budget per candidate")
    parser.add_argument("--timings", nargs="+", default=["default", "paper-ref"])
    parser.add_argument("--workers", nargs="+", type=int, default=[1, 2])
    parser.add_argument("--repeat", type=int, default=1, help="runs per configuration (median)")
    parser.add_argument("--aa", choices=["comment", "relabel"], default="comment",
                        help="the A/A reply: a comment added (not timed) or relabelled (timed)")
    args = parser.parse_args()

    os.environ.setdefault("RAY_AUTH_MODE", "disabled")
    ensure_ray(num_cpus=max(args.workers))
    problems, replies, kinds = batch(resolve_dataset(args.dataset), args.aa)
    print(
        f"{len(replies)} replies over {len(set(p.id for p in problems))} problems "
        f"({', '.join(f'{k}={kinds.count(k)}' for k in sorted(set(kinds)))}); "
        f"budget {args.budget}s; cores available: {len(os.sched_getaffinity(0))}"
    )

    per_minute: dict[tuple[str, int], float] = {}
    print(
        f"\n{'timing':<12}{'workers':>8}{'seconds':>10}{'rewards/min':>13}"
        f"{'mean reward':>13}{'a/a paid >1':>13}{'native paid >1':>16}"
    )
    for timing in args.timings:
        config = RewardConfig(kind="cgs", timing=MeasureConfig(method=timing, budget_s=args.budget))
        for workers in args.workers:
            runs = [run_one(problems, replies, config, workers) for _ in range(args.repeat)]
            seconds = statistics.median(r[0] for r in runs)
            results = runs[-1][1]
            per_minute[(timing, workers)] = 60.0 * len(replies) / seconds
            aa = [r for r, k in zip(results, kinds, strict=True) if k == "a/a"]
            native = [r for r, k in zip(results, kinds, strict=True) if k == "native"]
            print(
                f"{timing:<12}{workers:>8}{seconds:>10.1f}{per_minute[(timing, workers)]:>13.1f}"
                f"{statistics.mean(r.score for r in results):>13.3f}"
                f"{sum(r.speedup > 1 for r in aa):>9}/{len(aa):<3}"
                f"{sum(r.speedup > 1 for r in native):>12}/{len(native):<3}"
            )

    print("\nratios (same batch, same run):")
    for timing in args.timings:
        if len(args.workers) > 1:
            lo, hi = min(args.workers), max(args.workers)
            ratio = per_minute[(timing, hi)] / per_minute[(timing, lo)]
            print(f"  {timing}: {hi} workers / {lo} worker = {ratio:.2f}x rewards per minute")
    if "default" in args.timings:
        for timing in args.timings:
            if timing == "default":
                continue
            for workers in args.workers:
                ratio = per_minute[(timing, workers)] / per_minute[("default", workers)]
                print(
                    f"  {timing} / default at {workers} worker(s) = {ratio:.2f}x rewards per minute"
                )


if __name__ == "__main__":
    main()
