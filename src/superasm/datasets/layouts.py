"""Where programs and their tests are: the directory layouts people already have, in one table.

``dataset build`` (:func:`discover`) and ``optimize --tests`` (:func:`program_from_files`) pair
inputs with answers by name (:mod:`superasm.datasets.pairing`: one rule for every layout of
:data:`LAYOUTS`, answers in sibling folders included) and read them as bytes, never decoded, so a CRLF input, a
Latin-1 input or a binary expected output arrives exactly as it is on disk.  What cannot be used
becomes a :class:`LeftOut` naming the program, the file and the step; a file no rule uses is
listed in :attr:`ProgramSource.unknown`, never skipped in silence.  docs/datasets.md has the
layouts table and an example tree.

Nothing outside the given tree is read: a symlink (file or folder) that leads out of it is refused
with its path named.  Test archives (``.tgz``, ``.tar.gz``, ``.tar``, ``.zip``) are read member by
member in memory, within :data:`ARCHIVE_LIMITS`; links, special files and names that climb out
(``../``, absolute) are refused.  Kattis packages are read as Kattis reads them: tests from
``data/`` only, ``problem.yaml``'s float tolerance as the ``float`` output_match.  The LLVM
test-suite's single-source programs (``X.c`` + ``X.reference_output``, no input) are read as the
suite reads them: the ``exit N`` line its runner appends is the expected exit status, and a
folder of several such programs is several programs.

A layout recognised by the shape of the whole tree rather than by file names (Project CodeNet,
:mod:`superasm.datasets.codenet`) is a :class:`TreeLayout` declared in :data:`TREE_LAYOUTS`;
the default reads a folder per program.
"""

from __future__ import annotations

import enum
import importlib
import os
import re
import stat
import tarfile
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path, PurePosixPath
from typing import Any, Protocol

from superasm.datasets.joined import JoinError, defines_main, join_program, with_headers
from superasm.datasets.kattis import Judging, PackageError, package_judging
from superasm.datasets.pairing import (
    Pair,
    Pairing,
    folder_role,
    llvm_reference,
    llvm_tolerance,
    pair_files,
)
from superasm.datasets.polygon import PolygonPackage, read_polygon
from superasm.errors import UserError
from superasm.problem import Checker

#: (layout, example) for help texts; :mod:`superasm.datasets.pairing` has the one rule behind them
LAYOUTS: tuple[tuple[str, str], ...] = (
    ("NAME.in (or NAME.test) + NAME.out, .ans, .res, .expected, .sol ...",
     "tests/1.in 1.out; Kattis data/sample/1.in 1.ans; testes/1.in 1.res; oj sample-1.in .out; "
     "tests/1.test 1.ans"),
    ("NAME_in.txt + NAME_out.txt", "0001_in.txt 0001_out.txt; func_tests/pos_01_in.txt pos_01_out.txt"),
    ("NAME.in.txt + NAME.out.txt", "1.in.txt 1.out.txt"),
    ("input.N + output.N", "input.0 output.0 (SuperCoder); input.txt output.txt (CodeNet)"),
    ("NAME-input.txt + NAME-output.txt", "Benchmarks Game knucleotide-input.txt knucleotide-output.txt"),
    ("input/ + output/ (sibling folders)",
     "HackerRank input/input00.txt output/output00.txt; in/1.txt out/1.txt; tests/ answers/"),
    ("neg_NN_in.txt (+ pos_NN_in.txt)", "a course's negative tests: any non-zero exit, "
     "neg_NN_out.txt a note"),
    ("X.c + X.reference_output", "LLVM test-suite SingleSource (no input; 'exit N' line: the "
     "exit status)"),
    ("NAME + NAME.a", "Polygon tests/01 tests/01.a"),
)
#: Benchmarks Game: an output for the command-line argument N (the argument arrives on stdin)
ARGUMENT_OUTPUT = r"(\d+)_out(?:put)?(?:\.txt)?"
#: C sources: ``*.c``, and the Benchmarks Game's ``NAME.gcc`` / ``NAME.gcc-N.gcc``
SOURCE = r".+\.c|.+\.gcc(?:-\d+\.gcc)?"
ARCHIVE = r".+\.(?:tgz|tar\.gz|tar|zip)"
#: the LLVM test-suite's expected output of ``X.c``
REFERENCE = ".reference_output"
HIDDEN_FOLDERS = ("secret", "hidden")
#: a test archive is refused beyond these (members, bytes of all members together)
ARCHIVE_LIMITS = (10_000, 256 << 20)

