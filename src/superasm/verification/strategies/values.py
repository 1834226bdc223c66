"""The strategies about values and the text around them: ``extreme`` (the limits of each value's
C type), ``constants`` (both sides of every constant the reference compares against),
``relations`` (a relation every given input kept, broken), ``sign`` (negatives where the type
is signed), ``corners`` (a line's numbers at 0, 1 and 2 together), ``text`` (other alphabets)
and ``format`` (CRLF, no final newline, other blanks)."""

from __future__ import annotations

import functools
import itertools
import math
import random
import re
import string
from collections.abc import Callable, Iterator, Sequence

from superasm.verification.inputmodel import Bounds, Field, InputModel, Kind, random_word
from superasm.verification.strategies.draw import (
    MAX_TOKENS,
    _Facts,
    _round_robin,
    _size_fields,
    _small_counts,
    _type_limits,
    _with_value,
)


def _wide(f: Field) -> Callable[[random.Random], str]:
    """Values just past 32 bits, where a sum still fits a 64-bit type: a 32-bit accumulator
    or a truncating read shows, a correct program does not overflow."""
    known = f.type_range()
    high = known[1] if known else (1 << 63) - 1
    top = min(high, 1 << 40)
    low = min(top, 1 << 31)
    return lambda rng: str(rng.randint(low, top))


