"""Style gates as tests: ruff over the project; mypy, strict over the whole package, with the
settings in pyproject.toml (``[tool.mypy]``), so that a bare ``mypy`` from the repository root
is the check a person runs and this test runs."""

from __future__ import annotations

import ast
import importlib.util
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: the longest a function of the package may be: past it, split where the data's way through
#: stays natural
MAX_FUNCTION_LINES = 80


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


def test_no_function_of_the_package_is_longer_than_the_limit():
    too_long = []
    for path in sorted((ROOT / "src" / "superasm").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                lines = (node.end_lineno or node.lineno) - node.lineno + 1
                if lines > MAX_FUNCTION_LINES:
                    too_long.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name} "
                                    f"({lines} lines)")
    assert too_long == []
