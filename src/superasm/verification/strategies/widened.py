"""Scale by repetition inside the records and across the whole input (version 18).

``stretched`` repeats each record of a given input in place: a line, a command, a row.  Two
kinds of scale stay out of its reach:

- the **items of one record**: a list written on one line (``12,7,30``: a train of three
  cars; ``-1 -2 -3 -4``: a row of a grid) that a program counts or sums item by item.  A
  counter of the cars kept in 16 bits, a sum of weights in 32, an early exit after the
  4,096th item, all go wrong only on a line of many items;
- **the input's own units** where no line count says what a unit is: the test cases after a
  count of them (``2``, then two cases of several lines each), the paragraphs of a text.

``widened`` writes each item of every list line ``times`` times where it stands (each kind of
item then occurs at least ``times`` times, as each record does in ``stretched``), and changes
the count before the list to match: the columns of a grid, the length before a list.
``concatenated`` writes the whole input ``times`` times, one copy after another, and a count
alone on its first line (of test cases) multiplied to match.  Both take ``times`` from
:data:`~superasm.verification.strategies.given.STRETCHES` (past a counter of 16 bits, past
capacities of 4,096 and 1,024), each that keeps the input within :data:`MAX_BYTES`.  Whether an
input is valid is the reference's to judge, as for every strategy.

The grids of characters at the end (:func:`_grids`, :func:`_magnified`, :func:`_cropped`: a
grid made taller and wider, or cut to one row) serve the explored tier's given tests at scale
and planted inputs (:mod:`superasm.verification.campaign`), not a strategy of their own: the
verification inputs' version does not change with them.
"""

from __future__ import annotations

import collections
import itertools
import re
from collections.abc import Collection, Iterator, Sequence

from superasm.verification.strategies.draw import Maker
from superasm.verification.strategies.given import (
    _INT,
    STRETCHES,
    _blocks,
    _count_before,
    _joined,
    _with_tokens,
)
from superasm.verification.strategies.repeats import MAX_BYTES, constant, given_texts, lines_of

#: the given inputs taken, smallest first (and the one whose lists hold the largest integer)
INPUTS = 3
#: an item of a list written on one line: what stands between blanks and separators
_ITEM = re.compile(r"[^\s,;|]+")


def widened(given: Sequence[bytes]) -> Iterator[Maker]:
    """Each of the given inputs of :func:`_texts` with every item of its list lines written
    ``times`` times in place (module docstring), for each of :data:`STRETCHES` that fits;
    then the same with later lists of positions made to point at the same items
    (:func:`_widened`)."""
    texts = _texts(given)
    for times in STRETCHES:
        for text in texts:
            made = [_widened(lines_of(text), times, indexes) for indexes in (False, True)]
            for data in dict.fromkeys(made):
                if data is not None and len(data) <= MAX_BYTES:
                    yield constant(data)


def concatenated(given: Sequence[bytes]) -> Iterator[Maker]:
    """Each of the given inputs of :func:`_texts` written ``times`` times in a row (module
    docstring), for each of :data:`STRETCHES` that fits."""
    texts = _texts(given)
    for times in STRETCHES:
        for text in texts:
            data = _concatenated(lines_of(text), times)
            if data is not None and len(data) <= MAX_BYTES:
                yield constant(data)


def _texts(given: Sequence[bytes]) -> list[str]:
    """The smallest :data:`INPUTS` given inputs, and the one holding the largest integer item
    besides (a sum past 2^32 takes few copies of it)."""
    texts = given_texts(given)
    top = max(texts, default=None, key=lambda text: max(
        (int(m.group()) for m in _ITEM.finditer(text) if _INT.fullmatch(m.group())), default=0))
    return list(dict.fromkeys([*texts[:INPUTS], *([top] if top is not None else [])]))


def _list_items(line: str) -> list[re.Match[str]] | None:
    """The items of ``line`` where it is a list: two or more, the same separator between each
    two, nothing before the first or after the last but blanks (None otherwise)."""
    items = list(_ITEM.finditer(line))
    if len(items) < 2 or line[:items[0].start()].strip() or line[items[-1].end():].strip():
        return None
    if len({line[a.end():b.start()] for a, b in itertools.pairwise(items)}) != 1:
        return None
    return items


