"""The evaluation pool: local harnesses pinned and taking turns, and Ray actors on a local
two-CPU cluster (pinning, order and tags, a worker that dies, a named pool shared by callers).
Several nodes, and nodes lost mid-batch, are tests/test_cluster.py's.

Most tests swap the harness for a stand-in that records where and when it ran, so they check the
pool and nothing else; the last ones run the real harness in the sandbox.
"""

from __future__ import annotations

import itertools
import os
import sys
import threading
import time
from collections.abc import Sequence

import pytest
from conftest import untimed

import superasm.pool as pool_module
from superasm.harness import HarnessConfig
from superasm.measure import MeasureConfig
from superasm.pool import LocalPool, Worker, assign_cores, make_pool
from superasm.problem import Problem
from superasm.problem import TestCase as Case
from superasm.rewards import RewardConfig, score_replies
from superasm.sandbox import SandboxUnavailable
from superasm.verdict import Status, Verdict

PROBLEM = Problem(id="p", c_source="", baseline_asm="", tests=[Case("", "")])


class RecordingHarness:
    """A stand-in harness: says where, when and with which core setting it ran each candidate.

    ``boom`` raises like a harness bug, ``nosandbox`` like a machine without bubblewrap, ``die``
    ends the process like a crashed worker.
    """

    def __init__(self, config: HarnessConfig | None = None) -> None:
        self.config = config or HarnessConfig()
        self.closed = False

    def evaluate(self, problem: Problem, asm: str | None, extra_tests: Sequence[Case] = (),
                 *, timing: MeasureConfig | None = None, verify: bool = True) -> Verdict:
        if asm == "boom":
            raise RuntimeError("harness bug")
        if asm == "nosandbox":
            raise SandboxUnavailable("no bubblewrap here")
        if asm == "die":
            os._exit(3)
        start = time.monotonic()
        time.sleep(0.05)
        cores = ",".join(map(str, sorted(os.sched_getaffinity(0))))
        detail = "|".join(map(str, (os.getpid(), id(self), self.config.cpu, cores, start,
                                    time.monotonic(), asm, verify)))
        return Verdict(status=Status.CORRECT, detail=detail, tests_passed=1, tests_total=1)

    def close(self) -> None:
        self.closed = True


def parts(verdict: Verdict) -> dict[str, str]:
    keys = ("pid", "harness", "cpu", "cores", "start", "end", "asm", "verify")
    return dict(zip(keys, verdict.detail.split("|"), strict=True))


def spans_never_overlap(verdicts: Sequence[Verdict]) -> bool:
    spans = sorted((float(parts(v)["start"]), float(parts(v)["end"])) for v in verdicts)
    return all(a_end <= b_start for (_, a_end), (b_start, _) in itertools.pairwise(spans))


@pytest.fixture
def fake_harness(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pool_module, "Harness", RecordingHarness)


# -- local ---------------------------------------------------------------------------------------


def test_local_pool_pins_each_harness_and_never_runs_two_on_one(fake_harness: None) -> None:
    cores = sorted(os.sched_getaffinity(0))
    with LocalPool(HarnessConfig(), jobs=2) as pool:
        got = dict(pool.map([(("p", i), PROBLEM, f"c{i}", ()) for i in range(8)]))
        in_order = pool.evaluate_all([(PROBLEM, f"o{i}") for i in range(5)])
        harnesses = list(pool._harnesses)
    assert sorted(got) == [("p", i) for i in range(8)]
    assert all(parts(v)["asm"] == f"c{tag[1]}" for tag, v in got.items())
    assert [parts(v)["asm"] for v in in_order] == [f"o{i}" for i in range(5)]
    by_harness: dict[str, list[Verdict]] = {}
    for verdict in [*got.values(), *in_order]:
        by_harness.setdefault(parts(verdict)["harness"], []).append(verdict)
    assert len(by_harness) == 2, "both harnesses should have taken work"
    assert all(spans_never_overlap(group) for group in by_harness.values())
    # each harness times on a core of its own
    assert sorted(h.config.cpu for h in harnesses) == sorted({cores[0], cores[1 % len(cores)]})
    assert all(h.closed for h in harnesses)


def test_one_harness_is_shared_by_concurrent_callers_in_turn(fake_harness: None) -> None:
    config = HarnessConfig()
    verdicts: list[Verdict] = []
    with LocalPool(config, jobs=1) as pool:
        callers = [threading.Thread(target=lambda i=i: verdicts.append(
            pool.evaluate(PROBLEM, f"t{i}", verify=False))) for i in range(4)]
        for caller in callers:
            caller.start()
        for caller in callers:
            caller.join()
    assert sorted(parts(v)["asm"] for v in verdicts) == [f"t{i}" for i in range(4)]
    assert {parts(v)["cpu"] for v in verdicts} == {"None"}  # one harness: not pinned
    assert {parts(v)["verify"] for v in verdicts} == {"False"}  # the caller's options reach it
    assert spans_never_overlap(verdicts)


