"""Nothing silently altered: every byte of every input and output survives
build → JSONL → eval → export → import, and a wrong byte is reported where it is."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from superasm.cli import main
from superasm.datasets.build import build_tree
from superasm.problem import Problem, load_problems, save_problems

pytestmark = pytest.mark.needs_bwrap

#: counts and echoes its input byte for byte: a CRLF or Latin-1 input changed on the way would
#: change both the count and the echo
ECHO_C = r"""
#include <stdio.h>
int main(void) {
    int c, n = 0;
    while ((c = getchar()) != EOF) { putchar(c); n++; }
    printf("[%d bytes]\n", n);
    return 0;
}
"""
#: writes a binary PGM image (every byte value, NUL, CR and 0xFF included)
IMAGE_C = r"""
#include <stdio.h>
int main(void) {
    int w = 0;
    if (scanf("%d", &w) != 1) return 1;
    printf("P5\n%d %d\n255\n", w, w);
    for (int y = 0; y < w; y++) for (int x = 0; x < w; x++) putchar((x * 16 + y * 7) & 255);
    return 0;
}
"""
CRLF, LATIN1 = b"3\r\n1 2 3\r\n", b"caf\xe9 na\xefve!\n"


def image(w: int) -> bytes:
    return b"P5\n%d %d\n255\n" % (w, w) + bytes((x * 16 + y * 7) & 255 for y in range(w)
                                               for x in range(w))


def echo(data: bytes) -> bytes:
    return data + b"[%d bytes]\n" % len(data)


#: (program, test file) -> (input bytes, expected output bytes) as they must arrive
EXPECTED = {
    ("echo", "tests/crlf.in"): (CRLF, echo(CRLF)),
    ("echo", "tests/latin1.in"): (LATIN1, echo(LATIN1)),
    ("echo", "tests/given.in"): (b"\x00\xff\r", echo(b"\x00\xff\r")),
    ("image", "data/sample/1.in"): (b"16\n", image(16)),
    ("image", "data/secret/2.in"): (b"5\r\n", image(5)),
}


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[Path, list[Problem]]:
    root = tmp_path_factory.mktemp("bytes")
    files = {"echo/echo.c": ECHO_C.encode(), "echo/tests/crlf.in": CRLF,
             "echo/tests/latin1.in": LATIN1, "echo/tests/given.in": b"\x00\xff\r",
             "echo/tests/given.out": echo(b"\x00\xff\r"), "image/main.c": IMAGE_C.encode(),
             "image/data/sample/1.in": b"16\n", "image/data/sample/1.ans": image(16),
             "image/data/secret/2.in": b"5\r\n"}
    for name, data in files.items():
        (root / "tree" / name).parent.mkdir(parents=True, exist_ok=True)
        (root / "tree" / name).write_bytes(data)
    report = build_tree(root / "tree", measure_speedup=False, workers=1)
    assert not report.left_out, [item.line() for item in report.left_out]
    path = root / "built.jsonl"
    save_problems(report.problems, path)
    return root, report.problems


def byte_pairs(problems: list[Problem]) -> dict[tuple[str, str], tuple[bytes, bytes]]:
    return {(p.id, t.name): (t.input, t.output) for p in problems
            for t in [*p.tests, *p.hidden_tests]}


def test_build_keeps_every_byte_and_jsonl_carries_it(built):
    root, problems = built
    assert byte_pairs(problems) == EXPECTED
    assert [len(p.hidden_tests) for p in problems] == [0, 1], "data/secret is hidden"
    lines = (root / "built.jsonl").read_text(encoding="utf-8").splitlines()
    assert '"base64"' in lines[1], "binary output is written as base64, not as replaced text"
    assert byte_pairs(load_problems(root / "built.jsonl")) == EXPECTED


def test_eval_passes_its_own_baseline_and_keeps_the_problems(built):
    root, _ = built
    run = root / "run"
    assert main(["eval", "--dataset", str(root / "built.jsonl"), "--model", "baseline",
                 "--out", str(run), "--timing", "none", "--no-progress",
                 "--no-verify-inputs"]) == 0  # (the subject is the bytes, not verification)
    rows = [json.loads(line) for line in (run / "results.jsonl").read_text().splitlines()]
    assert [(r["problem_id"], r["status"]) for r in rows] == [("echo", "correct"),
                                                              ("image", "correct")]
    assert byte_pairs(load_problems(run / "problems.jsonl")) == EXPECTED


def test_export_then_import_keeps_every_byte(built):
    pytest.importorskip("pyarrow")
    from superasm.datasets.export import export
    from superasm.datasets.supercoder import read_parquet
    from superasm.train.verl_reward import problem_from_ground_truth

    root, problems = built
    assert byte_pairs(load_problems(export(problems, "jsonl", root / "x.jsonl.gz"))) == EXPECTED
    assert byte_pairs(read_parquet(export(problems, "supercoder", root / "sc.parquet"))) == EXPECTED
    assert main(["dataset", "import-supercoder", str(root / "sc.parquet"),
                 "--out", str(root / "back.jsonl")]) == 0
    assert byte_pairs(load_problems(root / "back.jsonl")) == EXPECTED
    import pyarrow.parquet as pq

    rows = pq.read_table(export(problems, "verl", root / "v.parquet")).to_pylist()
    assert byte_pairs([problem_from_ground_truth(r["reward_model"]["ground_truth"])
                     for r in rows]) == EXPECTED


def test_a_wrong_byte_in_binary_output_is_reported_where_it_is(built):
    from superasm.harness import Harness, HarnessConfig
    from superasm.toolchain import c_to_asm

    _, problems = built
    image_problem = problems[1]
    wrong = c_to_asm(IMAGE_C.replace("putchar((x * 16", "putchar((x * 16 + (x == 3)")).asm
    with Harness(HarnessConfig(timing="none")) as harness:
        verdict = harness.evaluate(image_problem, wrong)
    header = len(b"P5\n16 16\n255\n")
    assert verdict.status == "wrong_output" and verdict.test_name == "data/sample/1.in"
    assert f"differ at byte {header + 3}" in verdict.detail
    assert "30" in verdict.detail and "31" in verdict.detail, "hex of the differing byte"
