"""The built-in corpus: registry, generators, splits and the shipped problem file."""

from __future__ import annotations

import dataclasses
import warnings
from collections import Counter

import pytest

from superasm.datasets import resolve_dataset
from superasm.datasets.builtin import (
    CompilerMismatchWarning,
    assign_splits,
    load,
    program_path,
)
from superasm.datasets.builtin.generators import CATEGORIES, REGISTRY, make_inputs
from superasm.datasets.stats import dataset_stats, nonblank_lines, table1
from superasm.problem import ProblemFormatError


def test_registry_covers_every_category_with_about_ten_programs():
    counts = Counter(spec.category for spec in REGISTRY.values())
    assert len(REGISTRY) >= 100
    assert set(counts) == set(CATEGORIES)
    assert all(8 <= n <= 14 for n in counts.values()), counts


@pytest.mark.parametrize("program_id", sorted(REGISTRY))
def test_program_source_exists_and_is_competition_sized(program_id):
    spec = REGISTRY[program_id]
    source = program_path(spec.category, program_id).read_text()
    assert "int main(void)" in source
    assert "scanf" in source, "every program reads stdin"
    assert 15 <= nonblank_lines(source) <= 90, "about 20-80 lines"


@pytest.mark.parametrize("program_id", sorted(REGISTRY))
def test_generator_is_deterministic_and_big_enough(program_id):
    spec = REGISTRY[program_id]
    public, hidden = make_inputs(spec)
    assert (public, hidden) == make_inputs(spec)
    assert len(public) >= 10 and len(hidden) >= 20
    assert public[0] == spec.edges[0], "the first public test is the smallest edge case"
    assert all(edge in hidden for edge in spec.edges[1:])
    assert max(len(text) for text in public + hidden) < 200_000, "inputs stay small"


def test_splits_are_stratified_and_fixed():
    pairs = [(spec.id, spec.category) for spec in REGISTRY.values()]
    splits = assign_splits(pairs)
    assert splits == assign_splits(list(reversed(pairs)))
    for category in CATEGORIES:
        in_category = [pid for pid, cat in pairs if cat == category]
        val = [pid for pid in in_category if splits[pid] == "val"]
        assert len(val) == round(len(in_category) * 0.2)
    assert assign_splits([("only", "strings")]) == {"only": "train"}


def test_shipped_corpus_matches_the_sources():
    problems = load()
    assert sorted(p.id for p in problems) == sorted(REGISTRY)
    splits = assign_splits((s.id, s.category) for s in REGISTRY.values())
    for problem in problems:
        spec = REGISTRY[problem.id]
        assert problem.c_source == program_path(spec.category, spec.id).read_text(), (
            f"{problem.id}: the shipped corpus is stale; run scripts/build_builtin.py")
        public, hidden = make_inputs(spec)
        assert [t.input for t in problem.tests] == [text.encode() for text in public]
        assert [t.input for t in problem.hidden_tests] == [text.encode() for text in hidden]
        assert problem.split == splits[problem.id]
        assert problem.meta["category"] == spec.category
        assert problem.meta["flags"] == ["-O3"]
        assert problem.meta["compiler_version"]
        assert problem.meta["o0_o3_speedup"] > 0
        assert len(problem.meta["o3_cpu_s"]) == len(public) + len(hidden)
        assert "main:" in problem.baseline_asm


def test_splits_load_by_name():
    train, val = load("train"), load("val")
    assert {p.split for p in train} == {"train"} and {p.split for p in val} == {"val"}
    assert len(train) + len(val) == len(load())
    assert 0.15 <= len(val) / (len(train) + len(val)) <= 0.25
    assert [p.id for p in resolve_dataset("builtin:val")] == [p.id for p in val]
    with pytest.raises(ValueError, match="splits"):
        load("test")
    with pytest.raises(ProblemFormatError):
        resolve_dataset("no-such-dataset")


def test_loaded_problems_cannot_be_changed_by_a_caller():
    """The loader shares one cached corpus between callers: only values make that safe."""
    first = load("val")  # the split that shipped its verification inputs first
    with pytest.raises(AttributeError):
        first[0].tests.clear()  # type: ignore[attr-defined]
    with pytest.raises(dataclasses.FrozenInstanceError):
        first[0].verify_tests = ()  # type: ignore[misc]
    with pytest.raises(TypeError, match="read-only"):
        first[0].meta["split"] = "train"  # type: ignore[index]
    first.clear()  # the list is the caller's own
    assert load("val")[0].tests and load("val")[0].verify_tests



def test_warns_when_the_local_compiler_differs(monkeypatch):
    import superasm.toolchain

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        recorded = load()[0].meta["compiler_version"]
    monkeypatch.setattr(superasm.toolchain, "compiler_version", lambda *a: "gcc (Other) 99.1")
    with pytest.warns(CompilerMismatchWarning, match="99.1"):
        load("val")
    monkeypatch.setattr(superasm.toolchain, "compiler_version", lambda *a: recorded)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        load("val")


def test_table1_row_and_measurability():
    stats = dataset_stats(load())
    assert stats.programs == len(REGISTRY)
    assert stats.avg_tests >= 30 and stats.avg_public_tests >= 10
    assert 20 <= stats.avg_c_lines <= 80
    assert stats.avg_asm_lines > stats.avg_c_lines
    assert stats.share_tests_measurable is not None and stats.share_tests_measurable > 0.6
    assert stats.median_o0_o3_speedup is not None and stats.median_o0_o3_speedup > 1.0
    text = table1("builtin", stats)
    assert "builtin" in text and str(stats.programs) in text and "5 ms" in text


@pytest.mark.needs_bwrap
def test_expected_outputs_reproduce_with_the_local_compiler():
    """Two problems' edge-case tests, rebuilt here: the shipped outputs are what -O3 prints."""
    from superasm.toolchain import build_and_run

    for problem in load("val")[:2]:
        tests = problem.tests[:1] + problem.hidden_tests[:3]
        built = build_and_run(problem.c_source, [t.input for t in tests])
        assert built.ok, built.error
        assert built.outputs() == [t.output for t in tests]


def test_generator_for_feeds_the_fuzzer():
    import random

    from superasm.datasets.builtin import generator_for
    from superasm.datasets.builtin.generators import REGISTRY

    pid = sorted(REGISTRY)[0]
    generate = generator_for(pid)
    first = [generate(random.Random(7)) for _ in range(2)]
    assert first[0] == first[1] and first[0].strip()  # a function of the rng alone
    with pytest.raises(KeyError):
        generator_for("no-such-program")


def test_every_problem_ships_its_verification_inputs():
    """Made once by scripts/build_builtin.py --verify-only, so that no user pays for them (the
    loader once dropped them, and every evaluation made them again)."""
    problems = resolve_dataset("builtin")
    assert all(p.verify_tests for p in problems), [p.id for p in problems if not p.verify_tests]
    assert all(p.verify_made is not None and p.verify_made.tests == len(p.verify_tests)
               for p in problems)
