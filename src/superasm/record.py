"""The result record: one line of ``results.jsonl``, typed, immutable and versioned.

A :class:`ResultRecord` is a :class:`~superasm.verdict.Verdict` with where it came from (problem,
sample, round) and what was judged (the candidate's assembly, the optimizer's notes and usage).
This module is the only one that turns records into JSON and back; everything else reads
attributes.  Each line carries ``schema``; a line written by an older superasm is converted on
reading (version 1: the untyped rows before the schema existed), and one written by a newer
superasm is refused with the version it needs.  The documentation of the fields is generated
from the types (:func:`schema_markdown`).
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import inspect
import re
import types
import typing
from dataclasses import dataclass, field
from typing import Any

from superasm.errors import UserError
from superasm.values import Sample, Usage
from superasm.verdict import Check, Failure, Measurement, Phase, Status, Tier, Timing, Verdict

SCHEMA_VERSION = 4


class RecordError(UserError, ValueError):
    """A results line that cannot be read (malformed, or written by a newer superasm)."""


@dataclass(frozen=True, kw_only=True)
class ResultRecord(Verdict):
    """One candidate of one problem, judged."""

    #: the problem's id in the problem set
    problem_id: str
    #: which of the best-of-N samples
    sample: int = 0
    #: the refinement round (0: the first answer)
    round: int = 0
    #: the assembly judged (None: the reply held none)
    candidate_asm: str | None = None
    asm_sha256: str | None = None
    #: the optimizer's notes: prompt, compiler flags, the search's table of candidates, ...
    info: dict[str, Any] = field(default_factory=dict)
    #: tokens, requests and cost of the model call that made it
    usage: Usage | None = None
    #: the version of this schema the line was written with
    schema: int = SCHEMA_VERSION

    @property
    def key(self) -> tuple[str, int, int]:
        return self.problem_id, self.round, self.sample


def make_record(problem_id: str, sample_index: int, round_index: int, verdict: Verdict,
                sample: Sample | None) -> ResultRecord:
    asm = sample.asm if sample else None
    values = {f.name: getattr(verdict, f.name) for f in dataclasses.fields(Verdict)}
    return ResultRecord(**values, problem_id=problem_id, sample=sample_index, round=round_index,
                        candidate_asm=asm,
                        asm_sha256=hashlib.sha256(asm.encode()).hexdigest() if asm else None,
                        info=dict(sample.info) if sample else {},
                        usage=sample.usage if sample else None)


def verdict_for_unusable(sample: Sample) -> Verdict | None:
    """A sample with no assembly is judged without the harness (search and rewards alike): a
    failed request is ``model_error``, a reply with nothing to assemble ``assemble_error``."""
    if sample.asm is not None and sample.asm.strip():
        return None
    if sample.response is None and sample.error:
        return Verdict(Status.MODEL_ERROR, f"model request failed: {sample.error}")
    return Verdict(Status.ASSEMBLE_ERROR,
                   f"no assembly to assemble: {sample.error or 'the reply holds no assembly'}")


# ---------------------------------------------------------------------------- JSON
def to_json(value: Any) -> Any:
    """Dataclasses, enums and tuples as plain JSON values."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_json(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, list | tuple):
        return [to_json(v) for v in value]
    if isinstance(value, dict):
        return {k: to_json(v) for k, v in value.items()}
    return value


def from_json(kind: Any, value: Any, where: str) -> Any:
    """The inverse of :func:`to_json`, guided by the type; ``where`` names the field in errors."""
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if origin in (typing.Union, types.UnionType):
        if value is None and type(None) in args:
            return None
        return from_json(next(a for a in args if a is not type(None)), value, where)
    if dataclasses.is_dataclass(kind):
        if not isinstance(value, dict):
            raise RecordError(f"{where}: expected an object")
        hints = typing.get_type_hints(kind)
        known = {f.name for f in dataclasses.fields(kind) if f.init}
        make: Any = kind
        return make(**{k: from_json(hints[k], v, f"{where}.{k}")
                       for k, v in value.items() if k in known})
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        try:
            return kind(value)
        except ValueError:
            raise RecordError(f"{where}: unknown value {value!r}") from None
    if origin is tuple:
        if not isinstance(value, list | tuple):
            raise RecordError(f"{where}: expected a list")
        item_types = [args[0]] * len(value) if len(args) == 2 and args[1] is Ellipsis else args
        return tuple(from_json(t, v, f"{where}[{i}]") for i, (t, v) in
                     enumerate(zip(item_types, value, strict=False)))
    if kind is float and isinstance(value, int):
        return float(value)
    return value


def record_to_json(record: ResultRecord) -> dict[str, Any]:
    data: dict[str, Any] = to_json(record)
    return data


