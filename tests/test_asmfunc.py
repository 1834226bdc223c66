"""asmfunc: functions found, extracted and spliced back, on real compiler output."""

from __future__ import annotations

import pytest
from hot_programs import MULTI_C, MULTI_HIDDEN, MULTI_INPUTS

from superasm.asmfunc import (
    AsmFunctionError,
    AsmProgram,
    clobbered_registers,
    extract_function,
    function_names,
    splice_function,
    written_registers,
)
from superasm.datasets import resolve_dataset
from superasm.harness import Harness, HarnessConfig
from superasm.measure import MeasureConfig
from superasm.problem import Problem, TestCase
from superasm.toolchain import build_and_run, c_to_asm, canonical_asm
from superasm.verdict import Status

#: gcc -O3's layout of a function with a .cold part (written out so no compiler is needed)
COLD_ASM = """\
\t.file\t"s.c"
\t.text
\t.section\t.rodata.str1.1,"aMS",@progbits,1
.LC4:
\t.string\t"%ld"
.LC5:
\t.string\t"no input"
\t.section\t.text.unlikely
.LCOLDB9:
\t.section\t.text.startup,"ax",@progbits
.LHOTB9:
\t.p2align 4
\t.globl\tmain
\t.type\tmain, @function
main:
.LFB24:
\t.cfi_startproc
\tsubq\t$24, %rsp
\t.cfi_def_cfa_offset 32
\tleaq\t.LC4(%rip), %rdi
\tleaq\t8(%rsp), %rsi
\txorl\t%eax, %eax
\tcall\t__isoc99_scanf@PLT
\tcmpl\t$1, %eax
\tjne\t.L26
\tmovsd\t.LC3(%rip), %xmm0
\txorl\t%eax, %eax
\taddq\t$24, %rsp
\t.cfi_remember_state
\t.cfi_def_cfa_offset 8
\tret
\t.cfi_endproc
\t.section\t.text.unlikely
\t.cfi_startproc
\t.type\tmain.cold, @function
main.cold:
.LFSB24:
.L26:
\t.cfi_def_cfa_offset 32
\tleaq\t.LC5(%rip), %rdi
\tcall\tputs@PLT
\tmovl\t$1, %edi
\tcall\texit@PLT
\t.cfi_endproc
.LFE24:
\t.section\t.text.startup
\t.size\tmain, .-main
\t.section\t.text.unlikely
\t.size\tmain.cold, .-main.cold
.LCOLDE9:
\t.section\t.text.startup
.LHOTE9:
\t.section\t.rodata.cst8,"aM",@progbits,8
\t.align 8
.LC3:
\t.long\t0
\t.long\t1071644672
\t.ident\t"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
\t.section\t.note.GNU-stack,"",@progbits
"""


def _round_trip(asm: str, name: str) -> list[str]:
    return canonical_asm(splice_function(asm, name, extract_function(asm, name).text).asm)


def test_round_trip_every_function_of_every_builtin_program():
    problems = resolve_dataset("builtin")
    checked = 0
    for problem in problems:
        names = function_names(problem.baseline_asm)
        assert names, problem.id
        for name in names:
            assert _round_trip(problem.baseline_asm, name) == canonical_asm(
                problem.baseline_asm), f"{problem.id}: {name}"
            checked += 1
    assert checked >= len(problems)


def test_cold_part_and_its_markers_belong_to_the_function():
    program = AsmProgram(COLD_ASM)
    assert list(program.functions) == ["main"]
    extracted = extract_function(COLD_ASM, "main")
    assert "main.cold:" in extracted.text and ".LCOLDE9:" in extracted.text
    assert ".LHOTB9:" in extracted.text and ".LC3:" in extracted.text
    assert extracted.owned_data == [".LC4", ".LC5", ".LC3"] or set(extracted.owned_data) == {
        ".LC4", ".LC5", ".LC3"}
    assert "exit" in extracted.external and "__isoc99_scanf" in extracted.external
    assert _round_trip(COLD_ASM, "main") == canonical_asm(COLD_ASM)
    # with the function gone, none of its data or markers stay behind
    spliced = splice_function(COLD_ASM, "main", extracted.text, tag=5000).asm
    assert ".L5026:" in spliced and ".L26:" not in spliced
    assert spliced.count(".LC3:") == 0 and ".LC5003:" in spliced


