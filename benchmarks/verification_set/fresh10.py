"""A tenth fresh set of candidates for ``benchmarks/verification.py`` (issue 32), written as a
measuring stick nobody tuned the verifier to, apart from ``fresh.py`` to ``fresh9.py``.

Twelve judge-style programs of kinds no other set has (``programs/f10_*.c``, each stating its
input constraints in its opening comment): the heaviest path through a matrix, seat
reservations driven by commands, products of polynomials over several test cases, stock price
spans of a counted list answering queries, word lengths per paragraph of free text, postal
codes line by line, a knight's way across a board with obstacles, a priority scheduler driven
by commands, Latin squares over several test cases, address ranges of a counted list answering
queries, the numbers in free text and trains of car weights line by line.  Each has a few
public samples and hidden tests from a small generator in the style of the samples (random
values of the sizes and alphabets the samples show, as judges write them), kept here so that
this set stays apart from the others.

Wrong candidates are of the kinds issue 32 lists (``KINDS``, the same as ``fresh.KINDS``); an
``AsmMutant`` is an *assembly edit*: the reference compiled with ``gcc -O3 -S`` (Debian gcc
12.2) and one thing changed, as an asm-writing model would (a width, a condition code, an added
or dropped instruction, a wrong immediate).  Honest candidates are the benchmark's
recompilations, hand-written C rewrites and correct assembly edits (``AsmRewrite``: two
independent instructions swapped).

The set is split by program into two fixed halves (``DEV_PROGRAMS``, ``HELD_PROGRAMS``), each
with programs of every input style (a grid, commands, several test cases, a counted list with
queries, free text, lines until the end of the input) and an early-exit candidate:
``--set fresh10-dev`` to develop on, ``--set fresh10-held`` to measure once.

Witnesses are built here in Python; the large ones (2^16 records, a sum past 2^31 or 2^32, a
line past 4,096 bytes, a row past 8,192) stay under 500 KB of input.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from fresh import KINDS, AsmMutant, AsmRewrite
from mutants import Mutant, Rewrite, halves

__all__ = ["KINDS", "AsmMutant", "AsmRewrite", "DEV_PROGRAMS", "HELD_PROGRAMS", "PUBLIC",
           "GENERATORS", "hidden_inputs", "FRESH10_MUTANTS", "FRESH10_REWRITES", "FRESH10_SETS"]

#: a grid, commands, several test cases, a counted list with queries, free text, lines
DEV_PROGRAMS: tuple[str, ...] = (
    "f10_pathmax", "f10_seats", "f10_polymul", "f10_span", "f10_wordhist", "f10_postal")
#: a grid, commands, several test cases, a counted list with queries, free text, lines
HELD_PROGRAMS: tuple[str, ...] = (
    "f10_knight", "f10_sched", "f10_latin", "f10_iplookup", "f10_textnums", "f10_train")

# ---------------------------------------------------------------------------- public tests
PUBLIC: dict[str, list[str]] = {
    "f10_pathmax": [
        "3 3\n1 2 3\n4 5 6\n7 8 9\n",
        "2 4\n-1 -2 -3 -4\n5 -6 7 -8\n",
        "1 1\n-42\n",
        "3 2\n10 -100\n-5 20\n3 -1\n",
        "1 5\n3 -1 4 -1 5\n",
    ],
    "f10_seats": [
        "book 5\nbook 105\nbook 5\ncount 1 200\nsold\n",
        "cancel 3\nbook 3\ncancel 3\ncount 3 3\nsold\n",
        "book 1\nbook 100\nbook 101\ncount 100 101\ncount 2 99\nsold\ncancel 100\nsold\n",
        "book 999\nbook 1000\ncount 1 1000\nsold\n",
    ],
    "f10_polymul": [
        "2\n2\n1 1\n2\n1 1\n3\n1 0 -1\n1\n5\n",
        "1\n3\n1 2 3\n2\n0 0\n",
        "1\n2\n-1 1\n3\n1 1 1\n",
        "3\n1\n7\n1\n-3\n2\n0 4\n2\n0 -2\n4\n2 0 0 1\n2\n-3 1\n",
    ],
    "f10_span": [
        "7\n100 80 60 70 60 75 85\n7\n1 2 3 4 5 6 7\n",
        "1\n5\n2\n1 1\n",
        "5\n10 20 30 40 50\n3\n5 1 3\n",
        "6\n9 8 7 6 5 100\n2\n6 5\n",
    ],
    "f10_wordhist": [
        "The cat sat on the mat.\n\nA dog barked twice, loudly.\n",
        "one two three\nfour five\n\n\n\nsix\n",
        "",
        "Hello, world!  It's 2024 and all is well.\n  \nBye\n",
    ],
    "f10_postal": [
        "12345\n12345-6789\nK1A 0B1\nhello\n",
        "1234\n123456\nD1A 1A1\nA1A1A1\n",
        "90210\nM5V 3L9\n12345-678\n",
        "V6B 4Y8",
    ],
    "f10_knight": [
        "3 3\nS..\n...\n..T\n",
        "3 4\nS...\n..#.\n...T\n",
        "2 2\nST\n..\n",
        "5 5\nS....\n..#..\n.#.#.\n..#..\n....T\n",
    ],
    "f10_sched": [
        "add write 5\nadd read 9\nadd sleep 5\npeek\nrun\nrun\nrun\nrun\n",
        "size\nrun\nadd a1 3\nsize\npeek\n",
        "add x 1\nadd y 1\nadd z 2\nrun\nadd w 7\nrun\nrun\nsize\nrun\n",
        "add backup 100\nadd mail 40\nadd build 75\nadd test 75\nrun\nrun\nrun\nrun\npeek\n",
    ],
    "f10_latin": [
        "2\n3\n1 2 3\n2 3 1\n3 1 2\n2\n1 2\n2 2\n",
        "1\n1\n1\n",
        "2\n2\n2 1\n1 2\n3\n1 2 3\n3 1 2\n2 3 4\n",
        "1\n4\n1 2 3 4\n2 1 4 3\n3 4 1 2\n4 3 2 1\n",
    ],
    "f10_iplookup": [
        "2\n10.0.0.1 10.0.0.9\n10.0.0.5 10.0.1.0\n3\n10.0.0.5\n10.0.0.0\n10.0.0.200\n",
        "1\n127.0.0.1 127.0.0.1\n2\n127.0.0.1\n127.0.0.2\n",
        "3\n10.1.0.0 10.1.255.255\n10.3.0.0 10.3.0.255\n10.1.2.3 10.1.2.3\n2\n10.1.2.3\n10.2.0.0\n",
        "2\n172.16.0.0 172.16.0.15\n172.16.1.0 172.16.1.15\n1\n172.16.0.15\n",
    ],
    "f10_textnums": [
        "I have 3 apples and 12 pears.\nNo numbers here.\n",
        "Version 2.10 was released on 2023-11-05 at 14:30.\n",
        "",
        "007 agents: 0, 00 and 1000000\n",
    ],
    "f10_train": [
        "12,7,30\n5\n1,2,,3\n",
        "100,200,300\nabc\n\n",
        "999999999,1\n0,5\n42",
        "3,3,3,3\n7 ,8\n",
    ],
}

# ---------------------------------------------------------------------------- hidden tests
_WORDS = ("the", "cat", "sat", "on", "mat", "a", "dog", "barked", "twice,", "loudly.", "Hello,",
          "world!", "It's", "and", "all", "is", "well.", "Bye", "one", "two", "three", "four",
          "five", "six", "paragraph", "text", "of", "words")
_CA_LETTERS = "ABCEGHJKLMNPRSTVXY"
_NAMES = ("write", "read", "sleep", "a1", "x", "y", "z", "w", "backup", "mail", "build", "test",
          "job7", "Tick", "cron")


def _pathmax(rng: random.Random) -> str:
    r, c = rng.randint(1, 6), rng.randint(1, 6)
    rows = [" ".join(str(rng.randint(-100, 100)) for _ in range(c)) for _ in range(r)]
    return f"{r} {c}\n" + "".join(row + "\n" for row in rows)


def _seats(rng: random.Random) -> str:
    lines = []
    top = rng.choice([20, 200, 1000])
    for _ in range(rng.randint(1, 12)):
        command = rng.choice(["book", "book", "book", "cancel", "count", "sold"])
        if command in ("book", "cancel"):
            lines.append(f"{command} {rng.randint(1, top)}")
        elif command == "count":
            a = rng.randint(1, top)
            lines.append(f"count {a} {rng.randint(a, top)}")
        else:
            lines.append(command)
    return "".join(line + "\n" for line in lines)


def _polymul(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 3)):
        parts = []
        for _ in range(2):
            n = rng.randint(1, 5)
            parts.append(f"{n}\n" + " ".join(str(rng.randint(-9, 9)) for _ in range(n)) + "\n")
        cases.append("".join(parts))
    return f"{len(cases)}\n" + "".join(cases)


def _span(rng: random.Random) -> str:
    n = rng.randint(1, 10)
    prices = [rng.randint(1, 200) for _ in range(n)]
    days = [rng.randint(1, n) for _ in range(rng.randint(1, 5))]
    return (f"{n}\n" + " ".join(map(str, prices)) + f"\n{len(days)}\n"
            + " ".join(map(str, days)) + "\n")


def _wordhist(rng: random.Random) -> str:
    paragraphs = []
    for _ in range(rng.randint(0, 3)):
        lines = [" ".join(rng.choice(_WORDS) for _ in range(rng.randint(1, 8)))
                 for _ in range(rng.randint(1, 3))]
        paragraphs.append("\n".join(lines) + "\n")
    return rng.choice(["\n", "\n\n"]).join(paragraphs)


def _postal(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 6)):
        form = rng.choice(["zip", "zip4", "ca", "ca", "bad"])
        digits = lambda k: "".join(rng.choice("0123456789") for _ in range(k))  # noqa: E731
        letter = lambda: rng.choice(_CA_LETTERS)  # noqa: E731
        if form == "zip":
            lines.append(digits(5))
        elif form == "zip4":
            lines.append(digits(5) + "-" + digits(4))
        elif form == "ca":
            lines.append(f"{letter()}{digits(1)}{letter()} {digits(1)}{letter()}{digits(1)}")
        else:
            lines.append(rng.choice(["1234", "123456", "A1A1A1", "hello", "12345-", "D1A 1A1"]))
    return "".join(line + "\n" for line in lines)


def _knight(rng: random.Random) -> str:
    r, c = rng.randint(2, 6), rng.randint(2, 6)
    cells = [rng.choice("...#") for _ in range(r * c)]
    s, t = rng.sample(range(r * c), 2)
    cells[s], cells[t] = "S", "T"
    return f"{r} {c}\n" + "".join("".join(cells[y * c:(y + 1) * c]) + "\n" for y in range(r))


def _sched(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 12)):
        command = rng.choice(["add", "add", "add", "run", "run", "peek", "size"])
        if command == "add":
            lines.append(f"add {rng.choice(_NAMES)} {rng.randint(0, 100)}")
        else:
            lines.append(command)
    return "".join(line + "\n" for line in lines)


def _latin(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 3)):
        n = rng.randint(1, 5)
        rows, cols, symbols = rng.sample(range(n), n), rng.sample(range(n), n), rng.sample(range(1, n + 1), n)
        square = [[symbols[(rows[y] + cols[x]) % n] for x in range(n)] for y in range(n)]
        if rng.random() < 0.5:
            square[rng.randrange(n)][rng.randrange(n)] = rng.randint(1, n + 1)
        cases.append(f"{n}\n" + "".join(" ".join(map(str, row)) + "\n" for row in square))
    return f"{len(cases)}\n" + "".join(cases)


def _address(rng: random.Random) -> int:
    return (10 << 24) + rng.randint(0, 3) * 65536 + rng.randint(0, 2) * 256 + rng.randint(0, 255)


def _dotted(a: int) -> str:
    return ".".join(str((a >> s) & 255) for s in (24, 16, 8, 0))


def _iplookup(rng: random.Random) -> str:
    ranges = []
    for _ in range(rng.randint(1, 5)):
        a = _address(rng)
        ranges.append(f"{_dotted(a)} {_dotted(a + rng.randint(0, 300))}")
    queries = [_dotted(_address(rng)) for _ in range(rng.randint(1, 4))]
    return (f"{len(ranges)}\n" + "".join(r + "\n" for r in ranges) + f"{len(queries)}\n"
            + "".join(q + "\n" for q in queries))


def _textnums(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(0, 4)):
        words = []
        for _ in range(rng.randint(1, 8)):
            if rng.random() < 0.3:
                words.append(str(rng.randint(0, 10 ** rng.randint(1, 6))) + rng.choice(["", ".", ",", ":"]))
            else:
                words.append(rng.choice(_WORDS))
        lines.append(" ".join(words))
    return "".join(line + "\n" for line in lines)


def _train(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 5)):
        if rng.random() < 0.2:
            lines.append(rng.choice(["abc", "", "1,,2", "7 ,8", "0,5", "3,"]))
        else:
            lines.append(",".join(str(rng.randint(1, 10 ** rng.randint(1, 6))) for _ in range(rng.randint(1, 6))))
    return "".join(line + "\n" for line in lines)


GENERATORS: dict[str, Callable[[random.Random], str]] = {
    "f10_pathmax": _pathmax, "f10_seats": _seats, "f10_polymul": _polymul, "f10_span": _span,
    "f10_wordhist": _wordhist, "f10_postal": _postal, "f10_knight": _knight, "f10_sched": _sched,
    "f10_latin": _latin, "f10_iplookup": _iplookup, "f10_textnums": _textnums,
    "f10_train": _train,
}


def hidden_inputs(name: str, count: int = 6, seed: int = 0) -> list[str]:
    """``count`` hidden inputs for program ``name``, deterministic for a seed."""
    rng = random.Random(f"fresh10:{name}:{seed}")
    return [GENERATORS[name](rng) for _ in range(count)]


# ---------------------------------------------------------------------------- witnesses
M = Mutant
A = AsmMutant
R = Rewrite
AR = AsmRewrite

_NUMBER_READER = """/* a number read by hand: blanks skipped, then an optional minus and the digits */
static int read_number(long long *out) {
    int c;
    do c = getchar(); while (c == ' ' || c == '\\t' || c == '\\n' || c == '\\r');
    int negative = c == '-';
    if (negative) c = getchar();
    if (c < '0' || c > '9') return 0;
    long long v = 0;
    while (c >= '0' && c <= '9') {
        v = v * 10 + (c - '0');
        c = getchar();
    }
    ungetc(c, stdin);
    *out = negative ? -v : v;
    return 1;
}

