"""Problems and their tests: the input everything else works on.

A *problem* is a C program with stdin/stdout tests and its ``gcc -O3 -S`` assembly (the
baseline).  A problem set is a JSONL file, one problem a line; the schema is documented in
docs/problem-format.md and enforced by :func:`problem_from_dict`, which names the offending
field so that ``load_problems`` can name the line too.  Tests are bytes, end to end: text where
they are valid UTF-8, base64 otherwise, never re-decoded on the way.

This module imports nothing heavy: it is what ``import superasm`` costs.
"""

from __future__ import annotations

import base64
import binascii
import functools
import gzip
import json
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from superasm.errors import UserError


class ProblemFormatError(UserError, ValueError):
    """A problem file or record does not follow the schema; the message names where and what."""


#: how a candidate's stdout is compared with the expected output (a recorded option of the
#: problem, never a silent default), strictest first: byte for byte; CRLF read as LF; also
#: trailing whitespace at line ends and blank lines at the end ignored; the tokens only; the
#: tokens with letters' case ignored (a Kattis package's default validator); numbers within a
#: tolerance (``float``)
OUTPUT_MATCHES = ("exact", "eol", "trailing-ws", "tokens", "tokens-nocase", "float")
#: what a problem's ``link_libs`` may hold: libraries (``-lcunit``) and ``-pthread``, nothing
#: that could change how the linker builds (no ``-Wl,``, no paths)
LINK_LIB = re.compile(r"-l[A-Za-z0-9_][A-Za-z0-9_+.-]*|-pthread")
#: a test's ``exit_code`` that accepts any non-zero exit status: a negative test (a course's
#: ``neg_01_in.txt``), where the program must fail and which status it fails with is its own
ANY_NONZERO_EXIT = -1


def exit_status_agrees(expected: int, actual: int | None) -> bool:
    """Does a run's exit status (None: killed by a signal) meet a test's ``exit_code``?  A
    signal never does: a crash is not the failure a negative test asks for."""
    if actual is None:
        return False
    return actual != 0 if expected == ANY_NONZERO_EXIT else actual == expected


def describe_exit_code(expected: int) -> str:
    """'exit status 3', or 'a non-zero exit status' for :data:`ANY_NONZERO_EXIT`."""
    return "a non-zero exit status" if expected == ANY_NONZERO_EXIT else f"exit status {expected}"


def float_tolerances(mode: str) -> tuple[float, float] | None:
    """(absolute, relative) tolerance of a ``float`` output_match, None for the other modes.

    ``float`` is ``float:abs=1e-06,rel=1e-06``; either part may be left out (0).  Outputs are then
    compared token by token: two numbers agree within either tolerance, other tokens exactly (the
    rule of Kattis's default validator; docs/problem-format.md).  ValueError when malformed."""
    if mode == "float":
        return 1e-6, 1e-6
    if not mode.startswith("float:"):
        return None
    parts = dict(part.partition("=")[::2] for part in mode[6:].split(",") if part)
    try:
        if not parts or set(parts) - {"abs", "rel"}:
            raise ValueError
        tolerance = float(parts.get("abs", 0)), float(parts.get("rel", 0))
    except ValueError:
        raise ValueError(f"{mode!r}: write float:abs=A,rel=R (non-negative numbers)") from None
    if not all(0 <= t < float("inf") for t in tolerance):
        raise ValueError(f"{mode!r}: tolerances must be finite and non-negative")
    return tolerance


def check_output_match(mode: Any) -> str:
    """``mode`` when it is an output_match mode (see :data:`OUTPUT_MATCHES`); ValueError if not."""
    if not isinstance(mode, str) or (mode not in OUTPUT_MATCHES and float_tolerances(mode) is None):
        raise ValueError(f"must be one of {', '.join(OUTPUT_MATCHES)} or float:abs=A,rel=R, "
                         f"not {mode!r}")
    return mode


