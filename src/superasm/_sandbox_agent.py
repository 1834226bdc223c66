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

This file must not import superasm: the sandbox has no site-packages.
"""

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

WORK = "/work"
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


def normalize_output(data, mode):
    """The form of stdout that is compared under a problem's ``output_match`` mode.

    ``exact``: the bytes.  ``eol``: CRLF read as LF.  ``trailing-ws``: also spaces and tabs at
    line ends and blank lines at the end ignored.  (The host imports this too: one definition.)
    """
    if mode == "exact":
        return data
    data = data.replace(b"\r\n", b"\n")
    if mode == "eol":
        return data
    lines = [line.rstrip(b" \t\r") for line in data.split(b"\n")]
    while lines and not lines[-1]:
        lines.pop()
    return b"\n".join(lines) + (b"\n" if lines else b"")


def _become_init():
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


def _child(argv, stdin_path, out_path, err_path, limits, env, cwd):
    try:
        os.setsid()
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        for name, value in limits.items():
            if value is None or name not in LIMIT_NAMES:
                continue
            value = int(value)
            if name == "cpu_s":
                resource.setrlimit(LIMIT_NAMES[name], (value, value + 1))
            else:
                resource.setrlimit(LIMIT_NAMES[name], (value, value))
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
        try:
            os.write(2, f"superasm-agent: cannot exec {argv[0]!r}: {exc}\n".encode())
        finally:
            os._exit(127)


def _reap_all():
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


def _children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _wipe_scratch():
    """Remove everything a run left in the writable areas, so no state survives between runs."""
    for root in (WORK, "/dev/shm"):
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


def _digest(path, head_bytes, tail_bytes=0, match="exact"):
    """sha256 of the file as compared under ``match``, its size, and its head and tail bytes."""
    h = hashlib.sha256()
    size = 0
    head = b""
    tail = b""
    whole = [] if match != "exact" else None
    try:
        with open(path, "rb") as handle:
            while True:
                chunk = handle.read(1 << 16)
                if not chunk:
                    break
                if len(head) < head_bytes:
                    head += chunk[: head_bytes - len(head)]
                if tail_bytes:
                    tail = (tail + chunk)[-tail_bytes:]
                if whole is None:
                    h.update(chunk)
                else:
                    whole.append(chunk)
                size += len(chunk)
        os.unlink(path)
    except FileNotFoundError:
        pass
    if whole is not None:
        h.update(normalize_output(b"".join(whole), match))
    return h.hexdigest(), size, head, tail


def run(request, counter):
    argv = request["argv"]
    limits = request.get("limits") or {}
    timeout = float(request.get("timeout_s", 10.0))
    env = request.get("env") or {"PATH": "/usr/bin:/bin", "HOME": WORK, "TMPDIR": WORK, "LANG": "C"}
    head_bytes = int(request.get("stdout_head", 65536))
    out_path = f"{SCRATCH}/out.{counter}"
    err_path = f"{SCRATCH}/err.{counter}"
    cpu_before = _children_cpu()
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        _child(argv, request.get("stdin"), out_path, err_path, limits, env,
               request.get("cwd") or WORK)
    timed_out = False
    pidfd = os.pidfd_open(pid)
    poller = select.poll()
    poller.register(pidfd, select.POLLIN)
    if not poller.poll(max(timeout, 0.0) * 1000.0):
        timed_out = True
        os.kill(-1, signal.SIGKILL)  # the whole run, not only its main process
    _, status, usage = os.wait4(pid, 0)
    os.close(pidfd)
    main_done = time.perf_counter()
    others, survivors = _reap_all()
    end = time.perf_counter()
    cpu_after = _children_cpu()
    # processes that outlived the main one: their time is the run's (wall ends when they are gone)
    outlived = others > 0 and not timed_out
    exit_code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else None
    sig = os.WTERMSIG(status) if os.WIFSIGNALED(status) else None
    match = request.get("output_match", "exact")
    out_sha, out_size, out_head, _ = _digest(out_path, head_bytes, match=match)
    _, err_size, err_head, err_tail = _digest(err_path, 8192, int(request.get("stderr_tail", 0)))
    if request.get("fresh_work"):
        _wipe_scratch()
    file_size = limits.get("file_size")
    output_limit = sig == signal.SIGXFSZ or (
        file_size is not None and max(out_size, err_size) >= int(file_size)
    )
    return {
        "exit_code": exit_code,
        "signal": sig,
        "timed_out": timed_out,
        "output_limit": bool(output_limit),
        "cpu_s": max(0.0, cpu_after - cpu_before),
        "main_cpu_s": usage.ru_utime + usage.ru_stime,
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


def batch(request, counter):
    """Several runs, one answer.  ``stop_on_failure``: skip the rest after a run that is not ok."""
    results = []
    for index, item in enumerate(request["runs"]):
        result = run(item, f"{counter}.{index}")
        results.append(result)
        failed = result["exit_code"] != item.get("expect_exit", 0) or result["timed_out"] \
            or result["output_limit"]
        if failed and request.get("stop_on_failure"):
            break
    return {"results": results}


def export(request):
    src, dst = request["src"], request["dst"]
    max_bytes = int(request.get("max_bytes", 256 << 20))
    if not dst.startswith("/out/") or ".." in dst.split("/"):
        return {"error": "export destination must be under /out"}
    copied = 0
    with open(src, "rb") as fin, open(dst, "wb") as fout:
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


def main():
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
