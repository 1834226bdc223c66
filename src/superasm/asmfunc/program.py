"""An assembly program parsed into what :mod:`superasm.asmfunc` works with: its lines (with
their sections, labels and the symbols they use), its functions (code regions, a gcc ``.cold``
part included), its local data (and which of them only one function uses), and one function cut
out with everything it needs (:func:`extract_function`)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from superasm.errors import UserError


class AsmFunctionError(UserError, ValueError):
    """A function cannot be found, extracted or spliced; the message says which and why."""


_LABEL_DEF = re.compile(r'^\s*((?:[A-Za-z_.$][\w.$@]*|"[^"]+"))\s*:(?!:)')
_SYMBOL = re.compile(r"(?<![%\w.$])([A-Za-z_.$][\w.$]*)")
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


def function_names(asm: str) -> list[str]:
    """The functions of a program's assembly, in text order."""
    program = AsmProgram(asm)
    return sorted(program.functions, key=lambda n: program.functions[n].start)
