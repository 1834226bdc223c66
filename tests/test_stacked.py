"""Stacking ``A+B``: B starts from A's best, A's best is kept as a sample, provenance recorded."""

from __future__ import annotations

import pytest

from superasm.models import load_model
from superasm.models.base import Optimizer
from superasm.models.stacked import StackedOptimizer
from superasm.pool import EvalPool
from superasm.problem import Problem, TestCase
from superasm.values import Feedback, Query, Sample
from superasm.verdict import Measurement, Status, Timing, Verdict

#: differs from the baseline in an instruction, not only in a comment (comments do not count)
BETTER_ASM = "    .text\n    # the first stage's better assembly\n    nop\n"


def _problem(pid: str = "p") -> Problem:
    return Problem(pid, "int main(void){return 0;}", "    .text\n    # baseline\n",
                   [TestCase("", "")])


class FirstStage(Optimizer):
    """Returns a fixed best, like a self-verifying portfolio; counts how often it is asked."""

    self_verifying = True
    deterministic = True

    def __init__(self, asm: str | None, variant: str = "gcc-pgo") -> None:
        self.asm, self.variant, self.calls = asm, variant, 0
        self.spec = "first"

    def generate(self, queries: list[Query], n: int = 1) -> list[list[Sample]]:
        self.calls += len(queries)
        out = []
        for q in queries:
            asm = self.asm if self.asm is not None else q.problem.baseline_asm
            info = {"variant": self.variant if self.asm is not None else "baseline",
                    "selection_speedup": 1.18 if self.asm is not None else 1.0,
                    "selection_speedup_ci": [1.15, 1.21] if self.asm is not None else None,
                    "explanation": "gcc PGO: branch layout; 1.18× [1.15, 1.21]"}
            out.append([Sample(asm=asm, info=info)] * n)
        return out


class Recorder(Optimizer):
    """A stand-in LLM: remembers the queries it got and answers with numbered samples."""

    def __init__(self) -> None:
        self.queries: list[Query] = []
        self.spec = "recorder"

    def generate(self, queries: list[Query], n: int = 1) -> list[list[Sample]]:
        self.queries.extend(queries)
        return [[Sample(asm=f"    # llm sample {i} for {q.problem.id}\n", info={"k": i})
                 for i in range(n)] for q in queries]


def test_second_starts_from_the_first_stage_best():
    first, second = FirstStage(BETTER_ASM), Recorder()
    stacked = StackedOptimizer(first, second, "first+recorder")
    [samples] = stacked.generate([Query(_problem())], n=3)
    assert second.queries[0].start_asm == BETTER_ASM
    assert second.queries[0].starting_asm == BETTER_ASM
    assert len(samples) == 3 + stacked.extra_samples
    llm, kept = samples[:3], samples[3]
    assert [s.info["k"] for s in llm] == [0, 1, 2]
    assert all(s.info["stacked"]["stage"] == "second" for s in llm)
    assert all(s.info["stacked"]["started_from"] == "gcc-pgo" for s in llm)
    assert kept.asm == BETTER_ASM and kept.info["stacked"]["stage"] == "first"
    assert kept.info["stacked"]["first_speedup"] == 1.18
    assert kept.info["stacked"]["first_verified"] is True
    assert "PGO" in kept.info["stacked"]["first_explanation"]


def test_baseline_first_stage_leaves_the_prompt_plain():
    second = Recorder()
    stacked = StackedOptimizer(FirstStage(None), second, "first+recorder")
    [samples] = stacked.generate([Query(_problem())], n=1)
    assert second.queries[0].start_asm is None
    assert samples[0].info["stacked"]["started_from"] == "baseline"
    assert samples[-1].asm == _problem().baseline_asm