int main(void) {
"""


def _latin_square(n: int) -> list[list[int]]:
    """The cyclic Latin square of order n."""
    return [[(y + x) % n + 1 for x in range(n)] for y in range(n)]


def _latin_case(square: list[list[int]]) -> str:
    return f"{len(square)}\n" + "".join(" ".join(map(str, row)) + "\n" for row in square)


def _latin_late_columns() -> str:
    """A 300 x 300 square whose last row has two values swapped: the columns 298 and 299
    repeat a value, every row stays a permutation."""
    square = _latin_square(300)
    square[299][298], square[299][299] = square[299][299], square[299][298]
    return "1\n" + _latin_case(square)


def _knight_strip(c: int) -> str:
    """A 3 x c board, S at the top left and T at the top right."""
    return f"3 {c}\nS" + "." * (c - 2) + "T\n" + ("." * c + "\n") * 2


FRESH10_MUTANTS: tuple[Mutant, ...] = (
    # ------------------------------------------------------------------ f10_pathmax
    A("pm_first_row_32", "judge:f10_pathmax", "width",
      "asm: a sum along the first row kept from its low 32 bits, sign-extended (an added movslq)",
      (), "1 5\n" + " ".join(["1000000000"] * 5) + "\n",
      asm_patches=(("\taddq\t-8(%r14,%rbx,8), %rax\n", "\taddq\t-8(%r14,%rbx,8), %rax\n\tmovslq\t%eax, %rax\n"),)),
    A("pm_negative_16", "judge:f10_pathmax", "scale",
      "asm: the negative cells printed from their low 16 bits (an added movzwl)",
      (), "1 70000\n" + "-1 " * 69999 + "-1\n",
      asm_patches=(("\tmovq\t%rbp, %rdx\n\tleaq\t.LC2(%rip), %rdi\n", "\tmovzwl\t%bp, %edx\n\tleaq\t.LC2(%rip), %rdi\n"),)),
    M("pm_rows_2048", "judge:f10_pathmax", "early_exit",
      "at most 2,048 rows walked (the matrices of the tests are small)",
      (("    for (long long y = 0; y < r; y++) {", "    for (long long y = 0; y < r && y < 2048; y++) {  /* small matrices */"),),
      "3000 1\n" + "1\n" * 3000),
    M("pm_cols_8192", "judge:f10_pathmax", "capacity",
      "the sums of a row in a static array of 8,192 columns (the matrices are narrow)",
      (("    long long *best = malloc(sizeof(long long) * (size_t)c);\n    if (!best) return 1;",
        "    static long long best[8192];  /* narrow matrices */\n    if (c > 8192) c = 8192;"),
       ("    free(best);\n", "")),
      "1 9000\n" + "1 " * 8999 + "1\n"),
    M("pm_border_2_40", "judge:f10_pathmax", "mixed_extremes",
      "the cells outside the matrix taken as -2^40, below any sum of the tests",
      (("            if (y == 0 && x == 0) best[x] = v;\n            else if (y == 0) best[x] = best[x - 1] + v;\n"
        "            else if (x == 0) best[x] = best[x] + v;\n"
        "            else best[x] = (best[x] > best[x - 1] ? best[x] : best[x - 1]) + v;",
        "            long long up = y > 0 ? best[x] : -(1LL << 40), left = x > 0 ? best[x - 1] : -(1LL << 40);\n"
        "            best[x] = (y == 0 && x == 0) ? v : (up > left ? up : left) + v;  /* a border below the sums */"),),
      "1 1200\n" + " ".join(["-1000000000"] * 1200) + "\n"),
    # ------------------------------------------------------------------ f10_seats
    A("st_top_seat", "judge:f10_seats", "boundary",
      "asm: seat 10^6 refused (wrong immediate)",
      (), "book 1000000\ncount 1 1000000\nsold\n",
      asm_patches=(("\tcmpq\t$999999, %rax\n", "\tcmpq\t$999998, %rax\n"),)),
    A("st_sold_32", "judge:f10_seats", "scale",
      "asm: a booked seat's price added to the takings in 32 bits (leaq -> leal)",
      (), "".join(f"book {s}\n" for s in range(998001, 999801)) + "sold\n",
      asm_patches=(("\tleaq\t500(%r15,%rdx), %r15\n", "\tleal\t500(%r15,%rdx), %r15d\n"),)),
    M("st_count_65536", "judge:f10_seats", "early_exit",
      "a count scanned over at most 65,536 seats (the halls of the tests are small)",
      (("            printf(\"%ld\\n\", upto((long)b) - upto((long)(a - 1)));",
        "            long n = 0;  /* small halls */\n"
        "            for (long long s = a; s <= b && s < a + 65536; s++) n += booked[s];\n"
        "            printf(\"%ld\\n\", n);"),),
      "book 70000\ncount 1 70000\n"),
    M("st_plus_sign", "judge:f10_seats", "sign_form",
      "a seat read by hand: an optional minus and digits",
      (("int main(void) {\n", _NUMBER_READER),
       ("            if (scanf(\"%lld\", &s) != 1 ||", "            if (!read_number(&s) ||")),
      "book +5\ncount 1 9\n"),
    M("st_row_byte", "judge:f10_seats", "typed_field",
      "a seat's row kept in an unsigned char (the halls of the tests have few rows)",
      (("    return 500 + 250 * ((s - 1) / 100);",
        "    unsigned char row = (unsigned char)((s - 1) / 100);  /* few rows */\n    return 500 + 250 * row;"),),
      "book 25601\nsold\n"),
    # ------------------------------------------------------------------ f10_polymul
    A("pl_tail_32", "judge:f10_polymul", "width",
      "asm: a product of the scalar tail taken from its low 32 bits, sign-extended (an added movslq)",
      (), "1\n1\n1000000\n1\n1000000\n",
      asm_patches=(("\timulq\t0(%r13,%rcx,8), %rdx\n", "\timulq\t0(%r13,%rcx,8), %rdx\n\tmovslq\t%edx, %rdx\n"),)),
    M("pl_cases_1000", "judge:f10_polymul", "early_exit",
      "at most 1,000 cases multiplied (the tests have few)",
      (("    while (t--) {", "    for (long long done = 0; t-- > 0 && done < 1000; done++) {  /* few cases */"),),
      "1001\n" + "1\n2\n1\n3\n" * 1001),
    M("pl_sum_int", "judge:f10_polymul", "scale",
      "a coefficient of the product summed in an int (the sums of the tests are small)",
      (("            for (long long j = 0; j < m; j++) product[i + j] += a[i] * b[j];",
        "            for (long long j = 0; j < m; j++) product[i + j] = (int)(product[i + j] + a[i] * b[j]);"),),
      "1\n3000\n" + " ".join(["1000"] * 3000) + "\n3000\n" + " ".join(["1000"] * 3000) + "\n"),
    M("pl_plus_sign", "judge:f10_polymul", "sign_form",
      "a coefficient read by hand: an optional minus and digits",
      (("static int read_poly(", _NUMBER_READER.replace("int main(void) {\n", "static int read_poly(")),
       ("        if (scanf(\"%lld\", &p[i]) != 1 ||", "        if (!read_number(&p[i]) ||")),
      "1\n1\n+2\n1\n3\n"),
    # ------------------------------------------------------------------ f10_span
    A("sp_prefix_32", "judge:f10_span", "width",
      "asm: the running sum of the prices added in 32 bits (addq -> addl)",
      (), "3\n1000000000000 1000000000000 1000000000000\n1\n3\n",
      asm_patches=(("\taddq\t%rcx, %rdi\n", "\taddl\t%ecx, %edi\n"),)),
    A("sp_equal_stops", "judge:f10_span", "relation",
      "asm: a day of the same price stops the span (jl -> jle)",
      (), "3\n5 5 5\n1\n3\n",
      asm_patches=(("\tcmpq\t(%r14,%rdx,8), %rcx\n\tjl\t.L20\n", "\tcmpq\t(%r14,%rdx,8), %rcx\n\tjle\t.L20\n"),)),
    M("sp_back_4096", "judge:f10_span", "early_exit",
      "a span walked back over at most 4,096 days (the spans of the tests are short)",
      (("        span[i] = depth > 0 ? i - stack[depth - 1] : i;",
        "        span[i] = 1;  /* short spans */\n"
        "        while (span[i] < i && span[i] < 4096 && price[i - span[i]] <= price[i]) span[i]++;"),),
      "5000\n" + "0 " * 4999 + "0\n1\n5000\n"),
    M("sp_span_short", "judge:f10_span", "scale",
      "the spans kept in unsigned shorts (the spans of the tests are short)",
      (("static long span[MAXN + 1];", "static unsigned short span[MAXN + 1];  /* short spans */"),
       ("        printf(\"%ld %lld\\n\", span[d], prefix[d] - prefix[d - span[d]]);",
        "        printf(\"%ld %lld\\n\", (long)span[d], prefix[d] - prefix[d - span[d]]);")),
      "70000\n" + "0 " * 69999 + "0\n1\n70000\n"),
    M("sp_price_int", "judge:f10_span", "typed_field",
      "a price kept as an int once read (the prices of the tests are small)",
      (("        prefix[i] = prefix[i - 1] + price[i];",
        "        price[i] = (int)price[i];  /* small prices */\n        prefix[i] = prefix[i - 1] + price[i];"),),
      "2\n5000000000 7\n2\n1\n2\n"),
    # ------------------------------------------------------------------ f10_wordhist
    A("wh_cr_line", "judge:f10_wordhist", "tokens",
      "asm: a carriage return no longer a blank of a blank line (one bit of the mask set)",
      (), "one\n\r\ntwo\n",
      asm_patches=(("\tmovabsq\t$-4294977025, %r14\n", "\tmovabsq\t$-4294968833, %r14\n"),)),
    A("wh_words_16", "judge:f10_wordhist", "scale",
      "asm: the words printed from their low 16 bits (an added movzwl)",
      (), "a " * 70000 + "\n",
      asm_patches=(("\tmovq\t%rbx, %rsi\n\tleaq\t.LC2(%rip), %rdi\n", "\tmovzwl\t%bx, %esi\n\tleaq\t.LC2(%rip), %rdi\n"),)),
    M("wh_len_40", "judge:f10_wordhist", "capacity",
      "words longer than 40 letters counted as 40 (the words of the tests are short)",
      (("                count[run]++;", "                if (run > 40) run = 40;  /* short words */\n                count[run]++;"),),
      "a" * 45 + " b\n"),
    M("wh_letter_range", "judge:f10_wordhist", "tokens",
      "a letter tested as one range from 'A' to 'z'",
      (("    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');", "    return c >= 'A' && c <= 'z';  /* the letters */"),),
      "snake_case and [x]\n"),
    M("wh_paragraphs_1000", "judge:f10_wordhist", "early_exit",
      "at most 1,000 paragraphs listed (the texts of the tests are short)",
      (("static void close_paragraph(void) {\n    printf(\"%ld:\", paragraphs);",
        "static void close_paragraph(void) {\n    if (paragraphs > 1000) {  /* short texts */\n"
        "        longest = 0;\n        return;\n    }\n    printf(\"%ld:\", paragraphs);"),),
      "a\n\n" * 1001),
    # ------------------------------------------------------------------ f10_postal
    A("ps_colon_digit", "judge:f10_postal", "boundary",
      "asm: a US digit tested below 11, not 10 (':' taken as a digit)",
      (), "1234:\n12345-67:9\n",
      asm_patches=(("\tcmpb\t$10, %cl\n", "\tcmpb\t$11, %cl\n"),)),
    M("ps_crlf", "judge:f10_postal", "tokens",
      "a carriage return before the newline taken off too",
      (("        if (line[n - 1] == '\\n') n--;",
        "        if (line[n - 1] == '\\n') n--;\n        if (n > 0 && line[n - 1] == '\\r') n--;  /* Windows lines */"),),
      "12345\r\nK1A 0B1\r\n"),
    M("ps_line_64", "judge:f10_postal", "capacity",
      "the lines read with fgets into 64 bytes (a postal code is short)",
      (("    char *line = NULL;\n    size_t size = 0;\n    ssize_t got;\n", "    static char line[64];  /* short codes */\n"),
       ("    while ((got = getline(&line, &size, stdin)) > 0) {\n        long n = (long)got;",
        "    while (fgets(line, sizeof line, stdin)) {\n        long n = (long)strlen(line);"),
       ("    free(line);\n", "")),
      "1" * 100 + "\n12345\n"),
    M("ps_hyphen_anywhere", "judge:f10_postal", "relation",
      "a ZIP+4 taken as nine digits and one hyphen, wherever it stands",
      (("        int ok = 1;\n        for (long i = 0; i < n; i++)\n"
        "            if (i == 5 ? s[i] != '-' : !digit(s[i])) ok = 0;\n        if (ok) return \"US\";",
        "        int ok = 1, hyphens = 0;  /* a ZIP+4 has one hyphen */\n        for (long i = 0; i < n; i++) {\n"
        "            if (s[i] == '-') hyphens++;\n            else if (!digit(s[i])) ok = 0;\n        }\n"
        "        if (ok && hyphens == (n == 10)) return \"US\";"),),
      "1234-56789\n"),
    # ------------------------------------------------------------------ f10_knight
    A("kn_visited_16", "judge:f10_knight", "width",
      "asm: a square's distance tested for 'not yet reached' on its low 16 bits (cmpq -> cmpw)",
      (), _knight_strip(70000),
      asm_patches=(("\tcmpq\t$0, (%r8)\n\tjns\t.L12\n", "\tcmpw\t$0, (%r8)\n\tjns\t.L12\n"),)),
    M("kn_row_4096", "judge:f10_knight", "capacity",
      "a row read into a static buffer of 4,096 bytes (the boards are narrow)",
      (("    char *board = malloc((size_t)(r * c)), *row = malloc((size_t)c + 2);",
        "    char *board = malloc((size_t)(r * c));\n    static char row[4096];  /* narrow boards */"),
       ("    if (!board || !row || !dist || !queue) return 1;\n    char format[24];\n"
        "    snprintf(format, sizeof format, \"%%%lds\", c + 1);",
        "    if (!board || !dist || !queue) return 1;\n    const char *format = \"%4095s\";"),
       ("    free(row);\n", "")),
      _knight_strip(5000)),
    M("kn_depth_1000", "judge:f10_knight", "early_exit",
      "the search stopped at 1,000 moves (the ways of the tests are short)",
      (("            if (board[to] == '#' || dist[to] >= 0) continue;",
        "            if (board[to] == '#' || dist[to] >= 0 || dist[at] >= 1000) continue;  /* short ways */"),),
      _knight_strip(3000)),
    M("kn_rows_lines", "judge:f10_knight", "tokens",
      "a row read byte by byte up to a newline or a space",
      (("        if (scanf(format, row) != 1) return 1;",
        "        int ch = getchar();\n        while (ch == '\\n' || ch == ' ') ch = getchar();  /* one row a line */\n"
        "        long got = 0;\n        while (got <= c && ch != EOF && ch != '\\n' && ch != ' ') {\n"
        "            row[got++] = (char)ch;\n            ch = getchar();\n        }\n"
        "        row[got] = '\\0';\n        if (got == 0) return 1;\n        (void)format;"),),
      "3 3\nS..\t...\t..T\n"),
    # ------------------------------------------------------------------ f10_sched
    A("sc_unsigned_up", "judge:f10_sched", "mixed_extremes",
      "asm: a new task's priority compared unsigned on its way up (setl -> setb)",
      (), "add low -9223372036854775808\nadd high 9223372036854775807\nrun\nrun\n",
      asm_patches=(("\tsetl\t%dl\n", "\tsetb\t%dl\n"),)),
    M("sc_int_compare", "judge:f10_sched", "typed_field",
      "the priorities compared as ints (the priorities of the tests are small)",
      (("    if (a->priority != b->priority) return a->priority > b->priority;",
        "    if ((int)a->priority != (int)b->priority) return (int)a->priority > (int)b->priority;  /* small */"),),
      "add big 4294967296\nadd one 1\nrun\n"),
    M("sc_name_8", "judge:f10_sched", "capacity",
      "a task's name kept to its first 8 characters (the names of the tests are short)",
      (("            t.order = added++;", "            t.name[8] = '\\0';  /* short names */\n            t.order = added++;"),),
      "add scheduler1 5\nrun\n"),
    M("sc_plus_sign", "judge:f10_sched", "sign_form",
      "a priority read by hand: an optional minus and digits",
      (("int main(void) {\n", _NUMBER_READER),
       ("            if (scanf(\"%15s %lld\", t.name, &t.priority) != 2 ||",
        "            if (scanf(\"%15s\", t.name) != 1 || !read_number(&t.priority) ||")),
      "add a +5\npeek\n"),
    # ------------------------------------------------------------------ f10_latin
    A("lt_zero_value", "judge:f10_latin", "boundary",
      "asm: a value of 0 let through the range test (jle -> jl)",
      (), "1\n1\n0\n",
      asm_patches=(("\ttestq\t%rdx, %rdx\n\tjle\t.L24\n", "\ttestq\t%rdx, %rdx\n\tjl\t.L24\n"),)),
    A("lt_no_columns", "judge:f10_latin", "relation",
      "asm: a repeat in a column never clears the answer (the cmove dropped)",
      (), "1\n2\n1 2\n1 2\n",
      asm_patches=(("\tcmove\t%r15d, %r14d\n", ""),)),
    M("lt_value_int", "judge:f10_latin", "typed_field",
      "a value read as an int (the values of the tests are small)",
      (("        for (long long i = 0; i < n * n; i++)\n            if (scanf(\"%lld\", &square[i]) != 1) return 1;",
        "        for (long long i = 0; i < n * n; i++) {\n            int v;  /* small values */\n"
        "            if (scanf(\"%d\", &v) != 1) return 1;\n            square[i] = v;\n        }"),),
      "1\n1\n4294967297\n"),
    M("lt_row_mask", "judge:f10_latin", "capacity",
      "a row's values marked in a 64-bit mask (the squares of the tests are small)",
      (("        for (long long y = 0; latin && y < n; y++) {\n            mark++;\n"
        "            for (long long x = 0; x < n; x++) {\n                long long v = square[y * n + x];\n"
        "                if (seen[v] == mark) latin = 0;\n                seen[v] = mark;\n            }\n        }",
        "        for (long long y = 0; latin && y < n; y++) {\n            unsigned long long row = 0;  /* small squares */\n"
        "            for (long long x = 0; x < n; x++) {\n"
        "                unsigned long long bit = 1ULL << ((square[y * n + x] - 1) & 63);\n"
        "                if (row & bit) latin = 0;\n                row |= bit;\n            }\n        }"),),
      "1\n" + _latin_case(_latin_square(65))),
    M("lt_first_256", "judge:f10_latin", "early_exit",
      "only the first 256 rows and columns checked (the squares of the tests are small)",
      (("        for (long long y = 0; latin && y < n; y++) {", "        for (long long y = 0; latin && y < n && y < 256; y++) {  /* small */"),
       ("        for (long long x = 0; latin && x < n; x++) {", "        for (long long x = 0; latin && x < n && x < 256; x++) {")),
      _latin_late_columns()),
    # ------------------------------------------------------------------ f10_iplookup
    A("ip_touching", "judge:f10_iplookup", "relation",
      "asm: ranges that touch not merged, only those that overlap (leaq 1(%rcx) -> movq %rcx)",
      (), "2\n10.0.0.1 10.0.0.5\n10.0.0.6 10.0.0.9\n1\n10.0.0.6\n",
      asm_patches=(("\tleaq\t1(%rcx), %r11\n", "\tmovq\t%rcx, %r11\n"),)),
    A("ip_covered_32", "judge:f10_iplookup", "boundary",
      "asm: the addresses covered printed from their low 32 bits (an added movl)",
      (), "1\n0.0.0.0 255.255.255.255\n1\n1.2.3.4\n",
      asm_patches=(("\tjmp\t.L34\n.L63:\n\tleaq\t.LC2(%rip), %rdi\n", "\tjmp\t.L34\n.L63:\n\tmovl\t%edx, %edx\n\tleaq\t.LC2(%rip), %rdi\n"),)),
    A("ip_zero_query", "judge:f10_iplookup", "boundary",
      "asm: the query 0.0.0.0 treated like the others (jne -> jmp): the ends before it wrap",
      (), "1\n0.0.0.0 0.0.0.5\n1\n0.0.0.0\n",
      asm_patches=(("\ttestq\t%rcx, %rcx\n\tjne\t.L66\n", "\ttestq\t%rcx, %rcx\n\tjmp\t.L66\n"),)),
    M("ip_signed_int", "judge:f10_iplookup", "typed_field",
      "an address kept as a signed 32-bit int, then widened",
      (("    *out = a;", "    *out = (unsigned long long)(long long)(int)a;  /* an address fits an int */"),),
      "2\n127.0.0.0 127.255.255.255\n128.0.0.0 128.0.0.255\n1\n128.0.0.1\n"),
    M("ip_octal", "judge:f10_iplookup", "sign_form",
      "an octet read with strtol base 0 (a leading zero then means octal)",
      (("        int digits = 0, v = 0;\n        while (s[i] >= '0' && s[i] <= '9' && digits < 3) {\n"
        "            v = v * 10 + (s[i++] - '0');\n            digits++;\n        }\n"
        "        if (digits == 0 || v > 255) return 0;",
        "        char *end;  /* an octet as C reads a number */\n        long v = strtol(s + i, &end, 0);\n"
        "        int digits = (int)(end - (s + i));\n        i += digits;\n"
        "        if (digits == 0 || v < 0 || v > 255) return 0;"),),
      "1\n010.0.0.1 010.0.0.1\n1\n10.0.0.1\n"),
    M("ip_queries_50000", "judge:f10_iplookup", "early_exit",
      "at most 50,000 queries answered (the tests have few)",
      (("    while (q--) {", "    for (long done = 0; q-- > 0 && done < 50000; done++) {  /* few queries */"),),
      "1\n1.1.1.1 1.1.1.1\n50001\n" + "1.1.1.1\n" * 50001),
    # ------------------------------------------------------------------ f10_textnums
    A("tn_sum_32", "judge:f10_textnums", "scale",
      "asm: a number added to the sum in 32 bits (addq -> addl)",
      (), "1000000 " * 5000 + "\n",
      asm_patches=(("\taddq\t%rbx, %r14\n", "\taddl\t%ebx, %r14d\n"),)),
    A("tn_largest_32", "judge:f10_textnums", "width",
      "asm: the largest number compared on its low 32 bits (cmpq -> cmpl)",
      (), "4294967296 and 1\n",
      asm_patches=(("\tcmpq\t%rbx, %r12\n", "\tcmpl\t%ebx, %r12d\n"),)),
    M("tn_value_int", "judge:f10_textnums", "typed_field",
      "a number gathered in an int (the numbers of the tests are short)",
      (("    long long value = 0;", "    int value = 0;  /* short numbers */"),),
      "call 123456789012 now\n"),
    M("tn_thousands", "judge:f10_textnums", "tokens",
      "a comma between digits taken as a thousands separator",
      (("        if (in_number) {\n            count++;",
        "        if (in_number && c == ',') {  /* 1,000 is one number */\n            int next = getchar();\n"
        "            ungetc(next, stdin);\n            if (next >= '0' && next <= '9') continue;\n        }\n"
        "        if (in_number) {\n            count++;"),),
      "1,000 people\n"),
    M("tn_text_64k", "judge:f10_textnums", "capacity",
      "the text read into 65,536 bytes (the texts of the tests are short)",
      (("    int in_number = 0, line_has = 0;\n",
        "    int in_number = 0, line_has = 0;\n    static unsigned char text[65536];  /* short texts */\n"
        "    size_t have = fread(text, 1, sizeof text, stdin), at = 0;\n"),
       ("        int c = getchar();", "        int c = at < have ? text[at++] : EOF;")),
      "a " * 35000 + "7\n"),
    # ------------------------------------------------------------------ f10_train
    A("tr_weight_32", "judge:f10_train", "scale",
      "asm: a train's weight printed from its low 32 bits (movq -> movl)",
      (), ",".join(["1000000000"] * 5) + "\n",
      asm_patches=(("\tmovq\t%r10, %rdx\n\tmovq\t%r9, %rsi\n", "\tmovl\t%r10d, %edx\n\tmovq\t%r9, %rsi\n"),)),
    A("tr_top_weight", "judge:f10_train", "boundary",
      "asm: a last car of 10^9 refused (wrong immediate)",
      (), "1000000000\n",
      asm_patches=((".L5:\n\tleaq\t-1(%rax), %rdx\n\tcmpq\t$999999999, %rdx\n", ".L5:\n\tleaq\t-1(%rax), %rdx\n\tcmpq\t$999999998, %rdx\n"),)),
    M("tr_line_4096", "judge:f10_train", "capacity",
      "the lines read with fgets into 4,096 bytes (the trains of the tests are short)",
      (("#include <stdlib.h>\n", "#include <stdlib.h>\n#include <string.h>\n"),
       ("    char *line = NULL;\n    size_t size = 0;\n    ssize_t got;\n", "    static char line[4096];  /* short trains */\n"),
       ("    while ((got = getline(&line, &size, stdin)) > 0) {\n        long n = (long)got;",
        "    while (fgets(line, sizeof line, stdin)) {\n        long n = (long)strlen(line);"),
       ("    free(line);\n", "")),
      "1," * 3000 + "1\n"),
    M("tr_strtoll", "judge:f10_train", "sign_form",
      "a weight read with strtoll (a sign or blanks before it let through)",
      (("            while (i < n && line[i] >= '0' && line[i] <= '9' && digits <= 10) {\n"
        "                w = w * 10 + (line[i++] - '0');\n                digits++;\n            }",
        "            char *end;  /* a weight as strtoll reads it */\n            w = strtoll(line + i, &end, 10);\n"
        "            digits = (int)(end - (line + i));\n            i += digits;\n            if (i > n) i = n;"),),
      "+5,3\n"),
    M("tr_leading_zero", "judge:f10_train", "sign_form",
      "a weight with a leading zero refused",
      (("            if (digits == 0 || digits > 10 || w < 1 || w > 1000000000LL) {",
        "            if (digits == 0 || digits > 10 || w < 1 || w > 1000000000LL || line[i - digits] == '0') {"),),
      "007,5\n"),
    M("tr_cars_4096", "judge:f10_train", "early_exit",
      "a train stopped at its 4,096th car (the trains of the tests are short)",
      (("            if (i == n) break;", "            if (i == n || cars == 4096) break;  /* short trains */"),),
      "1," * 4999 + "1\n"),
)

FRESH10_REWRITES: tuple[Rewrite, ...] = (
    # ------------------------------------------------------------------ f10_pathmax
    R("pm_negative_add", "judge:f10_pathmax", "a negative cell counted by adding the comparison",
      (("            if (v < 0) negative++;", "            negative += v < 0;"),)),
    R("pm_border_2_61", "judge:f10_pathmax", "the cells outside the matrix taken as -2^61, below any sum",
      (("            if (y == 0 && x == 0) best[x] = v;\n            else if (y == 0) best[x] = best[x - 1] + v;\n"
        "            else if (x == 0) best[x] = best[x] + v;\n"
        "            else best[x] = (best[x] > best[x - 1] ? best[x] : best[x - 1]) + v;",
        "            long long up = y > 0 ? best[x] : -(1LL << 61), left = x > 0 ? best[x - 1] : -(1LL << 61);\n"
        "            best[x] = (y == 0 && x == 0) ? v : (up > left ? up : left) + v;"),)),
    AR("pm_asm_reorder", "judge:f10_pathmax", "asm: the count and the format loaded in the other order",
       (), asm_patches=(("\tmovq\t%rbp, %rdx\n\tleaq\t.LC2(%rip), %rdi\n", "\tleaq\t.LC2(%rip), %rdi\n\tmovq\t%rbp, %rdx\n"),)),
    # ------------------------------------------------------------------ f10_seats
    R("st_row_ceiling", "judge:f10_seats", "a seat's row found as (S + 99) / 100 - 1",
      (("    return 500 + 250 * ((s - 1) / 100);", "    return 500 + 250 * ((s + 99) / 100 - 1);"),)),
    R("st_count_one", "judge:f10_seats", "a count of one seat answered from its flag",
      (("            printf(\"%ld\\n\", upto((long)b) - upto((long)(a - 1)));",
        "            if (a == b) printf(\"%d\\n\", booked[a]);\n"
        "            else printf(\"%ld\\n\", upto((long)b) - upto((long)(a - 1)));"),)),
    AR("st_asm_reorder", "judge:f10_seats", "asm: the takings and the format loaded in the other order",
       (), asm_patches=(("\tmovq\t%r15, %rsi\n\tleaq\t.LC10(%rip), %rdi\n", "\tleaq\t.LC10(%rip), %rdi\n\tmovq\t%r15, %rsi\n"),)),
    # ------------------------------------------------------------------ f10_polymul
    R("pl_degree_of_factors", "judge:f10_polymul", "the product's length taken from the factors' highest nonzero coefficients",
      (("        while (size > 1 && product[size - 1] == 0) size--;",
        "        long long top_a = n - 1, top_b = m - 1;  /* the highest nonzero coefficients */\n"
        "        while (top_a > 0 && a[top_a] == 0) top_a--;\n        while (top_b > 0 && b[top_b] == 0) top_b--;\n"
        "        size = a[top_a] == 0 || b[top_b] == 0 ? 1 : top_a + top_b + 1;"),)),
    R("pl_by_output", "judge:f10_polymul", "each coefficient of the product summed on its own",
      (("        for (long long k = 0; k < size; k++) product[k] = 0;\n        for (long long i = 0; i < n; i++)\n"
        "            for (long long j = 0; j < m; j++) product[i + j] += a[i] * b[j];",
        "        for (long long k = 0; k < size; k++) {\n"
        "            long long from = k - m + 1 > 0 ? k - m + 1 : 0, to = k < n - 1 ? k : n - 1, sum = 0;\n"
        "            for (long long i = from; i <= to; i++) sum += a[i] * b[k - i];\n"
        "            product[k] = sum;\n        }"),)),
    AR("pl_asm_reorder", "judge:f10_polymul", "asm: putc's arguments set in the other order",
       (), asm_patches=(("\tmovq\tstdout(%rip), %rsi\n\tmovl\t$10, %edi\n", "\tmovl\t$10, %edi\n\tmovq\tstdout(%rip), %rsi\n"),)),
    # ------------------------------------------------------------------ f10_span
    R("sp_jumps", "judge:f10_span", "a span found by jumping back over the spans of earlier days",
      (("        while (depth > 0 && price[stack[depth - 1]] <= price[i]) depth--;\n"
        "        span[i] = depth > 0 ? i - stack[depth - 1] : i;\n        stack[depth++] = i;",
        "        long j = i - 1;  /* jump over the days at most p_i */\n"
        "        while (j > 0 && price[j] <= price[i]) j -= span[j];\n        span[i] = i - j;\n        (void)depth;"),)),
    R("sp_sentinel", "judge:f10_span", "a day 0 of a price above all kept at the bottom of the stack",
      (("    long depth = 0;", "    price[0] = 1LL << 62;  /* above every price */\n    stack[0] = 0;\n    long depth = 1;"),)),
    AR("sp_asm_reorder", "judge:f10_span", "asm: two loads of a query set in the other order",
       (), asm_patches=(("\tmovq\t%rax, %rdi\n\tmovq\t(%r12,%rax,8), %rdx\n", "\tmovq\t(%r12,%rax,8), %rdx\n\tmovq\t%rax, %rdi\n"),)),
    # ------------------------------------------------------------------ f10_wordhist
    R("wh_fold_letter", "judge:f10_wordhist", "a letter tested as its byte with bit 5 set, less 'a', below 26 unsigned",
      (("    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');", "    return (unsigned)((c | 0x20) - 'a') < 26;"),)),
    R("wh_blank_strspn", "judge:f10_wordhist", "a blank line found with strspn",
      (("#include <stdlib.h>\n", "#include <stdlib.h>\n#include <string.h>\n"),
       ("    for (long i = 0; i < n; i++)\n"
        "        if (s[i] != ' ' && s[i] != '\\t' && s[i] != '\\r' && s[i] != '\\n') return 0;\n    return 1;",
        "    return (long)strspn(s, \" \\t\\r\\n\") >= n;"))),
    AR("wh_asm_reorder", "judge:f10_wordhist", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\tparagraphs(%rip), %rdx\n\tmovq\t%rbx, %rsi\n", "\tmovq\t%rbx, %rsi\n\tmovq\tparagraphs(%rip), %rdx\n"),)),
    # ------------------------------------------------------------------ f10_postal
    R("ps_strspn", "judge:f10_postal", "a US code recognised with strspn",
      (("    if (n == 5 || n == 10) {\n        int ok = 1;\n        for (long i = 0; i < n; i++)\n"
        "            if (i == 5 ? s[i] != '-' : !digit(s[i])) ok = 0;\n        if (ok) return \"US\";\n    }",
        "    if ((n == 5 && strspn(s, \"0123456789\") == 5) ||\n"
        "        (n == 10 && strspn(s, \"0123456789\") == 5 && s[5] == '-' && strspn(s + 6, \"0123456789\") == 4))\n"
        "        return \"US\";"),)),
    R("ps_letter_list", "judge:f10_postal", "a letter looked up among the twenty allowed",
      (("    return c >= 'A' && c <= 'Z' && !strchr(\"DFIOQU\", c);",
        "    static const char allowed[] = \"ABCEGHJKLMNPRSTVWXYZ\";\n"
        "    return c != '\\0' && memchr(allowed, c, sizeof allowed - 1) != NULL;"),)),
    AR("ps_asm_reorder", "judge:f10_postal", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%rbp, %rdx\n\tmovq\t%r12, %rsi\n", "\tmovq\t%r12, %rsi\n\tmovq\t%rbp, %rdx\n"),)),
    # ------------------------------------------------------------------ f10_knight
    R("kn_unsigned_bounds", "judge:f10_knight", "a square tested inside the board by two unsigned comparisons",
      (("            if (ny < 0 || ny >= r || nx < 0 || nx >= c) continue;",
        "            if ((unsigned long)ny >= (unsigned long)r || (unsigned long)nx >= (unsigned long)c) continue;"),)),
    R("kn_count_reached", "judge:f10_knight", "the reachable squares counted from the distances",
      (("    printf(\"%ld %ld\\n\", dist[target], tail);",
        "    long reached = 0;\n    for (long i = 0; i < r * c; i++) reached += dist[i] >= 0;\n"
        "    printf(\"%ld %ld\\n\", dist[target], reached);"),)),
    AR("kn_asm_reorder", "judge:f10_knight", "asm: a register restored and the format loaded in the other order",
       (), asm_patches=(("\tmovq\t24(%rsp), %r13\n\tleaq\t.LC2(%rip), %rdi\n", "\tleaq\t.LC2(%rip), %rdi\n\tmovq\t24(%rsp), %r13\n"),)),
    # ------------------------------------------------------------------ f10_sched
    R("sc_compare_once", "judge:f10_sched", "the order of two tasks as one expression",
      (("    if (a->priority != b->priority) return a->priority > b->priority;\n    return a->order < b->order;",
        "    return a->priority > b->priority || (a->priority == b->priority && a->order < b->order);"),)),
    R("sc_sift_hole", "judge:f10_sched", "a new task placed once its parents have moved down",
      (("            long i = size++;\n            heap[i] = t;\n"
        "            while (i > 0 && before(&heap[i], &heap[(i - 1) / 2])) {\n"
        "                swap(i, (i - 1) / 2);\n                i = (i - 1) / 2;\n            }",
        "            long i = size++;\n            while (i > 0 && before(&t, &heap[(i - 1) / 2])) {  /* parents move down */\n"
        "                heap[i] = heap[(i - 1) / 2];\n                i = (i - 1) / 2;\n            }\n            heap[i] = t;"),)),
    AR("sc_asm_reorder", "judge:f10_sched", "asm: the size and the format loaded in the other order",
       (), asm_patches=(("\tmovq\tsize(%rip), %rsi\n\tleaq\t.LC7(%rip), %rdi\n", "\tleaq\t.LC7(%rip), %rdi\n\tmovq\tsize(%rip), %rsi\n"),)),
    # ------------------------------------------------------------------ f10_latin
    R("lt_range_break", "judge:f10_latin", "the range test stopped at the first value out of range",
      (("            if (square[i] < 1 || square[i] > n) latin = 0;",
        "            if (square[i] < 1 || square[i] > n) {\n                latin = 0;\n                break;\n            }"),)),
    R("lt_unsigned_range", "judge:f10_latin", "a value tested in range as v - 1 below n, unsigned",
      (("            if (square[i] < 1 || square[i] > n) latin = 0;",
        "            if ((unsigned long long)(square[i] - 1) >= (unsigned long long)n) latin = 0;"),)),
    AR("lt_asm_reorder", "judge:f10_latin", "asm: two additions of a column walk in the other order",
       (), asm_patches=(("\taddq\t$1, %rax\n\taddq\t%r9, %rcx\n", "\taddq\t%r9, %rcx\n\taddq\t$1, %rax\n"),)),
    # ------------------------------------------------------------------ f10_iplookup
    R("ip_below", "judge:f10_iplookup", "the ranges ending before a query counted by their own binary search",
      (("int main(void) {\n",
        "/* how many of the sorted values v[0..n) are below x */\n"
        "static long below(const unsigned long long *v, long n, unsigned long long x) {\n"
        "    long a = 0, b = n;\n    while (a < b) {\n        long mid = a + (b - a) / 2;\n"
        "        if (v[mid] < x) a = mid + 1;\n        else b = mid;\n    }\n    return a;\n}\n\nint main(void) {\n"),
       ("at_most(los, n, x) - (x > 0 ? at_most(his, n, x - 1) : 0)", "at_most(los, n, x) - below(his, n, x)"))),
    R("ip_shift", "judge:f10_iplookup", "an address assembled by shifts",
      (("        a = a * 256 + (unsigned long long)v;", "        a = a << 8 | (unsigned long long)v;"),)),
    AR("ip_asm_reorder", "judge:f10_iplookup", "asm: the count and the format set in the other order",
       (), asm_patches=(("\tsubq\t%rdx, %rsi\n\tmovq\t%rbx, %rdi\n", "\tmovq\t%rbx, %rdi\n\tsubq\t%rdx, %rsi\n"),)),
    # ------------------------------------------------------------------ f10_textnums
    R("tn_blocks", "judge:f10_textnums", "the text read in blocks of 64 KB with fread",
      (("    int in_number = 0, line_has = 0;\n",
        "    int in_number = 0, line_has = 0;\n    static unsigned char block[65536];\n    size_t have = 0, at = 0;\n"),
       ("        int c = getchar();",
        "        if (at == have) {\n            have = fread(block, 1, sizeof block, stdin);\n            at = 0;\n        }\n"
        "        int c = at < have ? block[at++] : EOF;"))),
    R("tn_value_reset", "judge:f10_textnums", "the number reset when it ends, its digits always gathered",
      (("            value = in_number ? value * 10 + (c - '0') : c - '0';", "            value = value * 10 + (c - '0');"),
       ("            line_has = 1;\n            in_number = 0;", "            line_has = 1;\n            in_number = 0;\n            value = 0;"))),
    AR("tn_asm_reorder", "judge:f10_textnums", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%r12, %rcx\n\tmovq\t%r14, %rdx\n", "\tmovq\t%r14, %rdx\n\tmovq\t%r12, %rcx\n"),)),
    # ------------------------------------------------------------------ f10_train
    R("tr_digit_unsigned", "judge:f10_train", "a digit tested as its byte less '0', below 10 unsigned",
      (("            while (i < n && line[i] >= '0' && line[i] <= '9' && digits <= 10) {",
        "            while (i < n && (unsigned char)(line[i] - '0') < 10 && digits <= 10) {"),)),
    R("tr_bad_by_difference", "judge:f10_train", "the bad lines counted as the lines less the trains",
      (("    long trains = 0, bad = 0;", "    long trains = 0, bad = 0, lines = 0;"),
       ("        long cars = 0;\n", "        long cars = 0;\n        lines++;\n"),
       ("            bad++;\n            puts(\"bad\");", "            puts(\"bad\");"),
       ("    printf(\"trains %ld bad %ld\\n\", trains, bad);", "    bad = lines - trains;\n    printf(\"trains %ld bad %ld\\n\", trains, bad);"))),
    AR("tr_asm_reorder", "judge:f10_train", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%rbp, %rdx\n\tmovq\t%rbx, %rsi\n", "\tmovq\t%rbx, %rsi\n\tmovq\t%rbp, %rdx\n"),)),
)


#: ``--set`` names of this set: all of it, and its two fixed halves
FRESH10_SETS: dict[str, tuple[tuple[Mutant, ...], tuple[Rewrite, ...]]] = halves(
    "fresh10", FRESH10_MUTANTS, FRESH10_REWRITES, DEV_PROGRAMS, HELD_PROGRAMS)
