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
from typing import Any

from superasm.models.base import ModelError, Optimizer, Query, Sample, Usage
from superasm.models.llm_common import (
    DEFAULT_MAX_REPLY_BYTES,
    HttpOutcome,
    PromptSettings,
    RetryPolicy,
    api_key_from_env,
    estimate_cost,
    failed_samples,
    float_option,
    int_option,
    post_json,
    sample_from_text,
    split_usage,
)

OPENAI_URL = "https://api.openai.com/v1"
#: OpenAI's reasoning models reject ``max_tokens`` and want ``max_completion_tokens``
_COMPLETION_TOKENS_MODELS = ("o1", "o3", "o4", "gpt-5")


class OpenAIOptimizer(Optimizer):
    """Chat completions over httpx, async, with a concurrency limit and retries."""

    def __init__(self, model: str, **options: Any) -> None:
        import httpx  # noqa: F401 - fail here, with the extra's name, if it is missing

        if not model:
            raise ModelError("openai: needs a model name, e.g. openai:gpt-4o")
        self.model = model
        self.spec = f"openai:{model}"
        self.base_url = (options.get("base_url") or _env("OPENAI_BASE_URL") or OPENAI_URL).rstrip("/")
        key_names = [options.get("api_key_env") or "", "OPENAI_API_KEY"]
        self.api_key, self.api_key_env = api_key_from_env(key_names)
        if self.api_key is None and self.base_url == OPENAI_URL:
            raise ModelError(
                "openai: no API key: set OPENAI_API_KEY (or name another variable with "
                "--api-key-env), or point --base-url at a local server"
            )
        self.temperature = float_option(options, "temperature", 0.7)
        self.top_p = float_option(options, "top_p", None)
        self.max_tokens = int_option(options, "max_tokens", 4096)
        self.seed = options.get("seed")
        self.concurrency = max(1, int_option(options, "concurrency", 8))
        self.max_reply_bytes = int_option(options, "max_reply_bytes", DEFAULT_MAX_REPLY_BYTES)
        self.policy = RetryPolicy(
            max_retries=int_option(options, "max_retries", 4),
            backoff_s=float_option(options, "backoff_s", 1.0) or 0.0,
            max_backoff_s=float_option(options, "max_backoff_s", 60.0) or 0.0,
            timeout_s=float_option(options, "timeout_s", 300.0) or 300.0,
        )
        self.prompts = PromptSettings.from_options(options)
        self.extra_body: dict[str, Any] = dict(options.get("extra_body") or {})
        #: None until a server shows whether it honours n > 1
        self.honours_n: bool | None = options.get("honours_n")

    # -- request shape -------------------------------------------------------------------------

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
        token_field = "max_tokens"
        if self.base_url == OPENAI_URL and self.model.startswith(_COMPLETION_TOKENS_MODELS):
            token_field = "max_completion_tokens"
        body[token_field] = self.max_tokens
        body.update(self.extra_body)
        return body

    # -- replies -> samples --------------------------------------------------------------------

    def _usage(self, outcome: HttpOutcome) -> Usage:
        usage = Usage(requests=outcome.attempts, retries=outcome.retries, latency_s=outcome.latency_s)
        reported = (outcome.body or {}).get("usage") or {}
        if isinstance(reported, dict):
            usage.prompt_tokens = int(reported.get("prompt_tokens") or 0)
            usage.completion_tokens = int(reported.get("completion_tokens") or 0)
            if isinstance(reported.get("cost"), int | float):  # OpenRouter and others report it
                usage.cost_usd = float(reported["cost"])
        if usage.cost_usd is None:
            usage.cost_usd = estimate_cost(self.model, usage.prompt_tokens, usage.completion_tokens)
        return usage

    def _samples(self, outcome: HttpOutcome, wanted: int) -> list[Sample]:
        """Samples from one reply; at most ``wanted`` (a server may return more than asked)."""
        usage = self._usage(outcome)
        if outcome.body is None:
            return failed_samples(wanted, outcome.error or "no reply", usage)
        choices = outcome.body.get("choices")
        if not isinstance(choices, list) or not choices:
            return failed_samples(wanted, f"reply has no choices: {str(outcome.body)[:200]}", usage)
        choices = sorted(choices[:wanted], key=lambda c: c.get("index", 0) if isinstance(c, dict) else 0)
        texts, infos = [], []
        for choice in choices:
            message = choice.get("message") if isinstance(choice, dict) else None
            content = message.get("content") if isinstance(message, dict) else None
            texts.append(content if isinstance(content, str) else None)
            infos.append(
                {
                    "finish_reason": choice.get("finish_reason") if isinstance(choice, dict) else None,
                    "latency_s": round(outcome.latency_s, 4),
                    "served_model": outcome.body.get("model"),
                }
            )
        shares = split_usage(usage, [0] * len(texts))
        return [sample_from_text(t, u, i) for t, u, i in zip(texts, shares, infos, strict=True)]

    # -- generation ----------------------------------------------------------------------------

    async def _request(
        self, client: Any, sem: asyncio.Semaphore, messages: list, n: int
    ) -> tuple[bool, list[Sample]]:
        """One request for ``n`` choices: (whether the server answered, the samples)."""
        outcome = await post_json(
            client, f"{self.base_url}/chat/completions", self.headers(),
            self.request_body(messages, n), self.policy, sem, self.max_reply_bytes,
        )
        answered = outcome.body is not None and bool(outcome.body.get("choices"))
        return answered, self._samples(outcome, n)

    async def _singles(self, client: Any, sem: asyncio.Semaphore, messages: list, n: int) -> list[Sample]:
        batches = await asyncio.gather(*(self._request(client, sem, messages, 1) for _ in range(n)))
        return [sample for _, samples in batches for sample in samples]

    async def _sample_query(self, client: Any, sem: asyncio.Semaphore, query: Query, n: int) -> list[Sample]:
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

    async def agenerate(self, queries: list[Query], n: int = 1) -> list[list[Sample]]:
        import httpx

        sem = asyncio.Semaphore(self.concurrency)
        limits = httpx.Limits(max_connections=self.concurrency, max_keepalive_connections=self.concurrency)
        async with httpx.AsyncClient(limits=limits, timeout=self.policy.timeout_s) as client:
            results = await asyncio.gather(*(self._sample_query(client, sem, q, n) for q in queries))
        for query, samples in zip(queries, results, strict=True):
            for sample in samples:
                sample.info.setdefault("prompt", self.prompts.variant)
                sample.info.setdefault("round", query.round)
        return list(results)

    def generate(self, queries: list[Query], n: int = 1) -> list[list[Sample]]:
        return asyncio.run(self.agenerate(queries, n))

    def describe(self) -> dict[str, Any]:
        return {
            "spec": self.spec,
            "backend": "openai",
            "model": self.model,
            "base_url": self.base_url,
            "api_key_env": self.api_key_env,
            "temperature": self.temperature,
            "top_p": self.top_p,
            "max_tokens": self.max_tokens,
            "seed": self.seed,
            "concurrency": self.concurrency,
            **self.policy.describe(),
            **self.prompts.describe(),
        }


def _env(name: str) -> str | None:
    import os

    return os.environ.get(name) or None
