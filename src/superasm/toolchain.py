"""C → baseline assembly, assembly → executable, and build-and-run; all inside the sandbox.

The paper's link line is ``gcc cand.s -o cand -lm``.  We run it as two steps (``gcc -c`` then
``gcc cand.o -o cand -lm``), which builds the same executable and tells an assembler error from a
link error.  Even compiling our own C runs sandboxed: the toolchain parses attacker-controlled
text (``.incbin``, ``.include``, macro bombs) and must see nothing of the host.

:class:`Workbench` is the one sandboxed build-and-run step: every builder (expected outputs, the
dataset gate, the sanitizer check, fuzzing, timing inputs, profiling) compiles with it and runs
what it built with it, each run in a fresh world of its own; the harness builds every candidate
with it too, and runs candidates through the same request (``run_request(isolate=True)``) in
its own timed session.
"""

from __future__ import annotations

import enum
import functools
import hashlib
import platform
import re
import shutil
import subprocess
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from superasm.errors import UserError
from superasm.problem import check_link_libs
from superasm.sandbox import (
    TOOLCHAIN_LIMITS,
    Limits,
    ProcResult,
    Sandbox,
    SandboxConfig,
    run_request,
)

DEFAULT_COMPILER = "gcc"
BASELINE_FLAGS = ("-O3",)
LINK_LIBS = ("-lm",)
#: C sources are compiled as the paper did: plain ``gcc -O3`` (gnu17 on gcc 12), no -march
TOOLCHAIN_TIMEOUT_S = 60.0


_LABEL = re.compile(r"\.L[A-Za-z_]*\d+")
_DROP = re.compile(r"^\s*\.(ident|file|loc|cfi_\w+)\b|^\s*\.section\s+\.note\.GNU-stack")


#: the pieces of assembly text: a string literal (to its closing quote or the line's end), a
#: character constant, a ``#`` comment, a ``/* */`` comment (across lines), a newline, code
_PIECE = re.compile(r'"(?:[^"\\\n]|\\.)*"?|\'.?|#[^\n]*|/\*.*?(?:\*/|\Z)|\n|[^"\'#/\n]+|/',
                    re.S)


def _code_and_strings(text: str) -> list[list[tuple[bool, str]]]:
    """Each line as (is a string literal, text) pieces, comments gone: ``#`` to the end of the
    line and ``/* */`` (which may span lines) outside string literals; a ``'c`` character
    constant is code (``'#`` is not a comment)."""
    lines: list[list[tuple[bool, str]]] = [[]]
    for match in _PIECE.finditer(text):
        piece = match.group(0)
        if piece == "\n":
            lines.append([])
        elif piece[0] == '"':
            lines[-1].append((True, piece))
        elif piece[0] != "#" and not piece.startswith("/*"):
            line = lines[-1]
            if line and not line[-1][0]:  # code after code (a '/', a character constant): one piece
                line[-1] = (False, line[-1][1] + piece)
            else:
                line.append((False, piece))
    return lines


def canonical_asm(text: str) -> list[str]:
    """The assembly as comparable lines: comments, debug and unwind directives dropped, spacing
    collapsed, local labels renamed in order of appearance; string literals kept byte for byte
    (a ``#`` or two spaces in one are part of the program).  Two texts with the same canonical
    lines assemble to the same instructions (the harness then skips timing: 1.00× by
    definition; the portfolio never times one twice; the audit compares baselines with it)."""
    names: dict[str, str] = {}

    def rename(match: re.Match[str]) -> str:
        label = match.group(0)
        kind = re.sub(r"\d+$", "", label)
        if label not in names:
            names[label] = f"{kind}#{len(names)}"
        return names[label]

    lines = []
    for pieces in _code_and_strings(text):
        line = "".join(piece if literal else " ".join(piece.split()) + " "
                       for literal, piece in pieces).strip()
        if not line or _DROP.match(line):
            continue
        lines.append("".join(piece if literal else _LABEL.sub(rename, " ".join(piece.split()))
                             + " " for literal, piece in pieces).strip())
    return lines


class ToolchainError(UserError, RuntimeError):
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
    #: profile-guided builds: the training workload (what ran, never which outputs it printed)
    training: dict[str, Any] | None = None


