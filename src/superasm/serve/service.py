"""The reward service's work, whatever carries the requests: the token, admission (at most
``max_queue`` samples at once), the reply alone, and the two protocols (OpenRLHF's remote reward
model and the native endpoint).  The endpoints, the security model and the load rules are in
:mod:`superasm.serve`'s docstring; :mod:`superasm.serve.server` carries them over HTTP.
"""

from __future__ import annotations

import hmac
import re
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from http import HTTPStatus
from typing import Any
from urllib.parse import unquote_plus

from superasm.errors import UserError
from superasm.extract import locate_reply
from superasm.pool import EvalPool
from superasm.problem import Problem
from superasm.prompts import PromptError, render_prompt
from superasm.rewards import RewardConfig, RewardResult, score_replies, summarize_rewards

#: the largest request body read (a batch of long replies fits many times over)
MAX_BODY = 64 * 1024 * 1024

#: a URL's query string (up to a space or a quote) and a bearer credential: what :func:`redact`
#: looks in
_QUERY = re.compile(r"\?[^\s\"']*")
_BEARER = re.compile(r"(?i)(bearer\s+)[^\s\"',]+")


def _redact_query(match: re.Match[str]) -> str:
    """One query string with the value of every parameter that decodes to ``token`` hidden
    (``?token=``, ``&token=``, ``?%74oken=``: every spelling the service's parser accepts)."""
    params = match.group(0)[1:].split("&")
    kept = [f"{name}=<redacted>" if unquote_plus(name).strip().lower() == "token" else param
            for param in params for name in [param.split("=", 1)[0]]]
    return "?" + "&".join(kept)


def redact(text: str) -> str:
    """``text`` with every token it may carry replaced by ``<redacted>``: a request line, a URL
    or a header goes through here before it reaches a log or an error, because a log is read
    by more people than the token is meant for."""
    return _BEARER.sub(r"\1<redacted>", _QUERY.sub(_redact_query, text))


class RequestError(ValueError):
    """A request the service cannot serve; ``status`` is the HTTP answer, the message its body."""

    def __init__(self, message: str, status: HTTPStatus = HTTPStatus.BAD_REQUEST) -> None:
        super().__init__(message)
        self.status = status


class ServiceError(UserError):
    """A service that cannot start as configured (no token, no problems); the message says why."""


def _strings(body: dict[str, Any], key: str, *, optional: bool = False,
             nullable: bool = False) -> list[Any] | None:
    value = body.get(key)
    if value is None and optional:
        return None
    if not isinstance(value, list):
        raise RequestError(f"'{key}' must be a list of strings")
    for i, item in enumerate(value):
        if not (isinstance(item, str) or (nullable and item is None)):
            raise RequestError(f"'{key}'[{i}] must be a string, not {type(item).__name__}")
    return value


@dataclass
class Stats:
    """What /health reports: counts since the start and the samples of the last minute."""

    started: float = field(default_factory=time.monotonic)
    requests: int = 0
    rewards: int = 0
    busy: int = 0
    bad: int = 0
    unauthorized: int = 0
    seconds_scoring: float = 0.0
    recent: deque[tuple[float, int]] = field(default_factory=deque)

    def served(self, samples: int, seconds: float) -> None:
        now = time.monotonic()
        self.requests += 1
        self.rewards += samples
        self.seconds_scoring += seconds
        self.recent.append((now, samples))
        while self.recent and self.recent[0][0] < now - 60:
            self.recent.popleft()

    def per_minute(self) -> tuple[float, float]:
        """(rewards per minute over the last minute, since the start)."""
        now = time.monotonic()
        window = min(60.0, max(now - self.started, 1e-9))
        last = sum(n for t, n in self.recent if t >= now - 60)
        return 60.0 * last / window, 60.0 * self.rewards / max(now - self.started, 1e-9)


