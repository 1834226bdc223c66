"""Running anything untrusted: the only module that starts a candidate's process.

A :class:`Sandbox` is one bubblewrap process (all namespaces unshared: no network, own PIDs, no
capabilities) holding a small agent (``_sandbox_agent.py``) that fork/execs each command with
rlimits and a wall-clock timeout, and reports exit status, signal, CPU and wall time and a hash of
stdout.  One sandbox serves all of a candidate's assembly, test and timing runs, so sandbox
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
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import IO, Any

from superasm.errors import UserError

AGENT_PATH = Path(__file__).with_name("_sandbox_agent.py")
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
    #: bound the memory of all the sandbox's processes together (a cgroup; see memory_cgroup)
    memory_bytes: int | None = None


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
    max_rss_kb: int = 0
    survivors: int = 0
    #: the main process's own CPU time (``cpu_s`` is every process of the run together)
    main_cpu_s: float = 0.0
    #: some process of the run was still there when the main one ended (it was killed, and its
    #: time charged to the run)
    outlived_main: bool = False

    @property
    def ok(self) -> bool:
        return self.exit_code == 0 and not self.timed_out and not self.output_limit

    def describe(self) -> str:
        """One line a human understands: 'exit 3', 'killed by SIGSEGV', 'timed out after 2.0 s'."""
        if self.timed_out:
            return f"timed out after {self.wall_s:.1f} s"
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


def run_request(argv: list[str], stdin: str | None = None, timeout_s: float = 10.0,
                limits: Limits | None = None, env: dict[str, str] | None = None,
                cwd: str = "/work", stderr_tail: int = 0, fresh_work: bool = False,
                output_match: str = "exact", stdout_head: int = 64 << 10,
                expect_exit: int = 0) -> dict[str, Any]:
    """One run as the agent's protocol carries it (for :meth:`Sandbox.run_batch`)."""
    limits = limits or Limits()
    if limits.cpu_s is not None and limits.cpu_s > timeout_s + 1:
        limits = replace(limits, cpu_s=timeout_s + 1)
    return {"op": "run", "argv": argv, "stdin": stdin, "timeout_s": timeout_s, "env": env,
            "limits": limits.as_request(), "stdout_head": stdout_head, "cwd": cwd,
            "stderr_tail": stderr_tail, "fresh_work": fresh_work, "output_match": output_match,
            "expect_exit": expect_exit}


def _proc_result(reply: dict[str, Any]) -> ProcResult:
    fields = {k: v for k, v in reply.items() if k in ProcResult.__dataclass_fields__}
    for key in ("stdout", "stderr", "stderr_tail"):
        fields[key] = base64.b64decode(reply[key])
    return ProcResult(**fields)


class MemoryCgroup:
    """A memory cgroup bounding all the processes of one sandbox together.

    ``RLIMIT_AS`` bounds each process alone, so 64 processes could take 64 times the limit; the
    cgroup bounds their sum (and the tmpfs pages they write).  It needs a writable memory
    controller: cgroup v1's ``memory`` hierarchy, or a cgroup v2 directory with the memory
    controller delegated.  Where neither is writable (an unprivileged user, a locked-down
    container) :meth:`create` returns None and the per-process limit is what holds; SECURITY.md
    says which holds where.
    """

    _counter = itertools.count()

    def __init__(self, path: Path, limit_file: str) -> None:
        self.path, self.limit_file = path, limit_file

    @classmethod
    def available(cls) -> bool:
        cgroup = cls.create(1 << 30)
        if cgroup is not None:
            cgroup.remove()
        return cgroup is not None

    @classmethod
    def create(cls, limit_bytes: int) -> MemoryCgroup | None:
        name = f"superasm-{os.getpid()}-{next(cls._counter)}"
        for parent, limit_file in _cgroup_parents():
            for stale in parent.glob("superasm-*-*"):  # left by a process that was killed
                pid = stale.name.split("-")[1]
                if pid.isdigit() and not Path(f"/proc/{pid}").exists():
                    cls(stale, limit_file).remove()
            path = parent / name
            try:
                path.mkdir()
            except OSError:
                continue
            try:
                (path / limit_file).write_text(str(int(limit_bytes)))
                if limit_file == "memory.limit_in_bytes":  # v1: swap counts too where it can
                    try:
                        (path / "memory.memsw.limit_in_bytes").write_text(str(int(limit_bytes)))
                    except OSError:
                        pass
                else:
                    (path / "memory.swap.max").write_text("0")
            except OSError:
                cls(path, limit_file).remove()
                continue
            return cls(path, limit_file)
        return None

    def enter(self) -> None:
        """Move the calling process (a child between fork and exec) into the cgroup."""
        (self.path / "cgroup.procs").write_text("0")

    def remove(self) -> None:
        for _ in range(50):
            try:
                self.path.rmdir()
                return
            except FileNotFoundError:
                return
            except OSError:  # still emptying: the last processes are being reaped
                time.sleep(0.01)


