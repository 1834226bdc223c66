"""A time-out is a time-out: a run killed at its wall-clock or its CPU limit is ``timeout``,
never a crash, in the judge, the builder and the sanitizer check."""

from __future__ import annotations

import signal

import pytest

from superasm.datasets.build import _failure, build_problem
from superasm.problem import TestCase
from superasm.sandbox import Limits, ProcResult
from superasm.toolchain import Workbench
from superasm.verdict import Status
from superasm.verification.judge import judge

SPIN_C = "int main(void) { volatile unsigned long x = 0; for (;;) x++; }\n"


def killed(sig: int | None, cpu_s: float = 1.0, wall_s: float = 1.0, late: bool = False) -> ProcResult:
    return ProcResult(None if sig else 0, sig, late, False, cpu_s, wall_s, "", 0)


def test_cpu_limit_kills_are_time_outs():
    xcpu = killed(signal.SIGXCPU)
    assert xcpu.time_limit_hit() == "killed at its CPU time limit after 1.00 s of CPU"
    assert xcpu.describe() == xcpu.time_limit_hit(), "describe() never calls it a SIGXCPU crash"
    assert killed(None, late=True).time_limit_hit() == "timed out after 1.0 s"
    assert killed(signal.SIGKILL, cpu_s=2.0).time_limit_hit(cpu_limit_s=1.0), "the hard limit"
    assert not killed(signal.SIGKILL, cpu_s=0.1).time_limit_hit(cpu_limit_s=1.0), "killed otherwise"
    assert not killed(signal.SIGSEGV).time_limit_hit()
    assert killed(signal.SIGSEGV).describe() == "killed by SIGSEGV"
    assert judge(xcpu, TestCase("", "")).status is Status.TIMEOUT
    hard = killed(signal.SIGKILL, cpu_s=2.0)
    assert judge(hard, TestCase("", ""), cpu_limit_s=1.0).status is Status.TIMEOUT
    assert judge(hard, TestCase("", "")).status is Status.RUNTIME_ERROR, "no limit known"
    assert judge(killed(signal.SIGSEGV), TestCase("", "")).status is Status.RUNTIME_ERROR
    fine = ProcResult(0, None, False, False, 0.1, 0.1, "", 0)
    assert _failure(killed(signal.SIGXCPU), fine, "-O3", None, "exact", False)[0] == "timeout"
    assert _failure(fine, killed(None, late=True), "-O3", None, "exact", False) == (
        "timeout", "at -O0: timed out after 1.0 s")
    assert _failure(killed(signal.SIGSEGV), fine, "-O3", None, "exact", False)[0] == "crash"


@pytest.mark.needs_bwrap
def test_a_real_run_stopped_by_its_cpu_limit_is_judged_a_time_out():
    with Workbench({"prog.c": SPIN_C}, ["\n"]) as wb:
        assert wb.compile("/in/prog.c", "/work/spin", ["-O1"]).ok
        [result] = wb.run("/work/spin", wb.inputs, timeout_s=30, limits=Limits(cpu_s=1))
    assert result.signal == signal.SIGXCPU and not result.timed_out, "the CPU limit stopped it"
    assert judge(result, TestCase("", "")).status is Status.TIMEOUT
    assert _failure(result, result, "-O3", None, "exact", False, 1.0)[0] == "timeout"


@pytest.mark.needs_bwrap
def test_build_problem_names_a_time_out(monkeypatch):
    from superasm.datasets import build as build_module
    from superasm.datasets.build import BuildError

    real = build_module.build_and_run

    def sooner(*args, **kwargs):  # the builder's 20 s limit made 1 s: the same path, sooner
        return real(*args, **{**kwargs, "timeout_s": 1.0})

    monkeypatch.setattr(build_module, "build_and_run", sooner)
    with pytest.raises(BuildError) as caught:
        build_problem("spin", SPIN_C, ["\n"])
    assert caught.value.stage == "timeout"
