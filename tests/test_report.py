"""Tests of superasm.report: reading run directories, Table 2, comparisons, the HTML report.

The run directories are synthetic but in the real format (docs/architecture.md, "Run
directories"), written by :func:`write_run`; expected numbers are computed by hand in comments.
"""

from __future__ import annotations

import argparse
import csv
import dataclasses
import io
import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from superasm.metrics import best_records, summarize
from superasm.problem import InputsMade, Problem, save_problems
from superasm.problem import TestCase as IOTest
from superasm.record import ResultRecord, record_to_json
from superasm.report import (
    ReportError,
    compare_runs,
    format_table2_terminal,
    load_run,
    paired_bootstrap,
    render_comparison,
    render_html,
    table2,
    table2_row,
)
from superasm.report import html as html_report
from superasm.report.asmdiff import side_by_side
from superasm.report.rundata import speedup_curve
from superasm.report.tables import latex_escape
from superasm.verdict import Failure, Measurement, Phase, Status, Timing

# ---------------------------------------------------------------------------- synthetic runs

BASELINE_ASM = """\
\t.file\t"sum.c"
\t.text
\t.globl\tmain
\t.type\tmain, @function
main:
\tpushq\t%rbx
\txorl\t%eax, %eax
\tmovl\t$0, %ebx
.L2:
\taddl\t%ebx, %eax
\taddl\t$1, %ebx
\tcmpl\t$100, %ebx
\tjne\t.L2
\tpopq\t%rbx
\tret
\t.size\tmain, .-main
\t.ident\t"GCC: (Debian 12.2.0-14) 12.2.0"
\t.section\t.note.GNU-stack,"",@progbits
"""

FASTER_ASM = BASELINE_ASM.replace(
    "\taddl\t%ebx, %eax\n\taddl\t$1, %ebx\n", "\tleal\t1(%rbx), %ecx\n\taddl\t%ebx, %eax\n\tmovl\t%ecx, %ebx\n"
)
HOSTILE_ASM = BASELINE_ASM + '</pre></script><script>alert("pwned")</script><img src="http://x/y">\n'

C_SOURCE = '#include <stdio.h>\nint main(void) { int s = 0; for (int i = 0; i < 100; i++) s += i; printf("%d\\n", s); }\n'


def problem(pid: str) -> Problem:
    return Problem(pid, C_SOURCE.replace("100", str(100 + len(pid))), BASELINE_ASM,
                   [IOTest("1\n", "4950\n"), IOTest("2\n", "4950\n")])


def record(pid: str, status: str, sample: int = 0, round_: int = 0, point: float | None = None,
           ci: tuple[float, float] | None = None, decision: str = "inconclusive",
           asm: str | None = FASTER_ASM, baseline_seconds: float = 0.004) -> ResultRecord:
    """One result; a correct one with a ``point`` estimate carries a measurement that decided
    ``decision`` (credited only when "faster"; see superasm.verdict)."""
    correct = status == "correct"
    measurement = None
    if correct and point is not None:
        measurement = Measurement(
            method="default", clock="cpu", estimate=point, ci=ci or (point, point),
            decision=decision, rounds=5, min_effect=0.01,
            baseline=Timing(baseline_seconds, (baseline_seconds, baseline_seconds), 5),
            candidate=Timing(baseline_seconds / point, (baseline_seconds / point,) * 2, 5),
            per_test=((0.002, 0.002 / point),) * 2,
            other_clock_estimate=1.02 if decision == "clock_disagreement" else point)
    return ResultRecord(
        problem_id=pid, sample=sample, round=round_, status=Status(status),
        detail="" if correct else f"{status} on test 1", test=None if correct else 1,
        phase=None if correct else Phase.PUBLIC, tests_passed=2 if correct else 1, tests_total=2,
        verified=True if correct else None, measurement=measurement,
        flags=("clock_disagreement",) if decision == "clock_disagreement" else (),
        candidate_asm=asm if status != "model_error" else None,
        failure=Failure("2\n", "4950\n", "4951\n", offset=3) if status == "wrong_output" else None)


def records_a() -> list[ResultRecord]:
    """Run A: 2 samples, 1 round.

    Best credited speedup per problem: p0 1.8, p1 1.3 (sample 1), p2..p5 1.0.
    By samples: k=1 -> (1.8 + 5*1.0)/6 = 1.13333; k=2 -> (1.8 + 1.3 + 4*1.0)/6 = 1.18333...
    """
    return [
        record("p0", "correct", 0, point=1.8, ci=(1.7, 1.9), decision="faster"),
        record("p0", "wrong_output", 1),
        record("p1", "correct", 0, point=1.02, ci=(0.97, 1.07)),
        record("p1", "correct", 1, point=1.3, ci=(1.2, 1.4), decision="faster"),
        record("p2", "wrong_output", 0, asm=HOSTILE_ASM),
        record("p2", "assemble_error", 1),
        record("p3", "correct", 0, point=0.8, ci=(0.75, 0.85), decision="slower"),
        record("p3", "timeout", 1),
        record("p4", "model_error", 0),
        record("p4", "model_error", 1),
        record("p5", "correct", 0, point=1.0, ci=(1.0, 1.0), asm=BASELINE_ASM),
        record("p5", "correct", 1, point=1.0, ci=(1.0, 1.0), asm=BASELINE_ASM),
    ]


