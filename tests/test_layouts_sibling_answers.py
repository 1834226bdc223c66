"""Layouts read without a sandbox: answers in sibling folders and under other
words (one rule, :mod:`superasm.datasets.pairing`), a course's negative tests, names with stray
spaces and desktop copies, the LLVM test-suite's reference outputs with their ``exit N`` line,
and answers that pair with no input handed back rather than dropped.  Files are written as bytes
(CRLF, no final newline, non-UTF-8) and must arrive as they are."""

from __future__ import annotations

import hashlib
from pathlib import Path, PurePosixPath

from superasm.datasets.layouts import discover, find_tests, program_from_files
from superasm.datasets.pairing import classify, clean_name, llvm_reference, llvm_tolerance
from superasm.problem import ANY_NONZERO_EXIT, TestCase, exit_status_agrees, problem_from_dict
from superasm.sandbox import ProcResult
from superasm.verdict import Status
from superasm.verification.judge import judge

C = "int main(void) { return 0; }\n"


def tree(root: Path, files: dict[str, str | bytes]) -> Path:
    for name, data in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data if isinstance(data, bytes) else data.encode())
    return root


def found_tests(root: Path) -> dict[str, list[tuple[str, bytes, bytes | None, int | None, str]]]:
    sources, _ = discover(root)
    return {s.id: [(t.name, t.input, t.output, t.exit_code, t.note) for t in s.tests]
            for s in sources}


def test_answers_in_sibling_folders_pair_by_name(tmp_path: Path):
    tree(tmp_path, {
        "hr/solution.c": C, "hr/input/input00.txt": b"2\r\n", "hr/output/output00.txt": b"4",
        "hr/input/input01.txt": b"3\n", "hr/output/output01.txt": b"9\n",
        "io/main.c": C, "io/in/1.txt": "1", "io/out/1.txt": "one",
        "ta/main.c": C, "ta/tests/a.txt": "a", "ta/answers/a.txt": "A",
        "many/main.c": C, "many/inputs/x.dat": "x", "many/outputs/x.dat": "X",
        "pt/main.c": C, "pt/tests/01": "1", "pt/tests/01.a": "first",
    })
    found = found_tests(tmp_path)
    assert found["hr"] == [("input/input00.txt", b"2\r\n", b"4", None, ""),
                           ("input/input01.txt", b"3\n", b"9\n", None, "")]
    assert found["io"] == [("in/1.txt", b"1", b"one", None, "")]
    assert found["ta"] == [("tests/a.txt", b"a", b"A", None, "")]
    assert found["many"] == [("inputs/x.dat", b"x", b"X", None, "")]
    assert found["pt"] == [("tests/01", b"1", b"first", None, "")], "Polygon: 01 + 01.a"


def test_one_rule_for_every_name_variant():
    def key(name: str) -> tuple[str, tuple[str, str]]:
        role = classify(PurePosixPath(name))
        return role.role, role.key
    for given, answer in [("1.in", "1.out"), ("1.in", "1.ans"), ("input00.txt", "output00.txt"),
                          ("pos_01_in.txt", "pos_01_out.txt"), ("1.in.txt", "1.out.txt"),
                          ("input.0", "output.0"), ("k-input.txt", "k-output.txt"),
                          ("X.in", "X.expected"), ("in/1.txt", "out/1.txt"),
                          ("input/input00.txt", "output/output00.txt"),
                          ("Tests/Case1.IN", "tests/case1.out")]:
        (a, ka), (b, kb) = key(given), key(answer)
        assert (a, b) == ("input", "answer") and ka == kb, (given, answer)
    assert key("main.c")[0] == "" and key("sol.c")[0] == "", "sources are never answers"
    assert key("README.md")[0] == "" and key("tests/notes.txt")[0] == "input"
    assert classify(PurePosixPath("tests/notes.txt")).weak, "tests/ alone does not make a test"


