"""GRPO with TRL: ``superasm train grpo --model PATH --dataset builtin:train``.

TRL's ``GRPOTrainer`` samples ``num_generations`` completions per prompt (the paper's prompt, as
chat messages), scores them with superasm's reward, and normalises rewards within each group, so
no critic is needed.  TRL >= 1.13 has no PPO trainer: the paper's PPO (GAE + critic) runs on VERL
(:mod:`superasm.train.verl`).

The reward function is async: TRL awaits it on its own event loop while a batch's evaluations
fan out, either over local harnesses (each pinned to its own core, one evaluation at a time, so
timings never share a core) or over a pool of Ray reward workers.  Each batch logs the reward
mean and the compile, correct, pass and faster rates through TRL's ``log_metric`` (they land in
the trainer's logs next to its own metrics) and appends every scored completion to
``OUTPUT/rewards.jsonl``.  Checkpoints go to ``OUTPUT/checkpoint-*`` and the final model to
``OUTPUT/final``, a plain Hugging Face directory that ``superasm eval --model hf:OUTPUT/final``
evaluates.

torch, transformers, datasets and trl are imported inside functions (the ``[train]`` extra).
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import os
import queue
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from superasm.problem import Problem
from superasm.rewards import (
    Reward,
    RewardConfig,
    RewardResult,
    candidate_from_reply,
    no_asm_verdict,
    summarize_rewards,
)


@dataclass
class GrpoSettings:
    """A TRL GRPO run.  Learning rate and temperature follow the paper's PPO settings."""

    model: str
    output_dir: str
    dataset: str = "builtin:train"
    reward: RewardConfig = field(default_factory=RewardConfig)
    num_generations: int = 8
    per_device_batch_size: int = 8
    gradient_accumulation_steps: int = 2
    max_completion_length: int = 2000
    learning_rate: float = 1e-6
    temperature: float = 0.5
    beta: float = 0.0
    epochs: float = 1.0
    max_steps: int = -1
    save_steps: int = 50
    logging_steps: int = 1
    seed: int = 0
    limit: int | None = None
    #: local evaluations in flight (each on its own pinned harness); ignored with ray_workers
    reward_concurrency: int = 1
    #: >0: score on that many Ray reward workers instead of local harnesses
    ray_workers: int = 0
    use_cpu: bool = False
    bf16: bool = False
    prompt_variant: str = "paper"
    extra_args: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["reward"] = self.reward.to_dict()
        return data


# ---- evaluation executors ---------------------------------------------------------------------


class LocalExecutor:
    """``concurrency`` harnesses, each pinned to its own core and used by one thread at a time."""

    def __init__(self, config: RewardConfig, concurrency: int = 1) -> None:
        from superasm.harness import Harness

        concurrency = max(1, concurrency)
        cores = sorted(os.sched_getaffinity(0))
        base = config.harness_config()
        self._free: queue.Queue[Any] = queue.Queue()
        self._harnesses = []
        for i in range(concurrency):
            pinned = (
                dataclasses.replace(base, cpu=cores[i % len(cores)]) if concurrency > 1 else base
            )
            harness = Harness(pinned)
            self._harnesses.append(harness)
            self._free.put(harness)
        self._threads = ThreadPoolExecutor(
            max_workers=concurrency, thread_name_prefix="superasm-reward"
        )

    def _evaluate(self, problem: Problem, asm: str) -> Any:
        harness = self._free.get()
        try:
            return harness.evaluate(problem, asm)
        finally:
            self._free.put(harness)

    async def aevaluate(self, pairs: Sequence[tuple[Problem, str]]) -> list[Any]:
        loop = asyncio.get_running_loop()
        futures = [loop.run_in_executor(self._threads, self._evaluate, p, a) for p, a in pairs]
        return list(await asyncio.gather(*futures))

    def close(self) -> None:
        self._threads.shutdown(wait=True)
        for harness in self._harnesses:
            harness.close()


class RayExecutor:
    """Evaluations on a :class:`~superasm.train.ray_workers.RewardPool`."""

    def __init__(self, config: RewardConfig, workers: int) -> None:
        from superasm.train.ray_workers import RewardPool

        self.pool = RewardPool(config.harness_config(), workers)

    async def aevaluate(self, pairs: Sequence[tuple[Problem, str]]) -> list[Any]:
        return await self.pool.aevaluate(pairs)

    def close(self) -> None:
        self.pool.close()


# ---- the reward function TRL calls ------------------------------------------------------------


def completion_text(completion: Any) -> str:
    """TRL passes a string (standard format) or a list of messages (conversational)."""
    if isinstance(completion, str):
        return completion
    if isinstance(completion, list):
        return "".join(str(m.get("content") or "") for m in completion if isinstance(m, dict))
    return str(completion)


