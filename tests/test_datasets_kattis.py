"""Kattis problem packages built as judges read them (issue 34): the 2023+ format's float
tolerance in ``data/test_group.yaml`` (answers with more digits than the program prints, ``NaN``
against glibc's ``-nan``), the legacy ``testdata.yaml`` flags, a custom output validator built
and run in the sandbox (its verdict the comparison in the build, and in the harness's tests,
verification and timing), symlinked copies of one test counted once, and a symlink out of the
package in a folder nothing reads refusing nothing."""

from __future__ import annotations

from pathlib import Path, PurePosixPath

import pytest

from superasm.checker import judge_outputs
from superasm.datasets.build import build_tree
from superasm.datasets.kattis import PackageError, package_judging
from superasm.datasets.layouts import discover
from superasm.harness import Harness, HarnessConfig
from superasm.measure import MeasureConfig
from superasm.problem import Checker, load_problems, save_problems
from superasm.toolchain import c_to_asm
from superasm.verdict import Status, TimingMethod

#: half of a number, with seven decimals; a negative number has no real square root: NaN
HALF_C = r"""
#include <math.h>
#include <stdio.h>
int main(void) {
    double x;
    while (scanf("%lf", &x) == 1)
        printf("%.7f\n", x < 0 ? sqrt(x) : x / 2);
    return 0;
}
"""
#: any residue of a modulo n is right: this one prints a + n, the answers say a
MOD_C = r"""
#include <stdio.h>
int main(void) {
    long n, a;
    if (scanf("%ld %ld", &n, &a) != 2) return 1;
    printf("%ld\n", a + n);
    return 0;
}
"""
#: the package's output validator, Kattis's convention: input, answer, feedback dir; 42/43
VALIDATOR_C = r"""
#include <stdio.h>
int main(int argc, char **argv) {
    FILE *in = fopen(argv[1], "r"), *ans = fopen(argv[2], "r");
    long n, a, b, out;
    if (argc < 4 || !in || !ans || fscanf(in, "%ld %ld", &n, &b) != 2 || fscanf(ans, "%ld", &a) != 1)
        return 1;
    if (scanf("%ld", &out) != 1) { puts("no number"); return 43; }
    if (((out - a) % n + n) % n == 0) return 42;
    char path[4096];
    snprintf(path, sizeof path, "%s/judgemessage.txt", argv[3]);
    FILE *said = fopen(path, "w");
    if (said) { fprintf(said, "%ld is not %ld modulo %ld\n", out, a, n); fclose(said); }
    return 43;
}
"""

pytestmark = pytest.mark.needs_bwrap
NO_TIMING = HarnessConfig(timing=MeasureConfig(method=TimingMethod.NONE))


def _write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


@pytest.fixture
def packages(tmp_path: Path) -> Path:
    """A 2023+ package with its tolerance in test_group.yaml, a legacy one with testdata.yaml's
    flags, and a legacy one judged by its own output validator."""
    root = _write(tmp_path / "contest", {
        "halves/problem.yaml": "problem_format_version: 2023-07-draft\nname: Halves\n",
        "halves/data/test_group.yaml": "output_validator_args: [float_tolerance, 1e-6]\n",
        "halves/data/sample/1.in": "1\n", "halves/data/sample/1.ans": "0.50000000001\n",
        "halves/data/secret/2.in": "-4\n", "halves/data/secret/2.ans": "NaN\n",
        "halves/data/secret/3.in": "3\n", "halves/data/secret/3.ans": "1.5\n",
        "halves/submissions/accepted/half.c": HALF_C,
        "legacy/problem.yaml": "name: Legacy halves\n",
        "legacy/data/testdata.yaml": "output_validator_flags: float_absolute_tolerance 1e-3\n",
        "legacy/data/sample/1.in": "5\n", "legacy/data/sample/1.ans": "2.5001\n",
        "legacy/submissions/accepted/half.c": HALF_C,
        "mod/problem.yaml": "name: Any residue\nvalidation: custom\n",
        "mod/output_validators/residue/validate.c": VALIDATOR_C,
        "mod/data/sample/1.in": "5 3\n", "mod/data/sample/1.ans": "3\n",
        "mod/data/secret/2.in": "7 1\n", "mod/data/secret/2.ans": "1\n",
        "mod/submissions/accepted/mod.c": MOD_C,
    })
    secret = root / "halves" / "data" / "secret"
    (secret / "4.in").symlink_to("../sample/1.in")  # BAPCtools links samples into secret/
    (secret / "4.ans").symlink_to("../sample/1.ans")
    (root / "halves" / "input_validators").mkdir()
    (root / "halves" / "input_validators" / "validate.py").symlink_to("/etc/hostname")
    return root


