"""The sandbox on its own: isolation, limits, cleanup."""

from __future__ import annotations

import os
import shutil
import socket
import statistics
import subprocess
import threading
from pathlib import Path

import pytest

from superasm import _sandbox_agent as agent
from superasm import sandbox as sandbox_module
from superasm.sandbox import (
    Limits,
    Sandbox,
    SandboxCgroups,
    SandboxConfig,
    SandboxUnavailable,
    run_request,
)

pytestmark = pytest.mark.needs_bwrap


def test_runs_a_command_and_hashes_stdout():
    with Sandbox(files={"x.in": "hello\n"}) as sb:
        result = sb.run(["/usr/bin/cat"], stdin="/in/x.in", timeout_s=5)
    assert result.ok and result.stdout == b"hello\n" and result.stdout_size == 6
    import hashlib

    assert result.stdout_sha256 == hashlib.sha256(b"hello\n").hexdigest()
    assert result.cpu_s >= 0 and result.wall_s > 0


def test_host_files_are_invisible_and_inputs_read_only(tmp_path):
    secret = tmp_path / "secret"
    secret.write_text("x")
    with Sandbox(files={"x.in": "data"}) as sb:
        for path in ("/etc/shadow", str(secret), os.path.expanduser("~"), "/root"):
            assert sb.run(["/usr/bin/ls", path], timeout_s=5).exit_code != 0, path
        assert sb.run(["/usr/bin/touch", "/in/new"], timeout_s=5).exit_code != 0
        assert sb.run(["/usr/bin/touch", "/usr/evil"], timeout_s=5).exit_code != 0
        assert sb.run(["/usr/bin/touch", "/work/fine"], timeout_s=5).ok
    assert not (tmp_path / "new").exists()


def test_no_network():
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    listener.settimeout(3)
    port = listener.getsockname()[1]
    accepted = []
    threading.Thread(target=lambda: _accept(listener, accepted), daemon=True).start()
    script = f"exec 3<>/dev/tcp/127.0.0.1/{port} && echo connected"
    with Sandbox() as sb:
        result = sb.run(["/usr/bin/bash", "-c", script], timeout_s=5)
    assert b"connected" not in result.stdout
    listener.close()
    assert not accepted


def _accept(listener, accepted):
    try:
        accepted.append(listener.accept())
    except OSError:
        pass


def test_timeout_kills_the_process_tree_and_background_children():
    with Sandbox() as sb:
        result = sb.run(["/usr/bin/bash", "-c", "(setsid sleep 100 &); trap '' TERM; sleep 100"],
                        timeout_s=1)
        assert result.timed_out
        ps = sb.run(["/usr/bin/ls", "/proc"], timeout_s=5)
    pids = [name for name in ps.stdout.decode().split() if name.isdigit()]
    assert len(pids) <= 2  # the agent (PID 1) and the ls itself


def test_limits_output_memory_and_processes():
    with Sandbox() as sb:
        flood = sb.run(["/usr/bin/yes"], timeout_s=5, limits=Limits(file_size=1 << 20))
        assert flood.output_limit and not flood.ok
        memory = sb.run(["/usr/bin/python3", "-c", "x = bytearray(3 << 30)"], timeout_s=10,
                        limits=Limits(address_space=512 << 20))
        assert memory.exit_code != 0
        bomb = sb.run(["/usr/bin/bash", "-c", "for i in $(seq 200); do sleep 5 & done; wait"],
                      timeout_s=3, limits=Limits(nproc=20))
        assert b"fork" in bomb.stderr or bomb.exit_code != 0 or bomb.timed_out


def test_scratch_is_size_limited_and_wiped_between_runs():
    with Sandbox(config=SandboxConfig(scratch_bytes=4 << 20)) as sb:
        fill = sb.run(["/usr/bin/dd", "if=/dev/zero", "of=/work/big", "bs=1M", "count=16"],
                      timeout_s=10)
        assert fill.exit_code != 0
        sb.run(["/usr/bin/touch", "/work/cache"], timeout_s=5, fresh_work=True)
        assert sb.run(["/usr/bin/ls", "/work/cache"], timeout_s=5).exit_code != 0


def test_the_runner_is_pid_1_and_survives_any_signal_a_command_sends():
    script = ("for s in TERM INT HUP QUIT USR1 USR2 STOP KILL; do kill -$s 1; kill -$s -1; done;"
              " echo done")
    with Sandbox() as sb:
        result = sb.run(["/usr/bin/bash", "-c", script], timeout_s=5)
        assert sb.alive
        after = sb.run(["/usr/bin/echo", "still", "serving"], timeout_s=5)
    assert result.stdout == b"done\n"  # nothing stopped or killed the shell's caller
    assert after.stdout == b"still serving\n"


