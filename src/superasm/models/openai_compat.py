"""``openai:MODEL``: any OpenAI-compatible chat-completions server.

One client covers OpenAI itself, vLLM's and SGLang's servers, Together, Ollama, llama.cpp's
``llama-server`` and ``transformers serve``: they differ only in the base URL and the key.  The
client asks for ``n`` choices in one request; servers that ignore ``n`` (several do) answer with
fewer choices, and the rest are then drawn with separate requests, remembered for later calls.

A request that keeps failing after its retries becomes ``Sample(asm=None, error=...)`` for each
sample it owed: one broken reply never stops a run of thousands.
"""

from __future__ import annotations

import asyncio
import os
from typing import Any

from superasm.extract import sample_from_text
from superasm.models.llm_common import HttpChatOptimizer, HttpOutcome, failed_samples, split_usage
from superasm.values import Query, Sample

OPENAI_URL = "https://api.openai.com/v1"
#: OpenAI's reasoning models reject ``max_tokens`` and want ``max_completion_tokens``
_COMPLETION_TOKENS_MODELS = ("o1", "o3", "o4", "gpt-5")


class OpenAIOptimizer(HttpChatOptimizer):
    """Chat completions over httpx, async, with a concurrency limit and retries."""

    backend, default_url, key_variable = "openai", OPENAI_URL, "OPENAI_API_KEY"
    example_model = "gpt-4o"
    no_key_hint = ", or point --base-url at a local server"

    def __init__(self, model: str, **options: Any) -> None:
        base_url = options.get("base_url") or os.environ.get("OPENAI_BASE_URL") or OPENAI_URL
        super().__init__(model, base_url.rstrip("/"), options)
        self.seed = options.get("seed")
        self.extra_body: dict[str, Any] = dict(options.get("extra_body") or {})
        #: None until a server shows whether it honours n > 1
        self.honours_n: bool | None = options.get("honours_n")

    def headers(self) -> dict[str, str]:
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        return headers

    def request_body(self, messages: list[dict[str, Any]], n: int) -> dict[str, Any]:
        """The JSON of one chat-completions request (a pure function of settings, for tests)."""
        body: dict[str, Any] = {"model": self.model, "messages": messages, "n": n}
        if self.temperature is not None:
            body["temperature"] = self.temperature
        if self.top_p is not None:
            body["top_p"] = self.top_p
        if self.seed is not None:
            body["seed"] = int(self.seed)
        reasoning = self.base_url == OPENAI_URL and self.model.startswith(_COMPLETION_TOKENS_MODELS)
        body["max_completion_tokens" if reasoning else "max_tokens"] = self.max_tokens
        body.update(self.extra_body)
        return body

    def _samples(self, outcome: HttpOutcome, wanted: int) -> list[Sample]:
        """Samples from one reply; at most ``wanted`` (a server may return more than asked)."""
        usage = outcome.usage(self.model, "prompt_tokens", "completion_tokens")
        if outcome.body is None:
            return failed_samples(wanted, outcome.error or "no reply", usage)
        choices = outcome.body.get("choices")
        if not isinstance(choices, list) or not choices:
            return failed_samples(wanted, f"reply has no choices: {str(outcome.body)[:200]}", usage)
        choices = sorted((c if isinstance(c, dict) else {} for c in choices[:wanted]),
                         key=lambda c: c.get("index", 0))
        samples = []
        for choice, share in zip(choices, split_usage(usage, len(choices)), strict=True):
            message = choice.get("message")
            content = message.get("content") if isinstance(message, dict) else None
            samples.append(sample_from_text(content if isinstance(content, str) else None, share,
                                            outcome.info(choice.get("finish_reason"))))
        return samples

    async def _request(self, client: Any, sem: asyncio.Semaphore, messages: list[Any],
                       n: int) -> tuple[bool, list[Sample]]:
        """One request for ``n`` choices: (whether the server answered, the samples)."""
        outcome = await self._post(client, sem, "/chat/completions", self.request_body(messages, n))
        answered = outcome.body is not None and bool(outcome.body.get("choices"))
        return answered, self._samples(outcome, n)

    async def _singles(self, client: Any, sem: asyncio.Semaphore, messages: list[Any],
                       n: int) -> list[Sample]:
        batches = await asyncio.gather(*(self._request(client, sem, messages, 1) for _ in range(n)))
        return [sample for _, samples in batches for sample in samples]

    async def _sample_query(self, client: Any, sem: asyncio.Semaphore, query: Query,
                            n: int) -> list[Sample]:
        messages = self.prompts.messages(query)
        if self.honours_n is False or n == 1:
            return await self._singles(client, sem, messages, n)
        answered, samples = await self._request(client, sem, messages, n)
        if answered and len(samples) < n:
            # The server ignored n: draw the rest one request at a time, now and from now on.
            self.honours_n = False
            samples += await self._singles(client, sem, messages, n - len(samples))
        elif answered:
            self.honours_n = True
        return samples

    def describe(self) -> dict[str, Any]:
        return {**super().describe(), "seed": self.seed}