def test_stray_spaces_and_desktop_copies_are_read_or_named(tmp_path: Path):
    assert clean_name("pos_02_in .txt") == "pos_02_in.txt"
    assert clean_name("neg_02_out - Copy.txt") == "neg_02_out.txt"
    assert clean_name("1 (2).in") == "1.in" and clean_name("Copy of 3.out") == "3.out"
    tree(tmp_path, {"p/main.c": C, "p/pos_01_in.txt": "1", "p/pos_01_out.txt": "one",
                    "p/pos_02_in .txt": "2", "p/pos_02_out.txt": "two",
                    "p/pos_01_out - Copy.txt": "one", "p/pos_01_in (1).txt": "other"})
    (source,), _ = discover(tmp_path)
    assert [(t.name, t.output) for t in source.tests] == [("pos_01_in.txt", b"one"),
                                                          ("pos_02_in .txt", b"two")]
    assert source.renamed == ["'pos_02_in .txt' read as pos_02_in.txt"]
    assert sorted(source.unknown) == [
        "pos_01_in (1).txt (a copy of pos_01_in.txt (different bytes): not used)",
        "pos_01_out - Copy.txt (a copy of pos_01_out.txt (the same bytes): not used)"]


def test_a_course_lab_negative_tests_expect_a_failure_and_keep_their_notes(tmp_path: Path):
    tree(tmp_path, {"lab/main.c": C,
                    "lab/func_tests/pos_01_in.txt": b"3\r\n", "lab/func_tests/pos_01_out.txt": b"9",
                    "lab/func_tests/pos_02_in .txt": b"4\n\xff",
                    "lab/func_tests/pos_02_out.txt": b"16\r\n",
                    "lab/func_tests/neg_01_in.txt": b"abc\n",
                    "lab/func_tests/neg_01_out.txt": "Ошибка: не число\n".encode(),
                    "lab/func_tests/neg_02_in.txt": b"-1\n",
                    "lab/func_tests/neg_02_out - Copy.txt": b"negative size\n",
                    "lab/func_tests/readme.md": "how to run"})
    (source,), left_out = discover(tmp_path)
    assert not left_out and source.id == "lab"
    assert [(t.name, t.input, t.output, t.exit_code, t.note) for t in source.tests] == [
        ("func_tests/neg_01_in.txt", b"abc\n", None, ANY_NONZERO_EXIT, "func_tests/neg_01_out.txt"),
        ("func_tests/neg_02_in.txt", b"-1\n", None, ANY_NONZERO_EXIT,
         "func_tests/neg_02_out - Copy.txt"),
        ("func_tests/pos_01_in.txt", b"3\r\n", b"9", None, ""),
        ("func_tests/pos_02_in .txt", b"4\n\xff", b"16\r\n", None, "")]
    assert source.unknown == ["func_tests/readme.md"] and not source.unpaired_answers


def test_neg_alone_is_not_the_negative_convention(tmp_path: Path):
    """A judge's test of negative numbers (``neg.in``/``neg.out``) keeps its answer."""
    tree(tmp_path, {"p/main.c": C, "p/neg.in": "-5", "p/neg.out": "5", "p/big.in": "9"})
    assert found_tests(tmp_path)["p"] == [("big.in", b"9", None, None, ""),
                                       ("neg.in", b"-5", b"5", None, "")]


