"""Building trees with official answers end to end (sandboxed): official answers used and a program
that fails them reported, a Kattis float tolerance judged by the harness, the Benchmarks Game's
argument on stdin, time-outs as time-outs, nothing read from outside the tree, memory bounded."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from superasm.cli import main
from superasm.datasets import build as build_module
from superasm.datasets.build import build_tree, check_program
from superasm.problem import load_problems

pytestmark = pytest.mark.needs_bwrap

SQUARE_C = r"""
#include <stdio.h>
int main(void) { long n = 0; if (scanf("%ld", &n) != 1) return 0; printf("%ld\n", n * n); return 0; }
"""
#: 22/3 printed with six decimals where the judge's answer has ten
AVERAGE_C = r"""
#include <stdio.h>
int main(void) {
    int n = 0; double s = 0, x;
    if (scanf("%d", &n) != 1) return 0;
    for (int i = 0; i < n && scanf("%lf", &x) == 1; i++) s += x;
    printf("%.6f\n", s / n);
    return 0;
}
"""
#: the Benchmarks Game way: the size is argv[1]
ARGUMENT_C = r"""
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 0, s = 0;
    for (long i = 0; i < n; i++) s += i * i % 7;
    printf("%ld\n", s);
    return 0;
}
"""
LOOP_C = r"""
#include <stdio.h>
int main(void) { int n = 0; if (scanf("%d", &n) != 1) return 0; volatile long x = 0;
                 while (n > 5) x++; printf("%d\n", n); return 0; }
