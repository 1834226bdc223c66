"""Which optimisation level does a stored baseline really match?

The paper says its baseline is ``gcc -O3``; the released data-creation script puts ``gcc -O0``
output in the prompt's ``unoptimized_assembly``.  Users must know what they compare against, so
the audit recompiles each C source at -O0, -O1, -O2, -O3 and -Os (in the sandbox, with the local
compiler) and compares the stored assembly with each.

Comparison is on a normalised form: comments, ``.ident``/``.file`` lines and blank lines are
dropped, whitespace is collapsed, and local labels (``.L3``, ``.LC0``, ``.LFB12``) are renamed in
order of first appearance, because label numbers shift between compiler runs without any change
in the code.  An exact match names the level; otherwise the closest level and its line
similarity (difflib ratio) are reported.  A different compiler version can legitimately match
nothing exactly; the similarity still points at the level.
"""

from __future__ import annotations

import difflib
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from superasm.problem import Problem
from superasm.toolchain import DEFAULT_COMPILER, c_to_asm, canonical_asm

LEVELS = ("-O0", "-O1", "-O2", "-O3", "-Os")
def similarity(a: list[str], b: list[str]) -> float:
    return difflib.SequenceMatcher(None, a, b, autojunk=False).ratio()


@dataclass
class AsmAudit:
    """One stored assembly text against the recompiled levels."""

    field: str
    matches: list[str]
    closest: str
    closest_similarity: float

    @property
    def verdict(self) -> str:
        if self.matches:
            return "=".join(self.matches)
        return f"none (closest {self.closest}, {self.closest_similarity:.2f})"


@dataclass
class ProblemAudit:
    id: str
    audits: list[AsmAudit] = field(default_factory=list)
    error: str = ""


def stored_texts(problem: Problem) -> dict[str, str]:
    """The assembly a problem carries: its baseline, and the prompt's asm if imported apart."""
    texts = {"baseline_asm": problem.baseline_asm}
    prompt_asm = problem.meta.get("prompt_asm")
    if isinstance(prompt_asm, str) and prompt_asm.strip():
        texts["prompt_asm"] = prompt_asm
    return texts


def audit_problem(problem: Problem, levels: Sequence[str] = LEVELS,
                  compiler: str = DEFAULT_COMPILER) -> ProblemAudit:
    compiled: dict[str, list[str]] = {}
    for level in levels:
        result = c_to_asm(problem.c_source, compiler=compiler, flags=(level,))
        if not result.ok:
            return ProblemAudit(problem.id, error=f"{level}: {result.error[:300]}")
        compiled[level] = canonical_asm(result.asm)
    audit = ProblemAudit(problem.id)
    for name, text in stored_texts(problem).items():
        stored = canonical_asm(text)
        matches = [level for level in levels if compiled[level] == stored]
        scores = {level: 1.0 if level in matches else similarity(stored, compiled[level])
                  for level in levels}
        closest = max(levels, key=lambda level: scores[level])
        audit.audits.append(AsmAudit(name, matches, closest, scores[closest]))
    return audit


def audit_problems(problems: Sequence[Problem], levels: Sequence[str] = LEVELS,
                   compiler: str = DEFAULT_COMPILER, workers: int = 2) -> list[ProblemAudit]:
    with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        return list(pool.map(lambda p: audit_problem(p, levels, compiler), problems))


def summarize(audits: Sequence[ProblemAudit]) -> dict[str, Counter[str]]:
    """Per stored field: how many problems match each level ("none" when none does)."""
    summary: dict[str, Counter[str]] = {}
    for audit in audits:
        for item in audit.audits:
            key = "=".join(item.matches) if item.matches else f"none~{item.closest}"
            summary.setdefault(item.field, Counter())[key] += 1
        if audit.error:
            summary.setdefault("errors", Counter())["compile_error"] += 1
    return summary
