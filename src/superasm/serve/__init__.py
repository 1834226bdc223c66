"""A reward service: the evaluation pool behind HTTP, for trainers outside superasm's process tree.

``superasm serve-rewards`` (:mod:`superasm.cli.serve_cmd`) runs :class:`RewardService` in a
standard-library :class:`~http.server.ThreadingHTTPServer` (no web framework: ``import superasm``
stays light, and the service needs nothing the core does not).  One module per job:
:mod:`~superasm.serve.service` (the work: tokens, admission, the reply alone, the two
protocols), :mod:`~superasm.serve.server` (HTTP: routing, bodies, errors) and
:mod:`~superasm.serve.client` (a trainer's side: the client, and its TRL and VERL adapters).  Rewards are computed by
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

from superasm.rewards import NUMERIC_PARTS
from superasm.serve.client import RewardClient, compute_score
from superasm.serve.server import RewardServer, serve
from superasm.serve.service import MAX_BODY, RequestError, RewardService, ServiceError, Stats

__all__ = ["MAX_BODY", "NUMERIC_PARTS", "RequestError", "RewardClient", "RewardServer",
           "RewardService", "ServiceError", "Stats", "compute_score", "serve"]
