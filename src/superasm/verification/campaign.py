"""Coverage-guided differential fuzzing of the candidate's own code (issue 32, the ``explored``
tier).

A wrong optimization lives in the candidate's code, not the reference's: an early exit at a
value the tests never exceed, a loop that stops one short at 2^16 records, a narrower add.  The
generated verification inputs are drawn from a model of the *reference's* input, and a branch
the candidate added is one none of them may take.  So each candidate that passed every other
input gets a campaign of its own:

1. **Instrumented** the way AFL++ instruments assembly: its assembler wrapper (``afl-as``,
   through ``gcc -B /usr/lib/afl``) puts an edge counter after every conditional jump and at
   every branch target of the candidate's text, which it keeps (``AFL_KEEP_ASSEMBLY``), so each
   conditional branch's two edges are known by number (:func:`branch_edges`).
2. **Fuzzed** by ``afl-fuzz`` itself, inside a sandbox, for a budget of seconds: seeds are the
   tests and the verification inputs, the dictionary holds both programs' constants, and the
   mutator is :mod:`superasm.verification._afl_mutator`, structure-aware (tokens between unchanged blanks)
   beside AFL++'s own havoc.  Every input that reached new coverage of the candidate (AFL++'s
   queue), crashed it or hung it comes back.  Beside it, **planted** inputs (:func:`planted`):
   zero, then each constant the candidate's own comparisons test against (``cmpq $1000000``),
   then the baseline's, and one more and one less, set at each number of the smallest given
   tests in turn, a number glued to a unit included (``1000000s``), and each of them with one
   zero in front (``010``), a plus sign (``+5``), as zero with a minus (``-0``) and with more
   zeros (``000000001h``); and each blank or punctuation character they compare with put
   between two tokens of a given test's first line (``2d6 +3``, a carriage return inside a
   line) or at its end, and a carriage return, a tab or a space at a line's end or alone on
   an empty line; and a word's first or last letter made ``z`` or ``Z`` wherever the word is
   (a letter test that stops at ``y``), or the other case; and a token's first or last digit
   or letter made the character just outside its range, or a letter a digit (``1234:``: a
   test that stops at ``:``; ``MP3``); and a line made the one before it or again after it
   (the same key twice, a row of a square repeated), or again with one character changed
   (two keys alike but for one place); and a number or a word made the one before it (a tie,
   the same name twice in a line); and a command of another kind put where the kind of
   line changes (a change after two undos); and a run of letters, or a counted
   block of records, made one past a compared constant long (a label of 64 characters,
   65,536 edges); and every list of integers multiplied by one factor, what relates its items
   kept (``1 2 5`` made ``65536 131072 327680``), and every number among words at once (times
   that never decrease); and a grid cut to one row or one column.
   And the given tests at scale (:func:`scaled`: each record, each item of a list, the whole
   input, two related lines in turn, thousands of times; a grid 64 times as tall and as
   wide), which a narrowed sum or counter answers otherwise.
   Coverage cannot see a boundary moved by one (``jg`` made ``jge`` takes the same two ways
   on either side of it); these inputs stand on it, as AFL++'s CmpLog would put them, which
   an assembled candidate cannot have.
3. **Judged by the reference** (:class:`ReferenceJudge`): an input counts only if the
   reference defines it exactly as it defines the generated inputs (sanitizers clean, -O0 and
   -O3 agree, read the way the given inputs are read) and the input model of the given inputs
   parses it, keeping its typed format (:mod:`superasm.verification.formats`: no sign in a field of digits
   that the reference does not read as one).
4. **Run on both**: the harness runs the candidate on every valid new input against the
   reference's answer (:mod:`superasm.harness`, phase ``explored``); any difference refutes it,
   with that input.
5. **Coverage reported**: edges of the candidate reached by the seeds and by the valid new
   inputs, and its conditional branches never taken both ways on a valid input, by label.

Everything runs in sandboxes (the campaign's, the reference's, the harness's): the candidate is
untrusted, and so is whatever it makes AFL++ write.
"""

from __future__ import annotations

import collections
import functools
import hashlib
import io
import itertools
import math
import re
import string
import tarfile
import time
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, field, replace
from importlib import resources
from pathlib import Path
from typing import TypeVar

from superasm.cache import JsonCache, digest
from superasm.problem import Problem, TestCase
from superasm.sandbox import Limits, Sandbox, SandboxConfig, SandboxError
from superasm.toolchain import DEFAULT_COMPILER, ToolchainError, Workbench
from superasm.verification import _afl_mutator as _mutator
from superasm.verification import prescreen
from superasm.verification.formats import type_fields
from superasm.verification.inputmodel import InputModel
from superasm.verification.reference import ReferenceBuildError, ReferenceLab, ReferenceRun
from superasm.verification.strategies.given import (
    STRETCHES,
    _blocks,
    _joined,
    _recounted,
    _stretched,
    _with_tokens,
)
from superasm.verification.strategies.repeats import (
    MAX_BYTES,
    _count,
    _line_repeats,
    given_texts,
    lines_of,
)
from superasm.verification.strategies.widened import (
    _concatenated,
    _cropped,
    _magnified,
    _one_cell,
    _repeated,
    _widened,
    markers,
)
from superasm.verification.strategies.widened import _texts as _widened_texts

_T = TypeVar("_T")

AFL_FUZZ = "/usr/bin/afl-fuzz"
AFL_SHOWMAP = "/usr/bin/afl-showmap"
AFL_LIB = "/usr/lib/afl"
#: seconds AFL++ may spend starting (calibrating its seeds) beyond the budget
STARTUP_S = 1.0
#: AFL++'s assembler wrapper numbers locations below 2^16; a larger map only slows each run
MAP_SIZE = 1 << 16
MUTATOR = "_afl_mutator"
_TRAMPOLINE_ID = re.compile(r"^movq \$0x([0-9a-f]{8}), %rcx$")
_JUMP = re.compile(r"^\s*(j(?!mp)[a-z]{1,4})\s+([.\w$@]+)\s*(?:#.*)?$")
_LABEL = re.compile(r"^([.\w$@]+):")
_IMMEDIATE = re.compile(r"\$(-?(?:0x[0-9a-fA-F]+|\d+))\b")
_STRING = re.compile(r'^\s*\.(?:string|ascii|asciz)\s+"((?:[^"\\]|\\.)*)"', re.M)
#: blanks other than the space and the newline: a program that compares with one treats it
#: apart (a tab, a carriage return inside a line, a vertical tab, a form feed)
_CONTROL = (9, 11, 12, 13)
#: an immediate a comparison tests against (``cmpq $1000000, %r14``; AT&T: the immediate first)
#: (its width and the immediate: ``cmpb $58, %al`` is a byte's, a character's)
_COMPARED = re.compile(r"^\s*cmp([bwlq]?)\s+\$(-?(?:0x[0-9a-fA-F]+|\d+)),", re.M)
#: a comparison with a register, and the instruction before it that moved that register by a
#: constant (``leaq -1(%rcx), %rdi``; ``subl $65, %edx``; ``addl $-48, %eax``)
_COMPARED_REGISTER = re.compile(r"^\s*cmp[bwlq]?\s+\$(-?(?:0x[0-9a-fA-F]+|\d+)),\s*(%\w+)\s*$")
_MOVED = re.compile(r"^\s*(?P<op>lea[lq]?|sub[bwlq]?|add[bwlq]?)\s+"
                    r"(?:\$(?P<imm>-?(?:0x[0-9a-fA-F]+|\d+))|(?P<disp>-?\d+)\(%\w+\)),\s*"
                    r"(?P<reg>%\w+)\s*$")
#: how far back :func:`compared` looks for what moved a compared register, in lines
LOOK_BACK = 16
#: an instruction past which the way back to a comparison does not go
_BARRIER = re.compile(r"^(?:jmp|ret|call|ud2)\b")
#: an instruction that reads its last operand and writes none
_READS = re.compile(r"^(?:cmp|test|bt)[bwlq]?\s")
#: the most planted inputs a campaign adds (each costs two runs in the pre-screen; 200 for
#: eleven kinds, about as many a kind for fifteen)
PLANTED = 256
#: the most given inputs at scale a campaign adds (:func:`scaled`), of at most the bytes of a
#: generated verification input (:data:`~superasm.verification.strategies.repeats.MAX_BYTES`)
SCALED = 40
#: how many times as tall and as wide :func:`scaled` makes a grid (a 3-by-4 grid made 192 by
#: 256, and 48 by 64: counts of its paths past 2^63 at either)
MAGNIFIED = (64, 16)
#: the most grids at scale :func:`scaled` adds beside its others (:func:`_grids_at_scale`)
GRIDS = 12
#: the smallest given inputs :func:`scaled` magnifies (the smallest grids are often the ones
#: whose answer is nought: a wall across them)
GRID_TEXTS = 6
#: the smallest given inputs whose grid, magnified, gets one cell of one row changed besides
NEAR_GRIDS = 2
#: how many times :func:`scaled` repeats two related lines in turn (each builds on the one
#: before: a path as deep; a structure of 2^12 levels is deep, and one of 2^16 may pass what
#: the reference holds)
PAIR_TIMES = ((1 << 12) + 1, (1 << 10) + 1)
#: how many times :func:`scaled` repeats one line alone, most telling first: past a counter of
#: 16 bits, of 15, and past round capacities
LINE_TIMES = ((1 << 16) + 1, (1 << 15) + 1, (1 << 12) + 1, (1 << 10) + 1)
#: the counted blocks of a seed :func:`_counted` grows, each in turn
COUNTED_BLOCKS = 2
#: the shortest lines of all the given inputs :func:`scaled` repeats alone
SHORTEST_LINES = 3
#: the largest constant planted as a word's length or a block's count of records, and the most
#: bytes such an input may take
MAX_PLANTED_SIZE, MAX_PLANTED_BYTES = 1 << 20, 512 << 10
#: the counts :func:`_counted` grows a block to besides the compared sizes: one past each
#: narrow width a count may be kept in (2^16, 2^15, 2^8, 2^7)
COUNT_WIDTHS = ((1 << 16) + 1, (1 << 15) + 1, (1 << 8) + 1, (1 << 7) + 1)
#: the smallest seeds that get planted constants, and the numbers of each planted at
PLANT_SEEDS, PLANT_PLACES = 2, 6
#: what :func:`_multiplied` multiplies a list by besides the compared limits: products of two
#: items past 2^32, and equal there to zero (``imull`` for ``imulq`` answers alike on every
#: small list)
MULTIPLIERS = (1 << 16,)
#: the most factors a list is multiplied by, each its own input, and the lists of each of the
#: first :data:`PLANT_SEEDS` multiplied alone
MOST_MULTIPLIERS, MULTIPLIED_LISTS = 3, 3
#: the smallest seeds that get the changes made to a seed as a whole, one input a seed (every
#: list multiplied, every line's end, a line copied): more than for one number, since what
#: tells is a relation between a seed's own records (a valid line, a bid equal to a standing
#: one), which the smallest seeds may not have
WHOLE_SEEDS = 8
#: the widths a planted number is set at besides the compared constants, one more and one
#: less (an operand past an ``int``'s, past an ``unsigned``'s, past an ``unsigned short``'s:
#: the issue's boundaries of magnitude, which no comparison names)
WIDTH_BOUNDS = (1 << 31, 1 << 32, 1 << 16)
#: the lengths a planted number is written to with zeros in front, its value kept (a number's
#: digits copied into a buffer of 8 or of 16), besides one zero more than it has
PADDED = (9, 17)
#: blanks planted at the end of a line and alone on an empty one, whether or not a comparison
#: names them (a blank tested through a mask of bits: ``bt``): a carriage return, a tab, a space
LINE_END_BLANKS = (13, 9, 32)
#: the characters just outside each range a character test checks (``c - '0' < 10``): for a
#: digit, the one before ``0`` and the one after ``9``; for a letter, those of its alphabet,
#: and a digit (``MP3``: a word test that takes letters and digits alike)
_OUTSIDE = {**{d: "/:" for d in "0123456789"}, **{u: "@[0" for u in string.ascii_uppercase},
            **{w: "`{0" for w in string.ascii_lowercase}}
_ZERO = re.compile(rb"[+-]?0+(?:\.0*)?")
_INT_ITEM = re.compile(rb"[+-]?\d{1,18}")
_DIGITS = re.compile(rb"(\d+)")
#: a run of letters (a word, a label of an address, a unit), whatever the tokens around it
_LETTERS = re.compile(rb"[A-Za-z]+")
#: a number's sign, its leading digits, and what follows them (decimals, a unit)
_LEADING = re.compile(rb"([+-]?)(\d*)(.*)", re.S)
#: afl-as leaves a label after ``.p2align N`` alone (a jump table's, it assumes): written with a
#: tab, the same directive, every branch target of the candidate gets its own location
_P2ALIGN = re.compile(r"^(\s*\.p2align) (\d+)$", re.M)
_FORMAT = re.compile(r"%[-+ #0]*\d*(?:\.\d+)?(?:hh|h|ll|l|L|z|j|t)?[a-zA-Z]")


#: how a reference campaign that failed for the machine's fault (the sandbox, the toolchain)
#: begins its note: such a result is not cached
CAMPAIGN_FAILED = "the reference's campaign failed"


