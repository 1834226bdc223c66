"""Judging one run against its test: the exact rule of correct(P'), and truthful failures.

correct(P') (docs/architecture.md, "Definitions"): valid, and for every test stdout equals the
expected output byte for byte (or under the problem's recorded ``output_match``), with the
expected exit status (0 unless the problem records another), within the time limit.  The sandbox hands back the sha256 of stdout
(expected outputs never enter the sandbox), so the comparison is of hashes; the head of stdout is
kept to say where the outputs first differ.  Under a ``float`` ``output_match`` (numbers within a
tolerance, :func:`outputs_agree`) a hash cannot decide, so the judge compares the head of stdout
the sandbox hands back (64 KiB) and refuses an output longer than that head.
"""

from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass

from superasm._sandbox_agent import normalize_output
from superasm.problem import ANY_NONZERO_EXIT, TestCase, exit_status_agrees, float_tolerances
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


def _number(token: bytes) -> float | None:
    try:
        value = float(token)
    except ValueError:
        return None
    return value if math.isfinite(value) else None


def _is_nan(token: bytes) -> bool:
    return token.lower().lstrip(b"+-") == b"nan"


def float_difference(expected: bytes, actual: bytes, abs_tol: float, rel_tol: float) -> str:
    """'' when ``actual`` agrees with ``expected`` token by token (whitespace-separated): numbers
    within ``abs_tol`` or ``rel_tol`` (Kattis's default validator), other tokens exactly; else
    where and how they first differ."""
    want, got = expected.split(), actual.split()
    for i, (a, b) in enumerate(zip(want, got, strict=False)):
        if a == b:
            continue
        x, y = _number(a), _number(b)
        if x is None and y is None and _is_nan(a) and _is_nan(b):
            continue  # NaN and nan: one value, however spelled (Kattis accepts it)
        if x is not None and y is not None:
            error = abs(x - y)
            if error <= abs_tol or error <= rel_tol * abs(x):
                continue
            return (f"token {i + 1}: expected {a.decode('utf-8', 'replace')!r}, got "
                    f"{b.decode('utf-8', 'replace')!r} (off by {error:.3g}; tolerance abs "
                    f"{abs_tol:g}, rel {rel_tol:g})")
        return (f"token {i + 1}: expected {a.decode('utf-8', 'replace')[:40]!r}, got "
                f"{b.decode('utf-8', 'replace')[:40]!r}")
    if len(want) != len(got):
        return f"{len(got)} tokens where {len(want)} were expected"
    return ""


def outputs_agree(expected: bytes, actual: bytes, output_match: str) -> bool:
    """Does ``actual`` (the whole stdout) pass as ``expected`` under ``output_match``?"""
    tolerance = float_tolerances(output_match)
    if tolerance is not None:
        return not float_difference(expected, actual, *tolerance)
    return normalize_output(expected, output_match) == normalize_output(actual, output_match)


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
          expected_sha: str | None = None, cpu_limit_s: float | None = None) -> RunJudgement:
    """Map one run of a candidate on one test to a status (CORRECT when it passes); a run killed
    at its CPU limit (``cpu_limit_s``, where known) is a time-out."""
    late = result.time_limit_hit(cpu_limit_s)
    if late:
        return RunJudgement(Status.TIMEOUT, late)
    if result.output_limit:
        return RunJudgement(Status.OUTPUT_LIMIT, f"wrote more than the output limit "
                                                 f"({result.stdout_size} bytes kept)")
    if result.signal is not None or not exit_status_agrees(test.exit_code, result.exit_code):
        stderr = result.stderr.decode("utf-8", errors="replace").strip()[:300]
        expected = ("" if not test.exit_code else " (expected a non-zero exit status)"
                    if test.exit_code == ANY_NONZERO_EXIT else f" (expected {test.exit_code})")
        return RunJudgement(Status.RUNTIME_ERROR,
                            result.describe() + expected + (f": {stderr}" if stderr else ""))
    if result.stdout_sha256 == (expected_sha or expected_sha256(test, output_match)):
        return RunJudgement(Status.CORRECT)
    tolerance = float_tolerances(output_match)
    if tolerance is not None:
        if result.stdout_size > len(result.stdout):
            return RunJudgement(Status.WRONG_OUTPUT, (
                f"output of {result.stdout_size} bytes: the float comparison reads only the first "
                f"{len(result.stdout)} (the head kept of stdout); longer outputs need an exact "
                "output_match"))
        difference = float_difference(test.output, result.stdout, *tolerance)
        if not difference:
            return RunJudgement(Status.CORRECT)
        return RunJudgement(Status.WRONG_OUTPUT, difference)
    expected_out = normalize_output(test.output, output_match)
    actual_out = normalize_output(result.stdout, output_match)
    detail, offset = describe_difference(expected_out, actual_out, result.stdout_size)
    return RunJudgement(Status.WRONG_OUTPUT, detail, offset)
