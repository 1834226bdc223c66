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


#: the kinds issue 32 lists, each of which the fresh set must have a candidate of
ISSUE_32_KINDS = ("relation", "tokens", "mixed_extremes", "scale", "capacity", "typed_field",
                  "sign_form", "early_exit")


def test_the_fresh_set_is_consistent_and_split_in_two_halves_by_program() -> None:
    """fresh.py (issue 32): new programs, every kind, assembly edits, two disjoint halves."""
    bench = _bench()
    fresh = bench.fresh
    mutants, rewrites = bench.SETS["fresh"]
    ids = [m.id for m in mutants] + [r.id for r in rewrites]
    other_ids = {m.id for name in ("main", "holdout") for m in bench.SETS[name][0]} | \
        {r.id for name in ("main", "holdout") for r in bench.SETS[name][1]}
    assert len(set(ids)) == len(ids) and not set(ids) & other_ids
    assert set(fresh.KINDS) >= set(ISSUE_32_KINDS)
    assert {m.kind for m in mutants} >= set(ISSUE_32_KINDS) and {m.kind for m in mutants} <= set(fresh.KINDS)
    assert bench.SET_KINDS["fresh-dev"] is fresh.KINDS
    asm_mutants = [m for m in mutants if getattr(m, "asm_patches", ())]
    asm_rewrites = [r for r in rewrites if getattr(r, "asm_patches", ())]
    assert len(asm_mutants) >= 10 and len(asm_rewrites) >= 5
    # programs of their own, none another set uses; 3 to 6 wrong candidates and a rewrite each
    names = set(fresh.PUBLIC)
    assert len(names) >= 16 and names == set(fresh.GENERATORS)
    assert not names & set(bench.judge_tests.PUBLIC)
    per_program = Counter(m.program for m in mutants)
    assert set(per_program) == {f"judge:{n}" for n in names}
    assert all(3 <= k <= 6 for k in per_program.values())
    assert {r.program for r in rewrites} == set(per_program)
    # the halves: fixed, disjoint, together the whole set, each with an early exit
    dev, held = set(fresh.DEV_PROGRAMS), set(fresh.HELD_PROGRAMS)
    assert not dev & held and dev | held == names
    for half, programs in (("fresh-dev", dev), ("fresh-held", held)):
        half_mutants, half_rewrites = bench.SETS[half]
        assert {m.program for m in half_mutants} == {f"judge:{p}" for p in programs}
        assert {r.program for r in half_rewrites} <= {f"judge:{p}" for p in programs}
        assert any(m.kind == "early_exit" for m in half_mutants)
    assert len(bench.SETS["fresh-dev"][0]) + len(bench.SETS["fresh-held"][0]) == len(mutants)
    # every C patch applies; an assembly edit leaves the C alone; witnesses within budget
    references = _references()
    for item in (*mutants, *rewrites):
        changed = bench.apply_patches(references[item.program], item)
        assert (changed != references[item.program]) != bool(getattr(item, "asm_patches", ())), item.id
    assert all(m.witness and len(m.witness.encode()) <= 350_000 for m in mutants)
    for name in names:
        assert 3 <= len(fresh.PUBLIC[name]) <= 5
        assert fresh.hidden_inputs(name) == fresh.hidden_inputs(name)
        assert bench.judge_tests_of(name) == (fresh.PUBLIC[name], fresh.hidden_inputs(name))


