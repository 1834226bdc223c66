"""The agent that runs *inside* a superasm sandbox (stdlib only; started as ``python -I -S``).

It reads one JSON request per line on stdin and answers one JSON line on stdout.  A ``run``
request fork/execs a command with resource limits and waits for it on a pidfd (so the wall time
ends when the work does, not at the next poll).  A ``batch`` request is a list of runs answered
in one line: a timing round costs one round trip, not one per run.  Expected outputs never enter
the sandbox: the agent hashes stdout and the host compares.

The agent is the sandbox's PID 1 (``bwrap --as-pid-1``), and that is what makes the accounting
whole:

- Every process a run starts, directly or not, is a descendant of PID 1, and every orphan is
  re-parented to it.  After the command's main process ends, the agent kills whatever is left
  and reaps *every* process, so the CPU time of each one lands in the agent's
  ``RUSAGE_CHILDREN``.  A run's CPU time is the growth of that total across the run: work done
  by a child that is never waited for, a double-forked orphan, a ``CLONE_PARENT`` sibling, a
  ``setsid`` daemon or a zombie is charged like the main process's own.
- The run's wall time ends when its last process is gone, so work done after the main process
  exits is on the wall clock too.
- The kernel delivers to a namespace's init only the signals it has a handler for, and this
  agent installs none: ``kill(-1, SIGKILL)`` from a candidate kills the candidate's own
  processes, not the runner.

Runs that execute untrusted programs (``"isolate": true``) each start in a *fresh world*, so no
run can see anything an earlier run left (docs/measurement.md, "Zero trust"):

- new user, mount, IPC, PID, UTS and cgroup namespaces, and a new anonymous session keyring:
  SysV and POSIX IPC objects, keyrings and hostnames die with the run (the sandbox's empty
  network namespace is shared, but a run may open only AF_UNIX sockets: see the filter);
- a new root: a tmpfs limited in size *and* in inodes, holding the working directory, ``/tmp``
  and ``/dev/shm``, a private copy of
  the program and read-only copies of the C runtime made once per sandbox (no host file is in
  view, so the host's page cache can be neither probed nor evicted);
- stdin, stdout and stderr are memfds named ``stdin``, ``stdout`` and ``stderr``: the same names,
  paths, environment, argv, limits and descriptors in a test run, a verification run and a timed
  run; only the bytes of the run's own input differ, and no other input is anywhere in view;
- the run's own init (``G``, PID 1 of the new PID namespace) starts the program, sleeps until
  its main process ends, kills and reaps everything, destroys every object the run left that
  would outlive its processes (SysV and POSIX IPC objects, files in its root: :func:`_teardown`)
  *before the clocks stop*, charging that work to the run, and reports;
- both clocks start at the *launcher* (:data:`LAUNCHER_ASM`), a few instructions the
  program's process execs once its set-up is done, which read the clocks and exec the
  program: the sandbox's own launch (the namespaces, the root, the process's set-up and the
  tear-down of its copy of the agent) is on neither clock; the program's exec, its loading
  and the C runtime's start, its work, its exit and the teardown above are on both.  CPU time
  comes from the sandbox's cgroup (every task that ran in it, however it ended and whoever
  reaped it): read by the launcher and by the init once the last process is reaped; where
  superasm could make no cgroup, from ``RUSAGE_CHILDREN`` less the CPU the program's process
  spent before the launcher (which misses children the kernel reaps itself: the harness then
  decides on the wall clock).  How many tasks the run created is read from the PID
  namespace's ``ns_last_pid``;
- a seccomp filter (:func:`_seccomp_program`) refuses ``sched_setaffinity``, inet sockets,
  io_uring, namespaces of the run's own and every syscall of another ABI;
- under instruction counting, valgrind reports into a FIFO the run can only append to
  (:func:`_count_log`), returned as ``count_log``.

This file must not import superasm: the sandbox has no site-packages.
"""

from __future__ import annotations

import base64
import ctypes
import fcntl
import hashlib
import json
import os
import resource
import select
import shutil
import signal
import struct
import sys
import time
from typing import Any

#: a request from the host, or an answer to it (JSON objects)
Request = dict[str, Any]

WORK = "/work"
#: read-only runtime (the C library, the loader) copied once per sandbox; bound into every run
RUNTIME = "/rt"
#: where a fresh run's root is built before pivot_root
NEW_ROOT = "/nr"
#: the run cgroup the host delegated to this sandbox (absent: no cgroup accounting)
CGROUP = "/.superasm-cg"
#: the program's path and name inside every fresh world (the same in every phase)
PROGRAM = "/prog"
#: the instruction counter's log in a run's world, a FIFO only the run's init reads (_count_log)
COUNT_LOG = "/.count/log"
COUNT_LOG_CAP = 1 << 16
RUNTIME_FILES = ("usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2",
                 "usr/lib/x86_64-linux-gnu/libc.so.6", "usr/lib/x86_64-linux-gnu/libm.so.6",
                 "usr/lib/x86_64-linux-gnu/libgcc_s.so.1", "etc/ld.so.cache")
DEVICES = ("null", "zero", "full", "random", "urandom")
DEFAULT_ENV = {"PATH": "/usr/bin:/bin", "HOME": WORK, "TMPDIR": WORK, "LANG": "C"}

