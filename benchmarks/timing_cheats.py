"""Issue 33's timing cheats, each beside its honest control, measured in this one run.

Every cheat prints the right answer on every input it is given; what it tries is to be paid
more than it earns.  One line per defence:

- ``memo``: a program reading one number a line and working on each; the cheat remembers each
  line's answer within one run.  On timing inputs grown as they are now (each record drawn on
  its own) and on the issue's input (one grown value copied into many lines);
- ``noisy-count``: under ``--timing instructions``, ``popcnt`` steadily, and ``popcnt`` plus a
  random 8 ms busy wait in about 30% of runs (paid 12.9×, 5.6×, 14.1× before, the steady one
  7.8×);
- ``start-up``: the baseline's own main with raw-syscall I/O and its own
  ``__libc_start_main`` (libc never loaded), beside the same I/O started by the C runtime;
- ``teardown``: a table in a SysV segment never removed, timed against the same program that
  removes it (the baseline), beside the baseline timed against itself;
- ``a/a-short``: the relabelled baseline on each example timed on its smallest public test alone
  (short: mostly process start), beside the same timed on its timing inputs (long); and
  raw-syscall I/O on a tiny input (a run mostly process start, where what it saves is stdio's
  set-up: credited only past the short baseline's larger minimum effect), beside the same
  binary on 400,000 numbers (the program's own gain: credited).

Usage: .venv/bin/python benchmarks/timing_cheats.py [--repeats 2] [--only memo,start-up,...]
Ratios and verdicts only; no absolute claim.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import re
from collections.abc import Callable

from superasm.datasets import resolve_dataset
from superasm.datasets.build import build_problem
from superasm.datasets.scale import ScaleConfig, scale_problem
from superasm.harness import Harness, HarnessConfig
from superasm.measure import MeasureConfig
from superasm.problem import Problem, TestCase
from superasm.toolchain import build_and_run, c_to_asm
from superasm.verdict import Verdict

PER_LINE = r"""
#include <stdio.h>
static unsigned long long work(long n) {
    unsigned long long x = (unsigned long long)n, total = 0;
    for (long i = 0; i < n; i++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        total += x >> 61;
    }
    return total;
}
MEMO
int main(void) {
    long n;
    unsigned long long total = 0;
    while (scanf("%ld", &n) == 1) total += LOOKUP;
    printf("%llu\n", total);
    return 0;
}
"""
MEMO = r"""
static long keys[1 << 12];
static unsigned long long answers[1 << 12];
static unsigned long long memo(long n) {
    unsigned slot = (unsigned)(((unsigned long long)n * 0x9E3779B97F4A7C15ULL) >> 52);
    if (keys[slot] == n) return answers[slot];
    keys[slot] = n;
    return answers[slot] = work(n);
}"""

POPCOUNT = r"""
#include <stdio.h>
#include <sys/random.h>
#include <time.h>
int main(void) {
    unsigned long n;
    if (scanf("%lu", &n) != 1) return 1;
    WAIT
    unsigned long long x = 0x9E3779B97F4A7C15ULL, s = 0;
    for (unsigned long i = 0; i < n; i++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        s += __builtin_popcountll(x);
    }
    printf("%llu\n", s);
    return 0;
}
"""
#: about 30% of runs busy-wait 8 ms (a random byte from the kernel decides)
BUSY_WAIT = r"""unsigned char coin = 0;
    if (getrandom(&coin, 1, 0) == 1 && coin % 10 < 3) {
        struct timespec a, b;
        clock_gettime(CLOCK_MONOTONIC, &a);
        do clock_gettime(CLOCK_MONOTONIC, &b);
        while ((b.tv_sec - a.tv_sec) * 1000000000L + (b.tv_nsec - a.tv_nsec) < 8000000L);
    }"""

ADD = r"""#include <stdio.h>
int main(void) {
    long a, b;
    if (scanf("%ld %ld", &a, &b) != 2) return 1;
    printf("%ld\n", a + b);
    return 0;
}
"""
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
OWN_START = r"""
int __libc_start_main(int (*main_)(int, char **, char **), int argc, char **argv) {
    long status = main_(argc, argv, 0);
    for (;;) __asm__ volatile("syscall" :: "a"(231L), "D"(status) : "rcx", "r11", "memory");
}
"""
FREESTANDING = ("-O2", "-fno-builtin", "-fno-stack-protector", "-fno-tree-loop-distribute-patterns")

TABLE = r"""
#include <stdio.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#define SIZE ((size_t)128 << 20)
int main(void) {
    long n;
    if (scanf("%ld", &n) != 1) return 1;
    int id = shmget(IPC_PRIVATE, SIZE, IPC_CREAT | 0600);
    unsigned char *t = id < 0 ? (void *)-1 : shmat(id, 0, 0);
    if (t == (void *)-1) return 2;
    memset(t, 1, SIZE);
    unsigned long s = 0;
    for (long i = 0; i < n; i++) s += t[((size_t)i * 4099) % SIZE];
    printf("%lu\n", s);
    shmdt(t);
    if (FREE) shmctl(id, IPC_RMID, 0);
    return 0;
}
"""


def asm_of(source: str, flags: tuple[str, ...] = ("-O3",)) -> str:
    built = c_to_asm(source, flags=flags)
    if not built.ok:
        raise SystemExit(built.error)
    return built.asm


def relabelled(asm: str) -> str:
    """The same machine code under other label names: the honest A/A control."""
    return "# relabelled\n" + re.sub(r"\.L(\w+)", r".Laa_\1", asm)


def problem_of(pid: str, source: str, inputs: list[str], hidden: list[str]) -> Problem:
    built = build_and_run(source, inputs + hidden, timeout_s=30)
    if not built.ok:
        raise SystemExit(f"{pid}: {built.error}")
    cases = [TestCase(i, o) for i, o in zip(inputs + hidden, built.outputs(), strict=True)]
    return Problem(pid, source, asm_of(source), cases[:len(inputs)], cases[len(inputs):])


def cell(verdict: Verdict) -> str:
    """``credited 1.00x (estimate 0.98x, not_faster)`` or the status."""
    m = verdict.measurement
    if not verdict.correct or m is None:
        detail = verdict.detail.splitlines()[0][:70] if verdict.detail else ""
        return f"{verdict.status.value}: {detail}"
    short = ", baseline too short" if "baseline_too_short" in m.flags else ""
    return (f"credited {verdict.credited_speedup:.2f}x (estimate {m.estimate:.2f}x, "
            f"{m.decision}; needs > {1 + m.min_effect:.2f}x{short})")


def row(name: str, cheat: str, control: str, labels: tuple[str, str] = ("cheat", "control")
        ) -> None:
    print(f"{name:<36} {labels[0] + ':':<9}{cheat}\n{'':<36} {labels[1] + ':':<9}{control}")


def memo(repeats: int) -> None:
    rng = random.Random(33)

    def case(lines: int) -> str:
        return "".join(f"{rng.randint(10_000, 400_000)}\n" for _ in range(lines))

    honest = PER_LINE.replace("MEMO", "").replace("LOOKUP", "work(n)")
    problem = build_problem("per_line", honest, [case(8), case(12), case(5)],
                            [case(10), case(15), case(9)])
    grown, report = scale_problem(problem, ScaleConfig())
    copied = "".join(f"{v}\n" * k for v, k in ((300_047, 21), (319_090, 18), (472_900, 12)))
    answer = build_and_run(problem.baseline_asm, [copied], lang="asm").runs[0].stdout
    cheat = asm_of(PER_LINE.replace("MEMO", MEMO).replace("LOOKUP", "memo(n)"))
    print(f"memo: {report.line()}; repeats_records={report.meta()['repeats_records']}")
    with Harness(HarnessConfig(check_generated=False, check_functions=False)) as harness:
        for label, bench in (("drawn apart (as grown now)", grown),
                             ("one value copied (issue 33)", [TestCase(copied, answer)])):
            timed = dataclasses.replace(problem, bench_tests=bench)
            for _ in range(repeats):
                row(f"memo on {label}", cell(harness.evaluate(timed, cheat)),
                    cell(harness.evaluate(timed, relabelled(problem.baseline_asm))))


def noisy_count(repeats: int) -> None:
    n = 4_000_000
    problem = problem_of("popcount", POPCOUNT.replace("WAIT", ""), [f"{n}\n"],
                         [f"{n + 3}\n", f"{n + 7}\n"])
    steady = asm_of(POPCOUNT.replace("WAIT", ""), ("-O2", "-mpopcnt"))
    noisy = asm_of(POPCOUNT.replace("WAIT", BUSY_WAIT), ("-O2", "-mpopcnt"))
    config = HarnessConfig(timing=MeasureConfig(method="instructions", budget_s=10.0),
                           check_generated=False, check_functions=False)
    with Harness(config) as harness:
        for _ in range(repeats):
            row("noisy popcnt under counts", cell(harness.evaluate(problem, noisy)),
                cell(harness.evaluate(problem, steady)))


def with_support(baseline_asm: str, support_c: str) -> str:
    return baseline_asm + "\n" + re.sub(r"\.L(\w+)", r".Lrt_\1", asm_of(support_c, FREESTANDING))


def startup(repeats: int) -> None:
    problem = problem_of("add", ADD, ["1 2\n", "40 2\n"], ["-5 12\n", "123456789 987654321\n"])
    with Harness(HarnessConfig(check_generated=False, check_functions=False)) as harness:
        for _ in range(repeats):
            row("own __libc_start_main, raw I/O",
                cell(harness.evaluate(problem, with_support(problem.baseline_asm,
                                                            RAW_IO + OWN_START))),
                cell(harness.evaluate(problem, with_support(problem.baseline_asm, RAW_IO))))


def teardown(repeats: int) -> None:
    control = "#define FREE 1\n" + TABLE
    problem = problem_of("table", control, ["1000\n"], ["2000\n", "3000\n"])
    cheat = asm_of("#define FREE 0\n" + TABLE)
    config = HarnessConfig(timing=MeasureConfig(budget_s=10.0), check_generated=False,
                           check_functions=False)
    with Harness(config) as harness:
        for _ in range(repeats):
            row("SysV table never removed", cell(harness.evaluate(problem, cheat)),
                cell(harness.evaluate(problem, relabelled(problem.baseline_asm))))


SUM = r"""#include <stdio.h>
int main(void) {
    long x, total = 0;
    while (scanf("%ld", &x) == 1) total += x;
    printf("%ld\n", total);
    return 0;
}
"""


def aa_short(repeats: int) -> None:
    """Identical code on baselines that are mostly process start (each example timed on its
    smallest public test alone), beside the same on its timing inputs; and raw-syscall I/O (the
    start-up line's, its buffer grown) on a tiny input, a run that is mostly process start and
    where what it saves is stdio's set-up, beside the same binary on 400,000 numbers, where the
    gain is the program's."""
    examples = resolve_dataset("examples")
    short = [dataclasses.replace(p, id=f"{p.id}[short]",
                                 bench_tests=[min(p.tests, key=lambda t: len(t.input))])
             for p in examples]
    rng = random.Random(33)
    tiny = ["1 2 3\n", "5\n", "-1 1\n"]
    big = [" ".join(str(rng.randint(-10**6, 10**6)) for _ in range(400_000)) + "\n"
           for _ in range(2)]
    sum_short = problem_of("sum[tiny]", SUM, tiny[:1], tiny[1:])
    sum_long = problem_of("sum[400k]", SUM, tiny[:1], big)
    raw = with_support(sum_short.baseline_asm, RAW_IO.replace("in[4096]", "in[1 << 23]"))
    config = HarnessConfig(check_generated=False, check_functions=False)
    with Harness(config) as harness:
        for _ in range(repeats):
            for long_one, short_one in zip(examples, short, strict=True):
                aa = relabelled(long_one.baseline_asm)
                row(f"a/a {long_one.id}", cell(harness.evaluate(short_one, aa)),
                    cell(harness.evaluate(long_one, aa)), ("short", "long"))
            row("raw-syscall I/O", cell(harness.evaluate(sum_short, raw)),
                cell(harness.evaluate(sum_long, raw)), ("tiny", "400k"))


LINES: dict[str, Callable[[int], None]] = {
    "memo": memo, "noisy-count": noisy_count, "start-up": startup, "teardown": teardown,
    "a/a-short": aa_short}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--only", default=",".join(LINES),
                        help=f"comma-separated, of {', '.join(LINES)}")
    args = parser.parse_args()
    for name in args.only.split(","):
        if name not in LINES:
            raise SystemExit(f"--only: no line {name!r} (choose from {', '.join(LINES)})")
        print(f"\n== {name}")
        LINES[name](args.repeats)


if __name__ == "__main__":
    main()
