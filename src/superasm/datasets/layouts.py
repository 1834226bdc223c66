"""Where programs and their tests are: the directory layouts people already have, in one table.

``dataset build`` (:func:`discover`) and ``optimize --tests`` (:func:`program_from_files`) pair
files by the rules of :data:`LAYOUTS` and read them as bytes, never decoded, so a CRLF input, a
Latin-1 input or a binary expected output arrives exactly as it is on disk.  What cannot be used
becomes a :class:`LeftOut` naming the program, the file and the step; a file no rule uses is
listed in :attr:`ProgramSource.unknown`, never skipped in silence.  docs/datasets.md has the
layouts table and an example tree.

Nothing outside the given tree is read: a symlink (file or folder) that leads out of it is refused
with its path named.  Test archives (``.tgz``, ``.tar.gz``, ``.tar``, ``.zip``) are read member by
member in memory, within :data:`ARCHIVE_LIMITS`; links, special files and names that climb out
(``../``, absolute) are refused.  Kattis packages are read as Kattis reads them: tests from
``data/`` only, ``problem.yaml``'s float tolerance as the ``float`` output_match.
"""

from __future__ import annotations

import csv
import os
import re
import stat
import tarfile
import zipfile
from dataclasses import dataclass, field, replace
from pathlib import Path, PurePosixPath
from typing import Any

from superasm.errors import UserError

#: answer files of ``NAME.in``, in order of preference
ANSWERS = (".out", ".ans", ".res", ".expected", ".sol", ".answer", ".output", ".exp")
#: (layout, input file name, its expected-output file names in order of preference, example);
#: the first row whose input pattern matches a file's whole name pairs it
LAYOUTS: tuple[tuple[str, str, tuple[str, ...], str], ...] = (
    ("NAME.in + NAME.out, .ans, .res, .expected, .sol ...", r"(.+)\.in", tuple(r"\1" + ext for ext in ANSWERS),
     "tests/1.in 1.out; Kattis data/sample/1.in 1.ans; testes/1.in 1.res; oj sample-1.in .out"),
    ("NAME_in.txt + NAME_out.txt", r"(.+)_in\.txt", (r"\1_out.txt",), "0001_in.txt 0001_out.txt"),
    ("NAME.in.txt + NAME.out.txt", r"(.+)\.in\.txt", (r"\1.out.txt",), "1.in.txt 1.out.txt"),
    ("input.N + output.N", r"input((?:[._-]?\d+)?(?:\.txt)?)", (r"output\1",),
     "input.0 output.0 (SuperCoder); input.txt output.txt (CodeNet)"),
    ("NAME-input.txt + NAME-output.txt", r"(.+)-input\.txt", (r"\1-output.txt",),
     "Benchmarks Game knucleotide-input.txt knucleotide-output.txt"),
)
#: Benchmarks Game: an output for the command-line argument N (the argument arrives on stdin)
ARGUMENT_OUTPUT = r"(\d+)_out(?:put)?(?:\.txt)?"
#: C sources: ``*.c``, and the Benchmarks Game's ``NAME.gcc`` / ``NAME.gcc-N.gcc``
SOURCE = r".+\.c|.+\.gcc(?:-\d+\.gcc)?"
ARCHIVE = r".+\.(?:tgz|tar\.gz|tar|zip)"
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
DIR can also be one program folder itself (it holds the .c file)."""

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


class LayoutError(UserError, ValueError):
    """A folder cannot be read as programs or tests; the message names the path."""

    def __init__(self, message: str, stage: str = "no_source") -> None:
        super().__init__(message)
        self.stage = stage  # what a LeftOut says: no_source, no_tests, not_accepted, ...


@dataclass(frozen=True)
class TestFile:
    """One test as found on disk: ``output`` None when no expected output is given."""

    __test__ = False

    name: str
    input: bytes
    output: bytes | None = None
    hidden: bool = False


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


@dataclass(frozen=True)
class LeftOut:
    """A program (``test`` empty) or one of its tests left out of a build, and why."""

    id: str
    stage: str
    reason: str
    test: str = ""

    def line(self) -> str:
        """'left out ID [test FILE] (STAGE): REASON' ('file FILE' for a file no rule uses), a
        long reason's further lines indented."""
        kind = "file" if self.stage == "not_understood" else "test"
        where = f"{self.id} {kind} {self.test}" if self.test else self.id
        return f"left out {where} ({self.stage}): " + self.reason.strip().replace("\n", "\n    ")


