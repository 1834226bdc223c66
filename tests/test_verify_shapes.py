"""Verification inputs for the input shapes the model learns beyond "a count, then values":
records up to a sentinel, lines of operations, rows as long as a width read before them.  For
each, a faster candidate that drops an edge case only inputs of that shape reach is refuted,
while an honest rewrite of the same program is not.  Without the shape, generated inputs
would not be read the way the program reads its tests, and the reference would drop them."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

import pytest

from superasm.datasets.build import build_problem
from superasm.harness import Harness, HarnessConfig
from superasm.measure import MeasureConfig, TimingMethod
from superasm.problem import Problem
from superasm.toolchain import c_to_asm
from superasm.verdict import Tier
from superasm.verification.inputs import VerifyConfig, make_verify_tests

pytestmark = pytest.mark.needs_bwrap

#: the strategies these tests are about, that draw from the input model: values (a sum or a
#: product past 32 bits) or sizes (a row past a capacity); those that change the given inputs
#: in place read no shape, and those that draw at scale would only cost minutes here
VALUES = VerifyConfig(strategies=("fresh", "small", "extreme", "constants", "sign", "corners",
                                  "format"))
SIZES = VerifyConfig(strategies=("fresh", "small", "large", "capacities"))


@dataclass(frozen=True)
class Shape:
    source: str
    wrong: str  #: faster on the tests' inputs and wrong on a valid one they never reach
    honest: str  #: a different program with the same answers on every valid input
    tests: list[str]
    #: the strategies whose inputs reach the mistake (values or sizes)
    config: VerifyConfig = VALUES


#: pairs until "0 0"; the products reach past 32 bits only for values the tests never hold
SENTINEL = r"""
#include <stdio.h>
int main(void) {
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2 && (a != 0 || b != 0)) {
        long long p = a * b;
        printf("%lld\n", p % 1000000007LL);
    }
    return 0;
}
"""


def _sentinel_tests(rng: random.Random) -> list[str]:
    return ["".join(f"{rng.randint(1, 999)} {rng.randint(1, 999)}\n"
                    for _ in range(rng.randint(2, 6))) + "0 0\n" for _ in range(5)]


#: n values, then q lines "1 i x" (set a[i] = x) or "2 l r" (print the sum of a[l..r])
OPERATIONS = r"""
#include <stdio.h>
static long long a[200005];
int main(void) {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    for (int i = 1; i <= n; i++) if (scanf("%lld", &a[i]) != 1) return 1;
    while (q--) {
        int t, x, y;
        if (scanf("%d %d %d", &t, &x, &y) != 3) return 1;
        if (t == 1) { a[x] = y; continue; }
        long long s = 0;
        for (int i = x; i <= y; i++) s += a[i];
        printf("%lld\n", s);
    }
    return 0;
}
"""


def _operation_tests(rng: random.Random) -> list[str]:
    tests = []
    for _ in range(5):
        n, q = rng.randint(3, 9), rng.randint(3, 8)
        lines = [f"{n} {q}", " ".join(str(rng.randint(1, 50)) for _ in range(n))]
        for _ in range(q):
            if rng.random() < 0.4:
                lines.append(f"1 {rng.randint(1, n)} {rng.randint(1, 50)}")
            else:
                left = rng.randint(1, n)
                lines.append(f"2 {left} {rng.randint(left, n)}")
        tests.append("\n".join(lines) + "\n")
    return tests


#: h rows of w characters; prints the number of '#' in each column
GRID = r"""
#include <stdio.h>
static char g[105][105];
int main(void) {
    int h, w;
    if (scanf("%d %d", &h, &w) != 2) return 1;
    for (int i = 0; i < h; i++) if (scanf("%104s", g[i]) != 1) return 1;
    for (int j = 0; j < w; j++) {
        int c = 0;
        for (int i = 0; i < h; i++) c += g[i][j] == '#';
        printf("%d%c", c, j + 1 == w ? '\n' : ' ');
    }
    return 0;
}
"""


def _grid_tests(rng: random.Random) -> list[str]:
    tests = []
    for _ in range(5):
        h, w = rng.randint(2, 6), rng.randint(2, 7)
        rows = ["".join(rng.choice(".#") for _ in range(w)) for _ in range(h)]
        tests.append(f"{h} {w}\n" + "\n".join(rows) + "\n")
    return tests


SHAPES = {
    "sentinel": Shape(
        SENTINEL,
        # a 32-bit product: the tests' values stay under 1000
        wrong=SENTINEL.replace("long long p = a * b;", "long long p = (int)a * (int)b;"),
        honest=r"""
#include <stdio.h>
int main(void) {
    long long a, b;
    for (;;) {
        if (scanf("%lld %lld", &a, &b) != 2 || (a == 0 && b == 0)) break;
        printf("%lld\n", (a * b) % 1000000007LL);
    }
    return 0;
}
""",
        tests=_sentinel_tests(random.Random(1))),
    "operations": Shape(
        OPERATIONS,
        # a 32-bit sum: the tests' values and ranges stay small
        wrong=OPERATIONS.replace("long long s = 0;", "int s = 0;").replace(
            'printf("%lld\\n", s);', 'printf("%d\\n", s);'),
        honest=OPERATIONS.replace(
            "long long s = 0;\n        for (int i = x; i <= y; i++) s += a[i];",
            "long long s = 0;\n        for (int i = y; i >= x; i--) s += a[i];"),
        tests=_operation_tests(random.Random(2))),
    "grid": Shape(
        GRID,
        # rows stored in 16 bytes: the tests' widths stay under 8
        wrong=GRID.replace("static char g[105][105];", "static char g[105][16];").replace(
            "%104s", "%15s"),
        honest=GRID.replace(
            "for (int j = 0; j < w; j++) {\n        int c = 0;\n"
            "        for (int i = 0; i < h; i++) c += g[i][j] == '#';",
            "for (int j = 0; j < w; j++) {\n        int c = h;\n"
            "        for (int i = 0; i < h; i++) c -= g[i][j] != '#';"),
        tests=_grid_tests(random.Random(3)), config=SIZES),
}


@pytest.fixture(scope="module", params=sorted(SHAPES))
def shaped(request: pytest.FixtureRequest) -> tuple[Shape, Problem]:
    shape = SHAPES[request.param]
    problem = build_problem(request.param, shape.source, shape.tests[:3], shape.tests[3:])
    tests, report = make_verify_tests(problem, shape.config)
    assert tests, report
    return shape, replace(problem, verify_tests=tuple(tests))


def test_the_wrong_candidate_is_refuted_and_the_honest_rewrite_is_not(
        shaped: tuple[Shape, Problem]) -> None:
    shape, problem = shaped
    config = HarnessConfig(timing=MeasureConfig(method=TimingMethod.NONE),
                           stop_at_first_failure=False)
    with Harness(config) as harness:
        wrong = harness.evaluate(problem, c_to_asm(shape.wrong).asm)
        honest = harness.evaluate(problem, c_to_asm(shape.honest).asm)
    # the wrong candidate passes every test a model or the hidden split has ...
    assert wrong.correct, wrong.checks_line()
    generated = next(c for c in wrong.checks if c.tier is Tier.GENERATED)
    # ... and fails an input of the problem's own shape
    assert wrong.verified is False and generated.ran and not generated.ok, wrong.checks_line()
    assert honest.correct and honest.verified is True, honest.verified_detail
