"""``anthropic:MODEL``: Claude through the Messages API, over httpx.

The Messages API has no ``n``: each sample is its own request (all under one concurrency limit).
Retries, the reply cap and the accounting are the same as for ``openai:`` (see
:mod:`superasm.models.llm_common`); ``529 overloaded`` is retried like a 503.  A ``system`` turn,
if a prompt has one, goes into the top-level ``system`` field, as the API requires.
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
)

ANTHROPIC_URL = "https://api.anthropic.com"
ANTHROPIC_VERSION = "2023-06-01"


def messages_request(
    model: str, messages: list[dict[str, Any]], max_tokens: int,
    temperature: float | None = None, top_p: float | None = None,
) -> dict[str, Any]:
    """The body of one Messages API request: system turns lifted out, roles kept alternating."""
    system = "\n\n".join(m["content"] for m in messages if m["role"] == "system")
    turns = [{"role": m["role"], "content": m["content"]} for m in messages if m["role"] != "system"]
    body: dict[str, Any] = {"model": model, "max_tokens": max_tokens, "messages": turns}
    if system:
        body["system"] = system
    if temperature is not None:
        body["temperature"] = temperature
    if top_p is not None:
        body["top_p"] = top_p
    return body


class AnthropicOptimizer(Optimizer):
    """Claude models; one request per sample."""

    def __init__(self, model: str, **options: Any) -> None:
        import httpx  # noqa: F401 - fail here, with the extra's name, if it is missing

        if not model:
            raise ModelError("anthropic: needs a model name, e.g. anthropic:claude-3-7-sonnet-latest")
        self.model = model
        self.spec = f"anthropic:{model}"
        self.base_url = (options.get("base_url") or ANTHROPIC_URL).rstrip("/")
        if self.base_url.endswith("/v1"):
            self.base_url = self.base_url[: -len("/v1")]
        self.api_key, self.api_key_env = api_key_from_env(
            [options.get("api_key_env") or "", "ANTHROPIC_API_KEY"]
        )
        if self.api_key is None and self.base_url == ANTHROPIC_URL:
            raise ModelError(
                "anthropic: no API key: set ANTHROPIC_API_KEY (or name another variable with "
                "--api-key-env)"
            )
        # Anthropic's temperature range is 0..1
        temperature = float_option(options, "temperature", 0.7)
        self.temperature = None if temperature is None else min(1.0, max(0.0, temperature))
        self.top_p = float_option(options, "top_p", None)
        self.max_tokens = int_option(options, "max_tokens", 4096)
        self.concurrency = max(1, int_option(options, "concurrency", 4))
        self.max_reply_bytes = int_option(options, "max_reply_bytes", DEFAULT_MAX_REPLY_BYTES)
        self.policy = RetryPolicy(
            max_retries=int_option(options, "max_retries", 4),
            backoff_s=float_option(options, "backoff_s", 1.0) or 0.0,
            max_backoff_s=float_option(options, "max_backoff_s", 60.0) or 0.0,
            timeout_s=float_option(options, "timeout_s", 300.0) or 300.0,
        )
        self.prompts = PromptSettings.from_options(options)

    def headers(self) -> dict[str, str]:
        headers = {"content-type": "application/json", "anthropic-version": ANTHROPIC_VERSION}
        if self.api_key:
            headers["x-api-key"] = self.api_key
        return headers

    def _sample(self, outcome: HttpOutcome) -> Sample:
        usage = Usage(requests=outcome.attempts, retries=outcome.retries, latency_s=outcome.latency_s)
        body = outcome.body
        if body is None:
            return failed_samples(1, outcome.error or "no reply", usage)[0]
        reported = body.get("usage") or {}
        if isinstance(reported, dict):
            usage.prompt_tokens = int(reported.get("input_tokens") or 0)
            usage.completion_tokens = int(reported.get("output_tokens") or 0)
        usage.cost_usd = estimate_cost(self.model, usage.prompt_tokens, usage.completion_tokens)
        blocks = body.get("content")
        if not isinstance(blocks, list):
            return Sample(asm=None, usage=usage, error=f"reply has no content: {str(body)[:200]}")
        # Only text blocks are the answer; thinking blocks are reasoning, not output.
        text = "".join(b.get("text", "") for b in blocks if isinstance(b, dict) and b.get("type") == "text")
        stop = body.get("stop_reason")
        info = {
            "finish_reason": "length" if stop == "max_tokens" else stop,
            "latency_s": round(outcome.latency_s, 4),
            "served_model": body.get("model"),
        }
        return sample_from_text(text or None, usage, info)

    async def _one(self, client: Any, sem: asyncio.Semaphore, messages: list[dict[str, Any]]) -> Sample:
        body = messages_request(self.model, messages, self.max_tokens, self.temperature, self.top_p)
        outcome = await post_json(
            client, f"{self.base_url}/v1/messages", self.headers(), body, self.policy, sem,
            self.max_reply_bytes,
        )
        return self._sample(outcome)

    async def _sample_query(self, client: Any, sem: asyncio.Semaphore, query: Query, n: int) -> list[Sample]:
        messages = self.prompts.messages(query)
        samples = list(await asyncio.gather(*(self._one(client, sem, messages) for _ in range(n))))
        for sample in samples:
            sample.info.setdefault("prompt", self.prompts.variant)
            sample.info.setdefault("round", query.round)
        return samples

    async def agenerate(self, queries: list[Query], n: int = 1) -> list[list[Sample]]:
        import httpx

        sem = asyncio.Semaphore(self.concurrency)
        async with httpx.AsyncClient(timeout=self.policy.timeout_s) as client:
            return list(await asyncio.gather(*(self._sample_query(client, sem, q, n) for q in queries)))

    def generate(self, queries: list[Query], n: int = 1) -> list[list[Sample]]:
        return asyncio.run(self.agenerate(queries, n))

    def describe(self) -> dict[str, Any]:
        return {
            "spec": self.spec,
            "backend": "anthropic",
            "model": self.model,
            "base_url": self.base_url,
            "api_key_env": self.api_key_env,
            "anthropic_version": ANTHROPIC_VERSION,
            "temperature": self.temperature,
            "max_tokens": self.max_tokens,
            "concurrency": self.concurrency,
            **self.policy.describe(),
            **self.prompts.describe(),
        }
