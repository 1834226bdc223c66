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

from superasm.asmfunc import (
    CALLER_SAVED,
    AsmFunctionError,
    AsmProgram,
    clobbered_registers,
    extract_function,
    splice_function,
)
from superasm.problem import Problem
from superasm.profile import (
    Profile,
    ProfileError,
    c_functions,
    c_signature,
    cached_profile,
    profile_problem,
    resolve_target,
)
from superasm.values import Feedback, Query, Sample

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
    "hot-function": "the profile's hot function(s): their C source, assembly and calling "
                    "contract; the reply's functions are spliced into the program",
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
    if variant == "hot-function":
        raise PromptError("the 'hot-function' prompt is built from the whole problem: use "
                          "build_messages (or render_hot_prompt)")
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
    """The user turn that reports one round's verdict and asks for a better version.  A
    candidate refuted on an input it was never shown is told so, and not which input."""
    if feedback.status == "correct" and feedback.refuted_unseen:
        head = ("Your assembly passes the tests shown, but it prints a wrong answer on a valid "
                "input you were not shown (which one is not revealed).")
        ask = ("Make it correct for every valid input the C program accepts (all sizes, "
               "values at the limits of their types, every character), then faster.")
    elif feedback.status == "correct":
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
    if variant == "hot-function":
        return hot_function_messages(query, shots)
    messages: list[dict[str, Any]] = []
    for shot in shots:
        messages += [
            {"role": "user", "content": render_prompt(shot.c_source, shot.baseline_asm, variant)},
            {"role": "assistant", "content": answer_text(shot_answer(shot))}]
    prompt = render_prompt(query.problem.c_source, query.starting_asm, variant)
    return [*messages, {"role": "user", "content": prompt}, *_history_messages(query.history)]


# ---------------------------------------------------------------------- hot-function prompts
#: the variant that shows the model only the hot function(s) (see hot_function_messages)
HOT_FUNCTION = "hot-function"
#: at most this many hot functions in one prompt
HOT_FUNCTION_LIMIT = 3

HOT_ANSWER_INSTRUCTION = (
    "Only output the optimized assembly of the function(s) {names}: each with its label, its "
    ".globl/.type directives and any constants it needs in their own sections, and nothing else "
    "(do not define main or the other functions unless asked; refer to them and to the "
    "program's global data by name). Do not include any other text. Do not write any comments "
    "in the assembly code. Wrap the assembly code in ```assembly``` tags.")

_ABI = ("System V AMD64: integer and pointer arguments in %rdi, %rsi, %rdx, %rcx, %r8, %r9, "
        "floating-point ones in %xmm0-%xmm7, the result in %rax (or %xmm0); %rbx, %rbp, "
        "%r12-%r15 and %rsp must hold their values again on return; %rsp is 16-byte aligned "
        "before each call this function makes.")


def hot_targets(problem: Problem, asm: str, profile_now: bool = True) -> list[str]:
    """The functions of ``asm`` a hot-function prompt shows: the problem's
    ``target_functions`` (``optimize --function``, a library's own functions), else the
    profile's hot set (recorded or cached, else profiling the baseline in the sandbox if
    ``profile_now``), else the largest function.  A function the compiler inlined is replaced
    by the one that contains it."""
    program = AsmProgram(asm)
    if not program.functions:
        return []
    names: list[str] = []
    if problem.target_functions:
        for name in problem.target_functions:
            target = resolve_target(problem.c_source, asm, name).function
            if target not in names:
                names.append(target)
        return names
    profile = cached_profile(problem)
    if profile is None and profile_now:
        try:
            profile = profile_problem(problem)
        except (ProfileError, OSError, RuntimeError):
            profile = None
    if profile is not None:
        names = [f.name for f in profile.hot(limit=HOT_FUNCTION_LIMIT) if f.name in program.functions]
    if not names:
        names = [max(program.functions, key=lambda n: sum(
            r.end - r.start for r in program.functions[n].regions))]
    return names


def _share_text(profile: Profile | None, name: str) -> str:
    if profile is None:
        return ""
    for cost in profile.functions:
        if cost.name == name:
            return (f" ({profile.share(cost.own_ir):.0%} of the instructions the program runs"
                    + (f", called {cost.calls} times" if cost.calls else "") + ")")
    return ""


def function_contract(problem: Problem, asm: str, name: str) -> list[str]:
    """What a caller needs to know about ``name``: its C signature, the calling convention,
    registers its callers may rely on, the global data and functions it uses."""
    program = AsmProgram(asm)
    extracted = extract_function(program, name)
    base = name.split(".", 1)[0]
    definition = c_functions(problem.c_source).get(base)
    lines = []
    if definition:
        lines.append(f"- Signature: `{c_signature(definition)}`")
    if name != base:
        lines.append(f"- `{name}` is a copy gcc made of `{base}` (specialised, e.g. constant "
                     f"arguments or fewer of them): keep the interface the assembly shows.")
    lines.append(f"- Calling convention: {_ABI}")
    kept = [r for r in CALLER_SAVED if r not in clobbered_registers(program, name)]
    if kept and len(kept) < len(CALLER_SAVED):
        lines.append("- Callers in this program may keep values in these call-clobbered registers "
                     "across the call, because the current version leaves them alone: "
                     + ", ".join(f"%{r}" for r in kept) + " (if yours changes them, they are "
                     "saved around it for you, at a small cost).")
    shared = [d for d in extracted.data if d not in extracted.owned_data
              and not d.startswith(".L")]
    globals_used = extracted.globals_used + shared
    if globals_used:
        lines.append("- Data of the program it uses (defined elsewhere; use by name, do not "
                     "define): " + ", ".join(f"`{g}`" for g in globals_used))
    calls = [c for c in extracted.external if c not in extracted.globals_used
             and c not in shared and not c.startswith(".L")]
    if calls:
        lines.append("- Functions it calls: " + ", ".join(f"`{c}`" for c in calls))
    return lines


