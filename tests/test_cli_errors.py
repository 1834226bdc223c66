"""The command line's errors: a user error is one line naming the fix, exit status 2.

Each case runs ``superasm`` in a subprocess, as a user would, with the optional packages of an
``[llm]``/``[data]``/``[train]`` install made unimportable (``sys.modules[name] = None``), so the
core-only install is tested from the full development environment.  Nothing reaches the network:
the OpenAI-compatible backend is pointed at a closed local port and is never asked anything.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

#: ``python -c WRAPPER HIDDEN ARGS...``: hide the comma-separated modules, then run the CLI
WRAPPER = (
    "import sys; hidden = sys.argv.pop(1); "
    "sys.modules.update(dict.fromkeys(filter(None, hidden.split(',')))); "
    "from superasm.cli import main; sys.exit(main())"
)
CLOSED_PORT = "http://127.0.0.1:9/v1"


def superasm(*args: str, hide: tuple[str, ...] = ()) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", WRAPPER, ",".join(hide), *args],
                          capture_output=True, text=True, timeout=120)


def assert_one_line_error(proc: subprocess.CompletedProcess[str], *fragments: str) -> str:
    assert proc.returncode == 2, proc.stderr
    assert "Traceback" not in proc.stderr, proc.stderr
    lines = proc.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("superasm: error: "), proc.stderr
    for fragment in fragments:
        assert fragment in lines[0]
    return lines[0]


@pytest.mark.needs_bwrap  # eval checks the sandbox before it builds the model
@pytest.mark.parametrize(("spec", "hide", "fix"), [
    ("openai:x", ("httpx",), "pip install 'superasm[llm]'"),
    ("anthropic:x", ("httpx",), "pip install 'superasm[llm]'"),
    ("hf:x", ("torch", "transformers"), "pip install torch"),
    pytest.param("hf:x", ("transformers",), "pip install 'superasm[llm]'",
                 marks=pytest.mark.skipif(importlib.util.find_spec("torch") is None,
                                          reason="torch is not installed: hf: stops at torch")),
    ("vllm:x", ("vllm",), "pip install 'superasm[vllm]'"),
])
def test_a_missing_backend_package_names_its_extra(tmp_path: Path, spec: str,
                                                   hide: tuple[str, ...], fix: str) -> None:
    proc = superasm("eval", "--dataset", "examples", "--model", spec, "--base-url", CLOSED_PORT,
                    "--out", str(tmp_path / "run"), hide=hide)
    line = assert_one_line_error(proc, fix)
    assert repr(hide[0]) in line  # names the (first) package that is missing
    assert not (tmp_path / "run").exists()


def test_an_unknown_model_spec(tmp_path: Path) -> None:
    proc = superasm("eval", "--dataset", "examples", "--model", "nosuch:x",
                    "--out", str(tmp_path / "run"))
    assert_one_line_error(proc, "unknown model spec 'nosuch:x'", "openai")


def test_a_missing_dataset_file(tmp_path: Path) -> None:
    missing = tmp_path / "no-such-problems.jsonl"
    proc = superasm("eval", "--dataset", str(missing), "--model", "baseline",
                    "--out", str(tmp_path / "run"))
    assert_one_line_error(proc, str(missing))


def test_a_malformed_dataset_line_gives_its_line_and_column(tmp_path: Path) -> None:
    dataset = tmp_path / "problems.jsonl"
    dataset.write_text('{"id": "a", "c_source": "x"\n')
    proc = superasm("eval", "--dataset", str(dataset), "--model", "baseline",
                    "--out", str(tmp_path / "run"))
    assert_one_line_error(proc, f"{dataset}:1: not valid JSON at column 29 (Expecting ',' ")


def test_a_missing_dataset_without_a_model_is_the_error_alone(tmp_path: Path) -> None:
    """No "no --model given: using ..." line before an error about something else."""
    missing = tmp_path / "no-such-problems.jsonl"
    proc = superasm("eval", "--dataset", str(missing), "--out", str(tmp_path / "run"))
    assert_one_line_error(proc, str(missing))


def test_train_verl_without_verl_or_pyarrow(tmp_path: Path) -> None:
    """``train verl`` only writes files (VERL runs in .venv-verl); the parquet needs pyarrow."""
    proc = superasm("train", "verl", "--limit", "1", "--out", str(tmp_path / "verl"),
                    hide=("verl", "pyarrow"))
    assert_one_line_error(proc, "'pyarrow'", "pip install 'superasm[data]'")


def test_train_grpo_without_trl(tmp_path: Path) -> None:
    proc = superasm("train", "grpo", "--model", "x", "--out", str(tmp_path / "grpo"),
                    hide=("trl",))
    assert_one_line_error(proc, "train grpo", "pip install 'superasm[train]'")


def test_import_supercoder_without_pyarrow(tmp_path: Path) -> None:
    proc = superasm("dataset", "import-supercoder", str(tmp_path / "x.parquet"),
                    "--out", str(tmp_path / "problems.jsonl"), hide=("pyarrow",))
    assert_one_line_error(proc, "pip install 'superasm[data]'")


def test_debug_shows_the_traceback(tmp_path: Path) -> None:
    proc = superasm("--debug", "eval", "--dataset", "examples", "--model", "nosuch:x",
                    "--out", str(tmp_path / "run"))
    assert proc.returncode != 0
    assert "Traceback" in proc.stderr and "ModelError" in proc.stderr


def test_the_module_entry_point_reports_the_same_way(tmp_path: Path) -> None:
    """``python -m superasm`` (what tests and a venv without scripts on PATH use)."""
    proc = subprocess.run([sys.executable, "-m", "superasm", "eval", "--dataset", "examples",
                           "--model", "nosuch:x", "--out", str(tmp_path / "run")],
                          capture_output=True, text=True, timeout=120)
    assert_one_line_error(proc, "unknown model spec")


def test_a_bug_keeps_its_traceback(monkeypatch: pytest.MonkeyPatch,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    from superasm import cli
    from superasm.cli import eval_cmd

    def crash(args: object) -> int:
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(eval_cmd, "run", crash)
    status = cli.main(["eval", "--dataset", "examples", "--out", "unused"])
    err = capsys.readouterr().err
    assert status == 1
    assert "Traceback" in err and "ZeroDivisionError: a bug" in err
    assert err.splitlines()[-1].startswith("superasm: internal error")


def test_a_bare_missing_optional_module_is_one_line(monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """A heavy import that bypassed ``require`` still ends in the one line (the table knows ray)."""
    from superasm import cli
    from superasm.cli import eval_cmd

    def imports_ray(args: object) -> int:
        raise ModuleNotFoundError("No module named 'ray'", name="ray")

    monkeypatch.setattr(eval_cmd, "run", imports_ray)
    assert cli.main(["eval", "--dataset", "examples", "--out", "unused"]) == 2
    err = capsys.readouterr().err
    assert err == ("superasm: error: superasm eval needs the Python package 'ray': "
                   "pip install 'superasm[ray]' (or bash scripts/setup.sh --all)\n")
