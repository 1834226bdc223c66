"""A fourth fresh set of candidates for ``benchmarks/verification.py`` (issue 32), written as a
measuring stick nobody tuned the verifier to, apart from ``fresh.py``, ``fresh2.py`` and
``fresh3.py``.

Twelve judge-style programs of kinds no other set has (``programs/f4_*.c``, each stating its
input constraints in its opening comment): Conway's life for K steps on a character grid, a
deque driven by commands, Collatz walks over several test cases, range minima of a counted list
by queries, letter counts of free text, Roman numerals both ways line by line, rectangle sums of
a digit grid by queries, a car park's fees by commands, inversions of a counted list, fraction
arithmetic line by line, palindromes over several test cases and a hex dump of any bytes.  Each
has a few public samples and hidden tests from a small generator in the style of the samples
(random values of the sizes and alphabets the samples show, as judges write them), kept here so
that this set stays apart from the others.

Wrong candidates are of the kinds issue 32 lists (``KINDS``, the same as ``fresh.KINDS``); an
``AsmMutant`` is an *assembly edit*: the reference compiled with ``gcc -O3 -S`` (Debian gcc
12.2) and one thing changed, as an asm-writing model would (a width, a condition code, a
dropped instruction, a wrong immediate).  Honest candidates are the benchmark's recompilations,
hand-written C rewrites and correct assembly edits (``AsmRewrite``: two independent
instructions swapped, or an instruction whose effect is already there dropped).

The set is split by program into two fixed halves (``DEV_PROGRAMS``, ``HELD_PROGRAMS``), each
with programs of every input style (a grid, commands, several test cases, a counted list with
queries, free text, lines until the end of the input) and an early-exit candidate:
``--set fresh4-dev`` to develop on, ``--set fresh4-held`` to measure once.

Witnesses are built here in Python; the large ones (2^16 cells or bytes, a sum past 2^31, a
row past 1,024 bytes) stay under 150 KB.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from fresh import KINDS, AsmMutant, AsmRewrite
from mutants import Mutant, Rewrite, halves

__all__ = ["KINDS", "AsmMutant", "AsmRewrite", "DEV_PROGRAMS", "HELD_PROGRAMS", "PUBLIC",
           "GENERATORS", "hidden_inputs", "FRESH4_MUTANTS", "FRESH4_REWRITES", "FRESH4_SETS"]

#: a grid, commands, several test cases, a counted list with queries, free text, lines
DEV_PROGRAMS: tuple[str, ...] = (
    "f4_life", "f4_deque", "f4_collatz", "f4_range_min", "f4_char_freq", "f4_roman")
#: a grid with queries, commands, a counted list, lines, several test cases, free text (bytes)
HELD_PROGRAMS: tuple[str, ...] = (
    "f4_grid_sums", "f4_parking", "f4_inversions", "f4_fractions", "f4_palindrome",
    "f4_hexdump")

# ---------------------------------------------------------------------------- public tests
#: the most steps K of the public life tests (and of its generator's)
LIFE_PUBLIC_STEPS = 30
#: the largest start of the public Collatz tests (and of its generator's): no walk is longer
#: than 350 steps
COLLATZ_PUBLIC_MAX = 100000
#: the smallest value of the public range-minimum tests (and of its generator's)
RANGE_PUBLIC_LOW = -1000000
#: the longest line of the public palindrome tests (and of its generator's)
PALINDROME_PUBLIC_LINE = 60

PUBLIC: dict[str, list[str]] = {
    "f4_life": [
        "5 5 1\n.....\n..#..\n..#..\n..#..\n.....\n",
        "6 6 4\n.#....\n..#...\n###...\n......\n......\n......\n",
        f"4 4 {LIFE_PUBLIC_STEPS}\n....\n.##.\n.##.\n....\n",
        "3 8 2\n#.#.#.#.\n.#.#.#.#\n########\n",
    ],
    "f4_deque": [
        "push_back 3\npush_front 1\npush_back 7\nsize\nsum\npop_front\npop_back\npop_back\n"
        "pop_back\n",
        "pop_front\nsize\n",
        "push_front -5\npush_front 1000000\npush_back -999999\nsum\npop_back\nsum\n",
        "push_back 10\npush_back 20\npop_front\npush_front 30\npush_back 40\n",
    ],
    "f4_collatz": [
        "3\n1\n6\n27\n",
        "1\n77031\n",
        "4\n97\n871\n6171\n10\n",
        f"2\n99999\n{COLLATZ_PUBLIC_MAX}\n",
    ],
    "f4_range_min": [
        "5\n3 1 4 -2 5\n3\n1 5\n3 3\n4 5\n",
        f"1\n{RANGE_PUBLIC_LOW}\n1\n1 1\n",
        f"8\n1000000 -7 250000 -7000 0 999 {RANGE_PUBLIC_LOW} 42\n4\n1 8\n2 4\n5 6\n8 8\n",
        "3\n10 20 30\n0\n",
    ],
    "f4_char_freq": [
        "The quick brown fox jumps over the lazy dog.\n",
        "Hello, World! 2024 was year 42.\n",
        "aaa bbb 111\n\nccc 22 c\n",
        "Meet me at 7:30, room 12B... or 14?\n(bring 3 pens)\n",
    ],
    "f4_roman": [
        "1994\nMCMXCIV\n4\nIX\n",
        "3999\nMMMCMXCIX\n1\n",
        "58\nLVIII\n2024\nXL\n",
        "CDXLIV\n900\n",
    ],
    "f4_grid_sums": [
        "2 3\n123\n456\n2\n1 1 2 3\n2 2 2 3\n",
        "1 1\n7\n1\n1 1 1 1\n",
        "3 3\n999\n999\n999\n3\n1 1 3 3\n2 2 2 2\n1 2 3 3\n",
        "4 5\n01234\n56789\n98765\n43210\n2\n2 3 4 5\n1 1 1 5\n",
    ],
    "f4_parking": [
        "in AB123 0\nin XY9 30\ncount\nout AB123 61\nout XY9 90\n",
        "count\n",
        "in CAR1 100\nout CAR1 160\nin CAR2 200\nin CAR3 200\ncount\nout CAR3 1000\n",
        "in Z 5\nin Q77Q77Q 6\nout Q77Q77Q 7000\n",
    ],
    "f4_inversions": [
        "5\n5 4 3 2 1\n",
        "1\n-7\n",
        "6\n1 3 5 2 4 6\n",
        "8\n1000000 -1000000 0 7 -3 250000 -999999 12\n",
    ],
    "f4_fractions": [
        "1/2 + 1/3\n3/4 - 1/4\n",
        "-2/3 * 3/4\n5/6 / -5/3\n",
        "7/1 + 0/5\n10/4 - 5/2\n",
        "-100/7 / 100/49\n",
    ],
    "f4_palindrome": [
        "3\nA man, a plan, a canal: Panama\nabcbd\nRace car!\n",
        "1\nxyz\n",
        "2\nNo lemon, no melon\n12321 and 45654\n",
        "2\nWas it a car or a cat I saw?\nabccbaxyzzyx\n",
    ],
    "f4_hexdump": [
        "hello world\n",
        "The quick brown fox jumps over the lazy dog.\nPack my box with five dozen liquor jugs.\n",
        "A" * 40 + "\n",
        "tab\there\r\nend",
    ],
}

# ---------------------------------------------------------------------------- hidden tests
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_PLATE = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def _life(rng: random.Random) -> str:
    r, c = rng.randint(1, 12), rng.randint(1, 12)
    density = rng.choice([0.2, 0.35, 0.5])
    rows = ["".join("#" if rng.random() < density else "." for _ in range(c)) for _ in range(r)]
    return f"{r} {c} {rng.randint(0, LIFE_PUBLIC_STEPS)}\n" + "".join(row + "\n" for row in rows)


def _deque(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 15)):
        command = rng.choice(["push_front", "push_back", "push_front", "push_back", "pop_front",
                              "pop_back", "size", "sum"])
        lines.append(f"{command} {rng.randint(-10**6, 10**6)}" if command.startswith("push")
                     else command)
    return "".join(line + "\n" for line in lines)


def _collatz(rng: random.Random) -> str:
    starts = [rng.randint(1, COLLATZ_PUBLIC_MAX) for _ in range(rng.randint(1, 5))]
    return f"{len(starts)}\n" + "".join(f"{n}\n" for n in starts)


def _range_min(rng: random.Random) -> str:
    n = rng.randint(1, 10)
    values = [rng.randint(RANGE_PUBLIC_LOW, 10**6) for _ in range(n)]
    queries = []
    for _ in range(rng.randint(0, 6)):
        left = rng.randint(1, n)
        queries.append(f"{left} {rng.randint(left, n)}")
    return (f"{n}\n{' '.join(map(str, values))}\n{len(queries)}\n"
            + "".join(q + "\n" for q in queries))


_WORDS = ("the", "quick", "brown", "fox", "meet", "me", "at", "room", "pens", "hello", "world",
          "year", "was", "or", "bring", "lazy", "dog", "jumps", "over", "a", "box", "with",
          "five", "dozen", "liquor", "jugs", "pack", "my", "time", "rain", "sun")


def _char_freq(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 4)):
        tokens = []
        for _ in range(rng.randint(1, 10)):
            roll = rng.random()
            if roll < 0.7:
                word = rng.choice(_WORDS)
                tokens.append(word.capitalize() if rng.random() < 0.2 else word)
            else:
                tokens.append(str(rng.randint(0, 2024)))
        line = ""
        for token in tokens:
            line += token + rng.choice([" ", " ", " ", ", ", ". ", "! ", "? ", ": "])
        lines.append(line.rstrip())
    return "".join(line + "\n" for line in lines)


def _numeral(n: int) -> str:
    out = ""
    for value, name in ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"),
                        (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"),
                        (4, "IV"), (1, "I")):
        while n >= value:
            out += name
            n -= value
    return out


def _roman(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 8)):
        n = rng.randint(1, 3999)
        lines.append(_numeral(n) if rng.random() < 0.5 else str(n))
    return "".join(line + "\n" for line in lines)


def _grid_sums(rng: random.Random) -> str:
    r, c = rng.randint(1, 10), rng.randint(1, 10)
    rows = ["".join(rng.choice("0123456789") for _ in range(c)) for _ in range(r)]
    queries = []
    for _ in range(rng.randint(1, 8)):
        r1, c1 = rng.randint(1, r), rng.randint(1, c)
        queries.append(f"{r1} {c1} {rng.randint(r1, r)} {rng.randint(c1, c)}")
    return (f"{r} {c}\n" + "".join(row + "\n" for row in rows) + f"{len(queries)}\n"
            + "".join(q + "\n" for q in queries))


def _parking(rng: random.Random) -> str:
    """Cars of plates of 1 to 7 bytes, each coming in once; times that grow by 1 to 1,000."""
    lines: list[str] = []
    parked: list[str] = []
    used: set[str] = set()
    t = rng.randint(0, 100)
    for _ in range(rng.randint(1, 12)):
        roll = rng.random()
        if parked and roll < 0.4:
            plate = parked.pop(rng.randrange(len(parked)))
            lines.append(f"out {plate} {t}")
        elif roll < 0.85:
            plate = "".join(rng.choice(_PLATE) for _ in range(rng.randint(1, 7)))
            if plate in used:
                continue
            used.add(plate)
            parked.append(plate)
            lines.append(f"in {plate} {t}")
        else:
            lines.append("count")
        t += rng.randint(1, 1000)
    return "".join(line + "\n" for line in lines)


def _inversions(rng: random.Random) -> str:
    n = rng.randint(1, 20)
    values = rng.sample(range(-10**6, 10**6 + 1), n)
    return f"{n}\n{' '.join(map(str, values))}\n"


def _fraction(rng: random.Random, nonzero: bool = False) -> str:
    a = rng.randint(-100, 100)
    while nonzero and a == 0:
        a = rng.randint(-100, 100)
    return f"{a}/{rng.randint(1, 100)}"


def _fractions(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 6)):
        op = rng.choice("+-*/")
        lines.append(f"{_fraction(rng)} {op} {_fraction(rng, op == '/')}")
    return "".join(line + "\n" for line in lines)


def _palindrome_line(rng: random.Random) -> str:
    alphabet = rng.choice(["ab", "abc", _LETTERS, "0123456789", "aAbB "])
    roll = rng.random()
    if roll < 0.35:  # a palindrome, now and then with case and punctuation
        half = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 25)))
        line = half + rng.choice(["", rng.choice(alphabet)]) + half[::-1]
        if rng.random() < 0.5:
            line = "".join(ch.upper() if rng.random() < 0.3 else ch for ch in line)
            line = ", ".join(line[i:i + 5] for i in range(0, len(line), 5))
    else:
        line = "".join(rng.choice(alphabet + " ,.!?") for _ in range(rng.randint(1, 40)))
    return line[:PALINDROME_PUBLIC_LINE].strip() or "x"


def _palindrome(rng: random.Random) -> str:
    lines = [_palindrome_line(rng) for _ in range(rng.randint(1, 5))]
    return f"{len(lines)}\n" + "".join(line + "\n" for line in lines)


def _hexdump(rng: random.Random) -> str:
    alphabet = _LETTERS + _LETTERS.upper() + "0123456789 .,;:!?-()\t"
    text, size = "", rng.randint(0, 200)
    while len(text) < size:
        text += rng.choice(_WORDS + tuple(alphabet)) + rng.choice([" ", " ", "\n", "\t", ", "])
    return text


GENERATORS: dict[str, Callable[[random.Random], str]] = {
    "f4_life": _life, "f4_deque": _deque, "f4_collatz": _collatz, "f4_range_min": _range_min,
    "f4_char_freq": _char_freq, "f4_roman": _roman, "f4_grid_sums": _grid_sums,
    "f4_parking": _parking, "f4_inversions": _inversions, "f4_fractions": _fractions,
    "f4_palindrome": _palindrome, "f4_hexdump": _hexdump,
}


def hidden_inputs(name: str, count: int = 6, seed: int = 0) -> list[str]:
    """``count`` hidden inputs for program ``name``, deterministic for a seed."""
    rng = random.Random(f"fresh4:{name}:{seed}")
    return [GENERATORS[name](rng) for _ in range(count)]


# ---------------------------------------------------------------------------- witnesses
def _full_grid(rows: int, cols: int, cell: str) -> str:
    return "".join(cell * cols + "\n" for _ in range(rows))


def _colliding_plates(blocks: int) -> list[str]:
    """Plates of ``blocks`` pairs, each "AZ" or "B9": 33 * 'A' + 'Z' == 33 * 'B' + '9', so all
    of them have the reference's hash (h * 33 + c) and its slot."""
    plates = [""]
    for _ in range(blocks):
        plates = [p + pair for p in plates for pair in ("AZ", "B9")]
    return plates