CLONE_NEWNS, CLONE_NEWCGROUP, CLONE_NEWUTS = 0x20000, 0x02000000, 0x04000000
CLONE_NEWIPC, CLONE_NEWUSER, CLONE_NEWPID, CLONE_NEWNET = 0x08000000, 0x10000000, 0x20000000, 0x40000000
FRESH_NAMESPACES = (CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWIPC | CLONE_NEWPID | CLONE_NEWUTS
                    | CLONE_NEWCGROUP)
MS_RDONLY, MS_NOSUID, MS_NODEV, MS_NOEXEC, MS_REMOUNT, MS_BIND, MS_REC, MS_PRIVATE = (
    1, 2, 4, 8, 32, 4096, 16384, 1 << 18)
MNT_DETACH = 2
SYS_CLONE, SYS_PIVOT_ROOT, SYS_KEYCTL = 56, 155, 250
KEYCTL_JOIN_SESSION_KEYRING = 1
_libc = ctypes.CDLL(None, use_errno=True)
SCRATCH = "/work/.superasm"  # the agent's own output files (candidates can see, not forge: hashed after exit)
#: how long the agent waits for killed processes to disappear before it calls them unkillable
REAP_DEADLINE_S = 2.0

LIMIT_NAMES = {
    "cpu_s": resource.RLIMIT_CPU,
    "address_space": resource.RLIMIT_AS,
    "file_size": resource.RLIMIT_FSIZE,
    "nproc": resource.RLIMIT_NPROC,
    "nofile": resource.RLIMIT_NOFILE,
    "stack": resource.RLIMIT_STACK,
}


def normalize_output(data: bytes, mode: str) -> bytes:
    """The form of stdout that is compared under a problem's ``output_match`` mode.

    ``exact``: the bytes.  ``eol``: CRLF read as LF.  ``trailing-ws``: also spaces and tabs at
    line ends and blank lines at the end ignored.  ``tokens``: the whitespace-separated tokens
    only (any run of blanks and line ends is one separator); ``tokens-nocase``: also ASCII
    letters' case ignored (Kattis's default output validator without its flags).  (The host
    imports this too: one definition.)
    """
    if mode == "exact":
        return data
    if mode in ("tokens", "tokens-nocase"):
        tokens = data.split()
        joined = b" ".join(tokens) + (b"\n" if tokens else b"")
        return joined.lower() if mode == "tokens-nocase" else joined
    data = data.replace(b"\r\n", b"\n")
    if mode == "eol":
        return data
    lines = [line.rstrip(b" \t\r") for line in data.split(b"\n")]
    while lines and not lines[-1]:
        lines.pop()
    return b"\n".join(lines) + (b"\n" if lines else b"")


def _become_init() -> None:
    """No handlers: the kernel then drops every signal sent to PID 1 from inside the namespace.

    Python installs one for SIGINT; SIGPIPE and SIGXFSZ are ignored (write errors are reported
    as errors instead).  Undumpable: candidates share our uid and must not ptrace us or read
    /proc/1/fd.
    """
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE = 4
    except Exception:  # noqa: BLE001 - best effort hardening
        pass


def _set_limits(limits: dict[str, Any]) -> None:
    """The run's rlimits, no core files; the CPU limit's hard value a second above the soft one
    (SIGXCPU first, then SIGKILL)."""
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    for name, value in limits.items():
        if value is None or name not in LIMIT_NAMES:
            continue
        value = int(value)
        resource.setrlimit(LIMIT_NAMES[name], (value, value + 1) if name == "cpu_s" else (value, value))


