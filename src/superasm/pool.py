"""The evaluation pool: the one way to run the harness over many candidates.

Every caller that judges candidates (``eval`` and ``optimize`` through the search, the portfolio
and the tuner, the RL rewards, TRL and VERL) goes through an :class:`EvalPool`: evaluate one,
map many, close.  Two implementations:

- :class:`LocalPool`: ``jobs`` harnesses in this process, each pinned to its own core (when there
  is more than one) and used by one thread at a time, so two timings never share a core.  With
  one harness, concurrent callers (VERL runs reward calls in threads) simply take turns.
- :class:`RayPool`: the same harnesses as Ray actors, each reserving one CPU, spread over the
  cluster's nodes and pinned to a core of its machine that no other worker of the pool uses
  (machines, not Ray nodes: several nodes on one kernel share its cores); named pools are shared
  by every process of a cluster (VERL starts several reward processes).  Ray is imported only
  when one is made.

Failures are values: a harness that raises yields a ``sandbox_error`` verdict for that candidate,
never an exception that loses the rest of the batch; only
:class:`~superasm.sandbox.SandboxUnavailable` (the machine cannot sandbox at all) propagates.  A
Ray worker whose process or node dies mid-evaluation had not judged its candidate: the candidate
goes to a live worker (``retries`` times, default once, so a candidate that somehow kills every
worker it meets costs at most two), and only then is it a ``sandbox_error``.  Each candidate gets
exactly one verdict either way.
"""

from __future__ import annotations

import enum
import itertools
import os
import queue
import socket
import sys
import threading
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait
from dataclasses import replace
from typing import Any, Self, TypeVar

import superasm
from superasm.errors import UserError, require
from superasm.harness import Harness, HarnessConfig
from superasm.measure import MeasureConfig
from superasm.problem import Problem, TestCase
from superasm.sandbox import SandboxUnavailable
from superasm.verdict import Status, Verdict

Tag = TypeVar("Tag")
#: Ray namespace of named pools, so VERL's reward processes can share one pool
NAMESPACE = "superasm"


class Executor(enum.StrEnum):
    """Where a pool's harnesses run (``--executor``)."""

    #: in this process, one harness per core (:class:`LocalPool`)
    LOCAL = "local"
    #: Ray actors across a cluster (:class:`RayPool`)
    RAY = "ray"


def machine_key() -> str:
    """What identifies this machine's cores: the kernel's boot id (the same in every Ray node and
    container on one kernel, whose cores they share), else the host name."""
    try:
        with open("/proc/sys/kernel/random/boot_id", encoding="ascii") as handle:
            return handle.read().strip()
    except OSError:
        return socket.gethostname()


class PoolError(UserError, RuntimeError):
    """A pool that cannot work at all (no worker could start); the message says why."""


def _lost(detail: str) -> Verdict:
    return Verdict(Status.SANDBOX_ERROR, f"evaluation worker lost: {detail}")


def _judged(harness: Harness, problem: Problem, asm: str | None,
            extra_tests: Sequence[TestCase], timing: MeasureConfig | None,
            verify: bool) -> Verdict:
    """The harness's verdict; a harness bug is a ``sandbox_error`` verdict for this candidate
    (counted in the summary), never an exception that loses the rest of a batch."""
    try:
        return harness.evaluate(problem, asm, extra_tests, timing=timing, verify=verify)
    except SandboxUnavailable:
        raise
    except Exception as exc:  # noqa: BLE001 - a harness bug must not kill the batch
        return Verdict(Status.SANDBOX_ERROR, f"harness: {type(exc).__name__}: {exc}")


