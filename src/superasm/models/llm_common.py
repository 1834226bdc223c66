"""What every language-model backend shares: prompt settings, reply → Sample, prices, HTTP retries.

Kept out of the individual backends so that the OpenAI-compatible and Anthropic clients retry,
cap and account in exactly the same way, and so that hf/vllm turn text into samples the same way
the HTTP backends do.  Nothing heavy is imported here; ``httpx`` is imported inside functions.
"""

from __future__ import annotations

import asyncio
import dataclasses
import email.utils
import json
import os
import random
import time
from abc import abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from superasm.errors import require
from superasm.extract import sample_from_text  # noqa: F401 - re-exported for older imports
from superasm.models.base import ModelError, Optimizer, check_options
from superasm.problem import Problem
from superasm.prompts import PROMPT_VARIANTS, build_messages, finish_samples, pick_shots
from superasm.values import Query, Sample, Usage

#: USD per million (prompt, completion) tokens, by model-name prefix; the longest prefix wins.
#: Published list prices as of mid 2025; used only when the API does not report a cost itself.
PRICES_PER_MTOK: dict[str, tuple[float, float]] = {
    "gpt-4o-mini": (0.15, 0.60),
    "gpt-4o": (2.50, 10.00),
    "gpt-4.1-nano": (0.10, 0.40),
    "gpt-4.1-mini": (0.40, 1.60),
    "gpt-4.1": (2.00, 8.00),
    "o3-mini": (1.10, 4.40),
    "o4-mini": (1.10, 4.40),
    "o3": (2.00, 8.00),
    "o1": (15.00, 60.00),
    "claude-3-5-haiku": (0.80, 4.00),
    "claude-3-5-sonnet": (3.00, 15.00),
    "claude-3-7-sonnet": (3.00, 15.00),
    "claude-sonnet-4": (3.00, 15.00),
    "claude-opus-4": (15.00, 75.00),
    "deepseek-chat": (0.27, 1.10),
    "deepseek-reasoner": (0.55, 2.19),
}

#: options an HTTP backend takes beyond the shared ones (an unknown one is a typo, named)
HTTP_OPTIONS = frozenset({"backoff_s", "max_backoff_s", "max_reply_bytes", "extra_body",
                          "honours_n"})

#: a reply body larger than this is refused: a runaway server must not exhaust memory
DEFAULT_MAX_REPLY_BYTES = 4 * 1024 * 1024


def price_for(model: str) -> tuple[float, float] | None:
    """List price of a model, matched on the name after any ``org/`` prefix."""
    name = model.rsplit("/", 1)[-1].lower()
    matches = [prefix for prefix in PRICES_PER_MTOK if name.startswith(prefix)]
    return PRICES_PER_MTOK[max(matches, key=len)] if matches else None


def estimate_cost(model: str, prompt_tokens: int, completion_tokens: int) -> float | None:
    price = price_for(model)
    if price is None:
        return None
    return (prompt_tokens * price[0] + completion_tokens * price[1]) / 1_000_000


@dataclass
class PromptSettings:
    """Which prompt a backend builds: the variant, and k few-shot examples from a train pool."""

    variant: str = "paper"
    shots: int = 0
    pool: Sequence[Problem] | None = None

    def __post_init__(self) -> None:
        if self.variant not in PROMPT_VARIANTS:
            known = ", ".join(sorted(PROMPT_VARIANTS))
            raise ModelError(f"unknown prompt variant {self.variant!r}: choose one of {known}")
        if self.shots < 0:
            raise ModelError(f"shots must be >= 0, got {self.shots}")
        if self.shots and not self.pool:
            raise ModelError(f"{self.shots}-shot prompts need a few-shot pool (the train split)")

    @classmethod
    def from_options(cls, options: dict[str, Any]) -> PromptSettings:
        return cls(options.get("prompt") or "paper", int(options.get("shots") or 0),
                   options.get("few_shot_pool"))

    def messages(self, query: Query) -> list[dict[str, Any]]:
        shots = pick_shots(self.pool, self.shots, query.problem.id)
        return build_messages(query, self.variant, shots)

    def tag(self, query: Query, samples: list[Sample]) -> list[Sample]:
        """Record in each sample the prompt and the round that produced it."""
        for sample in samples:
            sample.info.update({"prompt": self.variant, "round": query.round})
        return finish_samples(query, samples, self.variant)

    def describe(self) -> dict[str, Any]:
        return {"prompt": self.variant, "shots": self.shots}


