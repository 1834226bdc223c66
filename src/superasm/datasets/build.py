"""Building problems from C programs: baseline assembly, expected outputs, provenance.

Expected outputs are given with the tests, or come from running the reference build (paper
§3.2) in the sandbox; given ones are stored as given once the reference build is seen to print
them.  The baseline is ``gcc -O3 -S``; its compiler version and flags go into ``meta``.  Per
program the builder says how many given outputs it used and how many came from the -O3 build
(``meta["given_outputs"]``, ``meta["o3_outputs"]``), and lists the files no layout rule uses.

:func:`check_program` is the gate every corpus program passes: built at ``-O3`` and ``-O0`` in
one sandbox session (its memory bounded: :data:`BUILD_MEMORY_BYTES`), every input run on both,
each run in a fresh world of its own (:class:`~superasm.toolchain.Workbench`).
Judgement is per test: a test is left out (with its step and reason) when the program crashes
(``crash``) or is killed at its time limit (``timeout``: a time-out is a time-out) on it, exits non-zero (unless
``keep_exit_status`` makes the status part of the expected result), prints differently at the
two levels (undefined behaviour?) or does not print the given output; the program stays while
``min_tests`` tests remain.  Then -O0 is timed against -O3 (the paper keeps the programs with
the largest speedup: they have loops worth optimising).  Programs and tests come from
:mod:`superasm.datasets.layouts`.
"""

from __future__ import annotations

import hashlib
import os
import queue
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from superasm._sandbox_agent import normalize_output
from superasm.checker import CheckerError, CheckerJudge, built_checker
from superasm.datasets.layouts import LeftOut, LeftOutStage, ProgramSource, TestFile, discover
from superasm.errors import UserError
from superasm.measure import (
    BASELINE,
    MeasureConfig,
    Runner,
    RunSample,
    TimingRunFailed,
    measure_default,
)
from superasm.problem import (
    ANY_NONZERO_EXIT,
    OUTPUT_MATCHES,
    Checker,
    Problem,
    TestCase,
    as_bytes,
    describe_exit_code,
    exit_status_agrees,
    float_tolerances,
)
from superasm.sandbox import Limits, ProcResult, SandboxConfig, SandboxError
from superasm.toolchain import (
    BASELINE_FLAGS,
    DEFAULT_COMPILER,
    Stage,
    ToolchainError,
    Workbench,
    build_and_run,
    c_to_asm,
)
from superasm.verdict import Decision, Flag, Measurement, Status
from superasm.verification.judge import describe_difference, float_difference, outputs_agree

#: how long one run of a corpus program may take at -O0 (ten times the -O3 budget and more)
REFERENCE_TIMEOUT_S = 20.0
#: -O0 vs -O3 timing: a few interleaved rounds suffice, the gains are large
SPEEDUP_MEASURE = MeasureConfig(min_rounds=3, max_rounds=6, budget_s=20.0)
#: what a build keeps of one run's stdout (and lets it write): the sandbox's reply carries it
#: base64-encoded, and a reply may hold 64 MiB
FULL_OUTPUT = 40 << 20
#: the stdout a batch of runs may bring back in one reply (base64 takes a third more)
BATCH_OUTPUT = 40 << 20
#: the memory of every sandbox the builder starts, all its processes together (IPC included)
BUILD_MEMORY_BYTES = 2 << 30
#: what the harness keeps of a run's stdout (SandboxConfig.stdout_head): a float output_match
#: compares that head, so a test whose expected output is longer is left out under it
JUDGED_HEAD = 64 << 10


class BuildError(UserError, RuntimeError):
    """A program cannot become a problem at all; ``stage`` names the step (``compile``,
    ``no_tests``, ``sandbox``)."""

    def __init__(self, message: str, stage: LeftOutStage | str = LeftOutStage.COMPILE) -> None:
        super().__init__(message)
        self.stage = LeftOutStage(stage)


