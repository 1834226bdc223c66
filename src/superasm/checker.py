"""Checkers: judging an output by the problem's own program, as judges do.

A Kattis output validator or a Polygon/testlib checker (:class:`superasm.problem.Checker`)
decides whether an output is right where comparing it with one answer cannot (any shortest
path, a tolerance no flag states).  It is the problem author's code, trusted like the C
reference, but it reads an untrusted output, so it is built and run only in the sandbox:

- **built** once per checker and process in a toolchain session (``g++ -O2`` for C++ sources,
  ``gcc -O2`` for C; every source of its folder in one program, its headers beside them), the
  binary kept on the host under a temporary folder of this process (:func:`built_checker`);
- **run** in whichever sandbox holds the output, with the judges' calling convention: Kattis,
  ``checker input answer feedback_dir [args] < output``, exit 42 accepts and 43 rejects;
  testlib, ``checker input output answer``, exit 0 accepts and 1 (wrong answer) or 2
  (presentation error) reject.  Any other ending (a crash, another status, a time-out) is the
  checker's own failure, reported as such, never as the candidate's wrong answer.

:class:`CheckerJudge` is what the builder and the harness use: the checker put into one
sandbox, then any number of (input, answer, output) judged in one round trip.
"""

from __future__ import annotations

import hashlib
import shutil
import tempfile
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from superasm.problem import Checker, TestCase
from superasm.sandbox import Limits, ProcResult, Sandbox, SandboxConfig, run_request
from superasm.toolchain import Workbench
from superasm.verdict import Status
from superasm.verification.judge import RunJudgement, excerpt, judge

KATTIS_ACCEPT, KATTIS_REJECT = 42, 43
TESTLIB_ACCEPT, TESTLIB_REJECT = 0, (1, 2)
#: CPU seconds a checker may take on one output (judges give theirs far more than a solution)
CHECKER_TIMEOUT_S = 30.0
#: what a checker's build may take (testlib.h alone compiles in a few seconds)
BUILD_TIMEOUT_S = 120.0
_SOURCES = (".c", ".cc", ".cpp", ".cxx", ".c++")
_HEADERS = (".h", ".hh", ".hpp", ".hxx")
_BINARY = "checker.bin"


class CheckerError(RuntimeError):
    """A checker cannot be built or does not run as its calling convention says; the message
    names the checker and what went wrong."""


@dataclass(frozen=True)
class CheckVerdict:
    """What the checker said of one output: ``accepted``, or why not (its feedback, or the
    checker's own failure when ``failed``)."""

    accepted: bool
    detail: str = ""
    #: the checker itself did not run to a verdict (crashed, timed out, another exit status)
    failed: bool = False


def flat_name(name: str) -> str:
    """A checker file's name in the sandbox's flat ``/in`` (``src/x.cpp`` -> ``src__x.cpp``);
    its local ``#include "x.h"`` still finds a header of the same folder."""
    return name.replace("/", "__")


def checker_digest(checker: Checker) -> str:
    """What a built checker depends on: its style and sources."""
    h = hashlib.sha256(checker.style.encode())
    for name in sorted(checker.sources):
        h.update(name.encode() + b"\0" + checker.sources[name].encode() + b"\0")
    return h.hexdigest()[:20]


def compile_argv(checker: Checker, out: str) -> list[str]:
    """The command that builds ``checker`` into ``out`` (sandbox paths): every source of it in
    one program, C++ when any is C++."""
    sources = sorted(n for n in checker.sources if n.lower().endswith(_SOURCES))
    if not sources:
        raise CheckerError(f"checker {checker.name or '(unnamed)'}: no C or C++ source among "
                           f"{', '.join(sorted(checker.sources)) or 'its files'}")
    cpp = any(not n.lower().endswith(".c") for n in sources)
    argv = ([shutil.which("g++") or "/usr/bin/g++", "-O2", "-std=gnu++17"] if cpp
            else [shutil.which("gcc") or "/usr/bin/gcc", "-O2", "-std=gnu11"])
    return [*argv, "-I/in", *(f"/in/{flat_name(n)}" for n in sources), "-o", out, "-lm"]


_built: dict[str, Path] = {}
_lock = threading.Lock()
_home: list[Path] = []


def built_checker(checker: Checker, config: SandboxConfig | None = None) -> Path:
    """The host path of ``checker`` built (once per process; :class:`CheckerError` naming the
    compiler's complaint when it does not build)."""
    key = checker_digest(checker)
    with _lock:
        if key in _built:
            return _built[key]
        if not _home:
            _home.append(Path(tempfile.mkdtemp(prefix="superasm-checkers-")))
            _home[0].chmod(0o755)  # the sandbox may run as a user of its own
        out_dir = _home[0] / key
        out_dir.mkdir(exist_ok=True)
        files = {flat_name(n): text for n, text in checker.sources.items()
                 if n.lower().endswith(_SOURCES + _HEADERS) or "." not in PurePosixPath(n).name}
        with Workbench(files, (), config or SandboxConfig(), out_dir=out_dir) as wb:
            failed = wb.step(compile_argv(checker, "/work/checker"),
                             f"building the checker {checker.name or ''}".rstrip(),
                             timeout_s=BUILD_TIMEOUT_S)
            if failed:
                raise CheckerError(failed[:1500])
            path = wb.sandbox.export("/work/checker", "checker", executable=True)
        _built[key] = path
        return path


