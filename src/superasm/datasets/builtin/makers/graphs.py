"""Inputs for the graph programs: sizes, densities and a seed; the programs build the graphs."""

from __future__ import annotations

import random

from superasm.datasets.builtin.spec import program, size

GR = "graphs"


def _seed(rng: random.Random) -> int:
    return rng.randrange(1 << 32)


@program(GR, "1 1 0 3\n", "0 0 0 1\n", "1 5 100 2\n", "3 3 60 4\n", "-2 4 0 5\n")
def gr_grid_bfs(rng: random.Random, scale: float) -> str:
    cells = size(scale, 2_000_000)
    c = rng.randint(200, 3000)
    return f"{max(1, cells // c)} {c} {rng.choice([0, 20, 35, 45])} {_seed(rng)}\n"


@program(GR, "1 50 5 3\n", "0 50 5 1\n", "5 0 9 2\n", "4 100 1 4\n", "-3 10 2 5\n")
def gr_dijkstra_dense(rng: random.Random, scale: float) -> str:
    return f"{size(scale ** 0.5, 2200)} {rng.choice([2, 10, 60, 100])} {rng.choice([1, 100, 10_000])} {_seed(rng)}\n"


@program(GR, "1 50 3\n", "0 50 1\n", "4 0 2\n", "5 100 4\n", "-1 9 5\n")
def gr_floyd_warshall(rng: random.Random, scale: float) -> str:
    return f"{max(1, round(330 * scale ** (1 / 3)))} {rng.choice([1, 5, 30, 90])} {_seed(rng)}\n"


@program(GR, "1 0 3\n", "0 5 1\n", "5 0 2\n", "3 100 4\n", "-2 3 5\n")
def gr_union_find(rng: random.Random, scale: float) -> str:
    n = size(scale, 400_000)
    return f"{n} {int(n * rng.choice([0.3, 1.0, 3.0]))} {_seed(rng)}\n"


@program(GR, "1 3 1 3\n", "0 1 1 1\n", "5 0 3 2\n", "6 2 0 4\n", "-1 2 2 5\n")
def gr_dag_longest_path(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 400_000)} {rng.randint(1, 5)} {rng.choice([1, 10, 1000])} {_seed(rng)}\n"


@program(GR, "1 0 3\n", "0 0 1\n", "3 5 2\n", "2 -1 4\n", "4 20 5\n")
def gr_bellman_ford(rng: random.Random, scale: float) -> str:
    n = size(scale, 200_000)
    return f"{n} {n * rng.randint(2, 5)} {_seed(rng)}\n"


@program(GR, "1 10 3\n", "0 5 1\n", "2 1 2\n", "5 3 4\n", "-4 8 5\n")
def gr_prim_mst(rng: random.Random, scale: float) -> str:
    return f"{size(scale ** 0.5, 5000)} {rng.choice([10, 1000, 1_000_000])} {_seed(rng)}\n"


@program(GR, "1 0 3\n", "0 0 1\n", "2 1 2\n", "3 9 4\n", "-5 2 5\n")
def gr_bipartite(rng: random.Random, scale: float) -> str:
    n = size(scale, 250_000)
    return f"{n} {int(n * rng.choice([0.4, 0.8, 2.0]))} {_seed(rng)}\n"


@program(GR, "1 1 3\n", "0 1 1\n", "2 1 2\n", "7 1 4\n", "-9 3 5\n")
def gr_tree_diameter(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 1_000_000)} {rng.choice([1, 3, 100, 1_000_000_000])} {_seed(rng)}\n"


@program(GR, "1 0 3\n", "0 0 1\n", "2 2 2\n", "5 1 4\n", "-1 5 5\n")
def gr_scc_kosaraju(rng: random.Random, scale: float) -> str:
    n = size(scale, 120_000)
    return f"{n} {int(n * rng.choice([0.8, 1.0, 2.0, 4.0]))} {_seed(rng)}\n"
