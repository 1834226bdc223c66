"""Where a run's clocks start and what they read: one part of the sandbox's agent
(:mod:`superasm._sandbox_agent` says how its parts become the one script a sandbox runs).

Both clocks start at the *launcher* (:data:`LAUNCHER_ASM`), a few instructions the program's
process execs once its set-up is done, which read the clocks and exec the program: the
sandbox's own launch (the namespaces, the root, the process's set-up and the tear-down of its
copy of the agent) is on neither clock; the program's exec, its loading and the C runtime's
start, its work, its exit and the run's teardown are on both.  CPU time comes from the
sandbox's cgroup (every task that ran in it, however it ended and whoever reaped it): read by
the launcher and by the run's init once the last process is reaped; where superasm could make
no cgroup, from ``RUSAGE_CHILDREN`` less the CPU the program's process spent before the
launcher (which misses children the kernel reaps itself: the harness then decides on the wall
clock).  Where the kernel will not make an executable memfd, the program's process reads the
clocks itself before its exec (:func:`_start_readings`).

Standard library only, and nothing of superasm but the agent's other parts: the sandbox has no
site-packages.
"""

from __future__ import annotations

import ctypes
import fcntl
import os
import resource
import struct
import time

# agent parts: imports of the other parts (sandbox_script leaves them out)
from superasm._sandbox_world import _libc

# agent parts: end

#: the run cgroup the host delegated to this sandbox (absent: no cgroup accounting)
CGROUP = "/.superasm-cg"


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _own_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _cgroup_fds() -> tuple[int | None, str | None]:
    """(usage fd, kind) of the sandbox's accounting cgroup, or (None, None)."""
    if not os.path.isdir(CGROUP):
        return None, None
    for usage, kind in (("cpuacct.usage", "v1"), ("cpu.stat", "v2")):
        path = os.path.join(CGROUP, usage)
        if os.path.exists(path):
            return os.open(path, os.O_RDONLY), kind
    return None, None


def _cgroup_seconds(fd: int, kind: str | None) -> float:
    return _cgroup_usage(os.pread(fd, 4096, 0).decode(), kind)


def _cgroup_usage(text: str, kind: str | None) -> float:
    """Seconds of CPU in a cgroup's usage file (``cpuacct.usage``, or v2's ``cpu.stat``)."""
    if kind == "v1":
        return int(text.strip()) / 1e9
    for line in text.splitlines():
        key, _, value = line.partition(" ")
        if key == "usage_usec":
            return int(value) / 1e6
    raise OSError("cpu.stat has no usage_usec")


