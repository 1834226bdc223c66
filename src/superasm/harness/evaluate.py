"""The harness: one candidate on one problem → a Verdict, the phases in their order (test,
verify, measure: :mod:`superasm.harness` says what each does), each phase a value and the
verdict built once from them."""

from __future__ import annotations

import os
import shutil
import tempfile
import weakref
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Protocol

from superasm.harness.builds import Builds
from superasm.harness.checks import input_checks, runner_tiers
from superasm.harness.config import HarnessConfig, tier_on
from superasm.harness.explored import Judges
from superasm.harness.session import BaselineRuns, Session, TaggedTest, tagged
from superasm.harness.timing import measured, timed_tests
from superasm.measure import MeasureConfig, method_spec
from superasm.problem import Problem, TestCase
from superasm.sandbox import (
    KeptSandboxes,
    SandboxConfig,
    SandboxCrashed,
    SandboxError,
    SandboxUnavailable,
)
from superasm.tiers import Source, Stage, TierSpec, tiers_at
from superasm.toolchain import canonical_asm
from superasm.verdict import Flag, Phase, Status, Verdict

MAX_ASM_BYTES = 8 << 20
#: memory the sandbox's own runner needs on top of the candidate's limit
RUNNER_MEMORY = 256 << 20


class _Closes(Protocol):
    def close(self) -> None: ...


def _close_harness(workdir: Path, parts: Sequence[_Closes]) -> None:
    for part in parts:
        part.close()
    shutil.rmtree(workdir, ignore_errors=True)


def _inputs(spec: TierSpec, problem: Problem,
            extra_tests: Sequence[TestCase]) -> list[TaggedTest]:
    """A tier's inputs known before the candidate runs: its problem field's tests, or those the
    caller handed over; none for a tier whose runner finds its own."""
    if spec.phase is None or spec.source is Source.RUNNER:
        return []
    cases = getattr(problem, spec.problem_field) if spec.source is Source.PROBLEM \
        else extra_tests
    return tagged(spec.phase, cases)


