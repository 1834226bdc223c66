"""The strategies about boundaries of magnitude at scale (added in versions 7 and 8): ``scale``
(one list of 2^7 .. 2^16 + 1 and 10^5 + 1 items: counts and sums past each width),
``outliers`` (a value out of the tests' range at every place of a long list), ``both-signs``
(INT_MAX beside INT_MIN; reals that cancel), ``inside-words`` (the number in a CSV field at the
integer extremes), ``capacities`` (past powers of two and ten) and ``sign-forms`` (``+5``,
``-0``, valid where the reference reads the sign as the number's own)."""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Callable, Iterator, Sequence

from superasm.verification.formats import reads_signed, with_sign_forms
from superasm.verification.inputmodel import (
    Bounds,
    Field,
    InputModel,
    Kind,
    counted_lists,
    random_word,
)
from superasm.verification.strategies.draw import (
    _DELIMITERS,
    MAX_TOKENS,
    VALUE_LIST_MAX,
    Maker,
    Pick,
    _Facts,
    _round_robin,
    _sizes_setting,
    _type_limits,
    _with_value,
    _word_columns,
)
from superasm.verification.strategies.repeats import constant
from superasm.verification.strategies.sizes import LARGEST_SIZE

#: the widths (bits) an integer the reference stores or prints is pushed past: a count of
#: 2^W + 1 items, a sum of values past 2^W
WIDTHS = (7, 8, 15, 16, 31, 32, 63)
#: the long lists ``scale`` makes, most telling first: (items, what each value is): ``top``
#: the tests' largest value in every place (a count of equal values reaches the list's
#: length, their sum its multiple), ``like`` drawn as the tests draw them, or W: the smallest
#: value whose sum over the list passes 2^W.  A list of 2^16 + 1 numbers of 6 characters is
#: about 400 KB and a few milliseconds for the reference: within the budgets
SCALE_PLAN: tuple[tuple[int, str | int], ...] = (
    ((1 << 16) + 1, "top"), ((1 << 16) + 1, 31), ((1 << 15) + 1, "like"), ((1 << 16) + 1, 32),
    ((1 << 8) + 1, "top"), ((1 << 7) + 1, "like"), ((1 << 15) + 1, "top"),
    ((1 << 16) + 1, "like"), (100_001, 31), ((1 << 8) + 1, "like"), ((1 << 7) + 1, "top"))
#: lengths of the lists that hold one value out of the tests' range, besides one past the
#: tests' longest: long enough for a fast path that starts only past some length
OUTLIER_LENGTHS = (1001, 10_001)
#: where the value out of range goes, most telling first: past the tests' largest just after
#: it (an early exit at a value the tests never exceed), last, below the smallest after it, ...
OUTLIER_PLACES = (("above", "after"), ("above", "last"), ("below", "after"), ("above", "first"),
                  ("above", "middle"), ("type", "after"), ("below", "last"), ("below", "first"),
                  ("below", "middle"), ("type", "last"))
#: a long list where limits of both signs alternate
MIXED_LENGTH = 1001


def _typed_high(f: Field) -> int:
    """The largest value a field may hold: its C type's, or a 32-bit int's where untraced."""
    known = f.type_range()
    return known[1] if known else (1 << 31) - 1


def _one_long(target: Field, n: int) -> Callable[[Field, list[int]], int]:
    """A size policy: ``target`` counts ``n``; every other count is the smallest the given
    inputs show from 1 (one test case holding the long list)."""
    def choose(f: Field, seen: list[int]) -> int:
        if f is target:
            return n
        return min((c for c in seen if c >= 1), default=1)

    return choose


def _long_list(model: InputModel, facts: _Facts, count: Field, item: Field, n: int,
               pick: Pick) -> Maker:
    """An input whose list of ``item`` (counted by ``count``) holds ``n`` values, the k-th
    ``pick(k, rng)`` (None: drawn like the given ones); every other count at its smallest."""
    def make(rng: random.Random) -> str:
        index = itertools.count()

        def values(f: Field, rng_: random.Random, bounds: Bounds) -> str:
            if f is item:
                chosen = pick(next(index), rng_)
                if chosen is not None:
                    return chosen
            return facts.like(f, rng_, bounds)

        return model.draw(rng, _one_long(count, n), values, max_tokens=MAX_TOKENS,
                          fixed=(item,))

    return make


def _free_value(f: Field) -> bool:
    """An integer no relation ties to another field, with a range seen: its values may be
    chosen freely."""
    return f.kind is Kind.INT and f.upper is None and f.lower is None and f.high is not None \
        and f.low is not None and f.length is None


