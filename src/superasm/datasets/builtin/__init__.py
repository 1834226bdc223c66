"""The built-in benchmark: C programs written for superasm, in ten categories.

``load("")`` gives every problem, ``load("train")`` / ``load("val")`` the fixed splits.  The
problems are read from the prebuilt ``superasm/data/builtin.jsonl.gz`` (tests, hidden tests,
``gcc -O3`` baseline, metadata), made by ``scripts/build_builtin.py``: a benchmark must not
change under its users, so it is built once and shipped rather than rebuilt per machine.  When
the local compiler differs from the one recorded, loading warns: the baseline is still the
shipped one, but a candidate is then assembled by another toolchain.

Splits are fixed and stratified: within each category, programs are ordered by the CRC-32 of
their id and the first fifth (rounded) goes to ``val``, the rest to ``train``.
"""

from __future__ import annotations

import functools
import random
import warnings
import zlib
from collections.abc import Callable, Iterable
from pathlib import Path

from superasm.problem import Problem, load_problems

DATA_FILE = Path(__file__).resolve().parents[2] / "data" / "builtin.jsonl.gz"
PROGRAMS_DIR = Path(__file__).resolve().parent / "programs"
VAL_SHARE = 0.2


class CompilerMismatchWarning(UserWarning):
    """The local compiler is not the one the shipped baselines were built with."""


def program_path(category: str, program_id: str) -> Path:
    return PROGRAMS_DIR / category / f"{program_id}.c"


def assign_splits(programs: Iterable[tuple[str, str]]) -> dict[str, str]:
    """(id, category) pairs -> split: per category, the first fifth by CRC-32 of the id is val."""
    by_category: dict[str, list[str]] = {}
    for program_id, category in programs:
        by_category.setdefault(category, []).append(program_id)
    splits = {}
    for ids in by_category.values():
        ordered = sorted(ids, key=lambda i: (zlib.crc32(i.encode()), i))
        n_val = max(1, round(len(ordered) * VAL_SHARE)) if len(ordered) > 1 else 0
        for rank, program_id in enumerate(ordered):
            splits[program_id] = "val" if rank < n_val else "train"
    return splits


@functools.lru_cache(maxsize=1)
def _all_problems() -> tuple[Problem, ...]:
    if not DATA_FILE.is_file():
        raise FileNotFoundError(
            f"{DATA_FILE} is missing: run `python scripts/build_builtin.py` to build the corpus")
    return tuple(load_problems(DATA_FILE))


def _warn_on_compiler_change(problems: Iterable[Problem]) -> None:
    from superasm.toolchain import ToolchainError, compiler_version

    recorded = {p.meta.get("compiler_version") for p in problems} - {None}
    try:
        local = compiler_version()
    except ToolchainError:
        return
    if recorded and local not in recorded:
        warnings.warn(
            f"the built-in corpus was built with {', '.join(sorted(map(str, recorded)))}; this machine has "
            f"{local}: baselines are the shipped ones, results may not compare across machines",
            CompilerMismatchWarning, stacklevel=3)


def load(split: str = "") -> list[Problem]:
    """The corpus, or one split of it (``train`` or ``val``)."""
    if split not in ("", "train", "val"):
        raise ValueError(f"builtin has splits 'train' and 'val', not {split!r}")
    problems = _all_problems()
    _warn_on_compiler_change(problems)
    # the cached problems themselves: a problem is a value no caller can change
    return [p for p in problems if not split or p.split == split]


def generator_for(problem_id: str) -> Callable[[random.Random], str]:
    """A fresh-input generator for a corpus program (differential fuzzing draws from it).

    Sizes vary over the whole range, small ones included, since bugs live at the edges as much
    as in the large inputs the timed tests use.  Raises KeyError for an unknown id.
    """
    from superasm.datasets.builtin.generators import REGISTRY

    spec = REGISTRY[problem_id]

    def generate(rng: random.Random) -> str:
        return spec.make(rng, rng.choice((0.001, 0.01, 0.1, rng.uniform(0.0, 1.0))))

    return generate


def dataset_generator(problem_id: str) -> Callable[[random.Random], str] | None:
    """:func:`generator_for` where the corpus has the program, None for any other problem."""
    try:
        return generator_for(problem_id)
    except KeyError:
        return None