EXAMPLE_TREE = """\
DIR/
  fib/main.c  fib/tests/1.in  fib/tests/1.out  fib/tests/2.in    (no 2.out: -O3 prints it)
  kattis/submissions/accepted/sol.c  kattis/problem.yaml  (float_tolerance honoured)
         kattis/data/sample/1.in  1.ans  kattis/data/secret/2.in  2.ans   (secret: hidden;
         nothing outside data/ is a test)
  oj/a.c  oj/test/sample-1.in  oj/test/sample-1.out
  hw/hw.c  hw/testes/1.in  hw/testes/1.res   progtest/p.c  progtest/sample.tgz (read inside)
  uni/solution.c  uni/0001_in.txt  uni/0001_out.txt  uni/t.in.txt  uni/t.out.txt
  sc/prog.c  sc/input.0  sc/output.0  sc/input.1  sc/output.1
  nbody/nbody.gcc  nbody/nbody.gcc-2.gcc  nbody/1000_out   (Benchmarks Game; each .gcc a program,
         N_out the output for argument N)   knuc/knucleotide.gcc  knucleotide-input.txt  -output.txt
CODENET_ROOT/  (read as CodeNet when derived/input_output/ exists, or with --codenet)
  data/p00001/C/s100.c  metadata/p00001.csv  derived/input_output/data/p00001/input.txt  output.txt
DIR can also be one program folder itself (it holds the .c file, or src/main.c beside test/)."""

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


class LeftOutStage(enum.StrEnum):
    """The step at which a program, a test or a file was left out of a build (what
    :class:`LeftOut` says, and the dataset's ``meta["left_out_tests"]``)."""

    # reading the tree (this module)
    NO_SOURCE = "no_source"
    NO_TESTS = "no_tests"
    #: a file no rule uses (listed, never built)
    NOT_UNDERSTOOD = "not_understood"
    OUTSIDE_TREE = "outside_tree"
    ARCHIVE = "archive"
    UNREADABLE = "unreadable"
    CUSTOM_VALIDATOR = "custom_validator"
    #: CodeNet: a submission its metadata does not list as accepted
    NOT_ACCEPTED = "not_accepted"
    PER_PROBLEM = "per_problem"
    # building the program (superasm.datasets.build)
    UNPAIRED_ANSWERS = "unpaired_answers"
    #: every test with a given answer left out for output_mismatch (unless --o3-outputs)
    FAILS_GIVEN_ANSWERS = "fails_given_answers"
    #: an answer of a kept test beside the one used (``5.out`` where ``5.exp`` is printed)
    SECOND_ANSWER = "second_answer"
    COMPILE = "compile"
    SANDBOX = "sandbox"
    TOO_FEW_TESTS = "too_few_tests"
    # one test of a program (superasm.datasets.build)
    TIMEOUT = "timeout"
    OUTPUT_LIMIT = "output_limit"
    CRASH = "crash"
    EXIT_STATUS = "exit_status"
    DISAGREE = "disagree"
    OUTPUT_MISMATCH = "output_mismatch"
    OUTPUT_TOO_LONG = "output_too_long"
    #: the problem's checker does not build, or fails to judge an output of the reference
    CHECKER = "checker"
    # after building (superasm.datasets.apart): a stage over all problems failed on this one
    TIMING_INPUTS = "timing_inputs"
    VERIFY_INPUTS = "verify_inputs"


#: the stages that leave out a file, not a test (:attr:`LeftOut.kind`)
FILE_STAGES = frozenset({LeftOutStage.NOT_UNDERSTOOD, LeftOutStage.SECOND_ANSWER})


class LayoutError(UserError, ValueError):
    """A folder cannot be read as programs or tests; the message names the path."""

    def __init__(self, message: str, stage: LeftOutStage | str = LeftOutStage.NO_SOURCE) -> None:
        super().__init__(message)
        self.stage = LeftOutStage(stage)  # what a LeftOut says


