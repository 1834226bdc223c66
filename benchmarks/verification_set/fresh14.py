"""A fourteenth fresh set of candidates for ``benchmarks/verification.py`` (issue 32), written as
a measuring stick nobody tuned the verifier to, apart from ``fresh.py`` to ``fresh13.py``.

Twelve judge-style programs of kinds no other set has (``programs/f14_*.c``, each stating its
input constraints in its opening comment): the slots of a crossword grid, votes for candidates
driven by commands, binomial coefficients over several test cases, the first day a savings
account reaches a target in a counted list answering queries, snake case turned to camel case
in free text, passwords checked line by line, the mirror symmetries of a picture, a stopwatch
driven by commands, resistors in series and in parallel over several test cases, the top of a
leaderboard in a counted list answering queries, stretched words in free text and MAC
addresses line by line.  Each has a few public samples and hidden tests from a small generator
in the style of the samples (random values of the sizes and alphabets the samples show, as
judges write them), kept here so that this set stays apart from the others.

Wrong candidates are of the kinds issue 32 lists (``KINDS``, the same as ``fresh.KINDS``); an
``AsmMutant`` is an *assembly edit*: the reference compiled with ``gcc -O3 -S`` (Debian gcc
12.2) and one thing changed, as an asm-writing model would (a width, a condition code, an added
or dropped instruction, a wrong immediate).  Honest candidates are the benchmark's
recompilations, hand-written C rewrites and correct assembly edits (``AsmRewrite``: two
independent instructions swapped).

The set is split by program into two fixed halves (``DEV_PROGRAMS``, ``HELD_PROGRAMS``), each
with programs of every input style (a grid, commands, several test cases, a counted list with
queries, free text, lines until the end of the input) and an early-exit candidate:
``--set fresh14-dev`` to develop on, ``--set fresh14-held`` to measure once.

Witnesses are built here in Python; the large ones (2^16 records, a sum past 2^32, a row of
70,000 cells, a text past 65,536 bytes) stay under 500 KB of input.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from fresh import KINDS, AsmMutant, AsmRewrite
from mutants import Mutant, Rewrite, halves

__all__ = ["KINDS", "AsmMutant", "AsmRewrite", "DEV_PROGRAMS", "HELD_PROGRAMS", "PUBLIC",
           "GENERATORS", "hidden_inputs", "FRESH14_MUTANTS", "FRESH14_REWRITES", "FRESH14_SETS"]

#: a grid, commands, several test cases, a counted list with queries, free text, lines
DEV_PROGRAMS: tuple[str, ...] = (
    "f14_crossword", "f14_votes", "f14_binom", "f14_savings", "f14_snake", "f14_passwords")
#: a grid, commands, several test cases, a counted list with queries, free text, lines
HELD_PROGRAMS: tuple[str, ...] = (
    "f14_mirror", "f14_stopwatch", "f14_resist", "f14_topk", "f14_stretch", "f14_macaddr")


# ---------------------------------------------------------------------------- public tests
PUBLIC: dict[str, list[str]] = {
    "f14_crossword": [
        "3 4\n..#.\n....\n#..#\n",
        "1 1\n.\n",
        "5 5\n#...#\n.....\n..#..\n.....\n#...#\n",
        "2 3\n###\n#.#\n",
        "4 2\n..\n#.\n..\n.#\n",
    ],
    "f14_votes": [
        "vote bob\nvote al\nvote bob\nleader\nunvote bob\nleader\ncount al\nunvote zed\n",
        "leader\ncount x\n",
        "vote carol vote dave vote dave vote carol leader\nunvote carol unvote carol unvote carol\n"
        "leader count carol\n",
        "vote eve\nvote zoe vote amy vote amy\nunvote eve\ncount eve\nleader\n",
    ],
    "f14_binom": [
        "4\n5 2\n10 3\n3 5\n0 0\n",
        "3\n1000 500\n7 7\n6 3\n",
        "2\n20 10\n1 0\n",
    ],
    "f14_savings": [
        "4\n5 3 0 7\n3\n5 9 100\n",
        "1\n0\n2\n0\n-5\n",
        "3\n1000000000 999999999 1\n3\n1999999999 2000000000 2000000001\n",
    ],
    "f14_snake": [
        "total_count = row_count + col_count;\nprint(total_count)\n",
        "",
        "The file_name and the FILE_NAME differ; _private and trailing_ stay.\n",
        "utf8_decode(buf_in, len)\nnumber_of_items",
    ],
    "f14_passwords": [
        "Passw0rd!\nabc\nAAAbbb111!!!\nhello world 1A!\n",
        "Tr0ub4dor&3\r\ncorrect horse battery staple\n",
        "",
        "Xy9!Xy9!",
    ],
    "f14_mirror": [
        "2 3\n#.#\n.#.\n",
        "1 1\n#\n",
        "3 4\n#..#\n.##.\n#..#\n",
        "4 3\n##.\n.#.\n.#.\n.##\n",
        "2 5\n#.#.#\n.....\n",
    ],
    "f14_stopwatch": [
        "start 0\nlap 1500\nlap 61000\nstop 70000\nshow 80000\nstart 90000\nlap 3700000\nshow 3700001\n",
        "show 0\nstop 5\nlap 5\n",
        "start 100 start 200 stop 300 stop 400 reset 500 show 600 start 700 lap 1700 reset 1800\n"
        "lap 1900 stop 2000 reset 2100 show 2200\n",
        "start 5\nlap 125\nlap 7325\nlap 7330\nstop 36000000\n",
    ],
    "f14_resist": [
        "2\n2\n100 100\n3\n1 2 3\n",
        "1\n1\n1000000\n",
        "3\n4\n10 20 30 40\n2\n1 1000000000\n1\n7\n",
    ],
    "f14_topk": [
        "5\n10 30 20 30 5\n3\n1 2 4\n",
        "1\n0\n1\n1\n",
        "6\n7 7 7 3 3 9\n3\n1 2 6\n",
        "3\n1000000000 999999999 1000000000\n2\n2 3\n",
    ],
    "f14_stretch": [
        "Sooo cool!!! YESSS\n",
        "",
        "no stretched words here, only a few letters\n",
        "Hmmm... I said noooo, but aaabbbb and zzz are odd.\n",
    ],
    "f14_macaddr": [
        "01:23:45:67:89:ab\n01-23-45-67-89-AB\n0123.4567.89ab\nff:ff:ff:ff:ff:ff\n03:00:00:00:00:00\n"
        "01:23:45:67:89\nhello\n",
        "",
        "00:1A:2b:3C:4d:5E\r\n001a.2b3c.4d5e\n02-00-00-00-00-01",
        "0g:23:45:67:89:ab\n00:00:00:00:00:00\n00:00:00:00:00:00\n",
    ],
}

# ---------------------------------------------------------------------------- hidden tests
_NAMES = ("al", "bob", "carol", "dave", "eve", "zoe", "amy", "max", "ida", "ned")
_IDENT = ("row", "col", "count", "total", "max", "min", "buf", "len", "item", "name", "file",
          "index", "value", "utf8", "x2", "num", "next", "prev")
_PROSE = ("the", "and", "of", "a", "to", "in", "is", "it", "that", "was", "for", "on", "with",
          "print", "return", "if", "else", "while", "Value", "Count", "NAME")
_PLAIN = ("so", "cool", "yes", "no", "wow", "hello", "nice", "well", "okay", "what", "really",
          "good", "ha", "hm", "great", "fine", "see", "you", "later")
_SYMBOLS = "!@#$%^&*()-_=+[]{};:,.<>/?"
_BAD_MACS = ("01:23:45:67:89", "0g:23:45:67:89:ab", "hello", "", "0123.4567", "01:23:45:67:89:ab:cd",
             "0123-4567-89ab", "01 23 45 67 89 ab", "01:23:45:67:89:a")


def _grid(rng: random.Random, cells: str) -> str:
    r, c = rng.randint(1, 6), rng.randint(1, 6)
    rows = ["".join(rng.choice(cells) for _ in range(c)) for _ in range(r)]
    return f"{r} {c}\n" + "".join(row + "\n" for row in rows)


def _crossword(rng: random.Random) -> str:
    return _grid(rng, rng.choice(["..#", "...#", "....#", ".#"]))


def _mirror(rng: random.Random) -> str:
    if rng.random() < 0.3:  # a picture made symmetric one way or the other
        r, c = rng.randint(1, 6), rng.randint(1, 6)
        rows = [[rng.choice("#.") for _ in range(c)] for _ in range(r)]
        for y in range(r):
            for x in range(c):
                rows[y][c - 1 - x] = rows[y][x]
        return f"{r} {c}\n" + "".join("".join(row) + "\n" for row in rows)
    return _grid(rng, rng.choice(["#.", "#..", "##."]))


def _votes(rng: random.Random) -> str:
    names = rng.sample(_NAMES, rng.randint(1, 5))
    words = []
    for _ in range(rng.randint(1, 14)):
        command = rng.choice(["vote", "vote", "vote", "unvote", "count", "leader"])
        words.append(command if command == "leader" else f"{command} {rng.choice(names)}")
    return "".join(w + rng.choice(["\n", "\n", " "]) for w in words)


def _stopwatch(rng: random.Random) -> str:
    t = rng.randint(0, 1000)
    lines = []
    for _ in range(rng.randint(1, 12)):
        t += rng.randint(1, rng.choice([1000, 60000, 3600000]))
        lines.append(f"{rng.choice(['start', 'start', 'stop', 'lap', 'lap', 'show', 'reset'])} {t}")
    return "".join(line + "\n" for line in lines)


def _binom(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 6)):
        n = rng.randint(0, rng.choice([10, 50, 1000, 100000]))
        k = rng.randint(0, n + 2)
        cases.append(f"{n} {k}")
    return f"{len(cases)}\n" + "".join(case + "\n" for case in cases)


def _resist(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 4)):
        top = rng.choice([10, 1000, 10 ** 6])
        values = [rng.randint(1, top) for _ in range(rng.randint(1, 6))]
        cases.append(f"{len(values)}\n" + " ".join(map(str, values)) + "\n")
    return f"{len(cases)}\n" + "".join(cases)


def _savings(rng: random.Random) -> str:
    n = rng.randint(1, 10)
    top = rng.choice([10, 1000, 10 ** 6, 10 ** 8])
    deposits = [rng.randint(1, top) for _ in range(n)]
    total = sum(deposits)
    targets = [rng.randint(-5, total + top) for _ in range(rng.randint(1, 5))]
    return (f"{n}\n" + " ".join(map(str, deposits)) + f"\n{len(targets)}\n"
            + "".join(f"{x}\n" for x in targets))


def _topk(rng: random.Random) -> str:
    n = rng.randint(1, 10)
    top = rng.choice([5, 100, 10 ** 6, 10 ** 9])
    scores = [rng.randint(0, top) for _ in range(n)]
    ranks = [rng.randint(1, n) for _ in range(rng.randint(1, 5))]
    return (f"{n}\n" + " ".join(map(str, scores)) + f"\n{len(ranks)}\n"
            + "".join(f"{k}\n" for k in ranks))


def _identifier(rng: random.Random) -> str:
    parts = [rng.choice(_IDENT) for _ in range(rng.randint(1, 3))]
    word = "_".join(parts)
    if rng.random() < 0.15:
        word = word.upper()
    return word


def _snake(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(0, 5)):
        words = [_identifier(rng) if rng.random() < 0.5 else rng.choice(_PROSE)
                 for _ in range(rng.randint(1, 7))]
        line = ""
        for i, word in enumerate(words):
            line += word
            if i + 1 < len(words):
                line += rng.choice([" ", " ", " = ", ", ", "(", " + ", "; "])
        lines.append(line)
    return "".join(line + "\n" for line in lines)


def _stretched(rng: random.Random) -> str:
    word = rng.choice(_PLAIN)
    if rng.random() < 0.4:
        at = rng.randrange(len(word))
        word = word[:at + 1] + word[at] * rng.randint(2, 5) + word[at + 1:]
    if rng.random() < 0.2:
        word = word.upper() if rng.random() < 0.5 else word.capitalize()
    return word + rng.choice(["", "", "", ",", ".", "!", "!!!", "?", "..."])


def _stretch(rng: random.Random) -> str:
    lines = [" ".join(_stretched(rng) for _ in range(rng.randint(1, 8)))
             for _ in range(rng.randint(0, 4))]
    return "".join(line + "\n" for line in lines)


def _password(rng: random.Random) -> str:
    pools = ["abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789", _SYMBOLS]
    chosen = rng.sample(pools, rng.randint(1, 4))
    text = "".join(rng.choice(rng.choice(chosen)) for _ in range(rng.randint(3, 20)))
    if rng.random() < 0.15:
        at = rng.randrange(len(text))
        text = text[:at] + " " + text[at:]
    return text


def _passwords(rng: random.Random) -> str:
    lines = [_password(rng) for _ in range(rng.randint(1, 6))]
    text = "".join(line + "\n" for line in lines)
    return text[:-1] if rng.random() < 0.2 else text


def _mac(rng: random.Random) -> str:
    if rng.random() < 0.2:
        return rng.choice(_BAD_MACS)
    digits = "".join(rng.choice("0123456789abcdef") for _ in range(12))
    if rng.random() < 0.3:
        digits = digits.upper()
    form = rng.choice([":", "-", "."])
    if form == ".":
        return ".".join(digits[i:i + 4] for i in range(0, 12, 4))
    return form.join(digits[i:i + 2] for i in range(0, 12, 2))


def _macaddr(rng: random.Random) -> str:
    lines = [_mac(rng) for _ in range(rng.randint(1, 6))]
    if rng.random() < 0.3:
        lines.append(rng.choice(lines))
    text = "".join(line + "\n" for line in lines)
    return text[:-1] if rng.random() < 0.2 else text


GENERATORS: dict[str, Callable[[random.Random], str]] = {
    "f14_crossword": _crossword, "f14_votes": _votes, "f14_binom": _binom,
    "f14_savings": _savings, "f14_snake": _snake, "f14_passwords": _passwords,
    "f14_mirror": _mirror, "f14_stopwatch": _stopwatch, "f14_resist": _resist,
    "f14_topk": _topk, "f14_stretch": _stretch, "f14_macaddr": _macaddr,
}


def hidden_inputs(name: str, count: int = 6, seed: int = 0) -> list[str]:
    """``count`` hidden inputs for program ``name``, deterministic for a seed."""
    rng = random.Random(f"fresh14:{name}:{seed}")
    return [GENERATORS[name](rng) for _ in range(count)]


# ---------------------------------------------------------------------------- witnesses
M = Mutant
A = AsmMutant
R = Rewrite
AR = AsmRewrite


def _reader(name: str, kind: str, sign: str) -> str:
    """C: ``name`` reading a number of type ``kind`` by hand, blanks (spaces, tabs, carriage
    returns, newlines) skipped first; ``sign``: "minus" (an optional minus, no plus) or
    "digits" (the digits alone)."""
    if sign == "minus":
        what = "an optional minus and the digits"
        head = ("    int negative = c == '-';\n    if (negative) c = getchar();\n")
        tail = "    *out = negative ? -v : v;\n"
    else:
        what = "the digits alone (they are never negative)"
        head = ""
        tail = "    *out = v;\n"
    return (f"/* a number read by hand: blanks skipped, then {what} */\n"
            f"static int {name}({kind} *out) {{\n"
            "    int c;\n"
            "    do c = getchar(); while (c == ' ' || c == '\\t' || c == '\\n' || c == '\\r');\n"
            f"{head}"
            "    if (c < '0' || c > '9') return 0;\n"
            f"    {kind} v = 0;\n"
            "    while (c >= '0' && c <= '9') {\n"
            "        v = v * 10 + (c - '0');\n"
            "        c = getchar();\n"
            "    }\n"
            "    ungetc(c, stdin);\n"
            f"{tail}"
            "    return 1;\n"
            "}\n\n"
            "int main(void) {\n")


def _names(count: int) -> list[str]:
    """``count`` different names of three lowercase letters."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    return [letters[i // 676] + letters[i // 26 % 26] + letters[i % 26] for i in range(count)]


