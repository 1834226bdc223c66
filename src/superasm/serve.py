"""A reward service: the evaluation pool behind HTTP, for trainers outside superasm's process tree.

``superasm serve-rewards`` (:mod:`superasm.cli.serve_cmd`) runs :class:`RewardService` in a
standard-library :class:`~http.server.ThreadingHTTPServer` (no web framework: ``import superasm``
stays light, and the service needs nothing the core does not).  Rewards are computed by
:func:`superasm.rewards.score_replies` on one :class:`~superasm.pool.EvalPool` (local harnesses,
or Ray workers across a cluster): the same definitions, the same harness, as every other reward
in superasm; the service only parses, admits and answers.

Endpoints (JSON in, JSON out):

- ``POST /openrlhf`` (also ``/get_reward``): OpenRLHF's remote reward model protocol
  (``--remote_rm_url``): ``{"query": [...], "prompts": [...], "labels": [...]}`` →
  ``{"rewards": [...], "scores": [...], "extra_logs": {...}}``.  ``labels`` are the problem ids
  (OpenRLHF's ``--label_key`` column); ``query`` is prompt + response.  Only the response is
  read (:func:`superasm.extract.locate_reply`): the reply follows the prompt sent in
  ``prompts``, found whole with whitespace and special tokens aside (detokenisation drift,
  padding); without one, the last assistant-turn marker of a known chat template, or the end
  of the problem's own prompt text.  Where the reply cannot be told apart exactly, the
  baseline's assembly and the code the prompts show are cut out before reading, so assembly
  that appears in a prompt is never scored as the reply's.
- ``POST /v1/rewards``: the native endpoint, ``{"problem_ids": [...], "replies": [...]}`` →
  ``{"rewards": [...], "results": [RewardResult...], "summary": {...}}``: each reward with the
  verdict it came from (status, tests passed, speedups, detail).  A reply is read as the
  response alone; one that holds a chat template's assistant marker or the problem's prompt
  text is read from there on, with the prompt's code cut out, as ``/openrlhf`` reads a query.
- ``GET /health``: liveness, workers, queue and throughput (rewards per minute over the last
  minute and since the start).  Open without a token, so that probes need no secret; it says
  nothing about problems or replies.

Security model (docs/cluster.md): every other endpoint needs ``Authorization: Bearer TOKEN``
(or ``?token=TOKEN`` for clients that cannot set a header, such as OpenRLHF's); the token is
compared in constant time.  The service binds to 127.0.0.1 unless told otherwise and speaks
plain HTTP: across machines, put it behind TLS (a proxy, a service mesh) or a private network.
Replies are untrusted code and are only ever run by the harness, in its sandbox.

Load: at most ``max_queue`` samples are admitted at once (being scored or waiting for a
worker); a request that would exceed it is answered ``503 busy`` with ``Retry-After``, at once,
rather than queued without bound.  Malformed requests are ``400`` with a one-line message; a
body over ``max_body`` bytes ``413``; nothing a client sends stops the service.
"""

from __future__ import annotations

import hmac
import json
import threading
import time
import urllib.error
import urllib.request
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

from superasm.errors import UserError
from superasm.extract import locate_reply
from superasm.pool import EvalPool
from superasm.problem import Problem
from superasm.prompts import PromptError, render_prompt
from superasm.rewards import RewardConfig, RewardResult, score_replies, summarize_rewards

#: the keys of RewardResult.numeric_parts: what a VERL reward function returns, every call
NUMERIC_PARTS = ("score", "compiled", "correct", "pass_fraction", "speedup", "credited_speedup",
                 "paper_speedup", "faster", "asm_found", "harness_error")
#: the largest request body read (a batch of long replies fits many times over)
MAX_BODY = 64 * 1024 * 1024


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


