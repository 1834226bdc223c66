"""A ninth fresh set of candidates for ``benchmarks/verification.py`` (issue 32), written as a
measuring stick nobody tuned the verifier to, apart from ``fresh.py`` to ``fresh8.py``.

Twelve judge-style programs of kinds no other set has (``programs/f9_*.c``, each stating its
input constraints in its opening comment): open regions of a floor plan, library loans driven
by commands, weekdays of dates over several test cases, sparse dot products of a counted vector
answering queries, free text justified to a width, runs of bits line by line, the area and
perimeter of a picture, a register machine driven by instructions, knockout tournaments over
several test cases, a grade book of a counted list of records answering queries, the letter
case of the words of free text and integer ranges line by line.  Each has a few public samples
and hidden tests from a small generator in the style of the samples (random values of the sizes
and alphabets the samples show, as judges write them), kept here so that this set stays apart
from the others.

Wrong candidates are of the kinds issue 32 lists (``KINDS``, the same as ``fresh.KINDS``); an
``AsmMutant`` is an *assembly edit*: the reference compiled with ``gcc -O3 -S`` (Debian gcc
12.2) and one thing changed, as an asm-writing model would (a width, a condition code, an added
or dropped instruction, a wrong immediate).  Honest candidates are the benchmark's
recompilations, hand-written C rewrites and correct assembly edits (``AsmRewrite``: two
independent instructions swapped).

The set is split by program into two fixed halves (``DEV_PROGRAMS``, ``HELD_PROGRAMS``), each
with programs of every input style (a grid, commands, several test cases, a counted list with
queries, free text, lines until the end of the input) and an early-exit candidate:
``--set fresh9-dev`` to develop on, ``--set fresh9-held`` to measure once.

Witnesses are built here in Python; the large ones (2^16 records, a sum past 2^31 or 2^32, a
line past 4,096 bytes, a row past 8,192) stay under 400 KB of input.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from fresh import KINDS, AsmMutant, AsmRewrite
from mutants import Mutant, Rewrite, halves

__all__ = ["KINDS", "AsmMutant", "AsmRewrite", "DEV_PROGRAMS", "HELD_PROGRAMS", "PUBLIC",
           "GENERATORS", "hidden_inputs", "FRESH9_MUTANTS", "FRESH9_REWRITES", "FRESH9_SETS"]

#: a grid, commands, several test cases, a counted list with queries, free text, lines
DEV_PROGRAMS: tuple[str, ...] = (
    "f9_flood", "f9_library", "f9_weekday", "f9_dot", "f9_justify", "f9_bitruns")
#: a grid, commands, several test cases, a counted list with queries, free text, lines
HELD_PROGRAMS: tuple[str, ...] = (
    "f9_perimeter", "f9_toyvm", "f9_bracket", "f9_grades", "f9_case", "f9_ranges")

# ---------------------------------------------------------------------------- public tests
PUBLIC: dict[str, list[str]] = {
    "f9_flood": [
        "3 4\n..#.\n.##.\n#...\n",
        "2 2\n##\n##\n",
        "1 5\n.#.#.\n",
        "4 4\n....\n.##.\n.#..\n....\n",
        "1 1\n.\n",
    ],
    "f9_library": [
        "out 7 1\nout 7 3\nin 7 20\naway\ntotal\n",
        "out 1 0\nout 2 5\nin 2 19\nin 1 40\nin 1 41\ntotal\naway\n",
        "in 3 10\nout 3 10\naway\nin 3 24\ntotal\n",
        "out 100 365\nout 200 400\nin 100 500\nin 200 414\ntotal\naway\n",
    ],
    "f9_weekday": [
        "3\n2024 2 29\n2023 2 29\n2000 12 31\n",
        "2\n1 1 1\n1970 1 1\n",
        "4\n1999 4 31\n2015 6 15\n1900 3 1\n2100 2 28\n",
        "1\n2400 2 29\n",
    ],
    "f9_dot": [
        "3\n1 5\n4 -2\n10 3\n2\n2 1 2 4 1\n3 10 1 10 1 7 9\n",
        "1\n0 1000\n1\n1 0 -3\n",
        "4\n5 1\n3 1\n9 -1\n100 2\n3\n1 6 5\n2 100 4 3 2\n1 9 9\n",
        "2\n8 -7\n2 6\n1\n4 2 1 2 1 8 1 8 -1\n",
    ],
    "f9_justify": [
        "The quick brown fox jumps over the lazy dog and keeps running far away.\n",
        "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor "
        "incididunt ut labore et dolore magna aliqua.\n",
        "short\n",
        "a b c d e f g h i j k l m n o p q r s t u v w x y z\n",
        "",
    ],
    "f9_bitruns": [
        "1101110\n000\n10101\n",
        "111\nabc\n0\n1\n",
        "1001\n0110 \n",
        "0000111100001111\n1\n",
    ],
    "f9_perimeter": [
        "3 3\n.#.\n###\n.#.\n",
        "2 4\n####\n####\n",
        "1 1\n.\n",
        "4 5\n#...#\n.#.#.\n..#..\n#####\n",
    ],
    "f9_toyvm": [
        "set a 5\nset b 7\nmul a b\nprint a\nadd a a\nprint a\n",
        "set x 1000000006\nset y 3\nadd x y\nprint x\nsub x y\nprint x\n",
        "set c -1\nprint c\nsub c c\nprint c\n",
        "set a 2\nmul a a\nmul a a\nmul a a\nmul a a\nprint a\nprint z\n",
    ],
    "f9_bracket": [
        "2\n2\n5 3 8 1\n1\n4 4\n",
        "1\n3\n10 20 30 40 50 60 70 80\n",
        "1\n0\n9\n",
        "2\n2\n7 7 7 7\n3\n1 9 2 8 3 7 4 6\n",
    ],
    "f9_grades": [
        "3\nann,90,80,85\nbob,70,60,100\ncid,55,65,75\n3\nbob\nann\ndan\n",
        "1\nzed,100,100,100\n2\nzed\nze\n",
        "2\nmia,0,0,1\nleo,33,67,99\n2\nmia\nleo\n",
        "4\nkim,88,77,66\namy,12,34,56\nkim,90,90,90\nroy,50,50,50\n3\nkim\namy\nroy\n",
    ],
    "f9_case": [
        "The NASA team met McDonald in Paris.\n",
        "hello WORLD I am HeRe\n",
        "",
        "x-ray, e-mail and CD-ROM: 3 words? No, more.\n",
    ],
    "f9_ranges": [
        "1 2 3 5 7 8 9\n-3 -2 -1 4\n",
        "10\n\n5 4\n",
        "0 1 100 101 102 200\nabc\n",
        "  -5 -4 0 2 3 \n",
    ],
}

# ---------------------------------------------------------------------------- hidden tests
_TEXT_WORDS = ("the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "and", "a",
               "lorem", "ipsum", "dolor", "sit", "amet,", "elit.", "tempor", "magna", "aliqua",
               "incididunt", "consectetur", "adipiscing", "labore", "et", "in", "to", "of",
               "running", "far", "away.", "keeps")
_CASE_WORDS = ("the", "The", "NASA", "team", "met", "McDonald", "in", "Paris", "hello", "WORLD",
               "I", "am", "HeRe", "x-ray", "e-mail", "CD-ROM", "words", "No", "more", "a",
               "iPhone", "OK", "city", "London", "data", "TV")
_NAMES = ("ann", "bob", "cid", "dan", "eve", "fay", "gus", "hal", "ivy", "jon", "kim", "leo",
          "mia", "ned", "oli", "pam", "roy", "sue", "tom", "amy", "zed")


def _flood(rng: random.Random) -> str:
    r, c = rng.randint(1, 6), rng.randint(1, 6)
    rows = ["".join(rng.choice("..#") for _ in range(c)) for _ in range(r)]
    return f"{r} {c}\n" + "".join(row + "\n" for row in rows)


def _library(rng: random.Random) -> str:
    lines = []
    day = rng.randint(0, 400)
    for _ in range(rng.randint(1, 12)):
        command = rng.choice(["out", "out", "out", "in", "in", "in", "total", "away"])
        day += rng.randint(0, 10)
        if command in ("out", "in"):
            lines.append(f"{command} {rng.randint(1, 8) * rng.choice([1, 1, 100])} {day}")
        else:
            lines.append(command)
    return "".join(line + "\n" for line in lines)


def _weekday(rng: random.Random) -> str:
    dates = []
    for _ in range(rng.randint(1, 4)):
        y, m = rng.randint(1, 2500), rng.randint(1, 12)
        d = rng.randint(1, 28) if rng.random() < 0.7 else rng.randint(28, 31)
        dates.append(f"{y} {m} {d}")
    return f"{len(dates)}\n" + "".join(date + "\n" for date in dates)


def _dot(rng: random.Random) -> str:
    n = rng.randint(1, 8)
    indices = rng.sample(range(0, 120), n)
    lines = [f"{n}"] + [f"{i} {rng.randint(-1000, 1000)}" for i in indices]
    queries = []
    for _ in range(rng.randint(1, 4)):
        k = rng.randint(1, 4)
        pairs = []
        for _ in range(k):
            i = rng.choice(indices) if rng.random() < 0.6 else rng.randint(0, 120)
            pairs.append(f"{i} {rng.randint(-1000, 1000)}")
        queries.append(f"{k} " + " ".join(pairs))
    return "\n".join(lines + [str(len(queries))] + queries) + "\n"


def _justify(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 4)):
        lines.append(" ".join(rng.choice(_TEXT_WORDS) for _ in range(rng.randint(1, 14))))
    return "\n".join(lines) + "\n"


def _bitruns(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 6)):
        if rng.random() < 0.1:
            lines.append(rng.choice(["abc", "0110 ", "12", "1x1"]))
        else:
            lines.append("".join(rng.choice("01") for _ in range(rng.randint(1, 20))))
    return "".join(line + "\n" for line in lines)


def _perimeter(rng: random.Random) -> str:
    r, c = rng.randint(1, 6), rng.randint(1, 6)
    rows = ["".join(rng.choice(".##") for _ in range(c)) for _ in range(r)]
    return f"{r} {c}\n" + "".join(row + "\n" for row in rows)


def _toyvm(rng: random.Random) -> str:
    regs = "abcxyz"
    lines = []
    for _ in range(rng.randint(1, 12)):
        op = rng.choice(["set", "set", "add", "sub", "mul", "mul", "print", "print"])
        r = rng.choice(regs)
        if op == "set":
            lines.append(f"set {r} {rng.randint(-1000, 1000000006)}")
        elif op == "print":
            lines.append(f"print {r}")
        else:
            lines.append(f"{op} {r} {rng.choice(regs)}")
    return "".join(line + "\n" for line in lines)


def _bracket(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 3)):
        k = rng.randint(0, 3)
        cases.append(f"{k}\n" + " ".join(str(rng.randint(1, 1000)) for _ in range(1 << k)) + "\n")
    return f"{len(cases)}\n" + "".join(cases)


def _grades(rng: random.Random) -> str:
    names = rng.sample(_NAMES, rng.randint(1, 6))
    records = [f"{name},{rng.randint(0, 100)},{rng.randint(0, 100)},{rng.randint(0, 100)}"
               for name in names]
    queries = [rng.choice(names) if rng.random() < 0.8 else rng.choice(_NAMES)
               for _ in range(rng.randint(1, 4))]
    return (f"{len(records)}\n" + "".join(r + "\n" for r in records) + f"{len(queries)}\n"
            + "".join(q + "\n" for q in queries))


def _case(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(0, 3)):
        words = [rng.choice(_CASE_WORDS) for _ in range(rng.randint(1, 9))]
        lines.append(" ".join(words) + rng.choice(["", ".", "!", "?", ","]))
    return "".join(line + "\n" for line in lines)


def _ranges(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 5)):
        if rng.random() < 0.1:
            lines.append(rng.choice(["abc", "", "5 4", "1 1", "3 x"]))
            continue
        values, v = [], rng.randint(-20, 20)
        for _ in range(rng.randint(1, 8)):
            values.append(v)
            v += rng.choice([1, 1, 1, 2, 3, 10])
        lines.append(" ".join(map(str, values)))
    return "".join(line + "\n" for line in lines)


GENERATORS: dict[str, Callable[[random.Random], str]] = {
    "f9_flood": _flood, "f9_library": _library, "f9_weekday": _weekday, "f9_dot": _dot,
    "f9_justify": _justify, "f9_bitruns": _bitruns, "f9_perimeter": _perimeter,
    "f9_toyvm": _toyvm, "f9_bracket": _bracket, "f9_grades": _grades, "f9_case": _case,
    "f9_ranges": _ranges,
}


def hidden_inputs(name: str, count: int = 6, seed: int = 0) -> list[str]:
    """``count`` hidden inputs for program ``name``, deterministic for a seed."""
    rng = random.Random(f"fresh9:{name}:{seed}")
    return [GENERATORS[name](rng) for _ in range(count)]


# ---------------------------------------------------------------------------- witnesses
M = Mutant
A = AsmMutant
R = Rewrite
AR = AsmRewrite

_DIGITS_READER = """/* a number by hand: blanks, then an optional minus and digits */
static int read_number(long long *out) {
    int ch = getchar();
    while (ch == ' ' || ch == '\\n' || ch == '\\t' || ch == '\\r') ch = getchar();
    long long sign = 1, x = 0;
    if (ch == '-') {
        sign = -1;
        ch = getchar();
    }
    if (ch < '0' || ch > '9') return 0;
    for (; ch >= '0' && ch <= '9'; ch = getchar())
        if (x < 100000000000000000LL) x = x * 10 + (ch - '0');
    if (ch != EOF) ungetc(ch, stdin);
    *out = sign * x;
    return 1;
}

