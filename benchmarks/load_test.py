"""Load: evaluate many mutated assemblies through the evaluation pool; memory stays bounded,
nothing leaks.

A replay of N candidates, each the baseline assembly of a small problem with a few random edits
(lines dropped, duplicated or swapped, immediates and registers changed, nops inserted): most
fail to assemble, some crash or answer wrongly, some still pass, which is the mix a model
produces.  They go through a :class:`~superasm.pool.LocalPool` of ``--workers`` pinned harnesses,
the path every command takes.  Timing is off (method ``none``): the point is the harness's own
footprint.

Before and after, it counts what a leak would leave behind: processes on the machine, our child
processes, ``superasm-*`` temporary directories, mounts in /proc/self/mountinfo, open file
descriptors and threads of this process; and it reports the peak RSS of this process.

    .venv/bin/python benchmarks/load_test.py [-n 2000] [--workers 4] [--seed 0]
"""

from __future__ import annotations

import argparse
import os
import random
import re
import resource
import shutil
import sys
import tempfile
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from superasm.datasets.build import build_problem
from superasm.harness import HarnessConfig
from superasm.measure import MeasureConfig
from superasm.pool import LocalPool
from superasm.problem import Problem

SUM_C = r"""#include <stdio.h>
int main(void) {
    int n;
    long v, sum = 0;
    if (scanf("%d", &n) != 1) return 1;
    for (int i = 0; i < n; i++) { if (scanf("%ld", &v) != 1) return 1; sum += v * v; }
    printf("%ld\n", sum);
    return 0;
}
"""
_IMMEDIATE = re.compile(r"\$-?\d+")
_REGISTER = re.compile(r"%(r[a-d]x|e[a-d]x|r[sd]i|e[sd]i|r(8|9|1[0-5])d?)\b")
_REGISTERS = ("%rax", "%rbx", "%rcx", "%rdx", "%rsi", "%rdi", "%r8", "%r9", "%eax", "%ecx", "%edx")


