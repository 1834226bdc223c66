"""Shared fixtures and capability markers.

Capability markers skip a test only where the machine truly lacks the capability; CI installs
every one it can (bubblewrap, valgrind, clang, chromium), so there they all run.
"""

from __future__ import annotations

import functools
import shutil
from dataclasses import replace

import pytest

from superasm.harness import HarnessConfig
from superasm.measure import MeasureConfig
from superasm.problem import Problem, TestCase


@functools.lru_cache(maxsize=1)
def _bwrap_reason() -> str | None:
    from superasm.sandbox import bwrap_available

    return bwrap_available()


def require_sandbox() -> None:
    """Skip (with the reason) where the sandbox cannot start: for fixtures, which markers miss."""
    if _bwrap_reason():
        pytest.skip(f"sandbox unavailable: {_bwrap_reason()}")


def pytest_collection_modifyitems(config, items):
    for item in items:
        if "needs_bwrap" in item.keywords and _bwrap_reason():
            item.add_marker(pytest.mark.skip(reason=f"sandbox unavailable: {_bwrap_reason()}"))
        if "needs_valgrind" in item.keywords and shutil.which("valgrind") is None:
            item.add_marker(pytest.mark.skip(reason="valgrind not installed"))
        if "needs_clang" in item.keywords and shutil.which("clang") is None:
            item.add_marker(pytest.mark.skip(reason="clang not installed"))


DOUBLE_C = r"""
#include <stdio.h>
int main(void) {
    int x;
    if (scanf("%d", &x) != 1) return 1;
    printf("%d\n", 2 * x);
    return 0;
}
"""


# A volatile accumulator keeps gcc -O3 from folding the loop; the "candidate" is the program
# rewritten with the closed form n(n+1)/2: tens of times faster on a big input.
SLOW_C = """#include <stdio.h>
int main(void) {
    long n;
    if (scanf("%ld", &n) != 1) return 1;
    volatile long s = 0;
    for (long i = 1; i <= n; i++) s += i;
    printf("%ld\\n", (long)s);
    return 0;
}
"""
FAST_C = """#include <stdio.h>
int main(void) {
    long n;
    if (scanf("%ld", &n) != 1) return 1;
    printf("%ld\\n", n > 0 ? n * (n + 1) / 2 : 0L);
    return 0;
}
"""


def double_asm(body: str = "    addl %esi, %esi\n", extra: str = "", prologue: str = "") -> str:
    """A hand-written `read x, print 2x` program whose arithmetic line(s) a test can replace."""
    return f"""    .text
    .globl main
    .type main, @function
main:
{prologue}    subq $24, %rsp
    leaq .Lfmt_in(%rip), %rdi
    leaq 12(%rsp), %rsi
    xorl %eax, %eax
    call __isoc99_scanf@PLT
    movl 12(%rsp), %esi
{body}    leaq .Lfmt_out(%rip), %rdi
    xorl %eax, %eax
    call printf@PLT
    xorl %eax, %eax
    addq $24, %rsp
    ret
{extra}
    .section .rodata
.Lfmt_in: .string "%d"
.Lfmt_out: .string "%d\\n"
    .section .note.GNU-stack,"",@progbits
"""


@pytest.fixture(scope="session")
def double_problem() -> Problem:
    """A tiny problem with a baseline made by gcc -O3 in the sandbox."""
    from superasm.toolchain import c_to_asm

    result = c_to_asm(DOUBLE_C)
    assert result.ok, result.error
    tests = [TestCase(f"{x}\n", f"{2 * x}\n") for x in (1, 21, -7, 1000)]
    hidden = [TestCase("0\n", "0\n"), TestCase("123456\n", "246912\n")]
    return Problem("double", DOUBLE_C, result.asm, tests, hidden, "test",
                   {"compiler_version": result.version})


@pytest.fixture
def fast_config() -> HarnessConfig:
    """Short limits and budgets: tests check behaviour, never speed."""
    return HarnessConfig(timing=MeasureConfig(budget_s=2.0, min_rounds=3, max_rounds=6),
                         min_timeout_s=1.0, max_timeout_s=3.0)


def untimed(config: HarnessConfig, **changes) -> HarnessConfig:
    """The same harness with timing off (or other harness changes)."""
    return replace(config, timing=replace(config.timing, method="none"), **changes)
