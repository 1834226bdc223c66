"""What every language-model backend shares: prompt settings, reply → Sample, prices, HTTP retries.

Kept out of the individual backends so that the OpenAI-compatible and Anthropic clients retry,
cap and account in exactly the same way, and so that hf/vllm turn text into samples the same way
the HTTP backends do.  Nothing heavy is imported here; ``httpx`` is imported by the callers that
need it, inside functions.
"""

from __future__ import annotations

import asyncio
import email.utils
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from superasm.extract import extract_asm_detail
from superasm.models.base import ModelError, Query, Sample, Usage
from superasm.problem import Problem
from superasm.prompts import PROMPT_VARIANTS, build_messages, pick_shots

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

#: a reply body larger than this is refused: a runaway server must not exhaust memory
DEFAULT_MAX_REPLY_BYTES = 4 * 1024 * 1024


def price_for(model: str) -> tuple[float, float] | None:
    """List price of a model, matched on the name after any ``org/`` prefix."""
    name = model.rsplit("/", 1)[-1].lower()
    matches = [prefix for prefix in PRICES_PER_MTOK if name.startswith(prefix)]
    if not matches:
        return None
    return PRICES_PER_MTOK[max(matches, key=len)]


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
        return cls(
            variant=options.get("prompt") or "paper",
            shots=int(options.get("shots") or 0),
            pool=options.get("few_shot_pool"),
        )

    def messages(self, query: Query) -> list[dict[str, Any]]:
        shots = pick_shots(self.pool, self.shots, query.problem.id)
        return build_messages(query, self.variant, shots)

    def describe(self) -> dict[str, Any]:
        return {"prompt": self.variant, "shots": self.shots}


def sample_from_text(
    text: str | None,
    usage: Usage | None = None,
    info: dict[str, Any] | None = None,
) -> Sample:
    """A Sample from one reply: the extracted assembly, or an error that says why there is none."""
    found = extract_asm_detail(text)
    details = dict(info or {})
    details["extraction"] = found.how
    error = None if found.asm is not None else f"no assembly in reply: {found.problem}"
    if error and details.get("finish_reason") == "length":
        error += " (the reply was cut off at max_tokens)"
    return Sample(asm=found.asm, response=text, usage=usage or Usage(), error=error, info=details)


def failed_samples(n: int, error: str, usage: Usage) -> list[Sample]:
    """``n`` samples for a request that never produced a reply; the usage goes on the first."""
    return [Sample(asm=None, error=error, usage=usage if i == 0 else Usage()) for i in range(n)]


def split_usage(total: Usage, completion_tokens: list[int]) -> list[Usage]:
    """Share one request's usage among its choices so that the per-sample sums stay exact.

    Prompt tokens, request and retry counts, latency and any API-reported cost go to the first
    choice (they were paid once); completion tokens go to the choice that produced them, or are
    split evenly when the server reports only a total.
    """
    count = len(completion_tokens)
    if count == 0:
        return []
    known = sum(completion_tokens)
    if known != total.completion_tokens:
        base, extra = divmod(total.completion_tokens, count)
        completion_tokens = [base + (1 if i < extra else 0) for i in range(count)]
    parts = [Usage(completion_tokens=tokens) for tokens in completion_tokens]
    first = parts[0]
    first.prompt_tokens = total.prompt_tokens
    first.requests = total.requests
    first.retries = total.retries
    first.latency_s = total.latency_s
    first.cost_usd = total.cost_usd
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

    @property
    def retries(self) -> int:
        return max(0, self.attempts - 1)


class ReplyTooLarge(Exception):
    pass


class _Retryable(Exception):
    def __init__(self, message: str, status: int | None = None, retry_after: float | None = None):
        super().__init__(message)
        self.status = status
        self.retry_after = retry_after


class _Fatal(Exception):
    def __init__(self, message: str, status: int | None = None):
        super().__init__(message)
        self.status = status


