"""One candidate on one problem → a Verdict: assemble, test, verify, measure.

The flow for a candidate (every step that touches its text or its binary is sandboxed):

1. *Assemble* in a sandbox of its own (``gcc -c`` then ``gcc cand.o -o cand -lm``), exporting
   only the executable.  Assembler-time attacks (``.incbin``, ``.include``, ``.rept`` bombs) meet
   an empty filesystem and resource limits.
2. *Test* (public tests) in a second sandbox where both binaries are read-only under ``/in`` and
   every run starts from an empty ``/work`` (no cache survives from one run to the next).  The
   first failure decides the status.
3. *Verify* on the hidden and fuzz tests: ``verified`` is reported beside the paper's test-based
   correctness.
4. *Measure* baseline against candidate on the public tests in the same sandbox (see
   :mod:`superasm.measure`); every timed run's output is checked again.

Each test is tagged with its :class:`~superasm.verdict.Phase`, and each phase returns a value;
the verdict is built once from them.  What the baseline does on a test (its time, which sets the
candidate's time limit, and whether it agrees with the expected output) does not change between
candidates, so each harness runs the baseline once per test and remembers it.

Harness failures become ``sandbox_error`` verdicts, never "correct, no speedup".
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
import threading
import weakref
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from superasm.measure import (
    BASELINE,
    InstructionCountMissing,
    MeasureConfig,
    RunSample,
    TimingRunFailed,
    measure,
)
from superasm.problem import Problem, TestCase
from superasm.sandbox import (
    Limits,
    ProcResult,
    Sandbox,
    SandboxConfig,
    SandboxCrashed,
    SandboxError,
    SandboxUnavailable,
    run_request,
)
from superasm.toolchain import DEFAULT_COMPILER, assemble_in, canonical_asm
from superasm.verdict import Failure, Phase, Status, Verdict
from superasm.verify import excerpt, expected_sha256, judge

MAX_ASM_BYTES = 8 << 20
#: memory the sandbox's own runner needs on top of the candidate's limit
RUNNER_MEMORY = 256 << 20


@dataclass(frozen=True)
class HarnessConfig:
    """Every setting of the harness; written into each run directory's config.json."""

    timing: MeasureConfig = field(default_factory=MeasureConfig)
    #: a candidate's time limit per test: factor × the baseline's time, clamped to [min, max]
    timeout_factor: float = 10.0
    min_timeout_s: float = 2.0
    max_timeout_s: float = 30.0
    #: per process (RLIMIT_AS) and, where a memory cgroup can be made, for all of them together
    memory_bytes: int = 2 << 30
    output_bytes: int = 64 << 20
    nproc: int = 64
    nofile: int = 256
    scratch_bytes: int = 512 << 20
    compiler: str = DEFAULT_COMPILER
    #: wall-clock limit for assembling + linking one candidate (a .rept bomb costs this much)
    toolchain_timeout_s: float = 60.0
    #: pin the run sandbox to this CPU (the evaluation pool gives each worker its own core)
    cpu: int | None = None
    #: False runs every public test even after a failure (RL rewards need the pass fraction)
    stop_at_first_failure: bool = True
    check_hidden: bool = True

    def run_limits(self, timeout_s: float) -> Limits:
        return Limits(cpu_s=timeout_s, address_space=self.memory_bytes,
                      file_size=self.output_bytes, nproc=self.nproc, nofile=self.nofile)

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "timing": self.timing.to_dict()}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> HarnessConfig:
        """The inverse of :meth:`to_dict` (Ray workers, VERL reward processes, config files)."""
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown harness setting(s): {', '.join(unknown)}")
        timing = data.get("timing", {})
        return cls(**{**data, "timing": timing if isinstance(timing, MeasureConfig)
                      else MeasureConfig(**timing)})


@dataclass(frozen=True)
class _Test:
    phase: Phase
    index: int
    case: TestCase

    @property
    def file(self) -> str:
        return f"{self.phase.value}{self.index}.in"

    def label(self) -> str:
        return self.case.label(self.index, f"{self.phase.value} test" if self.phase is not
                               Phase.PUBLIC else "test")


@dataclass(frozen=True)
class _BaselineRun:
    """The baseline on one test: its wall time (sets the candidate's limit), and whether it
    printed the expected output with the expected status."""

    wall_s: float
    agrees: bool


@dataclass(frozen=True)
class _PhaseOutcome:
    passed: int
    total: int
    failure: Verdict | None
    program_seconds: float