class EvalPool(ABC):
    """Evaluate one, map many, close.

    ``config`` holds the harness settings every evaluation of the pool runs under: where an
    optimizer attached to the pool (``Optimizer.attach``) reads them, so what it plans or caches
    by and what judges its candidates cannot differ."""

    #: how many evaluations run at once
    size: int = 1

    def __init__(self, config: HarnessConfig | None = None) -> None:
        self.config = config or HarnessConfig()

    @abstractmethod
    def evaluate(self, problem: Problem, asm: str | None, extra_tests: Sequence[TestCase] = (),
                 *, timing: MeasureConfig | None = None, verify: bool = True) -> Verdict:
        """One candidate (thread-safe: callers beyond ``size`` wait their turn); ``timing`` and
        ``verify`` as in :meth:`superasm.harness.Harness.evaluate`."""

    def map(self, items: Sequence[tuple[Tag, Problem, str | None, Sequence[TestCase]]]
            ) -> Iterator[tuple[Tag, Verdict]]:
        """(tag, problem, asm, extra tests) → (tag, verdict), yielded as each finishes."""
        with ThreadPoolExecutor(max_workers=self.size, thread_name_prefix="superasm-eval") as ex:
            futures = {ex.submit(self.evaluate, p, asm, extra): tag for tag, p, asm, extra in items}
            pending = set(futures)
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    yield futures[future], future.result()

    def evaluate_all(self, pairs: Sequence[tuple[Problem, str | None]]) -> list[Verdict]:
        """Verdicts for (problem, asm) pairs, in their order."""
        out: dict[int, Verdict] = dict(self.map([(i, p, a, ()) for i, (p, a) in enumerate(pairs)]))
        return [out[i] for i in range(len(pairs))]

    def close(self) -> None:  # noqa: B027 - nothing to release by default
        pass

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class LocalPool(EvalPool):
    """``jobs`` harnesses in this process (see the module docstring)."""

    def __init__(self, config: HarnessConfig | None = None, jobs: int = 1) -> None:
        super().__init__(config)
        config = self.config
        self.size = max(1, jobs)
        cores = sorted(os.sched_getaffinity(0))
        self._harnesses = [Harness(replace(config, cpu=cores[i % len(cores)])
                                   if self.size > 1 else config) for i in range(self.size)]
        self._free: queue.Queue[Harness] = queue.Queue()
        for harness in self._harnesses:
            self._free.put(harness)

    def evaluate(self, problem: Problem, asm: str | None, extra_tests: Sequence[TestCase] = (),
                 *, timing: MeasureConfig | None = None, verify: bool = True) -> Verdict:
        harness = self._free.get()
        try:
            return _judged(harness, problem, asm, extra_tests, timing, verify)
        finally:
            self._free.put(harness)

    def close(self) -> None:
        for harness in self._harnesses:
            harness.close()


# ---------------------------------------------------------------------------- Ray
class Worker:
    """One harness in one Ray actor process, pinned to one core (wrapped by ``ray.remote``)."""

    def __init__(self, config: HarnessConfig) -> None:
        self.config = config
        self._harness: Harness | None = None

    def placement(self) -> tuple[str, list[int]]:
        """(machine, cores this process may run on): what the pool needs to assign cores."""
        return machine_key(), sorted(os.sched_getaffinity(0))

    def where(self) -> dict[str, Any]:
        """Ray node id, machine, process id and cores of this worker (for reports and tests)."""
        import ray

        return {"node": ray.get_runtime_context().get_node_id(), "machine": machine_key(),
                "pid": os.getpid(), "cores": sorted(os.sched_getaffinity(0))}

    def pin(self, core: int) -> int:
        """Run this worker, and every sandbox it starts, on ``core`` only."""
        os.sched_setaffinity(0, {core})
        self.close()
        self.config = replace(self.config, cpu=core)
        return core

    def evaluate(self, problem: Problem, asm: str | None, extra_tests: Sequence[TestCase] = (),
                 *, timing: MeasureConfig | None = None, verify: bool = True) -> Verdict:
        if self._harness is None:
            try:
                self._harness = Harness(self.config)
            except Exception as exc:  # noqa: BLE001 - e.g. no temporary directory on this node
                return Verdict(Status.SANDBOX_ERROR, f"worker: {type(exc).__name__}: {exc}")
        return _judged(self._harness, problem, asm, extra_tests, timing, verify)

    def close(self) -> None:
        if self._harness is not None:
            self._harness.close()
        self._harness = None


