"""One candidate's run sandbox: its inputs and both binaries placed in it, every run a request
for a fresh world, each run judged against its test; the baseline's runs remembered for the
harness's life (they do not change between candidates).  The phases built on these runs are
in :mod:`~superasm.harness.evaluate` (their order), :mod:`~superasm.harness.checks` and
:mod:`~superasm.harness.explored` (the tiers' checks) and :mod:`~superasm.harness.timing`."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from superasm.checker import judge_by_checker
from superasm.harness.builds import baseline_key
from superasm.harness.config import HarnessConfig
from superasm.measure import BASELINE, START
from superasm.problem import Problem, TestCase
from superasm.sandbox import PROGRAM_PATH, Limits, ProcResult, Sandbox, run_request
from superasm.toolchain import runtime_libraries
from superasm.verdict import Check, Failure, Phase, Status, Verdict
from superasm.verification.campaign import ExploreOutcome
from superasm.verification.judge import RunJudgement, excerpt, expected_sha256, judge


@dataclass(frozen=True)
class TaggedTest:
    """A test case with the phase it runs in and its index there (its input's file name)."""

    phase: Phase
    index: int
    case: TestCase

    @property
    def file(self) -> str:
        return f"{self.phase.value}{self.index}.in"

    def label(self) -> str:
        return self.case.label(self.index, f"{self.phase.value} test" if self.phase is not
                               Phase.PUBLIC else "test")


def tagged(phase: Phase, tests: Sequence[TestCase]) -> list[TaggedTest]:
    return [TaggedTest(phase, i, t) for i, t in enumerate(tests)]


@dataclass(frozen=True)
class BaselineRun:
    """The baseline on one test: its wall time (sets the candidate's limit), and whether it
    printed the expected output with the expected status."""

    wall_s: float
    agrees: bool


class BaselineRuns:
    """What the baseline did on each input, remembered for the harness's life: it does not
    change between candidates (keyed by the baseline's assembly, the input and its expected
    output)."""

    def __init__(self) -> None:
        self.runs: dict[tuple[str, str], BaselineRun] = {}

    @staticmethod
    def key(problem: Problem, case: TestCase, expected_sha: str) -> tuple[str, str]:
        data = case.input + b"\0" + expected_sha.encode()
        return baseline_key(problem), hashlib.sha256(data).hexdigest()


@dataclass(frozen=True)
class PhaseOutcome:
    passed: int
    total: int
    failure: Verdict | None
    program_seconds: float
    #: tests passed, by the phase (public, hidden, generated, fuzz, explored) they belong to
    passed_by: dict[Phase, int] = field(default_factory=dict)


@dataclass(frozen=True)
class RunnerOutcome:
    """What a tier's runner found: its checks, the verdict that refutes the candidate (None:
    nothing did), and the seconds the programs ran."""

    checks: tuple[Check, ...]
    failure: Verdict | None
    seconds: float


#: the harness's campaign on one candidate (:meth:`superasm.harness.explored.Judges.explore`)
Explore = Callable[[Problem, str, tuple[Path, Path], Sequence[bytes], int], ExploreOutcome]


class Session:
    """One candidate's run sandbox, and the runs the test, verify and measure phases make in
    it."""

    def __init__(self, sandbox: Sandbox, baseline_runs: BaselineRuns,
                 config: HarnessConfig, problem: Problem, base_bin: Path, cand_bin: Path,
                 tests: list[TaggedTest], checks: list[TaggedTest], timed: list[TaggedTest],
                 asm: str = "", explore: Explore | None = None,
                 start_bin: Path | None = None) -> None:
        self.sb, self.baseline_cache, self.asm = sandbox, baseline_runs, asm
        self.explore = explore
        self.config, self.problem = config, problem
        self.base_bin, self.cand_bin = base_bin, cand_bin
        #: the start runs' program (process start, timed in each round); None: not timed
        self.start_bin = start_bin
        self.tests, self.checks, self.timed = tests, checks, timed
        self.match = problem.output_match
        self.every = list({t.file: t for t in tests + checks + timed}.values())
        self.expected = {t.file: expected_sha256(t.case, self.match) for t in self.every}

    @contextmanager
    def placed(self) -> Iterator[None]:
        """Every input known ahead and the binaries in the sandbox while the phases run, and
        out of it however they end: the sandbox is kept for the next candidate, and nothing of
        this one stays in it."""
        names = [t.file for t in self.every] + ["base.bin", "cand.bin"] \
            + (["start.bin"] if self.start_bin else [])
        try:
            for test in self.every:
                self.sb.add_file(test.file, test.case.input)
            self.sb.add_executable("base.bin", self.base_bin)
            self.sb.add_executable("cand.bin", self.cand_bin)
            if self.start_bin:
                self.sb.add_executable("start.bin", self.start_bin)
            yield
        finally:
            for name in names:
                self.sb.remove_file(name)

    @contextmanager
    def staged(self, tests: list[TaggedTest]) -> Iterator[None]:
        """Inputs a runner found, in the sandbox (with their expected outputs' hashes) while it
        runs them, and out of it however that ends: the sandbox is kept for the next
        candidate."""
        for test in tests:
            self.sb.add_file(test.file, test.case.input)
            self.expected[test.file] = expected_sha256(test.case, self.match)
        try:
            yield
        finally:
            for test in tests:
                self.sb.remove_file(test.file)

    @staticmethod
    def binary(which: str) -> str:
        """Where a binary of the measurement's (``measure.BASELINE``, ...) is in the sandbox."""
        return {BASELINE: "/in/base.bin", START: "/in/start.bin"}.get(which, "/in/cand.bin")

    def request(self, binary: str, test: TaggedTest, timeout_s: float,
                wrapper: Sequence[str] = (), count_log: bool = False,
                limits: Limits | None = None, expect_exit: int | None = None) -> dict[str, Any]:
        """One run in a fresh world: the program is /prog whichever binary it is."""
        return run_request([*wrapper, PROGRAM_PATH], stdin=f"/in/{test.file}",
                           timeout_s=timeout_s, limits=limits or self.config.run_limits(),
                           output_match=self.match,
                           expect_exit=test.case.exit_code if expect_exit is None else expect_exit,
                           isolate=True, program=binary, root="system" if wrapper else "minimal",
                           count_log=count_log,
                           libraries=runtime_libraries(self.problem.link_libs))

    def judge(self, result: ProcResult, test: TaggedTest) -> RunJudgement:
        """One run against its test; a run killed at the CPU limit is a time-out."""
        if self.problem.checker is not None:  # the problem's own checker decides (issue 34)
            return judge_by_checker(self.sb, self.problem.checker, result, test.case,
                                    self.config.run_limits().cpu_s)
        return judge(result, test.case, self.match, self.expected[test.file],
                     cpu_limit_s=self.config.run_limits().cpu_s)

    def _baseline_key(self, test: TaggedTest) -> tuple[str, str]:
        return self.baseline_cache.key(self.problem, test.case, self.expected[test.file])

    def baseline_runs(self, tests: list[TaggedTest]) -> tuple[dict[str, BaselineRun], float]:
        """The baseline on every test, run once per harness and remembered."""
        runs = self.baseline_cache.runs
        todo = [t for t in tests if self._baseline_key(t) not in runs]
        results = self.sb.run_batch([self.request("/in/base.bin", t, self.config.max_timeout_s)
                                     for t in todo])
        for test, result in zip(todo, results, strict=True):
            self.remember(test, result, self.judge(result, test).status is Status.CORRECT)
        return {t.file: runs[self._baseline_key(t)] for t in tests}, sum(r.wall_s for r in results)

    def remember(self, test: TaggedTest, result: ProcResult, agrees: bool) -> BaselineRun:
        run = BaselineRun(result.wall_s, agrees)
        self.baseline_cache.runs[self._baseline_key(test)] = run
        return run

    def timeout(self, baseline: BaselineRun) -> float:
        """The candidate's time limit on a test: a factor of the baseline's time, clamped."""
        cfg = self.config
        return min(cfg.max_timeout_s, max(cfg.min_timeout_s, cfg.timeout_factor * baseline.wall_s))

    def phase(self, tests: list[TaggedTest], baseline: dict[str, BaselineRun],
              stop_first: bool) -> PhaseOutcome:
        """The candidate on each test of one phase, in one request; the first failure kept."""
        results = self.sb.run_batch(
            [self.request("/in/cand.bin", t, self.timeout(baseline[t.file])) for t in tests],
            stop_on_failure=stop_first)
        passed, failure = 0, None
        passed_by: dict[Phase, int] = {}
        for test, result in zip(tests, results, strict=False):
            judgement = self.judge(result, test)
            if judgement.status is Status.CORRECT:
                passed += 1
                passed_by[test.phase] = passed_by.get(test.phase, 0) + 1
            elif failure is None:
                failure = self.failure(test, result, judgement.status, judgement.detail,
                                       judgement.offset)
                if stop_first:
                    break
        return PhaseOutcome(passed, len(tests), failure, sum(r.wall_s for r in results),
                            passed_by)

    @staticmethod
    def failure(test: TaggedTest, result: ProcResult, status: Status, detail: str,
                offset: int | None) -> Verdict:
        return Verdict(status, f"{test.label()}: {detail}", test=test.index,
                       test_name=test.case.name, phase=test.phase,
                       failure=Failure(excerpt(test.case.input), excerpt(test.case.output),
                                       excerpt(result.stdout), offset))
