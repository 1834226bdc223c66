"""Optimizers that need no model: the baseline itself, a replay file, another compiler.

- ``baseline``: the -O3 assembly unchanged (exactly 1.00×, recorded as identical).  A sanity
  check of a dataset and the harness.
- ``replay:FILE.jsonl``: lines ``{problem_id, sample, asm}`` or ``{problem_id, sample,
  response}`` (optionally ``round``); a response is a model reply in the paper's format and the
  assembly is extracted from it.  Re-scores a run's ``replies.jsonl`` under new settings.
- ``compiler:"CMD"``: assembly from the C source by another compiler command, e.g.
  ``compiler:gcc -O3 -march=native`` (compiled in the sandbox).
"""

from __future__ import annotations

import json
import shlex
from pathlib import Path
from typing import Any

from superasm.extract import sample_from_text
from superasm.models.base import ModelError, Optimizer
from superasm.toolchain import ToolchainError, c_to_asm
from superasm.values import Query, Sample, sample_index


class BaselineOptimizer(Optimizer):
    deterministic = True

    def __init__(self, argument: str = "") -> None:
        if argument:
            raise ModelError("the baseline model takes no argument")

    def generate(self, queries: list[Query], n: int = 1) -> list[list[Sample]]:
        return [[Sample(asm=q.problem.baseline_asm, info={"source": "baseline"}) for _ in range(n)]
                for q in queries]


class ReplayOptimizer(Optimizer):
    """Serves recorded samples; a (problem, round, sample) with no record becomes an error sample.

    A replay file is a model's word, so it is read like one: a line that is not JSON, not an
    object or names no problem is a one-line error naming the file and line (the file is
    unusable), but a line whose fields are the wrong type (an ``asm`` that is a number, a
    ``sample`` that is a string, null or Infinity, a lone surrogate) only makes the samples it
    was meant for a ``model_error`` or ``assemble_error`` whose detail names that line."""

    def __init__(self, argument: str) -> None:
        path = Path(argument)
        if not argument or not path.exists():
            raise ModelError(f"replay file {argument!r} does not exist")
        self.path = path
        self.records: dict[tuple[str, int, int], dict[str, Any]] = {}
        #: per problem, why lines meant for it could not be used ("FILE:LINE: ...")
        self.rejected: dict[str, list[str]] = {}
        with path.open(encoding="utf-8", errors="replace") as handle:
            for lineno, line in enumerate(handle, start=1):
                if line.strip():
                    self._read_line(f"{path}:{lineno}", line)

    def _read_line(self, where: str, line: str) -> None:
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ModelError(f"{where}: not valid JSON at column {exc.pos + 1} ({exc.msg})") \
                from None
        except RecursionError:
            raise ModelError(f"{where}: JSON nested too deeply") from None
        if not isinstance(record, dict) or not isinstance(record.get("problem_id"), str | int):
            raise ModelError(f"{where}: a replay line needs 'problem_id'")
        if "asm" not in record and "response" not in record:
            raise ModelError(f"{where}: a replay line needs 'asm' or 'response'")
        problem_id = str(record["problem_id"])
        round_, sample = sample_index(record.get("round", 0)), sample_index(record.get("sample", 0))
        if round_ is None or sample is None:
            field_, value = ("round", record.get("round")) if round_ is None else \
                ("sample", record.get("sample"))
            self.rejected.setdefault(problem_id, []).append(
                f"{where}: {field_!r} must be a whole number >= 0, not {value!r}")
            return
        self.records[(problem_id, round_, sample)] = {**record, "where": where}

    def _sample(self, query: Query, index: int) -> Sample:
        record = self.records.get((query.problem.id, query.round, index))
        if record is None:
            why = "; ".join(self.rejected.get(query.problem.id, []))[:500]
            return Sample(asm=None, error=f"replay file has no sample {index} (round "
                                          f"{query.round}) for problem {query.problem.id}"
                                          + (f" (lines left out: {why})" if why else ""))
        info = {"source": "replay", "line": record["where"]}
        if record.get("asm") is not None:
            response = record.get("response")
            sample = Sample(asm=record["asm"], response=response if isinstance(response, str)
                            else None, info=info).checked()
            if sample.error:
                sample.error = f"{record['where']}: {sample.error}"
            return sample
        return sample_from_text(record.get("response") or "", info=info)

    def generate(self, queries: list[Query], n: int = 1) -> list[list[Sample]]:
        return [[self._sample(q, q.sample + i) for i in range(n)] for q in queries]

    def describe(self) -> dict[str, Any]:
        return {"spec": self.spec, "records": len(self.records)}


class CompilerOptimizer(Optimizer):
    deterministic = True

    def __init__(self, argument: str) -> None:
        words = shlex.split(argument)
        if not words:
            raise ModelError('compiler: needs a command, e.g. compiler:"gcc -O3 -march=native"')
        self.compiler, self.flags = words[0], words[1:]
        if any(flag in ("-c", "-E", "-o") or flag.startswith("-o") for flag in self.flags):
            raise ModelError("compiler: flags must not choose the output (superasm adds -S)")
        self._cache: dict[str, Sample] = {}

    def _compile(self, query: Query) -> Sample:
        key = query.problem.c_source
        if key not in self._cache:
            try:
                result = c_to_asm(query.problem.c_source, self.compiler, self.flags)
            except ToolchainError as exc:
                raise ModelError(str(exc)) from exc
            info = {"source": "compiler", "command": shlex.join([self.compiler, *self.flags]),
                    "compiler_version": result.version}
            self._cache[key] = (Sample(asm=result.asm, info=info) if result.ok
                                else Sample(asm=None, error=result.error, info=info))
        return self._cache[key]

    def generate(self, queries: list[Query], n: int = 1) -> list[list[Sample]]:
        return [[self._compile(q)] * n for q in queries]

    def describe(self) -> dict[str, Any]:
        return {"spec": self.spec, "compiler": self.compiler, "flags": self.flags}
