"""Shapes met in real C-program trees (issue 27, real layouts round three), each in a tree the
test writes itself, bytes as written: inputs named ``N.test`` beside answers ``N.ans`` (a lab's
test script feeds ``tests/$i.test`` and compares with ``tests/$i.ans``), and what the builder
prints when nothing is kept; two answers for one input (the one the program prints is used, the
other named as a second answer), a program that prints none of its given answers (left out, not
built from its -O3 outputs), and answer files with no input at all.  Read without a sandbox,
except the builds (``needs_bwrap``)."""

from __future__ import annotations

import argparse
from pathlib import Path, PurePosixPath

import pytest

from superasm.cli import main
from superasm.cli.eval_cmd import apply_bench_arguments
from superasm.datasets.build import weakest_match
from superasm.datasets.layouts import discover
from superasm.datasets.pairing import classify, pair_files
from superasm.problem import load_problems

C = "int main(void) { return 0; }\n"
#: a number in, twice it out
DOUBLE_C = r"""
#include <stdio.h>
int main(void) { long n = 0; if (scanf("%ld", &n) != 1) return 0; printf("%ld\n", 2 * n); return 0; }
"""


def tree(root: Path, files: dict[str, bytes]) -> Path:
    for name, data in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return root


def test_test_extension_is_an_input_paired_with_its_answer(tmp_path: Path):
    tree(tmp_path, {
        "lab/main.c": C.encode(), "lab/test.sh": b"for i in tests/*.test; do :; done",
        "lab/tests/1.test": b"1\n1\n2\n1 2 3 4\n\n4\n7",      # no final newline, as found
        "lab/tests/1.ans": b"10 13 \n22 29 \n",
        "lab/tests/2.test": b"1\n1\n2\n1 2 3 4\n\n6\n7",      # no answer: the -O3 build's
    })
    sources, left_out = discover(tmp_path)
    assert left_out == []
    (lab,) = sources
    assert [(t.name, t.input, t.output) for t in lab.tests] == [
        ("tests/1.test", b"1\n1\n2\n1 2 3 4\n\n4\n7", b"10 13 \n22 29 \n"),
        ("tests/2.test", b"1\n1\n2\n1 2 3 4\n\n6\n7", None)]
    assert lab.unpaired_answers == []
    assert lab.unknown == ["test.sh"]


def test_test_marks_an_input_only_as_the_extension():
    assert classify(PurePosixPath("tests/1.test")).role == "input"
    assert classify(PurePosixPath("3.TEST")).role == "input"
    # elsewhere in a name the word marks nothing: these keep the roles they had
    assert classify(PurePosixPath("test_1.out")).role == "answer"
    assert classify(PurePosixPath("test_1.in")).role == "input"
    assert classify(PurePosixPath("test.txt")).role == ""
    assert classify(PurePosixPath("docs/test_plan.txt")).role == ""
    assert classify(PurePosixPath("run.test.sh")).role == ""      # a script, never a test


def test_a_test_file_without_a_word_in_tests_still_needs_its_answer():
    pairing = pair_files([PurePosixPath("tests/1.test"), PurePosixPath("tests/1.ans"),
                          PurePosixPath("tests/notes.txt")], lambda rel: b"")
    assert [(str(p.input), str(p.answer)) for p in pairing.pairs] == [
        ("tests/1.test", "tests/1.ans")]
    assert pairing.unpaired == []


def test_no_timing_line_when_no_program_was_kept(capsys):
    """A tree whose every program is left out said 'timing inputs for 0 problem(s): grown from
    the tests (cached)': a step that did not happen."""
    args = argparse.Namespace(bench_inputs=None, scale_timing=True, jobs=1)
    assert apply_bench_arguments(args, []) == ([], [])
    assert capsys.readouterr().err == ""


def test_a_project_with_its_source_in_src_and_its_tests_beside_is_one_program(tmp_path: Path):
    """src/main.c with test/N.in + N.out (and scripts/test.sh) at the top of a repository was
    read as three programs (src without tests, test and scripts without a source)."""
    root = tree(tmp_path / "sorter", {
        "src/main.c": C.encode(), "src/CMakeLists.txt": b"add_executable(sorter main.c)\n",
        "scripts/test.sh": b"./sorter < test/$i.in | diff -Z - test/$i.out\n",
        "test/1.in": b"5 4 3\n",                        # no answer: the -O3 build's
        "test/3.in": b"2 1\n", "test/3.out": b"1 2\n",
    })
    sources, left_out = discover(root)
    assert left_out == []
    (sorter,) = sources
    assert sorter.id == "sorter"
    assert [(t.name, t.output) for t in sorter.tests] == [("test/1.in", None),
                                                          ("test/3.in", b"1 2\n")]
    assert sorter.unknown == ["scripts/test.sh", "src/CMakeLists.txt"]