@dataclass(frozen=True)
class TestFile:
    """One test as found on disk: ``output`` None when no expected output is given."""

    __test__ = False

    name: str
    input: bytes
    output: bytes | None = None
    hidden: bool = False
    #: the exit status the test expects (ANY_NONZERO_EXIT: a negative test); None: the build's
    #: rule (0, or the reference's status with --keep-exit-status)
    exit_code: int | None = None
    #: a file read with the test as a note, never as its expected output (``neg_01_out.txt``)
    note: str = ""
    #: the file ``output`` was read from, where a further answer is given (``alternatives``)
    answer: str = ""
    #: further answers of the same input (file, bytes), after ``output`` in order of preference
    #: (``5.exp`` beside ``5.out``): the build uses the first the program prints
    alternatives: tuple[tuple[str, bytes], ...] = ()


@dataclass
class ProgramSource:
    """A program and its tests, before building."""

    id: str
    c_source: str
    tests: list[TestFile]
    split: str = ""
    meta: dict[str, Any] = field(default_factory=dict)
    #: files of the program's folder that no rule uses (listed by the builder, never built)
    unknown: list[str] = field(default_factory=list)
    #: the program's own output_match (a Kattis float tolerance); '' takes the build's
    output_match: str = ""
    #: answer files no input pairs with (the -O3 build's output is never taken in their
    #: place without saying so: superasm.datasets.build)
    unpaired_answers: list[str] = field(default_factory=list)
    #: names read loosely: "'pos_02_in .txt' read as pos_02_in.txt"
    renamed: list[str] = field(default_factory=list)
    #: the program that judges its outputs (a Kattis package's output validator)
    checker: Checker | None = None


@dataclass(frozen=True)
class LeftOut:
    """A program (``test`` empty) or one of its tests left out of a build, and why."""

    id: str
    stage: LeftOutStage
    reason: str
    test: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "stage", LeftOutStage(self.stage))

    @property
    def kind(self) -> str:
        """'program', 'test', or 'file' (a file not understood, or a second answer)."""
        if not self.test:
            return "program"
        return "file" if self.stage in FILE_STAGES else "test"

    def line(self) -> str:
        """'left out ID [test FILE] (STAGE): REASON' ('file FILE' for a file no rule uses or a
        second answer), a long reason's further lines indented."""
        where = f"{self.id} {self.kind} {self.test}" if self.test else self.id
        return f"left out {where} ({self.stage}): " + self.reason.strip().replace("\n", "\n    ")


def natural_key(name: str) -> list[Any]:
    """'t2.in' before 't10.in' (digits compare as numbers; parts alternate text and number)."""
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", name)]


# ---------------------------------------------------------------- the files of a tree
#: relative name -> the file on disk, or the bytes of an archive member
Files = dict[PurePosixPath, "Path | bytes"]


def inside_tree(path: Path, root: Path) -> Path:
    """``path`` resolved; a :class:`LayoutError` when it leads out of ``root`` (every layout
    reads through this: nothing outside the given tree is read)."""
    target = path.resolve()
    if not target.is_relative_to(root.resolve()):
        raise LayoutError(f"{path}: a symlink to {target}, outside {root} (refused: dataset "
                          "build reads nothing outside the tree it is given)",
                          LeftOutStage.OUTSIDE_TREE)
    return target


def _archive(path: Path) -> tuple[dict[PurePosixPath, bytes], list[str]]:
    """The regular-file members of a test archive, and the members refused (links, special)."""
    members: dict[PurePosixPath, bytes] = {}
    refused: list[str] = []
    count, total = 0, 0
    max_members, max_bytes = ARCHIVE_LIMITS

    def take(name: str, size: int, read: Any) -> None:
        nonlocal count, total
        count, total = count + 1, total + size
        rel = PurePosixPath(name)
        if rel.is_absolute() or ".." in rel.parts or not rel.parts:
            raise LayoutError(f"{path}: member {name!r} names a place outside the archive "
                              "(refused)", LeftOutStage.ARCHIVE)
        if count > max_members or total > max_bytes:
            raise LayoutError(f"{path}: more than {max_members} members or {max_bytes >> 20} MiB "
                              "unpacked (refused)", LeftOutStage.ARCHIVE)
        data = read()
        if len(data) != size:
            raise LayoutError(f"{path}: member {name!r} is not the size it claims",
                              LeftOutStage.ARCHIVE)
        members[rel] = data

    try:
        if zipfile.is_zipfile(path):
            with zipfile.ZipFile(path) as zipped:
                for info in zipped.infolist():
                    if info.is_dir():
                        continue
                    if stat.S_IFMT(info.external_attr >> 16) not in (0, stat.S_IFREG):
                        refused.append(info.filename)
                        continue
                    take(info.filename, info.file_size,
                         lambda info=info: zipped.open(info).read(max_bytes + 1))
        else:
            with tarfile.open(path, "r:*") as tarred:
                for member in tarred:
                    if member.isdir():
                        continue
                    if not member.isreg():
                        refused.append(member.name)
                        continue
                    handle = tarred.extractfile(member)
                    take(member.name, member.size,
                         lambda handle=handle: handle.read(max_bytes + 1) if handle else b"")
    except LayoutError:
        raise
    except (tarfile.TarError, zipfile.BadZipFile, OSError, EOFError, ValueError) as exc:
        raise LayoutError(f"{path}: not a readable archive ({exc})", LeftOutStage.ARCHIVE) from None
    return members, refused


