"""The problem-file schema: round trips, and errors that name the line and the field."""

from __future__ import annotations

import json

import pytest

from superasm.problem import Problem, ProblemFormatError, TestCase, load_problems, save_problems


def good(pid="p1", **over):
    record = {"id": pid, "c_source": "int main(){}", "baseline_asm": "main: ret",
              "tests": [{"input": "1\n", "output": "2\n"}], "split": "val", "meta": {"k": 1}}
    record.update(over)
    return record


def write(tmp_path, records, name="set.jsonl"):
    path = tmp_path / name
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in records))
    return path


def test_round_trip(tmp_path):
    problem = Problem("a", "c", "asm", [TestCase("1", "2")], [TestCase("3", "4")], "train", {"x": 1})
    for name in ("set.jsonl", "set.jsonl.gz"):
        save_problems([problem], tmp_path / name)
        assert load_problems(tmp_path / name) == [problem]


def test_bytes_round_trip_as_text_or_base64(tmp_path):
    tests = [TestCase(b"1\r\n", "caf\u00e9\n", "utf8.in"), TestCase(b"caf\xe9", bytes(range(256)), "l1.in", 2)]
    problem = Problem("b", "c", "asm", tests, output_match="trailing-ws")
    record = problem.to_dict()
    assert record["tests"][0] == {"input": "1\r\n", "output": "caf\u00e9\n", "name": "utf8.in"}
    assert set(record["tests"][1]["input"]) == {"base64"} and record["tests"][1]["exit_code"] == 2
    save_problems([problem], tmp_path / "b.jsonl")
    assert load_problems(tmp_path / "b.jsonl") == [problem]


@pytest.mark.parametrize(
    ("record", "message"),
    [
        (good(tests=[]), "at least one test"),
        (good(tests=[{"input": "1"}]), "tests[0].output"),
        (good(hidden_tests=[{"input": 1, "output": "x"}]), "hidden_tests[0].input"),
        ({k: v for k, v in good().items() if k != "baseline_asm"}, "missing field 'baseline_asm'"),
        (good(c_source=5), "'c_source' must be str"),
        (good(meta=[1]), "'meta' must be an object"),
        (good(id=""), "'id' must not be empty"),
        (good(tests=[{"input": {"base64": "@"}, "output": ""}]), "tests[0].input': not valid base64"),
        (good(tests=[{"input": "", "output": "", "exit_code": 300}]), "exit_code"),
        (good(output_match="fuzzy"), "'output_match' must be one of exact, eol, trailing-ws"),
    ],
)
def test_errors_name_line_and_field(tmp_path, record, message):
    path = write(tmp_path, [good("ok"), record])
    with pytest.raises(ProblemFormatError) as info:
        load_problems(path)
    assert f"{path}:2" in str(info.value)
    assert message in str(info.value)


def test_bad_json_and_duplicates(tmp_path):
    with pytest.raises(ProblemFormatError, match=r":1: not valid JSON"):
        load_problems(write(tmp_path, ["{nope"]))
    with pytest.raises(ProblemFormatError, match="duplicate problem id 'p1'"):
        load_problems(write(tmp_path, [good(), good()]))
    with pytest.raises(ProblemFormatError, match="no such problem file"):
        load_problems(tmp_path / "missing.jsonl")
