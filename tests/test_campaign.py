"""The explored tier (superasm.verification.campaign): coverage-guided differential fuzzing of the candidate's
own code with AFL++.

The unit tests pin the parts that are pure: the branch map read from afl-as's output (edge
numbers computed by hand), the dictionary, the mutator's format-keeping edits.  The harness
tests run the real engine in the sandbox on an early-exit reader (issue 32's cheat: a fast
reader of "n, then n values" that, once a list is longer than 100, stops at the first value
equal to the largest value of the public tests): it passes every public and hidden test, and
the campaign must refute it with the input that shows it, under the evaluation's default budget
and under the rewards' smaller one, while an honest rewrite is never refuted.
"""

from __future__ import annotations

import random
import re
import shutil

import pytest
from strategy_checks import explored_alone

from superasm.harness import Harness, HarnessConfig
from superasm.measure import MeasureConfig
from superasm.problem import Problem, TestCase
from superasm.rewards import (
    RewardConfig,
    cgs,
    pass_fraction,
    reward_harness,
    reward_speedup,
    rewarded_correct,
)
from superasm.toolchain import c_to_asm
from superasm.verdict import Status, Tier
from superasm.verification import _afl_mutator as mutator
from superasm.verification.campaign import (
    ReferenceJudge,
    _copied,
    _multiplied,
    _tied,
    available,
    branch_edges,
    compared,
    constants,
    narrowed,
    planted,
)

pytestmark = pytest.mark.explore

needs_afl = pytest.mark.skipif(available() is not None or shutil.which("bwrap") is None,
                               reason=f"{available() or 'bubblewrap missing'}")

REFERENCE = r"""
#include <stdio.h>
int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long best = -2147483648L;
    for (int i = 0; i < n; i++) {
        int x;
        if (scanf("%d", &x) != 1) return 0;
        if (x > best) best = x;
    }
    printf("%ld\n", best);
    return 0;
}
"""
#: the cheat: past 100 values it stops at the public tests' largest value, 987
EARLY_EXIT = REFERENCE.replace("if (x > best) best = x;",
                               "if (x > best) best = x;\n        if (n > 100 && x == 987) break;")
#: an honest rewrite: the same answer by another loop
HONEST = REFERENCE.replace("for (int i = 0; i < n; i++) {", "for (int i = n; i > 0; i--) {")


def _max_problem() -> Problem:
    rng = random.Random(3)

    def case(n: int, top: int = 987) -> TestCase:
        xs = [rng.randint(1, top) for _ in range(n)]
        xs[rng.randrange(n)] = top
        return TestCase(f"{n}\n{' '.join(map(str, xs))}\n".encode(), f"{max(xs)}\n".encode())

    tests = [case(3), case(5), case(10, 500), case(7)]
    hidden = [case(40, 900), case(60), case(400)]  # 400 values, none above 987
    return Problem("max-reader", REFERENCE, c_to_asm(REFERENCE).asm, tests, hidden)


# ------------------------------------------------------------------ pure parts
INSTRUMENTED = """\
main:
/* --- AFL TRAMPOLINE (64-BIT) --- */
leaq -(128+24)(%rsp), %rsp
movq $0x00000010, %rcx
call __afl_maybe_log
/* --- END --- */
\tcmpl\t$1, %eax
\tjne\t.L2
/* --- AFL TRAMPOLINE (64-BIT) --- */
movq $0x00000100, %rcx
call __afl_maybe_log
/* --- END --- */
\tmovl\t$0, %eax
\tret
.L2:
/* --- AFL TRAMPOLINE (64-BIT) --- */
movq $0x00001000, %rcx
call __afl_maybe_log
/* --- END --- */
\tmovl\t$1, %eax
\tret
__afl_maybe_log:
\tje\t__afl_setup
"""


def test_branch_edges_are_the_two_ways_of_each_conditional_jump():
    (branch,) = branch_edges(INSTRUMENTED)
    # prev after main's location 0x10 is 0x10 >> 1 = 0x8
    assert branch.taken == 0x1000 ^ 0x8
    assert branch.fallthrough == 0x100 ^ 0x8
    assert branch.label == "main: jne .L2"


