"""Verification inputs at the boundaries of magnitude, at scale (issue 32, item 3), and the
format rule that keeps them valid (item 4): long lists whose count or sum passes a width only
after tens of thousands of records, a value out of the tests' range at every place of a long
list, both signs at their limits in one list, reals that cancel, numbers inside words, sign
forms only where the reference reads a sign; and never a sign where every given input has
digits and the reference does not read one."""

from __future__ import annotations

import functools
import random
from dataclasses import replace
from pathlib import Path

import pytest

from superasm.cache import JsonCache
from superasm.datasets.build import build_problem
from superasm.problem import InputsMade, Problem, TestCase
from superasm.toolchain import build_and_run
from superasm.verification import inputs as verify_inputs
from superasm.verification.inputmodel import InputModel
from superasm.verification.inputs import (
    DECLARED,
    QUOTA,
    STRATEGIES,
    Strategy,
    VerifyConfig,
    VerifyReport,
    _Facts,
    format_break,
    generate,
    make_verify_tests,
)
from superasm.verification.reference import ReferenceLab

NEW = [s.name for s in DECLARED if s.since >= 7]


def _model(inputs: list[str], conversion: str = "") -> InputModel:
    """A model of ``inputs``, every token read with ``conversion`` ('' : untraced)."""
    data = [i.encode() for i in inputs]
    model = InputModel.learn(data)
    if conversion:
        for d in data:
            model.assign_types(d, [conversion] * len(d.split()))
    return model


def _made(model: InputModel, names: list[str], count: int = 200,
          constants: tuple[int, ...] = ()) -> list[tuple[str, list[str]]]:
    made = generate(model, _Facts(list(constants), random.Random(0)), count, 0, set(), names)
    return [(m.strategy, m.data.decode("utf-8", "surrogateescape").split()) for m in made]


def _lists(seed: int = 3) -> list[str]:
    """``n`` then ``n`` values in 0..1000, the largest in every input, one value twice."""
    rng = random.Random(seed)
    out = []
    for n in (5, 9, 40, 17):
        values = [rng.randint(0, 999) for _ in range(n - 3)] + [1000, 500, 500]
        rng.shuffle(values)
        out.append(f"{n}\n" + " ".join(map(str, values)) + "\n")
    return out


def test_every_strategy_is_declared_once_with_its_quota_and_maker() -> None:
    assert list(STRATEGIES) == [s.name for s in DECLARED]
    assert set(QUOTA) == set(STRATEGIES) == set(verify_inputs._MAKERS)
    assert set(NEW) == {"scale", "outliers", "both-signs", "capacities", "inside-words",
                        "sign-forms", "repeats", "alike", "grown", "nested", "rescaled", "edits",
                        "replayed", "aliased", "prefixed", "summed", "maximal", "bounds",
                        "stretched", "widened", "concatenated"}
    twice = (*DECLARED, Strategy("scale", DECLARED[0].make, 1, 7))
    with pytest.raises(RuntimeError, match="declared twice"):
        verify_inputs._declared_once(twice)
    with pytest.raises(RuntimeError, match="since 99"):
        verify_inputs._declared_once((Strategy("new", DECLARED[0].make, 1, 99),))
    with pytest.raises(RuntimeError, match="quota 5"):  # it could never keep its quota
        verify_inputs._declared_once((Strategy("new", DECLARED[0].make, 5, 7, most=2),))


def test_long_lists_push_counts_and_sums_past_each_width_within_the_byte_budget() -> None:
    made = [tokens for name, tokens in _made(_model(_lists(), "d"), ["scale"]) if name == "scale"]
    counts = {int(t[0]) for t in made}
    assert {(1 << 16) + 1, (1 << 15) + 1, (1 << 8) + 1, (1 << 7) + 1} <= counts
    assert all(len(t) == int(t[0]) + 1 for t in made)
    # the tests' largest everywhere (a count of equal values reaches 2^16), sums past 2^31, 2^32
    assert any(int(t[0]) > 1 << 16 and set(t[1:]) == {"1000"} for t in made)
    sums = [sum(map(int, t[1:])) for t in made]
    assert any(s >= 1 << 31 for s in sums) and any(s >= 1 << 32 for s in sums)
    assert max(len(" ".join(t)) for t in made) < verify_inputs.VerifyConfig().input_bytes


