"""Reward workers as Ray actors: the harness at cluster scale, for training and evaluation.

Each worker is an actor that reserves one CPU and pins itself (and so every sandboxed process it
starts) to one core of its node that no other worker of the pool uses.  An actor runs one
evaluation at a time, so two timings never share a core: that is what keeps rewards comparable
when thousands of candidates are scored in parallel.  The same pool serves VERL's reward function,
TRL's async reward function and ``superasm eval --executor ray`` (through :func:`ray_evaluate`).

Failures are values: an actor that dies or raises yields a ``sandbox_error`` verdict for that
candidate, never an exception that loses the rest of the batch.

Ray is imported inside functions, so importing this module is cheap.
"""

from __future__ import annotations

import asyncio
import itertools
import os
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

from superasm.problem import Problem, Status, TestCase, Verdict

if TYPE_CHECKING:  # pragma: no cover - typing only
    from superasm.harness import HarnessConfig
    from superasm.rewards import RewardConfig, RewardResult

#: Ray namespace of named pools, so VERL's reward processes can share one pool
NAMESPACE = "superasm"


class RewardWorker:
    """One harness in one actor process, pinned to one core.  Wrapped by ``ray.remote`` lazily."""

    def __init__(
        self, harness_config: HarnessConfig | None, factory: Callable[..., Any] | None = None
    ) -> None:
        self.harness_config = harness_config
        self.factory = factory
        self._harness: Any = None
        self.core: int | None = None

    def placement(self) -> tuple[str, list[int]]:
        """(node id, cores this process may run on): what the pool needs to assign cores."""
        import ray

        return ray.get_runtime_context().get_node_id(), sorted(os.sched_getaffinity(0))

    def pin(self, core: int) -> int:
        """Run this worker, and every process it starts, on ``core`` only.

        The harness is told too (``HarnessConfig.cpu``) so its run sandbox pins explicitly.
        """
        import dataclasses

        os.sched_setaffinity(0, {core})
        config = self.harness_config
        if dataclasses.is_dataclass(config) and any(
            f.name == "cpu" for f in dataclasses.fields(config)
        ):
            self.harness_config = dataclasses.replace(config, cpu=core)
            self.close()
        self.core = core
        return core

    def _get_harness(self) -> Any:
        if self._harness is None:
            if self.factory is not None:
                self._harness = self.factory(self.harness_config)
            else:
                from superasm.harness import Harness

                self._harness = Harness(self.harness_config)
        return self._harness

    def evaluate(
        self, problem: Problem, asm: str, extra_tests: Sequence[TestCase] | None = None
    ) -> Verdict:
        try:
            harness = self._get_harness()
            if extra_tests:
                return harness.evaluate(problem, asm, extra_tests=list(extra_tests))
            return harness.evaluate(problem, asm)
        except Exception as exc:  # a harness bug must not kill the batch; it is recorded
            return Verdict(
                status=Status.SANDBOX_ERROR, detail=f"reward worker: {type(exc).__name__}: {exc}"
            )

    def close(self) -> None:
        if self._harness is not None and hasattr(self._harness, "close"):
            self._harness.close()
        self._harness = None


def ensure_ray(num_cpus: int | None = None, address: str | None = None) -> None:
    """Start (or join) Ray once.  ``address`` joins a cluster; default: a local one."""
    import ray

    if ray.is_initialized():
        return
    kwargs: dict[str, Any] = {"namespace": NAMESPACE, "ignore_reinit_error": True}
    if address:
        kwargs["address"] = address
    else:
        kwargs["include_dashboard"] = False  # a local cluster for rewards needs no web UI
        if num_cpus is not None:
            kwargs["num_cpus"] = num_cpus
    # superasm must be importable in the workers: ship our src directory when not installed
    kwargs.setdefault("runtime_env", _runtime_env())
    ray.init(**kwargs)


def _runtime_env() -> dict[str, Any]:
    import superasm

    src = os.path.dirname(os.path.dirname(os.path.abspath(superasm.__file__)))
    path = os.environ.get("PYTHONPATH", "")
    if src in path.split(os.pathsep):
        return {}
    return {"env_vars": {"PYTHONPATH": os.pathsep.join(p for p in (src, path) if p)}}


