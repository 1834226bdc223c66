"""Magnitude with the relations kept (issue 32): a list multiplied by one factor, a grid made
taller and wider, a grid cut to one row or one column, planted and at scale in the explored
tier."""

from __future__ import annotations

import shutil

import pytest
from strategy_checks import explored_alone

from superasm.problem import Problem, TestCase
from superasm.toolchain import build_and_run, c_to_asm
from superasm.verification.campaign import (
    PLANT_PLACES,
    _copied,
    _inserted,
    _multiplied,
    _near,
    _one_row,
    _places,
    _set_numbers,
    _tied,
    available,
    planted,
    scaled,
)
from superasm.verification.strategies.repeats import lines_of
from superasm.verification.strategies.widened import _cropped, _grids, _magnified, _one_cell


# ---------------------------------------------------------------------------- lists multiplied
def test_a_list_is_multiplied_whole_by_each_factor() -> None:
    seeds = [b"2\n3\n1 2 -5\n2\n7 7\n"]
    made = _multiplied(seeds, [1000, 30])
    # every list of the seed at once first, by 2^16 and then to each compared constant above
    assert made[0] == b"2\n3\n65536 131072 -327680\n2\n458752 458752\n"
    assert made[1] == b"2\n3\n142 284 -710\n2\n994 994\n"  # 1000 // 7: the largest reaches it
    assert b"2\n3\n1 2 -5\n2\n458752 458752\n" in made  # then each list alone
    assert all(b"\n3\n" in m and b"\n2\n" in m for m in made)  # the counts stay
    # a line of words, or a number alone, is no list: its numbers are multiplied all at once
    assert _multiplied([b"3\nab 1\n"], [100]) == [b"196608\nab 65536\n", b"99\nab 33\n"]


def test_multiplied_lists_are_planted_beside_the_other_kinds() -> None:
    seeds = [b"1\n3\n1 2 5\n"]
    made = planted(seeds, [2_000_000_000])
    assert b"1\n3\n65536 131072 327680\n" in made
    assert b"1\n3\n400000000 800000000 2000000000\n" in made


# ---------------------------------------------------------------------------- grids
def test_a_grid_of_characters_is_found_with_its_counts() -> None:
    lines = lines_of("2\n3 4\n....\n..#.\n....\n1 1\n.\n")
    assert _grids(lines) == [(2, 5, (1, 0), (1, 1))]
    assert _grids(lines_of("ab cd\nef gh\n")) == []  # two tokens a line: no grid of characters


def test_a_grid_is_magnified_with_its_counts_and_walls() -> None:
    assert _magnified(lines_of("2 3\n.#.\n...\n"), 2) == "4 6\n..##..\n..##..\n......\n......\n"
    # a square: both counts, each its own place
    assert _magnified(lines_of("2 2\n.#\n..\n"), 3).startswith("6 6\n...###\n")
    assert _magnified(lines_of("5\n"), 4) is None
    assert _magnified(lines_of("2 2\n.#\n..\n"), 10 ** 4) is None  # past the bytes


def test_a_grid_is_cut_to_a_row_and_a_column_that_hold_a_wall() -> None:
    lines = lines_of("3 3\n...\n.#.\n...\n")
    assert _cropped(lines, across=True) == "1 3\n.#.\n"
    assert _cropped(lines, across=False) == "3 1\n.\n#\n.\n"
    assert _one_row([b"3 3\n...\n.#.\n...\n"]) == [b"1 3\n.#.\n", b"3 1\n.\n#\n.\n"]


def test_grids_at_scale_are_among_the_given_inputs_at_scale() -> None:
    made = scaled([b"2 3\n.#.\n...\n"], 512 << 10)
    row = b"." * 64 + b"#" * 64 + b"." * 64 + b"\n"
    assert b"128 192\n" + row * 64 + (b"." * 192 + b"\n") * 64 in made
    # a grid of numbers: as many times as wide and as tall
    assert any(m.startswith(b"48 48\n") for m in scaled([b"3 3\n1 2 3\n4 5 6\n7 8 9\n"],
                                                        512 << 10))


# ---------------------------------------------------------------------------- end to end
PROGRESS = r"""
#include <stdio.h>
static long long a[100000];
int main(void) {
    int t; if (scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n; if (scanf("%d", &n) != 1 || n < 1 || n > 100000) return 1;
        for (int i = 0; i < n; i++)
            if (scanf("%lld", &a[i]) != 1 || a[i] < -1000000000LL || a[i] > 1000000000LL) return 1;
        int geometric = 1;
        for (int i = 0; i < n; i++) if (a[i] == 0) geometric = 0;
        for (int i = 2; i < n && geometric; i++)
            if (a[i - 2] * a[i] != a[i - 1] * a[i - 1]) geometric = 0;
        puts(geometric ? "geometric" : "neither");
    }
    return 0;
}
"""
#: the products compared in their low 32 bits: the same on every small list
NARROW = PROGRESS.replace("if (a[i - 2] * a[i] != a[i - 1] * a[i - 1])",
                          "if ((unsigned)(a[i - 2] * a[i]) != (unsigned)(a[i - 1] * a[i - 1]))")
