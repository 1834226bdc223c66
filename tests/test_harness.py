"""One test per verdict status, with tiny hand-written assembly, asserting effects too."""

from __future__ import annotations

import os
from dataclasses import replace

import pytest
from conftest import double_asm

from superasm.harness import Harness, HarnessConfig, normalize_asm
from superasm.problem import Problem, Status

pytestmark = pytest.mark.needs_bwrap


@pytest.fixture
def harness(fast_config):
    with Harness(replace(fast_config, timing="none")) as h:
        yield h


def test_correct_candidate(harness, double_problem):
    verdict = harness.evaluate(double_problem, double_asm())
    assert verdict.status is Status.CORRECT, verdict.detail
    assert verdict.tests_passed == verdict.tests_total == len(double_problem.tests)
    assert verdict.verified is True


def test_baseline_is_identical_and_exactly_one(fast_config, double_problem):
    with Harness(fast_config) as h:
        verdict = h.evaluate(double_problem, double_problem.baseline_asm)
    assert verdict.correct and verdict.identical_to_baseline
    assert verdict.speedup == verdict.speedup_paper == 1.0
    assert verdict.measurement is None


def test_missing_symbol_is_a_link_error(harness, double_problem):
    verdict = harness.evaluate(double_problem,
                               double_asm(body="    call no_such_function\n"))
    assert verdict.status is Status.LINK_ERROR
    assert "no_such_function" in verdict.detail
    assert not verdict.compiled


def test_garbage_is_an_assemble_error(harness, double_problem):
    verdict = harness.evaluate(double_problem, "this is not assembly at all\n")
    assert verdict.status is Status.ASSEMBLE_ERROR
    assert "assembler" in verdict.detail


def test_empty_candidate(harness, double_problem):
    assert harness.evaluate(double_problem, "  \n").status is Status.ASSEMBLE_ERROR
    assert harness.evaluate(double_problem, None).status is Status.ASSEMBLE_ERROR


def test_wrong_answer_names_the_test_and_shows_a_diff(harness, double_problem):
    verdict = harness.evaluate(double_problem, double_asm(body="    imull $3, %esi\n"))
    assert verdict.status is Status.WRONG_OUTPUT
    assert verdict.test == 0
    assert verdict.failure == {"input": "1\n", "expected": "2\n", "actual": "3\n"}
    assert "line 1" in verdict.detail


def test_infinite_loop_times_out(harness, double_problem):
    verdict = harness.evaluate(double_problem, double_asm(body=".Lspin:\n    jmp .Lspin\n"))
    assert verdict.status is Status.TIMEOUT
    assert "timed out" in verdict.detail


def test_segfault_is_a_runtime_error(harness, double_problem):
    verdict = harness.evaluate(double_problem, double_asm(body="    movl $0, 0\n"))
    assert verdict.status is Status.RUNTIME_ERROR
    assert "SIGSEGV" in verdict.detail


def test_nonzero_exit_is_a_runtime_error(harness, double_problem):
    asm = double_asm().replace("    xorl %eax, %eax\n    addq $24", "    movl $3, %eax\n    addq $24")
    verdict = harness.evaluate(double_problem, asm)
    assert verdict.status is Status.RUNTIME_ERROR
    assert "exit status 3" in verdict.detail


def test_output_flood_hits_the_output_limit(fast_config, double_problem):
    flood = (".Lflood:\n    leaq .Lfmt_out(%rip), %rdi\n    movl $7, %esi\n    xorl %eax, %eax\n"
             "    call printf@PLT\n    jmp .Lflood\n")
    with Harness(replace(fast_config, timing="none", output_bytes=1 << 20)) as h:
        verdict = h.evaluate(double_problem, double_asm(body=flood))
    assert verdict.status is Status.OUTPUT_LIMIT


def test_incbin_of_a_host_file_cannot_read_it(harness, double_problem, tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP SECRET\n")
    os.chmod(tmp_path, 0o755)
    os.chmod(secret, 0o644)
    extra = f'    .section .rodata\n.Lsecret:\n    .incbin "{secret}"\n'
    verdict = harness.evaluate(double_problem, double_asm(extra=extra))
    assert verdict.status is Status.ASSEMBLE_ERROR
    assert "secret.txt" in verdict.detail  # the assembler could not find it: not in the sandbox
    shadow = double_asm(extra='    .section .rodata\n    .incbin "/etc/shadow"\n')
    assert harness.evaluate(double_problem, shadow).status is Status.ASSEMBLE_ERROR


def test_rept_bomb_is_contained(double_problem):
    config = HarnessConfig(timing="none", min_timeout_s=1.0, max_timeout_s=3.0)
    bomb = double_asm(extra="    .rept 1000000000\n    nop\n    .endr\n")
    with Harness(config) as h:
        verdict = h.evaluate(double_problem, bomb)
    assert verdict.status is Status.ASSEMBLE_ERROR


def test_fork_bomb_is_contained(harness, double_problem):
    bomb = ".Lbomb:\n    call fork@PLT\n    jmp .Lbomb\n"
    before = _processes_of_sandbox_uids()
    verdict = harness.evaluate(double_problem, double_asm(body=bomb))
    assert verdict.status in (Status.TIMEOUT, Status.RUNTIME_ERROR)
    assert _processes_of_sandbox_uids() <= before


def test_a_baseline_that_does_not_build_is_a_sandbox_error(harness, double_problem):
    broken = Problem("broken", double_problem.c_source, "not assembly", double_problem.tests)
    verdict = harness.evaluate(broken, double_asm())
    assert verdict.status is Status.SANDBOX_ERROR
    assert "baseline" in verdict.detail
    assert not verdict.correct and verdict.speedup == 1.0


def test_wrong_on_hidden_tests_is_correct_but_not_verified(harness, double_problem):
    # right for the public inputs (1, 21, -7, 1000), wrong for 0 and 123456
    special = ("    cmpl $0, %esi\n    jne .Lok\n    movl $5, %esi\n.Lok:\n    addl %esi, %esi\n")
    verdict = harness.evaluate(double_problem, double_asm(body=special))
    assert verdict.status is Status.CORRECT
    assert verdict.verified is False
    assert "hidden test 0" in verdict.verified_detail
    assert verdict.speedup == 1.0  # never credited


def test_measured_candidate_has_an_interval(fast_config, double_problem):
    with Harness(fast_config) as h:
        verdict = h.evaluate(double_problem, double_asm())
    m = verdict.measurement
    assert verdict.correct and m is not None
    assert m.speedup_ci[0] <= m.speedup <= m.speedup_ci[1]
    assert m.rounds >= 3
    assert "baseline_too_short" in m.flags  # a microsecond program cannot be timed honestly
    assert len(m.per_test) == len(double_problem.tests)


def test_normalize_asm_ignores_whitespace():
    assert normalize_asm("  mov %eax, %ebx\n\n ret \n") == normalize_asm("mov %eax, %ebx\nret")


def _processes_of_sandbox_uids() -> int:
    count = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            uid = os.stat(f"/proc/{entry}").st_uid
        except FileNotFoundError:
            continue
        if 61000 <= uid < 65000:
            count += 1
    return count