def test_llvm_reference_outputs_carry_the_exit_status(tmp_path: Path):
    assert llvm_reference(b"Ack(3,9): 4093\nexit 0\n") == (b"Ack(3,9): 4093\n", 0)
    assert llvm_reference(b"no newline at the endexit 1\n") == (b"no newline at the end", 1)
    assert llvm_reference(b"exit 0\n") == (b"", 0)
    assert llvm_reference(b"plain output\n") == (b"plain output\n", None)
    tree(tmp_path, {
        # one folder of several single-source programs, as in SingleSource/Benchmarks/Shootout
        "Shootout/ackermann.c": C, "Shootout/ackermann.reference_output": b"Ack(3,9): 4093\nexit 0\n",
        "Shootout/ackermann.reference_output.small": b"Ack(3,5): 253\nexit 0\n",
        "Shootout/fails.c": C, "Shootout/fails.reference_output": b"bad\r\nexit 1\n",
        "Shootout/CMakeLists.txt": "llvm_singlesource()\nset(FP_TOLERANCE 0.001)\n",
        "Shootout/helper.c": C,
        # one program per folder, as a user fetches them
        "loop/loop.c": C, "loop/loop.reference_output": b"sum 42exit 0\n",
    })
    sources, left_out = discover(tmp_path)
    by_id = {s.id: s for s in sources}
    assert set(by_id) == {"Shootout_ackermann", "Shootout_fails", "loop"} and not left_out
    ack = by_id["Shootout_ackermann"]
    assert [(t.name, t.input, t.output, t.exit_code) for t in ack.tests] == [
        ("ackermann.reference_output", b"", b"Ack(3,9): 4093\n", 0)]
    assert by_id["Shootout_fails"].tests[0].output == b"bad\r\n"
    assert by_id["Shootout_fails"].tests[0].exit_code == 1
    assert by_id["loop"].tests[0].output == b"sum 42" and by_id["loop"].output_match == ""
    assert ack.output_match == "float:abs=0,rel=0.001", "fpcmp's FP_TOLERANCE, as the suite reads it"
    assert any(u.startswith("ackermann.reference_output.small (a reference output for another")
               for u in ack.unknown)
    assert "helper.c" in ack.unknown, "a .c file with no tests of its own is listed"
    assert not ack.unpaired_answers
    # optimize PROG.c --tests DIR reads the same
    alone = program_from_files(tmp_path / "Shootout" / "fails.c", tmp_path / "Shootout")
    assert [(t.input, t.output, t.exit_code) for t in alone.tests] == [(b"", b"bad\r\n", 1)]
    assert alone.output_match == "float:abs=0,rel=0.001"


def test_llvm_tolerances():
    assert llvm_tolerance("FP_TOLERANCE := 0.002\nFP_ABSTOLERANCE := 1e-5\n") == (
        "float:abs=1e-05,rel=0.002")
    assert llvm_tolerance("set(FP_ABSTOLERANCE 0.01)\n") == "float:abs=0.01,rel=0"
    assert llvm_tolerance("llvm_singlesource()\n") == ""
    assert llvm_tolerance("if(A)\nset(FP_TOLERANCE 0.1)\nelse()\nset(FP_TOLERANCE 0.2)\n") == "", (
        "set per program: not guessed")


def test_answers_that_pair_with_nothing_are_handed_back(tmp_path: Path):
    tree(tmp_path, {"p/main.c": C, "p/tests/a.in": "1", "p/expected/b.out": "2",
                    "p/tests/c.in": "3", "p/tests/c.out": "3", "p/a.out": b"\x7fELF\x02\x01",
                    "q/main.c": C, "q/tests/1.in": "1", "q/tests/1.out": "1", "q/tests/1.res": "1"})
    sources, _ = discover(tmp_path)
    p, q = sources
    assert p.unpaired_answers == ["expected/b.out"]
    assert "a.out (a compiled program, not an answer)" in p.unknown
    assert not q.unpaired_answers and q.unknown == [], "a second answer is no orphan"
    assert q.tests[0].alternatives == (("tests/1.res", b"1"),)
    program = program_from_files(tmp_path / "p" / "main.c", tmp_path / "p")
    assert program.unpaired_answers == ["expected/b.out"]
    assert [t.name for t in find_tests(tmp_path / "p")] == ["tests/a.in", "tests/c.in"]


