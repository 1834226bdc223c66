"""One candidate on one problem → a Verdict: assemble, test, verify, measure.

The flow for a candidate (every step that touches its text or its binary is sandboxed):

1. *Assemble* in a sandbox of its own (``gcc -c`` then ``gcc cand.o -o cand -lm``), exporting
   only the executable.  Assembler-time attacks (``.incbin``, ``.include``, ``.rept`` bombs) meet
   an empty filesystem and resource limits.
2. *Run* in a second sandbox where both binaries are read-only under ``/in`` and every run starts
   from an empty ``/work`` (no cache survives from one run to the next).  Each public test runs
   the baseline (which sets the time limit, scaled from the baseline's own time) and then the
   candidate; the first failure decides the status.
3. *Verify* on hidden tests and extra (fuzz) inputs: ``verified`` is reported beside the paper's
   test-based correctness.
4. *Measure* baseline against candidate on the public tests in the same sandbox (see
   :mod:`superasm.measure`); every timed run's output is checked again.

Harness failures become ``sandbox_error`` verdicts, never "correct, no speedup".
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import tempfile
import threading
import weakref
from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from superasm import measure as measure_mod
from superasm.measure import BASELINE, CANDIDATE, MeasureConfig, RunSample, TimingRunFailed
from superasm.problem import Problem, Status, TestCase, Verdict
from superasm.sandbox import (
    Limits,
    Sandbox,
    SandboxConfig,
    SandboxCrashed,
    SandboxError,
    SandboxUnavailable,
)
from superasm.toolchain import DEFAULT_COMPILER, assemble_in, compiler_version
from superasm.verify import judge, sha256_text

MAX_ASM_BYTES = 8 << 20
_COLLECTED = re.compile(rb"Collected\s*:\s*(\d+)")


@dataclass
class HarnessConfig:
    """Every setting of the harness; written into each run directory's config.json."""

    timing: str = "default"
    clock: str = "cpu"
    budget_s: float = 30.0
    min_rounds: int = 6
    max_rounds: int = 60
    warmup_rounds: int = 1
    target_rel_halfwidth: float = 0.02
    too_short_s: float = 0.005
    #: a candidate's time limit per test: factor × the baseline's time, clamped to [min, max]
    timeout_factor: float = 10.0
    min_timeout_s: float = 2.0
    max_timeout_s: float = 30.0
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

    def __post_init__(self) -> None:
        self.measure_config()  # validates timing and clock names

    def measure_config(self) -> MeasureConfig:
        return MeasureConfig(
            method=self.timing,
            clock=self.clock,
            warmup_rounds=self.warmup_rounds,
            min_rounds=self.min_rounds,
            max_rounds=self.max_rounds,
            target_rel_halfwidth=self.target_rel_halfwidth,
            budget_s=self.budget_s,
            too_short_s=self.too_short_s,
        )

    def run_limits(self, timeout_s: float) -> Limits:
        return Limits(cpu_s=timeout_s, address_space=self.memory_bytes,
                      file_size=self.output_bytes, nproc=self.nproc, nofile=self.nofile)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def normalize_asm(asm: str) -> str:
    """Whitespace-insensitive form, to recognise a candidate that *is* the baseline."""
    return "\n".join(line.strip() for line in asm.strip().splitlines() if line.strip())


def _excerpt(text: str, limit: int = 2000) -> str:
    return text if len(text) <= limit else text[:limit] + f"\n… ({len(text) - limit} more characters)"


