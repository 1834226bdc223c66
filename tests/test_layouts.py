"""Finding programs and their tests in the layouts people already have (no sandbox needed)."""

from __future__ import annotations

from pathlib import Path

import pytest

from superasm.cli import main
from superasm.datasets.layouts import (
    EXAMPLE_TREE,
    LAYOUTS,
    TREE_LAYOUTS,
    LayoutError,
    LeftOutStage,
    discover,
    find_tests,
    program_from_files,
    tree_layout,
)

C = "int main(void) { return 0; }\n"


def tree(root: Path, files: dict[str, str | bytes]) -> Path:
    for name, data in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(data, bytes):
            path.write_bytes(data)
        else:
            path.write_text(data)
    return root


@pytest.fixture
def mixed(tmp_path: Path) -> Path:
    return tree(tmp_path, {
        "fib/main.c": C, "fib/tests/1.in": "1\n", "fib/tests/1.out": "1\n", "fib/tests/2.in": "2\n",
        "kattis/sol.c": C, "kattis/data/sample/1.in": "s\n", "kattis/data/sample/1.ans": "S\n",
        "kattis/data/secret/2.in": "h\n", "kattis/data/secret/2.ans": "H\n",
        "kattis/problem.yaml": "name: x\n",
        "oj/a.c": C, "oj/test/sample-1.in": "a", "oj/test/sample-1.out": "A",
        "oj/test/sample-2.in": "b", "oj/test/sample-2.out": "B",
        "uni/solution.c": C, "uni/0001_in.txt": "u", "uni/0001_out.txt": "U",
        "uni/t.in.txt": "v", "uni/t.out.txt": "V",
        "sc/prog.c": C, "sc/input.0": "0", "sc/output.0": "zero", "sc/input.10": "10",
        "sc/output.10": "ten", "sc/input.2": "2", "sc/output.2": "two",
        "two/a.c": C, "two/b.c": C, "two/1.in": "x",
        "notests/main.c": C, "notests/README": "nothing here",
        "latin1/main.c": b"/* caf\xe9 */ int main(void) { return 0; }\n", "latin1/1.in": "x",
        "empty/notes.txt": "no program",
        ".git/config": "ignored",
    })


def test_every_layout_of_a_mixed_tree(mixed: Path):
    sources, left_out = discover(mixed)
    found = {s.id: [(t.name, t.input, t.output, t.hidden) for t in s.tests] for s in sources}
    assert found == {
        "fib": [("tests/1.in", b"1\n", b"1\n", False), ("tests/2.in", b"2\n", None, False)],
        "kattis": [("data/sample/1.in", b"s\n", b"S\n", False),
                   ("data/secret/2.in", b"h\n", b"H\n", True)],
        "oj": [("test/sample-1.in", b"a", b"A", False), ("test/sample-2.in", b"b", b"B", False)],
        "uni": [("0001_in.txt", b"u", b"U", False), ("t.in.txt", b"v", b"V", False)],
        "sc": [("input.0", b"0", b"zero", False), ("input.2", b"2", b"two", False),
               ("input.10", b"10", b"ten", False)],
    }
    assert {s.id: s.meta["source"] for s in sources}["uni"] == str(mixed / "uni" / "solution.c")
    stages = {item.id: (item.stage, item.reason) for item in left_out}
    assert set(stages) == {"two", "notests", "latin1", "empty"}
    assert stages["two"][0] == "no_source" and "a.c, b.c" in stages["two"][1]
    assert stages["notests"][0] == "no_tests" and "notests" in stages["notests"][1]
    assert "not UTF-8" in stages["latin1"][1] and "0xe9" in stages["latin1"][1]
    assert stages["empty"] == ("no_source", f"{mixed / 'empty'}: no .c file")
    assert all(item.line().startswith(f"left out {item.id} (") for item in left_out)


def test_bytes_are_read_exactly(tmp_path: Path):
    crlf, latin1, binary = b"3\r\n1 2 3\r\n", b"caf\xe9 na\xefve\n", bytes(range(256))
    tree(tmp_path, {"a.in": crlf, "a.out": binary, "b.in": latin1})
    tests = find_tests(tmp_path)
    assert [(t.input, t.output) for t in tests] == [(crlf, binary), (latin1, None)]


def test_public_split_and_natural_order(tmp_path: Path):
    tree(tmp_path, {f"t{i}.in": str(i) for i in (10, 2, 1, 3)} | {"secret/s.in": "s"})
    tests = find_tests(tmp_path, public=2)
    assert [(t.name, t.hidden) for t in tests] == [
        ("t1.in", False), ("t2.in", False), ("t3.in", True), ("t10.in", True), ("secret/s.in", True)]
    assert [t.hidden for t in find_tests(tmp_path, public=0)][:2] == [False, True], "one stays public"


