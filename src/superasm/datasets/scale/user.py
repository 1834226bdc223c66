"""A user's own timing inputs (``--bench-inputs DIR``), checked as grown ones are."""

from __future__ import annotations

import statistics
from pathlib import Path

from superasm.datasets.scale.records import RecordShape
from superasm.datasets.scale.report import BenchInput, BenchReport
from superasm.datasets.scale.session import BaselineSession
from superasm.datasets.scale.settings import ANSWER_SUFFIXES, BenchInputsError, ScaleConfig
from superasm.problem import Problem, TestCase


def user_folder(directory: str | Path, problem_id: str) -> Path | None:
    """Where a problem's own timing inputs are: ``DIR/<problem id>/``; or ``DIR`` itself when
    it holds files only (one program's inputs); None when ``DIR`` has folders for other
    problems but none for this one (its inputs are then grown from its tests)."""
    root = Path(directory)
    if not root.is_dir():
        raise BenchInputsError(f"--bench-inputs {root}: not a folder")
    if (root / problem_id).is_dir():
        return root / problem_id
    return None if any(p.is_dir() for p in root.iterdir()) else root


def bench_from_dir(problem: Problem, directory: str | Path,
                   config: ScaleConfig | None = None) -> tuple[list[TestCase], BenchReport]:
    """A user's own timing inputs (``--bench-inputs DIR``): every file below ``DIR/<problem
    id>/`` when there is one, else below ``DIR``, that is not an answer file; expected outputs
    from the baseline, checked as scaled ones are."""
    config = config or ScaleConfig()
    root = Path(directory)
    if not root.is_dir():
        raise BenchInputsError(f"--bench-inputs {root}: not a folder")
    folder = root / problem.id if (root / problem.id).is_dir() else root
    files = sorted(p for p in folder.rglob("*") if p.is_file() and not p.name.startswith(".")
                   and not p.name.endswith(ANSWER_SUFFIXES))
    if not files:
        raise BenchInputsError(f"--bench-inputs {folder}: no input files for {problem.id}")
    report = BenchReport(problem.id, "user", target_s=config.target_s)
    # a user's inputs are theirs to choose, repeats included: said, never refused
    shape = RecordShape.of([t.input for t in [*problem.tests, *problem.hidden_tests]])
    report.given_distinct_share = round(shape.share, 4) if shape else None
    tests = []
    with BaselineSession(problem, config) as session:
        datas = [p.read_bytes() for p in files]
        runs = session.run(datas, 0, o0=config.check_o0)
        for path, data, run in zip(files, datas, runs, strict=True):
            name = str(path.relative_to(folder))
            if not run.ok:
                report.dropped.append(f"{name}: {run.why}")
                continue
            tests.append(TestCase(data, run.output, f"bench: {name}", run.exit_code))
            report.inputs.append(BenchInput(
                f"bench: {name}", "given", 1.0, round(run.cpu_s, 6), len(data),
                distinct_share=round(shape.share_of(data), 4) if shape else None,
                repeats_records=shape.repeats_more(data) if shape else False))
        given = session.run([t.input for t in problem.tests], 0)
        ok = [r.cpu_s for r in given if r.ok]
        report.given_s = statistics.median(ok) if ok else 0.0
    if not tests:
        report.source = "none"
        report.note = f"every input in {folder} was dropped"
    return tests, report
