"""The cache of compiler-variant trials, shared by the portfolio and the tuner.

A trial is minutes of compiling, testing and timing across a problem set, and a ``-march=native``
result is only valid on the CPU that measured it, so results are kept under
``~/.cache/superasm/trials/`` keyed by everything that decides them: the source, the compiler and
its version, the flags, the machine, the baseline, the tests and the harness settings.  The
storage is :class:`superasm.cache.JsonCache` (one file per trial, written atomically, versioned):
safe to share between runs and processes; a damaged or outdated entry is a miss and is rewritten.
"""

from __future__ import annotations

from pathlib import Path

from superasm.cache import JsonCache, digest, tests_digest
from superasm.harness import HarnessConfig
from superasm.models.variants import Variant
from superasm.problem import Problem
from superasm.toolchain import machine_fingerprint

CACHE_VERSION = 4
KIND = "trials"


def trial_key(problem: Problem, variant: Variant, version: str, harness: HarnessConfig,
              stage: str) -> str:
    """What a trial's result depends on; ``stage`` tells a screen from a full measurement."""
    timing = harness.timing.to_dict()
    timing.pop("budget_s", None)  # the budget bounds the cost, not the result
    return digest({
        "source": digest(problem.c_source), "compiler": variant.compiler, "version": version,
        "flags": list(variant.flags), "pgo": variant.pgo, "machine": machine_fingerprint(),
        "baseline": digest(problem.baseline_asm), "tests": tests_digest(problem.tests),
        "hidden": tests_digest(problem.hidden_tests), "output_match": problem.output_match,
        # the timed inputs decide the measurement (superasm.datasets.scale)
        "bench": tests_digest(problem.bench_tests), "time_on": str(harness.time_on),
        "timing": timing, "compiler_used": harness.compiler, "stage": stage})


class TrialCache(JsonCache):
    """One JSON document per trial (a result and its assembly).  ``directory``: ``True`` for
    the standard place (:func:`superasm.cache.default_cache_dir`), ``None`` turns caching off."""

    def __init__(self, directory: str | Path | None | bool = True) -> None:
        super().__init__(KIND, CACHE_VERSION, directory, fan_out=True)


__all__ = ["CACHE_VERSION", "TrialCache", "trial_key"]
