"""``superasm dataset stats|build|import-supercoder|audit|export|check``: problem sets."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from superasm.cli import CLIError, load_problems_arg
from superasm.cli.eval_cmd import add_bench_arguments, apply_bench_arguments
from superasm.datasets import dataset_usage
from superasm.datasets.apart import each_apart
from superasm.datasets.audit import audit_problems, summarize
from superasm.datasets.build import NO_INPUT_ADVICE, build_tree, select_top
from superasm.datasets.check import sanitizer_check_all
from superasm.datasets.export import export
from superasm.datasets.layouts import (
    DEFAULT_LAYOUT,
    EXAMPLE_TREE,
    LAYOUTS,
    TREE_LAYOUTS,
    LeftOutStage,
)
from superasm.datasets.stats import dataset_stats, table1
from superasm.datasets.supercoder import load_hf, read_parquet
from superasm.problem import OUTPUT_MATCHES, check_output_match, save_problems
from superasm.verification.adequacy import Adequacy, assess_all


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "dataset", description="Build, import, inspect, audit, export and check problem sets.",
        help="problem sets: Table 1 stats, build, import the paper's data, audit, export, check")
    sub = parser.add_subparsers(dest="dataset_command", metavar="SUBCOMMAND")

    stats = sub.add_parser("stats", help="the paper's Table 1 row for a problem set")
    stats.add_argument("dataset", metavar="NAME_OR_FILE", help=dataset_usage())
    stats.add_argument("--json", action="store_true", help="print the numbers as JSON")
    stats.set_defaults(func=run_stats)

    _add_build_parser(sub)

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
    audit.add_argument("--no-adequacy", dest="adequacy", action="store_false",
                       help="skip the test adequacy report (the reference's coverage by the "
                            "tests and a mutation score, with and without generated inputs)")
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
                    "with the expected outputs; then confirm -O0 prints the same.  Undefined "
                    "behaviour and memory errors fail, named by kind and test file; leaks are "
                    "listed apart and fail only with --fail-on-leaks.  The host's ASAN_OPTIONS "
                    "and UBSAN_OPTIONS reach the programs.")
    check.add_argument("dataset", metavar="NAME_OR_FILE")
    check.add_argument("--only", nargs="*", default=[], metavar="ID")
    check.add_argument("--recheck-o3", action="store_true",
                       help="also rebuild at -O3 and compare (for files built elsewhere)")
    check.add_argument("--fail-on-leaks", action="store_true",
                       help="count a LeakSanitizer report as a failure")
    check.add_argument("--workers", type=int)
    check.set_defaults(func=run_check)
    def dataset_help(_args: argparse.Namespace) -> int:
        parser.print_help()
        return 2

    parser.set_defaults(func=dataset_help)


def _add_build_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``dataset build``: its layouts in the help, its options."""
    build = sub.add_parser(
        "build", help="problems from C programs and their tests, in the layouts people have",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Each program folder holds one .c file (any name; main.c wins) and its\n"
                    "tests below it, an input and its answer paired by name: the same name but\n"
                    "for an input word (in, input) and an answer word (out, ans, res, expected,\n"
                    "output ...), in the name or in sibling folders (input/ output/):\n" + "".join(
                        f"  {layout:<27} e.g. {example}\n" if len(layout) <= 27 else
                        f"  {layout}\n  {'':<27} e.g. {example}\n" for layout, example in LAYOUTS)
                    + "  N_out (Benchmarks Game)     the output for argument N (given on stdin)\n"
                    "Answers that pair with no input are never replaced by the -O3 build's output\n"
                    "in silence: such a program is left out unless --o3-outputs.\n"
                    "Sources: main.c, the one .c file, each X.c with tests of its own (LLVM's\n"
                    "X.reference_output, X.in), a Kattis package's submissions/accepted/*.c,\n"
                    "or each NAME.gcc / NAME.gcc-N.gcc.  Test archives (.tgz, .tar.gz, .zip) are\n"
                    "read inside.  A Kattis package's tests come from data/ only (secret: hidden).\n"
                    "Tests under secret/ or hidden/ folders are hidden.  A test the -O3 build\n"
                    "crashes or times out on, exits non-zero on, prints differently at -O0, or whose given\n"
                    "output it does not print is left out, and so is a program with too few\n"
                    "tests left; each is listed, and written next to OUT (p.jsonl: p.leftout.txt),\n"
                    "as is every file no rule uses.  Nothing outside DIR is read (a symlink out is\n"
                    "refused).",
        epilog="For example:\n" + EXAMPLE_TREE)
    build.add_argument("dir", metavar="DIR")
    build.add_argument("--out", required=True, metavar="FILE.jsonl")
    build.add_argument("--layout", type=_layout, metavar="NAME",
                       help="how DIR is laid out: " + TREE_LAYOUTS.usage(", ", about=True)
                            + f" (default: the first whose shape DIR has, else {DEFAULT_LAYOUT})")
    build.add_argument("--codenet", action="store_true",
                       help="--layout codenet: DIR is a Project CodeNet root (found by itself "
                            "when it has derived/input_output/)")
    build.add_argument("--language", default="C", help="CodeNet language folder (default C)")
    build.add_argument("--per-problem", type=int,
                       help="CodeNet: at most this many submissions per problem")
    build.add_argument("--public", type=int,
                       help="the first N tests of each program are public, the rest hidden "
                            "(default: all but secret/ and hidden/ ones)")
    build.add_argument("--min-tests", type=int, default=1, metavar="N",
                       help="leave out a program with fewer than N tests left (default 1)")
    build.add_argument("--keep-exit-status", action="store_true",
                       help="keep tests on which the program exits non-zero, expecting that status "
                            "(tests that say what they expect, a negative test or an LLVM 'exit N' "
                            "line, are kept as such without it)")
    build.add_argument("--output-match", type=_output_match, default=None,
                       metavar="{" + ",".join(OUTPUT_MATCHES) + "}",
                       help="how outputs are compared, recorded in each problem (default: exact, "
                            "or the weakest of eol and trailing-ws that the given answers need; "
                            "eol: CRLF as LF; trailing-ws: also trailing blanks; float or "
                            "float:abs=A,rel=R: numbers within a tolerance, Kattis's rule; a "
                            "Kattis problem.yaml's or LLVM FP_TOLERANCE wins for its program)")
    build.add_argument("--o3-outputs", action="store_true",
                       help="build programs whose trees hold answer files that pair with no input, "
                            "taking the -O3 build's output for the inputs without an answer "
                            "(recorded: meta.unpaired_answers)")
    build.add_argument("--select-top", type=int, metavar="N",
                       help="keep the N programs with the largest -O0 -> -O3 speedup (paper §3.2)")
    build.add_argument("--no-speedup", action="store_true",
                       help="skip timing -O0 against -O3 (faster; --select-top needs it)")
    build.add_argument("--workers", type=int, help="parallel builds (default: one per core)")
    add_bench_arguments(build, scale_by_default=True)
    build.set_defaults(func=run_build)


