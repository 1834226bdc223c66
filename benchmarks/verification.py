"""Verified means correct: how many subtly wrong candidates does each check catch?  (issue 25)

The set (``benchmarks/verification_set/``): wrong candidates, each a plausible "optimization"
of a reference program written as C, compiled with ``gcc -O3 -S``, passing every public test and
differing from the reference on a valid input (its *witness*), of the kinds issue 25 lists
(narrow types, capacities sized to the tests, loop bounds, fast paths, dropped checks, text
assumptions, tables of the public answers), over programs of the built-in corpus and judge-style
programs written for this benchmark (``programs/*.c``: counts and the records they announce,
queries, test cases, lines of text, with a few public samples and hidden tests from a small
generator of the same style); and honest candidates that must never be refuted: each program
recompiled (gcc -O2, -O1, -Os, clang -O3, gcc -O3 -march=native) and correct hand-written
rewrites.

Each wrong candidate is checked before it counts (else it is a *set error*, listed and left
out): the patch applies and compiles; the candidate passes the public tests (the harness, as
the paper checks); the reference is defined on the witness (exit 0; built with
``-fsanitize=address,undefined -fno-sanitize-recover=all`` it runs clean, and its -O0 build
prints what -O3 prints: :func:`superasm.datasets.check.sanitizer_check`); and the candidate's
output or exit status differs from the reference's there.  All of it runs sandboxed.

Configurations, each in a fresh evaluation pool with ``--timing none``; a wrong candidate is
*caught* when its verdict is not (correct and verified):

- ``public``: the paper's check, public tests only;
- ``before``: public + hidden tests (generated verification tests removed, if the problem has any);
- ``fuzz20``: ``before`` plus 20 differential-fuzzing tests (:func:`superasm.verification.fuzz.fuzz_tests`);
- ``unexplored``: the problem's generated verification inputs (``verify_tests``, from
  :func:`superasm.verification.inputs.add_verify_tests`, shipped for the built-in corpus)
  and the function tier, the explored tier (issue 32) off;
- ``after``: the defaults: with the reference's explored corpus
  (:mod:`superasm.verification.explored`) among the verification inputs and the explored tier's
  campaign on each candidate's own code; "not available" where that API is missing.

Usage:
    .venv/bin/python benchmarks/verification.py [--quick] [--configs public,before,fuzz20,after]
        [--programs SUBSTR,...] [--no-honest]
        [--set main|holdout|fresh|fresh-dev|fresh-held|fresh2|fresh2-dev|fresh2-held|fresh3|
               fresh3-dev|fresh3-held|fresh4|fresh4-dev|fresh4-held|fresh5|fresh5-dev|
               fresh5-held|fresh6|fresh6-dev|fresh6-held|fresh7|fresh7-dev|fresh7-held|fresh8|
               fresh8-dev|fresh8-held|fresh9|fresh9-dev|fresh9-held|fresh10|
               fresh10-dev|fresh10-held|fresh11|fresh11-dev|fresh11-held|fresh12|
               fresh12-dev|fresh12-held|fresh13|fresh13-dev|fresh13-held|fresh14|
               fresh14-dev|fresh14-held|fresh15|fresh15-dev|fresh15-held|fresh16|
               fresh16-dev|fresh16-held|fresh17|fresh17-dev|fresh17-held|fresh18|
               fresh18-dev|fresh18-held]
        [--json OUT]

``--set holdout`` runs the held-out candidates of ``verification_set/holdout.py`` instead
(other programs, written after the verifier, to see whether its catches generalize).
``--set fresh`` runs ``verification_set/fresh.py`` (issue 32: sixteen more judge-style
programs, wrong candidates of the kinds issue 32 lists, assembly edits among them), and
``fresh-dev`` / ``fresh-held`` its two fixed halves by program: develop on the first, measure
the second once.  Its kinds are its own (``fresh.KINDS``); its assembly edits
(``asm_patches``) apply to the compiled assembly of the (patched) reference.
``--set fresh2`` (and ``fresh2-dev`` / ``fresh2-held``) runs ``verification_set/fresh2.py``, a
second such set by another hand on twelve more programs (``programs/f2_*.c``), with the same
kinds and format, to measure on candidates nobody tuned the verifier to.  ``--set fresh3`` (and
``fresh3-dev`` / ``fresh3-held``) runs ``verification_set/fresh3.py``, a third one on twelve more
programs (``programs/f3_*.c``: union-find commands, knapsack cases, greedy scheduling, brackets,
common subsequences, a maze, a stock, matrix products, polynomials, dates, IPv4 blocks and an
assembly tokenizer), in the same format.  ``--set fresh4`` (and ``fresh4-dev`` / ``fresh4-held``)
runs ``verification_set/fresh4.py``, a fourth one on twelve more programs (``programs/f4_*.c``:
life on a grid, a deque of commands, Collatz walks, range minima, letter counts, Roman
numerals, rectangle sums, car-park fees, inversions, fractions, palindromes and a hex dump), in
the same format.  ``--set fresh5`` (and ``fresh5-dev`` / ``fresh5-held``) runs
``verification_set/fresh5.py``, a fifth one on twelve more programs (``programs/f5_*.c``: a
spiral walk, an LRU cache, bowling scores, pair sums, URL decoding, version strings, a
minesweeper grid, a key-value store with transactions, polygon areas, prefix counts, sentence
statistics and Luhn checks), in the same format.  ``--set fresh6`` (and ``fresh6-dev`` /
``fresh6-held``) runs ``verification_set/fresh6.py``, a sixth one on twelve more programs
(``programs/f6_*.c``: a grid turned by quarter turns, a bank of named accounts, meeting rooms,
nearest values, word lengths, league standings, visible trees, a line editor, big products,
anagram classes, Base64 and postfix expressions), in the same format.  ``--set fresh7`` (and
``fresh7-dev`` / ``fresh7-held``) runs ``verification_set/fresh7.py``, a seventh one on twelve
more programs (``programs/f7_*.c``: saddle points, a set of flags, elementary automata, a phone
book, checksums, dice sums, peaks of a grid, a turtle, triangles, values between bounds, Morse
code and durations), in the same format.  ``--set fresh8`` (and ``fresh8-dev`` /
``fresh8-held``) runs ``verification_set/fresh8.py``, an eighth one on twelve more programs
(``programs/f8_*.c``: a box blur, an elevator, increasing subsequences, a spelling checker,
repeated words, a temperature log, falling stones, a vending machine, distinct values in
windows, a shopping budget, letter pairs and colours), in the same format.  ``--set fresh9``
(and ``fresh9-dev`` / ``fresh9-held``) runs ``verification_set/fresh9.py``, a ninth one on
twelve more programs (``programs/f9_*.c``: open regions of a floor plan, library loans,
weekdays, sparse dot products, justified text, runs of bits, area and perimeter, a register
machine, knockout tournaments, a grade book, letter case and integer ranges), in the same format.
``--set fresh10`` (and ``fresh10-dev`` / ``fresh10-held``) runs ``verification_set/fresh10.py``,
a tenth one on twelve more programs (``programs/f10_*.c``), in the same format.
``--set fresh11`` (and ``fresh11-dev`` / ``fresh11-held``) runs ``verification_set/fresh11.py``,
an eleventh one on twelve more programs (``programs/f11_*.c``), in the same format.
``--set fresh12`` (and ``fresh12-dev`` / ``fresh12-held``) runs ``verification_set/fresh12.py``,
a twelfth one on twelve more programs (``programs/f12_*.c``), in the same format.
``--set fresh13`` (and ``fresh13-dev`` / ``fresh13-held``) runs ``verification_set/fresh13.py``,
a thirteenth one on twelve more programs (``programs/f13_*.c``), in the same format.
``--set fresh14`` (and ``fresh14-dev`` / ``fresh14-held``) runs ``verification_set/fresh14.py``,
a fourteenth one on twelve more programs (``programs/f14_*.c``), in the same format.
``--set fresh15`` (and ``fresh15-dev`` / ``fresh15-held``) runs ``verification_set/fresh15.py``,
a fifteenth one on twelve more programs (``programs/f15_*.c``), in the same format.
``--set fresh16`` (and ``fresh16-dev`` / ``fresh16-held``) runs ``verification_set/fresh16.py``,
a sixteenth one on twelve more programs (``programs/f16_*.c``), in the same format.
``--set fresh17`` (and ``fresh17-dev`` / ``fresh17-held``) runs ``verification_set/fresh17.py``,
a seventeenth one on twelve more programs (``programs/f17_*.c``), in the same format.
``--set fresh18`` (and ``fresh18-dev`` / ``fresh18-held``) runs ``verification_set/fresh18.py``,
an eighteenth one on twelve more programs (``programs/f18_*.c``), in the same format.

Compiled candidates and the witness checks are cached under
``~/.cache/superasm/verification-bench`` (keyed by source and compiler), so a rerun pays only
for the evaluations.  Progress goes to stderr; the table to stdout.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import importlib
import json
import sys
import time
import warnings
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from superasm.datasets import resolve_dataset
from superasm.datasets.check import sanitizer_check
from superasm.harness import HarnessConfig
from superasm.measure import MeasureConfig
from superasm.pool import make_pool
from superasm.problem import Problem, TestCase
from superasm.tiers import TIERS
from superasm.toolchain import build_and_run, c_to_asm
from superasm.verdict import TimingMethod, Verdict
from superasm.verification.explored import add_reference_corpus
from superasm.verification.fuzz import fuzz_tests

HERE = Path(__file__).resolve().parent
SET_DIR = HERE / "verification_set"
sys.path.insert(0, str(SET_DIR))
import fresh  # noqa: E402
import fresh2  # noqa: E402
import fresh3  # noqa: E402
import fresh4  # noqa: E402
import fresh5  # noqa: E402
import fresh6  # noqa: E402
import fresh7  # noqa: E402
import fresh8  # noqa: E402
import fresh9  # noqa: E402
import fresh10  # noqa: E402
import fresh11  # noqa: E402
import fresh12  # noqa: E402
import fresh13  # noqa: E402
import fresh14  # noqa: E402
import fresh15  # noqa: E402
import fresh16  # noqa: E402
import fresh17  # noqa: E402
import fresh18  # noqa: E402
import judge_tests  # noqa: E402  (the set's own modules, next to this file)
from holdout import HOLDOUT_MUTANTS, HOLDOUT_REWRITES  # noqa: E402
from mutants import KINDS, MUTANTS, REWRITES, Mutant, Rewrite  # noqa: E402

CACHE = Path.home() / ".cache" / "superasm" / "verification-bench"
CONFIGS = ("public", "before", "fuzz20", "unexplored", "after")
#: ``--set``: the set the verifier was developed on, or the held-out one (holdout.py)
SETS: dict[str, tuple[tuple[Mutant, ...], tuple[Rewrite, ...]]] = {
    "main": (MUTANTS, REWRITES), "holdout": (HOLDOUT_MUTANTS, HOLDOUT_REWRITES),
    **fresh.FRESH_SETS, **fresh2.FRESH2_SETS, **fresh3.FRESH3_SETS,
    **fresh4.FRESH4_SETS, **fresh5.FRESH5_SETS, **fresh6.FRESH6_SETS,
    **fresh7.FRESH7_SETS, **fresh8.FRESH8_SETS, **fresh9.FRESH9_SETS,
    **fresh10.FRESH10_SETS, **fresh11.FRESH11_SETS, **fresh12.FRESH12_SETS,
    **fresh13.FRESH13_SETS, **fresh14.FRESH14_SETS, **fresh15.FRESH15_SETS,
    **fresh16.FRESH16_SETS, **fresh17.FRESH17_SETS, **fresh18.FRESH18_SETS}
#: the kinds each set reports by (KINDS of mutants.py unless the set has its own)
SET_KINDS: dict[str, dict[str, str]] = {
    **{name: fresh.KINDS for name in fresh.FRESH_SETS},
    **{name: fresh2.KINDS for name in fresh2.FRESH2_SETS},
    **{name: fresh3.KINDS for name in fresh3.FRESH3_SETS},
    **{name: fresh4.KINDS for name in fresh4.FRESH4_SETS},
    **{name: fresh5.KINDS for name in fresh5.FRESH5_SETS},
    **{name: fresh6.KINDS for name in fresh6.FRESH6_SETS},
    **{name: fresh7.KINDS for name in fresh7.FRESH7_SETS},
    **{name: fresh8.KINDS for name in fresh8.FRESH8_SETS},
    **{name: fresh9.KINDS for name in fresh9.FRESH9_SETS},
    **{name: fresh10.KINDS for name in fresh10.FRESH10_SETS},
    **{name: fresh11.KINDS for name in fresh11.FRESH11_SETS},
    **{name: fresh12.KINDS for name in fresh12.FRESH12_SETS},
    **{name: fresh13.KINDS for name in fresh13.FRESH13_SETS},
    **{name: fresh14.KINDS for name in fresh14.FRESH14_SETS},
    **{name: fresh15.KINDS for name in fresh15.FRESH15_SETS},
    **{name: fresh16.KINDS for name in fresh16.FRESH16_SETS},
    **{name: fresh17.KINDS for name in fresh17.FRESH17_SETS},
    **{name: fresh18.KINDS for name in fresh18.FRESH18_SETS}}
#: honest recompilations of every program: (compiler, flags)
RECOMPILES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("gcc", ("-O2",)), ("gcc", ("-O1",)), ("gcc", ("-Os",)), ("clang", ("-O3",)),
    ("gcc", ("-O3", "-march=native")))
QUICK_RECOMPILES = (("clang", ("-O3",)), ("gcc", ("-Os",)))
WITNESS_TIMEOUT_S = 10.0
FUZZ_N = 20


def progress(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------- the set
@dataclass
class Candidate:
    """One candidate: wrong (a mutant, with its kind and witness) or honest."""

    id: str
    program: str
    kind: str  # a key of KINDS, or "honest"
    what: str
    source: str
    compiler: str = "gcc"
    flags: tuple[str, ...] = ("-O3",)
    witness: str = ""
    asm: str = ""
    set_error: str = ""
    verdicts: dict[str, Verdict] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)

    @property
    def wrong(self) -> bool:
        return self.kind != "honest"


def refuted(verdict: Verdict) -> bool:
    """Not (correct and verified); ``verified`` None (not checked: the public-only check)
    counts as verified."""
    return not verdict.correct or verdict.verified is False


def apply_patches(source: str, item: Mutant | Rewrite) -> str:
    """The reference with the item's patches applied; ValueError when one does not apply."""
    for old, new in item.patches:
        count = source.count(old)
        if count != 1:
            raise ValueError(f"patch {old[:50]!r}... occurs {count} times in the reference")
        source = source.replace(old, new)
    if item.main:
        at = source.find("int main(void) {")
        if at < 0:
            raise ValueError("the reference has no 'int main(void) {'")
        source = source[:at] + item.main
    return source


