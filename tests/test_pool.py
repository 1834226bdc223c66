"""Reward workers as Ray actors, on a local two-CPU Ray cluster."""

from __future__ import annotations

import os
import sys
import time

import pytest
from conftest import require_sandbox

from superasm.problem import Problem, Status, Verdict
from superasm.problem import TestCase as Case
from superasm.rewards import RewardConfig

ray = pytest.importorskip("ray", reason="Ray is not installed (pip install 'superasm[ray]')")

from superasm.train.ray_workers import (  # noqa: E402
    RayEvaluator,
    RewardPool,
    _assign_cores,
    ensure_ray,
    ray_evaluate,
)

SOURCE = r"""
#include <stdio.h>
int main(void) {
    long n;
    if (scanf("%ld", &n) != 1) return 1;
    long s = 0;
    for (long i = 0; i < n; i++) s += i % 7;
    printf("%ld\n", s);
    return 0;
}
"""


@pytest.fixture(scope="module", autouse=True)
def local_ray():
    os.environ.setdefault("RAY_AUTH_MODE", "disabled")
    # the fake harness below lives in this test module, which workers cannot import by name
    ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])
    ensure_ray(num_cpus=2)
    yield
    ray.shutdown()


class SleepyHarness:
    """A stand-in harness: records where and when it ran; "boom" raises like a harness bug."""

    def __init__(self, config) -> None:
        self.config = config

    def evaluate(self, problem: Problem, asm: str) -> Verdict:
        if asm == "boom":
            raise RuntimeError("harness bug")
        start = time.monotonic()
        time.sleep(0.05)
        cores = sorted(os.sched_getaffinity(0))
        detail = f"{os.getpid()}|{cores}|{start}|{time.monotonic()}|{asm}"
        return Verdict(status=Status.CORRECT, detail=detail, tests_passed=1, tests_total=1)


PROBLEM = Problem(id="p", c_source="", baseline_asm="", tests=[Case("", "")])


def test_assign_cores_gives_distinct_cores_per_node() -> None:
    placements = [("a", [0, 1]), ("a", [0, 1]), ("b", [4, 5]), ("a", [0, 1])]
    assert _assign_cores(placements) == [0, 1, 4, 0]


def test_pool_keeps_order_pins_cores_and_never_overlaps_on_a_worker() -> None:
    with RewardPool(None, 2, factory=SleepyHarness) as pool:
        verdicts = pool.evaluate([(PROBLEM, f"c{i}") for i in range(8)] + [(PROBLEM, "boom")])
    assert [v.detail.split("|")[-1] for v in verdicts[:8]] == [f"c{i}" for i in range(8)]
    failed = verdicts[8]
    assert failed.status is Status.SANDBOX_ERROR and "harness bug" in failed.detail

    by_worker: dict[str, list[tuple[float, float]]] = {}
    cores: dict[str, str] = {}
    for v in verdicts[:8]:
        pid, core_list, start, end, _ = v.detail.split("|")
        by_worker.setdefault(pid, []).append((float(start), float(end)))
        cores[pid] = core_list
    assert len(by_worker) == 2, "both workers should have taken work"
    assert len(set(cores.values())) == 2 and all(c.count(",") == 0 for c in cores.values())
    for spans in by_worker.values():
        spans.sort()
        assert all(
            a_end <= b_start for (_, a_end), (b_start, _) in zip(spans, spans[1:], strict=False)
        )


def test_named_pool_is_shared_between_callers() -> None:
    first = RewardPool(None, 1, factory=SleepyHarness, name="test-shared")
    second = RewardPool(None, 1, factory=SleepyHarness, name="test-shared")
    pid_a = first.evaluate([(PROBLEM, "x")])[0].detail.split("|")[0]
    pid_b = second.evaluate([(PROBLEM, "y")])[0].detail.split("|")[0]
    assert pid_a == pid_b
    for actor in first.actors:
        ray.kill(actor)


def test_ray_evaluator_map_yields_every_tag() -> None:
    evaluator = RayEvaluator(None, 2, factory=SleepyHarness)
    try:
        items = [(("p", i), PROBLEM, f"a{i}", []) for i in range(5)]
        got = dict(evaluator.map(items))
        assert sorted(got) == [("p", i) for i in range(5)]
        assert all(v.detail.endswith(f"a{tag[1]}") for tag, v in got.items())
        assert evaluator.evaluate(PROBLEM, "single", []).status is Status.CORRECT
    finally:
        evaluator.close()


@pytest.fixture(scope="module")
def sum7() -> Problem:
    require_sandbox()
    from superasm.toolchain import c_to_asm

    tests = [Case(f"{n}\n", f"{sum(i % 7 for i in range(n))}\n") for n in (3, 700)]
    return Problem(id="sum7", c_source=SOURCE, baseline_asm=c_to_asm(SOURCE).asm, tests=tests)


@pytest.mark.needs_bwrap
def test_ray_evaluate_with_the_real_harness(sum7: Problem) -> None:
    from superasm.harness import HarnessConfig

    verdicts = ray_evaluate(
        [(sum7, sum7.baseline_asm), (sum7, "not assembly at all"), (sum7, sum7.baseline_asm)],
        HarnessConfig(timing="none"),
        num_workers=2,
    )
    assert [v.status for v in verdicts] == [Status.CORRECT, Status.ASSEMBLE_ERROR, Status.CORRECT]
    assert verdicts[0].tests_passed == 2


@pytest.mark.needs_bwrap
def test_pool_rewards_from_replies(sum7: Problem) -> None:
    config = RewardConfig(kind="cgs", alpha=1.0, timing="none")
    with RewardPool(config.harness_config(), 2) as pool:
        replies = ["```assembly\n" + sum7.baseline_asm + "```", "nothing to see", None]
        results = pool.rewards([sum7] * 3, replies, config)
    assert [r.score for r in results] == [2.0, -1.0, -1.0]
    assert [r.asm_found for r in results] == [True, False, False]