def _child(argv: list[str], stdin_path: str | None, out_path: str, err_path: str,
           limits: dict[str, Any], env: dict[str, str], cwd: str) -> None:
    try:
        os.setsid()
        _set_limits(limits)
        fd_in = os.open(stdin_path or "/dev/null", os.O_RDONLY)
        fd_out = os.open(out_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        fd_err = os.open(err_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.dup2(fd_in, 0)
        os.dup2(fd_out, 1)
        os.dup2(fd_err, 2)
        os.closerange(3, 4096)
        os.chdir(cwd)
        for sig in (signal.SIGPIPE, signal.SIGXFSZ, signal.SIGINT):
            signal.signal(sig, signal.SIG_DFL)
        os.execve(argv[0], argv, env)
    except BaseException as exc:  # noqa: BLE001 - report and leave: we are a forked child
        _exec_failed(argv, exc)


def _exec_failed(argv: list[str], exc: BaseException) -> None:
    """A forked child that could not start its program: say why on its stderr, exit 127."""
    try:
        os.write(2, f"superasm-agent: cannot exec {argv[0]!r}: {exc}\n".encode())
    finally:
        os._exit(127)


def _reap_all() -> tuple[int, int]:
    """Kill and reap every process but us: (how many there were, how many could not be reaped).

    Every process in the namespace descends from PID 1, so "no child left" (ECHILD) means the
    namespace is empty.  Reaping is what moves each process's CPU time into our
    ``RUSAGE_CHILDREN``.
    """
    deadline = time.monotonic() + REAP_DEADLINE_S
    found = 0
    killed = False
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return found, 0
        if pid:
            found += 1
            continue  # reaped one; look for more at once
        found = max(found, 1)
        if not killed or time.monotonic() > deadline - REAP_DEADLINE_S / 2:
            try:
                os.kill(-1, signal.SIGKILL)
            except ProcessLookupError:
                pass
            killed = True
        if time.monotonic() > deadline:
            return found, sum(1 for name in os.listdir("/proc") if name.isdigit() and name != "1")
        time.sleep(0.0005)


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _own_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _wipe_scratch(roots: tuple[str, ...] = (WORK, "/dev/shm")) -> None:
    """Remove everything a run left in the writable areas, so no state survives between runs."""
    for root in roots:
        try:
            entries = os.listdir(root)
        except OSError:
            continue
        for name in entries:
            path = os.path.join(root, name)
            if path == SCRATCH:
                continue
            if os.path.isdir(path) and not os.path.islink(path):
                shutil.rmtree(path, ignore_errors=True)
            else:
                try:
                    os.unlink(path)
                except OSError:
                    pass
    for name in os.listdir(SCRATCH):
        try:
            os.unlink(os.path.join(SCRATCH, name))
        except OSError:
            pass


def _digest(fd: int, head_bytes: int, tail_bytes: int = 0,
            match: str = "exact") -> tuple[str, int, bytes, bytes]:
    """sha256 of what the run wrote to ``fd`` (read from its start) as compared under ``match``,
    its size, and its head and tail bytes."""
    h = hashlib.sha256()
    size = 0
    head = b""
    tail = b""
    whole: list[bytes] | None = [] if match != "exact" else None
    offset = 0
    while True:
        chunk = os.pread(fd, 1 << 16, offset)
        if not chunk:
            break
        offset += len(chunk)
        if len(head) < head_bytes:
            head += chunk[: head_bytes - len(head)]
        if tail_bytes:
            tail = (tail + chunk)[-tail_bytes:]
        if whole is None:
            h.update(chunk)
        else:
            whole.append(chunk)
        size += len(chunk)
    if whole is not None:
        h.update(normalize_output(b"".join(whole), match))
    return h.hexdigest(), size, head, tail


# ---------------------------------------------------------------------------- fresh worlds
def _check(result: int, what: str) -> None:
    if result != 0:
        err = ctypes.get_errno()
        raise OSError(err, f"{what}: {os.strerror(err)}")


def _mount(source: str | None, target: str, fstype: str | None, flags: int,
           data: str | None = None) -> None:
    _check(_libc.mount(source and source.encode(), target.encode(), fstype and fstype.encode(),
                       ctypes.c_ulong(flags), data and data.encode()), f"mount {target}")


def _seccomp_program() -> tuple[Any, Any]:
    """A classic BPF filter over the program's syscalls.

    - other ABIs get ENOSYS: x32 syscalls carry the x86-64 audit arch with bit 30 set in the
      number, and i386 ones (``int 0x80``) another arch; both are refused whole, or a filter on
      numbers is moot;
    - ``sched_setaffinity``: EPERM (a timed run stays on the core it was given);
    - ``socket`` for any family but AF_UNIX: EAFNOSUPPORT.  The runs of one sandbox share its
      (empty) network namespace, a new one per run costing more than the run; without inet
      sockets nothing a run does there outlives it (no TIME_WAIT, no bound port);
    - io_uring: ENOSYS (its operations, sockets included, are not seen by seccomp);
    - no namespaces of its own: ``unshare`` and ``setns`` EPERM, ``clone`` with a namespace flag
      EPERM, ``clone3`` ENOSYS (its flags are behind a pointer seccomp cannot read; the C library
      falls back to ``clone``).  In a user namespace of its own a run would hold every
      capability there, and could mount over what the harness placed in its world (the
      instruction counter's log, :func:`_count_log`).
    """
    ld_abs, jeq, jge, jset, ret = 0x20, 0x15, 0x35, 0x45, 0x06
    allow, errno = 0x7FFF0000, 0x00050000
    # CLONE_NEWNS, NEWCGROUP, NEWUTS, NEWIPC, NEWUSER, NEWPID, NEWNET (clone's low byte is the
    # exit signal, so CLONE_NEWTIME, 0x80, cannot be asked for through clone)
    new_namespaces = 0x7E020000
    # (opcode, true target, false target, k); a target is a label (or 0: the next instruction)
    program = [
        (ld_abs, 0, 0, 4),                            # arch
        (jeq, 0, "enosys", 0xC000003E),               # x86-64 only
        (ld_abs, 0, 0, 0),                            # the syscall number
        (jge, "enosys", 0, 0x40000000),               # x32
        (jeq, "eperm", 0, 203),                       # sched_setaffinity
        (jeq, "enosys", 0, 425),                      # io_uring_setup
        (jeq, "enosys", 0, 426),                      # io_uring_enter
        (jeq, "enosys", 0, 427),                      # io_uring_register
        (jeq, "enosys", 0, 435),                      # clone3
        (jeq, "eperm", 0, 272),                       # unshare
        (jeq, "eperm", 0, 308),                       # setns
        (jeq, "clone", 0, 56),                        # clone
        (jeq, "socket", 0, 41),                       # socket
        (ret, 0, 0, allow),
        ("clone", ld_abs, 0, 0, 16),                  # clone's flags (low half of args[0])
        (jset, "eperm", 0, new_namespaces),
        (ret, 0, 0, allow),
        ("socket", ld_abs, 0, 0, 16),                 # socket's family (low half of args[0])
        (jeq, 0, "eafnosupport", 1),                  # AF_UNIX
        (ret, 0, 0, allow),
        ("eafnosupport", ret, 0, 0, errno | 97),
        ("eperm", ret, 0, 0, errno | 1),
        ("enosys", ret, 0, 0, errno | 38),
    ]
    labels = {}
    for index, row in enumerate(program):
        if isinstance(row[0], str):
            labels[row[0]] = index
    code = []
    for index, row in enumerate(program):
        op, jt, jf, k = row[1:] if isinstance(row[0], str) else row
        offset = [labels[j] - index - 1 if isinstance(j, str) else j for j in (jt, jf)]
        code.append((op, offset[0], offset[1], k))

    class SockFilter(ctypes.Structure):
        _fields_ = [("code", ctypes.c_ushort), ("jt", ctypes.c_ubyte), ("jf", ctypes.c_ubyte),
                    ("k", ctypes.c_uint)]

    class SockFprog(ctypes.Structure):
        _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.POINTER(SockFilter))]

    filters = (SockFilter * len(code))(*[SockFilter(*c) for c in code])
    return SockFprog(len(code), filters), filters


