"""One test per verdict status, with tiny hand-written assembly, asserting effects too."""

from __future__ import annotations

import os
import re
import time
from dataclasses import replace

import pytest
from conftest import double_asm, untimed

from superasm.harness import Harness, HarnessConfig
from superasm.measure import MeasureConfig
from superasm.problem import Problem, TestCase
from superasm.toolchain import canonical_asm
from superasm.verdict import Failure, Phase, Status

pytestmark = pytest.mark.needs_bwrap


@pytest.fixture
def harness(fast_config):
    with Harness(untimed(fast_config)) as h:
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
    assert verdict.credited_speedup == verdict.paper_speedup == verdict.speedup_estimate == 1.0
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
    assert verdict.test == 0 and verdict.phase is Phase.PUBLIC
    assert verdict.failure == Failure("1\n", "2\n", "3\n", offset=0)
    assert "line 1" in verdict.detail and "byte 0" in verdict.detail


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
    with Harness(untimed(fast_config, output_bytes=1 << 20)) as h:
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
    config = HarnessConfig(timing=MeasureConfig(method="none"), min_timeout_s=1.0,
                           max_timeout_s=3.0)
    bomb = double_asm(extra="    .rept 1000000000\n    nop\n    .endr\n")
    with Harness(config) as h:
        verdict = h.evaluate(double_problem, bomb)
    assert verdict.status is Status.ASSEMBLE_ERROR


def test_fork_bomb_is_contained(harness, double_problem):
    bomb = ".Lbomb:\n    call fork@PLT\n    jmp .Lbomb\n"
    before = _processes_of_sandbox_uids()
    verdict = harness.evaluate(double_problem, double_asm(body=bomb))
    assert verdict.status in (Status.TIMEOUT, Status.RUNTIME_ERROR)
    # the harness keeps its sandboxes for the next candidate: bubblewrap and its agent, no more
    assert _processes_of_sandbox_uids(kept=harness.kept_sandboxes()) <= before


def test_a_baseline_that_does_not_build_is_a_sandbox_error(harness, double_problem):
    broken = Problem("broken", double_problem.c_source, "not assembly", double_problem.tests)
    verdict = harness.evaluate(broken, double_asm())
    assert verdict.status is Status.SANDBOX_ERROR
    assert "baseline" in verdict.detail
    assert not verdict.correct and verdict.credited_speedup == 1.0


def test_wrong_on_hidden_tests_is_correct_but_not_verified(harness, double_problem):
    # right for the public inputs (1, 21, -7, 1000), wrong for 0 and 123456
    special = ("    cmpl $0, %esi\n    jne .Lok\n    movl $5, %esi\n.Lok:\n    addl %esi, %esi\n")
    verdict = harness.evaluate(double_problem, double_asm(body=special))
    assert verdict.status is Status.CORRECT
    assert verdict.verified is False
    assert verdict.verified_detail.startswith("hidden test 0")
    assert verdict.credited_speedup == 1.0  # never credited


def test_measured_candidate_has_an_interval(fast_config, double_problem):
    with Harness(fast_config) as h:
        verdict = h.evaluate(double_problem, double_asm())
    m = verdict.measurement
    assert verdict.correct and m is not None
    assert m.ci[0] <= m.estimate <= m.ci[1]
    assert m.rounds >= 3 and m.decision
    assert m.other_clock_estimate is not None and m.program_seconds > 0
    assert "baseline_too_short" in m.flags  # a microsecond program cannot be timed honestly
    # timed on the inputs no model was shown: the hidden tests (no bench tests here)
    assert m.timed_on == "hidden" and len(m.per_test) == len(double_problem.hidden_tests)


def test_canonical_asm_sees_through_spacing_comments_and_label_names():
    assert canonical_asm("  mov %eax, %ebx\n\n ret \n") == canonical_asm("mov %eax, %ebx\nret")
    assert canonical_asm(".L3:\n jmp .L3 # loop\n") == canonical_asm(".L7:\n\tjmp .L7\n")
    assert canonical_asm("mov $1, %eax") != canonical_asm("mov $2, %eax")


def test_canonical_asm_keeps_string_literals_byte_for_byte():
    """A '#', a '/*' or two spaces inside a string are the program's output, not a comment or
    spacing: candidates that differ there are not the baseline (and are tested and timed)."""
    for a, b in ((r'.string "#%d\n"', r'.string "#%x\n"'), ('.string "a  b"', '.string "a b"'),
                 ('.ascii "/* x */y"', '.ascii "y"'), (r'.ascii "q\"#1"', r'.ascii "q\"#2"'),
                 ('.string ".L3"', '.string ".L4"'), ("cmpb $'#, %al", "cmpb $'$, %al")):
        assert canonical_asm(a) != canonical_asm(b), (a, b)
    # outside strings, comments and spacing still do not count
    assert canonical_asm('.string "#x"  # a comment\n') == canonical_asm('.string "#x"')
    assert canonical_asm("mov a /* x\n y */, b") == canonical_asm("mov a , b")



def test_relabelled_baseline_is_identical_and_not_timed(fast_config, double_problem):
    relabelled = re.sub(r"\.L(C?)(\d+)", lambda m: f".L{m[1]}{int(m[2]) + 100}",
                        double_problem.baseline_asm) + "\n# a comment\n"
    assert relabelled != double_problem.baseline_asm
    with Harness(fast_config) as h:
        verdict = h.evaluate(double_problem, relabelled)
    assert verdict.identical_to_baseline and verdict.measurement is None


