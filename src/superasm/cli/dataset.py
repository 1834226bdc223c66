"""``superasm dataset stats|build|import-supercoder|audit|export|check``: problem sets."""

from __future__ import annotations

import argparse
import json
import sys


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "dataset",
        help="problem sets: Table 1 stats, build, import the paper's data, audit, export, check",
        description="Build, import, inspect, audit, export and check problem sets.",
    )
    sub = parser.add_subparsers(dest="dataset_command", metavar="SUBCOMMAND")

    stats = sub.add_parser("stats", help="the paper's Table 1 row for a problem set")
    stats.add_argument("dataset", metavar="NAME_OR_FILE", help="builtin, builtin:val, FILE.jsonl")
    stats.add_argument("--json", action="store_true", help="print the numbers as JSON")
    stats.set_defaults(func=run_stats)

    build = sub.add_parser(
        "build", help="problems from a directory of C programs (or a CodeNet tree)",
        description="DIR/<id>/main.c with DIR/<id>/tests/*.in (and optional *.out); with "
                    "--codenet, a Project CodeNet root (data/<problem>/C/*.c and "
                    "derived/input_output/data/<problem>/input.txt|output.txt).  Programs that "
                    "do not compile, crash, or print differently at -O0 and -O3 are reported "
                    "and left out.")
    build.add_argument("dir", metavar="DIR")
    build.add_argument("--out", required=True, metavar="FILE.jsonl")
    build.add_argument("--codenet", action="store_true", help="DIR is a Project CodeNet root")
    build.add_argument("--language", default="C", help="CodeNet language folder (default C)")
    build.add_argument("--per-problem", type=int, help="CodeNet: at most this many submissions per problem")
    build.add_argument("--public", type=int,
                       help="the first N tests of each program are public, the rest hidden "
                            "(default: all public)")
    build.add_argument("--select-top", type=int, metavar="N",
                       help="keep the N programs with the largest -O0 -> -O3 speedup (paper §3.2)")
    build.add_argument("--no-speedup", action="store_true",
                       help="skip timing -O0 against -O3 (faster; --select-top needs it)")
    build.add_argument("--workers", type=int, help="parallel builds (default: one per core)")
    build.set_defaults(func=run_build)

    imp = sub.add_parser("import-supercoder", help="read the paper's released parquet schema")
    imp.add_argument("file", nargs="?", metavar="FILE.parquet")
    imp.add_argument("--hf", metavar="NAME",
                     help="load by name from the Hugging Face Hub (needs network), e.g. "
                          "LLM4Code/llm_superoptimizer_ds")
    imp.add_argument("--split", default="train", help="with --hf: the split (default train)")
    imp.add_argument("--out", required=True, metavar="FILE.jsonl")
    imp.set_defaults(func=run_import)

    audit = sub.add_parser("audit", help="which optimisation level each stored assembly matches")
    audit.add_argument("dataset", metavar="NAME_OR_FILE")
    audit.add_argument("--levels", default="-O0,-O1,-O2,-O3,-Os",
                       help="comma-separated levels to recompile at")
    audit.add_argument("--limit", type=int, help="audit only the first N problems")
    audit.add_argument("--workers", type=int, default=2)
    audit.add_argument("--verbose", action="store_true", help="one line per problem")
    audit.set_defaults(func=run_audit)

    export = sub.add_parser("export", help="write jsonl, the paper's parquet, or VERL's parquet")
    export.add_argument("dataset", metavar="NAME_OR_FILE")
    export.add_argument("--format", required=True, choices=("jsonl", "supercoder", "verl"))
    export.add_argument("--out", required=True, metavar="FILE")
    export.add_argument("--prompt-variant", default="paper", help="verl: the prompt (default paper)")
    export.set_defaults(func=run_export)

    check = sub.add_parser(
        "check", help="sanitizer check: UBSan+ASan clean on every test, -O0 prints the same",
        description="Build each program with -fsanitize=undefined,address "
                    "-fno-sanitize-recover=all, run all its tests (hidden included) and compare "
                    "with the expected outputs; then confirm -O0 prints the same.")
    check.add_argument("dataset", metavar="NAME_OR_FILE")
    check.add_argument("--only", nargs="*", default=[], metavar="ID")
    check.add_argument("--recheck-o3", action="store_true",
                       help="also rebuild at -O3 and compare (for files built elsewhere)")
    check.add_argument("--workers", type=int)
    check.set_defaults(func=run_check)
    parser.set_defaults(func=lambda args: parser.print_help() or 2)