_SECCOMP = _seccomp_program()  # built once; every run's program gets the same filter


def _apply_seccomp() -> None:
    prog, _ = _SECCOMP
    _check(_libc.prctl(38, 1, 0, 0, 0), "no_new_privs")           # PR_SET_NO_NEW_PRIVS
    _check(_libc.prctl(22, 2, ctypes.byref(prog), 0, 0), "seccomp")  # PR_SET_SECCOMP, FILTER


def populate_runtime() -> bool:
    """Copy the C runtime into the sandbox's own tmpfs once: every run binds it read-only.

    Copies, not binds of host files: a run may look at the page cache of what it can open
    (``preadv2(RWF_NOWAIT)``) or evict it (``posix_fadvise``); tmpfs pages are always resident
    and cannot be dropped, so neither carries anything from one run to the next.
    """
    if not os.path.isdir(RUNTIME):
        return False
    for rel in RUNTIME_FILES:
        source = "/" + rel
        if not os.path.exists(source):
            continue
        target = os.path.join(RUNTIME, rel)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(os.path.realpath(source), target)
        os.chmod(target, 0o755)
    for link in ("usr/lib", "usr/lib/x86_64-linux-gnu", "usr/bin"):
        os.makedirs(os.path.join(RUNTIME, link), exist_ok=True)
    return True


def add_libraries(paths: list[str]) -> None:
    """Copy shared libraries a run's program loads besides the C runtime (a unit-test
    framework: ``libraries`` of a run request) into the runtime, once, as the runtime is
    copied; only files under ``/usr/lib``."""
    for path in paths:
        if (not isinstance(path, str) or os.path.normpath(path) != path
                or not path.startswith("/usr/lib/")
                or not os.path.realpath(path).startswith("/usr/lib/")):
            raise ValueError(f"a run's library must be a file under /usr/lib, not {path!r}")
        target = RUNTIME + path
        if not os.path.exists(target):
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copyfile(os.path.realpath(path), target)
            os.chmod(target, 0o755)


def _memfd(name: str, data: bytes | None = None) -> int:
    fd = os.memfd_create(name, os.MFD_ALLOW_SEALING if data is not None else 0)
    if data is not None:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        fcntl.fcntl(fd, fcntl.F_ADD_SEALS, fcntl.F_SEAL_SEAL | fcntl.F_SEAL_SHRINK
                    | fcntl.F_SEAL_GROW | fcntl.F_SEAL_WRITE)
        os.lseek(fd, 0, os.SEEK_SET)
    return fd


def _read_file(path: str) -> bytes:
    with open(path, "rb") as handle:
        return handle.read()


def _build_root(request: Request) -> int | None:
    """The new root (in the run's own mount namespace): fresh tmpfs, runtime, devices, program."""
    size = int(request.get("root_bytes") or (512 << 20))
    inodes = int(request.get("root_inodes") or 16384)
    _mount(None, "/", None, MS_REC | MS_PRIVATE)
    _mount("tmpfs", NEW_ROOT, "tmpfs", MS_NOSUID | MS_NODEV,
           f"size={size},nr_inodes={inodes},mode=0755")
    for name in ("work", "dev", "dev/shm", "proc", ".old"):
        os.mkdir(os.path.join(NEW_ROOT, name), 0o755)
    os.chmod(os.path.join(NEW_ROOT, "work"), 0o777)
    os.chmod(os.path.join(NEW_ROOT, "dev/shm"), 0o1777)
    os.symlink("work", os.path.join(NEW_ROOT, "tmp"))
    if request.get("root") == "system":  # tools that need the whole system (valgrind)
        for name in ("usr", "etc"):
            os.mkdir(os.path.join(NEW_ROOT, name), 0o755)
        _mount("/usr", NEW_ROOT + "/usr", None, MS_BIND | MS_REC)  # read-only, and locked so
        if os.path.exists("/etc/ld.so.cache"):
            open(NEW_ROOT + "/etc/ld.so.cache", "wb").close()
            _mount("/etc/ld.so.cache", NEW_ROOT + "/etc/ld.so.cache", None, MS_BIND)
        for name, link in (("lib", "usr/lib"), ("lib64", "usr/lib64"), ("sbin", "usr/sbin"),
                           ("bin", "usr/bin")):
            os.symlink(link, os.path.join(NEW_ROOT, name))
    else:
        os.mkdir(os.path.join(NEW_ROOT, ".rt"), 0o755)
        _mount(RUNTIME, NEW_ROOT + "/.rt", None, MS_BIND)
        _mount(None, NEW_ROOT + "/.rt", None, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID
               | MS_NODEV)
        for name, link in (("usr", ".rt/usr"), ("etc", ".rt/etc"), ("lib", "usr/lib"),
                           ("lib64", "usr/lib/x86_64-linux-gnu"), ("bin", "usr/bin")):
            os.symlink(link, os.path.join(NEW_ROOT, name))
    for name in DEVICES:
        target = os.path.join(NEW_ROOT, "dev", name)
        open(target, "wb").close()
        _mount("/dev/" + name, target, None, MS_BIND)
    for name, fd in (("stdin", 0), ("stdout", 1), ("stderr", 2)):
        os.symlink(f"/proc/self/fd/{fd}", os.path.join(NEW_ROOT, "dev", name))
    os.symlink("/proc/self/fd", os.path.join(NEW_ROOT, "dev/fd"))
    program = request.get("program")
    if program:
        target = NEW_ROOT + PROGRAM
        shutil.copyfile(program, target)
        os.chmod(target, 0o755)
    count_fd = _count_log() if request.get("count_log") else None
    _PLACED.update({folder: frozenset(os.listdir(NEW_ROOT + folder)) for folder in ("/", "/dev")})
    if program:
        _PLACED[PROGRAM] = frozenset({str(os.stat(NEW_ROOT + PROGRAM).st_size)})
    return count_fd