def test_make_pool_names_the_executor(fake_harness: None) -> None:
    with make_pool(HarnessConfig(), jobs=1, executor="local") as pool:
        assert isinstance(pool, LocalPool) and pool.size == 1
    with pytest.raises(ValueError, match="executor"):
        make_pool(HarnessConfig(), executor="slurm")


def test_local_pool_turns_a_harness_bug_into_a_sandbox_error(fake_harness: None) -> None:
    with LocalPool(HarnessConfig(), jobs=2) as pool:
        got = dict(pool.map([(i, PROBLEM, asm, ()) for i, asm in enumerate(["a", "boom", "b"])]))
        assert got[1].status is Status.SANDBOX_ERROR and "harness bug" in got[1].detail
        assert got[0].status is got[2].status is Status.CORRECT  # the batch goes on
        with pytest.raises(SandboxUnavailable):  # the machine cannot sandbox: stop the run
            pool.evaluate(PROBLEM, "nosandbox")


def test_worker_turns_a_harness_bug_into_a_sandbox_error(fake_harness: None) -> None:
    worker = Worker(HarnessConfig())
    failed = worker.evaluate(PROBLEM, "boom")
    assert failed.status is Status.SANDBOX_ERROR and "harness bug" in failed.detail
    assert worker.evaluate(PROBLEM, "fine").status is Status.CORRECT
    with pytest.raises(SandboxUnavailable):  # the machine cannot sandbox: stop the run
        worker.evaluate(PROBLEM, "nosandbox")


def test_assign_cores_gives_distinct_cores_per_machine() -> None:
    placements = [("a", [0, 1]), ("a", [0, 1]), ("b", [4, 5]), ("a", [0, 1]), ("c", [])]
    assert assign_cores(placements) == [0, 1, 4, 0, 0]
    # two Ray nodes (or containers) on one machine with different allowed cores: no sharing
    # while a free one is left
    assert assign_cores([("m", [0, 1]), ("m", [1]), ("m", [0, 1, 2])]) == [0, 1, 2]


# -- Ray -----------------------------------------------------------------------------------------
ray = pytest.importorskip("ray", reason="Ray is not installed (pip install 'superasm[ray]')")


class RecordingWorker(Worker):
    """The pool's worker with the stand-in harness (pickled by value: workers cannot import
    this test module by name)."""

    def evaluate(self, problem: Problem, asm: str | None, extra_tests: Sequence[Case] = (),
                 *, timing: MeasureConfig | None = None, verify: bool = True) -> Verdict:
        if self._harness is None:
            self._harness = RecordingHarness(self.config)  # type: ignore[assignment]
        return super().evaluate(problem, asm, extra_tests, timing=timing, verify=verify)


@pytest.fixture(scope="module")
def local_ray():
    os.environ.setdefault("RAY_AUTH_MODE", "disabled")
    ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])
    pool_module.ensure_ray(num_cpus=2)
    yield
    ray.shutdown()


@pytest.fixture
def recording_workers(local_ray: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pool_module, "Worker", RecordingWorker)


def test_ray_pool_pins_workers_and_keeps_tags_and_order(recording_workers: None) -> None:
    with pool_module.RayPool(HarnessConfig(), 2) as pool:
        placements = ray.get([a.placement.remote() for a in pool.actors])
        got = dict(pool.map([(("p", i), PROBLEM, f"a{i}", []) for i in range(8)]))
        in_order = pool.evaluate_all([(PROBLEM, f"o{i}") for i in range(5)] + [(PROBLEM, "boom")])
        single = pool.evaluate(PROBLEM, "single")
    # pinned: each worker process may run on one core, and not the same one
    assert all(len(cores) == 1 for _, cores in placements)
    assert len({cores[0] for _, cores in placements}) == 2
    assert sorted(got) == [("p", i) for i in range(8)]
    assert all(parts(v)["asm"] == f"a{tag[1]}" for tag, v in got.items())
    assert [parts(v)["asm"] for v in in_order[:5]] == [f"o{i}" for i in range(5)]
    assert in_order[5].status is Status.SANDBOX_ERROR and "harness bug" in in_order[5].detail
    assert single.status is Status.CORRECT
    by_worker: dict[str, list[Verdict]] = {}
    for verdict in [*got.values(), *in_order[:5]]:
        by_worker.setdefault(parts(verdict)["pid"], []).append(verdict)
    assert len(by_worker) == 2, "both workers should have taken work"
    for group in by_worker.values():
        assert spans_never_overlap(group)  # one evaluation per worker at a time
        # the harness times on the worker's core
        assert len({(parts(v)["cpu"], parts(v)["cores"]) for v in group}) == 1
        assert parts(group[0])["cpu"] == parts(group[0])["cores"]


