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

The package, by job: :mod:`~superasm.asmfunc.program` (the text parsed into lines, functions
and data; :func:`extract_function`), :mod:`~superasm.asmfunc.registers` (what a function may
overwrite), :mod:`~superasm.asmfunc.splice` (:func:`splice_function`).
"""

from __future__ import annotations

from superasm.asmfunc.program import (
    AsmFunctionError,
    AsmProgram,
    DataItem,
    ExtractedFunction,
    Function,
    Line,
    Region,
    extract_function,
    function_names,
    is_code_section,
    strip_comment,
)
from superasm.asmfunc.registers import (
    CALLEE_SAVED,
    CALLER_SAVED,
    clobbered_registers,
    written_registers,
)
from superasm.asmfunc.splice import SpliceResult, splice_function

__all__ = ["CALLEE_SAVED", "CALLER_SAVED", "AsmFunctionError", "AsmProgram", "DataItem",
           "ExtractedFunction", "Function", "Line", "Region", "SpliceResult",
           "clobbered_registers", "extract_function", "function_names", "is_code_section",
           "splice_function", "strip_comment", "written_registers"]