#: the fds the launcher finds open: where it writes its readings, and the cgroup's usage file
STARTED_FD, USAGE_FD = 3, 4
#: the fd the program's process execs the launcher from (closed by that exec)
LAUNCHER_FD = 5
#: the launcher (:func:`_launcher`), in the assembler's words.  It starts both clocks as close
#: to the program's ``execve`` as a process can: it yields (so the cgroup's usage holds what
#: this task ran until now), reads the cgroup's usage (fd 4; none open: nothing), the
#: process's CPU time and the monotonic clock, writes all three to fd 3 in one write, closes
#: fds 3 and 4 and execs ``argv[0]`` with ``argv[1:]`` and the environment it was given.  Its
#: own image is two pages of nothing: the exec that replaces it tears down next to nothing,
#: while the exec that started it tore down the process's copy of the agent (1.8-2.5 ms a run
#: on a 2-core VM, growing with the agent's memory), which is why the clocks start here and
#: not in Python.  tests/test_sandbox.py assembles this and checks :data:`LAUNCHER_CODE`.
LAUNCHER_ASM = """\
        .intel_syntax noprefix
        .globl  _start
_start: mov     r12, rsp                        # argc, argv..., 0, envp..., 0
        sub     rsp, 2048                       # [rsp]: monotonic, +16: CPU, +32: usage
        mov     eax, 24                         # sched_yield
        syscall
        mov     eax, 17                         # pread64(4, rsp + 32, 1024, 0)
        mov     edi, 4
        lea     rsi, [rsp + 32]
        mov     edx, 1024
        xor     r10d, r10d
        syscall
        xor     ebx, ebx                        # bytes read; 0 on an error
        test    rax, rax
        cmovg   rbx, rax
        mov     eax, 228                        # clock_gettime(CLOCK_PROCESS_CPUTIME_ID)
        mov     edi, 2
        lea     rsi, [rsp + 16]
        syscall
        mov     eax, 228                        # clock_gettime(CLOCK_MONOTONIC)
        mov     edi, 1
        mov     rsi, rsp
        syscall
        mov     eax, 1                          # write(3, rsp, 32 + bytes read)
        mov     edi, 3
        mov     rsi, rsp
        lea     rdx, [rbx + 32]
        syscall
        mov     eax, 3                          # close(3)
        mov     edi, 3
        syscall
        mov     eax, 3                          # close(4)
        mov     edi, 4
        syscall
        mov     eax, 59                         # execve(argv[0], argv + 1, envp)
        mov     rdi, [r12 + 8]
        lea     rsi, [r12 + 16]
        mov     rcx, [r12]
        lea     rdx, [r12 + rcx * 8 + 16]
        syscall
        mov     eax, 1                          # write(2, message, its length)
        mov     edi, 2
        lea     rsi, [rip + message]
        mov     edx, OFFSET message_end - message
        syscall
        mov     eax, 231                        # exit_group(127)
        mov     edi, 127
        syscall
message: .ascii "superasm-agent: cannot exec the program\\n"
message_end:
"""
#: :data:`LAUNCHER_ASM` assembled (``as --64``, the ``.text`` section's bytes)
LAUNCHER_CODE = bytes.fromhex(
    "4989e44881ec00080000b8180000000f05b811000000bf04000000488d742420ba000400004531d20f0531db"
    "4885c0480f4fd8b8e4000000bf02000000488d7424100f05b8e4000000bf010000004889e60f05b801000000"
    "bf030000004889e6488d53200f05b803000000bf030000000f05b803000000bf040000000f05b83b000000498b"
    "7c2408498d742410498b0c24498d54cc100f05b801000000bf02000000488d3513000000ba280000000f05b8"
    "e7000000bf7f0000000f05737570657261736d2d6167656e743a2063616e6e6f742065786563207468652070"
    "726f6772616d0a")
MFD_EXEC = 0x0010
MADV_NOHUGEPAGE = 15


def launcher_elf(code: bytes = LAUNCHER_CODE, base: int = 0x400000) -> bytes:
    """A static ELF executable of ``code``: one read-and-execute segment (the whole file) and a
    non-executable stack, entry at the code's first byte."""
    ehsize, phentsize, phnum = 64, 56, 2
    entry_offset = ehsize + phnum * phentsize
    size = entry_offset + len(code)
    header = struct.pack("<4sBBBBB7xHHIQQQIHHHHHH", b"\x7fELF", 2, 1, 1, 0, 0, 2, 0x3E, 1,
                         base + entry_offset, ehsize, 0, 0, ehsize, phentsize, phnum, 0, 0, 0)
    load = struct.pack("<IIQQQQQQ", 1, 5, 0, base, base, size, size, 0x1000)  # PT_LOAD, R+X
    stack = struct.pack("<IIQQQQQQ", 0x6474E551, 6, 0, 0, 0, 0, 0, 16)  # PT_GNU_STACK, RW
    return header + load + stack + code


_launcher_fds: list[int | None] = []


