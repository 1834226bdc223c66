"""VERL training: the RL parquet and launch scripts for PPO (the paper's run) and GRPO.

``superasm train verl`` writes, into one directory:

- ``train.parquet`` / ``val.parquet``: VERL's RL rows (:mod:`superasm.datasets.export`), which
  carry each problem whole, so reward processes need no dataset files.
- ``run_ppo.sh``: PPO with GAE and a critic, the paper's Appendix A.1 settings (actor lr 1e-6,
  critic lr 1e-5, batch 16, 1 epoch, 2,000-token prompts and responses, rollout temperature 0.5).
- ``run_grpo.sh``: the GRPO variant (no critic; ``rollout.n`` samples per prompt, group-normalised
  advantages, KL as a loss term).
- ``settings.json``: every setting, so the run can be reproduced.

The scripts call ``python -m verl.trainer.main_ppo`` with Hydra overrides; VERL is not imported
here (it pins its own transformers and lives in its own environment).  Multi-node and extra
overrides: see the header of a written script.
"""

from __future__ import annotations

import dataclasses
import json
import shlex
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import superasm
from superasm.datasets.export import to_verl_records, write_parquet
from superasm.problem import Problem
from superasm.rewards import RewardConfig

ALGORITHMS = ("ppo", "grpo")


