"""Verification inputs: what a faster candidate gets wrong, found before it is credited or paid.

The given tests catch the mistakes their author thought of; an optimizer makes others (a
narrower accumulator, a buffer sized to the largest test, an unrolled loop with no remainder, a
dropped check on a parameter, text assumed lowercase).  Hidden tests drawn from the same
generator as the public ones never reach other sizes, type limits or alphabets.  This module
makes each problem's :attr:`~superasm.problem.Problem.verify_tests`:

1. **A model of the input** (:class:`superasm.inputmodel.InputModel`), learned from every given
   input, typed by tracing the reference's ``scanf`` conversions (:mod:`superasm.reference`).
2. **Candidates from strategies** (:data:`STRATEGIES`), each aimed at a kind of mistake:
   ``fresh`` (drawn like the tests), ``small`` (every count and size-like value at 0, 1, 2, …,
   17 and around 32 and 64: empty, one element, unrolled remainders), ``large`` (past the largest
   test, toward the capacities the source declares), ``extreme`` (the limits of the C type each
   value is read into: INT_MIN/MAX, 2^31, 2^32, 2^63, 2^64-1 where read; whole lists at a limit,
   where a narrower accumulator overflows), ``constants`` (both sides of every constant the
   reference compares against, seen by tracing the given tests, and of the sizes its source
   declares), ``sign`` (negative values where the type is signed), ``text`` (uppercase, digits,
   bytes >= 128, long words and lines), ``format`` (CRLF, no final newline, tabs, runs of spaces);
   and boundaries of magnitude at scale: ``scale`` (one list of 2^7 .. 2^16 + 1 and 10^5 + 1
   items: counts and sums past each width), ``outliers`` (a value out of the tests' range at
   every place of a long list), ``both-signs`` (INT_MAX beside INT_MIN; reals that cancel),
   ``capacities`` (past powers of two and ten), ``inside-words`` (the number in a CSV field at
   the integer extremes), ``sign-forms`` (``+5``, ``-0`` in every number and every number
   inside a word: valid where the reference reads the sign as the number's own,
   :mod:`superasm.formats`), ``repeats`` (one line, token or character of a given input
   repeated 2^16 + 1 times in place: :mod:`superasm.datasets.repeats`).  Each
   is declared once (:data:`DECLARED`); inputs recorded by an older version are topped up with
   the newer strategies' (:func:`top_up_tests`), not made again.
3. **Valid inputs only** (:class:`superasm.reference.ReferenceLab`): in the given inputs' format
   (:func:`format_break`: a field of digits gets a sign only where the reference reads a
   signed number), sanitizers clean, ``-O0``, ``-O3`` and the sanitizer build agree, read as
   the given inputs are read.  The rest are dropped and counted by reason
   (:attr:`VerifyReport.dropped`), never used to refute.
4. **Selection**: first every input that reaches blocks of the reference the given tests do not
   (coverage of the C reference), then each strategy's share, within a count and a time budget
   (the candidate runs every kept input each time it is verified).

Expected outputs and exit statuses come from the ``-O3`` baseline.  Everything is a function of
the problem and the seed, recorded in ``meta["verify"]`` and cached (:mod:`superasm.cache`);
the built-in corpus and the examples ship theirs.
"""

from __future__ import annotations

import functools
import itertools
import math
import random
import re
import string
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from superasm.cache import JsonCache, digest, tests_digest
from superasm.datasets.repeats import repeated
from superasm.formats import format_break, reads_signed, type_fields
from superasm.inputmodel import (
    Bounds,
    Field,
    InputModel,
    Kind,
    counted_lists,
    draw_like,
    random_word,
)
from superasm.problem import Problem, TestCase, decode_bytes
from superasm.reference import ReferenceBuildError, ReferenceLab, ReferenceRun
from superasm.sandbox import SandboxError
from superasm.toolchain import DEFAULT_COMPILER, ToolchainError, compiler_version