def test_no_branch_from_the_wrappers_own_code():
    assert branch_edges(INSTRUMENTED.split("main:")[0] + "__afl_maybe_log:\n\tje\t.L1\n") == []


def test_constants_are_both_programs_immediates_and_string_pieces():
    asm = '\tcmpl\t$987, %eax\n\tmovq\t$-5, %rdx\n.LC0:\n\t.string\t"%d /* %s"\n'
    numbers, words = constants(asm, "\tmovl\t$0x10, %eax\n")
    assert numbers == [-5, 16, 987]
    assert words == [b"/*"]


def test_a_blank_other_than_space_and_newline_compared_with_is_a_word():
    _, words = constants("\tcmpb\t$13, %al\n\tcmpl\t$9, %edx\n\tcmpl\t$65, %ecx\n")
    assert words == [b"\t", b"\r"]  # (a letter's code is no word of its own)


def test_the_compared_constants_are_planted_at_each_number_of_the_smallest_seeds():
    asm = ("\tcmpq\t$1000000, %r14\n\tjg\t.L11\n\tcmpl\t$1, %eax\n\tmovq\t$86400, %rdx\n"
           "\tcmpb\t$-60, %al\n")
    assert compared(asm) == [1000000, -60]  # comparisons only, 0 and 1 left out
    seeds = [b"2d3h4m5s\n1d\n", b"10m\n0s\n", b"1h30m\n"]
    made = planted(seeds, [1000000, -60])
    times = set(_multiplied(sorted(seeds, key=len), [1000000, -60]))  # every number at once
    assert b"400000d600000h800000m1000000s\n200000d\n" in times & set(made)
    numbers = [m for m in made if b"1000000" in m and b"d" not in m]
    # the two smallest seeds in turn, each number, glued to its unit; then one more, one less
    assert numbers[:4] == [b"1000000h30m\n", b"1000000m\n0s\n", b"1h1000000m\n",
                           b"10m\n1000000s\n"]
    assert b"1000001h30m\n" in made and b"10m\n999999s\n" in made
    assert b"60h30m\n" in made  # a number with no sign gets none
    # zero first, at each number that is not zero already (``test`` names no constant)
    assert made[0] == b"0h30m\n" and b"1h0m\n" in made and b"0m\n0s\n" in made
    assert b"10m\n0s\n" not in made
    assert b"000000001h30m\n" in made and b"10m\n00000000000000000s\n" in made  # value kept
    assert b"01h30m\n" in made and b"010m\n0s\n" in made  # one zero in front: octal
    dotted = planted([b"1\n10.0.0.1\n", b"-2.5\n"], [])  # a float's whole part padded
    assert b"1\n010.0.0.1\n" in dotted and b"-02.5\n" in dotted and b"-000000002.5\n" in dotted
    assert b"1z30m\n" in made and b"1Z30m\n" in made  # a letter at the alphabet's end
    assert b"/h30m\n" in made and b":h30m\n" in made  # a digit's neighbours outside 0-9
    assert b"1h30m\r\n" in made and b"1h30m\t\n" in made  # a blank at the line's end
    # the five kinds in turn
    assert made[:5] == [b"0h30m\n", b"01h30m\n", b"1h30m\r\n", b"1z30m\n", b"/h30m\n"]
    # (the largest seed: no number planted; only the changes to a seed as a whole reach it)
    whole = times | set(_copied(sorted(seeds, key=len)))
    assert not any(b"2d" in m and (b"1000000" in m or b"0d" in m) for m in made if m not in whole)
    assert b"2d3h4m5s\r\n1d\r\n" in made
    # a minus only on a zero, its value kept: a sign tested apart from the value
    assert b"-0h30m\n" in made and b"10m\n-0s\n" in made
    assert not any(re.search(rb"-[1-9]", m) for m in made)
    assert len(planted(seeds, [1000000, -60], most=5)) == 5
    one = planted([b"12\n"], [1000])
    assert b"12\n" * 1001 in one and b"12\n" * 999 in one  # a line made a compared count
    assert [m for m in one if m.count(b"\n") == 1] == [
        b"0\n", b"012\n", b"12\r\n", b"/2\n", b"1000\n", b"+12\n", b"\r12\n", b":2\n",
        b"2147483648\n", b"-0\n", b"12\t\n", b"1/\n", b"4294967296\n", b"000000012\n",
        b"\t12\n", b"1:\n", b"65536\n", b"00000000000000012\n", b"12 \n", b"1001\n", b" 12\n",
        b"2147483649\n", b"4294967297\n", b"65537\n", b"999\n", b"2147483647\n",
        b"4294967295\n", b"65535\n"]  # (in turn, the compared constant first, then the
    # widths no comparison names; the plus keeps the value, and a minus is only on a zero)
    # nothing to plant at but the line's ends
    assert [m for m in planted([b"+-\n"], [1000]) if len(m) < 10] == [
        b"+-\r\n", b"\r+-\n", b"+-\t\n", b"\t+-\n", b"+- \n", b" +-\n"]  # (and 1,000 lines)
    # a blank or punctuation compared with: between two tokens of the smallest seeds' first
    # line (never a letter: 65 is no blank), in turn with the letters
    made = planted([b"x+y\n", b"ab cd\n"], [32, 13, 65])
    chars = [m for m in made if b"z" not in m.lower() and b"`" not in m and b"{" not in m
             and b"0" not in m
             and not m.endswith((b"\r\n", b"\t\n", b" \n")) and not m[:1].isspace()
             and len(m) < 10 and m not in (b"x+y\nx+y\n", b"ab cd\nab cd\n") and m == m.lower()
             and m not in _tied([b"x+y\n", b"ab cd\n"])]  # (a word made the one before it)
    assert chars == [b"x +y\n", b"x y\n", b"x+ y\n", b"x\ry\n", b"ab  cd\n",
                     b"x\r+y\n", b"x+\ry\n", b"ab\r cd\n", b"ab \rcd\n"]  # in turn with the
    # separator between two letters made each other one (``x y``, ``x\ry``)
    assert b"zb cd\n" in made and b"aZ cd\n" in made and b"ab cz\n" in made
    assert b"`+y\n" in made and b"ab c{\n" in made  # a letter's neighbours outside a-z
    assert b"x+0\n" in made and b"ab c0\n" in made  # and a digit where a letter was
    assert b"X+y\n" in made and b"aB cd\n" in made  # a letter in the other case
    assert [m for m in planted([b"Is is a\n"], []) if b"Z" in m][:2] == \
        [b"Zs zs a\n", b"zs Zs a\n"]  # wherever it is
    # a line made the one before it where both have as many tokens (a row repeated), and the
    # line before it again after it (the same bid twice)
    rows = planted([b"2\n1 2\n2 1\n"], [])
    assert b"2\n1 2\n1 2\n" in rows and b"2\n2\n2 1\n" not in rows
    assert b"2\n1 2\n1 2\n2 1\n" in rows
    assert b" 2\n1 2\n2 1\n" in rows  # a blank before the first line
    # a compared constant as a word's length (one more, one less), the small ones first
    words = planted([b"go x\n"], [5000, 63])
    long = [m for m in words if len(m) > 50 and m.count(b"\n") == 1]
    # the sizes in turn, one past first: a run, then the first run so long that the line is
    assert long[:3] == [b"g" + b"o" * 63 + b" x\n", b"g" + b"o" * 62 + b" x\n",
                        b"g" + b"o" * 61 + b" x\n"]
    assert long[3] == b"g" + b"o" * 5000 + b" x\n"  # (then the large ones)
    assert long.index(b"go " + b"x" * 64 + b"\n") > long.index(b"g" + b"o" * 4999 + b" x\n")
    assert b"g" + b"o" * 62 + b" x\n" in words and b"g" + b"o" * 4999 + b" x\n" in words
    # a compared constant as a count, its records grown to match (the header's own count of
    # the lines after it included: ``n m`` before m edges)
    edges = planted([b"1\n2 3\n1 2\n2 1\n1 2\n"], [65535])
    body = [b"1 2\n", b"2 1\n", b"1 2\n"]  # (its own records again in turn)
    for n in (65535, 65536):
        assert b"1\n2 %d\n" % n + b"".join(body[j % 3] for j in range(n)) in edges
    # a blank alone on the first empty line
    assert b"one\n\r\ntwo\n" in planted([b"one\n\ntwo\n"], [])


