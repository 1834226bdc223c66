"""The given inputs' own records many times (verification inputs version 16): ``stretched``
repeats every record in place, ``grown`` and ``maximal`` tile a block with its own rows and
items, and ``edits`` writes each number inside a word with zeros in front."""

from __future__ import annotations

import random

import pytest
from strategy_checks import refutes_only_the_wrong

from superasm.verification.strategies.given import (
    STRETCHES,
    _blocks,
    _grown,
    _new_tokens,
    _stretched,
    _tops,
    stretched,
)
from superasm.verification.strategies.repeats import MAX_BYTES, lines_of

MOVES = "where\nundo\nleft\nforward 100\nback 40\nundo\nundo\n"


def test_every_record_is_repeated_in_place_in_the_tests_order() -> None:
    made = _stretched(lines_of(MOVES), 3)
    assert made == "".join(line * 3 for line in MOVES.splitlines(keepends=True))


def test_a_counted_block_is_repeated_with_its_count_and_the_rest_kept() -> None:
    made = _stretched(lines_of("3\n1 2\n3 4\n5 6\nend\n"), 2)
    assert made == "6\n1 2\n1 2\n3 4\n3 4\n5 6\n5 6\nend\n"
    # records of several shapes that a number alone counts: each, and the count
    assert _stretched(lines_of("2\nabc\nde f\n"), 2) == "4\nabc\nabc\nde f\nde f\n"
    # a lone number no block explains (3 test cases of lines), or one record: nothing
    assert _stretched(lines_of("3\nabc\nde f\n"), 2) is None
    assert _stretched(lines_of("forward 10\n"), 2) is None


def test_each_stretch_that_fits_is_made_most_telling_first() -> None:
    made = [make(random.Random(0)) for make in stretched((MOVES.encode(),))]
    lines = len(MOVES.splitlines())
    fitting = [n for n in STRETCHES if n * len(MOVES) <= MAX_BYTES]
    assert fitting and fitting[0] < STRETCHES[0]  # (7 lines of 2^16 + 1: past 10^6 bytes)
    assert [len(m.splitlines()) // lines for m in made] == fitting
    assert made[0].count("undo\n") == 3 * fitting[0]


def test_a_block_tiled_holds_its_own_rows_and_items_again_in_turn() -> None:
    given = "3 3\n1 2 3\n4 9 5\n6 7 8\n"
    lines = lines_of(given)
    grid = next(b for b in _blocks(lines) if b.rows_at is not None)
    made = _grown(lines, grid, 7, 4, "tiled", _tops([given]))
    assert made is not None
    rows = made.splitlines()
    assert rows[0] == "7 7"  # (r = c given: both counts follow the block)
    assert rows[1:] == ["1 2 3 1 2 3 1", "4 9 5 4 9 5 4", "6 7 8 6 7 8 6"] * 2 + \
        ["1 2 3 1 2 3 1"]


def test_each_number_inside_a_word_is_written_with_zeros_in_front() -> None:
    new = _new_tokens("1h30m")
    assert "00000000000000001h30m" in new and "1h00000000000000030m" in new
    assert new[0] == ("1h30m" * 4)[:17]  # (lengthened first, as before)


#: a turtle's moves with an undo of each ("where" prints the place): a history of every move
TURTLE = r"""
#include <stdio.h>
#include <string.h>
static long xs[300000];
int main(void) {
    char cmd[16];
    long x = 0, n = 0, k;
    while (scanf("%15s", cmd) == 1) {
        if (strcmp(cmd, "forward") == 0 || strcmp(cmd, "back") == 0) {
            if (scanf("%ld", &k) != 1 || k < 0 || k > 1000 || n >= 300000) return 1;
            xs[n++] = x;
            x += cmd[0] == 'f' ? k : -k;
        } else if (strcmp(cmd, "undo") == 0) {
            if (n > 0) x = xs[--n];
        } else if (strcmp(cmd, "where") == 0) {
            printf("%ld\n", x);
        } else if (strcmp(cmd, "left") != 0) {
            return 1;
        }
    }
    printf("at %ld\n", x);
    return 0;
}
"""
#: the history a ring of 4,096 moves: nobody undoes that far
RING = TURTLE.replace("static long xs[300000];", "static long xs[4096];\nstatic long kept;") \
    .replace("xs[n++] = x;", "xs[n++ % 4096] = x;\n            if (kept < 4096) kept++;") \
    .replace("if (n > 0) x = xs[--n];", "if (kept > 0) { kept--; x = xs[--n % 4096]; }")
#: the history kept whole, in a heap array grown as needed: the same answers
GROWING = TURTLE.replace("static long xs[300000];", "#include <stdlib.h>\nstatic long *xs;\nstatic long cap;") \
    .replace("xs[n++] = x;", "if (n == cap) { cap = cap ? 2 * cap : 16; "
             "xs = realloc(xs, cap * sizeof *xs); if (!xs) return 1; }\n            xs[n++] = x;")


@pytest.mark.needs_bwrap
def test_a_history_cut_at_4096_moves_is_refuted_and_a_whole_one_is_not() -> None:
    given = ["forward 10\nleft\nback 3\nwhere\nundo\nwhere\n", "where\nundo\nforward 7\n",
             "forward 5\nforward 6\nundo\nundo\nundo\nwhere\n", "back 1\nforward 2\nwhere\n"]
    refutes_only_the_wrong("stretched", TURTLE, given, 2, RING, GROWING)
