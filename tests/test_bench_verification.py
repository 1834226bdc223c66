"""benchmarks/verification.py (issue 25): the set is what it claims, and the run works end to end."""

from __future__ import annotations

import functools
import importlib.util
import json
import random
import sys
import warnings
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest

from superasm.datasets import resolve_dataset

BENCH = Path(__file__).resolve().parent.parent / "benchmarks" / "verification.py"


@functools.lru_cache(maxsize=1)
def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_verification", BENCH)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def _references() -> dict[str, str]:
    bench = _bench()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        sources = {f"builtin:{p.id}": p.c_source for p in resolve_dataset("builtin")}
    for path in (bench.SET_DIR / "programs").glob("*.c"):
        sources[f"judge:{path.stem}"] = path.read_text()
    return sources


def test_the_set_has_every_kind_over_both_halves_and_every_patch_applies() -> None:
    bench = _bench()
    mutants, rewrites = bench.MUTANTS, bench.REWRITES
    assert len(mutants) >= 60
    assert len({m.id for m in mutants} | {r.id for r in rewrites}) == len(mutants) + len(rewrites)
    programs = {m.program for m in mutants}
    assert len(programs) >= 12
    origins = Counter(m.program.split(":")[0] for m in mutants)
    assert origins["builtin"] >= 25 and origins["judge"] >= 25
    kinds = Counter(m.kind for m in mutants)
    assert set(kinds) == set(bench.KINDS) and min(kinds.values()) >= 5
    references = _references()
    for item in (*mutants, *rewrites):
        changed = bench.apply_patches(references[item.program], item)
        assert changed != references[item.program], item.id
    assert all(m.witness for m in mutants)


def test_the_holdout_set_covers_every_kind_on_other_programs_and_every_patch_applies() -> None:
    bench = _bench()
    mutants, rewrites = bench.SETS["holdout"]
    assert len(mutants) >= 36 and len(rewrites) >= 6
    ids = [m.id for m in mutants] + [r.id for r in rewrites]
    main_ids = {m.id for m in bench.MUTANTS} | {r.id for r in bench.REWRITES}
    assert len(set(ids)) == len(ids) and not set(ids) & main_ids
    kinds = Counter(m.kind for m in mutants)
    assert set(kinds) == set(bench.KINDS) and min(kinds.values()) >= 4
    programs = {m.program for m in mutants}
    assert not programs & {m.program for m in bench.MUTANTS}  # held out: programs of its own
    assert len({p for p in programs if p.startswith("builtin:")}) >= 10
    assert len({p for p in programs if p.startswith("judge:")}) >= 3
    references = _references()
    for item in (*mutants, *rewrites):
        changed = bench.apply_patches(references[item.program], item)
        assert changed != references[item.program], item.id
    assert all(m.witness for m in mutants)
    for name in {p.split(":", 1)[1] for p in programs if p.startswith("judge:")}:
        assert 3 <= len(bench.judge_tests.PUBLIC[name]) <= 5 and name in bench.judge_tests.GENERATORS


def test_hidden_inputs_come_from_a_seeded_generator() -> None:
    bench = _bench()
    for name in bench.judge_tests.PUBLIC:
        assert bench.judge_tests.hidden_inputs(name) == bench.judge_tests.hidden_inputs(name)
        assert bench.judge_tests.GENERATORS[name](random.Random(1))


@pytest.mark.needs_bwrap
def test_one_program_end_to_end(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """modpow's wrong candidates: all valid (no set error), none caught by the public tests."""
    bench = _bench()
    monkeypatch.setattr(bench, "CACHE", tmp_path / "cache")
    out = tmp_path / "out.json"
    assert bench.main(["--programs", "modpow", "--configs", "public,before", "--no-honest",
                       "--json", str(out)]) == 0
    summary = json.loads(out.read_text())
    assert summary["set"]["set_errors"] == {}
    assert summary["set"]["wrong"] == 5
    public = summary["configs"]["public"]
    assert public["caught"] == 0 and public["wrong"] == 5
    assert summary["configs"]["before"]["caught"] <= 5
