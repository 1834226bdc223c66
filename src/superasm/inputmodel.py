"""A model of what a program reads: the format of its input, learned from the inputs it was given.

Verification (:mod:`superasm.datasets.verify_inputs`) and timing inputs
(:mod:`superasm.datasets.scale`) both need new inputs that a program *accepts*: not byte
mutations of the tests (a count that no longer matches its records, a query past the end of the
array) but inputs of the same shape, with fresh values, at sizes and values the tests never
reached.  This module learns that shape once per problem and draws from it.

**The grammar.**  An input is a sequence of lines; the model is a small grammar over lines,
inferred so that it parses *every* given input exactly (public and hidden tests: the more
inputs, the fewer coincidences):

- :class:`Line`: one line of a fixed number of tokens, each a :class:`Field`; optionally ending
  in a list of tokens on the same line (``3 10 20 30``: the leading 3 counts the rest);
- :class:`Row`: a line holding a list of tokens, counted by a field read earlier (``n`` then
  ``a_1 … a_n``; a matrix row of ``m`` numbers); or, ``spread``, the ``n`` tokens over as many
  lines as they take (``scanf`` reads tokens, and tests lay them out as they like: ``1 2 3`` in
  one, one a line in another);
- :class:`Records`: records counted by a field read earlier (``n`` then ``n`` lines of ``u v w``;
  ``T`` test cases, each with a grammar of its own), or read until the end of the input;
- a line read as text (``fgets``) is a :class:`Line` of no fixed fields and a free tail: its
  words, however many (``Line.tail_size`` is their number, for a size policy to choose).

A count is a field whose value equals the number of things that follow *in every given input*;
the first hypothesis that parses every input is kept, counts before no counts.

**Fields** keep what the inputs show: kind (integer, real, word), range, the values themselves
(a field with few distinct values is categorical: an operation code), word lengths and alphabet,
and relations a valid input keeps: a value never above a count read before it (an index), two
values of a line in order (``l <= r``), the values of a list distinct (a permutation, keys).
The C type a field is read into comes later, from a trace of the reference
(:meth:`InputModel.assign_types`); until then an integer's extremes are unknown.

**Drawing** (:meth:`InputModel.draw`) walks the grammar: each count is chosen by a size policy,
each value by a value policy; the defaults draw like the given inputs (counts seen, values in the
observed range), and callers replace them (verification pushes counts to 0, 1 and past the
largest test, and values to the limits of their types).  Counts always agree with what follows,
and the relations hold unless a policy breaks one on purpose.

Everything is a pure function of its inputs and a ``random.Random``: reproducible for a seed.
"""

from __future__ import annotations

import enum
import math
import random
import re
import string
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

#: the most digits a token read as a number may have: past any C integer type (``__int128`` has
#: 39), a run of digits is a big number the program reads as text (a word of digits), and
#: Python's ``int()`` refuses strings past 4300 digits
MAX_NUMBER_DIGITS = 40
_INT = re.compile(rf"^[+-]?\d{{1,{MAX_NUMBER_DIGITS}}}$")
_FLOAT = re.compile(rf"^[+-]?(\d{{1,{MAX_NUMBER_DIGITS}}}\.?\d*|\.\d+)([eE][+-]?\d{{1,4}})?$")
#: inputs larger than this many lines are modelled from their head (the shape is in the head)
MAX_MODEL_LINES = 20000
#: observed values kept per field
MAX_VALUES = 2000
#: the longest word a draw makes to a length an earlier field gives it
MAX_WORD = 1 << 20
#: a field with at most this many distinct values, each seen several times, is categorical
CATEGORICAL = 8
_MAX_DEPTH = 4


class Kind(enum.StrEnum):
    INT = "int"
    FLOAT = "float"
    WORD = "word"


def token_kind(token: str) -> Kind:
    if _INT.match(token):
        return Kind.INT
    if _FLOAT.match(token) and math.isfinite(float(token)):  # 1e999 is no double: text
        return Kind.FLOAT
    return Kind.WORD


#: the C types a field can be read into, by scanf conversion: (low, high) of each
INT_TYPES: dict[str, tuple[int, int]] = {
    "hhd": (-(1 << 7), (1 << 7) - 1), "hhu": (0, (1 << 8) - 1),
    "hd": (-(1 << 15), (1 << 15) - 1), "hu": (0, (1 << 16) - 1),
    "d": (-(1 << 31), (1 << 31) - 1), "i": (-(1 << 31), (1 << 31) - 1), "u": (0, (1 << 32) - 1),
    "ld": (-(1 << 63), (1 << 63) - 1), "li": (-(1 << 63), (1 << 63) - 1),
    "lu": (0, (1 << 64) - 1), "lld": (-(1 << 63), (1 << 63) - 1),
    "lli": (-(1 << 63), (1 << 63) - 1), "llu": (0, (1 << 64) - 1),
    "jd": (-(1 << 63), (1 << 63) - 1), "ju": (0, (1 << 64) - 1), "zu": (0, (1 << 64) - 1),
}
FLOAT_TYPES = ("f", "lf", "Lf", "e", "le", "g", "lg")
WORD_TYPES = ("s",)


