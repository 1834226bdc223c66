"""What the function tier builds: a function's closure cut out of a program's assembly and
renamed apart (:class:`Version`), the trampoline that checks the ABI around a call, and the C
driver that reads the cases, calls (the reference and) the function on each and prints one line
a case."""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field

from superasm.asmfunc import AsmFunctionError, AsmProgram, extract_function
from superasm.toolchain import canonical_asm
from superasm.verification.equiv.signature import CType, Param, Signature, Unsupported

#: C library functions a checked function may call: no state, no I/O
PURE_LIBC = frozenset({
    "memcpy", "memmove", "memset", "memcmp", "memchr", "strlen", "strnlen", "strcmp", "strncmp",
    "strchr", "strrchr", "abs", "labs", "llabs", "sqrt", "sqrtf", "fabs", "floor", "ceil",
    "round", "trunc", "fmod", "pow", "exp", "log", "log2", "log10", "sin", "cos", "tan", "atan",
    "atan2", "hypot", "fmin", "fmax", "__stack_chk_fail", "toupper", "tolower", "isalpha",
    "isdigit", "isspace", "isupper", "islower", "isalnum", "__ctype_b_loc",
    "__ctype_toupper_loc", "__ctype_tolower_loc"})
#: what follows the @ of ``printf@PLT``, ``x@GOTPCREL``: a relocation, not a symbol
_RELOCATIONS = frozenset({"PLT", "GOT", "GOTPCREL", "GOTOFF", "GOTTPOFF", "TPOFF", "DTPOFF",
                          "TLSGD", "TLSLD", "PC", "GOTPC"})


# ---------------------------------------------------------------------- the assembly closure
@dataclass
class Version:
    """One version of a function and the program functions it calls, each cut out on its own
    and renamed apart (``f`` -> ``__cand_f``), ready to assemble as separate objects."""

    prefix: str
    texts: dict[str, str] = field(default_factory=dict)

    def symbol(self, name: str) -> str:
        return f"{self.prefix}{mangle(name)}"


def mangle(name: str) -> str:
    return name.replace(".", "_")


def _check_data(program: AsmProgram, name: str) -> None:
    """A function may use read-only data and writable data only it uses; anything else is the
    program's state, which a driver cannot set up as the program would."""
    owned = {id(d) for d in program.owned_data(name)}
    for item in program.data_closure(program.function(name).refs):
        if item.writable and id(item) not in owned:
            raise Unsupported(f"{name} reads or writes static data {item.names[0]} that other "
                              "functions share, which only the whole program sets up (reads "
                              "program state)")


def function_closure(asm: str, name: str, prefix: str) -> Version:
    """``name`` and every program function it calls (transitively), extracted and renamed;
    :class:`Unsupported` when it uses program state or impure library calls."""
    program = AsmProgram(asm)
    if name not in program.functions:
        raise Unsupported(f"no out-of-line {name}")
    todo, seen = [name], {name}
    extracted = {}
    while todo:
        current = todo.pop()
        try:
            part = extract_function(program, current)
        except AsmFunctionError as error:
            raise Unsupported(str(error)) from error
        if part.globals_used:
            raise Unsupported(f"{_who(name, current)} reads or writes the global "
                              f"{part.globals_used[0]}, which only the whole program sets up "
                              "(reads program state)")
        _check_data(program, current)
        for symbol in part.external:
            if not re.match(r"^[A-Za-z_][\w.]*$", symbol) or symbol in _RELOCATIONS:
                continue  # an immediate ($0) or the @PLT of printf@PLT, not a symbol
            if symbol in program.functions:
                if symbol == "main":
                    raise Unsupported(f"{current} calls main")
                if symbol not in seen:
                    seen.add(symbol)
                    todo.append(symbol)
            elif symbol not in PURE_LIBC:
                raise Unsupported(f"{_who(name, current)} calls or uses {symbol}, outside it "
                                  "(I/O, a library function with state, or program state)")
        extracted[current] = part.text
    version = Version(prefix)
    mapping = {n: version.symbol(n) for n in extracted}
    pattern = re.compile(r"(?<![\w.$])(" + "|".join(
        re.escape(n) for n in sorted(mapping, key=len, reverse=True)) + r")(?![\w$])")
    for fname, text in extracted.items():
        lines = [_rename_line(line, pattern, mapping) for line in text.splitlines()]
        version.texts[fname] = "".join(f"\t.globl\t{s}\n" for s in mapping.values()) \
            + "\n".join(lines) + "\n\t.section\t.note.GNU-stack,\"\",@progbits\n"
    return version


