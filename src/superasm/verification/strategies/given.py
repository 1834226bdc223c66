"""Inputs made from the given ones in place, without the input model (added in version 10).

Every other model-driven strategy draws from the input model, and where the model reads a
format wrongly (test cases of grids, commands with arguments, expressions) nearly everything it
draws is refused by the reference, so nothing reaches the program's sizes, values or relations.
The given inputs are right by construction.  These strategies change them where they stand and
keep the rest as written:

- ``grown``: a block of records (lines of one shape) grown in rows, in columns or both, past
  each width and round capacity, with the number before it that counted its rows or columns
  changed to match (``n`` before ``n`` lines; ``r c`` before a grid; ``6 6`` before six values
  with a window of six).  The new items are each filled one way: copies of the last one, the
  tests' largest value of that column in every place, distinct values (keys that are all
  different, each a slot of a table), a descending run (a monotone queue or stack at its
  deepest), distinct values and the last of them once more (a key set again after many),
  distinct names with equal numbers (ties broken by order alone), or the largest value with
  alternating signs.  A number before the block that bounded its values (``n`` before edges
  between nodes 1..n) is raised with them (version 11), and a grid of characters (rows that
  are each one word of one length: a maze, a board) grows in rows and in characters, its new
  cells its most common character or its own rows repeated (version 11), or each of its next
  commonest characters (version 14).  Version 14 also grows records of several shapes that a
  number alone on the line before them counts (games of a varying number of rolls), places
  new rows before the given ones where lines follow them (``first``), raises a capacity
  before the block with its rows (``raised``), and grows two blocks of a shape.
- ``nested``: a bracketed part nested in itself past each depth (``((((1))))``).
- ``rescaled``: every integer that is not such a count multiplied by one factor, so that the
  largest lands at a width's boundary.  The order between all fields is kept (a sorted list
  stays sorted; a query bound stays between the same values), so values of several fields
  move past the tests' range together.
- ``aliased``: one integer set to another of its input (itself where its value is given again)
  plus 2^32, 2^16 or 2^8: two values a narrower type holds equal (version 14).
- ``edits``: one token at a time: an integer set to a width's boundary, written with a sign
  (``+5``, ``-0``: version 12) or with zeros in front past 16 and 64 characters, a word
  lengthened past
  a power of two, a number inside a word (a CSV field) set to a boundary, each number inside a
  word written with zeros in front to 17 digits (``00000000000000001h30m``: version 16), a
  token made equal to
  another of its kind, and the blanks between tokens written another way (a line of spaces, a
  tab, no newline at the end).

Whether a result is valid is the reference's to judge, as for every strategy.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from superasm.verification.inputmodel import InputModel
from superasm.verification.strategies.draw import Maker, _Facts
from superasm.verification.strategies.repeats import MAX_BYTES, constant, given_texts, lines_of

_INT = re.compile(r"[+-]?\d{1,18}")
_TOKEN = re.compile(r"\S+")
#: the given inputs taken, smallest first
INPUTS = 3
#: how many rows (or columns) a grown block has in all, most telling first: the first that
#: keeps the input within :data:`~superasm.verification.strategies.repeats.MAX_BYTES` is used, and 1,025 besides
#: (a reference that bounds its count below 2^16 still takes that)
ROWS = ((1 << 16) + 1, 10_001, (1 << 13) + 1, (1 << 12) + 1, (1 << 10) + 1, (1 << 8) + 1)
#: how many times ``stretched`` repeats each record in place, most telling first: past a
#: counter of 16 bits, past a ring or a table of 4,096 and of 1,024 (the first that keeps the
#: input within :data:`~superasm.verification.strategies.repeats.MAX_BYTES` of each, in turn)
STRETCHES = ((1 << 16) + 1, (1 << 12) + 1, (1 << 10) + 1)
#: the sides of a block grown both ways (a grid of 257 x 257 passes 2^16 cells)
SIDES = (257, 129, 65, 33)
#: how the new items of a grown block are filled, most telling first; ``first``: distinct new
#: rows placed *before* the given ones, so that what the test does with its own rows happens
#: past every capacity (a change past an undo log's 4,096th, a record pushed out of a pool);
#: ``raised``: distinct new rows with every number of the lines before the block below their
#: count raised to it (a cache's capacity grown with its keys: version 14); ``tiled``: the
#: block's own rows and each row's own items again in turn, so that what the test's block
#: holds (a peak, a saddle, a match) is there once a copy (version 16)
FILLS = ("copy", "first", "tiled", "top", "distinct", "raised", "ties", "repeated",
         "alternate", "descending")
#: what the new items of each fill are made as (the rest: as themselves)
_MADE_AS = {"first": "distinct", "raised": "distinct"}
#: how many blocks of one kind ``grown`` grows at each size (a command's line before a
#: transaction opens, and inside one: version 14)
PLACES = 2
#: how many of a grid's characters other than its commonest fill its new cells in turn
FILLED = 2
#: the depths a bracketed part is nested to
DEPTHS = ((1 << 16) + 1, (1 << 12) + 1, (1 << 10) + 1, 257)
#: where ``rescaled`` puts the largest value: at and just past each width's boundary, and at
#: twice it, so that the values between pass it too (version 11)
TARGETS = ((1 << 31) - 1, 1 << 31, 1 << 32, (1 << 63) - 1, 1 << 15, 1 << 16, (1 << 17) + 1,
           (1 << 7) + 1, (1 << 9) + 1)
#: the values one integer is set to by ``edits``, the widest and the narrowest in turn (a count
#: bounded to 10^5 takes 2^16 and 2^15 but none of the wide ones; a value, the wide ones), so a
#: place's telling values come before the strategy's cap (version 11: 2^16 was ninth)
BOUNDARIES = ((1 << 63) - 1, 1 << 16, (1 << 31) - 1, 1 << 15, -(1 << 31), 1 << 8,
              -(1 << 63), 1 << 32, 1 << 31, 0, -1, (1 << 7) + 1)
#: what ``aliased`` adds to a value: past the widths a narrower type wraps at, the widest
#: first (a value kept in ``int`` where the reference keeps ``long long``)
ALIASES = (1 << 32, 1 << 16, 1 << 8)
#: the lengths an integer is written to with zeros in front by ``edits`` (its value kept:
#: ``scanf`` reads ``00000000000000042`` as 42; a reader of at most 16 digits does not)
PADDED = (17, 65)
#: the numbers inside one word written with zeros in front to 17 digits, the first ones
#: (``1h30m``'s two: a part's digits copied into a buffer of 8; version 16)
PADDED_RUNS = 3
#: the lengths one word is lengthened to by ``edits``
LENGTHS = (17, 33, 65, 257, 4097)
_BRACKETS = {"(": ")", "[": "]", "{": "}"}


# --------------------------------------------------------------------------- the text
def _joined(lines: Sequence[str]) -> str:
    return "\n".join(lines) + "\n"


def _kind(token: str) -> str:
    if _INT.fullmatch(token):
        return "i"
    try:
        float(token)
        return "f"
    except ValueError:
        return "w"


def _shapes(lines: Sequence[str]) -> list[tuple[str, ...]]:
    """Each line's kinds of token, a leading word that leads several lines (a command's name)
    as itself."""
    heads = Counter(line.split()[0] for line in lines if line.split())
    shapes = []
    for line in lines:
        tokens = line.split()
        kinds = [_kind(t) for t in tokens]
        if kinds and kinds[0] == "w" and heads[tokens[0]] > 1:
            kinds[0] = "w:" + tokens[0]
        shapes.append(tuple(kinds))
    return shapes


def _with_tokens(line: str, new: dict[int, str]) -> str:
    """``line`` with its tokens at the keys of ``new`` replaced, the blanks kept."""
    out, last = [], 0
    for k, m in enumerate(_TOKEN.finditer(line)):
        out += [line[last:m.start()], new.get(k, m.group())]
        last = m.end()
    return "".join(out) + line[last:]


def _tiled_columns(body: Sequence[str], more: int) -> list[str]:
    """Each line of ``body`` with ``more`` items after it, its own items again in turn."""
    out = []
    for line in body:
        items = line.split()
        out.append(_appended(line, [items[j % len(items)] for j in range(more)]))
    return out


def _appended(line: str, tokens: Sequence[str]) -> str:
    spans = list(_TOKEN.finditer(line))
    blank = line[spans[-2].end():spans[-1].start()] if len(spans) > 1 else " "
    end = spans[-1].end() if spans else len(line)
    return line[:end] + blank + blank.join(tokens) + line[end:] if tokens else line


# --------------------------------------------------------------------------- blocks
@dataclass(frozen=True)
class _Block:
    """Lines ``start`` to ``end`` (excluded), of one shape, ``width`` tokens each; the place
    (line, token) of the integer before them equal to their number of rows, and of columns
    (None where there is none).  ``mixed``: lines of several shapes that a number alone on the
    line before them counts (games of a varying number of rolls, one a line): grown in rows
    only, by its own lines again in turn (version 14)."""

    start: int
    end: int
    width: int
    rows_at: tuple[int, int] | None
    cols_at: tuple[int, int] | None
    mixed: bool = False


def _count_before(lines: Sequence[str], start: int, value: int,
                  taken: tuple[int, int] | None = None) -> tuple[int, int] | None:
    """The first integer equal to ``value`` in the nearest of the three lines before
    ``start`` that holds one (rows before columns: ``r c`` where r equals c)."""
    for at in range(start - 1, max(-1, start - 4), -1):
        for k, token in enumerate(lines[at].split()):
            if (at, k) != taken and _INT.fullmatch(token) and int(token) == value:
                return at, k
    return None


def _blocks(lines: Sequence[str]) -> list[_Block]:
    """The blocks of lines of one shape; a block's first line is its own header where it
    begins with the number of the lines after it (``3 3`` before three rows of three)."""
    blocks, at, shapes = [], 0, _shapes(lines)
    while at < len(lines):
        shape, end = shapes[at], at + 1
        while end < len(lines) and shapes[end] == shape:
            end += 1
        start = at
        if end - at > 1 and _count_before(lines, at + 1, end - at - 1) == (at, 0):
            start = at + 1
        if shape:  # (one or two rows or columns: any 1 or 2 before them, no count)
            rows = _count_before(lines, start, end - start) if end - start > 2 else None
            cols = _count_before(lines, start, len(shape), rows) if len(shape) > 2 else None
            blocks.append(_Block(start, end, len(shape), rows, cols))
        at = end
    return blocks + _mixed_blocks(lines, shapes)


def _mixed_blocks(lines: Sequence[str], shapes: Sequence[tuple[str, ...]]) -> list[_Block]:
    """The runs of lines of more than one shape that the number alone on the line before them
    counts (``2``, then two games of 19 and 20 rolls): records whose tokens a program reads by
    their values, not by a shape a line has."""
    blocks = []
    for at, line in enumerate(lines):
        tokens = line.split()
        if len(tokens) != 1 or not tokens[0].isdigit():
            continue
        count = int(tokens[0])
        run = shapes[at + 1:at + 1 + count]
        if 0 < count == len(run) and all(run) and (count == 1 or len(set(run)) > 1):
            blocks.append(_Block(at + 1, at + 1 + count, 0, (at, 0), None, mixed=True))
    return blocks


def _fill(token: str, how: str, index: int, top: str, last: bool = False) -> str:
    """The ``index``-th new item (1 first) made from ``token``, filled ``how`` (:data:`FILLS`);
    ``top``: the largest of its column in the given inputs; ``last``: it is the last new one
    (``repeated``: distinct items, and the last the one before it again)."""
    if how == "copy":
        return token
    if how == "top":
        return top
    if how == "repeated":
        how, index = "distinct", index - 1 if last else index
    if how == "ties":  # distinct names, equal values: ties broken by order alone
        return token if _INT.fullmatch(token) else _fill(token, "distinct", index, top)
    if _INT.fullmatch(token):
        value = int(token)
        if how == "alternate":
            return top if index % 2 else ("-" + top.lstrip("+-") if _INT.fullmatch(top) else top)
        return str(value + index if how == "distinct" else value - index)
    if how == "alternate" or not any(c.isalnum() for c in token):
        return top if how == "alternate" else token  # (an operator stays one)
    return _counted_word(token, index)


def _fills(token: str, how: str, count: int, top: str) -> list[str]:
    """The new items 1 to ``count`` made from ``token`` (:func:`_fill`, a number's made at
    once: a row of 2^16 items is made in one pass, not one call an item)."""
    if how in ("copy", "top") or (how == "ties" and _INT.fullmatch(token)):
        return [top if how == "top" else token] * count
    if _INT.fullmatch(token) and how in ("distinct", "descending", "repeated"):
        value, step = int(token), -1 if how == "descending" else 1
        items = [str(value + step * i) for i in range(1, count + 1)]
        if how == "repeated" and count > 1:
            items[-1] = items[-2]
        return items
    return [_fill(token, how, i, top, i == count) for i in range(1, count + 1)]


def _counted_word(word: str, index: int) -> str:
    """``word`` with its end made the letters of ``index`` (distinct words alike in length)."""
    letters = ""
    while True:
        index, digit = divmod(index, 26)
        letters = chr(ord("a") + digit) + letters
        if index == 0:
            break
    letters = letters.rjust(3, "a")
    keep = max(0, len(word) - len(letters))
    return word[:keep] + letters


def _tops(texts: Sequence[str]) -> dict[tuple[str, ...], dict[int, str]]:
    """The largest token of each column of each shape of line over the given inputs (the
    largest integer; for words the longest), by shape, then column."""
    tops: dict[tuple[str, ...], dict[int, str]] = {}
    for text in texts:
        lines = lines_of(text)
        for line, shape in zip(lines, _shapes(lines), strict=True):
            columns = tops.setdefault(shape, {})  # (a long line's shape hashed once)
            for k, token in enumerate(line.split()):
                best = columns.get(k)
                if best is None or _larger(token, best):
                    columns[k] = token
    return tops


def _larger(token: str, than: str) -> bool:
    if _INT.fullmatch(token) and _INT.fullmatch(than):
        return abs(int(token)) > abs(int(than))
    return len(token) > len(than)


def _grown(lines: list[str], block: _Block, rows: int, cols: int, how: str,
           tops: dict[tuple[str, ...], dict[int, str]]) -> str | None:
    """``block`` grown to ``rows`` rows (0: as it is) of ``cols`` more columns each, the new
    items filled ``how``, and its counts changed to match; None where it cannot be."""
    shape = _shapes(lines)[block.start]
    height = block.end - block.start
    command = bool(shape) and shape[0].startswith("w:")
    if block.end < len(lines) and ((cols and block.cols_at is None) or
                                   (rows and block.rows_at is None and height < 2 and
                                    not command)) or \
            (rows and rows <= height) or (block.mixed and (cols or how != "copy")) or \
            (how == "first" and (cols or block.end == len(lines))):
        return None  # (a block not counted is grown where it runs to the end, or in rows; a
        # line of a command anywhere; new rows before the given ones where lines follow them)
    columns = tops.get(shape, {})
    top = [columns.get(k, t) for k, t in enumerate(lines[block.end - 1].split())]
    body = lines[block.start:block.end]
    made_as = _MADE_AS.get(how, how)
    if cols and how == "tiled":
        body = _tiled_columns(body, cols)
    elif cols:
        added: dict[str, list[str]] = {}  # (rows that end alike get the same new items)
        for line in body:
            end = line.split()[-1]
            if end not in added:
                added[end] = _fills(end, made_as, cols, top[-1])
        body = [_appended(line, added[line.split()[-1]]) for line in body]
    if rows:
        new = [body[i % height] for i in range(rows - height)] if block.mixed or \
            how == "tiled" else _new_rows(body[-1], rows - height, made_as, top, command)
        body = new + body if how == "first" else body + new
    head = _raised(list(lines[:block.start]), lines[block.start:block.end], body,
                   {block.rows_at, block.cols_at})
    head = _recounted(head, ((block.rows_at if rows else None, block.cols_at, len(body)),
                             (block.cols_at if cols else None, block.rows_at, block.width + cols)))
    if how == "raised":
        raised = _capacities_raised(list(head), len(body), {block.rows_at, block.cols_at})
        if raised == head:
            return None  # (no limit before the block: as "distinct" made it)
        head = raised
    text = _joined(head + body + lines[block.end:])
    return text if len(text) <= MAX_BYTES else None


def _capacities_raised(head: list[str], total: int, counts: set[tuple[int, int] | None]
                       ) -> list[str]:
    """``head`` with every positive number of the lines of numbers among the three before the
    block that is below ``total``, the block's rows, set to it (a capacity, a window, a limit:
    as large as the block now is), its counts left as they are."""
    for at in range(len(head) - 1, max(-1, len(head) - 4), -1):
        if not all(_INT.fullmatch(t) for t in head[at].split()):
            continue  # (a record before the block: a value of the test's, not a limit)
        head[at] = _with_tokens(head[at], {
            k: str(total) for k, t in enumerate(head[at].split())
            if (at, k) not in counts and _INT.fullmatch(t) and 0 < int(t) < total})
    return head


def _recounted(head: list[str], counts: Sequence[tuple[tuple[int, int] | None,
                                                        tuple[int, int] | None, int]]) -> list[str]:
    """``head`` with each count (place, the other count's place, its new total) changed, and
    what equals it on its line (``n k`` with k = n)."""
    for at, other, total in counts:
        if at is not None:
            tokens = head[at[0]].split()
            head[at[0]] = _with_tokens(head[at[0]], {
                k: str(total) for k, t in enumerate(tokens)
                if t == tokens[at[1]] and (at[0], k) != other})
    return head


_INT_TOKEN = re.compile(r"(?<!\S)[+-]?\d{1,18}(?!\S)")


def _largest(lines: Sequence[str]) -> int:
    """The largest integer token of ``lines`` (0 where there is none)."""
    return max(map(int, _INT_TOKEN.findall("\n".join(lines))), default=0)


def _raised(head: list[str], old: Sequence[str], new: Sequence[str],
            counts: set[tuple[int, int] | None]) -> list[str]:
    """``head`` with each number of the three lines before the block that bounded its values
    (at least the largest of them, ``n`` before edges of nodes 1..n) raised to the largest of
    the grown block, so that distinct keys past the tests' range stay in range."""
    was = _largest(old)
    near = range(len(head) - 1, max(-1, len(head) - 4), -1)
    if was <= 0 or not any(was <= v for at in near for v in map(int, _INT_TOKEN.findall(head[at]))):
        return head  # (no bound before it: the grown block is not read through)
    now = _largest(new)
    if now <= was:
        return head
    for at in near:
        head[at] = _with_tokens(head[at], {
            k: str(now) for k, t in enumerate(head[at].split())
            if (at, k) not in counts and _INT.fullmatch(t) and was <= int(t) < now})
    return head


def _new_rows(last: str, new: int, how: str, top: Sequence[str], command: bool) -> list[str]:
    """``new`` rows after ``last``, filled ``how`` (a command's name kept), its blanks kept."""
    if how == "copy":
        return [last] * new
    parts = re.split(r"(\S+)", last)  # blank, token, blank, ..., blank
    slots = [(j, k, parts[j]) for k, j in enumerate(range(1, len(parts), 2)) if k or not command]

    if how in ("top", "alternate"):  # (rows that repeat with period 1 or 2: each made once)
        made = []
        for i in (1, 2):
            for j, k, token in slots:
                parts[j] = _fill(token, how, i, top[min(k, len(top) - 1)], i == new)
            made.append("".join(parts))
        return [made[0] if i % 2 else made[1] for i in range(1, new + 1)]
    columns = {j: _fills(token, how, new, top[min(k, len(top) - 1)]) for j, k, token in slots}
    pieces = [columns[j] if j in columns else [part] * new for j, part in enumerate(parts)]
    return ["".join(row) for row in zip(*pieces, strict=True)]


def _kinds(shape: tuple[str, ...]) -> tuple[object, ...]:
    """What tells two blocks apart for ``grown``: their kinds of token and whether a line
    holds one or several (a list of 5 numbers grows as one of 6 does)."""
    return (shape[0] if shape[0].startswith("w:") else "", frozenset(shape), len(shape) > 1)


def _counted(lines: Sequence[str], at: tuple[int, int] | None) -> int:
    """How many tokens of a count's line equal it (0: no count; 2: ``n k`` with k = n)."""
    if at is None:
        return 0
    tokens = lines[at[0]].split()
    return tokens.count(tokens[at[1]])


def _sizes(lines: Sequence[str], block: _Block, shape: tuple[str, ...]) -> list[tuple[int, int]]:
    """(rows in all, columns more) of each growth of ``block``, most telling first: the
    largest that fits of each counted dimension (rows, a row, both), then an uncounted one
    (records until the end of the input, or several of them), then 1,025 of each."""
    height = block.end - block.start
    row_bytes = max(1, sum(len(lines[i]) + 1 for i in range(block.start, block.end)) // height)
    item = max(2, row_bytes // max(1, block.width))
    at_end = block.end == len(lines)
    command = block.width > 0 and shape[0].startswith("w:")
    tall_ok = block.rows_at is not None or at_end or height > 1 or command
    wide_ok = (block.cols_at is not None or at_end) and not block.mixed
    tall = [n for n in ROWS if n * row_bytes * 2 <= MAX_BYTES and n > height] if tall_ok else []
    wide = [n for n in ROWS if n * item * 2 <= MAX_BYTES] if wide_ok else []
    side = next((s for s in SIDES if s * s * item * 2 <= MAX_BYTES and s > height), None)
    plans = ([(tall[0], 0)] if tall else []) + ([(0, wide[0])] if wide else [])
    plans.sort(key=lambda p: (block.rows_at if p[0] else block.cols_at) is None)
    if side is not None and block.rows_at is not None and block.cols_at is not None:
        plans.insert(2, (side, side))
    plans += [(n, 0) for n in tall[1:] if n == (1 << 10) + 1]
    plans += [(0, n) for n in wide[1:] if n == (1 << 10) + 1]
    return plans


def _grow_all(model: InputModel, facts: _Facts) -> Iterator[Maker]:
    """``grown`` (module docstring): each block of the smallest given inputs (:data:`PLACES`
    of a shape), grown each way in turn, most telling first, each way with every fill in turn;
    in turn with the grids of characters, each grown in characters (never as rows of tokens:
    version 14)."""
    del model
    texts = given_texts(facts.given)
    yield from _in_turn(_grow_blocks(texts), _grow_chars(texts))


def _grow_blocks(texts: Sequence[str]) -> Iterator[Maker]:
    tops = _tops(texts)
    ways: dict[int, list[tuple[list[str], _Block, int, int]]] = {}
    seen: Counter[tuple[object, ...]] = Counter()
    for text in texts[:2 * INPUTS]:
        lines = lines_of(text)
        shapes = _shapes(lines)
        grids = {(b.start, b.end) for b in _char_blocks(lines)}
        for block in _blocks(lines):
            if (block.start, block.end) in grids:
                continue  # (a grid of characters grows in characters)
            for rank, (rows, cols) in enumerate(_sizes(lines, block, shapes[block.start])):
                key = (_kinds(shapes[block.start]), rank, _counted(lines, block.rows_at),
                       _counted(lines, block.cols_at), block.mixed)
                if seen[key] < PLACES:
                    seen[key] += 1
                    ways.setdefault(rank, []).append((lines, block, rows, cols))
    for rank in sorted(ways):
        for how in FILLS:
            for lines, block, rows, cols in ways[rank]:
                data = _grown(lines, block, rows, cols, how, tops)
                if data is not None:
                    yield constant(data)


def _in_turn(*makers: Iterator[Maker]) -> Iterator[Maker]:
    """One of each of ``makers`` in turn, until all are spent."""
    live = list(makers)
    while live:
        for each in list(live):
            item = next(each, None)
            if item is None:
                live.remove(each)
            else:
                yield item


# --------------------------------------------------------------------------- grids of characters
def _char_blocks(lines: Sequence[str]) -> list[_Block]:
    """Runs of two or more lines that are each one word of the same length (a grid of
    characters: a maze of ``#`` and ``.``, a board), ``width`` its length in characters, with
    the numbers before them that count its rows and its characters; rows of digits only where
    such a count says they are a grid."""
    blocks, at = [], 0
    words = [line.split() for line in lines]
    while at < len(lines):
        end = at + 1
        if len(words[at]) == 1 and len(words[at][0]) > 1:
            while end < len(lines) and len(words[end]) == 1 and \
                    len(words[end][0]) == len(words[at][0]) and \
                    lines[end].strip() == lines[end]:
                end += 1
        if end - at > 1 and lines[at].strip() == lines[at]:
            width = len(words[at][0])
            rows = _count_before(lines, at, end - at)
            cols = _count_before(lines, at, width, rows)
            if cols is not None or not all(_INT.fullmatch(w[0]) for w in words[at:end]):
                blocks.append(_Block(at, end, width, rows, cols))
        at = end
    return blocks


def _char_sizes(lines: Sequence[str], block: _Block) -> list[tuple[int, int]]:
    """(rows in all, characters in all) of each growth of a grid of characters, most telling
    first: both ways past 2^16 cells, then its rows, then its rows' length, each the largest
    of :data:`ROWS` that fits; then 1,025 of each, as for a block of tokens (a reference that
    bounds its rows below the largest still takes that)."""
    height, width = block.end - block.start, block.width
    plans = []
    side = next((n for n in SIDES if n * (n + 1) * 2 <= MAX_BYTES and n > max(height, width)),
                None)
    if side is not None:
        plans.append((side, side))
    tall = [n for n in ROWS if n * (width + 1) * 2 <= MAX_BYTES and n > height] \
        if block.rows_at is not None or block.end == len(lines) else []
    wide = [n for n in ROWS if n * height * 2 <= MAX_BYTES and n > width]
    plans += [(tall[0], width)] if tall else []
    plans += [(height, wide[0])] if wide else []
    plans += [(n, width) for n in tall[1:] if n == (1 << 10) + 1]
    plans += [(height, n) for n in wide[1:] if n == (1 << 10) + 1]
    return plans


def _grown_chars(lines: Sequence[str], block: _Block, rows: int, cols: int,
                 how: str) -> str | None:
    """A grid of characters grown to ``rows`` x ``cols``: the new cells its most common
    character (``open``: a maze with room), its own rows repeated (``tiled``) or one of its
    other characters (``filled``, :data:`FILLED` of them, the commonest first: a board all
    mines or walls, whose count of them passes 2^16 at 257 x 257: version 14), and its counts
    changed to match."""
    grid = [line.strip() for line in lines[block.start:block.end]]
    ranked = [c for c, _ in Counter("".join(grid)).most_common()]
    common = ranked[0]
    if how.startswith("filled"):
        rank = int(how[len("filled"):])
        if rank >= len(ranked):
            return None
        common, how = ranked[rank], "open"
    if how == "open":
        body = [row + common * (cols - len(row)) for row in grid]
        body += [common * cols] * (rows - len(grid))
    else:
        body = [(row * (cols // len(row) + 1))[:cols] for row in grid]
        body = [body[i % len(body)] for i in range(rows)]
    head = _recounted(list(lines[:block.start]), (
        (block.rows_at if rows != len(grid) else None, block.cols_at, rows),
        (block.cols_at if cols != block.width else None, block.rows_at, cols)))
    text = _joined(head + body + list(lines[block.end:]))
    return text if len(text) <= MAX_BYTES else None


def _grow_chars(texts: Sequence[str]) -> Iterator[Maker]:
    """The grids of characters of the smallest given inputs, each grown each way, open then
    tiled."""
    ways, seen = [], set()
    for text in texts[:2 * INPUTS]:
        lines = lines_of(text)
        for block in _char_blocks(lines):
            for rank, size in enumerate(_char_sizes(lines, block)):
                key = (rank, block.rows_at is None, block.cols_at is None)
                if key not in seen:
                    seen.add(key)
                    ways.append((rank, lines, block, size))
    ways.sort(key=lambda way: way[0])
    for how in ("open", "tiled", *(f"filled{k}" for k in range(1, FILLED + 1))):
        for _, lines, block, (rows, cols) in ways:
            data = _grown_chars(lines, block, rows, cols, how)
            if data is not None:
                yield constant(data)


# --------------------------------------------------------------------------- nested
def _nested(model: InputModel, facts: _Facts) -> Iterator[Maker]:
    """``nested``: in the first lines with brackets of the smallest given inputs (three), the
    first bracketed part nested in itself to each of :data:`DEPTHS` that fits."""
    del model
    sites: list[tuple[list[str], int, int, int]] = []
    for text in given_texts(facts.given):
        if len(sites) == INPUTS:
            break  # (the larger inputs are not read for nothing)
        lines = lines_of(text)
        for at, line in enumerate(lines):
            span = _bracketed(line)
            if span is not None and len(sites) < INPUTS:
                sites.append((lines, at, *span))
    for depth in DEPTHS:
        for lines, at, start, end in sites:
            line = lines[at]
            if len(line) + depth * 2 + sum(map(len, lines)) > MAX_BYTES:
                continue
            grown = (line[:start] + line[start] * depth + line[start:end + 1]
                     + line[end] * depth + line[end + 1:])
            yield constant(_joined(lines[:at] + [grown] + lines[at + 1:]))


def _bracketed(line: str) -> tuple[int, int] | None:
    """(opening, closing) of the first balanced bracketed part of ``line``."""
    for start, c in enumerate(line):
        if c in _BRACKETS:
            depth = 0
            for end in range(start, len(line)):
                depth += (line[end] == c) - (line[end] == _BRACKETS[c])
                if depth == 0:
                    return start, end
            return None
    return None


# --------------------------------------------------------------------------- rescaled
def _rescaled(model: InputModel, facts: _Facts) -> Iterator[Maker]:
    """``rescaled``: each of the smallest given inputs (and the largest) with every integer
    that does not count a block multiplied by the factor that puts the largest at each of
    :data:`TARGETS`."""
    del model
    texts = given_texts(facts.given)
    picked = list(dict.fromkeys(texts[:INPUTS] + texts[-1:]))
    for counted_only in (True, False):
        for target in TARGETS:
            for text in picked:
                data = _times(text, target, counted_only)
                if data is not None:
                    yield constant(data)


def _times(text: str, target: int, counted_only: bool) -> str | None:
    """``text`` rescaled to ``target``; with ``counted_only`` only the values in blocks that
    are counted or run to the end (not a test cases' count on a line of its own)."""
    lines = lines_of(text)
    blocks = _blocks(lines)
    counts = {at for b in blocks for at in (b.rows_at, b.cols_at) if at is not None}
    bodies = {i for b in blocks if not counted_only or b.rows_at or b.cols_at or
              b.end == len(lines) for i in range(b.start, b.end)}
    places = [(i, k, int(t)) for i, line in enumerate(lines) if i in bodies
              for k, t in enumerate(line.split()) if _INT.fullmatch(t) and (i, k) not in counts]
    largest = max((abs(v) for _, _, v in places), default=0)
    factor = target // largest if largest else 0
    if factor < 2:
        return None
    new = [dict[int, str]() for _ in lines]
    for i, k, v in places:
        new[i][k] = str(v * factor)
    return _joined([_with_tokens(line, new[i]) for i, line in enumerate(lines)])


# --------------------------------------------------------------------------- stretched
def stretched(given: Sequence[bytes]) -> Iterator[Maker]:
    """``stretched`` (version 16): each of the smallest given inputs with every record
    repeated in place, each :data:`STRETCHES` times, the counts before counted blocks
    multiplied to match: the test's own events in its own order, each many times (4,097 moves,
    then 4,097 undos of them: a history kept in a ring of 4,096; as many lines of each kind
    as a counter of 16 bits wraps at)."""
    texts = given_texts(given)[:INPUTS]
    for times in STRETCHES:
        for text in texts:
            data = _stretched(lines_of(text), times)
            if data is not None:
                yield constant(data)


def _stretched(lines: list[str], times: int) -> str | None:
    """``lines`` with each counted block's rows (every line, where no block is counted and
    no line before the records counts them) repeated ``times`` times in place, and the counts
    changed to match; None where that passes :data:`MAX_BYTES` or there is nothing to repeat."""
    counted = [b for b in _blocks(lines) if b.rows_at is not None]
    if not counted:
        if len(lines) < 2 or (len(lines[0].split()) == 1 and _INT.fullmatch(lines[0].strip())):
            return None  # (one record, or a count the blocks did not explain: T test cases)
        spans = [(0, len(lines))]
    else:
        spans = [(b.start, b.end) for b in counted]
    if sum(len(line) + 1 for line in lines) * times > MAX_BYTES:
        return None
    out = list(lines)
    for block in counted:
        out = _recounted(out, ((block.rows_at, block.cols_at,
                                (block.end - block.start) * times),))
    body: list[str] = []
    at = 0
    for start, end in sorted(spans):
        body += out[at:start] + [line for line in out[start:end] for _ in range(times)]
        at = end
    return _joined(body + out[at:])


# --------------------------------------------------------------------------- edits
def _edits(model: InputModel, facts: _Facts) -> Iterator[Maker]:
    """``edits``: one token of the smallest given inputs at a time (module docstring): every
    place of a shape of line once, each way of editing it in turn; and the next token in that
    place made the first's (the same key twice, two values equal)."""
    del model
    texts = given_texts(facts.given)
    ways: list[list[str]] = [list(_blanks(texts))]
    for text in texts[:2]:
        lines = lines_of(text)
        first: dict[tuple[tuple[str, ...], int], str] = {}
        for at, (line, shape) in enumerate(zip(lines, _shapes(lines), strict=True)):
            for k, token in enumerate(line.split()):
                place = (shape, k)
                if k == 0 and shape[0].startswith("w:"):
                    continue  # (a command's name stays as written)
                if place not in first:
                    first[place] = token
                    ways.append([_edited(lines, at, k, new) for new in _new_tokens(token)])
                elif first[place] not in ("", token):
                    ways.append([_edited(lines, at, k, first[place])])
                    first[place] = ""
    for turn in itertools.zip_longest(*ways):
        yield from (constant(data) for data in turn if data is not None)


def _aliased(model: InputModel, facts: _Facts) -> Iterator[Maker]:
    """``aliased`` (version 14): one integer at a time of the given inputs whose values are
    most often given twice (:func:`_equal_values`), set to
    another integer of the same input (itself where its value is given again elsewhere, else
    the one before it) plus each of :data:`ALIASES`: two values that one narrower type holds
    equal (``5`` and ``4294967301`` as ``int``; ``7`` and ``65543`` as ``unsigned short``), so
    a rewrite that compares, counts or hashes a value in a narrower type than the reference
    takes two different values for one."""
    del model
    ways: list[list[str]] = []
    for text in sorted(given_texts(facts.given), key=_equal_values)[:INPUTS]:
        lines = lines_of(text)
        places = [(at, k, int(t)) for at, line in enumerate(lines)
                  for k, t in enumerate(line.split()) if _INT.fullmatch(t)]
        seen = Counter(v for _, _, v in places)
        for i, (at, k, value) in enumerate(places):
            other = value if seen[value] > 1 else places[i - 1][2] if i else None
            if other is not None:
                ways.append([_edited(lines, at, k, str(other + alias)) for alias in ALIASES])
    for turn in itertools.chain(*itertools.zip_longest(*ways)):
        if turn is not None:
            yield constant(turn)


def _equal_values(text: str) -> int:
    """Minus how many integers of ``text`` another of its integers equals (the inputs where
    values are compared with each other first; the smaller first of equal ones)."""
    seen = Counter(_INT_TOKEN.findall(text))
    return -sum(n for n in seen.values() if n > 1)


def _new_tokens(token: str) -> list[str]:
    kind = _kind(token)
    if kind == "i":  # at each boundary; its value with a sign written (``+5``, ``-0``), and
        # with zeros in front past a buffer's length
        sign, number = ("-", token[1:]) if token.startswith("-") else ("", token.lstrip("+"))
        padded = [sign + number.rjust(n - len(sign), "0") for n in PADDED if n > len(token)]
        signed = [] if token[0] == "+" else ["+" + number] + (["-0"] if int(token) == 0 else [])
        bounds = [str(v) for v in BOUNDARIES if str(v) != token]
        return bounds[:1] + signed + bounds[1:] + padded
    if kind == "w":  # lengthened; a number inside it (``milk,food,500``) at each boundary;
        # each number inside it with zeros in front (``00000000000000001h30m``: version 16)
        digits = list(re.finditer(r"\d+", token))
        inside = [token[:digits[-1].start()] + str(abs(v)) + token[digits[-1].end():]
                  for v in BOUNDARIES[:4]] if digits else []
        padded = [token[:m.start()] + m.group().rjust(PADDED[0], "0") + token[m.end():]
                  for m in digits[:PADDED_RUNS] if len(m.group()) < PADDED[0]]
        longer = [lengthened(token, n) for n in LENGTHS if n > len(token)]
        return longer[:1] + padded + longer[1:] + inside
    return []


def lengthened(word: str, length: int) -> str:
    """``word`` repeated to ``length`` characters (``lionslionsli``)."""
    return (word * (length // len(word) + 1))[:length]


def _edited(lines: Sequence[str], at: int, k: int, token: str) -> str:
    return _joined([*lines[:at], _with_tokens(lines[at], {k: token}), *lines[at + 1:]])


def _blanks(texts: Sequence[str]) -> Iterator[str]:
    """The blanks written another way, in the smallest given input where each can be: an
    empty line as spaces, the first blank between tokens as a tab, a tab at a line's end, and
    no newline after the last line."""
    def first(edit: Callable[[list[str]], str | None]) -> Iterator[str]:
        for text in texts:
            made = edit(lines_of(text))
            if made is not None:
                yield made
                return

    def spaces(lines: list[str]) -> str | None:
        at = next((i for i, line in enumerate(lines[:-1]) if not line.strip()), None)
        return None if at is None else _joined([*lines[:at], "   ", *lines[at + 1:]])

    def blank_line(lines: list[str], new: Callable[[str], str]) -> str | None:
        at = next((i for i, line in enumerate(lines) if " " in line.strip()), None)
        return None if at is None else _joined([*lines[:at], new(lines[at]), *lines[at + 1:]])

    yield from first(spaces)
    yield from first(lambda lines: blank_line(lines, lambda line: line.replace(" ", "\t", 1)))
    yield from first(lambda lines: blank_line(lines, lambda line: line + "\t"))
    yield from first(lambda lines: _joined(lines)[:-1] if lines[-1].strip() else None)