def _open_grid(r: int, c: int) -> str:
    return f"{r} {c}\n" + ("." * c + "\n") * r


#: two names whose 64-bit FNV-1a hashes agree in their low 32 bits
_TWINS = ("lcgvmcx", "vmilmsp")

#: a row of a picture that repeats the row before it in its first and last eight cells only
_ENDS_ROWS = "2 20\n" + "." * 20 + "\n" + "." * 8 + "#..." + "." * 8 + "\n"

#: three MAC addresses, two of them the same, the other one agreeing in its low 32 bits
_LOW_TWINS = "00:00:00:00:00:01\n00:01:00:00:00:01\n00:00:00:00:00:01\n"


def _macs(count: int) -> list[str]:
    return [":".join(f"{(i >> (8 * b)) & 0xff:02x}" for b in (5, 4, 3, 2, 1, 0))
            for i in range(0x020000000100, 0x020000000100 + count)]


FRESH14_MUTANTS: tuple[Mutant, ...] = (
    # ------------------------------------------------------------------ f14_crossword
    A("cw_checked_16", "judge:f14_crossword", "width",
      "asm: the checked cells counted in 16 bits (addq -> addw)",
      (), _open_grid(300, 300),
      asm_patches=(("\taddq\t$1, %r12\n\tjmp\t.L126\n", "\taddw\t$1, %r12w\n\tjmp\t.L126\n"),)),
    M("cw_run_short", "judge:f14_crossword", "scale",
      "a run of open cells counted in an unsigned short (the slots of a crossword are short)",
      (("    long run = 0;\n    for (long i = 0; i <= count; i++) {",
        "    unsigned short run = 0;  /* slots are short */\n    for (long i = 0; i <= count; i++) {"),),
      _open_grid(1, 70000)),
    M("cw_down_1000", "judge:f14_crossword", "early_exit",
      "the down slots looked for in the first 1,000 columns (the grids of the tests are small)",
      (("    for (long x = 0; x < c; x++) walk(x, r, c, 2);",
        "    for (long x = 0; x < c && x < 1000; x++) walk(x, r, c, 2);  /* small grids */"),),
      _open_grid(2, 1001)),
    M("cw_row_line", "judge:f14_crossword", "tokens",
      "a row read up to the end of its line (the rows come one a line; a carriage return kept)",
      (("    snprintf(format, sizeof format, \"%%%lds\", c + 1);",
        "    snprintf(format, sizeof format, \" %%%ld[^\\n]\", c + 1);  /* a row is a line */"),),
      "2 2\r\n..\r\n.#\r\n"),
    M("cw_cells_65536", "judge:f14_crossword", "capacity",
      "a grid of more than 65,536 cells refused (the grids of the tests are small)",
      (("        || r * c > 1000000) return 1;", "        || r * c > 65536) return 1;  /* small grids */"),),
      "257 256\n" + ("#" * 256 + "\n") * 257),
    # ------------------------------------------------------------------ f14_votes
    A("vt_name_19", "judge:f14_votes", "boundary",
      "asm: a name of exactly 20 letters refused (cmpq $19 -> $18)",
      (), "vote abcdefghijklmnopqrst\nleader\n",
      asm_patches=(("\tcmpq\t$19, %rax\n\tja\t.L34\n", "\tcmpq\t$18, %rax\n\tja\t.L34\n"),)),
    M("vt_hash_32", "judge:f14_votes", "relation",
      "a name matched by the low 32 bits of its hash alone (names are told apart by their hashes)",
      (("        if (key[i] == h && strcmp(name[i], s) == 0) return i;",
        "        if ((unsigned)key[i] == (unsigned)h) return i;  /* the hash tells names apart */"),),
      f"vote {_TWINS[0]}\nvote {_TWINS[1]}\ncount {_TWINS[0]}\n"),
    A("vt_votes_16", "judge:f14_votes", "scale",
      "asm: a vote added to the low 16 bits of a candidate's count (addq -> addw)",
      (), "vote a\n" * 65536 + "count a\n",
      asm_patches=(("\taddq\t$1, (%rax,%r13,8)\n", "\taddw\t$1, (%rax,%r13,8)\n"),)),
    M("vt_standings_1000", "judge:f14_votes", "early_exit",
      "the standings cut after 1,000 lines (an election has few candidates)",
      (("    for (long i = 0; i < shown; i++) printf(\"%s %ld\\n\", name[order[i]], votes[order[i]]);",
        "    for (long i = 0; i < shown && i < 1000; i++)  /* few candidates */\n"
        "        printf(\"%s %ld\\n\", name[order[i]], votes[order[i]]);"),),
      "".join(f"vote {n}\n" for n in _names(1001))),
    M("vt_room_4096", "judge:f14_votes", "capacity",
      "room for 4,096 candidates (an election has few)",
      (("#define MAXC 200000", "#define MAXC 4096  /* few candidates */"),),
      "".join(f"vote {n}\n" for n in _names(4097))),
    # ------------------------------------------------------------------ f14_binom
    A("bn_parity_16", "judge:f14_binom", "width",
      "asm: the bits of k tested against those of n in 16 bits (testq -> testw)",
      (), "1\n131072 65536\n",
      asm_patches=(("\ttestq\t%r8, %rcx\n\tjne\t.L10\n", "\ttestw\t%r8w, %cx\n\tjne\t.L10\n"),)),
    A("bn_odd_16", "judge:f14_binom", "scale",
      "asm: the odd cases counted in 16 bits (addq -> addw)",
      (), "65536\n" + "0 0\n" * 65536,
      asm_patches=(("\taddq\t$1, 8(%rsp)\n", "\taddw\t$1, 8(%rsp)\n"),)),
    A("bn_cases_10000", "judge:f14_binom", "early_exit",
      "asm: at most 10,000 cases accepted (cmpq $99999 -> $9999)",
      (), "10001\n" + "1 1\n" * 10001,
      asm_patches=(("\tcmpq\t$99999, %rdi\n\tja\t.L2\n", "\tcmpq\t$9999, %rdi\n\tja\t.L2\n"),)),
    M("bn_table_half", "judge:f14_binom", "capacity",
      "the factorials tabled up to 10^6 (the n of the tests are small)",
      (("#define MAXN 2000000", "#define MAXN 1000000  /* the n of the tests are small */"),),
      "1\n1500000 3\n"),
    M("bn_plus_sign", "judge:f14_binom", "sign_form",
      "a case read by hand: an optional minus and digits",
      (("int main(void) {\n", _reader("read_long", "long", "minus")),
       ("        if (scanf(\"%ld %ld\", &n, &k) != 2 || n < 0", "        if (!read_long(&n) || !read_long(&k) || n < 0")),
      "1\n+5 2\n"),
    # ------------------------------------------------------------------ f14_savings
    A("sv_balance_32", "judge:f14_savings", "width",
      "asm: the balance added up in 32 bits (addq -> addl)",
      (), "5\n" + "1000000000 " * 5 + "\n1\n4500000000\n",
      asm_patches=(("\taddq\t%rax, %rdx\n\tcmpq\t$1, %rax\n", "\taddl\t%eax, %edx\n\tcmpq\t$1, %rax\n"),)),
    M("sv_equal_stop", "judge:f14_savings", "relation",
      "the search stopped at the first day it meets whose balance is the target",
      (("            if (balance[mid] >= x) hi = mid;",
        "            if (balance[mid] == x) {\n                lo = mid;  /* found it */\n                break;\n            }\n"
        "            if (balance[mid] > x) hi = mid;"),),
      "4\n3 0 0 4\n1\n3\n"),
    M("sv_targets_short", "judge:f14_savings", "scale",
      "the number of targets read into an unsigned short (the tests ask few)",
      (("    long long q;\n    if (scanf(\"%lld\", &q) != 1 || q < 1 || q > 200000) return 1;\n    for (long long j = 0; j < q; j++) {",
        "    unsigned short q;  /* few targets */\n    if (scanf(\"%hu\", &q) != 1 || q < 1) return 1;\n    for (long j = 0; j < q; j++) {"),),
      "1\n5\n65537\n" + "1\n" * 65537),
    M("sv_plus_sign", "judge:f14_savings", "sign_form",
      "a target read by hand: an optional minus and digits",
      (("int main(void) {\n", _reader("read_number", "long long", "minus")),
       ("        if (scanf(\"%lld\", &x) != 1 || x < -1000000000000000000LL", "        if (!read_number(&x) || x < -1000000000000000000LL")),
      "1\n5\n1\n+3\n"),
    M("sv_days_65536", "judge:f14_savings", "capacity",
      "room for 65,536 days (the tests are short)",
      (("#define MAXN 200000", "#define MAXN 65536  /* short histories */"),),
      "70000\n" + "1 " * 70000 + "\n1\n70000\n"),
    # ------------------------------------------------------------------ f14_snake
    A("sn_words_16", "judge:f14_snake", "scale",
      "asm: the words counted in 16 bits (addq -> addw)",
      (), "a " * 65536 + "\n",
      asm_patches=(("\taddq\t$1, %rbp\n\tleal\t-97(%rax), %ecx\n", "\taddw\t$1, %bp\n\tleal\t-97(%rax), %ecx\n"),)),
    A("sn_digit_nine", "judge:f14_snake", "boundary",
      "asm: the digit 9 not taken inside a part (cmpb $9 -> $8)",
      (), "vector_9 = base_90\n",
      asm_patches=(("\tsubl\t$48, %edx\n\tcmpb\t$9, %dl\n\tja\t.L12\n", "\tsubl\t$48, %edx\n\tcmpb\t$8, %dl\n\tja\t.L12\n"),)),
    M("sn_text_65536", "judge:f14_snake", "capacity",
      "the text read into a static buffer of 65,536 bytes (a source file is short)",
      (("    size_t size = 1 << 16, n = 0, got;\n    char *text = malloc(size);\n    if (!text) return 1;\n"
        "    while ((got = fread(text + n, 1, size - n, stdin)) > 0) {\n        n += got;\n        if (n == size) {\n"
        "            size *= 2;\n            char *more = realloc(text, size);\n            if (!more) return 1;\n"
        "            text = more;\n        }\n    }\n",
        "    static char text[1 << 16];  /* a source file is short */\n    size_t n = fread(text, 1, sizeof text, stdin);\n"),
       ("    free(text);\n", "")),
      "row_count " * 7000 + "\n"),
    M("sn_digit_part", "judge:f14_snake", "tokens",
      "a part after an underscore required to start with a letter",
      (("            if (t + 1 >= m || s[t + 1] == '_') return 0;",
        "            if (t + 1 >= m || s[t + 1] < 'a' || s[t + 1] > 'z') return 0;  /* a part starts with a letter */"),),
      "max_2 = 0\n"),
    M("sn_double_underscore", "judge:f14_snake", "relation",
      "two underscores in a row taken as one (x__y is x_y)",
      (("            if (t + 1 >= m || s[t + 1] == '_') return 0;",
        "            if (t + 1 >= m) return 0;\n            if (s[t + 1] == '_') continue;  /* x__y is x_y */"),),
      "row__count\n"),
    # ------------------------------------------------------------------ f14_passwords
    A("pa_keep_return", "judge:f14_passwords", "tokens",
      "asm: a carriage return at the end of a line kept in it (its check dropped)",
      (), "Abcde1!\r\n",
      asm_patches=((".L3:\n\tcmpb\t$13, %dl\n\tje\t.L66\n", ".L3:\n"),)),
    A("pa_lines_16", "judge:f14_passwords", "scale",
      "asm: the lines counted in 16 bits (addq -> addw)",
      (), "\n" * 65536,
      asm_patches=(("\taddq\t$1, 8(%rsp)\n", "\taddw\t$1, 8(%rsp)\n"),)),
    M("pa_long_64", "judge:f14_passwords", "boundary",
      "a password of exactly 64 bytes taken as long",
      (("        int is_short = n < 8, is_long = n > 64;", "        int is_short = n < 8, is_long = n >= 64;"),),
      "Aa1!" * 16 + "\n"),
    M("pa_line_128", "judge:f14_passwords", "capacity",
      "the lines read with fgets into 128 bytes (a password is at most 64)",
      (("    char *line = NULL;\n    size_t size = 0;\n    ssize_t got;\n", "    static char line[128];  /* a password is at most 64 bytes */\n"),
       ("    while ((got = getline(&line, &size, stdin)) > 0) {\n        long n = (long)got;",
        "    while (fgets(line, sizeof line, stdin)) {\n        long n = (long)strlen(line);"),
       ("    free(line);\n", ""),
       ("#include <stdlib.h>\n", "#include <stdlib.h>\n#include <string.h>\n")),
      "Aa1!" * 50 + "\n"),
    M("pa_repeat_case", "judge:f14_passwords", "relation",
      "a byte three times in a row found without regard to case (aAa a repeat)",
      (("            if (i >= 2 && line[i] == line[i - 1] && line[i] == line[i - 2]) repeat = 1;",
        "            if (i >= 2 && FOLD(line[i]) == FOLD(line[i - 1]) && FOLD(line[i]) == FOLD(line[i - 2]))\n"
        "                repeat = 1;  /* aaa or AAA */"),
       ("#include <stdlib.h>\n", "#include <stdlib.h>\n\n#define FOLD(c) ((c) >= 'A' && (c) <= 'Z' ? (c) + 32 : (c))\n")),
      "Xy9!aAa#\n"),
    M("pa_scan_64", "judge:f14_passwords", "early_exit",
      "a line looked at up to its 64th byte (past that it is long anyway)",
      (("        for (long i = 0; i < n; i++) {", "        for (long i = 0; i < n && i < 64; i++) {  /* past 64 bytes it is long anyway */"),),
      "ab" * 35 + "A1!\n"),
    # ------------------------------------------------------------------ f14_mirror
    A("mi_row_65536", "judge:f14_mirror", "early_exit",
      "asm: a row of more than 65,536 cells refused (cmpq $999999 -> $65535)",
      (), "1 70000\n" + "#." * 35000 + "\n",
      asm_patches=(("\tcmpq\t$999999, %rax\n\tja\t.L7\n", "\tcmpq\t$65535, %rax\n\tja\t.L7\n"),)),
    M("mi_half_short", "judge:f14_mirror", "scale",
      "the pairs that differ after a half turn counted in an unsigned short (pictures are small)",
      (("    long lr = 0, tb = 0, ht = 0;", "    long lr = 0, tb = 0;\n    unsigned short ht = 0;  /* small pictures */"),),
      "2 70000\n" + "#" * 70000 + "\n" + "." * 70000 + "\n"),
    M("mi_rows_ends", "judge:f14_mirror", "relation",
      "a row that repeats the one before it (told by its first and last eight cells) given its count",
      (("static void report(", "/* whether the row at `line` repeats the one before it, told by its first and last eight cells */\n"
        "static int same_row(const char *line, long c) {\n    if (c <= 16) return memcmp(line, line - c, (size_t)c) == 0;\n"
        "    return memcmp(line, line - c, 8) == 0 && memcmp(line + c - 8, line - 8, 8) == 0;\n}\n\nstatic void report("),
       ("    for (long y = 0; y < r; y++) {\n        const char *line = g + y * c;\n        for (long x = 0; x < c / 2; x++)\n"
        "            if (line[x] != line[c - 1 - x]) lr++;\n    }",
        "    long last = 0;\n    for (long y = 0; y < r; y++) {\n        const char *line = g + y * c;\n"
        "        if (y > 0 && same_row(line, c)) {\n            lr += last;  /* the same row again: the same count */\n            continue;\n        }\n"
        "        last = 0;\n        for (long x = 0; x < c / 2; x++)\n            if (line[x] != line[c - 1 - x]) last++;\n        lr += last;\n    }")),
      _ENDS_ROWS),
    M("mi_row_4096", "judge:f14_mirror", "capacity",
      "a row read into a static buffer of 4,096 bytes (pictures are narrow)",
      (("    char *row = malloc((size_t)c + 2);\n    if (!g || !row) return 1;",
        "    static char row[4096];  /* narrow pictures */\n    if (!g) return 1;"),
       ("    snprintf(format, sizeof format, \"%%%lds\", c + 1);", "    snprintf(format, sizeof format, \"%%%ds\", 4095);"),
       ("    free(row);\n", "")),
      "1 5000\n" + "#" * 5000 + "\n"),
    M("mi_tb_1000", "judge:f14_mirror", "early_exit",
      "the rows compared top to bottom over the first 1,000 pairs (pictures are short)",
      (("    for (long y = 0; y < r / 2; y++) {", "    for (long y = 0; y < r / 2 && y < 1000; y++) {  /* short pictures */"),),
      "2002 1\n" + ".\n" * 1000 + "#\n" + ".\n" * 1001),
    # ------------------------------------------------------------------ f14_stopwatch
    A("sw_laps_16", "judge:f14_stopwatch", "width",
      "asm: the laps counted in 16 bits (addq -> addw)",
      (), "start 0\n" + "lap 1\n" * 65536,
      asm_patches=(("\taddq\t$1, 8(%rsp)\n", "\taddw\t$1, 8(%rsp)\n"),)),
    M("sw_run_int", "judge:f14_stopwatch", "scale",
      "the time run kept in an int of milliseconds (a watch runs for minutes)",
      (("        long long run = before + (running ? t - started : 0);",
        "        int run = (int)(before + (running ? t - started : 0));  /* minutes, in milliseconds */"),),
      "start 0\nshow 3000000000\n"),
    M("sw_day_hours", "judge:f14_stopwatch", "boundary",
      "the hours taken within a day (a watch never runs a day)",
      (("    printf(\"%lld:%02lld:%02lld.%03lld\", ms / 3600000, ms / 60000 % 60, ms / 1000 % 60,",
        "    printf(\"%lld:%02lld:%02lld.%03lld\", ms / 3600000 % 24, ms / 60000 % 60, ms / 1000 % 60,"),),
      "start 0\nshow 90000000\n"),
    M("sw_plus_sign", "judge:f14_stopwatch", "sign_form",
      "a time read by hand: an optional minus and digits",
      (("int main(void) {\n", _reader("read_time", "long long", "minus")),
       ("        if (scanf(\"%lld\", &t) != 1 || t < now", "        if (!read_time(&t) || t < now")),
      "start +5\nshow 10\n"),
    M("sw_zero_lap", "judge:f14_stopwatch", "relation",
      "a lap of no time left out (a double press of the button)",
      (("            long long lap = run - mark;\n",
        "            long long lap = run - mark;\n            if (lap == 0) continue;  /* a double press */\n"),),
      "start 0\nlap 5\nlap 5\n"),
    M("sw_fastest_1000", "judge:f14_stopwatch", "early_exit",
      "the fastest lap looked for among the first 1,000 laps (a run has few laps)",
      (("            if (laps == 1 || lap < fastest) fastest = lap;",
        "            if (laps == 1 || (laps <= 1000 && lap < fastest)) fastest = lap;  /* few laps */"),),
      "start 0\n" + "".join(f"lap {10 * i}\n" for i in range(1, 1002)) + "lap 10011\n"),
    # ------------------------------------------------------------------ f14_resist
    A("rs_series_32", "judge:f14_resist", "width",
      "asm: the series sum added up in 32 bits (addq -> addl)",
      (), "1\n2\n5000000000 7\n",
      asm_patches=(("\taddq\t%rax, %r14\n", "\taddl\t%eax, %r14d\n"),)),
    M("rs_series_double", "judge:f14_resist", "mixed_extremes",
      "the series sum kept in a double, like the parallel value",
      (("            series += r;\n", "            series = (long long)((double)series + (double)r);  /* in doubles too */\n"),),
      "1\n2\n9007199254740993 2\n"),
    M("rs_equal_divide", "judge:f14_resist", "relation",
      "equal resistances in parallel taken as r / n",
      (("        long long series = 0;\n", "        long long series = 0, first = 0;\n        int same = 1;  /* all alike: r / n */\n"),
       ("            series += r;\n", "            series += r;\n            if (i == 0) first = r;\n            else if (r != first) same = 0;\n"),
       ("        printf(\"series %lld parallel %.4f\\n\", series, 1.0 / conductance);",
        "        printf(\"series %lld parallel %.4f\\n\", series, same ? (double)first / (double)n : 1.0 / conductance);")),
      "1\n2\n438665983666283899 438665983666283899\n"),
    M("rs_plus_sign", "judge:f14_resist", "sign_form",
      "a resistance read by hand: an optional minus and digits",
      (("int main(void) {\n", _reader("read_number", "long long", "minus")),
       ("            if (scanf(\"%lld\", &r) != 1 || r < 1", "            if (!read_number(&r) || r < 1")),
      "1\n2\n+5 5\n"),
    M("rs_largest_1000", "judge:f14_resist", "early_exit",
      "the largest sum looked for among the first 1,000 cases (the tests have few)",
      (("    long long t, seen = 0, largest = 0;", "    long long t, seen = 0, largest = 0, cases = 0;"),
       ("        if (series > largest) largest = series;", "        if (++cases <= 1000 && series > largest) largest = series;  /* few cases */")),
      "1001\n" + "1\n1\n" * 1000 + "1\n5\n"),
    # ------------------------------------------------------------------ f14_topk
    A("tk_sort_32", "judge:f14_topk", "width",
      "asm: the scores sorted by their low 32 bits (movq/cmpq -> movl/cmpl)",
      (), "2\n4294967296 5\n1\n1\n",
      asm_patches=(("\tmovq\t(%rsi), %rax\n\tcmpq\t%rax, (%rdi)\n", "\tmovl\t(%rsi), %eax\n\tcmpl\t%eax, (%rdi)\n"),)),
    A("tk_distinct_16", "judge:f14_topk", "scale",
      "asm: the different scores counted in 16 bits (addq -> addw)",
      (), "65536\n" + " ".join(map(str, range(65536))) + "\n1\n1\n",
      asm_patches=(("\taddq\t$1, %r8\n", "\taddw\t$1, %r8w\n"),)),
    A("tk_score_top", "judge:f14_topk", "boundary",
      "asm: a score of exactly 10^12 refused (movabsq $1000000000000 -> $999999999999)",
      (), "1\n1000000000000\n1\n1\n",
      asm_patches=(("\tmovabsq\t$1000000000000, %r15\n", "\tmovabsq\t$999999999999, %r15\n"),)),
    M("tk_ties_1000", "judge:f14_topk", "early_exit",
      "a run of equal scores cut after 1,000 (scores seldom tie)",
      (("        if (i > 0 && score[i] == score[i - 1]) {",
        "        if (i > 0 && score[i] == score[i - 1] && i - first[i - 1] < 1000) {  /* few ties */"),),
      "1500\n" + "7 " * 1500 + "\n1\n1\n"),
    M("tk_board_65536", "judge:f14_topk", "capacity",
      "room for 65,536 scores (the leaderboards of the tests are short)",
      (("#define MAXN 200000", "#define MAXN 65536  /* short boards */"),),
      "65537\n" + "1 " * 65537 + "\n1\n1\n"),
    M("tk_digits_only", "judge:f14_topk", "sign_form",
      "a score read by hand as digits alone (scores are never negative)",
      (("int main(void) {\n", _reader("read_score", "long long", "digits")),
       ("        if (scanf(\"%lld\", &score[i]) != 1 || score[i] < 0", "        if (!read_score(&score[i]) || score[i] < 0")),
      "2\n5 -0\n1\n2\n"),
    # ------------------------------------------------------------------ f14_stretch
    A("sr_byte_signed", "judge:f14_stretch", "width",
      "asm: the byte of the longest run widened with its sign (movzbl -> movsbl)",
      (), "\u00e9t\u00e9\n",
      asm_patches=((".L43:\n\tmovzbl\t%dl, %edi\n", ".L43:\n\tmovsbl\t%dl, %edi\n"),)),
    A("sr_words_16", "judge:f14_stretch", "scale",
      "asm: the words counted in 16 bits (addq -> addw)",
      (), "a " * 65536 + "\n",
      asm_patches=(("\taddq\t$1, %r8\n", "\taddw\t$1, %r8w\n"),)),
    M("sr_case_runs", "judge:f14_stretch", "relation",
      "the letters of a run compared as they are (a run is one letter, case and all)",
      (("            while (b < j && lower(text[b]) == lower(text[a])) b++;",
        "            while (b < j && text[b] == text[a]) b++;  /* a run is one letter */"),),
      "hmMm, NooOoo\n"),
    M("sr_short_256", "judge:f14_stretch", "capacity",
      "the shortened word built in a static buffer of 256 bytes (words are short)",
      (("    char *out = malloc(n + 1);\n    if (!out) return 1;", "    static char out[256];  /* words are short */"),
       ("                out[length++] = (char)text[a];", "                if (length < sizeof out) out[length++] = (char)text[a];"),
       ("                for (size_t t = a; t < b; t++) out[length++] = (char)text[t];",
        "                for (size_t t = a; t < b; t++)\n                    if (length < sizeof out) out[length++] = (char)text[t];"),
       ("    free(out);\n", "")),
      "sooo" + "ab" * 150 + "\n"),
    M("sr_run_1000", "judge:f14_stretch", "early_exit",
      "a run of bytes counted up to 1,000 (runs are short)",
      (("        while (j < n && text[j] == text[i]) j++;", "        while (j < n && text[j] == text[i] && j - i < 1000) j++;  /* short runs */"),),
      "-" * 1500 + "\n"),
    # ------------------------------------------------------------------ f14_macaddr
    A("ma_sort_32", "judge:f14_macaddr", "width",
      "asm: the addresses sorted by their low 32 bits (movq/cmpq -> movl/cmpl)",
      (), _LOW_TWINS,
      asm_patches=(("\tmovq\t(%rsi), %rax\n\tcmpq\t%rax, (%rdi)\n", "\tmovl\t(%rsi), %eax\n\tcmpl\t%eax, (%rdi)\n"),)),
    A("ma_broadcast_32", "judge:f14_macaddr", "width",
      "asm: the broadcast address told by its low 32 bits (cmpq -> cmpl $-1)",
      (), "00:00:ff:ff:ff:ff\n",
      asm_patches=(("\tmovabsq\t$281474976710655, %rax\n\tcmpq\t%rax, %r12\n", "\tcmpl\t$-1, %r12d\n"),)),
    M("ma_mixed_sep", "judge:f14_macaddr", "relation",
      "colons and dashes mixed in one address accepted",
      (("                if (s[i] != sep) return -1;", "                if (s[i] != ':' && s[i] != '-') return -1;  /* a colon or a dash */"),),
      "01:23-45:67-89:ab\n"),
    M("ma_line_32", "judge:f14_macaddr", "capacity",
      "the lines read with fgets into 32 bytes (an address is at most 17 bytes)",
      (("    char *line = NULL;\n    size_t size = 0;\n    ssize_t got;\n", "    static char line[32];  /* an address is short */\n"),
       ("    while ((got = getline(&line, &size, stdin)) > 0) {\n        long n = (long)got;",
        "    while (fgets(line, sizeof line, stdin)) {\n        long n = (long)strlen(line);"),
       ("    free(line);\n", ""),
       ("#include <stdlib.h>\n", "#include <stdlib.h>\n#include <string.h>\n")),
      "0" * 40 + "\n01:23:45:67:89:ab\n"),
    M("ma_repeat_1000", "judge:f14_macaddr", "early_exit",
      "a repeated address looked for among the 1,000 before it (repeats come soon)",
      (("    qsort(seen, (size_t)valid, sizeof seen[0], ascending);\n    long distinct = 0;\n    for (long i = 0; i < valid; i++)\n"
        "        if (i == 0 || seen[i] != seen[i - 1]) distinct++;",
        "    (void)ascending;\n    long distinct = 0;  /* a repeat comes soon: look back 1,000 addresses */\n    for (long i = 0; i < valid; i++) {\n"
        "        long j = i - 1;\n        while (j >= 0 && j >= i - 1000 && seen[j] != seen[i]) j--;\n"
        "        if (j < 0 || j < i - 1000) distinct++;\n    }"),),
      "".join(m + "\n" for m in [_macs(1001)[0], *_macs(1001)[1:], _macs(1001)[0]])),
)

