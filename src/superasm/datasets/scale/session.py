"""The ``-O3`` baseline (and its ``-O0`` build) in one sandbox: the judge of every input made."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from superasm.datasets.scale.settings import MAX_OUTPUT_BYTES, ScaleConfig
from superasm.problem import Problem
from superasm.sandbox import Limits, ProcResult, SandboxConfig, SandboxError
from superasm.toolchain import Workbench


@dataclass(frozen=True)
class BaselineRun:
    """The baseline on one input, twice (and the -O0 build once when asked)."""

    ok: bool
    cpu_s: float
    output: bytes
    exit_code: int
    why: str = ""


class BaselineSession:
    """One sandbox holding the problem's ``-O3`` baseline (and its ``-O0`` build): inputs are
    added while it runs, each run in a fresh world as the harness runs it."""

    def __init__(self, problem: Problem, config: ScaleConfig) -> None:
        self.problem, self.config = problem, config
        self._bench = Workbench({"base.s": problem.baseline_asm, "prog.c": problem.c_source},
                                config=SandboxConfig(stdout_head=MAX_OUTPUT_BYTES),
                                compiler=config.compiler, link_libs=problem.link_libs)
        self.has_o0 = False

    def __enter__(self) -> BaselineSession:
        self._bench.__enter__()
        try:
            built = self._bench.compile("/in/base.s", "/work/base", lang="asm")
            if not built.ok:
                raise SandboxError(f"the baseline of {self.problem.id} does not build: "
                                   f"{built.message}")
            if self.config.check_o0 and self.problem.c_source.strip():
                self.has_o0 = self._bench.compile("/in/prog.c", "/work/o0", ("-O0",)).ok
        except BaseException:
            self._bench.__exit__()
            raise
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._bench.__exit__()

    def run(self, inputs: Sequence[bytes], exit_code: int = 0,
            o0: bool = False) -> list[BaselineRun]:
        """The baseline twice on each input (and -O0 once with ``o0``), in one request."""
        paths = [self._bench.add_input(data) for data in inputs]
        timeout, bench, requests = self.config.timeout_s, self._bench, []
        for path in paths:
            requests += [bench.request("/work/base", path, timeout, Limits(
                cpu_s=timeout + 1, file_size=MAX_OUTPUT_BYTES))] * 2
            if o0 and self.has_o0:
                requests.append(bench.request("/work/o0", path, 4 * timeout, Limits(
                    cpu_s=4 * timeout + 1, file_size=MAX_OUTPUT_BYTES)))
        results = self._bench.sandbox.run_batch(requests)
        per = 3 if o0 and self.has_o0 else 2
        return [_judged(results[i * per:(i + 1) * per], exit_code) for i in range(len(paths))]


def _usable(r: ProcResult, exit_code: int) -> str:
    if r.timed_out:
        return "the baseline timed out"
    if r.output_limit or r.stdout_size > len(r.stdout):
        return "the baseline's output is too large"
    if r.signal is not None:
        return f"the baseline {r.describe()}"
    if r.exit_code != exit_code:
        return f"the baseline exited with {r.exit_code}"
    return ""


def _judged(results: list[ProcResult], exit_code: int) -> BaselineRun:
    first, second = results[0], results[1]
    why = _usable(first, exit_code) or _usable(second, exit_code)
    if not why and first.stdout_sha256 != second.stdout_sha256:
        why = "the baseline answered differently when run again"
    if not why and len(results) > 2:
        o0 = results[2]
        if o0.timed_out:
            why = "the -O0 build timed out"
        elif o0.stdout_sha256 != first.stdout_sha256 or o0.exit_code != first.exit_code:
            why = "the -O0 build prints something else (undefined behaviour?)"
    cpu = min(first.cpu_s, second.cpu_s)
    return BaselineRun(not why, cpu, first.stdout if not why else b"", first.exit_code or 0, why)
