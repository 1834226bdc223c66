"""Only the reply is read (issue 26.3): replies with no assembly of their own, in every shape a
trainer sends them, are scored as replies without assembly, never as the baseline the prompt
shows.

Each request is built as trainers build it: the paper's prompt (superasm's own rendering, or a
user's own words around the baseline), inside a real chat template (ChatML, Llama 3, Gemma,
Mistral, or none), decoded with or without special tokens, with left padding, with one space of
detokenisation drift, with or without OpenRLHF's ``prompts`` field.  The stand-in pool records
what it was asked to judge and calls anything correct (the old service paid such a query 2.0);
the last test runs the real harness.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Sequence

import pytest

from superasm.extract import extract_asm, locate_reply
from superasm.measure import MeasureConfig
from superasm.pool import EvalPool, LocalPool
from superasm.problem import Problem, TestCase
from superasm.prompts import render_prompt
from superasm.rewards import RewardConfig
from superasm.serve import RewardService
from superasm.verdict import Status, Verdict

DOUBLE_C = "#include <stdio.h>\nint main(void) { int x; scanf(\"%d\", &x); printf(\"%d\\n\", 2 * x); }\n"
BASELINE = """\t.file\t"double.c"
\t.text
\t.section\t.rodata.str1.1,"aMS",@progbits,1
.LC0:
\t.string\t"%d"
.LC1:
\t.string\t"%d\\n"
\t.section\t.text.startup,"ax",@progbits
\t.p2align 4
\t.globl\tmain
\t.type\tmain, @function
main:
\tsubq\t$24, %rsp
\tleaq\t.LC0(%rip), %rdi
\txorl\t%eax, %eax
\tleaq\t12(%rsp), %rsi
\tcall\t__isoc99_scanf@PLT
\tmovl\t12(%rsp), %eax
\tleaq\t.LC1(%rip), %rdi
\tleal\t(%rax,%rax), %esi
\txorl\t%eax, %eax
\tcall\tprintf@PLT
\txorl\t%eax, %eax
\taddq\t$24, %rsp
\tret
\t.size\tmain, .-main
\t.section\t.note.GNU-stack,"",@progbits
"""
#: the model's own program: different from the baseline, so its verdict tells them apart
OWN = BASELINE.replace("\tleal\t(%rax,%rax), %esi\n", "\tmovl\t%eax, %esi\n\taddl\t%esi, %esi\n")
PROBLEM = Problem("double", DOUBLE_C, BASELINE, [TestCase("21\n", "42\n")])
CONFIG = RewardConfig.from_options(kind="cgs", alpha=1.0, timing="none")

SYSTEM = "You are an expert in x86-64 assembly."
TEMPLATES: dict[str, Callable[[str], str]] = {
    "chatml": lambda user: (f"<|im_start|>system\n{SYSTEM}<|im_end|>\n<|im_start|>user\n{user}"
                            "<|im_end|>\n<|im_start|>assistant\n"),
    "llama3": lambda user: ("<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n"
                            f"{SYSTEM}<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n"
                            f"{user}<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n"),
    "gemma": lambda user: f"<bos><start_of_turn>user\n{user}<end_of_turn>\n<start_of_turn>model\n",
    "mistral": lambda user: f"<s>[INST] {user} [/INST]",
    "plain": lambda user: user,
}
USERS: dict[str, str] = {
    "paper": render_prompt(DOUBLE_C, BASELINE, "paper"),
    # a user's own words: nothing superasm could rebuild but the baseline itself
    "own-words": f"Make this faster.\n\n```asm\n{BASELINE}```\n\nReply with assembly.\n",
}
_SPECIAL = re.compile(r"<\|[^|<>]*\|>|<bos>|<s>|<(?:start|end)_of_turn>|\[/?INST\]")


def skip_special(text: str) -> str:
    """What ``decode(..., skip_special_tokens=True)`` leaves."""
    return _SPECIAL.sub("", text)


def one_space_off(text: str) -> str:
    """Detokenisation drift: one space added where the prompt had none."""
    return text.replace("\n\n", "\n \n", 1)


#: (name, prompt -> (query prefix, prompts field)): how a trainer's request holds the prompt
SHAPES: dict[str, Callable[[str], tuple[str, str | None]]] = {
    "exact": lambda p: (p, p),
    "one-space-drift": lambda p: (one_space_off(p), p),
    "left-padded": lambda p: ("<|endoftext|>" * 4 + p, p),
    "special-tokens-skipped": lambda p: (skip_special(p), p),
    "no-prompts-field": lambda p: (p, None),
    "no-prompts-field-drift": lambda p: (one_space_off(p), None),
    "no-prompts-field-skipped": lambda p: (skip_special(p), None),
}
NO_CODE = {
    "prose": "I cannot improve on gcc -O3 here.",
    "empty": "",
    "points-back": "The assembly above is already optimal; use it unchanged.",
    "fake-turn-end": "Optimized Assembly Code:\n",
    "thinking-only": "<think>maybe unroll the loop in main</think>",
}


class RecordingPool(EvalPool):
    """Judges anything correct (1.00x) and records the assembly it was asked about."""

    def __init__(self) -> None:
        self.size = 1
        self.seen: list[str | None] = []
        self._lock = threading.Lock()

    def evaluate(self, problem: Problem, asm: str | None, extra_tests: Sequence[TestCase] = (),
                 *, timing: MeasureConfig | None = None, verify: bool = True) -> Verdict:
        with self._lock:
            self.seen.append(asm)
        return Verdict(Status.CORRECT, tests_passed=1, tests_total=1, verified=True)


def requests(reply: str) -> list[tuple[str, str, str | None]]:
    """(name, query, prompts field) for every template, prompt text and request shape."""
    out = []
    for template_name, template in TEMPLATES.items():
        for user_name, user in USERS.items():
            for shape_name, shape in SHAPES.items():
                prefix, prompt = shape(template(user))
                out.append((f"{template_name}/{user_name}/{shape_name}", prefix + reply, prompt))
    return out


def fenced(asm: str) -> str:
    return f"```assembly\n{asm}```\n"


@pytest.mark.parametrize("reply_name", sorted(NO_CODE))
def test_a_reply_without_assembly_is_never_read_as_the_prompts(reply_name: str) -> None:
    for name, query, prompt in requests(NO_CODE[reply_name]):
        located = locate_reply(query, prompt=prompt, prompt_texts=[USERS["paper"]],
                               known_asm=[BASELINE])
        assert extract_asm(located.reply) is None, (name, located.how, located.reply[:300])


def test_the_models_own_assembly_is_read_in_every_shape() -> None:
    for name, query, prompt in requests("Here it is:\n" + fenced(OWN)):
        located = locate_reply(query, prompt=prompt, prompt_texts=[USERS["paper"]],
                               known_asm=[BASELINE])
        assert extract_asm(located.reply) == OWN, (name, located.how)


def test_where_the_prompt_is_found_the_reply_is_read_as_written() -> None:
    """A model that repeats the baseline wrote it: where the prompt sent with the query is found,
    the reply is read exactly as the model wrote it, as the native endpoint reads a reply."""
    prompt = TEMPLATES["chatml"](USERS["paper"])
    located = locate_reply(one_space_off(prompt) + fenced(BASELINE), prompt=prompt)
    assert located.how == "prompt" and extract_asm(located.reply) == BASELINE


def test_a_marker_the_reply_writes_itself_reads_only_the_reply() -> None:
    """A reply that opens a new assistant turn of its own, and repeats the prompt's assembly
    after it: what follows the last marker is the reply's, and the prompt's code is cut out."""
    reply = "<|im_start|>assistant\n" + fenced(BASELINE)
    query = skip_special(TEMPLATES["chatml"](USERS["own-words"])) + reply
    located = locate_reply(query, prompt_texts=[USERS["paper"]], known_asm=[BASELINE])
    assert located.how == "marker" and extract_asm(located.reply) is None


def service() -> tuple[RewardService, RecordingPool]:
    pool = RecordingPool()
    return RewardService(pool, [PROBLEM], CONFIG, token="t"), pool


@pytest.mark.parametrize("reply_name", sorted(NO_CODE))
def test_openrlhf_pays_a_reply_without_assembly_minus_one_in_every_shape(reply_name: str) -> None:
    svc, pool = service()
    shapes = requests(NO_CODE[reply_name])
    with_prompts = [s for s in shapes if s[2] is not None]
    without = [s for s in shapes if s[2] is None]
    answer = svc.openrlhf({"query": [q for _, q, _ in with_prompts],
                           "prompts": [p for _, _, p in with_prompts],
                           "labels": ["double"] * len(with_prompts)})
    answer_without = svc.openrlhf({"query": [q for _, q, _ in without],
                                   "labels": ["double"] * len(without)})
    rewards = dict(zip([n for n, _, _ in with_prompts + without],
                       answer["rewards"] + answer_without["rewards"], strict=True))
    assert all(r == -1.0 for r in rewards.values()), {n: r for n, r in rewards.items() if r != -1}
    assert pool.seen == [], "nothing from a prompt reached the harness"


def test_openrlhf_judges_the_models_own_program_in_every_shape() -> None:
    svc, pool = service()
    shapes = requests(fenced(OWN))
    for name, query, prompt in shapes:
        body = {"query": [query], "labels": ["double"]} | ({"prompts": [prompt]} if prompt else {})
        assert svc.openrlhf(body)["rewards"] == [2.0], name
    assert pool.seen == [OWN] * len(shapes)


def test_the_native_endpoint_reads_a_whole_conversation_from_its_last_turn() -> None:
    """A client that sends the whole decoded sequence as the reply."""
    svc, pool = service()
    conversation = TEMPLATES["llama3"](USERS["paper"]) + NO_CODE["prose"]
    answer = svc.native({"problem_ids": ["double", "double"],
                         "replies": [conversation, skip_special(conversation)]})
    assert answer["rewards"] == [-1.0, -1.0] and pool.seen == []
    # a reply alone is read as given, the baseline repeated included (1.00x, as the paper)
    assert svc.native({"problem_ids": ["double"], "replies": [fenced(BASELINE)]})["rewards"] \
        == [2.0]


@pytest.mark.needs_bwrap
def test_the_real_harness_never_pays_the_prompts_baseline(double_problem: Problem) -> None:
    """End to end: queries whose reply holds no assembly, on the real harness, through
    /openrlhf with no prompts field, are -1; the baseline the prompt shows is never run."""
    user = render_prompt(double_problem.c_source, double_problem.baseline_asm, "paper")
    queries = [TEMPLATES["chatml"](user) + NO_CODE["prose"],
               skip_special(TEMPLATES["llama3"](user)) + NO_CODE["points-back"],
               one_space_off(user) + NO_CODE["fake-turn-end"]]
    with LocalPool(CONFIG.harness) as pool:
        svc = RewardService(pool, [double_problem], CONFIG, token="t")
        answer = svc.openrlhf({"query": queries, "labels": ["double"] * len(queries)})
    assert answer["rewards"] == [-1.0] * len(queries)
    assert answer["extra_logs"]["asm_found_rate"] == 0.0