def _who(name: str, current: str) -> str:
    """``it`` for the function itself, else the function it calls that does something."""
    return "it" if current == name else f"{current}, which it calls,"


_STATEMENT = re.compile(r"^(\s*(?:[\w.$]+:\s*)*)(\S*)(.*)$", re.S)


def _rename_line(line: str, pattern: re.Pattern[str], mapping: dict[str, str]) -> str:
    """Symbols renamed in a line's labels and operands, never in its mnemonic (a function
    named ``add`` is not the instruction)."""
    match = _STATEMENT.match(line)
    if match is None:
        return line
    labels, word, rest = match.groups()

    def sub(text: str) -> str:
        return pattern.sub(lambda m: mapping[m.group(1)], text)

    return sub(labels) + word + sub(rest)


def same_code(baseline: Version, candidate: Version) -> bool:
    """The same instructions and data (labels renumbered alike, comments and CFI aside)."""
    if set(baseline.texts) != set(candidate.texts):
        return False
    return all(canonical_asm(baseline.texts[n].replace(baseline.prefix, "@"))
               == canonical_asm(candidate.texts[n].replace(candidate.prefix, "@"))
               for n in baseline.texts)


# ---------------------------------------------------------------------- the driver
#: calls ``__sa_fn`` with the caller's arguments, callee-saved registers loaded with canaries;
#: afterwards records which of rbx, rbp, r12-r15 and rsp came back changed and the flags
TRAMPOLINE = "\n".join([
    "\t.text", "\t.globl\t__sa_checked", "\t.type\t__sa_checked, @function", "__sa_checked:",
    *(f"\tmovq\t%{r}, __sa_save+{8 * i}(%rip)" for i, r in enumerate(
        ("rbx", "rbp", "r12", "r13", "r14", "r15", "rsp"))),
    *(f"\tmovabsq\t$0x5{i + 1}a5a5a5a5a5a5a{i + 1}, %{r}" for i, r in enumerate(
        ("rbx", "rbp", "r12", "r13", "r14", "r15"))),
    "\tsubq\t$8, %rsp", "\tcall\t*__sa_fn(%rip)", "\taddq\t$8, %rsp",
    "\tmovq\t%rsp, %r10", "\tsubq\t__sa_save+48(%rip), %r10", "\tmovq\t%r10, __sa_regs+48(%rip)",
    "\tmovq\t__sa_save+48(%rip), %rsp", "\tpushfq", "\tpopq\t%r11", "\tmovq\t%r11, __sa_flags(%rip)",
    *itertools.chain.from_iterable(
        (f"\tmovabsq\t$0x5{i + 1}a5a5a5a5a5a5a{i + 1}, %r10", f"\txorq\t%{r}, %r10",
         f"\tmovq\t%r10, __sa_regs+{8 * i}(%rip)", f"\tmovq\t__sa_save+{8 * i}(%rip), %{r}")
        for i, r in enumerate(("rbx", "rbp", "r12", "r13", "r14", "r15"))),
    "\tcld", "\tret", "\t.size\t__sa_checked, .-__sa_checked",
    "\t.globl\t__sa_fn", "\t.globl\t__sa_regs", "\t.globl\t__sa_flags", "\t.bss", "\t.align 8",
    "__sa_fn:\t.zero 8", "__sa_flags:\t.zero 8", "__sa_regs:\t.zero 56", "__sa_save:\t.zero 56",
    '\t.section\t.note.GNU-stack,"",@progbits', ""])

