"""Verification inputs: what a faster candidate gets wrong, found before it is credited or paid.

The given tests catch the mistakes their author thought of; an optimizer makes others (a
narrower accumulator, a buffer sized to the largest test, an unrolled loop with no remainder, a
dropped check on a parameter, text assumed lowercase).  Hidden tests drawn from the same
generator as the public ones never reach other sizes, type limits or alphabets.  This module
makes each problem's :attr:`~superasm.problem.Problem.verify_tests`:

1. **A model of the input** (:class:`superasm.verification.inputmodel.InputModel`), learned from every given
   input, typed by tracing the reference's ``scanf`` conversions (:mod:`superasm.verification.reference`).
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
   :mod:`superasm.verification.formats`), ``repeats`` (one line, token or character of a given input
   repeated 2^16 + 1 times in place: :mod:`superasm.verification.strategies.repeats`); and the
   given inputs at the limits the reference accepts, each place's measured on the reference
   by a probe of the program's round constants (``summed``, ``maximal``:
   :mod:`superasm.verification.strategies.limits`, version 15); and the test's own records,
   each repeated in place many times (``stretched``, version 16).  Each is declared
   once (:data:`DECLARED`, in :mod:`superasm.verification.strategies`, with the makers); inputs
   recorded by an older version are topped up with the newer strategies'
   (:func:`top_up_tests`), not made again.
3. **Valid inputs only** (:class:`superasm.verification.reference.ReferenceLab`): in the given inputs' format
   (:func:`format_break`: a field of digits gets a sign only where the reference reads a
   signed number), sanitizers clean, ``-O0``, ``-O3`` and the sanitizer build agree, read as
   the given inputs are read.  The rest are dropped and counted by reason
   (:attr:`VerifyReport.dropped`), never used to refute.
4. **Selection**: first every input that reaches blocks of the reference the given tests do not
   (coverage of the C reference), then each strategy's share, then the room the shares left
   (a strategy with no valid input leaves its share to the others), within a count and a
   time budget (the candidate runs every kept input each time it is verified).

Expected outputs and exit statuses come from the ``-O3`` baseline.  Everything is a function of
the problem and the seed, recorded in ``Problem.verify_made`` and cached (:mod:`superasm.cache`);
the built-in corpus and the examples ship theirs.
"""

from __future__ import annotations

import itertools
import random
import re
import sys
import time
import zlib
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from superasm.cache import JsonCache, digest, tests_digest
from superasm.problem import Coverage, InputsMade, Problem, TestCase, decode_bytes
from superasm.sandbox import SandboxError
from superasm.tiers import Preparing
from superasm.toolchain import DEFAULT_COMPILER, ToolchainError, compiler_version
from superasm.verification.formats import format_break, reads_signed, type_fields
from superasm.verification.inputmodel import InputModel, Kind
from superasm.verification.reference import ReferenceBuildError, ReferenceLab, ReferenceRun
from superasm.verification.strategies import (
    _MAKERS,
    _MOST,
    DECLARED,
    QUOTA,
    RANKED,
    STRATEGIES,
    VERSION,
    Strategy,
)
from superasm.verification.strategies import _declared_once as _declared_once
from superasm.verification.strategies.at_scale import (
    MIXED_LENGTH,
    OUTLIER_LENGTHS,
    OUTLIER_PLACES,
    SCALE_PLAN,
    WIDTHS,
)
from superasm.verification.strategies.draw import (
    MAX_TOKENS,
    SMALL_SIZES,
    VALUE_LIST_MAX,
    Maker,
    Pick,
    _Facts,
    _size_fields,
)
from superasm.verification.strategies.sizes import BUFFER_SIZES, LARGE_FACTORS, LARGEST_SIZE
from superasm.verification.strategies.sizes import _shared_prefixes as _shared_prefixes
from superasm.verification.strategies.values import CORNER_VALUES, CORNERS_PER_LINE

_SOURCE_NUMBER = re.compile(r"(?:#\s*define\s+\w+\s+\(?\s*|\[\s*|(?:<=?|>=?|==|!=)\s*\(?\s*)"
                            r"(\d+)(?:[uUlL]*)")