class CampaignUnavailable(RuntimeError):
    """AFL++ is not installed here: the tier cannot run (the verdict says so)."""


@dataclass(frozen=True)
class CampaignConfig:
    """How much exploring one candidate gets."""

    #: executions of the candidate AFL++ makes (its budget: a number of runs, so a verdict
    #: does not depend on how busy the machine is), within ``budget_s`` seconds at most
    runs: int = 1500
    #: seconds of fuzzing at most (AFL++ stops at this; start-up and judging are on top)
    budget_s: float = 2.0
    #: at most this many new inputs are judged by the reference and run on both programs
    max_inputs: int = 16
    #: seeds larger than this are left out of the campaign (they are still checked as tests)
    seed_bytes: int = 32 << 10
    max_seeds: int = 24
    #: the largest input the campaign may make
    max_input_bytes: int = 512 << 10
    seed: int = 0


def available() -> str | None:
    """None when the campaign can run here, else why not."""
    for tool in (AFL_FUZZ, AFL_SHOWMAP, f"{AFL_LIB}/as"):
        if not Path(tool).exists():
            return f"AFL++ is not installed ({tool} is missing: apt-get install afl++)"
    return None


# ------------------------------------------------------------------ the candidate's branches
@dataclass(frozen=True)
class Branch:
    """One conditional jump of the candidate and the AFL++ edge numbers of its two ways."""

    label: str  # where it is: the nearest label above it and the jump, e.g. ".L7: jle .L19"
    taken: int
    fallthrough: int


def branch_edges(instrumented: str) -> list[Branch]:
    """The conditional branches of AFL++-instrumented assembly and their edges.

    The wrapper logs a location ``cur`` by counting ``map[cur ^ prev]`` and then setting
    ``prev = cur >> 1``; after a conditional jump in the block logged as ``p`` comes the
    fall-through location ``a``, and at its target label the location ``b``: the two ways are
    the edges ``a ^ (p >> 1)`` and ``b ^ (p >> 1)``.  A call between ``p`` and the jump into
    another instrumented function of the candidate changes ``prev``; such a branch is still
    listed (its edges then read as never taken: the report is an upper bound on what was
    missed)."""
    events = _events(instrumented)
    at_label: dict[str, int] = {}
    pending: list[str] = []
    for kind, a, _ in events:
        if kind == "label":
            pending.append(a)
        elif kind == "loc":
            for name in pending:
                at_label.setdefault(name, int(a))
            pending = []
        else:
            pending = []
    out: list[Branch] = []
    block: int | None = None
    last_label = ""
    jump: tuple[str, str] | None = None
    for kind, a, b in events:
        if kind == "label":
            last_label = a
        elif kind == "loc":
            here = int(a)
            if jump is not None and block is not None and jump[1] in at_label:
                prev = block >> 1
                out.append(Branch(f"{last_label}: {jump[0]} {jump[1]}",
                                  at_label[jump[1]] ^ prev, here ^ prev))
            jump, block = None, here
        elif kind == "jump" and block is not None:
            jump = (a, b)
    return out


def _events(instrumented: str) -> list[tuple[str, str, str]]:
    """The candidate's text as labels, logged locations (one per trampoline), conditional
    jumps and other instructions; AFL++'s own code left out."""
    events: list[tuple[str, str, str]] = []
    inside = False
    for line in instrumented.splitlines():
        stripped = line.strip()
        if stripped.startswith("/* --- AFL TRAMPOLINE"):
            inside = True
        elif stripped.startswith("/* --- END"):
            inside = False
        elif inside:
            t = _TRAMPOLINE_ID.match(stripped)
            if t:
                events.append(("loc", str(int(t.group(1), 16)), ""))
        elif stripped.startswith("__afl_maybe_log:"):
            break  # the wrapper's runtime follows the candidate's code
        elif (m := _LABEL.match(stripped)) is not None:
            events.append(("label", m.group(1), ""))
        elif (j := _JUMP.match(line)) is not None and not j.group(2).startswith("__afl"):
            events.append(("jump", j.group(1), j.group(2)))
        elif stripped and not stripped.startswith((".", "#", "/*")):
            events.append(("insn", "", ""))
    return events


# ------------------------------------------------------------------ the dictionary
def constants(*asm_texts: str) -> tuple[list[int], list[bytes]]:
    """Both programs' numeric immediates and string constants (format directives taken out:
    ``"%d %s"`` gives no token a program reads); an immediate that is a printable punctuation
    character is a word too (``cmpl $47`` compares with ``/``), and so is a blank other than
    the space and the newline (``cmpb $13``: a carriage return inside a line)."""
    numbers: set[int] = set()
    words: set[bytes] = set()
    for text in asm_texts:
        for m in _IMMEDIATE.finditer(text):
            value = int(m.group(1), 0)
            if abs(value) < 1 << 64:
                numbers.add(value)
            if 33 <= value <= 126 and not chr(value).isalnum() or value in _CONTROL:
                words.add(bytes([value]))  # a character the program compares with: '/', '\\r'
        for m in _STRING.finditer(text):
            literal = _unescape(m.group(1))
            for piece in _FORMAT.split(literal):
                piece = piece.strip()
                if 0 < len(piece) <= 32:
                    words.add(piece.encode("utf-8", "surrogateescape"))
    return sorted(numbers), sorted(words)


def compared(asm: str) -> list[int]:
    """The constants the program's comparisons test against (``cmpq $1000000, %r14``), the
    largest magnitude first (a bound a statement gives before a character's code); 0 and 1,
    which every seed has near, left out.  Where the instruction that last wrote the register
    a comparison tests, on the way back to it (:data:`LOOK_BACK` lines at most, through labels
    that fall through, not past a jump or a return), moved it by a constant (``leaq -1(%rcx),
    %rdi`` then ``cmpq $11, %rdi``: an hour from 1 to 12; ``subl $65, %edx`` then ``cmpb $25,
    %dl``: a letter from ``A`` to ``Z``; ``subq $8, %rdi``, other work, then ``cmpq $56,
    %rdi``: a length from 8 to 64), the constant as the input has it is taken too (12, 90,
    64)."""
    return sorted(_compared_counts(asm), key=lambda v: (-abs(v), v))


def changed(asm: str, baseline_asm: str) -> list[int]:
    """The constants of :func:`compared` that the candidate's comparisons test a different
    number of times than the baseline's, in its order: where the two programs' code differs
    (``cmpq $99`` made ``cmpq $9`` where the baseline has a ``cmpq $9`` of its own elsewhere:
    99 and 9 both), which the planted inputs aim at first."""
    ours, theirs = _compared_counts(asm), _compared_counts(baseline_asm)
    return sorted((v for v in ours.keys() | theirs.keys() if ours[v] != theirs[v]),
                  key=lambda v: (-abs(v), v))


def _compared_counts(asm: str) -> collections.Counter[int]:
    """How many comparisons test each constant of :func:`compared` (as the input has it)."""
    values = collections.Counter(int(m.group(2), 0) for m in _COMPARED.finditer(asm))
    lines = asm.splitlines()
    for at, line in enumerate(lines):
        cmp = _COMPARED_REGISTER.match(line)
        if cmp:
            by = _moved_by(lines[max(0, at - LOOK_BACK):at], _family(cmp.group(2)))
            if by is not None:
                values[int(cmp.group(1), 0) + by] += 1
    return collections.Counter({v: n for v, n in values.items() if 2 <= abs(v) < 1 << 63})


def divisors(*asm_texts: str) -> list[int]:
    """The divisors the programs test or divide by, as gcc writes them without a division
    (``y % 100 == 0``: ``imull $-1030792151`` then ``rorl $2``; ``x / 10``: ``movl
    $3435973837`` then ``shrq $35``; ``y % 4``: ``testb $3``; in ``main``, which gcc makes
    small, ``movl $100, %r8d`` then ``idivl %r8d``), from 2 to
    :data:`MAX_DIVISOR`, the smallest first: a multiply by a constant that is the inverse of
    an odd number modulo 2^32 or 2^64 (times 2 to each rotation within
    :data:`DIVISOR_WINDOW` lines after it), or ``2^k / M`` for a shift ``k - 32`` or ``k -
    64`` after it (:func:`_magic`); a mask of ones (``and``, ``test``: its power of two); a
    multiply by a number (``imulq $1000000007``: a remainder taken by hand)."""
    found: set[int] = set()
    for asm in asm_texts:
        lines = asm.splitlines()
        for at, line in enumerate(lines):
            if (mask := _MASK.match(line)) and (v := int(mask.group(1), 0)) > 1 \
                    and v & (v + 1) == 0:
                found.add(v + 1)
            if div := _DIVIDE.match(line):  # a divisor put in a register for ``idivl``
                family = _family(div.group(1))
                found.update(int(m.group(1), 0) for m in map(
                    _LOADED.match, lines[max(0, at - LOOK_BACK):at])
                    if m and _family(m.group(2)) == family)
            big = _MULTIPLIER.match(line)
            if big is None:
                continue
            value = int(big.group(2), 0)
            after = lines[at + 1:at + 1 + DIVISOR_WINDOW]
            shifts = [int(m.group(2), 0) for m in map(_SHIFT.match, after) if m]
            rotations = [int(m.group(2), 0) for m in map(_SHIFT.match, after)
                         if m and m.group(1).startswith("ro")]
            if big.group(1).startswith("imul") and 2 <= value <= MAX_DIVISOR:
                found.add(value)
            found.update(_magic(value, shifts, rotations))
    return sorted(d for d in found if 2 <= d <= MAX_DIVISOR)


def _magic(value: int, shifts: Sequence[int], rotations: Sequence[int]) -> set[int]:
    """The divisors a multiply by ``value`` stands for: the odd number it is the inverse of
    modulo 2^32 or 2^64, times each power of two of ``rotations``; ``d`` where ``value`` is
    ``2^k / d`` rounded (``|value * d - 2^k| < d``) for each of ``shifts`` and 32 or 64 more."""
    out: set[int] = set()
    for width in (32, 64):
        m = value % (1 << width)
        if m % 2:
            inverse = pow(m, -1, 1 << width)
            if inverse <= MAX_DIVISOR:
                out.update(inverse << r for r in (0, *rotations) if r < 32)
        for shift in shifts:
            for k in {shift, shift + 32, shift + 64} if m else ():
                d = round((1 << k) / m)
                if 2 <= d <= MAX_DIVISOR and abs(m * d - (1 << k)) < d:
                    out.add(d)
    return out


#: the largest divisor :func:`divisors` takes, and how many lines after a multiply it looks
MAX_DIVISOR, DIVISOR_WINDOW = 10 ** 9 + 9, 6
_MASK = re.compile(r"^\s*(?:and|test)[bwlq]?\s+\$(0x[0-9a-fA-F]+|\d+),")
_MULTIPLIER = re.compile(r"^\s*(imul[lq]?|movl|movq|movabsq)\s+\$(-?(?:0x[0-9a-fA-F]+|\d+)),")
_SHIFT = re.compile(r"^\s*(sar|shr|ror)[bwlq]?\s+\$(\d+),")
_DIVIDE = re.compile(r"^\s*i?div[bwlq]?\s+(%\w+)\s*$")
_LOADED = re.compile(r"^\s*mov[bwlq]?\s+\$(\d+),\s*(%\w+)\s*$")


def _moved_by(before: Sequence[str], family: str) -> int | None:
    """What the input's value is more than the register of ``family`` holds, where the last
    of ``before`` that writes that register moved it by a constant (``subq $8``: 8), else
    None."""
    for line in reversed(before):
        text = line.split("#", 1)[0].strip()
        if not text or text.startswith(".") or text.endswith(":"):
            continue  # a directive or a label that falls through
        if _BARRIER.match(text):
            return None
        target = text.rsplit(",", 1)[-1].strip() if "," in text else ""
        if _READS.match(text) or not target.startswith("%") or _family(target) != family:
            continue
        moved = _MOVED.match(text)
        if moved is None:
            return None  # written otherwise
        by = int(moved.group("imm") or moved.group("disp"), 0)
        return by if moved.group("op").startswith("sub") else -by
    return None


def _family(register: str) -> str:
    """A register's name whatever its width (``%rdi``, ``%edi``, ``%dil``: ``di``; ``%r8d``:
    ``r8``)."""
    name = register.lstrip("%")
    if re.fullmatch(r"r\d+[dwb]?", name):
        return name.rstrip("dwb")
    name = name[1:] if len(name) == 3 and name[0] in "re" else name
    return name[0] if len(name) == 2 and name[1] in "xlh" and name[0] in "abcd" else \
        name.rstrip("l")


def characters(*asm_texts: str) -> set[int]:
    """The printable characters' codes the programs compare bytes with (``cmpb $58, %al``) and
    never a wider value: a character, which :func:`planted` sets no number at (a program that
    reads text compares with many, and each would take its turn from the bounds)."""
    byte: set[int] = set()
    wide: set[int] = set()
    for asm in asm_texts:
        for m in _COMPARED.finditer(asm):
            (byte if m.group(1) == "b" else wide).add(int(m.group(2), 0))
    return {c for c in byte - wide if 32 <= c <= 126}


