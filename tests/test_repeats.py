"""Magnitude by repetition (issue 32, item 3): a part of a given input repeated past each width
in place, so a counter, a depth or a buffer that every size the tests reach leaves whole goes
past 16 bits; the reference judges which of them are valid."""

from __future__ import annotations

import random

import pytest

from superasm.datasets.build import build_problem
from superasm.toolchain import build_and_run
from superasm.verification.inputs import VerifyConfig, make_verify_tests
from superasm.verification.strategies import repeats

#: the strategy these tests are about, alone (the others' inputs would only cost time)
ONLY_REPEATS = VerifyConfig(strategies=("repeats",))


def _made(given: list[str]) -> list[str]:
    rng = random.Random(0)
    return [make(rng) for make in repeats.repeated([g.encode() for g in given])]


def test_a_line_a_token_and_a_character_are_each_repeated_past_sixteen_bits() -> None:
    made = _made(["hello world\nbye\n"])
    lines = [m.split("\n") for m in made]
    assert any(ls.count("hello world") == (1 << 16) + 1 and ls[-2] == "bye" for ls in lines)
    assert any(m.split().count("world") == (1 << 16) + 1 and m.count("\n") == 2 for m in made)
    assert any(len(max(m.split(), key=len)) == (1 << 16) + 1 for m in made)
    assert all(len(m) <= repeats.MAX_BYTES for m in made)


def test_a_part_too_long_for_sixteen_bits_is_repeated_as_often_as_the_bytes_allow() -> None:
    long_line = "x" * 100
    made = _made([long_line + "\n"])
    line_repeat = next(m for m in made if m.count("\n") > 1)
    n = line_repeat.count("\n")
    assert n in repeats.COUNTS and n < (1 << 16) + 1
    assert len(line_repeat) <= repeats.MAX_BYTES


def test_lines_alike_but_for_their_numbers_are_repeated_once() -> None:
    made = _made(["push 3\npush 7\nprint\n"])
    line_repeats = [m for m in made if m.count("\n") > 1000 and len(set(m.split("\n"))) == 4]
    assert len(line_repeats) == 2  # "push N" once, "print" once
    assert {m.split("\n")[1] for m in line_repeats} == {"push 3", "push 7"} or \
        any(m.count("print") > 1000 for m in line_repeats)


def test_the_tests_top_is_repeated_at_scale_with_one_copy_in_the_middle_just_past_it() -> None:
    made = _made(["4\n17\n9\n", "hello\n3\n", "a much longer line\n2\n"])
    by_line = [m.split("\n")[:-1] for m in made if m.count("\n") > 1000]
    # the largest integer of any given input (17), its copy in the middle one more (18)
    seventeens = next(ls for ls in by_line if ls.count("17") > 1000)
    assert seventeens.count("18") == 1 and seventeens.index("18") == len(seventeens) // 2
    assert len(seventeens) == (1 << 16) + 3 and seventeens[0] == "4" and seventeens[-1] == "9"
    # the longest line of any given input, its middle copy a character longer
    longest = next(ls for ls in by_line if ls.count("a much longer line") > 1000)
    assert longest.count("a much longer linee") == 1
    assert longest.index("a much longer linee") > len(longest) // 3
    # and the same by token, in place: the copies on one line
    by_token = [m for m in made if m.count("\n") < 10 and m.count(" 17 ") > 1000]
    assert len(by_token) == 1 and by_token[0].split().count("18") == 1


#: the longest line, past 100 lines only counted once a line as long as the tests' longest is
#: seen (an early exit at a value the tests never exceed)
EARLY_EXIT = r"""
#include <stdio.h>
int main(void) {
    long lines = 0, len = 0, best = 0;
    int c;
    while ((c = getchar()) != EOF) {
        if (c == '\n') {
            lines++; if (len > best) best = len; len = 0;
            if (lines > 100 && best == TOP) {
                while ((c = getchar()) != EOF) lines += c == '\n';
                break;
            }
        } else len++;
    }
    printf("%ld %ld\n", lines, best);
    return 0;
}
"""


