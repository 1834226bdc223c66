"""Records grown where a test keeps them (issue 32, version 14): records of several shapes that
a number counts (games of a varying number of rolls), new records placed before a test's own
ones (its change past an undo log's capacity), a capacity raised with the records, a grid all
of one of its characters, a value set to another past a narrower width; and the room a
strategy with no valid input leaves to the others."""

from __future__ import annotations

import random

import pytest
from strategy_checks import refutes_only_the_wrong

from superasm.verification.inputs import (
    VerifyConfig,
    VerifyReport,
    _Made,
    _select,
)
from superasm.verification.reference import ReferenceRun
from superasm.verification.strategies import QUOTA
from superasm.verification.strategies.draw import _Facts
from superasm.verification.strategies.given import _aliased, _blocks, _grow_all
from superasm.verification.strategies.repeats import lines_of

#: games of bowling, one a line, a number of rolls each that depends on the rolls
GAMES = ["2\n1 4 4 5 6 4 5 5 10 0 1 7 3 6 4 10 2 8 6\n9 0 9 0 9 0 9 0 9 0 9 0 9 0 9 0 9 0 9 0\n",
         "1\n10 10 10 10 10 10 10 10 10 10 10 10\n"]


def _drawn(given: list[str]) -> list[str]:
    facts = _Facts([], random.Random(0), given=tuple(g.encode() for g in given))
    return [make(random.Random(1)) for make in _grow_all(None, facts)]  # type: ignore[arg-type]


def test_records_of_several_shapes_counted_by_a_number_grow_as_themselves() -> None:
    lines = lines_of(GAMES[0])
    [mixed] = [b for b in _blocks(lines) if b.mixed]
    assert (mixed.start, mixed.end, mixed.rows_at) == (1, 3, (0, 0))
    own = {line for g in GAMES for line in g.splitlines()[1:]}
    grown = [games for count, *games in (text.splitlines() for text in _drawn(GAMES))
             if int(count) > 1000 and set(games) <= own]  # every record the test's own, whole
    assert grown
    assert all(len(games) in (1025, 10_001) for games in grown)  # the count counts them again
    two = next(games for games in grown if len(set(games)) == 2)
    assert two[:4] == two[2:4] * 2  # in turn, as the test has them


def test_new_records_go_before_a_tests_own_ones_that_lines_follow() -> None:
    given = ["set a 10\nbegin\nset a 20\nrollback\nget a\n"]
    made = _drawn(given)
    first = [m.splitlines()[2:-3] for m in made if m.startswith("set a 10\nbegin\n")
             and m.endswith("\nset a 20\nrollback\nget a\n") and m.count("\nset ") > 1000]
    # between "begin" and the test's own change, distinct keys (and, another fill, copies)
    assert any(len({line.split()[1] for line in sets}) == len(sets) for sets in first), \
        [m[:40] for m in made]
    # never where nothing follows the block (the distinct rows after it are that input)
    at_end = _drawn(["go\nput a 1\nput b 2\n"])
    assert any(m.count("put") > 1000 for m in at_end)
    assert not any(m.count("put") > 1000 and m.endswith("put a 1\nput b 2\n") for m in at_end)


def test_a_capacity_before_the_records_is_raised_with_them() -> None:
    given = ["2\nput a 1\nput b 2\nput c 3\nget a\n"]
    made = _drawn(given)
    raised = []
    for text in made:
        head, *lines = text.splitlines()
        puts = [line for line in lines if line.startswith("put")]
        if int(head) == len(puts) > 1000:
            raised.append(puts)
    assert raised, [m[:30] for m in made]
    assert any(len({p.split()[1] for p in puts}) == len(puts) for puts in raised)
    # the test's own numbers among the records stay as they are: only a line of numbers
    # before them is a limit
    assert all(puts[0] == "put a 1" for puts in raised if puts[0].startswith("put a "))


def test_a_grid_is_also_grown_all_of_one_of_its_other_characters() -> None:
    made = _drawn(["3 3\n*..\n...\n..*\n"])
    mines = [m.count("*") for m in made if m.startswith("257 257\n")]
    assert max(mines) > 1 << 16  # all mines: a count of them past 16 bits
    assert min(mines) <= 2  # and open: its commonest character