def natural_key(name: str) -> list[Any]:
    """'t2.in' before 't10.in' (digits compare as numbers; parts alternate text and number)."""
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", name)]


# ---------------------------------------------------------------- the files of a tree
#: relative name -> the file on disk, or the bytes of an archive member
Files = dict[PurePosixPath, "Path | bytes"]


def _inside(path: Path, root: Path) -> Path:
    """``path`` resolved; a :class:`LayoutError` when it leads out of ``root``."""
    target = path.resolve()
    if not target.is_relative_to(root.resolve()):
        raise LayoutError(f"{path}: a symlink to {target}, outside {root} (refused: dataset "
                          "build reads nothing outside the tree it is given)", "outside_tree")
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
                              "(refused)", "archive")
        if count > max_members or total > max_bytes:
            raise LayoutError(f"{path}: more than {max_members} members or {max_bytes >> 20} MiB "
                              "unpacked (refused)", "archive")
        data = read()
        if len(data) != size:
            raise LayoutError(f"{path}: member {name!r} is not the size it claims", "archive")
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
        raise LayoutError(f"{path}: not a readable archive ({exc})", "archive") from None
    return members, refused


def _scan(folder: Path, root: Path, unknown: list[str]) -> Files:
    """Every file below ``folder`` (dot-files and dot-folders aside), archives read inside;
    what cannot be read as a file goes to ``unknown``."""
    files: Files = {}
    for dirpath, dirnames, filenames in os.walk(folder, followlinks=False):
        here = Path(dirpath)
        for name in list(dirnames):
            if name.startswith("."):
                dirnames.remove(name)
            elif (here / name).is_symlink():
                _inside(here / name, root)
                unknown.append(f"{(here / name).relative_to(folder).as_posix()}/ (a symlinked "
                               "folder, not followed)")
        for name in filenames:
            path = here / name
            rel = PurePosixPath(path.relative_to(folder).as_posix())
            if name.startswith("."):
                continue
            target = _inside(path, root) if path.is_symlink() else path
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
    if isinstance(path, bytes):
        return path
    try:
        return path.read_bytes()
    except OSError as exc:
        raise LayoutError(f"{path}: cannot read ({exc.strerror})", "unreadable") from None


def _pair(files: Files, public: int | None, hidden_of: Any = None,
          ) -> tuple[list[TestFile], set[PurePosixPath]]:
    """Tests from ``files`` by the :data:`LAYOUTS` rules, public first in natural order, and the
    names they used.  ``hidden_of(rel)`` decides hidden (default: below secret/ or hidden/)."""
    tests, used = [], set()
    for rel in files:
        for _, pattern, outputs, _ in LAYOUTS:
            match = re.fullmatch(pattern, rel.name)
            if match:
                given = [rel.with_name(match.expand(o)) for o in outputs]
                expected = next((p for p in given if p in files), None)
                used.update({rel} | ({expected} if expected else set()))
                hidden = (hidden_of(rel) if hidden_of else
                          any(p in HIDDEN_FOLDERS for p in rel.parts[:-1]))
                tests.append(TestFile(rel.as_posix(), _read(files[rel]),
                                      _read(files[expected]) if expected else None, hidden))
                break
    tests.sort(key=lambda t: (t.hidden, natural_key(t.name)))
    shown = [i for i, t in enumerate(tests) if not t.hidden]
    keep = set(shown if public is None else shown[:max(1, public)])
    return [t if t.hidden or i in keep else replace(t, hidden=True)
            for i, t in enumerate(tests)], used


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
    tests, used = _pair(files, public)
    if not tests:
        layouts = "; ".join(example for *_, example in LAYOUTS)
        raise LayoutError(f"{tests_dir}: no test files (looked for {layouts})", "no_tests")
    unknown += sorted((str(rel) for rel in files if rel not in used and rel != PurePosixPath(
        source.name)), key=natural_key)
    return ProgramSource(program_id or source.stem, read_c_source(source), tests,
                         meta={"source": str(source)}, unknown=unknown)


