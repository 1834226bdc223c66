"""A thirteenth fresh set of candidates for ``benchmarks/verification.py`` (issue 32), written as
a measuring stick nobody tuned the verifier to, apart from ``fresh.py`` to ``fresh12.py``.

Twelve judge-style programs of kinds no other set has (``programs/f13_*.c``, each stating its
input constraints in its opening comment): stones in a row on a board, a till driven by commands
with amounts in fixed-point money, Josephus circles over several test cases, the water a row of
columns holds in a counted list answering queries, tabs expanded in free text, twelve-hour times
line by line, rooks that see each other on a board with walls, a register with undo and redo
driven by commands, sudoku grids checked over several test cases, points covered by intervals in
a counted list answering queries, palindromes in free text and common prefixes of lines.  Each
has a few public samples and hidden tests from a small generator in the style of the samples
(random values of the sizes and alphabets the samples show, as judges write them), kept here so
that this set stays apart from the others.

Wrong candidates are of the kinds issue 32 lists (``KINDS``, the same as ``fresh.KINDS``); an
``AsmMutant`` is an *assembly edit*: the reference compiled with ``gcc -O3 -S`` (Debian gcc
12.2) and one thing changed, as an asm-writing model would (a width, a condition code, an added
or dropped instruction, a wrong immediate).  Honest candidates are the benchmark's
recompilations, hand-written C rewrites and correct assembly edits (``AsmRewrite``: two
independent instructions swapped).

The set is split by program into two fixed halves (``DEV_PROGRAMS``, ``HELD_PROGRAMS``), each
with programs of every input style (a grid, commands, several test cases, a counted list with
queries, free text, lines until the end of the input) and an early-exit candidate:
``--set fresh13-dev`` to develop on, ``--set fresh13-held`` to measure once.

Witnesses are built here in Python; the large ones (2^16 records, a sum past 2^32, a row past
8,192 bytes, a line past 4,096) stay under 500 KB of input.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from fresh import KINDS, AsmMutant, AsmRewrite
from mutants import Mutant, Rewrite, halves

__all__ = ["KINDS", "AsmMutant", "AsmRewrite", "DEV_PROGRAMS", "HELD_PROGRAMS", "PUBLIC",
           "GENERATORS", "hidden_inputs", "FRESH13_MUTANTS", "FRESH13_REWRITES", "FRESH13_SETS"]

#: a grid, commands, several test cases, a counted list with queries, free text, lines
DEV_PROGRAMS: tuple[str, ...] = (
    "f13_gomoku", "f13_till", "f13_josephus", "f13_rain", "f13_tabs", "f13_ampm")
#: a grid, commands, several test cases, a counted list with queries, free text, lines
HELD_PROGRAMS: tuple[str, ...] = (
    "f13_rooks", "f13_undo", "f13_sudoku", "f13_cover", "f13_palwords", "f13_lcp")


# ---------------------------------------------------------------------------- helpers
def _sudoku(rng: random.Random) -> list[list[str]]:
    """A solved sudoku grid: the usual pattern with its digits, bands and stacks shuffled."""
    digits = list("123456789")
    rng.shuffle(digits)
    bands, stacks = [0, 1, 2], [0, 1, 2]
    rng.shuffle(bands)
    rng.shuffle(stacks)
    rows = [b * 3 + r for b in bands for r in rng.sample(range(3), 3)]
    columns = [s * 3 + c for s in stacks for c in rng.sample(range(3), 3)]
    return [[digits[(r * 3 + r // 3 + c) % 9] for c in columns] for r in rows]


_SOLVED = ("534678912", "672195348", "198342567", "859761423", "426853791", "713924856",
           "961537284", "287419635", "345286179")


def _grid_text(rows: list[list[str]] | tuple[str, ...]) -> str:
    return "".join("".join(row) + "\n" for row in rows)


# ---------------------------------------------------------------------------- public tests
PUBLIC: dict[str, list[str]] = {
    "f13_gomoku": [
        "3 4 3\nXXX.\n.OX.\nO.XO\n",
        "1 1 1\nX\n",
        "4 4 4\nX..O\n.X.O\n..XO\nO..X\n",
        "2 3 2\nOO.\nXX.\n",
        "3 3 3\n...\n.O.\n...\n",
    ],
    "f13_till": [
        "sale 12.50\nsale 3\nrefund 2.25\ntotal\ncount\nvoid\ntotal\n",
        "void\ntotal\ncount\n",
        "sale 0.99\nsale 100\nrefund 110.00\ntotal\nsale 12,50\nvoid\ntotal\ncount\n",
        "sale 250.00 sale 7.05\nsale 1.2.3\nrefund .50\nvoid void void\ntotal\n",
    ],
    "f13_josephus": [
        "3\n7 3\n1 5\n5 2\n",
        "1\n10 1\n",
        "2\n6 6\n41 3\n",
        "4\n2 2\n3 1\n12 5\n9 9\n",
    ],
    "f13_rain": [
        "6\n3 0 2 0 4 1\n2\n1 6\n2 3\n",
        "1\n5\n1\n1 1\n",
        "5\n0 0 0 0 0\n1\n1 5\n",
        "7\n1000000 0 999999 0 0 1000000 3\n3\n1 7\n2 5\n6 7\n",
    ],
    "f13_tabs": [
        "int main(void) {\n\treturn 0;\n}\n",
        "",
        "a\tb\tc\n\t\tx\n  two spaces after  \n\n",
        "word " * 20 + "\nshort\n",
    ],
    "f13_ampm": [
        "7:05 pm\n12:00 am\n12:30 PM\n",
        "11:59 pm\n1:00 am\nnoon\n00:30 am\n",
        "07:45 AM\n7:5 pm\n12:60 pm\n10:10pm\n9:15 am",
        "\n6:00 p.m.\n",
    ],
    "f13_rooks": [
        "3 3\nR.R\n#R.\nR.R\n",
        "1 1\nR\n",
        "2 5\nR.R#R\n.#R.R\n",
        "4 1\nR\n.\n#\nR\n",
        "3 4\n....\n.R..\n....\n",
    ],
    "f13_undo": [
        "add 5\nmul -3\nprint\nundo\nprint\nredo\nprint\n",
        "undo\nredo\nprint\n",
        "set 7\nset 8\nundo\nundo\nundo\nprint\nredo\nredo\nredo\nprint\n",
        "set 1000000000\nmul 1000000000\nprint\nadd -999999999\nprint\n",
    ],
    "f13_sudoku": [
        "1\n" + _grid_text(_SOLVED),
        "2\n" + _grid_text(("53..7....", "6..195...", ".98....6.", "8...6...3", "4..8.3..1",
                            "7...2...6", ".6....28.", "...419..5", "....8..79"))
        + _grid_text(("53..7..5.", "6..195...", ".98....6.", "8...6...3", "4..8.3..1",
                      "7...2...6", ".6....28.", "...419..5", "....8..79")),
        "2\n" + _grid_text(("5........", ".........", ".........", "5........", ".........",
                            ".........", ".........", ".........", "........."))
        + _grid_text((".........", ".........", ".........", "...1.....", ".....1...",
                      ".........", ".........", ".........", ".........")),
    ],
    "f13_cover": [
        "3\n1 5\n4 8\n2 9\n5\n0\n1\n4\n7\n10\n",
        "1\n-1000000000000000000 1000000000000000000\n2\n0\n-1000000000000000000\n",
        "4\n-10 -2\n-7 3\n0 6\n20 30\n3\n-7\n1\n25\n",
    ],
    "f13_palwords": [
        "Anna and Bob saw level racecars at noon; NOON? wow!\n",
        "",
        "No palindromes in this sentence.\n",
        "Civic duty: refer the radar to the kayak club. Deed, deed, DEED.\n",
    ],
    "f13_lcp": [
        "flower\nflow\nflight\n",
        "",
        "interview\ninternet\ninterval\ninternal",
        "same\nsame\n",
        "abc\nxyz\n",
    ],
}

# ---------------------------------------------------------------------------- hidden tests
_PLAIN = ("the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "return", "while",
          "int", "value", "count", "if", "else", "print", "total", "main", "loop")
_PALINDROMES = ("level", "noon", "civic", "radar", "refer", "deed", "kayak", "racecar", "madam",
                "Anna", "wow", "pop", "Otto", "stats", "tenet")
_WORDS = ("saw", "the", "and", "was", "at", "on", "with", "car", "boat", "river", "night", "book",
          "letter", "report", "sleep", "Bob", "eve", "later", "today")
_PUNCT = ("", "", "", ",", ".", "!", ";", "?")
_STEMS = ("src/", "src/lib/", "src/lib/net/", "tests/", "tests/unit/", "docs/", "build/")
_NAMES = ("main.c", "util.c", "util.h", "net.c", "parse.c", "test_main.c", "index.md", "Makefile")
_BAD_TIMES = ("noon", "7:5 pm", "12:60 am", "0:30 am", "7:05pm", "7:05 p.m.", "", "19:05",
              "midnight", "1:0 am", "123:00 pm")


def _gomoku(rng: random.Random) -> str:
    r, c, k = rng.randint(1, 6), rng.randint(1, 6), rng.randint(1, 4)
    cells = rng.choice(["XO.", "XO...", "XXOO."])
    rows = ["".join(rng.choice(cells) for _ in range(c)) for _ in range(r)]
    return f"{r} {c} {k}\n" + "".join(row + "\n" for row in rows)


def _amount(rng: random.Random) -> tuple[str, int]:
    units = rng.randint(0, 999)
    if rng.random() < 0.3:
        return str(units), units * 100
    cents = rng.randint(0, 99)
    return f"{units}.{cents:02d}", units * 100 + cents


def _till(rng: random.Random) -> str:
    lines: list[str] = []
    stack: list[int] = []  # the items on the receipt: a refund never takes the total below 0
    sold: list[tuple[str, int]] = []
    for _ in range(rng.randint(1, 12)):
        command = rng.choice(["sale", "sale", "sale", "refund", "void", "total", "count", "bad"])
        if command == "sale":
            text, value = _amount(rng)
            sold.append((text, value))
            stack.append(value)
            lines.append(f"sale {text}")
        elif command == "refund":
            choices = [(t, v) for t, v in sold if v <= sum(stack)]
            if not choices:
                continue
            text, value = rng.choice(choices)
            stack.append(-value)
            lines.append(f"refund {text}")
        elif command == "void":
            if stack:
                stack.pop()
            lines.append("void")
        elif command == "bad":
            lines.append(rng.choice(["sale 12,50", "sale abc", "refund 1.234", "sale .5",
                                     "sale -3", "refund x"]))
        else:
            lines.append(command)
    return "".join(line + "\n" for line in lines)


def _josephus(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 5)):
        n = rng.randint(1, 60)
        cases.append(f"{n} {rng.randint(1, n)}")
    return f"{len(cases)}\n" + "".join(case + "\n" for case in cases)


def _rain(rng: random.Random) -> str:
    n = rng.randint(1, 10)
    top = rng.choice([5, 20, 1000, 10 ** 6])
    heights = [rng.randint(0, top) for _ in range(n)]
    queries = []
    for _ in range(rng.randint(1, 5)):
        lo = rng.randint(1, n)
        queries.append(f"{lo} {rng.randint(lo, n)}\n")
    return f"{n}\n" + " ".join(map(str, heights)) + f"\n{len(queries)}\n" + "".join(queries)


def _tabs(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(0, 6)):
        line = "\t" * rng.choice([0, 0, 1, 2])
        words = [rng.choice(_PLAIN) for _ in range(rng.randint(0, 6))]
        for i, word in enumerate(words):
            line += word
            if i + 1 < len(words):
                line += rng.choice([" ", " ", " ", "\t"])
        if rng.random() < 0.25:
            line += " " * rng.randint(1, 3)
        lines.append(line)
    return "".join(line + "\n" for line in lines)


def _ampm(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 7)):
        if rng.random() < 0.25:
            lines.append(rng.choice(_BAD_TIMES))
            continue
        hour = rng.randint(1, 12)
        text = f"{hour:02d}" if hour < 10 and rng.random() < 0.3 else str(hour)
        half = rng.choice(["am", "pm"])
        if rng.random() < 0.3:
            half = half.upper()
        lines.append(f"{text}:{rng.randint(0, 59):02d} {half}")
    text = "".join(line + "\n" for line in lines)
    return text[:-1] if rng.random() < 0.2 else text


def _rooks(rng: random.Random) -> str:
    r, c = rng.randint(1, 6), rng.randint(1, 6)
    cells = rng.choice(["R..", "R.#", "RR.#", "R...#"])
    rows = ["".join(rng.choice(cells) for _ in range(c)) for _ in range(r)]
    return f"{r} {c}\n" + "".join(row + "\n" for row in rows)


def _undo(rng: random.Random) -> str:
    lines = [f"set {rng.randint(1, 10 ** 9)}"]
    for _ in range(rng.randint(1, 12)):
        command = rng.choice(["set", "add", "add", "mul", "undo", "undo", "redo", "print", "print"])
        if command in ("set", "add", "mul"):
            x = rng.randint(-10 ** 9, 10 ** 9)
            lines.append(f"{command} {x if x else 1}")
        else:
            lines.append(command)
    return "".join(line + "\n" for line in lines)


def _sudokus(rng: random.Random) -> str:
    grids = []
    for _ in range(rng.randint(1, 4)):
        grid = _sudoku(rng)
        blanks = rng.choice([0, 10, 30, 50])
        for _ in range(blanks):
            grid[rng.randrange(9)][rng.randrange(9)] = "."
        if rng.random() < 0.4:  # a digit written twice
            y, x = rng.randrange(9), rng.randrange(9)
            grid[y][x] = rng.choice("123456789")
        grids.append(_grid_text(grid))
    return f"{len(grids)}\n" + "".join(grids)


def _cover(rng: random.Random) -> str:
    n = rng.randint(1, 8)
    intervals = []
    for _ in range(n):
        lo = rng.randint(-10 ** 9, 10 ** 9)
        intervals.append((lo, lo + rng.randint(1, 10 ** 9)))
    queries = [rng.choice([rng.randint(-2 * 10 ** 9, 2 * 10 ** 9), rng.choice(intervals)[0]])
               for _ in range(rng.randint(1, 5))]
    return (f"{n}\n" + "".join(f"{lo} {hi}\n" for lo, hi in intervals) + f"{len(queries)}\n"
            + "".join(f"{x}\n" for x in queries))


def _palwords(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(0, 4)):
        words = []
        for _ in range(rng.randint(1, 8)):
            word = rng.choice(_PALINDROMES if rng.random() < 0.35 else _WORDS)
            if rng.random() < 0.15:
                word = word.upper() if rng.random() < 0.5 else word.capitalize()
            words.append(word + rng.choice(_PUNCT))
        lines.append(" ".join(words))
    return "".join(line + "\n" for line in lines)


def _lcp(rng: random.Random) -> str:
    lines = [rng.choice(_STEMS) + rng.choice(_NAMES) for _ in range(rng.randint(1, 6))]
    text = "".join(line + "\n" for line in lines)
    return text[:-1] if rng.random() < 0.2 else text


GENERATORS: dict[str, Callable[[random.Random], str]] = {
    "f13_gomoku": _gomoku, "f13_till": _till, "f13_josephus": _josephus, "f13_rain": _rain,
    "f13_tabs": _tabs, "f13_ampm": _ampm, "f13_rooks": _rooks, "f13_undo": _undo,
    "f13_sudoku": _sudokus, "f13_cover": _cover, "f13_palwords": _palwords, "f13_lcp": _lcp,
}


def hidden_inputs(name: str, count: int = 6, seed: int = 0) -> list[str]:
    """``count`` hidden inputs for program ``name``, deterministic for a seed."""
    rng = random.Random(f"fresh13:{name}:{seed}")
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

_LONG_READER = _NUMBER_READER.replace("long long *out", "long *out").replace(
    "    long long v = 0;", "    long v = 0;").replace("read_number", "read_long")

#: heights are never negative: the digits alone (any blank skipped)
_DIGITS_READER = """/* a height read by hand: blanks skipped, then its digits (heights are never negative) */
static int read_height(long long *out) {
    int c;
    do c = getchar(); while (c == ' ' || c == '\\t' || c == '\\n' || c == '\\r');
    if (c < '0' || c > '9') return 0;
    long long v = 0;
    while (c >= '0' && c <= '9') {
        v = v * 10 + (c - '0');
        c = getchar();
    }
    ungetc(c, stdin);
    *out = v;
    return 1;
}