def test_the_second_fresh_set_is_consistent_and_split_in_two_halves_by_program() -> None:
    """fresh2.py: twelve programs of its own (f2_*), every kind issue 32 lists, assembly edits,
    4 to 6 wrong and 3 to 5 hand-written honest candidates per program, two disjoint halves."""
    bench = _bench()
    fresh2 = bench.fresh2
    mutants, rewrites = bench.SETS["fresh2"]
    ids = [m.id for m in mutants] + [r.id for r in rewrites]
    other_ids = {m.id for name in ("main", "holdout", "fresh") for m in bench.SETS[name][0]} | \
        {r.id for name in ("main", "holdout", "fresh") for r in bench.SETS[name][1]}
    assert len(set(ids)) == len(ids) and not set(ids) & other_ids
    kinds = {m.kind for m in mutants}
    assert set(ISSUE_32_KINDS) <= kinds <= set(fresh2.KINDS)
    assert bench.SET_KINDS["fresh2-held"] is fresh2.KINDS
    assert len([m for m in mutants if getattr(m, "asm_patches", ())]) >= 10
    assert len([r for r in rewrites if getattr(r, "asm_patches", ())]) >= 5
    names = set(fresh2.PUBLIC)
    assert len(names) == 12 and names == set(fresh2.GENERATORS)
    assert all(name.startswith("f2_") for name in names)
    assert not names & (set(bench.judge_tests.PUBLIC) | set(bench.fresh.PUBLIC))
    wrong, honest = Counter(m.program for m in mutants), Counter(r.program for r in rewrites)
    assert set(wrong) == set(honest) == {f"judge:{n}" for n in names}
    assert all(4 <= k <= 6 for k in wrong.values()) and all(3 <= k <= 5 for k in honest.values())
    dev, held = set(fresh2.DEV_PROGRAMS), set(fresh2.HELD_PROGRAMS)
    assert not dev & held and dev | held == names
    for half, programs in (("fresh2-dev", dev), ("fresh2-held", held)):
        half_mutants, half_rewrites = bench.SETS[half]
        assert {m.program for m in half_mutants} == {f"judge:{p}" for p in programs}
        assert {r.program for r in half_rewrites} == {f"judge:{p}" for p in programs}
        assert any(m.kind == "early_exit" for m in half_mutants)
    assert len(bench.SETS["fresh2-dev"][0]) + len(bench.SETS["fresh2-held"][0]) == len(mutants)
    references = _references()
    for item in (*mutants, *rewrites):
        changed = bench.apply_patches(references[item.program], item)
        assert (changed != references[item.program]) != bool(getattr(item, "asm_patches", ())), item.id
    assert all(m.witness and len(m.witness.encode()) <= 350_000 for m in mutants)
    for name in names:
        assert references[f"judge:{name}"].startswith("/* ")  # the constraints, stated
        assert 3 <= len(fresh2.PUBLIC[name]) <= 5
        assert fresh2.hidden_inputs(name) == fresh2.hidden_inputs(name)
        assert bench.judge_tests_of(name) == (fresh2.PUBLIC[name], fresh2.hidden_inputs(name))


def test_an_assembly_edit_applies_once_or_is_a_set_error() -> None:
    bench = _bench()
    edit = bench.fresh.AsmMutant("x", "judge:bits64", "width", "", (), "1\n",
                                 asm_patches=(("\tandq\t%rdx, %rax\n", "\tandl\t%edx, %eax\n"),))
    assert bench.apply_asm_patches("a:\n\tandq\t%rdx, %rax\n\tret\n", edit) == \
        "a:\n\tandl\t%edx, %eax\n\tret\n"
    with pytest.raises(ValueError, match="occurs 0 times"):
        bench.apply_asm_patches("a:\n\tret\n", edit)
    assert bench.apply_asm_patches("a:\n", None) == "a:\n"


@pytest.mark.needs_bwrap
@pytest.mark.parametrize("which", ["fresh", "fresh2", "fresh3", "fresh4", "fresh5"])
def test_every_assembly_edit_of_the_fresh_sets_applies_to_gcc_output(
        which: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The edits were written against Debian gcc 12's -O3 output: each occurs exactly once."""
    bench = _bench()
    monkeypatch.setattr(bench, "CACHE", tmp_path / "cache")
    mutants, rewrites = bench.SETS[which]
    references = _references()
    for item in (*mutants, *rewrites):
        if getattr(item, "asm_patches", ()):
            asm, error = bench.compile_cached(references[item.program], "gcc", ("-O3",))
            assert not error
            assert bench.apply_asm_patches(asm, item) != asm, item.id