@dataclass
class Field:
    """One value position of the grammar and what the given inputs showed there."""

    kind: Kind = Kind.INT
    count: int = 0
    low: int | None = None
    high: int | None = None
    flow: float | None = None
    fhigh: float | None = None
    decimals: int = 0
    values: Counter[str] = field(default_factory=Counter)
    min_len: int | None = None
    max_len: int | None = None
    alphabet: set[str] = field(default_factory=set)
    #: the scanf conversion the reference read it with ("d", "lld", "s", ...), when traced
    ctype: str = ""
    #: never above (or, ``upper_strict``, below) the count/field it refers to in every input
    upper: Ref | None = None
    upper_strict: bool = False
    #: never below the field it refers to in every input (a value within ``lo hi``)
    lower: Ref | None = None
    #: the values of one list (a Row, or this field over the records of one Records) all distinct
    distinct: bool = False
    #: this field counts a Row or Records (its value is decided by the size policy)
    is_count: bool = False
    #: a word whose length is an integer read before it in every input (a grid's rows: ``R C``
    #: then ``R`` words of ``C`` characters)
    length: Ref | None = None

    def observe(self, token: str) -> None:
        kind = token_kind(token)
        if self.count == 0:
            self.kind = kind
        elif kind is not self.kind:
            self.kind = Kind.WORD if Kind.WORD in (kind, self.kind) else Kind.FLOAT
        self.count += 1
        if kind is Kind.INT:
            value = int(token)
            self.low = value if self.low is None else min(self.low, value)
            self.high = value if self.high is None else max(self.high, value)
        if kind in (Kind.INT, Kind.FLOAT):
            number = float(token)
            self.flow = number if self.flow is None else min(self.flow, number)
            self.fhigh = number if self.fhigh is None else max(self.fhigh, number)
            if "." in token:
                fraction = re.split(r"[eE]", token.split(".", 1)[1])[0]
                self.decimals = max(self.decimals, len(fraction))
        self.min_len = len(token) if self.min_len is None else min(self.min_len, len(token))
        self.max_len = len(token) if self.max_len is None else max(self.max_len, len(token))
        if kind is Kind.WORD or len(self.alphabet) < 64:
            self.alphabet.update(token)
        if len(self.values) < MAX_VALUES or token in self.values:
            self.values[token] += 1

    @property
    def categorical(self) -> bool:
        return 0 < len(self.values) <= CATEGORICAL and self.count >= 3 * len(self.values) \
            and len(self.values) < MAX_VALUES

    def type_range(self) -> tuple[int, int] | None:
        """The range of the C integer type the field is read into, when traced."""
        return INT_TYPES.get(self.ctype)

    def describe(self) -> str:
        if self.kind is Kind.WORD:
            return f"word[{self.min_len}..{self.max_len}]"
        if self.kind is Kind.FLOAT:
            return f"real[{self.flow}..{self.fhigh}]"
        return f"int[{self.low}..{self.high}]" + (f" %{self.ctype}" if self.ctype else "")


@dataclass(frozen=True)
class Ref:
    """A field of a line read earlier: ``line``'s column ``column``."""

    line: Line
    column: int


@dataclass(eq=False)
class Line:
    """One line of ``len(fields)`` tokens, then (``tail``) a list of tokens on the same line:
    ``tail_count`` of them (a column of this line) or, None, the rest of the line."""

    fields: list[Field]
    tail: Field | None = None
    tail_count: int | None = None
    #: pairs of columns (a, b) whose values were in order (a <= b) in every given input
    ordered: list[tuple[int, int]] = field(default_factory=list)
    #: a free tail's length, as a field a size policy sees
    tail_size: Field = field(default_factory=lambda: Field(is_count=True))
    #: a line of operations (``add i x`` / ``sum l r``): by the value of its first field, the
    #: fields that follow it, each with what that kind of line showed, and its ordered pairs
    variants: dict[str, list[Field]] = field(default_factory=dict)
    variant_ordered: dict[str, list[tuple[int, int]]] = field(default_factory=dict)

    def fields_for(self, tag: str) -> list[Field]:
        """The fields of an instance whose first token is ``tag``."""
        return self.variants.get(tag, self.fields) if self.variants else self.fields

    def all_fields(self) -> list[Field]:
        """Every field a draw of this line may use (each variant's, where it has variants)."""
        if not self.variants:
            return self.fields
        out = [self.fields[0]]
        for fields in self.variants.values():
            out += fields[1:]
        return out


@dataclass(eq=False)
class Row:
    """A line of ``count`` tokens (all one field); ``spread``: the tokens over whole lines,
    drawn ``width`` a line."""

    count: Ref
    item: Field
    spread: bool = False
    width: int = 0


