"""Verification inputs end to end: the reference judges inputs, the generated ones catch what a
faster candidate gets wrong, and honest rewrites are never refuted."""

from __future__ import annotations

import random

import pytest

from superasm.datasets.build import build_problem
from superasm.harness import Harness, HarnessConfig
from superasm.measure import MeasureConfig, TimingMethod
from superasm.problem import InputsMade, Problem
from superasm.rewards import Reward, RewardConfig
from superasm.toolchain import c_to_asm
from superasm.verdict import Tier
from superasm.verification.inputs import VerifyConfig, make_verify_tests, source_constants
from superasm.verification.reference import CONDITION_BIT, ReferenceLab, parse_trace

pytestmark = pytest.mark.needs_bwrap

SUM = r"""
#include <stdio.h>
static int a[100000];
int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    for (int i = 0; i < n; i++) if (scanf("%d", &a[i]) != 1) return 1;
    long long total = 0;
    for (int i = 0; i < n; i++) total += a[i];
    printf("%lld\n", total);
    return 0;
}
"""

#: plausible "optimizations" that pass every public test and are wrong on a valid input
WRONG = {
    "32-bit accumulator": SUM.replace("long long total", "int total").replace("%lld", "%d"),
    "unrolled, no remainder": SUM.replace(
        "for (int i = 0; i < n; i++) total += a[i];",
        "for (int i = 0; i + 4 <= n; i += 4) total += a[i] + a[i+1] + a[i+2] + (long long)a[i+3];"),
    "signed read as unsigned": SUM.replace("long long total = 0;",
                                           "unsigned long long total = 0;").replace(
        "total += a[i];", "total += (unsigned)a[i];").replace("%lld\\n", "%llu\\n"),
    "one-element case dropped": SUM.replace("long long total = 0;",
                                            "long long total = 0; if (n == 1) n = 0;"),
}

#: correct rewrites: they differ from the reference only outside its input format
HONEST = {
    "reads until the end of the input": r"""
#include <stdio.h>
int main(void) {
    int n, x;
    long long total = 0;
    if (scanf("%d", &n) != 1) return 1;
    while (scanf("%d", &x) == 1) total += x;
    printf("%lld\n", total);
    return 0;
}
""",
    "initialises before scanf": SUM.replace("int n;", "int n = 0;").replace(
        "if (scanf(\"%d\", &a[i]) != 1) return 1;", "{ a[i] = 0; if (scanf(\"%d\", &a[i]) != 1) return 1; }"),
}


@pytest.fixture(scope="module")
def sum_problem() -> Problem:
    rng = random.Random(7)

    def draw(n: int) -> str:
        return f"{n}\n" + " ".join(str(rng.randint(0, 100)) for _ in range(n)) + "\n"

    # sizes a multiple of 4, values small and positive: what an unrolled loop, a narrow or an
    # unsigned accumulator gets right
    return build_problem("sum", SUM, [draw(4), draw(8), draw(12)], [draw(8), draw(16), draw(4)])


@pytest.fixture(scope="module")
def with_inputs(sum_problem: Problem) -> Problem:
    from dataclasses import replace
    tests, report = make_verify_tests(sum_problem)
    assert tests, report
    return replace(sum_problem, verify_tests=tuple(tests),
                   verify_made=InputsMade.from_dict(report.meta()))


def test_the_reference_judges_inputs_by_its_rules(sum_problem: Problem):
    with ReferenceLab(sum_problem) as lab:
        lab.learn_signatures(lab.run([t.input for t in sum_problem.tests]))
        good, overflow, short, extra, fails = lab.run([
            b"2\n1 2\n", b"100001\n" + b"1 " * 100001 + b"\n", b"5\n1 2\n", b"2\n1 2 3\n",
            b"x\n"])
    assert good.valid and good.output == b"3\n" and good.reads is not None
    assert good.reads.conversions == ("d", "d", "d") and good.blocks
    assert not overflow.valid  # a write past a[100000]: undefined, whatever it then prints
    assert not short.valid and "exit status 1" in short.why  # fewer values than announced
    assert not extra.valid and "left unread" in extra.why
    assert not fails.valid and "exit status 1" in fails.why


