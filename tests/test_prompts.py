"""The paper's prompt word for word, the C-only ablation, few-shot and refinement turns."""

from __future__ import annotations

import pytest

from superasm.extract import extract_asm
from superasm.models.base import Feedback, Query, Sample
from superasm.problem import Problem
from superasm.problem import TestCase as IOCase
from superasm.prompts import (
    HISTORY_ROUNDS,
    PROMPT_VARIANTS,
    PromptError,
    build_messages,
    feedback_text,
    pick_shots,
    render_prompt,
)
from superasm.record import verdict_for_unusable
from superasm.verdict import Failure, Measurement, Phase, Status, Timing, Verdict

C_SRC = '#include <stdio.h>\nint main(void){int n;scanf("%d",&n);printf("%d\\n",n*2);return 0;}\n'
ASM = "\t.text\n\t.globl\tmain\nmain:\n\tmovl\t$0, %eax\n\tret\n"


def make_problem(pid: str = "p1", split: str = "test", meta: dict | None = None) -> Problem:
    return Problem(
        id=pid,
        c_source=C_SRC.replace("n*2", f"n*{len(pid)}"),
        baseline_asm=ASM.replace("$0", f"${len(pid)}"),
        tests=[IOCase("3\n", "6\n")],
        split=split,
        meta=meta or {},
    )


def test_paper_prompt_is_the_appendix_text() -> None:
    expected = (
        "Given the following C code and assembly code, your task is to generate highly optimized "
        "x86-64 assembly code.\nC Code:\n\n```c\n" + C_SRC + "```\n\nAssembly Code:\n\n"
        "```assembly\n" + ASM + "```\n\n"
        "Only output the optimized assembly code. Do not include any other text. Do not write any "
        "comments in the assembly code. Wrap the assembly code in ```assembly``` tags.\n"
        "Optimized Assembly Code:\n"
    )
    assert render_prompt(C_SRC, ASM, "paper") == expected


def test_c_only_ablation_has_no_assembly() -> None:
    text = render_prompt(C_SRC, ASM, "c-only")
    assert text.startswith("Given the following C code, your task")
    assert C_SRC in text
    assert "Assembly Code:\n" not in text.replace("Optimized Assembly Code:", "")
    assert "movl" not in text


def test_source_without_trailing_newline_still_closes_fence_on_own_line() -> None:
    text = render_prompt("int main(){return 0;}", "main:\n\tret", "paper")
    assert "int main(){return 0;}\n```" in text
    assert "\tret\n```" in text


def test_unknown_variant_names_the_choices() -> None:
    with pytest.raises(PromptError, match="c-only"):
        render_prompt(C_SRC, ASM, "nonsense")
    assert set(PROMPT_VARIANTS) == {"paper", "c-only", "hot-function"}


def test_build_messages_uses_starting_asm_for_stacking() -> None:
    problem = make_problem()
    stacked = "\t.globl\tmain\nmain:\n\txorl\t%eax, %eax\n\tret\n"
    messages = build_messages(Query(problem, start_asm=stacked))
    assert len(messages) == 1 and messages[0]["role"] == "user"
    assert stacked in messages[0]["content"]
    assert problem.baseline_asm not in messages[0]["content"]
    plain = build_messages(Query(problem))
    assert problem.baseline_asm in plain[0]["content"]


def test_few_shot_pairs_precede_the_query() -> None:
    best = "\t.globl\tmain\nmain:\n\txorl\t%eax, %eax\n\tret\n"
    shots = [make_problem("t1", "train", {"best_asm": best}), make_problem("t22", "train")]
    messages = build_messages(Query(make_problem()), shots=shots)
    assert [m["role"] for m in messages] == ["user", "assistant", "user", "assistant", "user"]
    assert extract_asm(messages[1]["content"]) == best
    assert extract_asm(messages[3]["content"]) == shots[1].baseline_asm
    assert shots[0].c_source in messages[0]["content"]


def test_pick_shots_is_deterministic_and_excludes_self() -> None:
    pool = [make_problem(f"t{i}", "train") for i in range(10)]
    first = pick_shots(pool, 3, "t4")
    assert len(first) == 3
    assert "t4" not in {p.id for p in first}
    assert [p.id for p in pick_shots(list(reversed(pool)), 3, "t4")] == [p.id for p in first]
    assert pick_shots(pool, 0, "x") == [] and pick_shots(None, 3, "x") == []
    # different problems see different examples (a hash, not always the first k)
    chosen = {tuple(p.id for p in pick_shots(pool, 3, f"q{i}")) for i in range(8)}
    assert len(chosen) > 1


def test_refinement_with_assembler_error() -> None:
    bad = "main:\n\tmovz %eax\n"
    fb = Feedback(asm=bad, status="assemble_error", detail="cand.s:2: Error: no such instruction: `movz %eax'")
    messages = build_messages(Query(make_problem(), history=[fb], round=1))
    assert [m["role"] for m in messages] == ["user", "assistant", "user"]
    assert extract_asm(messages[1]["content"]) == bad
    assert "failed to assemble" in messages[2]["content"]
    assert "no such instruction" in messages[2]["content"]
    assert "```assembly``` tags" in messages[2]["content"]


