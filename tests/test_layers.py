"""The layer picture of docs/architecture.md, held against the code: every import of a project
module (at module level or inside a function) goes to the same layer or one below it, and no
two modules import each other, directly or round a longer circle."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "src" / "superasm"


def documented_layers() -> dict[str, int]:
    """Module or package name (``harness``, ``models``) -> its layer, read from the picture."""
    text = (ROOT / "docs" / "architecture.md").read_text()
    picture = text.split("The layers, each importing", 1)[1].split("```")[1]
    layers: dict[str, int] = {}
    for line in picture.strip().splitlines():
        number, names = line.split(maxsplit=1)
        for name in re.findall(r"([a-z_]+)/?(?:,|\s|$)", names.split("(")[0]):
            layers[name] = int(number)
    return layers


def unit(module: str) -> str:
    """The unit of the picture a dotted module belongs to: ``superasm.models.tune`` -> models."""
    return module.split(".")[1]


def project_imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), str(path))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        else:
            continue
        found |= {n for n in names if n.startswith("superasm.") and n.count(".") >= 1}
    return found


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in PACKAGE.rglob("*.py") if "builtin" not in p.parts}


def test_every_unit_is_in_the_picture():
    layers = documented_layers()
    units = {unit(m) for m in modules() if m.count(".") >= 1} - {"__main__"}
    assert units - set(layers) == set(), "modules the layer picture leaves out"
    assert set(layers) - units == set(), "names in the picture that are not modules"


def test_no_import_runs_up_a_layer():
    layers = documented_layers()
    upward = []
    for name, path in modules().items():
        if name.count(".") < 1 or unit(name) == "__main__":
            continue
        here = layers[unit(name)]
        for target in project_imports(path):
            there = layers.get(unit(target))
            if there is not None and there > here:
                upward.append(f"{name} (layer {here}) imports {target} (layer {there})")
    assert upward == []


def test_no_circles_between_modules():
    known = modules()
    graph: dict[str, set[str]] = {}
    for name, path in known.items():
        targets = set()
        for target in project_imports(path):
            # "from superasm.cli import options" names the module superasm.cli.options
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name and not name.startswith(target + "."):
                targets.add(target)
        graph[name] = targets
    state: dict[str, int] = {}
    circles: list[list[str]] = []

    def visit(node: str, trail: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                circles.append(trail[trail.index(nxt):] + [nxt])
            elif nxt not in state:
                visit(nxt, trail + [nxt])
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node, [node])
    assert circles == []


def test_the_checks_see_an_upward_import(tmp_path):
    """The reader finds imports inside functions too (the checks above would pass on nothing)."""
    source = tmp_path / "m.py"
    source.write_text("import os\n\ndef f():\n    from superasm.cli.options import x\n")
    assert project_imports(source) == {"superasm.cli.options", "superasm.cli.options.x"}
    assert documented_layers()["cli"] > documented_layers()["harness"]
