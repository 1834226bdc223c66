"""TRL GRPO: the async reward function, and a CPU smoke run with a tiny random Qwen2.

The model is built from a config (random weights) and its tokenizer is trained here, so nothing
is downloaded.  A random model writes no assembly, so the smoke run checks the training loop and
its logs; the reward's harness path is checked by scoring known completions directly.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Sequence
from pathlib import Path

import pytest
from conftest import require_sandbox

from superasm.measure import MeasureConfig
from superasm.pool import EvalPool, LocalPool
from superasm.problem import Problem
from superasm.problem import TestCase as Case
from superasm.rewards import RewardConfig
from superasm.verdict import Status, Verdict

pytest.importorskip("trl", reason="TRL is not installed (pip install 'superasm[train]')")

from superasm.train.trl_grpo import (  # noqa: E402
    AsmReward,
    GrpoSettings,
    completion_text,
    grpo_dataset,
    run_grpo,
)

SOURCE = r"""
#include <stdio.h>
int main(void) {
    long n;
    if (scanf("%ld", &n) != 1) return 1;
    long s = 0;
    for (long i = 0; i < n; i++) s += i % MOD;
    printf("%ld\n", s);
    return 0;
}
"""
MODS = (3, 5, 7, 11)


def fenced(asm: str) -> str:
    return "```assembly\n" + asm + "```"


@pytest.fixture(scope="module")
def problems() -> list[Problem]:
    require_sandbox()
    from superasm.toolchain import c_to_asm

    out = []
    for mod in MODS:
        c = SOURCE.replace("MOD", str(mod))
        tests = [Case(f"{n}\n", f"{sum(i % mod for i in range(n))}\n") for n in (5, 300, 4000)]
        out.append(Problem(id=f"sum{mod}", c_source=c, baseline_asm=c_to_asm(c).asm, tests=tests))
    return out


class FixedPool(EvalPool):
    """Returns one verdict per candidate from a table keyed by asm text; notes its threads."""

    def __init__(self, verdicts: dict[str, Verdict]) -> None:
        self.verdicts = verdicts
        self.asked: list[str | None] = []
        self.threads: set[int] = set()

    def evaluate(self, problem: Problem, asm: str | None, extra_tests: Sequence[Case] = (),
                 *, timing: MeasureConfig | None = None, verify: bool = True) -> Verdict:
        self.asked.append(asm)
        self.threads.add(threading.get_ident())
        return self.verdicts[(asm or "").strip()]


def test_completion_text_accepts_both_trl_formats() -> None:
    assert completion_text("abc") == "abc"
    assert completion_text([{"role": "assistant", "content": "x"}]) == "x"


def test_async_reward_scores_and_logs_rates(tmp_path: Path) -> None:
    problem = Problem(id="p", c_source="", baseline_asm="", tests=[Case("", "")])
    pool = FixedPool(
        {
            "good": Verdict(status=Status.CORRECT, tests_passed=2, tests_total=2),
            "half": Verdict(status=Status.WRONG_OUTPUT, tests_passed=1, tests_total=2),
        }
    )
    reward = AsmReward([problem], RewardConfig(kind="cgs", alpha=2.0), pool, tmp_path / "r.jsonl")
    logged: dict[str, float] = {}
    completions = [[{"role": "assistant", "content": fenced(t + "\n")}] for t in ("good", "half")]
    completions.append([{"role": "assistant", "content": "no code here"}])
    scores = asyncio.run(
        reward(
            prompts=[[]] * 3,
            completions=completions,
            problem_id=["p"] * 3,
            log_metric=lambda k, v: logged.__setitem__(k, v),
        )
    )
    assert scores == pytest.approx([1.0 + 2.0 * 1.0, 0.5, -1.0])
    assert sorted(pool.asked) == ["good\n", "half\n"]  # the reply without asm is never sent
    assert threading.get_ident() not in pool.threads  # evaluated off the event loop
    assert logged["superasm/reward_mean"] == pytest.approx((3.0 + 0.5 - 1.0) / 3)
    assert logged["superasm/compile_rate"] == pytest.approx(2 / 3)
    assert logged["superasm/correct_rate"] == pytest.approx(1 / 3)
    rows = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert [r["status"] for r in rows] == ["correct", "wrong_output", "assemble_error"]
    assert [r["batch"] for r in rows] == [1, 1, 1] and rows[2]["asm_found"] is False


@pytest.mark.needs_bwrap
def test_local_pool_scores_real_candidates_concurrently(problems: list[Problem]) -> None:
    config = RewardConfig.from_options(kind="so", timing="none")
    with LocalPool(config.harness, jobs=2) as pool:
        reward = AsmReward(problems, config, pool)
        texts = [fenced(p.baseline_asm) for p in problems] + [fenced("not assembly")]
        ids = [p.id for p in problems] + [problems[0].id]
        results = asyncio.run(reward.score(ids, texts))
    assert [r.status for r in results] == ["correct"] * len(problems) + ["assemble_error"]
    assert [r.score for r in results] == [1.0] * len(problems) + [0.0]


def tiny_model_dir(path: Path, texts: list[str]) -> Path:
    """A randomly initialised 2-layer Qwen2 and a byte-level BPE tokenizer trained on ``texts``."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast, Qwen2Config, Qwen2ForCausalLM

    bpe = Tokenizer(models.BPE())
    bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    bpe.decoder = decoders.ByteLevel()
    specials = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]
    bpe.train_from_iterator(
        texts,
        trainers.BpeTrainer(
            vocab_size=512,
            special_tokens=specials,
            initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        ),
    )
    tokenizer = PreTrainedTokenizerFast(
        tokenizer_object=bpe, eos_token="<|im_end|>", pad_token="<|endoftext|>"
    )
    tokenizer.chat_template = (
        "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"
        "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
    )
    config = Qwen2Config(
        vocab_size=len(tokenizer),
        hidden_size=32,
        intermediate_size=64,
        num_hidden_layers=2,
        num_attention_heads=2,
        num_key_value_heads=1,
        max_position_embeddings=4096,
        tie_word_embeddings=True,
        eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id,
    )
    Qwen2ForCausalLM(config).save_pretrained(path)
    tokenizer.save_pretrained(path)
    return path