# ---------------------------------------------------------------- Kattis
def kattis_output_match(text: str, where: Path) -> str:
    """The output_match of a Kattis ``problem.yaml`` ('' for Kattis's exact-enough default);
    a custom output validator is refused (superasm compares outputs, it runs no validator)."""
    if re.search(r"^\s*validation\s*:\s*['\"]?custom", text, re.MULTILINE):
        raise LayoutError(f"{where}: a custom output validator (superasm can only compare "
                          "outputs)", "custom_validator")
    found = {}
    for key in ("float_tolerance", "float_absolute_tolerance", "float_relative_tolerance"):
        match = re.search(rf"\b{key}\b[\s:,'\"]*([-+]?[0-9.]+(?:[eE][-+]?\d+)?)", text)
        if match:
            try:
                found[key] = float(match.group(1))
            except ValueError:
                raise LayoutError(f"{where}: {key} {match.group(1)!r} is not a number",
                                  "no_tests") from None
    if not found:
        return ""
    both = found.get("float_tolerance", 0.0)
    return (f"float:abs={found.get('float_absolute_tolerance', both):g},"
            f"rel={found.get('float_relative_tolerance', both):g}")


def _kattis_hidden(rel: PurePosixPath) -> bool:
    return len(rel.parts) < 3 or rel.parts[1] != "sample"


# ---------------------------------------------------------------- a folder, a tree
def _sources(folder: Path, files: Files) -> list[PurePosixPath]:
    """The program sources of a folder: a Kattis package's accepted submissions; else main.c,
    or the one .c file; else each Benchmarks Game ``.gcc`` file."""
    accepted = sorted((rel for rel in files if rel.parts[:2] == ("submissions", "accepted")
                       and rel.suffix == ".c"), key=lambda r: natural_key(str(r)))
    if accepted:
        return accepted
    c_files = sorted((rel for rel in files if rel.suffix == ".c"), key=lambda r: natural_key(str(r)))
    if PurePosixPath("main.c") in c_files:
        return [PurePosixPath("main.c")]
    if len(c_files) > 1:
        names = ", ".join(str(p) for p in c_files[:5])
        raise LayoutError(f"{folder}: several .c files ({names}); keep one or name it main.c")
    if c_files:
        return c_files
    gcc = sorted((rel for rel in files if re.fullmatch(SOURCE, rel.name) and rel.suffix != ".c"),
                 key=lambda r: natural_key(str(r)))
    if not gcc:
        raise LayoutError(f"{folder}: no .c file")
    return gcc


def _program_folder(folder: Path, root: Path, public: int | None) -> list[ProgramSource]:
    unknown: list[str] = []
    files = _scan(folder, root, unknown)
    sources = _sources(folder, files)
    used = set(sources)
    kattis = PurePosixPath("problem.yaml") in files or any(
        rel.parts[:2] in (("data", "sample"), ("data", "secret")) for rel in files)
    output_match = ""
    if kattis:
        yaml = PurePosixPath("problem.yaml")
        if yaml in files:
            used.add(yaml)
            output_match = kattis_output_match(_read(files[yaml]).decode("utf-8", "replace"),
                                               folder / "problem.yaml")
        tests, paired = _pair({rel: f for rel, f in files.items() if rel.parts[0] == "data"},
                              public, _kattis_hidden)
    else:
        tests, paired = _pair(files, public)
    used |= paired
    argument = False
    if not tests:  # Benchmarks Game: NNNN_out is the output for the argument NNNN
        outputs = sorted((rel for rel in files if re.fullmatch(ARGUMENT_OUTPUT, rel.name)),
                         key=lambda r: natural_key(str(r)))
        tests = [TestFile(rel.as_posix(), re.fullmatch(ARGUMENT_OUTPUT, rel.name).group(1)  # type: ignore[union-attr]
                          .encode() + b"\n", _read(files[rel])) for rel in outputs]
        used |= set(outputs)
        argument = bool(tests)
        if public is not None:
            tests = [replace(t, hidden=i >= max(1, public)) for i, t in enumerate(tests)]
    unknown += sorted((str(rel) for rel in files if rel not in used), key=natural_key)
    if not tests:
        layouts = "; ".join(example for *_, example in LAYOUTS)
        raise LayoutError(f"{folder}: no test files (looked for {layouts}; N_out)"
                          + (f"; not understood: {', '.join(unknown[:5])}" if unknown else ""),
                          "no_tests")
    programs = []
    for rel in sources:
        text = read_c_source(files[rel], folder / rel)
        meta: dict[str, Any] = {"source": str(folder / rel)}
        if argument:
            text = "#define main superasm_benchmark_main\n" + text + ARGUMENT_MAIN
            meta["argument_on_stdin"] = True
        pid = folder.name if len(sources) == 1 else f"{folder.name}_{rel.name.removesuffix('.c')}"
        programs.append(ProgramSource(pid, text, tests, meta=meta,
                                      unknown=[u for u in unknown if u not in map(str, sources)],
                                      output_match=output_match))
    return programs


