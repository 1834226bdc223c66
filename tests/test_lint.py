"""Style gates as tests: ruff over the project, mypy over the harness and its types."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: the harness and everything between it and a result line: the verdict, the pool that runs it,
#: the record that stores it, the rewards that score it
HARNESS = ["errors", "problem", "sandbox", "toolchain", "verify", "measure", "verdict", "harness",
           "pool", "record", "metrics", "runs", "search", "rewards", "fuzz", "extract"]


@pytest.mark.skipif(importlib.util.find_spec("ruff") is None,
                    reason="ruff not installed (pip install -e '.[dev]')")
def test_ruff_is_clean():
    # ruff of this interpreter's environment: .venv/bin is not on PATH unless activated
    result = subprocess.run([sys.executable, "-m", "ruff", "check", "src", "tests", "benchmarks",
                             "scripts"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_is_clean_on_the_harness():
    pytest.importorskip("mypy")
    files = [f"src/superasm/{name}.py" for name in HARNESS]
    result = subprocess.run([sys.executable, "-m", "mypy", "--follow-imports=silent", *files],
                            cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
