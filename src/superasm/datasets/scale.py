"""Timing inputs big enough to measure, and never the ones a model was shown.

Judges' and homework tests are small: on 22 real programs the median test ran 1.7 ms of CPU at
``-O3``, about 1 ms of it process start, and no optimizer could be credited anything (issue 18).
Performance engineers time programs on inputs that matter.  This module makes a problem's
*bench tests* (:attr:`superasm.problem.Problem.bench_tests`): inputs the harness times and no
prompt or feedback ever shows (the harness names a failing one, never its bytes).

**When.** Each given input (public and hidden) is run on the ``-O3`` baseline.  Every timing
input must take at least :data:`TARGET_S` (20 ms) of the baseline's CPU.  Why 20 ms: process
start (exec, the loader, the sandbox's fresh world) costs about 1 ms and does not get faster
with better code, so at 20 ms it hides at most 5% of a candidate's gain (a true 1.25× reads as
at least 1.24×), the 5 ms below which hyperfine warns is passed four times over, and three such
inputs cost a timing round 0.12 s of program time per binary: a screen of two rounds stays
under half a second.

**How.** From each of a few given inputs, larger ones are made by the first of these that the
input's shape allows and that makes the baseline take longer.  The seeds are the hidden tests
(those that do work first) where they give an input long enough to time: a model was never shown
them, so a grown input holds none of the records it saw; else the public tests, longest running
first, and the problem records that its timing inputs hold shown records (``meta.bench.seeds``,
SECURITY.md).

- ``generator``: the problem's own input generator (the built-in corpus's), at a larger size;
- ``count-list``: a leading count ``N`` and the ``N`` records (lines, or numbers) it announces,
  grown together; the records are the given ones, shuffled and repeated;
- ``cases``: a leading number of test cases ``T`` and the cases after it, repeated ``k`` times
  with ``T`` made ``k·T``;
- ``repeat``: the whole input repeated (programs that read to the end of their input);
- ``parameter``: a short input of a few numbers (``nbody 1000``) with its largest one grown.

The size grows geometrically (by the factor a linear program would need, at least 2×, at most
16× a step) until the baseline takes :data:`TARGET_S`, the input reaches :data:`MAX_INPUT_BYTES`
or the factor :data:`MAX_FACTOR`.  A method whose inputs do not make the baseline slower (the
program reads only what it needs) gives way to the next.  When the given inputs are long enough
already, *variants* are made all the same (the records shuffled, a fresh draw of the generator,
or a step of growth), so that the timing inputs are never the shown ones.

**Expected outputs** come from the ``-O3`` baseline run twice in the sandbox; an input on which it
crashes, times out, floods, or answers differently the second time is dropped, and so is one on
which the ``-O0`` build of the C source prints something else (a grown input can overrun a fixed
array: undefined behaviour that another compiler would answer differently).

Users give their own with ``--bench-inputs DIR``.  Results are cached on disk
(``~/.cache/superasm/bench``) keyed by the source, the baseline, the tests, the settings and the
machine, so a re-run is cheap.  ``docs/measurement.md`` says what this changes relative to the
paper's method (timing the public tests), which ``--time-on public`` keeps available.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import random
import re
import statistics
import sys
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from superasm.datasets.builtin.generators import REGISTRY
from superasm.errors import UserError
from superasm.inputmodel import Field, InputModel, Kind, draw_like
from superasm.problem import Problem, TestCase, decode_bytes
from superasm.sandbox import Limits, ProcResult, SandboxConfig, SandboxError
from superasm.toolchain import DEFAULT_COMPILER, Workbench, machine_fingerprint

#: the baseline CPU seconds every timing input must reach (module docstring: why 20 ms)
TARGET_S = 0.020
#: about what starting a process costs; it does not grow with the input
STARTUP_S = 0.001
#: timing inputs made per problem
BENCH_COUNT = 3
MAX_FACTOR = 1 << 20
MAX_INPUT_BYTES = 16 << 20
MAX_OUTPUT_BYTES = 16 << 20
#: a grown input whose baseline takes more than this many times the target is trimmed
OVERSHOOT = 3.0
#: growth steps per method and seed input
MAX_STEPS = 10
#: an input this large, or grown this much, that does not make the baseline slower shows that
#: the method adds nothing the program reads
FLAT_BYTES = 64 << 10
FLAT_FACTOR = 256
CACHE_VERSION = 4
#: methods whose inputs are made of the seed's own records (a seed that was shown lends them)
REPEATING = ("count-list", "cases", "repeat")
METHODS = ("generator", "model", "count-list", "cases", "repeat", "parameter")
#: files in a --bench-inputs folder that hold answers, not inputs
ANSWER_SUFFIXES = (".out", ".ans", ".expected", ".res", ".sol", ".a", ".answer", ".output")

_INT = re.compile(r"^-?\d+$")
_NUMBER = re.compile(r"(?<![\w.])-?\d+(?![\w.])")


class BenchInputsError(UserError, ValueError):
    """A ``--bench-inputs`` folder cannot be used (the message names it and why)."""


@dataclass(frozen=True)
class ScaleConfig:
    """The scaler's settings; part of the cache key and of ``problem.meta["bench"]``."""

    target_s: float = TARGET_S
    count: int = BENCH_COUNT
    max_factor: int = MAX_FACTOR
    max_input_bytes: int = MAX_INPUT_BYTES
    #: a baseline run longer than this is a time-out (the input is dropped)
    timeout_s: float = 10.0
    seed: int = 0
    #: drop inputs on which the -O0 build prints something else (undefined behaviour)
    check_o0: bool = True
    compiler: str = DEFAULT_COMPILER