class Harness:
    """Evaluates candidates.  Thread-safe: each call uses its own sandboxes."""

    def __init__(self, config: HarnessConfig | None = None) -> None:
        self.config = config or HarnessConfig()
        self._workdir = Path(tempfile.mkdtemp(prefix="superasm-harness-"))
        os.chmod(self._workdir, 0o755)
        self._baseline_runs = BaselineRuns()
        build = SandboxConfig(scratch_bytes=self.config.scratch_bytes, cpu=self.config.cpu,
                              cpu_accounting=False)
        run_core = self.config.cpu if self.config.cpu is not None \
            else max(os.sched_getaffinity(0))
        run = replace(build, cpu=run_core, cpu_accounting=True,
                      memory_bytes=self.config.memory_bytes + RUNNER_MEMORY,
                      run_root_bytes=self.config.scratch_bytes,
                      run_root_inodes=self.config.scratch_inodes)
        self._builds = Builds(build, self._workdir, self.config.compiler,
                              self.config.toolchain_timeout_s)
        self._runners = KeptSandboxes(run)
        #: the reference's judge of new inputs, by problem (superasm.verification.campaign), the latest kept
        self._judges = Judges(self.config)
        # a Harness used without `with` still leaves no sandbox or directory behind when collected
        self._cleanup = weakref.finalize(self, _close_harness, self._workdir,
                                         (self._judges, self._builds, self._runners))

    def __enter__(self) -> Harness:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        self._cleanup()

    def kept_sandboxes(self) -> list[int]:
        """Host pids (bubblewrap's) of the sandboxes kept for the next candidate; between calls
        each has one process inside, its agent: nothing of a candidate outlives its call.  The
        explored tier's judges (the reference's builds, one sandbox per kept problem) too."""
        return self._builds.pids() + self._runners.pids() + self._judges.pids()

    def baseline_binary(self, problem: Problem) -> Path:
        """The problem's -O3 executable, built once per harness (keyed by its assembly)."""
        return self._builds.baseline(problem)

    def start_binary(self, link_libs: Sequence[str] = ()) -> Path | None:
        """The start runs' program (:data:`~superasm.harness.builds.START_ASM`) linked with a
        problem's libraries, as its baseline is, built once per harness; None where it does not
        build (process start is then not timed, and ``too_short_s`` stands in)."""
        return self._builds.start(link_libs)

    def evaluate(self, problem: Problem, asm: str | None, extra_tests: Sequence[TestCase] = (),
                 *, timing: MeasureConfig | None = None, verify: bool = True) -> Verdict:
        """Judge one candidate; ``extra_tests`` are the cases of the tiers the caller supplies
        (``Source.CALLER``: the search's fuzz inputs).  ``timing`` replaces the configured
        measurement for this call, and ``verify=False`` skips every tier beyond the public tests
        (a search's cheap screen).  Never raises for the candidate's faults; raises only
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
        cand_bin, status, message = self._builds.build(asm, "cand", problem.link_libs)
        if cand_bin is None:
            return Verdict(status, message)
        (public,) = tiers_at(Stage.STATUS)
        tests = _inputs(public, problem, extra_tests)
        checks = [test for spec in tiers_at(Stage.INPUTS) if tier_on(spec, self.config)
                  for test in _inputs(spec, problem, extra_tests)] if verify else []
        hidden = tagged(Phase.HIDDEN, problem.hidden_tests)
        config = replace(self.config, timing=timing) if timing is not None else self.config
        timed = timed_tests(config, tests, hidden, tagged(Phase.BENCH, problem.bench_tests))
        try:
            with self._runners.lease() as sb:
                start_bin = self.start_binary(problem.link_libs) \
                    if not identical and method_spec(config.timing.method).run else None
                session = Session(sb, self._baseline_runs, config, problem, base_bin,
                                  cand_bin, tests, checks, timed, asm, self._judges.explore,
                                  start_bin)
                with session.placed():
                    return _phases(session, identical, verify)
        except SandboxUnavailable:
            raise
        except SandboxCrashed as exc:
            # the candidate runs in a PID namespace of its own, out of reach of the runner: a
            # runner that dies was killed from outside (or by the OOM killer); this candidate's
            # verdict is a harness failure, which scores as nothing compiled (never credit)
            return Verdict(Status.SANDBOX_ERROR, f"the sandbox's runner died: {exc}",
                           flags=(Flag.SANDBOX_RUNNER_KILLED,))
        except SandboxError as exc:
            return Verdict(Status.SANDBOX_ERROR, str(exc))
        finally:
            cand_bin.unlink(missing_ok=True)


def _phases(session: Session, identical: bool, verify: bool) -> Verdict:
    """The phases' verdict; without ``verify`` the checks were not run: ``verified`` None."""
    # the baseline ahead of the candidate on what decides correctness (its time sets the
    # candidate's limits); on timing inputs only if they are timed (see timing.measured)
    ahead = list({t.file: t for t in session.tests + session.checks}.values())
    baseline, baseline_seconds = session.baseline_runs(ahead)
    flags = tuple(sorted(Flag.baseline_disagrees(t.phase, t.index)
                         for t in ahead if not baseline[t.file].agrees))
    public = session.phase(session.tests, baseline, session.config.stop_at_first_failure)
    seconds = baseline_seconds + public.program_seconds
    if public.failure is not None:
        return replace(public.failure, tests_passed=public.passed, tests_total=public.total,
                       flags=flags, program_seconds=seconds,
                       checks=input_checks(session, public, None))
    check = session.phase(session.checks, baseline,
                          stop_first=session.config.stop_at_first_failure)
    seconds += check.program_seconds
    checks = input_checks(session, public, check if verify else None)
    failure = check.failure
    if verify and not identical:
        found = runner_tiers(session, baseline, failure)
        checks, failure, seconds = checks + found.checks, found.failure, seconds + found.seconds
    verified_detail = f"{failure.detail} ({failure.status.value})" if failure else ""
    correct = Verdict(Status.CORRECT, tests_passed=public.passed, tests_total=public.total,
                      verified=failure is None if verify else None,
                      verified_detail=verified_detail,
                      failure=failure.failure if failure else None,
                      flags=flags, program_seconds=seconds, checks=checks)
    if identical:
        return replace(correct, identical_to_baseline=True,
                       detail="identical to the baseline assembly: 1.00× by definition")
    if failure is not None and session.timed is not session.tests:
        # wrong on an unseen input: no credit either way; the paper's number (timed on
        # the public tests, as it did) is still reported beside it
        session.timed = session.tests
    return measured(session, correct, baseline)
