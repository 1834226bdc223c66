"""Run directories: torn lines, refusing a different run, typed and versioned result lines
(read back exactly, old lines converted, newer ones refused), and resume after kill -9."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time

import pytest

from superasm.record import (
    SCHEMA_VERSION,
    RecordError,
    ResultRecord,
    make_record,
    schema_markdown,
)
from superasm.runs import RunDir, RunDirError
from superasm.values import Sample, Usage
from superasm.verdict import Failure, Measurement, Phase, Status, Timing, Verdict


def result(pid: str, sample: int = 0) -> ResultRecord:
    return ResultRecord(status=Status.CORRECT, problem_id=pid, sample=sample)


def test_torn_last_line_is_cut_on_open(tmp_path):
    run = RunDir(tmp_path / "r")
    run.open({"dataset": "d", "model": "m"})
    run.append_result(result("a"))
    with run.results_path.open("a") as handle:
        handle.write('{"problem_id": "b", "sam')  # killed mid-write
    run.open({"dataset": "d", "model": "m"})
    run.append_result(result("c"))
    assert [r.problem_id for r in run.results()] == ["a", "c"]


def test_a_record_reads_back_exactly(tmp_path):
    measurement = Measurement(
        method="default", clock="cpu", estimate=1.42, ci=(1.3, 1.55), decision="faster",
        baseline=Timing(0.03, (0.029, 0.032), 8), candidate=Timing(0.021, (0.02, 0.022), 8),
        rounds=8, per_test=((0.01, 0.007), (0.02, 0.014)), flags=("baseline_too_short",),
        other_clock_estimate=1.4, other_clock_ci=(1.2, 1.6), program_seconds=0.4,
        min_effect=0.01)
    verdict = Verdict(Status.CORRECT, tests_passed=2, tests_total=2, verified=False,
                      verified_detail="fuzz test 3: wrong output (wrong_output)",
                      measurement=measurement, flags=("baseline_too_short",),
                      failure=Failure("-8 10\n", "0\n", "-1\n", offset=0), program_seconds=0.9)
    sample = Sample(asm="main:\n\tret\n", response="```asm ...```",
                    usage=Usage(prompt_tokens=10, completion_tokens=5, requests=1),
                    info={"flags": "-O2"})
    record = make_record("p", 2, 1, verdict, sample)
    wrong = ResultRecord(status=Status.WRONG_OUTPUT, problem_id="q", test=3, test_name="t3.in",
                         phase=Phase.HIDDEN, detail="hidden test 3: differs")
    run = RunDir(tmp_path / "r")
    run.open({"dataset": "d"})
    run.append_result(record)
    run.append_result(wrong)
    assert run.results() == [record, wrong]
    line = json.loads(run.results_path.read_text().splitlines()[0])
    assert line["schema"] == SCHEMA_VERSION and line["status"] == "correct"
    assert record.key == ("p", 1, 2) and record.asm_sha256 is not None
    assert record.credited_speedup == 1.0 and record.paper_speedup == pytest.approx(1.42)


#: lines as superasm 0.1 wrote them (no "schema" key)
V1_FASTER = {
    "problem_id": "a", "sample": 0, "round": 0, "status": "correct", "compiled": True,
    "correct": True, "verified": True, "speedup": 1.5, "speedup_paper": 1.5,
    "speedup_point": 1.5, "speedup_ci": [1.3, 1.7], "significant": True,
    "baseline_seconds": 0.03, "candidate_seconds": 0.02, "baseline_instructions": None,
    "candidate_instructions": None, "timing": "default", "clock": "cpu", "timing_rounds": 12,
    "identical_to_baseline": False, "detail": "", "verified_detail": "", "test": None,
    "tests_passed": 4, "tests_total": 4, "flags": [], "stop_reason": "decided",
    "per_test": [{"test": 0, "baseline": 0.01, "candidate": 0.007}],
    "failure": None, "asm_sha256": "ab", "candidate_asm": "main: ret", "info": {"k": 1},
    "usage": {"prompt_tokens": 3, "completion_tokens": 4, "requests": 1, "retries": 0,
              "latency_s": 0.5, "cost_usd": None},
}
V1_NOISE = {**V1_FASTER, "problem_id": "b", "speedup": 1.0, "speedup_paper": 1.08,
            "speedup_point": 1.08, "speedup_ci": [0.95, 1.2], "significant": False}
V1_INSTRUCTIONS = {**V1_FASTER, "problem_id": "c", "speedup": 2.0, "speedup_point": 2.0,
                   "speedup_ci": [2.0, 2.0], "timing": "instructions", "clock": "instructions",
                   "baseline_seconds": None, "candidate_seconds": None,
                   "baseline_instructions": 2000.0, "candidate_instructions": 1000.0}
V1_WRONG = {"problem_id": "d", "sample": 1, "round": 0, "status": "wrong_output",
            "compiled": True, "correct": False, "verified": None, "speedup": 1.0,
            "speedup_paper": 1.0, "speedup_point": None, "speedup_ci": None, "timing": None,
            "test": 2, "tests_passed": 2, "tests_total": 4, "detail": "test 2: differs",
            "flags": ["baseline_disagrees_on_hidden0"], "per_test": [],
            "failure": {"input": "5\n", "expected": "10\n", "actual": "11\n"}}


def test_version_1_lines_read_back_as_records(tmp_path):
    run = RunDir(tmp_path / "r")
    run.open({"dataset": "d"})
    with run.results_path.open("w") as handle:
        for row in (V1_FASTER, V1_NOISE, V1_INSTRUCTIONS, V1_WRONG):
            handle.write(json.dumps(row) + "\n")
    faster, noise, instructions, wrong = run.results()
    # the credit each line gave is the credit its record gives
    assert (faster.credited_speedup, faster.paper_speedup) == pytest.approx((1.5, 1.5))
    assert faster.measurement is not None and faster.measurement.faster
    assert faster.measurement.ci == (1.3, 1.7) and faster.measurement.baseline.median == 0.03
    assert faster.measurement.per_test == ((0.01, 0.007),)
    assert faster.usage == Usage(prompt_tokens=3, completion_tokens=4, requests=1,
                                 latency_s=0.5)
    assert (faster.info, faster.candidate_asm) == ({"k": 1}, "main: ret")
    assert (noise.credited_speedup, noise.paper_speedup) == pytest.approx((1.0, 1.08))
    assert noise.measurement is not None and not noise.measurement.faster
    assert instructions.measurement is not None and instructions.measurement.clock is None
    assert instructions.measurement.candidate.median == 1000.0
    assert instructions.credited_speedup == pytest.approx(2.0)
    assert wrong.status is Status.WRONG_OUTPUT and wrong.measurement is None
    assert (wrong.test, wrong.tests_passed, wrong.key) == (2, 2, ("d", 0, 1))
    assert wrong.failure == Failure("5\n", "10\n", "11\n")
    assert wrong.flags == ("baseline_disagrees_on_hidden0",)
    # appending to an old run writes the current schema beside the old lines
    run.append_result(result("e"))
    assert [r.problem_id for r in run.results()] == ["a", "b", "c", "d", "e"]


def test_a_line_from_a_newer_superasm_is_refused(tmp_path):
    run = RunDir(tmp_path / "r")
    run.open({"dataset": "d"})
    newer = {"schema": SCHEMA_VERSION + 1, "problem_id": "a", "status": "correct"}
    with run.results_path.open("w") as handle:
        handle.write(json.dumps({"schema": SCHEMA_VERSION, "problem_id": "z",
                                 "status": "correct"}) + "\n")
        handle.write(json.dumps(newer) + "\n")
    with pytest.raises(RecordError, match=rf"results\.jsonl:2: .*schema {SCHEMA_VERSION + 1}.*upgrade"):
        run.results()


@pytest.mark.parametrize("line", [
    {"schema": SCHEMA_VERSION, "status": "correct"},
    {"schema": SCHEMA_VERSION, "problem_id": "a", "status": "fine"},
    ["not", "an", "object"],
])
def test_a_malformed_line_is_an_error_naming_it(tmp_path, line):
    run = RunDir(tmp_path / "r")
    run.open({"dataset": "d"})
    run.results_path.write_text(json.dumps(line) + "\n")
    with pytest.raises(RecordError, match=r"results\.jsonl:1\b"):
        run.results()


def test_a_different_run_is_refused(tmp_path):
    run = RunDir(tmp_path / "r")
    run.open({"dataset": "d", "model": "m", "samples": 1})
    with pytest.raises(RunDirError, match="samples=1"):
        RunDir(tmp_path / "r").open({"dataset": "d", "model": "m", "samples": 4})
    assert RunDir(tmp_path / "r").open({"dataset": "d", "model": "m", "samples": 1}) is True


def test_a_different_run_is_refused_before_anything_is_written(tmp_path):
    """``check`` says what ``open`` would refuse, writing nothing: eval refuses a directory
    before it makes a run's inputs, and writes problems.jsonl only once they are made."""
    fresh = RunDir(tmp_path / "new")
    assert fresh.check({"dataset": "d"}) is None and not fresh.path.exists()
    RunDir(tmp_path / "r").open({"dataset": "d", "model": "m", "samples": 1})
    before = sorted(p.name for p in (tmp_path / "r").iterdir())
    with pytest.raises(RunDirError, match="samples=1"):
        RunDir(tmp_path / "r").check({"dataset": "d", "model": "m", "samples": 4})
    previous = RunDir(tmp_path / "r").check({"dataset": "d", "model": "m", "samples": 1})
    assert previous is not None and previous["samples"] == 1
    assert sorted(p.name for p in (tmp_path / "r").iterdir()) == before


