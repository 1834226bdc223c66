"""The registry of hostile candidates: what each tries, and how its evaluation may end.

A case "is contained" when its evaluation ends in one of ``statuses`` *and* the effect checks
of test_hostile.py hold (no process left, host files unchanged, ports untouched, host memory
fine).  Some cases answer correctly on purpose (a background child next to a correct answer):
for them the status may be ``correct``; the effects are the point.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from superasm.verdict import Status

CASES_DIR = Path(__file__).with_name("cases")

S = Status


@dataclass(frozen=True)
class HostileCase:
    name: str
    attack: str  # the item of issue 6 it covers
    statuses: frozenset[Status]
    #: takes the toolchain's full wall-clock limit (60 s) to be stopped
    slow: bool = False

    @property
    def path(self) -> Path:
        for suffix in (".c", ".s"):
            path = CASES_DIR / f"{self.name}{suffix}"
            if path.exists():
                return path
        raise FileNotFoundError(f"no case file for {self.name!r} in {CASES_DIR}")


def _case(name: str, attack: str, *statuses: Status, slow: bool = False) -> HostileCase:
    return HostileCase(name, attack, frozenset(statuses), slow)


HOSTILE_CASES: tuple[HostileCase, ...] = (
    _case("fork_bomb", "fork bomb", S.TIMEOUT, S.RUNTIME_ERROR),
    _case("memory_hog", "unbounded memory", S.RUNTIME_ERROR, S.TIMEOUT),
    _case("fill_disk", "fill the disk", S.WRONG_OUTPUT),
    _case("flood_stdout", "flood stdout", S.OUTPUT_LIMIT),
    _case("flood_stderr", "flood stderr", S.OUTPUT_LIMIT),
    _case("spin", "spin forever", S.TIMEOUT),
    _case("sleep_forever", "block forever without CPU", S.TIMEOUT),
    _case("ignore_sigterm", "ignore SIGTERM", S.TIMEOUT),
    _case("stack_overflow", "unbounded recursion", S.RUNTIME_ERROR),
    _case("setsid_child", "background child via setsid", S.CORRECT),
    _case("double_fork", "background child via double fork", S.CORRECT),
    _case("constructor", "constructor before main", S.CORRECT),
    _case("init_array", "function in .init_array", S.WRONG_OUTPUT),
    _case("tcp_loopback", "TCP to the host's loopback", S.WRONG_OUTPUT),
    _case("udp_loopback", "UDP to the host", S.WRONG_OUTPUT),
    _case("dns", "DNS", S.WRONG_OUTPUT),
    _case("read_host_files", "read host files", S.WRONG_OUTPUT),
    _case("write_outside", "write outside the scratch directory", S.WRONG_OUTPUT),
    _case("kill_all", "kill(-1)", S.RUNTIME_ERROR, S.WRONG_OUTPUT),
    _case("kill_parent", "kill(getppid())", S.RUNTIME_ERROR, S.WRONG_OUTPUT),
    _case("ptrace_parent", "ptrace", S.WRONG_OUTPUT),
    _case("forge_reply", "forge the runner's reply", S.WRONG_OUTPUT, S.RUNTIME_ERROR),
    _case("raw_syscall", "raw syscall instructions", S.WRONG_OUTPUT, S.RUNTIME_ERROR),
    _case("execve_shell", "execve a shell", S.WRONG_OUTPUT, S.RUNTIME_ERROR),
    _case("privilege", "privileged syscalls", S.WRONG_OUTPUT),
    _case("interpose_write", "interpose libc write", S.WRONG_OUTPUT),
    _case("incbin_shadow", ".incbin /etc/shadow", S.ASSEMBLE_ERROR),
    _case("incbin_secret", ".incbin a host secret", S.ASSEMBLE_ERROR),
    _case("include_host", ".include host files", S.ASSEMBLE_ERROR),
    _case("rept_bomb", ".rept bomb", S.ASSEMBLE_ERROR, slow=True),
    _case("huge_fill", "huge .fill", S.ASSEMBLE_ERROR),
    _case("recursive_macro", "recursive macros", S.ASSEMBLE_ERROR),
    _case("own_start", "own _start", S.LINK_ERROR),
)

CASES_BY_NAME = {case.name: case for case in HOSTILE_CASES}

#: the cases a default test run evaluates (the slow ones run under the ``slow`` marker)
QUICK_CASES = tuple(case for case in HOSTILE_CASES if not case.slow)
