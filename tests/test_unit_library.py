"""A unit-tested library as an optimization problem (issue 34, superasm.datasets.unit_library):
the library's functions are the targets, kept as real calls from the runner; a candidate
spliced at function level is judged by the runner and the function tier; a benchmark driver
(generated, or the tree's own) is what the speedup is measured on."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from superasm.asmfunc import AsmProgram, splice_function
from superasm.datasets.build import build_tree
from superasm.datasets.layouts import discover
from superasm.datasets.scale import BenchCache, ScaleConfig, add_bench_tests
from superasm.datasets.unit_library import GENERATED_DRIVER, as_own_unit, library_functions
from superasm.harness import Harness, HarnessConfig
from superasm.measure import MeasureConfig
from superasm.models import load_model
from superasm.models.per_function import target_functions
from superasm.pool import LocalPool
from superasm.problem import Problem
from superasm.toolchain import c_to_asm
from superasm.verdict import Phase, Status, Tier, TimingMethod

#: a framework of our own in the tree, shaped as a vendored one is: macros calling its functions
CHECKS_H = r"""
#ifndef TINY_CHECKS_H
#define TINY_CHECKS_H
void tiny_begin(void);
int tiny_end(void);
void tiny_run(void (*test)(void), const char *name);
void tiny_equal(long want, long got, int line);
#define RUN(test) tiny_run(test, #test)
#define EXPECT_EQ(want, got) tiny_equal((long)(want), (long)(got), __LINE__)
#endif
"""
CHECKS_C = r"""
#include <stdio.h>
#include "checks.h"
static int ran, failed, failing;
void tiny_begin(void) { ran = failed = 0; }
void tiny_run(void (*test)(void), const char *name) {
    failing = 0; ran++; test();
    printf("%s %s\n", name, failing ? "FAILED" : "ok");
    failed += failing;
}
void tiny_equal(long want, long got, int line) {
    if (want != got) { printf("line %d: wanted %ld, got %ld\n", line, want, got); failing = 1; }
}
int tiny_end(void) { printf("%d run, %d failed\n", ran, failed); return failed != 0; }
"""
#: the library: trial division up to n itself (a faster honest candidate stops at sqrt(n))
NUMBERS_C = r"""
#include "numbers.h"

static int divides(int d, int n)
{
    return n % d == 0;
}

int is_prime(int n)
{
    if (n < 2)
        return 0;
    for (int d = 2; d < n; d++)
        if (divides(d, n))
            return 0;
    return 1;
}

