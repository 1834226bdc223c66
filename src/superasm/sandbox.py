"""Running anything untrusted: the only module that starts a candidate's process.

A :class:`Sandbox` is one bubblewrap process (all namespaces unshared: no network, own PIDs, no
capabilities) holding a small agent (``_sandbox_agent`` and its parts, joined into one script:
:mod:`superasm.sandbox_script`) that fork/execs each command with rlimits and a wall-clock
timeout, and reports exit status, signal, CPU and wall time and a hash of stdout.  One sandbox serves all of a candidate's assembly, test and timing runs, so sandbox
start-up never pollutes a timing.

What a command inside sees: ``/usr`` (read-only), the Python runtime the agent needs
(read-only), ``/in`` (read-only: the files the host put there), ``/work`` and ``/tmp`` (a
size-limited tmpfs), ``/out`` only for trusted exports.  No ``/home``, ``/root``, ``/etc`` beyond
``ld.so.cache``, no dataset, no run directory.  When superasm runs as root, the sandbox runs as a
dedicated unprivileged uid so that ``RLIMIT_NPROC`` bounds a fork bomb; each live sandbox gets its
own uid, so one candidate's fork bomb cannot starve another's assembler.

If bubblewrap is missing or cannot start, :class:`SandboxUnavailable` says so.  There is no
unsandboxed fallback.
"""

from __future__ import annotations

import base64
import contextlib
import enum
import functools
import itertools
import json
import math
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import IO, Any

from superasm.errors import UserError
from superasm.sandbox_script import agent_script

AGENT_NAME = ".superasm-agent.py"
NO_BWRAP = ("bubblewrap (bwrap) is not installed: apt-get install bubblewrap. superasm never "
            "runs untrusted code outside the sandbox.")
_UID_BASE = 61000
_UID_SLOTS = 4000
_uid_counter = itertools.count()
_uid_lock = threading.Lock()
_live_uids: set[int] = set()


class SandboxError(RuntimeError):
    """Base of the sandbox's errors."""


class SandboxUnavailable(SandboxError, UserError):
    """The sandbox cannot be started on this machine (the message says why and how to fix it)."""


class SandboxCrashed(SandboxError):
    """The sandbox's agent died or stopped answering (often: a candidate killed it)."""


@dataclass(frozen=True)
class Limits:
    """Per-command resource limits.  ``None`` leaves a limit unset (sanitizers need a huge AS)."""

    cpu_s: float | None = 10.0
    address_space: int | None = 2 << 30
    file_size: int | None = 64 << 20
    nproc: int | None = 64
    nofile: int | None = 256
    stack: int | None = 64 << 20

    def as_request(self) -> dict[str, int | None]:
        """Whole numbers for setrlimit; CPU seconds rounded up (never 0: that kills at once)."""
        return {key: None if value is None else max(1, math.ceil(value)) if key == "cpu_s"
                else int(value) for key, value in asdict(self).items()}


#: limits for the trusted toolchain steps (assembler, linker, cc1) on untrusted input
TOOLCHAIN_LIMITS = Limits(cpu_s=30, address_space=4 << 30, file_size=256 << 20, nproc=64)


@dataclass
class SandboxConfig:
    bwrap: str = "bwrap"
    scratch_bytes: int = 512 << 20
    #: /dev/shm (POSIX shared memory) is a tmpfs of its own, bounded like the scratch area
    shm_bytes: int = 64 << 20
    startup_timeout_s: float = 30.0
    stdout_head: int = 64 << 10
    extra_ro_binds: tuple[str, ...] = ()
    #: pin every process of the sandbox to this CPU (timing runs never share a core)
    cpu: int | None = None
    #: bound the memory of all the sandbox's processes together (a cgroup: SandboxCgroups);
    #: every sandbox has one where the machine allows it, build sandboxes included
    memory_bytes: int | None = 6 << 30
    #: a fresh run's root (working directory, /tmp, /dev/shm): its size and its inodes
    run_root_bytes: int = 512 << 20
    run_root_inodes: int = 16384
    #: charge each isolated run the CPU time its cgroup counted (see SandboxCgroups); a
    #: sandbox that only builds needs none
    cpu_accounting: bool = True


class CpuAccounting(enum.StrEnum):
    """How a run's CPU time is charged (SECURITY.md)."""

    #: a cgroup per run: the CPU of every task that ran in it, however it ended
    CGROUP = "cgroup"
    #: rusage: only the tasks that were reaped
    RUSAGE = "rusage"