VERSION = 8
SMALL_SIZES = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65)
#: sizes of lists drawn for the value strategies (cheap inputs; large sizes are their own)
VALUE_LIST_MAX = 24
#: the most tokens (and characters of one word) a generated input holds: larger ones would
#: not run within the time limit anyway, and take seconds to draw
MAX_TOKENS = 1_500_000
_SOURCE_NUMBER = re.compile(r"(?:#\s*define\s+\w+\s+\(?\s*|\[\s*|(?:<=?|>=?|==|!=)\s*\(?\s*)"
                            r"(\d+)(?:[uUlL]*)")


@dataclass(frozen=True)
class VerifyConfig:
    """How many verification inputs, and what they may cost."""

    #: the most inputs kept per problem
    max_tests: int = 96
    #: candidate inputs generated before validation (about 24 a strategy: the strategies of
    #: version 7 came with turns of their own, the older ones keep theirs)
    candidates: int = 360
    #: the baseline's CPU seconds over all kept inputs (a candidate pays about as much each
    #: time it is verified)
    budget_s: float = 0.4
    #: the baseline's CPU seconds on one input, at most
    input_limit_s: float = 0.12
    #: bytes of one input, and of all kept together, at most (they are recorded with the
    #: problem, shipped with the built-in corpus, and copied into the sandbox per candidate)
    input_bytes: int = 2 << 20
    max_bytes: int = 4 << 20
    seed: int = 0
    compiler: str = DEFAULT_COMPILER
    #: inputs recorded by an older version (shipped) get the newer strategies' on top
    #: (:func:`top_up_tests`), made once and cached, instead of all being made again
    top_up: bool = True


#: what a top-up may add to recorded inputs: the newer strategies' inputs, within a budget of
#: their own (a candidate pays it on top of the recorded inputs' each time it is verified)
TOP_UP = VerifyConfig(max_tests=28, candidates=160, budget_s=0.3, max_bytes=3 << 20)


@dataclass
class VerifyReport:
    """What was made for one problem, for ``meta["verify"]``, reports and ``dataset audit``."""

    id: str
    tests: int = 0
    model: str = ""
    typed_fields: int = 0
    #: basic blocks of the reference, reached by its given tests, and with the kept inputs
    sites: int = 0
    covered_by_tests: int = 0
    covered_with_generated: int = 0
    #: strategy -> [generated, valid, kept]
    strategies: dict[str, list[int]] = field(default_factory=dict)
    #: why inputs were dropped, and how many for each reason
    dropped: dict[str, int] = field(default_factory=dict)
    dropped_examples: list[str] = field(default_factory=list)
    seconds: float = 0.0
    baseline_s: float = 0.0
    note: str = ""
    cached: bool = False
    seed: int = 0
    version: int = VERSION

    def coverage(self) -> tuple[float, float]:
        """(share of blocks the given tests reach, share with the generated inputs)."""
        if not self.sites:
            return 0.0, 0.0
        return self.covered_by_tests / self.sites, self.covered_with_generated / self.sites

    def meta(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("cached")
        data.pop("id")
        return data

    def line(self) -> str:
        if self.note and not self.tests:
            return f"{self.id}: no verification inputs ({self.note})"
        tests, gen = self.coverage()
        dropped = sum(self.dropped.values())
        return (f"{self.id}: {self.tests} verification inputs, reference coverage "
                f"{tests:.0%} -> {gen:.0%} of {self.sites} blocks, {dropped} invalid dropped"
                f"{' (cached)' if self.cached else ''}")


@dataclass(frozen=True)
class _Made:
    strategy: str
    data: bytes


# --------------------------------------------------------------------------- strategies
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
    #: the given inputs (:mod:`superasm.datasets.repeats` repeats their parts)
    given: tuple[bytes, ...] = ()

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


def _fresh(model: InputModel, facts: _Facts) -> Iterator[Callable[[random.Random], str]]:
    for _ in range(8):
        yield lambda rng: model.draw(rng, _small_counts(model) if rng.random() < 0.5 else None)


def _round_robin(per_field: list[list[Callable[[random.Random], str]]]) -> Iterator[
        Callable[[random.Random], str]]:
    """One maker of each field in turn, most important first within each field."""
    for rank in range(max((len(makers) for makers in per_field), default=0)):
        for makers in per_field:
            if rank < len(makers):
                yield makers[rank]


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


def _type_limits(f: Field) -> list[int]:
    """The values at the limits of the field's C type (or of every type, untraced), the type's
    own ends first, then the ends of the narrower types inside it."""
    known = f.type_range()
    low, high = known if known is not None else (-(1 << 63), (1 << 63) - 1)
    picks = [high, low, high - 1, low + 1]
    for bits in (31, 32, 63, 64, 15, 16, 7, 8):
        picks += [(1 << bits) - 1, 1 << bits, -(1 << bits), -(1 << bits) + 1]
    return [v for v in dict.fromkeys(picks) if low <= v <= high]


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


# --------------------------------------------------------------------------- boundaries at scale
Maker = Callable[[random.Random], str]
Pick = Callable[[int, random.Random], str | None]

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
    way and back, a min and a max that a narrower type swaps), and reals of mixed magnitude
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
        elif item.kind is Kind.FLOAT and item.upper is None:
            cycles += _cancelling(item)
        makers = [_with_value(model, facts, item, _cycling(cycle)) for cycle in cycles]
        makers += [_long_list(model, facts, count, item, MIXED_LENGTH,
                              lambda k, r, c=cycle: c[k % len(c)])  # type: ignore[misc]
                   for cycle in cycles]
        per_list.append(makers)
    yield from _round_robin(per_list)


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
_DELIMITERS = re.compile(r"([,;:|/=])")
_INSIDE_NUMBER = re.compile(r"^([+-]?)(\d+)((?:\.\d+)?)$")


