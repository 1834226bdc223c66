"""Functions in a compiler's x86-64 assembly: find them, cut one out, splice a replacement in.

Real programs compile to hundreds or thousands of lines of assembly, most of it cold; the work
that matters is usually one function.  This module lets the rest of superasm work on one
function at a time and still judge the whole program: :func:`extract_function` cuts a function
out of a program's assembly with everything it needs, and :func:`splice_function` puts a
replacement (from another compiler, other flags, or a model) back into the whole program.

What a function is, in GNU as text from gcc or clang (AT&T syntax, any ``-O`` level):

* its *code region*: the contiguous lines from its preamble (``.p2align``, ``.globl``, ``.type``,
  gcc's ``.LCOLDB``/``.LHOTB`` markers) through ``.size F, ...`` and, for gcc, the ``F.cold``
  part in ``.text.unlikely`` that follows it and its ``.LCOLDE``/``.LHOTE`` markers.  Section
  switches inside (gcc's jump tables in ``.rodata``) stay in the region, with their CFI.
* the *local data* it references: ``.LC`` constants, clang's ``.LCPI``/``.LJTI``/``.L.str``,
  ``static`` variables (``.local``/``.comm`` or labelled objects without ``.globl``), followed
  transitively (a table of pointers to strings brings the strings).  A datum referenced only by
  the function is *owned* by it (it leaves with the function); one shared with other functions
  stays in the program.
* a replacement may call local helpers the program does not have (gcc's ``.part.0``,
  ``.isra.0``, ``.constprop.0`` clones under other flags); they come with it.

Splicing removes the function's region(s) and owned data from the program and inserts the
replacement's, with every ``.L`` label of the inserted text renamed apart (its number shifted
past every number in the program, so the kinds of labels and their order of appearance, and
hence :func:`superasm.toolchain.canonical_asm`, are unchanged), anonymous constants the program
already holds with the same name and contents reused, named ``static`` data the program still
holds referenced rather than duplicated (its state is shared with the program's other
functions), and the section in effect before and after each insertion kept as the program had
it.  Splicing a function's own extraction back therefore gives the same canonical lines.

One more thing a caller in the *program* may rely on: gcc's ``-fipa-ra`` lets a caller keep
values in call-clobbered registers across a call when it knows the callee does not touch them.
:func:`clobbered_registers` computes what a function may overwrite (transitively through the
calls it makes; an external call clobbers everything the ABI allows), and the splice wraps a
replacement that clobbers more than the original in a thunk that saves the difference, so the
program's callers keep their assumption (see :func:`splice_function`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from superasm.errors import UserError


class AsmFunctionError(UserError, ValueError):
    """A function cannot be found, extracted or spliced; the message says which and why."""


_LABEL_DEF = re.compile(r'^\s*((?:[A-Za-z_.$][\w.$@]*|"[^"]+"))\s*:(?!:)')
_SYMBOL = re.compile(r"(?<![%\w.$])([A-Za-z_.$][\w.$]*)")
_LOCAL_LABEL = re.compile(r"^(\.L[A-Za-z_]*)(\d+)(.*)$")
_SECTION_DIRECTIVES = (".section", ".text", ".data", ".bss", ".pushsection", ".popsection",
                       ".previous")
#: directives whose operands name symbols only to describe them, not to use them
_DESCRIPTIVE = (".type", ".size", ".globl", ".global", ".local", ".hidden", ".weak", ".file",
                ".ident", ".p2align", ".align", ".balign", ".cfi_", ".loc", ".string", ".ascii",
                ".asciz", ".section", ".text", ".data", ".bss", ".pushsection", ".popsection",
                ".previous", ".comm", ".lcomm", ".addrsig", ".intel_syntax", ".att_syntax",
                ".uleb128", ".sleb128", ".byte", ".zero", ".skip", ".set", ".equ", ".globl")
_PREAMBLE = re.compile(r"^\s*\.(p2align|align|balign|globl|global|type|hidden|weak|local|"
                       r"section|text|data|bss)\b|^\s*\.L(COLD|HOT)B\d+\s*:|^\s*$|^\s*#")
_TRAILING_DATA = (".comm", ".lcomm", ".local", ".globl", ".global", ".type", ".size", ".align",
                  ".p2align", ".balign", ".section", ".data", ".bss", ".text", ".pushsection",
                  ".popsection", ".previous", ".ident")
_EPILOGUE = re.compile(r"^\s*\.(size|section|text|data|bss|cfi_endproc)\b|^\s*\.L(COLD|HOT)E\d+\s*:|"
                       r"^\s*$|^\s*#")


def strip_comment(line: str) -> str:
    """The line without its ``#`` comment (a ``#`` inside a string literal is kept)."""
    if "#" not in line:
        return line
    quoted = False
    for i, ch in enumerate(line):
        if ch == '"' and (i == 0 or line[i - 1] != "\\"):
            quoted = not quoted
        elif ch == "#" and not quoted:
            return line[:i]
    return line


