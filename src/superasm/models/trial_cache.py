"""The cache of compiler-variant trials, shared by the portfolio and the tuner.

A trial is minutes of compiling, testing and timing across a problem set, and a ``-march=native``
result is only valid on the CPU that measured it, so results are kept under
``~/.cache/superasm/trials/`` keyed by everything that decides them: the source, the compiler and
its version, the flags, the machine, the baseline, the tests and the harness settings.  One JSON
file per trial, written atomically: safe to share between runs and processes.  A damaged or
outdated entry is a miss and is rewritten.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

from superasm.harness import HarnessConfig
from superasm.models.variants import Variant
from superasm.problem import Problem
from superasm.toolchain import machine_fingerprint

CACHE_VERSION = 3


def sha256(text: str | bytes) -> str:
    return hashlib.sha256(text.encode() if isinstance(text, str) else text).hexdigest()


def _tests_digest(tests: list[Any]) -> str:
    h = hashlib.sha256()
    for t in tests:
        h.update(sha256(t.input).encode() + sha256(t.output).encode() + str(t.exit_code).encode())
    return h.hexdigest()


def trial_key(problem: Problem, variant: Variant, version: str, harness: HarnessConfig,
              stage: str) -> str:
    """What a trial's result depends on; ``stage`` tells a screen from a full measurement."""
    timing = harness.timing.to_dict()
    timing.pop("budget_s", None)  # the budget bounds the cost, not the result
    key = {"source": sha256(problem.c_source), "compiler": variant.compiler, "version": version,
           "flags": list(variant.flags), "pgo": variant.pgo, "machine": machine_fingerprint(),
           "baseline": sha256(problem.baseline_asm), "tests": _tests_digest(problem.tests),
           "hidden": _tests_digest(problem.hidden_tests), "output_match": problem.output_match,
           # the timed inputs decide the measurement (superasm.datasets.scale)
           "bench": _tests_digest(problem.bench_tests), "time_on": harness.time_on,
           "timing": timing, "compiler_used": harness.compiler, "stage": stage}
    return sha256(json.dumps(key, sort_keys=True))


def default_cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "superasm" / "trials"


class TrialCache:
    """JSON files, one per trial.  ``directory=None`` turns caching off."""

    def __init__(self, directory: str | Path | None) -> None:
        self.directory = Path(directory).expanduser() if directory else None

    def _path(self, key: str) -> Path | None:
        return self.directory / key[:2] / f"{key}.json" if self.directory else None

    def get(self, key: str) -> dict[str, Any] | None:
        path = self._path(key)
        if path is None or not path.exists():
            return None
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError):
            return None
        return data if data.get("cache_version") == CACHE_VERSION else None

    def put(self, key: str, data: dict[str, Any]) -> None:
        path = self._path(key)
        if path is None:
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps({**data, "cache_version": CACHE_VERSION}), encoding="utf-8")
        os.replace(tmp, path)
