"""The catalogue of compiler variants: ways to compile a problem's C source to candidate assembly.

A :class:`Variant` is a compiler, its flags and a profiling scheme.  The portfolio tries the
catalogue below; the tuner (:mod:`superasm.models.tune`) builds variants of its own from the
same parts.  Every variant compiles to assembly (``-S``: the candidate is assembly, linked with
the paper's line like any model's) in the sandbox, through :func:`superasm.toolchain.c_to_asm`.

Flags that change what a program computes (``-ffast-math``, ``-Ofast`` …) are refused unless the
caller opts in: tests cannot prove that a reassociated float sum is still right on inputs they do
not cover.  The check is made where a variant is compiled, so a hand-made variant cannot slip
past it.
"""

from __future__ import annotations

import shlex
from collections.abc import Sequence
from dataclasses import dataclass

from superasm.models.base import ModelError
from superasm.problem import Problem
from superasm.toolchain import AsmResult, ToolchainError, c_to_asm, compiler_version

#: flags that let the compiler change results (floating-point reassociation, no NaN/Inf, …)
SEMANTICS_CHANGING_FLAGS = (
    "-Ofast", "-ffast-math", "-funsafe-math-optimizations", "-fassociative-math",
    "-freciprocal-math", "-ffinite-math-only", "-fno-signed-zeros", "-fno-trapping-math",
    "-fno-math-errno", "-fcx-limited-range",
)
#: clang writes ``.addrsig`` directives that GNU as (the paper's ``gcc`` link line) rejects
CLANG_COMMON = ("-fno-addrsig",)


class UnsafeVariantRefused(ModelError):
    """A semantics-changing variant or flag was asked for without the explicit opt-in."""


def is_clang(compiler: str) -> bool:
    return compiler.startswith("clang")


@dataclass(frozen=True)
class Variant:
    """One way to compile the problem's C source.  ``pgo`` names the profiling scheme."""

    name: str
    compiler: str
    flags: tuple[str, ...]
    #: what the setting changes, for a human reading why it won ("PGO: branch layout")
    why: str
    label: str = ""
    pgo: str = ""  # "", "gcc" or "clang"
    unsafe: bool = False

    def command(self) -> str:
        """The compiler command that makes the candidate (PGO: the final, profile-using step)."""
        pgo = {"gcc": ["-fprofile-use"], "clang": ["-fprofile-use=prog.profdata"]}.get(self.pgo, [])
        return shlex.join([self.compiler, *self.flags, *pgo, "-S"])

    def semantics_changing_flags(self) -> list[str]:
        return [f for f in self.flags if f.split("=")[0] in SEMANTICS_CHANGING_FLAGS]


def variant(name: str, compiler: str, flags: Sequence[str], why: str, label: str = "",
            pgo: str = "", unsafe: bool = False) -> Variant:
    """A variant, with the flags clang needs for GNU as added and ``pgo`` matched to it."""
    extra = CLANG_COMMON if is_clang(compiler) else ()
    if pgo:
        pgo = "clang" if is_clang(compiler) else "gcc"
    return Variant(name, compiler, (*flags, *extra), why, label or name, pgo, unsafe)


