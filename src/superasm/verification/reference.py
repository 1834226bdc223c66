"""The C reference as a judge of inputs: is an input valid, what does the program answer, which
of its code does the input reach, and how does it read it.

Verification may only ask of a candidate what the reference itself defines (docs/verification.md).
An input is *valid* when, in the sandbox:

1. the reference built with AddressSanitizer and UndefinedBehaviorSanitizer
   (``-fno-sanitize-recover=all``) runs it clean;
2. its ``-O0`` build, the ``-O3`` baseline (twice) and the sanitizer build print the same output
   with the same exit status (two optimisation levels and two runs that agree: no undefined
   behaviour the sanitizers missed, no clock, address or uninitialised value in the answer);
3. it exits 0, unless the given tests show the program exiting otherwise;
4. the reference *reads it as it reads the given inputs*: every ``scanf`` call that failed on a
   given input failed the same way here and no other did, and input is left unread only where
   a given input left some.  An input with a count larger than the data that follows, or data
   after what the program reads, is outside the format the tests define; a rewrite that reads
   until the end of the input, or initialises a value before a ``scanf`` that fails, answers it
   differently and is still correct.  One exception (``early_exits``, for inputs whose every
   part is counted: drawn from a model with no records read until the end): input left unread
   after the program left through code no given input reaches (``k == 0``: "no buckets", the
   rest never read) is the program's own early exit, not data past the format;
5. the baseline answers it within a time limit;
6. it keeps the given inputs' format, where a caller knows it (:attr:`ReferenceLab.in_format`:
   a field of digits gets no sign the reference does not read as one).  A reference may answer
   an input outside it without any undefined behaviour (a hand-written digit reader turns
   ``-5`` into garbage), and a correct rewrite that reads the format another way answers it
   otherwise; such an input is judged invalid before it runs.  A sign no number needs (``+5``,
   ``-0``) where no given input has one is judged by the reference itself: the input is valid
   only if the reference answers it exactly as it answers the input without those signs
   (:func:`superasm.verification.formats.without_sign_forms`), which shows it reads them as the numbers' own
   signs, as ``scanf`` and ``strtol`` do.

The ``-O0`` build carries a small runtime of ours (:data:`SHIM`): gcc's
``-fsanitize-coverage=trace-pc,trace-cmp`` calls it at every basic block and every comparison,
and ``-Wl,--wrap`` routes the ``scanf`` family through it.  At exit it writes one line to stderr:
the blocks reached (offsets in the executable), the constants the program compared against (the
both-sides-of-every-comparison values verification tries), the conversions each ``scanf`` made in
order (``d``, ``lld``, ``s``, ``lf``: the C type every token was read into) and how the reads
ended.  Blocks of the program's own code only: libc is not instrumented.

Judging is two steps, because a sanitizer build is the slow one (ASan's start alone costs more
than most runs): :meth:`ReferenceLab.screen` applies every rule but the first to many inputs,
and :meth:`ReferenceLab.sanitize` the first to those a caller means to keep.
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from superasm.problem import Problem
from superasm.sandbox import Limits, ProcResult, SandboxConfig
from superasm.toolchain import DEFAULT_COMPILER, Workbench
from superasm.verification.formats import format_break, has_sign_forms, without_sign_forms
from superasm.verification.inputmodel import InputModel

#: the traced build: -O0 (one of the two levels that must agree), every block and comparison
#: reported to the shim
TRACE_FLAGS = ("-O0", "-fsanitize-coverage=trace-pc,trace-cmp")
SANITIZER_FLAGS = ("-O1", "-g", "-fno-omit-frame-pointer", "-fsanitize=address,undefined",
                   "-fno-sanitize-recover=all")
_WRAPPED = ("scanf", "__isoc99_scanf", "__isoc23_scanf", "fscanf", "__isoc99_fscanf",
            "__isoc23_fscanf")
TRACE_ENV = {"ASAN_OPTIONS": "detect_leaks=0:abort_on_error=0",
             "UBSAN_OPTIONS": "print_stacktrace=0", "PATH": "/usr/bin:/bin", "LANG": "C"}
#: the -O0 and sanitizer builds are slower than -O3: their limits are these many times the
#: baseline's time on the input (at least the floor); past it the input is not judged valid.
#: The traced -O0 build calls the shim at every block and comparison: a tight loop runs 10-30
#: times slower than at -O3
O0_SLOWDOWN, O0_FLOOR_S = 30.0, 0.5
SANITIZER_SLOWDOWN, SANITIZER_FLOOR_S = 20.0, 1.0
MEMORY_BYTES = 4 << 30
OUTPUT_BYTES = 16 << 20
_MARK = re.compile(rb"@@superasm-trace@@ (.*?) @@end@@")
_FINDING = re.compile(rb"ERROR: \w+Sanitizer|runtime error:")

#: the runtime linked into the traced build (plain C, compiled without instrumentation)
SHIM = r"""
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
extern char __executable_start;
#define NPC 16384
static uintptr_t pcs[NPC]; static int npcs, pcs_full;
static void seen(uintptr_t pc) {
    unsigned h = (unsigned)((pc * 2654435761u) & (NPC - 1));
    for (int i = 0; i < NPC; i++) {
        unsigned k = (h + i) & (NPC - 1);
        if (pcs[k] == pc + 1) return;
        if (!pcs[k]) { if (npcs < NPC / 2) { pcs[k] = pc + 1; npcs++; } else pcs_full = 1; return; }
    }
}
void __sanitizer_cov_trace_pc(void) {
    seen((uintptr_t)__builtin_return_address(0) - (uintptr_t)&__executable_start);
}
/* which way a comparison went at its call site (below, equal, above; signed): a condition
   no given input turned the other way is coverage too, though both ways reach one block */
