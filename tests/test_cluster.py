"""The evaluation pool on a real multi-node Ray cluster, all on this machine.

A head node with no CPUs (so the driver never competes with the workers) and two worker nodes
of one CPU each, started with :class:`ray.cluster_utils.Cluster` (separate raylets, object stores
and worker processes, as on separate machines).  The tests check that candidates spread over the
nodes with each worker on its own core; that ``eval`` across the nodes gives the same results as a
local run; and that killing a worker process, or a whole node, in the middle of a batch still
judges every candidate exactly once, leaves a resumable run directory and a reward for every
sample.  A node killed by a test is one it added itself, so the module's cluster stays whole.

Stand-in harnesses (sleeping, recording where they ran) make the failure tests deterministic:
the kill lands while a chosen candidate is running, not by timing luck.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import threading
import time
import urllib.request
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from conftest import double_asm

import superasm.pool as pool_module
from superasm.cli import main as cli_main
from superasm.datasets import resolve_dataset
from superasm.harness import HarnessConfig
from superasm.measure import MeasureConfig
from superasm.pool import Worker
from superasm.problem import Problem
from superasm.problem import TestCase as Case
from superasm.rewards import RewardConfig, score_replies
from superasm.runs import RunDir
from superasm.serve import RewardClient, RewardServer, RewardService
from superasm.toolchain import c_to_asm
from superasm.verdict import Status, Verdict

ray = pytest.importorskip("ray", reason="Ray is not installed (pip install 'superasm[ray]')")
cluster_utils = pytest.importorskip("ray.cluster_utils")

PROBLEM = Problem(id="p", c_source="", baseline_asm="", tests=[Case("", "")])


class SleepyHarness:
    """A stand-in harness.  ``asm`` is ``NAME`` or ``NAME:SECONDS:MARKDIR``: it sleeps that long
    (0.2 s by default), first writing ``MARKDIR/NAME`` with its Ray node id so a test knows the
    candidate is running and where; the verdict's detail says which process judged it.  On the
    node named in ``MARKDIR/hold`` it sleeps a minute, so a test that kills that node does so
    while the candidate runs however loaded the machine is."""

    def __init__(self, config: HarnessConfig | None = None) -> None:
        self.config = config or HarnessConfig()

    def evaluate(self, problem: Problem, asm: str | None, extra_tests: Sequence[Case] = (),
                 *, timing: MeasureConfig | None = None, verify: bool = True) -> Verdict:
        name, _, rest = (asm or "").strip().partition(":")
        seconds, _, mark_dir = rest.partition(":")
        if mark_dir:
            node = ray.get_runtime_context().get_node_id()
            Path(mark_dir, name).write_text(node)
            hold = Path(mark_dir, "hold")
            if hold.exists() and hold.read_text() == node:
                time.sleep(60)  # on the node the test kills: the kill lands while this runs
        time.sleep(float(seconds or 0.2))
        return Verdict(Status.CORRECT, detail=f"{name}|{os.getpid()}", tests_passed=1,
                       tests_total=1)

    def close(self) -> None:
        pass


class SleepyWorker(Worker):
    """The pool's worker with the stand-in harness (pickled by value: workers cannot import
    this test module by name)."""

    def evaluate(self, problem: Problem, asm: str | None, extra_tests: Sequence[Case] = (),
                 *, timing: MeasureConfig | None = None, verify: bool = True) -> Verdict:
        if self._harness is None:
            self._harness = SleepyHarness(self.config)  # type: ignore[assignment]
        return super().evaluate(problem, asm, extra_tests, timing=timing, verify=verify)


@pytest.fixture(scope="module")
def cluster() -> Iterator[Any]:
    """Head (0 CPUs) + two 1-CPU worker nodes; every Ray process stopped at the end."""
    os.environ.setdefault("RAY_AUTH_MODE", "disabled")
    if ray.is_initialized():
        ray.shutdown()
    ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])
    # a lost node is noticed in about a second rather than Ray's default half minute
    nodes = cluster_utils.Cluster(initialize_head=True, head_node_args={
        "num_cpus": 0, "include_dashboard": False,
        "_system_config": {"health_check_period_ms": 300, "health_check_failure_threshold": 3}})
    try:
        for _ in range(2):
            nodes.add_node(num_cpus=1)
        nodes.wait_for_nodes()
        pool_module.ensure_ray(address=nodes.address)
        yield nodes
    finally:
        ray.shutdown()
        nodes.shutdown()


@pytest.fixture
def sleepy(cluster: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pool_module, "Worker", SleepyWorker)


def alive_nodes() -> set[str]:
    return {n["NodeID"] for n in ray.nodes() if n["Alive"] and n["Resources"].get("CPU")}


def kill_when_running(marks: Sequence[Path], node: str | None, kill: Callable[[], None]
                      ) -> threading.Thread:
    """A thread that calls ``kill()`` once one of the candidates marking ``marks`` is running
    (on ``node``, when given)."""

    def watch() -> None:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            for mark in marks:
                if mark.exists() and (node is None or mark.read_text() == node):
                    kill()
                    return
            time.sleep(0.02)

    thread = threading.Thread(target=watch, daemon=True)
    thread.start()
    return thread


# -- spread and pinned ---------------------------------------------------------------------------


def test_workers_spread_over_the_nodes_each_on_its_own_core(sleepy: None) -> None:
    with pool_module.RayPool(HarnessConfig(), 2) as pool:
        places = pool.where()
        got = dict(pool.map([(i, PROBLEM, f"c{i}:0.1", []) for i in range(8)]))
    assert len({p["node"] for p in places}) == 2, "one worker per node"
    assert {p["node"] for p in places} <= alive_nodes()
    # both nodes run on this one machine: its cores are shared out, one to each worker
    assert len({p["machine"] for p in places}) == 1
    assert all(len(p["cores"]) == 1 for p in places)
    assert len({p["cores"][0] for p in places}) == min(2, len(os.sched_getaffinity(0)))
    assert sorted(got) == list(range(8))
    assert {v.detail.split("|")[1] for v in got.values()} == {str(p["pid"]) for p in places}


# -- failures ------------------------------------------------------------------------------------


def test_a_worker_killed_mid_batch_costs_no_candidate(sleepy: None, tmp_path: Path) -> None:
    items: list[tuple[int, Problem, str, list[Case]]] = [
        (i, PROBLEM, f"c{i}:0.3:{tmp_path}", []) for i in range(8)]
    with pool_module.RayPool(HarnessConfig(), 2) as pool:
        pids = {p["node"]: p["pid"] for p in pool.where()}
        victim: list[int] = []

        def kill_worker() -> None:  # the worker judging c2: its process, not its node
            victim.append(pids[(tmp_path / "c2").read_text()])
            os.kill(victim[0], signal.SIGKILL)

        killer = kill_when_running([tmp_path / "c2"], None, kill_worker)
        got = list(pool.map(items))
        killer.join()
        assert len(pool.actors) == 1 and pool.resubmitted == 1
        after = pool.evaluate(PROBLEM, "after:0.01")
    tags = Counter(tag for tag, _ in got)
    assert tags == Counter(range(8)), "every candidate judged exactly once"
    assert all(v.status is Status.CORRECT for _, v in got)  # c2 was judged again elsewhere
    assert dict(got)[2].detail != f"c2|{victim[0]}"
    assert after.status is Status.CORRECT


def test_a_node_lost_mid_batch_costs_no_reward(
    cluster: Any, sleepy: None, tmp_path: Path
) -> None:
    doomed = cluster.add_node(num_cpus=1)
    cluster.wait_for_nodes()
    (tmp_path / "hold").write_text(doomed.node_id)
    config = RewardConfig.from_options(kind="cgs", timing="none")
    try:
        with pool_module.RayPool(config.harness, 3) as pool:
            assert len({p["node"] for p in pool.where()}) == 3
            replies = [f"```assembly\nc{i}:0.4:{tmp_path}\n```" for i in range(9)]
            # the kill lands while some candidate on the doomed node is running
            killer = kill_when_running([tmp_path / f"c{i}" for i in range(9)], doomed.node_id,
                                       lambda: cluster.remove_node(doomed, allow_graceful=False))
            results = score_replies(pool, [PROBLEM] * 9, replies, config)
            killer.join()
            assert pool.resubmitted >= 1 and len(pool.actors) == 2
    finally:
        if doomed in cluster.worker_nodes:
            cluster.remove_node(doomed)
    assert len(results) == 9, "a reward for every sample"
    assert [r.score for r in results] == [2.0] * 9  # each judged (and correct), none lost
    assert all(not r.harness_error for r in results)


def test_the_reward_service_on_the_cluster_answers_through_a_lost_node(
    cluster: Any, sleepy: None, tmp_path: Path
) -> None:
    """Two trainers ask the service at once while the node of one of its workers dies."""
    doomed = cluster.add_node(num_cpus=1)
    cluster.wait_for_nodes()
    (tmp_path / "hold").write_text(doomed.node_id)
    config = RewardConfig.from_options(kind="cgs", timing="none")
    answers: dict[int, list[float]] = {}
    try:
        with pool_module.RayPool(config.harness, 3) as pool:
            server = RewardServer(RewardService(pool, [PROBLEM], config, token="t"))
            serving = threading.Thread(target=server.serve_forever, daemon=True)
            serving.start()
            marks = [tmp_path / f"r{k}-{i}" for k in range(2) for i in range(4)]
            killer = kill_when_running(marks, doomed.node_id,
                                       lambda: cluster.remove_node(doomed, allow_graceful=False))

            def trainer(k: int) -> None:
                replies = [f"```assembly\nr{k}-{i}:0.4:{tmp_path}\n```" for i in range(4)]
                results = RewardClient(server.url, "t").score(["p"] * 4, replies)
                answers[k] = [r["score"] for r in results]

            trainers = [threading.Thread(target=trainer, args=(k,)) for k in range(2)]
            for thread in trainers:
                thread.start()
            for thread in trainers:
                thread.join()
            killer.join()
            health = json.loads(urllib.request.urlopen(server.url + "/health").read())
            server.shutdown()
            server.server_close()
            assert pool.resubmitted >= 1
    finally:
        if doomed in cluster.worker_nodes:
            cluster.remove_node(doomed)
    assert answers == {0: [2.0] * 4, 1: [2.0] * 4}
    assert health["rewards"] == 8 and health["requests"] == 2


def test_eval_survives_a_lost_node_and_resumes(
    cluster: Any, sleepy: None, tmp_path: Path
) -> None:
    marks = tmp_path / "marks"
    marks.mkdir()
    replay = tmp_path / "replay.jsonl"
    problems = resolve_dataset("examples")[:3]
    with replay.open("w") as handle:
        for problem in problems:
            for round_index in range(2):
                handle.write(json.dumps({"problem_id": problem.id, "round": round_index,
                                         "asm": f"{problem.id}-{round_index}:0.4:{marks}"}) + "\n")
    out = tmp_path / "run"
    argv = ["eval", "--dataset", "examples", "--ids", ",".join(p.id for p in problems),
            "--model", f"replay:{replay}", "--rounds", "2", "--executor", "ray", "--jobs", "3",
            "--timing", "none", "--out", str(out), "--no-progress"]
    doomed = cluster.add_node(num_cpus=1)
    cluster.wait_for_nodes()
    (marks / "hold").write_text(doomed.node_id)
    try:
        killer = kill_when_running([marks / f"{p.id}-{r}" for p in problems for r in range(2)],
                                   doomed.node_id,
                                   lambda: cluster.remove_node(doomed, allow_graceful=False))
        assert cli_main(argv) == 0
        killer.join()
    finally:
        if doomed in cluster.worker_nodes:
            cluster.remove_node(doomed)
    keys = Counter(r.key for r in RunDir(out).results())
    assert keys == Counter((p.id, r, 0) for p in problems for r in range(2)), "each exactly once"
    assert {r.status for r in RunDir(out).results()} == {Status.CORRECT}
    # the same command again (on the nodes left) resumes: nothing left to judge, nothing twice
    lines = (out / "results.jsonl").read_text().splitlines()
    argv[argv.index("--jobs") + 1] = "2"
    assert cli_main(argv) == 0
    assert (out / "results.jsonl").read_text().splitlines() == lines


# -- the real harness across nodes ---------------------------------------------------------------


@pytest.mark.needs_bwrap
@pytest.mark.needs_valgrind
def test_eval_across_nodes_matches_a_local_run(cluster: Any,
                                               tmp_path: Path) -> None:
    """Statuses identical, speedups identical: instruction counts are exactly repeatable, so any
    difference would be the cluster's, not noise's.  Counted on one small input of the timing
    kind (the shipped ones take 4 s each under valgrind), and judged on the tests without the
    shipped verification inputs (the ray executor carries those in the test above)."""
    problems = [p for p in resolve_dataset("examples") if p.id == "popcount"]
    bench = tmp_path / "bench" / "popcount"
    bench.mkdir(parents=True)
    (bench / "small.in").write_text("7001 7183772016624264754\n")
    replay = tmp_path / "replay.jsonl"
    with replay.open("w") as handle:
        for problem in problems:
            o1 = c_to_asm(problem.c_source, flags=["-O1"])
            assert o1.ok, o1.error
            candidates = [o1.asm, problem.baseline_asm.replace("ret", "rett", 1)]
            for round_index, asm in enumerate(candidates):
                handle.write(json.dumps({"problem_id": problem.id, "round": round_index,
                                         "asm": asm}) + "\n")
    runs = {}
    for executor in ("local", "ray"):
        out = tmp_path / executor
        assert cli_main(["eval", "--dataset", "examples", "--ids", "popcount",
                         "--model", f"replay:{replay}", "--rounds", "2", "--executor", executor,
                         "--jobs", "2", "--timing", "instructions", "--out", str(out),
                         "--bench-inputs", str(bench.parent), "--no-verify-inputs",
                         "--no-progress"]) == 0
        runs[executor] = {r.key: r for r in RunDir(out).results()}
    assert runs["ray"].keys() == runs["local"].keys() and len(runs["ray"]) == 2
    for key, local in runs["local"].items():
        remote = runs["ray"][key]
        assert remote.status is local.status, key
        if local.speedup_estimate is None:
            assert remote.speedup_estimate is None, key
        else:
            assert remote.speedup_estimate == pytest.approx(local.speedup_estimate, rel=1e-6)
    assert Counter(r.status for r in runs["ray"].values()) == {Status.CORRECT: 1,
                                                               Status.ASSEMBLE_ERROR: 1}
    assert all(r.speedup_estimate is not None for r in runs["ray"].values() if r.correct)


def _children() -> dict[int, list[int]]:
    tree: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
            tree.setdefault(ppid, []).append(int(entry))
    return tree


def _cpu_seconds(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def kill_spinning_sandbox(workers: set[int]) -> int | None:
    """SIGKILL the sandbox (a worker's child process tree) in which a program has spun for
    a second of CPU: the looping candidate's, never another's; its pid, or None."""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        tree = _children()
        for worker in workers:
            for sandbox in tree.get(worker, []):
                stack, subtree = [sandbox], []
                while stack:
                    pid = stack.pop()
                    subtree.append(pid)
                    stack.extend(tree.get(pid, []))
                if any(_cpu_seconds(pid) > 1.0 for pid in subtree):
                    os.kill(sandbox, signal.SIGKILL)
                    return sandbox
        time.sleep(0.1)
    return None


@pytest.mark.needs_bwrap
def test_a_sandbox_killed_mid_batch_is_that_candidates_verdict(
    cluster: Any, double_problem: Problem
) -> None:
    """The sandbox of a looping candidate is killed from outside while it runs on one node:
    that candidate gets a failing verdict of its own, the rest of the batch on both nodes is
    judged as ever, and the worker goes on judging."""
    config = HarnessConfig(timing=MeasureConfig(method="none"), min_timeout_s=20.0,
                           max_timeout_s=25.0)
    spin = double_asm(prologue=".Lspin:\n    jmp .Lspin\n")
    with pool_module.RayPool(config, 2) as pool:
        workers = {p["pid"] for p in pool.where()}
        killed: list[int | None] = []
        killer = threading.Thread(target=lambda: killed.append(kill_spinning_sandbox(workers)),
                                  daemon=True)
        killer.start()
        items: list[tuple[Any, Problem, str, list[Case]]] = [("spin", double_problem, spin, [])]
        items += [(i, double_problem, double_problem.baseline_asm, []) for i in range(4)]
        started = time.monotonic()
        got = list(pool.map(items))
        killer.join()
        after = pool.evaluate(double_problem, double_problem.baseline_asm)
        assert pool.resubmitted == 0 and len(pool.actors) == 2  # no worker was lost
    assert killed and killed[0] is not None, "the looping candidate's sandbox was found"
    verdicts = dict(got)
    assert Counter(tag for tag, _ in got) == Counter(["spin", 0, 1, 2, 3])
    assert verdicts["spin"].status is Status.SANDBOX_ERROR
    assert "sandbox_runner_killed" in verdicts["spin"].flags
    assert verdicts["spin"].status is not Status.TIMEOUT  # the kill, not the time limit, ended it
    assert time.monotonic() - started < 20.0  # (a loaded machine takes seconds to spin one)
    assert all(verdicts[i].status is Status.CORRECT for i in range(4))
    assert after.status is Status.CORRECT