#: the products compared in 128 bits: the same answers
WIDE = PROGRESS.replace("if (a[i - 2] * a[i] != a[i - 1] * a[i - 1])",
                        "if ((__int128)a[i - 2] * a[i] != (__int128)a[i - 1] * a[i - 1])")

PATHS = r"""
#include <stdio.h>
#define MOD 1000000007LL
static char g[1100][1100];
static long long ways[1100];
int main(void) {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2 || r < 1 || c < 1 || r > 1000 || c > 1000) return 1;
    for (int y = 0; y < r; y++) if (scanf("%1000s", g[y]) != 1) return 1;
    for (int y = 0; y < r; y++)
        for (int x = 0; x < c; x++) {
            if (g[y][x] == '#') ways[x] = 0;
            else if (y == 0 && x == 0) ways[x] = 1;
            else if (x > 0) ways[x] = (ways[x] + ways[x - 1]) % MOD;
        }
    printf("%lld\n", ways[c - 1]);
    return 0;
}
"""
#: the paths counted without the modulus, reduced once at the end: the same on small grids
AT_END = PATHS.replace("ways[x] = (ways[x] + ways[x - 1]) % MOD;", "ways[x] += ways[x - 1];") \
    .replace('printf("%lld\\n", ways[c - 1]);', 'printf("%lld\\n", ways[c - 1] % MOD);')
#: a grid of one row taken as one straight path
STRAIGHT = PATHS.replace('    printf("%lld\\n", ways[c - 1]);',
                         '    if (r == 1) { puts("1"); return 0; }\n'
                         '    printf("%lld\\n", ways[c - 1]);')

needs_afl = pytest.mark.skipif(available() is not None or shutil.which("bwrap") is None,
                               reason=f"{available() or 'bubblewrap missing'}")


def _problem(name: str, source: str, given: list[str]) -> Problem:
    outputs = build_and_run(source, given).outputs()
    tests = [TestCase(i, o) for i, o in zip(given, outputs, strict=True)]
    return Problem(name, source, c_to_asm(source).asm, tests[:2], tests[2:])


@pytest.mark.explore
@needs_afl
def test_products_narrowed_to_32_bits_are_refuted_on_a_multiplied_list() -> None:
    problem = _problem("progress", PROGRESS,
                       ["1\n3\n3 9 27\n", "2\n3\n1 2 5\n2\n4 -4\n", "1\n4\n2 6 18 54\n"])
    verdict, explored = explored_alone(problem, c_to_asm(NARROW).asm)
    assert explored.ran and explored.ok is False, explored.detail
    assert verdict.failure is not None and "neither" in verdict.failure.expected
    verdict, explored = explored_alone(problem, c_to_asm(WIDE).asm)
    assert explored.ran and explored.ok is True, explored.detail


@pytest.mark.explore
@needs_afl
def test_paths_past_2_to_63_and_a_grid_of_one_row_are_refuted() -> None:
    problem = _problem("paths", PATHS, ["1 1\n.\n", "2 3\n.#.\n...\n", "3 3\n...\n.#.\n...\n",
                                        "2 2\n..\n..\n"])
    for wrong in (AT_END, STRAIGHT):
        verdict, explored = explored_alone(problem, c_to_asm(wrong).asm)
        assert explored.ran and explored.ok is False, explored.detail
        assert verdict.verified is False


# ---------------------------------------------------------------------------- records in relation
def test_two_related_lines_repeat_in_turn_at_scale() -> None:
    from superasm.verification.campaign import _related_pairs
    lines = lines_of("pwd\nmkdir a\ncd a\ncd ..\ncd /\nadd 5\nadd 5\n")
    assert _related_pairs(lines) == [1]  # ``cd ..`` and ``cd /`` share the command alone
    made = scaled([b"mkdir a\ncd a\npwd\n"], 512 << 10)
    assert b"mkdir a\ncd a\n" * 4097 + b"pwd\n" in made  # a directory 4,097 deep
    assert b"mkdir a\ncd a\n" * 1025 + b"pwd\n" in made


def test_a_compared_separator_is_planted_at_the_end_of_the_first_line() -> None:
    made = planted([b"0-306-40615-2\n"], [ord("-")])
    assert b"0-306-40615-2-\n" in made


def test_a_digit_is_planted_at_a_word_s_ends() -> None:
    made = planted([b"MP PLAYER\n"], [])
    assert b"MP PLAYE0\n" in made and b"0P PLAYER\n" in made


# ---------------------------------------------------------------------------- the baseline's memo
DOUBLE = r"""
#include <stdio.h>
#include <unistd.h>
int main(void) {
    long n; if (scanf("%ld", &n) != 1) return 1;
    if (n == 9) usleep(1500000);
    printf("%ld\n", 2 * n); return 0;
}
"""


