"""Building course and suite layouts end to end (sandboxed): a course lab whose answers differ
from the output only in line ends (taken under the weakest rule that accepts them, and said), its
negative tests expecting any non-zero exit, HackerRank's answers in a sibling folder used, the
LLVM test-suite's reference outputs with their exit statuses, answers that pair with no input
refusing a build from the -O3 outputs, programs that read no input told apart, and a -O0 -> -O3
speedup recorded only where it was measured."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from superasm.cli import main
from superasm.datasets.build import build_tree, check_program
from superasm.problem import ANY_NONZERO_EXIT, load_problems

pytestmark = pytest.mark.needs_bwrap

#: a course lab's program: a number in, its square out; anything else is an error (non-zero)
LAB_C = r"""
#include <stdio.h>
int main(void) {
    long n;
    if (scanf("%ld", &n) != 1) { puts("error: not a number"); return 1; }
    if (n < 0) { puts("error: negative"); return 2; }
    printf("%ld\n", n * n);
    return 0;
}
"""
#: LLVM SingleSource style: no input, the work is in the program
ACK_C = r"""
#include <stdio.h>
static int ack(int m, int n) { return m == 0 ? n + 1 : n == 0 ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1)); }
int main(void) { printf("Ack(3,5): %d\n", ack(3, 5)); return 0; }
"""
#: a suite program that reports its own check by its exit status
FAILS_C = r"""
#include <stdio.h>
int main(void) { puts("checked"); return 1; }
"""
DOUBLE_C = r"""
#include <stdio.h>
int main(void) { long n = 0; if (scanf("%ld", &n) != 1) return 0; printf("%ld\n", 2 * n); return 0; }
"""
#: long enough at -O0 to time (tens of ms), and much faster at -O3
#: a loop -O3 vectorises and -O0 keeps in memory: several times faster, so the interval of the
#: -O0 -> -O3 speedup clears 1 on a loaded machine too (a modulo loop gained only 1.3x, and
#: under load read as noise)
LOOP_C = r"""
#include <stdio.h>
int main(void) {
    long n = 0; unsigned s = 0;
    if (scanf("%ld", &n) != 1) return 0;
    for (unsigned i = 0; i < (unsigned)n; i++) s += (i * i) & 1023u;
    printf("%u\n", s);
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
def mixed(tmp_path: Path) -> Path:
    return _write(tmp_path / "tree", {
        "lab/main.c": LAB_C,
        "lab/func_tests/pos_01_in.txt": b"3\r\n", "lab/func_tests/pos_01_out.txt": b"9",
        "lab/func_tests/pos_02_in .txt": b"4\n\xff", "lab/func_tests/pos_02_out.txt": b"16\r\n",
        "lab/func_tests/neg_01_in.txt": b"abc\n",
        "lab/func_tests/neg_01_out.txt": "Ошибка: не число\n".encode(),
        "lab/func_tests/neg_02_in.txt": b"-1\n",
        "lab/func_tests/neg_02_out - Copy.txt": b"negative size\n",
        "lab/func_tests/neg_03_in.txt": b"5\n", "lab/func_tests/neg_03_out.txt": b"must fail\n",
        "SingleSource/ackermann.c": ACK_C,
        "SingleSource/ackermann.reference_output": b"Ack(3,5): 253\nexit 0\n",
        "SingleSource/fails.c": FAILS_C,
        "SingleSource/fails.reference_output": b"checked\nexit 1\n",
        "hr/solution.c": DOUBLE_C, "hr/input/input00.txt": b"2\n", "hr/output/output00.txt": b"4\n",
        "hr/input/input01.txt": b"21\n", "hr/output/output01.txt": b"42\n",
        "orphans/main.c": DOUBLE_C, "orphans/tests/a.in": b"1\n", "orphans/expected/b.out": b"2\n",
    })


def test_a_mixed_tree_of_round_three(mixed: Path, tmp_path: Path, capsys):
    out = tmp_path / "p.jsonl"
    assert main(["dataset", "build", str(mixed), "--out", str(out), "--no-speedup",
                 "--no-scale-timing", "--workers", "2"]) == 0
    printed = capsys.readouterr()
    print(printed.err + printed.out)  # what the builder prints (pytest -s shows it)
    problems = {p.id: p for p in load_problems(out)}
    assert set(problems) == {"lab", "SingleSource_ackermann", "SingleSource_fails", "hr"}
    lab = problems["lab"]
    assert lab.output_match == "trailing-ws" and lab.meta["output_match_from"] == "answers"
    by_name = {t.name: t for t in lab.tests + lab.hidden_tests}
    assert by_name["func_tests/pos_01_in.txt"].output == b"9", "the answers as given"
    assert by_name["func_tests/pos_02_in .txt"].input == b"4\n\xff"
    assert by_name["func_tests/neg_01_in.txt"].exit_code == ANY_NONZERO_EXIT
    assert by_name["func_tests/neg_01_in.txt"].output == b"error: not a number\n", (
        "a negative test's out file is a note: the output expected is the program's")
    assert by_name["func_tests/neg_02_in.txt"].exit_code == ANY_NONZERO_EXIT
    assert "func_tests/neg_03_in.txt" not in by_name
    assert "left out lab test func_tests/neg_03_in.txt (exit_status): " in printed.err
    assert "the test expects a non-zero exit status" in printed.err
    assert "output_match trailing-ws (the given answers differ" in printed.err
    assert "'pos_02_in .txt' read as pos_02_in.txt" in printed.err
    hr = problems["hr"]
    assert [t.output for t in hr.tests] == [b"4\n", b"42\n"] and hr.meta["given_outputs"] == 2
    ack, fails = problems["SingleSource_ackermann"], problems["SingleSource_fails"]
    assert (ack.tests[0].input, ack.tests[0].output, ack.tests[0].exit_code) == (
        b"", b"Ack(3,5): 253\n", 0)
    assert (fails.tests[0].output, fails.tests[0].exit_code) == (b"checked\n", 1)
    assert ack.meta["reads_no_input"] and "SingleSource_ackermann: ok, 1 test: 1 given output " \
        "used; reads no input: no speedup can be credited on its shown run" in printed.err
    assert "2 of them read no input (SingleSource_ackermann, SingleSource_fails): any program " \
           "that prints this output is correct" in printed.out
    assert "left out orphans (unpaired_answers): 1 answer files pair with no input " \
           "(expected/b.out)" in printed.err
    assert "--o3-outputs" in printed.err
    # the harness agrees: the baseline passes every test, negative ones and exit statuses included
    run = tmp_path / "run"
    assert main(["eval", "--dataset", str(out), "--model", "baseline", "--out", str(run),
                 "--timing", "none", "--no-progress",
                 "--no-verify-inputs"]) == 0  # (the subject is the given tests, not verification)
    said = capsys.readouterr().err
    assert "SingleSource_ackermann: reads no input: any program that prints this output" in said
    assert "--time-on public" in said and "--bench-inputs DIR" in said
    rows = [json.loads(line) for line in (run / "results.jsonl").read_text().splitlines()]
    assert {r["problem_id"]: r["status"] for r in rows} == dict.fromkeys(problems, "correct")
    config = json.loads((run / "config.json").read_text())
    assert sorted(config["reads_no_input"]) == ["SingleSource_ackermann", "SingleSource_fails"]


def test_unpaired_answers_build_from_the_o3_outputs_only_when_asked(mixed: Path):
    report = build_tree(mixed / "orphans", measure_speedup=False, o3_outputs=True)
    (problem,) = report.problems
    assert problem.meta["unpaired_answers"] == ["expected/b.out"]
    assert problem.meta["o3_outputs"] == 1


def test_a_negative_test_that_succeeds_is_left_out_and_a_crash_is_no_failure():
    check = check_program(LAB_C, ["abc\n", "5\n", "7\n"], measure=None, output_match="exact",
                          expect_exit=[ANY_NONZERO_EXIT, ANY_NONZERO_EXIT, None])
    assert 0 not in check.failed and 2 not in check.failed
    assert check.failed[1][0] == "exit_status" and "non-zero" in check.failed[1][1]


def test_exact_stays_the_default_where_the_answers_agree_exactly():
    check = check_program(DOUBLE_C, ["2\n"], measure=None, output_match=None, expected=[b"4\n"])
    assert check.output_match == "exact" and not check.failed
    check = check_program(DOUBLE_C, ["2\n"], measure=None, output_match=None, expected=[b"4\r\n"])
    assert check.output_match == "eol" and not check.failed
    # a wrong answer does not loosen anything: it is left out, the rule stays exact
    check = check_program(DOUBLE_C, ["2\n", "3\n"], measure=None, output_match=None,
                          expected=[b"4\n", b"7\n"])
    assert check.output_match == "exact" and check.failed[1][0] == "output_mismatch"


def test_the_speedup_is_recorded_where_it_was_measured_and_said_where_not():
    # calibrated here: the input grows until the -O0 build runs 50 ms, ten times the 5 ms under
    # which process start would be timed, so the loop and not the start decides the ratio
    # (3,000,000 took 3.9 ms on a fast machine, and 7 ms on a loaded one, where the clocks then
    # disagreed about a ratio made half of process start)
    for n in (3_000_000, 12_000_000, 48_000_000, 192_000_000):
        timed = check_program(LOOP_C, [f"{n}\n"])
        if timed.o0_cpu_s and min(timed.o0_cpu_s) >= 0.05:
            break
    assert timed.speedup is not None and timed.speedup > 1.0 and not timed.speedup_note
    assert timed.speedup_ci is not None and timed.speedup_ci[0] <= timed.speedup <= timed.speedup_ci[1]
    short = check_program(LOOP_C, ["10\n"])
    assert short.speedup is None and "under 5 ms" in short.speedup_note
