"""``scripts/gpu_check.sh``: one TRL GRPO step through superasm's real reward, prepared for a
machine with CUDA and checked here on the CPU (``--allow-cpu``); without CUDA and without the
flag it reports that no CUDA device is present and trains nothing."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("trl", reason="TRL is not installed (pip install 'superasm[train]')")

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "gpu_check.sh"


def gpu_check(out: Path, *flags: str) -> tuple[subprocess.CompletedProcess[str], dict]:
    proc = subprocess.run(["bash", str(SCRIPT), "--python", sys.executable, "--out", str(out),
                           *flags], capture_output=True, text=True, timeout=900,
                          stdin=subprocess.DEVNULL)
    report_file = out / "gpu_check.json"
    assert report_file.exists(), proc.stdout + proc.stderr
    return proc, json.loads(report_file.read_text())


def test_without_cuda_it_reports_so_and_trains_nothing(tmp_path: Path) -> None:
    torch = pytest.importorskip("torch")
    if torch.cuda.is_available():
        pytest.skip("this machine has CUDA: the fallback is not what runs here")
    proc, report = gpu_check(tmp_path)
    assert proc.returncode == 3, proc.stdout + proc.stderr
    assert report["cuda"] is False and report["result"].startswith("no CUDA device present")
    assert "steps" not in report and not (tmp_path / "run").exists()
    assert "result: no CUDA device present" in proc.stdout


@pytest.mark.slow
@pytest.mark.needs_bwrap
def test_one_grpo_step_through_the_real_reward_on_the_cpu(tmp_path: Path) -> None:
    proc, report = gpu_check(tmp_path, "--allow-cpu")
    assert proc.returncode == 0, proc.stdout + proc.stderr[-3000:]
    assert report["result"] == "ok" and report["steps"] == 1 and report["reward_batches"] == 1
    assert report["completions_scored"] >= 4
    # a random model writes no assembly; the known completions show the harness judged code
    assert report["reward_mean"] == -1.0
    assert report["known_completions"][0].startswith("correct (score 2; verified (hidden 2/2))")
    assert report["known_completions"][1].startswith("assemble_error")
    assert (tmp_path / "run" / "final" / "config.json").exists()
