"""Give a shipped problem set the reference's explored corpus (superasm.datasets.explored), in
place: a campaign with comparison feedback on each C reference, once, whose valid inputs join
its verification inputs as ``ref-explored-N`` (``meta.verify.explored`` says what was done), so
no evaluation of the set makes them again.

    .venv/bin/python scripts/explore_reference.py src/superasm/data/examples.jsonl
    .venv/bin/python scripts/explore_reference.py src/superasm/data/builtin.jsonl.gz --workers 2

About 5-10 s a problem on 2 cores (two instrumented builds, the campaign, the reference's four
builds judging what it found).
"""

from __future__ import annotations

import argparse
import sys

from superasm.datasets.explored import ExploredReport, add_reference_corpus
from superasm.problem import load_problems, save_problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("path", help="a problem set (JSONL, .gz allowed), rewritten in place")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    problems = load_problems(args.path)
    before = sum(len(p.verify_tests) for p in problems)

    def done(report: ExploredReport) -> None:
        print(f"  {report.problem_id}: {report.tests} explored ({report.note})", file=sys.stderr,
              flush=True)

    add_reference_corpus(problems, workers=args.workers, progress=done)
    save_problems(problems, args.path)
    after = sum(len(p.verify_tests) for p in problems)
    print(f"wrote {len(problems)} problems: {before} -> {after} verification inputs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
