"""C → baseline assembly, assembly → executable, and build-and-run; all inside the sandbox.

The paper's link line is ``gcc cand.s -o cand -lm``.  We run it as two steps (``gcc -c`` then
``gcc cand.o -o cand -lm``), which builds the same executable and tells an assembler error from a
link error.  Even compiling our own C runs sandboxed: the toolchain parses attacker-controlled
text (``.incbin``, ``.include``, macro bombs) and must see nothing of the host.
"""

from __future__ import annotations

import functools
import platform
import shutil
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from superasm.sandbox import TOOLCHAIN_LIMITS, Limits, ProcResult, Sandbox, SandboxConfig

DEFAULT_COMPILER = "gcc"
BASELINE_FLAGS = ("-O3",)
LINK_LIBS = ("-lm",)
#: C sources are compiled as the paper did: plain ``gcc -O3`` (gnu17 on gcc 12), no -march
TOOLCHAIN_TIMEOUT_S = 60.0


class ToolchainError(RuntimeError):
    """A compiler is missing or a trusted build failed (message includes the compiler's words)."""


@functools.lru_cache(maxsize=32)
def compiler_version(compiler: str = DEFAULT_COMPILER) -> str:
    """First line of ``COMPILER --version`` (recorded with every baseline and run)."""
    exe = shutil.which(compiler)
    if exe is None:
        raise ToolchainError(f"compiler {compiler!r} not found on PATH")
    out = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=30)
    return out.stdout.splitlines()[0].strip() if out.stdout else compiler


@functools.lru_cache(maxsize=1)
def machine_fingerprint() -> dict[str, str]:
    """What a timing (and a ``-march=native`` build) is valid for: CPU model and native arch.

    Recorded in every run's config.json and part of the portfolio's cache key.
    """
    cpu = platform.processor() or ""
    try:
        for line in Path("/proc/cpuinfo").read_text(errors="replace").splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {"cpu": cpu, "march": _native_march(), "machine": platform.machine()}


def _native_march() -> str:
    """gcc's resolution of ``-march=native`` (e.g. ``znver3``); asks the compiler, runs nothing."""
    gcc = shutil.which("gcc")
    if gcc is None:
        return "unknown"
    try:
        out = subprocess.run([gcc, "-march=native", "-Q", "--help=target"], capture_output=True,
                             text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    for line in out.stdout.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0] == "-march=":
            return parts[1]
    return "unknown"


def resolve_compiler(compiler: str) -> str:
    exe = shutil.which(compiler)
    if exe is None:
        raise ToolchainError(f"compiler {compiler!r} not found on PATH")
    if not exe.startswith("/usr/"):
        raise ToolchainError(f"compiler {exe} is outside /usr, which is all the sandbox can see")
    return exe


def _text(data: bytes, limit: int = 2000) -> str:
    """The tool's message, errors first: a linker's real complaint often follows warnings."""
    lines = data.decode("utf-8", errors="replace").strip().splitlines()
    errors = [line for line in lines if "warning:" not in line.lower()]
    text = "\n".join(errors or lines)
    return text if len(text) <= limit else text[:limit] + " …"


@dataclass
class AsmResult:
    ok: bool
    asm: str
    compiler: str
    version: str
    flags: list[str]
    error: str = ""


def c_to_asm(
    c_source: str,
    compiler: str = DEFAULT_COMPILER,
    flags: Sequence[str] = BASELINE_FLAGS,
    config: SandboxConfig | None = None,
    extra_files: dict[str, bytes] | None = None,
) -> AsmResult:
    """``COMPILER FLAGS -S`` on a C source, in the sandbox.  Records compiler version and flags."""
    exe = resolve_compiler(compiler)
    files: dict[str, bytes | str] = {"prog.c": c_source}
    files.update(extra_files or {})
    with Sandbox(files=files, config=replace(config or SandboxConfig(), stdout_head=64 << 20)) as sb:
        result = sb.run(
            [exe, *flags, "-S", "/in/prog.c", "-o", "/work/prog.s"],
            timeout_s=TOOLCHAIN_TIMEOUT_S,
            limits=TOOLCHAIN_LIMITS,
        )
        if not result.ok:
            return AsmResult(False, "", compiler, compiler_version(compiler), list(flags),
                             f"{compiler} failed ({result.describe()}): {_text(result.stderr)}")
        cat = sb.run(["/usr/bin/cat", "/work/prog.s"], timeout_s=30, limits=TOOLCHAIN_LIMITS)
    if cat.stdout_size > len(cat.stdout):
        raise ToolchainError("generated assembly larger than the sandbox's stdout head")
    return AsmResult(True, cat.stdout.decode("utf-8", errors="replace"), compiler,
                     compiler_version(compiler), list(flags))


