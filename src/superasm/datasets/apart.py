"""One program's failure stays that program's: a stage over many problems, kept apart.

Timing inputs and verification inputs are made for all problems of a build or an evaluation
at once (in parallel).  A program the stage cannot handle (an input nobody foresaw) must not
take the others down with it: :func:`each_apart` runs the stage over all of them, and when it
fails, over each alone, leaving out only those it fails on, each with its reason in one line
(the stage's words and the error's), so the rest is written and the work already done kept.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Sequence
from typing import TypeVar

from superasm.datasets.layouts import LeftOut, LeftOutStage
from superasm.problem import Problem

T = TypeVar("T")


def _reason(what: str, exc: BaseException) -> str:
    """One line a user can act on: the stage, the error, and where in superasm it arose."""
    frames = traceback.extract_tb(exc.__traceback__)
    where = next((f"{f.filename.rsplit('/superasm/', 1)[-1]}:{f.lineno}"
                  for f in reversed(frames) if "/superasm/" in f.filename), "")
    return (f"making its {what} failed ({type(exc).__name__}: {str(exc)[:300]}"
            + (f", at {where}" if where else "") + "); the program is left out so that the "
            "others are built; please report it with this line")


#: a stage over problems: the problems it made (each with what it added) and its results
Stage = Callable[[list[Problem]], tuple[list[Problem], list[T]]]


def each_apart(problems: Sequence[Problem], stage: Stage[T], what: str,
               left_out_stage: LeftOutStage
               ) -> tuple[list[Problem], list[T], list[LeftOut]]:
    """``stage(problems)``; if it raises (anything but an interrupt), ``stage([p])`` for each
    problem alone, leaving out the problems it still fails on.  The problems the stage made
    (those kept, in order), its results for them, and the left out, each with its reason."""
    try:
        made, results = stage(list(problems))
        return made, results, []
    except Exception:  # noqa: BLE001 - isolated below, program by program
        pass
    kept: list[Problem] = []
    results = []
    left_out: list[LeftOut] = []
    for problem in problems:
        try:
            one, found = stage([problem])
        except Exception as exc:  # noqa: BLE001 - reported as this program's reason
            left_out.append(LeftOut(problem.id, left_out_stage, _reason(what, exc)))
            continue
        kept += one
        results += found
    return kept, results, left_out
