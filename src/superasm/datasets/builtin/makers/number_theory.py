"""Inputs for the number-theory programs: a few parameters, lots of arithmetic."""

from __future__ import annotations

import random

from superasm.datasets.builtin.spec import program, size

NT = "number_theory"


@program(NT, "1\n", "0\n", "2\n", "-7\n", "30\n")
def nt_prime_sieve(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 12_000_000, 2) - rng.randrange(100)}\n"


@program(NT, "1\n", "0\n", "-3\n", "2\n")
def nt_gcd_sum(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 1300) - rng.randrange(5)}\n"


@program(NT, "1 7\n", "0 1\n", "-4 3\n", "5 0\n")
def nt_modpow_queries(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 45_000)} {rng.randrange(1 << 40)}\n"


@program(NT, "1\n", "0\n", "-9\n", "2\n", "10\n")
def nt_totient_sum(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 3_000_000) - rng.randrange(50)}\n"


@program(NT, "1 1\n", "5 4\n", "-10 3\n", "27 27\n", "0 0\n")
def nt_collatz_longest(rng: random.Random, scale: float) -> str:
    start = rng.randrange(1, 1_000_000)
    return f"{start} {start + size(scale, 250_000)}\n"


@program(NT, "1\n", "0\n", "-1\n", "12\n")
def nt_divisor_counts(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 2_000_000) - rng.randrange(10)}\n"


@program(NT, "2 1\n", "0 0\n", "0 2\n", "4294967291 5\n", "1 100\n")
def nt_miller_rabin(rng: random.Random, scale: float) -> str:
    return f"{rng.randrange(1, 4_000_000_000)} {size(scale, 400_000)}\n"


@program(NT, "1\n", "0\n", "-12\n", "10\n", "99\n")
def nt_digit_sum_divides(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 4_000_000) - rng.randrange(1000)}\n"


@program(NT, "1\n1\n", "0\n", "3\n0 -5 1\n", "2\n7 7\n")
def nt_floor_sums(rng: random.Random, scale: float) -> str:
    total = size(scale, 5_000_000)
    k = rng.randint(1, 8)
    parts = [max(1, int(total * w)) for w in _weights(rng, k)]
    return f"{k}\n{' '.join(map(str, parts))}\n"


def _weights(rng: random.Random, k: int) -> list[float]:
    raw = [rng.random() + 0.05 for _ in range(k)]
    return [r / sum(raw) for r in raw]


@program(NT, "7 1\n", "2 0\n", "5 10\n", "0 5\n", "1000000007 -3\n")
def nt_mod_inverses(rng: random.Random, scale: float) -> str:
    p = rng.choice([1_000_000_007, 998_244_353, 2_147_483_647, 104_729])
    return f"{p} {size(scale, 400_000)}\n"
