"""A run's fresh world, as the sandbox's agent builds it: one part of the agent
(:mod:`superasm._sandbox_agent` says how its parts become the one script a sandbox runs).

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
- the run's init destroys every object the run left that would outlive its processes (SysV and
  POSIX IPC objects, files in its root: :func:`_teardown`) *before the clocks stop*, charging
  that work to the run;
- a seccomp filter (:func:`_seccomp_program`) refuses ``sched_setaffinity``, inet sockets,
  io_uring, namespaces of the run's own and every syscall of another ABI;
- under instruction counting, valgrind reports into a FIFO the run can only append to
  (:func:`_count_log`), returned as ``count_log``.

Standard library only, and nothing of superasm: the sandbox has no site-packages.
"""

from __future__ import annotations

import ctypes
import fcntl
import os
import shutil
import signal
from typing import Any

#: a request from the host, or an answer to it (JSON objects)
Request = dict[str, Any]

WORK = "/work"
#: read-only runtime (the C library, the loader) copied once per sandbox; bound into every run
RUNTIME = "/rt"
#: where a fresh run's root is built before pivot_root
NEW_ROOT = "/nr"
#: the program's path and name inside every fresh world (the same in every phase)
PROGRAM = "/prog"
#: the instruction counter's log in a run's world, a FIFO only the run's init reads (_count_log)
COUNT_LOG = "/.count/log"
COUNT_LOG_CAP = 1 << 16
RUNTIME_FILES = ("usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2",
                 "usr/lib/x86_64-linux-gnu/libc.so.6", "usr/lib/x86_64-linux-gnu/libm.so.6",
                 "usr/lib/x86_64-linux-gnu/libgcc_s.so.1", "etc/ld.so.cache")
DEVICES = ("null", "zero", "full", "random", "urandom")

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


def _pivot_into_new_root() -> None:
    """G, in its new namespaces: a ``/proc`` of its PID namespace, then the new root as ``/``
    and the old one unmounted."""
    _mount("proc", NEW_ROOT + "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC)
    _check(_libc.syscall(SYS_PIVOT_ROOT, NEW_ROOT.encode(), (NEW_ROOT + "/.old").encode()),
           "pivot_root")
    os.chdir("/")
    _check(_libc.umount2(b"/.old", MNT_DETACH), "umount old root")
    os.rmdir("/.old")


def _clone_into_fresh_namespaces() -> int:
    """fork() straight into the new namespaces: the child is PID 1 of its PID namespace (one
    process fewer than unshare + fork).  A raw clone skips Python's after-fork hooks, which is
    safe here: the agent has no threads, and the child only sets up and reports."""
    pid: int = _libc.syscall(SYS_CLONE, ctypes.c_ulong(FRESH_NAMESPACES | signal.SIGCHLD),
                             None, None, None, None)
    if pid < 0:
        raise OSError(ctypes.get_errno(), "clone into fresh namespaces")
    return pid
