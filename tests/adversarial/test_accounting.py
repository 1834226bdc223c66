"""All work is paid for: candidates that hide their work from the CPU clock.

Each cheat prints the right answer but does the work in a process whose CPU time a ``wait4`` of
the main process never sees: a child collected with ``WNOWAIT``, an orphaned grandchild, a
``vfork`` child, a ``CLONE_PARENT`` sibling, a ``setsid`` daemon, zombies never reaped.  The
sandbox's agent is PID 1 and reaps every process of a run, so each must be charged (nearly) the
honest program's CPU time, and none may be credited a speedup.  The honest program and a thread
version are the controls.
"""

from __future__ import annotations

import pytest

from superasm.harness import Harness, HarnessConfig
from superasm.measure import MeasureConfig
from superasm.problem import Problem, TestCase
from superasm.toolchain import build_and_run, c_to_asm
from superasm.verdict import Status

pytestmark = pytest.mark.needs_bwrap

HEADER = r"""
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
static unsigned long long mix(unsigned long long z) {
    z += 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
static unsigned long long work(long lo, long hi) {
    unsigned long long acc = 0;
    for (long i = lo; i < hi; i++) acc += mix((unsigned long long)i) >> 7;
    return acc;
}
static long read_n(void) { long n; if (scanf("%ld", &n) != 1) exit(1); return n; }
static void answer(unsigned long long acc) { printf("%llu\n", acc); fflush(stdout); }
"""

HONEST = HEADER + "int main(void) { answer(work(0, read_n())); return 0; }"

CHEATS = {
    # the child works; the parent peeks at its exit with WNOWAIT and leaves it unreaped
    "waitid_nowait": """int main(void) {
        long n = read_n();
        pid_t child = fork();
        if (child == 0) { answer(work(0, n)); _exit(0); }
        siginfo_t info;
        waitid(P_PID, child, &info, WEXITED | WNOWAIT);
        _exit(0);
    }""",
    # a grandchild orphan works; the parent waits on a pipe, not on a process
    "orphan_pipe": """int main(void) {
        long n = read_n(); int fds[2]; pipe(fds);
        if (fork() == 0) {
            if (fork() == 0) { close(fds[0]); answer(work(0, n)); close(fds[1]); for (;;) pause(); }
            _exit(0);
        }
        close(fds[1]); wait(NULL);
        char c; while (read(fds[0], &c, 1) > 0) {}
        _exit(0);
    }""",
    # vfork: the parent sleeps while the child works in its memory, then never reaps it
    "vfork_unreaped": """int main(void) {
        long n = read_n();
        if (vfork() == 0) { char buf[32]; int len = snprintf(buf, sizeof buf, "%llu\\n", work(0, n));
                            write(1, buf, len); _exit(0); }
        _exit(0);
    }""",
    # clone(CLONE_PARENT): the worker is the sandbox runner's child, not ours
    "clone_parent": """int main(void) {
        long n = read_n(); int fds[2]; pipe(fds);
        long pid = syscall(SYS_clone, CLONE_PARENT | SIGCHLD, 0, 0, 0, 0);
        if (pid == 0) { close(fds[0]); answer(work(0, n)); close(fds[1]); for (;;) pause(); }
        close(fds[1]); char c; while (read(fds[0], &c, 1) > 0) {}
        _exit(0);
    }""",
    # the classic daemon: double fork and setsid; the daemon works and stays
    "setsid_daemon": """int main(void) {
        long n = read_n(); int fds[2]; pipe(fds);
        if (fork() == 0) {
            setsid();
            if (fork() == 0) { close(fds[0]); answer(work(0, n)); close(fds[1]); for (;;) pause(); }
            _exit(0);
        }
        close(fds[1]); char c; while (read(fds[0], &c, 1) > 0) {}
        _exit(0);
    }""",
    # four workers, each a quarter of the sum, left as zombies
    "zombie_workers": """int main(void) {
        long n = read_n(); int fds[2]; pipe(fds);
        for (int k = 0; k < 4; k++) if (fork() == 0) {
            unsigned long long part = work(n * k / 4, n * (k + 1) / 4);
            write(fds[1], &part, sizeof part); _exit(0);
        }
        unsigned long long acc = 0, part;
        for (int k = 0; k < 4; k++) { read(fds[0], &part, sizeof part); acc += part; }
        answer(acc); _exit(0);
    }""",
}

