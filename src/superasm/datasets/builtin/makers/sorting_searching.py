"""Inputs for the sorting and searching programs."""

from __future__ import annotations

import random

from superasm.datasets.builtin.spec import ints, program, size, value_range

SS = "sorting_searching"


def _seed(rng: random.Random) -> int:
    return rng.randrange(1 << 32)


@program(SS, "1 -5 5 3\n", "0 0 0 1\n", "6 7 7 2\n", "5 -100 -1 9\n", "-2 0 1 4\n")
def ss_insertion_sort(rng: random.Random, scale: float) -> str:
    lo, hi = value_range(rng, 10**12)
    return f"{size(scale ** 0.5, 9000)} {lo} {hi} {_seed(rng)}\n"


@program(SS, "1 5 3\n", "0 9 1\n", "8 1 2\n", "-3 4 4\n")
def ss_merge_inversions(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 1_000_000)} {rng.choice([2, 1000, 4_000_000_000])} {_seed(rng)}\n"


@program(SS, "1 7 3\n", "0 5 1\n", "9 1 2\n", "-1 3 3\n", "16 2 4\n")
def ss_quicksort(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 1_000_000)} {rng.choice([3, 1000, 2_000_000_000])} {_seed(rng)}\n"


@program(SS, "1 1 3\n", "0 5 1\n", "5 0 2\n", "-4 -4 4\n")
def ss_binary_search(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 200_000)} {size(scale, 300_000)} {_seed(rng)}\n"


@program(SS, "1 0 3\n", "0 5 1\n", "10 0 2\n", "7 3 7\n", "-1 5 5\n")
def ss_counting_sort(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 3_000_000)} {rng.choice([1, 100, 100_000, 500_000])} {_seed(rng)}\n"


@program(SS, "1 5 255\n", "0 3 255\n", "9 7 0\n", "-5 1 1\n", "12 2 3\n")
def ss_heap_sort(rng: random.Random, scale: float) -> str:
    mask = rng.choice([1, 1023, (1 << 64) - 1])
    return f"{size(scale, 400_000)} {rng.randrange(1 << 62)} {mask}\n"


@program(SS, "1 0 3\n", "0 0 1\n", "2 -2000000 2\n", "-3 5 4\n", "5 2000000 5\n")
def ss_pair_sums(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 500_000)} {rng.randint(-600_000, 600_000)} {_seed(rng)}\n"


@program(SS, "1 5 32\n", "0 1 32\n", "9 2 1\n", "-2 3 8\n")
def ss_radix_sort(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 3_000_000)} {_seed(rng)} {rng.choice([4, 20, 32])}\n"


@program(SS, "1\n42\n", "0\n", "5\n1 1 1 1 1\n", "4\n-1 -2 -3 -4\n", "3\n3 -3 0\n")
def ss_bubble_swaps(rng: random.Random, scale: float) -> str:
    n = size(scale ** 0.5, 5000)
    lo, hi = value_range(rng, 10**9)
    return f"{n}\n{ints(rng, n, lo, hi)}\n"


@program(SS, "1 1 5 3\n", "0 3 5 1\n", "5 9 0 2\n", "-1 2 4 4\n", "3 0 7 5\n")
def ss_split_array(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 80_000)} {rng.randint(10, 30)} {rng.choice([1, 100, 1_000_000])} {_seed(rng)}\n"