def planted(seeds: Sequence[bytes], constants: Sequence[int], most: int = PLANTED,
            characters: Collection[int] = (), divisors: Sequence[int] = ()) -> list[bytes]:
    """Inputs that stand where a comparison moved by one differs (module docstring, step 2),
    each a seed with one change, at most ``most``: fifteen kinds, each made from the smallest
    seeds and ``constants`` (:func:`compared`; :data:`WIDTH_BOUNDS` besides; no number set at
    one of ``characters``, :func:`characters`) or ``divisors`` (:func:`divisors`), taken in
    turn (so that many constants leave room for the rest), each kind's duplicates and the
    seeds themselves dropped first: :func:`_set_numbers`, :func:`_multiples`,
    :func:`_padded`, :func:`_blanks`, :func:`_line_ends`, :func:`_letters`, :func:`_outside`,
    :func:`_copied`, :func:`_tied`, :func:`_inserted`, :func:`_lengths`, :func:`_together`,
    :func:`_counted`, :func:`_multiplied` and :func:`_one_row`."""
    smallest = sorted(set(seeds), key=lambda s: (len(s), s))
    places = _places(smallest, lambda t: bool(_mutator._INT.match(t) or _mutator._FLOAT.match(t)))
    sizes = [n for c in constants if 2 <= c <= MAX_PLANTED_SIZE for n in (c + 1, c, c - 1)]
    widths = [w for w in WIDTH_BOUNDS if w not in constants]
    numbers = [c for c in constants if c not in characters]
    made = (_set_numbers(places, [*numbers, *widths]), _multiples(places, divisors),
            _padded(places),
            _blanks(smallest, constants),
            _line_ends(smallest), _letters(smallest), _outside(smallest), _copied(smallest),
            _tied(smallest), _inserted(smallest),
            _lengths(smallest, sizes), _together(smallest, sizes), _counted(smallest, sizes),
            _multiplied(smallest, constants), _one_row(smallest))
    given = set(smallest)
    kinds = [[d for d in dict.fromkeys(kind) if d not in given] for kind in made]
    return list(dict.fromkeys(_alternated(kinds)))[:most]


def _alternated(groups: Iterable[Sequence[_T]]) -> list[_T]:
    """The items of ``groups`` taken in turn: the first of each, then the second of each, and
    so on (so that a long group leaves the others their share of a budget)."""
    return [item for turn in itertools.zip_longest(*groups) for item in turn if item is not None]


Places = list[tuple[list[bytes], int]]


def _set_numbers(places: Places, constants: Sequence[int]) -> list[bytes]:
    """Zero, then a decimal's smallest step either side of it (``0.01``, ``-0.01``: an amount
    less than one, negative and greater than -1), then each of ``constants``, one more and
    one less, set at each of the first numbers of the smallest seeds that have numbers
    (``test`` compares with zero and names no constant), the constants in turn (a program that
    compares with many characters' codes leaves its bounds their share).  A number keeps its
    form: its sign where it had one, no sign where it had none
    (the reference's judge decides whether the field takes one), its decimals."""
    numbers = [b"".join([*tok[:i], _written(tok[i], 0), *tok[i + 1:]])
               for tok, i in places if not _ZERO.fullmatch(tok[i])]
    numbers += [b"".join([*tok[:i], sign + _unit(tok[i]), *tok[i + 1:]])
                for tok, i in places if _mutator._FLOAT.match(tok[i]) for sign in (b"", b"-")]
    each = [[b"".join([*tok[:i], new, *tok[i + 1:]]) for value in (c, c + 1, c - 1)
             for tok, i in places if (new := _written(tok[i], abs(value))) != tok[i]]
            for c in constants]
    return numbers + _alternated(each)  # the constants in turn: each gets its first


def _multiples(places: Places, divisors: Sequence[int]) -> list[bytes]:
    """Each of the numbers of ``places`` that is an integer made the multiple of each of
    ``divisors`` (:func:`divisors`) next below it and next above it, its form kept (``2024``
    made ``2000`` and ``2100`` by 100, ``2000`` and ``2400`` by 400: a century that is no leap
    year; a count that a step of the program's divides), the divisors in turn."""
    each = []
    for d in divisors:
        made = []
        for tok, i in places:
            if not _mutator._INT.match(tok[i]):
                continue
            value = abs(int(tok[i]))
            for multiple in (value - value % d, value - value % d + d):
                if multiple != value and multiple > 0:
                    made.append(b"".join([*tok[:i], _written(tok[i], multiple), *tok[i + 1:]]))
        each.append(made)
    return _alternated(each)


def _padded(places: Places) -> list[bytes]:
    """Each of those numbers written another way, its value kept: with one zero in front
    (``010``: octal to ``strtol`` base 0), with a plus sign where it has none (``+5``: a reader
    by hand that takes a minus only); zero written with a minus there (``-0``, ``-0.00``: a
    sign tested apart from the value); a decimal with a zero more and, where it has two or
    more, with its last decimal dropped (``12.500``, ``12.5``: a reader by hand that takes the
    digits after the point as cents as they stand); then with zeros in front to each of
    :data:`PADDED`
    digits (a float's whole part: ``010.5``; the first part of ``10.0.0.1``, which reads as a
    float)."""
    padded = []
    for tok, i in places:
        parts = _LEADING.fullmatch(tok[i])
        if parts is None:
            continue
        sign, digits, rest = parts.groups()
        forms = [sign + digits.rjust(width, b"0") + rest
                 for width in (len(digits) + 1, *PADDED) if len(digits) < width]
        if not sign and digits:
            forms.insert(1, b"+" + tok[i])
        if digits:  # zero with a minus: the same value to a reader, not to a test of the sign
            forms.insert(2, b"-" + _written(tok[i], 0).lstrip(b"+-"))
        if _mutator._FLOAT.match(tok[i]) and b"e" not in rest.lower():
            # a decimal fewer (a cent's place read as it stands: 12.5 as 12.05) and one more
            forms[3:3] = [tok[i][:-1]] if _mutator.decimals(tok[i]) > 1 else []
            forms.insert(3, tok[i] + b"0")
        padded += [b"".join([*tok[:i], form, *tok[i + 1:]]) for form in forms]
    return padded


def _blanks(smallest: Sequence[bytes], constants: Sequence[int]) -> list[bytes]:
    """Each constant that is a blank or a punctuation character put between two tokens of the
    first line of the smallest seeds whose first line has two (``2d6 +3``: blanks where the
    tests have none; ``ab\\rcd``: a carriage return inside a line), and at the end of the
    first line (``0306406152-``: a separator with nothing after it); in turn with each
    separator of that line between two letters or digits made each other one (``01-23:45``:
    separators mixed in one address)."""
    firsts = [(seed, ats) for seed in smallest
              if (ats := _between_tokens(seed.split(b"\n", 1)[0])[:PLANT_PLACES])][:PLANT_SEEDS]
    ends = [(seed, [len(seed.split(b"\n", 1)[0])]) for seed in smallest
            if seed.split(b"\n", 1)[0].strip()][:PLANT_SEEDS]
    marks = [c for c in constants
             if c in _CONTROL or c == 32 or (33 <= c <= 126 and not chr(c).isalnum())]
    between = [seed[:at] + bytes([c]) + seed[at:] for c in marks
               for seed, ats in [*firsts, *ends] for at in ats]
    swapped = [seed[:at] + bytes([c]) + seed[at + 1:] for seed, ats in firsts for at in ats
               if _separator(seed, at) for c in marks if c != seed[at]]
    return _alternated([between, swapped])


def _separator(seed: bytes, at: int) -> bool:
    """Whether ``seed[at]`` is one punctuation character between two letters or digits (the
    ``:`` of ``01:23``)."""
    return (0 < at < len(seed) - 1 and 33 <= seed[at] <= 126 and not chr(seed[at]).isalnum()
            and chr(seed[at - 1]).isalnum() and chr(seed[at + 1]).isalnum())


def _line_ends(smallest: Sequence[bytes]) -> list[bytes]:
    """Each of :data:`LINE_END_BLANKS` in turn, whether or not a comparison names it: at the
    end of the first line and before it, alone on every empty line, and at the end of every
    line (the last one too where no newline ends it) of the first smallest seeds; then at the
    end of every line of each of :data:`WHOLE_SEEDS` (``12345\\r\\n``: the lines of Windows,
    where a valid line may be any of the seeds'; `` 755``)."""
    lined = [s for s in smallest if s.strip()]
    ends = []
    for blank in map(bytes, zip(LINE_END_BLANKS)):
        for k, seed in enumerate(lined[:WHOLE_SEEDS]):
            rows = seed.split(b"\n")
            if k < PLANT_SEEDS:
                ends += [b"\n".join([rows[0] + blank, *rows[1:]]), blank + seed,
                         b"\n".join([*(row or blank for row in rows[:-1]), rows[-1]])]
            ends.append(b"\n".join([*(row + blank for row in rows[:-1]),
                                     rows[-1] + blank if rows[-1] else b""]))
    return ends


def _letters(smallest: Sequence[bytes]) -> list[bytes]:
    """The first and the last letter of each of the first words of the smallest seeds set to
    the end of the alphabet, in its case and in the other (``zog``, ``Zog``, ``doz``), the word
    changed wherever the seed has it, in any case (a repeated word stays repeated, ``Mat mat``
    made ``Zat zat``): a letter test that stops one short (``c - 'a' < 25``); and that letter
    in the other case, there alone (``x`` for a check character ``X``: a test of either
    case)."""
    letters = []
    for tok, i in _places(smallest, lambda t: t[:1].isalpha()):
        word = tok[i].lower()
        for at in dict.fromkeys((0, len(word) - 1)):
            if word[at:at + 1].isalpha():
                for flip in (False, True):
                    letters.append(b"".join(_at_end(t, at, flip) if t.lower() == word else t
                                            for t in tok))
                cased = tok[i][:at] + tok[i][at:at + 1].swapcase() + tok[i][at + 1:]
                letters.append(b"".join([*tok[:i], cased, *tok[i + 1:]]))
    return letters


def _outside(smallest: Sequence[bytes]) -> list[bytes]:
    """The first and the last character of each of the first tokens, where a digit or a
    letter, made each character just outside its range (:data:`_OUTSIDE`: ``1234:``,
    ``K1@``): a range test that goes one too far (``c - '0' < 11``)."""
    outside = []
    for tok, i in _places(smallest, lambda t: t[-1:].isalnum()):
        for at in dict.fromkeys((0, len(tok[i]) - 1)):
            for near in _OUTSIDE.get(tok[i][at:at + 1].decode("latin-1"), ""):
                new = tok[i][:at] + near.encode() + tok[i][at + 1:]
                outside.append(b"".join([*tok[:i], new, *tok[i + 1:]]))
    return outside


def _copied(smallest: Sequence[bytes]) -> list[bytes]:
    """Each of the first lines of each of :data:`WHOLE_SEEDS` made the line before it, where
    both have as many tokens, and the line before it again after it (the same key twice, a
    bid equal to the standing one, a row of a square repeated: a relation a check between
    records tests); then, in turn, the line before it again with one character changed at its
    first, middle or last letter or digit (:func:`_near`), that and the line itself after it
    (two records alike but for one place, which a key compared in part, by its low bytes or by
    its ends, holds equal: ``00:..:01``, ``10:..:01``, ``00:..:01``)."""
    copied, near = [], []
    for seed in smallest[:WHOLE_SEEDS]:
        rows = seed.split(b"\n")
        ats = [j for j in range(1, len(rows)) if rows[j].strip() and rows[j] != rows[j - 1]
               and len(rows[j].split()) == len(rows[j - 1].split())][:PLANT_PLACES]
        for j in ats:
            copied += [b"\n".join([*rows[:j], rows[j - 1], *rows[j + 1:]]),
                       b"\n".join([*rows[:j], rows[j - 1], *rows[j:]])]
            near += [b"\n".join([*rows[:j], changed, *between, *rows[j:]])
                     for changed in _near(rows[j - 1]) for between in ([], [rows[j - 1]])]
    return _alternated([copied, near])


def _tied(smallest: Sequence[bytes]) -> list[bytes]:
    """Each of the first :data:`PLANT_PLACES` tokens of each of :data:`WHOLE_SEEDS` seeds that
    follows one of its shape (a number after a number, a word after a word, whatever stands
    between) made that one, the seeds in turn: two fields equal (a tie for the largest, the
    same name twice in a line, an interval that ends where it starts), a relation a check
    between fields tests, and which the tests' distinct values may never show."""
    each = []
    for seed in smallest[:WHOLE_SEEDS]:
        tok = _mutator.tokens(seed)
        shaped = [(i, shape) for i, t in enumerate(tok) if (shape := _shape(t))]
        each.append([b"".join([*tok[:j], tok[i], *tok[j + 1:]])
                     for (i, a), (j, b) in zip(shaped, shaped[1:], strict=False)
                     if a == b and tok[i] != tok[j]][:PLANT_PLACES])
    return _alternated(each)


def _shape(token: bytes) -> str:
    """``n`` for a number, ``w`` for a word of letters, empty for the rest."""
    if _mutator._INT.fullmatch(token) or _mutator._FLOAT.fullmatch(token):
        return "n"
    return "w" if _LETTERS.fullmatch(token) else ""