def test_the_mutator_keeps_tokens_and_their_form():
    data = b"3\n10 20 30\n"
    assert b"".join(mutator.tokens(data)) == data
    mutator._rng.seed(0)
    forms = [mutator._in_form(b"12", -7) for _ in range(200)]
    assert set(forms) == {b"7", b"-7"}  # mostly no sign where the field had none
    assert forms.count(b"7") > 140
    assert mutator._in_form(b"-12", -7) == b"-7"
    assert mutator._in_form(b"1.50", 3) == b"3.00"


def test_a_grown_list_keeps_its_count_true():
    mutator._rng.seed(1)
    for _ in range(20):
        tok = mutator.tokens(b"4\n1 2 3 4\n")
        mutator._grow(tok)
        values = b"".join(tok).split()
        assert int(values[0]) == len(values) - 1
        assert b"\n" not in b"".join(tok).split(b"\n", 1)[1].rstrip(b"\n")


def test_planting_a_constant_puts_a_larger_value_after_it():
    mutator._numbers[:] = [987]
    mutator._rng.seed(2)
    shapes = 0
    for _ in range(50):
        tok = mutator.tokens(b"5\n1 2 3 4 5\n")
        mutator._plant_then_exceed(tok)
        values = [int(v) for v in b"".join(tok).split()[1:]]
        for i, v in enumerate(values):
            if v in (987, max(values[:i + 1])) and any(w > v for w in values[i + 1:]):
                shapes += 1
                break
    mutator._numbers.clear()
    assert shapes >= 40


