"""Rewards per minute on this machine: 1 vs 2 Ray reward workers, default vs paper-ref timing;
the same across a multi-node Ray cluster; and through the reward service (HTTP) vs in-process.

One batch of model-like replies over the example problems, per problem:
- ``a/a``: the baseline with a comment added (same machine code, so it is timed; any speedup
  credited to it is noise),
- ``native``: the C source compiled with ``-O3 -march=native`` (sometimes really faster),
- ``broken``: assembly with a syntax error (fails to assemble, as many RL samples do),
- ``prose``: a reply with no assembly (never reaches the harness).

The same batch is scored by every (timing, workers) configuration in this one run; the script
prints rewards per minute, the ratios between configurations, and how often each timing paid a
speedup to the A/A candidates.  Ratios only: absolute numbers depend on the machine.

``--places`` chooses where the workers run:

- ``ray``: one local Ray node (the rows this benchmark always had);
- ``cluster``: a Ray cluster of one head with no CPUs and one 1-CPU node per worker, all on this
  machine (``ray.cluster_utils.Cluster``: separate raylets and object stores, the workers spread
  one per node), so the cost of going across nodes shows;
- ``service``: the local Ray pool behind ``superasm serve-rewards``'s service, the batch sent as
  one HTTP request, against the same pool called in-process; plus the protocol's own cost per
  request (an instant pool behind the service: HTTP + JSON + admission only).

At the end: CPU cores a PPO step needs for its rewards to keep pace with the GPU, from the best
measured seconds per reward per worker (e.g. 16 prompts x 8 samples).

Usage: .venv/bin/python benchmarks/reward_throughput.py [--budget 3] [--workers 1 2]
          [--timings default paper-ref] [--places ray cluster service] [--repeat 1]
          [--time-on unseen|public]
          [--step-samples 128] [--gpu-step-seconds 30 60 120]
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from superasm.datasets import resolve_dataset
from superasm.measure import MeasureConfig
from superasm.pool import EvalPool, RayPool, ensure_ray
from superasm.problem import Problem, TestCase
from superasm.rewards import RewardConfig, RewardResult, score_replies
from superasm.serve import RewardClient, RewardServer, RewardService
from superasm.toolchain import c_to_asm
from superasm.verdict import Status, Verdict

TOKEN = "benchmark-token"


#: which verification tiers a reward runs (--checks)
CHECKS: dict[str, dict[str, bool]] = {
    "all": {},
    "inputs": {"check_functions": False},
    "tests": {"check_generated": False, "check_functions": False},
}


def fenced(asm: str) -> str:
    return "```assembly\n" + asm + "```"


def batch(problems: list[Problem], aa: str = "comment") -> tuple[list[Problem], list[str], list[str]]:
    """(problem, reply, kind) triples as three parallel lists.

    ``aa``: ``comment`` adds a comment to the baseline (the harness recognises the same
    instructions and does not time it: 1.00× by definition); ``relabel`` also renames its local
    labels with another prefix, which the harness times like any candidate.
    """
    items: list[tuple[Problem, str, str]] = []
    for problem in problems:
        same = problem.baseline_asm + "\n# same code, new text\n"
        if aa == "relabel":
            same = re.sub(r"\.L(\w+)", r".Lsame_\1", same)
        items.append((problem, fenced(same), "a/a"))
        native = c_to_asm(problem.c_source, flags=["-O3", "-march=native"])
        if native.ok:
            items.append((problem, fenced(native.asm), "native"))
        items.append((problem, fenced(problem.baseline_asm.replace("ret", "rett", 1)), "broken"))
        items.append((problem, "I would unroll the loop, but here is no code.", "prose"))
    return [i[0] for i in items], [i[1] for i in items], [i[2] for i in items]


Scorer = Callable[[EvalPool, list[Problem], list[str], RewardConfig], list[RewardResult]]


def in_process(pool: EvalPool, problems: list[Problem], replies: list[str],
               config: RewardConfig) -> list[RewardResult]:
    return score_replies(pool, problems, replies, config)


@contextmanager
def service_on(pool: EvalPool, problems: Sequence[Problem], config: RewardConfig
               ) -> Iterator[RewardServer]:
    server = RewardServer(RewardService(pool, list({p.id: p for p in problems}.values()), config,
                                        token=TOKEN, max_queue=100_000))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


def over_http(pool: EvalPool, problems: list[Problem], replies: list[str],
              config: RewardConfig) -> list[RewardResult]:
    """The batch as one request to the service (its results are dicts; the scores are kept)."""
    with service_on(pool, problems, config) as server:
        results = RewardClient(server.url, TOKEN).score([p.id for p in problems], replies)
    return [RewardResult(**r) for r in results]


def run_one(problems: list[Problem], replies: list[str], config: RewardConfig, workers: int,
            scorer: Scorer = in_process) -> tuple[float, list[RewardResult]]:
    """Seconds to score the batch on a fresh pool (its baseline builds included)."""
    with RayPool(config.harness, workers) as pool:
        start = time.monotonic()
        results = scorer(pool, problems, replies, config)
        return time.monotonic() - start, results


class InstantPool(EvalPool):
    """Judges nothing: a correct verdict at once, so only the service's own cost is timed."""

    size = 8

    def evaluate(self, problem: Problem, asm: str | None, extra_tests: Sequence[TestCase] = (),
                 *, timing: MeasureConfig | None = None, verify: bool = True) -> Verdict:
        return Verdict(Status.CORRECT, tests_passed=1, tests_total=1)