@dataclass(eq=False)
class Records:
    """``count`` records (None: until the end of the input), each parsed by ``body``."""

    count: Ref | None
    body: list[Node]
    #: the number of records, as a field a size policy sees (records read until the end)
    size: Field = field(default_factory=lambda: Field(is_count=True))
    #: the record every given input ended with (``0 0``: the program stops there), drawn last;
    #: ``size`` counts the records before it
    sentinel: list[str] | None = None


Node = Line | Row | Records


# --------------------------------------------------------------------------- reading inputs
def _lines(text: str) -> list[list[str]]:
    rows = text.split("\n")
    if rows and rows[-1].strip() == "":
        rows.pop()
    return [row.split() for row in rows]


def _is_count(token: str) -> bool:
    """A number that can count what follows: a negative one counts nothing (``for (i = 0;
    i < n; i++)`` reads no item when ``n`` is -1), as the program reads it."""
    return bool(_INT.match(token)) and -10_000_000 <= int(token) <= 10_000_000


class DrawTooLarge(ValueError):
    """A drawn input would hold more tokens than the draw's budget allows."""


class _Env:
    """The values of the lines read so far (the latest instance of each)."""

    def __init__(self, budget: int | None = None) -> None:
        self.values: dict[int, list[str]] = {}
        #: tokens a draw may still make (None: no limit)
        self.budget = budget
        #: keep the pairs the given inputs kept in order (``l <= r``) in order
        self.keep_order = True
        #: fields whose drawn values the order fix-up never moves (a policy set them on purpose)
        self.fixed: set[int] = set()
        #: records read until the end of the input: how many, by node
        self.until_eof: dict[int, int] = {}

    def get(self, ref: Ref) -> int:
        """The value of a count read earlier (-1, which nothing matches, if it is no number)."""
        token = self.values[id(ref.line)][ref.column]
        return int(token) if _INT.match(token) else -1


Visit = Callable[[Field, str, "_Env", int], object]


def _parse(nodes: Sequence[Node], lines: list[list[str]], at: int, env: _Env,
           visit: Visit | None = None) -> int | None:
    """Parse ``lines[at:]`` by ``nodes``; the index after what they read, None if they do not fit."""
    for node in nodes:
        end = _parse_node(node, lines, at, env, visit)
        if end is None:
            return None
        at = end
    return at


def _parse_spread(node: Row, lines: list[list[str]], at: int, env: _Env,
                  visit: Visit | None) -> int | None:
    """``count`` tokens over whole lines from ``at`` (None unless a line ends at exactly
    ``count``); no lines for a count of zero."""
    want, got, i = max(0, env.get(node.count)), 0, 0
    while got < want:
        if at >= len(lines) or not lines[at]:
            return None
        for token in lines[at]:
            if visit:
                visit(node.item, token, env, i)
            i += 1
        got += len(lines[at])
        at += 1
    return at if got == want else None


def _parse_node(node: Node, lines: list[list[str]], at: int, env: _Env,
                visit: Visit | None) -> int | None:
    if isinstance(node, Records):
        if node.count is None:
            while at < len(lines):
                nxt = _parse(node.body, lines, at, env, visit)
                if nxt is None or nxt == at:
                    return None
                at = nxt
                env.until_eof[id(node)] = env.until_eof.get(id(node), 0) + 1
            return at
        for _ in range(env.get(node.count)):
            nxt = _parse(node.body, lines, at, env, visit)
            if nxt is None:
                return None
            at = nxt
        return at
    if isinstance(node, Row) and node.spread:
        return _parse_spread(node, lines, at, env, visit)
    if at >= len(lines):
        return None
    tokens = lines[at]
    if isinstance(node, Row):
        if len(tokens) != env.get(node.count):
            return None
        for i, token in enumerate(tokens):
            if visit:
                visit(node.item, token, env, i)
        return at + 1
    width = len(node.fields)
    if len(tokens) < width or (node.tail is None and len(tokens) != width):
        return None
    head = tokens[:width]
    env.values[id(node)] = head
    if node.tail_count is not None:
        if not _INT.match(head[node.tail_count]) or \
                len(tokens) - width != int(head[node.tail_count]):
            return None
    elif node.tail is not None:
        env.until_eof[id(node.tail_size)] = len(tokens) - width
    if visit:
        for f, token in zip(node.fields_for(head[0]) if head else node.fields, head, strict=True):
            visit(f, token, env, 0)
        if node.tail is not None:
            for i, token in enumerate(tokens[width:]):
                visit(node.tail, token, env, i)
    return at + 1


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


