"""The explored tier's pre-screen runner: one program on many inputs, each in a process of its
own, with a wall-clock limit each, in one process start (superasm.verification.campaign).

The pre-screen runs the baseline and the candidate on every input a campaign made (hundreds:
AFL++'s queue, its sample, the planted inputs) to find the few they answer differently.  A shell
loop paid three process starts an input (``timeout``, the program, and the loop's own); this
runner pays one, the program's, and hashes what it prints as it reads it.  It is superasm's own
code, built once per machine with the host's C compiler and kept in the cache; the programs it
runs are untrusted and it runs inside their sandbox like them.

It runs as many inputs at a time as the machine has cores (:func:`jobs`, at most
:data:`MOST_JOBS`): what it learns of a run is what it printed and how it ended, never its time,
so the runs may share the machine, and on two idle cores the pre-screen takes half as long.

Each input's line: ``INDEX STATUS HASH`` (the exit status, 128 + the signal that ended it,
:data:`TIMED_OUT` where it ran past its limit and was killed, :data:`TOO_MUCH` where it printed
more than the limit of bytes; the hash is FNV-1a, 64 bits, of everything it printed).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from superasm.cache import cache_root, digest
from superasm.toolchain import DEFAULT_COMPILER, ToolchainError

#: the status of a run killed at its time limit (as ``timeout -s KILL`` leaves)
TIMED_OUT = 137
#: the status of a run killed for printing more than its limit of bytes
TOO_MUCH = 153

SOURCE = r"""
#define _GNU_SOURCE
#define TIMED_OUT @TIMED_OUT@
#define TOO_MUCH @TOO_MUCH@
#define FIRST 5
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/* the inputs first + k * step of argv, each run and its line printed whole */
static int work(int argc, char **argv, int first, int step) {
    long long limit = atoll(argv[2]), most = atoll(argv[3]);
    static char buf[1 << 16];
    for (int i = FIRST + first; i < argc; i += step) {
        int out[2];
        if (pipe(out) != 0) return 3;
        pid_t pid = fork();
        if (pid < 0) return 3;
        if (pid == 0) {
            setpgid(0, 0);
            int in = open(argv[i], O_RDONLY);
            int null = open("/dev/null", O_WRONLY);
            if (in < 0 || null < 0) _exit(126);
            dup2(in, 0);
            dup2(out[1], 1);
            dup2(null, 2);
            close(out[0]);
            close(out[1]);
            char *args[] = {argv[1], NULL};
            execv(argv[1], args);
            _exit(127);
        }
        setpgid(pid, pid);
        close(out[1]);
        uint64_t hash = 1469598103934665603ULL;
        long long seen = 0, deadline = now_ms() + limit;
        int status = -1, open_pipe = 1, reaped = 0;
        while (!reaped) {
            long long left = deadline - now_ms();
            if (left <= 0) {
                kill(-pid, SIGKILL);
                kill(pid, SIGKILL);
                waitpid(pid, NULL, 0);
                status = TIMED_OUT;
                break;
            }
            if (open_pipe) {
                struct pollfd p = {out[0], POLLIN, 0};
                int ready = poll(&p, 1, (int)(left < 1000 ? left : 1000));
                if (ready < 0 && errno != EINTR) return 3;
                if (ready > 0) {
                    ssize_t n = read(out[0], buf, sizeof buf);
                    if (n > 0) {
                        for (ssize_t k = 0; k < n; k++) {
                            hash ^= (unsigned char)buf[k];
                            hash *= 1099511628211ULL;
                        }
                        seen += n;
                        if (seen > most) {
                            kill(-pid, SIGKILL);
                            kill(pid, SIGKILL);
                            waitpid(pid, NULL, 0);
                            status = TOO_MUCH;
                            break;
                        }
                    } else if (n == 0 || errno != EINTR) {
                        open_pipe = 0;
                    }
                }
            } else {
                int st;
                pid_t done = waitpid(pid, &st, WNOHANG);
                if (done == pid) {
                    status = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
                    reaped = 1;
                } else {
                    struct timespec pause = {0, 200000};
                    nanosleep(&pause, NULL);
                }
            }
        }
        kill(-pid, SIGKILL);
        close(out[0]);
        printf("%d %d %016llx\n", i - FIRST, status, (unsigned long long)hash);
        fflush(stdout);  /* one write a line: the workers' lines never interleave */
    }
    return 0;
}

/* usage: prescreen PROGRAM LIMIT_MS MAX_BYTES JOBS INPUT...: JOBS inputs at a time, each
   worker every JOBS-th input (a share whose worker could not start is run here) */
int main(int argc, char **argv) {
    if (argc < FIRST) return 2;
    int jobs = atoi(argv[4]);
    jobs = jobs < 1 ? 1 : jobs > 64 ? 64 : jobs;
    signal(SIGPIPE, SIG_IGN);
    fflush(stdout);
    pid_t workers[64];
    int started = 0, unstarted[64], left = 0, rc = 0;
    for (int w = 1; w < jobs; w++) {
        pid_t pid = fork();
        if (pid == 0) _exit(work(argc, argv, w, jobs));
        if (pid > 0) workers[started++] = pid; else unstarted[left++] = w;
    }
    rc |= work(argc, argv, 0, jobs);
    for (int k = 0; k < left; k++) rc |= work(argc, argv, unstarted[k], jobs);
    for (int k = 0; k < started; k++) {
        int st;
        if (waitpid(workers[k], &st, 0) != workers[k] || !WIFEXITED(st) || WEXITSTATUS(st))
            rc = 3;
    }
    return rc;
}
""".replace("@TIMED_OUT@", str(TIMED_OUT)).replace("@TOO_MUCH@", str(TOO_MUCH))


#: the most inputs the runner runs at a time
MOST_JOBS = 4


def jobs() -> int:
    """How many inputs the runner runs at a time here: the cores this process may use, at most
    :data:`MOST_JOBS`."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    return max(1, min(MOST_JOBS, cores))


def runner(compiler: str = DEFAULT_COMPILER) -> Path:
    """The runner's executable, built with ``compiler`` the first time on this machine and
    kept in the cache (keyed by its source and the compiler's name)."""
    target = cache_root() / "prescreen" / f"prescreen-{digest([SOURCE, compiler])[:16]}"
    if target.exists():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp, "prescreen.c")
        source.write_text(SOURCE)
        built = Path(tmp, "prescreen")
        try:
            r = subprocess.run([compiler, "-O2", "-o", str(built), str(source)],
                               capture_output=True, text=True, timeout=120)
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise ToolchainError(f"the pre-screen runner could not be built: {exc}") from exc
        if r.returncode != 0:
            raise ToolchainError(f"the pre-screen runner could not be built: {r.stderr[:300]}")
        partial = target.with_suffix(f".{os.getpid()}")
        shutil.copyfile(built, partial)
        os.chmod(partial, 0o755)
        partial.replace(target)  # (atomic: a concurrent build finds a whole file or none)
    return target


def parse(text: str) -> dict[int, tuple[int, str]]:
    """The runner's lines as (exit status, hash) by input index."""
    out: dict[int, tuple[int, str]] = {}
    for line in text.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[0].isdigit() and parts[1].lstrip("-").isdigit():
            out[int(parts[0])] = (int(parts[1]), parts[2])
    return out
