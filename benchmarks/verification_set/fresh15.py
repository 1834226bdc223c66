"""A fifteenth fresh set of candidates for ``benchmarks/verification.py`` (issue 32), written as
a measuring stick nobody tuned the verifier to, apart from ``fresh.py`` to ``fresh14.py``.

Twelve judge-style programs of kinds no other set has (``programs/f15_*.c``, each stating its
input constraints in its opening comment): climbing a height map on a grid, a bank queue with
timestamps driven by commands, bit strings without long runs over several test cases, the
largest sums of windows in a counted list answering queries, a histogram of the bytes of free
text, IPv6 addresses line by line, row and column sums of a table with a tolerance, a
spreadsheet of cell formulas driven by commands, jobs of the most worth over several test cases,
the most frequent value in ranges of a counted list answering queries, word ladders in free text
and times converted between time zones line by line.  Each has a few public samples and hidden
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
``--set fresh15-dev`` to develop on, ``--set fresh15-held`` to measure once.

Witnesses are built here in Python; the large ones (2^16 records, a sum past 2^32, a map of
90,000 cells, a path of 80,000 moves, a row's sum past 2^53, a text past 65,536 bytes) stay
under 500 KB of input.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from fresh import KINDS, AsmMutant, AsmRewrite
from mutants import Mutant, Rewrite, halves

__all__ = ["KINDS", "AsmMutant", "AsmRewrite", "DEV_PROGRAMS", "HELD_PROGRAMS", "PUBLIC",
           "GENERATORS", "hidden_inputs", "FRESH15_MUTANTS", "FRESH15_REWRITES", "FRESH15_SETS"]

#: a grid, commands, several test cases, a counted list with queries, free text, lines
DEV_PROGRAMS: tuple[str, ...] = (
    "f15_hills", "f15_bankq", "f15_runlimit", "f15_windows", "f15_bytehist", "f15_ipv6")
#: a grid, commands, several test cases, a counted list with queries, free text, lines
HELD_PROGRAMS: tuple[str, ...] = (
    "f15_tolerance", "f15_sheet", "f15_jobs", "f15_mode", "f15_ladder", "f15_tz")


# ---------------------------------------------------------------------------- public tests
PUBLIC: dict[str, list[str]] = {
    "f15_hills": [
        "5 8\nSabqponm\nabcryxxl\naccszExk\nacctuvwj\nabdefghi\n",
        "1 2\nSE\n",
        "1 27\nSabcdefghijklmnopqrstuvwxyE\n",
        "3 4\nSbcd\nzzze\nEyxf\n",
        "4 3\naSa\nbzb\ncdc\nzEz\n",
    ],
    "f15_bankq": [
        "arrive 0 ann\narrive 3 bob\narrive 4 ann\nline 5\nleave 6 ann\nserve 10\nline 12\n"
        "serve 20\nserve 21\nleave 22 zed\n",
        "serve 0\nline 0\n",
        "arrive 100 kim arrive 250 lee serve 1000 leave 1001 lee serve 1002 line 5000\n",
        "arrive 7 x\tserve 7\narrive 8 y\r\nserve 9\n",
    ],
    "f15_runlimit": [
        "5\n3 1\n3 2\n3 3\n4 2\n10 3\n",
        "1\n1 1\n",
        "3\n1000 2\n60 60\n500 7\n",
        "2\n100000 10\n20 5\n",
    ],
    "f15_windows": [
        "6\n3 -1 4 1 -5 9\n3\n1 3\n2 5\n6 1\n",
        "1\n-1000000000000\n1\n1 1\n",
        "5\n1000000000000 -999999999998 999999999999 7 -9\n2\n3 3\n2 4\n",
        "4\n10\t-20 30 -40\n2\n1 4\n2 1\n",
    ],
    "f15_bytehist": [
        "Hello, world!\n\tzzz",
        "",
        "aaaa bbb cc d\n",
        "The quick brown fox jumps over the lazy dog.\r\n",
    ],
    "f15_ipv6": [
        "2001:0DB8:0000:0000:0000:ff00:0042:8329\n::1\n::\nfe80::1:0:0:0:1\nhello\n",
        "",
        "1:2:3:4:5:6:7:8\n1:2:3:4:5:6:7:8:9\n0:0:0:0:0:0:0:0\n2001:db8::\r\n",
        "ABCD:EF01:2345:6789:ABCD:EF01:2345:6789\n12345::1\n:1::\n1:::2",
    ],
    "f15_tolerance": [
        "3 4 2\n1 2 3 4\n5 6 70 8\n9 10 11 12\n",
        "1 1 0\n-5\n",
        "2 3 1000000000000\n1000000000000 -1000000000000 0\n0 0 0\n",
        "2 2 0\n1 -1\n-1 1\n",
    ],
    "f15_sheet": [
        "A1 = 5\nB2 = A1 + 3 - C3\nprint B2\nC3 = B2\nprint B2\nC3 = 7\nprint B2\n",
        "print Z9\n",
        "A1=1\nA2=A1+A1\nA3 = A2 + A2\nprint A3\nA1 = 10 - 20\nprint A3\nB7 = x\nprint\n",
        "X10 = Y20 + 1\nY20 = X10\nprint X10\nY20 = 4\n  print   X10\r\n",
    ],
    "f15_jobs": [
        "3\n4\n1 3 5\n2 5 6\n4 6 5\n7 9 4\n1\n0 1000000000000000000 1000000000\n2\n0 10 4\n3 8 4\n",
        "1\n1\n5 6 7\n",
        "2\n3\n0 4 3\n1 2 2\n3 5 2\n5\n10 20 1\n11 19 2\n12 18 3\n13 17 4\n14 16 5\n",
    ],
    "f15_mode": [
        "8\n3 1 3 -2 1 1 3 7\n4\n1 8\n1 3\n4 4\n2 7\n",
        "1\n-1000000000000000000\n1\n1 1\n",
        "5\n10 20 30 40 50\n2\n1 5\n3 4\n",
        "6\n5 5 -5 -5 0 0\n3\n1 6\n2 3\n5 6\n",
    ],
    "f15_ladder": [
        "Cold cord, CARD ward warm. A cat cot cog dog\n",
        "",
        "no ladder here\n",
        "bat\ncat\n\nhat hit\thot-hog\n",
    ],
    "f15_tz": [
        "12:00 UTC UTC+5:30\n23:30 UTC-08 UTC+1\n00:15 UTC+9 UTC-3\nnoon UTC UTC\n",
        "",
        "07:05 UTC-3:30 UTC+10\r\n18:45 UTC+10 UTC-3:30\n23:59 UTC+12 UTC-12",
        "9:00 UTC UTC\n09:00 UTC +1\n09:00 UTC UTC+1:5\n09:00 utc UTC\n",
    ],
}

# ---------------------------------------------------------------------------- hidden tests
_NAMES = ("ann", "bob", "kim", "lee", "max", "eve", "zoe", "ida", "ned", "sam")
_TEXT = ("the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "Hello", "world",
         "bytes", "count", "zzz", "aaaa", "of", "a", "in", "to", "text", "HISTOGRAM")
_PUNCT = ("", "", "", ",", ".", "!", ";", "?", ":")
_BAD_ADDRESSES = ("hello", "", "1:2:3:4:5:6:7", "1:2:3:4:5:6:7:8:9", "12345::1", ":1::",
                  "1:::2", "g::1", "1:2:3:4:5:6:7:", "::1:2:3:4:5:6:7:8", "1.2.3.4", "::-1")
_CELLS = ("A1", "B2", "C3", "D10", "E5", "X10", "Y20", "K7")
_BAD_SHEET = ("B7 = x", "print", "A1 == 3", "A0 = 1", "print A1 A2", "A1 = 1 +", "hello",
              "A1 = 1234567890", "a1 = 5", "")
_LADDERS = (("cold", "cord", "card", "ward", "warm"), ("cat", "cot", "cog", "dog"),
            ("bat", "cat", "hat", "hit", "hot", "hog"), ("head", "heal", "teal", "tell", "tall",
                                                         "tail"),
            ("sick", "silk", "sill", "well"), ("ape", "apt", "opt", "oat", "mat", "man"),
            ("stone", "shone", "shine", "spine", "spite"), ("lead", "load", "goad", "gold"))
_FILLER = ("the", "a", "then", "into", "we", "went", "from", "to", "and", "slowly", "Then", "It")
_ZONES = ("UTC", "UTC+1", "UTC-5", "UTC+5:30", "UTC+9:30", "UTC-3:30", "UTC+5:45", "UTC-08",
          "UTC+12", "UTC-10", "UTC+0", "UTC-0", "UTC+02", "UTC-7", "UTC+8", "UTC+3")
_BAD_TIMES = ("noon", "9:00 UTC UTC", "09:00 UTC +1", "09:00 UTC UTC+1:5", "09:00 utc UTC",
              "12:60 UTC UTC", "12:00 UTC", "12:00 UTC UTC UTC", "", "12:00 GMT UTC")


def _hills(rng: random.Random) -> str:
    r, c = rng.randint(1, 6), rng.choice([rng.randint(2, 12), rng.randint(26, 34)])
    dips = rng.choice([[0], [0, 0, 0, -1], [0, 0, 1, -2], [0, -3, 1]])
    rows = [[chr(ord("a") + max(0, min(25, x + rng.choice(dips)))) for x in range(c)]
            for _ in range(r)]
    rows[rng.randrange(r)][rng.randrange(max(1, c // 4))] = "S"
    goal = rng.randrange(r), rng.randrange(25 if c > 25 else c - max(1, c // 4), c)
    if rows[goal[0]][goal[1]] == "S":
        goal = (goal[0], c - 1) if goal[1] != c - 1 else (goal[0], 0)
    rows[goal[0]][goal[1]] = "E"
    return f"{r} {c}\n" + "".join("".join(row) + "\n" for row in rows)


def _bankq(rng: random.Random) -> str:
    t = rng.randint(0, 1000)
    words, line = [], []
    for _ in range(rng.randint(1, 14)):
        t += rng.randint(0, rng.choice([10, 1000, 100000]))
        command = rng.choice(["arrive", "arrive", "arrive", "serve", "serve", "leave", "line"])
        if command == "arrive":
            line.append(rng.choice(_NAMES[:6]))
            words.append(f"arrive {t} {line[-1]}")
        elif command == "leave":
            who = rng.choice(line) if line and rng.random() < 0.7 else rng.choice(_NAMES)
            if who in line:
                line.remove(who)
            words.append(f"leave {t} {who}")
        else:
            if command == "serve" and line:
                line.pop(0)
            words.append(f"{command} {t}")
    return "".join(w + rng.choice(["\n", "\n", "\n", " "]) for w in words)


def _runlimit(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 6)):
        n = rng.randint(1, rng.choice([10, 100, 1000, 100000]))
        k = n if rng.random() < 0.2 else rng.randint(1, min(n, 12))
        cases.append(f"{n} {k}")
    return f"{len(cases)}\n" + "".join(case + "\n" for case in cases)


def _windows(rng: random.Random) -> str:
    n = rng.randint(1, 10)
    top = rng.choice([1000, 10 ** 6, 10 ** 9, 10 ** 12])
    values = [rng.randint(-top, top) for _ in range(n)]
    queries = []
    for _ in range(rng.randint(1, 4)):
        w = rng.randint(1, n)
        queries.append(f"{w} {rng.randint(1, min(10, n - w + 1))}")
    return (f"{n}\n" + " ".join(map(str, values)) + f"\n{len(queries)}\n"
            + "".join(q + "\n" for q in queries))


def _bytehist(rng: random.Random) -> str:
    lines = [" ".join(rng.choice(_TEXT) + rng.choice(_PUNCT) for _ in range(rng.randint(1, 9)))
             for _ in range(rng.randint(0, 4))]
    text = "".join(line + rng.choice(["\n", "\n", "\r\n", "\t\n"]) for line in lines)
    return text[:-1] if text and rng.random() < 0.2 else text


def _address(rng: random.Random) -> str:
    groups = [rng.randint(1, 0xffff) for _ in range(8)]
    if rng.random() < 0.7:
        size = rng.randint(2, 7)
        at = rng.randint(0, 8 - size)
        groups[at:at + size] = [0] * size
    else:
        size = at = 0
    words = [f"{g:x}" if rng.random() < 0.7 else f"{g:04x}" for g in groups]
    if size and rng.random() < 0.7:
        text = ":".join(words[:at]) + "::" + ":".join(words[at + size:])
    else:
        text = ":".join(words)
    return text.upper() if rng.random() < 0.2 else text


def _ipv6(rng: random.Random) -> str:
    lines = [rng.choice(_BAD_ADDRESSES) if rng.random() < 0.2 else _address(rng)
             for _ in range(rng.randint(1, 6))]
    text = "".join(line + "\n" for line in lines)
    return text[:-1] if rng.random() < 0.2 else text


def _tolerance(rng: random.Random) -> str:
    r, c = rng.randint(1, 6), rng.randint(1, 6)
    top = rng.choice([10, 1000, 10 ** 6])
    t = rng.randint(1, top)
    rows = [" ".join(str(rng.randint(-top, top)) for _ in range(c)) for _ in range(r)]
    return f"{r} {c} {t}\n" + "".join(row + "\n" for row in rows)


def _formula(rng: random.Random, cell: str) -> str:
    terms = []
    for _ in range(rng.randint(1, 4)):
        if rng.random() < 0.5:
            terms.append(str(rng.randint(0, 1000)))
        else:
            terms.append(rng.choice([c for c in _CELLS if c != cell]))
    text = terms[0]
    for term in terms[1:]:
        text += rng.choice([" + ", " - ", "+", "-", " +\t"]) + term
    return text


def _sheet(rng: random.Random) -> str:
    lines, given = [], []
    for _ in range(rng.randint(1, 12)):
        roll = rng.random()
        if roll < 0.5:
            cell = rng.choice(_CELLS)
            given.append(cell)
            lines.append(f"{cell}{rng.choice([' = ', '=', ' =  '])}{_formula(rng, cell)}")
        elif roll < 0.9:
            lines.append(f"print {rng.choice(given) if given and rng.random() < 0.8 else rng.choice(_CELLS)}")
        else:
            lines.append(rng.choice(_BAD_SHEET))
    return "".join(line + "\n" for line in lines)


def _jobs(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 4)):
        n = rng.randint(1, 8)
        top = rng.choice([100, 10 ** 6, 10 ** 9])
        jobs = []
        for _ in range(n):
            s = rng.randint(0, top)
            jobs.append(f"{s} {s + rng.randint(1, top // 3 + 1)} {rng.randint(1, 1000)}")
        cases.append(f"{n}\n" + "".join(job + "\n" for job in jobs))
    return f"{len(cases)}\n" + "".join(cases)


def _mode(rng: random.Random) -> str:
    n = rng.randint(1, 10)
    top = rng.choice([10, 1000, 10 ** 9])
    pool = [rng.randint(-top, top) for _ in range(rng.randint(1, 5))]
    values = [rng.choice(pool) for _ in range(n)]
    queries = []
    for _ in range(rng.randint(1, 5)):
        left = rng.randint(1, n)
        queries.append(f"{left} {rng.randint(left, n)}")
    return (f"{n}\n" + " ".join(map(str, values)) + f"\n{len(queries)}\n"
            + "".join(q + "\n" for q in queries))


def _ladder(rng: random.Random) -> str:
    words: list[str] = []
    for _ in range(rng.randint(0, 6)):
        if rng.random() < 0.5:
            ladder = rng.choice(_LADDERS)
            at = rng.randrange(len(ladder))
            part = list(ladder[at:at + rng.randint(1, len(ladder))])
        else:
            part = [rng.choice(_FILLER) for _ in range(rng.randint(1, 3))]
        for word in part:
            if not words or word.lower() != words[-1].lower():
                words.append(word)
    text, column = "", 0
    for word in words:
        piece = word + rng.choice(_PUNCT)
        column += len(piece) + 1
        text += piece + (rng.choice(["\n", "\n\n"]) if column > 30 else rng.choice([" ", " ", "\t"]))
        if column > 30:
            column = 0
    return text


def _tz(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 6)):
        if rng.random() < 0.2:
            lines.append(rng.choice(_BAD_TIMES))
        else:
            lines.append(f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d} "
                         f"{rng.choice(_ZONES)} {rng.choice(_ZONES)}")
    text = "".join(line + "\n" for line in lines)
    return text[:-1] if rng.random() < 0.2 else text


GENERATORS: dict[str, Callable[[random.Random], str]] = {
    "f15_hills": _hills, "f15_bankq": _bankq, "f15_runlimit": _runlimit,
    "f15_windows": _windows, "f15_bytehist": _bytehist, "f15_ipv6": _ipv6,
    "f15_tolerance": _tolerance, "f15_sheet": _sheet, "f15_jobs": _jobs,
    "f15_mode": _mode, "f15_ladder": _ladder, "f15_tz": _tz,
}


def hidden_inputs(name: str, count: int = 6, seed: int = 0) -> list[str]:
    """``count`` hidden inputs for program ``name``, deterministic for a seed."""
    rng = random.Random(f"fresh15:{name}:{seed}")
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


def _open_map(r: int, c: int) -> str:
    """A flat map of r x c cells, S in the first corner and E (out of reach) in the last."""
    cells = ["a"] * (r * c)
    cells[0], cells[-1] = "S", "E"
    return f"{r} {c}\n" + "".join("".join(cells[y * c:(y + 1) * c]) + "\n" for y in range(r))


def _serpent(r: int, c: int) -> str:
    """A flat path winding through a map of r x c cells between walls of z, S at its start
    and E (out of reach) in a wall: every cell of the path needs one move more than the one
    before it."""
    rows = []
    for y in range(r):
        if y % 2 == 0:
            rows.append(["a"] * c)
        else:
            wall = ["z"] * c
            wall[c - 1 if y % 4 == 1 else 0] = "a"
            rows.append(wall)
    rows[0][0] = "S"
    rows[1][c // 2] = "E"
    return f"{r} {c}\n" + "".join("".join(row) + "\n" for row in rows)


def _chain_sheet(length: int) -> str:
    """A formula chain of ``length`` cells, each the next one, the last a number; then a print
    of the first."""
    cells = [f"{chr(ord('A') + i // 99)}{i % 99 + 1}" for i in range(length)]
    lines = [f"{a} = {b}" for a, b in zip(cells[:-1], cells[1:], strict=True)]
    lines += [f"{cells[-1]} = 7", f"print {cells[0]}"]
    return "".join(line + "\n" for line in lines)


def _mean_in_doubles() -> str:
    """A table whose first row's values lie exactly T from its mean (none an outlier), where the
    row's sum, past 2^53 and odd, rounds in a double to make them all outliers: 10,001 columns
    of 10^12, the last less 10,001 * T, with T = 3; the row below takes the column means away."""
    c, a, t = 10001, 10 ** 12, 3
    rest = [a] * (c - 2) + [c * (a - t) - a - a * (c - 2)]
    top = [a] + rest
    bottom = [-a] + [0] * (c - 1)
    return (f"2 {c} {t}\n" + " ".join(map(str, top)) + "\n" + " ".join(map(str, bottom)) + "\n")


def _far_job() -> str:
    """A short job, 1,001 long ones that clash with each other, and a last long one worth much
    that fits after the short one alone."""
    jobs = ["0 1 5"] + [f"{k} {10 ** 6 + k} 1" for k in range(1, 1002)] + [f"1002 {10 ** 6 + 1002} 100"]
    return f"1\n{len(jobs)}\n" + "".join(job + "\n" for job in jobs)


FRESH15_MUTANTS: tuple[Mutant, ...] = (
    # ------------------------------------------------------------------ f15_hills
    A("hl_cells_65536", "judge:f15_hills", "capacity",
      "asm: a map of more than 65,536 cells refused (cmpq $1000000 -> $65536)",
      (), _open_map(300, 300),
      asm_patches=(("\timulq\t%r13, %rdi\n\tmovq\t%rdi, %r12\n\tcmpq\t$1000000, %rdi\n",
                    "\timulq\t%r13, %rdi\n\tmovq\t%rdi, %r12\n\tcmpq\t$65536, %rdi\n"),)),
    M("hl_dist_short", "judge:f15_hills", "scale",
      "the moves to each cell kept in an unsigned short, 0xffff for a cell not reached (paths are short)",
      (("    long *dist = malloc(sizeof(long) * (size_t)cells);",
        "    unsigned short *dist = malloc(sizeof(unsigned short) * (size_t)cells);  /* paths are short */"),
       ("            if (dist[to] >= 0 || h[to] > h[at] + 1) continue;\n            dist[to] = d + 1;",
        "            if (dist[to] != 0xffff || h[to] > h[at] + 1) continue;\n            dist[to] = (unsigned short)(d + 1);"),
       ("    if (dist[goal] >= 0) printf(\"steps %ld\\n\", dist[goal]);",
        "    if (dist[goal] != 0xffff) printf(\"steps %ld\\n\", (long)dist[goal]);")),
      _serpent(400, 400)),
    M("hl_depth_10000", "judge:f15_hills", "early_exit",
      "the search cut at 10,000 moves (the maps of the tests are small)",
      (("            if (dist[to] >= 0 || h[to] > h[at] + 1) continue;",
        "            if (dist[to] >= 0 || h[to] > h[at] + 1 || d >= 10000) continue;  /* small maps */"),),
      _serpent(61, 400)),
    M("hl_row_lines", "judge:f15_hills", "tokens",
      "a row read up to the end of its line (the rows come one a line)",
      (("    snprintf(format, sizeof format, \"%%%lds\", c + 1);",
        "    snprintf(format, sizeof format, \" %%%ld[^\\n]\", c + 1);  /* a row is a line */"),),
      "2 3\nSab zyE\n"),
    M("hl_plus_sign", "judge:f15_hills", "sign_form",
      "the size read by hand: an optional minus and digits",
      (("int main(void) {\n", _reader("read_size", "long", "minus")),
       ("    if (scanf(\"%ld %ld\", &r, &c) != 2 || r < 1", "    if (!read_size(&r) || !read_size(&c) || r < 1")),
      "+2 3\nSab\nbcE\n"),
    # ------------------------------------------------------------------ f15_bankq
    A("bq_total_32", "judge:f15_bankq", "width",
      "asm: the waits added up in 32 bits (addq -> addl)",
      (), "arrive 0 ann\nserve 5000000000\n",
      asm_patches=(("\taddq\t%r13, 56(%rsp)\n", "\taddl\t%r13d, 56(%rsp)\n"),)),
    M("bq_tie_last", "judge:f15_bankq", "relation",
      "the longest wait kept from the last served who waited that long",
      (("            if (w > longest) {", "            if (w >= longest) {"),),
      "arrive 0 ann\narrive 0 bob\nserve 5\nserve 5\n"),
    A("bq_leaves_999", "judge:f15_bankq", "boundary",
      "asm: the 1000th leave refused (cmpq $1000 -> $999)",
      (), "leave 0 ann\n" * 1000 + "arrive 1 bob\nserve 2\n",
      asm_patches=(("\tcmpq\t$1000, %rax\n\tjg\t.L1\n", "\tcmpq\t$999, %rax\n\tjg\t.L1\n"),)),
    M("bq_leave_1000", "judge:f15_bankq", "early_exit",
      "a customer who leaves looked for among the first 1,000 in line (lines are short)",
      (("            while (i < tail && (gone[i] || strcmp(name[i], who) != 0)) i++;\n            if (i == tail) {",
        "            while (i < tail && i < head + 1000 && (gone[i] || strcmp(name[i], who) != 0)) i++;\n"
        "            if (i == tail || i == head + 1000) {  /* lines are short */"),),
      "".join(f"arrive {i} {n}\n" for i, n in enumerate(_names(1001))) + f"leave 2000 {_names(1001)[-1]}\nline 2001\n"),
    M("bq_room_4096", "judge:f15_bankq", "capacity",
      "room for 4,096 arrivals (a bank's line is short)",
      (("#define MAXQ 200000", "#define MAXQ 4096  /* a bank's line is short */"),),
      "".join(f"arrive {2 * i} ann\nserve {2 * i + 1}\n" for i in range(4097))),
    M("bq_time_int", "judge:f15_bankq", "typed_field",
      "the time of an arrival kept in an int (times fit an int)",
      (("static long long arrived[MAXQ];", "static int arrived[MAXQ];  /* times fit an int */"),),
      "arrive 3000000000 ann\nserve 3000000005\n"),
    # ------------------------------------------------------------------ f15_runlimit
    A("rk_largest_last", "judge:f15_runlimit", "relation",
      "asm: the largest answer kept from the last case that printed it (jb -> jbe)",
      (), "2\n5 2\n5 2\n",
      asm_patches=(("\tcmpq\t%r14, %r15\n\tjb\t.L15\n", "\tcmpq\t%r14, %r15\n\tjbe\t.L15\n"),)),
    A("rk_total_1e6", "judge:f15_runlimit", "boundary",
      "asm: the n of all the cases capped at 10^6 (cmpq $2000000 -> $1000000)",
      (), "2\n600000 3\n600000 4\n",
      asm_patches=(("\tcmpq\t$2000000, %rbp\n", "\tcmpq\t$1000000, %rbp\n"),)),
    M("rk_table_131072", "judge:f15_runlimit", "capacity",
      "the table of ways sized for n up to 131,072 (the n of the tests are at most 10^5)",
      (("#define MAXN 1000000", "#define MAXN 131072  /* the n of the tests are at most 10^5 */"),),
      "1\n140000 5\n"),
    M("rk_k_64", "judge:f15_runlimit", "early_exit",
      "k of 64 or more taken as no limit (a run of 64 equal bits never comes up)",
      (("        if (seen > 2000000) return 1;\n",
        "        if (seen > 2000000) return 1;\n        if (k >= 64) k = n;  /* a run of 64 equal bits never comes up */\n"),),
      "1\n100 64\n"),
    M("rk_plus_sign", "judge:f15_runlimit", "sign_form",
      "a case read by hand: an optional minus and digits",
      (("int main(void) {\n", _reader("read_number", "long", "minus")),
       ("        if (scanf(\"%ld %ld\", &n, &k) != 2 || k < 1", "        if (!read_number(&n) || !read_number(&k) || k < 1")),
      "1\n+5 2\n"),
    # ------------------------------------------------------------------ f15_windows
    A("wn_tie_shift", "judge:f15_windows", "relation",
      "asm: a window of a sum equal to the one before it in the list put before it (jle -> jl)",
      (), "2\n5 5\n1\n1 2\n",
      asm_patches=(("\tcmpq\t%rcx, %rdx\n\tjle\t.L24\n", "\tcmpq\t%rcx, %rdx\n\tjl\t.L24\n"),)),
    A("wn_queries_10", "judge:f15_windows", "early_exit",
      "asm: at most 10 queries accepted (cmpq $99 -> $9)",
      (), "1\n7\n11\n" + "1 1\n" * 11,
      asm_patches=(("\tcmpq\t$99, %rdx\n", "\tcmpq\t$9, %rdx\n"),)),
    M("wn_prefix_double", "judge:f15_windows", "mixed_extremes",
      "the running sums kept in doubles",
      (("static long long pre[MAXN + 1];", "static double pre[MAXN + 1];"),),
      "9103\n" + "-1000000000000 " * 9100 + "3 1 2\n1\n1 3\n"),
    M("wn_room_8192", "judge:f15_windows", "capacity",
      "room for 8,192 values (the lists of the tests are short)",
      (("#define MAXN 200000", "#define MAXN 8192  /* short lists */"),),
      "8193\n" + "1 " * 8193 + "\n1\n1 1\n"),
    M("wn_plus_sign", "judge:f15_windows", "sign_form",
      "a value read by hand: an optional minus and digits",
      (("int main(void) {\n", _reader("read_value", "long long", "minus")),
       ("        if (scanf(\"%lld\", &a) != 1 || a < -LIMIT", "        if (!read_value(&a) || a < -LIMIT")),
      "2\n+5 3\n1\n1 1\n"),
    # ------------------------------------------------------------------ f15_bytehist
    A("bh_pct_32", "judge:f15_bytehist", "width",
      "asm: a count times 100,000 worked out in 32 bits (imulq -> imull)",
      (), "a" * 43000 + "b",
      asm_patches=(("\timulq\t$100000, %rdi, %rax\n", "\timull\t$100000, %edi, %eax\n"),)),
    A("bh_signed_byte", "judge:f15_bytehist", "width",
      "asm: a byte widened with its sign (movzbl -> movsbl)",
      (), "caf\u00e9\n",
      asm_patches=(("\tmovzbl\t(%rax), %ecx\n", "\tmovsbl\t(%rax), %ecx\n"),)),
    M("bh_count_16", "judge:f15_bytehist", "scale",
      "the counts kept in unsigned shorts (a text's counts are small)",
      (("    static long count[256];", "    static unsigned short count[256];  /* small counts */"),
       ("        long milli = count[b] * 100000 / n;\n        printf(\"%02x %ld %ld.%03ld%%\\n\", b, count[b], milli / 1000, milli % 1000);",
        "        long times = count[b], milli = times * 100000 / n;\n"
        "        printf(\"%02x %ld %ld.%03ld%%\\n\", b, times, milli / 1000, milli % 1000);")),
      "a" * 65536 + "b\n"),
    M("bh_nul_stop", "judge:f15_bytehist", "tokens",
      "the text read line by line with fgets, a line as long as strlen says (a NUL byte ends it)",
      (("    size_t got;\n    while ((got = fread(buf, 1, sizeof buf, stdin)) > 0) {",
        "    while (fgets((char *)buf, sizeof buf, stdin)) {  /* a text comes in lines */\n"
        "        size_t got = strlen((char *)buf);"),
       ("#include <stdio.h>\n", "#include <stdio.h>\n#include <string.h>\n")),
      "ab\x00cd\n"),
    M("bh_read_65536", "judge:f15_bytehist", "capacity",
      "the text read in one fread of 65,536 bytes (a text fits the buffer)",
      (("    while ((got = fread(buf, 1, sizeof buf, stdin)) > 0) {",
        "    if ((got = fread(buf, 1, sizeof buf, stdin)) > 0) {  /* a text fits the buffer */"),),
      "x" * 70000),
    # ------------------------------------------------------------------ f15_ipv6
    A("v6_single_zero", "judge:f15_ipv6", "boundary",
      "asm: a single zero group written as \"::\" (movl $1 -> $0 for the shortest run)",
      (), "1:0:2:3:4:5:6:7\n",
      asm_patches=(("\tmovl\t%eax, %edi\n\tmovl\t$1, %edx\n", "\tmovl\t%eax, %edi\n\tmovl\t$0, %edx\n"),)),
    A("v6_valid_16", "judge:f15_ipv6", "scale",
      "asm: the addresses counted in 16 bits (addq -> addw)",
      (), "::\n" * 65536,
      asm_patches=(("\taddq\t$1, %r13\n", "\taddw\t$1, %r13w\n"),)),
    M("v6_tie_last", "judge:f15_ipv6", "relation",
      "of equally long runs of zero groups, the last written as \"::\"",
      (("        if (j - i >= 2 && j - i > best_len) {", "        if (j - i >= 2 && j - i >= best_len) {"),),
      "1:0:0:2:0:0:3:4\n"),
    M("v6_line_64", "judge:f15_ipv6", "capacity",
      "the lines read with fgets into 64 bytes (an address is at most 39)",
      (("    char *line = NULL;\n    size_t size = 0;\n    ssize_t got;\n",
        "    static char line[64];  /* an address is at most 39 bytes */\n"),
       ("    while ((got = getline(&line, &size, stdin)) > 0) {\n        long n = (long)got;",
        "    while (fgets(line, sizeof line, stdin)) {\n        long n = (long)strlen(line);"),
       ("    free(line);\n", ""),
       ("#include <stdlib.h>\n", "#include <stdlib.h>\n#include <string.h>\n")),
      "0" * 70 + "\n::1\n"),
    M("v6_two_gaps", "judge:f15_ipv6", "tokens",
      "a second \"::\" taken like the first",
      (("            if (gap) return 0;\n            gap = 1;", "            gap = 1;  /* a gap, once or again */"),),
      "1::2::3\n"),
    # ------------------------------------------------------------------ f15_tolerance
    A("tl_row_32", "judge:f15_tolerance", "width",
      "asm: a value's distance from its row's mean compared in 32 bits (cmpq -> cmpl)",
      (), "2 2 0\n3000000000 0\n0 0\n",
      asm_patches=(("\tcmpq\t%r9, %r8\n\tjge\t.L22\n", "\tcmpl\t%r9d, %r8d\n\tjge\t.L22\n"),)),
    A("tl_equal_col", "judge:f15_tolerance", "boundary",
      "asm: a value exactly T from its column's mean taken as beyond it (jge -> jg)",
      (), "2 2 0\n5 1\n5 3\n",
      asm_patches=(("\tcmpq\t%rdi, (%rsp)\n\tjge\t.L22\n", "\tcmpq\t%rdi, (%rsp)\n\tjg\t.L22\n"),)),
    M("tl_mean_double", "judge:f15_tolerance", "mixed_extremes",
      "the means worked out in doubles and compared with T",
      (("            long long by_row = c * a - row[y], by_col = r * a - col[x];\n"
        "            if (by_row < 0) by_row = -by_row;\n            if (by_col < 0) by_col = -by_col;\n"
        "            if (by_row > c * t && by_col > r * t) {",
        "            double by_row = fabs((double)a - (double)row[y] / (double)c);\n"
        "            double by_col = fabs((double)a - (double)col[x] / (double)r);\n"
        "            if (by_row > (double)t && by_col > (double)t) {  /* the means themselves */"),
       ("#include <stdlib.h>\n", "#include <stdlib.h>\n#include <math.h>\n")),
      _mean_in_doubles()),
    M("tl_cols_8192", "judge:f15_tolerance", "capacity",
      "room for the sums of 8,192 columns (tables are narrow)",
      (("    long long *col = calloc((size_t)c, sizeof(long long));",
        "    static long long col[8192];  /* narrow tables */\n    if (c > 8192) return 1;"),
       ("    free(col);\n", "")),
      "1 8193 0\n" + "0 " * 8193 + "\n"),
    M("tl_rows_1000", "judge:f15_tolerance", "early_exit",
      "the outliers looked for in the first 1,000 rows (tables are short)",
      (("    for (long long y = 0; y < r; y++)\n        for (long long x = 0; x < c; x++) {\n            long long a = v[y * c + x];",
        "    for (long long y = 0; y < r && y < 1000; y++)  /* short tables */\n"
        "        for (long long x = 0; x < c; x++) {\n            long long a = v[y * c + x];"),),
      "1001 2 0\n" + "0 0\n" * 1000 + "0 9\n"),
    # ------------------------------------------------------------------ f15_sheet
    A("sh_value_32", "judge:f15_sheet", "width",
      "asm: the value of a cell a formula names read back in 32 bits (movq -> movslq)",
      (), "A1 = 999999999 + 999999999 + 999999999\nB1 = A1\nprint B1\n",
      asm_patches=(("\tmovq\t24(%rsp), %rdx\n\tjmp\t.L7\n", "\tmovslq\t24(%rsp), %rdx\n\tjmp\t.L7\n"),)),
    A("sh_line_199", "judge:f15_sheet", "boundary",
      "asm: a line of exactly 200 bytes refused (cmpq $200 -> $199)",
      (), "A1 = 100" + " + 1" * 48 + "\nprint A1\n",
      asm_patches=(("\tcmpq\t$200, %r15\n", "\tcmpq\t$199, %r15\n"),)),
    M("sh_self_zero", "judge:f15_sheet", "relation",
      "a cell's own name in its formula taken as an empty cell",
      (("        if (f->ref[i] >= 0 && !eval(f->ref[i], &term)) return 0;",
        "        if (f->ref[i] >= 0 && f->ref[i] != at && !eval(f->ref[i], &term)) return 0;  /* itself: empty */"),),
      "A1 = A1 + 1\nprint A1\n"),
    M("sh_depth_100", "judge:f15_sheet", "early_exit",
      "formulas followed 100 deep, deeper taken as a cycle (formulas nest shallowly)",
      (("static int eval(int at, long long *out) {\n",
        "static int depth;  /* formulas nest shallowly */\n\nstatic int eval(int at, long long *out) {\n"
        "    if (depth > 100) return 0;\n"),
       ("        if (f->ref[i] >= 0 && !eval(f->ref[i], &term)) return 0;",
        "        if (f->ref[i] >= 0) {\n            depth++;\n            int ok = eval(f->ref[i], &term);\n"
        "            depth--;\n            if (!ok) return 0;\n        }")),
      _chain_sheet(120)),
    M("sh_formula_64", "judge:f15_sheet", "capacity",
      "the lines read with fgets into 64 bytes (formulas are short)",
      (("    char *line = NULL;\n    size_t size = 0;\n    ssize_t got;\n", "    static char line[64];  /* formulas are short */\n"),
       ("    while ((got = getline(&line, &size, stdin)) > 0) {", "    while (fgets(line, sizeof line, stdin)) {\n        long got = (long)strlen(line);"),
       ("    free(line);\n", "")),
      "A1 = " + " + ".join(str(i) for i in range(1, 21)) + "\nprint A1\n"),
    # ------------------------------------------------------------------ f15_jobs
    A("jb_worth_32", "judge:f15_jobs", "width",
      "asm: a choice's worth added up in 32 bits (addq -> addl)",
      (), "1\n5\n" + "".join(f"{i} {i + 1} 1000000000\n" for i in range(5)),
      asm_patches=(("\taddq\t(%r15,%rdi,8), %rdx\n", "\taddl\t(%r15,%rdi,8), %edx\n"),)),
    A("jb_touch_clash", "judge:f15_jobs", "relation",
      "asm: a job that starts when another ends taken as clashing with it (jle -> jl)",
      (), "1\n2\n0 5 3\n5 9 4\n",
      asm_patches=(("\tcmpq\t%r13, (%rax,%rdx,8)\n\tjle\t.L25\n", "\tcmpq\t%r13, (%rax,%rdx,8)\n\tjl\t.L25\n"),)),
    M("jb_jobs_8192", "judge:f15_jobs", "capacity",
      "room for 8,192 jobs (the cases of the tests are small)",
      (("#define MAXN 200000", "#define MAXN 8192  /* small cases */"),),
      "1\n8193\n" + "0 1 1\n" * 8193),
    M("jb_back_1000", "judge:f15_jobs", "early_exit",
      "the jobs that end by a job's start looked for among the 1,000 before it (clashes are near)",
      (("            long lo = 0, hi = i;\n            while (lo < hi) {\n                long mid = lo + (hi - lo) / 2;\n"
        "                if (end[mid] <= job[i].s) lo = mid + 1;\n                else hi = mid;\n            }",
        "            long lo = i;  /* clashes are near: look back 1,000 jobs */\n"
        "            while (lo > 0 && end[lo - 1] > job[i].s) {\n                if (i - lo >= 1000) {\n"
        "                    lo = 0;\n                    break;\n                }\n                lo--;\n            }"),),
      _far_job()),
    M("jb_end_int", "judge:f15_jobs", "typed_field",
      "the end times kept in ints for the search (times fit an int)",
      (("static long long end[MAXN], worth[MAXN + 1];", "static int end[MAXN];  /* times fit an int */\nstatic long long worth[MAXN + 1];"),),
      "1\n2\n0 4294967396 5\n150 4294967400 7\n"),
    # ------------------------------------------------------------------ f15_mode
    A("md_sort_32", "judge:f15_mode", "width",
      "asm: the values sorted by their low 32 bits (movq/cmpq -> movl/cmpl)",
      (), "2\n4294967296 5\n1\n1 2\n",
      asm_patches=(("\tmovq\t(%rsi), %rax\n\tcmpq\t%rax, (%rdi)\n", "\tmovl\t(%rsi), %eax\n\tcmpl\t%eax, (%rdi)\n"),)),
    A("md_count_16", "judge:f15_mode", "scale",
      "asm: a value's count in a range kept in 16 bits (addq -> addw)",
      (), "65537\n" + "7 " * 65536 + "8\n1\n1 65537\n",
      asm_patches=(("\taddq\t$1, %rax\n\tmovq\t%rax, (%r15,%rdx,8)\n", "\taddw\t$1, %ax\n\tmovq\t%rax, (%r15,%rdx,8)\n"),)),
    M("md_room_8192", "judge:f15_mode", "capacity",
      "room for 8,192 values (the lists of the tests are short)",
      (("#define MAXN 200000", "#define MAXN 8192  /* short lists */"),),
      "8193\n" + "3 " * 8193 + "\n1\n1 8193\n"),
    M("md_range_1000", "judge:f15_mode", "early_exit",
      "a range counted over its first 1,000 values (ranges are short)",
      (("        for (long long i = l - 1; i < r; i++) {\n            long v = rank_of[i], k = ++times[v];",
        "        for (long long i = l - 1; i < r && i < l - 1 + 1000; i++) {  /* short ranges */\n"
        "            long v = rank_of[i], k = ++times[v];"),),
      "1003\n" + " ".join(str(v) for v in range(1, 1001)) + " 7 7 7\n1\n1 1003\n"),
    M("md_plus_sign", "judge:f15_mode", "sign_form",
      "a value read by hand: an optional minus and digits",
      (("int main(void) {\n", _reader("read_value", "long long", "minus")),
       ("        if (scanf(\"%lld\", &a[i]) != 1 || a[i] < -LIMIT", "        if (!read_value(&a[i]) || a[i] < -LIMIT")),
      "2\n+5 5\n1\n1 2\n"),
    # ------------------------------------------------------------------ f15_ladder
    A("ld_words_16", "judge:f15_ladder", "scale",
      "asm: the words counted in 16 bits (addq -> addw)",
      (), "a " * 65536 + "\n",
      asm_patches=(("\taddq\t$1, %r11\n\tcmpq\t%rdi, %r15\n", "\taddw\t$1, %r11w\n\tcmpq\t%rdi, %r15\n"),)),
    A("ld_same_word", "judge:f15_ladder", "relation",
      "asm: a word the same as the one before it taken as a step (jne -> ja)",
      (), "cat cat\n",
      asm_patches=(("\tcmpq\t$1, (%rsp)\n\tjne\t.L41\n", "\tcmpq\t$1, (%rsp)\n\tja\t.L41\n"),)),
    M("ld_letters_digits", "judge:f15_ladder", "tokens",
      "a word taken as a run of letters and digits",
      (("    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');",
        "    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');  /* words and numbers */"),),
      "a1 b1\n"),
    M("ld_text_65536", "judge:f15_ladder", "capacity",
      "the text read into a static buffer of 65,536 bytes (a text is short)",
      (("    size_t size = 1 << 16, n = 0, got;\n    char *text = malloc(size);\n    if (!text) return 1;\n"
        "    while ((got = fread(text + n, 1, size - n, stdin)) > 0) {\n        n += got;\n        if (n == size) {\n"
        "            size *= 2;\n            char *more = realloc(text, size);\n            if (!more) return 1;\n"
        "            text = more;\n        }\n    }\n",
        "    static char text[1 << 16];  /* a text is short */\n    size_t n = fread(text, 1, sizeof text, stdin);\n"),
       ("    free(text);\n", "")),
      "x " * 33000 + "cold cord card\n"),
    M("ld_chain_1000", "judge:f15_ladder", "early_exit",
      "a ladder followed up to 1,000 words (ladders are short)",
      (("        if (differ == 1) {", "        if (differ == 1 && length < 1000) {  /* short ladders */"),),
      "ab ac " * 600 + "\n"),
    # ------------------------------------------------------------------ f15_tz
    A("tz_invalid_16", "judge:f15_tz", "scale",
      "asm: the invalid lines counted in 16 bits (addq -> addw)",
      (), "\n" * 65536,
      asm_patches=(("\tmovq\t%r15, %rdi\n\taddq\t$1, %rbp\n", "\tmovq\t%r15, %rdi\n\taddw\t$1, %bp\n"),)),
    A("tz_hour_24", "judge:f15_tz", "boundary",
      "asm: the hour 24 taken (cmpl $23 -> $24)",
      (), "24:00 UTC UTC\n",
      asm_patches=(("\tcmpl\t$23, %eax\n", "\tcmpl\t$24, %eax\n"),)),
    M("tz_offset_12", "judge:f15_tz", "typed_field",
      "offsets taken up to 12:00 (zones run from -12:00 to +12:00)",
      (("    if (hours * 60 + minutes > 14 * 60) return 0;",
        "    if (hours * 60 + minutes > 12 * 60) return 0;  /* zones run from -12:00 to +12:00 */"),),
      "12:00 UTC+14 UTC\n"),
    M("tz_minus_zero", "judge:f15_tz", "sign_form",
      "the hours of an offset read as a signed number, the minutes given their sign",
      (("    int sign = s[3] == '+' ? 1 : s[3] == '-' ? -1 : 0;\n    if (!sign) return 0;",
        "    if (s[3] != '+' && s[3] != '-') return 0;"),
       ("    if (digits == 0) return 0;\n", "    if (digits == 0) return 0;\n    if (s[3] == '-') hours = -hours;  /* a signed number of hours */\n"),
       ("    if (hours * 60 + minutes > 14 * 60) return 0;\n    *out = sign * (hours * 60 + minutes);",
        "    if ((hours < 0 ? -hours : hours) * 60 + minutes > 14 * 60) return 0;\n"
        "    *out = hours * 60 + (hours < 0 ? -minutes : minutes);  /* the minutes take the hours' sign */")),
      "00:30 UTC-0:30 UTC\n"),
    M("tz_day_once", "judge:f15_tz", "boundary",
      "a time before the day moved a day on once (a zone is at most a day off)",
      (("    while (t < 0) {\n        t += 1440;\n        d--;\n    }", "    if (t < 0) {  /* at most a day back */\n        t += 1440;\n        d--;\n    }"),),
      "00:00 UTC+14 UTC-12\n"),
)

FRESH15_REWRITES: tuple[Rewrite, ...] = (
    # ------------------------------------------------------------------ f15_hills
    R("hl_direction_table", "judge:f15_hills", "the neighbours found from a table of directions",
      (("        long next[4];\n        int count = 0;\n        if (y > 0) next[count++] = at - c;\n        if (y + 1 < r) next[count++] = at + c;\n"
        "        if (x > 0) next[count++] = at - 1;\n        if (x + 1 < c) next[count++] = at + 1;\n"
        "        for (int i = 0; i < count; i++) {\n            long to = next[i];",
        "        static const long dy[4] = {-1, 1, 0, 0}, dx[4] = {0, 0, -1, 1};\n        for (int i = 0; i < 4; i++) {\n"
        "            long ny = y + dy[i], nx = x + dx[i];\n            if (ny < 0 || ny >= r || nx < 0 || nx >= c) continue;\n"
        "            long to = ny * c + nx;"),)),
    R("hl_reached_tail", "judge:f15_hills", "the cells reached counted as the length of the queue",
      (("    printf(\"reached %ld\\n\", reached);", "    printf(\"reached %ld\\n\", tail);"),)),
    AR("hl_asm_reorder", "judge:f15_hills", "asm: two independent moves before the search in the other order",
       (), asm_patches=(("\tmovq\t%rsi, 16(%rsp)\n\tmovq\t40(%rsp), %r8\n", "\tmovq\t40(%rsp), %r8\n\tmovq\t%rsi, 16(%rsp)\n"),)),
    # ------------------------------------------------------------------ f15_bankq
    R("bq_name_memcpy", "judge:f15_bankq", "a name copied with memcpy, its terminating byte and all",
      (("            strcpy(name[tail], who);", "            memcpy(name[tail], who, strlen(who) + 1);"),)),
    R("bq_line_wait", "judge:f15_bankq", "the wait of the first in line worked out before the line is printed",
      (("            printf(\"line %ld longest %lld\\n\", waiting, head < tail ? t - arrived[head] : 0);",
        "            long long wait = 0;\n            if (head < tail) wait = t - arrived[head];\n"
        "            printf(\"line %ld longest %lld\\n\", waiting, wait);"),)),
    AR("bq_asm_reorder", "judge:f15_bankq", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%r13, %rdx\n\txorl\t%eax, %eax\n", "\txorl\t%eax, %eax\n\tmovq\t%r13, %rdx\n"),)),
    # ------------------------------------------------------------------ f15_runlimit
    R("rk_reduce_first", "judge:f15_runlimit", "the window reduced before the way out of it is taken off",
      (("            window += ways[j];\n            if (j >= k) window += P - ways[j - k];\n            window %= P;",
        "            window = (window + ways[j]) % P;\n            if (j >= k) window = (window + P - ways[j - k]) % P;"),)),
    R("rk_answer_add", "judge:f15_runlimit", "the answer doubled by an addition",
      (("        unsigned long long answer = 2 * ways[n] % P;", "        unsigned long long answer = (ways[n] + ways[n]) % P;"),)),
    AR("rk_asm_swap", "judge:f15_runlimit", "asm: two of printf's arguments loaded in the other order",
       (), asm_patches=(("\tmovq\t(%r12,%r8,8), %rcx\n\tleaq\t.LC2(%rip), %rdi\n", "\tleaq\t.LC2(%rip), %rdi\n\tmovq\t(%r12,%r8,8), %rcx\n"),)),
    # ------------------------------------------------------------------ f15_windows
    R("wn_place_branch", "judge:f15_windows", "the place of a new window chosen with a branch",
      (("            long j = kept < t ? kept++ : t - 1;", "            long j;\n            if (kept < t) j = kept++;\n            else j = t - 1;"),)),
    R("wn_print_after", "judge:f15_windows", "each window printed with the byte that follows it",
      (("        for (long i = 0; i < kept; i++) printf(\"%s%lld@%lld\", i ? \" \" : \"\", sum[i], at[i]);\n        putchar('\\n');",
        "        for (long i = 0; i < kept; i++) printf(\"%lld@%lld%c\", sum[i], at[i], i + 1 < kept ? ' ' : '\\n');"),)),
    AR("wn_asm_reorder", "judge:f15_windows", "asm: two of printf's arguments loaded in the other order",
       (), asm_patches=(("\tmovq\t112(%rsp), %rcx\n\tmovq\t32(%rsp), %rdx\n", "\tmovq\t32(%rsp), %rdx\n\tmovq\t112(%rsp), %rcx\n"),)),
    # ------------------------------------------------------------------ f15_bytehist
    R("bh_qsort", "judge:f15_bytehist", "the byte values sorted with qsort by count and value",
      (("#include <stdio.h>\n",
        "#include <stdio.h>\n#include <stdlib.h>\n\nstatic long count[256];\n\n"
        "static int more_first(const void *pa, const void *pb) {\n    int a = *(const int *)pa, b = *(const int *)pb;\n"
        "    if (count[a] != count[b]) return count[a] > count[b] ? -1 : 1;\n    return a - b;\n}\n"),
       ("    static long count[256];\n", ""),
       ("    for (int i = 1; i < d; i++) {  /* by count, largest first; equal counts keep their order */\n"
        "        int b = order[i], j = i;\n        while (j > 0 && count[order[j - 1]] < count[b]) {\n"
        "            order[j] = order[j - 1];\n            j--;\n        }\n        order[j] = b;\n    }\n",
        "    qsort(order, (size_t)d, sizeof order[0], more_first);\n"))),
    R("bh_percent_split", "judge:f15_bytehist", "the thousandths of a per cent worked out in two divisions",
      (("        long milli = count[b] * 100000 / n;",
        "        long milli = count[b] * 1000 / n * 100 + count[b] * 1000 % n * 100 / n;"),)),
    AR("bh_asm_reorder", "judge:f15_bytehist", "asm: two of fread's arguments set in the other order",
       (), asm_patches=(("\tmovl\t$65536, %edx\n\tmovl\t$1, %esi\n", "\tmovl\t$1, %esi\n\tmovl\t$65536, %edx\n"),)),
    # ------------------------------------------------------------------ f15_ipv6
    R("v6_hex_fold", "judge:f15_ipv6", "a hex letter told after folding its case with 0x20",
      (("    if (c >= 'a' && c <= 'f') return c - 'a' + 10;\n    if (c >= 'A' && c <= 'F') return c - 'A' + 10;",
        "    c |= 0x20;\n    if (c >= 'a' && c <= 'f') return c - 'a' + 10;"),)),
    R("v6_print_buffer", "judge:f15_ipv6", "the canonical form built in a buffer and printed with puts",
      (("    for (int i = 0; i < 8; i++) {\n        if (i == best) {\n            fputs(\"::\", stdout);\n            i += best_len - 1;\n"
        "            continue;\n        }\n        if (i > 0 && i != best + best_len) putchar(':');\n        printf(\"%x\", g[i]);\n"
        "    }\n    putchar('\\n');",
        "    char text[48];\n    int at = 0;\n    for (int i = 0; i < 8; i++) {\n        if (i == best) {\n            text[at++] = ':';\n"
        "            text[at++] = ':';\n            i += best_len - 1;\n            continue;\n        }\n"
        "        if (i > 0 && i != best + best_len) text[at++] = ':';\n        at += sprintf(text + at, \"%x\", g[i]);\n"
        "    }\n    text[at] = '\\0';\n    puts(text);"),)),
    AR("v6_asm_reorder", "judge:f15_ipv6", "asm: two independent clears before the runs of zeros in the other order",
       (), asm_patches=(("\tmovl\t$-1, %esi\n\txorl\t%ecx, %ecx\n", "\txorl\t%ecx, %ecx\n\tmovl\t$-1, %esi\n"),)),
    # ------------------------------------------------------------------ f15_tolerance
    R("tl_llabs", "judge:f15_tolerance", "the distances made positive with llabs",
      (("            if (by_row < 0) by_row = -by_row;\n            if (by_col < 0) by_col = -by_col;",
        "            by_row = llabs(by_row);\n            by_col = llabs(by_col);"),)),
    R("tl_first_unset", "judge:f15_tolerance", "the first outlier kept while none is kept yet",
      (("                if (outliers++ == 0) {\n                    first_y = y + 1;\n                    first_x = x + 1;\n                }",
        "                if (!first_y) {\n                    first_y = y + 1;\n                    first_x = x + 1;\n                }\n"
        "                outliers++;"),)),
    AR("tl_asm_swap", "judge:f15_tolerance", "asm: two of calloc's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%rbx, %rdi\n\tmovl\t$8, %esi\n", "\tmovl\t$8, %esi\n\tmovq\t%rbx, %rdi\n"),)),
    # ------------------------------------------------------------------ f15_sheet
    R("sh_sign_branch", "judge:f15_sheet", "a term added or taken off with a branch on its sign",
      (("        sum += f->sign[i] * term;", "        if (f->sign[i] > 0) sum += term;\n        else sum -= term;"),)),
    R("sh_print_letters", "judge:f15_sheet", "the word print told letter by letter",
      (("        if (strncmp(s, \"print\", 5) == 0 && (s[5] == ' ' || s[5] == '\\t')) {",
        "        if (s[0] == 'p' && s[1] == 'r' && s[2] == 'i' && s[3] == 'n' && s[4] == 't'\n"
        "            && (s[5] == ' ' || s[5] == '\\t')) {"),)),
    AR("sh_asm_swap", "judge:f15_sheet", "asm: two independent addresses in eval worked out in the other order",
       (), asm_patches=(("\tleaq\tbusy(%rip), %r13\n\tleaq\t24(%rsp), %rax\n", "\tleaq\t24(%rsp), %rax\n\tleaq\tbusy(%rip), %r13\n"),)),
    # ------------------------------------------------------------------ f15_jobs
    R("jb_binary_lifting", "judge:f15_jobs", "the jobs that end by a job's start counted by steps of powers of two",
      (("            long lo = 0, hi = i;\n            while (lo < hi) {\n                long mid = lo + (hi - lo) / 2;\n"
        "                if (end[mid] <= job[i].s) lo = mid + 1;\n                else hi = mid;\n            }",
        "            long lo = 0, step = 1;\n            while (step * 2 <= i) step *= 2;\n            for (; step > 0; step /= 2)\n"
        "                if (lo + step <= i && end[lo + step - 1] <= job[i].s) lo += step;"),)),
    R("jb_take_flag", "judge:f15_jobs", "the better choice told by a flag",
      (("            if (w > worth[i] || (w == worth[i] && k < count[i])) {\n                worth[i + 1] = w;\n"
        "                count[i + 1] = k;\n            } else {\n                worth[i + 1] = worth[i];\n"
        "                count[i + 1] = count[i];\n            }",
        "            int take = w != worth[i] ? w > worth[i] : k < count[i];\n            worth[i + 1] = take ? w : worth[i];\n"
        "            count[i + 1] = take ? k : count[i];"),)),
    AR("jb_asm_reorder", "judge:f15_jobs", "asm: two of qsort's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%rax, %rsi\n\tmovl\t$24, %edx\n", "\tmovl\t$24, %edx\n\tmovq\t%rax, %rsi\n"),)),
    # ------------------------------------------------------------------ f15_mode
    R("md_compare_branches", "judge:f15_mode", "the comparison with branches",
      (("    return (x > y) - (x < y);", "    if (x < y) return -1;\n    return x > y;"),)),
    R("md_rank_bsearch", "judge:f15_mode", "each value's rank found with bsearch",
      (("        long lo = 0, hi = distinct - 1;\n        while (lo < hi) {\n            long mid = (lo + hi) / 2;\n"
        "            if (sorted[mid] < a[i]) lo = mid + 1;\n            else hi = mid;\n        }\n        rank_of[i] = lo;",
        "        const long long *found = bsearch(&a[i], sorted, (size_t)distinct, sizeof sorted[0], ascending);\n"
        "        rank_of[i] = found - sorted;"),)),
    AR("md_asm_reorder", "judge:f15_mode", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%r8, %rdx\n\tmovq\t%r14, %rdi\n", "\tmovq\t%r14, %rdi\n\tmovq\t%r8, %rdx\n"),)),
    # ------------------------------------------------------------------ f15_ladder
    R("ld_lower_bit", "judge:f15_ladder", "a capital lowered by setting its 0x20 bit",
      (("    return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;", "    return c >= 'A' && c <= 'Z' ? c | 0x20 : c;"),)),
    R("ld_differ_stop", "judge:f15_ladder", "the places that differ counted up to two",
      (("            for (size_t k = 0; k < prev_len; k++)", "            for (size_t k = 0; k < prev_len && differ < 2; k++)"),)),
    AR("ld_asm_reorder", "judge:f15_ladder", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%r13, %rsi\n\tleaq\t.LC6(%rip), %rdi\n", "\tleaq\t.LC6(%rip), %rdi\n\tmovq\t%r13, %rsi\n"),)),
    # ------------------------------------------------------------------ f15_tz
    R("tz_divide_days", "judge:f15_tz", "the days and the time of day found by division, two days added first",
      (("    long t = hh * 60 + mm - from_off + to_off, d = 0;\n    while (t < 0) {\n        t += 1440;\n        d--;\n    }\n"
        "    while (t >= 1440) {\n        t -= 1440;\n        d++;\n    }",
        "    long t = hh * 60 + mm - from_off + to_off + 2 * 1440;  /* never below -2 days */\n"
        "    long d = t / 1440 - 2;\n    t %= 1440;"),)),
    R("tz_day_words", "judge:f15_tz", "one day and several days printed by two branches",
      (("        if (d) printf(\" (%+ld day%s)\", d, d == 1 || d == -1 ? \"\" : \"s\");",
        "        if (d == 1 || d == -1) printf(\" (%+ld day)\", d);\n        else if (d) printf(\" (%+ld days)\", d);"),)),
    AR("tz_asm_reorder", "judge:f15_tz", "asm: the hour and the minute loaded in the other order",
       (), asm_patches=(("\tmovq\t(%rsp), %r8\n\tmovq\t8(%rsp), %r9\n", "\tmovq\t8(%rsp), %r9\n\tmovq\t(%rsp), %r8\n"),)),
)


#: ``--set`` names of this set: all of it, and its two fixed halves
FRESH15_SETS: dict[str, tuple[tuple[Mutant, ...], tuple[Rewrite, ...]]] = halves(
    "fresh15", FRESH15_MUTANTS, FRESH15_REWRITES, DEV_PROGRAMS, HELD_PROGRAMS)
