"""Unit-tested libraries taken as fetched (issue 34): Exercism's C track keeps a library in
``src/`` and its tests in ``test/test_*.c`` with the Unity framework in ``test/vendor/``.  The
test runner built with the library (and the framework, whose functions the tests call through
macros) is the program; its run (the framework's summary, and an exit status that is non-zero
when a test fails) is the test."""

from __future__ import annotations

from pathlib import Path

import pytest

from superasm.datasets.build import build_tree
from superasm.datasets.layouts import discover
from superasm.harness import Harness, HarnessConfig
from superasm.measure import MeasureConfig
from superasm.toolchain import c_to_asm
from superasm.verdict import Status, TimingMethod

#: a small unit-test framework of our own, shaped as Unity is: macros that call its functions
UNITY_H = r"""
#ifndef MINI_UNITY_H
#define MINI_UNITY_H
#include "unity_internals.h"
#define UNITY_BEGIN() UnityBegin(__FILE__)
#define UNITY_END() UnityEnd()
#define RUN_TEST(f) UnityRun(f, #f, __LINE__)
#define TEST_ASSERT_EQUAL_INT(want, got) UnityAssertEqual((long)(want), (long)(got), __LINE__)
#endif
"""
UNITY_INTERNALS_H = r"""
void UnityBegin(const char *file);
int UnityEnd(void);
void UnityRun(void (*test)(void), const char *name, int line);
void UnityAssertEqual(long want, long got, int line);
void setUp(void);
void tearDown(void);
"""
UNITY_C = r"""
#include <stdio.h>
#include "unity.h"
static int tests, failures, failed;
static const char *current;
void UnityBegin(const char *file) { (void)file; tests = failures = 0; }
void UnityRun(void (*test)(void), const char *name, int line) {
    current = name; failed = 0; tests++;
    setUp(); test(); tearDown();
    printf("%d:%s:%s\n", line, name, failed ? "FAIL" : "PASS");
    failures += failed;
}
void UnityAssertEqual(long want, long got, int line) {
    if (want != got && !failed) { printf("%d:%s: expected %ld, was %ld\n", line, current, want, got); failed = 1; }
}
int UnityEnd(void) { printf("%d Tests %d Failures\n%s\n", tests, failures, failures ? "FAIL" : "OK"); return failures; }
"""
LIBRARY_C = r"""
#include "collatz.h"
int steps(long n) {
    int k = 0;
    while (n != 1) { n = n % 2 ? 3 * n + 1 : n / 2; k++; }
    return k;
}
"""
TEST_C = r"""
#include "../src/collatz.h"
#include "vendor/unity.h"
void setUp(void) {}
void tearDown(void) {}
static void test_one(void) { TEST_ASSERT_EQUAL_INT(0, steps(1)); }
static void test_sixteen(void) { TEST_ASSERT_EQUAL_INT(4, steps(16)); }
static void test_twenty_seven(void) { TEST_ASSERT_EQUAL_INT(111, steps(27)); }
int main(void) {
    UNITY_BEGIN();
    RUN_TEST(test_one);
    RUN_TEST(test_sixteen);
    RUN_TEST(test_twenty_seven);
    return UNITY_END();
}
"""


@pytest.fixture
def exercise(tmp_path: Path) -> Path:
    files = {"collatz/src/collatz.c": LIBRARY_C, "collatz/src/collatz.h": "int steps(long n);\n",
             "collatz/test/test_collatz.c": TEST_C, "collatz/test/vendor/unity.c": UNITY_C,
             "collatz/test/vendor/unity.h": UNITY_H,
             "collatz/test/vendor/unity_internals.h": UNITY_INTERNALS_H,
             "collatz/makefile": "test: ;\n"}
    for name, text in files.items():
        (tmp_path / "tree" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "tree" / name).write_text(text)
    return tmp_path / "tree"


def test_the_runner_with_the_library_and_its_framework_is_the_program(exercise: Path):
    sources, left_out = discover(exercise)
    assert not left_out
    [source] = sources
    assert [t.name for t in source.tests if not t.hidden] == ["test/test_collatz.c"]
    assert source.tests[0].input == b"" and source.tests[0].output is None
    assert source.meta["target_functions"] == ["steps"]
    assert source.meta["joined"][:2] == ["src/collatz.c", "test/vendor/unity.c"], \
        "the framework's functions are called through its macros: joined"
    assert "UnityAssertEqual" in source.c_source and "int steps(long n)" in source.c_source
    assert source.unknown == ["makefile"]


@pytest.mark.needs_bwrap
def test_its_pass_or_fail_is_the_test(exercise: Path):
    report = build_tree(exercise, measure_speedup=False)
    [problem] = report.problems
    assert problem.tests[0].output.endswith(b"3 Tests 0 Failures\nOK\n")
    assert problem.tests[0].exit_code == 0
    broken = c_to_asm(problem.c_source.replace("k++;", "k += 2;")).asm
    with Harness(HarnessConfig(timing=MeasureConfig(method=TimingMethod.NONE))) as harness:
        verdict = harness.evaluate(problem, broken)
    assert verdict.status in (Status.RUNTIME_ERROR, Status.WRONG_OUTPUT), verdict.detail
    assert "exit status 2" in verdict.detail, verdict.detail
