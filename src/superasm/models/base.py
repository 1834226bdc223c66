"""One interface for everything that proposes candidate assembly.

An *optimizer* takes queries (a problem, optionally a starting assembly and the feedback of
earlier rounds) and returns ``n`` samples per query.  LLM backends build a prompt from the query
(see :mod:`superasm.prompts`); non-LLM optimizers (baseline, replay, compiler, portfolio) use the
problem directly.  Backends import their heavy libraries in ``__init__``, never at module import.
"""

from __future__ import annotations

import asyncio
from abc import ABC
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from superasm.errors import UserError
from superasm.problem import Problem
from superasm.verdict import Verdict

if TYPE_CHECKING:  # pragma: no cover - typing only
    from superasm.pool import EvalPool

#: what a long search reports per candidate: (what it tries, its share of the problem's work)
Progress = Callable[[str, float], None]


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

    @classmethod
    def of(cls, asm: str | None, verdict: Verdict) -> Feedback:
        """The feedback a model sees.  A correct verdict's failure is a hidden or fuzz test's,
        and those are never shown to a model: only a public test's failure travels."""
        m = verdict.measurement
        failure = None if verdict.correct else verdict.failure
        return cls(asm, verdict.status.value, verdict.detail, verdict.speedup_estimate,
                   m.ci if m and not verdict.identical_to_baseline else None,
                   failure.input if failure else None, failure.expected if failure else None,
                   failure.actual if failure else None)


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
    """What a model call cost: tokens, requests, retries, time and money."""

    prompt_tokens: int = 0
    completion_tokens: int = 0
    #: requests sent, retries among them
    requests: int = 0
    retries: int = 0
    #: seconds waiting for the model
    latency_s: float = 0.0
    #: dollars, where the provider's prices are known
    cost_usd: float | None = None

    def add(self, other: Usage) -> None:
        for name in ("prompt_tokens", "completion_tokens", "requests", "retries", "latency_s"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
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
        return asdict(self)


class ModelError(UserError, RuntimeError):
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

    def attach(self, pool: EvalPool | None, progress: Progress | None) -> None:  # noqa: B027
        """The caller's evaluation pool and progress line (None: detach).  Self-verifying
        optimizers judge their candidates through the same pool as everything else, and report
        each candidate they try; others ignore both."""

    def close(self) -> None:  # noqa: B027 - optional hook
        """Release servers, GPU memory or sandboxes the backend holds."""
