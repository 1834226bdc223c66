"""The corpus program spec: one seeded input generator per program, registered by id.

Each program gives a few hand-written *edge* inputs (empty, one element, negatives,
duplicates, ...) and a function that draws a random input at a size ``scale`` in (0, 1]; scale 1
is the largest input, sized so that the ``-O3`` build runs tens of milliseconds.  Most programs
read a few parameters and compute over 10^4..10^6 values they derive themselves, because parsing
a huge stdin costs the same at every optimisation level and would hide the ``-O0 → -O3`` gain.

:func:`make_inputs` turns a spec into the fixed public/hidden inputs.  The seed comes from the
program's id, so the tests never change when programs are added or reordered.
"""
from __future__ import annotations

import random
import zlib
from collections.abc import Callable
from dataclasses import dataclass

CATEGORIES = (
    "number_theory",
    "bit_manipulation",
    "dynamic_programming",
    "sorting_searching",
    "strings",
    "graphs",
    "simulation",
    "floating_point_geometry",
    "array_matrix",
    "data_structures",
)

N_PUBLIC = 10
N_HIDDEN = 22

Maker = Callable[[random.Random, float], str]


@dataclass(frozen=True)
class ProgramSpec:
    """One corpus program: where its C file lives and how its inputs are drawn."""

    id: str
    category: str
    edges: tuple[str, ...]
    make: Maker

    @property
    def seed(self) -> int:
        return zlib.crc32(self.id.encode())


REGISTRY: dict[str, ProgramSpec] = {}


def program(category: str, *edges: str) -> Callable[[Maker], Maker]:
    """Register the decorated maker under its function name, with its edge-case inputs."""
    if category not in CATEGORIES:
        raise ValueError(f"unknown category {category!r}")

    def register(make: Maker) -> Maker:
        name = make.__name__
        if name in REGISTRY:
            raise ValueError(f"program {name!r} registered twice")
        if not edges:
            raise ValueError(f"program {name!r} needs at least one edge-case input")
        REGISTRY[name] = ProgramSpec(name, category, tuple(edges), make)
        return make

    return register


def make_inputs(spec: ProgramSpec) -> tuple[list[str], list[str]]:
    """(public, hidden) inputs.  Public: the first edge case, the maximum size, then large random
    sizes, so that timing on the public tests measures real work.  Hidden: the other edge cases,
    two small inputs, the maximum size again with another draw, then random sizes."""
    rng = random.Random(spec.seed)
    public = [spec.edges[0], spec.make(rng, 1.0)]
    public += [spec.make(rng, rng.uniform(0.5, 1.0)) for _ in range(N_PUBLIC - len(public))]
    hidden = list(spec.edges[1:])
    hidden += [spec.make(rng, 0.01), spec.make(rng, 0.1), spec.make(rng, 1.0)]
    while len(hidden) < N_HIDDEN:
        hidden.append(spec.make(rng, rng.uniform(0.3, 1.0)))
    return public, hidden


# ---------------------------------------------------------------- helpers for the makers
def size(scale: float, top: int, low: int = 1) -> int:
    """An integer size proportional to ``scale``, at least ``low``."""
    return max(low, int(round(top * scale)))


def ints(rng: random.Random, n: int, lo: int, hi: int) -> str:
    return " ".join(str(rng.randint(lo, hi)) for _ in range(n))


def value_range(rng: random.Random, big: int) -> tuple[int, int]:
    """A value range for array contents: sometimes tiny (many duplicates), sometimes signed."""
    kind = rng.randrange(4)
    if kind == 0:
        return 0, 9
    if kind == 1:
        return -big, big
    return 0, big


def word(rng: random.Random, n: int, alphabet: str = "ab") -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))

