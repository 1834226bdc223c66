"""The function tier: the candidate's hot function compared with the baseline's, directly.

Program tests reach a function only with the arguments ``main`` happens to pass.  Where a C
function of the problem is out of line in both the baseline and the candidate assembly, this
module cuts both versions out (:func:`superasm.asmfunc.extract_function`), links them into one
*driver* each, and runs them on the same argument tuples, in the sandbox:

* **differential**: seeded random and edge arguments (type extremes, log-uniform magnitudes,
  buffer lengths 0..16 mostly and up to a few hundred, where vectorized loops and their
  remainders live), a few thousand cases;
* **bounded**: every argument tuple of a small stated domain (every length 0..L with every
  element from a small set that holds the type's extremes; every value in [-K, K] plus the
  type's boundaries; all 2^8 or 2^16 values of a narrow scalar).  Exhaustive over that domain,
  not symbolic: what it proves is exactly :attr:`FunctionCheck.bound`.

What is compared: the return value, every non-``const`` buffer after the call, that ``const``
buffers were left alone, that nothing was written in a guard zone before and after each buffer,
that the callee-saved registers, the stack pointer and the direction flag come back as the ABI
requires (a trampoline checks them), and that the call finishes: a crash, or more than
``CANDIDATE_CASE_LIMIT_MS`` of CPU on a case the baseline did within ``CASE_LIMIT_MS``, is a
counterexample, never an exception.

Only inputs on which the C function is defined count (as for program inputs: "Verified means
correct"): the baseline driver also runs the C source itself, compiled with UBSan trapping
(``-fsanitize=undefined,float-cast-overflow``) and with each buffer ending at an unmapped page,
so a case where the reference overflows, shifts too far, divides by zero or reads past a buffer
is dropped; so is one where the reference and the baseline disagree (the result is then not a
function of the arguments: uninitialised or out-of-range reads) or the baseline crashes.  The
candidate runs only the cases left, in a process of its own: it never shares an address space
with the baseline's results, and the comparison is made here, outside the sandbox.

Integers compare exactly.  Floating-point results compare within a relative 1e-9 (absolute
1e-12), or the problem's own ``float`` tolerance where that is looser: bitwise equality would
refute an honest reassociated sum whose printed output is the same.  NaN equals NaN.

What it cannot do (``why_not`` says which, and the function is then left to the program tests):
arguments it cannot drive (structs or unions by value, function pointers, ``void *``, pointers to
pointers, multi-dimensional arrays, ``long double``, varargs, arguments on the stack), a buffer
whose length no parameter gives, a function that reads or writes program state (globals, or
``static`` data shared with other functions), calls into the C library other than pure ones
(``memcpy``, ``strlen``, ``sqrt``...), I/O.  Buffers never alias each other, so a candidate that
assumes ``restrict`` where C does not is not caught; lengths are never negative.  SIMD code is
run, not reasoned about: it is checked on the lengths tried.  The tier holds a function to its
C contract on every defined argument, stricter than the program needs: a candidate that relies
on what ``main`` guarantees (n <= 100, a sorted array), or that changed a ``static`` function's
interface together with its callers, is refuted here while the program may be right.
"""

from __future__ import annotations

import functools
import hashlib
import itertools
import math
import random
import re
import time
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from superasm.asmfunc import AsmFunctionError, AsmProgram, extract_function
from superasm.problem import Problem, float_tolerances
from superasm.profile import c_functions, c_signature, inlined_functions
from superasm.sandbox import Limits, SandboxConfig
from superasm.toolchain import DEFAULT_COMPILER, Workbench, canonical_asm

#: a case may take this long (CPU) in the reference or the baseline; longer ones are dropped
CASE_LIMIT_MS = 20
#: the candidate may take this long on a case the baseline did within CASE_LIMIT_MS
CANDIDATE_CASE_LIMIT_MS = 250
DIFFERENTIAL_CASES = 2000
BOUNDED_CASES = 20000
#: one narrow scalar (8 or 16 bits) and nothing else: every value, up to this many
EXHAUSTIVE_CASES = 1 << 16
DEFAULT_TOLERANCE = (1e-12, 1e-9)
#: C library functions a checked function may call: no state, no I/O
PURE_LIBC = frozenset({
    "memcpy", "memmove", "memset", "memcmp", "memchr", "strlen", "strnlen", "strcmp", "strncmp",
    "strchr", "strrchr", "abs", "labs", "llabs", "sqrt", "sqrtf", "fabs", "floor", "ceil",
    "round", "trunc", "fmod", "pow", "exp", "log", "log2", "log10", "sin", "cos", "tan", "atan",
    "atan2", "hypot", "fmin", "fmax", "__stack_chk_fail", "toupper", "tolower", "isalpha",
    "isdigit", "isspace", "isupper", "islower", "isalnum", "__ctype_b_loc",
    "__ctype_toupper_loc", "__ctype_tolower_loc"})
#: what follows the @ of ``printf@PLT``, ``x@GOTPCREL``: a relocation, not a symbol
_RELOCATIONS = frozenset({"PLT", "GOT", "GOTPCREL", "GOTOFF", "GOTTPOFF", "TPOFF", "DTPOFF",
                          "TLSGD", "TLSLD", "PC", "GOTPC"})
_LENGTH_NAME = re.compile(r"^(n|m|len|length|size|sz|count|cnt|num|nmemb|nelems?|nitems|"
                          r"n_\w+|num_?\w+|len_\w+|\w+_(len|length|size|count|cnt|n)|"
                          r"\w*len|\w*count)$", re.I)


@dataclass(frozen=True)
class FunctionCheck:
    """One tier's comparison of one function: the candidate's against the baseline's."""

    function: str
    method: str
    ran: bool
    passed: bool | None
    cases: int = 0
    bound: str = ""
    counterexample: str = ""
    why_not: str = ""
    #: cases of the domain dropped because the C function is not defined on them (UB, reads
    #: past a buffer) or the reference took longer than CASE_LIMIT_MS
    dropped: int = 0
    seconds: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


class Unsupported(Exception):
    """The function cannot be driven; the message says why (it becomes ``why_not``)."""


# ---------------------------------------------------------------------- the C source
_LEXEME = re.compile(r'//[^\n]*|/\*.*?(?:\*/|\Z)|"(?:\\.|[^"\\\n])*"?|\'(?:\\.|[^\'\\\n])*\'?'
                     r'|^[ \t]*#(?:[^\n]*\\\n)*[^\n]*', re.S | re.M)


def code_only(c_source: str) -> str:
    """The source with comments, string and character literals and preprocessor lines
    blanked (newlines kept, so positions and line numbers stay): a function name is read
    from code only, never from a comment's words (``/* P (the points) { ... } */``)."""
    return _LEXEME.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), c_source)


def source_functions(c_source: str) -> dict[str, str]:
    """The functions the source defines, ``main`` aside: name -> definition (code only)."""
    return {n: d for n, d in c_functions(code_only(c_source)).items() if n != "main"}


# ---------------------------------------------------------------------- the C signature
@dataclass(frozen=True)
class CType:
    """A scalar type as the driver spells it (``int32_t``, ``_Bool``, ``double``)."""

    spelling: str
    kind: str  # "int", "bool" or "float"
    bits: int
    signed: bool = True

    @property
    def lo(self) -> int:
        return -(1 << (self.bits - 1)) if self.signed else 0

    @property
    def hi(self) -> int:
        return (1 << (self.bits - 1)) - 1 if self.signed else (1 << self.bits) - 1

    def describe(self, value: int) -> str:
        """A boundary by its name (``INT32_MAX``) where it is one, else the number."""
        if self.kind == "int" and self.bits >= 16:
            prefix = f"{'' if self.signed else 'U'}INT{self.bits}"
            names = {self.hi: f"{prefix}_MAX", **({self.lo: f"{prefix}_MIN"} if self.signed else {})}
            if value in names:
                return names[value]
        return str(value)


