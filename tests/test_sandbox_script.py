"""The one script a sandbox runs (superasm.sandbox_script): the agent's parts joined, without
their imports of each other, as ``python -I -S`` runs it with no site-packages."""

from __future__ import annotations

import ast
import importlib.util
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from superasm import _sandbox_agent
from superasm.sandbox import Sandbox, agent_python, run_request
from superasm.sandbox_script import (
    AGENT_PARTS,
    PARTS_BEGIN,
    PARTS_END,
    agent_script,
    without_part_imports,
)

PACKAGE = Path(_sandbox_agent.__file__).parent


def defined(tree: ast.Module) -> list[str]:
    """The names a module's own top-level statements define (its imports aside)."""
    names = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            names.append(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names += [n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)]
    return names


def imported_modules(tree: ast.Module) -> set[str]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            found.add(node.module or "")
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
    return found


def test_the_script_defines_every_name_of_every_part_once_and_imports_none_of_them():
    script = agent_script()
    tree = ast.parse(script)  # it compiles
    compile(script, "agent", "exec")
    assert script.startswith("from __future__ import annotations\n")
    counts = Counter(defined(tree))
    for part in AGENT_PARTS:
        own = defined(ast.parse((PACKAGE / part).read_text()))
        assert own, part
        assert {name: counts[name] for name in own} == dict.fromkeys(own, 1), part
    assert not {m for m in imported_modules(tree) if m.split(".")[0] == "superasm"}
    assert PARTS_BEGIN not in script and PARTS_END not in script
    # every part but the first imports the ones before it, and only inside its markers
    for part in AGENT_PARTS[1:]:
        text = (PACKAGE / part).read_text()
        assert PARTS_BEGIN in text, part
        left = imported_modules(ast.parse(without_part_imports(text)))
        assert not {m for m in left if m.split(".")[0] == "superasm"}, part


def test_the_script_runs_without_the_package(tmp_path):
    """Its top level runs as a sandbox's interpreter runs it, with no site-packages: every name
    a part's top level uses is defined by then (the agent's loop is not started)."""
    python, _ = agent_python()
    path = tmp_path / "agent.py"
    path.write_text(agent_script())
    check = "import runpy, sys; runpy.run_path(sys.argv[1], run_name='check')"
    done = subprocess.run([python, "-I", "-S", "-c", check, str(path)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


@pytest.mark.skipif(importlib.util.find_spec("ruff") is None,
                    reason="ruff not installed (pip install -e '.[dev]')")
def test_no_name_in_the_script_is_undefined(tmp_path):
    """A name a part used from another part's imports, and no part defines, would fail only
    when the agent reaches it."""
    path = tmp_path / "agent.py"
    path.write_text(agent_script())
    done = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "--isolated",
                           "--select", "F821,F822", str(path)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_part_whose_imports_do_not_end_is_refused():
    with pytest.raises(ValueError, match="agent parts: end"):
        without_part_imports(f"import os\n{PARTS_BEGIN}\nfrom superasm import x\n")


@pytest.mark.needs_bwrap
def test_a_sandbox_runs_a_program_in_a_fresh_world_through_the_script():
    with Sandbox() as sb:
        (result,) = sb.run_batch([run_request(["/usr/bin/true"], timeout_s=20, isolate=True,
                                              program="/usr/bin/true")])
    assert result.ok and result.clock_start in ("exec", "child")
