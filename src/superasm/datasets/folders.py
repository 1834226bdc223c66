"""The default layout of a tree: a folder per program, or the tree one program's folder.

Each folder's sources and tests are found by their names (:mod:`superasm.datasets.pairing`'s one
rule, read through :mod:`superasm.datasets.layouts`).  Kattis packages are read as Kattis reads
them: tests from ``data/`` only, ``problem.yaml``'s float tolerance as the ``float``
output_match.  Polygon packages: the main solution, the testlib checker.  The LLVM test-suite's
single-source programs (``X.c`` + ``X.reference_output``, no input) are read as the suite reads
them, and a folder of several such programs is several programs.  The Benchmarks Game's
``NAME.gcc`` programs take their argument on stdin (:data:`ARGUMENT_MAIN`).  A library with its
unit tests (Exercism's Unity, CUnit, Check, cmocka, plain ``assert``) is its test runner
(:mod:`superasm.datasets.unit_tests`).  The tree is one program itself when it holds a
source, is one Kattis package, or keeps its sources in one folder and its tests in others
(``src/main.c`` beside ``test/``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path, PurePosixPath
from typing import Any

from superasm.datasets.joined import (
    JoinError,
    defined_functions,
    defines_main,
    join_program,
    with_headers,
)
from superasm.datasets.kattis import Judging, PackageError, package_judging
from superasm.datasets.layouts import (
    REFERENCE,
    SOURCE,
    Files,
    LayoutError,
    LeftOut,
    LeftOutStage,
    ProgramSource,
    TestFile,
    TreeLayout,
    TreeOptions,
    file_bytes,
    inside_tree,
    llvm_match,
    natural_key,
    no_tests_reason,
    ordered_tests,
    pair_tests,
    read_c_source,
    reference_test,
    scan_files,
    sniffer,
    unused_files,
)
from superasm.datasets.pairing import Pairing, folder_role, pair_files
from superasm.datasets.polygon import PolygonPackage, read_polygon
from superasm.datasets.unit_library import (
    DRIVER_ROUNDS,
    GENERATED_DRIVER,
    OWN_UNIT_DEFINITION,
    as_own_unit,
    in_bench_folder,
    library_functions,
    with_bench_driver,
)
from superasm.datasets.unit_tests import framework_of, link_libs, not_installed, runner_source

#: Benchmarks Game: an output for the command-line argument N (the argument arrives on stdin)
ARGUMENT_OUTPUT = r"(\d+)_out(?:put)?(?:\.txt)?"

#: a Benchmarks Game program takes its size as argv[1]; superasm's tests are stdin/stdout, so the
#: argument arrives on stdin and this main hands it on (recorded: meta["argument_on_stdin"])
ARGUMENT_MAIN = """
#undef main
#include <stdio.h>
int main(void)
{
    static char argument[64];
    char *argv[] = {"prog", argument, 0};
    if (scanf("%63s", argument) != 1)
        return 2;
    return ((int (*)(int, char **))superasm_benchmark_main)(2, argv);
}
"""


# ---------------------------------------------------------------- Kattis
def _kattis_judging(folder: Path, files: Files) -> Judging:
    """How a Kattis package judges (:func:`superasm.datasets.kattis.package_judging`), its
    errors as the build's."""
    try:
        return package_judging(folder, list(files), lambda rel: file_bytes(files[rel]))
    except PackageError as exc:
        raise LayoutError(str(exc), exc.stage) from None


def _polygon(files: Files) -> PolygonPackage:
    """A Polygon package's main solution and testlib checker (none where the folder has no
    ``problem.xml`` and no ``testlib.h``)."""
    if PurePosixPath("problem.xml") not in files and not any(
            rel.name == "testlib.h" for rel in files):
        return PolygonPackage()
    return read_polygon(list(files), lambda rel: file_bytes(files[rel]))


def _unit_runner(source: PurePosixPath, joined: tuple[str, list[PurePosixPath]]) -> bool:
    """Whether ``source`` is a unit-test runner joined with the code it tests: its ``main`` in
    a test folder (``test/test_leap.c``), and a .c file outside that folder joined with it.
    Its run's output and exit status (the framework's summary; non-zero when a test fails)
    are what a candidate must keep."""
    return _in_test_folder(source) and any(
        rel.suffix == ".c" and source.parent not in rel.parents for rel in joined[1])


