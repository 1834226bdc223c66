"""Building problems from C programs: baseline assembly, expected outputs, provenance.

Expected outputs come from running the program built by the reference compiler (paper §3.2),
inside the sandbox.  The baseline is ``gcc -O3 -S``; its compiler version and flags go into
``meta`` so users know exactly what they compare against.
"""

from __future__ import annotations

from collections.abc import Sequence

from superasm.problem import Problem, TestCase
from superasm.toolchain import BASELINE_FLAGS, DEFAULT_COMPILER, ToolchainError, build_and_run, c_to_asm


class BuildError(RuntimeError):
    """A program cannot become a problem (does not compile, crashes, ...); the message says why."""


def run_outputs(c_source: str, inputs: Sequence[str], compiler: str = DEFAULT_COMPILER,
                flags: Sequence[str] = BASELINE_FLAGS, timeout_s: float = 20.0) -> list[str]:
    built = build_and_run(c_source, inputs, compiler=compiler, flags=flags, timeout_s=timeout_s)
    if not built.ok:
        raise BuildError(f"{' '.join([compiler, *flags])}: {built.stage} failed: {built.error}")
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
        raise BuildError(f"{problem_id}: no test inputs")
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
