"""Problem sets by name or path: ``examples``, ``builtin[:train|:val]``, or a JSONL file.

Named sets are declared in :data:`DATASETS`; each loader is imported only when its name is used.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from superasm.problem import Problem, ProblemFormatError, load_problems
from superasm.registry import Entry, Registry

#: name -> "module:function"; the function takes the part after ':' (a split, or "") and
#: returns the problems
DATASETS: Registry[Callable[[str], list[Problem]]] = Registry("dataset", [
    Entry("examples", "superasm.datasets:load_examples"),
    Entry("builtin", "superasm.datasets.builtin:load", "[:train|:val]"),
])
#: six small programs, among them the paper's popcount case study (Figure 2), built with the gcc
#: recorded in each problem's ``meta`` by scripts/build_examples.py
EXAMPLES_FILE = Path(__file__).resolve().parent.parent / "data" / "examples.jsonl"


def resolve_dataset(name_or_path: str) -> list[Problem]:
    """Load a problem set.  A path that exists wins over a name; errors say what was tried."""
    path = Path(name_or_path)
    if path.exists():
        return load_problems(path)
    name, _, split = name_or_path.partition(":")
    if name not in DATASETS:
        known = ", ".join(sorted(DATASETS))
        raise ProblemFormatError(f"{name_or_path!r} is neither a problem file nor a known dataset "
                                 f"({known})")
    return DATASETS.load(name)(split)


def dataset_usage() -> str:
    """What ``--dataset`` takes, for help texts: a file, or a name of :data:`DATASETS`."""
    return f"a problem file (JSONL) or a name: {DATASETS.usage(', ')}"


def filter_split(problems: list[Problem], split: str) -> list[Problem]:
    if not split:
        return problems
    chosen = [p for p in problems if p.split == split]
    if not chosen:
        splits = sorted({p.split for p in problems})
        raise ProblemFormatError(f"no problems in split {split!r} (splits present: {splits})")
    return chosen


def load_examples(split: str = "") -> list[Problem]:
    return filter_split(load_problems(EXAMPLES_FILE), split)
