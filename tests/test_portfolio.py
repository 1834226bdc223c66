"""The portfolio optimizer and its parts (the variant catalogue, the builds, the trial cache,
the choice): opt-in for unsafe flags, PGO on public tests only, the cache, the baseline
fallback, progress per variant, and a real win found under deterministic (instruction-count)
timing.

Speed is never asserted: where a test needs "faster" or "slower" it uses a fake pool or
instruction counts, and asserts on the verdict fields the portfolio acts on.
"""

from __future__ import annotations

import hashlib
from dataclasses import replace

import pytest

from superasm.harness import HarnessConfig
from superasm.measure import MeasureConfig
from superasm.models import load_model
from superasm.models.base import ModelError, Query
from superasm.models.compiler_search import DEFAULT_CANDIDATE_BUDGET_S
from superasm.models.portfolio import PortfolioOptimizer
from superasm.models.variants import (
    SEMANTICS_CHANGING_FLAGS,
    UnsafeVariantRefused,
    Variant,
    check_safe,
    compile_variant,
    find_variant,
    parse_argument,
    variants,
)
from superasm.pool import EvalPool, LocalPool
from superasm.problem import Problem
from superasm.problem import TestCase as Case
from superasm.toolchain import gnu_as_compatible
from superasm.verdict import Measurement, Status, Timing, Verdict

# ---------------------------------------------------------------------------- no sandbox needed


def test_semantics_changing_variants_are_opt_in():
    safe = variants()
    assert safe, "the portfolio must have variants"
    assert not any(v.unsafe or v.semantics_changing_flags() for v in safe)
    everything = variants(unsafe=True)
    unsafe = [v for v in everything if v.unsafe]
    assert unsafe and all(v.semantics_changing_flags() for v in unsafe)
    assert {v.name for v in safe} < {v.name for v in everything}


def test_unsafe_variant_refused_without_opt_in():
    with pytest.raises(UnsafeVariantRefused, match="opt in"):
        parse_argument("gcc-Ofast")
    with pytest.raises(UnsafeVariantRefused, match="-Ofast"):
        PortfolioOptimizer("gcc-Ofast", cache_dir=None)
    with pytest.raises(UnsafeVariantRefused):
        load_model("portfolio:clang-Ofast", cache_dir=None)


def test_unsafe_opt_in_by_option_or_spec():
    chosen, allowed = parse_argument("unsafe")
    assert allowed and any(v.unsafe for v in chosen)
    chosen, allowed = parse_argument("unsafe,gcc-Ofast")
    assert allowed and [v.name for v in chosen] == ["gcc-Ofast"]
    model = PortfolioOptimizer("gcc-Ofast", unsafe_math=True, cache_dir=None)
    assert model.unsafe_allowed and model.single
    default = PortfolioOptimizer("", cache_dir=None)
    assert not default.unsafe_allowed
    assert not any(v.unsafe for v in default.variants)


def test_hand_made_variant_cannot_sneak_fast_math_past_the_opt_in(double_problem):
    sneaky = Variant("my-O3", "gcc", ("-O3", "-ffast-math"), "looks harmless")
    assert "-ffast-math" in SEMANTICS_CHANGING_FLAGS
    with pytest.raises(UnsafeVariantRefused, match="-ffast-math"):
        check_safe(sneaky, unsafe_allowed=False)
    with pytest.raises(UnsafeVariantRefused):
        compile_variant(double_problem, sneaky)


def test_single_variant_specs_and_unknown_names():
    model = load_model("portfolio:clang-O3", cache_dir=None)
    assert [v.name for v in model.variants] == ["clang-O3"] and model.single
    model = load_model("portfolio:gcc-pgo,gcc-O3-native", cache_dir=None)
    assert [v.name for v in model.variants] == ["gcc-pgo", "gcc-O3-native"]
    assert not model.single
    with pytest.raises(Exception, match="unknown portfolio variant 'gcc-O9'"):
        find_variant("gcc-O9")


def test_the_required_alternatives_exist():
    names = {v.name for v in variants()}
    for wanted in ("gcc-O3-native", "clang-O3", "gcc-pgo", "gcc-O2", "clang-O2",
                   "gcc-O3-unroll", "gcc-O3-novec", "clang-O3-novec"):
        assert wanted in names
    assert find_variant("gcc-pgo").pgo == "gcc"
    assert "-fprofile-use" in find_variant("gcc-pgo").command()


def test_llvm_only_directives_are_dropped():
    asm = "main:\n\tret\n\t.cg_profile main, printf, 1\n\t.addrsig\n\t.ident \"x\"\n"
    cleaned = gnu_as_compatible(asm)
    assert ".cg_profile" not in cleaned and ".addrsig" not in cleaned
    assert "ret" in cleaned and ".ident" in cleaned


