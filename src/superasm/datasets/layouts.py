"""Where programs and their tests are: the directory layouts people already have, in one table.

``dataset build`` (:func:`discover`) and ``optimize --tests`` (:func:`program_from_files`) pair
files by the rules of :data:`LAYOUTS` and read them as bytes, never decoded, so a CRLF input, a
Latin-1 input or a binary expected output arrives exactly as it is on disk.  What cannot be used
becomes a :class:`LeftOut` naming the program, the file and the step.  docs/datasets.md has the
layouts table and an example tree.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from superasm.errors import UserError

#: (layout, input file name, its expected-output file names in order of preference, example);
#: the first row whose input pattern matches a file's whole name pairs it
LAYOUTS: tuple[tuple[str, str, tuple[str, ...], str], ...] = (
    ("NAME.in + NAME.out or .ans", r"(.+)\.in", (r"\1.out", r"\1.ans"),
     "tests/1.in 1.out; Kattis data/sample/1.in 1.ans; oj-tools test/sample-1.in .out"),
    ("NAME_in.txt + NAME_out.txt", r"(.+)_in\.txt", (r"\1_out.txt",), "0001_in.txt 0001_out.txt"),
    ("NAME.in.txt + NAME.out.txt", r"(.+)\.in\.txt", (r"\1.out.txt",), "1.in.txt 1.out.txt"),
    ("input.N + output.N", r"input((?:[._-]?\d+)?(?:\.txt)?)", (r"output\1",),
     "input.0 output.0 (SuperCoder); input.txt output.txt (CodeNet)"),
)
HIDDEN_FOLDERS = ("secret", "hidden")

EXAMPLE_TREE = """\
DIR/
  fib/main.c  fib/tests/1.in  fib/tests/1.out  fib/tests/2.in    (no 2.out: -O3 prints it)
  kattis/sol.c  kattis/data/sample/1.in  1.ans  kattis/data/secret/2.in  2.ans   (secret: hidden)
  oj/a.c  oj/test/sample-1.in  oj/test/sample-1.out
  uni/solution.c  uni/0001_in.txt  uni/0001_out.txt  uni/t.in.txt  uni/t.out.txt
  sc/prog.c  sc/input.0  sc/output.0  sc/input.1  sc/output.1
CODENET_ROOT/  (read as CodeNet when derived/input_output/ exists, or with --codenet)
  data/p00001/C/s100.c  metadata/p00001.csv  derived/input_output/data/p00001/input.txt  output.txt
DIR can also be one program folder itself (it holds the .c file)."""


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


@dataclass(frozen=True)
class LeftOut:
    """A program (``test`` empty) or one of its tests left out of a build, and why."""

    id: str
    stage: str
    reason: str
    test: str = ""

    def line(self) -> str:
        """'left out ID [test FILE] (STAGE): REASON', a long reason's further lines indented."""
        where = f"{self.id} test {self.test}" if self.test else self.id
        return f"left out {where} ({self.stage}): " + self.reason.strip().replace("\n", "\n    ")


def natural_key(name: str) -> list[Any]:
    """'t2.in' before 't10.in' (digits compare as numbers; parts alternate text and number)."""
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", name)]


def find_tests(folder: Path, public: int | None = None) -> list[TestFile]:
    """Every test below ``folder`` by the :data:`LAYOUTS` rules, public first, natural order.
    With ``public``, only the first ``public`` of the public tests stay public."""
    if not folder.is_dir():
        raise LayoutError(f"{folder}: not a directory")
    files = {p for p in folder.rglob("*") if p.is_file()
             and not any(part.startswith(".") for part in p.relative_to(folder).parts)}
    tests = []
    for path in files:
        for _, pattern, outputs, _ in LAYOUTS:
            match = re.fullmatch(pattern, path.name)
            if match:
                given = [path.with_name(match.expand(o)) for o in outputs]
                expected = next((p for p in given if p in files), None)
                rel = path.relative_to(folder)
                tests.append(TestFile(rel.as_posix(), _read(path), _read(expected) if expected
                                      else None, any(p in HIDDEN_FOLDERS for p in rel.parts[:-1])))
                break
    tests.sort(key=lambda t: (t.hidden, natural_key(t.name)))
    shown = [i for i, t in enumerate(tests) if not t.hidden]
    keep = set(shown if public is None else shown[:max(1, public)])
    return [t if t.hidden or i in keep else replace(t, hidden=True) for i, t in enumerate(tests)]


