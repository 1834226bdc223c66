"""The verification tiers, declared once (superasm.tiers.TIERS), held to what the declaration
promises: every tier declared once and checked at import; a tier whose inputs are known before
the candidate runs records a Check whenever it has inputs, passed or refuted; a verdict lists its
checks in the table's order and counts them as each tier declares; every tier's option is on the
command line and reaches the harness."""

from __future__ import annotations

import argparse
from dataclasses import fields, replace

import pytest
from conftest import double_asm, untimed

from superasm.cli import main
from superasm.cli.eval_cmd import add_harness_arguments, harness_config_from
from superasm.cli.options import option_default
from superasm.cli.train_cmd import add_reward_arguments, reward_config_from
from superasm.harness import Harness, HarnessConfig
from superasm.harness.checks import RUNNERS
from superasm.problem import Problem, TestCase
from superasm.rewards import RewardConfig
from superasm.tiers import (
    TIERS,
    Command,
    Counts,
    Source,
    Stage,
    TierError,
    TierOption,
    check_tiers,
    tier_options,
    tier_spec,
)
from superasm.verdict import Check, Status, Tier, Verdict

#: right on the double problem's public inputs (1, 21, -7, 1000), 10 instead of 0 for 0
WRONG_ON_ZERO = "    cmpl $0, %esi\n    jne .Lok\n    movl $5, %esi\n.Lok:\n    addl %esi, %esi\n"
ZERO = TestCase("0\n", "0\n")

#: the tiers whose inputs are known before the candidate runs (a problem's field, the caller's)
INPUT_TIERS = [s for s in TIERS if s.source is not Source.RUNNER]


def _harness_names() -> dict[str, set[str]]:
    return {"settings": {f.name for f in fields(HarnessConfig)},
            "problem_fields": {f.name for f in fields(Problem)}, "runners": set(RUNNERS)}


# ------------------------------------------------------------------ the declaration
def test_every_tier_is_declared_once_and_the_harness_has_what_the_table_names():
    assert [s.tier for s in TIERS].count(Tier.PUBLIC) == 1
    assert sorted(s.tier for s in TIERS) == sorted(Tier)
    assert len(TIERS) == len(Tier)
    check_tiers(TIERS, **_harness_names())  # what the harness checked at its import
    assert all(tier_spec(t).tier is t for t in Tier)


@pytest.mark.parametrize("table, fault", [
    (TIERS + (TIERS[1],), "declared more than once: hidden"),
    (TIERS[1:], "missing: public"),
    ((replace(TIERS[0], stage=Stage.INPUTS),) + TIERS[1:], "exactly one tier decides the status"),
    ((TIERS[1], TIERS[0]) + TIERS[2:], "in the order their stages run"),
    (TIERS[:2] + (replace(TIERS[2], phase=TIERS[1].phase),) + TIERS[3:],
     "hidden has several"),
    (TIERS[:1] + (replace(TIERS[1], problem_field=""),) + TIERS[2:],
     "hidden: a problem field goes with source problem"),
    (TIERS[:1] + (replace(TIERS[1], options=(
        TierOption("--fuzz", "hidden", int, "again"),)),) + TIERS[2:],
     "one flag for several options: --fuzz"),
    (TIERS[:1] + (replace(TIERS[1], options=(
        TierOption("no-hidden", "hidden", bool, "off", setting="check_hidden"),)),) + TIERS[2:],
     "'no-hidden': a flag starts with --"),
    (TIERS[:1] + (replace(TIERS[1], prepare="superasm.verification.inputs.prepare"),)
     + TIERS[2:], "hidden: prepare must be package.module:function"),
    (TIERS[:1] + (replace(TIERS[1], prepare="a.b:c", prepare_option="verify_inputs"),)
     + TIERS[2:], "hidden: prepare_option names one of its options' dest"),
])
def test_a_malformed_table_is_refused(table, fault):
    with pytest.raises(TierError, match=fault.replace("(", r"\(")):
        check_tiers(table)


@pytest.mark.parametrize("table, names, fault", [
    (TIERS[:1] + (replace(TIERS[1], switch="check_hiden"),) + TIERS[2:], {},
     "hidden: no HarnessConfig field 'check_hiden'"),
    (TIERS[:1] + (replace(TIERS[1], problem_field="secret_tests"),) + TIERS[2:], {},
     "hidden: no Problem field 'secret_tests'"),
    (TIERS[:2] + (replace(TIERS[2], made="verify_report"),) + TIERS[3:], {},
     "generated: no Problem field 'verify_report'"),
    (TIERS[:1] + (replace(TIERS[1], options=(
        TierOption("--hidden-count", "hidden_count", int, "n", setting="hidden_count"),)),)
     + TIERS[2:], {}, "--hidden-count: no HarnessConfig field 'hidden_count'"),
    (TIERS, {"runners": {"explore"}}, "the harness has no runner 'functions'"),
    (TIERS, {"runners": {"explore", "functions", "replay"}}, "runner 'replay' runs no"),
])
def test_a_name_the_harness_does_not_have_is_refused(table, names, fault):
    """What the harness checks at its import: a misspelt switch would leave a tier always on."""
    with pytest.raises(TierError, match=fault):
        check_tiers(table, **{**_harness_names(), **names})