def test_single_program_folder_and_optimize_style(tmp_path: Path):
    tree(tmp_path, {"solution.c": C, "tests/x_in.txt": "1", "tests/x_out.txt": "2"})
    sources, left_out = discover(tmp_path)
    assert [s.id for s in sources] == [tmp_path.name] and not left_out
    program = program_from_files(tmp_path / "solution.c", tmp_path / "tests")
    assert program.id == "solution" and program.tests[0].output == b"2"
    with pytest.raises(LayoutError, match="no such C file"):
        program_from_files(tmp_path / "missing.c", tmp_path / "tests")
    (tmp_path / "nothing-here").mkdir()
    with pytest.raises(LayoutError, match="no test files"):
        program_from_files(tmp_path / "solution.c", tmp_path / "nothing-here")


def test_not_a_directory(tmp_path: Path):
    with pytest.raises(LayoutError, match="not a directory"):
        discover(tmp_path / "missing")


@pytest.fixture
def codenet_root(tmp_path: Path) -> Path:
    tree(tmp_path, {
        "data/p1/C/s100.c": C, "data/p1/C/s200.c": C, "data/p1/C/s300.c": C,
        "data/p1/Python/s999.py": "print(1)\n", "data/p2/C/s400.c": C,
        "derived/input_output/data/p1/input.txt": "10\n",
        "derived/input_output/data/p1/output.txt": "27\n",
        "derived/input_output/data/p1/input.1.txt": "11\n",
        "derived/input_output/data/p1/output.1.txt": "28\n",
        "metadata/p1.csv": "submission_id,problem_id,language,status\n"
                           "s100,p1,C,Accepted\ns200,p1,C,Wrong Answer\ns300,p1,C,Accepted\n",
    })
    return tmp_path


def test_codenet_keeps_all_tests_and_says_what_it_leaves_out(codenet_root: Path):
    sources, left_out = discover(codenet_root)
    assert [s.id for s in sources] == ["p1_s100", "p1_s300"]
    assert [(t.name, t.input, t.output) for t in sources[0].tests] == [
        ("input.1.txt", b"11\n", b"28\n"), ("input.txt", b"10\n", b"27\n")]
    assert sources[0].meta["codenet_problem"] == "p1"
    assert [(i.id, i.stage) for i in left_out] == [("p1_s200", "not_accepted"),
                                                    ("p2_s400", "no_tests")]
    assert "Wrong Answer in metadata/p1.csv" in left_out[0].reason
    limited, more = discover(codenet_root, per_problem=1)
    assert [s.id for s in limited] == ["p1_s100"]
    assert ("p1_s300", "per_problem") in [(i.id, i.stage) for i in more]
    with pytest.raises(LayoutError, match="CodeNet"):
        discover(codenet_root / "data", codenet=True)


def test_a_tree_layout_is_declared_once_and_can_be_named(codenet_root: Path):
    """discover asks each layout of TREE_LAYOUTS whether a tree is its own, or reads it as the
    one named; what it leaves out says the step as a LeftOutStage."""
    assert list(TREE_LAYOUTS) == ["codenet", "embench", "folders"]
    assert tree_layout("codenet").detect(codenet_root)
    named, _ = discover(codenet_root, layout="codenet")
    assert [s.id for s in named] == ["p1_s100", "p1_s300"]
    as_folders, left_out = discover(codenet_root, layout="folders")
    assert not as_folders and all(isinstance(i.stage, LeftOutStage) for i in left_out)
    with pytest.raises(LayoutError, match="unknown layout 'kaggle'; known: codenet, embench, "
                                          "folders"):
        discover(codenet_root, layout="kaggle")
    assert all(tree_layout(name).name == name for name in TREE_LAYOUTS)


def test_a_folders_tree_named_as_codenet_is_not_read_as_folders(mixed: Path):
    assert tree_layout("folders").detect(mixed) and not tree_layout("codenet").detect(mixed)
    with pytest.raises(LayoutError, match="not a CodeNet root"):
        discover(mixed, layout="codenet")
    assert [s.id for s in discover(mixed, layout="folders")[0]] == [
        s.id for s in discover(mixed)[0]]


def test_the_command_line_refuses_a_layout_it_does_not_know(mixed: Path, tmp_path: Path, capsys):
    out = str(tmp_path / "p.jsonl")
    with pytest.raises(SystemExit) as exited:
        main(["dataset", "build", str(mixed), "--out", out, "--layout", "kaggle"])
    assert exited.value.code == 2
    assert "unknown layout 'kaggle'; known: codenet, embench, folders" in capsys.readouterr().err
    assert main(["dataset", "build", str(mixed), "--out", out, "--codenet", "--layout",
                 "folders"]) == 2
    assert "--codenet is --layout codenet" in capsys.readouterr().err
    assert main(["dataset", "build", str(mixed), "--out", out, "--layout", "codenet"]) == 2
    assert "not a CodeNet root" in capsys.readouterr().err


def test_build_help_lists_every_layout(capsys):
    with pytest.raises(SystemExit):
        main(["dataset", "build", "--help"])
    shown = " ".join(capsys.readouterr().out.split())
    assert all(f"{name} (" in shown for name in TREE_LAYOUTS)


def test_help_lists_every_layout():
    names = " ".join(layout for layout, *_ in LAYOUTS)
    for pattern in (".in", ".out", ".ans", "_in.txt", ".in.txt", "input.N"):
        assert pattern in names
    for example in ("data/secret", "test/sample-1.in", "solution.c", "input.0", "derived/"):
        assert example in EXAMPLE_TREE
