"""Polygon packages: their main solution and their testlib checker.

A Polygon package (Codeforces's problem preparation system) names, in ``problem.xml``, its
checker (``<checker><source path="files/check.cpp"/>``, a testlib program, often one of the
standard ones: ``wcmp``, ``rcmp6``) and its solutions, one tagged ``main``.  Its tests are
``tests/01`` with answers ``tests/01.a`` (paired by :mod:`superasm.datasets.pairing`).  This
module reads those two names, and gathers the checker with the headers it includes
(``testlib.h``, wherever the package keeps it), as a :class:`~superasm.problem.Checker` of the
``testlib`` style: ``checker input output answer``, exit 0 accepts.

A package without ``problem.xml`` but with a ``check.cpp`` (or ``checker.cpp``, ``check.c``)
beside ``testlib.h`` is read the same way.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import PurePosixPath

from superasm.problem import Checker

CHECKER_NAMES = ("check.cpp", "checker.cpp", "check.cc", "check.c", "checker.c")
_CHECKER = re.compile(r"<checker\b[^>]*>.*?<source\b[^>]*\bpath\s*=\s*\"([^\"]+)\"", re.S)
_MAIN = re.compile(r"<solution\b[^>]*\btag\s*=\s*\"main\"[^>]*>\s*<source\b[^>]*\bpath\s*=\s*"
                   r"\"([^\"]+)\"", re.S)
_INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)


@dataclass
class PolygonPackage:
    """What a Polygon package says: its checker, its main solution (a .c file), the files
    read to learn them."""

    checker: Checker | None = None
    main: PurePosixPath | None = None
    used: set[PurePosixPath] = field(default_factory=set)


def _headers(source: PurePosixPath, text: str, files: set[PurePosixPath]) -> dict[str, PurePosixPath]:
    """The local headers ``source`` includes, by the name it includes them as: beside it, or
    anywhere in the package by that file name (``files/testlib.h``)."""
    found = {}
    for name in _INCLUDE.findall(text):
        beside = source.parent / name
        match = beside if beside in files else next(
            (rel for rel in sorted(files) if rel.name == PurePosixPath(name).name), None)
        if match is not None:
            found[PurePosixPath(name).name] = match
    return found


def read_polygon(files: Iterable[PurePosixPath],
                 read: Callable[[PurePosixPath], bytes]) -> PolygonPackage:
    """The package's checker and main solution (either None where it names none)."""
    names = set(files)
    package = PolygonPackage()
    xml = PurePosixPath("problem.xml")
    declared = ""
    if xml in names:
        text = read(xml).decode("utf-8", "replace")
        package.used.add(xml)
        checker = _CHECKER.search(text)
        declared = checker.group(1) if checker else ""
        main = _MAIN.search(text)
        if main and PurePosixPath(main.group(1)) in names \
                and main.group(1).endswith(".c"):
            package.main = PurePosixPath(main.group(1))
    source = PurePosixPath(declared) if declared and PurePosixPath(declared) in names else next(
        (rel for rel in sorted(names, key=lambda r: (len(r.parts), str(r)))
         if rel.name in CHECKER_NAMES and any(r.name == "testlib.h" for r in names)), None)
    if source is None:
        return package
    text = read(source).decode("utf-8", "replace")
    headers = _headers(source, text, names)
    sources = {source.name: text, **{name: read(rel).decode("utf-8", "replace")
                                     for name, rel in headers.items()}}
    package.checker = Checker("testlib", sources, (), str(source))
    package.used |= {source, *headers.values()}
    return package
