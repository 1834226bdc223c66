"""Building problems from C programs: baseline assembly, expected outputs, provenance.

Expected outputs come from running the program built by the reference compiler (paper §3.2),
inside the sandbox.  The baseline is ``gcc -O3 -S``; its compiler version and flags go into
``meta`` so users know exactly what they compare against.

:func:`check_program` is the gate every corpus program passes: it builds the program at ``-O3``
and ``-O0`` in one sandbox session, runs every input on both, rejects programs that do not
compile, crash, or print differently at the two levels (a sign of undefined behaviour), and
times ``-O0`` against ``-O3`` with :func:`superasm.measure.measure_interleaved`: the paper (§3.2)
keeps the programs with the largest ``-O0 → -O3`` speedup, because those have loops and branches
worth optimising.

Directory layouts read here:

- ``DIR/<id>/main.c`` with ``DIR/<id>/tests/*.in`` and optional matching ``*.out``
  (:func:`build_from_dir`);
- Project CodeNet: ``data/<problem>/<language>/<submission>.c`` with
  ``derived/input_output/data/<problem>/input.txt`` and ``output.txt``
  (:func:`build_from_codenet`); ``metadata/<problem>.csv``, when present, limits submissions
  to the accepted ones.
"""

from __future__ import annotations

import csv
import hashlib
import os
import queue
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from superasm.measure import (
    BASELINE,
    MeasureConfig,
    RunSample,
    TimingRunFailed,
    measure_interleaved,
)
from superasm.problem import Problem, TestCase
from superasm.sandbox import Limits, Sandbox, SandboxConfig, SandboxError
from superasm.toolchain import (
    BASELINE_FLAGS,
    DEFAULT_COMPILER,
    LINK_LIBS,
    TOOLCHAIN_LIMITS,
    TOOLCHAIN_TIMEOUT_S,
    ToolchainError,
    build_and_run,
    c_to_asm,
    resolve_compiler,
)

#: how long one run of a corpus program may take at -O0 (ten times the -O3 budget and more)
REFERENCE_TIMEOUT_S = 20.0
#: -O0 vs -O3 timing: a few interleaved rounds suffice, the gains are large
SPEEDUP_MEASURE = MeasureConfig(warmup_rounds=1, min_rounds=3, max_rounds=7,
                                target_rel_halfwidth=0.05, budget_s=20.0)


class BuildError(RuntimeError):
    """A program cannot become a problem (does not compile, crashes, ...); the message says why.

    ``stage`` names the step: ``compile``, ``crash``, ``disagree`` (-O0 and -O3 print
    differently), ``output_mismatch`` (the program does not print the given expected output),
    ``no_tests`` or ``sandbox``.
    """

    def __init__(self, message: str, stage: str = "compile") -> None:
        super().__init__(message)
        self.stage = stage


def run_outputs(c_source: str, inputs: Sequence[str], compiler: str = DEFAULT_COMPILER,
                flags: Sequence[str] = BASELINE_FLAGS, timeout_s: float = 20.0) -> list[str]:
    built = build_and_run(c_source, inputs, compiler=compiler, flags=flags, timeout_s=timeout_s)
    if not built.ok:
        raise BuildError(f"{' '.join([compiler, *flags])}: {built.stage} failed: {built.error}",
                         "compile" if built.stage == "compile" else "crash")
    return built.outputs()


def build_problem(
    problem_id: str,
    c_source: str,
    inputs: Sequence[str],
    hidden_inputs: Sequence[str] = (),
    outputs: Sequence[str | None] | None = None,
    split: str = "",
    compiler: str = DEFAULT_COMPILER,
    flags: Sequence[str] = BASELINE_FLAGS,
    meta: dict | None = None,
) -> Problem:
    """One problem from a C source and test inputs.  ``outputs`` may give some expected outputs;
    the missing ones come from running the reference build."""
    if not inputs:
        raise BuildError(f"{problem_id}: no test inputs", "no_tests")
    asm = c_to_asm(c_source, compiler=compiler, flags=flags)
    if not asm.ok:
        raise BuildError(f"{problem_id}: {asm.error}")
    all_inputs = list(inputs) + list(hidden_inputs)
    computed = run_outputs(c_source, all_inputs, compiler, flags)
    given = list(outputs or [])
    expected = [given[i] if i < len(given) and given[i] is not None else computed[i]
                for i in range(len(all_inputs))]
    n = len(inputs)
    info = {"compiler": compiler, "compiler_version": asm.version, "flags": list(flags)}
    info.update(meta or {})
    try:
        return Problem(
            id=problem_id,
            c_source=c_source,
            baseline_asm=asm.asm,
            tests=[TestCase(i, o) for i, o in zip(all_inputs[:n], expected[:n], strict=True)],
            hidden_tests=[TestCase(i, o) for i, o in zip(all_inputs[n:], expected[n:], strict=True)],
            split=split,
            meta=info,
        )
    except ToolchainError as exc:
        raise BuildError(f"{problem_id}: {exc}") from exc