#: a bound read as a 64-bit number and compared
BOUND = r"""
#include <stdio.h>
int main(void) {
    long long limit, x, below = 0;
    if (scanf("%lld", &limit) != 1) return 1;
    while (scanf("%lld", &x) == 1) below += x < limit;
    printf("%lld\n", below);
    return 0;
}
"""


def test_a_compared_value_past_a_width_is_new_coverage_a_value_in_the_same_width_is_not():
    problem = build_problem("bound", BOUND, ["100\n5 200\n"], ["50\n60 7\n"])
    with ReferenceLab(problem) as lab:
        given, same, wide = lab.run([b"100\n5 200\n", b"90\n4 150\n",
                                     b"9223372036854775807\n5 200\n"])
    assert given.valid and same.valid and wide.valid
    assert given.blocks == same.blocks == wide.blocks  # the same code, the same ways
    assert same.reached == given.reached
    assert wide.conditions - given.conditions  # a comparison of a 63-bit value: new


#: a count checked against a constant bound, then used only to loop
BOUNDED = r"""
#include <stdio.h>
int main(void) {
    int n;
    if (scanf("%d", &n) != 1 || n > 1000000) return 1;
    printf("%d groups\n", n);
    return 0;
}
"""


def test_a_value_checked_against_a_constant_shows_its_own_width_not_the_bounds():
    """``n > 1000000`` compares a 20-bit constant whatever n is: the width recorded is n's, so
    n = 2^16 (past 16 bits) is new where the tests' n fit in 7, and n = 90 is not."""
    problem = build_problem("bounded", BOUNDED, ["3\n", "7\n"])
    with ReferenceLab(problem) as lab:
        given, same, wide = lab.run([b"3\n", b"90\n", b"65536\n"])
    assert given.valid and same.valid and wide.valid
    assert same.conditions == given.conditions
    assert wide.conditions - given.conditions


def test_the_probe_asks_the_baseline_once_and_judges_nothing():
    """``accepts`` (the limits' probe) is whether the baseline answers at all: an answer past
    a bound the program checks is refused, one inside it taken (only ``run`` judges
    validity)."""
    problem = build_problem("bounded", BOUNDED, ["3\n", "7\n"])
    with ReferenceLab(problem) as lab:
        assert lab.accepts([b"1000000\n", b"1000001\n", b"x\n", b"65536\n"]) == \
            [True, False, False, True]
        assert lab.accepts([]) == []

def test_an_input_read_unlike_every_given_input_is_outside_the_format():
    """A program that does not check its reads answers a short input (the C defines it: the
    static array holds zeros), but a rewrite that reads to the end of the input answers it
    differently and is still correct: such an input never refutes anything."""
    lax = SUM.replace('if (scanf("%d", &a[i]) != 1) return 1;', 'scanf("%d", &a[i]);')
    problem = build_problem("lax", lax, ["3\n1 2 3\n", "2\n5 5\n"])
    with ReferenceLab(problem) as lab:
        lab.learn_signatures(lab.run([t.input for t in problem.tests]))
        short, = lab.run([b"5\n1 2\n"])
    assert short.output == b"3\n" and short.exit_code == 0
    assert not short.valid and "ends before the program has read" in short.why


def test_undefined_behaviour_the_outputs_do_not_show_is_caught_by_the_sanitizers():
    source = SUM.replace("long long total = 0;", "long long total = 0;\n"
                         "    if (n > 10) a[n + 99985] = 1;  /* past the end for n > 14 */")
    problem = build_problem("ub", source, ["3\n1 2 3\n", "12\n" + "1 " * 12 + "\n"])
    with ReferenceLab(problem) as lab:
        lab.learn_signatures(lab.run([t.input for t in problem.tests]))
        inside, past = lab.run([b"13\n" + b"2 " * 13 + b"\n", b"20\n" + b"2 " * 20 + b"\n"])
    assert inside.valid and inside.output == b"26\n"
    assert not past.valid and past.why.startswith("sanitizer"), past.why
    assert past.output == b"40\n"  # -O0 and -O3 agree: only the sanitizer sees it


