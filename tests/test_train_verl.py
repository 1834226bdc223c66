"""VERL training: the RL parquet, the launch scripts, and the reward module run by VERL itself.

VERL pins its own transformers, so it lives in an environment of its own (``.venv-verl`` at the
repository root, or the interpreter named by ``SUPERASM_VERL_PYTHON``).  The last tests run a
script inside it that composes VERL's real Hydra config from the overrides superasm writes, loads
the reward with ``get_custom_reward_fn`` and scores replies through VERL's reward managers on the
CPU.  Install (CI):

    python -m venv .venv-verl
    .venv-verl/bin/pip install torch==2.13.0
    .venv-verl/bin/pip install verl==0.9.1
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
from conftest import require_sandbox

from superasm.harness import HarnessConfig
from superasm.pool import EvalPool
from superasm.problem import Problem
from superasm.problem import TestCase as Case
from superasm.rewards import RewardConfig, reward_harness
from superasm.train import verl_reward
from superasm.train.verl import (
    VerlSettings,
    prepare_verl,
    reward_module_path,
    verl_overrides,
    verl_records,
)
from superasm.train.verl_reward import (
    compute_score,
    compute_score_batch,
    problem_from_ground_truth,
)
from superasm.verdict import Status, Verdict

REPO = Path(__file__).resolve().parent.parent
VERL_PYTHON = Path(os.environ.get("SUPERASM_VERL_PYTHON") or REPO / ".venv-verl" / "bin" / "python")

SUM7 = r"""
#include <stdio.h>
int main(void) {
    long n;
    if (scanf("%ld", &n) != 1) return 1;
    long s = 0;
    for (long i = 0; i < n; i++) s += i % 7;
    printf("%ld\n", s);
    return 0;
}
"""
#: right for n <= 500 only: passes the first of the three tests
SUM7_WRONG_ABOVE_500 = SUM7.replace("printf", "if (n > 500) s += 1;\n    printf")
SIZES = (10, 1000, 20000)


def sum7_tests() -> list[Case]:
    return [Case(input=f"{n}\n", output=f"{sum(i % 7 for i in range(n))}\n") for n in SIZES]


def fake_problem(pid: str = "p0") -> Problem:
    return Problem(
        id=pid,
        c_source="int main(){return 0;}",
        baseline_asm="main:\n\tret\n",
        tests=[Case(input="1\n", output="1\n")],
        split="train",
    )


def test_records_follow_verl_rl_format_and_carry_the_problem() -> None:
    problems = [fake_problem("a"), fake_problem("b")]
    rows = verl_records(problems, split="train")
    assert [r["extra_info"]["problem_id"] for r in rows] == ["a", "b"]
    row = rows[1]
    assert row["data_source"] == "superasm" and row["extra_info"]["index"] == 1
    assert row["prompt"][-1]["role"] == "user"
    assert "int main(){return 0;}" in row["prompt"][-1]["content"]
    assert row["reward_model"]["style"] == "rule"
    assert problem_from_ground_truth(row["reward_model"]["ground_truth"]) == problems[1]
    as_dict = json.loads(row["reward_model"]["ground_truth"])
    assert problem_from_ground_truth(as_dict) == problems[1]


def test_ppo_overrides_have_the_papers_settings() -> None:
    overrides = verl_overrides(VerlSettings(), "t.parquet", "v.parquet")
    for expected in (
        "algorithm.adv_estimator=gae",
        "actor_rollout_ref.actor.optim.lr=1e-06",
        "critic.optim.lr=1e-05",
        "data.train_batch_size=16",
        "data.max_prompt_length=2000",
        "data.max_response_length=2000",
        "actor_rollout_ref.rollout.temperature=0.5",
        "actor_rollout_ref.rollout.n=1",
        "trainer.total_epochs=1",
        "trainer.nnodes=${NNODES}",
        f"reward.custom_reward_function.path={reward_module_path()}",
    ):
        assert expected in overrides, expected
    assert reward_module_path().is_file()


def test_grpo_variant_has_groups_and_no_critic() -> None:
    overrides = verl_overrides(VerlSettings(algorithm="grpo"), "t", "v")
    assert "algorithm.adv_estimator=grpo" in overrides
    assert "actor_rollout_ref.rollout.n=8" in overrides
    assert not any(o.startswith("critic.") for o in overrides)
    with pytest.raises(ValueError, match="rollout_n"):
        VerlSettings(algorithm="grpo", rollout_n=1)
    with pytest.raises(ValueError, match="algorithm"):
        VerlSettings(algorithm="dpo")


def test_prepare_writes_parquet_scripts_and_settings(tmp_path: Path) -> None:
    pq = pytest.importorskip("pyarrow.parquet")
    reward = RewardConfig.from_options(kind="so", timing="instructions")
    plan = prepare_verl(
        [fake_problem("a"), fake_problem("b")], [], tmp_path, VerlSettings(reward=reward)
    )
    table = pq.read_table(plan.train_file).to_pylist()
    assert [r["extra_info"]["problem_id"] for r in table] == ["a", "b"]
    assert pq.read_table(plan.val_file).num_rows == 1  # falls back to one training problem
    for algorithm, script in plan.scripts.items():
        text = script.read_text()
        assert os.access(script, os.X_OK)
        assert "verl.trainer.main_ppo" in text and '"$@"' in text
        assert "reward_kwargs.kind=so" in text
        assert "reward_kwargs.harness.timing.method=instructions" in text
        assert subprocess.run(["bash", "-n", str(script)]).returncode == 0, algorithm
    settings = json.loads(plan.settings_file.read_text())
    assert settings["settings"]["reward"]["kind"] == "so" and settings["n_train"] == 2


def test_cli_train_verl_writes_the_plan(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("pyarrow")
    from superasm.cli import main

    code = main(
        [
            "train",
            "verl",
            "--dataset",
            "examples",
            "--limit",
            "2",
            "--out",
            str(tmp_path),
            "--algorithm",
            "grpo",
            "--reward",
            "so",
            "--timing",
            "instructions",
            "--nnodes",
            "2",
        ]
    )
    assert code == 0
    assert "run_grpo.sh" in capsys.readouterr().out
    settings = json.loads((tmp_path / "settings.json").read_text())
    assert settings["primary"] == "grpo" and settings["settings"]["nnodes"] == 2
    assert settings["n_train"] == 2
    assert 'NNODES="${NNODES:-2}"' in (tmp_path / "run_ppo.sh").read_text()
    assert (
        main(["train", "verl", "--dataset", "examples", "--out", str(tmp_path), "--alpha", "nan"])
        == 2
    )


def test_the_reward_harness_reaches_the_reward_kwargs_whole() -> None:
    """The reward's serialised form, one dotted override per setting, nested as Hydra builds it
    back; the reward module reads it back to the same typed config."""
    reward = RewardConfig(kind="so", harness=reward_harness("none", min_timeout_s=0.5))
    overrides = verl_overrides(VerlSettings(reward=reward), "t", "v")
    prefix = "+reward.custom_reward_function.reward_kwargs."
    assert f"{prefix}harness.min_timeout_s=0.5" in overrides
    assert f"{prefix}harness.timing.method=none" in overrides
    assert f"{prefix}harness.cpu=null" in overrides and f"{prefix}workers=0" in overrides
    kwargs: dict = {}
    for item in overrides:
        if item.startswith(prefix):
            key, _, value = item[len(prefix):].partition("=")
            *path, leaf = key.split(".")
            node = kwargs
            for part in path:
                node = node.setdefault(part, {})
            node[leaf] = value
    assert set(kwargs) == {*reward.to_dict(), "workers"}
    assert verl_reward._split_options(reward.to_dict())[0] == reward


def test_an_older_launch_scripts_reward_kwargs_still_load() -> None:
    """Flat, as scripts written before the harness was recorded whole carry them."""
    older = {"kind": "so", "alpha": 1.0, "speedup": "credited", "correctness": "verified",
             "timing": "none", "clock": "cpu", "budget_s": 30.0, "min_rounds": 4,
             "max_rounds": 32, "min_effect": 0.01, "harness_options": {"min_timeout_s": 0.5},
             "workers": 0}
    config, workers, _ = verl_reward._split_options(older)
    assert config == RewardConfig(kind="so", harness=reward_harness("none", min_timeout_s=0.5))
    assert workers == 0


def test_reward_kwargs_typos_are_errors() -> None:
    from superasm.rewards import RewardError

    with pytest.raises(RewardError, match="alpah"):
        compute_score("superasm", "x", json.dumps(fake_problem().to_dict()), {}, alpah=1.0)


@pytest.fixture(scope="module")
def sum7_problem() -> Problem:
    require_sandbox()
    from superasm.toolchain import c_to_asm

    return Problem(id="sum7", c_source=SUM7, baseline_asm=c_to_asm(SUM7).asm, tests=sum7_tests())


def fenced(asm: str) -> str:
    return "```assembly\n" + asm + "```"


def test_one_pool_per_harness_configuration(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[HarnessConfig] = []

    class CountingPool(EvalPool):
        def __init__(self, config: HarnessConfig, jobs: int = 1) -> None:
            made.append(config)

        def evaluate(self, problem, asm, extra_tests=(), *, timing=None, verify=True) -> Verdict:
            return Verdict(Status.CORRECT, tests_passed=1, tests_total=1)

    monkeypatch.setattr(verl_reward, "LocalPool", CountingPool)
    monkeypatch.setattr(verl_reward, "_pools", {})
    truth = json.dumps(fake_problem().to_dict())
    reply = fenced(fake_problem().baseline_asm)
    for kwargs in ({"timing": "none"}, {"timing": "none", "kind": "so"}, {"timing": "none"},
                   {"timing": "instructions"}, {"timing": "none", "kind": "so"}):
        compute_score("superasm", reply, truth, {}, **kwargs)
    # one pool per harness configuration, made once and reused: the reward's kind does not
    # change the harness, so both kinds share (and take turns on) one local harness
    assert [c.timing.method.value for c in made] == ["none", "instructions"]
    assert all(c.stop_at_first_failure is False for c in made)
    batch = compute_score_batch(["superasm"] * 2, [reply, "prose"], [truth, truth], None,
                                timing="none", kind="so")
    assert [r["score"] for r in batch] == [1.0, 0.0] and len(made) == 2
    assert set(batch[0]) == set(batch[1])


@pytest.mark.needs_bwrap
def test_compute_score_in_process_counts_every_test(sum7_problem: Problem) -> None:
    from superasm.toolchain import c_to_asm

    ground_truth = json.dumps(sum7_problem.to_dict())
    kwargs = {"kind": "cgs", "alpha": 0.5, "timing": "none"}
    right = compute_score("superasm", fenced(sum7_problem.baseline_asm), ground_truth, {}, **kwargs)
    assert right["score"] == pytest.approx(1.0 + 0.5 * 1.0) and right["correct"] == 1.0
    partial = compute_score(
        "superasm", fenced(c_to_asm(SUM7_WRONG_ABOVE_500).asm), ground_truth, {}, **kwargs
    )
    assert partial["pass_fraction"] == pytest.approx(1 / 3)
    assert partial["score"] == pytest.approx(1 / 3)
    assert set(partial) == set(right)  # VERL stacks the parts: same keys every call


INSIDE_VERL = r"""# Runs inside VERL's own environment: superasm's reward through VERL's real machinery.
import asyncio, json, sys
import numpy as np
import pandas as pd
import torch