def _runner(folder: Path, source: PurePosixPath, joined: tuple[str, list[PurePosixPath]]
            ) -> tuple[tuple[str, list[PurePosixPath]], tuple[str, ...], str]:
    """A unit-test runner as the program: its joined source (within its framework's prefix and
    suffix), the framework's link flags and its name ('' for a framework of the tree's own, or
    plain ``assert``); a :class:`LayoutError` naming the package to install where the framework
    is missing here."""
    framework = framework_of(joined[0])
    if framework is None:
        return joined, (), ""
    missing = not_installed(framework)
    if missing:
        raise LayoutError(f"{folder}: {source} is a {framework.name} test runner, and "
                          f"{framework.name} is not installed here ({missing}): install "
                          f"{framework.package} (Debian; scripts/setup.sh installs it)",
                          LeftOutStage.COMPILE)
    return (runner_source(joined[0], framework), joined[1]), link_libs(framework), framework.name


@dataclass(frozen=True)
class UnitProgram:
    """A unit-tested library as a program (:mod:`superasm.datasets.unit_library`)."""

    tests: list[TestFile] = field(default_factory=list)
    joined: tuple[str, list[PurePosixPath]] = ("", [])
    link_libs: tuple[str, ...] = ()
    #: what the problem's meta records: the framework, the target functions, the driver
    meta: dict[str, Any] = field(default_factory=dict)
    #: the files it used besides the joined ones (the tree's benchmark driver)
    used: frozenset[PurePosixPath] = frozenset()


def _library_file(rel: PurePosixPath) -> bool:
    return rel.suffix == ".c" and not _in_test_folder(rel) and not in_bench_folder(rel)


def _unit_program(folder: Path, source: PurePosixPath, files: Files,
                  joined: tuple[str, list[PurePosixPath]], pairing: Pairing) -> UnitProgram:
    """The runner joined with the library, each function the library exports compiled as its
    own unit would be, and a benchmark driver: the tree's own, or the runner in rounds; its
    tests: the runner's run, and one round of the driver (hidden)."""
    joined = _joined(folder, source, files,
                     lambda rel, text: as_own_unit(text)[0] if _library_file(rel) else text)
    targets = [name for rel in joined[1] if _library_file(rel)
               for name in _exported(files[rel], folder / rel)]
    driver, driver_text = _tree_driver(folder, files, joined, pairing)
    text = OWN_UNIT_DEFINITION + with_bench_driver(joined[0], driver_text)
    (text, _), linked, framework = _runner(folder, source, (text, joined[1]))
    said: dict[str, Any] = {"target_functions": targets,
                            "bench_driver": str(driver) if driver else GENERATED_DRIVER}
    if framework:
        said["unit_framework"] = framework
    round_name = f"{driver or source}: the benchmark driver, two rounds"
    tests = [TestFile(str(source), b"", exit_code=0),
             TestFile(round_name, DRIVER_ROUNDS, hidden=True, exit_code=0)]
    return UnitProgram(tests, (text, joined[1]), linked, said,
                       frozenset({driver}) if driver else frozenset())


def _exported(file: Any, path: Path) -> list[str]:
    return [f.name for f in library_functions(read_c_source(file, path)) if not f.internal]


def _tree_driver(folder: Path, files: Files, joined: tuple[str, list[PurePosixPath]],
                 pairing: Pairing) -> tuple[PurePosixPath | None, str | None]:
    """The tree's benchmark driver (a .c file with main in a folder like bench/) and its text
    with the headers the runner's source has not taken in; (None, None) where there is none,
    or where it defines a function the runner's source defines too (said in a remark)."""
    drivers = _sorted(rel for rel in files if rel.suffix == ".c" and in_bench_folder(rel)
                      and defines_main(file_bytes(files[rel]).decode("utf-8", "replace")))
    if not drivers:
        return None, None
    for other in drivers[1:]:
        pairing.remarks[other] = f"another benchmark driver ({drivers[0]} is used)"

    def read(path: PurePosixPath) -> str | None:
        return read_c_source(files[path], folder / path) if path in files else None
    seen = {rel for rel in joined[1] if rel.suffix != ".c"}
    text = with_headers(drivers[0], read(drivers[0]) or "", read, seen)
    clash = sorted((defined_functions(text) & defined_functions(joined[0])) - {"main"})
    if clash:
        pairing.remarks[drivers[0]] = (f"a benchmark driver defining {', '.join(clash[:3])} as "
                                       "the library or its tests do: not used (the runner's "
                                       "tests are the benchmark instead)")
        return None, None
    return drivers[0], text


