"""The ways a given input is grown into a larger one of the same shape (the package docstring
lists them, in the order they are tried)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from superasm.datasets.builtin.generators import REGISTRY
from superasm.datasets.scale.session import BaselineSession
from superasm.datasets.scale.settings import STARTUP_S
from superasm.problem import Problem
from superasm.verification.inputmodel import (
    Bounds,
    DrawTooLarge,
    Field,
    InputModel,
    Kind,
    draw_like,
)

_INT = re.compile(r"^-?\d+$")
_NUMBER = re.compile(r"(?<![\w.])-?\d+(?![\w.])")

#: grows one input's text by a factor (None: the method does not fit it)
Grower = Callable[[str, float, random.Random], "str | None"]


def _text(data: bytes) -> str:
    return data.decode("utf-8", "surrogateescape")


def _bytes(text: str) -> bytes:
    return text.encode("utf-8", "surrogateescape")


def _repeated(records: Sequence[str], n: int, rng: random.Random) -> list[str]:
    """``n`` records: shuffled copies of ``records``, one after another."""
    out: list[str] = []
    while len(out) < n:
        block = list(records)
        rng.shuffle(block)
        out.extend(block)
    return out[:n]


@dataclass(frozen=True)
class CountList:
    """A count announcing the records that follow it: ``lines[header]``'s ``token``-th number
    counts ``lines[start:start + count]`` (or, ``numbers``, the number tokens after it)."""

    lines: tuple[str, ...]
    header: int
    token: int
    count: int
    numbers: bool

    @classmethod
    def find(cls, text: str) -> CountList | None:
        lines = text.splitlines()
        heads = [i for i, line in enumerate(lines) if line.strip()]
        if not heads:
            return None
        h = heads[0]
        tokens = lines[h].split()
        body = [line for line in lines[h + 1:] if line.strip()]
        tail_blank = all(not line.strip() for line in lines[h + 1 + len(body):])
        contiguous = lines[h + 1:h + 1 + len(body)] == body and tail_blank
        for j, token in enumerate(tokens):
            if _INT.match(token) and 0 < int(token) == len(body) and contiguous:
                return cls(tuple(lines), h, j, int(token), False)
        if len(tokens) == 1 and _INT.match(tokens[0]) and int(tokens[0]) > 0 and contiguous:
            after = [t for line in body for t in line.split()]
            if len(after) == int(tokens[0]) and all(_INT.match(t) or _is_float(t) for t in after):
                return cls(tuple(lines), h, 0, int(tokens[0]), True)
        if len(tokens) > 1 and _INT.match(tokens[0]) and int(tokens[0]) == len(tokens) - 1 \
                and not body:
            return cls(tuple(lines), h, 0, int(tokens[0]), True)  # "3 1 2 3" on one line
        # a count, its records, then more (queries): the records all look alike
        for j, token in enumerate(tokens):
            c = int(token) if _INT.match(token) else 0
            if 1 < c < len(body) and contiguous and len({len(r.split()) for r in body[:c]}) == 1 \
                    and len(body[c].split()) != len(body[0].split()):
                return cls(tuple(lines), h, j, c, False)
        return None

    def grow(self, factor: float, rng: random.Random) -> str:
        lines = list(self.lines)
        tokens = lines[self.header].split()
        new_count = max(1, round(self.count * factor))
        if self.numbers:
            same_line = len(tokens) > 1
            numbers = tokens[1:] if same_line else [t for line in lines[self.header + 1:]
                                                    for t in line.split()]
            made = _repeated(numbers, new_count, rng)
            if same_line:
                return " ".join([str(new_count), *made]) + "\n"
            body = [line for line in lines[self.header + 1:] if line.strip()]
            per_line = len(body[0].split()) if len(body) > 1 else len(made)
            rows = [" ".join(made[i:i + per_line]) for i in range(0, len(made), per_line)]
            return "\n".join([*lines[:self.header], str(new_count), *rows]) + "\n"
        tokens[self.token] = str(new_count)
        start = self.header + 1
        body = [line for line in lines[start:] if line.strip()]
        records, rest = body[:self.count], body[self.count:]
        made = _repeated(records, new_count, rng)
        return "\n".join([*lines[:self.header], " ".join(tokens), *made, *rest]) + "\n"


def _is_float(token: str) -> bool:
    try:
        float(token)
    except ValueError:
        return False
    return True


def grow_generator(problem: Problem) -> Callable[[str, float, random.Random], str | None] | None:
    """The built-in corpus's own generator at ``factor`` times its largest size."""
    spec = REGISTRY.get(problem.id)
    if spec is None:
        return None
    return lambda _text, factor, rng: spec.make(rng, factor)