def _int(bits: int, signed: bool) -> CType:
    return CType(f"{'' if signed else 'u'}int{bits}_t", "int", bits, signed)


_FIXED = {f"{'u' if not s else ''}int{b}_t": _int(b, s) for b in (8, 16, 32, 64) for s in (False, True)}
_NAMED = {"size_t": _int(64, False), "ssize_t": _int(64, True), "ptrdiff_t": _int(64, True),
          "intptr_t": _int(64, True), "uintptr_t": _int(64, False), "_Bool": CType("_Bool", "bool", 8, False),
          "bool": CType("_Bool", "bool", 8, False), "float": CType("float", "float", 32),
          "double": CType("double", "float", 64), **_FIXED}
_QUALIFIERS = {"const", "volatile", "restrict", "__restrict", "__restrict__", "register",
               "static", "inline", "extern", "__inline", "__inline__"}


def _scalar(words: list[str], typedefs: dict[str, str]) -> CType:
    """The type named by ``words`` (qualifiers removed), typedefs resolved."""
    if len(words) == 1 and words[0] in _NAMED:
        return _NAMED[words[0]]
    if len(words) == 1 and words[0] in typedefs:
        inner = typedefs[words[0]].split()
        if "*" in typedefs[words[0]] or inner == words:
            raise Unsupported(f"type {words[0]} is a pointer or unknown")
        return _scalar([w for w in inner if w not in _QUALIFIERS], typedefs)
    known = {"unsigned", "signed", "char", "short", "int", "long"}
    if not words or set(words) - known:
        raise Unsupported(f"type {' '.join(words) or '?'} cannot be driven")
    signed = "unsigned" not in words
    if "char" in words:
        return _int(8, signed)
    if "short" in words:
        return _int(16, signed)
    return _int(64 if "long" in words else 32, signed)


@dataclass(frozen=True)
class Param:
    name: str
    ctype: CType
    role: str  # "scalar", "buffer" (with a length parameter) or "string" (NUL-terminated chars)
    const: bool = False
    length: int | None = None  # the buffer's length parameter (its index)


@dataclass(frozen=True)
class Signature:
    name: str
    params: tuple[Param, ...]
    ret: CType | None  # None: void
    ret_pointer: bool = False

    def lengths(self) -> set[int]:
        return {p.length for p in self.params if p.length is not None}


def typedefs_of(c_source: str) -> dict[str, str]:
    """``typedef long long ll;`` -> {"ll": "long long"} (plain typedefs only)."""
    found = re.findall(r"\btypedef\s+([A-Za-z_][\w \t*]*?)\s*\b([A-Za-z_]\w*)\s*;", c_source)
    return {name: " ".join(text.split()) for text, name in found}


def _split_declaration(text: str) -> tuple[list[str], int, str, bool]:
    """(type words without qualifiers, pointer depth, name, const pointee) of ``const int *a``."""
    if "(" in text:
        raise Unsupported(f"it takes a function pointer ('{text}'), and the tier cannot "
                          "make up the function it would call")
    if text.count("[") > 1:
        raise Unsupported(f"it takes a multi-dimensional array ('{text}'), whose shape the "
                          "tier cannot know")
    depth = text.count("*") + text.count("[")
    text = re.sub(r"\[[^\]]*\]", "", text).replace("*", " * ")
    words = text.split()
    if not words or not re.match(r"^[A-Za-z_]\w*$", words[-1]) or len(words) < 2:
        raise Unsupported(f"parameter '{text.strip()}' has no name")
    const = "const" in words[:words.index("*")] if "*" in words else False
    kept = [w for w in words[:-1] if w not in _QUALIFIERS and w != "*"]
    if kept and kept[0] in ("struct", "union", "enum"):
        raise Unsupported(f"it takes a {kept[0]} ('{' '.join(words)}'), which the tier cannot "
                          "fill in")
    return kept, depth, words[-1], const


def _is_length(param: Param) -> bool:
    return param.role == "scalar" and param.ctype.kind == "int" and bool(
        _LENGTH_NAME.match(param.name))


def parse_signature(signature: str, name: str, typedefs: dict[str, str]) -> Signature:
    """The driveable form of ``long hot(const int *a, int n)``; :class:`Unsupported` if none."""
    signature = re.sub(r"__attribute__\s*\(\(.*?\)\)", " ", signature)
    match = re.search(rf"\b{re.escape(name)}\s*\((.*)\)\s*$", signature)
    if match is None:
        raise Unsupported(f"cannot read the signature '{signature}'")
    head = signature[:match.start()].replace("*", " * ").split()
    ret_depth = head.count("*")
    ret_words = [w for w in head if w not in _QUALIFIERS and w != "*"]
    if ret_depth > 1 or "struct" in ret_words or "union" in ret_words:
        raise Unsupported(f"return type '{' '.join(head)}' cannot be compared")
    ret = None if ret_words == ["void"] and not ret_depth else _scalar(ret_words, typedefs)
    raw = [p.strip() for p in match.group(1).split(",")] if match.group(1).strip() else []
    if raw == ["void"]:
        raw = []
    if "..." in raw:
        raise Unsupported("varargs")
    params: list[Param] = []
    for text in raw:
        words, depth, pname, const = _split_declaration(text)
        if depth == 1 and words == ["void"]:
            raise Unsupported(f"it takes a void * ('{text}'), whose element type the tier "
                              "cannot know")
        if depth > 1:
            raise Unsupported(f"it takes a pointer to pointers ('{text}')")
        ctype = _scalar(words, typedefs)
        if ctype.spelling == "long double":
            raise Unsupported("long double")
        params.append(Param(pname, ctype, "buffer" if depth else "scalar", const))
    if ret_depth and ret is not None and not any(p.role == "buffer" for p in params):
        raise Unsupported("returns a pointer but takes no buffer")
    return Signature(name, _pair_lengths(params), ret, bool(ret_depth))


def _pair_lengths(params: list[Param]) -> tuple[Param, ...]:
    """Each buffer with its length: the integer after it if named like one (n, len, size,
    count...), else the only such parameter; a char pointer with neither is a C string."""
    lengths = [i for i, p in enumerate(params) if _is_length(p)]
    out = list(params)
    for i, p in enumerate(params):
        if p.role != "buffer":
            continue
        if i + 1 < len(params) and _is_length(params[i + 1]):
            out[i] = Param(p.name, p.ctype, "buffer", p.const, i + 1)
        elif len(lengths) == 1:
            out[i] = Param(p.name, p.ctype, "buffer", p.const, lengths[0])
        elif p.ctype.kind == "int" and p.ctype.bits == 8:
            out[i] = Param(p.name, p.ctype, "string", p.const)
        else:
            raise Unsupported(f"no parameter says how long '{p.name}' is")
    if sum(p.role != "scalar" for p in out) + sum(p.role == "scalar" and p.ctype.kind != "float"
                                                  for p in out) > 6 or \
            sum(p.role == "scalar" and p.ctype.kind == "float" for p in out) > 8:
        raise Unsupported("arguments on the stack (more than 6 integer or 8 floating-point)")
    return tuple(out)


# ---------------------------------------------------------------------- argument tuples
Value = int | float | list[int] | list[float] | bytes
Case = tuple[Value, ...]
_FLOAT_EDGES = (0.0, 1.0, -1.0, 0.5, -2.5, 1e9, -0.0, 3.0, 1e-6, 123.456)
_ALPHABET = b"aeZ 0\xff!m\tz"


