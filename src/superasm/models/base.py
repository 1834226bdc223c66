"""One interface for everything that proposes candidate assembly.

An *optimizer* takes queries (a problem, optionally a starting assembly and the feedback of
earlier rounds) and returns ``n`` samples per query.  LLM backends build a prompt from the query
(see :mod:`superasm.prompts`); non-LLM optimizers (baseline, replay, compiler, portfolio) use the
problem directly.  Backends import their heavy libraries in ``__init__``, never at module import.
"""

from __future__ import annotations

import asyncio
from abc import ABC
from dataclasses import asdict, dataclass, field
from typing import Any

from superasm.problem import Problem


@dataclass
class Feedback:
    """What one earlier round taught: the candidate it tried and how the harness judged it."""

    asm: str | None
    status: str
    detail: str = ""
    speedup: float | None = None
    speedup_ci: tuple[float, float] | None = None
    failing_input: str | None = None
    expected_output: str | None = None
    actual_output: str | None = None


@dataclass
class Query:
    problem: Problem
    #: assembly to start from instead of ``problem.baseline_asm`` (stacking, e.g. portfolio+LLM)
    start_asm: str | None = None
    #: earlier rounds of iterative refinement, oldest first
    history: list[Feedback] = field(default_factory=list)
    round: int = 0
    #: index of the first sample asked for (sample i of the reply list is sample ``sample + i``);
    #: replay files are keyed by it, and a resumed run asks only for what is missing
    sample: int = 0

    @property
    def starting_asm(self) -> str:
        return self.start_asm if self.start_asm is not None else self.problem.baseline_asm


@dataclass
class Usage:
    prompt_tokens: int = 0
    completion_tokens: int = 0
    requests: int = 0
    retries: int = 0
    latency_s: float = 0.0
    cost_usd: float | None = None

    def add(self, other: Usage) -> None:
        self.prompt_tokens += other.prompt_tokens
        self.completion_tokens += other.completion_tokens
        self.requests += other.requests
        self.retries += other.retries
        self.latency_s += other.latency_s
        if other.cost_usd is not None:
            self.cost_usd = (self.cost_usd or 0.0) + other.cost_usd


@dataclass
class Sample:
    """One proposal.  ``asm`` is None when nothing usable came back; ``error`` says why."""

    asm: str | None
    response: str | None = None
    usage: Usage = field(default_factory=Usage)
    error: str | None = None
    #: free-form provenance: which compiler flags, which portfolio variant, which prompt …
    info: dict[str, Any] = field(default_factory=dict)

    def to_record(self) -> dict[str, Any]:
        return {
            "asm": self.asm,
            "response": self.response,
            "usage": asdict(self.usage),
            "error": self.error,
            "info": self.info,
        }


class ModelError(RuntimeError):
    """A model spec or backend cannot be used (unknown prefix, missing extra, bad file)."""


class Optimizer(ABC):  # noqa: B024 - subclasses implement generate or agenerate
    """Base class of every backend.  Subclasses implement ``generate`` or ``agenerate``."""

    #: the spec the optimizer was built from, e.g. ``openai:gpt-4o`` (recorded in config.json)
    spec: str = ""
    #: True for optimizers whose samples are deterministic (no point drawing N > 1 of them)
    deterministic: bool = False
    #: True for optimizers that verify and time their own candidates (portfolio)
    self_verifying: bool = False

    def generate(self, queries: list[Query], n: int = 1) -> list[list[Sample]]:
        """``n`` samples for each query, in order.  Default: run ``agenerate`` to completion."""
        return asyncio.run(self.agenerate(queries, n))

    async def agenerate(self, queries: list[Query], n: int = 1) -> list[list[Sample]]:
        return await asyncio.to_thread(self.generate, queries, n)

    def describe(self) -> dict[str, Any]:
        """Settings to record in config.json (never secrets)."""
        return {"spec": self.spec}

    def close(self) -> None:  # noqa: B027 - optional hook
        """Release servers, GPU memory or sandboxes the backend holds."""