def test_program_folders_stay_programs(tmp_path: Path):
    """A tree of program folders is still read folder by folder, one without tests included,
    and two source folders without tests are not merged into one program."""
    tree(tmp_path / "a", {"fib/main.c": C.encode(), "fib/tests/1.in": b"1\n",
                          "fib/tests/1.out": b"1\n", "wip/main.c": C.encode()})
    sources, left_out = discover(tmp_path / "a")
    assert [s.id for s in sources] == ["fib"]
    assert [(x.id, str(x.stage)) for x in left_out] == [("wip", "no_tests")]
    tree(tmp_path / "b", {"one/main.c": C.encode(), "two/main.c": C.encode(),
                          "tests/1.in": b"1\n"})
    sources, left_out = discover(tmp_path / "b")
    assert sources == []
    assert sorted(x.id for x in left_out) == ["one", "tests", "two"]


def test_two_answers_for_one_input_stay_with_the_test_in_order():
    pairing = pair_files([PurePosixPath(n) for n in ("tests/5.in", "tests/5.exp", "tests/5.out",
                                                     "1.in", "1.ans", "1.out")], lambda rel: b"")
    assert [(str(p.input), str(p.answer), [str(a) for a in p.alternatives])
            for p in pairing.pairs] == [("1.in", "1.out", ["1.ans"]),
                                        ("tests/5.in", "tests/5.out", ["tests/5.exp"])]
    assert pairing.unpaired == [] and pairing.remarks == {}
    assert pairing.used == {PurePosixPath(n) for n in ("tests/5.in", "tests/5.exp", "tests/5.out",
                                                       "1.in", "1.ans", "1.out")}


def test_a_test_with_several_answers_needs_only_its_closest_to_agree():
    """The answer the program does not print loosens nothing: 5.exp agrees byte for byte, so
    5.out's missing newline does not make the rule trailing-ws."""
    assert weakest_match([((b"10", b"10\n"), b"10\n")]) == "exact"
    assert weakest_match([((b"11\n", b"10"), b"10\n")]) == "trailing-ws"
    assert weakest_match([(b"10", b"10\n"), (None, b"x")]) == "trailing-ws"


def _build(root: Path, out: Path, capsys: pytest.CaptureFixture[str], *more: str) -> tuple[int, str]:
    code = main(["dataset", "build", str(root), "--out", str(out), "--no-speedup",
                 "--no-scale-timing", "--workers", "1", *more])
    printed = capsys.readouterr()
    print(printed.err + printed.out)  # what the builder prints (pytest -s shows it)
    return code, printed.err + printed.out


@pytest.mark.needs_bwrap
def test_the_answer_the_program_prints_is_used_and_the_other_named(tmp_path: Path, capsys):
    """tests/5.out and tests/5.exp for one input: the build sees which the program prints; the
    other is a second answer, never 'not understood'; a test whose answers it prints none of is
    left out naming each."""
    root = tree(tmp_path / "tree", {
        "twice/main.c": DOUBLE_C.encode(),
        "twice/tests/1.in": b"3\n", "twice/tests/1.out": b"6\n",
        "twice/tests/5.in": b"5\n", "twice/tests/5.out": b"11\n", "twice/tests/5.exp": b"10\n",
        "twice/tests/7.in": b"7\n", "twice/tests/7.out": b"15\n", "twice/tests/7.ans": b"16\n",
        "twice/tests/8.in": b"8\n", "twice/tests/8.out": b"16\n", "twice/tests/8.ans": b"16\r\n",
        "twice/tests/9.in": b"9\n", "twice/tests/9.out": b"18\n", "twice/tests/9.res": b"18\n",
    })
    out = tmp_path / "p.jsonl"
    code, said = _build(root, out, capsys)
    assert code == 0
    assert "not understood" not in said
    assert ("left out twice file tests/5.out (second_answer): tests/5.exp used; tests/5.out is a "
            "second answer the program does not print") in said
    assert ("left out twice file tests/8.ans (second_answer): tests/8.out used; tests/8.ans is a "
            "second answer the program does not print") in said, "under exact, CRLF differs"
    assert ("left out twice file tests/9.res (second_answer): tests/9.out used; tests/9.res is a "
            "second answer it prints too") in said
    assert ("left out twice test tests/7.in (output_mismatch): the -O3 build prints none of its "
            "2 answers: tests/7.out: outputs differ at byte 1") in said
    assert "; tests/7.ans: outputs differ at byte 1" in said
    assert "second answers: tests/5.exp used, tests/5.out is a second answer the program does " \
           "not print" in said
    assert "left out 0 programs and 1 tests; 3 second answers not used" in said
    (problem,) = load_problems(out)
    assert [(t.name, t.output) for t in problem.tests] == [
        ("tests/1.in", b"6\n"), ("tests/5.in", b"10\n"), ("tests/8.in", b"16\n"),
        ("tests/9.in", b"18\n")]
    assert problem.output_match == "exact", "8.ans's CRLF loosens nothing: 8.out agrees"
    assert problem.meta["given_outputs"] == 4
    assert problem.meta["left_out_tests"] == {"tests/7.in": "output_mismatch"}
    assert set(problem.meta["second_answers"]) == {"tests/5.out", "tests/8.ans", "tests/9.res"}
    assert "tests/5.out" in (tmp_path / "p.leftout.txt").read_text()


