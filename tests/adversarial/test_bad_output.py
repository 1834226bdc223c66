"""Bad model output: every malformed reply ends in a clear status and message; the run goes on.

A reply goes through the same steps as in a real run: the backends' reader
(:func:`superasm.models.llm_common.sample_from_text`, which extracts the assembly), then either
:func:`superasm.record.verdict_for_unusable` (no assembly found: ``assemble_error`` with the
extractor's reason; no reply text at all: ``model_error``) or ``Harness.evaluate``.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from superasm.harness import Harness, HarnessConfig
from superasm.measure import MeasureConfig
from superasm.models.llm_common import sample_from_text
from superasm.problem import Problem
from superasm.prompts import render_prompt
from superasm.record import verdict_for_unusable
from superasm.verdict import Status, Verdict

from .conftest import ADD_C, Host

pytestmark = pytest.mark.needs_bwrap

INTEL_WITHOUT_DIRECTIVE = """\
\t.text
\t.globl main
main:
\tpush rbp
\tmov rbp, rsp
\tmov eax, 0
\tpop rbp
\tret
"""

NO_MAIN = """\
\t.text
\t.globl helper
helper:
\txorl %eax, %eax
\tret
\t.section .note.GNU-stack,"",@progbits
"""

DUPLICATE_MAIN = """\
\t.text
\t.globl main
main:
\txorl %eax, %eax
\tret
main:
\tmovl $1, %eax
\tret
"""


def fenced(body: str, lang: str = "assembly") -> str:
    return f"Here is the optimized program:\n```{lang}\n{body}```\n"


def judge_reply(harness: Harness, problem: Problem, reply: str | None) -> Verdict:
    """What a run does with one reply: extract, then evaluate; a reply without assembly is
    judged without the harness, never an exception."""
    sample = sample_from_text(reply)
    unusable = verdict_for_unusable(sample)
    return unusable if unusable is not None else harness.evaluate(problem, sample.asm)


@pytest.fixture(scope="module")
def harness(host: Host) -> Iterator[Harness]:
    config = HarnessConfig(timing=MeasureConfig(method="none"), min_timeout_s=1.0,
                           max_timeout_s=2.0)
    with Harness(config) as h:
        yield h


def replies(problem: Problem) -> dict[str, tuple[str | None, Status, str]]:
    """name -> (reply, expected status, a phrase the message must contain)."""
    asm = problem.baseline_asm
    huge = fenced(asm + "\tnop\n" * (50 * (1 << 20) // 5))
    return {
        # no reply text at all: the request gave nothing to judge
        "none": (None, Status.MODEL_ERROR, "empty reply"),
        # a reply with nothing to assemble: it does not compile
        "empty": ("", Status.ASSEMBLE_ERROR, "empty reply"),
        "whitespace": ("  \n\t\n", Status.ASSEMBLE_ERROR, "empty reply"),
        "no_code_block": ("Try unrolling the loop and using SIMD; it should be faster.",
                          Status.ASSEMBLE_ERROR, "does not look like assembly"),
        "empty_block": (fenced(""), Status.ASSEMBLE_ERROR, "empty"),
        "50MB_reply": (huge, Status.ASSEMBLE_ERROR, "larger than"),
        "non_utf8_surrogates": (fenced(asm + "\t# \udcff\udcfe caf\udce9\n"),
                                Status.ASSEMBLE_ERROR, "UTF-8"),
        "replacement_chars": (fenced(asm.replace("main:", "main:\n\t\ufffd\ufffd", 1)),
                              Status.ASSEMBLE_ERROR, "assembler"),
        "nul_bytes": (fenced(asm.replace("main:", "main:\n\t\x00\x00movl", 1)),
                      Status.ASSEMBLE_ERROR, "assembler"),
        "intel_without_directive": (fenced(INTEL_WITHOUT_DIRECTIVE), Status.ASSEMBLE_ERROR,
                                    "assembler"),
        "no_main": (fenced(NO_MAIN), Status.LINK_ERROR, "main"),
        "duplicate_symbols": (fenced(DUPLICATE_MAIN), Status.ASSEMBLE_ERROR, "already defined"),
        "c_program": (fenced(ADD_C, "c"), Status.ASSEMBLE_ERROR, "C, not assembly"),
        "bare_c_program": (ADD_C, Status.ASSEMBLE_ERROR, "C, not assembly"),
        "c_in_asm_fence": (fenced(ADD_C, "asm"), Status.ASSEMBLE_ERROR, "assembler"),
        "prompt_echoed": (render_prompt(problem.c_source, asm), Status.CORRECT,
                          "identical to the baseline"),
    }


@pytest.fixture(scope="module")
def outcomes(harness: Harness, add_problem: Problem) -> dict[str, tuple[Verdict, float]]:
    results = {}
    for name, (reply, _, _) in replies(add_problem).items():
        started = time.monotonic()
        results[name] = (judge_reply(harness, add_problem, reply), time.monotonic() - started)
    return results


REPLY_NAMES = (
    "none", "empty", "whitespace", "no_code_block", "empty_block", "50MB_reply",
    "non_utf8_surrogates", "replacement_chars", "nul_bytes", "intel_without_directive", "no_main",
    "duplicate_symbols", "c_program", "bare_c_program", "c_in_asm_fence", "prompt_echoed",
)


@pytest.mark.parametrize("name", REPLY_NAMES)
def test_bad_reply_gets_a_clear_status(name: str, outcomes: dict[str, tuple[Verdict, float]],
                                       add_problem: Problem) -> None:
    _, status, phrase = replies(add_problem)[name]
    verdict, seconds = outcomes[name]
    assert verdict.status is status, f"{name}: {verdict.status.value}: {verdict.detail}"
    assert phrase.lower() in verdict.detail.lower(), f"{name}: {verdict.detail!r}"
    assert len(verdict.detail) < 4000, "a message is a message, not a dump"
    assert seconds < 30, f"{name} took {seconds:.1f} s"


def test_the_run_goes_on_after_every_bad_reply(outcomes: dict[str, tuple[Verdict, float]],
                                               harness: Harness, add_problem: Problem) -> None:
    assert set(outcomes) == set(REPLY_NAMES) == set(replies(add_problem))
    assert harness.evaluate(add_problem, add_problem.baseline_asm).correct
