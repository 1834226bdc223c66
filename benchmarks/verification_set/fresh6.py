"""A sixth fresh set of candidates for ``benchmarks/verification.py`` (issue 32), written as a
measuring stick nobody tuned the verifier to, apart from ``fresh.py`` to ``fresh5.py``.

Twelve judge-style programs of kinds no other set has (``programs/f6_*.c``, each stating its
input constraints in its opening comment): a grid turned by quarter turns, a bank of named
accounts driven by commands, meeting rooms over several test cases, the nearest value of a
counted list by queries, word lengths of free text, league standings from match results line
by line, the visible trees of a height grid, a line editor driven by commands, big numbers
multiplied by a small one over several test cases, anagram classes of a counted list of words
by queries, Base64 of any bytes and postfix expressions line by line.  Each has a few public
samples and hidden tests from a small generator in the style of the samples (random values of
the sizes and alphabets the samples show, as judges write them), kept here so that this set
stays apart from the others.

Wrong candidates are of the kinds issue 32 lists (``KINDS``, the same as ``fresh.KINDS``); an
``AsmMutant`` is an *assembly edit*: the reference compiled with ``gcc -O3 -S`` (Debian gcc
12.2) and one thing changed, as an asm-writing model would (a width, a condition code, a
dropped instruction, a wrong immediate).  Honest candidates are the benchmark's
recompilations, hand-written C rewrites and correct assembly edits (``AsmRewrite``: two
independent instructions swapped).

The set is split by program into two fixed halves (``DEV_PROGRAMS``, ``HELD_PROGRAMS``), each
with programs of every input style (a grid, commands, several test cases, a counted list with
queries, free text, lines until the end of the input) and an early-exit candidate:
``--set fresh6-dev`` to develop on, ``--set fresh6-held`` to measure once.

Witnesses are built here in Python; the large ones (2^16 records, a sum past 2^32, a row past
8,192 bytes) stay under 350 KB.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from fresh import KINDS, AsmMutant, AsmRewrite
from mutants import Mutant, Rewrite, halves

__all__ = ["KINDS", "AsmMutant", "AsmRewrite", "DEV_PROGRAMS", "HELD_PROGRAMS", "PUBLIC",
           "GENERATORS", "hidden_inputs", "FRESH6_MUTANTS", "FRESH6_REWRITES", "FRESH6_SETS"]

#: a grid, commands, several test cases, a counted list with queries, free text, lines
DEV_PROGRAMS: tuple[str, ...] = (
    "f6_rotate", "f6_bank", "f6_rooms", "f6_nearest", "f6_wordlen", "f6_standings")
#: a grid, commands, several test cases, a counted list with queries, free text, lines
HELD_PROGRAMS: tuple[str, ...] = (
    "f6_trees", "f6_editor", "f6_bigmul", "f6_anagrams", "f6_base64", "f6_rpn")

# ---------------------------------------------------------------------------- public tests
#: the largest side of the public rotation grids (and of its generator's)
ROTATE_PUBLIC_SIDE = 6
#: the largest |value| of the public nearest-value tests (and of its generator's)
NEAREST_PUBLIC_MAX = 1000000
#: the largest side of the public tree grids (and of its generator's)
TREES_PUBLIC_SIDE = 10

PUBLIC: dict[str, list[str]] = {
    "f6_rotate": [
        "2 3 1\n1 2 3\n4 5 6\n",
        "3 3 2\n1 2 3\n4 5 6\n7 8 9\n",
        "1 4 -1\n-5 0 5 10\n",
        f"{ROTATE_PUBLIC_SIDE} {ROTATE_PUBLIC_SIDE} 7\n" + "".join(
            " ".join(str((y * ROTATE_PUBLIC_SIDE + x) * 53 % 401 - 200)
                     for x in range(ROTATE_PUBLIC_SIDE)) + "\n"
            for y in range(ROTATE_PUBLIC_SIDE)),
        "3 2 0\n1000 -1000\n0 7\n-3 12\n",
    ],
    "f6_bank": [
        "open alice\ndeposit alice 100.00\nwithdraw alice 30.50\nbalance alice\n",
        "open bob\nopen carol\ndeposit bob 20.00\ntransfer bob carol 12.25\nbalance bob\n"
        "balance carol\nwithdraw carol 50.00\n",
        "deposit dave 5.00\nopen dave\nopen dave\nbalance dave\ntransfer dave eve 1.00\n",
        "open acct_1\nopen x9\ndeposit acct_1 9999.99\ntransfer acct_1 x9 0.01\nbalance x9\n"
        "withdraw x9 0.02\n",
    ],
    "f6_rooms": [
        "2\n3\n0 30\n5 10\n15 20\n2\n7 10\n2 4\n",
        "1\n4\n100 250\n120 300\n260 400\n90 110\n",
        "1\n1\n0 1000000000\n",
        "3\n2\n1 3\n2 4\n3\n10 20\n11 19\n12 18\n1\n5 6\n",
    ],
    "f6_nearest": [
        "5\n1 4 9 16 25\n3\n10\n0\n30\n",
        "4\n-7 3 3 12\n3\n2\n-100\n8\n",
        f"3\n{NEAREST_PUBLIC_MAX} {-NEAREST_PUBLIC_MAX} 0\n2\n400000\n-999999\n",
        "1\n42\n2\n42\n-42\n",
    ],
    "f6_wordlen": [
        "Hello, world!\n",
        "The quick brown fox jumps over the lazy dog.\n",
        "a bb ccc\ndddd eeeee\n\n",
        "404: page not found (try again)\n",
        "123 456\n",
    ],
    "f6_standings": [
        "lions 3-1 tigers\nbears 0-0 lions\ntigers 2-2 bears\n",
        "united 1-0 city\n",
        "rovers 2-1 wolves\nwolves 4-0 eagles\neagles 1-1 rovers\nrovers 0-3 eagles\n",
        "a 0-0 b\nb 0-0 c\nc 0-0 a\n",
    ],
    "f6_trees": [
        "5 5\n30373\n25512\n65332\n33549\n35390\n",
        "1 1\n7\n",
        "3 4\n1111\n1911\n1111\n",
        f"{TREES_PUBLIC_SIDE} {TREES_PUBLIC_SIDE}\n" + "".join(
            "".join(str((y * 7 + x * 3) * (x + 1) % 10) for x in range(TREES_PUBLIC_SIDE)) + "\n"
            for y in range(TREES_PUBLIC_SIDE)),
    ],
    "f6_editor": [
        "insert hello\nshow\nleft 2\ninsert XY\nshow\n",
        "insert abc\ninsert def\nleft 10\nshow\nright 1\ndelete 5\nshow\n",
        "show\ndelete 3\ninsert x\nright 4\nshow\n",
        "insert 0123456789abcdef\nleft 3\nshow\ndelete 12\nshow\n",
    ],
    "f6_bigmul": [
        "3\n12 3\n999 -7\n123456789 250\n",
        "1\n0 5\n",
        "2\n1 -1\n5 0\n",
        "2\n99999999999999999999 99\n31415926535897932384626433 -271\n",
    ],
    "f6_anagrams": [
        "5\nlisten silent enlist google banana\n3\ntinsel\ngoogle\nabc\n",
        "3\nab ba ab\n2\nab\nb\n",
        "6\nstop pots tops opts post spot\n1\nspot\n",
        "4\na b c a\n3\na\nd\nc\n",
    ],
    "f6_base64": [
        "Man\n",
        "hello world\n",
        "Base64 encodes three bytes as four characters of sixty-four.\n",
        "The quick brown fox jumps over the lazy dog, then naps under the old oak tree for an hour.\n",
    ],
    "f6_rpn": [
        "3 4 +\n5 1 2 + 4 * + 3 -\n",
        "2 3 4 * +\n10 3 /\n-7 2 %\n",
        "1 +\n\n4 0 /\n",
        "100 -5 * 7 /\n6 2 3\n",
    ],
}

# ---------------------------------------------------------------------------- hidden tests
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_WORDS = ("the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "hello", "world",
          "page", "not", "found", "try", "again", "a", "an", "and", "of", "to", "in", "is",
          "it", "bytes", "characters", "three", "four", "encodes", "old", "oak", "tree")


def _rotate(rng: random.Random) -> str:
    r, c = rng.randint(1, ROTATE_PUBLIC_SIDE), rng.randint(1, ROTATE_PUBLIC_SIDE)
    k = rng.randint(-10, 10)
    rows = [" ".join(str(rng.randint(-1000, 1000)) for _ in range(c)) for _ in range(r)]
    return f"{r} {c} {k}\n" + "".join(row + "\n" for row in rows)


_NAMES = ("alice", "bob", "carol", "dave", "eve", "frank", "acct_1", "x9")


def _amount(rng: random.Random) -> str:
    cents = rng.randint(1, 1000000)
    return f"{cents // 100}.{cents % 100:02d}"


def _bank(rng: random.Random) -> str:
    """Opens of a few names, then deposits, withdrawals, transfers between two different
    accounts and balances, now and then of a name never opened."""
    names = rng.sample(_NAMES, rng.randint(1, 4))
    lines = [f"open {name}" for name in names]
    for _ in range(rng.randint(1, 12)):
        command = rng.choice(["deposit", "deposit", "withdraw", "transfer", "balance", "open"])
        name = rng.choice(names) if rng.random() < 0.9 else rng.choice(_NAMES)
        if command == "transfer":
            if len(names) < 2:
                continue
            home, away = rng.sample(names, 2)
            if rng.random() < 0.1:  # to an account never opened
                away = rng.choice([n for n in _NAMES if n != home])
            lines.append(f"transfer {home} {away} {_amount(rng)}")
        elif command in ("deposit", "withdraw"):
            lines.append(f"{command} {name} {_amount(rng)}")
        else:
            lines.append(f"{command} {name}")
    return "".join(line + "\n" for line in lines)


def _rooms(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 3)):
        n = rng.randint(1, 8)
        meetings = []
        for _ in range(n):
            s = rng.randint(0, 100000)
            meetings.append(f"{s} {s + rng.randint(1, 20000)}")
        cases.append(f"{n}\n" + "".join(m + "\n" for m in meetings))
    return f"{len(cases)}\n" + "".join(cases)


def _nearest(rng: random.Random) -> str:
    n = rng.randint(1, 12)
    values = [rng.randint(-NEAREST_PUBLIC_MAX, NEAREST_PUBLIC_MAX) for _ in range(n)]
    if n > 2 and rng.random() < 0.5:
        values[rng.randrange(n)] = values[0]  # a repeat
    queries = [rng.choice(values) if rng.random() < 0.3
               else rng.randint(-NEAREST_PUBLIC_MAX, NEAREST_PUBLIC_MAX)
               for _ in range(rng.randint(1, 5))]
    return (f"{n}\n{' '.join(map(str, values))}\n{len(queries)}\n"
            + "".join(f"{x}\n" for x in queries))


def _wordlen(rng: random.Random) -> str:
    text = ""
    for _ in range(rng.randint(1, 4)):
        words = [rng.choice(_WORDS) for _ in range(rng.randint(1, 9))]
        if rng.random() < 0.3:
            words[0] = words[0].capitalize()
        if rng.random() < 0.2:
            words.insert(rng.randrange(len(words) + 1), str(rng.randint(0, 999)))
        text += " ".join(words) + rng.choice([".", "!", "?", ",", ""]) + "\n"
    return text


_TEAMS = ("lions", "tigers", "bears", "eagles", "sharks", "wolves", "united", "city",
          "rovers", "athletic")


def _standings(rng: random.Random) -> str:
    teams = rng.sample(_TEAMS, rng.randint(2, 6))
    lines = []
    for _ in range(rng.randint(1, 10)):
        home, away = rng.sample(teams, 2)
        lines.append(f"{home} {rng.randint(0, 5)}-{rng.randint(0, 5)} {away}")
    return "".join(line + "\n" for line in lines)


def _trees(rng: random.Random) -> str:
    r, c = rng.randint(1, TREES_PUBLIC_SIDE), rng.randint(1, TREES_PUBLIC_SIDE)
    rows = ["".join(str(rng.randint(0, 9)) for _ in range(c)) for _ in range(r)]
    return f"{r} {c}\n" + "".join(row + "\n" for row in rows)


def _editor(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 12)):
        command = rng.choice(["insert", "insert", "insert", "left", "right", "delete", "show",
                              "show"])
        if command == "insert":
            word = "".join(rng.choice(_LETTERS + _LETTERS.upper() + "0123456789")
                           for _ in range(rng.randint(1, 8)))
            lines.append(f"insert {word}")
        elif command == "show":
            lines.append("show")
        else:
            lines.append(f"{command} {rng.randint(0, 12)}")
    return "".join(line + "\n" for line in lines)


def _bigmul(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 4)):
        digits = rng.randint(1, 30)
        n = str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(digits - 1))
        cases.append(f"{n} {rng.randint(-999, 999)}")
    return f"{len(cases)}\n" + "".join(case + "\n" for case in cases)


def _anagram_word(rng: random.Random) -> str:
    return "".join(rng.choice("abcde") for _ in range(rng.randint(1, 5)))


def _anagrams(rng: random.Random) -> str:
    words = [_anagram_word(rng) for _ in range(rng.randint(1, 10))]
    for i in range(len(words)):  # some anagrams of the words before
        if i and rng.random() < 0.4:
            letters = list(rng.choice(words[:i]))
            rng.shuffle(letters)
            words[i] = "".join(letters)
    queries = []
    for _ in range(rng.randint(1, 5)):
        if rng.random() < 0.6:
            letters = list(rng.choice(words))
            rng.shuffle(letters)
            queries.append("".join(letters))
        else:
            queries.append(_anagram_word(rng))
    return (f"{len(words)}\n{' '.join(words)}\n{len(queries)}\n"
            + "".join(q + "\n" for q in queries))


def _base64(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 3)):
        words = [rng.choice(_WORDS) for _ in range(rng.randint(1, 12))]
        lines.append(" ".join(words) + rng.choice([".", ",", "!", ""]))
    return "".join(line + "\n" for line in lines)


def _rpn_expression(rng: random.Random, depth: int) -> str:
    if depth == 0 or rng.random() < 0.3:
        return str(rng.randint(-20, 99))
    left, right = _rpn_expression(rng, depth - 1), _rpn_expression(rng, depth - 1)
    return f"{left} {right} {rng.choice('+-*/%+-*')}"


def _rpn(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 5)):
        roll = rng.random()
        if roll < 0.8:
            lines.append(_rpn_expression(rng, rng.randint(1, 3)))
        elif roll < 0.9:
            lines.append(f"{rng.randint(0, 9)} {rng.randint(0, 9)}")
        else:
            lines.append(rng.choice(["", "+", "5 0 /", "7 0 %"]))
    return "".join(line + "\n" for line in lines)


GENERATORS: dict[str, Callable[[random.Random], str]] = {
    "f6_rotate": _rotate, "f6_bank": _bank, "f6_rooms": _rooms, "f6_nearest": _nearest,
    "f6_wordlen": _wordlen, "f6_standings": _standings, "f6_trees": _trees,
    "f6_editor": _editor, "f6_bigmul": _bigmul, "f6_anagrams": _anagrams,
    "f6_base64": _base64, "f6_rpn": _rpn,
}


def hidden_inputs(name: str, count: int = 6, seed: int = 0) -> list[str]:
    """``count`` hidden inputs for program ``name``, deterministic for a seed."""
    rng = random.Random(f"fresh6:{name}:{seed}")
    return [GENERATORS[name](rng) for _ in range(count)]


# ---------------------------------------------------------------------------- witnesses
def _grid_row(values: list[int]) -> str:
    return " ".join(map(str, values)) + "\n"


def _rotate_cancelling() -> str:
    """A 21 x 21 grid whose diagonal is ten 10^15, a 1 and ten -10^15: the trace is 1."""
    side, big = 21, 10 ** 15
    diagonal = [big] * 10 + [1] + [-big] * 10
    rows = [[diagonal[y] if x == y else 0 for x in range(side)] for y in range(side)]
    return f"{side} {side} 0\n" + "".join(_grid_row(row) for row in rows)


def _tree_grid(rows: int, cols: int, nines: tuple[tuple[int, int], ...]) -> str:
    """A grid of 0s with a 9 at each of ``nines`` (0-based): long views from the 9s."""
    grid = [["0"] * cols for _ in range(rows)]
    for y, x in nines:
        grid[y][x] = "9"
    return f"{rows} {cols}\n" + "".join("".join(row) + "\n" for row in grid)


def _standings_gap(matches: int) -> str:
    """Two teams level on points, one with a goal difference of 10^6 a match."""
    return "a 1000000-0 c\n" * matches + "b 1-0 d\n" * matches


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


_WL_BLANKS_MAIN = """int main(void) {
    static char word[1000001];
    long words = 0, letters = 0, longest = 0;
    while (scanf("%1000000s", word) == 1) {  /* words split at blanks */
        const char *s = word, *e = word + strlen(word);
        while (s < e && !letter(*s)) s++;  /* punctuation around a word dropped */
        while (e > s && !letter(e[-1])) e--;
        long length = e - s;
        if (length == 0) continue;
        count[length]++;
        words++;
        letters += length;
        if (length > longest) longest = length;
    }
    for (long l = 1; l <= longest; l++)
        if (count[l]) printf("%ld %ld\\n", l, count[l]);
    printf("words %ld letters %ld\\n", words, letters);
    long hundredths = words ? (200 * letters + words) / (2 * words) : 0;  /* half up */
    printf("mean %ld.%02ld\\n", hundredths / 100, hundredths % 100);
    return 0;
}
"""

_B64_BLOCKS_MAIN = """int main(void) {
    static unsigned char data[4096];  /* read in blocks: no need to hold the whole input */
    size_t n, total = 0;
    while ((n = fread(data, 1, sizeof data, stdin)) > 0) {
        total += n;
        for (size_t i = 0; i < n; i += 3) {
            size_t left = n - i;
            unsigned long group = (unsigned long)data[i] << 16;
            if (left > 1) group |= (unsigned long)data[i + 1] << 8;
            if (left > 2) group |= data[i + 2];
            emit(ALPHABET[group >> 18 & 63]);
            emit(ALPHABET[group >> 12 & 63]);
            emit(left > 1 ? ALPHABET[group >> 6 & 63] : '=');
            emit(left > 2 ? ALPHABET[group & 63] : '=');
        }
    }
    if (column) putchar('\\n');
    printf("bytes %zu lines %ld\\n", total, lines);
    return 0;
}
"""

FRESH6_MUTANTS: tuple[Mutant, ...] = (
    # ------------------------------------------------------------------ f6_rotate
    M("rt_row_8192", "judge:f6_rotate", "capacity",
      "each row written through a line buffer of 8,192 bytes, the values past it dropped",
      (("    for (int y = 0; y < rows; y++) {\n        for (int x = 0; x < cols; x++) {",
        "    static char line[8192];  /* a row's text, written at once */\n"
        "    for (int y = 0; y < rows; y++) {\n        int used = 0;\n"
        "        for (int x = 0; x < cols; x++) {"),
       ("            printf(x ? \" %lld\" : \"%lld\", v);\n        }\n        putchar('\\n');",
        "            if (used < (int)sizeof line - 24)\n"
        "                used += sprintf(line + used, x ? \" %lld\" : \"%lld\", v);\n        }\n"
        "        line[used++] = '\\n';\n        fwrite(line, 1, (size_t)used, stdout);")),
      "1 1000 0\n" + "-1000000000000000 " * 1000 + "\n"),
    M("rt_plus_sign", "judge:f6_rotate", "sign_form",
      "the number of turns parsed by hand, a minus sign only",
      (("int main(void) {\n", _read_signed("read_turns", "long long") + "int main(void) {\n"),
       ("    if (scanf(\"%d %d %lld\", &r, &c, &k) != 3 ||",
        "    if (scanf(\"%d %d\", &r, &c) != 2 || !read_turns(&k) ||")),
      "1 2 +1\n3 4\n"),
    M("rt_trace_double", "judge:f6_rotate", "mixed_extremes",
      "the trace summed in a double, so that it cannot overflow",
      (("    long long trace = 0;", "    double trace = 0;  /* no overflow */"),
       ("    printf(\"trace %lld\\n\", trace);", "    printf(\"trace %.0f\\n\", trace);")),
      _rotate_cancelling()),
    A("rt_trace_32", "judge:f6_rotate", "width",
      "asm: the trace printed from its low 32 bits, sign-extended (movq -> movslq)",
      (), "1 1 0\n5000000000\n",
      asm_patches=(("\tmovq\t8(%rsp), %rsi\n\tleaq\t.LC4(%rip), %rdi\n",
                    "\tmovslq\t8(%rsp), %rsi\n\tleaq\t.LC4(%rip), %rdi\n"),)),
    A("rt_bound_1e12", "judge:f6_rotate", "boundary",
      "asm: the values' bound taken as 10^12 instead of 10^15 (wrong immediates)",
      (), "1 2 0\n10000000000000 -10000000000000\n",
      asm_patches=(("\tmovabsq\t$1000000000000000, %r15\n", "\tmovabsq\t$1000000000000, %r15\n"),
                   ("\tmovabsq\t$2000000000000000, %r14\n", "\tmovabsq\t$2000000000000, %r14\n"))),
    # ------------------------------------------------------------------ f6_bank
    M("bk_cents_int", "judge:f6_bank", "typed_field",
      "an amount parsed into int cents (the amounts of the tests are small)",
      (("    long long v = 0;\n    int digits = 0;\n    while (*s >= '0' && *s <= '9') {",
        "    int v = 0;  /* cents: amounts are small */\n    int digits = 0;\n"
        "    while (*s >= '0' && *s <= '9') {"),),
      "open a\ndeposit a 25000000.00\nbalance a\n"),
    M("bk_self_transfer", "judge:f6_bank", "relation",
      "a transfer from an account to itself skipped as changing nothing",
      (("            struct account *to = &accounts[*sb - 1];\n",
        "            struct account *to = &accounts[*sb - 1];\n"
        "            if (to == from) continue;  /* to itself: nothing changes */\n"),),
      "open a\ndeposit a 1.00\ntransfer a a 2.00\nbalance a\n"),
    M("bk_accounts_4096", "judge:f6_bank", "capacity",
      "at most 4,096 accounts (the tests open a few), an open past them ignored",
      (("#define MAX_ACCOUNTS 200000", "#define MAX_ACCOUNTS 4096  /* banks of the tests are small */"),
       ("            strcpy(accounts[count].name, a);",
        "            if (count == MAX_ACCOUNTS) continue;  /* full */\n"
        "            strcpy(accounts[count].name, a);")),
      "".join(f"open a{i}\n" for i in range(4097)) + "deposit a4096 1.00\nbalance a4096\n"),
    A("bk_withdraw_all", "judge:f6_bank", "relation",
      "asm: a withdrawal of the whole balance refused (jg -> jge)",
      (), "open a\ndeposit a 5.00\nwithdraw a 5.00\nbalance a\n",
      asm_patches=(("\tmovq\t24(%rsp), %rax\n\tcmpq\t%rcx, %rax\n\tjg\t.L46\n",
                    "\tmovq\t24(%rsp), %rax\n\tcmpq\t%rcx, %rax\n\tjge\t.L46\n"),)),
    A("bk_transfer_32", "judge:f6_bank", "width",
      "asm: a transfer's balance compared with the amount in 32 bits (cmpq -> cmpl)",
      (), "open a\nopen b\ndeposit a 42949672.96\ntransfer a b 1.00\nbalance b\n",
      asm_patches=(("\tcmpq\t%rdi, %rdx\n\tjl\t.L46\n", "\tcmpl\t%edi, %edx\n\tjl\t.L46\n"),)),
    # ------------------------------------------------------------------ f6_rooms
    M("rm_static_8192", "judge:f6_rooms", "capacity",
      "the meetings in static arrays of 8,192 (the cases of the tests are small), the rest not kept",
      (("    int *starts = malloc(sizeof *starts * 200000), *ends = malloc(sizeof *ends * 200000);\n"
        "    if (!starts || !ends) return 1;",
        "    static int starts[8192], ends[8192];  /* cases are small */"),
       ("        for (int i = 0; i < n; i++) {\n"
        "            if (scanf(\"%d %d\", &starts[i], &ends[i]) != 2 || starts[i] < 0 ||\n"
        "                starts[i] >= ends[i] || ends[i] > 1000000000)\n                return 1;\n"
        "            booked += ends[i] - starts[i];\n        }",
        "        int kept = 0;\n        for (int i = 0; i < n; i++) {\n            int s, e;\n"
        "            if (scanf(\"%d %d\", &s, &e) != 2 || s < 0 || s >= e || e > 1000000000) return 1;\n"
        "            booked += e - s;\n            if (kept < 8192) {\n                starts[kept] = s;\n"
        "                ends[kept++] = e;\n            }\n        }\n        n = kept;"),
       ("    free(starts);\n    free(ends);\n", "")),
      "1\n9000\n" + "0 1\n" * 9000),
    M("rm_plus_sign", "judge:f6_rooms", "sign_form",
      "the times parsed by hand, a minus sign only",
      (("int main(void) {\n", _read_signed("read_time", "int") + "int main(void) {\n"),
       ("            if (scanf(\"%d %d\", &starts[i], &ends[i]) != 2 || starts[i] < 0 ||",
        "            if (!read_time(&starts[i]) || !read_time(&ends[i]) || starts[i] < 0 ||")),
      "1\n2\n+0 5\n3 +9\n"),
    A("rm_touching_apart", "judge:f6_rooms", "relation",
      "asm: a meeting that starts as another ends kept out of its room (jl -> jle)",
      (), "1\n2\n1 5\n5 9\n",
      asm_patches=(("\tcmpl\t0(%rbp,%rax,4), %edx\n\tjl\t.L14\n",
                    "\tcmpl\t0(%rbp,%rax,4), %edx\n\tjle\t.L14\n"),)),
    A("rm_booked_32", "judge:f6_rooms", "scale",
      "asm: the booked time added in 32 bits (addq -> addl): 5,000 meetings of 10^6",
      (), "1\n5000\n" + "0 1000000\n" * 5000,
      asm_patches=(("\tcltq\n\taddq\t%rax, %r12\n", "\taddl\t%eax, %r12d\n"),)),
    # ------------------------------------------------------------------ f6_nearest
    M("nr_search_4096", "judge:f6_nearest", "early_exit",
      "a branchless search in steps of 4,096 down to 1 (no list of the tests is that long)",
      (("    int lo = 0, hi = n;\n    while (lo < hi) {\n        int mid = lo + (hi - lo) / 2;\n"
        "        if (a[mid] < x) lo = mid + 1;\n        else hi = mid;\n    }\n    return lo;",
        "    int at = 0;  /* branchless: the lists are short */\n"
        "    for (int step = 4096; step > 0; step >>= 1)\n"
        "        if (at + step <= n && a[at + step - 1] < x) at += step;\n    return at;"),),
      "9000\n" + " ".join(map(str, range(9000))) + "\n1\n8999\n"),
    M("nr_double_distance", "judge:f6_nearest", "mixed_extremes",
      "the two distances compared as doubles, so that they cannot overflow",
      (("        else best = x - a[i - 1] <= a[i] - x ? a[i - 1] : a[i];",
        "        else best = (double)x - (double)a[i - 1] <= (double)a[i] - (double)x ? a[i - 1] : a[i];"),),
      "2\n-1000000000000000000 999999999999999999\n1\n0\n"),
    M("nr_plus_sign", "judge:f6_nearest", "sign_form",
      "the queries parsed by hand, a minus sign only",
      (("int main(void) {\n", _read_signed("read_query", "long long") + "int main(void) {\n"),
       ("        if (scanf(\"%lld\", &x) != 1 || x < -LIMIT || x > LIMIT) return 1;",
        "        if (!read_query(&x) || x < -LIMIT || x > LIMIT) return 1;")),
      "2\n1 10\n1\n+9\n"),
    A("nr_tie_larger", "judge:f6_nearest", "relation",
      "asm: of two equally close values the larger taken (cmovle -> cmovl)",
      (), "2\n1 3\n1\n2\n",
      asm_patches=(("\tcmpq\t%rdx, %r9\n\tcmovle\t%rax, %rdi\n", "\tcmpq\t%rdx, %r9\n\tcmovl\t%rax, %rdi\n"),)),
    A("nr_count_16", "judge:f6_nearest", "scale",
      "asm: the count printed from its low 16 bits (an added movzwl): 70,000 equal values",
      (), "70000\n" + "7 " * 70000 + "\n1\n7\n",
      asm_patches=(("\tsubl\t%r8d, %edx\n\tmovq\t%r14, %rdi\n",
                    "\tsubl\t%r8d, %edx\n\tmovzwl\t%dx, %edx\n\tmovq\t%r14, %rdi\n"),)),
    # ------------------------------------------------------------------ f6_wordlen
    M("wl_len_255", "judge:f6_wordlen", "capacity",
      "lengths counted in a table of 256, longer words in its last entry (no word is longer)",
      (("#define MAXLEN 1000000", "#define MAXLEN 255  /* no word is longer */"),
       ("            count[length]++;", "            count[length < MAXLEN ? length : MAXLEN]++;"),
       ("    for (long l = 1; l <= longest; l++)", "    for (long l = 1; l <= longest && l <= MAXLEN; l++)")),
      "a" * 300 + " bc\n"),
    M("wl_split_blanks", "judge:f6_wordlen", "tokens",
      "words split at blanks, the punctuation around each one dropped",
      (("#include <stdio.h>\n",
        "#include <stdio.h>\n#include <string.h>\n\n"
        "static int letter(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }\n"),),
      "end.start\n", main=_WL_BLANKS_MAIN),
    M("wl_mean_printf", "judge:f6_wordlen", "boundary",
      "the mean printed with %.2f (a half-way mean rounds to even, not up)",
      (("    long hundredths = words ? (200 * letters + words) / (2 * words) : 0;  /* half up */\n"
        "    printf(\"mean %ld.%02ld\\n\", hundredths / 100, hundredths % 100);",
        "    printf(\"mean %.2f\\n\", words ? (double)letters / (double)words : 0.0);"),),
      "a a a a a a a bb\n"),
    A("wl_count_16", "judge:f6_wordlen", "scale",
      "asm: a length's count loaded from its low 16 bits (movq -> movzwl): 70,000 words",
      (), "a " * 70000 + "\n",
      asm_patches=(("\tmovq\t(%r15,%r13,8), %rdx\n", "\tmovzwl\t(%r15,%r13,8), %edx\n"),)),
    # ------------------------------------------------------------------ f6_standings
    M("sd_name_8", "judge:f6_standings", "relation",
      "teams told apart by the first 8 bytes of their names (the names of the tests are short)",
      (("    for (const char *s = name; *s; s++) h = h * 33 + (unsigned char)*s;",
        "    for (const char *s = name; *s && s < name + 8; s++) h = h * 33 + (unsigned char)*s;"),
       ("    while (slot[i] && strcmp(teams[slot[i] - 1].name, name) != 0)",
        "    while (slot[i] && strncmp(teams[slot[i] - 1].name, name, 8) != 0)")),
      "manchester_united 2-1 manchester_city\n"),
    M("sd_goals_int", "judge:f6_standings", "scale",
      "the goals scored and conceded kept as ints (a team scores a few a match)",
      (("    long long points, won, drawn, lost, scored, conceded;",
        "    long long points, won, drawn, lost;\n    int scored, conceded;  /* goals are few */"),
       ("               t->lost, t->scored, t->conceded, d > 0 ? \"+\" : \"\", d);",
        "               t->lost, (long long)t->scored, (long long)t->conceded, d > 0 ? \"+\" : \"\", d);")),
      "a 1000000-0 b\n" * 2200),
    M("sd_digit_goals", "judge:f6_standings", "typed_field",
      "a score read as two digits around the '-' (scores are single digits)",
      (("        const char *s = goals(score, &g);\n"
        "        if (!s || *s != '-' || !(s = goals(s + 1, &h)) || *s != '\\0') return 1;",
        "        /* a score is one digit, '-', one digit */\n"
        "        if (score[0] < '0' || score[0] > '9' || score[1] != '-' || score[2] < '0' ||\n"
        "            score[2] > '9' || score[3] != '\\0')\n            return 1;\n"
        "        g = score[0] - '0';\n        h = score[2] - '0';"),),
      "lions 10-2 bears\n"),
    M("sd_line_64", "judge:f6_standings", "capacity",
      "each result read as a line into a buffer of 64 bytes (results are short)",
      (("    char home[40], score[40], away[40];\n"
        "    while (scanf(\"%39s %39s %39s\", home, score, away) == 3) {",
        "    char home[40], score[40], away[40], line[64];  /* a result is short */\n"
        "    while (fgets(line, sizeof line, stdin) &&\n"
        "           sscanf(line, \"%39s %39s %39s\", home, score, away) == 3) {"),),
      "a" * 30 + " 1-0 " + "b" * 30 + "\n"),
    A("sd_difference_32", "judge:f6_standings", "width",
      "asm: goal differences compared in 32 bits when ranking (cmpq -> cmpl)",
      (), _standings_gap(2200),
      asm_patches=(("\tcmpq\t%rcx, %r8\n\tje\t.L20\n", "\tcmpl\t%ecx, %r8d\n\tje\t.L20\n"),)),
    # ------------------------------------------------------------------ f6_trees
    M("tr_view_10", "judge:f6_trees", "early_exit",
      f"each view scanned at most {TREES_PUBLIC_SIDE} trees (no grid of the tests is wider)",
      (("    for (y += dy, x += dx; y >= 0 && y < rows && x >= 0 && x < cols; y += dy, x += dx) {",
        "    for (y += dy, x += dx; y >= 0 && y < rows && x >= 0 && x < cols && "
        f"seen < {TREES_PUBLIC_SIDE};\n         y += dy, x += dx) {{"),),
      _tree_grid(3, 25, ((1, 12),))),
    M("tr_row_1024", "judge:f6_trees", "capacity",
      "a row read into a buffer of 1,024 bytes (the grids of the tests are small)",
      (("    static char row[2048];", "    static char row[1025];  /* rows are short */"),
       ("        if (scanf(\"%2047s\", row) != 1", "        if (scanf(\"%1024s\", row) != 1")),
      "1 1100\n" + "5" * 1100 + "\n"),
    A("tr_score_32", "judge:f6_trees", "width",
      "asm: the scenic score multiplied in 32 bits (imulq -> imull): views of 256 each way",
      (), _tree_grid(513, 513, ((256, 256),)),
      asm_patches=(("\timulq\t%rdi, %r12\n", "\timull\t%edi, %r12d\n"),)),
    A("tr_total_32", "judge:f6_trees", "scale",
      "asm: the total of the scores added in 32 bits (addq -> addl): two trees of 2.6 * 10^9",
      (), _tree_grid(480, 480, ((160, 160), (320, 320))),
      asm_patches=(("\taddq\t%r12, %r9\n", "\taddl\t%r12d, %r9d\n"),)),
    # ------------------------------------------------------------------ f6_editor
    M("ed_plus_sign", "judge:f6_editor", "sign_form",
      "the counts of moves and deletes parsed by hand, digits only",
      (("int main(void) {\n", _read_signed("read_count", "long long") + "int main(void) {\n"),
       ("            if (scanf(\"%lld\", &k) != 1 || k < 0 ||",
        "            if (!read_count(&k) || k < 0 ||")),
      "insert abc\nleft +2\nshow\n"),
    M("ed_text_65536", "judge:f6_editor", "capacity",
      "the text in two static buffers of 65,536 bytes, a word that does not fit dropped",
      (("    before = malloc(MAXTEXT);\n    after = malloc(MAXTEXT);\n    if (!before || !after) return 1;",
        "    static char before_text[65536], after_text[65536];  /* texts are short */\n"
        "    before = before_text;\n    after = after_text;"),
       ("            memcpy(before + nb, word, len);",
        "            if (nb + na + (long)len > 65536) continue;  /* full */\n"
        "            memcpy(before + nb, word, len);"),
       ("    free(before);\n    free(after);\n", "")),
      ("insert " + "a" * 100 + "\n") * 700 + "show\n"),
    M("ed_move_100", "judge:f6_editor", "early_exit",
      "a move to the left of more than 100 bytes cut to 100 (no test moves past a word)",
      (("                long m = k < nb ? (long)k : nb;",
        "                long m = k < nb ? (long)k : nb;\n"
        "                if (m > 100) m = 100;  /* a move is at most a word */"),),
      ("insert " + "b" * 100 + "\n") * 3 + "left 250\nshow\n"),
    A("ed_count_32", "judge:f6_editor", "width",
      "asm: a move's count loaded from its low 32 bits (movq -> movl)",
      (), "insert abc\nleft 4294967296\nshow\n",
      asm_patches=(("\tmovq\t8(%rsp), %rax\n\tcmpq\t%rax, %r15\n", "\tmovl\t8(%rsp), %eax\n\tcmpq\t%rax, %r15\n"),)),
    # ------------------------------------------------------------------ f6_bigmul
    M("bm_plus_sign", "judge:f6_bigmul", "sign_form",
      "the factor K parsed by hand, a minus sign only",
      (("int main(void) {\n", _read_signed("read_factor", "long long") + "int main(void) {\n"),
       ("        if (scanf(\"%10001s %lld\", n, &k) != 2 ||",
        "        if (scanf(\"%10001s\", n) != 1 || !read_factor(&k) ||")),
      "1\n12 +3\n"),
    M("bm_digits_4096", "judge:f6_bigmul", "capacity",
      "N held in a buffer of 4,096 digits (the numbers of the tests are short)",
      (("#define MAXDIGITS 10000", "#define MAXDIGITS 4096"),
       ("        if (scanf(\"%10001s %lld\", n, &k) != 2 ||", "        if (scanf(\"%4097s %lld\", n, &k) != 2 ||")),
      "1\n" + "7" * 5000 + " 3\n"),
    M("bm_carry_3", "judge:f6_bigmul", "early_exit",
      "the carry left after the digits written as at most 3 digits (K has at most 3)",
      (("        while (carry) {\n            product[digits++] = (char)(carry % 10);",
        "        for (int extra = 0; extra < 3 && carry; extra++) {  /* |K| < 1000 */\n"
        "            product[digits++] = (char)(carry % 10);"),),
      "1\n9 1000000\n"),
    A("bm_minus_zero", "judge:f6_bigmul", "relation",
      "asm: the minus sign printed for a zero product too (a dropped je)",
      (), "1\n0 -5\n",
      asm_patches=(("\tcmpb\t$0, product.0(%rip)\n\tleaq\tproduct.0(%rip), %r14\n\tje\t.L15\n",
                    "\tcmpb\t$0, product.0(%rip)\n\tleaq\tproduct.0(%rip), %r14\n"),)),
    A("bm_digit_product_32", "judge:f6_bigmul", "width",
      "asm: a digit times |K| multiplied in 32 bits (imulq -> imull)",
      (), "1\n9 1000000000\n",
      asm_patches=(("\tcltq\n\timulq\t%r11, %rax\n", "\timull\t%r11d, %eax\n\tcltq\n"),)),
    # ------------------------------------------------------------------ f6_anagrams
    M("an_nibble_counts", "judge:f6_anagrams", "boundary",
      "a word's class keyed by its letter counts packed 4 bits a letter (no word has 16 of one)",
      (("    int counts[26] = {0}, len = 0;\n    for (const char *s = word; *s; s++) {\n"
        "        if (*s < 'a' || *s > 'z' || ++len > 50) return 0;\n        counts[*s - 'a']++;\n    }\n"
        "    for (int c = 0; c < 26; c++)\n"
        "        for (int k = 0; k < counts[c]; k++) *key++ = (char)('a' + c);\n    *key = '\\0';",
        "    unsigned long long packed[2] = {0, 0};  /* 4 bits a letter */\n    int len = 0;\n"
        "    for (const char *s = word; *s; s++) {\n"
        "        if (*s < 'a' || *s > 'z' || ++len > 50) return 0;\n"
        "        packed[(*s - 'a') / 13] += 1ULL << (4 * ((*s - 'a') % 13));\n    }\n"
        "    sprintf(key, \"%016llx%016llx\", packed[0], packed[1]);"),),
      "2\naaaaaaaaaaaaaaaa b\n1\nb\n"),
    M("an_key_16", "judge:f6_anagrams", "relation",
      "classes told apart by the first 16 letters of their keys (words are short)",
      (("    for (const char *s = key; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211UL;",
        "    for (const char *s = key; *s && s < key + 16; s++) h = (h ^ (unsigned char)*s) * 1099511628211UL;"),
       ("    while (table[i].key[0] && strcmp(table[i].key, key) != 0) i = (i + 1) % SLOTS;",
        "    while (table[i].key[0] && strncmp(table[i].key, key, 16) != 0) i = (i + 1) % SLOTS;")),
      "2\nabcdefghijklmnopq abcdefghijklmnopr\n1\nqponmlkjihgfedcba\n"),
    M("an_word_32", "judge:f6_anagrams", "capacity",
      "a word read into a buffer of 32 bytes (the words of the tests are short)",
      (("    char word[64];\n    if (scanf(\"%63s\", word) != 1) return 0;",
        "    char word[32];  /* words are short */\n    if (scanf(\"%31s\", word) != 1) return 0;"),),
      "1\n" + "a" * 40 + "\n1\n" + "a" * 40 + "\n"),
    A("an_largest_16", "judge:f6_anagrams", "scale",
      "asm: the largest class printed from its low 16 bits (movq -> movzwl): 65,537 equal words",
      (), "65537\n" + "a " * 65537 + "\n1\na\n",
      asm_patches=(("\tmovq\t%r13, %rdx\n\tleaq\t.LC2(%rip), %rdi\n",
                    "\tmovzwl\t%r13w, %edx\n\tleaq\t.LC2(%rip), %rdi\n"),)),
    A("an_slot_unchecked", "judge:f6_anagrams", "relation",
      "asm: a query answered from the first class in its slot, its key not compared (a dropped jne)",
      (), "1\nnlb\n1\nxxx\n",
      asm_patches=(("\tcall\tstrcmp@PLT\n\ttestl\t%eax, %eax\n\tjne\t.L32\n",
                    "\tcall\tstrcmp@PLT\n\ttestl\t%eax, %eax\n"),)),
    # ------------------------------------------------------------------ f6_base64
    M("b64_blocks_4096", "judge:f6_base64", "capacity",
      "the input encoded in blocks of 4,096 bytes as it is read",
      (), "a" * 4096 + "\n", main=_B64_BLOCKS_MAIN),
    M("b64_last_newline", "judge:f6_base64", "tokens",
      "a newline after the encoding whenever there is one, to end its last line",
      (("    if (column) putchar('\\n');", "    if (n > 0) putchar('\\n');  /* end the last line */"),),
      "a" * 56 + "\n"),
    A("b64_second_signed", "judge:f6_base64", "width",
      "asm: the second byte of a group loaded sign-extended (movzbl -> movsbl)",
      (), "caf\u00e9 au lait\n",
      asm_patches=(("\tmovzbl\t1(%r14), %edx\n", "\tmovsbl\t1(%r14), %edx\n"),)),
    A("b64_bytes_16", "judge:f6_base64", "scale",
      "asm: the number of bytes printed from its low 16 bits (movq -> movzwl): 70,000 bytes",
      (), "a" * 70000,
      asm_patches=(("\tmovq\t%rbx, %rsi\n\tleaq\t.LC0(%rip), %rdi\n",
                    "\tmovzwl\t%bx, %esi\n\tleaq\t.LC0(%rip), %rdi\n"),)),
    # ------------------------------------------------------------------ f6_rpn
    M("rpn_minus_only", "judge:f6_rpn", "sign_form",
      "a number's sign taken as a minus only ('+5' is not a number)",
      (("    int i = t[0] == '+' || t[0] == '-';", "    int i = t[0] == '-';  /* a negative number */"),),
      "+5 3 +\n"),
    M("rpn_stack_4096", "judge:f6_rpn", "capacity",
      "a stack of 4,096 values (the expressions of the tests are short)",
      (("#define MAXSTACK 500001", "#define MAXSTACK 4096  /* expressions are short */"),
       ("    stack[depth++] = t[0] == '-' ? -v : v;",
        "    if (depth == MAXSTACK) {\n        failed = 1;\n        return;\n    }\n"
        "    stack[depth++] = t[0] == '-' ? -v : v;")),
      "1 " * 5000 + "+ " * 4999 + "\n"),
    M("rpn_space_only", "judge:f6_rpn", "tokens",
      "tokens split at spaces only",
      (("        if (c == ' ' || c == '\\t' || c == '\\n' || c == EOF) {",
        "        if (c == ' ' || c == '\\n' || c == EOF) {"),),
      "1\t2 +\n"),
    M("rpn_operand_int", "judge:f6_rpn", "typed_field",
      "a number parsed into an int (the operands of the tests are small)",
      (("    long long v = 0;\n    for (; i < len; i++) {",
        "    int v = 0;  /* operands are small */\n    for (; i < len; i++) {"),),
      "3000000000 1 +\n"),
    A("rpn_min_div", "judge:f6_rpn", "mixed_extremes",
      "asm: the check of -2^63 divided by -1 dropped",
      (), "-1000000000000000000 9 * 223372036854775808 - -1 /\n",
      asm_patches=(("\tmovl\t$1, %edx\n\tsalq\t$63, %rdx\n\tcmpq\t%rdx, %rax\n\tje\t.L21\n", ""),)),
)

_RT_COPY_MAIN = """int main(void) {
    int r, c;
    long long k;
    if (scanf("%d %d %lld", &r, &c, &k) != 3 || r < 1 || c < 1 || r > 1000 || c > 1000 ||
        k < -1000000000000000000LL || k > 1000000000000000000LL)
        return 1;
    long long *g = malloc(sizeof *g * (size_t)r * (size_t)c);
    long long *turned = malloc(sizeof *turned * (size_t)r * (size_t)c);
    if (!g || !turned) return 1;
    for (long i = 0; i < (long)r * c; i++)
        if (scanf("%lld", &g[i]) != 1 || g[i] < -LIMIT || g[i] > LIMIT) return 1;
    long long turns = k % 4;
    if (turns < 0) turns += 4;
    int rows = r, cols = c;
    for (long long t = 0; t < turns; t++) {  /* one clockwise quarter turn at a time */
        for (int y = 0; y < rows; y++)
            for (int x = 0; x < cols; x++)  /* (y, x) goes to (x, rows - 1 - y) */
                turned[(long)x * rows + (rows - 1 - y)] = g[(long)y * cols + x];
        long long *swap = g;
        g = turned;
        turned = swap;
        int side = rows;
        rows = cols;
        cols = side;
    }
    printf("%d %d\\n", rows, cols);
    long long trace = 0;
    for (int y = 0; y < rows; y++) {
        for (int x = 0; x < cols; x++) {
            if (x) putchar(' ');
            printf("%lld", g[(long)y * cols + x]);
        }
        putchar('\\n');
        if (y < cols) trace += g[(long)y * cols + y];
    }
    printf("trace %lld\\n", trace);
    free(g);
    free(turned);
    return 0;
}
"""

_RM_EVENTS_MAIN = """static int by_time(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}

