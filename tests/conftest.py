"""Shared fixtures and capability markers.

Capability markers skip a test only where the machine truly lacks the capability; CI installs
every one it can (bubblewrap, valgrind, clang, chromium), so there they all run.
"""

from __future__ import annotations

import functools
import os
import shutil
import signal
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

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


def pytest_runtest_setup(item):
    """The explored tier (an AFL++ campaign on every candidate that passes, seconds each) runs
    by default only in the tests marked ``explore``: its own, and the hostile cases (each goes
    through the campaign's sandbox too); elsewhere ``SUPERASM_EXPLORE_RUNS=0``, as a user on a
    slow machine may set it."""
    if item.get_closest_marker("explore"):
        os.environ.pop("SUPERASM_EXPLORE_RUNS", None)
    else:
        os.environ["SUPERASM_EXPLORE_RUNS"] = "0"


#: the tests that measure the whole host (its free memory, its clocks against a threshold, a
#: cluster's processes and cores), marked ``serial``: ``scripts/test.sh`` runs them alone, after
#: the rest has run on every core (a test beside them would be measured too)
SERIAL = ("adversarial/", "test_measure.py", "test_remeasure.py", "test_timing_records.py",
          "test_cluster.py", "test_pool.py")


def pytest_collection_modifyitems(config, items):
    root = Path(__file__).parent
    for item in items:
        path = Path(str(item.fspath))
        where = path.relative_to(root).as_posix() if path.is_relative_to(root) else ""
        if where and any(where.startswith(s) if s.endswith("/") else where == s for s in SERIAL):
            item.add_marker(pytest.mark.serial)
        if "needs_bwrap" in item.keywords and _bwrap_reason():
            item.add_marker(pytest.mark.skip(reason=f"sandbox unavailable: {_bwrap_reason()}"))
        if "needs_valgrind" in item.keywords and shutil.which("valgrind") is None:
            item.add_marker(pytest.mark.skip(reason="valgrind not installed"))
        if "needs_clang" in item.keywords and shutil.which("clang") is None:
            item.add_marker(pytest.mark.skip(reason="clang not installed"))
        if "needs_unit_frameworks" in item.keywords and _frameworks_missing():
            item.add_marker(pytest.mark.skip(reason=_frameworks_missing()))


@functools.lru_cache(maxsize=1)
def _frameworks_missing() -> str:
    from superasm.datasets.unit_tests import FRAMEWORKS, not_installed

    missing = [f"{f.name}: {not_installed(f)} ({f.package})" for f in FRAMEWORKS
               if not_installed(f)]
    return "; ".join(missing)


#: children that live for the whole session by design: Ray's own processes (``ensure_ray``
#: starts Ray once per process; its fixtures shut it down) and the interpreter's helpers
SESSION_CHILDREN = ("raylet", "gcs_server", "ray::", "ray/", "dashboard", "log_monitor",
                    "monitor.py", "runtime_env", "resource_tracker", "forkserver")


def _children(parent: int) -> dict[int, str]:
    """The live (not zombie) direct children of ``parent``, with their command lines, read from
    /proc (psutil may not be installed).  A sandbox is a child of the process that runs it."""
    found: dict[int, str] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            state, ppid = stat[stat.rindex(")") + 2:].split()[:2]
            if int(ppid) != parent or state == "Z":
                continue
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except (OSError, ValueError):
            continue  # gone while read
        found[int(entry.name)] = cmdline.strip() or stat.split()[1]
    return found


def _stop_children(pids: list[int]) -> None:
    """SIGTERM, a moment, then SIGKILL: what a leaking test left is stopped before the next."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        for pid in pids:
            try:
                os.kill(pid, sig)
            except ProcessLookupError:
                pass
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and set(pids) & set(_children(os.getpid())):
            time.sleep(0.05)


def _shared_fixtures(request: pytest.FixtureRequest) -> bool:
    """Does the test use a fixture that outlives it (module, class, package or session scope)?
    Such a fixture's harness keeps its sandboxes between tests, started by whichever test first
    needed them."""
    manager = request.session._fixturemanager
    for name in request.fixturenames:
        for definition in manager.getfixturedefs(name, request.node) or ():
            if definition.scope != "function":
                return True
    return False


@pytest.fixture(autouse=True)
def no_process_outlives_its_test(request: pytest.FixtureRequest) -> Iterator[None]:
    """Fails a test that leaves a process it started (a server, a sandbox) running after it
    ends, and stops that process: a leak shows where it happened, not as a busy machine or a
    port taken minutes later.  Children older than the test (a session's fixtures) are not
    its; nor, in a test that uses a fixture outliving it, any new child (a module's harness
    keeps its sandboxes for the next test, a session's host its sentinel process: they are
    the fixture's, started by whichever test first needed it); a child gets a few seconds to
    finish exiting."""
    before = set(_children(os.getpid()))
    if _shared_fixtures(request):
        yield
        return
    yield
    deadline = time.monotonic() + 3
    while True:
        left = {pid: cmd for pid, cmd in _children(os.getpid()).items() if pid not in before
                and not any(name in cmd for name in SESSION_CHILDREN)}
        if not left or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    if left:
        _stop_children(list(left))
        shown = "; ".join(f"{pid}: {cmd[:120]}" for pid, cmd in left.items())
        pytest.fail(f"{len(left)} process(es) outlived the test (now stopped): {shown}",
                    pytrace=False)


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
    """Short limits and budgets: tests check behaviour, never speed.  No explored tier (its
    campaign adds seconds to every candidate that passes; tests/test_campaign.py tests it)."""
    return HarnessConfig(timing=MeasureConfig(budget_s=2.0, min_rounds=3, max_rounds=6),
                         min_timeout_s=1.0, max_timeout_s=3.0, explore_runs=0)


def untimed(config: HarnessConfig, **changes) -> HarnessConfig:
    """The same harness with timing off (or other harness changes)."""
    return replace(config, timing=replace(config.timing, method="none"), **changes)