@dataclass
class VerlSettings:
    """A VERL run.  Defaults are the paper's PPO settings (Appendix A.1) on one 4-GPU node.
    "1 epoch" in the paper is read as one pass over the training set (``trainer.total_epochs``) with
    one PPO update epoch per batch (``ppo_epochs``)."""

    algorithm: str = "ppo"
    model: str = "Qwen/Qwen2.5-Coder-7B-Instruct"
    nnodes: int = 1
    gpus_per_node: int = 4
    batch_size: int = 16
    mini_batch_size: int = 16
    micro_batch_size_per_gpu: int = 1
    epochs: int = 1
    ppo_epochs: int = 1
    max_prompt_length: int = 2000
    max_response_length: int = 2000
    actor_lr: float = 1e-6
    critic_lr: float = 1e-5
    temperature: float = 0.5
    #: samples per prompt: 1 for PPO (the critic is the baseline), a group for GRPO
    rollout_n: int | None = None
    rollout_engine: str = "vllm"
    tensor_parallel: int = 1
    gpu_memory_utilization: float = 0.5
    kl_loss_coef: float = 0.001
    #: VERL reward-loop processes (each scores one candidate at a time, see verl_reward)
    reward_processes: int = 4
    #: >0: score on a shared pool of that many pinned Ray reward workers instead
    reward_workers: int = 0
    reward: RewardConfig = field(default_factory=RewardConfig)
    save_freq: int = 50
    test_freq: int = 25
    project: str = "superasm"
    experiment: str = ""
    logger: tuple[str, ...] = ("console",)

    def __post_init__(self) -> None:
        if self.algorithm not in ALGORITHMS:
            raise ValueError(f"algorithm {self.algorithm!r}: must be one of {', '.join(ALGORITHMS)}")
        if self.rollout_n is None:
            self.rollout_n = 1 if self.algorithm == "ppo" else 8
        if self.algorithm == "grpo" and self.rollout_n < 2:
            raise ValueError("GRPO needs rollout_n >= 2 samples per prompt to form a group")
        if not self.experiment:
            self.experiment = f"{self.algorithm}-{self.reward.kind.value}"

    def to_dict(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["reward"] = self.reward.to_dict()
        data["logger"] = list(self.logger)
        return data


def verl_records(problems: Sequence[Problem], split: str = "train",
                 variant: str = "paper") -> list[dict[str, Any]]:
    """VERL RL rows, exactly as ``superasm dataset export --format verl`` writes them (the row
    format has one owner, the exporter)."""
    return to_verl_records(problems, prompt_variant=variant, split=split)


def reward_module_path() -> Path:
    """The file VERL loads as ``custom_reward_function.path``."""
    return Path(__file__).resolve().with_name("verl_reward.py")


def _fmt(value: Any) -> str:
    """A Hydra value: None is ``null``; True, numbers and strings print as Python prints them."""
    return "null" if value is None else str(value)


def _dotted(values: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    """A nested mapping as one dotted key per leaf (``harness.timing.method``): Hydra builds
    the nesting back from the overrides, and no value needs quoting."""
    flat: dict[str, Any] = {}
    for key, value in values.items():
        if isinstance(value, dict):
            flat.update(_dotted(value, f"{prefix}{key}."))
        else:
            flat[f"{prefix}{key}"] = value
    return flat


def reward_overrides(settings: VerlSettings) -> list[str]:
    """``custom_reward_function`` overrides: superasm's module and the reward settings, in
    their one serialised form (``RewardConfig.to_dict``, the harness whole), which the reward
    module reads back with ``RewardConfig.from_dict``."""
    kwargs: dict[str, Any] = {**settings.reward.to_dict(), "workers": settings.reward_workers}
    out = [
        f"reward.custom_reward_function.path={reward_module_path()}",
        "reward.custom_reward_function.name=compute_score",
        f"reward.num_workers={settings.reward_processes}",
    ]
    return out + [f"+reward.custom_reward_function.reward_kwargs.{k}={_fmt(v)}"
                  for k, v in _dotted(kwargs).items()]


def _group(prefix: str, **values: Any) -> list[str]:
    return [f"{prefix}.{key}={_fmt(value)}" for key, value in values.items()]


def verl_overrides(settings: VerlSettings, train_file: str | Path,
                   val_file: str | Path) -> list[str]:
    """The Hydra overrides of ``verl.trainer.main_ppo`` for a run (model/nodes as shell vars)."""
    s, micro = settings, settings.micro_batch_size_per_gpu
    common = [
        *_group("data", train_files=train_file, val_files=val_file, train_batch_size=s.batch_size,
                max_prompt_length=s.max_prompt_length, max_response_length=s.max_response_length,
                filter_overlong_prompts=True, truncation="error"),
        *_group("actor_rollout_ref.model", path="${MODEL}", enable_gradient_checkpointing=True),
        *_group("actor_rollout_ref.actor", **{"optim.lr": s.actor_lr},
                ppo_mini_batch_size=s.mini_batch_size, ppo_micro_batch_size_per_gpu=micro,
                ppo_epochs=s.ppo_epochs),
        *_group("actor_rollout_ref.rollout", name=s.rollout_engine, temperature=s.temperature,
                n=s.rollout_n, tensor_model_parallel_size=s.tensor_parallel,
                gpu_memory_utilization=s.gpu_memory_utilization,
                log_prob_micro_batch_size_per_gpu=micro),
        f"actor_rollout_ref.ref.log_prob_micro_batch_size_per_gpu={micro}",
    ]
    if s.algorithm == "ppo":
        algo = [*_group("algorithm", adv_estimator="gae", use_kl_in_reward=False),
                *_group("critic.model", path="${MODEL}", enable_gradient_checkpointing=True),
                *_group("critic", **{"optim.lr": s.critic_lr}, ppo_mini_batch_size=s.mini_batch_size,
                        ppo_micro_batch_size_per_gpu=micro)]
    else:
        algo = [*_group("algorithm", adv_estimator="grpo", use_kl_in_reward=False),
                *_group("actor_rollout_ref.actor", use_kl_loss=True, kl_loss_coef=s.kl_loss_coef,
                        kl_loss_type="low_var_kl")]
    trainer = _group(
        "trainer", logger="[" + ",".join(f"'{name}'" for name in s.logger) + "]",
        project_name=s.project, experiment_name=s.experiment, nnodes="${NNODES}",
        n_gpus_per_node="${GPUS_PER_NODE}", total_epochs=s.epochs, save_freq=s.save_freq,
        test_freq=s.test_freq, default_local_dir="${CHECKPOINT_DIR}", val_before_train=True)
    return common + algo + reward_overrides(s) + trainer


def launch_script(settings: VerlSettings, train_file: Path, val_file: Path, out_dir: Path) -> str:
    """A bash script that launches the run; MODEL, NNODES, GPUS_PER_NODE can be overridden."""
    overrides = verl_overrides(settings, train_file, val_file)
    # ${VAR} must survive quoting so the shell expands it: quote everything else
    lines = []
    for item in overrides:
        if "${" in item:
            key, _, value = item.partition("=")
            lines.append(f'    {shlex.quote(key)}="{value}"')
        else:
            lines.append(f"    {shlex.quote(item)}")
    body = " \\\n".join(lines)
    checkpoints = out_dir / "checkpoints" / settings.experiment
    return f"""#!/usr/bin/env bash
# superasm {settings.algorithm.upper()} on VERL, written by `superasm train verl`.
# Reward: {settings.reward.kind.value} (alpha={settings.reward.alpha}, speedup={settings.reward.speedup.value}, timing={settings.reward.timing.method.value}).
# Multi-node: `ray start --head` on the head node, `ray start --address HEAD_IP:6379` on the
# others, then run this script on the head with NNODES=<nodes>.  Extra arguments are passed to
# VERL as additional Hydra overrides (e.g. trainer.total_training_steps=10).
set -euo pipefail
export MODEL="${{MODEL:-{settings.model}}}"
export NNODES="${{NNODES:-{settings.nnodes}}}"
export GPUS_PER_NODE="${{GPUS_PER_NODE:-{settings.gpus_per_node}}}"
export CHECKPOINT_DIR="${{CHECKPOINT_DIR:-{checkpoints}}}"
# the reward module imports superasm: make it importable in VERL's environment and its workers
export PYTHONPATH="{Path(superasm.__file__).resolve().parent.parent}${{PYTHONPATH:+:$PYTHONPATH}}"
PYTHON="${{PYTHON:-python3}}"
exec "$PYTHON" -m verl.trainer.main_ppo \\
{body} \\
    "$@"
"""


@dataclass
class VerlPlan:
    """What ``prepare_verl`` wrote."""

    out_dir: Path
    train_file: Path
    val_file: Path
    scripts: dict[str, Path]
    settings_file: Path
    n_train: int
    n_val: int


def prepare_verl(train: Sequence[Problem], val: Sequence[Problem], out_dir: str | Path,
                 settings: VerlSettings | None = None, *, variant: str = "paper") -> VerlPlan:
    """Write the parquet files, PPO and GRPO launch scripts, and settings.json into ``out_dir``.
    Both scripts are written; ``settings.algorithm`` decides only which one settings.json records as
    primary.  The GRPO script uses the same settings with ``algorithm='grpo'``."""
    if not train:
        raise ValueError("no training problems: the RL parquet would be empty")
    settings = settings or VerlSettings()
    out = Path(out_dir).resolve()
    out.mkdir(parents=True, exist_ok=True)
    train_file = write_parquet(verl_records(train, "train", variant), out / "train.parquet")
    val_file = write_parquet(verl_records(val or train[:1], "val", variant), out / "val.parquet")
    scripts = {}
    for algorithm in ALGORITHMS:
        # the other algorithm's script: the same run with its own rollout_n and experiment name
        same = settings.algorithm == algorithm
        run = settings if same else dataclasses.replace(settings, algorithm=algorithm,
                                                        rollout_n=None, experiment="")
        scripts[algorithm] = out / f"run_{algorithm}.sh"
        scripts[algorithm].write_text(launch_script(run, train_file, val_file, out))
        scripts[algorithm].chmod(0o755)
    settings_file = out / "settings.json"
    settings_file.write_text(json.dumps({
        "primary": settings.algorithm, "settings": settings.to_dict(), "variant": variant,
        "n_train": len(train), "n_val": len(val) or 1}, indent=2) + "\n")
    return VerlPlan(out, train_file, val_file, scripts, settings_file, len(train), len(val) or 1)