def test_shared_static_state_is_referenced_not_copied():
    asm = """\
\t.text
\t.globl\tbump
\t.type\tbump, @function
bump:
\taddl\t$1, count(%rip)
\tmovl\tcount(%rip), %eax
\tret
\t.size\tbump, .-bump
\t.globl\tpeek
\t.type\tpeek, @function
peek:
\tmovl\tcount(%rip), %eax
\tret
\t.size\tpeek, .-peek
\t.local\tcount
\t.comm\tcount,4,4
"""
    program = AsmProgram(asm)
    assert program.owned_data("bump") == []
    replacement = """\
\t.text
\t.globl\tbump
bump:
\tmovl\tcount(%rip), %eax
\taddl\t$1, %eax
\tmovl\t%eax, count(%rip)
\tret
\t.local\tcount
\t.comm\tcount,4,4
"""
    spliced = splice_function(asm, "bump", replacement).asm
    assert spliced.count(".comm\tcount") == 1
    assert "addl\t$1, %eax" in spliced and "addl\t$1, count(%rip)" not in spliced
    assert "peek:" in spliced


def test_labels_of_the_inserted_code_never_collide():
    asm = """\
\t.text
\t.globl\tf
\t.type\tf, @function
f:
.L2:
\tjmp\t.L3
.L3:
\tret
\t.size\tf, .-f
\t.globl\tg
\t.type\tg, @function
g:
.L5:
\tjmp\t.L5
\t.size\tg, .-g
"""
    reply = "\t.globl\tf\nf:\n.L5:\n\tleaq\t.LC0(%rip), %rax\n\tret\n" \
            "\t.section\t.rodata\n.LC0:\n\t.long\t7\n"
    spliced = splice_function(asm, "f", reply).asm
    program = AsmProgram(spliced)
    labels = [label for line in program.lines for label in line.labels]
    assert len(labels) == len(set(labels))
    assert "g:" in spliced and "\tjmp\t.L5\n" in spliced
    # the reply's data went to its own section and the code after it is still in .text
    assert ".pushsection" in spliced and ".popsection" in spliced
    assert program.functions["g"].regions[0].start_section == ".text"


def test_unknown_function_is_a_clear_error():
    with pytest.raises(AsmFunctionError, match="no function 'nope'"):
        extract_function(COLD_ASM, "nope")
    with pytest.raises(AsmFunctionError, match="defines no function 'main'"):
        splice_function(COLD_ASM, "main", "\t.text\nother:\n\tret\n")


def test_written_registers():
    assert written_registers(["movl\t%edi, %eax", "cmpq\t%rsi, %rdx", "imulq\t%rcx",
                              "movq\t%r9, 8(%rsp)", "vaddps\t%ymm1, %ymm2, %ymm3"]) == {
        "rax", "rdx", "xmm3"}
    assert "rcx" in written_registers(["rep stosq"])


def test_clobbers_follow_calls_and_switches():
    asm = """\
\t.text
\t.globl\tleaf
\t.type\tleaf, @function
leaf:
\tleaq\t.L4(%rip), %rdx
\tjmp\t*%rdx
\t.section\t.rodata
.L4:
\t.long\t.L5-.L4
\t.text
.L5:
\tmovl\t%edi, %eax
\tret
\t.size\tleaf, .-leaf
\t.globl\tmid
\t.type\tmid, @function
mid:
\tmovl\t$1, %r8d
\tcall\tleaf
\tret
\t.size\tmid, .-mid
\t.globl\tout
\t.type\tout, @function
out:
\tcall\tputs@PLT
\tret
\t.size\tout, .-out
"""
    program = AsmProgram(asm)
    assert clobbered_registers(program, "leaf") == {"rax", "rdx"}
    assert clobbered_registers(program, "mid") == {"rax", "rdx", "r8"}
    assert "xmm7" in clobbered_registers(program, "out")


