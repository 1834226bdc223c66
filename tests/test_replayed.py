"""Many keys alive at once (issue 32): a given input replayed in renamed copies, interleaved,
so that a table keyed by the input's words holds a thousand of them together; a deleted entry
that ends a probe chain, or a lookup that gives up after a few slots, answers otherwise."""

from __future__ import annotations

import random

import pytest

from superasm.datasets.build import build_problem
from superasm.toolchain import build_and_run
from superasm.verification.inputs import VerifyConfig, make_verify_tests
from superasm.verification.strategies.replayed import COPIES, MAX_BYTES, _keys, replayed

#: the strategy these tests are about, alone
ONLY_REPLAYED = VerifyConfig(strategies=("replayed",))


def _made(given: list[str]) -> list[str]:
    rng = random.Random(0)
    return [make(rng) for make in replayed([g.encode() for g in given])]


LIBRARY = ["open KQ7 100\nopen M2 40\nshow KQ7\nclose M2\nshow M2\n",
           "open ZZ9 5\nopen B 6\nclose ZZ9\nshow B\n",
           "open PX 1\nshow PX\nclose PX\n", "3\nshow A1\nopen A1 7\nshow A1\n"]


def test_every_key_is_renamed_the_same_way_in_its_copy_and_the_copies_interleave() -> None:
    made = _made(LIBRARY)
    assert all(len(m) <= MAX_BYTES for m in made)
    big = COPIES[0]
    # "3 / show A1 / open A1 7 / show A1", 1,025 copies: the count counts them again
    counted = next(m for m in made if m.startswith(f"{3 * big}\n")).split("\n")[1:-1]
    assert len(counted) == 3 * big
    opened = [line.split() for line in counted[big:2 * big]]
    assert {w[0] for w in opened} == {"open"} and {w[2] for w in opened} == {"7"}
    names = [w[1] for w in opened]
    assert len(set(names)) == big and names[0] == "A1"
    assert all(len(n) == 2 and n.isalnum() and n.upper() == n for n in names)
    # the record before and after each copy's "open" name the key it opened, in copy order
    assert [line.split()[1] for line in counted[:big]] == names
    assert [line.split()[1] for line in counted[2 * big:]] == names
    # "open ZZ9 5 / open B 6 / close ZZ9 / show B", 257 copies: keys share their beginning
    small = COPIES[1]
    two = next(m for m in made if m.startswith("open ZZ9")).split("\n")[:-1]
    assert len(two) == 4 * small
    zz = [line.split()[1] for line in two[:small]]
    bs = [line.split()[1] for line in two[small:2 * small]]
    assert all(n.startswith("Z") and len(n) == 3 for n in zz) and len(set(zz)) == small
    assert [line.split()[1] for line in two[2 * small:3 * small]] == zz
    assert [line.split()[1] for line in two[3 * small:]] == bs


def test_words_of_a_place_with_few_values_are_no_keys() -> None:
    turns = ["go left 3\ngo right 4\n", "go left 1\n", "go right 9\ngo left 2\n"]
    assert _made(turns) == []  # left and right: an enumeration, never renamed
    assert _keys(LIBRARY) >= {"KQ7", "M2", "ZZ9", "B", "PX", "A1"}