class LinkOut(bytes):
    """A symlink out of the tree, as a file of :data:`Files`: reading it (as a test, a source,
    a header) refuses its program with :attr:`message`; a file no rule reads is only listed,
    so a link nothing uses (a package's ``input_validators/`` pointing elsewhere) never
    refuses a program."""

    message: str


def _link_out(path: Path, root: Path) -> LinkOut | None:
    """A :class:`LinkOut` for a symlink that leads out of ``root``; None for one within."""
    try:
        inside_tree(path, root)
    except LayoutError as exc:
        link = LinkOut()
        link.message = str(exc)
        return link
    return None


def _scan(folder: Path, root: Path, unknown: list[str]) -> Files:
    """Every file below ``folder`` (dot-files and dot-folders aside), archives read inside;
    what cannot be read as a file goes to ``unknown``; a symlink out of the tree is kept as a
    :class:`LinkOut`, refused only where it is read."""
    files: Files = {}
    for dirpath, dirnames, filenames in os.walk(folder, followlinks=False):
        here = Path(dirpath)
        for name in list(dirnames):
            if name.startswith("."):
                dirnames.remove(name)
            elif (here / name).is_symlink():
                out = _link_out(here / name, root)
                unknown.append(f"{(here / name).relative_to(folder).as_posix()}/ (a symlinked "
                               "folder, not followed" + (f"; it leads to {(here / name).resolve()}, "
                                                         "outside the tree)" if out is not None else ")"))
        for name in filenames:
            path = here / name
            rel = PurePosixPath(path.relative_to(folder).as_posix())
            if name.startswith("."):
                continue
            if path.is_symlink():
                out = _link_out(path, root)
                if out is not None:
                    files[rel] = out
                    continue
            target = path.resolve() if path.is_symlink() else path
            try:
                mode = target.stat().st_mode
            except OSError:
                unknown.append(f"{rel} (cannot be read)")
                continue
            if not stat.S_ISREG(mode):
                unknown.append(f"{rel} (not a regular file)")
            elif re.fullmatch(ARCHIVE, name):
                members, refused = _archive(target)
                files.update({rel / member: data for member, data in members.items()})
                unknown += [f"{rel}/{member} (a link or special file in an archive: refused)"
                            for member in refused]
            else:
                files[rel] = path
    return files


def _read(path: Path | bytes) -> bytes:
    if isinstance(path, LinkOut):
        raise LayoutError(path.message, LeftOutStage.OUTSIDE_TREE)
    if isinstance(path, bytes):
        return path
    try:
        return path.read_bytes()
    except OSError as exc:
        raise LayoutError(f"{path}: cannot read ({exc.strerror})",
                          LeftOutStage.UNREADABLE) from None


def _ordered(tests: list[TestFile], public: int | None) -> list[TestFile]:
    """Public first, each kind in natural order; with ``public``, only the first ``public``
    (at least one) of the public tests stay public."""
    tests = sorted(tests, key=lambda t: (t.hidden, natural_key(t.name)))
    shown = [i for i, t in enumerate(tests) if not t.hidden]
    keep = set(shown if public is None else shown[:max(1, public)])
    return [t if t.hidden or i in keep else replace(t, hidden=True) for i, t in enumerate(tests)]


