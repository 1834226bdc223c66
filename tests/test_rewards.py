"""The paper's CGS and SO rewards, checked against hand-computed values on built verdicts.

Verdicts here are constructed directly (no sandbox), so these tests pin the reward arithmetic
itself; the real harness is exercised at the end when it is importable.
"""

from __future__ import annotations

import importlib.util
import math

import pytest

from superasm.problem import Measurement, Problem, Status, Timing, Verdict
from superasm.problem import TestCase as Case
from superasm.rewards import (
    Reward,
    RewardConfig,
    RewardError,
    RewardKind,
    SpeedupSource,
    compute_reward,
    pass_fraction,
    score_verdicts,
    summarize_rewards,
)


def measured(speedup: float, ci: tuple[float, float], significant: bool) -> Measurement:
    return Measurement(
        method="interleaved",
        clock="cpu",
        speedup=speedup,
        speedup_ci=ci,
        significant=significant,
        baseline=Timing(median=0.010, ci=(0.0099, 0.0101), n=11),
        candidate=Timing(median=0.010 / speedup, ci=(0.0, 1.0), n=11),
        rounds=11,
    )


def correct(speedup: float, ci: tuple[float, float], significant: bool, total: int = 5) -> Verdict:
    return Verdict(
        status=Status.CORRECT,
        tests_passed=total,
        tests_total=total,
        verified=True,
        measurement=measured(speedup, ci, significant),
    )


ASSEMBLE_FAIL = Verdict(status=Status.ASSEMBLE_ERROR, detail="bad mnemonic")
LINK_FAIL = Verdict(status=Status.LINK_ERROR, detail="undefined reference to main")
WRONG_3_OF_5 = Verdict(status=Status.WRONG_OUTPUT, test=3, tests_passed=3, tests_total=5)
CRASH_0_OF_4 = Verdict(status=Status.RUNTIME_ERROR, test=0, tests_passed=0, tests_total=4)
TIMEOUT_1_OF_4 = Verdict(status=Status.TIMEOUT, test=1, tests_passed=1, tests_total=4)
FAST = correct(1.5, (1.4, 1.6), significant=True)
NOISE = correct(1.08, (0.95, 1.2), significant=False)  # point estimate > 1, interval spans 1
SLOWER = correct(0.8, (0.75, 0.85), significant=True)


@pytest.mark.parametrize(
    ("verdict", "expected"),
    [
        (ASSEMBLE_FAIL, -1.0),
        (LINK_FAIL, -1.0),
        (WRONG_3_OF_5, 3 / 5),
        (CRASH_0_OF_4, 0.0),
        (TIMEOUT_1_OF_4, 1 / 4),
        (FAST, 1.0 + 1.0 * 1.5),
        (NOISE, 1.0 + 1.0),  # credited speedup: not significant -> 1
        (SLOWER, 1.0 + 1.0),  # slower -> the paper's fallback speedup of 1
    ],
)
def test_cgs_alpha_one_credited(verdict: Verdict, expected: float) -> None:
    assert Reward(RewardConfig(kind="cgs", alpha=1.0))(verdict) == pytest.approx(expected)


@pytest.mark.parametrize(
    ("verdict", "expected"),
    [
        (ASSEMBLE_FAIL, 0.0),
        (WRONG_3_OF_5, 0.0),
        (TIMEOUT_1_OF_4, 0.0),
        (FAST, 1.5),
        (NOISE, 1.0),
        (SLOWER, 1.0),
    ],
)
def test_so_credited(verdict: Verdict, expected: float) -> None:
    assert Reward(RewardConfig(kind="so"))(verdict) == pytest.approx(expected)


def test_cgs_alpha_scales_only_the_speedup_term() -> None:
    reward = Reward(RewardConfig(kind=RewardKind.CGS, alpha=0.25))
    assert reward(FAST) == pytest.approx(1.0 + 0.25 * 1.5)
    assert reward(WRONG_3_OF_5) == pytest.approx(0.6)  # pass fraction, no α
    assert reward(ASSEMBLE_FAIL) == -1.0


def test_paper_speedup_pays_the_unsignificant_point_estimate() -> None:
    paper = RewardConfig(kind="so", speedup="paper")
    assert paper.speedup is SpeedupSource.PAPER
    assert Reward(paper)(NOISE) == pytest.approx(1.08)
    assert Reward(paper)(SLOWER) == pytest.approx(1.0)
    assert Reward(RewardConfig(kind="cgs", alpha=2.0, speedup="paper"))(NOISE) == pytest.approx(
        1.0 + 2.0 * 1.08
    )


def test_unverified_candidate_earns_no_credited_speedup() -> None:
    fails_fuzz = correct(1.5, (1.4, 1.6), significant=True)
    fails_fuzz.verified = False
    assert Reward(RewardConfig(kind="so"))(fails_fuzz) == pytest.approx(1.0)


