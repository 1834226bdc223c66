"""Hostile candidates: each ends in a status, and nothing it tries reaches the host or the run.

Every case of hostile_cases.py is evaluated once (cached per session) through the real
``Harness``; the generic test checks the status and the effects every case must respect, and the
specific tests below look at the effect each attack aims for (the port it dials, the file it
writes, the process it leaves behind).
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from superasm.harness import Harness, HarnessConfig
from superasm.measure import MeasureConfig
from superasm.problem import Problem
from superasm.toolchain import c_to_asm
from superasm.verdict import Status

from .conftest import Host, Observation, observe, sandbox_processes
from .hostile_cases import CASES_BY_NAME, HOSTILE_CASES, QUICK_CASES, HostileCase

#: every hostile case goes through the explored tier's campaign sandbox as well
pytestmark = [pytest.mark.needs_bwrap, pytest.mark.explore]

MEMORY_LIMIT = 512 << 20
SCRATCH = 64 << 20
#: what a contained candidate may cost the host: its address space, its tmpfs scratch areas,
#: the harness's own buffers, and room for whatever else runs on a shared machine
MEMORY_SLACK = 1 << 30


def hostile_config() -> HarnessConfig:
    return HarnessConfig(timing=MeasureConfig(method="none"), min_timeout_s=1.0, max_timeout_s=2.0,
                         memory_bytes=MEMORY_LIMIT, scratch_bytes=SCRATCH, nproc=32,
                         output_bytes=8 << 20)


@pytest.fixture(scope="module")
def harness(host: Host) -> Iterator[Harness]:
    with Harness(hostile_config()) as h:
        yield h


def candidate_asm(case: HostileCase, host: Host, problem: Problem) -> str:
    """The case's assembly, with the host's paths and ports filled in (C is compiled, sandboxed)."""
    text = case.path.read_text()
    for key, value in host.substitutions(problem).items():
        text = text.replace(key, value)
    if case.path.suffix == ".s":
        return text
    built = c_to_asm(text, flags=("-O1",))
    assert built.ok, f"{case.name}: the hostile C does not compile: {built.error}"
    return built.asm


@pytest.fixture(scope="module")
def observations(harness: Harness, host: Host, add_problem: Problem) -> dict[str, Observation]:
    return _LazyObservations(harness, host, add_problem)


class _LazyObservations(dict):
    """Evaluates a case the first time a test asks for it, so each case runs exactly once."""

    def __init__(self, harness: Harness, host: Host, problem: Problem) -> None:
        super().__init__()
        self.harness, self.host, self.problem = harness, host, problem

    def __missing__(self, name: str) -> Observation:
        asm = candidate_asm(CASES_BY_NAME[name], self.host, self.problem)
        self[name] = observe(self.harness, self.problem, asm, self.host)
        return self[name]


def report(observation: Observation) -> str:
    """What the candidate printed (hostile cases print what they managed to do)."""
    failure = observation.verdict.failure
    return failure.actual if failure else ""


# --------------------------------------------------------------------------- every case
def test_there_are_at_least_25_hostile_cases() -> None:
    assert len(HOSTILE_CASES) >= 25
    for case in HOSTILE_CASES:
        assert case.path.exists()


@pytest.mark.parametrize(
    "case",
    [pytest.param(case, id=case.name, marks=[pytest.mark.slow] if case.slow else [])
     for case in HOSTILE_CASES],
)
def test_hostile_case_is_contained(case: HostileCase, observations: dict[str, Observation],
                                   host: Host) -> None:
    seen = observations[case.name]
    verdict = seen.verdict
    assert verdict.status in case.statuses, (
        f"{case.name} ({case.attack}) ended {verdict.status.value}: {verdict.detail}")
    assert verdict.detail or verdict.status is Status.CORRECT, "a failure must say what happened"
    assert seen.leftover_processes == [], f"{case.name} left processes {seen.leftover_processes}"
    assert seen.changed_files == [], f"{case.name} changed host files {seen.changed_files}"
    assert seen.memory_drop < MEMORY_LIMIT + 2 * SCRATCH + MEMORY_SLACK, (
        f"{case.name} took {seen.memory_drop >> 20} MiB of host memory")
    assert host.sentinel.poll() is None, "a host process was killed"
    assert host.tcp.connections == []
    assert host.secret_text not in verdict.detail and host.secret_text not in report(seen)
    # the run goes on: the same harness still judges the baseline correct afterwards
    # (checked once per case in test_harness_survives_every_case)


def test_harness_survives_every_case(observations: dict[str, Observation], harness: Harness,
                                     add_problem: Problem, host: Host) -> None:
    for case in QUICK_CASES:
        observations[case.name]
    verdict = harness.evaluate(add_problem, add_problem.baseline_asm)
    assert verdict.correct, verdict.detail
    assert sandbox_processes(host.tag, harness.kept_sandboxes()) == []


def test_a_closed_harness_leaves_no_sandbox(harness: Harness, add_problem: Problem,
                                            host: Host) -> None:
    with Harness(hostile_config()) as own:
        assert own.evaluate(add_problem, add_problem.baseline_asm).correct
        kept = own.kept_sandboxes()
        assert len(kept) == 2  # one that builds, one that runs: warm for the next candidate
        assert sandbox_processes(host.tag, kept + harness.kept_sandboxes()) == []
    assert not set(kept) & set(sandbox_processes(host.tag))


# --------------------------------------------------------------------------- effects, by attack
def test_timeouts_are_enforced_promptly(observations: dict[str, Observation]) -> None:
    for name in ("spin", "sleep_forever", "ignore_sigterm", "fork_bomb"):
        seen = observations[name]
        assert seen.verdict.status is Status.TIMEOUT, (name, seen.verdict.detail)
        # the limit is 1 s per run (min_timeout_s); assembling and the baseline add a little
        assert seen.seconds < 15, f"{name} took {seen.seconds:.1f} s to be stopped"


def test_flood_keeps_only_a_bounded_head(observations: dict[str, Observation]) -> None:
    seen = observations["flood_stdout"]
    assert seen.verdict.status is Status.OUTPUT_LIMIT
    assert len(report(seen)) < 4096


def test_scratch_is_bounded_and_the_rest_is_read_only(observations: dict[str, Observation]) -> None:
    """The disk filler reports how many MiB stuck where.  Each run has one fresh root, a tmpfs
    of the scratch size: every writable place (/, /work, /tmp, /dev, /dev/shm) is in it and
    bounded by it; the runtime (/etc) is read-only, and there is no /in at all."""
    lines = [line.split() for line in report(observations["fill_disk"]).splitlines()
             if line.startswith("FILLED")]
    written = {parts[1]: int(parts[2]) for parts in lines}
    assert set(written) == {"/work", "/tmp", "/dev/shm", "/", "/dev", "/etc", "/in"}
    for place in ("/work", "/tmp", "/dev/shm", "/", "/dev"):
        assert written[place] <= SCRATCH >> 20, f"{written[place]} MiB in {place}"
    assert written["/work"] >= 16, "the scratch area works (the control)"
    for place in ("/etc", "/in"):
        assert written[place] == 0, f"{written[place]} MiB written to {place} (unbounded, host RAM)"


def test_tcp_to_host_loopback_never_arrives(observations: dict[str, Observation],
                                            host: Host) -> None:
    seen = observations["tcp_loopback"]
    text = report(seen)
    # a run may open AF_UNIX sockets only (the agent's seccomp filter): no inet socket at all
    assert f"TCP 127.0.0.1:{host.tcp.port} socket Address family not supported" in text
    assert "CONNECTED" not in text
    assert host.tcp.connections == []


def test_udp_to_host_never_arrives(observations: dict[str, Observation], host: Host) -> None:
    observations["udp_loopback"]
    assert host.udp.received() == []
    assert "UDP 8.8.8.8:53 send -1" in report(observations["udp_loopback"])


def test_names_do_not_resolve(observations: dict[str, Observation]) -> None:
    text = report(observations["dns"])
    assert text.count("DNS ") == 3
    assert "RESOLVED" not in text


def test_host_files_are_invisible(observations: dict[str, Observation], host: Host) -> None:
    text = report(observations["read_host_files"])
    assert "READ /etc/shadow denied" in text
    assert f"READ {host.secret} denied" in text
    assert f"READ {host.dataset} denied" in text
    assert f"READ {host.run_dir}/results.jsonl denied" in text
    assert "OPENED" not in text
    assert f"LIST {host.run_dir} denied" in text
    for expected in ("3\n", "42\n"):
        assert f'"output": "{expected}' not in text


def test_writes_outside_scratch_change_nothing(observations: dict[str, Observation],
                                               host: Host) -> None:
    seen = observations["write_outside"]
    assert seen.changed_files == []
    for path in host.forbidden:
        assert not path.exists(), f"{path} was created"
    assert "speedup" not in host.results.read_text()
    text = report(seen)
    assert "WRITE /in/base.bin denied" in text
    assert "WRITE /usr/" in text and "wrote" not in text.split("WRITE /usr/")[1].splitlines()[0]


def test_a_shell_sees_nothing_and_writes_nothing(observations: dict[str, Observation],
                                                 host: Host) -> None:
    seen = observations["execve_shell"]
    assert seen.changed_files == []
    assert "pwned" not in host.results.read_text()
    assert host.secret_text not in report(seen)


def test_killing_everything_reaches_only_the_sandbox(observations: dict[str, Observation],
                                                     host: Host) -> None:
    for name in ("kill_all", "kill_parent", "raw_syscall"):
        seen = observations[name]
        assert seen.verdict.status is not Status.CORRECT
        assert host.sentinel.poll() is None, f"{name} killed a host process"
        assert os.getppid() > 1
    assert observations["kill_parent"].verdict.status is not Status.CORRECT


def test_kill_all_is_the_candidates_own_failure(observations: dict[str, Observation]) -> None:
    """The sandbox's agent is PID 1 of the namespace, which kill(-1) does not reach: the
    candidate only kills its own kind and prints the wrong answer; the runner lives on."""
    verdict = observations["kill_all"].verdict
    assert verdict.status in (Status.WRONG_OUTPUT, Status.RUNTIME_ERROR), verdict.detail
    assert "sandbox_runner_killed" not in verdict.flags
    assert "brought down the sandbox" not in verdict.detail
    if verdict.status is Status.WRONG_OUTPUT:
        assert "still here" in report(observations["kill_all"])


def test_ptrace_of_the_runner_is_refused(observations: dict[str, Observation]) -> None:
    text = report(observations["ptrace_parent"])
    lines = [line for line in text.splitlines() if line.startswith(("PTRACE", "MEM"))]
    # the runner is the candidate's parent and PID 1 of the namespace; it is undumpable:
    # neither attach nor its memory, whichever way the candidate names it
    assert {line.split()[1] for line in lines} == {"1"}, text
    assert len(lines) == 4 and all("ATTACHED" not in line and "OPENED" not in line
                                   for line in lines), text


def test_forged_replies_are_not_believed(observations: dict[str, Observation], harness: Harness,
                                         add_problem: Problem) -> None:
    seen = observations["forge_reply"]
    assert seen.verdict.status is not Status.CORRECT
    assert "wrote" not in report(seen), "the candidate reached the channel to the host"
    assert harness.evaluate(add_problem, add_problem.baseline_asm).correct


def test_privileged_syscalls_fail(observations: dict[str, Observation]) -> None:
    text = report(observations["privilege"])
    attempts = [line for line in text.splitlines() if line.startswith("PRIV")]
    assert len(attempts) == 8
    assert all("SUCCEEDED" not in line for line in attempts), attempts


def test_background_children_do_not_outlive_the_run(observations: dict[str, Observation],
                                                    host: Host) -> None:
    for name in ("setsid_child", "double_fork", "constructor", "init_array"):
        seen = observations[name]
        assert seen.leftover_processes == [], name
    assert not (host.forbidden[0]).exists()


def test_assembler_time_attacks_read_nothing(observations: dict[str, Observation],
                                            host: Host) -> None:
    for name in ("incbin_shadow", "incbin_secret", "include_host"):
        verdict = observations[name].verdict
        assert verdict.status is Status.ASSEMBLE_ERROR
        assert host.secret_text not in verdict.detail
        assert '"output"' not in verdict.detail
        assert "root:" not in verdict.detail


def test_assembler_bombs_are_stopped(observations: dict[str, Observation]) -> None:
    for name in ("huge_fill", "recursive_macro"):
        seen = observations[name]
        assert seen.verdict.status is Status.ASSEMBLE_ERROR, (name, seen.verdict.detail)
        assert seen.verdict.detail.startswith("assembler")


@pytest.mark.slow
def test_rept_bomb_is_stopped_by_the_toolchain_limits(observations: dict[str, Observation]) -> None:
    """10^12 nops: the assembler grinds until the toolchain's wall-clock limit (60 s) ends it."""
    seen = observations["rept_bomb"]
    assert seen.verdict.status is Status.ASSEMBLE_ERROR
    assert seen.seconds < 90


def test_own_start_is_a_link_error(observations: dict[str, Observation]) -> None:
    verdict = observations["own_start"].verdict
    assert verdict.status is Status.LINK_ERROR
    assert "_start" in verdict.detail
