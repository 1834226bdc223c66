"""Timing inputs that look like real ones (issue 26.1), with real candidates.

- *a cache inside one run*: a candidate that remembers each record's answer within one run.
  Timing inputs used to be grown by repeating a test's records, where such a cache skipped
  nearly all the work and was credited several times over; grown from the input model, every
  record is drawn afresh, so the cache earns what the problem's own repeats allow: nothing here.
- *a degenerate grown input*: a number grown that is not a size (a seed, multiplied until
  ``scanf`` saturated it) made every timing input the same stream, for which a candidate could
  hold a table.  Only numbers the baseline's time follows are grown, within their type, and the
  other values are drawn afresh: the timing inputs differ from each other.

Nothing asserts a speed: only how the inputs are made, and that a candidate is not credited.
"""

from __future__ import annotations

import random

import pytest

from superasm.datasets.build import build_problem
from superasm.datasets.scale import ScaleConfig, grow_cases, scale_problem
from superasm.harness import Harness, HarnessConfig
from superasm.measure import MeasureConfig
from superasm.problem import Problem, TestCase
from superasm.toolchain import c_to_asm
from superasm.verdict import Decision

pytestmark = pytest.mark.needs_bwrap

#: T records, each a number whose Collatz chain length is summed: real work per record
CHAINS = r"""
#include <stdio.h>
static long chain(unsigned long x) {
    long steps = 0;
    while (x != 1) { x = (x & 1) ? 3 * x + 1 : x / 2; steps++; }
    return steps;
}
int main(void) {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    long total = 0;
    for (int i = 0; i < t; i++) {
        unsigned long x;
        if (scanf("%lu", &x) != 1) return 1;
        total += LOOKUP;
    }
    printf("%ld\n", total);
    return 0;
}
"""
HONEST = CHAINS.replace("LOOKUP", "chain(x)")
#: the per-record cache: a small table of the answers seen in this run
CACHED = CHAINS.replace("LOOKUP", "cached(x)").replace("int main(void) {", r"""
static unsigned long keys[1 << 16];
static long answers[1 << 16];
static long cached(unsigned long x) {
    unsigned slot = (unsigned)((x * 0x9E3779B97F4A7C15ULL) >> 48);
    if (keys[slot] == x) return answers[slot];
    keys[slot] = x;
    return answers[slot] = chain(x);
}
int main(void) {""")


@pytest.fixture(scope="module")
def chains() -> Problem:
    rng = random.Random(11)

    def case(n: int) -> str:
        return f"{n}\n" + "\n".join(str(rng.randint(1, 10**9)) for _ in range(n)) + "\n"

    return build_problem("chains", HONEST, [case(200), case(300), case(5)],
                         [case(400), case(250), case(100)])


@pytest.fixture(scope="module")
def grown(chains: Problem) -> list[TestCase]:
    tests, report = scale_problem(chains, ScaleConfig())
    assert tests, report.line()
    assert {i.method for i in report.inputs} == {"model"}
    assert not report.meta()["repeats_records"]
    return tests


def test_grown_inputs_are_fresh_records_not_repeats(grown: list[TestCase]):
    for test in grown:
        records = test.input.split(b"\n")[1:-1]
        assert int(test.input.split()[0]) == len(records) > 1000
        assert len(set(records)) > 0.99 * len(records)  # as distinct as the given records
    assert len({t.input for t in grown}) == len(grown)


def test_a_per_record_cache_earns_nothing_on_fresh_records(chains: Problem,
                                                           grown: list[TestCase]):
    from dataclasses import replace

    cached = c_to_asm(CACHED).asm
    with Harness(HarnessConfig()) as harness:
        fresh = harness.evaluate(replace(chains, bench_tests=grown), cached)
        # the control: the same candidate on inputs grown by repeating a test's records (the
        # old ``cases`` method) skips almost every record's work
        seed = chains.hidden_tests[0]
        grown_repeat = grow_cases(seed.input.decode(), 40, random.Random(0))
        assert grown_repeat is not None
        control = harness.evaluate(replace(chains, bench_tests=[TestCase(
            grown_repeat.encode(), _answer(chains, grown_repeat.encode()))]), cached)
    assert fresh.correct and fresh.verified is not False
    assert fresh.credited_speedup < 1.2, fresh.measurement
    assert control.measurement is not None and control.measurement.decision is Decision.FASTER, \
        control.measurement


def _answer(problem: Problem, data: bytes) -> bytes:
    from superasm.toolchain import build_and_run
    return build_and_run(problem.baseline_asm, [data], lang="asm").runs[0].stdout


#: n values from a seed: only n is a size; the seed is a value a candidate could table
STREAM = r"""
#include <stdio.h>
int main(void) {
    long n; unsigned long long seed;
    if (scanf("%ld %llu", &n, &seed) != 2) return 1;
    unsigned long long x = seed, total = 0;
    for (long i = 0; i < n; i++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        total += __builtin_popcountll(x);
    }
    printf("%llu\n", total);
    return 0;
}
"""