def test_packages_are_read_with_their_flags_checker_and_links(packages: Path):
    sources, left_out = discover(packages)
    by_id = {s.id: s for s in sources}
    assert not [item for item in left_out if item.kind == "program"], left_out
    halves = by_id["halves"]
    assert halves.output_match == "float:abs=1e-06,rel=1e-06"
    assert [t.name for t in halves.tests] == ["data/sample/1.in", "data/secret/2.in",
                                              "data/secret/3.in"], "the linked copy counted once"
    assert halves.meta["linked_copies"] == [
        "data/secret/4.in (a symlinked copy of data/sample/1.in)"]
    assert halves.unknown == ["input_validators/validate.py (a symlink out of the tree: not read)"]
    assert by_id["legacy"].output_match == "float:abs=0.001,rel=0"
    mod = by_id["mod"]
    assert mod.checker is not None and mod.checker.style == "kattis"
    assert mod.checker.name == "output_validators/residue"
    assert set(mod.checker.sources) == {"validate.c"}
    assert not mod.unknown, "the validator's files are the package's, not strays"


def test_build_takes_them_with_official_answers_and_eval_passes(packages: Path, tmp_path: Path):
    report = build_tree(packages, measure_speedup=False)
    problems = {p.id: p for p in report.problems}
    assert sorted(problems) == ["halves", "legacy", "mod"], report.left_out
    assert not [i for i in report.left_out if i.kind == "test"], report.left_out
    halves = problems["halves"]
    assert [t.output for t in halves.tests + halves.hidden_tests] == [
        b"0.50000000001\n", b"NaN\n", b"1.5\n"], "the official answers, not the -O3 build's"
    assert problems["mod"].meta["given_outputs"] == 2
    assert problems["mod"].checker is not None
    out = tmp_path / "p.jsonl"
    save_problems(report.problems, out)
    loaded = {p.id: p for p in load_problems(out)}
    assert loaded["mod"].checker == problems["mod"].checker, "the checker round-trips"
    with Harness(NO_TIMING) as harness:
        for problem in loaded.values():
            verdict = harness.evaluate(problem, problem.baseline_asm)
            assert verdict.status is Status.CORRECT, (problem.id, verdict.detail)


#: "YES" or "NO" whether a number is even, in capitals and with a space before the line end
EVEN_C = r"""
#include <stdio.h>
int main(void) {
    long x;
    while (scanf("%ld", &x) == 1) printf("%s \n", x % 2 == 0 ? "YES" : "NO");
    return 0;
}
"""


