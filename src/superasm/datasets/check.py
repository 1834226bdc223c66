"""The sanitizer check (``superasm dataset check``): is a built problem clean?

Each problem is built with ``-fsanitize=undefined,address -fno-sanitize-recover=all`` and run on
every test (public and hidden; each run in a fresh world of its own, as the builder runs it), which must print the expected output with the expected exit
status; then -O0 must do the same (the expected outputs come from -O3), and with ``recheck_o3``
a fresh -O3 build too.  Undefined behaviour is named by kind; leaks are listed apart and fail the
check only when asked.  Each sandbox's memory is bounded (:data:`SANITIZER_MEMORY_BYTES`).
Building problems is :mod:`superasm.datasets.build`; this module only audits what it built.
"""

from __future__ import annotations

import enum
import os
import re
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from superasm.datasets.build import FULL_OUTPUT, REFERENCE_TIMEOUT_S, _mismatch, _stderr
from superasm.problem import Problem, TestCase, describe_exit_code, exit_status_agrees
from superasm.sandbox import Limits, ProcResult, SandboxConfig, SandboxError
from superasm.toolchain import DEFAULT_COMPILER, ToolchainError, Workbench
from superasm.verification.judge import outputs_agree

#: ASan reserves much address space but touches little; the sandbox's processes together
SANITIZER_MEMORY_BYTES = 4 << 30
SANITIZER_FLAGS = ("-O1", "-g", "-fno-omit-frame-pointer", "-fsanitize=undefined,address",
                   "-fno-sanitize-recover=all")
SANITIZER_TIMEOUT_S = 60.0
#: leaks are reported (LeakSanitizer's report on stderr) without changing the exit status: a
#: leak exit would also skip flushing stdout.  The host's values of these variables follow ours
#: (the sandbox inherits no environment), so ``ASAN_OPTIONS=detect_leaks=0`` works.
SANITIZER_ENV = {"ASAN_OPTIONS": "detect_leaks=1", "LSAN_OPTIONS": "exitcode=0",
                 "UBSAN_OPTIONS": "print_stacktrace=1"}
_FINDING = re.compile(rb"ERROR: (LeakSanitizer): detected memory leaks|ERROR: (\w+Sanitizer): "
                      rb"([\w-]+)|runtime error: ([^\n]{1,120})")


class CleanStage(enum.StrEnum):
    """Where a program failed the check (``ok`` when it did not)."""

    OK = "ok"
    #: a sanitizer reported undefined behaviour or a memory error
    SANITIZER = "sanitizer"
    #: LeakSanitizer reported leaks (a failure only with ``fail_on_leaks``)
    LEAK = "leak"
    O0_DIFFERS = "o0_differs"
    O3_DIFFERS = "o3_differs"
    COMPILE = "compile"
    SANDBOX = "sandbox"


@dataclass
class CleanCheck:
    """A problem through the sanitizer check: ``ok``, else what failed first and on which test.
    ``leaks`` names the tests on which LeakSanitizer reported a leak; they fail the check only when
    it is asked to (``fail_on_leaks``)."""

    id: str
    ok: bool
    stage: CleanStage = CleanStage.OK
    detail: str = ""
    test: str = ""
    #: the sanitizer finding: "AddressSanitizer: heap-buffer-overflow", "UBSan: signed integer ..."
    kind: str = ""
    leaks: list[str] = field(default_factory=list)


def sanitizer_finding(stderr: bytes) -> str:
    """The kind of the first sanitizer report in ``stderr`` ("leak" for LeakSanitizer), or ''."""
    match = _FINDING.search(stderr)
    if match is None:
        return ""
    if match.group(1):
        return "leak"
    if match.group(2):
        return f"{match.group(2).decode()}: {match.group(3).decode()}"
    message = re.sub(rb"0x[0-9a-f]+ ", b"", match.group(4)).split(b":")[0]
    return "UBSan: " + message.decode("utf-8", "replace").strip()


