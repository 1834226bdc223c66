"""Top up a shipped problem set's verification inputs, in place, instead of making them all
again:

- with the strategies added since they were made
  (superasm.verification.inputs.top_up_tests): the recorded inputs stay, those that leave
  the given inputs' format are dropped, and ``verify_made.top_up`` records what was added;
- with ``--explored``, with the reference's explored corpus (superasm.verification.explored): a
  campaign with comparison feedback on each C reference, whose valid inputs join as
  ``ref-explored-N`` (``verify_made.explored`` says what was done).

Either way no evaluation of the set makes them again.  A new input that takes more than
``--ship-bytes`` compressed (32 KiB) is not shipped: such inputs (distinct items at scale) are
made by whoever builds a set of their own.

    .venv/bin/python scripts/top_up_verify.py src/superasm/data/examples.jsonl [--explored]
    .venv/bin/python scripts/top_up_verify.py src/superasm/data/builtin.jsonl.gz --workers 2

About 10-30 s a problem on 2 cores for the strategies (the reference's four builds and the new
inputs judged), 5-10 s for the explored corpus: a few minutes for the examples, 15-25 for the
built-in corpus (35 to make it all again).
"""

from __future__ import annotations

import argparse
import sys

from superasm.problem import load_problems, save_problems
from superasm.verification import inputs as verify_inputs
from superasm.verification.explored import ExploredReport, add_reference_corpus

#: the most bytes one new input may take compressed: inputs of distinct items at scale
#: compress about three times only, and 100 problems of them would be hundreds of MB
SHIP_BYTES = 32 << 10


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("path", help="a problem set (JSONL, .gz allowed), rewritten in place")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--explored", action="store_true",
                        help="the reference's explored corpus instead of the newer strategies")
    parser.add_argument("--split", default="",
                        help="top up only the problems of this split (the others as they are)")
    parser.add_argument("--ship-bytes", type=int, default=SHIP_BYTES, metavar="N",
                        help="the most bytes one new input may take compressed (default "
                             f"{SHIP_BYTES}: a shipped set stays a few MB)")
    args = parser.parse_args(argv)
    problems = load_problems(args.path)
    before = sum(len(p.verify_tests) for p in problems)

    def done(report: verify_inputs.VerifyReport | ExploredReport) -> None:
        if isinstance(report, ExploredReport):
            line = f"{report.problem_id}: {report.tests} explored ({report.note})"
        else:
            line = f"{report.id}: {report.tests} verification inputs"
        print(f"  {line}", file=sys.stderr, flush=True)

    if args.explored:
        problems, _ = add_reference_corpus(problems, workers=args.workers, progress=done)
    else:
        chosen = [p for p in problems if p.verify_tests and
                  (not args.split or p.split == args.split)]
        made, _ = verify_inputs.add_verify_tests(
            chosen, verify_inputs.VerifyConfig(ship_bytes=args.ship_bytes),
            workers=args.workers, progress=done)
        topped = {p.id: p for p in made}
        problems = [topped.get(p.id, p) for p in problems]
    save_problems(problems, args.path)
    after = sum(len(p.verify_tests) for p in problems)
    print(f"wrote {len(problems)} problems: {before} -> {after} verification inputs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
