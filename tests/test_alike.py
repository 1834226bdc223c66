"""The ``alike`` strategy (issue 32: relations between fields, the program's own tokens
composed): values from tiny pools, so that what a program compares is equal, or equal but for
its end, and a rewrite that compares less than the reference answers otherwise."""

from __future__ import annotations

import random

import pytest

from superasm.datasets.build import build_problem
from superasm.toolchain import build_and_run
from superasm.verification.inputmodel import InputModel
from superasm.verification.inputs import VerifyConfig, make_verify_tests
from superasm.verification.strategies.alike import ROUND_PAST, _alike
from superasm.verification.strategies.draw import _Facts

GIVEN = ["3\nmilk food\nsoap home\nbread food\n", "2\ntea drinks\ncoffee drinks\n",
         "4\nrent home\nbus travel\ncake food\nfare travel\n"]


def _made(constants: list[int] = ()) -> list[list[list[str]]]:  # type: ignore[assignment]
    model = InputModel.learn([g.encode() for g in GIVEN])
    facts = _Facts(list(constants), random.Random(0), given=tuple(g.encode() for g in GIVEN))
    rng = random.Random(1)
    return [[line.split() for line in make(rng).splitlines()[1:]] for make in _alike(model, facts)]


def test_records_share_values_and_neighbours_differ_only_at_their_end() -> None:
    made = _made()
    assert len(made) >= 30
    # equal values: a category given to several records of one input
    assert sum(any(len({r[1] for r in recs}) < len(recs) for recs in [m]) for m in made) > len(made) // 2
    # near-equal words past a power of two: alike but for the last character (or one longer)
    near = [(a, b) for m in made for a in {r[1] for r in m} for b in {r[1] for r in m}
            if a < b and len(a) in ROUND_PAST and (a[:-1] == b[:-1] or b[:-1] == a)]
    assert near, made[:3]
    # every word of an input over the same two letters of the given ones
    assert any(len({c for r in m for w in r for c in w}) == 2 for m in made)


def test_the_program_s_own_characters_are_composed_into_words() -> None:
    made = _made(constants=[ord("/"), ord("*"), 10, ord("a")])
    words = [w for m in made for r in m for w in r]
    assert any("/*" in w for w in words) and any("*/" in w for w in words)
    assert not any(c.isspace() for w in words for c in w)


#: categories counted: each new category is compared with every one before it
CATEGORIES = r"""
#include <stdio.h>
#include <string.h>
int main(void) {
    int n;
    char names[64][128], category[64][128];
    if (scanf("%d", &n) != 1 || n < 1 || n > 64) return 1;
    int distinct = 0;
    for (int i = 0; i < n; i++) {
        if (scanf("%127s %127s", names[i], category[i]) != 2) return 1;
        int seen = 0;
        for (int j = 0; j < i; j++) if (strcmp(category[j], category[i]) == 0) seen = 1;
        distinct += !seen;
    }
    printf("%d\n", distinct);
    return 0;
}
"""
#: faster: categories compared on their first 8 bytes (right wherever they differ early)
PREFIX_8 = CATEGORIES.replace("strcmp(category[j], category[i]) == 0",
                              "strncmp(category[j], category[i], 8) == 0")
#: an honest rewrite: lengths first, then the bytes
BY_LENGTH = CATEGORIES.replace(
    "strcmp(category[j], category[i]) == 0",
    "strlen(category[j]) == strlen(category[i]) && "
    "memcmp(category[j], category[i], strlen(category[i])) == 0")


@pytest.mark.needs_bwrap
def test_keys_compared_on_a_prefix_are_refuted_and_an_honest_compare_is_not() -> None:
    problem = build_problem("categories", CATEGORIES, GIVEN[:2], GIVEN[2:])
    made, report = make_verify_tests(problem, VerifyConfig(strategies=("alike",)))
    assert report.strategies["alike"][2], report.strategies
    tests = [t for t in made if t.input.isascii()]
    every = problem.tests + problem.hidden_tests
    cheat = build_and_run(PREFIX_8, [t.input.decode() for t in every], timeout_s=10.0)
    assert cheat.outputs() == [t.output for t in every]  # the tests never show it
    cheat = build_and_run(PREFIX_8, [t.input.decode() for t in tests], timeout_s=10.0)
    assert any(got != t.output for got, t in zip(cheat.outputs(), tests, strict=True)
               if t.name.startswith("gen-alike"))
    honest = build_and_run(BY_LENGTH, [t.input.decode() for t in tests], timeout_s=10.0)
    assert honest.ok and honest.outputs() == [t.output for t in tests]
