"""The tuner: its search space, determinism given a seed, the racing rule, the budget, and what it
records.  Candidates are compiled for real in the sandbox (but where the subject is the sampler's
seed); their measurements come from a fake pool (a deterministic function of the flags), so
nothing here depends on the machine's speed."""

from __future__ import annotations

import hashlib
import time
from dataclasses import replace

import optuna
import pytest

from superasm.harness import HarnessConfig
from superasm.models import compiler_search, load_model
from superasm.models.base import ModelError, Query
from superasm.models.compiler_search import Trial, TrialStage
from superasm.models.tune import (
    GCC_SWITCHES,
    SCREEN_ROUNDS,
    TuneOptimizer,
    as_params,
    detect_compilers,
    screen_score,
    suggest,
)
from superasm.models.variants import CATALOGUE, SEMANTICS_CHANGING_FLAGS, variants
from superasm.pool import EvalPool, LocalPool
from superasm.toolchain import AsmResult
from superasm.verdict import Measurement, Status, Timing, Verdict


class ScriptedPool(EvalPool):
    """Reads a speedup off the assembly's hash: deterministic, and different per candidate."""

    def __init__(self, delay_s: float = 0.0, config: HarnessConfig | None = None) -> None:
        super().__init__(config)
        self.calls: list[tuple[bool, int | None]] = []
        self.delay_s = delay_s

    def evaluate(self, problem, asm, extra_tests=(), *, timing=None, verify=True):
        time.sleep(self.delay_s)
        self.calls.append((verify, timing.max_rounds if timing else None))
        speedup = 0.9 + (int(hashlib.sha256(asm.encode()).hexdigest()[:4], 16) % 50) / 100
        ci = (speedup * 0.97, speedup * 1.03)
        decision = "faster" if ci[0] > 1.01 else "not_faster"
        t = Timing(1.0, (1.0, 1.0), 4)
        m = Measurement("default", "cpu", speedup, ci, decision, t, t, 4)
        return Verdict(Status.CORRECT, tests_passed=len(problem.tests),
                       tests_total=len(problem.tests), verified=verify or None, measurement=m)


def tuner(pool: EvalPool, **options) -> TuneOptimizer:
    model = load_model("tune", cache_dir=None, **options)
    model.attach(pool, None)
    return model


def test_compilers_are_detected_once_each():
    found = detect_compilers()
    assert "gcc" in found
    assert len(found) == len(set(found))
    assert not ({"gcc", "gcc-12"} <= set(found) and "gcc (Debian 12" in _version("gcc")), \
        "gcc and gcc-12 are one program on Debian 12"


def _version(name: str) -> str:
    from superasm.toolchain import compiler_version

    return compiler_version(name)


def test_gcc_switches_exist_only_for_gcc():
    study = optuna.create_study(sampler=optuna.samplers.RandomSampler(seed=1))
    seen = set()
    for _ in range(40):
        trial = study.ask()
        v = suggest(trial, ["gcc", "clang"], unsafe=False)
        study.tell(trial, 0.0)
        switches = {s for s in GCC_SWITCHES if set(s.split()) <= set(v.flags)}
        if v.compiler == "clang":
            assert not switches and "-fno-addrsig" in v.flags
        seen.add(v.compiler)
        assert not set(v.flags) & set(SEMANTICS_CHANGING_FLAGS), "no fast-math without opt-in"
    assert seen == {"gcc", "clang"}


@pytest.mark.parametrize("v", [v for v in variants() if v.compiler in ("gcc", "clang")],
                         ids=lambda v: v.name)
def test_the_catalogue_is_expressible_in_the_search_space(v):
    params = as_params(v, ["gcc", "clang"])
    assert params is not None
    again = suggest(optuna.trial.FixedTrial(params), ["gcc", "clang"], unsafe=False)
    assert set(again.flags) == set(v.flags) and again.pgo == v.pgo


def test_unknown_arguments_are_refused():
    with pytest.raises(ModelError, match="unknown argument"):
        load_model("tune:fastest", cache_dir=None)
    assert load_model("tune:quick", cache_dir=None).budget_s < load_model("tune").budget_s