@dataclass
class ProcResult:
    """What one command did.  ``stdout`` holds at most the configured head of the output."""

    exit_code: int | None
    signal: int | None
    timed_out: bool
    output_limit: bool
    cpu_s: float
    wall_s: float
    stdout_sha256: str
    stdout_size: int
    stdout: bytes = b""
    stderr: bytes = b""
    stderr_tail: bytes = b""
    #: the instruction counter's log (``run_request(count_log=True)``): what valgrind wrote
    #: through a channel the run can only append to (``_sandbox_world._count_log``)
    count_log: bytes = b""
    max_rss_kb: int = 0
    survivors: int = 0
    #: the main process's own CPU time (``cpu_s`` is every process of the run together)
    main_cpu_s: float = 0.0
    #: some process of the run was still there when the main one ended (it was killed, and its
    #: time charged to the run)
    outlived_main: bool = False
    #: where ``cpu_s`` came from: "cgroup" (every task of the run) or "rusage" (the reaped ones)
    cpu_source: str = "rusage"
    #: tasks (processes and threads) the run created besides its main process; -1: unknown
    tasks: int = -1
    rusage_cpu_s: float = 0.0
    #: objects the run left behind (SysV IPC objects, POSIX message queues, files in its root),
    #: destroyed by its init and charged to it before the clocks stopped
    left_behind: int = 0
    #: where both clocks started: "exec" (an isolated run: the launcher, just before the
    #: program's own execve, after the whole set-up of its world and process), "child" (an
    #: isolated run where the kernel refused the launcher: in the program's process before
    #: its execve, whose tear-down of that process's copy of the agent is then on the clocks),
    #: "fork" (a toolchain step: before the fork), "none" (the process died in its set-up)
    clock_start: str = "fork"
    #: CPU time the program's process spent before its clocks started (its set-up, and the
    #: tear-down of its copy of the agent); in neither ``cpu_s`` nor ``main_cpu_s``
    setup_cpu_s: float = 0.0

    @property
    def ok(self) -> bool:
        return self.exit_code == 0 and not self.timed_out and not self.output_limit

    def time_limit_hit(self, cpu_limit_s: float | None = None) -> str:
        """'' unless the run was killed at a time limit, else how: past its wall-clock limit, or
        at its CPU limit (SIGXCPU, the soft RLIMIT_CPU; or, when ``cpu_limit_s`` is known, SIGKILL
        at the hard limit just above it).  A time-out is a time-out, never a crash."""
        if self.timed_out:
            return f"timed out after {self.wall_s:.1f} s"
        at_hard_limit = (self.signal == signal.SIGKILL and cpu_limit_s is not None
                         and self.cpu_s >= cpu_limit_s)
        if self.signal == signal.SIGXCPU or at_hard_limit:
            return f"killed at its CPU time limit after {self.cpu_s:.2f} s of CPU"
        return ""

    def describe(self, cpu_limit_s: float | None = None) -> str:
        """One line a human understands: 'exit status 3', 'killed by SIGSEGV', 'timed out after
        2.0 s', 'killed at its CPU time limit after 1.00 s of CPU'."""
        late = self.time_limit_hit(cpu_limit_s)
        if late:
            return late
        if self.output_limit:
            return "exceeded the output size limit"
        if self.signal is not None:
            try:
                name = signal.Signals(self.signal).name
            except ValueError:
                name = f"signal {self.signal}"
            return f"killed by {name}"
        return f"exit status {self.exit_code}"


def bwrap_available(config: SandboxConfig | None = None) -> str | None:
    """None when the sandbox can start here, else the reason it cannot."""
    config = config or SandboxConfig()
    if shutil.which(config.bwrap) is None:
        return NO_BWRAP
    try:
        with Sandbox(config=config) as sb:
            sb.ping()
    except SandboxError as exc:
        return str(exc)
    return None


def _allocate_uid() -> int:
    with _uid_lock:
        for _ in range(_UID_SLOTS):
            uid = _UID_BASE + next(_uid_counter) % _UID_SLOTS
            if uid not in _live_uids:
                _live_uids.add(uid)
                return uid
    raise SandboxUnavailable("no free sandbox uid (too many live sandboxes)")


def _release_uid(uid: int | None) -> None:
    if uid is not None:
        with _uid_lock:
            _live_uids.discard(uid)


def agent_python() -> tuple[str, list[str]]:
    """The interpreter for the agent and the read-only binds it needs (never site-packages or $HOME).

    The system's ``/usr/bin/python3`` is preferred: it lives under ``/usr``, which the sandbox
    sees anyway, and the unprivileged sandbox uid can reach it (a pyenv under ``/root`` it cannot).
    """
    for candidate in ("/usr/bin/python3", "/usr/local/bin/python3"):
        if os.access(candidate, os.X_OK):
            return os.path.realpath(candidate), (
                [] if candidate.startswith("/usr/bin") else ["--ro-bind", "/usr/local", "/usr/local"]
            )
    prefix = os.path.realpath(sys.base_prefix)
    return os.path.realpath(sys.executable), ["--ro-bind", prefix, prefix]


