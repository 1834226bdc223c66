"""Timing inputs big enough to measure, and never the ones a model was shown.

Judges' and homework tests are small: on 22 real programs the median test ran 1.7 ms of CPU at
``-O3``, about 1 ms of it process start, and no optimizer could be credited anything (issue 18).
Performance engineers time programs on inputs that matter.  This module makes a problem's
*bench tests* (:attr:`superasm.problem.Problem.bench_tests`): inputs the harness times and no
prompt or feedback ever shows (the harness names a failing one, never its bytes).

**When.** Each given input (public and hidden) is run on the ``-O3`` baseline.  Every timing
input must take at least :data:`TARGET_S` (20 ms) of the baseline's CPU.  Why 20 ms: process
start (exec, the loader, the sandbox's fresh world) costs about 1 ms and does not get faster
with better code, so at 20 ms it hides at most 5% of a candidate's gain (a true 1.25× reads as
at least 1.24×), the 5 ms below which hyperfine warns is passed four times over, and three such
inputs cost a timing round 0.12 s of program time per binary: a screen of two rounds stays
under half a second.

**How.** From each of a few given inputs, larger ones are made by the first of these that the
input's shape allows and that makes the baseline take longer.  The seeds are the hidden tests
(those that do work first) where they give an input long enough to time: a model was never shown
them, so a grown input holds none of the records it saw; else the public tests, longest running
first, and the problem records that its timing inputs hold shown records (``bench_made``'s ``seeds``,
SECURITY.md).

- ``generator``: the problem's own input generator (the built-in corpus's), at a larger size;
- ``count-list``: a leading count ``N`` and the ``N`` records (lines, or numbers) it announces,
  grown together; the records are the given ones, shuffled and repeated;
- ``cases``: a leading number of test cases ``T`` and the cases after it, repeated ``k`` times
  with ``T`` made ``k·T``;
- ``repeat``: the whole input repeated (programs that read to the end of their input);
- ``parameter``: a short input of a few numbers (``nbody 1000``) with its largest one grown.

The size grows geometrically (by the factor a linear program would need, at least 2×, at most
16× a step) until the baseline takes :data:`TARGET_S`, the input reaches :data:`MAX_INPUT_BYTES`
or the factor :data:`MAX_FACTOR`.  A method whose inputs do not make the baseline slower (the
program reads only what it needs) gives way to the next.  When the given inputs are long enough
already, *variants* are made all the same (the records shuffled, a fresh draw of the generator,
or a step of growth), so that the timing inputs are never the shown ones.

**Expected outputs** come from the ``-O3`` baseline run twice in the sandbox; an input on which it
crashes, times out, floods, or answers differently the second time is dropped, and so is one on
which the ``-O0`` build of the C source prints something else (a grown input can overrun a fixed
array: undefined behaviour that another compiler would answer differently).

Users give their own with ``--bench-inputs DIR``.  Results are cached on disk
(``~/.cache/superasm/bench``) keyed by the source, the baseline, the tests, the settings and the
machine, so a re-run is cheap.  ``docs/measurement.md`` says what this changes relative to the
paper's method (timing the public tests), which ``--time-on public`` keeps available.

The package, by job: :mod:`.settings` (the limits and :class:`ScaleConfig`), :mod:`.growers` (the
methods above), :mod:`.session` (the baseline in its sandbox), :mod:`.scaling` (one problem's
inputs), :mod:`.user` (``--bench-inputs``), :mod:`.bench_cache` (the cache), :mod:`.report`
(what was done, and its lines); here, :func:`add_bench_tests` over many problems.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path

from superasm.datasets.scale.bench_cache import BenchCache, cache_key, default_cache_dir
from superasm.datasets.scale.growers import (
    CountList,
    ModelGrower,
    grow_cases,
    grow_count_list,
    grow_generator,
    grow_methods,
    grow_parameter,
    grow_repeat,
)
from superasm.datasets.scale.report import BenchInput, BenchReport, print_reports
from superasm.datasets.scale.scaling import _grow_one, scale_problem
from superasm.datasets.scale.session import BaselineRun, BaselineSession
from superasm.datasets.scale.settings import (
    BENCH_COUNT,
    METHODS,
    OVERSHOOT,
    REPEATING,
    TARGET_S,
    BenchInputsError,
    ScaleConfig,
)
from superasm.datasets.scale.user import bench_from_dir, user_folder
from superasm.problem import InputsMade, Problem
from superasm.sandbox import SandboxError


def add_bench_tests(problems: Sequence[Problem], config: ScaleConfig | None = None,
                    cache: BenchCache | None = None, user_dir: str | Path | None = None,
                    workers: int = 1,
                    progress: Callable[[BenchReport], None] | None = None
                    ) -> tuple[list[Problem], list[BenchReport]]:
    """Each problem with its timing inputs (``bench_tests``, and what made them in
    ``bench_made``): the user's own from ``user_dir``, else scaled ones; from the cache when it
    has them.  A problem that already has bench tests and no ``user_dir`` stays as it is.
    The problems, in order, and a report for each."""
    config = config or ScaleConfig()
    cache = cache if cache is not None else BenchCache()

    def one(problem: Problem) -> tuple[Problem, BenchReport]:
        if problem.bench_tests and user_dir is None:
            return problem, BenchReport(problem.id, "given", target_s=config.target_s,
                                        note=f"{len(problem.bench_tests)} timing inputs "
                                             "recorded with the problem")
        own = user_folder(user_dir, problem.id) if user_dir is not None else None
        key = cache_key(problem, config, own)
        hit = cache.get(key)
        if hit is None:
            try:
                hit = (bench_from_dir(problem, own, config) if own is not None
                       else scale_problem(problem, config))
            except SandboxError as exc:
                return problem, BenchReport(problem.id, "none", target_s=config.target_s,
                                            note=str(exc))
            cache.put(key, *hit)
        tests, report = hit
        report.hidden_tests = len(problem.hidden_tests)
        return replace(problem, bench_tests=tuple(tests),
                       bench_made=InputsMade.from_dict(report.meta())), report

    made: list[Problem] = []
    reports: list[BenchReport] = []
    with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        for problem, report in pool.map(one, problems):
            made.append(problem)
            reports.append(report)
            if progress is not None:
                progress(report)
    return made, reports


__all__ = ["BENCH_COUNT", "METHODS", "OVERSHOOT", "REPEATING", "TARGET_S", "BaselineRun",
           "BaselineSession", "BenchCache", "BenchInput", "BenchInputsError", "BenchReport",
           "CountList", "ModelGrower", "ScaleConfig", "_grow_one", "add_bench_tests",
           "bench_from_dir", "cache_key", "default_cache_dir", "grow_cases", "grow_count_list",
           "grow_generator", "grow_parameter", "grow_repeat", "grow_methods", "print_reports",
           "scale_problem", "user_folder"]
