"""The measure phase: which inputs are timed, the timed runs a timing method asks for (every
output checked again), and the measurement folded into the verdict (see
:mod:`superasm.measure`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from superasm.harness.config import HarnessConfig, TimeOn
from superasm.harness.session import BaselineRun, Session, TaggedTest
from superasm.measure import (
    BASELINE,
    CANDIDATE,
    START,
    Clock,
    Decision,
    InstructionCountMissing,
    RunSample,
    TimingRunFailed,
    Unit,
    measure,
    method_spec,
)
from superasm.sandbox import CpuAccounting, warn_once
from superasm.verdict import Flag, Phase, Status, Verdict


def timed_tests(config: HarnessConfig, public: list[TaggedTest], hidden: list[TaggedTest],
                bench: list[TaggedTest]) -> list[TaggedTest]:
    """The inputs the speedup is measured on (:mod:`superasm.harness`, step 4)."""
    if config.time_on is TimeOn.PUBLIC:
        return public
    return bench or hidden or public


class TimedRunner:
    """A session's timed runs, as the measurement asks for them
    (:class:`~superasm.measure.StartTimingRunner`): ``times_start`` where the session holds the
    start runs' program."""

    def __init__(self, session: Session, baseline: dict[str, BaselineRun],
                 count_flags: set[str] | None, times_start: bool) -> None:
        self.session, self.baseline, self.count_flags = session, baseline, count_flags
        self.times_start = times_start

    def __call__(self, runs: Sequence[tuple[str, int]], wrapper: Sequence[str] = (),
                 slowdown: float = 1.0, count_log: bool = False) -> list[RunSample]:
        return timed_runs(self.session, runs, self.baseline, self.count_flags, wrapper,
                          slowdown, count_log)


def measured(session: Session, correct: Verdict, baseline: dict[str, BaselineRun]) -> Verdict:
    """The candidate, correct so far, timed against the baseline on the session's timed
    inputs: the verdict with its measurement, or the failure of a timed run."""
    cfg = session.config
    timing = cfg.timing
    spec = method_spec(timing.method)
    flags: set[str] = set()
    # instruction counts are confirmed by the default method's timed rounds: the same rule
    if session.sb.cpu_accounting is not CpuAccounting.CGROUP and timing.clock is Clock.CPU \
            and spec.follows_clock:
        warn_once("cpu-accounting", "no per-run CPU accounting here (no cgroup superasm can "
                  "write: run as root or delegate a cgroup): a run's children reaped by the "
                  "kernel would not be charged, so timing decides on the wall clock; see "
                  "SECURITY.md")
        timing = replace(timing, clock=Clock.WALL)
        flags.add(Flag.CPU_ACCOUNTING_UNAVAILABLE)
    if session.timed[0].phase is Phase.PUBLIC and cfg.time_on is TimeOn.UNSEEN:
        flags.add(Flag.TIMED_ON_SHOWN_INPUTS)
    counted = spec.unit is Unit.INSTRUCTIONS

    runner = TimedRunner(session, baseline, flags if counted else None,
                         times_start=session.start_bin is not None)
    try:
        m = measure(runner, len(session.timed), timing)
    except InstructionCountMissing as exc:
        return Verdict(Status.SANDBOX_ERROR, str(exc))
    except TimingRunFailed as exc:
        return failed_while_timed(session, correct, exc)
    if m is None:
        return correct
    if Flag.UNCOUNTED_TASKS in flags and m.decision is Decision.FASTER:
        m = replace(m, decision=Decision.UNCOUNTED)
    m = replace(m, timed_on=session.timed[0].phase,
                flags=tuple(sorted({*m.flags, *flags})))
    return replace(correct, measurement=m, flags=tuple(sorted({*correct.flags, *m.flags})),
                   program_seconds=correct.program_seconds + m.program_seconds)