def _kattis_hidden(rel: PurePosixPath) -> bool:
    return len(rel.parts) < 3 or rel.parts[1] != "sample"


# ---------------------------------------------------------------- a folder
def _sorted(rels: Any) -> list[PurePosixPath]:
    return sorted(rels, key=lambda r: natural_key(str(r)))


def _sources(folder: Path, files: Files,
             own: Callable[[PurePosixPath], bool]) -> list[PurePosixPath]:
    """The program sources of a folder: a Kattis package's accepted submissions; else main.c
    (at the top, or the one in a folder), or the one .c file, or each .c file with tests of its
    own (``own``: an LLVM ``X.reference_output``, or ``X.in`` beside ``X.c``), or the one .c
    file that defines main; else each Benchmarks Game ``.gcc``."""
    accepted = _sorted(rel for rel in files if rel.parts[:2] == ("submissions", "accepted")
                       and rel.suffix == ".c")
    if accepted:
        return accepted
    c_files = _sorted(rel for rel in files if rel.suffix == ".c")
    if PurePosixPath("main.c") in c_files:
        return [PurePosixPath("main.c")]
    named_main = _outside_tests([rel for rel in c_files if rel.name == "main.c"])
    if len(named_main) == 1:  # src/main.c
        return named_main
    if len(c_files) > 1:
        mine = [rel for rel in c_files if own(rel)]
        if mine:
            return mine
        with_main = _with_main(c_files, files)
        if len(with_main) == 1:  # one program over several files (superasm.datasets.joined)
            return with_main
        names = ", ".join(str(p) for p in (with_main or c_files)[:5])
        what = "several .c files define main" if with_main else "several .c files, none with main"
        raise LayoutError(f"{folder}: {what} ({names}); keep one or name it main.c")
    if c_files:
        return c_files
    gcc = _sorted(rel for rel in files if re.fullmatch(SOURCE, rel.name) and rel.suffix != ".c")
    if not gcc:
        raise LayoutError(f"{folder}: no .c file")
    return gcc


def _with_main(c_files: list[PurePosixPath], files: Files) -> list[PurePosixPath]:
    """The .c files that define main (a unit test's own main aside, where the program's is
    outside its test folder; a benchmark driver's in ``bench/`` aside, where a test runner's
    is the program)."""
    mains = [rel for rel in c_files
             if defines_main(file_bytes(files[rel]).decode("utf-8", "replace"))]
    if any(_in_test_folder(rel) for rel in mains):
        mains = [rel for rel in mains if not in_bench_folder(rel)] or mains
    return _outside_tests(mains)


def _outside_tests(rels: list[PurePosixPath]) -> list[PurePosixPath]:
    """Those of ``rels`` outside folders like tests/ or input/; all of them where none is."""
    outside = [rel for rel in rels if not _in_test_folder(rel)]
    return outside or rels


def _in_test_folder(rel: PurePosixPath) -> bool:
    return any(folder_role(part)[0] for part in rel.parts[:-1])


def _joined(folder: Path, rel: PurePosixPath, files: Files,
            mark: Callable[[PurePosixPath, str], str] | None = None
            ) -> tuple[str, list[PurePosixPath]]:
    """``rel``'s program as one source: its local headers and the .c files it calls into
    (:mod:`superasm.datasets.joined`), and those files; ``mark`` changes a file's text as it
    is read."""
    def read(path: PurePosixPath) -> str | None:
        if path not in files:
            return None
        text = read_c_source(files[path], folder / path)
        return mark(path, text) if mark is not None else text
    # a test folder's .c files (a mock of a function the program has) join only a program of
    # their own folder, or a unit-test runner above them (its framework in test/vendor/)
    c_files = [r for r in _sorted(r for r in files if r.suffix == ".c")
               if r.parent == rel.parent or not _in_test_folder(r)
               or (_in_test_folder(rel) and rel.parent in r.parents)]  # test/vendor/unity.c
    try:
        return join_program(rel, c_files, read)
    except JoinError as exc:
        raise LayoutError(f"{folder}: {exc}", LeftOutStage.COMPILE) from None


def _is_kattis(files: Files) -> bool:
    return PurePosixPath("problem.yaml") in files or any(
        rel.parts[:2] in (("data", "sample"), ("data", "secret")) for rel in files)


