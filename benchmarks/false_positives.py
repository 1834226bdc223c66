"""How often does test-only checking call a wrong program correct?  Public tests vs verified.

Seven subtly wrong candidates, each on a problem whose public tests miss the bug (off by one at a
boundary, wrong for negatives, wrong above 2^31, wrong for empty input).  Each candidate is C
compiled to assembly, evaluated by the real harness (through the evaluation pool) on the public
tests (the paper's ``test_pass``) and on differential-fuzzing tests from :mod:`superasm.verification.fuzz`
(``verified``).
The gap is the false-positive rate of test-only checking.

    .venv/bin/python benchmarks/false_positives.py [--fuzz 20] [--seed 0]

Prints one row per candidate and the totals; exits 1 if a candidate fails its public tests
(then the table would not show what it claims).
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass

from superasm.datasets.build import build_problem
from superasm.harness import HarnessConfig
from superasm.measure import MeasureConfig
from superasm.pool import LocalPool
from superasm.problem import Problem
from superasm.toolchain import c_to_asm
from superasm.verification.fuzz import fuzz_tests

READ_LIST = """#include <stdio.h>
int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
"""


@dataclass(frozen=True)
class SubtleCase:
    """A reference program, public inputs that miss the bug, and a candidate with the bug."""

    name: str
    bug: str
    reference_c: str
    candidate_c: str
    inputs: tuple[str, ...]


CASES: tuple[SubtleCase, ...] = (
    SubtleCase(
        "max_of_list", "wrong for negatives (max starts at 0)",
        READ_LIST + """    long best = 0; int any = 0;
    for (int i = 0; i < n; i++) { long v; scanf("%ld", &v); if (!any || v > best) best = v; any = 1; }
    printf("%ld\\n", best);
    return 0;
}
""",
        READ_LIST + """    long best = 0;
    for (int i = 0; i < n; i++) { long v; scanf("%ld", &v); if (v > best) best = v; }
    printf("%ld\\n", best);
    return 0;
}
""",
        ("3\n4 9 2\n", "5\n1 8 3 8 6\n", "1\n7\n"),
    ),
    SubtleCase(
        "residue_mod_7", "wrong for negatives (C's % keeps the sign)",
        """#include <stdio.h>
int main(void) {
    long x;
    if (scanf("%ld", &x) != 1) return 1;
    printf("%ld\\n", ((x % 7) + 7) % 7);
    return 0;
}
""",
        """#include <stdio.h>
int main(void) {
    long x;
    if (scanf("%ld", &x) != 1) return 1;
    printf("%ld\\n", x % 7);
    return 0;
}
""",
        ("10\n", "15\n", "7\n", "100\n"),
    ),
    SubtleCase(
        "sum_of_list", "wrong above 2^31 (32-bit accumulator)",
        READ_LIST + """    long long sum = 0;
    for (int i = 0; i < n; i++) { long long v; scanf("%lld", &v); sum += v; }
    printf("%lld\\n", sum);
    return 0;
}
""",
        READ_LIST + """    int sum = 0;
    for (int i = 0; i < n; i++) { long long v; scanf("%lld", &v); sum += (int)v; }
    printf("%d\\n", sum);
    return 0;
}
""",
        ("3\n1 2 3\n", "2\n1000000000 5\n", "1\n2000000000\n"),
    ),
    SubtleCase(
        "product", "wrong above 2^31 (int multiply)",
        """#include <stdio.h>
int main(void) {
    long a, b;
    if (scanf("%ld %ld", &a, &b) != 2) return 1;
    printf("%ld\\n", a * b);
    return 0;
}
""",
        """#include <stdio.h>
int main(void) {
    int a, b;
    if (scanf("%d %d", &a, &b) != 2) return 1;
    printf("%d\\n", a * b);
    return 0;
}
""",
        ("3 4\n", "60000 2\n", "123 456\n"),
    ),
    SubtleCase(
        "is_prime", "off by one at a boundary (i*i < n misses squares)",
        """#include <stdio.h>
int main(void) {
    long n;
    if (scanf("%ld", &n) != 1) return 1;
    int prime = n >= 2;
    for (long i = 2; i * i <= n; i++) if (n % i == 0) { prime = 0; break; }
    puts(prime ? "prime" : "composite");
    return 0;
}
""",
        """#include <stdio.h>
