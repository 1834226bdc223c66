"""One candidate on one problem → a Verdict: assemble, test, verify, measure.

The flow for a candidate (every step that touches its text or its binary is sandboxed):

1. *Assemble* in a build sandbox (``gcc -c`` then ``gcc cand.o -o cand -lm``), exporting only
   the executable, which leaves the sandbox at once.  Assembler-time attacks (``.incbin``,
   ``.include``, ``.rept`` bombs) meet an empty filesystem and resource limits.
2. *Test* (public tests) in a run sandbox where both binaries are read-only under ``/in``; every
   run is a fresh world with its own copy of the program and its input on stdin (no cache
   survives from one run to the next).  The first failure decides the status.
3. *Verify* with the tiers declared in :data:`superasm.tiers.TIERS`, in their order: the hidden,
   generated and fuzz inputs in one batch, then each tier with a runner of its own (the
   explored campaign, the function tier) while nothing has refuted the candidate; each tier
   leaves a :class:`~superasm.verdict.Check`, and ``verified`` is reported beside the paper's
   test-based correctness.
4. *Measure* baseline against candidate in the same sandbox (see :mod:`superasm.measure`) on
   inputs no model was shown: the problem's bench tests (timing inputs), else its hidden tests;
   every timed run's output is checked again.  ``time_on=TimeOn.PUBLIC`` times the public tests as
   the paper did; a problem with no unseen inputs is timed on its public ones and flagged
   ``timed_on_shown_inputs``, which earns no credit (a candidate may special-case exactly the
   inputs it was shown).  Each timing round ends with a *start run*: the smallest C program
   (:data:`START_ASM`), linked as the baseline is and started as every run is, so that process
   start is timed beside the binaries (what a share of it may earn: :mod:`superasm.measure`).

Every run of a candidate or of the baseline starts in a fresh world (see ``_sandbox_agent``):
new namespaces, a new size- and inode-limited root, its own input on stdin and nothing else in
view, the same names, argv, environment and limits in every phase.  Where the sandbox cannot
charge a run's CPU through a cgroup, timing decides on the wall clock (a run on one core cannot
hide work from it) and says so once.

Each test is tagged with its :class:`~superasm.verdict.Phase`, and each phase returns a value;
the verdict is built once from them.  What the baseline does on a test (its time, which sets the
candidate's time limit, and whether it agrees with the expected output) does not change between
candidates, so each harness runs the baseline once per test and remembers it: ahead of the first
candidate on the public and verification tests, and on timing inputs in the first timing round
that needs them (a candidate that is identical or wrong never pays for them).

A harness keeps one build sandbox and one run sandbox per concurrent call between candidates
(:class:`superasm.sandbox.KeptSandboxes`): starting one costs about as much as building a
candidate.  The runs are fresh worlds whichever sandbox holds them, and a kept sandbox is
emptied, stripped of the candidate's files and checked for leftover processes before it is used
again.

Harness failures become ``sandbox_error`` verdicts, never "correct, no speedup".
"""

from __future__ import annotations

import enum
import hashlib
import os
import shutil
import tempfile
import threading
import weakref
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from superasm.campaign import (
    CampaignConfig,
    ExploreOutcome,
    ReferenceJudge,
    constants,
    explore_candidate,
    judge_for,
)
from superasm.checker import judge_by_checker
from superasm.equiv import check_functions
from superasm.measure import (
    BASELINE,
    CANDIDATE,
    START,
    Clock,
    Decision,
    InstructionCountMissing,
    MeasureConfig,
    RunSample,
    TimingRunFailed,
    Unit,
    measure,
    method_spec,
)
from superasm.problem import Problem, TestCase
from superasm.sandbox import (
    PROGRAM_PATH,
    CpuAccounting,
    KeptSandboxes,
    Limits,
    ProcResult,
    Sandbox,
    SandboxConfig,
    SandboxCrashed,
    SandboxError,
    SandboxUnavailable,
    run_request,
    warn_once,
)
from superasm.tiers import (
    TIERS,
    Source,
    TierSpec,
    check_tiers,
    runner_groups,
    tier_spec,
    tiers_at,
)
from superasm.tiers import Stage as TierStage
from superasm.toolchain import (
    DEFAULT_COMPILER,
    Stage,
    Workbench,
    canonical_asm,
    runtime_libraries,
)
from superasm.verdict import Check, Failure, Flag, Phase, Status, Tier, TimingMethod, Verdict
from superasm.verify import RunJudgement, excerpt, expected_sha256, judge

MAX_ASM_BYTES = 8 << 20
#: memory the sandbox's own runner needs on top of the candidate's limit
RUNNER_MEMORY = 256 << 20


class TimeOn(enum.StrEnum):
    """Which inputs the speedup is measured on (module docstring, step 4)."""

    #: bench tests, else hidden tests: never shown to a model (the credited speedup)
    UNSEEN = "unseen"
    #: the public tests, as the paper did (for comparison)
    PUBLIC = "public"


