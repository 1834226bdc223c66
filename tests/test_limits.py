"""``summed`` and ``maximal`` (version 15): the given inputs at the limits measured on the
reference, a record's number summed past 2^31 over copies of it, every place at its limit."""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

import pytest
from strategy_checks import refutes_only_the_wrong

from superasm.verification.strategies.draw import _Facts
from superasm.verification.strategies.limits import SUMS, limits

#: results of matches, "HOME G-H AWAY" a line, as the tests give them
RESULTS = ["lions 3-1 tigers\nbears 0-0 lions\n", "united 1-0 city\n",
           "rovers 2-1 wolves\nwolves 4-0 eagles\neagles 1-1 rovers\n"]
GOALS, NAME = 1_000_000, 30


def _results_accepted(texts: Sequence[str]) -> list[bool]:
    """As a reader of results bounded by its statement answers: goals at most 10^6, names of
    1 to 30 letters, nothing else."""
    ok = []
    for text in texts:
        lines = [re.fullmatch(r"([a-z]{1,30}) (\d+)-(\d+) ([a-z]{1,30})", line)
                 for line in text.splitlines()]
        ok.append(all(m is not None and int(m[2]) <= GOALS and int(m[3]) <= GOALS
                      for m in lines))
    return ok


def _made(how: str, given: Sequence[str], accepts=_results_accepted,
          constants: Sequence[int] = (7, 30, 31, 40, 524288, GOALS)) -> list[str]:
    facts = _Facts(list(constants), random.Random(1), given=tuple(g.encode() for g in given),
                   accepts=accepts)
    return [make(random.Random(1)) for make in limits(facts, how)]