def records_b() -> list[ResultRecord]:
    """Run B: 1 sample, 2 rounds.  Best credited: p0 1.2, p1 1.0, p2 1.5, p3..p5 1.0; p3 reads
    1.4× on the CPU clock, but the wall clock disagrees: no credit (the paper's credit: 1.4)."""
    return [
        record("p0", "correct", 0, 0, point=1.2, ci=(1.1, 1.3), decision="faster"),
        record("p1", "wrong_output", 0, 0),
        record("p1", "correct", 0, 1, point=1.01, ci=(0.99, 1.03)),
        record("p2", "runtime_error", 0, 0),
        record("p2", "correct", 0, 1, point=1.5, ci=(1.4, 1.6), decision="faster"),
        record("p3", "correct", 0, 0, point=1.4, ci=(1.3, 1.5), decision="clock_disagreement"),
        record("p4", "wrong_output", 0, 0),
        record("p5", "correct", 0, 0, point=1.0, ci=(1.0, 1.0), asm=BASELINE_ASM),
    ]


SUMMARY_A = {
    "model": "hf:tiny/Qwen_test", "dataset": "examples", "n_problems": 6,
    "compile_pass": 83.33333, "test_pass": 66.66667, "verified_pass": None,
    "speedup_p25": 1.0, "speedup_p50": 1.0, "speedup_p75": 1.225, "speedup_avg": 1.18333,
    "speedup_geomean": 1.1502, "faster_share": 33.33333, "clock_disagreements": 0,
    "status_counts": {"correct": 6, "wrong_output": 2, "assemble_error": 1, "timeout": 1, "model_error": 2},
    "paper": {"speedup_p25": 1.0, "speedup_p50": 1.01, "speedup_p75": 1.225, "speedup_avg": 1.18667},
    "rounds": [{"round": 0, "speedup_avg": 1.18333}],
    "by_samples": [{"k": 1, "speedup_avg": 1.13333}, {"k": 2, "speedup_avg": 1.18333}],
    "usage": {},
}
SUMMARY_B = {
    "model": "compiler:-O3 -march=native", "dataset": "examples", "n_problems": 6,
    "compile_pass": 100.0, "test_pass": 83.33333, "verified_pass": 83.33333,
    "speedup_p25": 1.0, "speedup_p50": 1.0, "speedup_p75": 1.15, "speedup_avg": 1.11667,
    "speedup_geomean": 1.1029, "faster_share": 33.33333, "clock_disagreements": 1,
    "status_counts": {"correct": 5, "wrong_output": 2, "runtime_error": 1},
    "paper": {"speedup_p25": 1.0025, "speedup_p50": 1.105, "speedup_p75": 1.35, "speedup_avg": 1.185},
    "rounds": [{"round": 0, "speedup_avg": 1.0333}, {"round": 1, "speedup_avg": 1.11667}],
    "by_samples": [{"k": 1, "speedup_avg": 1.11667}],
    "usage": {},
}


def write_run(path: Path, records: list[ResultRecord] | list[dict[str, Any]],
              summary: dict[str, Any] | None, samples: int, rounds: int,
              with_problems: bool = True) -> Path:
    """A run directory in the format `superasm eval --out` writes (dicts: rows as written)."""
    path.mkdir(parents=True, exist_ok=True)
    config = {"model": (summary or {}).get("model", "replay:x"), "dataset": "examples",
              "dataset_file": str(path / "problems.jsonl"), "samples": samples, "rounds": rounds,
              "harness": {"timing": "default"}, "versions": {"superasm": "0.1.0"}}
    (path / "config.json").write_text(json.dumps(config))
    with (path / "results.jsonl").open("w") as handle:
        for r in records:
            handle.write(json.dumps(r if isinstance(r, dict) else record_to_json(r)) + "\n")
    if summary is not None:
        (path / "summary.json").write_text(json.dumps(summary))
    if with_problems:
        ids = dict.fromkeys(r["problem_id"] if isinstance(r, dict) else r.problem_id
                            for r in records)
        save_problems([problem(pid) for pid in ids], path / "problems.jsonl")
    return path


@pytest.fixture
def run_a(tmp_path: Path) -> Path:
    return write_run(tmp_path / "run-a", records_a(), SUMMARY_A, samples=2, rounds=1)