def _word_columns(f: Field) -> list[list[str]] | None:
    """The parts of a word field's values split at one delimiter sequence (``,`` of a CSV
    field): each column's given parts, where every value splits the same way."""
    layouts = {tuple(_DELIMITERS.split(v)[1::2]) for v in f.values}
    if len(layouts) != 1 or not next(iter(layouts)):
        return None
    split = [_DELIMITERS.split(v)[0::2] for v in sorted(f.values)]
    return [list(column) for column in zip(*split, strict=True)]


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
    inside a word (``milk,food,+500``).  Such an input is valid only where the reference reads
    the sign as the number's own, as ``scanf`` and ``strtol`` do (it answers exactly as
    without the sign: :mod:`superasm.formats`); a hand-written reader must then read it too."""
    per_field: list[list[Maker]] = []
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


# --------------------------------------------------------------------------- the strategies
@dataclass(frozen=True)
class Strategy:
    """One kind of verification input: its makers, the most it keeps beyond the inputs that
    reach new code, and the :data:`VERSION` that added it (inputs shipped by an older version
    are topped up with the newer strategies: :func:`add_verify_tests`)."""

    name: str
    make: Callable[[InputModel, _Facts], Iterator[Maker]]
    quota: int
    since: int = 1
    #: the most candidates it makes (None: as many as its turns allow): inputs of 10^4 to
    #: 10^5 items cost the reference's traced and sanitizer builds a second each to judge
    most: int | None = None


#: every strategy, declared once (the names, quotas and makers below all come from here)
DECLARED = (
    Strategy("fresh", _fresh, 4), Strategy("small", _small, 12), Strategy("large", _large, 8),
    Strategy("extreme", _extreme, 10), Strategy("constants", _constants, 14),
    Strategy("sign", _sign, 4), Strategy("corners", _corners, 16), Strategy("text", _text, 8),
    Strategy("format", _format, 3),
    # relations: none beyond new code: an input that breaks a relation every given input kept
    # is valid for the reference, but only one that reaches code the given tests do not shows
    # the program means to accept it
    Strategy("relations", _relations, 0),
    Strategy("scale", _scale, 4, since=7, most=11),
    Strategy("outliers", _outliers, 6, since=7, most=15),
    Strategy("both-signs", _both_signs, 4, since=7, most=12),
    Strategy("capacities", _capacities, 3, since=7, most=16),
    Strategy("inside-words", _inside_words, 4, since=7, most=12),
    Strategy("sign-forms", _sign_forms, 2, since=8, most=8),
    Strategy("repeats", lambda model, facts: repeated(facts.given), 4, since=8, most=12))


def _declared_once(declared: Sequence[Strategy]) -> None:
    """Checked at import: every strategy named once, with a quota and a version that exists
    (a maker can never be left out of the tables it was once copied into)."""
    names = [s.name for s in declared]
    if len(set(names)) != len(names):
        raise RuntimeError(f"verification strategies declared twice: {names}")
    for s in declared:
        if s.quota < 0 or not 1 <= s.since <= VERSION or not callable(s.make) or \
                (s.most is not None and s.most < s.quota):
            raise RuntimeError(f"verification strategy {s.name}: quota {s.quota}, "
                               f"since {s.since} (VERSION {VERSION})")


_declared_once(DECLARED)
STRATEGIES = tuple(s.name for s in DECLARED)
#: the most inputs each strategy keeps beyond those that reach new code
QUOTA = {s.name: s.quota for s in DECLARED}
_MAKERS = {s.name: s.make for s in DECLARED}
_MOST = {s.name: s.most for s in DECLARED}


def generate(model: InputModel, facts: _Facts, count: int, seed: int,
             known: set[bytes], names: Sequence[str] = STRATEGIES) -> list[_Made]:
    """Up to ``count`` distinct candidates of the strategies ``names``: one of each in turn,
    each strategy's most important first (a strategy that runs dry leaves its turns to the
    others)."""
    rng = random.Random(seed)
    pools = {name: itertools.islice(_MAKERS[name](model, facts), _MOST.get(name))
             for name in names}
    made: list[_Made] = []
    seen = set(known)
    while len(made) < count and pools:
        for name in list(pools):
            make = next(pools[name], None)
            if make is None:
                del pools[name]
                continue
            try:
                data = make(rng).encode("utf-8", "surrogateescape")
            except (ValueError, IndexError, OverflowError, KeyError):
                continue
            if data not in seen and len(data) <= 64 << 20:
                seen.add(data)
                made.append(_Made(name, data))
    return made[:count]


# --------------------------------------------------------------------------- making tests
def source_constants(c_source: str) -> list[int]:
    """Sizes and bounds the source declares: ``#define N 100000``, ``a[200005]``, ``x < 64``."""
    found = {int(m.group(1)) for m in _SOURCE_NUMBER.finditer(c_source)}
    return sorted(v for v in found if 1 < v < (1 << 62))