spec = json.loads(open(sys.argv[1]).read())
import verl
from hydra import compose, initialize_config_dir
from omegaconf import OmegaConf
from pathlib import Path
config_dir = str(Path(verl.__file__).parent / "trainer" / "config")
with initialize_config_dir(config_dir=config_dir, version_base=None):
    cfg = compose(config_name="ppo_trainer", overrides=spec["overrides"])
from verl.trainer.ppo.reward import get_custom_reward_fn
fn = get_custom_reward_fn(cfg)
frame = pd.read_parquet(spec["train_file"])
out = {"verl_version": verl.__version__, "config": {
    "adv_estimator": cfg.algorithm.adv_estimator, "actor_lr": cfg.actor_rollout_ref.actor.optim.lr,
    "critic_lr": cfg.critic.optim.lr, "batch": cfg.data.train_batch_size,
    "prompt_len": cfg.data.max_prompt_length, "response_len": cfg.data.max_response_length,
    "temperature": cfg.actor_rollout_ref.rollout.temperature, "nnodes": cfg.trainer.nnodes,
    "epochs": cfg.trainer.total_epochs,
    "reward_kwargs": OmegaConf.to_container(cfg.reward.custom_reward_function.reward_kwargs)}}
row = frame.iloc[0]
direct = {}
for name, reply in spec["replies"].items():
    direct[name] = fn(data_source=row["data_source"], solution_str=reply,
                      ground_truth=row["reward_model"]["ground_truth"], extra_info=dict(row["extra_info"]))
