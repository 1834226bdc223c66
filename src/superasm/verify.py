"""Judging one run against its test: the exact rule of correct(P'), and truthful failures.

correct(P') (docs/architecture.md, "Definitions"): valid, and for every test stdout equals the
expected output byte for byte (or under the problem's recorded ``output_match``), with the
expected exit status (0 unless the problem records another), within the time limit.  The sandbox hands back the sha256 of stdout
(expected outputs never enter the sandbox), so the comparison is of hashes; the head of stdout is
kept to say where the outputs first differ.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from superasm._sandbox_agent import normalize_output
from superasm.problem import TestCase
from superasm.sandbox import ProcResult
from superasm.verdict import Status

EXCERPT = 2000


def expected_sha256(test: TestCase, output_match: str = "exact") -> str:
    return hashlib.sha256(normalize_output(test.output, output_match)).hexdigest()


def excerpt(data: bytes, limit: int = EXCERPT) -> str:
    """Bytes for a human: text where they decode, a hex dump where they do not."""
    head = data[:limit]
    try:
        text = head.decode("utf-8")
    except UnicodeDecodeError as exc:
        if exc.start < len(head) - 4:  # not just a character cut in two by the limit
            return f"(binary, {len(data)} bytes) " + head[:64].hex(" ")
        text = head[:exc.start].decode("utf-8")
    return text + (f"\n… ({len(data) - len(head)} more bytes)" if len(data) > limit else "")


@dataclass(frozen=True)
class RunJudgement:
    status: Status
    detail: str = ""
    #: where the outputs first differ (byte offset), for wrong_output
    offset: int | None = None


def describe_difference(expected: bytes, actual: bytes, actual_size: int) -> tuple[str, int | None]:
    """Where two outputs first differ, said truthfully: the byte offset, the line, and what each
    side holds there (text, or hex when it is not text).  ``actual`` may be a head of the real
    output, whose full size is ``actual_size``."""
    shown = min(len(expected), len(actual))
    offset = next((i for i in range(shown) if expected[i] != actual[i]), shown)
    if offset == shown and len(actual) < actual_size and len(expected) > shown:
        return (f"the first {shown} bytes agree; the output ({actual_size} bytes) differs later "
                f"than the part kept", None)
    if offset == shown:
        if actual_size < len(expected):
            what = f"output ends after {actual_size} of the expected {len(expected)} bytes"
        else:
            what = f"output has {actual_size - len(expected)} bytes more than the expected {len(expected)}"
    else:
        what = f"outputs differ at byte {offset}"
    line = expected[:offset].count(b"\n") + 1
    window = slice(max(0, offset - 8), offset + 24)

    def show(data: bytes) -> str:
        part = data[window]
        try:
            return repr(part.decode("utf-8"))
        except UnicodeDecodeError:
            return part.hex(" ") or "(nothing)"
    return f"{what} (line {line}): expected {show(expected)}, got {show(actual)}", offset


def judge(result: ProcResult, test: TestCase, output_match: str = "exact",
          expected_sha: str | None = None) -> RunJudgement:
    """Map one run of a candidate on one test to a status (CORRECT when it passes)."""
    if result.timed_out:
        return RunJudgement(Status.TIMEOUT, result.describe())
    if result.output_limit:
        return RunJudgement(Status.OUTPUT_LIMIT, f"wrote more than the output limit "
                                                 f"({result.stdout_size} bytes kept)")
    if result.signal is not None or result.exit_code != test.exit_code:
        stderr = result.stderr.decode("utf-8", errors="replace").strip()[:300]
        expected = f" (expected {test.exit_code})" if test.exit_code else ""
        return RunJudgement(Status.RUNTIME_ERROR,
                            result.describe() + expected + (f": {stderr}" if stderr else ""))
    if result.stdout_sha256 != (expected_sha or expected_sha256(test, output_match)):
        expected = normalize_output(test.output, output_match)
        actual = normalize_output(result.stdout, output_match)
        detail, offset = describe_difference(expected, actual, result.stdout_size)
        return RunJudgement(Status.WRONG_OUTPUT, detail, offset)
    return RunJudgement(Status.CORRECT)
