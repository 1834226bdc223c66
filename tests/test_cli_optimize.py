"""``superasm optimize``: one C file and a tests directory in, verified assembly out."""

from __future__ import annotations

import argparse
import dataclasses
import json
import shutil
import subprocess
from pathlib import Path

import pytest
from conftest import FAST_C, SLOW_C, require_sandbox

from superasm.cli import main
from superasm.cli.optimize import chosen, diagnosis
from superasm.record import ResultRecord
from superasm.verdict import Measurement, Status, Timing

pytestmark = pytest.mark.needs_bwrap

@pytest.fixture
def program(tmp_path: Path) -> tuple[Path, Path]:
    require_sandbox()
    source = tmp_path / "tri.c"
    source.write_text(SLOW_C)
    tests = tmp_path / "tests"
    tests.mkdir()
    (tests / "t1.in").write_text("10\n")
    (tests / "t1.out").write_text("55\n")
    (tests / "t2.in").write_text("100000000\n")  # no .out: taken from the -O3 build
    return source, tests


def test_baseline_model_writes_the_o3_assembly(program, tmp_path: Path, capsys) -> None:
    source, tests = program
    out = tmp_path / "tri.s"
    code = main(["optimize", str(source), "--tests", str(tests), "--model", "baseline",
                 "-o", str(out), "--no-progress", "--budget", "3",
                 "--no-verify-inputs"])  # (the subject is the file written, not verification)
    printed = capsys.readouterr()
    assert code == 0
    assert "1 expected outputs taken from the gcc -O3 build" in printed.err
    assert "the gcc -O3 assembly" in printed.out
    assert "statuses: correct 1" in printed.out
    gcc = subprocess.run(["gcc", "-O3", "-S", "-x", "c", "-", "-o", "-"], input=SLOW_C,
                         capture_output=True, text=True, check=True)
    head, asm = _header(out.read_text())
    assert asm.count("\n") == gcc.stdout.count("\n")
    # the file says what it is: the baseline, why, and what made it
    assert head[0].startswith("# superasm ") and "optimize tri.c: the gcc -O3 assembly" in head[0]
    assert head[1].startswith("# made by: gcc -O3 (gcc") and "optimizer baseline tried" in head[1]
    assert head[4].startswith("# machine: ") and "cores" in head[4]


def _header(text: str) -> tuple[list[str], str]:
    """The comment lines a written .s begins with, and the assembly after them."""
    lines = text.splitlines(keepends=True)
    count = next(i for i, line in enumerate(lines) if not line.startswith("# "))
    return [line.rstrip("\n") for line in lines[:count]], "".join(lines[count:])


def test_faster_candidate_is_written_with_its_ci(program, tmp_path: Path, capsys) -> None:
    source, tests = program
    fast_asm = subprocess.run(["gcc", "-O3", "-S", "-x", "c", "-", "-o", "-"], input=FAST_C,
                              capture_output=True, text=True, check=True).stdout
    replay = tmp_path / "replies.jsonl"
    records = [
        {"problem_id": "tri", "sample": 0, "response": "```asm\nmain:\n\tbogus %eax\n```"},
        {"problem_id": "tri", "sample": 1, "response": f"```assembly\n{fast_asm}```"},
    ]
    replay.write_text("".join(json.dumps(r) + "\n" for r in records))
    out = tmp_path / "best.s"
    run_dir = tmp_path / "run"
    code = main(["optimize", str(source), "--tests", str(tests), "--model", f"replay:{replay}",
                 "--samples", "2", "-o", str(out), "--out", str(run_dir), "--no-progress",
                 "--budget", "5", "--no-verify-inputs"])  # (the subject: the file and its CI)
    printed = capsys.readouterr().out
    assert code == 0, printed
    head, asm = _header(out.read_text())
    assert asm == fast_asm, printed
    assert "speedup" in head[0] and "over gcc -O3 (95% CI" in head[0]
    assert head[1].startswith("# made by: replayed reply") and f"replay:{replay}" in head[1]
    # tri's tests hold no hidden ones, and no verification inputs are made: public tests only
    assert head[2].startswith("# checked: ")
    assert head[3].startswith("# timing: ") and "interval clears" in head[3]
    assert "speedup" in printed and "95% CI" in printed
    assert "assemble_error 1" in printed and "correct 1" in printed
    assert (run_dir / "replies.jsonl").exists() and (run_dir / "results.jsonl").exists()