#: a given input on which the reference ran this long or less is cheap (a few process starts)
CHEAP_S = 0.004
#: how closely the reference's time must follow a parameter over the given inputs (rank
#: correlation) for the parameter to count as what makes a run costly
COSTLY_RANK = 0.6


def _cheap_ranges(model: InputModel, inputs: Sequence[bytes],
                  runs: Sequence[ReferenceRun]) -> dict[int, tuple[int, int]]:
    """For each parameter the reference's time follows on the given inputs (:class:`_Facts`),
    the range from its smallest given value to its largest cheap one."""
    params = [f for f in _size_fields(model) if not f.is_count and f.kind is Kind.INT]
    seen = [(model.values_in(data), run.seconds) for data, run in zip(inputs, runs, strict=True)
            if run.valid]
    out: dict[int, tuple[int, int]] = {}
    for f in params:
        pairs = [(int(values[id(f)]), seconds) for values, seconds in seen
                 if re.fullmatch(r"[+-]?\d+", values.get(id(f), ""))]
        if len({v for v, _ in pairs}) < 4 or max(s for _, s in pairs) < 2 * CHEAP_S:
            continue
        if _rank_correlation([v for v, _ in pairs], [s for _, s in pairs]) < COSTLY_RANK:
            continue
        low = min(v for v, _ in pairs)
        cheap = [v for v, s in pairs if s <= CHEAP_S]
        out[id(f)] = (low, max([low, *cheap]))
    return out


def _rank_correlation(xs: Sequence[float], ys: Sequence[float]) -> float:
    """Spearman's rank correlation (ties share their mean rank); 0 where a side is constant."""
    def ranks(values: Sequence[float]) -> list[float]:
        order = sorted(range(len(values)), key=lambda i: values[i])
        out = [0.0] * len(values)
        i = 0
        while i < len(order):
            j = i
            while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
                j += 1
            for k in range(i, j + 1):
                out[order[k]] = (i + j) / 2
            i = j + 1
        return out

    rx, ry = ranks(xs), ranks(ys)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry, strict=True))
    vx = sum((a - mx) ** 2 for a in rx)
    vy = sum((b - my) ** 2 for b in ry)
    return cov / (vx * vy) ** 0.5 if vx and vy else 0.0