@dataclass(frozen=True)
class HarnessConfig:
    """Every setting of the harness; written into each run directory's config.json."""

    timing: MeasureConfig = field(default_factory=MeasureConfig)
    #: a candidate's time limit per test: factor × the baseline's time, clamped to [min, max]
    timeout_factor: float = 10.0
    min_timeout_s: float = 2.0
    max_timeout_s: float = 30.0
    #: per process (RLIMIT_AS) and, where a memory cgroup can be made, for all of them together
    memory_bytes: int = 2 << 30
    output_bytes: int = 64 << 20
    nproc: int = 64
    nofile: int = 256
    scratch_bytes: int = 512 << 20
    compiler: str = DEFAULT_COMPILER
    #: wall-clock limit for assembling + linking one candidate (a .rept bomb costs this much)
    toolchain_timeout_s: float = 60.0
    #: pin the run sandbox to this CPU (the evaluation pool gives each worker its own core);
    #: None: the last core this process may use.  Always one core: a run cannot widen it (the
    #: sandbox's seccomp filter), so work spread over idle cores cannot hide from either clock
    cpu: int | None = None
    #: False runs every public test even after a failure (RL rewards need the pass fraction)
    stop_at_first_failure: bool = True
    check_hidden: bool = True
    #: the problem's generated verification inputs (``Problem.verify_tests``) join the checks
    check_generated: bool = True
    #: the function tier (superasm.equiv): a candidate that passed every input compared, one
    #: function at a time, with the baseline; seconds of the baseline's runs it may spend
    check_functions: bool = True
    function_budget_s: float = 1.5
    #: the explored tier (superasm.campaign): coverage-guided differential fuzzing of the
    #: candidate's own instrumented code, after it passed every other input: its budget in
    #: runs of the candidate (0: off), the seconds it may take at most, and how many of the new
    #: inputs the reference judges
    explore_runs: int = field(default_factory=lambda: default_explore_runs())
    explore_s: float = 1.0
    explore_inputs: int = 16
    #: which inputs are timed: unseen (bench tests, else hidden tests: never shown to a model)
    #: or public (the paper's method, for comparison)
    time_on: TimeOn = TimeOn.UNSEEN
    #: inodes of each run's fresh root (the working directory, /tmp, /dev/shm)
    scratch_inodes: int = 16384

    def __post_init__(self) -> None:
        if isinstance(self.timing, str):  # a method's name (HarnessConfig(timing="none"))
            object.__setattr__(self, "timing", MeasureConfig(method=TimingMethod(self.timing)))
        try:
            object.__setattr__(self, "time_on", TimeOn(self.time_on))
        except ValueError:
            raise ValueError(f"time_on must be one of {', '.join(TimeOn)}, "
                             f"not {self.time_on!r}") from None

    def run_limits(self, timeout_s: float | None = None) -> Limits:
        """The limits of every run of a candidate, the same in every phase: a program must not
        tell a timed run from a test by what it can read.  The per-test time limit is the wall
        clock's, which a program cannot see; ``timeout_s`` is accepted for callers that want a
        CPU limit of their own."""
        cpu = self.max_timeout_s + 1 if timeout_s is None else timeout_s
        return Limits(cpu_s=cpu, address_space=self.memory_bytes,
                      file_size=self.output_bytes, nproc=self.nproc, nofile=self.nofile)

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "timing": self.timing.to_dict()}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> HarnessConfig:
        """The inverse of :meth:`to_dict` (Ray workers, VERL reward processes, config files)."""
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown harness setting(s): {', '.join(unknown)}")
        timing = data.get("timing", {})
        return cls(**{**data, "timing": timing if isinstance(timing, MeasureConfig)
                      else MeasureConfig(**timing)})


@dataclass(frozen=True)
class _Test:
    phase: Phase
    index: int
    case: TestCase

    @property
    def file(self) -> str:
        return f"{self.phase.value}{self.index}.in"

    def label(self) -> str:
        return self.case.label(self.index, f"{self.phase.value} test" if self.phase is not
                               Phase.PUBLIC else "test")


@dataclass(frozen=True)
class _BaselineRun:
    """The baseline on one test: its wall time (sets the candidate's limit), and whether it
    printed the expected output with the expected status."""

    wall_s: float
    agrees: bool


@dataclass(frozen=True)
class _PhaseOutcome:
    passed: int
    total: int
    failure: Verdict | None
    program_seconds: float
    #: tests passed, by the phase (public, hidden, generated, fuzz) they belong to
    passed_by: dict[Phase, int] = field(default_factory=dict)


class _BaselineRuns:
    """What the baseline did on each input, remembered for the harness's life: it does not
    change between candidates (keyed by the baseline's assembly, the input and its expected
    output)."""

    def __init__(self) -> None:
        self.runs: dict[tuple[str, str], _BaselineRun] = {}

    @staticmethod
    def key(problem: Problem, case: TestCase, expected_sha: str) -> tuple[str, str]:
        data = case.input + b"\0" + expected_sha.encode()
        return Harness.baseline_key(problem), hashlib.sha256(data).hexdigest()


def _close_judge(judge: ReferenceJudge | str | None) -> None:
    if isinstance(judge, ReferenceJudge):
        judge.__exit__(None, None, None)


def _close_harness(workdir: Path, pools: Sequence[KeptSandboxes],
                   judges: dict[str, ReferenceJudge | str] | None = None) -> None:
    for kept in (judges or {}).values():
        _close_judge(kept)
    (judges or {}).clear()
    for pool in pools:
        pool.close()
    shutil.rmtree(workdir, ignore_errors=True)


#: the harness's campaign on one candidate (Harness.explore)
_Explore = Callable[[Problem, str, tuple[Path, Path], Sequence[bytes], int], ExploreOutcome]


#: the explored tier's budget in runs unless a config says otherwise
EXPLORE_RUNS = 800


def default_explore_runs() -> int:
    """The explored tier's default budget: :data:`EXPLORE_RUNS`, or the machine's own from
    ``SUPERASM_EXPLORE_RUNS`` (0 turns the tier off by default; a run's config.json records the
    value it used)."""
    text = os.environ.get("SUPERASM_EXPLORE_RUNS", "").strip()
    if not text:
        return EXPLORE_RUNS
    if not text.isdigit():
        raise ValueError(f"SUPERASM_EXPLORE_RUNS={text!r}: must be a whole number of runs (0: off)")
    return int(text)