def test_each_declared_preparation_exists_and_runs_in_the_tables_order(monkeypatch):
    """``prepare_tiers`` iterates over the table: every declared preparation is a function
    taking the problems and a Preparing, run in the table's order unless its option turns it
    off; turned off, a tier whose cases are a problem field has none, shipped or not."""
    import inspect

    from superasm.cli import eval_cmd

    prepared = [s for s in TIERS if s.prepare]
    assert [s.tier for s in prepared] == [Tier.GENERATED, Tier.EXPLORED]
    for spec in prepared:
        assert list(inspect.signature(eval_cmd.PREPARATIONS.load(spec.tier.value)).parameters) \
            == ["problems", "preparing"]
    calls: list[str] = []

    def fake(name: str):
        def prepare(problems, preparing):
            calls.append(name)
            return [replace(p, verify_tests=p.verify_tests + (TestCase(name, "x"),))
                    for p in problems]
        return prepare

    monkeypatch.setattr(eval_cmd.PREPARATIONS, "load", fake)
    monkeypatch.setenv("SUPERASM_EXPLORE_RUNS", "40")
    shipped = Problem("p", "c", "asm", [TestCase("1", "2")], verify_tests=[ZERO])
    made = eval_cmd.prepare_tiers(argparse.Namespace(), [shipped])
    assert calls == ["generated", "explored"]  # explore_runs not given: the harness's default
    assert [t.input for t in made[0].verify_tests] == [b"0\n", b"generated", b"explored"]
    calls.clear()
    made = eval_cmd.prepare_tiers(argparse.Namespace(explore_runs=0), [shipped])
    assert calls == ["generated"]
    calls.clear()
    made = eval_cmd.prepare_tiers(argparse.Namespace(verify_inputs=False, explore_runs=5),
                                  [shipped])
    assert calls == ["explored"] and [t.input for t in made[0].verify_tests] == [b"explored"]


# ------------------------------------------------------------------ the verdict
def test_checked_counts_each_tier_as_declared():
    """Cases for a tier of inputs, one case for a tier declared to count once; a tier that did
    not run counts nothing (hand-computed: 10 + 22 + 29 + 0 + 1 passed of 10 + 22 + 30 + 1 + 1)."""
    assert tier_spec(Tier.FUNCTION_BOUNDED).counts is Counts.ONCE
    checks = (Check(Tier.PUBLIC, True, 10, 10, True), Check(Tier.HIDDEN, True, 22, 22, True),
              Check(Tier.GENERATED, True, 29, 30, False),
              Check(Tier.FUNCTION_DIFFERENTIAL, True, 37, 40, False),
              Check(Tier.FUNCTION_BOUNDED, True, 512, 512, True),
              Check(Tier.FUZZ, False, detail="none asked for"))
    assert Verdict(Status.CORRECT, verified=False, checks=checks).checked() == (62, 64)


def test_only_a_tier_declared_beyond_the_public_tests_verifies():
    public_only = Verdict(Status.CORRECT, verified=True,
                          checks=(Check(Tier.PUBLIC, True, 5, 5, True),))
    assert not public_only.verified_beyond_public
    for spec in TIERS:
        check = Check(spec.tier, True, 3, 3, True)
        verdict = replace(public_only, checks=public_only.checks + (check,))
        assert verdict.verified_beyond_public is spec.beyond_public, spec.tier


# ------------------------------------------------------------------ the harness
@pytest.fixture(scope="module")
def quick_harness():
    """Untimed, no function tier and no campaign: these tests are about the input tiers."""
    config = HarnessConfig(min_timeout_s=1.0, max_timeout_s=3.0, explore_runs=0,
                           check_functions=False, stop_at_first_failure=False)
    with Harness(untimed(config)) as harness:
        yield harness


def _with_cases(problem: Problem, tier: Tier,
                cases: list[TestCase]) -> tuple[Problem, list[TestCase]]:
    """The problem with ``cases`` as the tier's only cases (beside its public tests), and the
    extra tests to hand the harness (a caller's tier's cases)."""
    spec = tier_spec(tier)
    plain = replace(problem, hidden_tests=[], verify_tests=[], bench_tests=[])
    if spec.source is Source.CALLER:
        return plain, cases
    before = plain.tests if spec.problem_field == "tests" else ()
    return replace(plain, **{spec.problem_field: before + tuple(cases)}), []