def timed_runs(session: Session, runs: Sequence[tuple[str, int]],
               baseline: dict[str, BaselineRun], count_flags: set[str] | None,
               wrapper: Sequence[str] = (), slowdown: float = 1.0,
               count_log: bool = False) -> list[RunSample]:
    """A timing method's runs (its :class:`~superasm.measure.Runner`), in one request
    where the candidate's time limits are known; a timing input the baseline has not run
    yet (bench tests are not run ahead) gets its limit from the baseline's run just before
    in the same round: the request is split there.  Under instruction counting
    (``count_flags`` given) a run the counter may have missed adds ``uncounted_tasks``.
    A start run (:data:`~superasm.measure.START`, process start) gets the test's input
    on stdin like any run; it is ours, so its output is not judged."""
    cfg = session.config
    samples: list[RunSample] = []
    pending: list[tuple[str, int]] = []

    def send() -> None:
        requests = []
        for which, index in pending:
            test = session.timed[index]
            if which == START:
                requests.append(session.request(session.binary(which), test,
                                                cfg.max_timeout_s, expect_exit=0))
                continue
            limit = (cfg.max_timeout_s if which == BASELINE
                     else session.timeout(baseline[test.file])) * slowdown
            limits = replace(cfg.run_limits(limit), address_space=None) if wrapper \
                else None
            requests.append(session.request(session.binary(which), test, limit, wrapper,
                                            count_log, limits))
        # a failed run ends the measurement: the runs after it in the batch are skipped
        results = session.sb.run_batch(requests, stop_on_failure=True)
        if len(results) < len(pending):  # the agent stopped: its last run failed
            judged = [session.judge(r, session.timed[i]).status
                      for r, (w, i) in zip(results, pending, strict=False) if w != START]
            if all(status is Status.CORRECT for status in judged):
                which, index = pending[len(results)]
                raise TimingRunFailed(which, index, Status.RUNTIME_ERROR,
                                      "the sandbox skipped this run")
        for (which, index), result in zip(pending, results, strict=False):
            test = session.timed[index]
            if which == START:
                samples.append(RunSample(result.cpu_s, result.wall_s))
                continue
            judgement = session.judge(result, test)
            if judgement.status is not Status.CORRECT:
                raise TimingRunFailed(which, index, judgement.status, judgement.detail)
            if result.survivors:
                raise TimingRunFailed(which, index, Status.RUNTIME_ERROR,
                                      "left processes that could not be killed")
            if count_flags is not None and result.tasks != 0:
                # valgrind cannot count a task that is killed before it reports, and the
                # kernel says this run had more than one: the count is not the run's
                count_flags.add(Flag.UNCOUNTED_TASKS)
            if which == BASELINE and not wrapper and test.file not in baseline:
                baseline[test.file] = session.remember(test, result, agrees=True)
            samples.append(RunSample(result.cpu_s, result.wall_s, result.count_log))
        pending.clear()

    for which, index in runs:
        test = session.timed[index]
        if which == CANDIDATE and test.file not in baseline:
            send()
            if test.file not in baseline:  # not run just before (or under a wrapper)
                baseline.update(session.baseline_runs([test])[0])
        pending.append((which, index))
    send()
    return samples


def failed_while_timed(session: Session, correct: Verdict, exc: TimingRunFailed) -> Verdict:
    """A timed run that failed: the candidate is not correct after all.  An input a model
    was never shown stays unshown: the verdict names the test, not its bytes."""
    if exc.which == BASELINE:
        return Verdict(Status.SANDBOX_ERROR,
                       f"the baseline failed while being timed: {exc.detail}")
    test = session.timed[exc.test]
    if test.phase is Phase.PUBLIC:
        detail = f"{test.label()} while timing (the output changed between runs): {exc.detail}"
    else:
        detail = (f"{test.label()} (a timing input, not shown) failed while timing "
                  f"({exc.status})")
    return replace(correct, status=exc.status, test=exc.test,
                   test_name=test.case.name, phase=test.phase, measurement=None,
                   detail=detail, failure=None)
