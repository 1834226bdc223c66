"""The audit: which optimisation level a stored baseline really is."""

from __future__ import annotations

import re

import pytest

from superasm.datasets.audit import audit_problem, similarity, stored_texts, summarize
from superasm.problem import Problem, TestCase
from superasm.toolchain import canonical_asm as normalize_asm

C_LOOP = r"""
#include <stdio.h>
int main(void) {
    long n = 0, s = 0;
    if (scanf("%ld", &n) != 1) return 0;
    for (long i = 0; i < n; i++) s += i * i % 7;
    printf("%ld\n", s);
    return 0;
}
"""


def test_normalisation_ignores_label_numbers_comments_and_ident():
    a = """\t.file "x.c"
# a comment
\t.text
.L3:\n\tjmp .L3  # loop
\tmovl $.LC0, %edi
\t.ident "GCC: (Debian 12.2.0-14) 12.2.0"
\t.section .note.GNU-stack,"",@progbits
"""
    b = """\t.text

.L17:
\tjmp    .L17
\tmovl $.LC4, %edi
\t.ident "GCC: something else"
"""
    assert normalize_asm(a) == normalize_asm(b) == [".text", ".L#0:", "jmp .L#0", "movl $.LC#1, %edi"]
    assert normalize_asm(".L1:\n\tjmp .L2\n.L2:") != normalize_asm(".L1:\n\tjmp .L1\n.L2:")
    assert similarity(["a", "b"], ["a", "b"]) == 1.0 and similarity(["a"], ["b"]) == 0.0


def test_summary_counts_levels():
    from superasm.datasets.audit import AsmAudit, ProblemAudit

    audits = [
        ProblemAudit("a", [AsmAudit("baseline_asm", ["-O2", "-O3"], "-O2", 1.0)]),
        ProblemAudit("b", [AsmAudit("baseline_asm", [], "-O3", 0.9),
                           AsmAudit("prompt_asm", ["-O0"], "-O0", 1.0)]),
        ProblemAudit("c", error="-O0: broken"),
    ]
    summary = summarize(audits)
    assert summary["baseline_asm"] == {"-O2=-O3": 1, "none~-O3": 1}
    assert summary["prompt_asm"] == {"-O0": 1}
    assert summary["errors"] == {"compile_error": 1}


@pytest.mark.needs_bwrap
def test_audit_names_the_level_of_each_stored_assembly():
    from superasm.toolchain import c_to_asm

    o3 = c_to_asm(C_LOOP, flags=("-O3",)).asm
    o0 = c_to_asm(C_LOOP, flags=("-O0",)).asm
    problem = Problem("p", C_LOOP, o3, [TestCase("5\n", "")], meta={"prompt_asm": o0})
    assert set(stored_texts(problem)) == {"baseline_asm", "prompt_asm"}
    audit = audit_problem(problem)
    by_field = {a.field: a for a in audit.audits}
    assert "-O3" in by_field["baseline_asm"].matches and "-O0" not in by_field["baseline_asm"].matches
    assert by_field["prompt_asm"].matches == ["-O0"]
    # relabelled and stripped of comments, -O3 output still reads as -O3
    renamed = re.sub(r"\.L(\d+)", lambda m: f".L{int(m.group(1)) + 100}", o3)
    renamed = renamed.replace("\t", "  ") + "\n# trailing comment\n"
    assert renamed != o3
    assert "-O3" in audit_problem(Problem("q", C_LOOP, renamed, [TestCase("", "")])).audits[0].matches
    # a hand-edited baseline matches no level, and the closest one is named
    edited = o3.replace("ret", "nop\n\tret", 1)
    item = audit_problem(Problem("r", C_LOOP, edited, [TestCase("", "")]), ("-O0", "-O3")).audits[0]
    assert item.matches == [] and item.closest == "-O3" and 0.5 < item.closest_similarity < 1.0
    assert item.verdict.startswith("none (closest -O3")


@pytest.mark.needs_bwrap
def test_audit_reports_a_source_that_does_not_compile():
    audit = audit_problem(Problem("bad", "int main(void) { return x; }", "", [TestCase("", "")]))
    assert audit.error.startswith("-O0") and not audit.audits
