"""Per-function choice: each hot function from its own best variant, judged as a whole program."""

from __future__ import annotations

import pytest
from hot_programs import MOD7_C, MOD7_HIDDEN, MOD7_INPUTS, MULTI_C, MULTI_HIDDEN, MULTI_INPUTS

from superasm.asmfunc import AsmProgram
from superasm.harness import HarnessConfig
from superasm.measure import MeasureConfig
from superasm.models import load_model
from superasm.models.per_function import PerFunctionOptimizer, target_functions
from superasm.pool import LocalPool
from superasm.problem import Problem, TestCase
from superasm.toolchain import build_and_run, c_to_asm, canonical_asm

pytestmark = [pytest.mark.needs_bwrap, pytest.mark.needs_valgrind, pytest.mark.needs_clang]

INSTRUCTIONS = HarnessConfig(timing=MeasureConfig(method="instructions", min_effect=0.02))


def _problem(pid: str, source: str, inputs: list[str], hidden: list[str],
             targets: list[str] | None = None) -> Problem:
    base = c_to_asm(source)
    run = build_and_run(source, inputs + hidden)
    assert base.ok and run.ok
    out = run.outputs()
    return Problem(pid, source, base.asm,
                   [TestCase(i, o) for i, o in zip(inputs, out, strict=False)],
                   [TestCase(i, o) for i, o in zip(hidden, out[len(inputs):], strict=True)],
                   meta={"target_functions": targets} if targets else {})


def _others_unchanged(asm: str, baseline: str, changed: set[str]) -> None:
    new, old = AsmProgram(asm), AsmProgram(baseline)
    for name, fn in old.functions.items():
        if name in changed:
            continue
        lines = [line.text for r in fn.regions for line in old.lines[r.start:r.end]]
        if name in new.functions:
            f2 = new.functions[name]
            lines2 = [line.text for r in f2.regions for line in new.lines[r.start:r.end]]
            assert canonical_asm("\n".join(lines2)) == canonical_asm("\n".join(lines)), name


def test_named_function_only_changes_that_function(tmp_path):
    problem = _problem("multi", MULTI_C, MULTI_INPUTS, MULTI_HIDDEN, ["hot", "classify"])
    assert target_functions(problem, problem.baseline_asm) == (["hot", "classify"], True)
    model = load_model("per-function:clang-O3,gcc-O2", cache_dir=str(tmp_path))
    assert isinstance(model, PerFunctionOptimizer)
    with LocalPool(INSTRUCTIONS) as pool:
        model.attach(pool, None)
        outcome = model.optimize(problem)
    rows = {row.variant: row for row in outcome.table}
    assert {"hot<-clang-O3", "hot<-gcc-O2", "classify<-clang-O3", "classify<-gcc-O2"} <= set(rows)
    assert all("<-" in name for name in rows)  # no whole-program variant when a function is named
    for row in rows.values():
        assert row.status in ("correct", "identical_to_baseline"), (row.variant, row.detail)
    if outcome.winner != "baseline":
        assert outcome.speedup > 1.0
        _others_unchanged(outcome.asm, problem.baseline_asm, {"hot", "classify"})
        if "+" in outcome.winner:
            assert outcome.winner.count("<-") == 2


def test_one_hot_function_from_the_profile_changes_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    problem = _problem("mod7", MOD7_C, MOD7_INPUTS, MOD7_HIDDEN)
    names, named = target_functions(problem, problem.baseline_asm)
    assert names == ["sum_mod7"] and not named
    with LocalPool(INSTRUCTIONS) as pool:
        model = PerFunctionOptimizer("clang-O3", cache_dir=str(tmp_path), pool=pool)
        outcome = model.optimize(problem)
    assert [row.variant for row in outcome.table] == ["clang-O3"]  # the portfolio's trial only


def test_optimize_function_option(tmp_path, capsys, monkeypatch):
    """``optimize --function``: an inlined function is said and its host searched; an unknown
    one is a one-line error."""
    from hot_programs import INLINED_C, INLINED_INPUTS

    from superasm.cli import main

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    source = tmp_path / "primes.c"
    source.write_text(INLINED_C)
    tests = tmp_path / "tests"
    (tests / "hidden").mkdir(parents=True)
    for i, text in enumerate(INLINED_INPUTS):
        (tests / ("hidden" if i else ".") / f"{i}.in").write_text(text)
    out = tmp_path / "primes.s"
    common = ["optimize", str(source), "--tests", str(tests), "-o", str(out), "--no-progress",
              "--timing", "instructions", "--no-scale-timing",
              "--no-verify-inputs"]  # (the option's subject is the function, not verification)
    assert main([*common, "--function", "nope"]) == 2
    assert "no function 'nope'" in capsys.readouterr().err
    assert main([*common, "--function", "is_prime", "--model", "per-function:clang-O3"]) == 0
    captured = capsys.readouterr()
    assert "is_prime was inlined into main" in captured.err
    assert out.exists() and "main:" in out.read_text()


def test_the_function_tier_runs_on_a_spliced_function_and_refutes_what_the_tests_never_call():
    """Issue 32, item 6: on the spliced-function route the function survives compilation, so
    the function tier runs there: a spliced ``classify`` wrong only for arguments ``main`` never
    passes (x >= 1000) passes every test and is refuted by the function tier, with the
    argument; clang's ``classify`` spliced in is verified."""
    from superasm.asmfunc.splice import splice_function
    from superasm.verdict import Tier

    problem = _problem("multi_fn", MULTI_C, MULTI_INPUTS, MULTI_HIDDEN, ["classify"])
    wrong_c = MULTI_C.replace("case 2: return x - 7;", "case 2: return x < 1000 ? x - 7 : 0;")
    wrong = splice_function(problem.baseline_asm, "classify", c_to_asm(wrong_c).asm).asm
    right = splice_function(problem.baseline_asm, "classify", c_to_asm(MULTI_C, "clang").asm).asm
    config = HarnessConfig(timing=MeasureConfig(method="none"))
    with LocalPool(config) as pool:
        refuted, verified = pool.evaluate(problem, wrong), pool.evaluate(problem, right)
    ran = [c for c in refuted.checks if c.tier is Tier.FUNCTION_DIFFERENTIAL]
    assert ran and ran[0].ran, refuted.checks
    assert refuted.verified is False and ran[0].ok is False
    assert "classify(x=" in ran[0].detail, ran[0].detail  # the argument that shows it
    function = [c for c in verified.checks if c.tier is Tier.FUNCTION_DIFFERENTIAL]
    assert verified.correct and function and function[0].ran and function[0].ok, verified