@pytest.mark.needs_bwrap
def test_resume_after_kill_minus_9(tmp_path):
    out = tmp_path / "run"
    command = [sys.executable, "-m", "superasm", "eval", "--dataset", "examples",
               "--model", "compiler:gcc -O1", "--out", str(out), "--budget", "1",
               "--min-rounds", "2", "--max-rounds", "3", "--no-progress",
               "--explore-runs", "0",
               "--no-verify-inputs"]  # (resuming is about the run directory, not the tiers)
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    results = out / "results.jsonl"
    deadline = time.monotonic() + 240
    try:
        while time.monotonic() < deadline:
            if results.exists() and results.read_text().count("\n") >= 2:
                break
            if proc.poll() is not None:
                pytest.fail("the run finished before it could be killed")
            time.sleep(0.05)
    finally:  # killed however the wait ended: the run and every sandbox it started
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
    before = [json.loads(line) for line in results.read_text().splitlines() if line.strip()]
    assert 2 <= len(before) < 6
    finished = subprocess.run(command, capture_output=True, text=True, timeout=600)
    assert finished.returncode == 0, finished.stderr
    after = [json.loads(line) for line in results.read_text().splitlines() if line.strip()]
    keys = [(r["problem_id"], r["round"], r["sample"]) for r in after]
    assert len(keys) == len(set(keys)) == 6  # every problem once: nothing redone, nothing lost
    assert after[: len(before)] == before  # completed results kept as they were
    summary = json.loads((out / "summary.json").read_text())
    assert summary["n_problems"] == 6 and summary["compile_pass"] == 100.0
    assert json.loads((out / "config.json").read_text())["resumed"] == 1
    assert "resuming" in finished.stderr