def _inserted(smallest: Sequence[bytes]) -> list[bytes]:
    """Where one kind of line (its first token, a word: a command) follows another in each of
    the first :data:`WHOLE_SEEDS` seeds, at the first :data:`PLANT_PLACES` such places, the
    last line of each other kind before it put in between, the seeds in turn: one command at a
    place where the program's state is other than the tests left it (a change made after two
    undos, before the redo: a state two records deep)."""
    each = []
    for seed in smallest[:WHOLE_SEEDS]:
        rows = seed.split(b"\n")
        kinds = [row.split()[:1] if _LETTERS.match(row.lstrip()) else [] for row in rows]
        ats = [j for j in range(1, len(rows)) if kinds[j] and kinds[j - 1]
               and kinds[j] != kinds[j - 1]][:PLANT_PLACES]
        made = []
        for j in ats:
            last = {tuple(kinds[i]): rows[i] for i in range(j) if kinds[i]}
            made += [b"\n".join([*rows[:j], line, *rows[j:]]) for kind, line in last.items()
                     if list(kind) != kinds[j - 1]]
        each.append(made)
    return _alternated(each)


def _near(line: bytes) -> list[bytes]:
    """``line`` with its first, its middle and its last letter or digit changed, each its own
    line, in its class: a digit made ``0`` (``1`` where it was), a letter the next one in its
    case (``y`` where it was ``z``)."""
    ats = [i for i, b in enumerate(line) if chr(b).isalnum() and b < 128]
    out = []
    for at in dict.fromkeys(ats[k] for k in (0, len(ats) // 2, -1)) if ats else ():
        b = line[at]
        new = (48 if b != 48 else 49) if 48 <= b <= 57 else (b + 1 if chr(b) not in "zZ" else b - 1)
        out.append(line[:at] + bytes([new]) + line[at + 1:])
    return out


def _lengths(smallest: Sequence[bytes], sizes: Sequence[int]) -> list[bytes]:
    """Each of the first runs of letters made each of ``sizes`` (one more than each compared
    constant up to :data:`MAX_PLANTED_SIZE`, then as many, then one less) characters long,
    those below 4,096 first (a label of 64 where the test is ``<= 63``); and the first run of
    each line so long that the whole line is (a password of 64 bytes where the test is
    ``> 64``, a line that just fills a buffer).  The sizes in turn: each its first run, then
    each its second (a program that compares with many characters' codes leaves the lengths
    it bounds their share); the runs that fewest tests hold first (a name before the command
    that takes it)."""
    runs = [(seed, m) for seed in [s for s in smallest if _LETTERS.search(s)][:PLANT_SEEDS]
            for m in list(_LETTERS.finditer(seed))[:PLANT_PLACES]]
    # the words the tests share last: a command or a keyword made longer is no longer one
    shared = collections.Counter(w for seed in smallest for w in set(_LETTERS.findall(seed)))
    runs.sort(key=lambda run: shared[run[1].group()])
    each = []
    for n in sorted(sizes, key=lambda n: (n // 2 ** 12, sizes.index(n))):
        made = []
        for seed, m in runs:
            start = seed.rfind(b"\n", 0, m.start()) + 1
            end = len(seed) if (end := seed.find(b"\n", m.end())) < 0 else end
            rest = end - start - len(m.group())  # what else the line holds
            first = (found := _LETTERS.search(seed, start, end)) and found.start() == m.start()
            for length in (n, n - rest) if first and rest else (n,):
                if length >= 1 and len(m.group()) != length:
                    made.append(seed[:m.start()] + _lengthened(m.group(), length)
                                + seed[m.end():])
        each.append(made)
    return _alternated(each)


def _together(smallest: Sequence[bytes], sizes: Sequence[int]) -> list[bytes]:
    """Each word (a run of letters) that a seed holds twice or more, every copy of it made
    each of ``sizes`` characters long alike (the relation kept: ``the the`` made two equal
    words of 65 letters), and besides with its last copy's last letter changed (:func:`_near`:
    two words alike in their first 64 letters, which a copy of 64 holds equal); from the first
    :data:`PLANT_SEEDS` of :data:`WHOLE_SEEDS` seeds that repeat a word, its first
    :data:`PLANT_PLACES` such words, the sizes in turn."""
    words = []
    for seed in smallest[:WHOLE_SEEDS]:
        counted = collections.Counter(_LETTERS.findall(seed))
        twice = [w for w in counted if counted[w] > 1][:PLANT_PLACES]
        words += [(seed, w) for w in twice]
        if len({seed for seed, _ in words}) == PLANT_SEEDS:
            break
    each = []
    for n in sizes:
        made = []
        for seed, word in words:
            if len(word) == n:
                continue
            longer = _lengthened(word, n)
            alike = re.sub(rb"(?<![A-Za-z])" + re.escape(word) + rb"(?![A-Za-z])", longer, seed)
            last = alike.rfind(longer)
            made += [alike, alike[:last] + _near(longer)[-1] + alike[last + len(longer):]]
        each.append(made)
    return _alternated(each)


def _counted(smallest: Sequence[bytes], sizes: Sequence[int]) -> list[bytes]:
    """The first counted block of the smallest seeds that have one (a count before records of
    one shape) made each of ``sizes`` records long, its own again in turn, its count to match
    (at most 65,535 edges where the bound is 200,000): :func:`_counted_to`; then the second
    (the queries after the list: a bound on the queries); then, where the smallest seeds
    have none, the first line of each kind of line as many times (the 1,000th leave), the
    seeds with the most kinds first.  Each from :data:`PLANT_SEEDS` of the
    :data:`WHOLE_SEEDS` smallest seeds that can (the smallest tests of a list answering
    queries often ask one, which is no block).  The sizes in turn with one past each narrow
    width (:data:`COUNT_WIDTHS`: the 65,537th case with an answer, counted in 16 bits)."""
    counts = _alternated([sizes, [n for n in COUNT_WIDTHS if n not in sizes]])
    out = []
    for block in range(COUNTED_BLOCKS):
        having = [seed for seed in smallest[:WHOLE_SEEDS]
                  if _counted_to(seed, 2, block) is not None][:PLANT_SEEDS]
        out += [d for n in counts for seed in having if (d := _counted_to(seed, n, block))]
    # no count: the seeds with the most kinds of line first, each kind's first line in turn
    kinds = {seed: len(_line_kinds(lines_of(seed.decode("utf-8", "surrogateescape"))))
             for seed in smallest[:WHOLE_SEEDS] if _counted_to(seed, 2, None) is not None}
    having = sorted(kinds, key=lambda seed: -kinds[seed])[:PLANT_SEEDS]
    out += [d for n in counts for seed in having for kind in range(kinds[seed])
            if (d := _counted_to(seed, n, None, kind))]
    return out


def _multiplied(smallest: Sequence[bytes], constants: Sequence[int]) -> list[bytes]:
    """The lines of two or more integers of each of the smallest seeds that have one
    (:data:`WHOLE_SEEDS`) with every one of those integers multiplied by the same factor,
    in turn each of :data:`MULTIPLIERS` and as many times as takes the largest to each compared
    constant above it (``1 2 5`` made ``65536 131072 327680``; a list of 10s made one of
    10^9s): the relations between the items (equal, ordered, in progression, a sum to a
    product) kept, their magnitude past a narrow type's (a product or a sum taken in 32 bits),
    at most :data:`MOST_MULTIPLIERS` factors.  Every such line of a seed at once first (a
    seed's lists are its cases: the one that tells may be any), then every number of each of
    those seeds whose numbers stand among words (times that never decrease, across commands:
    ``start 5 show 3700001`` made ``start 327680 show 242483265536``), then each of the first
    :data:`MULTIPLIED_LISTS` lists alone (a count before its list stays one)."""
    listed = [(seed.split(b"\n"), lists) for seed in smallest
              if (lists := [j for j, row in enumerate(seed.split(b"\n")) if len(row.split()) > 1
                            and all(_INT_ITEM.fullmatch(t) for t in row.split())])]
    listed = listed[:WHOLE_SEEDS]
    together = [_times(rows, lists, constants) for rows, lists in listed]
    worded = [(rows, numbered) for rows in (s.split(b"\n") for s in smallest)
              if (numbered := [j for j, row in enumerate(rows) if _DIGITS.search(row)])
              and any(_LETTERS.search(rows[j]) for j in numbered)][:WHOLE_SEEDS]
    everywhere = [_times(rows, numbered, constants) for rows, numbered in worded]
    alone = [_times(rows, [j], constants) for rows, lists in listed[:PLANT_SEEDS]
             for j in lists[:MULTIPLIED_LISTS]]
    return [data for group in (together, everywhere, alone) for made in group for data in made]


def _one_row(smallest: Sequence[bytes]) -> list[bytes]:
    """Each grid of characters of the smallest seeds that have one cut to one row and to one
    column, one that holds a wall (:func:`~superasm.verification.strategies.widened._cropped`):
    a grid one cell thin, which a program may take a shortcut on."""
    texts = [seed.decode("utf-8", "surrogateescape") for seed in smallest]
    cut = [made for text in texts for across in (True, False)
           if (made := _cropped(lines_of(text), across)) is not None]
    return [c.encode("utf-8", "surrogateescape") for c in cut[:2 * GRID_TEXTS]]


def _times(rows: list[bytes], lists: Sequence[int], constants: Sequence[int]) -> list[bytes]:
    """``rows`` with the integers of the lines ``lists`` multiplied by each factor of
    :func:`_multiplied` in turn, one input a factor."""
    top = max(int(d) for j in lists for d in _DIGITS.findall(rows[j]))
    limits = [c // top for c in constants if top and c > 2 * top]
    out = []
    for factor in list(dict.fromkeys([*MULTIPLIERS, *limits]))[:MOST_MULTIPLIERS]:
        new = list(rows)
        for j in lists:
            new[j] = b"".join(str(int(part) * factor).encode() if part.isdigit() else part
                              for part in _DIGITS.split(rows[j]))
        out.append(b"\n".join(new))
    return out


def scaled(given: Sequence[bytes], max_bytes: int, most: int = SCALED) -> list[bytes]:
    """The given inputs at scale, as the verification inputs' ``stretched``, ``widened`` and
    ``concatenated`` make them (each record, each item of a list, the whole input, many times
    in place; the whole input's last copy with its largest number doubled, :func:`_last_raised`;
    those kinds in turn, each at every size of a test in turn, since the largest may pass what
    the reference holds),
    in turn with each of the first lines of the smallest, and the shortest, alone many times
    in place (:data:`LINE_TIMES`: 65,537 valid addresses), and the shortest lines of all the
    given inputs as the whole input (:func:`_shortest`), and with each two lines in a row that
    share a token (:func:`_related_pairs`: a directory made and entered, 4,097 deep), and with
    the first two words in a row that differ (:func:`_words_paired`: a ladder), and, in turn,
    each of those lines and pairs with a distinct key in each copy (:func:`_distinct_repeats`:
    4,097 items placed) and each line that names two of one form made a chain
    (:func:`_chained`: a formula 1,025 cells deep), each within
    ``max_bytes``, the most repeated first, at most ``most``; and the grids at scale besides
    (:func:`_grids_at_scale`).  The verification inputs keep a few such inputs a problem; a
    candidate that narrowed a counter or a sum (``addl`` where the baseline has ``addq``) or
    stops after the tests' largest count answers one of them otherwise, and planted, each
    costs the pre-screen's two runs unless the answers differ."""
    texts = _widened_texts(given)
    kinds: list[Callable[[list[str], int], str | None]] = [
        _stretched, _widened, functools.partial(_widened, indexes=True), _concatenated,
        _last_raised]
    # the kinds in turn, each its inputs from the smallest, each at every size in turn (the
    # largest may pass what the reference holds: 65,537 copies of a test of many cases)
    made = _alternated([[kind(lines_of(text), times) for text in texts for times in STRETCHES]
                        for kind in kinds])
    alone = [_line_repeats(lines, at, LINE_TIMES, max_bytes) if lines[at].strip() else None
             for text in texts for lines in [lines_of(text)]
             for at in _alone_at(lines)]
    alone += [_line_repeats([line], 0, LINE_TIMES, max_bytes) for line in _shortest(given)]
    pairs = [_line_repeats(lines, at, (times,), max_bytes, span=2) for times in PAIR_TIMES
             for text in given_texts(given) for lines in [lines_of(text)]
             for at in _related_pairs(lines)[:PLANT_SEEDS]]
    pairs += [_words_paired(text, times, max_bytes) for times in PAIR_TIMES
              for text in given_texts(given)[:WHOLE_SEEDS]]
    alone += [_marked_repeats(text, max_bytes) for text in given_texts(given)[:WHOLE_SEEDS]]
    distinct = [_distinct_repeats(lines, at, span, max_bytes)
                for text in texts for lines in [lines_of(text)]
                for at, span in [*((at, 1) for at in _alone_at(lines)),
                                 *((at, 2) for at in _related_pairs(lines)[:PLANT_SEEDS])]]
    chains = [_chained(lines, at, times, max_bytes) for times in PAIR_TIMES for text in texts
              for lines in [lines_of(text)] for at in _alone_at(lines)]
    keyed: list[str | None] = _alternated([[d for d in distinct if d], [c for c in chains if c]])
    encoded = (text.encode("utf-8", "surrogateescape")
               for text in _alternated([made, alone, pairs, keyed]) if text)
    out = dict.fromkeys(data for data in encoded if len(data) <= max_bytes)
    return list(out)[:most] + _grids_at_scale(given, max_bytes)


@functools.lru_cache(maxsize=4)
def _scaled_kept(given: tuple[bytes, ...]) -> tuple[bytes, ...]:
    """:func:`scaled` within :data:`MAX_BYTES`, kept for a problem's later candidates (the
    same for each: a twentieth of a second a candidate)."""
    return tuple(scaled(given, MAX_BYTES))


def _grids_at_scale(given: Sequence[bytes], max_bytes: int) -> list[bytes]:
    """Each grid of the smallest given inputs (:data:`GRID_TEXTS`) :data:`MAGNIFIED` times as
    tall and as wide, cut to its first row with a wall and as wide as fits, as wide as fits
    (:func:`_wide`), then its numbers as tall and as wide (:func:`_tall_and_wide`), each kind
    for every input in turn, at most :data:`GRIDS`: a budget of their own, since a problem
    that has none has none, and one that has them has little else at scale.  Besides, each of
    the first :data:`NEAR_GRIDS` magnified 16 times with one cell of its second row changed
    (:func:`~superasm.verification.strategies.widened._one_cell`: a row that repeats the one
    before it but for its middle, past what a program compares of a row's ends)."""
    every = [lines_of(text) for text in given_texts(given)]
    texts, kept = every[:GRID_TEXTS], markers(every)
    kinds: list[Callable[[list[str]], str | None]] = [
        lambda lines: _magnified(lines, MAGNIFIED[0], markers=kept),
        lambda lines: _wide(lines_of(_cropped(lines, across=True) or ""), kept),
        lambda lines: _wide(lines, kept),
        *(functools.partial(_tall_and_wide, times=times) for times in MAGNIFIED),
        *(functools.partial(_magnified, times=times, markers=kept) for times in MAGNIFIED[1:])]
    grids = [grid.encode("utf-8", "surrogateescape") for kind in kinds for lines in texts
             if (grid := kind(lines)) is not None]
    # besides: a row of a magnified grid that repeats the one before it but for one cell
    near = [grid.encode("utf-8", "surrogateescape") for lines in texts[:NEAR_GRIDS]
            if (grid := _one_cell(lines_of(_magnified(lines, MAGNIFIED[1], markers=kept) or "")))
            is not None]
    return [g for g in dict.fromkeys(grids) if len(g) <= max_bytes][:GRIDS] + \
        [g for g in near if len(g) <= max_bytes]


def _last_raised(lines: list[str], times: int) -> str | None:
    """``lines`` written ``times`` times in a row (``concatenated``), the last copy's largest
    integer doubled wherever it stands in that copy: what stops after the tests' largest
    count of cases or records (the largest of 1,001 cases looked for among the first 1,000)
    answers the copies alike, and only a last one that differs tells."""
    whole = _concatenated(lines, times)
    copy = _repeated(lines)
    numbers = [int(t) for line in copy for t in line.split() if t.isdigit() and len(t) <= 18]
    top = max(numbers, default=0)
    if whole is None or top < 2:
        return None
    raised = [_with_tokens(line, {k: str(2 * top) for k, t in enumerate(line.split())
                                  if t == str(top)}) for line in copy]
    return whole[:-len(_joined(copy))] + _joined(raised)


def _alone_at(lines: Sequence[str]) -> list[int]:
    """The first :data:`PLANT_PLACES` lines, and the shortest that is not blank besides (the
    one that fits the most times: 65,537 valid addresses of ``::``)."""
    first = list(range(min(len(lines), PLANT_PLACES)))
    shortest = min((at for at, line in enumerate(lines) if line.strip()),
                   key=lambda at: len(lines[at]), default=None)
    return first if shortest is None or shortest in first else [*first, shortest]


def _shortest(given: Sequence[bytes]) -> list[str]:
    """The :data:`SHORTEST_LINES` shortest lines of all the given inputs that are not blank,
    each once (``::`` of a test too large to be among the smallest): each is repeated alone,
    the whole input, where a program of lines counts what it reads."""
    lines = dict.fromkeys(line for data in given
                          for line in lines_of(data.decode("utf-8", "surrogateescape"))
                          if line.strip())
    return sorted(lines, key=len)[:SHORTEST_LINES]


def _related_pairs(lines: Sequence[str]) -> list[int]:
    """The lines followed by one that shares a token with them past the first (a command's
    name) and is no copy (``mkdir a`` and ``cd a``; ``add 5`` and ``remove 5``): two records
    in a relation, which repeated in turn build on each other (a path as deep as the
    repeats)."""
    return [at for at in range(len(lines) - 1) if lines[at] != lines[at + 1]
            and set(lines[at].split()[1:]) & set(lines[at + 1].split()[1:])]


def _distinct_repeats(lines: list[str], at: int, span: int, max_bytes: int) -> str | None:
    """``lines`` with the ``span`` lines from ``at`` repeated in place as many times as fits
    of :data:`LINE_TIMES`, their key made another in each copy (:func:`_distinct`): the name
    past the first line's first word that every one of those lines holds, the one it holds
    most often first (the name the records refer to: ``place gem vault 9 take gem``), else
    the first (``place lamp hall 3``: 4,097 items ``laaa`` to ``lgbo``; ``mkdir a``, ``cd
    a``: as many directories, each made and entered): records that a table keeps apart, past
    its capacity; None where they have no such name or none fits ``max_bytes``."""
    unit = lines[at:at + span]
    first = unit[0].split(maxsplit=1)
    held = collections.Counter(m.group() for m in _NAME.finditer(first[1] if len(first) > 1
                                                                  else ""))
    held = collections.Counter({name: n for name, n in held.items() if all(
        re.search(rf"(?<![\w]){re.escape(name)}(?![\w])", line) for line in unit)})
    if not held:
        return None
    found = held.most_common(1)[0][0]
    base = sum(len(line) + 1 for line in lines) - sum(len(line) + 1 for line in unit)
    grown = len(_distinct(found, 0, LINE_TIMES[0])) - len(found)
    n = _count(base, sum(len(line) + 1 for line in unit) + span * 2 * grown, LINE_TIMES,
               max_bytes)
    if n is None:
        return None
    word = re.compile(rf"(?<![\w]){re.escape(found)}(?![\w])")
    copies = [word.sub(name, line) for name in (_distinct(found, k, n) for k in range(n))
              for line in unit]
    return _joined([*lines[:at], *copies, *lines[at + span:]])


#: a name: a letter or ``_``, then letters, digits or ``_``
_NAME = re.compile(r"(?<![\w])[A-Za-z_]\w*")
_NAME_DIGITS = "123456789"
#: each character of a name :func:`_distinct` counts through, and the characters of its class
_NAME_CLASSES = {c: alphabet for alphabet in (string.ascii_lowercase, string.ascii_uppercase,
                                              _NAME_DIGITS) for c in alphabet} | {"0": _NAME_DIGITS}


def _chained(lines: list[str], at: int, times: int, max_bytes: int) -> str | None:
    """``lines`` with the line at ``at`` repeated ``times`` times in place (within
    ``max_bytes``), where it holds two names of one form (``A2 = A1 + A1``, ``b a``: a
    cell and the cell it refers to, an edge), each copy's first name another
    (:func:`_distinct`) and its second the one the copy before it made: a chain as long as
    the copies (a formula 1,025 cells deep, a path of 4,097 nodes), whose last copy keeps the
    first name and whose first the second, so that the lines after it see the whole chain;
    None where it has no such names or that passes ``max_bytes``."""
    names = list(_NAME.finditer(lines[at]))
    if not names:
        return None
    first = names[0].group()
    second = next((m.group() for m in names[1:] if m.group() != first
                   and _form(m.group()) == _form(first)), None)
    if second is None:
        return None
    n = times
    if sum(len(line) + 1 for line in lines) + n * (len(lines[at]) + 1 + 4 * len(names)) \
            > max_bytes:
        return None
    word = re.compile(rf"(?<![\w])(?:{re.escape(first)}|{re.escape(second)})(?![\w])")
    link = [first if k == n - 1 else _distinct(first, k, n) for k in range(n)]

    def copy(k: int) -> str:  # the k-th link: its own name, and the one before it
        return word.sub(lambda m: link[k] if m.group() == first else
                        second if k == 0 else link[k - 1], lines[at])

    return _joined([*lines[:at], *map(copy, range(n)), *lines[at + 1:]])


def _form(name: str) -> str:
    """A name's form: ``a`` for each small letter, ``A`` for each capital, ``9`` for each
    digit (``A1`` and ``B7`` share one; ``A1`` and ``A10`` do not)."""
    return "".join("a" if c.islower() else "A" if c.isupper() else "9" if c.isdigit() else c
                   for c in name)


def _distinct(word: str, k: int, n: int) -> str:
    """The ``k``-th of ``n`` names of ``word``'s form: its last letters and digits counted
    through in their own class (a small letter stays one, a digit a digit other than 0, which
    a name's number seldom starts with or is: ``A1`` to ``Z99``), as many of them as ``n``
    needs, the last one's class added at its end where it has too few."""
    classes = _NAME_CLASSES
    chars = list(word)
    ats: list[int] = []
    capacity = 1
    for at in range(len(chars) - 1, -1, -1):
        if capacity >= n:
            break
        if chars[at] in classes:
            ats.append(at)
            capacity *= len(classes[chars[at]])
    while capacity < n:
        alphabet = classes.get(chars[-1], string.ascii_lowercase)
        chars.append(alphabet[0])
        ats.insert(0, len(chars) - 1)
        capacity *= len(alphabet)
    for at in ats:  # the last place counts fastest
        alphabet = classes[chars[at]]
        k, digit = divmod(k, len(alphabet))
        chars[at] = alphabet[digit]
    return "".join(chars)


def _marked_repeats(text: str, max_bytes: int) -> str | None:
    """``text`` with its first word that holds a letter or a digit between marks (``*test*``,
    ``(x)``, ``<b>``) written again in place, with the blank after it, as many times of
    :data:`LINE_TIMES` as fit ``max_bytes``: a structure the program counts, 65,537 of them
    in a line (emphases counted in 16 bits); None where it has none."""
    found = _MARKED.search(text)
    if found is None:
        return None
    unit = found.group(1) + (found.group(2) or " ")
    n = _count(len(text), len(unit), LINE_TIMES, max_bytes)
    if n is None:
        return None
    return text[:found.start()] + unit * (n - 1) + found.group() + text[found.end():]


#: a word that holds a letter or a digit between marks, and the blanks after it
_MARKED = re.compile(r"(?<!\S)([^\w\s]+\w+[^\w\s]+)([ \t]+)?(?=\s|$)")


def _words_paired(text: str, times: int, max_bytes: int) -> str | None:
    """``text`` with its first two words in a row that differ (each with the blanks after
    it) written ``times`` times in place: two items in a relation that repeated in turn build
    on each other (``hat hit``: a ladder of 2,050 words, each one letter from the last; a
    list that alternates); None where it has none or that passes ``max_bytes``."""
    found = next((m for m in _WORD_PAIR.finditer(text) if m.group(1) != m.group(3)), None)
    if found is None:
        return None
    unit = found.group(1, 2, 3) + (found.group(4) or found.group(2),)  # a line's last: a blank
    if len(text) + len("".join(unit)) * (times - 1) > max_bytes:
        return None
    return text[:found.start()] + "".join(unit) * (times - 1) + found.group() + text[found.end():]


#: a word, the blanks after it, a second word and the blanks after it (the last ending a line)
_WORD_PAIR = re.compile(r"(?<!\S)(\S+)([ \t]+)(\S+)([ \t]+|(?=\n)|$)")


def _wide(lines: list[str], kept: Collection[str] = ()) -> str | None:
    """``lines`` with each grid of characters as wide as fits (each character written
    65,537, 4,097 or 1,025 times in place, :data:`STRETCHES`), its rows as many: a run along
    a row past 2^16 (a row of rooks, its pairs past 2^32); a character of ``kept`` once
    (:func:`~superasm.verification.strategies.widened.markers`: a robot before a row of
    crates)."""
    return next((wide for times in STRETCHES
                 if (wide := _magnified(lines, times, tall=1, markers=kept)) is not None), None)


def _tall_and_wide(lines: list[str], times: int) -> str | None:
    """``lines`` with each row of numbers ``times`` times as wide and each counted block
    ``times`` times as tall (``widened``, then ``stretched``): a grid of numbers as
    :func:`~superasm.verification.strategies.widened._magnified` makes one of characters."""
    wide = _widened(lines, times)
    return _stretched(lines_of(wide), times) if wide is not None else None


def _lengthened(word: bytes, n: int) -> bytes:
    """``word`` made ``n`` characters long: its last one repeated, or cut."""
    return word[:n] if len(word) >= n else word + word[-1:] * (n - len(word))


def _counted_to(seed: bytes, n: int, block: int | None = 0, kind: int = 0) -> bytes | None:
    """``seed`` with its counted block of records (a count before lines of one shape; the
    ``block``-th, from 0: :func:`_count_blocks`) made ``n`` records long, its own records again
    in turn (its shortest alone where those would pass :data:`MAX_PLANTED_BYTES`), and its
    count set to match (a bound on the edges, the items, the commands); with
    ``block`` None and no such block, the first line of its ``kind``-th kind of line (from
    0: :func:`_line_kinds`) made ``n`` lines in place (a bound on commands no count
    announces: the 1,000th leave); None where that passes :data:`MAX_PLANTED_BYTES` or there
    is no such block or kind."""
    lines = lines_of(seed.decode("utf-8", "surrogateescape"))
    blocks = _count_blocks(lines)
    if block is None:  # no count: a line again in place, n times in all
        kinds = _line_kinds(lines)
        at = kinds[kind] if kind < len(kinds) else None
        if blocks or at is None or (len(lines[at]) + 1) * n > MAX_PLANTED_BYTES:
            return None
        return _joined([*lines[:at], *[lines[at]] * n, *lines[at + 1:]]).encode(
            "utf-8", "surrogateescape")
    if block >= len(blocks):
        return None
    start, end, rows_at, cols_at = blocks[block]
    body = lines[start:end]
    rest = sum(len(line) + 1 for line in lines) - sum(len(line) + 1 for line in body)
    if rest + (sum(map(len, body)) + len(body)) * n // len(body) > MAX_PLANTED_BYTES:
        body = [min(body, key=len)]  # its shortest record alone, where in turn they pass
        if rest + (len(body[0]) + 1) * n > MAX_PLANTED_BYTES:
            return None
    head = _recounted(lines[:start], ((rows_at, cols_at, n),))
    grown = head + [body[j % len(body)] for j in range(n)] + lines[end:]
    return _joined(grown).encode("utf-8", "surrogateescape")


def _line_kinds(lines: Sequence[str]) -> list[int]:
    """The first line of each kind of line of ``lines`` (its first token, where that is a
    word: a command), in order, after the first line that is not blank (a first line of any
    kind)."""
    first = next((k for k, line in enumerate(lines) if line.strip()), None)
    kinds: dict[str, int] = {}
    for k, line in enumerate(lines):
        word = line.split(maxsplit=1)[0] if line.strip() else ""
        if word.isalpha():
            kinds.setdefault(word, k)
    return list(dict.fromkeys([*([first] if first is not None else []), *kinds.values()]))


_CountBlock = tuple[int, int, tuple[int, int], tuple[int, int] | None]


def _count_blocks(lines: list[str]) -> list[_CountBlock]:
    """The counted blocks of records of ``lines``: (first record, end, where the count
    stands, where a second count stands), a count before lines of one shape, or a header of
    that shape that counts the lines after it (``n m`` before m edges)."""
    blocks: list[_CountBlock] = []
    for b in _blocks(lines):
        if b.mixed:
            continue
        if b.rows_at is not None:
            blocks.append((b.start, b.end, b.rows_at, b.cols_at))
            continue
        first = lines[b.start].split()  # a header of the same shape: ``n m`` before m edges
        at = next((k for k, t in enumerate(first) if t == str(b.end - b.start - 1)), None)
        if at is not None and b.end - b.start > 2:
            blocks.append((b.start + 1, b.end, (b.start, at), None))
    return blocks


def _at_end(word: bytes, at: int, flip: bool) -> bytes:
    """``word`` with its letter at ``at`` made the alphabet's last, in its case (the other
    where ``flip``)."""
    upper = word[at:at + 1].isupper() != flip
    return word[:at] + (b"Z" if upper else b"z") + word[at + 1:]


def _places(smallest: Sequence[bytes], wanted: Callable[[bytes], bool]
            ) -> list[tuple[list[bytes], int]]:
    """The first :data:`PLANT_PLACES` tokens that are ``wanted`` of each of the first
    :data:`PLANT_SEEDS` of ``smallest`` that have one, and its last (what no later number is
    bound to: a time in a list that never decreases), the seeds in turn: (the seed's tokens,
    the index)."""
    each: list[list[tuple[list[bytes], int]]] = []
    for seed in smallest:
        tok = _mutator.tokens(seed)
        every = [i for i, t in enumerate(tok) if wanted(t)]
        found = every[:PLANT_PLACES] + every[-1:] if len(every) > PLANT_PLACES else every
        if found:
            each.append([(tok, i) for i in found])
            if len(each) == PLANT_SEEDS:
                break
    # the seeds in turn: the smallest may be one the reference refuses as a whole
    return _alternated(each)


def _between_tokens(line: bytes) -> list[int]:
    """The places of ``line`` where one kind of character (digits, letters, the rest) ends
    and another begins."""
    def kind(b: int) -> int:
        return 0 if 48 <= b <= 57 else 1 if chr(b).isalpha() else 2
    return [i for i in range(1, len(line)) if kind(line[i - 1]) != kind(line[i])]


def _unit(old: bytes) -> bytes:
    """The smallest positive decimal written with as many decimals as ``old`` (``0.01`` for
    ``-3.75``)."""
    return b"0." + b"0" * (_mutator.decimals(old) - 1) + b"1"


def _written(old: bytes, magnitude: int) -> bytes:
    """``magnitude`` written as ``old`` is: its sign, its decimals."""
    sign = old[:1] if old[:1] in (b"-", b"+") else b""
    if _mutator._FLOAT.match(old):
        return sign + f"{magnitude}.{'0' * _mutator.decimals(old)}".encode()
    return sign + str(magnitude).encode()


def _unescape(text: str) -> str:
    try:
        return text.encode("latin-1", "backslashreplace").decode("unicode_escape")
    except UnicodeDecodeError:
        return text


_ARITH = re.compile(r"^\s*(?:add|sub|imul|mul|inc|dec|neg|sal|shl|lea)([bwlq])\b", re.M)
#: the width of each arithmetic suffix narrower than 64 bits
_SUFFIX_BITS = {"l": 32, "w": 16, "b": 8}


def narrowed(candidate: str, baseline: str) -> list[int]:
    """Widths the candidate computes in more than the baseline does, narrowest first: ``[32]``
    where its share of 32-bit arithmetic (``addl`` against ``addq``) is larger, ``[16]`` where
    it has more 16-bit arithmetic (``addw``; compilers seldom make it).  The mutator aims at
    their boundaries first (issue 32: an accumulator or a counter narrowed)."""
    def share(text: str, suffix: str) -> float:
        kinds = _ARITH.findall(text)
        return kinds.count(suffix) / len(kinds) if kinds else 0.0
    return sorted(bits for suffix, bits in _SUFFIX_BITS.items()
                  if share(candidate, suffix) > share(baseline, suffix) + (0.05 if bits == 32
                                                                           else 0.0))


def _dictionary(numbers: Sequence[int], words: Sequence[bytes],
                widths: Sequence[int] = ()) -> tuple[str, str]:
    """AFL++'s ``-x`` file and the mutator's token file."""
    entries = [str(n).encode() for n in numbers[:400]] + list(words[:200])
    afl = "".join(f'tok{i}="{_afl_escape(e)}"\n' for i, e in enumerate(entries))
    tokens = "\n".join([f"#width {w}" for w in widths]
                       + [e.decode("utf-8", "surrogateescape") for e in entries
                          if b"\n" not in e and b"\r" not in e])
    return afl, tokens


def _afl_escape(data: bytes) -> str:
    return "".join(chr(b) if 32 <= b < 127 and b not in (34, 92) else f"\\x{b:02x}"
                   for b in data)


# ------------------------------------------------------------------ the campaign
@dataclass
class Exploration:
    """What one campaign made, before the reference judged it."""

    ran: bool
    why_not: str = ""
    execs: int = 0
    seconds: float = 0.0
    seeds: int = 0
    #: new inputs in the order they are worth judging: crashes, hangs, then new coverage
    found: list[bytes] = field(default_factory=list)
    #: a uniform sample of the mutator's other inputs (a wrong value takes no new path)
    sampled: list[bytes] = field(default_factory=list)
    #: the candidate's compared constants set in the smallest seeds (:func:`planted`)
    planted: list[bytes] = field(default_factory=list)
    #: the given tests at scale (:func:`scaled`)
    scaled: list[bytes] = field(default_factory=list)
    crashes: int = 0
    hangs: int = 0
    branches: list[Branch] = field(default_factory=list)


@dataclass(frozen=True)
class CandidateCoverage:
    """The candidate's edges and conditional branches reached by valid inputs."""

    edges_by_seeds: int
    edges: int
    branches: int
    both_ways: int
    one_way: tuple[str, ...]

    def describe(self) -> str:
        text = (f"candidate edges {self.edges_by_seeds} -> {self.edges}; conditional branches "
                f"taken both ways {self.both_ways}/{self.branches}")
        if self.one_way:
            shown = ", ".join(self.one_way[:4])
            more = f" and {len(self.one_way) - 4} more" if len(self.one_way) > 4 else ""
            text += f" (never both ways: {shown}{more})"
        return text


class Campaign:
    """One candidate's campaign sandbox: build, fuzz, then coverage of chosen inputs."""

    def __init__(self, asm: str, binaries: tuple[Path, Path] | None = None,
                 config: CampaignConfig | None = None,
                 compiler: str = DEFAULT_COMPILER,
                 files: dict[str, str] | None = None, link_libs: Sequence[str] = ()) -> None:
        self.asm, self.config, self.compiler = asm, config or CampaignConfig(), compiler
        self.binaries = binaries
        #: widths the candidate narrowed against the baseline (set by the caller)
        self.widths: list[int] = []
        #: the instrumented program afl-fuzz runs, and more of afl-fuzz's options
        self.target, self.afl_args = "/work/cand.afl", list[str]()
        mutator = resources.files("superasm.verification").joinpath(f"{MUTATOR}.py").read_text()
        self._bench = Workbench({"cand.s": _P2ALIGN.sub("\\1\t\\2", asm), f"{MUTATOR}.py": mutator,
                                 **(files or {})},
                                config=SandboxConfig(stdout_head=48 << 20,
                                                     cpu_accounting=False),
                                compiler=compiler, link_libs=link_libs)
        self._instrumented = ""
        self._timeout_ms = 200

    def __enter__(self) -> Campaign:
        why = available()
        if why:
            raise CampaignUnavailable(why)
        self._bench.__enter__()
        if self.binaries is not None:
            self._bench.sandbox.add_executable("base.bin", self.binaries[0])
            self._bench.sandbox.add_executable("cand.bin", self.binaries[1])
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._bench.__exit__(*exc_info)

    def build(self) -> str:
        """The instrumented candidate: '' when built, else why not."""
        env = {"AFL_AS_FORCE_INSTRUMENT": "1", "AFL_KEEP_ASSEMBLY": "1", "AFL_QUIET": "1",
               "TMPDIR": "/work/keep", "PATH": "/usr/bin:/bin"}
        sb = self._bench.sandbox
        sb.run(["/bin/mkdir", "-p", "/work/keep", "/work/seeds", "/work/check"], timeout_s=10)
        r = sb.run([self._bench.exe, f"-B{AFL_LIB}/", "/in/cand.s", "-o", "/work/cand.afl",
                    *self._bench.link_flags], env=env, timeout_s=60,
                   limits=Limits(cpu_s=60, address_space=4 << 30, file_size=256 << 20))
        if not r.ok:
            return f"the instrumented build failed: {r.stderr.decode(errors='replace')[:200]}"
        kept = sb.run(["/bin/sh", "-c", "cat /work/keep/.afl-*"], timeout_s=10)
        self._instrumented = kept.stdout.decode("utf-8", "replace")
        if "__afl_maybe_log" not in self._instrumented:
            return "AFL++ found nothing to instrument in the candidate's assembly"
        return ""

    def explore(self, seeds: Sequence[bytes], numbers: Sequence[int], words: Sequence[bytes],
                timeout_ms: int) -> Exploration:
        """Fuzz the built candidate for the budget (module docstring, step 2)."""
        cfg, sb = self.config, self._bench.sandbox
        self._timeout_ms = max(20, timeout_ms)
        chosen = _choose_seeds(seeds, cfg)
        if not chosen:
            return Exploration(False, "no seed small enough to fuzz")
        for i, data in enumerate(chosen):
            sb.add_file(f"seed{i}", data)
        afl_dict, tokens = _dictionary(numbers, words, self.widths)
        sb.add_file("dict.txt", afl_dict)
        sb.add_file("tokens.txt", tokens)
        sb.run(["/bin/sh", "-c", "cp /in/seed* /work/seeds/"], timeout_s=30)
        started = time.monotonic()
        # AFL++ fuzzes for -V whole seconds; its start-up (calibrating the seeds) is on top,
        # up to STARTUP_S, then it is stopped as by Ctrl-C (its findings are on disk by then)
        stop = math.ceil(cfg.budget_s) if cfg.budget_s >= 1 else cfg.budget_s
        argv = ["/usr/bin/timeout", "-s", "INT", "-k", "5", f"{stop + STARTUP_S:.2f}", AFL_FUZZ,
                "-i", "/work/seeds", "-o", "/work/out", "-t", f"{self._timeout_ms}+",
                "-m", "none", "-V", str(max(1, math.ceil(cfg.budget_s))), "-E", str(cfg.runs),
                "-s", str(cfg.seed),
                "-G", str(cfg.max_input_bytes)]
        if afl_dict:
            argv += ["-x", "/in/dict.txt"]
        r = sb.run([*argv, *self.afl_args, "--", self.target], env=_afl_env(),
                   timeout_s=cfg.budget_s + 60,
                   limits=Limits(cpu_s=cfg.budget_s * 4 + 60, address_space=None,
                                 file_size=64 << 20, nproc=256), stderr_tail=4000)
        seconds = time.monotonic() - started
        listing = sb.run(["/bin/sh", "-c", "cd /work/out/default 2>/dev/null && "
                          "cp -r /work/sample . 2>/dev/null; tar -cf - "
                          "queue crashes hangs fuzzer_stats sample"], timeout_s=30)
        if listing.exit_code != 0 or not listing.stdout:
            tail = (r.stdout + r.stderr + r.stderr_tail).decode("utf-8", "replace")
            return Exploration(False, f"afl-fuzz did not run: {_abort_reason(tail)}",
                               seconds=seconds)
        found = _read_findings(listing.stdout, cfg.max_input_bytes)
        return Exploration(True, execs=found.execs, seconds=round(seconds, 2),
                           seeds=len(chosen), found=found.inputs, sampled=found.sampled,
                           crashes=found.crashes,
                           hangs=found.hangs, branches=branch_edges(self._instrumented))

    def differing(self, inputs: Sequence[bytes], timeout_s: float,
                  memo: dict[tuple[bytes, float], tuple[int, str]] | None = None,
                  exits: Collection[int] = (0,)) -> list[bytes]:
        """The inputs on which the baseline and the candidate (their own builds, not the
        instrumented one) print different bytes or end differently.  Only these can refute
        the candidate, so only these need the reference's costly judgement; an input the
        baseline itself cannot finish is none.

        A pre-screen, so it is cheap: the runs are not fresh worlds of their own (hundreds of
        inputs; a fresh world costs more than a run), and the baseline runs in a sandbox of its
        own where the candidate never ran, so nothing the candidate does can change what the
        baseline printed.  What a candidate can do here is hide its own difference, which only
        costs it this tier's refutation: every input that differs is confirmed in the harness's
        isolated runs, which decide the verdict (SECURITY.md).

        ``memo`` holds the baseline's answers by input (its hash) and time limit, kept for the
        problem's later candidates: the planted inputs and those at scale are mostly the same
        for each, and the baseline's answer to one is what it was (a clean sandbox's, which no
        candidate can touch).

        Those on which the baseline ended with one of ``exits`` (the given tests' statuses)
        come first, in the order given: the reference judges an input valid only then, and
        it judges a few (the mutations of a fuzzer are mostly refused at once)."""
        assert self.binaries is not None, "differing() needs the two programs' binaries"
        if not inputs:
            return []
        memo = {} if memo is None else memo
        keys = [(hashlib.blake2b(data, digest_size=16).digest(), timeout_s) for data in inputs]
        new = [i for i, key in enumerate(keys) if key not in memo]
        found: dict[int, tuple[int, str]] = {}
        if new:
            with Workbench({}, config=SandboxConfig(cpu_accounting=False),
                           compiler=self.compiler) as clean:
                clean.sandbox.add_executable("base.bin", self.binaries[0])
                found = _hashes(clean.sandbox, "/in/base.bin", [inputs[i] for i in new],
                                timeout_s)
            # (a run past its time is not remembered: under load it may finish next time)
            memo.update({keys[i]: found[k] for k, i in enumerate(new)
                         if k in found and found[k][0] not in TIMED_OUT})
        base = {i: memo[key] for i, key in enumerate(keys) if key in memo}
        base.update({i: found[k] for k, i in enumerate(new) if k in found and i not in base})
        cand = _hashes(self._bench.sandbox, "/in/cand.bin", inputs, timeout_s)
        differ = [i for i in range(len(inputs))
                  if i in base and base[i][0] not in TIMED_OUT and cand.get(i) != base[i]]
        return [inputs[i] for i in sorted(differ, key=lambda i: base[i][0] not in exits)]

    def coverage(self, seeds: Sequence[bytes], valid: Sequence[bytes],
                 branches: Sequence[Branch]) -> CandidateCoverage:
        """Edges and branches reached by the seeds, and by the seeds and the valid new inputs
        (one run each under ``afl-showmap``)."""
        sb = self._bench.sandbox
        sb.run(["/bin/sh", "-c", "rm -rf /work/check /work/maps; mkdir -p /work/check"],
               timeout_s=10)
        everything = list(seeds) + list(valid)
        for i, data in enumerate(everything):
            sb.add_file(f"check{i}", data)
        script = ("cp /in/check* /work/check/ 2>/dev/null; "
                  f"{AFL_SHOWMAP} -q -i /work/check -o /work/maps -t {self._timeout_ms * 4} "
                  "-m none -- /work/cand.afl >/dev/null 2>&1; cd /work/maps && "
                  "for f in check*; do echo \"#$f\"; cat \"$f\"; done")
        r = sb.run(["/bin/sh", "-c", script], env=_afl_env(),
                   timeout_s=60 + len(everything) * self._timeout_ms / 250,
                   limits=Limits(cpu_s=120, address_space=None, file_size=64 << 20))
        for i in range(len(everything)):
            sb.remove_file(f"check{i}")
        maps = _read_maps(r.stdout.decode("ascii", "replace"))
        seed_edges: set[int] = set()
        edges: set[int] = set()
        for i in range(len(everything)):
            reached = maps.get(f"check{i}", set())
            edges |= reached
            if i < len(seeds):
                seed_edges |= reached
        one_way = tuple(b.label for b in branches
                        if not (b.taken in edges and b.fallthrough in edges))
        return CandidateCoverage(len(seed_edges), len(edges), len(branches),
                                 len(branches) - len(one_way), one_way)


#: the exit statuses of a run that did not finish (the pre-screen runner's, and 124, which
#: ``timeout`` left when the pre-screen was a shell loop)
TIMED_OUT = (124, prescreen.TIMED_OUT)
#: what one run may print in the pre-screen (more is killed, and counts as a status of its own)
OUTPUT_BYTES = 64 << 20


def _hashes(sb: Sandbox, binary: str, inputs: Sequence[bytes],
            timeout_s: float) -> dict[int, tuple[int, str]]:
    """``binary`` on each input, in one start of the pre-screen runner
    (:mod:`superasm.verification.prescreen`, as many inputs at a time as there are cores):
    (exit status, hash of stdout) by index."""
    names = [f"d{i}" for i in range(len(inputs))]
    for name, data in zip(names, inputs, strict=True):
        sb.add_file(name, data)
    if not sb.has_file("prescreen"):
        sb.add_executable("prescreen", prescreen.runner())
    try:
        r = sb.run(["/in/prescreen", binary, str(max(1, round(timeout_s * 1000))),
                    str(OUTPUT_BYTES), str(prescreen.jobs()), *(f"/in/{name}" for name in names)],
                   timeout_s=30 + len(inputs) * (timeout_s + 0.05),
                   limits=Limits(cpu_s=30 + len(inputs) * timeout_s, address_space=None,
                                 file_size=128 << 20, nproc=128))
    finally:
        for name in names:
            sb.remove_file(name)
    return prescreen.parse(r.stdout.decode("ascii", "replace"))


def _afl_env() -> dict[str, str]:
    return {"AFL_MAP_SIZE": str(MAP_SIZE), "AFL_SKIP_CPUFREQ": "1", "AFL_NO_AFFINITY": "1",
            "AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES": "1", "AFL_NO_UI": "1", "AFL_QUIET": "1",
            "AFL_FAST_CAL": "1", "AFL_DISABLE_TRIM": "1", "AFL_SKIP_BIN_CHECK": "1",
            "AFL_PYTHON_MODULE": MUTATOR, "PYTHONPATH": "/in", "PYTHONDONTWRITEBYTECODE": "1",
            "SUPERASM_CAMPAIGN_TOKENS": "/in/tokens.txt",
            "SUPERASM_CAMPAIGN_SAMPLE": "/work/sample", "PATH": "/usr/bin:/bin",
            "HOME": "/work", "TMPDIR": "/work"}


def _abort_reason(tail: str) -> str:
    clean = re.sub(r"\x1b\[[0-9;?]*[a-zA-Z]|\(B", "", tail)
    for line in clean.splitlines():
        if "PROGRAM ABORT" in line:
            return line.split(":", 1)[-1].strip()[:200]
    lines = [x.strip() for x in clean.splitlines() if x.strip()]
    return (lines[-1] if lines else "no output")[:200]


def _choose_seeds(seeds: Sequence[bytes], cfg: CampaignConfig) -> list[bytes]:
    """Distinct seeds within the size limit; when there are too many, the smallest and the
    largest of them alternately (AFL++ runs small ones fast; large ones hold long lists)."""
    unique = sorted({s for s in seeds if 0 < len(s) <= cfg.seed_bytes}, key=lambda s: (len(s), s))
    if len(unique) <= cfg.max_seeds:
        return unique
    out: list[bytes] = []
    lo, hi = 0, len(unique) - 1
    while len(out) < cfg.max_seeds:
        out.append(unique[lo])
        lo += 1
        if len(out) < cfg.max_seeds:
            out.append(unique[hi])
            hi -= 1
    return out


@dataclass
class _Findings:
    inputs: list[bytes]
    sampled: list[bytes]
    execs: int
    crashes: int
    hangs: int


def _read_findings(tar_bytes: bytes, max_bytes: int) -> _Findings:
    crashes: list[bytes] = []
    hangs: list[bytes] = []
    queue: list[tuple[bool, str, bytes]] = []
    sample: list[tuple[str, bytes]] = []
    execs = 0
    with tarfile.open(fileobj=io.BytesIO(tar_bytes)) as archive:
        for member in archive.getmembers():
            if not member.isfile() or member.size > max_bytes:
                continue
            handle = archive.extractfile(member)
            if handle is None:
                continue
            data = handle.read()
            folder, _, name = member.name.partition("/")
            if member.name == "fuzzer_stats":
                m = re.search(rb"execs_done\s*:\s*(\d+)", data)
                execs = int(m.group(1)) if m else 0
            elif folder == "sample":
                sample.append((name, data))
            elif not name.startswith("id:"):
                continue
            elif folder == "crashes":
                crashes.append(data)
            elif folder == "hangs":
                hangs.append(data)
            elif folder == "queue" and "orig:" not in name:
                queue.append(("+cov" not in name, name, data))
    queue.sort()
    sample.sort()
    ordered = _unique(crashes + hangs + [data for _, _, data in queue])
    kept = set(ordered)
    sampled = [data for _, data in sample if data not in kept]
    return _Findings(ordered, _unique(sampled), execs, len(crashes), len(hangs))


#: inputs past this size cost the reference's traced and sanitized builds the most: a few of
#: them (a count at scale) are judged, the rest of the share goes to small ones
LARGE_INPUT = 16 << 10


def _within_cost(inputs: Sequence[bytes], at_most: int) -> list[bytes]:
    """The first ``at_most`` inputs, no more than a quarter of them (at least one) large."""
    large_share = max(1, at_most // 4)
    out: list[bytes] = []
    for data in inputs:
        if len(out) >= at_most:
            break
        if len(data) > LARGE_INPUT:
            if large_share == 0:
                continue
            large_share -= 1
        out.append(data)
    return out


def _unique(items: Iterable[bytes]) -> list[bytes]:
    seen: set[bytes] = set()
    out = []
    for item in items:
        if item not in seen:
            seen.add(item)
            out.append(item)
    return out


def _read_maps(text: str) -> dict[str, set[int]]:
    maps: dict[str, set[int]] = {}
    current: set[int] | None = None
    for line in text.splitlines():
        if line.startswith("#"):
            current = maps.setdefault(line[1:], set())
        elif current is not None and ":" in line:
            edge = line.split(":", 1)[0]
            if edge.isdigit():
                current.add(int(edge))
    return maps


# ------------------------------------------------------------------ validity
#: signatures of the given tests' reads, by problem (running the traced build on every given
#: test costs seconds: once per problem, on disk)
def _signatures() -> JsonCache:
    return JsonCache("campaign-reads", version=2)


class ReferenceJudge:
    """Whether new inputs are valid, by the rules the generated verification inputs follow
    (:class:`superasm.verification.reference.ReferenceLab`, its format rule typed by the reference's reads
    of the given inputs), plus their grammar: the input model of the given inputs must parse
    them.  One per problem, kept open across its candidates."""

    def __init__(self, problem: Problem, compiler: str = DEFAULT_COMPILER,
                 limit_s: float = 1.0) -> None:
        self.problem, self.limit_s = problem, limit_s
        given = problem.tests + problem.hidden_tests
        self.model = InputModel.learn([t.input for t in given])
        self._lab = ReferenceLab(problem, compiler)
        self._fits: dict[bytes, bool] = {}  # in_format's answers, by the input's hash
        #: the baseline's answers in the pre-screen, for the problem's later candidates
        #: (:meth:`Campaign.differing`)
        self.baseline_answers: dict[tuple[bytes, float], tuple[int, str]] = {}
        self._key = digest({"c": problem.c_source, "asm": problem.baseline_asm,
                            "given": [digest(t.input) for t in given], "compiler": compiler})

    def __enter__(self) -> ReferenceJudge:
        self._lab.__enter__()
        try:
            self._learn()
        except BaseException:
            self._lab.__exit__(None, None, None)
            raise
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._lab.__exit__(*exc_info)

    def _learn(self) -> None:
        lab = self._lab
        lab.early_exits = self.model.nodes is not None and not any(
            node.count is None for node in self.model.records())
        given = self.problem.tests + self.problem.hidden_tests
        cached = _signatures().get(self._key)
        if cached is None:
            runs = lab.run([t.input for t in given], limit_s=max(2.0, self.limit_s))
            lab.learn_signatures(runs)
            cached = {"signatures": sorted(list(s) for s in lab.signatures),
                      "blocks": sorted(lab.given_blocks),
                      "conversions": [list(r.reads.conversions) if r.reads else None
                                      for r in runs]}
            _signatures().put(self._key, cached)
        lab.signatures = {(bool(a), bool(b), bool(c)) for a, b, c in cached["signatures"]}
        lab.given_blocks = frozenset(cached["blocks"])
        # the typed format (rule 6): a field of digits gets no sign the reference does not
        # read as one, as for the generated verification inputs
        type_fields(self.model, [t.input for t in given], cached["conversions"])
        lab.keep_format(self.model)

    @property
    def exit_codes(self) -> set[int]:
        """The exit statuses a valid input may end with: the given tests' (0 among them)."""
        return self._lab.exit_codes

    def pids(self) -> list[int]:
        """Host pids of the sandbox the judge keeps open (the reference's builds)."""
        pid = self._lab.sandbox_pid
        return [pid] if pid is not None else []

    def in_format(self, data: bytes) -> bool:
        """The given inputs' grammar parses it (an input outside the format defines nothing a
        rewrite must agree on).  Remembered for the problem's later candidates: the planted
        inputs at scale are the same for each, and parsing one of 512 KiB takes a tenth of a
        second."""
        if self.model.nodes is None:
            return True
        key = hashlib.blake2b(data, digest_size=16).digest()
        if key not in self._fits:
            self._fits[key] = self.model.counts_in(data) is not None
        return self._fits[key]

    def judge(self, inputs: Sequence[bytes], at_most: int) -> tuple[list[TestCase],
                                                                     dict[str, int]]:
        """The valid inputs among the first ``at_most`` in the format, as tests with the
        reference's answers, and the others counted by why they are not valid."""
        dropped: dict[str, int] = {}
        fit = [d for d in inputs if self.in_format(d)]
        if len(fit) < len(inputs):
            dropped["outside the given inputs' format"] = len(inputs) - len(fit)
        fit = _within_cost(fit, at_most)
        runs: list[ReferenceRun] = self._lab.run(fit, limit_s=self.limit_s) if fit else []
        tests: list[TestCase] = []
        for data, run in zip(fit, runs, strict=True):
            if run.valid:
                tests.append(TestCase(data, run.output, f"explored-{len(tests) + 1}",
                                      run.exit_code))
            else:
                reason = run.why.split(":", 1)[0][:60] or "invalid"
                dropped[reason] = dropped.get(reason, 0) + 1
        return tests, dropped


# ------------------------------------------------------------------ one candidate, end to end
@dataclass(frozen=True)
class ExploreOutcome:
    """A campaign's result for the harness: the valid new inputs with the reference's answers
    (to run on the candidate), and what the verdict says of the campaign."""

    ran: bool
    detail: str
    tests: tuple[TestCase, ...] = ()


def explore_candidate(asm: str, baseline_asm: str, binaries: tuple[Path, Path],
                      seeds: Sequence[bytes],
                      judge: ReferenceJudge, numbers: Sequence[int], words: Sequence[bytes],
                      config: CampaignConfig, timeout_ms: int,
                      output_match: str = "exact",
                      compiler: str = DEFAULT_COMPILER) -> ExploreOutcome:
    """Build, fuzz, judge and cover (module docstring).  ``binaries`` are the baseline's and
    the candidate's executables.  Never raises for the candidate's faults or the machine's: a
    campaign that cannot run says why."""
    try:
        with Campaign(asm, binaries, config, compiler,
                      link_libs=judge.problem.link_libs) as campaign:
            campaign.widths = narrowed(asm, baseline_asm)
            why = campaign.build()
            if why:
                return ExploreOutcome(False, why)
            found = campaign.explore(seeds, numbers, words, timeout_ms)
            if not found.ran:
                return ExploreOutcome(False, found.why_not)
            # planted in the given tests, the author's own inputs (generated ones are many,
            # small and alike: a colour written #000 hides the rgb(...) lines)
            given = [t.input for t in judge.problem.tests + judge.problem.hidden_tests]
            ordered = dict.fromkeys([*changed(asm, baseline_asm), *compared(asm),
                                     *compared(baseline_asm)])
            found.planted = [d for d in planted(given or seeds, list(ordered),
                                                characters=characters(asm, baseline_asm),
                                                divisors=divisors(asm, baseline_asm))
                             if len(d) <= config.max_input_bytes]
            found.scaled = list(_scaled_kept(tuple(given or seeds)))
            made = list(dict.fromkeys(found.found + found.sampled + found.planted + found.scaled))
            # what differs is judged the sources in turn: AFL++'s queue and sample are many,
            # and would spend the judge's few before a planted input had its turn
            turns = _in_turn(found.found, found.sampled, found.planted, found.scaled)
            # a large input is parsed by the given inputs' grammar only where the two programs
            # answer it differently (a parse of 512 KiB takes a tenth of a second, a run a few
            # milliseconds, and most answer alike); a small one before it runs (AFL++'s many
            # mutations, mostly outside the format, would double the runs)
            fit = [d for d in made if len(d) > LARGE_INPUT or judge.in_format(d)]
            answered = campaign.differing(sorted(fit, key=turns.__getitem__),
                                          max(0.5, 4 * timeout_ms / 1000),
                                          judge.baseline_answers, judge.exit_codes)
            differ = [d for d in answered if judge.in_format(d)]
            # the inputs that differ first (only they can refute), then inputs that reached
            # new candidate code (their coverage is reported), each judged by the reference
            differing = set(answered)
            rest = list(itertools.islice((d for d in fit if d not in differing
                                          and judge.in_format(d)), JUDGE_BATCH))
            tests, dropped = _judged(judge, differ, rest, config.max_inputs)
            if len(differ) < len(answered) + len(made) - len(fit):
                dropped["outside the given inputs' format"] = (len(answered) - len(differ)
                                                               + len(made) - len(fit))
            covered = campaign.coverage(_choose_seeds(seeds, config),
                                        [t.input for t in tests], found.branches)
    except CampaignUnavailable as exc:
        return ExploreOutcome(False, str(exc))
    except (SandboxError, ToolchainError, OSError, tarfile.TarError) as exc:
        return ExploreOutcome(False, f"the campaign failed: {exc}"[:300])
    return ExploreOutcome(True, _detail(config, found, len(differ), tests, dropped, covered),
                          tuple(tests))


def _in_turn(*sources: Sequence[bytes]) -> dict[bytes, int]:
    """Each input's place when ``sources`` are taken in turn, one of each at a time (an input
    in two at its first)."""
    order: dict[bytes, int] = {}
    for data in _alternated(sources):
        order.setdefault(data, len(order))
    return order


#: inputs that differ are judged this many at a time: one valid is enough to refute
JUDGE_BATCH = 4


def _judged(judge: ReferenceJudge, differ: Sequence[bytes], rest: Sequence[bytes],
            at_most: int) -> tuple[list[TestCase], dict[str, int]]:
    """Valid inputs as tests: first among those the two programs answer differently, a few at a
    time until one is valid (it refutes the candidate; the rest would only repeat it); then, for
    the coverage report, one batch of the others (those that reached new candidate code
    first: each judged input costs the reference's builds a run and the candidate one more)."""
    tests: list[TestCase] = []
    dropped: dict[str, int] = {}
    for start in range(0, min(len(differ), at_most), JUDGE_BATCH):
        batch = differ[start:min(start + JUDGE_BATCH, at_most)]
        valid, why = judge.judge(batch, len(batch))
        tests += valid
        for reason, n in why.items():
            dropped[reason] = dropped.get(reason, 0) + n
        if valid:
            return tests, dropped
    share = min(len(rest), JUDGE_BATCH, at_most)
    valid, why = judge.judge(rest[:share], share)
    for reason, n in why.items():
        dropped[reason] = dropped.get(reason, 0) + n
    return tests + valid, dropped


def _detail(config: CampaignConfig, found: Exploration, differ: int,
            tests: Sequence[TestCase], dropped: dict[str, int],
            covered: CandidateCoverage) -> str:
    made = (f"AFL++ budget {config.runs} runs within {config.budget_s:g} s: {found.execs} runs, "
            f"{len(found.found)} inputs reaching new candidate code")
    if found.crashes or found.hangs:
        made += f" ({found.crashes} crashing, {found.hangs} hanging it)"
    made += (f", {len(found.sampled)} sampled, {len(found.planted)} planted and "
             f"{len(found.scaled)} at scale; {differ} "
             f"answered differently by the two "
             f"programs; {len(tests)} judged valid")
    if dropped:
        made += " (" + ", ".join(f"{n} {why}" for why, n in sorted(dropped.items())) + ")"
    return f"{made}; {covered.describe()}"


def judge_for(problem: Problem, compiler: str = DEFAULT_COMPILER) -> ReferenceJudge | str:
    """An open judge for ``problem``, or why there is none (its reference cannot be traced)."""
    judge = ReferenceJudge(problem, compiler)
    try:
        return judge.__enter__()
    except (ReferenceBuildError, SandboxError, ToolchainError) as exc:
        return f"the reference cannot be traced: {exc}"[:300]



# ------------------------------------------------------------------ the reference's corpus
class ReferenceCampaign(Campaign):
    """A campaign on the reference's C source, with comparison feedback (issue 32, item 2):
    AFL++'s LLVM instrumentation and a CmpLog build (``afl-clang-fast``, ``AFL_LLVM_CMPLOG``),
    so the engine solves the comparisons the reference makes (two fields equal, a pattern
    that occurs in the text, the program's own tokens) without knowing them in advance."""

    def __init__(self, c_source: str, config: CampaignConfig | None = None,
                 link_libs: Sequence[str] = ()) -> None:
        super().__init__("", None, config, files={"prog.c": c_source}, link_libs=link_libs)
        self.target, self.afl_args = "/work/ref.afl", ["-c", "/work/ref.cmplog"]

    def build(self) -> str:
        sb = self._bench.sandbox
        sb.run(["/bin/mkdir", "-p", "/work/seeds"], timeout_s=10)
        limits = Limits(cpu_s=120, address_space=4 << 30, file_size=256 << 20)
        for out, extra in (("/work/ref.afl", {}), ("/work/ref.cmplog", {"AFL_LLVM_CMPLOG": "1"})):
            r = sb.run(["/usr/bin/afl-clang-fast", "-O1", "-w", "/in/prog.c", "-o", out,
                        *self._bench.link_flags], env={"AFL_QUIET": "1", "PATH": "/usr/bin:/bin",
                                          "TMPDIR": "/work", **extra},
                       timeout_s=120, limits=limits)
            if not r.ok:
                return f"afl-clang-fast failed: {r.stderr.decode(errors='replace')[-200:]}"
        return ""


def reference_corpus(problem: Problem, judge: ReferenceJudge,
                     config: CampaignConfig) -> tuple[list[TestCase], str]:
    """Valid inputs a campaign with comparison feedback on the reference finds beyond its
    seeds (the given tests and the generated inputs), and what was done, in words."""
    seeds = [t.input for t in problem.tests + problem.hidden_tests + problem.verify_tests]
    numbers, words = constants(problem.baseline_asm)
    try:
        with ReferenceCampaign(problem.c_source, config, problem.link_libs) as campaign:
            why = campaign.build()
            if why:
                return [], why
            found = campaign.explore(seeds, numbers, words, 1000)
            if not found.ran:
                return [], found.why_not
            tests, dropped = judge.judge(found.found, config.max_inputs)
    except CampaignUnavailable as exc:
        return [], str(exc)
    except (SandboxError, ToolchainError, OSError, tarfile.TarError) as exc:
        return [], f"{CAMPAIGN_FAILED}: {exc}"[:300]
    tests = [replace(t, name=f"ref-explored-{i + 1}") for i, t in enumerate(tests)]
    dropped_words = ", ".join(f"{n} {why}" for why, n in sorted(dropped.items()))
    return tests, (f"AFL++ with CmpLog on the reference, {found.execs} runs in at most "
                   f"{config.budget_s:g} s: {len(found.found)} inputs reaching new code, "
                   f"{len(tests)} valid"
                   + (f" ({dropped_words})" if dropped_words else ""))

__all__ = ["CAMPAIGN_FAILED", "Branch", "Campaign", "CampaignConfig", "CampaignUnavailable", "CandidateCoverage",
           "ExploreOutcome", "Exploration", "ReferenceJudge", "available", "branch_edges",
           "ReferenceCampaign", "constants", "explore_candidate", "judge_for",
           "reference_corpus"]