@pytest.mark.needs_bwrap
@pytest.mark.parametrize("tier", [s.tier for s in INPUT_TIERS])
def test_a_tier_with_inputs_always_yields_its_check(quick_harness, double_problem, tier):
    """Passed or refuted, a tier given inputs says so in the verdict, with every input counted:
    a tier whose inputs ran and were not recorded would leave the rewards' pass fraction
    counting the wrong cases."""
    problem, extra = _with_cases(double_problem, tier, [TestCase("5\n", "10\n"), ZERO])
    honest = quick_harness.evaluate(problem, double_asm(), extra)
    refuted = quick_harness.evaluate(problem, double_asm(body=WRONG_ON_ZERO), extra)
    mine = [c for c in honest.checks if c.tier is tier]
    assert len(mine) == 1 and mine[0].ran and mine[0].ok, honest.checks_line()
    total = mine[0].total
    assert total == (len(problem.tests) if tier is Tier.PUBLIC else 2)
    wrong = next(c for c in refuted.checks if c.tier is tier)
    assert (wrong.ran, wrong.ok, wrong.passed, wrong.total) == (True, False, total - 1, total)
    if tier is Tier.PUBLIC:
        assert refuted.status is Status.WRONG_OUTPUT
    else:
        assert refuted.correct and refuted.verified is False and honest.verified_beyond_public
    assert honest.checked()[1] == sum(c.counted()[1] for c in honest.checks)


@pytest.mark.needs_bwrap
def test_a_verdict_lists_its_checks_in_the_tables_order(fast_config, double_problem):
    problem = replace(double_problem, verify_tests=[TestCase("3\n", "6\n")])
    with Harness(untimed(fast_config)) as harness:
        verdict = harness.evaluate(problem, double_asm(), [TestCase("4\n", "8\n")])
    order = [s.tier for s in TIERS]
    listed = [c.tier for c in verdict.checks]
    assert listed == sorted(listed, key=order.index)
    # explored is off in tests unless marked explore; every other tier says what it did
    assert set(listed) == set(Tier) - {Tier.EXPLORED}, verdict.checks_line()


# ------------------------------------------------------------------ the command line
@pytest.mark.parametrize("command, argv", [
    (Command.EVALUATE, ["eval"]), (Command.EVALUATE, ["optimize"]),
    (Command.REWARD, ["train", "verl"]), (Command.REWARD, ["train", "grpo"]),
    (Command.REWARD, ["serve-rewards"])])
def test_help_lists_every_tiers_flag(capsys, command, argv):
    with pytest.raises(SystemExit):
        main([*argv, "--help"])
    text = capsys.readouterr().out
    assert tier_options(command)
    for option in tier_options(command):
        assert option.flag in text, (argv, option.flag)


def _given(option: TierOption, command: Command) -> list[str]:
    """The option given a value that is not its default (a switch: the flag alone)."""
    if option.kind is bool:
        return [option.flag]
    return [option.flag, str((option_default(option, command) or 0) + 3)]


@pytest.mark.parametrize("option", [o for o in tier_options(Command.EVALUATE) if o.setting],
                         ids=lambda o: o.flag)
def test_an_evaluation_option_reaches_the_harness(option):
    parser = argparse.ArgumentParser()
    add_harness_arguments(parser)
    given = _given(option, Command.EVALUATE)
    config = harness_config_from(parser.parse_args(given))
    expected = False if option.kind is bool else option.kind(given[1])
    assert getattr(config, option.setting) == expected
    untouched = harness_config_from(parser.parse_args([]))
    assert getattr(untouched, option.setting) == getattr(HarnessConfig(), option.setting)


@pytest.mark.parametrize("option", [o for o in tier_options(Command.REWARD) if o.setting],
                         ids=lambda o: o.flag)
def test_a_reward_option_reaches_the_rewards_harness(option):
    """Not given, the reward's harness is the rewards' own (the tiers' ``reward_settings``);
    given, the option's value is in it."""
    parser = argparse.ArgumentParser()
    add_reward_arguments(parser)
    default = reward_config_from(parser.parse_args([]))
    assert default.harness == RewardConfig().harness
    for spec in TIERS:
        for name, value in spec.reward_settings:
            assert getattr(default.harness, name) == value
    given = _given(option, Command.REWARD)
    expected = False if option.kind is bool else option.kind(given[1])
    config = reward_config_from(parser.parse_args(given))
    assert getattr(config.harness, option.setting) == expected \
        != getattr(RewardConfig().harness, option.setting)
