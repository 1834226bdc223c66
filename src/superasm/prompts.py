"""The prompts language models see: the paper's template, its C-only ablation, few-shot, feedback.

The ``paper`` variant reproduces SuperCoder's prompt (Wei et al. 2025, Appendix A.2) word for
word, because results are only comparable with the paper's Table 2 when the model sees the same
text: the C source, the ``gcc -O3`` assembly, and the instruction to answer only with assembly,
without comments, in ```` ```assembly ```` fences.  ``c-only`` is the paper's "w/o O3" ablation
(Table 4): the same instruction with the C source alone.

The assembly shown is ``query.starting_asm``: the baseline, or the best assembly of an earlier
optimizer when optimizers are stacked.  With ``query.history`` (iterative refinement) the
conversation continues: each earlier answer as an assistant turn, followed by a user turn that
reports how the harness judged it (assembler errors, the first failing test with its expected and
actual output, or the measured speedup with its interval) and asks for a better version.
Few-shot examples (``shots``) are train problems with their best known assembly as the answer.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

from superasm.models.base import Feedback, Query
from superasm.problem import Problem

#: the paper's answer instruction (Appendix A.2), shared by every variant
ANSWER_INSTRUCTION = (
    "Only output the optimized assembly code. Do not include any other text. "
    "Do not write any comments in the assembly code. Wrap the assembly code in ```assembly``` tags."
)

_PAPER_TEMPLATE = (
    "Given the following C code and assembly code, your task is to generate highly optimized "
    "x86-64 assembly code.\n"
    "C Code:\n\n"
    "```c\n{c_code}```\n\n"
    "Assembly Code:\n\n"
    "```assembly\n{asm}```\n\n"
    "{instruction}\n"
    "Optimized Assembly Code:\n")

_C_ONLY_TEMPLATE = (
    "Given the following C code, your task is to generate highly optimized x86-64 assembly code.\n"
    "C Code:\n\n"
    "```c\n{c_code}```\n\n"
    "{instruction}\n"
    "Optimized Assembly Code:\n")

#: variant name -> what it shows the model (recorded in config.json through describe())
PROMPT_VARIANTS: dict[str, str] = {
    "paper": "SuperCoder Appendix A.2: C source + gcc -O3 assembly, answer only assembly",
    "c-only": "SuperCoder Table 4 'w/o O3' ablation: C source only",
}

#: limits on feedback text, so that a 10 MB wrong output never becomes a 10 MB prompt
FEEDBACK_TEXT_LIMIT = 2000
DETAIL_LIMIT = 4000
#: earlier rounds replayed in full; older ones are summarised in one line each
HISTORY_ROUNDS = 3


class PromptError(ValueError):
    """An unknown prompt variant or unusable few-shot pool."""


def _block_text(text: str) -> str:
    """Code inside a fence ends with exactly one newline, so the closing fence sits on its own line."""
    return text if text.endswith("\n") else text + "\n"


def _truncate(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    return text[:limit] + f"\n... [{len(text) - limit} more characters not shown]\n"


def _shown(label: str, text: str) -> str:
    """A test's input or output in a fence, cut to FEEDBACK_TEXT_LIMIT."""
    return f"{label}:\n```\n{_block_text(_truncate(text, FEEDBACK_TEXT_LIMIT))}```"


def render_prompt(c_source: str, asm: str | None, variant: str = "paper") -> str:
    """The single user prompt for one problem, exactly as the paper words it."""
    if variant == "paper":
        if asm is None:
            raise PromptError("the 'paper' prompt needs the starting assembly")
        return _PAPER_TEMPLATE.format(c_code=_block_text(c_source), asm=_block_text(asm),
                                      instruction=ANSWER_INSTRUCTION)
    if variant == "c-only":
        return _C_ONLY_TEMPLATE.format(c_code=_block_text(c_source), instruction=ANSWER_INSTRUCTION)
    known = ", ".join(sorted(PROMPT_VARIANTS))
    raise PromptError(f"unknown prompt variant {variant!r}: choose one of {known}")


def answer_text(asm: str) -> str:
    """An assistant answer in the format the prompt asks for (used for shots and history)."""
    return f"```assembly\n{_block_text(asm)}```"


def shot_answer(problem: Problem) -> str:
    """The best assembly known for a train problem (``meta["best_asm"]`` or
    ``meta["optimized_asm"]``), else its baseline, which at least shows the answer format."""
    for key in ("best_asm", "optimized_asm"):
        value = problem.meta.get(key)
        if isinstance(value, str) and value.strip():
            return value
    return problem.baseline_asm