def _widened(lines: list[str], times: int, indexes: bool = False) -> str | None:
    """``lines`` with each list line's items written ``times`` times in place, and the count
    before each list (the columns of a block of rows, the length before a list) multiplied; the
    lines that hold another list's count are left as they are (``2 4`` before two rows of
    four).  A line of one number after a lone ``1`` is a list of one item (``1``, then ``-7``).
    ``indexes``: a later list of positions into the lists widened before it (each item an
    integer from 1 to their length: queries of days, ranges ``l r``) is kept as long as it is
    and made to point at the same items: a range ``a <= b`` of two from the first copy of
    ``a`` to the last of ``b``, every other position at the last copy of its item (day ``d``
    becomes ``d * times``).  None where no line is a list or the result would pass
    :data:`MAX_BYTES`."""
    if sum(len(line) + 1 for line in lines) * times > MAX_BYTES:
        return None
    lists = {at: items for at, line in enumerate(lines)
             if (items := _list_items(line) or _single(lines, at))}
    counts: dict[tuple[int, int], tuple[int, int]] = {}  # a count: (its list's line, total)
    rows: set[int] = set()
    for block in _blocks(lines):  # rows of one shape: their columns counted once, before them
        if block.mixed or block.start not in lists or len(lists[block.start]) != block.width:
            continue
        rows.update(range(block.start, block.end))
        cols = block.cols_at or _count_before(lines, block.start, block.width, block.rows_at)
        if cols is not None and cols[0] not in range(block.start, block.end):
            counts.setdefault(cols, (block.start, block.width * times))
    for at, items in lists.items():  # a list alone (``3,4,5``): a count alone before it
        place = _count_before(lines, at, len(items))
        if at not in rows and place is not None and place[0] not in lists:
            counts.setdefault(place, (at, len(items) * times))
    headers = {line for line, _ in counts}
    out = list(lines)
    positions: set[int] = set()
    longest = 0  # the most items of a list widened so far (what a later position points into)
    for at, items in lists.items():
        if at in headers:
            continue
        line = lines[at]
        words = [m.group() for m in items]
        if indexes and longest and all(w.isdigit() and 1 <= int(w) <= longest for w in words):
            positions.add(at)
            new = [str(int(w) * times) for w in words]  # the last copy of the same item
            if len(words) == 2 and int(words[0]) <= int(words[1]):
                new[0] = str((int(words[0]) - 1) * times + 1)  # a range: from the first copy
            out[at] = _with_items(line, items, new)
            continue
        longest = max(longest, len(items))
        out[at] = _with_items(line, items, [w for w in words for _ in range(times)])
    for (at, k), (owner, total) in counts.items():
        if owner not in positions:
            out[at] = _with_tokens(out[at], {k: str(total)})
    if all(at in headers or at in positions for at in lists):
        return None
    return _joined(out)


def _single(lines: Sequence[str], at: int) -> list[re.Match[str]] | None:
    """The one item of ``lines[at]`` where it is one number after a lone ``1`` (a list of
    one); None otherwise."""
    items = list(_ITEM.finditer(lines[at]))
    if at and lines[at - 1].strip() == "1" and len(items) == 1 and _INT.fullmatch(items[0].group()):
        return items
    return None


def _with_items(line: str, items: Sequence[re.Match[str]], words: Sequence[str]) -> str:
    """``line`` with its list's items replaced by ``words``, joined by its separator."""
    sep = line[items[0].end():items[1].start()] if len(items) > 1 else " "
    return line[:items[0].start()] + sep.join(words) + line[items[-1].end():]


def _concatenated(lines: list[str], times: int) -> str | None:
    """``lines`` written ``times`` times in a row; where the first line is one count alone
    and more lines follow, that count multiplied and the lines after it repeated (T test
    cases, then T * ``times``).  None where that passes :data:`MAX_BYTES` or there is
    nothing to repeat."""
    if not lines or not any(line.strip() for line in lines):
        return None
    if sum(len(line) + 1 for line in lines) * times > MAX_BYTES:
        return None
    body = _repeated(lines)
    if len(body) < len(lines):
        first = lines[0].split()[0]
        return _joined([lines[0].replace(first, str(int(first) * times), 1)] + body * times)
    return _joined(lines * times)


def _repeated(lines: list[str]) -> list[str]:
    """The lines :func:`_concatenated` repeats: all but a first line of one count alone (of
    test cases) with more lines after it."""
    first = lines[0].split() if lines else []
    if len(lines) > 1 and len(first) == 1 and first[0].isdigit() and int(first[0]) > 0:
        return lines[1:]
    return lines


def _magnified(lines: list[str], times: int, tall: int | None = None,
               markers: Collection[str] = ()) -> str | None:
    """``lines`` with each grid of characters (:func:`_grids`) ``times`` times as wide and
    ``tall`` times as tall (``times`` where None): each character written ``times`` times in
    place and each row ``tall`` times in turn, and the counts of its rows and of its columns on
    the lines before it multiplied to match (a ``3 4`` grid made ``192 256`` at 64: paths,
    areas and regions past 2^63, the walls where they were; a row of 65,537 rooks at 65,537
    wide, its pairs past 2^32).  A character of ``markers`` (:func:`markers`: a start, a
    robot) is written once, at its block's first place, the rest of its block the character
    after it in its row (before it at the row's end; the grid's most common where both are
    markers): ``S`` of ``Sab`` on a floor of ``a``.  None where no line is a row of a grid or
    the result would pass :data:`MAX_BYTES`."""
    tall = times if tall is None else tall
    if sum(len(line) + 1 for line in lines) * times * tall > MAX_BYTES:
        return None
    grown: dict[int, list[str]] = {}
    counts: dict[int, dict[int, str]] = {}
    for at, end, rows, cols in _grids(lines):
        width = len(lines[at].split()[0])
        for place, total in ((rows, (end - at) * tall), (cols, width * times)):
            if place is not None:
                counts.setdefault(place[0], {})[place[1]] = str(total)
        cells = collections.Counter("".join(lines[row].split()[0] for row in range(at, end)))
        common = next((c for c, _ in cells.most_common() if c not in markers), "")
        for row in range(at, end):
            token = lines[row].split()[0]
            fill = [next((n for n in (token[k + 1:k + 2], token[k - 1:k] if k else "", common)
                          if n and n not in markers), c) if c in markers else c
                    for k, c in enumerate(token)]
            first = "".join(c + f * (times - 1) for c, f in zip(token, fill, strict=True))
            rest = "".join(f * times for f in fill)
            grown[row] = [lines[row].replace(token, first, 1),
                          *[lines[row].replace(token, rest, 1)] * (tall - 1)]
    return _regridded(lines, grown, counts)


