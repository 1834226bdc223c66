"""No program takes a build or an evaluation down (issue 34): a program whose inputs are
integers of 100,000 digits (past Python's 4,300-digit ``int()`` limit, which crashed the input
model and so the whole build) goes through every stage: the input model, checking, timing
inputs, verification inputs and an evaluation; and a stage that fails on one program leaves
that program out, with its reason, and the others built and written."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from superasm.cli import main
from superasm.datasets.apart import each_apart
from superasm.datasets.build import build_tree
from superasm.datasets.layouts import LeftOutStage
from superasm.datasets.scale import BenchCache, ScaleConfig, add_bench_tests
from superasm.harness import Harness, HarnessConfig
from superasm.measure import MeasureConfig
from superasm.problem import Problem, TestCase, load_problems
from superasm.verdict import Status, TimingMethod
from superasm.verification.inputmodel import DrawTooLarge, InputModel, Kind
from superasm.verification.inputs import VerifyConfig, make_verify_tests

DIGITS = 100_000
#: the sum of pairs of decimal numbers of any length (read as text, added digit by digit)
BIGSUM_C = r"""
#include <stdio.h>
#include <string.h>
static char a[200005], b[200005], r[200010];
int main(void) {
    int cases;
    if (scanf("%d", &cases) != 1) return 1;
    while (cases-- > 0) {
        if (scanf("%200000s %200000s", a, b) != 2) return 1;
        int i = (int)strlen(a) - 1, j = (int)strlen(b) - 1, k = 0, carry = 0;
        while (i >= 0 || j >= 0 || carry) {
            int s = carry + (i >= 0 ? a[i--] - '0' : 0) + (j >= 0 ? b[j--] - '0' : 0);
            r[k++] = (char)('0' + s % 10);
            carry = s / 10;
        }
        while (k > 0) putchar(r[--k]);
        putchar('\n');
    }
    return 0;
}
"""


def _number(rng: random.Random, digits: int) -> str:
    return str(rng.randint(1, 9)) + "".join(rng.choices("0123456789", k=digits - 1))


def _sum(a: str, b: str) -> str:
    """Schoolbook addition (Python's int() refuses strings this long by default)."""
    out, carry = [], 0
    for i in range(max(len(a), len(b))):
        s = carry + (int(a[-1 - i]) if i < len(a) else 0) + (int(b[-1 - i]) if i < len(b) else 0)
        out.append(str(s % 10))
        carry = s // 10
    return ("1" if carry else "") + "".join(reversed(out))


@pytest.fixture(scope="module")
def inputs() -> list[tuple[str, str]]:
    rng = random.Random(34)
    return [(f"1\n{a} {b}\n", _sum(a, b) + "\n") for a, b in
            ((_number(rng, n), _number(rng, n)) for n in (40, DIGITS, DIGITS))]


def test_the_input_model_reads_huge_integers_as_digit_words(inputs: list[tuple[str, str]]):
    model = InputModel.learn([given.encode() for given, _ in inputs])
    assert model.nodes is not None, model.why
    words = [f for f in model.fields() if f.kind is Kind.WORD]
    assert words and all(f.alphabet <= set("0123456789") for f in words)
    assert max(f.max_len or 0 for f in words) == DIGITS
    drawn = model.draw(random.Random(1), max_tokens=1_500_000)
    assert max(len(token) for token in drawn.split()) > 1000, "big numbers drawn big"
    assert set("".join(drawn.split()[1:])) <= set("0123456789")
    many = lambda f, seen: 100_000 if f.is_count else max(seen or [1])  # noqa: E731
    with pytest.raises(DrawTooLarge):  # 100,000 numbers of 100,000 digits: stopped, not drawn
        model.draw(random.Random(1), many, max_tokens=1_500_000)


def test_a_number_past_any_double_is_a_word_not_a_crash():
    model = InputModel.learn([b"1e999 5\n", b"2e999 7\n", b"3e999 9\n"])
    assert model.fields()[0].kind is Kind.WORD
    model.draw(random.Random(0))


@pytest.fixture(scope="module")
def bigsum(tmp_path_factory: pytest.TempPathFactory, inputs: list[tuple[str, str]]) -> Path:
    root = tmp_path_factory.mktemp("bignum") / "tree"
    (root / "bigsum" / "tests").mkdir(parents=True)
    (root / "bigsum" / "main.c").write_text(BIGSUM_C)
    for i, (given, answer) in enumerate(inputs, start=1):
        (root / "bigsum" / "tests" / f"{i}.in").write_text(given)
        (root / "bigsum" / "tests" / f"{i}.out").write_text(answer)
    return root


@pytest.fixture(scope="module")
def built(bigsum: Path) -> Problem:
    report = build_tree(bigsum, measure_speedup=False)
    assert [p.id for p in report.problems] == ["bigsum"], report.left_out
    return report.problems[0]


@pytest.mark.needs_bwrap
def test_checking_takes_it_with_its_official_answers(built: Problem):
    assert built.meta["given_outputs"] == 3 and built.meta["o3_outputs"] == 0
    assert len(built.tests[1].output) == DIGITS + 1 or len(built.tests[1].output) == DIGITS + 2


@pytest.mark.needs_bwrap
def test_timing_inputs_are_grown_for_it(built: Problem, tmp_path: Path):
    [problem], [report] = add_bench_tests([replace(built, bench_tests=(), bench_made=None)],
                                          ScaleConfig(), cache=BenchCache(tmp_path))
    assert problem.bench_tests, report.note
    assert all(set(t.input.split()[1].decode()) <= set("0123456789") for t in problem.bench_tests)


@pytest.mark.needs_bwrap
def test_verification_inputs_are_made_and_an_evaluation_passes(built: Problem):
    tests, report = make_verify_tests(built, VerifyConfig(candidates=24, max_tests=6))
    assert tests, report.line()
    problem = Problem(**{**built.__dict__, "verify_tests": tests})
    config = HarnessConfig(timing=MeasureConfig(method=TimingMethod.NONE))
    with Harness(config) as harness:
        verdict = harness.evaluate(problem, problem.baseline_asm)
    assert verdict.status is Status.CORRECT, verdict.detail


def test_a_stage_that_fails_on_one_program_leaves_only_that_one_out():
    problems = [Problem(pid, "int main(void){return 0;}", "", [TestCase(b"", b"")])
                for pid in ("a", "bad", "c")]

    def stage(some: list[Problem]) -> tuple[list[Problem], list[str]]:
        if any(p.id == "bad" for p in some):
            int("9" * 5000)  # what the input model once did with a big number
        return [p.with_notes(staged=True) for p in some], [p.id for p in some]

    made, done, left_out = each_apart(problems, stage, "timing inputs",
                                      LeftOutStage.TIMING_INPUTS)
    assert done == ["a", "c"] and [p.id for p in made] == ["a", "c"]
    assert all(p.meta["staged"] for p in made)  # what the stage made, not what it was given
    [item] = left_out
    assert item.id == "bad" and item.stage is LeftOutStage.TIMING_INPUTS
    assert item.line().startswith("left out bad (timing_inputs): making its timing inputs failed "
                                  "(ValueError: Exceeds the limit (4300 digits)")


@pytest.mark.needs_bwrap
def test_the_build_is_written_when_timing_inputs_fail_on_one_program(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]):
    import superasm.cli.dataset as dataset_cli
    for name in ("one", "two"):
        (tmp_path / "tree" / name / "tests").mkdir(parents=True)
        (tmp_path / "tree" / name / "main.c").write_text(
            '#include <stdio.h>\nint main(void){int n; if(scanf("%d",&n)!=1) return 1;'
            'printf("%d\\n", n + 1); return 0;}\n')
        (tmp_path / "tree" / name / "tests" / "1.in").write_text("41\n")
    real = dataset_cli.apply_bench_arguments

    def exploding(args: object, problems: list[Problem]) -> object:
        if any(p.id == "two" for p in problems):
            raise ValueError("Exceeds the limit (4300 digits) for integer string conversion")
        return real(args, problems)  # type: ignore[arg-type]

    monkeypatch.setattr(dataset_cli, "apply_bench_arguments", exploding)
    out = tmp_path / "p.jsonl"
    assert main(["dataset", "build", str(tmp_path / "tree"), "--out", str(out), "--no-speedup",
                 "--no-scale-timing"]) == 0
    assert [p.id for p in load_problems(out)] == ["one"]
    listed = (tmp_path / "p.leftout.txt").read_text()
    assert "left out two (timing_inputs): making its timing inputs failed (ValueError" in listed
    assert "wrote 1 problems" in capsys.readouterr().out