@pytest.mark.needs_bwrap
def test_same_seed_same_search_other_seed_other_search(double_problem, monkeypatch):
    def compiled(problem, v, unsafe_allowed=False):
        """A compile made at once, deterministic: -O3's code with 0 to 7 nops more by the
        variant's command, so some variants are twins of -O3's or of each other (the subject is
        the sampler: three searches' real compiles took 24 s, and on a busy machine the budget
        cut them short of the sampler's own proposals)."""
        command = " ".join([v.compiler, *sorted(v.flags)])
        nops = int(hashlib.sha256(command.encode()).hexdigest()[:4], 16) % 8
        asm = problem.baseline_asm.replace("\tret", "\tnop\n" * nops + "\tret", 1)
        return AsmResult(True, asm, v.compiler, "", list(v.flags))

    monkeypatch.setattr(compiler_search, "compile_variant", compiled)

    def proposals(seed: int) -> list[str]:
        # room for the sampler's own proposals (with real compiles, 8 s at a load of 4 was
        # spent on the catalogue; here patience, not the budget, ends the search)
        model = tuner(ScriptedPool(), budget_s=16.0, seed=seed)
        [[sample]] = model.generate([Query(double_problem)])
        return [row["command"] for row in sample.info["variants"] if row["stage"] == "screen"]

    first, again, other = proposals(0), proposals(0), proposals(1)
    n = min(len(first), len(again), len(other))
    catalogue = sum(1 for v in variants() if v.compiler in detect_compilers())
    assert n > catalogue + 5, "the budget should leave room for the sampler's own proposals"
    assert first[:n] == again[:n]
    assert first[:catalogue] == other[:catalogue], "the catalogue is enqueued first, whatever the seed"
    assert first[catalogue:n] != other[catalogue:n]


@pytest.mark.needs_bwrap
def test_racing_screens_many_and_fully_measures_few(double_problem):
    pool = ScriptedPool()
    # a budget no busy machine spends on screening alone (at 8 s, a load of 4 left no finalist):
    # what is asserted is the racing, not the budget (test_the_budget_is_honoured)
    model = tuner(pool, budget_s=30.0, finalists=2)
    notes = []
    model.attach(pool, lambda text, share: notes.append(text))
    [[sample]] = model.generate([Query(double_problem)])
    rows = sample.info["variants"]
    screened = [r for r in rows if r["stage"] == "screen" and r["status"] == "correct"]
    full = [r for r in rows if r["stage"] == "full"]
    assert len(screened) > len(full) and 1 <= len(full) <= 2
    # screens skip the hidden tests and take three rounds; full trials verify and measure fully
    full_rounds = model.trial_config.timing.max_rounds
    assert (False, SCREEN_ROUNDS) in pool.calls and (True, full_rounds) in pool.calls
    assert pool.calls.count((True, full_rounds)) == len(full)
    # the finalists are the screens with the best lower bounds
    best_screens = sorted((r["speedup_ci"][0] for r in screened), reverse=True)[:len(full)]
    by_command = {r["command"]: r["speedup_ci"][0] for r in screened}
    assert sorted(by_command[r["command"]] for r in full) == sorted(best_screens)
    # identical instructions are never timed twice
    assert len({r["asm_sha256"] for r in screened}) == len(screened)
    assert any(r["status"] in ("duplicate", "identical_to_baseline") for r in rows)
    # every candidate is recorded with its flags and interval; the winner in one line
    assert all(r["command"] and "stage" in r for r in rows)
    assert "\n" not in sample.info["explanation"] and "best of" in sample.info["explanation"]
    assert len(notes) >= len(rows) - 1, "progress moves per candidate"


@pytest.mark.needs_bwrap
def test_the_budget_is_honoured(double_problem):
    model = tuner(ScriptedPool(delay_s=0.3), budget_s=5.0)
    started = time.monotonic()
    model.generate([Query(double_problem)])
    assert time.monotonic() - started <= 5.0 * 1.2


@pytest.mark.needs_bwrap
def test_a_real_search_ends_in_a_verified_candidate_or_the_baseline(double_problem, fast_config):
    model = load_model("tune:quick", cache_dir=None, budget_s=8.0)
    with LocalPool(fast_config) as pool:
        model.attach(pool, None)
        [[sample]] = model.generate([Query(double_problem)])
    rows = sample.info["variants"]
    assert rows and all(r["status"] != "sandbox_error" for r in rows)
    if sample.info["variant"] == "baseline":
        assert sample.asm == double_problem.baseline_asm
    else:
        winner = next(r for r in rows if r["stage"] == "full" and r["variant"] ==
                      sample.info["variant"])
        assert winner["faster"] and winner["verified"]