def _unclean(r: ProcResult, test: TestCase, kind: str, level: str, output_match: str,
             cpu_limit_s: float | None = None) -> str:
    """What is wrong with one run of the sanitizer check ('' when nothing)."""
    if kind:
        return (r.stderr + r.stderr_tail).decode("utf-8", "replace").strip()[:1500]
    late = r.time_limit_hit(cpu_limit_s)
    if late:
        return f"{late} (a time-out)"
    if r.output_limit or r.signal is not None or not exit_status_agrees(test.exit_code, r.exit_code):
        return f"{r.describe()} (expected {describe_exit_code(test.exit_code)}){_stderr(r)}"
    if not outputs_agree(test.output, r.stdout, output_match):
        return f"the {level} build " + _mismatch(test.output, r.stdout, output_match)
    return ""


def sanitizer_check(problem: Problem, compiler: str = DEFAULT_COMPILER, recheck_o3: bool = False,
                    fail_on_leaks: bool = False) -> CleanCheck:
    """Build with ``-fsanitize=undefined,address -fno-sanitize-recover=all`` and run every test
    (public and hidden) clean, printing the expected output with the expected exit status; then
    confirm that -O0 does the same (the expected outputs come from -O3).  ``recheck_o3`` also
    rebuilds at -O3, for files whose expected outputs were not produced by this compiler."""
    tests = [*problem.tests, *problem.hidden_tests]
    names = [t.label(i) for i, t in enumerate(problem.tests)] + [
        t.label(i, "hidden test") for i, t in enumerate(problem.hidden_tests)]
    env = {"PATH": "/usr/bin:/bin", "HOME": "/work", "TMPDIR": "/work", "LANG": "C"}
    env.update({k: f"{v}:{os.environ.get(k, '')}".rstrip(":") for k, v in SANITIZER_ENV.items()})
    builds = [(CleanStage.SANITIZER, SANITIZER_FLAGS), (CleanStage.O0_DIFFERS, ("-O0",)),
              (CleanStage.O3_DIFFERS, ("-O3",))]
    leaks: list[str] = []
    config = SandboxConfig(stdout_head=FULL_OUTPUT, memory_bytes=SANITIZER_MEMORY_BYTES)
    with Workbench({"prog.c": problem.c_source}, [t.input for t in tests], config, compiler,
                   link_libs=problem.link_libs) as wb:
        for stage, flags in builds[:3 if recheck_o3 else 2]:
            built = wb.compile("/in/prog.c", f"/work/{stage}", flags)
            if not built.ok:
                return CleanCheck(problem.id, False, CleanStage.COMPILE, built.message)
            sanitized = stage == CleanStage.SANITIZER
            timeout_s = SANITIZER_TIMEOUT_S if sanitized else REFERENCE_TIMEOUT_S
            limits = Limits(cpu_s=timeout_s, address_space=None if sanitized else 2 << 30,
                            file_size=FULL_OUTPUT)
            runs = wb.run(f"/work/{stage}", wb.inputs, timeout_s, limits,
                          env if sanitized else None, stderr_tail=8192)
            for i, (test, r) in enumerate(zip(tests, runs, strict=True)):
                kind = sanitizer_finding(r.stderr + r.stderr_tail) if sanitized else ""
                leaks += [names[i]] if kind == "leak" else []
                kind = "" if kind == "leak" else kind
                detail = _unclean(r, test, kind, " ".join(flags), problem.output_match, timeout_s)
                if detail:
                    return CleanCheck(problem.id, False, stage, detail, names[i], kind, leaks)
    if leaks and fail_on_leaks:
        return CleanCheck(problem.id, False, CleanStage.LEAK, "LeakSanitizer reported leaks", leaks[0],
                          "leak", leaks)
    return CleanCheck(problem.id, True, leaks=leaks)


def sanitizer_check_all(problems: Sequence[Problem], compiler: str = DEFAULT_COMPILER,
                        workers: int | None = None, recheck_o3: bool = False,
                        fail_on_leaks: bool = False,
                        progress: Callable[[CleanCheck], None] | None = None) -> list[CleanCheck]:
    workers = max(1, workers or len(os.sched_getaffinity(0)))

    def one(problem: Problem) -> CleanCheck:
        try:
            result = sanitizer_check(problem, compiler, recheck_o3, fail_on_leaks)
        except (SandboxError, ToolchainError) as exc:
            result = CleanCheck(problem.id, False, CleanStage.SANDBOX, str(exc))
        if progress:
            progress(result)
        return result

    with ThreadPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(one, problems))
