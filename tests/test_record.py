"""The result record: round trips, old and new schemas, and the documented schema."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from superasm.record import (
    SCHEMA_VERSION,
    RecordError,
    ResultRecord,
    make_record,
    record_from_json,
    record_to_json,
    schema_markdown,
    verdict_for_unusable,
)
from superasm.values import Sample, Usage
from superasm.verdict import Failure, Measurement, Phase, Status, Timing, Verdict

TIMING = Timing(0.5, (0.4, 0.6), 4)


def measured(decision: str = "faster") -> Verdict:
    m = Measurement("default", "cpu", 1.3, (1.2, 1.4), decision, TIMING, TIMING, 4,
                    per_test=((0.1, 0.08),), flags=("x",), other_clock_estimate=1.28,
                    other_clock_ci=(1.1, 1.5), program_seconds=2.5, min_effect=0.01)
    return Verdict(Status.CORRECT, tests_passed=3, tests_total=3, verified=True, measurement=m)


def test_a_record_survives_json_unchanged():
    failure = Failure("1\n", "2\n", "3\n", offset=0)
    for verdict in (measured(), Verdict(Status.WRONG_OUTPUT, "differs", test=2, test_name="t2.in",
                                        phase=Phase.HIDDEN, failure=failure, flags=("a",))):
        record = make_record("p", 1, 2, verdict, Sample(asm="ret", usage=Usage(prompt_tokens=5)))
        again = record_from_json(json.loads(json.dumps(record_to_json(record))))
        assert again == record and isinstance(again, ResultRecord)
        assert again.schema == SCHEMA_VERSION and again.key == ("p", 2, 1)


def test_credit_follows_the_decision_and_verification():
    assert make_record("p", 0, 0, measured(), None).credited_speedup == 1.3
    assert make_record("p", 0, 0, measured("clock_disagreement"), None).credited_speedup == 1.0
    unverified = Verdict(Status.CORRECT, verified=False, measurement=measured().measurement)
    assert make_record("p", 0, 0, unverified, None).credited_speedup == 1.0
    assert make_record("p", 0, 0, unverified, None).paper_speedup == 1.3


def test_a_version_1_row_is_read():
    row = {"problem_id": "p", "sample": 0, "round": 0, "status": "correct", "compiled": True,
           "correct": True, "verified": True, "speedup": 1.2, "speedup_paper": 1.2,
           "speedup_point": 1.2, "speedup_ci": [1.1, 1.3], "significant": True,
           "baseline_seconds": 0.2, "candidate_seconds": 0.16, "timing": "default",
           "clock": "cpu", "timing_rounds": 9, "flags": [], "per_test": [
               {"test": 0, "baseline": 0.2, "candidate": 0.16}],
           "failure": None, "candidate_asm": "ret", "info": {}, "usage": None}
    record = record_from_json(row)
    assert record.credited_speedup == pytest.approx(1.2) and record.measurement.rounds == 9
    not_credited = record_from_json({**row, "speedup": 1.0})
    assert not_credited.credited_speedup == 1.0 and not_credited.paper_speedup == 1.2


def test_a_newer_schema_is_refused_with_the_version_it_needs():
    with pytest.raises(RecordError, match=r"newer superasm \(result schema 99\)"):
        record_from_json({"schema": 99, "problem_id": "p", "status": "correct"})
    with pytest.raises(RecordError, match="unknown value 'great'"):
        record_from_json({"schema": SCHEMA_VERSION, "problem_id": "p", "status": "great"})


def test_a_reply_without_assembly_is_judged_the_same_everywhere():
    assert verdict_for_unusable(Sample(asm="  ret")) is None
    failed = verdict_for_unusable(Sample(asm=None, error="HTTP 500"))
    assert failed is not None and failed.status is Status.MODEL_ERROR
    prose = verdict_for_unusable(Sample(asm=None, response="no code here"))
    assert prose is not None and prose.status is Status.ASSEMBLE_ERROR and not prose.compiled


def test_the_documented_schema_is_generated_from_the_type():
    doc = (Path(__file__).parents[1] / "docs" / "architecture.md").read_text()
    assert schema_markdown() in doc, "regenerate: superasm.record.schema_markdown()"
    assert "| `credited_speedup`" not in schema_markdown()  # properties are not stored