@needs_afl
def test_the_baseline_s_answers_are_remembered_for_the_next_candidate(tmp_path, monkeypatch
                                                                      ) -> None:
    """The planted inputs and those at scale are the same for each candidate of a problem:
    the baseline answers each once, and a later candidate is set against that answer."""
    import subprocess

    import superasm.verification.campaign as campaign
    binaries = []
    wrong = DOUBLE.replace("2 * n", "n < 100 ? 2 * n : n").replace(
        "!= 1) return 1;", "!= 1) { puts(\"?\"); return 1; }")
    for name, source in (("base", DOUBLE), ("cand", wrong)):
        (tmp_path / f"{name}.c").write_text(source)
        subprocess.run(["gcc", "-O2", "-o", tmp_path / name, tmp_path / f"{name}.c"], check=True)
        binaries.append(tmp_path / name)
    inputs = [b"x\n", b"5\n", b"500\n", b"7\n"]
    memo: dict = {}
    with campaign.Campaign(c_to_asm(DOUBLE).asm, (binaries[0], binaries[1])) as one:
        # where the baseline ended as the given tests do first: the reference judges only
        # those valid (it refuses an input it exits 1 on)
        assert one.differing(inputs, 1.0, memo) == [b"500\n", b"x\n"]
        assert one.differing(inputs, 1.0, memo, exits={0, 1}) == [b"x\n", b"500\n"]
        # a run past its time is not remembered: under load it may finish the next time
        assert one.differing([b"9\n"], 1.0, memo) == [] and len(memo) == 4
    with campaign.Campaign(c_to_asm(DOUBLE).asm, (binaries[0], binaries[1])) as two:
        monkeypatch.setattr(campaign, "Workbench", None)  # no clean sandbox is started again
        assert two.differing(inputs, 1.0, memo) == [b"500\n", b"x\n"]
        with pytest.raises(TypeError):  # (a new input would need one)
            two.differing([b"9\n"], 1.0, memo)


def test_every_line_of_more_seeds_ends_in_a_carriage_return_first() -> None:
    from superasm.verification.campaign import WHOLE_SEEDS, _line_ends
    seeds = [b"x@\n" + b"a" * k + b"@b.co\n" for k in range(WHOLE_SEEDS + 1)]
    ends = _line_ends(seeds)
    windows = [m for m in ends if m.count(b"\r\n") == 2]
    assert windows == [s.replace(b"\n", b"\r\n") for s in seeds[:WHOLE_SEEDS]]
    assert ends.index(windows[-1]) < ends.index(b"x@\t\n@b.co\n")  # carriage returns first


def test_the_sources_are_judged_in_turn() -> None:
    from superasm.verification.campaign import _in_turn
    order = _in_turn([b"q1", b"q2", b"q3"], [b"s1"], [b"p1", b"q2"])
    assert sorted(order, key=order.__getitem__) == [b"q1", b"s1", b"p1", b"q2", b"q3"]


# ---------------------------------------------------------------------------- the input's bounds
def test_a_compared_register_moved_before_the_comparison_gives_the_input_s_bound() -> None:
    from superasm.verification.campaign import compared
    asm = ("\tleaq\t-1(%rcx), %rdi\n\tcmpq\t$11, %rdi\n"  # an hour from 1 to 12
           "\tsubl\t$65, %edx\n\tcmpb\t$25, %dl\n"  # a letter from A to Z
           "\taddl\t$-48, %eax\n\tcmpl\t$9, %eax\n"  # a digit
           "\tleaq\t-1(%rcx), %rdi\n\tcmpq\t$7, %rsi\n")  # another register: nothing
    assert compared(asm) == [90, 57, 25, 12, 11, 9, 7]


def test_the_register_s_last_move_is_found_on_the_way_back_to_the_comparison() -> None:
    from superasm.verification.campaign import compared
    asm = ("\tsubq\t$8, %rdi\n\tcmpq\t$7, %rax\n\tmovq\t%rax, %r10\n.L14:\n"
           "\tcmpq\t$3, %rdi\n\tcmpq\t$56, %rdi\n"  # a length from 8 to 64, through a label
           "\tsubq\t$8, %rsi\n\tjmp\t.L2\n.L3:\n\tcmpq\t$20, %rsi\n"  # not past a jump
           "\tsubq\t$8, %rdx\n\tmovq\t%rax, %rdx\n\tcmpq\t$30, %rdx\n")  # written since
    assert compared(asm) == [64, 56, 30, 20, 11, 7, 3]


def test_each_compared_constant_gets_its_turn_at_the_first_number() -> None:
    seeds = [b"6:00 pm\n", b"7:24 am\n12:42 am\n"]
    constants = [112, 109, 97, 58, 57, 53, 32, 13]  # characters' codes before an hour's bound
    places = _places(sorted(seeds, key=len), lambda t: t.isdigit())
    numbers = _set_numbers(places, constants)
    zeros = 5  # zero first at each number that is not zero already
    assert all(b":0 " in n or n.startswith(b"0:") or b"\n0:" in n for n in numbers[:zeros])
    # the eighth constant's first input right after the other seven's, not after their 18 each
    assert numbers.index(b"13:00 pm\n") == zeros + 7
    assert b"13:00 pm\n" in planted(seeds, constants)  # (within the most planted)