DRIVER_HEAD = r"""#define _GNU_SOURCE
#include <limits.h>
#include <math.h>
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/time.h>
#include <time.h>
void __sa_checked(void);
extern void *__sa_fn;
extern uint64_t __sa_regs[7], __sa_flags;
static char *sa_in;
static double sa_abs, sa_rel;
static sigjmp_buf sa_jmp;
static volatile sig_atomic_t sa_sig;
static void sa_on_signal(int sig) { sa_sig = sig; siglongjmp(sa_jmp, 1); }
static void sa_arm(long us) {
  struct itimerval t = {{0, 0}, {us / 1000000, us % 1000000}};
  setitimer(ITIMER_PROF, &t, 0);
}
static long long sa_i(void) { return strtoll(sa_in, &sa_in, 10); }
static unsigned long long sa_u(void) { return strtoull(sa_in, &sa_in, 10); }
static double sa_f(void) { return strtod(sa_in, &sa_in); }
static int sa_close(double a, double b) {
  if (isnan(a) || isnan(b)) return isnan(a) && isnan(b);
  if (a == b) return 1;
  double d = fabs(a - b);
  return d <= sa_abs || d <= sa_rel * fmax(fabs(a), fabs(b));
}
struct sa_buf { unsigned char *map, *end; size_t size; };
static void sa_alloc(struct sa_buf *b, size_t bytes) {
  size_t page = 4096, pages = (bytes + 128 + page - 1) / page;
  b->map = mmap(0, (pages + 1) * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (b->map == MAP_FAILED) { puts("F mmap"); exit(3); }
  mprotect(b->map + pages * page, page, PROT_NONE);
  b->end = b->map + pages * page;
  b->size = pages * page;
}
/* the function's layout: 64 guard bytes, the data, guard bytes up to an unmapped page */
static void *sa_place(struct sa_buf *b, const void *src, size_t bytes) {
  memset(b->map, 0xA5, b->size);
  memcpy(b->map + 64, src, bytes);
  return b->map + 64;
}
/* the reference's layout: the data ends where the unmapped page begins */
static void *sa_place_ref(struct sa_buf *b, const void *src, size_t bytes) {
  memcpy(b->end - bytes, src, bytes);
  return b->end - bytes;
}
static long sa_guard(struct sa_buf *b, size_t bytes) {
  for (size_t i = 0; i < b->size; i++)
    if ((i < 64 || i >= 64 + bytes) && b->map[i] != 0xA5) return (long)i - 64;
  return LONG_MIN;
}
static long sa_where(const void *p, const void *base, size_t bytes) {
  const char *c = p, *s = base;
  return c >= s && c <= s + bytes ? (long)(c - s) : -1;
}
static double sa_cpu(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}
static char *sa_setup(void) {
  static char stack[1 << 16];
  stack_t ss = {.ss_sp = stack, .ss_size = sizeof stack};
  sigaltstack(&ss, 0);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = sa_on_signal;
  sa.sa_flags = SA_ONSTACK;
  int sigs[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGPROF, SIGSYS};
  for (unsigned i = 0; i < sizeof sigs / sizeof *sigs; i++) sigaction(sigs[i], &sa, 0);
  size_t cap = 1 << 20, used = 0, got;
  char *text = malloc(cap + 1);
  while ((got = fread(text + used, 1, cap - used, stdin)) > 0)
    if ((used += got) == cap) text = realloc(text, (cap *= 2) + 1);
  text[used] = 0;
  setvbuf(stdout, 0, _IOLBF, 0);
  return text;
}
"""


def _unsigned(ctype: CType) -> str:
    return "unsigned" if ctype.kind == "bool" else f"uint{ctype.bits}_t"


def _c_params(sig: Signature) -> str:
    parts = [f"{'const ' if p.const else ''}{p.ctype.spelling} {'*' if p.role != 'scalar' else ''}"
             f"a{i}" for i, p in enumerate(sig.params)]
    return ", ".join(parts) or "void"


