"""A second fresh set of candidates for ``benchmarks/verification.py`` (issue 32), written as a
measuring stick nobody tuned the verifier to, apart from ``fresh.py`` and by another hand.

Twelve judge-style programs of kinds no other set has (``programs/f2_*.c``, each stating its
input constraints in its opening comment): an expression evaluator with parentheses and unary
minus, clock-time spans ("HH:MM:SS-HH:MM:SS" records that may pass midnight), minimal grid paths
with their count over several test cases, sliding-window maxima, range counts by binary search
over sorted 64-bit values, a bitset sieve with prime-count queries, key=value settings with
comments, cents formatted as dollars, word wrapping at a width, the smallest topological order,
base conversion of 64-bit numbers and a priority queue driven by commands.  Each has a few
public samples and hidden tests from a small generator in the style of the samples (random
values of the sizes and alphabets the samples show, as judges write them), kept here so that
this set stays apart from the others.

Wrong candidates are of the kinds issue 32 lists (``KINDS``, the same as ``fresh.KINDS``); an
``AsmMutant`` is an *assembly edit*: the reference compiled with ``gcc -O3 -S`` (Debian gcc
12.2) and one thing changed, as an asm-writing model would (a width, a condition code, a
signed/unsigned instruction, a constant).  Honest candidates are the benchmark's
recompilations, hand-written C rewrites and correct assembly edits (``AsmRewrite``).

The set is split by program into two fixed halves (``DEV_PROGRAMS``, ``HELD_PROGRAMS``), each
with programs of every input style and an early-exit candidate: ``--set fresh2-dev`` to
develop on, ``--set fresh2-held`` to measure once.

Witnesses are built here in Python; the large ones (2^16 records, a sum past 2^31, a row past
8,192) stay under 350 KB.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from fresh import KINDS, AsmMutant, AsmRewrite
from mutants import Mutant, Rewrite, halves

__all__ = ["KINDS", "AsmMutant", "AsmRewrite", "DEV_PROGRAMS", "HELD_PROGRAMS", "PUBLIC",
           "GENERATORS", "hidden_inputs", "FRESH2_MUTANTS", "FRESH2_REWRITES", "FRESH2_SETS"]

DEV_PROGRAMS: tuple[str, ...] = (
    "f2_expr_eval", "f2_grid_path", "f2_sorted_queries", "f2_config_kv", "f2_text_wrap",
    "f2_task_queue")
HELD_PROGRAMS: tuple[str, ...] = (
    "f2_clock_span", "f2_window_max", "f2_prime_sieve", "f2_money_fmt", "f2_topo_order",
    "f2_base_conv")

# ---------------------------------------------------------------------------- public tests
#: the largest value of the public sorted_queries tests (and of its generator's)
SORTED_PUBLIC_MAX = 1_000_000_000
#: the largest N of the public prime_sieve tests (and of its generator's)
SIEVE_PUBLIC_MAX = 1000

PUBLIC: dict[str, list[str]] = {
    "f2_expr_eval": [
        "1 + 2 * 3\n(1 + 2) * 3\n",
        "-5 + 3\n-(2 + 3) * 4\n",
        "10 - 3 - 2\n\n7 * (6 - 1) - 4\n",
        "123456789 * 1000\n2*(3+(4-1))*5\n",
        "42\n",
    ],
    "f2_clock_span": [
        "09:00:00-17:30:00\n08:15:30-12:00:00\n",
        "22:00:00-06:30:00\n",
        "13:05:09-13:45:10\n00:00:00-23:59:59\n10:00:00-09:59:58\n",
        "07:45:00-16:15:00\n08:00:00-16:00:00\n09:30:15-18:00:45\n12:00:00-20:30:00\n",
    ],
    "f2_grid_path": [
        "1\n2 2\n1 2\n3 4\n",
        "1\n3 3\n1 3 1\n1 5 1\n4 2 1\n",
        "2\n1 4\n5 -2 3 0\n2 3\n0 0 0\n0 0 0\n",
        "1\n3 4\n2 -1 4 0\n-3 5 -2 1\n1 1 -4 2\n",
    ],
    "f2_window_max": [
        "8 3\n1 3 2 5 4 1 2 6\n",
        "5 1\n4 8 15 16 23\n",
        "6 6\n10 30 20 60 50 40\n",
        "7 2\n100 7 250 3 3000 2999 12\n",
    ],
    "f2_sorted_queries": [
        "6\n1 3 3 5 8 13\n4\n2 5\n3 3\n6 7\n-5 100\n",
        "1\n42\n2\n42 42\n0 41\n",
        "5\n-10 -5 0 5 10\n3\n-7 7\n-100 -10\n11 20\n",
        f"8\n2 4 8 16 32 64 128 {SORTED_PUBLIC_MAX}\n3\n1 {SORTED_PUBLIC_MAX}\n5 100\n16 16\n",
    ],
    "f2_prime_sieve": [
        "100\n1 2 10 97 100\n",
        "30\n29\n30\n",
        f"{SIEVE_PUBLIC_MAX}\n997 999 1000 500\n",
        "2\n2\n1\n",
        "50\n7 11 13 48 49 50\n",
    ],
    "f2_config_kv": [
        "# server settings\nhost = example.org\nport = 8080\n",
        "name=demo\nmode = fast\n\nname = final\n",
        "  indent = 4  \n  # two spaces in\nwidth=80\n",
        "empty =\nx = 1\n",
        "path = /usr/local/bin\nuser = admin\npath = /opt/bin\n",
    ],
    "f2_money_fmt": [
        "123456\n-2000\n350\n",
        "0\n",
        "99\n100\n101\n",
        "-150000\n250000\n",
        "1234567\n-7654321\n",
    ],
    "f2_text_wrap": [
        "10\nthe quick brown fox jumps over the lazy dog\n",
        "20\nLorem ipsum dolor sit amet, consectetur adipiscing elit.\n",
        "5\nan extraordinary word\n",
        "15\n  spaces   between\n\nwords  \n",
    ],
    "f2_topo_order": [
        "5 4\n3 1\n3 2\n2 1\n5 4\n",
        "3 3\n1 2\n2 3\n3 1\n",
        "4 0\n",
        "6 5\n6 1\n1 2\n4 2\n2 3\n5 3\n",
    ],
    "f2_base_conv": [
        "3\n10 16 255\n16 10 FF\n2 10 1011\n",
        "2\n36 10 zz\n10 36 1295\n",
        "1\n10 10 12345\n",
        "2\n8 2 777\n16 8 1a2B\n",
    ],
    "f2_task_queue": [
        "add write 5\nadd test 3\nadd ship 8\nrun\nrun\ncount\nrun\nrun\n",
        "run\nadd a 1\ncount\n",
        "add alpha -2\nadd beta 10\nadd gamma 7\nrun\nadd delta 9\nrun\nrun\nrun\n",
        "add x 100\nadd y 200\nadd z 300\ncount\nrun\nrun\nrun\ncount\n",
    ],
}

# ---------------------------------------------------------------------------- hidden tests
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def _word(rng: random.Random, low: int, high: int) -> str:
    return "".join(rng.choice(_LETTERS) for _ in range(rng.randint(low, high)))


def _expr_eval(rng: random.Random) -> str:
    """Expressions of small numbers; a negative operand is written in parentheses, "(-7)", or
    at the start of a line."""
    def expression(depth: int) -> str:
        text = term(depth)
        for _ in range(rng.randint(0, 3)):
            text += rng.choice([" + ", " - ", " * ", "+", "-", "*"]) + term(depth)
        return text

    def term(depth: int) -> str:
        roll = rng.random()
        if depth < 3 and roll < 0.25:
            return "(" + expression(depth + 1) + ")"
        if roll < 0.35:
            return f"(-{rng.randint(0, 1000)})"
        return str(rng.randint(0, 1000))

    lines = []
    for _ in range(rng.randint(1, 4)):
        lines.append(("-" if rng.random() < 0.2 else "") + expression(0))
    return "".join(line + "\n" for line in lines)


def _clock(rng: random.Random) -> str:
    return f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"


def _clock_span(rng: random.Random) -> str:
    return "".join(f"{_clock(rng)}-{_clock(rng)}\n" for _ in range(rng.randint(1, 8)))


def _grid_path(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 3)):
        r, c = rng.randint(1, 6), rng.randint(1, 6)
        rows = "".join(" ".join(str(rng.randint(-100, 100)) for _ in range(c)) + "\n"
                       for _ in range(r))
        cases.append(f"{r} {c}\n{rows}")
    return f"{len(cases)}\n" + "".join(cases)


def _window_max(rng: random.Random) -> str:
    n = rng.randint(1, 20)
    k = rng.randint(1, n)
    return f"{n} {k}\n" + " ".join(str(rng.randint(0, 10**6)) for _ in range(n)) + "\n"


def _sorted_queries(rng: random.Random) -> str:
    n = rng.randint(1, 12)
    values = sorted(rng.sample(range(-SORTED_PUBLIC_MAX, SORTED_PUBLIC_MAX + 1), n))
    queries = [sorted((rng.randint(-SORTED_PUBLIC_MAX, SORTED_PUBLIC_MAX),
                       rng.randint(-SORTED_PUBLIC_MAX, SORTED_PUBLIC_MAX)))
               for _ in range(rng.randint(1, 6))]
    return (f"{n}\n{' '.join(map(str, values))}\n{len(queries)}\n"
            + "".join(f"{lo} {hi}\n" for lo, hi in queries))


def _prime_sieve(rng: random.Random) -> str:
    n = rng.randint(2, SIEVE_PUBLIC_MAX)
    queries = [rng.randint(1, n) for _ in range(rng.randint(1, 8))]
    return f"{n}\n" + rng.choice([" ", "\n"]).join(map(str, queries)) + "\n"


_KEYS = ("host", "port", "name", "mode", "user", "path", "level", "debug", "retries", "timeout",
         "workers", "cache_size", "log_file")


def _config_kv(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 8)):
        roll = rng.random()
        if roll < 0.1:
            lines.append("")
        elif roll < 0.2:
            lines.append("# " + " ".join(_word(rng, 2, 6) for _ in range(rng.randint(1, 3))))
        else:
            value = rng.choice([_word(rng, 1, 8), str(rng.randint(0, 10000)),
                                "/" + "/".join(_word(rng, 2, 5) for _ in range(rng.randint(1, 3)))])
            lines.append(rng.choice(["", " ", "  "]) + rng.choice(_KEYS)
                         + rng.choice(["=", " = ", " =", "= "]) + value + rng.choice(["", " "]))
    return "".join(line + "\n" for line in lines)


def _money_fmt(rng: random.Random) -> str:
    return "".join(f"{rng.randint(-10**6, 10**6)}\n" for _ in range(rng.randint(1, 8)))


def _text_wrap(rng: random.Random) -> str:
    lines = [" ".join(_word(rng, 1, 8) for _ in range(rng.randint(1, 12)))
             for _ in range(rng.randint(1, 4))]
    return f"{rng.randint(10, 40)}\n" + "".join(line + "\n" for line in lines)


def _topo_order(rng: random.Random) -> str:
    """A random order's forward pairs, now and then one backward pair (a cycle)."""
    n = rng.randint(1, 10)
    order = rng.sample(range(1, n + 1), n)
    pairs = [(order[i], order[j]) for i in range(n) for j in range(i + 1, n)]
    edges = rng.sample(pairs, min(len(pairs), rng.randint(0, 12)))
    if n > 1 and rng.random() < 0.3:
        i, j = sorted(rng.sample(range(n), 2))
        edges.append((order[j], order[i]))
    rng.shuffle(edges)
    return f"{n} {len(edges)}\n" + "".join(f"{u} {v}\n" for u, v in edges)