def test_a_decimal_gets_its_smallest_step_and_a_place_fewer_and_more() -> None:
    made = planted([b"sale 12.50\nrefund 3.75\n"], [])
    assert b"sale 0.01\nrefund 3.75\n" in made and b"sale -0.01\nrefund 3.75\n" in made
    assert b"sale 12.5\nrefund 3.75\n" in made and b"sale 12.50\nrefund 3.7\n" in made
    assert b"sale 12.500\nrefund 3.75\n" in made
    exponent = planted([b"1.2e5\n"], [])
    assert b"1.2e50\n" not in exponent and b"1.e5\n" not in exponent  # (its places kept)


def test_a_grid_of_one_row_is_made_as_wide_as_fits() -> None:
    assert _grids(lines_of("1 4\nR.R#\n")) == [(1, 2, (0, 0), (0, 1))]  # one row, counted
    assert _magnified(lines_of("1 4\nR.R#\n"), 3, tall=1) == "1 12\nRRR...RRR###\n"
    made = scaled([b"2 3\nR.R\n#R.\n"], 10 ** 6, most=0)  # (the grids: a budget of their own)
    # cut to its first row with a wall (none: its first), then 65,537 times as wide
    assert b"1 196611\n" + b"R" * 65537 + b"." * 65537 + b"R" * 65537 + b"\n" in made


def test_a_separator_is_made_another_and_a_last_line_gets_its_carriage_return() -> None:
    from superasm.verification.campaign import _blanks, _line_ends
    made = _blanks([b"01:23:45\n"], [ord("-"), ord(":")])
    assert b"01-23:45\n" in made and b"01:23-45\n" in made  # separators mixed in one line
    assert b"01-:23:45\n" in made  # (and one put between two tokens, as before)
    assert b"Xy9!\r" in _line_ends([b"Xy9!"])  # the last line lacks its newline


def test_numbers_are_planted_past_an_int_s_width_where_no_comparison_names_it() -> None:
    made = planted([b"show 5\n"], [])
    assert {b"show 2147483648\n", b"show 2147483647\n", b"show 4294967296\n",
            b"show 65536\n"} <= set(made)


def test_a_character_compared_as_a_byte_sets_no_number() -> None:
    from superasm.verification.campaign import characters
    asm = "\tcmpb\t$58, %al\n\tcmpb\t$9, %dl\n\tcmpb\t$112, %al\n\tcmpq\t$112, %rax\n"
    assert characters(asm) == {58}  # (9 is no printable character; 112 is compared wide too)
    made = planted([b"7:24 am\n"], [58, 13], characters={58})
    assert b"13:24 am\n" in made and b"58:24 am\n" not in made
    assert b"7:24 am:\n" in made  # (still a separator where it is one)


def test_the_last_copy_at_scale_holds_a_larger_number() -> None:
    from superasm.verification.campaign import _last_raised
    # 2 cases, 3 times: the last copy's largest number doubled, its blanks kept
    assert _last_raised(lines_of("2\n2\n100\t100\n1\n7\n"), 3) == \
        "6\n" + "2\n100\t100\n1\n7\n" * 2 + "2\n200\t200\n1\n7\n"
    assert _last_raised(lines_of("1\n1\n1\n"), 2) is None  # nothing larger than one to double
    made = scaled([b"2\n2\n100 100\n1\n7\n"], 10 ** 6)
    assert (b"8194\n" + b"2\n100 100\n1\n7\n" * 4096 + b"2\n200 200\n1\n7\n") in made


# ---------------------------------------------------------------------------- fifth kinds
def test_every_number_among_words_is_multiplied_its_order_kept() -> None:
    made = _multiplied([b"start 5\nlap 125\nshow 3700001\n"], [10 ** 15])
    factor = 10 ** 15 // 3700001  # the largest brought to the compared bound
    assert made == [b"start 327680\nlap 8192000\nshow 242483265536\n",
                    f"start {5 * factor}\nlap {125 * factor}\nshow {3700001 * factor}\n".encode()]
    assert _multiplied([b"3\n4\n"], [10 ** 15]) == []  # no words: no list either


def test_a_line_is_copied_with_one_place_changed_and_again_after_it() -> None:
    assert _near(b"00:1a:ff") == [b"10:1a:ff", b"00:1b:ff", b"00:1a:fg"]
    assert _near(b"zz 9") == [b"yz 9", b"zy 9", b"zz 0"]
    assert _near(b"--") == []
    made = _copied([b"3\n00:00:01\n00:02:03\n"])
    assert b"3\n00:00:01\n00:00:01\n" in made  # the line before it again, as before
    # a near copy (its high byte changed) alone, and between two copies; in turn with the copies
    assert made.index(b"3\n00:00:01\n10:00:01\n00:02:03\n") == 5
    assert made.index(b"3\n00:00:01\n10:00:01\n00:00:01\n00:02:03\n") == 7
    assert b"3\n00:00:01\n00:00:00\n00:02:03\n" in made  # its last digit


