"""Keys alike for a long beginning (issue 32, version 14): every key of a given input given one
long common beginning of its own characters, the relations between keys kept, so a rewrite
that compares or hashes only a key's first bytes, or a version's first numbers, answers
otherwise."""

from __future__ import annotations

import random

import pytest
from strategy_checks import refutes_only_the_wrong

from superasm.verification.strategies.prefixed import LENGTHS, keys, prefixed


def _made(given: list[str]) -> list[str]:
    return [make(random.Random(0)) for make in prefixed([g.encode() for g in given])]


STORE = ["3\nset apple 5\nset pear 7\nget apple\nset apple 1\nget pear\n",
         "1\nset fig 2\nget plum\n", "2\nset kiwi 9\nset lime 9\nget kiwi\n"]


def test_every_key_gets_one_beginning_and_keeps_its_relations() -> None:
    made = _made(STORE)
    assert len(made) == 2 * len(LENGTHS)
    first = next(m for m in made if m.startswith("3\n")).splitlines()  # a line of numbers
    # before the records stays
    words = [line.split() for line in first[1:]]
    assert {w[0] for w in words} == {"set", "get"}  # a record's keyword stays
    names = [w[1] for w in words]
    assert all(n.startswith("p" * LENGTHS[0]) and len(n) > LENGTHS[0] for n in names)
    original = [line.split()[1] for line in STORE[0].splitlines()[1:]]
    assert [n[LENGTHS[0]:] for n in names] == original  # the same key the same throughout
    assert [w[2] for w in words if w[0] == "set"] == ["5", "7", "1"]  # values as they were
    longest = made[-1].splitlines()[1].split()[1]  # the longest beginning last
    assert longest.startswith(longest[0] * LENGTHS[-1]) and len(longest) > LENGTHS[-1]


def test_keys_of_parts_get_as_many_parts_in_front() -> None:
    versions = ["1.2.3 1.2.4\n2.0 1.9.9\n", "1.0.0 1\n7 7.1\n1.10 1.9\n",
                "3.4.1 3.4\n1.0.0 1\n0.9.9 2.1\n"]
    words, parted = keys(versions)
    assert not words and parted >= {"1.2.3", "2.0", "7", "1.10", "1"}
    made = _made(versions)
    beginning = "1." * LENGTHS[0]  # the commonest first part, and separator
    assert all(t.startswith(beginning) for t in made[0].split())
    assert made[0].replace(beginning, "") in versions  # each version as it was, after it


def test_numbers_alone_and_words_of_few_values_are_no_keys() -> None:
    assert _made(["3\n1 2 3\n", "2\n5 6\n", "1\n9\n", "4\n1 1 1 1\n", "2\n7 8\n"]) == []
    assert _made(["go left 3\ngo right 4\n", "go left 1\n", "go right 9\ngo left 2\n"]) == []



def test_a_first_word_found_elsewhere_in_a_record_is_a_key_not_a_keyword() -> None:
    results = ["lions 3-1 tigers\nbears 0-0 lions\ntigers 2-2 bears\n",
               "rovers 2-1 wolves\nwolves 4-0 eagles\neagles 1-1 rovers\n"]
    words, _ = keys(results)
    assert words == {"lions", "tigers", "bears", "rovers", "wolves", "eagles"}
    made = _made(results)[0].splitlines()  # the input of the most keys: every name, first
    # or last, given one beginning
    assert all(line.split()[0].startswith("w" * LENGTHS[0]) and
               line.split()[2].startswith("w" * LENGTHS[0]) for line in made)
    # a command's name (never found elsewhere in a record) stays a keyword
    assert {line.split()[0] for m in _made(STORE) for line in m.splitlines()[1:]} == \
        {"set", "get"}

TABLE = r"""
#include <stdio.h>
#include <string.h>
static char names[1000][40];
static long values[1000];
static int used;
static int find(const char *key) {
    for (int i = 0; i < used; i++) if (strcmp(names[i], key) == 0) return i;
    return -1;
}
int main(void) {
    int n;
    char op[8], key[40];
    if (scanf("%d", &n) != 1) return 1;
    while (scanf("%7s %39s", op, key) == 2) {
        int at = find(key);
        if (op[0] == 's') {
            long v;
            if (scanf("%ld", &v) != 1) return 1;
            if (at < 0) { at = used++; strcpy(names[at], key); }
            values[at] = v;
        } else if (at < 0) {
            puts("none");
        } else {
            printf("%ld\n", values[at]);
        }
    }
    return 0;
}
"""
#: the names compared on their first 8 bytes: every name of the tests differs earlier
FIRST_EIGHT = TABLE.replace("strcmp(names[i], key) == 0", "strncmp(names[i], key, 8) == 0")
#: the names compared from their end: the same answers on every valid input
FROM_THE_END = TABLE.replace(
    "strcmp(names[i], key) == 0",
    "strlen(names[i]) == strlen(key) && memcmp(names[i], key, strlen(key)) == 0")


@pytest.mark.needs_bwrap
def test_a_key_compared_on_its_first_bytes_is_refuted_and_a_full_compare_is_not() -> None:
    refutes_only_the_wrong("prefixed", TABLE, STORE, 2, FIRST_EIGHT, FROM_THE_END)