def build_problem(problem_id: str, c_source: str, inputs: Sequence[bytes | str],
                  hidden_inputs: Sequence[bytes | str] = (),
                  outputs: Sequence[bytes | str | None] | None = None, split: str = "",
                  compiler: str = DEFAULT_COMPILER, flags: Sequence[str] = BASELINE_FLAGS,
                  meta: dict[str, Any] | None = None) -> Problem:
    """One problem from a C source and test inputs, unchecked (no -O0 run): for tests and
    examples.  ``outputs`` may give some expected outputs; the others come from the reference
    build, which must run cleanly on every input."""
    if not inputs:
        raise BuildError(f"{problem_id}: no test inputs", LeftOutStage.NO_TESTS)
    asm = c_to_asm(c_source, compiler=compiler, flags=flags)
    if not asm.ok:
        raise BuildError(f"{problem_id}: {asm.error}")
    all_inputs = [*inputs, *hidden_inputs]
    built = build_and_run(c_source, all_inputs, compiler=compiler, flags=flags, timeout_s=20.0,
                          config=SandboxConfig(memory_bytes=BUILD_MEMORY_BYTES))
    if not built.ok:
        stage = {Stage.COMPILE: LeftOutStage.COMPILE, Stage.TIMEOUT: LeftOutStage.TIMEOUT}.get(
            built.stage, LeftOutStage.CRASH)
        raise BuildError(f"{problem_id}: {' '.join([compiler, *flags])}: {built.stage} failed: "
                         f"{built.error}", stage)
    given = [*(outputs or []), *[None] * len(all_inputs)][:len(all_inputs)]
    tests = [TestCase(as_bytes(data), printed if out is None else as_bytes(out))
             for data, printed, out in zip(all_inputs, built.outputs(), given, strict=True)]
    info = {"compiler": compiler, "compiler_version": asm.version, "flags": list(flags),
            **(meta or {})}
    return Problem(problem_id, c_source, asm.asm, tuple(tests[:len(inputs)]),
                   tuple(tests[len(inputs):]), split, info)


# ---------------------------------------------------------------- checked building
@dataclass
class ProgramCheck:
    """What the reference build did on each input, and which inputs to leave out and why."""

    outputs: list[bytes]
    exit_codes: list[int]
    #: CPU seconds of the -O3 build on each input (one run; for sizing, not for claims)
    o3_cpu_s: list[float]
    o0_cpu_s: list[float]
    #: input index -> (stage, reason) for the inputs to leave out
    failed: dict[int, tuple[LeftOutStage, str]] = field(default_factory=dict)
    #: t(-O0)/t(-O3) over the timed inputs (median of interleaved rounds), with its 95% interval;
    #: None where it could not be measured truthfully (``speedup_note`` says why)
    speedup: float | None = None
    speedup_ci: tuple[float, float] | None = None
    speedup_note: str = ""
    #: how outputs were compared: the one asked for, or the weakest standard rule under which
    #: the given answers agree with the output (``output_match=None``)
    output_match: str = "exact"
    #: input index -> which of its answers the output matches (0: ``expected[i]``, 1: its first
    #: alternative, ...), for the inputs given several answers that are not left out
    answer_used: dict[int, int] = field(default_factory=dict)


def _stderr(result: ProcResult) -> str:
    text = result.stderr.decode("utf-8", errors="replace").strip()[:300]
    return f": {text}" if text else ""


def _stdout_tail(result: ProcResult, limit: int = 400) -> str:
    """The end of a run's output (a test runner prints which of its tests failed there)."""
    text = result.stdout.decode("utf-8", errors="replace").strip()
    return f"; its output ends: {'…' if len(text) > limit else ''}{text[-limit:]}" if text else ""


def _mismatch(given: bytes, printed: bytes, output_match: str) -> str:
    tolerance = float_tolerances(output_match)
    if tolerance is not None:
        return f"does not print the expected output: {float_difference(given, printed, *tolerance)}"
    expected, actual = (normalize_output(x, output_match) for x in (given, printed))
    detail, _ = describe_difference(expected, actual, len(actual))
    looser = OUTPUT_MATCHES[OUTPUT_MATCHES.index(output_match) + 1:]
    hint = next((f"; they agree under --output-match {mode}" for mode in looser
                 if outputs_agree(given, printed, mode)), "")
    return f"does not print the expected output: {detail}{hint}"


def _failure(o3: ProcResult, o0: ProcResult, level: str, given: bytes | None,
             output_match: str, keep_exit_status: bool,
             cpu_limit_s: float | None = None,
             expect_exit: int | None = None) -> tuple[LeftOutStage, str] | None:
    """Why one test is left out (stage, reason), or None to keep it.  ``expect_exit``: the
    status the test itself expects (an LLVM ``exit N``; ANY_NONZERO_EXIT for a negative test)."""
    for result, at in ((o3, level), (o0, "-O0")):
        late = result.time_limit_hit(cpu_limit_s)
        if late:
            return LeftOutStage.TIMEOUT, f"at {at}: {late}"
        if result.output_limit:
            return LeftOutStage.OUTPUT_LIMIT, f"at {at}: {result.describe()}"
        if result.signal is not None:
            return LeftOutStage.CRASH, f"at {at}: {result.describe()}{_stderr(result)}"
    if expect_exit is not None and not exit_status_agrees(expect_exit, o3.exit_code):
        return LeftOutStage.EXIT_STATUS, (f"at {level}: {o3.describe()}{_stderr(o3)}; the test "
                                          f"expects {describe_exit_code(expect_exit)}"
                                          f"{_stdout_tail(o3)}")
    if expect_exit is None and o3.exit_code and not keep_exit_status:
        return LeftOutStage.EXIT_STATUS, (f"at {level}: {o3.describe()}{_stderr(o3)} "
                                          "(--keep-exit-status keeps such tests and expects "
                                          "that status)")
    if o3.exit_code != o0.exit_code:
        return (LeftOutStage.DISAGREE,
                f"exit status {o0.exit_code} at -O0, {o3.exit_code} at {level}")
    if o3.stdout_sha256 != o0.stdout_sha256:
        return (LeftOutStage.DISAGREE,
                f"-O0 and {level} print different output (undefined behaviour?)")
    if given is not None and not outputs_agree(given, o3.stdout, output_match):
        return (LeftOutStage.OUTPUT_MISMATCH,
                f"the {level} build " + _mismatch(given, o3.stdout, output_match))
    expected = o3.stdout if given is None else given
    if float_tolerances(output_match) is not None and len(expected) > JUDGED_HEAD:
        return LeftOutStage.OUTPUT_TOO_LONG, (
            f"{len(expected)} bytes of expected output: the float output_match compares the "
            f"first {JUDGED_HEAD} bytes of a run")
    return None


