"""Inputs for the bit-manipulation programs."""

from __future__ import annotations

import random

from superasm.datasets.builtin.spec import program, size

BM = "bit_manipulation"


@program(BM, "5 5\n", "0 0\n", "-8 3\n", "10 2\n")
def bm_popcount_range(rng: random.Random, scale: float) -> str:
    start = rng.randrange(1 << rng.choice([10, 32, 50]))
    return f"{start} {start + size(scale, 6_000_000)}\n"


@program(BM, "1\n", "0\n", "-2\n", "3\n")
def bm_gray_code(rng: random.Random, scale: float) -> str:
    return f"{max(1, min(22, round(22 + 4 * (scale - 1))))}\n"


def _values(rng: random.Random, n: int) -> list[int]:
    hi = rng.choice([7, 255, (1 << 20) - 1, (1 << 31) - 1])
    return [rng.randint(0, hi) for _ in range(n)]


@program(BM, "1 5\n5\n", "0 0\n", "3 0\n7 7 7\n", "-1 0\n", "2 9\n4 4\n")
def bm_subset_xor(rng: random.Random, scale: float) -> str:
    n = max(1, min(20, round(20 + 5 * (scale - 1))))
    values = _values(rng, n)
    target = values[0] ^ values[-1] if rng.random() < 0.5 else rng.randint(0, 255)
    return f"{n} {target}\n{' '.join(map(str, values))}\n"


@program(BM, "1 1\n", "0 5\n", "-3 2\n", "8 0\n")
def bm_reverse_bits(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 1_500_000)} {rng.randrange(1 << 32)}\n"


@program(BM, "1 3\n", "0 0\n", "2 7\n", "-5 1\n")
def bm_hamming_pairs(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 3000)} {rng.randrange(1 << 32)}\n"


@program(BM, "1 3\n", "0 9\n", "-1 2\n", "2 0\n")
def bm_subset_sums_sos(rng: random.Random, scale: float) -> str:
    return f"{max(1, min(21, round(21 + 4 * (scale - 1))))} {rng.randrange(1 << 32)}\n"


@program(BM, "2\n", "0\n", "1\n", "-100\n", "3\n")
def bm_bitset_sieve(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 40_000_000, 2) - rng.randrange(100)}\n"


@program(BM, "1 1\n", "0 0\n", "-7 3\n", "5 0\n")
def bm_trailing_zeros(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 5_000_000)} {rng.randrange(1 << 60)}\n"


@program(BM, "1 5 30\n", "0 0 30\n", "2 7 1\n", "-4 1 5\n", "3 9 0\n")
def bm_max_and_pair(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 1_000_000)} {rng.randrange(1 << 32)} {rng.choice([4, 16, 30, 31])}\n"


@program(BM, "1 1\n", "0 0\n", "5 0\n", "-2 4\n", "3 1\n")
def bm_morton_codes(rng: random.Random, scale: float) -> str:
    cells = size(scale, 600_000)
    w = rng.randint(1, 2000)
    return f"{w} {max(1, cells // w)}\n"
