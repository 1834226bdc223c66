"""``superasm report --remeasure A B``: two runs' chosen assembly, head to head in one session."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import FAST_C, SLOW_C

from superasm.cli import main
from superasm.problem import Problem, TestCase, save_problems
from superasm.record import ResultRecord, record_to_json
from superasm.report.remeasure import Pair, Row, chosen_asm, render, search_seconds
from superasm.toolchain import c_to_asm
from superasm.verdict import Measurement, Status, Timing


def _measured(estimate: float, decision: str = "faster") -> Measurement:
    timing = Timing(0.01, (0.01, 0.01), 8)
    return Measurement("default", "cpu", estimate, (estimate * 0.9, estimate * 1.1), decision,
                       timing, timing, 8)


def _record(asm: str, estimate: float | None, decision: str = "faster",
            elapsed: float | None = None) -> ResultRecord:
    return ResultRecord(status=Status.CORRECT, problem_id="tri", candidate_asm=asm,
                        verified=True, tests_passed=1, tests_total=1,
                        measurement=_measured(estimate, decision) if estimate else None,
                        info={"elapsed_s": elapsed} if elapsed is not None else {})


PROBLEM = Problem("tri", SLOW_C, "base asm", [TestCase("10\n", "55\n")])


def test_chosen_asm_is_what_optimize_would_write() -> None:
    assert chosen_asm([_record("x", 1.5)], PROBLEM) == "x"
    assert chosen_asm([_record("x", 1.5, "inconclusive")], PROBLEM) == "base asm"
    assert chosen_asm([_record("x", 1.2), _record("y", 1.6)], PROBLEM) == "y"
    assert chosen_asm([], PROBLEM) == "base asm"


def test_search_seconds_counts_a_shared_search_once() -> None:
    assert search_seconds([_record("x", 1.2, elapsed=12.0)] * 4) == 12.0
    assert search_seconds([_record("x", 1.2)]) is None


def test_render_has_every_column_and_the_tally() -> None:
    faster, same = Pair(1.5, (1.4, 1.6), "faster"), Pair(1.0, (1.0, 1.0), "same")
    rows = [Row("p1", faster, same, faster, 30.0, 10.0, 2.5),
            Row("p2", same, Pair(0.9, (0.85, 0.95), "slower"), Pair(1.1, (1.05, 1.2), "faster"),
                None, 10.0, 1.5)]
    text = render(rows, "runs/tune", "runs/portfolio")
    assert "A = runs/tune, B = runs/portfolio" in text
    assert "1.500x [1.400, 1.600] +" in text and "0.900x [0.850, 0.950] -" in text
    assert "credited average vs -O3: A 1.250x, B 1.000x" in text
    assert "A decided faster on 2, B on 0" in text
    assert "seconds per problem: A 30.0, B 10.0" in text


def _run_dir(path: Path, problem: Problem, records: list[ResultRecord]) -> Path:
    path.mkdir()
    (path / "config.json").write_text(json.dumps({"model": path.name}))
    (path / "results.jsonl").write_text("".join(json.dumps(record_to_json(r)) + "\n"
                                                for r in records))
    save_problems([problem], path / "problems.jsonl")
    return path


@pytest.mark.needs_bwrap
def test_remeasure_two_runs_head_to_head(tmp_path: Path, capsys) -> None:
    slow, fast = c_to_asm(SLOW_C), c_to_asm(FAST_C)
    assert slow.ok and fast.ok
    problem = Problem("tri", SLOW_C, slow.asm, [TestCase("10\n", "55\n")],
                      [TestCase("1000\n", "500500\n")],
                      bench_tests=[TestCase("30000000\n", "450000015000000\n", "bench0")])
    a = _run_dir(tmp_path / "a", problem, [_record(fast.asm, 9.0, elapsed=3.0)])
    b = _run_dir(tmp_path / "b", problem, [_record(slow.asm, None, elapsed=1.0)])
    code = main(["report", "--remeasure", str(a), str(b), "--remeasure-budget", "3"])
    out = capsys.readouterr().out
    assert code == 0, out
    row = next(line for line in out.splitlines() if line.startswith("tri "))
    cells = [c.strip() for c in row.split("  ") if c.strip()]
    assert cells[1].endswith("+"), row  # A (the closed form) decided faster than -O3
    assert "same code" in row  # B wrote the baseline's own code
    assert "A decided faster on 1, B on 0" in out
    assert "seconds per problem: A 3.0, B 1.0" in out


def test_remeasure_needs_two_runs(tmp_path: Path, capsys) -> None:
    a = _run_dir(tmp_path / "a", PROBLEM, [_record("x", 1.5)])
    assert main(["report", "--remeasure", str(a)]) == 2
    assert "exactly two run directories" in capsys.readouterr().err