def _cgroup_parents() -> list[tuple[Path, str]]:
    """Writable memory cgroups this process belongs to: v1 first, then v2."""
    out: list[tuple[Path, str]] = []
    try:
        lines = Path("/proc/self/cgroup").read_text().splitlines()
    except OSError:
        return out
    for line in lines:
        _, controllers, rel = line.split(":", 2)
        if "memory" in controllers.split(","):
            base = Path("/sys/fs/cgroup/memory") / rel.lstrip("/")
            if os.access(base, os.W_OK):
                out.append((base, "memory.limit_in_bytes"))
        elif controllers == "":
            for root in (Path("/sys/fs/cgroup"), Path("/sys/fs/cgroup/unified")):
                base = root / rel.lstrip("/")
                try:
                    delegated = "memory" in (base / "cgroup.subtree_control").read_text().split()
                except OSError:
                    continue
                if delegated and os.access(base, os.W_OK):
                    out.append((base, "memory.max"))
    return out


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
        self._cgroup: MemoryCgroup | None = None
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
                 "--ro-bind", self._in_dir, "/in"]
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
        shutil.copyfile(AGENT_PATH, Path(self._in_dir, AGENT_NAME))
        os.chmod(Path(self._in_dir, AGENT_NAME), 0o644)
        for name, data in self._files.items():
            self.add_file(name, data)
        as_root = os.geteuid() == 0
        if as_root:
            self._uid = _allocate_uid()
            if self._out_dir is not None:
                os.chown(self._out_dir, self._uid, self._uid)
        if self.config.memory_bytes is not None:
            self._cgroup = MemoryCgroup.create(self.config.memory_bytes)
        uid, cpu, cgroup = self._uid, self.config.cpu, self._cgroup

        def demote() -> None:  # runs in the child between fork and exec
            if cgroup is not None:
                cgroup.enter()
            if cpu is not None:
                os.sched_setaffinity(0, {cpu})
            if uid is not None:
                os.setgroups([])
                os.setgid(uid)
                os.setuid(uid)

        self._stderr_file = tempfile.TemporaryFile(prefix="superasm-bwrap-")
        env = {"PATH": "/usr/bin:/bin", "LANG": "C", "HOME": "/work"}
        try:
            self._proc = subprocess.Popen(self._argv(), stdin=subprocess.PIPE,
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

    def add_file(self, name: str, data: bytes | str) -> str:
        """Put a read-only file into ``/in`` (also while the sandbox runs); returns its path inside."""
        assert self._in_dir is not None, "sandbox not started"
        if "/" in name or name in ("", ".", ".."):
            raise ValueError(f"bad sandbox file name {name!r}")
        path = Path(self._in_dir, name)
        path.write_bytes(data.encode() if isinstance(data, str) else data)
        os.chmod(path, 0o755 if name.endswith((".bin", ".exe")) or os.access(path, os.X_OK) else 0o644)
        return f"/in/{name}"

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
        if self._cgroup is not None:
            self._cgroup.remove()
            self._cgroup = None

    @property
    def memory_cgroup(self) -> bool:
        """Whether one cgroup bounds the memory of all this sandbox's processes together."""
        return self._cgroup is not None

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

    def _request(self, payload: dict, timeout_s: float) -> dict:
        if self._proc is None or self._proc.stdin is None:
            raise SandboxCrashed("the sandbox is not running")
        try:
            self._proc.stdin.write(json.dumps(payload).encode() + b"\n")
            self._proc.stdin.flush()
        except (BrokenPipeError, OSError) as exc:
            raise SandboxCrashed("the sandbox agent exited (was it killed from inside?)") from exc
        reply = json.loads(self._read_line(timeout_s))
        if "error" in reply:
            raise SandboxCrashed(f"sandbox agent error: {reply['error']}")
        return reply

    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def ping(self) -> None:
        self._request({"op": "ping"}, 10.0)

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
        return _proc_result(self._request(payload, timeout_s + 15.0))

    def run_batch(self, requests: list[dict[str, Any]],
                  stop_on_failure: bool = False) -> list[ProcResult]:
        """Several runs (payloads from :func:`run_request`) in one round trip, in order.

        With ``stop_on_failure`` the agent skips the rest after a run that exits with another
        status than its ``expect_exit``, times out or floods: fewer results come back.
        """
        if not requests:
            return []
        wait = sum(float(r["timeout_s"]) + 2.0 for r in requests) + 15.0
        reply = self._request({"op": "batch", "runs": requests,
                               "stop_on_failure": stop_on_failure}, wait)
        return [_proc_result(r) for r in reply["results"]]

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