def pick_shots(pool: Sequence[Problem] | None, k: int, exclude_id: str = "") -> list[Problem]:
    """``k`` train problems for a query, chosen deterministically from the query's problem id.
    Deterministic (a hash, not a random generator) so that a resumed or repeated run shows every
    problem the same examples; the problem itself is never its own example."""
    if not pool or k <= 0:
        return []
    candidates = [p for p in pool if p.id != exclude_id]

    def order(problem: Problem) -> str:
        return hashlib.sha256(f"{exclude_id}\x00{problem.id}".encode()).hexdigest()

    return sorted(candidates, key=order)[:k]


_CRASHES = {"runtime_error": "crashed or exited with an error",
            "timeout": "ran past the time limit", "output_limit": "wrote more output than allowed"}


def _describe_failure(feedback: Feedback) -> str:
    status = feedback.status
    detail = _truncate(feedback.detail or "", DETAIL_LIMIT).strip()
    if status == "model_error" or (status == "assemble_error" and not (feedback.asm or "").strip()):
        # no assembly at all (a reply without a code block, or no reply): nothing failed to build
        return "Your previous reply contained no assembly that could be used" + (
            f" ({detail})." if detail else ".")
    if status in ("assemble_error", "link_error"):
        step = "assemble" if status == "assemble_error" else "link"
        return f"Your assembly failed to {step}. The errors were:\n```\n{detail}\n```"
    if status == "wrong_output":
        parts = ["Your assembly built, but a test produced the wrong output.", detail]
        shown = (("Input", feedback.failing_input), ("Expected output", feedback.expected_output),
                 ("Actual output", feedback.actual_output))
        parts += [_shown(label, text) for label, text in shown if text is not None]
        return "\n".join(part for part in parts if part)
    if status in _CRASHES:
        text = f"Your assembly built, but the program {_CRASHES[status]}"
        text += f": {detail}" if detail else "."
        if feedback.failing_input is not None:
            text += "\n" + _shown("Input", feedback.failing_input)
        return text
    return f"Your assembly was rejected ({status})" + (f": {detail}" if detail else ".")


def _speedup_text(feedback: Feedback) -> str:
    if feedback.speedup is None:
        return "Your assembly is correct on every test."
    text = f"Your assembly is correct on every test. Measured speedup over gcc -O3: {feedback.speedup:.3f}x"
    if feedback.speedup_ci is not None:
        low, high = feedback.speedup_ci
        text += f" (95% CI {low:.3f}-{high:.3f})"
    return text + "."


def feedback_text(feedback: Feedback) -> str:
    """The user turn that reports one round's verdict and asks for a better version."""
    if feedback.status == "correct":
        head = _speedup_text(feedback)
        ask = "Make it faster while keeping the output identical."
    else:
        head = _describe_failure(feedback)
        ask = "Fix it and make it faster than the gcc -O3 assembly."
    return f"{head}\n\n{ask} {ANSWER_INSTRUCTION}"


def _one_line(feedback: Feedback, round_index: int) -> str:
    speed = f", speedup {feedback.speedup:.3f}x" if feedback.speedup is not None else ""
    return f"- attempt {round_index + 1}: {feedback.status}{speed}"


def _history_messages(history: Sequence[Feedback]) -> list[dict[str, Any]]:
    """Earlier rounds as assistant/user turns; only the last HISTORY_ROUNDS are replayed in full."""
    messages: list[dict[str, Any]] = []
    older = list(history[:-HISTORY_ROUNDS]) if len(history) > HISTORY_ROUNDS else []
    recent = history[-HISTORY_ROUNDS:]
    for feedback in recent:
        answer = answer_text(feedback.asm) if feedback.asm else "(no assembly)"
        messages += [{"role": "assistant", "content": answer},
                     {"role": "user", "content": feedback_text(feedback)}]
    if older:
        summary = "Earlier attempts, not shown:\n" + "\n".join(
            _one_line(f, i) for i, f in enumerate(older))
        messages[-1]["content"] = summary + "\n\n" + messages[-1]["content"]
    return messages


def build_messages(query: Query, variant: str = "paper",
                   shots: Sequence[Problem] = ()) -> list[dict[str, Any]]:
    """Chat messages for one query: few-shot pairs, the paper's prompt, then refinement turns."""
    messages: list[dict[str, Any]] = []
    for shot in shots:
        messages += [
            {"role": "user", "content": render_prompt(shot.c_source, shot.baseline_asm, variant)},
            {"role": "assistant", "content": answer_text(shot_answer(shot))}]
    prompt = render_prompt(query.problem.c_source, query.starting_asm, variant)
    return [*messages, {"role": "user", "content": prompt}, *_history_messages(query.history)]

