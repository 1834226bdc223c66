"""Writing a problem set out: superasm JSONL, the SuperCoder parquet schema, VERL's RL parquet.

- ``jsonl``: superasm's own format (docs/problem-format.md), hidden tests included.
- ``supercoder``: the paper's released schema (see :mod:`superasm.datasets.supercoder`).
- ``verl``: VERL's RL parquet: ``data_source``, ``prompt`` (chat messages built by
  :func:`superasm.prompts.build_messages`), ``ability``, ``reward_model: {style: "rule",
  ground_truth}`` and ``extra_info``.  ``ground_truth`` is the whole problem record as JSON, so a
  reward process needs no dataset file (:mod:`superasm.train.verl_reward` reads it back).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from superasm.datasets.supercoder import to_rows
from superasm.errors import UserError, require
from superasm.problem import Problem, save_problems
from superasm.prompts import build_messages
from superasm.values import Query

FORMATS = ("jsonl", "supercoder", "verl")
VERL_DATA_SOURCE = "superasm"
VERL_ABILITY = "asm-optimization"


class ExportError(UserError, ValueError):
    """An export cannot be written (unknown format, missing library)."""


def problem_record_json(problem: Problem) -> str:
    return json.dumps(problem.to_dict(), ensure_ascii=False, sort_keys=True)


def to_verl_records(problems: Sequence[Problem], prompt_variant: str = "paper",
                    split: str | None = None) -> list[dict[str, Any]]:
    """VERL RL rows, one per problem.  ``split`` overrides each problem's own split."""
    return [{"data_source": VERL_DATA_SOURCE,
             "prompt": build_messages(Query(problem), variant=prompt_variant),
             "ability": VERL_ABILITY,
             "reward_model": {"style": "rule", "ground_truth": problem_record_json(problem)},
             "extra_info": {"split": split or problem.split or "train", "index": index,
                            "problem_id": problem.id}}
            for index, problem in enumerate(problems)]


def write_parquet(rows: list[dict[str, Any]], path: str | Path) -> Path:
    """Rows to parquet with pyarrow; nested fields stay structs and lists."""
    pa = require("pyarrow", "writing parquet")
    pq = require("pyarrow.parquet", "writing parquet")
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    pq.write_table(pa.Table.from_pylist(rows), path)
    return path


def export(problems: Sequence[Problem], fmt: str, out: str | Path,
           prompt_variant: str = "paper") -> Path:
    """Write ``problems`` in ``fmt`` to ``out``; returns the path written."""
    out = Path(out)
    if fmt == "jsonl":
        save_problems(problems, out)
        return out
    if fmt == "supercoder":
        return write_parquet(to_rows(problems), out)
    if fmt == "verl":
        return write_parquet(to_verl_records(problems, prompt_variant), out)
    raise ExportError(f"unknown export format {fmt!r}: choose one of {', '.join(FORMATS)}")