@pytest.fixture(scope="module")
def multi_problem() -> Problem:
    base = c_to_asm(MULTI_C)
    assert base.ok, base.error
    run = build_and_run(MULTI_C, MULTI_INPUTS + MULTI_HIDDEN)
    assert run.ok, run.error
    outputs = run.outputs()
    tests = [TestCase(i, o) for i, o in zip(MULTI_INPUTS, outputs, strict=False)]
    hidden = [TestCase(i, o) for i, o in zip(MULTI_HIDDEN, outputs[len(MULTI_INPUTS):],
                                             strict=True)]
    return Problem("multi", MULTI_C, base.asm, tests, hidden)


def test_multi_program_round_trips(multi_problem):
    asm = multi_problem.baseline_asm
    names = function_names(asm)
    assert {"main", "hot", "fib", "scale", "classify", "die"} <= set(names)
    for name in names:
        assert _round_trip(asm, name) == canonical_asm(asm), name


VARIANTS = [("clang", ("-O3",)), ("clang", ("-O1",)), ("gcc", ("-O1",)),
            ("gcc", ("-O2", "-fno-inline"))]


@pytest.mark.needs_bwrap
@pytest.mark.needs_clang
@pytest.mark.parametrize(("compiler", "flags"), VARIANTS)
def test_splice_from_another_compiler_or_flags_passes_the_tests(multi_problem, compiler, flags):
    other = c_to_asm(MULTI_C, compiler, flags)
    assert other.ok, other.error
    common = [n for n in function_names(multi_problem.baseline_asm)
              if n in function_names(other.asm)]
    assert {"hot", "fib", "classify", "main"} <= set(common)
    config = HarnessConfig(timing=MeasureConfig(method="none"))
    with Harness(config) as harness:
        for name in common:
            spliced = splice_function(multi_problem.baseline_asm, name, other.asm)
            verdict = harness.evaluate(multi_problem, spliced.asm)
            assert verdict.status is Status.CORRECT, (name, verdict.detail, spliced.notes)
            assert verdict.verified is True


@pytest.mark.needs_bwrap
def test_ipa_ra_callers_are_protected_by_the_thunk(multi_problem):
    """gcc -O3's fib clones keep a value in %rdx across ``call fib``; a fib that overwrites
    %rdx is entered through a thunk that saves it, and without it the output is wrong."""
    reply = """\
\t.text
\t.globl\tfib
\t.type\tfib, @function
fib:
\tpushq\t%rbx
\tpushq\t%rbp
\tsubq\t$8, %rsp
\taddl\t$1, calls(%rip)
\tmovslq\t%edi, %rbx
\tmovq\t%rbx, %rax
\tcmpl\t$1, %edi
\tjle\t.L9
\tleaq\tmemo(%rip), %rdx
\tcmpl\t$63, %edi
\tjg\t.L3
\tmovq\t(%rdx,%rbx,8), %rax
\ttestq\t%rax, %rax
\tjne\t.L9
.L3:
\tleal\t-1(%rbx), %edi
\tcall\tfib
\tmovq\t%rax, %rbp
\tleal\t-2(%rbx), %edi
\tcall\tfib
\taddq\t%rbp, %rax
\tcmpl\t$63, %ebx
\tjg\t.L9
\tleaq\tmemo(%rip), %rdx
\tmovq\t%rax, (%rdx,%rbx,8)
.L9:
\taddq\t$8, %rsp
\tpopq\t%rbp
\tpopq\t%rbx
\tret
\t.size\tfib, .-fib
"""
    program = AsmProgram(multi_problem.baseline_asm)
    assert "rdx" not in clobbered_registers(program, "fib")
    protected = splice_function(multi_problem.baseline_asm, "fib", reply)
    assert "rdx" in protected.saved_registers
    bare = splice_function(multi_problem.baseline_asm, "fib", reply, keep_clobbers=False)
    assert not bare.saved_registers
    config = HarnessConfig(timing=MeasureConfig(method="none"))
    with Harness(config) as harness:
        assert harness.evaluate(multi_problem, protected.asm).status is Status.CORRECT
        assert harness.evaluate(multi_problem, bare.asm).status is not Status.CORRECT


