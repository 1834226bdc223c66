"""Style gates as tests: ruff over the project; mypy, strict over the whole package, with the
settings in pyproject.toml (``[tool.mypy]``), so that a bare ``mypy`` from the repository root
is the check a person runs and this test runs."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(importlib.util.find_spec("ruff") is None,
                    reason="ruff not installed (pip install -e '.[dev]')")
def test_ruff_is_clean():
    # ruff of this interpreter's environment: .venv/bin is not on PATH unless activated
    result = subprocess.run([sys.executable, "-m", "ruff", "check", "src", "tests", "benchmarks",
                             "scripts"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_settings_are_strict_over_the_whole_package():
    """The settings live in one place; overrides only quiet untyped third-party imports."""
    settings = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["mypy"]
    assert settings["strict"] is True
    assert settings["files"] == ["src/superasm"]
    for override in settings.get("overrides", []):
        assert set(override) == {"module", "ignore_missing_imports"}, override
        assert not any(name.startswith("superasm") for name in override["module"]), override


def test_bare_mypy_is_clean():
    pytest.importorskip("mypy")
    result = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True,
                            text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "source files" in result.stdout  # it checked the package, not nothing