def test_the_default_validator_ignores_case_and_spacing_unless_its_flags_say_so(tmp_path: Path):
    """Official answers written "Yes"/"no" for a program printing "YES "/"NO ": a judge with
    the default validator accepts them, so the build takes them (tokens, case ignored); with
    ``case_sensitive`` the same answers are refused, naming the rule they agree under."""
    root = _write(tmp_path / "contest", {
        "even/problem.yaml": "name: Even\n",
        "even/data/sample/1.in": "4\n", "even/data/sample/1.ans": "Yes\n",
        "even/data/secret/2.in": "3\n7\n", "even/data/secret/2.ans": "no\nNo\n",
        "even/submissions/accepted/even.c": EVEN_C,
        "strict/problem.yaml": "name: Even, with case\nvalidator_flags: case_sensitive\n",
        "strict/data/sample/1.in": "4\n", "strict/data/sample/1.ans": "Yes\n",
        "strict/submissions/accepted/even.c": EVEN_C,
    })
    report = build_tree(root, measure_speedup=False)
    problems = {p.id: p for p in report.problems}
    assert sorted(problems) == ["even"], report.left_out
    even = problems["even"]
    assert even.output_match == "tokens-nocase"
    assert [t.output for t in even.tests + even.hidden_tests] == [b"Yes\n", b"no\nNo\n"]
    refused = [i for i in report.left_out if i.id == "strict"]
    assert refused and "tokens-nocase" in refused[0].reason, refused
    with Harness(NO_TIMING) as harness:
        verdict = harness.evaluate(even, even.baseline_asm)
        assert verdict.status is Status.CORRECT, verdict.detail


def test_the_checker_is_the_comparison_in_the_harness(packages: Path):
    problem = next(p for p in build_tree(packages / "mod", measure_speedup=False).problems)
    other = c_to_asm(MOD_C.replace("a + n", "a + 5 * n")).asm  # another right residue
    wrong = c_to_asm(MOD_C.replace("a + n", "a + 1")).asm
    with Harness(NO_TIMING) as harness:
        assert harness.evaluate(problem, other).status is Status.CORRECT
        verdict = harness.evaluate(problem, wrong)
    assert verdict.status is Status.WRONG_OUTPUT
    assert "the checker rejects the output: 4 is not 3 modulo 5" in verdict.detail


def test_a_package_whose_checker_rejects_its_own_answers_says_so(tmp_path: Path):
    root = _write(tmp_path / "p", {
        "problem.yaml": "validation: custom\n",
        "output_validators/v/v.c": VALIDATOR_C.replace("return 42;", "return 43;"),
        "data/sample/1.in": "5 3\n", "data/sample/1.ans": "3\n",
        "submissions/accepted/mod.c": MOD_C})
    report = build_tree(root, measure_speedup=False)
    assert not report.problems
    reasons = [item.reason for item in report.left_out]
    assert "the -O3 build's output: the checker rejects the output" in reasons, reasons


def test_checker_calling_conventions_and_failures():
    kattis = Checker("kattis", {"validate.c": VALIDATOR_C}, (), "v")
    verdicts = judge_outputs(kattis, [(b"5 3\n", b"3\n", b"13\n"), (b"5 3\n", b"3\n", b"4\n"),
                                      (b"oops", b"3\n", b"3\n")])
    assert [v.accepted for v in verdicts] == [True, False, False]
    assert verdicts[1].detail == "the checker rejects the output: 4 is not 3 modulo 5"
    assert verdicts[2].failed and "did not judge (exit status 1)" in verdicts[2].detail
    testlib = Checker("testlib", {"check.c": r"""
#include <stdio.h>
#include <string.h>
int main(int argc, char **argv) {
    FILE *out = fopen(argv[2], "r"), *ans = fopen(argv[3], "r");
    char a[64] = "", b[64] = "";
    fscanf(out, "%63s", a); fscanf(ans, "%63s", b);
    if (strcmp(a, b)) { fprintf(stderr, "wrong answer %s\n", a); return 1; }
    return 0;
}
"""}, (), "check.c")
    verdicts = judge_outputs(testlib, [(b"", b"yes\n", b"yes\n"), (b"", b"yes\n", b"no\n")])
    assert [v.accepted for v in verdicts] == [True, False]
    assert "wrong answer no" in verdicts[1].detail