def apply_asm_patches(asm: str, item: Mutant | Rewrite | None) -> str:
    """The assembly with the item's ``asm_patches`` (fresh.py's assembly edits) applied;
    ValueError when one does not occur exactly once."""
    for old, new in getattr(item, "asm_patches", ()):
        count = asm.count(old)
        if count != 1:
            raise ValueError(f"asm patch {old.strip()[:50]!r}... occurs {count} times in the "
                             "compiled assembly")
        asm = asm.replace(old, new)
    return asm


def judge_tests_of(name: str) -> tuple[list[str], list[str]]:
    """The public and hidden inputs of judge program ``name`` (fresh.py's, fresh2.py's,
    fresh3.py's, fresh4.py's, fresh5.py's, fresh6.py's, fresh7.py's, fresh8.py's, fresh9.py's,
    fresh10.py's, fresh11.py's, fresh12.py's, fresh13.py's, fresh14.py's, fresh15.py's,
    fresh16.py's, fresh17.py's or fresh18.py's own, or judge_tests.py's)."""
    if name in fresh.PUBLIC:
        return fresh.PUBLIC[name], fresh.hidden_inputs(name)
    if name in fresh2.PUBLIC:
        return fresh2.PUBLIC[name], fresh2.hidden_inputs(name)
    if name in fresh3.PUBLIC:
        return fresh3.PUBLIC[name], fresh3.hidden_inputs(name)
    if name in fresh4.PUBLIC:
        return fresh4.PUBLIC[name], fresh4.hidden_inputs(name)
    if name in fresh5.PUBLIC:
        return fresh5.PUBLIC[name], fresh5.hidden_inputs(name)
    if name in fresh6.PUBLIC:
        return fresh6.PUBLIC[name], fresh6.hidden_inputs(name)
    if name in fresh7.PUBLIC:
        return fresh7.PUBLIC[name], fresh7.hidden_inputs(name)
    if name in fresh8.PUBLIC:
        return fresh8.PUBLIC[name], fresh8.hidden_inputs(name)
    if name in fresh9.PUBLIC:
        return fresh9.PUBLIC[name], fresh9.hidden_inputs(name)
    if name in fresh10.PUBLIC:
        return fresh10.PUBLIC[name], fresh10.hidden_inputs(name)
    if name in fresh11.PUBLIC:
        return fresh11.PUBLIC[name], fresh11.hidden_inputs(name)
    if name in fresh12.PUBLIC:
        return fresh12.PUBLIC[name], fresh12.hidden_inputs(name)
    if name in fresh13.PUBLIC:
        return fresh13.PUBLIC[name], fresh13.hidden_inputs(name)
    if name in fresh14.PUBLIC:
        return fresh14.PUBLIC[name], fresh14.hidden_inputs(name)
    if name in fresh15.PUBLIC:
        return fresh15.PUBLIC[name], fresh15.hidden_inputs(name)
    if name in fresh16.PUBLIC:
        return fresh16.PUBLIC[name], fresh16.hidden_inputs(name)
    if name in fresh17.PUBLIC:
        return fresh17.PUBLIC[name], fresh17.hidden_inputs(name)
    if name in fresh18.PUBLIC:
        return fresh18.PUBLIC[name], fresh18.hidden_inputs(name)
    return judge_tests.PUBLIC[name], judge_tests.hidden_inputs(name)


