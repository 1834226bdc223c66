"""The search engine: best-of-N, refinement feedback, extra samples, replies never asked twice,
results never judged twice, and every candidate judged through the caller's pool."""

from __future__ import annotations

import json
from collections.abc import Sequence

import pytest
from conftest import double_asm, untimed

from superasm.harness import HarnessConfig
from superasm.measure import MeasureConfig
from superasm.models.base import Optimizer
from superasm.pool import EvalPool
from superasm.problem import Problem, TestCase
from superasm.record import ResultRecord
from superasm.runs import RunDir
from superasm.search import SearchConfig, run_search
from superasm.values import Query, Sample
from superasm.verdict import Failure, Status, Verdict

GOOD = double_asm()
WRONG = double_asm(body="    imull $3, %esi\n")


class Scripted(Optimizer):
    """Round 0: a wrong candidate per sample; later rounds: a right one.  Logs every query."""

    spec = "scripted"

    def __init__(self, extra: int = 0) -> None:
        self.queries: list[tuple[Query, int]] = []
        self.extra = extra
        self.attached: list[tuple[EvalPool | None, bool]] = []

    def generate(self, queries, n=1):
        self.queries.extend((q, n) for q in queries)
        out = []
        for q in queries:
            asm = WRONG if q.round == 0 else GOOD
            out.append([Sample(asm=asm, response=f"```asm\n{asm}```") for _ in range(n + self.extra)])
        return out

    def attach(self, pool, progress):
        self.attached.append((pool, progress is not None))


class Broken(Optimizer):
    def generate(self, queries, n=1):
        raise RuntimeError("backend exploded")


class Unusable(Optimizer):
    """A failed request for sample 0, a reply with no assembly for sample 1."""

    def generate(self, queries, n=1):
        return [[Sample(asm=None, error="HTTP 503"),
                 Sample(asm=None, response="I cannot help.", error="no code block")][:n]
                for _ in queries]


