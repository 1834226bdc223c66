"""The grammar of an input and reading an input by it: the kinds of token, the C types a field
may be read into, the nodes (:class:`Line`, :class:`Row`, :class:`Records`) and the fields
they hold (:class:`Field`), and the one parser every other part walks inputs with
(:func:`_parse`, calling back on every token with the field it is read as).  Learning a
grammar is :mod:`superasm.verification.inputmodel.fitting`'s job; drawing from one,
:mod:`superasm.verification.inputmodel.drawing`'s."""

from __future__ import annotations

import enum
import math
import re
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

#: the most digits a token read as a number may have: past any C integer type (``__int128`` has
#: 39), a run of digits is a big number the program reads as text (a word of digits), and
#: Python's ``int()`` refuses strings past 4300 digits
MAX_NUMBER_DIGITS = 40
_INT = re.compile(rf"^[+-]?\d{{1,{MAX_NUMBER_DIGITS}}}$")
_FLOAT = re.compile(rf"^[+-]?(\d{{1,{MAX_NUMBER_DIGITS}}}(\.\d*)?|\.\d+)([eE][+-]?\d{{1,4}})?$")
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


# --------------------------------------------------------------------------- walking and describing
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
