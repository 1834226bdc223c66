"""The strategies that change the given inputs in place, without the input model (issue 32:
sizes inside structured inputs, fields set together, boundaries of magnitude):
:mod:`superasm.verification.strategies.given`."""

from __future__ import annotations

import random

import pytest

from superasm.datasets.build import build_problem
from superasm.toolchain import build_and_run
from superasm.verification.inputs import (
    VerifyConfig,
    _Made,
    make_verify_tests,
    shippable,
)
from superasm.verification.strategies.draw import _Facts
from superasm.verification.strategies.given import (
    _blocks,
    _char_blocks,
    _edits,
    _grow_all,
    _nested,
    _rescaled,
)
from superasm.verification.strategies.repeats import lines_of

#: test cases of grids: "t", then each case's "r c" and r rows of c values
GRIDS = ["1\n3 3\n1 2 3\n3 4 5\n6 7 8\n", "2\n1 3\n5 -2 0\n3 4\n0 0 0 0\n0 0 0 0\n0 0 0 0\n",
         "1\n4 3\n9 1 1\n1 8 1\n4 2 7\n0 0 0\n"]


def _drawn(strategy, given: list[str]) -> list[str]:  # type: ignore[no-untyped-def]
    facts = _Facts([], random.Random(0), given=tuple(g.encode() for g in given))
    return [make(random.Random(1)) for make in strategy(None, facts)]


def _grids(text: str) -> list[list[list[int]]] | None:
    """The grids of ``text`` read as the format says, None where its counts do not hold."""
    tokens = iter(text.split())
    try:
        grids = []
        for _ in range(int(next(tokens))):
            rows, cols = int(next(tokens)), int(next(tokens))
            grids.append([[int(next(tokens)) for _ in range(cols)] for _ in range(rows)])
    except (StopIteration, ValueError):
        return None
    return grids if next(tokens, None) is None else None


def test_a_first_line_that_counts_the_lines_after_it_is_their_header() -> None:
    lines = lines_of(GRIDS[0])
    [*_, grid] = [b for b in _blocks(lines) if not b.mixed]
    assert (grid.start, grid.end, grid.width) == (2, 5, 3)
    assert grid.rows_at == (1, 0) and grid.cols_at == (1, 1)  # rows first where r equals c
    *_, zeros = [b for b in _blocks(lines_of(GRIDS[1])) if not b.mixed]
    assert (zeros.start, zeros.rows_at, zeros.cols_at) == (4, (3, 0), (3, 1))


def test_grids_grow_in_rows_columns_and_both_with_their_counts_kept_true() -> None:
    made = _drawn(_grow_all, GRIDS)
    assert len(made) >= 20
    read = [g for g in map(_grids, made) if g is not None]
    assert len(read) >= len(made) * 3 // 4, [m[:40] for m in made if _grids(m) is None][:5]
    shapes = [(len(grid), len(grid[0])) for grids in read for grid in grids]
    assert max(r for r, _ in shapes) > 1 << 16          # past 16 bits of rows
    assert max(c for _, c in shapes) > 1 << 13          # a row past 8,192
    assert any(r > 128 and c > 128 for r, c in shapes)  # both ways: 2^14 cells and more
    # fills: the tests' largest value everywhere, all different, and both signs at the top
    cells = [[v for row in grid for v in row] for grids in read for grid in grids]
    big = [c for c in cells if len(c) > 1000]
    assert any(c.count(9) > 1000 for c in big)
    columns = [[row[0] for row in grid] for grids in read for grid in grids if len(grid) > 1000]
    assert any(len(set(c)) == len(c) for c in columns)
    assert any(c.count(9) > 500 and c.count(-9) > 500 for c in big)


def test_records_until_the_end_grow_with_distinct_keys() -> None:
    given = ["apple = 1\npear = 2\n", "x = 5\ny = 6\nz = 7\n"]
    made = _drawn(_grow_all, given)
    keys = [[line.split()[0] for line in m.splitlines()] for m in made]
    assert any(len(k) > 1 << 16 and len(set(k)) == len(k) for k in keys)
    # and the last key set once more after all of them
    assert any(len(k) > 1 << 16 and len(set(k)) == len(k) - 1 and k[-1] == k[-2] for k in keys)