def _cached_json(kind: str, key: str, make: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    path = CACHE / kind / f"{hashlib.sha256(key.encode()).hexdigest()}.json"
    if path.is_file():
        try:
            data: dict[str, Any] = json.loads(path.read_text())
            return data
        except (OSError, ValueError):
            pass
    data = make()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data))
    tmp.replace(path)
    return data


def compile_cached(source: str, compiler: str, flags: Sequence[str]) -> tuple[str, str]:
    """(assembly, error) of ``compiler flags -S`` on ``source``, sandboxed, cached on disk."""
    def make() -> dict[str, Any]:
        result = c_to_asm(source, compiler=compiler, flags=tuple(flags))
        return {"asm": result.asm if result.ok else "", "error": "" if result.ok else result.error}
    data = _cached_json("asm", f"{compiler}\0{' '.join(flags)}\0{source}", make)
    return data["asm"], data["error"]


def load_programs(names: set[str]) -> dict[str, Problem]:
    """``builtin:ID`` and ``judge:NAME`` programs as problems (judge ones built here: baseline
    ``gcc -O3 -S``, expected outputs from the -O3 build, hidden tests from the generator)."""
    problems: dict[str, Problem] = {}
    builtin_ids = {n.split(":", 1)[1] for n in names if n.startswith("builtin:")}
    if builtin_ids:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            corpus = {p.id: p for p in resolve_dataset("builtin")}
        for pid in sorted(builtin_ids):
            problems[f"builtin:{pid}"] = corpus[pid]
    for name in sorted(n.split(":", 1)[1] for n in names if n.startswith("judge:")):
        source = (SET_DIR / "programs" / f"{name}.c").read_text()
        public, hidden = judge_tests_of(name)
        asm, error = compile_cached(source, "gcc", ("-O3",))
        if error:
            raise RuntimeError(f"judge:{name}: {error}")

        def make(source: str = source, inputs: tuple[str, ...] = (*public, *hidden)
                 ) -> dict[str, Any]:
            built = build_and_run(source, inputs, timeout_s=WITNESS_TIMEOUT_S)
            if not built.ok:
                return {"error": built.error}
            return {"outputs": [o.decode("utf-8", "surrogateescape") for o in built.outputs()]}
        data = _cached_json("outputs", f"{source}\0{json.dumps([public, hidden])}", make)
        if "error" in data:
            raise RuntimeError(f"judge:{name}: the reference fails a test: {data['error']}")
        tests = [TestCase(i, o) for i, o in zip([*public, *hidden], data["outputs"], strict=True)]
        problems[f"judge:{name}"] = Problem(
            f"judge_{name}", source, asm, tests[:len(public)], tests[len(public):],
            meta={"compiler": "gcc", "flags": ["-O3"]})
    return problems