@pytest.mark.needs_bwrap
def test_without_the_thunk_an_o1_fib_breaks_the_o3_callers(multi_problem):
    """The -fipa-ra case from real compiler output: gcc -O1's fib overwrites %rdx, which the
    -O3 program's fib clones keep a value in across the call."""
    other = c_to_asm(MULTI_C, "gcc", ("-O1",))
    protected = splice_function(multi_problem.baseline_asm, "fib", other.asm)
    bare = splice_function(multi_problem.baseline_asm, "fib", other.asm, keep_clobbers=False)
    assert protected.saved_registers == ["rdx"]
    config = HarnessConfig(timing=MeasureConfig(method="none"))
    with Harness(config) as harness:
        assert harness.evaluate(multi_problem, protected.asm).status is Status.CORRECT
        assert harness.evaluate(multi_problem, bare.asm).status is Status.WRONG_OUTPUT


@pytest.mark.needs_bwrap
def test_intel_syntax_reply_with_a_new_global_table():
    """A reply in Intel syntax with a lookup table of its own: the table comes along, the rest
    of the program is assembled as AT&T again, and the callers' registers are saved."""
    from hot_programs import MOD7_C, MOD7_HIDDEN, MOD7_INPUTS

    reply = """\
\t.intel_syntax noprefix
\t.text
\t.globl sum_mod7
sum_mod7:
\ttest rdi, rdi
\tjle .L2
\tmov rax, rdi
\tcqo
\tmov ecx, 7
\tidiv rcx
\timul rax, rax, 21
\tlea rcx, mod7_prefix[rip]
\tadd rax, [rcx + rdx*8]
\tret
.L2:
\txor eax, eax
\tret
\t.section .rodata
\t.globl mod7_prefix
mod7_prefix:
\t.quad 0, 0, 1, 3, 6, 10, 15
"""
    base = c_to_asm(MOD7_C)
    run = build_and_run(MOD7_C, MOD7_INPUTS + MOD7_HIDDEN)
    outputs = run.outputs()
    problem = Problem("mod7", MOD7_C, base.asm,
                      [TestCase(i, o) for i, o in zip(MOD7_INPUTS, outputs, strict=False)],
                      [TestCase(i, o) for i, o in zip(MOD7_HIDDEN, outputs[len(MOD7_INPUTS):],
                                                      strict=True)])
    spliced = splice_function(base.asm, "sum_mod7", reply)
    assert "mod7_prefix:" in spliced.asm and ".att_syntax prefix" in spliced.asm
    assert any("global data mod7_prefix" in note for note in spliced.notes)
    config = HarnessConfig(timing=MeasureConfig(method="none"))
    with Harness(config) as harness:
        verdict = harness.evaluate(problem, spliced.asm)
    assert verdict.status is Status.CORRECT, verdict.detail


@pytest.mark.needs_bwrap
@pytest.mark.needs_clang
@pytest.mark.parametrize(("compiler", "flags"), [("clang", ("-O3", "-fno-addrsig")),
                                                 ("gcc", ("-O2",))])
def test_round_trip_on_other_compilers_output(compiler, flags):
    """The parser is not tuned to gcc -O3's layout: every fifth built-in program compiled by
    clang -O3 and gcc -O2 round-trips too (the whole corpus does; this keeps the test short)."""
    for problem in resolve_dataset("builtin")[::5]:
        result = c_to_asm(problem.c_source, compiler, flags)
        assert result.ok, result.error
        for name in function_names(result.asm):
            assert _round_trip(result.asm, name) == canonical_asm(result.asm), (problem.id, name)