def grow_count_list(text: str, factor: float, rng: random.Random) -> str | None:
    shape = CountList.find(text)
    return shape.grow(factor, rng) if shape is not None else None


def grow_cases(text: str, factor: float, rng: random.Random) -> str | None:
    """``T`` then the cases: ``k·T`` then the cases ``k`` times (k a whole number, at least 2)."""
    lines = text.splitlines()
    heads = [i for i, line in enumerate(lines) if line.strip()]
    if not heads or not _INT.match(lines[heads[0]].strip()):
        return None
    cases = int(lines[heads[0]].strip())
    body = "\n".join(lines[heads[0] + 1:]).strip("\n")
    k = max(2, round(factor))
    if cases <= 0 or not body:
        return None
    return "\n".join([str(cases * k)] + [body] * k) + "\n"


def grow_repeat(text: str, factor: float, rng: random.Random) -> str | None:
    if not text.strip():
        return None
    k = max(2, round(factor))
    piece = text if text.endswith("\n") else text + "\n"
    return piece * k


def grow_parameter(text: str, factor: float, rng: random.Random) -> str | None:
    """A short input of a few numbers: its largest positive integer times ``factor``."""
    found = list(_NUMBER.finditer(text))
    if not found or len(found) > 6 or len(text) > 200 or factor <= 1:
        return None
    largest = max(found, key=lambda m: int(m.group()))
    value = int(largest.group())
    if value < 2:
        return None
    grown = max(value + 1, round(value * factor))
    return text[:largest.start()] + str(grown) + text[largest.end():]


def grow_methods(problem: Problem, session: BaselineSession | None = None,
            max_tokens: int | None = None) -> list[
        tuple[str, Callable[[str, float, random.Random], str | None]]]:
    """The methods that may apply to this problem, in the order they are tried: the corpus's
    own generator; fresh records drawn from the input model (counts, and the parameters the
    baseline's time follows, grown); only where no grammar fits the given inputs, the methods
    that repeat given records (flagged: a per-record cache earns on them what it should not)."""
    out: list[tuple[str, Callable[[str, float, random.Random], str | None]]] = []
    generator = grow_generator(problem)
    if generator is not None:
        out.append(("generator", generator))
    model = InputModel.learn([t.input for t in problem.tests + problem.hidden_tests])
    if model.nodes is not None:
        grower = ModelGrower(model, session, max_tokens)
        if grower.applies():
            out.append(("model", grower.grow))
        return out
    return out + [("count-list", grow_count_list), ("cases", grow_cases),
                  ("repeat", grow_repeat), ("parameter", grow_parameter)]


#: a parameter is a size when multiplying it by one of these makes the baseline at least
#: :data:`SIZE_RESPONSE` times slower (time follows it: not a seed, a modulus or a value)
SIZE_PROBES = (16, 256, 4096)
SIZE_RESPONSE = 1.8


