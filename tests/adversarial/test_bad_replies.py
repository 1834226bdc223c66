"""Bad replies and bad problem sets (issue 17, point 9): a verdict or a one-line error, never a
traceback, and never a poisoned run.

Each reply below once ended ``superasm eval`` with a traceback (an ``asm`` that is a number or a
list, a ``sample`` that is a string, null or Infinity, a lone surrogate), and a bad reply stored
in ``replies.jsonl`` made every resume crash again.  Here each is a ``model_error`` or
``assemble_error`` for its sample, from a replay file, from a model and from a stored reply.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from superasm.cli import main
from superasm.datasets import resolve_dataset
from superasm.harness import HarnessConfig
from superasm.measure import MeasureConfig, TimingMethod
from superasm.models.base import Optimizer
from superasm.problem import ProblemFormatError, load_problems
from superasm.record import ResultRecord
from superasm.runs import RunDir, RunDirError
from superasm.search import SearchConfig, run_search
from superasm.values import Query, Sample
from superasm.verdict import Status

pytestmark = pytest.mark.needs_bwrap

BAD = (Status.MODEL_ERROR, Status.ASSEMBLE_ERROR)

#: replay lines for problem "collatz", each malformed in one way (raw JSON text: Infinity and
#: the lone surrogate cannot be written by json.dumps without help)
BAD_LINES = {
    "asm is a number": '{"problem_id": "collatz", "sample": 0, "asm": 5}',
    "asm is a list": '{"problem_id": "collatz", "sample": 0, "asm": ["main:", "ret"]}',
    "asm is an object": '{"problem_id": "collatz", "sample": 0, "asm": {"x": 1}}',
    "sample is a string": '{"problem_id": "collatz", "sample": "zero", "asm": "main:\\n"}',
    "sample is null": '{"problem_id": "collatz", "sample": null, "asm": "main:\\n"}',
    "sample is Infinity": '{"problem_id": "collatz", "sample": Infinity, "asm": "main:\\n"}',
    "sample is negative": '{"problem_id": "collatz", "sample": -1, "asm": "main:\\n"}',
    "round is a list": '{"problem_id": "collatz", "round": [0], "asm": "main:\\n"}',
    "lone surrogate in asm": '{"problem_id": "collatz", "sample": 0, "asm": "main:\\n\\ud800\\n"}',
    "lone surrogate in response":
        '{"problem_id": "collatz", "sample": 0, "response": "```asm\\nmain:\\n\\udfff\\n```"}',
    "response is a number": '{"problem_id": "collatz", "sample": 0, "response": 7}',
}


def eval_replay(replay: Path, out: Path, *extra: str) -> int:
    return main(["eval", "--dataset", "examples", "--model", f"replay:{replay}", "--timing",
                 "none", "--out", str(out), "--no-progress", "--ids", "collatz", *extra])


def statuses(out: Path) -> dict[str, Status]:
    return {r.problem_id: r.status for r in RunDir(out).results()}


@pytest.mark.parametrize("line", list(BAD_LINES.values()), ids=list(BAD_LINES))
def test_a_bad_reply_in_a_replay_file_is_a_verdict(tmp_path: Path, line: str,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    replay = tmp_path / "replay.jsonl"
    replay.write_text(line + "\n", encoding="utf-8")
    assert eval_replay(replay, tmp_path / "run") == 0, capsys.readouterr().err
    assert statuses(tmp_path / "run") == {"collatz": statuses(tmp_path / "run")["collatz"]}
    assert statuses(tmp_path / "run")["collatz"] in BAD
    assert "Traceback" not in capsys.readouterr().err
    # what was stored reads back, and the stored reply is valid UTF-8 JSON
    for raw in (tmp_path / "run" / "replies.jsonl").read_bytes().splitlines():
        json.loads(raw.decode("utf-8"))


def test_the_detail_says_what_was_wrong(tmp_path: Path) -> None:
    replay = tmp_path / "replay.jsonl"
    replay.write_text(BAD_LINES["asm is a number"] + "\n")
    eval_replay(replay, tmp_path / "run")
    (record,) = RunDir(tmp_path / "run").results()
    assert record.status is Status.MODEL_ERROR
    assert "is a int, not text" in record.detail and f"{replay}:1" in record.detail
    replay.write_text(BAD_LINES["sample is Infinity"] + "\n")
    eval_replay(replay, tmp_path / "run2")
    (record,) = RunDir(tmp_path / "run2").results()
    assert "'sample' must be a whole number" in record.detail and "inf" in record.detail


def test_a_bad_reply_stored_in_replies_jsonl_never_stops_a_resume(tmp_path: Path) -> None:
    """A run killed after storing a bad reply (as an older superasm did, then crashed): every
    resume reads it back and judges it, even after the replay file was fixed."""
    out, replay = tmp_path / "run", tmp_path / "replay.jsonl"
    replay.write_text('{"problem_id": "collatz", "asm": "main:\\n\\tret\\n"}\n')
    assert eval_replay(replay, out) == 0
    (out / "results.jsonl").write_text("")  # as if killed before judging the stored reply
    poisoned = [{"problem_id": "collatz", "round": 0, "sample": 0, "asm": 5, "response": None,
                 "usage": {"prompt_tokens": "many", "requests": float("inf")}, "error": None,
                 "info": ["not", "a", "dict"]}]
    (out / "replies.jsonl").write_text("".join(json.dumps(r) + "\n" for r in poisoned))
    assert eval_replay(replay, out) == 0  # the fixed replay file is not asked: the reply is kept
    assert statuses(out) == {"collatz": Status.MODEL_ERROR}
    assert eval_replay(replay, out) == 0  # and again: nothing to do, nothing crashes
    assert len(RunDir(out).results()) == 1


class Hostile(Optimizer):
    """A backend that hands back anything but a well-typed sample."""

    def generate(self, queries: list[Query], n: int = 1) -> list[list[Sample]]:
        odd: list[object] = [Sample(asm=5), Sample(asm=["main:"]),  # type: ignore[arg-type]
                             Sample(asm="main:\n\ud800\n", response="\udc00"),
                             "not a sample", Sample(asm=None, response=3,  # type: ignore[arg-type]
                                                    usage={"x": 1}, info=None)]  # type: ignore[arg-type]
        return [odd[:n] for _ in queries]  # type: ignore[misc]


def test_bad_samples_from_a_model_are_verdicts(tmp_path: Path) -> None:
    problems = [p for p in resolve_dataset("examples") if p.id == "collatz"]
    config = HarnessConfig(timing=MeasureConfig(method=TimingMethod.NONE))
    run = RunDir(tmp_path / "run")
    run.open({"dataset": "examples", "model": "hostile"})
    records = run_search(problems, Hostile(), config, SearchConfig(samples=5, progress=False),
                         run)
    assert sorted(r.sample for r in records) == [0, 1, 2, 3, 4]
    assert all(r.status in BAD for r in records), [(r.status, r.detail) for r in records]
    # the stored replies read back as the samples that were judged
    replies = {r.sample: r.reply for r in run.replies()}
    assert replies[2].response == "\ufffd" and replies[2].asm is None
    assert all(isinstance(r.info, dict) for r in replies.values())
    assert isinstance(records[0], ResultRecord)


@pytest.mark.parametrize(("content", "message"), [
    (b'{"id": ' + b"[" * 100_000 + b"]" * 100_000 + b"}\n", "JSON nested too deeply"),
    (b'{"id": "caf\xe9"}\n', "not UTF-8 text"),
])
def test_a_malformed_problem_set_names_file_and_line(tmp_path: Path, content: bytes,
                                                     message: str,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    good = next(iter(resolve_dataset("examples"))).to_dict()
    path = tmp_path / "problems.jsonl"
    path.write_bytes(json.dumps(good).encode() + b"\n" + content)
    with pytest.raises(ProblemFormatError, match=rf"problems\.jsonl:2: {message}"):
        load_problems(path)
    assert main(["eval", "--dataset", str(path), "--model", "baseline", "--out",
                 str(tmp_path / "run"), "--timing", "none", "--no-progress"]) != 0
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "problems.jsonl:2" in err[0] and message in err[0]


def test_a_run_directory_is_read_strictly_but_for_a_torn_last_line(tmp_path: Path) -> None:
    run = RunDir(tmp_path / "run")
    run.open({"dataset": "d"})
    run.results_path.write_text('{"schema": 3, "problem_id": "a", "status": "correct"}\n'
                                '{"torn')
    warnings: list[str] = []
    assert [r.problem_id for r in run.results(warnings)] == ["a"]
    assert "torn last line 2" in warnings[0]
    run.results_path.write_text('{"torn\n{"schema": 3, "problem_id": "a", "status": "correct"}\n')
    with pytest.raises(RunDirError, match=r"results\.jsonl:1: not valid JSON"):
        run.results()
    run.replies_path.write_bytes(b'{"problem_id": "a", "sample": 0, "asm": "\xff"}\n')
    with pytest.raises(RunDirError, match=r"replies\.jsonl:1: not UTF-8"):
        run.replies()
    run.replies_path.write_text('{"problem_id": "a", "sample": "x", "asm": "main:"}\n')
    with pytest.raises(RunDirError, match=r"replies\.jsonl:1: not a reply"):
        run.replies()