def _descending_digits(n: int) -> str:
    """N single digits from 9 down to 0 in ten blocks: about 0.45 n^2 inversions."""
    return f"{n}\n" + " ".join(str(9 - i * 10 // n) for i in range(n)) + "\n"


M = Mutant
A = AsmMutant
R = Rewrite
AR = AsmRewrite


def _read_signed(name: str, ctype: str, skip: str) -> str:
    """A number read by hand, an optional minus and digits (no '+'), as a model writes it."""
    return (
        f"/* a number by hand: an optional minus, then digits */\n"
        f"static int {name}({ctype} *out) {{\n    int c = getchar();\n"
        f"    while ({skip}) c = getchar();\n"
        "    int negative = c == '-';\n    if (negative) c = getchar();\n"
        "    if (c < '0' || c > '9') return 0;\n    long long v = 0;\n"
        "    while (c >= '0' && c <= '9') {\n        v = v * 10 + (c - '0');\n        c = getchar();\n    }\n"
        f"    ungetc(c, stdin);\n    *out = ({ctype})(negative ? -v : v);\n    return 1;\n}}\n\n")


_BLANKS = "c == ' ' || c == '\\n' || c == '\\t' || c == '\\r'"

_FR_READ = (
    "/* a number by hand: an optional minus, then digits */\n"
    "static long long read_number(char *s, char **end) {\n    int negative = *s == '-';\n"
    "    if (negative) s++;\n    long long v = 0;\n    *end = s;\n"
    "    while (*s >= '0' && *s <= '9') v = v * 10 + (*s++ - '0');\n"
    "    if (s > *end) *end = s;\n    else *end = s - negative;  /* no digits: nothing read */\n"
    "    return negative ? -v : v;\n}\n\n")

FRESH4_MUTANTS: tuple[Mutant, ...] = (
    # ------------------------------------------------------------------ f4_life
    M("lf_steps_30", "judge:f4_life", "early_exit",
      f"steps past {LIFE_PUBLIC_STEPS} (the most the public tests take) skipped: the small grids "
      "have settled by then",
      (("    for (int step = 0; step < k; step++) {",
        f"    if (k > {LIFE_PUBLIC_STEPS}) k = {LIFE_PUBLIC_STEPS};  /* every grid has settled by then */\n"
        "    for (int step = 0; step < k; step++) {"),),
      f"5 5 {LIFE_PUBLIC_STEPS + 1}\n.....\n..#..\n..#..\n..#..\n.....\n"),
    M("lf_static_130", "judge:f4_life", "capacity",
      "the two grids in static arrays of 130 x 130 cells (the grids of the tests are small)",
      (("    unsigned char *cur = calloc((size_t)(r + 2) * (size_t)w, 1);\n"
        "    unsigned char *next = calloc((size_t)(r + 2) * (size_t)w, 1);\n"
        "    if (!cur || !next) return 1;",
        "    static unsigned char cells[2][130 * 130];  /* the grids of the tests are small */\n"
        "    if ((r + 2) * w > 130 * 130) return 1;\n"
        "    unsigned char *cur = cells[0], *next = cells[1];"),
       ("    free(cur);\n    free(next);\n", "")),
      "8 2000 1\n" + _full_grid(8, 2000, ".")),
    A("lf_alive_16", "judge:f4_life", "scale",
      "asm: the number of live cells printed from its low 16 bits (movq -> movzwl)",
      (), "300 300 0\n" + _full_grid(300, 300, "#"),
      asm_patches=(("\tmovq\t%rbp, %rsi\n\tmovq\t8(%rsp), %r12\n",
                    "\tmovzwl\t%bp, %esi\n\tmovq\t8(%rsp), %r12\n"),)),
    A("lf_columns_1000", "judge:f4_life", "capacity",
      "asm: rows of more than 1,000 cells refused (cmpl $1999 -> $999)",
      (), "1 1500 1\n" + "#" * 1500 + "\n",
      asm_patches=(("\tcmpl\t$1999, %edx\n\tja\t.L4\n", "\tcmpl\t$999, %edx\n\tja\t.L4\n"),)),
    # ------------------------------------------------------------------ f4_deque
    M("dq_ring_4096", "judge:f4_deque", "capacity",
      "a fixed ring of 4,096 slots that never grows (the deque stays small)",
      (("static size_t cap = 16, head = 0, count = 0;",
        "static size_t cap = 4096, head = 0, count = 0;  /* the deque never holds more */"),
       ("            if (count == cap) grow();\n", "")),
      "push_back 7\n" + "push_back 1\n" * 4096 + "pop_front\n"),
    M("dq_plus_sign", "judge:f4_deque", "sign_form",
      "the values parsed by hand, a minus sign only",
      (("int main(void) {\n", _read_signed("read_value", "long long", "c == ' ' || c == '\\t'")
        + "int main(void) {\n"),
       ('            if (scanf("%lld", &x) != 1 || x < -1000000000000LL',
        "            if (!read_value(&x) || x < -1000000000000LL")),
      "push_back +5\nsum\n"),
    M("dq_int_values", "judge:f4_deque", "typed_field",
      "the values read as ints (the values of the tests are small)",
      (("            long long x;\n            if (scanf(\"%lld\", &x) != 1 || x < -1000000000000LL",
        "            int x;  /* the values are small */\n"
        "            if (scanf(\"%d\", &x) != 1 || x < -1000000000000LL"),),
      "push_back 3000000000\nsum\n"),
    A("dq_sum_printed_32", "judge:f4_deque", "width",
      "asm: the sum printed from its low 32 bits, sign-extended (movq -> movslq)",
      (), "push_back 1000000000000\nsum\n",
      asm_patches=((".L61:\n\tmovq\t%rbp, %rsi\n", ".L61:\n\tmovslq\t%ebp, %rsi\n"),)),
    A("dq_head_kept", "judge:f4_deque", "capacity",
      "asm: the front's place not reset to 0 when the ring grows (a dropped movq $0, head)",
      (), "push_back 0\n" + "".join(f"push_front {i}\n" for i in range(1, 16))
      + "push_back 16\npop_front\n",
      asm_patches=(("\tmovq\t$0, head(%rip)\n", ""),)),
    # ------------------------------------------------------------------ f4_collatz
    M("cz_give_up_500", "judge:f4_collatz", "early_exit",
      "a walk cut off at 500 steps (the longest walk of the public tests has 350)",
      (("        while (n != 1) {", "        while (n != 1 && steps < 500) {  /* no walk is longer */"),),
      "1\n837799\n"),
    M("cz_cache_4096", "judge:f4_collatz", "relation",
      "answers cached in 4,096 slots by n mod 4,096, without the start kept as a tag",
      (("        long long peak = n;\n        int steps = 0;\n",
        "        static long long cached_peak[4096];\n        static int cached_steps[4096];\n"
        "        if (cached_peak[n % 4096]) {  /* this start was walked before */\n"
        "            printf(\"Case #%d: %d %lld\\n\", i, cached_steps[n % 4096], cached_peak[n % 4096]);\n"
        "            continue;\n        }\n        long long start = n;\n"
        "        long long peak = n;\n        int steps = 0;\n"),
       ("        printf(\"Case #%d: %d %lld\\n\", i, steps, peak);\n",
        "        cached_steps[start % 4096] = steps;\n        cached_peak[start % 4096] = peak;\n"
        "        printf(\"Case #%d: %d %lld\\n\", i, steps, peak);\n")),
      "2\n5\n4101\n"),
    M("cz_plus_sign", "judge:f4_collatz", "sign_form",
      "the starts parsed by hand, a minus sign only",
      (("int main(void) {\n", _read_signed("read_start", "long long", _BLANKS) + "int main(void) {\n"),
       ('        if (scanf("%lld", &n) != 1 || n < 1', "        if (!read_start(&n) || n < 1")),
      "2\n+27\n6\n"),
    A("cz_peak_32", "judge:f4_collatz", "width",
      "asm: a value 3n + 1 compared with the peak in 32 bits (cmpq -> cmpl)",
      (), "1\n113383\n",
      asm_patches=(("\tleaq\t1(%rax,%rax,2), %rax\n\tcmpq\t%rax, %rcx\n",
                    "\tleaq\t1(%rax,%rax,2), %rax\n\tcmpl\t%eax, %ecx\n"),)),
    A("cz_triple_32", "judge:f4_collatz", "scale",
      "asm: 3n + 1 computed in 32 bits (leaq -> leal)",
      (), "1\n159487\n",
      asm_patches=(("\tleaq\t1(%rax,%rax,2), %rax\n", "\tleal\t1(%rax,%rax,2), %eax\n"),)),
    # ------------------------------------------------------------------ f4_range_min
    M("rm_scan_floor", "judge:f4_range_min", "early_exit",
      f"each range scanned, the scan stopped at {RANGE_PUBLIC_LOW} (the smallest value of the "
      "public tests: nothing is smaller)",
      (("        int k = 0;\n        while ((2 << k) <= r - l + 1) k++;\n"
        "        int best = better(table[k][l], table[k][r - (1 << k) + 1]);\n",
        "        int best = l;  /* a scan: the ranges are short */\n"
        f"        for (int i = l + 1; i <= r && a[best] > {RANGE_PUBLIC_LOW}LL; i++)  /* nothing is smaller */\n"
        "            if (a[i] < a[best]) best = i;\n"),),
      f"3\n{RANGE_PUBLIC_LOW} {2 * RANGE_PUBLIC_LOW} 5\n1\n1 3\n"),
    M("rm_static_32768", "judge:f4_range_min", "capacity",
      "the values in a static array of 32,768 (the lists of the tests are short)",
      (("    a = malloc(sizeof *a * ((size_t)n + 1));\n    if (!a) return 1;",
        "    static long long values[32769];  /* the lists of the tests are short */\n"
        "    if (n > 32768) return 1;\n    a = values;"),
       ("    free(table);\n    free(a);\n", "    free(table);\n")),
      "33000\n" + "0 " * 33000 + "\n1\n1 33000\n"),
    M("rm_plus_sign", "judge:f4_range_min", "sign_form",
      "the values parsed by hand, a minus sign only",
      (("int main(void) {\n", _read_signed("read_value", "long long", _BLANKS) + "int main(void) {\n"),
       ('        if (scanf("%lld", &a[i]) != 1) return 1;', "        if (!read_value(&a[i])) return 1;")),
      "2\n+3 4\n1\n1 2\n"),
    A("rm_query_32", "judge:f4_range_min", "width",
      "asm: the two halves' minima of a query compared in 32 bits (cmpq -> cmpl)",
      (), "3\n5 4294967300 4294967297\n1\n1 3\n",
      asm_patches=(("\tmovq\t(%rax,%rdi,8), %r11\n\tcmpq\t%r11, (%rax,%rcx,8)\n",
                    "\tmovl\t(%rax,%rdi,8), %r11d\n\tcmpl\t%r11d, (%rax,%rcx,8)\n"),)),
    A("rm_ties_later", "judge:f4_range_min", "relation",
      "asm: of two equal values in the table the later index kept (cmovg -> cmovl)",
      (), "2\n5 5\n1\n1 2\n",
      asm_patches=(("\tcmpl\t%ecx, %edx\n\tcmovg\t%ecx, %edx\n", "\tcmpl\t%ecx, %edx\n\tcmovl\t%ecx, %edx\n"),)),
    # ------------------------------------------------------------------ f4_char_freq
    M("cf_digits_in_words", "judge:f4_char_freq", "typed_field",
      "digits right after a letter taken as part of the word (no number starts there)",
      (("        if (cls == 2 && prev != 2) numbers++;\n",
        "        if (cls == 2 && prev == 1) cls = 1;  /* digits inside a word are part of it */\n"
        "        if (cls == 2 && prev != 2) numbers++;\n"),),
      "x1 y\n"),
    M("cf_last_word_lost", "judge:f4_char_freq", "tokens",
      "words and numbers counted where they end (one that ends the input is lost)",
      (("        if (cls == 1 && prev != 1) words++;\n        if (cls == 2 && prev != 2) numbers++;\n",
        "        if (prev == 1 && cls != 1) words++;  /* a word ends */\n"
        "        if (prev == 2 && cls != 2) numbers++;\n"),),
      "ab cd"),
    M("cf_chunks_1024", "judge:f4_char_freq", "capacity",
      "the text read with fgets in lines of 1,024 bytes, each line starting afresh",
      (("    while ((c = getchar()) != EOF) {\n        int cls = 0;\n",
        "    static char chunk[1024];  /* each line of the tests fits */\n"
        "    while (fgets(chunk, sizeof chunk, stdin)) for (char *p = chunk; *p; p++) {\n"
        "        c = (unsigned char)*p;\n        if (p == chunk) prev = 0;  /* a line starts afresh */\n"
        "        int cls = 0;\n"),),
      "a" * 1500 + "\n"),
    A("cf_count_16", "judge:f4_char_freq", "scale",
      "asm: a letter's count printed from its low 16 bits (movq -> movzwl)",
      (), "e" * 70000 + "\n",
      asm_patches=(("\tmovq\t144(%rsp,%rax,8), %rdx\n", "\tmovzwl\t144(%rsp,%rax,8), %edx\n"),)),
    A("cf_upper_z", "judge:f4_char_freq", "boundary",
      "asm: capital letters up to 'Y' folded, 'Z' taken as other (cmpl $25 -> $24)",
      (), "Zoo 9\n",
      asm_patches=(("\tleal\t-65(%rax), %edx\n\tcmpl\t$25, %edx\n", "\tleal\t-65(%rax), %edx\n\tcmpl\t$24, %edx\n"),)),
    # ------------------------------------------------------------------ f4_roman
    M("ro_digits_only", "judge:f4_roman", "sign_form",
      "a line is a number when it starts with a digit (a '+' is not looked for)",
      (("        if (letter_value((unsigned char)line[0])) {",
        "        if (!(line[0] >= '0' && line[0] <= '9')) {  /* a number starts with a digit */"),),
      "+12\n"),
    M("ro_chop_last", "judge:f4_roman", "tokens",
      "each line's last byte cut off as its newline (the last line may lack one)",
      (("        line[strcspn(line, \"\\r\\n\")] = '\\0';",
        "        line[strlen(line) - 1] = '\\0';  /* the newline */"),),
      "XIV"),
    M("ro_four_digits", "judge:f4_roman", "typed_field",
      "a line of more than four bytes taken as a numeral (numbers have at most four digits)",
      (("        if (letter_value((unsigned char)line[0])) {",
        "        if (strlen(line) > 4 || letter_value((unsigned char)line[0])) {  /* 4 digits at most */"),),
      "00042\n"),
    A("ro_line_16", "judge:f4_roman", "capacity",
      "asm: lines read with fgets into 16 bytes (movl $64 -> $16)",
      (), "MMMDCCCLXXXVIII\n",
      asm_patches=(("\tmovl\t$64, %esi\n", "\tmovl\t$16, %esi\n"),)),
    # ------------------------------------------------------------------ f4_grid_sums
    M("gs_static_600", "judge:f4_grid_sums", "capacity",
      "the prefix sums in a static table of 601 x 601 (the grids of the tests are small)",
      (("    long *sum = calloc((size_t)(r + 1) * (size_t)w, sizeof *sum);",
        "    static long table[601 * 601];  /* the grids of the tests are small */\n"
        "    if (r > 600 || c > 600) return 1;\n    long *sum = table;"),
       ("    if (!sum) return 1;\n", ""),
       ("    free(sum);\n", "")),
      "1 700\n" + "3" * 700 + "\n1\n1 1 1 700\n"),
    M("gs_int_total", "judge:f4_grid_sums", "scale",
      "the total of the answers kept in an int",
      (("    long long total = 0;", "    int total = 0;  /* the answers are small */"),
       ("    printf(\"total %lld\\n\", total);", "    printf(\"total %d\\n\", total);")),
      "300 300\n" + _full_grid(300, 300, "9") + "2700\n" + "1 1 300 300\n" * 2700),
    A("gs_total_printed_32", "judge:f4_grid_sums", "scale",
      "asm: the total printed from its low 32 bits, sign-extended (movq -> movslq)",
      (), "300 300\n" + _full_grid(300, 300, "9") + "2700\n" + "1 1 300 300\n" * 2700,
      asm_patches=(("\tmovq\t%rbx, %rsi\n\tleaq\t.LC4(%rip), %rdi\n",
                    "\tmovslq\t%ebx, %rsi\n\tleaq\t.LC4(%rip), %rdi\n"),)),
    A("gs_columns_1024", "judge:f4_grid_sums", "capacity",
      "asm: rows of more than 1,024 digits refused (cmpl $1999 -> $1023)",
      (), "1 1500\n" + "1" * 1500 + "\n1\n1 1 1 1500\n",
      asm_patches=(("\tleal\t-1(%rdx), %ecx\n\tcmpl\t$1999, %ecx\n",
                    "\tleal\t-1(%rdx), %ecx\n\tcmpl\t$1023, %ecx\n"),)),
    # ------------------------------------------------------------------ f4_parking
    M("pk_tombstone", "judge:f4_parking", "relation",
      "a car's slot emptied when it leaves (a plate of the same hash placed after it is lost)",
      (("            s->used = 2;\n", "            s->used = 0;  /* the slot is free again */\n"),),
      "in AZ 0\nin B9 0\nout AZ 5\nout B9 6\n"),
    M("pk_probe_8", "judge:f4_parking", "capacity",
      "a lookup gives up after 8 slots (probe chains are short in a table this sparse)",
      (("    while (slots[i].used) {\n",
        "    for (int probes = 0; slots[i].used; probes++) {\n"
        "        if (probes == 8) exit(1);  /* probe chains are short */\n"),),
      "".join(f"in {p} {t}\n" for t, p in enumerate(_colliding_plates(4)))),
    M("pk_plate_8", "judge:f4_parking", "capacity",
      "plates kept and compared in 8 bytes (the plates of the tests are shorter)",
      (("    char plate[11];\n", "    char plate[8];  /* the plates are short */\n"),
       ("        if (strcmp(slots[i].plate, plate) == 0) return &slots[i];",
        "        if (strncmp(slots[i].plate, plate, 8) == 0) return &slots[i];"),
       ("    strcpy(free_slot->plate, plate);", "    strncpy(free_slot->plate, plate, 8);")),
      "in AZAZAZAZAZ 0\nin AZAZAZAZB9 0\nout AZAZAZAZB9 90\n"),
    M("pk_plus_sign", "judge:f4_parking", "sign_form",
      "the times parsed by hand, digits only",
      (("int main(void) {\n",
        "/* a time by hand: digits */\nstatic int read_time(long *out) {\n    int c = getchar();\n"
        "    while (c == ' ' || c == '\\t') c = getchar();\n"
        "    if (c < '0' || c > '9') return 0;\n    long v = 0;\n"
        "    while (c >= '0' && c <= '9') {\n        v = v * 10 + (c - '0');\n        c = getchar();\n    }\n"
        "    ungetc(c, stdin);\n    *out = v;\n    return 1;\n}\n\nint main(void) {\n"),
       ('        if (scanf("%15s %ld", plate, &t) != 2 ||',
        '        if (scanf("%15s", plate) != 1 || !read_time(&t) ||')),
      "in A1 0\nout A1 +61\n"),
    A("pk_revenue_32", "judge:f4_parking", "scale",
      "asm: the fees added to the revenue's low 32 bits (addq -> addl)",
      (), "".join(f"in P{i} 0\n" for i in range(90))
      + "".join(f"out P{i} 1000000000\n" for i in range(90)),
      asm_patches=(("\taddq\t%rdx, 16(%rsp)\n", "\taddl\t%edx, 16(%rsp)\n"),)),
    A("pk_same_minute_free", "judge:f4_parking", "relation",
      "asm: a car that leaves the minute it came pays nothing (movl $3 -> $0)",
      (), "in A1 5\nout A1 5\n",
      asm_patches=(("\tmovl\t$3, %edx\n\tsubq\t%rax, %rcx\n", "\tmovl\t$0, %edx\n\tsubq\t%rax, %rcx\n"),)),
    # ------------------------------------------------------------------ f4_inversions
    M("iv_difference", "judge:f4_inversions", "mixed_extremes",
      "two values ordered by the sign of their difference (one subtraction, wrapping)",
      (("        if (a[j] < a[i]) {",
        "        if ((int)((unsigned)a[j] - (unsigned)a[i]) < 0) {  /* one subtraction */"),),
      "2\n2000000000 -2000000000\n"),
    M("iv_scratch_8192", "judge:f4_inversions", "capacity",
      "the merge's scratch a static array of 8,192 (the lists of the tests are short)",
      (("    tmp = malloc(sizeof *tmp * (size_t)n);\n    if (!a || !tmp) return 1;",
        "    static int scratch[8192];  /* the lists of the tests are short */\n"
        "    tmp = scratch;\n    if (!a || n > 8192) return 1;"),
       ("    free(tmp);\n", "")),
      "9000\n" + "1 " * 9000 + "\n"),
    M("iv_plus_sign", "judge:f4_inversions", "sign_form",
      "the values parsed by hand, a minus sign only",
      (("int main(void) {\n", _read_signed("read_value", "int", _BLANKS) + "int main(void) {\n"),
       ('        if (scanf("%d", &a[i]) != 1) return 1;', "        if (!read_value(&a[i])) return 1;")),
      "2\n+3 1\n"),
    A("iv_equal_inverted", "judge:f4_inversions", "relation",
      "asm: two equal values counted as an inversion at the first comparison (jle -> jl)",
      (), "2\n5 5\n",
      asm_patches=(("\tcmpl\t%r8d, %edi\n\tjle\t.L4\n", "\tcmpl\t%r8d, %edi\n\tjl\t.L4\n"),)),
    A("iv_count_printed_32", "judge:f4_inversions", "scale",
      "asm: the count printed from its low 32 bits, sign-extended (movq -> movslq)",
      (), _descending_digits(69200),
      asm_patches=(("\tcall\tsort_count\n\tleaq\t.LC1(%rip), %rdi\n\tmovq\t%rax, %rsi\n",
                    "\tcall\tsort_count\n\tleaq\t.LC1(%rip), %rdi\n\tmovslq\t%eax, %rsi\n"),)),
    # ------------------------------------------------------------------ f4_fractions
    M("fr_plus_sign", "judge:f4_fractions", "sign_form",
      "the numbers parsed by hand, a minus sign only",
      (("static int parse_fraction(", _FR_READ + "static int parse_fraction("),
       ("    *num = strtoll(*p, &end, 10);", "    *num = read_number(*p, &end);"),
       ("    *den = strtoll(*p, &end, 10);", "    *den = read_number(*p, &end);")),
      "+1/2 + 1/3\n"),
    M("fr_line_32", "judge:f4_fractions", "capacity",
      "each line read into 32 bytes (a line of the tests fits)",
      (("    static char line[256];", "    static char line[32];  /* a line of the tests fits */"),),
      "-1000000000/999999999 - 999999999/1000000000\n"),
    M("fr_twice", "judge:f4_fractions", "relation",
      "x + x answered as twice x: the denominator halved when even, else the numerator doubled",
      (("        switch (op) {",
        "        if (op == '+' && a == c && b == d) {  /* x + x: twice x */\n"
        "            if (b % 2 == 0)\n                printf(\"%lld/%lld\\n\", a, b / 2);\n"
        "            else\n                printf(\"%lld/%lld\\n\", 2 * a, b);\n"
        "            continue;\n        }\n        switch (op) {"),),
      "1/2 + 1/2\n"),
    A("fr_sum_denominator_32", "judge:f4_fractions", "width",
      "asm: the denominator of a sum multiplied in 32 bits (imulq -> imull)",
      (), "1/100000 + 1/99999\n",
      asm_patches=(("\timulq\t%rax, %r13\n\tleaq\t(%r12,%r8), %rsi\n",
                    "\timull\t%eax, %r13d\n\tleaq\t(%r12,%r8), %rsi\n"),)),
    A("fr_product_denominator_32", "judge:f4_fractions", "width",
      "asm: the denominator of a product multiplied in 32 bits (imulq -> imull)",
      (), "7/100000 * 3/99999\n",
      asm_patches=(("\tmovq\t%r12, %rsi\n\timulq\t%rax, %r13\n",
                    "\tmovq\t%r12, %rsi\n\timull\t%eax, %r13d\n"),)),
    # ------------------------------------------------------------------ f4_palindrome
    M("pd_stop_64", "judge:f4_palindrome", "early_exit",
      f"the search stops once a run of 64 is found (no line of the public tests is longer than "
      f"{PALINDROME_PUBLIC_LINE})",
      (("        for (int center = 0; center < 2 * n - 1; center++) {  /* a byte, or between two */",
        "        for (int center = 0; center < 2 * n - 1 && best < 64; center++) {  /* none is longer */"),),
      "1\n" + "ab" * 40 + "\n"),
    M("pd_blank_lines", "judge:f4_palindrome", "tokens",
      "each case read with scanf(\" %[^\\n]\") (an empty line is skipped)",
      (("        while ((c = getchar()) != EOF && c != '\\n') {\n            if (n > 2000) return 1;\n"
        "            if (isalnum(c)) text[n++] = (char)tolower(c);\n        }",
        "        static char line[2002];\n"
        "        if (scanf(\" %2001[^\\n]\", line) != 1) line[0] = '\\0';  /* the next line */\n"
        "        for (char *p = line; *p; p++)\n"
        "            if (isalnum((unsigned char)*p)) text[n++] = (char)tolower((unsigned char)*p);"),),
      "2\n\nabba\n"),
    A("pd_text_1000", "judge:f4_palindrome", "capacity",
      "asm: a text of more than 1,000 letters and digits refused (cmpq $2001 -> $1001)",
      (), "1\n" + "ab" * 750 + "\n",
      asm_patches=(("\tcmpq\t$2001, %r15\n", "\tcmpq\t$1001, %r15\n"),)),
    # ------------------------------------------------------------------ f4_hexdump
    M("hx_signed_bytes", "judge:f4_hexdump", "width",
      "the bytes kept as plain (signed) char",
      (("    unsigned char group[16], last[16];", "    char group[16], last[16];  /* text */"),),
      "caf\u00e9\n"),
    M("hx_star_once", "judge:f4_hexdump", "tokens",
      "the '*' of a run printed once per dump (the flag never cleared)",
      (("        starred = 0;\n", ""),),
      "A" * 32 + "B" * 32),
    A("hx_offset_16", "judge:f4_hexdump", "scale",
      "asm: the offset of each line printed from its low 16 bits (movq -> movzwl)",
      (), "".join(f"{i:07d}," for i in range(8750)),
      asm_patches=((".L3:\n\tmovq\t8(%rsp), %rsi\n", ".L3:\n\tmovzwl\t8(%rsp), %esi\n"),)),
    A("hx_half_compare", "judge:f4_hexdump", "relation",
      "asm: a group equal to the one before when its first 8 bytes are (orq -> testq)",
      (), "abcdefgh12345678abcdefgh87654321\n",
      asm_patches=(("\torq\t%rdx, %rax\n\tjne\t.L3\n", "\ttestq\t%rdx, %rdx\n\tjne\t.L3\n"),)),
)

_DQ_MIDDLE_MAIN = (
    "int main(void) {\n"
    "    static long long values[400001];  /* at most 2 * 10^5 pushes to either side */\n"
    "    size_t front = 200000, back = 200000;  /* the values held are values[front .. back) */\n"
    "    long long sum = 0;\n    char command[16];\n"
    "    (void)grow;\n"
    "    while (scanf(\"%15s\", command) == 1) {\n"
    "        if (strcmp(command, \"push_front\") == 0 || strcmp(command, \"push_back\") == 0) {\n"
    "            long long x;\n"
    "            if (scanf(\"%lld\", &x) != 1 || x < -1000000000000LL || x > 1000000000000LL) return 1;\n"
    "            if (command[5] == 'f')\n                values[--front] = x;\n"
    "            else\n                values[back++] = x;\n            sum += x;\n"
    "        } else if (strcmp(command, \"pop_front\") == 0 || strcmp(command, \"pop_back\") == 0) {\n"
    "            if (front == back) {\n                puts(\"empty\");\n                continue;\n            }\n"
    "            long long x = command[4] == 'f' ? values[front++] : values[--back];\n"
    "            sum -= x;\n            printf(\"%lld\\n\", x);\n"
    "        } else if (strcmp(command, \"size\") == 0) {\n            printf(\"%zu\\n\", back - front);\n"
    "        } else if (strcmp(command, \"sum\") == 0) {\n            printf(\"%lld\\n\", sum);\n"
    "        } else {\n            return 1;\n        }\n    }\n"
    "    printf(\"left %zu\\n\", back - front);\n"
    "    for (size_t i = front; i < back; i++) printf(i > front ? \" %lld\" : \"%lld\", values[i]);\n"
    "    putchar('\\n');\n    return 0;\n}\n")

_RM_SEGMENT_MAIN = (
    "int main(void) {\n    int n;\n"
    "    if (scanf(\"%d\", &n) != 1 || n < 1 || n > 200000) return 1;\n"
    "    a = malloc(sizeof *a * ((size_t)n + 1));\n    if (!a) return 1;\n"
    "    for (int i = 1; i <= n; i++)\n        if (scanf(\"%lld\", &a[i]) != 1) return 1;\n"
    "    int size = 1;\n    while (size < n) size *= 2;\n"
    "    int *tree = malloc(sizeof *tree * 2 * (size_t)size);  /* leaves: the indices, 0 past n */\n"
    "    if (!tree) return 1;\n"
    "    for (int i = 0; i < size; i++) tree[size + i] = i < n ? i + 1 : 0;\n"
    "    for (int v = size - 1; v >= 1; v--) {\n        int l = tree[2 * v], r = tree[2 * v + 1];\n"
    "        tree[v] = !r ? l : !l ? r : better(l, r);\n    }\n    int q;\n"
    "    if (scanf(\"%d\", &q) != 1 || q < 0 || q > 200000) return 1;\n"
    "    while (q--) {\n        int l, r;\n"
    "        if (scanf(\"%d %d\", &l, &r) != 2 || l < 1 || l > r || r > n) return 1;\n"
    "        int best = 0;\n"
    "        for (int lo = l - 1 + size, hi = r + size; lo < hi; lo /= 2, hi /= 2) {\n"
    "            if (lo & 1) {\n                best = best ? better(best, tree[lo]) : tree[lo];\n"
    "                lo++;\n            }\n"
    "            if (hi & 1) {\n                hi--;\n"
    "                best = best ? better(best, tree[hi]) : tree[hi];\n            }\n        }\n"
    "        printf(\"%lld %d\\n\", a[best], best);\n    }\n"
    "    free(tree);\n    free(a);\n    return 0;\n}\n")

_CF_TABLE_MAIN = (
    "int main(void) {\n    static unsigned char block[1 << 16];\n"
    "    unsigned char class_of[256], lower[256];  /* 0 other, 1 letter, 2 digit */\n"
    "    for (int i = 0; i < 256; i++) {\n"
    "        class_of[i] = (unsigned char)((i >= 'a' && i <= 'z') || (i >= 'A' && i <= 'Z') ? 1\n"
    "                                      : i >= '0' && i <= '9' ? 2 : 0);\n"
    "        lower[i] = (unsigned char)(i >= 'A' && i <= 'Z' ? i + 32 : i);\n    }\n"
    "    long count[26] = {0}, classes[3] = {0}, words = 0, numbers = 0, lines = 0;\n"
    "    int prev = 0;\n    size_t got;\n"
    "    while ((got = fread(block, 1, sizeof block, stdin)) > 0) {\n"
    "        for (size_t k = 0; k < got; k++) {\n"
    "            int c = block[k], cls = class_of[c];\n            classes[cls]++;\n"
    "            if (cls == 1) count[lower[c] - 'a']++;\n            lines += c == '\\n';\n"
    "            if (cls != prev) {\n                words += cls == 1;\n"
    "                numbers += cls == 2;\n            }\n            prev = cls;\n        }\n    }\n"
    "    int shown[26] = {0};\n    for (;;) {\n        int best = -1;\n"
    "        for (int i = 0; i < 26; i++)\n"
    "            if (!shown[i] && count[i] > 0 && (best < 0 || count[i] > count[best])) best = i;\n"
    "        if (best < 0) break;\n        shown[best] = 1;\n"
    "        printf(\"%c %ld\\n\", 'a' + best, count[best]);\n    }\n"
    "    printf(\"letters %ld digits %ld other %ld\\n\", classes[1], classes[2], classes[0]);\n"
    "    printf(\"words %ld numbers %ld lines %ld\\n\", words, numbers, lines);\n"
    "    return 0;\n}\n")

_IV_FENWICK_MAIN = (
    "static int by_value(const void *x, const void *y) {\n"
    "    int p = *(const int *)x, q = *(const int *)y;\n    return (p > q) - (p < q);\n}\n\n"
    "int main(void) {\n    int n;\n"
    "    if (scanf(\"%d\", &n) != 1 || n < 1 || n > 200000) return 1;\n"
    "    int *a = malloc(sizeof *a * (size_t)n), *sorted = malloc(sizeof *sorted * (size_t)n);\n"
    "    int *tree = calloc((size_t)n + 1, sizeof *tree);  /* a Fenwick tree of counts by rank */\n"
    "    if (!a || !sorted || !tree) return 1;\n    (void)sort_count;\n"
    "    for (int i = 0; i < n; i++) {\n"
    "        if (scanf(\"%d\", &a[i]) != 1) return 1;\n"
    "        sorted[i] = a[i];\n    }\n"
    "    qsort(sorted, (size_t)n, sizeof *sorted, by_value);\n    long long inversions = 0;\n"
    "    for (int i = 0; i < n; i++) {\n"
    "        int lo = 0, hi = n;  /* rank: 1 + the values below a[i] */\n"
    "        while (lo < hi) {\n            int mid = (lo + hi) / 2;\n"
    "            if (sorted[mid] <= a[i]) lo = mid + 1;\n            else hi = mid;\n        }\n"
    "        int not_above = 0;  /* the values so far that are not above a[i] */\n"
    "        for (int k = lo; k > 0; k -= k & -k) not_above += tree[k];\n"
    "        inversions += i - not_above;\n"
    "        for (int k = lo; k <= n; k += k & -k) tree[k]++;\n    }\n"
    "    printf(\"%lld\\n\", inversions);\n"
    "    for (int i = 0; i < n; i++) printf(i ? \" %d\" : \"%d\", sorted[i]);\n"
    "    putchar('\\n');\n    free(a);\n    free(sorted);\n    free(tree);\n    return 0;\n}\n")

_IV_BOTTOM_UP_MAIN = (
    "int main(void) {\n    int n;\n"
    "    if (scanf(\"%d\", &n) != 1 || n < 1 || n > 200000) return 1;\n"
    "    int *a = malloc(sizeof *a * (size_t)n);\n    tmp = malloc(sizeof *tmp * (size_t)n);\n"
    "    if (!a || !tmp) return 1;\n    (void)sort_count;\n"
    "    for (int i = 0; i < n; i++)\n"
    "        if (scanf(\"%d\", &a[i]) != 1) return 1;\n"
    "    long long inversions = 0;\n"
    "    for (int width = 1; width < n; width *= 2) {  /* runs of 1, 2, 4, ... merged in pairs */\n"
    "        for (int lo = 0; lo + width < n; lo += 2 * width) {\n"
    "            int mid = lo + width, hi = n - lo > 2 * width ? lo + 2 * width : n;\n"
    "            int i = lo, j = mid, k = 0;\n"
    "            while (i < mid && j < hi) {\n                if (a[j] < a[i]) {\n"
    "                    inversions += mid - i;\n                    tmp[k++] = a[j++];\n"
    "                } else {\n                    tmp[k++] = a[i++];\n                }\n            }\n"
    "            while (i < mid) tmp[k++] = a[i++];\n            while (j < hi) tmp[k++] = a[j++];\n"
    "            for (int m = 0; m < k; m++) a[lo + m] = tmp[m];\n        }\n    }\n"
    "    printf(\"%lld\\n\", inversions);\n"
    "    for (int i = 0; i < n; i++) printf(i ? \" %d\" : \"%d\", a[i]);\n"
    "    putchar('\\n');\n    free(a);\n    free(tmp);\n    return 0;\n}\n")

FRESH4_REWRITES: tuple[Rewrite, ...] = (
    # ------------------------------------------------------------------ f4_life
    R("lf_nine_cell_total", "judge:f4_life",
      "the 3 x 3 block's total, the cell included: alive next at 3, or at 4 when alive now",
      (("                int n = cur[i - w - 1] + cur[i - w] + cur[i - w + 1] + cur[i - 1] + cur[i + 1] +\n"
        "                        cur[i + w - 1] + cur[i + w] + cur[i + w + 1];\n"
        "                next[i] = n == 3 || (n == 2 && cur[i]);",
        "                int total = cur[i - w - 1] + cur[i - w] + cur[i - w + 1] + cur[i - 1] + cur[i] +\n"
        "                            cur[i + 1] + cur[i + w - 1] + cur[i + w] + cur[i + w + 1];\n"
        "                next[i] = total == 3 || (total == 4 && cur[i]);"),)),
    R("lf_stop_when_still", "judge:f4_life", "the steps stop once one changes nothing",
      (("#include <stdlib.h>\n", "#include <stdlib.h>\n#include <string.h>\n"),
       ("        unsigned char *t = cur;\n        cur = next;\n        next = t;\n    }",
        "        int changed = memcmp(cur, next, (size_t)(r + 2) * (size_t)w) != 0;\n"
        "        unsigned char *t = cur;\n        cur = next;\n        next = t;\n"
        "        if (!changed) break;  /* a still grid stays still */\n    }"))),
    AR("lf_asm_zeroing", "judge:f4_life", "asm: a zeroing of a register already zero dropped",
       (), asm_patches=(("\tjne\t.L14\n\txorl\t%r15d, %r15d\n\tcmpb\t$0, 1(%rbx,%rax)\n",
                         "\tjne\t.L14\n\tcmpb\t$0, 1(%rbx,%rax)\n"),)),
    # ------------------------------------------------------------------ f4_deque
    R("dq_middle_array", "judge:f4_deque",
      "one array of 4 * 10^5 + 1 values, the front starting in the middle (no ring)",
      (), main=_DQ_MIDDLE_MAIN),
    R("dq_mask_ring", "judge:f4_deque", "the ring indexed with a mask (its size a power of two)",
      (("bigger[i] = ring[(head + i) % cap];", "bigger[i] = ring[(head + i) & (cap - 1)];"),
       ("head = (head + cap - 1) % cap;", "head = (head - 1) & (cap - 1);"),
       ("ring[(head + count) % cap] = x;", "ring[(head + count) & (cap - 1)] = x;"),
       ("head = (head + 1) % cap;", "head = (head + 1) & (cap - 1);"),
       ("x = ring[(head + count - 1) % cap];", "x = ring[(head + count - 1) & (cap - 1)];"),
       ("printf(i ? \" %lld\" : \"%lld\", ring[(head + i) % cap]);",
        "printf(i ? \" %lld\" : \"%lld\", ring[(head + i) & (cap - 1)]);"))),
    AR("dq_asm_reorder", "judge:f4_deque", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\tcount(%rip), %rsi\n\txorl\t%eax, %eax\n\tleaq\t.LC11(%rip), %rdi\n",
                         "\tmovq\tcount(%rip), %rsi\n\tleaq\t.LC11(%rip), %rdi\n\txorl\t%eax, %eax\n"),)),
    # ------------------------------------------------------------------ f4_collatz
    R("cz_halve_at_once", "judge:f4_collatz",
      "an even value's halvings done at once, by its trailing zero bits",
      (("            n = n % 2 == 0 ? n / 2 : 3 * n + 1;\n            if (n > peak) peak = n;\n"
        "            steps++;\n",
        "            if (n % 2 == 0) {\n"
        "                int zeros = __builtin_ctzll((unsigned long long)n);  /* halving never raises the peak */\n"
        "                n >>= zeros;\n                steps += zeros;\n            } else {\n"
        "                n = 3 * n + 1;\n                if (n > peak) peak = n;\n                steps++;\n"
        "            }\n"),)),
    R("cz_odd_pair", "judge:f4_collatz", "an odd step and the halving after it taken together",
      (("            n = n % 2 == 0 ? n / 2 : 3 * n + 1;\n            if (n > peak) peak = n;\n"
        "            steps++;\n",
        "            if (n % 2) {  /* 3n + 1 is even: halve it in the same turn */\n"
        "                n = 3 * n + 1;\n                if (n > peak) peak = n;\n"
        "                n /= 2;\n                steps += 2;\n            } else {\n"
        "                n /= 2;\n                steps++;\n            }\n"),)),
    AR("cz_asm_halving", "judge:f4_collatz",
       "asm: the halving's rounding toward zero dropped (the value is positive)",
       (), asm_patches=(("\tmovq\t%rax, %rsi\n\tshrq\t$63, %rsi\n\taddq\t%rsi, %rax\n\tsarq\t%rax\n",
                         "\tsarq\t%rax\n"),)),
    # ------------------------------------------------------------------ f4_range_min
    R("rm_segment_tree", "judge:f4_range_min", "a segment tree of indices instead of a sparse table",
      (), main=_RM_SEGMENT_MAIN),
    R("rm_log_table", "judge:f4_range_min", "each length's level from a table of logarithms",
      (("    int levels = 1;\n    while ((1 << levels) <= n) levels++;\n",
        "    int levels = 1;\n    while ((1 << levels) <= n) levels++;\n"
        "    int *log2_of = malloc(sizeof *log2_of * ((size_t)n + 1));\n    if (!log2_of) return 1;\n"
        "    log2_of[1] = 0;\n    for (int i = 2; i <= n; i++) log2_of[i] = log2_of[i / 2] + 1;\n"),
       ("        int k = 0;\n        while ((2 << k) <= r - l + 1) k++;\n",
        "        int k = log2_of[r - l + 1];\n"),
       ("    free(table);\n", "    free(table);\n    free(log2_of);\n"))),
    AR("rm_asm_reorder", "judge:f4_range_min", "asm: two of scanf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%r13, %rdx\n\tmovq\t%r12, %rsi\n", "\tmovq\t%r12, %rsi\n\tmovq\t%r13, %rdx\n"),)),
    # ------------------------------------------------------------------ f4_char_freq
    R("cf_qsort_letters", "judge:f4_char_freq", "the letters sorted with qsort by count, then letter",
      (("#include <stdio.h>\n", "#include <stdio.h>\n#include <stdlib.h>\n"),
       ("int main(void) {\n",
        "static long *counts_of;\n\n"
        "static int by_count(const void *x, const void *y) {\n"
        "    int i = *(const int *)x, j = *(const int *)y;\n"
        "    if (counts_of[i] != counts_of[j]) return counts_of[i] > counts_of[j] ? -1 : 1;\n"
        "    return i - j;\n}\n\nint main(void) {\n"),
       ("    int shown[26] = {0};\n    for (;;) {\n        int best = -1;\n"
        "        for (int i = 0; i < 26; i++)\n"
        "            if (!shown[i] && count[i] > 0 && (best < 0 || count[i] > count[best])) best = i;\n"
        "        if (best < 0) break;\n        shown[best] = 1;\n"
        "        printf(\"%c %ld\\n\", 'a' + best, count[best]);\n    }",
        "    int order[26];\n    for (int i = 0; i < 26; i++) order[i] = i;\n    counts_of = count;\n"
        "    qsort(order, 26, sizeof *order, by_count);\n"
        "    for (int i = 0; i < 26 && count[order[i]] > 0; i++)\n"
        "        printf(\"%c %ld\\n\", 'a' + order[i], count[order[i]]);"))),
    R("cf_class_table", "judge:f4_char_freq", "the input read in blocks, bytes classed by tables",
      (), main=_CF_TABLE_MAIN),
    AR("cf_asm_reorder", "judge:f4_char_freq", "asm: two zeroed counters' stores swapped",
       (), asm_patches=(("\tmovq\t$0, 24(%rsp)\n\tmovq\t$0, 16(%rsp)\n", "\tmovq\t$0, 16(%rsp)\n\tmovq\t$0, 24(%rsp)\n"),)),
    # ------------------------------------------------------------------ f4_roman
    R("ro_greedy_symbols", "judge:f4_roman",
      "numerals read by taking the symbols of the table (CM, CD, ...) greedily, largest first",
      (("            long total = 0;\n            for (size_t i = 0; line[i]; i++) {\n"
        "                int v = letter_value((unsigned char)line[i]), after = letter_value((unsigned char)line[i + 1]);\n"
        "                if (!v) return 1;\n                total += v < after ? -v : v;\n            }",
        "            static const int worth[13] = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};\n"
        "            static const char *const symbol[13] = {\"M\", \"CM\", \"D\", \"CD\", \"C\", \"XC\", \"L\",\n"
        "                                                   \"XL\", \"X\", \"IX\", \"V\", \"IV\", \"I\"};\n"
        "            long total = 0;\n            const char *p = line;\n"
        "            for (int i = 0; i < 13; i++) {\n                size_t len = strlen(symbol[i]);\n"
        "                while (strncmp(p, symbol[i], len) == 0) {\n"
        "                    total += worth[i];\n                    p += len;\n                }\n"
        "            }\n            if (*p) return 1;"),)),
    R("ro_place_tables", "judge:f4_roman", "numbers written place by place from tables of numerals",
      (("    for (int i = 0; i < 13; i++)\n        while (n >= values[i]) {\n"
        "            fputs(names[i], stdout);\n            n -= values[i];\n        }\n    putchar('\\n');",
        "    static const char *const places[4][10] = {\n"
        "        {\"\", \"I\", \"II\", \"III\", \"IV\", \"V\", \"VI\", \"VII\", \"VIII\", \"IX\"},\n"
        "        {\"\", \"X\", \"XX\", \"XXX\", \"XL\", \"L\", \"LX\", \"LXX\", \"LXXX\", \"XC\"},\n"
        "        {\"\", \"C\", \"CC\", \"CCC\", \"CD\", \"D\", \"DC\", \"DCC\", \"DCCC\", \"CM\"},\n"
        "        {\"\", \"M\", \"MM\", \"MMM\"}};\n    (void)values;\n    (void)names;\n"
        "    printf(\"%s%s%s%s\\n\", places[3][n / 1000], places[2][n / 100 % 10], places[1][n / 10 % 10],\n"
        "           places[0][n % 10]);"),)),
    AR("ro_asm_reorder", "judge:f4_roman", "asm: two of fgets's arguments loaded in the other order",
       (), asm_patches=(("\tmovq\tstdin(%rip), %rdx\n\tmovq\t(%rsp), %rdi\n", "\tmovq\t(%rsp), %rdi\n\tmovq\tstdin(%rip), %rdx\n"),)),
    # ------------------------------------------------------------------ f4_grid_sums
    R("gs_row_prefix", "judge:f4_grid_sums", "prefix sums along each row only, a query's rows summed one by one",
      (("            sum[y * w + x] = (ch - '0') + sum[(y - 1) * w + x] + sum[y * w + x - 1] -\n"
        "                             sum[(y - 1) * w + x - 1];",
        "            sum[y * w + x] = (ch - '0') + sum[y * w + x - 1];  /* along the row */"),
       ("        long s = sum[r2 * w + c2] - sum[(r1 - 1) * w + c2] - sum[r2 * w + c1 - 1] +\n"
        "                 sum[(r1 - 1) * w + c1 - 1];",
        "        long s = 0;\n"
        "        for (int y = r1; y <= r2; y++) s += sum[y * w + c2] - sum[y * w + c1 - 1];"))),
    R("gs_int_sums", "judge:f4_grid_sums", "the prefix sums kept in ints (they stay below 3.6 * 10^7)",
      (("    long *sum = calloc(", "    int *sum = calloc("),)),
    AR("gs_asm_reorder", "judge:f4_grid_sums", "asm: two address computations swapped",
       (), asm_patches=(("\tleaq\t44(%rsp), %r13\n\tleaq\t40(%rsp), %r12\n", "\tleaq\t40(%rsp), %r12\n\tleaq\t44(%rsp), %r13\n"),)),
    # ------------------------------------------------------------------ f4_parking
    R("pk_fee_division", "judge:f4_parking", "the hours begun as (d - 1) / 60 + 1, one for d = 0",
      (("            long hours = (t - s->since + 59) / 60;\n            if (hours < 1) hours = 1;",
        "            long d = t - s->since, hours = d == 0 ? 1 : (d - 1) / 60 + 1;"),)),
    R("pk_fnv_hash", "judge:f4_parking", "plates hashed with FNV-1a",
      (("    unsigned h = 5381;\n    while (*s) h = h * 33 + (unsigned char)*s++;",
        "    unsigned h = 2166136261u;\n    while (*s) h = (h ^ (unsigned char)*s++) * 16777619u;"),)),
    AR("pk_asm_reorder", "judge:f4_parking", "asm: a slot's two stores swapped",
       (), asm_patches=(("\tmovl\t$1, 12(%r15)\n\tmovq\t%rcx, 16(%r15)\n", "\tmovq\t%rcx, 16(%r15)\n\tmovl\t$1, 12(%r15)\n"),)),
    # ------------------------------------------------------------------ f4_inversions
    R("iv_fenwick", "judge:f4_inversions", "a Fenwick tree over the ranks of the values",
      (), main=_IV_FENWICK_MAIN),
    R("iv_bottom_up", "judge:f4_inversions", "an iterative merge sort: runs of 1, 2, 4, ... merged",
      (), main=_IV_BOTTOM_UP_MAIN),
    AR("iv_asm_reorder", "judge:f4_inversions", "asm: two register copies after a malloc swapped",
       (), asm_patches=(("\tcall\tmalloc@PLT\n\tmovq\t%rbx, %rdi\n\tmovq\t%rax, %r13\n",
                         "\tcall\tmalloc@PLT\n\tmovq\t%rax, %r13\n\tmovq\t%rbx, %rdi\n"),)),
    # ------------------------------------------------------------------ f4_fractions
    R("fr_operands_reduced", "judge:f4_fractions", "each operand put in lowest terms first",
      (("        switch (op) {",
        "        long long g1 = gcd(a, b), g2 = gcd(c, d);  /* each operand in lowest terms */\n"
        "        a /= g1;\n        b /= g1;\n        c /= g2;\n        d /= g2;\n        switch (op) {"),)),
    R("fr_recursive_gcd", "judge:f4_fractions", "Euclid's algorithm by recursion",
      (("    while (b) {\n        long long t = a % b;\n        a = b;\n        b = t;\n    }\n    return a;",
        "    return b == 0 ? a : gcd(b, a % b);"),)),
    AR("fr_asm_reorder", "judge:f4_fractions", "asm: a sum's two cross products computed in the other order",
       (), asm_patches=(("\timulq\t%r13, %r8\n\timulq\t%rax, %r12\n\timulq\t%rax, %r13\n\tleaq",
                         "\timulq\t%rax, %r12\n\timulq\t%r13, %r8\n\timulq\t%rax, %r13\n\tleaq"),)),
    # ------------------------------------------------------------------ f4_palindrome
    R("pd_manacher", "judge:f4_palindrome", "Manacher's algorithm for the longest run",
      (("        int best = 0;\n"
        "        for (int center = 0; center < 2 * n - 1; center++) {  /* a byte, or between two */\n"
        "            int lo = center / 2, hi = lo + center % 2;\n"
        "            while (lo >= 0 && hi < n && text[lo] == text[hi]) {\n"
        "                lo--;\n                hi++;\n            }\n"
        "            if (hi - lo - 1 > best) best = hi - lo - 1;\n        }",
        "        static int radius[4003];  /* over the text with gaps: even places gaps, odd bytes */\n"
        "        int best = 0, m = 2 * n + 1, center = 0, right = 0;\n"
        "        for (int i = 0; i < m; i++) {\n"
        "            int r = 0;\n"
        "            if (i < right) r = radius[2 * center - i] < right - i ? radius[2 * center - i] : right - i;\n"
        "            while (i - r - 1 >= 0 && i + r + 1 < m &&\n"
        "                   ((i - r - 1) % 2 == 0 || text[(i - r - 1) / 2] == text[(i + r + 1) / 2]))\n"
        "                r++;\n"
        "            radius[i] = r;\n"
        "            if (i + r > right) {\n                center = i;\n                right = i + r;\n            }\n"
        "            if (r > best) best = r;\n        }"),)),
    R("pd_ranges", "judge:f4_palindrome", "letters and digits picked out by ranges, not <ctype.h>",
      (("            if (isalnum(c)) text[n++] = (char)tolower(c);",
        "            if (c >= 'A' && c <= 'Z') c += 'a' - 'A';\n"
        "            if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) text[n++] = (char)c;"),)),
    AR("pd_asm_reorder", "judge:f4_palindrome", "asm: two address computations swapped",
       (), asm_patches=(("\tleaq\ttext.0(%rip), %rbx\n\tleaq\t.LC1(%rip), %r14\n",
                         "\tleaq\t.LC1(%rip), %r14\n\tleaq\ttext.0(%rip), %rbx\n"),)),
    # ------------------------------------------------------------------ f4_hexdump
    R("hx_line_buffer", "judge:f4_hexdump", "each line formatted into a buffer with a hex table, written at once",
      (("        printf(\"%08lx \", offset);\n        for (size_t i = 0; i < 16; i++) {\n"
        "            if (i == 8) putchar(' ');\n            if (i < n)\n"
        "                printf(\" %02x\", group[i]);\n            else\n"
        "                fputs(\"   \", stdout);\n        }\n        fputs(\"  |\", stdout);\n"
        "        for (size_t i = 0; i < n; i++) putchar(group[i] >= 32 && group[i] <= 126 ? group[i] : '.');\n"
        "        puts(\"|\");",
        "        static const char hex[] = \"0123456789abcdef\";\n        char out[96];\n"
        "        int len = sprintf(out, \"%08lx \", offset);\n"
        "        for (size_t i = 0; i < 16; i++) {\n            if (i == 8) out[len++] = ' ';\n"
        "            out[len++] = ' ';\n            out[len++] = i < n ? hex[group[i] >> 4] : ' ';\n"
        "            out[len++] = i < n ? hex[group[i] & 15] : ' ';\n        }\n"
        "        out[len++] = ' ';\n        out[len++] = ' ';\n        out[len++] = '|';\n"
        "        for (size_t i = 0; i < n; i++)\n"
        "            out[len++] = group[i] >= 32 && group[i] <= 126 ? (char)group[i] : '.';\n"
        "        out[len++] = '|';\n        out[len++] = '\\n';\n"
        "        fwrite(out, 1, (size_t)len, stdout);"),)),
    R("hx_loop_compare", "judge:f4_hexdump", "groups compared byte by byte",
      (("        if (n == 16 && have_last && memcmp(group, last, 16) == 0) {",
        "        int same = n == 16 && have_last;\n"
        "        for (size_t i = 0; same && i < 16; i++) same = group[i] == last[i];\n"
        "        if (same) {"),)),
    AR("hx_asm_reorder", "judge:f4_hexdump", "asm: the two halves of a group loaded in the other order",
       (), asm_patches=(("\tmovq\t0(%rbp), %rdx\n\tmovq\t8(%rbp), %rax\n", "\tmovq\t8(%rbp), %rax\n\tmovq\t0(%rbp), %rdx\n"),)),
)


#: ``--set`` names of this set: all of it, and its two fixed halves
FRESH4_SETS: dict[str, tuple[tuple[Mutant, ...], tuple[Rewrite, ...]]] = halves(
    "fresh4", FRESH4_MUTANTS, FRESH4_REWRITES, DEV_PROGRAMS, HELD_PROGRAMS)