def test_a_command_of_another_kind_is_put_where_the_kind_changes() -> None:
    made = _inserted([b"set 7\nset 8\nundo\nundo\nprint\nredo\n", b"undo\nredo\n"])
    assert made == [b"set 7\nset 8\nundo\nundo\nset 8\nprint\nredo\n",  # after two undos
                    b"set 7\nset 8\nundo\nundo\nprint\nset 8\nredo\n",
                    b"set 7\nset 8\nundo\nundo\nprint\nundo\nredo\n"]
    assert _inserted([b"1 2\n3 4\n"]) == []  # lines of one kind


def test_a_name_is_lengthened_before_the_command_every_test_holds() -> None:
    from superasm.verification.campaign import _lengths
    made = _lengths([b"vote bob\n", b"vote al\nleader\n"], [20, 19, 122])
    # each size its first run in turn, the run fewest tests hold first: the name, not ``vote``
    assert made[:4] == [b"vote bo" + b"b" * 18 + b"\n", b"vote bo" + b"b" * 17 + b"\n",
                        b"vote bo" + b"b" * 120 + b"\n", b"vote al" + b"l" * 18 + b"\nleader\n"]
    assert made.index(b"vot" + b"e" * 17 + b" bob\n") > made.index(b"vote al\nleade" + b"r" * 15
                                                                  + b"\n")


def test_the_shortest_lines_are_repeated_alone_and_a_first_line_to_a_count() -> None:
    from superasm.verification.campaign import LINE_TIMES, _alone_at, _counted_to, _shortest
    given = [b"1:2:3\nhello\n", b"2001:db8::1\n::\n::1\n"]
    assert _shortest(given) == ["::", "::1", "1:2:3"]  # of every given input, each once
    made = scaled(given, 1 << 20)
    assert b"::\n" * LINE_TIMES[0] in made  # 65,537 valid addresses, the whole input
    assert _alone_at(lines_of("a b c\nx\n" + "longer line\n" * 7)) == [0, 1, 2, 3, 4, 5]
    assert _alone_at(lines_of("long line\n" * 7 + "x\n")) == [0, 1, 2, 3, 4, 5, 7]
    # no count announces the commands: the first line made n lines
    assert _counted_to(b"leave 0 ann\nserve 2\n", 4, block=None) == (b"leave 0 ann\n" * 4
                                                                     + b"serve 2\n")
    assert _counted_to(b"leave 0 ann\nserve 2\n", 4) is None  # no counted block
    assert _counted_to(b"3\n1 2\n3 4\n5 6\n", 4, block=None) is None  # a count says how many
    # the second counted block (the queries after the list), its count to match
    two = b"3\n1 2\n3 4\n5 6\n4\n1 1 1\n2 2 2\n3 3 3\n1 2 3\n"
    assert _counted_to(two, 5, block=1) == two.replace(b"\n4\n", b"\n5\n") + b"1 1 1\n"
    assert _counted_to(two, 5, block=0) == b"5\n1 2\n3 4\n5 6\n1 2\n3 4\n" + two[14:]


def test_the_last_number_of_a_seed_is_a_place_besides_the_first() -> None:
    seed = b"start 0\nlap 1\nlap 2\nlap 3\nlap 4\nlap 5\nlap 6\nshow 9\n"
    places = _places([seed], lambda t: t.isdigit())
    assert len(places) == PLANT_PLACES + 1
    tokens, last = places[-1]
    assert tokens[last] == b"9"
    assert seed.replace(b"show 9", b"show 4294967296") in _set_numbers(places, [1 << 32])


def test_a_magnified_grid_gets_a_row_that_differs_from_the_one_before_in_one_cell() -> None:
    grid = lines_of("2 3\n.#.\n...\n")
    assert _one_cell(grid) == "2 3\n.#.\n.#.\n"  # the middle of the second row: another cell
    magnified = _one_cell(lines_of(_magnified(grid, 4) or ""))
    assert magnified is not None
    # the second copy of the first row, but for the cell in its middle
    assert lines_of(magnified)[:4] == ["8 12", "....####....", "....##.#....", "....####...."]
    assert _one_cell(lines_of("2 3\n...\n...\n")) is None  # one character only
    made = scaled([b"2 3\n.#.\n...\n"], 512 << 10)
    assert any(b"\n" + b"." * 16 + b"#" * 16 + b"." * 16 + b"\n" in m
               and b"\n" + b"." * 16 + b"#" * 8 + b"." + b"#" * 7 + b"." * 16 + b"\n" in m
               for m in made)