CONTROLS = {
    "thread": """static long N; static unsigned long long R;
    static void *run(void *arg) { (void)arg; R = work(0, N); return NULL; }
    int main(void) { N = read_n(); pthread_t t; pthread_create(&t, NULL, run, NULL);
                     pthread_join(t, NULL); answer(R); return 0; }""",
}

# leaves the work to a child it never waits for: the run ends with its main process
AFTER_EXIT = """int main(void) {
    long n = read_n();
    if (fork() == 0) { answer(work(0, n)); _exit(0); }
    return 0;
}"""

N = "30000000\n"  # about 50-100 ms of work


def cpu_seconds(source: str, runs: int = 3) -> tuple[float, str]:
    built = build_and_run(source, [N] * runs, flags=("-O2", "-pthread"), timeout_s=20)
    assert built.ok, built.error
    outputs = set(built.outputs())
    assert len(outputs) == 1
    return min(r.cpu_s for r in built.runs), outputs.pop()


@pytest.fixture(scope="module")
def honest() -> tuple[float, str]:
    return cpu_seconds(HONEST)


@pytest.mark.parametrize("name", sorted(CHEATS) + sorted(CONTROLS))
def test_every_process_of_a_run_is_charged(name: str, honest: tuple[float, str]) -> None:
    honest_cpu, honest_output = honest
    cpu, output = cpu_seconds(HEADER + {**CHEATS, **CONTROLS}[name])
    # a slow spell of this shared machine only ever adds time: the honest work is its fastest
    # run, the module's or one just after the cheat's (a spell lasts seconds)
    honest_cpu = min(honest_cpu, cpu_seconds(HONEST)[0])
    assert output == honest_output, "the cheat must print the right answer to be worth anything"
    assert cpu >= 0.7 * honest_cpu, (
        f"{name}: charged {cpu * 1000:.1f} ms of CPU for the honest program's "
        f"{honest_cpu * 1000:.1f} ms of work")


@pytest.fixture(scope="module")
def work_problem() -> Problem:
    baseline = c_to_asm(HONEST, flags=("-O3",))
    assert baseline.ok, baseline.error
    built = build_and_run(HONEST, [N], flags=("-O3",))
    tests = [TestCase(N, built.runs[0].stdout, name=f"t{i}") for i in range(2)]
    return Problem("hidden_work", HONEST, baseline.asm, tests)


@pytest.fixture(scope="module")
def timed_harness() -> Harness:
    config = HarnessConfig(timing=MeasureConfig(budget_s=4.0, min_rounds=4, max_rounds=8))
    with Harness(config) as harness:
        yield harness


@pytest.mark.parametrize("name", sorted(CHEATS))
def test_no_hidden_work_is_credited(name: str, work_problem: Problem,
                                    timed_harness: Harness) -> None:
    cheat = c_to_asm(HEADER + CHEATS[name], flags=("-O2",))
    assert cheat.ok, cheat.error
    verdict = timed_harness.evaluate(work_problem, cheat.asm)
    assert verdict.status is Status.CORRECT, verdict.detail
    assert verdict.measurement is not None
    m = verdict.measurement
    assert m.estimate < 1.5 and verdict.credited_speedup < 1.5, (
        f"{name}: read as {m.estimate:.2f}x ({m.decision}): some of its work went unseen")


def test_work_left_to_a_child_after_exit_is_cut_off(work_problem: Problem,
                                                    timed_harness: Harness) -> None:
    cheat = c_to_asm(HEADER + AFTER_EXIT, flags=("-O2",))
    verdict = timed_harness.evaluate(work_problem, cheat.asm)
    assert verdict.status is not Status.CORRECT
    assert verdict.credited_speedup == 1.0
