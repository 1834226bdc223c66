"""Inputs for the array and matrix kernels."""

from __future__ import annotations

import random

from superasm.datasets.builtin.spec import program, size

AM = "array_matrix"


def _seed(rng: random.Random) -> int:
    return rng.randrange(1 << 32)


@program(AM, "1 3\n", "0 1\n", "2 2\n", "-3 4\n")
def am_matmul(rng: random.Random, scale: float) -> str:
    return f"{max(1, round(330 * scale ** (1 / 3)))} {_seed(rng)}\n"


@program(AM, "1 1 1 3\n", "0 5 5 1\n", "3 3 0 2\n", "1 -2 4 4\n", "2 2 10 5\n")
def am_prefix_rectangles(rng: random.Random, scale: float) -> str:
    side = rng.choice([100, 1000, 2000])
    return f"{side} {side} {size(scale, 1_000_000)} {_seed(rng)}\n"


@program(AM, "1 1 3\n", "0 1 1\n", "5 6 2\n", "5 5 4\n", "-5 2 5\n")
def am_convolution(rng: random.Random, scale: float) -> str:
    k = rng.choice([3, 16, 101])
    return f"{size(scale, 30_000_000 // k) + k} {k} {_seed(rng)}\n"


@program(AM, "3 3 1\n", "2 2 5\n", "3 3 0\n", "10 -1 3\n", "4 5 100\n")
def am_jacobi_stencil(rng: random.Random, scale: float) -> str:
    r = rng.choice([16, 100, 500])
    c = rng.choice([16, 100, 500])
    return f"{r} {c} {size(scale, 40_000_000 // (r * c))}\n"


@program(AM, "1 1 3\n", "0 1 1\n", "2 4 2\n", "3 0 4\n", "5 -1 5\n")
def am_rotate_matrix(rng: random.Random, scale: float) -> str:
    n = rng.choice([31, 200, 1000])
    return f"{n} {size(scale, 10_000_000 // (n * n))} {_seed(rng)}\n"


@program(AM, "1 1 10 3\n", "0 1 10 1\n", "5 5 1 2\n", "5 6 10 4\n", "7 3 0 5\n")
def am_window_max(rng: random.Random, scale: float) -> str:
    n = size(scale, 5_000_000)
    return f"{n} {min(n, rng.choice([1, 10, 1000, 100_000]))} {rng.choice([2, 1000, 2_000_000_000])} {_seed(rng)}\n"


@program(AM, "1 1 0 255 3\n", "0 5 0 255 1\n", "4 4 7 7 2\n", "3 3 200 100 4\n", "2 2 -5 300 5\n")
def am_histogram_equalize(rng: random.Random, scale: float) -> str:
    pixels = size(scale, 12_000_000)
    w = rng.choice([64, 640, 1920])
    lo = rng.randint(0, 200)
    return f"{w} {max(1, pixels // w)} {lo} {lo + rng.randint(0, 55)} {_seed(rng)}\n"


@program(AM, "1 1 1 3\n", "0 3 1 1\n", "1 7 2 2\n", "6 1 1 4\n", "3 3 0 5\n")
def am_spiral_walk(rng: random.Random, scale: float) -> str:
    r = rng.choice([1, 50, 300, 1000])
    c = rng.choice([7, 300, 1000])
    return f"{r} {c} {size(scale, 12_000_000 // (r * c))} {_seed(rng)}\n"


@program(AM, "1 5 0 3\n", "0 5 0 1\n", "5 0 -3 2\n", "4 10 -20 4\n", "6 10 30 5\n")
def am_circular_subarray(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 10_000_000)} {rng.choice([1, 100, 1_000_000])} {rng.choice([-1, 0, 1])} {_seed(rng)}\n"


@program(AM, "1 1 7 3\n", "0 3 7 1\n", "3 0 7 2\n", "2 5 1 4\n", "4 4 2 5\n")
def am_matrix_power_iter(rng: random.Random, scale: float) -> str:
    n = rng.choice([10, 100, 500])
    p = rng.choice([7, 1_000_003, 1_000_000_007])
    return f"{n} {size(scale, 6_000_000 // (n * n))} {p} {_seed(rng)}\n"
