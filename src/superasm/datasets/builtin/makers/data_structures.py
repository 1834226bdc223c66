"""Inputs for the data-structure programs: operation counts, mixes and seeds."""

from __future__ import annotations

import random

from superasm.datasets.builtin.spec import program, size

DS = "data_structures"


def _seed(rng: random.Random) -> int:
    return rng.randrange(1 << 32)


@program(DS, "1 50 3\n", "0 50 1\n", "10 100 2\n", "10 0 4\n", "-3 50 5\n")
def ds_binary_heap(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 2_000_000)} {rng.choice([50, 55, 70, 100])} {_seed(rng)}\n"


@program(DS, "1 1 3\n", "0 5 1\n", "5 0 2\n", "-1 3 4\n", "2 10 5\n")
def ds_fenwick(rng: random.Random, scale: float) -> str:
    return f"{rng.choice([10, 1000, 1_000_000])} {size(scale, 1_200_000)} {_seed(rng)}\n"


@program(DS, "1 1 3\n", "0 5 1\n", "5 0 2\n", "-2 2 4\n", "2 10 5\n")
def ds_segment_tree(rng: random.Random, scale: float) -> str:
    return f"{rng.choice([10, 1000, 500_000])} {size(scale, 550_000)} {_seed(rng)}\n"


@program(DS, "1 1 3\n", "0 5 1\n", "10 1 2\n", "-4 5 4\n", "5 3 5\n")
def ds_hash_counts(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 1_500_000)} {rng.choice([10, 10_000, 1_000_000, 1 << 40])} {_seed(rng)}\n"


@program(DS, "1 100 3\n", "0 50 1\n", "10 0 2\n", "5 100 4\n", "-2 50 5\n")
def ds_rpn_stack(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 8_000_000)} {rng.choice([30, 50, 52, 80])} {_seed(rng)}\n"


@program(DS, "1 3\n", "0 1\n", "-5 2\n", "20 4\n")
def ds_linked_list(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 4_000_000)} {_seed(rng)}\n"


@program(DS, "1 5 3\n", "0 5 1\n", "10 1 2\n", "-1 5 4\n", "6 2 5\n")
def ds_bst(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 250_000)} {rng.choice([100, 100_000, 4_000_000_000])} {_seed(rng)}\n"


@program(DS, "1 1 3\n", "0 5 1\n", "5 0 2\n", "5 10 4\n", "-1 3 5\n")
def ds_ring_buffer(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 6_000_000)} {rng.choice([1, 8, 64, 1000])} {_seed(rng)}\n"


@program(DS, "1 1 1 3\n", "0 5 2 1\n", "3 0 2 2\n", "-1 4 2 4\n", "5 64 1 5\n")
def ds_trie(rng: random.Random, scale: float) -> str:
    return f"{size(scale, 100_000)} {rng.choice([4, 8, 12])} {rng.choice([2, 4, 26])} {_seed(rng)}\n"


@program(DS, "1 1 3\n", "0 5 1\n", "5 0 2\n", "-3 4 4\n", "2 10 5\n")
def ds_sparse_table(rng: random.Random, scale: float) -> str:
    return f"{rng.choice([10, 10_000, 200_000])} {size(scale, 1_500_000)} {_seed(rng)}\n"