def _script(checker: Checker, given: str, answer: str, output: str) -> list[str]:
    """The checker's command line in the judges' convention (feedback directory made fresh)."""
    binary = f"/in/{_BINARY}"
    if checker.style == "testlib":
        return [binary, given, output, answer]
    return ["/bin/sh", "-c", 'rm -rf /work/feedback && mkdir /work/feedback && "$@"; status=$?; '
            'cat /work/feedback/judgemessage.txt >&2 2>/dev/null; exit $status', "sh",
            binary, given, answer, "/work/feedback/", *checker.args]


def _verdict(checker: Checker, exit_code: int | None, describe: str, said: bytes) -> CheckVerdict:
    """One checker run as a verdict, by its style's exit statuses."""
    text = excerpt(said.strip(), 300)
    accept, reject = ((TESTLIB_ACCEPT, TESTLIB_REJECT) if checker.style == "testlib"
                      else (KATTIS_ACCEPT, (KATTIS_REJECT,)))
    if exit_code == accept:
        return CheckVerdict(True)
    if exit_code in reject:
        return CheckVerdict(False, f"the checker rejects the output{': ' + text if text else ''}")
    return CheckVerdict(False, f"the checker {checker.name or ''} did not judge ({describe})"
                        + (f": {text}" if text else ""), failed=True)


class CheckerJudge:
    """A checker put into one running sandbox: :meth:`judge` sends many outputs in one round
    trip.  The sandbox's owner keeps it; the files this adds are removed after each batch."""

    def __init__(self, sandbox: Sandbox, checker: Checker, binary: Path) -> None:
        self.sandbox, self.checker = sandbox, checker
        self.sandbox.add_executable(_BINARY, binary)

    def judge(self, cases: Sequence[tuple[bytes, bytes, bytes]]) -> list[CheckVerdict]:
        """(input, answer, output) -> the checker's verdict on each output."""
        names: list[str] = []
        requests = []
        for i, (given, answer, output) in enumerate(cases):
            paths = []
            for part, data in (("in", given), ("ans", answer), ("out", output)):
                names.append(f"checker-{i}.{part}")
                paths.append(self.sandbox.add_file(names[-1], data))
            requests.append(run_request(_script(self.checker, *paths), stdin=paths[2],
                                        timeout_s=CHECKER_TIMEOUT_S,
                                        limits=Limits(cpu_s=CHECKER_TIMEOUT_S),
                                        stdout_head=4096, stderr_tail=2048))
        try:
            results = self.sandbox.run_batch(requests)
        finally:
            for name in names:
                self.sandbox.remove_file(name)
        verdicts = []
        for result in results:
            said = (result.stdout + b"\n" + result.stderr) if result.exit_code != \
                (TESTLIB_ACCEPT if self.checker.style == "testlib" else KATTIS_ACCEPT) else b""
            describe = "timed out" if result.timed_out else result.describe()
            verdicts.append(_verdict(self.checker, None if result.timed_out else result.exit_code,
                                     describe, said))
        return verdicts

    def close(self) -> None:
        self.sandbox.remove_file(_BINARY)


def judge_outputs(checker: Checker, cases: Sequence[tuple[bytes, bytes, bytes]],
                  config: SandboxConfig | None = None) -> list[CheckVerdict]:
    """The checker's verdict on each (input, answer, output), in a sandbox of its own (for
    callers without one: tests, the builder's checks)."""
    binary = built_checker(checker, config)
    with Sandbox(config=config or SandboxConfig()) as sandbox:
        return CheckerJudge(sandbox, checker, binary).judge(cases)


def judge_by_checker(sandbox: Sandbox, checker: Checker, result: ProcResult, test: TestCase,
                     cpu_limit_s: float | None = None) -> RunJudgement:
    """One run of a program judged as :func:`superasm.verification.judge.judge` does, but with the output
    decided by ``checker`` (given the test's input and its answer) instead of a comparison: the
    harness's judge for a problem that has one.  Only the head of stdout the sandbox keeps
    reaches the checker, so a longer output is refused as wrong, saying why; a checker that
    fails to judge is a wrong output that says so (never a pass)."""
    ran = judge(result, test, expected_sha=result.stdout_sha256, cpu_limit_s=cpu_limit_s)
    if ran.status is not Status.CORRECT:
        return ran  # a time-out, crash, output limit or exit status: no output to judge
    if result.stdout_size > len(result.stdout):
        return RunJudgement(Status.WRONG_OUTPUT, (
            f"output of {result.stdout_size} bytes: the checker is given at most the first "
            f"{len(result.stdout)} (the head kept of stdout)"))
    judged = CheckerJudge(sandbox, checker, built_checker(checker))
    try:
        verdict = judged.judge([(test.input, test.output, result.stdout)])[0]
    finally:
        judged.close()
    return RunJudgement(Status.CORRECT) if verdict.accepted else RunJudgement(
        Status.WRONG_OUTPUT, verdict.detail)