@dataclass(frozen=True)
class VerifyConfig:
    """How many verification inputs, and what they may cost."""

    #: the most inputs kept per problem
    max_tests: int = 96
    #: candidate inputs generated before validation (about 20 a strategy: the strategies of
    #: versions 7 and 10 came with turns of their own, the older ones keep theirs)
    candidates: int = 440
    #: the baseline's CPU seconds over all kept inputs (a candidate pays about as much each
    #: time it is verified)
    budget_s: float = 0.4
    #: the baseline's CPU seconds on one input, at most
    input_limit_s: float = 0.12
    #: bytes of one input, and of all kept together, at most (they are recorded with the
    #: problem, shipped with the built-in corpus, and copied into the sandbox per candidate);
    #: one input stays within 10^6 bytes, the limit judges' statements most often give, unless
    #: the tests are larger (an honest rewrite may read the whole input into a buffer of
    #: 10^6 bytes, and a larger input is no input of the problem)
    input_bytes: int = 1_000_000
    max_bytes: int = 8 << 20
    #: where the inputs are shipped with a problem set (``scripts/top_up_verify.py``): the most
    #: bytes one input may take compressed (zlib), so that a set of 100 problems stays a few
    #: MB; inputs of distinct items at scale (``grown``) compress about three times only, and
    #: are then made by whoever builds a set of their own.  None: no limit
    ship_bytes: int | None = None
    seed: int = 0
    compiler: str = DEFAULT_COMPILER
    #: inputs recorded by an older version (shipped) get the newer strategies' on top
    #: (:func:`top_up_tests`), made once and cached, instead of all being made again
    top_up: bool = True
    #: only these strategies make inputs (None: every one of :data:`STRATEGIES`): to see
    #: what one strategy reaches, or to make inputs of one kind for a program quickly
    strategies: tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        unknown = [name for name in self.strategies or () if name not in STRATEGIES]
        if unknown:
            raise ValueError(f"unknown verification strategies {unknown}: the strategies are "
                             + ", ".join(STRATEGIES))

    def chosen(self, names: Sequence[str] = STRATEGIES) -> list[str]:
        """Of ``names``, those this configuration runs."""
        return [n for n in names if self.strategies is None or n in self.strategies]


#: what a top-up may add to recorded inputs: the newer strategies' inputs, within a budget of
#: their own (a candidate pays it on top of the recorded inputs' each time it is verified)
TOP_UP = VerifyConfig(max_tests=28, candidates=160, budget_s=0.3, max_bytes=6 << 20)