# ---------------------------------------------------------------------------- fakes


class FakePool(EvalPool):
    """Answers every candidate with the same measured ratio, counts the calls and keeps the
    timing each was asked to measure with."""

    def __init__(self, speedup: float, ci: tuple[float, float],
                 config: HarnessConfig | None = None) -> None:
        super().__init__(config)
        self.speedup, self.ci = speedup, ci
        self.calls = 0
        self.timings: list[MeasureConfig | None] = []

    def evaluate(self, problem: Problem, asm, extra_tests=(), *, timing=None, verify=True):
        self.calls += 1
        self.timings.append(timing)
        timing_ = Timing(1.0, (1.0, 1.0), 6)
        decision = "faster" if self.ci[0] > 1.01 else "not_faster"
        m = Measurement("default", "cpu", self.speedup, self.ci, decision, timing_, timing_, 6)
        return Verdict(Status.CORRECT, tests_passed=len(problem.tests),
                       tests_total=len(problem.tests), verified=True, measurement=m)


def portfolio(spec: str, pool: EvalPool, cache_dir, **options) -> PortfolioOptimizer:
    model = load_model(spec, cache_dir=cache_dir, **options)
    model.attach(pool, None)
    return model


def _result_rows(sample):
    return {row["variant"]: row for row in sample.info["variants"]}


# ---------------------------------------------------------------------------- with the sandbox


@pytest.mark.needs_bwrap
@pytest.mark.needs_clang
def test_every_variant_slower_returns_the_baseline(double_problem, tmp_path):
    harness = FakePool(0.8, (0.75, 0.85))
    model = portfolio("portfolio:gcc-O3-native,clang-O3,gcc-O3-unroll", harness, tmp_path)
    [[sample]] = model.generate([Query(double_problem)])
    assert sample.asm == double_problem.baseline_asm
    assert sample.info["variant"] == "baseline"
    assert sample.info["selection_speedup"] == 1.0
    assert sample.info["selection_speedup_ci"] is None
    assert "baseline kept at 1.00×" in sample.info["explanation"]
    rows = _result_rows(sample)
    assert set(rows) == {"gcc-O3-native", "clang-O3", "gcc-O3-unroll"}
    measured = [r for r in rows.values() if r["status"] == "correct"]
    assert measured and all(not r["faster"] for r in measured)
    assert harness.calls == len(measured)


@pytest.mark.needs_bwrap
@pytest.mark.needs_clang
def test_winner_is_explained_and_progress_moves_per_variant(double_problem, tmp_path):
    harness = FakePool(1.18, (1.15, 1.21))
    # a single named variant is "that alternative alone"; two make a (tiny) portfolio
    model = load_model("portfolio:clang-O3,gcc-O3-native", cache_dir=tmp_path)
    notes = []
    model.attach(harness, lambda text, share: notes.append((text, share)))
    [[sample]] = model.generate([Query(double_problem)])
    rows = _result_rows(sample)
    winner = sample.info["variant"]
    assert winner in rows and rows[winner]["faster"]
    assert sample.asm != double_problem.baseline_asm
    assert [t for t, _ in notes] == ["double: clang-O3 (1/2)", "double: gcc-O3-native (2/2)"]
    assert 0 < sum(share for _, share in notes) < 1
    assert "1.18× [1.15, 1.21]" in sample.info["explanation"]
    label = find_variant(winner).label
    assert sample.info["explanation"].startswith(label)
    assert sample.info["unsafe"] is False


@pytest.mark.needs_bwrap
@pytest.mark.needs_clang
def test_cache_is_hit_on_the_second_run(double_problem, fast_config, tmp_path):
    from conftest import untimed

    class CountingPool(LocalPool):
        calls = 0

        def evaluate(self, problem, asm, extra_tests=(), **options):
            CountingPool.calls += 1
            return super().evaluate(problem, asm, extra_tests, **options)

    spec = "portfolio:gcc-O3-native,clang-O3"
    config = untimed(fast_config)
    with CountingPool(config) as pool:
        first = portfolio(spec, pool, tmp_path)
        [[one]] = first.generate([Query(double_problem)])
        calls_first = CountingPool.calls
        second = portfolio(spec, pool, tmp_path)
        [[two]] = second.generate([Query(double_problem)])
    assert one.info["cache_hits"] == 0
    assert calls_first >= 1
    assert CountingPool.calls == calls_first, "the second run must not evaluate again"
    assert two.info["cache_hits"] == 2
    assert all(row["cached"] for row in two.info["variants"])
    assert two.asm == one.asm and two.info["variant"] == one.info["variant"]
    assert list(tmp_path.rglob("*.json")), "cache files live under cache_dir"


