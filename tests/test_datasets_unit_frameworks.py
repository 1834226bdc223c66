"""Unit-tested libraries whose runner links with an installed framework (issue 34, item 3):
CUnit, Check and cmocka, and plain ``assert``.  Each tree is laid out as these projects usually
are (``src/numbers.c`` + ``src/numbers.h``, ``test/test_numbers.c``; the runners are written
here): the runner built with the library is the program, its framework's link flags are the
problem's ``link_libs`` (the baseline and the candidate link the same way), its exit status is
the verdict, and a framework missing here leaves the program out with the package to install.
CUnit's basic interface exits 0 whatever failed: superasm's wrapper makes a failure fail the
run (superasm.datasets.unit_tests)."""

from __future__ import annotations

from pathlib import Path

import pytest

import superasm.datasets.unit_tests as unit_tests
from superasm.datasets.build import build_tree
from superasm.datasets.layouts import LeftOutStage, discover
from superasm.harness import Harness, HarnessConfig
from superasm.measure import MeasureConfig
from superasm.problem import Problem, problem_from_dict
from superasm.toolchain import c_to_asm
from superasm.verdict import Status, TimingMethod

LIBRARY_H = "long gcd(long a, long b);\nint digit_sum(long n);\n"
LIBRARY_C = r"""
#include "numbers.h"
long gcd(long a, long b)
{
    while (b) {
        long t = a % b;
        a = b;
        b = t;
    }
    return a;
}
int digit_sum(long n)
{
    int s = 0;
    for (; n; n /= 10)
        s += n % 10;
    return s;
}
"""
#: a candidate that breaks a library function: digit_sum(1234) is then 4, not 10
BREAK = ("s += n % 10;", "s += n % 9 % 2;")

CUNIT_RUNNER = r"""
#include <CUnit/Basic.h>
#include "../src/numbers.h"
static void test_gcd(void)
{
    CU_ASSERT_EQUAL(gcd(12, 18), 6);
    CU_ASSERT_EQUAL(gcd(17, 5), 1);
}
static void test_digit_sum(void)
{
    CU_ASSERT_EQUAL(digit_sum(1234), 10);
}
int main(void)
{
    if (CU_initialize_registry() != CUE_SUCCESS)
        return CU_get_error();
    CU_pSuite suite = CU_add_suite("numbers", NULL, NULL);
    if (!suite || !CU_add_test(suite, "gcd", test_gcd)
            || !CU_add_test(suite, "digit sum", test_digit_sum)) {
        CU_cleanup_registry();
        return CU_get_error();
    }
    CU_basic_set_mode(CU_BRM_VERBOSE);
    CU_basic_run_tests();
    CU_cleanup_registry();
    return CU_get_error();
}
"""
CHECK_RUNNER = r"""
#include <check.h>
#include <stdlib.h>
#include "../src/numbers.h"
START_TEST(test_gcd)
{
    ck_assert_int_eq(gcd(12, 18), 6);
    ck_assert_int_eq(gcd(17, 5), 1);
}
END_TEST
START_TEST(test_digit_sum)
{
    ck_assert_int_eq(digit_sum(1234), 10);
}
END_TEST
static Suite *numbers_suite(void)
{
    Suite *suite = suite_create("numbers");
    TCase *core = tcase_create("core");
    tcase_add_test(core, test_gcd);
    tcase_add_test(core, test_digit_sum);
    suite_add_tcase(suite, core);
    return suite;
}
int main(void)
{
    SRunner *runner = srunner_create(numbers_suite());
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
"""
CMOCKA_RUNNER = r"""
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include "../src/numbers.h"
static void test_gcd(void **state)
{
    (void)state;
    assert_int_equal(gcd(12, 18), 6);
    assert_int_equal(gcd(17, 5), 1);
}
static void test_digit_sum(void **state)
{
    (void)state;
    assert_int_equal(digit_sum(1234), 10);
}
int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_gcd),
        cmocka_unit_test(test_digit_sum),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
"""
ASSERT_RUNNER = r"""
#include <assert.h>
#include <stdio.h>
#include "../src/numbers.h"
int main(void)
{
    assert(gcd(12, 18) == 6);
    assert(digit_sum(1234) == 10);
    puts("all tests passed");
    return 0;
}
"""
RUNNERS = {"cunit": CUNIT_RUNNER, "check": CHECK_RUNNER, "cmocka": CMOCKA_RUNNER,
           "assert": ASSERT_RUNNER}
FRAMEWORK_NAMES = {"cunit": "CUnit", "check": "Check", "cmocka": "cmocka"}


def lay_out(root: Path, runner: str, library: str = LIBRARY_C) -> Path:
    """A library and its runner as such projects keep them, with a makefile nothing reads."""
    files = {"src/numbers.c": library, "src/numbers.h": LIBRARY_H,
             "test/test_numbers.c": runner, "makefile": "test: ;\n"}
    for name, text in files.items():
        (root / "numbers" / name).parent.mkdir(parents=True, exist_ok=True)
        (root / "numbers" / name).write_text(text)
    return root


