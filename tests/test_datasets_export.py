"""Exporters: superasm JSONL, the SuperCoder parquet schema, VERL's RL parquet."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from superasm.cli import main
from superasm.datasets.export import ExportError, export, to_verl_records
from superasm.problem import Problem, TestCase, load_problems

pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")

C_CODE = '#include <stdio.h>\nint main(void){puts("hi");return 0;}\n'


def problems() -> list[Problem]:
    return [
        Problem("one", C_CODE, "\t.text\nmain:\n\tret\n", [TestCase("", "hi\n")],
                [TestCase("x", "hi\n")], "train", {"category": "strings"}),
        Problem("two", C_CODE, "\t.text\nmain:\n\txorl %eax, %eax\n\tret\n",
                [TestCase("1\n", "hi\n")], [], "val", {}),
    ]


def test_jsonl_keeps_hidden_tests(tmp_path: Path):
    out = export(problems(), "jsonl", tmp_path / "p.jsonl")
    back = load_problems(out)
    assert [p.to_dict() for p in back] == [p.to_dict() for p in problems()]
    assert back[0].hidden_tests == (TestCase("x", "hi\n"),)


def test_verl_rows_carry_chat_prompt_and_problem():
    from superasm.train.verl_reward import problem_from_ground_truth

    rows = to_verl_records(problems())
    assert [r["extra_info"] for r in rows] == [
        {"split": "train", "index": 0, "problem_id": "one"},
        {"split": "val", "index": 1, "problem_id": "two"},
    ]
    for row, problem in zip(rows, problems(), strict=True):
        assert row["reward_model"]["style"] == "rule"
        assert isinstance(row["prompt"], list) and row["prompt"][-1]["role"] == "user"
        assert problem.baseline_asm.strip() in row["prompt"][-1]["content"]
        rebuilt = problem_from_ground_truth(row["reward_model"]["ground_truth"], row["extra_info"])
        assert rebuilt.to_dict() == problem.to_dict()
    c_only = to_verl_records(problems(), prompt_variant="c-only")
    assert problems()[0].baseline_asm.strip() not in c_only[0]["prompt"][-1]["content"]


def test_verl_rows_match_the_trainers_format():
    """train/verl.py writes the same rows; the two must not drift apart."""
    from superasm.train.verl import verl_records

    assert to_verl_records(problems(), split="train") == verl_records(problems(), split="train")


def test_parquet_exports_read_back(tmp_path: Path):
    verl = pq.read_table(export(problems(), "verl", tmp_path / "v.parquet")).to_pylist()
    assert verl[1]["prompt"][0]["role"] == "user"
    assert json.loads(verl[1]["reward_model"]["ground_truth"])["id"] == "two"
    paper = pq.read_table(export(problems(), "supercoder", tmp_path / "s.parquet")).to_pylist()
    assert paper[0]["extra_info"]["c_code"] == C_CODE
    assert paper[0]["extra_info"]["inputs"] == [""] and paper[0]["extra_info"]["outputs"] == ["hi\n"]
    with pytest.raises(ExportError, match="unknown export format"):
        export(problems(), "csv", tmp_path / "x.csv")


def test_cli_export(tmp_path: Path, capsys):
    source = tmp_path / "in.jsonl"
    export(problems(), "jsonl", source)
    out = tmp_path / "out.parquet"
    assert main(["dataset", "export", str(source), "--format", "verl", "--out", str(out)]) == 0
    assert len(pq.read_table(out)) == 2
    assert "wrote 2 problems (verl)" in capsys.readouterr().out
    assert main(["dataset", "export", str(tmp_path / "missing"), "--format", "jsonl",
                 "--out", str(out)]) == 2