@dataclass
class AssembleResult:
    """Assembling then linking one candidate inside a live sandbox."""

    stage: str  # "ok", "assemble", "link", "sandbox"
    message: str = ""
    path: str = ""

    @property
    def ok(self) -> bool:
        return self.stage == "ok"


def assemble_in(
    sb: Sandbox,
    asm_path: str,
    out_path: str,
    compiler: str = DEFAULT_COMPILER,
    link_flags: Sequence[str] = LINK_LIBS,
    timeout_s: float = TOOLCHAIN_TIMEOUT_S,
) -> AssembleResult:
    """``gcc -c X.s`` then ``gcc X.o -o X -lm`` inside ``sb`` (paths are sandbox paths)."""
    exe = resolve_compiler(compiler)
    obj = out_path + ".o"
    step = sb.run([exe, "-c", "-x", "assembler", asm_path, "-o", obj], timeout_s=timeout_s,
                  limits=TOOLCHAIN_LIMITS)
    if not step.ok:
        return AssembleResult("assemble", f"assembler: {step.describe()}: {_text(step.stderr)}")
    step = sb.run([exe, obj, "-o", out_path, *link_flags], timeout_s=timeout_s,
                  limits=TOOLCHAIN_LIMITS)
    if not step.ok:
        return AssembleResult("link", f"linker: {step.describe()}: {_text(step.stderr)}")
    return AssembleResult("ok", path=out_path)


@dataclass
class BuildRun:
    """A program built and run on a list of inputs (trusted programs, e.g. dataset building)."""

    ok: bool
    stage: str  # "ok", "compile", "run"
    error: str = ""
    runs: list[ProcResult] = field(default_factory=list)

    def outputs(self) -> list[str]:
        return [r.stdout.decode("utf-8", errors="replace") for r in self.runs]


def build_and_run(
    source: str,
    inputs: Sequence[str],
    lang: str = "c",
    compiler: str = DEFAULT_COMPILER,
    flags: Sequence[str] = BASELINE_FLAGS,
    timeout_s: float = 10.0,
    limits: Limits | None = None,
    config: SandboxConfig | None = None,
    stdout_cap: int = 64 << 20,
) -> BuildRun:
    """Compile ``source`` (C or assembly) with ``flags`` and run it on each input, sandboxed.

    Used to produce expected outputs (the paper takes them from running the program) and to check
    programs (-O0 vs -O3, sanitizers).  Every run's full stdout comes back (up to ``stdout_cap``).
    """
    if lang not in ("c", "asm"):
        raise ValueError(f"lang must be 'c' or 'asm', not {lang!r}")
    exe = resolve_compiler(compiler)
    config = replace(config or SandboxConfig(), stdout_head=stdout_cap)
    files: dict[str, bytes | str] = {"prog.c" if lang == "c" else "prog.s": source}
    for i, text in enumerate(inputs):
        files[f"t{i}.in"] = text
    with Sandbox(files=files, config=config) as sb:
        if lang == "c":
            step = sb.run([exe, *flags, "/in/prog.c", "-o", "/work/prog", *LINK_LIBS],
                          timeout_s=TOOLCHAIN_TIMEOUT_S, limits=TOOLCHAIN_LIMITS)
            if not step.ok:
                return BuildRun(False, "compile",
                                f"{compiler} {' '.join(flags)}: {step.describe()}: {_text(step.stderr)}")
        else:
            built = assemble_in(sb, "/in/prog.s", "/work/prog", compiler)
            if not built.ok:
                return BuildRun(False, "compile", built.message)
        runs = []
        run_limits = limits or Limits(cpu_s=timeout_s, file_size=stdout_cap)
        for i in range(len(inputs)):
            result = sb.run(["/work/prog"], stdin=f"/in/t{i}.in", timeout_s=timeout_s,
                            limits=run_limits)
            runs.append(result)
    failed = [(i, r) for i, r in enumerate(runs) if not r.ok]
    if failed:
        i, r = failed[0]
        return BuildRun(False, "run", f"input {i}: {r.describe()}: {_text(r.stderr, 500)}", runs)
    return BuildRun(True, "ok", runs=runs)