class ModelGrower:
    """Timing inputs drawn from the input model (:mod:`superasm.verification.inputmodel`): every count of
    the seed input times the factor, every record drawn afresh like the given ones (so a cache
    of answers per record earns only what the problem's own repeats allow), and every number
    of a short parameter line grown only if the baseline's time follows it, and only as far as
    the C type read for it allows (values the given inputs show above 2^31 read as 64 bits)."""

    def __init__(self, model: InputModel, session: BaselineSession | None,
                 max_tokens: int | None = None) -> None:
        self.model, self.session = model, session
        #: an input that would hold more tokens is not drawn (the draw stops early: the
        #: growth steps are up to 16x apart, and a draw past the byte limit is wasted time)
        self.max_tokens = max_tokens
        self._sizes: dict[str, list[Field]] = {}

    def applies(self) -> bool:
        return bool(self.model.count_fields() or self._parameters())

    def _parameters(self) -> list[Field]:
        lines = self.model.lines()
        return [f for line in lines if len(line.fields) <= 6 for f in line.fields
                if f.kind is Kind.INT and not f.is_count and f.high is not None and f.high >= 2]

    def seed_counts(self, text: str) -> dict[int, int] | None:
        return self.model.counts_in(_bytes(text))

    def grow(self, text: str, factor: float, rng: random.Random) -> str | None:
        counts = self.seed_counts(text)
        if counts is None:
            return None
        values = self.model.values_in(_bytes(text))
        sizes = self._size_parameters(text, values)

        # every count grows by the same share of the factor: nested counts (cases of rows, a
        # matrix) multiply, and the input as a whole grows about ``factor`` times
        each = factor ** (1 / max(1, self.model.nesting()))

        def size(f: Field, seen: list[int]) -> int:
            base = counts.get(id(f), max(seen, default=1))
            return max(1, round(base * each)) if factor > 1 else base

        repeated = self.model.repeated()

        def value(f: Field, rng_: random.Random, upper: Bounds) -> str:
            if any(f is g for g in sizes) and id(f) in values:
                if id(f) in repeated:  # a size in every record: each record its own
                    return _record_size(f, factor, rng_)
                return str(min(_type_top(f), max(int(values[id(f)]) + 1,
                                                 round(int(values[id(f)]) * factor))))
            return draw_like(f, rng_, upper)  # every other value drawn afresh

        if not counts and not sizes:
            return None
        try:
            return self.model.draw(rng, size, value, max_tokens=self.max_tokens)
        except DrawTooLarge:
            return None

    def _size_parameters(self, text: str, values: dict[int, str]) -> list[Field]:
        """The parameters the baseline's time follows, probed once per seed input: each is
        multiplied (16x, then 256x, 4096x while the run is still about process start) and is a
        size when the baseline then takes :data:`SIZE_RESPONSE` times as long."""
        if text in self._sizes:
            return self._sizes[text]
        found: list[Field] = []
        candidates = [f for f in self._parameters() if id(f) in values and int(values[id(f)]) >= 2]
        if self.session is not None and candidates:
            (base,) = self.session.run([_bytes(text)])
            for f in candidates if base.ok else []:
                for factor in SIZE_PROBES:
                    (run,) = self.session.run([_bytes(self._with(text, values, f, factor))])
                    if not run.ok:
                        break
                    if run.cpu_s >= SIZE_RESPONSE * max(base.cpu_s, STARTUP_S) \
                            and run.cpu_s > 3 * STARTUP_S:
                        found.append(f)
                        break
                    if run.cpu_s > 5 * STARTUP_S:
                        break  # long enough to see a response, and there is none
        self._sizes[text] = found
        return found

    def _with(self, text: str, values: dict[int, str], target: Field, factor: int) -> str:
        def value(f: Field, rng_: random.Random, upper: Bounds) -> str:
            if f is target:
                return str(min(_type_top(f), int(values[id(f)]) * factor))
            return values.get(id(f), draw_like(f, rng_, upper))

        counts = self.seed_counts(text) or {}
        return self.model.draw(random.Random(0), lambda f, seen: counts.get(id(f), 1), value)


def _record_size(f: Field, factor: float, rng: random.Random) -> str:
    """A size held by every record (one number a line, each line's work following it), drawn
    for this record alone: uniform over the given inputs' range of it, grown ``factor`` times.
    Not the seed's one value grown and copied into every record (issue 33: 21 lines of
    ``30047``, 18 of ``31909``: a per-record cache was credited 7.63×)."""
    top = _type_top(f)
    low = f.low if f.low is not None else 1
    high = f.high if f.high is not None else low
    lo = min(top, max(1, round(low * factor)))
    return str(rng.randint(lo, min(top, max(lo, round(high * factor)))))


def _type_top(f: Field) -> int:
    """The largest value the field's C type surely reads: 64 bits where the given inputs went
    past 32, else 32 (a parameter is never grown into a value ``scanf`` would saturate)."""
    known = f.type_range()
    if known is not None:
        return known[1]
    return (1 << 63) - 1 if (f.high or 0) >= (1 << 31) else (1 << 31) - 1