@dataclass
class VerifyReport:
    """What was made for one problem, for ``Problem.verify_made``, reports and ``dataset
    audit``."""

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
    #: the inputs could not be made for a fault of the machine's (the sandbox failed), not the
    #: program's: the result is not cached, and the next run tries again
    retry: bool = False
    seed: int = 0
    version: int = VERSION
    #: the strategies run, where a configuration chose some (None: every one): a top-up
    #: later makes the others'
    only: list[str] | None = None

    def coverage(self) -> tuple[float, float]:
        """(share of blocks the given tests reach, share with the generated inputs)."""
        if not self.sites:
            return 0.0, 0.0
        return self.covered_by_tests / self.sites, self.covered_with_generated / self.sites

    def meta(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("cached")
        data.pop("id")
        data.pop("retry")
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


#: the most seconds one strategy may spend making one problem's candidates: one that takes
#: longer on a program nobody foresaw (a search that grows with the input's size) is stopped,
#: its candidates so far kept, and the others go on
STRATEGY_S = 60.0


def generate(model: InputModel, facts: _Facts, count: int, seed: int,
             known: set[bytes], names: Sequence[str] = STRATEGIES,
             failed: dict[str, int] | None = None) -> list[_Made]:
    """Up to ``count`` distinct candidates of the strategies ``names``: one of each in turn,
    each strategy's most important first (a strategy that runs dry leaves its turns to the
    others).  A strategy that fails on this program's inputs (a shape nobody foresaw, an
    error of any kind) or spends more than :data:`STRATEGY_S` stops, counted in ``failed`` by
    what went wrong; the others go on.  Each strategy draws from a random generator of its
    own, seeded by ``seed`` and its name (version 16), so what one strategy makes does not
    depend on which others run before it, or how many."""
    rngs = {name: random.Random(f"{seed}:{name}") for name in names}
    pools = {name: itertools.islice(_MAKERS[name](model, facts), _MOST.get(name))
             for name in names}
    spent: dict[str, float] = {}
    made: list[_Made] = []
    seen = set(known)

    def stop(name: str, why: str) -> None:
        del pools[name]
        if failed is not None:
            failed[why[:200]] = failed.get(why[:200], 0) + 1

    while len(made) < count and pools:
        for name in list(pools):
            started = time.monotonic()
            make, data = None, b""
            try:
                make = next(pools[name], None)
                if make is not None:
                    data = make(rngs[name]).encode("utf-8", "surrogateescape")
            except Exception as exc:  # noqa: BLE001 - this strategy's fault, not the run's
                if make is None or not isinstance(exc, (ValueError, IndexError, OverflowError,
                                                        KeyError)):
                    stop(name, f"the {name} strategy failed ({type(exc).__name__}: {exc})")
                    continue
                # (this one input cannot be made; the strategy's next may)
            finally:
                spent[name] = spent.get(name, 0.0) + time.monotonic() - started
            if make is None:
                del pools[name]
                continue
            if spent[name] > STRATEGY_S:
                stop(name, f"the {name} strategy ran past {STRATEGY_S:g} s (stopped)")
            if data and data not in seen and len(data) <= 64 << 20:
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
    report = VerifyReport(problem.id, seed=config.seed,
                          only=None if config.strategies is None else config.chosen())
    given = problem.tests + problem.hidden_tests
    model = InputModel.learn([t.input for t in given])
    report.model = model.describe()
    try:
        with ReferenceLab(problem, config.compiler) as lab:
            tests = _made_in(lab, problem, model, config, report, config.chosen())
    except (ReferenceBuildError, SandboxError, ToolchainError) as exc:
        tests = _untraced(report, exc)
    report.tests = len(tests)
    report.seconds = round(time.monotonic() - started, 2)
    return tests, report


def _untraced(report: VerifyReport, exc: Exception) -> list[TestCase]:
    """No inputs, and the report says why: the reference cannot be traced (retried on the next
    run where the sandbox failed, a fault of the machine's, not the program's)."""
    report.note = f"the reference cannot be traced: {exc}"[:300]
    report.retry = isinstance(exc, SandboxError)
    return []


def top_up_tests(problem: Problem, since: int, config: VerifyConfig | None = None) -> tuple[
        list[TestCase], list[int], VerifyReport]:
    """What the strategies added after version ``since`` (the one that made the problem's
    recorded ``verify_tests``) make, and the indices of recorded inputs that leave the given
    inputs' format (:func:`format_break`, as the reference lab applies it when inputs are
    made: ``ReferenceLab.keep_format``): the recorded inputs stay valid and are kept, so a
    shipped corpus need not be made again (35 minutes for the built-in train split) when a
    strategy is added.  Never raises for the program's faults (as :func:`make_verify_tests`)."""
    config = config or TOP_UP
    started = time.monotonic()
    report = VerifyReport(problem.id, seed=config.seed)
    given = problem.tests + problem.hidden_tests
    model = InputModel.learn([t.input for t in given])
    report.model = model.describe()
    names = config.chosen([s.name for s in DECLARED if s.since > since])
    stale: list[int] = []
    try:
        with ReferenceLab(problem, config.compiler) as lab:
            tests = _made_in(lab, problem, model, config, report, names,
                             [t.input for t in problem.verify_tests])
            # the model is typed now (a sign is in format where the reference reads one), and
            # the rule is the one the recorded inputs were made under: a sign no number needs
            # (``+5``, made by ``sign-forms``) was judged by the reference's own answer then
            lab.keep_format(model)
            rule = lab.in_format
            stale = [i for i, t in enumerate(problem.verify_tests) if rule and rule(t.input)]
    except (ReferenceBuildError, SandboxError, ToolchainError) as exc:
        tests = _untraced(report, exc)
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
                   given=tuple(t.input for t in given),
                   accepts=lambda texts: lab.accepts(
                       [t.encode("utf-8", "surrogateescape") for t in texts],
                       limit_s=config.input_limit_s))
    made = generate(model, facts, config.candidates, config.seed,
                    {t.input for t in given} | set(known), strategies, report.dropped)
    lab.keep_format(model)  # typed by now (rule 6)
    config = _scaled_to_the_tests(config, [r.seconds for r in runs if r.valid],
                                  max((len(t.input) for t in given), default=0))
    too_big = [m for m in made if len(m.data) > config.input_bytes]
    made = [m for m in made if len(m.data) <= config.input_bytes]
    made, unshipped = shippable(made, config.ship_bytes)
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
    if unshipped:
        report.dropped[f"over {config.ship_bytes} bytes compressed (a shipped set)"] = \
            len(unshipped)
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