def test_commands_grow_with_distinct_names_and_equal_values() -> None:
    made = _drawn(_grow_all, ["add x 5\nadd y 5\nadd z 7\nrun\nrun\n"])
    adds = [[line.split() for line in m.splitlines() if line.startswith("add")] for m in made]
    assert all(m.endswith("run\nrun\n") for m, a in zip(made, adds, strict=True) if len(a) > 3)
    ties = [a for a in adds if len(a) > 1000 and len({w[1] for w in a}) == len(a)
            and len({w[2] for w in a[3:]}) == 1]
    assert ties  # ties between distinct names: broken by the order of the commands alone


def test_a_bound_before_the_block_is_raised_with_its_values() -> None:
    """``n`` before edges between nodes 1..n: distinct edges past n would be refused."""
    given = ["6\nunion 1 2\nunion 3 4\nunion 5 6\nunion 1 3\nsize 4\n"]
    made = _drawn(_grow_all, given)
    grown = [m for m in made if m.count("union") > 1000]
    assert grown
    for text in grown:
        bound, *lines = text.splitlines()
        nodes = [int(v) for line in lines for v in line.split()[1:]]
        assert max(nodes) <= int(bound), (bound, max(nodes))
    assert any(int(m.split()[0]) > 1000 for m in grown)   # raised, not only kept


def test_a_grid_of_characters_grows_in_rows_and_characters_with_its_counts() -> None:
    maze = "3 4\nS..#\n.#..\n...E\n"
    [grid] = _char_blocks(lines_of(maze))
    assert (grid.start, grid.end, grid.width, grid.rows_at, grid.cols_at) == (1, 4, 4, (0, 0),
                                                                               (0, 1))
    made = _drawn(_grow_all, [maze])
    sizes = []
    for text in made:
        head, *rows = text.splitlines()
        r, c = map(int, head.split())
        if len(rows) == r and all(len(row) == c and " " not in row for row in rows):
            sizes.append((r, c, text.count("S"), text.count(".")))
    assert any(r * c > 1 << 16 and r > 128 and c > 128 for r, c, _, _ in sizes)
    assert any(r > 1 << 13 for r, *_ in sizes) and any(c > 1 << 13 for _, c, *_ in sizes)
    # open: one start, the new cells the grid's most common character; tiled: its rows again
    assert any(s == 1 and dots > 1 << 16 for *_, s, dots in sizes)
    assert any(s > 1000 for *_, s, _ in sizes)
    # a grid's rows are never split into tokens of a row
    assert not any(" " in line for m in made for line in m.splitlines()[1:])


def test_rescaling_keeps_every_order_and_every_count() -> None:
    given = ["6\n1 3 3 5 8 13\n4\n2 5\n3 3\n6 7\n-5 100\n"]
    made = _drawn(_rescaled, given)
    assert made
    for text in made:
        lines = [list(map(int, line.split())) for line in text.splitlines()]
        assert lines[0] == [6] and lines[2] == [4]            # the counts as they were
        values = lines[1]
        assert values == sorted(values)                       # still sorted
        assert all(q[0] <= q[1] for q in lines[3:])           # every range still a range
    largest = {max(abs(v) for line in m.splitlines()[1:] for v in map(int, line.split()))
               for m in made}
    assert any(2**31 - 2**28 < v < 2**31 for v in largest) and any(v > 2**62 for v in largest)


def test_brackets_nest_in_themselves_and_stay_balanced() -> None:
    made = _drawn(_nested, ["(1 + 2) * 3\n", "4\n"])
    assert [m.count("(") for m in made][0] > 1 << 16
    assert all(m.count("(") == m.count(")") and m.endswith(") * 3\n") for m in made)


def test_a_number_inside_a_word_is_set_to_a_boundary() -> None:
    made = _drawn(_edits, ["milk,food,500\nbread,food,20\n"])
    assert "milk,food,9223372036854775807\nbread,food,20\n" in made
    assert "milk,food,2147483647\nbread,food,20\n" in made


