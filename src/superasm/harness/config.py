"""The harness's settings (:class:`HarnessConfig`), written into every run directory, and what
follows from them alone: the limits of every run, which tiers run, which inputs are timed."""

from __future__ import annotations

import enum
import os
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from superasm.measure import MeasureConfig
from superasm.sandbox import Limits
from superasm.tiers import TierSpec
from superasm.toolchain import DEFAULT_COMPILER
from superasm.verdict import TimingMethod


class TimeOn(enum.StrEnum):
    """Which inputs the speedup is measured on (:mod:`superasm.harness`, step 4)."""

    #: bench tests, else hidden tests: never shown to a model (the credited speedup)
    UNSEEN = "unseen"
    #: the public tests, as the paper did (for comparison)
    PUBLIC = "public"


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
    #: the function tier (superasm.verification.equiv): a candidate that passed every input compared, one
    #: function at a time, with the baseline; seconds of the baseline's runs it may spend
    check_functions: bool = True
    function_budget_s: float = 1.5
    #: the explored tier (superasm.verification.campaign): coverage-guided differential fuzzing of the
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


def tier_on(spec: TierSpec, config: HarnessConfig) -> bool:
    """Whether a tier runs under ``config``: its switch above 0 (True, or a budget of runs), or
    no switch at all."""
    return not spec.switch or getattr(config, spec.switch) > 0