def _pair(files: Files, public: int | None,
          hidden_of: Callable[[PurePosixPath], bool] | None = None,
          ) -> tuple[list[TestFile], Pairing]:
    """Tests from ``files`` by :func:`superasm.datasets.pairing.pair_files`, ordered (see
    :func:`_ordered`), and the pairing (what was used, the unpaired answers, remarks).
    ``hidden_of(rel)`` decides hidden (default: below secret/ or hidden/)."""
    pairing = pair_files(list(files), _sniff(files))
    tests = []
    for pair in _one_per_file(pairing, files):
        rel = pair.input
        hidden = (hidden_of(rel) if hidden_of else
                  any(p.lower() in HIDDEN_FOLDERS for p in rel.parts[:-1]))
        notes = [n.as_posix() for n in (pair.note, *pair.alternatives) if n] if pair.note else []
        alternatives = tuple((a.as_posix(), _read(files[a])) for a in pair.alternatives
                             if pair.answer)
        tests.append(TestFile(rel.as_posix(), _read(files[rel]),
                              _read(files[pair.answer]) if pair.answer else None, hidden,
                              pair.exit_code, ", ".join(notes),
                              pair.answer.as_posix() if pair.answer and alternatives else "",
                              alternatives))
    return _ordered(tests, public), pairing


def _sniff(files: Files) -> Callable[[PurePosixPath], bytes]:
    """What the pairing reads to tell files apart (a copy's bytes, a compiled program): a link
    out of the tree reads as nothing there, since telling it apart is not using it."""
    return lambda rel: b"" if isinstance(files[rel], LinkOut) else _read(files[rel])


def _real(files: Files, rel: PurePosixPath | None) -> str:
    """The file a name finally is (a symlink's target), to tell copies of one test apart."""
    if rel is None:
        return ""
    where = files[rel]
    return os.path.realpath(where) if isinstance(where, Path) else f"member:{rel}"


def _one_per_file(pairing: Pairing, files: Files) -> list[Pair]:
    """The pairs, a test whose input and answer are links to another test's files counted once
    (BAPCtools and Kattis packages link sample tests into secret/ groups): the first by public
    then natural order is kept, the others recorded in ``pairing.copies``."""
    def order(pair: Pair) -> tuple[bool, list[Any]]:
        return any(p.lower() in HIDDEN_FOLDERS for p in pair.input.parts[:-1]), natural_key(
            str(pair.input))
    seen: dict[tuple[str, str], PurePosixPath] = {}
    kept = []
    for pair in sorted(pairing.pairs, key=order):
        key = (_real(files, pair.input), _real(files, pair.answer))
        if key in seen and not isinstance(files[pair.input], bytes):
            pairing.copies.append(f"{pair.input} (a symlinked copy of {seen[key]})")
            continue
        seen.setdefault(key, pair.input)
        kept.append(pair)
    return kept


def _unused(files: Files, used: set[PurePosixPath], pairing: Pairing) -> list[str]:
    """The files no rule used, in natural order, each with why where that is known."""
    return sorted((str(rel) + (f" ({pairing.remarks[rel]})" if rel in pairing.remarks else
                               " (a symlink out of the tree: not read)"
                               if isinstance(files[rel], LinkOut) else "")
                   for rel in files if rel not in used), key=natural_key)


def _no_tests(where: Path, pairing: Pairing, unknown: list[str], more: str = "") -> str:
    """Why a folder has no tests: answer files with no input at all are named as such (the
    answers of a program that reads no input, or inputs lost), anything else as not understood."""
    answers = sorted((str(rel) for rel in pairing.unpaired), key=natural_key) if not pairing.pairs else []
    rest = [u for u in unknown if u.partition(" (")[0] not in answers]
    understood = f"; not understood: {', '.join(rest[:5])}" if rest else ""
    if answers:
        shown = ", ".join(answers[:3]) + (f" and {len(answers) - 3} more" if len(answers) > 3 else "")
        return (f"{where}: answer files with no input files to pair them with ({shown}); give "
                "each its input, named as the answer is (input/input00.txt for "
                "output/output00.txt, 1.in for 1.out); for a program that reads no input, an "
                "empty input file, or its answer as X.reference_output beside X.c" + understood)
    layouts = "; ".join(example for _, example in LAYOUTS)
    return f"{where}: no test files (looked for {layouts}{more})" + understood