@pytest.fixture
def run_b(tmp_path: Path) -> Path:
    return write_run(tmp_path / "run-b", records_b(), SUMMARY_B, samples=1, rounds=2)


# ---------------------------------------------------------------------------- reading runs


def test_load_run_reads_config_records_and_problems(run_a: Path) -> None:
    run = load_run(run_a)
    assert run.name == "run-a"
    assert run.model == "hf:tiny/Qwen_test"
    assert (run.samples, run.rounds) == (2, 1)
    assert run.problem_ids() == ["p0", "p1", "p2", "p3", "p4", "p5"]
    assert run.records == records_a()
    assert set(run.problems) == {f"p{i}" for i in range(6)}
    assert run.problems["p0"].baseline_asm == BASELINE_ASM
    assert run.warnings == []


def test_the_candidate_shown_is_the_one_the_metrics_count(run_a: Path) -> None:
    best = load_run(run_a).best_records()
    assert best == best_records(records_a())
    assert best["p1"].sample == 1  # 1.02 (inconclusive) against 1.3 (decided faster)
    assert best["p3"].status == "correct"  # correct but slower beats a timeout
    assert best["p2"].status == "wrong_output"  # compiled, got further than assemble_error
    assert best["p5"].sample == 0  # a tie goes to the first


def test_torn_last_line_is_skipped_with_a_warning(run_a: Path) -> None:
    with (run_a / "results.jsonl").open("a") as handle:
        handle.write('{"problem_id": "p9", "sta')
    run = load_run(run_a)
    assert len(run.records) == 12
    assert any("torn last line" in w for w in run.warnings)


def test_malformed_middle_line_names_file_and_line(run_a: Path) -> None:
    lines = (run_a / "results.jsonl").read_text().splitlines()
    lines[3] = "{not json"
    (run_a / "results.jsonl").write_text("\n".join(lines) + "\n")
    with pytest.raises(ReportError, match=r"results\.jsonl:4: not valid JSON"):
        load_run(run_a)


def test_a_newer_schema_is_refused_with_file_and_line(run_a: Path) -> None:
    with (run_a / "results.jsonl").open("a") as handle:
        handle.write(json.dumps({**record_to_json(records_a()[0]), "schema": 99}) + "\n")
    with pytest.raises(ReportError, match=r"results\.jsonl:13: written by a newer superasm"):
        load_run(run_a)


def test_a_resumed_record_replaces_the_earlier_one(run_a: Path) -> None:
    with (run_a / "results.jsonl").open("a") as handle:
        resumed = record("p4", "correct", 0, point=2.0, ci=(1.9, 2.1), decision="faster")
        handle.write(json.dumps(record_to_json(resumed)) + "\n")
    run = load_run(run_a)
    assert len(run.records) == 12
    assert run.best_records()["p4"].credited_speedup == 2.0


def test_a_run_of_superasm_0_1_still_reports(tmp_path: Path) -> None:
    """Untyped v1 rows (no "schema") are converted on reading; "significant_share" is read as
    the faster share."""
    v1 = [{"problem_id": "p0", "sample": 0, "round": 0, "status": "correct", "correct": True,
           "tests_passed": 2, "tests_total": 2, "verified": True, "speedup": 1.5,
           "speedup_paper": 1.5, "speedup_point": 1.5, "speedup_ci": [1.4, 1.6],
           "significant": True, "timing": "default", "clock": "cpu", "baseline_seconds": 0.003,
           "candidate_seconds": 0.002, "candidate_asm": FASTER_ASM,
           "per_test": [{"test": 0, "baseline": 0.003, "candidate": 0.002}]},
          {"problem_id": "p1", "sample": 0, "round": 0, "status": "wrong_output", "test": 1,
           "tests_passed": 1, "tests_total": 2, "detail": "wrong output on test 1",
           "failure": {"input": "2\n", "expected": "4950\n", "actual": "4951\n"}}]
    old_summary = {key: value for key, value in SUMMARY_A.items()
                   if key not in ("faster_share", "clock_disagreements")}
    old_summary["significant_share"] = 50.0
    run = load_run(write_run(tmp_path / "old", v1, old_summary, 1, 1))
    best = run.best_records()
    assert best["p0"].credited_speedup == 1.5 and best["p0"].measurement.ci == (1.4, 1.6)
    assert best["p1"].failure is not None and best["p1"].failure.actual == "4951\n"
    text = table2([run], "markdown")
    assert "clock disagreements" not in text  # an old summary has no such count
    header = [c.strip() for c in text.splitlines()[0].strip("|").split("|")]
    cells = [c.strip() for c in text.splitlines()[2].strip("|").split("|")]
    assert cells[header.index("faster")] == "50.0%"
    html = render_html([run])
    assert '<pre class="actual">4951\n</pre>' in html and "1.500× [1.400, 1.600]" in html
    _parse(html)


