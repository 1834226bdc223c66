"""The search engine: best-of-N, refinement feedback, extra samples, replies never asked twice."""

from __future__ import annotations

from dataclasses import replace

import pytest
from conftest import double_asm

from superasm.models.base import Optimizer, Query, Sample
from superasm.runs import RunDir
from superasm.search import SearchConfig, run_search

pytestmark = pytest.mark.needs_bwrap

GOOD = double_asm()
WRONG = double_asm(body="    imull $3, %esi\n")


class Scripted(Optimizer):
    """Round 0: a wrong candidate per sample; later rounds: a right one.  Logs every query."""

    def __init__(self, extra: int = 0) -> None:
        self.queries: list[tuple[Query, int]] = []
        self.extra = extra

    def generate(self, queries, n=1):
        self.queries.extend((q, n) for q in queries)
        out = []
        for q in queries:
            asm = WRONG if q.round == 0 else GOOD
            out.append([Sample(asm=asm, response=f"```asm\n{asm}```") for _ in range(n + self.extra)])
        return out


class Broken(Optimizer):
    def generate(self, queries, n=1):
        raise RuntimeError("backend exploded")


def test_refinement_feeds_back_the_previous_verdict(tmp_path, double_problem, fast_config):
    model = Scripted()
    run = RunDir(tmp_path / "run")
    run.open({"dataset": "t", "model": "scripted"})
    rows = run_search([double_problem], model, replace(fast_config, timing="none"),
                      SearchConfig(samples=2, rounds=2, progress=False), run)
    assert {(r["round"], r["sample"]): r["status"] for r in rows} == {
        (0, 0): "wrong_output", (0, 1): "wrong_output", (1, 0): "correct", (1, 1): "correct"}
    first, *chains = model.queries
    assert first[1] == 2 and first[0].round == 0  # one request with n = 2 in round 0
    assert len(chains) == 2 and all(n == 1 for _, n in chains)
    feedback = chains[0][0].history[0]
    assert feedback.status == "wrong_output" and feedback.expected_output == "2\n"
    assert feedback.actual_output == "3\n"
    summary = __import__("json").loads((tmp_path / "run" / "summary.json").read_text())
    assert [r["test_pass"] for r in summary["rounds"]] == [0.0, 100.0]
    assert len(run.replies()) == 4


def test_a_resumed_run_never_asks_the_model_again(tmp_path, double_problem, fast_config):
    run = RunDir(tmp_path / "run")
    run.open({"dataset": "t", "model": "scripted"})
    config = replace(fast_config, timing="none")
    run_search([double_problem], Scripted(), config, SearchConfig(samples=2, progress=False), run)
    # lose the results but keep the replies: evaluation is redone, the model is not asked
    run.results_path.unlink()
    again = Scripted()
    rows = run_search([double_problem], again, config, SearchConfig(samples=2, progress=False), run)
    assert again.queries == [] and len(rows) == 2


def test_extra_samples_of_a_stack_are_kept(double_problem, fast_config):
    rows = run_search([double_problem], Scripted(extra=1), replace(fast_config, timing="none"),
                      SearchConfig(samples=2, progress=False))
    assert sorted(r["sample"] for r in rows) == [0, 1, 2]


def test_a_failing_backend_becomes_model_errors(double_problem, fast_config):
    rows = run_search([double_problem], Broken(), replace(fast_config, timing="none"),
                      SearchConfig(samples=1, progress=False))
    assert rows[0]["status"] == "model_error" and "backend exploded" in rows[0]["detail"]
