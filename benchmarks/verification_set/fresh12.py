"""A twelfth fresh set of candidates for ``benchmarks/verification.py`` (issue 32), written as
a measuring stick nobody tuned the verifier to, apart from ``fresh.py`` to ``fresh11.py``.

Twelve judge-style programs of kinds no other set has (``programs/f12_*.c``, each stating its
input constraints in its opening comment): the largest square of ones in a grid, a stack that
knows its minimum driven by commands, ways up a staircase over several test cases, exclusive-ors
of ranges of a counted list answering queries, vowels in free text, ISBNs line by line, monotone
paths through a grid with walls, an ordered set driven by commands, arithmetic and geometric
progressions over several test cases, counts and ranks in a counted list answering queries,
capital letters in free text and IBANs line by line.  Each has a few public samples and hidden
tests from a small generator in the style of the samples (random values of the sizes and
alphabets the samples show, as judges write them), kept here so that this set stays apart from
the others.

Wrong candidates are of the kinds issue 32 lists (``KINDS``, the same as ``fresh.KINDS``); an
``AsmMutant`` is an *assembly edit*: the reference compiled with ``gcc -O3 -S`` (Debian gcc
12.2) and one thing changed, as an asm-writing model would (a width, a condition code, an added
or dropped instruction, a wrong immediate).  Honest candidates are the benchmark's
recompilations, hand-written C rewrites and correct assembly edits (``AsmRewrite``: two
independent instructions swapped).

The set is split by program into two fixed halves (``DEV_PROGRAMS``, ``HELD_PROGRAMS``), each
with programs of every input style (a grid, commands, several test cases, a counted list with
queries, free text, lines until the end of the input) and an early-exit candidate:
``--set fresh12-dev`` to develop on, ``--set fresh12-held`` to measure once.

Witnesses are built here in Python; the large ones (2^16 records, a row past 8,192 bytes, a
word past 4,096 letters) stay under 500 KB of input.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from fresh import KINDS, AsmMutant, AsmRewrite
from mutants import Mutant, Rewrite, halves

__all__ = ["KINDS", "AsmMutant", "AsmRewrite", "DEV_PROGRAMS", "HELD_PROGRAMS", "PUBLIC",
           "GENERATORS", "hidden_inputs", "FRESH12_MUTANTS", "FRESH12_REWRITES", "FRESH12_SETS"]

#: a grid, commands, several test cases, a counted list with queries, free text, lines
DEV_PROGRAMS: tuple[str, ...] = (
    "f12_square", "f12_minstack", "f12_stairs", "f12_rangexor", "f12_vowels", "f12_isbn")
#: a grid, commands, several test cases, a counted list with queries, free text, lines
HELD_PROGRAMS: tuple[str, ...] = (
    "f12_paths", "f12_ordset", "f12_progress", "f12_freq", "f12_caps", "f12_iban")


# ---------------------------------------------------------------------------- helpers
def _isbn10(body: str) -> str:
    """Nine digits and the check character that makes them an ISBN-10."""
    total = sum((10 - i) * int(d) for i, d in enumerate(body))
    check = (11 - total % 11) % 11
    return body + ("X" if check == 10 else str(check))


def _isbn13(body: str) -> str:
    """Twelve digits and the check digit that makes them an ISBN-13."""
    total = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(body))
    return body + str((10 - total % 10) % 10)


def _iban(country: str, bban: str) -> str:
    """The IBAN of a country code and an account number (check digits computed)."""
    digits = "".join(str(int(ch, 36)) for ch in bban + country + "00")
    return f"{country}{98 - int(digits) % 97:02d}{bban}"


# ---------------------------------------------------------------------------- public tests
PUBLIC: dict[str, list[str]] = {
    "f12_square": [
        "4 5\n10100\n10111\n11111\n10010\n",
        "1 1\n0\n",
        "3 3\n111\n111\n111\n",
        "2 4\n0110\n0110\n",
        "3 2\n10\n01\n11\n",
    ],
    "f12_minstack": [
        "push 5\npush 3\nmin\npush 7\nmin\nsum\npop\npop\nmin\nsize\n",
        "pop\nmin\nsum\nsize\n",
        "push -4\npush 10\npush -20\nmin\npop\nmin\nsum\n",
        "push 999999\npush -999999\nsum\nsize\npop\npop\npop\n",
    ],
    "f12_stairs": [
        "3\n4 2\n5 3\n0 7\n",
        "1\n10 1\n",
        "2\n30 2\n12 12\n",
        "4\n1 1\n2 5\n45 3\n60 6\n",
    ],
    "f12_rangexor": [
        "5\n1 2 3 4 5\n3\n1 5\n2 3\n4 4\n",
        "1\n0\n1\n1 1\n",
        "4\n1000000 7 999999 8\n2\n1 4\n2 3\n",
        "6\n5 5 5 5 5 5\n3\n1 6\n1 5\n3 4\n",
    ],
    "f12_vowels": [
        "A quick brown fox jumps over the idle dog.\n",
        "",
        "Rhythm myths: crypts, nymphs.\n",
        "An EDUCATION is beautiful; education, AUDIO!\n",
    ],
    "f12_isbn": [
        "0-306-40615-2\n978-0-306-40615-7\n0306406153\n",
        "080442957X\n9780804429573\nnot an isbn\n",
        "\n99921-58-10-7\n960-425-059-0\n0-9752298-0-X",
        "978--0306406157\n-0306406152\n12345\n",
    ],
    "f12_paths": [
        "3 3\n...\n.#.\n...\n",
        "1 1\n.\n",
        "2 2\n.#\n#.\n",
        "3 4\n....\n....\n....\n",
        "2 3\n#..\n...\n",
    ],
    "f12_ordset": [
        "add 5\nadd 1\nadd 9\nhas 5\nnext 6\nnext 10\nsize\n",
        "size\nhas 3\nnext 0\ndel 3\nsize\n",
        "add -7\nadd 7\ndel -7\nhas -7\nnext -100\nsize\n",
        "add 1000000000\nadd -1000000000\nnext 0\nnext -1000000000\nsize\n",
    ],
    "f12_progress": [
        "3\n4\n1 3 5 7\n3\n2 6 18\n3\n1 2 4 \n",
        "2\n1\n42\n2\n5 -5\n",
        "3\n4\n-3 9 -27 81\n3\n4 0 1\n5\n7 7 7 7 7\n",
        "2\n3\n1 2 5\n4\n16 -8 4 -2\n",
    ],
    "f12_freq": [
        "6\n3 1 4 1 5 9\n4\n1\n4\n2\n10\n",
        "1\n-5\n2\n-5\n5\n",
        "5\n7 7 7 7 7\n3\n7\n6\n8\n",
        "4\n1000000000 -1000000000 0 0\n3\n0\n-1000000000\n1000000000\n",
    ],
    "f12_caps": [
        "NASA and the ESA launched Hubble. WOW!\n",
        "",
        "nothing shouted here, Really.\n",
        "HTTP over TCP; the UDP way; Ok\n",
    ],
    "f12_iban": [
        "GB82WEST12345698765432\nDE89370400440532013000\nGB82WEST12345698765431\n",
        "NO9386011117947\nnot an iban\n",
        "\nFR1420041010050500013M02606\nGB82 WEST 1234\nMT84MALT011000012345MTLCAST001S",
        "gb82west12345698765432\nBE68539007547034\n",
    ],
}

# ---------------------------------------------------------------------------- hidden tests
_PLAIN = ("the", "quick", "brown", "fox", "jumps", "over", "dog", "education", "audio",
          "beautiful", "rhythm", "myths", "crypts", "nymphs", "sequoia", "queue", "area", "idea", "idle")
_PUNCT = ("", "", "", ",", ".", "!", ";", ":")
_CAPS_WORDS = ("NASA", "ESA", "WOW", "HTTP", "TCP", "UDP", "OK", "FBI", "UNESCO", "Hubble", "Really",
               "Paris", "Ok", "nothing", "shouted", "here", "the", "over", "launched", "and", "way")
_COUNTRIES = (("GB", "WEST", 14), ("DE", "", 18), ("FR", "", 23), ("NO", "", 11), ("BE", "", 12),
              ("MT", "MALT", 27), ("NL", "ABNA", 10), ("CH", "", 17))


def _square(rng: random.Random) -> str:
    r, c = rng.randint(1, 6), rng.randint(1, 6)
    density = rng.choice([0.3, 0.6, 0.8])
    rows = ["".join("1" if rng.random() < density else "0" for _ in range(c)) for _ in range(r)]
    return f"{r} {c}\n" + "".join(row + "\n" for row in rows)


def _minstack(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 12)):
        command = rng.choice(["push", "push", "push", "pop", "min", "sum", "size"])
        if command == "push":
            lines.append(f"push {rng.randint(-10 ** 6, 10 ** 6)}")
        else:
            lines.append(command)
    return "".join(line + "\n" for line in lines)


def _stairs(rng: random.Random) -> str:
    cases = [f"{rng.randint(0, 60)} {rng.randint(1, 8)}" for _ in range(rng.randint(1, 4))]
    return f"{len(cases)}\n" + "".join(case + "\n" for case in cases)


def _rangexor(rng: random.Random) -> str:
    n = rng.randint(1, 10)
    top = rng.choice([10, 1000, 10 ** 6])
    values = [rng.randint(0, top) for _ in range(n)]
    queries = []
    for _ in range(rng.randint(1, 5)):
        lo = rng.randint(1, n)
        queries.append(f"{lo} {rng.randint(lo, n)}\n")
    return f"{n}\n" + " ".join(map(str, values)) + f"\n{len(queries)}\n" + "".join(queries)


def _vowels(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(0, 4)):
        words = []
        for _ in range(rng.randint(1, 8)):
            word = rng.choice(_PLAIN)
            if rng.random() < 0.2:
                word = word.upper() if rng.random() < 0.5 else word.capitalize()
            words.append(word + rng.choice(_PUNCT))
        lines.append(" ".join(words))
    return "".join(line + "\n" for line in lines)


def _isbn(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 6)):
        form = rng.choice(["10", "10", "13", "13", "bad"])
        if form == "10":
            isbn = _isbn10("".join(rng.choice("0123456789") for _ in range(9)))
            if rng.random() < 0.5:
                isbn = f"{isbn[0]}-{isbn[1:4]}-{isbn[4:9]}-{isbn[9]}"
        elif form == "13":
            isbn = _isbn13(rng.choice(["978", "979"]) + "".join(rng.choice("0123456789") for _ in range(9)))
            if rng.random() < 0.5:
                isbn = f"{isbn[:3]}-{isbn[3]}-{isbn[4:7]}-{isbn[7:12]}-{isbn[12]}"
        else:
            isbn = rng.choice(["12345", "not an isbn", "", "0306406153", "978030640615",
                               "ISBN 0306406152"])
        if form != "bad" and rng.random() < 0.2:  # a wrong check digit
            isbn = isbn[:-1] + str((int(isbn[-1]) + 1) % 10 if isbn[-1] != "X" else 0)
        lines.append(isbn)
    return "".join(line + "\n" for line in lines)


def _paths(rng: random.Random) -> str:
    r, c = rng.randint(2, 6), rng.randint(2, 6)
    walls = rng.choice([0.0, 0.15, 0.3])
    rows = ["".join("#" if rng.random() < walls else "." for _ in range(c)) for _ in range(r)]
    return f"{r} {c}\n" + "".join(row + "\n" for row in rows)


def _ordset(rng: random.Random) -> str:
    pool = [rng.randint(-10 ** 9, 10 ** 9) for _ in range(6)]
    lines, members = [], set()
    for _ in range(rng.randint(1, 14)):
        command = rng.choice(["add", "add", "add", "del", "has", "next", "size"])
        x = rng.choice(pool)
        if command == "add":
            if x in members:
                continue
            members.add(x)
        elif command == "del":
            members.discard(x)
        lines.append("size" if command == "size" else f"{command} {x}")
    return "".join(line + "\n" for line in lines)


def _progress(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 3)):
        n = rng.randint(1, 6)
        form = rng.choice(["arith", "geom", "random"])
        if form == "arith":
            start, step = rng.randint(-100, 100), rng.randint(-10, 10)
            values = [start + step * i for i in range(n)]
        elif form == "geom":
            start, ratio = rng.choice([1, 2, 3, -1, 5]), rng.choice([2, -2, 3, -3])
            values = [start * ratio ** i for i in range(n)]
        else:
            values = [rng.randint(1, 100) * rng.choice([1, -1]) for _ in range(n)]
        cases.append(f"{n}\n" + " ".join(map(str, values)) + "\n")
    return f"{len(cases)}\n" + "".join(cases)


def _freq(rng: random.Random) -> str:
    n = rng.randint(1, 10)
    pool = [rng.randint(-10 ** 9, 10 ** 9) for _ in range(rng.randint(1, 4))]
    values = [rng.choice(pool) for _ in range(n)]
    queries = [rng.choice(pool + [rng.randint(-10 ** 9, 10 ** 9)]) for _ in range(rng.randint(1, 5))]
    return (f"{n}\n" + " ".join(map(str, values)) + f"\n{len(queries)}\n"
            + "".join(f"{q}\n" for q in queries))


def _caps(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(0, 4)):
        words = [rng.choice(_CAPS_WORDS) + rng.choice(_PUNCT) for _ in range(rng.randint(1, 8))]
        lines.append(" ".join(words))
    return "".join(line + "\n" for line in lines)


def _iban_line(rng: random.Random) -> str:
    country, bank, digits = rng.choice(_COUNTRIES)
    return _iban(country, bank + "".join(rng.choice("0123456789") for _ in range(digits)))


def _ibans(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 6)):
        form = rng.choice(["ok", "ok", "ok", "typo", "bad"])
        if form == "bad":
            lines.append(rng.choice(["not an iban", "", "GB82WEST", "1234567890123456",
                                     "DE89-3704-0044"]))
            continue
        iban = _iban_line(rng)
        if form == "typo":
            at = rng.randint(4, len(iban) - 1)
            if iban[at].isdigit():
                iban = iban[:at] + str((int(iban[at]) + 1) % 10) + iban[at + 1:]
        lines.append(iban)
    return "".join(line + "\n" for line in lines)


GENERATORS: dict[str, Callable[[random.Random], str]] = {
    "f12_square": _square, "f12_minstack": _minstack, "f12_stairs": _stairs,
    "f12_rangexor": _rangexor, "f12_vowels": _vowels, "f12_isbn": _isbn,
    "f12_paths": _paths, "f12_ordset": _ordset, "f12_progress": _progress,
    "f12_freq": _freq, "f12_caps": _caps, "f12_iban": _ibans,
}


def hidden_inputs(name: str, count: int = 6, seed: int = 0) -> list[str]:
    """``count`` hidden inputs for program ``name``, deterministic for a seed."""
    rng = random.Random(f"fresh12:{name}:{seed}")
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
    "    long long v = 0;", "    long v = 0;")


def _long_line(length: int) -> str:
    """One line of ``length`` bytes of prose (no digits, hyphens or letters of codes alone)."""
    words = "this line is only a remark about the book and its many editions, nothing more "
    return (words * (length // len(words) + 1))[:length] + "\n"


_IBAN_34 = _iban("MT", "MALT" + "0" * 26)
_IBAN_Z = _iban("GB", "ZZZZ" + "12345678901234")


FRESH12_MUTANTS: tuple[Mutant, ...] = (
    # ------------------------------------------------------------------ f12_square
    A("sq_squares_16", "judge:f12_square", "scale",
      "asm: the squares of the largest side counted in 16 bits (addq -> addw)",
      (), "1 70000\n" + "1" * 70000 + "\n",
      asm_patches=(("\taddq\t$1, %rbx\n\tjmp\t.L8\n", "\taddw\t$1, %bx\n\tjmp\t.L8\n"),)),
    M("sq_side_byte", "judge:f12_square", "scale",
      "the sides of the squares kept in unsigned chars (the grids of the tests are small)",
      (("    long *prev = calloc((size_t)c + 1, sizeof(long)), *cur = calloc((size_t)c + 1, sizeof(long));",
        "    unsigned char *prev = calloc((size_t)c + 1, 1), *cur = calloc((size_t)c + 1, 1);  /* small sides */"),
       ("                cur[x] = s + 1;", "                cur[x] = (unsigned char)(s + 1);"),
       ("        long *swap = prev;", "        unsigned char *swap = prev;")),
      "300 300\n" + ("1" * 300 + "\n") * 300),
    M("sq_row_8192", "judge:f12_square", "capacity",
      "a row read into a static buffer of 8,192 bytes (the grids are narrow)",
      (("    char *row = malloc((size_t)c + 2);\n    if (!prev || !cur || !row) return 1;",
        "    static char row[8192];  /* narrow grids */\n    if (!prev || !cur) return 1;"),
       ("    snprintf(format, sizeof format, \"%%%lds\", c + 1);", "    snprintf(format, sizeof format, \"%%%ds\", 8191);"),
       ("    free(row);\n", "")),
      "1 9000\n" + "1" * 9000 + "\n"),
    M("sq_rows_4096", "judge:f12_square", "early_exit",
      "at most 4,096 rows read (the grids of the tests are short)",
      (("    for (long y = 0; y < r; y++) {", "    for (long y = 0; y < r && y < 4096; y++) {  /* short grids */"),),
      "5000 1\n" + "1\n" * 5000),
    M("sq_plus_sign", "judge:f12_square", "sign_form",
      "the sizes read by hand: an optional minus and digits",
      (("int main(void) {\n", _LONG_READER.replace("read_number", "read_size")),
       ("    if (scanf(\"%ld %ld\", &r, &c) != 2 || r < 1", "    if (!read_size(&r) || !read_size(&c) || r < 1")),
      "+2 2\n11\n11\n"),
    # ------------------------------------------------------------------ f12_minstack
    A("ms_sum_32", "judge:f12_minstack", "width",
      "asm: the sum printed from its low 32 bits, sign-extended (movq -> movslq)",
      (), "push 1000000000000\npush 1000000000000\nsum\n",
      asm_patches=(("\tmovq\t%rbp, %rsi\n\tleaq\t.LC4(%rip), %rdi\n", "\tmovslq\t%ebp, %rsi\n\tleaq\t.LC4(%rip), %rdi\n"),)),
    A("ms_size_byte", "judge:f12_minstack", "scale",
      "asm: the size printed from its low 8 bits (movq -> movzbl)",
      (), "push 1\n" * 256 + "size\n",
      asm_patches=(("\tmovq\t%r13, %rsi\n\tleaq\t.LC8(%rip), %rdi\n", "\tmovzbl\t%r13b, %esi\n\tleaq\t.LC8(%rip), %rdi\n"),)),
    M("ms_min_equal", "judge:f12_minstack", "relation",
      "the minima kept on a stack of their own, a value pushed there only when it is smaller",
      (("static long long value[MAXN], low[MAXN];",
        "static long long value[MAXN], low[MAXN];\nstatic long lows;  /* the minima, each pushed when a new one comes */"),
       ("            low[size] = size > 0 && low[size - 1] < v ? low[size - 1] : v;",
        "            if (lows == 0 || v < low[lows - 1]) low[lows++] = v;"),
       ("                sum -= value[size];\n", "                sum -= value[size];\n                if (value[size] == low[lows - 1]) lows--;\n"),
       ("            else printf(\"%lld\\n\", low[size - 1]);", "            else printf(\"%lld\\n\", low[lows - 1]);")),
      "push 5\npush 1\npush 1\npop\nmin\n"),
    M("ms_stack_10000", "judge:f12_minstack", "early_exit",
      "a stack of at most 10,000 values (the tests push few)",
      (("#define MAXN 100000", "#define MAXN 10000  /* the tests push few */"),),
      "push 1\n" * 10001 + "size\n"),
    M("ms_plus_sign", "judge:f12_minstack", "sign_form",
      "a pushed value read by hand: an optional minus and digits",
      (("int main(void) {\n", _NUMBER_READER),
       ("            if (scanf(\"%lld\", &v) != 1 || v < -LIMIT", "            if (!read_number(&v) || v < -LIMIT")),
      "push +5\nmin\n"),
    # ------------------------------------------------------------------ f12_stairs
    A("st_cases_1000", "judge:f12_stairs", "early_exit",
      "asm: at most 1,000 cases accepted (cmpq $9999 -> $999)",
      (), "1001\n" + "0 1\n" * 1001,
      asm_patches=(("\tcmpq\t$9999, %rax\n\tja\t.L2\n", "\tcmpq\t$999, %rax\n\tja\t.L2\n"),)),
    M("st_ways_65536", "judge:f12_stairs", "capacity",
      "the table of ways sized to 65,536 steps (the staircases of the tests are low)",
      (("#define MAXN 100000", "#define MAXN 65536  /* low staircases */"),),
      "1\n70000 2\n"),
    M("st_power_of_two", "judge:f12_stairs", "boundary",
      "k >= n answered as 2^(n-1) by a shift (every composition allowed)",
      (("        ways[0] = 1;\n",
        "        if (k >= n && n > 0) {  /* every climb allowed: 2^(n-1) of them */\n"
        "            printf(\"%lld\\n\", (long long)((1ULL << (n - 1)) % MOD));\n            continue;\n        }\n"
        "        ways[0] = 1;\n"),),
      "1\n100 100\n"),
    M("st_stride_1000", "judge:f12_stairs", "early_exit",
      "strides longer than 1,000 steps left out (the tests' strides are short)",
      (("        total += n;\n", "        if (k > 1000) k = 1000;  /* short strides */\n        total += n;\n"),),
      "1\n1500 1200\n"),
    M("st_plus_sign", "judge:f12_stairs", "sign_form",
      "a case read by hand: an optional minus and digits",
      (("int main(void) {\n", _LONG_READER),
       ("        if (scanf(\"%ld %ld\", &n, &k) != 2 || n < 0", "        if (!read_number(&n) || !read_number(&k) || n < 0")),
      "1\n+3 2\n"),
    # ------------------------------------------------------------------ f12_rangexor
    A("rx_xor_32", "judge:f12_rangexor", "width",
      "asm: the exclusive-or taken in 32 bits (movq/xorq -> movl/xorl)",
      (), "2\n4294967297 3\n1\n1 2\n",
      asm_patches=(("\tmovq\t(%r12,%rcx,8), %rsi\n", "\tmovl\t(%r12,%rcx,8), %esi\n"),
                   ("\txorq\t-8(%r12,%rax,8), %rsi\n", "\txorl\t-8(%r12,%rax,8), %esi\n"))),
    A("rx_list_65536", "judge:f12_rangexor", "capacity",
      "asm: a list of more than 65,536 values refused (wrong immediate)",
      (), "70000\n" + "0 " * 70000 + "\n1\n1 70000\n",
      asm_patches=(("\tcmpq\t$199999, %rax\n\tja\t.L3\n", "\tcmpq\t$65535, %rax\n\tja\t.L3\n"),)),
    M("rx_odd_short", "judge:f12_rangexor", "scale",
      "the odd values counted in unsigned shorts (the lists of the tests are short)",
      (("static long odd[MAXN + 1];", "static unsigned short odd[MAXN + 1];  /* short lists */"),
       ("        printf(\"%lld %ld\\n\", prefix[r] ^ prefix[l - 1], odd[r] - odd[l - 1]);",
        "        printf(\"%lld %ld\\n\", prefix[r] ^ prefix[l - 1], (long)(odd[r] - odd[l - 1]));")),
      "70000\n" + "1 " * 70000 + "\n1\n1 70000\n"),
    M("rx_plus_sign", "judge:f12_rangexor", "sign_form",
      "a value read by hand: an optional minus and digits",
      (("int main(void) {\n", _NUMBER_READER),
       ("        if (scanf(\"%lld\", &v) != 1 || v < 0", "        if (!read_number(&v) || v < 0")),
      "2\n+5 3\n1\n1 2\n"),
    # ------------------------------------------------------------------ f12_vowels
    A("vw_letter_z", "judge:f12_vowels", "boundary",
      "asm: 'z' and 'Z' not taken as letters (cmpl $25 -> $24)",
      (), "a quiz\n",
      asm_patches=(("\tsubl\t$65, %edx\n\tcmpl\t$25, %edx\n", "\tsubl\t$65, %edx\n\tcmpl\t$24, %edx\n"),)),
    A("vw_word_4096", "judge:f12_vowels", "capacity",
      "asm: a word kept to its first 4,096 letters (wrong immediate)",
      (), "a" * 5000 + "\n",
      asm_patches=(("\tcmpq\t$999999, %rbx\n", "\tcmpq\t$4095, %rbx\n"),)),
    M("vw_in_word_short", "judge:f12_vowels", "scale",
      "a word's vowels counted in an unsigned short (words are short)",
      (("    long length = 0, in_word = 0, best_length = 0;",
        "    long length = 0, best_length = 0;\n    unsigned short in_word = 0;  /* words are short */"),),
      "a" * 70000 + "\n"),
    M("vw_first_1000", "judge:f12_vowels", "early_exit",
      "the best word looked for among the first 1,000 words (the texts of the tests are short)",
      (("            if (in_word > best_vowels) {", "            if (words <= 1000 && in_word > best_vowels) {  /* short texts */"),),
      "by " * 1000 + "aeiou\n"),
    M("vw_apostrophe", "judge:f12_vowels", "tokens",
      "an apostrophe inside a word kept in it (don't is one word)",
      (("        if (c != EOF && letter(c)) {", "        if (c != EOF && (letter(c) || (c == '\\'' && length > 0))) {  /* don't */"),),
      "don't\n"),
    # ------------------------------------------------------------------ f12_isbn
    A("is_valid_byte", "judge:f12_isbn", "scale",
      "asm: the valid lines counted in 8 bits (addq -> addb)",
      (), "0306406152\n" * 256,
      asm_patches=(("\taddq\t$1, %r13\n", "\taddb\t$1, %r13b\n"),)),
    A("is_hyphen_last", "judge:f12_isbn", "tokens",
      "asm: the test for a hyphen at the end of the line dropped",
      (), "0306406152-\n",
      asm_patches=(("\tleaq\t-1(%rdx), %rsi\n\tcmpq\t%rcx, %rsi\n\tje\t.L15\n", ""),)),
    M("is_lower_x", "judge:f12_isbn", "tokens",
      "the check character 'x' taken in either case",
      (("        else if (s[i] == 'X' && i == n - 1) digit[count++] = 10;",
        "        else if ((s[i] | 0x20) == 'x' && i == n - 1) digit[count++] = 10;  /* X or x */"),),
      "080442957x\n"),
    M("is_x_anywhere", "judge:f12_isbn", "relation",
      "an 'X' worth 10 wherever it stands",
      (("        else if (s[i] == 'X' && i == n - 1) digit[count++] = 10;",
        "        else if (s[i] == 'X') digit[count++] = 10;  /* X is worth 10 */"),),
      "X000000018\n"),
    M("is_line_32", "judge:f12_isbn", "capacity",
      "the lines read with fgets into 32 bytes (an ISBN is short)",
      (("    char *line = NULL;\n    size_t size = 0;\n    ssize_t got;\n", "    static char line[32];  /* an ISBN is short */\n"),
       ("    while ((got = getline(&line, &size, stdin)) > 0) {\n        long n = (long)got;",
        "    while (fgets(line, sizeof line, stdin)) {\n        long n = (long)strlen(line);"),
       ("    free(line);\n", "")),
      _long_line(60)),
    # ------------------------------------------------------------------ f12_paths
    A("pt_free_16", "judge:f12_paths", "scale",
      "asm: the free cells counted in 16 bits (addq -> addw)",
      (), "1 70000\n" + "." * 70000 + "\n",
      asm_patches=(("\taddq\t$1, %r15\n", "\taddw\t$1, %r15w\n"),)),
    M("pt_mod_at_end", "judge:f12_paths", "scale",
      "the paths counted without the modulus, reduced once at the end (the counts of the tests are small)",
      (("                else if (x > 0) count[x] = (count[x] + count[x - 1]) % MOD;",
        "                else if (x > 0) count[x] += count[x - 1];  /* small counts */"),
       ("    printf(\"paths %lld free %ld\\n\", count[c - 1], free_cells);",
        "    printf(\"paths %lld free %ld\\n\", count[c - 1] % MOD, free_cells);")),
      "40 40\n" + ("." * 40 + "\n") * 40),
    M("pt_row_8192", "judge:f12_paths", "capacity",
      "a row read into a static buffer of 8,192 bytes (the grids are narrow)",
      (("    char *row = malloc((size_t)c + 2);\n    if (!count || !row) return 1;",
        "    static char row[8192];  /* narrow grids */\n    if (!count) return 1;"),
       ("    snprintf(format, sizeof format, \"%%%lds\", c + 1);", "    snprintf(format, sizeof format, \"%%%ds\", 8191);"),
       ("    free(row);\n", "")),
      "1 9000\n" + "." * 9000 + "\n"),
    M("pt_one_row", "judge:f12_paths", "relation",
      "a grid of one row taken as one straight path when its ends are free",
      (("                else if (x > 0) count[x] = (count[x] + count[x - 1]) % MOD;",
        "                else if (x > 0) count[x] = r == 1 ? count[0] : (count[x] + count[x - 1]) % MOD;  /* one row: straight */"),),
      "1 3\n.#.\n"),
    M("pt_rows_4096", "judge:f12_paths", "early_exit",
      "at most 4,096 rows read (the grids of the tests are short)",
      (("    for (long y = 0; y < r; y++) {", "    for (long y = 0; y < r && y < 4096; y++) {  /* short grids */"),),
      "5000 1\n" + ".\n" * 5000),
    # ------------------------------------------------------------------ f12_ordset
    A("os_compare_32", "judge:f12_ordset", "width",
      "asm: the binary search compares the low 32 bits (cmpq -> cmpl)",
      (), "add 4294967296\nadd 5\nnext 6\n",
      asm_patches=(("\tcmpq\t(%r14,%rax,8), %r15\n", "\tcmpl\t(%r14,%rax,8), %r15d\n"),)),
    M("os_set_10000", "judge:f12_ordset", "early_exit",
      "a set of at most 10,000 members (the tests add few)",
      (("#define MAXN 100000", "#define MAXN 10000  /* the tests add few */"),),
      "".join(f"add {k}\n" for k in range(10001)) + "size\n"),
    M("os_add_again", "judge:f12_ordset", "relation",
      "a member added without looking whether it is there",
      (("            if (!there) {\n                if (size >= MAXN) return 1;",
        "            {  /* a new member */\n                if (size >= MAXN) return 1;"),),
      "add 5\nadd 5\nsize\n"),
    M("os_difference", "judge:f12_ordset", "mixed_extremes",
      "the binary search by the sign of the difference",
      (("        if (member[mid] < x) lo = mid + 1;",
        "        if ((long long)((unsigned long long)member[mid] - (unsigned long long)x) < 0) lo = mid + 1;  /* the difference's sign */"),),
      "add 9000000000000000000\nnext -9000000000000000000\n"),
    M("os_plus_sign", "judge:f12_ordset", "sign_form",
      "a member read by hand: an optional minus and digits",
      (("int main(void) {\n", _NUMBER_READER),
       ("        if (scanf(\"%lld\", &x) != 1) return 1;", "        if (!read_number(&x)) return 1;")),
      "add +5\nhas 5\n"),
    # ------------------------------------------------------------------ f12_progress
    A("pg_cases_1000", "judge:f12_progress", "early_exit",
      "asm: at most 1,000 cases accepted (cmpq $9999 -> $999)",
      (), "1001\n" + "1 5\n" * 1001,
      asm_patches=(("\tcmpq\t$9999, %rdx\n", "\tcmpq\t$999, %rdx\n"),)),
    A("pg_products_32", "judge:f12_progress", "width",
      "asm: the products of the geometric test taken in 32 bits (imulq -> imull)",
      (), "1\n3\n65536 196608 131072\n",
      asm_patches=(("\timulq\t8(%rbp), %rsi\n\timulq\t%rax, %rax\n", "\timull\t8(%rbp), %esi\n\timull\t%eax, %eax\n"),)),
    M("pg_zero_kept", "judge:f12_progress", "relation",
      "the test for a zero value dropped (the products decide)",
      (("        for (long long i = 0; i < n && geometric; i++)\n            if (a[i] == 0) geometric = 0;\n", ""),),
      "1\n3\n0 0 5\n"),
    M("pg_values_65536", "judge:f12_progress", "capacity",
      "a case of at most 65,536 values (the cases of the tests are short)",
      (("#define MAXN 100000", "#define MAXN 65536  /* short cases */"),),
      "1\n70000\n" + "1 " * 70000 + "\n"),
    M("pg_products_double", "judge:f12_progress", "mixed_extremes",
      "the products of the geometric test compared as doubles",
      (("            if (a[i - 2] * a[i] != a[i - 1] * a[i - 1]) geometric = 0;",
        "            if ((double)a[i - 2] * a[i] != (double)a[i - 1] * a[i - 1]) geometric = 0;  /* no overflow */"),),
      "1\n3\n961000001 961031001 961062002\n"),
    M("pg_plus_sign", "judge:f12_progress", "sign_form",
      "a value read by hand: an optional minus and digits",
      (("int main(void) {\n", _NUMBER_READER),
       ("            if (scanf(\"%lld\", &a[i]) != 1 || a[i] < -1000000000LL", "            if (!read_number(&a[i]) || a[i] < -1000000000LL")),
      "1\n2\n+1 2\n"),
    # ------------------------------------------------------------------ f12_freq
    A("fq_query_32", "judge:f12_freq", "width",
      "asm: a looked-up value compared by its low 32 bits (cmpq -> cmpl)",
      (), "2\n1 4294967296\n1\n4294967296\n",
      asm_patches=(("\tcmpq\t(%rbx,%rax,8), %r8\n\tjle\t.L18\n", "\tcmpl\t(%rbx,%rax,8), %r8d\n\tjle\t.L18\n"),
                   ("\tcmpq\t(%rbx,%rax,8), %r8\n\tjl\t.L19\n", "\tcmpl\t(%rbx,%rax,8), %r8d\n\tjl\t.L19\n"))),
    A("fq_queries_10000", "judge:f12_freq", "early_exit",
      "asm: at most 10,000 queries accepted (wrong immediate)",
      (), "1\n5\n10001\n" + "5\n" * 10001,
      asm_patches=(("\tcmpq\t$199999, %rdx\n", "\tcmpq\t$9999, %rdx\n"),)),
    M("fq_compare_sub", "judge:f12_freq", "mixed_extremes",
      "the values ordered by their difference cast to an int",
      (("    return (x > y) - (x < y);", "    return (int)(x - y);  /* the difference's sign */"),),
      "3\n2147483648 0 1\n2\n1\n0\n"),
    M("fq_bound_short", "judge:f12_freq", "scale",
      "the binary search's positions kept in unsigned shorts (the lists of the tests are short)",
      (("    long lo = 0, hi = n;\n    while (lo < hi) {\n        long mid = lo + (hi - lo) / 2;\n"
        "        if (a[mid] < x || (strict && a[mid] == x)) lo = mid + 1;",
        "    unsigned short lo = 0, hi = (unsigned short)n;  /* short lists */\n    while (lo < hi) {\n"
        "        long mid = lo + (hi - lo) / 2;\n"
        "        if (a[mid] < x || (strict && a[mid] == x)) lo = (unsigned short)(mid + 1);"),
       ("        else hi = mid;\n    }\n    return lo;\n}\n\nint main",
        "        else hi = (unsigned short)mid;\n    }\n    return lo;\n}\n\nint main")),
      "70000\n" + "5 " * 70000 + "\n1\n5\n"),
    M("fq_plus_sign", "judge:f12_freq", "sign_form",
      "a looked-up value read by hand: an optional minus and digits",
      (("int main(void) {\n", _NUMBER_READER),
       ("        if (scanf(\"%lld\", &x) != 1) return 1;", "        if (!read_number(&x)) return 1;")),
      "1\n5\n1\n+5\n"),
    # ------------------------------------------------------------------ f12_caps
    A("cp_single_letter", "judge:f12_caps", "boundary",
      "asm: a word of one capital letter taken as shouted (setg -> setge)",
      (), "I saw A CAT\n",
      asm_patches=(("\tcmpq\t$1, %r15\n\tsetg\t%dl\n", "\tcmpq\t$1, %r15\n\tsetge\t%dl\n"),)),
    A("cp_word_4096", "judge:f12_caps", "capacity",
      "asm: a word kept to its first 4,096 letters (wrong immediate)",
      (), "A" * 5000 + "\n",
      asm_patches=(("\tcmpq\t$999999, %r15\n", "\tcmpq\t$4095, %r15\n"),)),
    M("cp_shouted_short", "judge:f12_caps", "scale",
      "the shouted words counted in an unsigned short (the texts of the tests are short)",
      (("    long words = 0, shouted = 0, capitalized = 0, length = 0, best_length = 0;",
        "    long words = 0, capitalized = 0, length = 0, best_length = 0;\n    unsigned short shouted = 0;  /* short texts */"),
       ("    printf(\"words %ld shouted %ld capitalized %ld\\n\", words, shouted, capitalized);",
        "    printf(\"words %ld shouted %ld capitalized %ld\\n\", words, (long)shouted, capitalized);")),
      "OK " * 65536 + "\n"),
    M("cp_digits_inside", "judge:f12_caps", "typed_field",
      "digits taken into words (MP3 is one word)",
      (("        if (c != EOF && (upper(c) || lower(c))) {",
        "        if (c != EOF && (upper(c) || lower(c) || (c >= '0' && c <= '9'))) {  /* MP3 */"),),
      "MP3 PLAYER\n"),
    M("cp_second_letter", "judge:f12_caps", "tokens",
      "a word taken as capitalized by its first two letters",
      (("            } else if (length >= 2 && uppers == 1 && upper(word[0])) {",
        "            } else if (length >= 2 && upper(word[0]) && lower(word[1])) {  /* Capitalized */"),),
      "McDonald\n"),
    # ------------------------------------------------------------------ f12_iban
    A("ib_length_32", "judge:f12_iban", "boundary",
      "asm: an IBAN of more than 32 characters refused (cmpq $19 -> $17)",
      (), _IBAN_34 + "\n",
      asm_patches=(("\tcmpq\t$19, %rax\n", "\tcmpq\t$17, %rax\n"),)),
    A("ib_letter_z", "judge:f12_iban", "boundary",
      "asm: 'Z' not taken as a letter in the account (cmpb $25 -> $24)",
      (), _IBAN_Z + "\n",
      asm_patches=(("\tsubl\t$65, %edx\n\tcmpb\t$25, %dl\n", "\tsubl\t$65, %edx\n\tcmpb\t$24, %dl\n"),)),
    M("ib_lines_short", "judge:f12_iban", "scale",
      "the lines counted in an unsigned short (the tests have few lines)",
      (("    long lines = 0, valid = 0;", "    long valid = 0;\n    unsigned short lines = 0;  /* few lines */"),
       ("    printf(\"valid %ld of %ld\\n\", valid, lines);", "    printf(\"valid %ld of %ld\\n\", valid, (long)lines);")),
      "\n" * 65537),
    M("ib_groups", "judge:f12_iban", "tokens",
      "the blanks between groups of four taken out first (IBANs are printed so)",
      (("        if (iban(line, n)) {",
        "        long m = 0;  /* IBANs are printed in groups of four */\n        for (long i = 0; i < n; i++)\n"
        "            if (line[i] != ' ') line[m++] = line[i];\n        if (iban(line, m)) {"),),
      "GB82 WEST 1234 5698 7654 32\n"),
    M("ib_line_40", "judge:f12_iban", "capacity",
      "the lines read with fgets into 40 bytes (an IBAN has at most 34 characters)",
      (("    char *line = NULL;\n    size_t size = 0;\n    ssize_t got;\n", "    static char line[40];  /* an IBAN is short */\n"),
       ("    while ((got = getline(&line, &size, stdin)) > 0) {\n        long n = (long)got;",
        "    while (fgets(line, sizeof line, stdin)) {\n        long n = (long)strlen(line);"),
       ("    free(line);\n", ""),
       ("#include <stdlib.h>\n", "#include <stdlib.h>\n#include <string.h>\n")),
      _long_line(100)),
)

FRESH12_REWRITES: tuple[Rewrite, ...] = (
    # ------------------------------------------------------------------ f12_square
    R("sq_min_named", "judge:f12_square", "the three neighbours named and their minimum taken in another order",
      (("                long s = prev[x - 1];\n                if (prev[x] < s) s = prev[x];\n                if (cur[x - 1] < s) s = cur[x - 1];",
        "                long up = prev[x], left = cur[x - 1], diagonal = prev[x - 1];\n"
        "                long s = up < left ? up : left;\n                if (diagonal < s) s = diagonal;"),)),
    R("sq_strspn", "judge:f12_square", "a row's characters checked with strspn before the scan",
      (("        if (scanf(format, row) != 1 || (long)strlen(row) != c) return 1;",
        "        if (scanf(format, row) != 1 || (long)strlen(row) != c || (long)strspn(row, \"01\") != c) return 1;"),)),
    AR("sq_asm_reorder", "judge:f12_square", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%rbp, %rcx\n\tmovq\t%rbx, %rdx\n", "\tmovq\t%rbx, %rdx\n\tmovq\t%rbp, %rcx\n"),)),
    # ------------------------------------------------------------------ f12_minstack
    R("ms_first_letter", "judge:f12_minstack", "\"push\" recognised by its first letter and the rest",
      (("        if (strcmp(command, \"push\") == 0) {", "        if (command[0] == 'p' && strcmp(command + 1, \"ush\") == 0) {"),)),
    R("ms_min_branch", "judge:f12_minstack", "the running minimum taken with a branch (equal values kept either way)",
      (("            low[size] = size > 0 && low[size - 1] < v ? low[size - 1] : v;",
        "            long long m = v;\n            if (size > 0 && low[size - 1] <= m) m = low[size - 1];\n            low[size] = m;"),)),
    AR("ms_asm_reorder", "judge:f12_minstack", "asm: the sum and the format loaded in the other order",
       (), asm_patches=(("\tmovq\t%rbp, %rsi\n\tleaq\t.LC4(%rip), %rdi\n", "\tleaq\t.LC4(%rip), %rdi\n\tmovq\t%rbp, %rsi\n"),)),
    # ------------------------------------------------------------------ f12_stairs
    R("st_one_modulus", "judge:f12_stairs", "the window updated, then reduced once",
      (("            window = (window + ways[i]) % MOD;\n            if (i - k >= 0) window = (window - ways[i - k] + MOD) % MOD;",
        "            window += ways[i];\n            if (i >= k) window -= ways[i - k];\n            window %= MOD;\n"
        "            if (window < 0) window += MOD;"),)),
    R("st_zero_first", "judge:f12_stairs", "a staircase of no steps answered at once",
      (("        ways[0] = 1;\n", "        if (n == 0) {\n            puts(\"1\");\n            continue;\n        }\n        ways[0] = 1;\n"),)),
    AR("st_asm_reorder", "judge:f12_stairs", "asm: the answer and the format loaded in the other order",
       (), asm_patches=(("\tmovq\t(%r14,%r10,8), %rsi\n\tleaq\t.LC2(%rip), %rdi\n", "\tleaq\t.LC2(%rip), %rdi\n\tmovq\t(%r14,%r10,8), %rsi\n"),)),
    # ------------------------------------------------------------------ f12_rangexor
    R("rx_odd_mod", "judge:f12_rangexor", "an odd value found by its remainder (the values are not negative)",
      (("        odd[i] = odd[i - 1] + (v & 1);", "        odd[i] = odd[i - 1] + v % 2;"),)),
    R("rx_locals", "judge:f12_rangexor", "a query's answers computed into locals first",
      (("        printf(\"%lld %ld\\n\", prefix[r] ^ prefix[l - 1], odd[r] - odd[l - 1]);",
        "        long long x = prefix[l - 1] ^ prefix[r];\n        long k = odd[r] - odd[l - 1];\n        printf(\"%lld %ld\\n\", x, k);"),)),
    AR("rx_asm_reorder", "judge:f12_rangexor", "asm: the two prefix loads in the other order",
       (), asm_patches=(("\tmovq\t0(%r13,%rcx,8), %rdx\n\tmovq\t(%r12,%rcx,8), %rsi\n", "\tmovq\t(%r12,%rcx,8), %rsi\n\tmovq\t0(%r13,%rcx,8), %rdx\n"),)),
    # ------------------------------------------------------------------ f12_vowels
    R("vw_letter_fold", "judge:f12_vowels", "a letter found by folding its case, below 26 unsigned",
      (("    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');", "    return (unsigned)((c | 0x20) - 'a') < 26;"),)),
    R("vw_memcpy", "judge:f12_vowels", "the best word copied with memcpy",
      (("#include <stdlib.h>\n", "#include <stdlib.h>\n#include <string.h>\n"),
       ("                for (long i = 0; i < length; i++) best[i] = word[i];", "                memcpy(best, word, (size_t)length);"))),
    AR("vw_asm_reorder", "judge:f12_vowels", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%r13, %rdx\n\tmovq\t%r12, %rsi\n", "\tmovq\t%r12, %rsi\n\tmovq\t%r13, %rdx\n"),)),
    # ------------------------------------------------------------------ f12_isbn
    R("is_running_sums", "judge:f12_isbn", "the ISBN-10 sum as a sum of running sums",
      (("        for (int i = 0; i < 10; i++) sum += (long)(10 - i) * digit[i];",
        "        long run = 0;  /* digit i is added 10 - i times */\n        for (int i = 0; i < 10; i++) {\n"
        "            run += digit[i];\n            sum += run;\n        }"),)),
    R("is_weight_bits", "judge:f12_isbn", "the ISBN-13 weight computed from the position's low bit",
      (("            sum += i % 2 ? 3 * digit[i] : digit[i];", "            sum += digit[i] * (1 + 2 * (i & 1));"),)),
    AR("is_asm_reorder", "judge:f12_isbn", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%rbx, %rdx\n\tmovq\t%r13, %rsi\n", "\tmovq\t%r13, %rsi\n\tmovq\t%rbx, %rdx\n"),)),
    # ------------------------------------------------------------------ f12_paths
    R("pt_subtract", "judge:f12_paths", "the modulus taken by one subtraction",
      (("                else if (x > 0) count[x] = (count[x] + count[x - 1]) % MOD;",
        "                else if (x > 0) {\n                    count[x] += count[x - 1];\n"
        "                    if (count[x] >= MOD) count[x] -= MOD;\n                }"),)),
    R("pt_free_scan", "judge:f12_paths", "the free cells of a row counted in a loop of their own",
      (("        if (scanf(format, row) != 1 || (long)strlen(row) != c) return 1;\n",
        "        if (scanf(format, row) != 1 || (long)strlen(row) != c) return 1;\n"
        "        for (const char *p = row; *p; p++) free_cells += *p == '.';\n"),
       ("                free_cells++;\n", ""))),
    AR("pt_asm_reorder", "judge:f12_paths", "asm: the count and the format loaded in the other order",
       (), asm_patches=(("\tmovq\t%r15, %rdx\n\tleaq\t.LC2(%rip), %rdi\n", "\tleaq\t.LC2(%rip), %rdi\n\tmovq\t%r15, %rdx\n"),)),
    # ------------------------------------------------------------------ f12_ordset
    R("os_mid_shift", "judge:f12_ordset", "the middle found by a shift",
      (("        long mid = lo + (hi - lo) / 2;", "        long mid = (lo + hi) >> 1;"),)),
    R("os_del_loop", "judge:f12_ordset", "a member taken out by a loop instead of memmove",
      (("                memmove(member + at, member + at + 1, sizeof(long long) * (size_t)(size - at - 1));",
        "                for (long i = at; i + 1 < size; i++) member[i] = member[i + 1];"),)),
    AR("os_asm_reorder", "judge:f12_ordset", "asm: the size and the format loaded in the other order",
       (), asm_patches=(("\tmovq\tsize(%rip), %rsi\n\tleaq\t.LC3(%rip), %rdi\n", "\tleaq\t.LC3(%rip), %rdi\n\tmovq\tsize(%rip), %rsi\n"),)),
    # ------------------------------------------------------------------ f12_progress
    R("pg_from_one", "judge:f12_progress", "every difference compared with the first, the first included",
      (("        for (long long i = 2; i < n && arithmetic; i++)", "        for (long long i = 1; i < n && arithmetic; i++)"),)),
    R("pg_int128", "judge:f12_progress", "the products of the geometric test in 128 bits",
      (("            if (a[i - 2] * a[i] != a[i - 1] * a[i - 1]) geometric = 0;",
        "            if ((__int128)a[i - 2] * a[i] != (__int128)a[i - 1] * a[i - 1]) geometric = 0;"),)),
    AR("pg_asm_reorder", "judge:f12_progress", "asm: the two products computed in the other order",
       (), asm_patches=(("\timulq\t8(%rbp), %rsi\n\timulq\t%rax, %rax\n", "\timulq\t%rax, %rax\n\timulq\t8(%rbp), %rsi\n"),)),
    # ------------------------------------------------------------------ f12_freq
    R("fq_compare_branches", "judge:f12_freq", "the comparison with branches",
      (("    return (x > y) - (x < y);", "    if (x < y) return -1;\n    return x > y;"),)),
    R("fq_mid_sum", "judge:f12_freq", "the middle as the halved sum of the ends",
      (("        long mid = lo + (hi - lo) / 2;", "        long mid = (lo + hi) / 2;"),)),
    AR("fq_asm_reorder", "judge:f12_freq", "asm: the count and the format set in the other order",
       (), asm_patches=(("\tsubq\t%rdx, %rsi\n\tmovq\t%r12, %rdi\n", "\tmovq\t%r12, %rdi\n\tsubq\t%rdx, %rsi\n"),)),
    # ------------------------------------------------------------------ f12_caps
    R("cp_upper_unsigned", "judge:f12_caps", "an upper-case letter found as its byte less 'A', below 26 unsigned",
      (("            for (long i = 0; i < length; i++) uppers += upper(word[i]);",
        "            for (long i = 0; i < length; i++) uppers += (unsigned char)(word[i] - 'A') < 26;"),)),
    R("cp_memcpy", "judge:f12_caps", "the longest shouted word copied with memcpy",
      (("#include <stdio.h>\n", "#include <stdio.h>\n#include <string.h>\n"),
       ("                    for (long i = 0; i < length; i++) best[i] = word[i];", "                    memcpy(best, word, (size_t)length);"))),
    AR("cp_asm_reorder", "judge:f12_caps", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%r13, %rcx\n\tmovq\t%rbp, %rdx\n", "\tmovq\t%rbp, %rdx\n\tmovq\t%r13, %rcx\n"),)),
    # ------------------------------------------------------------------ f12_iban
    R("ib_letter_digits", "judge:f12_iban", "a letter's two digits taken one at a time",
      (("        else if (alpha(ch)) remainder = (remainder * 100 + (ch - 'A' + 10)) % 97;",
        "        else if (alpha(ch)) {\n            int v = ch - 'A' + 10;\n            remainder = (remainder * 10 + v / 10) % 97;\n"
        "            remainder = (remainder * 10 + v % 10) % 97;\n        }"),)),
    R("ib_rotate_branch", "judge:f12_iban", "the rotation done without a division",
      (("        char ch = s[(k + 4) % n];", "        char ch = k + 4 < n ? s[k + 4] : s[k + 4 - n];"),)),
    AR("ib_asm_reorder", "judge:f12_iban", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%rbx, %rdx\n\tmovq\t%r14, %rsi\n", "\tmovq\t%r14, %rsi\n\tmovq\t%rbx, %rdx\n"),)),
)


#: ``--set`` names of this set: all of it, and its two fixed halves
FRESH12_SETS: dict[str, tuple[tuple[Mutant, ...], tuple[Rewrite, ...]]] = halves(
    "fresh12", FRESH12_MUTANTS, FRESH12_REWRITES, DEV_PROGRAMS, HELD_PROGRAMS)
