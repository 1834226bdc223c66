"""The explored tier in the harness: the reference's judges kept between candidates (each a
sandbox holding the reference's builds, :class:`~superasm.verification.campaign.ReferenceJudge`), the
campaign on one candidate's own code (:mod:`superasm.verification.campaign`), and the tier's runner: the
candidate on every valid input the campaign found, against the reference's answer."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path

from superasm.harness.config import HarnessConfig
from superasm.harness.session import BaselineRun, RunnerOutcome, Session, tagged
from superasm.problem import Problem
from superasm.tiers import TierSpec
from superasm.verdict import Check, Phase
from superasm.verification.campaign import (
    CampaignConfig,
    ExploreOutcome,
    ReferenceJudge,
    constants,
    explore_candidate,
    judge_for,
)

#: judges kept open at once (each is a sandbox holding the reference's builds)
KEPT_JUDGES = 2


def close_judge(judge: ReferenceJudge | str | None) -> None:
    if isinstance(judge, ReferenceJudge):
        judge.__exit__(None, None, None)


class Judges:
    """The reference's judge of new inputs, by problem, the latest :data:`KEPT_JUDGES` kept (a
    message where the reference could not be built for one)."""

    def __init__(self, config: HarnessConfig) -> None:
        self.config = config
        self._judges: dict[str, ReferenceJudge | str] = {}
        self._lock = threading.Lock()

    def pids(self) -> list[int]:
        """Host pids of the judges' sandboxes."""
        with self._lock:
            return [pid for judge in self._judges.values()
                    if isinstance(judge, ReferenceJudge) for pid in judge.pids()]

    def close(self) -> None:
        for judge in self._judges.values():
            close_judge(judge)
        self._judges.clear()

    def explore(self, problem: Problem, asm: str, binaries: tuple[Path, Path],
                seeds: Sequence[bytes], timeout_ms: int) -> ExploreOutcome:
        """The explored tier's campaign on one candidate (superasm.verification.campaign), with the
        problem's judge kept for its next candidate.  Campaigns of one harness take turns."""
        cfg = self.config
        with self._lock:
            judge = self._judges.pop(problem.id, None)
            if judge is None or (isinstance(judge, ReferenceJudge)
                                 and judge.problem is not problem):
                close_judge(judge)
                judge = judge_for(problem, cfg.compiler)
            while len(self._judges) >= KEPT_JUDGES:
                close_judge(self._judges.pop(next(iter(self._judges))))
            self._judges[problem.id] = judge
            if isinstance(judge, str):
                return ExploreOutcome(False, judge)
            numbers, words = constants(asm, problem.baseline_asm)
            return explore_candidate(asm, problem.baseline_asm, binaries, seeds, judge,
                                     numbers, words,
                                     CampaignConfig(runs=cfg.explore_runs,
                                                    budget_s=cfg.explore_s,
                                                    max_inputs=cfg.explore_inputs),
                                     timeout_ms, problem.output_match, cfg.compiler)


def run_explored(session: Session, specs: tuple[TierSpec, ...],
                 baseline: dict[str, BaselineRun]) -> RunnerOutcome:
    """The explored tier: a campaign on the candidate's own code, then the candidate on
    every valid input it found, against the reference's answer (superasm.verification.campaign)."""
    (spec,) = specs
    if session.explore is None or spec.phase is None:
        return RunnerOutcome((), None, 0.0)
    seeds = [t.case.input for t in session.tests + session.checks if t.phase is not Phase.FUZZ]
    slowest = max((baseline[t.file].wall_s for t in session.tests + session.checks
                   if t.file in baseline), default=0.01)
    outcome = session.explore(session.problem, session.asm,
                              (session.base_bin, session.cand_bin), seeds,
                              int(5000 * slowest) + 20)
    if not outcome.ran or not outcome.tests:
        return RunnerOutcome((Check(spec.tier, outcome.ran, 0, 0,
                                    True if outcome.ran else None, outcome.detail[:600]),),
                             None, 0.0)
    tests = tagged(spec.phase, list(outcome.tests))
    with session.staged(tests):
        runs, base_seconds = session.baseline_runs(tests)
        result = session.phase(tests, runs, stop_first=session.config.stop_at_first_failure)
    check = Check(spec.tier, True, result.passed, len(tests), result.failure is None,
                  outcome.detail[:600])
    return RunnerOutcome((check,), result.failure, base_seconds + result.program_seconds)
