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
(``../``, absolute) are refused.  The LLVM test-suite's ``X.reference_output`` is a test with no
input: the ``exit N`` line its runner appends is the expected exit status.

How a whole tree is laid out is a :class:`TreeLayout` declared in :data:`TREE_LAYOUTS`:
Project CodeNet (:mod:`superasm.datasets.codenet`) and Embench are recognised by the shape of
the tree rather than by file names; the default, ``folders``
(:mod:`superasm.datasets.folders`), reads a folder per program (Kattis and Polygon packages,
the LLVM test-suite's and the Benchmarks Game's programs among them).  This module holds what
every layout reads through: the scan of a folder (:func:`scan_files`), the pairing of its
tests (:func:`pair_tests`), the words for a folder without tests.
"""

from __future__ import annotations

import enum
import os
import re
import stat
import tarfile
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path, PurePosixPath
from typing import Any, Protocol

from superasm.datasets.joined import with_headers
from superasm.datasets.pairing import Pair, Pairing, llvm_reference, llvm_tolerance, pair_files
from superasm.errors import UserError
from superasm.problem import Checker
from superasm.registry import Entry, Registry

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
CODENET_ROOT/  (read as CodeNet when derived/input_output/ exists, or with --layout codenet)
  data/p00001/C/s100.c  metadata/p00001.csv  derived/input_output/data/p00001/input.txt  output.txt
DIR can also be one program folder itself (it holds the .c file, or src/main.c beside test/)."""



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
    #: libraries it links with besides libc and libm (a unit-test runner's framework:
    #: ``Problem.link_libs``)
    link_libs: tuple[str, ...] = ()


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


def scan_files(folder: Path, root: Path, unknown: list[str]) -> Files:
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


def file_bytes(path: Path | bytes) -> bytes:
    """A file of :data:`Files` read: its bytes, or a :class:`LayoutError` naming why not (a
    link out of the tree, an unreadable file)."""
    if isinstance(path, LinkOut):
        raise LayoutError(path.message, LeftOutStage.OUTSIDE_TREE)
    if isinstance(path, bytes):
        return path
    try:
        return path.read_bytes()
    except OSError as exc:
        raise LayoutError(f"{path}: cannot read ({exc.strerror})",
                          LeftOutStage.UNREADABLE) from None


def ordered_tests(tests: list[TestFile], public: int | None) -> list[TestFile]:
    """Public first, each kind in natural order; with ``public``, only the first ``public``
    (at least one) of the public tests stay public."""
    tests = sorted(tests, key=lambda t: (t.hidden, natural_key(t.name)))
    shown = [i for i, t in enumerate(tests) if not t.hidden]
    keep = set(shown if public is None else shown[:max(1, public)])
    return [t if t.hidden or i in keep else replace(t, hidden=True) for i, t in enumerate(tests)]


def pair_tests(files: Files, public: int | None,
          hidden_of: Callable[[PurePosixPath], bool] | None = None,
          ) -> tuple[list[TestFile], Pairing]:
    """Tests from ``files`` by :func:`superasm.datasets.pairing.pair_files`, ordered (see
    :func:`ordered_tests`), and the pairing (what was used, the unpaired answers, remarks).
    ``hidden_of(rel)`` decides hidden (default: below secret/ or hidden/)."""
    pairing = pair_files(list(files), sniffer(files))
    tests = []
    for pair in _one_per_file(pairing, files):
        rel = pair.input
        hidden = (hidden_of(rel) if hidden_of else
                  any(p.lower() in HIDDEN_FOLDERS for p in rel.parts[:-1]))
        notes = [n.as_posix() for n in (pair.note, *pair.alternatives) if n] if pair.note else []
        alternatives = tuple((a.as_posix(), file_bytes(files[a])) for a in pair.alternatives
                             if pair.answer)
        tests.append(TestFile(rel.as_posix(), file_bytes(files[rel]),
                              file_bytes(files[pair.answer]) if pair.answer else None, hidden,
                              pair.exit_code, ", ".join(notes),
                              pair.answer.as_posix() if pair.answer and alternatives else "",
                              alternatives))
    return ordered_tests(tests, public), pairing


def sniffer(files: Files) -> Callable[[PurePosixPath], bytes]:
    """What the pairing reads to tell files apart (a copy's bytes, a compiled program): a link
    out of the tree reads as nothing there, since telling it apart is not using it."""
    return lambda rel: b"" if isinstance(files[rel], LinkOut) else file_bytes(files[rel])


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