int main(void) {
"""

#: spaces, tabs and newlines skipped, a carriage return not
_SIGNED_READER = _NUMBER_READER.replace(" || c == '\\r');", ");").replace(
    "blanks skipped", "spaces, tabs and newlines skipped")


def _row_reader(*skip: str) -> str:
    """C: a row of ``c`` characters read by hand after any of the bytes ``skip`` (C literals)."""
    test = " || ".join(f"ch == {s}" for s in skip)
    return f"""/* a row read by hand: the blanks before it skipped, then its characters */
static int read_row(char *row, long c) {{
    int ch;
    do ch = getchar(); while ({test});
    for (long x = 0; x < c; x++) {{
        if (ch == EOF) return 0;
        row[x] = (char)ch;
        ch = getchar();
    }}
    ungetc(ch, stdin);
    row[c] = 0;
    return 1;
}}

int main(void) {{
"""


def _long_line(length: int) -> str:
    """One line of ``length`` bytes of prose (letters and spaces, no tabs)."""
    words = "this line is only a remark about the code and what it does and nothing more "
    return (words * (length // len(words) + 1))[:length] + "\n"


_VALID_GRID = _grid_text(_SOLVED)

#: a sale of 1 counted 65,536 times (the count past 16 bits)
_SALES_65536 = "sale 1\n" * 65536


FRESH13_MUTANTS: tuple[Mutant, ...] = (
    # ------------------------------------------------------------------ f13_gomoku
    A("gm_lines_16", "judge:f13_gomoku", "width",
      "asm: a line closed inside a walk counted in 16 bits (addq -> addw)",
      (), "1 140000 1\n" + "XO" * 70000 + "\n",
      asm_patches=(("\taddq\t$1, (%r14,%rdx,8)\n", "\taddw\t$1, (%r14,%rdx,8)\n"),)),
    M("gm_run_short", "judge:f13_gomoku", "scale",
      "a run's length kept in an unsigned short (the boards of the tests are small)",
      (("    long length = 0;\n    while (y >= 0", "    unsigned short length = 0;  /* small boards */\n    while (y >= 0"),),
      "1 70000 1\n" + "X" * 70000 + "\n"),
    M("gm_row_8192", "judge:f13_gomoku", "capacity",
      "a row read into a static buffer of 8,192 bytes (the boards are narrow)",
      (("    char *row = malloc((size_t)c + 2);\n    if (!board || !row) return 1;",
        "    static char row[8192];  /* narrow boards */\n    if (!board) return 1;"),
       ("    snprintf(format, sizeof format, \"%%%lds\", c + 1);", "    snprintf(format, sizeof format, \"%%%ds\", 8191);"),
       ("    free(row);\n", "")),
      "1 9000 5\n" + "X" * 9000 + "\n"),
    M("gm_run_1000", "judge:f13_gomoku", "early_exit",
      "a run counted up to 1,000 stones (no line of the tests is that long)",
      (("        if (now == who) {\n            length++;", "        if (now == who) {\n            if (length < 1000) length++;  /* short runs */"),),
      "1 1500 1200\n" + "X" * 1500 + "\n"),
    M("gm_plus_sign", "judge:f13_gomoku", "sign_form",
      "the sizes read by hand: an optional minus and digits",
      (("int main(void) {\n", _LONG_READER),
       ("    if (scanf(\"%ld %ld %ld\", &r, &c, &k) != 3 || r < 1", "    if (!read_long(&r) || !read_long(&c) || !read_long(&k) || r < 1")),
      "+1 3 2\nXX.\n"),
    # ------------------------------------------------------------------ f13_till
    A("tl_count_16", "judge:f13_till", "width",
      "asm: the count printed from its low 16 bits (movq -> movzwl)",
      (), _SALES_65536 + "count\n",
      asm_patches=(("\tmovq\t%r13, %rsi\n\tleaq\t.LC9(%rip), %rdi\n", "\tmovzwl\t%r13w, %esi\n\tleaq\t.LC9(%rip), %rdi\n"),)),
    M("tl_cents_sign", "judge:f13_till", "sign_form",
      "an amount printed as its units and the cents without their sign (-0.05 loses its minus)",
      (("    if (v < 0) {\n        putchar('-');\n        v = -v;\n    }\n    printf(\"%lld.%02lld\", v / 100, v % 100);",
        "    printf(\"%lld.%02lld\", v / 100, v < 0 ? -(v % 100) : v % 100);  /* the units carry the sign */"),),
      "refund 0.05\ntotal\n"),
    M("tl_one_place", "judge:f13_till", "typed_field",
      "the digits after the point taken as cents as they stand (12.5 read as 12.05)",
      (("        fraction = (*s++ - '0') * 10;\n        if (*s >= '0' && *s <= '9') fraction += *s++ - '0';",
        "        fraction = *s++ - '0';\n        if (*s >= '0' && *s <= '9') fraction = fraction * 10 + (*s++ - '0');"),),
      "sale 12.5\ntotal\n"),
    M("tl_total_int", "judge:f13_till", "scale",
      "the total kept in an int of cents (the tills of the tests take little)",
      (("    long long total = 0;\n    while (scanf", "    int total = 0;  /* small takings */\n    while (scanf"),),
      "sale 15000000\nsale 15000000\ntotal\n"),
    M("tl_nine_digits", "judge:f13_till", "boundary",
      "an amount of ten digits before the point refused (at most 999,999,999.99)",
      (("        if (++digits > 10) return -1;", "        if (++digits > 9) return -1;  /* at most 999,999,999.99 */"),),
      "sale 1234567890\ntotal\n"),
    # ------------------------------------------------------------------ f13_josephus
    A("js_count_32", "judge:f13_josephus", "width",
      "asm: the count added to the place in 32 bits (leaq -> leal)",
      (), "1\n5 4294967298\n",
      asm_patches=(("\tleaq\t(%rsi,%rdx), %rax\n", "\tleal\t(%rsi,%rdx), %eax\n"),)),
    A("js_cases_1000", "judge:f13_josephus", "early_exit",
      "asm: at most 1,000 cases accepted (cmpq $9999 -> $999)",
      (), "1001\n" + "1 1\n" * 1001,
      asm_patches=(("\tcmpq\t$9999, %rax\n", "\tcmpq\t$999, %rax\n"),)),
    M("js_count_wrapped", "judge:f13_josephus", "relation",
      "a count longer than the circle taken once round it first",
      (("        long long left = 0;", "        if (k > n) k = (k - 1) % n + 1;  /* a count past the circle goes round it */\n        long long left = 0;"),),
      "1\n3 4\n"),
    M("js_circle_short", "judge:f13_josephus", "scale",
      "the size of a circle read into an unsigned short (the circles of the tests are small)",
      (("        long long n, k;", "        unsigned short n;  /* small circles */\n        long long k;"),
       ("        if (scanf(\"%lld %lld\", &n, &k) != 2 || n < 1", "        if (scanf(\"%hu %lld\", &n, &k) != 2 || n < 1")),
      "1\n70000 2\n"),
    M("js_plus_sign", "judge:f13_josephus", "sign_form",
      "a case read by hand: an optional minus and digits",
      (("int main(void) {\n", _NUMBER_READER),
       ("        if (scanf(\"%lld %lld\", &n, &k) != 2 || n < 1", "        if (!read_number(&n) || !read_number(&k) || n < 1")),
      "1\n+5 2\n"),
    # ------------------------------------------------------------------ f13_rain
    A("rn_water_32", "judge:f13_rain", "width",
      "asm: the running sum of the water added in 32 bits (addq -> addl)",
      (), "7\n1000000000 0 0 0 0 0 1000000000\n1\n2 6\n",
      asm_patches=(("\taddq\t(%r9,%rcx,8), %rdx\n", "\taddl\t(%r9,%rcx,8), %edx\n"),)),
    A("rn_height_top", "judge:f13_rain", "boundary",
      "asm: a height of exactly 10^9 refused (cmpq $1000000000 -> $999999999)",
      (), "2\n1000000000 5\n1\n1 2\n",
      asm_patches=(("\tcmpq\t$1000000000, (%rbx)\n", "\tcmpq\t$999999999, (%rbx)\n"),)),
    M("rn_queries_short", "judge:f13_rain", "scale",
      "the number of queries read into an unsigned short (the tests ask few)",
      (("    long long q;\n    if (scanf(\"%lld\", &q) != 1", "    unsigned short q;  /* few queries */\n    if (scanf(\"%hu\", &q) != 1"),),
      "1\n5\n65537\n" + "1 1\n" * 65537),
    M("rn_digits_only", "judge:f13_rain", "sign_form",
      "a height read by hand as digits alone (heights are never negative)",
      (("int main(void) {\n", _DIGITS_READER),
       ("        if (scanf(\"%lld\", &h[i]) != 1 || h[i] < 0", "        if (!read_height(&h[i]) || h[i] < 0")),
      "3\n2 -0 2\n1\n1 3\n"),
    M("rn_blank_cr", "judge:f13_rain", "tokens",
      "a height read by hand after spaces, tabs and newlines (a carriage return not skipped)",
      (("int main(void) {\n", _SIGNED_READER),
       ("        if (scanf(\"%lld\", &h[i]) != 1 || h[i] < 0", "        if (!read_number(&h[i]) || h[i] < 0")),
      "3\r\n2 0 2\r\n1\r\n1 3\r\n"),
    # ------------------------------------------------------------------ f13_tabs
    A("tb_over_80", "judge:f13_tabs", "boundary",
      "asm: a line of exactly 80 columns counted as over 80 (setg -> setge)",
      (), "x" * 80 + "\n",
      asm_patches=(("\tcmpq\t$80, %r15\n\tsetg\t%dl\n", "\tcmpq\t$80, %r15\n\tsetge\t%dl\n"),)),
    A("tb_last_line", "judge:f13_tabs", "tokens",
      "asm: a last line without its newline left out (je -> jmp)",
      (), "first\nlast line without a newline",
      asm_patches=((".L33:\n\ttestq\t%rbx, %rbx\n\tje\t.L5\n", ".L33:\n\ttestq\t%rbx, %rbx\n\tjmp\t.L5\n"),)),
    M("tb_column_short", "judge:f13_tabs", "scale",
      "the column kept in an unsigned short (lines are short)",
      (("    long column = 0, length = 0;", "    long length = 0;\n    unsigned short column = 0;  /* short lines */"),),
      "x" * 70000 + "\n"),
    M("tb_line_4096", "judge:f13_tabs", "capacity",
      "the lines read with fgets into 4,096 bytes (a line of text is short)",
      (("    long column = 0, length = 0;\n    int last = 0;  /* the line's last byte that is not a carriage return */\n    int c;\n"
        "    do {\n        c = getchar();\n        if (c != EOF && c != '\\n') {\n            length++;\n            if (c == '\\r') continue;\n"
        "            last = c;\n            if (c == '\\t') {\n                tabs++;\n                column = column / 8 * 8 + 8;\n"
        "            } else {\n                column++;\n            }\n            continue;\n        }\n        if (c == EOF && length == 0) break;\n",
        "    static char buffer[4096];  /* lines of text are short */\n    while (fgets(buffer, sizeof buffer, stdin)) {\n"
        "        long column = 0;\n        int last = 0;\n        for (const char *p = buffer; *p && *p != '\\n'; p++) {\n"
        "            if (*p == '\\r') continue;\n            last = *p;\n            if (*p == '\\t') {\n                tabs++;\n"
        "                column = column / 8 * 8 + 8;\n            } else {\n                column++;\n            }\n        }\n"),
       ("        column = 0;\n        length = 0;\n        last = 0;\n    } while (c != EOF);\n", "    }\n")),
      _long_line(5000)),
    M("tb_widest_1000", "judge:f13_tabs", "early_exit",
      "the widest line looked for among the first 1,000 lines (the texts of the tests are short)",
      (("        if (column > widest) {", "        if (lines <= 1000 && column > widest) {  /* short texts */"),),
      "a\n" * 1000 + "the widest line comes last\n"),
    M("tb_return_column", "judge:f13_tabs", "tokens",
      "a carriage return given a column like any other byte",
      (("            if (c == '\\r') continue;\n", ""),),
      "ab\r\ncd\n"),
    # ------------------------------------------------------------------ f13_ampm
    A("ap_hour_13", "judge:f13_ampm", "boundary",
      "asm: an hour of 13 taken as a time (cmpq $11 -> $12)",
      (), "13:05 am\n",
      asm_patches=(("\tleaq\t-1(%rcx), %rdi\n\tcmpq\t$11, %rdi\n", "\tleaq\t-1(%rcx), %rdi\n\tcmpq\t$12, %rdi\n"),)),
    A("ap_keep_return", "judge:f13_ampm", "tokens",
      "asm: a carriage return at the end of a line kept in it (its check dropped)",
      (), "7:05 pm\r\n",
      asm_patches=((".L3:\n\tcmpb\t$13, %cl\n\tje\t.L27\n", ".L3:\n"),)),
    M("ap_lines_short", "judge:f13_ampm", "scale",
      "the lines counted in an unsigned short (the tests have few lines)",
      (("    long lines = 0, valid = 0, earliest = -1, latest = -1;",
        "    long valid = 0, earliest = -1, latest = -1;\n    unsigned short lines = 0;  /* few lines */"),
       ("    printf(\"valid %ld of %ld\\n\", valid, lines);", "    printf(\"valid %ld of %ld\\n\", valid, (long)lines);")),
      "\n" * 65537),
    M("ap_mixed_case", "judge:f13_ampm", "typed_field",
      "am and pm taken in lower or upper case, not mixed (Pm refused)",
      (("    int half = s[i + 4] | 0x20, m = s[i + 5] | 0x20;\n    if ((half != 'a' && half != 'p') || m != 'm') return -1;",
        "    char half = s[i + 4], m = s[i + 5];  /* am, pm, AM or PM */\n    if (m == 'M' && (half == 'A' || half == 'P')) half = (char)(half | 0x20);\n"
        "    else if (m != 'm' || (half != 'a' && half != 'p')) return -1;"),),
      "7:05 Pm\n"),
    M("ap_line_64", "judge:f13_ampm", "capacity",
      "the lines read with fgets into 64 bytes (a time is at most 9 bytes)",
      (("    char *line = NULL;\n    size_t size = 0;\n    ssize_t got;\n", "    static char line[64];  /* a time is short */\n"),
       ("    while ((got = getline(&line, &size, stdin)) > 0) {\n        long n = (long)got;",
        "    while (fgets(line, sizeof line, stdin)) {\n        long n = (long)strlen(line);"),
       ("    free(line);\n", ""),
       ("#include <stdlib.h>\n", "#include <stdlib.h>\n#include <string.h>\n")),
      _long_line(100)),
    # ------------------------------------------------------------------ f13_rooks
    A("rk_pairs_32", "judge:f13_rooks", "width",
      "asm: a row's pairs multiplied out in 32 bits (imulq -> imull)",
      (), "1 70000\n" + "R" * 70000 + "\n",
      asm_patches=(("\tleaq\t-1(%rdi), %r10\n\timulq\t%rdi, %r10\n", "\tleal\t-1(%rdi), %r10d\n\timull\t%edi, %r10d\n"),)),
    A("rk_rooks_16", "judge:f13_rooks", "scale",
      "asm: the rooks counted in 16 bits (addq -> addw)",
      (), "1 140000\n" + "R#" * 70000 + "\n",
      asm_patches=(("\taddq\t$1, %r13\n\tjmp\t.L46\n", "\taddw\t$1, %r13w\n\tjmp\t.L46\n"),)),
    M("rk_row_8192", "judge:f13_rooks", "capacity",
      "a row read into a static buffer of 8,192 bytes (the boards are narrow)",
      (("    char *row = malloc((size_t)c + 2);\n    if (!board || !sees || !row) return 1;",
        "    static char row[8192];  /* narrow boards */\n    if (!board || !sees) return 1;"),
       ("    snprintf(format, sizeof format, \"%%%lds\", c + 1);", "    snprintf(format, sizeof format, \"%%%ds\", 8191);"),
       ("    free(row);\n", "")),
      "1 9000\nR" + "." * 8998 + "R\n"),
    M("rk_row_cr", "judge:f13_rooks", "tokens",
      "a row read by hand after spaces, tabs and newlines (a carriage return not skipped)",
      (("int main(void) {\n", _row_reader("' '", "'\\t'", "'\\n'")),
       ("        if (scanf(format, row) != 1 || (long)strlen(row) != c) return 1;", "        if (!read_row(row, c)) return 1;")),
      "2 2\r\nR.\r\nR.\r\n"),
    M("rk_column_1000", "judge:f13_rooks", "early_exit",
      "a column walked down its first 1,000 cells (the boards of the tests are short)",
      (("    for (long x = 0; x < c; x++) stretches(x, c, r);", "    for (long x = 0; x < c; x++) stretches(x, c, r < 1000 ? r : 1000);  /* short boards */"),),
      "1500 1\nR\n" + ".\n" * 1498 + "R\n"),
    # ------------------------------------------------------------------ f13_undo
    A("ud_zero_mod", "judge:f13_undo", "boundary",
      "asm: a value of 0 taken up by the modulus as a negative one would be (cmovs -> cmovle)",
      (), "add 5\nadd -5\nprint\n",
      asm_patches=(("\tcmovs\t%rax, %rdx\n", "\tcmovle\t%rax, %rdx\n"),)),
    A("ud_changes_16", "judge:f13_undo", "scale",
      "asm: the changes counted in 16 bits (addq -> addw)",
      (), "add 1\n" * 65536,
      asm_patches=(("\taddq\t$1, 24(%rsp)\n", "\taddw\t$1, 24(%rsp)\n"),)),
    M("ud_ring_1024", "judge:f13_undo", "capacity",
      "the history kept in a ring of 1,024 values (undo seldom goes far back)",
      (("static long long value[MAXN + 1];", "static long long value[1024];  /* a ring: undo seldom goes far back */"),
       ("            long long v = value[now];", "            long long v = value[now & 1023];"),
       ("            value[++now] = v;", "            value[++now & 1023] = v;"),
       ("            printf(\"%lld\\n\", value[now]);", "            printf(\"%lld\\n\", value[now & 1023]);")),
      "add 1\n" * 1500 + "undo\n" * 1200 + "print\n"),
    M("ud_redo_kept", "judge:f13_undo", "relation",
      "the end of the history moved only forward (a new change after an undo keeps what redo finds)",
      (("            last = now;\n", "            if (now > last) last = now;  /* the history grows */\n"),),
      "add 1\nadd 2\nundo\nundo\nadd 5\nredo\nprint\n"),
    M("ud_plus_sign", "judge:f13_undo", "sign_form",
      "an operand read by hand: an optional minus and digits",
      (("int main(void) {\n", _NUMBER_READER),
       ("            if (scanf(\"%lld\", &x) != 1 || x < -1000000000", "            if (!read_number(&x) || x < -1000000000")),
      "add +5\nprint\n"),
    # ------------------------------------------------------------------ f13_sudoku
    A("sd_valid_8", "judge:f13_sudoku", "scale",
      "asm: the valid grids counted in 8 bits (addq -> addb)",
      (), "256\n" + _VALID_GRID * 256,
      asm_patches=(("\taddq\t$1, 24(%rsp)\n", "\taddb\t$1, 24(%rsp)\n"),)),
    A("sd_cases_1000", "judge:f13_sudoku", "early_exit",
      "asm: at most 1,000 grids accepted (cmpq $9999 -> $999)",
      (), "1001\n" + _VALID_GRID * 1001,
      asm_patches=(("\tcmpq\t$9999, %rax\n", "\tcmpq\t$999, %rax\n"),)),
    M("sd_box_order", "judge:f13_sudoku", "relation",
      "the boxes walked column by column (box b read at band b % 3 and stack b / 3)",
      (("                char ch = grid[b / 3 * 3 + i / 3][b % 3 * 3 + i % 3];",
        "                char ch = grid[b % 3 * 3 + i / 3][b / 3 * 3 + i % 3];  /* the b-th box */"),),
      "1\n" + _grid_text(("...1.....", "....1....", ".........", ".........", ".........",
                          ".........", ".........", ".........", "........."))),
    M("sd_row_cr", "judge:f13_sudoku", "tokens",
      "a row read by hand after spaces and newlines (a carriage return or a tab not skipped)",
      (("int main(void) {\n", _row_reader("' '", "'\\n'")),
       ("            if (scanf(\"%15s\", grid[y]) != 1 || strlen(grid[y]) != 9) return 1;",
        "            if (!read_row(grid[y], 9)) return 1;")),
      "1\r\n" + _VALID_GRID.replace("\n", "\r\n")),
    M("sd_plus_sign", "judge:f13_sudoku", "sign_form",
      "the number of grids read by hand: an optional minus and digits",
      (("int main(void) {\n", _LONG_READER),
       ("    if (scanf(\"%ld\", &t) != 1 || t < 1", "    if (!read_long(&t) || t < 1")),
      "+1\n" + _VALID_GRID),
    # ------------------------------------------------------------------ f13_cover
    A("cv_sort_32", "judge:f13_cover", "width",
      "asm: the ends sorted by their low 32 bits (movq/cmpq -> movl/cmpl)",
      (), "3\n4294967296 4294967300\n1 2\n3 5\n3\n1\n4\n4294967297\n",
      asm_patches=(("\tmovq\t(%rsi), %rax\n\tcmpq\t%rax, (%rdi)\n", "\tmovl\t(%rsi), %eax\n\tcmpl\t%eax, (%rdi)\n"),)),
    A("cv_end_open", "judge:f13_cover", "boundary",
      "asm: an interval taken as ended at its last integer (jle -> jl)",
      (), "1\n1 5\n1\n5\n",
      asm_patches=(("\tcmpq\t(%r8,%rdx,8), %rdi\n\tjle\t.L11\n", "\tcmpq\t(%r8,%rdx,8), %rdi\n\tjl\t.L11\n"),)),
    M("cv_width_double", "judge:f13_cover", "mixed_extremes",
      "an interval's length computed in doubles",
      (("        if (end[i] - start[i] + 1 > longest) longest = end[i] - start[i] + 1;",
        "        long long width = (long long)((double)end[i] - (double)start[i]) + 1;  /* in doubles */\n"
        "        if (width > longest) longest = width;"),),
      "1\n-999999999999999999 1000000000000000000\n1\n0\n"),
    M("cv_plus_sign", "judge:f13_cover", "sign_form",
      "a queried integer read by hand: an optional minus and digits",
      (("int main(void) {\n", _NUMBER_READER),
       ("        if (scanf(\"%lld\", &x) != 1 || x < -LIMIT", "        if (!read_number(&x) || x < -LIMIT")),
      "1\n1 5\n1\n+3\n"),
    M("cv_list_65536", "judge:f13_cover", "capacity",
      "room for 65,536 intervals (the lists of the tests are short)",
      (("#define MAXN 200000", "#define MAXN 65536  /* short lists */"),),
      "65537\n" + "1 1\n" * 65537 + "1\n1\n"),
    M("cv_deepest_1000", "judge:f13_cover", "early_exit",
      "the deepest integer looked for among the first 1,000 starts (the tests have few intervals)",
      (("    for (long i = 0; i < n; i++) {\n        long d = held(start[i]);",
        "    for (long i = 0; i < n && i < 1000; i++) {  /* few intervals */\n        long d = held(start[i]);"),),
      "1002\n" + "".join(f"{3 * i} {3 * i}\n" for i in range(1000)) + "5000 5000\n5000 5001\n1\n0\n"),
    # ------------------------------------------------------------------ f13_palwords
    A("pw_one_letter", "judge:f13_palwords", "boundary",
      "asm: a word of one letter taken as a palindrome (setg -> setge)",
      (), "I saw a cat\n",
      asm_patches=(("\tcmpq\t$1, %r10\n\tsetg\t%cl\n", "\tcmpq\t$1, %r10\n\tsetge\t%cl\n"),)),
    A("pw_words_16", "judge:f13_palwords", "scale",
      "asm: the words counted in 16 bits (addq -> addw)",
      (), "ab " * 65536 + "\n",
      asm_patches=(("\taddq\t$1, %r13\n\tcmpq\t%rdi, %r9\n", "\taddw\t$1, %r13w\n\tcmpq\t%rdi, %r9\n"),)),
    M("pw_length_short", "judge:f13_palwords", "scale",
      "a word's length kept in an unsigned short (words are short)",
      (("        long length = j - i;", "        unsigned short length = (unsigned short)(j - i);  /* short words */"),),
      "a" * 70000 + "\n"),
    M("pw_word_4096", "judge:f13_palwords", "capacity",
      "a word cut after 4,096 letters (words are short)",
      (("        while (j < n && letter(text[j])) j++;", "        while (j < n && letter(text[j]) && j - i < 4096) j++;  /* short words */"),),
      "a" * 4096 + "b\n"),
    M("pw_first_eight", "judge:f13_palwords", "relation",
      "palindromes told apart by their length and first eight letters",
      (("    return memcmp(pool + at[i], pool + at[j], (size_t)size[i]);",
        "    return memcmp(pool + at[i], pool + at[j], (size_t)(size[i] < 8 ? size[i] : 8));  /* the start tells them apart */"),),
      "abcdefghXhgfedcba abcdefghYhgfedcba\n"),
    M("pw_apostrophe", "judge:f13_palwords", "tokens",
      "an apostrophe between letters kept in the word (don't is one word)",
      (("        while (j < n && letter(text[j])) j++;",
        "        while (j < n && (letter(text[j]) || (text[j] == '\\'' && j + 1 < n && letter(text[j + 1])))) j++;  /* don't */"),),
      "Hannah's kayak\n"),
    # ------------------------------------------------------------------ f13_lcp
    A("lc_keep_return", "judge:f13_lcp", "tokens",
      "asm: a carriage return at the end of a line kept in it (its check dropped)",
      (), "ab\r\nab\r\n",
      asm_patches=(("\tcmpb\t$13, %al\n\tjne\t.L7\n", "\tjmp\t.L7\n"),)),
    M("lc_line_4096", "judge:f13_lcp", "capacity",
      "the lines read with fgets into 4,096 bytes (lines are short)",
      (("    char *line = NULL, *prev = NULL, *common = NULL;\n    size_t size = 0;\n    ssize_t got;\n",
        "    static char line[4096];  /* short lines */\n    char *prev = NULL, *common = NULL;\n"),
       ("    while ((got = getline(&line, &size, stdin)) > 0) {\n        long n = (long)got;",
        "    while (fgets(line, sizeof line, stdin)) {\n        long n = (long)strlen(line);"),
       ("    free(line);\n", "")),
      "a" * 5000 + "\n" + "a" * 5000 + "\n"),
    M("lc_lines_short", "judge:f13_lcp", "scale",
      "the lines counted in an unsigned short (the tests have few lines)",
      (("    long lines = 0, prev_length = 0, common_length = 0;",
        "    long prev_length = 0, common_length = 0;\n    unsigned short lines = 0;  /* few lines */"),),
      "a\n" * 65535 + "b\n" + "b\n"),
    M("lc_same_1000", "judge:f13_lcp", "early_exit",
      "two neighbours compared over their first 1,000 bytes (lines are short)",
      (("            while (same < n && same < prev_length && line[same] == prev[same]) same++;",
        "            while (same < n && same < prev_length && same < 1000 && line[same] == prev[same]) same++;  /* short lines */"),),
      "a" * 1500 + "\n" + "a" * 1500 + "\n"),
    M("lc_skip_empty", "judge:f13_lcp", "tokens",
      "empty lines passed over (they carry no prefix)",
      (("        lines++;\n        if (lines == 1) {", "        if (n == 0) continue;  /* an empty line carries no prefix */\n        lines++;\n        if (lines == 1) {"),),
      "abc\n\nabd\n"),
)

FRESH13_REWRITES: tuple[Rewrite, ...] = (
    # ------------------------------------------------------------------ f13_gomoku
    R("gm_switch", "judge:f13_gomoku", "the player of a cell found with a switch",
      (("        int now = ch == 'X' ? 0 : ch == 'O' ? 1 : -1;",
        "        int now;\n        switch (ch) {\n        case 'X': now = 0; break;\n        case 'O': now = 1; break;\n        default: now = -1;\n        }"),)),
    R("gm_columns_first", "judge:f13_gomoku", "the columns walked before the rows",
      (("    for (long y = 0; y < r; y++) walk(y, 0, 0, 1);\n    for (long x = 0; x < c; x++) walk(0, x, 1, 0);\n",
        "    for (long x = 0; x < c; x++) walk(0, x, 1, 0);\n    for (long y = 0; y < r; y++) walk(y, 0, 0, 1);\n"),)),
    AR("gm_asm_reorder", "judge:f13_gomoku", "asm: two of walk's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%rbx, %rdi\n\tmovl\t$1, %ecx\n\txorl\t%edx, %edx\n\txorl\t%esi, %esi\n\tcall\twalk\n",
                         "\tmovl\t$1, %ecx\n\tmovq\t%rbx, %rdi\n\txorl\t%edx, %edx\n\txorl\t%esi, %esi\n\tcall\twalk\n"),)),
    # ------------------------------------------------------------------ f13_till
    R("tl_money_magnitude", "judge:f13_till", "an amount printed from its magnitude and a sign string",
      (("    if (v < 0) {\n        putchar('-');\n        v = -v;\n    }\n    printf(\"%lld.%02lld\", v / 100, v % 100);",
        "    long long magnitude = v < 0 ? -v : v;\n    printf(\"%s%lld.%02lld\", v < 0 ? \"-\" : \"\", magnitude / 100, magnitude % 100);"),)),
    R("tl_fraction_loop", "judge:f13_till", "the digits after the point read in a loop, one of them scaled by ten",
      (("        fraction = (*s++ - '0') * 10;\n        if (*s >= '0' && *s <= '9') fraction += *s++ - '0';",
        "        int places = 0;\n        while (places < 2 && *s >= '0' && *s <= '9') {\n            fraction = fraction * 10 + (*s++ - '0');\n"
        "            places++;\n        }\n        if (places == 1) fraction *= 10;"),)),
    AR("tl_asm_reorder", "judge:f13_till", "asm: the amount and the format loaded in the other order",
       (), asm_patches=(("\tmovq\t%rbx, %rdx\n\tleaq\t.LC0(%rip), %rdi\n", "\tleaq\t.LC0(%rip), %rdi\n\tmovq\t%rbx, %rdx\n"),)),
    # ------------------------------------------------------------------ f13_josephus
    R("js_count_reduced", "judge:f13_josephus", "the count reduced modulo the circle at each step",
      (("        for (long long i = 2; i <= n; i++) left = (left + k) % i;",
        "        for (long long i = 2; i <= n; i++) left = (left + k % i) % i;"),)),
    R("js_first_branch", "judge:f13_josephus", "the first to leave found by a remainder and a branch",
      (("        printf(\"first %lld last %lld\\n\", (k - 1) % n + 1, left + 1);",
        "        long long first = k % n == 0 ? n : k % n;\n        printf(\"first %lld last %lld\\n\", first, left + 1);"),)),
    AR("js_asm_reorder", "judge:f13_josephus", "asm: two independent loads before the division in the other order",
       (), asm_patches=(("\tmovq\t%r9, %rax\n\tleaq\t1(%rdx), %rcx\n", "\tleaq\t1(%rdx), %rcx\n\tmovq\t%r9, %rax\n"),)),
    # ------------------------------------------------------------------ f13_rain
    R("rn_level_swapped", "judge:f13_rain", "the lower side found with the comparison turned round",
      (("        if (h[i] > left) left = h[i];\n        long long level = left < right[i] ? left : right[i];",
        "        left = h[i] > left ? h[i] : left;\n        long long level = right[i] < left ? right[i] : left;"),)),
    R("rn_query_local", "judge:f13_rain", "a query's water taken from the prefix, the one before subtracted when there is one",
      (("        printf(\"%lld\\n\", water[r] - water[l - 1]);",
        "        long long held = water[r];\n        if (l > 1) held -= water[l - 1];\n        printf(\"%lld\\n\", held);"),)),
    AR("rn_asm_reorder", "judge:f13_rain", "asm: a height and a right maximum loaded in the other order",
       (), asm_patches=(("\tmovq\t(%r10,%rcx,8), %rdi\n\tmovq\t(%r8,%rcx,8), %rdx\n", "\tmovq\t(%r8,%rcx,8), %rdx\n\tmovq\t(%r10,%rcx,8), %rdi\n"),)),
    # ------------------------------------------------------------------ f13_tabs
    R("tb_stop_remainder", "judge:f13_tabs", "a tab stop reached by adding what is left to it",
      (("                column = column / 8 * 8 + 8;", "                column += 8 - column % 8;"),)),
    R("tb_trailing_sum", "judge:f13_tabs", "the trailing blanks counted by adding the comparison",
      (("        if (last == ' ' || last == '\\t') trailing++;", "        trailing += last == ' ' || last == '\\t';"),)),
    AR("tb_asm_reorder", "judge:f13_tabs", "asm: the tab count and the column copy in the other order",
       (), asm_patches=(("\tmovq\t%r15, %rdx\n\taddq\t$1, 24(%rsp)\n", "\taddq\t$1, 24(%rsp)\n\tmovq\t%r15, %rdx\n"),)),
    # ------------------------------------------------------------------ f13_ampm
    R("ap_hour_branches", "judge:f13_ampm", "the hour turned to a 24-hour one with branches",
      (("    return (hour % 12 + (half == 'p' ? 12 : 0)) * 60 + minute;",
        "    if (hour == 12) hour = 0;\n    if (half == 'p') hour += 12;\n    return hour * 60 + minute;"),)),
    R("ap_tolower", "judge:f13_ampm", "am and pm compared after tolower",
      (("    int half = s[i + 4] | 0x20, m = s[i + 5] | 0x20;",
        "    int half = tolower((unsigned char)s[i + 4]), m = tolower((unsigned char)s[i + 5]);"),
       ("#include <stdio.h>\n", "#include <ctype.h>\n#include <stdio.h>\n"))),
    AR("ap_asm_reorder", "judge:f13_ampm", "asm: two of getline's arguments set in the other order",
       (), asm_patches=(("\tmovl\t$10, %edx\n\tmovq\t%r15, %rsi\n", "\tmovq\t%r15, %rsi\n\tmovl\t$10, %edx\n"),)),
    # ------------------------------------------------------------------ f13_rooks
    R("rk_pairs_running", "judge:f13_rooks", "a stretch's pairs counted as each rook comes (it sees those before it)",
      (("            pairs += (long long)rooks * (rooks - 1) / 2;\n", ""),
       ("        } else if (board[at] == 'R') {\n            rooks++;",
        "        } else if (board[at] == 'R') {\n            pairs += rooks;  /* the new rook sees each one before it */\n            rooks++;"))),
    R("rk_alone_branch", "judge:f13_rooks", "the lone rooks counted with a branch",
      (("    for (long i = 0; i < r * c; i++) alone += board[i] == 'R' && !sees[i];",
        "    for (long i = 0; i < r * c; i++)\n        if (board[i] == 'R' && sees[i] == 0) alone++;"),)),
    AR("rk_asm_reorder", "judge:f13_rooks", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\tpairs(%rip), %rdx\n\tmovq\t%r13, %rsi\n", "\tmovq\t%r13, %rsi\n\tmovq\tpairs(%rip), %rdx\n"),)),
    # ------------------------------------------------------------------ f13_undo
    R("ud_add_subtract", "judge:f13_undo", "a sum brought back into range by one subtraction",
      (("            else if (add) v = (v + x) % MOD;",
        "            else if (add) {\n                v += x;\n                if (v >= MOD) v -= MOD;\n            }"),)),
    R("ud_mul_normalized", "judge:f13_undo", "the factor brought into range before the product",
      (("            else v = v * x % MOD;", "            else v = v * ((x % MOD + MOD) % MOD) % MOD;"),)),
    AR("ud_asm_reorder", "judge:f13_undo", "asm: two of printf's arguments loaded in the other order",
       (), asm_patches=(("\tmovq\t16(%rsp), %rdx\n\tmovq\t24(%rsp), %rsi\n", "\tmovq\t24(%rsp), %rsi\n\tmovq\t16(%rsp), %rdx\n"),)),
    # ------------------------------------------------------------------ f13_sudoku
    R("sd_box_corner", "judge:f13_sudoku", "a box's top-left corner computed once",
      (("            int seen = 0;\n            for (int i = 0; i < 9; i++) {\n                char ch = grid[b / 3 * 3 + i / 3][b % 3 * 3 + i % 3];",
        "            int seen = 0, top = b / 3 * 3, left = b % 3 * 3;\n            for (int i = 0; i < 9; i++) {\n"
        "                char ch = grid[top + i / 3][left + i % 3];"),)),
    R("sd_row_tally", "judge:f13_sudoku", "a row's repeats found by a tally of each digit",
      (("        for (int y = 0; y < 9 && !row_bad; y++) {\n            int seen = 0;\n            for (int x = 0; x < 9; x++) {\n"
        "                if (grid[y][x] == '.') continue;\n                int bit = 1 << (grid[y][x] - '0');\n"
        "                if (seen & bit) row_bad = y + 1;\n                seen |= bit;\n            }\n        }",
        "        for (int y = 0; y < 9 && !row_bad; y++) {\n            int times[10] = {0};\n            for (int x = 0; x < 9; x++)\n"
        "                if (grid[y][x] != '.' && ++times[grid[y][x] - '0'] > 1) row_bad = y + 1;\n        }"),)),
    AR("sd_asm_reorder", "judge:f13_sudoku", "asm: the count and the format loaded in the other order",
       (), asm_patches=(("\tmovq\t24(%rsp), %rsi\n\tleaq\t.LC7(%rip), %rdi\n", "\tleaq\t.LC7(%rip), %rdi\n\tmovq\t24(%rsp), %rsi\n"),)),
    # ------------------------------------------------------------------ f13_cover
    R("cv_compare_branches", "judge:f13_cover", "the comparison with branches",
      (("    return (x > y) - (x < y);", "    if (x < y) return -1;\n    return x > y;"),)),
    R("cv_mid_shift", "judge:f13_cover", "the middle found by a shift",
      (("        long mid = lo + (hi - lo) / 2;", "        long mid = (lo + hi) >> 1;"),)),
    AR("cv_asm_reorder", "judge:f13_cover", "asm: the two flags of the comparison set in the other order",
       (), asm_patches=(("\tsetg\t%al\n\tsetl\t%dl\n", "\tsetl\t%dl\n\tsetg\t%al\n"),)),
    # ------------------------------------------------------------------ f13_palwords
    R("pw_halves", "judge:f13_palwords", "a palindrome checked over the first half of its letters",
      (("        for (long a = i, b = j - 1; same && a < b; a++, b--)\n            if (lower(text[a]) != lower(text[b])) same = 0;",
        "        for (long d = 0; same && d < length / 2; d++)\n            same = lower(text[i + d]) == lower(text[j - 1 - d]);"),)),
    R("pw_lower_bits", "judge:f13_palwords", "a capital letter found unsigned and lowered by a bit",
      (("    return c >= 'A' && c <= 'Z' ? c + 32 : c;", "    return (unsigned)(c - 'A') < 26 ? c | 0x20 : c;"),)),
    AR("pw_asm_reorder", "judge:f13_palwords", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%rbp, %rdx\n\tleaq\t.LC0(%rip), %rdi\n\tmovq\t%r13, %rsi\n",
                         "\tmovq\t%rbp, %rdx\n\tmovq\t%r13, %rsi\n\tleaq\t.LC0(%rip), %rdi\n"),)),
    # ------------------------------------------------------------------ f13_lcp
    R("lc_least_neighbour", "judge:f13_lcp", "the prefix of all the lines as the least prefix of two neighbours",
      (("            long keep = 0;\n            while (keep < n && keep < common_length && line[keep] == common[keep]) keep++;\n"
        "            common_length = keep;",
        "            if (same < common_length) common_length = same;  /* the least of the neighbours' prefixes */"),)),
    R("lc_limit_first", "judge:f13_lcp", "the shorter length of two neighbours taken first",
      (("            long same = 0;\n            while (same < n && same < prev_length && line[same] == prev[same]) same++;",
        "            long limit = n < prev_length ? n : prev_length, same = 0;\n            while (same < limit && line[same] == prev[same]) same++;"),)),
    AR("lc_asm_reorder", "judge:f13_lcp", "asm: two of fwrite's arguments set in the other order",
       (), asm_patches=(("\tmovl\t$8, %edx\n\tmovq\tstdout(%rip), %rcx\n", "\tmovq\tstdout(%rip), %rcx\n\tmovl\t$8, %edx\n"),)),
)


#: ``--set`` names of this set: all of it, and its two fixed halves
FRESH13_SETS: dict[str, tuple[tuple[Mutant, ...], tuple[Rewrite, ...]]] = halves(
    "fresh13", FRESH13_MUTANTS, FRESH13_REWRITES, DEV_PROGRAMS, HELD_PROGRAMS)