# ---------------------------------------------------------------- checked building
@dataclass
class ProgramCheck:
    """A program that passed :func:`check_program`: its -O3 outputs and its -O0 → -O3 speedup."""

    outputs: list[str]
    #: CPU seconds of the -O3 build on each input (one run; for sizing, not for claims)
    o3_cpu_s: list[float]
    o0_cpu_s: list[float]
    #: t(-O0)/t(-O3) over the timed inputs (median of interleaved rounds), with its 95% interval
    speedup: float | None = None
    speedup_ci: tuple[float, float] | None = None


def _compile_in(sb: Sandbox, exe: str, flags: Sequence[str], out: str) -> None:
    step = sb.run([exe, *flags, "/in/prog.c", "-o", out, *LINK_LIBS],
                  timeout_s=TOOLCHAIN_TIMEOUT_S, limits=TOOLCHAIN_LIMITS)
    if not step.ok:
        message = step.stderr.decode("utf-8", errors="replace").strip()[:2000]
        raise BuildError(f"{Path(exe).name} {' '.join(flags)}: {step.describe()}: {message}",
                         "compile")


def check_program(
    c_source: str,
    inputs: Sequence[str],
    timed: int | None = None,
    compiler: str = DEFAULT_COMPILER,
    flags: Sequence[str] = BASELINE_FLAGS,
    timeout_s: float = REFERENCE_TIMEOUT_S,
    measure: MeasureConfig | None = SPEEDUP_MEASURE,
    cpu: int | None = None,
) -> ProgramCheck:
    """Build at ``flags`` (-O3) and -O0, run every input on both, time -O0 against -O3.

    Raises :class:`BuildError` (with ``stage``) for a program that does not compile, crashes or
    times out at either level, or prints differently at -O0 and -O3.  ``timed`` inputs (the first
    ones; all by default) are timed unless ``measure`` is None.
    """
    if not inputs:
        raise BuildError("no test inputs", "no_tests")
    exe = resolve_compiler(compiler)
    files: dict[str, bytes | str] = {"prog.c": c_source}
    files.update({f"t{i}.in": text for i, text in enumerate(inputs)})
    config = SandboxConfig(stdout_head=64 << 20, cpu=cpu)
    limits = Limits(cpu_s=timeout_s, file_size=64 << 20)
    try:
        with Sandbox(files=files, config=config) as sb:
            _compile_in(sb, exe, flags, "/work/opt")
            _compile_in(sb, exe, ["-O0"], "/work/ref")
            opt = [_run_ok(sb, "/work/opt", i, timeout_s, limits, flags) for i in range(len(inputs))]
            ref = [_run_ok(sb, "/work/ref", i, timeout_s, limits, ["-O0"])
                   for i in range(len(inputs))]
            for i, (a, b) in enumerate(zip(opt, ref, strict=True)):
                if a.stdout_sha256 != b.stdout_sha256:
                    raise BuildError(f"input {i}: -O0 and {' '.join(flags)} print different "
                                     "output (undefined behaviour?)", "disagree")
            check = ProgramCheck(
                outputs=[r.stdout.decode("utf-8", errors="replace") for r in opt],
                o3_cpu_s=[r.cpu_s for r in opt],
                o0_cpu_s=[r.cpu_s for r in ref],
            )
            if measure is not None:
                n_timed = len(inputs) if timed is None else max(1, min(timed, len(inputs)))
                expected = [r.stdout_sha256 for r in opt]
                runner = _timed_runner(sb, expected, timeout_s, limits)
                try:
                    m = measure_interleaved(runner, n_timed, measure)
                except TimingRunFailed as exc:
                    raise BuildError(str(exc), "crash") from exc
                check.speedup, check.speedup_ci = m.speedup, m.speedup_ci
            return check
    except SandboxError as exc:
        raise BuildError(f"sandbox: {exc}", "sandbox") from exc


def _run_ok(sb: Sandbox, binary: str, i: int, timeout_s: float, limits: Limits,
            flags: Sequence[str]):
    result = sb.run([binary], stdin=f"/in/t{i}.in", timeout_s=timeout_s, limits=limits)
    if not result.ok:
        detail = result.stderr.decode("utf-8", errors="replace").strip()[:300]
        raise BuildError(f"input {i} at {' '.join(flags)}: {result.describe()}"
                         + (f": {detail}" if detail else ""), "crash")
    return result


