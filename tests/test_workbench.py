"""The one sandboxed build-and-run step (superasm.toolchain.Workbench) and the builders that
share it: every run of a built program is a fresh world of its own, and a build that fails says
so in one form, whoever asked for it."""

from __future__ import annotations

import pytest

from superasm.datasets.build import BuildError, check_program
from superasm.datasets.check import CleanStage, sanitizer_check
from superasm.measure import MeasureConfig
from superasm.problem import Problem, TestCase
from superasm.toolchain import Stage, Workbench, build_and_run

pytestmark = pytest.mark.needs_bwrap

#: prints "fresh" the first time it runs in a world and "seen" in a world an earlier run left a
#: mark in (its working directory, /tmp and /dev/shm are the places a run can write)
MARK_C = r"""
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
int main(void) {
    const char *marks[] = {"mark", "/tmp/superasm-mark", "/dev/shm/superasm-mark"};
    int seen = 0;
    for (int i = 0; i < 3; i++) {
        if (access(marks[i], F_OK) == 0) seen = 1;
        FILE *f = fopen(marks[i], "w");
        if (f) fclose(f);
    }
    const char *probe = getenv("SUPERASM_PROBE");
    printf("%s %s\n", seen ? "seen" : "fresh", probe ? probe : "-");
    return 0;
}
"""
BROKEN_C = "int main(void) { return undeclared; }\n"
FRESH = b"fresh -\n"


def test_every_run_of_a_built_program_starts_in_a_fresh_world():
    with Workbench({"prog.c": MARK_C}, ["\n", "\n"]) as wb:
        assert wb.compile("/in/prog.c", "/work/mark").ok
        assert wb.compile("/in/prog.c", "/work/mark2", ["-O0"]).ok
        runs = wb.run("/work/mark", [*wb.inputs, wb.add_input("\n")], timeout_s=10,
                      env={"SUPERASM_PROBE": "env-reached"})
        mixed = wb.sandbox.run_batch([wb.request(binary, wb.inputs[0], timeout_s=10)
                                      for binary in ("/work/mark", "/work/mark2")])
    assert [r.stdout for r in runs] == [b"fresh env-reached\n"] * 3, "the env reaches every run"
    assert [r.stdout for r in mixed] == [FRESH] * 2


def test_the_builders_run_each_input_in_a_fresh_world():
    # a shared /work would make the second run print "seen": an -O0/-O3 disagreement, a wrong
    # expected output, a failed sanitizer check, a timing run that differs from its reference
    assert build_and_run(MARK_C, ["\n", "\n"]).outputs() == [FRESH] * 2
    check = check_program(MARK_C, ["\n", "\n"],
                          measure=MeasureConfig(min_rounds=2, max_rounds=2, budget_s=10))
    assert not check.failed and check.outputs == [FRESH] * 2
    # the timing runs ran and agreed with the reference (a run that printed "seen" would be a
    # failure); a probe this short is measured but not recorded as a speedup, and says why
    assert check.speedup is not None or "under 5 ms" in check.speedup_note, check
    problem = Problem("mark", MARK_C, "", [TestCase("\n", FRESH), TestCase("\n", FRESH)])
    assert sanitizer_check(problem).ok


def test_a_build_that_fails_says_so_in_one_form_whoever_asked():
    with Workbench({"prog.c": BROKEN_C, "prog.s": "\tbogus_instruction %rax\n"}) as wb:
        compiled = wb.compile("/in/prog.c", "/work/prog", ["-O2"])
        assembled = wb.compile("/in/prog.s", "/work/prog", lang="asm")
    assert compiled.stage is Stage.COMPILE and not compiled.ok
    assert compiled.message.startswith("gcc -O2: exit status 1: ") and "undeclared" in compiled.message
    assert assembled.stage is Stage.ASSEMBLE and assembled.message.startswith("assembler: ")

    built = build_and_run(BROKEN_C, ["\n"])
    assert (built.stage, built.error.split(": ")[:2]) == (Stage.COMPILE, ["gcc -O3", "exit status 1"])
    with pytest.raises(BuildError) as caught:
        check_program(BROKEN_C, ["\n"], measure=None)
    assert caught.value.stage == "compile" and str(caught.value) == built.error
    checked = sanitizer_check(Problem("broken", BROKEN_C, "", [TestCase("\n", "")]))
    assert checked.stage is CleanStage.COMPILE
    assert checked.detail.startswith("gcc -O1 -g ") and "undeclared" in checked.detail
