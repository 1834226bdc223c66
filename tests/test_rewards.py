"""The paper's CGS and SO rewards, checked against hand-computed values on built verdicts.

Verdicts here are constructed directly (no sandbox), so these tests pin the reward arithmetic
itself; the last tests score replies through a real :class:`~superasm.pool.LocalPool`.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import replace

import pytest
from conftest import double_asm

from superasm.harness import HarnessConfig, TimeOn
from superasm.measure import Clock, MeasureConfig, TimingMethod
from superasm.pool import EvalPool, LocalPool
from superasm.problem import Problem
from superasm.problem import TestCase as Case
from superasm.rewards import (
    NUMERIC_PARTS,
    REWARD_SETTINGS,
    REWARDS,
    Reward,
    RewardConfig,
    RewardError,
    RewardKind,
    RewardResult,
    RewardTerms,
    SpeedupSource,
    compute_reward,
    pass_fraction,
    reward_harness,
    score_replies,
    summarize_rewards,
)
from superasm.verdict import Check, Measurement, Status, Tier, Timing, Verdict


def measured(estimate: float, ci: tuple[float, float], decision: str) -> Measurement:
    return Measurement(
        method="default",
        clock="cpu",
        estimate=estimate,
        ci=ci,
        decision=decision,
        baseline=Timing(median=0.010, range=(0.0099, 0.0101), n=11),
        candidate=Timing(median=0.010 / estimate, range=(0.0, 1.0), n=11),
        rounds=11,
        min_effect=0.01,
    )


def correct(estimate: float, ci: tuple[float, float], decision: str, total: int = 5) -> Verdict:
    return Verdict(
        status=Status.CORRECT,
        tests_passed=total,
        tests_total=total,
        verified=True,
        measurement=measured(estimate, ci, decision),
    )


ASSEMBLE_FAIL = Verdict(status=Status.ASSEMBLE_ERROR, detail="bad mnemonic")
LINK_FAIL = Verdict(status=Status.LINK_ERROR, detail="undefined reference to main")
WRONG_3_OF_5 = Verdict(status=Status.WRONG_OUTPUT, test=3, tests_passed=3, tests_total=5)
CRASH_0_OF_4 = Verdict(status=Status.RUNTIME_ERROR, test=0, tests_passed=0, tests_total=4)
TIMEOUT_1_OF_4 = Verdict(status=Status.TIMEOUT, test=1, tests_passed=1, tests_total=4)
MODEL_FAIL = Verdict(status=Status.MODEL_ERROR, detail="HTTP 500")
FAST = correct(1.5, (1.4, 1.6), "faster")
NOISE = correct(1.08, (0.95, 1.2), "inconclusive")  # point estimate > 1, interval spans 1
SLOWER = correct(0.8, (0.75, 0.85), "slower")
#: the CPU clock says 3x, the wall clock does not agree: never credited
DISAGREE = correct(3.0, (2.8, 3.2), "clock_disagreement")


@pytest.mark.parametrize(
    ("verdict", "expected"),
    [
        (ASSEMBLE_FAIL, -1.0),
        (LINK_FAIL, -1.0),
        (MODEL_FAIL, -1.0),
        (WRONG_3_OF_5, 3 / 5),
        (CRASH_0_OF_4, 0.0),
        (TIMEOUT_1_OF_4, 1 / 4),
        (FAST, 1.0 + 1.0 * 1.5),
        (NOISE, 1.0 + 1.0),  # credited speedup: not decided faster -> 1
        (SLOWER, 1.0 + 1.0),  # slower -> the paper's fallback speedup of 1
        (DISAGREE, 1.0 + 1.0),
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
        (DISAGREE, 1.0),
    ],
)
def test_so_credited(verdict: Verdict, expected: float) -> None:
    assert Reward(RewardConfig(kind="so"))(verdict) == pytest.approx(expected)


def test_cgs_alpha_scales_only_the_speedup_term() -> None:
    reward = Reward(RewardConfig(kind=RewardKind.CGS, alpha=0.25))
    assert reward(FAST) == pytest.approx(1.0 + 0.25 * 1.5)
    assert reward(WRONG_3_OF_5) == pytest.approx(0.6)  # pass fraction, no α
    assert reward(ASSEMBLE_FAIL) == -1.0


def test_paper_speedup_pays_the_point_estimate_not_decided_faster() -> None:
    paper = RewardConfig(kind="so", speedup="paper")
    assert paper.speedup is SpeedupSource.PAPER
    assert Reward(paper)(NOISE) == pytest.approx(1.08)
    assert Reward(paper)(DISAGREE) == pytest.approx(3.0)
    assert Reward(paper)(SLOWER) == pytest.approx(1.0)
    assert Reward(RewardConfig(kind="cgs", alpha=2.0, speedup="paper"))(NOISE) == pytest.approx(
        1.0 + 2.0 * 1.08
    )


def test_unverified_candidate_earns_no_credited_speedup() -> None:
    fails_fuzz = replace(FAST, verified=False)
    # the public-test correctness (the paper's definition) pays a refuted candidate as correct
    public = {"correctness": "public"}
    assert Reward(RewardConfig(kind="so", **public))(fails_fuzz) == pytest.approx(1.0)
    # the paper has no verification: its credit still pays the estimate
    assert Reward(RewardConfig(kind="so", speedup="paper", **public))(fails_fuzz) == \
        pytest.approx(1.5)


def test_refuted_candidate_earns_less_than_an_honest_copy_of_the_baseline() -> None:
    """The default correctness term counts every check that ran: wrong on one generated input
    of 30 pays the fraction passed (CGS) or nothing (SO), whatever its speed."""
    checks = (Check(Tier.PUBLIC, True, 10, 10, True), Check(Tier.HIDDEN, True, 22, 22, True),
              Check(Tier.GENERATED, True, 29, 30, False))
    refuted = replace(FAST, verified=False, checks=checks)
    honest = replace(FAST, measurement=None, checks=checks[:2])
    cgs_refuted = Reward(RewardConfig(kind="cgs"))(refuted)
    assert cgs_refuted == pytest.approx(61 / 62)
    assert cgs_refuted < Reward(RewardConfig(kind="cgs"))(honest) == pytest.approx(2.0)
    assert Reward(RewardConfig(kind="so"))(refuted) == 0.0 < Reward(RewardConfig(kind="so"))(honest)
    # with no counts recorded (an older verdict), refuted is still below an honest 1
    assert 0 < Reward(RewardConfig(kind="cgs"))(replace(FAST, verified=False)) < 1.0


def test_max_speedup_caps_a_mismeasured_outlier() -> None:
    outlier = correct(40.0, (35.0, 45.0), "faster")
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
    assert fast.faster and fast.speedup_estimate == pytest.approx(1.5)
    assert (fast.credited_speedup, fast.paper_speedup) == pytest.approx((1.5, 1.5))
    noise = Reward(RewardConfig()).score_verdict(NOISE)
    assert not noise.faster
    assert (noise.credited_speedup, noise.paper_speedup) == pytest.approx((1.0, 1.08))
    parts = fast.numeric_parts()
    assert all(isinstance(v, float) for v in parts.values())
    assert parts["score"] == pytest.approx(2.5) and parts["correct"] == 1.0
    assert parts["faster"] == 1.0 and noise.numeric_parts()["faster"] == 0.0


def test_pass_fraction_edge_cases() -> None:
    assert pass_fraction(Verdict(status=Status.CORRECT)) == 1.0  # correct means all passed
    assert pass_fraction(Verdict(status=Status.WRONG_OUTPUT, tests_passed=0, tests_total=0)) == 0.0
    assert pass_fraction(ASSEMBLE_FAIL) == 0.0


def test_determinism_declarations_follow_the_timing() -> None:
    def reward(method: str) -> Reward:
        return Reward(RewardConfig(harness=reward_harness(MeasureConfig(method=method))))

    # instruction counts are paid only where timed rounds confirm them: the clock is in the reward
    assert not reward("instructions").deterministic and reward("instructions").platform_dependent
    assert reward("none").deterministic and not reward("none").platform_dependent
    assert not reward("default").deterministic and reward("default").platform_dependent
    assert reward("paper-ref").platform_dependent


@pytest.mark.parametrize(
    "options",
    [
        {"kind": "ppo"},
        {"speedup": "best"},
        {"timing": "fast"},
        {"clock": "sundial"},
        {"alpha": math.nan},
        {"max_speedup": 0.5},
    ],
)
def test_bad_options_name_the_setting(options: dict) -> None:
    with pytest.raises(RewardError) as info:
        RewardConfig.from_options(**options)
    name, value = next(iter(options.items()))
    assert name in str(info.value) or str(value) in str(info.value)


def test_from_options_rejects_unknown_keys() -> None:
    with pytest.raises(RewardError, match="temperature"):
        RewardConfig.from_options(kind="so", temperature=0.5)
    assert RewardConfig.from_options(kind="so", alpha=None).alpha == 1.0


def test_flat_timing_options_build_the_measurement() -> None:
    """The flat form (older launch scripts' reward kwargs; the short way by hand) still loads."""
    config = RewardConfig.from_options(kind="so", alpha=0.5, timing="instructions", clock="wall",
                                       budget_s=7.5, min_rounds=3, max_rounds=9, min_effect=0.05,
                                       max_speedup=8.0)
    assert config.timing == MeasureConfig(method=TimingMethod.INSTRUCTIONS, clock=Clock.WALL,
                                          budget_s=7.5, min_rounds=3, max_rounds=9,
                                          min_effect=0.05)
    assert config.harness == reward_harness(config.timing)
    assert RewardConfig.from_dict(config.to_dict()) == config
    with pytest.raises(RewardError, match="min_rounds"):
        RewardConfig.from_options(min_rounds=9, max_rounds=3)


def test_a_reward_round_trips_through_its_serialised_form_with_its_harness() -> None:
    """One serialised form, the harness whole and typed on both sides: what settings.json and
    the reward service record, and what VERL's reward processes read back."""
    harness = reward_harness(MeasureConfig(method="instructions", budget_s=5.0, confidence=0.9),
                             min_timeout_s=0.5, explore_runs=0, time_on="public")
    config = RewardConfig(kind="so", alpha=0.25, speedup="paper", harness=harness,
                          max_speedup=4.0, correctness="public")
    data = config.to_dict()
    assert json.loads(json.dumps(data)) == data  # JSON types only
    assert data["harness"]["timing"]["confidence"] == 0.9  # every setting, not the flat few
    again = RewardConfig.from_dict(json.loads(json.dumps(data)))
    assert again == config and isinstance(again.harness, HarnessConfig)
    assert again.harness.time_on is TimeOn.PUBLIC and again.timing.method is TimingMethod.INSTRUCTIONS


def test_a_partial_harness_keeps_the_rewards_own_settings() -> None:
    config = RewardConfig.from_dict({"kind": "cgs", "harness": {"min_timeout_s": 0.5,
                                                                "timing": {"method": "none"}}})
    assert config.harness == reward_harness("none", min_timeout_s=0.5)
    assert config.harness.stop_at_first_failure is False  # CGS pays the fraction of tests passed
    for name, value in REWARD_SETTINGS.items():
        assert getattr(config.harness, name) == value


def test_a_reward_written_by_an_older_version_still_loads() -> None:
    """settings.json (the timing as a mapping) and launch scripts (flat) before the harness
    was recorded whole; a timing among the harness options was never used, and still is not."""
    timing = MeasureConfig(method="instructions", budget_s=5.0)
    recorded = {"kind": "cgs", "alpha": 1.0, "speedup": "credited", "correctness": "verified",
                "timing": timing.to_dict(), "max_speedup": None,
                "harness_options": {"min_timeout_s": 0.5, "timing": {"method": "none"}}}
    config = RewardConfig.from_dict(json.loads(json.dumps(recorded)))
    assert config.harness == reward_harness(timing, min_timeout_s=0.5)
    flat = RewardConfig.from_options(kind="so", timing="instructions", budget_s=5.0,
                                     harness_options={"min_timeout_s": 0.5})
    assert flat.harness == config.harness


@pytest.mark.parametrize(("data", "named"), [
    ({"harness_options": {"budget_s": 3}}, "budget_s"),
    ({"harness_options": [1, 2]}, "harness_options"),
    ({"harness": {"budget_s": 3}}, "budget_s"),
    ({"harness": {"timing": {"speed": "max"}}}, "speed"),
    ({"harness": {"timing": {"method": "sundial"}}}, "sundial"),
    ({"harness": "fast"}, "harness"),
    ({"harness": {}, "timing": "none"}, "timing"),
    ({"harness": {"stop_at_first_failure": True}}, "stop_at_first_failure"),
    ({"timing": 3}, "timing"),
])
def test_a_reward_that_cannot_load_names_the_field(data: dict, named: str) -> None:
    with pytest.raises(RewardError, match=named):
        RewardConfig.from_dict(data)


def test_the_harness_is_typed() -> None:
    assert RewardConfig().harness == reward_harness()
    with pytest.raises(RewardError, match="HarnessConfig"):
        RewardConfig(harness={"timing": {"method": "none"}})  # type: ignore[arg-type]
    with pytest.raises(RewardError, match="stop_at_first_failure"):
        RewardConfig(harness=HarnessConfig())
    with pytest.raises(RewardError, match="sundial"):
        reward_harness("sundial")
    with pytest.raises(RewardError, match="budget_s"):
        reward_harness(budget_s=3)


def test_summary_rates_hand_computed() -> None:
    reward = Reward(RewardConfig(kind="cgs"))
    results = [reward.score_verdict(v) for v in (ASSEMBLE_FAIL, WRONG_3_OF_5, FAST, NOISE)]
    summary = summarize_rewards(results)
    assert summary["reward_mean"] == pytest.approx((-1.0 + 0.6 + 2.5 + 2.0) / 4)
    assert summary["compile_rate"] == pytest.approx(3 / 4)
    assert summary["correct_rate"] == pytest.approx(2 / 4)
    assert summary["faster_rate"] == pytest.approx(1 / 4)
    assert summary["speedup_mean_correct"] == pytest.approx((1.5 + 1.0) / 2)
    assert summarize_rewards([]) == {}


class FixedPool(EvalPool):
    """Stands in for the evaluation pool: one fixed verdict, and a record of what it was asked."""

    def __init__(self, verdict: Verdict) -> None:
        self.verdict = verdict
        self.seen: list[str | None] = []

    def evaluate(self, problem: Problem, asm: str | None, extra_tests: Sequence[Case] = (),
                 *, timing: MeasureConfig | None = None, verify: bool = True) -> Verdict:
        self.seen.append(asm)
        return self.verdict


PROBLEM = Problem(
    id="p0",
    c_source="int main(){return 0;}",
    baseline_asm="\t.text\n\t.globl main\nmain:\n\txorl %eax, %eax\n\tret\n",
    tests=[Case(input="", output="")],
)


def test_compute_reward_extracts_and_evaluates() -> None:
    pool = FixedPool(FAST)
    reply = "Here is faster code:\n```asm\n" + PROBLEM.baseline_asm + "```\n"
    result = compute_reward(PROBLEM, reply, RewardConfig(kind="so"), pool)
    assert pool.seen and "main:" in pool.seen[0] and "```" not in pool.seen[0]
    assert result.score == pytest.approx(1.5) and result.asm_found


def test_reply_without_assembly_is_judged_like_a_search_sample_without_one() -> None:
    pool = FixedPool(FAST)
    for text in ("", None, "```c\nint main(void) { return 0; }\n```"):
        result = compute_reward(PROBLEM, text, RewardConfig(kind="cgs"), pool)
        assert result.score == -1.0 and not result.asm_found and not result.compiled
        # a reply came back, it holds nothing to assemble: not a failed model request
        assert result.status == Status.ASSEMBLE_ERROR.value
    assert "C, not assembly" in result.detail
    assert pool.seen == []


def test_score_replies_keeps_the_order_of_the_replies() -> None:
    pool = FixedPool(WRONG_3_OF_5)
    fenced = "```asm\n" + PROBLEM.baseline_asm + "```"
    results = score_replies(pool, [PROBLEM] * 3, [fenced, "no code", fenced], RewardConfig())
    assert [r.asm_found for r in results] == [True, False, True]
    assert [r.score for r in results] == pytest.approx([0.6, -1.0, 0.6])
    assert len(pool.seen) == 2


# -- through the real harness -------------------------------------------------------------------


def fence(asm: str) -> str:
    return "```assembly\n" + asm + "```"


#: wrong on the first test only (x = 1 prints 1): a harness that stopped there would count 0 of 4
WRONG_ON_ONE = double_asm("    cmpl $1, %esi\n    je 1f\n    addl %esi, %esi\n1:\n")


@pytest.mark.needs_bwrap
def test_real_pool_pays_the_fraction_of_every_public_test(double_problem: Problem) -> None:
    config = RewardConfig.from_options(kind="cgs", alpha=1.0, timing="none")
    replies = [fence(double_problem.baseline_asm), fence(WRONG_ON_ONE), fence("not assembly"),
               "I would rather not."]
    with LocalPool(config.harness, jobs=1) as pool:
        results = score_replies(pool, [double_problem] * 4, replies, config)
    assert [r.status for r in results] == ["correct", "wrong_output", "assemble_error",
                                           "assemble_error"]
    assert (results[1].tests_passed, results[1].tests_total) == (3, 4)
    assert [r.score for r in results] == pytest.approx([2.0, 0.75, -1.0, -1.0])
    assert [r.asm_found for r in results] == [True, True, True, False]


def test_every_reward_is_declared_once_with_its_formula() -> None:
    """score_verdict reads the formula from REWARDS: a kind without one is an import error,
    never scored as another."""
    assert set(REWARDS) == set(RewardKind) and all(spec.help for spec in REWARDS.values())
    faster = RewardTerms(compiled=True, correct=True, passed=1.0, speedup=2.0, alpha=0.5)
    wrong = RewardTerms(compiled=True, correct=False, passed=0.5, speedup=1.0, alpha=0.5)
    assert REWARDS[RewardKind.CGS].formula(faster) == 2.0
    assert REWARDS[RewardKind.CGS].formula(wrong) == 0.5
    assert REWARDS[RewardKind.SO].formula(faster) == 2.0
    assert REWARDS[RewardKind.SO].formula(wrong) == 0.0


def test_the_numeric_parts_are_declared_once() -> None:
    parts = RewardResult(score=2.0, kind="cgs", status="correct", compiled=True, correct=True,
                         pass_fraction=1.0, speedup=1.0).numeric_parts()
    assert tuple(parts) == NUMERIC_PARTS and parts["compiled"] == 1.0


def test_a_result_says_what_its_correctness_rests_on() -> None:
    """A reward result names what ran: "verified" only when a tier beyond the public tests ran
    and passed; public tests alone are said as such."""
    public_only = replace(FAST, verified=True, checks=(
        Check(Tier.PUBLIC, True, 7, 7, True),
        Check(Tier.GENERATED, False, detail="0 verification inputs, 240 invalid")))
    result = Reward(RewardConfig()).score_verdict(public_only)
    assert result.checked == ("7 public tests only: generated: not run "
                              "(0 verification inputs, 240 invalid)")
    beyond = replace(public_only, checks=(Check(Tier.PUBLIC, True, 7, 7, True),
                                          Check(Tier.HIDDEN, True, 3, 3, True)))
    assert Reward(RewardConfig()).score_verdict(beyond).checked == "verified (hidden 3/3)"
    assert "checked" in result.to_dict()
