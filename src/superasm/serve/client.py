"""A trainer's side of the reward service (standard library only): :class:`RewardClient`, and
its two adapters, a TRL reward function (:meth:`RewardClient.trl_reward`) and a VERL custom
reward function (:func:`compute_score`: point VERL's ``custom_reward_function.path`` at this
file)."""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from collections.abc import Sequence
from http import HTTPStatus
from typing import Any

from superasm.rewards import NUMERIC_PARTS
from superasm.serve.service import RequestError, redact
from superasm.train.trl_grpo import completion_text


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
                raise RequestError(redact(f"{self.url}{path}: {exc.code} {message}"),
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


__all__ = ["RewardClient", "compute_score"]