def weakest_match(pairs: Iterable[tuple[bytes | tuple[bytes, ...] | None, bytes]]) -> str:
    """The weakest standard output_match (exact, then eol, then trailing-ws) under which every
    given answer that agrees with the output under any of them does: as loose as the source's
    checker, which the answers show (a final newline, CRLF or trailing blanks it ignored), and
    no looser.  ``pairs``: (given answer, or a test's several answers, or None; what the
    reference build printed).  A test with several answers needs only its closest one to agree:
    the others are not what the program prints, and loosen nothing."""
    modes = OUTPUT_MATCHES[:OUTPUT_MATCHES.index("trailing-ws") + 1]
    weakest = 0
    for given, printed in pairs:
        answers = (given,) if isinstance(given, bytes) else given or ()
        agreeing = [i for i, mode in enumerate(modes)
                    if any(outputs_agree(answer, printed, mode) for answer in answers)]
        if agreeing:
            weakest = max(weakest, agreeing[0])
    return modes[weakest]


def _speedup_is_true(m: Measurement) -> str:
    """'' when the -O0 -> -O3 measurement can be recorded as a speedup; else why not."""
    if Flag.BASELINE_TOO_SHORT in m.flags:
        return "the -O0 build runs under 5 ms a test (process start would be timed)"
    if m.decision is Decision.CLOCK_DISAGREEMENT:
        return "the CPU and wall clocks disagree"
    if m.estimate < 1.0 and m.decision is not Decision.SLOWER:
        return (f"-O3 and -O0 are not told apart (estimate {m.estimate:.2f}, interval "
                f"[{m.ci[0]:.2f}, {m.ci[1]:.2f}]): noise, not a slowdown")
    return ""