#: what the harness placed in a run's root and ``/dev`` (names), and the program's size: the
#: run's init destroys everything else before the clocks stop (:func:`_teardown`)
_PLACED: dict[str, frozenset[str]] = {}
#: folders a run may fill, emptied whole by its teardown (``/tmp`` is a link to ``/work``)
RUN_FOLDERS = (WORK, "/dev/shm")
IPC_RMID = 0
#: the run's mount point for its IPC namespace's POSIX message queues (made at teardown only)
MQUEUE = "/.mq"


def _sysv_ids(kind: str) -> list[int]:
    """The ids of the SysV IPC objects (``shm``, ``sem``, ``msg``) of our IPC namespace."""
    try:
        with open(f"/proc/sysvipc/{kind}") as handle:
            rows = handle.read().splitlines()[1:]
    except OSError:
        return []
    return [int(row.split()[1]) for row in rows if len(row.split()) > 1]


def _entries(folder: str) -> list[str]:
    """The names in a folder of the run's root, or none where the run moved it away or put a
    link in its place (what it moved is found in the root's own listing; a link is never
    followed: nothing beyond the run's world is in view, and nothing in it is the harness's)."""
    try:
        return [] if os.path.islink(folder) else os.listdir(folder)
    except OSError:
        return []


def _remove_tree(path: str) -> int:
    """Remove a file, link or folder (whole); 1 if there was something, else 0."""
    try:
        if os.path.isdir(path) and not os.path.islink(path):
            shutil.rmtree(path, ignore_errors=True)
        else:
            os.unlink(path)
    except FileNotFoundError:
        return 0
    except OSError:
        pass
    return 1


def _teardown() -> int:
    """G, after the last process of the run is reaped and *before the clocks stop*: destroy
    every object the run created that would otherwise outlive it, and say how many there were.

    A process's own memory and mappings are freed as it exits, before it is reaped, so on the
    clocks already.  What outlives every process is freed when the run's namespaces die, which
    is after both clocks stop, and by a kernel worker at that (issue 33: a table kept in a SysV
    segment never removed was credited 1.04× over a control that frees it).  So, here: SysV
    shared memory, semaphores and message queues; POSIX message queues; every file the run
    left in its root (``/work``, ``/tmp``, ``/dev/shm``, anything beside what the harness
    placed, and a program file that grew).  The work of destroying them is the init's, in the
    run's cgroup, and is charged to the run (:func:`_run_init`).  Looking costs the clocks
    nothing: it is charged only when something was found."""
    found = 0
    for kind in ("shm", "sem", "msg"):
        for ident in _sysv_ids(kind):
            if kind == "sem":
                _libc.semctl(ident, 0, IPC_RMID)
            else:
                getattr(_libc, kind + "ctl")(ident, IPC_RMID, None)
            found += 1
    try:
        os.mkdir(MQUEUE, 0o700)
        _mount("mqueue", MQUEUE, "mqueue", MS_NOSUID | MS_NODEV | MS_NOEXEC)
        for name in os.listdir(MQUEUE):
            found += _remove_tree(os.path.join(MQUEUE, name))
    except OSError:
        pass
    for folder in RUN_FOLDERS:
        for name in _entries(folder):
            found += _remove_tree(os.path.join(folder, name))
    for folder, placed in (("/", _PLACED.get("/", frozenset())),
                           ("/dev", _PLACED.get("/dev", frozenset()))):
        for name in _entries(folder):
            if name not in placed and folder + name != MQUEUE:
                found += _remove_tree(os.path.join(folder, name))
    size = _PLACED.get(PROGRAM)
    if size and os.path.lexists(PROGRAM) and {str(os.lstat(PROGRAM).st_size)} != size:
        found += _remove_tree(PROGRAM)
    return found


def _count_log() -> int:
    """The instruction counter's log: a FIFO at :data:`COUNT_LOG` that valgrind opens by path
    (``--log-file``), every image of the run again (an ``execve`` under ``--trace-children``
    starts a new valgrind, which opens it anew).  Its read end is the init's; the run can only
    append: the FIFO is write-only to its owner and its folder a read-only mount, so the run
    can neither read it, nor replace it, nor (no namespaces of its own: the seccomp filter)
    mount over it.  A pipe cannot be rewritten or truncated, unlike stderr; lines a run adds
    can only make the log fail its check (``measure.read_count``), never pass it."""
    folder = NEW_ROOT + os.path.dirname(COUNT_LOG)
    os.mkdir(folder, 0o755)
    path = NEW_ROOT + COUNT_LOG
    os.mkfifo(path, 0o600)
    read_end = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    os.chmod(path, 0o200)
    _mount(folder, folder, None, MS_BIND)
    _mount(None, folder, None, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV)
    return read_end