def test_a_batch_is_one_request_and_can_stop_at_the_first_failure():
    with Sandbox(files={"x.in": "x"}) as sb:
        runs = [run_request(["/usr/bin/true"]), run_request(["/usr/bin/false"]),
                run_request(["/usr/bin/true"])]
        assert [r.exit_code for r in sb.run_batch(runs)] == [0, 1, 0]
        assert [r.exit_code for r in sb.run_batch(runs, stop_on_failure=True)] == [0, 1]
        expected_1 = [run_request(["/usr/bin/false"], expect_exit=1), run_request(["/usr/bin/true"])]
        assert len(sb.run_batch(expected_1, stop_on_failure=True)) == 2


def test_work_after_the_main_process_exits_is_on_both_clocks():
    busy = "(i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done) & exit 0"
    with Sandbox() as sb:
        result = sb.run(["/usr/bin/bash", "-c", busy], timeout_s=10)
    assert result.outlived_main
    # the loop, left running when the main process exits, is stopped then; what it did until
    # then is charged to the run (more CPU than the main process's own), and the wall clock
    # ends when it is gone, so it holds at least that CPU time (work on one core)
    after_main = result.cpu_s - result.main_cpu_s
    assert after_main > 0
    assert result.wall_s >= after_main


@pytest.mark.skipif(shutil.which("as") is None or shutil.which("objcopy") is None,
                    reason="no binutils (apt-get install binutils)")
def test_the_launcher_is_its_assembly(tmp_path: Path) -> None:
    """The launcher's bytes in the agent are what its source in the agent assembles to."""
    (tmp_path / "launcher.s").write_text(agent.LAUNCHER_ASM)
    subprocess.run(["as", "--64", "-o", "launcher.o", "launcher.s"], cwd=tmp_path, check=True)
    subprocess.run(["objcopy", "-O", "binary", "-j", ".text", "launcher.o", "launcher.bin"],
                   cwd=tmp_path, check=True)
    assert (tmp_path / "launcher.bin").read_bytes() == agent.LAUNCHER_CODE
    assert agent.launcher_elf().startswith(b"\x7fELF")


def test_the_sandbox_set_up_is_off_both_clocks() -> None:
    """Issue 33: the clocks start at the launcher, just before the program's own execve, after
    the whole set-up of its world and its process.  A sandbox whose set-up is made slower on
    purpose (its agent holds 128 MB more, which each run's processes copy at their fork and
    tear down at their first exec) reads no more than a control sandbox beside it; with the
    clocks started in the program's process before its exec, as they were (the launcher
    off), the same ballast lands on both clocks.  The two sandboxes take turns."""
    ballast = 128 << 20

    def request(launcher: bool, extra: int) -> dict[str, object]:
        return run_request(["/usr/bin/true"], timeout_s=20, isolate=True, program="/usr/bin/true",
                           root="system") | {"launcher": launcher, "agent_ballast_bytes": extra}

    runs: dict[tuple[bool, int], list[sandbox_module.ProcResult]] = {}
    with Sandbox(config=SandboxConfig(cpu=0)) as light, \
            Sandbox(config=SandboxConfig(cpu=0)) as heavy:
        heavy.run_batch([request(True, ballast)])
        for _ in range(7):
            for sb, extra in ((light, 0), (heavy, ballast)):
                for launcher in (True, False):
                    runs.setdefault((launcher, extra), []).extend(
                        sb.run_batch([request(launcher, extra)] * 2))
    assert all(r.ok for rs in runs.values() for r in rs)
    assert {r.clock_start for r in runs[(True, 0)]} == {"exec"}
    assert {r.clock_start for r in runs[(False, 0)]} == {"child"}

    def grown(launcher: bool, field: str) -> float:
        """How much the ballast grew a reading (medians, heavy against light)."""
        return (statistics.median(getattr(r, field) for r in runs[(launcher, ballast)])
                - statistics.median(getattr(r, field) for r in runs[(launcher, 0)]))

    # the launcher's runs paid for the ballast too: before their clocks started
    assert grown(True, "setup_cpu_s") > grown(False, "cpu_s") / 2
    for clock in ("cpu_s", "wall_s", "main_cpu_s"):
        on_the_clocks = grown(False, clock)  # the old start: the tear-down is on the clocks
        assert on_the_clocks > 0, (clock, on_the_clocks)
        assert grown(True, clock) < on_the_clocks / 4, (clock, grown(True, clock), on_the_clocks)


@pytest.mark.skipif(not SandboxCgroups.probe()[0],
                    reason="no writable memory cgroup here (an unprivileged user, or a "
                           "locked-down container): RLIMIT_AS bounds each process alone")