def find_tests(folder: Path, public: int | None = None, root: Path | None = None) -> list[TestFile]:
    """Every test below ``folder`` by the :data:`LAYOUTS` rules, public first, natural order.
    With ``public``, only the first ``public`` of the public tests stay public.  Nothing outside
    ``root`` (default ``folder``) is read."""
    if not folder.is_dir():
        raise LayoutError(f"{folder}: not a directory")
    return _pair(_scan(folder, root or folder, []), public)[0]


def read_c_source(path: Path | bytes, name: str | Path = "") -> str:
    """A C file as text; a source that is not UTF-8 is refused (re-encoding it would change
    the bytes of its string literals, and so what it prints)."""
    data = _read(path)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        where = name or (path if isinstance(path, Path) else "a C source")
        raise LayoutError(f"{where}: not UTF-8 text (byte 0x{data[exc.start]:02x} at offset "
                          f"{exc.start}); superasm keeps C sources as text") from None


def program_from_files(source: Path, tests_dir: Path, program_id: str | None = None,
                       public: int | None = None) -> ProgramSource:
    """One program: a C file and the tests below ``tests_dir`` (``optimize PROG.c --tests``)."""
    if not source.is_file():
        raise LayoutError(f"{source}: no such C file")
    unknown: list[str] = []
    if not tests_dir.is_dir():
        raise LayoutError(f"{tests_dir}: not a directory")
    files = _scan(tests_dir, tests_dir, unknown)
    reference = PurePosixPath(source.stem + REFERENCE)  # LLVM: X.c's X.reference_output
    tests, pairing = _pair({rel: f for rel, f in files.items() if rel != reference}, public)
    used = pairing.used | {PurePosixPath(source.name)}
    output_match = ""
    if reference in files:
        tests = _ordered([*tests, _reference_test(reference, files)], public)
        used.add(reference)
        output_match = _llvm_match(files, used)
    unknown += _unused(files, used, pairing)
    if not tests:
        raise LayoutError(_no_tests(tests_dir, pairing, unknown), LeftOutStage.NO_TESTS)
    headers: set[PurePosixPath] = set()
    text = with_headers(PurePosixPath(source.name), read_c_source(source),
                        lambda rel: read_c_source(source.parent / rel)
                        if (source.parent / rel).is_file() else None, headers)
    meta: dict[str, Any] = {"source": str(source)}
    if headers:
        meta["joined"] = sorted(map(str, headers))
    return ProgramSource(program_id or source.stem, text, tests,
                         meta=meta, unknown=unknown, output_match=output_match,
                         unpaired_answers=[str(rel) for rel in pairing.unpaired],
                         renamed=pairing.renamed)


# ---------------------------------------------------------------- Kattis
def _kattis_judging(folder: Path, files: Files) -> Judging:
    """How a Kattis package judges (:func:`superasm.datasets.kattis.package_judging`), its
    errors as the build's."""
    try:
        return package_judging(folder, list(files), lambda rel: _read(files[rel]))
    except PackageError as exc:
        raise LayoutError(str(exc), exc.stage) from None


def _polygon(files: Files) -> PolygonPackage:
    """A Polygon package's main solution and testlib checker (none where the folder has no
    ``problem.xml`` and no ``testlib.h``)."""
    if PurePosixPath("problem.xml") not in files and not any(
            rel.name == "testlib.h" for rel in files):
        return PolygonPackage()
    return read_polygon(list(files), lambda rel: _read(files[rel]))


def _unit_runner(source: PurePosixPath, joined: tuple[str, list[PurePosixPath]]) -> bool:
    """Whether ``source`` is a unit-test runner joined with the code it tests: its ``main`` in
    a test folder (``test/test_leap.c``), and a .c file outside that folder joined with it.
    Its run's output and exit status (the framework's summary; non-zero when a test fails)
    are what a candidate must keep."""
    return _in_test_folder(source) and any(
        rel.suffix == ".c" and source.parent not in rel.parents for rel in joined[1])


def _kattis_hidden(rel: PurePosixPath) -> bool:
    return len(rel.parts) < 3 or rel.parts[1] != "sample"


