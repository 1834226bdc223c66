"""The paper's Table 1 row for a problem set, plus the measurability numbers superasm adds.

Table 1 of the paper gives, per dataset: the number of programs, the average number of tests,
and the average length of the C source and of its assembly.  Lines are counted without blank
lines, so that formatting does not change the numbers.  When the problems carry build metadata
(``o3_cpu_s``, ``o0_o3_speedup``, recorded by :mod:`superasm.datasets.build`) the row also says
how many tests run long enough to time (hyperfine's 5 ms threshold) and the median -O0 → -O3
speedup, the paper's §3.2 selection criterion.
"""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from superasm.problem import Problem

MEASURABLE_S = 0.005


def nonblank_lines(text: str) -> int:
    return sum(1 for line in text.splitlines() if line.strip())


@dataclass(frozen=True)
class DatasetStats:
    programs: int
    avg_tests: float
    avg_public_tests: float
    avg_c_lines: float
    avg_asm_lines: float
    #: tests whose -O3 run took at least 5 ms CPU, over tests with a recorded time (None: none)
    share_tests_measurable: float | None = None
    median_o0_o3_speedup: float | None = None
    splits: tuple[tuple[str, int], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["splits"] = dict(self.splits)
        return data


def _mean(values: Sequence[float]) -> float:
    return statistics.fmean(values) if values else 0.0


def dataset_stats(problems: Sequence[Problem]) -> DatasetStats:
    times = [t for p in problems for t in p.meta.get("o3_cpu_s", [])]
    speedups = [float(p.meta["o0_o3_speedup"]) for p in problems if "o0_o3_speedup" in p.meta]
    splits = Counter(p.split or "-" for p in problems)
    return DatasetStats(
        programs=len(problems),
        avg_tests=_mean([len(p.tests) + len(p.hidden_tests) for p in problems]),
        avg_public_tests=_mean([len(p.tests) for p in problems]),
        avg_c_lines=_mean([nonblank_lines(p.c_source) for p in problems]),
        avg_asm_lines=_mean([nonblank_lines(p.baseline_asm) for p in problems]),
        share_tests_measurable=(sum(t >= MEASURABLE_S for t in times) / len(times)) if times else None,
        median_o0_o3_speedup=statistics.median(speedups) if speedups else None,
        splits=tuple(sorted(splits.items())),
    )


def table1(name: str, stats: DatasetStats) -> str:
    """The Table 1 row as an aligned text table (header, row, then superasm's extra numbers)."""
    header = f"{'dataset':<20} {'programs':>8} {'avg tests':>10} {'avg C lines':>12} {'avg asm lines':>14}"
    row = (f"{name:<20} {stats.programs:>8} {stats.avg_tests:>10.1f} {stats.avg_c_lines:>12.1f} "
           f"{stats.avg_asm_lines:>14.1f}")
    lines = [header, row, "",
             f"public tests per program: {stats.avg_public_tests:.1f} (the rest are hidden)"]
    if stats.splits:
        lines.append("splits: " + ", ".join(f"{k} {v}" for k, v in stats.splits))
    if stats.share_tests_measurable is not None:
        lines.append(f"tests with -O3 time >= 5 ms: {100 * stats.share_tests_measurable:.1f}%")
    if stats.median_o0_o3_speedup is not None:
        lines.append(f"median -O0 -> -O3 speedup: {stats.median_o0_o3_speedup:.2f}x")
    return "\n".join(lines) + "\n"