def test_memory_is_bounded_for_all_processes_together():
    # four processes of 300 MB each: every one is under the 512 MB per-process limit.  The OOM
    # killer may pick any of the four, so the main process waits for its children and exits 3
    # when one of them was killed (it may also be the victim itself: SIGKILL)
    hog = ("import os, sys, time\n"
           "children = []\n"
           "for _ in range(3):\n"
           "    pid = os.fork()\n"
           "    if pid == 0: children = None; break\n"
           "    children.append(pid)\n"
           "x = bytearray(300 << 20)\n"
           "for i in range(0, len(x), 4096): x[i] = 1\n"
           "time.sleep(1)\n"
           "if children is None: os._exit(0)\n"
           "statuses = [os.waitpid(pid, 0)[1] for pid in children]\n"
           "sys.exit(3 if any(os.WIFSIGNALED(s) for s in statuses) else 0)\n")
    limits = Limits(address_space=512 << 20, nproc=16)
    with Sandbox(config=SandboxConfig(memory_bytes=600 << 20)) as sb:
        assert sb.memory_cgroup
        together = sb.run(["/usr/bin/python3", "-c", hog], timeout_s=20, limits=limits)
    with Sandbox() as sb:
        alone = sb.run(["/usr/bin/python3", "-c", hog], timeout_s=20, limits=limits)
    assert alone.ok, "the control: without the cgroup the same program runs"
    # the OOM killer, inside the group: the main process or one of its children
    assert not together.ok
    assert together.signal == 9 or together.exit_code == 3, together


def test_missing_bubblewrap_is_a_clear_error():
    with pytest.raises(SandboxUnavailable, match="apt-get install bubblewrap"):
        Sandbox(config=SandboxConfig(bwrap="no-such-bwrap")).start()


def test_without_a_cgroup_of_its_own_a_user_scope_bounds_the_memory(tmp_path, monkeypatch):
    """A user who cannot make a memory cgroup: the sandbox starts in a transient systemd scope
    with the memory limit (``systemd-run --user --scope``); here a stand-in systemd-run records
    what it was asked and starts the rest, so the request's shape is what is checked."""
    asked = tmp_path / "asked"
    fake = tmp_path / "bin" / "systemd-run"
    fake.parent.mkdir()
    fake.write_text("#!/bin/sh\n"
                    f"echo \"$@\" >> {asked}\n"
                    "while [ \"$1\" != \"--\" ]; do shift; done\nshift\nexec \"$@\"\n")
    fake.chmod(0o755)
    runtime = tmp_path / "run"
    (runtime / "systemd").mkdir(parents=True)
    (runtime / "systemd" / "private").touch()
    monkeypatch.setenv("PATH", f"{fake.parent}:{os.environ['PATH']}")
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    sandbox_module._user_scope_works.cache_clear()
    monkeypatch.setattr(SandboxCgroups, "create", classmethod(
        lambda cls, memory_bytes, uid, accounting=True: cls()))  # no cgroup can be made
    monkeypatch.setattr(sandbox_module.os, "geteuid", lambda: 1000)  # as a user would
    try:
        with Sandbox(config=SandboxConfig(memory_bytes=300 << 20)) as sb:
            assert sb.memory_cgroup
            result = sb.run(["/usr/bin/true"])
    finally:
        sandbox_module._user_scope_works.cache_clear()
    assert result.ok
    lines = asked.read_text().splitlines()
    assert lines[0].endswith("-- /bin/true"), "the probe: a scope with a limit must run"
    start = lines[-1].split()
    assert start[:3] == ["--user", "--scope", "--quiet"]
    assert f"--property=MemoryMax={300 << 20}" in start and "--property=MemorySwapMax=0" in start
    assert start[start.index("--") + 1].endswith("bwrap")


def test_without_systemd_no_scope_is_claimed(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))  # no user manager there
    sandbox_module._user_scope_works.cache_clear()
    try:
        assert sandbox_module.user_scope(1 << 30) == []
    finally:
        sandbox_module._user_scope_works.cache_clear()


def test_a_batch_whose_outputs_may_pass_one_reply_is_sent_in_parts():
    """Runs that may each print a large head go in several round trips, in order (a batch of
    echoed 1.5 MB inputs once failed the whole sandbox: "an oversized reply")."""
    from superasm.sandbox import REPLY_BUDGET, _reply_sized
    small = [{"stdout_head": 64 << 10, "n": i} for i in range(5)]
    assert _reply_sized(small) == [small]
    big = [{"stdout_head": 16 << 20, "stderr_tail": 48 << 10, "n": i} for i in range(7)]
    parts = _reply_sized(big)
    assert [r["n"] for part in parts for r in part] == list(range(7))
    assert len(parts) > 1 and all(
        sum(r["stdout_head"] + 8192 + r["stderr_tail"] for r in part) <= REPLY_BUDGET
        for part in parts)
    assert _reply_sized([{"stdout_head": 64 << 20}]) == [[{"stdout_head": 64 << 20}]]


def test_stale_cgroups_already_removed_by_another_sandbox_are_no_error(tmp_path, monkeypatch):
    """Two sandboxes starting at once both clear what a killed process left: the second finds
    the directory gone mid-way, and goes on (a top-up with two workers crashed on it)."""
    from superasm import sandbox as sandbox_module

    stale = tmp_path / "superasm-999999999-abc"
    (stale / "run1").mkdir(parents=True)
    real_iterdir = type(stale).iterdir

    def vanished(self):
        if self == stale:
            (stale / "run1").rmdir()
            stale.rmdir()  # the other sandbox got there first
            raise FileNotFoundError(str(stale))
        return real_iterdir(self)

    monkeypatch.setattr(type(stale), "iterdir", vanished)
    sandbox_module._remove_stale(tmp_path)
    assert not stale.exists()