def test_the_trace_report_is_read_back():
    outcome = hex(CONDITION_BIT | 0x1a << 2 | 2)[2:].encode()  # the comparison at 0x1a: above
    line = b"junk\n@@superasm-trace@@ pcs=1a,2b," + outcome + b", consts=1,-5, conv=d,lld,s, " \
           b"short=0 eof=1 left=0 full=00 @@end@@\n"
    blocks, consts, reads, conditions = parse_trace(line) or ((), (), None, ())
    assert blocks == frozenset({0x1a, 0x2b}) and consts == (1, -5) and reads is not None
    assert conditions == frozenset({CONDITION_BIT | 0x1a << 2 | 2})
    assert reads.conversions == ("d", "lld", "s") and reads.signature == (False, True, False)
    assert parse_trace(b"no report") is None


def test_generated_inputs_are_valid_reproducible_and_say_what_they_cover(sum_problem: Problem,
                                                                         with_inputs: Problem):
    report = with_inputs.verify_made
    assert report is not None and report.coverage is not None
    assert report.coverage.sites > 0 and report.coverage.with_made >= report.coverage.by_tests
    assert report.details["typed_fields"] >= 2
    names = {t.name.split("-")[1] for t in with_inputs.verify_tests}
    assert {"small", "extreme"} <= names
    sizes = [int(t.input.split()[0]) for t in with_inputs.verify_tests if t.input.split()]
    assert 0 in sizes and max(sizes) > 8  # empty, and past the largest test
    # the expected outputs are the baseline's, and the same seed makes the same inputs (the
    # strategies that draw at random, made twice: all of them again would take a minute)
    drawing = VerifyConfig(strategies=("fresh", "small", "extreme", "constants", "corners"),
                           candidates=60)
    once, _ = make_verify_tests(sum_problem, drawing)
    again, _ = make_verify_tests(sum_problem, drawing)
    assert once and [t.input for t in again] == [t.input for t in once]
    assert {t.input for t in once} & {t.input for t in with_inputs.verify_tests}


@pytest.mark.parametrize("kind", sorted(WRONG))
def test_a_subtly_wrong_candidate_is_refuted_and_paid_less(with_inputs: Problem, kind: str):
    asm = c_to_asm(WRONG[kind]).asm
    # the generated tier against the public and hidden tests alone: the explored tier (which
    # refutes these too, test_campaign.py) off
    config = HarnessConfig(timing=MeasureConfig(method=TimingMethod.NONE),
                           stop_at_first_failure=False, explore_runs=0)
    with Harness(config) as harness:
        verdict = harness.evaluate(with_inputs, asm)
        honest = harness.evaluate(with_inputs, c_to_asm(SUM, flags=("-O2",)).asm)
        before = harness.evaluate(_without_generated(with_inputs), asm)
    assert verdict.correct and verdict.verified is False, verdict.checks_line()
    generated = next(c for c in verdict.checks if c.tier is Tier.GENERATED)
    assert generated.ran and not generated.ok and generated.passed < generated.total
    assert before.verified is True  # the public and hidden tests alone let it through
    assert honest.verified is True, honest.verified_detail
    for kind_ in ("cgs", "so"):
        reward = Reward(RewardConfig(kind=kind_))
        assert reward(verdict) < reward(honest)