@functools.cache
def edges(ctype: CType) -> tuple[int | float, ...]:
    """The values worth trying first: type boundaries and the small values around zero."""
    if ctype.kind == "float":
        return _FLOAT_EDGES
    if ctype.kind == "bool":
        return (0, 1)
    lo, hi = ctype.lo, ctype.hi
    # extremes early: a small set of 3 already overflows a narrower accumulator
    found = [0, 1, hi, -1, lo, 2, -2, hi - 1, lo + 1]
    if ctype.bits == 64:
        found += [(1 << 31) - 1, 1 << 31, (1 << 32) - 1, 1 << 32, -(1 << 31), -(1 << 31) - 1]
    elif ctype.bits == 32 and not ctype.signed:
        found += [(1 << 31) - 1, 1 << 31]
    return tuple(dict.fromkeys(v for v in found if lo <= v <= hi))


def _random_int(rng: random.Random, ctype: CType) -> int:
    roll = rng.random()
    if ctype.kind == "bool":
        return rng.randrange(2)
    if roll < 0.25:
        return int(rng.choice(edges(ctype)))
    if roll < 0.6:
        return max(ctype.lo, min(ctype.hi, rng.randint(-16, 32)))
    magnitude = rng.randrange(1 << rng.randint(1, ctype.bits - (1 if ctype.signed else 0)))
    return -magnitude - (rng.random() < 0.5) if ctype.signed and rng.random() < 0.5 else magnitude


def _random_value(rng: random.Random, ctype: CType) -> int | float:
    if ctype.kind != "float":
        return _random_int(rng, ctype)
    if rng.random() < 0.2:
        return rng.choice(_FLOAT_EDGES)
    value = rng.random() * 10 ** rng.uniform(-3, 6) * rng.choice((1, -1))
    return float(value) if ctype.bits == 64 else float(_to_float32(value))


def _to_float32(value: float) -> float:
    import struct

    return float(struct.unpack("f", struct.pack("f", value))[0])


def _random_length(rng: random.Random) -> int:
    roll = rng.random()
    return rng.randint(0, 16) if roll < 0.6 else rng.randint(17, 100) if roll < 0.9 \
        else rng.randint(101, 400)


def differential_cases(sig: Signature, rng: random.Random, count: int) -> list[Case]:
    """``count`` seeded argument tuples: edges first, then random ones (see the module)."""
    cases: list[Case] = []
    for index in range(count):
        n = min(index, 16) if index < 17 else _random_length(rng)
        style = rng.random()
        case: list[Value] = []
        for i, p in enumerate(sig.params):
            if i in sig.lengths():
                case.append(n)
            elif p.role == "scalar":
                case.append(_random_value(rng, p.ctype) if index >= 4
                            else edges(p.ctype)[index % len(edges(p.ctype))])
            elif p.role == "string":
                pool = _ALPHABET if style < 0.7 else bytes(range(1, 256))
                case.append(bytes(rng.choice(pool) for _ in range(min(n, 64))))
            elif style < 0.4 and p.ctype.kind == "int":
                small = [max(p.ctype.lo, min(p.ctype.hi, rng.randint(-8, 8))) for _ in range(n)]
                case.append(small)
            else:
                case.append([_random_value(rng, p.ctype) for _ in range(n)])
        cases.append(tuple(case))
    return cases


def _small_set(ctype: CType, k: int, role: str = "buffer") -> list[int | float]:
    if role == "string" or (ctype.kind == "int" and ctype.bits == 8 and role == "char"):
        return list(_ALPHABET[:k])
    return list(edges(ctype)[:k])


def _domain_size(sig: Signature, k: int, length: int) -> int:
    arrays = sum(p.role != "scalar" for p in sig.params)
    scalars = math.prod(len(_small_set(p.ctype, k)) for i, p in enumerate(sig.params)
                        if p.role == "scalar" and i not in sig.lengths())
    return scalars * sum(int(k ** (n * arrays)) for n in range(length + 1))


def _scalar_domains(sig: Signature, cap: int) -> tuple[list[list[int | float]], str]:
    """Per scalar: all values of a lone 8/16-bit one, else [-K, K] and the edges, K as large as
    the cap allows."""
    params = sig.params
    if len(params) == 1 and params[0].ctype.kind != "float" and params[0].ctype.bits <= 16 \
            and (1 << params[0].ctype.bits) <= EXHAUSTIVE_CASES:
        t = params[0].ctype
        return [list(range(t.lo, t.hi + 1))], f"all 2^{t.bits} values of {params[0].name}"
    domains: list[list[int | float]] = []
    for p in params:
        domains.append(list(edges(p.ctype)))
    if math.prod(len(d) for d in domains) > cap:  # many parameters: fewer edges
        domains = [d[:max(2, int(cap ** (1 / len(domains))))] for d in domains]

    def size(k: int) -> int:
        return math.prod(len(_grow(d, p.ctype, k)) for d, p in zip(domains, params, strict=True))

    best, high = 0, cap
    while best < high:  # the largest K whose domain fits
        middle = (best + high + 1) // 2
        best, high = (middle, high) if size(middle) <= cap else (best, middle - 1)
    domains = [_grow(d, p.ctype, best) for d, p in zip(domains, params, strict=True)]
    parts = [_describe_domain(p, d, best) for p, d in zip(params, domains, strict=True)]
    return domains, ", ".join(parts)


def _grow(domain: list[int | float], ctype: CType, k: int) -> list[int | float]:
    if ctype.kind != "int" or k == 0:
        return domain
    extra = range(max(ctype.lo, -k), min(ctype.hi, k) + 1)
    return list(dict.fromkeys([*extra, *domain]))


def _describe_domain(p: Param, domain: Sequence[int | float], k: int) -> str:
    if p.ctype.kind == "int" and k:
        rest = [v for v in domain if not isinstance(v, int) or abs(v) > k]
        low = max(p.ctype.lo, -k)
        return f"{p.name} in [{low}, {min(p.ctype.hi, k)}]" + (
            " and {" + ", ".join(p.ctype.describe(int(v)) for v in rest) + "}" if rest else "")
    shown = [p.ctype.describe(int(v)) if p.ctype.kind != "float" else repr(v) for v in domain]
    return f"{p.name} in {{{', '.join(shown)}}}"


def bounded_domain(sig: Signature, cap: int = BOUNDED_CASES) -> tuple[Iterator[Case], int, str]:
    """Every argument tuple of the domain, how many, and the bound in words."""
    if not any(p.role != "scalar" for p in sig.params):
        domains, words = _scalar_domains(sig, cap)
        # smallest magnitudes first: a run the time budget stops still covers [-k, k]
        ordered = sorted(itertools.product(*domains), key=lambda c: max(abs(v) for v in c))
        return iter(ordered), len(ordered), words
    choice = (3, 0)
    for k in (6, 5, 4, 3, 2):
        length = 0
        while length < 12 and _domain_size(sig, k, length + 1) <= cap:
            length += 1
        if length >= 4 or k == 2:
            choice = (k, length)
            break
        choice = max(choice, (k, length), key=lambda c: (c[1], c[0]))
    k, length = choice
    return _array_cases(sig, k, length), _domain_size(sig, k, length), _array_bound(sig, k, length)


def _array_cases(sig: Signature, k: int, length: int) -> Iterator[Case]:
    lengths = sig.lengths()
    for n in range(length + 1):
        pools: list[list[Value]] = []
        for i, p in enumerate(sig.params):
            if i in lengths:
                pools.append([n])
            elif p.role == "scalar":
                pools.append(list(_small_set(p.ctype, k)))
            else:
                char = p.role == "string" or p.ctype.kind == "int" and p.ctype.bits == 8
                values = _small_set(p.ctype, k, "char" if char else "buffer")
                tuples = itertools.product(values, repeat=n)
                pools.append([bytes(t) if p.role == "string" else list(t)  # type: ignore[arg-type]
                              for t in tuples])
        yield from (tuple(c) for c in itertools.product(*pools))