def test_what_cannot_be_judged_here_is_refused_in_one_line(tmp_path: Path):
    def judging(files: dict[str, str]) -> str:
        data = {PurePosixPath(k): v.encode() for k, v in files.items()}
        try:
            package_judging(tmp_path, data, data.__getitem__)
        except PackageError as exc:
            return str(exc)
        return ""
    assert "an interactive problem" in judging({"problem.yaml": "type: interactive\n"})
    assert "not C or C++" in judging({"problem.yaml": "validation: custom\n",
                                      "output_validators/v/validate.py": "print()"})
    assert "float_tolerance 'x' is not a number" in judging({
        "problem.yaml": "name: x\n", "data/test_group.yaml": "output_validator_args: "
                                                             "float_tolerance x\n"})
    assert judging({"problem.yaml": "problem_format_version: 2023-07-draft\n",
                    "output_validator/validate.c": "int main(void){return 42;}"}) == "", \
        "2023+: output_validator/ is used when present"


#: a stand-in for testlib.h (the real one is thousands of lines): the calls a checker makes
TESTLIB_H = r"""
#include <cstdio>
#include <cstdlib>
static FILE *inf_, *ouf_, *ans_;
enum { _ok = 0, _wa = 1 };
[[noreturn]] static void quitf(int verdict, const char *why) {
    std::fprintf(stderr, "%s\n", why);
    std::exit(verdict);
}
static void registerTestlibCmd(int argc, char **argv) {
    if (argc < 4) quitf(3, "usage: check input output answer");
    inf_ = std::fopen(argv[1], "r"); ouf_ = std::fopen(argv[2], "r"); ans_ = std::fopen(argv[3], "r");
}
static long readLong(FILE *f) { long x = 0; if (std::fscanf(f, "%ld", &x) != 1) quitf(_wa, "no number"); return x; }
"""
#: the package's checker: any residue of a modulo n
CHECK_CPP = r"""
#include "testlib.h"
int main(int argc, char **argv) {
    registerTestlibCmd(argc, argv);
    long n = readLong(inf_), a = readLong(ans_), out = readLong(ouf_);
    (void)readLong(inf_);
    if (((out - a) % n + n) % n != 0) quitf(_wa, "not the same residue");
    quitf(_ok, "same residue");
}
"""


def test_a_polygon_package_is_judged_by_its_testlib_checker(tmp_path: Path):
    root = _write(tmp_path / "tree" / "residue", {
        "problem.xml": '<problem><assets><checker name="check.cpp" type="testlib">'
                       '<source path="files/check.cpp" type="cpp.g++17"/></checker>'
                       '<solutions><solution tag="wrong-answer"><source path="solutions/wa.c"/>'
                       '</solution><solution tag="main"><source path="solutions/mod.c" '
                       'type="c.gcc"/></solution></solutions></assets></problem>\n',
        "files/check.cpp": CHECK_CPP, "files/testlib.h": TESTLIB_H,
        "solutions/mod.c": MOD_C, "solutions/wa.c": MOD_C.replace("a + n", "a + 1"),
        "tests/01": "5 3\n", "tests/01.a": "3\n", "tests/02": "7 1\n", "tests/02.a": "1\n"})
    sources, left_out = discover(root.parent)
    [source] = sources
    assert source.checker is not None and source.checker.style == "testlib"
    assert set(source.checker.sources) == {"check.cpp", "testlib.h"}
    assert source.meta["source"].endswith("solutions/mod.c"), "the main solution"
    assert source.unknown == ["solutions/wa.c (defines a main of its own: not joined)"]
    report = build_tree(root.parent, measure_speedup=False)
    [problem] = report.problems
    assert problem.meta["given_outputs"] == 2, report.left_out
    wrong = c_to_asm(MOD_C.replace("a + n", "a + 1")).asm
    with Harness(NO_TIMING) as harness:
        verdict = harness.evaluate(problem, wrong)
    assert verdict.status is Status.WRONG_OUTPUT
    assert "the checker rejects the output: not the same residue" in verdict.detail
