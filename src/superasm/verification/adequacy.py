"""How adequate are a problem's tests?  Coverage of the reference, and a mutation score.

``superasm dataset audit`` reports, per problem:

- **coverage**: the basic blocks of the C reference its given tests reach, out of all its blocks
  (traced as :mod:`superasm.verification.reference` traces them), and with the generated verification inputs
  added (:mod:`superasm.verification.inputs`);
- **mutation score**: mutants of the C source made here (:func:`mutants`: an arithmetic or
  comparison operator swapped, a constant moved by one, a wide type narrowed to ``int``, a
  condition negated, the kinds of mistake an optimizer makes), compiled with ``gcc -O2`` in the
  sandbox; a mutant is *killed* by a set of inputs when its output or exit status differs from
  the reference's on one of them.  The score is killed / mutants that compile, by the given
  tests and by the given tests plus the generated inputs.  A mutant no input kills may be
  equivalent to the reference (no input can tell them apart): the score is a lower bound.

Mutants are drawn from every applicable site, deterministically (a seeded sample when there
are more than :data:`MAX_MUTANTS`), so the score of a problem does not change between audits.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from superasm.problem import Problem
from superasm.sandbox import Limits, SandboxConfig, SandboxError
from superasm.toolchain import DEFAULT_COMPILER, ToolchainError, Workbench
from superasm.verification.inputs import add_verify_tests
from superasm.verification.reference import ReferenceBuildError, ReferenceLab

MAX_MUTANTS = 24
#: a mutant's CPU seconds on one input (the given tests run milliseconds; a mutant that loops
#: is killed there)
MUTANT_LIMIT_S = 1.0
_OPERATORS = ((r"(?<![+<>=!&|-])\+(?![+=])", "-"), (r"(?<![-<>=!&|])-(?![-=>])", "+"),
              (r"(?<![<>=!])<(?![<=])", "<="), (r"(?<![<>=!])<=", "<"),
              (r"(?<![<>=!-])>(?![>=])", ">="), (r"(?<![<>=!])>=", ">"),
              (r"(?<![=!<>])==(?!=)", "!="), (r"!=", "=="), (r"\*(?![=/])", "+"),
              (r"\blong long\b", "int"), (r"\blong\b(?! long)", "int"),
              (r"\bunsigned\b", "signed"), (r"&&", "||"))
_NUMBER = re.compile(r"(?<![\w.])(\d+)(?![\w.])")
_STRINGS = re.compile(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'')


@dataclass
class Adequacy:
    """One problem's test adequacy (module docstring)."""

    id: str
    sites: int = 0
    covered_by_tests: int = 0
    covered_with_generated: int = 0
    mutants: int = 0
    killed_by_tests: int = 0
    killed_with_generated: int = 0
    note: str = ""

    def line(self) -> str:
        if self.note and not self.sites:
            return f"{self.id}: {self.note}"

        def pct(a: int, b: int) -> str:
            return f"{100 * a / b:.0f}%" if b else "n/a"

        return (f"{self.id}: coverage {pct(self.covered_by_tests, self.sites)} by the tests, "
                f"{pct(self.covered_with_generated, self.sites)} with generated inputs "
                f"({self.sites} blocks); mutation score {pct(self.killed_by_tests, self.mutants)}"
                f" -> {pct(self.killed_with_generated, self.mutants)} ({self.mutants} mutants)")


def _code_spans(line: str) -> list[tuple[int, int]]:
    """The parts of a line outside string and character literals and comments."""
    cut = line.split("//", 1)[0]
    spans, at = [], 0
    for m in _STRINGS.finditer(cut):
        spans.append((at, m.start()))
        at = m.end()
    spans.append((at, len(cut)))
    return spans