def _stem_tests(source: PurePosixPath, tests: list[TestFile]) -> list[TestFile]:
    """The tests named after ``source`` beside it (``X.in``, ``X_2.in`` for ``X.c``)."""
    stem = re.escape(source.name.removesuffix(".c"))
    return [t for t in tests if PurePosixPath(t.name).parent == source.parent
            and re.fullmatch(stem + r"(?:[._-].*)?", PurePosixPath(t.name).name, re.IGNORECASE)]


def _argument_tests(files: Files, public: int | None) -> list[TestFile]:
    """Benchmarks Game: ``NNNN_out`` is the output for the argument NNNN (given on stdin)."""
    outputs = _sorted(rel for rel in files if re.fullmatch(ARGUMENT_OUTPUT, rel.name))
    tests = [TestFile(rel.as_posix(), re.fullmatch(ARGUMENT_OUTPUT, rel.name).group(1)  # type: ignore[union-attr]
                      .encode() + b"\n", file_bytes(files[rel])) for rel in outputs]
    if public is not None:
        tests = [replace(t, hidden=i >= max(1, public)) for i, t in enumerate(tests)]
    return tests


def _reference(source: PurePosixPath) -> PurePosixPath:
    return source.with_name(source.name.removesuffix(".c") + REFERENCE)


def _program_folder(folder: Path, root: Path, public: int | None) -> list[ProgramSource]:
    unknown: list[str] = []
    files = scan_files(folder, root, unknown)
    kattis = _is_kattis(files)
    references = {rel for rel in files if rel.name.endswith(REFERENCE)}
    variants = {rel for rel in files if REFERENCE + "." in rel.name}
    output_match = ""
    judging, polygon = Judging(), PolygonPackage()
    if kattis:
        judging = _kattis_judging(folder, files)
        output_match = judging.output_match
        tests, pairing = pair_tests({rel: f for rel, f in files.items() if rel.parts[0] == "data"
                                and rel not in judging.used}, public, _kattis_hidden)
        references = set()
    else:
        polygon = _polygon(files)
        judging.checker, judging.used = polygon.checker, polygon.used
        tests, pairing = pair_tests({rel: f for rel, f in files.items()
                                if rel not in references | variants | polygon.used}, public)
    sources = [polygon.main] if polygon.main else _sources(
        folder, {rel: f for rel, f in files.items() if rel not in judging.used},
        lambda rel: _reference(rel) in references or bool(_stem_tests(rel, tests)))
    used = set(sources) | pairing.used | judging.used | {PurePosixPath("problem.yaml")}
    joined = None
    if len(sources) == 1 and sources[0].suffix == ".c" and not kattis:
        joined = _joined(folder, sources[0], files)
        used |= set(joined[1])
        for rel in files:
            if rel.suffix == ".c" and rel not in used:
                pairing.remarks[rel] = ("defines a main of its own" if _with_main(
                    [rel], files) else "the program calls none of its functions") + ": not joined"
    pairing.remarks.update({rel: "a reference output for another build setting (such as "
                            "SMALL_PROBLEM_SIZE): not used" for rel in variants})
    if any(_reference(rel) in references for rel in sources):
        output_match = llvm_match(files, used)
    argument = not tests and not references and bool(_argument_tests(files, public))
    unit = UnitProgram()
    if argument:
        tests = _argument_tests(files, public)
        used |= {PurePosixPath(t.name) for t in tests}
    elif not tests and not references and joined is not None and _unit_runner(sources[0], joined):
        # a library with its unit tests (Exercism: src/*.c, test/test_*.c and its framework in
        # test/vendor/; or CUnit, Check, cmocka installed): the runner built with the library
        # is the program, its run the test, and its exit status 0 when every unit test passes
        unit = _unit_program(folder, sources[0], files, joined, pairing)
        tests, joined = unit.tests, unit.joined
        used |= unit.used
    programs = []
    for rel in sources:
        mine = tests if len(sources) == 1 or rel.suffix != ".c" or kattis else _stem_tests(rel, tests)
        if _reference(rel) in references:
            used.add(_reference(rel))
            mine = ordered_tests([*mine, reference_test(_reference(rel), files)], public)
        programs.append((rel, mine))
    unknown += unused_files(files, used, pairing)
    if not any(mine for _, mine in programs):
        raise LayoutError(no_tests_reason(folder, pairing, unknown, "; N_out"), LeftOutStage.NO_TESTS)
    unpaired = [str(rel) for rel in pairing.unpaired if rel not in used]
    said: dict[str, Any] = {}
    if pairing.copies:
        said["linked_copies"] = list(pairing.copies)
    if judging.notes:
        said["judging_notes"] = list(judging.notes)
    if judging.checker is not None:
        said["checker"] = judging.checker.name
    said.update(unit.meta)
    return [_program(folder, rel, mine, files, len(sources) > 1, argument, ProgramSource(
        "", "", [], meta=said, unknown=[u for u in unknown if u not in map(str, sources)],
        output_match=output_match, unpaired_answers=unpaired, renamed=pairing.renamed,
        checker=judging.checker, link_libs=unit.link_libs), joined) for rel, mine in programs]