def test_missing_pieces_are_named(tmp_path: Path) -> None:
    with pytest.raises(ReportError, match="not a run directory"):
        load_run(tmp_path / "nope")
    (tmp_path / "empty").mkdir()
    with pytest.raises(ReportError, match="no results.jsonl"):
        load_run(tmp_path / "empty")


def test_without_problems_the_run_still_loads_and_says_so(tmp_path: Path) -> None:
    path = write_run(tmp_path / "bare", records_a(), SUMMARY_A, 2, 1, with_problems=False)
    (path / "config.json").write_text(json.dumps({"model": "m", "dataset": "/no/such/dataset.jsonl"}))
    run = load_run(path)
    assert run.problems == {}
    assert any("not shown" in w for w in run.warnings)
    html = render_html([run])
    assert "baseline not available" in html


def test_without_summary_the_metrics_are_recomputed(run_b: Path) -> None:
    (run_b / "summary.json").unlink()
    run = load_run(run_b)
    assert any("metrics recomputed" in w for w in run.warnings)
    for key in ("compile_pass", "test_pass", "speedup_avg", "faster_share", "clock_disagreements"):
        assert run.summary[key] == pytest.approx(SUMMARY_B[key], abs=1e-4), key
    assert run.summary["paper"]["speedup_avg"] == pytest.approx(SUMMARY_B["paper"]["speedup_avg"])


def test_speedup_curves_match_hand_computed_values(run_a: Path, run_b: Path) -> None:
    points = speedup_curve(load_run(run_a), "samples")
    assert [p.x for p in points] == [1, 2]
    # see records_a: k=1 -> 6.8/6, k=2 -> 7.1/6 (the decided-slower p3 earns 1.0)
    assert points[0].speedup_avg == pytest.approx(6.8 / 6, abs=1e-3)
    assert points[1].speedup_avg == pytest.approx(7.1 / 6, abs=1e-3)
    assert points[1].speedup_avg_paper == pytest.approx(7.1 / 6, abs=1e-3)
    # records_b by round: round 0 -> 1.2 + 4 * 1.0 + p3 (no credit) = 6.2/6; round 1 -> 6.7/6
    rounds = speedup_curve(load_run(run_b), "rounds")
    assert [(p.x, round(p.speedup_avg * 6, 6)) for p in rounds] == [(1, 6.2), (2, 6.7)]


# ---------------------------------------------------------------------------- Table 2


def test_table2_row_takes_numbers_from_summary(run_a: Path, run_b: Path) -> None:
    a = table2_row(load_run(run_a))
    assert (a.compile_pass, a.test_pass, a.speedup_avg) == (83.33333, 66.66667, 1.18333)
    assert a.verified_pass is None
    assert (a.faster_share, a.clock_disagreements) == (33.33333, 0)
    paper = table2_row(load_run(run_a), credit="paper")
    assert paper.speedup_avg == 1.18667 and paper.speedup_p50 == 1.01
    assert paper.speedup_geomean is None  # not in the paper block: never mixed in
    with pytest.raises(ValueError, match="unknown credit"):
        table2_row(load_run(run_a), credit="best")


def test_terminal_table_is_aligned(run_a: Path, run_b: Path) -> None:
    text = table2([load_run(run_a), load_run(run_b)], "table")
    lines = text.splitlines()
    assert len(lines) == 4
    assert lines[0].split()[:2] == ["run", "model"]
    assert "83.3%" in lines[2] and "1.18x" in lines[2]
    assert "100.0%" in lines[3] and "1.12x" in lines[3]
    # right-aligned numbers end in the same column
    assert lines[2].index("1.18x") + 5 == lines[1].rfind("-", 0, lines[2].index("1.18x") + 5) + 1


def test_markdown_table_has_one_row_per_run_and_verified_column(run_a: Path, run_b: Path) -> None:
    text = table2([load_run(run_a), load_run(run_b)], "markdown")
    lines = text.strip().splitlines()
    assert len(lines) == 4
    header = [c.strip() for c in lines[0].strip("|").split("|")]
    assert header[:5] == ["run", "model", "problems", "compile pass", "test pass"]
    assert header[-1] == "verified pass"
    cells_a = [c.strip() for c in lines[2].strip("|").split("|")]
    assert len(cells_a) == len(header)
    assert cells_a[header.index("avg speedup")] == "1.18x"
    assert cells_a[header.index("verified pass")] == "–"
    cells_b = [c.strip() for c in lines[3].strip("|").split("|")]
    assert (cells_b[header.index("faster")], cells_b[header.index("clock disagreements")]) == (
        "33.3%", "1")


