"""The function tier's view of C: which functions a source defines, and the signature of
one as the driver calls it (scalar types, buffers with their length parameters, C strings), or
:class:`Unsupported` with the reason a function cannot be driven."""

from __future__ import annotations

import re
from dataclasses import dataclass

from superasm.profile import c_functions

_LENGTH_NAME = re.compile(r"^(n|m|len|length|size|sz|count|cnt|num|nmemb|nelems?|nitems|"
                          r"n_\w+|num_?\w+|len_\w+|\w+_(len|length|size|count|cnt|n)|"
                          r"\w*len|\w*count)$", re.I)




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