def _program(folder: Path, rel: PurePosixPath, tests: list[TestFile], files: Files,
             several: bool, argument: bool, shared: ProgramSource,
             joined: tuple[str, list[PurePosixPath]] | None = None) -> ProgramSource:
    """One program of a folder: ``shared`` holds what its folder says of every program;
    ``joined``: its source made one with its headers and other files, and those files."""
    text = joined[0] if joined else read_c_source(files[rel], folder / rel)
    meta: dict[str, Any] = {"source": str(folder / rel), **shared.meta}
    if joined and joined[1]:
        meta["joined"] = [str(path) for path in joined[1]]
    if argument:
        text = "#define main superasm_benchmark_main\n" + text + ARGUMENT_MAIN
        meta["argument_on_stdin"] = True
    pid = f"{folder.name}_{rel.name.removesuffix('.c')}" if several else folder.name
    return replace(shared, id=pid, c_source=text, tests=tests, meta=meta,
                   unknown=list(shared.unknown), unpaired_answers=list(shared.unpaired_answers),
                   renamed=list(shared.renamed))


# ---------------------------------------------------------------- the tree
def _kattis_package(root: Path) -> bool:
    """Whether ``root`` is one Kattis package (its ``problem.yaml``, or ``data/sample/``
    or ``data/secret/``), not a folder of programs."""
    return (root / "problem.yaml").is_file() or any(
        (root / "data" / group).is_dir() for group in ("sample", "secret"))


def _sources_apart(root: Path) -> bool:
    """Whether ``root`` is one program kept as a project: its C sources all in one folder with
    no tests of its own (``src/main.c``), its tests in others (``test/1.in``, ``tests/``),
    which read folder by folder would be a program without tests and tests without a program."""
    with_sources, with_tests = [], []
    for child in sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith(".")
                        and not p.is_symlink()):
        try:
            files = scan_files(child, root, [])
        except LayoutError:
            return False
        pairing = pair_files(list(files), sniffer(files))
        if any(re.fullmatch(SOURCE, rel.name) for rel in files):
            with_sources.append(bool(pairing.pairs))
        elif pairing.pairs:
            with_tests.append(child)
    return with_sources == [False] and bool(with_tests)


def _program_folders(root: Path, options: TreeOptions) -> tuple[list[ProgramSource], list[LeftOut]]:
    """Each folder of ``root`` a program (or ``root`` itself one)."""
    single = (any(re.fullmatch(SOURCE, p.name) for p in root.iterdir() if p.is_file())
              or _kattis_package(root) or _sources_apart(root))
    folders = [root] if single else sorted(
        (p for p in root.iterdir() if p.is_dir() and not p.name.startswith(".")),
        key=lambda p: natural_key(p.name))
    sources, left_out = [], []
    for folder in folders:
        try:
            if folder.is_symlink():
                inside_tree(folder, root)
            sources += _program_folder(folder, root, options.public)
        except LayoutError as exc:
            left_out.append(LeftOut(folder.name, exc.stage, str(exc)))
    if not single:
        left_out += [LeftOut(p.name, LeftOutStage.NOT_UNDERSTOOD,
                             f"{p}: a file beside the program folders")
                     for p in sorted(root.iterdir(), key=lambda p: natural_key(p.name))
                     if not p.is_dir() and not p.name.startswith(".")]
    return sources, left_out


class Folders:
    """A folder per program (or the tree one program's folder): the layout read when no other
    claims a tree, so it claims any."""

    name = "folders"

    def detect(self, root: Path) -> bool:
        return root.is_dir()

    def read(self, root: Path, options: TreeOptions) -> tuple[list[ProgramSource], list[LeftOut]]:
        return _program_folders(root, options)


#: the layout :data:`superasm.datasets.layouts.TREE_LAYOUTS` names
FOLDERS: TreeLayout = Folders()

__all__ = ["ARGUMENT_MAIN", "ARGUMENT_OUTPUT", "FOLDERS", "Folders"]
