"""Side-by-side line diff of baseline and candidate assembly, for the HTML report.

A performance engineer wants to see *what changed*: the changed lines, with a little context,
and long unchanged stretches folded away (a -O3 listing is mostly untouched boilerplate).
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field


@dataclass(frozen=True)
class DiffRow:
    """One line of the side-by-side view.
    ``kind`` is ``equal``, ``delete`` (baseline only), ``insert`` (candidate only), ``replace``
    (both sides, different), or ``skip`` (``skipped`` unchanged lines folded away)."""

    kind: str
    left_no: int | None = None
    left: str | None = None
    right_no: int | None = None
    right: str | None = None
    skipped: int = 0


@dataclass
class AsmDiff:
    rows: list[DiffRow] = field(default_factory=list)
    removed: int = 0
    added: int = 0

    @property
    def identical(self) -> bool:
        return self.removed == 0 and self.added == 0


def _lines(text: str) -> list[str]:
    """Trailing whitespace never matters to the assembler; it should not show as a change."""
    return [line.rstrip() for line in text.splitlines()]


def side_by_side(baseline: str, candidate: str, context: int = 3) -> AsmDiff:
    """Pair up baseline and candidate lines; fold equal runs longer than ``2*context+1``."""
    left, right = _lines(baseline), _lines(candidate)
    matcher = difflib.SequenceMatcher(None, left, right, autojunk=False)
    diff = AsmDiff()
    opcodes = matcher.get_opcodes()
    for index, (tag, i1, i2, j1, j2) in enumerate(opcodes):
        if tag == "equal":
            _equal_block(diff, left, i1, i2, j1, context,
                         first=index == 0, last=index == len(opcodes) - 1)
            continue
        diff.removed += i2 - i1
        diff.added += j2 - j1
        for k in range(max(i2 - i1, j2 - j1)):
            li, rj = i1 + k, j1 + k
            has_left, has_right = li < i2, rj < j2
            kind = "replace" if has_left and has_right else ("delete" if has_left else "insert")
            diff.rows.append(DiffRow(kind, li + 1 if has_left else None,
                                     left[li] if has_left else None, rj + 1 if has_right else None,
                                     right[rj] if has_right else None))
    return diff


def _equal_block(diff: AsmDiff, left: list[str], i1: int, i2: int, j1: int, context: int,
                 first: bool, last: bool) -> None:
    """Unchanged lines: keep ``context`` lines next to each change, fold the rest."""
    keep_head, keep_tail = (0 if first else context), (0 if last else context)
    length = i2 - i1
    folded = 0 if length <= keep_head + keep_tail + 1 else length - keep_head - keep_tail
    keep = [*range(keep_head), *range(length - keep_tail, length)] if folded else range(length)
    for k in keep:
        if folded and k == length - keep_tail:
            diff.rows.append(DiffRow("skip", skipped=folded))
            folded = 0
        diff.rows.append(DiffRow("equal", i1 + k + 1, left[i1 + k], j1 + k + 1, left[i1 + k]))
    if folded:
        diff.rows.append(DiffRow("skip", skipped=folded))
