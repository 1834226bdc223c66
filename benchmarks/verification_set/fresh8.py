"""An eighth fresh set of candidates for ``benchmarks/verification.py`` (issue 32), written as
a measuring stick nobody tuned the verifier to, apart from ``fresh.py`` to ``fresh7.py``.

Twelve judge-style programs of kinds no other set has (``programs/f8_*.c``, each stating its
input constraints in its opening comment): a box blur of a grid, an elevator driven by
commands, the longest increasing subsequence over several test cases, a spelling checker of a
counted dictionary answering queries, repeated words taken out of free text, a temperature log
line by line, stones falling in a grid, a vending machine driven by commands, the distinct
values of sliding windows over several test cases, a shopping budget of a counted list of
prices answering queries, letter pairs of free text and colours converted line by line.  Each
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
``--set fresh8-dev`` to develop on, ``--set fresh8-held`` to measure once.

Witnesses are built here in Python; the large ones (2^16 records, a sum past 2^31 or 2^32, a
line past 4,096 bytes, a row past 8,192) stay under 400 KB of input.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from fresh import KINDS, AsmMutant, AsmRewrite
from mutants import Mutant, Rewrite, halves

__all__ = ["KINDS", "AsmMutant", "AsmRewrite", "DEV_PROGRAMS", "HELD_PROGRAMS", "PUBLIC",
           "GENERATORS", "hidden_inputs", "FRESH8_MUTANTS", "FRESH8_REWRITES", "FRESH8_SETS"]

#: a grid, commands, several test cases, a counted list with queries, free text, lines
DEV_PROGRAMS: tuple[str, ...] = (
    "f8_blur", "f8_elevator", "f8_lis", "f8_spell", "f8_dedup", "f8_temps")
#: a grid, commands, several test cases, a counted list with queries, free text, lines
HELD_PROGRAMS: tuple[str, ...] = (
    "f8_gravity", "f8_vending", "f8_distinct", "f8_budget", "f8_bigrams", "f8_colors")

# ---------------------------------------------------------------------------- public tests
PUBLIC: dict[str, list[str]] = {
    "f8_blur": [
        "3 3\n1 2 3\n4 5 6\n7 8 9\n",
        "1 4\n10 20 30 40\n",
        "2 2\n255 0\n0 255\n",
        "4 5\n12 200 37 0 99\n255 255 18 64 3\n7 140 222 90 11\n0 0 31 128 250\n",
        "1 1\n77\n",
    ],
    "f8_elevator": [
        "call 5\ncall 9\nwhere\nup 6\nserve\nserve\nserve\nwhere\n",
        "call 40\nup 10\ncall 12\nserve\ndown 3\nserve\nwhere\n",
        "serve\nwhere\ndown 5\nup 100\nwhere\n",
        "call 300\ncall 150\ncall 700\nserve\nserve\nserve\nwhere\n",
    ],
    "f8_lis": [
        "2\n5\n3 1 2 5 4\n4\n10 9 8 7\n",
        "1\n8\n-5 12 3 -1 7 20 8 9\n",
        "1\n1\n42\n",
        "3\n3\n1 2 3\n3\n1000000 -1000000 0\n6\n5 1 6 2 7 3\n",
    ],
    "f8_spell": [
        "5\nsun\nrun\nfun\nrung\nsung\n3\nsun\nun\nsunk\n",
        "4\nplan\nplant\nplane\nplate\n2\nplat\nplanet\n",
        "1\nword\n1\nsword\n",
        "2\nmap\nmop\n2\nbird\nmat\n",
    ],
    "f8_dedup": [
        "Paris in the the spring\n",
        "this is is a test\nno repeats here\n",
        "it was was, was it\n",
        "one  one two\nthree three three\n",
    ],
    "f8_temps": [
        "06:00 -3.5\n07:30 2\n08:00 2.5\n09:00 12.0\n10:00 -0.5\n",
        "12:00 20.1\n12:30 19.8\nsunny\n13:00 21\n",
        "00:00 0\n",
        "23:59 -12.3\n07:05 -8\n7:05 3\n",
        "\n",
    ],
    "f8_gravity": [
        "4 5\n.o.#o\no.o..\n..#.o\n.o...\n",
        "3 3\nooo\n...\n...\n",
        "1 4\no.#o\n",
        "5 2\no#\n.o\no.\n#.\n..\n",
    ],
    "f8_vending": [
        "insert 200 2\ninsert 3 1\nbuy 150\nbuy 500\ninsert 5 3\nrefund\nrefund\nsales\n",
        "insert 50 3\ninsert 20 4\nbuy 95\nrefund\nsales\n",
        "refund\nbuy 10\ninsert 100 1\nbuy 60\nbuy 45\nsales\n",
        "insert 10 7\ninsert 25 1\nbuy 30\nbuy 35\nrefund\n",
    ],
    "f8_distinct": [
        "2\n5 3\n1 2 1 3 4\n3 1\n7 7 7\n",
        "1\n6 2\n4 4 5 5 6 6\n",
        "1\n1 1\n-3\n",
        "2\n7 4\n1 2 3 1 2 3 4\n4 4\n9 8 9 8\n",
    ],
    "f8_budget": [
        "4\n300 100 250 100\n4\n0 150 460 10000\n",
        "3\n5 5 5\n2\n14 4\n",
        "1\n1000\n1\n999\n",
        "5\n20 10 40 30 50\n3\n65 1000 35\n",
    ],
    "f8_bigrams": [
        "Mummy met the three thin thieves.\n",
        "abc ABC abc\n",
        "The cat sat on the mat.\nThat is that.\n",
        "a b c\n",
        "",
    ],
    "f8_colors": [
        "#FF8000\n#abc\nrgb(255, 128, 0)\nrgb(300,0,0)\nhello\nrgb(0,0,0)",
        "#000000\n#FFF\nrgb(12,34,56)\n",
        "#12345\nrgb(1,2)\n#ggg\n",
        "rgb(10, 20, 30)\n#0a141e\n",
        "\n",
    ],
}

# ---------------------------------------------------------------------------- hidden tests
#: words of the text samples (no z, as in the samples)
_WORDS = ("the", "cat", "sat", "on", "mat", "dog", "ran", "in", "park", "it", "was", "a",
          "test", "this", "is", "one", "two", "three", "spring", "paris", "rain", "sun",
          "thin", "thieves", "met", "that", "here", "no", "repeats", "and", "of", "to", "we",
          "go", "home", "late", "night", "very", "long", "day")
#: dictionary words of the spelling samples (no z)
_DICT = ("sun", "run", "fun", "rung", "sung", "plan", "plant", "plane", "plate", "word",
         "sword", "map", "mop", "mat", "bird", "card", "hard", "harm", "farm", "form", "fork",
         "cork", "work", "word", "ward", "warm", "worm", "norm", "north", "birth", "berth",
         "bath", "path", "pat", "pit", "pin", "pen", "ten", "tan", "than", "then", "when")
_EDIT_LETTERS = "abcdefghiklmnoprstuvwy"


def _blur(rng: random.Random) -> str:
    r, c = rng.randint(1, 6), rng.randint(1, 6)
    rows = [" ".join(str(rng.randint(0, 255)) for _ in range(c)) for _ in range(r)]
    return f"{r} {c}\n" + "".join(row + "\n" for row in rows)


def _elevator(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 14)):
        command = rng.choice(["call", "call", "call", "serve", "serve", "up", "down", "where"])
        if command == "call":
            lines.append(f"call {rng.randint(0, 1000)}")
        elif command in ("up", "down"):
            lines.append(f"{command} {rng.randint(1, 100)}")
        else:
            lines.append(command)
    return "".join(line + "\n" for line in lines)


def _lis(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 3)):
        n = rng.randint(1, 10)
        cases.append(f"{n}\n" + " ".join(str(rng.randint(-1000000, 1000000)) for _ in range(n))
                     + "\n")
    return f"{len(cases)}\n" + "".join(cases)


def _spell(rng: random.Random) -> str:
    words = rng.sample(_DICT, rng.randint(1, 10))
    queries = []
    for _ in range(rng.randint(1, 5)):
        w = rng.choice(words)
        roll = rng.random()
        if roll < 0.3:
            queries.append(w)
            continue
        i = rng.randrange(len(w))
        if roll < 0.5 and len(w) > 1:
            w = w[:i] + w[i + 1:]
        elif roll < 0.75:
            w = w[:i] + rng.choice(_EDIT_LETTERS) + w[i + 1:]
        else:
            w = w[:i] + rng.choice(_EDIT_LETTERS) + w[i:]
        queries.append(w)
    return (f"{len(words)}\n" + "".join(w + "\n" for w in words) + f"{len(queries)}\n"
            + "".join(q + "\n" for q in queries))


def _dedup(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 4)):
        words: list[str] = []
        for _ in range(rng.randint(1, 8)):
            words.append(words[-1] if words and rng.random() < 0.2 else rng.choice(_WORDS))
        if rng.random() < 0.3:
            words[0] = words[0].capitalize()
        line = " ".join(words)
        lines.append(line + rng.choice(["", "", ".", ",", "!"]))
    return "".join(line + "\n" for line in lines)


def _temps(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 8)):
        if rng.random() < 0.12:
            lines.append(rng.choice(["", "sunny", "12:00", "7:05 3", "12:00 warm", "n/a"]))
            continue
        t = rng.randint(-150, 350)
        value = f"{'-' if t < 0 else ''}{abs(t) // 10}" + (f".{abs(t) % 10}" if rng.random() < 0.7
                                                          else "")
        lines.append(f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d} {value}")
    return "".join(line + "\n" for line in lines)


def _gravity(rng: random.Random) -> str:
    r, c = rng.randint(1, 8), rng.randint(1, 8)
    rows = ["".join(rng.choice("...oo#") for _ in range(c)) for _ in range(r)]
    return f"{r} {c}\n" + "".join(row + "\n" for row in rows)


def _vending(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 12)):
        command = rng.choice(["insert", "insert", "insert", "buy", "buy", "refund", "sales"])
        if command == "insert":
            v = rng.choice([5, 10, 20, 50, 100, 200, 200, 1, 3, 25])
            lines.append(f"insert {v} {rng.randint(1, 10)}")
        elif command == "buy":
            lines.append(f"buy {5 * rng.randint(1, 200)}")
        else:
            lines.append(command)
    return "".join(line + "\n" for line in lines)


def _distinct(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 3)):
        n = rng.randint(1, 10)
        values = [rng.randint(-5, 9) for _ in range(n)]
        cases.append(f"{n} {rng.randint(1, n)}\n{' '.join(map(str, values))}\n")
    return f"{len(cases)}\n" + "".join(cases)


def _budget(rng: random.Random) -> str:
    n = rng.randint(1, 10)
    prices = [rng.randint(1, 1000) for _ in range(n)]
    budgets = [rng.randint(0, 10000) for _ in range(rng.randint(1, 5))]
    return (f"{n}\n{' '.join(map(str, prices))}\n{len(budgets)}\n"
            + "".join(f"{b}\n" for b in budgets))


def _bigrams(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(0, 4)):
        words = [rng.choice(_WORDS) for _ in range(rng.randint(1, 9))]
        if rng.random() < 0.4:
            words[0] = words[0].capitalize()
        if rng.random() < 0.1:
            words[-1] = words[-1].upper()
        if len(words) > 2 and rng.random() < 0.3:
            words[1] += ","
        lines.append(" ".join(words) + rng.choice(["", ".", "!", "?"]))
    return "".join(line + "\n" for line in lines)


def _colors(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 6)):
        roll = rng.random()
        rgb = [rng.randint(0, 255) for _ in range(3)]
        if roll < 0.3:
            text = "".join(f"{v:02x}" for v in rgb)
            lines.append("#" + (text.upper() if rng.random() < 0.5 else text))
        elif roll < 0.45:
            lines.append("#" + "".join(rng.choice("0123456789abcdefABCDEF") for _ in range(3)))
        elif roll < 0.85:
            lines.append("rgb(" + rng.choice([",", ", "]).join(map(str, rgb)) + ")")
        else:
            lines.append(rng.choice(["red", "#12345", "rgb(300,0,0)", "rgb(1,2)", "#ggg", "",
                                     "rgb(1,2,3", "#1234567"]))
    return "".join(line + "\n" for line in lines)


GENERATORS: dict[str, Callable[[random.Random], str]] = {
    "f8_blur": _blur, "f8_elevator": _elevator, "f8_lis": _lis, "f8_spell": _spell,
    "f8_dedup": _dedup, "f8_temps": _temps, "f8_gravity": _gravity, "f8_vending": _vending,
    "f8_distinct": _distinct, "f8_budget": _budget, "f8_bigrams": _bigrams,
    "f8_colors": _colors,
}


def hidden_inputs(name: str, count: int = 6, seed: int = 0) -> list[str]:
    """``count`` hidden inputs for program ``name``, deterministic for a seed."""
    rng = random.Random(f"fresh8:{name}:{seed}")
    return [GENERATORS[name](rng) for _ in range(count)]


# ---------------------------------------------------------------------------- witnesses
M = Mutant
A = AsmMutant
R = Rewrite
AR = AsmRewrite

_BL_READER = """/* a value by hand: blanks, then an optional minus and digits */
static int read_value(long long *out) {
    int ch = getchar();
    while (ch == ' ' || ch == '\\n' || ch == '\\t') ch = getchar();
    long long sign = 1, x = 0;
    if (ch == '-') {
        sign = -1;
        ch = getchar();
    }
    if (ch < '0' || ch > '9') return 0;
    for (; ch >= '0' && ch <= '9'; ch = getchar()) x = x * 10 + (ch - '0');
    *out = sign * x;
    return 1;
}

