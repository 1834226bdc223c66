"""Reading a run directory back for reporting: config, summary, result rows and problems.

A report never re-runs anything: it reads what ``superasm eval`` wrote (the format is fixed in
docs/architecture.md, "Run directories").  Metrics come from the lead's
:func:`superasm.metrics.summarize`, or from ``summary.json`` when that module is unavailable, so
that a number in a report is always the number ``eval`` printed.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from superasm.problem import Problem, ProblemFormatError, load_problems

Row = dict[str, Any]
Summary = dict[str, Any]


class ReportError(ValueError):
    """A run directory cannot be reported on; the message names the directory and the problem."""


@dataclass
class Run:
    """One run directory, read back.  ``rows`` keeps one row per (problem, round, sample)."""

    path: Path
    config: dict[str, Any]
    summary: Summary
    rows: list[Row]
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
        return 1 + max((int(r["sample"]) for r in self.rows), default=0)

    @property
    def rounds(self) -> int:
        """Rounds present in the results (refinement may stop early)."""
        return 1 + max((int(r["round"]) for r in self.rows), default=0)

    def problem_ids(self) -> list[str]:
        """Problem ids in the order they first appear in results.jsonl."""
        return list(dict.fromkeys(r["problem_id"] for r in self.rows))

    def rows_for(self, problem_id: str) -> list[Row]:
        return sorted(
            (r for r in self.rows if r["problem_id"] == problem_id),
            key=lambda r: (r.get("round", 0), r.get("sample", 0)),
        )

    def best_rows(self) -> dict[str, Row]:
        """The best candidate of every problem (see :func:`best_row`)."""
        return {pid: best_row(self.rows_for(pid)) for pid in self.problem_ids()}


def best_row(rows: Iterable[Row]) -> Row:
    """The candidate a report shows for a problem: the one its metrics count
    (:func:`superasm.metrics.best_row`)."""
    from superasm.metrics import best_row as metrics_best_row

    try:
        return metrics_best_row(rows)
    except ValueError:
        raise ReportError("best_row: no rows") from None


def _read_json(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise ReportError(f"{path}: not valid JSON ({exc.msg}, line {exc.lineno})") from None
    if not isinstance(data, dict):
        raise ReportError(f"{path}: expected a JSON object")
    return data


_REQUIRED_ROW_FIELDS = ("problem_id", "status")


def read_results(path: Path, warnings: list[str] | None = None) -> list[Row]:
    """Rows of results.jsonl; a later row for the same (problem, round, sample) replaces an earlier.

    The file is append-only and fsync'ed per line, so only its *last* line can be torn by a
    crash: that one is skipped with a warning, anything else malformed is an error.
    """
    lines = path.read_text(encoding="utf-8").splitlines()
    rows: dict[tuple[str, int, int], Row] = {}
    for lineno, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            if lineno == len(lines) and warnings is not None:
                warnings.append(f"{path.name}: skipped a torn last line {lineno} ({exc.msg})")
                continue
            raise ReportError(f"{path}:{lineno}: not valid JSON ({exc.msg})") from None
        if not isinstance(row, dict) or any(k not in row for k in _REQUIRED_ROW_FIELDS):
            raise ReportError(f"{path}:{lineno}: a result row needs problem_id and status")
        row.setdefault("round", 0)
        row.setdefault("sample", 0)
        rows[(row["problem_id"], int(row["round"]), int(row["sample"]))] = row
    return list(rows.values())


def summarizer() -> Callable[[list[Row]], Summary] | None:
    """The lead's ``superasm.metrics.summarize``, or None where that module is not installed."""
    try:
        from superasm.metrics import summarize
    except ImportError:
        return None
    return summarize


def _load_problems(run_dir: Path, config: dict[str, Any], warnings: list[str]) -> dict[str, Problem]:
    """The run's problems: its own problems.jsonl copy first, then the dataset it names."""
    copy = run_dir / "problems.jsonl"
    sources: list[Callable[[], list[Problem]]] = []
    if copy.exists():
        sources.append(lambda: load_problems(copy))
    dataset_file = config.get("dataset_file")
    if dataset_file and Path(dataset_file).exists():
        sources.append(lambda: load_problems(dataset_file))
    if config.get("dataset"):
        def from_registry() -> list[Problem]:
            from superasm.datasets import resolve_dataset

            return list(resolve_dataset(config["dataset"]))

        sources.append(from_registry)
    for source in sources:
        try:
            return {p.id: p for p in source()}
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
    config = _read_json(run_dir / "config.json") if (run_dir / "config.json").exists() else {}
    if not config:
        warnings.append("no config.json: model and dataset unknown")
    rows = read_results(results, warnings)
    if not rows:
        raise ReportError(f"{results}: no result rows yet")
    summary_path = run_dir / "summary.json"
    summarize = summarizer()
    if summary_path.exists():
        summary = _read_json(summary_path)
    elif summarize is not None:
        summary = summarize(rows)
        warnings.append("no summary.json (run unfinished?): metrics recomputed from results.jsonl")
    else:
        raise ReportError(f"{run_dir}: no summary.json and superasm.metrics is not available")
    problems = _load_problems(run_dir, config, warnings) if with_problems else {}
    missing = [pid for pid in dict.fromkeys(r["problem_id"] for r in rows) if pid not in problems]
    if problems and missing:
        warnings.append(f"{len(missing)} problem(s) of results.jsonl not in the dataset "
                        f"(first: {missing[0]}): their source and diff are not shown")
    return Run(run_dir, config, summary, rows, problems, warnings)


@dataclass(frozen=True)
class CurvePoint:
    """Metrics after ``x`` samples (or rounds): the paper's "maximum speedup at k samples"."""

    x: int
    speedup_avg: float
    speedup_avg_paper: float | None
    test_pass: float | None


def progress(run: Run) -> dict[str, list[dict[str, Any]]]:
    """Per-round and best-of-k metrics: the lead's ``summarize_progress`` over the run's rows.

    Recomputed from results.jsonl (best over samples 0..k-1, or rounds 0..r, through
    ``summarize`` on the filtered rows) so each point is exactly what an eval with k samples or r
    rounds would have reported; without the metrics module, summary.json's ``rounds`` and
    ``by_samples`` are used as written.
    """
    try:
        from superasm.metrics import summarize_progress
    except ImportError:
        return {"rounds": run.summary.get("rounds") or [],
                "by_samples": run.summary.get("by_samples") or []}
    return summarize_progress(run.rows, run.problem_ids())


def _paper_avg(point: dict[str, Any]) -> float | None:
    if point.get("paper_speedup_avg") is not None:
        return float(point["paper_speedup_avg"])
    paper = point.get("paper") or {}
    return None if paper.get("speedup_avg") is None else float(paper["speedup_avg"])


def speedup_by_samples(run: Run) -> list[CurvePoint]:
    """Average speedup when only samples 0..k-1 (of every round) are kept, for k = 1..N."""
    return [
        CurvePoint(int(p["k"]), float(p["speedup_avg"]), _paper_avg(p), p.get("test_pass"))
        for p in progress(run)["by_samples"]
    ]


def speedup_by_round(run: Run) -> list[CurvePoint]:
    """Average speedup of the best over rounds 0..r, for every round r (x = r + 1 rounds)."""
    return [
        CurvePoint(int(p["round"]) + 1, float(p["speedup_avg"]), _paper_avg(p), p.get("test_pass"))
        for p in progress(run)["rounds"]
    ]
