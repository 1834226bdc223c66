"""Extraction of assembly from messy model replies: each shape a real model produces."""

from __future__ import annotations

import pytest

from superasm.extract import extract_asm, extract_asm_detail, looks_like_asm, sample_from_text

ASM = """\t.text
\t.globl\tmain
\t.type\tmain, @function
main:
\tsubq\t$8, %rsp
\tmovl\t$0, %eax
\taddq\t$8, %rsp
\tret
"""

DRAFT = """\t.globl\thelper
helper:
\tleal\t(%rdi,%rdi), %eax
\tret
"""

C_CODE = """#include <stdio.h>
int main(void) {
    int n;
    scanf("%d", &n);
    printf("%d\\n", n * 2);
    return 0;
}
"""


@pytest.mark.parametrize("lang", ["assembly", "asm", "x86asm", "s", "gas", "ASM", "x86-64"])
def test_fence_languages(lang: str) -> None:
    reply = f"Here you go:\n```{lang}\n{ASM}```\nThis saves a few cycles."
    found = extract_asm_detail(reply)
    assert found.asm == ASM
    assert found.how == "fence"
    assert found.problem == ""


def test_assembly_tags() -> None:
    reply = f"<assembly>\n{ASM}</assembly>"
    found = extract_asm_detail(reply)
    assert found.asm == ASM and found.how == "tag"


def test_tags_wrapping_a_fence() -> None:
    reply = f"<assembly>\n```assembly\n{ASM}```\n</assembly>"
    assert extract_asm(reply) == ASM


def test_bare_assembly() -> None:
    found = extract_asm_detail(ASM)
    assert found.asm == ASM and found.how == "bare"


def test_bare_assembly_with_prose_around() -> None:
    reply = "Here is the optimized code:\n\n" + ASM + "\nIt removes a redundant load."
    found = extract_asm_detail(reply)
    assert found.how == "bare"
    assert found.asm == ASM


def test_last_block_with_main_wins_over_draft() -> None:
    reply = (
        f"First a draft:\n```asm\n{ASM.replace('movl', 'movq')}```\n"
        f"Final answer:\n```asm\n{ASM}```\nAnd a helper:\n```asm\n{DRAFT}```\n"
    )
    # The helper is last, but it has no main: the last block with main: is the answer.
    assert extract_asm(reply) == ASM


def test_last_block_when_none_has_main() -> None:
    other = DRAFT.replace("leal", "addl")
    reply = f"```asm\n{DRAFT}```\nbetter:\n```asm\n{other}```"
    assert extract_asm(reply) == other


def test_c_block_is_not_taken_even_if_last() -> None:
    reply = f"```assembly\n{ASM}```\nEquivalent C:\n```c\n{C_CODE}```"
    assert extract_asm(reply) == ASM


def test_unlabelled_fence_that_looks_like_asm() -> None:
    reply = f"```\n{ASM}```"
    assert extract_asm(reply) == ASM


def test_thinking_text_is_dropped() -> None:
    quoted = ASM.replace("movl\t$0", "movl\t$42")
    reply = f"<think>The baseline is\n```asm\n{quoted}```\nI can do better.</think>\n```asm\n{ASM}```"
    assert extract_asm(reply) == ASM


def test_only_thinking_gives_a_reason() -> None:
    reply = f"<think>Let me think about\n```asm\n{ASM}```\nwhich is"
    found = extract_asm_detail(reply)
    assert found.asm is None
    assert "thinking" in found.problem


def test_unterminated_fence_from_max_tokens() -> None:
    cut = ASM[: ASM.index("\taddq")]
    reply = f"```assembly\n{cut}"
    found = extract_asm_detail(reply)
    assert found.how == "unterminated-fence"
    assert found.asm is not None and found.asm.startswith("\t.text") and "main:" in found.asm


def test_unterminated_tag() -> None:
    found = extract_asm_detail(f"<assembly>\n{ASM}")
    assert found.how == "unterminated-tag" and found.asm == ASM


def test_closed_fence_preferred_over_unterminated_tail() -> None:
    reply = f"```asm\n{ASM}```\nor maybe\n```asm\n\tmovl $1"
    assert extract_asm(reply) == ASM


def test_output_ends_with_one_newline() -> None:
    reply = f"```asm\n\n\n{ASM}\n\n```"
    asm = extract_asm(reply)
    assert asm is not None and asm.endswith("ret\n") and not asm.endswith("\n\n")


def test_inline_fence_mention_is_not_an_opening() -> None:
    reply = f"I wrapped it in ```assembly``` tags as asked.\n```assembly\n{ASM}```"
    assert extract_asm(reply) == ASM


@pytest.mark.parametrize(
    ("reply", "problem"),
    [
        ("", "empty reply"),
        ("   \n ", "empty reply"),
        (None, "empty reply"),
        ("I cannot help with that request.", "no code block"),
        (f"```c\n{C_CODE}```", "reply is C, not assembly"),
        (C_CODE, "reply is C, not assembly"),
        ("```asm\n```", "empty"),
        ("```python\nprint('hi')\n```", "no code block holds assembly"),
    ],
)
def test_failures_say_why(reply: str | None, problem: str) -> None:
    found = extract_asm_detail(reply)
    assert found.asm is None
    assert found.how == "none"
    assert problem in found.problem


def test_looks_like_asm_separates_c_from_asm() -> None:
    assert looks_like_asm(ASM)
    assert not looks_like_asm(C_CODE)
    assert not looks_like_asm("The quick brown fox jumps over the lazy dog.\n" * 5)


@pytest.mark.parametrize("reply", [5, ["```asm\nmain:\n\tret\n```"], {"asm": "main:"}, 2.5])
def test_a_reply_that_is_not_text_is_an_error_sample(reply: object) -> None:
    sample = sample_from_text(reply)  # type: ignore[arg-type]
    assert sample.asm is None and sample.response is None
    assert sample.error == f"no assembly in reply: the reply is a {type(reply).__name__}, not text"


def test_a_lone_surrogate_in_a_reply_is_no_assembly_and_the_reply_is_kept_printable() -> None:
    sample = sample_from_text("```asm\nmain:\n\tret # \ud800\n```")
    assert sample.asm is None and "lone surrogate" in (sample.error or "")
    assert sample.response is not None and "\ud800" not in sample.response
    assert "\ufffd" in sample.response
    assert sample_from_text("```asm\nmain:\n\tret\n```").asm == "main:\n\tret\n"
