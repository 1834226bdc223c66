"""Layouts read without a sandbox: the Benchmarks Game, test archives, answer
files by other names, Kattis packages read as Kattis reads them, symlinks out of the tree, and
every file no rule uses listed."""

from __future__ import annotations

import io
import os
import tarfile
import zipfile
from pathlib import Path, PurePosixPath

import pytest

from superasm.datasets import layouts
from superasm.datasets.kattis import PackageError, flags_output_match, load_yaml, package_judging
from superasm.datasets.layouts import LayoutError, discover, find_tests

C = "int main(void) { return 0; }\n"


def tree(root: Path, files: dict[str, str | bytes]) -> Path:
    for name, data in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data if isinstance(data, bytes) else data.encode())
    return root


def tgz(members: dict[str, bytes], links: dict[str, str] | None = None) -> bytes:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as archive:
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
        for name, target in (links or {}).items():
            info = tarfile.TarInfo(name)
            info.type, info.linkname = tarfile.SYMTYPE, target
            archive.addfile(info)
    return buffer.getvalue()


def programs(root: Path) -> dict[str, list[tuple[str, bytes, bytes | None, bool]]]:
    sources, _ = discover(root)
    return {s.id: [(t.name, t.input, t.output, t.hidden) for t in s.tests] for s in sources}


def test_answer_files_by_other_names(tmp_path: Path):
    tree(tmp_path, {"hw/hw.c": C, "hw/testes/1.in": "1", "hw/testes/1.res": "one",
                    "hw/testes/2.in": "2", "hw/testes/2.expected": "two",
                    "hw/testes/3.in": "3", "hw/testes/3.sol": "three",
                    "hw/testes/4.in": "4", "hw/testes/4.out": "four", "hw/testes/4.res": "not this"})
    assert programs(tmp_path)["hw"] == [
        ("testes/1.in", b"1", b"one", False), ("testes/2.in", b"2", b"two", False),
        ("testes/3.in", b"3", b"three", False), ("testes/4.in", b"4", b"four", False)]
    sources, _ = discover(tmp_path)
    assert sources[0].unknown == [], "a second answer is no file not understood"
    assert sources[0].tests[3].alternatives == (("testes/4.res", b"not this"),), (
        "the answer not preferred stays with its test: the build uses the one printed")


def test_benchmarks_game_sources_and_both_kinds_of_output(tmp_path: Path):
    main = "#include <stdlib.h>\nint main(int argc, char **argv) { return atoi(argv[1]) < 0; }\n"
    tree(tmp_path, {"nbody/nbody.gcc": main, "nbody/nbody.gcc-2.gcc": main,
                    "nbody/1000_out": "-0.169075164\n", "nbody/50_out": "-0.1690\n",
                    "nbody/nbody-output.txt": "for which argument?\n",
                    "knuc/knucleotide.gcc-3.gcc": C, "knuc/knucleotide-input.txt": ">ONE\nACGT\n",
                    "knuc/knucleotide-output.txt": "A 25.000\n"})
    sources, left_out = discover(tmp_path)
    by_id = {s.id: s for s in sources}
    assert set(by_id) == {"nbody_nbody.gcc", "nbody_nbody.gcc-2.gcc", "knuc"} and not left_out
    nbody = by_id["nbody_nbody.gcc-2.gcc"]
    assert [(t.name, t.input, t.output) for t in nbody.tests] == [
        ("50_out", b"50\n", b"-0.1690\n"), ("1000_out", b"1000\n", b"-0.169075164\n")]
    assert nbody.meta["argument_on_stdin"] is True
    assert nbody.c_source.startswith("#define main superasm_benchmark_main\n" + main)
    assert "scanf(\"%63s\", argument)" in nbody.c_source
    assert nbody.unknown == ["nbody-output.txt"], "an output without its argument is listed"
    knuc = by_id["knuc"]
    assert [(t.input, t.output) for t in knuc.tests] == [(b">ONE\nACGT\n", b"A 25.000\n")]
    assert knuc.c_source == C and "argument_on_stdin" not in knuc.meta