class _Handler(BaseHTTPRequestHandler):
    """One request: route, authenticate, parse, answer (every failure a JSON error body)."""

    server: RewardServer
    protocol_version = "HTTP/1.1"
    #: seconds a client may take to send its request (a stalled client frees its thread)
    timeout = 60

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base's name
        if self.server.verbose:
            super().log_message(format, *args)

    def _answer(self, status: HTTPStatus, payload: dict[str, Any],
                headers: dict[str, str] | None = None) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def _error(self, status: HTTPStatus, message: str) -> None:
        headers = {}
        if status is HTTPStatus.SERVICE_UNAVAILABLE:
            headers["Retry-After"] = "1"
        elif status is HTTPStatus.UNAUTHORIZED:
            headers["WWW-Authenticate"] = 'Bearer realm="superasm-rewards"'
        if status not in (HTTPStatus.SERVICE_UNAVAILABLE, HTTPStatus.UNAUTHORIZED):
            with self.server.service._lock:
                self.server.service.stats.bad += 1
        self._answer(status, {"error": message}, headers)

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        path = urlsplit(self.path).path
        if path == "/health":
            self._answer(HTTPStatus.OK, self.server.service.health())
        elif path in RewardService.routes:
            self._error(HTTPStatus.METHOD_NOT_ALLOWED, f"{path} takes POST with a JSON body")
        else:
            self._error(HTTPStatus.NOT_FOUND, f"no endpoint {path}; endpoints: /health, "
                                              + ", ".join(RewardService.routes))

    def do_POST(self) -> None:  # noqa: N802 - http.server's name
        service = self.server.service
        url = urlsplit(self.path)
        route = RewardService.routes.get(url.path)
        if route is None:
            self._error(HTTPStatus.NOT_FOUND, f"no endpoint {url.path}; endpoints: "
                                              + ", ".join(RewardService.routes))
            self.close_connection = True
            return
        token = parse_qs(url.query).get("token", [None])[0]
        if not service.authorized(self.headers.get("Authorization"), token):
            with service._lock:
                service.stats.unauthorized += 1
            self._error(HTTPStatus.UNAUTHORIZED, "missing or wrong token: send "
                                                 "'Authorization: Bearer TOKEN'")
            self.close_connection = True
            return
        try:
            body = self._body(service.max_body)
            self._answer(HTTPStatus.OK, route(service, body))
        except RequestError as exc:
            self._error(exc.status, str(exc))
        except Exception as exc:  # noqa: BLE001 - a bug answers 500; the service goes on
            self._error(HTTPStatus.INTERNAL_SERVER_ERROR, f"internal error: "
                                                          f"{type(exc).__name__}: {exc}")

    def _body(self, limit: int) -> dict[str, Any]:
        length_header = self.headers.get("Content-Length")
        if length_header is None:
            self.close_connection = True
            raise RequestError("a JSON body with Content-Length is required",
                               HTTPStatus.LENGTH_REQUIRED)
        try:
            length = int(length_header)
        except ValueError:
            self.close_connection = True
            raise RequestError(f"Content-Length {length_header!r} is not a number") from None
        if length < 0 or length > limit:
            self.close_connection = True  # the body is left unread: this connection is done
            raise RequestError(f"body of {length} bytes; at most {limit}",
                               HTTPStatus.REQUEST_ENTITY_TOO_LARGE)
        raw = self.rfile.read(length)
        try:
            body = json.loads(raw)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise RequestError(f"body is not JSON: {exc}") from None
        if not isinstance(body, dict):
            raise RequestError(f"body must be a JSON object, not {type(body).__name__}")
        return body


class RewardServer(ThreadingHTTPServer):
    """The HTTP server of a :class:`RewardService` (a thread per connection)."""

    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, service: RewardService, host: str = "127.0.0.1", port: int = 0,
                 verbose: bool = False) -> None:
        self.service = service
        self.verbose = verbose
        super().__init__((host, port), _Handler)

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host!s}:{port}"