def _in_base(x: int, base: int) -> str:
    text = ""
    while x:
        text = _DIGITS[x % base] + text
        x //= base
    return text or "0"


def _base_conv(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 6)):
        b1, b2 = rng.randint(2, 36), rng.randint(2, 36)
        text = _in_base(rng.randint(1, 10**9), b1)
        if rng.random() < 0.5:
            text = text.upper()
        lines.append(f"{b1} {b2} {text}\n")
    return f"{len(lines)}\n" + "".join(lines)


def _task_queue(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 15)):
        roll = rng.random()
        if roll < 0.5:
            lines.append(f"add {_word(rng, 3, 8)} {rng.randint(-10**6, 10**6)}")
        elif roll < 0.85:
            lines.append("run")
        else:
            lines.append("count")
    return "".join(line + "\n" for line in lines)


GENERATORS: dict[str, Callable[[random.Random], str]] = {
    "f2_expr_eval": _expr_eval, "f2_clock_span": _clock_span, "f2_grid_path": _grid_path,
    "f2_window_max": _window_max, "f2_sorted_queries": _sorted_queries,
    "f2_prime_sieve": _prime_sieve, "f2_config_kv": _config_kv, "f2_money_fmt": _money_fmt,
    "f2_text_wrap": _text_wrap, "f2_topo_order": _topo_order, "f2_base_conv": _base_conv,
    "f2_task_queue": _task_queue,
}


def hidden_inputs(name: str, count: int = 6, seed: int = 0) -> list[str]:
    """``count`` hidden inputs for program ``name``, deterministic for a seed."""
    rng = random.Random(f"fresh2:{name}:{seed}")
    return [GENERATORS[name](rng) for _ in range(count)]