@pytest.mark.needs_bwrap
@pytest.mark.needs_clang
def test_trials_run_and_are_cached_under_the_attached_pools_settings(double_problem, tmp_path):
    """One road for the harness settings: a search has no copy of its own.  Its trials are
    measured with the timing of the pool it is attached to (the budget capped at
    ``candidate_budget_s``) and cached by that pool's settings, so a pool that times otherwise
    never reads another's trial."""
    short = HarnessConfig(timing=MeasureConfig(budget_s=3.0))
    counted = HarnessConfig(timing=MeasureConfig(method="instructions", budget_s=60.0))
    first = FakePool(0.9, (0.85, 0.95), short)
    model = portfolio("portfolio:clang-O3", first, tmp_path, candidate_budget_s=5.0)
    assert model.trial_config.timing == short.timing  # under the cap: the pool's own
    model.generate([Query(double_problem)])
    assert first.timings == [short.timing]

    second = FakePool(0.9, (0.85, 0.95), counted)
    model.attach(second, None)
    assert model.trial_config.timing == replace(counted.timing, budget_s=5.0)
    [[sample]] = model.generate([Query(double_problem)])
    assert sample.info["cache_hits"] == 0, "the first pool's trial is not this pool's"
    assert second.timings == [replace(counted.timing, budget_s=5.0)]

    again = FakePool(0.9, (0.85, 0.95), short)
    model.attach(again, None)
    [[sample]] = model.generate([Query(double_problem)])
    assert sample.info["cache_hits"] == 1 and again.calls == 0


def test_the_harness_settings_are_not_an_option_of_a_search():
    """They come with the pool; given as an option they are a typo, said as one."""
    with pytest.raises(ModelError, match="harness_config"):
        load_model("portfolio", harness_config=HarnessConfig())
    model = load_model("portfolio", cache_dir=None)
    try:
        assert model.trial_config.timing.budget_s == DEFAULT_CANDIDATE_BUDGET_S  # its own pool
        assert model.pool.config == HarnessConfig()
    finally:
        model.close()


@pytest.mark.needs_bwrap
@pytest.mark.needs_clang
def test_cache_key_changes_with_the_source(double_problem, tmp_path):
    harness = FakePool(0.9, (0.85, 0.95))
    model = portfolio("portfolio:gcc-O3-native,clang-O3", harness, tmp_path)
    model.generate([Query(double_problem)])
    calls = harness.calls
    assert calls >= 1
    changed = replace(double_problem, c_source=double_problem.c_source + "\n/* edited */\n")
    [[sample]] = model.generate([Query(changed)])
    assert sample.info["cache_hits"] == 0
    assert harness.calls > calls


CRASH_ON_ZERO_C = r"""
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    long n;
    if (scanf("%ld", &n) != 1) return 1;
    if (n == 0) abort();          /* only the hidden test gives 0 */
    long s = 0;
    for (long i = 0; i < n; i++) s += (i % 7 == 0) ? i : -1;
    printf("%ld\n", s);
    return 0;
}
"""


def _crash_problem(public: list[str], hidden: list[str]) -> Problem:
    from superasm.toolchain import build_and_run, c_to_asm

    asm = c_to_asm(CRASH_ON_ZERO_C)
    assert asm.ok, asm.error
    ran = build_and_run(CRASH_ON_ZERO_C, public)
    assert ran.ok, ran.error
    tests = [Case(i, o) for i, o in zip(public, ran.outputs(), strict=True)]
    # the hidden test's expected output is whatever: the program aborts on it
    return Problem("crash-on-zero", CRASH_ON_ZERO_C, asm.asm, tests,
                   [Case(h, "0\n") for h in hidden])


@pytest.mark.needs_bwrap
def test_pgo_trains_on_public_tests_only():
    problem = _crash_problem(["1000\n", "50000\n"], ["0\n"])
    compiled = compile_variant(problem, find_variant("gcc-pgo"))
    # the instrumented binary aborts on the hidden input: had training run it, PGO would fail
    assert compiled.ok, compiled.error
    training = compiled.training
    assert training is not None and training["workload"] == "public tests"
    assert training["runs"] == len(problem.tests)
    public = [hashlib.sha256(t.input).hexdigest() for t in problem.tests]
    hidden = [hashlib.sha256(t.input).hexdigest() for t in problem.hidden_tests]
    assert training["inputs_sha256"] == public
    assert not set(hidden) & set(training["inputs_sha256"])
    assert "main" in compiled.asm


@pytest.mark.needs_bwrap
def test_pgo_training_does_run_the_public_tests():
    """The control: the same crash in a *public* test makes the training run fail."""
    problem = _crash_problem(["1000\n"], [])
    problem = replace(problem, tests=problem.tests + (Case("0\n", ""),))
    compiled = compile_variant(problem, find_variant("gcc-pgo"))
    assert not compiled.ok
    assert "training run on public test 1" in compiled.error