def encode_bytes(data: bytes) -> str | dict[str, str]:
    """JSON form of test bytes: a string when they are valid UTF-8, else ``{"base64": ...}``."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return {"base64": base64.b64encode(data).decode("ascii")}


def decode_bytes(value: Any, where: str) -> bytes:
    """The inverse of :func:`encode_bytes`; ``where`` names the field in the error."""
    if isinstance(value, str):
        return value.encode("utf-8", errors="surrogateescape")
    if isinstance(value, dict) and set(value) == {"base64"} and isinstance(value["base64"], str):
        try:
            return base64.b64decode(value["base64"], validate=True)
        except (binascii.Error, ValueError):
            raise ProblemFormatError(f"{where}: not valid base64") from None
    raise ProblemFormatError(f"{where} must be a string or {{\"base64\": string}}")


def as_bytes(data: bytes | str) -> bytes:
    return data.encode("utf-8", errors="surrogateescape") if isinstance(data, str) else bytes(data)


def display_text(data: bytes) -> str:
    """Test bytes for a human or a prompt (undecodable bytes shown as U+FFFD; display only)."""
    return data.decode("utf-8", errors="replace")


@dataclass(frozen=True)
class TestCase:
    """One stdin/stdout pair, as bytes: ``output`` is the exact expected stdout.

    ``name`` says where the test came from (its file), for messages.  ``exit_code`` is the
    expected exit status: 0 is the paper's rule; a problem built with ``--keep-exit-status``
    records what the reference build returned, and the harness checks it; a test that says what
    it expects (an LLVM ``exit N`` line) records that; :data:`ANY_NONZERO_EXIT` (-1) accepts any
    non-zero status (a negative test, which must only fail).  Text (``str``) is
    accepted and stored as its UTF-8 bytes.
    """

    __test__ = False  # not a pytest class, despite the name

    input: bytes
    output: bytes
    name: str = ""
    exit_code: int = 0

    def __post_init__(self) -> None:
        object.__setattr__(self, "input", as_bytes(self.input))
        object.__setattr__(self, "output", as_bytes(self.output))

    def label(self, index: int, kind: str = "test") -> str:
        """'test 3 (sample-3.in)': the index the harness uses and the file a human knows."""
        return f"{kind} {index}" + (f" ({self.name})" if self.name else "")

    def to_dict(self) -> dict[str, Any]:
        record: dict[str, Any] = {"input": encode_bytes(self.input),
                                  "output": encode_bytes(self.output)}
        if self.name:
            record["name"] = self.name
        if self.exit_code:
            record["exit_code"] = self.exit_code
        return record


#: how a checker is called: ``kattis`` (an output validator: ``checker input answer feedback_dir
#: [args] < output``, exit 42 accepts and 43 rejects) or ``testlib`` (Polygon: ``checker input
#: output answer``, exit 0 accepts, 1 and 2 reject)
CHECKER_STYLES = ("kattis", "testlib")


@dataclass(frozen=True)
class Checker:
    """A program that judges an output in place of comparing it with the answer: a Kattis
    output validator or a Polygon/testlib checker, kept as its sources (it is built where the
    harness runs, in the toolchain sandbox, by :mod:`superasm.checker`).  Judges need one where
    many outputs are right (any shortest path) or a tolerance no rule states; its verdict is
    the comparison in tests, verification and timing alike."""

    style: str
    #: file name (relative to the checker's folder) -> text: its C/C++ sources and headers
    sources: dict[str, str]
    #: further arguments (a Kattis package's output validator flags)
    args: tuple[str, ...] = ()
    #: where it came from (``output_validators/check``), for messages
    name: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"style": self.style, "sources": dict(self.sources), "args": list(self.args),
                "name": self.name}


def checker_from_dict(value: Any, where: str) -> Checker | None:
    """The ``checker`` field of a problem record (None when absent); errors name the field."""
    if value is None:
        return None
    if not isinstance(value, dict) or value.get("style") not in CHECKER_STYLES \
            or not isinstance(value.get("sources"), dict) or not value["sources"] \
            or not all(isinstance(k, str) and isinstance(v, str)
                       for k, v in value["sources"].items()) \
            or not all(isinstance(a, str) for a in value.get("args", [])):
        raise ProblemFormatError(f"{where}: field 'checker' must be {{style: "
                                 f"{' or '.join(CHECKER_STYLES)}, sources: {{file: text}}, "
                                 "args: [string]}")
    return Checker(value["style"], dict(value["sources"]), tuple(value.get("args", [])),
                   str(value.get("name", "")))


class Notes(dict[str, Any]):
    """A problem's free-form notes (``Problem.meta``): read like a dict, never changed in place
    (a changed problem is a new one: :meth:`Problem.with_notes`); pickled as a plain copy."""

    def _frozen(self, *_: Any, **__: Any) -> Any:
        raise TypeError("a problem's notes are read-only: make a new problem with "
                        "Problem.with_notes(...)")

    __setitem__ = __delitem__ = _frozen
    clear = pop = popitem = setdefault = update = __ior__ = _frozen

    def __reduce__(self) -> tuple[Any, ...]:
        return Notes, (dict(self),)


@dataclass(frozen=True)
class Coverage:
    """The reference's coverage a maker of verification inputs measured: its basic blocks
    (``sites``), those the given tests reach, and those reached with the made inputs too."""

    sites: int
    by_tests: int
    with_made: int


#: an :class:`InputsMade` field -> the key its maker's report writes it under
_MADE_KEYS = {"tests": "tests", "note": "note", "seconds": "seconds", "version": "version",
              "seed": "seed", "baseline_s": "baseline_s", "short": "short"}
_COVERAGE_KEYS = ("sites", "covered_by_tests", "covered_with_generated")


@dataclass(frozen=True)
class InputsMade:
    """What the maker of a problem's timing or verification inputs recorded of them, kept with
    them: ``Problem.bench_made`` (superasm.datasets.scale) and ``Problem.verify_made``
    (superasm.verification.inputs).  What other modules read is typed here; ``details`` holds
    the rest of the maker's report as JSON (its strategies, what it dropped and why, its
    top-ups, the explored corpus), which only its maker reads, and reports show."""

    #: how many inputs were made (verification: every one the problem holds, top-ups included)
    tests: int | None = None
    #: why none or few were made, in words a user can act on
    note: str = ""
    seconds: float | None = None
    #: the maker's version (verification strategies) and seed, where it has them
    version: int | None = None
    seed: int | None = None
    #: timing inputs: the baseline's seconds on each, and whether that is too short to time
    baseline_s: float | None = None
    short: bool = False
    #: verification inputs: the reference's coverage with and without them
    coverage: Coverage | None = None
    details: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "details", Notes(self.details))

    @classmethod
    def from_dict(cls, record: Any, where: str = "inputs made") -> InputsMade:
        """From a maker's report (``report.meta()``) or a problem file; errors name the key."""
        if not isinstance(record, Mapping):
            raise ProblemFormatError(f"{where} must be an object")
        kinds: dict[str, tuple[type, ...]] = {
            "tests": (int,), "note": (str,), "seconds": (int, float), "version": (int,),
            "seed": (int,), "baseline_s": (int, float), "short": (bool,)}
        typed: dict[str, Any] = {}
        for name, key in _MADE_KEYS.items():
            value = record.get(key)
            if value is None:
                continue
            if not isinstance(value, kinds[name]) or (name != "short"
                                                      and isinstance(value, bool)):
                raise ProblemFormatError(f"{where}: {key!r} must be "
                                         f"{' or '.join(k.__name__ for k in kinds[name])}")
            typed[name] = value
        counts = [record.get(key) for key in _COVERAGE_KEYS]
        whole = [c for c in counts if isinstance(c, int) and not isinstance(c, bool)]
        if len(whole) == len(counts):
            typed["coverage"] = Coverage(*whole)
        rest = {k: v for k, v in record.items()
                if k not in _MADE_KEYS.values() and k not in _COVERAGE_KEYS}
        return cls(**typed, details=rest)

    def to_dict(self) -> dict[str, Any]:
        """The maker's report as JSON again (the inverse of :meth:`from_dict`)."""
        record: dict[str, Any] = dict(self.details)
        for name, key in _MADE_KEYS.items():
            value = getattr(self, name)
            if value is not None and value != "" and value is not False:
                record[key] = value
        if self.coverage is not None:
            record.update(zip(_COVERAGE_KEYS, (self.coverage.sites, self.coverage.by_tests,
                                               self.coverage.with_made), strict=True))
        return record

    def with_details(self, **changes: Any) -> InputsMade:
        """A copy whose ``details`` has ``changes`` (a top-up, the explored corpus) on top."""
        return replace(self, details={**self.details, **changes})