#: where an isolated run finds its program, whichever binary it is (the same in every phase)
PROGRAM_PATH = "/prog"


def run_request(argv: list[str], stdin: str | None = None, timeout_s: float = 10.0,
                limits: Limits | None = None, env: dict[str, str] | None = None,
                cwd: str = "/work", stderr_tail: int = 0, fresh_work: bool = False,
                output_match: str = "exact", stdout_head: int = 64 << 10,
                expect_exit: int = 0, isolate: bool = False, program: str | None = None,
                root: str = "minimal", count_log: bool = False,
                libraries: Sequence[str] = ()) -> dict[str, Any]:
    """One run as the agent's protocol carries it (for :meth:`Sandbox.run_batch`).

    ``isolate`` runs it in a fresh world (see ``_sandbox_world``): ``program`` (a path under
    ``/in``) is copied to :data:`PROGRAM_PATH` and named so in ``argv``; ``root`` is
    ``minimal`` (the C runtime only) or ``system`` (``/usr`` read-only, for valgrind);
    ``count_log`` places the instruction counter's log in the run's world
    (``_sandbox_world.COUNT_LOG``); ``libraries``: shared libraries (paths under ``/usr/lib``)
    a ``minimal`` root holds besides the C runtime (a unit-test framework the problem links
    with: ``toolchain.runtime_libraries``).  Without ``isolate`` the run shares ``/work`` with the
    sandbox's other runs (the toolchain's steps).  An isolated run's CPU limit is the one
    given, never shortened to its time-out: the limits a program can read must not tell one
    test from another.
    """
    limits = limits or Limits()
    if not isolate and limits.cpu_s is not None and limits.cpu_s > timeout_s + 1:
        limits = replace(limits, cpu_s=timeout_s + 1)
    request = {"op": "run", "argv": argv, "stdin": stdin, "timeout_s": timeout_s, "env": env,
               "limits": limits.as_request(), "stdout_head": stdout_head, "cwd": cwd,
               "stderr_tail": stderr_tail, "fresh_work": fresh_work,
               "output_match": output_match, "expect_exit": expect_exit}
    if isolate:
        request.update(isolate=True, program=program, root=root, count_log=count_log)
        if libraries:
            request["libraries"] = list(libraries)
    return request


def _proc_result(reply: dict[str, Any]) -> ProcResult:
    fields = {k: v for k, v in reply.items() if k in ProcResult.__dataclass_fields__}
    for key in ("stdout", "stderr", "stderr_tail", "count_log"):
        if key in reply:
            fields[key] = base64.b64decode(reply[key])
    return ProcResult(**fields)


