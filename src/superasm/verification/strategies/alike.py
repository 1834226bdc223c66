"""The strategy ``alike`` (version 9): inputs of the tests' sizes whose values come from tiny
pools, so that what the program compares is often equal, or equal but for its end.

A rewrite that compares less than the reference does is right wherever the things compared
differ early: two keys compared on their first 8 bytes or by their hash, a string search that
restarts after a match instead of falling back, a failure function that falls back one step,
a comment closed at the first ``*/`` after any star, a sort comparator that subtracts.  Values
drawn over a field's whole range are almost never equal, and words over 26 letters almost never
contain each other, so those comparisons always come out the same way.  This strategy draws
inputs the way the tests are laid out (their longest lists, up to :data:`MOST_ITEMS` items) with
each field's values from a pool of two or three per input, in three ways, in turn:

- **two letters**: every word over the same two letters of the given words, most of them
  repeating a short period, or the first word made, with a letter or two changed (a pattern
  then occurs in a text, overlaps itself and falls back more than one step), numbers from the
  two ends of the field's given range (both signs at their limits in one input, where the
  tests have both);
- **the program's own characters**: words over the printable characters the reference
  compares its input with (``/``, ``*``, ``"``, ``\\``: its own tokens composed, nested and at
  the end) and one letter of the field's, half of them repeating a short period;
- **near-equal**: a value and its neighbour: a word with its last character changed, one
  longer, one shorter (two keys alike but for their end); a number and the next one.

Which of them are valid is the reference's to judge, as for every strategy.
"""

from __future__ import annotations

import random
import string
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from superasm.verification.inputmodel import Bounds, Field, InputModel, Kind, random_word
from superasm.verification.strategies.draw import (
    _DELIMITERS,
    MAX_TOKENS,
    Maker,
    _Facts,
    _word_columns,
)

#: how many inputs of each way the strategy makes (most telling first: the ways alternate)
ROUNDS = 20
#: how many words a field's pool holds in the program's own characters (tokens composed in
#: many ways; the other ways hold three, to make equal ones)
OWN_POOL = 24
#: the most items of one list (records, lines, words of a line)
MOST_ITEMS = 256
#: the lengths a near-equal word is lengthened to, one past each power of two
ROUND_PAST = (9, 17, 33, 65)
#: the longest word the pools draw (a text of the tests' length over two letters is telling
#: well before this; a longer one only costs the reference's builds)
MAX_WORD = 200

Policy = Callable[[Field, random.Random, Bounds], str]


@dataclass(frozen=True)
class Pools:
    """How one input's pools are drawn: its words (from a field and a length), how many a word
    field's pool holds, and whether a number's pool is both ends of the tests' range (the
    numbers' two letters: both signs at their limits where the tests have both)."""

    word: Callable[[Field, int], str]
    size: int = 3
    ends: bool = False


#: one way of drawing pools, for one input (None: near-equal pools)
Way = Callable[[random.Random], Pools | None]


def _alike(model: InputModel, facts: _Facts) -> Iterator[Maker]:
    near_equal: Way = lambda rng: None  # noqa: E731
    ways = [w for w in (_two_letters(model), _own_characters(model, facts), near_equal)
            if w is not None]
    for _ in range(ROUNDS):
        for way in ways:
            yield lambda rng, way=way: model.draw(  # type: ignore[misc]
                rng, _top_counts, _pooled(facts, way(rng)), max_tokens=MAX_TOKENS)


def _top_counts(f: Field, seen: list[int]) -> int:
    """Every list as long as the tests' longest, up to :data:`MOST_ITEMS`: the more items, the
    more pairs alike in one input (their count is the tests', not a size to push)."""
    return min(MOST_ITEMS, max(seen, default=1))


def _pooled(facts: _Facts, how: Pools | None) -> Policy:
    """One input's values: each field's from a pool of its own, drawn when the field is first
    met (``how`` says how; None: near-equal pools)."""
    pools: dict[int, list[str]] = {}

    def value(f: Field, rng: random.Random, bounds: Bounds) -> str:
        pool = pools.get(id(f))
        if pool is None:
            pool = pools[id(f)] = _pool(facts, f, rng, how)
        allowed = [v for v in pool if _within(v, f, bounds)]
        return rng.choice(allowed) if allowed else facts.like(f, rng, bounds)

    return value