def test_one_value_is_set_to_another_past_each_narrower_width() -> None:
    facts = _Facts([], random.Random(0), given=(b"get q\n", b"set x 5\nset y 5\ncount 5\n"))
    made = [make(random.Random(1)) for make in _aliased(None, facts)]  # type: ignore[arg-type]
    # the values compared with each other first, each place in turn, the widest alias first
    assert made[:3] == ["set x 4294967301\nset y 5\ncount 5\n",
                        "set x 5\nset y 4294967301\ncount 5\n",
                        "set x 5\nset y 5\ncount 4294967301\n"]
    assert "set x 65541\nset y 5\ncount 5\n" in made and len(made) == 9  # 2^32, 2^16, 2^8


def _run(size: int) -> ReferenceRun:
    return ReferenceRun(True, seconds=0.001, output=b"x" * size)


def test_the_room_a_strategy_leaves_goes_to_the_others_up_to_the_budget() -> None:
    grown = [(_Made("grown", b"g%d" % i), _run(i)) for i in range(QUOTA["grown"] + 10)]
    fresh = [(_Made("fresh", b"f%d" % i), _run(i)) for i in range(2)]
    made = [m for m, _ in grown + fresh]
    judged = [r for _, r in grown + fresh]
    kept = _select(made, judged, set(), VerifyConfig(), VerifyReport("p"))
    per = [m.strategy for m, _ in kept]
    assert per.count("fresh") == 2 and per.count("grown") == QUOTA["grown"] + 10
    # the shares first: every strategy's inputs before any beyond a share
    assert per[:QUOTA["grown"] + 2].count("fresh") == 2
    # within the count: a budget of 5 inputs keeps 5, the shares first
    kept = _select(made, judged, set(), VerifyConfig(max_tests=5), VerifyReport("p"))
    assert len(kept) == 5 and [m.strategy for m, _ in kept].count("fresh") == 2


def test_strategies_take_turns_by_their_larger_share_of_the_count_and_the_bytes() -> None:
    large = [(_Made("grown", b"g" * 1000 + b"%d" % i), _run(0)) for i in range(3)]
    small = [(_Made("alike", b"a%d" % i), _run(0)) for i in range(QUOTA["alike"])]
    made = [m for m, _ in large + small]
    judged = [r for _, r in large + small]

    def kept(config: VerifyConfig) -> list[str]:
        return [m.strategy for m, _ in _select(made, judged, set(), config, VerifyReport("p"))]

    # the count binds (8 inputs, 8 MiB): small inputs no longer take it all before a
    # strategy of large ones has had its turns (version 17: the fewest bytes went first)
    assert kept(VerifyConfig(max_tests=8)) == ["alike", "grown"] * 3 + ["alike"] * 2
    # the bytes bind (4,000): each large input is a quarter of them, a small one an eighth of
    # the count; the first declared of equal shares first
    assert kept(VerifyConfig(max_tests=8, max_bytes=4000)) == \
        ["alike", "grown", "alike", "alike", "grown", "alike", "alike", "grown"]


COUNTER = r"""
#include <stdio.h>
static long long values[1000];
int main(void) {
    int n = 0;
    char op[8];
    long long v;
    while (scanf("%7s %lld", op, &v) == 2) {
        if (op[0] == 's') {
            if (n < 1000) values[n++] = v;
        } else {
            int count = 0;
            for (int i = 0; i < n; i++) if (values[i] == v) count++;
            printf("%d\n", count);
        }
    }
    return 0;
}
"""
#: the values compared as int (every value of the tests is small)
AS_INT = COUNTER.replace("values[i] == v", "(int)values[i] == (int)v")
#: the values compared by their difference: the same answers on every valid input
BY_DIFFERENCE = COUNTER.replace("values[i] == v", "values[i] - v == 0")


@pytest.mark.needs_bwrap
def test_values_compared_in_a_narrower_type_are_refuted_and_an_honest_compare_is_not() -> None:
    given = ["set 5\nset 5\ncount 5\nset 7\ncount 7\n", "set 1\ncount 2\n", "count 3\n",
             "set 9\nset 4\ncount 4\n"]
    refutes_only_the_wrong("aliased", COUNTER, given, 2, AS_INT, BY_DIFFERENCE)