def _error_message(payload: bytes) -> str:
    """The human part of an error body: OpenAI/Anthropic put it in error.message."""
    import json

    text = payload[:2000].decode("utf-8", "replace")
    try:
        data = json.loads(payload)
    except ValueError:
        return text.strip()
    if isinstance(data, dict):
        err = data.get("error")
        if isinstance(err, dict) and isinstance(err.get("message"), str):
            return err["message"]
        if isinstance(err, str):
            return err
        if isinstance(data.get("message"), str):
            return data["message"]
    return text.strip()


async def _read_capped(response: Any, cap: int) -> bytes:
    chunks: list[bytes] = []
    size = 0
    async for chunk in response.aiter_bytes():
        size += len(chunk)
        if size > cap:
            raise ReplyTooLarge(f"reply body exceeds the {cap // 1024} KiB cap")
        chunks.append(chunk)
    return b"".join(chunks)


async def _attempt(
    client: Any, url: str, headers: dict[str, str], body: dict[str, Any],
    policy: RetryPolicy, max_reply_bytes: int,
) -> dict[str, Any]:
    import json

    import httpx

    try:
        async with client.stream(
            "POST", url, headers=headers, json=body, timeout=policy.timeout_s
        ) as response:
            payload = await _read_capped(response, max_reply_bytes)
            status = response.status_code
            retry_after = parse_retry_after(response.headers.get("retry-after"))
    except httpx.TimeoutException as exc:
        raise _Retryable(f"timeout after {policy.timeout_s:g} s ({type(exc).__name__})") from exc
    except httpx.TransportError as exc:
        raise _Retryable(f"connection failed: {exc!r}") from exc
    except ReplyTooLarge as exc:
        raise _Fatal(str(exc)) from exc
    if status in policy.retry_statuses:
        raise _Retryable(f"HTTP {status}: {_error_message(payload)[:300]}", status, retry_after)
    if status >= 400:
        raise _Fatal(f"HTTP {status}: {_error_message(payload)[:500]}", status)
    try:
        data = json.loads(payload)
    except ValueError as exc:
        # a truncated body is usually a proxy hiccup: worth another try
        raise _Retryable(f"malformed JSON in reply ({exc}); first bytes: {payload[:80]!r}", status) from exc
    if not isinstance(data, dict):
        raise _Retryable(f"reply is JSON but not an object: {payload[:80]!r}", status)
    return data


async def post_json(
    client: Any,
    url: str,
    headers: dict[str, str],
    body: dict[str, Any],
    policy: RetryPolicy,
    semaphore: asyncio.Semaphore,
    max_reply_bytes: int = DEFAULT_MAX_REPLY_BYTES,
) -> HttpOutcome:
    """POST with retries; never raises for HTTP or network trouble, returns an HttpOutcome.

    The semaphore is held only while a request is in flight, never while backing off, so one
    rate-limited request does not stall the others.
    """
    outcome = HttpOutcome(body=None, error=None)
    for attempt in range(policy.max_retries + 1):
        outcome.attempts = attempt + 1
        started = time.monotonic()
        try:
            async with semaphore:
                data = await _attempt(client, url, headers, body, policy, max_reply_bytes)
        except _Retryable as exc:
            outcome.latency_s += time.monotonic() - started
            outcome.status, outcome.error = exc.status, str(exc)
            outcome.history.append(str(exc))
            if attempt < policy.max_retries:
                await asyncio.sleep(policy.delay(attempt, exc.retry_after))
            continue
        except _Fatal as exc:
            outcome.latency_s += time.monotonic() - started
            outcome.status, outcome.error = exc.status, str(exc)
            outcome.history.append(str(exc))
            return outcome
        outcome.latency_s += time.monotonic() - started
        outcome.body, outcome.error, outcome.status = data, None, 200
        return outcome
    outcome.error = f"gave up after {outcome.attempts} attempts: {outcome.error}"
    return outcome


def api_key_from_env(names: Sequence[str]) -> tuple[str | None, str | None]:
    """The first set environment variable among ``names``: (value, name)."""
    import os

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