def test_any_non_zero_exit_is_a_recorded_property_the_judge_applies():
    assert exit_status_agrees(ANY_NONZERO_EXIT, 1) and exit_status_agrees(ANY_NONZERO_EXIT, 255)
    assert not exit_status_agrees(ANY_NONZERO_EXIT, 0)
    assert not exit_status_agrees(ANY_NONZERO_EXIT, None), "a signal is not the failure asked for"
    assert exit_status_agrees(3, 3) and not exit_status_agrees(3, 1)
    record = {"id": "p", "c_source": C, "baseline_asm": "", "tests": [
        {"input": "x", "output": "", "exit_code": -1, "name": "neg_01_in.txt"}]}
    problem = problem_from_dict(record)
    assert problem.tests[0].exit_code == ANY_NONZERO_EXIT
    assert problem.to_dict()["tests"][0]["exit_code"] == -1
    test = TestCase("x", "error\n", "neg_01_in.txt", ANY_NONZERO_EXIT)

    def run(code: int | None, signal: int | None = None) -> ProcResult:
        return ProcResult(code, signal, False, False, 0.01, 0.01,
                          hashlib.sha256(b"error\n").hexdigest(), 6, b"error\n")
    assert judge(run(1), test).status is Status.CORRECT
    assert judge(run(2), test).status is Status.CORRECT
    zero = judge(run(0), test)
    assert zero.status is Status.RUNTIME_ERROR and "expected a non-zero exit status" in zero.detail
    assert judge(run(None, 11), test).status is Status.RUNTIME_ERROR


def test_timing_input_messages_are_true_for_programs_without_them():
    from superasm.datasets.scale import BenchInput, BenchReport, print_reports

    none = BenchReport("llvm_ack", "none", given_s=1.2, note="no input could be grown: "
                       "no method applies", hidden_tests=0)
    assert none.line() == (
        "llvm_ack: no timing inputs (no input could be grown: no method applies; the given tests "
        "take 1200.0 ms at -O3); the public tests are timed instead, and inputs a model was "
        "shown earn no credit: give inputs of your own with --bench-inputs DIR")
    hidden = BenchReport("p", "none", note="nothing to grow", hidden_tests=3)
    assert hidden.line().endswith("; the 3 hidden tests are timed instead")
    short = BenchReport("q", "scaled", inputs=[BenchInput("b0", "repeat", 4.0, 0.002, 10)])
    grown = BenchReport("r", "scaled", inputs=[BenchInput("b0", "repeat", 4.0, 0.03, 10)])

    class Stream:
        text = ""

        def write(self, part: str) -> None:
            Stream.text += part

    print_reports([none, hidden, short, grown], Stream())
    assert Stream.text.splitlines()[-1] == (
        "timing inputs: 2/4 problems have them; 1 of those still under 10 ms; 2 have none "
        "(their given tests are timed instead)")


def test_answers_in_a_folder_inside_the_tests_or_named_with_more_words(tmp_path: Path):
    """A course's ``tests/1.in`` with ``tests/output/1.out`` (the answers one folder down) and
    answers in ``tests/opt_output/`` (a longer name holding an answer word); ``plug_in/`` and
    ``input_output/`` say nothing (a short word, or both roles)."""
    tree(tmp_path, {
        "hw/main.c": C, "hw/tests/1.in": "1", "hw/tests/opt_output/1.out": "one",
        "hw/tests/5.in": "5", "hw/tests/output/5.out": "five",
        "lab/main.c": C, "lab/test_inputs/a.txt": "a", "lab/expected_answers/a.txt": "A",
    })
    found = found_tests(tmp_path)
    assert found["hw"] == [("tests/1.in", b"1", b"one", None, ""),
                           ("tests/5.in", b"5", b"five", None, "")]
    assert found["lab"] == [("test_inputs/a.txt", b"a", b"A", None, "")]
    from superasm.datasets.pairing import folder_role
    assert folder_role("opt_output") == ("answer", False)
    assert folder_role("Test_Inputs") == ("input", False)
    assert folder_role("tests") == ("input", True)
    assert folder_role("plug_in") == folder_role("input_output") == ("", False)
