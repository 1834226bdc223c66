"""The sanitizer check (superasm.datasets.check): undefined behaviour named by kind, leaks apart."""

from __future__ import annotations

from pathlib import Path

import pytest

from superasm.cli import main
from superasm.datasets.check import CleanStage, sanitizer_check, sanitizer_finding
from superasm.problem import Problem, TestCase

SUM_C = r"""
#include <stdio.h>
int main(void) {
    long n = 0, s = 0;
    if (scanf("%ld", &n) != 1) return 0;
    for (long i = 1; i <= n; i++) s += i % 7;
    printf("%ld\n", s);
    return 0;
}
"""
DISAGREE_C = r"""
#include <stdio.h>
int main(void) {
#ifdef __OPTIMIZE__
    puts("optimised");
#else
    puts("plain");
#endif
    return 0;
}
"""
OVERFLOW_C = r"""
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    int n = 0;
    if (scanf("%d", &n) != 1) return 0;
    int *a = malloc(sizeof(int) * 4);
    for (int i = 0; i <= n; i++) a[i % 8] = i;
    printf("%d\n", a[0]);
    free(a);
    return 0;
}
"""
SIGNED_OVERFLOW_C = r"""
#include <stdio.h>
#include <limits.h>
int main(void) { int x = 0; if (scanf("%d", &x) != 1) return 0; printf("%d\n", x + INT_MAX); return 0; }
"""
#: never frees: binary-trees style; correct output, a LeakSanitizer report
LEAK_C = r"""
#include <stdio.h>
#include <stdlib.h>
__attribute__((noinline)) long build(int n) {
    long s = 0;
    for (int i = 0; i < n; i++) { long *p = malloc(64); p[0] = i; s += p[0]; }
    return s;
}
int main(void) { int n = 0; if (scanf("%d", &n) != 1) return 0; printf("%ld\n", build(n)); return 0; }
"""


def test_sanitizer_findings_are_named_by_kind():
    assert sanitizer_finding(b"==1==ERROR: LeakSanitizer: detected memory leaks\n") == "leak"
    assert sanitizer_finding(b"==1==ERROR: AddressSanitizer: heap-buffer-overflow on") == (
        "AddressSanitizer: heap-buffer-overflow")
    assert sanitizer_finding(b"x.c:3:5: runtime error: signed integer overflow: 1 + 2") == (
        "UBSan: signed integer overflow")
    assert sanitizer_finding(b"runtime error: load of misaligned address 0x61 for type 'int'") == (
        "UBSan: load of misaligned address for type 'int'")
    assert sanitizer_finding(b"plain stderr") == ""


@pytest.mark.needs_bwrap
def test_sanitizer_check_tells_ub_from_leaks_and_names_the_test():
    clean = Problem("clean", SUM_C, "", [TestCase("10\n", "27\n")], [TestCase("0\n", "0\n")])
    assert sanitizer_check(clean).ok
    overflow = Problem("overflow", OVERFLOW_C, "",
                       [TestCase("1\n", "0\n", "a.in"), TestCase("6\n", "0\n", "b.in")])
    result = sanitizer_check(overflow)
    assert (result.ok, result.stage, result.test) == (False, CleanStage.SANITIZER, "test 1 (b.in)")
    assert result.kind in ("AddressSanitizer: heap-buffer-overflow",  # whichever sees it first
                           "UBSan: store to address with insufficient space for an object of type 'int'")
    ub = sanitizer_check(Problem("ub", SIGNED_OVERFLOW_C, "", [TestCase("5\n", "", "big.in")]))
    assert ub.kind == "UBSan: signed integer overflow" and ub.test == "test 0 (big.in)"
    leak = Problem("leak", LEAK_C, "", [TestCase("1000\n", "499500\n", "t.in")])
    result = sanitizer_check(leak)
    assert result.ok and result.leaks == ["test 0 (t.in)"]
    result = sanitizer_check(leak, fail_on_leaks=True)
    assert not result.ok and result.stage == "leak"
    differs = Problem("differs", DISAGREE_C, "", [TestCase("\n", "optimised\n")])
    result = sanitizer_check(differs)
    assert not result.ok
    assert result.stage == "o0_differs"  # the -O1 sanitizer build prints "optimised" too


@pytest.mark.needs_bwrap
def test_cli_check_lists_leaks_apart(tmp_path: Path, capsys, monkeypatch):
    from superasm.problem import save_problems

    path = tmp_path / "p.jsonl"
    save_problems([Problem("leak", LEAK_C, "", [TestCase("100\n", "4950\n", "t.in")])], path)
    assert main(["dataset", "check", str(path)]) == 0
    out = capsys.readouterr().out
    assert "LEAKS leak: LeakSanitizer reported leaks on 1 tests: test 0 (t.in)" in out
    assert "1/1 programs clean; 1 leak memory (not failures without --fail-on-leaks)" in out
    assert main(["dataset", "check", str(path), "--fail-on-leaks"]) == 1
    assert "FAILED leak test 0 (t.in) (leak: leak)" in capsys.readouterr().out
    monkeypatch.setenv("ASAN_OPTIONS", "detect_leaks=0")  # the host's options reach the sandbox
    assert main(["dataset", "check", str(path)]) == 0
    assert "LEAKS" not in capsys.readouterr().out