def make_candidates(quick: bool, honest: bool, programs: Sequence[str], which: str = "main"
                    ) -> tuple[list[Candidate], dict[str, Problem]]:
    all_mutants, all_rewrites = SETS[which]
    mutants = [m for m in all_mutants if not programs or any(p in m.program for p in programs)]
    if quick:  # one mutant per (kind, origin): every kind from both halves of the set
        seen: set[tuple[str, str]] = set()
        chosen = []
        for m in mutants:
            key = (m.kind, m.program.split(":")[0])
            if key not in seen:
                seen.add(key)
                chosen.append(m)
        mutants = chosen
    candidates = [Candidate(m.id, m.program, m.kind, m.what, "", witness=m.witness)
                  for m in mutants]
    by_id = {m.id: m for m in all_mutants}
    names = sorted({m.program for m in mutants} if quick or programs else
                   {m.program for m in all_mutants})
    if honest:
        for program in names:
            for compiler, flags in QUICK_RECOMPILES if quick else RECOMPILES:
                label = f"{compiler} {' '.join(flags)}"
                candidates.append(Candidate(f"{program.split(':')[1]} [{label}]", program,
                                            "honest", f"recompiled with {label}", "",
                                            compiler, flags))
        rewrites = [r for r in all_rewrites if r.program in names]
        for r in rewrites[:4] if quick else rewrites:
            candidates.append(Candidate(r.id, r.program, "honest", r.what, ""))
    rewrite_by_id = {r.id: r for r in all_rewrites}
    problems = load_programs({c.program for c in candidates})
    for c in candidates:
        reference = problems[c.program].c_source
        item = by_id.get(c.id) if c.wrong else rewrite_by_id.get(c.id)
        try:
            c.source = apply_patches(reference, item) if item else reference
        except ValueError as exc:
            c.set_error = str(exc)
            continue
        c.asm, error = compile_cached(c.source, c.compiler, c.flags)
        if error:
            c.set_error = f"does not compile: {error[:200]}"
            continue
        try:
            c.asm = apply_asm_patches(c.asm, item)
        except ValueError as exc:
            c.set_error = str(exc)
    return candidates, problems