def test_refinement_with_wrong_output_shows_expected_and_actual() -> None:
    fb = Feedback(
        asm=ASM, status="wrong_output", detail="test 2", failing_input="5\n",
        expected_output="10\n", actual_output="11\n",
    )
    text = feedback_text(fb)
    assert "Input:\n```\n5\n```" in text
    assert "Expected output:\n```\n10\n```" in text
    assert "Actual output:\n```\n11\n```" in text


def test_refinement_with_speedup_and_ci() -> None:
    fb = Feedback(asm=ASM, status="correct", speedup=1.234, speedup_ci=(1.1, 1.35))
    text = feedback_text(fb)
    assert "1.234x" in text and "1.100-1.350" in text
    assert "faster" in text


def test_huge_outputs_are_truncated_in_feedback() -> None:
    fb = Feedback(asm=ASM, status="wrong_output", expected_output="1\n", actual_output="x" * 1_000_000)
    assert len(feedback_text(fb)) < 10_000
    assert "more characters not shown" in feedback_text(fb)


def test_long_history_is_summarised() -> None:
    history = [
        Feedback(asm=ASM.replace("$0", f"${i}"), status="correct", speedup=1.0 + i / 10)
        for i in range(HISTORY_ROUNDS + 2)
    ]
    messages = build_messages(Query(make_problem(), history=history, round=len(history)))
    assert len(messages) == 1 + 2 * HISTORY_ROUNDS
    assert "Earlier attempts, not shown" in messages[-1]["content"]
    assert "attempt 1: correct" in messages[-1]["content"]
    assert messages[-1]["role"] == "user"


def test_model_error_feedback_without_asm() -> None:
    fb = Feedback(asm=None, status="model_error", detail="reply is C, not assembly")
    messages = build_messages(Query(make_problem(), history=[fb], round=1))
    assert messages[1] == {"role": "assistant", "content": "(no assembly)"}
    assert "reply is C, not assembly" in messages[2]["content"]


# -- feedback built from verdicts (Feedback.of) --------------------------------------------------
def _measured(estimate: float, ci: tuple[float, float]) -> Measurement:
    timing = Timing(0.01, (0.01, 0.01), 6)
    return Measurement("default", "cpu", estimate, ci, "faster", timing, timing, 6)


def test_feedback_of_a_measured_verdict_reports_the_estimate_and_interval() -> None:
    verdict = Verdict(Status.CORRECT, tests_passed=1, tests_total=1, verified=True,
                      measurement=_measured(1.25, (1.2, 1.3)))
    fb = Feedback.of(ASM, verdict)
    assert (fb.status, fb.speedup, fb.speedup_ci, fb.asm) == ("correct", 1.25, (1.2, 1.3), ASM)
    assert "1.250x" in feedback_text(fb) and "1.200-1.300" in feedback_text(fb)
    same = Feedback.of(ASM, Verdict(Status.CORRECT, identical_to_baseline=True))
    assert same.speedup == 1.0 and same.speedup_ci is None


def test_feedback_of_a_wrong_verdict_shows_the_public_failure() -> None:
    verdict = Verdict(Status.WRONG_OUTPUT, "test 2: differs at byte 0", test=2,
                      phase=Phase.PUBLIC, failure=Failure("5\n", "10\n", "11\n", offset=0))
    text = feedback_text(Feedback.of(ASM, verdict))
    assert "test 2: differs" in text and "Actual output:\n```\n11\n```" in text


def test_feedback_never_shows_a_hidden_test() -> None:
    """A correct, unverified verdict carries the hidden test it failed: not for the model."""
    verdict = Verdict(Status.CORRECT, verified=False, verified_detail="hidden test 0: differs",
                      failure=Failure("SECRET-INPUT\n", "1\n", "2\n"))
    fb = Feedback.of(ASM, verdict)
    assert fb.failing_input is None and fb.expected_output is None and fb.actual_output is None
    messages = build_messages(Query(make_problem(), history=[fb], round=1))
    assert not any("SECRET" in m["content"] for m in messages)


def test_a_reply_without_assembly_is_not_called_an_assembler_failure() -> None:
    unusable = verdict_for_unusable(Sample(asm=None, response="int main() {}",
                                           error="reply is C, not assembly"))
    assert unusable is not None and unusable.status is Status.ASSEMBLE_ERROR
    text = feedback_text(Feedback.of(None, unusable))
    assert "contained no assembly" in text and "reply is C, not assembly" in text
    assert "failed to assemble" not in text


def test_a_candidate_refuted_on_an_unseen_input_is_told_so_and_not_which_input():
    from superasm.prompts import feedback_text
    from superasm.values import Feedback
    from superasm.verdict import Failure, Status, Verdict

    secret = "SECRET-INPUT 2147483647"
    verdict = Verdict(Status.CORRECT, tests_passed=3, tests_total=3, verified=False,
                      verified_detail="generated test 4 (gen-extreme-1): outputs differ",
                      failure=Failure(secret, "4294967294", "-2"))
    feedback = Feedback.of("ret", verdict)
    text = feedback_text(feedback)
    assert feedback.refuted_unseen and "not shown" in text
    assert secret not in text and "4294967294" not in text and "gen-extreme" not in text
    honest = feedback_text(Feedback.of("ret", Verdict(Status.CORRECT, verified=True)))
    assert "not shown" not in honest
