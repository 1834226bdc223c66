"""Self-verifying benchmark suites (issue 34): an Embench-IoT-shaped tree (written for this
test) is built the way the suite builds it: each ``src/<name>/`` with the suite's support
harness and the board's support, headers from the suite's include path, an alternative harness
in ``support/dummy-benchmark/`` never pulled in; the suite's own check is the verification
(exit status 0 when ``verify_benchmark`` accepts)."""

from __future__ import annotations

from pathlib import Path

import pytest

from superasm.datasets.build import build_tree
from superasm.datasets.layouts import discover

SUPPORT_H = r"""
#ifndef SUPPORT_H
#define SUPPORT_H
void initialise_board(void);
void start_trigger(void);
void stop_trigger(void);
void initialise_benchmark(void);
void warm_caches(int heat);
int benchmark(void);
int verify_benchmark(int result);
int rand_beebs(void);
#endif
"""
MAIN_C = r"""
#include "support.h"
int main(void) {
    initialise_board();
    initialise_benchmark();
    warm_caches(WARMUP_HEAT);
    start_trigger();
    int result = benchmark();
    stop_trigger();
    return !verify_benchmark(result);
}
"""
BEEBSC_C = r"""
#include "support.h"
static unsigned long seed = 1;
int rand_beebs(void) { seed = seed * 1103515245UL + 12345UL; return (int)((seed >> 16) & 0x7fff); }
"""
BOARD_C = r"""
#include "support.h"
void initialise_board(void) {}
void start_trigger(void) {}
void stop_trigger(void) {}
"""
BENCH_C = r"""
#include "support.h"
#define LOCAL_SCALE_FACTOR 40
static int data[1000];
static int checksum;
void initialise_benchmark(void) { for (int i = 0; i < 1000; i++) data[i] = rand_beebs() % 100; }
static int benchmark_body(int rpt) {
    int s = 0;
    for (int r = 0; r < rpt; r++) { s = 0; for (int i = 0; i < 1000; i++) s += data[i] * data[i]; }
    return s;
}
void warm_caches(int heat) { checksum = benchmark_body(heat); }
int benchmark(void) { return benchmark_body(LOCAL_SCALE_FACTOR * CPU_MHZ); }
int verify_benchmark(int result) { return result == checksum && result == EXPECTED; }
"""
#: an alternative harness kept in the suite's support folder: it also defines benchmark()
DUMMY_C = r"""
#include "support.h"
void initialise_benchmark(void) {}
void warm_caches(int heat) { (void)heat; }
int benchmark(void) { return 0; }
int verify_benchmark(int result) { return result == 0; }
"""


def _expected() -> int:
    seed, values = 1, []
    for _ in range(1000):
        seed = (seed * 1103515245 + 12345) % (1 << 64)
        values.append(((seed >> 16) & 0x7FFF) % 100)
    return sum(v * v for v in values)


@pytest.fixture
def suite(tmp_path: Path) -> Path:
    root = tmp_path / "suite"
    files = {"support/support.h": SUPPORT_H, "support/main.c": MAIN_C, "support/beebsc.c": BEEBSC_C,
             "support/dummy-benchmark/dummy.c": DUMMY_C, "config/native/boardsupport.c": BOARD_C,
             "src/sumsq/sumsq.c": BENCH_C.replace("EXPECTED", str(_expected())),
             "src/wrong/wrong.c": BENCH_C.replace("EXPECTED", "-1")}
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


def test_each_benchmark_is_joined_with_the_suites_harness(suite: Path):
    sources, left_out = discover(suite)
    assert not left_out
    assert [s.id for s in sources] == ["sumsq", "wrong"]
    sumsq = sources[0]
    assert sumsq.meta["joined"] == ["config/native/boardsupport.c", "support/beebsc.c",
                                    "src/sumsq/sumsq.c", "support/main.c",
                                    "support/support.h"]
    assert "dummy" not in sumsq.c_source, "the alternative harness stays out"
    assert sumsq.c_source.startswith("#define CPU_MHZ 1\n#define WARMUP_HEAT 1\n")
    assert [(t.name, t.input, t.output) for t in sumsq.tests] == [
        ("src/sumsq (verify_benchmark)", b"", None)]


@pytest.mark.needs_bwrap
def test_the_suites_own_check_decides(suite: Path):
    report = build_tree(suite, measure_speedup=False)
    assert [p.id for p in report.problems] == ["sumsq"]
    assert report.problems[0].tests[0].exit_code == 0
    [why] = [item for item in report.left_out if item.id == "wrong" and item.kind == "test"]
    assert why.stage == "exit_status" and "exit status 1" in why.reason