def test_no_inputs_is_a_clear_error(tmp_path: Path, capsys) -> None:
    require_sandbox()
    source = tmp_path / "p.c"
    source.write_text(SLOW_C)
    (tmp_path / "empty").mkdir()
    code = main(["optimize", str(source), "--tests", str(tmp_path / "empty"), "--model", "baseline"])
    assert code == 2
    # one line naming the directory (its wording belongs to superasm.datasets.layouts)
    err = capsys.readouterr().err
    assert err.startswith("superasm: error: ") and err.count("\n") == 1
    assert str(tmp_path / "empty") in err


def record(name: str, status: str = "correct", estimate: float | None = None,
           decision: str = "faster", verified: bool | None = True) -> ResultRecord:
    measurement = None
    if estimate is not None:
        timing = Timing(0.01, (0.01, 0.01), 8)
        measurement = Measurement("default", "cpu", estimate, (estimate - 0.05, estimate + 0.05),
                                  decision, timing, timing, 8)
    return ResultRecord(status=Status(status), problem_id="tri", candidate_asm=name,
                        verified=verified, measurement=measurement)


def test_chosen_prefers_credited_speedup_over_noisy_point() -> None:
    records = [
        record("a", estimate=1.3, decision="inconclusive"),
        record("b", estimate=1.2),
        record("c", estimate=2.0, verified=False),  # refuted by a hidden or fuzz test
        record("d", status="wrong_output", verified=None),
    ]
    best = chosen(records)
    assert best is not None and best.candidate_asm == "b"
    assert chosen(records[2:]) is None
    no_asm = ResultRecord(status=Status.CORRECT, problem_id="tri", verified=True)
    assert chosen([no_asm]) is None


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
def test_help_lists_optimize(capsys) -> None:
    with pytest.raises(SystemExit):
        main(["optimize", "--help"])
    assert "--tests" in capsys.readouterr().out


def _searched(*rows: dict) -> ResultRecord:
    """The record a compiler search leaves: the baseline's code, and its table of trials."""
    return ResultRecord(status=Status.CORRECT, problem_id="tri", candidate_asm="base",
                        verified=True, identical_to_baseline=True,
                        info={"variants": list(rows)})


def _row(command: str, speedup: float, ci: tuple[float, float], stage: str = "full",
         flags: tuple[str, ...] = ()) -> dict:
    return {"variant": command, "command": command + " -S", "status": "correct",
            "stage": stage, "speedup": speedup, "speedup_ci": list(ci), "flags": list(flags)}


def _args(**changes) -> argparse.Namespace:
    return argparse.Namespace(**{"timing": "default", "min_effect": 0.01, "scale_timing": True,
                                 **changes})


@pytest.mark.parametrize("rows, why, todo", [
    ([_row("clang -O3", 1.02, (0.9, 1.15), flags=("baseline_too_short",))],
     "too short to time", "--bench-inputs"),
    ([_row("clang -O3", 0.8, (0.75, 0.85)), _row("gcc -O2", 0.9, (0.85, 0.95), "screen")],
     "slower than gcc -O3", "--model"),
    ([_row("clang -O3", 1.08, (0.97, 1.2))], "too noisy", "--budget"),
    ([_row("clang -O3", 1.0, (0.99, 1.01))], "noise", "--model"),
])
def test_diagnosis_says_what_was_tried_why_and_what_to_do(rows, why, todo) -> None:
    lines = diagnosis([_searched(*rows)], None, _args())
    text = "\n".join(lines)
    assert f"tried {len({r['command'] for r in rows})} compiler settings" in lines[0]
    best = max((r for r in rows if r["stage"] == "full"), key=lambda r: r["speedup"])
    assert f"closest: {best['variant']}: {best['speedup']:.3f}x" in text
    assert f"[{best['speedup_ci'][0]:.3f}, {best['speedup_ci'][1]:.3f}]" in text
    assert why in text.split("why nothing was credited:")[1].split("\n")[0]
    assert todo in text.split("what to do:")[1]