# ---------------------------------------------------------------------------- witnesses
def check_witnesses(candidates: list[Candidate], problems: dict[str, Problem]) -> None:
    """Set errors for wrong candidates whose witness is not valid for the reference, or on
    which the candidate does not differ (all sandboxed; cached per reference and witness)."""
    by_program: dict[str, list[Candidate]] = defaultdict(list)
    for c in candidates:
        if c.wrong and not c.set_error:
            by_program[c.program].append(c)
    for program, group in sorted(by_program.items()):
        problem = problems[program]
        for c in group:
            verdict = _reference_on(problem, c.witness)
            if "error" in verdict:
                c.set_error = f"witness invalid for the reference: {verdict['error']}"
                continue
            differs = _candidate_differs(c, verdict["output"])
            if differs:
                c.set_error = differs
        progress(f"  witnesses checked: {program}")


def _reference_on(problem: Problem, witness: str) -> dict[str, Any]:
    """The reference's -O3 output on the witness, or why the witness is not valid for it."""
    def make() -> dict[str, Any]:
        built = build_and_run(problem.c_source, [witness], timeout_s=WITNESS_TIMEOUT_S)
        if not built.ok:
            return {"error": f"-O3 build: {built.error[:300]}"}
        output = built.outputs()[0]
        probe = Problem(problem.id, problem.c_source, "", [TestCase(witness, output)],
                        output_match=problem.output_match)
        clean = sanitizer_check(probe)
        if not clean.ok:
            return {"error": f"{clean.stage}: {clean.kind or clean.detail[:300]}"}
        return {"output": output.decode("utf-8", "surrogateescape")}
    return _cached_json("witness", f"{problem.c_source}\0{witness}", make)