def unused_files(files: Files, used: set[PurePosixPath], pairing: Pairing) -> list[str]:
    """The files no rule used, in natural order, each with why where that is known."""
    return sorted((str(rel) + (f" ({pairing.remarks[rel]})" if rel in pairing.remarks else
                               " (a symlink out of the tree: not read)"
                               if isinstance(files[rel], LinkOut) else "")
                   for rel in files if rel not in used), key=natural_key)


def no_tests_reason(where: Path, pairing: Pairing, unknown: list[str], more: str = "") -> str:
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
    return pair_tests(scan_files(folder, root or folder, []), public)[0]


def read_c_source(path: Path | bytes, name: str | Path = "") -> str:
    """A C file as text; a source that is not UTF-8 is refused (re-encoding it would change
    the bytes of its string literals, and so what it prints)."""
    data = file_bytes(path)
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
    files = scan_files(tests_dir, tests_dir, unknown)
    reference = PurePosixPath(source.stem + REFERENCE)  # LLVM: X.c's X.reference_output
    tests, pairing = pair_tests({rel: f for rel, f in files.items() if rel != reference}, public)
    used = pairing.used | {PurePosixPath(source.name)}
    output_match = ""
    if reference in files:
        tests = ordered_tests([*tests, reference_test(reference, files)], public)
        used.add(reference)
        output_match = llvm_match(files, used)
    unknown += unused_files(files, used, pairing)
    if not tests:
        raise LayoutError(no_tests_reason(tests_dir, pairing, unknown), LeftOutStage.NO_TESTS)
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


def reference_test(rel: PurePosixPath, files: Files) -> TestFile:
    """An LLVM ``X.reference_output`` as a test: no input, the output without the runner's
    ``exit N`` line, N the expected exit status."""
    output, status = llvm_reference(file_bytes(files[rel]))
    return TestFile(rel.as_posix(), b"", output, exit_code=status)


def llvm_match(files: Files, used: set[PurePosixPath]) -> str:
    """An LLVM folder's fpcmp tolerance (its CMakeLists.txt / Makefile, then read: used)."""
    found = ""
    for name in ("CMakeLists.txt", "Makefile"):
        rel = PurePosixPath(name)
        if rel in files:
            used.add(rel)
            found = found or llvm_tolerance(file_bytes(files[rel]).decode("utf-8", "replace"))
    return found


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
#: is read, as model backends are).  With no layout named, each is asked in order whether a
#: tree is its own; ``folders`` (a folder per program, or one program), last, reads any tree.
TREE_LAYOUTS: Registry[TreeLayout] = Registry("layout", [
    Entry("codenet", "superasm.datasets.codenet:CODENET",
          about="Project CodeNet: data/ beside derived/input_output/"),
    Entry("embench", "superasm.datasets.embench:EMBENCH",
          about="Embench-IoT, BEEBS: src/NAME/ beside support/main.c"),
    Entry("folders", "superasm.datasets.folders:FOLDERS",
          about="a folder per program, or DIR one program's folder"),
])
#: the layout read when no other's ``detect`` claims a tree
DEFAULT_LAYOUT = "folders"


def tree_layout(name: str) -> TreeLayout:
    """The layout :data:`TREE_LAYOUTS` names."""
    if name not in TREE_LAYOUTS:
        raise LayoutError(f"unknown layout {name!r}; known: {TREE_LAYOUTS.known()}")
    return TREE_LAYOUTS.load(name)


def discover(root: str | Path, public: int | None = None, codenet: bool | None = None,
             language: str = "C", per_problem: int | None = None, layout: str | None = None,
             ) -> tuple[list[ProgramSource], list[LeftOut]]:
    """The programs under ``root`` (see the module docstring), and those that cannot be built.
    ``layout`` names a tree layout of :data:`TREE_LAYOUTS`; None: the first whose ``detect``
    says so, else :data:`DEFAULT_LAYOUT`.  ``codenet`` True is ``layout="codenet"``, False
    is ``layout="folders"``."""
    root = Path(root)
    if not root.is_dir():
        raise LayoutError(f"{root}: not a directory")
    if layout is None and codenet is not None:
        layout = "codenet" if codenet else DEFAULT_LAYOUT
    if layout is None:
        layout = next((name for name in TREE_LAYOUTS if tree_layout(name).detect(root)),
                      DEFAULT_LAYOUT)
    return tree_layout(layout).read(root, TreeOptions(public, language, per_problem))