def _assign_cores(placements: Sequence[tuple[str, list[int]]]) -> list[int]:
    """A distinct core per worker on each node (cycling only when a node has more workers)."""
    used: dict[str, itertools.cycle] = {}
    cores = []
    for node, allowed in placements:
        cycle = used.setdefault(node, itertools.cycle(allowed or [0]))
        cores.append(next(cycle))
    return cores


class RewardPool:
    """``num_workers`` pinned reward workers; evaluates (problem, asm) pairs in order.

    With ``name``, the actors are named ``{name}-{i}`` in the ``superasm`` namespace and reused by
    any process of the same Ray cluster that asks for the same pool (VERL starts several reward
    processes; they share one pool instead of each oversubscribing the cores).  ``factory``
    (picklable, called with the harness config inside each worker) replaces the real Harness,
    e.g. by a fake in tests.
    """

    def __init__(
        self,
        harness_config: HarnessConfig | None = None,
        num_workers: int = 1,
        *,
        name: str | None = None,
        pin: bool = True,
        factory: Callable[..., Any] | None = None,
    ) -> None:
        import ray

        if num_workers < 1:
            raise ValueError(f"num_workers must be >= 1, got {num_workers}")
        if harness_config is None and factory is None:
            from superasm.harness import HarnessConfig

            harness_config = HarnessConfig()
        ensure_ray()
        self.harness_config = harness_config
        self.num_workers = num_workers
        remote_cls = ray.remote(num_cpus=1, max_concurrency=1)(RewardWorker)
        self.actors = []
        for i in range(num_workers):
            options: dict[str, Any] = {}
            if name:
                options = {"name": f"{name}-{i}", "namespace": NAMESPACE, "get_if_exists": True}
            self.actors.append(remote_cls.options(**options).remote(self.harness_config, factory))
        if pin:
            placements = ray.get([a.placement.remote() for a in self.actors])
            ray.get(
                [
                    a.pin.remote(c)
                    for a, c in zip(self.actors, _assign_cores(placements), strict=True)
                ]
            )
        self._owned = name is None
        self._next = itertools.count()

    # ---- evaluation -------------------------------------------------------------------------

    async def aevaluate(self, pairs: Iterable[tuple[Problem, str]]) -> list[Verdict]:
        """Evaluate every pair, each worker busy with one at a time; results in input order."""
        pairs = list(pairs)
        verdicts: list[Verdict | None] = [None] * len(pairs)
        queue: asyncio.Queue[int] = asyncio.Queue()
        for index in range(len(pairs)):
            queue.put_nowait(index)

        async def drain(actor: Any) -> None:
            while not queue.empty():
                index = queue.get_nowait()
                problem, asm = pairs[index]
                verdicts[index] = await self._one(actor, problem, asm)

        start = next(self._next) % self.num_workers
        rotated = self.actors[start:] + self.actors[:start]
        await asyncio.gather(*(drain(a) for a in rotated[: max(1, len(pairs))]))
        return [v if v is not None else _lost("not evaluated") for v in verdicts]

    async def _one(self, actor: Any, problem: Problem, asm: str) -> Verdict:
        from ray.exceptions import RayError

        try:
            return await actor.evaluate.remote(problem, asm)
        except RayError as exc:
            return _lost(f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}")

    def evaluate(self, pairs: Iterable[tuple[Problem, str]]) -> list[Verdict]:
        """Blocking form of :meth:`aevaluate` (for callers without an event loop)."""
        return _run(self.aevaluate(pairs))

    async def arewards(
        self, problems: Sequence[Problem], replies: Sequence[str | None], config: RewardConfig
    ) -> list[RewardResult]:
        """Rewards for model replies: extract here (cheap), evaluate on the workers."""
        from superasm.rewards import Reward, candidate_from_reply, no_asm_verdict

        reward = Reward(config)
        asms = [candidate_from_reply(r) for r in replies]
        todo = [
            (i, p, a) for i, (p, a) in enumerate(zip(problems, asms, strict=True)) if a is not None
        ]
        verdicts = await self.aevaluate([(p, a) for _, p, a in todo])
        by_index = {i: v for (i, _, _), v in zip(todo, verdicts, strict=True)}
        return [
            reward.score_verdict(by_index[i])
            if i in by_index
            else reward.score_verdict(no_asm_verdict(), asm_found=False)
            for i in range(len(problems))
        ]

    def rewards(
        self, problems: Sequence[Problem], replies: Sequence[str | None], config: RewardConfig
    ) -> list[RewardResult]:
        return _run(self.arewards(problems, replies, config))

    # ---- lifetime ---------------------------------------------------------------------------

    def close(self) -> None:
        """Stop the actors this pool created (a shared, named pool is left to its cluster)."""
        import ray

        if not self._owned:
            return
        for actor in self.actors:
            try:
                ray.get(actor.close.remote(), timeout=30)
            except Exception:  # noqa: BLE001 - shutting down; the actor may already be gone
                pass
            ray.kill(actor)
        self.actors = []

    def __enter__(self) -> RewardPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class RayEvaluator:
    """The evaluator ``superasm eval --executor ray`` uses: same interface as the local one.

    ``jobs`` reward workers (one pinned core each) on the Ray cluster named by ``RAY_ADDRESS``,
    or on a local one.  ``map`` keeps one candidate in flight per worker and yields verdicts as
    they finish.
    """

    def __init__(self, harness_config: HarnessConfig, jobs: int = 1, **pool_options: Any) -> None:
        ensure_ray(address=os.environ.get("RAY_ADDRESS") or None)
        self.pool = RewardPool(harness_config, max(1, jobs), **pool_options)

    def evaluate(
        self, problem: Problem, asm: str, extra: Sequence[TestCase] | None = None
    ) -> Verdict:
        import ray

        actor = self.pool.actors[next(self.pool._next) % len(self.pool.actors)]
        try:
            return ray.get(actor.evaluate.remote(problem, asm, list(extra or [])))
        except ray.exceptions.RayError as exc:
            return _lost(f"{type(exc).__name__}")

    def map(
        self, items: Sequence[tuple[Any, Problem, str, Sequence[TestCase]]]
    ) -> Iterator[tuple[Any, Verdict]]:
        """Yield (tag, verdict) as each finishes; one evaluation per worker at a time."""
        import ray

        todo = list(items)[::-1]
        idle = list(self.pool.actors)
        running: dict[Any, tuple[Any, Any]] = {}  # ref -> (tag, actor)
        while todo or running:
            while todo and idle:
                tag, problem, asm, extra = todo.pop()
                actor = idle.pop()
                running[actor.evaluate.remote(problem, asm, list(extra or []))] = (tag, actor)
            done, _ = ray.wait(list(running), num_returns=1)
            for ref in done:
                tag, actor = running.pop(ref)
                idle.append(actor)
                try:
                    verdict = ray.get(ref)
                except ray.exceptions.RayError as exc:
                    verdict = _lost(type(exc).__name__)
                yield tag, verdict

    def close(self) -> None:
        self.pool.close()


