"""The agent that runs *inside* a superasm sandbox (stdlib only; started as ``python -I -S``).

It reads one JSON request per line on stdin and answers one JSON line on stdout.  Each ``run``
request fork/execs a command with resource limits, waits for it on a pidfd (so the wall time ends
when the process does, not at the next poll), takes its CPU time from ``wait4``'s rusage, and then
kills every other process left in the sandbox, so that nothing a candidate leaves behind can
interfere with the next run.  Expected outputs never enter the sandbox: the agent hashes stdout
and the host compares.

This file must not import superasm: the sandbox has no site-packages.
"""

import base64
import hashlib
import json
import os
import resource
import select
import signal
import sys
import time

WORK = "/work"
SCRATCH = "/work/.superasm"  # the agent's own output files (candidates can see, not forge: hashed after exit)

LIMIT_NAMES = {
    "cpu_s": resource.RLIMIT_CPU,
    "address_space": resource.RLIMIT_AS,
    "file_size": resource.RLIMIT_FSIZE,
    "nproc": resource.RLIMIT_NPROC,
    "nofile": resource.RLIMIT_NOFILE,
    "stack": resource.RLIMIT_STACK,
}


def _make_undumpable():
    """Candidates share our uid; an undumpable agent cannot be ptraced or have /proc/PID/fd read."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE = 4
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
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
        signal.signal(signal.SIGXFSZ, signal.SIG_DFL)
        os.execve(argv[0], argv, env)
    except BaseException as exc:  # noqa: BLE001 - report and leave: we are a forked child
        try:
            os.write(2, f"superasm-agent: cannot exec {argv[0]!r}: {exc}\n".encode())
        finally:
            os._exit(127)


def _others_alive():
    me = os.getpid()
    alive = []
    for name in os.listdir("/proc"):
        if name.isdigit() and int(name) not in (1, me):
            alive.append(int(name))
    return alive


def _kill_everything_else():
    """SIGKILL every process in the sandbox but init and us; wait until they are gone."""
    try:
        os.kill(-1, signal.SIGKILL)
    except ProcessLookupError:
        return 0
    deadline = time.monotonic() + 2.0
    while time.monotonic() < deadline:
        left = _others_alive()
        if not left:
            return 0
        try:
            os.kill(-1, signal.SIGKILL)
        except ProcessLookupError:
            pass
        time.sleep(0.002)
    return len(_others_alive())


def _wipe_scratch(keep):
    """Remove everything a run left in the writable areas, so no state survives between runs."""
    import shutil

    for root in (WORK, "/dev/shm"):
        try:
            entries = os.listdir(root)
        except OSError:
            continue
        for name in entries:
            path = os.path.join(root, name)
            if path in keep or path == SCRATCH:
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


def _digest(path, head_bytes, tail_bytes=0):
    h = hashlib.sha256()
    size = 0
    head = b""
    tail = b""
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
                h.update(chunk)
                size += len(chunk)
        os.unlink(path)
    except FileNotFoundError:
        pass
    return h.hexdigest(), size, head, tail


def run(request, counter):
    argv = request["argv"]
    limits = request.get("limits") or {}
    timeout = float(request.get("timeout_s", 10.0))
    env = request.get("env") or {"PATH": "/usr/bin:/bin", "HOME": WORK, "TMPDIR": WORK, "LANG": "C"}
    head_bytes = int(request.get("stdout_head", 65536))
    out_path = f"{SCRATCH}/out.{counter}"
    err_path = f"{SCRATCH}/err.{counter}"
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        _child(argv, request.get("stdin"), out_path, err_path, limits, env,
               request.get("cwd") or WORK)
    timed_out = False
    try:
        pidfd = os.pidfd_open(pid)
        poller = select.poll()
        poller.register(pidfd, select.POLLIN)
        if not poller.poll(max(timeout, 0.0) * 1000.0):
            timed_out = True
            try:
                os.killpg(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            os.kill(pid, signal.SIGKILL)
        _, status, usage = os.wait4(pid, 0)
        os.close(pidfd)
    except ChildProcessError:
        status, usage = 0, None
    wall = time.perf_counter() - start
    survivors = _kill_everything_else()
    exit_code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else None
    sig = os.WTERMSIG(status) if os.WIFSIGNALED(status) else None
    out_sha, out_size, out_head, _ = _digest(out_path, head_bytes)
    _, err_size, err_head, err_tail = _digest(err_path, 8192, int(request.get("stderr_tail", 0)))
    if request.get("fresh_work"):
        _wipe_scratch(set(request.get("keep") or ()))
    file_size = limits.get("file_size")
    output_limit = sig == signal.SIGXFSZ or (
        file_size is not None and max(out_size, err_size) >= int(file_size)
    )
    return {
        "exit_code": exit_code,
        "signal": sig,
        "timed_out": timed_out,
        "output_limit": bool(output_limit),
        "cpu_s": (usage.ru_utime + usage.ru_stime) if usage else 0.0,
        "wall_s": wall,
        "max_rss_kb": usage.ru_maxrss if usage else 0,
        "stdout_sha256": out_sha,
        "stdout_size": out_size,
        "stdout": base64.b64encode(out_head).decode(),
        "stderr": base64.b64encode(err_head).decode(),
        "stderr_tail": base64.b64encode(err_tail).decode(),
        "survivors": survivors,
    }


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
    _make_undumpable()
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