def test_terminal_row_of_eval_shows_both_credits() -> None:
    lines = format_table2_terminal(summarize(records_b()), "compiler:-O3").splitlines()
    assert lines[0].split() == ["model", "compile%", "test%", "p25", "p50", "p75", "avg", "geo",
                                "fast_1.0", "fast_1.1", "fast_1.5", "fast_2.0"]
    # credited: p0 1.2x, p2 1.5x of 6 problems; 1.5 is not more than 1.5
    assert lines[1].split() == ["compiler:-O3", "100.0", "83.3", "1.00x", "1.00x", "1.15x",
                                "1.12x", "1.10x", "33.3%", "33.3%", "0.0%", "0.0%"]
    # the paper's credit adds p1 1.01x and p3 1.4x (its clocks disagreed)
    assert lines[2].split()[:2] == ["(paper", "credit)"]
    assert lines[2].split()[-4:] == ["66.7%", "50.0%", "0.0%", "0.0%"]


def test_verified_column_dropped_when_no_run_has_it(run_a: Path) -> None:
    assert "verified" not in table2([load_run(run_a)], "markdown")


def test_csv_is_machine_readable_at_full_precision(run_a: Path, run_b: Path) -> None:
    text = table2([load_run(run_a), load_run(run_b)], "csv")
    records = list(csv.DictReader(io.StringIO(text)))
    assert [r["run"] for r in records] == ["run-a", "run-b"]
    assert float(records[0]["avg_speedup"]) == 1.18333
    assert records[0]["model"] == "hf:tiny/Qwen_test"
    assert records[0]["verified_pass"] == ""
    assert float(records[1]["verified_pass"]) == 83.33333


def test_latex_escapes_specials_and_uses_booktabs(run_a: Path, run_b: Path) -> None:
    text = table2([load_run(run_a), load_run(run_b)], "latex")
    assert text.startswith("\\begin{tabular}{llrr")
    assert "\\toprule" in text and "\\bottomrule" in text
    assert r"hf:tiny/Qwen\_test" in text
    assert r"83.3\%" in text and r"1.18$\times$" in text
    body = [line for line in text.splitlines() if line.endswith("\\\\")]
    assert all(line.count(" & ") == body[0].count(" & ") for line in body)
    assert latex_escape("a_b&c%d$e#f{g}") == r"a\_b\&c\%d\$e\#f\{g\}"


def test_unknown_format_is_refused(run_a: Path) -> None:
    with pytest.raises(ValueError, match="unknown table format 'xml'"):
        table2([load_run(run_a)], "xml")


# ---------------------------------------------------------------------------- comparison


def test_paired_bootstrap_of_identical_runs_is_zero_and_not_significant() -> None:
    result = paired_bootstrap([1.0, 1.5, 2.0], [1.0, 1.5, 2.0], resamples=500)
    assert result.mean_diff == 0.0
    assert result.ci == (0.0, 0.0)
    assert result.p_value == 1.0
    assert not result.significant


def test_paired_bootstrap_constant_gain_is_significant_with_floor_p_value() -> None:
    # every problem gains exactly 0.5: every resampled mean is 0.5
    result = paired_bootstrap([1.5] * 10, [1.0] * 10, resamples=1000)
    assert result.mean_diff == pytest.approx(0.5)
    assert result.ci == (pytest.approx(0.5), pytest.approx(0.5))
    assert result.p_value == pytest.approx(1 / 1000)
    assert result.significant


def test_paired_bootstrap_is_reproducible_and_pairs_matter() -> None:
    a = [1.0, 1.1, 3.0, 1.0, 1.2, 1.0, 2.5, 1.0]
    b = [1.0, 1.0, 1.0, 1.3, 1.0, 1.1, 1.0, 1.0]
    first, second = paired_bootstrap(a, b, seed=7), paired_bootstrap(a, b, seed=7)
    assert first == second
    assert first.mean_diff == pytest.approx((sum(a) - sum(b)) / 8)
    assert first.ci[0] < first.mean_diff < first.ci[1]
    # one large gain among zeros: the interval must straddle neither side trivially
    noisy = paired_bootstrap([1.0] * 19 + [3.0], [1.0] * 20, resamples=2000)
    assert noisy.ci[0] == 0.0  # most resamples miss the single gain: lower bound at 0
    assert noisy.p_value > 0.05 and not noisy.significant
    with pytest.raises(ValueError, match="pairs must match"):
        paired_bootstrap([1.0], [1.0, 2.0])


