"""Timing inputs: shapes grown consistently, outputs from the baseline, never shown to a model."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from superasm.datasets.scale import (
    OVERSHOOT,
    BaselineRun,
    BenchCache,
    BenchInputsError,
    CountList,
    ScaleConfig,
    _grow_one,
    add_bench_tests,
    bench_from_dir,
    grow_cases,
    grow_count_list,
    grow_methods,
    grow_parameter,
    grow_repeat,
    scale_problem,
)
from superasm.harness import Harness
from superasm.measure import MeasureConfig
from superasm.models.base import Feedback, Query
from superasm.problem import InputsMade, Problem, TestCase, load_problems, save_problems
from superasm.prompts import build_messages
from superasm.toolchain import c_to_asm

SUM_C = r"""
#include <stdio.h>
int main(void) {
    long n, x, s = 0;
    if (scanf("%ld", &n) != 1) return 1;
    for (long i = 0; i < n; i++) { if (scanf("%ld", &x) != 1) return 1; s += x; }
    printf("%ld\n", s);
    return 0;
}
"""
#: the same, but it crashes on more than 300 numbers (a fixed array a grown input overruns)
CAPPED_C = r"""
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    long n, x, s = 0;
    if (scanf("%ld", &n) != 1) return 1;
    if (n > 300) abort();
    for (long i = 0; i < n; i++) { if (scanf("%ld", &x) != 1) return 1; s += x; }
    printf("%ld\n", s);
    return 0;
}
"""
MARKER = "7777777"


def _problem(source: str, pid: str = "sum") -> Problem:
    built = c_to_asm(source)
    assert built.ok, built.error
    tests = [TestCase("3\n1 2 3\n", "6\n", "a.in"), TestCase("4\n5\n-1\n2\n2\n", "8\n", "b.in")]
    return Problem(pid, source, built.asm, tests, [TestCase("1\n9\n", "9\n")])


def _sum_of(data: bytes) -> int:
    numbers = [int(t) for t in data.split()]
    assert numbers[0] == len(numbers) - 1, "the count announces exactly the numbers after it"
    return sum(numbers[1:])


# ---------------------------------------------------------------- shapes, no sandbox
@pytest.mark.parametrize("text, numbers, count", [
    ("3\n1 2 3\n", True, 3),
    ("4\n5\n-1\n2\n2\n", False, 4),
    ("3 1 2 3\n", True, 3),
    ("2 5\nab 1\ncd 2\n", False, 2),
    ("5 7\n1 2\n3 4\n5 6\n7 8\n9 10\n7 8 9\n", False, 5),  # 5 records, then a query
])
def test_count_list_shapes(text: str, numbers: bool, count: int) -> None:
    shape = CountList.find(text)
    assert shape is not None
    assert shape.count == count
    assert shape.numbers is numbers


def test_count_list_not_found_without_a_count() -> None:
    assert CountList.find("hello world\n") is None
    assert CountList.find("3\n1 2\n") is None
    assert CountList.find("") is None


def test_count_and_records_grow_together() -> None:
    rng = random.Random(0)
    grown = grow_count_list("3\n1 2 3\n", 10, rng)
    assert grown is not None
    numbers = [int(t) for t in grown.split()]
    assert numbers[0] == 30 and len(numbers) == 31
    assert sorted(set(numbers[1:])) == [1, 2, 3]
    lines = grow_count_list("2 x\nab 1\ncd 2\n", 3, rng)
    assert lines is not None and lines.splitlines()[0] == "6 x"
    assert len(lines.splitlines()) == 7
    # records followed by queries: the records grow, the queries stay
    queries = grow_count_list("3\n1 2\n3 4\n5 6\n2\n1\n", 2, rng)
    assert queries is not None
    rows = queries.splitlines()
    assert rows[0] == "6" and rows[-2:] == ["2", "1"] and len(rows) == 9


def test_same_size_variant_differs_only_in_order() -> None:
    given = "5\n1 2 3 4 5\n"
    variant = grow_count_list(given, 1, random.Random(3))
    assert variant is not None and variant != given
    assert sorted(variant.split()) == sorted(given.split())


def test_cases_repeat_and_parameter() -> None:
    rng = random.Random(0)
    assert grow_cases("2\n1 2\n3 4\n", 3, rng) == "6\n1 2\n3 4\n1 2\n3 4\n1 2\n3 4\n"
    assert grow_repeat("a b\n", 3, rng) == "a b\na b\na b\n"
    assert grow_parameter("1000\n", 8, rng) == "8000\n"
    assert grow_parameter("5 1000 2\n", 2, rng) == "5 2000 2\n"
    assert grow_parameter(" ".join(["1"] * 50), 2, rng) is None  # a list, not a parameter


# ---------------------------------------------------------------- with the sandbox
@pytest.mark.needs_bwrap
def test_scaled_inputs_are_larger_new_and_answered_by_the_baseline() -> None:
    problem = _problem(SUM_C)
    tests, report = scale_problem(problem, ScaleConfig(target_s=0.004, count=2))
    # how many of the grown inputs run long enough depends on the machine's load (hidden seeds
    # alone are used when one of them is long enough): one or two
    assert 1 <= len(tests) <= 2 and report.source == "scaled"
    given = {t.input for t in problem.tests + problem.hidden_tests}
    for test in tests:
        assert test.input not in given
        assert len(test.input) > 10 * len(problem.tests[0].input)
        assert test.output == f"{_sum_of(test.input)}\n".encode()
    # drawn from the input model (the count and the numbers it announces, over any lines), fresh
    # numbers every time: no record repeated from a seed
    assert all(i.method == "model" and i.factor > 1 for i in report.inputs)
    meta = report.meta()
    assert not meta["repeats_records"]
    assert meta["source"] == "scaled" and meta["factor"] > 1 and meta["baseline_s"] > 0


class _QuadraticBaseline:
    """A stand-in for the sandboxed baseline: 1 ms to start, then quadratic in the numbers
    read (1 ms at 1,000): a program slower than linear, whose growth steps overshoot."""

    def __init__(self) -> None:
        self.sizes: list[int] = []

    def run(self, inputs: list[bytes], exit_code: int, o0: bool = False) -> list[BaselineRun]:
        self.sizes += [len(data.split()) for data in inputs]
        return [BaselineRun(True, _quadratic(len(data.split())), b"", 0) for data in inputs]


def _quadratic(numbers: int) -> float:
    return 0.001 + (numbers / 1000) ** 2 / 1000


def test_an_input_grown_far_past_the_target_is_trimmed_back() -> None:
    """From a two-number input the growth steps are 2x to 16x apart, so on a program slower
    than linear the input that first reaches 20 ms lands far past it; it is grown again to
    nearer the target: each timing round costs less, and the input still takes the target."""
    session = _QuadraticBaseline()
    problem = _problem(SUM_C)
    made = _grow_one(session, TestCase("1\n9\n", "9\n"), "hidden test 0", 0.001, set(),
                     grow_methods(problem, session), ScaleConfig(target_s=0.020), random.Random(0), [])
    assert made is not None and made.method == "model"
    overshoot = max(_quadratic(n) for n in session.sizes)
    assert overshoot > OVERSHOOT * 0.020, "the growth steps did overshoot"
    assert 0.020 <= made.run.cpu_s <= 0.040, (made.run.cpu_s, overshoot)


@pytest.mark.needs_bwrap
def test_timing_inputs_are_grown_from_hidden_tests_where_they_do_work() -> None:
    """A per-record table of the shown inputs must not pay: a hidden test that does work is
    the seed, so no record of a public test reaches a timing input; with public tests only,
    the problem records that its timing inputs hold shown records."""
    numbers = " ".join(str(1000 + i) for i in range(100000))
    shown_record, hidden_record = "9999991", "4242"  # the shown one is in no hidden input
    problem = replace(
        _problem(SUM_C),
        tests=(TestCase(f"2\n{shown_record} {shown_record}\n", f"{2 * 9999991}\n", "a.in"),),
        hidden_tests=(TestCase(f"100001\n{hidden_record} {numbers}\n",
                               f"{4242 + sum(range(1000, 101000))}\n", "secret.in"),))
    tests, report = scale_problem(problem, ScaleConfig(target_s=0.02, count=2))
    assert tests and report.seeds == "unseen", report.meta()
    assert all("hidden test" in t.name or "secret" in t.name for t in tests), [t.name for t in tests]
    assert not any(shown_record.encode() in t.input for t in tests)
    assert report.meta()["seeds"] == "unseen"

    problem = replace(problem, hidden_tests=())
    tests, report = scale_problem(problem, ScaleConfig(target_s=0.004, count=1))
    assert tests and report.seeds == "shown" and report.meta()["seeds"] == "shown"
    assert all(i.from_shown for i in report.inputs)


@pytest.mark.needs_bwrap
def test_an_input_the_baseline_crashes_on_is_dropped() -> None:
    problem = _problem(CAPPED_C, "capped")
    tests, report = scale_problem(problem, ScaleConfig(target_s=0.05, count=1))
    assert any("SIGABRT" in reason for reason in report.dropped), report.dropped
    for test in tests:  # whatever was kept stays under the program's limit, with a true answer
        numbers = [int(t) for t in test.input.split()]
        assert numbers[0] <= 300
        assert test.output == f"{sum(numbers[1:numbers[0] + 1])}\n".encode()


@pytest.mark.needs_bwrap
def test_results_are_cached_and_recorded_with_the_problem(tmp_path) -> None:
    cache = BenchCache(tmp_path / "cache")
    config = ScaleConfig(target_s=0.003, count=1)
    (first,), (report,) = add_bench_tests([_problem(SUM_C)], config, cache)
    assert not report.cached and first.bench_tests and first.bench_made is not None
    assert first.bench_made.details["source"] == "scaled"
    (again,), (cached,) = add_bench_tests([_problem(SUM_C)], config, cache)
    assert cached.cached and again.bench_tests == first.bench_tests
    save_problems([again], tmp_path / "p.jsonl")  # recorded: a run can be reproduced
    (loaded,) = load_problems(tmp_path / "p.jsonl")
    assert loaded.bench_tests == first.bench_tests and loaded.bench_made == again.bench_made
    assert loaded.bench_made is not None and loaded.bench_made.details["inputs"]


@pytest.mark.needs_bwrap
def test_user_bench_inputs(tmp_path) -> None:
    folder = tmp_path / "bench"
    folder.mkdir()
    (folder / "big.in").write_text("4\n10 20 30 40\n")
    (folder / "big.out").write_text("not an input\n")
    (folder / "bad.in").write_text("x\n")  # the baseline exits 1: dropped, and said so
    tests, report = bench_from_dir(_problem(SUM_C), folder, ScaleConfig())
    assert [t.output for t in tests] == [b"100\n"]
    assert report.source == "user" and any("bad.in" in d for d in report.dropped)
    with pytest.raises(BenchInputsError):
        bench_from_dir(_problem(SUM_C), tmp_path / "missing")


ECHO_C = r"""
#include <stdio.h>
int main(void) {
    long n, x, s = 0;
    if (scanf("%ld", &n) != 1) return 1;
    for (long i = 0; i < n; i++) { if (scanf("%ld", &x) != 1) return 1; s += x; }
    printf("%ld\n", s);
    return 0;
}
"""
#: right on every small input, wrong on one holding a large number (the timing input)
SPECIAL_C = r"""
#include <stdio.h>
int main(void) {
    long n, x, s = 0, seen = 0;
    if (scanf("%ld", &n) != 1) return 1;
    for (long i = 0; i < n; i++) {
        if (scanf("%ld", &x) != 1) return 1;
        s += x; seen |= x > 1000000;
    }
    printf("%ld\n", seen ? s + 1 : s);
    return 0;
}
"""


@pytest.mark.needs_bwrap
def test_a_timing_input_never_reaches_a_prompt_or_feedback(fast_config) -> None:
    bench_input = f"3\n{MARKER} 1 2\n"
    problem = replace(
        _problem(ECHO_C, "secret"),
        bench_tests=(TestCase(bench_input, f"{int(MARKER) + 3}\n", "bench0: count-list"),),
        bench_made=InputsMade.from_dict({"source": "scaled"}))
    candidate = c_to_asm(SPECIAL_C)
    assert candidate.ok
    with Harness(fast_config) as harness:
        verdict = harness.evaluate(problem, candidate.asm,
                                   timing=MeasureConfig(budget_s=2, min_rounds=2, max_rounds=2))
    assert verdict.status.value == "wrong_output", verdict  # it failed on the timing input...
    feedback = Feedback.of(candidate.asm, verdict)
    messages = build_messages(Query(problem, history=[feedback], round=1))
    text = "\n".join(str(m["content"]) for m in messages) + repr(feedback)
    assert MARKER not in text  # ...and nothing of that input is shown
    assert "not shown" in feedback.detail


@pytest.mark.needs_bwrap
@pytest.mark.parametrize("off", [False, True])
def test_dataset_build_makes_timing_inputs_unless_told_not_to(tmp_path, monkeypatch, capsys,
                                                              off: bool) -> None:
    from superasm.cli import main

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    program = tmp_path / "tree" / "summer"
    (program / "tests").mkdir(parents=True)
    (program / "sum.c").write_text(SUM_C)
    (program / "tests" / "1.in").write_text("3\n1 2 3\n")
    (program / "tests" / "1.out").write_text("6\n")
    out = tmp_path / "p.jsonl"
    code = main(["dataset", "build", str(tmp_path / "tree"), "--out", str(out), "--no-speedup",
                 *(["--no-scale-timing"] if off else [])])
    assert code == 0
    (problem,) = load_problems(out)
    if off:
        assert not problem.bench_tests and problem.bench_made is None
        return
    assert problem.bench_tests and problem.bench_made is not None
    assert problem.bench_made.details["source"] == "scaled"
    assert "model" in capsys.readouterr().err
    for test in problem.bench_tests:
        assert test.output == f"{_sum_of(test.input)}\n".encode()


@pytest.mark.needs_bwrap
def test_eval_options_add_timing_inputs_only_when_asked(tmp_path, monkeypatch) -> None:
    import argparse

    from superasm.cli.eval_cmd import apply_bench_arguments

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    problem = _problem(SUM_C)
    off = argparse.Namespace(bench_inputs=None, scale_timing=False)
    assert apply_bench_arguments(off, [problem]) == ([problem], [])
    folder = tmp_path / "mine" / "sum"
    folder.mkdir(parents=True)
    (folder / "big.in").write_text("2\n40 2\n")
    given = argparse.Namespace(bench_inputs=str(tmp_path / "mine"), scale_timing=False)
    (timed,), (report,) = apply_bench_arguments(given, [problem])
    assert report.source == "user" and [t.output for t in timed.bench_tests] == [b"42\n"]
    assert timed.bench_made is not None and timed.bench_made.details["source"] == "user"
    assert not problem.bench_tests  # a value: the problem given is as it was


def test_a_problem_with_timing_inputs_keeps_them_and_says_so() -> None:
    problem = Problem("p", "int main(){}", "", [TestCase("1\n", "1\n")],
                      bench_tests=[TestCase("9\n", "9\n", "mine")])
    (kept,), (report,) = add_bench_tests([problem], cache=BenchCache(None))
    assert kept.bench_tests == (TestCase("9\n", "9\n", "mine"),)
    assert report.line() == "p: 1 timing inputs recorded with the problem" and not report.short
