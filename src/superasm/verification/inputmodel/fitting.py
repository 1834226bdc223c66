"""Learning a grammar from the given inputs: the hypotheses tried, first fit kept (counts before
no counts); which fields are counts, the sentinel record that ends an input, lines of
operations (a first field naming the kind of line), and the relations every given input kept
(bounds by earlier fields, ordered pairs).  :meth:`superasm.verification.inputmodel.InputModel.learn` runs
them and gathers the statistics."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from superasm.verification.inputmodel.grammar import (
    _INT,
    _MAX_DEPTH,
    Field,
    Kind,
    Line,
    Node,
    Records,
    Ref,
    Row,
    _Env,
    _is_count,
    _parse,
    _walk,
)

# --------------------------------------------------------------------------- inference
#: lines read earlier (that later counts may refer to) and their tokens in each input
Scope = list[tuple[Line, list[list[str]]]]


def _env(scope: Scope, i: int) -> _Env:
    env = _Env()
    for line, tokens in scope:
        env.values[id(line)] = tokens[i]
    return env


def _after(nodes: list[Node], seqs: list[list[list[str]]],
           scope: Scope) -> tuple[list[list[list[str]]], Scope] | None:
    """What is left of each sequence after ``nodes`` read their part, and the scope grown by the
    lines they read; None if they do not fit."""
    rests: list[list[list[str]]] = []
    envs: list[_Env] = []
    for i, seq in enumerate(seqs):
        env = _env(scope, i)
        end = _parse(nodes, seq, 0, env)
        if end is None:
            return None
        rests.append(seq[end:])
        envs.append(env)
    grown = list(scope) + [(n, [e.values[id(n)] for e in envs]) for n in nodes
                           if isinstance(n, Line)]
    return rests, grown


def _fit(seqs: list[list[list[str]]], scope: Scope | None = None,
         depth: int = 0) -> list[Node] | None:
    """A grammar that parses every sequence of lines exactly (see the module docstring)."""
    scope = scope or []
    if all(not s for s in seqs):
        return []
    if any(not s for s in seqs) or depth > _MAX_DEPTH:
        return None
    for nodes in _hypotheses(seqs, scope, depth):
        if all(_parse(nodes, seq, 0, _env(scope, i)) == len(seq) for i, seq in enumerate(seqs)):
            return nodes
    return None


def _then(nodes: list[Node], seqs: list[list[list[str]]], scope: Scope,
          depth: int) -> list[Node] | None:
    """``nodes``, then a grammar for what they leave (None when either does not fit)."""
    after = _after(nodes, seqs, scope)
    if after is None:
        return None
    tail = _fit(after[0], after[1], depth + 1)
    return None if tail is None else [*nodes, *tail]


def _hypotheses(seqs: list[list[list[str]]], scope: Scope, depth: int) -> Iterator[list[Node]]:
    firsts = [s[0] for s in seqs]
    yield from _counted_by_scope(seqs, scope, depth)
    widths = {len(f) for f in firsts}
    if len(widths) == 1:
        width = widths.pop()
        for j in range(width):
            counts = [max(0, int(f[j])) if _is_count(f[j]) else -1 for f in firsts]
            if min(counts) < 0 or max(counts) < 1:
                continue
            yield from _counted(seqs, scope, width, j, counts, depth)
        if _all_same_width(seqs) and len({len(s) for s in seqs}) > 1:
            yield [Records(None, [_line(width)])]
        found = _then([_line(width)], seqs, scope, depth)
        if found is not None:
            yield found
    if all(f and _is_count(f[0]) and int(f[0]) == len(f) - 1 for f in firsts):
        head = _line(1)
        head.tail, head.tail_count = Field(), 0
        found = _then([head], seqs, scope, depth)
        if found is not None:
            yield found
    prefix = _int_prefix(firsts)
    if prefix and len({len(f) for f in firsts}) > 1:
        found = _then([_free_line(prefix)], seqs, scope, depth)
        if found is not None:
            yield found
    if _all_same_width(seqs):
        yield [Records(None, [_line(len(seqs[0][0]))])]
    found = _then([_free_line(0)], seqs, scope, depth)
    if found is not None:
        yield found
    yield [Records(None, [_free_line(0)])]


def _counted_by_scope(seqs: list[list[list[str]]], scope: Scope,
                      depth: int) -> Iterator[list[Node]]:
    """Records or a row counted by a column of a line read earlier (``n q`` then the array,
    then ``q`` queries)."""
    for line, tokens in reversed(scope):
        for k in range(len(line.fields)):
            counts = [max(0, int(t[k])) if _is_count(t[k]) else -1 for t in tokens]
            if min(counts) < 0 or max(counts) < 1:
                continue
            ref = Ref(line, k)
            if all(s and len(s[0]) == c for s, c in zip(seqs, counts, strict=True)):
                found = _then([Row(ref, Field())], seqs, scope, depth)
                if found is not None:
                    yield found
            if not all(len(s) >= c for s, c in zip(seqs, counts, strict=True)):
                continue
            widths = {len(s[i]) for s, c in zip(seqs, counts, strict=True) for i in range(c)}
            if len(widths) == 1:
                found = _then([Records(ref, [_line(widths.pop())])], seqs, scope, depth)
                if found is not None:
                    yield found


def _all_same_width(seqs: list[list[list[str]]]) -> bool:
    return len({len(line) for s in seqs for line in s}) == 1


def _line(width: int) -> Line:
    return Line([Field() for _ in range(width)])


def _free_line(width: int) -> Line:
    """``width`` fields, then as many tokens as the line has (text read by ``fgets``)."""
    line = _line(width)
    line.tail = Field()
    return line


def _int_prefix(firsts: list[list[str]]) -> int:
    """How many leading tokens are integers on every line (``reps`` before a line of text)."""
    k = 0
    while all(len(f) > k and _INT.match(f[k]) for f in firsts):
        k += 1
    return k


def _counted(seqs: list[list[list[str]]], scope: Scope, width: int, j: int, counts: list[int],
             depth: int) -> Iterator[list[Node]]:
    """Hypotheses where column ``j`` of the first line counts what follows."""
    head = _line(width)
    ref = Ref(head, j)
    rests = [s[1:] for s in seqs]
    if all(r and len(r[0]) == c for r, c in zip(rests, counts, strict=True)):
        found = _then([head, Row(ref, Field())], seqs, scope, depth)
        if found is not None:
            yield found
    if all(len(r) >= c for r, c in zip(rests, counts, strict=True)):
        for body in _record_bodies(seqs, rests, counts, head, depth):
            found = _then([head, Records(ref, body)], seqs, scope, depth)
            if found is not None:
                yield found
    spread = _spread_width(rests, counts)
    if spread is not None:
        found = _then([head, Row(ref, Field(), spread=True, width=spread)], seqs, scope, depth)
        if found is not None:
            yield found


def _spread_width(rests: list[list[list[str]]], counts: list[int]) -> int | None:
    """Where each count's tokens fill whole lines after it (laid out differently in different
    inputs, or no line at all for a count of zero: else a Row or Records fits), how to draw
    them: 0 when every input held them on one line, else the most common number of tokens a
    line; None where they do not fill whole lines."""
    widths: Counter[int] = Counter()
    one_line = True
    for rest, c in zip(rests, counts, strict=True):
        got, lines = 0, 0
        for line in rest:
            if got >= c:
                break
            if not line:
                return None
            widths[len(line)] += 1
            got += len(line)
            lines += 1
        if got != c:
            return None
        one_line = one_line and lines <= 1
    if one_line:
        return 0
    return widths.most_common(1)[0][0]


def _record_bodies(seqs: list[list[list[str]]], rests: list[list[list[str]]], counts: list[int],
                   head: Line, depth: int) -> Iterator[list[Node]]:
    """Grammars for one record, guessed from the first record of each input."""
    firsts = [r[0] for r, c in zip(rests, counts, strict=True) if c > 0]
    if not firsts:
        return
    widths = {len(f) for f in firsts}
    if len(widths) == 1:  # a record of one line of a fixed width
        yield [_line(next(iter(widths)))]
    for k in range(len(head.fields)):  # a row as wide as another column says (a matrix)
        if all(_INT.match(s[0][k]) and r and len(r[0]) == int(s[0][k])
               for s, r, c in zip(seqs, rests, counts, strict=True) if c > 0):
            yield [Row(Ref(head, k), Field())]
    if all(f and _is_count(f[0]) and int(f[0]) == len(f) - 1 for f in firsts):
        line = _line(1)  # a line that counts its own tail ("3 1 2 3")
        line.tail, line.tail_count = Field(), 0
        yield [line]
    if depth < _MAX_DEPTH and len(widths) == 1:
        yield from _case_bodies(rests, counts, len(firsts[0]))
    yield [_free_line(0)]


def _case_bodies(rests: list[list[list[str]]], counts: list[int],
                 width: int) -> Iterator[list[Node]]:
    """A test case: a header line, then what one of its columns counts, or one more line."""
    firsts = [r[0] for r, c in zip(rests, counts, strict=True) if c > 0]
    follow = {len(r[1]) for r, c in zip(rests, counts, strict=True) if c > 0 and len(r) > 1}
    for k in range(width):
        if not all(_is_count(f[k]) for f in firsts):
            continue
        inner = _line(width)
        yield [inner, Row(Ref(inner, k), Field())]
        if len(follow) == 1:
            inner = _line(width)
            yield [inner, Records(Ref(inner, k), [_line(next(iter(follow)))])]
    if len(follow) == 1:
        yield [_line(width), _line(next(iter(follow)))]


def _mark_counts(nodes: Sequence[Node]) -> None:
    """A field is a count exactly when something of the grammar is counted by it."""
    for node in _walk(nodes):
        if isinstance(node, Line):
            for f in node.fields:
                f.is_count = False
    for node in _walk(nodes):
        refs: list[Ref] = []
        if isinstance(node, (Row, Records)) and node.count is not None:
            refs.append(node.count)
        if isinstance(node, Line) and node.tail_count is not None:
            refs.append(Ref(node, node.tail_count))
        for ref in refs:
            ref.line.fields[ref.column].is_count = True


# --------------------------------------------------------------------------- sentinels and operations
def _operation_tag(tag: Field) -> bool:
    """A first field that names a kind of operation: a word of a few values (``add``, ``sum``)
    or a code of at most three small numbers seen many times (``1 l r`` / ``2 i x``); not the
    first number of every edge of a small graph."""
    if not tag.categorical or len(tag.values) < 2 or tag.count < 4:
        return False
    if tag.kind is Kind.WORD:
        return True
    return tag.kind is Kind.INT and len(tag.values) <= 3 and tag.count >= 12 \
        and all(_INT.match(v) and 0 <= int(v) <= 3 for v in tag.values)


def _find_sentinel(nodes: list[Node], seqs: list[list[list[str]]]) -> None:
    """Records read until the end whose last is the same one-line record in every given
    input (and nowhere else in it): a sentinel that ends the input (``0 0``)."""
    if not nodes or not isinstance(nodes[-1], Records) or nodes[-1].count is not None:
        return
    last = nodes[-1]
    if len(last.body) != 1 or not isinstance(last.body[0], Line):
        return
    ends = {tuple(seq[-1]) for seq in seqs if seq}
    if len(ends) != 1 or len(seqs) < 2:
        return
    (end,) = ends
    if any(tuple(line) == end for seq in seqs for line in seq[:-1]):
        return
    last.sentinel = list(end)


# --------------------------------------------------------------------------- relations
class _RelationWatch:
    """Watches values while inputs are parsed: which earlier integer fields bound each integer
    field from above or below (and how closely), and which lists never repeat a value."""

    def __init__(self, refs: list[tuple[Ref, int]]) -> None:
        self.refs = [ref for ref, _ in refs]
        self._lines = [line_id for _, line_id in refs]
        #: field -> (kind, ref index) -> [holds, smallest gap, observations]
        self.bounds: dict[int, dict[tuple[str, int], list[Any]]] = {}
        self.lists: dict[int, bool] = {}
        self._seen: dict[int, set[str]] = {}
        self._repeated: set[int] = set()
        #: word field -> ref index -> the word's length equalled that integer every time
        self.lengths: dict[int, dict[int, bool]] = {}

    def start(self) -> None:
        self._seen, self._repeated = {}, set()

    def finish(self) -> None:
        for key in self._seen:
            self.lists[key] = self.lists.get(key, True) and key not in self._repeated

    def tightest(self, key: int, kinds: tuple[str, ...]) -> tuple[str, int] | None:
        """The bound of one of ``kinds`` that held every time and came closest (it must have
        been touched, within a tenth of the bound's size: not a coincidence), else None."""
        best = None
        for (kind, i), (holds, gap, seen) in self.bounds.get(key, {}).items():
            if kind in kinds and holds and seen >= 4 and gap is not None and gap[0] <= gap[1]:
                if best is None or (gap[0], kind != "lt") < best[0]:
                    best = ((gap[0], kind != "lt"), (kind, i))
        return best[1] if best else None

    def length_of(self, key: int) -> int | None:
        """The integer (a ref index) a word field's length equalled every time, the latest
        read of those; None where there is none."""
        matched = [i for i, holds in self.lengths.get(key, {}).items() if holds]
        return max(matched) if matched else None

    def _word(self, f: Field, token: str, env: _Env) -> None:
        options = self.lengths.setdefault(id(f), {i: True for i in range(len(self.refs))})
        for i, holds in options.items():
            ref = self.refs[i]
            if holds and (id(ref.line) not in env.values or env.get(ref) != len(token)
                          or any(g is f for g in ref.line.all_fields())):
                options[i] = False

    def visit(self, f: Field, token: str, env: _Env, index: int) -> None:
        if f.kind is Kind.WORD:
            self._word(f, token, env)
            return
        if f.kind is not Kind.INT or not _INT.match(token) or f.is_count:
            return
        value = int(token)
        options = self.bounds.setdefault(id(f), {
            (kind, i): [True, None, 0] for i in range(len(self.refs))
            for kind in ("le", "lt", "ge")})
        for (kind, i), state in options.items():
            ref = self.refs[i]
            if not state[0]:
                continue
            if id(ref.line) not in env.values or any(g is f for g in ref.line.all_fields()):
                state[0] = False  # not read before this field (or on its own line)
                continue
            limit = env.get(ref)
            gap = limit - value if kind in ("le", "lt") else value - limit
            if gap < 0 or (kind == "lt" and gap == 0):
                state[0] = False
                continue
            slack = max(1, abs(limit) // 10)
            state[1] = (gap, slack) if state[1] is None or gap < state[1][0] else state[1]
            state[2] += 1
        if index == 0:
            self._seen[id(f)] = set()
        bucket = self._seen.setdefault(id(f), set())
        if token in bucket:
            self._repeated.add(id(f))
        bucket.add(token)


def _ordered_pairs(line: Line, seqs: list[list[list[str]]], nodes: list[Node],
                   tag: str | None = None) -> list[tuple[int, int]]:
    """Integer columns of ``line`` whose values were in order in every instance (``l r``), where
    that is more than a coincidence of two unrelated fields: the two were equal somewhere, or
    their ranges mostly overlap (two positions of one array), or do not overlap at all (``lo``
    below ``hi``: in order however drawn, and kept so when a policy pushes one of them).  A pair
    like ``k <= hi`` (k in 1..10, hi in 6..172) is left out: putting it in order would move a
    value into a field that never held one like it."""
    fields = line.fields if tag is None else line.fields_for(tag)
    ints = [j for j, f in enumerate(fields) if f.kind is Kind.INT and not f.is_count]
    pairs = {(a, b) for a in ints for b in ints if a < b}
    equal: set[tuple[int, int]] = set()
    instances = 0

    def record(key: int, tokens: list[str]) -> None:
        nonlocal instances
        if key == id(line) and (tag is None or (tokens and tokens[0] == tag)):
            instances += 1
            for a, b in list(pairs):
                if not (_INT.match(tokens[a]) and _INT.match(tokens[b])) \
                        or int(tokens[a]) > int(tokens[b]):
                    pairs.discard((a, b))
                elif tokens[a] == tokens[b]:
                    equal.add((a, b))

    for seq in seqs:
        env = _Env()
        env.values = _Recorder(record)
        _parse(nodes, seq, 0, env)
    if instances < 4:
        return []
    return sorted(pair for pair in pairs
                  if pair in equal or _ranges_relate(fields[pair[0]], fields[pair[1]]))


def _ranges_relate(a: Field, b: Field) -> bool:
    """The observed ranges of ``a`` and ``b`` overlap by half the smaller one, or not at all."""
    if None in (a.low, a.high, b.low, b.high):
        return False
    assert a.low is not None and a.high is not None and b.low is not None and b.high is not None
    overlap = min(a.high, b.high) - max(a.low, b.low)
    if overlap < 0:
        return True
    return overlap >= 0.5 * min(a.high - a.low, b.high - b.low)


class _Recorder(dict[int, list[str]]):
    """A dict that calls back on every assignment (to watch one line's instances)."""

    def __init__(self, callback: Callable[[int, list[str]], None]) -> None:
        super().__init__()
        self._callback = callback

    def __setitem__(self, key: int, value: list[str]) -> None:
        self._callback(key, value)
        super().__setitem__(key, value)