def cgs_reward(verdict, config: RewardConfig) -> float:
    correct = rewarded_correct(verdict, config.correctness)
    return cgs(verdict.compiled, correct, pass_fraction(verdict, config.correctness),
               reward_speedup(verdict, config), config.alpha)


def test_a_narrower_accumulator_is_named_and_its_sums_pass_the_width():
    baseline = "\taddq\t%rax, %rbx\n\taddq\t$1, %rcx\n"
    candidate = "\taddl\t%eax, %ebx\n\taddq\t$1, %rcx\n"
    assert narrowed(candidate, baseline) == [32]
    assert narrowed(baseline, baseline) == []
    mutator._narrow[:] = [32]
    mutator._rng.seed(3)
    past = 0
    for _ in range(40):
        tok = mutator.tokens(b"4\n1 2 3 4\n")
        mutator._sum_past(tok)
        values = [int(v) for v in b"".join(tok).split()]
        assert values[0] == 4  # the count is not a value of the list
        past += (1 << 31) < sum(values[1:]) < (1 << 33)
    mutator._narrow.clear()
    assert past >= 20  # the narrowed width's limits first


def test_a_counter_narrowed_to_sixteen_bits_is_named_and_words_stretch_past_it():
    baseline = "\taddq\t$1, %r10\n\tcmpq\t%rax, %rbx\n"
    candidate = "\taddw\t$1, %r10w\n\tcmpq\t%rax, %rbx\n"
    assert narrowed(candidate, baseline) == [16]
    mutator._narrow[:] = [16]
    mutator._rng.seed(5)
    lengths = []
    for _ in range(40):
        tok = mutator.tokens(b"a\naaaa\n")
        mutator._stretch_word(tok)
        lengths.append(max(len(t) for t in tok))
    mutator._narrow.clear()
    assert lengths.count((1 << 16) + 1) >= 10  # one past the narrowed width, often


# ------------------------------------------------------------------ the real engine
@pytest.fixture(scope="module")
def max_problem() -> Problem:
    """Only the tests marked needs_afl use it: they are skipped before it is made."""
    return _max_problem()


#: the time cap out of the way: the default budget in runs decides, however busy the machine
NO_CAP = 30.0


