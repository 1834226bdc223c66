"""What every strategy draws with: :class:`_Facts` (what generation knows of the program besides
its input model), the size policies, an input drawn with one field's values chosen
(:func:`_with_value`), the fields that act as sizes, the limits of a field's C type, and the
turn order of a strategy's makers (:func:`_round_robin`)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from superasm.verification.inputmodel import Bounds, Field, InputModel, Kind, draw_like

SMALL_SIZES = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65)
#: sizes of lists drawn for the value strategies (cheap inputs; large sizes are their own)
VALUE_LIST_MAX = 24
#: the most tokens (and characters of one word) a generated input holds: larger ones would
#: not run within the time limit anyway, and take seconds to draw
MAX_TOKENS = 1_500_000

Maker = Callable[[random.Random], str]
Pick = Callable[[int, random.Random], str | None]

_DELIMITERS = re.compile(r"([,;:|/=])")


@dataclass
class _Facts:
    """What generation knows about the program besides the input model."""

    constants: list[int]
    rng: random.Random
    #: parameters the reference's time follows (``n`` of ``n k seed``, millions in every
    #: test), each with a range of its given values on which the reference ran in a few
    #: milliseconds: where a strategy is not about that parameter it draws it from there, so
    #: an input about a value costs milliseconds and many fit the time budget
    cheap: dict[int, tuple[int, int]] = field(default_factory=dict)

    #: the parts of each word field's values, by field (:func:`_word_columns`)
    columns: dict[int, list[list[str]] | None] = field(default_factory=dict)
    #: the given inputs (:mod:`superasm.verification.strategies.repeats` repeats their parts)
    given: tuple[bytes, ...] = ()
    #: whether the baseline answers each of some inputs (one run of it, a probe, not validity):
    #: :mod:`superasm.verification.strategies.limits` measures a place's limit with it (None:
    #: the reference cannot be asked, as in a test of the makers alone)
    accepts: Callable[[Sequence[str]], list[bool]] | None = None
    #: what a strategy measured with :attr:`accepts`, kept for another of the same facts
    measured: dict[str, Any] = field(default_factory=dict)

    def like(self, f: Field, rng: random.Random, bounds: Bounds = (None, None)) -> str:
        """A value like the given ones (a costly parameter from its cheap range; a word made
        of delimited parts, ``bob,12,3.50``, from parts the given words have in each place)."""
        span = self.cheap.get(id(f))
        if span is not None and bounds == (None, None):
            return str(rng.randint(*span))
        if f.kind is Kind.WORD and f.length is None:
            if id(f) not in self.columns:
                self.columns[id(f)] = _word_columns(f)
            columns = self.columns[id(f)]
            if columns:
                delimiters = _DELIMITERS.split(sorted(f.values)[0])[1::2]
                parts = [rng.choice(column) for column in columns]
                return "".join(p + d for p, d in zip(parts, [*delimiters, ""], strict=True))
        return draw_like(f, rng, bounds)


def _sizes_setting(model: InputModel, target: Field, value: int,
                   cap: int = VALUE_LIST_MAX) -> Callable[[Field, list[int]], int]:
    """Counts up to the largest the given inputs show (at most ``cap``), each drawn anew
    (small lists are cheap, so many value inputs fit the time budget; some are long enough for
    a vectorized loop), except ``target``'s, which is ``value``."""
    rng = random.Random(value)

    def choose(f: Field, seen: list[int]) -> int:
        if f is target:
            return value
        small = [c for c in seen if c <= cap] or [min(seen, default=1)]
        return rng.randint(min(1, max(small)), min(cap, max(small)))

    del model
    return choose


def _small_counts(model: InputModel) -> Callable[[Field, list[int]], int]:
    return _sizes_setting(model, Field(), 0)


def _size_fields(model: InputModel) -> list[Field]:
    """Fields that act as sizes: every count, and integer values of a short parameter line
    (``n k seed``: the program derives its data from them)."""
    sizes = model.count_fields()
    for line in model.lines():
        if len(line.fields) <= 6:
            sizes += [f for f in line.all_fields() if f.kind is Kind.INT and not f.is_count
                      and f.high is not None and f.high >= 4 and f.upper is None]
        if line.tail is not None and line.tail_count is None:
            sizes.append(line.tail_size)
    sizes += [node.size for node in model.records() if node.count is None]
    return sizes


def _costly_partners(model: InputModel, facts: _Facts, target: Field) -> set[int]:
    """The costly parameters (:attr:`_Facts.cheap`) on ``target``'s line, other than it."""
    return {id(f) for line in model.lines() if any(f is target for f in line.all_fields())
            for f in line.all_fields() if f is not target and id(f) in facts.cheap}


def _with_value(model: InputModel, facts: _Facts, target: Field,
                value: str | Callable[[random.Random], str],
                sizes: Callable[[Field, list[int]], int] | None = None,
                partners: str | None = None, context: dict[int, str] | None = None,
                **kw: Any) -> Callable[[random.Random], str]:
    """An input drawn with ``target``'s values replaced (a constant, or drawn per use), and,
    with ``partners``, the costly parameters of its line set to that; ``context``: other
    fields' values, by field."""
    others = _costly_partners(model, facts, target) if partners is not None else set()

    def values(f: Field, rng: random.Random, bounds: Bounds) -> str:
        if f is target:
            return value(rng) if callable(value) else value
        if id(f) in others and partners is not None:
            return partners
        if context and id(f) in context:
            return context[id(f)]
        return facts.like(f, rng, bounds)

    return lambda rng: model.draw(rng, sizes or _small_counts(model), values,
                                  max_tokens=MAX_TOKENS, fixed=(target,), **kw)


def _round_robin(per_field: list[list[Callable[[random.Random], str]]]) -> Iterator[
        Callable[[random.Random], str]]:
    """One maker of each field in turn, most important first within each field."""
    for rank in range(max((len(makers) for makers in per_field), default=0)):
        for makers in per_field:
            if rank < len(makers):
                yield makers[rank]


def _type_limits(f: Field) -> list[int]:
    """The values at the limits of the field's C type (or of every type, untraced), the type's
    own ends first, then the ends of the narrower types inside it."""
    known = f.type_range()
    low, high = known if known is not None else (-(1 << 63), (1 << 63) - 1)
    picks = [high, low, high - 1, low + 1]
    for bits in (31, 32, 63, 64, 15, 16, 7, 8):
        picks += [(1 << bits) - 1, 1 << bits, -(1 << bits), -(1 << bits) + 1]
    return [v for v in dict.fromkeys(picks) if low <= v <= high]


def _word_columns(f: Field) -> list[list[str]] | None:
    """The parts of a word field's values split at one delimiter sequence (``,`` of a CSV
    field): each column's given parts, where every value splits the same way."""
    layouts = {tuple(_DELIMITERS.split(v)[1::2]) for v in f.values}
    if len(layouts) != 1 or not next(iter(layouts)):
        return None
    split = [_DELIMITERS.split(v)[0::2] for v in sorted(f.values)]
    return [list(column) for column in zip(*split, strict=True)]