def _sites(source: str) -> Iterator[tuple[int, int, int, str]]:
    """(line, start, end, replacement) for every place a mutation applies."""
    in_comment = False
    for number, line in enumerate(source.split("\n")):
        stripped = line.strip()
        if in_comment or stripped.startswith(("#", "/*", "*")):
            in_comment = (in_comment or stripped.startswith("/*")) and "*/" not in line
            continue
        for start, end in _code_spans(line):
            text = line[start:end]
            for pattern, replacement in _OPERATORS:
                for m in re.finditer(pattern, text):
                    yield number, start + m.start(), start + m.end(), replacement
            for m in _NUMBER.finditer(text):
                value = int(m.group(1))
                yield number, start + m.start(), start + m.end(), str(value + 1)
                if value > 0:
                    yield number, start + m.start(), start + m.end(), str(value - 1)


def mutants(source: str, limit: int = MAX_MUTANTS, seed: int = 0) -> list[str]:
    """Up to ``limit`` single-site mutants of a C source (module docstring), deterministic."""
    sites = list(_sites(source))
    rng = random.Random(seed)
    if len(sites) > limit:
        sites = sorted(rng.sample(sites, limit))
    lines = source.split("\n")
    out = []
    for number, start, end, replacement in sites:
        changed = list(lines)
        changed[number] = changed[number][:start] + replacement + changed[number][end:]
        out.append("\n".join(changed))
    return out


def _killed(problem: Problem, sources: Sequence[str], compiler: str) -> tuple[int, list[set[int]]]:
    """How many mutants compile, and for each the indexes of the inputs that kill it (inputs:
    the given tests, then the generated ones)."""
    tests = problem.tests + problem.hidden_tests + problem.verify_tests
    config = SandboxConfig(stdout_head=16 << 20)
    files = {f"m{i}.c": src for i, src in enumerate(sources)}
    with Workbench(files, [t.input for t in tests], config, compiler,
                   link_libs=problem.link_libs) as wb:
        built = [i for i in range(len(sources))
                 if wb.compile(f"/in/m{i}.c", f"/work/m{i}", ("-O2",)).ok]
        kills: list[set[int]] = []
        for i in built:  # a mutant that crashes or loops stops its batch: it is killed there
            mine = wb.sandbox.run_batch(
                [wb.request(f"/work/m{i}", path, MUTANT_LIMIT_S,
                            Limits(cpu_s=MUTANT_LIMIT_S, file_size=16 << 20))
                 for path in wb.inputs], stop_on_failure=True)
            killed = {j for j, (t, r) in enumerate(zip(tests, mine, strict=False))
                      if r.timed_out or r.signal is not None or r.stdout != t.output
                      or (r.exit_code != t.exit_code and not (t.exit_code == -1 and r.exit_code))}
            kills.append(killed | ({len(mine) - 1} if len(mine) < len(tests) else set()))
    return len(built), kills


def assess(problem: Problem, compiler: str = DEFAULT_COMPILER) -> Adequacy:
    """One problem's coverage and mutation score (verification inputs made first if missing)."""
    result = Adequacy(problem.id)
    if not problem.verify_tests:
        add_verify_tests([problem])
    given = problem.tests + problem.hidden_tests
    try:
        with ReferenceLab(problem, compiler) as lab:
            runs = lab.screen([t.input for t in given + problem.verify_tests], limit_s=5.0)
            result.sites = lab.sites
        by_tests = set().union(*(r.blocks for r in runs[:len(given)]))
        result.covered_by_tests = len(by_tests)
        result.covered_with_generated = len(by_tests.union(*(r.blocks for r in runs)))
        result.mutants, kills = _killed(problem, mutants(problem.c_source), compiler)
    except (ReferenceBuildError, SandboxError, ToolchainError) as exc:
        result.note = f"cannot be assessed: {exc}"[:300]
        return result
    result.killed_by_tests = sum(1 for k in kills if any(j < len(given) for j in k))
    result.killed_with_generated = sum(1 for k in kills if k)
    return result


def assess_all(problems: Sequence[Problem], compiler: str = DEFAULT_COMPILER, workers: int = 2,
               progress: Callable[[Adequacy], None] | None = None) -> list[Adequacy]:
    def one(problem: Problem) -> Adequacy:
        result = assess(problem, compiler)
        if progress:
            progress(result)
        return result

    with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        return list(pool.map(one, problems))


__all__ = ["MAX_MUTANTS", "Adequacy", "assess", "assess_all", "mutants"]