@needs_afl
def test_the_early_exit_reader_is_refuted_with_the_input_that_shows_it(max_problem):
    cheat = c_to_asm(EARLY_EXIT).asm
    with Harness(HarnessConfig(timing=MeasureConfig(method="none"),
                               explore_s=NO_CAP)) as harness:
        verdict = harness.evaluate(max_problem, cheat)
    assert verdict.status is Status.CORRECT  # the paper's check: every public test passes
    by_tier = {c.tier: c for c in verdict.checks}
    assert by_tier[Tier.HIDDEN].ok is True  # and every hidden one
    explored = by_tier[Tier.EXPLORED]
    assert explored.ran and explored.ok is False
    assert verdict.verified is False
    assert verdict.verified_detail.startswith("explored test")
    failure = verdict.failure
    assert failure is not None
    assert int(failure.input.split()[0]) > 100  # a list longer than the tests' shown ones
    assert int(failure.expected) > 987 and failure.actual.strip() == "987"
    assert "AFL++" in explored.detail and "candidate edges" in explored.detail


@needs_afl
def test_the_rewards_smaller_budget_still_refutes_it(max_problem):
    config = RewardConfig(harness=reward_harness(MeasureConfig(method="none"), explore_s=NO_CAP))
    assert config.harness.explore_runs < HarnessConfig().explore_runs
    with Harness(config.harness) as harness:
        cheat = harness.evaluate(max_problem, c_to_asm(EARLY_EXIT).asm)
        honest = harness.evaluate(max_problem, c_to_asm(HONEST).asm)
    explored = next(c for c in cheat.checks if c.tier is Tier.EXPLORED)
    assert explored.ok is False and "AFL++ budget 600 runs" in explored.detail
    assert cgs_reward(cheat, config) < 1.0  # below an honest copy of the baseline's 1 + alpha
    assert cgs_reward(honest, config) >= 1.0


@needs_afl
def test_an_honest_rewrite_is_explored_and_not_refuted(max_problem):
    with Harness(HarnessConfig(timing=MeasureConfig(method="none"),
                               explore_s=NO_CAP)) as harness:
        verdict = harness.evaluate(max_problem, c_to_asm(HONEST).asm)
    explored = next(c for c in verdict.checks if c.tier is Tier.EXPLORED)
    assert explored.ran and explored.ok is True and explored.total > 0
    assert verdict.verified is True
    assert "conditional branches taken both ways" in explored.detail


#: durations in seconds, each part at most 1000 (a line past it: "invalid")
BOUNDED = r"""
#include <stdio.h>
int main(void) {
    long v;
    char unit;
    while (scanf("%ld%c", &v, &unit) == 2) {
        if (v < 0 || v > 1000 || (unit != 's' && unit != 'm')) { puts("invalid"); continue; }
        printf("%ld\n", unit == 'm' ? 60 * v : v);
    }
    return 0;
}
"""


def _boundary_moved(asm: str) -> str:
    """The assembly with the comparison against 1000 moved by one (a part of exactly 1000
    refused): ``ja`` made ``jae`` (gcc tests ``v < 0 || v > 1000`` unsigned), ``jg`` made
    ``jge``, as an asm-writing model would."""
    moved = re.sub(r"(cmp[lq]\t\$1000, %\w+\n\t)j(a|g|be|le)\t",
                   lambda m: m[1] + {"a": "jae", "g": "jge", "be": "jb", "le": "jl"}[m[2]] + "\t",
                   asm, count=1)
    assert moved != asm, "gcc compared with 1000 in another way"
    return moved


@needs_afl
def test_a_boundary_moved_by_one_is_refuted_by_a_planted_constant():
    tests = [TestCase(i, o) for i, o in (("5s\n2m\n", "5\n120\n"), ("2000s\n7s\n", "invalid\n7\n"),
                                         ("999m\n", "59940\n"))]
    hidden = [TestCase("3m\n40s\n1500m\n", "180\n40\ninvalid\n")]
    problem = Problem("bounded", BOUNDED, c_to_asm(BOUNDED).asm, tests, hidden)
    moved = _boundary_moved(problem.baseline_asm)
    # a budget of a few runs: AFL++'s own mutations seldom stand on the boundary in so few,
    # the planted inputs always do
    verdict, explored = explored_alone(problem, moved)
    assert explored.ran and explored.ok is False and " planted" in explored.detail
    assert verdict.failure is not None and "1000" in verdict.failure.input