def test_unpinned_ray_workers_keep_every_core(recording_workers: None) -> None:
    with pool_module.RayPool(HarnessConfig(), 1, pin=False) as pool:
        verdict = pool.evaluate(PROBLEM, "x")
    assert parts(verdict)["cpu"] == "None"


def test_a_dead_worker_costs_its_candidate_only(recording_workers: None) -> None:
    with pool_module.RayPool(HarnessConfig(), 2, retries=0) as pool:
        items: list[tuple[object, Problem, str, list[Case]]] = [("dead", PROBLEM, "die", [])]
        items += [(i, PROBLEM, f"a{i}", []) for i in range(6)]
        got = dict(pool.map(items))
        assert len(pool.actors) == 1  # the dead worker left the rotation
        after = pool.evaluate(PROBLEM, "after")
    assert got["dead"].status is Status.SANDBOX_ERROR
    assert "worker lost" in got["dead"].detail
    assert all(got[i].status is Status.CORRECT for i in range(6))
    assert after.status is Status.CORRECT


def test_a_candidate_that_kills_every_worker_it_meets_is_tried_twice_at_most(
    recording_workers: None,
) -> None:
    with pool_module.RayPool(HarnessConfig(), 2) as pool:
        got = list(pool.map([("dead", PROBLEM, "die", [])]))
        assert pool.resubmitted == 1 and pool.actors == []
    assert [tag for tag, _ in got] == ["dead"]  # one verdict, after two workers
    assert got[0][1].status is Status.SANDBOX_ERROR and "worker lost" in got[0][1].detail


def test_when_every_worker_is_dead_each_candidate_is_a_sandbox_error(
    recording_workers: None,
) -> None:
    with pool_module.RayPool(HarnessConfig(), 1) as pool:
        assert pool.evaluate(PROBLEM, "die").status is Status.SANDBOX_ERROR
        rest = pool.evaluate_all([(PROBLEM, "a"), (PROBLEM, "b")])
        single = pool.evaluate(PROBLEM, "c")
    assert [v.status for v in [*rest, single]] == [Status.SANDBOX_ERROR] * 3
    assert all("no worker" in v.detail for v in [*rest, single])


def test_named_pool_is_shared_between_callers(recording_workers: None) -> None:
    first = pool_module.RayPool(HarnessConfig(), 1, name="test-shared")
    second = pool_module.RayPool(HarnessConfig(), 1, name="test-shared")
    try:
        pid_a = parts(first.evaluate(PROBLEM, "x"))["pid"]
        first.close()  # a shared pool is left to its cluster
        pid_b = parts(second.evaluate(PROBLEM, "y"))["pid"]
        assert pid_a == pid_b
    finally:
        for actor in second.actors:
            ray.kill(actor)


# -- the real harness ----------------------------------------------------------------------------


@pytest.mark.needs_bwrap
def test_ray_pool_with_the_real_harness(
    local_ray: None, double_problem: Problem, fast_config: HarnessConfig
) -> None:
    with pool_module.RayPool(untimed(fast_config), 2) as pool:
        verdicts = pool.evaluate_all([(double_problem, double_problem.baseline_asm),
                                      (double_problem, "not assembly at all"),
                                      (double_problem, double_problem.baseline_asm)])
    assert [v.status for v in verdicts] == [Status.CORRECT, Status.ASSEMBLE_ERROR, Status.CORRECT]
    assert verdicts[0].tests_passed == len(double_problem.tests)


@pytest.mark.needs_bwrap
def test_rewards_from_replies_on_a_ray_pool(local_ray: None, double_problem: Problem) -> None:
    config = RewardConfig.from_options(kind="cgs", alpha=1.0, timing="none")
    with pool_module.RayPool(config.harness, 2) as pool:
        replies = ["```assembly\n" + double_problem.baseline_asm + "```", "nothing to see", None]
        results = score_replies(pool, [double_problem] * 3, replies, config)
    assert [r.score for r in results] == [2.0, -1.0, -1.0]
    assert [r.asm_found for r in results] == [True, False, False]
