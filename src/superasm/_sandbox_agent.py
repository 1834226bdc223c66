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

Runs that execute untrusted programs (``"isolate": true``) each start in a *fresh world*
(:mod:`superasm._sandbox_world`: new namespaces, a new size- and inode-limited root, the run's
input on a memfd and nothing else in view, a seccomp filter), whose init (``G``, PID 1 of the
new PID namespace) starts the program, sleeps until its main process ends, kills and reaps
everything, destroys what the run left *before the clocks stop*, and reports.  Both clocks
start at the launcher, just before the program's own ``execve`` (:mod:`superasm._sandbox_clocks`).
How many tasks the run created is read from the PID namespace's ``ns_last_pid``.

One script, three parts.  A sandbox runs the agent as ``python -I -S`` on one file, with no
site-packages, so no part can import another there: :mod:`superasm.sandbox_script` joins
:mod:`~superasm._sandbox_world`, :mod:`~superasm._sandbox_clocks` and this module, in that
order (each defines what the ones after it use), and leaves out each part's imports of the
others (the lines between the two ``# agent parts`` markers).  In the package they import
each other as modules do, and the host imports :func:`normalize_output`, :data:`COUNT_LOG` and
the launcher's bytes from here.  Standard library only: the sandbox has no site-packages.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import resource
import select
import shutil
import signal
import sys
import time
from typing import Any

# agent parts: imports of the other parts (sandbox_script leaves them out)
from superasm._sandbox_clocks import (
    LAUNCHER_ASM,
    LAUNCHER_CODE,
    LAUNCHER_FD,
    STARTED_FD,
    USAGE_FD,
    _ballast,
    _cgroup_fds,
    _cgroup_seconds,
    _children_cpu,
    _grow,
    _launcher,
    _monotonic,
    _own_cpu,
    _place_fds,
    _Start,
    _start_readings,
    launcher_elf,
)
from superasm._sandbox_world import (
    COUNT_LOG,
    COUNT_LOG_CAP,
    PROGRAM,
    RUNTIME_FILES,
    WORK,
    Request,
    _apply_seccomp,
    _build_root,
    _clone_into_fresh_namespaces,
    _drain,
    _enter_fresh_namespaces,
    _memfd,
    _pivot_into_new_root,
    _read_file,
    _teardown,
    add_libraries,
    populate_runtime,
)

# agent parts: end

DEFAULT_ENV = {"PATH": "/usr/bin:/bin", "HOME": WORK, "TMPDIR": WORK, "LANG": "C"}
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

def _run_init(request: Request, report_fd: int, stdio: tuple[int, int, int],
              cgroup: tuple[int | None, str | None], count_fd: int | None = None) -> None:
    """G: PID 1 of the run's namespace.  Starts the program, sleeps until its main process
    ends, ends the run, reports."""
    usage_fd, cg_kind = cgroup
    _pivot_into_new_root()
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


__all__ = ["COUNT_LOG", "COUNT_LOG_CAP", "LAUNCHER_ASM", "LAUNCHER_CODE", "RUNTIME_FILES",
           "batch", "export", "launcher_elf", "main", "normalize_output", "reset", "run",
           "run_isolated"]