class SandboxCgroups:
    """The cgroups of one sandbox: memory bounded together, CPU charged per run, one core.

    - *memory*: all the sandbox's processes together (``RLIMIT_AS`` bounds each alone, so 64
      processes could take 64 times the limit), tmpfs pages, memfds and IPC objects included;
    - *cpu accounting*: a cgroup holding the whole sandbox, whose usage counts every task that
      ran in it, however it ended and whoever reaped it.  Runs are sequential; the run's
      launcher reads the usage just before the program's ``execve`` (after the run's whole
      set-up: ``_sandbox_clocks.LAUNCHER_ASM``) and the run's init again once it has reaped the
      last process, so the difference is the run's (plus the init's reaping, the same for
      both binaries).  The group is bound read-only into the sandbox; no run can write to any
      cgroup, so none can leave it.

    The core a sandbox is pinned to is kept by the agent's seccomp filter, which refuses
    ``sched_setaffinity`` to every run (for every user; a cpuset would cost a cgroup move per
    sandbox and hold nothing more).  Moving a process between cgroups waits for an RCU grace
    period (about 1.5 ms here), so a sandbox makes as few moves as it can: one per hierarchy
    when it starts, none per run.

    cgroup v1 (one hierarchy per controller, as on this project's machines) and v2 (one
    hierarchy) are both handled.  What cannot be made is left out and said by
    :attr:`missing`; SECURITY.md says what holds where.
    """

    _counter = itertools.count()

    def __init__(self) -> None:
        self.paths: list[Path] = []
        self.memory_ok = False
        #: the run cgroup bound into the sandbox (None: CPU time from RUSAGE_CHILDREN)
        self.run_dir: Path | None = None
        self._enter: list[Path] = []

    @classmethod
    def probe(cls) -> tuple[bool, bool]:
        """(memory bounded together, CPU charged per run): what this machine lets us make."""
        groups = cls.create(1 << 30, os.getuid() if os.geteuid() == 0 else None)
        try:
            return groups.memory_ok, groups.run_dir is not None
        finally:
            groups.remove()

    @property
    def missing(self) -> list[str]:
        return [name for name, ok in (("memory", self.memory_ok),
                                      ("cpu accounting", self.run_dir is not None)) if not ok]

    @classmethod
    def create(cls, memory_bytes: int | None, uid: int | None,
               accounting: bool = True) -> SandboxCgroups:
        groups = cls()
        # a random name: a run may read its cgroup's path, which must not count sandboxes
        name = f"superasm-{os.getpid()}-{os.urandom(6).hex()}"
        if memory_bytes is None and not accounting:
            return groups
        v1 = _v1_parents()
        if v1:
            if memory_bytes is not None and "memory" in v1:
                path = groups._make(v1["memory"], name)
                if path is not None and _write_limit(path, "memory.limit_in_bytes",
                                                     memory_bytes):
                    with contextlib.suppress(OSError):
                        (path / "memory.memsw.limit_in_bytes").write_text(str(memory_bytes))
                    groups.memory_ok = True
                    groups._enter.append(path)
            if accounting and "cpuacct" in v1:
                path = groups._make(v1["cpuacct"], name)
                if path is not None:
                    groups._enter.append(path)
                    groups.run_dir = path
        else:
            groups._make_v2(name, memory_bytes, uid, accounting)
        return groups

    def _make(self, parent: Path, name: str) -> Path | None:
        path = parent / name
        try:
            path.mkdir()
        except OSError:
            return None
        self.paths.append(path)
        return path

    def _make_v2(self, name: str, memory_bytes: int | None, uid: int | None,
                 accounting: bool) -> None:
        """v2: ``superasm-X`` (the memory limit) holding ``agent`` (the sandbox; its usage)."""
        parent = _v2_parent()
        if parent is None:
            return
        top = self._make(parent, name)
        if top is None:
            return
        controllers = (parent / "cgroup.subtree_control").read_text().split()
        with contextlib.suppress(OSError):
            if "memory" in controllers:
                (top / "cgroup.subtree_control").write_text("+memory")
        if memory_bytes is not None and "memory" in controllers:
            self.memory_ok = _write_limit(top, "memory.max", memory_bytes)
            with contextlib.suppress(OSError):
                (top / "memory.swap.max").write_text("0")
        agent = self._make(top, "agent")
        if agent is None:
            return
        self._enter.append(agent)
        if accounting:
            self.run_dir = agent

    def enter(self) -> None:
        """Move the calling process (a child between fork and exec) into every group."""
        for path in self._enter:
            (path / "cgroup.procs").write_text("0")

    def remove(self) -> None:
        for path in reversed(self.paths):
            for attempt in range(400):
                try:
                    path.rmdir()
                    break
                except FileNotFoundError:
                    break
                except OSError:  # still emptying: the last processes are being reaped
                    time.sleep(0.0005 if attempt < 100 else 0.01)
        self.paths = []


def _write_limit(path: Path, name: str, value: int) -> bool:
    try:
        (path / name).write_text(str(int(value)))
    except OSError:
        return False
    return True


def _own_cgroups() -> list[tuple[str, str]]:
    try:
        lines = Path("/proc/self/cgroup").read_text().splitlines()
    except OSError:
        return []
    return [(parts[1], parts[2]) for parts in (line.split(":", 2) for line in lines)
            if len(parts) == 3]


def _v1_parents() -> dict[str, Path]:
    """Writable v1 hierarchies this process belongs to, by controller; stale groups of dead
    superasm processes are removed on the way."""
    out: dict[str, Path] = {}
    for controllers, rel in _own_cgroups():
        for controller in controllers.split(","):
            if controller not in ("memory", "cpuacct"):
                continue
            for mount in (f"/sys/fs/cgroup/{controller}", f"/sys/fs/cgroup/cpu,{controller}",
                          f"/sys/fs/cgroup/{controller},cpu"):
                base = Path(mount) / rel.lstrip("/")
                if base.is_dir() and os.access(base, os.W_OK):
                    _remove_stale(base)
                    out[controller] = base
                    break
    return out