int main(void) {
"""


def _bracket_17(values: str = "0") -> str:
    """One tournament of 2^17 players, the last one the strongest."""
    return "1\n17\n" + " ".join([values] * ((1 << 17) - 1)) + " 7\n"


FRESH9_MUTANTS: tuple[Mutant, ...] = (
    # ------------------------------------------------------------------ f9_flood
    A("fl_largest_16", "judge:f9_flood", "scale",
      "asm: the largest region printed from its low 16 bits (movq -> movzwl): a room of 70,000 cells",
      (), "1 70000\n" + "." * 70000 + "\n",
      asm_patches=(("\tmovq\t%r14, %rdx\n\tmovq\t%r15, %rsi\n", "\tmovzwl\t%r14w, %edx\n\tmovq\t%r15, %rsi\n"),)),
    M("fl_row_8192", "judge:f9_flood", "capacity",
      "a row read into a static buffer of 8,192 bytes (the plans are small)",
      (("    char *g = malloc((size_t)(r * c)), *row = malloc((size_t)c + 2);",
        "    char *g = malloc((size_t)(r * c));\n    static char row[8192];  /* the rows are short */"),
       ("    if (!g || !row || !queue) return 1;\n    char format[24];\n"
        "    snprintf(format, sizeof format, \"%%%lds\", c + 1);",
        "    if (!g || !queue) return 1;\n    const char *format = \"%8191s\";"),
       ("    free(row);\n", "")),
      "2 9000\n" + "." * 9000 + "\n" + "#" * 9000 + "\n"),
    M("fl_room_4096", "judge:f9_flood", "early_exit",
      "a region stops growing at 4,096 cells (the rooms are small)",
      (("        while (head < tail) {", "        while (head < tail && size < 4096) {  /* rooms are small */"),),
      "1 5000\n" + "." * 5000 + "\n"),
    M("fl_regions_short", "judge:f9_flood", "scale",
      "the regions counted in an unsigned short (a plan has few rooms)",
      (("    long regions = 0, largest = 0;", "    unsigned short regions = 0;  /* few rooms */\n    long largest = 0;"),
       ("    printf(\"%ld %ld\\n\", regions, largest);", "    printf(\"%d %ld\\n\", regions, largest);")),
      "1 140001\n" + ".#" * 70000 + ".\n"),
    M("fl_row_lines", "judge:f9_flood", "tokens",
      "a row read as the rest of its line (the rows come one a line)",
      (("    snprintf(format, sizeof format, \"%%%lds\", c + 1);",
        "    snprintf(format, sizeof format, \" %%%ld[^\\n]\", c + 1);"),),
      "2 3\n..# \n#..\n"),
    # ------------------------------------------------------------------ f9_library
    A("lb_book_top", "judge:f9_library", "boundary",
      "asm: books numbered up to 999,999 (wrong immediate)",
      (), "out 1000000 3\naway\n",
      asm_patches=(("\tcmpq\t$999999, %rax\n", "\tcmpq\t$999998, %rax\n"),)),
    A("lb_fine_32", "judge:f9_library", "width",
      "asm: the fine's days past the grace times 5 computed in 32 bits (leaq -> leal)",
      (), "out 1 0\nin 1 1000000000000\ntotal\n",
      asm_patches=(("\tleaq\t-70(%rax,%rax,4), %rax\n", "\tleal\t-70(%rax,%rax,4), %eax\n"),)),
    A("lb_total_32", "judge:f9_library", "scale",
      "asm: a fine added to the total in 32 bits (addq -> addl)",
      (), "out 1 0\nin 1 200000000\ntotal\n",
      asm_patches=(("\taddq\t%rsi, 8(%rsp)\n", "\taddl\t%esi, 8(%rsp)\n"),)),
    M("lb_day_int", "judge:f9_library", "typed_field",
      "the days of the loans kept as ints (the days of the tests are small)",
      (("static long long lent[BOOKS + 1];", "static int lent[BOOKS + 1];  /* days are small */"),
       ("                    lent[b] = d + 1;", "                    lent[b] = (int)(d + 1);")),
      "out 5 5000000000\nin 5 5000000003\n"),
    M("lb_away_scan", "judge:f9_library", "early_exit",
      "the books out counted by a scan of the first 65,536 (the shelves are small)",
      (("            printf(\"%lld\\n\", away);",
        "            long long out = 0;  /* the books of the tests are low numbers */\n"
        "            for (long i = 1; i < 65536; i++) out += lent[i] != 0;\n"
        "            printf(\"%lld\\n\", out + 0 * away);"),),
      "out 70000 1\naway\n"),
    M("lb_plus_sign", "judge:f9_library", "sign_form",
      "the numbers read by hand: an optional minus and digits",
      (("int main(void) {\n", _DIGITS_READER),
       ("            if (scanf(\"%lld %lld\", &b, &d) != 2 ||", "            if (!read_number(&b) || !read_number(&d) ||")),
      "out +7 1\naway\n"),
    # ------------------------------------------------------------------ f9_weekday
    A("wd_years_32", "judge:f9_weekday", "width",
      "asm: the 365 days of the whole years computed in 32 bits (leaq -> leal)",
      (), "1\n20000000 6 1\n",
      asm_patches=(("\tleaq\t(%rax,%rax,4), %rcx\n\tmovq\t%rsi, %rax\n\tsarq\t$2, %rax\n",
                    "\tleal\t(%rax,%rax,4), %ecx\n\tmovq\t%rsi, %rax\n\tsarq\t$2, %rax\n"),)),
    A("wd_days_32", "judge:f9_weekday", "scale",
      "asm: the days since year 1 taken in 32 bits before the weekday (leaq -> leal)",
      (), "1\n12000000 6 1\n",
      asm_patches=(("\tleaq\t-1(%rdi,%rcx), %rsi\n", "\tleal\t-1(%rdi,%rcx), %esi\n"),)),
    M("wd_year_int", "judge:f9_weekday", "typed_field",
      "the year kept as an int (the years of the tests are small)",
      (("        long long before = y - 1;  /* whole years before year y */",
        "        int year = (int)y;  /* years are small */\n        long long before = year - 1;"),),
      "1\n4294969296 6 1\n"),
    M("wd_dates_1000", "judge:f9_weekday", "early_exit",
      "at most 1,000 dates answered (the tests have few)",
      (("    while (t--) {", "    if (t > 1000) t = 1000;  /* few dates */\n    while (t--) {"),),
      "1001\n" + "2024 1 1\n" * 1001),
    M("wd_plus_sign", "judge:f9_weekday", "sign_form",
      "the numbers read by hand: an optional minus and digits",
      (("int main(void) {\n", _DIGITS_READER),
       ("        if (scanf(\"%lld %lld %lld\", &y, &m, &d) != 3 ||",
        "        if (!read_number(&y) || !read_number(&m) || !read_number(&d) ||")),
      "1\n2024 +3 1\n"),
    # ------------------------------------------------------------------ f9_dot
    A("dt_product_32", "judge:f9_dot", "width",
      "asm: an entry's product taken from its low 32 bits, sign-extended (an added movslq)",
      (), "1\n3 1000000\n1\n1 3 1000000\n",
      asm_patches=(("\timulq\t8(%rdx), %r8\n", "\timulq\t8(%rdx), %r8\n\tmovslq\t%r8d, %r8\n"),)),
    A("dt_pairs_9", "judge:f9_dot", "boundary",
      "asm: at most 9 pairs a query (wrong immediate)",
      (), "1\n1 1\n1\n10 " + " ".join(["1 1"] * 10) + "\n",
      asm_patches=(("\tcmpl\t$9, %eax\n", "\tcmpl\t$8, %eax\n"),)),
    M("dt_index_int", "judge:f9_dot", "typed_field",
      "an index of a query kept as an int (the indices of the tests are small)",
      (("                if (a[mid].index == index) {", "                if (a[mid].index == (int)index) {  /* small indices */"),
       ("                if (a[mid].index < index) lo = mid + 1;", "                if (a[mid].index < (int)index) lo = mid + 1;")),
      "1\n0 5\n1\n1 4294967296 2\n"),
    M("dt_compare_int", "judge:f9_dot", "mixed_extremes",
      "the entries sorted by their indices' difference cast to an int",
      (("    return (x > y) - (x < y);", "    return (int)(x - y);"),),
      "2\n0 1\n3000000000 2\n1\n1 0 1\n"),
    M("dt_search_12", "judge:f9_dot", "early_exit",
      "the binary search stopped after 12 steps (the vectors are short)",
      (("            while (lo <= hi) {", "            for (int step = 0; lo <= hi && step < 12; step++) {  /* short vectors */"),),
      "5000\n" + "".join(f"{i} 1\n" for i in range(5000)) + "1\n1 4999 1\n"),
    # ------------------------------------------------------------------ f9_justify
    M("jy_tab_word", "judge:f9_justify", "tokens",
      "only spaces and newlines taken as blanks (the texts are plain)",
      (("    return c == ' ' || c == '\\t' || c == '\\n' || c == '\\r' || c == '\\v' || c == '\\f';",
        "    return c == ' ' || c == '\\n';"),),
      "one\ttwo\n"),
    M("jy_text_64k", "judge:f9_justify", "capacity",
      "the text read into 65,536 bytes (the texts of the tests are short)",
      (("    long n = (long)fread(text, 1, 1000001, stdin);\n    if (n > 1000000) return 1;",
        "    long n = (long)fread(text, 1, 65536, stdin);  /* texts are short */"),),
      "word " * 14000 + "end\n"),
    M("jy_words_65536", "judge:f9_justify", "early_exit",
      "at most 65,536 words laid out (the texts of the tests are short)",
      (("        start[words] = i;", "        if (words == 65536) break;  /* texts are short */\n        start[words] = i;"),),
      "a " * 70000 + "\n"),
    M("jy_cr_word", "judge:f9_justify", "tokens",
      "a carriage return kept as part of a word (only space, tab and newline blank)",
      (("    return c == ' ' || c == '\\t' || c == '\\n' || c == '\\r' || c == '\\v' || c == '\\f';",
        "    return c == ' ' || c == '\\t' || c == '\\n' || c == '\\v' || c == '\\f';"),),
      "a\r\nb\n"),
    # ------------------------------------------------------------------ f9_bitruns
    A("br_ones_16", "judge:f9_bitruns", "scale",
      "asm: the longest run of 1s printed from its low 16 bits (movq -> movzwl)",
      (), "1" * 70000 + "\n",
      asm_patches=(("\tmovq\t%r11, %rcx\n\tmovq\t%r10, %rsi\n", "\tmovq\t%r11, %rcx\n\tmovzwl\t%r10w, %esi\n"),)),
    M("br_line_4096", "judge:f9_bitruns", "capacity",
      "the lines read with fgets into 4,096 bytes (a bit string is short)",
      (("#include <stdlib.h>\n", "#include <stdlib.h>\n#include <string.h>\n"),
       ("    char *line = NULL;\n    size_t size = 0;\n    ssize_t got;\n", "    static char line[4096];  /* short strings */\n"),
       ("    while ((got = getline(&line, &size, stdin)) > 0) {\n        long n = (long)got;",
        "    while (fgets(line, sizeof line, stdin)) {\n        long n = (long)strlen(line);"),
       ("    free(line);\n", "")),
      "10" * 2500 + "\n"),
    M("br_crlf", "judge:f9_bitruns", "tokens",
      "a carriage return before the newline taken off too",
      (("        if (line[n - 1] == '\\n') n--;", "        if (line[n - 1] == '\\n') n--;\n        if (n > 0 && line[n - 1] == '\\r') n--;"),),
      "101\r\n"),
    M("br_last_char", "judge:f9_bitruns", "boundary",
      "the last byte of every line taken as its newline",
      (("        if (line[n - 1] == '\\n') n--;", "        n--;  /* the newline */"),),
      "0111"),
    M("br_runs_short", "judge:f9_bitruns", "scale",
      "the runs of 1s counted in an unsigned short",
      (("        long ones = 0, zeros = 0, run = 0, runs = 0;",
        "        long ones = 0, zeros = 0, run = 0;\n        unsigned short runs = 0;  /* few runs */"),
       ("        if (valid) printf(\"%ld %ld %ld\\n\", ones, zeros, runs);",
        "        if (valid) printf(\"%ld %ld %d\\n\", ones, zeros, runs);")),
      "10" * 70000 + "\n"),
    # ------------------------------------------------------------------ f9_perimeter
    A("pm_perimeter_16", "judge:f9_perimeter", "scale",
      "asm: the perimeter printed from its low 16 bits (an added movzwl)",
      (), "1 40000\n" + "#." * 20000 + "\n",
      asm_patches=(("\tmovq\t%r8, %rsi\n\tleaq\t.LC2(%rip), %rdi\n", "\tmovq\t%r8, %rsi\n\tmovzwl\t%dx, %edx\n\tleaq\t.LC2(%rip), %rdi\n"),)),
    A("pm_area_16", "judge:f9_perimeter", "width",
      "asm: the filled cells counted in 16 bits (addq -> addw)",
      (), "1 70000\n" + "#" * 70000 + "\n",
      asm_patches=(("\taddq\t$1, %r8\n", "\taddw\t$1, %r8w\n"),)),
    M("pm_row_8192", "judge:f9_perimeter", "capacity",
      "a row read into a static buffer of 8,192 bytes (the pictures are small)",
      (("    char *g = malloc((size_t)(r * c)), *row = malloc((size_t)c + 2);\n    if (!g || !row) return 1;\n"
        "    char format[24];\n    snprintf(format, sizeof format, \"%%%lds\", c + 1);",
        "    char *g = malloc((size_t)(r * c));\n    static char row[8192];  /* the rows are short */\n"
        "    if (!g) return 1;\n    const char *format = \"%8191s\";"),
       ("    free(row);\n", "")),
      "2 9000\n" + "#" * 9000 + "\n" + "." * 9000 + "\n"),
    M("pm_grid_2048", "judge:f9_perimeter", "capacity",
      "the picture in a static 2,048 x 2,048 array (the pictures are small)",
      (("            g[y * c + x] = row[x] == '#';", "            pic[y % 2048][x % 2048] = row[x] == '#';  /* small */"),
       ("    long area = 0, perimeter = 0;",
        "    for (long y = 0; y < r; y++)\n        for (long x = 0; x < c; x++) g[y * c + x] = pic[y % 2048][x % 2048];\n"
        "    long area = 0, perimeter = 0;"),
       ("int main(void) {\n", "static char pic[2048][2048];\n\nint main(void) {\n")),
      "1 3000\n" + "#" * 2048 + "." * 952 + "\n"),
    M("pm_rows_newline", "judge:f9_perimeter", "tokens",
      "the rows read byte by byte, one a line",
      (("        if (scanf(format, row) != 1) return 1;",
        "        int ch;\n        while ((ch = getchar()) == '\\n' || ch == ' ') {}\n"
        "        row[0] = (char)ch;\n        for (long x = 1; x <= c; x++) row[x] = (char)getchar();\n"
        "        if (row[c] != '\\n' && row[c] != EOF) return 1;\n        row[c] = '\\0';\n        (void)format;"),),
      "2 2\n##\t##\n"),
    # ------------------------------------------------------------------ f9_toyvm
    A("tv_top_value", "judge:f9_toyvm", "boundary",
      "asm: a value of 10^18 refused (wrong immediate)",
      (), "set a 1000000000000000000\nprint a\n",
      asm_patches=(("\tmovabsq\t$2000000000000000000, %rdx\n", "\tmovabsq\t$1999999999999999999, %rdx\n"),)),
    M("tv_value_int", "judge:f9_toyvm", "typed_field",
      "a value kept as an int before it is reduced (the values of the tests are small)",
      (("            v %= P;", "            v = (int)v % P;  /* values are small */"),),
      "set a 5000000000\nprint a\n"),
    M("tv_plus_sign", "judge:f9_toyvm", "sign_form",
      "a value read by hand: an optional minus and digits",
      (("static int read_register(void) {", _DIGITS_READER.replace("int main(void) {\n", "static int read_register(void) {")),
       ("            if (scanf(\"%lld\", &v) != 1 ||", "            if (!read_number(&v) ||")),
      "set a +5\nprint a\n"),
    M("tv_steps_32768", "judge:f9_toyvm", "early_exit",
      "the machine stopped after 32,768 instructions (the programs are short)",
      (("    char op[8];\n    while (scanf(\"%7s\", op) == 1) {",
        "    char op[8];\n    long steps = 0;\n    while (steps++ < 32768 && scanf(\"%7s\", op) == 1) {  /* short programs */"),),
      "set a 1\n" + "add a a\n" * 32767 + "print a\n"),
    # ------------------------------------------------------------------ f9_bracket
    A("bk_k_16", "judge:f9_bracket", "boundary",
      "asm: at most 2^16 players a tournament (cmpq $17 -> $16)",
      (), _bracket_17(),
      asm_patches=(("\tcmpq\t$17, %rcx\n", "\tcmpq\t$16, %rcx\n"),)),
    A("bk_beaten_32", "judge:f9_bracket", "width",
      "asm: a beaten strength added in 32 bits (addq -> addl)",
      (), "1\n1\n5000000000 6000000000\n",
      asm_patches=(("\taddq\t(%r14,%r10,8), %rdi\n", "\taddl\t(%r14,%r10,8), %edi\n"),)),
    A("bk_strength_top", "judge:f9_bracket", "boundary",
      "asm: a strength of 10^12 refused (wrong immediate)",
      (), "1\n1\n1000000000000 3\n",
      asm_patches=(("\tmovabsq\t$1000000000000, %rax\n", "\tmovabsq\t$999999999999, %rax\n"),)),
    M("bk_strength_int", "judge:f9_bracket", "typed_field",
      "the strengths compared as ints (the strengths of the tests are small)",
      (("                int winner = strength[p] >= strength[q] ? p : q;",
        "                int winner = (int)strength[p] >= (int)strength[q] ? p : q;  /* small */"),),
      "1\n1\n4294967296 5\n"),
    M("bk_rounds_16", "judge:f9_bracket", "early_exit",
      "at most 16 rounds played (the tournaments of the tests are small)",
      (("        for (long count = n; count > 1; count /= 2)",
        "        for (long count = n; count > 1 && count > n >> 16; count /= 2)  /* few rounds */"),),
      _bracket_17()),
    M("bk_plus_sign", "judge:f9_bracket", "sign_form",
      "the numbers read by hand: an optional minus and digits",
      (("int main(void) {\n", _DIGITS_READER),
       ("            if (scanf(\"%lld\", &strength[i]) != 1 ||", "            if (!read_number(&strength[i]) ||")),
      "1\n1\n+5 3\n"),
    # ------------------------------------------------------------------ f9_grades
    A("gd_name_19", "judge:f9_grades", "boundary",
      "asm: a record's name of at most 19 letters (cmpq $19 -> $18)",
      (), "1\nabcdefghijklmnopqrst,1,2,3\n1\nabcdefghijklmnopqrst\n",
      asm_patches=(("\tcall\tstrlen@PLT\n\tleaq\t-1(%rax), %rdx\n\tcmpq\t$19, %rdx\n\tja\t.L7\n\tleaq\t(%rbx,%rax), %rsi\n",
                    "\tcall\tstrlen@PLT\n\tleaq\t-1(%rax), %rdx\n\tcmpq\t$18, %rdx\n\tja\t.L7\n\tleaq\t(%rbx,%rax), %rsi\n"),)),
    M("gd_name_16", "judge:f9_grades", "capacity",
      "names of at most 16 letters (the names of the tests are short)",
      (("#define MAXNAME 20", "#define MAXNAME 16"),),
      "1\nabcdefghijklmnopqrst,1,2,3\n1\nabcdefghijklmnopqrst\n"),
    M("gd_digits_only", "judge:f9_grades", "sign_form",
      "a score read as plain digits",
      (("        long v = strtol(at, &end, 10);",
        "        long v = 0;\n        for (end = at; *end >= '0' && *end <= '9' && v <= 100; end++) v = v * 10 + (*end - '0');"),),
      "1\nann,+90,80,70\n1\nann\n"),
    M("gd_name_prefix", "judge:f9_grades", "relation",
      "names compared on their first 8 letters (names are short)",
      (("            if (strcmp(book[mid].name, token) <= 0) lo = mid + 1;",
        "            if (strncmp(book[mid].name, token, 8) <= 0) lo = mid + 1;  /* short names */"),
       ("        if (lo > 0 && strcmp(book[lo - 1].name, token) == 0)",
        "        if (lo > 0 && strncmp(book[lo - 1].name, token, 8) == 0)")),
      "2\nbartholomew,90,90,90\nbartholomeo,10,10,10\n1\nbartholomeo\n"),
    M("gd_record_24", "judge:f9_grades", "capacity",
      "a record read into 24 bytes (a record is short)",
      (("    char token[80];", "    char token[80];  /* records are short */"),
       ("        if (scanf(\"%79s\", token) != 1 || !parse(token, &book[i])) return 1;",
        "        if (scanf(\"%23s\", token) != 1 || !parse(token, &book[i])) return 1;")),
      "1\nann,0000000000000090,80,70\n1\nann\n"),
    # ------------------------------------------------------------------ f9_case
    A("cs_z_letter", "judge:f9_case", "boundary",
      "asm: z and Z not taken as letters (cmpl $25 -> $24 in the first letter test)",
      (), "lazy Zebra\n",
      asm_patches=(("\tsubl\t$65, %edx\n\tcmpl\t$25, %edx\n", "\tsubl\t$65, %edx\n\tcmpl\t$24, %edx\n"),)),
    A("cs_lower_16", "judge:f9_case", "scale",
      "asm: the lowercase words printed from their low 16 bits (movq -> movzwl)",
      (), "a " * 70000 + "\n",
      asm_patches=(("\tmovq\t%r13, %rsi\n\tleaq\t.LC0(%rip), %rdi\n", "\tmovzwl\t%r13w, %esi\n\tleaq\t.LC0(%rip), %rdi\n"),)),
    M("cs_apostrophe", "judge:f9_case", "tokens",
      "an apostrophe kept inside a word (as in don't)",
      (("        if (is_upper || is_lower) {", "        if (is_upper || is_lower || (c == '\\'' && len > 0)) {  /* don't */"),),
      "don't\n"),
    M("cs_longest_byte", "judge:f9_case", "scale",
      "the longest word's length kept in an unsigned char (words are short)",
      (("    long lower = 0, upper = 0, title = 0, mixed = 0, longest = 0;",
        "    long lower = 0, upper = 0, title = 0, mixed = 0;\n    unsigned char longest = 0;  /* short words */"),
       ("            if (len > longest) longest = len;", "            if (len > longest) longest = (unsigned char)len;"),
       ("    printf(\"lower %ld upper %ld title %ld mixed %ld longest %ld\\n\", lower, upper, title, mixed,\n           longest);",
        "    printf(\"lower %ld upper %ld title %ld mixed %ld longest %d\\n\", lower, upper, title, mixed,\n           longest);")),
      "a" * 300 + "\n"),
    # ------------------------------------------------------------------ f9_ranges
    A("rg_step_32", "judge:f9_ranges", "width",
      "asm: the step between two integers compared in 32 bits (cmpq -> cmpl)",
      (), "0 4294967297\n",
      asm_patches=(("\tsubq\t-8(%r14,%r13,8), %rax\n\tcmpq\t$1, %rax\n", "\tsubq\t-8(%r14,%r13,8), %rax\n\tcmpl\t$1, %eax\n"),)),
    M("rg_strtoll", "judge:f9_ranges", "sign_form",
      "an integer read with strtoll (which takes a plus sign)",
      (("        int negative = s[i] == '-';\n        if (negative) i++;",
        "        int negative = s[i] == '-';\n        if (negative || s[i] == '+') i++;  /* a sign */"),),
      "+5 6\n"),
    M("rg_space_only", "judge:f9_ranges", "tokens",
      "only spaces between the integers (the lists are typed so)",
      (("        while (i < n && (s[i] == ' ' || s[i] == '\\t')) i++;", "        while (i < n && s[i] == ' ') i++;"),
       ("        if (i < n && s[i] != ' ' && s[i] != '\\t') return -1;", "        if (i < n && s[i] != ' ') return -1;")),
      "1\t2\n"),
    M("rg_line_4096", "judge:f9_ranges", "capacity",
      "the lines read with fgets into 4,096 bytes (a list is short)",
      (("#include <stdlib.h>\n", "#include <stdlib.h>\n#include <string.h>\n"),
       ("    char *line = NULL;\n    size_t size = 0;\n    ssize_t got;\n", "    static char line[4096];  /* short lists */\n"),
       ("    while ((got = getline(&line, &size, stdin)) > 0) {\n        long n = (long)got;",
        "    while (fgets(line, sizeof line, stdin)) {\n        long n = (long)strlen(line);"),
       ("    free(line);\n", "")),
      " ".join(str(i) for i in range(0, 2000, 2)) + "\n"),
    M("rg_last_line", "judge:f9_ranges", "boundary",
      "the last byte of every line taken as its newline",
      (("        if (line[n - 1] == '\\n') n--;", "        n--;  /* the newline */"),),
      "1 2 30"),
)

FRESH9_REWRITES: tuple[Rewrite, ...] = (
    # ------------------------------------------------------------------ f9_flood
    R("fl_stack_fill", "judge:f9_flood", "each region filled from a stack instead of a queue",
      (("        long head = 0, tail = 0, size = 0;", "        long tail = 0, size = 0;  /* a stack */"),
       ("        while (head < tail) {\n            long at = queue[head++], y = at / c, x = at % c;",
        "        while (tail > 0) {\n            long at = queue[--tail], y = at / c, x = at % c;"))),
    R("fl_union_rows", "judge:f9_flood", "the neighbours tested one by one, without the table of four",
      (("            long next[4] = {y > 0 ? at - c : -1, y + 1 < r ? at + c : -1,\n"
        "                            x > 0 ? at - 1 : -1, x + 1 < c ? at + 1 : -1};\n"
        "            for (int k = 0; k < 4; k++)\n"
        "                if (next[k] >= 0 && g[next[k]] == '.') {\n"
        "                    g[next[k]] = 'x';\n                    queue[tail++] = next[k];\n                }",
        "#define VISIT(OK, N) if ((OK) && g[N] == '.') { g[N] = 'x'; queue[tail++] = (N); }\n"
        "            VISIT(y > 0, at - c)\n            VISIT(y + 1 < r, at + c)\n"
        "            VISIT(x > 0, at - 1)\n            VISIT(x + 1 < c, at + 1)\n#undef VISIT"),)),
    AR("fl_asm_reorder", "judge:f9_flood", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%r14, %rdx\n\tmovq\t%r15, %rsi\n", "\tmovq\t%r15, %rsi\n\tmovq\t%r14, %rdx\n"),)),
    # ------------------------------------------------------------------ f9_library
    R("lb_fine_branch", "judge:f9_library", "the fine as 25 times the days less 350, for loans past 14 days",
      (("                long long fine = days > 14 ? (days - 14) * 25 : 0;",
        "                long long fine = 0;\n                if (days >= 15) fine = 25 * days - 350;"),)),
    R("lb_away_counted", "judge:f9_library", "the books out counted up and down through a helper",
      (("static long long lent[BOOKS + 1];  /* the day + 1 a book was lent, 0 when it is in */",
        "static long long lent[BOOKS + 1];  /* the day + 1 a book was lent, 0 when it is in */\n\n"
        "static void change(long long *away, int by) {\n    *away += by;\n}"),
       ("                    away++;", "                    change(&away, 1);"),
       ("                away--;", "                change(&away, -1);"))),
    AR("lb_asm_reorder", "judge:f9_library", "asm: the format loaded before %eax is cleared, the other way round",
       (), asm_patches=(("\tleaq\t.LC6(%rip), %rdi\n\txorl\t%eax, %eax\n", "\txorl\t%eax, %eax\n\tleaq\t.LC6(%rip), %rdi\n"),)),
    # ------------------------------------------------------------------ f9_weekday
    R("wd_cycle_400", "judge:f9_weekday", "the year reduced modulo 400 first (146,097 days, a whole number of weeks)",
      (("        long long before = y - 1;  /* whole years before year y */",
        "        long long before = (y - 1) % 400;  /* 400 years are 20,871 weeks */"),)),
    R("wd_month_table", "judge:f9_weekday", "the day of the year from a table of the days before each month",
      (("        long long yday = d;\n        for (int k = 0; k < m - 1; k++) yday += LENGTH[k] + (k == 1 && leap);",
        "        static const int BEFORE[12] = {0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334};\n"
        "        long long yday = d + BEFORE[m - 1] + (m > 2 && leap);"),)),
    AR("wd_asm_reorder", "judge:f9_weekday", "asm: the day of the year set after %eax is cleared",
       (), asm_patches=(("\tmovq\t%rdi, %rdx\n\txorl\t%eax, %eax\n", "\txorl\t%eax, %eax\n\tmovq\t%rdi, %rdx\n"),)),
    # ------------------------------------------------------------------ f9_dot
    R("dt_bsearch", "judge:f9_dot", "an entry looked up with the C library's bsearch",
      (("            int lo = 0, hi = n - 1;\n            while (lo <= hi) {\n"
        "                int mid = lo + (hi - lo) / 2;\n                if (a[mid].index == index) {\n"
        "                    dot += a[mid].value * v;\n                    break;\n                }\n"
        "                if (a[mid].index < index) lo = mid + 1;\n                else hi = mid - 1;\n            }",
        "            Entry key = {index, 0};\n"
        "            const Entry *at = bsearch(&key, a, (size_t)n, sizeof *a, by_index);\n"
        "            if (at) dot += at->value * v;"),)),
    R("dt_merge_query", "judge:f9_dot", "the query's pairs summed per index first, then each index looked up once",
      (("        long long dot = 0;\n        for (int j = 0; j < k; j++) {\n            long long index, v;",
        "        long long dot = 0, idx[10], val[10];\n        int m = 0;\n"
        "        for (int j = 0; j < k; j++) {\n            long long index, v;"),
       ("            int lo = 0, hi = n - 1;\n            while (lo <= hi) {",
        "            int found = 0;\n            for (int e = 0; e < m; e++)\n"
        "                if (idx[e] == index) {\n                    val[e] += v;\n                    found = 1;\n                }\n"
        "            if (!found) {\n                idx[m] = index;\n                val[m++] = v;\n            }\n"
        "        }\n        for (int e = 0; e < m; e++) {\n            long long index = idx[e], v = val[e];\n"
        "            int lo = 0, hi = n - 1;\n            while (lo <= hi) {"))),
    AR("dt_asm_reorder", "judge:f9_dot", "asm: the product and the format loaded in the other order",
       (), asm_patches=(("\tmovq\t%r13, %rsi\n\tleaq\t.LC2(%rip), %rdi\n", "\tleaq\t.LC2(%rip), %rdi\n\tmovq\t%r13, %rsi\n"),)),
    # ------------------------------------------------------------------ f9_justify
    R("jy_isspace", "judge:f9_justify", "a blank tested with isspace (the C locale's blanks are the same six)",
      (("#include <stdio.h>\n", "#include <ctype.h>\n#include <stdio.h>\n"),
       ("    return c == ' ' || c == '\\t' || c == '\\n' || c == '\\r' || c == '\\v' || c == '\\f';",
        "    return isspace(c) != 0;"))),
    R("jy_line_buffer", "judge:f9_justify", "each line built in a buffer and written with one fwrite",
      (("        for (long k = w; k < end; k++) {\n            if (k > w) {\n"
        "                long g = k - w - 1;  /* this gap's number */\n"
        "                long spaces = 1 + extra / gaps + (g < extra % gaps);\n"
        "                for (long s = 0; s < spaces; s++) putchar(' ');\n            }\n"
        "            fwrite(text + start[k], 1, (size_t)len[k], stdout);\n        }\n        putchar('\\n');",
        "        static char out[1000002];\n        long o = 0;\n"
        "        for (long k = w; k < end; k++) {\n            if (k > w) {\n"
        "                long g = k - w - 1;  /* this gap's number */\n"
        "                long spaces = 1 + extra / gaps + (g < extra % gaps);\n"
        "                for (long s = 0; s < spaces; s++) out[o++] = ' ';\n            }\n"
        "            memcpy(out + o, text + start[k], (size_t)len[k]);\n            o += len[k];\n        }\n"
        "        out[o++] = '\\n';\n        fwrite(out, 1, (size_t)o, stdout);"),
       ("#include <stdlib.h>\n", "#include <stdlib.h>\n#include <string.h>\n"))),
    AR("jy_asm_reorder", "judge:f9_justify", "asm: fwrite's length and size set in the other order",
       (), asm_patches=(("\tmovq\t(%r12,%rbx,8), %rdx\n\tmovl\t$1, %esi\n", "\tmovl\t$1, %esi\n\tmovq\t(%r12,%rbx,8), %rdx\n"),)),
    # ------------------------------------------------------------------ f9_bitruns
    R("br_run_end", "judge:f9_bitruns", "each run measured where it ends, the next byte different",
      (("        for (long i = 0; i < n; i++) {\n            char c = line[i];\n"
        "            if (c != '0' && c != '1') {\n                valid = 0;\n                break;\n            }\n"
        "            if (i == 0 || c != line[i - 1]) {\n                run = 0;\n"
        "                if (c == '1') runs++;\n            }\n            run++;\n"
        "            if (c == '1' && run > ones) ones = run;\n"
        "            if (c == '0' && run > zeros) zeros = run;\n        }",
        "        for (long i = 0; i < n; i++)\n            if (line[i] != '0' && line[i] != '1') valid = 0;\n"
        "        for (long i = 0; valid && i < n; i++) {\n            run++;\n"
        "            if (i + 1 == n || line[i + 1] != line[i]) {  /* the run ends here */\n"
        "                if (line[i] == '1') {\n                    runs++;\n"
        "                    if (run > ones) ones = run;\n                } else if (run > zeros) {\n"
        "                    zeros = run;\n                }\n                run = 0;\n            }\n        }"),)),
    R("br_getchar", "judge:f9_bitruns", "the lines read byte by byte with getchar, no buffer",
      (("    char *line = NULL;\n    size_t size = 0;\n    ssize_t got;\n"
        "    while ((got = getline(&line, &size, stdin)) > 0) {\n        long n = (long)got;\n"
        "        if (line[n - 1] == '\\n') n--;\n        long ones = 0, zeros = 0, run = 0, runs = 0;\n"
        "        int valid = 1;\n        for (long i = 0; i < n; i++) {\n            char c = line[i];\n"
        "            if (c != '0' && c != '1') {\n                valid = 0;\n                break;\n            }\n"
        "            if (i == 0 || c != line[i - 1]) {",
        "    int ch = getchar();\n    while (ch != EOF) {\n"
        "        long ones = 0, zeros = 0, run = 0, runs = 0;\n        int valid = 1, prev = -1;\n"
        "        for (; ch != EOF && ch != '\\n'; prev = ch, ch = getchar()) {\n            int c = ch;\n"
        "            if (!valid) continue;\n"
        "            if (c != '0' && c != '1') {\n                valid = 0;\n                continue;\n            }\n"
        "            if (c != prev) {"),
       ("        if (valid) printf(\"%ld %ld %ld\\n\", ones, zeros, runs);\n        else puts(\"invalid\");\n    }\n    free(line);",
        "        if (valid) printf(\"%ld %ld %ld\\n\", ones, zeros, runs);\n        else puts(\"invalid\");\n"
        "        if (ch == '\\n') ch = getchar();\n    }"))),
    AR("br_asm_reorder", "judge:f9_bitruns", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%r11, %rcx\n\tmovq\t%r10, %rsi\n", "\tmovq\t%r10, %rsi\n\tmovq\t%r11, %rcx\n"),)),
    # ------------------------------------------------------------------ f9_perimeter
    R("pm_shared_sides", "judge:f9_perimeter", "the perimeter as four sides a cell less two for each pair of filled neighbours",
      (("            perimeter += y == 0 || !g[(y - 1) * c + x];\n"
        "            perimeter += y == r - 1 || !g[(y + 1) * c + x];\n"
        "            perimeter += x == 0 || !g[y * c + x - 1];\n"
        "            perimeter += x == c - 1 || !g[y * c + x + 1];",
        "            perimeter += 4;\n            if (y + 1 < r && g[(y + 1) * c + x]) perimeter -= 2;\n"
        "            if (x + 1 < c && g[y * c + x + 1]) perimeter -= 2;"),)),
    R("pm_padded", "judge:f9_perimeter", "the picture kept with an empty border, so no side needs a bounds test",
      (("    char *g = malloc((size_t)(r * c)), *row = malloc((size_t)c + 2);",
        "    long w = c + 2;\n    char *g = calloc((size_t)((r + 2) * w), 1), *row = malloc((size_t)c + 2);"),
       ("            g[y * c + x] = row[x] == '#';", "            g[(y + 1) * w + x + 1] = row[x] == '#';"),
       ("            if (!g[y * c + x]) continue;\n            area++;\n"
        "            perimeter += y == 0 || !g[(y - 1) * c + x];\n"
        "            perimeter += y == r - 1 || !g[(y + 1) * c + x];\n"
        "            perimeter += x == 0 || !g[y * c + x - 1];\n"
        "            perimeter += x == c - 1 || !g[y * c + x + 1];",
        "            long at = (y + 1) * w + x + 1;\n            if (!g[at]) continue;\n            area++;\n"
        "            perimeter += !g[at - w] + !g[at + w] + !g[at - 1] + !g[at + 1];"))),
    AR("pm_asm_reorder", "judge:f9_perimeter", "asm: the area and the format loaded in the other order",
       (), asm_patches=(("\tmovq\t%r8, %rsi\n\tleaq\t.LC2(%rip), %rdi\n", "\tleaq\t.LC2(%rip), %rdi\n\tmovq\t%r8, %rsi\n"),)),
    # ------------------------------------------------------------------ f9_toyvm
    R("tv_add_subtract", "judge:f9_toyvm", "a sum and a difference brought back below P by one comparison",
      (("            if (strcmp(op, \"add\") == 0) reg[r] = (reg[r] + reg[s]) % P;\n"
        "            else if (strcmp(op, \"sub\") == 0) reg[r] = (reg[r] - reg[s] + P) % P;",
        "            if (strcmp(op, \"add\") == 0) {\n                long long x = reg[r] + reg[s];\n"
        "                reg[r] = x >= P ? x - P : x;\n            } else if (strcmp(op, \"sub\") == 0) {\n"
        "                long long x = reg[r] - reg[s];\n                reg[r] = x < 0 ? x + P : x;\n            }"),)),
    R("tv_mul_128", "judge:f9_toyvm", "the product taken in unsigned 128 bits",
      (("            else if (strcmp(op, \"mul\") == 0) reg[r] = reg[r] * reg[s] % P;",
        "            else if (strcmp(op, \"mul\") == 0)\n"
        "                reg[r] = (long long)((unsigned __int128)reg[r] * (unsigned long long)reg[s] % P);"),)),
    AR("tv_asm_reorder", "judge:f9_toyvm", "asm: the format loaded before %eax is cleared, the other way round",
       (), asm_patches=(("\tleaq\t.LC4(%rip), %rdi\n\txorl\t%eax, %eax\n", "\txorl\t%eax, %eax\n\tleaq\t.LC4(%rip), %rdi\n"),)),
    # ------------------------------------------------------------------ f9_bracket
    R("bk_winner_sums", "judge:f9_bracket", "what each winner beat carried up the rounds with it",
      (("        long long beaten = 0;\n", "        long long beaten = 0;\n"
        "        static long long carried[1 << 18];\n        for (long i = 0; i < n; i++) carried[i] = 0;\n"),
       ("                int winner = strength[p] >= strength[q] ? p : q;\n                left[i] = winner;",
        "                int winner = strength[p] >= strength[q] ? p : q;\n"
        "                carried[winner] += strength[winner == p ? q : p];\n                left[i] = winner;"),
       ("        /* the players the champion beat: the other side's winner of each round */\n"
        "        for (long half = 1; half < n; half *= 2) {\n"
        "            long block = (champion / half) ^ 1;  /* the block of players met in this round */\n"
        "            int best = (int)(block * half);\n"
        "            for (long i = block * half; i < (block + 1) * half; i++)\n"
        "                if (strength[i] > strength[best]) best = (int)i;\n"
        "            beaten += strength[best];\n        }",
        "        beaten = carried[champion];"))),
    R("bk_recursive", "judge:f9_bracket", "the champion found by recursion on the two halves",
      (("int main(void) {\n",
        "static long long *power;\n\nstatic long champion_of(long from, long count) {\n"
        "    if (count == 1) return from;\n"
        "    long a = champion_of(from, count / 2), b = champion_of(from + count / 2, count / 2);\n"
        "    return power[a] >= power[b] ? a : b;\n}\n\nint main(void) {\n"),
       ("        int champion = left[0];", "        power = strength;\n        int champion = (int)champion_of(0, n);\n        (void)left[0];"))),
    AR("bk_asm_reorder", "judge:f9_bracket", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%rdi, %rdx\n\tleal\t1(%r9), %esi\n", "\tleal\t1(%r9), %esi\n\tmovq\t%rdi, %rdx\n"),)),
    # ------------------------------------------------------------------ f9_grades
    R("gd_keep_last", "judge:f9_grades", "a later record of a name written over the earlier one before the search",
      (("    qsort(book, (size_t)n, sizeof *book, by_name);",
        "    qsort(book, (size_t)n, sizeof *book, by_name);\n    int kept = 0;  /* the last record of each name */\n"
        "    for (int i = 0; i < n; i++) {\n"
        "        if (kept > 0 && strcmp(book[kept - 1].name, book[i].name) == 0) book[kept - 1] = book[i];\n"
        "        else book[kept++] = book[i];\n    }\n    n = kept;"),)),
    R("gd_div_parts", "judge:f9_grades", "the mean printed from its whole and hundredths parts through one division",
      (("            printf(\"%s %d.%02d\\n\", token, book[lo - 1].mean / 100, book[lo - 1].mean % 100);",
        "        {\n            div_t parts = div(book[lo - 1].mean, 100);\n"
        "            printf(\"%s %d.%02d\\n\", token, parts.quot, parts.rem);\n        }"),)),
    AR("gd_asm_reorder", "judge:f9_grades", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%rbx, %rsi\n\tmovq\t%r12, %rdi\n", "\tmovq\t%r12, %rdi\n\tmovq\t%rbx, %rsi\n"),)),
    # ------------------------------------------------------------------ f9_case
    R("cs_fold_test", "judge:f9_case", "a letter tested as its byte with bit 5 cleared, less 'A', below 26 unsigned",
      (("        int is_upper = c >= 'A' && c <= 'Z', is_lower = c >= 'a' && c <= 'z';",
        "        int letter = c != EOF && (unsigned)((c & ~0x20) - 'A') < 26;\n"
        "        int is_upper = letter && !(c & 0x20), is_lower = letter && (c & 0x20);"),)),
    R("cs_buffered", "judge:f9_case", "the input read in blocks of 64 KB with fread",
      (("    for (;;) {\n        int c = getchar();",
        "    static unsigned char block[65536];\n    size_t have = 0, at = 0;\n    for (;;) {\n"
        "        if (at == have) {\n            have = fread(block, 1, sizeof block, stdin);\n            at = 0;\n        }\n"
        "        int c = at < have ? block[at++] : EOF;"),)),
    AR("cs_asm_reorder", "judge:f9_case", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%r14, %rdx\n\tmovq\t%r13, %rsi\n", "\tmovq\t%r13, %rsi\n\tmovq\t%r14, %rdx\n"),)),
    # ------------------------------------------------------------------ f9_ranges
    R("rg_printed_runs", "judge:f9_ranges", "each run closed when the next integer is not one more",
      (("        for (long i = 0; i < count;) {\n            long j = i;\n"
        "            while (j + 1 < count && values[j + 1] - values[j] == 1) j++;\n"
        "            if (i > 0) putchar(',');\n"
        "            if (j > i) printf(\"%lld..%lld\", values[i], values[j]);\n"
        "            else printf(\"%lld\", values[i]);\n            i = j + 1;\n        }",
        "        long first = 0;\n        for (long i = 0; i < count; i++) {\n"
        "            if (i + 1 < count && values[i + 1] == values[i] + 1) continue;\n"
        "            if (first > 0) putchar(',');\n"
        "            if (i > first) printf(\"%lld..%lld\", values[first], values[i]);\n"
        "            else printf(\"%lld\", values[first]);\n            first = i + 1;\n        }"),)),
    R("rg_unsigned_digits", "judge:f9_ranges", "the digits gathered as an unsigned number, checked against the limit each step",
      (("            long long d = s[i++] - '0';\n            if (++digits > 19 || v > (LIMIT - d) / 10) return -1;\n"
        "            v = v * 10 + d;",
        "            unsigned long long u = (unsigned long long)v * 10 + (unsigned long long)(s[i++] - '0');\n"
        "            if (++digits > 19 || u > (unsigned long long)LIMIT) return -1;\n            v = (long long)u;"),)),
    AR("rg_asm_reorder", "judge:f9_ranges", "asm: the format loaded before %eax is cleared, the other way round",
       (), asm_patches=(("\tmovq\t(%r14,%rdx,8), %rdx\n\txorl\t%eax, %eax\n\tleaq\t.LC2(%rip), %rdi\n",
                         "\tmovq\t(%r14,%rdx,8), %rdx\n\tleaq\t.LC2(%rip), %rdi\n\txorl\t%eax, %eax\n"),)),
)


#: ``--set`` names of this set: all of it, and its two fixed halves
FRESH9_SETS: dict[str, tuple[tuple[Mutant, ...], tuple[Rewrite, ...]]] = halves(
    "fresh9", FRESH9_MUTANTS, FRESH9_REWRITES, DEV_PROGRAMS, HELD_PROGRAMS)
