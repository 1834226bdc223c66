"""RL training on existing engines: VERL (PPO/GRPO, multi-node, :mod:`~superasm.train.verl` and
the reward module it loads, :mod:`~superasm.train.verl_reward`) and TRL (GRPO,
:mod:`~superasm.train.trl_grpo`).  Each imports its engine only where used; rewards are evaluated
on the project's one evaluation pool (:mod:`superasm.pool`).
"""
