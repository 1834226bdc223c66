"""A given input at the program's own limits: the judge's largest test (version 15).

A judge tests a program's stated bounds with a largest test: every value at the largest the
statement allows, every name as long as it may be, every list as long as it may be.  The tests a
user brings are small, and a rewrite that keeps a total in ``int``, a goal difference compared in
32 bits, a row in a buffer of 8,192 bytes or a line in 64 is right on every one of them.  The
bounds themselves are in the program: the constants its source declares and its code compares
with (``v > 1000000`` refuses, ``r > 1000`` refuses).

Which constant is a place's limit is measured, not guessed: each *column* of the smallest given
inputs (a number's place in a shape of line, the first line apart: the goals before the ``-`` of
``lions 3-1 tigers``) is set, alone, to each round constant of the program larger than its value
(and to 2^31 - 1), and the largest the reference accepts
(:attr:`~superasm.verification.strategies.draw._Facts.accepts`: one run of the baseline, a few
milliseconds an input, :meth:`~superasm.verification.reference.ReferenceLab.accepts`) is that
column's limit.  Words are lengthened to each constant the same way, and a block of records is
grown to each round size, its largest accepted size kept.

- ``summed``: one number of a record (the largest of its line, so that the record's order
  relations hold: a win stays a win) set to its limit, and the record's block repeated so that
  the number, summed over the copies, passes 2^31 and 2^32 (goals of at most 10^6 in 2,149
  matches): a total, a difference or a trace that a narrower type than the reference's holds
  only for the tests' values.  The other records stay as given, so a relation between records
  (two teams level on points, one with a goal difference past 2^31) is the test's own.
- ``maximal``: every number of the given input with a limit set to it (all at it; counting
  down from it, distinct values a ``double`` rounds once their sum passes 2^53; at it with both
  signs in turn), every word at its longest, with its counted records grown to their largest
  accepted size in both (a square grid: a main diagonal of as many values), in rows and in
  columns (a row of numbers), then as it is; and the input as given, grown the same ways by
  its own rows and items again in turn, so the test's own pattern (a peak, a match) is there
  as many times as the largest accepted size holds (version 16).
- ``bounds`` (version 16): each place alone at its limit, everything else as given: the
  probe the reference accepted with the largest value.  A judge's test of one bound at a time
  (a row of 10^6 cells, the steps as the test has them), where every place at its limit at
  once is more than the time limit allows.  A word whose length a number before it gives (a
  row of ``C`` cells after ``R C``) is lengthened with that number, up to the bytes.

Whether an input is valid stays the reference's to judge, with the sanitizers, as for every
strategy: the probe only spares the selection inputs that could never be valid.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterator, Sequence

from superasm.verification.strategies.draw import Maker, _Facts
from superasm.verification.strategies.given import (
    ROWS,
    SIDES,
    _appended,
    _Block,
    _blocks,
    _edited,
    _joined,
    _raised,
    _recounted,
    _shapes,
    _tiled_columns,
    lengthened,
)
from superasm.verification.strategies.repeats import MAX_BYTES, constant, given_texts, lines_of

#: the given inputs set at their limits, smallest first, their columns probed (at most
#: :data:`COLUMNS` of them): the relations between records (two teams level on points) and the
#: shapes (a grid of three rows and more) are the tests' own, and few tests hold each
INPUTS = 6
#: the largest given input taken (a probe of each column copies it a dozen times)
TEXT_BYTES = 1 << 16
#: the most columns (places of numbers, or of words) probed for their limits
COLUMNS = 16
#: the most constants probed for one column, the largest first
CANDIDATES = 6
#: the most sizes probed for one block, the largest first
SIZES = 6
#: what ``summed``'s number passes, summed over the copies of its record: int's and unsigned's
SUMS = (1 << 31, 1 << 32)
#: the longest word probed (a line of a few thousand characters is ``grown``'s and ``edits``')
LONGEST = 4096
#: how ``maximal`` fills the numbers with limits: counting down from the limit (distinct
#: values, a sum a ``double`` rounds; each line's order kept: version 16), each at it, the
#: numbers as given and the block grown by its own rows and items again in turn (the
#: test's pattern, a peak or a match, once a copy: version 16), and at the limit with both
#: signs in turn
FILLS = ("descending", "top", "tiled", "alternate")
#: how ``maximal`` grows a given input at its limits, the largest test first (version 16: the
#: input as it is came first): its counted records to their largest accepted size in both
#: (a square grid, a main diagonal of as many values), in rows, in columns (a row of
#: numbers), then not at all
GROWS = ("both", "rows", "cols", "")
#: the most given inputs ``maximal`` makes each fill and growth of
MAXIMAL_INPUTS = 2
#: a number: digits not part of a word, a decimal or a longer number (``3`` and ``1`` of ``3-1``)
_RUN = re.compile(r"(?<![A-Za-z0-9_.])\d{1,18}(?![A-Za-z0-9_.])")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
#: a word of one kind of character other than digits (``#..#.``): a row of cells, which a
#: number before it may give the length of
_WORD = re.compile(r"[^\s\d]+")

Accepts = Callable[[Sequence[str]], list[bool]]
#: a column: the shape of its line, whether that is the input's first line (a header of the
#: shape of a row: ``1 3 9`` before ``954 772 -915``), and the index of its number on the line
#: (of its word: -1 - the token's index)
Column = tuple[tuple[str, ...], bool, int]


def limits(facts: _Facts, how: str) -> Iterator[Maker]:
    """``summed``, ``maximal`` or ``bounds`` (``how``; module docstring) over the smallest
    given inputs; none where the reference cannot be asked (no :attr:`_Facts.accepts`)."""
    if facts.accepts is None:
        return
    texts = [t for t in given_texts(facts.given) if len(t) <= TEXT_BYTES and _RUN.search(t)]
    if not texts:
        return
    probe = facts.measured.get("limits")
    if probe is None:
        probe = facts.measured["limits"] = _Probe(texts[:INPUTS], facts.constants,
                                                  facts.accepts)
    if how == "bounds":
        yield from (constant(text) for text in probe.alone.values())
    else:
        yield from (_summed if how == "summed" else _maximal)(texts[:INPUTS], probe)


def _round(value: int) -> bool:
    """A power of two (or one less), or one digit and zeros: a bound a statement gives."""
    return value & (value - 1) == 0 or value & (value + 1) == 0 or \
        re.fullmatch(r"[1-9]0*", str(value)) is not None


class _Probe:
    """The limits of the columns of ``texts``, measured on the reference (module docstring)."""

    def __init__(self, texts: Sequence[str], constants: Sequence[int], accepts: Accepts) -> None:
        self.constants = sorted({c for c in constants if _round(c)} | {(1 << 31) - 1},
                                reverse=True)
        self.accepts = accepts
        self.numbers: dict[Column, int] = {}
        self.words: dict[Column, int] = {}
        self.sizes: dict[tuple[str, int, str], int] = {}
        #: each column's input at its limit, the rest as given (the probe the reference
        #: accepted with the largest value): ``bounds``' inputs
        self.alone: dict[Column, str] = {}
        self._measure(texts)

    def _measure(self, texts: Sequence[str]) -> None:
        asked: list[tuple[dict[Column, int], Column, int, str]] = []
        for text in texts:
            lines = lines_of(text)
            shapes = _shapes(lines)
            for at, shape in enumerate(shapes):
                for j, m in enumerate(_RUN.finditer(lines[at])):
                    column = (shape, at == 0, j)
                    asked += [(self.numbers, column, c, _set(lines, at, {m.span(): str(c)}))
                              for c in self._ladder(self.numbers, column, int(m.group()))]
                for k, word in enumerate(lines[at].split()):
                    if not (k == 0 and shape[0].startswith("w:")):  # (a command's name)
                        asked += self._lengthened(lines, shapes, at, k, word)
        accepted = self.accepts([a[3] for a in asked])
        for (table, column, value, text), ok in zip(asked, accepted, strict=True):
            if ok and value > table[column]:
                table[column] = value
                self.alone[column] = text

    def _lengthened(self, lines: list[str], shapes: Sequence[tuple[str, ...]], at: int, k: int,
                    word: str) -> list[tuple[dict[Column, int], Column, int, str]]:
        """The probes of the ``k``-th word of line ``at``: lengthened to each constant; where a
        number of the three lines before says its length (a row of ``C`` cells after ``R C``;
        version 16), that number set with it, up to the bytes rather than :data:`LONGEST`."""
        column = (shapes[at], at == 0, -1 - k)
        if not _NAME.fullmatch(word) and _WORD.fullmatch(word) is None:
            return []
        link = next(((i, m) for i in range(at - 1, max(-1, at - 4), -1)
                     for m in _RUN.finditer(lines[i]) if int(m.group()) == len(word) > 1),
                    None)
        if link is None:
            if not _NAME.fullmatch(word):
                return []
            return [(self.words, column, n, _edited(lines, at, k, lengthened(word, n)))
                    for n in self._ladder(self.words, column, len(word), LONGEST)]
        i, m = link
        top = MAX_BYTES - sum(len(line) + 1 for line in lines)
        out = []
        for n in self._ladder(self.words, column, len(word), top):
            counted = [*lines[:i], _spans_set(lines[i], {m.span(): str(n)}), *lines[i + 1:]]
            out.append((self.words, column, n, _edited(counted, at, k, lengthened(word, n))))
        return out

    def _ladder(self, table: dict[Column, int], column: Column, now: int, top: int = 1 << 62
                ) -> list[int]:
        """The constants above ``now`` to ask of ``column`` (at its first place only, at most
        :data:`COLUMNS` columns of a kind), the largest first."""
        if column in table or len(table) >= COLUMNS:
            return []
        table[column] = 0  # (asked: its first place stands for the column)
        return [c for c in self.constants if now < c <= top][:CANDIDATES]

    def size(self, key: tuple[str, int, str], now: int, fits: Callable[[int], str | None]
             ) -> int:
        """The largest round size above ``now`` (a constant of the program, or one of
        ``grown``'s) that a block grown to it by ``fits`` keeps within the bytes and the
        reference accepts; 0 where none does.  Measured once a ``key`` (a given input, a
        block, rows or columns), whatever the fill."""
        if key not in self.sizes:
            sizes = sorted({c for c in self.constants if now < c <= ROWS[0]} |
                           {r for r in (*ROWS, *SIDES) if r > now}, reverse=True)
            made = list(itertools.islice(((n, d) for n in sizes if (d := fits(n)) is not None),
                                         SIZES))
            oks = self.accepts([d for _, d in made]) if made else []
            self.sizes[key] = next((n for (n, _), ok in zip(made, oks, strict=True) if ok), 0)
        return self.sizes[key]


def _set(lines: Sequence[str], at: int, spans: dict[tuple[int, int], str]) -> str:
    return _joined([*lines[:at], _spans_set(lines[at], spans), *lines[at + 1:]])


def _spans_set(line: str, spans: dict[tuple[int, int], str]) -> str:
    """``line`` with each span of ``spans`` replaced by its text."""
    out, last = [], 0
    for (start, end), text in sorted(spans.items()):
        out += [line[last:start], text]
        last = end
    return "".join(out) + line[last:]


# --------------------------------------------------------------------------- summed
def _summed(texts: Sequence[str], probe: _Probe) -> Iterator[Maker]:
    """Each record's largest number at its limit, its block repeated past each of
    :data:`SUMS` (module docstring): past 2^31 first, the given inputs' records in turn (the
    first record of each, then the second), so that the relations of several inputs are had."""
    by_text = [list(_places(lines_of(text), probe)) for text in texts]
    for total in SUMS:
        for turn in itertools.zip_longest(*by_text):
            for place in turn:
                if place is None:
                    continue
                lines, block, at, spans, limit = place
                data = _copies(lines, block, at, spans, limit, total)
                if data is not None:
                    yield constant(data)


def _places(lines: list[str], probe: _Probe
            ) -> Iterator[tuple[list[str], _Block, int, list[tuple[int, int]], int]]:
    """Each record of ``lines`` in a block that can be repeated, with the spans of its largest
    number (and of every number equal to it, so that a draw stays a draw) and their limit."""
    shapes = _shapes(lines)
    for block in [*_blocks(lines), *_last_records(shapes)]:
        if block.rows_at is None and block.end < len(lines):
            continue  # (records neither counted nor running to the end: not repeated)
        for at in range(block.start, block.end):
            runs = [(int(m.group()), m.span(), probe.numbers.get((shapes[at], at == 0, j), 0))
                    for j, m in enumerate(_RUN.finditer(lines[at]))]
            largest = max((v for v, _, _ in runs), default=None)
            top = [(span, limit) for v, span, limit in runs if v == largest]
            if top and all(limit for _, limit in top):
                yield lines, block, at, [span for span, _ in top], min(limit for _, limit in top)


def _last_records(shapes: Sequence[tuple[str, ...]]) -> list[_Block]:
    """The lines to the end of the input alike but for the word they begin with, where that
    word made them blocks of their own (``lions 2-2 wolves`` then ``wolves 2-4 rovers``: a
    name that leads two lines read as a command's)."""
    def bare(shape: tuple[str, ...]) -> tuple[str, ...]:
        return tuple("w" if kind.startswith("w:") else kind for kind in shape)

    start = len(shapes)
    while start and shapes[start - 1] and bare(shapes[start - 1]) == bare(shapes[-1]):
        start -= 1
    if start == len(shapes) or len(set(shapes[start:])) < 2:
        return []  # (one shape: a block already)
    return [_Block(start, len(shapes), len(shapes[-1]), None, None)]


def _copies(lines: Sequence[str], block: _Block, at: int, spans: Sequence[tuple[int, int]],
            limit: int, total: int) -> str | None:
    """``block`` with line ``at``'s numbers at ``spans`` set to ``limit``, repeated so that a
    number summed passes ``total`` (None where once already does, or where it does not fit)."""
    copies = total // limit + 2
    if copies < 3 or copies * _bytes(lines[block.start:block.end]) > MAX_BYTES:
        return None  # (one value past a width: ``edits``' job)
    body = list(lines[block.start:block.end])
    body[at - block.start] = _spans_set(body[at - block.start],
                                        dict.fromkeys(spans, str(limit)))
    return _grown_to(lines, block, body * copies)


def _bytes(lines: Sequence[str]) -> int:
    return sum(len(line) + 1 for line in lines)


def _grown_to(lines: Sequence[str], block: _Block, body: list[str]) -> str | None:
    """``lines`` with ``block``'s rows replaced by ``body``, its count changed to match and a
    bound before it raised with its values; None past the bytes."""
    if _bytes(body) > MAX_BYTES:
        return None
    counts = {block.rows_at, block.cols_at}
    head = _raised(list(lines[:block.start]), lines[block.start:block.end], body, counts)
    if len(body) != block.end - block.start:
        head = _recounted(head, ((block.rows_at, block.cols_at, len(body)),))
    return _joined(head + body + list(lines[block.end:]))


# --------------------------------------------------------------------------- maximal
def _maximal(texts: Sequence[str], probe: _Probe) -> Iterator[Maker]:
    """Each given input with its numbers and words at their limits (module docstring), each
    of :data:`FILLS` grown each of :data:`GROWS` in turn: the first given input that can be
    made each way, then the second (:data:`MAXIMAL_INPUTS`)."""
    for turn in range(MAXIMAL_INPUTS):
        for fill in FILLS:
            for grow in GROWS:
                if fill == "tiled" and not grow:
                    continue  # (the input as given)
                made = (_at_limits(text, probe, fill, grow) for text in texts)
                data = next(itertools.islice((d for d in made if d is not None), turn, None),
                            None)
                if data is not None:
                    yield constant(data)


def _at_limits(text: str, probe: _Probe, fill: str, grow: str) -> str | None:
    """``text`` at its limits, filled ``fill``, grown ``grow`` ("", "rows", "cols")."""
    lines = lines_of(text)
    shapes = _shapes(lines)
    blocks = _blocks(lines)
    counts = {at for b in blocks for at in (b.rows_at, b.cols_at) if at is not None}
    made, index = [], itertools.count()
    for at, line in enumerate(lines if fill != "tiled" else ()):
        tokens = list(re.finditer(r"\S+", line))
        spans = {}
        found = [(m, probe.numbers.get((shapes[at], at == 0, j)),
                  next(k for k, t in enumerate(tokens) if t.start() <= m.start() < t.end()))
                 for j, m in enumerate(_RUN.finditer(line))]
        runs = [(m, limit, k) for m, limit, k in found if limit and (at, k) not in counts]
        # counting down, the line's largest given number first and equal ones alike, so
        # that the line's order holds (a query's l <= r, a draw); else one a number
        ranks = {v: next(index) for v in sorted({int(m.group()) for m, _, _ in runs},
                                                reverse=True)} if fill == "descending" else {}
        for m, limit, k in runs:
            at_rank = ranks[int(m.group())] if ranks else next(index)
            if tokens[k].group().lstrip("+-") == m.group():  # (its sign is the fill's)
                spans[tokens[k].span()] = _filled(limit, fill, at_rank, True,
                                                  tokens[k].group().startswith("-"))
            else:
                spans[m.span()] = _filled(limit, fill, at_rank, False)
        for k, t in enumerate(tokens):
            longest = probe.words.get((shapes[at], at == 0, -1 - k))
            if longest:
                spans[t.span()] = lengthened(t.group(), longest)
        made.append(_spans_set(line, spans))
    if fill == "tiled":
        made = list(lines)
    elif made == lines:
        return None
    if not grow:
        return _joined(made)
    counted = [b for b in blocks if not b.mixed and
               (b.rows_at if grow == "rows" else b.cols_at if grow == "cols" else
                b.rows_at and b.cols_at)]
    block = max(counted, key=lambda b: b.end - b.start, default=None)
    if block is None:
        return None  # (records of no count: as many as there are, ``grown``'s to grow)
    now = block.width if grow == "cols" else block.end - block.start

    def resized(n: int) -> str | None:
        return _resized(made, block, 0 if grow == "cols" else n, 0 if grow == "rows" else n,
                        fill)

    size = probe.size((text, block.start, grow), now, resized)
    return resized(size) if size else None


def _filled(limit: int, fill: str, index: int, whole: bool, negative: bool = False) -> str:
    """The ``index``-th number with a limit, filled ``fill``: its sign kept (``negative``),
    or for ``alternate`` the fill's, each other one negative (a sign only for a whole number)."""
    value = max(0, limit - index) if fill == "descending" else limit
    if fill == "alternate" and whole:
        negative = index % 2 == 1
    return f"-{value}" if negative and whole else str(value)


def _cycled(body: Sequence[str], rows: int) -> list[str]:
    return [body[i % len(body)] for i in range(rows)]


def _resized(lines: list[str], block: _Block, rows: int, cols: int, fill: str) -> str | None:
    """``block`` with its rows cycled to ``rows`` (0: as they are) and each row of numbers
    grown to ``cols`` numbers (0: as it is), the new ones filled as its last number is; None
    where it cannot be, or past the bytes."""
    body = lines[block.start:block.end]
    if cols:
        last = body[-1].split()[-1]
        if cols <= block.width or not re.fullmatch(r"[+-]?\d{1,18}", last) or \
                _bytes(body) + len(body) * (cols - block.width) * (len(last) + 2) > MAX_BYTES:
            return None
        if fill == "tiled":  # (each row's own items again in turn)
            body = _tiled_columns(body, cols - block.width)
        else:
            new = [_filled(abs(int(last)), fill, i, True)
                   for i in range(1, cols - block.width + 1)]
            body = [_appended(line, new) for line in body]
        lines = [*lines[:block.start], *body, *lines[block.end:]]
        lines[:block.start] = _recounted(lines[:block.start],
                                         ((block.cols_at, block.rows_at, cols),))
    if rows and rows * _bytes(body) // len(body) > MAX_BYTES:
        return None
    return _grown_to(lines, block, _cycled(body, rows) if rows else body)
