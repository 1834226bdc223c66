"""RL training on existing engines: VERL (PPO/GRPO, multi-node), TRL (GRPO), Ray reward workers.

Nothing here is imported by ``import superasm``; each submodule imports its engine (verl, trl,
ray) inside the functions that need it.

- :mod:`superasm.train.verl`: the RL parquet and launch scripts for VERL's PPO (paper settings)
  and GRPO.
- :mod:`superasm.train.verl_reward`: the module VERL loads as ``custom_reward_function``.
- :mod:`superasm.train.trl_grpo`: ``superasm train grpo`` with TRL's GRPOTrainer.
- :mod:`superasm.train.ray_workers`: pinned reward workers as Ray actors (:func:`ray_evaluate`).
"""