@pytest.mark.slow
@pytest.mark.needs_bwrap
def test_grpo_smoke_two_steps_on_four_problems(problems: list[Problem], tmp_path: Path) -> None:
    prompts = [m["content"] for row in grpo_dataset(problems)["prompt"] for m in row]
    model_dir = tiny_model_dir(
        tmp_path / "tiny-qwen2", prompts + [p.baseline_asm for p in problems]
    )
    settings = GrpoSettings(
        model=str(model_dir),
        output_dir=str(tmp_path / "run"),
        reward=RewardConfig.from_options(kind="cgs", timing="none"),
        num_generations=2,
        per_device_batch_size=4,
        gradient_accumulation_steps=1,
        max_completion_length=16,
        max_steps=2,
        save_steps=1,
        use_cpu=True,
        reward_concurrency=2,
    )
    result = run_grpo(settings, problems)
    assert result.steps == 2
    assert result.reward_batches >= 2
    assert (result.final_dir / "config.json").exists()
    assert sorted(p.name for p in result.output_dir.glob("checkpoint-*")) == [
        "checkpoint-1",
        "checkpoint-2",
    ]
    logged = [h for h in result.log_history if "superasm/reward_mean" in h]
    assert logged, result.log_history
    # a random model writes no assembly: every completion is "does not compile" (CGS -1)
    assert logged[-1]["superasm/reward_mean"] == pytest.approx(-1.0)
    assert logged[-1]["superasm/compile_rate"] == 0.0
    rows = (result.output_dir / "rewards.jsonl").read_text().splitlines()
    assert len(rows) >= 2 * 4 and {json.loads(r)["problem_id"] for r in rows} <= {
        p.id for p in problems
    }
    settings_json = json.loads((result.output_dir / "settings.json").read_text())
    assert settings_json["n_problems"] == 4
    assert settings_json["settings"]["reward"]["harness"]["timing"]["method"] == "none"