def _candidate_differs(c: Candidate, expected: str) -> str:
    """'' when the candidate's run on the witness differs from the reference's, else why not."""
    def make() -> dict[str, Any]:
        built = build_and_run(c.asm, [c.witness], lang="asm", timeout_s=WITNESS_TIMEOUT_S)
        if not built.runs:
            return {"differs": True, "how": f"does not build: {built.error[:200]}"}
        run = built.runs[0]
        same = run.ok and run.stdout == expected.encode("utf-8", "surrogateescape")
        return {"differs": not same, "how": "" if same else run.describe()}
    data = _cached_json("differs", f"{c.asm}\0{c.witness}\0{expected}", make)
    return "" if data["differs"] else "the candidate prints the reference's output on the witness"


# ---------------------------------------------------------------------------- configurations
def _without_verify_tests(problem: Problem) -> Problem:
    if hasattr(problem, "verify_tests"):
        return dataclasses.replace(problem, verify_tests=(), verify_made=None)
    return problem


def harness_runs_verify_tests() -> bool:
    """Does the harness run a problem's ``verify_tests`` itself (the new default)?  Until it
    does, "after" passes them as extra tests, and says so."""
    return any(spec.problem_field == "verify_tests" for spec in TIERS)


def after_problems(problems: dict[str, Problem]) -> tuple[dict[str, Problem] | None, float]:
    """The problems with their generated verification inputs (and the seconds per problem it
    took to make the missing ones), or None where the API is not there."""
    try:
        verify_inputs = importlib.import_module("superasm.verification.inputs")
    except ImportError:
        return None, 0.0
    if not all(hasattr(p, "verify_tests") for p in problems.values()) or \
            not hasattr(verify_inputs, "add_verify_tests"):
        return None, 0.0
    started = time.monotonic()
    progress(f"after: making verification inputs for {len(problems)} problems (cached by "
             "superasm once made; minutes the first time)")
    made, _ = verify_inputs.add_verify_tests(
        list(problems.values()), progress=lambda report: progress(f"  after: {report.id} made"))
    copies = dict(zip(problems, made, strict=True))
    seconds = (time.monotonic() - started) / max(1, len(copies))
    for key, p in copies.items():
        progress(f"  after: {key}: {len(p.verify_tests)} verification tests")
    return copies, seconds


#: the harness's tiers added by issue 25, off in the configurations that reproduce the old check
NEW_TIERS = ("check_generated", "check_functions")
#: the tier issue 32 added (the explored campaign), off in every configuration but "after"
EXPLORE_OFF = {"explore_runs": 0}


def harness_config(config: str) -> HarnessConfig:
    """``--timing none``; for "public", "before" and "fuzz20" the tiers issue 25 added to the
    harness (generated inputs, the function tier) off where this harness has them; for
    "unexplored" every tier but the explored one (issue 32) and the reference's explored
    corpus; "after" the defaults."""
    present = {f.name for f in dataclasses.fields(HarnessConfig)}
    off: dict[str, object] = {} if config in ("after", "unexplored") \
        else {name: False for name in NEW_TIERS if name in present}
    if config != "after":
        off.update({k: v for k, v in EXPLORE_OFF.items() if k in present})
    return HarnessConfig(timing=MeasureConfig(method=TimingMethod.NONE), **off)  # type: ignore[arg-type]


def evaluate(config: str, candidates: list[Candidate], problems: dict[str, Problem],
             extra: dict[str, list[TestCase]], jobs: int) -> None:
    harness = harness_config(config)
    todo = [c for c in candidates if not c.set_error and (config == "public" or c.asm)]
    with make_pool(harness, jobs) as pool:
        for i, c in enumerate(todo, 1):
            started = time.monotonic()
            verdict = pool.evaluate(problems[c.program], c.asm, extra.get(c.program, ()),
                                    verify=config != "public")
            c.seconds[config] = time.monotonic() - started
            c.verdicts[config] = verdict
            mark = "refuted" if refuted(verdict) else "passed"
            if i % 10 == 0 or i == len(todo) or (not c.wrong and refuted(verdict)):
                progress(f"  {config}: {i}/{len(todo)} {c.id}: {mark} ({verdict.status.value})")


