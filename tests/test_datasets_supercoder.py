"""The SuperCoder release's parquet schema: reading files written here, round trips, --hf."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")

from superasm.cli import main  # noqa: E402
from superasm.datasets import supercoder  # noqa: E402
from superasm.datasets.supercoder import (  # noqa: E402
    SupercoderImportError,
    problems_from_rows,
    read_parquet,
    to_rows,
)
from superasm.problem import Problem, ProblemFormatError, TestCase, load_problems  # noqa: E402

C_CODE = '#include <stdio.h>\nint main(void){int n;scanf("%d",&n);printf("%d\\n",n+1);return 0;}\n'
O3_ASM = "\t.text\n\t.globl main\nmain:\n\tret\n"
O0_ASM = "\t.text\n\t.globl main\nmain:\n\tpushq %rbp\n\tpopq %rbp\n\tret\n"


def release_row(index: int, **extra_overrides) -> dict:
    """A row shaped like the released data-creation script writes it."""
    question = f"Given the following C code ...\n{C_CODE}\n{O0_ASM}"
    extra = {
        "split": "train",
        "index": index,
        "c_code": C_CODE,
        "question": question,
        "c_only_question": "Given the following C code ...",
        "answer": f"```assembly\n{O3_ASM}```",
        "inputs": ["1\n", "41\n"],
        "outputs": ["2\n", "42\n"],
        "unoptimized_assembly": O0_ASM,
    }
    extra.update(extra_overrides)
    return {
        "data_source": "train",
        "prompt": [{"role": "user", "content": question}],
        "ability": "code",
        "reward_model": {"style": "rule", "ground_truth": O3_ASM},
        "extra_info": extra,
    }


def write(rows: list[dict], path: Path) -> Path:
    pq.write_table(pa.Table.from_pylist(rows), path)
    return path


def test_reads_the_release_schema(tmp_path: Path):
    path = write([release_row(0), release_row(1, inputs=["5\n"], outputs=["6\n"])], tmp_path / "sc.parquet")
    problems = read_parquet(path)
    assert [p.id for p in problems] == ["supercoder_train_0", "supercoder_train_1"]
    first = problems[0]
    assert first.c_source == C_CODE
    assert first.baseline_asm == O3_ASM, "the baseline is the -O3 ground truth"
    assert first.tests == (TestCase("1\n", "2\n"), TestCase("41\n", "42\n"),)
    assert first.split == "train"
    assert first.meta["prompt_asm"] == O0_ASM
    assert first.meta["baseline_field"] == "reward_model.ground_truth"
    assert problems[1].tests == (TestCase("5\n", "6\n"),)


def test_falls_back_to_the_answer_then_the_prompt_asm():
    row = release_row(3)
    row["reward_model"] = {"style": "rule", "ground_truth": ""}
    problem = problems_from_rows([row])[0]
    assert problem.baseline_asm.strip() == O3_ASM.strip()
    assert problem.meta["baseline_field"] == "extra_info.answer"
    row = release_row(4, answer="no code here")
    row["reward_model"] = {"style": "rule", "ground_truth": None}
    problem = problems_from_rows([row])[0]
    assert problem.baseline_asm == O0_ASM and "prompt_asm" not in problem.meta


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"c_code": ""}, "c_code"),
        ({"inputs": ["1\n"], "outputs": []}, "1 inputs but 0 outputs"),
        ({"inputs": [], "outputs": []}, "inputs is empty"),
        ({"inputs": [1, 2], "outputs": ["a", "b"]}, "list of strings"),
    ],
)
def test_bad_rows_are_named(overrides, message):
    with pytest.raises(SupercoderImportError, match=message) as info:
        problems_from_rows([release_row(0), release_row(1, **overrides)], "file.parquet")
    assert "file.parquet 1" in str(info.value)


def test_duplicate_and_unreadable_files(tmp_path: Path):
    with pytest.raises(SupercoderImportError, match="duplicate"):
        problems_from_rows([release_row(7), release_row(7)])
    junk = tmp_path / "junk.parquet"
    junk.write_text("not parquet")
    with pytest.raises(SupercoderImportError, match="not a readable parquet"):
        read_parquet(junk)
    with pytest.raises(SupercoderImportError, match="no such file"):
        read_parquet(tmp_path / "missing.parquet")


def sample_problems() -> list[Problem]:
    return [
        Problem("alpha", C_CODE, O3_ASM, [TestCase("1\n", "2\n")], [TestCase("9\n", "10\n")],
                "train", {"category": "strings", "o0_o3_speedup": 2.5}),
        Problem("beta", C_CODE, O3_ASM, [TestCase("3\n", "4\n"), TestCase("", "")], [], "val",
                {"prompt_asm": O0_ASM}),
    ]


def test_export_then_import_round_trips(tmp_path: Path):
    original = sample_problems()
    rows = to_rows(original)
    assert rows[0]["reward_model"] == {"style": "rule", "ground_truth": O3_ASM}
    assert rows[0]["extra_info"]["answer"].startswith("```assembly")
    assert rows[1]["extra_info"]["unoptimized_assembly"] == O0_ASM
    assert rows[0]["prompt"][0]["role"] == "user" and C_CODE.strip() in rows[0]["prompt"][0]["content"]
    back = read_parquet(write(rows, tmp_path / "round.parquet"))
    for before, after in zip(original, back, strict=True):
        assert (after.id, after.c_source, after.baseline_asm, after.split) == (
            before.id, before.c_source, before.baseline_asm, before.split)
        assert after.tests == before.tests and after.hidden_tests == before.hidden_tests
        for key, value in before.meta.items():
            assert after.meta[key] == value


def test_round_trip_keeps_every_byte_name_and_exit_status(tmp_path: Path):
    binary = Problem("bin", C_CODE, O3_ASM,
                     [TestCase(b"caf\xe9\r\n", bytes(range(256)), "latin1.in", 3)],
                     [TestCase(b"\x00\xff", b"P5\n1 1\n255\n\x80", "secret/img.in")], "val",
                     output_match="eol")
    rows = to_rows([binary])
    assert rows[0]["extra_info"]["inputs"] == ["caf\ufffd\r\n"], "the paper's field: display text"
    back = read_parquet(write(rows, tmp_path / "bin.parquet"))[0]
    assert back.tests == binary.tests and back.hidden_tests == binary.hidden_tests
    assert back.output_match == "eol" and back.tests[0].exit_code == 3
    released = release_row(0, inputs=[b"\xe9\n"], outputs=[b"\x01"])
    assert problems_from_rows([released])[0].tests == (TestCase(b"\xe9\n", b"\x01"),)
    broken = release_row(1, superasm_tests='{"tests": [{"input": {"base64": "@@"}, "output": ""}]}')
    with pytest.raises(ProblemFormatError, match="f.parquet 0: extra_info.superasm_tests.*base64"):
        problems_from_rows([broken], "f.parquet")


def test_hf_loading_goes_through_datasets(monkeypatch):
    datasets = pytest.importorskip("datasets")
    calls = []

    def fake_load(name, split):
        calls.append((name, split))
        return [release_row(0)]

    monkeypatch.setattr(datasets, "load_dataset", fake_load)
    problems = supercoder.load_hf("someone/superopt", "val")
    assert calls == [("someone/superopt", "val")] and problems[0].baseline_asm == O3_ASM

    def offline(name, split):
        raise ConnectionError("no route to host")

    monkeypatch.setattr(datasets, "load_dataset", offline)
    with pytest.raises(SupercoderImportError, match="import-supercoder FILE.parquet"):
        supercoder.load_hf("someone/superopt")


def test_cli_import(tmp_path: Path, capsys):
    path = write([release_row(0), release_row(1)], tmp_path / "sc.parquet")
    out = tmp_path / "problems.jsonl"
    assert main(["dataset", "import-supercoder", str(path), "--out", str(out)]) == 0
    assert [p.id for p in load_problems(out)] == ["supercoder_train_0", "supercoder_train_1"]
    assert "audit" in capsys.readouterr().out
    assert main(["dataset", "import-supercoder", "--out", str(out)]) == 2
    assert main(["dataset", "import-supercoder", str(tmp_path / "nope.parquet"), "--out", str(out)]) == 2
    json.loads(out.read_text().splitlines()[0])