def test_the_schema_documentation_names_every_field():
    import dataclasses

    text = schema_markdown()
    assert f"schema version {SCHEMA_VERSION}" in text
    for cls in (ResultRecord, Verdict, Measurement, Timing, Failure, Usage):
        assert f"### `{cls.__name__}`" in text
        for f in dataclasses.fields(cls):
            assert f"| `{f.name}` |" in text, (cls.__name__, f.name)
    kinds = {line.split("` | `")[0][3:]: line.split("` | `")[1].split("` |")[0]
             for line in text.splitlines() if line.startswith("| `") and "` | `" in line}
    # types by their short names, never a module path
    assert kinds["usage"].startswith("Usage ") and kinds["phase"].startswith("Phase ")
    assert kinds["round"] == "int"
    assert not any(re.search(r"\b[a-z_]+\.[A-Za-z]", kind) for kind in kinds.values()), kinds
    assert "the refinement round" in text


def machine_config(cpu: str, timing: str = "default") -> dict[str, object]:
    return {"dataset": "d", "model": "m", "timing": timing,
            "versions": {"machine": {"cpu": cpu, "march": "x86-64-v3", "machine": "x86_64"}}}


def test_a_timed_run_is_not_resumed_on_another_machine(tmp_path):
    RunDir(tmp_path / "r").open(machine_config("EPYC 9654"))
    with pytest.raises(RunDirError, match=r"started on another machine.*EPYC 9654.*Xeon.*--out"):
        RunDir(tmp_path / "r").open(machine_config("Xeon 8480"))
    assert RunDir(tmp_path / "r").open(machine_config("EPYC 9654")) is True
    # the caller may say it knows better, and an untimed run has no timings to mix
    assert RunDir(tmp_path / "r").open(machine_config("Xeon 8480"), allow_other_machine=True)
    RunDir(tmp_path / "u").open(machine_config("EPYC 9654", timing="none"))
    assert RunDir(tmp_path / "u").open(machine_config("Xeon 8480", timing="none")) is True


