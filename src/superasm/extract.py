"""Pulling assembly out of a model's reply: the one place that does it.

Models answer in many shapes: the paper asks for ```` ```assembly ```` fences, but replies come
with ```` ```asm ````/```` ```x86asm ````/```` ```s ````/```` ```gas ```` fences, ``<assembly>``
tags, a ``<think>`` section first, several blocks (a draft and a final answer), a fence that was
never closed because the reply hit ``max_tokens``, or bare assembly with no fence at all.  Every
backend and the replay optimizer call :func:`extract_asm`, so a reply is read the same way
whether it is scored live or re-scored from ``replies.jsonl`` later.

When nothing usable is found, :func:`extract_asm_detail` says why ("empty reply", "reply is C, not
assembly", ...) so a failed sample reads as a model problem, not as a harness crash.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from superasm.values import Sample, Usage

#: fence languages that promise assembly
ASM_LANGS = frozenset(
    {"assembly", "asm", "x86asm", "x86", "x86-64", "x86_64", "s", "gas", "nasm", "att", "armasm"})
#: fence languages that promise something else (never taken as assembly even if it looks close)
OTHER_LANGS = frozenset(
    {"c", "cpp", "c++", "h", "python", "py", "bash", "sh", "shell", "console", "json", "diff", "text",
     "txt", "markdown", "md", "rust", "java", "javascript", "js", "go"})

_THINK_RE = re.compile(r"<(think|thinking|reasoning)>.*?</\1>", re.DOTALL | re.IGNORECASE)
_UNCLOSED_THINK_RE = re.compile(r"<(think|thinking|reasoning)>", re.IGNORECASE)
_TAG_RE = re.compile(r"<assembly>(.*?)</assembly>", re.DOTALL | re.IGNORECASE)
_OPEN_TAG_RE = re.compile(r"<assembly>", re.IGNORECASE)
# An opening fence: three or more backticks (or tildes), an optional language word, end of line.
_FENCE_OPEN_RE = re.compile(r"^[ \t]*(`{3,}|~{3,})[ \t]*([\w+#.\-]*)[^`\n]*$", re.MULTILINE)

_DIRECTIVE_RE = re.compile(
    r"^\s*\.(text|data|section|globl|global|type|size|file|string|asciz|ascii|long|quad|byte|"
    r"p2align|align|cfi_\w+|ident|intel_syntax|att_syntax|bss|comm|zero|value|word|rodata)\b",
    re.MULTILINE,
)
_LABEL_RE = re.compile(r"^\s*[.\w$@]+:\s*(#.*)?$", re.MULTILINE)
_INSN_RE = re.compile(
    r"^\s*(mov\w*|lea\w?|push\w?|pop\w?|call\w?|ret\w?|jmp|j[a-z]{1,3}|cmp\w?|test\w?|add\w?|"
    r"sub\w?|imul\w?|idiv\w?|div\w?|xor\w*|and\w?|or\w?|shl\w?|shr\w?|sar\w?|sal\w?|inc\w?|"
    r"dec\w?|neg\w?|not\w?|cmov\w+|set\w+|cltq|cqto|cltd|cdqe|nop\w?|leave\w?|endbr64|"
    r"v?p\w+|v?\w+(ss|sd|ps|pd)|syscall|xchg\w?|bsr\w?|bsf\w?|popcnt\w?|tzcnt\w?|lzcnt\w?)"
    r"\s",
    re.MULTILINE | re.IGNORECASE,
)
_MAIN_RE = re.compile(r"^\s*main:", re.MULTILINE)
_C_MARKERS_RE = re.compile(
    r"#include\s*<|\bint\s+main\s*\(|\breturn\s+[^;\n]*;|\bprintf\s*\(|\bscanf\s*\(|"
    r"^\s*(for|while|if)\s*\(.*\)\s*\{",
    re.MULTILINE,
)


@dataclass(frozen=True)
class Extraction:
    """The assembly found in a reply (or None), how it was found, and why not when it wasn't.
    ``how`` is one of ``tag``, ``fence``, ``unterminated-fence``, ``unterminated-tag``, ``bare`` or
    ``none``; ``problem`` is empty on success."""

    asm: str | None
    how: str
    problem: str = ""


def asm_score(text: str) -> int:
    """How much a text looks like GNU assembly: directives, labels and mnemonics, minus C.
    A heuristic, used to choose among several blocks and to accept bare replies; it never decides
    correctness (the assembler does)."""
    score = len(_DIRECTIVE_RE.findall(text)) + len(_LABEL_RE.findall(text))
    return score + len(_INSN_RE.findall(text)) - 3 * len(_C_MARKERS_RE.findall(text))


def looks_like_asm(text: str) -> bool:
    """True when a text reads as assembly rather than C or prose."""
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        return False
    score = asm_score(text)
    return score >= 2 and score >= len(lines) // 4


def looks_like_c(text: str) -> bool:
    return len(_C_MARKERS_RE.findall(text)) >= 1 and asm_score(text) < 2


def _strip_thinking(text: str) -> str:
    """Drop ``<think>…</think>`` sections; an unclosed one (cut off) leaves nothing after it."""
    text = _THINK_RE.sub("", text)
    unclosed = _UNCLOSED_THINK_RE.search(text)
    if unclosed:
        # A reply that never closed its thinking has no answer, unless an answer precedes it.
        text = text[: unclosed.start()]
    return text


@dataclass(frozen=True)
class _Block:
    lang: str
    body: str
    closed: bool


def _fenced_blocks(text: str) -> list[_Block]:
    """Every fenced block, in order; the last may be unterminated (reply cut at max_tokens)."""
    blocks: list[_Block] = []
    pos = 0
    while True:
        opening = _FENCE_OPEN_RE.search(text, pos)
        if opening is None:
            return blocks
        fence, lang = opening.group(1), opening.group(2).lower()
        start = opening.end() + 1
        closing = re.compile(rf"^[ \t]*{re.escape(fence[0])}{{{len(fence)},}}[ \t]*$", re.MULTILINE)
        end = closing.search(text, start)
        if end is None:
            blocks.append(_Block(lang, text[start:], closed=False))
            return blocks
        blocks.append(_Block(lang, text[start : end.start()], closed=True))
        pos = end.end()


def _choose(candidates: list[str]) -> str | None:
    """Among assembly-looking texts, prefer the last one that has ``main:``, else the last one.
    The last, because models put a draft first and the answer last; ``main:``, because a block
    without it is usually a fragment that will not link on its own."""
    usable = [c for c in candidates if c.strip()]
    with_main = [c for c in usable if _MAIN_RE.search(c)]
    if with_main:
        return with_main[-1]
    return usable[-1] if usable else None


def _clean(asm: str) -> str:
    """Trim surrounding blank lines and end with exactly one newline (``as`` warns otherwise)."""
    return asm.strip("\n").rstrip() + "\n"


def _is_asm_line(line: str) -> bool:
    return bool(_DIRECTIVE_RE.match(line) or _LABEL_RE.match(line) or _INSN_RE.match(line + " "))


def _trim_prose(text: str) -> str | None:
    """Bare replies often open with "Here is the optimized code:"; keep first..last asm line."""
    lines = text.splitlines()
    asm_rows = [i for i, line in enumerate(lines) if _is_asm_line(line)]
    if not asm_rows:
        return None
    return "\n".join(lines[asm_rows[0] : asm_rows[-1] + 1])


def _unfenced(body: str) -> str:
    """A tag body may itself hold a fence: "<assembly>```asm ... ```</assembly>"."""
    inner = _fenced_blocks(body)
    return inner[-1].body if inner else body


def _from_tags(text: str) -> Extraction | None:
    chosen = _choose([_unfenced(b) for b in _TAG_RE.findall(text) if b.strip()])
    if chosen is not None:
        return Extraction(_clean(chosen), "tag")
    opened = list(_OPEN_TAG_RE.finditer(text))
    if opened and "</assembly>" not in text[opened[-1].end() :].lower():
        body = _unfenced(text[opened[-1].end() :])
        if looks_like_asm(body):
            return Extraction(_clean(body), "unterminated-tag")
    return None


def _from_fences(blocks: list[_Block]) -> Extraction | None:
    """Fenced blocks: asm-labelled first, then unlabelled ones that look like assembly."""
    closed = [b for b in blocks if b.closed]
    labelled = [b.body for b in closed if b.lang in ASM_LANGS]
    unlabelled = [b.body for b in closed if b.lang not in ASM_LANGS | OTHER_LANGS and looks_like_asm(b.body)]
    chosen = _choose(labelled) or _choose(unlabelled)
    if chosen is not None:
        return Extraction(_clean(chosen), "fence")
    tail = blocks[-1] if blocks else None
    if (tail is not None and not tail.closed and tail.lang not in OTHER_LANGS and tail.body.strip()
            and (tail.lang in ASM_LANGS or looks_like_asm(tail.body))):
        return Extraction(_clean(tail.body), "unterminated-fence")
    return None


def _failure(text: str, blocks: list[_Block]) -> Extraction:
    if not blocks:
        if looks_like_c(text):
            return Extraction(None, "none", "reply is C, not assembly")
        return Extraction(None, "none", "no code block and the reply does not look like assembly")
    langs = {b.lang for b in blocks}
    if langs & {"c", "cpp", "c++", "h"} or all(looks_like_c(b.body) for b in blocks):
        return Extraction(None, "none", "reply is C, not assembly")
    if all(not b.body.strip() for b in blocks):
        return Extraction(None, "none", "code block is empty")
    return Extraction(None, "none", "no code block holds assembly")


def extract_asm_detail(text: str | None) -> Extraction:
    """Find the assembly in a reply and say how (or why not).
    Order: ``<assembly>`` tags, then fences, then the whole reply if it reads as bare assembly.
    Thinking text is removed first so that assembly quoted while reasoning is never taken."""
    if text is None or not text.strip():
        return Extraction(None, "none", "empty reply")
    answer = _strip_thinking(text)
    if not answer.strip():
        return Extraction(None, "none", "reply holds only thinking text, no answer")
    found = _from_tags(answer)
    if found is not None:
        return found
    blocks = _fenced_blocks(answer)
    found = _from_fences(blocks)
    if found is not None:
        return found
    if not blocks:
        bare = _trim_prose(answer)
        if bare is not None and looks_like_asm(bare):
            return Extraction(_clean(bare), "bare")
    return _failure(answer, blocks)


def extract_asm(text: str | None) -> str | None:
    """The assembly in a model reply, or None.  See :func:`extract_asm_detail` for the reason."""
    return extract_asm_detail(text).asm


# ---------------------------------------------------------------------------- the reply alone
#: where an assistant turn starts in the chat templates trainers use: ChatML (Qwen and many
#: others), Llama 3, gpt-oss (harmony), Phi-3 and Zephyr, Gemma, DeepSeek, Llama 2 and Mistral
ASSISTANT_MARKERS = (
    "<|im_start|>assistant", "<|start_header_id|>assistant<|end_header_id|>",
    "<|start|>assistant", "<|assistant|>", "<start_of_turn>model", "<\uff5cAssistant\uff5c>",
    "[/INST]")
#: what detokenisation may add, drop or change between a prompt and the query that holds it:
#: whitespace, and special tokens (padding, BOS, turn markers) kept in one and skipped in the other
_DRIFT_RE = re.compile(r"\s+|<\|[^<>|\s]{1,40}\|>|<\uff5c[^<>]{1,40}\uff5c>|</?s>|"
                       r"<(?:bos|eos|pad|unk)>|<(?:start|end)_of_turn>|\[/?INST\]")
#: a prompt text's last characters (drift removed) that locate the reply when the whole prompt
#: does not: the instruction a prompt ends with
_TAIL = 160
#: known text shorter than this (drift removed) is never blanked: it would match anywhere
_MIN_KNOWN = 24


@dataclass(frozen=True)
class ReplyLocation:
    """The model's reply inside a text that may hold its prompt too, and how it was found.

    ``how``: ``prompt`` (the prompt sent with it, found whole, whitespace and special tokens
    aside), ``marker`` (after the last assistant-turn marker), ``prompt-text`` (after the
    problem's own prompt text, or the end of its instruction), ``given`` (a text declared to be
    the reply, with none of these in it), ``unlocated`` (a query where none was found).
    ``blanked``: known assembly (the prompt's) was cut out of it because what precedes the
    reply could not be told apart exactly.
    """

    reply: str
    how: str
    blanked: int = 0


def _without_drift(text: str) -> tuple[str, list[int]]:
    """``text`` without whitespace and special tokens, and where each kept character was."""
    kept: list[str] = []
    where: list[int] = []
    position = 0
    for drift in [*_DRIFT_RE.finditer(text), None]:
        stop = drift.start() if drift else len(text)
        kept.append(text[position:stop])
        where.extend(range(position, stop))
        position = drift.end() if drift else stop
    return "".join(kept), where


def _end_of_last(text: str, needle: str) -> int | None:
    """Where the last occurrence of ``needle`` in ``text`` ends, whitespace and special tokens
    aside; None if it does not occur."""
    if not needle:
        return None
    found = text.rfind(needle)
    if found >= 0:
        return found + len(needle)
    flat, where = _without_drift(text)
    flat_needle = _without_drift(needle)[0]
    found = flat.rfind(flat_needle) if flat_needle else -1
    if found < 0:
        return None
    end = where[found + len(flat_needle) - 1] + 1
    # and past the drift that follows (a turn marker the needle's copy lacked, a newline)
    while (drift := _DRIFT_RE.match(text, end)) is not None and drift.end() > end:
        end = drift.end()
    return end


def _after_marker(text: str) -> int | None:
    ends = [text.rfind(m) + len(m) for m in ASSISTANT_MARKERS if m in text]
    return max(ends) if ends else None


def blank_known(text: str, known: Sequence[str]) -> tuple[str, int]:
    """``text`` with every occurrence of each ``known`` text cut out (whitespace and special
    tokens aside), and how many were cut."""
    flat, where = _without_drift(text)
    spans: list[tuple[int, int]] = []
    for item in known:
        needle = _without_drift(item)[0]
        if len(needle) < _MIN_KNOWN:
            continue
        found = flat.find(needle)
        while found >= 0:
            spans.append((where[found], where[found + len(needle) - 1] + 1))
            found = flat.find(needle, found + len(needle))
    out, position = [], 0
    for start, end in sorted(spans):
        out.append(text[position:max(start, position)])
        position = max(position, end)
    return "".join(out) + text[position:], len(spans)


def prompt_code(prompt: str) -> list[str]:
    """The bodies of a prompt's fenced blocks and ``<assembly>`` tags: the code it shows."""
    return [b.body for b in _fenced_blocks(prompt)] + _TAG_RE.findall(prompt)


def locate_reply(text: str, *, prompt: str | None = None, prompt_texts: Sequence[str] = (),
                 known_asm: Sequence[str] = (), query: bool = True) -> ReplyLocation:
    """The model's reply alone, from ``text``: a *query* (prompt and reply, as OpenRLHF sends
    them) or a text declared to be the reply (``query=False``) that may still hold a prompt.

    In order: the ``prompt`` sent with the query, found whole (byte for byte, else with
    whitespace and special tokens aside: detokenisation drift, padding, a BOS token): the reply
    is what follows it, read as the model wrote it.  Else the last assistant-turn marker of a
    known chat template; else the problem's own ``prompt_texts`` (as superasm renders them),
    whole or their last characters (the instruction they end with); else, for a query, the whole
    text.  Each cut falls where a prompt ends or later, so what remains is never the prompt's
    text but, in these three cases, may still hold earlier turns of a conversation, or all of
    the prompt: so there every occurrence of ``known_asm`` (the baseline's assembly) and of the
    code the prompts show is cut out, and assembly that appears in a prompt is never read as
    the reply's (a reply that only repeats the baseline then reads as one without assembly).
    A text declared to be the reply, with none of these in it, is read as it is (``given``)."""
    if prompt:
        end = len(prompt) if text.startswith(prompt) else _end_of_last(text, prompt)
        if end is not None:
            return ReplyLocation(text[end:], "prompt")
    marker = _after_marker(text)
    ends = [e for p in prompt_texts if p
            for e in (_end_of_last(text, p), _end_of_last(text, _without_drift(p)[0][-_TAIL:]))
            if e is not None]
    if marker is not None:
        how, reply = "marker", text[marker:]
    elif ends:
        how, reply = "prompt-text", text[max(ends):]
    elif query:
        how, reply = "unlocated", text
    else:
        return ReplyLocation(text, "given")
    known = [*known_asm, *(c for p in (prompt or "", *prompt_texts) for c in prompt_code(p))]
    blanked, count = blank_known(reply, known)
    return ReplyLocation(blanked, how, count)


def sample_from_text(text: str | None, usage: Usage | None = None,
                     info: dict[str, Any] | None = None) -> Sample:
    """A Sample from one reply: the extracted assembly, or an error that says why there is none
    (a reply that is not text at all included: a replay file or a server may send anything)."""
    if text is not None and not isinstance(text, str):
        return Sample(asm=None, usage=usage or Usage(), info=dict(info or {}),
                      error=f"no assembly in reply: the reply is a {type(text).__name__}, not text")
    found = extract_asm_detail(text)
    details = dict(info or {})
    details["extraction"] = found.how
    error = None if found.asm is not None else f"no assembly in reply: {found.problem}"
    if error and details.get("finish_reason") == "length":
        error += " (the reply was cut off at max_tokens)"
    return Sample(asm=found.asm, response=text, usage=usage or Usage(), error=error,
                  info=details).checked()