def _scale(model: InputModel, facts: _Facts) -> Iterator[Maker]:
    """Lists of 2^7 .. 2^16 + 1 and 10^5 + 1 items (:data:`SCALE_PLAN`): a count or a sum
    that a narrow type holds for every size the tests reach overflows only after many
    records, and a hidden test drawn like the public ones never gets there."""
    per_list = []
    for count, item in counted_lists(model):
        makers: list[Maker] = []
        for n, what in SCALE_PLAN:
            if what == "like":
                makers.append(_long_list(model, facts, count, item, n, lambda k, r: None))
            elif what == "top" and item.kind is Kind.WORD and item.values:
                # one word in every place: a count of equal words reaches the list's length
                common = item.values.most_common(1)[0][0]
                makers.append(_long_list(model, facts, count, item, n,
                                         lambda k, r, v=common: v))  # type: ignore[misc]
            elif _free_value(item) and (item.high or 0) > 0:
                value = item.high if what == "top" else (1 << int(what)) // n + 1
                if value is not None and 0 < value <= _typed_high(item):
                    makers.append(_long_list(model, facts, count, item, n,
                                             lambda k, r, v=str(value): v))  # type: ignore[misc]
        per_list.append(makers)
    yield from _round_robin(per_list)


def _outliers(model: InputModel, facts: _Facts) -> Iterator[Maker]:
    """Long lists of values like the tests' with one out of their range, above the largest
    they show or below the smallest, at every place: first, middle, last, and just after the
    tests' own extreme (a fast reader that stops at the first value equal to the tests'
    largest is wrong only where a larger one comes after it)."""
    per_list = []
    for count, item in counted_lists(model):
        if not _free_value(item) or item.high is None or item.low is None:
            continue
        seen = model.observed_counts(count) if count is not item else []
        lengths = list(dict.fromkeys([max(seen, default=VALUE_LIST_MAX) + 1, *OUTLIER_LENGTHS]))
        outside = {"above": (item.high, item.high + 1)}
        if item.low - 1 >= 0 or reads_signed(item):
            outside["below"] = (item.low, item.low - 1)
        if _typed_high(item) > item.high + 1:
            outside["type"] = (item.high, _typed_high(item))
        makers = [_long_list(model, facts, count, item, n, _placed(n, where, *outside[side]))
                  for side, where in OUTLIER_PLACES if side in outside for n in lengths]
        per_list.append(makers)
    yield from _round_robin(per_list)