out["direct"] = direct

# a tokenizer trained here, so responses decode back to exactly the text
from tokenizers import Tokenizer, models, pre_tokenizers, decoders, trainers
from transformers import PreTrainedTokenizerFast
texts = list(spec["replies"].values()) + [m["content"] for m in row["prompt"]]
tok = Tokenizer(models.BPE())
tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
tok.decoder = decoders.ByteLevel()
tok.train_from_iterator(texts, trainers.BpeTrainer(vocab_size=400, special_tokens=["<pad>"],
                        initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="<pad>")

from verl import DataProto
names = list(spec["replies"])
prompt_ids = [tokenizer.encode(row["prompt"][0]["content"])[-64:] for _ in names]
resp_ids = [tokenizer.encode(spec["replies"][n]) for n in names]
P = max(map(len, prompt_ids)); R = max(map(len, resp_ids)) + 3
pad = tokenizer.pad_token_id
prompts = torch.full((len(names), P), pad); responses = torch.full((len(names), R), pad)
mask = torch.zeros((len(names), P + R), dtype=torch.long)
for i, (p, r) in enumerate(zip(prompt_ids, resp_ids)):
    prompts[i, P - len(p):] = torch.tensor(p); mask[i, P - len(p):P] = 1
    responses[i, :len(r)] = torch.tensor(r); mask[i, P:P + len(r)] = 1
data = DataProto.from_dict(
    tensors={"prompts": prompts, "responses": responses, "attention_mask": mask,
             "input_ids": torch.cat([prompts, responses], 1)},
    non_tensors={"data_source": np.array([row["data_source"]] * len(names), dtype=object),
                 "reward_model": np.array([dict(row["reward_model"]) for _ in names], dtype=object),
                 "extra_info": np.array([dict(row["extra_info"]) for _ in names], dtype=object)})

from verl.workers.reward_manager.naive import NaiveRewardManager as LegacyNaive
legacy = LegacyNaive(tokenizer=tokenizer, num_examine=0, compute_score=fn)(data, return_dict=True)
lengths = mask[:, P:].sum(-1)
out["legacy"] = {n: float(legacy["reward_tensor"][i, lengths[i] - 1]) for i, n in enumerate(names)}
out["legacy_nonzero_elsewhere"] = float(legacy["reward_tensor"].abs().sum()) - sum(abs(v) for v in out["legacy"].values())
out["legacy_extra_keys"] = sorted(legacy["reward_extra_info"])

from verl.experimental.reward_loop.reward_manager import get_reward_manager_cls
cls = get_reward_manager_cls(cfg.reward.reward_manager.name)
async def loop():
    manager = cls(cfg, tokenizer, fn)  # it binds to the running event loop, as in a reward worker
    return [await manager.run_single(data[i:i + 1]) for i in range(len(names))]
results = asyncio.run(loop())
out["loop"] = {n: r["reward_score"] for n, r in zip(names, results)}
rm = cls.assemble_rm_scores(data, [r["reward_score"] for r in results])
out["loop_tensor"] = {n: float(rm[i, lengths[i] - 1]) for i, n in enumerate(names)}
print("RESULT " + json.dumps(out))
"""


@pytest.mark.needs_bwrap
@pytest.mark.parametrize("algorithm", ["ppo", "grpo"])
def test_reward_through_verls_loader_and_reward_managers(
    algorithm: str, sum7_problem: Problem, tmp_path: Path
) -> None:
    if not VERL_PYTHON.exists():
        pytest.skip(f"no VERL environment at {VERL_PYTHON}; see this file's docstring to create it")
    from superasm.toolchain import c_to_asm

    reward = RewardConfig(kind="cgs", alpha=0.5,
                          harness=reward_harness("none", min_timeout_s=1.5, max_timeout_s=4.0))
    settings = VerlSettings(algorithm=algorithm, nnodes=2, reward=reward)
    plan = prepare_verl([sum7_problem], [sum7_problem], tmp_path, settings)
    shell_values = {
        "${MODEL}": "unused-model",
        "${NNODES}": "2",
        "${GPUS_PER_NODE}": "4",
        "${CHECKPOINT_DIR}": str(tmp_path / "ck"),
    }
    overrides = []
    for item in verl_overrides(settings, plan.train_file, plan.val_file):
        for var, value in shell_values.items():
            item = item.replace(var, value)
        overrides.append(item)
    replies = {
        "correct": fenced(sum7_problem.baseline_asm),
        "partial": fenced(c_to_asm(SUM7_WRONG_ABOVE_500).asm),
        "garbage": fenced("this is not assembly"),
        "prose": "I cannot optimize this program.",
    }
    spec = tmp_path / "spec.json"
    spec.write_text(
        json.dumps({"overrides": overrides, "train_file": str(plan.train_file), "replies": replies})
    )
    script = tmp_path / "inside_verl.py"
    script.write_text(INSIDE_VERL)
    env = {**os.environ, "PYTHONPATH": str(REPO / "src"), "RAY_AUTH_MODE": "disabled"}
    proc = subprocess.run(
        [str(VERL_PYTHON), str(script), str(spec)],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=300,
    )
    lines = [line for line in proc.stdout.splitlines() if line.startswith("RESULT ")]
    assert proc.returncode == 0 and lines, proc.stderr[-3000:]
    result = json.loads(lines[-1][len("RESULT ") :])

    config = result["config"]
    assert config["adv_estimator"] == ("gae" if algorithm == "ppo" else "grpo")
    assert (config["actor_lr"], config["critic_lr"], config["batch"]) == (1e-6, 1e-5, 16)
    assert (config["prompt_len"], config["response_len"], config["temperature"]) == (
        2000,
        2000,
        0.5,
    )
    assert config["nnodes"] == 2 and config["reward_kwargs"]["kind"] == "cgs"
    # what Hydra hands the reward is exactly the reward's serialised form, nested back
    assert config["reward_kwargs"] == {**reward.to_dict(), "workers": 0}
    assert RewardConfig.from_dict({k: v for k, v in config["reward_kwargs"].items()
                                   if k != "workers"}) == reward

    expected = {"correct": 1.0 + 0.5 * 1.0, "partial": 1 / 3, "garbage": -1.0, "prose": -1.0}
    for name, value in expected.items():
        assert result["direct"][name]["score"] == pytest.approx(value), (name, result["direct"][name])
        assert result["legacy"][name] == pytest.approx(value, abs=1e-6), name
        assert result["loop"][name] == pytest.approx(value), name
        assert result["loop_tensor"][name] == pytest.approx(value, abs=1e-6), name
    assert result["direct"]["partial"]["pass_fraction"] == pytest.approx(1 / 3)
    assert result["direct"]["prose"]["asm_found"] == 0.0
    assert abs(result["legacy_nonzero_elsewhere"]) < 1e-5  # reward sits on the last token only
    assert {"score", "compiled", "pass_fraction", "speedup"} <= set(result["legacy_extra_keys"])