def _tagged(phase: Phase, tests: Sequence[TestCase]) -> list[_Test]:
    return [_Test(phase, i, t) for i, t in enumerate(tests)]


class Harness:
    """Evaluates candidates.  Thread-safe: each call uses its own sandboxes."""

    def __init__(self, config: HarnessConfig | None = None) -> None:
        self.config = config or HarnessConfig()
        self._workdir = Path(tempfile.mkdtemp(prefix="superasm-harness-"))
        os.chmod(self._workdir, 0o755)
        # a Harness used without `with` still leaves no directory behind when collected
        self._cleanup = weakref.finalize(self, shutil.rmtree, self._workdir, True)
        self._baselines: dict[str, Path | str] = {}
        self._baseline_runs: dict[tuple[str, str], _BaselineRun] = {}
        self._lock = threading.Lock()
        self._build_config = SandboxConfig(scratch_bytes=self.config.scratch_bytes,
                                           cpu=self.config.cpu)
        self._run_config = replace(self._build_config,
                                   memory_bytes=self.config.memory_bytes + RUNNER_MEMORY)

    def __enter__(self) -> Harness:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        self._cleanup()

    # ------------------------------------------------------------------ building
    def _build(self, asm: str, tag: str) -> tuple[Path | None, Status, str]:
        """Assemble and link in a sandbox of its own; only the executable comes out."""
        # a tmp cleaner may have removed the work directory under a long run: make it again
        self._workdir.mkdir(mode=0o755, parents=True, exist_ok=True)
        out_dir = Path(tempfile.mkdtemp(prefix=f"build-{tag}-", dir=self._workdir))
        os.chmod(out_dir, 0o755)
        try:
            with Sandbox(files={"cand.s": asm}, config=self._build_config, out_dir=out_dir) as sb:
                built = assemble_in(sb, "/in/cand.s", "/work/cand", self.config.compiler,
                                    timeout_s=self.config.toolchain_timeout_s)
                if built.ok:
                    return sb.export("/work/cand", "cand.bin", executable=True), Status.CORRECT, ""
            status = Status.ASSEMBLE_ERROR if built.stage == "assemble" else Status.LINK_ERROR
            message = built.message
        except SandboxError as exc:
            if isinstance(exc, SandboxUnavailable):
                shutil.rmtree(out_dir, ignore_errors=True)
                raise
            status, message = Status.SANDBOX_ERROR, f"while assembling: {exc}"
        shutil.rmtree(out_dir, ignore_errors=True)
        return None, status, message

    @staticmethod
    def _baseline_key(problem: Problem) -> str:
        return hashlib.sha256(problem.baseline_asm.encode()).hexdigest()[:24]

    def baseline_binary(self, problem: Problem) -> Path:
        """The problem's -O3 executable, built once per harness (keyed by its assembly)."""
        key = self._baseline_key(problem)
        with self._lock:
            cached = self._baselines.get(key)
        if isinstance(cached, Path) and cached.exists():
            return cached
        if isinstance(cached, str):
            raise SandboxError(cached)
        path, status, message = self._build(problem.baseline_asm, "baseline")
        with self._lock:
            if path is None:
                self._baselines[key] = f"the baseline of {problem.id} does not build: {message}"
                raise SandboxError(self._baselines[key])
            self._baselines[key] = path
        return path

    # ------------------------------------------------------------------ evaluating
    def evaluate(self, problem: Problem, asm: str | None, extra_tests: Sequence[TestCase] = (),
                 *, timing: MeasureConfig | None = None, verify: bool = True) -> Verdict:
        """Judge one candidate; ``extra_tests`` are fuzz tests.  ``timing`` replaces the
        configured measurement for this call, and ``verify=False`` skips the hidden and fuzz
        tests (a search's cheap screen).  Never raises for the candidate's faults; raises only
        :class:`SandboxUnavailable` (the machine cannot sandbox at all: stop the run)."""
        if asm is None or not asm.strip():
            return Verdict(Status.ASSEMBLE_ERROR, "no assembly to assemble")
        if len(asm.encode("utf-8", errors="replace")) > MAX_ASM_BYTES:
            return Verdict(Status.ASSEMBLE_ERROR,
                           f"candidate larger than {MAX_ASM_BYTES >> 20} MiB of assembly")
        try:
            asm.encode("utf-8")
        except UnicodeEncodeError as exc:  # lone surrogates: bytes decoded with surrogateescape
            return Verdict(Status.ASSEMBLE_ERROR,
                           f"candidate is not valid UTF-8 text (character {exc.start})")
        try:
            base_bin = self.baseline_binary(problem)
        except SandboxUnavailable:
            raise
        except SandboxError as exc:
            return Verdict(Status.SANDBOX_ERROR, str(exc))
        identical = canonical_asm(asm) == canonical_asm(problem.baseline_asm)
        cand_bin, status, message = self._build(asm, "cand")
        if cand_bin is None:
            return Verdict(status, message)
        tests = _tagged(Phase.PUBLIC, problem.tests)
        checks = (_tagged(Phase.HIDDEN, problem.hidden_tests) if self.config.check_hidden else [])
        checks = checks + _tagged(Phase.FUZZ, extra_tests) if verify else []
        config = replace(self.config, timing=timing) if timing is not None else self.config
        try:
            return _Session(self, config, problem, base_bin, cand_bin, tests,
                            checks).verdict(identical, verify)
        except SandboxUnavailable:
            raise
        except SandboxCrashed as exc:
            return Verdict(Status.RUNTIME_ERROR,
                           f"the candidate brought down the sandbox's runner: {exc}",
                           flags=("sandbox_runner_killed",))
        except SandboxError as exc:
            return Verdict(Status.SANDBOX_ERROR, str(exc))
        finally:
            shutil.rmtree(cand_bin.parent, ignore_errors=True)


