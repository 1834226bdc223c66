"""The SuperCoder release's dataset schema (Hugging Face parquet), read and written.

One row per program, as the released data-creation script builds it::

    data_source: str                      # the split name in the release
    prompt: [{role: "user", content}]     # the question shown to the model
    ability: "code"
    reward_model: {style: "rule", ground_truth: <gcc -O3 -S output>}
    extra_info: {split, index, c_code, question, c_only_question,
                 answer: "```assembly\\n<-O3 asm>```", inputs: [str], outputs: [str],
                 unoptimized_assembly: <asm shown in the prompt>}

The released script fills ``unoptimized_assembly`` with ``gcc -O0`` output while the paper's
prompt speaks of the -O3 baseline; ``superasm dataset audit`` tells which level a file really
holds.  On import the baseline is ``reward_model.ground_truth`` (the -O3 build the paper measures
against), falling back to the fenced asm in ``answer``, then to ``unoptimized_assembly``; the
prompt's assembly is kept in ``meta['prompt_asm']`` when it differs.

Export writes the same schema; superasm's id, tests and metadata ride along in extra
``extra_info`` keys (``superasm_id``, ``superasm_tests``, ``superasm_meta``), which the importer
reads back, so a round trip loses nothing.  ``superasm_tests`` holds the public and hidden tests
in superasm's own JSON form (docs/problem-format.md: exact bytes, base64 where they are not
UTF-8, file names, exit statuses, ``output_match``); ``inputs``/``outputs`` are also written for
the paper's tools, as text, where a byte that is not UTF-8 shows as U+FFFD.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from superasm.errors import require
from superasm.extract import extract_asm
from superasm.problem import (
    Problem,
    ProblemFormatError,
    TestCase,
    as_bytes,
    display_text,
    problem_from_dict,
)
from superasm.prompts import answer_text, render_prompt

SPLIT_NAMES = ("train", "val", "test")


class SupercoderImportError(ProblemFormatError):
    """A SuperCoder file or dataset cannot be read; the message says which row and field."""


def plain(value: Any) -> Any:
    """numpy arrays and pyarrow scalars from a parquet reader, as plain lists and dicts."""
    if hasattr(value, "tolist") and not isinstance(value, str | bytes):
        value = value.tolist()
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    return value


def _strings(value: Any, field: str, where: str) -> list[bytes]:
    """Test data: strings (their UTF-8 bytes) or binary values, as the file holds them."""
    value = plain(value)
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(v, (str, bytes)) for v in value):
        raise SupercoderImportError(f"{where}: extra_info.{field} must be a list of strings")
    return [as_bytes(v) for v in value]


def _baseline(row: dict[str, Any], extra: dict[str, Any], where: str) -> tuple[str, str]:
    """(assembly, which field it came from)."""
    reward = plain(row.get("reward_model")) or {}
    truth = reward.get("ground_truth") if isinstance(reward, dict) else None
    if isinstance(truth, str) and truth.strip():
        return truth, "reward_model.ground_truth"
    answer = extra.get("answer")
    if isinstance(answer, str):
        asm = extract_asm(answer)
        if asm:
            return asm, "extra_info.answer"
    prompt_asm = extra.get("unoptimized_assembly")
    if isinstance(prompt_asm, str) and prompt_asm.strip():
        return prompt_asm, "extra_info.unoptimized_assembly"
    raise SupercoderImportError(f"{where}: no assembly (reward_model.ground_truth, "
                                "extra_info.answer and extra_info.unoptimized_assembly are empty)")


def problem_from_row(row: dict[str, Any], position: int, where: str = "row") -> Problem:
    """One released row as a Problem (see the module docstring for the mapping)."""
    where = f"{where} {position}"
    extra = plain(row.get("extra_info"))
    if not isinstance(extra, dict):
        raise SupercoderImportError(f"{where}: missing extra_info")
    c_code = extra.get("c_code")
    if not isinstance(c_code, str) or not c_code.strip():
        raise SupercoderImportError(f"{where}: extra_info.c_code is missing or empty")
    inputs = _strings(extra.get("inputs"), "inputs", where)
    outputs = _strings(extra.get("outputs"), "outputs", where)
    if not inputs:
        raise SupercoderImportError(f"{where}: extra_info.inputs is empty")
    if len(inputs) != len(outputs):
        raise SupercoderImportError(f"{where}: {len(inputs)} inputs but {len(outputs)} outputs")
    hidden_in = _strings(extra.get("hidden_inputs"), "hidden_inputs", where)
    hidden_out = _strings(extra.get("hidden_outputs"), "hidden_outputs", where)
    if len(hidden_in) != len(hidden_out):
        raise SupercoderImportError(f"{where}: hidden inputs and outputs differ in number")
    asm, asm_field = _baseline(row, extra, where)
    index = extra.get("index", position)
    split = extra.get("split") or row.get("data_source") or ""
    split = split if split in SPLIT_NAMES else ""
    meta: dict[str, Any] = {}
    if isinstance(extra.get("superasm_meta"), str) and extra["superasm_meta"]:
        meta.update(json.loads(extra["superasm_meta"]))
    meta.update({"source": meta.get("source", "supercoder"), "supercoder_index": index,
                 "baseline_field": asm_field})
    prompt_asm = extra.get("unoptimized_assembly")
    if isinstance(prompt_asm, str) and prompt_asm.strip() and prompt_asm != asm:
        meta["prompt_asm"] = prompt_asm
    pid = str(extra.get("superasm_id") or f"supercoder_{split or 'all'}_{index}")
    if isinstance(extra.get("superasm_tests"), str):  # written by superasm: the exact tests
        try:
            tests = json.loads(extra["superasm_tests"])
        except json.JSONDecodeError as exc:
            raise SupercoderImportError(f"{where}: extra_info.superasm_tests: {exc.msg}") from None
        record = {"id": pid, "c_source": c_code, "baseline_asm": asm, "split": split,
                  "meta": meta, **(tests if isinstance(tests, dict) else {"tests": tests})}
        return problem_from_dict(record, f"{where}: extra_info.superasm_tests")
    return Problem(pid, c_code, asm,
                   tuple(TestCase(i, o) for i, o in zip(inputs, outputs, strict=True)),
                   tuple(TestCase(i, o) for i, o in zip(hidden_in, hidden_out, strict=True)),
                   split, meta)


def problems_from_rows(rows: Sequence[dict[str, Any]], where: str = "row") -> list[Problem]:
    problems = [problem_from_row(row, i, where) for i, row in enumerate(rows)]
    dupes = sorted(k for k, v in Counter(p.id for p in problems).items() if v > 1)
    if dupes:
        raise SupercoderImportError(f"{where}: duplicate problem ids {dupes[:5]}")
    return problems


def read_parquet(path: str | Path) -> list[Problem]:
    """Problems from a released SuperCoder parquet file (needs pyarrow: the ``data`` extra)."""
    pq = require("pyarrow.parquet", "reading parquet")
    path = Path(path)
    if not path.is_file():
        raise SupercoderImportError(f"{path}: no such file")
    try:
        rows = pq.read_table(path).to_pylist()
    except Exception as exc:  # pyarrow raises several types for a bad file
        raise SupercoderImportError(f"{path}: not a readable parquet file ({exc})") from exc
    return problems_from_rows(rows, str(path))


def load_hf(name: str, split: str = "train") -> list[Problem]:
    """Load a SuperCoder-schema dataset from the Hugging Face Hub by name (needs network)."""
    datasets = require("datasets", "--hf")
    try:
        data = datasets.load_dataset(name, split=split)
    except Exception as exc:  # network errors, missing datasets, auth: one clear message
        raise SupercoderImportError(
            f"could not load {name!r} (split {split!r}) from the Hugging Face Hub: "
            f"{type(exc).__name__}: {str(exc)[:300]}. Without network access, download the "
            "parquet elsewhere and run `superasm dataset import-supercoder FILE.parquet`.") from exc
    return problems_from_rows(list(data), f"{name}[{split}]")


# ---------------------------------------------------------------- writing
def to_rows(problems: Sequence[Problem]) -> list[dict[str, Any]]:
    """Rows in the released schema.  The prompt shows the baseline (-O3) assembly, as the paper's
    prompt does; ``unoptimized_assembly`` holds that same assembly."""
    rows = []
    for index, p in enumerate(problems):
        question = render_prompt(p.c_source, p.baseline_asm, "paper")
        meta = {k: v for k, v in p.meta.items() if k != "prompt_asm"}
        tests = {k: v for k, v in p.to_dict().items()
                 if k in ("tests", "hidden_tests", "output_match")}
        rows.append({
            "data_source": p.split or "train",
            "prompt": [{"role": "user", "content": question}],
            "ability": "code",
            "reward_model": {"style": "rule", "ground_truth": p.baseline_asm},
            "extra_info": {
                "split": p.split or "train", "index": index, "c_code": p.c_source,
                "question": question, "c_only_question": render_prompt(p.c_source, None, "c-only"),
                "answer": answer_text(p.baseline_asm),
                "inputs": [display_text(t.input) for t in p.tests],
                "outputs": [display_text(t.output) for t in p.tests],
                "unoptimized_assembly": p.meta.get("prompt_asm", p.baseline_asm),
                "superasm_id": p.id, "superasm_tests": json.dumps(tests, ensure_ascii=False),
                "superasm_meta": json.dumps(meta, sort_keys=True),
            },
        })
    return rows