#: directives clang emits with no flag to turn them off (``.cg_profile`` after PGO) and GNU as
#: (the paper's ``gcc`` link line) rejects; linker hints for function ordering, so dropping them
#: changes no code
LLVM_ONLY_DIRECTIVES = (".cg_profile", ".addrsig")
#: instrumented training runs: generous, since instrumentation slows a program down
TRAINING_TIMEOUT_S = 60.0
PGO_SCHEMES = ("", "gcc", "clang")


def profdata_for(compiler: str) -> str:
    """The llvm-profdata that reads this clang's profiles (``clang-16`` → ``llvm-profdata-16``)."""
    version = compiler.rpartition("-")[2] if "-" in compiler else ""
    if version.isdigit() and shutil.which(f"llvm-profdata-{version}"):
        return resolve_compiler(f"llvm-profdata-{version}")
    return resolve_compiler("llvm-profdata")


def gnu_as_compatible(asm: str) -> str:
    """Drop the LLVM-only linker-hint directives GNU as cannot read (see LLVM_ONLY_DIRECTIVES)."""
    lines = asm.splitlines(keepends=True)
    kept = [line for line in lines if not line.lstrip().startswith(LLVM_ONLY_DIRECTIVES)]
    return asm if len(kept) == len(lines) else "".join(kept)


def c_to_asm(
    c_source: str,
    compiler: str = DEFAULT_COMPILER,
    flags: Sequence[str] = BASELINE_FLAGS,
    config: SandboxConfig | None = None,
    pgo: str = "",
    training_inputs: Sequence[bytes | str] = (),
    link_libs: Sequence[str] = (),
) -> AsmResult:
    """``COMPILER FLAGS -S`` on a C source, in the sandbox; GNU-as-compatible assembly with the
    compiler's version and flags recorded.

    With ``pgo`` (``gcc`` or ``clang``): profile-guided, all in one sandbox session: an
    instrumented build runs each of ``training_inputs`` (the caller passes the public tests'
    inputs, never hidden ones: they do not even enter the sandbox; linked with the problem's
    ``link_libs``), then the profile-using compile makes the assembly.  Only the final ``.s`` leaves the sandbox.
    """
    if pgo not in PGO_SCHEMES:
        raise ValueError(f"pgo must be one of {PGO_SCHEMES}, not {pgo!r}")
    version = compiler_version(compiler)
    training = None
    use: list[str] = []
    if pgo:
        training = {"workload": "public tests", "runs": len(training_inputs),
                    "inputs_sha256": [hashlib.sha256(d.encode() if isinstance(d, str) else d)
                                      .hexdigest() for d in training_inputs]}
    failed = functools.partial(AsmResult, False, "", compiler, version, list(flags),
                               training=training)
    config = replace(config or SandboxConfig(), stdout_head=64 << 20)
    with Workbench({"prog.c": c_source}, training_inputs, config, compiler,
                   link_libs=link_libs) as wb:
        step, exe = wb.step, wb.exe
        if pgo:
            generate = ["-fprofile-generate"] if pgo == "gcc" else ["-fprofile-generate=/work/pgo"]
            use = (["-fprofile-use", "-fprofile-partial-training", "-Werror=missing-profile"]
                   if pgo == "gcc" else ["-fprofile-use=/work/prog.profdata"])
            error = (step([exe, *flags, *generate, "-c", "/in/prog.c", "-o", "/work/prog.o"],
                          "instrumented compile")
                     or step([exe, *generate, "/work/prog.o", "-o", "/work/prog.inst",
                              *wb.link_flags],
                             "instrumented link"))
            # training runs share /work, not a fresh world each: the profile they write there
            # is what the next compile reads (a fresh world's files die with it)
            for i, path in enumerate(wb.inputs):
                error = error or step(["/work/prog.inst"], f"training run on public test {i}",
                                      path, TRAINING_TIMEOUT_S)
            if pgo == "clang" and not error:
                error = step([profdata_for(compiler), "merge", "-o",
                              "/work/prog.profdata", "/work/pgo"], "llvm-profdata merge")
            if error:
                return failed(error)
        error = step([exe, *flags, *use, "-S", "/in/prog.c", "-o", "/work/prog.s"],
                     f"{compiler} {' '.join(flags)}")
        if error:
            return failed(error)
        cat = wb.sandbox.run(["/usr/bin/cat", "/work/prog.s"], timeout_s=30,
                             limits=TOOLCHAIN_LIMITS)
    if cat.stdout_size > len(cat.stdout):
        raise ToolchainError("generated assembly larger than the sandbox's stdout head")
    return AsmResult(True, gnu_as_compatible(cat.stdout.decode("utf-8", errors="replace")),
                     compiler, version, list(flags), training=training)