def test_only_a_number_the_time_follows_is_grown_and_the_inputs_differ():
    problem = build_problem("stream", STREAM, ["1000 12345\n", "3000 987654321\n", "5 7\n"],
                            ["2000 55\n", "4000 18446744073709551615\n"])
    tests, report = scale_problem(problem, ScaleConfig())
    assert tests and {i.method for i in report.inputs} == {"model"}, report.line()
    seeds = [int(t.input.split()[1]) for t in tests]
    sizes = [int(t.input.split()[0]) for t in tests]
    assert len(set(seeds)) == len(seeds)  # one stream each, not one saturated seed
    assert all(s < 1 << 64 for s in seeds)
    assert min(sizes) > 4000  # the size grew, within its type


#: one number a line until the end of the input, each line's work following its number (the
#: program of issue 33)
PER_LINE = r"""
#include <stdio.h>
static unsigned long long work(long n) {
    unsigned long long x = (unsigned long long)n, total = 0;
    for (long i = 0; i < n; i++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        total += x >> 61;
    }
    return total;
}
int main(void) {
    long n;
    unsigned long long total = 0;
    while (scanf("%ld", &n) == 1) total += LOOKUP;
    printf("%llu\n", total);
    return 0;
}
"""
#: the per-record memo: each line's answer remembered within one run
PER_LINE_MEMO = PER_LINE.replace("LOOKUP", "memo(n)").replace("int main(void) {", r"""
static long keys[1 << 12];
static unsigned long long answers[1 << 12];
static unsigned long long memo(long n) {
    unsigned slot = (unsigned)(((unsigned long long)n * 0x9E3779B97F4A7C15ULL) >> 52);
    if (keys[slot] == n) return answers[slot];
    keys[slot] = n;
    return answers[slot] = work(n);
}
int main(void) {""")


@pytest.fixture(scope="module")
def per_line() -> Problem:
    rng = random.Random(33)

    def case(lines: int) -> str:
        return "".join(f"{rng.randint(10_000, 400_000)}\n" for _ in range(lines))

    return build_problem("per_line", PER_LINE.replace("LOOKUP", "work(n)"),
                         [case(8), case(12), case(5)], [case(10), case(15), case(9)])


@pytest.fixture(scope="module")
def per_line_grown(per_line: Problem) -> tuple[list[TestCase], dict]:
    tests, report = scale_problem(per_line, ScaleConfig())
    assert tests and {i.method for i in report.inputs} == {"model"}, report.line()
    return tests, report.meta()


def test_each_record_is_drawn_on_its_own_sizes_included(
        per_line_grown: tuple[list[TestCase], dict]) -> None:
    """Issue 33: the grown value was copied into every line (21 lines of ``30047``, 18 of
    ``31909``).  Now no line's value is more than a few percent of the input, the records
    are as distinct as the given ones, and the meta says so truly."""
    tests, meta = per_line_grown
    for test in tests:
        lines = test.input.split()
        most = max(lines.count(v) for v in set(lines))
        assert most <= max(2, 0.05 * len(lines)), (most, len(lines))
    assert meta["repeats_records"] is False and meta["given_distinct_share"] == 1.0
    for made in meta["inputs"]:
        assert made["distinct_share"] >= 0.9 and made["repeats_records"] is False, made


def test_a_per_record_memo_is_not_credited_on_records_drawn_apart(
        per_line: Problem, per_line_grown: tuple[list[TestCase], dict]) -> None:
    from dataclasses import replace

    from superasm.datasets.scale.records import RecordShape

    tests, _ = per_line_grown
    memo = c_to_asm(PER_LINE_MEMO).asm
    # the control: the input, each grown value copied into many lines
    copied = "".join(f"{v}\n" * k for v, k in ((300_047, 21), (319_090, 18), (472_900, 12)))
    shape = RecordShape.of([t.input for t in (*per_line.tests, *per_line.hidden_tests)])
    assert shape is not None and shape.repeats_more(copied.encode()), "the check refuses it"
    config = HarnessConfig(timing=MeasureConfig(budget_s=8.0), check_generated=False,
                           check_functions=False)
    with Harness(config) as harness:
        fresh = harness.evaluate(replace(per_line, bench_tests=tests), memo)
        control = harness.evaluate(replace(per_line, bench_tests=[TestCase(
            copied.encode(), _answer(per_line, copied.encode()))]), memo)
    assert fresh.correct and fresh.verified is not False, fresh.detail
    assert fresh.credited_speedup == 1.0, fresh.measurement
    assert control.measurement is not None and control.measurement.decision is Decision.FASTER, \
        control.measurement