def _lost(detail: str) -> Verdict:
    return Verdict(status=Status.SANDBOX_ERROR, detail=f"reward worker lost: {detail}")


def _run(coro: Any) -> Any:
    """Run a coroutine from sync code, also when the caller already has a running loop."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coro)
    import concurrent.futures

    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coro).result()


def ray_evaluate(
    problems_and_asms: Iterable[tuple[Problem, str]],
    harness_config: HarnessConfig | None = None,
    num_workers: int | None = None,
) -> list[Verdict]:
    """Evaluate (problem, asm) pairs on a pool of Ray reward workers; verdicts in input order.

    The entry point of ``superasm eval --executor ray``.  Joins the cluster named by
    ``RAY_ADDRESS`` if set, else starts a local one.  ``num_workers`` defaults to the cluster's
    CPUs minus one (a core for the driver), at least 1.
    """
    import ray

    pairs = list(problems_and_asms)
    if not pairs:
        return []
    ensure_ray(address=os.environ.get("RAY_ADDRESS") or None)
    if num_workers is None:
        num_workers = max(1, int(ray.cluster_resources().get("CPU", 2)) - 1)
    with RewardPool(harness_config, min(num_workers, len(pairs))) as pool:
        return pool.evaluate(pairs)


__all__ = [
    "NAMESPACE",
    "RayEvaluator",
    "RewardPool",
    "RewardWorker",
    "ensure_ray",
    "ray_evaluate",
]