class _Session:
    """One candidate's run sandbox: the test, verify and measure phases, each a value."""

    def __init__(self, harness: Harness, config: HarnessConfig, problem: Problem, base_bin: Path,
                 cand_bin: Path, tests: list[_Test], checks: list[_Test]) -> None:
        self.harness, self.config, self.problem = harness, config, problem
        self.base_bin, self.cand_bin = base_bin, cand_bin
        self.tests, self.checks = tests, checks
        self.match = problem.output_match
        self.expected = {t.file: expected_sha256(t.case, self.match) for t in tests + checks}
        self.sb: Sandbox

    def verdict(self, identical: bool, verify: bool = True) -> Verdict:
        """The phases' verdict; without ``verify`` the checks were not run: ``verified`` None."""
        files: dict[str, bytes | str] = {t.file: t.case.input for t in self.tests + self.checks}
        with Sandbox(files=files, config=self.harness._run_config) as self.sb:
            self.sb.add_executable("base.bin", self.base_bin)
            self.sb.add_executable("cand.bin", self.cand_bin)
            baseline, baseline_seconds = self._baseline_runs(self.tests + self.checks)
            flags = tuple(sorted(f"baseline_disagrees_on_{t.phase.value}{t.index}"
                                 for t in self.tests + self.checks if not baseline[t.file].agrees))
            public = self._phase(self.tests, baseline, self.config.stop_at_first_failure)
            seconds = baseline_seconds + public.program_seconds
            if public.failure is not None:
                return replace(public.failure, tests_passed=public.passed, tests_total=public.total,
                               flags=flags, program_seconds=seconds)
            check = self._phase(self.checks, baseline, stop_first=True)
            seconds += check.program_seconds
            verified_detail = ""
            if check.failure is not None:
                verified_detail = f"{check.failure.detail} ({check.failure.status.value})"
            correct = Verdict(Status.CORRECT, tests_passed=public.passed, tests_total=public.total,
                              verified=check.failure is None if verify else None,
                              verified_detail=verified_detail,
                              failure=check.failure.failure if check.failure else None,
                              flags=flags, program_seconds=seconds)
            if identical:
                return replace(correct, identical_to_baseline=True,
                               detail="identical to the baseline assembly: 1.00× by definition")
            return self._measured(correct, baseline)

    def _binary(self, which: str) -> str:
        return "/in/base.bin" if which == BASELINE else "/in/cand.bin"

    def _request(self, binary: str, test: _Test, timeout_s: float, wrapper: Sequence[str] = (),
                 stderr_tail: int = 0, limits: Limits | None = None) -> dict[str, Any]:
        return run_request([*wrapper, binary], stdin=f"/in/{test.file}", timeout_s=timeout_s,
                           limits=limits or self.config.run_limits(timeout_s), fresh_work=True,
                           stderr_tail=stderr_tail, output_match=self.match,
                           expect_exit=test.case.exit_code)

    def _baseline_runs(self, tests: list[_Test]) -> tuple[dict[str, _BaselineRun], float]:
        """The baseline on every test, run once per harness and remembered."""
        problem_key = Harness._baseline_key(self.problem)

        def key(test: _Test) -> tuple[str, str]:
            data = test.case.input + b"\0" + self.expected[test.file].encode()
            return problem_key, hashlib.sha256(data).hexdigest()

        cache = self.harness._baseline_runs
        todo = [t for t in tests if key(t) not in cache]
        results = self.sb.run_batch([self._request("/in/base.bin", t, self.config.max_timeout_s)
                                     for t in todo])
        for test, result in zip(todo, results, strict=True):
            agrees = judge(result, test.case, self.match, self.expected[test.file]).status
            cache[key(test)] = _BaselineRun(result.wall_s, agrees is Status.CORRECT)
        return {t.file: cache[key(t)] for t in tests}, sum(r.wall_s for r in results)

    def _timeout(self, baseline: _BaselineRun) -> float:
        cfg = self.config
        return min(cfg.max_timeout_s, max(cfg.min_timeout_s, cfg.timeout_factor * baseline.wall_s))

    def _phase(self, tests: list[_Test], baseline: dict[str, _BaselineRun],
               stop_first: bool) -> _PhaseOutcome:
        """The candidate on each test of one phase, in one request; the first failure kept."""
        results = self.sb.run_batch(
            [self._request("/in/cand.bin", t, self._timeout(baseline[t.file])) for t in tests],
            stop_on_failure=stop_first)
        passed, failure = 0, None
        for test, result in zip(tests, results, strict=False):
            judgement = judge(result, test.case, self.match, self.expected[test.file])
            if judgement.status is Status.CORRECT:
                passed += 1
            elif failure is None:
                failure = self._failure(test, result, judgement.status, judgement.detail,
                                        judgement.offset)
                if stop_first:
                    break
        return _PhaseOutcome(passed, len(tests), failure, sum(r.wall_s for r in results))

    @staticmethod
    def _failure(test: _Test, result: ProcResult, status: Status, detail: str,
                 offset: int | None) -> Verdict:
        return Verdict(status, f"{test.label()}: {detail}", test=test.index,
                       test_name=test.case.name, phase=test.phase,
                       failure=Failure(excerpt(test.case.input), excerpt(test.case.output),
                                       excerpt(result.stdout), offset))

    def _measured(self, correct: Verdict, baseline: dict[str, _BaselineRun]) -> Verdict:
        cfg = self.config

        def runner(runs: Sequence[tuple[str, int]], wrapper: Sequence[str] = (),
                   slowdown: float = 1.0, stderr_tail: int = 0) -> list[RunSample]:
            requests = []
            for which, index in runs:
                test = self.tests[index]
                limit = (cfg.max_timeout_s if which == BASELINE
                         else self._timeout(baseline[test.file])) * slowdown
                limits = replace(cfg.run_limits(limit), address_space=None) if wrapper else None
                requests.append(self._request(self._binary(which), test, limit, wrapper,
                                              stderr_tail, limits))
            samples = []
            for (which, index), result in zip(runs, self.sb.run_batch(requests), strict=True):
                test = self.tests[index]
                judgement = judge(result, test.case, self.match, self.expected[test.file])
                if judgement.status is not Status.CORRECT:
                    raise TimingRunFailed(which, index, judgement.status.value, judgement.detail)
                if result.survivors:
                    raise TimingRunFailed(which, index, Status.RUNTIME_ERROR.value,
                                          "left processes that could not be killed")
                samples.append(RunSample(result.cpu_s, result.wall_s, result.stderr_tail))
            return samples

        try:
            m = measure(runner, len(self.tests), cfg.timing)
        except InstructionCountMissing as exc:
            return Verdict(Status.SANDBOX_ERROR, str(exc))
        except TimingRunFailed as exc:
            if exc.which == BASELINE:
                return Verdict(Status.SANDBOX_ERROR,
                               f"the baseline failed while being timed: {exc.detail}")
            test = self.tests[exc.test]
            return replace(correct, status=Status(exc.status), test=exc.test,
                           test_name=test.case.name, phase=Phase.PUBLIC, measurement=None,
                           detail=f"{test.label()} while timing (the output changed between "
                                  f"runs): {exc.detail}")
        if m is None:
            return correct
        return replace(correct, measurement=m, flags=tuple(sorted({*correct.flags, *m.flags})),
                       program_seconds=correct.program_seconds + m.program_seconds)


__all__ = ["Harness", "HarnessConfig"]