def test_the_summary_written_is_kept_and_read_back(tmp_path):
    run = RunDir(tmp_path / "r")
    run.open({"dataset": "d"})
    assert run.written_summary is None and run.summary() is None
    run.write_summary({"n_problems": 3})
    assert run.written_summary == {"n_problems": 3} == RunDir(tmp_path / "r").summary()
    (tmp_path / "r" / "config.json").write_text("[1, 2]")
    with pytest.raises(RunDirError, match=r"config\.json: expected a JSON object"):
        RunDir(tmp_path / "r").open({"dataset": "d"})


def test_replies_are_typed_and_round_trip(tmp_path):
    from superasm.values import Reply

    run = RunDir(tmp_path / "r")
    run.open({"dataset": "d"})
    reply = Reply("p", 1, 2, Sample(asm="main:\n", response="r", usage=Usage(prompt_tokens=3),
                                    info={"prompt": "paper"}))
    run.append_reply(reply)
    assert run.replies() == [reply]


@pytest.mark.needs_bwrap
def test_eval_refuses_to_resume_a_timed_run_on_another_machine(tmp_path, capsys):
    from superasm.cli import main

    out = tmp_path / "run"
    command = ["eval", "--dataset", "examples", "--model", "baseline", "--ids", "collatz",
               "--out", str(out), "--no-progress"]
    assert main(command) == 0
    config = json.loads((out / "config.json").read_text())
    config["versions"]["machine"]["cpu"] = "Some Other CPU"
    (out / "config.json").write_text(json.dumps(config))
    capsys.readouterr()
    assert main(command) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert "started on another machine (Some Other CPU" in err and "--allow-other-machine" in err
    assert main([*command, "--allow-other-machine"]) == 0


def test_a_malformed_line_or_config_says_where_in_full(tmp_path) -> None:
    """The line and the column of the first bad character, so a user can find it."""
    (tmp_path / "results.jsonl").write_text('{"problem_id": "a"}\n{"problem_id": "a", oops}\n'
                                            '{"problem_id": "b"}\n')
    with pytest.raises(RunDirError, match=r"results\.jsonl:2: not valid JSON at column 21 "
                                          r"\(Expecting property name"):
        RunDir(tmp_path).results()
    (tmp_path / "config.json").write_text('{\n  "model": "tune",\n  "samples": 1,,\n}\n')
    with pytest.raises(RunDirError, match=r"config\.json:3:16: not valid JSON"):
        RunDir(tmp_path).config()
