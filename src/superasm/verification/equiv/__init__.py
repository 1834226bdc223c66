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

The package, by job: :mod:`~superasm.verification.equiv.signature` (which functions a C source defines and
the signature of one as the driver calls it), :mod:`~superasm.verification.equiv.cases` (the argument
tuples of both tiers), :mod:`~superasm.verification.equiv.driver` (the function's closure cut out of the
assembly, the trampoline, the C driver), :mod:`~superasm.verification.equiv.compare` (building and running
both drivers in the sandbox and comparing their lines: :func:`check_functions`).
"""

from __future__ import annotations

from superasm.verification.equiv.cases import (
    BOUNDED_CASES,
    DIFFERENTIAL_CASES,
    EXHAUSTIVE_CASES,
    Case,
    Value,
    bounded_domain,
    differential_cases,
    edges,
    encode_case,
    tier_cases,
)
from superasm.verification.equiv.compare import (
    CANDIDATE_CASE_LIMIT_MS,
    CASE_LIMIT_MS,
    DEFAULT_TOLERANCE,
    SIGPROF,
    TIERS,
    UB_FLAGS,
    FunctionCheck,
    check_functions,
    difference,
    show_call,
)
from superasm.verification.equiv.driver import (
    DRIVER_HEAD,
    PURE_LIBC,
    TRAMPOLINE,
    Version,
    driver_source,
    function_closure,
    reference_source,
    same_code,
)
from superasm.verification.equiv.signature import (
    CType,
    Param,
    Signature,
    Unsupported,
    code_only,
    parse_signature,
    source_functions,
    typedefs_of,
)

__all__ = [
    "BOUNDED_CASES", "CANDIDATE_CASE_LIMIT_MS", "CASE_LIMIT_MS", "DEFAULT_TOLERANCE",
    "DIFFERENTIAL_CASES", "DRIVER_HEAD", "EXHAUSTIVE_CASES", "PURE_LIBC", "SIGPROF", "TIERS",
    "TRAMPOLINE", "UB_FLAGS", "CType", "Case", "FunctionCheck", "Param", "Signature",
    "Unsupported", "Value", "Version", "bounded_domain", "check_functions", "code_only",
    "difference", "differential_cases", "driver_source", "edges", "encode_case",
    "function_closure", "parse_signature", "reference_source", "same_code", "show_call",
    "source_functions", "tier_cases", "typedefs_of",
]
