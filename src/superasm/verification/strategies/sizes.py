"""The strategies about sizes: ``fresh`` (drawn like the tests, small counts half the time),
``small`` (every count and size-like value at 0, 1, 2, ..., around 32 and 64: empty, one
element, unrolled remainders), ``large`` (past the largest test, toward the capacities the
source declares: longer words, words that a buffer cuts to one, every size large at once)."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator, Sequence

from superasm.verification.inputmodel import Bounds, Field, InputModel, Kind, draw_like, random_word
from superasm.verification.strategies.draw import (
    MAX_TOKENS,
    SMALL_SIZES,
    VALUE_LIST_MAX,
    _costly_partners,
    _Facts,
    _round_robin,
    _size_fields,
    _sizes_setting,
    _small_counts,
    _with_value,
)


def _fresh(model: InputModel, facts: _Facts) -> Iterator[Callable[[random.Random], str]]:
    for _ in range(8):
        yield lambda rng: model.draw(rng, _small_counts(model) if rng.random() < 0.5 else None)


def _small(model: InputModel, facts: _Facts) -> Iterator[Callable[[random.Random], str]]:
    per_field = []
    for f in _size_fields(model):
        makers: list[Callable[[random.Random], str]] = []
        for n in SMALL_SIZES:
            if f.is_count:
                makers.append(lambda rng, f=f, n=n: model.draw(rng, _sizes_setting(model, f, n),  # type: ignore[misc]
                                                               max_tokens=MAX_TOKENS))
            else:
                makers.append(_with_value(model, facts, f, str(n)))
        per_field.append(makers)
    yield from _round_robin(per_field)


#: a size past the largest test is tried up to this many (the time limit decides the rest)
LARGEST_SIZE = 4_000_000


#: how far past the largest test a size goes, most telling first: one past it (a buffer sized
#: to the largest test), then steps up to 256 times (an accumulator that overflows only at
#: sizes no test reached); the time limit on a generated input decides what is too slow
LARGE_FACTORS = (4.0, 64.0, 1.25, 16.0, 2.0, 256.0, 1.5, 3.0)


def _declared_above(facts: _Facts, top: int) -> list[int]:
    """The capacities the source declares above ``top``, largest first, each as c - 1, c,
    c + 1 (c - 1: the last index of an array of c)."""
    return [n for c in sorted(facts.constants, reverse=True) if top < c <= LARGEST_SIZE
            for n in (c - 1, c, c + 1)]


def _large(model: InputModel, facts: _Facts) -> Iterator[Callable[[random.Random], str]]:
    per_field = []
    for f in _size_fields(model):
        seen = model.observed_counts(f) if f.is_count else [f.high or 1]
        top = max(seen, default=1)
        grown = [top + 1] + [int(top * factor) + 1 for factor in LARGE_FACTORS]
        sizes = [n for pair in itertools.zip_longest(grown, _declared_above(facts, top))
                 for n in pair if n is not None]
        makers: list[Callable[[random.Random], str]] = []
        for n in dict.fromkeys(sizes):
            if f.is_count:
                makers.append(lambda rng, f=f, n=n: model.draw(  # type: ignore[misc]
                    rng, _sizes_setting(model, f, n, cap=n), facts.like, max_tokens=MAX_TOKENS))
                # the same size with every number in 0..9: many equal values and sums that
                # collide (counts of matches, duplicates, a table sized to the tests)
                makers.append(lambda rng, f=f, n=n: model.draw(  # type: ignore[misc]
                    rng, _sizes_setting(model, f, n, cap=n), _digit, max_tokens=MAX_TOKENS))
            elif id(f) in facts.cheap or not _costly_partners(model, facts, f):
                makers.append(_with_value(model, facts, f, str(n)))
            else:  # the line's costly parameters just large enough for it (``n k``: k large,
                # n = 2k, not the tests' millions, which would make the input too slow to keep)
                makers.append(_with_value(model, facts, f, str(n), partners=str(2 * n)))
        per_field.append(makers)
    per_field += [_long_words(model, facts, f) for f in model.value_fields()
                  if f.kind is Kind.WORD]
    per_field.append(list(_all_large(model, facts)))
    yield from _round_robin(per_field)


def _long_words(model: InputModel, facts: _Facts,
                f: Field) -> list[Callable[[random.Random], str]]:
    """Words past the longest seen (a word's length is a size): one past it first (a buffer
    sized to it), then a quarter more and the capacities the source declares above it, then
    longer steps; of letters alone where the words have letters (punctuation would cut a long
    word into short ones), and, beside each, words sharing all but their last letter (a copy
    cut to a buffer's length makes them equal)."""
    top = f.max_len or 8
    letters = "".join(sorted(c for c in f.alphabet if c.isalnum())) or None
    declared = sorted(n for n in _declared_above(facts, top) if n < 8 * MAX_TOKENS)[:2]
    wanted = [top + 1, int(top * 1.25) + 1, 2 * top, 4 * top, *declared, 257, 1025, 4097,
              70000]
    # first, in one input, pairs of words sharing all but their last letter at the lengths
    # buffers are commonly given (a word cut to a 32-byte slot equals its neighbour)
    slots = [top + 1] + [n for b in BUFFER_SIZES for n in (b, b + 1) if n > top + 1] + declared
    makers = [_with_value(model, facts, f, _shared_prefixes(f, slots, letters))] \
        if id(f) in model.repeated() else []  # (a word read once has no neighbour)
    for n in dict.fromkeys(wanted):
        if n * VALUE_LIST_MAX > 8 * MAX_TOKENS:
            continue
        makers.append(_with_value(model, facts, f, lambda rng, n=n: random_word(  # type: ignore[misc]
            f, rng, n, alphabet=letters)))
        makers.append(_with_value(model, facts, f, _shared_prefix(f, n, letters)))
    return makers


#: the sizes a buffer for a word is commonly given, the most common first
BUFFER_SIZES = (32, 16, 64, 256, 128, 1024, 512)


def _shared_prefixes(f: Field, lengths: Sequence[int],
                     letters: str | None) -> Callable[[random.Random], str]:
    """Words two of each length in turn, all sharing one prefix and differing in their last
    letter: whatever length a buffer cuts them to, two of them become one."""
    prefix: list[str] = []
    made = [0]

    def word(rng: random.Random) -> str:
        if not prefix:
            prefix.append(random_word(f, rng, max(lengths), alphabet=letters))
        n = lengths[(made[0] // 2) % len(lengths)]
        made[0] += 1
        return prefix[0][:max(0, n - 1)] + random_word(f, rng, 1, alphabet=letters)

    return word


def _shared_prefix(f: Field, n: int, letters: str | None) -> Callable[[random.Random], str]:
    prefix: list[str] = []

    def word(rng: random.Random) -> str:
        if not prefix:
            prefix.append(random_word(f, rng, max(1, n - 1), alphabet=letters))
        return prefix[0] + random_word(f, rng, 1, alphabet=letters)

    return word


def _digit(f: Field, rng: random.Random, bounds: Bounds) -> str:
    """A number in 0..9 (within its bounds), a word or a real as the given inputs have them."""
    if f.kind is not Kind.INT:
        return draw_like(f, rng, bounds)
    low = max(0, bounds[0]) if bounds[0] is not None else 0
    high = min(9, bounds[1]) if bounds[1] is not None else 9
    return str(rng.randint(low, high)) if low <= high else draw_like(f, rng, bounds)


def _all_large(model: InputModel, facts: _Facts) -> Iterator[Callable[[random.Random], str]]:
    """Every size at once at what the source declares it may reach (else 4 times the largest
    test), the count of test cases as given: many items and large magnitudes together, where
    an accumulator overflows."""
    sizes = _size_fields(model)
    outer = model.outer_count()
    for pick in range(3):  # the nearest capacity declared above, the largest, 4 times the tests
        chosen: dict[int, int] = {}
        for f in sizes:
            if f is outer:
                continue
            top = max(model.observed_counts(f) if f.is_count else [f.high or 1], default=1)
            declared = [c - 1 for c in sorted(facts.constants) if top < c <= LARGEST_SIZE]
            options = [declared[0], declared[-1]] if declared else []
            options.append(4 * top + 1)
            chosen[id(f)] = options[min(pick, len(options) - 1)]

        def size(f: Field, seen: list[int], chosen: dict[int, int] = chosen) -> int:
            if id(f) in chosen:
                return chosen[id(f)]
            small = [c for c in seen if c <= VALUE_LIST_MAX] or [1]
            return min(small)

        def values(f: Field, rng: random.Random, bounds: Bounds,
                   chosen: dict[int, int] = chosen) -> str:
            if id(f) in chosen:
                return str(chosen[id(f)])
            if f.kind is Kind.INT and bounds[1] is not None:
                # an index into what grew ranges over all of it (edges of a large graph join
                # large components), not over the few values the tests gave it
                low = bounds[0] if bounds[0] is not None else min(f.low or 0, bounds[1])
                return str(rng.randint(min(low, bounds[1]), bounds[1]))
            return facts.like(f, rng, bounds)

        yield lambda rng, size=size, values=values: model.draw(  # type: ignore[misc]
            rng, size, values, max_tokens=MAX_TOKENS)