@pytest.mark.parametrize("kind", sorted(HONEST))
def test_an_honest_rewrite_is_never_refuted(with_inputs: Problem, kind: str):
    config = HarnessConfig(timing=MeasureConfig(method=TimingMethod.NONE))
    with Harness(config) as harness:
        for asm in (c_to_asm(HONEST[kind]).asm, c_to_asm(SUM, flags=("-O1",)).asm):
            verdict = harness.evaluate(with_inputs, asm)
            assert verdict.correct and verdict.verified is True, verdict.verified_detail


def test_source_constants_are_the_sizes_and_bounds_it_declares():
    assert source_constants("#define MAXN 100005\nint a[200000];\nif (x <= 64) y;") == [
        64, 100005, 200000]


def _without_generated(problem: Problem) -> Problem:
    from dataclasses import replace
    return replace(problem, verify_tests=(), verify_made=None)


def test_words_sharing_a_prefix_come_in_pairs_at_the_common_buffer_lengths():
    import random as _random

    from superasm.verification.inputmodel import Field
    from superasm.verification.inputs import BUFFER_SIZES, _shared_prefixes

    f = Field()
    for word in ("ab", "cde", "fgh"):
        f.observe(word)
    lengths = [4] + [n for b in BUFFER_SIZES for n in (b, b + 1)]
    make = _shared_prefixes(f, lengths, "abcdefgh")
    rng = _random.Random(0)
    words = [make(rng) for _ in range(2 * len(lengths))]
    assert [len(w) for w in words] == [n for n in lengths for _ in range(2)]
    longest = max(words, key=len)
    assert all(longest.startswith(w[:-1]) for w in words)


def test_no_verify_inputs_drops_even_shipped_ones():
    """``--no-verify-inputs`` promises the public and hidden tests only: inputs a dataset
    ships are not checked either."""
    import argparse

    from superasm.cli.eval_cmd import prepare_tiers
    from superasm.datasets import resolve_dataset

    problems = resolve_dataset("examples")[:2]
    assert all(p.verify_tests for p in problems)
    made = prepare_tiers(argparse.Namespace(verify_inputs=False, explore_runs=0), problems)
    assert [p.id for p in made] == [p.id for p in problems]
    assert not any(p.verify_tests or p.verify_made for p in made)


def test_a_strategy_that_fails_or_runs_too_long_stops_and_the_others_go_on(monkeypatch) -> None:
    """A strategy's fault of any kind (not only the errors of one input) or a strategy past
    its time stops that strategy, counted by why; what the others make is kept."""
    from superasm.verification import inputs as verify_inputs
    from superasm.verification.inputmodel import InputModel
    from superasm.verification.strategies.draw import _Facts

    clock = [0.0]

    def fine(model, facts):
        for i in range(5):
            yield lambda rng, i=i: f"{i}\n"

    def broken(model, facts):
        yield lambda rng: "1 2\n"
        yield lambda rng: None.split()  # an AttributeError: the strategy's fault

    def slow(model, facts):
        while True:  # each input costs 40 s of the clock
            clock[0] += 40.0
            yield lambda rng: f"{clock[0]}\n"

    monkeypatch.setattr(verify_inputs.time, "monotonic", lambda: clock[0])
    monkeypatch.setitem(verify_inputs._MAKERS, "fresh", fine)
    monkeypatch.setitem(verify_inputs._MAKERS, "small", broken)
    monkeypatch.setitem(verify_inputs._MAKERS, "large", slow)
    failed: dict[str, int] = {}
    made = verify_inputs.generate(InputModel.learn([b"3\n"]), _Facts([], random.Random(0)), 50,
                                  0, set(), ("fresh", "small", "large"), failed)
    by = {name: [m.data for m in made if m.strategy == name] for name in ("fresh", "small", "large")}
    assert by["fresh"] == [f"{i}\n".encode() for i in range(5)]
    assert by["small"] == [b"1 2\n"]
    assert len(by["large"]) == 2  # (40 s, then 80 s: past the limit, stopped after it)
    assert failed == {"the small strategy failed (AttributeError: 'NoneType' object has no "
                      "attribute 'split')": 1, "the large strategy ran past 60 s (stopped)": 1}