def test_first_stage_runs_once_per_problem_across_rounds():
    first, second = FirstStage(BETTER_ASM), Recorder()
    stacked = StackedOptimizer(first, second, "first+recorder")
    problems = [_problem("a"), _problem("b")]
    stacked.generate([Query(p) for p in problems], n=2)
    assert first.calls == 2
    history = [Feedback(asm="x", status="wrong_output", detail="test 0")]
    [samples] = stacked.generate([Query(problems[0], history=history, round=1, sample=1)], n=1)
    assert first.calls == 2, "refinement rounds reuse the first stage's result"
    assert len(samples) == 1, "the first stage's best is returned in round 0 only"
    assert second.queries[-1].history == history and second.queries[-1].round == 1
    assert second.queries[-1].start_asm == BETTER_ASM


def test_first_stage_without_assembly_is_reported():
    class Broken(Optimizer):
        spec = "broken"

        def generate(self, queries, n=1):
            return [[Sample(asm=None, error="no reply")] for _ in queries]

    second = Recorder()
    stacked = StackedOptimizer(Broken(), second, "broken+recorder")
    [samples] = stacked.generate([Query(_problem())], n=1)
    assert second.queries[0].start_asm is None
    assert samples[-1].asm is None and "no reply" in samples[-1].error
    assert "no assembly" in samples[0].info["stacked"]["first_explanation"]


def test_load_model_builds_a_stack():
    model = load_model("baseline+baseline")
    assert isinstance(model, StackedOptimizer)
    assert model.spec == "baseline+baseline"
    assert model.describe()["first"]["spec"] == "baseline"
    [samples] = model.generate([Query(_problem())], n=1)
    assert len(samples) == 2
    assert all(s.asm == _problem().baseline_asm for s in samples)


def test_a_first_stage_best_equal_to_the_baseline_in_all_but_comments_is_the_baseline():
    commented = "    .text\n    # baseline, reformatted by the first stage\n"
    second = Recorder()
    stacked = StackedOptimizer(FirstStage(commented), second, "first+recorder")
    [samples] = stacked.generate([Query(_problem())], n=1)
    assert second.queries[0].start_asm is None  # the plain prompt, as from gcc -O3
    assert samples[0].info["stacked"]["started_from"] == "baseline"


def test_the_pool_reaches_both_stages():
    class Attached(Recorder):
        def attach(self, pool, progress):
            self.pool = pool

    first, second = Attached(), Attached()
    pool = FasterPool(1.2, (1.1, 1.3))
    StackedOptimizer(first, second).attach(pool, None)
    assert first.pool is pool and second.pool is pool


class FasterPool(EvalPool):
    """Calls every candidate correct, verified and measured at one fixed ratio."""

    def __init__(self, estimate: float, ci: tuple[float, float]) -> None:
        super().__init__()
        self.estimate, self.ci = estimate, ci

    def evaluate(self, problem: Problem, asm, extra_tests=(), *, timing=None, verify=True):
        timing_ = Timing(1.0, (1.0, 1.0), 6)
        decision = "faster" if self.ci[0] > 1.01 else "not_faster"
        m = Measurement("default", "cpu", self.estimate, self.ci, decision, timing_, timing_, 6)
        return Verdict(Status.CORRECT, tests_passed=len(problem.tests),
                       tests_total=len(problem.tests), verified=True, measurement=m)


@pytest.mark.needs_bwrap
@pytest.mark.needs_clang
def test_portfolio_then_llm(double_problem, tmp_path):
    """The real portfolio as first stage (with a pool that calls every variant faster)."""
    portfolio = load_model("portfolio:clang-O3,gcc-O3-native", cache_dir=tmp_path)
    second = Recorder()
    stacked = StackedOptimizer(portfolio, second, f"{portfolio.spec}+recorder")
    stacked.attach(FasterPool(1.2, (1.1, 1.3)), None)
    [samples] = stacked.generate([Query(double_problem)], n=2)
    kept = samples[-1]
    assert kept.info["source"] == "portfolio" and kept.info["variant"] != "baseline"
    assert second.queries[0].start_asm == kept.asm != double_problem.baseline_asm
    assert samples[0].info["stacked"]["started_from"] == kept.info["variant"]
    assert samples[0].info["stacked"]["first_verified"] is True
