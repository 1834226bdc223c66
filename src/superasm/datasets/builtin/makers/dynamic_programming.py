"""Inputs for the dynamic-programming programs."""

from __future__ import annotations

import random

from superasm.datasets.builtin.spec import ints, program, size, value_range, word

DP = "dynamic_programming"


@program(DP, "1 1 2 5\n", "0 0 3 1\n", "0 5 2 9\n", "-1 4 2 3\n", "6 6 1 2\n")
def dp_lcs(rng: random.Random, scale: float) -> str:
    n = size(scale ** 0.5, 5000)
    return f"{n} {n - rng.randrange(n // 3 + 1)} {rng.choice([2, 4, 26])} {rng.randrange(1 << 32)}\n"


@program(DP, "a b\n", "- -\n", "- abc\n", "kitten sitting\n", "aaaa aaaa\n")
def dp_edit_distance(rng: random.Random, scale: float) -> str:
    n = size(scale ** 0.5, 3600)
    alphabet = rng.choice(["ab", "acgt", "abcdefghijklmnopqrstuvwxyz"])
    first = word(rng, n, alphabet)
    second = "".join(ch if rng.random() < 0.7 else rng.choice(alphabet) for ch in first)
    return f"{first} {second[: n - rng.randrange(n // 4 + 1)] or '-'}\n"


@program(DP, "1 10 5 1\n", "0 100 5 2\n", "5 0 5 3\n", "-2 7 3 4\n", "3 1 1 5\n")
def dp_knapsack(rng: random.Random, scale: float) -> str:
    n = size(scale ** 0.5, 500)
    return f"{n} {size(scale ** 0.5, 60_000)} {rng.choice([10, 100, 1000])} {rng.randrange(1 << 32)}\n"


@program(DP, "1\n5\n", "0\n", "5\n5 5 5 5 5\n", "6\n-3 -2 -1 -5 0 1\n", "4\n4 3 2 1\n")
def dp_lis_quadratic(rng: random.Random, scale: float) -> str:
    n = size(scale ** 0.5, 7000)
    lo, hi = value_range(rng, 10**9)
    return f"{n}\n{ints(rng, n, lo, hi)}\n"


@program(DP, "1 0\n1\n", "0 10\n", "2 5\n-1 0\n", "3 100\n1 2 5\n", "2 1\n3 3\n")
def dp_coin_ways(rng: random.Random, scale: float) -> str:
    k = rng.randint(3, 12)
    coins = sorted(rng.sample(range(1, 200), k))
    return f"{k} {size(scale, 3_000_000 // k * 5)}\n{' '.join(map(str, coins))}\n"


@program(DP, "1 5\n", "0 1\n", "-3 2\n", "2 7\n")
def dp_matrix_chain(rng: random.Random, scale: float) -> str:
    return f"{max(1, round(420 * scale ** (1 / 3)))} {rng.randrange(1 << 32)}\n"


@program(DP, "1 1 5\n", "0 3 1\n", "1 200 2\n", "-1 -1 3\n")
def dp_max_submatrix(rng: random.Random, scale: float) -> str:
    side = max(1, round(260 * scale ** (1 / 3)))
    return f"{side + rng.randrange(20)} {side} {rng.randrange(1 << 32)}\n"


@program(DP, "1 1 0 5\n", "0 0 0 1\n", "3 3 100 2\n", "1 500 10 3\n")
def dp_grid_paths(rng: random.Random, scale: float) -> str:
    cells = size(scale, 6_000_000)
    c = rng.randint(100, 3000)
    return f"{max(1, cells // c)} {c} {rng.choice([0, 5, 20, 45])} {rng.randrange(1 << 32)}\n"


@program(DP, "1\n", "0\n", "-4\n", "5\n", "100\n")
def dp_partitions(rng: random.Random, scale: float) -> str:
    return f"{max(1, round(14000 * scale ** 0.5)) - rng.randrange(10)}\n"


@program(DP, "1 5\n", "0 3\n", "2 9\n", "-5 1\n", "4 7\n")
def dp_tsp_bitmask(rng: random.Random, scale: float) -> str:
    n = 17 if scale > 0.8 else 16 if scale > 0.3 else max(1, round(16 * scale ** 0.2))
    return f"{n} {rng.randrange(1 << 32)}\n"