def test_a_records_largest_number_is_summed_past_2_31_at_its_measured_limit() -> None:
    made = _made("summed", RESULTS)
    first = made[0]  # the smallest input's record first
    copies = SUMS[0] // GOALS + 2
    assert first == f"united {GOALS}-0 city\n" * copies
    assert all(_results_accepted(made))
    # every given input's records in turn, each the rest of its input kept as given
    assert f"lions {GOALS}-1 tigers\nbears 0-0 lions\n" * copies in made
    assert f"rovers 2-1 wolves\nwolves {GOALS}-0 eagles\neagles 1-1 rovers\n" * copies in made
    # a draw stays a draw: both its numbers at the limit
    assert f"rovers 2-1 wolves\nwolves 4-0 eagles\neagles {GOALS}-{GOALS} rovers\n" * copies \
        in made
    # past 2^32 after every record has had its turn past 2^31
    assert made.index(f"united {GOALS}-0 city\n" * (SUMS[1] // GOALS + 2)) > \
        made.index(f"rovers 2-1 wolves\nwolves 4-0 eagles\neagles {GOALS}-{GOALS} rovers\n"
                   * copies)


def test_every_place_at_its_limit_names_at_their_longest() -> None:
    made = _made("maximal", RESULTS[1:2])
    name = ("united" * 5)[:NAME]
    # counting down first, the line's order kept (the larger given number the larger)
    assert made[0] == f"{name} {GOALS}-{GOALS - 1} {('city' * 8)[:NAME]}\n"
    assert f"{name} {GOALS}-{GOALS} {('city' * 8)[:NAME]}\n" in made  # all at it


def test_nothing_is_made_where_the_reference_cannot_be_asked() -> None:
    assert _made("summed", RESULTS, accepts=None) == []
    assert _made("maximal", RESULTS, accepts=None) == []


def _grid_accepted(texts: Sequence[str]) -> list[bool]:
    """``R C``, then R rows of C values: 1 <= R, C <= 1000, |v| <= 10^15."""
    ok = []
    for text in texts:
        rows = [line.split() for line in text.splitlines()]
        try:
            r, c = map(int, rows[0])
            values = [int(v) for row in rows[1:] for v in row]
        except ValueError:
            ok.append(False)
            continue
        ok.append(1 <= r <= 1000 and 1 <= c <= 1000 and len(rows) == r + 1 and
                  all(len(row) == c for row in rows[1:]) and all(abs(v) <= 10**15 for v in values))
    return ok


def test_a_counted_grid_grows_to_its_accepted_sizes_with_both_signs_at_the_limit() -> None:
    grid = ["3 3\n1 2 3\n4 5 6\n7 8 9\n"]
    made = _made("maximal", grid, accepts=_grid_accepted, constants=(1000, 10**15, 10**18))
    assert all(_grid_accepted(made))
    big = str(10**15)
    shapes = [tuple(map(int, m.split("\n", 1)[0].split())) for m in made]
    # the largest test first: both ways, as large as the bytes allow
    assert 3 < shapes[0][0] == shapes[0][1] < 1000
    first_row = [int(v) for v in made[0].split("\n")[1].split()]
    assert first_row[:3] == [10**15 - 2, 10**15 - 1, 10**15]  # counting down, the given
    # row's order kept (1 2 3: the largest the limit), the new items distinct, down from the block's last
    assert first_row[3] > first_row[4] > first_row[5] and len(set(first_row)) == len(first_row)
    assert any(m.split("\n")[1].split() == [big] * shapes[0][0] for m in made)  # all at it
    assert (1000, 3) in shapes and (3, 1000) in shapes  # rows, then columns, to the limit
    assert "3 3\n" + f"{big} {big} {big}\n" * 3 in made  # and as it is
    # the test's own values tiled: its rows again in turn, each row's items again in turn
    tiled = next(m.split("\n") for m in made if m.startswith("1000 3\n1 2 3\n"))
    assert tiled[1:7] == ["1 2 3", "4 5 6", "7 8 9"] * 2
    assert any(m.split("\n")[2].startswith("4 5 6 4 5 6 4") for m in made)
    # descending (a sum past 2^53 a double rounds) and both signs in turn
    assert any(f"{10**15 - 1}" in m for m in made)
    assert any(f" -{big}" in m for m in made)


#: goal totals from results, kept as the statement's bounds need (10^5 matches of 10^6 goals)
STANDINGS = r"""
#include <stdio.h>
#include <string.h>
static char names[64][32];
static long long scored[64];
static int teams;
static int team(const char *name) {
    for (int i = 0; i < teams; i++) if (strcmp(names[i], name) == 0) return i;
    strcpy(names[teams], name);
    return teams++;
}
int main(void) {
    char home[32], away[32];
    long long g, h;
    while (scanf("%31s %lld-%lld %31s", home, &g, &h, away) == 4) {
        if (g < 0 || h < 0 || g > 1000000 || h > 1000000 || teams > 60) return 1;
        scored[team(home)] += g;
        scored[team(away)] += h;
    }
    for (int i = 0; i < teams; i++) printf("%s %lld\n", names[i], scored[i]);
    return 0;
}
"""
#: the totals kept as int: a team scores a few goals a match
AS_INT = STANDINGS.replace("static long long scored[64];", "static int scored[64];").replace(
    'printf("%s %lld\\n", names[i], scored[i])', 'printf("%s %lld\\n", names[i], (long long)scored[i])')
#: the totals kept as unsigned long long: the same answers on every valid input
AS_UNSIGNED = STANDINGS.replace("static long long scored[64];",
                                "static unsigned long long scored[64];").replace(
    'printf("%s %lld\\n", names[i], scored[i])', 'printf("%s %llu\\n", names[i], scored[i])')


@pytest.mark.needs_bwrap
def test_a_total_kept_narrower_is_refuted_and_a_wider_one_is_not() -> None:
    refutes_only_the_wrong("summed", STANDINGS, RESULTS, 2, AS_INT, AS_UNSIGNED)


def _row_accepted(texts: Sequence[str]) -> list[bool]:
    """``N K``, then a row of exactly N cells of ``.#``: 1 <= N <= 10^5, 0 <= K <= 50."""
    ok = []
    for text in texts:
        lines = text.splitlines()
        head = lines[0].split() if lines else []
        ok.append(len(lines) == 2 and len(head) == 2 and all(t.isdigit() for t in head) and
                  1 <= int(head[0]) <= 100_000 and int(head[1]) <= 50 and
                  len(lines[1]) == int(head[0]) and set(lines[1]) <= set(".#"))
    return ok


def test_each_place_alone_at_its_limit_a_row_with_the_number_that_says_its_length() -> None:
    made = _made("bounds", ["8 3\n#..#.##.\n"], accepts=_row_accepted,
                 constants=(50, 64, 100_000, 10**6))
    assert all(_row_accepted(made))
    row = ("#..#.##." * 12_500)[:100_000]
    assert made == ["8 50\n#..#.##.\n", f"100000 3\n{row}\n"]  # (each alone, the rest as given)