def shippable(made: list[_Made], ship_bytes: int | None) -> tuple[list[_Made], list[_Made]]:
    """The inputs that compress (zlib) to at most ``ship_bytes`` (None: all), and the rest."""
    if ship_bytes is None:
        return made, []
    small = [len(zlib.compress(m.data, 1)) <= ship_bytes for m in made]
    return ([m for m, ok in zip(made, small, strict=True) if ok],
            [m for m, ok in zip(made, small, strict=True) if not ok])


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
    """New code first, then each strategy's share (the fewest bytes kept next), then the room
    the shares left, within the count and the time budget."""
    counts, valid = _tallied(made, judged, report)
    kept: list[tuple[_Made, ReferenceRun]] = []
    spent, size = 0.0, 0
    # how many kept inputs reach each block or comparison outcome (the given tests' count as
    # reached enough)
    reached: Counter[int] = Counter({b: NEW_CODE_INPUTS for b in covered})
    per: Counter[str] = Counter()
    used: Counter[str] = Counter()  # bytes kept, by strategy
    order = {name: i for i, name in enumerate(STRATEGIES)}

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
        used[m.strategy] += len(m.data)
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
    # then each strategy's share, the one that has kept the fewest bytes next (no strategy
    # spends the budget before the others have had theirs), each in the order made (each
    # strategy makes its most telling inputs first; an answer alike to another's is no sign
    # that the input is: "0 0" for no letters at all, and for bytes a letter test mistakes);
    # an input too slow for what is left of the budget gives way to the strategy's next one
    queues = {name: [it for it in valid if it[0].strategy == name] for name in STRATEGIES}
    for name in RANKED:
        queues[name].sort(key=lambda it: -len(it[1].reached))

    def dominant(name: str) -> float:
        """The larger of the shares of the count and of the bytes ``name`` has kept."""
        return max(per[name] / config.max_tests, used[name] / config.max_bytes)

    def share(limit: Callable[[str], int]) -> None:
        # the strategy whose dominant share of the budgets is the smallest goes next, the
        # first declared of equal ones: the larger of its share of the count and of the bytes
        # (version 17; before, the fewest bytes alone, version 14: 24 inputs of a hundred
        # bytes cost what one of 10^5 records does in bytes, but 24 of the 96 in count, and
        # with more strategies than the count holds the small inputs took it all, and a
        # strategy of large inputs, grown's stone falling 10^4 rows, never had its turn)
        while active := [n for n, queue in queues.items() if queue and per[n] < limit(n)]:
            name = min(active, key=lambda n: (dominant(n), order[n]))
            take(queues[name].pop(0))

    share(QUOTA.__getitem__)
    # then the room the others left (a strategy whose inputs the reference refuses, for a
    # format its model reads wrongly, leaves its share to those that have valid ones), in
    # turn again, each up to the most it makes; a strategy of no share (relations) takes
    # none (version 14)
    share(lambda name: (_MOST[name] or config.max_tests) if QUOTA[name] else 0)
    for name, (generated, ok, _) in counts.items():
        counts[name] = [generated, ok, per[name]]
    report.strategies = counts
    return kept


def _tallied(made: list[_Made], judged: list[ReferenceRun], report: VerifyReport
             ) -> tuple[dict[str, list[int]], list[tuple[_Made, ReferenceRun]]]:
    """What each strategy made and how much of it is valid (its kept count left 0), the valid
    inputs, and in ``report`` the invalid ones counted by reason, with a few examples."""
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
    report.dropped = dict(dropped.most_common())
    return counts, valid