def _read(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError as exc:
        raise LayoutError(f"{path}: cannot read ({exc.strerror})", "unreadable") from None


def read_c_source(path: Path) -> str:
    """A C file as text; a source that is not UTF-8 is refused (re-encoding it would change
    the bytes of its string literals, and so what it prints)."""
    data = _read(path)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise LayoutError(f"{path}: not UTF-8 text (byte 0x{data[exc.start]:02x} at offset "
                          f"{exc.start}); superasm keeps C sources as text") from None


def program_from_files(source: Path, tests_dir: Path, program_id: str | None = None,
                       public: int | None = None) -> ProgramSource:
    """One program: a C file and the tests below ``tests_dir`` (``optimize PROG.c --tests``)."""
    if not source.is_file():
        raise LayoutError(f"{source}: no such C file")
    tests = find_tests(tests_dir, public)
    if not tests:
        layouts = "; ".join(example for *_, example in LAYOUTS)
        raise LayoutError(f"{tests_dir}: no test files (looked for {layouts})", "no_tests")
    return ProgramSource(program_id or source.stem, read_c_source(source), tests,
                         meta={"source": str(source)})


def _program_folder(folder: Path, public: int | None) -> ProgramSource:
    main = folder / "main.c"
    sources = [main] if main.is_file() else sorted(folder.rglob("*.c"), key=lambda p: natural_key(str(p)))
    if len(sources) != 1:
        names = ", ".join(str(p.relative_to(folder)) for p in sources[:5])
        raise LayoutError(f"{folder}: several .c files ({names}); keep one or name it main.c"
                          if sources else f"{folder}: no .c file")
    return program_from_files(sources[0], folder, folder.name, public)


def discover(root: str | Path, public: int | None = None, codenet: bool | None = None,
             language: str = "C", per_problem: int | None = None,
             ) -> tuple[list[ProgramSource], list[LeftOut]]:
    """The programs under ``root`` (see the module docstring), and those that cannot be built."""
    root = Path(root)
    if not root.is_dir():
        raise LayoutError(f"{root}: not a directory")
    if codenet or (codenet is None and (root / "derived" / "input_output").is_dir()):
        return _codenet(root, language, per_problem, public)
    folders = [root] if any(root.glob("*.c")) else sorted(
        (p for p in root.iterdir() if p.is_dir() and not p.name.startswith(".")),
        key=lambda p: natural_key(p.name))
    sources, left_out = [], []
    for folder in folders:
        try:
            sources.append(_program_folder(folder, public))
        except LayoutError as exc:
            left_out.append(LeftOut(folder.name, exc.stage, str(exc)))
    return sources, left_out


def _statuses(root: Path, problem: str) -> dict[str, str] | None:
    """Submission id -> status from CodeNet's ``metadata/<problem>.csv``; None without one."""
    table = root / "metadata" / f"{problem}.csv"
    if not table.is_file():
        return None
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
        tests = find_tests(io_dir, public) if io_dir.is_dir() else []
        statuses = _statuses(root, problem)
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
                sources.append(ProgramSource(pid, read_c_source(sub), tests, meta={
                    "source": "codenet", "codenet_problem": problem, "codenet_submission": sub.stem}))
                taken += 1
            except LayoutError as exc:
                left_out.append(LeftOut(pid, exc.stage, str(exc)))
    return sources, left_out