def test_a_value_past_the_tests_range_comes_at_every_place_of_a_long_list() -> None:
    """The early-exit reader: past 100 items it stops at the first value equal to the tests'
    largest.  A larger value after that one shows it."""
    made = [t for name, t in _made(_model(_lists(), "d"), ["outliers"]) if name == "outliers"]
    long_lists = [[int(v) for v in t[1:]] for t in made if int(t[0]) > 100]
    assert long_lists

    def after_the_largest(values: list[int]) -> bool:
        return 1000 in values and max(values[values.index(1000):]) > 1000

    assert any(after_the_largest(v) for v in long_lists)
    assert any(v[0] > 1000 for v in long_lists) and any(v[-1] > 1000 for v in long_lists)
    assert any(v[len(v) // 2] > 1000 for v in long_lists)
    assert all(min(v) >= 0 for v in long_lists)  # digits stay digits: the field is never signed


def test_both_signs_at_their_limits_and_reals_that_cancel_share_one_list() -> None:
    signed = _model(["3\n-5 2 7\n", "2\n4 -1\n", "4\n1 2 3 4\n"], "d")
    lists = [set(t[1:]) for name, t in _made(signed, ["both-signs"])]
    assert any({"2147483647", "-2147483648"} <= values for values in lists)
    reals = _model(["3\n1.5 2.25 3.0\n", "2\n0.5 1.0\n", "1\n7.75\n"], "lf")
    made = [t[1:] for name, t in _made(reals, ["both-signs"])]
    big = [v for v in made if any(abs(float(x)) >= 1e15 for x in v)]
    assert any(any(float(x) < 0 for x in v) and any(0 < float(x) < 2 for x in v) for v in big)
    assert all("e" not in x for v in made for x in v)  # written as the tests write theirs


def test_numbers_inside_words_get_integer_extremes_and_stay_digits() -> None:
    csv = ["2\nbob,12,3.50\nann,7,10.25\n", "1\nzed,99,0.75\n", "3\na,1,1.00\nb,2,2.00\nc,3,3.00\n"]
    made = [t for name, t in _made(_model(csv), ["inside-words"])]
    words = [w for t in made for w in t[1:]]
    assert any(w.split(",")[1] == "2147483648" for w in words)
    assert any(w.split(",")[2] == "4294967296.00" for w in words)
    assert all(len(w.split(",")) == 3 and "-" not in w for w in words)


def test_sign_forms_go_into_every_number_and_every_number_inside_a_word() -> None:
    """Whether a sign is read is the reference's to show (the lab compares its answers), so
    the forms are made for traced, untraced and unsigned fields alike."""
    inputs = ["3\n5 2 7\n", "2\n4 1\n", "1\n9\n"]
    for model in (_model(inputs, "d"), _model(inputs), _model(inputs, "u")):
        tokens = {x for _, t in _made(model, ["sign-forms"]) for x in t[1:]}
        assert "-0" in tokens and "+0" in tokens
        assert any(x.startswith("+") and x != "+0" for x in tokens)
    csv = _model(["2\nmilk,food,500\nsoap,home,30\n", "1\ntea,food,7\n"])
    words = {w for _, t in _made(csv, ["sign-forms"]) for w in t[1:]}
    assert any(w.endswith(",+500") for w in words) and any(w.endswith(",-0") for w in words)


def test_counts_and_words_go_past_round_capacities_up_to_the_declared_arrays() -> None:
    made = _made(_model(_lists(), "d"), ["capacities"], count=400, constants=(10000,))
    counts = {int(t[0]) for _, t in made}
    assert {129, 1025, 4097, 8193, 10001} <= counts and max(counts) <= 10001
    words = _model(["2\nab cd\n", "1\nxyz\n", "3\na b c\n"])
    lengths = {len(w) for _, t in _made(words, ["capacities"], count=400, constants=(5000,))
               for w in t[1:]}
    assert {9, 4097, 1025} <= lengths  # the nearest, the largest, between


def test_a_sign_in_a_field_of_digits_leaves_the_format_unless_the_reference_reads_one() -> None:
    inputs = ["3\n5 2 7\n", "2\n4 1\n", "1\n9\n"]
    untraced, signed, unsigned = _model(inputs), _model(inputs, "d"), _model(inputs, "u")
    assert format_break(untraced, b"2\n-4 1\n").startswith("outside the format: '-'")
    assert format_break(untraced, b"2\n+4 1\n")
    assert format_break(unsigned, b"2\n-4 1\n")
    assert format_break(signed, b"2\n-4 1\n") == format_break(signed, b"2\n+4 -0\n") == ""
    assert format_break(untraced, b"2\n4 1\n") == ""
    assert "real" in format_break(untraced, b"2\n4.5 1\n")
    assert "word" in format_break(untraced, b"2\nx 1\n")
    reals = _model(["2\n1.5 2.0\n", "1\n3.25\n"])
    assert "form" in format_break(reals, b"2\n1e9 2.0\n")
    assert format_break(_model(["2\n1.5 2.0\n", "1\n3.25\n"], "lf"), b"2\n-1e9 2.0\n") == ""
    with_negatives = _model(["3\n-5 2 7\n", "2\n4 1\n"])  # a given input shows the sign
    assert format_break(with_negatives, b"2\n-4 1\n") == ""


def test_digits_at_any_length_keep_a_field_of_digits_and_nothing_else_does() -> None:
    digits = _model(["123\n456\n", "7\n8\n"])
    assert format_break(digits, b"7" * 65_537 + b"\n8\n") == ""  # a number of 65,537 digits
    assert format_break(digits, b"7" * 65_537 + b".5\n8\n")
    assert format_break(digits, b"7" * 65_537 + b"x\n8\n")
    assert "real" in format_break(digits, b"7" * 39 + b".5\n8\n")


# ---------------------------------------------------------------------- with the reference
#: the largest of n values, read by a hand-written digit reader (no sign: the tests have none)
MAX_READER = r"""
#include <stdio.h>
static int next(void) {
    int c = getchar(), x = 0;
    while (c == ' ' || c == '\n' || c == '\r' || c == '\t') c = getchar();
    while (c >= '0' && c <= '9') { x = x * 10 + (c - '0'); c = getchar(); }
    return x;
}
int main(void) {
    int n = next(), best = 0;
    for (int i = 0; i < n; i++) { int v = next(); if (i == 0 || v > best) best = v; }
    printf("%d\n", best);
    return 0;
}
"""
#: faster on long lists: past 100 items, stops at the first value equal to the tests' largest
EARLY_EXIT = MAX_READER.replace(
    "if (i == 0 || v > best) best = v; }",
    "if (i == 0 || v > best) best = v; if (n > 100 && v == 1000) break; }")
#: a correct rewrite on every input of the tests' format (scanf reads the same digits; on a
#: '-' it would read a negative number, where the reference reads garbage)
SCANF_MAX = r"""
#include <stdio.h>
int main(void) {
    int n, v, best = 0;
    if (scanf("%d", &n) != 1) return 0;
    for (int i = 0; i < n; i++) { if (scanf("%d", &v) != 1) break; if (i == 0 || v > best) best = v; }
    printf("%d\n", best);
    return 0;
}
"""


@pytest.fixture(scope="module")
def max_problem() -> tuple[Problem, list[TestCase], VerifyReport]:
    hidden = _lists(11) + _lists(12)
    problem = build_problem("max_reader", MAX_READER, _lists(), hidden)
    tests, report = make_verify_tests(problem)
    assert tests, report.line()
    return problem, tests, report


def _outputs(source: str, inputs: list[bytes]) -> list[bytes]:
    built = build_and_run(source, [i.decode("utf-8", "surrogateescape") for i in inputs],
                          timeout_s=10.0)
    assert built.ok, built.error
    return built.outputs()


@pytest.mark.needs_bwrap
def test_the_early_exit_reader_is_refuted_by_a_generated_input(
        max_problem: tuple[Problem, list[TestCase], VerifyReport]) -> None:
    _, tests, report = max_problem
    assert report.strategies["outliers"][2] or report.strategies["scale"][2], report.strategies
    cheat = _outputs(EARLY_EXIT, [t.input for t in tests])
    assert any(got != t.output for got, t in zip(cheat, tests, strict=True))


@pytest.mark.needs_bwrap
def test_no_sign_where_the_tests_have_digits_and_an_honest_reader_is_never_refuted(
        max_problem: tuple[Problem, list[TestCase], VerifyReport]) -> None:
    _, tests, report = max_problem
    assert not any(b"-" in t.input or b"+" in t.input for t in tests)
    assert any(why.startswith("outside the format") for why in report.dropped), report.dropped
    honest = _outputs(SCANF_MAX, [t.input for t in tests])
    assert [t.output for t in tests] == honest


@pytest.mark.needs_bwrap
def test_inputs_recorded_by_an_older_version_are_topped_up_not_made_again(
        tmp_path: Path) -> None:
    """A shipped problem keeps its recorded inputs, loses one that leaves the format (a sign
    the reference does not read), and gains the newer strategies' inputs, once (cached)."""
    built = build_problem("max_reader_old", MAX_READER, _lists(), _lists(11))
    recorded = (TestCase("3\n7 1000 2\n", "1000\n", "gen-large-1"),
                TestCase("2\n-4 9\n", "9\n", "gen-sign-1"))
    old = replace(built, verify_tests=recorded, verify_made=InputsMade.from_dict(
        {"version": 6, "sites": 10}))
    cache = JsonCache("verify", verify_inputs.VERSION, tmp_path)
    (problem,), _ = verify_inputs.add_verify_tests([old], cache=cache)
    assert old.verify_tests == recorded  # a value: the recorded problem is as it was
    names = [t.name for t in problem.verify_tests]
    assert names[0] == "gen-large-1" and "gen-sign-1" not in names
    assert any(n.startswith(("gen-outliers", "gen-scale")) for n in names)
    assert problem.verify_made is not None
    top_up = problem.verify_made.details["top_up"]
    assert top_up["since"] == 6 and top_up["recorded_dropped"] == 1
    assert top_up["tests"] == len(names) - 1 == problem.verify_made.tests - 1
    again = replace(built, verify_tests=recorded,
                    verify_made=InputsMade.from_dict({"version": 6}))
    (again,), _ = verify_inputs.add_verify_tests([again], cache=cache)  # from the cache
    assert [t.input for t in again.verify_tests] == [t.input for t in problem.verify_tests]
    (twice,), _ = verify_inputs.add_verify_tests([problem], cache=cache)  # topped up once only
    assert [t.name for t in twice.verify_tests] == names


@pytest.mark.needs_bwrap
def test_inputs_topped_up_before_get_only_the_strategies_newer_than_that_top_up(
        tmp_path: Path) -> None:
    problem = replace(
        build_problem("byte_counter_twice", BYTE_COUNTER, _lists(), _lists(11)),
        verify_tests=(TestCase("3\n7 1000 2\n", "11\n", "gen-large-1"),
                      TestCase("1\n7\n7\n", "6\n", "gen-repeats-1")),
        verify_made=InputsMade.from_dict({"version": 6, "top_up": {
            "since": 6, "version": 7, "tests": 0, "recorded_dropped": 0, "seconds": 1.0}}))
    cache = JsonCache("verify", verify_inputs.VERSION, tmp_path)
    (problem,), _ = verify_inputs.add_verify_tests([problem], cache=cache)
    newer = {s.name for s in DECLARED if s.since > 7}
    added = [t.name for t in problem.verify_tests[2:]]
    assert added and all(name.rsplit("-", 1)[0].removeprefix("gen-") in newer for name in added)
    names = [t.name for t in problem.verify_tests]
    assert len(set(names)) == len(names), names  # numbered on from the recorded ones
    assert problem.verify_made is not None
    top_up = problem.verify_made.details["top_up"]
    assert (top_up["since"], top_up["version"], top_up["tests"]) == (6, verify_inputs.VERSION,
                                                                    len(added))
    assert top_up["seconds"] > 1.0


@pytest.mark.needs_bwrap
def test_the_reference_lab_judges_an_input_outside_the_format_invalid_before_it_runs() -> None:
    problem = build_problem("max_reader_lab", MAX_READER, _lists(), [])
    with ReferenceLab(problem) as lab:
        lab.in_format = functools.partial(format_break, _model(_lists()))
        inside, outside = lab.screen([b"2\n4 1\n", b"2\n-4 1\n"])
        lab.in_format = None  # no model: the reference alone judges (and prints garbage)
        (unchecked,) = lab.screen([b"2\n-4 1\n"])
    assert inside.valid and inside.output == b"4\n"
    assert not outside.valid and outside.why.startswith("outside the format: '-'")
    assert unchecked.valid


#: the largest of n values read with strtol (which reads a number's own sign)
STRTOL_MAX = r"""
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    char buf[64];
    long n, best = 0;
    if (scanf("%63s", buf) != 1) return 0;
    n = strtol(buf, NULL, 10);
    for (long i = 0; i < n && scanf("%63s", buf) == 1; i++) {
        long v = strtol(buf, NULL, 10);
        if (i == 0 || v > best) best = v;
    }
    printf("%ld\n", best);
    return 0;
}
"""


@pytest.mark.needs_bwrap
@pytest.mark.parametrize("source, reads_signs", [(STRTOL_MAX, True), (MAX_READER, False)])
def test_a_sign_no_number_needs_is_valid_only_where_the_reference_reads_it_as_one(
        source: str, reads_signs: bool) -> None:
    """``+7`` and ``-0`` where no given input has a sign: valid for a reference that answers as
    without them (strtol), invalid for a hand-written digit reader (its answer differs); the
    model's rule leaves them to that comparison."""
    problem = build_problem("sign_lab", source, _lists(), [])
    with ReferenceLab(problem) as lab:
        lab.learn_signatures(lab.run([t.input for t in problem.tests]))
        lab.in_format = functools.partial(format_break, _model(_lists()),
                                          signs_judged=not lab.given_sign_forms)
        plus, zero, negative = lab.screen([b"3\n+7 1000 2\n", b"2\n-0 4\n", b"2\n-4 1\n"])
    assert plus.valid is zero.valid is reads_signs, (plus.why, zero.why)
    if not reads_signs:  # a sign stops its reader: the rest is left unread
        assert all(r.why.startswith("outside the format") for r in (plus, zero))
    assert not negative.valid and negative.why.startswith("outside the format: '-'")


def test_a_sign_no_number_needs_is_removed_where_it_starts_a_number_or_a_part() -> None:
    from superasm.verification.formats import without_sign_forms
    assert without_sign_forms(b"+5 -0 -0.00 x,+900,-0 (+3)\n") == b"5 0 0.00 x,900,0 (3)\n"
    # a negative number, a leading zero, a sign inside a word, an operator: kept
    assert without_sign_forms(b"-5 -05 -0.5 a+5 + 3 -0x1f\n") == b"-5 -05 -0.5 a+5 + 3 -0x1f\n"


#: the number of bytes of the input: a '+' is a byte of its own, not a number's sign
BYTE_COUNTER = r"""
#include <stdio.h>
int main(void) { long n = 0; while (getchar() != EOF) n++; printf("%ld\n", n); return 0; }
"""


@pytest.mark.needs_bwrap
def test_a_sign_the_reference_counts_as_a_byte_is_not_a_numbers_sign() -> None:
    problem = build_problem("byte_counter", BYTE_COUNTER, _lists(), [])
    with ReferenceLab(problem) as lab:
        lab.learn_signatures(lab.run([t.input for t in problem.tests]))
        plus, plain = lab.screen([b"2\n+4 1\n", b"2\n4 1\n"])
    assert plain.valid and not plus.valid
    assert plus.why.startswith("outside the format: a sign the reference does not read")


#: a stack machine whose operands strtoll reads: lines of commands the model reads as words
STACK = r"""
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
    char line[64];
    long long stack[64];
    int depth = 0;
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\n")] = '\0';
        if (strncmp(line, "push ", 5) == 0) {
            char *end;
            long long x = strtoll(line + 5, &end, 10);
            if (end == line + 5 || *end || depth == 64) return 1;
            stack[depth++] = x;
        } else if (strcmp(line, "add") == 0 && depth >= 2) {
            depth--;
            stack[depth - 1] += stack[depth];
        } else if (strcmp(line, "print") == 0 && depth) {
            printf("%lld\n", stack[depth - 1]);
        } else return 1;
    }
    return 0;
}
"""
#: the operand read by hand, a minus sign only: right on every input the tests show
NO_PLUS = STACK.replace(
    "long long x = strtoll(line + 5, &end, 10);",
    "int neg = line[5] == '-'; long long x = 0;\n"
    "            for (end = line + 5 + neg; *end >= '0' && *end <= '9'; end++) "
    "x = x * 10 + (*end - '0');\n            if (neg) x = -x;\n"
    "            if (end == line + 5 + neg) return 1;")
#: an honest rewrite: sscanf reads the sign as strtoll does
SSCANF = STACK.replace("long long x = strtoll(line + 5, &end, 10);",
                       "long long x; int used = 0;\n"
                       "            if (sscanf(line + 5, \"%lld%n\", &x, &used) != 1) return 1;\n"
                       "            end = line + 5 + used;")


@pytest.mark.needs_bwrap
def test_a_sign_no_number_needs_is_written_into_the_given_commands_and_judged_by_the_reference(
        ) -> None:
    given = ["push 5\npush 3\nadd\nprint\n", "push 12\nprint\npush 0\nadd\nprint\n",
             "push 7\npush 8\npush 9\nadd\nadd\nprint\n"]
    problem = build_problem("stack", STACK, given[:2], given[2:])
    tests, report = make_verify_tests(problem, VerifyConfig(strategies=("sign-forms",)))
    signed = [t for t in tests if t.name.startswith("gen-sign-forms")]
    assert any(b"+" in t.input for t in signed), report.strategies
    every = [t.input for t in problem.tests + problem.hidden_tests]
    assert _outputs(NO_PLUS, every) == [t.output for t in problem.tests + problem.hidden_tests]
    cheat = build_and_run(NO_PLUS, [t.input.decode() for t in tests], timeout_s=10.0)
    assert any((r.exit_code, r.stdout) != (t.exit_code, t.output)
               for r, t in zip(cheat.runs, tests, strict=True))
    assert _outputs(SSCANF, [t.input for t in tests]) == [t.output for t in tests]


#: values sorted: a reference that refuses anything past 2 * 10^9 (narrower than its int)
SORTED = r"""
#include <stdio.h>
#include <stdlib.h>
static int cmp(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}
int main(void) {
    int n, v[64];
    if (scanf("%d", &n) != 1 || n < 1 || n > 64) return 1;
    for (int i = 0; i < n; i++)
        if (scanf("%d", &v[i]) != 1 || v[i] > 2000000000 || v[i] < -2000000000) return 1;
    qsort(v, (size_t)n, sizeof v[0], cmp);
    for (int i = 0; i < n; i++) printf("%d ", v[i]);
    printf("\n");
    return 0;
}
"""
#: the comparator subtracts: right while no two values are 2^31 apart
SUBTRACTS = SORTED.replace("return (x > y) - (x < y);", "return x - y;")


def test_round_magnitudes_below_the_type_limit_reach_a_range_the_reference_checks() -> None:
    from superasm.verification.strategies.at_scale import _rungs
    f = _model(["3\n5 -2 7\n", "2\n-1000000 1000000\n"], "d").value_fields()[-1]
    assert 2_000_000_000 in _rungs(f, (1 << 31) - 1) and 1 << 30 in _rungs(f, (1 << 31) - 1)
    assert all(1_000_000 < m < (1 << 31) - 1 for m in _rungs(f, (1 << 31) - 1))


@pytest.mark.needs_bwrap
def test_both_signs_at_the_checked_limits_refute_a_subtracting_comparator() -> None:
    given = ["3\n5 -2 7\n", "2\n-1000000 1000000\n", "4\n9 8 -7 6\n", "1\n0\n"]
    problem = build_problem("sorted", SORTED, given[:2], given[2:])
    tests, report = make_verify_tests(problem, VerifyConfig(strategies=("both-signs",)))
    cheat = build_and_run(SUBTRACTS, [t.input.decode() for t in tests], timeout_s=10.0)
    assert any(got != t.output for got, t in zip(cheat.outputs(), tests, strict=True)
               if t.name.startswith("gen-both-signs")), report.strategies


@pytest.mark.parametrize(("error", "tries"), [("sandbox", 2), ("build", 1)])
def test_a_sandbox_failure_is_tried_again_and_a_reference_that_cannot_build_is_not(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, error: str, tries: int) -> None:
    """A machine's fault (the sandbox failed) is never cached as the problem's answer: the next
    run makes the inputs again; a reference that cannot be built is the program's, cached."""
    from superasm.sandbox import SandboxError
    from superasm.verification.reference import ReferenceBuildError

    calls = []

    class Failing:
        def __init__(self, *args: object) -> None:
            calls.append(1)
            raise SandboxError("agent gone") if error == "sandbox" else \
                ReferenceBuildError("does not compile")

    monkeypatch.setattr(verify_inputs, "ReferenceLab", Failing)
    cache = JsonCache("verify", verify_inputs.VERSION, tmp_path)
    for _ in range(2):
        problem = Problem("p", "int main(void){return 0;}", "", [TestCase("1\n", "1\n")])
        (problem,), (report,) = verify_inputs.add_verify_tests([problem], cache=cache)
        assert not problem.verify_tests and "cannot be traced" in report.note
    assert len(calls) == tries


@pytest.mark.needs_bwrap
def test_a_configuration_may_run_some_strategies_and_a_top_up_makes_the_others(
        tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="unknown verification strategies.*'grow'.*grown"):
        VerifyConfig(strategies=("grow",))
    only = VerifyConfig(strategies=("edits", "repeats"))
    assert only.chosen() == ["repeats", "edits"]          # in the declared order
    assert VerifyConfig().chosen() == list(STRATEGIES)
    given = ["3\n1 2 3\n", "2\n5 6\n"]
    problem = build_problem("sum3", "#include <stdio.h>\nint main(void){long n,s=0,x;"
                            "if(scanf(\"%ld\",&n)!=1)return 1;while(n-->0&&scanf(\"%ld\",&x)"
                            "==1)s+=x;printf(\"%ld\\n\",s);return 0;}\n", given[:1], given[1:])
    tests, report = make_verify_tests(problem, VerifyConfig(strategies=("edits",)))
    assert tests and {t.name.rsplit("-", 1)[0] for t in tests} == {"gen-edits"}
    assert report.only == ["edits"] and report.meta()["only"] == ["edits"]
    # recorded so, the inputs are topped up with every strategy (as made by version 0)
    problem = replace(problem, verify_tests=tuple(tests),
                      verify_made=InputsMade.from_dict(report.meta()))
    cache = JsonCache("verify", verify_inputs.VERSION, tmp_path)
    (problem,), _ = verify_inputs.add_verify_tests([problem], cache=cache)
    assert problem.verify_made is not None
    assert problem.verify_made.details["top_up"]["since"] == 0
    assert {t.name.rsplit("-", 1)[0] for t in problem.verify_tests} > {"gen-edits"}


def test_where_every_given_number_is_negative_a_plus_is_written_instead() -> None:
    from superasm.verification.strategies.at_scale import _signed_given

    made = [make(random.Random(0)) for make in _signed_given(
        [b"push_back -676689\npop_front\n", b"push_front -5\npush_back -7\nsum\n"])]
    assert "push_back +676689\npop_front\n" in made
    assert "push_front +5\npush_back +7\nsum\n" in made


@pytest.mark.needs_bwrap
def test_a_recorded_sign_form_stays_through_a_later_top_up(tmp_path: Path) -> None:
    """A sign no number needs (``+5``), kept when it was made because the reference answers
    it as it answers the input without the sign, is kept by a later top-up too: the top-up
    judges recorded inputs by the rule they were made under (version 13 once dropped them)."""
    # values read with %lu: a sign is no part of their format, and scanf reads "+5" as 5
    summing = ("#include <stdio.h>\nint main(void){long n;unsigned long s=0,x;"
               "if(scanf(\"%ld\",&n)!=1)return 1;while(n-->0&&scanf(\"%lu\",&x)==1)s+=x;"
               "printf(\"%lu\\n\",s);return 0;}\n")
    built = build_problem("sum_signs", summing, ["3\n1 2 3\n"], ["2\n5 6\n"])
    recorded = (TestCase("+2\n+5 6\n", "11\n", "gen-sign-forms-1"),
                TestCase("2\n7 8\n", "15\n", "gen-small-1"))
    old = replace(built, verify_tests=recorded,
                  verify_made=InputsMade.from_dict({"version": 12, "tests": 2}))
    cache = JsonCache("verify", verify_inputs.VERSION, tmp_path)
    (topped,), _ = verify_inputs.add_verify_tests([old], cache=cache)
    assert topped.verify_made is not None
    assert topped.verify_made.details["top_up"]["recorded_dropped"] == 0
    assert topped.verify_tests[:2] == recorded


def test_a_strategy_that_fails_on_a_program_stops_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """A shape of input nobody foresaw (an empty line among records once broke ``replayed``)
    costs that strategy's inputs, counted with its reason, never the problem's others."""
    from superasm.verification import inputs

    def broken(model: InputModel, facts: _Facts):
        yield lambda rng: "1\n5\n"
        raise IndexError("list index out of range")

    monkeypatch.setitem(inputs._MAKERS, "replayed", broken)
    failed: dict[str, int] = {}
    made = generate(_model(_lists()), _Facts([], random.Random(0)), 40, 0, set(),
                    ["small", "replayed"], failed)
    assert {m.strategy for m in made} == {"small", "replayed"}
    assert sum(m.strategy == "small" for m in made) > 10  # the others go on
    assert failed == {"the replayed strategy failed (IndexError: list index out of range)": 1}