def _c_ret(sig: Signature) -> str:
    return "void" if sig.ret is None else sig.ret.spelling + (" *" if sig.ret_pointer else "")


def reference_source(sig: Signature) -> str:
    """The C source itself (``main`` renamed) with one entry point the driver calls."""
    args = ", ".join(f"a{i}" for i in range(len(sig.params)))
    call = f"{sig.name}({args})"
    return (f"#include <stdint.h>\n#define main __sa_program_main\n#include \"/in/prog.c\"\n"
            f"#undef main\n{_c_ret(sig)} __sa_ref({_c_params(sig)}) "
            f"{{ {'' if sig.ret is None else 'return '}{call}; }}\n")


def _read(p: Param, i: int) -> str:
    if p.role == "scalar":
        read = "sa_f()" if p.ctype.kind == "float" else "sa_i()" if p.ctype.signed else "sa_u()"
        return f"    a{i} = ({p.ctype.spelling}){read};"
    element = "sa_f()" if p.ctype.kind == "float" else "sa_i()" if p.ctype.signed else "sa_u()"
    terminate = f" in{i}[n{i}] = 0; bytes{i} = n{i} + 1;" if p.role == "string" else \
        f" bytes{i} = n{i} * sizeof *in{i};"
    return (f"    n{i} = sa_u(); for (size_t j = 0; j < n{i}; j++) in{i}[j] = "
            f"({p.ctype.spelling}){element};{terminate}")


def _print_value(ctype: CType, expr: str) -> str:
    if ctype.kind == "float":
        return f'printf(" %a", (double)({expr}));'
    return f'printf(" %llx", (unsigned long long)({_unsigned(ctype)})({expr}));'


def _agree(sig: Signature) -> str:
    """The C condition: the reference's results equal the function's (pr*, rr against p*, rt)."""
    terms = []
    if sig.ret is not None and sig.ret_pointer:
        terms.append(" && ".join(f"sa_where(rr, pr{i}, bytes{i}) == sa_where(rt, p{i}, bytes{i})"
                                 for i, p in enumerate(sig.params) if p.role != "scalar"))
    elif sig.ret is not None:
        terms.append("sa_close(rr, rt)" if sig.ret.kind == "float" else "rr == rt")
    for i, p in enumerate(sig.params):
        if p.role == "scalar" or p.const:
            continue
        if p.ctype.kind == "float":
            terms.append(f"({{ int ok = 1; for (size_t j = 0; j < n{i}; j++) ok &= "
                         f"sa_close(pr{i}[j], p{i}[j]); ok; }})")
        else:
            terms.append(f"memcmp(pr{i}, p{i}, bytes{i}) == 0")
    return " && ".join(terms) or "1"


def _print_results(sig: Signature) -> list[str]:
    lines = ['    printf("O");']
    if sig.ret is not None and sig.ret_pointer:
        lines.append('    { int found = 0; if (!rt) { printf(" p0"); found = 1; }')
        for i, p in enumerate(sig.params):
            if p.role != "scalar":
                lines.append(f'      if (!found && sa_where(rt, p{i}, bytes{i}) >= 0) {{ '
                             f'printf(" p{i}+%ld", sa_where(rt, p{i}, bytes{i})); found = 1; }}')
        lines.append('      if (!found) printf(" p?"); }')
    elif sig.ret is not None:
        lines.append("    " + _print_value(sig.ret, "rt"))
    for i, p in enumerate(sig.params):
        if p.role == "scalar":
            continue
        if p.const:
            lines.append(f'    if (memcmp(p{i}, in{i}, bytes{i})) printf(" c{i}");')
        else:
            count = f"n{i} + 1" if p.role == "string" else f"n{i}"
            lines.append(f"    for (size_t j = 0; j < {count}; j++) "
                         + _print_value(p.ctype, f"p{i}[j]"))
    for i, p in enumerate(sig.params):
        if p.role != "scalar":
            lines.append(f"    {{ long g = sa_guard(&b{i}, bytes{i}); "
                         f'if (g != LONG_MIN) printf(" g{i}:%ld", g); }}')
    lines += ['    for (int r = 0; r < 7; r++) if (__sa_regs[r]) printf(" r%d", r);',
              '    if (__sa_flags & 0x400) printf(" df");', '    printf("\\n");']
    return lines