# -- clients ---------------------------------------------------------------------------------------
class RewardClient:
    """A trainer's side of the native endpoint (standard library only).

    ``score(problem_ids, replies)`` returns the results as dicts (``score`` and the verdict's
    parts); a ``503 busy`` is retried after its ``Retry-After`` up to ``retries`` times.  TRL:
    ``RewardClient(url, token).trl_reward`` is a reward function (its dataset has a
    ``problem_id`` column); VERL: :func:`compute_score` below is a custom reward function.
    """

    def __init__(self, url: str, token: str, *, timeout_s: float = 600.0, retries: int = 30) -> None:
        self.url = url.rstrip("/")
        self.token = token
        self.timeout_s = timeout_s
        self.retries = retries

    def post(self, path: str, payload: dict[str, Any]) -> dict[str, Any]:
        data = json.dumps(payload).encode()
        for attempt in range(self.retries + 1):
            request = urllib.request.Request(
                self.url + path, data=data, method="POST",
                headers={"Content-Type": "application/json",
                         "Authorization": f"Bearer {self.token}"})
            try:
                with urllib.request.urlopen(request, timeout=self.timeout_s) as response:
                    answer: dict[str, Any] = json.loads(response.read())
                    return answer
            except urllib.error.HTTPError as exc:
                message = exc.read().decode(errors="replace")
                if exc.code == HTTPStatus.SERVICE_UNAVAILABLE and attempt < self.retries:
                    time.sleep(float(exc.headers.get("Retry-After") or 1))
                    continue
                try:
                    message = json.loads(message)["error"]
                except (ValueError, KeyError, TypeError):
                    pass
                raise RequestError(f"{self.url}{path}: {exc.code} {message}",
                                   HTTPStatus(exc.code)) from None
        raise AssertionError("unreachable")  # pragma: no cover

    def score(self, problem_ids: Sequence[str], replies: Sequence[str | None]
              ) -> list[dict[str, Any]]:
        answer = self.post("/v1/rewards", {"problem_ids": list(problem_ids),
                                           "replies": list(replies)})
        return list(answer["results"])

    def trl_reward(self, prompts: list[Any], completions: list[Any], problem_id: list[str],
                   **_: Any) -> list[float]:
        """A TRL ``reward_funcs`` entry (plain-text or conversational completions)."""
        from superasm.train.trl_grpo import completion_text

        texts = [completion_text(c) for c in completions]
        return [r["score"] for r in self.score(problem_id, texts)]


def compute_score(data_source: str | None, solution_str: str | None, ground_truth: Any,
                  extra_info: dict[str, Any] | None = None, *, url: str = "",
                  token: str = "", **_: Any) -> dict[str, float]:
    """A VERL custom reward function that asks a running service: set
    ``reward.custom_reward_function.path`` to this module's file, ``name=compute_score`` and
    ``reward_kwargs`` ``url`` and ``token``.  ``ground_truth`` is the problem id, or the problem
    record (JSON, as ``superasm train verl`` writes it) whose ``id`` is used."""
    problem_id = ground_truth
    if isinstance(ground_truth, str) and ground_truth.lstrip().startswith("{"):
        problem_id = json.loads(ground_truth)["id"]
    elif isinstance(ground_truth, dict):
        problem_id = ground_truth["id"]
    result = RewardClient(url, token).score([str(problem_id)], [solution_str])[0]
    # the same keys, as floats, as superasm's in-process VERL reward (RewardResult.numeric_parts)
    return {key: float(result[key]) for key in NUMERIC_PARTS}


def serve(service: RewardService, host: str = "127.0.0.1", port: int = 8000,
          verbose: bool = False, ready: Callable[[RewardServer], None] | None = None) -> None:
    """Serve until interrupted (``ready`` is told the server once it listens)."""
    with RewardServer(service, host, port, verbose) as server:
        if ready is not None:
            ready(server)
        server.serve_forever()


__all__ = ["MAX_BODY", "RequestError", "RewardClient", "RewardServer", "RewardService",
           "ServiceError", "compute_score", "serve"]