def _drain(fd: int, cap: int) -> bytes:
    """What is in a non-blocking pipe, up to ``cap`` bytes."""
    chunks, size = [], 0
    while size < cap:
        try:
            chunk = os.read(fd, cap - size)
        except BlockingIOError:
            break
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


def _enter_fresh_namespaces(uid: int, gid: int) -> None:
    """Map our uid and gid into the new user namespace (we were cloned into it); join a new
    session keyring.  Our own /proc/self files belong to us only while we are dumpable;
    undumpable again at once, so that the run (same uid) can never ptrace its init."""
    _check(_libc.prctl(4, 1, 0, 0, 0), "dumpable")  # PR_SET_DUMPABLE
    with open("/proc/self/setgroups", "w") as handle:
        handle.write("deny")
    with open("/proc/self/uid_map", "w") as handle:
        handle.write(f"{uid} {uid} 1")
    with open("/proc/self/gid_map", "w") as handle:
        handle.write(f"{gid} {gid} 1")
    _check(_libc.prctl(4, 0, 0, 0, 0), "undumpable")
    # a new anonymous session keyring; the user keyrings are per user namespace already
    if _libc.syscall(SYS_KEYCTL, KEYCTL_JOIN_SESSION_KEYRING, None) < 0:
        raise OSError(ctypes.get_errno(), "keyctl(JOIN_SESSION_KEYRING)")


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


def _program_child(argv: list[str], env: dict[str, str], limits: dict[str, Any],
                   stdio: tuple[int, int, int], cgroup: tuple[int | None, str | None],
                   started_fd: int, request: Request) -> None:
    """H: the program's process.  Sets up what the program inherits (session, limits, stdio,
    signals, working directory, the seccomp filter last), then execs the launcher
    (:data:`LAUNCHER_ASM`), which starts both clocks and execs the program: all the set-up,
    and the tear-down of this process's copy of the agent, is off the clocks."""
    try:
        os.setsid()
        _set_limits(limits)
        for target, fd in enumerate(stdio):
            os.dup2(fd, target)
        for sig in (signal.SIGPIPE, signal.SIGXFSZ, signal.SIGINT):
            signal.signal(sig, signal.SIG_DFL)
        os.chdir(WORK)
        _apply_seccomp()
        launcher = _launcher() if request.get("launcher", True) else None
        _place_fds({STARTED_FD: started_fd, USAGE_FD: cgroup[0], LAUNCHER_FD: launcher})
        if launcher is not None:
            try:
                os.execve(LAUNCHER_FD, [argv[0], *argv], env)
            except OSError:
                pass  # not executable here: the clocks start below instead
        _start_readings(cgroup[1])
        os.closerange(STARTED_FD, 4096)
        os.execve(argv[0], argv, env)
    except BaseException as exc:  # noqa: BLE001 - report and leave: we are a forked child
        _exec_failed(argv, exc)


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


