"""A unit-tested library as an optimization problem: its functions the targets, its runner the
test, a benchmark driver its timing program.

A library's project builds ``src/*.c`` and the runner ``test/test_*.c`` as separate translation
units linked together (Exercism's makefile, any CMake project): the runner's calls reach the
library's functions as calls.  superasm keeps one source per program
(:mod:`superasm.datasets.joined`), and ``gcc -O3`` on one unit would inline a small library
function into the runner's test functions and fold its constant arguments, so that the
library's own assembly is an out-of-line copy nothing calls: rewriting it would change nothing
the tests run.  So each function the library exports (defined in ``src/*.c``, not ``static``)
is compiled as its own unit would see it: ``__attribute__((noipa))`` (gcc: no inlining, no
cloning, no constant propagation or register-use assumptions across the call; clang, which
lacks it: ``noinline``).  The rest is the plain ``-O3`` build; the library's ``static``
helpers are inlined as its own unit would inline them.  One difference remains from separate
units: a library function calling another exported one of the same file calls it rather than
inlining it.  The library's functions are the problem's ``target_functions``
(:func:`superasm.models.per_function.target_functions`, the hot-function prompt).

A unit runner reads no input, so there is nothing to time that a candidate could not answer
by printing.  The program therefore gets a second mode (:func:`with_bench_driver`): on an
empty input it is the runner as fetched; given a number ``N`` it runs a benchmark driver
``N`` times, each round's output kept in memory and hashed, and prints the rounds, the rounds
that failed and the hash.  The driver is the tree's own where it has one (a ``.c`` file with
``main`` in ``bench/``, ``benchmark/``, ``benchmarks/`` or ``perf/``); else the runner itself,
which calls the library's functions with the arguments the unit tests give them.  The
program's hidden test runs the driver twice (its expected output the ``-O3`` build's, never
shown to a model), and the timing inputs are grown from it (:mod:`superasm.datasets.scale`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import PurePosixPath

#: folders whose program is a benchmark driver of the library, not the program to optimize
BENCH_FOLDERS = frozenset({"bench", "benches", "benchmark", "benchmarks", "perf"})

#: the attribute put on each function the library exports (module docstring)
OWN_UNIT = "SUPERASM_OWN_UNIT"
OWN_UNIT_DEFINITION = f"""\
/* superasm: the library's functions compiled as their own translation unit would be: the
   runner's calls reach them as calls (superasm.datasets.unit_library) */
#if defined(__has_attribute)
#if __has_attribute(noipa)
#define {OWN_UNIT} __attribute__((noipa))
#elif __has_attribute(noinline)
#define {OWN_UNIT} __attribute__((noinline))
#endif
#endif
#ifndef {OWN_UNIT}
#define {OWN_UNIT}
#endif
"""

#: what ``meta["bench_driver"]`` says where the tree has no driver of its own
GENERATED_DRIVER = "generated: the unit tests' runner, in rounds"

#: the input of the hidden test: two rounds of the benchmark driver (a number the timing
#: inputs' scaler grows as a parameter: :func:`superasm.datasets.scale.grow_parameter`)
DRIVER_ROUNDS = b"2\n"

_BLANKED = re.compile(r"/\*.*?\*/|//[^\n]*|\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'"
                      r"|^[ \t]*#(?:[^\n]*\\\n)*[^\n]*", re.DOTALL | re.MULTILINE)
#: a definition's head at the top level: a line's start, its specifiers, its name and ``(``
_HEAD = re.compile(r"^[ \t]*((?:[A-Za-z_]\w*[\s*]+)+?)\**\s*([A-Za-z_]\w*)\s*\(", re.MULTILINE)
_KEYWORDS = frozenset({"if", "for", "while", "switch", "return", "sizeof", "do", "else"})


@dataclass(frozen=True)
class LibraryFunction:
    """A function defined in the library's sources."""

    name: str
    #: ``static``: the library's own helper, which the runner cannot call
    internal: bool
    #: where its definition starts in the file's text, and where its head ends (after ``)``)
    start: int
    head_end: int


def _blank(text: str) -> str:
    """``text`` with comments, literals and preprocessor lines blanked, keeping every offset."""
    return _BLANKED.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)