def ensure_ray(num_cpus: int | None = None, address: str | None = None) -> Any:
    """Start (or join) Ray once: ``address`` (or ``RAY_ADDRESS``) joins a cluster."""
    ray = require("ray", "a Ray evaluation pool")
    if ray.is_initialized():
        return ray
    options: dict[str, Any] = {"namespace": NAMESPACE, "ignore_reinit_error": True}
    address = address or os.environ.get("RAY_ADDRESS") or None
    if address:
        options["address"] = address
    else:
        options["include_dashboard"] = False  # a local cluster for evaluation needs no web UI
        if num_cpus is not None:
            options["num_cpus"] = num_cpus
    # superasm must be importable in the workers: ship our src directory when not installed
    src = os.path.dirname(os.path.dirname(os.path.abspath(superasm.__file__)))
    path = os.environ.get("PYTHONPATH", "")
    if src not in path.split(os.pathsep):
        options["runtime_env"] = {"env_vars": {"PYTHONPATH": os.pathsep.join(
            p for p in (src, path) if p)}}
    ray.init(**options)
    return ray


def assign_cores(placements: Sequence[tuple[str, list[int]]]) -> list[int]:
    """A distinct core per worker on each machine: the least used of the cores the worker may
    run on (sharing one only when a machine has more workers than cores)."""
    used: dict[str, Counter[int]] = {}
    cores = []
    for machine, allowed in placements:
        counts = used.setdefault(machine, Counter())
        choices = allowed or [0]
        core = min(choices, key=lambda c: (counts[c], choices.index(c)))
        counts[core] += 1
        cores.append(core)
    return cores