def _array_bound(sig: Signature, k: int, length: int) -> str:
    lengths = [sig.params[i].name for i in sorted(sig.lengths())]
    parts = [f"every {' = '.join(lengths) or 'length'} in 0..{length}"]
    for i, p in enumerate(sig.params):
        if i in sig.lengths():
            continue
        if p.role == "string":
            parts.append(f"{p.name} every string of length 0..{length} over "
                         f"{bytes(_ALPHABET[:k])!r}")
        else:
            values = _small_set(p.ctype, k)
            shown = [p.ctype.describe(int(v)) if p.ctype.kind != "float" else repr(v)
                     for v in values]
            where = f"{p.name}[i]" if p.role == "buffer" else p.name
            parts.append(f"{where} in {{{', '.join(shown)}}}")
    return ", ".join(parts)


def encode_case(sig: Signature, case: Case) -> str:
    """One line of the driver's input: scalars in decimal (floats in C99 hex), arrays as their
    element count and elements."""
    out: list[str] = []
    for p, value in zip(sig.params, case, strict=True):
        if isinstance(value, bytes):
            out += [str(len(value)), *map(str, value)]
        elif isinstance(value, list):
            out += [str(len(value)), *(_number(p.ctype, v) for v in value)]
        else:
            out.append(_number(p.ctype, value))
    return " ".join(out)


def _number(ctype: CType, value: int | float) -> str:
    return float(value).hex() if ctype.kind == "float" else str(int(value))


# ---------------------------------------------------------------------- the assembly
@dataclass
class Version:
    """One version of a function and the program functions it calls, each cut out on its own
    and renamed apart (``f`` -> ``__cand_f``), ready to assemble as separate objects."""

    prefix: str
    texts: dict[str, str] = field(default_factory=dict)

    def symbol(self, name: str) -> str:
        return f"{self.prefix}{_mangle(name)}"


def _mangle(name: str) -> str:
    return name.replace(".", "_")


def _check_data(program: AsmProgram, name: str) -> None:
    """A function may use read-only data and writable data only it uses; anything else is the
    program's state, which a driver cannot set up as the program would."""
    owned = {id(d) for d in program.owned_data(name)}
    for item in program.data_closure(program.function(name).refs):
        if item.writable and id(item) not in owned:
            raise Unsupported(f"{name} reads or writes static data {item.names[0]} that other "
                              "functions share, which only the whole program sets up (reads "
                              "program state)")


def function_closure(asm: str, name: str, prefix: str) -> Version:
    """``name`` and every program function it calls (transitively), extracted and renamed;
    :class:`Unsupported` when it uses program state or impure library calls."""
    program = AsmProgram(asm)
    if name not in program.functions:
        raise Unsupported(f"no out-of-line {name}")
    todo, seen = [name], {name}
    extracted = {}
    while todo:
        current = todo.pop()
        try:
            part = extract_function(program, current)
        except AsmFunctionError as error:
            raise Unsupported(str(error)) from error
        if part.globals_used:
            raise Unsupported(f"{_who(name, current)} reads or writes the global "
                              f"{part.globals_used[0]}, which only the whole program sets up "
                              "(reads program state)")
        _check_data(program, current)
        for symbol in part.external:
            if not re.match(r"^[A-Za-z_][\w.]*$", symbol) or symbol in _RELOCATIONS:
                continue  # an immediate ($0) or the @PLT of printf@PLT, not a symbol
            if symbol in program.functions:
                if symbol == "main":
                    raise Unsupported(f"{current} calls main")
                if symbol not in seen:
                    seen.add(symbol)
                    todo.append(symbol)
            elif symbol not in PURE_LIBC:
                raise Unsupported(f"{_who(name, current)} calls or uses {symbol}, outside it "
                                  "(I/O, a library function with state, or program state)")
        extracted[current] = part.text
    version = Version(prefix)
    mapping = {n: version.symbol(n) for n in extracted}
    pattern = re.compile(r"(?<![\w.$])(" + "|".join(
        re.escape(n) for n in sorted(mapping, key=len, reverse=True)) + r")(?![\w$])")
    for fname, text in extracted.items():
        lines = [_rename_line(line, pattern, mapping) for line in text.splitlines()]
        version.texts[fname] = "".join(f"\t.globl\t{s}\n" for s in mapping.values()) \
            + "\n".join(lines) + "\n\t.section\t.note.GNU-stack,\"\",@progbits\n"
    return version


def _who(name: str, current: str) -> str:
    """``it`` for the function itself, else the function it calls that does something."""
    return "it" if current == name else f"{current}, which it calls,"


_STATEMENT = re.compile(r"^(\s*(?:[\w.$]+:\s*)*)(\S*)(.*)$", re.S)


def _rename_line(line: str, pattern: re.Pattern[str], mapping: dict[str, str]) -> str:
    """Symbols renamed in a line's labels and operands, never in its mnemonic (a function
    named ``add`` is not the instruction)."""
    match = _STATEMENT.match(line)
    if match is None:
        return line
    labels, word, rest = match.groups()

    def sub(text: str) -> str:
        return pattern.sub(lambda m: mapping[m.group(1)], text)

    return sub(labels) + word + sub(rest)


def same_code(baseline: Version, candidate: Version) -> bool:
    """The same instructions and data (labels renumbered alike, comments and CFI aside)."""
    if set(baseline.texts) != set(candidate.texts):
        return False
    return all(canonical_asm(baseline.texts[n].replace(baseline.prefix, "@"))
               == canonical_asm(candidate.texts[n].replace(candidate.prefix, "@"))
               for n in baseline.texts)


# ---------------------------------------------------------------------- the driver
#: calls ``__sa_fn`` with the caller's arguments, callee-saved registers loaded with canaries;
#: afterwards records which of rbx, rbp, r12-r15 and rsp came back changed and the flags
TRAMPOLINE = "\n".join([
    "\t.text", "\t.globl\t__sa_checked", "\t.type\t__sa_checked, @function", "__sa_checked:",
    *(f"\tmovq\t%{r}, __sa_save+{8 * i}(%rip)" for i, r in enumerate(
        ("rbx", "rbp", "r12", "r13", "r14", "r15", "rsp"))),
    *(f"\tmovabsq\t$0x5{i + 1}a5a5a5a5a5a5a{i + 1}, %{r}" for i, r in enumerate(
        ("rbx", "rbp", "r12", "r13", "r14", "r15"))),
    "\tsubq\t$8, %rsp", "\tcall\t*__sa_fn(%rip)", "\taddq\t$8, %rsp",
    "\tmovq\t%rsp, %r10", "\tsubq\t__sa_save+48(%rip), %r10", "\tmovq\t%r10, __sa_regs+48(%rip)",
    "\tmovq\t__sa_save+48(%rip), %rsp", "\tpushfq", "\tpopq\t%r11", "\tmovq\t%r11, __sa_flags(%rip)",
    *itertools.chain.from_iterable(
        (f"\tmovabsq\t$0x5{i + 1}a5a5a5a5a5a5a{i + 1}, %r10", f"\txorq\t%{r}, %r10",
         f"\tmovq\t%r10, __sa_regs+{8 * i}(%rip)", f"\tmovq\t__sa_save+{8 * i}(%rip), %{r}")
        for i, r in enumerate(("rbx", "rbp", "r12", "r13", "r14", "r15"))),
    "\tcld", "\tret", "\t.size\t__sa_checked, .-__sa_checked",
    "\t.globl\t__sa_fn", "\t.globl\t__sa_regs", "\t.globl\t__sa_flags", "\t.bss", "\t.align 8",
    "__sa_fn:\t.zero 8", "__sa_flags:\t.zero 8", "__sa_regs:\t.zero 56", "__sa_save:\t.zero 56",
    '\t.section\t.note.GNU-stack,"",@progbits', ""])

