"""Style gates as tests: ruff over the project; mypy over the whole package, and strict (every
function typed, untyped bodies checked) over the harness, the values every layer passes, the
model backends, reports, training and the command line."""

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


#: the flags that make mypy strict where the core is: every function typed, every body checked
STRICT_FLAGS = ["--disallow-untyped-defs", "--disallow-incomplete-defs", "--check-untyped-defs"]
#: held to the strict flags: the harness, the shared values, and the layers above them
STRICT = ([f"src/superasm/{name}.py" for name in HARNESS]
          + ["src/superasm/values.py", "src/superasm/prompts.py", "src/superasm/models",
             "src/superasm/report", "src/superasm/train", "src/superasm/cli"])
#: left out of the package run, each with its reason (a list that must shrink, never grow):
LEFT_OUT: dict[str, str] = {}


def mypy(*args: str) -> subprocess.CompletedProcess[str]:
    pytest.importorskip("mypy")
    return subprocess.run([sys.executable, "-m", "mypy", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)


def test_mypy_is_clean_on_the_package():
    package = ROOT / "src" / "superasm"
    files = sorted(str(p.relative_to(ROOT)) for p in package.rglob("*.py")
                   if str(p.relative_to(package)) not in LEFT_OUT)
    assert all((package / name).exists() for name in LEFT_OUT), "a left-out file is gone"
    assert len(files) > 60  # the whole package, not a chosen few
    result = mypy("--follow-imports=silent", *files)
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_is_strict_on_the_core():
    result = mypy("--follow-imports=silent", *STRICT_FLAGS, *STRICT)
    assert result.returncode == 0, result.stdout + result.stderr
