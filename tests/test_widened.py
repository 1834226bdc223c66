"""Scale inside the records and across the whole input (verification inputs version 18):
``widened`` writes each item of a list line many times in place, ``concatenated`` the whole
input many times in a row."""

from __future__ import annotations

import random
import shutil

import pytest
from strategy_checks import explored_alone, refutes_only_the_wrong

from superasm.problem import Problem, TestCase
from superasm.toolchain import build_and_run, c_to_asm
from superasm.verification.campaign import GRIDS, _grids_at_scale, available, scaled
from superasm.verification.strategies.given import STRETCHES
from superasm.verification.strategies.repeats import MAX_BYTES, lines_of
from superasm.verification.strategies.widened import (
    _concatenated,
    _list_items,
    _texts,
    _widened,
    concatenated,
    widened,
)


def test_a_list_line_is_items_between_one_separator() -> None:
    assert [m.group() for m in _list_items("12,7,30") or ()] == ["12", "7", "30"]
    assert [m.group() for m in _list_items("  -1 -2 -3 ") or ()] == ["-1", "-2", "-3"]
    assert _list_items("1,2,,3") is None  # two separators
    assert _list_items("7 ,8,9") is None
    assert _list_items("42") is None  # one item is no list
    assert _list_items("") is None


def test_each_item_is_written_in_place_and_the_columns_recounted() -> None:
    # a grid: every row widened alike, the columns of its header multiplied, the rows kept
    assert _widened(lines_of("2 3\n-1 5 -2\n4 -6 7\n"), 2) == \
        "2 6\n-1 -1 5 5 -2 -2\n4 4 -6 -6 7 7\n"
    # a list alone with its length before it; a lone number that counts nothing stays
    assert _widened(lines_of("3\n1 2 3\nend\n"), 2) == "6\n1 1 2 2 3 3\nend\n"
    # a list joined by commas, no count: the weights of a train
    assert _widened(lines_of("999999999,1\n0,5\n42"), 3) == \
        "999999999,999999999,999999999,1,1,1\n0,0,0,5,5,5\n42\n"
    # nothing that is a list, or only headers: nothing made
    assert _widened(lines_of("5\nabc\n"), 2) is None
    assert _widened(lines_of("3 4\n"), 2) is not None  # (a pair no count explains is a list)


def test_later_positions_can_be_made_to_point_at_the_same_items() -> None:
    text = "4\n10 20 30 40\n2\n4 1\n"
    plain = _widened(lines_of(text), 3)
    assert plain == "12\n10 10 10 20 20 20 30 30 30 40 40 40\n6\n4 4 4 1 1 1\n"
    # day 4 is the last copy of the fourth item, day 12; day 1 the last copy of the first;
    # the positions are as many as they were, their count kept
    assert _widened(lines_of(text), 3, indexes=True) == \
        "12\n10 10 10 20 20 20 30 30 30 40 40 40\n2\n12 3\n"
    # a range l <= r: from the first copy of l to the last of r (every copy of its items)
    assert _widened(lines_of("3\n5 6 5\n2\n1 3\n2 2\n"), 4, indexes=True) == \
        "12\n5 5 5 5 6 6 6 6 5 5 5 5\n2\n1 12\n5 8\n"
    # values past the lists' length are no positions: widened as they are
    assert _widened(lines_of("2\n10 20\n2\n5 1\n"), 2, indexes=True) == \
        "4\n10 10 20 20\n4\n5 5 1 1\n"


def test_one_number_after_a_lone_one_is_a_list_of_one_item() -> None:
    assert _widened(lines_of("1\n-7\n1\n1 1\n"), 5, indexes=True) == "5\n-7 -7 -7 -7 -7\n1\n1 5\n"
    assert _widened(lines_of("2\n-7\n"), 5) is None  # (after a 2: no list of one)


def test_the_whole_input_is_written_again_and_a_count_of_cases_multiplied() -> None:
    assert _concatenated(lines_of("2\n1\n5\n2\n3 4\n"), 3) == \
        "6\n" + "1\n5\n2\n3 4\n" * 3
    assert _concatenated(lines_of("one two\n\nthree"), 2) == "one two\n\nthree\n" * 2
    assert _concatenated(lines_of("7\n"), 2) == "7\n7\n"  # (one line: no cases after it)
    assert _concatenated(lines_of("\n\n"), 2) is None
    assert _concatenated(["x" * 1000], MAX_BYTES) is None  # past the byte budget


def test_the_inputs_taken_are_the_smallest_and_the_one_holding_the_top() -> None:
    given = [b"3,3\n", b"1,2\n", b"5,6\n", b"7,8,9\n", b"999999999,1\nabc\n"]
    assert _texts(given) == ["1,2\n", "3,3\n", "5,6\n", "999999999,1\nabc\n"]


def test_each_stretch_that_fits_is_made_most_telling_first() -> None:
    given = (b"3\n1 2 3\n2\n3 1\n", b"10,20\n")
    made = [make(random.Random(0)) for make in widened(given)]
    assert made and all(len(m) <= MAX_BYTES for m in made)
    firsts = [int(m.split("\n", 1)[0]) // 3 for m in made if m.startswith(tuple("123456789"))
              and "," not in m]
    assert firsts[0] == STRETCHES[0]  # (a list of 3 items 2^16 + 1 times fits in 10^6 bytes)
    cases = [make(random.Random(0)) for make in concatenated((b"2\n1\n5\n",))]
    assert [int(c.split("\n", 1)[0]) for c in cases] == [2 * n for n in STRETCHES]


