"""registry: tables of lazily imported declarations, refused at construction when wrong, and
the command line's help made from them."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from superasm.cli import build_parser
from superasm.datasets import DATASETS
from superasm.datasets.layouts import TREE_LAYOUTS
from superasm.errors import MissingDependency, UserError
from superasm.models import BACKENDS
from superasm.registry import Entry, Registry, RegistryError, UnknownName


@pytest.fixture
def lazy_package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A package of its own on sys.path (a unique name, so no earlier test imported it):
    ``good`` defines THING, ``needs_vllm`` and ``needs_nothing_known`` fail to import."""
    name = f"registry_probe_{tmp_path.name.replace('-', '_')}"
    package = tmp_path / name
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "good.py").write_text("THING = {'made': True}\n")
    (package / "needs_vllm.py").write_text(
        "raise ModuleNotFoundError(\"No module named 'vllm'\", name='vllm')\n")
    (package / "needs_nothing_known.py").write_text("import registry_probe_no_such_module\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield name
    for module in [m for m in sys.modules if m == name or m.startswith(name + ".")]:
        del sys.modules[module]


def test_a_name_declared_twice_is_refused_at_construction():
    with pytest.raises(RegistryError, match="'a' is declared twice"):
        Registry("thing", [("a", "pkg.one:A"), ("b", "pkg.two:B"), ("a", "pkg.three:C")])


@pytest.mark.parametrize("aliases, words", [
    ([("a", "b")], "alias 'a' shadows the thing of that name"),
    ([("c", "nowhere")], "alias 'c' leads to 'nowhere', which is not declared (known: a, b)"),
    ([("c", "a"), ("c", "b")], "alias 'c' is declared twice"),
])
def test_a_bad_alias_is_refused_at_construction(aliases, words):
    with pytest.raises(RegistryError, match=words.replace("(", r"\(").replace(")", r"\)")):
        Registry("thing", [("a", "pkg.one:A"), ("b", "pkg.two:B")], aliases)


@pytest.mark.parametrize("target", ["pkg.mod", "mod:attr", "pkg.mod:attr.sub", "pkg..mod:x",
                                    "pkg.mod:", ":attr", "pkg.mod:1x", "pkg-x.mod:attr"])
def test_a_target_not_of_the_form_package_module_attr_is_refused(target):
    with pytest.raises(RegistryError, match="not of the form 'package.module:attr'"):
        Registry("thing", [("a", target)])


@pytest.mark.parametrize("name", ["", "a:b", "a+b", "a b", "-a"])
def test_a_name_a_spec_could_not_spell_is_refused(name):
    with pytest.raises(RegistryError, match="name"):
        Registry("thing", [(name, "pkg.mod:attr")])
    with pytest.raises(RegistryError, match="name"):
        Registry("thing", [("a", "pkg.mod:attr")], [(name, "a")])


def test_load_imports_only_when_asked_and_understands_aliases(lazy_package: str):
    table: Registry[dict[str, bool]] = Registry("thing", [
        Entry("good", f"{lazy_package}.good:THING", ":ARG", "a good thing")],
        aliases=[("fine", "good")])
    assert f"{lazy_package}.good" not in sys.modules  # declared, not imported
    assert list(table) == ["good"] and len(table) == 1
    assert "fine" in table and table["fine"] == table["good"] and table.resolve("fine") == "good"
    assert table.load("fine") == {"made": True}
    assert f"{lazy_package}.good" in sys.modules
    assert table.load("good") is table.load("fine")
    assert table.usage() == "good:ARG" and table.usage(about=True) == "good:ARG (a good thing)"


def test_an_unknown_name_lists_the_known_ones():
    table: Registry[object] = Registry("thing", [("a", "pkg.one:A"), ("b", "pkg.two:B")])
    with pytest.raises(UnknownName) as raised:
        table.load("c")
    assert str(raised.value) == "unknown thing 'c'; known: a, b"
    assert isinstance(raised.value, UserError) and isinstance(raised.value, KeyError)
    assert table.get("c") is None and "c" not in table


def test_a_missing_optional_package_is_the_one_line_error(lazy_package: str):
    table: Registry[object] = Registry("model backend", [
        ("gpu", f"{lazy_package}.needs_vllm:X"), ("odd", f"{lazy_package}.needs_nothing_known:X"),
        ("typo", f"{lazy_package}.good:NOT_THERE")])
    with pytest.raises(MissingDependency) as raised:
        table.load("gpu")
    assert "the model backend 'gpu' needs the Python package 'vllm'" in str(raised.value)
    assert "pip install 'superasm[vllm]'" in str(raised.value)
    with pytest.raises(MissingDependency, match="model 'gpu:x' needs"):
        table.load("gpu", purpose="model 'gpu:x'")
    # a module the install table does not know is a bug, left as it is
    with pytest.raises(ModuleNotFoundError, match="registry_probe_no_such_module"):
        table.load("odd")
    with pytest.raises(RegistryError, match="has no 'NOT_THERE'"):
        table.load("typo")


def test_every_declaration_of_the_project_loads():
    """The three tables of the project: each target is there (importing a backend's module is
    light: its libraries are imported when it is built)."""
    for name in BACKENDS:
        assert callable(BACKENDS.load(name)), name
    for name in DATASETS:
        assert callable(DATASETS.load(name)), name
    for name in TREE_LAYOUTS:
        assert TREE_LAYOUTS.load(name).name == name


def shown_help(capsys: pytest.CaptureFixture[str], *command: str) -> str:
    """``superasm COMMAND --help`` as one line of words (argparse wraps it)."""
    with pytest.raises(SystemExit):
        build_parser().parse_args([*command, "--help"])
    return " ".join(capsys.readouterr().out.split())


def test_help_lists_every_backend_dataset_and_layout(capsys):
    assert "per-function" in BACKENDS
    for command in ("eval", "optimize"):
        shown = shown_help(capsys, command)
        for name in BACKENDS:
            assert f"{name}{BACKENDS.entry(name).argument} |" in shown, (command, name)
    shown = shown_help(capsys, "eval")
    assert all(f"{name}{DATASETS.entry(name).argument}" in shown for name in DATASETS)
    shown = shown_help(capsys, "dataset", "build")
    assert all(f"{name} (" in shown for name in TREE_LAYOUTS)