int gcd(int a, int b)
{
    while (b) { int t = a % b; a = b; b = t; }
    return a;
}
"""
NUMBERS_H = "int is_prime(int n);\nint gcd(int a, int b);\n"
TEST_NUMBERS_C = r"""
#include "../src/numbers.h"
#include "vendor/checks.h"
static void test_small(void) { EXPECT_EQ(0, is_prime(1)); EXPECT_EQ(1, is_prime(2)); }
static void test_large(void) { EXPECT_EQ(1, is_prime(7919)); EXPECT_EQ(0, is_prime(7917)); }
static void test_gcd(void) { EXPECT_EQ(6, gcd(48, 18)); EXPECT_EQ(1, gcd(17, 5)); }
int main(void)
{
    tiny_begin();
    RUN(test_small);
    RUN(test_large);
    RUN(test_gcd);
    return tiny_end();
}
"""
BENCH_C = r"""
#include <stdio.h>
#include "../src/numbers.h"
int main(void)
{
    int primes = 0;
    for (int n = 7000; n < 7100; n++)
        primes += is_prime(n);
    printf("%d primes\n", primes);
    return 0;
}
"""
FASTER = ("for (int d = 2; d < n; d++)", "for (int d = 2; (long)d * d <= n; d++)")
BROKEN = ("if (n < 2)", "if (n < 3)")
NO_TIMING = HarnessConfig(timing=MeasureConfig(method=TimingMethod.NONE), check_functions=False)


def _tree(root: Path, bench: bool = False) -> Path:
    files = {"src/numbers.c": NUMBERS_C, "src/numbers.h": NUMBERS_H,
             "test/test_numbers.c": TEST_NUMBERS_C, "test/vendor/checks.c": CHECKS_C,
             "test/vendor/checks.h": CHECKS_H}
    if bench:
        files["bench/bench_numbers.c"] = BENCH_C
    for name, text in files.items():
        (root / "numbers" / name).parent.mkdir(parents=True, exist_ok=True)
        (root / "numbers" / name).write_text(text)
    return root


def _spliced(problem: Problem, edit: tuple[str, str]) -> str:
    """The baseline with is_prime alone replaced by the -O3 build of an edited library."""
    other = c_to_asm(problem.c_source.replace(*edit))
    assert other.ok, other.message
    return splice_function(problem.baseline_asm, "is_prime", other.asm).asm


@pytest.fixture(scope="module")
def problem(tmp_path_factory: pytest.TempPathFactory) -> Problem:
    report = build_tree(_tree(tmp_path_factory.mktemp("tree")), measure_speedup=False)
    assert not report.left_out, report.left_out
    [built] = report.problems
    return built


def test_the_library_functions_are_the_targets_and_the_driver_is_generated(tmp_path: Path):
    [source], left_out = discover(_tree(tmp_path))
    assert not left_out
    assert source.meta["target_functions"] == ["is_prime", "gcd"], \
        "the library's exported functions: not its static helper, the tests or the framework"
    assert source.meta["bench_driver"] == GENERATED_DRIVER
    public, hidden = source.tests
    assert (public.input, public.hidden) == (b"", False)
    assert hidden.hidden and hidden.input.strip().isdigit(), "one run of the driver, unseen"


def test_exported_functions_are_marked_and_static_helpers_left_to_the_compiler():
    functions = library_functions(NUMBERS_C)
    assert [(f.name, f.internal) for f in functions] == [
        ("divides", True), ("is_prime", False), ("gcd", False)]
    marked, names = as_own_unit(NUMBERS_C)
    assert names == ["divides", "is_prime", "gcd"]
    assert "int is_prime(int n) SUPERASM_OWN_UNIT;\nint is_prime(int n)\n{" in marked
    assert "int gcd(int a, int b) SUPERASM_OWN_UNIT;" in marked
    assert "divides(int d, int n) SUPERASM_OWN_UNIT" not in marked


def test_a_benchmark_driver_of_the_tree_is_used(tmp_path: Path):
    [source], left_out = discover(_tree(tmp_path, bench=True))
    assert not left_out
    assert source.meta["bench_driver"] == "bench/bench_numbers.c"
    assert [t.name for t in source.tests][0] == "test/test_numbers.c", "the runner is the test"
    assert "superasm_tree_driver" in source.c_source and "7000" in source.c_source
    assert not source.unknown


@pytest.mark.needs_bwrap
def test_the_runner_calls_the_library_functions(problem: Problem):
    program = AsmProgram(problem.baseline_asm)
    callers = {name for name, fn in program.functions.items() if name != "is_prime"
               and any("call\tis_prime" in line.text for r in fn.regions
                       for line in program.lines[r.start:r.end])}
    assert callers, "the runner's tests reach is_prime by a call, not an inlined copy"
    assert target_functions(problem, problem.baseline_asm) == (["is_prime", "gcd"], True)
    assert problem.hidden_tests[0].output.endswith(b" rounds, 0 failed, output hash "
                                                   + problem.hidden_tests[0].output[-17:])


@pytest.mark.needs_bwrap
def test_a_candidate_that_breaks_one_library_function_is_refuted_by_the_runner(problem: Problem):
    broken = _spliced(problem, BROKEN)
    with Harness(NO_TIMING) as harness:
        verdict = harness.evaluate(problem, broken)
    assert verdict.status in (Status.RUNTIME_ERROR, Status.WRONG_OUTPUT), verdict.detail
    assert "exit status 1" in verdict.detail, verdict.detail


@pytest.mark.needs_bwrap
def test_the_function_tier_runs_on_the_library_functions(problem: Problem):
    broken = _spliced(problem, ("return 1;\n}", "return n != 7907;\n}"))
    config = replace(NO_TIMING, check_functions=True)
    with Harness(config) as harness:
        verdict = harness.evaluate(problem, broken)
    assert verdict.status is Status.CORRECT, "the unit tests never ask is_prime(7907)"
    assert verdict.verified is False, "the function tier refutes it"
    assert "function is_prime differs" in verdict.verified_detail, verdict.verified_detail
    ran = {c.tier: c for c in verdict.checks if c.tier in (Tier.FUNCTION_DIFFERENTIAL,
                                                           Tier.FUNCTION_BOUNDED)}
    assert all(c.ran and "is_prime" in c.detail for c in ran.values()), ran
    assert ran[Tier.FUNCTION_BOUNDED].ok is False, "every n up to its bound, 7907 among them"


@pytest.mark.needs_bwrap
def test_the_driver_is_timed_on_both_programs(problem: Problem, tmp_path: Path):
    [timed], [report] = add_bench_tests([problem], ScaleConfig(), cache=BenchCache(None))
    assert timed.bench_tests, report
    assert all(t.input.strip().isdigit() for t in timed.bench_tests), "rounds of the driver"
    faster = _spliced(timed, FASTER)
    config = HarnessConfig(timing=MeasureConfig(max_rounds=4, budget_s=5), check_functions=False)
    with Harness(config) as harness:
        verdict = harness.evaluate(timed, faster)
    assert verdict.status is Status.CORRECT, verdict.detail
    assert verdict.measurement is not None and verdict.measurement.timed_on is Phase.BENCH
    print(f"trial division to sqrt(n) against to n, on the driver: "
          f"{verdict.measurement.estimate:.2f}x ({verdict.measurement.decision})")


@pytest.mark.needs_bwrap
def test_the_trees_driver_runs_in_rounds_checked_against_the_baseline(tmp_path: Path):
    report = build_tree(_tree(tmp_path, bench=True), measure_speedup=False)
    [built] = report.problems
    [rounds] = built.hidden_tests
    assert rounds.name.startswith("bench/bench_numbers.c")
    assert rounds.output.startswith(b"2 rounds, 0 failed, output hash "), rounds.output
    with Harness(NO_TIMING) as harness:
        verdict = harness.evaluate(built, _spliced(built, ("return 1;\n}", "return n != 7001;\n}")))
    assert verdict.verified is False and "hidden" in verdict.verified_detail, \
        "the driver's primes between 7000 and 7100 (7001 among them) are counted in every round"


@pytest.mark.needs_bwrap
@pytest.mark.needs_clang
def test_the_per_function_search_changes_only_the_library_functions(problem: Problem,
                                                                     tmp_path: Path):
    model = load_model("per-function:clang-O3", cache_dir=str(tmp_path))
    config = HarnessConfig(timing=MeasureConfig(max_rounds=4, budget_s=2), explore_runs=0)
    with LocalPool(config) as pool:
        model.attach(pool, None)
        outcome = model.optimize(problem)
    rows = {row.variant: row for row in outcome.table}
    assert set(rows) == {"is_prime<-clang-O3", "gcd<-clang-O3"}, "no whole-program variant"
    assert all(row.status in ("correct", "identical_to_baseline") for row in rows.values()), rows
