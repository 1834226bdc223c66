"""Building problems from program directories and CodeNet trees; broken programs are reported."""

from __future__ import annotations

from pathlib import Path

import pytest

from superasm.datasets.build import (
    BuildError,
    ProgramSource,
    build_checked_problem,
    build_from_codenet,
    build_from_dir,
    build_problem,
    check_program,
    sanitizer_check,
    select_top,
    sources_from_codenet,
    sources_from_dir,
)
from superasm.problem import Problem, TestCase

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
OVERFLOW_C = r"""
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    int n = 0;
    if (scanf("%d", &n) != 1) return 0;
    int *a = malloc(sizeof(int) * 4);
    for (int i = 0; i <= n; i++) a[i % 8] = i;
    printf("%d\n", a[0]);
    free(a);
    return 0;
}
"""


def _program(root: Path, name: str, source: str, tests: dict[str, str]) -> None:
    folder = root / name
    (folder / "tests").mkdir(parents=True)
    (folder / "main.c").write_text(source)
    for file_name, text in tests.items():
        (folder / "tests" / file_name).write_text(text)


@pytest.fixture
def program_dir(tmp_path: Path) -> Path:
    _program(tmp_path, "good", SUM_C, {"a.in": "10\n", "a.out": "27\n", "b.in": "3000\n", "c.in": "0\n"})
    _program(tmp_path, "broken", BROKEN_C, {"a.in": "1\n"})
    _program(tmp_path, "crash", CRASH_C, {"a.in": "1\n", "b.in": "5\n"})
    _program(tmp_path, "disagree", DISAGREE_C, {"a.in": "\n"})
    _program(tmp_path, "wrong_out", SUM_C, {"a.in": "10\n", "a.out": "46\n"})
    _program(tmp_path, "no_tests", SUM_C, {})
    (tmp_path / "no_source" / "tests").mkdir(parents=True)
    return tmp_path


def test_sources_from_dir_reads_layout_and_splits_public(program_dir: Path):
    sources, rejected = sources_from_dir(program_dir, public=2)
    by_id = {s.id: s for s in sources}
    assert sorted(by_id) == ["broken", "crash", "disagree", "good", "wrong_out"]
    assert {r.id: r.stage for r in rejected} == {"no_source": "no_source", "no_tests": "no_tests"}
    good = by_id["good"]
    assert good.inputs == ["10\n", "3000\n"] and good.hidden_inputs == ["0\n"]
    assert good.outputs == ["27\n", None, None]


@pytest.mark.needs_bwrap
def test_build_from_dir_keeps_good_and_reports_every_broken_program(program_dir: Path):
    report = build_from_dir(program_dir, public=2, workers=2)
    assert [p.id for p in report.problems] == ["good"]
    stages = {r.id: r.stage for r in report.rejected}
    assert stages == {"broken": "compile", "crash": "crash", "disagree": "disagree",
                      "wrong_out": "output_mismatch", "no_tests": "no_tests",
                      "no_source": "no_source"}
    good = report.problems[0]
    assert [t.output for t in good.tests] == ["27\n", f"{sum(i % 7 for i in range(1, 3001))}\n"]
    assert good.hidden_tests == [TestCase("0\n", "0\n")]
    assert good.meta["o0_o3_speedup"] > 0
    lo, hi = good.meta["o0_o3_speedup_ci"]
    assert lo <= good.meta["o0_o3_speedup"] <= hi
    assert good.meta["compiler_version"] and "main:" in good.baseline_asm
    crash_reason = next(r.reason for r in report.rejected if r.id == "crash")
    assert "input 1" in crash_reason and "SIGABRT" in crash_reason


@pytest.mark.needs_bwrap
def test_check_program_names_the_disagreement():
    with pytest.raises(BuildError, match="print different") as info:
        check_program(DISAGREE_C, ["\n"], measure=None)
    assert info.value.stage == "disagree"


@pytest.mark.needs_bwrap
def test_build_problem_keeps_its_signature():
    problem = build_problem("p", SUM_C, ["7\n"], hidden_inputs=["14\n"], outputs=[None], split="val")
    assert problem.tests == [TestCase("7\n", "21\n")]
    assert problem.hidden_tests == [TestCase("14\n", "42\n")]
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


@pytest.fixture
def codenet_root(tmp_path: Path) -> Path:
    for pid, subs in {"p00001": ["s100", "s200", "s300"], "p00002": ["s400"]}.items():
        folder = tmp_path / "data" / pid / "C"
        folder.mkdir(parents=True)
        for sub in subs:
            (folder / f"{sub}.c").write_text(SUM_C)
    (tmp_path / "data" / "p00001" / "Python").mkdir()
    (tmp_path / "data" / "p00001" / "Python" / "s999.py").write_text("print(1)\n")
    io_dir = tmp_path / "derived" / "input_output" / "data" / "p00001"
    io_dir.mkdir(parents=True)
    (io_dir / "input.txt").write_text("10\n")
    (io_dir / "output.txt").write_text("27\n")
    (tmp_path / "metadata").mkdir()
    (tmp_path / "metadata" / "p00001.csv").write_text(
        "submission_id,problem_id,language,status\n"
        "s100,p00001,C,Accepted\ns200,p00001,C,Wrong Answer\ns300,p00001,C,Accepted\n")
    return tmp_path


def test_codenet_layout_keeps_accepted_submissions_with_tests(codenet_root: Path):
    sources, rejected = sources_from_codenet(codenet_root)
    assert [s.id for s in sources] == ["p00001_s100", "p00001_s300"]
    assert sources[0].inputs == ["10\n"] and sources[0].outputs == ["27\n"]
    assert sources[0].meta["codenet_problem"] == "p00001"
    assert [(r.id, r.stage) for r in rejected] == [("p00002_s400", "no_tests")]
    limited, _ = sources_from_codenet(codenet_root, per_problem=1)
    assert [s.id for s in limited] == ["p00001_s100"]
    with pytest.raises(BuildError, match="CodeNet"):
        sources_from_codenet(codenet_root / "data")


@pytest.mark.needs_bwrap
def test_build_from_codenet(codenet_root: Path):
    report = build_from_codenet(codenet_root, per_problem=1, measure_speedup=False, workers=1)
    assert [p.id for p in report.problems] == ["p00001_s100"]
    assert report.problems[0].tests == [TestCase("10\n", "27\n")]
    assert "o0_o3_speedup" not in report.problems[0].meta


@pytest.mark.needs_bwrap
def test_given_output_matching_up_to_trailing_space_keeps_the_programs_bytes():
    source = ProgramSource("ws", SUM_C, ["10\n"], outputs=["27   \n\n"])
    problem = build_checked_problem(source, measure_speedup=False)
    assert problem.tests == [TestCase("10\n", "27\n")]


@pytest.mark.needs_bwrap
def test_sanitizer_check_passes_clean_and_catches_ub_and_level_differences():
    clean = Problem("clean", SUM_C, "", [TestCase("10\n", "27\n")], [TestCase("0\n", "0\n")])
    assert sanitizer_check(clean).ok
    overflow = Problem("overflow", OVERFLOW_C, "", [TestCase("1\n", "0\n"), TestCase("6\n", "0\n")])
    result = sanitizer_check(overflow)
    assert not result.ok and result.stage == "sanitizer"
    assert "input 1" in result.detail
    assert "runtime error" in result.detail or "AddressSanitizer" in result.detail
    differs = Problem("differs", DISAGREE_C, "", [TestCase("\n", "optimised\n")])
    result = sanitizer_check(differs)
    assert not result.ok
    assert result.stage == "o0_differs"  # the -O1 sanitizer build prints "optimised" too