class RewardService:
    """Scores replies on a pool for HTTP clients (see the module docstring).

    ``problems`` are the problems clients may name; ``token`` is required on every scoring
    request; ``max_queue`` bounds the samples admitted at once.
    """

    def __init__(self, pool: EvalPool, problems: Sequence[Problem], config: RewardConfig, *,
                 token: str, max_queue: int = 256, max_body: int = MAX_BODY) -> None:
        if not token:
            raise ServiceError("the reward service needs a token (clients send it as "
                               "'Authorization: Bearer TOKEN')")
        if not problems:
            raise ServiceError("the reward service needs at least one problem")
        if max_queue < 1:
            raise ServiceError(f"max_queue {max_queue}: must be at least 1")
        self.pool = pool
        self.problems = {p.id: p for p in problems}
        self.config = config
        self.max_queue = max_queue
        self.max_body = max_body
        self._token = token.encode()
        self._lock = threading.Lock()
        self._admitted = 0
        self.stats = Stats()
        self._prompts: dict[str, tuple[str, ...]] = {}

    # -- the work --------------------------------------------------------------------------------
    def authorized(self, header: str | None, query_token: str | None) -> bool:
        """Constant-time check of the bearer token (header, else the ``token`` parameter)."""
        given = ""
        if header and header.startswith("Bearer "):
            given = header[len("Bearer "):].strip()
        elif query_token:
            given = query_token
        return bool(given) and hmac.compare_digest(given.encode(), self._token)

    def _admit(self, samples: int) -> None:
        if samples > self.max_queue:
            raise RequestError(f"{samples} samples in one request; this service admits at most "
                               f"{self.max_queue} at once: split the batch",
                               HTTPStatus.REQUEST_ENTITY_TOO_LARGE)
        with self._lock:
            if self._admitted + samples > self.max_queue:
                self.stats.busy += 1
                raise RequestError(f"busy: {self._admitted} samples in flight, at most "
                                   f"{self.max_queue}; retry shortly",
                                   HTTPStatus.SERVICE_UNAVAILABLE)
            self._admitted += samples

    def score(self, problem_ids: Sequence[str], replies: Sequence[str | None]
              ) -> list[RewardResult]:
        """Rewards for (problem id, reply) pairs, in order; unknown ids and a full queue are
        :class:`RequestError` (nothing is scored)."""
        if len(problem_ids) != len(replies):
            raise RequestError(f"{len(problem_ids)} problem ids but {len(replies)} replies")
        unknown = sorted({i for i in problem_ids if i not in self.problems})
        if unknown:
            shown = ", ".join(repr(i) for i in unknown[:5])
            raise RequestError(f"unknown problem id(s) {shown}"
                               + (f" and {len(unknown) - 5} more" if len(unknown) > 5 else "")
                               + f"; this service serves {len(self.problems)} problems")
        if not problem_ids:
            return []
        self._admit(len(problem_ids))
        started = time.monotonic()
        try:
            results = score_replies(self.pool, [self.problems[i] for i in problem_ids],
                                    list(replies), self.config)
        finally:
            with self._lock:
                self._admitted -= len(problem_ids)
        with self._lock:
            self.stats.served(len(results), time.monotonic() - started)
        return results

    # -- the reply alone --------------------------------------------------------------------------
    def prompt_texts(self, problem_id: str) -> tuple[str, ...]:
        """The prompts superasm renders for a problem (the paper's and its C-only ablation):
        where a reply is not told apart by the prompt sent with it, these locate it, and the
        code they show is never read as the reply's."""
        if problem_id not in self._prompts:
            problem = self.problems.get(problem_id)
            texts: list[str] = []
            if problem is not None:
                for variant in ("paper", "c-only"):
                    try:
                        texts.append(render_prompt(problem.c_source, problem.baseline_asm, variant))
                    except PromptError:
                        continue
            self._prompts[problem_id] = tuple(texts)
        return self._prompts[problem_id]

    def reply(self, problem_id: str, text: str | None, prompt: str | None = None,
              query: bool = False) -> tuple[str | None, str]:
        """(the model's reply alone, how it was found) from a reply or a query
        (:func:`superasm.extract.locate_reply`)."""
        if text is None:
            return None, "given"
        problem = self.problems.get(problem_id)
        located = locate_reply(text, prompt=prompt, prompt_texts=self.prompt_texts(problem_id),
                               known_asm=(problem.baseline_asm,) if problem else (), query=query)
        return located.reply, located.how

    # -- the protocols ---------------------------------------------------------------------------
    def native(self, body: dict[str, Any]) -> dict[str, Any]:
        """``POST /v1/rewards``."""
        ids = _strings(body, "problem_ids")
        replies = _strings(body, "replies", nullable=True)
        assert ids is not None and replies is not None
        if len(ids) == len(replies):
            replies = [self.reply(i, r)[0] for i, r in zip(ids, replies, strict=True)]
        results = self.score(ids, replies)
        return {"rewards": [r.score for r in results], "results": [r.to_dict() for r in results],
                "summary": summarize_rewards(results)}

    def openrlhf(self, body: dict[str, Any]) -> dict[str, Any]:
        """``POST /openrlhf``: OpenRLHF's remote reward model request and answer."""
        queries = _strings(body, "query")
        labels = _strings(body, "labels", optional=True)
        prompts = _strings(body, "prompts", optional=True)
        assert queries is not None
        if labels is None:
            raise RequestError("'labels' (the problem ids) is required: start OpenRLHF with "
                               "--label_key naming the problem id column")
        if prompts is not None and len(prompts) != len(queries):
            raise RequestError(f"{len(queries)} queries but {len(prompts)} prompts")
        if len(labels) != len(queries):
            raise RequestError(f"{len(queries)} queries but {len(labels)} labels")
        located = [self.reply(label, q, p, query=True) for label, q, p
                   in zip(labels, queries, prompts or [None] * len(queries), strict=True)]
        results = self.score(labels, [reply for reply, _ in located])
        rewards = [r.score for r in results]
        summary = summarize_rewards(results)
        if located:
            # a trainer whose queries drift from its prompts sees it here
            summary["reply_unlocated_rate"] = sum(how == "unlocated" for _, how in located) \
                / len(located)
        return {"rewards": rewards, "scores": rewards, "extra_logs": summary}

    def health(self) -> dict[str, Any]:
        with self._lock:
            last_minute, overall = self.stats.per_minute()
            stats = self.stats
            return {"status": "ok", "workers": self.pool.size, "problems": len(self.problems),
                    "in_flight": self._admitted, "max_queue": self.max_queue,
                    "requests": stats.requests, "rewards": stats.rewards,
                    "busy_rejections": stats.busy, "bad_requests": stats.bad,
                    "unauthorized": stats.unauthorized,
                    "rewards_per_minute": round(last_minute, 2),
                    "rewards_per_minute_overall": round(overall, 2),
                    "mean_seconds_per_request": round(stats.seconds_scoring / stats.requests, 4)
                    if stats.requests else None,
                    "uptime_s": round(time.monotonic() - stats.started, 1),
                    "reward": self.config.to_dict()}

    routes: dict[str, Callable[[RewardService, dict[str, Any]], dict[str, Any]]] = {
        "/v1/rewards": native, "/openrlhf": openrlhf, "/get_reward": openrlhf}


__all__ = ["MAX_BODY", "RequestError", "RewardService", "ServiceError", "Stats", "redact"]