int main(void) {
"""


def _rows(rows: list[str]) -> str:
    return "".join(row + "\n" for row in rows)


def _bl_two_rows() -> str:
    """Two rows of 1,500 values: past the 1,000 columns of a static grid."""
    return "2 1500\n" + " ".join(str(x % 256) for x in range(1500)) + "\n" + \
        " ".join(str(255 - x % 256) for x in range(1500)) + "\n"


def _el_far_serves(pairs: int) -> str:
    """The car sent to the top floor and back ``pairs`` times: 2 * pairs * 10^6 floors moved."""
    return "call 1000000\nserve\ncall 0\nserve\n" * pairs + "where\n"


def _tall_column(stones: int, empty: int) -> str:
    return f"{stones + empty} 1\n" + "o\n" * stones + ".\n" * empty


FRESH8_MUTANTS: tuple[Mutant, ...] = (
    # ------------------------------------------------------------------ f8_blur
    A("bl_total_32", "judge:f8_blur", "scale",
      "asm: the total of the blurred values added in 32 bits (addq -> addl): 5,000 cells of 10^6",
      (), "1 5000\n" + " ".join(["1000000"] * 5000) + "\n",
      asm_patches=(("\taddq\t%rsi, %rbx\n\ttestq\t%r13, %r13\n", "\taddl\t%esi, %ebx\n\ttestq\t%r13, %r13\n"),)),
    M("bl_truncate", "judge:f8_blur", "boundary",
      "the mean divided with C's '/' (the same as rounding down while no sum is below zero)",
      (("    if (s % k != 0 && s < 0) q--;\n", ""),),
      "1 2\n-1 -2\n"),
    M("bl_grid_1000", "judge:f8_blur", "capacity",
      "the grid in a static 1,000 x 1,000 array (the grids of the tests are small)",
      (("    long long *g = malloc(sizeof *g * (size_t)r * (size_t)c);\n    if (!g) return 1;\n"
        "    for (long i = 0; i < (long)r * c; i++)\n"
        "        if (scanf(\"%lld\", &g[i]) != 1 || g[i] < -LIMIT || g[i] > LIMIT) return 1;",
        "    static long long g[1000][1000];  /* the grids are small */\n"
        "    for (int y = 0; y < r; y++)\n        for (int x = 0; x < c; x++)\n"
        "            if (scanf(\"%lld\", &g[y][x]) != 1 || g[y][x] < -LIMIT || g[y][x] > LIMIT) return 1;"),
       ("                        s += g[(long)yy * c + xx];", "                        s += g[yy][xx];"),
       ("    free(g);\n", "")),
      _bl_two_rows()),
    M("bl_plus_sign", "judge:f8_blur", "sign_form",
      "the values read by hand: an optional minus and digits",
      (("int main(void) {\n", _BL_READER),
       ("        if (scanf(\"%lld\", &g[i]) != 1 ||", "        if (!read_value(&g[i]) ||")),
      "1 2\n+5 7\n"),
    # ------------------------------------------------------------------ f8_elevator
    A("el_tie_upper", "judge:f8_elevator", "relation",
      "asm: of two floors as near the upper one served (jle -> jl)",
      (), "call 2\ncall 8\nup 5\nserve\nwhere\n",
      asm_patches=(("\tcmpq\t%rdx, %rcx\n\tjle\t.L16\n", "\tcmpq\t%rdx, %rcx\n\tjl\t.L16\n"),)),
    A("el_top_floor", "judge:f8_elevator", "boundary",
      "asm: the car stopped one floor below the top (wrong immediate)",
      (), "up 1000000\nwhere\n",
      asm_patches=(("\tmovl\t$1000000, %edx\n", "\tmovl\t$999999, %edx\n"),)),
    A("el_moved_32", "judge:f8_elevator", "scale",
      "asm: a served trip added to the distance in 32 bits (addq -> addl): 4,400 trips of 10^6",
      (), _el_far_serves(2200),
      asm_patches=(("\taddq\t%rdx, %r12\n\tnotq\t%rax\n", "\taddl\t%edx, %r12d\n\tnotq\t%rax\n"),)),
    M("el_double_call", "judge:f8_elevator", "relation",
      "every call counted as pending (the set of floors ignores a second call anyway)",
      (("                if (!(bit[v / 64] >> (v % 64) & 1)) {\n                    add(v);\n"
        "                    pending++;\n                }",
        "                add(v);  /* asking twice changes nothing */\n                pending++;"),),
      "call 3\ncall 3\nwhere\nserve\nwhere\n"),
    M("el_near_only", "judge:f8_elevator", "early_exit",
      "the nearest floor looked for within 16 summary words, 65,536 floors (requests are near)",
      (("    for (long s = (w + 1) / 64, from = (w + 1) % 64; s < SUMMARY; s++, from = 0) {",
        "    for (long s = (w + 1) / 64, from = (w + 1) % 64; s < SUMMARY && s <= w / 64 + 16;\n"
        "         s++, from = 0) {  /* requests are near */"),
       ("    for (long s = (w - 1) / 64, to = (w - 1) % 64; s >= 0; s--, to = 63) {",
        "    for (long s = (w - 1) / 64, to = (w - 1) % 64; s >= 0 && s >= w / 64 - 16; s--, to = 63) {")),
      "call 500000\nserve\nwhere\n"),
    # ------------------------------------------------------------------ f8_lis
    A("li_non_decreasing", "judge:f8_lis", "relation",
      "asm: a value equal to a tail extends the run (jl -> jle)",
      (), "1\n3\n5 5 5\n",
      asm_patches=(("\tcmpq\t%r9, (%r15,%rdi,8)\n\tjl\t.L24\n", "\tcmpq\t%r9, (%r15,%rdi,8)\n\tjle\t.L24\n"),)),
    A("li_compare_32", "judge:f8_lis", "width",
      "asm: a value compared with a tail in 32 bits (cmpq -> cmpl)",
      (), "1\n2\n1 4294967296\n",
      asm_patches=(("\tcmpq\t%r9, (%r15,%rdi,8)\n", "\tcmpl\t%r9d, (%r15,%rdi,8)\n"),)),
    M("li_tails_int", "judge:f8_lis", "typed_field",
      "the tails kept as ints (the values of the tests are small)",
      (("    long long *tails = malloc(sizeof *tails * 200000);",
        "    int *tails = malloc(sizeof *tails * 200000);  /* the values are small */"),
       ("            tails[lo] = v;", "            tails[lo] = (int)v;"),
       ("        printf(\"%d %lld\\n\", len, tails[len - 1]);", "        printf(\"%d %d\\n\", len, tails[len - 1]);")),
      "1\n2\n1 4294967296\n"),
    M("li_run_4096", "judge:f8_lis", "early_exit",
      "the runs kept up to a length of 4,096 (no test has a longer one)",
      (("            tails[lo] = v;\n            if (lo == len) len++;",
        "            if (lo < 4096) {  /* no run is longer */\n                tails[lo] = v;\n"
        "                if (lo == len) len++;\n            }"),),
      "1\n5000\n" + " ".join(str(i) for i in range(1, 5001)) + "\n"),
    M("li_difference_sign", "judge:f8_lis", "mixed_extremes",
      "a tail compared with the value by the sign of their difference (wrapping, no overflow trap)",
      (("                if (tails[mid] < v) lo = mid + 1;",
        "                if ((long long)((unsigned long long)tails[mid] - (unsigned long long)v) < 0)\n"
        "                    lo = mid + 1;"),),
      "1\n2\n-9000000000000000000 9000000000000000000\n"),
    # ------------------------------------------------------------------ f8_spell
    A("sl_insert_25", "judge:f8_spell", "boundary",
      "asm: the letters inserted run from a to y (cmpb $123 -> $122)",
      (), "1\nzoo\n1\noo\n",
      asm_patches=(("\tcmpb\t$123, %al\n", "\tcmpb\t$122, %al\n"),)),
    M("sl_edits_counted", "judge:f8_spell", "relation",
      "the edits that hit counted, as if two edits never made the same word",
      (("        qsort(hits, (size_t)found, sizeof *hits, by_value);\n        int different = 1;\n"
        "        for (int i = 1; i < found; i++) different += hits[i] != hits[i - 1];\n"
        "        printf(\"%d %s\\n\", different, dict[hits[0]]);",
        "        int first = hits[0];  /* each edit a different word */\n"
        "        for (int i = 1; i < found; i++)\n            if (hits[i] < first) first = hits[i];\n"
        "        printf(\"%d %s\\n\", found, dict[first]);"),),
      "2\nab\nabc\n1\naab\n"),
    M("sl_word_16", "judge:f8_spell", "capacity",
      "words of at most 16 letters (the words of the tests are short)",
      (("#define MAXLEN 20", "#define MAXLEN 16"), ("\"%20s\"", "\"%16s\"")),
      "1\nabcdefghijklmnopqrst\n1\nabcdefghijklmnopqrst\n"),
    M("sl_eight_neighbours", "judge:f8_spell", "early_exit",
      "the edits stop at the eighth that hits (a word has few neighbours)",
      (("        for (int i = 0; i < len; i++) {  /* deleted */",
        "        for (int i = 0; i < len && found < 8; i++) {  /* deleted; few neighbours */"),
       ("        for (int i = 0; i < len; i++)  /* replaced */\n            for (char ch = 'a'; ch <= 'z'; ch++) {",
        "        for (int i = 0; i < len && found < 8; i++)  /* replaced */\n"
        "            for (char ch = 'a'; ch <= 'z' && found < 8; ch++) {"),
       ("        for (int i = 0; i <= len && len < MAXLEN; i++)  /* inserted */\n"
        "            for (char ch = 'a'; ch <= 'z'; ch++) {",
        "        for (int i = 0; i <= len && len < MAXLEN && found < 8; i++)  /* inserted */\n"
        "            for (char ch = 'a'; ch <= 'z' && found < 8; ch++) {")),
      "25\n" + "".join(f"{ch}a\n" for ch in "bcdefghijklmnopqrstuvwxyz") + "1\na\n"),
    M("sl_space_newline", "judge:f8_spell", "tokens",
      "a word must end at a space, a newline or the end (the tests separate words so)",
      (("    if (c != EOF && c != ' ' && c != '\\t' && c != '\\n' && c != '\\r' && c != '\\v' && c != '\\f')\n"
        "        return 0;",
        "    if (c != EOF && c != ' ' && c != '\\n') return 0;"),),
      "2 cat\tdog\n1\ncot\n"),
    # ------------------------------------------------------------------ f8_dedup
    A("rw_z_start", "judge:f8_dedup", "boundary",
      "asm: a word may not start with z or Z (cmpb $25 -> $24 in the first letter test)",
      (), "zip zip\n",
      asm_patches=(("\tcmpb\t$25, %al\n\tja\t.L4\n", "\tcmpb\t$24, %al\n\tja\t.L4\n"),)),
    A("rw_removed_16", "judge:f8_dedup", "scale",
      "asm: the repeats printed from their low 16 bits (movq -> movzwl): 70,000 of them",
      (), "a" + " a" * 70000 + "\n",
      asm_patches=(("\tmovq\t8(%rsp), %rsi\n\tleaq\t.LC0(%rip), %rdi\n",
                    "\tmovzwl\t8(%rsp), %esi\n\tleaq\t.LC0(%rip), %rdi\n"),)),
    M("rw_letter_sums", "judge:f8_dedup", "relation",
      "two words of a length compared by the sums of their letters (folded to lower case)",
      (("    for (long i = 0; i < len; i++)\n        if ((a[i] | 0x20) != (b[i] | 0x20)) return 0;\n    return 1;",
        "    long sa = 0, sb = 0;  /* the sums of the letters tell the words apart */\n"
        "    for (long i = 0; i < len; i++) {\n        sa += a[i] | 0x20;\n        sb += b[i] | 0x20;\n    }\n"
        "    return sa == sb;"),),
      "listen silent\n"),
    M("rw_text_64k", "judge:f8_dedup", "capacity",
      "the text in a buffer of 65,536 bytes (the texts of the tests are short)",
      (("#define MAXTEXT 1000000", "#define MAXTEXT 65536"),),
      "word " * 14000 + "\n"),
    M("rw_tab_blank", "judge:f8_dedup", "tokens",
      "tabs taken as spaces between the words",
      (("        } else if (text[i] == ' ' && prev >= 0) {\n            long start = i;\n"
        "            while (i < n && text[i] == ' ') i++;",
        "        } else if ((text[i] == ' ' || text[i] == '\\t') && prev >= 0) {\n            long start = i;\n"
        "            while (i < n && (text[i] == ' ' || text[i] == '\\t')) i++;"),),
      "go\tgo\n"),
    M("rw_no_newline", "judge:f8_dedup", "boundary",
      "the count printed right after the text (a text ends with a newline)",
      (("    if (n > 0 && text[n - 1] != '\\n') putchar('\\n');\n", ""),),
      "a a"),
    # ------------------------------------------------------------------ f8_temps
    A("tp_sum_32", "judge:f8_temps", "scale",
      "asm: the sum taken from its low 32 bits, sign-extended (an added movslq): 2,200 readings",
      (), "00:00 99999.9\n" * 2200,
      asm_patches=(("\tmovq\t%r15, %rax\n\tnegq\t%rax\n", "\tmovslq\t%r15d, %r15\n\tmovq\t%r15, %rax\n\tnegq\t%rax\n"),)),
    A("tp_hour_24", "judge:f8_temps", "boundary",
      "asm: hours up to 24 accepted (cmpl $23 -> $24)",
      (), "24:00 5\n",
      asm_patches=(("\tcmpl\t$23, %esi\n", "\tcmpl\t$24, %esi\n"),)),
    M("tp_rise_even", "judge:f8_temps", "relation",
      "a reading as warm as the one before carries the rise on",
      (("        run = readings > 0 && t > last ? run + 1 : 1;", "        run = readings > 0 && t >= last ? run + 1 : 1;"),),
      "00:00 1\n00:01 1\n"),
    M("tp_plus_sign", "judge:f8_temps", "sign_form",
      "a plus sign taken before the temperature",
      (("    int negative = s[i] == '-';\n    if (negative) i++;",
        "    int negative = s[i] == '-';\n    if (negative || s[i] == '+') i++;  /* a sign */"),),
      "12:00 +5\n"),
    M("tp_mean_printf", "judge:f8_temps", "boundary",
      "the mean printed as its tenths divided by ten and the digit after (loses -0.x's sign)",
      (("    show(sum < 0 ? -m : m);",
        "    long long mean = sum < 0 ? -m : m;\n"
        "    printf(\"%lld.%lld\", mean / 10, (mean < 0 ? -mean : mean) % 10);"),),
      "00:00 -0.3\n"),
    M("tp_line_4096", "judge:f8_temps", "capacity",
      "the lines read with fgets into 4,096 bytes (a reading is short)",
      (("#include <stdlib.h>\n", "#include <stdlib.h>\n#include <string.h>\n"),
       ("    char *line = NULL;\n    size_t size = 0;\n    ssize_t got;\n",
        "    static char line[4096];  /* a reading is short */\n"),
       ("    while ((got = getline(&line, &size, stdin)) > 0) {\n        number++;\n        long len = (long)got;",
        "    while (fgets(line, sizeof line, stdin)) {\n        number++;\n        long len = (long)strlen(line);"),
       ("    free(line);\n", "")),
      "x" * 5000 + "\n08:00 12.5\n"),
    # ------------------------------------------------------------------ f8_gravity
    A("gr_fell_32", "judge:f8_gravity", "scale",
      "asm: the rows fallen printed from their low 32 bits, sign-extended (movq -> movslq)",
      (), _tall_column(46342, 46342),
      asm_patches=(("\tmovq\t%rbp, %rdx\n\tmovq\t%r13, %rsi\n", "\tmovq\t%rbp, %rdx\n\tmovslq\t%r13d, %rsi\n"),)),
    A("gr_tallest_8", "judge:f8_gravity", "width",
      "asm: a pile compared with the tallest in 8 bits (cmpq -> cmpb)",
      (), _tall_column(200, 0),
      asm_patches=(("\tcmpq\t%rcx, %rbp\n\tcmovl\t%rcx, %rbp\n", "\tcmpb\t%cl, %bpl\n\tcmovl\t%rcx, %rbp\n"),)),
    M("gr_row_8192", "judge:f8_gravity", "capacity",
      "a row read into a static buffer of 8,192 bytes (the rows are short)",
      (("    char *g = malloc((size_t)(r * c)), *row = malloc((size_t)c + 2);\n    if (!g || !row) return 1;\n"
        "    char format[24];\n    snprintf(format, sizeof format, \"%%%lds\", c + 1);",
        "    char *g = malloc((size_t)(r * c));\n    static char row[8192];  /* the rows are short */\n"
        "    if (!g) return 1;\n    const char *format = \"%8191s\";"),
       ("    free(row);\n", "")),
      "2 9000\n" + "o" * 9000 + "\n" + "." * 9000 + "\n"),
    M("gr_fall_10000", "judge:f8_gravity", "early_exit",
      "a stone moved down step by step, at most 10,000 rows (the grids are small)",
      (("                g[y * c + x] = '.';\n                g[free_row * c + x] = 'o';\n"
        "                fell += free_row - y;\n                free_row--;",
        "                long to = y;  /* step by step: no stone falls that far */\n"
        "                while (to < free_row && to - y < 10000) to++;\n"
        "                g[y * c + x] = '.';\n                g[to * c + x] = 'o';\n"
        "                fell += to - y;\n                free_row = to - 1;"),),
      _tall_column(1, 10001)),
    # ------------------------------------------------------------------ f8_vending
    A("vd_exact_price", "judge:f8_vending", "relation",
      "asm: a credit equal to the price taken as short (jg -> jge)",
      (), "insert 50 2\nbuy 100\nsales\n",
      asm_patches=(("\tcmpq\t%rbp, %rsi\n\tjg\t.L19\n", "\tcmpq\t%rbp, %rsi\n\tjge\t.L19\n"),)),
    A("vd_coins_bound", "judge:f8_vending", "boundary",
      "asm: at most 999,999 coins at a time (wrong immediate)",
      (), "insert 5 1000000\nrefund\n",
      asm_patches=(("\tmovq\t24(%rsp), %rsi\n\tleaq\t-1(%rsi), %rdx\n\tcmpq\t$999999, %rdx\n",
                    "\tmovq\t24(%rsp), %rsi\n\tleaq\t-1(%rsi), %rdx\n\tcmpq\t$999998, %rdx\n"),)),
    M("vd_price_int", "judge:f8_vending", "typed_field",
      "a price kept as an int (the prices of the tests are small)",
      (("            long long p;\n"
        "            if (scanf(\"%lld\", &p) != 1 || p < 1 || p > 1000000000000LL || p % 5 != 0) return 1;",
        "            long long asked;\n"
        "            if (scanf(\"%lld\", &asked) != 1 || asked < 1 || asked > 1000000000000LL || asked % 5 != 0)\n"
        "                return 1;\n            int p = (int)asked;  /* prices are small */"),),
      "buy 5000000000\n"),
    M("vd_refund_1000", "judge:f8_vending", "early_exit",
      "the coins of a refund counted out one by one, at most 1,000 of a kind",
      (("                long long k = credit / COINS[i];",
        "                long long k = 0;  /* counted out: a refund is small */\n"
        "                while (credit - k * COINS[i] >= COINS[i] && k < 1000) k++;"),),
      "insert 200 1001\nrefund\n"),
    M("vd_credit_int", "judge:f8_vending", "scale",
      "the credit kept as an int (a machine holds little money)",
      (("    long long credit = 0, sales = 0;", "    int credit = 0;  /* a machine holds little */\n    long long sales = 0;"),
       ("                printf(\"ok %lld\\n\", credit);", "                printf(\"ok %d\\n\", credit);")),
      "insert 200 1000000\n" * 11 + "refund\n"),
    # ------------------------------------------------------------------ f8_distinct
    A("ds_count_byte", "judge:f8_distinct", "width",
      "asm: a count stored as a byte (movl -> movb): a value 300 times in a window",
      (), "1\n300 300\n" + " ".join(["7"] * 300) + "\n",
      asm_patches=(("\tmovl\t%r9d, (%r8)\n", "\tmovb\t%r9b, (%r8)\n"),)),
    M("ds_low_bits", "judge:f8_distinct", "capacity",
      "a value counted at its low 12 bits, no sorting (the values span less than 4,096)",
      (("        qsort(items, (size_t)n, sizeof *items, by_value);\n        int ids = 0;\n"
        "        for (int i = 0; i < n; i++) {\n"
        "            if (i > 0 && items[i].value != items[i - 1].value) ids++;\n"
        "            id[items[i].at] = ids;\n        }",
        "        int ids = 4095;  /* the values span less than 4,096 */\n"
        "        for (int i = 0; i < n; i++) id[items[i].at] = (int)(items[i].value & 4095);\n"
        "        (void)by_value;"),),
      "1\n2 2\n0 4096\n"),
    M("ds_compare_int", "judge:f8_distinct", "mixed_extremes",
      "the values sorted by their difference cast to an int",
      (("    return (x > y) - (x < y);", "    return (int)(x - y);"),),
      "1\n3 3\n-2147483648 2147483648 -2147483648\n"),
    M("ds_value_int", "judge:f8_distinct", "typed_field",
      "the values kept as ints (the values of the tests are small)",
      (("    long long value;\n    int at;", "    int value;  /* the values are small */\n    int at;"),
       ("            if (scanf(\"%lld\", &items[i].value) != 1 || items[i].value < -LIMIT ||\n"
        "                items[i].value > LIMIT)\n                return 1;",
        "            long long v;\n            if (scanf(\"%lld\", &v) != 1 || v < -LIMIT || v > LIMIT) return 1;\n"
        "            items[i].value = (int)v;")),
      "1\n2 2\n0 4294967296\n"),
    # ------------------------------------------------------------------ f8_budget
    A("bu_exact_budget", "judge:f8_budget", "relation",
      "asm: a budget equal to what the items cost buys one less (jl -> jle)",
      (), "2\n3 4\n1\n7\n",
      asm_patches=(("\tcmpq\t(%rbx,%rdi,8), %rdx\n\tjl\t.L25\n", "\tcmpq\t(%rbx,%rdi,8), %rdx\n\tjle\t.L25\n"),)),
    A("bu_compare_32", "judge:f8_budget", "width",
      "asm: the budget compared with a sum in 32 bits (cmpq -> cmpl)",
      (), "1\n5\n1\n4294967296\n",
      asm_patches=(("\tcmpq\t(%rbx,%rdi,8), %rdx\n", "\tcmpl\t(%rbx,%rdi,8), %edx\n"),)),
    M("bu_budget_int", "judge:f8_budget", "typed_field",
      "a budget kept as an int (the budgets of the tests are small)",
      (("        long long b;\n        if (scanf(\"%lld\", &b) != 1 || b < 0 || b > 1000000000000000000LL) return 1;",
        "        long long asked;\n"
        "        if (scanf(\"%lld\", &asked) != 1 || asked < 0 || asked > 1000000000000000000LL) return 1;\n"
        "        int b = (int)asked;  /* budgets are small */"),),
      "1\n5\n1\n5000000000\n"),
    M("bu_spent_int", "judge:f8_budget", "scale",
      "the sums of the cheapest items kept as ints (the sums of the tests are small)",
      (("    long long *spent = malloc(sizeof *spent * ((size_t)n + 1));",
        "    int *spent = malloc(sizeof *spent * ((size_t)n + 1));  /* sums are small */"),
       ("    for (int i = 0; i < n; i++) spent[i + 1] = spent[i] + price[i];",
        "    for (int i = 0; i < n; i++) spent[i + 1] = (int)(spent[i] + price[i]);")),
      "3000\n" + " ".join(["1000000"] * 3000) + "\n2\n3000000000\n2500000000\n"),
    M("bu_scan_1000", "judge:f8_budget", "early_exit",
      "the items counted by a scan from the cheapest, at most 1,000 (a budget buys few)",
      (("        int lo = 0, hi = n;  /* the most items with spent[items] <= b */\n"
        "        while (lo < hi) {\n            int mid = lo + (hi - lo + 1) / 2;\n"
        "            if (spent[mid] <= b) lo = mid;\n            else hi = mid - 1;\n        }",
        "        int lo = 0;  /* a scan: a budget buys at most 1,000 items */\n"
        "        while (lo < n && lo < 1000 && spent[lo + 1] <= b) lo++;"),),
      "1500\n" + " ".join(["1"] * 1500) + "\n1\n2000\n"),
    # ------------------------------------------------------------------ f8_bigrams
    A("bg_upper_z", "judge:f8_bigrams", "boundary",
      "asm: the capitals end at Y (cmpl $25 -> $24 in the upper-case test)",
      (), "Zoo\n",
      asm_patches=(("\tleal\t-65(%rax), %edx\n\tcmpl\t$25, %edx\n", "\tleal\t-65(%rax), %edx\n\tcmpl\t$24, %edx\n"),)),
    A("bg_count_16", "judge:f8_bigrams", "scale",
      "asm: a pair's count printed from its low 16 bits (movq -> movzwl): 70,000 times th",
      (), "th " * 70000 + "\n",
      asm_patches=(("\tmovq\t0(%rbp,%rdx,8), %rdi\n", "\tmovzwl\t0(%rbp,%rdx,8), %edi\n"),)),
    M("bg_line_4096", "judge:f8_bigrams", "capacity",
      "the text read a line at a time with fgets into 4,096 bytes",
      (("    int c, prev = -1;\n    while ((c = getchar()) != EOF) {\n        int l = letter_of(c);",
        "    static char line[4096];  /* a line of text is short */\n    int prev = -1;\n"
        "    while (fgets(line, sizeof line, stdin)) {\n        prev = -1;\n"
        "        for (const char *p = line; *p; p++) {\n        int l = letter_of((unsigned char)*p);"),
       ("        prev = l;\n    }\n", "        prev = l;\n        }\n    }\n")),
      "ab" * 2500 + "\n"),
    M("bg_marks_inside", "judge:f8_bigrams", "tokens",
      "marks inside a word skipped: only blanks end a word",
      (("        prev = l;\n", "        if (l >= 0 || c == ' ' || c == '\\n' || c == '\\t') prev = l;  /* marks skipped */\n"),),
      "e.g. don't\n"),
    # ------------------------------------------------------------------ f8_colors
    A("co_256", "judge:f8_colors", "boundary",
      "asm: a channel of 256 accepted (cmpl $255 -> $256)",
      (), "rgb(256,0,0)\n",
      asm_patches=(("\tcmpl\t$255, %r10d\n", "\tcmpl\t$256, %r10d\n"),)),
    A("co_count_16", "judge:f8_colors", "scale",
      "asm: the valid lines printed from their low 16 bits (movq -> movzwl): 65,537 colours",
      (), "#000\n" * 65537,
      asm_patches=(("\tmovq\t%rbx, %rsi\n\tleaq\t.LC3(%rip), %rdi\n", "\tmovzwl\t%bx, %esi\n\tleaq\t.LC3(%rip), %rdi\n"),)),
    M("co_space_after_comma", "judge:f8_colors", "tokens",
      "spaces taken only after a comma (as in \"rgb(1, 2, 3)\")",
      (("        while (i < len && s[i] == ' ') i++;\n        int v = 0, digits = 0;",
        "        while (k > 0 && i < len && s[i] == ' ') i++;  /* after a comma */\n        int v = 0, digits = 0;"),
       ("        while (i < len && s[i] == ' ') i++;\n        if (i >= len", "        if (i >= len")),
      "rgb(1 ,2,3)\n"),
    M("co_digits_32", "judge:f8_colors", "typed_field",
      "a channel's digits added up in an unsigned int, checked at the end",
      (("        int v = 0, digits = 0;", "        unsigned v = 0;\n        int digits = 0;"),
       ("            if (v > 1000) v = 1000;  /* too big already */\n", ""),
       ("        rgb[k] = v;", "        rgb[k] = (int)v;")),
      "rgb(4294967306,0,0)\n"),
    M("co_strtol", "judge:f8_colors", "sign_form",
      "a channel read with strtol (which takes a sign)",
      (("        int v = 0, digits = 0;\n        while (i < len && s[i] >= '0' && s[i] <= '9') {\n"
        "            v = v * 10 + (s[i++] - '0');\n            if (v > 1000) v = 1000;  /* too big already */\n"
        "            digits++;\n        }\n        if (digits == 0 || v > 255) return 0;",
        "        char *end;\n        long v = strtol(s + i, &end, 10);\n"
        "        if (end == s + i || v < 0 || v > 255) return 0;\n        i = end - s;"),
       ("        rgb[k] = v;", "        rgb[k] = (int)v;")),
      "rgb(+5,0,0)\n"),
    M("co_line_4096", "judge:f8_colors", "capacity",
      "the lines read with fgets into 4,096 bytes (a colour is short)",
      (("    char *line = NULL;\n    size_t size = 0;\n    ssize_t got;\n",
        "    static char line[4096];  /* a colour is short */\n"),
       ("    while ((got = getline(&line, &size, stdin)) > 0) {\n        long len = (long)got;",
        "    while (fgets(line, sizeof line, stdin)) {\n        long len = (long)strlen(line);"),
       ("    free(line);\n", "")),
      "rgb(" + "0" * 5000 + "1,2,3)\n"),
)

_TP_READ_LINE = """/* a line and its newline, as getline reads it (0 at the end of the input) */
static long read_line(char **line, long *size) {
    long len = 0;
    int ch;
    while ((ch = getchar()) != EOF) {
        if (len + 2 > *size) {
            long grown = *size ? 2 * *size : 128;
            char *bigger = realloc(*line, (size_t)grown);
            if (!bigger) exit(1);
            *line = bigger;
            *size = grown;
        }
        (*line)[len++] = (char)ch;
        if (ch == '\\n') break;
    }
    if (len > 0) (*line)[len] = '\\0';
    return len;
}

int main(void) {
"""

_BG_MORE_FREQUENT = """static int more_frequent(const void *p, const void *q) {  /* the count down, then a to z */
    int i = *(const int *)p, j = *(const int *)q;
    long x = count[i / 26][i % 26], y = count[j / 26][j % 26];
    if (x != y) return x > y ? -1 : 1;
    return (i > j) - (i < j);
}

int main(void) {
"""

FRESH8_REWRITES: tuple[Rewrite, ...] = (
    # ------------------------------------------------------------------ f8_blur
    R("bl_summed_area", "judge:f8_blur", "each neighbourhood summed from a table of rectangle sums",
      (("    long long total = 0;\n    for (int y = 0; y < r; y++) {",
        "    long long *sums = calloc((size_t)(r + 1) * (size_t)(c + 1), sizeof *sums);\n"
        "    if (!sums) return 1;\n"
        "#define AT(Y, X) sums[(long)(Y) * (c + 1) + (X)]\n"
        "    for (int y = 0; y < r; y++)\n        for (int x = 0; x < c; x++)\n"
        "            AT(y + 1, x + 1) = g[(long)y * c + x] + AT(y, x + 1) + AT(y + 1, x) - AT(y, x);\n"
        "    long long total = 0;\n    for (int y = 0; y < r; y++) {"),
       ("            long long s = 0;\n            int k = 0;\n"
        "            for (int yy = y - 1; yy <= y + 1; yy++)\n"
        "                for (int xx = x - 1; xx <= x + 1; xx++)\n"
        "                    if (yy >= 0 && yy < r && xx >= 0 && xx < c) {\n"
        "                        s += g[(long)yy * c + xx];\n                        k++;\n                    }",
        "            int y0 = y > 0 ? y - 1 : 0, y1 = y + 1 < r ? y + 1 : r - 1;\n"
        "            int x0 = x > 0 ? x - 1 : 0, x1 = x + 1 < c ? x + 1 : c - 1;\n"
        "            long long s = AT(y1 + 1, x1 + 1) - AT(y0, x1 + 1) - AT(y1 + 1, x0) + AT(y0, x0);\n"
        "            int k = (y1 - y0 + 1) * (x1 - x0 + 1);"),
       ("    free(g);\n", "    free(g);\n    free(sums);\n"))),
    R("bl_floor_by_remainder", "judge:f8_blur", "the mean rounded down as the quotient less one for a negative remainder",
      (("    long long q = s / k;\n    if (s % k != 0 && s < 0) q--;\n    return q;",
        "    return s / k - (s % k < 0);"),)),
    AR("bl_asm_reorder", "judge:f8_blur", "asm: the total and the format loaded in the other order",
       (), asm_patches=(("\tmovq\t%rbx, %rsi\n\tleaq\t.LC3(%rip), %rdi\n", "\tleaq\t.LC3(%rip), %rdi\n\tmovq\t%rbx, %rsi\n"),)),
    # ------------------------------------------------------------------ f8_elevator
    R("el_asked_bytes", "judge:f8_elevator", "the floors asked for also kept one byte each, for the test of a second call",
      (("static unsigned long long bit[WORDS], summary[SUMMARY];",
        "static unsigned char asked[TOP + 1];\nstatic unsigned long long bit[WORDS], summary[SUMMARY];"),
       ("                if (!(bit[v / 64] >> (v % 64) & 1)) {\n                    add(v);",
        "                if (!asked[v]) {\n                    asked[v] = 1;\n                    add(v);"),
       ("            drop(to);\n", "            drop(to);\n            asked[to] = 0;\n"))),
    R("el_choice_branches", "judge:f8_elevator", "the floor to serve chosen by plain branches, the distance with labs",
      (("#include <stdio.h>\n", "#include <stdio.h>\n#include <stdlib.h>\n"),
       ("            long to = hi < 0 || (lo >= 0 && floor - lo <= hi - floor) ? lo : hi;\n"
        "            long d = to > floor ? to - floor : floor - to;",
        "            long to;\n            if (hi < 0) to = lo;\n            else if (lo < 0) to = hi;\n"
        "            else to = floor - lo <= hi - floor ? lo : hi;\n            long d = labs(to - floor);"))),
    AR("el_asm_reorder", "judge:f8_elevator", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%r12, %rdx\n\tmovq\t%r14, %rsi\n", "\tmovq\t%r14, %rsi\n\tmovq\t%r12, %rdx\n"),)),
    # ------------------------------------------------------------------ f8_lis
    R("li_append_first", "judge:f8_lis", "a value above the last tail appended without a search",
      (("            int lo = 0, hi = len;  /* the first tail >= v */",
        "            int lo = 0, hi = len;  /* the first tail >= v */\n"
        "            if (len > 0 && tails[len - 1] < v) lo = hi = len;  /* a longer run */"),)),
    R("li_halving_steps", "judge:f8_lis", "the tails below a value counted by steps of halving powers of two",
      (("            int lo = 0, hi = len;  /* the first tail >= v */\n            while (lo < hi) {\n"
        "                int mid = lo + (hi - lo) / 2;\n                if (tails[mid] < v) lo = mid + 1;\n"
        "                else hi = mid;\n            }",
        "            int lo = 0;  /* the tails below v */\n"
        "            for (int step = 1 << 17; step > 0; step >>= 1)\n"
        "                if (lo + step <= len && tails[lo + step - 1] < v) lo += step;"),)),
    AR("li_asm_reorder", "judge:f8_lis", "asm: the length and the format set in the other order",
       (), asm_patches=(("\tmovl\t%r14d, %esi\n\tleaq\t.LC2(%rip), %rdi\n", "\tleaq\t.LC2(%rip), %rdi\n\tmovl\t%r14d, %esi\n"),)),
    # ------------------------------------------------------------------ f8_spell
    R("sl_bsearch", "judge:f8_spell", "a word looked up with the C library's bsearch",
      (("    int lo = 0, hi = n - 1;\n    while (lo <= hi) {\n"
        "        int mid = lo + (hi - lo) / 2, c = strcmp(dict[mid], w);\n"
        "        if (c == 0) return mid;\n        if (c < 0) lo = mid + 1;\n        else hi = mid - 1;\n"
        "    }\n    return -1;",
        "    const char (*at)[MAXLEN + 1] = bsearch(w, dict, (size_t)n, sizeof *dict, by_text);\n"
        "    return at ? (int)(at - dict) : -1;"),)),
    R("sl_each_edit_once", "judge:f8_spell", "every different edit made once (no deletion or insertion next to the same letter), so the hits need no sorting",
      (("            memcpy(e, w, (size_t)i);\n            strcpy(e + i, w + i + 1);",
        "            if (i > 0 && w[i] == w[i - 1]) continue;  /* as deleting i - 1 */\n"
        "            memcpy(e, w, (size_t)i);\n            strcpy(e + i, w + i + 1);"),
       ("                memcpy(e, w, (size_t)i);\n                e[i] = ch;",
        "                if (i > 0 && w[i - 1] == ch) continue;  /* as inserting at i - 1 */\n"
        "                memcpy(e, w, (size_t)i);\n                e[i] = ch;"),
       ("        qsort(hits, (size_t)found, sizeof *hits, by_value);\n        int different = 1;\n"
        "        for (int i = 1; i < found; i++) different += hits[i] != hits[i - 1];\n"
        "        printf(\"%d %s\\n\", different, dict[hits[0]]);",
        "        int first = hits[0];  /* each hit a different word */\n"
        "        for (int i = 1; i < found; i++)\n            if (hits[i] < first) first = hits[i];\n"
        "        printf(\"%d %s\\n\", found, dict[first]);\n        (void)by_value;"))),
    AR("sl_asm_reorder", "judge:f8_spell", "asm: two of qsort's arguments set in the other order",
       (), asm_patches=(("\tmovl\t$4, %edx\n\tleaq\tby_value(%rip), %rcx\n", "\tleaq\tby_value(%rip), %rcx\n\tmovl\t$4, %edx\n"),)),
    # ------------------------------------------------------------------ f8_dedup
    R("rw_tolower", "judge:f8_dedup", "the letters of two words compared through tolower",
      (("#include <stdio.h>\n", "#include <ctype.h>\n#include <stdio.h>\n"),
       ("        if ((a[i] | 0x20) != (b[i] | 0x20)) return 0;",
        "        if (tolower((unsigned char)a[i]) != tolower((unsigned char)b[i])) return 0;"))),
    R("rw_letter_fold", "judge:f8_dedup", "a letter tested as its byte with bit 5 set, less 'a', below 26 unsigned",
      (("    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');",
        "    return (unsigned)((c | 0x20) - 'a') < 26;"),)),
    AR("rw_asm_reorder", "judge:f8_dedup", "asm: two independent moves before fwrite swapped",
       (), asm_patches=(("\tmovl\t$1, %esi\n\tmovq\t%r15, %r12\n", "\tmovq\t%r15, %r12\n\tmovl\t$1, %esi\n"),)),
    # ------------------------------------------------------------------ f8_temps
    R("tp_mean_remainder", "judge:f8_temps", "the mean rounded as the quotient plus one when twice the remainder reaches the count",
      (("    long long m = (2 * a + readings) / (2 * readings);",
        "    long long m = a / readings + (2 * (a % readings) >= readings);"),)),
    R("tp_getchar_lines", "judge:f8_temps", "the lines read with getchar into a buffer that grows, as getline does",
      (("int main(void) {\n", _TP_READ_LINE),
       ("    char *line = NULL;\n    size_t size = 0;\n    ssize_t got;\n", "    char *line = NULL;\n    long size = 0, got;\n"),
       ("    while ((got = getline(&line, &size, stdin)) > 0) {", "    while ((got = read_line(&line, &size)) > 0) {"))),
    AR("tp_asm_reorder", "judge:f8_temps", "asm: the readings and the format loaded in the other order",
       (), asm_patches=(("\tmovq\t%rbp, %rsi\n\tleaq\t.LC5(%rip), %rdi\n", "\tleaq\t.LC5(%rip), %rdi\n\tmovq\t%rbp, %rsi\n"),)),
    # ------------------------------------------------------------------ f8_gravity
    R("gr_segments", "judge:f8_gravity", "the stones between two walls counted and laid at the bottom of their segment at once",
      (("        long free_row = r - 1;  /* where the next stone comes to rest */\n"
        "        for (long y = r - 1; y >= 0; y--) {\n            char cell = g[y * c + x];\n"
        "            if (cell == '#') {\n                free_row = y - 1;\n"
        "            } else if (cell == 'o') {\n                g[y * c + x] = '.';\n"
        "                g[free_row * c + x] = 'o';\n                fell += free_row - y;\n"
        "                free_row--;\n            }\n        }\n        long run = 0;\n"
        "        for (long y = 0; y < r; y++) {\n            if (g[y * c + x] == 'o') {\n"
        "                run++;\n                if (run > tallest) tallest = run;\n"
        "            } else {\n                run = 0;\n            }\n        }",
        "        long bottom = r - 1;  /* the lowest row of the segment above the last wall */\n"
        "        for (long y = r - 1; y >= -1; y--) {\n"
        "            if (y >= 0 && g[y * c + x] != '#') continue;\n"
        "            long stones = 0, rows = 0;  /* in rows y + 1 .. bottom */\n"
        "            for (long z = y + 1; z <= bottom; z++)\n"
        "                if (g[z * c + x] == 'o') {\n                    stones++;\n"
        "                    rows += z;\n                }\n"
        "            for (long z = y + 1; z <= bottom; z++) g[z * c + x] = z > bottom - stones ? 'o' : '.';\n"
        "            fell += stones * bottom - stones * (stones - 1) / 2 - rows;\n"
        "            if (stones > tallest) tallest = stones;\n            bottom = y - 1;\n        }"),)),
    R("gr_one_write", "judge:f8_gravity", "the rows gathered with their newlines and written with one fwrite",
      (("    for (long y = 0; y < r; y++) {\n        fwrite(g + y * c, 1, (size_t)c, stdout);\n"
        "        putchar('\\n');\n    }",
        "    char *out = malloc((size_t)(r * (c + 1)));\n    if (!out) return 1;\n"
        "    for (long y = 0; y < r; y++) {\n        memcpy(out + y * (c + 1), g + y * c, (size_t)c);\n"
        "        out[y * (c + 1) + c] = '\\n';\n    }\n"
        "    fwrite(out, 1, (size_t)(r * (c + 1)), stdout);\n    free(out);"),)),
    AR("gr_asm_reorder", "judge:f8_gravity", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%rbp, %rdx\n\tmovq\t%r13, %rsi\n", "\tmovq\t%r13, %rsi\n\tmovq\t%rbp, %rdx\n"),)),
    # ------------------------------------------------------------------ f8_vending
    R("vd_switch_coins", "judge:f8_vending", "a coin recognised by a switch on its value",
      (("            int known = 0;\n            for (int i = 0; i < 6; i++) known |= COINS[i] == v;",
        "            int known;\n            switch (v) {\n"
        "            case 5: case 10: case 20: case 50: case 100: case 200:\n"
        "                known = 1;\n                break;\n            default:\n                known = 0;\n            }"),)),
    R("vd_refund_remainder", "judge:f8_vending", "the credit after a kind of coin taken as the remainder",
      (("                credit -= k * COINS[i];", "                credit %= COINS[i];"),)),
    AR("vd_asm_reorder", "judge:f8_vending", "asm: the missing cents and the format set in the other order",
       (), asm_patches=(("\tsubq\t%rbp, %rsi\n\tleaq\t.LC8(%rip), %rdi\n", "\tleaq\t.LC8(%rip), %rdi\n\tsubq\t%rbp, %rsi\n"),)),
    # ------------------------------------------------------------------ f8_distinct
    R("ds_leave_first", "judge:f8_distinct", "the value leaving the window taken out before the new one comes in",
      (("            if (count[id[i]]++ == 0) distinct++;\n            if (i >= k && --count[id[i - k]] == 0) distinct--;",
        "            if (i >= k && --count[id[i - k]] == 0) distinct--;\n            if (count[id[i]]++ == 0) distinct++;"),)),
    R("ds_ranks_by_search", "judge:f8_distinct", "the different values sorted once, each value's id found by binary search",
      (("static int by_value(const void *p, const void *q) {",
        "static int by_number(const void *p, const void *q) {\n"
        "    long long x = *(const long long *)p, y = *(const long long *)q;\n"
        "    return (x > y) - (x < y);\n}\n\nstatic int by_value(const void *p, const void *q) {"),
       ("        qsort(items, (size_t)n, sizeof *items, by_value);\n        int ids = 0;\n"
        "        for (int i = 0; i < n; i++) {\n"
        "            if (i > 0 && items[i].value != items[i - 1].value) ids++;\n"
        "            id[items[i].at] = ids;\n        }",
        "        static long long order[200000];  /* order[0 .. ids]: the different values, ascending */\n"
        "        for (int i = 0; i < n; i++) order[i] = items[i].value;\n"
        "        qsort(order, (size_t)n, sizeof *order, by_number);\n        int ids = 0;\n"
        "        for (int i = 1; i < n; i++)\n            if (order[i] != order[ids]) order[++ids] = order[i];\n"
        "        for (int i = 0; i < n; i++) {\n            int lo = 0, hi = ids;\n"
        "            while (lo < hi) {\n                int mid = lo + (hi - lo) / 2;\n"
        "                if (order[mid] < items[i].value) lo = mid + 1;\n                else hi = mid;\n"
        "            }\n            id[i] = lo;\n        }\n        (void)by_value;"))),
    AR("ds_asm_reorder", "judge:f8_distinct", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%r15, %rcx\n\tmovl\t%r13d, %esi\n", "\tmovl\t%r13d, %esi\n\tmovq\t%r15, %rcx\n"),)),
    # ------------------------------------------------------------------ f8_budget
    R("bu_first_over", "judge:f8_budget", "the first count of items that costs more than the budget searched for, less one",
      (("        int lo = 0, hi = n;  /* the most items with spent[items] <= b */\n"
        "        while (lo < hi) {\n            int mid = lo + (hi - lo + 1) / 2;\n"
        "            if (spent[mid] <= b) lo = mid;\n            else hi = mid - 1;\n        }",
        "        int lo = 1, hi = n + 1;  /* the first count of items that costs more than b */\n"
        "        while (lo < hi) {\n            int mid = lo + (hi - lo) / 2;\n"
        "            if (spent[mid] > b) hi = mid;\n            else lo = mid + 1;\n        }\n"
        "        lo--;"),)),
    R("bu_radix_sort", "judge:f8_budget", "the prices sorted by a radix sort, 15 bits a pass",
      (("#include <stdlib.h>\n", "#include <stdlib.h>\n#include <string.h>\n"),
       ("    qsort(price, (size_t)n, sizeof *price, ascending);",
        "    long long *tmp = malloc(sizeof *tmp * (size_t)n);  /* prices are below 2^30 */\n"
        "    if (!tmp) return 1;\n    for (int shift = 0; shift < 30; shift += 15) {\n"
        "        static int bucket[(1 << 15) + 1];\n        memset(bucket, 0, sizeof bucket);\n"
        "        for (int i = 0; i < n; i++) bucket[(price[i] >> shift & 32767) + 1]++;\n"
        "        for (int d = 0; d < 32768; d++) bucket[d + 1] += bucket[d];\n"
        "        for (int i = 0; i < n; i++) tmp[bucket[price[i] >> shift & 32767]++] = price[i];\n"
        "        memcpy(price, tmp, sizeof *tmp * (size_t)n);\n    }\n    free(tmp);\n"
        "    (void)ascending;"))),
    AR("bu_asm_reorder", "judge:f8_budget", "asm: what is left computed before the format is set",
       (), asm_patches=(("\tmovq\t%r15, %rdi\n\tsubq\t(%rbx,%rax,8), %rdx\n", "\tsubq\t(%rbx,%rax,8), %rdx\n\tmovq\t%r15, %rdi\n"),)),
    # ------------------------------------------------------------------ f8_bigrams
    R("bg_sorted_pairs", "judge:f8_bigrams", "the three most frequent taken from all the pairs sorted by count, then a to z",
      (("#include <stdio.h>\n", "#include <stdio.h>\n#include <stdlib.h>\n"),
       ("int main(void) {\n", _BG_MORE_FREQUENT),
       ("    static char shown[26 * 26];\n    for (int k = 0; k < 3; k++) {\n        int best = -1;\n"
        "        for (int i = 0; i < 26 * 26; i++)\n"
        "            if (!shown[i] && count[i / 26][i % 26] > 0 &&\n"
        "                (best < 0 || count[i / 26][i % 26] > count[best / 26][best % 26]))\n"
        "                best = i;\n        if (best < 0) break;\n        shown[best] = 1;\n"
        "        printf(\"%c%c %ld\\n\", 'a' + best / 26, 'a' + best % 26, count[best / 26][best % 26]);\n    }",
        "    static int order[26 * 26];\n    for (int i = 0; i < 26 * 26; i++) order[i] = i;\n"
        "    qsort(order, 26 * 26, sizeof *order, more_frequent);\n"
        "    for (int k = 0; k < 3 && count[order[k] / 26][order[k] % 26] > 0; k++)\n"
        "        printf(\"%c%c %ld\\n\", 'a' + order[k] / 26, 'a' + order[k] % 26,\n"
        "               count[order[k] / 26][order[k] % 26]);"))),
    R("bg_letter_table", "judge:f8_bigrams", "a byte's letter looked up in a table of all 256 bytes",
      (("static int letter_of(int c) {  /* 0..25, or -1 */\n"
        "    if (c >= 'a' && c <= 'z') return c - 'a';\n"
        "    if (c >= 'A' && c <= 'Z') return c - 'A';\n    return -1;\n}",
        "static signed char letter_table[256];\n\n"
        "static int letter_of(int c) {  /* 0..25, or -1; c a byte */\n    return letter_table[c];\n}"),
       ("    long letters = 0, pairs = 0;",
        "    for (int b = 0; b < 256; b++)\n"
        "        letter_table[b] = (signed char)(b >= 'a' && b <= 'z' ? b - 'a' : b >= 'A' && b <= 'Z' ? b - 'A' : -1);\n"
        "    long letters = 0, pairs = 0;"))),
    AR("bg_asm_reorder", "judge:f8_bigrams", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%r12, %rdx\n\tmovq\t%rbx, %rsi\n", "\tmovq\t%rbx, %rsi\n\tmovq\t%r12, %rdx\n"),)),
    # ------------------------------------------------------------------ f8_colors
    R("co_hex_strchr", "judge:f8_colors", "a hexadecimal digit found with strchr after folding A..F",
      (("    if (c >= '0' && c <= '9') return c - '0';\n    if (c >= 'a' && c <= 'f') return c - 'a' + 10;\n"
        "    if (c >= 'A' && c <= 'F') return c - 'A' + 10;\n    return -1;",
        "    static const char DIGITS[] = \"0123456789abcdef\";\n"
        "    if (c >= 'A' && c <= 'F') c = (char)(c - 'A' + 'a');\n"
        "    const char *at = c ? strchr(DIGITS, c) : NULL;\n    return at ? (int)(at - DIGITS) : -1;"),)),
    R("co_stop_growing", "judge:f8_colors", "a channel's value left to grow only while it is at most 255",
      (("        int v = 0, digits = 0;\n        while (i < len && s[i] >= '0' && s[i] <= '9') {\n"
        "            v = v * 10 + (s[i++] - '0');\n            if (v > 1000) v = 1000;  /* too big already */\n"
        "            digits++;\n        }\n        if (digits == 0 || v > 255) return 0;",
        "        long start = i;\n        int v = 0;\n        while (i < len && s[i] >= '0' && s[i] <= '9') {\n"
        "            if (v <= 255) v = v * 10 + (s[i] - '0');  /* past 255 it stays past */\n"
        "            i++;\n        }\n        if (i == start || v > 255) return 0;"),)),
    AR("co_asm_reorder", "judge:f8_colors", "asm: the count and the format loaded in the other order",
       (), asm_patches=(("\tmovq\t%rbx, %rsi\n\tleaq\t.LC3(%rip), %rdi\n", "\tleaq\t.LC3(%rip), %rdi\n\tmovq\t%rbx, %rsi\n"),)),
)


#: ``--set`` names of this set: all of it, and its two fixed halves
FRESH8_SETS: dict[str, tuple[tuple[Mutant, ...], tuple[Rewrite, ...]]] = halves(
    "fresh8", FRESH8_MUTANTS, FRESH8_REWRITES, DEV_PROGRAMS, HELD_PROGRAMS)
