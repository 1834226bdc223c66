"""Where the clocks of a run start, and what that leaves on them: one run, side by side.

Issue 33: a static program that only exits read 1.8-2.5 ms of CPU a run (2.3-3.0 ms through
the harness), most of it the sandbox's own launch: the clocks started in the program's
process, before its exec, and that exec tore down the process's copy of the agent.  Now the
process execs a *launcher* once its set-up is done (``_sandbox_clocks.LAUNCHER_ASM``), which
starts both clocks and execs the program, so the clocks hold the program's exec, loading and
C runtime start, its work and its exit, and nothing of the sandbox's set-up.

Each trivial program (``int main(void) { return 0; }``, linked static and dynamic, and one
that reads and sums 1,000 numbers) runs with the clocks started at the launcher (``exec``) and
in the program's process before its exec (``child``, the way before; ``"launcher": false`` in
the run request), the four taking turns in one sandbox pinned to one core, as the harness's
timing runs are.  Printed: the median CPU and wall time a run (with the relative spread:
median absolute deviation over the median), the set-up's CPU the launcher keeps off the
clocks, and the load average before and after (the machine may be shared).

``--ballast MB`` runs the same again in a second sandbox whose agent holds that much more
memory (a slower set-up, as a bigger agent would have): the ``exec`` readings stay, the
``child`` ones grow.

Usage: .venv/bin/python benchmarks/clock_start.py [--runs 200] [--ballast 0]
Readings of this machine, side by side in this one run; no absolute claim.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
from collections.abc import Sequence

from superasm.sandbox import ProcResult, Sandbox, SandboxConfig, run_request
from superasm.toolchain import Workbench

PROGRAMS = {
    "static exit": ("int main(void) { return 0; }\n", ["-O2", "-static"]),
    "dynamic exit": ("int main(void) { return 0; }\n", ["-O2"]),
    "dynamic sum": ("#include <stdio.h>\nint main(void) { long x, s = 0;\n"
                    "  while (scanf(\"%ld\", &x) == 1) s += x;\n"
                    "  printf(\"%ld\\n\", s); return 0; }\n", ["-O2"]),
}
INPUT = "".join(f"{i * 7919 % 100003}\n" for i in range(1000))
STARTS = {"exec": True, "child": False}


def build(names: Sequence[str]) -> dict[str, bytes]:
    """Each program of :data:`PROGRAMS` built by gcc in a build sandbox: its bytes."""
    out = {}
    with tempfile.TemporaryDirectory() as folder, \
            Workbench({f"p{i}.c": PROGRAMS[n][0] for i, n in enumerate(names)},
                      out_dir=folder) as wb:
        for i, name in enumerate(names):
            built = wb.compile(f"/in/p{i}.c", f"/work/p{i}", flags=PROGRAMS[name][1])
            if not built.ok:
                raise SystemExit(f"{name}: {built.message}")
            out[name] = wb.sandbox.export(f"/work/p{i}", f"p{i}", executable=True).read_bytes()
    return out


def spread(values: Sequence[float]) -> float:
    mid = statistics.median(values)
    return statistics.median(abs(v - mid) for v in values) / max(mid, 1e-12)


def readings(binaries: dict[str, bytes], runs: int, ballast: int
             ) -> dict[tuple[str, str], list[ProcResult]]:
    """Every (program, clock start) ``runs`` times, taking turns, in one sandbox pinned to one
    core (its agent holding ``ballast`` bytes more)."""
    out: dict[tuple[str, str], list[ProcResult]] = {}
    with Sandbox(files={"input": INPUT}, config=SandboxConfig(cpu=0)) as sb:
        paths = {name: sb.add_file(f"p{i}.bin", data)
                 for i, (name, data) in enumerate(binaries.items())}
        requests, keys = [], []
        for _ in range(runs):
            for name, path in paths.items():
                for start, launcher in STARTS.items():
                    request = run_request([path], stdin="/in/input", isolate=True, program=path)
                    requests.append(request | {"launcher": launcher,
                                               "agent_ballast_bytes": ballast})
                    keys.append((name, start))
        for key, result in zip(keys, sb.run_batch(requests), strict=True):
            if not result.ok:
                raise SystemExit(f"{key}: {result.describe()}")
            out.setdefault(key, []).append(result)
    return out


def report(title: str, results: dict[tuple[str, str], list[ProcResult]]) -> None:
    print(f"\n{title}")
    print(f"{'program':14s} {'clocks start':12s} {'cpu ms':>14s} {'wall ms':>14s} "
          f"{'set-up cpu ms':>14s}  start")
    for (name, start), rs in results.items():
        cpu, wall = [r.cpu_s * 1e3 for r in rs], [r.wall_s * 1e3 for r in rs]
        setup = statistics.median(r.setup_cpu_s * 1e3 for r in rs)
        print(f"{name:14s} {start:12s} {statistics.median(cpu):7.3f} ±{spread(cpu):5.1%} "
              f"{statistics.median(wall):7.3f} ±{spread(wall):5.1%} {setup:14.3f}  "
              f"{','.join(sorted({r.clock_start for r in rs}))}")
    for name in dict.fromkeys(name for name, _ in results):
        before, after = (statistics.median(r.cpu_s for r in results[(name, s)])
                         for s in ("child", "exec"))
        print(f"{name}: exec/child CPU {after / before:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--ballast", type=int, default=0, help="MB more in a second agent")
    args = parser.parse_args()
    print("load average before: " + " ".join(f"{x:.2f}" for x in os.getloadavg()))
    binaries = build(list(PROGRAMS))
    report("the agent as it is", readings(binaries, args.runs, 0))
    if args.ballast:
        report(f"the agent holding {args.ballast} MB more",
               readings(binaries, args.runs, args.ballast << 20))
    print("\nload average after: " + " ".join(f"{x:.2f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main()