def _typed(model: InputModel, problem: Problem, given: Sequence[ReferenceRun]) -> int:
    return type_fields(model, [t.input for t in problem.tests + problem.hidden_tests],
                       [run.reads.conversions if run.reads else None for run in given])


def make_verify_tests(problem: Problem,
                      config: VerifyConfig | None = None) -> tuple[list[TestCase], VerifyReport]:
    """The verification inputs of one problem and what was done to make them (module
    docstring).  Never raises for the program's faults: a reference that cannot be traced
    gives no inputs and says why."""
    config = config or VerifyConfig()
    started = time.monotonic()
    report = VerifyReport(problem.id, seed=config.seed)
    given = problem.tests + problem.hidden_tests
    model = InputModel.learn([t.input for t in given])
    report.model = model.describe()
    try:
        with ReferenceLab(problem, config.compiler) as lab:
            tests = _made_in(lab, problem, model, config, report)
    except (ReferenceBuildError, SandboxError, ToolchainError) as exc:
        report.note = f"the reference cannot be traced: {exc}"[:300]
        tests = []
    report.tests = len(tests)
    report.seconds = round(time.monotonic() - started, 2)
    return tests, report


def top_up_tests(problem: Problem, since: int, config: VerifyConfig | None = None) -> tuple[
        list[TestCase], list[int], VerifyReport]:
    """What the strategies added after version ``since`` (the one that made the problem's
    recorded ``verify_tests``) make, and the indices of recorded inputs that leave the given
    inputs' format (:func:`format_break`): the recorded inputs stay valid and are kept, so a
    shipped corpus need not be made again (35 minutes for the built-in train split) when a
    strategy is added.  Never raises for the program's faults (as :func:`make_verify_tests`)."""
    config = config or TOP_UP
    started = time.monotonic()
    report = VerifyReport(problem.id, seed=config.seed)
    given = problem.tests + problem.hidden_tests
    model = InputModel.learn([t.input for t in given])
    report.model = model.describe()
    names = [s.name for s in DECLARED if s.since > since]
    stale: list[int] = []
    try:
        with ReferenceLab(problem, config.compiler) as lab:
            tests = _made_in(lab, problem, model, config, report, names,
                             [t.input for t in problem.verify_tests])
        # the model is typed now (a sign is in format where the reference reads one)
        stale = [i for i, t in enumerate(problem.verify_tests) if format_break(model, t.input)]
    except (ReferenceBuildError, SandboxError, ToolchainError) as exc:
        report.note = f"the reference cannot be traced: {exc}"[:300]
        tests = []
    report.tests = len(tests)
    report.seconds = round(time.monotonic() - started, 2)
    return tests, stale, report


