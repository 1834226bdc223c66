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

Export writes the same schema; superasm's hidden tests and metadata ride along in extra
``extra_info`` keys (``superasm_id``, ``hidden_inputs``, ``hidden_outputs``, ``superasm_meta``),
which the importer reads back, so a round trip loses nothing.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from superasm.problem import Problem, ProblemFormatError, TestCase

SPLIT_NAMES = ("train", "val", "test")


class SupercoderImportError(ProblemFormatError):
    """A SuperCoder file or dataset cannot be read; the message says which row and field."""


def _plain(value: Any) -> Any:
    """numpy arrays and pyarrow scalars from a parquet reader, as plain lists and dicts."""
    if hasattr(value, "tolist"):
        return value.tolist()
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def _strings(value: Any, field: str, where: str) -> list[str]:
    value = _plain(value)
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise SupercoderImportError(f"{where}: extra_info.{field} must be a list of strings")
    return value


def _baseline(row: dict[str, Any], extra: dict[str, Any], where: str) -> tuple[str, str]:
    """(assembly, which field it came from)."""
    from superasm.extract import extract_asm

    reward = _plain(row.get("reward_model")) or {}
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
    extra = _plain(row.get("extra_info"))
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
    pid = extra.get("superasm_id") or f"supercoder_{split or 'all'}_{index}"
    return Problem(
        id=str(pid),
        c_source=c_code,
        baseline_asm=asm,
        tests=[TestCase(i, o) for i, o in zip(inputs, outputs, strict=True)],
        hidden_tests=[TestCase(i, o) for i, o in zip(hidden_in, hidden_out, strict=True)],
        split=split,
        meta=meta,
    )


def problems_from_rows(rows: Sequence[dict[str, Any]], where: str = "row") -> list[Problem]:
    problems = [problem_from_row(row, i, where) for i, row in enumerate(rows)]
    seen: dict[str, int] = {}
    for p in problems:
        seen[p.id] = seen.get(p.id, 0) + 1
    dupes = sorted(k for k, v in seen.items() if v > 1)
    if dupes:
        raise SupercoderImportError(f"{where}: duplicate problem ids {dupes[:5]}")
    return problems


def read_parquet(path: str | Path) -> list[Problem]:
    """Problems from a released SuperCoder parquet file (needs pyarrow: the ``data`` extra)."""
    try:
        import pyarrow.parquet as pq
    except ModuleNotFoundError as exc:  # pragma: no cover - depends on the install
        raise SupercoderImportError("reading parquet needs pyarrow: pip install 'superasm[data]'") from exc
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
    try:
        import datasets
    except ModuleNotFoundError as exc:  # pragma: no cover - depends on the install
        raise SupercoderImportError("--hf needs the datasets library: pip install 'superasm[data]'") from exc
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
    from superasm.prompts import answer_text, render_prompt

    rows = []
    for index, p in enumerate(problems):
        question = render_prompt(p.c_source, p.baseline_asm, "paper")
        meta = {k: v for k, v in p.meta.items() if k != "prompt_asm"}
        rows.append({
            "data_source": p.split or "train",
            "prompt": [{"role": "user", "content": question}],
            "ability": "code",
            "reward_model": {"style": "rule", "ground_truth": p.baseline_asm},
            "extra_info": {
                "split": p.split or "train",
                "index": index,
                "c_code": p.c_source,
                "question": question,
                "c_only_question": render_prompt(p.c_source, None, "c-only"),
                "answer": answer_text(p.baseline_asm),
                "inputs": [t.input for t in p.tests],
                "outputs": [t.output for t in p.tests],
                "unoptimized_assembly": p.meta.get("prompt_asm", p.baseline_asm),
                "superasm_id": p.id,
                "hidden_inputs": [t.input for t in p.hidden_tests],
                "hidden_outputs": [t.output for t in p.hidden_tests],
                "superasm_meta": json.dumps(meta, sort_keys=True),
            },
        })
    return rows
