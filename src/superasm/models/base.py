"""One interface for everything that proposes candidate assembly.

An *optimizer* takes queries (a problem, optionally a starting assembly and the feedback of
earlier rounds) and returns ``n`` samples per query.  LLM backends build a prompt from the query
(see :mod:`superasm.prompts`); non-LLM optimizers (baseline, replay, compiler, portfolio) use the
problem directly.  Backends import their heavy libraries in ``__init__``, never at module import.
"""

from __future__ import annotations

import asyncio
import difflib
from abc import ABC
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from superasm.errors import UserError
from superasm.values import Feedback, Progress, Query, Sample, Usage

if TYPE_CHECKING:  # pragma: no cover - typing only
    from superasm.pool import EvalPool


class ModelError(UserError, RuntimeError):
    """A model spec or backend cannot be used (unknown prefix, missing extra, bad file)."""


#: options the command line passes to every backend; a backend ignores those it has no use for
#: (the prompt means nothing to a compiler search), but any other option it does not know is a
#: typo and an error naming it
SHARED_OPTIONS = frozenset({
    "base_url", "api_key_env", "temperature", "max_tokens", "concurrency", "timeout_s",
    "max_retries", "prompt", "shots", "top_p", "seed", "budget_s", "harness_config",
    "few_shot_pool"})


def check_options(who: str, options: Iterable[str] | Mapping[str, Any],
                  known: Iterable[str]) -> None:
    """A :class:`ModelError` naming the first option that is neither shared nor ``known``."""
    known = set(known) | SHARED_OPTIONS
    unknown = sorted(set(options) - known)
    if unknown:
        close = difflib.get_close_matches(unknown[0], sorted(known), n=1)
        raise ModelError(f"{who}: unknown option {unknown[0]!r}"
                         + (f" (did you mean {close[0]!r}?)" if close else ""))


class Optimizer(ABC):  # noqa: B024 - either of generate and agenerate is enough (checked below)
    """Base class of every backend.  Subclasses implement ``generate`` or ``agenerate``.

    Each defaults to the other, so a subclass that implements neither would call itself for
    ever; making one of them abstract would force the other on every backend, so the rule is
    checked when such a class is instantiated instead (a ``TypeError`` naming the class)."""

    def __new__(cls, *args: Any, **kwargs: Any) -> Optimizer:
        if cls.generate is Optimizer.generate and cls.agenerate is Optimizer.agenerate:
            raise TypeError(f"cannot instantiate {cls.__name__}: an Optimizer must implement "
                            "generate or agenerate")
        return super().__new__(cls)

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


# the shared values live in superasm.values; re-exported for the backends that take them from here
__all__ = ["Feedback", "ModelError", "Optimizer", "Progress", "Query", "Sample", "Usage"]