def _made_in(lab: ReferenceLab, problem: Problem, model: InputModel, config: VerifyConfig,
             report: VerifyReport, strategies: Sequence[str] = STRATEGIES,
             known: Sequence[bytes] = ()) -> list[TestCase]:
    """The inputs of ``strategies`` the reference judges valid, selected (module
    docstring); ``known``: inputs already had, never made again."""
    given = problem.tests + problem.hidden_tests
    runs = lab.run([t.input for t in given], limit_s=max(2.0, config.input_limit_s))
    lab.learn_signatures(runs)
    # every part of a drawn input is counted: input the reference leaves unread is its own early
    # exit (a check on a parameter), not data past the format
    lab.early_exits = model.nodes is not None and not any(
        node.count is None for node in model.records())
    report.sites = lab.sites
    covered: set[int] = set()  # blocks and comparison outcomes: what choosing calls new code
    for run in runs:
        covered |= run.reached
    report.covered_by_tests = len({b for run in runs for b in run.blocks})
    report.typed_fields = _typed(model, problem, runs)
    constants = sorted({c for run in runs for c in run.constants} |
                       set(source_constants(problem.c_source)))
    facts = _Facts([c for c in constants if abs(c) < (1 << 62)], random.Random(config.seed),
                   _cheap_ranges(model, [t.input for t in given], runs),
                   given=tuple(t.input for t in given))
    made = generate(model, facts, config.candidates, config.seed,
                    {t.input for t in given} | set(known), strategies)
    # typed by now (rule 6); a sign no number needs is the reference's to judge where no given
    # input has one (it answers as without the sign)
    lab.in_format = functools.partial(format_break, model,
                                      signs_judged=not lab.given_sign_forms)
    config = _scaled_to_the_tests(config, [r.seconds for r in runs if r.valid],
                                  max((len(t.input) for t in given), default=0))
    too_big = [m for m in made if len(m.data) > config.input_bytes]
    made = [m for m in made if len(m.data) <= config.input_bytes]
    judged = lab.screen([m.data for m in made], limit_s=config.input_limit_s)
    kept = _select(made, judged, covered, config, report)
    for _ in range(3):  # the sanitizers on what was chosen; the dropped are replaced
        checked = lab.sanitize([m.data for m, _ in kept], [r for _, r in kept])
        bad = {id(m) for (m, _), r in zip(kept, checked, strict=True) if not r.valid}
        if not bad:
            break
        judged = [checked[[id(k) for k, _ in kept].index(id(m))] if id(m) in bad else r
                  for m, r in zip(made, judged, strict=True)]
        kept = _select(made, judged, covered, config, report)
    if too_big:
        report.dropped[f"larger than {config.input_bytes} bytes"] = len(too_big)
    report.covered_with_generated = len({b for run in runs for b in run.blocks}
                                        | {b for _, r in kept for b in r.blocks})
    report.baseline_s = round(sum(r.seconds for _, r in kept), 4)
    names: Counter[str] = Counter()
    tests = []
    for m, r in kept:
        names[m.strategy] += 1
        tests.append(TestCase(m.data, r.output, f"gen-{m.strategy}-{names[m.strategy]}",
                              r.exit_code))
    return tests


#: how many kept inputs each block or comparison outcome the given tests never reach should be
#: reached by (two: the rare branch taken in two contexts, the second often the telling one)
NEW_CODE_INPUTS = 2

#: the most one generated input, and all of them together, may cost, however costly the tests
MAX_INPUT_LIMIT_S, MAX_BUDGET_S, MAX_BYTES = 1.0, 3.0, 16 << 20
#: one input may take this many times the slowest given test
LIMIT_TIMES_SLOWEST = 5.0


def _scaled_to_the_tests(config: VerifyConfig, seconds: Sequence[float],
                         largest: int) -> VerifyConfig:
    """The limits where the given tests cost more than them: one input just past the largest
    test (5 times its time: a linear program at four times the largest test's size; twice its
    bytes) and all of them together half of what the given tests cost (four times the largest
    test's bytes), each within its maximum."""
    if seconds:
        config = replace(config,
                         input_limit_s=min(MAX_INPUT_LIMIT_S, max(config.input_limit_s,
                                                                  LIMIT_TIMES_SLOWEST * max(seconds))),
                         budget_s=min(MAX_BUDGET_S, max(config.budget_s, 0.5 * sum(seconds))))
    return replace(config, input_bytes=min(MAX_BYTES, max(config.input_bytes, 2 * largest)),
                   max_bytes=min(MAX_BYTES, max(config.max_bytes, 4 * largest)))


