"""The data types everything else speaks: problems, tests, verdicts, timings.

A *problem* is a C program with stdin/stdout tests and its ``gcc -O3 -S`` assembly (the
baseline).  A problem set is a JSONL file, one problem a line; the schema is documented in
docs/problem-format.md and enforced by :func:`problem_from_dict`, which names the offending
field so that ``load_problems`` can name the line too.

This module imports nothing heavy: it is what ``import superasm`` costs.
"""

from __future__ import annotations

import enum
import gzip
import json
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any


class ProblemFormatError(ValueError):
    """A problem file or record does not follow the schema; the message names where and what."""


@dataclass(frozen=True)
class TestCase:
    """One stdin/stdout pair.  ``output`` is the exact expected stdout (byte for byte)."""

    __test__ = False  # not a pytest class, despite the name

    input: str
    output: str


@dataclass
class Problem:
    id: str
    c_source: str
    baseline_asm: str
    tests: list[TestCase]
    hidden_tests: list[TestCase] = field(default_factory=list)
    split: str = ""
    meta: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "c_source": self.c_source,
            "baseline_asm": self.baseline_asm,
            "tests": [asdict(t) for t in self.tests],
            "hidden_tests": [asdict(t) for t in self.hidden_tests],
            "split": self.split,
            "meta": self.meta,
        }


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
        if not isinstance(item, dict):
            raise ProblemFormatError(f"{where}: field '{key}[{i}]' must be an object")
        for part in ("input", "output"):
            if not isinstance(item.get(part), str):
                raise ProblemFormatError(f"{where}: field '{key}[{i}].{part}' must be a string")
        tests.append(TestCase(input=item["input"], output=item["output"]))
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
    return Problem(pid, c_source, baseline_asm, tests, hidden, split, meta)


def _open_text(path: Path):
    if path.suffix == ".gz":
        return gzip.open(path, "rt", encoding="utf-8")
    return path.open("r", encoding="utf-8")


def iter_problems(path: str | Path) -> Iterator[Problem]:
    path = Path(path)
    if not path.exists():
        raise ProblemFormatError(f"{path}: no such problem file")
    seen: set[str] = set()
    with _open_text(path) as handle:
        for lineno, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            where = f"{path}:{lineno}"
            try:
                record = json.loads(line)
            except json.JSONDecodeError as exc:
                raise ProblemFormatError(f"{where}: not valid JSON ({exc.msg})") from None
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
    with opener(path, "wt", encoding="utf-8") as handle:  # type: ignore[operator]
        for problem in problems:
            handle.write(json.dumps(problem.to_dict(), ensure_ascii=False) + "\n")
            count += 1
    return count


class Status(enum.StrEnum):
    """How one (problem, candidate) evaluation ended.  Exactly one per evaluation."""

    CORRECT = "correct"
    ASSEMBLE_ERROR = "assemble_error"
    LINK_ERROR = "link_error"
    RUNTIME_ERROR = "runtime_error"
    TIMEOUT = "timeout"
    WRONG_OUTPUT = "wrong_output"
    OUTPUT_LIMIT = "output_limit"
    SANDBOX_ERROR = "sandbox_error"
    MODEL_ERROR = "model_error"

    @property
    def compiled(self) -> bool:
        return self not in (
            Status.ASSEMBLE_ERROR,
            Status.LINK_ERROR,
            Status.SANDBOX_ERROR,
            Status.MODEL_ERROR,
        )


@dataclass(frozen=True)
class Timing:
    """One binary's time on the test set: a point estimate and its spread.

    ``median`` is the median over repetitions of the whole-test-set time, because run times are
    right-skewed (interference only ever adds time).
    """

    median: float
    ci: tuple[float, float]
    n: int


@dataclass
class Measurement:
    """Baseline vs candidate on one problem.  ``speedup`` = t(baseline)/t(candidate)."""

    method: str
    clock: str
    speedup: float
    speedup_ci: tuple[float, float]
    significant: bool
    baseline: Timing
    candidate: Timing
    rounds: int
    per_test: list[dict[str, float]] = field(default_factory=list)
    flags: list[str] = field(default_factory=list)
    stop_reason: str = ""

    @property
    def faster(self) -> bool:
        """Significantly faster: the whole 95% interval is above 1."""
        return self.significant and self.speedup_ci[0] > 1.0


@dataclass
class Verdict:
    """What happened to one candidate on one problem.

    Failures are values, not exceptions: a crashed harness says ``sandbox_error`` and is never
    scored as "correct, no speedup".
    """

    status: Status
    detail: str = ""
    test: int | None = None
    tests_passed: int = 0
    tests_total: int = 0
    verified: bool | None = None
    verified_detail: str = ""
    measurement: Measurement | None = None
    identical_to_baseline: bool = False
    #: the first failing test shown to a human or a model: input, expected and actual (truncated)
    failure: dict[str, str] | None = None
    #: observations that do not change the status ("left_background_processes", ...)
    flags: list[str] = field(default_factory=list)

    @property
    def compiled(self) -> bool:
        return self.status.compiled

    @property
    def correct(self) -> bool:
        return self.status is Status.CORRECT

    @property
    def speedup_point(self) -> float | None:
        if not self.correct:
            return None
        if self.identical_to_baseline:
            return 1.0
        return self.measurement.speedup if self.measurement else None

    @property
    def speedup_paper(self) -> float:
        """The paper's credit: the point estimate when correct and above 1, else 1."""
        point = self.speedup_point
        return point if point is not None and point > 1.0 else 1.0

    @property
    def speedup(self) -> float:
        """superasm's credit: only a significantly faster, verified candidate earns > 1."""
        m = self.measurement
        if not self.correct or m is None or self.verified is False:
            return 1.0
        return m.speedup if m.faster else 1.0