class AsmReward:
    """The async reward function: CGS or SO of each completion, parts logged per batch.

    TRL passes dataset columns as keyword lists; ours is ``problem_id``.
    """

    def __init__(
        self,
        problems: Sequence[Problem],
        config: RewardConfig,
        executor: Any,
        log_path: str | Path | None = None,
    ) -> None:
        self.problems = {p.id: p for p in problems}
        self.config = config
        self.reward = Reward(config)
        self.executor = executor
        self.log_path = Path(log_path) if log_path else None
        self.__name__ = f"superasm_{config.kind.value}"
        self.batches = 0
        self.last_summary: dict[str, float] = {}

    async def score(self, problem_ids: Sequence[str], texts: Sequence[str]) -> list[RewardResult]:
        problems = [self.problems[pid] for pid in problem_ids]
        asms = [candidate_from_reply(t) for t in texts]
        todo = [i for i, asm in enumerate(asms) if asm is not None]
        started = time.monotonic()
        verdicts = await self.executor.aevaluate([(problems[i], asms[i]) for i in todo])
        by_index = dict(zip(todo, verdicts, strict=True))
        seconds = time.monotonic() - started
        return [
            self.reward.score_verdict(by_index[i], seconds=seconds)
            if i in by_index
            else self.reward.score_verdict(no_asm_verdict(), asm_found=False)
            for i in range(len(texts))
        ]

    async def __call__(
        self,
        prompts: list[Any],
        completions: list[Any],
        problem_id: list[str],
        log_metric: Any = None,
        **_: Any,
    ) -> list[float]:
        texts = [completion_text(c) for c in completions]
        results = await self.score(problem_id, texts)
        self.batches += 1
        self.last_summary = summarize_rewards(results)
        if log_metric is not None:
            for name, value in self.last_summary.items():
                log_metric(f"superasm/{name}", value)
        self._append_log(problem_id, results)
        return [r.score for r in results]

    def _append_log(self, problem_ids: Sequence[str], results: Sequence[RewardResult]) -> None:
        if self.log_path is None:
            return
        with self.log_path.open("a", encoding="utf-8") as handle:
            for pid, result in zip(problem_ids, results, strict=True):
                handle.write(
                    json.dumps({"batch": self.batches, "problem_id": pid, **result.to_dict()})
                    + "\n"
                )


# ---- the run ----------------------------------------------------------------------------------


def grpo_dataset(problems: Sequence[Problem], variant: str = "paper") -> Any:
    """A datasets.Dataset with the paper's prompt (chat messages) and the problem id."""
    from datasets import Dataset

    from superasm.models.base import Query
    from superasm.prompts import build_messages

    return Dataset.from_list(
        [
            {"prompt": build_messages(Query(p), variant=variant), "problem_id": p.id}
            for p in problems
        ]
    )


def load_problems_for(settings: GrpoSettings) -> list[Problem]:
    from superasm.datasets import resolve_dataset

    problems = list(resolve_dataset(settings.dataset))
    if settings.limit is not None:
        problems = problems[: settings.limit]
    if not problems:
        raise ValueError(f"dataset {settings.dataset!r} has no problems")
    return problems


def grpo_config(settings: GrpoSettings) -> Any:
    from trl import GRPOConfig

    options: dict[str, Any] = {
        "output_dir": settings.output_dir,
        "num_generations": settings.num_generations,
        "per_device_train_batch_size": settings.per_device_batch_size,
        "gradient_accumulation_steps": settings.gradient_accumulation_steps,
        "max_completion_length": settings.max_completion_length,
        "learning_rate": settings.learning_rate,
        "temperature": settings.temperature,
        "beta": settings.beta,
        "num_train_epochs": settings.epochs,
        "max_steps": settings.max_steps,
        "save_strategy": "steps",
        "save_steps": settings.save_steps,
        "logging_steps": settings.logging_steps,
        "seed": settings.seed,
        "use_cpu": settings.use_cpu,
        "bf16": settings.bf16,
        "report_to": "none",
    }
    options.update(settings.extra_args)
    return GRPOConfig(**options)


@dataclass
class GrpoResult:
    output_dir: Path
    final_dir: Path
    steps: int
    reward_batches: int
    last_summary: dict[str, float]
    log_history: list[dict[str, Any]]


def run_grpo(settings: GrpoSettings, problems: Sequence[Problem] | None = None) -> GrpoResult:
    """Train; write checkpoints, ``final/``, ``settings.json`` and ``rewards.jsonl`` to output_dir."""
    from transformers import AutoTokenizer
    from trl import GRPOTrainer

    problems = list(problems) if problems is not None else load_problems_for(settings)
    out = Path(settings.output_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / "settings.json").write_text(
        json.dumps(
            {
                "settings": settings.to_dict(),
                "n_problems": len(problems),
                "problem_ids": [p.id for p in problems],
            },
            indent=2,
        )
        + "\n"
    )
    if settings.ray_workers > 0:
        executor: Any = RayExecutor(settings.reward, settings.ray_workers)
    else:
        executor = LocalExecutor(settings.reward, settings.reward_concurrency)
    reward_fn = AsmReward(problems, settings.reward, executor, out / "rewards.jsonl")
    try:
        tokenizer = AutoTokenizer.from_pretrained(settings.model)
        trainer = GRPOTrainer(
            model=settings.model,
            reward_funcs=[reward_fn],
            args=grpo_config(settings),
            train_dataset=grpo_dataset(problems, settings.prompt_variant),
            processing_class=tokenizer,
        )
        trainer.train()
        final = out / "final"
        trainer.save_model(str(final))
        tokenizer.save_pretrained(str(final))
        history = list(trainer.state.log_history)
        steps = int(trainer.state.global_step)
    finally:
        executor.close()
    (out / "log_history.json").write_text(json.dumps(history, indent=2) + "\n")
    return GrpoResult(out, final, steps, reward_fn.batches, reward_fn.last_summary, history)


__all__ = [
    "AsmReward",
    "GrpoResult",
    "GrpoSettings",
    "LocalExecutor",
    "RayExecutor",
    "completion_text",
    "grpo_config",
    "grpo_dataset",
    "run_grpo",
]
