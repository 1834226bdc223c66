"""The values every layer passes around: a query, the feedback of earlier rounds, a sample and
what it cost, and a reply as ``replies.jsonl`` stores it.

They sit below prompts, record, search and the model backends (which all use them) and above
only the problem and verdict types, so no import runs back up the layers.

A sample comes from outside superasm (a model, a replay file, an old run directory), so it is
never trusted to be well-typed: :meth:`Sample.checked` turns an ``asm`` that is not text, or text
that is not valid Unicode (a lone surrogate), into a sample with no assembly and an error that
says why, which the search judges ``model_error`` or ``assemble_error`` like any other bad reply.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from superasm.problem import Problem
from superasm.verdict import Verdict

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
    #: correct on the tests shown, refuted on an input never shown (which input stays unshown)
    refuted_unseen: bool = False

    @classmethod
    def of(cls, asm: str | None, verdict: Verdict) -> Feedback:
        """The feedback a model sees.  A correct verdict's failure is the input of a tier beyond
        the public tests (hidden, generated, fuzz, explored), and those are never shown to a
        model: only a public test's failure travels."""
        m = verdict.measurement
        failure = None if verdict.correct else verdict.failure
        return cls(asm, verdict.status.value, verdict.detail, verdict.speedup_estimate,
                   m.ci if m and not verdict.identical_to_baseline else None,
                   failure.input if failure else None, failure.expected if failure else None,
                   failure.actual if failure else None,
                   refuted_unseen=verdict.correct and verdict.verified is False)


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


_USAGE_COUNTS = ("prompt_tokens", "completion_tokens", "requests", "retries")


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
        self.prompt_tokens += other.prompt_tokens
        self.completion_tokens += other.completion_tokens
        self.requests += other.requests
        self.retries += other.retries
        self.latency_s += other.latency_s
        if other.cost_usd is not None:
            self.cost_usd = (self.cost_usd or 0.0) + other.cost_usd

    @classmethod
    def from_json(cls, data: Any) -> Usage:
        """A usage from a stored reply; a field that is not a finite number counts as zero
        (a cost is bookkeeping: a bad one must not stop a run from being resumed)."""
        if not isinstance(data, dict):
            return cls()
        counts = {name: int(v) for name in _USAGE_COUNTS
                  if (v := _finite(data.get(name))) is not None and v >= 0}
        latency = _finite(data.get("latency_s"))
        return cls(**counts, latency_s=latency or 0.0, cost_usd=_finite(data.get("cost_usd")))


def _finite(value: Any) -> float | None:
    """A JSON value as a finite number, or None (a string, a boolean, null, Infinity, NaN)."""
    if isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value):
        return float(value)
    return None


def valid_text(value: str) -> bool:
    """True when a text is valid Unicode (no lone surrogate), so it can be written as UTF-8."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


_SURROGATE_RE = re.compile("[\ud800-\udfff]")


def printable_text(value: str) -> str:
    """A text with every lone surrogate replaced by U+FFFD, so it can be stored and shown."""
    return value if valid_text(value) else _SURROGATE_RE.sub("\ufffd", value)


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

    def checked(self) -> Sample:
        """This sample with every field of the type it claims, for what a backend, a replay
        file or an old run directory may hand over: an ``asm`` that is not text (a number, a
        list) or not valid Unicode becomes no assembly with an error saying so; a response with
        a lone surrogate has it replaced; bad usage counts as zero and bad notes as none."""
        asm, error = self.asm, self.error if isinstance(self.error, str) else None
        if error is not None:
            error = printable_text(error)
        if asm is not None and not isinstance(asm, str):
            asm, error = None, f"the reply's assembly is a {type(asm).__name__}, not text"
        elif asm is not None and not valid_text(asm):
            asm, error = None, "the reply's assembly is not valid UTF-8 text (a lone surrogate)"
        response = self.response if isinstance(self.response, str) else None
        if response is not None:
            response = printable_text(response)
        usage = self.usage if isinstance(self.usage, Usage) else Usage.from_json(self.usage)
        info = self.info if isinstance(self.info, dict) else {}
        return Sample(asm=asm, response=response, usage=usage, error=error, info=info)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Sample:
        """A sample from a stored reply (see :class:`Reply`), checked as above."""
        return cls(asm=data.get("asm"), response=data.get("response"),
                   usage=Usage.from_json(data.get("usage")), error=data.get("error"),
                   info=data.get("info") or {}).checked()


def sample_index(value: Any) -> int | None:
    """A sample or round index from JSON: a non-negative whole number, else None (a string,
    null, Infinity, a list or a fraction is no index)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        value = int(value)
    return value if isinstance(value, int) and value >= 0 else None


@dataclass(frozen=True)
class Reply:
    """One line of ``replies.jsonl``: the sample a model gave for (problem, round, sample)."""

    problem_id: str
    round: int
    sample: int
    reply: Sample

    @property
    def key(self) -> tuple[str, int, int]:
        return self.problem_id, self.round, self.sample

    def to_json(self) -> dict[str, Any]:
        return {"problem_id": self.problem_id, "round": self.round, "sample": self.sample,
                **self.reply.to_record()}

    @classmethod
    def from_json(cls, data: Any) -> Reply | None:
        """The reply on a stored line, or None when the line names no (problem, round,
        sample): superasm never writes such a line, so the caller says where it is."""
        if not isinstance(data, dict) or not isinstance(data.get("problem_id"), str):
            return None
        round_, sample = sample_index(data.get("round", 0)), sample_index(data.get("sample", 0))
        if round_ is None or sample is None:
            return None
        return cls(data["problem_id"], round_, sample, Sample.from_json(data))


__all__ = ["Feedback", "Progress", "Query", "Reply", "Sample", "Usage", "printable_text",
           "sample_index", "valid_text"]
