"""The model of one program's input: :class:`InputModel`, its grammar (or a stream of tokens
where none fits) and what the given inputs showed (counts, values, relations), learned once
per problem; the queries callers ask of it (its fields, lists, nesting, one input's counts and
values); typing its fields from a trace of the reference; and drawing a new input from it."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from superasm.verification.inputmodel.drawing import SizePolicy, ValuePolicy, _draw_nodes, draw_like
from superasm.verification.inputmodel.fitting import (
    _find_sentinel,
    _fit,
    _mark_counts,
    _operation_tag,
    _ordered_pairs,
    _RelationWatch,
)
from superasm.verification.inputmodel.grammar import (
    _INT,
    INT_TYPES,
    MAX_MODEL_LINES,
    Field,
    Kind,
    Line,
    Node,
    Records,
    Ref,
    Row,
    _describe,
    _Env,
    _lines,
    _nesting,
    _parse,
    _walk,
)


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


def like_given(model: InputModel, scale: float = 1.0) -> SizePolicy:
    """Counts as the given inputs show them (one of the observed counts), times ``scale``."""
    rng = random.Random(0)

    def choose(f: Field, seen: list[int]) -> int:
        base = rng.choice(seen) if seen else 1
        return max(0, round(base * scale))

    del model
    return choose