def _launcher() -> int | None:
    """The launcher (:data:`LAUNCHER_ASM`) in a sealed, close-on-exec memfd, made once per
    sandbox; None where the kernel will not make an executable one (``vm.memfd_noexec``): the
    clocks then start in the program's process before its exec (``clock_start`` "child")."""
    if not _launcher_fds:
        fd: int | None = None
        for flags in (os.MFD_CLOEXEC | os.MFD_ALLOW_SEALING | MFD_EXEC,
                      os.MFD_CLOEXEC | os.MFD_ALLOW_SEALING):  # a kernel before MFD_EXEC
            try:
                fd = os.memfd_create("superasm-launcher", flags)
                break
            except OSError:
                continue
        if fd is not None:
            os.write(fd, launcher_elf())
            fcntl.fcntl(fd, fcntl.F_ADD_SEALS, fcntl.F_SEAL_SEAL | fcntl.F_SEAL_SHRINK
                        | fcntl.F_SEAL_GROW | fcntl.F_SEAL_WRITE)
        _launcher_fds.append(fd)
    return _launcher_fds[0]


def _place_fds(placed: dict[int, int | None]) -> None:
    """Each fd at its number (None: that number closed; :data:`LAUNCHER_FD` close-on-exec, the
    others inherited), and every other fd from 3 up closed."""
    moved = {target: fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 16)
             for target, fd in placed.items() if fd is not None}
    for target in placed:
        if target in moved:
            os.dup2(moved[target], target, inheritable=target != LAUNCHER_FD)
        else:
            try:
                os.close(target)
            except OSError:
                pass
    os.closerange(max(placed) + 1, 4096)


#: a test's slower set-up (``agent_ballast_bytes`` in a run request): memory the agent holds
#: for the rest of its life, which every later run's init and program process inherit
_ballast: list[bytearray] = []


def _grow(size: int) -> None:
    """Hold ``size`` bytes more of memory in the agent, every page touched and in small pages,
    as the agent's own heap is: each run then copies more page tables at its clone and fork and
    tears more down at the program process's first exec, the sandbox's own launch."""
    ballast = bytearray(size)
    start = ctypes.addressof(ctypes.c_char.from_buffer(ballast))
    aligned = (start + 4095) & ~4095
    _libc.madvise(ctypes.c_void_p(aligned), ctypes.c_size_t(size - (aligned - start)),
                  MADV_NOHUGEPAGE)
    ballast[::4096] = b"\1" * len(range(0, size, 4096))
    _ballast.append(ballast)


def _start_readings(kind: str | None) -> None:
    """Where no launcher runs: the launcher's readings, taken here, in its format, marked
    ``child``."""
    # the group's usage lags by what the running task ran since the scheduler last
    # accounted it (up to a tick): a yield accounts it, so the reading is current
    os.sched_yield()
    usage = os.pread(USAGE_FD, 1024, 0) if kind is not None else b""
    cpu = time.clock_gettime_ns(time.CLOCK_PROCESS_CPUTIME_ID)
    now = time.clock_gettime_ns(time.CLOCK_MONOTONIC)
    os.write(STARTED_FD, struct.pack("<qqqq", *divmod(now, 10**9), *divmod(cpu, 10**9))
             + usage + b"\0child")


def _monotonic() -> float:
    """The clock the launcher reads (``CLOCK_MONOTONIC``), in seconds."""
    return time.clock_gettime(time.CLOCK_MONOTONIC)


class _Start:
    """When the program's clocks started: the monotonic clock, the CPU time its process had
    spent on set-up, the cgroup's usage (None: no cgroup) and who read them (``exec``: the
    launcher, just before the program's execve; ``child``: the program's process, in Python;
    ``none``: nobody, the process died in its set-up)."""

    def __init__(self, record: bytes, kind: str | None, fallback: float) -> None:
        self.at, self.setup_cpu, self.cgroup, self.by = fallback, 0.0, None, "none"
        if len(record) < 32:  # the process died in its set-up: its run failed
            return
        mono_s, mono_ns, cpu_s, cpu_ns = struct.unpack("<qqqq", record[:32])
        usage, _, by = record[32:].partition(b"\0")
        self.at, self.setup_cpu = mono_s + mono_ns / 1e9, cpu_s + cpu_ns / 1e9
        self.cgroup = _cgroup_usage(usage.decode(), kind) if usage and kind else None
        self.by = by.decode() or "exec"