# ---------------------------------------------------------------------------- report
def summarize(candidates: list[Candidate], configs: Sequence[str],
              prep: dict[str, float], kinds_of: dict[str, str] = KINDS) -> dict[str, Any]:
    valid = [c for c in candidates if not c.set_error]
    wrong = [c for c in valid if c.wrong]
    honest = [c for c in valid if not c.wrong and c.verdicts.get("public")
              and c.verdicts["public"].compiled]
    result: dict[str, Any] = {"configs": {}, "kinds": dict(kinds_of), "set": {
        "wrong": len(wrong), "honest": len(honest),
        "programs": sorted({c.program for c in valid}),
        "set_errors": {c.id: c.set_error for c in candidates if c.set_error},
        "honest_not_assembled": sorted(c.id for c in valid if not c.wrong and c not in honest)},
        "candidates": [{"id": c.id, "program": c.program, "kind": c.kind, "what": c.what,
                        "set_error": c.set_error,
                        "refuted": {k: refuted(v) for k, v in c.verdicts.items()},
                        "status": {k: v.status.value for k, v in c.verdicts.items()},
                        "detail": {k: (v.verified_detail or v.detail)[:200]
                                   for k, v in c.verdicts.items() if refuted(v)},
                        "seconds": c.seconds} for c in candidates]}
    for config in configs:
        if not any(config in c.verdicts for c in valid):
            result["configs"][config] = None
            continue
        kinds: dict[str, list[int]] = {}
        for kind in kinds_of:
            of_kind = [c for c in wrong if c.kind == kind]
            kinds[kind] = [sum(refuted(c.verdicts[config]) for c in of_kind), len(of_kind)]
        origins = {origin: [sum(refuted(c.verdicts[config]) for c in of_origin), len(of_origin)]
                   for origin in ("builtin", "judge")
                   for of_origin in [[c for c in wrong if c.program.startswith(origin)]]}
        caught = sum(refuted(c.verdicts[config]) for c in wrong)
        alarms = [c.id for c in honest if refuted(c.verdicts[config])]
        timed = [c.seconds[config] for c in valid if config in c.seconds]
        result["configs"][config] = {
            "caught": caught, "wrong": len(wrong), "share": caught / max(1, len(wrong)),
            "by_kind": kinds, "by_origin": origins, "false_alarms": alarms, "honest": len(honest),
            "seconds_per_candidate": sum(timed) / max(1, len(timed)),
            "prep_seconds_per_problem": prep.get(config, 0.0),
            "missed": sorted(c.id for c in wrong if not refuted(c.verdicts[config])),
            "false_alarm_details": {c.id: f"{c.verdicts[config].status.value}: "
                                          f"{c.verdicts[config].verified_detail or c.verdicts[config].detail}"[:300]
                                    for c in honest if refuted(c.verdicts[config])}}
    return result