def run_stats(args: argparse.Namespace) -> int:
    stats = dataset_stats(load_problems_arg(args.dataset))
    if args.json:
        print(json.dumps(stats.to_dict(), indent=2))
    else:
        sys.stdout.write(table1(args.dataset, stats))
    return 0


def _layout(name: str) -> str:
    """``--layout``: a name of :data:`~superasm.datasets.layouts.TREE_LAYOUTS`."""
    if name not in TREE_LAYOUTS:
        raise argparse.ArgumentTypeError(f"unknown layout {name!r}; known: {TREE_LAYOUTS.known()}")
    return name


def chosen_layout(args: argparse.Namespace) -> str | None:
    """The layout ``--layout`` or ``--codenet`` names (None: found from the tree's shape)."""
    if args.codenet and args.layout not in (None, "codenet"):
        raise CLIError(f"--codenet is --layout codenet: drop it or --layout {args.layout}")
    return "codenet" if args.codenet else args.layout


def _output_match(text: str) -> str:
    try:
        return check_output_match(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def left_out_path(out: str | Path) -> Path:
    """Where ``dataset build`` lists what it left out: next to OUT, ``p.jsonl`` -> ``p.leftout.txt``."""
    out = Path(out)
    return out.with_name(out.name.removesuffix(".gz").removesuffix(".jsonl") + ".leftout.txt")


def run_build(args: argparse.Namespace) -> int:
    if args.select_top is not None and args.no_speedup:
        raise CLIError("--select-top ranks by the -O0 -> -O3 speedup: drop --no-speedup")
    layout = chosen_layout(args)
    report_path = left_out_path(args.out)
    try:  # fail now, not after the build, when OUT's folder is not writable
        report_path.parent.mkdir(parents=True, exist_ok=True)
        report_path.write_text("")
    except OSError as exc:
        raise CLIError(f"--out {args.out}: cannot write there ({exc.strerror})") from None
    report = build_tree(args.dir, args.public, None, args.language, args.per_problem, layout,
                        measure_speedup=not args.no_speedup,
                        workers=args.workers, keep_exit_status=args.keep_exit_status,
                        output_match=args.output_match, min_tests=args.min_tests,
                        o3_outputs=args.o3_outputs,
                        progress=lambda pid, status: print(f"  {pid}: {status}", file=sys.stderr))
    lines = [item.line() for item in report.left_out]
    for line in lines:
        print(line, file=sys.stderr)
    save_problems(report.problems, args.out)  # checked: kept whatever the next stage does
    report.problems, _, failed = each_apart(
        report.problems, lambda some: apply_bench_arguments(args, some),
        "timing inputs", LeftOutStage.TIMING_INPUTS)
    report.left_out += failed
    for item in failed:
        lines.append(item.line())
        print(lines[-1], file=sys.stderr)
    top = args.select_top
    count = save_problems(report.problems if top is None else select_top(report.problems, top),
                          args.out)
    programs = sum(item.kind == "program" and item.stage is not LeftOutStage.NOT_UNDERSTOOD
                   for item in report.left_out)
    files = sum(item.stage is LeftOutStage.NOT_UNDERSTOOD for item in report.left_out)
    seconds = sum(item.stage is LeftOutStage.SECOND_ANSWER for item in report.left_out)
    tests = sum(item.kind == "test" for item in report.left_out)
    summary = (f"wrote {count} problems to {args.out}; left out {programs} programs and "
               f"{tests} tests" + (f"; {files} files not understood" if files else "")
               + (f"; {seconds} second answers not used" if seconds else "")
               + f" (listed in {report_path})")
    report_path.write_text(f"# superasm dataset build {args.dir}: {summary}\n"
                           + "".join(line + "\n" for line in lines))
    print(summary)
    quiet = [p.id for p in report.problems if p.meta.get("reads_no_input")]
    if quiet:
        shown = ", ".join(quiet[:6]) + (f" and {len(quiet) - 6} more" if len(quiet) > 6 else "")
        print(f"{len(quiet)} of them read no input ({shown}): "
              + NO_INPUT_ADVICE.removeprefix("reads no input: "))
    return 0 if count else 1


def run_import(args: argparse.Namespace) -> int:
    if bool(args.file) == bool(args.hf):
        raise CLIError("give either FILE.parquet or --hf NAME")
    problems = load_hf(args.hf, args.split) if args.hf else read_parquet(args.file)
    count = save_problems(problems, args.out)
    with_prompt_asm = sum("prompt_asm" in p.meta for p in problems)
    print(f"wrote {count} problems to {args.out}")
    if with_prompt_asm:
        print(f"{with_prompt_asm} rows show different assembly in the prompt than the -O3 "
              f"baseline: run `superasm dataset audit {args.out}` to see which level it is")
    return 0


def run_audit(args: argparse.Namespace) -> int:
    problems = load_problems_arg(args.dataset, args.limit)
    levels = [level.strip() for level in args.levels.split(",") if level.strip()]
    audits = audit_problems(problems, levels, workers=args.workers)
    if args.verbose:
        for audit in audits:
            parts = [f"{a.field}: {a.verdict}" for a in audit.audits]
            print(f"{audit.id}: " + ("; ".join(parts) if parts else f"error: {audit.error}"))
    for name, counts in summarize(audits).items():
        shown = ", ".join(f"{level} {n}" for level, n in counts.most_common())
        print(f"{name}: {shown}")
    if args.adequacy:
        print_adequacy(assess_all(problems, workers=args.workers, progress=lambda a: print(
            f"  {a.id}: assessed", file=sys.stderr)))
    return 1 if any(a.error for a in audits) else 0


def print_adequacy(results: list[Adequacy]) -> None:
    """Each problem's test adequacy, then the totals (blocks and mutants summed over problems)."""
    print("test adequacy (coverage of the C reference; mutants killed):")
    for result in results:
        print("  " + result.line())
    total = Adequacy("all problems", **{key: sum(getattr(r, key) for r in results) for key in (
        "sites", "covered_by_tests", "covered_with_generated", "mutants", "killed_by_tests",
        "killed_with_generated")})
    print("  " + total.line())


def run_export(args: argparse.Namespace) -> int:
    problems = load_problems_arg(args.dataset)
    path = export(problems, args.format, args.out, args.prompt_variant)
    print(f"wrote {len(problems)} problems ({args.format}) to {path}")
    return 0


def run_check(args: argparse.Namespace) -> int:
    problems = load_problems_arg(args.dataset)
    if args.only:
        problems = [p for p in problems if p.id in set(args.only)]
    results = sanitizer_check_all(
        problems, workers=args.workers, recheck_o3=args.recheck_o3,
        fail_on_leaks=args.fail_on_leaks,
        progress=lambda r: print(f"  {r.id}: {'clean' if r.ok else r.stage}", file=sys.stderr))
    failed = [r for r in results if not r.ok]
    for r in failed:
        where = f" {r.test}" if r.test else ""
        print(f"FAILED {r.id}{where} ({r.stage}{': ' + r.kind if r.kind else ''}): {r.detail[:500]}")
    leaking = [r for r in results if r.leaks]
    for r in leaking:
        print(f"LEAKS {r.id}: LeakSanitizer reported leaks on {len(r.leaks)} tests: "
              f"{', '.join(r.leaks[:5])}{' ...' if len(r.leaks) > 5 else ''}")
    counted = "failures" if args.fail_on_leaks else "not failures without --fail-on-leaks"
    print(f"{len(results) - len(failed)}/{len(results)} programs clean"
          + (f"; {len(leaking)} leak memory ({counted})" if leaking else ""))
    return 1 if failed else 0