@pytest.mark.needs_bwrap
def test_outputs_of_megabytes_come_back_in_batches_a_reply_holds(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Tests printing megabytes each: one reply held them all and overflowed its 64 MiB (the
    sandbox lost, the program left out as 'the sandbox agent sent an oversized reply'); the
    builder now sends as many runs at a time as the largest output so far says fit (here the
    limit is lowered to 2 MiB, so that 1 MiB outputs stand for 30 MiB ones)."""
    import superasm.datasets.build as build
    root = tmp_path / "tree" / "flood"
    (root / "tests").mkdir(parents=True)
    (root / "main.c").write_text(
        '#include <stdio.h>\nint main(void){ long n; if (scanf("%ld", &n) != 1) return 1;\n'
        '  for (long i = 0; i < n; i++) fputs("0123456789abcdef0123456789abcdef0123456789ab\\n",'
        ' stdout);\n  return 0; }\n')
    lines = [(1 << 20) // 45 + i for i in range(4)]
    for i, n in enumerate(lines):
        (root / "tests" / f"{i}.in").write_text(f"{n}\n")
    batches: list[int] = []
    real = build.Workbench.run

    def counted(self: build.Workbench, binary: str, stdins: list[str], *args: object,
                **kwargs: object) -> object:
        batches.append(len(stdins))
        return real(self, binary, stdins, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(build, "BATCH_OUTPUT", 2 << 20)
    monkeypatch.setattr(build.Workbench, "run", counted)
    report = build_tree(tmp_path / "tree", measure_speedup=False)
    assert [p.id for p in report.problems] == ["flood"], report.left_out
    assert [len(t.output) for t in report.problems[0].tests] == [n * 45 for n in lines]
    assert batches == [1, 1, 1, 1] * 2, "one run a reply at -O3 and at -O0"