def _placed(n: int, where: str, edge: int, out: int) -> Pick:
    """Values like the tests' with ``out`` at one place; ``after``: the tests' own extreme
    ``edge`` a third of the way in and ``out`` two thirds in."""
    at = {"first": 0, "middle": n // 2, "last": n - 1, "after": 2 * n // 3}[where]

    def pick(k: int, rng: random.Random) -> str | None:
        if k == at:
            return str(out)
        if where == "after" and k == n // 3:
            return str(edge)
        return None

    return pick


def _both_signs(model: InputModel, facts: _Facts) -> Iterator[Maker]:
    """Both signs at their limits in one list (INT_MAX beside INT_MIN: a sum that wraps one
    way and back, a min and a max that a narrower type swaps; then the round magnitudes below
    the limits, for a reference that checks a narrower range), and reals of mixed magnitude
    that cancel (1e16, 1, -1e16: the order of the additions decides the answer); in lists as
    long as the tests' and in one of :data:`MIXED_LENGTH`."""
    per_list = []
    for count, item in counted_lists(model):
        cycles: list[list[str]] = []
        if _free_value(item) and reads_signed(item):
            limits = _type_limits(item)
            top, bottom = limits[0], limits[1]
            cycles += [[str(top), str(bottom)], [str(bottom), str(top)],
                       [str(v) for v in (top, bottom, top - 1, bottom + 1, -1, 1, 0)]]
            if top > (1 << 32):
                cycles.append([str(v) for v in ((1 << 31) - 1, -(1 << 31), 1 << 32, -(1 << 32))])
            # a reference that checks a range narrower than its type (|x| <= 2 * 10^9) refuses
            # its type's limits: the round magnitudes below them, each with both signs
            cycles += [[str(m), str(-m)] for m in _rungs(item, top)]
        elif item.kind is Kind.FLOAT and item.upper is None:
            cycles += _cancelling(item)
        makers = [_with_value(model, facts, item, _cycling(cycle)) for cycle in cycles]
        makers += [_long_list(model, facts, count, item, MIXED_LENGTH,
                              lambda k, r, c=cycle: c[k % len(c)])  # type: ignore[misc]
                   for cycle in cycles]
        per_list.append(makers)
    yield from _round_robin(per_list)


#: how many round magnitudes below a type's limit both-signs tries
RUNGS = 5


def _rungs(f: Field, top: int) -> list[int]:
    """Round magnitudes between the tests' largest and the type's limit, largest first:
    powers of two (and one less), and 1, 2 and 5 times powers of ten."""
    seen = max(abs(f.low or 0), abs(f.high or 0))
    round_ = {1 << k for k in range(1, 64)} | {(1 << k) - 1 for k in range(2, 64)} | \
        {d * 10 ** k for d in (1, 2, 5) for k in range(1, 19)}
    return sorted((m for m in round_ if seen < m < top), reverse=True)[:RUNGS]


def _cycling(values: Sequence[str]) -> Callable[[random.Random], str]:
    """The values in turn, one a call (a maker draws one input)."""
    turn = itertools.count()
    return lambda rng: values[next(turn) % len(values)]


def _cancelling(f: Field) -> list[list[str]]:
    """Reals of mixed magnitude, written as the given inputs write theirs (no exponent unless
    they have one): a large one, small ones, and (where a sign may be read) its negation."""
    big = 1e8 if f.ctype == "f" else 1e16  # adding 1 to it is lost (2^24, 2^53)
    write = (lambda x: f"{x:.{f.decimals}f}") if "e" not in f.alphabet else repr
    cycles = [[write(big)] + [write(1.0)] * 7]
    if reads_signed(f):
        cycles += [[write(big), write(1.0), write(-big)], [write(1.0), write(big), write(-big),
                                                           write(0.5)]]
    return cycles


#: integer extremes a number inside a word is given (the amount in a CSV field): past each
#: width up to a 64-bit one, never past 2^63 - 1 (``strtoll`` clamps there and a hand-written
#: reader wraps: two correct readers of a type the tests never show would disagree)
_INSIDE_EXTREMES = ((1 << 31) - 1, 1 << 31, (1 << 32) - 1, 1 << 32, (1 << 63) - 1,
                    (1 << 15), (1 << 16), 0, (1 << 7), (1 << 8))
_INSIDE_NUMBER = re.compile(r"^([+-]?)(\d+)((?:\.\d+)?)$")


def _inside_words(model: InputModel, facts: _Facts) -> Iterator[Maker]:
    """Numbers inside words (``alice,2024,31.50``: the amount of a CSV field) at the integer
    extremes, the same in every word of the input (a total past 2^32 over a few records); a
    part that is digits in every given word stays digits."""
    per_part = []
    for f in model.value_fields():
        columns = _word_columns(f) if f.kind is Kind.WORD and f.length is None else None
        for j, column in enumerate(columns or []):
            shapes = [_INSIDE_NUMBER.match(part) for part in column]
            if not all(shapes):
                continue
            signed = any(m.group(1) for m in shapes if m)
            decimals = max(len(m.group(3).lstrip(".")) for m in shapes if m)
            values = [str(v) for v in _INSIDE_EXTREMES] + \
                ([f"-{v}" for v in _INSIDE_EXTREMES[:5]] if signed else [])
            if decimals:
                values = [f"{v}.{'0' * decimals}" for v in values]
            per_part.append([_with_value(model, facts, f, _word_with(f, j, v)) for v in values])
    yield from _round_robin(per_part)


def _word_with(f: Field, column: int, part: str) -> Callable[[random.Random], str]:
    """A given word of ``f`` with its ``column``-th part replaced."""
    words = sorted(f.values)

    def make(rng: random.Random) -> str:
        pieces = _DELIMITERS.split(rng.choice(words))
        pieces[2 * column] = part
        return "".join(pieces)

    return make


def _round_sizes(facts: _Facts, top: int) -> list[int]:
    """One past each power of two and of ten above ``top`` (a row past 8,192), up to the
    largest capacity the source declares (2^16 where it declares none), from both ends in
    turn (the nearest, the largest, the next nearest, ...): a few reach the whole span."""
    declared = [c for c in facts.constants if top < c <= LARGEST_SIZE]
    ceiling = max(declared, default=1 << 16)
    rounds = sorted({1 << k for k in range(3, 23)} | {10 ** k for k in range(1, 7)})
    past = [c + 1 for c in rounds if top < c <= ceiling]
    ends = [past[-1 - k // 2] if k % 2 else past[k // 2] for k in range(len(past))]
    return list(dict.fromkeys(ends))


def _capacities(model: InputModel, facts: _Facts) -> Iterator[Maker]:
    """Every count and word length past the round capacities a buffer is commonly given
    (powers of two and of ten), up to what the source declares: a line past 4,096 characters,
    a row past 8,192 numbers."""
    per_field: list[list[Maker]] = []
    for f in model.count_fields():
        top = max(model.observed_counts(f), default=1)
        per_field.append([lambda rng, f=f, n=n: model.draw(  # type: ignore[misc]
            rng, _sizes_setting(model, f, n, cap=n), facts.like, max_tokens=MAX_TOKENS)
            for n in _round_sizes(facts, top)])
    for f in model.value_fields():
        if f.kind is not Kind.WORD or f.length is not None:
            continue
        letters = "".join(sorted(c for c in f.alphabet if c.isalnum())) or None
        per_field.append([_with_value(model, facts, f, lambda rng, f=f, n=n, a=letters: random_word(  # type: ignore[misc]
            f, rng, n, alphabet=a)) for n in _round_sizes(facts, f.max_len or 8)
            if n * VALUE_LIST_MAX <= 8 * MAX_TOKENS])
    yield from _round_robin(per_field)


def _sign_forms(model: InputModel, facts: _Facts) -> Iterator[Maker]:
    """``+5``, ``-0``, ``+0`` among ordinary values, in every number field and every number
    inside a word (``milk,food,+500``), and written into the given inputs themselves, whatever
    the model reads their tokens as (``push +5`` in a line of commands): :func:`_signed_given`.
    Such an input is valid only where the reference reads the sign as the number's own, as
    ``scanf`` and ``strtol`` do (it answers exactly as without the sign:
    :mod:`superasm.verification.formats`); a hand-written reader must then read it too."""
    per_field: list[list[Maker]] = [_signed_given(facts.given)]
    for f in model.value_fields():
        if f.upper is not None:
            continue
        if f.kind is Kind.WORD:
            per_field.append(_signed_parts(model, facts, f))
            continue
        zero = "0." + "0" * f.decimals if f.kind is Kind.FLOAT and f.decimals else "0"
        forms: list[Callable[[random.Random], str]] = [
            lambda rng, f=f: "+" + facts.like(f, rng).lstrip("+-"),  # type: ignore[misc]
            lambda rng, z=zero: "-" + z, lambda rng, z=zero: "+" + z]  # type: ignore[misc]
        mixed = _with_value(model, facts, f, lambda rng, fs=forms, f=f: rng.choice(fs)(rng)  # type: ignore[misc]
                            if rng.random() < 0.5 else facts.like(f, rng))
        per_field.append([mixed] + [_with_value(model, facts, f, form) for form in forms])
    yield from _round_robin(per_field)


#: a negative number standing alone
_NEGATIVE = re.compile(rb"(?<![^\s])-(\d+(?:\.\d+)?)(?![^\s])")
#: the given inputs a sign form is written into, smallest first, and the most lines of each
#: signed one at a time
SIGNED_GIVEN, SIGNED_LINES = 2, 3


def _signed_given(given: Sequence[bytes]) -> list[Maker]:
    """The smallest given inputs with a sign before every number (:func:`with_sign_forms`),
    every zero written ``-0``, and the numbers of one line at a time signed (a line the
    reference reads with a digit reader, a count, leaves the others' signs judged)."""
    made: list[bytes] = []
    for data in sorted(set(given), key=lambda d: (len(d), d))[:SIGNED_GIVEN]:
        lines = data.split(b"\n")
        signed = [i for i, line in enumerate(lines) if with_sign_forms(line) != line]
        # (and where every number is negative, each written with a plus instead: version 12)
        made += [with_sign_forms(data), with_sign_forms(data, zeros=True),
                 _NEGATIVE.sub(rb"+\1", data)]
        made += [b"\n".join(with_sign_forms(line) if i == at else line
                             for i, line in enumerate(lines))
                 for at in signed[:SIGNED_LINES] if len(signed) > 1]
    return [constant(d.decode("utf-8", "surrogateescape")) for d in dict.fromkeys(made)
            if d not in given]


def _signed_parts(model: InputModel, facts: _Facts, f: Field) -> list[Maker]:
    """A number inside ``f``'s words written ``+N`` and ``-0``, in each place that is a number
    in every given word."""
    makers: list[Maker] = []
    for j, column in enumerate((_word_columns(f) if f.length is None else None) or []):
        shapes = [_INSIDE_NUMBER.match(part) for part in column]
        if not all(shapes):
            continue
        decimals = max(len(m.group(3).lstrip(".")) for m in shapes if m)
        zero = "0." + "0" * decimals if decimals else "0"
        for part in ("+" + max(column, key=len).lstrip("+-"), "-" + zero):
            makers.append(_with_value(model, facts, f, _word_with(f, j, part)))
    return makers
