"""``superasm train verl|grpo``: RL training with the paper's rewards.

``train verl`` only writes files (parquet + launch scripts): VERL runs in its own environment.
``train grpo`` trains in this process with TRL.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from superasm.cli import CLIError, load_problems_arg
from superasm.cli.eval_cmd import prepare_tiers
from superasm.cli.options import (
    add_tier_arguments,
    add_timing_arguments,
    tier_settings_from,
    timing_from_args,
)
from superasm.datasets import dataset_usage
from superasm.errors import require
from superasm.rewards import REWARDS, Correctness, RewardConfig, SpeedupSource, reward_harness
from superasm.tiers import Command, beyond_public_tiers
from superasm.train.trl_grpo import GrpoSettings, run_grpo
from superasm.train.verl import VerlSettings, prepare_verl


def add_reward_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("reward (paper, Section 3.3)")
    group.add_argument("--reward", default=RewardConfig.kind.value,
                       choices=[k.value for k in REWARDS],
                       help="; ".join(f"{k.value}: {spec.help}" for k, spec in REWARDS.items()))
    group.add_argument("--alpha", type=float, default=RewardConfig.alpha,
                       help="CGS weight of the speedup")
    group.add_argument("--speedup", default=RewardConfig.speedup.value,
                       choices=[k.value for k in SpeedupSource],
                       help="credited: decided faster and verified (default); paper: the point "
                            "estimate")
    group.add_argument("--correctness", default=RewardConfig.correctness.value,
                       choices=[k.value for k in Correctness],
                       help="verified: the correctness term counts every check that ran ("
                            + ", ".join(beyond_public_tiers()) + "; default); public: the "
                            "paper's public tests only")
    add_tier_arguments(group, Command.REWARD)
    group.add_argument("--max-speedup", type=float, default=None,
                       help="cap the speedup a reward pays (default: uncapped, as the paper)")
    add_timing_arguments(parser, time_on=False)


def reward_config_from(args: argparse.Namespace) -> RewardConfig:
    """The reward the options describe; its harness is the rewards' own
    (:func:`~superasm.rewards.reward_harness`) with the timing and tier options given."""
    try:
        timing = timing_from_args(args)
    except ValueError as exc:
        raise CLIError(str(exc)) from exc
    harness = reward_harness(timing, **tier_settings_from(args, Command.REWARD))
    return RewardConfig(kind=args.reward, alpha=args.alpha, speedup=args.speedup,
                        harness=harness, max_speedup=args.max_speedup,
                        correctness=args.correctness)


def cmd_verl(args: argparse.Namespace) -> int:
    require("pyarrow", "writing parquet")  # before any work: say at once what to install
    try:
        settings = VerlSettings(
            algorithm=args.algorithm, model=args.model, nnodes=args.nnodes,
            gpus_per_node=args.gpus_per_node, batch_size=args.batch_size,
            mini_batch_size=args.batch_size, epochs=args.epochs, rollout_n=args.rollout_n,
            rollout_engine=args.rollout_engine, tensor_parallel=args.tensor_parallel,
            reward_processes=args.reward_processes, reward_workers=args.reward_workers,
            reward=reward_config_from(args), save_freq=args.save_freq)
    except ValueError as exc:
        raise CLIError(str(exc)) from exc
    train = load_problems_arg(args.dataset, args.limit)
    val = load_problems_arg(args.val_dataset, args.limit) if args.val_dataset else []
    made = prepare_tiers(args, train + val)  # the rows carry each problem whole
    train, val = made[:len(train)], made[len(train):]
    plan = prepare_verl(train, val, Path(args.out), settings, variant=args.prompt)
    print(f"wrote {plan.train_file} ({plan.n_train} problems), {plan.val_file} ({plan.n_val})")
    for algorithm, script in plan.scripts.items():
        print(f"  {algorithm}: {script}")
    primary = plan.scripts[settings.algorithm]
    print(f"run it in VERL's environment:  MODEL={settings.model} bash {primary}")
    return 0


def cmd_grpo(args: argparse.Namespace) -> int:
    require("trl", "train grpo")  # before any work: say at once what to install
    settings = GrpoSettings(
        model=args.model, output_dir=args.out, dataset=args.dataset,
        reward=reward_config_from(args), num_generations=args.num_generations,
        per_device_batch_size=args.batch_size, gradient_accumulation_steps=args.grad_accum,
        max_completion_length=args.max_completion_length, learning_rate=args.lr,
        temperature=args.temperature, beta=args.beta, epochs=args.epochs,
        max_steps=args.max_steps, save_steps=args.save_steps, limit=args.limit,
        reward_concurrency=args.jobs, ray_workers=args.ray_workers, use_cpu=args.cpu,
        bf16=args.bf16, prompt_variant=args.prompt)
    problems = load_problems_arg(args.dataset, args.limit)
    problems = prepare_tiers(args, problems)
    result = run_grpo(settings, problems)
    summary = ", ".join(f"{k}={v:.3f}" for k, v in result.last_summary.items())
    print(f"{result.steps} steps; final model in {result.final_dir}")
    print(f"last reward batch: {summary}")
    print(f"evaluate it:  superasm eval --model hf:{result.final_dir} --dataset builtin:val --out runs/grpo-eval")
    return 0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    train = sub.add_parser("train", help="RL training: VERL (PPO/GRPO) launch files, TRL GRPO")
    tsub = train.add_subparsers(dest="train_command", metavar="ENGINE")
    def train_help(_args: argparse.Namespace) -> int:
        train.print_help()
        return 2

    train.set_defaults(func=train_help)

    verl = tsub.add_parser("verl", help="write the RL parquet and VERL PPO/GRPO launch scripts")
    verl.add_argument("--dataset", default="builtin:train",
                      help=f"the training problems: {dataset_usage()} (default: builtin:train)")
    verl.add_argument("--val-dataset", help="validation set (default: the first training problem)")
    verl.add_argument("--limit", type=int, help="use the first N problems of each set")
    verl.add_argument("--out", required=True, help="directory for parquet, scripts, checkpoints")
    verl.add_argument("--algorithm", default="ppo", choices=["ppo", "grpo"],
                      help="the primary script (both are written)")
    verl.add_argument("--model", default="Qwen/Qwen2.5-Coder-7B-Instruct")
    verl.add_argument("--nnodes", type=int, default=1)
    verl.add_argument("--gpus-per-node", type=int, default=4)
    verl.add_argument("--batch-size", type=int, default=16)
    verl.add_argument("--epochs", type=int, default=1)
    verl.add_argument("--rollout-n", type=int, help="samples per prompt (default 1 PPO, 8 GRPO)")
    verl.add_argument("--rollout-engine", default="vllm", choices=["vllm", "sglang"])
    verl.add_argument("--tensor-parallel", type=int, default=1)
    verl.add_argument("--reward-processes", type=int, default=4,
                      help="VERL reward-loop processes (reward.num_workers)")
    verl.add_argument("--reward-workers", type=int, default=0,
                      help=">0: score on a shared pool of N pinned Ray reward workers")
    verl.add_argument("--save-freq", type=int, default=50)
    verl.add_argument("--prompt", default="paper", help="prompt variant")
    add_reward_arguments(verl)
    verl.set_defaults(func=cmd_verl)

    grpo = tsub.add_parser("grpo", help="GRPO with TRL in this process")
    grpo.add_argument("--model", required=True, help="a Hugging Face model directory or id")
    grpo.add_argument("--dataset", default="builtin:train",
                      help=f"the training problems: {dataset_usage()} (default: builtin:train)")
    grpo.add_argument("--limit", type=int)
    grpo.add_argument("--out", required=True, help="output directory (checkpoints, final/)")
    grpo.add_argument("--num-generations", type=int, default=8)
    grpo.add_argument("--batch-size", type=int, default=8, help="per-device prompts x samples")
    grpo.add_argument("--grad-accum", type=int, default=2)
    grpo.add_argument("--max-completion-length", type=int, default=2000)
    grpo.add_argument("--lr", type=float, default=1e-6)
    grpo.add_argument("--temperature", type=float, default=0.5)
    grpo.add_argument("--beta", type=float, default=0.0, help="KL coefficient")
    grpo.add_argument("--epochs", type=float, default=1.0)
    grpo.add_argument("--max-steps", type=int, default=-1)
    grpo.add_argument("--save-steps", type=int, default=50)
    grpo.add_argument("--jobs", type=int, default=1,
                      help="local reward evaluations in flight, each on its own core")
    grpo.add_argument("--ray-workers", type=int, default=0,
                      help=">0: evaluate rewards on N Ray reward workers")
    grpo.add_argument("--cpu", action="store_true", help="train on the CPU (smoke runs)")
    grpo.add_argument("--bf16", action="store_true")
    grpo.add_argument("--prompt", default="paper", help="prompt variant")
    add_reward_arguments(grpo)
    grpo.set_defaults(func=cmd_grpo)