def test_a_field_is_made_the_one_of_its_shape_before_it() -> None:
    made = _tied([b"5 3\nab cd 12,7\n", b"2\n1 9\n"])
    # a number after a number, a word after a word, whatever stands between; the seeds in turn
    assert made == [b"5 5\nab cd 12,7\n", b"2\n2 9\n", b"5 3\nab ab 12,7\n", b"2\n1 1\n",
                    b"5 3\nab cd 12,12\n"]
    assert _tied([b"7 7\n"]) == []  # equal already


#: a register with undo and redo (a new change forgets what was taken back)
UNDO = r"""
#include <stdio.h>
#include <string.h>
static long long hist[100000];
int main(void) {
    char w[16];
    long long x, v = 0;
    long now = 0, last = 0;
    while (scanf("%15s", w) == 1) {
        if (!strcmp(w, "set") || !strcmp(w, "add")) {
            if (scanf("%lld", &x) != 1 || x < -1000 || x > 1000 || now >= 99999) return 1;
            hist[now++] = v;
            v = w[0] == 's' ? x : v + x;
            last = now;
            hist[now] = v;
        } else if (!strcmp(w, "undo")) {
            if (now == 0) puts("nothing"); else v = hist[--now];
        } else if (!strcmp(w, "redo")) {
            if (now == last) puts("nothing"); else v = hist[++now];
        } else if (!strcmp(w, "print")) printf("%lld\n", v);
        else return 1;
    }
    return 0;
}
"""
#: the end of the history moved only forward: the same on every test that makes no change
#: after an undo
KEPT = UNDO.replace("            last = now;\n", "            if (now > last) last = now;\n")
#: the end of the history set before the new value is kept: the same answers
MOVED = UNDO.replace("if (now == last) puts", "if (last <= now) puts")


@pytest.mark.explore
@needs_afl
def test_a_change_made_after_two_undos_is_refuted() -> None:
    problem = _problem("undo", UNDO, ["set 7\nset 8\nundo\nundo\nprint\nredo\nprint\n",
                                      "add 5\nprint\nundo\nprint\nredo\nprint\n",
                                      "undo\nredo\nprint\n",
                                      "add 5\nundo\nadd 3\nprint\nset 2\nprint\n"])
    verdict, explored = explored_alone(problem, c_to_asm(KEPT).asm)
    assert explored.ran and explored.ok is False, explored.detail
    assert verdict.failure is not None and b"undo" in verdict.failure.input.encode()
    verdict, explored = explored_alone(problem, c_to_asm(MOVED).asm)
    assert explored.ran and explored.ok is True, explored.detail


def test_the_counted_blocks_are_grown_in_the_smallest_seeds_that_have_them() -> None:
    from superasm.verification.campaign import _counted
    # the smallest tests of a list answering queries ask one query, which is no block
    one = b"1\n-5\n1\n1 1\n"
    three = b"6\n3 -1 4 1 -5 9\n3\n1 3\n2 5\n6 1\n"
    made = _counted([one, one.replace(b"-5", b"-6"), three], [11])
    grown = b"6\n3 -1 4 1 -5 9\n11\n" + b"1 3\n2 5\n6 1\n" * 3 + b"1 3\n2 5\n"
    assert grown in made  # eleven queries, of the only seed that has a block of them


def test_the_constants_the_candidate_compares_a_different_number_of_times_come_first() -> None:
    from superasm.verification.campaign import changed, compared
    baseline = "\tcmpq\t$99, %rdx\n\tjg\t.L1\n\tcmpq\t$9, %rax\n\tjg\t.L2\n\tcmpl\t$1000, %ecx\n"
    # at most 10 queries where the baseline took 100: 9 is compared twice, 99 never
    candidate = baseline.replace("$99", "$9")
    assert changed(candidate, baseline) == [99, 9]
    assert changed(baseline, baseline) == []
    assert compared(candidate) == [1000, 9]


def test_a_counted_block_grows_past_a_narrow_width_with_its_shortest_record() -> None:
    from superasm.verification.campaign import COUNT_WIDTHS, MAX_PLANTED_BYTES, _counted
    seed = b"4\n5 11\n10 17\n6 9\n100000000 2000000000\n"
    made = _counted([seed], [])
    wide = b"65537\n" + b"6 9\n" * 65537  # in turn the records would pass the bytes
    assert COUNT_WIDTHS[0] == 65537 and wide in made
    assert all(len(d) <= MAX_PLANTED_BYTES for d in made)
    assert b"129\n" + b"5 11\n10 17\n6 9\n100000000 2000000000\n" * 32 + b"5 11\n" in made


def test_a_repeated_word_is_lengthened_in_every_copy_and_then_told_apart_at_its_end() -> None:
    from superasm.verification.campaign import _together
    made = _together([b"Paris in the the spring\n"], [65])
    long = b"th" + b"e" * 63
    assert made == [b"Paris in " + long + b" " + long + b" spring\n",
                    b"Paris in " + long + b" " + long[:-1] + b"f spring\n"]
    assert _together([b"no word twice\n"], [65]) == []