def render(summary: dict[str, Any], configs: Sequence[str]) -> str:
    kinds_of = summary.get("kinds", KINDS)
    shown = [c for c in configs if summary["configs"].get(c)]
    lines = ["| kind | " + " | ".join(shown) + " |", "|---|" + "---|" * len(shown)]
    first = summary["configs"][shown[0]] if shown else None
    for kind in kinds_of:
        if not first or not first["by_kind"][kind][1]:
            continue
        cells = []
        for config in shown:
            hit, total = summary["configs"][config]["by_kind"][kind]
            cells.append(f"{hit}/{total} ({100 * hit / total:.0f}%)")
        lines.append(f"| {kind} | " + " | ".join(cells) + " |")

    def row(label: str, cell: Callable[[dict[str, Any]], str]) -> str:
        return f"| {label} | " + " | ".join(cell(summary["configs"][c]) for c in shown) + " |"
    for origin, label in (("builtin", "built-in corpus"), ("judge", "judge-style programs")):
        if first and first["by_origin"][origin][1]:
            lines.append(row(label, lambda s, o=origin: f"{s['by_origin'][o][0]}/"
                             f"{s['by_origin'][o][1]} "
                             f"({100 * s['by_origin'][o][0] / s['by_origin'][o][1]:.0f}%)"))
    lines.append(row("**caught, all**", lambda s: f"**{s['caught']}/{s['wrong']} "
                                                  f"({100 * s['share']:.1f}%)**"))
    lines.append(row("false alarms (honest)", lambda s: f"{len(s['false_alarms'])}/{s['honest']}"))
    lines.append(row("s / candidate", lambda s: f"{s['seconds_per_candidate']:.2f}"))
    lines.append(row("prep s / problem", lambda s: f"{s['prep_seconds_per_problem']:.1f}"))
    out = ["\n".join(lines), ""]
    for config in configs:
        if config not in summary["configs"]:
            continue
        s = summary["configs"][config]
        if s is None:
            out.append(f"{config}: not available")
            continue
        if s["false_alarms"]:
            out.append(f"{config}: false alarms: " + "; ".join(
                f"{k} ({v})" for k, v in s["false_alarm_details"].items()))
        if config != "public":
            out.append(f"{config}: missed: {', '.join(s['missed']) or 'none'}")
    errors = summary["set"]["set_errors"]
    out.append(f"\nset: {summary['set']['wrong']} wrong and {summary['set']['honest']} honest "
               f"candidates over {len(summary['set']['programs'])} programs; "
               f"{len(errors)} set errors" + (":" if errors else ""))
    out += [f"  {k}: {v}" for k, v in errors.items()]
    if summary["set"]["honest_not_assembled"]:
        out.append("honest candidates left out (did not assemble here): "
                   + ", ".join(summary["set"]["honest_not_assembled"]))
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true",
                        help="one wrong candidate per kind and origin, two recompilations, four rewrites")
    parser.add_argument("--configs", default=",".join(CONFIGS),
                        help=f"comma-separated, of {', '.join(CONFIGS)} (public always runs: it "
                             "confirms the wrong candidates pass the public tests)")
    parser.add_argument("--programs", default="", help="only programs whose name contains one of these")
    parser.add_argument("--no-honest", action="store_true", help="wrong candidates only")
    parser.add_argument("--set", choices=sorted(SETS), default="main",
                        help="the candidates: main (mutants.py), holdout (holdout.py), "
                             "fresh.py's whole set or its halves fresh-dev / fresh-held, "
                             "fresh2.py's (fresh2, fresh2-dev, fresh2-held), fresh3.py's "
                             "(fresh3, fresh3-dev, fresh3-held) or fresh4.py's "
                             "(fresh4, fresh4-dev, fresh4-held), fresh5.py's "
                             "(fresh5, fresh5-dev, fresh5-held), fresh6.py's "
                             "(fresh6, fresh6-dev, fresh6-held), fresh7.py's "
                             "(fresh7, fresh7-dev, fresh7-held), fresh8.py's "
                             "(fresh8, fresh8-dev, fresh8-held), fresh9.py's "
                             "(fresh9, fresh9-dev, fresh9-held), fresh10.py's "
                             "(fresh10, fresh10-dev, fresh10-held), fresh11.py's "
                             "(fresh11, fresh11-dev, fresh11-held), fresh12.py's "
                             "(fresh12, fresh12-dev, fresh12-held), fresh13.py's "
                             "(fresh13, fresh13-dev, fresh13-held), fresh14.py's "
                             "(fresh14, fresh14-dev, fresh14-held), fresh15.py's "
                             "(fresh15, fresh15-dev, fresh15-held) or fresh16.py's "
                             "(fresh16, fresh16-dev, fresh16-held), fresh17.py's "
                             "(fresh17, fresh17-dev, fresh17-held) and fresh18.py's "
                             "(fresh18, fresh18-dev, fresh18-held)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", help="write the numbers here")
    args = parser.parse_args(argv)
    configs = ["public", *[c for c in args.configs.split(",") if c and c != "public"]]
    unknown = set(configs) - set(CONFIGS)
    if unknown:
        parser.error(f"unknown configurations: {', '.join(sorted(unknown))}")
    started = time.monotonic()
    kinds = SET_KINDS.get(args.set, KINDS)
    programs = [p for p in args.programs.split(",") if p]
    progress("compiling candidates (cached under ~/.cache/superasm/verification-bench)")
    candidates, problems = make_candidates(args.quick, not args.no_honest, programs, args.set)
    before = {k: _without_verify_tests(p) for k, p in problems.items()}
    progress(f"{len(candidates)} candidates over {len(problems)} programs; public tests")
    evaluate("public", candidates, before, {}, args.jobs)
    for c in candidates:
        verdict = c.verdicts.get("public")
        if c.wrong and verdict is not None and not verdict.correct:
            c.set_error = (f"fails the public tests ({verdict.status.value}, test {verdict.test}):"
                           f" {verdict.detail[:150]}")
    progress("checking the witnesses (sanitizers, -O0 against -O3, the candidate differs)")
    check_witnesses(candidates, before)
    prep: dict[str, float] = {}
    summary_notes: list[str] = []
    if "before" in configs:
        evaluate("before", candidates, before, {}, args.jobs)
    if "fuzz20" in configs:
        t0 = time.monotonic()
        fuzz = {k: fuzz_tests(p, n=FUZZ_N) for k, p in before.items()}
        prep["fuzz20"] = (time.monotonic() - t0) / max(1, len(before))
        progress(f"fuzz20: {sum(map(len, fuzz.values()))} fuzz tests made")
        evaluate("fuzz20", candidates, before, fuzz, args.jobs)
    if "after" in configs or "unexplored" in configs:  # slow the first time: show what is done
        shown = [c for c in configs if c not in ("after", "unexplored")]
        progress(render(summarize(candidates, shown, prep, kinds), shown))
        after, prep["after"] = after_problems(problems)
        prep["unexplored"] = prep["after"]
        if after is None:
            progress("after: not available (no superasm.verification.inputs.add_verify_tests)")
        elif harness_runs_verify_tests():
            if "unexplored" in configs:
                evaluate("unexplored", candidates, after, {}, args.jobs)
            if "after" in configs:  # the defaults: the reference's explored corpus too
                t0 = time.monotonic()
                explored, _ = add_reference_corpus(
                    list(after.values()),
                    progress=lambda r: progress(f"  after: {r.problem_id}: {r.tests} explored "
                                                f"({r.note})"))
                after = dict(zip(after, explored, strict=True))
                prep["after"] += (time.monotonic() - t0) / max(1, len(after))
                evaluate("after", candidates, after, {}, args.jobs)
        else:
            progress("after: the harness does not run verify_tests yet: passed as extra tests")
            summary_notes.append("after: verify_tests passed as extra tests (the harness does "
                                 "not run them itself yet)")
            evaluate("after", candidates, after,
                     {k: list(p.verify_tests) for k, p in after.items()}, args.jobs)
    summary = summarize(candidates, configs, prep, kinds)
    summary["seconds"] = time.monotonic() - started
    summary["quick"] = args.quick
    summary["notes"] = summary_notes
    print(render(summary, configs))
    for note in summary_notes:
        print(note)
    print(f"\n({summary['seconds']:.0f} s{', --quick' if args.quick else ''})")
    if args.json:
        Path(args.json).write_text(json.dumps(summary, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