class TablePool(EvalPool):
    """Judges GOOD correct and WRONG wrong without a sandbox; counts what it was asked."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, int]] = []
        self.closed = False

    def evaluate(self, problem: Problem, asm: str | None, extra_tests: Sequence[TestCase] = (),
                 *, timing: MeasureConfig | None = None, verify: bool = True) -> Verdict:
        self.asked.append((problem.id, len(extra_tests)))
        if asm == GOOD:
            return Verdict(Status.CORRECT, tests_passed=1, tests_total=1, verified=True)
        return Verdict(Status.WRONG_OUTPUT, "test 0: differs", test=0, tests_total=1,
                       failure=Failure("1\n", "2\n", "3\n", offset=0))

    def close(self) -> None:
        self.closed = True


UNTIMED = untimed(HarnessConfig())
PROBLEM = Problem("p", "int main(void){return 0;}", GOOD, [TestCase("1\n", "2\n")])


# -- with a stand-in pool (no sandbox) -----------------------------------------------------------


def test_candidates_go_through_the_callers_pool(tmp_path):
    pool, model = TablePool(), Scripted()
    seen: list[ResultRecord] = []
    records = run_search([PROBLEM], model, UNTIMED,
                         SearchConfig(samples=2, rounds=2, progress=False), pool=pool,
                         on_record=seen.append)
    assert len(pool.asked) == 4 and not pool.closed  # the caller's pool stays open
    assert sorted(r.key for r in seen) == sorted(r.key for r in records)
    assert {(r.round, r.sample): r.status for r in records} == {
        (0, 0): Status.WRONG_OUTPUT, (0, 1): Status.WRONG_OUTPUT,
        (1, 0): Status.CORRECT, (1, 1): Status.CORRECT}
    # the optimizer saw the same pool while searching, and was detached afterwards
    assert model.attached == [(pool, True), (None, False)]
    chain = model.queries[1][0]
    assert chain.history[0].status == "wrong_output" and chain.history[0].actual_output == "3\n"
    assert all(r.candidate_asm in (GOOD, WRONG) and r.asm_sha256 for r in records)


def test_samples_without_assembly_are_judged_without_the_pool():
    pool = TablePool()
    records = run_search([PROBLEM], Unusable(), UNTIMED,
                         SearchConfig(samples=2, progress=False), pool=pool)
    by_sample = {r.sample: r for r in records}
    assert by_sample[0].status is Status.MODEL_ERROR and "HTTP 503" in by_sample[0].detail
    assert by_sample[1].status is Status.ASSEMBLE_ERROR
    assert "no code block" in by_sample[1].detail
    assert pool.asked == []


def test_recorded_results_are_never_judged_again(tmp_path):
    run = RunDir(tmp_path / "run")
    run.open({"dataset": "t", "model": "scripted"})
    first = run_search([PROBLEM], Scripted(), UNTIMED, SearchConfig(samples=2, progress=False),
                       run, pool=TablePool())
    pool, again = TablePool(), Scripted()
    resumed = run_search([PROBLEM], again, UNTIMED, SearchConfig(samples=2, progress=False), run,
                         pool=pool)
    assert pool.asked == [] and again.queries == []
    assert sorted(resumed, key=lambda r: r.key) == sorted(first, key=lambda r: r.key)


def test_fuzz_tests_reach_the_pool(monkeypatch):
    import superasm.search as search

    made = [TestCase(f"{x}\n", f"{2 * x}\n") for x in (5, 6, 7)]
    monkeypatch.setattr(search, "fuzz_tests", lambda problem, n, seed, generator: made[:n])
    pool = TablePool()
    run_search([PROBLEM], Scripted(), UNTIMED,
               SearchConfig(samples=2, fuzz=2, progress=False), pool=pool)
    assert pool.asked == [("p", 2), ("p", 2)]


# -- through the real harness --------------------------------------------------------------------


@pytest.mark.needs_bwrap
def test_refinement_feeds_back_the_previous_verdict(tmp_path, double_problem, fast_config):
    model = Scripted()
    run = RunDir(tmp_path / "run")
    run.open({"dataset": "t", "model": "scripted"})
    records = run_search([double_problem], model, untimed(fast_config),
                         SearchConfig(samples=2, rounds=2, progress=False), run)
    assert {(r.round, r.sample): r.status.value for r in records} == {
        (0, 0): "wrong_output", (0, 1): "wrong_output", (1, 0): "correct", (1, 1): "correct"}
    first, *chains = model.queries
    assert first[1] == 2 and first[0].round == 0  # one request with n = 2 in round 0
    assert len(chains) == 2 and all(n == 1 for _, n in chains)
    feedback = chains[0][0].history[0]
    assert feedback.status == "wrong_output" and feedback.expected_output == "2\n"
    assert feedback.actual_output == "3\n"
    summary = json.loads((tmp_path / "run" / "summary.json").read_text())
    assert [r["test_pass"] for r in summary["rounds"]] == [0.0, 100.0]
    assert summary["model"] == "scripted" and summary["n_candidates"] == 4
    assert len(run.replies()) == 4
    assert sorted(run.results(), key=lambda r: r.key) == sorted(records, key=lambda r: r.key)


@pytest.mark.needs_bwrap
def test_a_resumed_run_never_asks_the_model_again(tmp_path, double_problem, fast_config):
    run = RunDir(tmp_path / "run")
    run.open({"dataset": "t", "model": "scripted"})
    config = untimed(fast_config)
    run_search([double_problem], Scripted(), config, SearchConfig(samples=2, progress=False), run)
    # lose the results but keep the replies: evaluation is redone, the model is not asked
    run.results_path.unlink()
    again = Scripted()
    records = run_search([double_problem], again, config, SearchConfig(samples=2, progress=False),
                         run)
    assert again.queries == [] and len(records) == 2
    assert all(r.status is Status.WRONG_OUTPUT for r in records)


@pytest.mark.needs_bwrap
def test_extra_samples_of_a_stack_are_kept(double_problem, fast_config):
    records = run_search([double_problem], Scripted(extra=1), untimed(fast_config),
                         SearchConfig(samples=2, progress=False))
    assert sorted(r.sample for r in records) == [0, 1, 2]


@pytest.mark.needs_bwrap
def test_a_failing_backend_becomes_model_errors(double_problem, fast_config):
    records = run_search([double_problem], Broken(), untimed(fast_config),
                         SearchConfig(samples=1, progress=False))
    assert records[0].status is Status.MODEL_ERROR and "backend exploded" in records[0].detail


def test_the_progress_bar_shows_whole_candidates_and_the_phase(capsys):
    """A self-verifying optimizer moves the bar by fractions of a candidate; the reader sees
    whole candidates, a percentage and what is happening, never ``0.07880000000000001/6``."""
    from superasm.search import _Progress

    progress = _Progress(6, 0, True)
    assert progress.bar is not None
    progress.bar.mininterval = 0
    progress.note("trying gcc -O2 {x}", 0.0788)
    progress.note("trying clang -O3", 0.1)
    progress.update("correct")
    progress.close()
    shown = capsys.readouterr().err
    assert "0.0788" not in shown and "0.1788" not in shown
    assert "0/6 cand" in shown and "1/6 cand" in shown
    assert "trying gcc -O2 {x}" in shown and "correct" in shown and "%" in shown