DRIVER_HEAD = r"""#define _GNU_SOURCE
#include <limits.h>
#include <math.h>
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/time.h>
#include <time.h>
void __sa_checked(void);
extern void *__sa_fn;
extern uint64_t __sa_regs[7], __sa_flags;
static char *sa_in;
static double sa_abs, sa_rel;
static sigjmp_buf sa_jmp;
static volatile sig_atomic_t sa_sig;
static void sa_on_signal(int sig) { sa_sig = sig; siglongjmp(sa_jmp, 1); }
static void sa_arm(long us) {
  struct itimerval t = {{0, 0}, {us / 1000000, us % 1000000}};
  setitimer(ITIMER_PROF, &t, 0);
}
static long long sa_i(void) { return strtoll(sa_in, &sa_in, 10); }
static unsigned long long sa_u(void) { return strtoull(sa_in, &sa_in, 10); }
static double sa_f(void) { return strtod(sa_in, &sa_in); }
static int sa_close(double a, double b) {
  if (isnan(a) || isnan(b)) return isnan(a) && isnan(b);
  if (a == b) return 1;
  double d = fabs(a - b);
  return d <= sa_abs || d <= sa_rel * fmax(fabs(a), fabs(b));
}
struct sa_buf { unsigned char *map, *end; size_t size; };
static void sa_alloc(struct sa_buf *b, size_t bytes) {
  size_t page = 4096, pages = (bytes + 128 + page - 1) / page;
  b->map = mmap(0, (pages + 1) * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (b->map == MAP_FAILED) { puts("F mmap"); exit(3); }
  mprotect(b->map + pages * page, page, PROT_NONE);
  b->end = b->map + pages * page;
  b->size = pages * page;
}
/* the function's layout: 64 guard bytes, the data, guard bytes up to an unmapped page */
static void *sa_place(struct sa_buf *b, const void *src, size_t bytes) {
  memset(b->map, 0xA5, b->size);
  memcpy(b->map + 64, src, bytes);
  return b->map + 64;
}
/* the reference's layout: the data ends where the unmapped page begins */
static void *sa_place_ref(struct sa_buf *b, const void *src, size_t bytes) {
  memcpy(b->end - bytes, src, bytes);
  return b->end - bytes;
}
static long sa_guard(struct sa_buf *b, size_t bytes) {
  for (size_t i = 0; i < b->size; i++)
    if ((i < 64 || i >= 64 + bytes) && b->map[i] != 0xA5) return (long)i - 64;
  return LONG_MIN;
}
static long sa_where(const void *p, const void *base, size_t bytes) {
  const char *c = p, *s = base;
  return c >= s && c <= s + bytes ? (long)(c - s) : -1;
}
static double sa_cpu(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}
static char *sa_setup(void) {
  static char stack[1 << 16];
  stack_t ss = {.ss_sp = stack, .ss_size = sizeof stack};
  sigaltstack(&ss, 0);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = sa_on_signal;
  sa.sa_flags = SA_ONSTACK;
  int sigs[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGPROF, SIGSYS};
  for (unsigned i = 0; i < sizeof sigs / sizeof *sigs; i++) sigaction(sigs[i], &sa, 0);
  size_t cap = 1 << 20, used = 0, got;
  char *text = malloc(cap + 1);
  while ((got = fread(text + used, 1, cap - used, stdin)) > 0)
    if ((used += got) == cap) text = realloc(text, (cap *= 2) + 1);
  text[used] = 0;
  setvbuf(stdout, 0, _IOLBF, 0);
  return text;
}
"""


def _unsigned(ctype: CType) -> str:
    return "unsigned" if ctype.kind == "bool" else f"uint{ctype.bits}_t"


def _c_params(sig: Signature) -> str:
    parts = [f"{'const ' if p.const else ''}{p.ctype.spelling} {'*' if p.role != 'scalar' else ''}"
             f"a{i}" for i, p in enumerate(sig.params)]
    return ", ".join(parts) or "void"


def _c_ret(sig: Signature) -> str:
    return "void" if sig.ret is None else sig.ret.spelling + (" *" if sig.ret_pointer else "")


def reference_source(sig: Signature) -> str:
    """The C source itself (``main`` renamed) with one entry point the driver calls."""
    args = ", ".join(f"a{i}" for i in range(len(sig.params)))
    call = f"{sig.name}({args})"
    return (f"#include <stdint.h>\n#define main __sa_program_main\n#include \"/in/prog.c\"\n"
            f"#undef main\n{_c_ret(sig)} __sa_ref({_c_params(sig)}) "
            f"{{ {'' if sig.ret is None else 'return '}{call}; }}\n")


def _read(p: Param, i: int) -> str:
    if p.role == "scalar":
        read = "sa_f()" if p.ctype.kind == "float" else "sa_i()" if p.ctype.signed else "sa_u()"
        return f"    a{i} = ({p.ctype.spelling}){read};"
    element = "sa_f()" if p.ctype.kind == "float" else "sa_i()" if p.ctype.signed else "sa_u()"
    terminate = f" in{i}[n{i}] = 0; bytes{i} = n{i} + 1;" if p.role == "string" else \
        f" bytes{i} = n{i} * sizeof *in{i};"
    return (f"    n{i} = sa_u(); for (size_t j = 0; j < n{i}; j++) in{i}[j] = "
            f"({p.ctype.spelling}){element};{terminate}")


def _print_value(ctype: CType, expr: str) -> str:
    if ctype.kind == "float":
        return f'printf(" %a", (double)({expr}));'
    return f'printf(" %llx", (unsigned long long)({_unsigned(ctype)})({expr}));'


def _agree(sig: Signature) -> str:
    """The C condition: the reference's results equal the function's (pr*, rr against p*, rt)."""
    terms = []
    if sig.ret is not None and sig.ret_pointer:
        terms.append(" && ".join(f"sa_where(rr, pr{i}, bytes{i}) == sa_where(rt, p{i}, bytes{i})"
                                 for i, p in enumerate(sig.params) if p.role != "scalar"))
    elif sig.ret is not None:
        terms.append("sa_close(rr, rt)" if sig.ret.kind == "float" else "rr == rt")
    for i, p in enumerate(sig.params):
        if p.role == "scalar" or p.const:
            continue
        if p.ctype.kind == "float":
            terms.append(f"({{ int ok = 1; for (size_t j = 0; j < n{i}; j++) ok &= "
                         f"sa_close(pr{i}[j], p{i}[j]); ok; }})")
        else:
            terms.append(f"memcmp(pr{i}, p{i}, bytes{i}) == 0")
    return " && ".join(terms) or "1"