@pytest.mark.needs_bwrap
def test_a_program_that_prints_none_of_its_answers_is_left_out(tmp_path: Path, capsys):
    """Kept on its tests without answers, its expected outputs would all be the -O3 build's
    while the tree's own answers say the program is another: left out unless --o3-outputs."""
    root = tree(tmp_path / "tree", {
        "wrong/main.c": DOUBLE_C.encode(),
        "wrong/tests/1.in": b"1\n", "wrong/tests/1.out": b"3\n",
        "wrong/tests/2.in": b"2\n", "wrong/tests/2.out": b"5\n",
        "wrong/tests/3.in": b"3\n",                                  # no answer
        "some/main.c": DOUBLE_C.encode(),                            # fails one of two: kept
        "some/tests/1.in": b"1\n", "some/tests/1.out": b"2\n",
        "some/tests/2.in": b"2\n", "some/tests/2.out": b"5\n",
        "some/tests/3.in": b"3\n",
    })
    out = tmp_path / "p.jsonl"
    code, said = _build(root, out, capsys)
    assert code == 0
    reason = ("left out wrong (fails_given_answers): prints none of its 2 given answers: the "
              "answers are not this program's, or the program is wrong")
    assert reason in said and "--o3-outputs" in said
    assert "left out wrong test tests/1.in (output_mismatch)" in said
    assert reason in (tmp_path / "p.leftout.txt").read_text()
    assert "left out some test tests/2.in (output_mismatch)" in said
    assert [p.id for p in load_problems(out)] == ["some"]
    code, said = _build(root, out, capsys, "--o3-outputs")
    assert code == 0
    wrong = {p.id: p for p in load_problems(out)}["wrong"]
    assert wrong.meta["fails_given_answers"] == 2 and wrong.meta["o3_outputs"] == 1
    assert "wrong: ok, 1 test: 0 given outputs used; expected outputs from the -O3 build (1: " \
           "none given); WARNING: prints none of its 2 given answers" in said


def test_answer_files_with_no_inputs_are_named_as_such(tmp_path: Path):
    """Only answers: not 'not understood', but what they are and what a program that reads no
    input needs instead."""
    tree(tmp_path, {"hr/main.c": C.encode(), "hr/output/output00.txt": b"1\n",
                    "hr/output/output01.txt": b"2\n", "hr/notes.txt": b"see the site\n",
                    "plain/main.c": C.encode(), "plain/1.out": b"hello\n"})
    sources, left_out = discover(tmp_path)
    assert sources == []
    hr, plain = left_out
    assert (hr.id, hr.stage) == ("hr", "no_tests")
    assert hr.reason.endswith(
        "hr: answer files with no input files to pair them with (output/output00.txt, "
        "output/output01.txt); give each its input, named as the answer is (input/input00.txt "
        "for output/output00.txt, 1.in for 1.out); for a program that reads no input, an empty "
        "input file, or its answer as X.reference_output beside X.c; not understood: notes.txt")
    assert "answer files with no input files to pair them with (1.out)" in plain.reason
    assert "not understood" not in plain.reason