def _split_statement(line: str) -> tuple[list[str], str]:
    """(labels defined on the line, the statement after them)."""
    text = strip_comment(line)
    labels = []
    while True:
        match = _LABEL_DEF.match(text)
        if not match:
            break
        labels.append(match.group(1).strip('"'))
        text = text[match.end():]
    return labels, text.strip()


def _references(statement: str) -> set[str]:
    """Symbols a statement uses (instruction operands, data values)."""
    if not statement:
        return set()
    head = statement.split(None, 1)
    if head[0].startswith("."):
        if head[0].startswith(_DESCRIPTIVE) or len(head) == 1:
            return set()
        operands = head[1]
    elif len(head) == 1:
        return set()
    else:
        mnemonic, operands = head[0], head[1]
        if mnemonic in ("rep", "repz", "repnz", "repe", "repne", "lock", "notrack", "bnd"):
            return _references(operands)
    operands = re.sub(r'"(\\.|[^"\\])*"', "", operands)
    return {m.group(1) for m in _SYMBOL.finditer(operands)
            if not m.group(1).startswith(".") or m.group(1).startswith(".L")}


def _section_of(statement: str, current: str, stack: list[str], previous: str) -> tuple[str, str]:
    """(new current section, new previous section) after a section directive."""
    parts = statement.split(None, 1)
    name = parts[0]
    if name in (".text", ".data", ".bss"):
        return name, current
    if name in (".section", ".pushsection"):
        arg = parts[1] if len(parts) > 1 else ""
        section = arg.split(",", 1)[0].strip().strip('"')
        if name == ".pushsection":
            stack.append(current)
        return section, current
    if name == ".popsection":
        return (stack.pop() if stack else current), current
    if name == ".previous":
        return previous, current
    return current, previous


def is_code_section(section: str) -> bool:
    return section == ".text" or section.startswith(".text.")


@dataclass
class Line:
    text: str
    section: str
    labels: list[str]
    statement: str
    refs: set[str]

    @property
    def is_section_directive(self) -> bool:
        return self.statement.startswith(_SECTION_DIRECTIVES)


@dataclass
class Region:
    """Lines [start, end) of the program; the section in effect at its first and after its last."""

    start: int
    end: int
    start_section: str
    end_section: str


@dataclass
class DataItem:
    """A local datum: lines [start, end) defining ``names`` in a non-code section."""

    names: list[str]
    start: int
    end: int
    section: str
    refs: set[str] = field(default_factory=set)

    @property
    def writable(self) -> bool:
        return not (self.section.startswith(".rodata") or self.section == ".LC")


@dataclass
class Function:
    name: str
    regions: list[Region]
    is_global: bool
    refs: set[str] = field(default_factory=set)
    labels: set[str] = field(default_factory=set)

    @property
    def start(self) -> int:
        return self.regions[0].start