def render_hot_prompt(problem: Problem, asm: str, names: Sequence[str]) -> str:
    """The user prompt of the hot-function mode: the paper's wording, scoped to the functions."""
    listed = ", ".join(f"`{n}`" for n in names)
    parts = [f"Given the following C code and assembly code of the hot function(s) {listed} of a "
             "program, your task is to generate highly optimized x86-64 assembly code for "
             "them. The rest of the program stays as it is: your function(s) will be put back "
             "into the program's gcc -O3 assembly, and the whole program tested and timed.\n"]
    defined = c_functions(problem.c_source)
    program = AsmProgram(asm)
    profile = cached_profile(problem)  # looked up once: a share for each function named
    for name in names:
        base = name.split(".", 1)[0]
        parts.append(f"Function `{name}`{_share_text(profile, name)}:\n")
        if base in defined:
            parts.append(f"C Code:\n\n```c\n{_block_text(defined[base])}```\n")
        parts.append("Assembly Code:\n\n```assembly\n"
                     f"{_block_text(extract_function(program, name).text)}```\n")
        parts.append("What a caller needs:\n" + "\n".join(
            function_contract(problem, asm, name)) + "\n")
    parts.append(HOT_ANSWER_INSTRUCTION.format(names=listed))
    parts.append("Optimized Assembly Code:\n")
    return "\n".join(parts)


def _function_answer(asm: str | None, names: Sequence[str]) -> str | None:
    """The function(s) of a whole spliced program, as the model's earlier answer."""
    if not asm:
        return None
    try:
        program = AsmProgram(asm)
        return "".join(extract_function(program, n).text for n in names
                       if n in program.functions) or None
    except AsmFunctionError:
        return None


def hot_function_messages(query: Query, shots: Sequence[Problem] = ()) -> list[dict[str, Any]]:
    """Chat messages of the hot-function mode: few-shot pairs (each shot's largest function),
    the prompt, then the refinement turns with each earlier answer shown as its function(s)."""
    messages: list[dict[str, Any]] = []
    for shot in shots:
        names = hot_targets(shot, shot.baseline_asm, profile_now=False)[:1]
        answer = _function_answer(shot_answer(shot), names) or shot.baseline_asm
        messages += [{"role": "user", "content": render_hot_prompt(shot, shot.baseline_asm, names)},
                     {"role": "assistant", "content": answer_text(answer)}]
    names = hot_targets(query.problem, query.starting_asm)
    messages.append({"role": "user",
                     "content": render_hot_prompt(query.problem, query.starting_asm, names)})
    history = [Feedback(**{**vars(f), "asm": _function_answer(f.asm, names) or f.asm})
               for f in query.history]
    return messages + _history_messages(history)


def splice_reply(start_asm: str, reply_asm: str, names: Sequence[str]) -> tuple[str, list[str]]:
    """The program with each of ``names`` the reply defines spliced in; (assembly, notes).
    Raises :class:`AsmFunctionError` when the reply defines none of them."""
    reply = AsmProgram(reply_asm)
    present = [n for n in names if n in reply.functions]
    if not present:
        defined = ", ".join(sorted(reply.functions)) or "no function"
        raise AsmFunctionError(f"the reply defines none of {', '.join(names)} (it defines "
                               f"{defined})")
    asm, notes = start_asm, []
    for name in present:
        result = splice_function(asm, name, reply_asm)
        asm = result.asm
        notes += [f"{name}: {note}" for note in result.notes]
    return asm, notes


def finish_samples(query: Query, samples: list[Sample], variant: str) -> list[Sample]:
    """After a model answered a hot-function prompt: each reply's function(s) spliced into the
    query's starting assembly, so the harness judges the whole program as for any other
    candidate (the reply itself kept in ``info["function_asm"]``).  A reply that defines none
    of the functions becomes a sample with no assembly and an error that says so."""
    if variant != HOT_FUNCTION:
        return samples
    names = hot_targets(query.problem, query.starting_asm)
    for sample in samples:
        if sample.asm is None:
            continue
        sample.info["function_asm"] = sample.asm
        sample.info["functions"] = list(names)
        try:
            sample.asm, notes = splice_reply(query.starting_asm, sample.asm, names)
        except AsmFunctionError as exc:
            sample.asm, sample.error = None, f"hot-function reply: {exc}"
            continue
        if notes:
            sample.info["splice_notes"] = notes
    return samples
