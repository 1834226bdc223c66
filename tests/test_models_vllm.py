"""``vllm:`` request building and output handling, without vLLM (no GPU where this was written).

The engine call itself runs only on a GPU machine: see the ``gpu`` test at the end.
"""

from __future__ import annotations

import importlib.util
from types import SimpleNamespace

import pytest
from llm_fixtures import BASELINE_ASM, fenced, make_problem

from superasm.models import ModelError, load_model
from superasm.models.llm_common import PromptSettings
from superasm.models.vllm import (
    SamplingSettings,
    build_requests,
    render_prompts,
    samples_from_outputs,
    sampling_kwargs,
)
from superasm.prompts import render_prompt
from superasm.values import Feedback, Query


class TemplateTokenizer:
    """Stands in for a HF tokenizer: a visible, checkable chat template."""

    chat_template = "fake"

    def apply_chat_template(self, messages, tokenize=False, add_generation_prompt=False):
        assert tokenize is False
        text = "".join(f"[{m['role']}]{m['content']}" for m in messages)
        return text + ("[assistant]" if add_generation_prompt else "")


def test_sampling_kwargs() -> None:
    kwargs = sampling_kwargs(SamplingSettings(temperature=0.8, top_p=0.9, max_tokens=512, seed=3), n=8)
    assert kwargs == {"n": 8, "temperature": 0.8, "top_p": 0.9, "max_tokens": 512, "seed": 3}
    greedy = sampling_kwargs(SamplingSettings(temperature=0.0, top_p=0.5), n=1)
    assert greedy["top_p"] == 1.0 and "seed" not in greedy


def test_build_requests_renders_each_query_with_the_template() -> None:
    problem = make_problem()
    fb = Feedback(asm=BASELINE_ASM, status="timeout", detail="2 s limit", failing_input="9\n")
    queries = [Query(problem), Query(problem, history=[fb], round=1)]
    prompts, params = build_requests(queries, PromptSettings(), TemplateTokenizer(), SamplingSettings(), 4)
    assert prompts[0] == "[user]" + render_prompt(problem.c_source, problem.baseline_asm) + "[assistant]"
    assert prompts[1].count("[user]") == 2 and "ran past the time limit" in prompts[1]
    assert params["n"] == 4


def test_tokenizer_without_template_is_refused() -> None:
    class Bare:
        chat_template = None

    with pytest.raises(ModelError, match="chat template"):
        render_prompts(Bare(), [[{"role": "user", "content": "x"}]])


def completion(text: str, tokens: int, reason: str = "stop") -> SimpleNamespace:
    return SimpleNamespace(text=text, token_ids=list(range(tokens)), finish_reason=reason)


def test_samples_from_outputs_accounting() -> None:
    outputs = [
        SimpleNamespace(prompt_token_ids=[0] * 300,
                        outputs=[completion(fenced(BASELINE_ASM), 40), completion("no idea", 5)]),
        SimpleNamespace(prompt_token_ids=[0] * 200, outputs=[completion("```asm\nmain:", 64, "length")]),
    ]
    results = samples_from_outputs(outputs, n=2, elapsed_s=3.0)
    assert [len(r) for r in results] == [2, 2]
    first, second = results[0]
    assert first.asm == BASELINE_ASM and first.usage.prompt_tokens == 300
    assert second.usage.prompt_tokens == 0  # the prompt was paid once per request
    assert second.asm is None and "no code block" in (second.error or "")
    assert results[1][0].info["finish_reason"] == "length"
    assert "fewer completions" in (results[1][1].error or "")
    assert sum(s.usage.latency_s for r in results for s in r) == pytest.approx(3.0)
    assert sum(s.usage.requests for r in results for s in r) == 2


@pytest.mark.skipif(importlib.util.find_spec("vllm") is not None, reason="vllm is installed")
def test_missing_vllm_is_a_clear_model_error() -> None:
    with pytest.raises(ModelError, match="vllm"):
        load_model("vllm:/nonexistent")


@pytest.mark.gpu
@pytest.mark.skipif(importlib.util.find_spec("vllm") is None, reason="vllm is not installed")
def test_vllm_engine_on_tiny_model(tmp_path) -> None:  # pragma: no cover - needs a CUDA GPU
    from llm_fixtures import build_tiny_model

    path = build_tiny_model(tmp_path / "tiny")
    model = load_model(f"vllm:{path}", max_tokens=16, temperature=1.0, gpu_memory_utilization=0.3)
    results = model.generate([Query(make_problem()), Query(make_problem("other"))], n=3)
    assert [len(r) for r in results] == [3, 3]
    assert all(s.usage.completion_tokens > 0 for r in results for s in r)