def library_functions(text: str) -> list[LibraryFunction]:
    """The functions ``text`` (a library's ``.c`` file) defines at its top level, in order."""
    code = _blank(text)
    found: list[LibraryFunction] = []
    depth, scanned = 0, 0
    for match in _HEAD.finditer(code):
        depth += code.count("{", scanned, match.start()) - code.count("}", scanned,
                                                                      match.start())
        scanned = match.start()
        name, specifiers = match.group(2), match.group(1).split()
        if depth or name in _KEYWORDS or specifiers[0] in ("return", "typedef", "else"):
            continue
        rest = code[match.end():]
        closing = _closing_paren(rest)
        if closing < 0 or not rest[closing + 1:].lstrip().startswith("{"):
            continue  # a declaration, or a call in an initializer
        found.append(LibraryFunction(name, "static" in specifiers, match.start(1),
                                     match.end() + closing + 1))
    return found


def _closing_paren(text: str) -> int:
    depth = 1
    for i, char in enumerate(text):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth == 0:
            return i
    return -1


def as_own_unit(text: str) -> tuple[str, list[str]]:
    """``text`` (a library's ``.c`` file) with :data:`OWN_UNIT` on each function it exports,
    and the names of every function it defines (module docstring).  The attribute is put on a
    declaration before the definition (``int f(int n) SUPERASM_OWN_UNIT;``), so that the
    definition reads as written (the function tier reads the signature from it)."""
    functions = library_functions(text)
    out = text
    for function in reversed(functions):
        if not function.internal:
            head = text[function.start:function.head_end]
            out = f"{out[:function.start]}{head} {OWN_UNIT};\n{out[function.start:]}"
    return out, [f.name for f in functions]


def in_bench_folder(rel: PurePosixPath) -> bool:
    return any(part.lower() in BENCH_FOLDERS for part in rel.parts[:-1])


#: the program's main: the runner as fetched on an empty input, ``N`` rounds of the driver
#: given ``N`` (module docstring).  Every round's stdout goes to a stream that hashes what it
#: is given (glibc's ``fopencookie``, named by its symbol so that no feature macro changes how
#: the runner compiles), so that what every round printed is checked, in an output of one
#: line; a memory stream would not do: CUnit makes stdout unbuffered, which breaks one
DISPATCH = """
#undef main
#pragma pop_macro("main")
#include <stdio.h>
typedef struct {
    long (*read)(void *, char *, unsigned long);
    long (*write)(void *, const char *, unsigned long);
    int (*seek)(void *, long long *, int);
    int (*close)(void *);
} superasm_stream_functions;
FILE *superasm_stream(void *, const char *, superasm_stream_functions) __asm__("fopencookie");
static unsigned long long superasm_hash = 1469598103934665603ULL;
static long superasm_hashed(void *cookie, const char *data, unsigned long size)
{
    unsigned long i;
    (void)cookie;
    for (i = 0; i < size; i++)
        superasm_hash = (superasm_hash ^ (unsigned char)data[i]) * 1099511628211ULL;
    return (long)size;
}
int main(int argc, char **argv)
{
    unsigned long rounds, round, failed = 0;
    char *name[] = {"bench", 0};
    superasm_stream_functions hashing = {0, superasm_hashed, 0, 0};
    if (scanf("%lu", &rounds) != 1)
        return ((int (*)(int, char **))superasm_unit_runner)(argc, argv);
    fflush(stdout);
    FILE *shown = stdout;
    for (round = 0; round < rounds; round++) {
        stdout = superasm_stream(0, "w", hashing);
        if (!stdout)
            return 3;
        failed += ((int (*)(int, char **))DRIVER)(1, name) != 0;
        fclose(stdout);
    }
    stdout = shown;
    printf("%lu rounds, %lu failed, output hash %016llx\\n", rounds, failed, superasm_hash);
    return failed != 0;
}
"""


def with_bench_driver(runner: str, driver: str | None = None) -> str:
    """The runner's joined source with the benchmark driver and the dispatching main (module
    docstring): ``driver`` the tree's own driver's source (joined with its headers; the
    library's functions it calls are the runner's), None to run the runner itself."""
    parts = ['#pragma push_macro("main")', "#undef main", "#define main superasm_unit_runner",
             runner]
    if driver is not None:
        parts += ["#undef main", "#define main superasm_tree_driver", driver]
    name = "superasm_tree_driver" if driver is not None else "superasm_unit_runner"
    return "\n".join(parts) + DISPATCH.replace("DRIVER", name)


__all__ = ["BENCH_FOLDERS", "DRIVER_ROUNDS", "GENERATED_DRIVER", "OWN_UNIT", "OWN_UNIT_DEFINITION",
           "LibraryFunction",
           "as_own_unit", "in_bench_folder", "library_functions", "with_bench_driver"]
