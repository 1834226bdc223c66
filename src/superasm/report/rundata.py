"""Reading a run directory back for reporting: config, summary, result records and problems.

A report never re-runs anything: it reads what ``superasm eval`` wrote, through
:class:`superasm.runs.RunDir`, the one reader of a run directory (the format is fixed in
docs/architecture.md, "Run directories").  Metrics come from ``summary.json``, or from
:func:`superasm.metrics.summarize` when a run has none yet, so that a number in a report is always
the number ``eval`` printed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from superasm.datasets import resolve_dataset
from superasm.errors import UserError
from superasm.metrics import best_records, summarize, summarize_progress
from superasm.problem import Problem, ProblemFormatError, load_problems
from superasm.record import RecordError, ResultRecord
from superasm.runs import RunDir, RunDirError

Summary = dict[str, Any]


class ReportError(UserError, ValueError):
    """A run directory cannot be reported on; the message names the directory and the problem."""


@dataclass
class Run:
    """One run directory, read back.  ``records`` keeps one per (problem, round, sample)."""

    path: Path
    config: dict[str, Any]
    summary: Summary
    records: list[ResultRecord]
    problems: dict[str, Problem] = field(default_factory=dict)
    #: things a reader should know (a torn last line, problems not found), shown in the report
    warnings: list[str] = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.path.name or str(self.path)

    @property
    def model(self) -> str:
        return str(self.config.get("model") or self.summary.get("model") or "?")

    @property
    def dataset(self) -> str:
        return str(self.config.get("dataset") or self.summary.get("dataset") or "?")

    @property
    def samples(self) -> int:
        """Samples present in the results (a deterministic optimizer draws one, whatever was asked)."""
        return 1 + max((r.sample for r in self.records), default=0)

    @property
    def rounds(self) -> int:
        """Rounds present in the results (refinement may stop early)."""
        return 1 + max((r.round for r in self.records), default=0)

    def problem_ids(self) -> list[str]:
        """Problem ids in the order they first appear in results.jsonl."""
        return list(dict.fromkeys(r.problem_id for r in self.records))

    def records_for(self, problem_id: str) -> list[ResultRecord]:
        return sorted((r for r in self.records if r.problem_id == problem_id),
                      key=lambda r: (r.round, r.sample))

    def best_records(self) -> dict[str, ResultRecord]:
        """The candidate shown for each problem: the one its metrics count."""
        return best_records(self.records)


def read_results(run_dir: RunDir, warnings: list[str]) -> list[ResultRecord]:
    """Records of results.jsonl (any schema), read through :class:`superasm.runs.RunDir` (strict
    but for a torn last line, which is skipped with a warning); a later one for the same key
    replaces an earlier."""
    records: dict[tuple[str, int, int], ResultRecord] = {}
    for record in run_dir.results(warnings):
        records[record.key] = record
    return list(records.values())


def _load_problems(run_dir: Path, config: dict[str, Any], warnings: list[str]) -> dict[str, Problem]:
    """The run's problems: its own problems.jsonl copy first, then the dataset it names."""
    sources: list[Callable[[], list[Problem] | None]] = [RunDir(run_dir).problems]
    dataset_file = config.get("dataset_file")
    if dataset_file and Path(dataset_file).exists():
        sources.append(lambda: load_problems(dataset_file))
    if config.get("dataset"):
        sources.append(lambda: resolve_dataset(config["dataset"]))
    for source in sources:
        try:
            problems = source()
            if problems is not None:
                return {p.id: p for p in problems}
        except (ImportError, AttributeError, OSError, ProblemFormatError, ValueError) as exc:
            warnings.append(f"problems not loaded from one source: {exc}")
    warnings.append("no problems.jsonl and the dataset could not be resolved: "
                    "C sources and baseline assembly are not shown")
    return {}


def load_run(path: str | Path, with_problems: bool = True) -> Run:
    """Read a run directory; raises ReportError naming what is missing or malformed."""
    run_dir = Path(path)
    if not run_dir.is_dir():
        raise ReportError(f"{run_dir}: not a run directory")
    results = run_dir / "results.jsonl"
    if not results.exists():
        raise ReportError(f"{run_dir}: no results.jsonl (is this a run directory of superasm eval?)")
    warnings: list[str] = []
    directory = RunDir(run_dir)
    try:
        config = directory.config()
        records = read_results(directory, warnings)
        summary = directory.summary()
    except (RunDirError, RecordError) as exc:
        raise ReportError(str(exc)) from None
    if not config:
        warnings.append("no config.json: model and dataset unknown")
    if not records:
        raise ReportError(f"{results}: no result records yet")
    if summary is None:
        summary = summarize(records)
        warnings.append("no summary.json (run unfinished?): metrics recomputed from results.jsonl")
    run = Run(run_dir, config, summary, records, warnings=warnings)
    if with_problems:
        run.problems = _load_problems(run_dir, config, warnings)
        missing = [pid for pid in run.problem_ids() if pid not in run.problems]
        if run.problems and missing:
            warnings.append(f"{len(missing)} problem(s) of results.jsonl not in the dataset "
                            f"(first: {missing[0]}): their source and diff are not shown")
    return run


@dataclass(frozen=True)
class CurvePoint:
    """Metrics after ``x`` samples (or rounds): the paper's "maximum speedup at k samples"."""

    x: int
    speedup_avg: float
    speedup_avg_paper: float | None


def speedup_curve(run: Run, by: str) -> list[CurvePoint]:
    """Average speedup of the best over samples 0..k-1 (``by="samples"``, x = k) or rounds 0..r
    (``by="rounds"``, x = r + 1), recomputed from the records, so each point is exactly what an
    eval with k samples or r rounds would have reported."""
    progress = summarize_progress(run.records, run.problem_ids())
    if by == "samples":
        return [CurvePoint(p["k"], p["speedup_avg"], p["paper_speedup_avg"])
                for p in progress["by_samples"]]
    return [CurvePoint(p["round"] + 1, p["speedup_avg"], None) for p in progress["rounds"]]