# ---------------------------------------------------------------------------- witnesses
def _config_many_keys(count: int) -> str:
    """``count`` distinct three-byte keys (printable ASCII but '=' and '#'), each set once,
    then the last one set again."""
    alphabet = [chr(c) for c in range(0x21, 0x7F) if chr(c) not in "=#"]
    keys = []
    for i in range(count):
        keys.append(alphabet[i // len(alphabet) ** 2 % len(alphabet)]
                    + alphabet[i // len(alphabet) % len(alphabet)] + alphabet[i % len(alphabet)])
    return "".join(f"{key}=\n" for key in keys) + f"{keys[-1]}=again\n"


def _descending(n: int) -> str:
    return f"{n} {n}\n" + " ".join(str(v) for v in range(n, 0, -1)) + "\n"


M = Mutant
A = AsmMutant
R = Rewrite
AR = AsmRewrite

_EE_PRINT = (
    "/* printf(\"%lld\\n\") without printf */\n"
    "static void print_value(long long v) {\n    char digits[24];\n    int k = 0;\n"
    "    if (v < 0) {\n        putchar('-');\n        v = -v;\n    }\n"
    "    do {\n        digits[k++] = (char)('0' + v % 10);\n        v /= 10;\n    } while (v > 0);\n"
    "    while (k > 0) putchar(digits[--k]);\n    putchar('\\n');\n}\n\n")

_PS_READ = (
    "/* a query by hand: queries are positive, digits only */\n"
    "static int read_query(int *out) {\n    int c = getchar_unlocked();\n"
    "    while (c == ' ' || c == '\\n' || c == '\\t' || c == '\\r') c = getchar_unlocked();\n"
    "    if (c < '0' || c > '9') return 0;\n    int v = 0;\n"
    "    while (c >= '0' && c <= '9') {\n        v = v * 10 + (c - '0');\n"
    "        c = getchar_unlocked();\n    }\n    *out = v;\n    return 1;\n}\n\n")

_TQ_READ = (
    "/* the priority by hand: an optional minus, then digits */\n"
    "static int read_priority(int *out) {\n    int c = getchar();\n"
    "    while (c == ' ' || c == '\\t' || c == '\\n') c = getchar();\n"
    "    int negative = c == '-';\n    if (negative) c = getchar();\n"
    "    if (c < '0' || c > '9') return 0;\n    long long v = 0;\n"
    "    while (c >= '0' && c <= '9') {\n        v = v * 10 + (c - '0');\n        c = getchar();\n    }\n"
    "    ungetc(c, stdin);\n    *out = (int)(negative ? -v : v);\n    return 1;\n}\n\n")

_MONEY_BODY = (
    "static void print_money(long long cents) {\n"
    "    unsigned long long u = cents < 0 ? 0 - (unsigned long long)cents : (unsigned long long)cents;\n"
    "    unsigned long long dollars = u / 100;\n    char digits[40];\n    int k = 0, n = 0;\n"
    "    do {\n        if (n > 0 && n % 3 == 0) digits[k++] = ',';\n"
    "        digits[k++] = (char)('0' + dollars % 10);\n        dollars /= 10;\n        n++;\n"
    "    } while (dollars > 0);\n    if (cents < 0) putchar('-');\n"
    "    while (k > 0) putchar(digits[--k]);\n    printf(\".%02llu\\n\", u % 100);\n}\n")

FRESH2_MUTANTS: tuple[Mutant, ...] = (
    # ------------------------------------------------------------------ f2_expr_eval
    A("ee_digits_32", "judge:f2_expr_eval", "typed_field",
      "asm: each number accumulated in 32 bits (the digit step's leaq -> leal)",
      (), "5000000000 + 1\n",
      asm_patches=(("\tleaq\t0(%rbp,%r11,2), %r11\n", "\tleal\t0(%rbp,%r11,2), %r11d\n"),)),
    M("ee_ops_1024", "judge:f2_expr_eval", "capacity",
      "the operator stack in a static array of 1,024 (nesting never goes deeper)",
      (("static char *ops;  /* '(', '+', '-', '*', and 'u' for unary minus */",
        "static char ops[1024];  /* '(', '+', '-', '*', and 'u' for unary minus: never deeper */"),
       ("        char c = s[i];\n", "        char c = s[i];\n        if (nops == sizeof ops) return 0;\n"),
       ("    ops = malloc(cap);\n", ""),
       ("                ops = realloc(ops, cap);\n", ""),
       ("    free(ops);\n", "")),
      "(" * 1100 + "1" + ")" * 1100 + "\n"),
    M("ee_unary_after_paren", "judge:f2_expr_eval", "tokens",
      "unary minus taken only at the start of an expression or right after '('",
      (("            } else if (c == '-') {\n                ops[nops++] = 'u';",
        "            } else if (c == '-' && (nops == 0 || ops[nops - 1] == '(')) {\n"
        "                ops[nops++] = 'u';"),),
      "2 * -3\n"),
    M("ee_print_by_hand", "judge:f2_expr_eval", "mixed_extremes",
      "the result printed digit by digit after negating a negative one",
      (("int main(void) {\n", _EE_PRINT + "int main(void) {\n"),
       ('        printf("%lld\\n", value);', "        print_value(value);")),
      "-1000000000000000000 * 9 - 223372036854775808\n"),
    M("ee_blank_is_empty", "judge:f2_expr_eval", "tokens",
      "only an empty line is blank (a line of spaces is parsed as an expression)",
      (("        if (blank) continue;", "        if (len == 0) continue;  /* an empty line */"),),
      "1\n   \n2\n"),
    # ------------------------------------------------------------------ f2_clock_span
    A("cs_equal_whole_day", "judge:f2_clock_span", "relation",
      "asm: equal start and end taken as a whole day (cmovs -> cmovle)",
      (), "09:00:00-17:00:00\n12:00:00-12:00:00\n",
      asm_patches=(("\tsubl\t%ecx, %eax\n\tleal\t86400(%rax), %edx\n\tcmovs\t%edx, %eax\n",
                    "\tsubl\t%ecx, %eax\n\tleal\t86400(%rax), %edx\n\tcmovle\t%edx, %eax\n"),)),
    A("cs_longest_last", "judge:f2_clock_span", "relation",
      "asm: the longest span taken at >= (the last of equally long ones; jge -> jg)",
      (), "08:00:00-09:00:00\n10:00:00-11:00:00\n",
      asm_patches=(("\tcmpl\t%eax, %r14d\n\tjge\t.L10\n", "\tcmpl\t%eax, %r14d\n\tjg\t.L10\n"),)),
    M("cs_fixed_records", "judge:f2_clock_span", "tokens",
      "records read as fixed 18-byte blocks, newline included",
      (), "09:00:00-17:30:00\n22:00:00-06:30:00",
      main="int main(void) {\n"
           "    char record[18];  /* \"HH:MM:SS-HH:MM:SS\\n\": every record is 18 bytes */\n"
           "    long long total = 0;\n    long records = 0, longest_record = 0;\n"
           "    int longest = -1;\n"
           "    while (fread(record, 1, sizeof record, stdin) == sizeof record) {\n"
           "        if (record[17] != '\\n' || record[8] != '-') return 1;\n"
           "        int start = clock_seconds(record), end = clock_seconds(record + 9);\n"
           "        if (start < 0 || end < 0) return 1;\n        int span = end - start;\n"
           "        if (span < 0) span += 86400;\n        records++;\n"
           "        if (span > longest) {\n            longest = span;\n"
           "            longest_record = records;\n        }\n        total += span;\n"
           "        printf(\"%d:%02d:%02d\\n\", span / 3600, span / 60 % 60, span % 60);\n    }\n"
           "    printf(\"total %lld:%02lld:%02lld\\n\", total / 3600, total / 60 % 60, total % 60);\n"
           "    printf(\"longest %ld\\n\", longest_record);\n    return 0;\n}\n"),
    M("cs_spans_8192", "judge:f2_clock_span", "capacity",
      "the spans kept in an array of 8,192 and printed together at the end",
      (("    int longest = -1;\n",
        "    int longest = -1;\n    static int spans[8192];  /* printed together at the end */\n"),
       ('        printf("%d:%02d:%02d\\n", span / 3600, span / 60 % 60, span % 60);\n',
        "        if (records > 8192) return 1;\n        spans[records - 1] = span;\n"),
       ('    printf("total ',
        "    for (long r = 0; r < records; r++)\n"
        '        printf("%d:%02d:%02d\\n", spans[r] / 3600, spans[r] / 60 % 60, spans[r] % 60);\n'
        '    printf("total ')),
      "01:00:00-02:00:00\n" * 8200),
    # ------------------------------------------------------------------ f2_grid_path
    A("gp_tie_cmpl", "judge:f2_grid_path", "width",
      "asm: the two neighbours' sums compared in 32 bits (cmpq -> cmpl)",
      (), "1\n2 3\n1000000000 1000000000 1000000000\n-1000000000 -1000000000 0\n",
      asm_patches=(("\tmovq\t-8(%rbx,%r15,8), %rdi\n\tcmpq\t%rsi, %rdi\n",
                    "\tmovq\t-8(%rbx,%r15,8), %rdi\n\tcmpl\t%esi, %edi\n"),)),
    A("gp_down_sum_32", "judge:f2_grid_path", "scale",
      "asm: a step down added in 32 bits and sign-extended (addq -> addl + movslq)",
      (), "1\n3000 1\n" + "1000000\n" * 3000,
      asm_patches=((".L12:\n\taddq\t%rsi, %rdx\n", ".L12:\n\taddl\t%esi, %edx\n\tmovslq\t%edx, %rdx\n"),)),
    M("gp_border_intmax", "judge:f2_grid_path", "typed_field",
      "a border of INT_MAX around the grid so that every cell takes the smaller neighbour",
      (("#include <stdlib.h>\n", "#include <limits.h>\n#include <stdlib.h>\n"),),
      "1\n1 4\n1000000000 1000000000 1000000000 1000000000\n",
      main="int main(void) {\n    int t;\n"
           "    if (scanf(\"%d\", &t) != 1 || t < 1 || t > 10) return 1;\n"
           "    while (t-- > 0) {\n        long r, c;\n"
           "        if (scanf(\"%ld %ld\", &r, &c) != 2 || r < 1 || c < 1 || r * c > 1000000) return 1;\n"
           "        /* column 0 and the row above the grid are a border of \"infinity\": every cell\n"
           "           takes the smaller of its two neighbours, no special cases */\n"
           "        long long *best = malloc(sizeof *best * (size_t)(c + 1));\n"
           "        long *ways = malloc(sizeof *ways * (size_t)(c + 1));\n"
           "        if (!best || !ways) return 1;\n"
           "        for (long j = 0; j <= c; j++) {\n            best[j] = INT_MAX;\n"
           "            ways[j] = 0;\n        }\n"
           "        best[1] = 0;  /* above the start: the path begins there */\n        ways[1] = 1;\n"
           "        for (long i = 0; i < r; i++) {\n            for (long j = 1; j <= c; j++) {\n"
           "                long long a;\n"
           "                if (scanf(\"%lld\", &a) != 1 || a < -1000000000 || a > 1000000000) return 1;\n"
           "                if (best[j - 1] < best[j]) {\n"
           "                    best[j] = best[j - 1] + a;\n                    ways[j] = ways[j - 1];\n"
           "                } else if (best[j - 1] == best[j]) {\n                    best[j] += a;\n"
           "                    ways[j] = (ways[j] + ways[j - 1]) % MOD;\n"
           "                } else {\n                    best[j] += a;\n                }\n"
           "            }\n        }\n"
           "        printf(\"%lld %ld\\n\", best[c], ways[c]);\n"
           "        free(best);\n        free(ways);\n    }\n    return 0;\n}\n"),
    M("gp_ways_32", "judge:f2_grid_path", "scale",
      "the path counts in 32 bits, reduced modulo 10^9 + 7 only when printed",
      (("        long *ways = malloc(sizeof *ways * (size_t)c);",
        "        unsigned *ways = malloc(sizeof *ways * (size_t)c);  /* reduced once, when printed */"),
       ("                    ways[j] = (ways[j] + ways[j - 1]) % MOD;",
        "                    ways[j] += ways[j - 1];"),
       ('        printf("%lld %ld\\n", best[c - 1], ways[c - 1]);',
        '        printf("%lld %ld\\n", best[c - 1], (long)(ways[c - 1] % MOD));')),
      "1\n19 19\n" + ("0 " * 18 + "0\n") * 19),
    M("gp_row_8192", "judge:f2_grid_path", "capacity",
      "the DP row in static arrays of 8,192",
      (("        long long *best = malloc(sizeof *best * (size_t)c);  /* the row above, then this row */\n"
        "        long *ways = malloc(sizeof *ways * (size_t)c);\n        if (!best || !ways) return 1;",
        "        static long long best[8192];  /* the row above, then this row: rows are short */\n"
        "        static long ways[8192];\n        if (c > 8192) return 1;"),
       ("        free(best);\n        free(ways);\n", "")),
      "1\n1 9000\n" + " ".join(["1"] * 9000) + "\n"),
    # ------------------------------------------------------------------ f2_window_max
    A("wm_pop_equal", "judge:f2_window_max", "relation",
      "asm: equal values popped from the deque too (the last of equal maxima; jl -> jle)",
      (), "3 2\n5 5 1\n",
      asm_patches=(("\tcmpl\t%esi, (%r14,%rcx,4)\n\tjl\t.L8\n", "\tcmpl\t%esi, (%r14,%rcx,4)\n\tjle\t.L8\n"),)),
    A("wm_unsigned_compare", "judge:f2_window_max", "mixed_extremes",
      "asm: the values compared unsigned (jl -> jb)",
      (), "4 2\n-2147483648 2147483647 -1 0\n",
      asm_patches=(("\tcmpl\t%esi, (%r14,%rcx,4)\n\tjl\t.L8\n", "\tcmpl\t%esi, (%r14,%rcx,4)\n\tjb\t.L8\n"),)),
    A("wm_sum_32", "judge:f2_window_max", "scale",
      "asm: the sum of the maxima added in 32 bits (addq -> addl)",
      (), "5000 1\n" + " ".join(["999999"] * 5000) + "\n",
      asm_patches=(("\tmovslq\t(%r14,%r10,4), %rax\n\taddq\t%rax, %rbp\n",
                    "\tmovslq\t(%r14,%r10,4), %rax\n\taddl\t%eax, %ebp\n"),)),
    M("wm_ring_8192", "judge:f2_window_max", "capacity",
      "the deque a ring of 8,192 entries (a window never holds more decreasing values)",
      (("    int *a = malloc(sizeof *a * (size_t)n), *deque = malloc(sizeof *deque * (size_t)n);\n"
        "    if (!a || !deque) return 1;",
        "    static int deque[8192];  /* a ring, indexed modulo 8192 */\n"
        "    int *a = malloc(sizeof *a * (size_t)n);\n    if (!a) return 1;"),
       ("        while (tail > head && a[deque[tail - 1]] < a[i]) tail--;\n        deque[tail++] = i;\n"
        "        if (deque[head] <= i - k) head++;",
        "        while (tail > head && a[deque[(tail - 1) & 8191]] < a[i]) tail--;\n"
        "        deque[tail++ & 8191] = i;\n        if (deque[head & 8191] <= i - k) head++;"),
       ('            printf(i >= k ? " %d" : "%d", deque[head] + 1);\n            sum += a[deque[head]];',
        '            printf(i >= k ? " %d" : "%d", deque[head & 8191] + 1);\n'
        "            sum += a[deque[head & 8191]];"),
       ("    free(deque);\n", "")),
      _descending(9000)),
    # ------------------------------------------------------------------ f2_sorted_queries
    M("sq_stop_at_equal", "judge:f2_sorted_queries", "relation",
      "the lower bound's search returns as soon as it meets the value",
      (("        if (a[mid] < x) lo = mid + 1;\n        else hi = mid;",
        "        if (a[mid] == x) return mid;  /* found: no need to go on */\n"
        "        if (a[mid] < x) lo = mid + 1;\n        else hi = mid;"),),
      "3\n5 5 5\n1\n5 5\n"),
    M("sq_hi_plus_one", "judge:f2_sorted_queries", "typed_field",
      "the upper bound as the lower bound of hi + 1 (one search routine)",
      (("        long first = lower(a, n, lo), count = upper(a, n, hi) - first;",
        "        /* the first value above hi is the first not below hi + 1 */\n"
        "        long first = lower(a, n, lo),\n"
        "             count = lower(a, n, (long long)((unsigned long long)hi + 1)) - first;"),),
      "2\n1 9223372036854775807\n1\n0 9223372036854775807\n"),
    M("sq_early_exit", "judge:f2_sorted_queries", "early_exit",
      f"no upper-bound search when hi >= {SORTED_PUBLIC_MAX} (the largest value of the public tests)",
      (("        long first = lower(a, n, lo), count = upper(a, n, hi) - first;",
        "        long first = lower(a, n, lo);\n"
        f"        /* no value goes past {SORTED_PUBLIC_MAX}: from there every value is below hi */\n"
        f"        long count = (hi >= {SORTED_PUBLIC_MAX} ? n : upper(a, n, hi)) - first;"),),
      "3\n5 7 2000000000\n1\n0 1500000000\n"),
    A("sq_cmpl", "judge:f2_sorted_queries", "width",
      "asm: the lower bound compares in 32 bits (cmpq -> cmpl)",
      (), "3\n1 4294967296 8589934592\n1\n4294967296 8589934592\n",
      asm_patches=(("\tcmpq\t(%r14,%rax,8), %r8\n\tjg\t.L36\n", "\tcmpl\t(%r14,%rax,8), %r8d\n\tjg\t.L36\n"),)),
    M("sq_sign_of_difference", "judge:f2_sorted_queries", "mixed_extremes",
      "the lower bound tests the sign of a[mid] - x (wrapping)",
      (("        if (a[mid] < x) lo = mid + 1;\n        else hi = mid;",
        "        if ((long long)((unsigned long long)a[mid] - (unsigned long long)x) < 0) lo = mid + 1;\n"
        "        else hi = mid;"),),
      "2\n-9000000000000000000 9000000000000000000\n1\n9000000000000000000 9000000000000000000\n"),
    # ------------------------------------------------------------------ f2_prime_sieve
    A("ps_count_16", "judge:f2_prime_sieve", "scale",
      "asm: the running prime count added in 16 bits (addl -> addw)",
      (), "900000\n900000\n",
      asm_patches=(("\taddl\t%eax, %r15d\n", "\taddw\t%ax, %r15w\n"),)),
    M("ps_square_below_n", "judge:f2_prime_sieve", "boundary",
      "the sieve runs while p * p < N (N the square of a prime stays prime)",
      (("    for (long long p = 2; p * p <= n; p++)", "    for (long long p = 2; p * p < n; p++)"),),
      "49\n49\n"),
    M("ps_early_exit", "judge:f2_prime_sieve", "early_exit",
      f"the sieve stops at 31 (N is at most {SIEVE_PUBLIC_MAX} in the public tests)",
      (("    for (long long p = 2; p * p <= n; p++)",
        f"    for (long long p = 2; p * p <= n && p <= 31; p++)  /* N <= {SIEVE_PUBLIC_MAX} */"),),
      "1369\n1369 1368\n"),
    M("ps_query_digits", "judge:f2_prime_sieve", "sign_form",
      "the queries read by hand, digits only",
      (("int main(void) {\n", _PS_READ + "int main(void) {\n"),
       ('    while (scanf("%d", &x) == 1) {', "    while (read_query(&x)) {")),
      "100\n+7\n"),
    # ------------------------------------------------------------------ f2_config_kv
    M("ck_last_equals", "judge:f2_config_kv", "tokens",
      "the key ends at the line's last '=' (memrchr)",
      (("#include <stdio.h>\n", "#define _GNU_SOURCE\n#include <stdio.h>\n"),
       ("    char *eq = memchr(line, '=', len);", "    char *eq = memrchr(line, '=', len);")),
      "mode = a=b\nmode = c\n"),
    A("ck_value_tab", "judge:f2_config_kv", "tokens",
      "asm: a value's trailing tabs kept (one cmpb $9 dropped)",
      (), "a = 1\t\nb = 2\n",
      asm_patches=(("\tje\t.L39\n\tcmpb\t$9, %al\n\tje\t.L39\n", "\tje\t.L39\n"),)),
    A("ck_trust_the_slot", "judge:f2_config_kv", "relation",
      "asm: a key found by its slot and length alone (the memcmp's result not tested)",
      (), "blsw = 1\ncaca = 2\n",
      asm_patches=(("\ttestl\t%eax, %eax\n\tjne\t.L27\n", ""),)),
    M("ck_line_4096", "judge:f2_config_kv", "capacity",
      "lines kept to 4,096 bytes (the rest of a longer line dropped)",
      (("    size_t cap = 256, len;\n    char *line = malloc(cap);",
        "    size_t len;\n    char *line = malloc(4096);"),
       ("        len = 0;\n        while (c != EOF && c != '\\n') {\n            if (len == cap) {\n"
        "                cap *= 2;\n                line = realloc(line, cap);\n"
        "                if (!line) return 1;\n            }\n            line[len++] = (char)c;",
        "        len = 0;\n        while (c != EOF && c != '\\n') {\n"
        "            if (len < 4096) line[len++] = (char)c;  /* settings are short */")),
      "key = " + "v" * 5000 + "\n"),
    M("ck_slot_16", "judge:f2_config_kv", "scale",
      "the table's slots hold 16-bit key numbers (2 MiB instead of 8)",
      (("static long slot_of[SLOTS];  /* 1 + the index of the key in the slot; 0 when empty */",
        "static unsigned short slot_of[SLOTS];  /* 1 + the index of the key in the slot; 0 when empty */"),),
      _config_many_keys(65537)),
    # ------------------------------------------------------------------ f2_money_fmt
    M("mf_sign_with_dollars", "judge:f2_money_fmt", "boundary",
      "the sign printed with the dollars (an amount above -1.00 loses it)",
      ((_MONEY_BODY,
        "static void print_money(long long cents) {\n"
        "    long long whole = cents / 100;  /* the sign goes with the dollars */\n"
        "    int rest = (int)llabs(cents % 100);\n"
        "    unsigned long long dollars = whole < 0 ? 0 - (unsigned long long)whole : (unsigned long long)whole;\n"
        "    char digits[40];\n    int k = 0, n = 0;\n"
        "    do {\n        if (n > 0 && n % 3 == 0) digits[k++] = ',';\n"
        "        digits[k++] = (char)('0' + dollars % 10);\n        dollars /= 10;\n        n++;\n"
        "    } while (dollars > 0);\n    if (whole < 0) putchar('-');\n"
        "    while (k > 0) putchar(digits[--k]);\n    printf(\".%02d\\n\", rest);\n}\n"),),
      "-5\n"),
    M("mf_sign_as_written", "judge:f2_money_fmt", "sign_form",
      "the digits parsed by hand and the sign printed as written",
      (("        char *end;\n        errno = 0;\n        long long cents = strtoll(line, &end, 10);\n"
        "        if (errno || *end != '\\0') return 1;\n        print_money(cents);",
        "        long long magnitude = 0;  /* the digits by hand, the sign as written */\n"
        "        for (size_t i = 0; i < ndigits; i++) magnitude = magnitude * 10 + (digits[i] - '0');\n"
        "        long long cents = line[0] == '-' ? -magnitude : magnitude;\n"
        "        if (line[0] == '-') putchar('-');\n        print_money(magnitude);"),),
      "-0\n"),
    M("mf_minus_only", "judge:f2_money_fmt", "sign_form",
      "the amount parsed by hand, a minus sign only",
      (("        long long cents = strtoll(line, &end, 10);",
        "        long long cents = 0;  /* by hand: faster than strtoll */\n"
        "        int negative = line[0] == '-';\n"
        "        for (end = line + negative; *end >= '0' && *end <= '9'; end++)\n"
        "            cents = cents * 10 + (*end - '0');\n        if (negative) cents = -cents;"),),
      "250\n+5\n"),
    A("mf_total_32", "judge:f2_money_fmt", "scale",
      "asm: the total added in 32 bits and sign-extended (addq -> addl + movslq)",
      (), "99999\n" * 25000,
      asm_patches=(("\taddq\t%r14, %rbp\n", "\taddl\t%r14d, %ebp\n\tmovslq\t%ebp, %rbp\n"),)),
    M("mf_one_comma", "judge:f2_money_fmt", "boundary",
      "one thousands separator at most (amounts below a million dollars)",
      (("    char digits[40];\n    int k = 0, n = 0;\n    do {\n"
        "        if (n > 0 && n % 3 == 0) digits[k++] = ',';\n"
        "        digits[k++] = (char)('0' + dollars % 10);\n        dollars /= 10;\n        n++;\n"
        "    } while (dollars > 0);\n    if (cents < 0) putchar('-');\n"
        "    while (k > 0) putchar(digits[--k]);",
        "    if (cents < 0) putchar('-');\n"
        "    if (dollars >= 1000)  /* one comma: amounts stay below a million dollars */\n"
        "        printf(\"%llu,%03llu\", dollars / 1000, dollars % 1000);\n"
        "    else\n        printf(\"%llu\", dollars);"),),
      "100000000\n-5\n"),
    # ------------------------------------------------------------------ f2_text_wrap
    A("tw_tab_in_word", "judge:f2_text_wrap", "tokens",
      "asm: a tab taken as part of a word (cmpl $9 dropped)",
      (), "10\nab\tcd ef\n",
      asm_patches=(("\tcmpl\t$9, %eax\n\tje\t.L6\n", ""),)),
    A("tw_width_16", "judge:f2_text_wrap", "typed_field",
      "asm: the line length compared with the width in 16 bits (cmpq -> cmpw)",
      (), "70000\n" + " ".join(["abcdefgh"] * 700) + "\n",
      asm_patches=(("\tcmpq\t8(%rsp), %rax\n", "\tcmpw\t8(%rsp), %ax\n"),)),
    M("tw_word_1024", "judge:f2_text_wrap", "capacity",
      "a word buffer of 1,024 bytes (the rest of a longer word dropped)",
      (("    size_t cap = 64, len = 0;\n    char *word = malloc(cap);\n    if (!word) return 1;\n",
        "    size_t len = 0;\n    static char word[1024];  /* words are short */\n"),
       ("            if (len == cap) {\n                cap *= 2;\n                word = realloc(word, cap);\n"
        "                if (!word) return 1;\n            }\n            word[len++] = (char)c;",
        "            if (len < sizeof word) word[len++] = (char)c;"),
       ("    free(word);\n", "")),
      "10\n" + "x" * 1500 + " ab\n"),
    M("tw_last_word_needs_blank", "judge:f2_text_wrap", "tokens",
      "a word is written when a blank ends it (the input's last word, with no newline after it, is lost)",
      (("        int c = getchar();\n",
        "        int c = getchar();\n        if (c == EOF) break;  /* every word ends at a blank */\n"),),
      "10\nhello world"),
    # ------------------------------------------------------------------ f2_topo_order
    M("to_skip_repeat", "judge:f2_topo_order", "relation",
      "a pair repeated right after itself in a task's list relaxed once",
      (("        for (int e = u > 1 ? start[u - 1] : 0; e < start[u]; e++)\n"
        "            if (--indegree[next[e]] == 0) push(next[e]);",
        "        int previous = 0;\n"
        "        for (int e = u > 1 ? start[u - 1] : 0; e < start[u]; e++) {\n"
        "            if (next[e] == previous) continue;  /* the same pair again: done already */\n"
        "            previous = next[e];\n"
        "            if (--indegree[next[e]] == 0) push(next[e]);\n        }"),),
      "3 3\n1 2\n1 2\n2 3\n"),
    M("to_self_pair_free", "judge:f2_topo_order", "relation",
      "a pair \"u u\" taken as no constraint",
      (("        start[from[e] + 1]++;\n        indegree[to[e]]++;",
        "        if (from[e] == to[e]) to[e] = 0;  /* before itself: no constraint (task 0 is none) */\n"
        "        start[from[e] + 1]++;\n        if (to[e]) indegree[to[e]]++;"),),
      "3 2\n1 2\n2 2\n"),
    M("to_heap_8192", "judge:f2_topo_order", "capacity",
      "a heap of 8,192 ready tasks (it gives up when full)",
      (("    int i = heap_size++;", "    if (heap_size == 8192) exit(1);\n    int i = heap_size++;"),
       ("    heap = malloc(sizeof(int) * (size_t)n);",
        "    heap = malloc(sizeof(int) * 8192);  /* the tasks ready at once */")),
      "9000 0\n"),
    A("to_done_16", "judge:f2_topo_order", "scale",
      "asm: the count of placed tasks incremented in 16 bits (addq -> addw)",
      (), "66000 0\n",
      asm_patches=((".L29:\n\taddq\t$1, %r10\n", ".L29:\n\taddw\t$1, %r10w\n"),)),
    # ------------------------------------------------------------------ f2_base_conv
    M("bc_repeat_cached", "judge:f2_base_conv", "relation",
      "the previous line's answer reused when the same number in the same base comes again "
      "(the target base left out of the check)",
      (("int main(void) {\n",
        "static char last_text[80], last_out[66];  /* the previous line: numbers come in runs */\n"
        "static int last_from;\n\nint main(void) {\n"),
       ("        size_t len = strlen(text);\n",
        "        if (from == last_from && strcmp(text, last_text) == 0) {  /* the same number again */\n"
        "            puts(last_out);\n            continue;\n        }\n"
        "        size_t len = strlen(text);\n"),
       ('        printf("%.*s\\n", 65 - k, out + k);',
        '        printf("%.*s\\n", 65 - k, out + k);\n        last_from = from;\n'
        "        strcpy(last_text, text);\n        memcpy(last_out, out + k, (size_t)(65 - k));\n"
        "        last_out[65 - k] = '\\0';")),
      "2\n10 2 255\n10 16 255\n"),
    M("bc_zero_no_digit", "judge:f2_base_conv", "boundary",
      "the digits written while x > 0 (zero prints nothing)",
      (("        do {\n            int d = (int)(x % (unsigned)to);",
        "        while (x > 0) {\n            int d = (int)(x % (unsigned)to);"),
       ("        } while (x > 0);", "        }")),
      "2\n10 2 0\n16 10 ff\n"),
    M("bc_out_32", "judge:f2_base_conv", "capacity",
      "32 output digits at most",
      (("        char out[65];\n        int k = 65;",
        "        char out[32];  /* 32 digits: enough for the numbers seen */\n        int k = 32;"),
       ("        } while (x > 0);", "        } while (x > 0 && k > 0);"),
       ('        printf("%.*s\\n", 65 - k, out + k);', '        printf("%.*s\\n", 32 - k, out + k);')),
      "1\n10 2 4294967296\n"),
    A("bc_signed_divide", "judge:f2_base_conv", "width",
      "asm: the output digits by signed division (xorl + divq -> cqto + idivq)",
      (), "1\n10 7 18446744073709551615\n",
      asm_patches=((".L16:\n\tmovq\t%rsi, %rax\n\txorl\t%edx, %edx\n\tdivq\t%r12\n",
                    ".L16:\n\tmovq\t%rsi, %rax\n\tcqto\n\tidivq\t%r12\n"),)),
    A("bc_mul_32", "judge:f2_base_conv", "width",
      "asm: the number accumulated in 32 bits (imulq -> imull)",
      (), "1\n16 10 ffffffffff\n",
      asm_patches=(("\timulq\t%r8, %rsi\n", "\timull\t%r8d, %esi\n"),)),
    # ------------------------------------------------------------------ f2_task_queue
    M("tq_sign_of_difference", "judge:f2_task_queue", "mixed_extremes",
      "priorities compared by the sign of their difference (wrapping)",
      (("    if (a->priority != b->priority) return a->priority > b->priority;",
        "    int diff = (int)((unsigned)a->priority - (unsigned)b->priority);  /* one subtraction */\n"
        "    if (diff != 0) return diff > 0;"),),
      "add low -2000000000\nadd high 2000000000\nrun\nrun\n"),
    M("tq_minus_only", "judge:f2_task_queue", "sign_form",
      "the priority parsed by hand, a minus sign only",
      (("int main(void) {\n", _TQ_READ + "int main(void) {\n"),
       ('            if (scanf("%20s %d", t.name, &t.priority) != 2) return 1;',
        '            if (scanf("%20s", t.name) != 1 || !read_priority(&t.priority)) return 1;')),
      "add a +5\nadd b 3\nrun\n"),
    M("tq_name_16", "judge:f2_task_queue", "capacity",
      "names kept in 16 bytes (the task fits 24)",
      (("    char name[21];", "    char name[16];  /* names are short */"),
       ('            if (scanf("%20s %d", t.name, &t.priority) != 2) return 1;',
        '            if (scanf("%15s %d", t.name, &t.priority) != 2) return 1;')),
      "add abcdefghijklmnopqrst 5\nrun\n"),
    A("tq_tie_later_child", "judge:f2_task_queue", "relation",
      "asm: of two children with equal priority the later-queued one moves up (setl -> setg)",
      (), "add a 5\nadd b 5\nadd c 5\nadd d 5\nadd e 5\nadd f 5\nrun\nrun\nrun\nrun\nrun\nrun\n",
      asm_patches=(("\tcmpl\t%r13d, 4(%r15)\n\tsetl\t%r15b\n", "\tcmpl\t%r13d, 4(%r15)\n\tsetg\t%r15b\n"),)),
)

FRESH2_REWRITES: tuple[Rewrite, ...] = (
    # ------------------------------------------------------------------ f2_expr_eval
    R("ee_precedence_switch", "judge:f2_expr_eval", "precedence by a switch",
      (("    return op == 'u' ? 3 : op == '*' ? 2 : op == '(' ? 0 : 1;",
        "    switch (op) {\n    case 'u':\n        return 3;\n    case '*':\n        return 2;\n"
        "    case '(':\n        return 0;\n    default:\n        return 1;\n    }"),)),
    R("ee_read_all", "judge:f2_expr_eval",
      "the whole input read at once and cut into lines with memchr",
      (("#include <stdlib.h>\n", "#include <stdlib.h>\n#include <string.h>\n"),),
      main="int main(void) {\n    size_t cap = 1 << 16, size = 0, got;\n    char *text = malloc(cap);\n"
           "    if (!text) return 1;\n"
           "    while ((got = fread(text + size, 1, cap - size, stdin)) > 0) {\n"
           "        size += got;\n        if (size == cap) {\n            cap *= 2;\n"
           "            text = realloc(text, cap);\n            if (!text) return 1;\n        }\n    }\n"
           "    values = malloc(sizeof *values * (size + 1));\n    ops = malloc(size + 1);\n"
           "    if (!values || !ops) return 1;\n    size_t at = 0;\n    while (at < size) {\n"
           "        const char *line = text + at, *newline = memchr(line, '\\n', size - at);\n"
           "        size_t len = newline ? (size_t)(newline - line) : size - at;\n"
           "        at += len + 1;\n        size_t k = 0;\n"
           "        while (k < len && line[k] == ' ') k++;\n        if (k == len) continue;\n"
           "        long long value;\n        if (!evaluate(line, len, &value)) return 1;\n"
           "        printf(\"%lld\\n\", value);\n    }\n"
           "    free(text);\n    free(values);\n    free(ops);\n    return 0;\n}\n"),
    AR("ee_asm_reorder", "judge:f2_expr_eval", "asm: two independent moves swapped",
       (), asm_patches=(("\tmovl\t$2048, %edi\n\tmovq\t%rax, %r15\n", "\tmovq\t%rax, %r15\n\tmovl\t$2048, %edi\n"),)),
    # ------------------------------------------------------------------ f2_clock_span
    R("cs_span_modulo", "judge:f2_clock_span", "the span as (end - start + 86400) % 86400",
      (("        int span = end - start;\n        if (span < 0) span += 86400;",
        "        int span = (end - start + 86400) % 86400;"),)),
    R("cs_format_by_hand", "judge:f2_clock_span", "each span written with putchar, not printf",
      (('        printf("%d:%02d:%02d\\n", span / 3600, span / 60 % 60, span % 60);',
        "        int hours = span / 3600, minutes = span / 60 % 60, seconds = span % 60;\n"
        "        if (hours >= 10) putchar('0' + hours / 10);\n        putchar('0' + hours % 10);\n"
        "        putchar(':');\n        putchar('0' + minutes / 10);\n        putchar('0' + minutes % 10);\n"
        "        putchar(':');\n        putchar('0' + seconds / 10);\n        putchar('0' + seconds % 10);\n"
        "        putchar('\\n');"),)),
    AR("cs_asm_reorder", "judge:f2_clock_span", "asm: two independent multiplies swapped",
       (), asm_patches=(("\timull\t$3600, %ecx, %ecx\n\timull\t$60, %esi, %esi\n",
                         "\timull\t$60, %esi, %esi\n\timull\t$3600, %ecx, %ecx\n"),)),
    # ------------------------------------------------------------------ f2_grid_path
    R("gp_ways_subtract", "judge:f2_grid_path", "the count reduced by one subtraction",
      (("                    ways[j] = (ways[j] + ways[j - 1]) % MOD;",
        "                    ways[j] += ways[j - 1];\n                    if (ways[j] >= MOD) ways[j] -= MOD;"),)),
    R("gp_row_first", "judge:f2_grid_path", "each row read whole before its cells are updated",
      (("        long *ways = malloc(sizeof *ways * (size_t)c);\n        if (!best || !ways) return 1;",
        "        long *ways = malloc(sizeof *ways * (size_t)c);\n"
        "        long long *row = malloc(sizeof *row * (size_t)c);\n"
        "        if (!best || !ways || !row) return 1;"),
       ("            for (long j = 0; j < c; j++) {\n                long long a;\n"
        "                if (scanf(\"%lld\", &a) != 1 || a < -1000000000 || a > 1000000000) return 1;\n",
        "            for (long j = 0; j < c; j++)\n"
        "                if (scanf(\"%lld\", &row[j]) != 1 || row[j] < -1000000000 || row[j] > 1000000000)\n"
        "                    return 1;\n"
        "            for (long j = 0; j < c; j++) {\n                long long a = row[j];\n"),
       ("        free(ways);\n", "        free(ways);\n        free(row);\n"))),
    AR("gp_asm_reorder", "judge:f2_grid_path", "asm: two independent additions swapped",
       (), asm_patches=(("\taddq\t%rsi, %rdx\n\taddq\t(%r12,%r15,8), %rax\n",
                         "\taddq\t(%r12,%r15,8), %rax\n\taddq\t%rsi, %rdx\n"),)),
    # ------------------------------------------------------------------ f2_window_max
    R("wm_blocks", "judge:f2_window_max",
      "maxima from blocks of k: a prefix maximum and a suffix maximum per block",
      (),
      main="int main(void) {\n    int n, k;\n"
           "    if (scanf(\"%d %d\", &n, &k) != 2 || k < 1 || n < k || n > 1000000) return 1;\n"
           "    int *a = malloc(sizeof *a * (size_t)n), *prefix = malloc(sizeof *prefix * (size_t)n);\n"
           "    int *suffix = malloc(sizeof *suffix * (size_t)n);\n"
           "    if (!a || !prefix || !suffix) return 1;\n"
           "    for (int i = 0; i < n; i++)\n        if (scanf(\"%d\", &a[i]) != 1) return 1;\n"
           "    /* prefix[i]: the first largest of a[block start .. i]; suffix[i]: of a[i .. block end] */\n"
           "    for (int i = 0; i < n; i++)\n"
           "        prefix[i] = i % k == 0 || a[i] > a[prefix[i - 1]] ? i : prefix[i - 1];\n"
           "    for (int i = n - 1; i >= 0; i--)\n"
           "        suffix[i] = i == n - 1 || (i + 1) % k == 0 || a[i] >= a[suffix[i + 1]] ? i : suffix[i + 1];\n"
           "    long long sum = 0;\n    for (int i = 0; i + k <= n; i++) {\n"
           "        int left = suffix[i], right = prefix[i + k - 1];\n"
           "        int best = a[left] >= a[right] ? left : right;\n"
           "        printf(i ? \" %d\" : \"%d\", best + 1);\n        sum += a[best];\n    }\n"
           "    printf(\"\\n%lld\\n\", sum);\n    free(a);\n    free(prefix);\n    free(suffix);\n"
           "    return 0;\n}\n"),
    R("wm_first_window_apart", "judge:f2_window_max",
      "the first window filled before the loop that slides it",
      (("    for (int i = 0; i < n; i++) {\n        while (tail > head && a[deque[tail - 1]] < a[i]) tail--;\n"
        "        deque[tail++] = i;\n        if (deque[head] <= i - k) head++;\n"
        "        if (i >= k - 1) {\n            printf(i >= k ? \" %d\" : \"%d\", deque[head] + 1);\n"
        "            sum += a[deque[head]];\n        }\n    }",
        "    for (int i = 0; i < k; i++) {\n        while (tail > head && a[deque[tail - 1]] < a[i]) tail--;\n"
        "        deque[tail++] = i;\n    }\n    printf(\"%d\", deque[head] + 1);\n"
        "    sum += a[deque[head]];\n    for (int i = k; i < n; i++) {\n"
        "        while (tail > head && a[deque[tail - 1]] < a[i]) tail--;\n"
        "        deque[tail++] = i;\n        if (deque[head] <= i - k) head++;\n"
        "        printf(\" %d\", deque[head] + 1);\n        sum += a[deque[head]];\n    }"),)),
    AR("wm_asm_reorder", "judge:f2_window_max", "asm: two independent zeroings swapped",
       (), asm_patches=(("\txorl\t%r15d, %r15d\n\txorl\t%ebp, %ebp\n", "\txorl\t%ebp, %ebp\n\txorl\t%r15d, %r15d\n"),)),
    # ------------------------------------------------------------------ f2_sorted_queries
    R("sq_upper_from_first", "judge:f2_sorted_queries", "the upper bound searched from the first match on",
      (("        long first = lower(a, n, lo), count = upper(a, n, hi) - first;",
        "        long first = lower(a, n, lo), count = upper(a + first, n - first, hi);"),)),
    R("sq_branchless", "judge:f2_sorted_queries", "both bounds by branch-free halving",
      (("static long lower(const long long *a, long n, long long x) {\n    long lo = 0, hi = n;\n"
        "    while (lo < hi) {\n        long mid = lo + (hi - lo) / 2;\n"
        "        if (a[mid] < x) lo = mid + 1;\n        else hi = mid;\n    }\n    return lo;\n}",
        "static long lower(const long long *a, long n, long long x) {\n    const long long *base = a;\n"
        "    if (n == 0) return 0;\n    while (n > 1) {\n        long half = n / 2;\n"
        "        base = base[half] < x ? base + half : base;\n        n -= half;\n    }\n"
        "    return (base - a) + (*base < x);\n}"),
       ("static long upper(const long long *a, long n, long long x) {\n    long lo = 0, hi = n;\n"
        "    while (lo < hi) {\n        long mid = lo + (hi - lo) / 2;\n"
        "        if (a[mid] <= x) lo = mid + 1;\n        else hi = mid;\n    }\n    return lo;\n}",
        "static long upper(const long long *a, long n, long long x) {\n    const long long *base = a;\n"
        "    if (n == 0) return 0;\n    while (n > 1) {\n        long half = n / 2;\n"
        "        base = base[half] <= x ? base + half : base;\n        n -= half;\n    }\n"
        "    return (base - a) + (*base <= x);\n}"))),
    AR("sq_asm_midpoint", "judge:f2_sorted_queries",
       "asm: the lower bound's midpoint as (lo + hi) >> 1 (both are small and non-negative)",
       (), asm_patches=(("\tmovq\t%rsi, %rax\n\tsubq\t%rdx, %rax\n\tsarq\t%rax\n\taddq\t%rdx, %rax\n",
                         "\tleaq\t(%rsi,%rdx), %rax\n\tsarq\t%rax\n"),)),
    # ------------------------------------------------------------------ f2_prime_sieve
    R("ps_odd_multiples", "judge:f2_prime_sieve", "an odd prime crosses off its odd multiples only",
      (("            for (long long m = p * p; m <= n; m += p) prime[m >> 6] &= ~(1ULL << (m & 63));",
        "            for (long long m = p * p, step = p == 2 ? 2 : 2 * p; m <= n; m += step)\n"
        "                prime[m >> 6] &= ~(1ULL << (m & 63));"),)),
    R("ps_mask_by_cases", "judge:f2_prime_sieve", "the query's mask with bit 63 as a case of its own",
      (("        unsigned long long mask = (2ULL << (x & 63)) - 1;  /* bits 0 .. x & 63 */",
        "        unsigned long long mask = (x & 63) == 63 ? ~0ULL : (1ULL << ((x & 63) + 1)) - 1;"),)),
    AR("ps_asm_reorder", "judge:f2_prime_sieve", "asm: two independent moves swapped",
       (), asm_patches=(("\tmovl\t%r14d, %edx\n\tmovl\t%r14d, %ecx\n", "\tmovl\t%r14d, %ecx\n\tmovl\t%r14d, %edx\n"),)),
    # ------------------------------------------------------------------ f2_config_kv
    R("ck_strncmp", "judge:f2_config_kv", "keys compared with strncmp and the terminator",
      (("        if (strlen(key) == ke - kb && memcmp(key, line + kb, ke - kb) == 0) break;",
        "        if (strncmp(key, line + kb, ke - kb) == 0 && key[ke - kb] == '\\0') break;"),)),
    R("ck_getline", "judge:f2_config_kv", "lines read with getline",
      (("    int c = getchar();\n    while (c != EOF) {\n        len = 0;\n"
        "        while (c != EOF && c != '\\n') {\n            if (len == cap) {\n"
        "                cap *= 2;\n                line = realloc(line, cap);\n"
        "                if (!line) return 1;\n            }\n            line[len++] = (char)c;\n"
        "            c = getchar();\n        }\n        if (c == '\\n') c = getchar();\n",
        "    ssize_t got;\n    while ((got = getline(&line, &cap, stdin)) > 0) {\n"
        "        len = (size_t)got;\n        if (line[len - 1] == '\\n') len--;\n"),)),
    AR("ck_asm_reorder", "judge:f2_config_kv", "asm: two independent loads swapped",
       (), asm_patches=(("\tmovq\t16(%rsp), %rsi\n\tmovq\t24(%rsp), %r12\n",
                         "\tmovq\t24(%rsp), %r12\n\tmovq\t16(%rsp), %rsi\n"),)),
    # ------------------------------------------------------------------ f2_money_fmt
    R("mf_parse_by_hand", "judge:f2_money_fmt", "the amount parsed by hand (both signs)",
      (("        long long cents = strtoll(line, &end, 10);",
        "        long long cents = 0;\n"
        "        for (end = (char *)digits; *end; end++) cents = cents * 10 + (*end - '0');\n"
        "        if (line[0] == '-') cents = -cents;"),)),
    R("mf_commas_from_text", "judge:f2_money_fmt", "the dollars printed with snprintf, then the commas put in",
      ((_MONEY_BODY,
        "static void print_money(long long cents) {\n"
        "    unsigned long long u = cents < 0 ? 0 - (unsigned long long)cents : (unsigned long long)cents;\n"
        "    char plain[24], grouped[40];\n"
        "    int len = snprintf(plain, sizeof plain, \"%llu\", u / 100), k = 0;\n"
        "    for (int i = 0; i < len; i++) {\n"
        "        if (i > 0 && (len - i) % 3 == 0) grouped[k++] = ',';\n"
        "        grouped[k++] = plain[i];\n    }\n    grouped[k] = '\\0';\n"
        "    printf(\"%s%s.%02llu\\n\", cents < 0 ? \"-\" : \"\", grouped, u % 100);\n}\n"),)),
    AR("mf_asm_reorder", "judge:f2_money_fmt", "asm: two independent instructions swapped",
       (), asm_patches=(("\tmovq\t%r14, %rdi\n\taddq\t%r14, %rbp\n", "\taddq\t%r14, %rbp\n\tmovq\t%r14, %rdi\n"),)),
    # ------------------------------------------------------------------ f2_text_wrap
    R("tw_blank_table", "judge:f2_text_wrap", "blanks looked up in a table",
      (("int main(void) {\n",
        "static const unsigned char is_blank[256] = {[' '] = 1, ['\\t'] = 1, ['\\n'] = 1};\n\n"
        "int main(void) {\n"),
       ("        if (c != ' ' && c != '\\t' && c != '\\n' && c != EOF) {",
        "        if (c != EOF && !is_blank[c]) {"))),
    R("tw_read_all", "judge:f2_text_wrap", "the text read at once and its words found by index",
      (),
      main="int main(void) {\n    long width;\n"
           "    if (scanf(\"%ld\", &width) != 1 || width < 1 || width > 100000) return 1;\n"
           "    size_t cap = 1 << 16, size = 0, got;\n    char *text = malloc(cap);\n"
           "    if (!text) return 1;\n"
           "    while ((got = fread(text + size, 1, cap - size, stdin)) > 0) {\n"
           "        size += got;\n        if (size == cap) {\n            cap *= 2;\n"
           "            text = realloc(text, cap);\n            if (!text) return 1;\n        }\n    }\n"
           "    long used = -1;\n    size_t i = 0;\n    while (i < size) {\n"
           "        if (text[i] == ' ' || text[i] == '\\t' || text[i] == '\\n') {\n            i++;\n"
           "            continue;\n        }\n        size_t start = i;\n"
           "        while (i < size && text[i] != ' ' && text[i] != '\\t' && text[i] != '\\n') i++;\n"
           "        long len = (long)(i - start);\n"
           "        if (used < 0) {\n            used = 0;\n"
           "        } else if (used + 1 + len <= width) {\n            putchar(' ');\n            used++;\n"
           "        } else {\n            putchar('\\n');\n            used = 0;\n        }\n"
           "        fwrite(text + start, 1, (size_t)len, stdout);\n        used += len;\n    }\n"
           "    if (used >= 0) putchar('\\n');\n    free(text);\n    return 0;\n}\n"),
    AR("tw_asm_reorder", "judge:f2_text_wrap", "asm: two independent instructions swapped",
       (), asm_patches=(("\tmovl\t$32, %edi\n\taddq\t$1, %r12\n", "\taddq\t$1, %r12\n\tmovl\t$32, %edi\n"),)),
    # ------------------------------------------------------------------ f2_topo_order
    R("to_linked_lists", "judge:f2_topo_order",
      "each task's followers in a linked list (newest first) instead of one sorted array",
      (),
      main="int main(void) {\n    int n, m;\n"
           "    if (scanf(\"%d %d\", &n, &m) != 2 || n < 1 || n > 100000 || m < 0 || m > 200000) return 1;\n"
           "    int *head = malloc(sizeof(int) * (size_t)(n + 1)), *link = malloc(sizeof(int) * (size_t)(m + 1));\n"
           "    int *target = malloc(sizeof(int) * (size_t)(m + 1)), *indegree = calloc((size_t)n + 1, sizeof(int));\n"
           "    int *order = malloc(sizeof(int) * (size_t)n);\n"
           "    heap = malloc(sizeof(int) * (size_t)n);\n"
           "    if (!head || !link || !target || !indegree || !order || !heap) return 1;\n"
           "    for (int v = 0; v <= n; v++) head[v] = -1;\n"
           "    for (int e = 0; e < m; e++) {\n        int u, v;\n"
           "        if (scanf(\"%d %d\", &u, &v) != 2 || u < 1 || u > n || v < 1 || v > n) return 1;\n"
           "        target[e] = v;\n        link[e] = head[u];\n        head[u] = e;\n"
           "        indegree[v]++;\n    }\n"
           "    for (int v = 1; v <= n; v++)\n        if (indegree[v] == 0) push(v);\n"
           "    int done = 0;\n    while (heap_size > 0) {\n        int u = pop();\n"
           "        order[done++] = u;\n"
           "        for (int e = head[u]; e >= 0; e = link[e])\n"
           "            if (--indegree[target[e]] == 0) push(target[e]);\n    }\n"
           "    if (done < n) {\n        puts(\"CYCLE\");\n    } else {\n"
           "        for (int i = 0; i < n; i++) printf(i ? \" %d\" : \"%d\", order[i]);\n"
           "        putchar('\\n');\n    }\n"
           "    free(head);\n    free(link);\n    free(target);\n    free(indegree);\n"
           "    free(order);\n    free(heap);\n    return 0;\n}\n"),
    R("to_pop_swap", "judge:f2_topo_order", "the heap's pop moves the last entry to the root and sifts it down by swaps",
      (("static int pop(void) {\n    int top = heap[0], last = heap[--heap_size], i = 0;\n"
        "    for (;;) {\n        int child = 2 * i + 1;\n        if (child >= heap_size) break;\n"
        "        if (child + 1 < heap_size && heap[child + 1] < heap[child]) child++;\n"
        "        if (heap[child] >= last) break;\n        heap[i] = heap[child];\n        i = child;\n"
        "    }\n    heap[i] = last;\n    return top;\n}",
        "static int pop(void) {\n    int top = heap[0], i = 0;\n    heap[0] = heap[--heap_size];\n"
        "    for (;;) {\n        int smallest = i, left = 2 * i + 1, right = left + 1;\n"
        "        if (left < heap_size && heap[left] < heap[smallest]) smallest = left;\n"
        "        if (right < heap_size && heap[right] < heap[smallest]) smallest = right;\n"
        "        if (smallest == i) break;\n"
        "        int t = heap[i];\n        heap[i] = heap[smallest];\n        heap[smallest] = t;\n"
        "        i = smallest;\n    }\n    return top;\n}"),)),
    AR("to_asm_child_tie", "judge:f2_topo_order",
       "asm: of two equal children the right one taken (cmovge -> cmovg; the heap's tasks are distinct)",
       (), asm_patches=(("\tcmpl\t%r14d, 4(%rsi,%r15)\n\tcmovge\t%ecx, %eax\n",
                         "\tcmpl\t%r14d, 4(%rsi,%r15)\n\tcmovg\t%ecx, %eax\n"),)),
    # ------------------------------------------------------------------ f2_base_conv
    R("bc_digit_table", "judge:f2_base_conv", "digit values from a table",
      (("static int digit_value(int c) {\n    if (c >= '0' && c <= '9') return c - '0';\n"
        "    if (c >= 'a' && c <= 'z') return c - 'a' + 10;\n"
        "    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;\n    return 99;\n}",
        "static signed char table[256];\n\nstatic int digit_value(int c) {\n"
        "    if (!table['1']) {\n        for (int i = 0; i < 256; i++) table[i] = 99;\n"
        "        for (int d = 0; d < 10; d++) table['0' + d] = (signed char)d;\n"
        "        for (int d = 0; d < 26; d++) table['a' + d] = table['A' + d] = (signed char)(10 + d);\n"
        "    }\n    return table[c];\n}"),)),
    R("bc_power_of_two_shifts", "judge:f2_base_conv", "output bases 2, 4, 8, 16 and 32 by shifts and masks",
      (("        do {\n            int d = (int)(x % (unsigned)to);",
        "        if ((to & (to - 1)) == 0) {\n            int bits = __builtin_ctz((unsigned)to);\n"
        "            do {\n                int d = (int)(x & (unsigned)(to - 1));\n"
        "                out[--k] = (char)(d < 10 ? '0' + d : 'a' + d - 10);\n"
        "                x >>= bits;\n            } while (x > 0);\n"
        "        } else do {\n            int d = (int)(x % (unsigned)to);"),)),
    AR("bc_asm_reorder", "judge:f2_base_conv", "asm: the dividend's zeroing and load swapped",
       (), asm_patches=((".L16:\n\tmovq\t%rsi, %rax\n\txorl\t%edx, %edx\n\tdivq\t%r12\n",
                         ".L16:\n\txorl\t%edx, %edx\n\tmovq\t%rsi, %rax\n\tdivq\t%r12\n"),)),
    # ------------------------------------------------------------------ f2_task_queue
    R("tq_one_expression", "judge:f2_task_queue", "the order test as one expression",
      (("    if (a->priority != b->priority) return a->priority > b->priority;\n    return a->seq < b->seq;",
        "    return a->priority > b->priority || (a->priority == b->priority && a->seq < b->seq);"),)),
    R("tq_packed_key", "judge:f2_task_queue",
      "the order by one 64-bit key: priority * 2^32 + (2^32 - 1 - seq)",
      (("static int before(const Task *a, const Task *b) {\n",
        "static long long key(const Task *t) {\n"
        "    return (long long)t->priority * 4294967296LL + (4294967295LL - t->seq);\n}\n\n"
        "static int before(const Task *a, const Task *b) {\n    return key(a) > key(b);\n"),
       ("    if (a->priority != b->priority) return a->priority > b->priority;\n    return a->seq < b->seq;\n",
        ""))),
    AR("tq_asm_reorder", "judge:f2_task_queue", "asm: two independent loads swapped",
       (), asm_patches=(("\tmovdqa\t80(%rsp), %xmm6\n\tmovdqa\t96(%rsp), %xmm7\n",
                         "\tmovdqa\t96(%rsp), %xmm7\n\tmovdqa\t80(%rsp), %xmm6\n"),)),
)


#: ``--set`` names of this set: all of it, and its two fixed halves
FRESH2_SETS: dict[str, tuple[tuple[Mutant, ...], tuple[Rewrite, ...]]] = halves(
    "fresh2", FRESH2_MUTANTS, FRESH2_REWRITES, DEV_PROGRAMS, HELD_PROGRAMS)
