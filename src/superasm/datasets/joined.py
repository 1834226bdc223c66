"""A program kept in several files, built as the one C source superasm keeps for a program.

Course projects and small tools split a program: ``main.c`` calls what ``array_logic.c``
defines, and both include ``tp.h``.  Benchmarks keep one translation unit (one ``-O3`` assembly
file for a model to rewrite), so the files are joined the way an amalgamation is made:

- the program's local headers (``#include "tp.h"``, found beside the including file or at the
  program's top) are put in place of their ``#include``, each once;
- the other ``.c`` files whose functions the program calls, or declares, are put before it,
  and theirs in turn; files it never names (a generator, an old version, a unit test with its
  own ``main``) stay out.

Two joined files defining the same name (a ``static`` helper in each) would not compile as one
unit: that is refused with both names rather than left to a compiler error.  Which files went in
is recorded with the problem (``meta.joined``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from pathlib import PurePosixPath

#: ``#include "x.h"`` (a local header; ``<x.h>`` is the system's)
_LOCAL_INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*"([^"\n]+)"[^\n]*$', re.MULTILINE)
_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.DOTALL)
_STRING = re.compile(r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'')
#: a function definition at the top level: its name, at a line's start or after a type
_DEFINITION = re.compile(
    r"^(?:[A-Za-z_][\w \t*]*?[\s*])?([A-Za-z_]\w*)[ \t]*\(([^;{}()]*(?:\([^()]*\)[^;{}()]*)*)\)"
    r"\s*\{", re.MULTILINE)
_KEYWORDS = frozenset({"if", "for", "while", "switch", "return", "sizeof", "do", "else"})


class JoinError(ValueError):
    """The files cannot be one source (the message names them and why)."""


def code_of(text: str) -> str:
    """``text`` without comments and literals: where names are looked for."""
    return _STRING.sub('""', _COMMENT.sub(" ", text))


def defined_functions(text: str) -> set[str]:
    return {m.group(1) for m in _DEFINITION.finditer(code_of(text))} - _KEYWORDS


def defines_main(text: str) -> bool:
    return "main" in defined_functions(text)


def _names(text: str) -> set[str]:
    """Every identifier followed by ``(``: the functions a text calls or declares."""
    return set(re.findall(r"\b([A-Za-z_]\w*)\s*\(", code_of(text)))


def with_headers(rel: PurePosixPath, text: str, read: Callable[[PurePosixPath], str | None],
                 seen: set[PurePosixPath], include_path: Sequence[PurePosixPath] = ()) -> str:
    """``text`` (the file ``rel``) with each local header it includes put in its place, once
    (``seen``: headers already in); an include no file of the program answers stays as it is.
    A header is looked for beside the including file, at the program's top, then in each
    folder of ``include_path`` (a build's ``-I`` folders)."""

    def inline(match: re.Match[str]) -> str:
        name = match.group(1)
        for candidate in (PurePosixPath(*_normal(path.parts))
                          for path in (rel.parent / name, PurePosixPath(name),
                                       *(folder / name for folder in include_path))):
            body = read(candidate)
            if body is None:
                continue
            if candidate in seen:
                return f"/* {name}: already included above */"
            seen.add(candidate)
            return f"/* ---- {candidate} ---- */\n" + with_headers(candidate, body, read, seen,
                                                                    include_path)
        return match.group(0)

    return _LOCAL_INCLUDE.sub(inline, text)


def _normal(parts: tuple[str, ...]) -> list[str]:
    out: list[str] = []
    for part in parts:
        if part == "..":
            if out:
                out.pop()
        elif part != ".":
            out.append(part)
    return out


def join_program(main: PurePosixPath, c_files: list[PurePosixPath],
                 read: Callable[[PurePosixPath], str | None]) -> tuple[str, list[PurePosixPath]]:
    """The program whose ``main`` is in ``main`` as one source, and the files in it besides
    ``main`` (the other ``.c`` files it needs, then its headers), in order (module
    docstring).  ``read`` gives a file of the program as text, None where there is none."""
    seen: set[PurePosixPath] = set()
    texts = {rel: read(rel) or "" for rel in [main, *c_files]}
    defined = {rel: defined_functions(texts[rel]) for rel in c_files if rel != main}
    defined = {rel: names for rel, names in defined.items() if "main" not in names}
    needed: list[PurePosixPath] = []
    wanted = _names(with_headers(main, texts[main], read, set()))
    while True:
        more = [rel for rel, names in defined.items() if rel not in needed and names & wanted]
        if not more:
            break
        for rel in more:
            needed.append(rel)
            wanted |= _names(with_headers(rel, texts[rel], read, set()))
    needed.sort(key=str)
    _refuse_clashes([main, *needed], texts)
    if needed:
        joined = "\n".join(f"/* ---- {rel} ---- */\n" + with_headers(rel, texts[rel], read, seen)
                           for rel in [*needed, main])
    else:
        joined = with_headers(main, texts[main], read, seen)
    return joined, [*needed, *sorted(seen, key=str)]


def _refuse_clashes(rels: list[PurePosixPath], texts: dict[PurePosixPath, str]) -> None:
    owner: dict[str, PurePosixPath] = {}
    for rel in rels:
        for name in sorted(defined_functions(texts[rel])):
            if name in owner:
                raise JoinError(f"{owner[name]} and {rel} both define {name}(): the program "
                                "cannot be built as one C source (superasm keeps one source "
                                "a program); rename one of them")
            owner[name] = rel
