"""A seventh fresh set of candidates for ``benchmarks/verification.py`` (issue 32), written as
a measuring stick nobody tuned the verifier to, apart from ``fresh.py`` to ``fresh6.py``.

Twelve judge-style programs of kinds no other set has (``programs/f7_*.c``, each stating its
input constraints in its opening comment): the saddle points of a grid, a set of flags driven
by commands, elementary cellular automata over several test cases, a phone book of a counted
list looked up by prefix queries, Adler-32 and CRC-32 checksums of any bytes, dice sums line by
line, the peaks of a height grid, a turtle driven by commands, triangles classified over
several test cases, the values between bounds of a counted list by queries, Morse code of free
text and durations line by line.  Each has a few public samples and hidden tests from a small
generator in the style of the samples (random values of the sizes and alphabets the samples
show, as judges write them), kept here so that this set stays apart from the others.

Wrong candidates are of the kinds issue 32 lists (``KINDS``, the same as ``fresh.KINDS``); an
``AsmMutant`` is an *assembly edit*: the reference compiled with ``gcc -O3 -S`` (Debian gcc
12.2) and one thing changed, as an asm-writing model would (a width, a condition code, a
dropped instruction, a wrong immediate).  Honest candidates are the benchmark's
recompilations, hand-written C rewrites and correct assembly edits (``AsmRewrite``: two
independent instructions swapped).

The set is split by program into two fixed halves (``DEV_PROGRAMS``, ``HELD_PROGRAMS``), each
with programs of every input style (a grid, commands, several test cases, a counted list with
queries, free text, lines until the end of the input) and an early-exit candidate:
``--set fresh7-dev`` to develop on, ``--set fresh7-held`` to measure once.

Witnesses are built here in Python; the large ones (2^16 records, a sum past 2^32, a line past
4,096 bytes) stay under 350 KB.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from fresh import KINDS, AsmMutant, AsmRewrite
from mutants import Mutant, Rewrite, halves

__all__ = ["KINDS", "AsmMutant", "AsmRewrite", "DEV_PROGRAMS", "HELD_PROGRAMS", "PUBLIC",
           "GENERATORS", "hidden_inputs", "FRESH7_MUTANTS", "FRESH7_REWRITES", "FRESH7_SETS"]

#: a grid, commands, several test cases, a counted list with queries, free text, lines
DEV_PROGRAMS: tuple[str, ...] = (
    "f7_saddle", "f7_flags", "f7_automaton", "f7_phonebook", "f7_checksum", "f7_dice")
#: a grid, commands, several test cases, a counted list with queries, free text, lines
HELD_PROGRAMS: tuple[str, ...] = (
    "f7_peaks", "f7_turtle", "f7_triangles", "f7_between", "f7_morse", "f7_durations")

# ---------------------------------------------------------------------------- public tests
#: the largest side of the public saddle grids (and of its generator's)
SADDLE_PUBLIC_SIDE = 6
#: flag indices of the public tests (and of its generator's) stay below this
FLAGS_PUBLIC_INDEX = 1000
#: the widest row of the public automaton tests (and of its generator's)
AUTOMATON_PUBLIC_WIDTH = 40

PUBLIC: dict[str, list[str]] = {
    "f7_saddle": [
        "3 3\n1 2 3\n4 5 6\n7 8 9\n",
        "2 3\n5 -1 4\n3 0 -2\n",
        "1 4\n9 -3 7 2\n",
        f"{SADDLE_PUBLIC_SIDE} {SADDLE_PUBLIC_SIDE}\n" + "".join(
            " ".join(str((y * SADDLE_PUBLIC_SIDE + x) * 37 % 199 - 99)
                     for x in range(SADDLE_PUBLIC_SIDE)) + "\n"
            for y in range(SADDLE_PUBLIC_SIDE)),
        "3 1\n-4\n10\n6\n",
    ],
    "f7_flags": [
        "set 3\nset 10\ntest 3\ntest 4\ncount\nfirst\n",
        "fill 5 9\nclear 7\ncount\ntoggle 7\ntoggle 100\ncount\nfirst\n",
        "first\ntest 0\nset 999\nfirst\nfill 20 10\ncount\n",
        "fill 60 130\nclear 60\nfirst\ncount\nset 64\ncount\n",
    ],
    "f7_automaton": [
        "1\n90 11 5\n.....#.....\n",
        "2\n30 9 3\n....#....\n110 5 0\n#.#.#\n",
        "1\n184 8 4\n##..#.#.\n",
        "1\n150 20 12\n#......#...##.....#.\n",
    ],
    "f7_phonebook": [
        "4\nalice 5551234\nbob 5559876\nalbert 5550000\nbobby 5551111\n3\nal\nbob\ncarl\n",
        "3\nann 111\nann 222\nanna 333\n2\nann\na\n",
        "1\nzed 42\n2\nz\nzedd\n",
        "5\nmia 700\nmike 701\nmila 702\nmo 703\nmick 704\n3\nmi\nm\nmil\n",
    ],
    "f7_checksum": [
        "Wikipedia",
        "hello world\n",
        "The quick brown fox jumps over the lazy dog.\n",
        "\n",
        "one\ntwo\nthree\n",
    ],
    "f7_dice": [
        "2d6+3\nd20\n",
        "3d4-1\n1d100-2d6\n10\n",
        "-d6+7\n2d\nd0\n",
        "4d6+2d8+5\n6d10-3-d4\n\nx\n",
    ],
    "f7_peaks": [
        "3 3\n1 2 3\n4 9 5\n6 7 8\n",
        "2 4\n5 1 1 6\n1 1 1 1\n",
        "1 1\n-7\n",
        "4 5\n1 8 1 2 3\n2 1 2 9 1\n7 2 3 1 2\n1 1 6 2 5\n",
    ],
    "f7_turtle": [
        "forward 10\nright\nforward 5\nwhere\nundo\nwhere\n",
        "left\nback 3\nundo\nundo\nforward 2\nright\nright\nforward 2\n",
        "right\nforward 7\nleft\nforward 7\nleft\nforward 7\nleft\nforward 7\nwhere\n",
        "where\nundo\nleft\nleft\nforward 100\nback 40\nundo\nundo\n",
    ],
    "f7_triangles": [
        "4\n3 4 5\n2 2 2\n1 2 3\n5 5 8\n",
        "3\n13 5 12\n7 9 3\n10 10 1\n",
        "2\n6 8 10\n100 1 1\n",
        "3\n4 4 7\n12 13 5\n20 21 22\n",
    ],
    "f7_between": [
        "5\n4 -2 9 15 7\n3\n0 10\n-5 -1\n16 20\n",
        "4\n100 100 300 -400\n2\n50 250\n-1000 1000\n",
        "1\n0\n2\n-3 3\n6 2\n",
        "6\n-1000000 500000 3 3 3 999999\n3\n1 5\n-2000000 0\n400000 600000\n",
    ],
    "f7_morse": [
        "SOS\n",
        "Hello, world!\n",
        "the quick brown fox\njumps over the lazy dog\n",
        "\nMorse code is neat.\n",
    ],
    "f7_durations": [
        "1h30m\n45s\n2d3h4m5s\n",
        "10m\n0s\n1d\n",
        "5x\n\n3h7s\n",
        "23h59m59s\n1s\n",
    ],
}

# ---------------------------------------------------------------------------- hidden tests
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_WORDS = ("the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "hello", "world",
          "morse", "code", "is", "neat", "a", "an", "and", "of", "to", "in", "it", "save",
          "our", "ship", "signal", "light", "radio", "wave", "short", "long")


def _saddle(rng: random.Random) -> str:
    r, c = rng.randint(1, SADDLE_PUBLIC_SIDE), rng.randint(1, SADDLE_PUBLIC_SIDE)
    rows = [" ".join(str(rng.randint(-1000, 1000)) for _ in range(c)) for _ in range(r)]
    return f"{r} {c}\n" + "".join(row + "\n" for row in rows)


def _flags(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 12)):
        command = rng.choice(["set", "set", "clear", "toggle", "test", "test", "fill", "count",
                              "first"])
        if command == "fill":
            lo = rng.randrange(FLAGS_PUBLIC_INDEX)
            lines.append(f"fill {lo} {min(FLAGS_PUBLIC_INDEX - 1, lo + rng.randint(-5, 80))}")
        elif command in ("count", "first"):
            lines.append(command)
        else:
            lines.append(f"{command} {rng.randrange(FLAGS_PUBLIC_INDEX)}")
    return "".join(line + "\n" for line in lines)


def _automaton(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 3)):
        w = rng.randint(1, AUTOMATON_PUBLIC_WIDTH)
        row = "".join(rng.choice("#..") for _ in range(w))
        cases.append(f"{rng.choice([30, 90, 110, 150, 184, rng.randint(0, 255)])} {w} "
                     f"{rng.randint(0, 20)}\n{row}\n")
    return f"{len(cases)}\n" + "".join(cases)


def _phone_name(rng: random.Random) -> str:
    return "".join(rng.choice("abcdem") for _ in range(rng.randint(1, 8)))


def _phonebook(rng: random.Random) -> str:
    entries = [f"{_phone_name(rng)} {rng.randint(1, 9)}"
               + "".join(str(rng.randint(0, 9)) for _ in range(rng.randint(2, 9)))
               for _ in range(rng.randint(1, 10))]
    queries = []
    for _ in range(rng.randint(1, 5)):
        if rng.random() < 0.6:
            name = rng.choice(entries).split()[0]
            queries.append(name[:rng.randint(1, len(name))])
        else:
            queries.append(_phone_name(rng))
    return (f"{len(entries)}\n" + "".join(e + "\n" for e in entries) + f"{len(queries)}\n"
            + "".join(q + "\n" for q in queries))


def _checksum(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 3)):
        words = [rng.choice(_WORDS) for _ in range(rng.randint(1, 12))]
        if rng.random() < 0.3:
            words[0] = words[0].capitalize()
        lines.append(" ".join(words) + rng.choice([".", ",", "!", ""]))
    return "".join(line + "\n" for line in lines)


def _dice_term(rng: random.Random) -> str:
    if rng.random() < 0.25:
        return str(rng.randint(0, 20))
    count = rng.choice(["", str(rng.randint(1, 10))])
    return f"{count}d{rng.choice([4, 6, 8, 10, 12, 20, 100])}"


def _dice(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 5)):
        if rng.random() < 0.1:
            lines.append(rng.choice(["", "2d", "d0", "x", "3+"]))
            continue
        line = ("-" if rng.random() < 0.1 else "") + _dice_term(rng)
        for _ in range(rng.randint(0, 3)):
            line += rng.choice("+-") + _dice_term(rng)
        lines.append(line)
    return "".join(line + "\n" for line in lines)


#: the largest side of the public peak grids (and of its generator's)
PEAKS_PUBLIC_SIDE = 8


def _peaks(rng: random.Random) -> str:
    r, c = rng.randint(1, PEAKS_PUBLIC_SIDE), rng.randint(1, PEAKS_PUBLIC_SIDE)
    rows = [" ".join(str(rng.randint(-1000000000, 1000000000)) for _ in range(c))
            for _ in range(r)]
    return f"{r} {c}\n" + "".join(row + "\n" for row in rows)


def _turtle(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 15)):
        command = rng.choice(["forward", "forward", "back", "left", "right", "undo", "where"])
        lines.append(f"{command} {rng.randint(1, 100)}" if command in ("forward", "back")
                     else command)
    return "".join(line + "\n" for line in lines)


def _triangles(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 6)):
        roll = rng.random()
        if roll < 0.2:  # a right triangle, a multiple of a Pythagorean triple
            k = rng.randint(1, 8)
            sides = [k * v for v in rng.choice([(3, 4, 5), (5, 12, 13), (8, 15, 17)])]
        elif roll < 0.35:
            side = rng.randint(1, 100)
            sides = [side, side, rng.randint(1, 100)]
        else:
            sides = [rng.randint(1, 100) for _ in range(3)]
        rng.shuffle(sides)
        cases.append(" ".join(map(str, sides)))
    return f"{len(cases)}\n" + "".join(case + "\n" for case in cases)


#: the largest |value| of the public between tests (and of its generator's)
BETWEEN_PUBLIC_MAX = 1000000


def _between(rng: random.Random) -> str:
    n = rng.randint(1, 12)
    values = [rng.randint(-BETWEEN_PUBLIC_MAX, BETWEEN_PUBLIC_MAX) for _ in range(n)]
    queries = []
    for _ in range(rng.randint(1, 5)):
        lo = rng.randint(-BETWEEN_PUBLIC_MAX, BETWEEN_PUBLIC_MAX)
        queries.append(f"{lo} {lo + rng.randint(-1000, 2 * BETWEEN_PUBLIC_MAX)}")
    return (f"{n}\n{' '.join(map(str, values))}\n{len(queries)}\n"
            + "".join(q + "\n" for q in queries))


def _morse(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 4)):
        words = [rng.choice(_WORDS) for _ in range(rng.randint(0, 8))]
        if words and rng.random() < 0.3:
            words[0] = words[0].capitalize()
        if words and rng.random() < 0.2:
            words[-1] = words[-1].upper()
        lines.append(" ".join(words) + rng.choice([".", "!", "?", ",", ""]))
    return "".join(line + "\n" for line in lines)


def _durations(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 6)):
        if rng.random() < 0.1:
            lines.append(rng.choice(["", "5x", "h", "1.5h"]))
            continue
        parts = [(unit, top) for unit, top in (("d", 30), ("h", 23), ("m", 59), ("s", 59))
                 if rng.random() < 0.5]
        if not parts:
            parts = [("s", 59)]
        lines.append("".join(f"{rng.randint(0, top)}{unit}" for unit, top in parts))
    return "".join(line + "\n" for line in lines)


GENERATORS: dict[str, Callable[[random.Random], str]] = {
    "f7_saddle": _saddle, "f7_flags": _flags, "f7_automaton": _automaton,
    "f7_phonebook": _phonebook, "f7_checksum": _checksum, "f7_dice": _dice,
    "f7_peaks": _peaks, "f7_turtle": _turtle, "f7_triangles": _triangles,
    "f7_between": _between, "f7_morse": _morse, "f7_durations": _durations,
}


def hidden_inputs(name: str, count: int = 6, seed: int = 0) -> list[str]:
    """``count`` hidden inputs for program ``name``, deterministic for a seed."""
    rng = random.Random(f"fresh7:{name}:{seed}")
    return [GENERATORS[name](rng) for _ in range(count)]


# ---------------------------------------------------------------------------- witnesses
M = Mutant
A = AsmMutant
R = Rewrite
AR = AsmRewrite


def _read_signed(name: str, ctype: str) -> str:
    """A number read by hand, an optional minus and digits (no '+'), as a model writes it."""
    return (
        f"/* a number by hand: an optional minus, then digits */\n"
        f"static int {name}({ctype} *out) {{\n    int c = getchar();\n"
        "    while (c == ' ' || c == '\\n' || c == '\\t' || c == '\\r') c = getchar();\n"
        "    int negative = c == '-';\n    if (negative) c = getchar();\n"
        "    if (c < '0' || c > '9') return 0;\n    long long v = 0;\n"
        "    while (c >= '0' && c <= '9') {\n        v = v * 10 + (c - '0');\n        c = getchar();\n    }\n"
        f"    ungetc(c, stdin);\n    *out = ({ctype})(negative ? -v : v);\n    return 1;\n}}\n\n")


def _read_digits(name: str) -> str:
    """A flag index read by hand: digits only (an index is never negative)."""
    return (
        f"/* an index by hand: digits only */\nstatic int {name}(long *out) {{\n"
        "    int c = getchar();\n"
        "    while (c == ' ' || c == '\\n' || c == '\\t' || c == '\\r') c = getchar();\n"
        "    if (c < '0' || c > '9') return 0;\n    long v = 0;\n"
        "    while (c >= '0' && c <= '9') {\n        v = v * 10 + (c - '0');\n"
        "        if (v >= BITS) return 0;\n        c = getchar();\n    }\n"
        "    ungetc(c, stdin);\n    *out = v;\n    return 1;\n}\n\n")


def _saddle_grid(rows: list[list[int]]) -> str:
    return f"{len(rows)} {len(rows[0])}\n" + "".join(" ".join(map(str, r)) + "\n" for r in rows)


def _peak_lattice(side: int) -> str:
    """A side x side grid of 0s with a 1 at every even row and column: side^2 / 4 peaks."""
    rows = [" ".join("1" if y % 2 == 0 and x % 2 == 0 else "0" for x in range(side))
            for y in range(side)]
    return f"{side} {side}\n" + "".join(row + "\n" for row in rows)


_FL_WORD_READER = """/* a command word by hand: up to a space or a newline */
static int read_word(char *w, int size) {
    int c = getchar(), n = 0;
    while (c == ' ' || c == '\\n') c = getchar();
    if (c == EOF) return 0;
    while (c != EOF && c != ' ' && c != '\\n') {
        if (n < size - 1) w[n++] = (char)c;
        c = getchar();
    }
    w[n] = '\\0';
    return 1;
}