def test_compare_runs_sorts_problems_into_solved_sets(run_a: Path, run_b: Path) -> None:
    c = compare_runs(load_run(run_a), load_run(run_b), resamples=500)
    assert c.common == ["p0", "p1", "p2", "p3", "p4", "p5"]
    assert c.solved_both == ["p0", "p1", "p3", "p5"]
    assert c.solved_only_a == []
    assert c.solved_only_b == ["p2"]
    assert c.solved_neither == ["p4"]
    assert c.faster_only_a == ["p1"]
    assert c.faster_only_b == ["p2"]
    # A credited: 1.8, 1.3, 1, 1, 1, 1 = 7.1/6; B: 1.2, 1, 1.5, 1, 1, 1 = 6.7/6
    assert c.avg_speedup_a == pytest.approx(7.1 / 6)
    assert c.avg_speedup_b == pytest.approx(6.7 / 6)
    assert c.bootstrap is not None and c.bootstrap.mean_diff == pytest.approx(0.4 / 6)
    differing = {d.problem_id for d in c.differences}
    assert differing == {"p0", "p1", "p2", "p4"}  # p3: both correct and credited 1.0
    assert c.differences[0].problem_id == "p0"  # largest gap (0.6) first
    text = render_comparison(c)
    assert "only B solved: p2" in text and "paired bootstrap" in text


def test_compare_reports_problems_missing_from_one_run(run_a: Path, tmp_path: Path) -> None:
    partial = write_run(tmp_path / "partial", [r for r in records_b() if r.problem_id != "p5"]
                        + [record("extra", "correct", point=1.0, ci=(1, 1))], SUMMARY_B, 1, 2)
    c = compare_runs(load_run(run_a), load_run(partial), resamples=200)
    assert c.only_in_a == ["p5"] and c.only_in_b == ["extra"]
    assert c.bootstrap is not None and c.bootstrap.n == 5


# ---------------------------------------------------------------------------- asm diff


def test_side_by_side_marks_changed_lines_and_folds_context() -> None:
    diff = side_by_side(BASELINE_ASM, FASTER_ASM, context=2)
    kinds = [r.kind for r in diff.rows]
    assert "replace" in kinds or ("delete" in kinds and "insert" in kinds)
    # the shared "addl %ebx, %eax" stays matched: one line out, two lines in
    assert diff.removed == 1 and diff.added == 2
    changed_right = [r.right for r in diff.rows if r.kind in ("replace", "insert")]
    assert "\tleal\t1(%rbx), %ecx" in changed_right
    skip = [r for r in diff.rows if r.kind == "skip"]
    assert skip and all(r.skipped > 0 for r in skip)
    shown_equal = sum(1 for r in diff.rows if r.kind == "equal")
    assert shown_equal + sum(r.skipped for r in skip) == len(BASELINE_ASM.splitlines()) - 1
    # line numbers of kept lines are true line numbers on both sides
    for r in diff.rows:
        if r.kind == "equal":
            assert BASELINE_ASM.splitlines()[r.left_no - 1].rstrip() == r.left
            assert FASTER_ASM.splitlines()[r.right_no - 1].rstrip() == r.right


def test_side_by_side_identical_and_whitespace_only() -> None:
    assert side_by_side(BASELINE_ASM, BASELINE_ASM).identical
    assert side_by_side(BASELINE_ASM, BASELINE_ASM.replace("\n", "  \n")).identical
    diff = side_by_side("a\n", "a\nb\n")
    assert [r.kind for r in diff.rows] == ["equal", "insert"]


# ---------------------------------------------------------------------------- HTML


class _Collector(HTMLParser):
    """Counts tags, classes and external references; fails on unbalanced structure."""

    VOID = {"meta", "br", "img", "input", "col", "line", "circle", "rect", "polyline", "hr", "link"}

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.classes: dict[str, int] = {}
        self.external: list[str] = []
        self.plots: list[str] = []
        self.scripts = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        for cls in (values.get("class") or "").split():
            self.classes[cls] = self.classes.get(cls, 0) + 1
        for name in ("src", "href"):
            ref = values.get(name)
            if ref is not None and not ref.startswith("#"):
                self.external.append(ref)
        if tag == "svg":
            self.plots.append(values.get("data-plot") or "")
        if tag == "script":
            self.scripts += 1
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in self.VOID:
            self.stack.pop()

    def handle_endtag(self, tag: str) -> None:
        if tag in self.VOID:
            return
        assert self.stack and self.stack[-1] == tag, f"</{tag}> closes <{self.stack[-1:]}>"
        self.stack.pop()


def _parse(html: str) -> _Collector:
    collector = _Collector()
    collector.feed(html)
    collector.close()
    assert collector.stack == ["html"] or collector.stack == [], collector.stack[-5:]
    return collector