FRESH14_REWRITES: tuple[Rewrite, ...] = (
    # ------------------------------------------------------------------ f14_crossword
    R("cw_counter_pointer", "judge:f14_crossword", "the slot counted through a pointer to its direction's counter",
      (("            if (bit == 1) across++;\n            else down++;",
        "            long *slots = bit == 1 ? &across : &down;\n            (*slots)++;"),)),
    R("cw_switch", "judge:f14_crossword", "the checked and unchecked cells told apart with a switch",
      (("        if (in[i] == 3) checked++;\n        else if (in[i] == 0) unchecked++;",
        "        switch (in[i]) {\n        case 3:\n            checked++;\n            break;\n        case 0:\n"
        "            unchecked++;\n            break;\n        default:\n            break;\n        }"),)),
    AR("cw_asm_reorder", "judge:f14_crossword", "asm: two of walk's arguments set in the other order",
       (), asm_patches=((".L122:\n\tmovq\t%rbx, %rdi\n\tmovl\t$1, %ecx\n\tmovl\t$1, %edx\n",
                         ".L122:\n\tmovq\t%rbx, %rdi\n\tmovl\t$1, %edx\n\tmovl\t$1, %ecx\n"),)),
    # ------------------------------------------------------------------ f14_votes
    R("vt_hash_djb", "judge:f14_votes", "the names hashed by multiplying by 33 and adding each letter",
      (("    unsigned long long h = 14695981039346656037ULL;\n    while (*s) h = (h ^ (unsigned char)*s++) * 1099511628211ULL;",
        "    unsigned long long h = 5381;\n    while (*s) h = h * 33 + (unsigned char)*s++;"),)),
    R("vt_better_branches", "judge:f14_votes", "the better of two candidates found with branches",
      (("    if (votes[a] != votes[b]) return votes[a] > votes[b] ? a : b;\n    return strcmp(name[a], name[b]) < 0 ? a : b;",
        "    if (votes[a] > votes[b]) return a;\n    if (votes[a] < votes[b]) return b;\n    return strcmp(name[a], name[b]) <= 0 ? a : b;"),)),
    AR("vt_asm_reorder", "judge:f14_votes", "asm: the two tables of the leader's line addressed in the other order",
       (), asm_patches=(("\tleaq\tvotes(%rip), %rax\n\tleaq\tname(%rip), %rsi\n\tmovq\t(%rax,%rdx,8), %rax\n",
                         "\tleaq\tname(%rip), %rsi\n\tleaq\tvotes(%rip), %rax\n\tmovq\t(%rax,%rdx,8), %rax\n"),)),
    # ------------------------------------------------------------------ f14_binom
    R("bn_kummer", "judge:f14_binom", "the parity from Kummer's theorem: no carry adding k and n - k",
      (("            is_odd = (k & ~n) == 0;  /* Lucas: every bit of k is a bit of n */",
        "            is_odd = (k & (n - k)) == 0;  /* Kummer: no carry adding k and n - k */"),)),
    R("bn_product_order", "judge:f14_binom", "the two inverse factorials multiplied in the other order",
      (("            m = (unsigned long long)fact[n] * inverse[k] % P * inverse[n - k] % P;",
        "            m = (unsigned long long)fact[n] * inverse[n - k] % P * inverse[k] % P;"),)),
    AR("bn_asm_reorder", "judge:f14_binom", "asm: the two counts of the last line loaded in the other order",
       (), asm_patches=((".L24:\n\tmovq\t8(%rsp), %rsi\n\tmovq\t%r15, %rdx\n", ".L24:\n\tmovq\t%r15, %rdx\n\tmovq\t8(%rsp), %rsi\n"),)),
    # ------------------------------------------------------------------ f14_savings
    R("sv_search_after", "judge:f14_savings", "a target past the last balance answered first, then the search over the days",
      (("        long long lo = 1, hi = n + 1;  /* the answer lies in [lo, hi]; n + 1: never */\n        while (lo < hi) {\n"
        "            long long mid = lo + (hi - lo) / 2;\n            if (balance[mid] >= x) hi = mid;\n            else lo = mid + 1;\n        }\n"
        "        if (lo > n) puts(\"never\");\n        else printf(\"day %lld\\n\", lo);",
        "        if (balance[n] < x) {\n            puts(\"never\");\n            continue;\n        }\n        long long lo = 1, hi = n;\n"
        "        while (lo < hi) {\n            long long mid = (lo + hi) / 2;\n            if (balance[mid] < x) lo = mid + 1;\n"
        "            else hi = mid;\n        }\n        printf(\"day %lld\\n\", lo);"),)),
    R("sv_empty_branch", "judge:f14_savings", "the days without a deposit counted with a branch",
      (("        empty += d == 0;", "        if (d == 0) empty++;"),)),
    AR("sv_asm_reorder", "judge:f14_savings", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%r14, %rdx\n\tleaq\t.LC1(%rip), %rdi\n", "\tleaq\t.LC1(%rip), %rdi\n\tmovq\t%r14, %rdx\n"),)),
    # ------------------------------------------------------------------ f14_snake
    R("sn_capital_mask", "judge:f14_snake", "a letter made a capital by clearing its 0x20 bit",
      (("                putchar(capital && text[t] >= 'a' && text[t] <= 'z' ? text[t] - 'a' + 'A' : text[t]);",
        "                int ch = (unsigned char)text[t];\n                if (capital && ch >= 'a' && ch <= 'z') ch &= ~0x20;\n"
        "                putchar(ch);"),)),
    R("sn_count_underscores", "judge:f14_snake", "snake case told by its underscores, each after a byte that is not one",
      (("    long parts = 1;\n    for (long t = 1; t < m; t++) {\n        if (s[t] == '_') {\n"
        "            if (t + 1 >= m || s[t + 1] == '_') return 0;\n            parts++;\n",
        "    long underscores = 0;\n    for (long t = 1; t < m; t++) {\n        if (s[t] == '_') {\n"
        "            if (s[t - 1] == '_' || t == m - 1) return 0;\n            underscores++;\n"),
       ("    return parts >= 2;", "    return underscores > 0;"))),
    AR("sn_asm_reorder", "judge:f14_snake", "asm: two of printf's arguments loaded in the other order",
       (), asm_patches=((".L7:\n\tmovq\t(%rsp), %rcx\n\tmovq\t8(%rsp), %rsi\n", ".L7:\n\tmovq\t8(%rsp), %rsi\n\tmovq\t(%rsp), %rcx\n"),)),
    # ------------------------------------------------------------------ f14_passwords
    R("pa_ctype", "judge:f14_passwords", "the kinds of byte told with ctype.h's tests",
      (("            if (c >= 'a' && c <= 'z') lower = 1;\n            else if (c >= 'A' && c <= 'Z') upper = 1;\n"
        "            else if (c >= '0' && c <= '9') digit = 1;\n            else if (c >= '!' && c <= '~') symbol = 1;\n"
        "            else if (c == ' ' || c == '\\t') blank = 1;",
        "            if (islower(c)) lower = 1;\n            else if (isupper(c)) upper = 1;\n            else if (isdigit(c)) digit = 1;\n"
        "            else if (ispunct(c)) symbol = 1;\n            else if (isblank(c)) blank = 1;"),
       ("#include <stdio.h>\n", "#include <ctype.h>\n#include <stdio.h>\n"))),
    R("pa_run_length", "judge:f14_passwords", "a repeat found by the length of the current run of one byte",
      (("        int lower = 0, upper = 0, digit = 0, symbol = 0, blank = 0, repeat = 0;",
        "        int lower = 0, upper = 0, digit = 0, symbol = 0, blank = 0, repeat = 0;\n        long run = 0;"),
       ("            if (i >= 2 && line[i] == line[i - 1] && line[i] == line[i - 2]) repeat = 1;",
        "            run = i > 0 && line[i] == line[i - 1] ? run + 1 : 1;\n            if (run >= 3) repeat = 1;"))),
    AR("pa_asm_reorder", "judge:f14_passwords", "asm: the two counts of the last line loaded in the other order",
       (), asm_patches=((".L64:\n\tmovq\t8(%rsp), %rdx\n\tmovq\t40(%rsp), %rsi\n", ".L64:\n\tmovq\t40(%rsp), %rsi\n\tmovq\t8(%rsp), %rdx\n"),)),
    # ------------------------------------------------------------------ f14_mirror
    R("mi_two_ends", "judge:f14_mirror", "a row's pairs walked from both ends, the differences added as comparisons",
      (("        for (long x = 0; x < c / 2; x++)\n            if (line[x] != line[c - 1 - x]) lr++;",
        "        for (long a = 0, b = c - 1; a < b; a++, b--)\n            lr += line[a] != line[b];"),)),
    R("mi_half_pointers", "judge:f14_mirror", "the half turn's pairs walked with two pointers",
      (("    for (long i = 0; i < cells / 2; i++)\n        if (g[i] != g[cells - 1 - i]) ht++;",
        "    for (const char *a = g, *b = g + cells - 1; a < b; a++, b--)\n        if (*a != *b) ht++;"),)),
    AR("mi_asm_reorder", "judge:f14_mirror", "asm: two of report's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%r8, %rsi\n\tleaq\t.LC4(%rip), %rdi\n", "\tleaq\t.LC4(%rip), %rdi\n\tmovq\t%r8, %rsi\n"),)),
    # ------------------------------------------------------------------ f14_stopwatch
    R("sw_show_seconds", "judge:f14_stopwatch", "a time printed from its whole seconds",
      (("    printf(\"%lld:%02lld:%02lld.%03lld\", ms / 3600000, ms / 60000 % 60, ms / 1000 % 60,\n           ms % 1000);",
        "    long long s = ms / 1000;\n    printf(\"%lld:%02lld:%02lld.%03lld\", s / 3600, s / 60 % 60, s % 60, ms % 1000);"),)),
    R("sw_extremes_apart", "judge:f14_stopwatch", "the first lap setting both extremes, the others compared",
      (("            if (laps == 1 || lap < fastest) fastest = lap;\n            if (laps == 1 || lap > slowest) slowest = lap;",
        "            if (laps == 1) {\n                fastest = slowest = lap;\n            } else {\n"
        "                if (lap < fastest) fastest = lap;\n                if (lap > slowest) slowest = lap;\n            }"),)),
    AR("sw_asm_reorder", "judge:f14_stopwatch", "asm: two of printf's arguments set in the other order",
       (), asm_patches=((".L31:\n\tmovq\t%rcx, %rsi\n\tleaq\t.LC12(%rip), %rdi\n", ".L31:\n\tleaq\t.LC12(%rip), %rdi\n\tmovq\t%rcx, %rsi\n"),)),
    # ------------------------------------------------------------------ f14_resist
    R("rs_largest_ternary", "judge:f14_resist", "the largest sum kept with a conditional expression",
      (("        if (series > largest) largest = series;", "        largest = series > largest ? series : largest;"),)),
    R("rs_count_down", "judge:f14_resist", "a case's resistances read in a loop counting down",
      (("        for (long long i = 0; i < n; i++) {", "        for (long long left = n; left > 0; left--) {"),)),
    AR("rs_asm_reorder", "judge:f14_resist", "asm: two of printf's arguments set in the other order",
       (), asm_patches=((".L14:\n\tmovq\t24(%rsp), %rsi\n\tleaq\t.LC4(%rip), %rdi\n", ".L14:\n\tleaq\t.LC4(%rip), %rdi\n\tmovq\t24(%rsp), %rsi\n"),)),
    # ------------------------------------------------------------------ f14_topk
    R("tk_compare_branches", "judge:f14_topk", "the comparison with branches",
      (("    return (a < b) - (a > b);", "    if (a > b) return -1;\n    return a < b;"),)),
    R("tk_last_forward", "judge:f14_topk", "the last place of each run found going forward, run by run",
      (("    for (long i = n - 1; i >= 0; i--)\n        last[i] = i + 1 < n && score[i + 1] == score[i] ? last[i + 1] : i;\n",
        "    for (long i = 0; i < n;) {\n        long j = i;\n        while (j + 1 < n && score[j + 1] == score[i]) j++;\n"
        "        for (long t = i; t <= j; t++) last[t] = j;\n        i = j + 1;\n    }\n"),)),
    AR("tk_asm_reorder", "judge:f14_topk", "asm: two of qsort's arguments set in the other order",
       (), asm_patches=(("\tleaq\tdescending(%rip), %rcx\n\tmovl\t$8, %edx\n", "\tmovl\t$8, %edx\n\tleaq\tdescending(%rip), %rcx\n"),)),
    # ------------------------------------------------------------------ f14_stretch
    R("sr_letter_fold", "judge:f14_stretch", "a letter told by folding its case and one unsigned comparison",
      (("    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');", "    return (unsigned)((c | 0x20) - 'a') < 26;"),)),
    R("sr_run_counter", "judge:f14_stretch", "the longest run found in one pass with a running length",
      (("    long best = 0;\n    int value = 0;\n    for (size_t i = 0; i < n;) {\n        size_t j = i;\n"
        "        while (j < n && text[j] == text[i]) j++;\n        if ((long)(j - i) > best) {\n            best = (long)(j - i);\n"
        "            value = text[i];\n        }\n        i = j;\n    }",
        "    long best = 0, run = 0;\n    int value = 0;\n    for (size_t i = 0; i < n; i++) {\n"
        "        run = i > 0 && text[i] == text[i - 1] ? run + 1 : 1;\n        if (run > best) {\n            best = run;\n"
        "            value = text[i];\n        }\n    }"),)),
    AR("sr_asm_reorder", "judge:f14_stretch", "asm: two independent loads before printf in the other order",
       (), asm_patches=((".L76:\n\tmovq\t24(%rsp), %r13\n\tmovq\t%r9, %rsi\n", ".L76:\n\tmovq\t%r9, %rsi\n\tmovq\t24(%rsp), %r13\n"),)),
    # ------------------------------------------------------------------ f14_macaddr
    R("ma_hex_table", "judge:f14_macaddr", "a hex digit found in a table, capitals lowered first",
      (("    if (c >= '0' && c <= '9') return c - '0';\n    if (c >= 'a' && c <= 'f') return c - 'a' + 10;\n"
        "    if (c >= 'A' && c <= 'F') return c - 'A' + 10;\n    return -1;",
        "    static const char digits[] = \"0123456789abcdef\";\n    if (c >= 'A' && c <= 'F') c += 'a' - 'A';\n"
        "    for (int i = 0; i < 16; i++)\n        if (digits[i] == c) return i;\n    return -1;"),)),
    R("ma_distinct_greater", "judge:f14_macaddr", "the different addresses counted by adding the comparison with the one before",
      (("        if (i == 0 || seen[i] != seen[i - 1]) distinct++;", "        distinct += i == 0 || seen[i] > seen[i - 1];"),)),
    AR("ma_asm_reorder", "judge:f14_macaddr", "asm: two of qsort's arguments set in the other order",
       (), asm_patches=(("\tleaq\tascending(%rip), %rcx\n\tmovl\t$8, %edx\n", "\tmovl\t$8, %edx\n\tleaq\tascending(%rip), %rcx\n"),)),
)


#: ``--set`` names of this set: all of it, and its two fixed halves
FRESH14_SETS: dict[str, tuple[tuple[Mutant, ...], tuple[Rewrite, ...]]] = halves(
    "fresh14", FRESH14_MUTANTS, FRESH14_REWRITES, DEV_PROGRAMS, HELD_PROGRAMS)