class Stage(enum.StrEnum):
    """Where a build (or a build and its runs) ended: ``ok``, or the step that failed."""

    OK = "ok"
    COMPILE = "compile"
    ASSEMBLE = "assemble"
    LINK = "link"
    #: a run crashed or exited with another status
    RUN = "run"
    #: a run was killed at its time limit (a time-out is a time-out, not a crash)
    TIMEOUT = "timeout"


@dataclass
class AssembleResult:
    """A build inside a live sandbox (a candidate assembled and linked, a C program compiled):
    ``ok``, or the stage that failed and the tool's words."""

    stage: Stage
    message: str = ""
    path: str = ""

    @property
    def ok(self) -> bool:
        return self.stage is Stage.OK


def link_line(link_libs: Sequence[str] = ()) -> tuple[str, ...]:
    """The libraries a program links with: a problem's own (``Problem.link_libs``, a unit-test
    runner's framework), then :data:`LINK_LIBS`; each checked as
    :data:`superasm.problem.LINK_LIB` says (a link flag is data of a problem file)."""
    return (*check_link_libs(link_libs), *LINK_LIBS)


def assemble_in(sb: Sandbox, asm_path: str, out_path: str, compiler: str = DEFAULT_COMPILER,
                link_flags: Sequence[str] = LINK_LIBS,
                timeout_s: float = TOOLCHAIN_TIMEOUT_S) -> AssembleResult:
    """``gcc -c X.s`` then ``gcc X.o -o X -lm`` inside ``sb`` (paths are sandbox paths; a
    problem's own libraries before ``-lm``: :func:`link_line`); a program that would not start
    the way a C program does, or loads a library its link line does not give, is a link error
    (:func:`startup_refusal`)."""
    exe, obj = resolve_compiler(compiler), out_path + ".o"
    link_flags = tuple(link_flags)
    built = _built(sb, [exe, "-c", "-x", "assembler", asm_path, "-o", obj], Stage.ASSEMBLE,
                   "assembler", obj, timeout_s)
    if built.ok:
        built = _built(sb, [exe, obj, "-o", out_path, *link_flags], Stage.LINK, "linker",
                       out_path, timeout_s)
    if built.ok:
        refusal = _startup_check(sb, obj, out_path, timeout_s,
                                 LINKED_LIBRARIES | linked_sonames(link_flags))
        if refusal:
            return AssembleResult(Stage.LINK, f"linker: {refusal}")
    return built


# ---------------------------------------------------------------------------- start-up
#: the C runtime's own entry, init and exit symbols (crt1, crti, libc's start-up and the
#: dynamic loader's): a program that defines one starts or ends without the C runtime's
#: contract (stdio flushed at exit, atexit handlers, locale), and the time it saves is process
#: start, not the program (issue 33: ``__libc_start_main`` defined, libc never loaded, 1.03×)
RUNTIME_SYMBOLS = re.compile(
    r"_start|_init|_fini|__libc_\w*|_dl_\w*|_IO_\w*|__gmon_start__|__dso_handle|_DYNAMIC"
    r"|_GLOBAL_OFFSET_TABLE_|__(?:preinit|init|fini)_array_(?:start|end)|__data_start"
    r"|data_start|__bss_start|_edata|_end|__TMC_END__|__cxa_(?:atexit|finalize)|atexit"
    r"|exit|_exit|_Exit")
#: what the paper's link line (``gcc X.o -o X -lm``) may load: the C library always (its
#: start-up runs every C program), the maths library where something calls into it
LINKED_LIBRARIES = frozenset({"libc.so.6", "libm.so.6"})
REQUIRED_LIBRARY = "libc.so.6"
#: the x86-64 System V ABI's program interpreter, the one gcc links every program with
INTERPRETER = "/lib64/ld-linux-x86-64.so.2"
_NEEDED = re.compile(r"\(NEEDED\)\s+Shared library: \[([^\]]*)\]")
_INTERP = re.compile(r"\[Requesting program interpreter: ([^\]]*)\]")