def test_test_archives_are_read_inside(tmp_path: Path):
    zipped = io.BytesIO()
    with zipfile.ZipFile(zipped, "w") as archive:
        archive.writestr("tests/1.in", b"z\r\n")
        archive.writestr("tests/1.out", bytes(range(256)))
    tree(tmp_path, {
        "progtest/p.c": C, "progtest/sample.tgz": tgz({"CZE/0000_in.txt": b"5\n",
                                                      "CZE/0000_out.txt": b"25\n",
                                                      "CZE/readme.md": b"?"}),
        "zipped/p.c": C, "zipped/tests.zip": zipped.getvalue()})
    found = programs(tmp_path)
    assert found["progtest"] == [("sample.tgz/CZE/0000_in.txt", b"5\n", b"25\n", False)]
    assert found["zipped"] == [("tests.zip/tests/1.in", b"z\r\n", bytes(range(256)), False)]
    sources, _ = discover(tmp_path)
    assert sources[0].unknown == ["sample.tgz/CZE/readme.md"]


def test_archives_cannot_climb_out_link_out_or_blow_up(tmp_path: Path, monkeypatch):
    tree(tmp_path, {"climb/p.c": C, "climb/t.tgz": tgz({"../../evil.in": b"x"}),
                    "linked/p.c": C, "linked/t.tgz": tgz({"1.in": b"1"}, {"2.in": "/etc/passwd"}),
                    "absolute/p.c": C, "absolute/t.tgz": tgz({"/etc/x.in": b"x"}),
                    "broken/p.c": C, "broken/t.tgz": b"not an archive at all"})
    sources, left_out = discover(tmp_path)
    stages = {item.id: (item.stage, item.reason) for item in left_out}
    assert stages["climb"] == ("archive", f"{tmp_path / 'climb/t.tgz'}: member '../../evil.in' "
                               "names a place outside the archive (refused)")
    assert stages["absolute"][0] == "archive" and "outside the archive" in stages["absolute"][1]
    assert stages["broken"][0] == "archive" and "not a readable archive" in stages["broken"][1]
    linked = next(s for s in sources if s.id == "linked")
    assert [t.name for t in linked.tests] == ["t.tgz/1.in"]
    assert linked.unknown == ["t.tgz/2.in (a link or special file in an archive: refused)"]
    assert not (tmp_path.parent / "evil.in").exists()
    monkeypatch.setattr(layouts, "ARCHIVE_LIMITS", (2, 1 << 20))
    tree(tmp_path, {"many/p.c": C, "many/t.tgz": tgz({f"{i}.in": b"1" for i in range(3)})})
    _, left_out = discover(tmp_path)
    assert any(i.id == "many" and "more than 2 members" in i.reason for i in left_out)


def test_kattis_reads_data_only_and_honours_float_tolerance(tmp_path: Path):
    tree(tmp_path, {
        "avg/problem.yaml": "name: Average\nvalidator_flags: float_tolerance 1e-6\n",
        "avg/submissions/accepted/a.c": C, "avg/submissions/accepted/b.c": C,
        "avg/submissions/wrong_answer/w.c": C,
        "avg/data/sample/1.in": "3\n", "avg/data/sample/1.ans": "7.3333333333\n",
        "avg/data/secret/group1/2.in": "4\n", "avg/data/secret/group1/2.ans": "1.5\n",
        "avg/generators/big.in": "not a test", "avg/generators/gen.py": "print(1)",
        "avg/problem_statement/problem.en.tex": "\\problemname{Average}",
    })
    sources, left_out = discover(tmp_path)
    assert not left_out and [s.id for s in sources] == ["avg_a", "avg_b"]
    program = sources[0]
    assert [(t.name, t.hidden) for t in program.tests] == [
        ("data/sample/1.in", False), ("data/secret/group1/2.in", True)]
    assert program.output_match == "float:abs=1e-06,rel=1e-06"
    assert "generators/big.in" in program.unknown and "submissions/wrong_answer/w.c" in program.unknown
    assert "problem.yaml" not in program.unknown and "submissions/accepted/a.c" not in program.unknown


def test_a_data_folder_alone_is_not_a_kattis_package(tmp_path: Path):
    tree(tmp_path, {"p/main.c": C, "p/data/tests/1.in": "1", "p/data/tests/1.out": "2",
                    "p/generators/2.in": "3"})
    assert programs(tmp_path)["p"] == [("data/tests/1.in", b"1", b"2", False),
                                       ("generators/2.in", b"3", None, False)]