def check_program(c_source: str, inputs: Sequence[bytes | str], timed: int | None = None,
                  compiler: str = DEFAULT_COMPILER, flags: Sequence[str] = BASELINE_FLAGS,
                  timeout_s: float = REFERENCE_TIMEOUT_S,
                  measure: MeasureConfig | None = SPEEDUP_MEASURE, cpu: int | None = None,
                  expected: Sequence[bytes | None] = (), output_match: str | None = "exact",
                  keep_exit_status: bool = False,
                  expect_exit: Sequence[int | None] = (),
                  alternatives: Sequence[Sequence[bytes]] = (),
                  checker: Checker | None = None,
                  link_libs: Sequence[str] = ()) -> ProgramCheck:
    """Build at ``flags`` (-O3) and -O0, run every input on both, time -O0 against -O3.
    Raises :class:`BuildError` only when the program does not compile (or the sandbox fails); inputs
    it fails on are in ``failed`` (see the module docstring).  ``expected[i]``, when given, is the
    expected output of input ``i``, ``expect_exit[i]`` the exit status it expects (None: the
    rule of ``keep_exit_status``).  ``alternatives[i]`` are further answers of input ``i``, after
    ``expected[i]`` in order of preference: the first the output matches is the one judged by
    (``answer_used``).  ``output_match`` None takes :func:`weakest_match` of the given outputs.  The first ``timed`` inputs (all by default) that are not left out are
    timed, unless ``measure`` is None.  With a ``checker``, it judges the -O3 output of each
    input against its answer (or, where none is given, against that output itself) in place of
    the comparison.  ``link_libs``: the program's own libraries (a unit-test framework's),
    linked at both levels."""
    if not inputs:
        raise BuildError("no test inputs", LeftOutStage.NO_TESTS)
    level = " ".join(flags)
    limits = Limits(cpu_s=timeout_s, file_size=FULL_OUTPUT)
    try:
        config = SandboxConfig(stdout_head=FULL_OUTPUT, cpu=cpu, memory_bytes=BUILD_MEMORY_BYTES)
        with Workbench({"prog.c": c_source}, inputs, config, compiler,
                       link_libs=link_libs) as wb:
            for binary, at in (("/work/opt", flags), ("/work/ref", ["-O0"])):
                built = wb.compile("/in/prog.c", binary, at)
                if not built.ok:
                    raise BuildError(built.message, LeftOutStage.COMPILE)
            opt, ref = (_run_all(wb, binary, timeout_s, limits)
                        for binary in ("/work/opt", "/work/ref"))
            check = ProgramCheck([r.stdout for r in opt], [r.exit_code or 0 for r in opt],
                                 [r.cpu_s for r in opt], [r.cpu_s for r in ref])
            given = [*expected, *[None] * len(inputs)][:len(inputs)]
            wants = [*expect_exit, *[None] * len(inputs)][:len(inputs)]
            more = [*alternatives, *[()] * len(inputs)][:len(inputs)]
            answers = [() if g is None else (g, *m) for g, m in zip(given, more, strict=True)]
            check.output_match = output_match or weakest_match(
                (a, r.stdout) for a, r in zip(answers, opt, strict=True)
                if r.signal is None and not r.timed_out and not r.output_limit)
            rejected = _checker_rejects(wb, checker, inputs, answers, opt) if checker else {}
            for i, (a, b) in enumerate(zip(opt, ref, strict=True)):
                used = next((k for k, answer in enumerate(answers[i])
                             if outputs_agree(answer, a.stdout, check.output_match)), 0)
                failure = _failure(a, b, level, answers[i][used] if answers[i] and not checker
                                   else None, check.output_match, keep_exit_status, timeout_s,
                                   wants[i]) or rejected.get(i)
                if len(answers[i]) > 1 and not failure:
                    check.answer_used[i] = used
                if failure:
                    check.failed[i] = failure
            chosen = [i for i in range(min(len(inputs), timed or len(inputs)))
                      if i not in check.failed]
            if measure is not None and chosen:
                try:
                    m = measure_default(_timed_runner(wb, chosen, opt, timeout_s, limits),
                                        len(chosen), measure)
                except TimingRunFailed as exc:
                    at = "-O0" if exc.which == BASELINE else level
                    stage = LeftOutStage.TIMEOUT if exc.status is Status.TIMEOUT \
                        else LeftOutStage.CRASH
                    check.failed[chosen[exc.test]] = (stage, f"while timing at {at}: {exc.detail}")
                else:
                    check.speedup_note = _speedup_is_true(m)
                    if not check.speedup_note:
                        check.speedup, check.speedup_ci = m.estimate, m.ci
            return check
    except SandboxError as exc:
        raise BuildError(f"sandbox: {exc}", LeftOutStage.SANDBOX) from exc