#define SITE() ((uintptr_t)__builtin_return_address(0) - (uintptr_t)&__executable_start)
#define OUTCOME(a, b) ((uintptr_t)1 << 62 | SITE() << 2 \
    | (uintptr_t)((a) < (b) ? 0 : (a) == (b) ? 1 : 2))
/* and the width its larger operand needs (7, 8, 15, 16, 31, 32, 63 or 64 bits): a value
   past a width no given input's compared value passed is coverage too (a value profile) */
static uint64_t magnitude(int64_t a, int64_t b) {
    uint64_t x = a < 0 ? 0 - (uint64_t)a : (uint64_t)a, y = b < 0 ? 0 - (uint64_t)b : (uint64_t)b;
    uint64_t m = x > y ? x : y;
    int bits = m ? 64 - __builtin_clzll(m) : 0;
    return bits <= 7 ? 0 : bits <= 8 ? 1 : bits <= 15 ? 2 : bits <= 16 ? 3 : bits <= 31 ? 4
        : bits <= 32 ? 5 : bits <= 63 ? 6 : 7;
}
#define WIDTH(a, b) ((uintptr_t)3 << 61 | SITE() << 3 | magnitude(a, b))
#define COMPARED(a, b) do { seen(OUTCOME(a, b)); seen(WIDTH(a, b)); } while (0)
/* against a constant (the first operand), the width of the other: n checked against 10^6
   shows n's own width, not the bound's */