def _extreme(model: InputModel, facts: _Facts) -> Iterator[Callable[[random.Random], str]]:
    per_field = []
    for f in model.value_fields():
        if f.kind is Kind.FLOAT:
            per_field.append([_with_value(model, facts, f, v) for v in (
                "1e9", "-1e9", "0", "1e-9", "123456789.125", "-0.0", "1e300", "-1e300")])
        if f.kind is not Kind.INT or f.upper is not None:
            continue
        limits = _type_limits(f)
        top, bottom = limits[0], limits[1]
        makers = [_with_value(model, facts, f, str(top)), _with_value(model, facts, f, str(bottom)),
                  # limits among ordinary values in one list: a signed compare of an unsigned
                  # value, a narrower xor or sum, show only beside the others
                  _with_value(model, facts, f, _mixed(facts, f, [str(v) for v in limits[:4]]))]
        if (f.type_range() or (0, 1 << 63))[1] > (1 << 32):
            makers.append(_with_value(model, facts, f, _wide(f)))
        makers.append(_with_value(model, facts, f, lambda rng, t=top: str(rng.choice((t, t // 2,  # type: ignore[misc]
                                                                               t // 3)))))
        makers.append(_with_value(model, facts, f, lambda rng, t=top: str(t - rng.randint(0, 3))))  # type: ignore[misc]
        makers.append(_with_value(model, facts, f, lambda rng, b=bottom: str(b + rng.randint(0, 3))))  # type: ignore[misc]
        makers += [_with_value(model, facts, f, str(v)) for v in limits[2:]]
        per_field.append(makers)
    yield from _round_robin(per_field)


def _constants(model: InputModel, facts: _Facts) -> Iterator[Callable[[random.Random], str]]:
    fields = [f for f in model.value_fields() if f.kind is Kind.INT] + \
        [f for f in _size_fields(model) if not f.is_count]
    per_field = []
    for f in fields:
        low, high = f.type_range() or (-(1 << 63), (1 << 64) - 1)
        # the ends of what the tests gave this field first (d = 100, the largest wall density
        # seen, on a 1 x 1 grid), then the constants the reference compares against, nearest
        # the field's range first, each with its neighbours
        ends = [v for v in (f.high, f.low) if v is not None]
        near = sorted(facts.constants, key=functools.partial(_distance, f=f))
        makers = []
        for c in dict.fromkeys([*ends, *near]):
            for v in (c, c - 1, c + 1) if c in near else (c,):
                if f.upper is not None and v > (f.high or 0) * 4 + 4:
                    continue
                if not low <= v <= high:
                    continue
                if v == c:
                    # the rest as small as the tests had it (from 1, and from 0) first: a fast
                    # path for d >= 100 that is wrong when the start is the end shows on a 1 x 1
                    # grid, one for a push bias of 100 that is wrong for no tokens on n = 0
                    for floor in (1, 0):
                        makers.append(_with_value(model, facts, f, str(v), _smallest_count,
                                                  context=_smallest(model, f, floor)))
                makers.append(_with_value(model, facts, f, str(v)))
        per_field.append(makers)
    yield from _round_robin(per_field)


def _smallest_count(f: Field, seen: list[int]) -> int:
    """A size policy: every count at the smallest the given inputs show."""
    return max(0, min(seen, default=1))


def _smallest(model: InputModel, but: Field, floor: int) -> dict[int, str]:
    """The size-like parameters other than ``but`` at the smallest value the tests give them
    from ``floor`` up (a negative size only leads to the program's error path)."""
    out = {}
    for f in _size_fields(model):
        values = [int(v) for v in f.values if re.fullmatch(r"[+-]?\d+", v) and int(v) >= floor]
        if f is not but and not f.is_count and values:
            out[id(f)] = str(min(values))
    return out


def _distance(c: int, f: Field) -> float:
    """How far a constant is from what a field holds (log scale): the constants a field is
    likely compared with come first."""
    low, high = f.low if f.low is not None else 0, f.high if f.high is not None else 0
    if low <= c <= high:
        return 0.0
    gap = low - c if c < low else c - high
    return math.log2(1 + gap) - math.log2(2 + abs(high - low)) / 4


def _relations(model: InputModel, facts: _Facts) -> Iterator[Callable[[random.Random], str]]:
    """Inputs that break one relation every given input kept (an index past its count, a
    value below its lower bound, a pair out of order or equal): kept only where the reference
    reaches code for them that the given tests do not (QUOTA)."""
    per_field: list[list[Callable[[random.Random], str]]] = []
    for f in model.value_fields():
        makers: list[Callable[[random.Random], str]] = []
        if f.upper is not None:
            makers.append(_with_bound(model, facts, f, lambda b: b[1] + 1 if b[1] is not None else None))
            makers.append(_with_bound(model, facts, f, lambda b: b[1] if b[1] is not None else None))
        if f.lower is not None:
            makers.append(_with_bound(model, facts, f, lambda b: b[0] - 1 if b[0] is not None else None))
        if f.kind is Kind.INT:
            makers.append(_with_value(model, facts, f, "0"))
        per_field.append(makers)
    if any(line.ordered for line in model.lines()):
        per_field.append([lambda rng: model.draw(rng, _small_counts(model), facts.like,
                                                 keep_order=False,
                                                 max_tokens=MAX_TOKENS)] * 3)
    for line in model.lines():
        ints = [f for f in line.all_fields() if f.kind is Kind.INT and not f.is_count]
        per_field.append([_equal(model, facts, a, b) for a, b in itertools.combinations(ints, 2)])
    yield from _round_robin(per_field)


def _with_bound(model: InputModel, facts: _Facts, target: Field,
                pick: Callable[[Bounds], int | None]) -> Callable[[random.Random], str]:
    def values(f: Field, rng: random.Random, bounds: Bounds) -> str:
        if f is target:
            chosen = pick(bounds)
            if chosen is not None:
                return str(chosen)
        return facts.like(f, rng, bounds)

    return lambda rng: model.draw(rng, _small_counts(model), values, max_tokens=MAX_TOKENS,
                                  fixed=(target,))


def _equal(model: InputModel, facts: _Facts, a: Field, b: Field) -> Callable[[random.Random], str]:
    """Two fields of a line given the same value (``lo == hi``: a range of zero)."""
    def make(rng: random.Random) -> str:
        shared: list[str] = []

        def values(f: Field, rng_: random.Random, bounds: Bounds) -> str:
            if f is a or f is b:
                if not shared:
                    shared.append(facts.like(f, rng_, bounds))
                return shared[0]
            return facts.like(f, rng_, bounds)

        return model.draw(rng, _small_counts(model), values, max_tokens=MAX_TOKENS,
                          fixed=(a, b))

    return make


def _sign(model: InputModel, facts: _Facts) -> Iterator[Callable[[random.Random], str]]:
    for f in model.value_fields():
        if f.kind is not Kind.INT or f.upper is not None:
            continue
        low = (f.type_range() or (-1, 0))[0]
        if low >= 0 or (f.low is not None and f.low < 0 and f.high is not None and f.high <= 0):
            continue
        span = max(abs(f.high or 0), 9)
        # negatives beside positives (an unsigned compare orders all-negative lists right)
        yield _with_value(model, facts, f, _mixed(facts, f, [str(-k) for k in (1, 2, span // 2 + 1, span)]))
        yield _with_value(model, facts, f, lambda rng, s=span: str(-rng.randint(1, s)))  # type: ignore[misc]
        yield _with_value(model, facts, f, "-1")


def _mixed(facts: _Facts, f: Field, picks: Sequence[str]) -> Callable[[random.Random], str]:
    """Each value, on its own, one of ``picks`` or drawn as the given inputs' are (half each)."""
    return lambda rng: rng.choice(picks) if rng.random() < 0.5 else facts.like(f, rng)


#: the values a corner draws a line's numbers from (empty, one, the first that is neither)
CORNER_VALUES = ("0", "1", "2")
#: corners drawn per line when there are more combinations than this
CORNERS_PER_LINE = 81


def _corners(model: InputModel, facts: _Facts) -> Iterator[Callable[[random.Random], str]]:
    """Every number of a line at once at 0, 1 or 2, in every combination (a random share where
    there are too many), the same in every instance of the line: the special values a fast
    path or a closed form gets wrong together (a power 0 modulo 1, 0 to the power 0)."""
    per_line = []
    for line in model.lines():
        ints = [f for f in line.all_fields() if f.kind is Kind.INT and not f.is_count]
        if not ints:
            continue
        combos = list(itertools.product(CORNER_VALUES, repeat=len(ints))) \
            if len(CORNER_VALUES) ** len(ints) <= CORNERS_PER_LINE else [
                tuple(random.Random(k).choice(CORNER_VALUES) for _ in ints)
                for k in range(CORNERS_PER_LINE)]
        per_line.append([_corner(model, facts, ints, combo) for combo in combos])
    yield from _round_robin(per_line)


def _corner(model: InputModel, facts: _Facts, fields: list[Field],
            combo: tuple[str, ...]) -> Callable[[random.Random], str]:
    chosen = {id(f): v for f, v in zip(fields, combo, strict=True)}

    def values(f: Field, rng: random.Random, bounds: Bounds) -> str:
        return chosen[id(f)] if id(f) in chosen else facts.like(f, rng, bounds)

    return lambda rng: model.draw(rng, _small_counts(model), values, max_tokens=MAX_TOKENS,
                                  fixed=fields)


#: alphabets a word may be drawn from besides its own, most telling first: non-ASCII letters
#: (UTF-8), uppercase, bytes >= 128 that are not UTF-8 (surrogateescape), mixed case, digits,
#: punctuation
_TEXT_ALPHABETS = ("\u00e9\u00fc\u00df\u00f8\u00f1", string.ascii_uppercase, "\udcff\udcfe\udc80",
                   string.ascii_letters, string.digits, "!#$%&()*+,-./:;<=>?@[]^_{|}~")


def _text(model: InputModel, facts: _Facts) -> Iterator[Callable[[random.Random], str]]:
    per_field = []
    for f in [f for f in model.value_fields() if f.kind is Kind.WORD]:
        own = "".join(sorted(f.alphabet))
        # each alphabet mixed into the words' own letters first ("café": a letter test on
        # bytes shows only beside letters it does get right), then each alone
        makers = [_with_value(model, facts, f, lambda rng, f=f, a=own + extra: random_word(  # type: ignore[misc]
            f, rng, alphabet=a)) for extra in _TEXT_ALPHABETS]
        makers += [_with_value(model, facts, f, lambda rng, f=f, a=extra: random_word(  # type: ignore[misc]
            f, rng, alphabet=a)) for extra in _TEXT_ALPHABETS]
        makers.append(_with_value(model, facts, f, lambda rng, f=f: random_word(f, rng, 1)))  # type: ignore[misc]
        per_field.append(makers)
    yield from _round_robin(per_field)


def _format(model: InputModel, facts: _Facts) -> Iterator[Callable[[random.Random], str]]:
    yield lambda rng: model.draw(rng, _small_counts(model), facts.like, crlf=True)
    yield lambda rng: model.draw(rng, _small_counts(model), facts.like, final_newline=False)
    yield lambda rng: model.draw(rng, _small_counts(model), facts.like, crlf=not model.crlf,
                                 final_newline=False)
    yield lambda rng: _respaced(model.draw(rng, _small_counts(model), facts.like), rng)
    yield lambda rng: _respaced(model.draw(rng, _small_counts(model), facts.like), rng)


def _respaced(text: str, rng: random.Random) -> str:
    """The same tokens and lines, other blanks between them (tabs, runs of spaces)."""
    lines = []
    for line in text.split("\n"):
        tokens = line.split()
        seps = (" ", "  ", "\t", " \t ")
        lines.append(rng.choice(("", " ", "\t")) + "".join(
            t + (rng.choice(seps) if i + 1 < len(tokens) else "") for i, t in enumerate(tokens)))
    return "\n".join(lines)