def _timed_runner(sb: Sandbox, expected: list[str], timeout_s: float,
                  limits: Limits) -> Callable[[str, int], RunSample]:
    """``run(which, test)`` for :func:`measure_interleaved`: the *baseline* is -O0, the
    *candidate* -O3, so the measured speedup is t(-O0)/t(-O3).  Outputs are checked again."""

    def run(which: str, test: int) -> RunSample:
        binary = "/work/ref" if which == BASELINE else "/work/opt"
        result = sb.run([binary], stdin=f"/in/t{test}.in", timeout_s=timeout_s, limits=limits)
        if not result.ok or result.stdout_sha256 != expected[test]:
            raise TimingRunFailed(which, test, "runtime_error", result.describe())
        return RunSample(result.cpu_s, result.wall_s)

    return run


@dataclass
class ProgramSource:
    """A program and its tests, before building.  ``outputs[i]`` None: take the program's."""

    id: str
    c_source: str
    inputs: list[str]
    hidden_inputs: list[str] = field(default_factory=list)
    outputs: list[str | None] = field(default_factory=list)
    split: str = ""
    meta: dict[str, Any] = field(default_factory=dict)


def _normalised(text: str) -> str:
    return "\n".join(line.rstrip() for line in text.strip().splitlines())


def build_checked_problem(source: ProgramSource, compiler: str = DEFAULT_COMPILER,
                          flags: Sequence[str] = BASELINE_FLAGS, measure_speedup: bool = True,
                          cpu: int | None = None) -> Problem:
    """One problem through :func:`check_program`, with the -O0 → -O3 speedup in ``meta``.

    Given expected outputs must match what the program prints (after trimming trailing
    whitespace, which judges ignore); the program's exact output is then stored, so that the
    baseline passes its own tests byte for byte.
    """
    inputs = source.inputs + source.hidden_inputs
    if not source.inputs:
        raise BuildError(f"{source.id}: no test inputs", "no_tests")
    try:
        asm = c_to_asm(source.c_source, compiler=compiler, flags=flags)
        if not asm.ok:
            raise BuildError(asm.error, "compile")
        check = check_program(source.c_source, inputs, timed=len(source.inputs),
                              compiler=compiler, flags=flags,
                              measure=SPEEDUP_MEASURE if measure_speedup else None, cpu=cpu)
    except (ToolchainError, SandboxError) as exc:
        raise BuildError(f"{source.id}: {exc}", "sandbox") from exc
    except BuildError as exc:
        raise BuildError(f"{source.id}: {exc}", exc.stage) from exc
    for i, given in enumerate(source.outputs):
        if given is not None and _normalised(given) != _normalised(check.outputs[i]):
            raise BuildError(f"{source.id}: test {i}: the program's output differs from the "
                             "given expected output", "output_mismatch")
    n = len(source.inputs)
    meta: dict[str, Any] = {"compiler": compiler, "compiler_version": asm.version,
                            "flags": list(flags)}
    meta.update(source.meta)
    meta["o3_cpu_s"] = [round(t, 6) for t in check.o3_cpu_s]
    meta["o0_cpu_s"] = [round(t, 6) for t in check.o0_cpu_s]
    if check.speedup is not None and check.speedup_ci is not None:
        meta["o0_o3_speedup"] = round(check.speedup, 4)
        meta["o0_o3_speedup_ci"] = [round(check.speedup_ci[0], 4), round(check.speedup_ci[1], 4)]
    tests = [TestCase(i, o) for i, o in zip(inputs, check.outputs, strict=True)]
    return Problem(source.id, source.c_source, asm.asm, tests[:n], tests[n:], source.split, meta)


@dataclass
class Rejected:
    """A program left out of a build, and why (never silently dropped)."""

    id: str
    stage: str
    reason: str


@dataclass
class BuildReport:
    problems: list[Problem]
    rejected: list[Rejected]