def _print_results(sig: Signature) -> list[str]:
    lines = ['    printf("O");']
    if sig.ret is not None and sig.ret_pointer:
        lines.append('    { int found = 0; if (!rt) { printf(" p0"); found = 1; }')
        for i, p in enumerate(sig.params):
            if p.role != "scalar":
                lines.append(f'      if (!found && sa_where(rt, p{i}, bytes{i}) >= 0) {{ '
                             f'printf(" p{i}+%ld", sa_where(rt, p{i}, bytes{i})); found = 1; }}')
        lines.append('      if (!found) printf(" p?"); }')
    elif sig.ret is not None:
        lines.append("    " + _print_value(sig.ret, "rt"))
    for i, p in enumerate(sig.params):
        if p.role == "scalar":
            continue
        if p.const:
            lines.append(f'    if (memcmp(p{i}, in{i}, bytes{i})) printf(" c{i}");')
        else:
            count = f"n{i} + 1" if p.role == "string" else f"n{i}"
            lines.append(f"    for (size_t j = 0; j < {count}; j++) "
                         + _print_value(p.ctype, f"p{i}[j]"))
    for i, p in enumerate(sig.params):
        if p.role != "scalar":
            lines.append(f"    {{ long g = sa_guard(&b{i}, bytes{i}); "
                         f'if (g != LONG_MIN) printf(" g{i}:%ld", g); }}')
    lines += ['    for (int r = 0; r < 7; r++) if (__sa_regs[r]) printf(" r%d", r);',
              '    if (__sa_flags & 0x400) printf(" df");', '    printf("\\n");']
    return lines


def driver_source(sig: Signature, symbol: str, reference: bool) -> str:
    """The driver: reads the cases, runs (the reference and) the function on each, prints one
    line a case: ``U`` the reference is undefined there, ``X sig`` the function crashed or ran
    out of time, ``N`` the reference and the function disagree, ``O results``; ``E`` at the end.
    The candidate's driver (``reference=False``) stops at its first ``X``."""
    params, ret = _c_params(sig), _c_ret(sig)
    arrays = [i for i, p in enumerate(sig.params) if p.role != "scalar"]
    decls = [f"typedef {ret} (*sa_fn_t)({params});", f"extern char {symbol}[];"]
    if reference:
        decls.append(f"{ret} __sa_ref({params});")
    for i, p in enumerate(sig.params):
        t = p.ctype.spelling
        decls.append(f"static {t} a{i};" if p.role == "scalar" else
                     f"static {t} *in{i}, *p{i}, *pr{i}; static size_t n{i}, bytes{i}; "
                     f"static struct sa_buf b{i}, r{i};")
    if sig.ret is not None:
        decls.append(f"static {ret} rt; static {ret} rr;")  # int8_t *rt, *rr
    args = ", ".join(f"a{i}" if p.role == "scalar" else f"p{i}" for i, p in enumerate(sig.params))
    ref_args = ", ".join(f"a{i}" if p.role == "scalar" else f"pr{i}"
                         for i, p in enumerate(sig.params))
    assign, ref_assign = ("", "") if sig.ret is None else ("rt = ", "rr = ")
    body = [
        "int main(void) {", "  sa_in = sa_setup();",
        "  long cases = sa_i(); size_t most = sa_u(); sa_abs = sa_f(); sa_rel = sa_f();",
        "  long case_us = sa_i(); double total = sa_f(), start = sa_cpu();",
        *(f"  in{i} = malloc((most + 1) * sizeof *in{i}); sa_alloc(&b{i}, (most + 1) * sizeof "
          f"*in{i}); sa_alloc(&r{i}, (most + 1) * sizeof *in{i});" for i in arrays),
        "  for (long c = 0; c < cases; c++) {",
        "    if (sa_cpu() - start > total) break;",
        *(_read(p, i) for i, p in enumerate(sig.params)),
    ]
    if reference:
        body += [*(f"    pr{i} = sa_place_ref(&r{i}, in{i}, bytes{i});" for i in arrays),
                 "    if (sigsetjmp(sa_jmp, 1) == 0) {",
                 f"      sa_arm(case_us); {ref_assign}__sa_ref({ref_args}); sa_arm(0);",
                 '    } else { sa_arm(0); printf("U %d\\n", (int)sa_sig); continue; }']
    body += [*(f"    p{i} = sa_place(&b{i}, in{i}, bytes{i});" for i in arrays),
             f"    __sa_fn = (void *){symbol};",
             "    if (sigsetjmp(sa_jmp, 1) == 0) {",
             f"      sa_arm(case_us); {assign}((sa_fn_t)__sa_checked)({args}); sa_arm(0);",
             '    } else { sa_arm(0); printf("X %d\\n", (int)sa_sig); '
             + ("continue; }" if reference else "return 0; }")]
    if reference:
        body.append(f'    if (!({_agree(sig)})) {{ puts("N"); continue; }}')
    body += [*_print_results(sig), "  }", '  puts("E");', "  return 0;", "}", ""]
    return DRIVER_HEAD + "\n".join(decls) + "\n" + "\n".join(body)


# ---------------------------------------------------------------------- results
_REGISTERS = ("%rbx", "%rbp", "%r12", "%r13", "%r14", "%r15", "%rsp")
_SIGNALS = {4: "SIGILL", 5: "SIGTRAP", 7: "SIGBUS", 8: "SIGFPE", 11: "SIGSEGV", 31: "SIGSYS"}
SIGPROF = 27


def _tolerance(problem: Problem) -> tuple[float, float]:
    """(absolute, relative) for floating-point results: DEFAULT_TOLERANCE, or the problem's
    own ``float`` output tolerance where that is looser (see the module docstring)."""
    own = float_tolerances(problem.output_match) if problem.output_match.startswith("float") \
        else None
    if own is None:
        return DEFAULT_TOLERANCE
    return max(own[0], DEFAULT_TOLERANCE[0]), max(own[1], DEFAULT_TOLERANCE[1])


def _slots(sig: Signature, case: Case) -> list[tuple[str, Param | None]]:
    """The fixed part of an ``O`` line: what each token is (the return value, buffer cells)."""
    slots: list[tuple[str, Param | None]] = []
    if sig.ret is not None:
        slots.append(("the return value", None))
    for p, value in zip(sig.params, case, strict=True):
        if p.role != "scalar" and not p.const:
            count = len(value) + (p.role == "string")  # type: ignore[arg-type]
            slots += [(f"{p.name}[{j}]", p) for j in range(count)]
    return slots


def _show_token(sig: Signature, slot: Param | None, token: str) -> str:
    ctype = sig.ret if slot is None else slot.ctype
    if slot is None and sig.ret_pointer:
        if token == "p0":
            return "NULL"
        if token == "p?":
            return "a pointer outside every buffer"
        index, _, offset = token[1:].partition("+")
        param = sig.params[int(index)]
        return f"{param.name} + {int(offset) // (param.ctype.bits // 8)}"
    assert ctype is not None
    if ctype.kind == "float":
        return repr(float.fromhex(token))
    value = int(token, 16)
    if ctype.signed and value >= 1 << (ctype.bits - 1):
        value -= 1 << ctype.bits
    return ctype.describe(value)


def _same(sig: Signature, slot: Param | None, a: str, b: str, tol: tuple[float, float]) -> bool:
    ctype = sig.ret if slot is None else slot.ctype
    if a == b or ctype is None or ctype.kind != "float" or (slot is None and sig.ret_pointer):
        return a == b
    x, y = float.fromhex(a), float.fromhex(b)
    if math.isnan(x) or math.isnan(y):
        return math.isnan(x) and math.isnan(y)
    return abs(x - y) <= tol[0] or abs(x - y) <= tol[1] * max(abs(x), abs(y))


def _extra_words(sig: Signature, token: str) -> str:
    if token == "df":
        return "left the direction flag set"
    if token.startswith("r"):
        return f"did not preserve {_REGISTERS[int(token[1:])]}"
    param = sig.params[int(token[1:].split(":")[0])]
    if token.startswith("c"):
        return f"wrote to the const buffer {param.name}"
    offset = int(token.split(":")[1])
    return f"wrote outside {param.name} (byte {offset} from its start)"