def linked_sonames(link_flags: Sequence[str]) -> frozenset[str]:
    """The shared libraries (by soname: ``libcunit.so.1``) that ``-lNAME`` flags beyond
    :data:`LINK_LIBS` make a program load: the libraries a candidate of a problem with
    ``link_libs`` may load besides :data:`LINKED_LIBRARIES`, and no others.  A flag the linker
    resolves to a static archive (Debian's libcheck) adds none."""
    return frozenset(_shared_libraries(_own_flags(link_flags))[0])


def runtime_libraries(link_libs: Sequence[str]) -> tuple[str, ...]:
    """The files an isolated run of a program linked with ``link_libs`` must find besides the C
    runtime the sandbox always copies (``_sandbox_world.RUNTIME_FILES``): each library's
    soname path (``/usr/lib/x86_64-linux-gnu/libcunit.so.1``) and those of the libraries it
    loads in turn."""
    return _shared_libraries(_own_flags(link_line(link_libs)))[1]


def _own_flags(link_flags: Sequence[str]) -> tuple[str, ...]:
    return tuple(flag for flag in link_flags if flag.startswith("-l") and flag not in LINK_LIBS)


#: the libraries every isolated run has (``_sandbox_world.RUNTIME_FILES``)
_RUNTIME_SONAMES = frozenset({"libc.so.6", "libm.so.6", "libgcc_s.so.1", "ld-linux-x86-64.so.2"})
_SONAME = re.compile(r"\(SONAME\)\s+Library soname: \[([^\]]*)\]")