def build_many(sources: Iterable[ProgramSource], compiler: str = DEFAULT_COMPILER,
               flags: Sequence[str] = BASELINE_FLAGS, measure_speedup: bool = True,
               workers: int | None = None,
               progress: Callable[[str, str], None] | None = None) -> BuildReport:
    """Build programs in parallel, one worker per core, each pinned to its own core so that
    two timings never share one.  Order of the result follows the input order."""
    sources = list(sources)
    workers = max(1, workers or len(os.sched_getaffinity(0)))
    cores: queue.Queue[int] = queue.Queue()
    for core in sorted(os.sched_getaffinity(0))[:workers]:
        cores.put(core)

    def one(source: ProgramSource) -> Problem | Rejected:
        core = cores.get()
        try:
            problem = build_checked_problem(source, compiler, flags, measure_speedup, cpu=core)
        except BuildError as exc:
            outcome: Problem | Rejected = Rejected(source.id, exc.stage, str(exc))
        else:
            outcome = problem
        finally:
            cores.put(core)
        if progress:
            progress(source.id, "ok" if isinstance(outcome, Problem) else outcome.stage)
        return outcome

    with ThreadPoolExecutor(max_workers=workers) as pool:
        outcomes = list(pool.map(one, sources))
    return BuildReport([o for o in outcomes if isinstance(o, Problem)],
                       [o for o in outcomes if isinstance(o, Rejected)])


def select_top(problems: Sequence[Problem], n: int) -> list[Problem]:
    """The ``n`` problems with the largest -O0 → -O3 speedup (paper §3.2); ties keep input order."""
    ranked = sorted(problems, key=lambda p: -float(p.meta.get("o0_o3_speedup") or 0.0))
    return ranked[:n]


# ---------------------------------------------------------------- directory layouts
def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="replace")


def _split_public(inputs: list[str], outputs: list[str | None],
                  public: int | None) -> tuple[list[str], list[str], list[str | None]]:
    k = len(inputs) if public is None else max(1, min(public, len(inputs)))
    return inputs[:k], inputs[k:], outputs


def sources_from_dir(root: str | Path, public: int | None = None) -> tuple[list[ProgramSource],
                                                                         list[Rejected]]:
    """``DIR/<id>/main.c`` + ``DIR/<id>/tests/*.in`` (+ optional ``*.out``), sorted by name.
    The first ``public`` tests are public, the rest hidden (all public by default)."""
    root = Path(root)
    if not root.is_dir():
        raise BuildError(f"{root}: not a directory", "no_tests")
    sources, rejected = [], []
    for folder in sorted(p for p in root.iterdir() if p.is_dir()):
        main = folder / "main.c"
        if not main.is_file():
            rejected.append(Rejected(folder.name, "no_source", f"{main} is missing"))
            continue
        ins = sorted((folder / "tests").glob("*.in"))
        if not ins:
            rejected.append(Rejected(folder.name, "no_tests", f"no {folder}/tests/*.in"))
            continue
        inputs = [_read(p) for p in ins]
        outputs = [_read(p.with_suffix(".out")) if p.with_suffix(".out").is_file() else None
                   for p in ins]
        visible, hidden, outs = _split_public(inputs, outputs, public)
        sources.append(ProgramSource(folder.name, _read(main), visible, hidden, outs,
                                     meta={"source": str(folder)}))
    return sources, rejected


def _accepted(root: Path, problem: str) -> set[str] | None:
    """Accepted submission ids from CodeNet's ``metadata/<problem>.csv``; None without one."""
    table = root / "metadata" / f"{problem}.csv"
    if not table.is_file():
        return None
    with table.open(newline="", encoding="utf-8") as handle:
        return {row["submission_id"] for row in csv.DictReader(handle)
                if row.get("status") == "Accepted"}


def sources_from_codenet(root: str | Path, language: str = "C",
                         per_problem: int | None = None) -> tuple[list[ProgramSource],
                                                                  list[Rejected]]:
    """Project CodeNet: one program per submission that has the problem's input/output pair."""
    root = Path(root)
    data = root / "data"
    io_root = root / "derived" / "input_output" / "data"
    if not data.is_dir():
        raise BuildError(f"{root}: no data/ folder (not a CodeNet root)", "no_tests")
    sources, rejected = [], []
    for problem_dir in sorted(p for p in data.iterdir() if p.is_dir()):
        submissions = sorted((problem_dir / language).glob("*.c"))
        if not submissions:
            continue
        io_dir = io_root / problem_dir.name
        if not (io_dir / "input.txt").is_file():
            rejected.extend(Rejected(f"{problem_dir.name}_{s.stem}", "no_tests",
                                     f"{io_dir}/input.txt is missing") for s in submissions)
            continue
        test_in = _read(io_dir / "input.txt")
        test_out = _read(io_dir / "output.txt") if (io_dir / "output.txt").is_file() else None
        accepted = _accepted(root, problem_dir.name)
        kept = [s for s in submissions if accepted is None or s.stem in accepted]
        for sub in kept[:per_problem]:
            sources.append(ProgramSource(
                f"{problem_dir.name}_{sub.stem}", _read(sub), [test_in], [], [test_out],
                meta={"source": "codenet", "codenet_problem": problem_dir.name,
                      "codenet_submission": sub.stem}))
    return sources, rejected


