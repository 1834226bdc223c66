"""A third fresh set of candidates for ``benchmarks/verification.py`` (issue 32), written as a
measuring stick nobody tuned the verifier to, apart from ``fresh.py`` and ``fresh2.py``.

Twelve judge-style programs of kinds no other set has (``programs/f3_*.c``, each stating its
input constraints in its opening comment): groups joined and queried by commands (union-find),
0/1 knapsack over several test cases, talks chosen greedily by end time, bracket matching of
four kinds line by line, the longest common subsequence of two lines, the shortest path through
a maze of '#' and '.', a stock of named items changed by commands, matrix products modulo a
32-bit P, polynomial values modulo 2^64, day counts between dates and the date midway, IPv4
blocks from "address/length" lines, and the lines of a tiny assembly language tokenized.  Each
has a few public samples and hidden tests from a small generator in the style of the samples
(random values of the sizes and alphabets the samples show, as judges write them), kept here
so that this set stays apart from the others.

Wrong candidates are of the kinds issue 32 lists (``KINDS``, the same as ``fresh.KINDS``); an
``AsmMutant`` is an *assembly edit*: the reference compiled with ``gcc -O3 -S`` (Debian gcc
12.2) and one thing changed, as an asm-writing model would (a width, a condition code, a
signed/unsigned instruction, a dropped instruction).  Honest candidates are the benchmark's
recompilations, hand-written C rewrites and correct assembly edits (``AsmRewrite``: two
independent instructions swapped).

The set is split by program into two fixed halves (``DEV_PROGRAMS``, ``HELD_PROGRAMS``), each
with programs of every input style (commands, several test cases, a counted list, lines until
the end of the input, free text, a grid) and an early-exit candidate: ``--set fresh3-dev`` to
develop on, ``--set fresh3-held`` to measure once.

Witnesses are built here in Python; the large ones (2^16 cells or groups, a sum past 2^32, a
line past 4,096 bytes, nesting past 2^16) stay under 150 KB.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from fresh import KINDS, AsmMutant, AsmRewrite
from mutants import Mutant, Rewrite, halves

__all__ = ["KINDS", "AsmMutant", "AsmRewrite", "DEV_PROGRAMS", "HELD_PROGRAMS", "PUBLIC",
           "GENERATORS", "hidden_inputs", "FRESH3_MUTANTS", "FRESH3_REWRITES", "FRESH3_SETS"]

#: commands, several test cases, a counted list, lines, free text and a grid
DEV_PROGRAMS: tuple[str, ...] = (
    "f3_union_find", "f3_knapsack", "f3_schedule", "f3_brackets", "f3_lcs", "f3_maze")
#: commands, several test cases (of number grids), a counted list, lines (two kinds), free text
HELD_PROGRAMS: tuple[str, ...] = (
    "f3_inventory", "f3_matrix_mod", "f3_poly_eval", "f3_date_diff", "f3_ipv4", "f3_asm_tokens")

# ---------------------------------------------------------------------------- public tests
#: the largest capacity W of the public knapsack tests (and of its generator's)
KNAPSACK_PUBLIC_MAX = 1000
#: the longest side of the public mazes (and of its generator's): no path is longer than its cells
MAZE_PUBLIC_SIDE = 20
#: the years of the public date tests (and of its generator's)
DATE_PUBLIC_YEARS = (1990, 2049)


def _maze_public_long() -> str:
    """A 20 x 20 maze whose path winds through every other row."""
    rows = []
    for y in range(MAZE_PUBLIC_SIDE):
        if y % 2 == 0:
            rows.append(["."] * MAZE_PUBLIC_SIDE)
        else:
            row = ["#"] * MAZE_PUBLIC_SIDE
            row[-1 if y % 4 == 1 else 0] = "."
            rows.append(row)
    rows[0][0] = "S"
    rows[-2][-1] = "E"
    return f"{MAZE_PUBLIC_SIDE} {MAZE_PUBLIC_SIDE}\n" + "".join("".join(r) + "\n" for r in rows)


PUBLIC: dict[str, list[str]] = {
    "f3_union_find": [
        "5\nunion 1 2\nsame 1 2\nsame 2 3\nunion 3 4\nunion 2 4\nsize 1\nsame 1 3\n",
        "3\nsize 2\n",
        "6\nunion 1 2\nunion 3 4\nunion 5 6\nunion 1 3\nsize 4\nsame 2 6\nunion 4 1\nsize 1\n",
        "10\nunion 1 10\nunion 2 9\nsame 10 1\nsize 9\nunion 9 10\nsame 1 2\n",
    ],
    "f3_knapsack": [
        "1\n3 5\n2 3\n3 4\n4 5\n",
        "2\n1 0\n1 5\n2 10\n5 10\n6 12\n",
        "1\n4 10\n5 10\n4 40\n6 30\n3 50\n",
        f"1\n5 {KNAPSACK_PUBLIC_MAX}\n400 300\n300 250\n500 600\n200 100\n700 900\n",
    ],
    "f3_schedule": [
        "4\n1 3\n2 5\n3 4\n0 7\n",
        "1\n5 10\n",
        "5\n0 10\n10 20\n20 30\n5 15\n15 25\n",
        "6\n100 200\n150 160\n160 170\n0 1000000000\n170 300\n300 301\n",
    ],
    "f3_brackets": [
        "(a[b]{c}<d>)\n(]\n((\n\nabc\n",
        "if (x < y) { a[i] = (b + c); }\n",
        "([{<>}])\n)(\n",
        "{[()()]}<<>>\nvector<pair<int, int>> v;\n",
    ],
    "f3_lcs": [
        "ABCBDAB\nBDCABA\n",
        "AGGTAB\nGXTXAYB\n",
        "x\ny\n",
        "thequickbrownfoxjumpsoverthelazydog\npackmyboxwithfivedozenliquorjugs\n",
    ],
    "f3_maze": [
        "3 4\nS..#\n.#..\n...E\n",
        "1 2\nSE\n",
        "3 3\nS#E\n.#.\n.#.\n",
        _maze_public_long(),
    ],
    "f3_inventory": [
        "add apple 5\nadd pear 3\nremove apple 7\nremove apple 5\nquery apple\n",
        "query ghost\n",
        "add bolt_m4 100\nadd nut_m4 250\nremove nut_m4 50\nadd bolt_m4 20\nquery bolt_m4\n"
        "remove washer 1\n",
        "add x1 7\nadd x2 8\nadd x10 9\nremove x2 8\n",
    ],
    "f3_matrix_mod": [
        "1\n2 7\n1 2\n3 4\n5 6\n0 1\n",
        "2\n1 13\n12\n12\n3 10007\n1 0 0\n0 1 0\n0 0 1\n5 6 7\n8 9 10\n11 12 13\n",
        "1\n3 1000\n999 999 999\n999 999 999\n999 999 999\n999 999 999\n999 999 999\n"
        "999 999 999\n",
        "1\n2 101\n7 100\n0 50\n1 0\n0 1\n",
    ],
    "f3_poly_eval": [
        "2\n1 -2 3\n3\n0 2 -1\n",
        "0\n42\n2\n5 -5\n",
        "3\n-1 0 0 1\n4\n1 2 3 -3\n",
        "4\n5 -3 2 0 1\n2\n10 -20\n",
    ],
    "f3_date_diff": [
        "2023-01-01 2023-12-31\n",
        "2000-02-28 2001-03-01\n1999-12-31 2000-01-01\n",
        f"{DATE_PUBLIC_YEARS[1]}-12-31 {DATE_PUBLIC_YEARS[0]}-01-01\n",
        "2024-02-29 2025-02-28\n2012-06-15 2010-06-15\n2030-10-01 2031-04-01\n",
    ],
    "f3_ipv4": [
        "192.168.1.77/24\n10.0.0.1/8\n10.2.3.4/8\n",
        "172.16.5.4/12\n",
        "8.8.8.8/30\n8.8.8.9/30\n8.8.8.12/30\n",
        "203.0.113.200/26\n198.51.100.7/16\n",
    ],
    "f3_asm_tokens": [
        "start: mov r1, 5 ; init\nloop:\n  add r1, -3\n  jmp loop\nret\n",
        "; only a comment\n\nnop\n",
        "load: ld r15, 0xff\n  st r2, buffer ; keep\n",
        "mul r3, r4, 12\ncall print\n",
    ],
}

# ---------------------------------------------------------------------------- hidden tests
_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _word(rng: random.Random, low: int, high: int, alphabet: str = _LETTERS) -> str:
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(low, high)))


def _union_find(rng: random.Random) -> str:
    """Commands on two different people (the samples never name one person twice)."""
    n = rng.randint(2, 12)
    lines = []
    for _ in range(rng.randint(1, 12)):
        a, b = rng.sample(range(1, n + 1), 2)
        command = rng.choice(["union", "union", "same", "size"])
        lines.append(f"size {a}" if command == "size" else f"{command} {a} {b}")
    return f"{n}\n" + "".join(line + "\n" for line in lines)


def _knapsack(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 3)):
        cap = rng.randint(0, KNAPSACK_PUBLIC_MAX)
        items = [(rng.randint(1, max(1, cap)), rng.randint(0, 1000))
                 for _ in range(rng.randint(1, 8))]
        cases.append(f"{len(items)} {cap}\n" + "".join(f"{w} {v}\n" for w, v in items))
    return f"{len(cases)}\n" + "".join(cases)


def _schedule(rng: random.Random) -> str:
    """Talks of non-negative times with distinct ends, as in the samples."""
    n = rng.randint(1, 10)
    ends = rng.sample(range(1, 10**9 + 1), n)
    talks = [(end - rng.randint(1, min(end, rng.choice([100, 10**4, 10**8]))), end) for end in ends]
    return f"{n}\n" + "".join(f"{s} {e}\n" for s, e in talks)


def _balanced(rng: random.Random, depth: int) -> str:
    text = ""
    for _ in range(rng.randint(0, 3)):
        roll = rng.random()
        if depth < 6 and roll < 0.5:
            opener, closer = rng.choice(["()", "[]", "{}", "<>"])
            text += opener + _balanced(rng, depth + 1) + closer
        else:
            text += rng.choice(["a", "x", "1", " ", "+", ", ", "b = c"])
    return text


def _brackets(rng: random.Random) -> str:
    """Balanced lines with words between the brackets, now and then one bracket dropped or
    replaced by another kind."""
    lines = []
    for _ in range(rng.randint(1, 5)):
        line = _balanced(rng, 0)
        brackets = [i for i, ch in enumerate(line) if ch in "()[]{}<>"]
        if brackets and rng.random() < 0.4:
            at = rng.choice(brackets)
            line = line[:at] + rng.choice(["", *"()[]{}<>"]) + line[at + 1:]
        lines.append(line)
    return "".join(line + "\n" for line in lines)


def _lcs(rng: random.Random) -> str:
    alphabet = rng.choice(["ACGT", _LETTERS, "ab"])
    return f"{_word(rng, 1, 40, alphabet)}\n{_word(rng, 1, 40, alphabet)}\n"


def _maze(rng: random.Random) -> str:
    while True:
        r, c = rng.randint(1, MAZE_PUBLIC_SIDE), rng.randint(1, MAZE_PUBLIC_SIDE)
        if r * c >= 2:
            break
    walls = rng.choice([0.1, 0.25, 0.35])
    grid = [["#" if rng.random() < walls else "." for _ in range(c)] for _ in range(r)]
    start, exit_cell = rng.sample(range(r * c), 2)
    grid[start // c][start % c] = "S"
    grid[exit_cell // c][exit_cell % c] = "E"
    return f"{r} {c}\n" + "".join("".join(row) + "\n" for row in grid)


_ITEMS = ("apple", "pear", "bolt_m4", "nut_m4", "washer", "x1", "x2", "x10", "cable_2m", "fuse",
          "gear12", "spring")


def _inventory(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 15)):
        name = rng.choice(_ITEMS)
        roll = rng.random()
        if roll < 0.45:
            lines.append(f"add {name} {rng.randint(1, 1000)}")
        elif roll < 0.8:
            lines.append(f"remove {name} {rng.randint(1, 1000)}")
        else:
            lines.append(f"query {name}")
    return "".join(line + "\n" for line in lines)


def _matrix_mod(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 3)):
        n, p = rng.randint(1, 5), rng.randint(100, 10007)
        a = [[rng.randrange(p) for _ in range(n)] for _ in range(n)]
        if rng.random() < 0.2:
            b = [[int(i == j) for j in range(n)] for i in range(n)]
        else:
            b = [[rng.randrange(p) for _ in range(n)] for _ in range(n)]
        rows = "".join(" ".join(map(str, row)) + "\n" for row in a + b)
        cases.append(f"{n} {p}\n{rows}")
    return f"{len(cases)}\n" + "".join(cases)


def _poly_eval(rng: random.Random) -> str:
    n = rng.randint(0, 4)
    coefficients = [rng.randint(-100, 100) for _ in range(n + 1)]
    points = [rng.randint(-20, 20) for _ in range(rng.randint(1, 6))]
    return (f"{n}\n{' '.join(map(str, coefficients))}\n{len(points)}\n"
            f"{' '.join(map(str, points))}\n")


def _date(rng: random.Random) -> str:
    year = rng.randint(*DATE_PUBLIC_YEARS)
    month = rng.randint(1, 12)
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    days = [31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    return f"{year}-{month:02d}-{rng.randint(1, days):02d}"


def _date_diff(rng: random.Random) -> str:
    return "".join(f"{_date(rng)} {_date(rng)}\n" for _ in range(rng.randint(1, 6)))


def _ipv4(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 8)):
        address = ".".join(str(rng.randint(0, 255)) for _ in range(4))
        lines.append(f"{address}/{rng.randint(8, 30)}")
    return "".join(line + "\n" for line in lines)


_MNEMONICS = ("mov", "add", "sub", "mul", "ld", "st", "cmp", "jmp", "call", "push", "pop", "ret",
              "nop")
_SYMBOLS = ("loop", "start", "end", "buffer", "print", "done", "data", "count")


def _operand(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.45:
        return f"r{rng.randint(0, 15)}"
    if roll < 0.7:
        return str(rng.randint(-1000, 1000))
    if roll < 0.8:
        return f"0x{rng.randint(0, 0xffff):x}"
    return rng.choice(_SYMBOLS)


def _asm_tokens(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 8)):
        line = ""
        if rng.random() < 0.25:
            line += rng.choice(_SYMBOLS) + ":"
        if rng.random() < 0.85:
            operands = [_operand(rng) for _ in range(rng.randint(0, 3))]
            line += ("  " if line or rng.random() < 0.5 else "") + rng.choice(_MNEMONICS)
            if operands:
                line += " " + ", ".join(operands)
        if rng.random() < 0.25:
            line += (" " if line else "") + "; " + _word(rng, 1, 8)
        lines.append(line)
    return "".join(line + "\n" for line in lines)


GENERATORS: dict[str, Callable[[random.Random], str]] = {
    "f3_union_find": _union_find, "f3_knapsack": _knapsack, "f3_schedule": _schedule,
    "f3_brackets": _brackets, "f3_lcs": _lcs, "f3_maze": _maze, "f3_inventory": _inventory,
    "f3_matrix_mod": _matrix_mod, "f3_poly_eval": _poly_eval, "f3_date_diff": _date_diff,
    "f3_ipv4": _ipv4, "f3_asm_tokens": _asm_tokens,
}


def hidden_inputs(name: str, count: int = 6, seed: int = 0) -> list[str]:
    """``count`` hidden inputs for program ``name``, deterministic for a seed."""
    rng = random.Random(f"fresh3:{name}:{seed}")
    return [GENERATORS[name](rng) for _ in range(count)]


# ---------------------------------------------------------------------------- witnesses
def _union_chain(length: int) -> str:
    """People 1 .. length + 1 joined as "union i+1 i": without union by size, a chain."""
    return (f"{length + 1}\n" + "".join(f"union {i + 1} {i}\n" for i in range(1, length + 1))
            + f"same 1 {length + 1}\n")


def _snake_maze(rows: int, cols: int) -> str:
    """Every other row open, the rows between walls with one gap at alternate ends: the only
    path from S (top left) to E (bottom right) winds through all of it."""
    lines = []
    for y in range(rows):
        if y % 2 == 0:
            row = ["."] * cols
        else:
            row = ["#"] * cols
            row[-1 if y % 4 == 1 else 0] = "."
        lines.append(row)
    lines[0][0] = "S"
    lines[-1][-1 if (rows - 1) % 4 == 0 else 0] = "E"
    return f"{rows} {cols}\n" + "".join("".join(row) + "\n" for row in lines)


def _open_maze(rows: int, cols: int) -> str:
    grid = [["."] * cols for _ in range(rows)]
    grid[0][0], grid[-1][-1] = "S", "E"
    return f"{rows} {cols}\n" + "".join("".join(row) + "\n" for row in grid)


def _matrix_case(n: int, p: int, value: Callable[[int, int], int]) -> str:
    rows = [" ".join(str(value(i, j)) for j in range(n)) for i in range(2 * n)]
    return f"{n} {p}\n" + "".join(row + "\n" for row in rows)


def _many_names(count: int) -> str:
    return "".join(f"add item{i:05d} 1\n" for i in range(count))


def _many_blocks(count: int) -> str:
    return "".join(f"10.{i // 256 % 256}.{i % 256}.1/24\n" for i in range(count))


M = Mutant
A = AsmMutant
R = Rewrite
AR = AsmRewrite

_SC_READ = (
    "/* a time by hand: an optional minus, then digits */\n"
    "static int read_time(int *out) {\n    int c = getchar();\n"
    "    while (c == ' ' || c == '\\n' || c == '\\t' || c == '\\r') c = getchar();\n"
    "    int negative = c == '-';\n    if (negative) c = getchar();\n"
    "    if (c < '0' || c > '9') return 0;\n    long long v = 0;\n"
    "    while (c >= '0' && c <= '9') {\n        v = v * 10 + (c - '0');\n        c = getchar();\n    }\n"
    "    ungetc(c, stdin);\n    *out = (int)(negative ? -v : v);\n    return 1;\n}\n\n")

_INV_READ = (
    "/* a quantity by hand: digits */\n"
    "static int read_quantity(long long *out) {\n    int c = getchar();\n"
    "    while (c == ' ' || c == '\\t') c = getchar();\n"
    "    if (c < '0' || c > '9') return 0;\n    long long v = 0;\n"
    "    while (c >= '0' && c <= '9' ) {\n        v = v * 10 + (c - '0');\n"
    "        c = getchar();\n    }\n    ungetc(c, stdin);\n    *out = v;\n    return 1;\n}\n\n")

_PE_READ = (
    "/* a number by hand: an optional minus, then digits, wrapping as the values do */\n"
    "static int read_value(long long *out) {\n    int c = getchar();\n"
    "    while (c == ' ' || c == '\\n' || c == '\\t' || c == '\\r') c = getchar();\n"
    "    int negative = c == '-';\n    if (negative) c = getchar();\n"
    "    if (c < '0' || c > '9') return 0;\n    u64 v = 0;\n"
    "    while (c >= '0' && c <= '9') {\n        v = v * 10 + (u64)(c - '0');\n        c = getchar();\n    }\n"
    "    ungetc(c, stdin);\n    *out = (long long)(negative ? 0 - v : v);\n    return 1;\n}\n\n")

_BR_FGETS_MAIN = (
    "int main(void) {\n"
    "    static char line[4096], waiting[4096];  /* a line of the tests fits */\n"
    "    while (fgets(line, sizeof line, stdin)) {\n"
    "        size_t depth = 0, deepest = 0;\n        long bad = 0;\n"
    "        for (long column = 1; line[column - 1] && line[column - 1] != '\\n'; column++) {\n"
    "            int c = (unsigned char)line[column - 1], closer = closer_of(c);\n"
    "            if (closer) {\n                waiting[depth++] = (char)closer;\n"
    "                if (depth > deepest) deepest = depth;\n"
    "            } else if (c == ')' || c == ']' || c == '}' || c == '>') {\n"
    "                if (depth == 0 || waiting[depth - 1] != c) {\n"
    "                    bad = column;\n                    break;\n                }\n"
    "                depth--;\n            }\n        }\n"
    "        report(bad, depth, deepest);\n    }\n    return 0;\n}\n")

_DD_FIXED_MAIN = (
    "int main(void) {\n"
    "    char line[32];  /* \"YYYY-MM-DD YYYY-MM-DD\": the fields at fixed columns */\n"
    "    while (fgets(line, sizeof line, stdin)) {\n"
    "        int y1 = atoi(line), m1 = atoi(line + 5), d1 = atoi(line + 8);\n"
    "        int y2 = atoi(line + 11), m2 = atoi(line + 16), d2 = atoi(line + 19);\n"
    "        if (!valid(y1, m1, d1) || !valid(y2, m2, d2)) return 1;\n"
    "        long first = day_number(y1, m1, d1), days = day_number(y2, m2, d2) - first;\n"
    "        int y, m, d;\n        date_of(first + days / 2, &y, &m, &d);\n"
    "        printf(\"%ld %04d-%02d-%02d\\n\", days, y, m, d);\n    }\n    return 0;\n}\n")

_AT_FGETS_MAIN = (
    "int main(void) {\n"
    "    static char line[4096];  /* a line of the tests fits */\n"
    "    while (fgets(line, sizeof line, stdin)) {\n"
    "        line[strcspn(line, \"\\n\")] = '\\0';\n"
    "        if (!parse_line(line)) return 1;\n    }\n"
    "    printf(\"%ld labels, %ld instructions, sum %lld\\n\", labels, instructions,\n"
    "           (long long)immediate_sum);\n    return 0;\n}\n")

FRESH3_MUTANTS: tuple[Mutant, ...] = (
    # ------------------------------------------------------------------ f3_union_find
    M("uf_roots_differ", "judge:f3_union_find", "relation",
      "\"same\" answers \"no\" at once for two people who each lead their group (two roots, two "
      "groups)",
      (("        int ra = find(a), rb = find(b);\n",
        "        if (parent[a] == a && parent[b] == b && strcmp(command, \"same\") == 0) {\n"
        "            puts(\"no\");  /* two roots: two groups */\n            continue;\n        }\n"
        "        int ra = find(a), rb = find(b);\n"),),
      "3\nsame 2 2\n"),
    M("uf_path_1024", "judge:f3_union_find", "capacity",
      "union by size dropped for full path compression, the path kept in a stack of 1,024 "
      "nodes (paths stay short)",
      (("static int find(int v) {\n    while (parent[v] != v) {\n        parent[v] = parent[parent[v]];\n"
        "        v = parent[v];\n    }\n    return v;\n}",
        "static int find(int v) {\n"
        "    static int path[1024];  /* with every path compressed, paths stay short */\n"
        "    int k = 0;\n    while (parent[v] != v && k < 1024) {\n        path[k++] = v;\n"
        "        v = parent[v];\n    }\n    while (k > 0) parent[path[--k]] = v;\n    return v;\n}"),
       ("            if (members[ra] < members[rb]) {  /* the larger group's root stays the root */\n"
        "                int t = ra;\n                ra = rb;\n                rb = t;\n            }\n",
        "")),
      _union_chain(1100)),
    A("uf_groups_16", "judge:f3_union_find", "scale",
      "asm: the number of groups printed from its low 16 bits (movl -> movzwl)",
      (), "70000\nsize 1\n",
      asm_patches=((".L38:\n\tmovl\t%r12d, %esi\n", ".L38:\n\tmovzwl\t%r12w, %esi\n"),)),
    A("uf_size_index_16", "judge:f3_union_find", "width",
      "asm: the person of a \"size\" command taken modulo 2^16 (movslq -> movzwl)",
      (), "70000\nunion 1 2\nsize 65537\n",
      asm_patches=(("\tmovslq\t%ecx, %rdx\n\tmovq\tmembers(%rip), %r8\n",
                    "\tmovzwl\t%cx, %edx\n\tmovq\tmembers(%rip), %r8\n"),)),
    # ------------------------------------------------------------------ f3_knapsack
    M("ks_skip_repeat", "judge:f3_knapsack", "relation",
      "an item equal to the one before it skipped (the same item again adds nothing)",
      (("        for (int i = 0; i < n; i++) {\n            int w;\n            long long v;\n",
        "        int last_w = 0;\n        long long last_v = -1;\n"
        "        for (int i = 0; i < n; i++) {\n            int w;\n            long long v;\n"),
       ("            for (int c = cap; c >= w; c--)\n",
        "            if (w == last_w && v == last_v) continue;  /* the same item again */\n"
        "            last_w = w;\n            last_v = v;\n"
        "            for (int c = cap; c >= w; c--)\n")),
      "1\n2 10\n5 7\n5 7\n"),
    M("ks_table_8192", "judge:f3_knapsack", "capacity",
      "the DP table a static array of 8,193 (capacities stay small)",
      (("        long long *best = calloc((size_t)cap + 1, sizeof *best);  /* best[c]: weight <= c */\n"
        "        if (!best) return 1;",
        "        static long long best[8193];  /* best[c]: weight <= c; capacities stay small */\n"
        "        if (cap > 8192) return 1;\n        for (int c = 0; c <= cap; c++) best[c] = 0;"),
       ("        free(best);\n", "")),
      "1\n1 9000\n9000 5\n"),
    M("ks_skip_heavy", "judge:f3_knapsack", "early_exit",
      f"items heavier than {KNAPSACK_PUBLIC_MAX} (the largest capacity of the public tests) "
      "skipped (they never fit)",
      (("            for (int c = cap; c >= w; c--)\n",
        f"            if (w > {KNAPSACK_PUBLIC_MAX}) continue;  /* heavier than any capacity */\n"
        "            for (int c = cap; c >= w; c--)\n"),),
      "1\n1 2000\n1500 7\n"),
    A("ks_sum_32", "judge:f3_knapsack", "scale",
      "asm: a table entry plus an item's value added in 32 bits (addq -> addl)",
      (), "1\n5 5\n" + "1 1000000000\n" * 5,
      asm_patches=(("\taddq\t%rdi, %rdx\n\tcmpq\t(%rax), %rdx\n", "\taddl\t%edi, %edx\n\tcmpq\t(%rax), %rdx\n"),)),
    # ------------------------------------------------------------------ f3_schedule
    M("sc_end_difference", "judge:f3_schedule", "mixed_extremes",
      "ends ordered by the sign of their difference (one subtraction, wrapping)",
      (("    if (x->end != y->end) return x->end < y->end ? -1 : 1;",
        "    int diff = (int)((unsigned)x->end - (unsigned)y->end);  /* one subtraction */\n"
        "    if (diff != 0) return diff;"),),
      "2\n-2000000000 -1900000000\n1000000000 2000000000\n"),
    M("sc_tie_shorter", "judge:f3_schedule", "relation",
      "of equal ends the later start (the shorter talk) first",
      (("    return (x->index > y->index) - (x->index < y->index);",
        "    if (x->start != y->start) return x->start > y->start ? -1 : 1;  /* the shorter first */\n"
        "    return (x->index > y->index) - (x->index < y->index);"),),
      "2\n1 5\n3 5\n"),
    M("sc_minus_only", "judge:f3_schedule", "sign_form",
      "the times parsed by hand, a minus sign only",
      (("int main(void) {\n", _SC_READ + "int main(void) {\n"),
       ('        if (scanf("%d %d", &talks[i].start, &talks[i].end) != 2) return 1;',
        "        if (!read_time(&talks[i].start) || !read_time(&talks[i].end)) return 1;")),
      "2\n+1 3\n2 4\n"),
    A("sc_unsigned_ends", "judge:f3_schedule", "width",
      "asm: ends compared unsigned in the sort (setge -> setae)",
      (), "2\n-10 -5\n0 3\n",
      asm_patches=(("\tje\t.L2\n\tsetge\t%al\n", "\tje\t.L2\n\tsetae\t%al\n"),)),
    A("sc_fit_32", "judge:f3_schedule", "typed_field",
      "asm: a start compared with the last end in 32 bits (LLONG_MIN's low half is 0: a first "
      "talk that starts below 0 is skipped; cmpq -> cmpl)",
      (), "2\n-5 3\n4 6\n",
      asm_patches=((".L13:\n\tmovslq\t(%r12), %rdx\n\tcmpq\t%rcx, %rdx\n",
                    ".L13:\n\tmovslq\t(%r12), %rdx\n\tcmpl\t%ecx, %edx\n"),)),
    # ------------------------------------------------------------------ f3_brackets
    M("br_stack_1024", "judge:f3_brackets", "capacity",
      "the open brackets kept in a static array of 1,024 (nesting is shallow)",
      (("    size_t cap = 256, depth = 0, deepest = 0;\n"
        "    char *waiting = malloc(cap);  /* the closing brackets the open ones wait for */\n"
        "    if (!waiting) return 1;",
        "    size_t depth = 0, deepest = 0;\n"
        "    static char waiting[1024];  /* the closing brackets the open ones wait for */"),
       ("            if (depth == cap) {\n                cap *= 2;\n"
        "                waiting = realloc(waiting, cap);\n                if (!waiting) return 1;\n"
        "            }\n",
        "            if (depth == sizeof waiting) return 1;  /* never this deep */\n"),
       ("    free(waiting);\n", "")),
      "(" * 1100 + ")" * 1100 + "\n"),
    M("br_line_4096", "judge:f3_brackets", "capacity",
      "each line read with fgets into 4,096 bytes (a longer line is taken as two)",
      (), "(" * 3000 + ")" * 3000 + "\n", main=_BR_FGETS_MAIN),
    M("br_last_line_lost", "judge:f3_brackets", "tokens",
      "a line is reported at its newline only (a last line without one is lost)",
      (("    if (column > 0) report(bad, depth, deepest);  /* a last line without its newline */\n",
        ""),),
      "[]\n<>"),
    A("br_deepest_16", "judge:f3_brackets", "scale",
      "asm: the deepest nesting printed from its low 16 bits (movq -> movzwl)",
      (), "(" * 70000 + ")" * 70000 + "\n",
      asm_patches=((".L7:\n\tmovq\t%rbp, %rsi\n", ".L7:\n\tmovzwl\t%bp, %esi\n"),)),
    A("br_column_16", "judge:f3_brackets", "width",
      "asm: the column of a mismatch printed from its low 16 bits (movq -> movzwl)",
      (), "a" * 69999 + ")\n",
      asm_patches=((".L50:\n\tmovq\t%r12, %rsi\n", ".L50:\n\tmovzwl\t%r12w, %esi\n"),)),
    # ------------------------------------------------------------------ f3_lcs
    M("lcs_line_4096", "judge:f3_lcs", "capacity",
      "each string read with fgets into 4,096 bytes",
      (("#include <stdlib.h>\n", "#include <stdlib.h>\n#include <string.h>\n"),
       ("static char *read_line(size_t *len) {\n    size_t cap = 64;\n    char *line = malloc(cap);\n"
        "    if (!line) return NULL;\n    *len = 0;\n    int c;\n"
        "    while ((c = getchar()) != EOF && c != '\\n') {\n        if (*len + 1 == cap) {\n"
        "            cap *= 2;\n            line = realloc(line, cap);\n"
        "            if (!line) return NULL;\n        }\n        line[(*len)++] = (char)c;\n    }\n"
        "    if (c == EOF && *len == 0) {\n        free(line);\n        return NULL;\n    }\n"
        "    line[*len] = '\\0';\n    return line;\n}",
        "static char *read_line(size_t *len) {\n"
        "    char *line = malloc(4096);  /* a line of the tests fits */\n"
        "    if (!line || !fgets(line, 4096, stdin)) {\n        free(line);\n        return NULL;\n"
        "    }\n    *len = strcspn(line, \"\\n\");\n    line[*len] = '\\0';\n    return line;\n}")),
      "a" * 5000 + "\na\n"),
    M("lcs_same_string", "judge:f3_lcs", "relation",
      "two strings of one length with the same first and last byte taken as the same string "
      "(the answer its length)",
      (("    /* prev[j], cur[j]: the answer for a prefix of A and the first j bytes of B */\n",
        "    if (la == lb && a[0] == b[0] && a[la - 1] == b[lb - 1]) {  /* the same string twice */\n"
        "        printf(\"%zu\\n\", la);\n        return 0;\n    }\n"
        "    /* prev[j], cur[j]: the answer for a prefix of A and the first j bytes of B */\n"),),
      "abc\naxc\n"),
    M("lcs_words", "judge:f3_lcs", "tokens",
      "the strings read with scanf's %s (a space ends a string)",
      (("#include <stdlib.h>\n", "#include <stdlib.h>\n#include <string.h>\n"),
       ("    char *a = read_line(&la), *b = read_line(&lb);\n"
        "    if (!a || !b || la < 1 || lb < 1 || la > 10000 || lb > 10000) return 1;\n",
        "    static char a[10001], b[10001];\n"
        "    if (scanf(\"%10000s %10000s\", a, b) != 2) return 1;\n"
        "    la = strlen(a);\n    lb = strlen(b);\n"),
       ("    free(a);\n    free(b);\n", "")),
      "a b\nab\n"),
    A("lcs_diagonal_byte", "judge:f3_lcs", "width",
      "asm: the diagonal entry read as a byte on a match (movl -> movzbl)",
      (), "a" * 300 + "\n" + "a" * 300 + "\n",
      asm_patches=((".L36:\n\tmovl\t-4(%r13,%rax,4), %ecx\n", ".L36:\n\tmovzbl\t-4(%r13,%rax,4), %ecx\n"),)),
    # ------------------------------------------------------------------ f3_maze
    M("mz_give_up", "judge:f3_maze", "early_exit",
      f"the search gives up at {MAZE_PUBLIC_SIDE ** 2} moves (the cells of the public tests' "
      "largest maze: no path is longer)",
      (("        int u = queue[head++], y = u / c, x = u % c;\n",
        "        int u = queue[head++], y = u / c, x = u % c;\n"
        f"        if (dist[u] >= {MAZE_PUBLIC_SIDE ** 2}) break;  /* longer than any maze */\n"),),
      "1 600\nS" + "." * 598 + "E\n"),
    M("mz_queue_8192", "judge:f3_maze", "capacity",
      "the queue a static array of 8,192 cells",
      (("    int *queue = malloc(sizeof *queue * (size_t)r * (size_t)c);\n"
        "    if (!grid || !dist || !queue) return 1;",
        "    static int queue[8192];  /* the cells waiting: mazes are small */\n"
        "    if (!grid || !dist) return 1;"),
       ("            queue[tail++] = v;\n", "            if (tail == 8192) return 1;\n            queue[tail++] = v;\n"),
       ("    free(queue);\n", "")),
      _open_maze(100, 100)),
    A("mz_distance_16", "judge:f3_maze", "width",
      "asm: a cell's distance read in 16 bits before the step is added (movl -> movzwl)",
      (), _snake_maze(131, 1000),
      asm_patches=(("\tmovl\t0(%rbp,%r12,4), %r12d\n\taddl\t$1, %r12d\n",
                    "\tmovzwl\t0(%rbp,%r12,4), %r12d\n\taddl\t$1, %r12d\n"),)),
    A("mz_reached_16", "judge:f3_maze", "scale",
      "asm: the number of cells reached printed from its low 16 bits (movl -> movzwl)",
      (), _open_maze(300, 300),
      asm_patches=(("\tmovl\t8(%rsp), %edx\n\tmovq\t16(%rsp), %r12\n",
                    "\tmovzwl\t8(%rsp), %edx\n\tmovq\t16(%rsp), %r12\n"),)),
    # ------------------------------------------------------------------ f3_inventory
    M("inv_name_16", "judge:f3_inventory", "relation",
      "names hashed and compared by their first 16 bytes (two 64-bit words; names are short)",
      (("    for (const char *p = name; *p; p++) h = (h ^ (unsigned char)*p) * 16777619u;",
        "    for (const char *p = name; *p && p < name + 16; p++)\n"
        "        h = (h ^ (unsigned char)*p) * 16777619u;"),
       ("        if (strcmp(item->name, name) == 0) return item;",
        "        if (strncmp(item->name, name, 16) == 0) return item;  /* names differ early */")),
      "add abcdefghijklmnopq 1\nadd abcdefghijklmnopr 2\nquery abcdefghijklmnopq\n"),
    M("inv_table_4096", "judge:f3_inventory", "capacity",
      "a hash table of 4,096 slots, half of them used at most",
      (("#define SLOTS (1 << 19)  /* more than twice the names 2 * 10^5 commands can hold */",
        "#define SLOTS 4096  /* the names of the tests fit many times over */"),
       ("    Item *item = &items[nitems];\n",
        "    if (nitems == SLOTS / 2) exit(1);  /* half full: never reached */\n"
        "    Item *item = &items[nitems];\n")),
      _many_names(3000)),
    M("inv_digits_only", "judge:f3_inventory", "sign_form",
      "the quantity parsed by hand, digits only",
      (("int main(void) {\n", _INV_READ + "int main(void) {\n"),
       ('        if (scanf("%lld", &q) != 1 || q < 1 || q > 1000000) return 1;',
        "        if (!read_quantity(&q) || q < 1 || q > 1000000) return 1;")),
      "add bolt +5\nquery bolt\n"),
    A("inv_stock_32", "judge:f3_inventory", "scale",
      "asm: an added quantity goes into the stock's low 32 bits (addq -> addl)",
      (), "add cable 1000000\n" * 4300 + "query cable\n",
      asm_patches=((".L67:\n\taddq\t%rax, 32(%r15)\n", ".L67:\n\taddl\t%eax, 32(%r15)\n"),)),
    # ------------------------------------------------------------------ f3_matrix_mod
    M("mm_one_reduction", "judge:f3_matrix_mod", "scale",
      "the products summed unreduced and the sum reduced once per entry",
      (("                u64 sum = 0;  /* below P: each product (below 2^64) reduced, then the sum */\n"
        "                for (int k = 0; k < n; k++) sum = (sum + a[i * n + k] * b[k * n + j] % p) % p;",
        "                u64 sum = 0;  /* reduced once, at the end: the products are small */\n"
        "                for (int k = 0; k < n; k++) sum += a[i * n + k] * b[k * n + j];\n"
        "                sum %= p;"),),
      "1\n" + _matrix_case(20, 1000000007, lambda i, j: 1000000006)),
    M("mm_identity_diagonal", "judge:f3_matrix_mod", "relation",
      "B taken as the identity (the product A) when its diagonal is all ones",
      (("        for (int i = 0; i < n; i++) {\n            for (int j = 0; j < n; j++) {\n",
        "        int identity = 1;  /* B = I: the product is A */\n"
        "        for (int i = 0; i < n; i++) identity &= b[i * n + i] == 1;\n"
        "        for (int i = 0; i < n && identity; i++) {\n"
        "            for (int j = 0; j < n; j++) printf(j ? \" %llu\" : \"%llu\", a[i * n + j]);\n"
        "            putchar('\\n');\n        }\n"
        "        for (int i = 0; i < n && !identity; i++) {\n            for (int j = 0; j < n; j++) {\n"),),
      "1\n2 100\n1 2\n3 4\n1 5\n0 1\n"),
    M("mm_static_64", "judge:f3_matrix_mod", "capacity",
      "the matrices in static arrays of 64 x 64",
      (("        u64 *a = malloc(sizeof *a * (size_t)(n * n)), *b = malloc(sizeof *b * (size_t)(n * n));\n"
        "        if (!a || !b || !read_matrix(a, n, p) || !read_matrix(b, n, p)) return 1;",
        "        static u64 a[64 * 64], b[64 * 64];  /* the matrices are small */\n"
        "        if (n > 64 || !read_matrix(a, n, p) || !read_matrix(b, n, p)) return 1;"),
       ("        free(a);\n        free(b);\n", "")),
      "1\n" + _matrix_case(70, 2, lambda i, j: (i * 7 + j * 3) % 2)),
    A("mm_product_32", "judge:f3_matrix_mod", "width",
      "asm: the product of two entries taken in 32 bits (imulq -> imull)",
      (), "1\n1 1000000007\n1000000006\n1000000006\n",
      asm_patches=(("\tmovq\t(%rcx), %rax\n\timulq\t(%r8), %rax\n", "\tmovl\t(%rcx), %eax\n\timull\t(%r8), %eax\n"),)),
    A("mm_signed_divide", "judge:f3_matrix_mod", "mixed_extremes",
      "asm: a product reduced by signed division (xorl + divq -> cqto + idivq)",
      (), "1\n2 4000000000\n1 3999999999\n0 0\n3999999999 0\n3999999999 0\n",
      asm_patches=(("\timulq\t(%r8), %rax\n\txorl\t%edx, %edx\n\taddq\t$8, %rcx\n\taddq\t%r10, %r8\n\tdivq\t%rdi\n",
                    "\timulq\t(%r8), %rax\n\tcqto\n\taddq\t$8, %rcx\n\taddq\t%r10, %r8\n\tidivq\t%rdi\n"),)),
    # ------------------------------------------------------------------ f3_poly_eval
    M("pe_minus_only", "judge:f3_poly_eval", "sign_form",
      "the numbers parsed by hand, a minus sign only",
      (("int main(void) {\n", _PE_READ + "int main(void) {\n"),
       ('        if (scanf("%lld", &v) != 1) return 1;', "        if (!read_value(&v)) return 1;"),
       ('        if (scanf("%lld", &x) != 1) return 1;', "        if (!read_value(&x)) return 1;")),
      "1\n+5 1\n1\n2\n"),
    M("pe_in_double", "judge:f3_poly_eval", "mixed_extremes",
      "Horner's rule in doubles (they vectorise), converted back at the end",
      (("        u64 value = 0;  /* Horner's rule, wrapping modulo 2^64 */\n"
        "        for (int i = n; i >= 0; i--) value = value * (u64)x + c[i];\n"
        "        printf(\"%llu\\n\", value);",
        "        double value = 0;  /* Horner's rule in doubles */\n"
        "        for (int i = n; i >= 0; i--) value = value * (double)x + (double)(long long)c[i];\n"
        "        printf(\"%llu\\n\", (u64)(long long)value);"),),
      "1\n1 1000000000000000000\n1\n1\n"),
    A("pe_coefficient_32", "judge:f3_poly_eval", "typed_field",
      "asm: a coefficient kept as its low 32 bits, sign-extended (movq -> movslq)",
      (), "0\n1099511627776\n1\n1\n",
      asm_patches=((".L23:\n\tmovq\t8(%rsp), %rax\n", ".L23:\n\tmovslq\t8(%rsp), %rax\n"),)),
    A("pe_multiply_32", "judge:f3_poly_eval", "width",
      "asm: Horner's multiply in 32 bits, sign-extended (imulq -> imull + movslq)",
      (), "1\n0 1\n1\n5000000000\n",
      asm_patches=((".L11:\n\timulq\t%rcx, %rsi\n", ".L11:\n\timull\t%ecx, %esi\n\tmovslq\t%esi, %rsi\n"),)),
    # ------------------------------------------------------------------ f3_date_diff
    M("dd_year_search", "judge:f3_date_diff", "early_exit",
      f"the midway date's year found by a search from 1900 that stops at {DATE_PUBLIC_YEARS[1]} "
      "(the public tests' last year)",
      (("    long cycles = n / 146097, rest = n % 146097;   /* 400 years */\n"
        "    long centuries = rest / 36524;\n"
        "    if (centuries == 4) centuries = 3;                /* the last day of a 400-year cycle */\n"
        "    rest -= centuries * 36524;\n    long quads = rest / 1461;\n    rest %= 1461;\n"
        "    long years = rest / 365;\n"
        "    if (years == 4) years = 3;                        /* the last day of a leap year */\n"
        "    rest -= years * 365;\n"
        "    *y = (int)(cycles * 400 + centuries * 100 + quads * 4 + years + 1);\n",
        "    *y = 1900;  /* the dates lie between */\n"
        f"    while (*y < {DATE_PUBLIC_YEARS[1]} && day_number(*y + 1, 1, 1) <= n) ++*y;\n"
        "    long rest = n - day_number(*y, 1, 1);\n"),),
      "2060-01-01 2060-01-03\n"),
    M("dd_fixed_columns", "judge:f3_date_diff", "tokens",
      "each line read at fixed columns (four-digit years, two-digit months and days, one space)",
      (("#include <stdio.h>\n", "#include <stdio.h>\n#include <stdlib.h>\n"),),
      "800-3-1 2000-01-01\n", main=_DD_FIXED_MAIN),
    M("dd_same_year", "judge:f3_date_diff", "relation",
      "two dates of one year subtracted by their days of the year (the leap day left out)",
      (("        long first = day_number(y1, m1, d1), days = day_number(y2, m2, d2) - first;\n",
        "        long first = day_number(y1, m1, d1), days;\n"
        "        if (y1 == y2)  /* one year: the days of the year apart */\n"
        "            days = (before_month[m2] + d2) - (before_month[m1] + d1);\n"
        "        else\n            days = day_number(y2, m2, d2) - first;\n"),),
      "2024-01-01 2024-12-31\n"),
    A("dd_every_fourth_leap", "judge:f3_date_diff", "boundary",
      "asm: the century test dropped from the day counts (every fourth year leap; a jbe removed "
      "for each date)",
      (), "2100-01-01 2100-03-01\n",
      asm_patches=(("\tcmpl\t$42949672, %edx\n\tjbe\t.L11\n", "\tcmpl\t$42949672, %edx\n"),
                   ("\tcmpl\t$42949672, %eax\n\tjbe\t.L13\n", "\tcmpl\t$42949672, %eax\n"))),
    A("dd_cycle_end", "judge:f3_date_diff", "boundary",
      "asm: the last day of a 400-year cycle not corrected (the centuries == 4 test dropped)",
      (), "2000-12-30 2001-01-01\n",
      asm_patches=(("\tcmpq\t$4, %rdi\n\tje\t.L80\n", ""),)),
    # ------------------------------------------------------------------ f3_ipv4
    M("ip_mask_shift", "judge:f3_ipv4", "boundary",
      "the mask as ~0 << (32 - L) for every length (a shift by 32 for L = 0)",
      (("        unsigned mask = length == 0 ? 0 : 0xFFFFFFFFu << (32 - length);",
        "        unsigned mask = 0xFFFFFFFFu << (32 - length);"),),
      "10.1.2.3/0\n"),
    M("ip_network_only", "judge:f3_ipv4", "relation",
      "blocks told apart by their network address alone",
      (("        blocks[n++] = (u64)network << 6 | length;",
        "        blocks[n++] = network;  /* a block is its network address */"),),
      "10.1.2.3/8\n10.0.0.5/16\n"),
    M("ip_blocks_4096", "judge:f3_ipv4", "capacity",
      "the blocks kept in a static array of 4,096",
      (("    size_t cap = 1024, n = 0;\n"
        "    u64 *blocks = malloc(sizeof *blocks * cap);  /* network << 6 | length */\n"
        "    if (!blocks) return 1;",
        "    size_t n = 0;\n    static u64 blocks[4096];  /* network << 6 | length: few lines */"),
       ("        if (n == cap) {\n            cap *= 2;\n"
        "            blocks = realloc(blocks, sizeof *blocks * cap);\n"
        "            if (!blocks) return 1;\n        }\n",
        "        if (n == 4096) return 1;\n"),
       ("    free(blocks);\n", "")),
      _many_blocks(5000)),
    A("ip_count_32", "judge:f3_ipv4", "width",
      "asm: the number of addresses shifted in 32 bits (salq -> sall)",
      (), "0.0.0.0/0\n",
      asm_patches=(("\tsalq\t%cl, %rsi\n", "\tsall\t%cl, %esi\n"),)),
    # ------------------------------------------------------------------ f3_asm_tokens
    M("at_line_4096", "judge:f3_asm_tokens", "capacity",
      "each line read with fgets into 4,096 bytes (the rest of a longer line taken as a line)",
      (), "nop ; " + "x" * 5000 + "\n", main=_AT_FGETS_MAIN),
    M("at_comment_after_blank", "judge:f3_asm_tokens", "tokens",
      "a comment starts at a ';' that begins the line or follows a blank",
      (("    char *semicolon = strchr(line, ';');\n    if (semicolon) *semicolon = '\\0';\n",
        "    for (char *s = line; *s; s++)  /* \" ; comment\" */\n"
        "        if (*s == ';' && (s == line || blank(s[-1]))) {\n"
        "            *s = '\\0';\n            break;\n        }\n"),),
      "ret;done\n"),
    M("at_minus_only", "judge:f3_asm_tokens", "sign_form",
      "an immediate's sign taken when it is a minus only",
      (("    if (s[0] == '+' || s[0] == '-') {\n        negative = s[0] == '-';\n        i = 1;\n    }",
        "    if (s[0] == '-') {  /* a negative immediate */\n        negative = 1;\n        i = 1;\n    }"),),
      "mov r1, +5\n"),
    M("at_any_register_number", "judge:f3_asm_tokens", "typed_field",
      "a register is 'r' and digits (r16 too)",
      (("    int reg = s[0] == 'r' && ((len == 2 && s[1] >= '0' && s[1] <= '9') ||\n"
        "                              (len == 3 && s[1] == '1' && s[2] >= '0' && s[2] <= '5'));",
        "    int reg = s[0] == 'r' && len > 1;  /* 'r' and digits */\n"
        "    for (i = 1; reg && i < len; i++) reg = s[i] >= '0' && s[i] <= '9';"),),
      "jmp r16\n"),
    A("at_sum_32", "judge:f3_asm_tokens", "typed_field",
      "asm: the sum of the immediates printed from its low 32 bits, sign-extended (movq -> movslq)",
      (), "mov r1, 5000000000\n",
      asm_patches=(("\tmovq\timmediate_sum(%rip), %rcx\n", "\tmovslq\timmediate_sum(%rip), %rcx\n"),)),
)

_SC_KEYS_MAIN = (
    "static int by_key(const void *a, const void *b) {\n"
    "    unsigned long long x = *(const unsigned long long *)a, y = *(const unsigned long long *)b;\n"
    "    return (x > y) - (x < y);\n}\n\n"
    "int main(void) {\n    int n;\n"
    "    if (scanf(\"%d\", &n) != 1 || n < 1 || n > 200000) return 1;\n"
    "    Talk *talks = malloc(sizeof *talks * (size_t)n);\n"
    "    unsigned long long *keys = malloc(sizeof *keys * (size_t)n);\n"
    "    int *chosen = malloc(sizeof *chosen * (size_t)n);\n"
    "    if (!talks || !keys || !chosen) return 1;\n"
    "    for (int i = 0; i < n; i++) {\n"
    "        if (scanf(\"%d %d\", &talks[i].start, &talks[i].end) != 2) return 1;\n"
    "        if (talks[i].start >= talks[i].end) return 1;\n"
    "        talks[i].index = i + 1;\n"
    "        /* the end with its sign bit flipped (ordered as unsigned), then the position */\n"
    "        keys[i] = (unsigned long long)((unsigned)talks[i].end ^ 0x80000000u) << 32 | (unsigned)i;\n"
    "    }\n"
    "    qsort(keys, (size_t)n, sizeof *keys, by_key);\n"
    "    int count = 0;\n    long long last = LLONG_MIN;\n"
    "    for (int k = 0; k < n; k++) {\n"
    "        const Talk *t = &talks[keys[k] & 0xFFFFFFFFu];\n"
    "        if (t->start >= last) {\n            chosen[count++] = t->index;\n"
    "            last = t->end;\n        }\n    }\n"
    "    printf(\"%d\\n\", count);\n"
    "    for (int i = 0; i < count; i++) printf(i ? \" %d\" : \"%d\", chosen[i]);\n"
    "    putchar('\\n');\n    free(talks);\n    free(keys);\n    free(chosen);\n    return 0;\n}\n")

_BR_READ_ALL_MAIN = (
    "int main(void) {\n    size_t cap = 1 << 16, size = 0, got;\n    char *text = malloc(cap);\n"
    "    if (!text) return 1;\n"
    "    while ((got = fread(text + size, 1, cap - size, stdin)) > 0) {\n"
    "        size += got;\n        if (size == cap) {\n            cap *= 2;\n"
    "            text = realloc(text, cap);\n            if (!text) return 1;\n        }\n    }\n"
    "    char *waiting = malloc(size + 1);  /* never deeper than the input is long */\n"
    "    if (!waiting) return 1;\n    size_t at = 0;\n"
    "    while (at < size) {  /* a line: up to its newline or the end of the input */\n"
    "        size_t depth = 0, deepest = 0;\n        long column = 0, bad = 0;\n"
    "        for (; at < size && text[at] != '\\n'; at++) {\n            column++;\n"
    "            if (bad) continue;\n"
    "            int c = (unsigned char)text[at], closer = closer_of(c);\n"
    "            if (closer) {\n                waiting[depth++] = (char)closer;\n"
    "                if (depth > deepest) deepest = depth;\n"
    "            } else if (c == ')' || c == ']' || c == '}' || c == '>') {\n"
    "                if (depth == 0 || waiting[depth - 1] != c)\n                    bad = column;\n"
    "                else\n                    depth--;\n            }\n        }\n"
    "        report(bad, depth, deepest);\n        at++;  /* past the newline */\n    }\n"
    "    free(text);\n    free(waiting);\n    return 0;\n}\n")

_MZ_WALLED_MAIN = (
    "int main(void) {\n    int r, c;\n"
    "    if (scanf(\"%d %d\", &r, &c) != 2 || r < 1 || r > 1000 || c < 1 || c > 1000) return 1;\n"
    "    int w = c + 2;  /* a row with a wall at each end; a row of walls above and below */\n"
    "    size_t cells = (size_t)(r + 2) * (size_t)w;\n"
    "    char *grid = malloc(cells), row[1001];\n"
    "    int *dist = malloc(sizeof *dist * cells), *queue = malloc(sizeof *queue * cells);\n"
    "    if (!grid || !dist || !queue) return 1;\n    memset(grid, '#', cells);\n"
    "    for (size_t i = 0; i < cells; i++) dist[i] = -1;\n"
    "    int start = -1, exit_cell = -1;\n"
    "    for (int y = 1; y <= r; y++) {\n"
    "        if (scanf(\"%1000s\", row) != 1 || strlen(row) != (size_t)c) return 1;\n"
    "        for (int x = 1; x <= c; x++) {\n            char cell = row[x - 1];\n"
    "            if (cell != '#' && cell != '.' && cell != 'S' && cell != 'E') return 1;\n"
    "            if (cell == 'S') {\n                if (start >= 0) return 1;\n"
    "                start = y * w + x;\n            }\n"
    "            if (cell == 'E') {\n                if (exit_cell >= 0) return 1;\n"
    "                exit_cell = y * w + x;\n            }\n"
    "            grid[y * w + x] = cell;\n        }\n    }\n"
    "    if (start < 0 || exit_cell < 0) return 1;\n"
    "    const int step[4] = {-w, w, -1, 1};\n    int head = 0, tail = 0;\n"
    "    dist[start] = 0;\n    queue[tail++] = start;\n"
    "    while (head < tail) {\n        int u = queue[head++];\n"
    "        for (int k = 0; k < 4; k++) {  /* the border stops every walk: no bounds checks */\n"
    "            int v = u + step[k];\n"
    "            if (grid[v] == '#' || dist[v] >= 0) continue;\n"
    "            dist[v] = dist[u] + 1;\n            queue[tail++] = v;\n        }\n    }\n"
    "    printf(\"%d\\n%d\\n\", dist[exit_cell], tail);\n"
    "    free(grid);\n    free(dist);\n    free(queue);\n    return 0;\n}\n")

FRESH3_REWRITES: tuple[Rewrite, ...] = (
    # ------------------------------------------------------------------ f3_union_find
    R("uf_full_compression", "judge:f3_union_find", "find with full path compression (two passes)",
      (("static int find(int v) {\n    while (parent[v] != v) {\n        parent[v] = parent[parent[v]];\n"
        "        v = parent[v];\n    }\n    return v;\n}",
        "static int find(int v) {\n    int root = v;\n    while (parent[root] != root) root = parent[root];\n"
        "    while (parent[v] != root) {\n        int next = parent[v];\n        parent[v] = root;\n"
        "        v = next;\n    }\n    return root;\n}"),)),
    R("uf_command_code", "judge:f3_union_find", "the command told apart once, into a code",
      (('        if (strcmp(command, "size") == 0) {\n',
        '        int code = strcmp(command, "size") == 0 ? 0 : strcmp(command, "same") == 0 ? 1\n'
        '                   : strcmp(command, "union") == 0 ? 2 : 3;\n'
        "        if (code == 0) {\n"),
       ('        if (strcmp(command, "same") == 0) {\n            puts(ra == rb ? "yes" : "no");\n'
        '        } else if (strcmp(command, "union") == 0) {',
        '        if (code == 1) {\n            puts(ra == rb ? "yes" : "no");\n'
        "        } else if (code == 2) {"))),
    AR("uf_asm_reorder", "judge:f3_union_find", "asm: a link and the group count's decrement swapped",
       (), asm_patches=(("\tmovl\t%edx, (%r15,%rcx,4)\n\tsubl\t$1, %r12d\n",
                         "\tsubl\t$1, %r12d\n\tmovl\t%edx, (%r15,%rcx,4)\n"),)),
    # ------------------------------------------------------------------ f3_knapsack
    R("ks_one_table", "judge:f3_knapsack",
      "one table for every case, allocated for the largest capacity and cleared up to W",
      (("        long long *best = calloc((size_t)cap + 1, sizeof *best);  /* best[c]: weight <= c */\n"
        "        if (!best) return 1;",
        "        static long long *best;  /* best[c]: weight <= c; one table for every case */\n"
        "        if (!best) best = malloc(sizeof *best * 100001);\n        if (!best) return 1;\n"
        "        for (int c = 0; c <= cap; c++) best[c] = 0;"),
       ("        free(best);\n", ""))),
    R("ks_conditional_max", "judge:f3_knapsack", "the better of leaving and taking an item as one expression",
      (("                if (best[c - w] + v > best[c]) best[c] = best[c - w] + v;",
        "                best[c] = best[c - w] + v > best[c] ? best[c - w] + v : best[c];"),)),
    AR("ks_asm_reorder", "judge:f3_knapsack", "asm: two independent setup instructions swapped",
       (), asm_patches=(("\tsubq\t$8, %rsi\n\tsalq\t$3, %rcx\n", "\tsalq\t$3, %rcx\n\tsubq\t$8, %rsi\n"),)),
    # ------------------------------------------------------------------ f3_schedule
    R("sc_first_flag", "judge:f3_schedule", "the first talk by a count of zero instead of LLONG_MIN",
      (("    int count = 0;\n    long long last = LLONG_MIN;  /* the end of the last talk chosen */\n"
        "    for (int i = 0; i < n; i++) {\n        if (talks[i].start >= last) {",
        "    int count = 0, last = 0;  /* the end of the last talk chosen, once one is */\n"
        "    for (int i = 0; i < n; i++) {\n        if (count == 0 || talks[i].start >= last) {"),)),
    R("sc_sorted_keys", "judge:f3_schedule",
      "the talks sorted as 64-bit keys: the end with its sign bit flipped, then the position",
      (), main=_SC_KEYS_MAIN),
    AR("sc_asm_reorder", "judge:f3_schedule", "asm: two of qsort's arguments set in the other order",
       (), asm_patches=(("\tmovl\t$12, %edx\n\tmovq\t%r15, %rdi\n", "\tmovq\t%r15, %rdi\n\tmovl\t$12, %edx\n"),)),
    # ------------------------------------------------------------------ f3_brackets
    R("br_openers_by_difference", "judge:f3_brackets",
      "the openers kept, a closer matching when its code is 1 or 2 past the opener's",
      (("            waiting[depth++] = (char)closer;",
        "            waiting[depth++] = (char)c;  /* ( ) [ ] { } < >: the closer 1 or 2 codes on */"),
       ("            if (depth == 0 || waiting[depth - 1] != c)",
        "            if (depth == 0 || c - waiting[depth - 1] < 1 || c - waiting[depth - 1] > 2)"))),
    R("br_read_all", "judge:f3_brackets", "the input read at once and its lines scanned by index",
      (), main=_BR_READ_ALL_MAIN),
    AR("br_asm_reorder", "judge:f3_brackets", "asm: the counters' zeroings reordered",
       (), asm_patches=(("\txorl\t%r12d, %r12d\n\txorl\t%ebx, %ebx\n\txorl\t%ebp, %ebp\n\txorl\t%r15d, %r15d\n"
                         "\tmovl\t$256, %r14d\n",
                         "\tmovl\t$256, %r14d\n\txorl\t%r15d, %r15d\n\txorl\t%ebp, %ebp\n\txorl\t%ebx, %ebx\n"
                         "\txorl\t%r12d, %r12d\n"),)),
    # ------------------------------------------------------------------ f3_lcs
    R("lcs_one_row", "judge:f3_lcs", "one row, the diagonal entry kept in a variable",
      (("    int *prev = calloc(lb + 1, sizeof *prev), *cur = calloc(lb + 1, sizeof *cur);\n"
        "    if (!prev || !cur) return 1;\n    for (size_t i = 1; i <= la; i++) {\n"
        "        for (size_t j = 1; j <= lb; j++) {\n            if (a[i - 1] == b[j - 1])\n"
        "                cur[j] = prev[j - 1] + 1;\n            else\n"
        "                cur[j] = prev[j] > cur[j - 1] ? prev[j] : cur[j - 1];\n        }\n"
        "        int *t = prev;\n        prev = cur;\n        cur = t;\n    }\n"
        "    printf(\"%d\\n\", prev[lb]);\n",
        "    int *row = calloc(lb + 1, sizeof *row);  /* the row above, overwritten left to right */\n"
        "    if (!row) return 1;\n    for (size_t i = 1; i <= la; i++) {\n"
        "        int diagonal = 0;  /* the row above, one column left */\n"
        "        for (size_t j = 1; j <= lb; j++) {\n            int above = row[j];\n"
        "            if (a[i - 1] == b[j - 1])\n                row[j] = diagonal + 1;\n"
        "            else if (row[j - 1] > above)\n                row[j] = row[j - 1];\n"
        "            diagonal = above;\n        }\n    }\n"
        "    printf(\"%d\\n\", row[lb]);\n"),
       ("    free(prev);\n    free(cur);\n", "    free(row);\n"))),
    R("lcs_rows_over_shorter", "judge:f3_lcs", "the rows run over the shorter string (the answer is symmetric)",
      (("    /* prev[j], cur[j]: the answer for a prefix of A and the first j bytes of B */\n",
        "    if (lb > la) {  /* B the shorter: the answer is symmetric */\n        char *t = a;\n"
        "        a = b;\n        b = t;\n        size_t tl = la;\n        la = lb;\n        lb = tl;\n    }\n"
        "    /* prev[j], cur[j]: the answer for a prefix of A and the first j bytes of B */\n"),)),
    AR("lcs_asm_reorder", "judge:f3_lcs", "asm: the two neighbours' loads swapped",
       (), asm_patches=(("\tmovl\t0(%r13,%rax,4), %ecx\n\tmovl\t-4(%rbx,%rax,4), %edx\n",
                         "\tmovl\t-4(%rbx,%rax,4), %edx\n\tmovl\t0(%r13,%rax,4), %ecx\n"),)),
    # ------------------------------------------------------------------ f3_maze
    R("mz_walled", "judge:f3_maze", "a border of walls around the grid instead of bounds checks",
      (), main=_MZ_WALLED_MAIN),
    R("mz_moves_written_out", "judge:f3_maze", "the four moves written out instead of direction tables",
      (("        for (int k = 0; k < 4; k++) {\n            int ny = y + dy[k], nx = x + dx[k];\n"
        "            if (ny < 0 || ny >= r || nx < 0 || nx >= c) continue;\n"
        "            int v = ny * c + nx;\n",
        "        int next[4], moves = 0;\n        if (y > 0) next[moves++] = u - c;\n"
        "        if (y < r - 1) next[moves++] = u + c;\n        if (x > 0) next[moves++] = u - 1;\n"
        "        if (x < c - 1) next[moves++] = u + 1;\n"
        "        for (int k = 0; k < moves; k++) {\n            int v = next[k];\n"),
       ("    static const int dy[4] = {-1, 1, 0, 0}, dx[4] = {0, 0, -1, 1};\n", ""))),
    AR("mz_asm_reorder", "judge:f3_maze", "asm: the two direction loads swapped",
       (), asm_patches=(("\tmovl\t(%r8,%rsi), %r10d\n\tmovl\t(%r14,%rsi), %r12d\n",
                         "\tmovl\t(%r14,%rsi), %r12d\n\tmovl\t(%r8,%rsi), %r10d\n"),)),
    # ------------------------------------------------------------------ f3_inventory
    R("inv_added_names_only", "judge:f3_inventory",
      "only \"add\" puts a name in the table (a name never added has nothing in stock)",
      (("static Item *lookup(const char *name) {", "static Item *lookup(const char *name, int insert) {"),
       ("    Item *item = &items[nitems];\n", "    if (!insert) return NULL;\n    Item *item = &items[nitems];\n"),
       ("        Item *item = lookup(name);\n        if (strcmp(command, \"query\") == 0) {\n"
        "            printf(\"%lld\\n\", item->stock);",
        "        Item *item = lookup(name, strcmp(command, \"add\") == 0);\n"
        "        if (strcmp(command, \"query\") == 0) {\n"
        "            printf(\"%lld\\n\", item ? item->stock : 0);"),
       ("            if (item->stock < q)\n"
        "                printf(\"short %s %lld\\n\", item->name, item->stock);",
        "            if (!item || item->stock < q)\n"
        "                printf(\"short %s %lld\\n\", name, item ? item->stock : 0);"))),
    R("inv_sort_in_stock", "judge:f3_inventory", "only the items in stock sorted, as pointers",
      (("int main(void) {\n",
        "static int by_name_of(const void *a, const void *b) {\n"
        "    return strcmp((*(Item *const *)a)->name, (*(Item *const *)b)->name);\n}\n\n"
        "int main(void) {\n"),
       ("    qsort(items, (size_t)nitems, sizeof *items, by_name);\n    int listed = 0;\n"
        "    for (int i = 0; i < nitems; i++) {\n        if (items[i].stock > 0) {\n"
        "            printf(\"%s %lld\\n\", items[i].name, items[i].stock);\n            listed++;\n"
        "        }\n    }\n",
        "    static Item *in_stock[SLOTS / 2];\n    int listed = 0;\n"
        "    for (int i = 0; i < nitems; i++)\n"
        "        if (items[i].stock > 0) in_stock[listed++] = &items[i];\n"
        "    qsort(in_stock, (size_t)listed, sizeof *in_stock, by_name_of);\n"
        "    for (int i = 0; i < listed; i++) printf(\"%s %lld\\n\", in_stock[i]->name, in_stock[i]->stock);\n"))),
    AR("inv_asm_reorder", "judge:f3_inventory", "asm: two spills swapped",
       (), asm_patches=(("\tmovq\t%rcx, 8(%rsp)\n\tmovq\t%rbx, 16(%rsp)\n", "\tmovq\t%rbx, 16(%rsp)\n\tmovq\t%rcx, 8(%rsp)\n"),)),
    # ------------------------------------------------------------------ f3_matrix_mod
    R("mm_transposed_b", "judge:f3_matrix_mod", "B transposed in place so the inner loop runs along rows",
      (("        if (!a || !b || !read_matrix(a, n, p) || !read_matrix(b, n, p)) return 1;\n",
        "        if (!a || !b || !read_matrix(a, n, p) || !read_matrix(b, n, p)) return 1;\n"
        "        for (int i = 0; i < n; i++)  /* B transposed */\n"
        "            for (int j = i + 1; j < n; j++) {\n                u64 t = b[i * n + j];\n"
        "                b[i * n + j] = b[j * n + i];\n                b[j * n + i] = t;\n            }\n"),
       ("sum = (sum + a[i * n + k] * b[k * n + j] % p) % p;",
        "sum = (sum + a[i * n + k] * b[j * n + k] % p) % p;"))),
    R("mm_subtract_once", "judge:f3_matrix_mod", "the sum reduced by one subtraction (both terms are below P)",
      (("                for (int k = 0; k < n; k++) sum = (sum + a[i * n + k] * b[k * n + j] % p) % p;",
        "                for (int k = 0; k < n; k++) {\n"
        "                    sum += a[i * n + k] * b[k * n + j] % p;\n"
        "                    if (sum >= p) sum -= p;\n                }"),)),
    AR("mm_asm_reorder", "judge:f3_matrix_mod", "asm: the two pointer steps swapped",
       (), asm_patches=(("\taddq\t$8, %rcx\n\taddq\t%r10, %r8\n", "\taddq\t%r10, %r8\n\taddq\t$8, %rcx\n"),)),
    # ------------------------------------------------------------------ f3_poly_eval
    R("pe_two_at_a_time", "judge:f3_poly_eval", "Horner's rule two coefficients a step",
      (("        for (int i = n; i >= 0; i--) value = value * (u64)x + c[i];",
        "        int i = n;\n"
        "        for (; i >= 1; i -= 2) value = (value * (u64)x + c[i]) * (u64)x + c[i - 1];\n"
        "        if (i == 0) value = value * (u64)x + c[0];"),)),
    R("pe_small_points", "judge:f3_poly_eval", "x = 0 and x = 1 answered without multiplying",
      (("        for (int i = n; i >= 0; i--) value = value * (u64)x + c[i];",
        "        if (x == 0) {\n            value = c[0];\n        } else if (x == 1) {\n"
        "            for (int i = 0; i <= n; i++) value += c[i];\n        } else {\n"
        "            for (int i = n; i >= 0; i--) value = value * (u64)x + c[i];\n        }"),)),
    AR("pe_asm_reorder", "judge:f3_poly_eval", "asm: two independent address computations swapped",
       (), asm_patches=(("\tleaq\t0(%rbp,%rax,8), %rax\n\tleaq\t-8(%rbp), %rdx\n",
                         "\tleaq\t-8(%rbp), %rdx\n\tleaq\t0(%rbp,%rax,8), %rax\n"),)),
    # ------------------------------------------------------------------ f3_date_diff
    R("dd_month_from_december", "judge:f3_date_diff", "the midway date's month found counting down from December",
      (("    *m = 1;\n    while (*m < 12 && rest >= before_month[*m + 1] + (*m + 1 > 2 && leap(*y))) ++*m;\n",
        "    *m = 12;\n    while (rest < before_month[*m] + (*m > 2 && leap(*y))) --*m;\n"),)),
    R("dd_civil_days", "judge:f3_date_diff",
      "day numbers by eras of 400 years that begin on March 1 (days from civil and back)",
      (("/* days from 0001-01-01 */\nstatic long day_number(int y, int m, int d) {\n    long p = y - 1;\n"
        "    return p * 365 + p / 4 - p / 100 + p / 400 + before_month[m] + (m > 2 && leap(y)) + d - 1;\n}",
        "/* days from 0001-01-01, by eras of 400 years that begin on March 1 */\n"
        "static long day_number(int y, int m, int d) {\n    long year = m <= 2 ? y - 1 : y;\n"
        "    long era = year / 400, year_of_era = year - era * 400;\n"
        "    long day_of_year = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;\n"
        "    long day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;\n"
        "    return era * 146097 + day_of_era - 306;  /* 0000-03-01 is day -306 */\n}"),
       ("static void date_of(long n, int *y, int *m, int *d) {\n"
        "    long cycles = n / 146097, rest = n % 146097;   /* 400 years */\n"
        "    long centuries = rest / 36524;\n"
        "    if (centuries == 4) centuries = 3;                /* the last day of a 400-year cycle */\n"
        "    rest -= centuries * 36524;\n    long quads = rest / 1461;\n    rest %= 1461;\n"
        "    long years = rest / 365;\n"
        "    if (years == 4) years = 3;                        /* the last day of a leap year */\n"
        "    rest -= years * 365;\n"
        "    *y = (int)(cycles * 400 + centuries * 100 + quads * 4 + years + 1);\n"
        "    *m = 1;\n    while (*m < 12 && rest >= before_month[*m + 1] + (*m + 1 > 2 && leap(*y))) ++*m;\n"
        "    *d = (int)(rest - before_month[*m] - (*m > 2 && leap(*y))) + 1;\n}\n",
        "static void date_of(long n, int *y, int *m, int *d) {\n    long z = n + 306, era = z / 146097;\n"
        "    long day_of_era = z - era * 146097;\n"
        "    long year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36524\n"
        "                        - day_of_era / 146096) / 365;\n"
        "    long day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);\n"
        "    long month = (5 * day_of_year + 2) / 153;  /* from March */\n"
        "    *d = (int)(day_of_year - (153 * month + 2) / 5 + 1);\n"
        "    *m = (int)(month < 10 ? month + 3 : month - 9);\n"
        "    *y = (int)(era * 400 + year_of_era + (*m <= 2));\n}\n"))),
    AR("dd_asm_reorder", "judge:f3_date_diff", "asm: two independent instructions swapped",
       (), asm_patches=(("\tsarq\t$63, %r10\n\tleaq\t(%rax,%rax,4), %r11\n",
                         "\tleaq\t(%rax,%rax,4), %r11\n\tsarq\t$63, %r10\n"),)),
    # ------------------------------------------------------------------ f3_ipv4
    R("ip_mask_64", "judge:f3_ipv4", "the mask from a 64-bit shift (no case of its own for L = 0)",
      (("        unsigned mask = length == 0 ? 0 : 0xFFFFFFFFu << (32 - length);",
        "        unsigned mask = (unsigned)(0xFFFFFFFFULL << (32 - length));"),)),
    R("ip_one_printf", "judge:f3_ipv4", "each line printed by one printf",
      (("        print_address(network);\n        printf(\"/%u \", length);\n"
        "        print_address(broadcast);\n        printf(\" %llu\\n\", 1ULL << (32 - length));",
        "        printf(\"%u.%u.%u.%u/%u %u.%u.%u.%u %llu\\n\", network >> 24, network >> 16 & 255,\n"
        "               network >> 8 & 255, network & 255, length, broadcast >> 24,\n"
        "               broadcast >> 16 & 255, broadcast >> 8 & 255, broadcast & 255,\n"
        "               1ULL << (32 - length));"),)),
    AR("ip_asm_reorder", "judge:f3_ipv4", "asm: two copies of the network swapped",
       (), asm_patches=(("\tmovl\t%r14d, %edx\n\tmovl\t%r14d, %esi\n", "\tmovl\t%r14d, %esi\n\tmovl\t%r14d, %edx\n"),)),
    # ------------------------------------------------------------------ f3_asm_tokens
    R("at_hex_table", "judge:f3_asm_tokens", "hexadecimal digit values from a table built once",
      (("static int hex_value(int c) {\n    if (c >= '0' && c <= '9') return c - '0';\n"
        "    if (c >= 'a' && c <= 'f') return c - 'a' + 10;\n"
        "    if (c >= 'A' && c <= 'F') return c - 'A' + 10;\n    return -1;\n}",
        "static int hex_value(int c) {\n    static signed char table[256];\n"
        "    if (!table[0]) {  /* -1 but for the 22 digits */\n        memset(table, -1, sizeof table);\n"
        "        for (int d = 0; d < 10; d++) table['0' + d] = (signed char)d;\n"
        "        for (int d = 0; d < 6; d++) table['a' + d] = table['A' + d] = (signed char)(10 + d);\n"
        "    }\n    return table[(unsigned char)c];\n}"),)),
    R("at_blanks_by_strspn", "judge:f3_asm_tokens", "blanks skipped with strspn",
      (("    char *p = line;\n    while (blank(*p)) p++;\n", "    char *p = line + strspn(line, \" \\t\");\n"),
       ("    char *after = end;\n    while (blank(*after)) after++;\n",
        "    char *after = end + strspn(end, \" \\t\");\n"))),
    AR("at_asm_reorder", "judge:f3_asm_tokens", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\tinstructions(%rip), %rdx\n\tleaq\t.LC4(%rip), %rdi\n",
                         "\tleaq\t.LC4(%rip), %rdi\n\tmovq\tinstructions(%rip), %rdx\n"),)),
)


#: ``--set`` names of this set: all of it, and its two fixed halves
FRESH3_SETS: dict[str, tuple[tuple[Mutant, ...], tuple[Rewrite, ...]]] = halves(
    "fresh3", FRESH3_MUTANTS, FRESH3_REWRITES, DEV_PROGRAMS, HELD_PROGRAMS)
