"""One strategy's verification inputs checked end to end on a small program: the wrong rewrite
passes every given test and is refuted by the inputs, the honest one answers them all as the
reference does; and a candidate checked by the explored tier alone.  Imported by the
strategies' and the campaign's test modules (``from strategy_checks import ...``)."""

from __future__ import annotations

from superasm.datasets.build import build_problem
from superasm.harness import Harness, HarnessConfig
from superasm.measure import MeasureConfig
from superasm.problem import Problem
from superasm.toolchain import build_and_run
from superasm.verdict import Check, Tier, Verdict
from superasm.verification.inputs import VerifyConfig, make_verify_tests


def refutes_only_the_wrong(strategy: str, reference: str, given: list[str], public: int,
                           wrong: str, honest: str) -> None:
    """``strategy``'s inputs for ``reference`` (its first ``public`` given inputs public, the
    rest hidden) refute ``wrong``, which the given tests never show, and not ``honest``."""
    problem = build_problem(strategy, reference, given[:public], given[public:])
    tests, report = make_verify_tests(problem, VerifyConfig(strategies=(strategy,)))
    assert report.strategies[strategy][2], report.strategies
    every = problem.tests + problem.hidden_tests
    assert build_and_run(wrong, [t.input.decode() for t in every]).outputs() == \
        [t.output for t in every]  # the tests never show it
    inputs = [t.input.decode() for t in tests]
    refuted = build_and_run(wrong, inputs, timeout_s=10.0)
    assert refuted.ok and any(got != t.output
                              for got, t in zip(refuted.outputs(), tests, strict=True))
    kept = build_and_run(honest, inputs, timeout_s=10.0)
    assert kept.ok and kept.outputs() == [t.output for t in tests]


def explored_alone(problem: Problem, asm: str, runs: int = 20) -> tuple[Verdict, Check]:
    """``asm``'s verdict with the explored tier and no generated inputs, AFL++ held to ``runs``
    runs (so few that its own mutations seldom find what the planted inputs do), and the
    explored tier's check."""
    config = HarnessConfig(timing=MeasureConfig(method="none"), explore_s=30.0,
                           explore_runs=runs, check_generated=False)
    with Harness(config) as harness:
        verdict = harness.evaluate(problem, asm)
    return verdict, next(c for c in verdict.checks if c.tier is Tier.EXPLORED)