# --------------------------------------------------------------------------- the model
@dataclass
class InputModel:
    """The grammar of a program's input and what its given inputs showed (module docstring)."""

    nodes: list[Node] | None
    #: line ends seen: "\n" or "\r\n"; whether inputs ended with a newline
    crlf: bool = False
    final_newline: bool = True
    #: every count seen, by the field that counts
    counts: dict[int, list[int]] = field(default_factory=dict)
    #: why there is no grammar (nodes None): the inputs are modelled as a stream of tokens
    why: str = ""
    #: a stream model for inputs no grammar fits: one field for every token
    stream: Field = field(default_factory=Field)
    #: the signature of reads of the given inputs (set by callers that trace the reference)
    meta: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def learn(cls, inputs: Sequence[bytes]) -> InputModel:
        texts = [data.decode("utf-8", "surrogateescape") for data in inputs]
        crlf = any("\r\n" in t for t in texts)
        final = all(t.endswith("\n") for t in texts if t)
        seqs = [_lines(t.replace("\r\n", "\n")[:1 << 22])[:MAX_MODEL_LINES] for t in texts]
        truncated = any(len(_lines(t)) > MAX_MODEL_LINES for t in texts)
        model = cls(None, crlf, final)
        for seq in seqs:
            for line in seq:
                for token in line:
                    model.stream.observe(token)
        nodes = None if truncated else _fit(seqs)
        if nodes is None:
            model.why = "no grammar parses every given input" if not truncated \
                else f"an input has more than {MAX_MODEL_LINES} lines"
            return model
        model.nodes = nodes
        _mark_counts(nodes)
        _find_sentinel(nodes, seqs)
        for seq in seqs:
            model._collect(seq)
        if model._split_variants():
            for seq in seqs:  # the variants' own statistics, nothing counted twice
                model._collect(seq, only=model._variant_field_ids())
        model._relations(seqs)
        return model

    def _split_variants(self) -> bool:
        """Lines of operations (a categorical first field, two kinds or more, in records) get a
        set of fields per kind of line (:attr:`Line.variants`)."""
        split = False
        for node in _walk(self.nodes or []):
            if not isinstance(node, Records):
                continue
            for line in node.body:
                if not isinstance(line, Line) or len(line.fields) < 2 or line.fields[0].is_count:
                    continue
                tag = line.fields[0]
                if _operation_tag(tag):
                    line.variants = {value: [tag] + [Field(is_count=f.is_count)
                                                     for f in line.fields[1:]]
                                     for value in sorted(tag.values)}
                    split = True
        return split

    def _variant_field_ids(self) -> set[int]:
        return {id(f) for line in self.lines() for fields in line.variants.values()
                for f in fields[1:]}

    # ------------------------------------------------------------------ statistics
    def _collect(self, seq: list[list[str]], only: set[int] | None = None) -> None:
        """What one given input shows (``only``: into these fields alone)."""
        assert self.nodes is not None

        def visit(f: Field, token: str, env: _Env, index: int) -> None:
            if only is not None and id(f) not in only:
                return
            f.observe(token)
            if f.is_count and _INT.match(token):
                self.counts.setdefault(id(f), []).append(int(token))

        env = _Env()
        _parse(self.nodes, seq, 0, env, visit)
        if only is not None:
            return
        for node in _walk(self.nodes):
            if isinstance(node, Records) and node.count is None:
                records = env.until_eof.get(id(node), 0) - (node.sentinel is not None)
                self.counts.setdefault(id(node.size), []).append(max(0, records))
            if isinstance(node, Line) and node.tail is not None and node.tail_count is None \
                    and id(node.tail_size) in env.until_eof:
                self.counts.setdefault(id(node.tail_size), []).append(
                    env.until_eof[id(node.tail_size)])

    def _relations(self, seqs: list[list[list[str]]]) -> None:
        """Bounds by fields read on earlier lines, ordered pairs and distinct lists that hold in
        every given input (module docstring)."""
        assert self.nodes is not None
        watch = _RelationWatch(self._int_refs())
        for seq in seqs:
            watch.start()
            _parse(self.nodes, seq, 0, _Env(), watch.visit)
            watch.finish()
        fields = {id(f): f for f in self.fields()}
        for key, f in fields.items():
            if f.kind is not Kind.INT or f.is_count or f.count < 4:
                continue
            upper = watch.tightest(key, ("le", "lt"))
            if upper is not None:
                f.upper, f.upper_strict = watch.refs[upper[1]], upper[0] == "lt"
            lower = watch.tightest(key, ("ge",))
            if lower is not None:
                f.lower = watch.refs[lower[1]]
        for key, f in fields.items():
            if f.kind is Kind.WORD and f.count >= 3:
                matched = watch.length_of(key)
                if matched is not None:
                    f.length = watch.refs[matched]
        for line in self.lines():
            line.ordered = _ordered_pairs(line, seqs, self.nodes)
            for tag in line.variants:
                line.variant_ordered[tag] = _ordered_pairs(line, seqs, self.nodes, tag)
        for key, distinct in watch.lists.items():
            listed = fields.get(key)
            if listed is not None:
                listed.distinct = distinct and listed.count >= 8 and len(listed.values) > 2

    def _int_refs(self) -> list[tuple[Ref, int]]:
        """Every integer column of a line (with the line's id): what a field may be bounded by."""
        return [(Ref(line, j), id(line)) for line in self.lines()
                for j, f in enumerate(line.fields) if f.kind is Kind.INT]

    def _count_refs(self) -> list[Ref]:
        refs: list[Ref] = []
        for line in self.lines():
            for j, f in enumerate(line.fields):
                if f.is_count:
                    refs.append(Ref(line, j))
        return refs

    def counts_in(self, data: bytes) -> dict[int, int] | None:
        """The counts one input holds, by counting field (its first instance; records read
        until the end and free tails by their length); None if the grammar does not parse it."""
        if self.nodes is None:
            return None
        seq = _lines(data.decode("utf-8", "surrogateescape").replace("\r\n", "\n"))
        counts: dict[int, int] = {}

        def visit(f: Field, token: str, env: _Env, index: int) -> None:
            if f.is_count and _INT.match(token):
                counts.setdefault(id(f), int(token))

        env = _Env()
        if _parse(self.nodes, seq, 0, env, visit) != len(seq):
            return None
        for key, value in env.until_eof.items():
            counts.setdefault(key, value)
        for node in _walk(self.nodes):
            if isinstance(node, Records) and id(node) in env.until_eof:
                counts[id(node.size)] = env.until_eof[id(node)] - (node.sentinel is not None)
        return counts

    def values_in(self, data: bytes) -> dict[int, str]:
        """The first value one input holds for each field ({} if the grammar does not parse it)."""
        if self.nodes is None:
            return {}
        seq = _lines(data.decode("utf-8", "surrogateescape").replace("\r\n", "\n"))
        values: dict[int, str] = {}
        _parse(self.nodes, seq, 0, _Env(),
               lambda f, token, env, index: values.setdefault(id(f), token) and None)
        return values

    def lines(self) -> list[Line]:
        return [n for n in _walk(self.nodes or []) if isinstance(n, Line)]

    def records(self) -> list[Records]:
        return [n for n in _walk(self.nodes or []) if isinstance(n, Records)]

    def fields(self) -> list[Field]:
        """Every field, in reading order (the stream field when there is no grammar)."""
        if self.nodes is None:
            return [self.stream]
        out: list[Field] = []
        for node in _walk(self.nodes):
            if isinstance(node, Line):
                out += node.all_fields() + ([node.tail] if node.tail is not None else [])
            elif isinstance(node, Row):
                out.append(node.item)
        return out

    def value_fields(self) -> list[Field]:
        return [f for f in self.fields() if not f.is_count]

    def count_fields(self) -> list[Field]:
        return [f for f in self.fields() if f.is_count]

    def repeated(self) -> set[int]:
        """The fields (ids) one input may hold many of: a row's items, a line's free tail,
        every field of a line inside records."""
        out: set[int] = set()

        def visit(nodes: Sequence[Node], inside: bool) -> None:
            for node in nodes:
                if isinstance(node, Records):
                    visit(node.body, True)
                elif isinstance(node, Row):
                    out.add(id(node.item))
                else:
                    out.update(id(f) for f in node.all_fields() if inside)
                    if node.tail is not None:
                        out.add(id(node.tail))

        visit(self.nodes or [], False)
        return out

    def outer_count(self) -> Field | None:
        """The count of test cases: a count of records that hold counted things of their own
        (``T``, then each case's ``n`` and its row); None where the input has none (``n m``
        then ``m`` edges: ``m`` counts plain records)."""
        for node in self.nodes or []:
            if isinstance(node, Records) and node.count is not None and _nesting(node.body):
                return node.count.line.fields[node.count.column]
        return None

    def nesting(self) -> int:
        """How many counted things nest at most (``n`` then a row: 1; ``T`` cases each with a
        row, or ``n`` lines of ``m`` numbers: 2): an input grows about ``k ** nesting()`` times
        when every count grows ``k`` times."""
        return _nesting(self.nodes or [])

    def describe(self) -> str:
        """The grammar in one line, for reports: ``[n] (n × [int int]) ...``."""
        if self.nodes is None:
            return f"tokens ({self.why})"
        return " ".join(_describe(n) for n in self.nodes)

    # ------------------------------------------------------------------ types from a trace
    def assign_types(self, data: bytes, conversions: Sequence[str]) -> int:
        """Give fields the scanf conversions the reference read ``data``'s tokens with, in order
        (``conversions[k]`` read token ``k``); returns how many tokens were typed."""
        text = data.decode("utf-8", "surrogateescape").replace("\r\n", "\n")
        seq = _lines(text)
        spec = iter(conversions)
        typed = 0

        def visit(f: Field, token: str, env: _Env, index: int) -> None:
            nonlocal typed
            conv = next(spec, "")
            if conv and not f.ctype:
                f.ctype = conv
                typed += 1
            elif conv and f.ctype != conv and conv in INT_TYPES and f.ctype in INT_TYPES:
                # read with two conversions: keep the narrower (what a value must fit)
                if INT_TYPES[conv][1] < INT_TYPES[f.ctype][1]:
                    f.ctype = conv

        if self.nodes is None:
            for line in seq:
                for token in line:
                    visit(self.stream, token, _Env(), 0)
            return typed
        _parse(self.nodes, seq, 0, _Env(), visit)
        return typed

    # ------------------------------------------------------------------ drawing
    def draw(self, rng: random.Random, sizes: SizePolicy | None = None,
             values: ValuePolicy | None = None, crlf: bool | None = None,
             final_newline: bool | None = None, max_tokens: int | None = None,
             keep_order: bool = True, fixed: Sequence[Field] = ()) -> str:
        """A new input: counts from ``sizes``, values from ``values`` (defaults: like the given
        inputs).  Counts always agree with what they count.  :class:`DrawTooLarge` when it
        would hold more than ``max_tokens`` tokens (checked before they are drawn).
        ``keep_order=False`` leaves the pairs of a line the given inputs kept in order as
        drawn (both orders).  A pair out of order is put in order by swapping its values, or,
        where one of them is in ``fixed`` (a value a policy chose on purpose), by giving the
        other the same value."""
        chosen = sizes or like_given(self)
        values = values or draw_like
        sizes = lambda f, _seen: chosen(f, self.counts.get(id(f), []))  # noqa: E731
        out: list[str] = []
        if self.nodes is None:
            n = sizes(self.stream, _stream_counts(self))
            out.append(" ".join(values(self.stream, rng, (None, None)) for _ in range(n)))
        else:
            env = _Env(max_tokens)
            env.keep_order = keep_order
            env.fixed = {id(f) for f in fixed}
            _draw_nodes(self.nodes, rng, sizes, values, env, out)
        newline = "\r\n" if (self.crlf if crlf is None else crlf) else "\n"
        text = newline.join(out)
        if self.final_newline if final_newline is None else final_newline:
            text += newline
        return text

    def observed_counts(self, f: Field) -> list[int]:
        return self.counts.get(id(f), [])