#: accounts in an open-addressing table of 4,096 slots: "open NAME AMOUNT", "close NAME",
#: "show NAME" (its amount, or "none"); a closed account's slot stays in its probe chain
TABLE = r"""
#include <stdio.h>
#include <string.h>
#define SLOTS 4096
static struct { char name[12]; long amount; int used; } slots[SLOTS];
static unsigned hash(const char *s) {
    unsigned h = 0;
    while (*s) h = h * 31 + (unsigned char)*s++;
    return h;
}
static int find(const char *name, int insert) {
    unsigned i = hash(name) % SLOTS;
    int free_at = -1;
    for (int n = 0; n < SLOTS && slots[i].used; n++, i = (i + 1) % SLOTS) {
        if (slots[i].used == 1 && strcmp(slots[i].name, name) == 0) return (int)i;
        if (slots[i].used == 2 && free_at < 0) free_at = (int)i;
    }
    if (!insert) return -1;
    return free_at >= 0 ? free_at : (slots[i].used ? -1 : (int)i);
}
int main(void) {
    char op[8], name[12];
    long amount;
    while (scanf("%7s %11s", op, name) == 2) {
        if (strcmp(op, "open") == 0 && scanf("%ld", &amount) == 1) {
            int at = find(name, 0) >= 0 ? -1 : find(name, 1);
            if (at >= 0) { strcpy(slots[at].name, name); slots[at].amount = amount; slots[at].used = 1; }
        } else if (strcmp(op, "close") == 0) {
            int at = find(name, 0);
            if (at >= 0) slots[at].used = 2;
        } else if (strcmp(op, "show") == 0) {
            int at = find(name, 0);
            if (at >= 0) printf("%s %ld\n", name, slots[at].amount); else printf("%s none\n", name);
        }
    }
    return 0;
}
"""
#: a closed account's slot freed outright: a key placed past it is lost
FREED = TABLE.replace("if (at >= 0) slots[at].used = 2;", "if (at >= 0) slots[at].used = 0;")
#: a lookup that gives up after 8 slots
SHORT_PROBE = TABLE.replace("for (int n = 0; n < SLOTS &&", "for (int n = 0; n < 8 &&")
#: an honest rewrite: the accounts in a sorted array, found by binary search
SORTED = r"""
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static char names[4096][12];
static long amounts[4096];
static int count;
static int at_or_after(const char *name) {
    int lo = 0, hi = count;
    while (lo < hi) { int mid = (lo + hi) / 2; if (strcmp(names[mid], name) < 0) lo = mid + 1; else hi = mid; }
    return lo;
}
int main(void) {
    char op[8], name[12];
    long amount;
    while (scanf("%7s %11s", op, name) == 2) {
        int i = at_or_after(name);
        int found = i < count && strcmp(names[i], name) == 0;
        if (strcmp(op, "open") == 0 && scanf("%ld", &amount) == 1) {
            if (found || count == 4096) continue;
            memmove(names[i + 1], names[i], (size_t)(count - i) * sizeof names[0]);
            memmove(&amounts[i + 1], &amounts[i], (size_t)(count - i) * sizeof amounts[0]);
            strcpy(names[i], name); amounts[i] = amount; count++;
        } else if (strcmp(op, "close") == 0 && found) {
            memmove(names[i], names[i + 1], (size_t)(count - i - 1) * sizeof names[0]);
            memmove(&amounts[i], &amounts[i + 1], (size_t)(count - i - 1) * sizeof amounts[0]);
            count--;
        } else if (strcmp(op, "show") == 0) {
            if (found) printf("%s %ld\n", name, amounts[i]); else printf("%s none\n", name);
        }
    }
    return 0;
}
"""


@pytest.mark.needs_bwrap
def test_a_freed_slot_and_a_short_probe_are_refuted_and_a_sorted_rewrite_is_not() -> None:
    given = ["open AB12 5\nopen CD3 7\nshow CD3\nclose AB12\nshow CD3\nshow AB12\n",
             "open XY9 1\nshow XY9\nclose XY9\nshow XY9\n",
             "open Q1 4\nopen R22 8\nclose Q1\nshow R22\n", "show NOPE1\n"]
    problem = build_problem("accounts", TABLE, given[:2], given[2:])
    tests, report = make_verify_tests(problem, ONLY_REPLAYED)
    assert report.strategies["replayed"][2], report.strategies
    inputs = [t.input.decode() for t in tests]
    every = problem.tests + problem.hidden_tests
    for wrong in (FREED, SHORT_PROBE):  # the tests never show either
        assert build_and_run(wrong, [t.input.decode() for t in every]).outputs() == \
            [t.output for t in every]
        built = build_and_run(wrong, inputs, timeout_s=10.0)
        assert built.ok, built.error
        assert any(got != t.output for got, t in zip(built.outputs(), tests, strict=True))
    honest = build_and_run(SORTED, inputs, timeout_s=10.0)
    assert honest.ok and honest.outputs() == [t.output for t in tests]


def test_a_key_with_no_digit_nor_letter_is_left_as_it_is_and_replaying_ends() -> None:
    """Rows of a grid of cells are keys where some hold a letter (``.o.#o``); a row of ``...``
    has nothing to count with, and once made the renaming count forever (a new program's
    tests hung the build at version 15)."""
    import signal

    grids = ["4 5\n.o.#o\no.o..\n..#.o\n.o...\n", "3 3\nooo\n...\n...\n", "1 4\no.#o\n",
             "5 2\no#\n.o\no.\n#.\n..\n", "2 3\no.o\n#..\n"]
    signal.signal(signal.SIGALRM, lambda *_: pytest.fail("replaying did not end"))
    signal.alarm(20)
    try:
        made = [make(random.Random(0)) for make in replayed(tuple(g.encode() for g in grids))]
    finally:
        signal.alarm(0)
    # an input whose keys cannot all be renamed is not replayed; the others are, in copies
    assert made and all(len(m.splitlines()) > 100 for m in made)
