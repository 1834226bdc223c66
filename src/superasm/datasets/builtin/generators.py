"""All corpus input generators, registered by program id (one module per category)."""

from __future__ import annotations

from superasm.datasets.builtin import makers  # noqa: F401  (importing registers every program)
from superasm.datasets.builtin.spec import (
    CATEGORIES,
    N_HIDDEN,
    N_PUBLIC,
    REGISTRY,
    ProgramSpec,
    make_inputs,
)

__all__ = ["CATEGORIES", "N_HIDDEN", "N_PUBLIC", "REGISTRY", "ProgramSpec", "make_inputs"]