#: in the order they are tried: likely winners first, so a short budget still finds them
CATALOGUE: tuple[Variant, ...] = (
    variant("gcc-O3-native", "gcc", ["-O3", "-march=native"],
            "instructions this CPU has (AVX2, BMI, FMA …)", "gcc -O3 -march=native"),
    variant("gcc-pgo", "gcc", ["-O3"],
            "branch layout, inlining and unrolling guided by the public tests' profile",
            "gcc PGO", pgo="gcc"),
    variant("clang-O3", "clang", ["-O3"], "LLVM's optimiser and code generator", "clang -O3"),
    variant("gcc-O3-native-unroll", "gcc", ["-O3", "-march=native", "-funroll-loops"],
            "this CPU's instructions and unrolled loops", "gcc -O3 -march=native -funroll-loops"),
    variant("clang-O3-native", "clang", ["-O3", "-march=native"],
            "LLVM with this CPU's instructions", "clang -O3 -march=native"),
    variant("gcc-O3-unroll", "gcc", ["-O3", "-funroll-loops"],
            "unrolled loops: fewer branches and counter updates per element",
            "gcc -O3 -funroll-loops"),
    variant("gcc-pgo-native", "gcc", ["-O3", "-march=native"],
            "profile-guided layout plus this CPU's instructions", "gcc PGO -march=native",
            pgo="gcc"),
    variant("clang-pgo", "clang", ["-O3"],
            "LLVM's branch layout and inlining guided by the public tests' profile", "clang PGO",
            pgo="clang"),
    variant("gcc-O2", "gcc", ["-O2"],
            "less inlining and unrolling: smaller code that fits the instruction cache", "gcc -O2"),
    variant("clang-O2", "clang", ["-O2"], "LLVM at -O2: less aggressive inlining", "clang -O2"),
    variant("gcc-O3-novec", "gcc", ["-O3", "-fno-tree-vectorize"],
            "vectoriser off: no vector set-up and epilogue cost on short loops",
            "gcc -O3 no-vectorize"),
    variant("clang-O3-novec", "clang", ["-O3", "-fno-vectorize", "-fno-slp-vectorize"],
            "LLVM with the vectorisers off", "clang -O3 no-vectorize"),
    variant("clang-O3-unroll", "clang", ["-O3", "-funroll-loops"],
            "LLVM with loop unrolling forced on", "clang -O3 -funroll-loops"),
    variant("clang-O2-vec", "clang", ["-O2", "-fvectorize", "-fslp-vectorize"],
            "LLVM at -O2 with the vectorisers explicitly on", "clang -O2 vectorize"),
    # semantics-changing: only with an explicit opt-in
    variant("gcc-Ofast", "gcc", ["-Ofast"],
            "UNSAFE -ffast-math: reassociated floating point (results may round differently)",
            "gcc -Ofast", unsafe=True),
    variant("gcc-Ofast-native", "gcc", ["-Ofast", "-march=native"],
            "UNSAFE -ffast-math with this CPU's instructions", "gcc -Ofast -march=native",
            unsafe=True),
    variant("clang-Ofast", "clang", ["-O3", "-ffast-math"],
            "UNSAFE -ffast-math in LLVM", "clang -O3 -ffast-math", unsafe=True),
)


def variants(unsafe: bool = False) -> list[Variant]:
    """Every catalogued variant, in trial order; semantics-changing ones only if asked."""
    return [v for v in CATALOGUE if unsafe or not v.unsafe]


def find_variant(name: str) -> Variant:
    for v in CATALOGUE:
        if v.name == name:
            return v
    raise ModelError(f"unknown portfolio variant {name!r}; known: "
                     + ", ".join(v.name for v in CATALOGUE))


def check_safe(v: Variant, unsafe_allowed: bool) -> None:
    """Refuse a semantics-changing variant unless the caller opted in."""
    bad = v.semantics_changing_flags()
    if (bad or v.unsafe) and not unsafe_allowed:
        what = " ".join(bad) or "semantics-changing flags"
        raise UnsafeVariantRefused(
            f"variant {v.name!r} uses {what}, which can change what the program computes (tests "
            "cannot prove floating-point results stay right); opt in with unsafe_math=True or "
            "the spec 'portfolio:unsafe'")


def parse_argument(argument: str, unsafe_math: bool = False) -> tuple[list[Variant], bool]:
    """``""`` (all safe variants), ``unsafe`` (all, fast-math included), or a comma-separated
    list of variant names (``gcc-pgo,clang-O3``; ``unsafe,gcc-Ofast`` opts in to an unsafe one)."""
    tokens = [t.strip() for t in argument.replace(" ", ",").split(",") if t.strip()]
    allow_unsafe = unsafe_math or "unsafe" in tokens
    names = [t for t in tokens if t != "unsafe"]
    if not names:
        return variants(unsafe=allow_unsafe), allow_unsafe
    chosen = [find_variant(n) for n in dict.fromkeys(names)]
    for v in chosen:
        check_safe(v, allow_unsafe)
    return chosen, allow_unsafe


def compile_variant(problem: Problem, v: Variant, unsafe_allowed: bool = False) -> AsmResult:
    """The variant's assembly for ``problem``; PGO trains on the public tests only."""
    check_safe(v, unsafe_allowed)
    try:
        return c_to_asm(problem.c_source, v.compiler, v.flags, pgo=v.pgo,
                        training_inputs=[t.input for t in problem.tests] if v.pgo else (),
                        link_libs=problem.link_libs)
    except ToolchainError as exc:
        return AsmResult(False, "", v.compiler, "", list(v.flags), str(exc))


def compiler_versions(compilers: Sequence[str]) -> dict[str, str]:
    """``COMPILER --version`` of each, or "missing"."""
    out = {}
    for compiler in dict.fromkeys(compilers):
        try:
            out[compiler] = compiler_version(compiler)
        except ToolchainError:
            out[compiler] = "missing"
    return out