@dataclass(frozen=True)
class BenchInput:
    """One timing input as made: where it came from and what the baseline took on it."""

    name: str
    method: str
    factor: float
    baseline_s: float
    size: int
    #: grown from an input a model could have been shown (a public test), not a hidden one
    from_shown: bool = False
    #: its lines, and how many of them are distinct (records drawn afresh are; repeated
    #: ones let a per-record cache earn what the program's own inputs would not)
    records: int = 0
    distinct: int = 0


@dataclass
class BenchReport:
    """What the scaler did for one problem (printed by the builder and by ``optimize``)."""

    problem_id: str
    #: "scaled" (made here), "user" (--bench-inputs) or "none"
    source: str
    inputs: list[BenchInput] = field(default_factory=list)
    #: the baseline's median CPU seconds over the given tests
    given_s: float = 0.0
    target_s: float = TARGET_S
    dropped: list[str] = field(default_factory=list)
    cached: bool = False
    note: str = ""
    #: the problem's hidden tests, which the harness times where there are no timing inputs
    #: (None: not known here); set by :func:`add_bench_tests`, not cached
    hidden_tests: int | None = None

    @property
    def short(self) -> bool:
        """No timing input, or one under half the target (the growth steps overshoot or fall
        short of it by up to 2x; under half, the inputs could not be grown far enough)."""
        if self.source == "given":
            return False  # recorded with the problem earlier: not ours to judge again
        return not self.inputs or min(i.baseline_s for i in self.inputs) < self.target_s / 2

    @property
    def seeds(self) -> str:
        """What the timing inputs were grown from: "unseen" (hidden tests only), "shown"
        (public tests only: their records can be the shown ones, SECURITY.md) or "mixed"."""
        shown = {i.from_shown for i in self.inputs if i.method != "given"}
        return {frozenset(): "unseen", frozenset({False}): "unseen",
                frozenset({True}): "shown"}.get(frozenset(shown), "mixed")

    def meta(self) -> dict[str, Any]:
        factors = [i.factor for i in self.inputs]
        seconds = [i.baseline_s for i in self.inputs]
        return {"source": self.source, "target_s": self.target_s,
                "given_baseline_s": round(self.given_s, 6),
                "factor": statistics.median(factors) if factors else None,
                "baseline_s": round(statistics.median(seconds), 6) if seconds else None,
                "methods": sorted({i.method for i in self.inputs}),
                "inputs": [asdict(i) for i in self.inputs], "short": self.short,
                "seeds": self.seeds,
                "repeats_records": any(i.method in REPEATING for i in self.inputs),
                "dropped": self.dropped, **({"note": self.note} if self.note else {})}

    def line(self) -> str:
        """'prog: 3 timing inputs (count-list, 64x larger; baseline 24.1 ms each, given 1.7 ms)'."""
        head = f"{self.problem_id}: "
        if self.source == "given":
            return head + self.note
        if not self.inputs:
            why = self.note or (self.dropped[-1] if self.dropped else "nothing to grow")
            if self.given_s:
                why += f"; the given tests take {1000 * self.given_s:.1f} ms at -O3"
            if self.hidden_tests:
                instead = f"the {self.hidden_tests} hidden tests are timed instead"
            elif self.hidden_tests == 0:
                instead = ("the public tests are timed instead, and inputs a model was shown "
                           "earn no credit: give inputs of your own with --bench-inputs DIR")
            else:
                instead = ("the hidden tests are timed instead, or the public ones where there "
                           "are none (no credit)")
            return head + f"no timing inputs ({why}); {instead}"
        meta = self.meta()
        methods = ", ".join(meta["methods"])
        grown = (f", {_factor(meta['factor'])} larger" if self.source == "scaled" and meta["factor"]
                 and meta["factor"] > 1 else "")
        text = (f"{len(self.inputs)} timing inputs ({'given by you' if self.source == 'user' else methods}"
                f"{grown}; baseline {1000 * meta['baseline_s']:.1f} ms each, given tests "
                f"{1000 * self.given_s:.1f} ms)")
        if self.short:
            text += (f": still under {500 * self.target_s:.0f} ms, timing may be inconclusive")
        if self.cached:
            text += " [cached]"
        return head + text