# ---------------------------------------------------------------- a folder, a tree
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
    outside its test folder)."""
    return _outside_tests([rel for rel in c_files
                           if defines_main(_read(files[rel]).decode("utf-8", "replace"))])


def _outside_tests(rels: list[PurePosixPath]) -> list[PurePosixPath]:
    """Those of ``rels`` outside folders like tests/ or input/; all of them where none is."""
    outside = [rel for rel in rels if not _in_test_folder(rel)]
    return outside or rels


def _in_test_folder(rel: PurePosixPath) -> bool:
    return any(folder_role(part)[0] for part in rel.parts[:-1])


def _joined(folder: Path, rel: PurePosixPath, files: Files) -> tuple[str, list[PurePosixPath]]:
    """``rel``'s program as one source: its local headers and the .c files it calls into
    (:mod:`superasm.datasets.joined`), and those files."""
    def read(path: PurePosixPath) -> str | None:
        return read_c_source(files[path], folder / path) if path in files else None
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


def _reference(source: PurePosixPath) -> PurePosixPath:
    return source.with_name(source.name.removesuffix(".c") + REFERENCE)


def _reference_test(rel: PurePosixPath, files: Files) -> TestFile:
    """An LLVM ``X.reference_output`` as a test: no input, the output without the runner's
    ``exit N`` line, N the expected exit status."""
    output, status = llvm_reference(_read(files[rel]))
    return TestFile(rel.as_posix(), b"", output, exit_code=status)


def _argument_tests(files: Files, public: int | None) -> list[TestFile]:
    """Benchmarks Game: ``NNNN_out`` is the output for the argument NNNN (given on stdin)."""
    outputs = _sorted(rel for rel in files if re.fullmatch(ARGUMENT_OUTPUT, rel.name))
    tests = [TestFile(rel.as_posix(), re.fullmatch(ARGUMENT_OUTPUT, rel.name).group(1)  # type: ignore[union-attr]
                      .encode() + b"\n", _read(files[rel])) for rel in outputs]
    if public is not None:
        tests = [replace(t, hidden=i >= max(1, public)) for i, t in enumerate(tests)]
    return tests


def _llvm_match(files: Files, used: set[PurePosixPath]) -> str:
    """An LLVM folder's fpcmp tolerance (its CMakeLists.txt / Makefile, then read: used)."""
    found = ""
    for name in ("CMakeLists.txt", "Makefile"):
        rel = PurePosixPath(name)
        if rel in files:
            used.add(rel)
            found = found or llvm_tolerance(_read(files[rel]).decode("utf-8", "replace"))
    return found