#define COMPARED_CONST(a, b) do { seen(OUTCOME(a, b)); seen(WIDTH(0, b)); } while (0)
#define NC 96
static uint64_t consts[NC]; static int nconsts;
static void konst(uint64_t c) {
    for (int i = 0; i < nconsts; i++) if (consts[i] == c) return;
    if (nconsts < NC) consts[nconsts++] = c;
}
void __sanitizer_cov_trace_const_cmp1(uint8_t a, uint8_t b) { konst(a); COMPARED_CONST((int8_t)a, (int8_t)b); }
void __sanitizer_cov_trace_const_cmp2(uint16_t a, uint16_t b) { konst((uint64_t)(int64_t)(int16_t)a); COMPARED_CONST((int16_t)a, (int16_t)b); }
void __sanitizer_cov_trace_const_cmp4(uint32_t a, uint32_t b) { konst((uint64_t)(int64_t)(int32_t)a); COMPARED_CONST((int32_t)a, (int32_t)b); }
void __sanitizer_cov_trace_const_cmp8(uint64_t a, uint64_t b) { konst(a); COMPARED_CONST((int64_t)a, (int64_t)b); }
void __sanitizer_cov_trace_cmp1(uint8_t a, uint8_t b) { COMPARED((int8_t)a, (int8_t)b); }
void __sanitizer_cov_trace_cmp2(uint16_t a, uint16_t b) { COMPARED((int16_t)a, (int16_t)b); }
void __sanitizer_cov_trace_cmp4(uint32_t a, uint32_t b) { COMPARED((int32_t)a, (int32_t)b); }
void __sanitizer_cov_trace_cmp8(uint64_t a, uint64_t b) { COMPARED((int64_t)a, (int64_t)b); }
void __sanitizer_cov_trace_cmpf(float a, float b) { seen(OUTCOME(a, b)); }
void __sanitizer_cov_trace_cmpd(double a, double b) { seen(OUTCOME(a, b)); }
void __sanitizer_cov_trace_switch(uint64_t v, uint64_t *c) {
    (void)v; for (uint64_t i = 0; i < c[0]; i++) konst(c[2 + i]);
}
#define NCONV 4096
static char conv[NCONV * 8]; static int convlen, convs, conv_full;
static int short_reads, eof_reads;
static void note(const char *code) {
    int n = (int)strlen(code);
    if (convs >= NCONV || convlen + n + 2 >= (int)sizeof conv) { conv_full = 1; return; }
    memcpy(conv + convlen, code, n); convlen += n; conv[convlen++] = ','; convs++;
}
/* the conversions of fmt, in order; the first `assigned` assigning ones succeeded */
static void account(const char *f, int r) {
    int wanted = 0, done = 0;
    for (const char *p = f; *p; p++) {
        if (*p != '%') { if (*p != ' ' && *p != '\t' && *p != '\n') note("!"); continue; }
        p++;
        if (*p == '%') { note("!"); continue; }
        int skip = 0; char code[8]; int k = 0;
        if (*p == '*') { skip = 1; p++; }
        while (*p >= '0' && *p <= '9') p++;
        while (*p && strchr("hlLqjzt", *p) && k < 4) code[k++] = *p++;
        if (!*p) break;
        code[k++] = *p; code[k] = 0;
        if (*p == '[') { p++; if (*p == '^') p++; if (*p == ']') p++; while (*p && *p != ']') p++; if (!*p) break; }
        if (code[k - 1] == 'n') continue;
        if (!skip) { wanted++; if (r >= 0 && done < r) { note(code[k-1] == 'c' || code[k-1] == '[' ? "!" : code); done++; } }
        else if (r >= 0 && done < r) note("!");
    }
    if (r == EOF) eof_reads++; else if (r < wanted) short_reads++;
}
int __wrap_scanf(const char *f, ...) { va_list ap; va_start(ap, f); int r = vfscanf(stdin, f, ap); va_end(ap); account(f, r); return r; }
int __wrap___isoc99_scanf(const char *f, ...) { va_list ap; va_start(ap, f); int r = vfscanf(stdin, f, ap); va_end(ap); account(f, r); return r; }
int __wrap___isoc23_scanf(const char *f, ...) { va_list ap; va_start(ap, f); int r = vfscanf(stdin, f, ap); va_end(ap); account(f, r); return r; }
static int fs(FILE *s, const char *f, va_list ap) { int r = vfscanf(s, f, ap); if (s == stdin) account(f, r); return r; }
int __wrap_fscanf(FILE *s, const char *f, ...) { va_list ap; va_start(ap, f); int r = fs(s, f, ap); va_end(ap); return r; }
int __wrap___isoc99_fscanf(FILE *s, const char *f, ...) { va_list ap; va_start(ap, f); int r = fs(s, f, ap); va_end(ap); return r; }
int __wrap___isoc23_fscanf(FILE *s, const char *f, ...) { va_list ap; va_start(ap, f); int r = fs(s, f, ap); va_end(ap); return r; }
static void put(const char *s, int n) { while (n > 0) { ssize_t w = write(2, s, (size_t)n); if (w <= 0) return; s += w; n -= (int)w; } }
__attribute__((destructor)) static void superasm_report(void) {
    char b[64]; int n, left = 0, c;
    for (long i = 0; i < (1L << 20) && (c = getc(stdin)) != EOF; i++)
        if (c != ' ' && c != '\n' && c != '\t' && c != '\r') { left = 1; break; }
    put("\n@@superasm-trace@@ pcs=", 24);
    for (int i = 0; i < NPC; i++) if (pcs[i]) { n = snprintf(b, sizeof b, "%lx,", (unsigned long)(pcs[i] - 1)); put(b, n); }
    put(" consts=", 8);
    for (int i = 0; i < nconsts; i++) { n = snprintf(b, sizeof b, "%lld,", (long long)consts[i]); put(b, n); }
    put(" conv=", 6); put(conv, convlen);
    n = snprintf(b, sizeof b, " short=%d eof=%d left=%d full=%d%d @@end@@\n", short_reads, eof_reads, left, pcs_full, conv_full);
    put(b, n);
}
"""


@dataclass(frozen=True)
class ReadTrace:
    """How the reference read one input."""

    #: the conversion of every token read, in order ("d", "lld", "s"; "!" where the format
    #: reads something that is not a whitespace-separated token, which ends the alignment)
    conversions: tuple[str, ...]
    short_reads: int
    eof_reads: int
    left_unread: bool

    @property
    def signature(self) -> tuple[bool, bool, bool]:
        """What a valid input must share with some given input: a scanf that matched less than
        it asked for, one that met the end of the input, input left unread."""
        return self.short_reads > 0, self.eof_reads > 0, self.left_unread


@dataclass(frozen=True)
class ReferenceRun:
    """The reference on one input: valid or why not; its answer; what it reached."""

    valid: bool
    why: str = ""
    output: bytes = b""
    exit_code: int = 0
    #: the -O3 baseline's CPU seconds
    seconds: float = 0.0
    blocks: frozenset[int] = frozenset()
    constants: tuple[int, ...] = ()
    reads: ReadTrace | None = None
    #: which way each comparison went, and the width its larger operand needed, by call site
    #: (a number of its own per site and way, and per site and width)
    conditions: frozenset[int] = frozenset()

    @property
    def reached(self) -> frozenset[int]:
        """Blocks and comparison outcomes together: what "new code" means when choosing."""
        return self.blocks | self.conditions


#: the bit the shim sets on a comparison outcome (its other entries are blocks)
CONDITION_BIT = 1 << 62


def parse_trace(stderr: bytes) -> tuple[frozenset[int], tuple[int, ...], ReadTrace,
                                        frozenset[int]] | None:
    """The shim's report from a run's stderr (the last one), None when there is none."""
    found = _MARK.findall(stderr)
    if not found:
        return None
    fields = dict(part.split(b"=", 1) for part in found[-1].split(b" ") if b"=" in part)
    try:
        entries = [int(x, 16) for x in fields.get(b"pcs", b"").split(b",") if x]
        blocks = frozenset(e for e in entries if not e & CONDITION_BIT)
        conditions = frozenset(e for e in entries if e & CONDITION_BIT)
        consts = tuple(int(x) for x in fields.get(b"consts", b"").split(b",") if x)
        conversions = tuple(x.decode() for x in fields.get(b"conv", b"").split(b",") if x)
        reads = ReadTrace(conversions, int(fields[b"short"]), int(fields[b"eof"]),
                          fields[b"left"] == b"1")
    except (KeyError, ValueError):
        return None
    return blocks, consts, reads, conditions


@dataclass
class _Builds:
    sanitized: str = "/work/sanitized"
    o0: str = "/work/o0"
    o3: str = "/work/o3"
    sites: int = 0


class ReferenceLab:
    """The reference's builds in one sandbox session, judging inputs (module docstring).

    ``signatures`` are the read signatures of the given tests: an input is valid only with one of
    them (rule 4).  Set them with :meth:`learn_signatures` before judging generated inputs."""

    def __init__(self, problem: Problem, compiler: str = DEFAULT_COMPILER) -> None:
        self.problem, self.compiler = problem, compiler
        self.signatures: set[tuple[bool, bool, bool]] = set()
        #: the blocks the given tests reach (set by :meth:`learn_signatures`)
        self.given_blocks: frozenset[int] = frozenset()
        #: input left unread is valid after code no given input reaches (module docstring, 4)
        self.early_exits = False
        self.exit_codes: set[int] = {0} | {t.exit_code for t in problem.tests + problem.hidden_tests}
        #: why an input leaves the given inputs' format ('' where it keeps it; rule 6), None
        #: where the caller has no model of it
        self.in_format: Callable[[bytes], str] | None = None
        #: whether a given input writes a sign no number needs (then the program may mean
        #: something by one, and rule 6's comparison with the input without it does not apply)
        self.given_sign_forms = any(has_sign_forms(t.input)
                                    for t in problem.tests + problem.hidden_tests)
        self._workbench = Workbench({"prog.c": problem.c_source, "shim.c": SHIM,
                                     "base.s": problem.baseline_asm},
                                    config=SandboxConfig(stdout_head=OUTPUT_BYTES,
                                                         memory_bytes=MEMORY_BYTES),
                                    compiler=compiler, link_libs=problem.link_libs)
        self._builds = _Builds()
        self._count = 0

    def __enter__(self) -> ReferenceLab:
        self._workbench.__enter__()
        try:
            self._build()
        except BaseException:
            self._workbench.__exit__(None, None, None)
            raise
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._workbench.__exit__(*exc_info)

    @property
    def sandbox_pid(self) -> int | None:
        """The host pid of the lab's sandbox (bubblewrap's), while it runs."""
        return self._workbench.sandbox.pid

    @property
    def sites(self) -> int:
        """Basic blocks of the program's own code (the denominator of coverage)."""
        return self._builds.sites

    def _build(self) -> None:
        wb, exe = self._workbench, self._workbench.exe
        wraps = [f"-Wl,--wrap={name}" for name in _WRAPPED]
        b = self._builds
        steps = [([exe, "-O1", "-c", "/in/shim.c", "-o", "/work/shim.o"], "the trace runtime"),
                 ([exe, *TRACE_FLAGS, "/in/prog.c", "/work/shim.o", *wraps, "-o", b.o0, "-lm"],
                  "the traced -O0 build"),
                 ([exe, *SANITIZER_FLAGS, "/in/prog.c", "-o", b.sanitized, "-lm"],
                  "the sanitizer build"),
                 ([exe, *TRACE_FLAGS, "-S", "/in/prog.c", "-o", "/work/trace.s"], "-S")]
        for argv, what in steps:
            error = wb.step(argv, what)
            if error:
                raise ReferenceBuildError(error)
        built = wb.compile("/in/base.s", b.o3, lang="asm")
        if not built.ok:
            raise ReferenceBuildError(f"the baseline does not build: {built.message}")
        counted = wb.sandbox.run(["/bin/grep", "-c", "__sanitizer_cov_trace_pc", "/work/trace.s"],
                                 timeout_s=30)
        b.sites = int(counted.stdout.strip() or 0) if counted.exit_code == 0 else 0

    def keep_format(self, model: InputModel) -> None:
        """Rule 6 from ``model`` (typed by the reference's reads): its format rule, with a sign
        no number needs left to the reference's own answer where no given input writes one."""
        self.in_format = functools.partial(format_break, model,
                                           signs_judged=not self.given_sign_forms)

    def _add(self, data: bytes) -> str:
        self._count += 1
        return self._workbench.sandbox.add_file(f"g{self._count}.in", data)

    def run(self, inputs: Sequence[bytes], limit_s: float = 2.0) -> list[ReferenceRun]:
        """Each input through every rule of the module docstring."""
        screened = self.screen(inputs, limit_s)
        return self.sanitize(inputs, screened)

    def screen(self, inputs: Sequence[bytes], limit_s: float = 2.0) -> list[ReferenceRun]:
        """Every rule but the sanitizers' (the expensive one): the baseline twice within
        ``limit_s``, the traced -O0 build agreeing, the exit status, the way it reads."""
        if not inputs:
            return []
        outside = [self.in_format(data) if self.in_format else "" for data in inputs]
        todo = [i for i, why in enumerate(outside) if not why]
        twins = {} if self.given_sign_forms else {
            i: twin for i in todo if (twin := without_sign_forms(inputs[i])) != inputs[i]}
        paths = [self._add(inputs[i]) for i in todo] + [self._add(t) for t in twins.values()]
        try:
            screened = self._screen(paths, limit_s) if paths else []
        finally:
            self._drop(paths)
        runs = [ReferenceRun(False, why) for why in outside]
        for i, run in zip(todo, screened[:len(todo)], strict=True):
            runs[i] = run
        for i, plain in zip(twins, screened[len(todo):], strict=True):
            if runs[i].valid and not (plain.valid and (plain.output, plain.exit_code) ==
                                      (runs[i].output, runs[i].exit_code)):
                runs[i] = ReferenceRun(False, "outside the format: a sign the reference does not "
                                       "read as one (its answer differs without the sign)")
        return runs

    def accepts(self, inputs: Sequence[bytes], limit_s: float = 2.0) -> list[bool]:
        """Whether the baseline answers each input at all: one run within ``limit_s`` that
        exits as a given test does, in the given inputs' format; a probe (the limits of a
        place: :mod:`superasm.verification.strategies.limits`), not a judgement: an input
        is valid only by :meth:`run`'s every rule."""
        outside = [bool(self.in_format and self.in_format(data)) for data in inputs]
        todo = [i for i, out in enumerate(outside) if not out]
        paths = [self._add(inputs[i]) for i in todo]
        try:
            results = self._workbench.run(self._builds.o3, paths, limit_s,
                                          Limits(cpu_s=limit_s, file_size=OUTPUT_BYTES)) \
                if paths else []
        finally:
            self._drop(paths)
        ok = [False] * len(inputs)
        for i, r in zip(todo, results, strict=True):
            ok[i] = _finished(r, limit_s) and r.exit_code in self.exit_codes
        return ok

    def sanitize(self, inputs: Sequence[bytes], screened: Sequence[ReferenceRun]) -> list[
            ReferenceRun]:
        """The sanitizer build on the inputs that passed :meth:`screen` (rule 1)."""
        todo = [i for i, r in enumerate(screened) if r.valid]
        paths = [self._add(inputs[i]) for i in todo]
        out = list(screened)
        try:
            requests = []
            for i, path in zip(todo, paths, strict=True):
                limit = max(SANITIZER_FLOOR_S, SANITIZER_SLOWDOWN * screened[i].seconds)
                requests.append(self._workbench.request(
                    self._builds.sanitized, path, limit,
                    Limits(cpu_s=limit, address_space=None, file_size=OUTPUT_BYTES),
                    env=TRACE_ENV, stderr_tail=8 << 10))
            results = self._workbench.sandbox.run_batch(requests) if requests else []
            for i, r in zip(todo, results, strict=True):
                why = _sanitizer_why(r, screened[i])
                if why:
                    out[i] = replace(screened[i], valid=False, why=why)
        finally:
            self._drop(paths)
        return out

    def _drop(self, paths: list[str]) -> None:
        for path in paths:
            self._workbench.sandbox.remove_file(os.path.basename(path))

    def _screen(self, paths: list[str], limit_s: float) -> list[ReferenceRun]:
        wb = self._workbench
        limits = Limits(cpu_s=limit_s, file_size=OUTPUT_BYTES)
        first = wb.run(self._builds.o3, paths, limit_s, limits)
        alive = [i for i, r in enumerate(first) if _finished(r, limit_s)]
        requests = []
        for i in alive:
            o0_s = max(O0_FLOOR_S, O0_SLOWDOWN * first[i].cpu_s)
            requests.append(wb.request(self._builds.o3, paths[i], limit_s, limits))
            requests.append(wb.request(self._builds.o0, paths[i], o0_s,
                                       Limits(cpu_s=o0_s, file_size=OUTPUT_BYTES),
                                       env=TRACE_ENV, stderr_tail=48 << 10))
        results = wb.sandbox.run_batch(requests) if requests else []
        runs = [ReferenceRun(False, _late(r, limit_s)) for r in first]
        for n, i in enumerate(alive):
            again, traced = results[2 * n:2 * n + 2]
            runs[i] = self._judge(first[i], again, traced)
        return runs

    def _judge(self, o3: ProcResult, again: ProcResult, traced: ProcResult) -> ReferenceRun:
        output = o3.stdout
        for what, r in (("a second -O3 run", again), ("the -O0 build", traced)):
            if r.signal is not None or r.timed_out or r.output_limit:
                return ReferenceRun(False, f"{what}: {r.describe()}", output)
            if r.stdout_sha256 != o3.stdout_sha256 or r.exit_code != o3.exit_code:
                return ReferenceRun(False, f"{what} answers differently", output)
        exit_code = o3.exit_code if o3.exit_code is not None else -1
        any_nonzero = -1 in self.exit_codes and exit_code > 0  # a test expecting any failure
        if exit_code not in self.exit_codes and not any_nonzero:
            return ReferenceRun(False, f"exit status {exit_code}", output, exit_code)
        trace = parse_trace(traced.stderr + traced.stderr_tail)
        if trace is None:
            return ReferenceRun(False, "no trace (the program closed stderr or left early)",
                                output, exit_code)
        blocks, consts, reads, conditions = trace
        run = ReferenceRun(True, "", output, exit_code, o3.cpu_s, blocks, consts, reads,
                           conditions)
        if self.signatures and reads.signature not in self.signatures \
                and not self._early_exit(reads, blocks):
            return replace(run, valid=False, why=_signature_why(reads.signature, self.signatures))
        return run

    def _early_exit(self, reads: ReadTrace, blocks: frozenset[int]) -> bool:
        """Input left unread, read as given inputs are read up to there, after code no given
        input reaches (rule 4's exception)."""
        read_alike = (reads.short_reads > 0, reads.eof_reads > 0, False) in self.signatures
        return (self.early_exits and reads.left_unread and read_alike
                and bool(blocks - self.given_blocks))

    def learn_signatures(self, runs: Sequence[ReferenceRun]) -> None:
        """The read signatures of the given tests (rule 4), and the blocks they reach."""
        self.signatures = {r.reads.signature for r in runs if r.reads is not None}
        self.given_blocks = frozenset().union(*(r.blocks for r in runs))