@pytest.mark.needs_unit_frameworks
@pytest.mark.parametrize("kind", ["cunit", "check", "cmocka"])
def test_a_framework_runner_is_the_program_and_records_its_link_libraries(tmp_path: Path,
                                                                          kind: str) -> None:
    sources, left_out = discover(lay_out(tmp_path, RUNNERS[kind]))
    assert not left_out
    [source] = sources
    assert [t.name for t in source.tests if not t.hidden] == ["test/test_numbers.c"]
    assert source.tests[0].input == b"" and source.tests[0].exit_code == 0
    assert source.meta["target_functions"] == ["gcd", "digit_sum"], "the library's alone"
    assert source.meta["joined"] == ["src/numbers.c", "src/numbers.h"]
    assert source.meta["unit_framework"] == FRAMEWORK_NAMES[kind]
    framework = unit_tests.framework_of(source.c_source)
    assert framework is not None and source.link_libs == unit_tests.link_libs(framework)
    expected_lib = {"cunit": "-lcunit", "check": "-lcheck", "cmocka": "-lcmocka"}[kind]
    assert any(flag.startswith(expected_lib) for flag in source.link_libs), source.link_libs


def test_a_plain_assert_runner_links_nothing_more(tmp_path: Path) -> None:
    [source], left_out = discover(lay_out(tmp_path, ASSERT_RUNNER))
    assert not left_out
    assert [t.name for t in source.tests if not t.hidden] == ["test/test_numbers.c"]
    assert source.link_libs == () and "unit_framework" not in source.meta


def test_a_missing_framework_is_a_reason_not_a_crash(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(unit_tests, "INCLUDE_DIRS", (str(tmp_path / "no-include"),))
    sources, left_out = discover(lay_out(tmp_path, CMOCKA_RUNNER))
    assert not sources
    [item] = left_out
    assert item.stage is LeftOutStage.COMPILE
    assert "cmocka test runner" in item.reason and "libcmocka-dev" in item.reason, item.reason
    assert "cmocka.h is not installed" in item.reason, item.reason


def test_link_libs_are_data_of_the_problem_and_checked() -> None:
    record = {"id": "p", "c_source": "int main(void){return 0;}", "baseline_asm": "",
              "tests": [{"input": "", "output": ""}], "link_libs": ["-lcunit"]}
    problem = problem_from_dict(record)
    assert problem.link_libs == ("-lcunit",)
    assert problem_from_dict(problem.to_dict()).link_libs == ("-lcunit",)
    assert "link_libs" not in Problem("q", "", "", []).to_dict()
    for hostile in (["-Wl,--wrap=main"], ["/tmp/evil.so"], ["-L/tmp", "-lx"], "-lm"):
        with pytest.raises(ValueError, match="link_libs"):
            problem_from_dict({**record, "link_libs": hostile})


def _build(tmp_path: Path, kind: str, library: str = LIBRARY_C):
    return build_tree(lay_out(tmp_path, RUNNERS[kind], library), measure_speedup=False)


def _judge(problem: Problem, asm: str):
    with Harness(HarnessConfig(timing=MeasureConfig(method=TimingMethod.NONE))) as harness:
        return harness.evaluate(problem, asm)


@pytest.mark.needs_bwrap
@pytest.mark.needs_unit_frameworks
@pytest.mark.parametrize("kind", ["cunit", "check", "cmocka", "assert"])
def test_its_pass_or_fail_is_the_test(tmp_path: Path, kind: str) -> None:
    report = _build(tmp_path, kind)
    assert [item for item in report.left_out if item.kind == "program"] == [], report.left_out
    [problem] = report.problems
    assert problem.tests[0].exit_code == 0
    assert problem.link_libs == (() if kind == "assert" else unit_tests.link_libs(
        unit_tests.framework_of(problem.c_source)))
    assert _judge(problem, problem.baseline_asm).status is Status.CORRECT
    broken = c_to_asm(problem.c_source.replace(*BREAK)).asm
    verdict = _judge(problem, broken)
    assert verdict.status in (Status.RUNTIME_ERROR, Status.WRONG_OUTPUT), verdict.detail


@pytest.mark.needs_bwrap
@pytest.mark.needs_unit_frameworks
def test_cunit_prints_the_same_whatever_the_speed_and_fails_a_failed_test(tmp_path: Path) -> None:
    """CUnit's basic interface exits 0 when a test fails and prints its elapsed time."""
    [problem] = _build(tmp_path, "cunit").problems
    output = problem.tests[0].output
    assert b"Elapsed time =    0.000 seconds" in output, output
    assert b"asserts      3      3      3      0" in output, output
    slow = c_to_asm(problem.c_source.replace(
        "long t = a % b;", "long t = a % b; for (volatile long i = 0; i < 3000000; i++);")).asm
    assert _judge(problem, slow).status is Status.CORRECT, "a slower run prints the same"
    verdict = _judge(problem, c_to_asm(problem.c_source.replace(*BREAK)).asm)
    assert verdict.status is Status.RUNTIME_ERROR and "exit status 1" in verdict.detail, \
        verdict.detail


@pytest.mark.needs_bwrap
@pytest.mark.needs_unit_frameworks
@pytest.mark.parametrize("kind", ["cunit", "check", "cmocka", "assert"])
def test_a_runner_failing_at_build_time_is_left_out_with_its_reason(tmp_path: Path,
                                                                    kind: str) -> None:
    report = _build(tmp_path, kind, LIBRARY_C.replace(*BREAK))
    assert not report.problems
    test, rounds = [item for item in report.left_out if item.kind == "test"]
    [program] = [item for item in report.left_out if item.kind == "program"]
    assert program.stage is LeftOutStage.TOO_FEW_TESTS
    assert test.test == "test/test_numbers.c"
    assert "the benchmark driver" in rounds.test, "the runner in rounds fails as well"
    if kind == "assert":
        assert test.stage is LeftOutStage.CRASH and "Assertion" in test.reason, test.reason
    else:
        assert test.stage is LeftOutStage.EXIT_STATUS, test
        assert "the test expects exit status 0" in test.reason, test.reason
        assert "its output ends" in test.reason, test.reason
