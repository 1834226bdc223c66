"""The verify phase's checks (superasm.harness.checks): what a check says when its tier had no
cases is a message a user can act on (issue 34), with no internal function names in it."""

from __future__ import annotations

from superasm.harness import HarnessConfig
from superasm.harness.checks import why_absent
from superasm.problem import Problem, TestCase
from superasm.tiers import tier_spec
from superasm.verdict import Tier


def test_a_problem_without_verification_inputs_says_what_makes_them():
    problem = Problem("p", "int main(void){return 0;}", "", [TestCase(b"", b"")])
    why = why_absent(tier_spec(Tier.GENERATED), problem, HarnessConfig())
    assert why == ("the problem has no verification inputs (eval and optimize make them unless "
                   "--no-verify-inputs)")
    assert "add_verify_tests" not in why


def test_a_tier_turned_off_names_its_setting():
    problem = Problem("p", "int main(void){return 0;}", "", [TestCase(b"", b"")],
                      verify_tests=[TestCase(b"1\n", b"")])
    spec = tier_spec(Tier.GENERATED)
    assert why_absent(spec, problem, HarnessConfig(check_generated=False)) == \
        "turned off (check_generated)"