def _judging(text: str, where: Path) -> str:
    """The output_match a package with this problem.yaml alone amounts to."""
    files = {PurePosixPath("problem.yaml"): text.encode()}
    return package_judging(where.parent, files, files.__getitem__).output_match


def test_kattis_problem_yaml_rules(tmp_path: Path):
    where = tmp_path / "problem.yaml"
    # the default validator: tokens, letters' case ignored, unless its flags say otherwise
    assert _judging("name: x\n", where) == "tokens-nocase"
    assert _judging("validator_flags: case_sensitive\n", where) == "tokens"
    assert _judging("validator_flags: space_change_sensitive case_sensitive\n", where) == ""
    assert _judging("validator_flags: float_absolute_tolerance 1e-4\n", where) == (
        "float:abs=0.0001,rel=0")
    assert _judging("validator_flags: float_tolerance 1e-9 float_relative_tolerance "
                    "1e-3\n", where) == "float:abs=1e-09,rel=0.001"
    assert _judging("validator_flags: [float_tolerance, '1e-5']\n", where) == (
        "float:abs=1e-05,rel=1e-05")
    assert flags_output_match(["float_relative_tolerance", "0.01", "case_sensitive"],
                              where) == ("float:abs=0,rel=0.01", [])
    with pytest.raises(PackageError, match="no output_validators/ folder"):
        _judging("validation: custom\n", where)
    with pytest.raises(PackageError, match="an interactive problem"):
        _judging("validation: custom interactive\n", where)
    with pytest.raises(PackageError, match="not valid YAML"):
        load_yaml(b"a: [1,\n", where)


def test_symlinks_out_of_the_tree_are_refused_with_the_path(tmp_path: Path):
    root = tree(tmp_path / "root", {"leak/main.c": C, "leak/tests/1.in": "1",
                                    "inside/main.c": C, "inside/tests/1.in": "1",
                                    "dirleak/main.c": C, "dirleak/tests/1.in": "1",
                                    "srcleak/tests/1.in": "1"})
    (root / "leak" / "tests" / "2.in").symlink_to("/etc/passwd")
    (root / "inside" / "tests" / "2.in").symlink_to(root / "inside" / "tests" / "1.in")
    (root / "dirleak" / "more").symlink_to("/etc")
    (root / "srcleak" / "main.c").symlink_to("/etc/hostname")
    (tmp_path / "elsewhere").mkdir()
    (root / "folderleak").symlink_to(tmp_path / "elsewhere")
    sources, left_out = discover(root)
    stages = {item.id: (item.stage, item.reason) for item in left_out}
    assert stages["leak"] == ("outside_tree", f"{root / 'leak/tests/2.in'}: a symlink to /etc/passwd,"
                              f" outside {root} (refused: dataset build reads nothing outside the "
                              "tree it is given)")
    assert "dirleak" not in stages, "a folder link nothing reads refuses nothing"
    dirleak = next(s for s in sources if s.id == "dirleak")
    assert dirleak.unknown == ["more/ (a symlinked folder, not followed; it leads to /etc, "
                               "outside the tree)"]
    assert stages["srcleak"][0] == "outside_tree"
    assert stages["folderleak"][0] == "outside_tree"
    inside = next(s for s in sources if s.id == "inside")
    assert [(t.name, t.input) for t in inside.tests] == [("tests/1.in", b"1")], \
        "a symlinked copy of a test is that test, once"
    assert inside.meta["linked_copies"] == ["tests/2.in (a symlinked copy of tests/1.in)"]
    assert all(b"root:" not in t.input for s in sources for t in s.tests)
    with pytest.raises(LayoutError, match="outside"):
        find_tests(root / "leak")


def test_every_file_not_understood_is_listed(tmp_path: Path):
    tree(tmp_path, {"p/main.c": C, "p/helper.c": C, "p/tests/1.in": "1", "p/tests/1.out": "1",
                    "p/tests/orphan.out": "?", "p/README.md": "#", "p/.gitignore": "x",
                    "stray.txt": "beside the folders"})
    os.mkfifo(tmp_path / "p" / "pipe")
    sources, left_out = discover(tmp_path)
    assert sources[0].unknown == ["pipe (not a regular file)", "README.md",
                                  "helper.c (defines a main of its own: not joined)",
                                  "tests/orphan.out"]
    assert [(i.id, i.stage) for i in left_out] == [("stray.txt", "not_understood")]
