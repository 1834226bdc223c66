"""Inputs for the string programs: lengths and seeds; the programs build their own text."""

from __future__ import annotations

import random

from superasm.datasets.builtin.spec import program, size

ST = "strings"


def _seed(rng: random.Random) -> int:
    return rng.randrange(1 << 32)


@program(ST, "1 1 2 3\n", "0 3 2 1\n", "5 9 2 2\n", "-1 -1 2 4\n", "8 1 1 5\n")
def st_kmp_count(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 8_000_000)} {rng.choice([1, 3, 8, 20])} {rng.choice([1, 2, 4, 26])} {_seed(rng)}\n"


@program(ST, "1 1 2 3\n", "0 2 2 1\n", "4 9 2 2\n", "-3 1 1 4\n", "6 6 1 5\n")
def st_naive_search(rng: random.Random, scale: float) -> str:
    k = rng.choice([1, 2, 4])
    m = rng.choice([8, 30, 100]) if k > 1 else 40
    return f"{size(scale, 600_000 if k == 1 else 3_000_000)} {m} {k} {_seed(rng)}\n"


@program(ST, "1 2 3\n", "0 2 1\n", "-5 3 2\n", "7 1 4\n")
def st_palindromes(rng: random.Random, scale: float) -> str:
    k = rng.choice([1, 2, 3, 26])
    top = {1: 9000, 2: 2_000_000, 3: 3_000_000}.get(k, 5_000_000)
    return f"{size(scale, top)} {k} {_seed(rng)}\n"


@program(ST, "1 2 0 3\n", "0 2 0 1\n", "9 1 0 2\n", "-2 3 1 4\n", "12 2 3 5\n")
def st_z_function(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 5_000_000)} {rng.choice([2, 4, 26])} {rng.choice([0, 1, 7, 1000])} {_seed(rng)}\n"


@program(ST, "1 1 2 3\n", "0 1 2 1\n", "5 6 2 2\n", "4 -1 2 4\n", "10 3 1 5\n")
def st_distinct_windows(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 2_000_000)} {rng.choice([3, 10, 40])} {rng.choice([2, 4, 26])} {_seed(rng)}\n"


@program(ST, "1 key 3\n", "0 abc 1\n", "10 a 2\n", "5 zz 4\n", "-2 lemon 5\n")
def st_vigenere(rng: random.Random, scale: float) -> str:
    key = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randint(1, 20)))
    return f"{size(scale, 4_000_000)} {key} {_seed(rng)}\n"


@program(ST, "1 1 3\n", "0 5 1\n", "10 100 2\n", "-4 2 4\n", "12 0 5\n")
def st_run_length(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 5_000_000)} {rng.choice([1, 5, 30, 1000])} {_seed(rng)}\n"


@program(ST, "1 3 2 3\n", "0 3 2 1\n", "5 1 1 2\n", "-2 4 3 4\n", "4 40 2 5\n")
def st_anagram_classes(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 150_000)} {rng.choice([4, 8, 16])} {rng.choice([2, 5, 26])} {_seed(rng)}\n"


@program(ST, "1 50 3\n", "0 50 1\n", "10 100 2\n", "10 0 4\n", "-1 50 5\n")
def st_brackets(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 6_000_000)} {rng.choice([40, 50, 55, 70])} {_seed(rng)}\n"


@program(ST, "1 3\n", "0 1\n", "-5 2\n", "20 4\n")
def st_number_scan(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 8_000_000)} {_seed(rng)}\n"
