"""The reference's explored corpus (issue 32, item 2): inputs a coverage-guided campaign with
comparison feedback on the C reference finds, once per problem, joined to its verification
inputs.

The generated verification inputs come from strategies, each aimed at a mistake someone
thought of.  A campaign with CmpLog (:class:`superasm.verification.campaign.ReferenceCampaign`) reaches the
inputs where the reference's own comparisons flip, whatever they compare: two fields equal, a
pattern that occurs in the text, the program's own tokens composed.  The valid ones (the
reference's rules, :class:`superasm.verification.campaign.ReferenceJudge`) join ``verify_tests`` under the
names ``ref-explored-N``, so every candidate is checked on them and every candidate's own
campaign starts from them.  Made once per problem and cached (``~/.cache/superasm/explored``);
``explored`` in ``Problem.verify_made`` says what was done.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace

from superasm.cache import JsonCache, digest, tests_digest
from superasm.problem import InputsMade, Problem, TestCase, decode_bytes
from superasm.tiers import Preparing
from superasm.toolchain import DEFAULT_COMPILER
from superasm.verification.campaign import (
    CAMPAIGN_FAILED,
    CampaignConfig,
    ReferenceJudge,
    available,
    judge_for,
    reference_corpus,
)

VERSION = 1
#: executions of the reference, and seconds at most, it gets once per problem
REFERENCE_RUNS, REFERENCE_BUDGET_S = 20000, 4.0
PREFIX = "ref-explored-"


@dataclass(frozen=True)
class ExploredReport:
    problem_id: str
    tests: int
    note: str
    cached: bool = False


def add_reference_corpus(problems: Sequence[Problem], compiler: str = DEFAULT_COMPILER,
                         budget_s: float = REFERENCE_BUDGET_S, cache: JsonCache | None = None,
                         workers: int = 1,
                         progress: Callable[[ExploredReport], None] | None = None,
                         ) -> tuple[list[Problem], list[ExploredReport]]:
    """Each problem with its explored corpus joined to its ``verify_tests`` (module
    docstring), and what was done in ``verify_made``'s ``explored``; problems that have it
    already keep theirs.  The problems, in order, and a report for each."""
    cache = cache if cache is not None else JsonCache("explored", VERSION)
    why_not = available()

    def one(problem: Problem) -> tuple[Problem, ExploredReport]:
        made = problem.verify_made or InputsMade()
        recorded = made.details.get("explored") or {}
        tests: list[TestCase] = []
        if recorded.get("ran") or any(t.name.startswith(PREFIX) for t in problem.verify_tests):
            report = ExploredReport(problem.id, sum(t.name.startswith(PREFIX)
                                                    for t in problem.verify_tests),
                                    "recorded with the problem", True)
        elif why_not:
            report = ExploredReport(problem.id, 0, why_not)
        else:
            tests, report = _made_or_cached(problem, compiler, budget_s, cache)
        problem = replace(problem, verify_tests=problem.verify_tests + tuple(tests),
                          verify_made=made.with_details(explored={
                              "tests": report.tests, "note": report.note,
                              "ran": report.cached or report.note.startswith(
                                  "AFL++ with CmpLog")}))
        if progress:
            progress(report)
        return problem, report

    with ThreadPoolExecutor(max_workers=max(1, min(workers, len(problems) or 1))) as pool:
        done = list(pool.map(one, problems))
    return [problem for problem, _ in done], [report for _, report in done]


def prepare(problems: list[Problem], preparing: Preparing) -> list[Problem]:
    """The explored tier's preparation (``TierSpec.prepare``): each problem with its explored
    corpus joined to its verification inputs (once per problem, cached); a campaign that found
    nothing for a reason a user can act on is said through ``preparing.say``."""
    todo = sum(not any(t.name.startswith(PREFIX) for t in p.verify_tests) for p in problems)
    if todo:
        preparing.say(f"the reference's explored corpus for {todo} problem(s): AFL++ with "
                      f"comparison feedback, {REFERENCE_BUDGET_S:g} s each (cached)")
    problems, reports = add_reference_corpus(problems, preparing.compiler,
                                             workers=preparing.workers)
    for report in reports:
        if not report.cached and report.note:
            preparing.say(f"{report.problem_id}: {report.note}")
    return problems


def _made_or_cached(problem: Problem, compiler: str, budget_s: float,
                    cache: JsonCache) -> tuple[list[TestCase], ExploredReport]:
    key = digest({"c": problem.c_source, "asm": problem.baseline_asm, "compiler": compiler,
                  "budget": budget_s, "runs": REFERENCE_RUNS,
                  "given": tests_digest(problem.tests + problem.hidden_tests),
                  "verify": tests_digest(problem.verify_tests)})
    hit = cache.get(key)
    if hit is not None:
        tests = [TestCase(decode_bytes(t["input"], "explored input"),
                          decode_bytes(t["output"], "output"), t.get("name", ""),
                          t.get("exit_code", 0)) for t in hit["tests"]]
        return tests, ExploredReport(problem.id, len(tests), str(hit["note"]), True)
    judge = judge_for(problem, compiler)
    if isinstance(judge, str):
        return [], ExploredReport(problem.id, 0, judge)
    try:
        tests, note = reference_corpus(problem, judge,
                                       CampaignConfig(runs=REFERENCE_RUNS, budget_s=budget_s,
                                                      max_inputs=24))
    finally:
        _close(judge)
    if not note.startswith(CAMPAIGN_FAILED):  # the machine's fault: the next run tries again
        cache.put(key, {"tests": [t.to_dict() for t in tests], "note": note})
    return tests, ExploredReport(problem.id, len(tests), note)


def _close(judge: ReferenceJudge) -> None:
    judge.__exit__(None, None, None)


__all__ = ["ExploredReport", "PREFIX", "REFERENCE_BUDGET_S", "add_reference_corpus", "prepare"]