def _stream_counts(model: InputModel) -> list[int]:
    return [max(1, model.stream.count)]


#: chooses a count for a counting field: (the field, the counts it showed) -> count
SizePolicy = Callable[[Field, list[int]], int]
#: the bounds a value must keep (from fields read before it), each None where there is none
Bounds = tuple[int | None, int | None]
#: draws a value: (field, rng, its bounds) -> token
ValuePolicy = Callable[[Field, random.Random, Bounds], str]


def like_given(model: InputModel, scale: float = 1.0) -> SizePolicy:
    """Counts as the given inputs show them (one of the observed counts), times ``scale``."""
    rng = random.Random(0)

    def choose(f: Field, seen: list[int]) -> int:
        base = rng.choice(seen) if seen else 1
        return max(0, round(base * scale))

    del model
    return choose


def draw_like(f: Field, rng: random.Random, bounds: Bounds = (None, None)) -> str:
    """A fresh value like the given ones: a categorical field's values, else uniform in range."""
    if f.categorical and rng.random() < 0.9:
        allowed = [v for v in sorted(f.values) if _within(v, bounds)]
        if allowed:
            return rng.choice(allowed)
    if f.kind is Kind.INT and f.low is not None and f.high is not None:
        # an index (never above the count it refers to), or a value within lo..hi, ranges over
        # what those fields now allow
        low = f.low if bounds[0] is None else bounds[0]
        high = f.high if bounds[1] is None else bounds[1]
        return str(rng.randint(min(low, high), high))
    if f.kind is Kind.FLOAT and f.flow is not None and f.fhigh is not None:
        value = rng.uniform(f.flow, f.fhigh)
        return f"{value:.{max(f.decimals, 1)}f}" if f.decimals or value != int(value) \
            else str(int(value))
    return random_word(f, rng)