#: notes older files kept in ``meta`` that are now typed fields of a problem: meta key ->
#: field (read from old problem files and old makers, never written back to ``meta``)
_TYPED_FROM_META = {"bench": "bench_made", "verify": "verify_made",
                    "target_functions": "target_functions"}


@dataclass(frozen=True)
class Problem:
    """A problem, as a value: never changed in place.  A step that adds to it (timing inputs,
    verification inputs, a target function) makes a new one (:func:`dataclasses.replace`,
    :meth:`with_notes`), so whatever read the old one keeps what it read.  Test lists are
    tuples and ``meta`` is read-only (:class:`Notes`); a list or a dict given to the
    constructor is copied into those."""

    id: str
    c_source: str
    baseline_asm: str
    tests: tuple[TestCase, ...]
    hidden_tests: tuple[TestCase, ...] = ()
    split: str = ""
    #: free-form notes about where the problem came from and how it was built (the compiler,
    #: the tests' files, what was left out): read by people and reports, never a setting
    meta: Mapping[str, Any] = field(default_factory=dict)
    output_match: str = "exact"
    #: timing inputs: never shown to a model (not in a prompt, not in feedback); made by the
    #: harness's scaler from the given inputs, or given by a user (``--bench-inputs``), with
    #: outputs from the -O3 baseline.  The credited speedup is measured on these (or, without
    #: them, on the hidden tests); docs/measurement.md says why.
    bench_tests: tuple[TestCase, ...] = ()
    #: verification inputs: generated from a model of the program's input, each valid for the C
    #: reference (sanitizers clean, -O0 and -O3 agree, read as the given inputs are read), with
    #: outputs from the -O3 baseline; never shown to a model (docs/verification.md)
    verify_tests: tuple[TestCase, ...] = ()
    #: the program that judges outputs in place of comparing them (a Kattis output validator, a
    #: testlib checker); None: outputs are compared under ``output_match``
    checker: Checker | None = None
    #: libraries the program links with besides the C and maths libraries (a unit-test
    #: runner's framework: ``-lcunit``); the baseline and every candidate link the same way,
    #: and a candidate may load these libraries and no others (superasm.toolchain)
    link_libs: tuple[str, ...] = ()
    #: what made the timing and the verification inputs recorded of them
    bench_made: InputsMade | None = None
    verify_made: InputsMade | None = None
    #: the functions to work on (``optimize --function``, a library's own functions); empty:
    #: the whole program, or the hot functions a profile finds
    target_functions: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        put = functools.partial(object.__setattr__, self)
        for name in ("tests", "hidden_tests", "bench_tests", "verify_tests"):
            put(name, tuple(getattr(self, name)))
        put("link_libs", check_link_libs(self.link_libs))
        notes = dict(self.meta)
        for key, name in _TYPED_FROM_META.items():
            value = notes.pop(key, None)
            if value is not None and not getattr(self, name):
                put(name, _typed_field(name, value, f"problem {self.id!r}: meta.{key}"))
        put("meta", Notes(notes))
        put("target_functions", _typed_field("target_functions", self.target_functions,
                                             f"problem {self.id!r}: target_functions"))

    def with_notes(self, **notes: Any) -> Problem:
        """A copy with ``notes`` added to its ``meta``."""
        return replace(self, meta={**self.meta, **notes})

    def to_dict(self) -> dict[str, Any]:
        record = {
            "id": self.id,
            "c_source": self.c_source,
            "baseline_asm": self.baseline_asm,
            "tests": [t.to_dict() for t in self.tests],
            "hidden_tests": [t.to_dict() for t in self.hidden_tests],
            "split": self.split,
            "meta": dict(self.meta),
        }
        if self.output_match != "exact":
            record["output_match"] = self.output_match
        if self.bench_tests:
            record["bench_tests"] = [t.to_dict() for t in self.bench_tests]
        if self.verify_tests:
            record["verify_tests"] = [t.to_dict() for t in self.verify_tests]
        if self.checker is not None:
            record["checker"] = self.checker.to_dict()
        if self.link_libs:
            record["link_libs"] = list(self.link_libs)
        for name in ("bench_made", "verify_made"):
            made = getattr(self, name)
            if made is not None:
                record[name] = made.to_dict()
        if self.target_functions:
            record["target_functions"] = list(self.target_functions)
        return record


