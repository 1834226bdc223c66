"""Judging one run against its test: the exact rule of correct(P'), and readable failures.

correct(P') (DESIGN.md): valid, and for every test stdout equals the expected output byte for
byte, with exit status 0, within the time limit.  The sandbox hands back the sha256 of stdout
(expected outputs never enter the sandbox), so the comparison is of hashes; the head of stdout is
kept to show a short diff when they differ.
"""

from __future__ import annotations

import difflib
import hashlib
from dataclasses import dataclass

from superasm.problem import Status
from superasm.sandbox import ProcResult


def sha256_text(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class RunJudgement:
    status: Status
    detail: str = ""


def short_diff(expected: str, actual: str, max_lines: int = 8, max_chars: int = 600) -> str:
    """The first differing lines, unified-diff style, truncated: enough to see what went wrong."""
    exp_lines = expected.splitlines()
    act_lines = actual.splitlines()
    for index, (want, got) in enumerate(zip(exp_lines, act_lines, strict=False)):
        if want != got:
            first = index
            break
    else:
        first = min(len(exp_lines), len(act_lines))
    if first == len(exp_lines) == len(act_lines):
        return "outputs differ only in whitespace at the end or line endings"
    lines = list(difflib.unified_diff(exp_lines[first:first + max_lines],
                                      act_lines[first:first + max_lines],
                                      "expected", "actual", lineterm="", n=0))
    text = f"first difference at line {first + 1}: " + " | ".join(lines[2:2 + max_lines])
    return text if len(text) <= max_chars else text[:max_chars] + " …"


def judge(result: ProcResult, expected_output: str, expected_sha: str | None = None) -> RunJudgement:
    """Map one run of a candidate on one test to a status (CORRECT when it passes)."""
    if result.timed_out:
        return RunJudgement(Status.TIMEOUT, result.describe())
    if result.output_limit:
        return RunJudgement(Status.OUTPUT_LIMIT, f"wrote more than the output limit "
                                                 f"({result.stdout_size} bytes kept)")
    if result.signal is not None or result.exit_code != 0:
        stderr = result.stderr.decode("utf-8", errors="replace").strip()[:300]
        return RunJudgement(Status.RUNTIME_ERROR, result.describe() + (f": {stderr}" if stderr else ""))
    if result.stdout_sha256 != (expected_sha or sha256_text(expected_output)):
        actual = result.stdout.decode("utf-8", errors="replace")
        return RunJudgement(Status.WRONG_OUTPUT, short_diff(expected_output, actual))
    return RunJudgement(Status.CORRECT)
