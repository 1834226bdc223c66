"""``superasm.errors``: the install table agrees with pyproject and setup.sh; ``require``."""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

import pytest

from superasm.errors import (
    INSTALL_HINTS,
    MissingDependency,
    UserError,
    as_user_error,
    require,
)

REPO = Path(__file__).resolve().parent.parent
EXTRA_RE = re.compile(r"pip install 'superasm\[([a-z-]+)\]'")


def test_every_extra_the_table_names_exists_in_pyproject() -> None:
    extras = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    for module, hint in INSTALL_HINTS.items():
        for extra in EXTRA_RE.findall(hint):
            assert extra in extras, f"{module}: extra {extra!r} is not in pyproject.toml"
            declared = [re.split(r"[<>=\[ ;]", req)[0].lower() for req in extras[extra]]
            assert module in declared, f"pyproject's [{extra}] does not install {module}"


def test_setup_all_installs_what_the_table_says_it_does() -> None:
    """A hint that offers ``setup.sh --all`` must name an extra that setup.sh --all installs."""
    setup = (REPO / "scripts" / "setup.sh").read_text()
    installed = re.search(r"-e '\.\[([a-z,-]+)\]'", setup)
    assert installed, "setup.sh no longer installs -e '.[...]'"
    all_extras = set(installed.group(1).split(","))
    for module, hint in INSTALL_HINTS.items():
        if "setup.sh --all" in hint:
            assert set(EXTRA_RE.findall(hint)) <= all_extras, module


def test_require_returns_the_module(monkeypatch: pytest.MonkeyPatch) -> None:
    import json

    monkeypatch.setitem(INSTALL_HINTS, "json", "(a stand-in: every optional package may be absent)")
    assert require("json", "a test") is json


def test_require_refuses_a_module_the_table_does_not_know() -> None:
    with pytest.raises(ValueError, match="INSTALL_HINTS"):
        require("json", "a test")


def test_a_missing_package_names_its_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "httpx", None)
    with pytest.raises(MissingDependency) as info:
        require("httpx", "the openai: model backend")
    error = info.value
    assert isinstance(error, UserError) and isinstance(error, ImportError)
    assert str(error) == ("the openai: model backend needs the Python package 'httpx': "
                          "pip install 'superasm[llm]' (or bash scripts/setup.sh --all)")


def test_a_missing_parent_package_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pyarrow", None)
    monkeypatch.delitem(sys.modules, "pyarrow.parquet", raising=False)
    with pytest.raises(MissingDependency, match=r"'pyarrow': pip install 'superasm\[data\]'"):
        require("pyarrow.parquet", "reading parquet")


def test_a_broken_install_names_the_wanted_package(monkeypatch: pytest.MonkeyPatch) -> None:
    """trl is there but one of its own dependencies is not: reinstalling trl's extra is the fix."""
    def failing_import(name: str) -> None:
        raise ModuleNotFoundError("No module named 'rich'", name="rich")

    monkeypatch.setattr("superasm.errors.importlib.import_module", failing_import)
    with pytest.raises(MissingDependency) as info:
        require("trl", "train grpo")
    assert "'trl', which cannot be imported (No module named 'rich')" in str(info.value)
    assert "pip install 'superasm[train]'" in str(info.value)


def test_verl_points_at_its_own_environment() -> None:
    assert "scripts/setup_verl.sh" in INSTALL_HINTS["verl"]


def test_as_user_error() -> None:
    known = as_user_error(ModuleNotFoundError("No module named 'ray.util'", name="ray.util"),
                          "superasm eval")
    assert isinstance(known, MissingDependency)
    assert str(known).startswith("superasm eval needs the Python package 'ray': ")
    assert as_user_error(ModuleNotFoundError("x", name="superasm.nothing")) is None
    assert as_user_error(ZeroDivisionError()) is None
    error = UserError("bad option")
    assert as_user_error(error) is error


def test_library_errors_a_user_can_fix_are_user_errors() -> None:
    from superasm.cli import CLIError
    from superasm.datasets.export import ExportError
    from superasm.models.base import ModelError
    from superasm.problem import ProblemFormatError
    from superasm.rewards import RewardError
    from superasm.runs import RunDirError
    from superasm.sandbox import SandboxUnavailable
    from superasm.toolchain import ToolchainError

    for cls in (CLIError, ExportError, ModelError, ProblemFormatError, RewardError, RunDirError,
                SandboxUnavailable, ToolchainError):
        assert issubclass(cls, UserError), cls


def test_importing_superasm_errors_stays_light() -> None:
    import subprocess

    code = ("import sys, superasm.errors, superasm.cli; superasm.cli.build_parser(); "
            "print(sorted(m for m in ('httpx', 'torch', 'transformers', 'trl', 'ray', 'pyarrow', "
            "'datasets', 'vllm') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