def difference(sig: Signature, case: Case, base: str, cand: str,
               tol: tuple[float, float]) -> str:
    """'' when the two ``O`` lines agree, else the first difference in words."""
    slots = _slots(sig, case)
    base_tokens, cand_tokens = base.split()[1:], cand.split()[1:]
    fixed = len(slots)
    if len(cand_tokens) < fixed:
        return "the candidate's driver printed a malformed result"
    for (label, slot), a, b in zip(slots, base_tokens, cand_tokens, strict=False):
        if not _same(sig, slot, a, b, tol):
            return (f"{label}: baseline {_show_token(sig, slot, a)}, candidate "
                    f"{_show_token(sig, slot, b)}")
    extra_base, extra_cand = set(base_tokens[fixed:]), set(cand_tokens[fixed:])
    if extra_base != extra_cand:
        token = sorted(extra_cand - extra_base or extra_base - extra_cand)[0]
        who = "the candidate" if token in extra_cand else "the baseline (not the candidate)"
        return f"{who} {_extra_words(sig, token)}"
    return ""


def show_call(sig: Signature, case: Case) -> str:
    """``hot(a=[1, 2, 3], n=3)``, long arrays shortened."""
    shown = []
    for p, value in zip(sig.params, case, strict=True):
        if isinstance(value, bytes):
            text = repr(value)
        elif isinstance(value, list):
            cells = [p.ctype.describe(int(v)) if p.ctype.kind != "float" else repr(v)
                     for v in value[:24]]
            text = "[" + ", ".join(cells) + (f", ... ({len(value)} elements)" if len(value) > 24
                                             else "") + "]"
        else:
            text = p.ctype.describe(int(value)) if p.ctype.kind != "float" else repr(value)
        shown.append(f"{p.name}={text}")
    return f"{sig.name}({', '.join(shown)})"


def _failure(sig: Signature, case: Case, line: str, limit_ms: int) -> str:
    """The words for a candidate line that is not a result (``X sig``) or is missing ('')."""
    call = show_call(sig, case)
    if not line:
        return f"{call}: the candidate's run ended before this case finished"
    sig_no = int(line.split()[1]) if len(line.split()) > 1 else 0
    if sig_no == SIGPROF:
        return f"{call}: the candidate took over {limit_ms} ms of CPU (the baseline under " \
               f"{CASE_LIMIT_MS} ms)"
    return f"{call}: the candidate crashed ({_SIGNALS.get(sig_no, f'signal {sig_no}')})"


# ---------------------------------------------------------------------- running
UB_FLAGS = ("-O1", "-w", "-fsanitize=undefined", "-fsanitize=float-cast-overflow",
            "-fsanitize-undefined-trap-on-error")
TIERS = ("differential", "bounded")
#: (baseline, function, tier, cases) -> the baseline's run: the same for every candidate
_BASELINE_RUNS: dict[str, _BaselineRun] = {}
_CACHE_SIZE = 256


@dataclass
class _Plan:
    name: str
    sig: Signature
    base: Version
    cand: Version
    cases: dict[str, list[Case]]
    lines: dict[str, list[str]]
    bounds: dict[str, str]


@dataclass
class _BaselineRun:
    """Which cases of a tier the C function is defined on, and the baseline's results there."""

    valid: list[int]
    lines: dict[int, str]
    reached: int
    cpu_s: float
    error: str = ""


def _plan(problem: Problem, candidate_asm: str, name: str, definition: str,
          seed: int) -> _Plan | None:
    """What to compare for ``name`` (None: the two versions are the same code)."""
    try:
        base = function_closure(problem.baseline_asm, name, "__base_")
    except Unsupported as why:
        if str(why).startswith("no out-of-line"):
            raise Unsupported(_inlined_why(problem, name)) from why
        raise Unsupported(f"in the baseline, {why}") from why
    try:
        cand = function_closure(candidate_asm, name, "__cand_")
    except (Unsupported, AsmFunctionError) as why:
        raise Unsupported(f"the candidate has no out-of-line {name} (it inlined, renamed or "
                          f"removed it; the program tests judge it)" if str(why).startswith(
                              "no out-of-line") else f"in the candidate, {why}") from why
    sig = parse_signature(c_signature(definition), name, typedefs_of(code_only(problem.c_source)))
    if same_code(base, cand):
        return None
    cases, lines, bounds = _cases(sig, seed)
    return _Plan(name, sig, base, cand, cases, lines, bounds)


def _inlined_why(problem: Problem, name: str) -> str:
    """Why the baseline has no copy of ``name`` to compare, in the words a user thinks in."""
    try:
        hosts = inlined_functions(code_only(problem.c_source), problem.baseline_asm).get(name)
    except (AsmFunctionError, ValueError):
        hosts = None
    where = f" into {', '.join(hosts)}" if hosts else ""
    return (f"gcc -O3 inlined it{where}: the baseline has no copy of its own to compare "
            "(the program tests judge it)")


@functools.lru_cache(maxsize=64)
def _cases(sig: Signature, seed: int) -> tuple[dict[str, list[Case]], dict[str, list[str]],
                                               dict[str, str]]:
    """Both tiers' cases, encoded, and their bounds (the same for every candidate)."""
    rng = random.Random(seed * 1_000_003 + zlib.crc32(sig.name.encode()))
    differential = differential_cases(sig, rng, DIFFERENTIAL_CASES)
    domain, size, words = bounded_domain(sig)
    most = max((len(v) for c in differential for v in c if isinstance(v, (list, bytes))),
               default=0)
    bounds = {"differential": f"{len(differential)} seeded random and edge argument tuples "
                              f"(seed {seed}; buffers up to {most} elements)",
              "bounded": words}
    cases = {"differential": differential, "bounded": list(itertools.islice(domain, size))}
    lines = {tier: [encode_case(sig, case) for case in tier_cases]
             for tier, tier_cases in cases.items()}
    return cases, lines, bounds


def _input(plan: _Plan, tier: str, indices: Sequence[int], case_ms: int, total_s: float,
           tol: tuple[float, float]) -> str:
    cases = plan.cases[tier]
    most = max((len(v) for c in cases for v in c if isinstance(v, (list, bytes))), default=0)
    head = f"{len(indices)} {most} {tol[0]!r} {tol[1]!r} {case_ms * 1000} {total_s!r}\n"
    lines = plan.lines[tier]
    return head + "\n".join(lines[i] for i in indices) + "\n"


def _build(wb: Workbench, plan: _Plan, version: Version, driver: str, objects: Sequence[str],
           flags: Sequence[str] = ("-O0", "-w")) -> str:
    """Assemble ``version``'s functions and link them with the driver: '' or the error."""
    tag = f"{_mangle(plan.name)}_{version.prefix.strip('_')}"
    built = []
    for i, (fname, text) in enumerate(version.texts.items()):
        wb.sandbox.add_file(f"{tag}_{i}.s", text)
        error = wb.step([wb.exe, "-c", "-x", "assembler", f"/in/{tag}_{i}.s", "-o",
                         f"/work/{tag}_{i}.o"], f"assembling {fname}")
        if error:
            return error
        built.append(f"/work/{tag}_{i}.o")
    wb.sandbox.add_file(f"{tag}_driver.c", driver)
    return wb.step([wb.exe, *flags, f"/in/{tag}_driver.c", *objects, *built, "/work/tramp.o",
                    "-o", f"/work/{tag}", "-lm"], "linking the driver")


