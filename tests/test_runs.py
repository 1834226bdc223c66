"""Run directories: torn lines, refusing a different run, and resume after kill -9."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from superasm.runs import RunDir, RunDirError


def test_torn_last_line_is_cut_on_open(tmp_path):
    run = RunDir(tmp_path / "r")
    run.open({"dataset": "d", "model": "m"})
    run.append_result({"problem_id": "a", "sample": 0})
    with run.results_path.open("a") as handle:
        handle.write('{"problem_id": "b", "sam')  # killed mid-write
    run.open({"dataset": "d", "model": "m"})
    run.append_result({"problem_id": "c", "sample": 0})
    assert [r["problem_id"] for r in run.results()] == ["a", "c"]


def test_a_different_run_is_refused(tmp_path):
    run = RunDir(tmp_path / "r")
    run.open({"dataset": "d", "model": "m", "samples": 1})
    with pytest.raises(RunDirError, match="samples=1"):
        RunDir(tmp_path / "r").open({"dataset": "d", "model": "m", "samples": 4})
    assert RunDir(tmp_path / "r").open({"dataset": "d", "model": "m", "samples": 1}) is True


@pytest.mark.needs_bwrap
def test_resume_after_kill_minus_9(tmp_path):
    out = tmp_path / "run"
    command = [sys.executable, "-m", "superasm", "eval", "--dataset", "examples",
               "--model", "compiler:gcc -O1", "--out", str(out), "--budget", "1",
               "--min-rounds", "2", "--max-rounds", "3", "--no-progress"]
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    results = out / "results.jsonl"
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        if results.exists() and results.read_text().count("\n") >= 2:
            break
        if proc.poll() is not None:
            pytest.fail("the run finished before it could be killed")
        time.sleep(0.05)
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
