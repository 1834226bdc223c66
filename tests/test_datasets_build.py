"""Building problems from program trees: per-test judgement, given outputs, exit statuses, the
left-out report (the sanitizer check: tests/test_datasets_check.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from superasm.cli import main
from superasm.datasets.build import (
    BuildError,
    build_checked_problem,
    build_problem,
    build_tree,
    check_program,
    select_top,
)
from superasm.datasets.layouts import ProgramSource, TestFile
from superasm.problem import Problem, TestCase, load_problems

SUM_C = r"""
#include <stdio.h>
int main(void) {
    long n = 0, s = 0;
    if (scanf("%ld", &n) != 1) return 0;
    for (long i = 1; i <= n; i++) s += i % 7;
    printf("%ld\n", s);
    return 0;
}
"""
BROKEN_C = "int main(void) { return missing_symbol + ; }\n"
CRASH_C = r"""
#include <stdio.h>
#include <stdlib.h>
int main(void) { int n = 0; if (scanf("%d", &n) == 1 && n > 2) abort(); printf("%d\n", n); return 0; }
"""
#: prints its answer, then `return 1` on odd input, as many judged solutions do
EXIT1_C = r"""
#include <stdio.h>
int main(void) { int n = 0; if (scanf("%d", &n) != 1) return 2; printf("%d\n", n * n); return n % 2; }
"""
#: prints differently with and without optimisation: the check must catch it
DISAGREE_C = r"""
#include <stdio.h>
int main(void) {
#ifdef __OPTIMIZE__
    puts("optimised");
#else
    puts("plain");
#endif
    return 0;
}
"""


def _write(root: Path, files: dict[str, str | bytes]) -> Path:
    for name, data in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data if isinstance(data, bytes) else data.encode())
    return root


@pytest.fixture
def program_dir(tmp_path: Path) -> Path:
    return _write(tmp_path / "progs", {
        "good/main.c": SUM_C, "good/tests/a.in": "10\n", "good/tests/a.out": "27\n",
        "good/tests/b.in": "3000\n", "good/tests/c.in": "0\n",
        "broken/main.c": BROKEN_C, "broken/tests/a.in": "1\n",
        "crash/main.c": CRASH_C, "crash/tests/a.in": "1\n", "crash/tests/b.in": "5\n",
        "disagree/main.c": DISAGREE_C, "disagree/tests/a.in": "\n",
        "kattis/solution.c": SUM_C, "kattis/data/sample/1.in": "10\n",
        "kattis/data/sample/1.ans": "27\n", "kattis/data/secret/2.in": "10\n",
        "kattis/data/secret/2.ans": "46\n",  # wrong: the program prints 27
        "exits/prog.c": EXIT1_C, **{f"exits/{i}_in.txt": f"{i}\n" for i in (2, 4, 5, 6, 8)},
        "no_tests/main.c": SUM_C,
        "no_source/tests/a.in": "1\n",
    })


def _stages(report) -> dict[tuple[str, str], str]:
    return {(item.id, item.test): item.stage for item in report.left_out}


@pytest.mark.needs_bwrap
def test_a_mixed_tree_keeps_programs_and_leaves_out_tests_by_name(program_dir: Path):
    report = build_tree(program_dir, public=2, workers=2)
    assert [p.id for p in report.problems] == ["crash", "exits", "good", "kattis"]
    assert _stages(report) == {
        ("broken", ""): "compile", ("crash", "tests/b.in"): "crash",
        ("disagree", "tests/a.in"): "disagree", ("disagree", ""): "too_few_tests",
        ("exits", "5_in.txt"): "exit_status", ("kattis", "data/secret/2.in"): "output_mismatch",
        ("no_tests", ""): "no_tests", ("no_source", ""): "no_source"}
    by_id = {p.id: p for p in report.problems}
    good = by_id["good"]
    assert [t.output for t in good.tests] == [b"27\n", f"{sum(i % 7 for i in range(1, 3001))}\n".encode()]
    assert good.hidden_tests == (TestCase("0\n", "0\n", "tests/c.in"),)
    assert good.meta["given_outputs"] == 1 and len(good.meta["o3_cpu_s"]) == 3
    # its tests take microseconds: t(-O0)/t(-O3) would time process start, so none is recorded
    # (tests/test_layouts_sibling_answers.py has one long enough to time)
    assert "o0_o3_speedup" not in good.meta and "under 5 ms" in good.meta["o0_o3_speedup_note"]
    assert good.meta["compiler_version"] and "main:" in good.baseline_asm
    assert [t.name for t in by_id["exits"].tests + by_id["exits"].hidden_tests] == [
        "2_in.txt", "4_in.txt", "6_in.txt", "8_in.txt"]
    assert by_id["kattis"].meta["left_out_tests"] == {"data/secret/2.in": "output_mismatch"}
    reasons = {(item.id, item.test): item.reason for item in report.left_out}
    assert "SIGABRT" in reasons[("crash", "tests/b.in")]
    assert "exit status 1" in reasons[("exits", "5_in.txt")] and "--keep-exit-status" in reasons[
        ("exits", "5_in.txt")]
    assert "differ at byte 0" in reasons[("kattis", "data/secret/2.in")]


@pytest.mark.needs_bwrap
def test_exit_status_can_be_part_of_the_expected_result():
    from superasm.harness import Harness, HarnessConfig
    from superasm.toolchain import c_to_asm

    source = ProgramSource("exits", EXIT1_C, [TestFile(f"{i}.in", f"{i}\n".encode()) for i in range(1, 6)])
    problem, left_out = build_checked_problem(source, measure_speedup=False, keep_exit_status=True)
    assert problem is not None and not left_out
    assert [(t.name, t.output, t.exit_code) for t in problem.tests] == [
        (f"{i}.in", f"{i * i}\n".encode(), i % 2) for i in range(1, 6)]
    returns_zero = c_to_asm(EXIT1_C.replace("return n % 2;", "return 0;")).asm
    with Harness(HarnessConfig(timing="none")) as harness:
        assert harness.evaluate(problem, problem.baseline_asm).correct
        verdict = harness.evaluate(problem, returns_zero)
    assert verdict.status == "runtime_error" and verdict.test_name == "1.in"
    assert "expected 1" in verdict.detail


@pytest.mark.needs_bwrap
def test_given_outputs_are_used_as_given_under_the_recorded_output_match():
    source = ProgramSource("ws", SUM_C, [TestFile("a.in", b"10\n", b"27   \r\n\n")])
    # asked for exact: refused, with the mode that would accept it
    problem, left_out = build_checked_problem(source, measure_speedup=False, output_match="exact")
    assert problem is None and [i.stage for i in left_out] == ["output_mismatch", "too_few_tests"]
    assert "they agree under --output-match trailing-ws" in left_out[0].reason
    for asked in ("trailing-ws", None):  # asked for, or (the default) the weakest the answers need
        problem, left_out = build_checked_problem(source, measure_speedup=False,
                                                  output_match=asked)
        assert problem is not None and not left_out
        assert problem.tests == (TestCase("10\n", "27   \r\n\n", "a.in"),)
        assert problem.output_match == "trailing-ws"


@pytest.mark.needs_bwrap
def test_min_tests_decides_whether_a_program_stays():
    source = ProgramSource("crash", CRASH_C, [TestFile(f"{n}.in", f"{n}\n".encode())
                                              for n in (1, 2, 5, 7)])
    problem, left_out = build_checked_problem(source, measure_speedup=False, min_tests=2)
    assert problem is not None and len(problem.tests) == 2 and len(left_out) == 2
    problem, left_out = build_checked_problem(source, measure_speedup=False, min_tests=3)
    assert problem is None and left_out[-1].stage == "too_few_tests"
    assert "2 of 4 tests remain" in left_out[-1].reason


@pytest.mark.needs_bwrap
def test_check_program_names_the_disagreement():
    check = check_program(DISAGREE_C, ["\n"], measure=None)
    assert check.failed[0][0] == "disagree" and "print different" in check.failed[0][1]
    with pytest.raises(BuildError) as info:
        check_program(BROKEN_C, ["1\n"], measure=None)
    assert info.value.stage == "compile"


@pytest.mark.needs_bwrap
def test_build_problem_keeps_its_signature():
    problem = build_problem("p", SUM_C, ["7\n"], hidden_inputs=["14\n"], outputs=[None], split="val")
    assert problem.tests == (TestCase("7\n", "21\n"),)
    assert problem.hidden_tests == (TestCase("14\n", "42\n"),)
    assert problem.split == "val" and problem.meta["flags"] == ["-O3"]
    with pytest.raises(BuildError):
        build_problem("q", BROKEN_C, ["1\n"])


def _problem(pid: str, speedup: float | None) -> Problem:
    meta = {} if speedup is None else {"o0_o3_speedup": speedup}
    return Problem(pid, "int main(void){return 0;}", "", [TestCase("", "")], meta=meta)


def test_select_top_ranks_by_o0_o3_speedup():
    problems = [_problem("a", 1.5), _problem("b", 3.0), _problem("c", None), _problem("d", 2.0)]
    assert [p.id for p in select_top(problems, 2)] == ["b", "d"]
    assert [p.id for p in select_top(problems, 10)] == ["b", "d", "a", "c"]


@pytest.mark.needs_bwrap
def test_build_from_codenet_with_all_its_tests(tmp_path: Path):
    _write(tmp_path, {
        "data/p1/C/s100.c": SUM_C, "data/p1/C/s200.c": SUM_C,
        "derived/input_output/data/p1/input.txt": "10\n",
        "derived/input_output/data/p1/output.txt": "27\n",
        "derived/input_output/data/p1/input.1.txt": "3\n",
        "metadata/p1.csv": "submission_id,status\ns100,Accepted\ns200,Time Limit Exceeded\n"})
    report = build_tree(tmp_path, measure_speedup=False, workers=1)
    assert [p.id for p in report.problems] == ["p1_s100"]
    assert report.problems[0].tests == (TestCase("3\n", "6\n", "input.1.txt"),
                                        TestCase("10\n", "27\n", "input.txt"),)
    assert "o0_o3_speedup" not in report.problems[0].meta
    assert [(i.id, i.stage) for i in report.left_out] == [("p1_s200", "not_accepted")]


@pytest.mark.needs_bwrap
def test_cli_build_prints_and_writes_what_it_left_out(program_dir: Path, tmp_path: Path, capsys):
    out = tmp_path / "built" / "p.jsonl"
    assert main(["dataset", "build", str(program_dir), "--out", str(out), "--no-speedup",
                 "--keep-exit-status", "--min-tests", "2"]) == 0
    printed = capsys.readouterr()
    report = (tmp_path / "built" / "p.leftout.txt").read_text()
    assert "left out crash test tests/b.in (crash)" in printed.err
    assert "left out crash (too_few_tests)" in printed.err  # one test left, --min-tests 2
    assert "left out kattis test data/secret/2.in (output_mismatch)" in report
    assert "exit_status" not in report and "left out" in printed.out
    problems = {p.id: p for p in load_problems(out)}
    assert [t.exit_code for t in problems["exits"].tests] == [0, 0, 1, 0, 0]
    assert report.startswith(f"# superasm dataset build {program_dir}: wrote 2 problems")
    assert report.split("\n", 1)[1] in printed.err
    (tmp_path / "a-file").write_text("")
    assert main(["dataset", "build", str(program_dir), "--out", str(tmp_path / "a-file" / "p.jsonl")]) == 2
    assert "cannot write there" in capsys.readouterr().err
    assert main(["dataset", "build", str(tmp_path / "missing"), "--out", str(out)]) == 2
    assert "missing: not a directory" in capsys.readouterr().err


@pytest.mark.needs_bwrap
def test_cli_build_reads_the_tree_in_the_layout_named(tmp_path: Path):
    """``--layout NAME`` reads the tree as that layout whatever its shape says; ``--codenet``
    is ``--layout codenet``."""
    root = _write(tmp_path / "tree", {
        "data/p1/C/s100.c": SUM_C,
        "derived/input_output/data/p1/input.txt": "10\n",
        "derived/input_output/data/p1/output.txt": "27\n",
        "metadata/p1.csv": "submission_id,status\ns100,Accepted\n"})
    quick = ["--no-speedup", "--no-scale-timing", "--workers", "1"]
    for flags in (["--layout", "codenet"], ["--codenet"]):
        out = tmp_path / f"{flags[-1]}.jsonl"
        assert main(["dataset", "build", str(root), "--out", str(out), *flags, *quick]) == 0
        assert [p.id for p in load_problems(out)] == ["p1_s100"]
    # as folders, the tree is one program kept as a project (its source in data/, its tests in
    # derived/), and the CodeNet metadata a file no rule uses
    out = tmp_path / "folders.jsonl"
    assert main(["dataset", "build", str(root), "--out", str(out), "--layout", "folders",
                 *quick]) == 0
    assert [p.id for p in load_problems(out)] == ["tree"]
    assert "left out tree file metadata/p1.csv (not_understood)" in (
        tmp_path / "folders.leftout.txt").read_text()