class RayPool(EvalPool):
    """``workers`` pinned Ray actors (see the module docstring).  With ``name`` the actors are
    ``{name}-{i}`` in the ``superasm`` namespace, shared by every process that asks for them.

    ``spread`` places the actors on as many nodes as the cluster has (Ray's ``SPREAD``
    strategy) rather than packing them onto the first; ``retries`` is how many more workers a
    candidate whose worker was lost may try (see the module docstring).  A worker that has not
    started within ``start_timeout_s`` (the cluster lacks the CPUs, or its node died while it
    started) is left out, said on stderr; with none started the pool cannot work, an error.
    """

    def __init__(self, config: HarnessConfig | None = None, workers: int = 1, *,
                 name: str | None = None, pin: bool = True, spread: bool = True,
                 retries: int = 1, start_timeout_s: float = 120.0) -> None:
        super().__init__(config)
        self.ray = ensure_ray()
        self.size = max(1, workers)
        self.retries = max(0, retries)
        #: candidates sent again because their worker was lost (for reports and tests)
        self.resubmitted = 0
        remote = self.ray.remote(num_cpus=1, max_concurrency=1)(Worker)
        config = self.config
        options: dict[str, Any] = {"scheduling_strategy": "SPREAD"} if spread else {}
        self.actors = [remote.options(**options, **({"name": f"{name}-{i}", "namespace": NAMESPACE,
                                                     "get_if_exists": True} if name else {}))
                       .remote(config) for i in range(self.size)]
        self._owned = name is None
        self._start(pin, start_timeout_s)
        self._next = itertools.count()
        self._lock = threading.Lock()

    def _start(self, pin: bool, timeout_s: float) -> None:
        """Wait for the actors to start (dropping those that do not) and pin the rest."""
        refs = {a.placement.remote(): a for a in self.actors}
        ready, late = self.ray.wait(list(refs), num_returns=len(refs), timeout=timeout_s)
        placed: list[tuple[Any, tuple[str, list[int]]]] = []
        failed = len(late)
        for ref in ready:
            try:
                placed.append((refs[ref], self.ray.get(ref)))
            except self.ray.exceptions.RayError:
                failed += 1
        if failed:
            for ref in late:
                if self._owned:
                    self.ray.kill(refs[ref])
            print(f"superasm: {failed} of {len(self.actors)} Ray workers did not start within "
                  f"{timeout_s:.0f} s (too few free CPUs in the cluster, or a node lost); "
                  f"going on with {len(placed)}", file=sys.stderr)
        if not placed:
            raise PoolError(f"no Ray evaluation worker started within {timeout_s:.0f} s: the "
                            f"cluster needs a free CPU per worker "
                            f"({self.ray.available_resources().get('CPU', 0):g} free now)")
        order = {id(a): i for i, a in enumerate(self.actors)}
        placed.sort(key=lambda item: order[id(item[0])])
        self.actors = [actor for actor, _ in placed]
        self.size = len(self.actors)
        if pin:
            cores = assign_cores([placement for _, placement in placed])
            self.ray.get([a.pin.remote(c) for a, c in zip(self.actors, cores, strict=True)])

    def where(self) -> list[dict[str, Any]]:
        """Node, machine, pid and cores of each live worker."""
        with self._lock:
            actors = list(self.actors)
        return list(self.ray.get([a.where.remote() for a in actors]))

    def _alive(self, actor: Any, exc: Exception) -> bool:
        """False, and the actor leaves the rotation, when ``exc`` says its process is gone: a
        dead worker must cost the candidate it was judging, not every later one sent to it."""
        if not isinstance(exc, self.ray.exceptions.RayActorError):
            return True
        with self._lock:
            if actor in self.actors:
                self.actors.remove(actor)
        return False

    def evaluate(self, problem: Problem, asm: str | None, extra_tests: Sequence[TestCase] = (),
                 *, timing: MeasureConfig | None = None, verify: bool = True) -> Verdict:
        for attempt in range(self.retries + 1):
            with self._lock:
                if not self.actors:
                    return _lost("no worker of the pool is alive")
                actor = self.actors[next(self._next) % len(self.actors)]
            try:
                verdict: Verdict = self.ray.get(actor.evaluate.remote(
                    problem, asm, list(extra_tests), timing=timing, verify=verify))
                return verdict
            except self.ray.exceptions.RayError as exc:
                if self._alive(actor, exc) or attempt == self.retries:
                    return _lost(type(exc).__name__)
                with self._lock:
                    self.resubmitted += 1
        raise AssertionError("unreachable")  # pragma: no cover

    def map(self, items: Sequence[tuple[Tag, Problem, str | None, Sequence[TestCase]]]
            ) -> Iterator[tuple[Tag, Verdict]]:
        """One evaluation per worker at a time; (tag, verdict) as each finishes, exactly one per
        item (a candidate whose worker was lost goes back to the queue, ``retries`` times)."""
        todo = [(0, item) for item in reversed(list(items))]
        with self._lock:
            idle = list(self.actors)
        running: dict[Any, tuple[int, Any, Any]] = {}
        while todo or running:
            if not idle and not running:  # every worker died: the rest cannot be judged
                yield todo.pop()[1][0], _lost("no worker of the pool is alive")
                continue
            while todo and idle:
                attempt, item = todo.pop()
                _, problem, asm, extra = item
                actor = idle.pop()
                running[actor.evaluate.remote(problem, asm, list(extra))] = (attempt, item, actor)
            done, _ = self.ray.wait(list(running), num_returns=1)
            for ref in done:
                attempt, item, actor = running.pop(ref)
                try:
                    verdict = self.ray.get(ref)
                    idle.append(actor)
                except self.ray.exceptions.RayError as exc:
                    if self._alive(actor, exc):
                        idle.append(actor)
                    elif attempt < self.retries:  # not judged: its worker went away
                        todo.append((attempt + 1, item))
                        with self._lock:
                            self.resubmitted += 1
                        continue
                    verdict = _lost(type(exc).__name__)
                yield item[0], verdict

    def close(self) -> None:
        """Stop the actors this pool made (a shared, named pool is left to its cluster)."""
        if not self._owned:
            return
        for actor in self.actors:
            try:
                self.ray.get(actor.close.remote(), timeout=30)
            except Exception:  # noqa: BLE001 - shutting down; the actor may already be gone
                pass
            self.ray.kill(actor)
        self.actors = []


def make_pool(config: HarnessConfig, jobs: int = 1, executor: Executor | str = Executor.LOCAL,
              name: str | None = None) -> EvalPool:
    """The pool ``--executor`` names: ``local`` (this process) or ``ray`` (a Ray cluster)."""
    try:
        executor = Executor(executor)
    except ValueError:
        choices = " or ".join(repr(e.value) for e in Executor)
        raise ValueError(f"executor must be {choices}, not {executor!r}") from None
    if executor is Executor.RAY:
        return RayPool(config, jobs, name=name)
    return LocalPool(config, jobs)


__all__ = ["EvalPool", "Executor", "LocalPool", "NAMESPACE", "PoolError", "RayPool", "Worker", "assign_cores",
           "ensure_ray", "machine_key", "make_pool"]