def _run(wb: Workbench, binary: str, tier: str, stdin: str,
         timeout_s: float) -> tuple[list[str], str, float]:
    """The driver's lines, '' or how its run ended otherwise than normally, its CPU seconds."""
    path = wb.sandbox.add_file(f"{binary.rsplit('/', 1)[1]}_{tier}.in", stdin)
    result = wb.run(binary, [path], timeout_s, Limits(cpu_s=timeout_s, file_size=64 << 20))[0]
    lines = result.stdout.decode("ascii", errors="replace").splitlines()
    return lines, "" if result.ok else result.describe(timeout_s), result.cpu_s


def _baseline_key(problem: Problem, plan: _Plan, tier: str, total_s: float,
                  tol: tuple[float, float]) -> str:
    cases = plan.cases[tier]
    return hashlib.sha256("\0".join([problem.c_source, problem.baseline_asm, plan.name, tier,
                                     repr(cases[:64]), repr(cases[-64:]), str(len(cases)),
                                     repr(total_s), repr(tol)]).encode()).hexdigest()


def _baseline_runs(wb: Workbench, problem: Problem, plan: _Plan, total_s: float,
                   tol: tuple[float, float]) -> dict[str, _BaselineRun]:
    """Per tier, the baseline's run (remembered: every candidate of a problem shares it)."""
    keys = {tier: _baseline_key(problem, plan, tier, total_s, tol) for tier in TIERS}
    if all(key in _BASELINE_RUNS for key in keys.values()):
        return {tier: _BASELINE_RUNS[key] for tier, key in keys.items()}
    ref = f"{_mangle(plan.name)}_ref"
    wb.sandbox.add_file(f"{ref}.c", reference_source(plan.sig))
    error = wb.step([wb.exe, *UB_FLAGS, "-c", f"/in/{ref}.c", "-o", f"/work/{ref}.o"],
                    "compiling the C source as the reference")
    driver = driver_source(plan.sig, plan.base.symbol(plan.name), reference=True)
    error = error or _build(wb, plan, plan.base, driver, [f"/work/{ref}.o"])
    if error:
        return {tier: _BaselineRun([], {}, 0, 0.0, error) for tier in TIERS}
    runs = {}
    for tier, key in keys.items():
        count = len(plan.cases[tier])
        lines, ended, cpu_s = _run(wb, f"/work/{_mangle(plan.name)}_base", tier,
                                   _input(plan, tier, range(count), CASE_LIMIT_MS, total_s, tol),
                                   total_s * 4 + 10)
        valid = [i for i, line in enumerate(lines[:count]) if line.startswith("O")]
        reached = next((i for i, line in enumerate(lines) if line == "E"), len(lines))
        runs[tier] = _BaselineRun(valid, {i: lines[i] for i in valid}, min(reached, count),
                                  cpu_s, f"the baseline's driver: {ended}"
                                  if ended and not valid else "")
        if len(_BASELINE_RUNS) >= _CACHE_SIZE:
            _BASELINE_RUNS.pop(next(iter(_BASELINE_RUNS)))
        _BASELINE_RUNS[key] = runs[tier]
    return runs


def _compare(plan: _Plan, tier: str, base: _BaselineRun, lines: list[str], ended: str,
             tol: tuple[float, float]) -> tuple[int, str]:
    """(cases compared, the first counterexample or '')."""
    for j, index in enumerate(base.valid):
        case = plan.cases[tier][index]
        line = lines[j] if j < len(lines) else ""
        if line.startswith("O"):
            words = difference(plan.sig, case, base.lines[index], line, tol)
            if words:
                return j + 1, f"{show_call(plan.sig, case)}: {words}"
            continue
        why = _failure(plan.sig, case, "" if line == "E" else line, CANDIDATE_CASE_LIMIT_MS)
        return j + 1, why + (f" ({ended})" if ended and (not line or line == "E") else "")
    return len(base.valid), ""


def _check(plan: _Plan, tier: str, base: _BaselineRun, compared: int, counterexample: str,
           seconds: float) -> FunctionCheck:
    total = len(plan.cases[tier])
    dropped = base.reached - len(base.valid)
    bound = plan.bounds[tier]
    if base.reached < total:
        bound += f"; stopped after {base.reached} of {total} cases (the time budget)"
    if dropped:
        bound += f"; {dropped} dropped (the C function is undefined there, or too slow)"
    if not base.valid:
        why = ("no case of the domain is defined for the C function (it reads past the "
               "buffers, or overflows)" if base.reached else
               f"the time budget ran out before a case finished (each may take "
               f"{CASE_LIMIT_MS} ms)")
        return FunctionCheck(plan.name, tier, False, None, 0, bound, why_not=why,
                             dropped=dropped, seconds=seconds)
    return FunctionCheck(plan.name, tier, True, not counterexample, compared, bound,
                         counterexample, dropped=dropped, seconds=seconds)


def _not_run(name: str, why: str, seconds: float = 0.0) -> list[FunctionCheck]:
    return [FunctionCheck(name, tier, False, None, why_not=why, seconds=seconds)
            for tier in TIERS]


def _check_plan(wb: Workbench, problem: Problem, plan: _Plan,
                budget_s: float) -> list[FunctionCheck]:
    started = time.monotonic()
    tol = _tolerance(problem)
    bases = _baseline_runs(wb, problem, plan, max(0.2, 0.2 * budget_s), tol)
    error = next((run.error for run in bases.values() if run.error), "")
    if error:
        return _not_run(plan.name, error, time.monotonic() - started)
    driver = driver_source(plan.sig, plan.cand.symbol(plan.name), reference=False)
    error = _build(wb, plan, plan.cand, driver, [])
    if error:
        return _not_run(plan.name, f"the candidate's {plan.name} does not build on its own: "
                                   f"{error}", time.monotonic() - started)
    checks = []
    for tier in TIERS:
        base = bases[tier]
        lines, ended, _ = _run(wb, f"/work/{_mangle(plan.name)}_cand", tier,
                               _input(plan, tier, base.valid, CANDIDATE_CASE_LIMIT_MS, 1e9, tol),
                               max(10.0, 20 * base.cpu_s))
        compared, counterexample = _compare(plan, tier, base, lines, ended, tol)
        checks.append(_check(plan, tier, base, compared, counterexample,
                             time.monotonic() - started))
    return checks


def check_functions(problem: Problem, candidate_asm: str, *, seed: int = 0,
                    budget_s: float = 3.0, compiler: str = DEFAULT_COMPILER) -> list[FunctionCheck]:
    """Compare each C function of ``problem`` (``main`` aside) that both the baseline and the
    candidate keep out of line: two :class:`FunctionCheck` a function (differential, bounded),
    in the source's order; ``ran=False`` with the reason where a function cannot be compared.
    Everything built from the candidate is built and run in the sandbox."""
    checks: dict[str, list[FunctionCheck]] = {}
    plans: list[_Plan] = []
    definitions = source_functions(problem.c_source)
    for name, definition in definitions.items():
        try:
            plan = _plan(problem, candidate_asm, name, definition, seed)
        except Unsupported as why:
            checks[name] = _not_run(name, str(why))
            continue
        if plan is None:
            checks[name] = [FunctionCheck(name, tier, True, True, bound="the same instructions "
                                          "as the baseline's (canonical_asm)")
                            for tier in TIERS]
        else:
            plans.append(plan)
    if plans:
        config = SandboxConfig(stdout_head=32 << 20)
        with Workbench({"tramp.s": TRAMPOLINE, "prog.c": problem.c_source}, config=config,
                       compiler=compiler) as wb:
            error = wb.step([wb.exe, "-c", "/in/tramp.s", "-o", "/work/tramp.o"], "trampoline")
            if error:
                raise RuntimeError(f"the function tier's trampoline does not assemble: {error}")
            for plan in plans:
                checks[plan.name] = _check_plan(wb, problem, plan, budget_s / len(plans))
    return [check for name in definitions for check in checks[name]]