def failed_samples(n: int, error: str, usage: Usage) -> list[Sample]:
    """``n`` samples for a request that never produced a reply; the usage goes on the first."""
    return [Sample(asm=None, error=error, usage=usage if i == 0 else Usage()) for i in range(n)]


def split_usage(total: Usage, count: int) -> list[Usage]:
    """Share one request's usage among its ``count`` choices so that the per-sample sums stay
    exact: what was paid once (prompt tokens, requests, retries, latency, cost) goes to the
    first choice; the completion tokens are split evenly (servers report only their total)."""
    base, extra = divmod(total.completion_tokens, count)
    parts = [Usage(completion_tokens=base + (1 if i < extra else 0)) for i in range(count)]
    parts[0] = dataclasses.replace(total, completion_tokens=parts[0].completion_tokens)
    return parts


def parse_retry_after(value: str | None, now: float | None = None) -> float | None:
    """Seconds to wait from a Retry-After header: delta-seconds or an HTTP date."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - (time.time() if now is None else now))


@dataclass
class RetryPolicy:
    """Retries with exponential backoff, honouring Retry-After, for 429, 5xx and timeouts."""

    max_retries: int = 4
    backoff_s: float = 1.0
    max_backoff_s: float = 60.0
    timeout_s: float = 300.0
    #: a server's Retry-After is honoured up to this long (it knows its rate limit better)
    max_retry_after_s: float = 300.0
    #: statuses worth retrying: rate limits, overload, server errors (529 = Anthropic overloaded)
    retry_statuses: frozenset[int] = frozenset({408, 409, 425, 429, 500, 502, 503, 504, 529})

    @classmethod
    def from_options(cls, options: dict[str, Any]) -> RetryPolicy:
        return cls(max_retries=int_option(options, "max_retries", 4),
                   backoff_s=float_option(options, "backoff_s", 1.0) or 0.0,
                   max_backoff_s=float_option(options, "max_backoff_s", 60.0) or 0.0,
                   timeout_s=float_option(options, "timeout_s", 300.0) or 300.0)

    def delay(self, attempt: int, retry_after: float | None) -> float:
        if retry_after is not None:
            return min(retry_after, self.max_retry_after_s)
        # full jitter: spreads retries of many concurrent requests apart
        ceiling = min(self.max_backoff_s, self.backoff_s * (2**attempt))
        return random.uniform(ceiling / 2, ceiling)

    def describe(self) -> dict[str, Any]:
        return {"max_retries": self.max_retries, "timeout_s": self.timeout_s}


@dataclass
class HttpOutcome:
    """One logical request after retries: the parsed JSON body, or the error that ended it."""

    body: dict[str, Any] | None
    error: str | None
    status: int | None = None
    attempts: int = 0
    latency_s: float = 0.0
    history: list[str] = field(default_factory=list)

    def usage(self, model: str, prompt_key: str, completion_key: str) -> Usage:
        """What the request cost: the tokens the reply reports under the provider's names, and
        the cost it reports (OpenRouter and others do) or else the list price."""
        reported = (self.body or {}).get("usage")
        reported = reported if isinstance(reported, dict) else {}
        usage = Usage(int(reported.get(prompt_key) or 0), int(reported.get(completion_key) or 0),
                      self.attempts, max(0, self.attempts - 1), self.latency_s)
        cost = reported.get("cost")
        usage.cost_usd = (float(cost) if isinstance(cost, int | float)
                          else estimate_cost(model, usage.prompt_tokens, usage.completion_tokens))
        return usage

    def info(self, finish_reason: Any) -> dict[str, Any]:
        return {"finish_reason": finish_reason, "latency_s": round(self.latency_s, 4),
                "served_model": (self.body or {}).get("model")}


class _AttemptFailed(Exception):
    def __init__(self, message: str, status: int | None = None, retry_after: float | None = None,
                 retryable: bool = True) -> None:
        super().__init__(message)
        self.status, self.retry_after, self.retryable = status, retry_after, retryable


def _error_message(payload: bytes) -> str:
    """The human part of an error body: OpenAI/Anthropic put it in error.message."""
    text = payload[:2000].decode("utf-8", "replace")
    try:
        data = json.loads(payload)
    except ValueError:
        return text.strip()
    if isinstance(data, dict):
        err = data.get("error")
        if isinstance(err, dict) and isinstance(err.get("message"), str):
            return str(err["message"])
        if isinstance(err, str):
            return err
        if isinstance(data.get("message"), str):
            return str(data["message"])
    return text.strip()


async def _read_capped(response: Any, cap: int) -> bytes:
    chunks: list[bytes] = []
    size = 0
    async for chunk in response.aiter_bytes():
        size += len(chunk)
        if size > cap:
            raise _AttemptFailed(f"reply body exceeds the {cap // 1024} KiB cap", retryable=False)
        chunks.append(chunk)
    return b"".join(chunks)


async def _attempt(client: Any, url: str, headers: dict[str, str], body: dict[str, Any],
                   policy: RetryPolicy, max_reply_bytes: int) -> dict[str, Any]:
    import httpx

    try:
        async with client.stream("POST", url, headers=headers, json=body,
                                 timeout=policy.timeout_s) as response:
            payload = await _read_capped(response, max_reply_bytes)
            status = response.status_code
            retry_after = parse_retry_after(response.headers.get("retry-after"))
    except httpx.TimeoutException as exc:
        timeout = f"timeout after {policy.timeout_s:g} s ({type(exc).__name__})"
        raise _AttemptFailed(timeout) from exc
    except httpx.TransportError as exc:
        raise _AttemptFailed(f"connection failed: {exc!r}") from exc
    if status in policy.retry_statuses:
        raise _AttemptFailed(f"HTTP {status}: {_error_message(payload)[:300]}", status, retry_after)
    if status >= 400:
        raise _AttemptFailed(f"HTTP {status}: {_error_message(payload)[:500]}", status,
                             retryable=False)
    try:
        data = json.loads(payload)
    except ValueError as exc:
        # a truncated body is usually a proxy hiccup: worth another try
        raise _AttemptFailed(f"malformed JSON in reply ({exc}); first bytes: {payload[:80]!r}",
                             status) from exc
    if not isinstance(data, dict):
        raise _AttemptFailed(f"reply is JSON but not an object: {payload[:80]!r}", status)
    return data


async def post_json(client: Any, url: str, headers: dict[str, str], body: dict[str, Any],
                    policy: RetryPolicy, semaphore: asyncio.Semaphore,
                    max_reply_bytes: int = DEFAULT_MAX_REPLY_BYTES) -> HttpOutcome:
    """POST with retries; never raises for HTTP or network trouble, returns an HttpOutcome.
    The semaphore is held only while a request is in flight, never while backing off, so one
    rate-limited request does not stall the others."""
    outcome = HttpOutcome(body=None, error=None)
    for attempt in range(policy.max_retries + 1):
        outcome.attempts = attempt + 1
        started = time.monotonic()
        try:
            async with semaphore:
                data = await _attempt(client, url, headers, body, policy, max_reply_bytes)
        except _AttemptFailed as exc:
            outcome.latency_s += time.monotonic() - started
            outcome.status, outcome.error = exc.status, str(exc)
            outcome.history.append(str(exc))
            if not exc.retryable:
                return outcome
            if attempt < policy.max_retries:
                await asyncio.sleep(policy.delay(attempt, exc.retry_after))
            continue
        outcome.latency_s += time.monotonic() - started
        outcome.body, outcome.error, outcome.status = data, None, 200
        return outcome
    outcome.error = f"gave up after {outcome.attempts} attempts: {outcome.error}"
    return outcome


def api_key_from_env(names: Sequence[str]) -> tuple[str | None, str | None]:
    """The first set environment variable among ``names``: (value, name)."""
    for name in names:
        if name and os.environ.get(name):
            return os.environ[name], name
    return None, None


def float_option(options: dict[str, Any], key: str, default: float | None) -> float | None:
    value = options.get(key)
    return default if value is None else float(value)


def int_option(options: dict[str, Any], key: str, default: int) -> int:
    value = options.get(key)
    return default if value is None else int(value)


class HttpChatOptimizer(Optimizer):
    """What the HTTP backends share: model, URL and key, sampling settings, a concurrency limit,
    retries, the reply cap and the prompt.  Subclasses shape requests and read replies."""

    #: set by each backend: its spec prefix, the official URL (which needs a key), the key's
    #: variable, an example model, and what the missing-key error suggests besides the variable
    backend = default_url = key_variable = example_model = no_key_hint = ""
    default_concurrency = 8

    def __init__(self, model: str, base_url: str, options: dict[str, Any]) -> None:
        require("httpx", f"the {self.backend}: model backend")  # fail here, naming the extra
        if not model:
            raise ModelError(f"{self.backend}: needs a model name, e.g. "
                             f"{self.backend}:{self.example_model}")
        self.model, self.spec, self.base_url = model, f"{self.backend}:{model}", base_url
        self.api_key, self.api_key_env = api_key_from_env(
            [options.get("api_key_env") or "", self.key_variable])
        if self.api_key is None and base_url == self.default_url:
            raise ModelError(f"{self.backend}: no API key: set {self.key_variable} (or name "
                             f"another variable with --api-key-env){self.no_key_hint}")
        self.temperature = float_option(options, "temperature", 0.7)
        self.top_p = float_option(options, "top_p", None)
        self.max_tokens = int_option(options, "max_tokens", 4096)
        self.concurrency = max(1, int_option(options, "concurrency", self.default_concurrency))
        self.max_reply_bytes = int_option(options, "max_reply_bytes", DEFAULT_MAX_REPLY_BYTES)
        self.policy = RetryPolicy.from_options(options)
        self.prompts = PromptSettings.from_options(options)
        check_options(self.spec, options, HTTP_OPTIONS)

    @abstractmethod
    def headers(self) -> dict[str, str]:
        """The request headers (the key, the API version)."""

    async def _post(self, client: Any, sem: asyncio.Semaphore, path: str,
                    body: dict[str, Any]) -> HttpOutcome:
        return await post_json(client, self.base_url + path, self.headers(), body, self.policy,
                               sem, self.max_reply_bytes)

    @abstractmethod
    async def _sample_query(self, client: Any, sem: asyncio.Semaphore, query: Query,
                            n: int) -> list[Sample]:
        """The samples of one query: the request shaped for this API, the reply read."""

    async def agenerate(self, queries: list[Query], n: int = 1) -> list[list[Sample]]:
        import httpx

        sem = asyncio.Semaphore(self.concurrency)
        limits = httpx.Limits(max_connections=self.concurrency,
                              max_keepalive_connections=self.concurrency)
        async with httpx.AsyncClient(limits=limits, timeout=self.policy.timeout_s) as client:
            results = await asyncio.gather(*(self._sample_query(client, sem, q, n)
                                             for q in queries))
        return [self.prompts.tag(query, samples)
                for query, samples in zip(queries, results, strict=True)]

    def describe(self) -> dict[str, Any]:
        return {"spec": self.spec, "backend": self.backend, "model": self.model,
                "base_url": self.base_url, "api_key_env": self.api_key_env,
                "temperature": self.temperature, "top_p": self.top_p,
                "max_tokens": self.max_tokens, "concurrency": self.concurrency,
                **self.policy.describe(), **self.prompts.describe()}
