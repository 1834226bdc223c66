"""The problem-file schema: round trips, and errors that name the line and the field."""

from __future__ import annotations

import dataclasses
import json
import pickle

import pytest

from superasm.problem import (
    Coverage,
    InputsMade,
    Problem,
    ProblemFormatError,
    TestCase,
    load_problems,
    save_problems,
)


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


def test_a_problem_is_a_value_nothing_changes_in_place():
    problem = Problem("v", "c", "asm", [TestCase("1", "2")], meta={"source": "here"})
    assert isinstance(problem.tests, tuple) and problem.tests == (TestCase("1", "2"),)
    with pytest.raises(dataclasses.FrozenInstanceError):
        problem.verify_tests = (TestCase("3", "4"),)  # type: ignore[misc]
    for change in (lambda m: m.__setitem__("source", "there"), lambda m: m.pop("source"),
                   lambda m: m.update(k=1), lambda m: m.setdefault("k", 1), lambda m: m.clear()):
        with pytest.raises(TypeError, match="read-only"):
            change(problem.meta)
    noted = problem.with_notes(tests_dir="t")
    assert dict(noted.meta) == {"source": "here", "tests_dir": "t"}
    assert dict(problem.meta) == {"source": "here"}  # the old value is as it was
    again = pickle.loads(pickle.dumps(noted))  # to worker processes and Ray nodes
    assert again == noted and dict(again.meta) == dict(noted.meta)


def test_what_made_the_inputs_is_typed_and_round_trips(tmp_path):
    made = InputsMade.from_dict({"tests": 3, "note": "", "seconds": 1.5, "version": 12,
                                 "seed": 0, "sites": 10, "covered_by_tests": 4,
                                 "covered_with_generated": 7, "strategies": {"grown": [1, 1, 1]}})
    assert made.coverage == Coverage(10, 4, 7) and made.version == 12
    assert made.details == {"strategies": {"grown": [1, 1, 1]}}
    timing = InputsMade(baseline_s=0.02, short=True, details={"source": "scaled"})
    problem = Problem("m", "c", "asm", [TestCase("1", "2")], bench_made=timing, verify_made=made,
                      target_functions=("hot",))
    save_problems([problem], tmp_path / "m.jsonl")
    (loaded,) = load_problems(tmp_path / "m.jsonl")
    assert loaded == problem and loaded.verify_made == made and loaded.bench_made == timing
    record = json.loads((tmp_path / "m.jsonl").read_text())
    assert "verify" not in record["meta"] and record["verify_made"]["sites"] == 10
    assert record["target_functions"] == ["hot"]


def test_files_that_kept_them_in_meta_are_read_into_the_typed_fields(tmp_path):
    """Problem files written before these were fields (the shipped corpus among them)."""
    old = good(meta={"source": "x", "verify": {"tests": 2, "version": 6, "note": "n"},
                     "bench": {"source": "scaled", "baseline_s": 0.03},
                     "target_functions": ["f"]})
    (problem,) = load_problems(write(tmp_path, [old]))
    assert dict(problem.meta) == {"source": "x"}
    assert problem.verify_made is not None and problem.verify_made.version == 6
    assert problem.verify_made.note == "n" and problem.verify_made.tests == 2
    assert problem.bench_made is not None and problem.bench_made.baseline_s == 0.03
    assert problem.target_functions == ("f",)


@pytest.mark.parametrize("record, message", [
    (good(verify_made={"version": "six"}), "'version' must be int"),
    (good(bench_made={"baseline_s": True}), "'baseline_s' must be int or float"),
    (good(verify_made=[1]), "verify_made' must be an object"),
    (good(target_functions="main"), "must be a list of function names"),
    (good(meta={"target_functions": [""]}), "must be a list of function names"),
])
def test_typed_fields_name_what_is_wrong(tmp_path, record, message):
    with pytest.raises(ProblemFormatError, match=message):
        load_problems(write(tmp_path, [record]))