def test_catalogue_variants_of_missing_compilers_are_not_enqueued():
    assert all(as_params(v, ["gcc"]) is None for v in CATALOGUE if v.compiler == "clang")


class FlatPool(ScriptedPool):
    """Nothing is faster: every candidate reads 0.95x."""

    def evaluate(self, problem, asm, extra_tests=(), *, timing=None, verify=True):
        verdict = super().evaluate(problem, asm, extra_tests, timing=timing, verify=verify)
        m = verdict.measurement
        assert m is not None
        flat = Measurement("default", "cpu", 0.95, (0.93, 0.97), "slower", m.baseline,
                           m.candidate, 3)
        return Verdict(Status.CORRECT, tests_passed=verdict.tests_passed,
                       tests_total=verdict.tests_total, verified=verdict.verified,
                       measurement=flat)


@pytest.mark.needs_bwrap
def test_the_search_stops_early_when_nothing_beats_the_catalogue(double_problem):
    model = tuner(FlatPool(), budget_s=60.0, patience=3)
    started = time.monotonic()
    [[sample]] = model.generate([Query(double_problem)])
    assert time.monotonic() - started < 45.0, "the budget was not needed"
    assert "stopped after 3 proposals" in sample.info["explanation"]
    rows = sample.info["variants"]
    catalogue = sum(1 for v in CATALOGUE if as_params(v, model.compilers) is not None
                    and not v.unsafe)
    assert len(rows) == catalogue + 3
    assert not any(r["stage"] == "full" for r in rows), "no finalist: nothing was promising"
    assert sample.info["variant"] == "baseline"


def _screened(speedup: float, ci: tuple[float, float] | None) -> Trial:
    return Trial("v", "cc -S", Status.CORRECT, TrialStage.SCREEN, speedup=speedup, speedup_ci=ci)


def test_a_screen_is_scored_by_its_lower_bound_not_its_luck():
    lucky = _screened(1.6, (0.9, 2.8))  # two noisy rounds
    steady = _screened(1.2, (1.15, 1.25))
    assert screen_score(steady) > screen_score(lucky)
    assert screen_score(_screened(1.0, None)) == 0.0
    assert screen_score(Trial("v", "cc -S", Status.WRONG_OUTPUT, TrialStage.SCREEN)) < 0


def test_the_ledger_plans_from_what_trials_cost():
    from superasm.models.compiler_search import Ledger
    SCREEN, FULL = TrialStage.SCREEN, TrialStage.FULL
    from superasm.models.variants import variant
    from superasm.problem import Problem, TestCase

    ledger = Ledger(Problem("p", "", "", [TestCase("", "")]), {"gcc": "12"}, time.monotonic())
    v, pgo = variant("a", "gcc", ["-O2"], "x"), variant("b", "gcc", ["-O2"], "x", pgo="gcc")
    assert ledger.expected(SCREEN) == 1.0  # a guess before anything ran
    ledger.record(replace(_screened(1.1, None), variant="a", seconds=2.0), v, "asm a")
    ledger.record(replace(_screened(1.1, None), variant="a2", seconds=4.0, cached=True), v,
                  None)
    assert ledger.expected(SCREEN) == 2.0, "a cache hit costs nothing and is not counted"
    assert ledger.expected(FULL) == 3.0 and ledger.expected(SCREEN, True) == 4.0
    assert ledger.expected(FULL, True) == 6.0
    ledger.record(replace(_screened(1.1, None), variant="b", stage=FULL, seconds=9.0), pgo,
                  "asm b")
    assert ledger.expected(FULL, True) == 9.0
    assert ledger.asm_of == {"a": "asm a", "b": "asm b"} and len(ledger.table) == 3


@pytest.mark.needs_bwrap
def test_a_trial_cached_by_another_search_counts_under_the_asking_name(double_problem, tmp_path):
    from superasm.models.variants import variant

    model = load_model("tune", cache_dir=tmp_path)
    model.attach(ScriptedPool(), None)
    first = model.open_ledger(double_problem, ["gcc"])
    model.trial(first, variant("gcc-O2", "gcc", ["-O2"], "portfolio's name"), TrialStage.FULL)
    again = model.open_ledger(double_problem, ["gcc"])
    row, asm = model.trial(again, variant("t7", "gcc", ["-O2"], "tuner's name"), TrialStage.FULL)
    assert row.cached and row.variant == "t7" and again.asm_of["t7"] == asm
    outcome = model.choose(again)
    assert outcome.winner == ("t7" if row.faster else "baseline")