class Harness:
    """Evaluates candidates.  Thread-safe: each call uses its own sandboxes."""

    def __init__(self, config: HarnessConfig | None = None) -> None:
        self.config = config or HarnessConfig()
        self._workdir = Path(tempfile.mkdtemp(prefix="superasm-harness-"))
        os.chmod(self._workdir, 0o755)
        # a Harness used without `with` still leaves no directory behind when collected
        self._cleanup = weakref.finalize(self, shutil.rmtree, self._workdir, True)
        self._baselines: dict[str, Path | str] = {}
        self._lock = threading.Lock()
        self._sandbox_config = SandboxConfig(scratch_bytes=self.config.scratch_bytes,
                                             cpu=self.config.cpu)

    def __enter__(self) -> Harness:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        self._cleanup()

    def versions(self) -> dict[str, str]:
        return {"compiler": compiler_version(self.config.compiler)}

    # ------------------------------------------------------------------ building
    def _build(self, asm: str, tag: str) -> tuple[Path | None, Status, str]:
        """Assemble and link in a sandbox of its own; only the executable comes out."""
        # a tmp cleaner may have removed the work directory under a long run: make it again
        self._workdir.mkdir(mode=0o755, parents=True, exist_ok=True)
        out_dir = Path(tempfile.mkdtemp(prefix=f"build-{tag}-", dir=self._workdir))
        os.chmod(out_dir, 0o755)
        try:
            with Sandbox(files={"cand.s": asm}, config=self._sandbox_config, out_dir=out_dir) as sb:
                built = assemble_in(sb, "/in/cand.s", "/work/cand", self.config.compiler,
                                    timeout_s=self.config.toolchain_timeout_s)
                if not built.ok:
                    status = Status.ASSEMBLE_ERROR if built.stage == "assemble" else Status.LINK_ERROR
                    shutil.rmtree(out_dir, ignore_errors=True)
                    return None, status, built.message
                path = sb.export("/work/cand", "cand.bin", executable=True)
        except SandboxUnavailable:
            shutil.rmtree(out_dir, ignore_errors=True)
            raise
        except SandboxError as exc:
            shutil.rmtree(out_dir, ignore_errors=True)
            return None, Status.SANDBOX_ERROR, f"while assembling: {exc}"
        return path, Status.CORRECT, ""

    def baseline_binary(self, problem: Problem) -> Path:
        """The problem's -O3 executable, built once per harness (keyed by its assembly)."""
        key = hashlib.sha256(problem.baseline_asm.encode()).hexdigest()[:24]
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
    def evaluate(self, problem: Problem, asm: str | None,
                 extra_tests: Sequence[TestCase] | None = None) -> Verdict:
        """Judge one candidate.  Never raises for the candidate's faults; raises only
        :class:`SandboxUnavailable` (the machine cannot sandbox at all: stop the run)."""
        if asm is None or not asm.strip():
            return Verdict(Status.ASSEMBLE_ERROR, "empty candidate: no assembly to assemble")
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
        identical = normalize_asm(asm) == normalize_asm(problem.baseline_asm)
        cand_bin, status, message = self._build(asm, "cand")
        if cand_bin is None:
            return Verdict(status, message)
        try:
            return self._run(problem, base_bin, cand_bin, identical, list(extra_tests or []))
        except SandboxUnavailable:
            raise
        except SandboxCrashed as exc:
            return Verdict(Status.RUNTIME_ERROR,
                           f"the candidate brought down the sandbox's runner: {exc}",
                           flags=["sandbox_runner_killed"])
        except SandboxError as exc:
            return Verdict(Status.SANDBOX_ERROR, str(exc))
        finally:
            shutil.rmtree(cand_bin.parent, ignore_errors=True)

    def _run(self, problem: Problem, base_bin: Path, cand_bin: Path, identical: bool,
             extra_tests: list[TestCase]) -> Verdict:
        cfg = self.config
        hidden = problem.hidden_tests if cfg.check_hidden else []
        verify_tests = list(hidden) + extra_tests
        files: dict[str, bytes | str] = {}
        for i, test in enumerate(problem.tests):
            files[f"t{i}.in"] = test.input
        for i, test in enumerate(verify_tests):
            files[f"v{i}.in"] = test.input
        with Sandbox(files=files, config=self._sandbox_config) as sb:
            sb.add_executable("base.bin", base_bin)
            sb.add_executable("cand.bin", cand_bin)
            verdict, timeouts = self._test_phase(sb, problem.tests, "t", problem)
            if verdict.status is not Status.CORRECT:
                return verdict
            if verify_tests:
                check, _ = self._test_phase(sb, verify_tests, "v", problem, stop_first=True)
                verdict.verified = check.status is Status.CORRECT
                if not verdict.verified:
                    kind = "hidden" if check.test is not None and check.test < len(hidden) else "fuzz"
                    index = check.test if kind == "hidden" else (check.test or 0) - len(hidden)
                    verdict.verified_detail = f"{kind} test {index}: {check.status.value}: {check.detail}"
                    verdict.failure = check.failure
            else:
                verdict.verified = True
            if identical:
                verdict.identical_to_baseline = True
                verdict.detail = "identical to the baseline assembly: 1.00× by definition"
                return verdict
            if cfg.timing == "none":
                return verdict
            return self._measure_phase(sb, problem, verdict, timeouts)

    def _test_phase(self, sb: Sandbox, tests: Sequence[TestCase], prefix: str, problem: Problem,
                    stop_first: bool | None = None) -> tuple[Verdict, list[float]]:
        cfg = self.config
        stop_first = cfg.stop_at_first_failure if stop_first is None else stop_first
        timeouts: list[float] = []
        first_failure: Verdict | None = None
        passed = 0
        flags: list[str] = []
        for i, test in enumerate(tests):
            stdin = f"/in/{prefix}{i}.in"
            base = sb.run(["/in/base.bin"], stdin=stdin, timeout_s=cfg.max_timeout_s,
                          limits=cfg.run_limits(cfg.max_timeout_s), fresh_work=True)
            if base.ok and base.stdout_sha256 != sha256_text(test.output):
                flags.append(f"baseline_disagrees_on_{prefix}{i}")
            timeout = min(cfg.max_timeout_s, max(cfg.min_timeout_s, cfg.timeout_factor * base.wall_s))
            timeouts.append(timeout)
            cand = sb.run(["/in/cand.bin"], stdin=stdin, timeout_s=timeout,
                          limits=cfg.run_limits(timeout), fresh_work=True)
            if cand.survivors:
                flags.append("left_unkillable_processes")
            judgement = judge(cand, test.output)
            if judgement.status is Status.CORRECT:
                passed += 1
                continue
            if first_failure is None:
                actual = cand.stdout.decode("utf-8", errors="replace")
                first_failure = Verdict(
                    judgement.status, f"test {i}: {judgement.detail}", test=i,
                    failure={"input": _excerpt(test.input), "expected": _excerpt(test.output),
                             "actual": _excerpt(actual)},
                )
            if stop_first:
                break
        if first_failure is not None:
            first_failure.tests_passed, first_failure.tests_total = passed, len(tests)
            first_failure.flags = sorted(set(flags))
            return first_failure, timeouts
        return Verdict(Status.CORRECT, tests_passed=passed, tests_total=len(tests),
                       flags=sorted(set(flags))), timeouts

    def _measure_phase(self, sb: Sandbox, problem: Problem, verdict: Verdict,
                       timeouts: list[float]) -> Verdict:
        cfg = self.config
        mconf = cfg.measure_config()
        # the test phase just ran each test once for both binaries: that is one warm-up round
        mconf.warmup_rounds = max(0, mconf.warmup_rounds - 1)
        expected = [sha256_text(t.output) for t in problem.tests]

        def run_once(which: str, test: int, argv_prefix: Sequence[str] = (),
                     timeout_scale: float = 1.0, limits: Limits | None = None,
                     stderr_tail: int = 0):
            binary = "/in/base.bin" if which == BASELINE else "/in/cand.bin"
            timeout = cfg.max_timeout_s if which == BASELINE else timeouts[test]
            timeout *= timeout_scale
            result = sb.run([*argv_prefix, binary], stdin=f"/in/t{test}.in", timeout_s=timeout,
                            limits=limits or cfg.run_limits(timeout), fresh_work=True,
                            stderr_tail=stderr_tail)
            judgement = judge(result, problem.tests[test].output, expected[test])
            if judgement.status is not Status.CORRECT:
                raise TimingRunFailed(which, test, judgement.status.value, judgement.detail)
            return result

        def timed(which: str, test: int) -> RunSample:
            result = run_once(which, test)
            return RunSample(result.cpu_s, result.wall_s)

        def instructions(which: str, test: int) -> int:
            result = run_once(
                which, test,
                argv_prefix=("/usr/bin/valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"),
                timeout_scale=60.0, limits=replace(cfg.run_limits(cfg.max_timeout_s * 60),
                                                   address_space=None),
                stderr_tail=8192,
            )
            match = _COLLECTED.findall(result.stderr_tail)
            if not match:
                raise SandboxError("valgrind printed no instruction count (is valgrind installed?)")
            return int(match[-1])

        n = len(problem.tests)
        try:
            if cfg.timing == "paper-ref":
                m = measure_mod.measure_paper_ref(timed, n, mconf)
            elif cfg.timing == "instructions":
                m = measure_mod.measure_instructions(instructions, n)
            else:
                m = measure_mod.measure_interleaved(timed, n, mconf)
        except TimingRunFailed as exc:
            if exc.which == BASELINE:
                return Verdict(Status.SANDBOX_ERROR,
                               f"the baseline failed while being timed: {exc.detail}")
            status = Status(exc.status)
            return Verdict(status, f"test {exc.test} while timing (the output changed between "
                                   f"runs): {exc.detail}", test=exc.test,
                           tests_passed=verdict.tests_passed, tests_total=verdict.tests_total)
        verdict.measurement = m
        verdict.flags = sorted(set(verdict.flags) | set(m.flags))
        return verdict


__all__ = ["CANDIDATE", "BASELINE", "Harness", "HarnessConfig", "normalize_asm"]