def _within(token: str, bounds: Bounds) -> bool:
    """Whether an integer token lies in the bounds other fields set (a word always does)."""
    if not _INT.match(token):
        return True
    low, high = bounds
    return (low is None or int(token) >= low) and (high is None or int(token) <= high)


def random_word(f: Field, rng: random.Random, length: int | None = None,
                alphabet: str | None = None) -> str:
    letters = alphabet or "".join(sorted(f.alphabet)) or string.ascii_lowercase
    n = length if length is not None else rng.randint(f.min_len or 1, max(f.min_len or 1,
                                                                          f.max_len or 1))
    if n > _LONG_WORD and letters.isascii():
        return _long_word(letters, max(1, n), rng)
    return "".join(rng.choices(letters, k=max(1, n)))


#: past this length a word is drawn from random bytes (a big number's 100,000 digits would take
#: a draw by letters tens of milliseconds, and verification draws thousands)
_LONG_WORD = 256


def _long_word(letters: str, n: int, rng: random.Random) -> str:
    """``n`` letters of ``letters`` (ASCII), each about equally likely, drawn from ``n`` random
    bytes mapped through a table: microseconds for a word of 100,000."""
    table = bytes(ord(letters[i % len(letters)]) for i in range(256))
    return rng.randbytes(n).translate(table).decode("ascii")