def discover(root: str | Path, public: int | None = None, codenet: bool | None = None,
             language: str = "C", per_problem: int | None = None,
             ) -> tuple[list[ProgramSource], list[LeftOut]]:
    """The programs under ``root`` (see the module docstring), and those that cannot be built."""
    root = Path(root)
    if not root.is_dir():
        raise LayoutError(f"{root}: not a directory")
    if codenet or (codenet is None and (root / "derived" / "input_output").is_dir()):
        return _codenet(root, language, per_problem, public)
    single = any(re.fullmatch(SOURCE, p.name) for p in root.iterdir() if p.is_file())
    folders = [root] if single else sorted(
        (p for p in root.iterdir() if p.is_dir() and not p.name.startswith(".")),
        key=lambda p: natural_key(p.name))
    sources, left_out = [], []
    for folder in folders:
        try:
            if folder.is_symlink():
                _inside(folder, root)
            sources += _program_folder(folder, root, public)
        except LayoutError as exc:
            left_out.append(LeftOut(folder.name, exc.stage, str(exc)))
    if not single:
        left_out += [LeftOut(p.name, "not_understood", f"{p}: a file beside the program folders")
                     for p in sorted(root.iterdir(), key=lambda p: natural_key(p.name))
                     if not p.is_dir() and not p.name.startswith(".")]
    return sources, left_out


def _statuses(root: Path, problem: str) -> dict[str, str] | None:
    """Submission id -> status from CodeNet's ``metadata/<problem>.csv``; None without one."""
    table = root / "metadata" / f"{problem}.csv"
    if not table.is_file():
        return None
    _inside(table, root)
    with table.open(newline="", encoding="utf-8") as handle:
        return {row["submission_id"]: row.get("status", "") for row in csv.DictReader(handle)}


def _codenet(root: Path, language: str, per_problem: int | None,
             public: int | None) -> tuple[list[ProgramSource], list[LeftOut]]:
    """Project CodeNet: one program per submission, with every test file of its problem."""
    data, io_root = root / "data", root / "derived" / "input_output" / "data"
    if not data.is_dir():
        raise LayoutError(f"{root}: no data/ folder (not a CodeNet root)")
    sources, left_out = [], []
    for problem_dir in sorted(p for p in data.iterdir() if p.is_dir()):
        problem, io_dir = problem_dir.name, io_root / problem_dir.name
        try:
            tests = find_tests(io_dir, public, root) if io_dir.is_dir() else []
            statuses = _statuses(root, problem)
        except LayoutError as exc:
            left_out.append(LeftOut(problem, exc.stage, str(exc)))
            continue
        taken = 0
        for sub in sorted((problem_dir / language).glob("*.c")):
            pid, status = f"{problem}_{sub.stem}", (statuses or {}).get(sub.stem, "not listed")
            try:
                if not tests:
                    raise LayoutError(f"no test files in {io_dir}", "no_tests")
                if statuses is not None and status != "Accepted":
                    raise LayoutError(f"{sub.name}: {status} in metadata/{problem}.csv",
                                      "not_accepted")
                if per_problem is not None and taken >= per_problem:
                    raise LayoutError(f"--per-problem {per_problem}", "per_problem")
                if sub.is_symlink():
                    _inside(sub, root)
                sources.append(ProgramSource(pid, read_c_source(sub), tests, meta={
                    "source": "codenet", "codenet_problem": problem, "codenet_submission": sub.stem}))
                taken += 1
            except LayoutError as exc:
                left_out.append(LeftOut(pid, exc.stage, str(exc)))
    return sources, left_out