int main(void) {
    int t;
    if (scanf("%d", &t) != 1 || t < 1 || t > 100) return 1;
    /* an event is 2 * time, + 1 for a start: at equal times the ends come first */
    long long *events = malloc(sizeof *events * 400000);
    if (!events) return 1;
    long total = 0;
    for (int tc = 1; tc <= t; tc++) {
        int n;
        if (scanf("%d", &n) != 1 || n < 1 || n > 100000 || (total += n) > 200000) return 1;
        long long booked = 0;
        for (int i = 0; i < n; i++) {
            int s, e;
            if (scanf("%d %d", &s, &e) != 2 || s < 0 || s >= e || e > 1000000000) return 1;
            booked += e - s;
            events[2 * i] = 2LL * s + 1;
            events[2 * i + 1] = 2LL * e;
        }
        qsort(events, (size_t)n * 2, sizeof *events, by_time);
        int used = 0, rooms = 0;
        for (int i = 0; i < 2 * n; i++) {
            if (events[i] & 1) {
                if (++used > rooms) rooms = used;
            } else {
                used--;
            }
        }
        printf("Case #%d: %d %lld\\n", tc, rooms, booked);
    }
    free(events);
    return 0;
}
"""

_RM_HEAP_MAIN = """struct meeting {
    int s, e;
};

