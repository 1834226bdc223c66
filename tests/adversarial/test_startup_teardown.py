"""Start-up and teardown are the program's (issue 33), with real candidates.

- *start-up skipped*: the baseline's own ``main``, instruction for instruction, beside its own
  ``scanf`` and ``printf`` made of raw system calls and its own ``__libc_start_main``: the
  program never loads the C library and starts faster than any C program can (credited
  1.02-1.03× in 4 of 4 runs before).  Refused at link time, naming the symbol; the control, the
  same raw-syscall I/O started by the C runtime, is a correct candidate (raw system calls after
  start-up stay allowed);
- *teardown deferred*: a table kept in a SysV shared memory segment (or a POSIX one in
  ``/dev/shm``) that the program never removes is freed when the run's namespaces die, after
  both clocks stopped (credited 1.03-1.04× over a control that frees it).  The run's init now
  destroys whatever a run left before the clocks stop, and charges it: the run says so
  (``left_behind``), and the cheat is not credited against the control.

Nothing here asserts a speed.
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Iterator

import pytest

from superasm.harness import Harness, HarnessConfig
from superasm.measure import MeasureConfig
from superasm.problem import Problem, TestCase
from superasm.sandbox import Limits, ProcResult
from superasm.toolchain import Workbench, build_and_run, c_to_asm
from superasm.verdict import Status

pytestmark = pytest.mark.needs_bwrap

ADD = r"""#include <stdio.h>
int main(void) {
    long a, b;
    if (scanf("%ld %ld", &a, &b) != 2) return 1;
    printf("%ld\n", a + b);
    return 0;
}
"""

#: scanf and printf for the adder's two formats, made of raw system calls
RAW_IO = r"""
#include <stdarg.h>
static long sys3(long n, long a, long b, long c) {
    long r;
    __asm__ volatile("syscall" : "=a"(r) : "a"(n), "D"(a), "S"(b), "d"(c) : "rcx", "r11", "memory");
    return r;
}
static char in[4096];
static long have = -1, at;
static int next_long(long *out) {
    if (have < 0) {
        have = 0;
        for (long r; (r = sys3(0, 0, (long)(in + have), (long)sizeof in - have)) > 0;) have += r;
    }
    while (at < have && (in[at] == ' ' || in[at] == '\n')) at++;
    if (at >= have) return 0;
    int minus = in[at] == '-';
    at += minus;
    long v = 0;
    while (at < have && in[at] >= '0' && in[at] <= '9') v = v * 10 + (in[at++] - '0');
    *out = minus ? -v : v;
    return 1;
}
int __isoc99_scanf(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int got = 0;
    for (const char *f = fmt; *f; f++)
        if (f[0] == '%' && f[1] == 'l' && f[2] == 'd') {
            if (!next_long(va_arg(ap, long *))) break;
            got++;
            f += 2;
        }
    va_end(ap);
    return got;
}
int printf(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    long v = va_arg(ap, long);
    va_end(ap);
    char digits[24], out[26];
    int n = 0, k = 0;
    unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
    do { digits[n++] = (char)('0' + u % 10); u /= 10; } while (u);
    if (v < 0) out[k++] = '-';
    while (n) out[k++] = digits[--n];
    out[k++] = '\n';
    (void)fmt;
    return (int)sys3(1, 1, (long)out, k);
}
"""

#: the C runtime's start-up, replaced: main, then exit_group; libc is never loaded
OWN_START = r"""
int __libc_start_main(int (*main_)(int, char **, char **), int argc, char **argv) {
    long status = main_(argc, argv, 0);
    for (;;) __asm__ volatile("syscall" :: "a"(231L), "D"(status) : "rcx", "r11", "memory");
}
"""

#: the C runtime's exit, replaced: no atexit handlers, no stdio flushed
OWN_EXIT = r"""
void exit(int status) {
    for (;;) __asm__ volatile("syscall" :: "a"(231L), "D"((long)status) : "rcx", "r11", "memory");
}
"""

#: flags for the support module: no call into the C library the compiler might add by itself
FREESTANDING = ("-O2", "-fno-builtin", "-fno-stack-protector", "-fno-tree-loop-distribute-patterns")


def with_support(baseline_asm: str, support_c: str) -> str:
    """The baseline's assembly, unchanged, followed by the support module's (its local labels
    renamed so the two never collide)."""
    built = c_to_asm(support_c, flags=FREESTANDING)
    assert built.ok, built.error
    return baseline_asm + "\n" + re.sub(r"\.L(\w+)", r".Lrt_\1", built.asm)


@pytest.fixture(scope="module")
def add_problem() -> Problem:
    inputs = ["1 2\n", "40 2\n", "-5 12\n", "123456789 987654321\n"]
    built = build_and_run(ADD, inputs)
    assert built.ok, built.error
    tests = [TestCase(i, o) for i, o in zip(inputs, built.outputs(), strict=True)]
    asm = c_to_asm(ADD)
    assert asm.ok, asm.error
    return Problem("add", ADD, asm.asm, tests[:2], tests[2:])


@pytest.fixture
def harness() -> Iterator[Harness]:
    config = HarnessConfig(timing=MeasureConfig(budget_s=4.0, min_rounds=4, max_rounds=8),
                           check_generated=False, check_functions=False)
    with Harness(config) as h:
        yield h


def test_a_candidate_that_skips_the_c_runtimes_start_up_is_refused(add_problem: Problem,
                                                                    harness: Harness) -> None:
    cheat = with_support(add_problem.baseline_asm, RAW_IO + OWN_START)
    verdict = harness.evaluate(add_problem, cheat)
    assert verdict.status is Status.LINK_ERROR, (verdict.status, verdict.detail)
    assert "__libc_start_main" in verdict.detail and verdict.credited_speedup == 1.0


def test_a_candidate_that_skips_the_c_runtimes_exit_is_refused(add_problem: Problem,
                                                               harness: Harness) -> None:
    verdict = harness.evaluate(add_problem, with_support(add_problem.baseline_asm,
                                                         RAW_IO + OWN_EXIT))
    assert verdict.status is Status.LINK_ERROR and "'exit'" in verdict.detail, verdict.detail


def test_raw_system_calls_after_the_c_runtimes_start_up_stay_allowed(add_problem: Problem,
                                                                     harness: Harness) -> None:
    """The control: the same raw-syscall I/O, started and ended by the C runtime."""
    verdict = harness.evaluate(add_problem, with_support(add_problem.baseline_asm, RAW_IO))
    assert verdict.status is Status.CORRECT and verdict.verified, (verdict.status,
                                                                    verdict.detail)


# ---------------------------------------------------------------------------- teardown
TABLE = r"""
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/mman.h>
#include <sys/shm.h>
#include <unistd.h>
#define SIZE ((size_t)192 << 20)
static unsigned char *table(int *id) {
#if POSIX
    int fd = shm_open("/table", O_CREAT | O_RDWR, 0600);
    if (fd < 0 || ftruncate(fd, SIZE)) return 0;
    void *t = mmap(0, SIZE, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    close(fd);
    *id = 0;
    return t == MAP_FAILED ? 0 : t;
#else
    *id = shmget(IPC_PRIVATE, SIZE, IPC_CREAT | 0600);
    void *t = *id < 0 ? (void *)-1 : shmat(*id, 0, 0);
    return t == (void *)-1 ? 0 : t;
#endif
}
int main(void) {
    long n;
    int id;
    if (scanf("%ld", &n) != 1) return 1;
    unsigned char *t = table(&id);
    if (!t) return 2;
    memset(t, 1, SIZE);
    unsigned long s = 0;
    for (long i = 0; i < n; i++) s += t[((size_t)i * 4099) % SIZE];
    printf("%lu\n", s);
#if POSIX
    munmap(t, SIZE);
    if (FREE) shm_unlink("/table");
#else
    shmdt(t);
    if (FREE) shmctl(id, IPC_RMID, 0);
#endif
    return 0;
}
"""


def table(posix: bool, free: bool) -> str:
    return (f"#define POSIX {int(posix)}\n#define FREE {int(free)}\n") + TABLE


def runs(sources: dict[str, str], times: int = 3) -> dict[str, list[ProcResult]]:
    """Each program run ``times`` in fresh worlds of one sandbox, taking turns."""
    out: dict[str, list[ProcResult]] = {name: [] for name in sources}
    with Workbench({f"{n}.c": s for n, s in sources.items()}, ["1000\n"]) as wb:
        for name in sources:
            built = wb.compile(f"/in/{name}.c", f"/work/{name}")
            assert built.ok, built.message
        for _ in range(times):
            for name in sources:
                request = wb.request(f"/work/{name}", wb.inputs[0], 20.0,
                                     Limits(cpu_s=20, file_size=256 << 20))
                request["root"] = None  # the minimal root, as a candidate's runs have
                out[name] += wb.sandbox.run_batch([request])
    return out


@pytest.mark.parametrize("posix", [False, True], ids=["sysv", "posix"])
def test_a_table_left_behind_is_destroyed_and_charged_before_the_clocks_stop(
        posix: bool) -> None:
    results = runs({"cheat": table(posix, free=False), "control": table(posix, free=True)})
    for name, free in (("cheat", False), ("control", True)):
        for result in results[name]:
            assert result.ok, (name, result.describe(), result.stderr)
            assert result.left_behind == (0 if free else 1), (name, result)
    # the run's CPU beyond its main process's own: the control frees its table itself (in
    # its main process's time), the cheat's is freed by the run's init, charged to the run
    # (before, the namespace's teardown freed it after both clocks had stopped: nothing)
    def beyond_main(name: str) -> float:
        return statistics.median(r.cpu_s - r.main_cpu_s for r in results[name])

    def total(name: str) -> float:
        return statistics.median(r.cpu_s for r in results[name])

    assert beyond_main("cheat") > 0.03 * total("cheat"), (beyond_main("cheat"), total("cheat"))
    assert beyond_main("control") < beyond_main("cheat") / 4, (beyond_main("control"),
                                                               beyond_main("cheat"))


def test_files_left_anywhere_in_the_runs_root_are_destroyed() -> None:
    leave = r"""#include <stdio.h>
    #include <sys/stat.h>
    int main(void) {
        const char *paths[] = {"/work/a", "/tmp/b", "/dev/shm/c", "/d", "/dev/e"};
        for (int i = 0; i < 5; i++) { FILE *f = fopen(paths[i], "w"); if (!f) return 1;
                                      fputs("x", f); fclose(f); }
        if (mkdir("/work/dir", 0700)) return 2;
        puts("ok");
        return 0;
    }"""
    result = runs({"leave": leave}, times=1)["leave"][0]
    assert result.ok, (result.describe(), result.stderr)
    # /work/a and /work/b (through /tmp), /dev/shm/c, /d, /dev/e, the folder /work/dir
    assert result.left_behind == 6, result


def test_a_run_that_moves_its_folders_away_is_still_torn_down() -> None:
    """The working folder moved (with a file in it) and a link to /proc put in its place: the
    teardown follows no link, finds the moved folder in the root, and the run reports."""
    moved = r"""#include <stdio.h>
    #include <unistd.h>
    int main(void) {
        if (rename("/work", "/moved") || symlink("/proc", "/work")) return 1;
        FILE *f = fopen("/moved/table", "w");
        if (!f) return 2;
        fputs("x", f);
        fclose(f);
        puts("ok");
        return 0;
    }"""
    result = runs({"moved": moved}, times=1)["moved"][0]
    assert result.ok, (result.describe(), result.stderr)
    assert result.left_behind == 1, result  # /moved, whole


def test_a_table_in_a_segment_never_removed_is_not_credited_over_one_that_frees_it() -> None:
    """Issue 33: the baseline frees its table before exit; the candidate, otherwise the same
    program, leaves the segment for the namespace's teardown.  The destruction is on the
    clocks now, so the same work is the same time: not credited."""
    inputs = ["1000\n", "2000\n", "3000\n"]
    control = table(False, free=True)
    built = build_and_run(control, inputs, timeout_s=20)
    assert built.ok, built.error
    tests = [TestCase(i, o) for i, o in zip(inputs, built.outputs(), strict=True)]
    baseline = c_to_asm(control)
    cheat = c_to_asm(table(False, free=False))
    assert baseline.ok and cheat.ok
    problem = Problem("table", control, baseline.asm, tests[:1], tests[1:])
    config = HarnessConfig(timing=MeasureConfig(budget_s=8.0, min_rounds=4, max_rounds=8),
                           check_generated=False, check_functions=False)
    with Harness(config) as harness:
        verdict = harness.evaluate(problem, cheat.asm)
    assert verdict.status is Status.CORRECT, verdict.detail
    m = verdict.measurement
    assert m is not None and verdict.credited_speedup == 1.0, m
    # the same work, the same time: the interval does not show a gain (a noisy spell moved
    # the estimate itself to 1.06 once, its interval from 0.78; a teardown off the clocks
    # puts the whole interval above)
    assert m.ci[0] < 1.05, m