def _program_folder(folder: Path, root: Path, public: int | None) -> list[ProgramSource]:
    unknown: list[str] = []
    files = _scan(folder, root, unknown)
    kattis = _is_kattis(files)
    references = {rel for rel in files if rel.name.endswith(REFERENCE)}
    variants = {rel for rel in files if REFERENCE + "." in rel.name}
    output_match = ""
    judging, polygon = Judging(), PolygonPackage()
    if kattis:
        judging = _kattis_judging(folder, files)
        output_match = judging.output_match
        tests, pairing = _pair({rel: f for rel, f in files.items() if rel.parts[0] == "data"
                                and rel not in judging.used}, public, _kattis_hidden)
        references = set()
    else:
        polygon = _polygon(files)
        judging.checker, judging.used = polygon.checker, polygon.used
        tests, pairing = _pair({rel: f for rel, f in files.items()
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
        output_match = _llvm_match(files, used)
    argument = not tests and not references and bool(_argument_tests(files, public))
    if argument:
        tests = _argument_tests(files, public)
        used |= {PurePosixPath(t.name) for t in tests}
    elif not tests and not references and joined is not None and _unit_runner(sources[0], joined):
        # a library with its unit tests (Exercism: src/*.c, test/test_*.c and its framework in
        # test/vendor/): the runner built with the library is the program, its run the test
        tests = [TestFile(str(sources[0]), b"")]
    programs = []
    for rel in sources:
        mine = tests if len(sources) == 1 or rel.suffix != ".c" or kattis else _stem_tests(rel, tests)
        if _reference(rel) in references:
            used.add(_reference(rel))
            mine = _ordered([*mine, _reference_test(_reference(rel), files)], public)
        programs.append((rel, mine))
    unknown += _unused(files, used, pairing)
    if not any(mine for _, mine in programs):
        raise LayoutError(_no_tests(folder, pairing, unknown, "; N_out"), LeftOutStage.NO_TESTS)
    unpaired = [str(rel) for rel in pairing.unpaired if rel not in used]
    said: dict[str, Any] = {}
    if pairing.copies:
        said["linked_copies"] = list(pairing.copies)
    if judging.notes:
        said["judging_notes"] = list(judging.notes)
    if judging.checker is not None:
        said["checker"] = judging.checker.name
    return [_program(folder, rel, mine, files, len(sources) > 1, argument, ProgramSource(
        "", "", [], meta=said, unknown=[u for u in unknown if u not in map(str, sources)],
        output_match=output_match, unpaired_answers=unpaired, renamed=pairing.renamed,
        checker=judging.checker), joined) for rel, mine in programs]


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


# ---------------------------------------------------------------- layouts of a whole tree
@dataclass(frozen=True)
class TreeOptions:
    """What ``dataset build`` asks of any tree layout."""

    #: only the first ``public`` tests of a program stay public (None: all its public tests)
    public: int | None = None
    #: CodeNet: the language folder whose submissions are read
    language: str = "C"
    #: CodeNet: at most this many accepted submissions of each problem
    per_problem: int | None = None


class TreeLayout(Protocol):
    """A layout recognised by the shape of a whole tree (CodeNet's ``data/`` beside
    ``derived/input_output/``), not by the names of its test files (those are
    :mod:`superasm.datasets.pairing`'s one rule, inside any layout).  docs/extending.md walks
    through adding one."""

    #: the name :data:`TREE_LAYOUTS` and ``discover(layout=...)`` know it by
    name: str

    def detect(self, root: Path) -> bool:
        """Whether ``root`` is in this layout (asked when no layout is named)."""
        ...

    def read(self, root: Path, options: TreeOptions) -> tuple[list[ProgramSource], list[LeftOut]]:
        """The programs under ``root`` and what is left out (a :class:`LeftOut` each, never
        an exception for one program); :class:`LayoutError` when the tree is not this layout."""
        ...


#: the layouts of a whole tree, declared once: name -> "module:object" (imported when a tree
#: is read, as model backends are); tried in order, before the default, :data:`FOLDERS` (a
#: folder per program, or one program)
TREE_LAYOUTS: dict[str, str] = {
    "codenet": "superasm.datasets.codenet:CODENET",
    "embench": "superasm.datasets.embench:EMBENCH",
}
#: the default layout's name: a folder per program (or ``root`` is one program's folder)
FOLDERS = "folders"


def tree_layout(name: str) -> TreeLayout:
    """The layout :data:`TREE_LAYOUTS` names."""
    if name not in TREE_LAYOUTS:
        raise LayoutError(f"unknown layout {name!r}; known: "
                          + ", ".join([*TREE_LAYOUTS, FOLDERS]))
    module, _, attr = TREE_LAYOUTS[name].partition(":")
    layout: TreeLayout = getattr(importlib.import_module(module), attr)
    return layout


def discover(root: str | Path, public: int | None = None, codenet: bool | None = None,
             language: str = "C", per_problem: int | None = None, layout: str | None = None,
             ) -> tuple[list[ProgramSource], list[LeftOut]]:
    """The programs under ``root`` (see the module docstring), and those that cannot be built.
    ``layout`` names a tree layout (:data:`TREE_LAYOUTS`, or :data:`FOLDERS`); None: the first
    whose ``detect`` says so, else folders.  ``codenet`` True is ``layout="codenet"``, False
    is ``layout="folders"``."""
    root = Path(root)
    if not root.is_dir():
        raise LayoutError(f"{root}: not a directory")
    if layout is None and codenet is not None:
        layout = "codenet" if codenet else FOLDERS
    options = TreeOptions(public, language, per_problem)
    if layout is None:
        layout = next((name for name in TREE_LAYOUTS if tree_layout(name).detect(root)), FOLDERS)
    if layout != FOLDERS:
        return tree_layout(layout).read(root, options)
    return _program_folders(root, options)


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
            files = _scan(child, root, [])
        except LayoutError:
            return False
        pairing = pair_files(list(files), _sniff(files))
        if any(re.fullmatch(SOURCE, rel.name) for rel in files):
            with_sources.append(bool(pairing.pairs))
        elif pairing.pairs:
            with_tests.append(child)
    return with_sources == [False] and bool(with_tests)


def _program_folders(root: Path, options: TreeOptions) -> tuple[list[ProgramSource], list[LeftOut]]:
    """The default layout: each folder of ``root`` a program (or ``root`` itself one)."""
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