def _v2_parent() -> Path | None:
    for controllers, rel in _own_cgroups():
        if controllers == "":
            for root in (Path("/sys/fs/cgroup"), Path("/sys/fs/cgroup/unified")):
                base = root / rel.lstrip("/")
                if (base / "cgroup.subtree_control").exists() and os.access(base, os.W_OK) \
                        and (root / "cgroup.controllers").exists() \
                        and (root / "cgroup.controllers").read_text().strip():
                    _remove_stale(base)
                    return base
    return None


def _remove_stale(base: Path) -> None:
    """Remove the cgroups a killed superasm process left; another sandbox starting at the same
    time may remove them first (each step tolerates what is already gone)."""
    for stale in base.glob("superasm-*-*"):  # left by a superasm process that was killed
        pid = stale.name.split("-")[1]
        if pid.isdigit() and not Path(f"/proc/{pid}").exists():
            with contextlib.suppress(OSError):
                children = [child for child in stale.iterdir() if child.is_dir()]
                for child in children:
                    with contextlib.suppress(OSError):
                        child.rmdir()
            with contextlib.suppress(OSError):
                stale.rmdir()


def user_scope(memory_bytes: int) -> list[str]:
    """The prefix that starts a sandbox in a transient scope of the user's systemd manager with
    its memory bounded (``MemoryMax``, no swap), where superasm could make no memory cgroup of
    its own: a user without a delegated cgroup still has one through systemd (desktops and
    most servers with logins).  Empty where there is no such manager or it cannot bound
    memory (checked once per process: a scope started with a limit must run)."""
    exe = shutil.which("systemd-run")
    if exe is None or not _user_scope_works(exe):
        return []
    return _scope_prefix(exe, memory_bytes)


def _scope_prefix(exe: str, memory_bytes: int) -> list[str]:
    return [exe, "--user", "--scope", "--quiet", "--collect",
            f"--property=MemoryMax={int(memory_bytes)}", "--property=MemorySwapMax=0", "--"]