def _tagged(phase: Phase, tests: Sequence[TestCase]) -> list[_Test]:
    return [_Test(phase, i, t) for i, t in enumerate(tests)]


def tier_on(spec: TierSpec, config: HarnessConfig) -> bool:
    """Whether a tier runs under ``config``: its switch above 0 (True, or a budget of runs), or
    no switch at all."""
    return not spec.switch or getattr(config, spec.switch) > 0


def _inputs(spec: TierSpec, problem: Problem, extra_tests: Sequence[TestCase]) -> list[_Test]:
    """A tier's inputs known before the candidate runs: its problem field's tests, or those the
    caller handed over; none for a tier whose runner finds its own."""
    if spec.phase is None or spec.source is Source.RUNNER:
        return []
    cases = getattr(problem, spec.problem_field) if spec.source is Source.PROBLEM \
        else extra_tests
    return _tagged(spec.phase, cases)


#: the start runs' program (superasm.measure: process start timed in the same rounds): what
#: gcc -O3 makes of ``int main(void) { return 0; }``, linked like every candidate
START_ASM = """\t.text
\t.section\t.text.startup,"ax",@progbits
\t.p2align 4
\t.globl\tmain
\t.type\tmain, @function
main:
\txorl\t%eax, %eax
\tret
\t.size\tmain, .-main
\t.section\t.note.GNU-stack,"",@progbits
"""


