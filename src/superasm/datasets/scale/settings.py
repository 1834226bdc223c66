"""The scaler's settings and limits (the package docstring says why each is what it is)."""

from __future__ import annotations

from dataclasses import dataclass

from superasm.errors import UserError
from superasm.toolchain import DEFAULT_COMPILER

#: the baseline CPU seconds every timing input must reach (module docstring: why 20 ms)
TARGET_S = 0.020
#: about what starting a process costs; it does not grow with the input
STARTUP_S = 0.001
#: timing inputs made per problem
BENCH_COUNT = 3
MAX_FACTOR = 1 << 20
MAX_INPUT_BYTES = 16 << 20
MAX_OUTPUT_BYTES = 16 << 20
#: a grown input whose baseline takes more than this many times the target is trimmed (every
#: timing round of every candidate pays for what it runs past the target)
OVERSHOOT = 1.5
#: growth steps per method and seed input
MAX_STEPS = 10
#: an input this large, or grown this much, that does not make the baseline slower shows that
#: the method adds nothing the program reads
FLAT_BYTES = 64 << 10
FLAT_FACTOR = 256
CACHE_VERSION = 6
#: methods whose inputs are made of the seed's own records (a seed that was shown lends them)
REPEATING = ("count-list", "cases", "repeat")
METHODS = ("generator", "model", "count-list", "cases", "repeat", "parameter")
#: files in a --bench-inputs folder that hold answers, not inputs
ANSWER_SUFFIXES = (".out", ".ans", ".expected", ".res", ".sol", ".a", ".answer", ".output")


class BenchInputsError(UserError, ValueError):
    """A ``--bench-inputs`` folder cannot be used (the message names it and why)."""


@dataclass(frozen=True)
class ScaleConfig:
    """The scaler's settings; part of the cache key and of ``problem.bench_made``."""

    target_s: float = TARGET_S
    count: int = BENCH_COUNT
    max_factor: int = MAX_FACTOR
    max_input_bytes: int = MAX_INPUT_BYTES
    #: a baseline run longer than this is a time-out (the input is dropped)
    timeout_s: float = 10.0
    seed: int = 0
    #: drop inputs on which the -O0 build prints something else (undefined behaviour)
    check_o0: bool = True
    compiler: str = DEFAULT_COMPILER