# --------------------------------------------------------------------------- many problems
def cache_key(problem: Problem, config: VerifyConfig) -> str:
    return digest({"version": VERSION,
                   "strategies": [(s.name, s.quota, s.most, s.ranked) for s in DECLARED],
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
                     progress: Callable[[VerifyReport], None] | None = None
                     ) -> tuple[list[Problem], list[VerifyReport]]:
    """Each problem with its verification inputs (``verify_tests``, and what made them in
    ``verify_made``); problems that have them (shipped with the dataset) keep theirs, topped
    up by newer strategies.  The problems, in order, and a report for each."""
    config = config or VerifyConfig()
    cache = cache if cache is not None else JsonCache("verify", VERSION)

    def one(problem: Problem) -> tuple[Problem, VerifyReport]:
        if problem.verify_tests:
            if config.top_up:
                problem = _topped_up(problem, config, cache)
            made = problem.verify_made or InputsMade()
            coverage = made.coverage or Coverage(0, 0, 0)
            report = VerifyReport(problem.id, tests=len(problem.verify_tests), cached=True,
                                  note="recorded with the problem", sites=coverage.sites,
                                  covered_by_tests=coverage.by_tests,
                                  covered_with_generated=coverage.with_made,
                                  model=str(made.details.get("model", "")))
        else:
            key = cache_key(problem, config)
            hit = cache.get(key)
            if hit is not None:
                tests, report = _from_cache(hit, problem.id)
            else:
                tests, report = make_verify_tests(problem, config)
                if not report.retry:
                    cache.put(key, {"tests": [t.to_dict() for t in tests],
                                    "report": report.meta()})
            problem = replace(problem, verify_tests=tuple(tests),
                              verify_made=InputsMade.from_dict(report.meta()))
        if progress:
            progress(report)
        return problem, report

    if not problems:
        return [], []
    with ThreadPoolExecutor(max_workers=max(1, min(workers or 2, len(problems)))) as pool:
        done = list(pool.map(one, problems))
    return [problem for problem, _ in done], [report for _, report in done]


def _topped_up(problem: Problem, config: VerifyConfig, cache: JsonCache) -> Problem:
    """Recorded inputs made by an older version get the newer strategies' on top, and lose
    any that leave the format (:func:`top_up_tests`; cached, once per problem and version).
    Inputs topped up before get only the strategies newer than that top-up, and the
    ``top_up`` of ``verify_made`` counts every top-up since the recorded version."""
    recorded = problem.verify_made or InputsMade()
    before = recorded.details.get("top_up") or {}
    since = before.get("version", 0 if recorded.details.get("only") else recorded.version)
    if not isinstance(since, int) or not any(s.since > since for s in DECLARED):
        return problem
    top = replace(TOP_UP, seed=config.seed, compiler=config.compiler,
                  ship_bytes=config.ship_bytes)
    key = digest({"top_up": since, "problem": cache_key(problem, top),
                  "recorded": tests_digest(problem.verify_tests)})
    hit = cache.get(key)
    if hit is not None:
        tests, report = _from_cache(hit, problem.id)
        stale = [int(i) for i in hit.get("stale", [])]
    else:
        tests, stale, report = top_up_tests(problem, since, top)
        if not report.retry:
            cache.put(key, {"tests": [t.to_dict() for t in tests], "report": report.meta(),
                            "stale": stale})
    kept = [t for i, t in enumerate(problem.verify_tests) if i not in set(stale)]
    verify_tests = tuple(kept + _renumbered(kept, tests))
    strategies = {**before.get("strategies", {}),
                  **{k: v for k, v in report.strategies.items() if any(v)}}
    made = replace(recorded, tests=len(verify_tests)).with_details(top_up={
        "since": before.get("since", since), "version": VERSION,
        "tests": before.get("tests", 0) + len(tests),
        "recorded_dropped": before.get("recorded_dropped", 0) + len(stale),
        "strategies": strategies, "dropped": report.dropped,
        "seconds": round(before.get("seconds", 0.0) + report.seconds, 2), "note": report.note})
    return replace(problem, verify_tests=verify_tests, verify_made=made)


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


def prepare(problems: list[Problem], preparing: Preparing) -> list[Problem]:
    """The generated tier's preparation (``TierSpec.prepare``): each problem with its
    verification inputs, shipped ones kept (topped up by newer strategies), the others made
    once and cached; what was made is said through ``preparing.say``."""
    todo = sum(not p.verify_tests for p in problems)
    if todo:
        preparing.say(f"verification inputs for {todo} problem(s): generated from a model of "
                      "each input, checked against the C reference (cached)")
    problems, reports = add_verify_tests(problems, VerifyConfig(compiler=preparing.compiler),
                                         workers=preparing.workers)
    for line in report_lines(reports):
        preparing.say(line)
    return problems


def report_lines(reports: Sequence[VerifyReport]) -> list[str]:
    """What :func:`print_reports` prints: a total, then each problem made anew or left
    without inputs."""
    if not reports:
        return []
    made = [r for r in reports if r.tests]
    return [f"verification inputs: {sum(r.tests for r in reports)} for {len(made)} of "
            f"{len(reports)} problems"] + ["  " + r.line() for r in reports
                                            if not r.tests or not r.cached]


def print_reports(reports: Sequence[VerifyReport], stream: Any = None) -> None:
    for line in report_lines(reports):
        print(line, file=stream or sys.stderr)


__all__ = ["BUFFER_SIZES", "CORNERS_PER_LINE", "CORNER_VALUES", "DECLARED", "LARGEST_SIZE",
           "LARGE_FACTORS", "MAX_TOKENS", "MIXED_LENGTH", "OUTLIER_LENGTHS", "OUTLIER_PLACES",
           "QUOTA", "SCALE_PLAN", "SMALL_SIZES", "STRATEGIES", "TOP_UP", "VALUE_LIST_MAX",
           "VERSION", "WIDTHS", "Maker", "Pick", "Strategy", "VerifyConfig", "VerifyReport",
           "add_verify_tests", "format_break", "generate", "make_verify_tests", "prepare", "print_reports",
           "reads_signed", "report_lines", "source_constants", "top_up_tests"]
