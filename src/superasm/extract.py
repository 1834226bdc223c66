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