int main(void) {
"""

_DC_FGETS_MAIN = """int main(void) {
    static char line[256];  /* an expression is short */
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\\n")] = '\\0';
        at = line;
        long long lo, hi;
        if (!evaluate(&lo, &hi)) {
            puts("invalid");
        } else {
            long long twice = lo + hi;
            long long whole = (twice < 0 ? -twice : twice) / 2;
            printf("%lld %lld %s%lld.%d\\n", lo, hi, twice < 0 ? "-" : "", whole, (int)(twice % 2 != 0) * 5);
        }
    }
    return 0;
}
"""

_MO_FGETS_MAIN = """int main(void) {
    static char line[1024];  /* a line of text is short */
    while (fgets(line, sizeof line, stdin)) {
        int in_word = 0, words = 0;
        for (const char *p = line; *p && *p != '\\n'; p++) {
            const char *m = code((unsigned char)*p);
            if (!m) {
                in_word = 0;
                continue;
            }
            if (in_word) putchar(' ');
            else if (words) fputs(" / ", stdout);
            if (!in_word) words++;
            in_word = 1;
            for (const char *s = m; *s; s++) {
                putchar(*s);
                if (*s == '.') dots++;
                else dashes++;
            }
        }
        putchar('\\n');
    }
    printf("dots %ld dashes %ld\\n", dots, dashes);
    return 0;
}
"""

FRESH7_MUTANTS: tuple[Mutant, ...] = (
    # ------------------------------------------------------------------ f7_saddle
    M("sa_count_10", "judge:f7_saddle", "early_exit",
      "the saddle points counted in the loop that prints them, so the count stops at ten",
      (("    long saddles = 0;\n    for (int y = 0; y < r; y++)\n        for (int x = 0; x < c; x++) {\n"
        "            long long v = g[(long)y * c + x];\n"
        "            if (v == rowmin[y] && v == colmax[x]) saddles++;\n        }\n"
        "    printf(\"total %lld\\nrow %d\\nsaddles %ld\\n\", total, best_row, saddles);\n"
        "    long shown = 0;",
        "    long shown = 0;  /* one pass: count the saddles while keeping the first ten */\n"
        "    static char out[10][80];"),
       ("                printf(\"%d %d %lld\\n\", y + 1, x + 1, v);\n                shown++;",
        "                sprintf(out[shown++], \"%d %d %lld\\n\", y + 1, x + 1, v);"),
       ("    free(g);\n",
        "    printf(\"total %lld\\nrow %d\\nsaddles %ld\\n\", total, best_row, shown);\n"
        "    for (long i = 0; i < shown; i++) fputs(out[i], stdout);\n    free(g);\n")),
      _saddle_grid([[5] * 12])),
    M("sa_first_minimum", "judge:f7_saddle", "relation",
      "each row's minimum kept with its column, a saddle only at the first minimum of a row",
      (("    long long *rowmin = malloc(sizeof *rowmin * (size_t)r);",
        "    long long *rowmin = malloc(sizeof *rowmin * (size_t)r);\n"
        "    int *rowat = malloc(sizeof *rowat * (size_t)r);  /* where the row's minimum is */"),
       ("            if (x == 0 || v < rowmin[y]) rowmin[y] = v;",
        "            if (x == 0 || v < rowmin[y]) {\n                rowmin[y] = v;\n"
        "                rowat[y] = x;\n            }"),
       ("            if (v == rowmin[y] && v == colmax[x]) saddles++;",
        "            if (x == rowat[y] && v == colmax[x]) saddles++;"),
       ("            if (v == rowmin[y] && v == colmax[x]) {",
        "            if (x == rowat[y] && v == colmax[x]) {")),
      "2 2\n3 3\n1 2\n"),
    M("sa_total_double", "judge:f7_saddle", "mixed_extremes",
      "the total summed in a double, so that it cannot overflow",
      (("    long long total = 0, best = 0;", "    double total = 0;  /* no overflow */\n    long long best = 0;"),
       ("    printf(\"total %lld\\nrow %d\\nsaddles %ld\\n\", total, best_row, saddles);",
        "    printf(\"total %.0f\\nrow %d\\nsaddles %ld\\n\", total, best_row, saddles);")),
      _saddle_grid([[1] + [10 ** 12] * 999] + [[10 ** 12] * 1000 for _ in range(9)])),
    A("sa_total_32", "judge:f7_saddle", "scale",
      "asm: the total printed from its low 32 bits, sign-extended (movq -> movslq)",
      (), _saddle_grid([[3000000] * 3 for _ in range(1000)]),
      asm_patches=(("\tmovq\t%rbp, %rcx\n\tmovq\t%r8, %rsi\n", "\tmovq\t%rbp, %rcx\n\tmovslq\t%r8d, %rsi\n"),)),
    A("sa_row_32", "judge:f7_saddle", "width",
      "asm: the row sums compared in 32 bits (cmpq -> cmpl)",
      (), "2 1\n1\n4294967296\n",
      asm_patches=(("\tcmpq\t%r10, %r11\n\tjge\t.L22\n", "\tcmpl\t%r10d, %r11d\n\tjge\t.L22\n"),)),
    # ------------------------------------------------------------------ f7_flags
    M("fl_fill_all_new", "judge:f7_flags", "relation",
      "a fill counted as that many more flags set, whether or not some were set before",
      (("        set_count += __builtin_popcountll(mask & ~word[w]);",
        "        set_count += __builtin_popcountll(mask);"),),
      "set 5\nfill 0 9\ncount\n"),
    M("fl_minus_zero", "judge:f7_flags", "sign_form",
      "indices parsed by hand as digits only (an index is never negative)",
      (("static int read_index(long *out) {", _read_digits("read_digits") + "static int read_index(long *out) {"),
       ("    long long v;\n    if (scanf(\"%lld\", &v) != 1 || v < 0 || v >= BITS) return 0;\n"
        "    *out = (long)v;\n    return 1;",
        "    return read_digits(out);")),
      "set -0\ntest 0\n"),
    M("fl_blank_space", "judge:f7_flags", "tokens",
      "the command word read by hand up to a space or a newline",
      (("int main(void) {\n", _FL_WORD_READER),
       ("    while (scanf(\"%15s\", command) == 1) {", "    while (read_word(command, sizeof command)) {")),
      "set\t5\ntest 5\n"),
    A("fl_first_1024", "judge:f7_flags", "early_exit",
      "asm: 'first' scans the first 16 words only, 1,024 flags (wrong immediate)",
      (), "set 5000\nfirst\n",
      asm_patches=(("\tcmpq\t$16384, %rsi\n", "\tcmpq\t$16, %rsi\n"),)),
    A("fl_count_16", "judge:f7_flags", "scale",
      "asm: the final count printed from its low 16 bits (movq -> movzwl)",
      (), "fill 0 1048575\nclear 3\n",
      asm_patches=(("\tmovq\tset_count(%rip), %rsi\n\tleaq\t.LC11(%rip), %rdi\n",
                    "\tmovzwl\tset_count(%rip), %esi\n\tleaq\t.LC11(%rip), %rdi\n"),)),
    # ------------------------------------------------------------------ f7_automaton
    M("au_row_4096", "judge:f7_automaton", "capacity",
      "the rows in static buffers of 4,096 cells (the rows of the tests are short)",
      (("    char *row = malloc(100002), *next = malloc(100002);\n    if (!row || !next) return 1;",
        "    static char row_cells[4096], next_cells[4096];  /* rows are short */\n"
        "    char *row = row_cells, *next = next_cells;"),
       ("        if (scanf(\"%100001s\", row) != 1", "        if (scanf(\"%4095s\", row) != 1"),
       ("    free(row);\n    free(next);\n", "")),
      "1\n90 5000 1\n" + "#" + "." * 4999 + "\n"),
    M("au_dead_stays", "judge:f7_automaton", "boundary",
      "a row with no live cell left as it is (nothing is born of nothing)",
      (("        for (long step = 0; step < s; step++) {",
        "        for (long step = 0; step < s && live > 0; step++) {  /* a dead row stays dead */"),),
      "1\n1 6 1\n......\n"),
    M("au_steps_1000", "judge:f7_automaton", "early_exit",
      "at most 1,000 steps run: the rows settle long before",
      (("        for (long step = 0; step < s; step++) {",
        "        long run = s < 1000 ? s : 1000;  /* rows settle by then */\n"
        "        for (long step = 0; step < run; step++) {"),),
      "1\n30 101 1500\n" + "." * 50 + "#" + "." * 50 + "\n"),
    A("au_live_16", "judge:f7_automaton", "scale",
      "asm: the live cells printed from their low 16 bits (movq -> movzwl)",
      (), "1\n255 70000 1\n" + "." * 70000 + "\n",
      asm_patches=(("\tmovq\t%rdi, %rdx\n\tmovl\t%r15d, %esi\n", "\tmovzwl\t%di, %edx\n\tmovl\t%r15d, %esi\n"),)),
    A("au_steps_bound", "judge:f7_automaton", "boundary",
      "asm: the steps bounded by 10^5 instead of 10^6 (wrong immediate)",
      (), "1\n184 2 500000\n#.\n",
      asm_patches=(("\tcmpq\t$1000000, %rdx\n", "\tcmpq\t$100000, %rdx\n"),)),
    # ------------------------------------------------------------------ f7_phonebook
    M("pb_number_value", "judge:f7_phonebook", "typed_field",
      "numbers kept as 64-bit integers, compared and printed as such",
      (("    char name[21], number[16];", "    char name[21];\n    long long number;"),
       ("    return c ? c : strcmp(x->number, y->number);",
        "    return c ? c : (x->number > y->number) - (x->number < y->number);"),
       ("        strcpy(book[i].number, number);", "        book[i].number = atoll(number);"),
       ("printf(\"%d %s %s\\n\", to - from, book[from].name, book[from].number);",
        "printf(\"%d %s %lld\\n\", to - from, book[from].name, book[from].number);")),
      "2\nbob 0042\nbobby 7\n1\nbob\n"),
    M("pb_scan_1000", "judge:f7_phonebook", "early_exit",
      "the matches counted by a scan from the first, at most 1,000 of them (no prefix has more)",
      (("        int from = first_from(name, len, 0), to = first_from(name, len, 1);",
        "        int from = first_from(name, len, 0), to = from;\n"
        "        while (to < n && to - from < 1000 && strncmp(book[to].name, name, len) == 0) to++;"),),
      "1001\n" + "ab 1\n" * 1001 + "1\na\n"),
    M("pb_name_order", "judge:f7_phonebook", "relation",
      "entries sorted by name only",
      (("    return c ? c : strcmp(x->number, y->number);", "    return c;"),),
      "2\nann 222\nann 111\n1\nann\n"),
    A("pb_count_16", "judge:f7_phonebook", "scale",
      "asm: the count printed from its low 16 bits (an added movzwl): 65,537 matches",
      (), "65537\n" + "a 1\n" * 65537 + "1\na\n",
      asm_patches=(("\tsubl\t%r15d, %eax\n\tmovq\t%r12, %rdi\n",
                    "\tsubl\t%r15d, %eax\n\tmovzwl\t%ax, %eax\n\tmovq\t%r12, %rdi\n"),)),
    A("pb_number_10", "judge:f7_phonebook", "boundary",
      "asm: numbers of at most 10 digits accepted (wrong immediate)",
      (), "1\nmia 123456789012\n1\nm\n",
      asm_patches=(("\tcmpq\t$14, %rax\n", "\tcmpq\t$9, %rax\n"),)),
    # ------------------------------------------------------------------ f7_checksum
    M("ck_nmax_16384", "judge:f7_checksum", "scale",
      "the Adler sums kept in 32 bits and reduced every 16,384 bytes (deferred modulo)",
      (("    unsigned long a = 1, s = 0, crc = 0xFFFFFFFFUL;",
        "    unsigned a = 1, s = 0;  /* reduced once a block, as zlib does */\n"
        "    unsigned long crc = 0xFFFFFFFFUL;"),
       ("        a = (a + (unsigned long)c) % 65521;\n        s = (s + a) % 65521;",
        "        a += (unsigned)c;\n        s += a;\n"
        "        if (bytes % 16384 == 0) {\n            a %= 65521;\n            s %= 65521;\n        }"),
       ("    if (last != '\\n') lines++;", "    a %= 65521;\n    s %= 65521;\n    if (last != '\\n') lines++;"),
       ("printf(\"adler32 %08lx\\ncrc32 %08lx\\n\", s << 16 | a, crc ^ 0xFFFFFFFFUL);",
        "printf(\"adler32 %08lx\\ncrc32 %08lx\\n\", (unsigned long)(s << 16 | a), crc ^ 0xFFFFFFFFUL);")),
      "z" * 16000),
    M("ck_empty_line", "judge:f7_checksum", "boundary",
      "the last byte taken as 0 before the input: an empty input has one line",
      (("    int c, last = '\\n';", "    int c, last = 0;"),),
      ""),
    M("ck_cr_lines", "judge:f7_checksum", "tokens",
      "a carriage return counted as the end of a line too, unless a newline follows",
      (("        if (c == '\\n') lines++;",
        "        if (c == '\\n' || (last == '\\r' && c != '\\n' && bytes > 1)) lines++;"),),
      "a\rb\n"),
    A("ck_signed_byte", "judge:f7_checksum", "width",
      "asm: a byte added to the Adler sum sign-extended (movslq -> movsbq)",
      (), "caf\u00e9\n",
      asm_patches=(("\tmovslq\t%esi, %rdi\n\taddq\t$1, %r13\n", "\tmovsbq\t%sil, %rdi\n\taddq\t$1, %r13\n"),)),
    # ------------------------------------------------------------------ f7_dice
    M("dc_no_blanks", "judge:f7_dice", "tokens",
      "no blanks skipped between the tokens (the expressions of the tests have none)",
      (("    while (*at == ' ' || *at == '\\t') at++;", "    /* expressions are written without blanks */"),),
      "2d6 + 3\n"),
    M("dc_line_256", "judge:f7_dice", "capacity",
      "lines read with fgets into 256 bytes (an expression is short)",
      (("#include <stdio.h>\n", "#include <stdio.h>\n#include <string.h>\n"),),
      "+".join(["1000000000000"] * 99 + ["d6"]) + "\n", main=_DC_FGETS_MAIN),
    M("dc_constant_int", "judge:f7_dice", "typed_field",
      "a constant term parsed into an int (the constants of the tests are small)",
      (("        if (*at != 'd' && !number(1000000000000LL, &n)) return 0;",
        "        if (*at != 'd') {\n            long long big;\n"
        "            if (!number(1000000000000LL, &big)) return 0;\n"
        "            n = (int)big;  /* constants are small */\n        }"),),
      "5000000000\n"),
    A("dc_terms_10", "judge:f7_dice", "early_exit",
      "asm: at most 10 terms a line (wrong immediate)",
      (), "1+2+3+4+5+6+7+8+9+10+d4\n",
      asm_patches=(("\tmovl\t$100, %r9d\n", "\tmovl\t$10, %r9d\n"),)),
    A("dc_product_32", "judge:f7_dice", "width",
      "asm: the largest roll N * S multiplied in 32 bits (imulq -> imull)",
      (), "1000000d1000000\n",
      asm_patches=(("\timulq\t%r11, %r8\n", "\timull\t%r11d, %r8d\n"),)),
    A("dc_minus_zero", "judge:f7_dice", "sign_form",
      "asm: a mean of zero printed with a minus sign (cmovs -> cmovle)",
      (), "d6-d6\n",
      asm_patches=(("\tleaq\t.LC0(%rip), %rax\n\tcmovs\t%rax, %rcx\n",
                    "\tleaq\t.LC0(%rip), %rax\n\tcmovle\t%rax, %rcx\n"),)),
    # ------------------------------------------------------------------ f7_peaks
    M("pk_ties_peak", "judge:f7_peaks", "relation",
      "a cell a peak unless a neighbour is strictly higher",
      (("                        g[(long)yy * c + xx] >= h) {", "                        g[(long)yy * c + xx] > h) {"),),
      "1 2\n5 5\n"),
    M("pk_padding", "judge:f7_peaks", "boundary",
      "the grid read as padded with the least height, -10^9, around it",
      (("                    if ((dy || dx) && yy >= 0 && yy < r && xx >= 0 && xx < c &&\n"
        "                        g[(long)yy * c + xx] >= h) {",
        "                    int v = yy >= 0 && yy < r && xx >= 0 && xx < c ? g[(long)yy * c + xx]\n"
        "                                                                  : -1000000000;  /* padding */\n"
        "                    if ((dy || dx) && v >= h) {"),),
      "1 1\n-1000000000\n"),
    M("pk_table_1024", "judge:f7_peaks", "capacity",
      "the peaks kept in a table of 1,024 to rank them after, the rest dropped",
      (("            if (!peak) continue;", "            if (!peak || peaks == 1024) continue;  /* the table is full */"),),
      _peak_lattice(100)),
    # ------------------------------------------------------------------ f7_turtle
    M("tu_history_4096", "judge:f7_turtle", "capacity",
      "the history of moves a ring of 4,096 (nobody undoes that far)",
      (("    long long *history = malloc(sizeof *history * 2 * 200000);  /* positions before each move */\n"
        "    if (!history) return 1;",
        "    static long long history[2 * 4096];  /* the last 4,096 moves */\n    long kept = 0;"),
       ("            history[2 * moves] = x;\n            history[2 * moves + 1] = y;\n            moves++;",
        "            history[2 * (moves % 4096)] = x;\n            history[2 * (moves % 4096) + 1] = y;\n"
        "            moves++;\n            if (kept < 4096) kept++;"),
       ("            if (moves > 0) {\n                moves--;\n                x = history[2 * moves];\n"
        "                y = history[2 * moves + 1];",
        "            if (kept > 0) {\n                moves--;\n                kept--;\n"
        "                x = history[2 * (moves % 4096)];\n                y = history[2 * (moves % 4096) + 1];"),
       ("    free(history);\n", "")),
      "forward 1\n" * 5000 + "undo\n" * 5000),
    M("tu_plus_sign", "judge:f7_turtle", "sign_form",
      "the steps parsed by hand, a minus sign only",
      (("int main(void) {\n", _read_signed("read_steps", "long long") + "int main(void) {\n"),
       ("            if (scanf(\"%lld\", &k) != 1 ||", "            if (!read_steps(&k) ||")),
      "forward +5\n"),
    M("tu_zero_move", "judge:f7_turtle", "boundary",
      "a move of 0 steps skipped as changing nothing",
      (("            if (command[0] == 'b') k = -k;",
        "            if (k == 0) continue;  /* nothing moves */\n            if (command[0] == 'b') k = -k;"),),
      "forward 0\n"),
    A("tu_farthest_32", "judge:f7_turtle", "width",
      "asm: the distances compared in 32 bits after a move (cmpq -> cmpl)",
      (), "forward 1000000000\n" * 3,
      asm_patches=(("\tcmpq\t%rax, %rbp\n\tcmovl\t%rax, %rbp\n\tcmpq\t$1, %r15\n",
                    "\tcmpl\t%eax, %ebp\n\tcmovl\t%rax, %rbp\n\tcmpq\t$1, %r15\n"),)),
    A("tu_steps_bound", "judge:f7_turtle", "boundary",
      "asm: a move of exactly 10^9 steps refused (ja -> jae)",
      (), "back 1000000000\nwhere\n",
      asm_patches=(("\tcmpq\t$1000000000, %rax\n\tja\t.L3\n", "\tcmpq\t$1000000000, %rax\n\tjae\t.L3\n"),)),
    # ------------------------------------------------------------------ f7_triangles
    M("tg_right_double", "judge:f7_triangles", "mixed_extremes",
      "the squares compared as long doubles (exact enough, and no __int128)",
      (("        __int128 legs = (__int128)s[0] * s[0] + (__int128)s[1] * s[1];\n"
        "        __int128 longest = (__int128)s[2] * s[2];",
        "        long double legs = (long double)s[0] * s[0] + (long double)s[1] * s[1];\n"
        "        long double longest = (long double)s[2] * s[2];"),),
      "1\n345869461223138161 345869461223138161 489133282872437279\n"),
    A("tg_cases_10000", "judge:f7_triangles", "capacity",
      "asm: at most 10,000 test cases (wrong immediate)",
      (), "10001\n" + "2 2 3\n" * 10001,
      asm_patches=(("\tcmpl\t$99999, %eax\n", "\tcmpl\t$9999, %eax\n"),)),
    M("tg_squares_64", "judge:f7_triangles", "width",
      "the squares in unsigned 64-bit arithmetic (enough for the sides of the tests)",
      (("        __int128 legs = (__int128)s[0] * s[0] + (__int128)s[1] * s[1];\n"
        "        __int128 longest = (__int128)s[2] * s[2];",
        "        unsigned long long legs = (unsigned long long)s[0] * s[0] + (unsigned long long)s[1] * s[1];\n"
        "        unsigned long long longest = (unsigned long long)s[2] * s[2];"),),
      "1\n4000000000 4000000000 7000000000\n"),
    M("tg_sides_int", "judge:f7_triangles", "typed_field",
      "the sides kept as ints (the sides of the tests are small)",
      (("        long long s[3];\n        for (int i = 0; i < 3; i++)\n"
        "            if (scanf(\"%lld\", &s[i]) != 1 || s[i] < 1 || s[i] > 1000000000000000000LL) return 1;",
        "        int s[3];  /* sides are small */\n        for (int i = 0; i < 3; i++) {\n"
        "            long long v;\n"
        "            if (scanf(\"%lld\", &v) != 1 || v < 1 || v > 1000000000000000000LL) return 1;\n"
        "            s[i] = (int)v;\n        }"),
       ("                    long long v = s[j];", "                    int v = s[j];")),
      "1\n5000000000 5000000000 9000000000\n"),
    M("tg_plus_sign", "judge:f7_triangles", "sign_form",
      "the sides parsed by hand, a minus sign only",
      (("int main(void) {\n", _read_signed("read_side", "long long") + "int main(void) {\n"),
       ("            if (scanf(\"%lld\", &s[i]) != 1 ||", "            if (!read_side(&s[i]) ||")),
      "1\n+3 4 5\n"),
    # ------------------------------------------------------------------ f7_between
    M("bt_prefix_int", "judge:f7_between", "scale",
      "the prefix sums kept as ints (the sums of the tests are small)",
      (("static long long *a, *prefix;", "static long long *a;\nstatic int *prefix;  /* sums are small */"),
       ("    for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + a[i];",
        "    for (int i = 0; i < n; i++) prefix[i + 1] = (int)(prefix[i] + a[i]);"),
       ("        printf(\"%d %lld\\n\", to - from, prefix[to] - prefix[from]);",
        "        printf(\"%d %lld\\n\", to - from, (long long)prefix[to] - prefix[from]);")),
      "3000\n" + "1000000 " * 3000 + "\n1\n0 1000000\n"),
    M("bt_prefix_double", "judge:f7_between", "mixed_extremes",
      "the prefix sums kept as doubles, so that they cannot overflow",
      (("static long long *a, *prefix;", "static long long *a;\nstatic double *prefix;  /* no overflow */"),
       ("        printf(\"%d %lld\\n\", to - from, prefix[to] - prefix[from]);",
        "        printf(\"%d %.0f\\n\", to - from, prefix[to] - prefix[from]);")),
      "10001\n1 " + "1000000000000 " * 10000 + "\n1\n0 1000000000000\n"),
    M("bt_bounds_int", "judge:f7_between", "typed_field",
      "the bounds of a query kept as ints",
      (("        long long l, r;\n        if (scanf(\"%lld %lld\", &l, &r) != 2 ||",
        "        long long ll, rr;\n        if (scanf(\"%lld %lld\", &ll, &rr) != 2 ||"),
       ("l < -LIMIT || l > LIMIT || r < -LIMIT || r > LIMIT)\n            return 1;",
        "ll < -LIMIT || ll > LIMIT || rr < -LIMIT || rr > LIMIT)\n            return 1;\n"
        "        int l = (int)ll, r = (int)rr;  /* bounds are small */")),
      "2\n5 3000000000\n1\n0 5000000000\n"),
    M("bt_scan_256", "judge:f7_between", "early_exit",
      "the count taken by a scan from the lower bound, at most 256 values (lists are short)",
      (("        int from = count_below(l, 0), to = count_below(r, 1);",
        "        int from = count_below(l, 0), to = from;\n"
        "        while (to < n && to - from < 256 && a[to] <= r) to++;"),),
      "300\n" + "7 " * 300 + "\n1\n0 10\n"),
    A("bt_upper_open", "judge:f7_between", "relation",
      "asm: a value equal to R left out (jl -> jle)",
      (), "2\n5 9\n1\n0 9\n",
      asm_patches=(("\tcmpq\t(%rdi,%r9,8), %r8\n\tjl\t.L24\n", "\tcmpq\t(%rdi,%r9,8), %r8\n\tjle\t.L24\n"),)),
    A("bt_point_query", "judge:f7_between", "boundary",
      "asm: a query with L = R answered as empty (jg -> jge)",
      (), "2\n7 7\n1\n7 7\n",
      asm_patches=(("\tcmpq\t%r8, %r10\n\tjg\t.L31\n", "\tcmpq\t%r8, %r10\n\tjge\t.L31\n"),)),
    # ------------------------------------------------------------------ f7_morse
    M("mo_line_1024", "judge:f7_morse", "capacity",
      "the text read a line at a time with fgets into 1,024 bytes",
      (), "sos " * 400 + "\n", main=_MO_FGETS_MAIN),
    M("mo_blank_words", "judge:f7_morse", "tokens",
      "words split at blanks only, other bytes dropped",
      (("        if (!m) {\n            in_word = 0;\n            continue;\n        }",
        "        if (!m) {\n            if (c == ' ' || c == '\\t') in_word = 0;  /* punctuation dropped */\n"
        "            continue;\n        }"),),
      "end.start\n"),
    M("mo_last_line", "judge:f7_morse", "boundary",
      "a line ended by each newline only (the input ends with one)",
      (("    if (line_open) putchar('\\n');\n", "    (void)line_open;\n"),),
      "sos"),
    A("mo_dots_16", "judge:f7_morse", "scale",
      "asm: the dots printed from their low 16 bits (movq -> movzwl): 70,000 letters e",
      (), "e " * 70000 + "\n",
      asm_patches=(("\tmovq\tdots(%rip), %rsi\n", "\tmovzwl\tdots(%rip), %esi\n"),)),
    # ------------------------------------------------------------------ f7_durations
    M("du_any_order", "judge:f7_durations", "relation",
      "the units accepted in any order, each at most once",
      (("    int next = 0, parts = 0;  /* the first unit that may still come */",
        "    int used = 0, parts = 0;  /* the units seen */"),
       ("        const char *u = *s ? strchr(UNITS + next, *s) : NULL;\n        if (!u) return 0;\n"
        "        next = (int)(u - UNITS) + 1;",
        "        const char *u = *s ? strchr(UNITS, *s) : NULL;\n"
        "        if (!u || used >> (u - UNITS) & 1) return 0;\n        used |= 1 << (u - UNITS);")),
      "30m1h\n"),
    M("du_part_32", "judge:f7_durations", "typed_field",
      "a part's seconds computed in 32 bits (the parts of the tests are small)",
      (("        total += v * SECONDS[u - UNITS];", "        total += (int)(v * SECONDS[u - UNITS]);"),),
      "30000d\n"),
    M("du_digits_8", "judge:f7_durations", "capacity",
      "a part's digits copied into a buffer of 8 (10^6 has 7)",
      (("        long long v = 0;\n        while (*s >= '0' && *s <= '9') {\n"
        "            v = v * 10 + (*s++ - '0');\n            if (v > 1000000) return 0;\n        }",
        "        char digits[8];  /* 10^6 has 7 */\n        int nd = 0;\n"
        "        while (*s >= '0' && *s <= '9') {\n            if (nd == 7) return 0;\n"
        "            digits[nd++] = *s++;\n        }\n        digits[nd] = '\\0';\n"
        "        long long v = atol(digits);\n        if (v > 1000000) return 0;"),
       ("#include <string.h>\n", "#include <stdlib.h>\n#include <string.h>\n")),
      "00000001h\n"),
    A("du_part_bound", "judge:f7_durations", "boundary",
      "asm: a part of exactly 10^6 refused (jg -> jge)",
      (), "1000000s\n",
      asm_patches=(("\tcmpq\t$1000000, %r14\n\tjg\t.L11\n", "\tcmpq\t$1000000, %r14\n\tjge\t.L11\n"),)),
    A("du_total_32", "judge:f7_durations", "scale",
      "asm: the total added in 32 bits (addq -> addl): 5,000 lines of 10 days",
      (), "10d\n" * 5000,
      asm_patches=(("\taddq\t%r15, 8(%rsp)\n", "\taddl\t%r15d, 8(%rsp)\n"),)),
)

FRESH7_REWRITES: tuple[Rewrite, ...] = (
    # ------------------------------------------------------------------ f7_saddle
    R("sa_columns_after", "judge:f7_saddle", "the column maxima found in a second pass over the stored grid",
      (("            if (y == 0 || v > colmax[x]) colmax[x] = v;\n", ""),
       ("    long saddles = 0;",
        "    for (int x = 0; x < c; x++) {\n        colmax[x] = g[x];\n"
        "        for (int y = 1; y < r; y++)\n"
        "            if (g[(long)y * c + x] > colmax[x]) colmax[x] = g[(long)y * c + x];\n    }\n"
        "    long saddles = 0;"))),
    R("sa_bounds_test", "judge:f7_saddle", "a saddle tested as v <= its row's minimum and v >= its column's maximum",
      (("            if (v == rowmin[y] && v == colmax[x]) saddles++;",
        "            if (v <= rowmin[y] && v >= colmax[x]) saddles++;"),
       ("            if (v == rowmin[y] && v == colmax[x]) {", "            if (v <= rowmin[y] && v >= colmax[x]) {"))),
    AR("sa_asm_reorder", "judge:f7_saddle", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovl\t%eax, %edx\n\tmovq\t%rbp, %rcx\n", "\tmovq\t%rbp, %rcx\n\tmovl\t%eax, %edx\n"),)),
    # ------------------------------------------------------------------ f7_flags
    R("fl_first_by_bits", "judge:f7_flags", "the first set flag of a word found by a loop over its bits",
      (("                    found = w * 64 + __builtin_ctzll(word[w]);",
        "                    int b = 0;\n                    while (!(word[w] >> b & 1)) b++;\n"
        "                    found = w * 64 + b;"),)),
    R("fl_toggle_branches", "judge:f7_flags", "a toggle written as a clear or a set, by the flag's state",
      (("                *w ^= bit;\n                set_count += was ? -1 : 1;",
        "                if (was) {\n                    *w &= ~bit;\n                    set_count--;\n"
        "                } else {\n                    *w |= bit;\n                    set_count++;\n                }"),)),
    AR("fl_asm_reorder", "judge:f7_flags", "asm: the final count and the format loaded in the other order",
       (), asm_patches=(("\tmovq\tset_count(%rip), %rsi\n\tleaq\t.LC11(%rip), %rdi\n",
                         "\tleaq\t.LC11(%rip), %rdi\n\tmovq\tset_count(%rip), %rsi\n"),)),
    # ------------------------------------------------------------------ f7_automaton
    R("au_pattern_table", "judge:f7_automaton", "the next state of each of the eight patterns tabled once per case",
      (("        long peak = live;",
        "        long peak = live;\n        char state[8];\n"
        "        for (int p = 0; p < 8; p++) state[p] = rule >> p & 1 ? '#' : '.';"),
       ("                int alive = rule >> (4 * left + 2 * self + right) & 1;\n"
        "                next[i] = alive ? '#' : '.';\n                live += alive;",
        "                next[i] = state[4 * left + 2 * self + right];\n"
        "                live += next[i] == '#';"))),
    R("au_count_after", "judge:f7_automaton", "the live cells of each new row counted in a pass of their own",
      (("                next[i] = alive ? '#' : '.';\n                live += alive;",
        "                next[i] = alive ? '#' : '.';"),
       ("            next[w] = '\\0';",
        "            next[w] = '\\0';\n            for (int i = 0; i < w; i++) live += next[i] == '#';"))),
    AR("au_asm_reorder", "judge:f7_automaton", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%rdi, %rdx\n\tmovl\t%r15d, %esi\n", "\tmovl\t%r15d, %esi\n\tmovq\t%rdi, %rdx\n"),)),
    # ------------------------------------------------------------------ f7_phonebook
    R("pb_strspn_valid", "judge:f7_phonebook", "a field checked with strspn over its alphabet",
      (("static int valid(const char *s, char low, char high, size_t most) {\n"
        "    size_t len = strlen(s);\n    if (len < 1 || len > most) return 0;\n"
        "    for (; *s; s++)\n        if (*s < low || *s > high) return 0;\n    return 1;",
        "static int valid(const char *s, char low, char high, size_t most) {\n"
        "    char alphabet[32];\n    int k = 0;\n"
        "    for (char ch = low; ch <= high; ch++) alphabet[k++] = ch;\n    alphabet[k] = '\\0';\n"
        "    size_t len = strlen(s);\n    return len >= 1 && len <= most && strspn(s, alphabet) == len;"),)),
    R("pb_puts_fields", "judge:f7_phonebook", "an answer written field by field with fputs",
      (("        if (to > from) printf(\"%d %s %s\\n\", to - from, book[from].name, book[from].number);",
        "        if (to > from) {\n            printf(\"%d \", to - from);\n"
        "            fputs(book[from].name, stdout);\n            putchar(' ');\n"
        "            fputs(book[from].number, stdout);\n            putchar('\\n');\n        }"),)),
    AR("pb_asm_reorder", "judge:f7_phonebook", "asm: the second search's two arguments set in the other order",
       (), asm_patches=(("\tmovl\t$1, %edx\n\tmovq\t%r14, %rsi\n", "\tmovq\t%r14, %rsi\n\tmovl\t$1, %edx\n"),)),
    # ------------------------------------------------------------------ f7_checksum
    R("ck_subtract_once", "judge:f7_checksum", "the Adler sums reduced by one conditional subtraction a byte",
      (("        a = (a + (unsigned long)c) % 65521;\n        s = (s + a) % 65521;",
        "        a += (unsigned long)c;\n        if (a >= 65521) a -= 65521;\n"
        "        s += a;\n        if (s >= 65521) s -= 65521;"),)),
    R("ck_crc_bitwise", "judge:f7_checksum", "the CRC computed bit by bit, without the table",
      (("        crc = table[(crc ^ (unsigned long)c) & 0xFF] ^ (crc >> 8);",
        "        crc ^= (unsigned long)c;\n"
        "        for (int k = 0; k < 8; k++) crc = crc & 1 ? 0xEDB88320UL ^ (crc >> 1) : crc >> 1;"),)),
    AR("ck_asm_reorder", "judge:f7_checksum", "asm: two initial values set in the other order",
       (), asm_patches=(("\tmovl\t$1, %ebp\n\tmovabsq\t$4223091239536077, %r14\n",
                         "\tmovabsq\t$4223091239536077, %r14\n\tmovl\t$1, %ebp\n"),)),
    # ------------------------------------------------------------------ f7_dice
    R("dc_mean_llabs", "judge:f7_dice", "the mean written from |2 * mean| with llabs",
      (("#include <stdio.h>\n", "#include <stdio.h>\n#include <stdlib.h>\n"),
       ("            long long whole = (twice < 0 ? -twice : twice) / 2;\n"
        "            printf(\"%lld %lld %s%lld.%d\\n\", lo, hi, twice < 0 ? \"-\" : \"\", whole, (int)(twice % 2 != 0) * 5);",
        "            printf(\"%lld %lld %s%lld.%c\\n\", lo, hi, twice < 0 ? \"-\" : \"\", llabs(twice) / 2,\n"
        "                   llabs(twice) % 2 ? '5' : '0');"))),
    R("dc_split_totals", "judge:f7_dice", "the added and the subtracted terms totalled apart, combined at the end",
      (("    *lo = *hi = 0;\n    int terms = 0, sign = 1;",
        "    long long add_lo = 0, add_hi = 0, sub_lo = 0, sub_hi = 0;\n    int terms = 0, sign = 1;"),
       ("        if (sign > 0) {\n            *lo += low;\n            *hi += high;\n        } else {\n"
        "            *lo -= high;\n            *hi -= low;\n        }",
        "        if (sign > 0) {\n            add_lo += low;\n            add_hi += high;\n        } else {\n"
        "            sub_lo += low;\n            sub_hi += high;\n        }"),
       ("        if (*at == '\\0') return 1;",
        "        if (*at == '\\0') {\n            *lo = add_lo - sub_hi;\n            *hi = add_hi - sub_lo;\n"
        "            return 1;\n        }"))),
    AR("dc_asm_reorder", "judge:f7_dice", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tleaq\t.LC1(%rip), %rcx\n\tmovq\t%rdi, %rdx\n", "\tmovq\t%rdi, %rdx\n\tleaq\t.LC1(%rip), %rcx\n"),)),
    # ------------------------------------------------------------------ f7_peaks
    R("pk_offsets", "judge:f7_peaks", "the eight neighbours visited through a table of offsets",
      (("            for (int dy = -1; dy <= 1 && peak; dy++)\n                for (int dx = -1; dx <= 1; dx++) {\n"
        "                    int yy = y + dy, xx = x + dx;\n"
        "                    if ((dy || dx) && yy >= 0 && yy < r && xx >= 0 && xx < c &&\n"
        "                        g[(long)yy * c + xx] >= h) {\n                        peak = 0;\n"
        "                        break;\n                    }\n                }",
        "            static const int OY[8] = {-1, -1, -1, 0, 0, 1, 1, 1}, OX[8] = {-1, 0, 1, -1, 1, -1, 0, 1};\n"
        "            for (int k = 0; k < 8 && peak; k++) {\n                int yy = y + OY[k], xx = x + OX[k];\n"
        "                if (yy >= 0 && yy < r && xx >= 0 && xx < c && g[(long)yy * c + xx] >= h) peak = 0;\n"
        "            }"),)),
    R("pk_padded_copy", "judge:f7_peaks", "the grid copied into one padded with INT_MIN, below every height",
      (("#include <stdlib.h>\n", "#include <limits.h>\n#include <stdlib.h>\n"),
       ("    long peaks = 0;",
        "    int *p = malloc(sizeof *p * (size_t)(r + 2) * (size_t)(c + 2));  /* padded */\n"
        "    if (!p) return 1;\n"
        "    for (long i = 0; i < (long)(r + 2) * (c + 2); i++) p[i] = INT_MIN;\n"
        "    for (int y = 0; y < r; y++)\n"
        "        for (int x = 0; x < c; x++) p[(long)(y + 1) * (c + 2) + x + 1] = g[(long)y * c + x];\n"
        "    long peaks = 0;"),
       ("                    if ((dy || dx) && yy >= 0 && yy < r && xx >= 0 && xx < c &&\n"
        "                        g[(long)yy * c + xx] >= h) {",
        "                    if ((dy || dx) && p[(long)(yy + 1) * (c + 2) + xx + 1] >= h) {"),
       ("    free(g);\n", "    free(g);\n    free(p);\n"))),
    AR("pk_asm_reorder", "judge:f7_peaks", "asm: two of printf's arguments loaded in the other order",
       (), asm_patches=(("\tmovl\t20(%rsp), %r9d\n\tmovl\t16(%rsp), %r8d\n", "\tmovl\t16(%rsp), %r8d\n\tmovl\t20(%rsp), %r9d\n"),)),
    # ------------------------------------------------------------------ f7_turtle
    R("tu_history_points", "judge:f7_turtle", "the history as an array of points",
      (("static const int DX[4]", "struct point {\n    long long x, y;\n};\n\nstatic const int DX[4]"),
       ("    long long *history = malloc(sizeof *history * 2 * 200000);  /* positions before each move */",
        "    struct point *history = malloc(sizeof *history * 200000);  /* positions before each move */"),
       ("            history[2 * moves] = x;\n            history[2 * moves + 1] = y;",
        "            history[moves].x = x;\n            history[moves].y = y;"),
       ("                x = history[2 * moves];\n                y = history[2 * moves + 1];",
        "                x = history[moves].x;\n                y = history[moves].y;"))),
    R("tu_switch_heading", "judge:f7_turtle", "a move made by a switch on the heading",
      (("            x += k * DX[facing];\n            y += k * DY[facing];",
        "            switch (facing) {\n            case 0: y += k; break;\n            case 1: x += k; break;\n"
        "            case 2: y -= k; break;\n            default: x -= k; break;\n            }"),)),
    AR("tu_asm_reorder", "judge:f7_turtle", "asm: the two direction tables' addresses loaded in the other order",
       (), asm_patches=(("\tleaq\tDX(%rip), %rdi\n\tleaq\tDY(%rip), %rsi\n", "\tleaq\tDY(%rip), %rsi\n\tleaq\tDX(%rip), %rdi\n"),)),
    # ------------------------------------------------------------------ f7_triangles
    R("tg_sort_network", "judge:f7_triangles", "the sides sorted by three compare-and-swaps",
      (("        for (int i = 0; i < 2; i++)  /* sorted, the longest last */\n"
        "            for (int j = 0; j < 2 - i; j++)\n                if (s[j] > s[j + 1]) {\n"
        "                    long long v = s[j];\n                    s[j] = s[j + 1];\n"
        "                    s[j + 1] = v;\n                }",
        "        static const int PAIRS[3][2] = {{0, 1}, {1, 2}, {0, 1}};  /* sorted, the longest last */\n"
        "        for (int k = 0; k < 3; k++) {\n            int i = PAIRS[k][0], j = PAIRS[k][1];\n"
        "            if (s[i] > s[j]) {\n                long long v = s[i];\n                s[i] = s[j];\n"
        "                s[j] = v;\n            }\n        }"),)),
    R("tg_unsigned_squares", "judge:f7_triangles", "the squares in unsigned 128-bit arithmetic",
      (("        __int128 legs = (__int128)s[0] * s[0] + (__int128)s[1] * s[1];\n"
        "        __int128 longest = (__int128)s[2] * s[2];",
        "        unsigned __int128 legs = (unsigned __int128)s[0] * (unsigned long long)s[0] +\n"
        "                                 (unsigned __int128)s[1] * (unsigned long long)s[1];\n"
        "        unsigned __int128 longest = (unsigned __int128)s[2] * (unsigned long long)s[2];"),)),
    AR("tg_asm_reorder", "judge:f7_triangles", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%r10, %rdx\n\tmovl\t%ebx, %esi\n", "\tmovl\t%ebx, %esi\n\tmovq\t%r10, %rdx\n"),)),
    # ------------------------------------------------------------------ f7_between
    R("bt_below_next", "judge:f7_between", "the values up to R counted as the values below R + 1",
      (("        int from = count_below(l, 0), to = count_below(r, 1);",
        "        int from = count_below(l, 0), to = count_below(r + 1, 0);  /* integers */"),)),
    R("bt_empty_by_count", "judge:f7_between", "L > R not tested: an empty or reversed range gives a count of at most 0",
      (("        if (l > r) {\n            printf(\"0 0\\n\");\n            continue;\n        }\n", ""),
       ("        int from = count_below(l, 0), to = count_below(r, 1);",
        "        int from = count_below(l, 0), to = count_below(r, 1);\n        if (to < from) to = from;"))),
    AR("bt_asm_reorder", "judge:f7_between", "asm: the two indices widened in the other order",
       (), asm_patches=(("\tmovslq\t%esi, %rdx\n\tmovslq\t%ecx, %rdi\n", "\tmovslq\t%ecx, %rdi\n\tmovslq\t%esi, %rdx\n"),)),
    # ------------------------------------------------------------------ f7_morse
    R("mo_byte_table", "judge:f7_morse", "the codes looked up in a table of all 256 bytes",
      (("int main(void) {\n    int c,",
        "static const char *table[256];\n\nint main(void) {\n"
        "    for (int b = 0; b < 256; b++) table[b] = code(b);\n    int c,"),
       ("        const char *m = code(c);", "        const char *m = table[c];"))),
    R("mo_fputs_count", "judge:f7_morse", "a code written with fputs, its dots and dashes counted after",
      (("        for (const char *s = m; *s; s++) {\n            putchar(*s);\n"
        "            if (*s == '.') dots++;\n            else dashes++;\n        }",
        "        fputs(m, stdout);\n        for (const char *s = m; *s; s++) {\n"
        "            dots += *s == '.';\n            dashes += *s == '-';\n        }"),)),
    AR("mo_asm_reorder", "judge:f7_morse", "asm: the two counts loaded in the other order",
       (), asm_patches=(("\tmovq\tdashes(%rip), %rdx\n\tmovq\tdots(%rip), %rsi\n",
                         "\tmovq\tdots(%rip), %rsi\n\tmovq\tdashes(%rip), %rdx\n"),)),
    # ------------------------------------------------------------------ f7_durations
    R("du_switch_units", "judge:f7_durations", "a unit found by a switch, refused when it comes too early",
      (("        const char *u = *s ? strchr(UNITS + next, *s) : NULL;\n        if (!u) return 0;\n"
        "        next = (int)(u - UNITS) + 1;\n        total += v * SECONDS[u - UNITS];",
        "        int unit;\n        switch (*s) {\n        case 'd': unit = 0; break;\n"
        "        case 'h': unit = 1; break;\n        case 'm': unit = 2; break;\n"
        "        case 's': unit = 3; break;\n        default: return 0;\n        }\n"
        "        if (unit < next) return 0;\n        next = unit + 1;\n        total += v * SECONDS[unit];"),)),
    R("du_show_stepwise", "judge:f7_durations", "days, hours, minutes and seconds taken off the total one by one",
      (("    printf(\"%lld = %lldd%02lldh%02lldm%02llds\\n\", t, t / 86400, t / 3600 % 24, t / 60 % 60,\n"
        "           t % 60);",
        "    long long days = t / 86400, rest = t % 86400;\n"
        "    long long hours = rest / 3600;\n    rest %= 3600;\n"
        "    printf(\"%lld = %lldd%02lldh%02lldm%02llds\\n\", t, days, hours, rest / 60, rest % 60);"),)),
    AR("du_asm_reorder", "judge:f7_durations", "asm: two independent instructions of the division swapped",
       (), asm_patches=(("\tmovq\t%r8, %rdx\n\tsubq\t%rsi, %r9\n", "\tsubq\t%rsi, %r9\n\tmovq\t%r8, %rdx\n"),)),
)


#: ``--set`` names of this set: all of it, and its two fixed halves
FRESH7_SETS: dict[str, tuple[tuple[Mutant, ...], tuple[Rewrite, ...]]] = halves(
    "fresh7", FRESH7_MUTANTS, FRESH7_REWRITES, DEV_PROGRAMS, HELD_PROGRAMS)
