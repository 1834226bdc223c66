"""Inputs for the simulation programs: world sizes, step counts and seeds."""

from __future__ import annotations

import random

from superasm.datasets.builtin.spec import program, size

SIM = "simulation"


def _seed(rng: random.Random) -> int:
    return rng.randrange(1 << 32)


@program(SIM, "1 1 50 1 3\n", "0 0 50 5 1\n", "3 3 100 2 2\n", "5 5 30 0 4\n", "-2 4 50 3 5\n")
def sim_game_of_life(rng: random.Random, scale: float) -> str:
    side = rng.choice([64, 200, 500])
    gens = size(scale, 8_000_000 // (side * side))
    return f"{side} {side + rng.randrange(50)} {rng.choice([10, 30, 50])} {gens} {_seed(rng)}\n"


@program(SIM, "1 1\n", "0 5\n", "5 0\n", "3 -4\n", "8 1000\n")
def sim_langtons_ant(rng: random.Random, scale: float) -> str:
    return f"{rng.choice([80, 500, 2000])} {size(scale, 9_000_000)}\n"


@program(SIM, "30 1 5 3\n", "90 0 5 1\n", "110 7 0 2\n", "184 5 -3 4\n", "255 16 4 5\n")
def sim_elementary_ca(rng: random.Random, scale: float) -> str:
    w = rng.choice([101, 1000, 20_000])
    return f"{rng.choice([30, 90, 110, 150, 184])} {w} {size(scale, 15_000_000 // w)} {_seed(rng)}\n"


@program(SIM, "1 1\n", "0 3\n", "7 0\n", "5 1\n", "-3 2\n", "41 3\n")
def sim_josephus(rng: random.Random, scale: float) -> str:
    k = rng.choice([2, 3, 17, 100])
    return f"{size(scale, 8_000_000 // k)} {k}\n"


@program(SIM, "1 1 5 5 3\n", "1 0 5 5 1\n", "0 5 5 5 2\n", "3 10 1 100 4\n", "2 -1 3 3 5\n")
def sim_bank_queue(rng: random.Random, scale: float) -> str:
    tellers = rng.choice([1, 4, 16, 64])
    return f"{tellers} {size(scale, 16_000_000 // (tellers + 8))} {rng.choice([2, 10, 50])} {rng.choice([5, 100, 500])} {_seed(rng)}\n"


@program(SIM, "1 3\n", "1 0\n", "3 4\n", "0 10\n", "5 -7\n", "9 100\n")
def sim_sandpile(rng: random.Random, scale: float) -> str:
    grains = size(scale, 20_000)
    side = int(1.2 * grains**0.5) + 3
    return f"{side} {grains}\n"


@program(SIM, "1 1 0 5 3\n", "10 0 20 5 1\n", "10 10 20 5 2\n", "0 3 10 3 4\n", "7 3 100 -1 5\n")
def sim_traffic(rng: random.Random, scale: float) -> str:
    road = rng.choice([100, 1000, 10_000])
    cars = max(1, int(road * rng.choice([0.05, 0.2, 0.5, 0.9])))
    return f"{road} {cars} {rng.choice([0, 10, 30])} {size(scale, 12_000_000 // cars)} {_seed(rng)}\n"


@program(SIM, "1 1 3\n", "0 10 1\n", "10 0 2\n", "-1 5 4\n", "3 2 5\n")
def sim_random_walks(rng: random.Random, scale: float) -> str:
    steps = rng.choice([100, 10_000, 1_000_000])
    return f"{size(scale, 8_000_000 // steps)} {steps} {_seed(rng)}\n"


@program(SIM, "1 10 5 3\n", "0 10 5 1\n", "5 1 0 2\n", "4 0 9 4\n", "3 5 -2 5\n")
def sim_particles(rng: random.Random, scale: float) -> str:
    n = rng.choice([10, 1000, 100_000])
    return f"{n} {rng.choice([10, 1000, 1_000_000])} {size(scale, 25_000_000 // n)} {_seed(rng)}\n"


@program(SIM, "1 1 1 3\n", "4 0 10 1\n", "1 10 1 2\n", "0 5 5 4\n", "8 100 3 5\n")
def sim_lru_cache(rng: random.Random, scale: float) -> str:
    cap = rng.choice([16, 64, 256])
    return f"{cap} {size(scale, 30_000_000 // cap)} {rng.choice([cap, 4 * cap, 100 * cap])} {_seed(rng)}\n"
