"""Project CodeNet's tree, a layout of a whole tree (:class:`~superasm.datasets.layouts.TreeLayout`).

CodeNet keeps sources and tests apart: ``data/<problem>/<language>/<submission>.c``, the tests
of each problem under ``derived/input_output/data/<problem>/`` (``input.txt`` ``output.txt``,
``input.1.txt`` ...), and each submission's status in ``metadata/<problem>.csv``.  One program
per accepted submission, with every test of its problem; a submission its metadata does not
list as accepted is left out (``not_accepted``), as is one beyond ``--per-problem``.  A tree is
read as CodeNet when ``derived/input_output/`` exists, or when asked (``--layout codenet``).
"""

from __future__ import annotations

import csv
from pathlib import Path

from superasm.datasets.layouts import (
    LayoutError,
    LeftOut,
    LeftOutStage,
    ProgramSource,
    TreeLayout,
    TreeOptions,
    find_tests,
    inside_tree,
    read_c_source,
)


def _statuses(root: Path, problem: str) -> dict[str, str] | None:
    """Submission id -> status from CodeNet's ``metadata/<problem>.csv``; None without one."""
    table = root / "metadata" / f"{problem}.csv"
    if not table.is_file():
        return None
    inside_tree(table, root)
    with table.open(newline="", encoding="utf-8") as handle:
        return {row["submission_id"]: row.get("status", "") for row in csv.DictReader(handle)}


class CodeNet:
    """Project CodeNet: one program per submission, with every test file of its problem."""

    name = "codenet"

    def detect(self, root: Path) -> bool:
        return (root / "derived" / "input_output").is_dir()

    def read(self, root: Path, options: TreeOptions) -> tuple[list[ProgramSource], list[LeftOut]]:
        data, io_root = root / "data", root / "derived" / "input_output" / "data"
        if not data.is_dir():
            raise LayoutError(f"{root}: no data/ folder (not a CodeNet root)")
        sources: list[ProgramSource] = []
        left_out: list[LeftOut] = []
        for problem_dir in sorted(p for p in data.iterdir() if p.is_dir()):
            problem, io_dir = problem_dir.name, io_root / problem_dir.name
            try:
                tests = find_tests(io_dir, options.public, root) if io_dir.is_dir() else []
                statuses = _statuses(root, problem)
            except LayoutError as exc:
                left_out.append(LeftOut(problem, exc.stage, str(exc)))
                continue
            taken = 0
            for sub in sorted((problem_dir / options.language).glob("*.c")):
                pid = f"{problem}_{sub.stem}"
                status = (statuses or {}).get(sub.stem, "not listed")
                try:
                    if not tests:
                        raise LayoutError(f"no test files in {io_dir}", LeftOutStage.NO_TESTS)
                    if statuses is not None and status != "Accepted":
                        raise LayoutError(f"{sub.name}: {status} in metadata/{problem}.csv",
                                          LeftOutStage.NOT_ACCEPTED)
                    if options.per_problem is not None and taken >= options.per_problem:
                        raise LayoutError(f"--per-problem {options.per_problem}",
                                          LeftOutStage.PER_PROBLEM)
                    if sub.is_symlink():
                        inside_tree(sub, root)
                    sources.append(ProgramSource(pid, read_c_source(sub), tests, meta={
                        "source": "codenet", "codenet_problem": problem,
                        "codenet_submission": sub.stem}))
                    taken += 1
                except LayoutError as exc:
                    left_out.append(LeftOut(pid, exc.stage, str(exc)))
        return sources, left_out


#: the layout :data:`superasm.datasets.layouts.TREE_LAYOUTS` names
CODENET: TreeLayout = CodeNet()

__all__ = ["CODENET", "CodeNet"]
