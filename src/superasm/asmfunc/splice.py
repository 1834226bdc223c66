"""Splicing a replacement function into a whole program (:func:`splice_function`): the
original's code and the data only it used leave, the replacement's code, its helpers and its
data come in, renamed apart, and a thunk saves what the replacement clobbers beyond the
original (see the package docstring)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from superasm.asmfunc.program import AsmFunctionError, AsmProgram, DataItem, Function
from superasm.asmfunc.registers import CALLER_SAVED, clobbered_registers

_LOCAL_LABEL = re.compile(r"^(\.L[A-Za-z_]*)(\d+)(.*)$")


@dataclass
class SpliceResult:
    asm: str
    #: how the replacement was fitted in, for a human: renamings, reused data, helpers, thunk
    notes: list[str]
    #: call-clobbered registers the replacement overwrites that the original preserved (saved
    #: around it by a thunk, since the program's callers may rely on them: gcc -fipa-ra)
    saved_registers: list[str] = field(default_factory=list)


def _max_label_number(texts: Iterable[str]) -> int:
    best = 0
    for text in texts:
        for match in re.finditer(r"\.L[A-Za-z_]*(\d+)", text):
            best = max(best, int(match.group(1)))
    return best


def _rename_label(label: str, offset: int, taken: set[str]) -> str:
    """Numbered labels (``.L5``, ``.LBB0_3``) shift their number; others (clang's ``.L.str``)
    change only if the program still has one of that name."""
    match = _LOCAL_LABEL.match(label)
    if match:
        return f"{match.group(1)}{int(match.group(2)) + offset}{match.group(3)}"
    return f".Lsa{offset}_{label[2:]}" if label in taken else label


def _substitute(lines: Iterable[str], mapping: dict[str, str]) -> list[str]:
    if not mapping:
        return list(lines)
    pattern = re.compile(r"(?<![\w.$])(" + "|".join(
        re.escape(k) for k in sorted(mapping, key=len, reverse=True)) + r")(?![\w.$])")
    return [pattern.sub(lambda m: mapping[m.group(1)], line) for line in lines]


def _canonical_body(program: AsmProgram, item: DataItem) -> list[str]:
    body = []
    for line in program.lines[item.start:item.end]:
        if line.statement and not line.statement.startswith((".type", ".size", ".local")):
            body.append(" ".join(line.statement.split()))
    return body


def _thunk(name: str, inner: str, registers: Sequence[str], section: str) -> list[str]:
    """``name`` saves ``registers``, calls ``inner`` and restores them (stack kept 16-aligned).

    Arguments in registers pass through untouched; a function that takes arguments on the stack
    cannot be wrapped this way (the thunk's frame would move them), which the caller checks."""
    gprs = [r for r in registers if not r.startswith("xmm")]
    vecs = [r for r in registers if r.startswith("xmm")]
    # on entry rsp = 8 mod 16; after the pushes and the vector area it must be 0 mod 16
    pad = 8 if (len(gprs) % 2 == 0) else 0
    area = 16 * len(vecs) + pad
    lines = [section, "\t.p2align 4", f"\t.type\t{name}, @function", f"{name}:",
             "\t.cfi_startproc"]
    depth = 8
    for reg in gprs:
        depth += 8
        lines += [f"\tpushq\t%{reg}", f"\t.cfi_def_cfa_offset {depth}"]
    if area:
        depth += area
        lines += [f"\tsubq\t${area}, %rsp", f"\t.cfi_def_cfa_offset {depth}"]
    for i, reg in enumerate(vecs):
        lines.append(f"\tmovdqu\t%{reg}, {16 * i}(%rsp)")
    lines.append(f"\tcall\t{inner}")
    for i, reg in enumerate(vecs):
        lines.append(f"\tmovdqu\t{16 * i}(%rsp), %{reg}")
    if area:
        depth -= area
        lines += [f"\taddq\t${area}, %rsp", f"\t.cfi_def_cfa_offset {depth}"]
    for reg in reversed(gprs):
        depth -= 8
        lines += [f"\tpopq\t%{reg}", f"\t.cfi_def_cfa_offset {depth}"]
    lines += ["\tret", "\t.cfi_endproc", f"\t.size\t{name}, .-{name}"]
    return lines


@dataclass
class _Removal:
    """What leaves the program with the original function: its lines, the data only it used
    (each a hole the replacement's copy may fill), and the symbols the rest still defines."""

    lines: set[int]
    #: data name -> the owned item that held it
    holes: dict[str, DataItem]
    #: names of the data the rest of the program keeps
    remaining_data: set[str]
    #: every symbol the rest of the program defines (a brought name must not clash with one)
    symbols: set[str]

    @classmethod
    def of(cls, program: AsmProgram, original: Function, name: str) -> _Removal:
        lines: set[int] = set()
        for region in original.regions:
            lines.update(range(region.start, region.end))
        owned = program.owned_data(name)
        holes: dict[str, DataItem] = {}
        for item in owned:
            lines.update(range(item.start, item.end))
            holes.update(dict.fromkeys(item.names, item))
        remaining = {n for d in program.data if d not in owned for n in d.names}
        symbols = (set(program.defined) - original.labels
                   - {n for d in owned for n in d.names}) | remaining
        return cls(lines, holes, remaining, symbols)


def _functions_to_bring(program: AsmProgram, replacement: AsmProgram, name: str) -> list[str]:
    """``name`` and the replacement's local helpers it calls (transitively) that the program
    lacks, or has only as a local of the same name (a clone: ``foo.constprop.0``)."""
    bring = [name]
    todo = [name]
    while todo:
        wanted = replacement.function(todo.pop())
        for ref in sorted(wanted.refs):
            callee = ref.split("@", 1)[0]
            if callee in replacement.functions and callee not in bring and (
                    callee not in program.functions or "." in callee
                    and callee not in replacement.globals):
                bring.append(callee)
                todo.append(callee)
    return bring


@dataclass
class _Splice:
    """One splice on its way: the two programs, the renames decided so far (replacement name ->
    the name it gets in the program) and the notes for a human."""

    program: AsmProgram
    replacement: AsmProgram
    name: str
    #: what renamed labels and symbols are shifted or suffixed by
    offset: int
    removal: _Removal
    mapping: dict[str, str] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    def rename_functions(self, bring: list[str]) -> set[str]:
        """Helpers whose names the program still uses get a suffix, every ``.L`` label of the
        brought functions a new number; the symbols the brought functions refer to."""
        taken = self.removal.symbols
        for helper in bring[1:]:
            if helper in taken:
                self.mapping[helper] = f"{helper}.sa{self.offset}"
            self.notes.append(f"brought local helper {helper}" + (
                f" as {self.mapping[helper]}" if helper in self.mapping else ""))
        refs: set[str] = set()
        for fn_name in bring:
            refs |= self.replacement.functions[fn_name].refs
            for label in self.replacement.functions[fn_name].labels:
                if label.startswith(".L"):
                    self.mapping[label] = _rename_label(label, self.offset, taken)
        return refs

    def data_to_bring(self, refs: set[str]) -> list[DataItem]:
        """The replacement's data the brought code needs, less what the program still holds
        the same of (reused); what comes is renamed apart where its names are taken."""
        program, replacement, removal = self.program, self.replacement, self.removal
        data = replacement.data_closure(refs)
        # global data the replacement defines and the program lacks (a model's new lookup table)
        needed = refs | {r for item in data for r in item.refs}
        for item in replacement.global_data:
            if any(n in needed for n in item.names) and not any(
                    n in program.defined for n in item.names):
                data.append(item)
                self.notes.append("brought the replacement's global data "
                                  + ", ".join(item.names))
        kept: list[DataItem] = []
        for item in data:
            reuse = all(n in removal.remaining_data for n in item.names)
            if reuse and (item.writable or not item.names[0].startswith(".L")
                          or _canonical_body(replacement, item) == _canonical_body(
                              program, program.data_by_name[item.names[0]])):
                if item.names[0].startswith(".L"):
                    self.notes.append(f"reused the program's {item.names[0]}")
                continue
            kept.append(item)
            for data_name in item.names:
                if data_name.startswith(".L"):
                    self.mapping[data_name] = _rename_label(data_name, self.offset,
                                                            removal.symbols)
                elif data_name in removal.symbols:
                    self.mapping[data_name] = f"{data_name}.sa{self.offset}"
                    self.notes.append(f"renamed the replacement's {data_name} to "
                                      f"{self.mapping[data_name]}")
        return kept

    def registers_to_save(self, bring: list[str], intel: bool) -> list[str]:
        """Call-clobbered registers the replacement overwrites that the original left alone
        (its callers may rely on that: gcc -fipa-ra); the function is then renamed, to be
        entered through a thunk that saves them."""
        name = self.name
        before = clobbered_registers(self.program, name)
        after = clobbered_registers(self.program, name, self.replacement, bring) if not intel \
            else set(CALLER_SAVED)  # Intel operands are not read: assume the worst
        # even rax: a caller of a void function that never writes it may keep a value there
        extra = [r for r in CALLER_SAVED if r in after - before]
        if extra:
            self.mapping[name] = f"{name}.sa{self.offset}.inner"
            self.notes.append("the replacement overwrites " + ", ".join(extra) + " which the "
                              "original left alone (callers may rely on that: gcc -fipa-ra); "
                              "entered through a thunk that saves them")
        return extra

    def code(self, original: Function, bring: list[str], intel: bool,
             saved: list[str]) -> list[str]:
        """The brought functions' lines, renamed, each region in its own section, then the
        thunk (if any), ending in the section the original's first region ended in."""
        program, replacement, name = self.program, self.replacement, self.name
        # the replacement's syntax for its own lines only (its directive may precede its regions)
        code: list[str] = ["\t.intel_syntax noprefix"] if intel else []
        current = program._section_before(original.regions[0].start)
        for fn_name in bring:
            for region in replacement.functions[fn_name].regions:
                if region.start_section != current and not replacement.lines[
                        region.start].is_section_directive:
                    code.append(replacement.section_switch(region.start_section))
                code += _substitute(replacement.region_text(region), self.mapping)
                current = region.end_section
        if intel:
            code.append("\t.att_syntax prefix")  # the rest of the program is AT&T
        if saved:
            inner = self.mapping[name]
            globl = [f"\t.globl\t{name}"] if original.is_global else []
            code += globl + _thunk(name, inner, saved, program.section_switch(current)
                                   if current != ".text" else "\t.text")
            code = [line for line in code if not re.match(
                rf"^\s*\.(globl|global)\s+{re.escape(inner)}\s*$", line)]
        end_section = program.lines[original.regions[0].end - 1].section
        if current != end_section:
            code.append(program.section_switch(end_section))
        return code

    def place_data(self, kept: list[DataItem]) -> tuple[dict[int, list[str]], list[str]]:
        """Brought data where the original's own copy was (same section), else in a section
        of its own after the code: (program line -> lines placed there, the loose lines)."""
        placed: dict[int, list[str]] = {}
        loose: list[str] = []
        for item in kept:
            hole = self.removal.holes.get(item.names[0])
            lines = _substitute(self.replacement.item_text(item), self.mapping)
            if hole is not None and hole.section == item.section and hole.start not in placed:
                placed[hole.start] = lines
            else:
                loose += [self.replacement.section_switch(item.section, push=True), *lines,
                          "\t.popsection"]
        return placed, loose


def _stitched(program: AsmProgram, first: int, code: list[str], placed: dict[int, list[str]],
              removed: set[int]) -> str:
    """The program's lines with ``removed`` taken out, ``code`` at line ``first`` and the
    placed data at their holes."""
    out: list[str] = []
    for i, line in enumerate(program.lines):
        if i == first:
            out += code
        if i in placed:
            out += placed[i]
        if i not in removed:
            out.append(line.text)
    if first >= len(program.lines):
        out += code
    return "\n".join(out) + "\n"


def splice_function(program_asm: str, name: str, replacement_asm: str,
                    tag: int | None = None, keep_clobbers: bool = True) -> SpliceResult:
    """The program with function ``name`` replaced by the one in ``replacement_asm``.

    ``replacement_asm`` may be a whole program (another compiler's output), an extraction, or
    just the function (a model's reply).  Local helper functions it calls that the program does
    not have come along; ``.L`` labels are renamed apart (numbers shifted by ``tag``, default
    past every number in either text); named ``static`` data the program still defines is
    reused.  With ``keep_clobbers``, a replacement that overwrites call-clobbered registers the
    original left alone is entered through a thunk that saves them (gcc's -fipa-ra callers may
    keep values there across the call).  Raises :class:`AsmFunctionError` when the program or
    the replacement has no such function.
    """
    program = AsmProgram(program_asm)
    replacement = AsmProgram(replacement_asm)
    original = program.function(name)
    if name not in replacement.functions:
        known = ", ".join(sorted(replacement.functions)) or "none"
        raise AsmFunctionError(f"the replacement defines no function {name!r} "
                               f"(it defines: {known})")
    offset = tag if tag is not None else _offset_for(program_asm, replacement_asm)
    splice = _Splice(program, replacement, name, offset, _Removal.of(program, original, name))
    bring = _functions_to_bring(program, replacement, name)
    kept = splice.data_to_bring(splice.rename_functions(bring))
    intel = bool(re.search(r"^\s*\.intel_syntax\b", replacement_asm, re.M))
    saved = splice.registers_to_save(bring, intel) if keep_clobbers else []
    code = splice.code(original, bring, intel, saved)
    placed, loose = splice.place_data(kept)
    asm = _stitched(program, original.regions[0].start, code + loose, placed,
                    splice.removal.lines)
    return SpliceResult(asm, splice.notes, saved)


def _offset_for(*texts: str) -> int:
    """A label-number shift past every ``.L`` number in ``texts`` (a round thousand)."""
    return (_max_label_number(texts) // 1000 + 1) * 1000