def test_diagnosis_without_a_search_or_timing() -> None:
    text = "\n".join(diagnosis([record("x", status="wrong_output")], None, _args()))
    assert "no candidate passed the tests" in text
    text = "\n".join(diagnosis([_searched(_row("clang -O3", 1.0, (0.9, 1.1)))], None,
                               _args(timing="none")))
    assert "--timing none" in text


def test_a_search_is_reported_as_one_search_with_its_fastest_setting() -> None:
    from superasm.cli.optimize import account, search_lines

    records = [_searched(_row("clang -O3", 1.3, (1.2, 1.4)))] * 4
    (line,) = account(records, "tune:quick", 4, 1)
    assert "1 search" in line and "deterministic" in line and "candidates" not in line
    lines = search_lines(records, None)
    assert "tried 1 compiler settings" in lines[0]
    assert lines[1].startswith("  fastest: clang -O3: 1.300x [1.200, 1.400]")


def test_a_baseline_only_run_says_so_rather_than_that_nothing_passed() -> None:
    """The baseline optimizer's one candidate is gcc -O3's own code: nothing else to time,
    which is not "no candidate passed the tests"."""
    kept = ResultRecord(status=Status.CORRECT, problem_id="tri", candidate_asm="base",
                        verified=True, identical_to_baseline=True)
    lines = diagnosis([kept], None, _args())
    assert "every correct candidate was gcc -O3's own code" in lines[-2]
    assert "no candidate passed" not in " ".join(lines)


def test_a_candidate_checked_on_the_public_tests_alone_is_not_called_verified(
        tmp_path: Path, capsys) -> None:
    """The issue's image filter: 0 generated inputs (240 invalid), only the 7 public tests ran.
    The line saying what was written, and the file's own header, say so; neither says
    verified."""
    from superasm.cli.optimize import Provenance, report
    from superasm.harness import HarnessConfig
    from superasm.verdict import Check, Tier

    checks = (Check(Tier.PUBLIC, True, 7, 7, True),
              Check(Tier.GENERATED, False, detail="0 verification inputs, 240 invalid dropped"))
    faster = dataclasses.replace(record("fast asm\n", estimate=1.19), checks=checks,
                                 tests_passed=7, tests_total=7)
    out = tmp_path / "edges.s"
    report([faster], "base\n", out, "tune", _args(samples=1, rounds=1, out=None), None,
           Provenance(tmp_path / "edges.c", HarnessConfig()))
    printed = capsys.readouterr().out
    wrote = printed.splitlines()[0]
    assert wrote.startswith(f"wrote {out}: speedup 1.190x")
    assert "verified" not in wrote.replace("not verified", "")
    assert "7 public tests only: generated: not run (0 verification inputs, 240 invalid" in wrote
    assert "(public tests only: not verified)" in printed
    head, asm = _header(out.read_text())
    assert asm == "fast asm\n"
    assert head[2] == ("# checked: 7 public tests only: generated: not run (0 verification "
                       "inputs, 240 invalid dropped)")


def test_a_program_that_does_not_compile_is_named_with_its_first_error(
        tmp_path: Path, capsys) -> None:
    require_sandbox()
    source = tmp_path / "bad.c"
    source.write_text('#include <stdio.h>\nint main(void) { int x = ; return x; }\n')
    tests = tmp_path / "tests"
    tests.mkdir()
    (tests / "1.in").write_text("1\n")
    (tests / "1.out").write_text("1\n")
    assert main(["optimize", str(source), "--tests", str(tests), "--model", "baseline"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1, err  # the error alone, one line
    assert err.startswith(f"superasm: error: {source} does not compile: {source}:2:")
    assert "error: expected expression" in err and "/in/prog.c" not in err


def test_an_empty_tests_folder_is_a_short_hint_with_a_pointer(tmp_path: Path, capsys) -> None:
    require_sandbox()  # the sandbox is checked first
    source = tmp_path / "p.c"
    source.write_text(SLOW_C)
    (tmp_path / "empty").mkdir()
    (tmp_path / "empty" / "notes.md").write_text("how I test\n")
    assert main(["optimize", str(source), "--tests", str(tmp_path / "empty"),
                 "--model", "baseline"]) == 2
    err = capsys.readouterr().err.strip()
    assert "docs/datasets.md" in err and "1.in and 1.out" in err
    assert "not understood: notes.md" in err  # what was there, said
    assert len(err) < 300, err  # not the list of every layout