class Harness:
    """Evaluates candidates.  Thread-safe: each call uses its own sandboxes."""

    def __init__(self, config: HarnessConfig | None = None) -> None:
        self.config = config or HarnessConfig()
        self._workdir = Path(tempfile.mkdtemp(prefix="superasm-harness-"))
        os.chmod(self._workdir, 0o755)
        self._baselines: dict[str, Path | str] = {}
        #: the start runs' programs by the libraries they link with, each built at the first
        #: timing that needs it (a message: it did not build)
        self._starts: dict[tuple[str, ...], Path | str] = {}
        self._baseline_runs = _BaselineRuns()
        self._lock = threading.Lock()
        build = SandboxConfig(scratch_bytes=self.config.scratch_bytes, cpu=self.config.cpu,
                              cpu_accounting=False)
        run_core = self.config.cpu if self.config.cpu is not None \
            else max(os.sched_getaffinity(0))
        run = replace(build, cpu=run_core, cpu_accounting=True,
                      memory_bytes=self.config.memory_bytes + RUNNER_MEMORY,
                      run_root_bytes=self.config.scratch_bytes,
                      run_root_inodes=self.config.scratch_inodes)
        self._binaries = self._workdir / "binaries"
        self._binaries.mkdir(mode=0o700)
        self._builders = KeptSandboxes(build, self._workdir)
        self._runners = KeptSandboxes(run)
        self._built = 0
        #: the reference's judge of new inputs, by problem (superasm.campaign), the latest kept
        self._judges: dict[str, ReferenceJudge | str] = {}
        self._judge_lock = threading.Lock()
        # a Harness used without `with` still leaves no sandbox or directory behind when collected
        self._cleanup = weakref.finalize(self, _close_harness, self._workdir,
                                         (self._builders, self._runners), self._judges)

    def __enter__(self) -> Harness:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        self._cleanup()

    def kept_sandboxes(self) -> list[int]:
        """Host pids (bubblewrap's) of the sandboxes kept for the next candidate; between calls
        each has one process inside, its agent: nothing of a candidate outlives its call.  The
        explored tier's judges (the reference's builds, one sandbox per kept problem) too."""
        with self._judge_lock:
            judges = [pid for judge in self._judges.values()
                      if isinstance(judge, ReferenceJudge) for pid in judge.pids()]
        return self._builders.pids() + self._runners.pids() + judges

    # ------------------------------------------------------------------ building
    def _build(self, asm: str, tag: str,
               link_libs: Sequence[str] = ()) -> tuple[Path | None, Status, str]:
        """Assemble and link in a build sandbox (kept between builds: its ``/work`` emptied and
        the source taken out after each), with the problem's own libraries (the baseline's and
        the candidate's link lines are one); only the executable comes out."""
        with self._lock:
            self._built += 1
            name = f"{tag}-{self._built}.bin"
        try:
            with self._builders.lease() as sb:
                try:
                    sb.add_file("cand.s", asm)
                    built = Workbench.within(sb, self.config.compiler, link_libs).compile(
                        "/in/cand.s", "/work/cand", lang="asm",
                        timeout_s=self.config.toolchain_timeout_s)
                    if built.ok:
                        # out of the folder the build sandbox can write (its /out): no later
                        # build can touch a binary it made earlier (a baseline, say)
                        exported = sb.export("/work/cand", name, executable=True)
                        self._binaries.mkdir(mode=0o700, parents=True, exist_ok=True)
                        return (Path(shutil.move(exported, self._binaries / name)),
                                Status.CORRECT, "")
                finally:
                    sb.remove_file("cand.s")
            status = Status.ASSEMBLE_ERROR if built.stage is Stage.ASSEMBLE else Status.LINK_ERROR
            return None, status, built.message
        except SandboxUnavailable:
            raise
        except SandboxError as exc:
            return None, Status.SANDBOX_ERROR, f"while assembling: {exc}"

    @staticmethod
    def baseline_key(problem: Problem) -> str:
        return hashlib.sha256("\0".join((problem.baseline_asm, *problem.link_libs)).encode()
                              ).hexdigest()[:24]

    def baseline_binary(self, problem: Problem) -> Path:
        """The problem's -O3 executable, built once per harness (keyed by its assembly)."""
        key = self.baseline_key(problem)
        with self._lock:
            cached = self._baselines.get(key)
        if isinstance(cached, Path) and cached.exists():
            return cached
        if isinstance(cached, str):
            raise SandboxError(cached)
        path, status, message = self._build(problem.baseline_asm, "baseline", problem.link_libs)
        with self._lock:
            if path is None:
                self._baselines[key] = f"the baseline of {problem.id} does not build: {message}"
                raise SandboxError(self._baselines[key])
            self._baselines[key] = path
        return path

    def start_binary(self, link_libs: Sequence[str] = ()) -> Path | None:
        """The start runs' program (:data:`START_ASM`) linked with a problem's libraries, as
        its baseline is, built once per harness; None where it does not build (process start
        is then not timed, and ``too_short_s`` stands in)."""
        key = tuple(link_libs)
        with self._lock:
            cached = self._starts.get(key)
        if isinstance(cached, Path) and cached.exists():
            return cached
        if isinstance(cached, str):
            return None
        path, _, message = self._build(START_ASM, "start", link_libs)
        with self._lock:
            self._starts[key] = path if path is not None else f"the start program: {message}"
        return path

    # ------------------------------------------------------------------ exploring
    #: judges kept open at once (each is a sandbox holding the reference's builds)
    KEPT_JUDGES = 2

    def explore(self, problem: Problem, asm: str, binaries: tuple[Path, Path],
                seeds: Sequence[bytes], timeout_ms: int) -> ExploreOutcome:
        """The explored tier's campaign on one candidate (superasm.campaign), with the
        problem's judge kept for its next candidate.  Campaigns of one harness take turns."""
        cfg = self.config
        with self._judge_lock:
            judge = self._judges.pop(problem.id, None)
            if judge is None or (isinstance(judge, ReferenceJudge)
                                 and judge.problem is not problem):
                _close_judge(judge)
                judge = judge_for(problem, cfg.compiler)
            while len(self._judges) >= self.KEPT_JUDGES:
                _close_judge(self._judges.pop(next(iter(self._judges))))
            self._judges[problem.id] = judge
            if isinstance(judge, str):
                return ExploreOutcome(False, judge)
            numbers, words = constants(asm, problem.baseline_asm)
            return explore_candidate(asm, problem.baseline_asm, binaries, seeds, judge,
                                     numbers, words,
                                     CampaignConfig(runs=cfg.explore_runs,
                                                    budget_s=cfg.explore_s,
                                                    max_inputs=cfg.explore_inputs),
                                     timeout_ms, problem.output_match, cfg.compiler)

    # ------------------------------------------------------------------ evaluating
    def evaluate(self, problem: Problem, asm: str | None, extra_tests: Sequence[TestCase] = (),
                 *, timing: MeasureConfig | None = None, verify: bool = True) -> Verdict:
        """Judge one candidate; ``extra_tests`` are the cases of the tiers the caller supplies
        (``Source.CALLER``: the search's fuzz inputs).  ``timing`` replaces the
        configured measurement for this call, and ``verify=False`` skips the hidden and fuzz
        tests (a search's cheap screen).  Never raises for the candidate's faults; raises only
        :class:`SandboxUnavailable` (the machine cannot sandbox at all: stop the run)."""
        if asm is None or not asm.strip():
            return Verdict(Status.ASSEMBLE_ERROR, "no assembly to assemble")
        if len(asm.encode("utf-8", errors="replace")) > MAX_ASM_BYTES:
            return Verdict(Status.ASSEMBLE_ERROR,
                           f"candidate larger than {MAX_ASM_BYTES >> 20} MiB of assembly")
        try:
            asm.encode("utf-8")
        except UnicodeEncodeError as exc:  # lone surrogates: bytes decoded with surrogateescape
            return Verdict(Status.ASSEMBLE_ERROR,
                           f"candidate is not valid UTF-8 text (character {exc.start})")
        try:
            base_bin = self.baseline_binary(problem)
        except SandboxUnavailable:
            raise
        except SandboxError as exc:
            return Verdict(Status.SANDBOX_ERROR, str(exc))
        identical = canonical_asm(asm) == canonical_asm(problem.baseline_asm)
        cand_bin, status, message = self._build(asm, "cand", problem.link_libs)
        if cand_bin is None:
            return Verdict(status, message)
        (public,) = tiers_at(TierStage.STATUS)
        tests = _inputs(public, problem, extra_tests)
        checks = [test for spec in tiers_at(TierStage.INPUTS) if tier_on(spec, self.config)
                  for test in _inputs(spec, problem, extra_tests)] if verify else []
        hidden = _tagged(Phase.HIDDEN, problem.hidden_tests)
        config = replace(self.config, timing=timing) if timing is not None else self.config
        timed = _timed_tests(config, tests, hidden, _tagged(Phase.BENCH, problem.bench_tests))
        try:
            with self._runners.lease() as sb:
                start_bin = self.start_binary(problem.link_libs) \
                    if not identical and method_spec(config.timing.method).run else None
                return _Session(sb, self._baseline_runs, config, problem, base_bin, cand_bin,
                                tests, checks, timed, asm, self.explore,
                                start_bin).verdict(identical, verify)
        except SandboxUnavailable:
            raise
        except SandboxCrashed as exc:
            # the candidate runs in a PID namespace of its own, out of reach of the runner: a
            # runner that dies was killed from outside (or by the OOM killer); this candidate's
            # verdict is a harness failure, which scores as nothing compiled (never credit)
            return Verdict(Status.SANDBOX_ERROR, f"the sandbox's runner died: {exc}",
                           flags=(Flag.SANDBOX_RUNNER_KILLED,))
        except SandboxError as exc:
            return Verdict(Status.SANDBOX_ERROR, str(exc))
        finally:
            cand_bin.unlink(missing_ok=True)