def test_two_words_in_a_row_are_repeated_in_turn_in_place() -> None:
    from superasm.verification.campaign import _words_paired
    assert _words_paired("a\nhat hit\thot\n", 3, 1 << 10) == "a\n" + "hat hit\t" * 3 + "hot\n"
    assert _words_paired("1 2\n", 3, 1 << 10) == "1 2 1 2 1 2\n"  # a line's last word: a blank
    assert _words_paired("go go\n", 3, 1 << 10) is None  # the same word twice: no relation
    assert _words_paired("1 2\n", 3, 8) is None  # past the bytes


def test_records_repeated_at_scale_get_a_distinct_key_in_each_copy() -> None:
    from superasm.verification.campaign import LINE_TIMES, _distinct, _distinct_repeats
    assert [_distinct("lamp", k, 4097) for k in (0, 1, 26, 4096)] == [
        "laaa", "laab", "laba", "lgbo"]
    assert _distinct("A3", 27, 4097) == "A141"  # each place in its class (no 0), digits added
    names = {_distinct("x9", k, 300) for k in range(300)}
    assert len(names) == 300 and all(n[0].islower() and n[1:].isdigit() for n in names)
    # the name the record refers to most often is the key: 4,097 heavy items placed and taken
    lines = lines_of("place coin hall 1 place gem vault 9 take gem\nbag\n")
    made = _distinct_repeats(lines, 0, 1, 1 << 20)
    assert made is not None
    copies = lines_of(made)
    assert len(copies) == LINE_TIMES[2] + 1 and copies[-1] == "bag"
    assert copies[1] == "place coin hall 1 place aab vault 9 take aab"
    assert len(set(copies)) == len(copies)
    # a directory made and entered: the pair's shared name
    pair = _distinct_repeats(lines_of("mkdir a\ncd a\nls\n"), 0, 2, 1 << 20)
    assert pair is not None and pair.startswith("mkdir aaaa\ncd aaaa\nmkdir aaab\ncd aaab\n")
    assert _distinct_repeats(lines_of("3 4\n"), 0, 1, 1 << 20) is None  # no name


def test_a_line_that_names_two_of_one_form_is_made_a_chain() -> None:
    from superasm.verification.campaign import _chained, _form
    assert _form("A1") == _form("Z9") != _form("A10")
    made = _chained(lines_of("X10 = Y20 + 1\nprint X10\n"), 0, 1025, 1 << 20)
    assert made is not None
    chain = lines_of(made)
    # each cell the one before it plus one, the first the old second, the last the old first
    assert chain[:3] == ["A11 = Y20 + 1", "A12 = A11 + 1", "A13 = A12 + 1"]
    assert chain[1024:] == ["X10 = M67 + 1", "print X10"]
    assert len({line.split()[0] for line in chain[:1025]}) == 1025  # every cell another
    assert _chained(lines_of("add lamp 3\n"), 0, 1025, 1 << 20) is None  # one name
    assert _chained(lines_of("a1 b\n"), 0, 1025, 1 << 20) is None  # two of two forms
    assert _chained(lines_of("a b\n"), 0, 1025, 100) is None  # past the bytes


def test_a_magnified_grid_keeps_one_of_each_marker_the_given_grids_hold_once() -> None:
    from superasm.verification.strategies.widened import markers
    given = [lines_of("3 4\n#@O.\n#..O\n####\n"), lines_of("2 3\n@O.\n#O#\n")]
    assert markers(given) == {"@"}  # a robot; the walls and the crates come many at a time
    grid = _magnified(given[0], 3, markers={"@"})
    assert grid is not None and grid.count("@") == 1
    # the robot at its block's first place, the rest of its block the crate after it
    assert lines_of(grid)[1:3] == ["###@OOOOO...", "###OOOOOO..."]
    assert _magnified(lines_of("2 3\nSab\ncdE\n"), 2, markers={"S", "E"}) == (
        "4 6\nSaaabb\naaaabb\nccddEd\nccdddd\n")  # the last of a row: the one before it
    assert _magnified(given[0], 2) is not None and _magnified(given[0], 2).count("@") == 4


def test_each_kind_of_command_is_repeated_where_no_count_announces_them() -> None:
    from superasm.verification.campaign import _counted, _counted_to, _line_kinds
    seed = b"arrive 0 ann\narrive 3 bob\nline 5\nleave 6 ann\nserve 10\n"
    assert _line_kinds(lines_of(seed.decode())) == [0, 2, 3, 4]
    # the 1,000th leave: the first leave made 1,000 leaves in place
    leaves = _counted_to(seed, 1000, None, kind=2)
    assert leaves == seed.replace(b"leave 6 ann\n", b"leave 6 ann\n" * 1000)
    assert _counted_to(seed, 1000, None, kind=4) is None  # four kinds
    # the seed with the most kinds first: the one line of the smallest has two
    made = _counted([b"serve 0\nline 0\n", seed], [1000])
    assert made[:4] == [_counted_to(seed, 1000, None, kind) for kind in range(4)]