@pytest.mark.needs_bwrap
def test_an_early_exit_at_the_tests_longest_line_is_refuted_at_scale() -> None:
    given = _texts(1) + ["ab " * 40 + "\n" + "a\n" * 150]
    problem = build_problem("longest_line", LINE_COUNTER, given[:3], given[3:])
    top = max(len(line) for text in given for line in text.split("\n"))
    cheat = EARLY_EXIT.replace("TOP", str(top))
    tests, _ = make_verify_tests(problem, ONLY_REPEATS)
    every = problem.tests + problem.hidden_tests
    assert build_and_run(cheat, [t.input.decode() for t in every], timeout_s=10.0).outputs() == \
        [t.output for t in every]  # the tests never show it
    made = [t for t in tests if t.name.startswith("gen-repeats")]
    built = build_and_run(cheat, [t.input.decode() for t in made], timeout_s=10.0)
    assert built.ok, built.error
    assert any(got != t.output for got, t in zip(built.outputs(), made, strict=True))


#: lines of text: how many, and the longest (a counter of lines in ``long``)
LINE_COUNTER = r"""
#include <stdio.h>
int main(void) {
    long lines = 0, len = 0, best = 0;
    int c;
    while ((c = getchar()) != EOF) {
        if (c == '\n') { lines++; if (len > best) best = len; len = 0; } else len++;
    }
    printf("%ld %ld\n", lines, best);
    return 0;
}
"""
#: the same with the line counter in 16 bits: right on every input of fewer than 65,536 lines
#: an honest rewrite: whole blocks read with fread, newlines found with memchr, wider counters
HONEST_COUNTER = r"""
#include <stdio.h>
#include <string.h>
int main(void) {
    static char buf[1 << 16];
    long long lines = 0, len = 0, best = 0;
    size_t got;
    while ((got = fread(buf, 1, sizeof buf, stdin)) > 0) {
        char *p = buf, *end = buf + got, *nl;
        while ((nl = memchr(p, '\n', (size_t)(end - p))) != NULL) {
            len += nl - p;
            lines++;
            if (len > best) best = len;
            len = 0;
            p = nl + 1;
        }
        len += end - p;
    }
    printf("%lld %lld\n", lines, best);
    return 0;
}
"""
SHORT_COUNTER = LINE_COUNTER.replace("long lines = 0, len", "unsigned short lines = 0; long len") \
    .replace('printf("%ld %ld\\n", lines, best)', 'printf("%ld %ld\\n", (long)lines, best)')


def _texts(seed: int) -> list[str]:
    rng = random.Random(seed)
    return ["".join(" ".join("ab"[rng.randint(0, 1)] * rng.randint(1, 4)
                             for _ in range(rng.randint(1, 5))) + "\n"
                    for _ in range(rng.randint(1, 6))) for _ in range(4)]


@pytest.mark.needs_bwrap
def test_a_line_counter_of_sixteen_bits_is_refuted_by_a_repeated_line() -> None:
    problem = build_problem("line_counter", LINE_COUNTER, _texts(1), _texts(2))
    tests, report = make_verify_tests(problem, ONLY_REPEATS)
    assert report.strategies["repeats"][2], report.strategies
    text = [t for t in tests if t.input.isascii()]
    built = build_and_run(SHORT_COUNTER, [t.input.decode() for t in text], timeout_s=10.0)
    assert built.ok, built.error
    assert any(got != t.output for got, t in zip(built.outputs(), text, strict=True))
    honest = build_and_run(HONEST_COUNTER, [t.input.decode() for t in text], timeout_s=10.0)
    assert honest.ok and honest.outputs() == [t.output for t in text]  # never refuted
    # and the public and hidden tests alone never show it
    given = [t.input.decode() for t in problem.tests + problem.hidden_tests]
    short = build_and_run(SHORT_COUNTER, given, timeout_s=10.0)
    assert short.outputs() == [t.output for t in problem.tests + problem.hidden_tests]