def test_one_token_at_a_time_boundaries_lengths_and_blanks() -> None:
    made = _drawn(_edits, ["add bob 5\nadd amy 7\n\nrun\n"])
    assert "add bob 2147483647\nadd amy 7\n\nrun\n" in made
    assert "add bob 9223372036854775807\nadd amy 7\n\nrun\n" in made
    assert "add bob 00000000000000005\nadd amy 7\n\nrun\n" in made  # the value, 17 digits
    assert "add bob +5\nadd amy 7\n\nrun\n" in made                  # and with its sign
    assert any(line.split()[1:2] == ["bob" * 6][:1] or "bobbobbobbobbobbo" in line
               for m in made for line in m.splitlines())
    assert "add bob 5\nadd amy 7\n   \nrun\n" in made                  # a line of blanks
    assert "add bob 5\nadd amy 7\n\nrun" in made                       # no newline at the end
    assert any("\t" in m for m in made)
    assert "add bob 5\nadd bob 7\n\nrun\n" in made                    # a key given twice
    assert not any(m.startswith("addadd") for m in made)               # commands as written


#: the largest column sum of each grid (test cases of "r c" and r rows of c values)
COLUMN_SUMS = r"""
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    int t;
    if (scanf("%d", &t) != 1 || t < 1 || t > 10) return 1;
    while (t-- > 0) {
        long r, c;
        if (scanf("%ld %ld", &r, &c) != 2 || r < 1 || c < 1 || r * c > 1000000) return 1;
        long long *sum = calloc((size_t)c, sizeof *sum);
        if (!sum) return 1;
        for (long i = 0; i < r; i++)
            for (long j = 0; j < c; j++) {
                long long a;
                if (scanf("%lld", &a) != 1 || a < -1000000 || a > 1000000) return 1;
                sum[j] += a;
            }
        long long best = sum[0];
        for (long j = 1; j < c; j++) if (sum[j] > best) best = sum[j];
        printf("%lld\n", best);
        free(sum);
    }
    return 0;
}
"""
#: faster, and wrong past the tests: the sums in a static array of 4,096 columns
STATIC_4096 = COLUMN_SUMS.replace(
    "        long long *sum = calloc((size_t)c, sizeof *sum);\n        if (!sum) return 1;\n",
    "        static long long sum[4096];\n        for (long j = 0; j < c && j < 4096; j++) sum[j] = 0;\n"
).replace("                sum[j] += a;", "                sum[j & 4095] += a;").replace(
    "        free(sum);\n", "")
#: an honest rewrite: each row's values read into the sums with a pointer
BY_POINTER = COLUMN_SUMS.replace("                sum[j] += a;", "                *(sum + j) += a;")


@pytest.mark.needs_bwrap
def test_a_row_past_the_capacity_is_refuted_and_an_honest_rewrite_is_not() -> None:
    public = ["1\n2 3\n1 2 3\n4 5 6\n", "2\n1 2\n-5 5\n2 2\n7 7\n7 7\n"]
    hidden = ["1\n3 2\n1000000 -1000000\n0 0\n5 5\n", "1\n1 4\n1 1 2 2\n"]
    problem = build_problem("column-sums", COLUMN_SUMS, public, hidden)
    made, report = make_verify_tests(problem, VerifyConfig(strategies=("grown",)))
    assert report.strategies["grown"][2], report.strategies
    every = problem.tests + problem.hidden_tests
    cheat = build_and_run(STATIC_4096, [t.input.decode() for t in every], timeout_s=10.0)
    assert cheat.outputs() == [t.output for t in every]  # the tests never show it
    grown = [t for t in made if t.name.startswith("gen-grown")]
    cheat = build_and_run(STATIC_4096, [t.input.decode() for t in grown], timeout_s=10.0)
    assert any(got != t.output for got, t in zip(cheat.outputs(), grown, strict=True))
    honest = build_and_run(BY_POINTER, [t.input.decode() for t in made], timeout_s=10.0)
    assert honest.ok and honest.outputs() == [t.output for t in made]


def test_a_shipped_set_keeps_only_inputs_that_compress_small() -> None:
    rng = random.Random(3)
    repeated = _Made("grown", b"4 2 1\n" * 65537)                      # compresses to < 1 KB
    distinct = _Made("grown", "".join(f"k{rng.getrandbits(40)} = {i}\n"
                                      for i in range(65537)).encode())  # about a third
    small = _Made("edits", b"3\n1 2 3\n")
    kept, left = shippable([repeated, distinct, small], 32 << 10)
    assert kept == [repeated, small] and left == [distinct]
    assert shippable([repeated, distinct], None) == ([repeated, distinct], [])
