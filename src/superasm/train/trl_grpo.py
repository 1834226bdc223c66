"""GRPO with TRL: ``superasm train grpo --model PATH --dataset builtin:train``.

TRL's ``GRPOTrainer`` samples ``num_generations`` completions per prompt (the paper's prompt, as
chat messages), scores them with superasm's reward, and normalises rewards within each group, so
no critic is needed.  TRL >= 1.13 has no PPO trainer: the paper's PPO (GAE + critic) runs on VERL
(:mod:`superasm.train.verl`).

The reward function is async: TRL awaits it on its own event loop while a batch's evaluations
fan out over local harnesses (each pinned to its own core, so timings never share one) or Ray
reward workers.  Each batch logs the reward mean and the compile, correct, pass and faster rates
through TRL's ``log_metric`` and appends every scored completion to ``OUTPUT/rewards.jsonl``.
The final model goes to ``OUTPUT/final``, a Hugging Face directory ``superasm eval --model
hf:OUTPUT/final`` evaluates.  torch, transformers, datasets and trl are imported when used.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from superasm.datasets import resolve_dataset
from superasm.errors import require
from superasm.pool import EvalPool, make_pool
from superasm.problem import Problem
from superasm.prompts import build_messages
from superasm.rewards import RewardConfig, RewardResult, score_replies, summarize_rewards
from superasm.values import Query


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
    TRL passes dataset columns as keyword lists; ours is ``problem_id``."""

    def __init__(self, problems: Sequence[Problem], config: RewardConfig, pool: EvalPool,
                 log_path: str | Path | None = None) -> None:
        self.problems = {p.id: p for p in problems}
        self.config, self.pool = config, pool
        self.log_path = Path(log_path) if log_path else None
        self.__name__ = f"superasm_{config.kind.value}"
        self.batches = 0
        self.last_summary: dict[str, float] = {}

    async def score(self, problem_ids: Sequence[str], texts: Sequence[str]) -> list[RewardResult]:
        """The batch's rewards; the evaluations fan out over the pool off the event loop."""
        problems = [self.problems[pid] for pid in problem_ids]
        return await asyncio.to_thread(score_replies, self.pool, problems, list(texts), self.config)

    async def __call__(self, prompts: list[Any], completions: list[Any], problem_id: list[str],
                       log_metric: Any = None, **_: Any) -> list[float]:
        results = await self.score(problem_id, [completion_text(c) for c in completions])
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
                record = {"batch": self.batches, "problem_id": pid, **result.to_dict()}
                handle.write(json.dumps(record) + "\n")


# ---- the run ----------------------------------------------------------------------------------


def grpo_dataset(problems: Sequence[Problem], variant: str = "paper") -> Any:
    """A datasets.Dataset with the paper's prompt (chat messages) and the problem id."""
    Dataset = require("datasets", "train grpo").Dataset
    return Dataset.from_list([{"prompt": build_messages(Query(p), variant=variant),
                               "problem_id": p.id} for p in problems])


def grpo_config(settings: GrpoSettings) -> Any:
    s = settings
    return require("trl", "train grpo").GRPOConfig(**{
        "output_dir": s.output_dir, "num_generations": s.num_generations,
        "per_device_train_batch_size": s.per_device_batch_size,
        "gradient_accumulation_steps": s.gradient_accumulation_steps,
        "max_completion_length": s.max_completion_length, "learning_rate": s.learning_rate,
        "temperature": s.temperature, "beta": s.beta, "num_train_epochs": s.epochs,
        "max_steps": s.max_steps, "save_strategy": "steps", "save_steps": s.save_steps,
        "logging_steps": s.logging_steps, "seed": s.seed, "use_cpu": s.use_cpu, "bf16": s.bf16,
        "report_to": "none", **s.extra_args})


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
    AutoTokenizer = require("transformers", "train grpo").AutoTokenizer
    GRPOTrainer = require("trl", "train grpo").GRPOTrainer

    if problems is None:
        problems = resolve_dataset(settings.dataset)[: settings.limit]
        if not problems:
            raise ValueError(f"dataset {settings.dataset!r} has no problems")
    problems = list(problems)
    out = Path(settings.output_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / "settings.json").write_text(json.dumps(
        {"settings": settings.to_dict(), "n_problems": len(problems),
         "problem_ids": [p.id for p in problems]}, indent=2) + "\n")
    pool = make_pool(settings.reward.harness,
                     settings.ray_workers or settings.reward_concurrency,
                     "ray" if settings.ray_workers > 0 else "local")
    reward_fn = AsmReward(problems, settings.reward, pool, out / "rewards.jsonl")
    try:
        tokenizer = AutoTokenizer.from_pretrained(settings.model)
        trainer = GRPOTrainer(model=settings.model, reward_funcs=[reward_fn],
                              args=grpo_config(settings), processing_class=tokenizer,
                              train_dataset=grpo_dataset(problems, settings.prompt_variant))
        trainer.train()
        final = out / "final"
        trainer.save_model(str(final))
        tokenizer.save_pretrained(str(final))
        history = list(trainer.state.log_history)
        steps = int(trainer.state.global_step)
    finally:
        pool.close()
    (out / "log_history.json").write_text(json.dumps(history, indent=2) + "\n")
    return GrpoResult(out, final, steps, reward_fn.batches, reward_fn.last_summary, history)

