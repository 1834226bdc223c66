"""Timing inputs grown for one problem: seeds chosen, grown until long enough, trimmed, checked."""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable
from dataclasses import dataclass

from superasm.datasets.scale.growers import Grower, _bytes, _text, grow_methods
from superasm.datasets.scale.records import RecordShape
from superasm.datasets.scale.report import BenchInput, BenchReport, _factor
from superasm.datasets.scale.session import BaselineRun, BaselineSession
from superasm.datasets.scale.settings import (
    FLAT_BYTES,
    FLAT_FACTOR,
    MAX_STEPS,
    OVERSHOOT,
    STARTUP_S,
    ScaleConfig,
)
from superasm.problem import Problem, TestCase


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


#: an input that repeats its records more than the given tests is drawn again this many times
REMAKES = 3


def _drawn(grow: Grower, text: str, factor: float, rng: random.Random,
           shape: RecordShape | None, why: list[str]) -> bytes | None:
    """One input grown by ``factor``, drawn again (up to :data:`REMAKES` times) while it
    repeats its records more than the given tests (``datasets.scale.records``); None when the
    method cannot grow it, or every draw repeats (``why`` then says so)."""
    for _ in range(1 + REMAKES):
        made_text = grow(text, factor, rng)
        if made_text is None:
            return None
        data = _bytes(made_text)
        if shape is None or not shape.repeats_more(data):
            return data
    assert shape is not None
    why.append(f"its records repeat more than the given tests' (distinct share "
               f"{shape.share_of(data):.2f} in samples of {shape.size}, the tests' "
               f"{shape.share:.2f}) in {1 + REMAKES} draws")
    return None


def _grow_one(session: BaselineSession, seed: TestCase, seed_name: str, seed_s: float,
              known: set[bytes], methods: list[tuple[str, Grower]], config: ScaleConfig,
              rng: random.Random, dropped: list[str],
              shape: RecordShape | None = None) -> _Made | None:
    """The best timing input grown from one given input (see the module docstring); an input
    whose records repeat more than the given tests' is drawn again, or not used."""
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
            why: list[str] = []
            data = _drawn(grow, text, nxt, rng, shape, why)
            dropped += [f"{method} {_factor(nxt)} of {seed_name}: {w}" for w in why]
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
        if last is not None and last.run.cpu_s > OVERSHOOT * config.target_s and last.factor > 1:
            last = _trimmed(session, seed, text, grow, last, known, config, rng, shape) or last
        if last is not None and (best is None or (last.grew, last.run.cpu_s)
                                 > (best.grew, best.run.cpu_s)):
            best = last
        if best is not None and best.run.cpu_s >= config.target_s:
            break
    return best


def _trimmed(session: BaselineSession, seed: TestCase, text: str,
             grow: Callable[[str, float, random.Random], str | None], last: _Made,
             known: set[bytes], config: ScaleConfig, rng: random.Random,
             shape: RecordShape | None = None) -> _Made | None:
    """An input that overshot the target (the growth steps are up to 16x apart) grown again by
    the factor a linear program would need (then halfway to the last, for a program slower than
    linear): every timing round costs less, and the input still reaches the target (else None:
    the overshooting one stays)."""
    factor = max(1.0, last.factor * 1.5 * config.target_s / last.run.cpu_s)
    for _ in range(2):  # a program slower than linear: halfway (geometrically) to the last
        data = _drawn(grow, text, factor, rng, shape, [])
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
    shape = RecordShape.of([t.input for _, t, _ in given])
    report.given_distinct_share = round(shape.share, 4) if shape else None
    with BaselineSession(problem, config) as session:
        # a token and its separator are at least two bytes, and most tokens are numbers of several
        # digits: a draw stops at an eighth of the byte limit in tokens (drawing is seconds a
        # megabyte; the next step up could be 16 times larger)
        methods = grow_methods(problem, session, config.max_input_bytes // 8)
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
                                report.dropped, shape)
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
        # a seed a model was shown lends its records (repeating methods) or its values (the
        # input model's ranges, which a shown input alone can narrow to its own values)
        report.inputs.append(BenchInput(
            name, m.method, m.factor, round(m.run.cpu_s, 6), len(m.data), m.seed in shown,
            len(lines), len(set(lines)), round(shape.share_of(m.data), 4) if shape else None,
            shape.repeats_more(m.data) if shape else False))
    if not made:
        report.source = "none"
        report.note = "no input could be grown: " + (report.dropped[-1] if report.dropped
                                                     else "no method applies")
    return tests, report