def test_html_report_is_self_contained_and_has_every_part(run_a: Path, run_b: Path) -> None:
    a, b = load_run(run_a), load_run(run_b)
    html = render_html([a, b], [compare_runs(a, b, resamples=300)])
    parsed = _parse(html)
    assert parsed.external == []  # nothing to fetch: every link is an in-page anchor
    assert "Content-Security-Policy" in html and "default-src 'none'" in html
    assert parsed.scripts == 1 and "<script src" not in html and "<link" not in html
    for kind in ("histogram", "scatter", "status", "by-samples", "by-round"):
        assert kind in parsed.plots, kind
    assert parsed.plots.count("histogram") == 2  # one per run
    assert parsed.classes.get("table2") == 1
    assert parsed.classes.get("comparison") == 1
    assert parsed.classes["problem"] == 12  # 6 problems x 2 runs
    assert parsed.classes.get("diff", 0) >= 4
    assert parsed.classes.get("replace", 0) + parsed.classes.get("insert", 0) > 0
    assert parsed.classes.get("per-test", 0) >= 3
    assert parsed.classes.get("expected", 0) >= 1 and parsed.classes.get("actual", 0) >= 1
    assert parsed.classes.get("c-source") == 12
    assert parsed.classes.get("diff-identical", 0) >= 2  # p5 in both runs
    assert parsed.classes.get("clock_disagreement") == 1  # p3 of run B
    p3_b = html.split('id="run1-p')[1:]
    assert any('data-search="p3 correct"' in part and "the other clock reads 1.020×" in part
               for part in p3_b)
    # scatter points: A has p0, p1, p3, p5 correct and timed; each links into its problem
    scatter_a = html.split('data-plot="scatter"')[1].split("</svg>")[0]
    assert scatter_a.count('class="point"') == 4
    for anchor in re.findall(r'href="#(run0-p\d+)"', scatter_a):
        assert f'id="{anchor}"' in html


def test_html_escapes_model_output(run_a: Path) -> None:
    html = render_html([load_run(run_a)])
    assert 'alert("pwned")' not in html
    assert "&lt;/script&gt;&lt;script&gt;alert(&quot;pwned&quot;)" in html
    assert "http://x/y" not in re.sub(r"&quot;http://x/y&quot;", "", html)
    _parse(html)


def test_html_failure_section_shows_expected_and_actual(run_a: Path) -> None:
    html = render_html([load_run(run_a)])
    p2 = html.split('data-search="p2 ')[1].split("</details>")[0]
    assert "wrong_output" in p2
    assert '<pre class="expected">4950\n</pre>' in p2
    assert '<pre class="actual">4951\n</pre>' in p2
    assert "(public test 1)" in p2 and "first differ at byte 3" in p2