def _select(made: list[_Made], judged: list[ReferenceRun], covered: set[int],
            config: VerifyConfig, report: VerifyReport) -> list[tuple[_Made, ReferenceRun]]:
    """New code first, then each strategy's share, within the count and the time budget."""
    counts: dict[str, list[int]] = {name: [0, 0, 0] for name in STRATEGIES}
    dropped: Counter[str] = Counter()
    valid: list[tuple[_Made, ReferenceRun]] = []
    for m, r in zip(made, judged, strict=True):
        counts[m.strategy][0] += 1
        if r.valid:
            counts[m.strategy][1] += 1
            valid.append((m, r))
        else:
            reason = re.sub(r"\d+(\.\d+)?", "N", r.why.split(":")[0] if r.why.startswith(
                "sanitizer") else r.why)[:100]
            dropped[reason] += 1
            if len(report.dropped_examples) < 8:
                report.dropped_examples.append(f"{m.strategy}: {r.why[:160]}")
    kept: list[tuple[_Made, ReferenceRun]] = []
    spent, size = 0.0, 0
    # how many kept inputs reach each block or comparison outcome (the given tests' count as
    # reached enough)
    reached: Counter[int] = Counter({b: NEW_CODE_INPUTS for b in covered})
    per: Counter[str] = Counter()

    def take(item: tuple[_Made, ReferenceRun]) -> bool:
        nonlocal spent, size
        m, r = item
        if len(kept) >= config.max_tests or spent + r.seconds > config.budget_s \
                or size + len(m.data) > config.max_bytes:
            return False
        kept.append(item)
        spent += r.seconds
        size += len(m.data)
        per[m.strategy] += 1
        reached.update(r.reached)
        return True

    def new(item: tuple[_Made, ReferenceRun]) -> int:
        return sum(1 for b in item[1].reached if reached[b] < NEW_CODE_INPUTS)

    # orders use the input's size, not its measured time: the same seed keeps the same inputs
    # (time decides only what is too slow, far from where inputs usually are)
    while True:  # the input reaching the most code not reached enough yet, while one does;
        # of those alike, the one that runs the most code besides (range == 0 with the loop
        # that divides by it entered, not with an empty input), then the smallest
        best = max(valid, key=lambda it: (new(it), len(it[1].reached), -len(it[0].data)),
                   default=None)
        if best is None or not new(best):
            break
        valid.remove(best)
        if not take(best):
            break
    # then each strategy's share, one input of each in turn (no strategy spends the time
    # budget before the others have had theirs), in the order they were made (each strategy
    # makes its most telling inputs first; an answer alike to another's is no sign that the
    # input is: "0 0" for no letters at all, and for bytes a letter test mistakes); an input
    # too slow for what is left of the budget gives way to the strategy's next one
    queues = {name: [it for it in valid if it[0].strategy == name] for name in STRATEGIES}
    while any(queues.values()):
        for name, queue in queues.items():
            while queue and per[name] < QUOTA[name]:
                if take(queue.pop(0)):
                    break
            if per[name] >= QUOTA[name]:
                queue.clear()
    for name, (generated, ok, _) in counts.items():
        counts[name] = [generated, ok, per[name]]
    report.strategies = counts
    report.dropped = dict(dropped.most_common())
    return kept


# --------------------------------------------------------------------------- many problems
def cache_key(problem: Problem, config: VerifyConfig) -> str:
    return digest({"version": VERSION, "strategies": [(s.name, s.quota, s.most) for s in DECLARED],
                   "source": digest(problem.c_source),
                   "baseline": digest(problem.baseline_asm), "tests": tests_digest(problem.tests),
                   "hidden": tests_digest(problem.hidden_tests),
                   "config": asdict(config), "compiler": _compiler(config.compiler)})


def _compiler(name: str) -> str:
    try:
        return compiler_version(name)
    except ToolchainError:
        return name


def _from_cache(data: dict[str, Any], problem_id: str) -> tuple[list[TestCase], VerifyReport]:
    tests = [TestCase(decode_bytes(i["input"], "verify input"), decode_bytes(i["output"], "output"),
                      i.get("name", ""), i.get("exit_code", 0)) for i in data["tests"]]
    report = VerifyReport(problem_id, **{k: v for k, v in data["report"].items()
                                         if k in VerifyReport.__dataclass_fields__ and k != "id"})
    report.cached = True
    return tests, report


