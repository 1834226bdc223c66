"""``hf:PATH``: a local transformers model, sampled in batches with its own chat template.

For checkpoints on one machine (a fine-tuned Qwen2.5-Coder, an RL checkpoint from ``train/``)
without standing up a server.  Prompts are rendered with the tokenizer's chat template, padded on
the left (decoder-only models continue from the right edge), and every prompt is repeated ``n``
times in the batch so that each row is one independent sample.

A prompt longer than the model's context becomes a failed sample that says so, not a crash.
"""

from __future__ import annotations

import time
from typing import Any

from superasm.errors import require
from superasm.extract import sample_from_text
from superasm.models.base import ModelError, Optimizer, check_options
from superasm.models.llm_common import PromptSettings, float_option, int_option
from superasm.values import Query, Sample, Usage


class HFOptimizer(Optimizer):
    """transformers ``generate`` with sampling; batched over queries × samples."""

    def __init__(self, path: str, **options: Any) -> None:
        torch = require("torch", "the hf: model backend")
        transformers = require("transformers", "the hf: model backend")
        if not path:
            raise ModelError("hf: needs a model directory or hub id, e.g. hf:./checkpoints/qwen")
        self.path, self.spec = path, f"hf:{path}"
        self.temperature = float_option(options, "temperature", 0.7) or 0.0
        self.top_p = float_option(options, "top_p", 0.95)
        self.max_tokens = int_option(options, "max_tokens", 2048)
        self.batch_size = max(1, int_option(options, "batch_size", 8))
        self.seed = options.get("seed")
        self.prompts = PromptSettings.from_options(options)
        check_options(f"hf:{path}", options, {"batch_size", "device", "dtype"})
        self.device = options.get("device") or ("cuda" if torch.cuda.is_available() else "cpu")
        dtype = options.get("dtype") or ("bfloat16" if self.device.startswith("cuda") else "float32")
        try:
            # Any: transformers' own annotations do not describe these dynamic classes well
            self.tokenizer: Any = transformers.AutoTokenizer.from_pretrained(path)
            self.model: Any = transformers.AutoModelForCausalLM.from_pretrained(
                path, dtype=getattr(torch, dtype))
        except OSError as exc:
            raise ModelError(f"hf: cannot load a model from {path!r}: {exc}") from exc
        if not getattr(self.tokenizer, "chat_template", None):
            raise ModelError(f"hf: the tokenizer at {path!r} has no chat template")
        self.tokenizer.padding_side = "left"
        if self.tokenizer.pad_token_id is None:
            self.tokenizer.pad_token = self.tokenizer.eos_token
        self.model.to(self.device)
        self.model.eval()
        self.context = int(getattr(self.model.config, "max_position_embeddings", 0) or 0)

    def render(self, query: Query) -> str:
        messages = self.prompts.messages(query)
        return str(self.tokenizer.apply_chat_template(messages, tokenize=False,
                                                      add_generation_prompt=True))

    def _generation_kwargs(self) -> dict[str, Any]:
        sampling = self.temperature > 0
        kwargs: dict[str, Any] = {"max_new_tokens": self.max_tokens, "do_sample": sampling,
                                  "pad_token_id": self.tokenizer.pad_token_id}
        if sampling:
            kwargs["temperature"] = self.temperature
            if self.top_p is not None:
                kwargs["top_p"] = self.top_p
        return kwargs

    def _run_batch(self, prompts: list[str]) -> list[Sample]:
        import torch

        encoded = self.tokenizer(prompts, return_tensors="pt", padding=True, add_special_tokens=False)
        encoded = {k: v.to(self.device) for k, v in encoded.items()}
        width = encoded["input_ids"].shape[1]
        started = time.monotonic()
        with torch.no_grad():
            output = self.model.generate(**encoded, **self._generation_kwargs())
        elapsed = time.monotonic() - started
        samples = []
        eos = self.tokenizer.eos_token_id
        for row, prompt_mask in zip(output, encoded["attention_mask"], strict=True):
            new_tokens = row[width:].tolist()
            ended = eos in new_tokens
            if ended:
                new_tokens = new_tokens[: new_tokens.index(eos)]
            new_tokens = [t for t in new_tokens if t != self.tokenizer.pad_token_id]
            text = str(self.tokenizer.decode(new_tokens, skip_special_tokens=True))
            usage = Usage(prompt_tokens=int(prompt_mask.sum()), completion_tokens=len(new_tokens),
                          requests=1, latency_s=elapsed / len(prompts))
            info = {"finish_reason": "stop" if ended else "length", "batch_rows": len(prompts)}
            samples.append(sample_from_text(text, usage, info))
        return samples

    def generate(self, queries: list[Query], n: int = 1) -> list[list[Sample]]:
        import torch

        if self.seed is not None:
            torch.manual_seed(int(self.seed))
        rows: list[tuple[int, str]] = []
        results: list[list[Sample]] = [[] for _ in queries]
        for index, query in enumerate(queries):
            prompt = self.render(query)
            length = len(self.tokenizer(prompt, add_special_tokens=False)["input_ids"])
            if self.context and length + 1 > self.context:
                error = f"prompt is {length} tokens; the model's context is {self.context}"
                results[index] = [Sample(asm=None, error=error) for _ in range(n)]
            else:
                rows.extend((index, prompt) for _ in range(n))
        for start in range(0, len(rows), self.batch_size):
            chunk = rows[start : start + self.batch_size]
            for (index, _), sample in zip(chunk, self._run_batch([p for _, p in chunk]), strict=True):
                results[index].append(sample)
        return [self.prompts.tag(q, samples) for q, samples in zip(queries, results, strict=True)]

    def describe(self) -> dict[str, Any]:
        return {"spec": self.spec, "backend": "hf", "path": self.path, "device": self.device,
                "temperature": self.temperature, "top_p": self.top_p, "max_tokens": self.max_tokens,
                "batch_size": self.batch_size, "seed": self.seed, **self.prompts.describe()}

    def close(self) -> None:
        import torch

        self.model = None
        if torch.cuda.is_available():
            torch.cuda.empty_cache()