def _load(name: str):
    from superasm.cli import CLIError
    from superasm.datasets import resolve_dataset
    from superasm.problem import ProblemFormatError

    try:
        return resolve_dataset(name)
    except (ProblemFormatError, FileNotFoundError, ValueError) as exc:
        raise CLIError(str(exc)) from None


def run_stats(args: argparse.Namespace) -> int:
    from superasm.datasets.stats import dataset_stats, table1

    stats = dataset_stats(_load(args.dataset))
    if args.json:
        print(json.dumps(stats.to_dict(), indent=2))
    else:
        sys.stdout.write(table1(args.dataset, stats))
    return 0


def run_build(args: argparse.Namespace) -> int:
    from superasm.cli import CLIError
    from superasm.datasets.build import BuildError, build_from_codenet, build_from_dir, select_top
    from superasm.problem import save_problems

    if args.select_top is not None and args.no_speedup:
        raise CLIError("--select-top ranks by the -O0 -> -O3 speedup: drop --no-speedup")
    options = {"measure_speedup": not args.no_speedup, "workers": args.workers,
               "progress": lambda pid, status: print(f"  {pid}: {status}", file=sys.stderr)}
    try:
        if args.codenet:
            report = build_from_codenet(args.dir, args.language, args.per_problem, **options)
        else:
            report = build_from_dir(args.dir, args.public, **options)
    except BuildError as exc:
        raise CLIError(str(exc)) from None
    for rejected in report.rejected:
        print(f"left out {rejected.id} ({rejected.stage}): {rejected.reason}", file=sys.stderr)
    problems = report.problems
    if args.select_top is not None:
        problems = select_top(problems, args.select_top)
    count = save_problems(problems, args.out)
    print(f"wrote {count} problems to {args.out}; {len(report.rejected)} left out")
    return 0 if count else 1


def run_import(args: argparse.Namespace) -> int:
    from superasm.cli import CLIError
    from superasm.datasets.supercoder import SupercoderImportError, load_hf, read_parquet
    from superasm.problem import save_problems

    if bool(args.file) == bool(args.hf):
        raise CLIError("give either FILE.parquet or --hf NAME")
    try:
        problems = load_hf(args.hf, args.split) if args.hf else read_parquet(args.file)
    except SupercoderImportError as exc:
        raise CLIError(str(exc)) from None
    count = save_problems(problems, args.out)
    with_prompt_asm = sum("prompt_asm" in p.meta for p in problems)
    print(f"wrote {count} problems to {args.out}")
    if with_prompt_asm:
        print(f"{with_prompt_asm} rows show different assembly in the prompt than the -O3 "
              f"baseline: run `superasm dataset audit {args.out}` to see which level it is")
    return 0


def run_audit(args: argparse.Namespace) -> int:
    from superasm.datasets.audit import audit_problems, summarize

    problems = _load(args.dataset)[: args.limit]
    levels = [level.strip() for level in args.levels.split(",") if level.strip()]
    audits = audit_problems(problems, levels, workers=args.workers)
    if args.verbose:
        for audit in audits:
            parts = [f"{a.field}: {a.verdict}" for a in audit.audits]
            print(f"{audit.id}: " + ("; ".join(parts) if parts else f"error: {audit.error}"))
    for name, counts in summarize(audits).items():
        shown = ", ".join(f"{level} {n}" for level, n in counts.most_common())
        print(f"{name}: {shown}")
    return 1 if any(a.error for a in audits) else 0


def run_export(args: argparse.Namespace) -> int:
    from superasm.cli import CLIError
    from superasm.datasets.export import ExportError, export

    problems = _load(args.dataset)
    try:
        path = export(problems, args.format, args.out, args.prompt_variant)
    except ExportError as exc:
        raise CLIError(str(exc)) from None
    print(f"wrote {len(problems)} problems ({args.format}) to {path}")
    return 0


def run_check(args: argparse.Namespace) -> int:
    from superasm.datasets.build import sanitizer_check_all

    problems = _load(args.dataset)
    if args.only:
        problems = [p for p in problems if p.id in set(args.only)]
    results = sanitizer_check_all(
        problems, workers=args.workers, recheck_o3=args.recheck_o3,
        progress=lambda r: print(f"  {r.id}: {'clean' if r.ok else r.stage}", file=sys.stderr))
    failed = [r for r in results if not r.ok]
    for r in failed:
        print(f"FAILED {r.id} ({r.stage}): {r.detail[:500]}")
    print(f"{len(results) - len(failed)}/{len(results)} programs clean")
    return 1 if failed else 0