@functools.lru_cache(maxsize=64)
def _shared_libraries(flags: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The sonames ``-lNAME`` flags load directly (as the compiler finds ``libNAME.so``: the
    sandbox sees the same ``/usr``), and the paths of everything they load, transitively,
    beyond the C runtime; read from the system's own libraries, trusted like the compiler."""
    gcc, readelf = shutil.which(DEFAULT_COMPILER), shutil.which("readelf")
    if gcc is None or readelf is None:
        return (), ()

    def found(name: str) -> str:
        path = subprocess.run([gcc, f"-print-file-name={name}"], capture_output=True, text=True,
                              timeout=30).stdout.strip()
        return path if path.startswith("/") and Path(path).is_file() else ""

    def dynamic(path: str) -> str:
        return subprocess.run([readelf, "-W", "-d", path], capture_output=True, text=True,
                              timeout=30).stdout

    direct: list[str] = []
    for flag in flags:
        library = found(f"lib{flag[2:]}.so")  # none, or a static archive: loads nothing
        direct += _SONAME.findall(dynamic(library)) if library else []
    paths: dict[str, str] = {}
    pending = [name for name in direct if name not in _RUNTIME_SONAMES]
    while pending:
        name = pending.pop()
        path = found(name)
        if name in paths or not path:
            continue
        paths[name] = str(Path(path).parent.resolve() / name)
        pending += [n for n in _NEEDED.findall(dynamic(path)) if n not in _RUNTIME_SONAMES]
    return tuple(dict.fromkeys(direct)), tuple(sorted(paths.values()))


def startup_refusal(defined_symbols: str, dynamic_info: str,
                    allowed: frozenset[str] = LINKED_LIBRARIES) -> str:
    """Why a linked program would not start the way the baseline does ('' when it would).

    ``defined_symbols`` is ``nm -g --defined-only`` of the candidate's object (every global or
    weak symbol it defines, aliases and versioned names included); ``dynamic_info`` is
    ``readelf -W -d -l`` of the linked program.  Refused: a definition of one of the C
    runtime's own symbols (:data:`RUNTIME_SYMBOLS`); a program that does not load the C
    library, loads a library the link line cannot give (``allowed``: :data:`LINKED_LIBRARIES`
    and the sonames of the problem's own ``link_libs``), or asks for another interpreter.
    Raw system calls after start-up stay allowed (docs/measurement.md, "Start-up")."""
    for line in defined_symbols.splitlines():
        parts = line.split()
        name = parts[-1].split("@", 1)[0] if len(parts) >= 2 else ""
        if name and RUNTIME_SYMBOLS.fullmatch(name):
            return (f"the candidate defines {name!r}, one of the C runtime's own start-up and "
                    "exit symbols: a program starts and ends the way its C baseline does")
    needed = _NEEDED.findall(dynamic_info)
    interpreter = _INTERP.findall(dynamic_info)
    if interpreter != [INTERPRETER]:
        found = ", ".join(interpreter) or "none"
        return (f"the linked program asks for program interpreter {found}, not {INTERPRETER}: "
                "a program starts the way its C baseline does")
    extra = sorted(set(needed) - allowed)
    if REQUIRED_LIBRARY not in needed or extra:
        found = ", ".join(needed) or "none"
        others = sorted(allowed - LINKED_LIBRARIES)
        gives = ", and " + ", ".join(others) if others else ""
        return (f"the linked program loads {found}, not the C library the baseline's link line "
                f"gives ({REQUIRED_LIBRARY}, and libm.so.6 where needed{gives}): a program "
                "starts the way its C baseline does")
    return ""


def _startup_check(sb: Sandbox, obj: str, binary: str, timeout_s: float,
                   allowed: frozenset[str] = LINKED_LIBRARIES) -> str:
    """:func:`startup_refusal` on a linked candidate, read by binutils in the sandbox (they
    parse what the candidate made, as the assembler does); output too long to read whole is
    refused too: a check that cannot see everything passes nothing."""
    texts = []
    for argv in (["/usr/bin/nm", "-g", "--defined-only", obj],
                 ["/usr/bin/readelf", "-W", "-d", "-l", binary]):
        r = sb.run(argv, timeout_s=timeout_s, limits=TOOLCHAIN_LIMITS)
        if not r.ok:
            return f"cannot read the linked program's symbols ({r.describe()}): {_text(r.stderr)}"
        if r.stdout_size > len(r.stdout):
            return "the candidate defines too many symbols to check how the program starts"
        texts.append(r.stdout.decode("utf-8", errors="replace"))
    return startup_refusal(texts[0], texts[1], allowed)


def _built(sb: Sandbox, argv: list[str], stage: Stage, what: str, out: str,
           timeout_s: float = TOOLCHAIN_TIMEOUT_S) -> AssembleResult:
    """One build step: ``out`` built, or ``stage`` failed in the tool's words (the one form)."""
    r = sb.run(argv, timeout_s=timeout_s, limits=TOOLCHAIN_LIMITS)
    return (AssembleResult(Stage.OK, path=out) if r.ok
            else AssembleResult(stage, f"{what}: {r.describe()}: {_text(r.stderr)}"))


class Workbench:
    """One sandbox session where programs are built and run: the build-and-run step every
    builder shares.  Builds are trusted toolchain steps sharing ``/work``; every run of a built
    program is isolated (``run_request(isolate=True)``): a fresh world of its own, with the whole
    ``/usr`` read-only (a sanitizer build needs its runtime), so no run sees what another left.
    Inputs go into ``/in``; :attr:`inputs` holds their paths, in order.  ``link_libs``: the
    problem's own libraries (``Problem.link_libs``), which every build links with."""

    def __init__(self, files: Mapping[str, bytes | str], inputs: Sequence[bytes | str] = (),
                 config: SandboxConfig | None = None, compiler: str = DEFAULT_COMPILER,
                 out_dir: str | Path | None = None, link_libs: Sequence[str] = ()) -> None:
        self.compiler, self.exe = compiler, resolve_compiler(compiler)
        self.link_flags = link_line(link_libs)
        self.inputs = [f"/in/t{i}.in" for i in range(len(inputs))]
        self.sandbox = Sandbox(files={**files, **{f"t{i}.in": data for i, data in enumerate(inputs)}},
                               config=config, out_dir=out_dir)

    @classmethod
    def within(cls, sandbox: Sandbox, compiler: str = DEFAULT_COMPILER,
               link_libs: Sequence[str] = ()) -> Workbench:
        """A workbench on a sandbox that already runs (and that its owner closes): the
        harness keeps its build sandboxes between candidates."""
        bench = cls.__new__(cls)
        bench.compiler, bench.exe = compiler, resolve_compiler(compiler)
        bench.link_flags = link_line(link_libs)
        bench.inputs, bench.sandbox = [], sandbox
        return bench

    def __enter__(self) -> Workbench:
        self.sandbox.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.sandbox.close()

    def add_input(self, data: bytes | str) -> str:
        """One more input (also while the session runs); its path inside."""
        self.inputs.append(self.sandbox.add_file(f"t{len(self.inputs)}.in", data))
        return self.inputs[-1]

    def step(self, argv: list[str], what: str, stdin: str | None = None,
             timeout_s: float = TOOLCHAIN_TIMEOUT_S) -> str:
        """One trusted toolchain step (sharing ``/work``): '' when it worked, else what failed."""
        r = self.sandbox.run(argv, stdin=stdin, timeout_s=timeout_s, limits=TOOLCHAIN_LIMITS)
        return "" if r.ok else f"{what} failed ({r.describe()}): {_text(r.stderr)}"

    def compile(self, source: str, out: str, flags: Sequence[str] = BASELINE_FLAGS,
                lang: str = "c", timeout_s: float = TOOLCHAIN_TIMEOUT_S) -> AssembleResult:
        """``source`` (a sandbox path) into the executable ``out``: C with ``flags`` and
        :attr:`link_flags`, or assembly through :func:`assemble_in` (the paper's link line,
        the problem's own libraries before ``-lm``)."""
        if lang == "c":
            return _built(self.sandbox, [self.exe, *flags, source, "-o", out, *self.link_flags],
                          Stage.COMPILE, f"{self.compiler} {' '.join(flags)}", out, timeout_s)
        if lang == "asm":
            return assemble_in(self.sandbox, source, out, self.compiler, self.link_flags,
                               timeout_s=timeout_s)
        raise ValueError(f"lang must be 'c' or 'asm', not {lang!r}")

    def request(self, binary: str, stdin: str, timeout_s: float, limits: Limits | None = None,
                env: dict[str, str] | None = None, stderr_tail: int = 0) -> dict[str, Any]:
        """One isolated run of ``binary`` on the input at ``stdin`` (for ``sandbox.run_batch``);
        stdout up to the session's head; CPU limit ``timeout_s`` unless ``limits`` say else."""
        head = self.sandbox.config.stdout_head
        return run_request([binary], stdin=stdin, timeout_s=timeout_s,
                           limits=limits or Limits(cpu_s=timeout_s, file_size=head), env=env,
                           stderr_tail=stderr_tail, stdout_head=head, isolate=True,
                           program=binary, root="system")

    def run(self, binary: str, stdins: Sequence[str], timeout_s: float,
            limits: Limits | None = None, env: dict[str, str] | None = None,
            stderr_tail: int = 0) -> list[ProcResult]:
        """``binary`` on each input at ``stdins``, isolated, in one batch (one round trip); a
        batch of several binaries: ``sandbox.run_batch`` over :meth:`request`."""
        return self.sandbox.run_batch([self.request(binary, stdin, timeout_s, limits, env,
                                                    stderr_tail) for stdin in stdins])


@dataclass
class BuildRun:
    """A program built and run on a list of inputs (trusted programs, e.g. dataset building)."""

    ok: bool
    stage: Stage
    error: str = ""
    runs: list[ProcResult] = field(default_factory=list)

    def outputs(self) -> list[bytes]:
        return [r.stdout for r in self.runs]


def build_and_run(source: str, inputs: Sequence[bytes | str], lang: str = "c",
                  compiler: str = DEFAULT_COMPILER, flags: Sequence[str] = BASELINE_FLAGS,
                  timeout_s: float = 10.0, limits: Limits | None = None,
                  config: SandboxConfig | None = None, stdout_cap: int = 64 << 20,
                  link_libs: Sequence[str] = ()) -> BuildRun:
    """Compile ``source`` (C or assembly) with ``flags`` and run it on each input, sandboxed.

    Used to produce expected outputs (the paper takes them from running the program) and to check
    programs (-O0 vs -O3, sanitizers).  Every run's full stdout comes back (up to ``stdout_cap``).
    """
    name = "prog.c" if lang == "c" else "prog.s"
    config = replace(config or SandboxConfig(), stdout_head=stdout_cap)
    with Workbench({name: source}, inputs, config, compiler, link_libs=link_libs) as wb:
        built = wb.compile(f"/in/{name}", "/work/prog", flags, lang)
        if not built.ok:
            return BuildRun(False, Stage.COMPILE, built.message)
        run_limits = limits or Limits(cpu_s=timeout_s, file_size=stdout_cap)
        runs = wb.run("/work/prog", wb.inputs, timeout_s, run_limits)
    failed = [(i, r) for i, r in enumerate(runs) if not r.ok]
    if failed:
        (i, r), cpu_limit = failed[0], run_limits.cpu_s
        return BuildRun(False, Stage.TIMEOUT if r.time_limit_hit(cpu_limit) else Stage.RUN,
                        f"input {i}: {r.describe(cpu_limit)}: {_text(r.stderr, 500)}", runs)
    return BuildRun(True, Stage.OK, runs=runs)
