"""The no-GPU optimizers side by side: gcc -O3 -march=native, the portfolio and the tuner.

Each optimizer runs on the same problems in this one run, through the same evaluation as
``superasm eval`` (``run_search``): its returned assembly is verified on the hidden tests and
measured again, independently of the search that chose it.  The portfolio and the tuner get the
same per-problem budget.  Printed: the Table 2 row of each, the share of problems where each is
the (strictly) best, seconds per problem, and for the tuner which dimensions its winners used.

Usage:
    .venv/bin/python benchmarks/search.py [--dataset builtin:val] [--limit N]
        [--budget 60] [--models native portfolio tune] [--out runs/bench-search]

The trial cache is off (a benchmark measures now).  Ratios measured in this run only.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from collections import Counter
from pathlib import Path

from superasm.datasets import resolve_dataset
from superasm.harness import HarnessConfig
from superasm.metrics import best_records, summarize
from superasm.models import load_model
from superasm.pool import LocalPool
from superasm.report.tables import format_table2_terminal
from superasm.runs import RunDir
from superasm.search import SearchConfig, run_search

MODELS = {"native": "compiler:gcc -O3 -march=native", "portfolio": "portfolio", "tune": "tune"}


def dimensions(command: str) -> list[str]:
    """Which of the tuner's dimensions a winning command uses beyond plain gcc -O3."""
    flags = command.split()
    used = []
    if flags and flags[0] not in ("gcc", "-"):
        used.append(f"compiler {flags[0]}")
    if "-fprofile-use" in command:
        used.append("PGO")
    if "-march=native" in flags or "-mtune=native" in flags:
        used.append("native")
    tuned = [f for f in flags[1:] if f not in ("-O3", "-march=native", "-mtune=native", "-S",
                                               "-fprofile-use", "-fno-addrsig")]
    if tuned:
        used.append("flags")
    return used or ["gcc -O3 (nothing)"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dataset", default="builtin:val")
    parser.add_argument("--limit", type=int)
    parser.add_argument("--budget", type=float, default=60.0, help="seconds per problem")
    parser.add_argument("--models", nargs="+", default=list(MODELS), choices=list(MODELS))
    parser.add_argument("--out", help="keep the run directories here")
    args = parser.parse_args()
    problems = resolve_dataset(args.dataset)[:args.limit]
    config = HarnessConfig()
    out = Path(args.out or tempfile.mkdtemp(prefix="superasm-bench-search-"))
    print(f"{len(problems)} problems of {args.dataset}; per-problem budget {args.budget:g} s; "
          f"run directories in {out}\n")
    results, seconds = {}, {}
    with LocalPool(config) as pool:
        for name in args.models:
            model = load_model(MODELS[name], cache_dir=None, budget_s=args.budget)
            run_dir = RunDir(out / name)
            run_dir.open({"dataset": args.dataset, "model": MODELS[name]}, problems)
            started = time.monotonic()
            try:
                records = run_search(problems, model, config, SearchConfig(progress=True),
                                     run_dir, pool)
            finally:
                model.close()
            seconds[name] = (time.monotonic() - started) / len(problems)
            results[name] = records
    ids = [p.id for p in problems]
    print()
    for name in args.models:
        print(format_table2_terminal(summarize(results[name], ids), MODELS[name]))
    best = {name: best_records(results[name]) for name in args.models}
    wins: Counter[str] = Counter()
    for pid in ids:
        scores = {n: best[n][pid].credited_speedup if pid in best[n] else 1.0 for n in best}
        top = max(scores.values())
        leaders = [n for n, s in scores.items() if s == top]
        if top > 1.0 and len(leaders) == 1:
            wins[leaders[0]] += 1
    print("\nshare of problems where each is strictly the best (ties and 1.00x: nobody's)")
    for name in args.models:
        print(f"  {name:<10} {100.0 * wins[name] / len(ids):5.1f}%   "
              f"{seconds[name]:6.1f} s per problem")
    if "tune" in results:
        used: Counter[str] = Counter()
        gains: dict[str, list[float]] = {}
        for record in best["tune"].values():
            if record.credited_speedup <= 1.0:
                continue
            winner = record.info.get("variant")
            rows = {r["variant"]: r for r in record.info.get("variants", [])}
            for dim in dimensions(rows.get(winner, {}).get("command", "")):
                used[dim] += 1
                gains.setdefault(dim, []).append(record.credited_speedup)
        print("\nthe tuner's credited winners by the dimensions they use (one winner may use "
              "several)")
        for dim, count in used.most_common():
            print(f"  {dim:<22} {count:3d} problems   median credited "
                  f"{statistics.median(gains[dim]):.2f}x")
    (out / "bench.json").write_text(json.dumps({"seconds_per_problem": seconds,
                                                "wins": dict(wins)}, indent=2))


if __name__ == "__main__":
    main()