def _typed_field(name: str, value: Any, where: str) -> Any:
    """A typed field of :class:`Problem` from its JSON form (``where`` names it in errors)."""
    if name == "target_functions":
        if not isinstance(value, list | tuple) or not all(isinstance(f, str) and f
                                                          for f in value):
            raise ProblemFormatError(f"{where} must be a list of function names")
        return tuple(value)
    return value if isinstance(value, InputsMade) else InputsMade.from_dict(value, where)


def check_link_libs(value: Any) -> tuple[str, ...]:
    """``value`` as a problem's ``link_libs``; ValueError unless each is a :data:`LINK_LIB`."""
    if isinstance(value, str) or not all(
            isinstance(flag, str) and LINK_LIB.fullmatch(flag) for flag in value):
        raise ValueError(f"must be a list of -lNAME or -pthread flags, not {value!r}")
    return tuple(value)


def _require(record: dict[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in record:
        raise ProblemFormatError(f"{where}: missing field '{key}'")
    value = record[key]
    if not isinstance(value, kind):
        names = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
        raise ProblemFormatError(
            f"{where}: field '{key}' must be {names}, got {type(value).__name__}"
        )
    return value


def _tests_from(value: Any, key: str, where: str) -> list[TestCase]:
    if not isinstance(value, list):
        raise ProblemFormatError(f"{where}: field '{key}' must be a list of {{input, output}}")
    tests = []
    for i, item in enumerate(value):
        at = f"{where}: field '{key}[{i}]"
        if not isinstance(item, dict):
            raise ProblemFormatError(f"{at}' must be an object")
        for part in ("input", "output"):
            if part not in item:
                raise ProblemFormatError(f"{at}.{part}' is missing")
        name = item.get("name", "")
        exit_code = item.get("exit_code", 0)
        if not isinstance(name, str):
            raise ProblemFormatError(f"{at}.name' must be a string")
        if not isinstance(exit_code, int) or isinstance(exit_code, bool) or not (
                0 <= exit_code < 256 or exit_code == ANY_NONZERO_EXIT):
            raise ProblemFormatError(f"{at}.exit_code' must be an integer from 0 to 255, or "
                                     f"{ANY_NONZERO_EXIT} (any non-zero status)")
        tests.append(TestCase(decode_bytes(item["input"], f"{at}.input'"),
                              decode_bytes(item["output"], f"{at}.output'"), name, exit_code))
    return tests


def problem_from_dict(record: Any, where: str = "problem") -> Problem:
    """Validate one record of the schema and build a Problem; errors name the field."""
    if not isinstance(record, dict):
        raise ProblemFormatError(f"{where}: a problem must be a JSON object")
    pid = _require(record, "id", str, where)
    if not pid:
        raise ProblemFormatError(f"{where}: field 'id' must not be empty")
    where = f"{where} (id {pid!r})"
    c_source = _require(record, "c_source", str, where)
    baseline_asm = _require(record, "baseline_asm", str, where)
    tests = _tests_from(_require(record, "tests", list, where), "tests", where)
    if not tests:
        raise ProblemFormatError(f"{where}: field 'tests' must hold at least one test")
    hidden = _tests_from(record.get("hidden_tests") or [], "hidden_tests", where)
    split = record.get("split", "") or ""
    if not isinstance(split, str):
        raise ProblemFormatError(f"{where}: field 'split' must be a string")
    meta = record.get("meta") or {}
    if not isinstance(meta, dict):
        raise ProblemFormatError(f"{where}: field 'meta' must be an object")
    output_match = record.get("output_match", "exact")
    try:
        check_output_match(output_match)
    except ValueError as exc:
        raise ProblemFormatError(f"{where}: field 'output_match' {exc}") from None
    bench = _tests_from(record.get("bench_tests") or [], "bench_tests", where)
    verify = _tests_from(record.get("verify_tests") or [], "verify_tests", where)
    try:
        link_libs = check_link_libs(record.get("link_libs") or ())
    except ValueError as exc:
        raise ProblemFormatError(f"{where}: field 'link_libs' {exc}") from None
    typed = {name: _typed_field(name, record[name], f"{where}: field {name!r}")
             for name in ("bench_made", "verify_made", "target_functions") if record.get(name)}
    return Problem(pid, c_source, baseline_asm, tuple(tests), tuple(hidden), split, meta,
                   output_match, tuple(bench), tuple(verify),
                   checker_from_dict(record.get("checker"), where), link_libs, **typed)


def iter_problems(path: str | Path) -> Iterator[Problem]:
    path = Path(path)
    if not path.exists():
        raise ProblemFormatError(f"{path}: no such problem file")
    seen: set[str] = set()
    # read as bytes and decode line by line, so a byte that is not UTF-8 is named with its line
    with (gzip.open(path, "rb") if path.suffix == ".gz" else path.open("rb")) as handle:
        for lineno, raw in enumerate(handle, start=1):
            where = f"{path}:{lineno}"
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise ProblemFormatError(f"{where}: not UTF-8 text (byte {raw[exc.start]:#04x} "
                                         f"at column {exc.start + 1})") from None
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as exc:
                raise ProblemFormatError(f"{where}: not valid JSON at column {exc.pos + 1} "
                                         f"({exc.msg})") from None
            except RecursionError:
                raise ProblemFormatError(f"{where}: JSON nested too deeply") from None
            problem = problem_from_dict(record, where)
            if problem.id in seen:
                raise ProblemFormatError(f"{where}: duplicate problem id {problem.id!r}")
            seen.add(problem.id)
            yield problem


def load_problems(path: str | Path) -> list[Problem]:
    """Read a problem set (JSONL, optionally .gz).  Raises ProblemFormatError naming line and field."""
    return list(iter_problems(path))


def save_problems(problems: Iterable[Problem], path: str | Path) -> int:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    opener = gzip.open if path.suffix == ".gz" else open
    count = 0
    with opener(path, "wt", encoding="utf-8") as handle:
        for problem in problems:
            handle.write(json.dumps(problem.to_dict(), ensure_ascii=False) + "\n")
            count += 1
    return count