def add_verify_tests(problems: Sequence[Problem], config: VerifyConfig | None = None,
                     cache: JsonCache | None = None, workers: int | None = None,
                     progress: Callable[[VerifyReport], None] | None = None) -> list[VerifyReport]:
    """Give each problem its verification inputs (``verify_tests``) and ``meta["verify"]``;
    problems that have them (shipped with the dataset) keep theirs."""
    config = config or VerifyConfig()
    cache = cache if cache is not None else JsonCache("verify", VERSION)

    def one(problem: Problem) -> VerifyReport:
        if problem.verify_tests:
            recorded = problem.meta.get("verify") or {}
            if config.top_up:
                _topped_up(problem, config, cache)
            report = VerifyReport(problem.id, tests=len(problem.verify_tests), cached=True,
                                  note="recorded with the problem", **{
                                      k: v for k, v in recorded.items()
                                      if k in ("sites", "covered_by_tests",
                                               "covered_with_generated", "model")})
        else:
            key = cache_key(problem, config)
            hit = cache.get(key)
            if hit is not None:
                tests, report = _from_cache(hit, problem.id)
            else:
                tests, report = make_verify_tests(problem, config)
                cache.put(key, {"tests": [t.to_dict() for t in tests], "report": report.meta()})
            problem.verify_tests = tests
            problem.meta["verify"] = report.meta()
        if progress:
            progress(report)
        return report

    if not problems:
        return []
    with ThreadPoolExecutor(max_workers=max(1, min(workers or 2, len(problems)))) as pool:
        return list(pool.map(one, problems))


def _topped_up(problem: Problem, config: VerifyConfig, cache: JsonCache) -> None:
    """Recorded inputs made by an older version get the newer strategies' on top, and lose
    any that leave the format (:func:`top_up_tests`; cached, once per problem and version).
    Inputs topped up before get only the strategies newer than that top-up, and
    ``meta.verify.top_up`` counts every top-up since the recorded version."""
    recorded = problem.meta.get("verify") or {}
    before = recorded.get("top_up") or {}
    since = before.get("version", recorded.get("version"))
    if not isinstance(since, int) or not any(s.since > since for s in DECLARED):
        return
    top = replace(TOP_UP, seed=config.seed, compiler=config.compiler)
    key = digest({"top_up": since, "problem": cache_key(problem, top),
                  "recorded": tests_digest(problem.verify_tests)})
    hit = cache.get(key)
    if hit is not None:
        tests, report = _from_cache(hit, problem.id)
        stale = [int(i) for i in hit.get("stale", [])]
    else:
        tests, stale, report = top_up_tests(problem, since, top)
        cache.put(key, {"tests": [t.to_dict() for t in tests], "report": report.meta(),
                        "stale": stale})
    kept = [t for i, t in enumerate(problem.verify_tests) if i not in set(stale)]
    problem.verify_tests = kept + _renumbered(kept, tests)
    strategies = {**before.get("strategies", {}),
                  **{k: v for k, v in report.strategies.items() if any(v)}}
    problem.meta["verify"] = {**recorded, "tests": len(problem.verify_tests), "top_up": {
        "since": before.get("since", since), "version": VERSION,
        "tests": before.get("tests", 0) + len(tests),
        "recorded_dropped": before.get("recorded_dropped", 0) + len(stale),
        "strategies": strategies, "dropped": report.dropped,
        "seconds": round(before.get("seconds", 0.0) + report.seconds, 2), "note": report.note}}


def _renumbered(kept: Sequence[TestCase], new: Sequence[TestCase]) -> list[TestCase]:
    """``new`` with names that follow on from ``kept``'s (``gen-sign-forms-3`` after a recorded
    ``gen-sign-forms-2``): every verification input keeps a name of its own."""
    last: Counter[str] = Counter()
    for t in kept:
        stem, _, number = t.name.rpartition("-")
        if number.isdigit():
            last[stem] = max(last[stem], int(number))
    out = []
    for t in new:
        stem, _, number = t.name.rpartition("-")
        if not number.isdigit():
            out.append(t)
            continue
        last[stem] += 1
        out.append(replace(t, name=f"{stem}-{last[stem]}"))
    return out


def print_reports(reports: Sequence[VerifyReport], stream: Any = None) -> None:
    stream = stream or sys.stderr
    made = [r for r in reports if r.tests]
    if not reports:
        return
    print(f"verification inputs: {sum(r.tests for r in reports)} for {len(made)} of "
          f"{len(reports)} problems", file=stream)
    for r in reports:
        if not r.tests or not r.cached:
            print("  " + r.line(), file=stream)


__all__ = ["DECLARED", "QUOTA", "STRATEGIES", "TOP_UP", "Strategy", "VerifyConfig",
           "VerifyReport", "add_verify_tests", "format_break", "generate", "make_verify_tests",
           "print_reports", "reads_signed", "source_constants", "top_up_tests"]