def _coverage_note(problem: Problem, spec: TierSpec) -> str:
    """The reference's coverage the maker of a tier's inputs recorded in the problem's meta
    (``TierSpec.meta``; the generated inputs' ``verify``), for the verdict."""
    made = (problem.meta.get(spec.meta) or {}) if spec.meta else {}
    sites, before, after = (made.get(k) for k in ("sites", "covered_by_tests",
                                                  "covered_with_generated"))
    if not isinstance(sites, int) or not sites or not isinstance(after, int):
        return ""
    return f"reference coverage {before}/{sites} -> {after}/{sites} blocks"


def _why_absent(spec: TierSpec, problem: Problem, config: HarnessConfig) -> str:
    """Why a tier had no cases: turned off, what their maker noted, or its declared words."""
    if not tier_on(spec, config):
        return f"turned off ({spec.switch})"
    note = (problem.meta.get(spec.meta) or {}).get("note") if spec.meta else None
    return str(note) if note else spec.absent


def _no_generated_why(problem: Problem, config: HarnessConfig) -> str:
    return _why_absent(tier_spec(Tier.GENERATED), problem, config)


def _timed_tests(config: HarnessConfig, public: list[_Test], hidden: list[_Test],
                 bench: list[_Test]) -> list[_Test]:
    """The inputs the speedup is measured on (module docstring, step 4)."""
    if config.time_on is TimeOn.PUBLIC:
        return public
    return bench or hidden or public


class _TimedRunner:
    """A session's timed runs, as the measurement asks for them
    (:class:`~superasm.measure.StartTimingRunner`): ``times_start`` where the session holds the
    start runs' program."""

    def __init__(self, session: _Session, baseline: dict[str, _BaselineRun],
                 count_flags: set[str] | None, times_start: bool) -> None:
        self.session, self.baseline, self.count_flags = session, baseline, count_flags
        self.times_start = times_start

    def __call__(self, runs: Sequence[tuple[str, int]], wrapper: Sequence[str] = (),
                 slowdown: float = 1.0, count_log: bool = False) -> list[RunSample]:
        return self.session._timed_runs(runs, self.baseline, self.count_flags, wrapper,
                                        slowdown, count_log)