FLOAT_SUM_C = r"""
#include <stdio.h>
int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    double s = 0.0;
    for (int i = 1; i <= n; i++) s += 1.0 / i;
    printf("%.6f\n", s);
    return 0;
}
"""


@pytest.mark.needs_bwrap
def test_unsafe_results_are_marked(tmp_path):
    from superasm.datasets.build import build_problem

    problem = build_problem("harmonic", FLOAT_SUM_C, ["1000\n", "20\n"], ["7\n"])
    harness = FakePool(1.3, (1.25, 1.35))
    model = portfolio("portfolio:unsafe,gcc-Ofast,gcc-O3-unroll", harness, tmp_path)
    [[sample]] = model.generate([Query(problem)])
    rows = _result_rows(sample)
    assert rows["gcc-Ofast"]["unsafe"] is True
    assert rows["gcc-O3-unroll"]["unsafe"] is False
    # -Ofast reassociates the float sum (different code), is tried first and wins the tie
    assert rows["gcc-Ofast"]["status"] == "correct"
    assert sample.info["variant"] == "gcc-Ofast"
    assert sample.info["unsafe"] is True and "UNSAFE" in sample.info["explanation"]


SUM_C = r"""
#include <stdio.h>
static int a[1 << 16];
int main(void) {
    int n, reps;
    if (scanf("%d %d", &n, &reps) != 2 || n > (1 << 16)) return 1;
    for (int i = 0; i < n; i++) a[i] = (i * 2654435761u) >> 20;
    long total = 0;
    for (int r = 0; r < reps; r++)
        for (int i = 0; i < n; i++) total += a[i] ^ r;
    printf("%ld\n", total);
    return 0;
}
"""


@pytest.mark.needs_bwrap
@pytest.mark.needs_valgrind
def test_real_win_found_with_instruction_counts(fast_config, tmp_path):
    """Unrolling cuts loop overhead: fewer instructions, deterministically (no speed asserted).
    Since issue 26 a count is paid only where the timed runs of the same inputs support it, so
    the unrolled variant is chosen exactly when the time backs its count."""
    from superasm.datasets.build import build_problem

    problem = build_problem("sum", SUM_C, ["4096 40\n", "1000 100\n"], ["777 3\n"])
    config = replace(fast_config, timing=MeasureConfig(method="instructions"))
    with LocalPool(config) as pool:
        model = portfolio("portfolio:gcc-O3-unroll,gcc-O2", pool, tmp_path)
        [[sample]] = model.generate([Query(problem)])
        verdict = pool.evaluate(problem, sample.asm)
    rows = _result_rows(sample)
    assert rows["gcc-O3-unroll"]["status"] == "correct"
    assert rows["gcc-O3-unroll"]["verified"] is True
    assert verdict.correct and verdict.verified
    if sample.info["variant"] == "gcc-O3-unroll":
        assert sample.info["selection_speedup"] > 1.0 and verdict.measurement.faster
    else:  # fewer instructions, but the time did not back it: kept the baseline, and said why
        assert sample.info["variant"] == "baseline", sample.info["explanation"]
        assert sample.info["explanation"].startswith("no variant was decided faster"), \
            sample.info["explanation"]
        # the unrolled variant was measured, not skipped (the closest named may be another
        # one: on a loaded machine the time decides which comes nearest)
        assert rows["gcc-O3-unroll"]["speedup"] is not None, rows["gcc-O3-unroll"]


@pytest.mark.needs_bwrap
def test_the_querys_starting_assembly_competes_too(double_problem, tmp_path):
    from conftest import double_asm

    harness = FakePool(1.2, (1.1, 1.3))
    # variants that make the baseline's own code for this program on any machine (not
    # -march=native: on a CPU of its own it schedules one instruction elsewhere)
    model = portfolio("portfolio:gcc-O3-novec,gcc-O2", harness, tmp_path)
    [[sample]] = model.generate([Query(double_problem, start_asm=double_asm())])
    rows = _result_rows(sample)
    assert rows["start"]["command"] == "(given)" and rows["start"]["faster"]
    # the compiler variants equal the baseline here, so the given assembly is the only winner
    assert sample.info["variant"] == "start" and sample.asm == double_asm()


def test_quick_is_a_budget_not_a_variant():
    quick = load_model("portfolio:quick", cache_dir=None)
    assert quick.budget_s == 10.0 and not quick.single
    assert len(quick.variants) == len(load_model("portfolio", cache_dir=None).variants)
    assert load_model("portfolio:quick", cache_dir=None, budget_s=5).budget_s == 5