def _pool(facts: _Facts, f: Field, rng: random.Random, how: Pools | None) -> list[str]:
    if f.is_count or f.upper is not None:
        return []  # sizes and indices stay the tests' (left to facts.like and its bounds)
    base = facts.like(f, rng)
    if how is None:  # near-equal (a word of delimited parts: one part's end changed)
        parts = _DELIMITERS.split(base) if f.kind is Kind.WORD and _word_columns(f) else [base]
        at = rng.choice([i for i in range(0, len(parts), 2)
                         if not parts[i].lstrip("+-").isdigit()] or [len(parts) - 1])
        near = list(parts)
        parts[at], near[at] = _neighbours(f, parts[at], rng)
        return ["".join(parts), "".join(parts), "".join(near)]
    if f.kind is Kind.WORD and f.length is None and not _word_columns(f):
        length = min(MAX_WORD, max(1, len(base), f.max_len or 1))
        return [how.word(f, rng.randint(max(1, length // 2), length)) for _ in range(how.size)]
    if how.ends and f.kind is Kind.INT and f.low is not None and f.high is not None \
            and id(f) not in facts.cheap:  # a parameter the time follows keeps its cheap range
        return [str(f.low), str(f.high)]
    return [base, facts.like(f, rng)]


def _neighbours(f: Field, value: str, rng: random.Random) -> tuple[str, str]:
    """``value`` and a neighbour alike but for its end: a number and the next, a word and the
    same with its last character changed, one more or one fewer; half the time the word is
    first lengthened past a power of two (9, 17, 33 or 65 characters: two keys a comparison
    of the first 8, 16, ... bytes takes for equal)."""
    if f.kind is Kind.INT and value.lstrip("+-").isdigit():
        return value, str(int(value) + rng.choice((-1, 1)))
    if f.kind is not Kind.WORD or not value:
        return value, value
    if rng.random() < 0.5:
        value += value[-1] * max(0, rng.choice(ROUND_PAST) - len(value))
    letters = sorted(c for c in f.alphabet if c.isalnum() and c != value[-1]) or [value[-1]]
    choices = [value[:-1] + rng.choice(letters), value + value[-1]]
    if len(value) > 1:
        choices.append(value[:-1])
    return value, rng.choice(choices)


def _within(value: str, f: Field, bounds: Bounds) -> bool:
    if f.kind is not Kind.INT or bounds == (None, None):
        return True
    low, high = bounds
    try:
        number = int(value)
    except ValueError:
        return True
    return (low is None or number >= low) and (high is None or number <= high)


def _two_letters(model: InputModel) -> Way:
    """Words over the two letters the given words use most (two of the lowercase letters where
    they have fewer), numbers at the two ends of their range."""
    counts: Counter[str] = Counter()
    for f in model.value_fields():
        if f.kind is Kind.WORD:
            counts.update(c for v in f.values for c in v if c.isalnum())
    letters = "".join(c for c, _ in counts.most_common(2))
    for extra in "ab":
        if len(letters) < 2 and extra not in letters:
            letters += extra

    def way(rng: random.Random) -> Pools:
        periods = ["".join(rng.choices(letters, k=rng.randint(1, 3)))]

        def word(f: Field, n: int) -> str:
            if rng.random() < 1 / 3:
                made = random_word(f, rng, n, alphabet=letters)
            else:
                made = _periodic(rng.choice(periods), n, letters, rng)
            if len(periods) == 1:  # the first word made is a period too: a text of patterns
                periods.append(made)
            return made
        return Pools(word, ends=True)
    return way


def _periodic(period: str, n: int, letters: str, rng: random.Random) -> str:
    """``n`` letters repeating ``period`` with up to two changed to another of ``letters``:
    words that overlap themselves and each other (every word of the input shares the period),
    the hard cases of a search, and a program's tokens run together (``/**/**/``)."""
    word = list((period * (n // len(period) + 1))[:n])
    for _ in range(rng.randint(0, 2)):
        at = rng.randrange(n)
        word[at] = rng.choice([c for c in letters if c != word[at]] or letters)
    return "".join(word)


def _own_characters(model: InputModel, facts: _Facts) -> Way | None:
    """Words over the printable characters the reference compares its input with, and one
    letter of the field's own."""
    compared = "".join(sorted({chr(c) for c in facts.constants if 33 <= c < 127}
                              - set(string.ascii_letters + string.digits)))
    if not compared or not any(f.kind is Kind.WORD for f in model.value_fields()):
        return None

    def way(rng: random.Random) -> Pools:
        def word(f: Field, n: int) -> str:
            own = sorted(c for c in f.alphabet if c.isalnum()) or ["a"]
            letters = compared + rng.choice(own)
            n = rng.randint(1, n)
            if rng.random() < 0.5:
                return random_word(f, rng, n, alphabet=letters)
            return _periodic("".join(rng.choices(letters, k=rng.randint(1, 3))), n, letters, rng)
        return Pools(word, OWN_POOL)
    return way
