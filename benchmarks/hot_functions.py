"""Function-level optimization: how much prompt it saves, how concentrated the time is, and what
choosing a compilation per function buys over choosing one for the whole program.

Three measurements, on the built-in corpus and on real-style programs (several functions, one or
two hot; ``benchmarks/hot_programs/`` written for this benchmark, and
``benchmarks/real_programs/`` if present):

1. prompt size: the paper's whole-program prompt against the hot-function prompt
   (:mod:`superasm.prompts`), in characters and in tokens estimated as characters / 4 (no
   tokenizer is downloaded here; the ratio is what matters);
2. concentration: the share of programs whose costliest function (and whose hot set, at most
   three functions) covers at least 80% of the instructions executed on the timing inputs
   (callgrind in the sandbox, :mod:`superasm.profile`, on the largest ``--max-inputs``), of the
   whole run and (``p``) of the program's own functions, start-up and exit left out;
3. with ``--choice``: the per-function search (``per-function``) against the portfolio limited
   to the same variants (``portfolio:...``) on ``hot_programs/``, each problem timed in
   instruction counts
   (deterministic, so the two are compared without noise; see docs/measurement.md for what
   instruction counts miss): average credited speedup and seconds per problem.

Usage:
    .venv/bin/python benchmarks/hot_functions.py [--limit 100] [--max-inputs 2] [--choice]
        [--variants clang-O3,gcc-O3-native,gcc-O2] [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from superasm.cli.optimize import build_problem
from superasm.datasets import resolve_dataset
from superasm.harness import HarnessConfig
from superasm.measure import MeasureConfig
from superasm.models import Query, load_model
from superasm.pool import LocalPool
from superasm.problem import Problem
from superasm.profile import ProfileCache, default_cache_dir, profile_problem
from superasm.prompts import build_messages, render_prompt

HERE = Path(__file__).resolve().parent
PROGRAM_DIRS = (HERE / "hot_programs", HERE / "real_programs")


def real_style_problems() -> list[Problem]:
    """Each ``NAME/NAME.c`` with its ``tests/`` folder, built as ``optimize`` builds them."""
    problems = []
    for root in PROGRAM_DIRS:
        if not root.is_dir():
            continue
        for folder in sorted(p for p in root.iterdir() if p.is_dir()):
            source = folder / f"{folder.name}.c"
            if source.exists() and (folder / "tests").is_dir():
                problem, _ = build_problem(source, folder / "tests")
                problems.append(replace(problem, id=f"{root.name}/{folder.name}"))
    return problems


def prompt_sizes(problem: Problem) -> tuple[int, int]:
    whole = render_prompt(problem.c_source, problem.baseline_asm)
    hot = build_messages(Query(problem), "hot-function")[0]["content"]
    return len(whole), len(hot)


def summarize_set(name: str, problems: list[Problem], max_inputs: int) -> dict[str, Any]:
    cache = ProfileCache(default_cache_dir())
    rows = []
    for problem in problems:
        profile = profile_problem(problem, cache, max_inputs)
        whole, hot = prompt_sizes(problem)
        hot_set = profile.hot()
        rows.append({"id": problem.id, "whole_chars": whole, "hot_chars": hot,
                     "functions": len(profile.functions),
                     "top1": profile.top_share(1),
                     "top1_program": profile.program_share(
                         sum(f.own_ir for f in profile.ranked()[:1])),
                     "hot_set": [f.name for f in hot_set],
                     "hot_share": profile.share(sum(f.own_ir for f in hot_set)),
                     "inlined": profile.inlined})
    n = len(rows)
    summary = {
        "set": name, "programs": n,
        "whole_tokens_mean": statistics.mean(r["whole_chars"] for r in rows) / 4,
        "hot_tokens_mean": statistics.mean(r["hot_chars"] for r in rows) / 4,
        "hot_over_whole_median": statistics.median(r["hot_chars"] / r["whole_chars"]
                                                   for r in rows),
        "top1_covers_80": sum(r["top1"] >= 0.8 for r in rows) / n,
        "hot_set_covers_80": sum(r["hot_share"] >= 0.8 for r in rows) / n,
        "top1_covers_80_of_program": sum(r["top1_program"] >= 0.8 for r in rows) / n,
        "multi_function": sum(r["functions"] > 1 for r in rows) / n,
        "hot_not_main": sum(r["hot_set"][:1] != ["main"] for r in rows) / n,
        "rows": rows,
    }
    return summary


def choice(problems: list[Problem], variants: str) -> dict[str, Any]:
    """Per-function choice against whole-program choice over the same variants."""
    config = HarnessConfig(timing=MeasureConfig(method="instructions", min_effect=0.01))
    out: dict[str, Any] = {}
    for label, spec in (("whole-program", f"portfolio:{variants}"),
                        ("per-function", f"per-function:{variants}")):
        model = load_model(spec, cache_dir="", budget_s=600)
        pool = LocalPool(config)  # the search's harness settings are its pool's
        model.attach(pool, None)
        speedups, seconds, rows = [], [], []
        try:
            for problem in problems:
                started = time.monotonic()
                outcome = model.optimize(problem)  # type: ignore[attr-defined]
                seconds.append(time.monotonic() - started)
                speedups.append(outcome.speedup)
                rows.append({"id": problem.id, "winner": outcome.winner,
                             "speedup": outcome.speedup, "seconds": seconds[-1]})
        finally:
            model.close()
            pool.close()
        out[label] = {"mean_speedup": statistics.mean(speedups),
                      "geomean_speedup": statistics.geometric_mean(speedups),
                      "seconds_per_problem": statistics.mean(seconds), "rows": rows}
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--limit", type=int, default=100, help="built-in problems (default 100)")
    parser.add_argument("--max-inputs", type=int, default=2,
                        help="timing inputs profiled per problem (default 2)")
    parser.add_argument("--choice", action="store_true",
                        help="also compare per-function with whole-program choice")
    parser.add_argument("--variants", default="clang-O3,gcc-O3-native,gcc-O2")
    parser.add_argument("--json", metavar="FILE", help="write every number here")
    args = parser.parse_args(argv)
    started = time.monotonic()
    builtin = resolve_dataset("builtin")[:args.limit]
    real = real_style_problems()
    results = {"real-style": summarize_set("real-style", real, args.max_inputs)}
    if builtin:  # --limit 0: the real-style programs only
        results = {"builtin": summarize_set("builtin", builtin, args.max_inputs), **results}
    print(f"{'set':<11} {'n':>3} {'whole tok':>9} {'hot tok':>8} {'hot/whole':>9} "
          f"{'top1>=80%':>9} {'hot>=80%':>8} {'top1>=80%p':>10} {'>1 fn':>6} {'hot!=main':>9}")
    for summary in results.values():
        print(f"{summary['set']:<11} {summary['programs']:>3} "
              f"{summary['whole_tokens_mean']:>9.0f} {summary['hot_tokens_mean']:>8.0f} "
              f"{summary['hot_over_whole_median']:>9.2f} {summary['top1_covers_80']:>9.0%} "
              f"{summary['hot_set_covers_80']:>8.0%} "
              f"{summary['top1_covers_80_of_program']:>10.0%} {summary['multi_function']:>6.0%} "
              f"{summary['hot_not_main']:>9.0%}")
    print("\nreal-style programs:")
    for row in results["real-style"]["rows"]:
        inlined = "; inlined: " + ", ".join(
            f"{k} into {'/'.join(v)}" for k, v in row["inlined"].items()) if row["inlined"] else ""
        print(f"  {row['id']:<28} hot {','.join(row['hot_set']):<22} {row['hot_share']:>5.0%} "
              f"(top 1: {row['top1_program']:>4.0%} of the program's own) "
              f"prompt {row['hot_chars'] / 4:>5.0f} / {row['whole_chars'] / 4:>5.0f} tok{inlined}")
    if args.choice:
        compared = choice([p for p in real if p.id.startswith("hot_programs/")], args.variants)
        results["choice"] = compared
        print(f"\nper-function vs whole-program choice over {args.variants} "
              "(instruction counts):")
        for label, row in compared.items():
            print(f"  {label:<14} mean {row['mean_speedup']:.3f}x  geomean "
                  f"{row['geomean_speedup']:.3f}x  {row['seconds_per_problem']:.1f} s/problem")
        for a, b in zip(compared["whole-program"]["rows"], compared["per-function"]["rows"],
                        strict=True):
            print(f"  {a['id']:<28} whole {a['winner']:<16} {a['speedup']:.3f}x   "
                  f"per-function {b['winner']:<30} {b['speedup']:.3f}x")
    print(f"\n{time.monotonic() - started:.0f} s in all", file=sys.stderr)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
