"""``vllm:PATH``: vLLM's offline engine for batched sampling on a GPU.

The fastest way to draw many samples from an open model on one machine: all prompts of a round go
to ``LLM.generate`` at once with ``SamplingParams(n=N)``, and vLLM schedules them itself.  vLLM is
imported only when the optimizer is constructed.

Everything except the engine call is a pure function (rendering prompts with the chat template,
the sampling parameters, turning ``RequestOutput`` objects into samples) and is unit-tested
without vLLM.  No GPU was available where this backend was written, so the engine path itself is
untested here; see docs/models.md.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from superasm.errors import require
from superasm.extract import sample_from_text
from superasm.models.base import ModelError, Optimizer, check_options
from superasm.models.llm_common import PromptSettings, float_option, int_option
from superasm.values import Query, Sample, Usage


@dataclass(frozen=True)
class SamplingSettings:
    temperature: float = 0.7
    top_p: float = 0.95
    max_tokens: int = 4096
    seed: int | None = None


def sampling_kwargs(settings: SamplingSettings, n: int) -> dict[str, Any]:
    """Keyword arguments for ``vllm.SamplingParams``: n samples per prompt."""
    kwargs: dict[str, Any] = {"n": n, "temperature": settings.temperature,
                              "top_p": settings.top_p if settings.temperature > 0 else 1.0,
                              "max_tokens": settings.max_tokens}
    if settings.seed is not None:
        kwargs["seed"] = settings.seed
    return kwargs


def render_prompts(tokenizer: Any, conversations: Sequence[list[dict[str, Any]]]) -> list[str]:
    """Each conversation as text through the model's chat template, ready for generation."""
    if not getattr(tokenizer, "chat_template", None):
        raise ModelError("vllm: the model's tokenizer has no chat template")
    return [str(tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True))
            for messages in conversations]


def build_requests(queries: Sequence[Query], prompts: PromptSettings, tokenizer: Any,
                   settings: SamplingSettings, n: int) -> tuple[list[str], dict[str, Any]]:
    """The prompts and sampling parameters of one ``LLM.generate`` call for a batch of queries."""
    conversations = [prompts.messages(query) for query in queries]
    return render_prompts(tokenizer, conversations), sampling_kwargs(settings, n)


def samples_from_outputs(outputs: Sequence[Any], n: int, elapsed_s: float = 0.0) -> list[list[Sample]]:
    """vLLM ``RequestOutput`` objects (one per prompt, ``n`` completions each) → samples.
    The batch's wall time is shared evenly: vLLM runs all requests together, so per-sample latency
    is not observable."""
    total = sum(len(output.outputs) for output in outputs) or 1
    results: list[list[Sample]] = []
    for output in outputs:
        prompt_tokens = len(getattr(output, "prompt_token_ids", None) or [])
        samples = []
        for position, completion in enumerate(output.outputs[:n]):
            usage = Usage(prompt_tokens=prompt_tokens if position == 0 else 0,
                          completion_tokens=len(completion.token_ids or []),
                          requests=1 if position == 0 else 0, latency_s=elapsed_s / total)
            samples.append(sample_from_text(completion.text, usage,
                                            {"finish_reason": completion.finish_reason}))
        while len(samples) < n:
            samples.append(Sample(asm=None, error="vllm returned fewer completions than asked"))
        results.append(samples)
    return results


class VLLMOptimizer(Optimizer):
    """vLLM offline inference: one ``LLM.generate`` call per round of queries."""

    def __init__(self, path: str, **options: Any) -> None:
        LLM = require("vllm", "the vllm: model backend").LLM
        if not path:
            raise ModelError("vllm: needs a model directory or hub id, e.g. vllm:Qwen/Qwen2.5-Coder-7B-Instruct")
        self.path, self.spec = path, f"vllm:{path}"
        self.settings = SamplingSettings(float_option(options, "temperature", 0.7) or 0.0,
                                         float_option(options, "top_p", 0.95) or 1.0,
                                         int_option(options, "max_tokens", 4096),
                                         options.get("seed"))
        self.prompts = PromptSettings.from_options(options)
        check_options(f"vllm:{path}", options, {"tensor_parallel_size", "gpu_memory_utilization",
                                                "max_model_len"})
        self.engine_args = {
            "model": path,
            "tensor_parallel_size": int_option(options, "tensor_parallel_size", 1),
            "gpu_memory_utilization": float_option(options, "gpu_memory_utilization", 0.85),
        }
        if options.get("max_model_len"):
            self.engine_args["max_model_len"] = int(options["max_model_len"])
        self.llm = LLM(**self.engine_args)

    def generate(self, queries: list[Query], n: int = 1) -> list[list[Sample]]:
        from vllm import SamplingParams

        prompts, params = build_requests(queries, self.prompts, self.llm.get_tokenizer(), self.settings, n)
        started = time.monotonic()
        outputs = self.llm.generate(prompts, SamplingParams(**params), use_tqdm=False)
        results = samples_from_outputs(outputs, n, time.monotonic() - started)
        return [self.prompts.tag(q, samples) for q, samples in zip(queries, results, strict=True)]

    def describe(self) -> dict[str, Any]:
        return {"spec": self.spec, "backend": "vllm", **self.engine_args,
                **sampling_kwargs(self.settings, 1), **self.prompts.describe()}

    def close(self) -> None:
        self.llm = None