def _sanitizer_why(r: ProcResult, screened: ReferenceRun) -> str:
    """Why the sanitizer build's run makes the input invalid ('' when it does not)."""
    stderr = r.stderr + r.stderr_tail
    if _FINDING.search(stderr):
        line = next((x for x in stderr.splitlines() if _FINDING.search(x)), b"")
        return "sanitizer: " + line.decode("utf-8", "replace")[:160]
    if r.signal is not None or r.timed_out or r.output_limit:
        return f"the sanitizer build: {r.describe()}"
    if r.stdout != screened.output or r.exit_code != screened.exit_code:
        return "the sanitizer build answers differently"
    return ""


def _finished(r: ProcResult, limit_s: float) -> bool:
    return r.signal is None and not r.timed_out and not r.output_limit and r.cpu_s <= limit_s


def _late(r: ProcResult, limit_s: float) -> str:
    if r.timed_out or r.cpu_s > limit_s or r.time_limit_hit(limit_s):
        return f"the baseline takes more than {limit_s:g} s"
    return f"the baseline: {r.describe()}"


def _signature_why(got: tuple[bool, bool, bool], allowed: set[tuple[bool, bool, bool]]) -> str:
    short, eof, left = got
    if short and not any(s for s, _, _ in allowed):
        return "outside the format: a scanf matched less than it asked for"
    if eof and not any(e for _, e, _ in allowed):
        return "outside the format: the input ends before the program has read what it announces"
    if left and not any(rest for _, _, rest in allowed):
        return "outside the format: input left unread"
    return "outside the format: read unlike every given input"


class ReferenceBuildError(RuntimeError):
    """The reference cannot be built for tracing (its C source does not compile here)."""


@dataclass
class Coverage:
    """Blocks of the reference reached, out of its instrumented sites."""

    sites: int
    by_tests: int
    with_generated: int
    blocks: set[int] = field(default_factory=set)

    def share(self, reached: int) -> float:
        return reached / self.sites if self.sites else 0.0


__all__ = ["Coverage", "ReadTrace", "ReferenceBuildError", "ReferenceLab", "ReferenceRun", "SHIM",
           "TRACE_FLAGS", "parse_trace"]
