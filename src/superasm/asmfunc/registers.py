"""Which registers a function may overwrite: what its instructions write, and through its
calls what its callees write (a call outside the program, or an indirect one, may overwrite
every register the System V AMD64 ABI lets it)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from superasm.asmfunc.program import AsmProgram

_REG64 = {
    **{r: r for r in ("rax", "rbx", "rcx", "rdx", "rsi", "rdi", "rbp", "rsp")},
    "eax": "rax", "ax": "rax", "al": "rax", "ah": "rax",
    "ebx": "rbx", "bx": "rbx", "bl": "rbx", "bh": "rbx",
    "ecx": "rcx", "cx": "rcx", "cl": "rcx", "ch": "rcx",
    "edx": "rdx", "dx": "rdx", "dl": "rdx", "dh": "rdx",
    "esi": "rsi", "si": "rsi", "sil": "rsi", "edi": "rdi", "di": "rdi", "dil": "rdi",
    "ebp": "rbp", "bp": "rbp", "bpl": "rbp", "esp": "rsp", "sp": "rsp", "spl": "rsp",
    **{f"r{n}{s}": f"r{n}" for n in range(8, 16) for s in ("", "d", "w", "b")},
}
#: call-clobbered under the System V AMD64 ABI (what an unknown callee may overwrite)
CALLER_SAVED = ("rax", "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10", "r11",
                *(f"xmm{i}" for i in range(16)))
CALLEE_SAVED = ("rbx", "rbp", "r12", "r13", "r14", "r15")
_IMPLICIT = {
    "cltq": {"rax"}, "cltd": {"rdx"}, "cqto": {"rdx"}, "cwtl": {"rax"}, "cqo": {"rdx"},
    "cdq": {"rdx"}, "cdqe": {"rax"}, "cpuid": {"rax", "rbx", "rcx", "rdx"},
    "rdtsc": {"rax", "rdx"}, "rdtscp": {"rax", "rdx", "rcx"}, "syscall": {"rax", "rcx", "r11"},
}
_NO_WRITE = ("cmp", "test", "bt", "push", "jmp", "call", "ucomis", "comis", "ptest", "vptest",
             "prefetch", "nop", "ret", "leave", "vzeroupper", "j", "lfence", "mfence", "sfence",
             "pause", "endbr64", "ud2", "hlt", "int3")


def _register(operand: str) -> str | None:
    operand = operand.strip()
    if not operand.startswith("%"):
        return None
    name = operand[1:].split(":", 1)[0]
    vec = re.match(r"^[xyz]mm(\d+)$", name)
    if vec:
        return f"xmm{vec.group(1)}"
    return _REG64.get(name)


def _split_operands(text: str) -> list[str]:
    parts, depth, current = [], 0, ""
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    if current.strip():
        parts.append(current)
    return [p.strip() for p in parts]


def written_registers(statements: Iterable[str]) -> set[str]:
    """Registers (64-bit names, ``xmmN`` for vectors) the instructions may write; conservative
    where unsure (an unknown one-operand instruction writes its operand)."""
    written: set[str] = set()
    for statement in statements:
        if not statement or statement.startswith("."):
            continue
        head = statement.split(None, 1)
        mnemonic = head[0]
        if mnemonic in ("rep", "repz", "repe", "repnz", "repne", "lock") and len(head) > 1:
            written |= {"rcx", "rsi", "rdi"} if mnemonic.startswith("rep") else set()
            head = head[1].split(None, 1)
            mnemonic = head[0]
        written |= _IMPLICIT.get(mnemonic, set())
        if mnemonic.startswith(("movs", "stos", "lods", "cmps", "scas")) and len(head) == 1:
            written |= {"rsi", "rdi", "rax"}
        if mnemonic.startswith(_NO_WRITE) and not mnemonic.startswith(("cmov", "cmpxchg")):
            continue
        operands = _split_operands(head[1]) if len(head) > 1 else []
        if mnemonic.startswith(("mul", "div", "idiv")) and len(operands) == 1:
            written |= {"rax", "rdx"}
            continue
        if mnemonic.startswith("imul") and len(operands) == 1:
            written |= {"rax", "rdx"}
            continue
        if mnemonic.startswith(("xchg", "xadd", "cmpxchg")):
            written |= {r for r in map(_register, operands) if r}
            written.add("rax")
            continue
        if not operands:
            continue
        target = _register(operands[-1])
        if target:
            written.add(target)
    return written


def _statements(program: AsmProgram, name: str) -> list[str]:
    fn = program.functions[name]
    return [line.statement for r in fn.regions for line in program.lines[r.start:r.end]]


def _clobbers(body: Callable[[str], list[str] | None], name: str, seen: set[str]) -> set[str]:
    if name in seen:
        return set()
    seen.add(name)
    statements = body(name)
    if statements is None:
        return set(CALLER_SAVED)
    clobbered = written_registers(statements) & set(CALLER_SAVED)
    # an indirect jump is a switch when the function has a table of its own labels, else a
    # tail call through a pointer
    has_table = any(re.match(r"\.(long|quad)\s+\.L", s) or ".LJTI" in s for s in statements)
    for statement in statements:
        head = statement.split(None, 1)
        if len(head) < 2 or not head[0].startswith(("call", "jmp")):
            continue
        target = head[1].strip().split("@", 1)[0]
        if head[0].startswith("jmp") and (target.startswith(".L") or
                                          target.startswith("*") and has_table):
            continue
        if target.startswith("*"):
            return set(CALLER_SAVED)
        clobbered |= _clobbers(body, target, seen)
        if clobbered == set(CALLER_SAVED):
            break
    return clobbered


def clobbered_registers(program: AsmProgram, name: str,
                        overrides: AsmProgram | None = None,
                        override_names: Iterable[str] = ()) -> set[str]:
    """Call-clobbered registers ``name`` may overwrite, through the calls it makes too (a call
    outside the program, or an indirect one, may overwrite every one the ABI allows).  With
    ``overrides``, the functions in ``override_names`` are read from that text instead (a
    replacement about to be spliced, whose other callees are the program's)."""
    replaced = set(override_names)

    def body(fn_name: str) -> list[str] | None:
        if overrides is not None and fn_name in replaced:
            return _statements(overrides, fn_name)
        return _statements(program, fn_name) if fn_name in program.functions else None

    program.function(name)
    return _clobbers(body, name, set())