def test_a_problem_section_is_one_entry_of_problem_sections(
        run_a: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every problem's story is PROBLEM_SECTIONS in order: a section added there is shown for
    each problem, after the ones before it."""
    def note(run: Any, pid: str, r: ResultRecord) -> str:
        return f'<p class="note">{pid}: {r.status}</p>'

    monkeypatch.setattr(html_report, "PROBLEM_SECTIONS", (*html_report.PROBLEM_SECTIONS, note))
    html = render_html([load_run(run_a)])
    p2 = html.split('data-search="p2 ')[1].split("</details>")[0]
    assert p2.endswith('<p class="note">p2: wrong_output</p></div>')
    assert p2.index("<h4>C source</h4>") < p2.index('class="note"')
    _parse(html)


# ---------------------------------------------------------------------------- command line


def _cli(argv: list[str]) -> int:
    from superasm.cli import report_cmd

    parser = argparse.ArgumentParser(prog="superasm")
    report_cmd.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(argv)
    return args.func(args)


def test_cli_prints_table_compares_and_writes_html(run_a: Path, run_b: Path, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    out_file = tmp_path / "out" / "r.html"
    code = _cli(["report", str(run_a), str(run_b), "--format", "markdown", "--compare",
                 "--resamples", "300", "--html", str(out_file)])
    assert code == 0
    captured = capsys.readouterr()
    assert captured.out.count("| run-") == 2
    assert "solved (correct) by both: 4" in captured.out
    assert out_file.exists() and "wrote" in captured.err
    assert 'data-plot="scatter"' in out_file.read_text()


def test_cli_errors_are_one_line(run_a: Path, tmp_path: Path) -> None:
    from superasm.cli import CLIError

    with pytest.raises(CLIError, match="--compare needs at least two"):
        _cli(["report", str(run_a), "--compare"])
    with pytest.raises(ReportError, match="not a run directory"):
        _cli(["report", str(tmp_path / "missing")])


def test_superasm_main_dispatches_report(run_a: Path, run_b: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    from superasm.cli import main

    assert main(["report", str(run_a), str(run_b), "--format", "latex", "--credit", "paper"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("\\begin{tabular}") and r"1.19$\times$" in out  # paper avg of A
    assert main(["report", str(run_a / "missing")]) == 2
    assert "not a run directory" in capsys.readouterr().err


def test_html_survives_odd_numbers(tmp_path: Path) -> None:
    nan = float("nan")
    records = [
        record("p0", "correct", point=nan, ci=(nan, float("inf"))),
        record("p1", "correct", point=1.5, ci=(1.4, 1.6), decision="faster", baseline_seconds=0.0),
        record("p2", "correct", point=2.0, ci=(nan, nan)),
    ]
    run = load_run(write_run(tmp_path / "odd", records, SUMMARY_A, 1, 1))
    parsed = _parse(render_html([run]))
    assert "histogram" in parsed.plots and "scatter" in parsed.plots


# ---------------------------------------------------------------------------- what won, where


def _won_run(tmp_path: Path) -> Path:
    """Three problems: the tuner's PGO build credited 1.3x, the baseline the tuner kept (no
    timing of its own; its timing inputs' time recorded), a model's refinement-round answer."""
    pgo = dataclasses.replace(
        record("p0", "correct", point=1.3, ci=(1.2, 1.4), decision="faster"),
        info={"source": "tune", "variant": "gcc-pgo", "variants": [
            {"variant": "gcc-pgo", "command": "gcc -O3 -fprofile-use -S", "stage": "screen"},
            {"variant": "gcc-pgo", "command": "gcc -O3 -fprofile-use -S", "stage": "full"}]})
    kept = dataclasses.replace(record("p1", "correct", asm=BASELINE_ASM),
                               identical_to_baseline=True, info={"variant": "baseline"})
    answer = dataclasses.replace(record("p2", "correct", round_=1, point=1.0), info={"round": 1})
    path = write_run(tmp_path / "won", [pgo, kept, answer], None, samples=1, rounds=2)
    config = json.loads((path / "config.json").read_text())
    config["harness"] = {"timing": {"method": "default", "clock": "cpu", "min_rounds": 4,
                                    "max_rounds": 32, "budget_s": 30.0, "confidence": 0.95,
                                    "min_effect": 0.01}, "time_on": "unseen"}
    config["versions"] = {"machine": {"cpu": "AMD EPYC 9999 64-Core", "march": "znver5"},
                          "cores": 16, "platform": "Linux-6.8.0-45-generic-x86_64-with-glibc2.39",
                          "gcc": "gcc (Debian 12.2.0-14) 12.2.0", "clang": "clang version 14.0.6"}
    (path / "config.json").write_text(json.dumps(config))
    problems = [problem(pid) for pid in ("p0", "p1", "p2")]
    problems[1] = dataclasses.replace(problems[1], bench_tests=(IOTest("9\n", "4950\n"),) * 3,
                          bench_made=InputsMade(baseline_s=0.02))
    save_problems(problems, path / "problems.jsonl")
    return path


def test_the_report_names_what_won_how_it_was_timed_and_where(tmp_path: Path) -> None:
    run = load_run(_won_run(tmp_path))
    html = render_html([run])
    _parse(html)
    assert "gcc -O3 + PGO (profile of the public tests)" in html
    assert "gcc -O3 kept (no setting the search tried was decided faster)" in html
    assert "replay:x, refinement round 1, sample 0" in html  # the run's model and round
    assert "{&#x27;method&#x27;" not in html and "{'method'" not in html
    assert ("cpu time of baseline and candidate in alternating rounds (4 to 32 rounds, at most "
            "30 s a candidate); faster only when the 95% interval clears 1.01x") in html
    assert "timed on inputs never shown to a model" in html
    assert ("AMD EPYC 9999 64-Core, 16 cores, kernel 6.8.0-45-generic, compilers: gcc (Debian "
            "12.2.0-14) 12.2.0; clang version 14.0.6") in html
    # every problem has its point: the kept baseline at 1.00x, placed by its inputs' time
    scatter = html.split('data-plot="scatter"')[1].split("</svg>")[0]
    assert scatter.count('class="point"') == 3
    assert "p1: 1.000× (kept the baseline), baseline 60" in scatter
    assert "Not placed" not in html


def test_a_problem_with_no_baseline_time_is_named_under_the_plot(run_a: Path) -> None:
    html = render_html([load_run(run_a)])
    # p2 and p4 have no correct candidate and no timing anywhere: said, not silently dropped
    assert "Not placed, no baseline time recorded: p2, p4." in html or \
        "Not placed, no baseline time recorded: p4, p2." in html


def test_the_text_report_lists_each_problem_with_what_won(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from superasm.cli import main

    assert main(["report", str(_won_run(tmp_path))]) == 0
    out = capsys.readouterr().out
    lines = {line.split()[0]: line for line in out.splitlines() if line.startswith("p")}
    assert "1.30x" in lines["p0"] and "gcc -O3 + PGO (profile of the public tests)" in lines["p0"]
    assert "gcc -O3 kept" in lines["p1"] and "1.00x" in lines["p1"]
    assert "replay:x, refinement round 1" in lines["p2"]
    assert "timing: cpu time of baseline and candidate" in out
    assert "machine: AMD EPYC 9999 64-Core, 16 cores" in out