@functools.lru_cache(maxsize=4)
def _user_scope_works(exe: str) -> bool:
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if not runtime or not Path(runtime, "systemd", "private").exists():
        return False
    try:
        probe = subprocess.run([*_scope_prefix(exe, 64 << 20), "/bin/true"],
                               capture_output=True, timeout=15, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return probe.returncode == 0


_warned: set[str] = set()


def warn_once(key: str, message: str) -> None:
    """A loud warning on stderr, once per process (what the machine cannot give us)."""
    with _uid_lock:
        if key in _warned:
            return
        _warned.add(key)
    print(f"superasm: warning: {message}", file=sys.stderr, flush=True)


class Sandbox:
    """One sandbox session.  Use as a context manager; every ``run`` happens inside it."""

    def __init__(self, files: dict[str, bytes | str] | None = None,
                 config: SandboxConfig | None = None, out_dir: str | Path | None = None) -> None:
        self.config = config or SandboxConfig()
        self._files = files or {}
        self._out_dir = Path(out_dir) if out_dir is not None else None
        self._proc: subprocess.Popen[bytes] | None = None
        self._in_dir: str | None = None
        self._stderr_file: IO[bytes] | None = None
        self._uid: int | None = None
        self._cgroups: SandboxCgroups | None = None
        #: the systemd-run prefix that bounds the memory where no cgroup could be made
        self._scope: list[str] = []
        self._buffer = b""

    # ---------------------------------------------------------------- lifecycle
    def __enter__(self) -> Sandbox:
        self.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def _argv(self) -> list[str]:
        assert self._in_dir is not None
        c = self.config
        argv = [c.bwrap, "--unshare-all", "--as-pid-1", "--die-with-parent", "--new-session",
                "--cap-drop", "ALL", "--ro-bind", "/usr", "/usr"]
        for name in ("bin", "sbin", "lib", "lib64"):
            argv += ["--symlink", f"usr/{name}", f"/{name}"]
        argv += ["--ro-bind-try", "/etc/ld.so.cache", "/etc/ld.so.cache", "--proc", "/proc",
                 "--dev", "/dev", "--size", str(c.shm_bytes), "--tmpfs", "/dev/shm",
                 "--size", str(c.scratch_bytes), "--tmpfs", "/work", "--symlink", "/work", "/tmp",
                 "--ro-bind", self._in_dir, "/in", "--size", str(64 << 20), "--tmpfs", "/rt",
                 "--dir", "/nr"]
        if self._cgroups is not None and self._cgroups.run_dir is not None:
            argv += ["--ro-bind", str(self._cgroups.run_dir), "/.superasm-cg"]
        python, binds = agent_python()
        argv += binds
        for path in c.extra_ro_binds:
            argv += ["--ro-bind", path, path]
        if self._out_dir is not None:
            argv += ["--bind", str(self._out_dir), "/out"]
        # bubblewrap builds / and /dev as unbounded tmpfs owned by the sandbox uid: left writable,
        # a candidate could fill host RAM through them or keep a cache there across runs
        argv += ["--remount-ro", "/dev", "--remount-ro", "/"]
        return argv + ["--chdir", "/work", "--", python, "-I", "-S", f"/in/{AGENT_NAME}"]

    def start(self) -> None:
        if shutil.which(self.config.bwrap) is None:
            raise SandboxUnavailable(NO_BWRAP)
        self._in_dir = tempfile.mkdtemp(prefix="superasm-in-")
        os.chmod(self._in_dir, 0o755)
        Path(self._in_dir, AGENT_NAME).write_text(agent_script())
        os.chmod(Path(self._in_dir, AGENT_NAME), 0o644)
        for name, data in self._files.items():
            self.add_file(name, data)
        as_root = os.geteuid() == 0
        if as_root:
            self._uid = _allocate_uid()
            if self._out_dir is not None:
                os.chown(self._out_dir, self._uid, self._uid)
        self._cgroups = SandboxCgroups.create(self.config.memory_bytes, self._uid,
                                              self.config.cpu_accounting)
        if self.config.memory_bytes is not None and not self._cgroups.memory_ok:
            # root makes its own cgroups; a user without one may still have systemd's
            self._scope = [] if as_root else user_scope(self.config.memory_bytes)
            if not self._scope:
                warn_once("memory", "no memory cgroup can be made here (run as root, delegate the "
                          "memory controller, or run under a systemd user session): each process "
                          "of a sandbox is bounded alone (RLIMIT_AS), not all of them together; "
                          "see SECURITY.md")
        uid, cpu, cgroups = self._uid, self.config.cpu, self._cgroups

        def demote() -> None:  # runs in the child between fork and exec
            cgroups.enter()
            if cpu is not None:
                os.sched_setaffinity(0, {cpu})
            if uid is not None:
                os.setgroups([])
                os.setgid(uid)
                os.setuid(uid)

        self._stderr_file = tempfile.TemporaryFile(prefix="superasm-bwrap-")
        env = {"PATH": "/usr/bin:/bin", "LANG": "C", "HOME": "/work"}
        try:
            self._proc = subprocess.Popen([*self._scope, *self._argv()], stdin=subprocess.PIPE,
                                          stdout=subprocess.PIPE, stderr=self._stderr_file,
                                          env=env, preexec_fn=demote, start_new_session=True,
                                          cwd="/")
        except OSError as exc:
            self.close()
            raise SandboxUnavailable(f"cannot start bubblewrap: {exc}") from exc
        try:
            self._read_line(self.config.startup_timeout_s)  # the agent's hello
        except SandboxCrashed as exc:
            message = self._bwrap_stderr()
            self.close()
            raise SandboxUnavailable(
                f"the sandbox did not start ({message or exc}); bubblewrap needs unprivileged "
                "user namespaces (sysctl kernel.unprivileged_userns_clone=1) or root"
            ) from exc

    def _in_path(self, name: str) -> Path:
        """Where the file ``/in/NAME`` lives on the host."""
        assert self._in_dir is not None, "sandbox not started"
        if "/" in name or name in ("", ".", ".."):
            raise ValueError(f"bad sandbox file name {name!r}")
        return Path(self._in_dir, name)

    def add_file(self, name: str, data: bytes | str) -> str:
        """Put a read-only file into ``/in`` (also while the sandbox runs); returns its path inside."""
        path = self._in_path(name)
        path.write_bytes(data.encode() if isinstance(data, str) else data)
        os.chmod(path, 0o755 if name.endswith((".bin", ".exe")) or os.access(path, os.X_OK) else 0o644)
        return f"/in/{name}"

    def has_file(self, name: str) -> bool:
        """Whether ``/in/NAME`` is there (a helper added once for a sandbox kept for more)."""
        return self._in_path(name).exists()

    def remove_file(self, name: str) -> None:
        """Take a file out of ``/in`` again (a sandbox kept for the next candidate)."""
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self._in_path(name))

    def add_executable(self, name: str, source: str | Path) -> str:
        assert self._in_dir is not None, "sandbox not started"
        target = Path(self._in_dir, name)
        shutil.copyfile(source, target)
        os.chmod(target, 0o755)
        return f"/in/{name}"

    def _bwrap_stderr(self) -> str:
        if self._stderr_file is None:
            return ""
        self._stderr_file.seek(0)
        return self._stderr_file.read(4000).decode(errors="replace").strip()

    def close(self) -> None:
        proc, self._proc = self._proc, None
        if proc is not None:
            with contextlib.suppress(OSError):
                if proc.stdin:
                    proc.stdin.close()
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(proc.pid, signal.SIGKILL)
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
            if proc.stdout:
                proc.stdout.close()
        if self._stderr_file is not None:
            self._stderr_file.close()
            self._stderr_file = None
        if self._in_dir is not None:
            shutil.rmtree(self._in_dir, ignore_errors=True)
            self._in_dir = None
        _release_uid(self._uid)
        self._uid = None
        if self._cgroups is not None:
            self._cgroups.remove()
            self._cgroups = None

    @property
    def memory_cgroup(self) -> bool:
        """Whether one cgroup bounds the memory of all this sandbox's processes together."""
        return bool(self._scope) or (self._cgroups is not None and self._cgroups.memory_ok)

    @property
    def cpu_accounting(self) -> CpuAccounting:
        """How each isolated run's CPU time is charged (:class:`CpuAccounting`)."""
        return CpuAccounting.CGROUP if self._cgroups is not None \
            and self._cgroups.run_dir is not None else CpuAccounting.RUSAGE

    # ---------------------------------------------------------------- protocol
    def _read_line(self, timeout_s: float) -> bytes:
        assert self._proc is not None and self._proc.stdout is not None
        fd = self._proc.stdout.fileno()
        deadline = time.monotonic() + timeout_s
        while b"\n" not in self._buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise SandboxCrashed(f"the sandbox agent did not answer within {timeout_s:.0f} s")
            ready, _, _ = select.select([fd], [], [], remaining)
            if not ready:
                continue
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                raise SandboxCrashed("the sandbox agent exited (was it killed from inside?)")
            self._buffer += chunk
            if len(self._buffer) > (64 << 20):
                raise SandboxCrashed("the sandbox agent sent an oversized reply")
        line, _, self._buffer = self._buffer.partition(b"\n")
        return line

    def _request(self, payload: dict[str, Any], timeout_s: float) -> dict[str, Any]:
        if self._proc is None or self._proc.stdin is None:
            raise SandboxCrashed("the sandbox is not running")
        try:
            self._proc.stdin.write(json.dumps(payload).encode() + b"\n")
            self._proc.stdin.flush()
        except (BrokenPipeError, OSError) as exc:
            raise SandboxCrashed("the sandbox agent exited (was it killed from inside?)") from exc
        reply: dict[str, Any] = json.loads(self._read_line(timeout_s))
        if "error" in reply:
            raise SandboxCrashed(f"sandbox agent error: {reply['error']}")
        return reply

    @property
    def out_dir(self) -> Path | None:
        """The host folder mounted at ``/out`` (what :meth:`export` writes to), if any."""
        return self._out_dir

    @property
    def pid(self) -> int | None:
        """bubblewrap's pid on the host, while the sandbox runs."""
        return self._proc.pid if self._proc is not None else None

    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def ping(self) -> None:
        self._request({"op": "ping"}, 10.0)

    def reset(self) -> bool:
        """Make the sandbox ready for another user: ``/work``, ``/dev/shm`` and ``/out``
        emptied.  False when it is not (a process other than its agent still lives in it):
        close it."""
        return int(self._request({"op": "reset"}, 60.0)["others"]) == 0

    def run(self, argv: list[str], stdin: str | None = None, timeout_s: float = 10.0,
            limits: Limits | None = None, env: dict[str, str] | None = None, cwd: str = "/work",
            stderr_tail: int = 0, fresh_work: bool = False,
            output_match: str = "exact") -> ProcResult:
        """Run one command inside; ``stdin`` is a path inside the sandbox (e.g. ``/in/t0.in``).

        ``fresh_work`` empties ``/work`` and ``/dev/shm`` after the run, so a candidate cannot
        carry a cache from one run into the next (a cheat that would read as a speedup).
        ``output_match`` chooses the form of stdout that is hashed (see
        :func:`superasm._sandbox_agent.normalize_output`).
        """
        payload = run_request(argv, stdin, timeout_s, limits, env, cwd, stderr_tail, fresh_work,
                              output_match, self.config.stdout_head)
        return self.run_batch([payload])[0]

    def run_batch(self, requests: list[dict[str, Any]],
                  stop_on_failure: bool = False) -> list[ProcResult]:
        """Several runs (payloads from :func:`run_request`) in one round trip, in order.

        With ``stop_on_failure`` the agent skips the rest after a run that exits with another
        status than its ``expect_exit``, times out or floods: fewer results come back.
        """
        if not requests:
            return []
        for request in requests:
            if request.get("isolate"):
                request.setdefault("root_bytes", self.config.run_root_bytes)
                request.setdefault("root_inodes", self.config.run_root_inodes)
        results: list[ProcResult] = []
        # (a batch that stops at a failure stays whole: where it stopped is the agent's to say)
        for part in [requests] if stop_on_failure else _reply_sized(requests):
            wait = sum(float(r["timeout_s"]) + 2.0 for r in part) + 15.0
            reply = self._request({"op": "batch", "runs": part,
                                   "stop_on_failure": stop_on_failure}, wait)
            results += [_proc_result(r) for r in reply["results"]]
        return results

    def export(self, src: str, name: str, executable: bool = False,
               max_bytes: int = 256 << 20) -> Path:
        """Copy a file the sandbox made (e.g. a trusted build) to ``out_dir`` on the host."""
        if self._out_dir is None:
            raise SandboxError("this sandbox has no out_dir")
        if "/" in name:
            raise ValueError(f"bad export name {name!r}")
        self._request({"op": "export", "src": src, "dst": f"/out/{name}",
                       "executable": executable, "max_bytes": max_bytes}, 60.0)
        return self._out_dir / name