def build_from_dir(root: str | Path, public: int | None = None, **options: Any) -> BuildReport:
    """Problems from ``DIR/<id>/main.c`` + ``tests/`` (see :func:`sources_from_dir`)."""
    sources, rejected = sources_from_dir(root, public)
    report = build_many(sources, **options)
    report.rejected = rejected + report.rejected
    return report


def build_from_codenet(root: str | Path, language: str = "C", per_problem: int | None = None,
                       **options: Any) -> BuildReport:
    """Problems from a Project CodeNet tree (see :func:`sources_from_codenet`)."""
    sources, rejected = sources_from_codenet(root, language, per_problem)
    report = build_many(sources, **options)
    report.rejected = rejected + report.rejected
    return report


def source_digest(texts: Iterable[str]) -> str:
    """A stable hash of program texts (records which sources a shipped build came from)."""
    digest = hashlib.sha256()
    for text in texts:
        digest.update(hashlib.sha256(text.encode()).digest())
    return digest.hexdigest()


# ---------------------------------------------------------------- the sanitizer check
SANITIZER_FLAGS = ("-O1", "-g", "-fno-omit-frame-pointer", "-fsanitize=undefined,address",
                   "-fno-sanitize-recover=all")
SANITIZER_TIMEOUT_S = 60.0


@dataclass
class CleanCheck:
    """A problem through the sanitizer check: ``ok``, else what failed first."""

    id: str
    ok: bool
    stage: str = "ok"  # "ok", "sanitizer", "o0_differs", "o3_differs"
    detail: str = ""


def _first_difference(outputs: Sequence[str], tests: Sequence[TestCase]) -> int | None:
    for i, (got, test) in enumerate(zip(outputs, tests, strict=True)):
        if got != test.output:
            return i
    return None


def sanitizer_check(problem: Problem, compiler: str = DEFAULT_COMPILER,
                    recheck_o3: bool = False) -> CleanCheck:
    """Build with ``-fsanitize=undefined,address -fno-sanitize-recover=all`` and run every test
    (public and hidden) clean; then confirm that -O0 prints the stored expected outputs (which
    come from -O3).  ``recheck_o3`` also rebuilds at -O3 and compares, for files whose expected
    outputs were not produced by this compiler."""
    tests = list(problem.tests) + list(problem.hidden_tests)
    inputs = [t.input for t in tests]
    sanitized = build_and_run(problem.c_source, inputs, compiler=compiler, flags=SANITIZER_FLAGS,
                              timeout_s=SANITIZER_TIMEOUT_S,
                              limits=Limits(cpu_s=SANITIZER_TIMEOUT_S, address_space=None))
    if not sanitized.ok:
        return CleanCheck(problem.id, False, "sanitizer", f"{sanitized.stage}: {sanitized.error}")
    wrong = _first_difference(sanitized.outputs(), tests)
    if wrong is not None:
        return CleanCheck(problem.id, False, "sanitizer",
                          f"test {wrong}: the sanitized build prints a different output")
    levels = [("-O0",), ("-O3",)] if recheck_o3 else [("-O0",)]
    for flags in levels:
        built = build_and_run(problem.c_source, inputs, compiler=compiler, flags=flags,
                              timeout_s=REFERENCE_TIMEOUT_S)
        stage = "o0_differs" if flags == ("-O0",) else "o3_differs"
        if not built.ok:
            return CleanCheck(problem.id, False, stage, f"{built.stage}: {built.error}")
        wrong = _first_difference(built.outputs(), tests)
        if wrong is not None:
            return CleanCheck(problem.id, False, stage,
                              f"test {wrong}: {flags[0]} output differs from the expected output")
    return CleanCheck(problem.id, True)


def sanitizer_check_all(problems: Sequence[Problem], compiler: str = DEFAULT_COMPILER,
                        workers: int | None = None, recheck_o3: bool = False,
                        progress: Callable[[CleanCheck], None] | None = None) -> list[CleanCheck]:
    workers = max(1, workers or len(os.sched_getaffinity(0)))

    def one(problem: Problem) -> CleanCheck:
        try:
            result = sanitizer_check(problem, compiler, recheck_o3)
        except (SandboxError, ToolchainError) as exc:
            result = CleanCheck(problem.id, False, "sandbox", str(exc))
        if progress:
            progress(result)
        return result

    with ThreadPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(one, problems))