class _CountingRuns(dict):
    """The baseline's remembered runs, counting each time one is remembered (run)."""

    remembered = 0

    def __setitem__(self, key, value):
        self.remembered += 1
        super().__setitem__(key, value)


def test_the_baseline_runs_once_per_harness(fast_config, double_problem):
    with Harness(untimed(fast_config)) as h:
        h._baseline_runs.runs = _CountingRuns()
        first = h.evaluate(double_problem, double_asm())
        after_first = h._baseline_runs.runs.remembered
        second = h.evaluate(double_problem, double_asm())
    runs = len(double_problem.tests) + len(double_problem.hidden_tests)
    assert first.correct and second.correct
    assert after_first == runs  # each test's baseline run once ...
    assert h._baseline_runs.runs.remembered == runs  # ... and the second candidate ran none
    assert len(h._baseline_runs.runs) == runs


def test_exit_status_can_be_part_of_the_expected_result(harness, double_problem):
    exits_3 = double_asm().replace("    xorl %eax, %eax\n    addq $24",
                                   "    movl $3, %eax\n    addq $24")
    tests = [replace(t, exit_code=3) for t in double_problem.tests]
    problem = replace(double_problem, tests=tests, hidden_tests=[])
    assert harness.evaluate(problem, exits_3).correct
    verdict = harness.evaluate(problem, double_asm())
    assert verdict.status is Status.RUNTIME_ERROR and "expected 3" in verdict.detail


def test_binary_output_is_compared_byte_for_byte(harness, double_problem):
    tests = [TestCase(b"1\n", b"\xff\x00\x02\n", name="img.out")]
    problem = replace(double_problem, tests=tests, hidden_tests=[])
    verdict = harness.evaluate(problem, double_asm())
    assert verdict.status is Status.WRONG_OUTPUT and verdict.test_name == "img.out"
    assert "byte 0" in verdict.detail and "ff 00 02" in verdict.detail
    assert "whitespace" not in verdict.detail


def test_output_match_is_a_recorded_option(harness, double_problem):
    crlf = [TestCase(t.input, t.output.replace(b"\n", b"\r\n")) for t in double_problem.tests]
    exact = replace(double_problem, tests=crlf, hidden_tests=[])
    assert harness.evaluate(exact, double_asm()).status is Status.WRONG_OUTPUT
    tolerant = replace(exact, output_match="eol")
    assert harness.evaluate(tolerant, double_asm()).correct


def _processes_of_sandbox_uids(kept: list[int] = ()) -> int:
    """Processes running as a sandbox uid, but for the ``kept`` sandboxes (bubblewrap's pids)
    and one child each, their agent."""
    count, agents = 0, 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            uid = os.stat(f"/proc/{entry}").st_uid
            parent = int(open(f"/proc/{entry}/stat").read().rpartition(")")[2].split()[1])
        except (FileNotFoundError, ProcessLookupError, IndexError):
            continue
        if 61000 <= uid < 65000 and int(entry) not in kept:
            count += 1
            agents += parent in kept
    return count - min(agents, len(kept))


def test_a_screen_skips_the_hidden_tests_and_says_so(harness, double_problem):
    wrong_on_hidden = "    cmpl $0, %esi\n    jne .Lok\n    movl $5, %esi\n.Lok:\n    addl %esi, %esi\n"
    verdict = harness.evaluate(double_problem, double_asm(body=wrong_on_hidden), verify=False)
    assert verdict.correct and verdict.verified is None  # not checked, not "verified"
    assert harness.evaluate(double_problem, double_asm(body=wrong_on_hidden)).verified is False


def test_timing_inputs_are_run_by_the_baseline_only_when_timed(fast_config, double_problem,
                                                                monkeypatch):
    """The baseline runs the bench tests (timing inputs) in the timing rounds, not ahead of
    every candidate: a candidate that is identical, or wrong, never pays for them; the first
    timed candidate's limit on each comes from the baseline's run just before it."""
    from superasm.sandbox import Sandbox

    problem = replace(double_problem, bench_tests=[TestCase("777\n", "1554\n")])
    bench_runs: list[str] = []
    original = Sandbox.run_batch

    def spy(self, requests, stop_on_failure=False):
        results = original(self, requests, stop_on_failure)
        ran = requests[:len(results)]  # with stop_on_failure the agent skips what follows
        bench_runs.extend(r["program"] for r in ran if r.get("stdin") == "/in/bench0.in")
        return results

    monkeypatch.setattr(Sandbox, "run_batch", spy)
    spin = "    cmpl $777, %esi\n    jne .Lok\n.Lspin:\n    jmp .Lspin\n.Lok:\n    addl %esi, %esi\n"
    wrong = "    addl %esi, %esi\n    incl %esi\n"
    with Harness(fast_config) as h:
        assert h.evaluate(problem, problem.baseline_asm + "\n# same\n").identical_to_baseline
        assert h.evaluate(problem, double_asm(body=wrong)).status is Status.WRONG_OUTPUT
        assert bench_runs == []
        started = time.monotonic()
        verdict = h.evaluate(problem, double_asm(body=spin))
        seconds = time.monotonic() - started
    assert verdict.status is Status.TIMEOUT and verdict.phase is Phase.BENCH, verdict.detail
    # one baseline run, then the candidate's, killed at the limit that run set (the minimum,
    # 1 s, for a baseline of a millisecond; not the maximum, 3 s)
    assert bench_runs == ["/in/base.bin", "/in/cand.bin"]
    assert seconds < fast_config.max_timeout_s
    assert len(h._baseline_runs.runs) == len(problem.tests) + len(problem.hidden_tests) + 1
