"""Load: many mutated candidates through one harness leave no process, temp dir, mount or fd.

The full run (2,000 candidates) is benchmarks/load_test.py; this is the same code with 200.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from .conftest import Host, sandbox_processes

pytestmark = [pytest.mark.needs_bwrap, pytest.mark.slow]

BENCHMARK = Path(__file__).resolve().parents[2] / "benchmarks" / "load_test.py"


def load_benchmark() -> ModuleType:
    spec = importlib.util.spec_from_file_location("superasm_load_test", BENCHMARK)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while being built
    spec.loader.exec_module(module)
    return module


def test_two_hundred_candidates_leak_nothing(host: Host) -> None:
    bench = load_benchmark()
    report = bench.run_load(200, workers=2, seed=1)
    assert report.errors == [], report.errors[:3]
    assert sum(report.statuses.values()) == 200
    assert len(report.statuses) >= 3, f"the mutations should give a mix: {report.statuses}"
    assert report.leaks() == {"children": 0, "temp_dirs": 0, "mounts": 0, "fds": 0, "threads": 0}
    assert sandbox_processes(host.tag) == []
    # bounded memory: the harness keeps nothing per candidate (a leak of even 100 KiB each
    # would show as 20 MiB here)
    assert report.after.rss_kb - report.before.rss_kb < 16 * 1024, report.text()