#: trains, one a line: the cars' weights joined by commas; the count and the total of each
TRAINS = r"""
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static char line[1 << 21];
int main(void) {
    while (fgets(line, sizeof line, stdin)) {
        long cars = 0;
        long long total = 0;
        for (char *p = strtok(line, ",\n"); p; p = strtok(NULL, ",\n")) {
            char *end;
            long long w = strtoll(p, &end, 10);
            if (end == p || *end || w < 1 || w > 1000000000LL) return 1;
            cars++;
            total += w;
        }
        printf("%ld %lld\n", cars, total);
    }
    return 0;
}
"""
#: the total kept in 32 bits: the trains of the tests are light
LIGHT = TRAINS.replace("long long total = 0;", "unsigned total = 0;") \
    .replace('printf("%ld %lld\\n", cars, total);', 'printf("%ld %lld\\n", cars, (long long)total);')
#: the total summed in a long (64 bits here): the same answers
LONG = TRAINS.replace("long long total = 0;", "long total = 0;") \
    .replace('printf("%ld %lld\\n", cars, total);', 'printf("%ld %lld\\n", cars, (long long)total);')


@pytest.mark.needs_bwrap
def test_a_total_kept_in_32_bits_is_refuted_by_a_long_train_and_a_long_is_not() -> None:
    given = ["12,7,30\n5\n", "100,200\n3\n", "999999999,1\n4,5,6\n", "2,2,2,2\n"]
    refutes_only_the_wrong("widened", TRAINS, given, 2, LIGHT, LONG)


#: T test cases, each a list after its length: its sum
CASES = r"""
#include <stdio.h>
int main(void) {
    long t, n, v;
    if (scanf("%ld", &t) != 1 || t < 1 || t > 100000) return 1;
    for (long c = 1; c <= t; c++) {
        if (scanf("%ld", &n) != 1 || n < 1 || n > 100) return 1;
        long sum = 0;
        for (long i = 0; i < n; i++) {
            if (scanf("%ld", &v) != 1 || v < -1000 || v > 1000) return 1;
            sum += v;
        }
        printf("Case %ld: %ld\n", c, sum);
    }
    return 0;
}
"""
#: at most 1,000 cases answered: the tests have few
FEW = CASES.replace("for (long c = 1; c <= t; c++) {", "for (long c = 1; c <= t && c <= 1000; c++) {")
#: the cases counted down: the same answers
DOWN = CASES.replace("for (long c = 1; c <= t; c++) {",
                     "for (long left = t, c = 1; left > 0; left--, c++) {")


@pytest.mark.needs_bwrap
def test_an_early_exit_after_1000_cases_is_refuted_and_a_countdown_is_not() -> None:
    given = ["2\n3\n1 2 3\n1\n-5\n", "1\n2\n7 8\n", "3\n1\n1\n1\n2\n1\n3\n", "1\n1\n0\n"]
    refutes_only_the_wrong("concatenated", CASES, given, 2, FEW, DOWN)


def test_the_given_inputs_at_scale_are_planted_within_the_bytes() -> None:
    given = [b"12,7,30\n5\n", b"2\n1\n5\n", b"999999999,1\n"]
    made = scaled(given, 100_000)
    assert made and len(made) == len(set(made)) and all(len(m) <= 100_000 for m in made)
    assert b"999999999," * 4097 + b"1," in made[0] + b"".join(made)  # a long heavy train
    assert any(m.startswith(b"%d\n" % (2 * 4097)) for m in made)  # 2 cases, 4,097 times
    grids = _grids_at_scale(given, 100_000)  # (a budget of their own)
    assert len(scaled(given, 100_000, most=3)) == 3 + len(grids) and len(grids) <= GRIDS
    # in turn with each of the first lines alone many times in place: 65,537 addresses
    alone = scaled([b"a@b.co\nx@\n"], 512 << 10)
    assert b"a@b.co\n" * 65537 + b"x@\n" in alone and b"a@b.co\n" + b"x@\n" * 65537 in alone
    assert scaled(given, 10) == []  # nothing at scale fits 10 bytes


@pytest.mark.explore
@pytest.mark.skipif(available() is not None or shutil.which("bwrap") is None,
                    reason=f"{available() or 'bubblewrap missing'}")
def test_a_total_kept_in_32_bits_is_refuted_by_the_explored_tier_alone() -> None:
    """No generated inputs: the candidate's campaign plants the given tests at scale."""
    given = ["12,7,30\n5\n", "100,200\n3\n", "999999999,1\n4,5,6\n"]
    outputs = build_and_run(TRAINS, given).outputs()
    problem = Problem("trains", TRAINS, c_to_asm(TRAINS).asm,
                      [TestCase(i, o) for i, o in zip(given[:2], outputs[:2], strict=True)],
                      [TestCase(given[2], outputs[2])])
    verdict, explored = explored_alone(problem, c_to_asm(LIGHT).asm)
    assert explored.ran and explored.ok is False and " at scale" in explored.detail
    assert verdict.verified is False and verdict.failure is not None
    assert any(int(v) > 1 << 32 for v in verdict.failure.expected.split())  # a heavy train
