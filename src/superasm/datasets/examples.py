"""The example problems shipped with the package (``--dataset examples``).

Six small programs, among them the paper's popcount case study (Figure 2).  The baselines were
made with the gcc recorded in each problem's ``meta``; rebuild with scripts/build_examples.py.
"""

from __future__ import annotations

from pathlib import Path

from superasm.datasets import filter_split
from superasm.problem import Problem, load_problems

EXAMPLES_FILE = Path(__file__).resolve().parent.parent / "data" / "examples.jsonl"


def load(split: str = "") -> list[Problem]:
    return filter_split(load_problems(EXAMPLES_FILE), split)