def protocol_overhead(problems: list[Problem], replies: list[str], config: RewardConfig,
                      rounds: int = 20) -> tuple[float, float]:
    """(ms per request, ms per sample) the service adds over an in-process call, with a pool
    that takes no time: median of ``rounds`` requests of the whole batch."""
    pool = InstantPool()
    direct, remote = [], []
    with service_on(pool, problems, config) as server:
        client = RewardClient(server.url, TOKEN)
        ids = [p.id for p in problems]
        for _ in range(rounds):
            start = time.perf_counter()
            score_replies(pool, problems, replies, config)
            direct.append(time.perf_counter() - start)
            start = time.perf_counter()
            client.score(ids, replies)
            remote.append(time.perf_counter() - start)
    extra = statistics.median(remote) - statistics.median(direct)
    return 1000 * extra, 1000 * extra / len(replies)


@contextmanager
def place(where: str, workers: int) -> Iterator[None]:
    """Ray as ``where`` says: one local node, or a cluster with one 1-CPU node per worker."""
    import ray

    if ray.is_initialized():
        ray.shutdown()
    if where != "cluster":
        ensure_ray(num_cpus=workers)
        try:
            yield
        finally:
            ray.shutdown()
        return
    from ray.cluster_utils import Cluster

    cluster = Cluster(initialize_head=True, head_node_args={"num_cpus": 0,
                                                            "include_dashboard": False})
    try:
        for _ in range(workers):
            cluster.add_node(num_cpus=1)
        cluster.wait_for_nodes()
        ensure_ray(address=cluster.address)
        yield
    finally:
        ray.shutdown()
        cluster.shutdown()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dataset", default="examples")
    parser.add_argument("--budget", type=float, default=3.0, help="timing budget per candidate")
    parser.add_argument("--timings", nargs="+", default=["default", "paper-ref"])
    parser.add_argument("--workers", nargs="+", type=int, default=[1, 2])
    parser.add_argument("--places", nargs="+", default=["ray", "cluster", "service"],
                        choices=["ray", "cluster", "service"])
    parser.add_argument("--repeat", type=int, default=1, help="runs per configuration (median)")
    parser.add_argument("--time-on", choices=["unseen", "public"], default="unseen",
                        help="public: time the public tests, as the paper (and superasm before "
                             "timing inputs) did: the same inputs as an older harness timed")
    parser.add_argument("--aa", choices=["comment", "relabel"], default="comment",
                        help="the A/A reply: a comment added (not timed) or relabelled (timed)")
    parser.add_argument("--checks", choices=sorted(CHECKS), default="all",
                        help="tests: the public and hidden tests only, as a harness before "
                             "generated inputs and the function tier checked (what timing alone "
                             "costs); inputs: every input, no function tier")
    parser.add_argument("--step-samples", type=int, default=16 * 8,
                        help="samples per PPO step for the cores estimate (default 16 x 8)")
    parser.add_argument("--gpu-step-seconds", nargs="+", type=float, default=[30, 60, 120])
    args = parser.parse_args()

    os.environ.setdefault("RAY_AUTH_MODE", "disabled")
    problems, replies, kinds = batch(resolve_dataset(args.dataset), args.aa)
    judged = sum(k != "prose" for k in kinds)
    print(
        f"{len(replies)} replies over {len(set(p.id for p in problems))} problems "
        f"({', '.join(f'{k}={kinds.count(k)}' for k in sorted(set(kinds)))}); "
        f"budget {args.budget}s; cores available: {len(os.sched_getaffinity(0))}"
    )

    per_minute: dict[tuple[str, str, int], float] = {}
    print(
        f"\n{'where':<10}{'timing':<12}{'workers':>8}{'seconds':>10}{'rewards/min':>13}"
        f"{'mean reward':>13}{'a/a paid >1':>13}{'native paid >1':>16}"
    )
    for where in args.places:
        scorer = over_http if where == "service" else in_process
        for workers in args.workers:
            with place("cluster" if where == "cluster" else "ray", workers):
                for timing in args.timings:
                    config = RewardConfig.from_options(
                        kind="cgs", timing=timing, budget_s=args.budget,
                        harness_options={"time_on": args.time_on, **CHECKS[args.checks]})
                    runs = [run_one(problems, replies, config, workers, scorer)
                            for _ in range(args.repeat)]
                    seconds = statistics.median(r[0] for r in runs)
                    results = runs[-1][1]
                    key = (where, timing, workers)
                    per_minute[key] = 60.0 * len(replies) / seconds
                    aa = [r for r, k in zip(results, kinds, strict=True) if k == "a/a"]
                    native = [r for r, k in zip(results, kinds, strict=True) if k == "native"]
                    print(
                        f"{where:<10}{timing:<12}{workers:>8}{seconds:>10.1f}"
                        f"{per_minute[key]:>13.1f}"
                        f"{statistics.mean(r.score for r in results):>13.3f}"
                        f"{sum(r.speedup > 1 for r in aa):>9}/{len(aa):<3}"
                        f"{sum(r.speedup > 1 for r in native):>12}/{len(native):<3}", flush=True
                    )

    print("\nratios (same batch, same run):")
    lo, hi = min(args.workers), max(args.workers)
    for (where, timing, workers), value in per_minute.items():
        if workers == hi and hi != lo and (where, timing, lo) in per_minute:
            print(f"  {where} {timing}: {hi} workers / {lo} worker = "
                  f"{value / per_minute[(where, timing, lo)]:.2f}x rewards per minute")
        for other in ("cluster", "service"):
            if where == "ray" and (other, timing, workers) in per_minute:
                print(f"  {other} / one node, {timing}, {workers} worker(s) = "
                      f"{per_minute[(other, timing, workers)] / value:.2f}x rewards per minute")
    if "default" in args.timings:
        for (where, timing, workers), value in per_minute.items():
            if timing != "default" and (where, "default", workers) in per_minute:
                print(f"  {where}: {timing} / default at {workers} worker(s) = "
                      f"{value / per_minute[(where, 'default', workers)]:.2f}x rewards per minute")
    if "service" in args.places:
        config = RewardConfig.from_options(kind="cgs", timing="none")
        per_request, per_sample = protocol_overhead(problems, replies, config)
        print(f"\nservice protocol overhead (HTTP + JSON + admission, instant pool): "
              f"{per_request:.1f} ms per request of {len(replies)} replies "
              f"({per_sample:.2f} ms per reply)")

    # cores a PPO step needs: the best measured rate per worker, this batch's mix of replies
    timing = args.timings[0]
    rates = [(value / workers, where, workers) for (where, t, workers), value in per_minute.items()
             if t == timing]
    if rates:
        rate, where, workers = max(rates)
        seconds_per_reward = 60.0 / rate
        print(f"\ncores for the reward of one PPO step of {args.step_samples} samples to keep pace "
              f"with the GPU ({timing} timing, budget {args.budget}s, this batch's mix: "
              f"{judged}/{len(replies)} replies judged; {seconds_per_reward:.2f} core-seconds per "
              f"reward, best per-worker rate: {where}, {workers} worker(s)):")
        for gpu in args.gpu_step_seconds:
            cores = args.step_samples * seconds_per_reward / gpu
            print(f"  GPU step {gpu:>5.0f} s: {cores:6.1f} cores")


if __name__ == "__main__":
    main()