def _run_init(request: Request, report_fd: int, stdio: tuple[int, int, int],
              cgroup: tuple[int | None, str | None], count_fd: int | None = None) -> None:
    """G: PID 1 of the run's namespace.  Starts the program, sleeps until its main process
    ends, ends the run, reports."""
    usage_fd, cg_kind = cgroup
    _mount("proc", NEW_ROOT + "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC)
    _check(_libc.syscall(SYS_PIVOT_ROOT, NEW_ROOT.encode(), (NEW_ROOT + "/.old").encode()),
           "pivot_root")
    os.chdir("/")
    _check(_libc.umount2(b"/.old", MNT_DETACH), "umount old root")
    os.rmdir("/.old")
    program = request.get("program")
    argv = [PROGRAM if a == program else a for a in request["argv"]]
    env = request.get("env") or DEFAULT_ENV
    cpu_before = _children_cpu()
    started_r, started_w = os.pipe()
    forked = _monotonic()
    pid = os.fork()
    if pid == 0:
        os.close(started_r)
        _program_child(argv, env, request.get("limits") or {}, stdio, cgroup, started_w,
                       request)
    os.close(started_w)
    timed_out, status, usage, main_done = _await_main(pid, float(request.get("timeout_s", 10.0)))
    cg_main = _cgroup_seconds(usage_fd, cg_kind) if usage_fd is not None else None
    # read only now: the launcher's one small write waits in the pipe, and the init sleeps
    # through the run instead of waking on the same core while it starts
    start = _Start(os.read(started_r, 4096), cg_kind, forked)
    os.close(started_r)
    others, survivors = _reap_all()
    own_before = _own_cpu()
    left_behind = _teardown()
    end = _monotonic()
    # the teardown is the init's own work: in the cgroup, but never in RUSAGE_CHILDREN; the
    # program's process's CPU before its clocks started is set-up, in neither clock
    rusage_cpu = max(0.0, _children_cpu() - cpu_before - start.setup_cpu) + (
        _own_cpu() - own_before if left_behind else 0.0)
    cpu = rusage_cpu
    if cg_main is not None and start.cgroup is not None and usage_fd is not None:
        # with nothing left behind, the reading at the main process's end is the whole run
        # (what already exited is already counted); else the one after the last process is
        # reaped and everything the run left is destroyed
        cg_end = cg_main if others == 0 and not left_behind else _cgroup_seconds(usage_fd,
                                                                                 cg_kind)
        cpu = max(0.0, cg_end - start.cgroup)
    try:
        with open("/proc/sys/kernel/ns_last_pid") as handle:
            tasks = int(handle.read()) - 2  # PID 1 is us, PID 2 the program
    except OSError:
        tasks = -1
    result = _outcome(request, status, usage, timed_out, others, survivors, cpu, start.at,
                      end if left_behind else main_done, end, stdio[1], stdio[2],
                      start.setup_cpu)
    result.update(cpu_source="cgroup" if start.cgroup is not None else "rusage",
                  rusage_cpu_s=rusage_cpu, tasks=tasks, left_behind=left_behind,
                  clock_start=start.by, setup_cpu_s=start.setup_cpu)
    if count_fd is not None:  # every writer is gone: what is in the FIFO is the whole log
        result["count_log"] = base64.b64encode(_drain(count_fd, COUNT_LOG_CAP)).decode()
    payload = json.dumps(result).encode()
    view = memoryview(payload)
    while view:
        view = view[os.write(report_fd, view):]
    os._exit(0)


def _await_main(pid: int, timeout: float) -> tuple[bool, int, Any, float]:
    """Wait for the run's main process; at the time limit kill every process of the run (signal
    -1 reaches all but PID 1: the agent, or the run's init).  (timed out, wait status, rusage,
    when it ended)."""
    pidfd = os.pidfd_open(pid)
    poller = select.poll()
    poller.register(pidfd, select.POLLIN)
    timed_out = not poller.poll(max(timeout, 0.0) * 1000.0)
    if timed_out:
        os.kill(-1, signal.SIGKILL)
    _, status, usage = os.wait4(pid, 0)
    os.close(pidfd)
    return timed_out, status, usage, _monotonic()


def _outcome(request: Request, status: int, usage: Any, timed_out: bool, others: int,
             survivors: int, cpu: float, start: float, main_done: float, end: float,
             out_fd: int, err_fd: int, setup_cpu: float = 0.0) -> Request:
    limits = request.get("limits") or {}
    outlived = others > 0 and not timed_out
    exit_code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else None
    sig = os.WTERMSIG(status) if os.WIFSIGNALED(status) else None
    match = request.get("output_match", "exact")
    out_sha, out_size, out_head, _ = _digest(out_fd, int(request.get("stdout_head", 65536)),
                                                match=match)
    _, err_size, err_head, err_tail = _digest(err_fd, 8192, int(request.get("stderr_tail", 0)))
    file_size = limits.get("file_size")
    output_limit = sig == signal.SIGXFSZ or (
        file_size is not None and max(out_size, err_size) >= int(file_size))
    return {
        "exit_code": exit_code,
        "signal": sig,
        "timed_out": timed_out,
        "output_limit": bool(output_limit),
        "cpu_s": cpu,
        "main_cpu_s": max(0.0, usage.ru_utime + usage.ru_stime - setup_cpu),
        "wall_s": (end if outlived else main_done) - start,
        "max_rss_kb": usage.ru_maxrss,
        "stdout_sha256": out_sha,
        "stdout_size": out_size,
        "stdout": base64.b64encode(out_head).decode(),
        "stderr": base64.b64encode(err_head).decode(),
        "stderr_tail": base64.b64encode(err_tail).decode(),
        "survivors": survivors,
        "outlived_main": outlived,
    }


def _clone_into_fresh_namespaces() -> int:
    """fork() straight into the new namespaces: the child is PID 1 of its PID namespace (one
    process fewer than unshare + fork).  A raw clone skips Python's after-fork hooks, which is
    safe here: the agent has no threads, and the child only sets up and reports."""
    pid: int = _libc.syscall(SYS_CLONE, ctypes.c_ulong(FRESH_NAMESPACES | signal.SIGCHLD),
                             None, None, None, None)
    if pid < 0:
        raise OSError(ctypes.get_errno(), "clone into fresh namespaces")
    return pid


_runtime_ready: list[object] = []


def run_isolated(request: Request) -> Request:
    """One run in a fresh world (module docstring): G, cloned into new namespaces, runs it.

    Two keys of a request are for tests and benchmarks only: ``"launcher": false`` starts the
    clocks in the program's process before its exec instead (where they started before the
    launcher); ``agent_ballast_bytes`` makes the agent hold that much more memory for the rest
    of its life, a slower set-up for every later run (:func:`_grow`)."""
    if not _runtime_ready and request.get("root") != "system":
        _runtime_ready.append(populate_runtime())  # once per sandbox, and only if needed
    if request.get("libraries") and request.get("root") != "system":
        add_libraries(request["libraries"])
    stdin_path = request.get("stdin")
    stdio = (_memfd("stdin", _read_file(stdin_path) if stdin_path else b""),
             _memfd("stdout"), _memfd("stderr"))
    if request.get("agent_ballast_bytes") and not _ballast:
        _grow(int(request["agent_ballast_bytes"]))
    cgroup = _cgroup_fds()
    _launcher()  # made once, inherited by every run's init
    uid, gid = os.getuid(), os.getgid()
    report_r, report_w = os.pipe()
    pid = _clone_into_fresh_namespaces()
    if pid == 0:  # G
        try:
            os.close(report_r)
            _enter_fresh_namespaces(uid, gid)
            count_fd = _build_root(request)
            _run_init(request, report_w, stdio, cgroup, count_fd)
        except BaseException as exc:  # noqa: BLE001 - reported to the agent
            try:
                os.write(report_w, json.dumps({"error": f"run setup: {exc}"}).encode())
            finally:
                os._exit(1)
    for fd in (report_w, *stdio, *([cgroup[0]] if cgroup[0] is not None else [])):
        os.close(fd)
    deadline = time.monotonic() + float(request.get("timeout_s", 10.0)) + 10.0
    chunks = []
    poller = select.poll()
    poller.register(report_r, select.POLLIN)
    while True:
        left = deadline - time.monotonic()
        if left <= 0 or not poller.poll(left * 1000.0):
            os.kill(pid, signal.SIGKILL)  # the run's init did not answer: its namespace ends
            break
        chunk = os.read(report_r, 1 << 16)
        if not chunk:
            break
        chunks.append(chunk)
    os.close(report_r)
    os.waitpid(pid, 0)
    try:
        result: Request = json.loads(b"".join(chunks))
    except ValueError:
        result = {"error": "the run's init died without a report"}
    if "error" in result:
        raise RuntimeError(result["error"])
    return result


def run(request: Request, counter: int | str) -> Request:
    if request.get("isolate"):
        return run_isolated(request)
    argv = request["argv"]
    limits = request.get("limits") or {}
    timeout = float(request.get("timeout_s", 10.0))
    env = request.get("env") or {"PATH": "/usr/bin:/bin", "HOME": WORK, "TMPDIR": WORK, "LANG": "C"}
    out_path = f"{SCRATCH}/out.{counter}"
    err_path = f"{SCRATCH}/err.{counter}"
    cpu_before = _children_cpu()
    start = _monotonic()
    pid = os.fork()
    if pid == 0:
        _child(argv, request.get("stdin"), out_path, err_path, limits, env,
               request.get("cwd") or WORK)
    timed_out, status, usage, main_done = _await_main(pid, timeout)
    others, survivors = _reap_all()
    end = _monotonic()
    cpu_after = _children_cpu()
    fds = [os.open(path, os.O_RDONLY | os.O_CREAT, 0o600) for path in (out_path, err_path)]
    try:
        result = _outcome(request, status, usage, timed_out, others, survivors,
                          max(0.0, cpu_after - cpu_before), start, main_done, end, *fds)
    finally:
        for fd, path in zip(fds, (out_path, err_path), strict=True):
            os.close(fd)
            os.unlink(path)
    if request.get("fresh_work"):
        _wipe_scratch()
    return result


def batch(request: Request, counter: int) -> Request:
    """Several runs, one answer.  ``stop_on_failure``: skip the rest after a run that is not ok."""
    results = []
    for index, item in enumerate(request["runs"]):
        result = run(item, f"{counter}.{index}")
        results.append(result)
        expect = item.get("expect_exit", 0)  # -1: any non-zero status (problem.ANY_NONZERO_EXIT)
        wrong_exit = (result["exit_code"] in (0, None) if expect == -1
                      else result["exit_code"] != expect)
        failed = wrong_exit or result["timed_out"] or result["output_limit"]
        if failed and request.get("stop_on_failure"):
            break
    return {"results": results}


def export(request: Request) -> Request:
    src, dst = request["src"], request["dst"]
    max_bytes = int(request.get("max_bytes", 256 << 20))
    if not dst.startswith("/out/") or ".." in dst.split("/"):
        return {"error": "export destination must be under /out"}
    copied = 0
    try:  # a new file: never through a link or into a file something else left there
        os.unlink(dst)
    except FileNotFoundError:
        pass
    out_fd = os.open(dst, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    with open(src, "rb") as fin, os.fdopen(out_fd, "wb") as fout:
        while True:
            chunk = fin.read(1 << 16)
            if not chunk:
                break
            copied += len(chunk)
            if copied > max_bytes:
                return {"error": f"file larger than {max_bytes} bytes"}
            fout.write(chunk)
    os.chmod(dst, 0o755 if request.get("executable") else 0o644)
    return {"bytes": copied}


def reset() -> Request:
    """Between two candidates of a kept sandbox: empty the writable areas (``/out`` too), and
    say how many processes other than the agent are alive in the sandbox (every run's world
    nests in ours, so its processes are in our /proc): any at all, and the sandbox is not used
    again."""
    _wipe_scratch((WORK, "/dev/shm", "/out"))  # exports leave /out at once: nothing is due there
    others = [name for name in os.listdir("/proc") if name.isdigit() and int(name) != os.getpid()]
    return {"others": len(others)}


def main() -> None:
    _become_init()
    os.makedirs(SCRATCH, exist_ok=True)
    channel_in = sys.stdin.buffer
    channel_out = sys.stdout.buffer
    channel_out.write(b'{"ready": true, "pid": %d}\n' % os.getpid())
    channel_out.flush()
    counter = 0
    for line in channel_in:
        if not line.strip():
            continue
        counter += 1
        try:
            request = json.loads(line)
            op = request.get("op")
            if op == "run":
                response = run(request, counter)
            elif op == "batch":
                response = batch(request, counter)
            elif op == "export":
                response = export(request)
            elif op == "reset":
                response = reset()
            elif op == "ping":
                response = {"pong": True}
            else:
                response = {"error": f"unknown op {op!r}"}
        except Exception as exc:  # noqa: BLE001 - the host turns this into sandbox_error
            response = {"error": f"{type(exc).__name__}: {exc}"}
        channel_out.write(json.dumps(response).encode() + b"\n")
        channel_out.flush()


if __name__ == "__main__":
    main()