class AsmProgram:
    """A parsed assembly text: its lines, functions (code regions) and local data items."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.lines: list[Line] = []
        self.section_directive: dict[str, str] = {}
        self.globals: set[str] = set()
        self.defined: dict[str, int] = {}
        self._parse_lines()
        self.functions: dict[str, Function] = {}
        self._find_functions()
        self.data: list[DataItem] = []
        self._find_data()
        self.owner_of: dict[str, str] = {}  # symbol -> function name or "data:i"
        for fn in self.functions.values():
            for label in fn.labels:
                self.owner_of[label] = fn.name
        self.data_by_name = {name: item for item in self.data for name in item.names}

    # ------------------------------------------------------------------ parsing
    def _parse_lines(self) -> None:
        current, previous = ".text", ".text"
        stack: list[str] = []
        for raw in self.text.splitlines():
            labels, statement = _split_statement(raw)
            if statement.startswith(_SECTION_DIRECTIVES):
                head = statement.split(None, 1)
                if head[0] in (".section", ".pushsection") and len(head) > 1:
                    name = head[1].split(",", 1)[0].strip().strip('"')
                    known = self.section_directive.get(name, "")
                    if "," in head[1] and "," not in known:
                        self.section_directive[name] = head[1].strip()
                    elif not known:
                        self.section_directive[name] = head[1].strip()
                current, previous = _section_of(statement, current, stack, previous)
            for label in labels:
                self.defined.setdefault(label, len(self.lines))
            if statement.startswith((".globl", ".global")):
                for name in statement.split(None, 1)[1:]:
                    self.globals.update(n.strip() for n in name.split(","))
            if statement.startswith((".comm", ".lcomm")):
                parts = statement.split(None, 1)
                if len(parts) > 1:
                    self.defined.setdefault(parts[1].split(",", 1)[0].strip(), len(self.lines))
            self.lines.append(Line(raw, current, labels, statement, _references(statement)))

    def _section_before(self, index: int) -> str:
        """The section in effect at the start of line ``index``."""
        if index <= 0:
            return ".text"
        line = self.lines[index - 1]
        return line.section

    def _function_labels(self) -> list[tuple[int, str]]:
        found = []
        for i, line in enumerate(self.lines):
            if not is_code_section(line.section):
                continue
            for label in line.labels:
                if not label.startswith(".L"):
                    found.append((i, label))
        return found

    def _preamble_start(self, index: int, floor: int) -> int:
        start = index
        while start - 1 >= floor and _PREAMBLE.match(self.lines[start - 1].text):
            start -= 1
        # a region starts after the section switch that leads into it
        while start < index and (self.lines[start].is_section_directive
                                 or not self.lines[start].statement
                                 and not self.lines[start].labels):
            start += 1
        return start

    def _find_functions(self) -> None:
        labels = self._function_labels()
        size_line: dict[str, int] = {}
        for i, line in enumerate(self.lines):
            if line.statement.startswith(".size"):
                name = line.statement.split(None, 1)[1].split(",", 1)[0].strip()
                size_line.setdefault(name, i)
        floor = 0
        taken_until = 0
        for position, (index, name) in enumerate(labels):
            if index < taken_until:
                continue
            start = self._preamble_start(index, floor)
            # where the next function (not this one's .cold part) begins
            limit = len(self.lines)
            for later_index, later in labels[position + 1:]:
                if not _is_part_of(later, name):
                    limit = self._preamble_start(later_index, index + 1)
                    break
            end = None
            if name in size_line and index < size_line[name] < max(limit, size_line[name] + 1):
                end = size_line[name] + 1
                # gcc: the .cold part's .size and the COLDE/HOTE markers follow
                while end < len(self.lines) and _EPILOGUE.match(self.lines[end].text):
                    stmt = self.lines[end].statement
                    if stmt.startswith(".size"):
                        sized = stmt.split(None, 1)[1].split(",", 1)[0].strip()
                        if not _is_part_of(sized, name):
                            break
                    end += 1
            else:
                # no .size (hand-written text): the code ends at its last instruction; data
                # after it is data, not part of the function
                end = limit
                while end > index + 1 and (
                        not is_code_section(self.lines[end - 1].section)
                        or self.lines[end - 1].statement.startswith(_TRAILING_DATA)
                        or not self.lines[end - 1].statement and not self.lines[end - 1].labels):
                    end -= 1
            while end > index + 1 and (self.lines[end - 1].is_section_directive
                                       or not self.lines[end - 1].statement
                                       and not self.lines[end - 1].labels):
                end -= 1
            region = Region(start, end, self._section_before(start), self.lines[end - 1].section)
            fn = Function(name, [region], name in self.globals)
            for line in self.lines[start:end]:
                fn.labels.update(line.labels)
                fn.refs |= line.refs
            fn.refs -= fn.labels
            if name in self.functions:
                raise AsmFunctionError(f"function {name!r} is defined twice")
            self.functions[name] = fn
            floor = taken_until = end
        # a .cold part gcc placed apart from its function becomes a second region of it
        for name in list(self.functions):
            base = _cold_parent(name)
            if base and base in self.functions:
                part = self.functions.pop(name)
                parent = self.functions[base]
                parent.regions += part.regions
                parent.labels |= part.labels
                parent.refs = (parent.refs | part.refs) - parent.labels

    def _find_data(self) -> None:
        in_code = [False] * len(self.lines)
        for fn in self.functions.values():
            for region in fn.regions:
                for i in range(region.start, region.end):
                    in_code[i] = True
        lines = self.lines
        current: DataItem | None = None  # the item being extended
        last: DataItem | None = None  # the latest item (a new one never reaches into it)

        def begin(i: int, names: list[str], section: str, refs: set[str]) -> DataItem:
            start, floor = i, (last.start + 1) if last is not None else 0
            while start - 1 >= floor and not in_code[start - 1] \
                    and not lines[start - 1].is_section_directive \
                    and _attached(lines[start - 1].statement, names):
                start -= 1
            if last is not None and start < last.end:
                last.end = start
            item = DataItem(list(names), start, i + 1, section, set(refs))
            self.data.append(item)
            return item

        for i, line in enumerate(lines):
            if in_code[i] or line.is_section_directive:
                current = None
                continue
            if line.statement.startswith((".comm", ".lcomm")):
                name = line.statement.split(None, 1)[1].split(",", 1)[0].strip()
                last = begin(i, [name], ".bss", set())
                current = None
                continue
            if line.labels and not is_code_section(line.section):
                if current is not None and current.end == i and not _has_content(
                        lines[current.start:current.end]):
                    current.names += line.labels
                    current.end = i + 1
                    current.refs |= line.refs
                    continue
                current = last = begin(i, line.labels, line.section, line.refs)
                continue
            if current is not None:
                if line.labels or _defines_other(line.statement, current.names):
                    current = None
                    continue
                current.end = i + 1
                current.refs |= line.refs
        #: global data: never moved with a function, but a replacement may bring new ones
        self.global_data = [d for d in self.data if any(n in self.globals for n in d.names)]
        self.data = [d for d in self.data if not any(n in self.globals for n in d.names)]
        for item in self.data:
            item.refs -= set(item.names)

    # ------------------------------------------------------------------ queries
    def function(self, name: str) -> Function:
        if name not in self.functions:
            known = ", ".join(sorted(self.functions)) or "none"
            raise AsmFunctionError(f"no function {name!r} in the assembly (functions: {known})")
        return self.functions[name]

    def data_closure(self, refs: Iterable[str]) -> list[DataItem]:
        """Local data items reachable from ``refs`` (through other local data), in text order."""
        seen: dict[int, DataItem] = {}
        todo = list(refs)
        while todo:
            symbol = todo.pop()
            item = self.data_by_name.get(symbol)
            if item is None or id(item) in seen:
                continue
            seen[id(item)] = item
            todo += item.refs
        return sorted(seen.values(), key=lambda d: d.start)

    def owned_data(self, name: str) -> list[DataItem]:
        """The local data only ``name`` uses (directly or through data only it uses)."""
        fn = self.function(name)
        closure = self.data_closure(fn.refs)
        users: dict[int, set[str]] = {id(d): set() for d in self.data}
        for other in self.functions.values():
            for item in self.data_closure(other.refs):
                users[id(item)].add(other.name)
        closure_ids = {id(d) for d in closure}
        referenced_by_other_data = set()
        for item in self.data:
            if id(item) in closure_ids:
                continue
            for ref in item.refs:
                target = self.data_by_name.get(ref)
                if target is not None:
                    referenced_by_other_data.add(id(target))
        return [d for d in closure if users[id(d)] == {name}
                and id(d) not in referenced_by_other_data]

    def callees(self, name: str) -> set[str]:
        return {ref for ref in self.function(name).refs if ref.split("@", 1)[0] in self.functions}

    def section_switch(self, section: str, push: bool = False) -> str:
        if section in (".text", ".data", ".bss") and not push:
            return f"\t{section}"
        args = self.section_directive.get(section) or _default_section_args(section)
        return f"\t{'.pushsection' if push else '.section'}\t{args}"

    def region_text(self, region: Region) -> list[str]:
        return [line.text for line in self.lines[region.start:region.end]]

    def item_text(self, item: DataItem) -> list[str]:
        return [line.text for line in self.lines[item.start:item.end]]


def _default_section_args(section: str) -> str:
    if is_code_section(section):
        return f'{section},"ax",@progbits'
    if section.startswith(".rodata"):
        return f'{section},"a",@progbits'
    if section.startswith(".bss"):
        return f'{section},"aw",@nobits'
    return f'{section},"aw"'


def _is_part_of(symbol: str, name: str) -> bool:
    return symbol == name or symbol.startswith(name + ".cold")


def _cold_parent(name: str) -> str | None:
    match = re.match(r"^(.*)\.cold(\.\d+)?$", name)
    return match.group(1) if match else None


def _attached(statement: str, names: list[str]) -> bool:
    """Directives that belong to the datum defined next (alignment, its .type/.local/.size)."""
    if not statement:
        return False
    head = statement.split(None, 1)
    if head[0] in (".align", ".p2align", ".balign"):
        return True
    if head[0] in (".type", ".local", ".hidden", ".size") and len(head) == 2:
        return head[1].split(",", 1)[0].strip() in names
    return False


def _defines_other(statement: str, names: list[str]) -> bool:
    head = statement.split(None, 1)
    if head and head[0] in (".type", ".local", ".globl", ".global") and len(head) == 2:
        return head[1].split(",", 1)[0].strip() not in names
    return False


def _has_content(lines: Sequence[Line]) -> bool:
    return any(line.statement and not line.statement.startswith(
        (".align", ".p2align", ".balign", ".type", ".local", ".hidden", ".size"))
        for line in lines)


# ---------------------------------------------------------------------- extraction
@dataclass
class ExtractedFunction:
    """One function cut out of a program: a self-contained assembly fragment and what it needs."""

    name: str
    text: str
    #: local data it brings along (owned: only it used them; the others are shared copies)
    data: list[str]
    owned_data: list[str]
    #: symbols it uses that the fragment does not define (functions, globals, libc)
    external: list[str]
    #: functions of the program it calls
    callees: list[str]
    #: global data of the program it reads or writes
    globals_used: list[str]
    lines: int = 0


def extract_function(asm: str | AsmProgram, name: str) -> ExtractedFunction:
    """Cut ``name`` out of ``asm`` with its code region(s) and every local datum it references
    (shared ones too, as copies, so the fragment stands alone); see the module docstring."""
    program = asm if isinstance(asm, AsmProgram) else AsmProgram(asm)
    fn = program.function(name)
    out: list[str] = []
    for region in fn.regions:
        out.append(program.section_switch(region.start_section))
        out += program.region_text(region)
    data = program.data_closure(fn.refs)
    for item in data:
        out.append(program.section_switch(item.section))
        out += program.item_text(item)
    owned = {id(d) for d in program.owned_data(name)}
    defined = set(fn.labels) | {n for d in data for n in d.names}
    used = set(fn.refs)
    for item in data:
        used |= item.refs
    external = sorted({r.split("@", 1)[0] for r in used} - defined)
    callees = sorted(r for r in external if r in program.functions)
    global_data = sorted(r for r in external if r in program.globals and r not in program.functions)
    return ExtractedFunction(name, "\n".join(out) + "\n",
                             [n for d in data for n in d.names],
                             [n for d in data if id(d) in owned for n in d.names],
                             external, callees, global_data,
                             lines=sum(r.end - r.start for r in fn.regions))


# ---------------------------------------------------------------------- registers
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


# ---------------------------------------------------------------------- splicing
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


def function_names(asm: str) -> list[str]:
    """The functions of a program's assembly, in text order."""
    program = AsmProgram(asm)
    return sorted(program.functions, key=lambda n: program.functions[n].start)


__all__ = ["AsmFunctionError", "AsmProgram", "ExtractedFunction", "SpliceResult",
           "clobbered_registers", "extract_function", "function_names", "splice_function",
           "written_registers"]