LEAP = r"""
#include <stdio.h>
int main(void) {
    int y;
    unsigned u;
    if (scanf("%d %u", &y, &u) != 2) return 1;
    printf("%d %u %d\n", (y % 4 == 0 && y % 100 != 0) || y % 400 == 0, u / 10, y % 7);
    return 0;
}
"""


def test_the_divisors_gcc_writes_as_multiplies_are_found_and_planted_as_multiples() -> None:
    from superasm.verification import _afl_mutator as _mutator
    from superasm.verification.campaign import _multiples, divisors
    built = c_to_asm(LEAP)
    assert built.ok
    found = divisors(built.asm)
    # a remainder tested by an inverse and a rotation, a quotient by a multiply and a shift
    assert {4, 7, 10, 100, 400} <= set(found)
    # outside main, which gcc makes small: a multiply by an inverse and a rotation, by a
    # magic number and a shift
    hot = c_to_asm(LEAP.replace("int main(void) {", "__attribute__((noinline)) int leap(int y) {"
                                "\n    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;\n}"
                                "\n__attribute__((noinline)) unsigned tenth(unsigned u) {"
                                "\n    return u / 10;\n}\nint main(void) {").replace(
        "(y % 4 == 0 && y % 100 != 0) || y % 400 == 0, u / 10, y % 7", "leap(y), tenth(u), 0"))
    assert hot.ok and "idiv" not in hot.asm and "imull\t$-1030792151" in hot.asm
    assert {4, 10, 100, 400} <= set(divisors(hot.asm))
    assert divisors("\tmovl\t$5, %eax\n") == []  # no multiply, no mask
    places = _places([b"2024-03-01\n"], lambda t: bool(_mutator._INT.match(t)))
    made = _multiples(places[:1], [100, 400])
    assert made == [b"2000-03-01\n", b"2000-03-01\n", b"2100-03-01\n", b"2400-03-01\n"]


@pytest.mark.explore
@needs_afl
def test_a_large_input_is_parsed_by_the_grammar_only_where_the_programs_differ(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from superasm.verification.campaign import JUDGE_BATCH, LARGE_INPUT, ReferenceJudge
    parsed: list[bytes] = []
    original = ReferenceJudge.in_format

    def counted(self: ReferenceJudge, data: bytes) -> bool:
        parsed.append(data)
        return original(self, data)

    monkeypatch.setattr(ReferenceJudge, "in_format", counted)
    problem = _problem("progress", PROGRESS,
                       ["1\n3\n3 9 27\n", "2\n3\n1 2 5\n2\n4 -4\n", "1\n4\n2 6 18 54\n"])
    verdict, explored = explored_alone(problem, c_to_asm(WIDE).asm)
    assert explored.ran and explored.ok is True, explored.detail
    # dozens of large inputs made, none answered differently: none parsed (a small one is,
    # before it runs)
    assert parsed and not [d for d in parsed if len(d) > LARGE_INPUT], explored.detail
    parsed.clear()
    verdict, explored = explored_alone(problem, c_to_asm(NARROW).asm)
    assert explored.ran and explored.ok is False, explored.detail
    assert len({d for d in parsed if len(d) > LARGE_INPUT}) <= 2 * JUDGE_BATCH


def test_the_inputs_at_scale_are_made_once_for_a_problems_candidates() -> None:
    from superasm.verification.campaign import MAX_BYTES, _scaled_kept
    given = (b"2 3\n.#.\n...\n", b"1 1\n.\n")
    first = _scaled_kept(given)
    assert _scaled_kept(given) is first and list(first) == scaled(list(given), MAX_BYTES)


def test_each_kind_at_scale_gets_its_turn_at_each_size() -> None:
    from superasm.verification.campaign import _last_raised
    # a test of cases: 65,537 copies pass what the reference holds, 4,097 do not
    given = [b"1\n1\n5\n", *(f"2\n1\n{k}\n2\n{k} 1\n".encode() for k in range(5, 11))]
    made = scaled(given, 1 << 20)
    smaller = _last_raised(lines_of("1\n1\n5\n"), 4097)
    assert smaller is not None and smaller.encode() in made


def test_a_marked_word_is_repeated_in_place_past_a_16_bit_count() -> None:
    from superasm.verification.campaign import LINE_TIMES, _marked_repeats
    text = "Use `a<b` to *test* the **bold** claim.\n"
    made = _marked_repeats(text, 1 << 20)
    assert made == text.replace("*test* ", "*test* " * LINE_TIMES[0])  # 65,537 emphases
    assert _marked_repeats("no marks here\n", 1 << 20) is None
    assert _marked_repeats("a (b) c\n", 100) is None  # past the bytes
    assert made.encode() in scaled([text.encode()], 1 << 20)  # among the inputs at scale