def _factor(factor: float) -> str:
    return f"{factor:.0f}x" if factor >= 10 else f"{factor:.3g}x"


# --------------------------------------------------------------------------- input shapes
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


def growers(problem: Problem, session: BaselineSession | None = None) -> list[
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
        grower = ModelGrower(model, session)
        if grower.applies():
            out.append(("model", grower.grow))
        return out
    return out + [("count-list", grow_count_list), ("cases", grow_cases),
                  ("repeat", grow_repeat), ("parameter", grow_parameter)]


#: a parameter is a size when multiplying it by this makes the baseline at least
#: :data:`SIZE_RESPONSE` times slower (time follows it: not a seed, a modulus or a value)
SIZE_PROBE = 4
SIZE_RESPONSE = 1.8


class ModelGrower:
    """Timing inputs drawn from the input model (:mod:`superasm.inputmodel`): every count of
    the seed input times the factor, every record drawn afresh like the given ones (so a cache
    of answers per record earns only what the problem's own repeats allow), and every number
    of a short parameter line grown only if the baseline's time follows it, and only as far as
    the C type read for it allows (values the given inputs show above 2^31 read as 64 bits)."""

    def __init__(self, model: InputModel, session: BaselineSession | None) -> None:
        self.model, self.session = model, session
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

        def size(f: Field, seen: list[int]) -> int:
            base = counts.get(id(f), max(seen, default=1))
            return max(1, round(base * factor)) if factor > 1 else base

        def value(f: Field, rng_: random.Random, upper: int | None) -> str:
            if any(f is g for g in sizes) and id(f) in values:
                return str(min(_type_top(f), max(int(values[id(f)]) + 1,
                                                 round(int(values[id(f)]) * factor))))
            return draw_like(f, rng_, upper)  # every other value drawn afresh

        if not counts and not sizes:
            return None
        return self.model.draw(rng, size, value)

    def _size_parameters(self, text: str, values: dict[int, str]) -> list[Field]:
        """The parameters the baseline's time follows, probed once per seed input."""
        if text in self._sizes:
            return self._sizes[text]
        found: list[Field] = []
        if self.session is not None:
            candidates = [f for f in self._parameters() if id(f) in values
                          and int(values[id(f)]) >= 2]
            probes = [_bytes(self._with(text, values, f)) for f in candidates]
            runs = self.session.run([_bytes(text), *probes]) if probes else []
            if runs and runs[0].ok:
                base = max(runs[0].cpu_s, STARTUP_S)
                found = [f for f, run in zip(candidates, runs[1:], strict=True)
                         if run.ok and run.cpu_s >= SIZE_RESPONSE * base
                         and run.cpu_s > 2 * STARTUP_S]
        self._sizes[text] = found
        return found

    def _with(self, text: str, values: dict[int, str], target: Field) -> str:
        def value(f: Field, rng_: random.Random, upper: int | None) -> str:
            if f is target:
                return str(min(_type_top(f), int(values[id(f)]) * SIZE_PROBE))
            return values.get(id(f), draw_like(f, rng_, upper))

        counts = self.seed_counts(text) or {}
        return self.model.draw(random.Random(0), lambda f, seen: counts.get(id(f), 1), value)


def _type_top(f: Field) -> int:
    """The largest value the field's C type surely reads: 64 bits where the given inputs went
    past 32, else 32 (a parameter is never grown into a value ``scanf`` would saturate)."""
    known = f.type_range()
    if known is not None:
        return known[1]
    return (1 << 63) - 1 if (f.high or 0) >= (1 << 31) else (1 << 31) - 1


# --------------------------------------------------------------------------- the baseline
@dataclass(frozen=True)
class BaselineRun:
    """The baseline on one input, twice (and the -O0 build once when asked)."""

    ok: bool
    cpu_s: float
    output: bytes
    exit_code: int
    why: str = ""


class BaselineSession:
    """One sandbox holding the problem's ``-O3`` baseline (and its ``-O0`` build): inputs are
    added while it runs, each run in a fresh world as the harness runs it."""

    def __init__(self, problem: Problem, config: ScaleConfig) -> None:
        self.problem, self.config = problem, config
        self._bench = Workbench({"base.s": problem.baseline_asm, "prog.c": problem.c_source},
                                config=SandboxConfig(stdout_head=MAX_OUTPUT_BYTES),
                                compiler=config.compiler)
        self.has_o0 = False

    def __enter__(self) -> BaselineSession:
        self._bench.__enter__()
        try:
            built = self._bench.compile("/in/base.s", "/work/base", lang="asm")
            if not built.ok:
                raise SandboxError(f"the baseline of {self.problem.id} does not build: "
                                   f"{built.message}")
            if self.config.check_o0 and self.problem.c_source.strip():
                self.has_o0 = self._bench.compile("/in/prog.c", "/work/o0", ("-O0",)).ok
        except BaseException:
            self._bench.__exit__()
            raise
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._bench.__exit__()

    def run(self, inputs: Sequence[bytes], exit_code: int = 0,
            o0: bool = False) -> list[BaselineRun]:
        """The baseline twice on each input (and -O0 once with ``o0``), in one request."""
        paths = [self._bench.add_input(data) for data in inputs]
        timeout, bench, requests = self.config.timeout_s, self._bench, []
        for path in paths:
            requests += [bench.request("/work/base", path, timeout, Limits(
                cpu_s=timeout + 1, file_size=MAX_OUTPUT_BYTES))] * 2
            if o0 and self.has_o0:
                requests.append(bench.request("/work/o0", path, 4 * timeout, Limits(
                    cpu_s=4 * timeout + 1, file_size=MAX_OUTPUT_BYTES)))
        results = self._bench.sandbox.run_batch(requests)
        per = 3 if o0 and self.has_o0 else 2
        return [_judged(results[i * per:(i + 1) * per], exit_code) for i in range(len(paths))]


def _usable(r: ProcResult, exit_code: int) -> str:
    if r.timed_out:
        return "the baseline timed out"
    if r.output_limit or r.stdout_size > len(r.stdout):
        return "the baseline's output is too large"
    if r.signal is not None:
        return f"the baseline {r.describe()}"
    if r.exit_code != exit_code:
        return f"the baseline exited with {r.exit_code}"
    return ""


def _judged(results: list[ProcResult], exit_code: int) -> BaselineRun:
    first, second = results[0], results[1]
    why = _usable(first, exit_code) or _usable(second, exit_code)
    if not why and first.stdout_sha256 != second.stdout_sha256:
        why = "the baseline answered differently when run again"
    if not why and len(results) > 2:
        o0 = results[2]
        if o0.timed_out:
            why = "the -O0 build timed out"
        elif o0.stdout_sha256 != first.stdout_sha256 or o0.exit_code != first.exit_code:
            why = "the -O0 build prints something else (undefined behaviour?)"
    cpu = min(first.cpu_s, second.cpu_s)
    return BaselineRun(not why, cpu, first.stdout if not why else b"", first.exit_code or 0, why)


# --------------------------------------------------------------------------- scaling
@dataclass
class _Made:
    data: bytes
    run: BaselineRun
    method: str
    factor: float
    seed: str
    #: the baseline took longer on it than on the input it was grown from
    grew: bool = True


def _next_factor(factor: float, seconds: float, target_s: float) -> float:
    """The factor a linear program would need to reach the target (with a margin), taken in a
    step of 2× to 16×."""
    need = target_s * 1.3 / max(seconds - STARTUP_S, 1e-5)
    return factor * min(16.0, max(2.0, need))


Grower = Callable[[str, float, random.Random], "str | None"]


def _grow_one(session: BaselineSession, seed: TestCase, seed_name: str, seed_s: float,
              known: set[bytes], methods: list[tuple[str, Grower]], config: ScaleConfig,
              rng: random.Random, dropped: list[str]) -> _Made | None:
    """The best timing input grown from one given input (see the module docstring)."""
    text = _text(seed.input)
    best: _Made | None = None
    for method, grow in methods:
        factor, seconds, last, flat = 1.0, seed_s, None, 0
        # already long enough: a variant of the same size where the method can make one
        tries = [1.0] if seed_s >= config.target_s and method in ("generator", "model", "count-list") \
            else []
        for _ in range(MAX_STEPS):
            if last is not None and last.run.cpu_s >= config.target_s:
                break
            nxt = min(tries.pop(0) if tries else _next_factor(factor, seconds, config.target_s),
                      float(config.max_factor))
            if nxt <= factor and nxt != 1.0:
                break  # at the largest factor allowed
            made_text = grow(text, nxt, rng)
            data = _bytes(made_text) if made_text is not None else None
            if data is None or len(data) > config.max_input_bytes:
                break
            if data in known:
                if nxt == 1.0:
                    continue  # no variant at this size: grow instead
                break
            (run,) = session.run([data], seed.exit_code)
            if not run.ok:
                dropped.append(f"{method} {_factor(nxt)} of {seed_name}: {run.why}")
                break
            # no growth in time although the input grew a lot: the program does not read (or
            # does not work on) what this method adds; until then, startup may hide the work
            big = len(data) >= FLAT_BYTES or nxt >= FLAT_FACTOR
            flat = flat + 1 if nxt > factor and run.cpu_s < seconds * 1.25 and big else 0
            if flat >= 2:
                break
            grew = run.cpu_s > max(seconds, seed_s) * 1.25 or nxt == 1.0
            factor, seconds = nxt, run.cpu_s
            if flat == 0 and (grew or last is None or not last.grew):
                last = _Made(data, run, method, factor, seed_name, grew)
        if last is not None and last.run.cpu_s > OVERSHOOT * config.target_s and last.factor > 2:
            last = _trimmed(session, seed, text, grow, last, known, config, rng) or last
        if last is not None and (best is None or (last.grew, last.run.cpu_s)
                                 > (best.grew, best.run.cpu_s)):
            best = last
        if best is not None and best.run.cpu_s >= config.target_s:
            break
    return best


def _trimmed(session: BaselineSession, seed: TestCase, text: str,
             grow: Callable[[str, float, random.Random], str | None], last: _Made,
             known: set[bytes], config: ScaleConfig, rng: random.Random) -> _Made | None:
    """An input that overshot the target (the growth steps are up to 16x apart) grown again by
    the factor a linear program would need (then halfway to the last, for a program slower than
    linear): every timing round costs less, and the input still reaches the target (else None:
    the overshooting one stays)."""
    factor = max(1.0, last.factor * 1.5 * config.target_s / last.run.cpu_s)
    for _ in range(2):  # a program slower than linear: halfway (geometrically) to the last
        made_text = grow(text, factor, rng)
        data = _bytes(made_text) if made_text is not None else None
        if data is None or data in known:
            return None
        (run,) = session.run([data], seed.exit_code)
        if not run.ok:
            return None
        if run.cpu_s >= config.target_s:
            return _Made(data, run, last.method, factor, last.seed, last.grew)
        factor = math.sqrt(factor * last.factor)
    return None


def _checked(session: BaselineSession, made: _Made, exit_code: int,
             dropped: list[str]) -> _Made | None:
    """The -O0 cross-check of a chosen input (module docstring: undefined behaviour)."""
    if not (session.config.check_o0 and session.has_o0):
        return made
    (run,) = session.run([made.data], exit_code, o0=True)
    if run.ok:
        return _Made(made.data, run, made.method, made.factor, made.seed, made.grew)
    dropped.append(f"{made.method} {_factor(made.factor)} of {made.seed}: {run.why}")
    return None


def _given(problem: Problem) -> list[tuple[str, TestCase, bool]]:
    """Every given input: (name, test, whether a model could have been shown it)."""
    named = [(t.name or f"test {i}", t, True) for i, t in enumerate(problem.tests)]
    named += [(t.name or f"hidden test {i}", t, False) for i, t in enumerate(problem.hidden_tests)]
    return named


def scale_problem(problem: Problem, config: ScaleConfig | None = None) -> tuple[list[TestCase],
                                                                              BenchReport]:
    """Timing inputs for one problem, with the report that explains them (nothing is set on
    the problem: :func:`add_bench_tests` does that)."""
    config = config or ScaleConfig()
    report = BenchReport(problem.id, "scaled", target_s=config.target_s)
    given = _given(problem)
    known = {t.input for _, t, _ in given}
    shown = {name for name, _, was_shown in given if was_shown}
    rng = random.Random(f"{problem.id}:{config.seed}")
    with BaselineSession(problem, config) as session:
        methods = growers(problem, session)
        runs = session.run([t.input for _, t, _ in given], 0)
        timed = [(run.cpu_s, name, t) for run, (name, t, _) in zip(runs, given, strict=True)
                 if run.ok or t.exit_code]
        report.given_s = statistics.median([s for s, _, _ in timed]) if timed else 0.0

        def order(seed: tuple[float, str, TestCase]) -> tuple[bool, float, int, str]:
            """Hidden inputs that do work first (never shown: a grown one holds no shown
            record), then the longest running (most work per byte); where process start is all
            there is to see, the longest inputs (they hold the most records)."""
            seconds, name, test = seed
            works = seconds > 3 * STARTUP_S
            return (not works or name in shown, -seconds if works else 0.0, -len(test.input),
                    name)

        seeds = sorted(timed, key=order)
        # hidden inputs first (those that do work first of all), alone; shown ones only where
        # those gave no input long enough to time (half the target); short ones only where
        # nothing is long enough
        groups = [group for group in ([s for s in seeds if s[1] not in shown],
                                      [s for s in seeds if s[1] in shown]) if group]
        long_enough: list[_Made] = []
        short: list[_Made] = []
        for group in groups:
            attempts = 0
            while len(long_enough) < config.count and group and attempts < 3 * config.count:
                seconds, name, test = group[attempts % len(group)]
                attempts += 1
                one = _grow_one(session, test, name, seconds, known, methods, config, rng,
                                report.dropped)
                if one is not None:
                    one = _checked(session, one, test.exit_code, report.dropped)
                if one is None or one.data in known:
                    continue
                known.add(one.data)
                (long_enough if one.run.cpu_s >= config.target_s / 2 else short).append(one)
            if long_enough:
                break
        made = long_enough or sorted(short, key=lambda m: -m.run.cpu_s)[:config.count]
    tests = []
    for k, m in enumerate(made):
        name = f"bench{k}: {m.method} {_factor(m.factor)} of {m.seed}"
        tests.append(TestCase(m.data, m.run.output, name, m.run.exit_code))
        lines = m.data.splitlines()
        report.inputs.append(BenchInput(name, m.method, m.factor, round(m.run.cpu_s, 6),
                                        len(m.data), m.seed in shown and m.method in REPEATING,
                                        len(lines), len(set(lines))))
    if not made:
        report.source = "none"
        report.note = "no input could be grown: " + (report.dropped[-1] if report.dropped
                                                     else "no method applies")
    return tests, report


def user_folder(directory: str | Path, problem_id: str) -> Path | None:
    """Where a problem's own timing inputs are: ``DIR/<problem id>/``; or ``DIR`` itself when
    it holds files only (one program's inputs); None when ``DIR`` has folders for other
    problems but none for this one (its inputs are then grown from its tests)."""
    root = Path(directory)
    if not root.is_dir():
        raise BenchInputsError(f"--bench-inputs {root}: not a folder")
    if (root / problem_id).is_dir():
        return root / problem_id
    return None if any(p.is_dir() for p in root.iterdir()) else root


def bench_from_dir(problem: Problem, directory: str | Path,
                   config: ScaleConfig | None = None) -> tuple[list[TestCase], BenchReport]:
    """A user's own timing inputs (``--bench-inputs DIR``): every file below ``DIR/<problem
    id>/`` when there is one, else below ``DIR``, that is not an answer file; expected outputs
    from the baseline, checked as scaled ones are."""
    config = config or ScaleConfig()
    root = Path(directory)
    if not root.is_dir():
        raise BenchInputsError(f"--bench-inputs {root}: not a folder")
    folder = root / problem.id if (root / problem.id).is_dir() else root
    files = sorted(p for p in folder.rglob("*") if p.is_file() and not p.name.startswith(".")
                   and not p.name.endswith(ANSWER_SUFFIXES))
    if not files:
        raise BenchInputsError(f"--bench-inputs {folder}: no input files for {problem.id}")
    report = BenchReport(problem.id, "user", target_s=config.target_s)
    tests = []
    with BaselineSession(problem, config) as session:
        datas = [p.read_bytes() for p in files]
        runs = session.run(datas, 0, o0=config.check_o0)
        for path, data, run in zip(files, datas, runs, strict=True):
            name = str(path.relative_to(folder))
            if not run.ok:
                report.dropped.append(f"{name}: {run.why}")
                continue
            tests.append(TestCase(data, run.output, f"bench: {name}", run.exit_code))
            report.inputs.append(BenchInput(f"bench: {name}", "given", 1.0,
                                            round(run.cpu_s, 6), len(data)))
        given = session.run([t.input for t in problem.tests], 0)
        ok = [r.cpu_s for r in given if r.ok]
        report.given_s = statistics.median(ok) if ok else 0.0
    if not tests:
        report.source = "none"
        report.note = f"every input in {folder} was dropped"
    return tests, report


# --------------------------------------------------------------------------- the cache
def default_cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "superasm" / "bench"


def _digest(tests: Iterable[TestCase]) -> str:
    h = hashlib.sha256()
    for t in tests:
        h.update(hashlib.sha256(t.input).digest() + hashlib.sha256(t.output).digest())
    return h.hexdigest()


def cache_key(problem: Problem, config: ScaleConfig, user_dir: str | Path | None = None) -> str:
    """What the timing inputs depend on: the program, its tests, the settings, the machine
    (a time target means something only on the machine that measured it), and a user's files."""
    key: dict[str, Any] = {
        "version": CACHE_VERSION, "id": problem.id,
        "source": hashlib.sha256(problem.c_source.encode()).hexdigest(),
        "baseline": hashlib.sha256(problem.baseline_asm.encode()).hexdigest(),
        "tests": _digest(problem.tests), "hidden": _digest(problem.hidden_tests),
        "config": asdict(config), "machine": machine_fingerprint()}
    if user_dir is not None:
        folder = Path(user_dir)
        key["user"] = sorted((str(p.relative_to(folder)),
                              hashlib.sha256(p.read_bytes()).hexdigest())
                             for p in folder.rglob("*") if p.is_file())
    return hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()


class BenchCache:
    """One JSON file per problem's timing inputs; ``directory=None`` turns the cache off."""

    def __init__(self, directory: str | Path | None) -> None:
        self.directory = Path(directory).expanduser() if directory else None

    def get(self, key: str) -> tuple[list[TestCase], BenchReport] | None:
        if self.directory is None:
            return None
        path = self.directory / f"{key}.json"
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            tests = _tests_from_json(data["bench_tests"])
            report = BenchReport(**{**data["report"], "inputs": [
                BenchInput(**i) for i in data["report"]["inputs"]]})
        except (OSError, ValueError, KeyError, TypeError):
            return None
        report.cached = True
        return tests, report

    def put(self, key: str, tests: list[TestCase], report: BenchReport) -> None:
        if self.directory is None:
            return
        self.directory.mkdir(parents=True, exist_ok=True)
        data = {"bench_tests": [t.to_dict() for t in tests],
                "report": {**asdict(report), "cached": False}}
        tmp = self.directory / f".{key}.{os.getpid()}.tmp"
        tmp.write_text(json.dumps(data), encoding="utf-8")
        tmp.replace(self.directory / f"{key}.json")


def _tests_from_json(items: list[dict[str, Any]]) -> list[TestCase]:
    return [TestCase(decode_bytes(i["input"], "bench input"), decode_bytes(i["output"], "bench"),
                     i.get("name", ""), i.get("exit_code", 0)) for i in items]


# --------------------------------------------------------------------------- many problems
def add_bench_tests(problems: Sequence[Problem], config: ScaleConfig | None = None,
                    cache: BenchCache | None = None, user_dir: str | Path | None = None,
                    workers: int = 1,
                    progress: Callable[[BenchReport], None] | None = None) -> list[BenchReport]:
    """Give each problem its timing inputs (``problem.bench_tests``) and ``meta["bench"]``:
    the user's own from ``user_dir``, else scaled ones; from the cache when it has them.  A
    problem that already has bench tests and no ``user_dir`` is left as it is."""
    config = config or ScaleConfig()
    cache = cache if cache is not None else BenchCache(default_cache_dir())

    def one(problem: Problem) -> BenchReport:
        if problem.bench_tests and user_dir is None:
            return BenchReport(problem.id, "given", target_s=config.target_s,
                               note=f"{len(problem.bench_tests)} timing inputs recorded with "
                                    "the problem")
        own = user_folder(user_dir, problem.id) if user_dir is not None else None
        key = cache_key(problem, config, own)
        hit = cache.get(key)
        if hit is None:
            try:
                hit = (bench_from_dir(problem, own, config) if own is not None
                       else scale_problem(problem, config))
            except SandboxError as exc:
                return BenchReport(problem.id, "none", target_s=config.target_s, note=str(exc))
            cache.put(key, *hit)
        tests, report = hit
        report.hidden_tests = len(problem.hidden_tests)
        problem.bench_tests = tests
        problem.meta["bench"] = report.meta()
        return report

    reports: list[BenchReport] = []
    with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        for report in pool.map(one, problems):
            reports.append(report)
            if progress is not None:
                progress(report)
    return reports


def print_reports(reports: Sequence[BenchReport], stream: Any = None) -> None:
    """One line per problem, then a line of totals (stderr by default)."""
    stream = stream or sys.stderr
    for report in reports:
        print("  " + report.line(), file=stream)
    made = [r for r in reports if r.inputs or r.source == "given"]
    if len(reports) > 1:
        # a problem without timing inputs is not "under" anything: its given tests are timed
        short = sum(r.short for r in reports if r.inputs)
        none = len(reports) - len(made)
        print(f"timing inputs: {len(made)}/{len(reports)} problems have them"
              + (f"; {short} of those still under {500 * reports[0].target_s:.0f} ms" if short else "")
              + (f"; {none} have none (their given tests are timed instead)" if none else ""),
              file=stream)


__all__ = ["BENCH_COUNT", "METHODS", "TARGET_S", "BenchCache", "BenchInput", "BenchInputsError",
           "BenchReport", "CountList", "ScaleConfig", "add_bench_tests", "bench_from_dir",
           "cache_key", "default_cache_dir", "print_reports", "scale_problem"]
