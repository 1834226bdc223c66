"""Inputs for the floating-point and geometry programs."""

from __future__ import annotations

import random

from superasm.datasets.builtin.spec import program, size

FP = "floating_point_geometry"


def _seed(rng: random.Random) -> int:
    return rng.randrange(1 << 32)


@program(FP, "1 3\n", "0 1\n", "-5 2\n", "2 0\n")
def fp_monte_carlo_pi(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 6_000_000)} {rng.randrange(1 << 62)}\n"


@program(FP, "0 1 1\n", "0 0 10\n", "1 0 10\n", "0 1 0\n", "-3.5 2.25 7\n")
def fp_simpson(rng: random.Random, scale: float) -> str:
    a = round(rng.uniform(-10, 10), 3)
    return f"{a} {a + round(rng.uniform(0.1, 50), 3)} {size(scale, 1_500_000)}\n"


@program(FP, "1 1\n", "0 1\n", "-2 1\n", "10 0.0001\n", "5 -3\n")
def fp_newton_sqrt(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 500_000)} {rng.choice(['1', '0.001', '1000000', '3.7'])}\n"


@program(FP, "3 1\n", "0 1\n", "2 2\n", "-5 3\n", "4 4\n")
def fp_polygon_area(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 600_000, 3)} {_seed(rng)}\n"


@program(FP, "1 5 3\n", "0 5 1\n", "2 1 2\n", "5 1 4\n", "10 2 5\n", "-4 10 6\n")
def fp_convex_hull(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 500_000)} {rng.choice([3, 1000, 2_000_000])} {_seed(rng)}\n"


@program(FP, "2 1 3\n", "1 1 1\n", "0 5 2\n", "3 0 4\n", "-2 1 5\n")
def fp_closest_pair(rng: random.Random, scale: float) -> str:
    return f"{size(scale ** 0.5, 4500, 2)} {rng.choice([0.5, 5, 50])} {_seed(rng)}\n"


@program(FP, "1 10 0.01 3\n", "0 5 0.01 1\n", "2 0 0.01 2\n", "3 5 0 4\n", "-1 4 0.1 5\n")
def fp_nbody(rng: random.Random, scale: float) -> str:
    n = rng.choice([8, 64, 256])
    return f"{n} {size(scale, 15_000_000 // (n * n))} 0.001 {_seed(rng)}\n"


@program(FP, "1 1 10 -2 1 -1.5 1.5\n", "0 0 5 -2 1 -1 1\n", "5 5 0 -2 1 -1 1\n", "3 2 50 0.2 0.3 0.4 0.5\n")
def fp_mandelbrot(rng: random.Random, scale: float) -> str:
    k = rng.choice([50, 200, 1000])
    pixels = size(scale, 40_000_000 // k)
    w = rng.randint(50, 800)
    views = ["-2 1 -1.5 1.5", "-0.75 -0.73 0.1 0.12", "-1.5 -1.0 -0.25 0.25"]
    return f"{w} {max(1, pixels // w)} {k} {rng.choice(views)}\n"


@program(FP, "0 2 3\n", "1 1 1\n", "3 10 2\n", "-1 5 4\n", "63 5 5\n")
def fp_horner_roots(rng: random.Random, scale: float) -> str:
    d = rng.choice([3, 10, 40])
    return f"{d} {size(scale, 60_000_000 // (d + 5), 2)} {_seed(rng)}\n"


@program(FP, "1 3\n", "0 1\n", "2 2\n", "-3 4\n")
def fp_gauss_solve(rng: random.Random, scale: float) -> str:
    return f"{max(1, round(420 * scale ** (1 / 3)))} {_seed(rng)}\n"