int main(void) {
    long n;
    if (scanf("%ld", &n) != 1) return 1;
    int prime = n >= 2;
    for (long i = 2; i * i < n; i++) if (n % i == 0) { prime = 0; break; }
    puts(prime ? "prime" : "composite");
    return 0;
}
""",
        ("7\n", "12\n", "13\n", "30\n"),
    ),
    SubtleCase(
        "sum_but_last", "off by one at a boundary (loop stops one early)",
        READ_LIST + """    long a[1000], sum = 0;
    for (int i = 0; i < n && i < 1000; i++) scanf("%ld", &a[i]);
    for (int i = 0; i < n && i < 1000; i++) sum += a[i];
    printf("%ld\\n", sum);
    return 0;
}
""",
        READ_LIST + """    long a[1000], sum = 0;
    for (int i = 0; i < n && i < 1000; i++) scanf("%ld", &a[i]);
    for (int i = 0; i < n - 1 && i < 1000; i++) sum += a[i];
    printf("%ld\\n", sum);
    return 0;
}
""",
        ("3\n5 2 0\n", "2\n7 0\n", "4\n1 1 1 0\n"),
    ),
    SubtleCase(
        "mean_of_values", "wrong for empty input (divides by zero)",
        """#include <stdio.h>
int main(void) {
    long v, sum = 0, count = 0;
    while (scanf("%ld", &v) == 1) { sum += v; count++; }
    if (count == 0) { puts("none"); return 0; }
    printf("%ld\\n", sum / count);
    return 0;
}
""",
        """#include <stdio.h>
int main(void) {
    long v, sum = 0, count = 0;
    while (scanf("%ld", &v) == 1) { sum += v; count++; }
    printf("%ld\\n", sum / count);
    return 0;
}
""",
        ("1 2 3\n", "10 20\n", "5\n"),
    ),
)


@dataclass
class Row:
    name: str
    bug: str
    public_pass: bool
    verified: bool | None
    fuzz_tests: int
    caught_by: str


def build(case: SubtleCase) -> tuple[Problem, str]:
    problem = build_problem(case.name, case.reference_c, list(case.inputs))
    candidate = c_to_asm(case.candidate_c, flags=("-O2",))
    if not candidate.ok:
        raise RuntimeError(f"{case.name}: candidate does not compile: {candidate.error}")
    return problem, candidate.asm


def evaluate(cases: tuple[SubtleCase, ...] = CASES, fuzz: int = 20, seed: int = 0) -> list[Row]:
    rows = []
    config = HarnessConfig(timing=MeasureConfig(method="none"), min_timeout_s=1.0,
                           max_timeout_s=5.0)
    with LocalPool(config) as pool:
        for case in cases:
            problem, asm = build(case)
            extra = fuzz_tests(problem, n=fuzz, seed=seed)
            verdict = pool.evaluate(problem, asm, extra_tests=extra)
            caught = verdict.verified_detail.split(":")[0] if verdict.verified is False else ""
            rows.append(Row(case.name, case.bug, verdict.correct, verdict.verified, len(extra),
                            caught or ("public tests" if not verdict.correct else "—")))
    return rows


def table(rows: list[Row]) -> str:
    lines = ["| candidate | bug | passes public tests | verified (public + fuzz) | fuzz tests | caught by |",
             "|---|---|---|---|---|---|"]
    for row in rows:
        verified = {True: "yes", False: "**no**", None: "—"}[row.verified]
        lines.append(f"| {row.name} | {row.bug} | {'yes' if row.public_pass else 'no'} | "
                     f"{verified} | {row.fuzz_tests} | {row.caught_by} |")
    passing = sum(r.public_pass for r in rows)
    caught = sum(r.public_pass and r.verified is False for r in rows)
    lines.append("")
    lines.append(f"{passing}/{len(rows)} subtly wrong candidates pass the public tests "
                 f"(test_pass); the fuzzed check catches {caught}/{passing} of them "
                 f"(verified_pass {passing - caught}/{len(rows)}).")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fuzz", type=int, default=20, help="fuzz tests per problem")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    started = time.monotonic()
    rows = evaluate(fuzz=args.fuzz, seed=args.seed)
    print(table(rows))
    print(f"\n({time.monotonic() - started:.1f} s, --fuzz {args.fuzz} --seed {args.seed})")
    return 0 if all(r.public_pass for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