#: the output one reply may carry at most, before base64 (the host refuses a reply line over
#: 64 MiB: a batch of runs that each may print their head must fit in one)
REPLY_BUDGET = 40 << 20


def _reply_sized(requests: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """``requests`` in consecutive parts whose outputs, each at its most (its stdout head and
    stderr kept), fit one reply: a batch of inputs whose answers are large (a line repeated
    65,537 times, echoed) is run in several round trips instead of failing the sandbox."""
    parts: list[list[dict[str, Any]]] = [[]]
    size = 0
    for request in requests:
        cost = int(request.get("stdout_head", 64 << 10)) + 8192 + \
            int(request.get("stderr_tail", 0))
        if parts[-1] and size + cost > REPLY_BUDGET:
            parts.append([])
            size = 0
        parts[-1].append(request)
        size += cost
    return parts


class KeptSandboxes:
    """Sandboxes of one kind kept warm between candidates: starting one (bubblewrap and its
    agent) costs about as much as assembling and linking a candidate, so a harness keeps them.

    Nothing a candidate does reaches the next through a kept sandbox: every run of a program is
    a fresh world of its own (its own namespaces and root, the sandbox's ``/in`` out of view),
    and what a session put into ``/in`` or a build left in ``/work`` is removed before the
    sandbox is handed out again.  One candidate uses a sandbox at a time; one that failed in any
    way (its agent died, a request went unanswered) is closed, never handed out again."""

    def __init__(self, config: SandboxConfig, out_root: Path | None = None) -> None:
        self.config, self.out_root = config, out_root
        self._idle: list[Sandbox] = []
        self._lock = threading.Lock()
        self._closed = False

    @contextlib.contextmanager
    def lease(self) -> Iterator[Sandbox]:
        with self._lock:
            sb = self._idle.pop() if self._idle else None
        if sb is None or not sb.alive:
            if sb is not None:
                sb.close()
            out_dir = None
            if self.out_root is not None:
                self.out_root.mkdir(mode=0o755, parents=True, exist_ok=True)
                out_dir = Path(tempfile.mkdtemp(prefix="build-", dir=self.out_root))
                os.chmod(out_dir, 0o755)
            sb = Sandbox(config=self.config, out_dir=out_dir)
            try:
                sb.start()
            except BaseException:
                self._discard(sb)
                raise
        healthy = False
        try:
            yield sb
            healthy = sb.alive and self._reset(sb)
        finally:
            with self._lock:
                keep = healthy and not self._closed
                if keep:
                    self._idle.append(sb)
            if not keep:
                self._discard(sb)

    @staticmethod
    def _reset(sb: Sandbox) -> bool:
        """Ready for the next candidate; a sandbox that cannot say so is not (the verdict the
        lease was for stands either way)."""
        try:
            return sb.reset()
        except SandboxError:
            return False

    @staticmethod
    def _discard(sb: Sandbox) -> None:
        out_dir = sb.out_dir
        sb.close()
        if out_dir is not None:
            shutil.rmtree(out_dir, ignore_errors=True)

    def pids(self) -> list[int]:
        with self._lock:
            return [sb.pid for sb in self._idle if sb.pid is not None]

    def close(self) -> None:
        with self._lock:
            self._closed, idle, self._idle = True, self._idle, []
        for sb in idle:
            self._discard(sb)