static int by_start(const void *a, const void *b) {
    const struct meeting *x = a, *y = b;
    return (x->s > y->s) - (x->s < y->s);
}

static int heap[100000], heap_size;  /* the ends of the meetings holding rooms, smallest on top */

static void push(int v) {
    int i = heap_size++;
    while (i > 0 && heap[(i - 1) / 2] > v) {
        heap[i] = heap[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    heap[i] = v;
}

static void pop(void) {
    int v = heap[--heap_size], i = 0;
    for (;;) {
        int child = 2 * i + 1;
        if (child >= heap_size) break;
        if (child + 1 < heap_size && heap[child + 1] < heap[child]) child++;
        if (heap[child] >= v) break;
        heap[i] = heap[child];
        i = child;
    }
    heap[i] = v;
}

int main(void) {
    int t;
    if (scanf("%d", &t) != 1 || t < 1 || t > 100) return 1;
    struct meeting *m = malloc(sizeof *m * 100000);
    if (!m) return 1;
    long total = 0;
    for (int tc = 1; tc <= t; tc++) {
        int n;
        if (scanf("%d", &n) != 1 || n < 1 || n > 100000 || (total += n) > 200000) return 1;
        long long booked = 0;
        for (int i = 0; i < n; i++) {
            if (scanf("%d %d", &m[i].s, &m[i].e) != 2 || m[i].s < 0 || m[i].s >= m[i].e ||
                m[i].e > 1000000000)
                return 1;
            booked += m[i].e - m[i].s;
        }
        qsort(m, (size_t)n, sizeof *m, by_start);
        int rooms = 0;
        heap_size = 0;
        for (int i = 0; i < n; i++) {
            while (heap_size > 0 && heap[0] <= m[i].s) pop();  /* rooms freed by then */
            push(m[i].e);
            if (heap_size > rooms) rooms = heap_size;
        }
        printf("Case #%d: %d %lld\\n", tc, rooms, booked);
    }
    free(m);
    return 0;
}
"""

_NR_DISTINCT_MAIN = """int main(void) {
    if (scanf("%d", &n) != 1 || n < 1 || n > 200000) return 1;
    a = malloc(sizeof *a * (size_t)n);
    int *times = malloc(sizeof *times * (size_t)n);
    if (!a || !times) return 1;
    for (int i = 0; i < n; i++)
        if (scanf("%lld", &a[i]) != 1 || a[i] < -LIMIT || a[i] > LIMIT) return 1;
    qsort(a, (size_t)n, sizeof *a, ascending);
    int distinct = 0;  /* the distinct values, each with its number of times */
    for (int i = 0; i < n; i++) {
        if (distinct && a[distinct - 1] == a[i]) {
            times[distinct - 1]++;
        } else {
            a[distinct] = a[i];
            times[distinct++] = 1;
        }
    }
    n = distinct;
    int q;
    if (scanf("%d", &q) != 1 || q < 1 || q > 200000) return 1;
    while (q--) {
        long long x;
        if (scanf("%lld", &x) != 1 || x < -LIMIT || x > LIMIT) return 1;
        int i = first_not_below(x), at;
        if (i == n) at = n - 1;
        else if (i == 0 || a[i] == x) at = i;
        else at = x - a[i - 1] <= a[i] - x ? i - 1 : i;
        printf("%lld %d\\n", a[at], times[at]);
    }
    free(a);
    free(times);
    return 0;
}
"""

_WL_FREAD_MAIN = """int main(void) {
    static unsigned char text[MAXLEN + 1];
    size_t n = fread(text, 1, sizeof text, stdin);
    long words = 0, letters = 0, longest = 0;
    for (size_t i = 0; i < n;) {
        if (!((text[i] | 32) >= 'a' && (text[i] | 32) <= 'z')) {
            i++;
            continue;
        }
        size_t start = i;
        while (i < n && (text[i] | 32) >= 'a' && (text[i] | 32) <= 'z') i++;
        long length = (long)(i - start);
        count[length]++;
        words++;
        letters += length;
        if (length > longest) longest = length;
    }
    for (long l = 1; l <= longest; l++)
        if (count[l]) printf("%ld %ld\\n", l, count[l]);
    printf("words %ld letters %ld\\n", words, letters);
    long hundredths = words ? (200 * letters + words) / (2 * words) : 0;  /* half up */
    printf("mean %ld.%02ld\\n", hundredths / 100, hundredths % 100);
    return 0;
}
"""

_TR_LOOPS_MAIN = """int main(void) {
    if (scanf("%d %d", &rows, &cols) != 2 || rows < 1 || cols < 1 || rows > 2000 || cols > 2000 ||
        (long)rows * cols > 1000000)
        return 1;
    grid = malloc((size_t)rows * (size_t)cols);
    if (!grid) return 1;
    static char row[2048];
    for (int y = 0; y < rows; y++) {
        if (scanf("%2047s", row) != 1 || strlen(row) != (size_t)cols) return 1;
        for (int x = 0; x < cols; x++) {
            if (row[x] < '0' || row[x] > '9') return 1;
            grid[(long)y * cols + x] = row[x];
        }
    }
    long visible = 0;
    long long best = -1, total = 0;
    int best_y = 0, best_x = 0;
    for (int y = 0; y < rows; y++) {
        const char *line = grid + (long)y * cols;
        for (int x = 0; x < cols; x++) {
            char h = line[x];
            long up = 0, down = 0, left = 0, right = 0;
            int out = 0, yy, xx;
            for (yy = y - 1; yy >= 0; yy--) {
                up++;
                if (grid[(long)yy * cols + x] >= h) break;
            }
            out |= yy < 0;
            for (yy = y + 1; yy < rows; yy++) {
                down++;
                if (grid[(long)yy * cols + x] >= h) break;
            }
            out |= yy == rows;
            for (xx = x - 1; xx >= 0; xx--) {
                left++;
                if (line[xx] >= h) break;
            }
            out |= xx < 0;
            for (xx = x + 1; xx < cols; xx++) {
                right++;
                if (line[xx] >= h) break;
            }
            out |= xx == cols;
            long long score = (long long)up * down * left * right;
            visible += out;
            total += score;
            if (score > best) {
                best = score;
                best_y = y + 1;
                best_x = x + 1;
            }
        }
    }
    printf("visible %ld\\nbest %lld at %d %d\\ntotal %lld\\n", visible, best, best_y, best_x, total);
    free(grid);
    return 0;
}
"""

_ED_GAP_MAIN = """int main(void) {
    /* one buffer with a gap at the cursor: the text before it at the start, after it at the end */
    char *text = malloc(MAXTEXT);
    if (!text) return 1;
    long gap = 0, tail = MAXTEXT;  /* text[0, gap) before the cursor, text[tail, MAXTEXT) after */
    char command[16], word[128];
    long inserted = 0;
    while (scanf("%15s", command) == 1) {
        if (strcmp(command, "insert") == 0) {
            if (scanf("%127s", word) != 1) return 1;
            size_t len = strlen(word);
            if (len > 100 || (inserted += (long)len) > MAXTEXT) return 1;
            memcpy(text + gap, word, len);
            gap += (long)len;
        } else if (strcmp(command, "show") == 0) {
            long from = gap > 10 ? gap - 10 : 0, to = MAXTEXT - tail > 10 ? tail + 10 : MAXTEXT;
            fwrite(text + from, 1, (size_t)(gap - from), stdout);
            putchar('|');
            fwrite(text + tail, 1, (size_t)(to - tail), stdout);
            putchar('\\n');
        } else {
            long long k;
            if (scanf("%lld", &k) != 1 || k < 0 || k > 1000000000000000000LL) return 1;
            if (strcmp(command, "left") == 0) {
                long m = k < gap ? (long)k : gap;
                memmove(text + tail - m, text + gap - m, (size_t)m);
                gap -= m;
                tail -= m;
            } else if (strcmp(command, "right") == 0) {
                long m = k < MAXTEXT - tail ? (long)k : MAXTEXT - tail;
                memmove(text + gap, text + tail, (size_t)m);
                gap += m;
                tail += m;
            } else if (strcmp(command, "delete") == 0) {
                gap -= k < gap ? (long)k : gap;
            } else {
                return 1;
            }
        }
    }
    printf("length %ld cursor %ld\\n", gap + MAXTEXT - tail, gap);
    fwrite(text, 1, (size_t)gap, stdout);
    fwrite(text + tail, 1, (size_t)(MAXTEXT - tail), stdout);
    putchar('\\n');
    free(text);
    return 0;
}
"""

_BM_LIMBS_MAIN = """int main(void) {
    static char n[MAXDIGITS + 2];
    static unsigned long long limb[MAXDIGITS / 9 + 3];  /* base 10^9, the lowest first */
    int t;
    if (scanf("%d", &t) != 1 || t < 1 || t > 100) return 1;
    while (t--) {
        long long k;
        if (scanf("%10001s %lld", n, &k) != 2 || k < -1000000000LL || k > 1000000000LL) return 1;
        int len = (int)strlen(n);
        if (len > MAXDIGITS || (n[0] == '0' && len > 1)) return 1;
        for (int i = 0; i < len; i++)
            if (n[i] < '0' || n[i] > '9') return 1;
        int limbs = 0;
        for (int end = len; end > 0; end -= 9) {
            int start = end > 9 ? end - 9 : 0;
            unsigned long long v = 0;
            for (int i = start; i < end; i++) v = v * 10 + (unsigned long long)(n[i] - '0');
            limb[limbs++] = v;
        }
        unsigned long long m = k < 0 ? (unsigned long long)-k : (unsigned long long)k, carry = 0;
        for (int i = 0; i < limbs; i++) {  /* below 10^9 * 10^9 + 10^9: no overflow */
            unsigned long long cur = limb[i] * m + carry;
            limb[i] = cur % 1000000000ULL;
            carry = cur / 1000000000ULL;
        }
        while (carry) {
            limb[limbs++] = carry % 1000000000ULL;
            carry /= 1000000000ULL;
        }
        while (limbs > 1 && limb[limbs - 1] == 0) limbs--;
        if (k < 0 && !(limbs == 1 && limb[0] == 0)) putchar('-');
        printf("%llu", limb[limbs - 1]);
        for (int i = limbs - 2; i >= 0; i--) printf("%09llu", limb[i]);
        putchar('\\n');
    }
    return 0;
}
"""

_B64_STREAM_MAIN = """int main(void) {
    size_t n = 0;
    for (;;) {  /* three bytes at a time, as they come */
        int b0 = getchar();
        if (b0 == EOF) break;
        int b1 = getchar(), b2 = b1 == EOF ? EOF : getchar();
        n += 1 + (b1 != EOF) + (b2 != EOF);
        if (n > 1000000) return 1;
        unsigned long group = (unsigned long)b0 << 16 | (unsigned long)(b1 == EOF ? 0 : b1) << 8 |
                              (unsigned long)(b2 == EOF ? 0 : b2);
        emit(ALPHABET[group >> 18]);
        emit(ALPHABET[group >> 12 & 63]);
        emit(b1 == EOF ? '=' : ALPHABET[group >> 6 & 63]);
        emit(b2 == EOF ? '=' : ALPHABET[group & 63]);
        if (b2 == EOF) break;
    }
    if (column) putchar('\\n');
    printf("bytes %zu lines %ld\\n", n, lines);
    return 0;
}
"""

_RPN_WHOLE_MAIN = """int main(void) {
    stack = malloc(sizeof *stack * MAXSTACK);
    char *text = malloc(1000001);
    if (!stack || !text) return 1;
    size_t n = fread(text, 1, 1000001, stdin);
    if (n > 1000000) return 1;
    size_t i = 0;
    while (i < n) {  /* a line at a time */
        size_t end = i;
        while (end < n && text[end] != '\\n') end++;
        depth = 0;
        failed = 0;
        for (size_t at = i; at < end;) {
            if (text[at] == ' ' || text[at] == '\\t') {
                at++;
                continue;
            }
            size_t from = at;
            while (at < end && text[at] != ' ' && text[at] != '\\t') at++;
            if (at - from > 23) failed = 1;
            else token(text + from, (int)(at - from));
        }
        if (!failed && depth == 1) printf("%lld\\n", stack[0]);
        else puts("error");
        i = end + 1;
    }
    free(stack);
    free(text);
    return 0;
}
"""

FRESH6_REWRITES: tuple[Rewrite, ...] = (
    # ------------------------------------------------------------------ f6_rotate
    R("rt_turned_copy", "judge:f6_rotate", "the grid turned one quarter at a time into a second array, then printed",
      (), main=_RT_COPY_MAIN),
    R("rt_turns_and", "judge:f6_rotate", "the turns taken as k & 3 (k mod 4 in two's complement)",
      (("    int turns = (int)((k % 4 + 4) % 4);", "    int turns = (int)(k & 3);"),)),
    AR("rt_asm_reorder", "judge:f6_rotate", "asm: printf's two dimensions set in the other order",
       (), asm_patches=(("\tmovl\t%r12d, %edx\n\tmovl\t%r13d, %esi\n", "\tmovl\t%r13d, %esi\n\tmovl\t%r12d, %edx\n"),)),
    # ------------------------------------------------------------------ f6_bank
    R("bk_djb2", "judge:f6_bank", "names hashed with djb2",
      (("    unsigned h = 2166136261u;\n    while (*s) h = (h ^ (unsigned char)*s++) * 16777619u;",
        "    unsigned h = 5381;\n    while (*s) h = h * 33 + (unsigned char)*s++;"),)),
    R("bk_running_total", "judge:f6_bank", "the total of the balances kept as the commands change it",
      (("static int count;\n", "static int count;\nstatic long long total_cents;  /* of all the balances */\n"),
       ("        } else if (command[0] == 'd') {\n            from->cents += v;",
        "        } else if (command[0] == 'd') {\n            from->cents += v;\n            total_cents += v;"),
       ("            from->cents -= v;\n        } else {",
        "            from->cents -= v;\n            total_cents -= v;\n        } else {"),
       ("    long long total = 0;\n    for (int i = 0; i < count; i++) total += accounts[i].cents;\n", ""),
       ("    print_amount(total);", "    print_amount(total_cents);"))),
    AR("bk_asm_reorder", "judge:f6_bank", "asm: the total and the divisor set in the other order",
       (), asm_patches=(("\tmovq\t%rbx, %rax\n\tmovl\t$100, %ecx\n", "\tmovl\t$100, %ecx\n\tmovq\t%rbx, %rax\n"),)),
    # ------------------------------------------------------------------ f6_rooms
    R("rm_events", "judge:f6_rooms", "starts and ends as one sorted list of events, the ends first at equal times",
      (), main=_RM_EVENTS_MAIN),
    R("rm_heap", "judge:f6_rooms", "the meetings by start, the ends of the rooms in use in a min-heap",
      (), main=_RM_HEAP_MAIN),
    AR("rm_asm_reorder", "judge:f6_rooms", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovl\t%ebx, %esi\n\tmovq\t%r12, %rcx\n", "\tmovq\t%r12, %rcx\n\tmovl\t%ebx, %esi\n"),)),
    # ------------------------------------------------------------------ f6_nearest
    R("nr_distinct_values", "judge:f6_nearest", "the sorted list cut to distinct values, each with its number of times",
      (), main=_NR_DISTINCT_MAIN),
    R("nr_unsigned_distance", "judge:f6_nearest", "the two distances compared as unsigned 64-bit numbers",
      (("        else best = x - a[i - 1] <= a[i] - x ? a[i - 1] : a[i];",
        "        else best = (unsigned long long)x - (unsigned long long)a[i - 1] <=\n"
        "                            (unsigned long long)a[i] - (unsigned long long)x ? a[i - 1] : a[i];"),)),
    AR("nr_asm_reorder", "judge:f6_nearest", "asm: the two neighbours loaded in the other order",
       (), asm_patches=(("\tmovq\t(%rsi,%rdx,8), %rdi\n\tmovq\t-8(%rsi,%rdx,8), %rax\n",
                         "\tmovq\t-8(%rsi,%rdx,8), %rax\n\tmovq\t(%rsi,%rdx,8), %rdi\n"),)),
    # ------------------------------------------------------------------ f6_wordlen
    R("wl_whole_input", "judge:f6_wordlen", "the whole input read first, the words found by index",
      (), main=_WL_FREAD_MAIN),
    R("wl_mean_remainder", "judge:f6_wordlen", "the mean rounded up from the remainder of 100 S / W",
      (("    long hundredths = words ? (200 * letters + words) / (2 * words) : 0;  /* half up */",
        "    long hundredths = 0;\n    if (words) {\n        hundredths = 100 * letters / words;\n"
        "        if (2 * (100 * letters % words) >= words) hundredths++;\n    }"),)),
    AR("wl_asm_reorder", "judge:f6_wordlen", "asm: printf's letters and format set in the other order",
       (), asm_patches=(("\tmovq\t%r12, %rdx\n\tleaq\t.LC1(%rip), %rdi\n", "\tleaq\t.LC1(%rip), %rdi\n\tmovq\t%r12, %rdx\n"),)),
    # ------------------------------------------------------------------ f6_standings
    R("sd_fnv", "judge:f6_standings", "names hashed with FNV-1a",
      (("    unsigned long h = 5381;\n    for (const char *s = name; *s; s++) h = h * 33 + (unsigned char)*s;",
        "    unsigned long h = 1469598103934665603UL;\n"
        "    for (const char *s = name; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211UL;"),)),
    R("sd_points_at_end", "judge:f6_standings", "the points counted from the wins and draws before the sort",
      (("        t->points += 3;\n", ""),
       ("        t->points += 1;\n", ""),
       ("    qsort(teams, (size_t)count, sizeof *teams, by_rank);",
        "    for (int i = 0; i < count; i++) teams[i].points = 3 * teams[i].won + teams[i].drawn;\n"
        "    qsort(teams, (size_t)count, sizeof *teams, by_rank);"))),
    AR("sd_asm_reorder", "judge:f6_standings", "asm: the two sign strings loaded in the other order",
       (), asm_patches=(("\tleaq\t.LC4(%rip), %r13\n\tleaq\t.LC3(%rip), %r14\n",
                         "\tleaq\t.LC3(%rip), %r14\n\tleaq\t.LC4(%rip), %r13\n"),)),
    # ------------------------------------------------------------------ f6_trees
    R("tr_four_loops", "judge:f6_trees", "the four views scanned by four loops of their own",
      (), main=_TR_LOOPS_MAIN),
    R("tr_edge_first", "judge:f6_trees", "a tree on the edge counted visible with score 0 without scanning",
      (("            long long score = 1;\n            int seen_out = 0;\n            for (int d = 0; d < 4; d++) {",
        "            long long score = 1;\n            int seen_out = 0;\n"
        "            int edge = y == 0 || x == 0 || y == rows - 1 || x == cols - 1;\n"
        "            if (edge) {\n                score = 0;\n                seen_out = 1;\n            }\n"
        "            for (int d = 0; d < 4 && !edge; d++) {"),)),
    AR("tr_asm_reorder", "judge:f6_trees", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovl\t76(%rsp), %r8d\n\tmovl\t%r11d, %ecx\n", "\tmovl\t%r11d, %ecx\n\tmovl\t76(%rsp), %r8d\n"),)),
    # ------------------------------------------------------------------ f6_editor
    R("ed_gap_buffer", "judge:f6_editor", "one buffer with a gap at the cursor, moves by memmove",
      (), main=_ED_GAP_MAIN),
    R("ed_show_loop", "judge:f6_editor", "the bytes before the cursor shown by a loop of putchar",
      (("            fwrite(before + from, 1, (size_t)(nb - from), stdout);",
        "            for (long i = from; i < nb; i++) putchar(before[i]);"),)),
    AR("ed_asm_reorder", "judge:f6_editor", "asm: the two lengths loaded in the other order",
       (), asm_patches=(("\tmovq\tnb(%rip), %rdx\n\tmovq\tna(%rip), %rsi\n\tleaq\t.LC8(%rip), %rdi\n",
                         "\tmovq\tna(%rip), %rsi\n\tmovq\tnb(%rip), %rdx\n\tleaq\t.LC8(%rip), %rdi\n"),)),
    # ------------------------------------------------------------------ f6_bigmul
    R("bm_limbs", "judge:f6_bigmul", "N in limbs of nine digits, each multiplied by |K| in 64 bits",
      (), main=_BM_LIMBS_MAIN),
    R("bm_zero_by_operands", "judge:f6_bigmul", "a zero product told from its operands (N is 0 or K is 0)",
      (("        if (negative && !(digits == 1 && product[0] == 0)) putchar('-');",
        "        if (negative && !(len == 1 && n[0] == '0')) putchar('-');  /* K < 0 is not 0 */"),)),
    AR("bm_asm_reorder", "judge:f6_bigmul", "asm: |K|'s copy and the product's address set in the other order",
       (), asm_patches=(("\tmovq\t%r14, %r11\n\tleaq\tproduct.0(%rip), %r8\n",
                         "\tleaq\tproduct.0(%rip), %r8\n\tmovq\t%r14, %r11\n"),)),
    # ------------------------------------------------------------------ f6_anagrams
    R("an_count_key", "judge:f6_anagrams", "a word's key its 26 letter counts, each as one byte",
      (("    for (int c = 0; c < 26; c++)\n"
        "        for (int k = 0; k < counts[c]; k++) *key++ = (char)('a' + c);\n    *key = '\\0';",
        "    for (int c = 0; c < 26; c++) key[c] = (char)(1 + counts[c]);  /* never 0 */\n"
        "    key[26] = '\\0';"),)),
    R("an_qsort_letters", "judge:f6_anagrams", "a word's letters sorted with qsort",
      (("static int read_key(char *key) {",
        "static int by_letter(const void *a, const void *b) {\n"
        "    return *(const char *)a - *(const char *)b;\n}\n\n"
        "static int read_key(char *key) {"),
       ("    for (int c = 0; c < 26; c++)\n"
        "        for (int k = 0; k < counts[c]; k++) *key++ = (char)('a' + c);\n    *key = '\\0';",
        "    strcpy(key, word);\n    qsort(key, (size_t)len, 1, by_letter);\n    (void)counts;"))),
    AR("an_asm_reorder", "judge:f6_anagrams", "asm: printf's two counts set in the other order",
       (), asm_patches=(("\tmovq\t8(%rsp), %rsi\n\tmovq\t%r13, %rdx\n", "\tmovq\t%r13, %rdx\n\tmovq\t8(%rsp), %rsi\n"),)),
    # ------------------------------------------------------------------ f6_base64
    R("b64_stream", "judge:f6_base64", "three bytes read at a time with getchar and encoded as they come",
      (), main=_B64_STREAM_MAIN),
    R("b64_group_table", "judge:f6_base64", "a group's four characters picked by shifts from a 32-bit value",
      (("        unsigned long group = (unsigned long)data[i] << 16;\n"
        "        if (left > 1) group |= (unsigned long)data[i + 1] << 8;\n"
        "        if (left > 2) group |= data[i + 2];",
        "        unsigned group = (unsigned)data[i] << 16 | (left > 1 ? (unsigned)data[i + 1] << 8 : 0u) |\n"
        "                         (left > 2 ? data[i + 2] : 0u);"),)),
    AR("b64_asm_reorder", "judge:f6_base64", "asm: printf's two counts set in the other order",
       (), asm_patches=(("\tmovq\tlines(%rip), %rdx\n\tmovq\t%rbx, %rsi\n", "\tmovq\t%rbx, %rsi\n\tmovq\tlines(%rip), %rdx\n"),)),
    # ------------------------------------------------------------------ f6_rpn
    R("rpn_whole_input", "judge:f6_rpn", "the whole input read first, split into lines and tokens by index",
      (), main=_RPN_WHOLE_MAIN),
    R("rpn_builtin_wrap", "judge:f6_rpn", "+ - * wrapped by the compiler's overflow builtins",
      (("    case '+': r = (long long)(ua + ub); break;\n    case '-': r = (long long)(ua - ub); break;\n"
        "    case '*': r = (long long)(ua * ub); break;",
        "    case '+': __builtin_add_overflow(a, b, &r); break;\n"
        "    case '-': __builtin_sub_overflow(a, b, &r); break;\n"
        "    case '*': __builtin_mul_overflow(a, b, &r); break;"),
       ("    unsigned long long ua = (unsigned long long)a, ub = (unsigned long long)b;\n", ""))),
    AR("rpn_asm_reorder", "judge:f6_rpn", "asm: the stack's address and printf's format loaded in the other order",
       (), asm_patches=(("\tmovq\tstack(%rip), %rax\n\tleaq\t.LC0(%rip), %rdi\n",
                         "\tleaq\t.LC0(%rip), %rdi\n\tmovq\tstack(%rip), %rax\n"),)),
)


#: ``--set`` names of this set: all of it, and its two fixed halves
FRESH6_SETS: dict[str, tuple[tuple[Mutant, ...], tuple[Rewrite, ...]]] = halves(
    "fresh6", FRESH6_MUTANTS, FRESH6_REWRITES, DEV_PROGRAMS, HELD_PROGRAMS)
