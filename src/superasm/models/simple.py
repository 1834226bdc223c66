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

from superasm.models.base import ModelError, Optimizer, Query, Sample
from superasm.models.llm_common import sample_from_text
from superasm.toolchain import ToolchainError, c_to_asm


class BaselineOptimizer(Optimizer):
    deterministic = True

    def __init__(self, argument: str = "", **_: Any) -> None:
        if argument:
            raise ModelError("the baseline model takes no argument")

    def generate(self, queries: list[Query], n: int = 1) -> list[list[Sample]]:
        return [[Sample(asm=q.problem.baseline_asm, info={"source": "baseline"}) for _ in range(n)]
                for q in queries]


class ReplayOptimizer(Optimizer):
    """Serves recorded samples; a (problem, round, sample) with no record becomes an error sample."""

    def __init__(self, argument: str, **_: Any) -> None:
        path = Path(argument)
        if not argument or not path.exists():
            raise ModelError(f"replay file {argument!r} does not exist")
        self.path = path
        self.records: dict[tuple[str, int, int], dict[str, Any]] = {}
        with path.open(encoding="utf-8", errors="replace") as handle:
            for lineno, line in enumerate(handle, start=1):
                if not line.strip():
                    continue
                try:
                    record = json.loads(line)
                except json.JSONDecodeError as exc:
                    raise ModelError(f"{path}:{lineno}: not valid JSON ({exc.msg})") from None
                if not isinstance(record, dict) or "problem_id" not in record:
                    raise ModelError(f"{path}:{lineno}: a replay line needs 'problem_id'")
                if "asm" not in record and "response" not in record:
                    raise ModelError(f"{path}:{lineno}: a replay line needs 'asm' or 'response'")
                key = (str(record["problem_id"]), int(record.get("round", 0)),
                       int(record.get("sample", 0)))
                self.records[key] = record

    def _sample(self, query: Query, index: int) -> Sample:
        record = self.records.get((query.problem.id, query.round, index))
        if record is None:
            return Sample(asm=None, error=f"replay file has no sample {index} (round "
                                          f"{query.round}) for problem {query.problem.id}")
        if record.get("asm") is not None:
            return Sample(asm=record["asm"], response=record.get("response"),
                          info={"source": "replay"})
        return sample_from_text(record.get("response") or "", info={"source": "replay"})

    def generate(self, queries: list[Query], n: int = 1) -> list[list[Sample]]:
        return [[self._sample(q, q.sample + i) for i in range(n)] for q in queries]

    def describe(self) -> dict[str, Any]:
        return {"spec": self.spec, "records": len(self.records)}


class CompilerOptimizer(Optimizer):
    deterministic = True

    def __init__(self, argument: str, **_: Any) -> None:
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