def record_from_json(data: Any, where: str = "result") -> ResultRecord:
    """A record from one JSON line, converting older schemas and refusing newer ones."""
    if not isinstance(data, dict):
        raise RecordError(f"{where}: a result must be a JSON object")
    version = data.get("schema", 1)
    if version == 1:
        data = _from_v1(data)
    elif not isinstance(version, int) or version > SCHEMA_VERSION:
        raise RecordError(f"{where}: written by a newer superasm (result schema {version}); this "
                          f"one reads schemas 1 to {SCHEMA_VERSION}: upgrade superasm")
    if "problem_id" not in data or "status" not in data:
        raise RecordError(f"{where}: missing 'problem_id' or 'status'")
    record: ResultRecord = from_json(ResultRecord, data, where)
    return record


def _from_v1(row: dict[str, Any]) -> dict[str, Any]:
    """The untyped rows of superasm 0.1 (no ``schema`` key) in the version 2 shape."""
    out = {k: row[k] for k in ("problem_id", "sample", "round", "status", "detail", "test",
                               "tests_passed", "tests_total", "verified", "verified_detail",
                               "identical_to_baseline", "flags", "candidate_asm", "asm_sha256",
                               "info", "usage") if row.get(k) is not None}
    if row.get("failure"):
        out["failure"] = {k: row["failure"].get(k, "") for k in ("input", "expected", "actual")}
    if row.get("timing") and row.get("speedup_point") is not None:
        unit = "seconds" if row.get("baseline_seconds") is not None else "instructions"
        base, cand = row.get(f"baseline_{unit}") or 0.0, row.get(f"candidate_{unit}") or 0.0
        ci = row.get("speedup_ci") or [row["speedup_point"]] * 2
        out["measurement"] = {
            # v1 wrote clock "instructions" for instruction counts; version 2 has no clock there
            "method": row["timing"],
            "clock": None if row["timing"] == "instructions" else row.get("clock"),
            "estimate": row["speedup_point"],
            "ci": ci, "rounds": row.get("timing_rounds", 0),
            # v1 credited a speedup exactly when it was significantly faster
            "decision": "faster" if float(row.get("speedup") or 1.0) > 1.0 else "not_faster",
            "baseline": {"median": base, "range": [base, base], "n": 1},
            "candidate": {"median": cand, "range": [cand, cand], "n": 1},
            "per_test": [[t.get("baseline", 0.0), t.get("candidate", 0.0)]
                         for t in row.get("per_test") or []]}
    return out


# ---------------------------------------------------------------------------- documentation
def _field_comments(cls: type) -> dict[str, str]:
    """The ``#:`` comments above each field in the class's source (the docs of the schema)."""
    comments: dict[str, str] = {}
    pending: list[str] = []
    for line in inspect.getsource(cls).splitlines():
        text = line.strip()
        if text.startswith("#:"):
            pending.append(text[2:].strip())
            continue
        match = re.match(r"(\w+): ", text)
        if match and pending:
            comments[match.group(1)] = " ".join(pending)
        pending = []
    return comments


def schema_markdown() -> str:
    """A markdown table per type of the record, generated from the types themselves."""
    out = [f"Result records, schema version {SCHEMA_VERSION} (generated from "
           "`superasm.record.ResultRecord`)."]
    types_: tuple[Any, ...] = (ResultRecord, Verdict, Check, Measurement, Timing, Failure, Usage,
                               Phase, Tier)
    for cls in types_:
        summary = " ".join((inspect.getdoc(cls) or "").split("\n\n")[0].split())
        out.append(f"\n### `{cls.__name__}`\n\n{summary}\n")
        if issubclass(cls, enum.Enum):
            out.append(", ".join(f"`{m.value}`" for m in cls))
            continue
        hints, docs = typing.get_type_hints(cls), {}
        for base in reversed(cls.__mro__):
            if isinstance(base, type) and dataclasses.is_dataclass(base):
                docs.update(_field_comments(base))
        own = [f for f in dataclasses.fields(cls)
               if cls is not ResultRecord or f.name not in {g.name for g in dataclasses.fields(Verdict)}]
        out.append("| field | type | meaning |\n|---|---|---|")
        for f in own:
            hint = hints[f.name]
            kind = hint.__name__ if isinstance(hint, type) else str(hint)
            kind = re.sub(r"\b(?:[a-z_]+\.)+(?=[A-Za-z_])", "", kind).replace("|", "\\|")
            out.append(f"| `{f.name}` | `{kind}` | {docs.get(f.name, '')} |")
        if cls is ResultRecord:
            out.append("\n…and every field of `Verdict`:")
    return "\n".join(out) + "\n"


__all__ = ["SCHEMA_VERSION", "RecordError", "ResultRecord", "make_record", "record_from_json",
           "record_to_json", "schema_markdown", "verdict_for_unusable"]