def driver_source(sig: Signature, symbol: str, reference: bool) -> str:
    """The driver: reads the cases, runs (the reference and) the function on each, prints one
    line a case: ``U`` the reference is undefined there, ``X sig`` the function crashed or ran
    out of time, ``N`` the reference and the function disagree, ``O results``; ``E`` at the end.
    The candidate's driver (``reference=False``) stops at its first ``X``."""
    params, ret = _c_params(sig), _c_ret(sig)
    arrays = [i for i, p in enumerate(sig.params) if p.role != "scalar"]
    decls = [f"typedef {ret} (*sa_fn_t)({params});", f"extern char {symbol}[];"]
    if reference:
        decls.append(f"{ret} __sa_ref({params});")
    for i, p in enumerate(sig.params):
        t = p.ctype.spelling
        decls.append(f"static {t} a{i};" if p.role == "scalar" else
                     f"static {t} *in{i}, *p{i}, *pr{i}; static size_t n{i}, bytes{i}; "
                     f"static struct sa_buf b{i}, r{i};")
    if sig.ret is not None:
        decls.append(f"static {ret} rt; static {ret} rr;")  # int8_t *rt, *rr
    args = ", ".join(f"a{i}" if p.role == "scalar" else f"p{i}" for i, p in enumerate(sig.params))
    ref_args = ", ".join(f"a{i}" if p.role == "scalar" else f"pr{i}"
                         for i, p in enumerate(sig.params))
    assign, ref_assign = ("", "") if sig.ret is None else ("rt = ", "rr = ")
    body = [
        "int main(void) {", "  sa_in = sa_setup();",
        "  long cases = sa_i(); size_t most = sa_u(); sa_abs = sa_f(); sa_rel = sa_f();",
        "  long case_us = sa_i(); double total = sa_f(), start = sa_cpu();",
        *(f"  in{i} = malloc((most + 1) * sizeof *in{i}); sa_alloc(&b{i}, (most + 1) * sizeof "
          f"*in{i}); sa_alloc(&r{i}, (most + 1) * sizeof *in{i});" for i in arrays),
        "  for (long c = 0; c < cases; c++) {",
        "    if (sa_cpu() - start > total) break;",
        *(_read(p, i) for i, p in enumerate(sig.params)),
    ]
    if reference:
        body += [*(f"    pr{i} = sa_place_ref(&r{i}, in{i}, bytes{i});" for i in arrays),
                 "    if (sigsetjmp(sa_jmp, 1) == 0) {",
                 f"      sa_arm(case_us); {ref_assign}__sa_ref({ref_args}); sa_arm(0);",
                 '    } else { sa_arm(0); printf("U %d\\n", (int)sa_sig); continue; }']
    body += [*(f"    p{i} = sa_place(&b{i}, in{i}, bytes{i});" for i in arrays),
             f"    __sa_fn = (void *){symbol};",
             "    if (sigsetjmp(sa_jmp, 1) == 0) {",
             f"      sa_arm(case_us); {assign}((sa_fn_t)__sa_checked)({args}); sa_arm(0);",
             '    } else { sa_arm(0); printf("X %d\\n", (int)sa_sig); '
             + ("continue; }" if reference else "return 0; }")]
    if reference:
        body.append(f'    if (!({_agree(sig)})) {{ puts("N"); continue; }}')
    body += [*_print_results(sig), "  }", '  puts("E");', "  return 0;", "}", ""]
    return DRIVER_HEAD + "\n".join(decls) + "\n" + "\n".join(body)
