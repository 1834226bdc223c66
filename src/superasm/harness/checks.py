"""The verify phase's checks: one :class:`~superasm.verdict.Check` per tier of
:data:`superasm.tiers.TIERS`.  The input tiers' counts (or why a tier had no inputs), and the
tiers with runners of their own, one runner at a time while nothing has refuted the candidate:
the explored tier's (:mod:`~superasm.harness.explored`) and the function tier's
(:mod:`superasm.verification.equiv`, here).  The table of runners (:data:`RUNNERS`) and the settings the
tiers name are checked against the declarations as this module is imported."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields

from superasm.harness.config import HarnessConfig, tier_on
from superasm.harness.explored import run_explored
from superasm.harness.session import BaselineRun, PhaseOutcome, RunnerOutcome, Session
from superasm.problem import InputsMade, Problem
from superasm.tiers import TIERS, Stage, TierSpec, check_tiers, runner_groups, tiers_at
from superasm.verdict import Check, Status, Verdict
from superasm.verification.equiv import check_functions


def _made(problem: Problem, spec: TierSpec) -> InputsMade | None:
    """What the maker of a tier's cases recorded with the problem (``TierSpec.made``)."""
    made = getattr(problem, spec.made) if spec.made else None
    return made if isinstance(made, InputsMade) else None


def coverage_note(problem: Problem, spec: TierSpec) -> str:
    """The reference's coverage the maker of a tier's inputs recorded with the problem (the
    generated inputs' ``verify_made``), for the verdict."""
    made = _made(problem, spec)
    coverage = made.coverage if made is not None else None
    if coverage is None or not coverage.sites:
        return ""
    return (f"reference coverage {coverage.by_tests}/{coverage.sites} -> "
            f"{coverage.with_made}/{coverage.sites} blocks")


def why_absent(spec: TierSpec, problem: Problem, config: HarnessConfig) -> str:
    """Why a tier had no cases: turned off, what their maker noted, or its declared words."""
    if not tier_on(spec, config):
        return f"turned off ({spec.switch})"
    made = _made(problem, spec)
    return made.note if made is not None and made.note else spec.absent


def input_checks(session: Session, public: PhaseOutcome,
                 check: PhaseOutcome | None) -> tuple[Check, ...]:
    """The input tiers' counts: the tier that decides the status, then each tier of the
    inputs stage that had inputs (or says why it had none), in the table's order."""
    (status_tier,) = tiers_at(Stage.STATUS)
    out = [Check(status_tier.tier, True, public.passed, public.total,
                 public.failure is None)]
    if check is None:
        return tuple(out)
    for spec in tiers_at(Stage.INPUTS):
        total = sum(1 for t in session.checks if t.phase is spec.phase)
        if not total:
            if spec.absent:
                out.append(Check(spec.tier, False,
                                 detail=why_absent(spec, session.problem, session.config)))
            continue
        passed = check.passed_by.get(spec.phase, 0) if spec.phase is not None else 0
        out.append(Check(spec.tier, True, passed, total, passed == total,
                         coverage_note(session.problem, spec)))
    return tuple(out)


def runner_tiers(session: Session, baseline: dict[str, BaselineRun],
                 failure: Verdict | None) -> RunnerOutcome:
    """The tiers with runners, one runner at a time in the table's order, each only while
    nothing has refuted the candidate (``failure`` is the inputs' first failure)."""
    checks: tuple[Check, ...] = ()
    seconds = 0.0
    for specs in runner_groups():
        if failure is not None:
            break
        if tier_on(specs[0], session.config):
            found = RUNNERS[specs[0].runner](session, specs, baseline)
            checks, failure = checks + found.checks, found.failure
            seconds += found.seconds
    return RunnerOutcome(checks, failure, seconds)


def run_functions(session: Session, specs: tuple[TierSpec, ...],
                  baseline: dict[str, BaselineRun]) -> RunnerOutcome:
    """The function tier's runner: its checks, and a counterexample refutes the candidate."""
    checks, refuted = function_checks(session, specs)
    return RunnerOutcome(checks, None if refuted is None
                         else Verdict(Status.WRONG_OUTPUT, refuted), 0.0)


def function_checks(session: Session, specs: tuple[TierSpec, ...]
                    ) -> tuple[tuple[Check, ...], str | None]:
    """The function tier (superasm.verification.equiv), one check per method (``function-METHOD``):
    checks, and the counterexample that refutes the candidate (None when none does)."""
    found = check_functions(session.problem, session.asm,
                            budget_s=session.config.function_budget_s,
                            compiler=session.config.compiler)
    checks: list[Check] = []
    refuted = None
    for tier in (spec.tier for spec in specs):
        method = tier.value.split("-", 1)[1]
        mine = [f for f in found if f.method == method]
        ran = [f for f in mine if f.ran]
        if not ran:
            why = "; ".join(sorted({f"{f.function}: {f.why_not}" for f in mine})) \
                or "no function of the source outside main in both programs"
            checks.append(Check(tier, False, detail=why[:300]))
            continue
        failed = [f for f in ran if f.passed is False]
        detail = "; ".join(f"{f.function}: {f.bound}" for f in ran)[:300] if not failed \
            else f"{failed[0].function}: {failed[0].counterexample}"[:300]
        checks.append(Check(tier, True, sum(f.cases for f in ran if f.passed),
                            sum(f.cases for f in ran), not failed, detail))
        if failed and refuted is None:
            refuted = (f"function {failed[0].function} differs from the baseline's "
                       f"({method}): {failed[0].counterexample}")[:600]
    return tuple(checks), refuted


#: the runners of the tiers that find their own cases (``TierSpec.runner``): each is given its
#: tiers' declarations and the baseline's runs, and runs once for all of them
RUNNERS: dict[str, Callable[[Session, tuple[TierSpec, ...], dict[str, BaselineRun]],
                            RunnerOutcome]] = {
    "explore": run_explored,
    "functions": run_functions,
}

# what the table of tiers names here is checked as this module is imported: each switch, option
# and reward setting a field of HarnessConfig, each problem field one of Problem, each runner here
check_tiers(TIERS, settings={f.name for f in fields(HarnessConfig)},
            problem_fields={f.name for f in fields(Problem)}, runners=RUNNERS)