class _Session:
    """One candidate's run sandbox: the test, verify and measure phases, each a value."""

    def __init__(self, sandbox: Sandbox, baseline_runs: _BaselineRuns,
                 config: HarnessConfig, problem: Problem, base_bin: Path, cand_bin: Path,
                 tests: list[_Test], checks: list[_Test], timed: list[_Test],
                 asm: str = "", explore: _Explore | None = None,
                 start_bin: Path | None = None) -> None:
        self.sb, self.baseline_cache, self.asm = sandbox, baseline_runs, asm
        self.explore = explore
        self.config, self.problem = config, problem
        self.base_bin, self.cand_bin = base_bin, cand_bin
        #: the start runs' program (process start, timed in each round); None: not timed
        self.start_bin = start_bin
        self.tests, self.checks, self.timed = tests, checks, timed
        self.match = problem.output_match
        self.every = list({t.file: t for t in tests + checks + timed}.values())
        self.expected = {t.file: expected_sha256(t.case, self.match) for t in self.every}

    def verdict(self, identical: bool, verify: bool = True) -> Verdict:
        """The phases' verdict; without ``verify`` the checks were not run: ``verified`` None."""
        names = [t.file for t in self.every] + ["base.bin", "cand.bin"] \
            + (["start.bin"] if self.start_bin else [])
        try:
            for test in self.every:
                self.sb.add_file(test.file, test.case.input)
            self.sb.add_executable("base.bin", self.base_bin)
            self.sb.add_executable("cand.bin", self.cand_bin)
            if self.start_bin:
                self.sb.add_executable("start.bin", self.start_bin)
            return self._phases(identical, verify)
        finally:  # the sandbox is kept for the next candidate: nothing of this one stays in it
            for name in names:
                self.sb.remove_file(name)

    def _phases(self, identical: bool, verify: bool) -> Verdict:
        # the baseline ahead of the candidate on what decides correctness (its time sets the
        # candidate's limits); on timing inputs only if they are timed (see _measured's runner)
        ahead = list({t.file: t for t in self.tests + self.checks}.values())
        baseline, baseline_seconds = self._baseline_runs(ahead)
        flags = tuple(sorted(Flag.baseline_disagrees(t.phase, t.index)
                             for t in ahead if not baseline[t.file].agrees))
        public = self._phase(self.tests, baseline, self.config.stop_at_first_failure)
        seconds = baseline_seconds + public.program_seconds
        if public.failure is not None:
            return replace(public.failure, tests_passed=public.passed, tests_total=public.total,
                           flags=flags, program_seconds=seconds,
                           checks=self._input_checks(public, None))
        check = self._phase(self.checks, baseline, stop_first=self.config.stop_at_first_failure)
        seconds += check.program_seconds
        checks = self._input_checks(public, check if verify else None)
        failure = check.failure
        if verify and not identical:
            found = self._runner_tiers(baseline, failure)
            checks, failure, seconds = checks + found.checks, found.failure, seconds + found.seconds
        verified_detail = f"{failure.detail} ({failure.status.value})" if failure else ""
        correct = Verdict(Status.CORRECT, tests_passed=public.passed, tests_total=public.total,
                          verified=failure is None if verify else None,
                          verified_detail=verified_detail,
                          failure=failure.failure if failure else None,
                          flags=flags, program_seconds=seconds, checks=checks)
        if identical:
            return replace(correct, identical_to_baseline=True,
                           detail="identical to the baseline assembly: 1.00× by definition")
        if failure is not None and self.timed is not self.tests:
            # wrong on an unseen input: no credit either way; the paper's number (timed on
            # the public tests, as it did) is still reported beside it
            self.timed = self.tests
        return self._measured(correct, baseline)

    def _input_checks(self, public: _PhaseOutcome,
                      check: _PhaseOutcome | None) -> tuple[Check, ...]:
        """The input tiers' counts: the tier that decides the status, then each tier of the
        inputs stage that had inputs (or says why it had none), in the table's order."""
        (status_tier,) = tiers_at(TierStage.STATUS)
        out = [Check(status_tier.tier, True, public.passed, public.total,
                     public.failure is None)]
        if check is None:
            return tuple(out)
        for spec in tiers_at(TierStage.INPUTS):
            total = sum(1 for t in self.checks if t.phase is spec.phase)
            if not total:
                if spec.absent:
                    out.append(Check(spec.tier, False,
                                     detail=_why_absent(spec, self.problem, self.config)))
                continue
            passed = check.passed_by.get(spec.phase, 0) if spec.phase is not None else 0
            out.append(Check(spec.tier, True, passed, total, passed == total,
                             _coverage_note(self.problem, spec)))
        return tuple(out)

    def _runner_tiers(self, baseline: dict[str, _BaselineRun],
                      failure: Verdict | None) -> _RunnerOutcome:
        """The tiers with runners, one runner at a time in the table's order, each only while
        nothing has refuted the candidate (``failure`` is the inputs' first failure)."""
        checks: tuple[Check, ...] = ()
        seconds = 0.0
        for specs in runner_groups():
            if failure is not None:
                break
            if tier_on(specs[0], self.config):
                found = _RUNNERS[specs[0].runner](self, specs, baseline)
                checks, failure = checks + found.checks, found.failure
                seconds += found.seconds
        return _RunnerOutcome(checks, failure, seconds)

    def _explored(self, specs: tuple[TierSpec, ...],
                  baseline: dict[str, _BaselineRun]) -> _RunnerOutcome:
        """The explored tier: a campaign on the candidate's own code, then the candidate on
        every valid input it found, against the reference's answer (superasm.campaign)."""
        (spec,) = specs
        if self.explore is None or spec.phase is None:
            return _RunnerOutcome((), None, 0.0)
        seeds = [t.case.input for t in self.tests + self.checks if t.phase is not Phase.FUZZ]
        slowest = max((baseline[t.file].wall_s for t in self.tests + self.checks
                       if t.file in baseline), default=0.01)
        outcome = self.explore(self.problem, self.asm, (self.base_bin, self.cand_bin), seeds,
                               int(5000 * slowest) + 20)
        if not outcome.ran or not outcome.tests:
            return _RunnerOutcome((Check(spec.tier, outcome.ran, 0, 0,
                                         True if outcome.ran else None, outcome.detail[:600]),),
                                  None, 0.0)
        tests = _tagged(spec.phase, list(outcome.tests))
        with self.staged(tests):
            runs, base_seconds = self._baseline_runs(tests)
            result = self._phase(tests, runs, stop_first=self.config.stop_at_first_failure)
        check = Check(spec.tier, True, result.passed, len(tests), result.failure is None,
                      outcome.detail[:600])
        return _RunnerOutcome((check,), result.failure,
                              base_seconds + result.program_seconds)

    @contextmanager
    def staged(self, tests: list[_Test]) -> Iterator[None]:
        """Inputs a runner found, in the sandbox (with their expected outputs' hashes) while it
        runs them, and out of it however that ends: the sandbox is kept for the next
        candidate."""
        for test in tests:
            self.sb.add_file(test.file, test.case.input)
            self.expected[test.file] = expected_sha256(test.case, self.match)
        try:
            yield
        finally:
            for test in tests:
                self.sb.remove_file(test.file)

    def _functions(self, specs: tuple[TierSpec, ...],
                   baseline: dict[str, _BaselineRun]) -> _RunnerOutcome:
        """The function tier's runner: its checks, and a counterexample refutes the candidate."""
        checks, refuted = self._function_checks(specs)
        return _RunnerOutcome(checks, None if refuted is None
                              else Verdict(Status.WRONG_OUTPUT, refuted), 0.0)

    def _function_checks(self, specs: tuple[TierSpec, ...]
                         ) -> tuple[tuple[Check, ...], str | None]:
        """The function tier (superasm.equiv), one check per method (``function-METHOD``):
        checks, and the counterexample that refutes the candidate (None when none does)."""
        found = check_functions(self.problem, self.asm, budget_s=self.config.function_budget_s,
                                compiler=self.config.compiler)
        checks: list[Check] = []
        refuted = None
        for tier in (spec.tier for spec in specs):
            method = tier.value.split("-", 1)[1]
            mine = [f for f in found if f.method == method]
            ran = [f for f in mine if f.ran]
            if not ran:
                why = "; ".join(sorted({f"{f.function}: {f.why_not}" for f in mine})) \
                    or "no function of the source outside main in both programs"
                checks.append(Check(tier, False, detail=why[:300]))
                continue
            failed = [f for f in ran if f.passed is False]
            detail = "; ".join(f"{f.function}: {f.bound}" for f in ran)[:300] if not failed \
                else f"{failed[0].function}: {failed[0].counterexample}"[:300]
            checks.append(Check(tier, True, sum(f.cases for f in ran if f.passed),
                                sum(f.cases for f in ran), not failed, detail))
            if failed and refuted is None:
                refuted = (f"function {failed[0].function} differs from the baseline's "
                           f"({method}): {failed[0].counterexample}")[:600]
        return tuple(checks), refuted

    def _binary(self, which: str) -> str:
        return {BASELINE: "/in/base.bin", START: "/in/start.bin"}.get(which, "/in/cand.bin")

    def _request(self, binary: str, test: _Test, timeout_s: float, wrapper: Sequence[str] = (),
                 count_log: bool = False, limits: Limits | None = None,
                 expect_exit: int | None = None) -> dict[str, Any]:
        """One run in a fresh world: the program is /prog whichever binary it is."""
        return run_request([*wrapper, PROGRAM_PATH], stdin=f"/in/{test.file}",
                           timeout_s=timeout_s, limits=limits or self.config.run_limits(),
                           output_match=self.match,
                           expect_exit=test.case.exit_code if expect_exit is None else expect_exit,
                           isolate=True, program=binary, root="system" if wrapper else "minimal",
                           count_log=count_log,
                           libraries=runtime_libraries(self.problem.link_libs))

    def _judge(self, result: ProcResult, test: _Test) -> RunJudgement:
        """One run against its test; a run killed at the CPU limit is a time-out."""
        if self.problem.checker is not None:  # the problem's own checker decides (issue 34)
            return judge_by_checker(self.sb, self.problem.checker, result, test.case,
                                    self.config.run_limits().cpu_s)
        return judge(result, test.case, self.match, self.expected[test.file],
                     cpu_limit_s=self.config.run_limits().cpu_s)

    def _baseline_key(self, test: _Test) -> tuple[str, str]:
        return self.baseline_cache.key(self.problem, test.case, self.expected[test.file])

    def _baseline_runs(self, tests: list[_Test]) -> tuple[dict[str, _BaselineRun], float]:
        """The baseline on every test, run once per harness and remembered."""
        runs = self.baseline_cache.runs
        todo = [t for t in tests if self._baseline_key(t) not in runs]
        results = self.sb.run_batch([self._request("/in/base.bin", t, self.config.max_timeout_s)
                                     for t in todo])
        for test, result in zip(todo, results, strict=True):
            self._remember(test, result, self._judge(result, test).status is Status.CORRECT)
        return {t.file: runs[self._baseline_key(t)] for t in tests}, sum(r.wall_s for r in results)

    def _remember(self, test: _Test, result: ProcResult, agrees: bool) -> _BaselineRun:
        run = _BaselineRun(result.wall_s, agrees)
        self.baseline_cache.runs[self._baseline_key(test)] = run
        return run

    def _timeout(self, baseline: _BaselineRun) -> float:
        cfg = self.config
        return min(cfg.max_timeout_s, max(cfg.min_timeout_s, cfg.timeout_factor * baseline.wall_s))

    def _phase(self, tests: list[_Test], baseline: dict[str, _BaselineRun],
               stop_first: bool) -> _PhaseOutcome:
        """The candidate on each test of one phase, in one request; the first failure kept."""
        results = self.sb.run_batch(
            [self._request("/in/cand.bin", t, self._timeout(baseline[t.file])) for t in tests],
            stop_on_failure=stop_first)
        passed, failure = 0, None
        passed_by: dict[Phase, int] = {}
        for test, result in zip(tests, results, strict=False):
            judgement = self._judge(result, test)
            if judgement.status is Status.CORRECT:
                passed += 1
                passed_by[test.phase] = passed_by.get(test.phase, 0) + 1
            elif failure is None:
                failure = self._failure(test, result, judgement.status, judgement.detail,
                                        judgement.offset)
                if stop_first:
                    break
        return _PhaseOutcome(passed, len(tests), failure, sum(r.wall_s for r in results),
                             passed_by)

    @staticmethod
    def _failure(test: _Test, result: ProcResult, status: Status, detail: str,
                 offset: int | None) -> Verdict:
        return Verdict(status, f"{test.label()}: {detail}", test=test.index,
                       test_name=test.case.name, phase=test.phase,
                       failure=Failure(excerpt(test.case.input), excerpt(test.case.output),
                                       excerpt(result.stdout), offset))

    def _measured(self, correct: Verdict, baseline: dict[str, _BaselineRun]) -> Verdict:
        cfg = self.config
        timing = cfg.timing
        spec = method_spec(timing.method)
        flags: set[str] = set()
        # instruction counts are confirmed by the default method's timed rounds: the same rule
        if self.sb.cpu_accounting is not CpuAccounting.CGROUP and timing.clock is Clock.CPU \
                and spec.follows_clock:
            warn_once("cpu-accounting", "no per-run CPU accounting here (no cgroup superasm can "
                      "write: run as root or delegate a cgroup): a run's children reaped by the "
                      "kernel would not be charged, so timing decides on the wall clock; see "
                      "SECURITY.md")
            timing = replace(timing, clock=Clock.WALL)
            flags.add(Flag.CPU_ACCOUNTING_UNAVAILABLE)
        if self.timed[0].phase is Phase.PUBLIC and cfg.time_on is TimeOn.UNSEEN:
            flags.add(Flag.TIMED_ON_SHOWN_INPUTS)
        counted = spec.unit is Unit.INSTRUCTIONS

        runner = _TimedRunner(self, baseline, flags if counted else None,
                              times_start=self.start_bin is not None)
        try:
            m = measure(runner, len(self.timed), timing)
        except InstructionCountMissing as exc:
            return Verdict(Status.SANDBOX_ERROR, str(exc))
        except TimingRunFailed as exc:
            return self._failed_while_timed(correct, exc)
        if m is None:
            return correct
        if Flag.UNCOUNTED_TASKS in flags and m.decision is Decision.FASTER:
            m = replace(m, decision=Decision.UNCOUNTED)
        m = replace(m, timed_on=self.timed[0].phase,
                    flags=tuple(sorted({*m.flags, *flags})))
        return replace(correct, measurement=m, flags=tuple(sorted({*correct.flags, *m.flags})),
                       program_seconds=correct.program_seconds + m.program_seconds)

    def _timed_runs(self, runs: Sequence[tuple[str, int]], baseline: dict[str, _BaselineRun],
                    count_flags: set[str] | None, wrapper: Sequence[str] = (),
                    slowdown: float = 1.0, count_log: bool = False) -> list[RunSample]:
        """A timing method's runs (its :class:`~superasm.measure.Runner`), in one request
        where the candidate's time limits are known; a timing input the baseline has not run
        yet (bench tests are not run ahead) gets its limit from the baseline's run just before
        in the same round: the request is split there.  Under instruction counting
        (``count_flags`` given) a run the counter may have missed adds ``uncounted_tasks``.
        A start run (:data:`~superasm.measure.START`, process start) gets the test's input
        on stdin like any run; it is ours, so its output is not judged."""
        cfg = self.config
        samples: list[RunSample] = []
        pending: list[tuple[str, int]] = []

        def send() -> None:
            requests = []
            for which, index in pending:
                test = self.timed[index]
                if which == START:
                    requests.append(self._request(self._binary(which), test, cfg.max_timeout_s,
                                                  expect_exit=0))
                    continue
                limit = (cfg.max_timeout_s if which == BASELINE
                         else self._timeout(baseline[test.file])) * slowdown
                limits = replace(cfg.run_limits(limit), address_space=None) if wrapper \
                    else None
                requests.append(self._request(self._binary(which), test, limit, wrapper,
                                              count_log, limits))
            # a failed run ends the measurement: the runs after it in the batch are skipped
            results = self.sb.run_batch(requests, stop_on_failure=True)
            if len(results) < len(pending):  # the agent stopped: its last run failed
                judged = [self._judge(r, self.timed[i]).status
                          for r, (w, i) in zip(results, pending, strict=False) if w != START]
                if all(status is Status.CORRECT for status in judged):
                    which, index = pending[len(results)]
                    raise TimingRunFailed(which, index, Status.RUNTIME_ERROR,
                                          "the sandbox skipped this run")
            for (which, index), result in zip(pending, results, strict=False):
                test = self.timed[index]
                if which == START:
                    samples.append(RunSample(result.cpu_s, result.wall_s))
                    continue
                judgement = self._judge(result, test)
                if judgement.status is not Status.CORRECT:
                    raise TimingRunFailed(which, index, judgement.status, judgement.detail)
                if result.survivors:
                    raise TimingRunFailed(which, index, Status.RUNTIME_ERROR,
                                          "left processes that could not be killed")
                if count_flags is not None and result.tasks != 0:
                    # valgrind cannot count a task that is killed before it reports, and the
                    # kernel says this run had more than one: the count is not the run's
                    count_flags.add(Flag.UNCOUNTED_TASKS)
                if which == BASELINE and not wrapper and test.file not in baseline:
                    baseline[test.file] = self._remember(test, result, agrees=True)
                samples.append(RunSample(result.cpu_s, result.wall_s, result.count_log))
            pending.clear()

        for which, index in runs:
            test = self.timed[index]
            if which == CANDIDATE and test.file not in baseline:
                send()
                if test.file not in baseline:  # not run just before (or under a wrapper)
                    baseline.update(self._baseline_runs([test])[0])
            pending.append((which, index))
        send()
        return samples

    def _failed_while_timed(self, correct: Verdict, exc: TimingRunFailed) -> Verdict:
        """A timed run that failed: the candidate is not correct after all.  An input a model
        was never shown stays unshown: the verdict names the test, not its bytes."""
        if exc.which == BASELINE:
            return Verdict(Status.SANDBOX_ERROR,
                           f"the baseline failed while being timed: {exc.detail}")
        test = self.timed[exc.test]
        if test.phase is Phase.PUBLIC:
            detail = f"{test.label()} while timing (the output changed between runs): {exc.detail}"
        else:
            detail = (f"{test.label()} (a timing input, not shown) failed while timing "
                      f"({exc.status})")
        return replace(correct, status=exc.status, test=exc.test,
                       test_name=test.case.name, phase=test.phase, measurement=None,
                       detail=detail, failure=None)


@dataclass(frozen=True)
class _RunnerOutcome:
    """What a tier's runner found: its checks, the verdict that refutes the candidate (None:
    nothing did), and the seconds the programs ran."""

    checks: tuple[Check, ...]
    failure: Verdict | None
    seconds: float


#: the runners of the tiers that find their own cases (``TierSpec.runner``): each is given its
#: tiers' declarations and the baseline's runs, and runs once for all of them
_RUNNERS: dict[str, Callable[[_Session, tuple[TierSpec, ...], dict[str, _BaselineRun]],
                             _RunnerOutcome]] = {
    "explore": _Session._explored,
    "functions": _Session._functions,
}

# what the table of tiers names here is checked as this module is imported: each switch, option
# and reward setting a field of HarnessConfig, each problem field one of Problem, each runner here
check_tiers(TIERS, settings={f.name for f in fields(HarnessConfig)},
            problem_fields={f.name for f in fields(Problem)}, runners=_RUNNERS)


__all__ = ["Harness", "HarnessConfig", "tier_on"]
