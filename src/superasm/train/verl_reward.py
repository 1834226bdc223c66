"""The reward module VERL loads (``reward.custom_reward_function.path`` points at this file).

VERL calls ``compute_score(data_source, solution_str, ground_truth, extra_info, **reward_kwargs)``
once per sampled response, with ``reward.custom_reward_function.reward_kwargs`` from the launch
command.  ``ground_truth`` is the problem record as JSON: no dataset files needed, on any node.

The reward kwargs are a :class:`~superasm.rewards.RewardConfig` in its serialised form
(``RewardConfig.to_dict``: ``kind``, ``alpha``, ``speedup``, ``correctness``, ``max_speedup`` and
the ``harness`` whole, nested as Hydra builds it from ``harness.timing.method=...`` overrides),
read back by ``RewardConfig.from_dict`` (which also reads the flat form older launch scripts
carry: ``timing`` naming the method, ``clock``, ``budget_s`` …, ``harness_options``), plus:

- ``workers`` (default 0): 0 scores in this process on a one-harness
  :class:`~superasm.pool.LocalPool` (VERL runs several ``compute_score`` calls concurrently in
  threads; they take turns, so their timings never overlap); N > 0 sends evaluations to a shared
  :class:`~superasm.pool.RayPool` of N pinned workers (VERL already runs on Ray, so the pool
  lives in its cluster and spans its nodes).
- ``pool_name`` (default ``superasm-reward``): the name of that shared pool.

It returns ``score`` and its parts as floats, the same keys every call (VERL logs every key and
stacks them into arrays).  Imported by VERL as a file: absolute imports only, nothing heavy.
"""

from __future__ import annotations

import functools
import json
import threading
from collections.abc import Sequence
from typing import Any

from superasm.datasets.supercoder import plain
from superasm.pool import EvalPool, LocalPool, RayPool
from superasm.problem import Problem, ProblemFormatError, problem_from_dict
from superasm.rewards import RewardConfig, score_replies

DEFAULT_POOL = "superasm-reward"

_lock = threading.Lock()
_pools: dict[tuple[str, int, str], EvalPool] = {}


def problem_from_ground_truth(ground_truth: Any,
                              extra_info: dict[str, Any] | None = None) -> Problem:
    """Rebuild the Problem a parquet row carries (JSON string or dict, or ``extra_info['problem']``)."""
    record = ground_truth
    if (record is None or record == "") and extra_info:
        record = extra_info.get("problem")
    if isinstance(record, bytes):
        record = record.decode("utf-8")
    if isinstance(record, str):
        return _parse_problem(record)
    if isinstance(record, dict):
        return problem_from_dict(plain(record), "ground_truth")
    raise ProblemFormatError(
        f"ground_truth must be a problem record (JSON string or dict), got {type(record).__name__}")


@functools.lru_cache(maxsize=512)
def _parse_problem(text: str) -> Problem:
    """Parsed once per distinct problem: a batch holds each prompt ``rollout.n`` times."""
    try:
        record = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ProblemFormatError(f"ground_truth is not a JSON problem record ({exc.msg})") from None
    return problem_from_dict(record, "ground_truth")


def _split_options(reward_kwargs: dict[str, Any]) -> tuple[RewardConfig, int, str]:
    options = dict(reward_kwargs)
    workers = int(options.pop("workers", 0) or 0)
    pool_name = str(options.pop("pool_name", DEFAULT_POOL) or DEFAULT_POOL)
    # keys VERL itself may pass to reward functions
    for key in ("reward_router_address", "reward_model_tokenizer"):
        options.pop(key, None)
    return RewardConfig.from_dict(options), workers, pool_name


def _pool(config: RewardConfig, workers: int, name: str) -> EvalPool:
    """One pool per harness configuration in this process: local, or the cluster's named one.

    Keyed by the harness settings, not the whole reward: two rewards that differ only in how
    they score a verdict (kind, alpha) share one local harness, so their timings take turns."""
    harness = config.harness
    key = (json.dumps(harness.to_dict(), sort_keys=True), workers, name)
    with _lock:
        if key not in _pools:
            _pools[key] = (RayPool(harness, workers, name=name) if workers > 0
                           else LocalPool(harness))
        return _pools[key]


def compute_score(data_source: str | None, solution_str: str | None, ground_truth: Any,
                  extra_info: dict[str, Any] | None = None,
                  **reward_kwargs: Any) -> dict[str, float]:
    """VERL's reward function: one response, one problem -> ``{"score": ..., parts...}``."""
    return compute_score_batch([data_source or ""], [solution_str], [ground_truth], [extra_info],
                               **reward_kwargs)[0]


def compute_score_batch(data_sources: Sequence[str], solution_strs: Sequence[str | None],
                        ground_truths: Sequence[Any],
                        extra_infos: Sequence[dict[str, Any] | None] | None = None,
                        **reward_kwargs: Any) -> list[dict[str, float]]:
    """The same reward for VERL's ``batch`` reward manager: a whole batch in one call.
    With ``workers`` > 0 the batch fans out over the Ray pool; else it is scored in order here."""
    config, workers, pool_name = _split_options(reward_kwargs)
    infos = list(extra_infos) if extra_infos is not None else [None] * len(solution_strs)
    problems = [problem_from_ground_truth(g, e) for g, e in zip(ground_truths, infos, strict=True)]
    results = score_replies(_pool(config, workers, pool_name), problems, list(solution_strs), config)
    return [r.numeric_parts() for r in results]