"""


def _write(root: Path, files: dict[str, str | bytes]) -> Path:
    for name, data in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data if isinstance(data, bytes) else data.encode())
    return root


def _argument_sum(n: int) -> int:
    return sum(i * i % 7 for i in range(n))


@pytest.fixture
def mixed(tmp_path: Path) -> Path:
    root = _write(tmp_path / "tree", {
        # official answers in .res files; the program fails one of its four official tests
        "hw/hw.c": SQUARE_C, "hw/testes/1.in": "3\n", "hw/testes/1.res": "9\n",
        "hw/testes/2.in": "4\n", "hw/testes/2.res": "16\n", "hw/testes/3.in": "5\n",
        "hw/testes/3.res": "26\n", "hw/testes/4.in": "6\n", "hw/testes/4.res": "36\n",
        "hw/testes/5.in": "7\n", "hw/enunciado.pdf": b"%PDF-1.4",
        "kattis/problem.yaml": "name: Average\nvalidator_flags: float_tolerance 1e-6\n",
        "kattis/submissions/accepted/avg.c": AVERAGE_C,
        "kattis/data/sample/1.in": "3\n7 7 8\n", "kattis/data/sample/1.ans": "7.3333333333\n",
        "kattis/data/secret/2.in": "2\n1 2\n", "kattis/data/secret/2.ans": "1.5\n",
        "kattis/generators/huge.in": "1000000\n",
        "fasta/fasta.gcc-2.gcc": ARGUMENT_C,
        "fasta/1000_out": f"{_argument_sum(1000)}\n", "fasta/25000_out": f"{_argument_sum(25000)}\n",
    })
    _write(root, {"progtest/p.c": SQUARE_C})
    import io
    import tarfile
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as archive:
        for name, data in {"CZE/0000_in.txt": b"12\n", "CZE/0000_out.txt": b"144\n"}.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
    (root / "progtest" / "sample.tgz").write_bytes(buffer.getvalue())
    _write(root, {"leak/main.c": SQUARE_C, "leak/tests/1.in": "2\n"})
    (root / "leak" / "tests" / "2.in").symlink_to("/etc/passwd")
    return root


def test_a_mixed_tree_of_the_new_layouts(mixed: Path, tmp_path: Path, capsys, monkeypatch):
    configs = []
    real = build_module.Workbench

    def recording(*args, **kwargs):
        configs.append(args[2] if len(args) > 2 else kwargs.get("config"))
        return real(*args, **kwargs)

    monkeypatch.setattr(build_module, "Workbench", recording)
    out = tmp_path / "p.jsonl"
    assert main(["dataset", "build", str(mixed), "--out", str(out), "--no-speedup",
                 "--no-scale-timing"]) == 0
    printed = capsys.readouterr()
    print(printed.err + printed.out)  # what the builder prints (pytest -s shows it)
    assert configs and all(c.memory_bytes == build_module.BUILD_MEMORY_BYTES for c in configs)
    problems = {p.id: p for p in load_problems(out)}
    assert set(problems) == {"hw", "kattis", "fasta", "progtest"}
    hw = problems["hw"]
    assert [t.output for t in hw.tests] == [b"9\n", b"16\n", b"36\n", b"49\n"]
    assert (hw.meta["given_outputs"], hw.meta["o3_outputs"]) == (3, 1)
    assert ("hw: ok, 4 tests: 3 given outputs used, 1 from the -O3 build (no given output); "
            "1 of 4 given outputs not printed (tests left out: the program fails its own tests); "
            "not understood: enunciado.pdf") in printed.err
    assert "left out hw test testes/3.in (output_mismatch)" in printed.err
    kattis = problems["kattis"]
    assert kattis.output_match == "float:abs=1e-06,rel=1e-06"
    assert [t.output for t in kattis.tests + kattis.hidden_tests] == [b"7.3333333333\n", b"1.5\n"]
    assert "generators/huge.in" in kattis.meta["not_understood"]
    assert all(t.input != b"1000000\n" for t in kattis.tests + kattis.hidden_tests)
    fasta = problems["fasta"]
    assert [t.input for t in fasta.tests] == [b"1000\n", b"25000\n"] and fasta.meta["argument_on_stdin"]
    assert [t.output for t in problems["progtest"].tests] == [b"144\n"]
    assert "left out leak (outside_tree):" in printed.err and "/etc/passwd" in printed.err
    assert "root:" not in out.read_text()
    assert "left out 1 programs and 1 tests; 2 files not understood" in printed.out
    # the harness judges the float tolerance: the baseline passes the judge's 10-digit answers
    run = tmp_path / "run"
    assert main(["eval", "--dataset", str(out), "--model", "baseline", "--out", str(run),
                 "--timing", "none", "--no-progress",
                 "--no-verify-inputs"]) == 0  # (the subject is the judge, not verification)
    rows = [json.loads(line) for line in (run / "results.jsonl").read_text().splitlines()]
    assert {r["problem_id"]: r["status"] for r in rows} == dict.fromkeys(problems, "correct")


def test_a_time_out_is_a_time_out():
    check = check_program(LOOP_C, ["1\n", "9\n"], measure=None, timeout_s=1.0)
    stage, reason = check.failed[1]
    # whichever limit stops it first, wall clock or CPU, it is a time-out, never a crash
    assert stage == "timeout" and ("timed out" in reason or "CPU time limit" in reason)
    assert 0 not in check.failed


def test_official_answers_are_never_replaced_by_the_programs_own(tmp_path: Path):
    root = _write(tmp_path, {"p/p.c": SQUARE_C, "p/testes/1.in": "2\n", "p/testes/1.res": "5\n"})
    report = build_tree(root, measure_speedup=False)
    assert not report.problems
    assert [(i.test, i.stage) for i in report.left_out] == [("testes/1.in", "output_mismatch"),
                                                             ("", "too_few_tests")]


#: touches 256 MiB, page by page
HOG_C = r"""
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    size_t size = (size_t)256 << 20;
    char *p = malloc(size);
    if (!p) return 3;
    for (size_t i = 0; i < size; i += 4096) p[i] = 1;
    printf("%d\n", p[4096]);
    return 0;
}
"""


def test_what_the_builder_runs_has_its_memory_bounded(monkeypatch):
    from superasm.sandbox import SandboxCgroups

    if not SandboxCgroups.probe()[0]:
        pytest.skip("no memory cgroup here (the sandbox says so itself)")
    monkeypatch.setattr(build_module, "BUILD_MEMORY_BYTES", 64 << 20)
    check = check_program(HOG_C, ["\n"], measure=None, timeout_s=10.0)
    assert check.failed[0][0] == "crash" and "SIGKILL" in check.failed[0][1]
    monkeypatch.setattr(build_module, "BUILD_MEMORY_BYTES", 1 << 30)
    assert not check_program(HOG_C, ["\n"], measure=None, timeout_s=10.0).failed
