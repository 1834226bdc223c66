"""``anthropic:MODEL``: Claude through the Messages API, over httpx.

The Messages API has no ``n``: each sample is its own request (all under one concurrency limit).
Retries, the reply cap and the accounting are the same as for ``openai:`` (see
:mod:`superasm.models.llm_common`); ``529 overloaded`` is retried like a 503.  A ``system`` turn,
if a prompt has one, goes into the top-level ``system`` field, as the API requires.
"""

from __future__ import annotations

import asyncio
from typing import Any

from superasm.extract import sample_from_text
from superasm.models.llm_common import HttpChatOptimizer, HttpOutcome
from superasm.values import Query, Sample

ANTHROPIC_URL = "https://api.anthropic.com"
ANTHROPIC_VERSION = "2023-06-01"


def messages_request(model: str, messages: list[dict[str, Any]], max_tokens: int,
                     temperature: float | None = None,
                     top_p: float | None = None) -> dict[str, Any]:
    """The body of one Messages API request: system turns lifted out, roles kept alternating."""
    system = "\n\n".join(m["content"] for m in messages if m["role"] == "system")
    turns = [{"role": m["role"], "content": m["content"]} for m in messages if m["role"] != "system"]
    body: dict[str, Any] = {"model": model, "max_tokens": max_tokens, "messages": turns}
    optional = {"system": system or None, "temperature": temperature, "top_p": top_p}
    body.update({key: value for key, value in optional.items() if value is not None})
    return body


class AnthropicOptimizer(HttpChatOptimizer):
    """Claude models; one request per sample."""

    backend, default_url, key_variable = "anthropic", ANTHROPIC_URL, "ANTHROPIC_API_KEY"
    example_model = "claude-3-7-sonnet-latest"
    default_concurrency = 4

    def __init__(self, model: str, **options: Any) -> None:
        base_url = (options.get("base_url") or ANTHROPIC_URL).rstrip("/").removesuffix("/v1")
        super().__init__(model, base_url, options)
        if self.temperature is not None:  # Anthropic's temperature range is 0..1
            self.temperature = min(1.0, max(0.0, self.temperature))

    def headers(self) -> dict[str, str]:
        headers = {"content-type": "application/json", "anthropic-version": ANTHROPIC_VERSION}
        if self.api_key:
            headers["x-api-key"] = self.api_key
        return headers

    def _sample(self, outcome: HttpOutcome) -> Sample:
        usage = outcome.usage(self.model, "input_tokens", "output_tokens")
        body = outcome.body
        if body is None:
            return Sample(asm=None, usage=usage, error=outcome.error or "no reply")
        blocks = body.get("content")
        if not isinstance(blocks, list):
            return Sample(asm=None, usage=usage, error=f"reply has no content: {str(body)[:200]}")
        # Only text blocks are the answer; thinking blocks are reasoning, not output.
        text = "".join(b.get("text", "") for b in blocks if isinstance(b, dict) and b.get("type") == "text")
        stop = body.get("stop_reason")
        return sample_from_text(text or None, usage,
                                outcome.info("length" if stop == "max_tokens" else stop))

    async def _one(self, client: Any, sem: asyncio.Semaphore, messages: list[dict[str, Any]]) -> Sample:
        body = messages_request(self.model, messages, self.max_tokens, self.temperature, self.top_p)
        return self._sample(await self._post(client, sem, "/v1/messages", body))

    async def _sample_query(self, client: Any, sem: asyncio.Semaphore, query: Query,
                            n: int) -> list[Sample]:
        messages = self.prompts.messages(query)
        return list(await asyncio.gather(*(self._one(client, sem, messages) for _ in range(n))))

    def describe(self) -> dict[str, Any]:
        return {**super().describe(), "anthropic_version": ANTHROPIC_VERSION}