def _draw_nodes(nodes: Sequence[Node], rng: random.Random, sizes: SizePolicy,
                values: ValuePolicy, env: _Env, out: list[str]) -> None:
    for node in nodes:
        if isinstance(node, Records):
            if node.count is None:
                n = sizes(node.size, [])
            else:
                n = env.get(node.count)
            _spend(env, n * _fixed_tokens(node.body))  # before any record is drawn
            for _ in range(n):
                _draw_record(node, rng, sizes, values, env, out)
            if node.sentinel is not None:
                out.append(" ".join(node.sentinel))
        elif isinstance(node, Row):
            n = env.get(node.count)
            tokens = _list_values(node.item, n, rng, values, env)
            if node.spread:  # over lines of ``width`` (0: one line; none for no tokens)
                width = node.width or max(1, n)
                out.extend(" ".join(tokens[k:k + width]) for k in range(0, n, width))
            else:
                out.append(" ".join(tokens))
        else:
            out.append(_draw_line(node, rng, sizes, values, env))


def _draw_record(node: Records, rng: random.Random, sizes: SizePolicy, values: ValuePolicy,
                 env: _Env, out: list[str]) -> None:
    """One record; before a sentinel, never the sentinel itself (it would end the input)."""
    for _ in range(4):
        at = len(out)
        _draw_nodes(node.body, rng, sizes, values, env, out)
        if node.sentinel is None or out[at:] != [" ".join(node.sentinel)]:
            return
        del out[at:]
    _draw_nodes(node.body, rng, sizes, values, env, out)


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


def _fixed_tokens(nodes: Sequence[Node]) -> int:
    """The tokens one record surely holds (its lines' fixed fields; at least one)."""
    return max(1, sum(len(n.fields) for n in nodes if isinstance(n, Line)))


def _draw_line(line: Line, rng: random.Random, sizes: SizePolicy, values: ValuePolicy,
               env: _Env) -> str:
    tokens: list[str] = []
    fields, ordered = line.fields, line.ordered
    if line.variants:  # a line of operations: its kind decides the fields that follow
        tag = values(line.fields[0], rng, (None, None))
        if tag not in line.variants:  # an operation no given input names: undefined, not drawn
            tag = rng.choice(sorted(line.variants))
        fields = line.fields_for(tag)
        ordered = line.variant_ordered.get(tag, [])
    for k, f in enumerate(fields):
        if k == 0 and line.variants:
            tokens.append(tag)
        elif f.is_count:
            tokens.append(str(sizes(f, [])))
        else:
            tokens.append(_sized(f, values(f, rng, _bounds(f, env)), env))
            _spend_long(env, tokens[-1])
    for a, b in ordered if env.keep_order else ():
        if not (_INT.match(tokens[a]) and _INT.match(tokens[b])) or int(tokens[a]) <= int(tokens[b]):
            continue
        fixed_a, fixed_b = (id(fields[k]) in env.fixed for k in (a, b))
        if fixed_a and not fixed_b:
            tokens[b] = tokens[a]
        elif fixed_b and not fixed_a:
            tokens[a] = tokens[b]
        elif not fixed_a:
            tokens[a], tokens[b] = tokens[b], tokens[a]
    env.values[id(line)] = tokens
    if line.tail is not None:
        n = int(tokens[line.tail_count]) if line.tail_count is not None else \
            sizes(line.tail_size, [])
        tokens += _list_values(line.tail, n, rng, values, env)
    return " ".join(tokens)


