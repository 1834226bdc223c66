"""Optimizers behind one interface, built from a spec string by :func:`load_model`.

A spec is ``PREFIX`` or ``PREFIX:ARGUMENT`` (``openai:gpt-4o``, ``replay:runs/x/replies.jsonl``,
``compiler:gcc -O3 -march=native``).  ``A+B`` stacks two optimizers: B starts from A's best
verified assembly (see :mod:`superasm.models.stacked`).  Each backend lives in its own module and
is imported only when its spec is used, so ``import superasm`` never pulls in an ML library.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable
from typing import Any

from superasm.errors import MissingDependency
from superasm.models.base import ModelError, Optimizer, check_options
from superasm.models.stacked import StackedOptimizer
from superasm.registry import Entry, Registry
from superasm.values import Feedback, Query, Sample, Usage

#: prefix -> "module:factory".  The factory is called as ``factory(argument, **options)``;
#: ``argument`` is what ``--model``'s help shows after the prefix.
BACKENDS: Registry[Callable[..., Optimizer]] = Registry("model backend", [
    Entry("baseline", "superasm.models.simple:BaselineOptimizer"),
    Entry("replay", "superasm.models.simple:ReplayOptimizer", ":FILE"),
    Entry("compiler", "superasm.models.simple:CompilerOptimizer", ":CMD"),
    Entry("openai", "superasm.models.openai_compat:OpenAIOptimizer", ":M"),
    Entry("anthropic", "superasm.models.anthropic:AnthropicOptimizer", ":M"),
    Entry("hf", "superasm.models.hf:HFOptimizer", ":PATH"),
    Entry("vllm", "superasm.models.vllm:VLLMOptimizer", ":PATH"),
    Entry("portfolio", "superasm.models.portfolio:PortfolioOptimizer"),
    Entry("tune", "superasm.models.tune:TuneOptimizer"),
    Entry("per-function", "superasm.models.per_function:PerFunctionOptimizer"),
])


def spec_usage() -> str:
    """Every spec form, for ``--model``'s help: ``baseline | replay:FILE | ... | A+B``."""
    return f"{BACKENDS.usage()} | A+B"


#: a '+' followed by a known prefix separates the stages of a stack (A+B); a '+' elsewhere
#: (inside a compiler command, say) does not
_STACK_RE = re.compile(r"\+(?=(?:" + "|".join(map(re.escape, [*BACKENDS, *BACKENDS.aliases]))
                       + r")(?::|$))")


def split_spec(spec: str) -> tuple[str, str]:
    prefix, _, argument = spec.partition(":")
    argument = argument.strip()
    if len(argument) >= 2 and argument[0] == argument[-1] and argument[0] in "\"'":
        argument = argument[1:-1]
    return prefix.strip(), argument


def accepted_options(factory: Any) -> set[str] | None:
    """The keyword options a backend class takes: its ``__init__``'s keywords, and where it
    passes ``**options`` on to a parent that names its keywords (``*, budget_s, ...``), the
    parent's too.  None when it takes any option (an LLM backend, which checks them itself)."""
    names: set[str] = set()
    first = True
    for klass in getattr(factory, "__mro__", (factory,)):
        init = klass.__dict__.get("__init__") if isinstance(klass, type) else klass
        if init is None or klass is object:
            continue
        params = list(inspect.signature(init).parameters.values())
        keywords = {p.name for p in params if p.kind in (p.KEYWORD_ONLY, p.POSITIONAL_OR_KEYWORD)}
        if not any(p.kind is p.VAR_KEYWORD for p in params):
            if first or any(p.kind is p.KEYWORD_ONLY for p in params):
                return (names | keywords) - {"self", "argument"}
            return None
        names |= keywords
        first = False
    return None


def load_model(spec: str, **options: Any) -> Optimizer:
    """Build the optimizer a spec names.  Options the command line gives every backend
    (:data:`~superasm.models.base.SHARED_OPTIONS`) are dropped where a backend has no use for
    them; any other option a backend does not take is an error naming it."""
    if not spec or not spec.strip():
        raise ModelError("empty model spec")
    stack = _STACK_RE.search(spec)
    if stack is not None:
        first, second = spec[:stack.start()], spec[stack.end():]
        return StackedOptimizer(load_model(first, **options), load_model(second, **options), spec)
    prefix, argument = split_spec(spec)
    if prefix not in BACKENDS:
        known = ", ".join(sorted(BACKENDS))
        raise ModelError(f"unknown model spec {spec!r}: the prefix must be one of {known}")
    try:
        factory = BACKENDS.load(prefix, purpose=f"model {spec!r}")
    except MissingDependency as exc:  # its message names the extra to install
        raise ModelError(str(exc)) from exc
    except ModuleNotFoundError as exc:
        raise ModelError(f"model {spec!r} cannot be loaded: {exc}") from exc
    accepted = accepted_options(factory)
    if accepted is not None:  # a backend with explicit keywords gets only those it names
        check_options(f"model {spec!r}", options, accepted)
        options = {k: v for k, v in options.items() if k in accepted}
    try:
        optimizer: Optimizer = factory(argument, **options)
    except MissingDependency as exc:  # a spec this install cannot serve: its message names the fix
        raise ModelError(str(exc)) from exc
    optimizer.spec = spec
    return optimizer


__all__ = ["BACKENDS", "Feedback", "ModelError", "Optimizer", "Query", "Sample", "Usage",
           "load_model", "spec_usage", "split_spec"]