def test_max_speedup_caps_a_mismeasured_outlier() -> None:
    outlier = correct(40.0, (35.0, 45.0), significant=True)
    assert Reward(RewardConfig(kind="so", max_speedup=4.0))(outlier) == pytest.approx(4.0)
    assert Reward(RewardConfig(kind="so"))(outlier) == pytest.approx(40.0)


def test_sandbox_error_is_not_compiled_and_flagged() -> None:
    crashed = Verdict(status=Status.SANDBOX_ERROR, detail="bwrap died")
    result = Reward(RewardConfig()).score_verdict(crashed)
    assert result.score == -1.0
    assert result.harness_error and not result.compiled


def test_parts_are_reported_with_the_score() -> None:
    result = Reward(RewardConfig(kind="cgs", alpha=0.5)).score_verdict(WRONG_3_OF_5)
    assert (result.status, result.compiled, result.correct) == ("wrong_output", True, False)
    assert (result.tests_passed, result.tests_total) == (3, 5)
    assert result.pass_fraction == pytest.approx(0.6)
    assert result.speedup == 1.0 and result.score == pytest.approx(0.6)
    fast = Reward(RewardConfig()).score_verdict(FAST)
    assert fast.significant and fast.speedup_point == pytest.approx(1.5)
    parts = fast.numeric_parts()
    assert all(isinstance(v, float) for v in parts.values())
    assert parts["score"] == pytest.approx(2.5) and parts["correct"] == 1.0


def test_pass_fraction_edge_cases() -> None:
    assert pass_fraction(Verdict(status=Status.CORRECT)) == 1.0  # correct means all passed
    assert pass_fraction(Verdict(status=Status.WRONG_OUTPUT, tests_passed=0, tests_total=0)) == 0.0
    assert pass_fraction(ASSEMBLE_FAIL) == 0.0


def test_determinism_declarations_follow_the_timing() -> None:
    assert Reward(RewardConfig(timing="instructions")).deterministic
    assert not Reward(RewardConfig(timing="instructions")).platform_dependent
    assert not Reward(RewardConfig(timing="default")).deterministic
    assert Reward(RewardConfig(timing="paper-ref")).platform_dependent


@pytest.mark.parametrize(
    "options",
    [
        {"kind": "ppo"},
        {"speedup": "best"},
        {"timing": "fast"},
        {"alpha": math.nan},
        {"max_speedup": 0.5},
    ],
)
def test_bad_configs_name_the_setting(options: dict) -> None:
    with pytest.raises(RewardError) as info:
        RewardConfig(**options)
    assert next(iter(options)) in str(info.value) or str(next(iter(options.values()))) in str(
        info.value
    )


def test_from_options_rejects_unknown_keys() -> None:
    with pytest.raises(RewardError, match="temperature"):
        RewardConfig.from_options(kind="so", temperature=0.5)
    assert RewardConfig.from_options(kind="so", alpha=None).alpha == 1.0


def test_summary_rates_hand_computed() -> None:
    results = score_verdicts([ASSEMBLE_FAIL, WRONG_3_OF_5, FAST, NOISE], RewardConfig(kind="cgs"))
    summary = summarize_rewards(results)
    assert summary["reward_mean"] == pytest.approx((-1.0 + 0.6 + 2.5 + 2.0) / 4)
    assert summary["compile_rate"] == pytest.approx(3 / 4)
    assert summary["correct_rate"] == pytest.approx(2 / 4)
    assert summary["faster_rate"] == pytest.approx(1 / 4)
    assert summary["speedup_mean_correct"] == pytest.approx((1.5 + 1.0) / 2)
    assert summarize_rewards([]) == {}


class FakeHarness:
    """Stands in for the harness: returns a fixed verdict and records what it was asked."""

    def __init__(self, verdict: Verdict) -> None:
        self.verdict = verdict
        self.seen: list[str] = []

    def evaluate(self, problem: Problem, asm: str) -> Verdict:
        self.seen.append(asm)
        return self.verdict


PROBLEM = Problem(
    id="p0",
    c_source="int main(){return 0;}",
    baseline_asm="\t.text\n\t.globl main\nmain:\n\txorl %eax, %eax\n\tret\n",
    tests=[Case(input="", output="")],
)

needs_extract = pytest.mark.skipif(
    importlib.util.find_spec("superasm.extract") is None,
    reason="superasm.extract (the reply parser, another module) is not in this tree yet",
)


@needs_extract
def test_compute_reward_extracts_and_evaluates() -> None:
    harness = FakeHarness(FAST)
    reply = "Here is faster code:\n```asm\n" + PROBLEM.baseline_asm + "```\n"
    result = compute_reward(PROBLEM, reply, RewardConfig(kind="so"), harness)
    assert harness.seen and "main:" in harness.seen[0]
    assert result.score == pytest.approx(1.5) and result.asm_found


def test_reply_without_assembly_scores_as_not_compiled() -> None:
    harness = FakeHarness(FAST)
    for text in ("", None):
        result = compute_reward(PROBLEM, text, RewardConfig(kind="cgs"), harness)
        assert result.score == -1.0 and not result.asm_found
        assert result.status == Status.MODEL_ERROR.value
    assert harness.seen == []