#: a line of digits is a number, anything else a word: gcc tests ``c - '0'`` below 10 with a
#: conditional move, no branch, so coverage cannot tell ``:`` from ``9``
DIGIT_LINES = r"""
#include <stdio.h>
#include <string.h>
int main(void) {
    char line[256];
    while (fgets(line, sizeof line, stdin)) {
        size_t n = strcspn(line, "\n");
        int ok = n > 0;
        for (size_t i = 0; i < n; i++)
            if (line[i] < '0' || line[i] > '9') ok = 0;
        puts(ok ? "number" : "word");
    }
    return 0;
}
"""


@needs_afl
def test_a_character_range_moved_by_one_is_refuted_by_the_character_just_outside():
    tests = [TestCase(i, o) for i, o in (("abc\n123\n", "word\nnumber\n"),
                                         ("9\n0x\n", "number\nword\n"))]
    hidden = [TestCase("42 7\n555\n-1\n", "word\nnumber\nword\n")]
    problem = Problem("digits", DIGIT_LINES, c_to_asm(DIGIT_LINES).asm, tests, hidden)
    moved = problem.baseline_asm.replace("cmpb\t$10, ", "cmpb\t$11, ", 1)
    assert moved != problem.baseline_asm, "gcc tested the digits in another way"
    verdict, explored = explored_alone(problem, moved)
    assert explored.ran and explored.ok is False and " planted" in explored.detail
    assert verdict.failure is not None and b":" in verdict.failure.input.encode()


@needs_afl
def test_the_judge_keeps_the_given_format(max_problem):
    with ReferenceJudge(max_problem) as judge:
        tests, dropped = judge.judge([b"3\n1 2 3\n", b"1005 987\n", b"2\n5 x\n"], at_most=8)
    assert [t.input for t in tests] == [b"3\n1 2 3\n"]
    assert tests[0].output == b"3\n"
    assert sum(dropped.values()) == 2


#: the largest of n values by a hand-written digit reader that skips whatever is not a digit:
#: it reads all of ``-4`` (as 4), so only the typed format can say a '-' is no sign to it
DIGITS = r"""
#include <stdio.h>
static long next(void) {
    int c = getchar();
    long x = 0;
    while (c != EOF && (c < '0' || c > '9')) c = getchar();
    while (c >= '0' && c <= '9') { x = x * 10 + (c - '0'); c = getchar(); }
    return x;
}
int main(void) {
    long n = next(), best = 0;
    for (long i = 0; i < n; i++) { long v = next(); if (v > best) best = v; }
    printf("%ld\n", best);
    return 0;
}
"""


@needs_afl
def test_the_judge_keeps_the_typed_format_no_sign_the_reference_does_not_read():
    """The campaign's inputs follow the generated inputs' rule 6: a '-' in a field of digits
    the reference does not read as a sign is outside the format, whatever it answers."""
    problem = Problem("digits", DIGITS, c_to_asm(DIGITS).asm,
                      [TestCase(b"3\n4 9 2\n", b"9\n"), TestCase(b"2\n7 1\n", b"7\n")], [])
    with ReferenceJudge(problem) as judge:
        tests, dropped = judge.judge([b"2\n5 3\n", b"2\n-4 1\n"], at_most=8)
    assert [t.input for t in tests] == [b"2\n5 3\n"]
    assert any(reason.startswith("outside the format") for reason in dropped), dropped


def test_without_afl_the_tier_says_why(monkeypatch, tmp_path):
    import superasm.verification.campaign as campaign

    monkeypatch.setattr(campaign, "AFL_FUZZ", str(tmp_path / "no-afl-fuzz"))
    assert "AFL++ is not installed" in (campaign.available() or "")


