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
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from superasm.errors import UserError
from superasm.values import Feedback, Progress, Query, Sample, Usage

if TYPE_CHECKING:  # pragma: no cover - typing only
    from superasm.pool import EvalPool


class ModelError(UserError, RuntimeError):
    """A model spec or backend cannot be used (unknown prefix, missing extra, bad file)."""


@dataclass(frozen=True)
class ModelOption:
    """An option every backend is given: its keyword ``name`` and the command-line flag that
    sets it (``superasm.cli.eval_cmd.add_model_arguments`` makes the flags from these)."""

    name: str
    flag: str
    help: str | None = None
    #: the flag's argparse type (None: a string)
    type: Callable[[str], Any] | None = None
    default: Any = None
    metavar: str | None = None


#: the options the command line gives every backend, declared once, in the order ``--help``
#: lists them
MODEL_OPTIONS: tuple[ModelOption, ...] = (
    ModelOption("base_url", "--base-url",
                "OpenAI-compatible server URL, e.g. http://127.0.0.1:8000/v1"),
    ModelOption("api_key_env", "--api-key-env", "environment variable holding the API key"),
    ModelOption("temperature", "--temperature", type=float),
    ModelOption("top_p", "--top-p", type=float),
    ModelOption("max_tokens", "--max-tokens", type=int),
    ModelOption("seed", "--seed", "sampling seed (hf, vllm, and APIs that take one)", int),
    ModelOption("concurrency", "--concurrency", "concurrent requests", int),
    ModelOption("timeout_s", "--request-timeout", type=float),
    ModelOption("max_retries", "--max-retries", type=int),
    ModelOption("prompt", "--prompt", "prompt variant (paper, c-only, ...)", default="paper"),
    ModelOption("shots", "--shots", "k-shot examples from the train split", int, default=0),
    ModelOption("budget_s", "--search-budget", "seconds per problem for a searching optimizer "
                "(tune: 30, tune:quick: 10, portfolio: 180)", float, metavar="SECONDS"),
)

#: options every backend may be given: the command line's, and what the library adds (the
#: few-shot pool).  A backend ignores those it has no use for (the prompt means nothing to a
#: compiler search), but any other option it does not know is a typo and an error naming it.
#: The harness settings are not among them: an optimizer that judges candidates reads them from
#: the pool it is attached to (:meth:`Optimizer.attach`), the one that judges its candidates
SHARED_OPTIONS = frozenset({o.name for o in MODEL_OPTIONS} | {"few_shot_pool"})


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
        optimizers judge their candidates through the same pool as everything else, take the
        harness settings from it (``pool.config``), and report each candidate they try; others
        ignore both."""

    def close(self) -> None:  # noqa: B027 - optional hook
        """Release servers, GPU memory or sandboxes the backend holds."""


# the shared values live in superasm.values; re-exported for the backends that take them from here
__all__ = ["Feedback", "ModelError", "Optimizer", "Progress", "Query", "Sample", "Usage"]