def _sized(f: Field, token: str, env: _Env) -> str:
    """A word cut or repeated to the length an earlier field gives it (its characters kept:
    a policy's alphabet survives), where it has one."""
    if f.length is None or id(f.length.line) not in env.values or not token:
        return token
    want = env.get(f.length)
    if want < 1 or want > MAX_WORD:  # a length no draw can hold: the input is invalid anyway
        return token
    _spend(env, want // 8)
    return (token * (want // len(token) + 1))[:want]


def _bounds(f: Field, env: _Env) -> Bounds:
    low = env.get(f.lower) if f.lower is not None and id(f.lower.line) in env.values else None
    high = None
    if f.upper is not None and id(f.upper.line) in env.values:
        high = env.get(f.upper) - (1 if f.upper_strict else 0)
    return low, high


def _spend(env: _Env, tokens: int) -> None:
    if env.budget is not None:
        env.budget -= tokens
        if env.budget < 0:
            raise DrawTooLarge("the input would exceed its token budget")


def _list_values(f: Field, n: int, rng: random.Random, values: ValuePolicy,
                 env: _Env) -> list[str]:
    _spend(env, n)
    bounds = _bounds(f, env)
    if f.distinct and f.kind is Kind.INT:
        made: list[str] = []
        seen: set[str] = set()
        for _ in range(2 * n + 100):
            if len(made) == n:
                break
            token = values(f, rng, bounds)
            if token not in seen:
                seen.add(token)
                made.append(token)
        top = max(map(int, made), default=0)
        while len(made) < n:  # the range is too narrow for distinct values: widen it
            top += 1
            if str(top) not in seen:
                made.append(str(top))
        return made
    drawn = []
    for _ in range(n):
        drawn.append(values(f, rng, bounds))
        _spend_long(env, drawn[-1])
    return drawn


def _spend_long(env: _Env, token: str) -> None:
    """A long word costs the budget by its length (eight characters a token, as a word sized by
    an earlier field does): a big number's 100,000 digits are not one token's worth, and a
    draw of thousands of them must stop at the budget, not fill the memory."""
    if len(token) > _LONG_WORD:
        _spend(env, len(token) // 8)


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


def _nesting(nodes: Sequence[Node]) -> int:
    deepest = 0
    for node in nodes:
        if isinstance(node, Records):
            deepest = max(deepest, 1 + _nesting(node.body))
        elif isinstance(node, Row) or node.tail is not None:
            deepest = max(deepest, 1)
    return deepest


def _walk(nodes: Sequence[Node]) -> Iterator[Node]:
    for node in nodes:
        yield node
        if isinstance(node, Records):
            yield from _walk(node.body)


def _describe(node: Node) -> str:
    """``(counted × [#int int])``, ``(until '0 0' × ...)``, ``[1 int int | 2 int int]`` (lines
    of operations, by kind), ``word[len: field 2 earlier]`` (a word as long as a field says)."""
    if isinstance(node, Records):
        inner = " ".join(_describe(n) for n in node.body)
        until = f"until '{' '.join(node.sentinel)}'" if node.sentinel else "until EOF"
        return f"({until if node.count is None else 'counted'} × {inner})"
    if isinstance(node, Row):
        return f"[{'tokens' if node.spread else 'row'} of {node.item.describe()}]"
    if node.variants:
        return "[" + " | ".join(" ".join([tag] + [_describe_field(f) for f in fields[1:]])
                                for tag, fields in sorted(node.variants.items())) + "]"
    parts = [_describe_field(f) for f in node.fields]
    if node.tail is not None:
        parts.append(f"{node.tail.describe()}…")
    return "[" + " ".join(parts) + "]"


def _describe_field(f: Field) -> str:
    if f.length is not None:
        return f"word[len: field {f.length.column + 1} earlier]"
    return ("#" if f.is_count else "") + f.describe()


# --------------------------------------------------------------------------- lists and tokens
def counted_lists(model: InputModel) -> list[tuple[Field, Field]]:
    """(count, item) for every list one input holds many values of: a row and the count read
    before it, each field of counted records and their count (or their number, for records
    read until the end), a line's tail and its length; the stream's tokens where no grammar
    fits.  Verification makes one list long with chosen values at chosen places."""
    if model.nodes is None:
        return [(model.stream, model.stream)]
    out: list[tuple[Field, Field]] = []
    for node in _walk(model.nodes):
        if isinstance(node, Row):
            out.append((node.count.line.fields[node.count.column], node.item))
        elif isinstance(node, Records):
            count = node.size if node.count is None else \
                node.count.line.fields[node.count.column]
            out += [(count, f) for line in node.body if isinstance(line, Line)
                    for f in line.all_fields() if not f.is_count]
        elif node.tail is not None:
            count = node.tail_size if node.tail_count is None else node.fields[node.tail_count]
            out.append((count, node.tail))
    return out


def field_tokens(model: InputModel, data: bytes) -> list[tuple[Field, str]] | None:
    """Every token of ``data`` with the field it is read as, in order; None where the grammar
    does not parse it (a check on the tokens' format then has nothing to say)."""
    seq = _lines(data.decode("utf-8", "surrogateescape").replace("\r\n", "\n"))
    if model.nodes is None:
        return [(model.stream, token) for line in seq for token in line]
    out: list[tuple[Field, str]] = []
    if _parse(model.nodes, seq, 0, _Env(), lambda f, token, env, i: out.append((f, token))) \
            != len(seq):
        return None
    return out




__all__ = ["FLOAT_TYPES", "INT_TYPES", "DrawTooLarge", "Field", "InputModel", "Kind", "Line", "Records", "Ref",
           "Row", "SizePolicy", "ValuePolicy", "draw_like", "like_given", "random_word",
           "token_kind"]