def markers(texts: Sequence[Sequence[str]]) -> set[str]:
    """The characters that every grid of ``texts`` (each its lines) that holds them holds
    once, two grids or more: a start, an end, a robot, which a grid magnified keeps one of
    (one grid alone tells no marker from a wall that stands once)."""
    once: collections.Counter[str] = collections.Counter()  # the grids that hold it once
    more: set[str] = set()  # held more than once by some grid
    for lines in texts:
        for at, end, _, _ in _grids(lines):
            cells = collections.Counter("".join(lines[row].split()[0] for row in range(at, end)))
            once.update(c for c, n in cells.items() if n == 1)
            more.update(c for c, n in cells.items() if n > 1)
    return {c for c, grids in once.items() if grids >= 2 and c not in more}


def _cropped(lines: list[str], across: bool) -> str | None:
    """``lines`` with each grid of characters (:func:`_grids`) cut to one row (``across``) or
    to one column, the first that holds two different characters (a wall), its count made 1:
    a grid of one row or one column, which a program may take a shortcut on.  None where
    there is no grid."""
    grown: dict[int, list[str]] = {}
    counts: dict[int, dict[int, str]] = {}
    for at, end, rows, cols in _grids(lines):
        cells = [lines[row].split()[0] for row in range(at, end)]
        if across:
            keep = next((c for c in cells if len(set(c)) > 1), cells[0])
            grown.update({row: [] for row in range(at + 1, end)})
            grown[at] = [lines[at].replace(cells[0], keep, 1)]
        else:
            k = next((k for k in range(len(cells[0])) if len({c[k] for c in cells}) > 1), 0)
            grown.update({row: [lines[row].replace(c, c[k], 1)] for row, c in zip(
                range(at, end), cells, strict=True)})
        place = rows if across else cols
        if place is not None:
            counts.setdefault(place[0], {})[place[1]] = "1"
    return _regridded(lines, grown, counts)


def _one_cell(lines: list[str]) -> str | None:
    """``lines`` with the middle cell of the second row of the first grid (:func:`_grids`) of
    two rows or more made another character the grid holds: in a grid magnified
    (:func:`_magnified`), a row that repeats the one before it but for one cell in its middle,
    which a row compared by its ends alone holds the same.  None where there is no such grid
    or it holds one character only."""
    for at, end, _rows, _cols in _grids(lines):
        if end - at < 2:
            continue
        row = lines[at + 1]
        token = row.split()[0]
        middle = len(token) // 2
        other = next((c for line in lines[at:end] for c in line.split()[0]
                      if c != token[middle]), None)
        if other is None:
            return None
        new = token[:middle] + other + token[middle + 1:]
        return _joined([*lines[:at + 1], row.replace(token, new, 1), *lines[at + 2:]])
    return None


def _grids(lines: Sequence[str]) -> list[tuple[int, int, tuple[int, int] | None,
                                                tuple[int, int] | None]]:
    """The grids of characters of ``lines``: two or more lines in a row, each one token of as
    many characters, two or more, or one such line after the counts of one row and of its
    width (``1 4``, then ``R.R#``); (first line, line after the last, the places of the counts
    of its rows and of its columns on the lines before it, None where there is none)."""
    widths = [len(t[0]) if len(t := line.split()) == 1 and len(t[0]) > 1 else 0
              for line in lines]
    grids = []
    at = 0
    while at < len(lines):
        end = at + 1
        while end < len(lines) and widths[at] and widths[end] == widths[at]:
            end += 1
        rows = _count_before(lines, at, end - at) if widths[at] else None
        cols = _count_before(lines, at, widths[at], rows) if widths[at] else None
        if end - at > 1 or (rows is not None and cols is not None):
            grids.append((at, end, rows, cols))
        at = end
    return grids


def _regridded(lines: Sequence[str], grown: dict[int, list[str]],
               counts: dict[int, dict[int, str]]) -> str | None:
    """``lines`` with the lines of ``grown`` replaced by theirs and the tokens of ``counts``
    changed (:func:`_with_tokens`); None where ``grown`` is empty."""
    if not grown:
        return None
    out = [_with_tokens(line, counts[k]) if k in counts else line for k, line in enumerate(lines)]
    return _joined([new for k, line in enumerate(out) for new in grown.get(k, [line])])