@dataclass
class Snapshot:
    """What a leak would leave behind, counted at one moment."""

    processes: int
    children: int
    temp_dirs: int
    mounts: int
    fds: int
    threads: int
    rss_kb: int

    @classmethod
    def take(cls) -> Snapshot:
        me = os.getpid()
        pids = [p for p in os.listdir("/proc") if p.isdigit()]
        children = 0
        for pid in pids:
            try:
                stat = Path(f"/proc/{pid}/stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == me:
                children += 1
        status = Path("/proc/self/status").read_text()
        rss = int(re.search(r"VmRSS:\s+(\d+)", status).group(1))  # type: ignore[union-attr]
        return cls(
            processes=len(pids),
            children=children,
            temp_dirs=len(list(Path(tempfile.gettempdir()).glob("superasm-*"))),
            mounts=len(Path("/proc/self/mountinfo").read_text().splitlines()),
            fds=len(os.listdir("/proc/self/fd")),
            threads=threading.active_count(),
            rss_kb=rss,
        )


@dataclass
class LoadReport:
    candidates: int
    seconds: float
    statuses: Counter[str]
    before: Snapshot
    after: Snapshot
    peak_rss_kb: int
    errors: list[str] = field(default_factory=list)

    def leaks(self) -> dict[str, int]:
        """After minus before, for the counts that must not grow (processes: ours only)."""
        return {name: getattr(self.after, name) - getattr(self.before, name)
                for name in ("children", "temp_dirs", "mounts", "fds", "threads")}

    def text(self) -> str:
        rows = [f"{self.candidates} candidates in {self.seconds:.1f} s "
                f"({self.candidates / max(self.seconds, 1e-9):.1f}/s)",
                "statuses: " + ", ".join(f"{k} {v}" for k, v in sorted(self.statuses.items())),
                f"peak RSS of the evaluating process: {self.peak_rss_kb / 1024:.1f} MiB "
                f"(current: {self.before.rss_kb / 1024:.1f} MiB before, "
                f"{self.after.rss_kb / 1024:.1f} MiB after)",
                "| count | before | after |", "|---|---|---|"]
        for name in ("processes", "children", "temp_dirs", "mounts", "fds", "threads"):
            rows.append(f"| {name} | {getattr(self.before, name)} | {getattr(self.after, name)} |")
        rows.append(f"leaks (after − before, must be 0): {self.leaks()}")
        rows.append("(processes counts the whole machine, where other work comes and goes)")
        if self.errors:
            rows.append(f"exceptions: {len(self.errors)}; first: {self.errors[0]}")
        return "\n".join(rows)


def mutate_asm(asm: str, rng: random.Random, edits: int = 2) -> str:
    lines = asm.splitlines()
    body = [i for i, line in enumerate(lines) if line.startswith("\t") and not line.startswith("\t.")]
    for _ in range(edits):
        if not body:
            break
        i = rng.choice(body)
        kind = rng.randrange(6)
        if kind == 0:
            lines[i] = "\t# dropped: " + lines[i].strip()
        elif kind == 1:
            lines.insert(i, lines[i])
        elif kind == 2 and i + 1 < len(lines):
            lines[i], lines[i + 1] = lines[i + 1], lines[i]
        elif kind == 3:
            lines[i] = _IMMEDIATE.sub(lambda _: f"${rng.randint(-2, 64)}", lines[i])
        elif kind == 4:
            lines[i] = _REGISTER.sub(lambda _: rng.choice(_REGISTERS), lines[i], count=1)
        else:
            lines.insert(i, "\tnop")
        body = [j for j, line in enumerate(lines) if line.startswith("\t") and not line.startswith("\t.")]
    return "\n".join(lines) + "\n"


def load_problem() -> Problem:
    return build_problem("sum_squares", SUM_C, ["3\n1 2 3\n", "4\n-5 0 7 2\n", "1\n100000\n"],
                         hidden_inputs=["5\n9 8 7 6 5\n"])


def run_load(n: int, workers: int = 4, seed: int = 0, problem: Problem | None = None) -> LoadReport:
    problem = problem or load_problem()
    rng = random.Random(seed)
    candidates = [mutate_asm(problem.baseline_asm, rng, edits=rng.randint(1, 3)) for _ in range(n)]
    config = HarnessConfig(timing=MeasureConfig(method="none"), min_timeout_s=0.5,
                           max_timeout_s=2.0)
    statuses: Counter[str] = Counter()
    errors: list[str] = []
    lock = threading.Lock()
    # our own temporary root, so that other people's superasm runs on a shared machine do not
    # blur the count of temp dirs we leave
    saved_tempdir = tempfile.tempdir
    tempfile.tempdir = tempfile.mkdtemp(prefix="load-")
    os.chmod(tempfile.tempdir, 0o755)
    try:
        return _run(problem, candidates, workers, config, statuses, errors, lock)
    finally:
        shutil.rmtree(tempfile.tempdir, ignore_errors=True)
        tempfile.tempdir = saved_tempdir


def _run(problem: Problem, candidates: list[str], workers: int, config: HarnessConfig,
         statuses: Counter[str], errors: list[str], lock: threading.Lock) -> LoadReport:
    n = len(candidates)
    before = Snapshot.take()
    started = time.monotonic()
    with LocalPool(config, jobs=workers) as pool:

        def one(asm: str) -> None:
            try:
                status = pool.evaluate(problem, asm).status.value
            except Exception as exc:  # noqa: BLE001 - counted and reported, never hidden
                with lock:
                    errors.append(f"{type(exc).__name__}: {exc}")
                status = "exception"
            with lock:
                statuses[status] += 1

        with ThreadPoolExecutor(max_workers=pool.size) as callers:
            list(callers.map(one, candidates))
    seconds = time.monotonic() - started
    time.sleep(0.5)  # let the kernel finish tearing down the last sandboxes
    after = Snapshot.take()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return LoadReport(n, seconds, statuses, before, after, peak, errors)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=2000, help="candidates to evaluate")
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    report = run_load(args.n, args.workers, args.seed)
    print(report.text())
    return 0 if not report.errors and not any(report.leaks().values()) else 1


if __name__ == "__main__":
    sys.exit(main())
