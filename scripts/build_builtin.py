#!/usr/bin/env python3
"""Build the shipped built-in corpus: src/superasm/data/builtin.jsonl.gz.

For every registered program: generate its seeded inputs, compile it with gcc -O3 (the
baseline) and -O0 in the sandbox, run every test on both (expected outputs come from -O3; a
test the program crashes on or prints differently at -O0 stops the build), and time -O0 against
-O3.

    .venv/bin/python scripts/build_builtin.py                 # the whole corpus
    .venv/bin/python scripts/build_builtin.py --calibrate --only nt_prime_sieve   # sizes, no file written
    .venv/bin/python scripts/build_builtin.py --verify-only   # the shipped corpus, its
                                                              # verification inputs made again
    .venv/bin/python scripts/build_builtin.py --verify-only --split val   # one split's only

Every problem ships its verification inputs (superasm.verification.inputs): made once here,
they cost a user nothing at run time.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import replace

from superasm.datasets.build import build_many, check_program, source_digest
from superasm.datasets.builtin import DATA_FILE, assign_splits, program_path
from superasm.datasets.builtin.generators import REGISTRY, make_inputs
from superasm.datasets.layouts import ProgramSource, TestFile
from superasm.problem import Problem, load_problems, save_problems
from superasm.verification import inputs as verify_inputs


def _sources(only: list[str], category: str | None) -> list[ProgramSource]:
    splits = assign_splits((s.id, s.category) for s in REGISTRY.values())
    sources = []
    for spec in sorted(REGISTRY.values(), key=lambda s: (s.category, s.id)):
        if (only and spec.id not in only) or (category and spec.category != category):
            continue
        public, hidden = make_inputs(spec)
        tests = [TestFile("", text.encode()) for text in public] + [
            TestFile("", text.encode(), hidden=True) for text in hidden]
        sources.append(ProgramSource(
            spec.id, program_path(spec.category, spec.id).read_text(), tests,
            split=splits[spec.id], meta={"category": spec.category, "source": "builtin"}))
    return sources


def calibrate(sources: list[ProgramSource]) -> int:
    """Print -O3 times per program (no timing rounds): for sizing the generators."""
    bad = 0
    for src in sources:
        inputs = [t.input for t in src.tests]
        try:
            check = check_program(src.c_source, inputs, measure=None)
        except Exception as exc:  # noqa: BLE001 - report and continue with the next program
            print(f"{src.id}: FAILED {exc}")
            bad += 1
            continue
        for i, (stage, reason) in sorted(check.failed.items()):
            print(f"{src.id}: test {i} FAILED ({stage}): {reason}")
            bad += 1
        ms = [1000 * t for t in check.o3_cpu_s]
        ratio = sum(check.o0_cpu_s) / max(sum(check.o3_cpu_s), 1e-9)
        over = sum(t >= 5 for t in ms)
        print(f"{src.id:32s} O3 ms: median {statistics.median(ms):6.1f} max {max(ms):6.1f} "
              f">=5ms {over}/{len(ms)}  O0/O3 {ratio:5.2f}  in {max(len(i) for i in inputs)} B")
    return 1 if bad else 0


def _verify(problems: list[Problem], workers: int | None) -> list[Problem]:
    started = time.monotonic()

    def done(r: verify_inputs.VerifyReport) -> None:
        print(f"  {r.line()} [{time.monotonic() - started:.0f} s]", flush=True)

    # made anew: the settings or the generator may have changed
    fresh = [replace(p, verify_tests=(), verify_made=None) for p in problems]
    made, reports = verify_inputs.add_verify_tests(fresh, workers=workers, progress=done)
    verify_inputs.print_reports(reports, sys.stdout)
    return made


def add_verify(path: str, workers: int | None, split: str | None = None) -> int:
    """The shipped corpus with its verification inputs made again (everything else kept):
    every problem's, or one split's (the others keep theirs)."""
    problems = load_problems(path)
    chosen = [p for p in problems if split is None or p.split == split]
    if not chosen:
        print(f"no problem of split {split!r} in {path}", file=sys.stderr)
        return 2
    made = {p.id: p for p in _verify(chosen, workers)}
    problems = [made.get(p.id, p) for p in problems]
    save_problems(problems, path)
    print(f"wrote {len(problems)} problems with {sum(len(p.verify_tests) for p in problems)} "
          f"verification inputs to {path}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(DATA_FILE))
    parser.add_argument("--only", nargs="*", default=[])
    parser.add_argument("--category")
    parser.add_argument("--calibrate", action="store_true")
    parser.add_argument("--workers", type=int)
    parser.add_argument("--verify-only", action="store_true",
                        help="make the shipped corpus's verification inputs again, nothing else")
    parser.add_argument("--split", help="with --verify-only: only this split's problems (val)")
    args = parser.parse_args(argv)
    if args.verify_only:
        return add_verify(args.out, args.workers, args.split)
    sources = _sources(args.only, args.category)
    if args.calibrate:
        return calibrate(sources)
    start = time.monotonic()
    report = build_many(sources, workers=args.workers,
                        progress=lambda pid, status: print(f"  {pid}: {status}", flush=True))
    for item in report.left_out:
        print(item.line(), file=sys.stderr)
    if report.left_out:  # the shipped corpus keeps every test of every program
        return 1
    digest = source_digest(p.c_source for p in report.problems)
    problems = _verify([p.with_notes(corpus_digest=digest) for p in report.problems],
                       args.workers)
    save_problems(problems, args.out)
    print(f"wrote {len(report.problems)} problems to {args.out} "
          f"in {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
