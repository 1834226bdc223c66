"""The reward module VERL loads (``reward.custom_reward_function.path`` points at this file).

VERL calls ``compute_score(data_source, solution_str, ground_truth, extra_info, **reward_kwargs)``
once per sampled response, with ``reward_kwargs`` from
``reward.custom_reward_function.reward_kwargs`` in the launch command.  The problem travels in the
RL parquet itself: ``ground_truth`` is the problem record as JSON (see
:func:`superasm.train.verl.verl_records`), so a reward process needs no dataset files, on any node.

The reward kwargs are :class:`~superasm.rewards.RewardConfig` fields (``kind``, ``alpha``,
``speedup``, ``timing``, ``clock``, ``budget_s``, ``max_speedup``) plus:

- ``workers`` (default 0): 0 scores in this process, one evaluation at a time (VERL runs several
  ``compute_score`` calls concurrently in threads; a lock keeps their timings from overlapping);
  N > 0 sends evaluations to a shared pool of N pinned Ray reward workers (VERL already runs on
  Ray, so the pool lives in its cluster and spans its nodes).
- ``pool_name`` (default ``superasm-reward``): the name of that shared pool.

The returned dict holds ``score`` and its parts as floats (VERL logs every key and stacks them
into arrays, so every call returns the same keys).

Imported by VERL as a file, so it uses absolute imports only and nothing heavy at import time.
"""

from __future__ import annotations

import functools
import json
import threading
from collections.abc import Sequence
from typing import Any

from superasm.problem import Problem, ProblemFormatError, problem_from_dict
from superasm.rewards import (
    RewardConfig,
    RewardResult,
    compute_reward,
)

DEFAULT_POOL = "superasm-reward"

_lock = threading.Lock()
_harnesses: dict[str, Any] = {}
_pools: dict[tuple[str, int], Any] = {}


def problem_from_ground_truth(
    ground_truth: Any, extra_info: dict[str, Any] | None = None
) -> Problem:
    """Rebuild the Problem a parquet row carries (JSON string or dict, or ``extra_info['problem']``)."""
    record = ground_truth
    if (record is None or record == "") and extra_info:
        record = extra_info.get("problem")
    if isinstance(record, bytes):
        record = record.decode("utf-8")
    if isinstance(record, str):
        return _parse_problem(record)
    if isinstance(record, dict):
        return problem_from_dict(_plain(record), "ground_truth")
    raise ProblemFormatError(
        f"ground_truth must be a problem record (JSON string or dict), got {type(record).__name__}"
    )


@functools.lru_cache(maxsize=512)
def _parse_problem(text: str) -> Problem:
    """Parsed once per distinct problem: a batch holds each prompt ``rollout.n`` times."""
    try:
        record = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ProblemFormatError(f"ground_truth is not a JSON problem record ({exc.msg})") from None
    return problem_from_dict(record, "ground_truth")


def _plain(value: Any) -> Any:
    """Parquet gives numpy arrays for lists; the schema wants plain lists."""
    if hasattr(value, "tolist") and not isinstance(value, str | bytes):
        value = value.tolist()
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def _split_options(reward_kwargs: dict[str, Any]) -> tuple[RewardConfig, int, str]:
    options = dict(reward_kwargs)
    workers = int(options.pop("workers", 0) or 0)
    pool_name = str(options.pop("pool_name", DEFAULT_POOL) or DEFAULT_POOL)
    # keys VERL itself may pass to reward functions
    for key in ("reward_router_address", "reward_model_tokenizer"):
        options.pop(key, None)
    return RewardConfig.from_options(**options), workers, pool_name


def _local_harness(config: RewardConfig) -> Any:
    key = json.dumps(config.to_dict(), sort_keys=True)
    harness = _harnesses.get(key)
    if harness is None:
        from superasm.harness import Harness

        harness = _harnesses[key] = Harness(config.harness_config())
    return harness


def _pool(config: RewardConfig, workers: int, name: str) -> Any:
    key = (name, workers)
    pool = _pools.get(key)
    if pool is None:
        from superasm.train.ray_workers import RewardPool

        pool = _pools[key] = RewardPool(config.harness_config(), workers, name=name)
    return pool


class _Serialized:
    """Wraps the local harness so concurrent VERL threads evaluate one candidate at a time."""

    def __init__(self, harness: Any) -> None:
        self.harness = harness

    def evaluate(self, problem: Problem, asm: str) -> Any:
        with _lock:
            return self.harness.evaluate(problem, asm)


def score_dict(result: RewardResult) -> dict[str, float]:
    """What VERL gets back: ``score`` plus the parts, floats only, the same keys every call."""
    return result.numeric_parts()


def compute_score(
    data_source: str | None,
    solution_str: str | None,
    ground_truth: Any,
    extra_info: dict[str, Any] | None = None,
    **reward_kwargs: Any,
) -> dict[str, float]:
    """VERL's reward function: one response, one problem -> ``{"score": ..., parts...}``."""
    config, workers, pool_name = _split_options(reward_kwargs)
    problem = problem_from_ground_truth(ground_truth, extra_info)
    if workers > 0:
        pool = _pool(config, workers, pool_name)
        return score_dict(pool.rewards([problem], [solution_str], config)[0])
    with _lock:
        harness = _local_harness(config)
    return score_dict(compute_reward(problem, solution_str, config, _Serialized(harness)))


def compute_score_batch(
    data_sources: Sequence[str],
    solution_strs: Sequence[str | None],
    ground_truths: Sequence[Any],
    extra_infos: Sequence[dict[str, Any] | None] | None = None,
    **reward_kwargs: Any,
) -> list[dict[str, float]]:
    """The same reward for VERL's ``batch`` reward manager: a whole batch in one call.

    With ``workers`` > 0 the batch fans out over the Ray pool; else it is scored in order here.
    """
    config, workers, pool_name = _split_options(reward_kwargs)
    infos = list(extra_infos) if extra_infos is not None else [None] * len(solution_strs)
    problems = [problem_from_ground_truth(g, e) for g, e in zip(ground_truths, infos, strict=True)]
    if workers > 0:
        results = _pool(config, workers, pool_name).rewards(problems, list(solution_strs), config)
        return [score_dict(r) for r in results]
    with _lock:
        harness = _local_harness(config)
    serialized = _Serialized(harness)
    return [
        score_dict(compute_reward(p, s, config, serialized))
        for p, s in zip(problems, solution_strs, strict=True)
    ]


__all__ = [
    "DEFAULT_POOL",
    "compute_score",
    "compute_score_batch",
    "problem_from_ground_truth",
    "score_dict",
]
