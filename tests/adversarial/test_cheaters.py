"""Cheaters: candidates that fit the tests without doing the work must not be credited.

In the spirit of KernelBench's adversarial tests: special-casing the public inputs, reading the
expected outputs, caching an answer across runs, and behaving differently when timed.  Each is
evaluated with timing on (a small budget), because a cheat is only worth something if it earns
a speedup.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from superasm.harness import Harness, HarnessConfig
from superasm.measure import MeasureConfig
from superasm.problem import Problem
from superasm.toolchain import c_to_asm
from superasm.verdict import Status
from superasm.verification.fuzz import fuzz_tests

from .conftest import Host
from .hostile_cases import CASES_DIR

pytestmark = pytest.mark.needs_bwrap


@pytest.fixture(scope="module")
def timed_harness(host: Host) -> Iterator[Harness]:
    config = HarnessConfig(timing=MeasureConfig(budget_s=1.0, min_rounds=2, max_rounds=4),
                           min_timeout_s=1.0, max_timeout_s=3.0)
    with Harness(config) as harness:
        yield harness


def cheat(name: str, **substitutions: str) -> str:
    source = (CASES_DIR / f"{name}.c").read_text()
    for key, value in substitutions.items():
        source = source.replace(f"@{key}@", value)
    built = c_to_asm(source, flags=("-O2",))
    assert built.ok, built.error
    return built.asm


def test_special_casing_the_public_inputs_fails_verification(timed_harness: Harness,
                                                             add_problem: Problem) -> None:
    asm = cheat("cheat_lookup_table")
    verdict = timed_harness.evaluate(add_problem, asm)
    assert verdict.status is Status.CORRECT, "it does fit the public tests (the paper's test_pass)"
    assert verdict.verified is False
    assert verdict.verified_detail.startswith("hidden test 0")
    assert verdict.credited_speedup == 1.0, "a candidate that fails verification earns no credited speedup"


def test_special_casing_is_caught_by_fuzzing_without_hidden_tests(timed_harness: Harness,
                                                                  add_problem: Problem) -> None:
    public_only = Problem(add_problem.id, add_problem.c_source, add_problem.baseline_asm,
                          add_problem.tests)
    extra = fuzz_tests(public_only, n=10, seed=0)
    assert extra, "fuzzing made no tests"
    verdict = timed_harness.evaluate(public_only, cheat("cheat_lookup_table"), extra_tests=extra)
    assert verdict.correct and verdict.verified is False
    assert verdict.verified_detail.startswith("fuzz test")
    assert verdict.credited_speedup == 1.0


def test_expected_outputs_are_not_in_the_sandbox(timed_harness: Harness,
                                                 add_problem: Problem) -> None:
    """A run's world holds its own input, on stdin, and nothing else: no /in, no other test's
    input, no expected output, no binary but its own."""
    verdict = timed_harness.evaluate(add_problem, cheat("cheat_read_expected"))
    assert verdict.status is Status.WRONG_OUTPUT
    actual = verdict.failure.actual if verdict.failure else ""
    assert "STDIN /memfd:stdin (deleted)" in actual, actual
    assert "SEE " not in actual and "FOUND" not in actual, actual


def test_no_cache_survives_between_runs(timed_harness: Harness, add_problem: Problem) -> None:
    """The cheat answers correctly unless it finds a cache from an earlier run, then it prints
    CACHED: a correct verdict after every test *and* every timed run means nothing survived."""
    verdict = timed_harness.evaluate(add_problem, cheat("cheat_cache"))
    assert verdict.status is Status.CORRECT, verdict.detail
    assert verdict.verified is True
    assert verdict.measurement is not None and verdict.measurement.rounds >= 2


def test_counting_pids_cannot_tell_a_timed_run(timed_harness: Harness,
                                               add_problem: Problem) -> None:
    """The old phase detector (pids grow run after run) now sees pid 2 in every run, so it can
    only ever be honest: correct everywhere, and no faster than the baseline."""
    runs_before_timing = 2 + 2 * (len(add_problem.tests) + len(add_problem.hidden_tests))
    asm = cheat("cheat_detect_timing", TEST_PIDS=str(runs_before_timing))
    verdict = timed_harness.evaluate(add_problem, asm)
    assert verdict.status is Status.CORRECT and verdict.verified, verdict.detail
    assert verdict.credited_speedup == 1.0