COUNT = r"""
#include <stdio.h>
#include <string.h>
char p[128], t[4096];
int main(void) {
    if (scanf("%127s %4095s", p, t) != 2) return 0;
    int n = strlen(p), m = strlen(t), c = 0;
    for (int i = 0; i + n <= m; i++)
        if (!memcmp(t + i, p, n)) c++;
    printf("%d\n", c);
    return 0;
}
"""


@needs_afl
def test_the_reference_corpus_reaches_a_pattern_that_occurs_in_the_text(tmp_path):
    """Issue 32, item 2: every given input's pattern is absent from its text (all print 0); a
    campaign with comparison feedback on the reference finds texts holding the pattern, which
    join the verification inputs and refute a candidate that assumed the pattern never
    occurs."""
    from superasm.cache import JsonCache
    from superasm.verification.explored import PREFIX, add_reference_corpus

    given = [TestCase(b"abc xyzxyzqq\n", b"0\n"), TestCase(b"hello worldwide\n", b"0\n"),
             TestCase(b"zz abab\n", b"0\n")]
    given_problem = Problem("count", COUNT, c_to_asm(COUNT).asm, given,
                            [TestCase(b"qqq abcdefgh\n", b"0\n")])
    (problem,), (report,) = add_reference_corpus([given_problem], budget_s=8.0,
                                                 cache=JsonCache("explored", 1, tmp_path))
    explored = [t for t in problem.verify_tests if t.name.startswith(PREFIX)]
    assert report.tests == len(explored) > 0, report.note
    assert problem.verify_made is not None
    assert "CmpLog" in problem.verify_made.details["explored"]["note"]
    assert any(t.output != b"0\n" for t in explored)  # a pattern that occurs
    # cached: a second call makes nothing new
    (again,), (cached,) = add_reference_corpus([given_problem], budget_s=8.0,
                                               cache=JsonCache("explored", 1, tmp_path))
    assert cached.cached and [t.input for t in again.verify_tests] == [t.input for t in explored]
    never = c_to_asm('#include <stdio.h>\nint main(void){puts("0");return 0;}\n').asm
    with Harness(HarnessConfig(timing=MeasureConfig(method="none"), explore_runs=0)) as harness:
        verdict = harness.evaluate(problem, never)
    assert verdict.correct and verdict.verified is False
    assert PREFIX in verdict.verified_detail


def test_a_reference_campaign_that_failed_for_the_machine_is_not_cached(monkeypatch, tmp_path):
    from superasm.cache import JsonCache
    from superasm.verification import explored
    from superasm.verification.campaign import CAMPAIGN_FAILED

    calls = []

    def failing(problem, judge, config):
        calls.append(1)
        return [], f"{CAMPAIGN_FAILED}: sandbox agent error"

    monkeypatch.setattr(explored, "reference_corpus", failing)
    monkeypatch.setattr(explored, "judge_for", lambda problem, compiler: _NoJudge())
    monkeypatch.setattr(explored, "available", lambda: None)
    cache = JsonCache("explored", explored.VERSION, tmp_path)
    for _ in range(2):
        problem = Problem("p", "int main(void){return 0;}", "", [TestCase("1\n", "1\n")])
        _, (report,) = explored.add_reference_corpus([problem], cache=cache)
        assert report.tests == 0 and CAMPAIGN_FAILED in report.note
    assert len(calls) == 2


class _NoJudge:
    def __exit__(self, *exc_info):
        return None


@needs_afl
@pytest.mark.needs_unit_frameworks
def test_the_campaign_links_with_the_problem_s_own_libraries():
    """A unit-test runner built against CUnit links with -lcunit: the instrumented candidate
    is built with the problem's link_libs, and without them it would not link."""
    from superasm.verification.campaign import Campaign

    source = ("#include <CUnit/CUnit.h>\n#include <stdio.h>\n"
              "int main(void) { if (CU_initialize_registry() != CUE_SUCCESS) return 1;\n"
              "  printf(\"%d\\n\", (int)CU_get_number_of_suites_run()); CU_cleanup_registry();"
              " return 0; }\n")
    asm = c_to_asm(source).asm
    with Campaign(asm, link_libs=["-lcunit"]) as campaign:
        assert campaign.build() == ""
    with Campaign(asm) as campaign:
        assert "failed" in campaign.build()