def _run_all(wb: Workbench, binary: str, timeout_s: float, limits: Limits) -> list[ProcResult]:
    """``binary`` on every input, in batches small enough that one reply holds their outputs
    (a batch of programs printing megabytes each would overflow it, and the sandbox would be
    lost for the whole program): the first input alone, then as many as the largest output
    so far says fit in :data:`BATCH_OUTPUT`."""
    results: list[ProcResult] = []
    while len(results) < len(wb.inputs):
        largest = max((r.stdout_size for r in results), default=BATCH_OUTPUT)
        size = max(1, BATCH_OUTPUT // (2 * largest + 4096))
        results += wb.run(binary, wb.inputs[len(results):len(results) + size], timeout_s, limits)
    return results


def _checker_rejects(wb: Workbench, checker: Checker, inputs: Sequence[bytes | str],
                     answers: Sequence[tuple[bytes, ...]], opt: Sequence[ProcResult],
                     ) -> dict[int, tuple[LeftOutStage, str]]:
    """The inputs whose -O3 output the problem's checker does not accept, and why; the checker
    built here (:mod:`superasm.checker`), run in the build's own sandbox."""
    ran = [i for i, r in enumerate(opt) if r.ok]
    try:
        judge = CheckerJudge(wb.sandbox, checker, built_checker(checker))
    except CheckerError as exc:
        raise BuildError(str(exc), LeftOutStage.CHECKER) from None
    verdicts = judge.judge([(as_bytes(inputs[i]), answers[i][0] if answers[i] else opt[i].stdout,
                             opt[i].stdout) for i in ran])
    judge.close()
    return {i: (LeftOutStage.CHECKER if v.failed else LeftOutStage.OUTPUT_MISMATCH,
                f"the -O3 build's output: {v.detail}")
            for i, v in zip(ran, verdicts, strict=True) if not v.accepted}


def _timed_runner(wb: Workbench, chosen: list[int], reference: list[ProcResult],
                  timeout_s: float, limits: Limits) -> Runner:
    """A :class:`~superasm.measure.Runner` over the ``chosen`` inputs where the *baseline* is
    -O0 and the *candidate* -O3, so the measured speedup is t(-O0)/t(-O3).  Every run is
    checked again against the -O3 build's first run."""

    def run(runs: Sequence[tuple[str, int]], wrapper: Sequence[str] = (), slowdown: float = 1.0,
            count_log: bool = False) -> list[RunSample]:
        requests = [wb.request("/work/ref" if which == BASELINE else "/work/opt",
                               wb.inputs[chosen[test]], timeout_s, limits) for which, test in runs]
        samples = []
        for (which, test), result in zip(runs, wb.sandbox.run_batch(requests), strict=True):
            want = reference[chosen[test]]
            late = result.time_limit_hit(timeout_s)
            if late:
                raise TimingRunFailed(which, test, Status.TIMEOUT, late)
            if (result.timed_out or result.signal is not None or result.exit_code != want.exit_code
                    or result.stdout_sha256 != want.stdout_sha256):
                raise TimingRunFailed(which, test, Status.RUNTIME_ERROR, result.describe())
            samples.append(RunSample(result.cpu_s, result.wall_s))
        return samples

    return run


def _unpaired(source: ProgramSource, tests: Sequence[TestFile]) -> str:
    """Why a program whose tree holds answers no input pairs with is not built from the -O3
    outputs ('' when every input has its answer, or no answer is unpaired)."""
    missing = [t.name for t in tests if t.output is None and not t.note]
    if not source.unpaired_answers or not missing:
        return ""
    shown = ", ".join(source.unpaired_answers[:6]) + (
        f" and {len(source.unpaired_answers) - 6} more" if len(source.unpaired_answers) > 6 else "")
    return (f"{len(source.unpaired_answers)} answer files pair with no input ({shown}) while "
            f"{len(missing)} inputs have no answer ({', '.join(missing[:4])}"
            f"{' ...' if len(missing) > 4 else ''}): their expected outputs would be the -O3 "
            "build's, not the official answers; rename the files to pair (1.in with 1.out, "
            "input/x.txt with output/x.txt), or pass --o3-outputs to build from the -O3 outputs")


def build_checked_problem(source: ProgramSource, compiler: str = DEFAULT_COMPILER,
                          flags: Sequence[str] = BASELINE_FLAGS, measure_speedup: bool = True,
                          cpu: int | None = None, keep_exit_status: bool = False,
                          output_match: str | None = None, min_tests: int = 1,
                          o3_outputs: bool = False) -> tuple[Problem | None, list[LeftOut]]:
    """One program through :func:`check_program`: the problem (None when the program is left out)
    and everything left out, each with its file name and step (first the files no layout rule
    uses, ``not_understood``).  Given expected outputs are stored as given, the others are the
    -O3 build's bytes; the problem records ``output_match`` (the program's own, a Kattis or
    LLVM float tolerance; else the one asked for; else, None, the weakest standard rule the
    given answers agree under: :func:`weakest_match`), each test's own expected exit status,
    and with ``keep_exit_status`` the reference's status on the others.  A program whose tree
    holds answers no input pairs with is left out (``unpaired_answers``) where some input would
    take the -O3 build's output instead, unless ``o3_outputs``; so is one that prints none of its
    given answers (``fails_given_answers``: its remaining tests' outputs would all be the -O3
    build's while its answers say it is another program)."""
    tests = sorted(source.tests, key=lambda t: t.hidden)
    n_public = sum(not t.hidden for t in tests)
    unknown = [LeftOut(source.id, LeftOutStage.NOT_UNDERSTOOD, why[:-1] or (
        "an answer file whose name pairs with no input" if name in source.unpaired_answers
        else "no layout rule uses this file"), name)
        for name, _, why in (entry.partition(" (") for entry in source.unknown)]

    def dropped(stage: LeftOutStage, reason: str,
                more: Sequence[LeftOut] = ()) -> tuple[None, list[LeftOut]]:
        return None, [*unknown, *more, LeftOut(source.id, stage, reason)]

    if not n_public:
        return dropped(LeftOutStage.NO_TESTS, "no public tests")
    unpaired = _unpaired(source, tests)
    if unpaired and not o3_outputs:
        return dropped(LeftOutStage.UNPAIRED_ANSWERS, unpaired)
    try:
        asm = c_to_asm(source.c_source, compiler=compiler, flags=flags)
        if not asm.ok:
            return dropped(LeftOutStage.COMPILE, asm.error)
        check = check_program(source.c_source, [t.input for t in tests], n_public, compiler, flags,
                              measure=SPEEDUP_MEASURE if measure_speedup else None, cpu=cpu,
                              expected=[t.output for t in tests],
                              output_match=source.output_match or output_match,
                              keep_exit_status=keep_exit_status,
                              expect_exit=[t.exit_code for t in tests],
                              alternatives=[[answer for _, answer in t.alternatives]
                                            for t in tests], checker=source.checker,
                              link_libs=source.link_libs)
    except (ToolchainError, SandboxError) as exc:
        return dropped(LeftOutStage.SANDBOX, str(exc))
    except BuildError as exc:
        return dropped(exc.stage, str(exc))
    failed = [LeftOut(source.id, stage, _none_printed(tests[i], check.outputs[i],
                                                      check.output_match, " ".join(flags))
                      if stage is LeftOutStage.OUTPUT_MISMATCH and tests[i].alternatives
                      else reason, tests[i].name or f"test {i}")
              for i, (stage, reason) in sorted(check.failed.items())]
    kept = [i for i in range(len(tests)) if i not in check.failed]
    public = [i for i in kept if not tests[i].hidden]
    if len(kept) < min_tests or not public:
        return dropped(LeftOutStage.TOO_FEW_TESTS, f"{len(kept)} of {len(tests)} tests remain, "
                       f"{len(public)} of them public (--min-tests {min_tests})", failed)
    answered = [i for i, t in enumerate(tests) if t.output is not None]
    wrong = sum(check.failed.get(i, ("",))[0] is LeftOutStage.OUTPUT_MISMATCH for i in answered)
    fails_answers = bool(wrong) and not any(i in kept for i in answered)
    if fails_answers and not o3_outputs:
        return dropped(LeftOutStage.FAILS_GIVEN_ANSWERS, _fails_answers(len(answered), wrong),
                       failed)
    tests = [_answer_used(t, check.answer_used.get(i, 0)) for i, t in enumerate(tests)]
    seconds = [LeftOut(source.id, LeftOutStage.SECOND_ANSWER, why, name)
               for i in kept for name, why in _second_answers(tests[i], check.outputs[i],
                                                               check.output_match)]
    cases = {i: TestCase(t.input, check.outputs[i] if t.output is None else t.output, t.name,
                         check.exit_codes[i] if t.exit_code is None else t.exit_code)
             for i, t in enumerate(tests) if i in kept}
    meta = _meta(source, [tests[i] for i in kept], check, kept, failed,
                 {"compiler": compiler, "compiler_version": asm.version, "flags": list(flags)})
    meta.update(_answers_meta(source, check, bool(unpaired), len(answered) if fails_answers else 0,
                              seconds, output_match))
    return Problem(source.id, source.c_source, asm.asm, tuple(cases[i] for i in public),
                   tuple(cases[i] for i in kept if tests[i].hidden), source.split, meta,
                   check.output_match, checker=source.checker, link_libs=source.link_libs
                   ), [*unknown, *seconds, *failed]


def _answers_meta(source: ProgramSource, check: ProgramCheck, unpaired: bool, fails_answers: int,
                  seconds: Sequence[LeftOut], output_match: str | None) -> dict[str, Any]:
    """What a problem's meta says of its given answers: those no input pairs with, that it
    prints none of them (built with ``--o3-outputs``), second answers, a rule they decided."""
    meta: dict[str, Any] = {}
    if unpaired:
        meta["unpaired_answers"] = list(source.unpaired_answers)
    if fails_answers:
        meta["fails_given_answers"] = fails_answers
    if seconds:
        meta["second_answers"] = {item.test: item.reason for item in seconds}
    if check.output_match != (source.output_match or output_match or "exact"):
        meta["output_match_from"] = "answers"
    return meta


def _answers(test: TestFile) -> list[tuple[str, bytes]]:
    """A test's given answers (file, bytes), in order of preference."""
    if test.output is None:
        return []
    return [(test.answer or test.name, test.output), *test.alternatives]


def _answer_used(test: TestFile, used: int) -> TestFile:
    """``test`` with its ``used``-th answer as its expected output, the others its
    alternatives (in their order)."""
    if not used:
        return test
    answers = _answers(test)
    (name, output), rest = answers[used], answers[:used] + answers[used + 1:]
    return replace(test, output=output, answer=name, alternatives=tuple(rest))


def _second_answers(test: TestFile, printed: bytes, output_match: str) -> list[tuple[str, str]]:
    """(file, what it is) for each answer of a kept test other than the one used: never 'not
    understood', and never dropped in silence."""
    return [(name, f"{test.answer} used; {name} is a second answer "
             + ("it prints too" if outputs_agree(answer, printed, output_match)
                else "the program does not print")) for name, answer in test.alternatives]


def _none_printed(test: TestFile, printed: bytes, output_match: str, level: str) -> str:
    """Why a test with several answers is left out: each answer and how the output differs."""
    return f"the {level} build prints none of its {len(_answers(test))} answers: " + "; ".join(
        f"{name}: {_mismatch(answer, printed, output_match).removeprefix('does not print the expected output: ')}"
        for name, answer in _answers(test))


def _fails_answers(given: int, wrong: int) -> str:
    """Why a program that prints none of its given answers is not built from -O3 outputs."""
    other = f" ({given - wrong} of them on tests left out for other reasons)" if wrong < given else ""
    return (f"prints none of its {given} given answers{other}: the answers are not this "
            "program's, or the program is wrong; its other tests would expect the -O3 build's "
            "outputs (--o3-outputs builds it so)")


def _meta(source: ProgramSource, kept_tests: list[TestFile], check: ProgramCheck, kept: list[int],
          failed: list[LeftOut], build: dict[str, Any]) -> dict[str, Any]:
    """A built problem's ``meta`` (docs/datasets.md lists every key)."""
    meta: dict[str, Any] = {**build, **source.meta,
                            "o3_cpu_s": [round(check.o3_cpu_s[i], 6) for i in kept],
                            "o0_cpu_s": [round(check.o0_cpu_s[i], 6) for i in kept]}
    given = sum(t.output is not None for t in kept_tests)
    meta["given_outputs"] = given
    meta["o3_outputs"] = len(kept_tests) - given
    negative = [t.name for t in kept_tests if t.exit_code == ANY_NONZERO_EXIT]
    if negative:
        meta["negative_tests"] = negative
    if all(not t.input for t in kept_tests):
        meta["reads_no_input"] = True
    if failed:
        meta["left_out_tests"] = {item.test: item.stage for item in failed}
    if source.unknown:
        meta["not_understood"] = list(source.unknown)
    if source.renamed:
        meta["renamed"] = list(source.renamed)
    if check.speedup is not None and check.speedup_ci is not None:
        meta["o0_o3_speedup"] = round(check.speedup, 4)
        meta["o0_o3_speedup_ci"] = [round(check.speedup_ci[0], 4), round(check.speedup_ci[1], 4)]
    elif check.speedup_note:
        meta["o0_o3_speedup_note"] = f"not recorded: {check.speedup_note}"
    return meta


@dataclass
class BuildReport:
    problems: list[Problem]
    #: every program and test left out, in input order (never silently dropped)
    left_out: list[LeftOut]


def build_many(sources: Iterable[ProgramSource], compiler: str = DEFAULT_COMPILER,
               flags: Sequence[str] = BASELINE_FLAGS, measure_speedup: bool = True,
               workers: int | None = None, progress: Callable[[str, str], None] | None = None,
               **options: Any) -> BuildReport:
    """Build programs in parallel, one worker per core, each pinned to its own core so that
    two timings never share one.  Order of the result follows the input order.  ``options``
    go to :func:`build_checked_problem`."""
    sources = list(sources)
    workers = max(1, workers or len(os.sched_getaffinity(0)))
    cores: queue.Queue[int] = queue.Queue()
    for core in sorted(os.sched_getaffinity(0))[:workers]:
        cores.put(core)

    def one(source: ProgramSource) -> tuple[Problem | None, list[LeftOut]]:
        core = cores.get()
        try:
            problem, left_out = build_checked_problem(source, compiler, flags, measure_speedup,
                                                      cpu=core, **options)
        finally:
            cores.put(core)
        if progress:
            progress(source.id, describe_outcome(source, problem, left_out))
        return problem, left_out

    with ThreadPoolExecutor(max_workers=workers) as pool:
        outcomes = list(pool.map(one, sources))
    return BuildReport([p for p, _ in outcomes if p is not None],
                       [item for _, items in outcomes for item in items])


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


#: what a program that reads nothing means, and what to do (the builder and eval/optimize say it)
NO_INPUT_ADVICE = (
    "reads no input: any program that prints this output is correct, so no speedup can be "
    "credited on it (a candidate could print the answer); make it read its size or parameters "
    "from stdin and give inputs of your own with --bench-inputs DIR, or, for code you trust "
    "(your own, a compiler search), time the shown run with eval/optimize --time-on public "
    "(recorded in the run's config.json)")


def reads_no_input(problem: Problem) -> bool:
    """Every test runs the program on an empty stdin and it has no timing inputs of its own:
    whatever prints the expected output is correct (:data:`NO_INPUT_ADVICE`)."""
    return not problem.bench_tests and all(not t.input for t in problem.tests + problem.hidden_tests)


def _kept_parts(problem: Problem) -> tuple[str, list[str]]:
    """The head of a kept program's line and what it says of its tests."""
    meta = problem.meta
    every = problem.tests + problem.hidden_tests
    used, o3 = meta.get("given_outputs", 0), meta.get("o3_outputs", 0)
    negative = meta.get("negative_tests", [])
    plain = o3 - len(negative)  # a negative test's output is the -O3 build's by design
    line = f"ok, {_count(len(every), 'test')}: {_count(used, 'given output')} used"
    if plain:
        line += (f", {plain} from the -O3 build (no given output)" if used else
                 f"; expected outputs from the -O3 build ({plain}: none given)")
    parts = []
    if meta.get("fails_given_answers"):
        parts.append(f"WARNING: prints none of its {meta['fails_given_answers']} given answers, "
                     f"and {o3} expected outputs are the -O3 build's (--o3-outputs)")
    if meta.get("unpaired_answers"):
        parts.append(f"WARNING: {len(meta['unpaired_answers'])} answer files pair with no input "
                     f"({', '.join(meta['unpaired_answers'][:4])}), and {o3} expected outputs "
                     "are the -O3 build's (--o3-outputs)")
    if problem.output_match != "exact":
        parts.append(f"output_match {problem.output_match}" + (
            " (the given answers differ from the output only in line ends, trailing blanks or a "
            "final newline, which the source's checker ignores)"
            if meta.get("output_match_from") == "answers" else ""))
    if negative:
        parts.append(f"{_count(len(negative), 'negative test')}: any non-zero exit expected, "
                     "the output the -O3 build's (their out files are notes, not answers)")
    statuses = sorted({t.exit_code for t in every if t.exit_code > 0})
    if statuses:
        parts.append("expects exit status " + ", ".join(map(str, statuses)))
    if meta.get("renamed"):
        parts.append("names read loosely: " + ", ".join(meta["renamed"][:4]))
    if meta.get("o0_o3_speedup_note"):
        parts.append(f"-O0 -> -O3 speedup {meta['o0_o3_speedup_note']}")
    if meta.get("reads_no_input"):
        parts.append("reads no input: no speedup can be credited on its shown run (what to do: "
                     "below)")
    return line, parts


def describe_outcome(source: ProgramSource, problem: Problem | None,
                     left_out: Sequence[LeftOut]) -> str:
    """One line on what became of a program: kept or why not; how many given outputs were used
    and how many came from the -O3 build; the output_match, negative tests and exit statuses
    the tests expect; tests left out by step; files not understood; and for a program that
    reads no input, what that means (:data:`NO_INPUT_ADVICE`)."""
    failed = [item for item in left_out if item.kind == "test"]
    unknown = [item.test for item in left_out if item.stage is LeftOutStage.NOT_UNDERSTOOD]
    seconds = [item.reason.replace("; ", ", ") for item in left_out
               if item.stage is LeftOutStage.SECOND_ANSWER]
    given = sum(t.output is not None for t in source.tests)
    parts: list[str] = []
    if problem is not None:
        line, parts = _kept_parts(problem)
    else:
        line = left_out[-1].stage if left_out else "left out"
    mismatches = sum(item.stage is LeftOutStage.OUTPUT_MISMATCH for item in failed)
    if mismatches:
        parts.append(f"{mismatches} of {given} given outputs not printed (tests left out: "
                     "the program fails its own tests)")
    stages: dict[str, int] = {}
    for item in failed:
        if item.stage is not LeftOutStage.OUTPUT_MISMATCH:
            stages[item.stage] = stages.get(item.stage, 0) + 1
    parts += [f"{_count(n, 'test')} left out ({stage})" for stage, n in stages.items()]
    if seconds:
        parts.append("second answers: " + "; ".join(seconds[:3])
                     + (f" and {len(seconds) - 3} more" if len(seconds) > 3 else ""))
    if unknown:
        shown = ", ".join(unknown[:4]) + (f" and {len(unknown) - 4} more" if len(unknown) > 4 else "")
        parts.append(f"not understood: {shown}")
    return line + "".join(f"; {part}" for part in parts)


def build_tree(root: str | Path, public: int | None = None, codenet: bool | None = None,
               language: str = "C", per_problem: int | None = None, layout: str | None = None,
               **options: Any) -> BuildReport:
    """Problems from every program found under ``root`` in any layout, or the one ``layout``
    names (:func:`superasm.datasets.layouts.discover`); ``options`` go to :func:`build_many`."""
    sources, left_out = discover(root, public, codenet, language, per_problem, layout)
    report = build_many(sources, **options)
    report.left_out[:0] = left_out
    return report


def select_top(problems: Sequence[Problem], n: int) -> list[Problem]:
    """The ``n`` problems with the largest -O0 → -O3 speedup (paper §3.2); ties keep input order."""
    return sorted(problems, key=lambda p: -float(p.meta.get("o0_o3_speedup") or 0.0))[:n]


def source_digest(texts: Iterable[str]) -> str:
    """A stable hash of program texts (records which sources a shipped build came from)."""
    digest = hashlib.sha256()
    for text in texts:
        digest.update(hashlib.sha256(text.encode()).digest())
    return digest.hexdigest()
