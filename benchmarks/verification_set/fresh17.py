"""A seventeenth fresh set of candidates for ``benchmarks/verification.py`` (issue 32), written
as a measuring stick nobody tuned the verifier to, apart from ``fresh.py`` to ``fresh16.py``.

Twelve judge-style programs of kinds no other set has (``programs/f17_*.c``, each stating its
input constraints in its opening comment): the ships of a battleship board on a grid, the
towers of Hanoi driven by commands, games of Nim over several test cases, greatest common
divisors of ranges in a counted list answering queries, inline markup of free text turned into
HTML, molar masses of chemical formulas line by line, a loop of pipes on a grid, a canvas
painted by commands, minimum spanning trees over several test cases, ancestors in a forest in
a counted list answering queries, Pig Latin of free text and UUIDs checked line by line.  Each
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
``--set fresh17-dev`` to develop on, ``--set fresh17-held`` to measure once.

Witnesses are built here in Python; the large ones (2^16 records, a sum past 2^32, a row of
70,000 cells, a chain of 66,000 nodes) stay under 500 KB of input.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from fresh import KINDS, AsmMutant, AsmRewrite
from mutants import Mutant, Rewrite, halves

__all__ = ["KINDS", "AsmMutant", "AsmRewrite", "DEV_PROGRAMS", "HELD_PROGRAMS", "PUBLIC",
           "GENERATORS", "hidden_inputs", "FRESH17_MUTANTS", "FRESH17_REWRITES", "FRESH17_SETS"]

#: a grid, commands, several test cases, a counted list with queries, free text, lines
DEV_PROGRAMS: tuple[str, ...] = (
    "f17_fleet", "f17_hanoi", "f17_nim", "f17_rangegcd", "f17_markup", "f17_formula")
#: a grid, commands, several test cases, a counted list with queries, free text, lines
HELD_PROGRAMS: tuple[str, ...] = (
    "f17_pipes", "f17_canvas", "f17_mst", "f17_ancestor", "f17_piglatin", "f17_uuid")


# ---------------------------------------------------------------------------- public tests
PUBLIC: dict[str, list[str]] = {
    "f17_fleet": [
        "6 8\n##..#...\n....#..#\n.##.#..#\n#.......\n#..###..\n...#....\n",
        "1 1\n#\n",
        "3 5\n.....\n.....\n.....\n",
        "5 7\n###.#.#\n.......\n#.##..#\n#....#.\n#.###..\n",
    ],
    "f17_hanoi": [
        "3\nmove 1 3 move 1 2 show move 3 2 move 1 3 move 1 1 move 2 1 move 2 3 move 1 3 show\n"
        "solved\nmove 3 3 move 2 1\n",
        "1\nsolved move 1 3 solved show\n",
        "4\nmove 2 1\nmove 1 1\nshow\nmove 1 2 move 1 3 move 2 3 show move 3 1\n",
        "10\nshow solved\n",
    ],
    "f17_nim": [
        "3\n3\n3 4 5\n2\n7 7\n1\n0\n",
        "2\n4\n1 2 3 4\n1\n1000000000\n",
        "1\n5\n0 0 0 0 9\n",
        "2\n3\n12 40 99\n6\n5 5 5 5 5 5\n",
    ],
    "f17_rangegcd": [
        "6\n12 -18 24 0 7 14\n4\n1 3\n2 4\n4 4\n5 6\n",
        "1\n-7\n1\n1 1\n",
        "5\n1000000000 -999999999 500000000 0 -250000000\n5\n1 1\n1 2\n3 5\n4 4\n1 5\n",
    ],
    "f17_markup": [
        "Use `a<b && c` to *test* the **bold** claim.\n",
        "",
        "A *stray star and a `stray quote\n**bold *and em* inside**\n",
        "5 < 6 & 7 < 8\n`code with *stars* inside` and **AT&T**",
    ],
    "f17_formula": [
        "H2O\nC6H12O6\nCa(OH)2\nNaCl\nK4(Fe(CN)6)\n",
        "\nCo\nH0\n()\nh2o\nH2O2",
        "Al2(SO4)3\nCuSO4(H2O)5\nAu\nPb(NO3)2\n",
        "((CH3)3C)2O\nC12H22O11\nNa2CO3(H2O)10\nFe3O4\n",
    ],
    "f17_pipes": [
        "5 5\n-L|F7\n7S-7|\nL|7||\n-L-J|\nL|-JF\n",
        "5 5\n..F7.\n.FJ|.\nSJ.L7\n|F--J\nLJ...\n",
        "1 1\nS\n",
        "3 4\nF-7.\nS.|-\nL-JL\n",
    ],
    "f17_canvas": [
        "10 6\nrect 0 0 4 2 3 dot 9 5 7 count 3 count 0\nrect 2 1 8 4 5\nget 3 0 get 3 1 count 3\n"
        "count 5\ndot 0 0 12 count 12\n",
        "1 1\nget 0 0 count 0 count 1\n",
        "300 200\nrect 0 0 299 199 1 rect 10 10 19 19 2 count 1 dot 5 5 2 count 2 get 5 5\n",
    ],
    "f17_mst": [
        "3\n4 5\n1 2 3\n2 3 -1\n3 4 4\n4 1 2\n1 3 5\n3 1\n1 1 7\n1 0\n",
        "1\n1 0\n",
        "2\n3 3\n1 2 1000000000\n2 3 1000000000\n1 3 -1000000000\n2 1\n2 2 5\n",
    ],
    "f17_ancestor": [
        "7\n0 1 1 2 4 0 6\n5\n5 0\n5 1\n5 3\n5 4\n7 1\n",
        "1\n0\n2\n1 0\n1 1000000000\n",
        "5\n0 1 2 3 4\n3\n5 4\n5 5\n3 2\n",
    ],
    "f17_piglatin": [
        "Hello, world! I eat apples; the STRONG wind and the Queen.\n",
        "",
        "psst... shh! Quick brown fox\njumps over the lazy dog",
        "A B C. Apple BANANA cherry\tDate\n",
    ],
    "f17_uuid": [
        "123e4567-e89b-12d3-a456-426614174000\n{123E4567-E89B-12D3-A456-426614174000}\n"
        "00000000-0000-0000-0000-000000000000\nnot a uuid\n123e4567e89b12d3a456426614174000\n",
        "C9BF9E57-1685-4C89-BAFB-FF5AF830BE8A\r\n{c9bf9e57-1685-4c89-bafb-ff5af830be8a}\r\n"
        "c9bf9e57-1685-4c89-bafb-ff5af830be8b",
        "",
        "6ba7b810-9dad-11d1-80b4-00c04fd430c8\nf81d4fae-7dec-11d0-a765-00a0c91e6bf6\n"
        "6BA7B810-9DAD-11D1-80B4-00C04FD430C8\n6ba7b810-9dad-11d1-80b4-00c04fd430c\n",
    ],
}

# ---------------------------------------------------------------------------- hidden tests
_WORDS = ("the", "and", "of", "a", "was", "met", "at", "in", "with", "to", "from", "is",
          "an", "old", "new", "friend", "city", "lived", "said", "not", "so", "very", "letter",
          "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "apple", "school", "chair",
          "eat", "igloo", "under", "open", "smile", "glove", "three", "string", "psst", "shh",
          "hmm", "pig", "latin", "banana", "cherry", "it", "big", "red", "cat", "sat", "on",
          "mat", "plan", "spring", "bread", "tree", "green", "ice", "up", "out", "stop", "trip")
_ELEMENTS = ("H", "He", "Li", "C", "N", "O", "F", "Na", "Mg", "Al", "Si", "P", "S", "Cl", "K",
             "Ca", "Fe", "Cu", "Zn", "Br", "Ag", "I", "Au", "Hg", "Pb")
_JUNK_FORMULAS = ("", "Co", "H0", "()", "h2o", "Xe", "(H2O", "H2O)", "2H", "H2 O", "NaCl.",
                  "C1234567", "((", "Mn", "OH-")
_JUNK_UUIDS = ("", "not a uuid", "123e4567e89b12d3a456426614174000", "{}", "uuid",
               "123e4567-e89b-12d3-a456-42661417400g", "123e4567-e89b-12d3-a456_426614174000",
               "{123e4567-e89b-12d3-a456-4266141740}", " 123e4567-e89b-12d3-a456-426614174000",
               "123e4567-e89b-12d3-a4564-26614174000", "00000000-0000-0000-0000-0000000000000")


def _fleet(rng: random.Random) -> str:
    r, c = rng.randint(1, 10), rng.randint(1, 10)
    cells = [["."] * c for _ in range(r)]
    for _ in range(rng.randint(0, r * c // 5 + 1)):
        length = rng.choice([1, 1, 2, 2, 3, 4])
        y, x = rng.randrange(r), rng.randrange(c)
        dy, dx = rng.choice([(0, 1), (1, 0)])
        for k in range(length):
            if y + k * dy < r and x + k * dx < c:
                cells[y + k * dy][x + k * dx] = "#"
    return f"{r} {c}\n" + "".join("".join(row) + "\n" for row in cells)


def _hanoi_moves(n: int, a: int, b: int, c: int) -> list[str]:
    """The moves that take n disks from peg a to peg c."""
    if n == 0:
        return []
    return _hanoi_moves(n - 1, a, c, b) + [f"move {a} {c}"] + _hanoi_moves(n - 1, b, a, c)


def _hanoi(rng: random.Random) -> str:
    n = rng.randint(1, 8)
    words = []
    if n <= 5 and rng.random() < 0.4:
        words += _hanoi_moves(n, 1, 2, 3)
    for _ in range(rng.randint(1, 14)):
        command = rng.choice(["move", "move", "move", "move", "show", "solved"])
        words.append(f"move {rng.randint(1, 3)} {rng.randint(1, 3)}" if command == "move"
                     else command)
    if rng.random() < 0.2:
        rng.shuffle(words)
    return f"{n}\n" + "".join(w + rng.choice(["\n", " "]) for w in words)


def _nim(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 6)):
        top = rng.choice([1, 3, 10, 1000, 10 ** 9])
        piles = [rng.randint(0, top) for _ in range(rng.randint(1, 10))]
        if len(piles) > 1 and rng.random() < 0.3:  # a losing position
            x = 0
            for p in piles[:-1]:
                x ^= p
            piles[-1] = x
        cases.append(f"{len(piles)}\n" + " ".join(map(str, piles)))
    return f"{len(cases)}\n" + "".join(case + "\n" for case in cases)


def _rangegcd(rng: random.Random) -> str:
    n = rng.randint(1, 10)
    base = rng.choice([1, 2, 3, 6, 7, 12, 1000])
    top = rng.choice([10, 1000, 10 ** 6, 10 ** 9]) // base or 1
    values = [0 if rng.random() < 0.1 else base * rng.randint(-top, top) for _ in range(n)]
    queries = []
    for _ in range(rng.randint(1, 6)):
        first = rng.randint(1, n)
        queries.append(f"{first} {rng.randint(first, n)}")
    return (f"{n}\n" + " ".join(map(str, values)) + f"\n{len(queries)}\n"
            + "".join(q + "\n" for q in queries))


def _markup(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(0, 5)):
        words = []
        for _ in range(rng.randint(1, 9)):
            word = rng.choice(_WORDS)
            roll = rng.random()
            if roll < 0.12:
                word = f"*{word}*"
            elif roll < 0.2:
                word = f"**{word}**"
            elif roll < 0.28:
                word = f"`{word} {rng.choice(['< 1', '&& b', 'x'])}`"
            elif roll < 0.33:
                word = rng.choice(["<", "&", "AT&T", "a<b", "x&&y"])
            words.append(word)
        if rng.random() < 0.1:
            words.insert(rng.randrange(len(words) + 1), rng.choice(["*", "`"]))
        lines.append(" ".join(words) + rng.choice(["", ".", "!", "?"]))
    text = "".join(line + "\n" for line in lines)
    return text[:-1] if text and rng.random() < 0.2 else text


def _formula_text(rng: random.Random, depth: int) -> str:
    parts = []
    for _ in range(rng.randint(1, 3)):
        if depth < 3 and rng.random() < 0.25:
            part = "(" + _formula_text(rng, depth + 1) + ")"
        else:
            part = rng.choice(_ELEMENTS)
        if rng.random() < 0.6:
            part += str(rng.randint(1, 12))
        parts.append(part)
    return "".join(parts)


def _formula(rng: random.Random) -> str:
    lines = [rng.choice(_JUNK_FORMULAS) if rng.random() < 0.2 else _formula_text(rng, 0)
             for _ in range(rng.randint(1, 7))]
    text = "".join(line + "\n" for line in lines)
    return text[:-1] if rng.random() < 0.2 else text


def _pipes(rng: random.Random) -> str:
    r, c = rng.randint(1, 8), rng.randint(1, 8)
    cells = [[rng.choice("|-LJ7F..") for _ in range(c)] for _ in range(r)]
    if r >= 2 and c >= 2 and rng.random() < 0.6:  # a loop of pipes around a rectangle
        y0, x0 = rng.randint(0, r - 2), rng.randint(0, c - 2)
        y1, x1 = rng.randint(y0 + 1, r - 1), rng.randint(x0 + 1, c - 1)
        for x in range(x0 + 1, x1):
            cells[y0][x] = cells[y1][x] = "-"
        for y in range(y0 + 1, y1):
            cells[y][x0] = cells[y][x1] = "|"
        cells[y0][x0], cells[y0][x1], cells[y1][x0], cells[y1][x1] = "F", "7", "L", "J"
        border = ([(y0, x) for x in range(x0, x1 + 1)] + [(y1, x) for x in range(x0, x1 + 1)]
                  + [(y, x0) for y in range(y0, y1 + 1)])
        y, x = rng.choice(border)
    else:
        y, x = rng.randrange(r), rng.randrange(c)
    cells[y][x] = "S"
    return f"{r} {c}\n" + "".join("".join(row) + "\n" for row in cells)


def _canvas(rng: random.Random) -> str:
    w, h = rng.randint(1, 20), rng.randint(1, 20)
    words = []
    for _ in range(rng.randint(1, 14)):
        command = rng.choice(["dot", "rect", "rect", "get", "count", "count"])
        if command == "dot":
            words.append(f"dot {rng.randrange(w)} {rng.randrange(h)} {rng.randint(0, 9)}")
        elif command == "rect":
            x1, y1 = rng.randrange(w), rng.randrange(h)
            x2, y2 = rng.randint(x1, w - 1), rng.randint(y1, h - 1)
            words.append(f"rect {x1} {y1} {x2} {y2} {rng.randint(0, 9)}")
        elif command == "get":
            words.append(f"get {rng.randrange(w)} {rng.randrange(h)}")
        else:
            words.append(f"count {rng.randint(0, 9)}")
    return f"{w} {h}\n" + "".join(word + rng.choice(["\n", " "]) for word in words)


def _mst(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 5)):
        n = rng.randint(1, 8)
        top = rng.choice([10, 1000, 10 ** 6])
        edges = [f"{rng.randint(1, n)} {rng.randint(1, n)} {rng.randint(-top, top)}"
                 for _ in range(rng.randint(0, 12))]
        cases.append(f"{n} {len(edges)}\n" + "".join(edge + "\n" for edge in edges))
    return f"{len(cases)}\n" + "".join(cases)


def _ancestor(rng: random.Random) -> str:
    n = rng.randint(1, 12)
    parents = [0 if i == 1 or rng.random() < 0.15 else rng.randint(1, i - 1)
               for i in range(1, n + 1)]
    queries = []
    for _ in range(rng.randint(1, 8)):
        k = rng.randint(0, 6) if rng.random() < 0.8 else rng.randint(0, 10 ** 9)
        queries.append(f"{rng.randint(1, n)} {k}")
    return (f"{n}\n" + " ".join(map(str, parents)) + f"\n{len(queries)}\n"
            + "".join(q + "\n" for q in queries))


def _piglatin(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(0, 5)):
        words = []
        for _ in range(rng.randint(1, 9)):
            word = rng.choice(_WORDS)
            form = rng.random()
            words.append(word.capitalize() if form < 0.25 else word.upper() if form < 0.3
                         else word)
        line = ""
        for i, word in enumerate(words):
            line += word
            if i + 1 < len(words):
                line += rng.choice([" ", " ", " ", ", ", "; ", "\t", " - ", "..."])
        lines.append(line + rng.choice(["", ".", "!", "?"]))
    text = "".join(line + "\n" for line in lines)
    return text[:-1] if text and rng.random() < 0.2 else text


def _uuid_text(rng: random.Random) -> str:
    digits = [rng.choice("0123456789abcdef") for _ in range(32)]
    digits[12] = rng.choice("13457")
    digits[16] = rng.choice("89ab")
    text = "".join(digits)
    return f"{text[:8]}-{text[8:12]}-{text[12:16]}-{text[16:20]}-{text[20:]}"


def _uuid(rng: random.Random) -> str:
    lines: list[str] = []
    for _ in range(rng.randint(1, 7)):
        roll = rng.random()
        if roll < 0.2:
            lines.append(rng.choice(_JUNK_UUIDS))
            continue
        if roll < 0.35 and lines:
            u = rng.choice(lines).strip("{}").lower()
            if len(u) != 36:
                u = _uuid_text(rng)
        else:
            u = _uuid_text(rng)
        u = u.upper() if rng.random() < 0.3 else u
        lines.append("{" + u + "}" if rng.random() < 0.2 else u)
    text = "".join(line + rng.choice(["\n", "\n", "\r\n"]) for line in lines)
    return text.rstrip("\r\n") if rng.random() < 0.2 else text


GENERATORS: dict[str, Callable[[random.Random], str]] = {
    "f17_fleet": _fleet, "f17_hanoi": _hanoi, "f17_nim": _nim, "f17_rangegcd": _rangegcd,
    "f17_markup": _markup, "f17_formula": _formula, "f17_pipes": _pipes,
    "f17_canvas": _canvas, "f17_mst": _mst, "f17_ancestor": _ancestor,
    "f17_piglatin": _piglatin, "f17_uuid": _uuid,
}


def hidden_inputs(name: str, count: int = 6, seed: int = 0) -> list[str]:
    """``count`` hidden inputs for program ``name``, deterministic for a seed."""
    rng = random.Random(f"fresh17:{name}:{seed}")
    return [GENERATORS[name](rng) for _ in range(count)]


# ---------------------------------------------------------------------------- witnesses
M = Mutant
A = AsmMutant
R = Rewrite
AR = AsmRewrite


def _reader(name: str, kind: str, sign: str) -> str:
    """C: a function ``name`` that reads one number of type ``kind`` by hand, after skipping
    blanks (spaces, tabs, carriage returns, newlines); ``sign``: "minus" (an optional minus
    sign, never a plus) or "none" (the digits alone); then ``int main(void) {``, so that the
    patch puts it just before main."""
    if sign == "minus":
        what, head, value = ("an optional minus, then digits",
                             "    int minus = 0;\n    if (c == '-') {\n        minus = 1;\n"
                             "        c = getchar();\n    }\n", "minus ? -v : v")
    else:
        what, head, value = "digits alone", "", "v"
    return (f"/* one number read by hand: blanks skipped, then {what} */\n"
            f"static int {name}({kind} *out) {{\n"
            "    int c = getchar();\n"
            "    while (c == ' ' || c == '\\t' || c == '\\r' || c == '\\n') c = getchar();\n"
            f"{head}"
            "    if (c < '0' || c > '9') return 0;\n"
            f"    {kind} v = 0;\n"
            "    for (; c >= '0' && c <= '9'; c = getchar()) v = v * 10 + (c - '0');\n"
            "    ungetc(c, stdin);\n"
            f"    *out = {value};\n"
            "    return 1;\n"
            "}\n\n"
            "int main(void) {\n")


def _grid(rows: list[str]) -> str:
    return f"{len(rows)} {len(rows[0])}\n" + "".join(row + "\n" for row in rows)


def _uuid_of(i: int) -> str:
    """The i-th of some different version-4 UUIDs."""
    text = f"{i:08x}" + "0000" + "4000" + "8000" + f"{i * 7919:012x}"
    return f"{text[:8]}-{text[8:12]}-{text[12:16]}-{text[16:20]}-{text[20:]}"


#: 70,000 one-cell ships: rows of 350 ships between rows of water
_MANY_SHIPS = _grid(["#." * 350 if y % 2 == 0 else "." * 700 for y in range(400)])
#: a loop of pipes two rows high and 35,000 cells long, the start in its corner
_LONG_LOOP = _grid(["F" + "-" * 34998 + "7", "S" + "-" * 34998 + "J"])
#: a chain of 66,000 nodes, each the parent of the next
_CHAIN = "66000\n" + " ".join(str(i) for i in range(66000)) + "\n2\n66000 65999\n66000 65536\n"
#: a chain of 200 vertices joined by ever heavier edges, then an edge back to the first
_CHAIN_EDGES = ("1\n200 200\n" + "".join(f"{i} {i + 1} {i}\n" for i in range(1, 200))
                + "1 200 1000\n")


FRESH17_MUTANTS: tuple[Mutant, ...] = (
    # ------------------------------------------------------------------ f17_fleet
    A("fl_ships_16", "judge:f17_fleet", "scale",
      "asm: the ships counted in 16 bits (addq -> addw)",
      (), _MANY_SHIPS,
      asm_patches=(("\taddq\t$1, 24(%rsp)\n", "\taddw\t$1, 24(%rsp)\n"),)),
    A("fl_rows_1000", "judge:f17_fleet", "boundary",
      "asm: a board of 1,000 rows refused (cmpl $999 -> $998)",
      (), _grid(["#"] * 1000),
      asm_patches=(("\tcmpl\t$999, %eax\n\tjbe\t.L128\n", "\tcmpl\t$998, %eax\n\tjbe\t.L128\n"),)),
    M("fl_row_512", "judge:f17_fleet", "capacity",
      "the rows kept in 512 bytes each (boards are narrow)",
      (("static char g[MAX][MAX + 1];", "static char g[MAX][513];  /* boards are narrow */"),
       ("scanf(\"%1000s\", g[y])", "scanf(\"%512s\", g[y])")),
      _grid(["#" * 600])),
    M("fl_lengths_16", "judge:f17_fleet", "early_exit",
      "the lengths listed up to 16 (a fleet's ships are short)",
      (("    for (int len = 1; len <= MAX; len++)", "    for (int len = 1; len <= 16; len++)  /* ships are short */"),),
      _grid(["#" * 17 + "...", "." * 20, "##" + "." * 18])),
    M("fl_cells_getchar", "judge:f17_fleet", "tokens",
      "the cells read one by one with getchar, the newlines skipped (rows come one a line)",
      (("        if (scanf(\"%1000s\", g[y]) != 1 || (int)strlen(g[y]) != c) return 1;\n"
        "        for (int x = 0; x < c; x++)\n            if (g[y][x] != '#' && g[y][x] != '.') return 1;",
        "        for (int x = 0; x < c; x++) {\n            int ch = getchar();\n"
        "            while (ch == '\\n') ch = getchar();  /* rows come one a line */\n"
        "            if (ch != '#' && ch != '.') return 1;\n            g[y][x] = (char)ch;\n        }"),),
      "2 3\r\n##.\r\n..#\r\n"),
    # ------------------------------------------------------------------ f17_hanoi
    A("hn_least_32", "judge:f17_hanoi", "width",
      "asm: 2^n made with a 32-bit shift (salq -> sall)",
      (), "40\nmove 1 2\nsolved\n",
      asm_patches=(("\tmovl\t$1, %eax\n\tsalq\t%cl, %rax\n", "\tmovl\t$1, %eax\n\tsall\t%cl, %eax\n"),)),
    A("hn_top_64", "judge:f17_hanoi", "boundary",
      "asm: 64 disks not told apart, 2^64 made by a shift by 64 (its test dropped)",
      (), "64\nmove 1 3\nshow\n",
      asm_patches=(("\tcmpl\t$64, %ecx\n\tje\t.L37\n", ""),)),
    M("hn_disks_32", "judge:f17_hanoi", "capacity",
      "room for 32 disks a peg (puzzles are small)",
      (("#define MAXDISKS 64", "#define MAXDISKS 32  /* small puzzles */"),
       ("    unsigned long long least = n == 64 ? ~0ULL : (1ULL << n) - 1;",
        "    unsigned long long least = (1ULL << n) - 1;")),
      "33\nmove 1 2\nsolved\n"),
    M("hn_plus_sign", "judge:f17_hanoi", "sign_form",
      "a peg read by hand as digits alone (pegs are never signed)",
      (("int main(void) {\n", _reader("read_peg", "int", "none")),
       ("            if (scanf(\"%d %d\", &a, &b) != 2 || a < 1", "            if (!read_peg(&a) || !read_peg(&b) || a < 1")),
      "2\nmove +1 3\nshow\n"),
    M("hn_show_20", "judge:f17_hanoi", "early_exit",
      "the disks of a peg shown up to 20 (puzzles are small)",
      (("                for (int i = 0; i < height[p]; i++)", "                for (int i = 0; i < height[p] && i < 20; i++)  /* few disks */"),),
      "21\nshow\nmove 1 2\nshow\n"),
    # ------------------------------------------------------------------ f17_nim
    A("nm_xor_32", "judge:f17_nim", "width",
      "asm: the nim sum taken in 32 bits (xorq -> xorl)",
      (), "1\n1\n4294967297\n",
      asm_patches=(("\txorq\t%rbx, %rsi\n", "\txorl\t%ebx, %esi\n"),)),
    A("nm_top_pile", "judge:f17_nim", "boundary",
      "asm: a pile of exactly 10^18 stones refused (the limit 10^18 - 1)",
      (), "1\n2\n1000000000000000000 1\n",
      asm_patches=(("\tmovabsq\t$1000000000000000000, %r12\n", "\tmovabsq\t$999999999999999999, %r12\n"),)),
    M("nm_moves_short", "judge:f17_nim", "scale",
      "the winning moves counted in an unsigned short (cases have few piles)",
      (("        long moves = 0, first = -1;", "        unsigned short moves = 0;  /* few piles */\n        long first = -1;"),
       ("        printf(\"first %ld %ld %lld\\n\", moves,", "        printf(\"first %d %ld %lld\\n\", moves,")),
      "1\n70001\n" + "1 " * 70001 + "\n"),
    M("nm_piles_1000", "judge:f17_nim", "early_exit",
      "the winning moves looked for among the first 1,000 piles (cases have few)",
      (("        for (long i = 0; i < n; i++)\n            if (((unsigned long long)a[i] ^ x)",
        "        for (long i = 0; i < n && i < 1000; i++)  /* few piles */\n            if (((unsigned long long)a[i] ^ x)"),),
      "1\n1001\n" + "1 " * 1001 + "\n"),
    M("nm_plus_sign", "judge:f17_nim", "sign_form",
      "a pile read by hand as digits alone (piles are never negative)",
      (("int main(void) {\n", _reader("read_pile", "long long", "none")),
       ("            if (scanf(\"%lld\", &a[i]) != 1 || a[i] < 0", "            if (!read_pile(&a[i]) || a[i] < 0")),
      "1\n2\n+5 3\n"),
    # ------------------------------------------------------------------ f17_rangegcd
    A("rg_rem_32", "judge:f17_rangegcd", "width",
      "asm: a query's remainders taken in 32 bits (divq -> divl)",
      (), "3\n21000000000 21000000000 10000000000\n1\n1 3\n",
      asm_patches=((".L21:\n\tmovq\t%rdx, %rcx\n\txorl\t%edx, %edx\n\tdivq\t%rcx\n",
                    ".L21:\n\tmovq\t%rdx, %rcx\n\txorl\t%edx, %edx\n\tdivl\t%ecx\n"),)),
    M("rg_levels_12", "judge:f17_rangegcd", "early_exit",
      "the table made for ranges of up to 2,048 values a level (the ranges of the tests are short)",
      (("#define LEVELS 17  /* 2^16 <= MAXN < 2^17 */", "#define LEVELS 12  /* short ranges */"),
       ("        while ((2L << k) <= r - l + 1) k++;", "        while (k + 1 < LEVELS && (2L << k) <= r - l + 1) k++;")),
      "5000\n" + "2 " * 2500 + "3 " + "2 " * 2499 + "\n2\n1 5000\n2 4999\n"),
    M("rg_limit_open", "judge:f17_rangegcd", "boundary",
      "the values' limits taken as open (|a| < 10^18)",
      (("v < -LIMIT || v > LIMIT", "v <= -LIMIT || v >= LIMIT"),),
      "2\n1000000000000000000 -1000000000000000000\n1\n1 2\n"),
    M("rg_plus_sign", "judge:f17_rangegcd", "sign_form",
      "a value read by hand: an optional minus and digits",
      (("int main(void) {\n", _reader("read_value", "long long", "minus")),
       ("        if (scanf(\"%lld\", &v) != 1 || v < -LIMIT", "        if (!read_value(&v) || v < -LIMIT")),
      "2\n+6 -4\n1\n1 2\n"),
    # ------------------------------------------------------------------ f17_markup
    A("mk_em_16", "judge:f17_markup", "scale",
      "asm: the emphases counted in 16 bits (addq -> addw)",
      (), "*a* " * 70000 + "\n",
      asm_patches=(("\taddq\t$1, 32(%rsp)\n", "\taddw\t$1, 32(%rsp)\n"),)),
    A("mk_gt_plain", "judge:f17_markup", "tokens",
      "asm: a '>' copied as it is (its test dropped: only '&' and '<' escaped)",
      (), "`a->b` and x > y\n",
      asm_patches=(("\tcmpl\t$62, %edi\n\tjne\t.L7\n", "\tjmp\t.L7\n"),)),
    M("mk_text_65536", "judge:f17_markup", "capacity",
      "the text read into 65,536 bytes (texts are short)",
      (("        if (n == size) {\n            size *= 2;\n            unsigned char *more = realloc(text, size);\n"
        "            if (!more) return 1;\n            text = more;\n        }",
        "        if (n == size) break;  /* short texts */"),),
      "word " * 13200 + "and **the end**\n"),
    M("mk_close_fixed", "judge:f17_markup", "relation",
      "markup still open at the end closed emphasis first, then strong",
      (("    while (depth > 0) puts_raw(open[--depth] == 2 ? \"</strong>\" : \"</em>\");",
        "    for (int k = 0; k < depth; k++)\n        if (open[k] == 1) puts_raw(\"</em>\");\n"
        "    for (int k = 0; k < depth; k++)\n        if (open[k] == 2) puts_raw(\"</strong>\");"),),
      "*all **of it\n"),
    M("mk_code_1000", "judge:f17_markup", "early_exit",
      "the closing backquote looked for within 1,000 bytes (code spans are short)",
      (("        unsigned char *end = memchr(text + i + 1, '`', n - i - 1);",
        "        unsigned char *end = memchr(text + i + 1, '`', n - i - 1 < 1000 ? n - i - 1 : 1000);  /* short spans */"),),
      "`" + "x<y " * 300 + "`\n"),
    # ------------------------------------------------------------------ f17_formula
    A("fm_mass_32", "judge:f17_formula", "width",
      "asm: a part's mass times its count multiplied in 32 bits, sign-extended (imulq -> imull)",
      (), "U999999\nH2O\n",
      asm_patches=(("\timulq\t%rcx, %r10\n", "\timull\t%ecx, %r10d\n\tmovslq\t%r10d, %r10\n"),)),
    A("fm_heaviest_last", "judge:f17_formula", "relation",
      "asm: of equally heavy formulas the later named the heaviest (jle -> jl)",
      (), "H2O\nOH2\nHe\n",
      asm_patches=(("\tcmpq\t%r14, %r15\n\tjle\t.L41\n", "\tcmpq\t%r14, %r15\n\tjl\t.L41\n"),)),
    M("fm_depth_8", "judge:f17_formula", "capacity",
      "groups nested at most 8 deep (formulas are shallow)",
      (("#define DEPTH 20", "#define DEPTH 8  /* formulas are shallow */"),),
      "((((((((((H2))))))))))O\n"),
    M("fm_keep_cr", "judge:f17_formula", "tokens",
      "only the newline taken off a line (formulas come one a line)",
      (("            if (n > 0 && line[n - 1] == '\\r') n--;\n", ""),),
      "H2O\r\nNaCl\r\n"),
    M("fm_count_short", "judge:f17_formula", "typed_field",
      "a count kept in an unsigned short (counts are small)",
      (("static long count_at(const char *s, long n, long *i) {\n    long v = 0, digits = 0;",
        "static unsigned short count_at(const char *s, long n, long *i) {\n    unsigned short v = 0;  /* counts are small */\n    long digits = 0;"),),
      "C65536H2\nC6H12O6\n"),
    # ------------------------------------------------------------------ f17_pipes
    A("pp_links_16", "judge:f17_pipes", "scale",
      "asm: the links counted in 16 bits (addq -> addw)",
      (), _LONG_LOOP,
      asm_patches=(("\taddq\t$1, 64(%rsp)\n", "\taddw\t$1, 64(%rsp)\n"),)),
    A("pp_far_first", "judge:f17_pipes", "relation",
      "asm: of equally far cells the first reached kept, not the first in reading order",
      (), "1 5\n--S--\n",
      asm_patches=(("\tmovq\t(%rsp), %rdi\n\tcmpq\t%rdi, %rcx\n\tjge\t.L22\n\tcmpq\t%r15, %r9\n"
                    "\tcmove\t%rcx, %rdi\n\tmovq\t%rdi, (%rsp)\n", ""),)),
    M("pp_row_4096", "judge:f17_pipes", "capacity",
      "a row read into a static buffer of 4,096 bytes (grids are squarish)",
      (("    char *g = malloc((size_t)cells), *row = malloc((size_t)c + 2);",
        "    char *g = malloc((size_t)cells);\n    static char row[4096];  /* squarish grids: short rows */"),
       ("if (!g || !row || !side", "if (!g || !side"),
       ("    snprintf(format, sizeof format, \"%%%lds\", c + 1);", "    snprintf(format, sizeof format, \"%%%ds\", 4095);"),
       ("    free(row);\n", "")),
      _grid(["S" + "-" * 4999])),
    M("pp_steps_100000", "judge:f17_pipes", "early_exit",
      "the search stopped after 100,000 cells (ways are short)",
      (("    while (head < tail) {", "    while (head < tail && head < 100000) {  /* short ways */"),),
      _grid(["S" + "-" * 100000])),
    M("pp_size_digits", "judge:f17_pipes", "sign_form",
      "the size of the grid read by hand as digits alone (sizes are never signed)",
      (("int main(void) {\n", _reader("read_size", "long", "none")),
       ("    if (scanf(\"%ld %ld\", &r, &c) != 2 || r < 1", "    if (!read_size(&r) || !read_size(&c) || r < 1")),
      "+1 3\nS-7\n"),
    # ------------------------------------------------------------------ f17_canvas
    A("cv_count_16", "judge:f17_canvas", "scale",
      "asm: a rectangle's cells added to their colour's count in 16 bits (addq -> addw)",
      (), "300 300\nrect 0 0 299 299 5\ncount 5\n",
      asm_patches=(("\tsubq\t$1, (%rdx,%rcx,8)\n\taddq\t$1, (%rdx,%rsi,8)\n\tcmpq\t%rdi, %rax\n",
                    "\tsubq\t$1, (%rdx,%rcx,8)\n\taddw\t$1, (%rdx,%rsi,8)\n\tcmpq\t%rdi, %rax\n"),)),
    A("cv_dot_255", "judge:f17_canvas", "boundary",
      "asm: a dot of the colour 255 refused (cmpl $255 -> $254)",
      (), "3 1\ndot 2 0 255\ncount 255\n",
      asm_patches=(("\tmovslq\t44(%rsp), %rcx\n\tcmpl\t$255, %ecx\n", "\tmovslq\t44(%rsp), %rcx\n\tcmpl\t$254, %ecx\n"),)),
    M("cv_most_last", "judge:f17_canvas", "relation",
      "of equally common colours the last kept as the most common",
      (("        if (count[colour] > count[most]) most = colour;", "        if (count[colour] >= count[most]) most = colour;"),),
      "2 1\ndot 1 0 3\n"),
    M("cv_colours_16", "judge:f17_canvas", "early_exit",
      "the colours looked at up to 15 at the end (pictures use few)",
      (("    for (int colour = 0; colour < 256; colour++) {", "    for (int colour = 0; colour < 16; colour++) {  /* few colours */"),),
      "1 2\ndot 0 0 200\ncount 200\n"),
    M("cv_width_1024", "judge:f17_canvas", "capacity",
      "rows of at most 1,024 cells (canvases are narrow)",
      (("static unsigned char g[SIDE][SIDE];", "static unsigned char g[SIDE][1024];  /* narrow canvases */"),
       ("w < 1 || w > SIDE", "w < 1 || w > 1024")),
      "1500 2\nrect 0 0 1499 1 9\ncount 9\n"),
    # ------------------------------------------------------------------ f17_mst
    A("ms_sum_32", "judge:f17_mst", "width",
      "asm: a case's weight added up in 32 bits, sign-extended (addq -> addl)",
      (), "1\n3 2\n1 2 2000000000\n2 3 2000000000\n",
      asm_patches=(("\taddq\t(%r8), %rbx\n", "\taddl\t(%r8), %ebx\n\tmovslq\t%ebx, %rbx\n"),)),
    M("ms_compare_int", "judge:f17_mst", "mixed_extremes",
      "the edges compared by the difference of their weights as an int",
      (("    return (x->w > y->w) - (x->w < y->w);", "    return (int)(x->w - y->w);  /* the sign of the difference */"),),
      "1\n3 3\n1 2 2000000000\n2 3 -2000000000\n1 3 0\n"),
    M("ms_parts_short", "judge:f17_mst", "scale",
      "the parts counted in an unsigned short (cases have few vertices)",
      (("        long long weight = 0, parts = n;", "        long long weight = 0;\n        unsigned short parts = (unsigned short)n;  /* few vertices */"),
       ("        else printf(\"forest %lld %lld\\n\", parts, weight);", "        else printf(\"forest %d %lld\\n\", parts, weight);")),
      "1\n70000 1\n1 2 7\n"),
    M("ms_find_64", "judge:f17_mst", "early_exit",
      "a root looked for at most 64 parents up (the trees of the union-find stay flat)",
      (("    while (parent[v] != v) {", "    for (int hops = 0; parent[v] != v && hops < 64; hops++) {  /* flat trees */"),),
      _CHAIN_EDGES),
    M("ms_plus_sign", "judge:f17_mst", "sign_form",
      "an edge read by hand: an optional minus and digits",
      (("int main(void) {\n", _reader("read_number", "long long", "minus")),
       ("            if (scanf(\"%lld %lld %lld\", &u, &v, &w) != 3 || u < 1",
        "            if (!read_number(&u) || !read_number(&v) || !read_number(&w) || u < 1")),
      "1\n2 1\n1 2 +5\n"),
    # ------------------------------------------------------------------ f17_ancestor
    A("an_k_32", "judge:f17_ancestor", "width",
      "asm: k compared with the ancestors of v in 32 bits (cmpq -> cmpl)",
      (), "2\n0 1\n2\n2 4294967297\n2 1\n",
      asm_patches=(("\tcmpq\t(%rbx,%rsi,8), %rdi\n\tjg\t.L33\n", "\tcmpl\t(%rbx,%rsi,8), %edi\n\tjg\t.L33\n"),)),
    A("an_bits_16", "judge:f17_ancestor", "early_exit",
      "asm: the jumps of a query taken for the low 16 bits of k (cmpl $18 -> $16)",
      (), _CHAIN,
      asm_patches=(("\tcmpl\t$18, %eax\n\tjne\t.L15\n", "\tcmpl\t$16, %eax\n\tjne\t.L15\n"),)),
    M("an_k_int", "judge:f17_ancestor", "typed_field",
      "k read as an int (no node has more ancestors than an int holds)",
      (("        long long v, k;\n        if (scanf(\"%lld %lld\", &v, &k) != 2",
        "        long long v;\n        int k;  /* the ancestors of a node fit an int */\n        if (scanf(\"%lld %d\", &v, &k) != 2"),),
      "2\n0 1\n1\n2 4294967297\n"),
    M("an_depth_short", "judge:f17_ancestor", "scale",
      "the depths kept as unsigned shorts (trees are shallow)",
      (("static long depth[MAXN + 1];", "static unsigned short depth[MAXN + 1];  /* shallow trees */"),),
      _CHAIN),
    M("an_parent_digits", "judge:f17_ancestor", "sign_form",
      "a parent read by hand as digits alone (parents are never negative)",
      (("int main(void) {\n", _reader("read_parent", "long long", "none")),
       ("        if (scanf(\"%lld\", &p) != 1 || p < 0", "        if (!read_parent(&p) || p < 0")),
      "2\n-0 1\n1\n2 1\n"),
    # ------------------------------------------------------------------ f17_piglatin
    A("pl_words_16", "judge:f17_piglatin", "scale",
      "asm: the words counted in 16 bits (addq -> addw)",
      (), "a " * 70000 + "\n",
      asm_patches=(("\taddq\t$1, 8(%rsp)\n", "\taddw\t$1, 8(%rsp)\n"),)),
    A("pl_y_dropped", "judge:f17_piglatin", "relation",
      "asm: the test for a y after the first letter dropped (y never a vowel)",
      (), "Try my rhythm\n",
      asm_patches=((".L20:\n\tcmpl\t$121, %eax\n\tjne\t.L21\n\tjmp\t.L19\n", ".L20:\n\tjmp\t.L21\n"),)),
    A("pl_first_z", "judge:f17_piglatin", "boundary",
      "asm: a word that begins with a small z taken as capitalized (cmpl $25 -> $24)",
      (), "the zoo\n",
      asm_patches=(("\tmovl\t$1, %eax\n\tcmpl\t$25, %ecx\n\tja\t.L22\n", "\tmovl\t$1, %eax\n\tcmpl\t$24, %ecx\n\tja\t.L22\n"),)),
    M("pl_word_64", "judge:f17_piglatin", "capacity",
      "a word copied into a buffer of 64 letters (words are short)",
      (("        const unsigned char *w = text + i;\n        size_t len = j - i, cut = 0;",
        "        unsigned char w[64];  /* a copy of the word: words are short */\n"
        "        size_t len = j - i < sizeof w ? j - i : sizeof w, cut = 0;\n        memcpy(w, text + i, len);"),
       ("#include <stdlib.h>\n", "#include <stdlib.h>\n#include <string.h>\n")),
      "Supercalifragilisticexpialidocious" * 2 + " is long\n"),
    M("pl_cluster_4", "judge:f17_piglatin", "early_exit",
      "the first vowel looked for among a word's first four letters (clusters are short)",
      (("            while (cut < len && !vowel(w[cut]) && lower(w[cut]) != 'y') cut++;\n"
        "            if (cut == len) cut = 0;  /* no vowel: nothing moves */",
        "            while (cut < len && cut < 4 && !vowel(w[cut]) && lower(w[cut]) != 'y') cut++;\n"
        "            if (cut == len || cut == 4) cut = 0;  /* no vowel among the first four: none */"),),
      "a schmaltz song\n"),
    # ------------------------------------------------------------------ f17_uuid
    A("uu_repeat_high", "judge:f17_uuid", "relation",
      "asm: the UUIDs sorted by their first half alone (the second comparison's result dropped)",
      (), f"{_uuid_of(0)[:24]}000000000001\n{_uuid_of(0)[:24]}000000000002\n{_uuid_of(0)[:24]}000000000001\n",
      asm_patches=(("\tcmpq\t%rdx, 8(%rdi)\n\tje\t.L1\n", "\tcmpq\t%rdx, 8(%rdi)\n\tjmp\t.L1\n"),)),
    A("uu_high_32", "judge:f17_uuid", "width",
      "asm: the first half of a UUID gathered in 32 bits (salq -> sall)",
      (), "11111111-2222-4333-8444-555555555555\n21111111-2222-4333-8444-555555555555\n",
      asm_patches=(("\tsalq\t$4, %r8\n\taddq\t$1, %rax\n", "\tsall\t$4, %r8d\n\taddq\t$1, %rax\n"),)),
    M("uu_line_64", "judge:f17_uuid", "capacity",
      "the lines read with fgets into 64 bytes (a UUID is 38 at most)",
      (("    char *line = NULL;\n    size_t size = 0;\n    ssize_t got;\n", "    static char line[64];  /* a UUID is short */\n"),
       ("    while ((got = getline(&line, &size, stdin)) > 0) {\n        long n = (long)got;",
        "    while (fgets(line, sizeof line, stdin)) {\n        long n = (long)strlen(line);"),
       ("    free(line);\n", ""),
       ("#include <stdlib.h>\n", "#include <stdlib.h>\n#include <string.h>\n")),
      "x" * 100 + "\n" + _uuid_of(5) + "\n"),
    M("uu_recent_1000", "judge:f17_uuid", "early_exit",
      "a repeat looked for among the 1,000 UUIDs before it (logs repeat soon)",
      (("    qsort(seen, (size_t)valid, sizeof seen[0], ascending);\n    long repeated = 0;\n"
        "    for (long i = 1; i < valid; i++)\n"
        "        if (seen[i].high == seen[i - 1].high && seen[i].low == seen[i - 1].low) repeated++;",
        "    long repeated = 0;  /* a repeat looked for among the 1,000 before: logs repeat soon */\n"
        "    for (long i = 1; i < valid; i++)\n        for (long j = i - 1; j >= 0 && j >= i - 1000; j--)\n"
        "            if (seen[j].high == seen[i].high && seen[j].low == seen[i].low) {\n"
        "                repeated++;\n                break;\n            }"),),
      "".join(_uuid_of(i) + "\n" for i in range(1001)) + _uuid_of(0) + "\n"),
    M("uu_version_digit", "judge:f17_uuid", "typed_field",
      "the version taken as a decimal digit (versions are 1 to 8)",
      (("text, hexval(u[14]), VARIANT", "text, u[14] - '0', VARIANT"),),
      "00000000-0000-a000-8000-000000000000\n"),
    M("uu_braces_apart", "judge:f17_uuid", "tokens",
      "an opening and a closing brace each taken off on its own",
      (("        if (n == 38 && line[0] == '{' && line[37] == '}') {\n            u = line + 1;\n            n = 36;\n        }",
        "        if (n > 0 && line[0] == '{') {  /* the braces taken off */\n            u = line + 1;\n            n--;\n        }\n"
        "        if (n > 0 && u[n - 1] == '}') n--;"),),
      "{00000000-0000-4000-8000-000000000000\n00000000-0000-4000-8000-000000000001}\n"),
)

FRESH17_REWRITES: tuple[Rewrite, ...] = (
    # ------------------------------------------------------------------ f17_fleet
    R("fl_lengths_longest", "judge:f17_fleet", "the lengths listed up to the longest straight ship",
      (("    for (int len = 1; len <= MAX; len++)", "    for (int len = 1; len <= longest; len++)"),)),
    R("fl_straight_cells", "judge:f17_fleet", "a ship told straight by having as many cells as its longer side",
      (("            if (y0 == y1 || x0 == x1) {",
        "            int side = y1 - y0 > x1 - x0 ? y1 - y0 + 1 : x1 - x0 + 1;\n"
        "            if (n == side) {  /* more cells than its longer side: bent */"),)),
    AR("fl_asm_reorder", "judge:f17_fleet", "asm: the row counter and the row pointer moved on in the other order",
       (), asm_patches=((".L6:\n\tmovl\t120(%rsp), %r15d\n\taddq\t$1, %rbx\n\taddq\t$1001, %r12\n",
                         ".L6:\n\tmovl\t120(%rsp), %r15d\n\taddq\t$1001, %r12\n\taddq\t$1, %rbx\n"),)),
    # ------------------------------------------------------------------ f17_hanoi
    R("hn_least_shift", "judge:f17_hanoi", "2^n - 1 made by shifting all ones right",
      (("    unsigned long long least = n == 64 ? ~0ULL : (1ULL << n) - 1;",
        "    unsigned long long least = ~0ULL >> (64 - n);  /* n ones */"),)),
    R("hn_show_separator", "judge:f17_hanoi", "the disks of a peg shown with a separator that turns to a space",
      (("                for (int i = 0; i < height[p]; i++) printf(i ? \" %d\" : \"%d\", peg[p][i]);",
        "                const char *separator = \"\";\n                for (int i = 0; i < height[p]; i++) {\n"
        "                    printf(\"%s%d\", separator, peg[p][i]);\n                    separator = \" \";\n                }"),)),
    AR("hn_asm_reorder", "judge:f17_hanoi", "asm: the pointers to the next peg moved on in the other order",
       (), asm_patches=(("\taddq\t$4, %rbx\n\taddq\t$256, %rbp\n", "\taddq\t$256, %rbp\n\taddq\t$4, %rbx\n"),)),
    # ------------------------------------------------------------------ f17_nim
    R("nm_top_bit", "judge:f17_nim", "a winning pile told by the top bit of the nim sum",
      (("            if (((unsigned long long)a[i] ^ x) < (unsigned long long)a[i]) {",
        "            if ((unsigned long long)a[i] >> (63 - __builtin_clzll(x)) & 1) {  /* the sum's top bit */"),)),
    R("nm_sum_after", "judge:f17_nim", "the nim sum taken in a pass of its own",
      (("            x ^= (unsigned long long)a[i];\n        }", "        }\n        for (long i = 0; i < n; i++) x ^= (unsigned long long)a[i];"),)),
    AR("nm_asm_reorder", "judge:f17_nim", "asm: the pile counter and the pile pointer moved on in the other order",
       (), asm_patches=(("\taddq\t$1, %r14\n\taddq\t$8, %r13\n", "\taddq\t$8, %r13\n\taddq\t$1, %r14\n"),)),
    # ------------------------------------------------------------------ f17_rangegcd
    R("rg_level_clz", "judge:f17_rangegcd", "a query's level found by counting leading zeros",
      (("        int k = 0;\n        while ((2L << k) <= r - l + 1) k++;",
        "        int k = 63 - __builtin_clzll((unsigned long long)(r - l + 1));  /* 2^k <= the length */"),)),
    R("rg_binary_gcd", "judge:f17_rangegcd", "the greatest common divisor by Stein's binary algorithm",
      (("    while (y != 0) {\n        unsigned long long rest = x % y;\n        x = y;\n        y = rest;\n    }\n    return x;",
        "    if (x == 0) return y;\n    if (y == 0) return x;\n    int shift = __builtin_ctzll(x | y);\n"
        "    x >>= __builtin_ctzll(x);\n    while (y != 0) {\n        y >>= __builtin_ctzll(y);\n"
        "        if (x > y) {\n            unsigned long long t = x;\n            x = y;\n            y = t;\n        }\n"
        "        y -= x;\n    }\n    return x << shift;"),)),
    AR("rg_asm_reorder", "judge:f17_rangegcd", "asm: two offsets of the table moved on in the other order",
       (), asm_patches=(("\tsubq\t$800000, %r8\n\taddq\t$800000, %rdi\n", "\taddq\t$800000, %rdi\n\tsubq\t$800000, %r8\n"),)),
    # ------------------------------------------------------------------ f17_markup
    R("mk_escape_switch", "judge:f17_markup", "the escapes chosen with a switch",
      (("    if (c == '&') puts_raw(\"&amp;\");\n    else if (c == '<') puts_raw(\"&lt;\");\n"
        "    else if (c == '>') puts_raw(\"&gt;\");\n    else {\n        put(c);\n        return;\n    }",
        "    switch (c) {\n    case '&': puts_raw(\"&amp;\"); break;\n    case '<': puts_raw(\"&lt;\"); break;\n"
        "    case '>': puts_raw(\"&gt;\"); break;\n    default:\n        put(c);\n        return;\n    }"),)),
    R("mk_code_scan", "judge:f17_markup", "the closing backquote found by a loop of its own",
      (("            unsigned char *end = memchr(text + i + 1, '`', n - i - 1);\n            if (!end) {",
        "            size_t j = i + 1;\n            while (j < n && text[j] != '`') j++;\n"
        "            unsigned char *end = j < n ? text + j : NULL;\n            if (!end) {"),)),
    AR("mk_asm_reorder", "judge:f17_markup", "asm: two counters cleared in the other order",
       (), asm_patches=(("\tmovq\t$0, 40(%rsp)\n\tmovq\t$0, 32(%rsp)\n", "\tmovq\t$0, 32(%rsp)\n\tmovq\t$0, 40(%rsp)\n"),)),
    # ------------------------------------------------------------------ f17_formula
    R("fm_symbol_chars", "judge:f17_formula", "an element's symbol compared character by character",
      (("            while (e < 30 && (strlen(SYMBOL[e]) != (size_t)len || strncmp(SYMBOL[e], s + i, (size_t)len) != 0)) e++;",
        "            while (e < 30 && !(SYMBOL[e][0] == s[i] && (len == 1 ? SYMBOL[e][1] == 0\n"
        "                                                      : SYMBOL[e][1] == s[i + 1] && SYMBOL[e][2] == 0))) e++;"),)),
    R("fm_lldiv", "judge:f17_formula", "the mass split into grams and thousandths with lldiv",
      (("        printf(\"%lld.%03lld %lld\\n\", mass / 1000, mass % 1000, atoms);",
        "        lldiv_t grams = lldiv(mass, 1000);\n        printf(\"%lld.%03lld %lld\\n\", grams.quot, grams.rem, atoms);"),)),
    AR("fm_asm_reorder", "judge:f17_formula", "asm: the mass and the atoms loaded in the other order",
       (), asm_patches=(("\tmovq\t48(%rsp), %r15\n\tmovq\t56(%rsp), %rcx\n", "\tmovq\t56(%rsp), %rcx\n\tmovq\t48(%rsp), %r15\n"),)),
    # ------------------------------------------------------------------ f17_pipes
    R("pp_links_once", "judge:f17_pipes", "each link counted once, from the lower of its two cells",
      (("            links++;\n", "            if (next > at) links++;\n"),
       ("    links /= 2;  /* each link seen from both its cells */\n", ""))),
    R("pp_joins_table", "judge:f17_pipes", "the sides each character joins looked up in a table",
      (("static int joins(int ch) {\n    switch (ch) {\n    case '|': return NORTH | SOUTH;\n    case '-': return EAST | WEST;\n"
        "    case 'L': return NORTH | EAST;\n    case 'J': return NORTH | WEST;\n    case '7': return SOUTH | WEST;\n"
        "    case 'F': return SOUTH | EAST;\n    default: return 0;\n    }\n}",
        "static const unsigned char JOINS[256] = {\n    ['|'] = NORTH | SOUTH, ['-'] = EAST | WEST, ['L'] = NORTH | EAST,\n"
        "    ['J'] = NORTH | WEST, ['7'] = SOUTH | WEST, ['F'] = SOUTH | EAST};\n\n"
        "static int joins(int ch) {\n    return JOINS[(unsigned char)ch];\n}"),)),
    AR("pp_asm_reorder", "judge:f17_pipes", "asm: a neighbour's row and column steps loaded in the other order",
       (), asm_patches=(("\tmovq\t(%r14,%rcx,8), %rdi\n\tmovq\t(%rbx,%rcx,8), %r10\n", "\tmovq\t(%rbx,%rcx,8), %r10\n\tmovq\t(%r14,%rcx,8), %rdi\n"),)),
    # ------------------------------------------------------------------ f17_canvas
    R("cv_rect_rows", "judge:f17_canvas", "a rectangle painted a row at a time with memset, its count added at once",
      (("            for (int y = y1; y <= y2; y++)\n                for (int x = x1; x <= x2; x++) paint(x, y, colour);",
        "            for (int y = y1; y <= y2; y++) {\n                for (int x = x1; x <= x2; x++) count[g[y][x]]--;\n"
        "                memset(&g[y][x1], colour, (size_t)(x2 - x1 + 1));\n            }\n"
        "            count[colour] += (long)(x2 - x1 + 1) * (y2 - y1 + 1);"),)),
    R("cv_most_downward", "judge:f17_canvas", "the most common colour looked for from 255 down, ties to the smaller",
      (("    int colours = 0, most = 0;\n    for (int colour = 0; colour < 256; colour++) {\n"
        "        if (count[colour] > 0) colours++;\n        if (count[colour] > count[most]) most = colour;\n    }",
        "    int colours = 0, most = 255;\n    for (int colour = 255; colour >= 0; colour--) {\n"
        "        if (count[colour] > 0) colours++;\n        if (count[colour] >= count[most]) most = colour;\n    }"),)),
    AR("cv_asm_reorder", "judge:f17_canvas", "asm: two of scanf's arguments set in the other order",
       (), asm_patches=(("\tleaq\t44(%rsp), %rcx\n\tleaq\t40(%rsp), %rdx\n\tleaq\t36(%rsp), %rsi\n",
                         "\tleaq\t40(%rsp), %rdx\n\tleaq\t44(%rsp), %rcx\n\tleaq\t36(%rsp), %rsi\n"),)),
    # ------------------------------------------------------------------ f17_mst
    R("ms_stop_at_tree", "judge:f17_mst", "the edges looked at only while the vertices are in more than one part",
      (("        for (long i = 0; i < m; i++) {\n            int a = find", "        for (long i = 0; i < m && parts > 1; i++) {\n            int a = find"),)),
    R("ms_full_compression", "judge:f17_mst", "a root found first, then every vertex on the way pointed at it",
      (("    while (parent[v] != v) {\n        parent[v] = parent[parent[v]];\n        v = parent[v];\n    }\n    return v;",
        "    int root = v;\n    while (parent[root] != root) root = parent[root];\n"
        "    while (parent[v] != root) {\n        int next = parent[v];\n        parent[v] = root;\n        v = next;\n    }\n"
        "    return root;"),)),
    AR("ms_asm_reorder", "judge:f17_mst", "asm: the edge counter and the edge pointer moved on in the other order",
       (), asm_patches=((".L18:\n\taddq\t$1, %r9\n\taddq\t$16, %r8\n", ".L18:\n\taddq\t$16, %r8\n\taddq\t$1, %r9\n"),)),
    # ------------------------------------------------------------------ f17_ancestor
    R("an_jumps_down", "judge:f17_ancestor", "a query's jumps taken from the longest down",
      (("        for (int j = 0; j < LEVELS; j++)\n            if (k >> j & 1) at = up[j][at];",
        "        for (int j = LEVELS - 1; j >= 0; j--)\n            if (k >> j & 1) at = up[j][at];"),)),
    R("an_levels_after", "judge:f17_ancestor", "the table of jumps filled level by level once all parents are read",
      (("        for (int j = 1; j < LEVELS; j++) up[j][v] = up[j - 1][up[j - 1][v]];\n    }",
        "    }\n    for (int j = 1; j < LEVELS; j++)\n        for (long v = 1; v <= n; v++) up[j][v] = up[j - 1][up[j - 1][v]];"),)),
    AR("an_asm_reorder", "judge:f17_ancestor", "asm: the node counter and the table pointer moved on in the other order",
       (), asm_patches=(("\taddq\t$1, %rbp\n\taddq\t$4, %r14\n", "\taddq\t$4, %r14\n\taddq\t$1, %rbp\n"),)),
    # ------------------------------------------------------------------ f17_piglatin
    R("pl_vowel_strchr", "judge:f17_piglatin", "a vowel found with strchr in a string of the ten",
      (("    c = lower(c);\n    return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u';",
        "    return c != 0 && strchr(\"aeiouAEIOU\", c) != NULL;"),
       ("#include <stdlib.h>\n", "#include <stdlib.h>\n#include <string.h>\n"))),
    R("pl_case_bits", "judge:f17_piglatin", "the case of a letter changed by one bit",
      (("    return small(c) ? c : c + ('a' - 'A');", "    return c | 0x20;  /* c is a letter */"),
       ("    return small(c) ? c - ('a' - 'A') : c;", "    return c & ~0x20;  /* c is a letter */"))),
    AR("pl_asm_reorder", "judge:f17_piglatin", "asm: a saved value stored and a flag copied in the other order",
       (), asm_patches=(("\tmovq\t%r13, 24(%rsp)\n\tmovl\t%eax, %ebp\n", "\tmovl\t%eax, %ebp\n\tmovq\t%r13, 24(%rsp)\n"),)),
    # ------------------------------------------------------------------ f17_uuid
    R("uu_hex_fold", "judge:f17_uuid", "a hexadecimal letter made small by setting one bit",
      (("    if (c >= 'a' && c <= 'f') return c - 'a' + 10;\n    if (c >= 'A' && c <= 'F') return c - 'A' + 10;",
        "    c |= 0x20;  /* A-F to a-f */\n    if (c >= 'a' && c <= 'f') return c - 'a' + 10;"),)),
    R("uu_count_distinct", "judge:f17_uuid", "the repeats counted as the valid UUIDs less the different ones",
      (("    long repeated = 0;\n    for (long i = 1; i < valid; i++)\n"
        "        if (seen[i].high == seen[i - 1].high && seen[i].low == seen[i - 1].low) repeated++;",
        "    long distinct = 0;\n    for (long i = 0; i < valid; i++)\n"
        "        if (i == 0 || ascending(&seen[i], &seen[i - 1]) != 0) distinct++;\n    long repeated = valid - distinct;"),)),
    AR("uu_asm_reorder", "judge:f17_uuid", "asm: the two halves of a UUID stored in the other order",
       (), asm_patches=(("\tmovq\t%r8, (%rax)\n\tmovq\t%r15, 8(%rax)\n", "\tmovq\t%r15, 8(%rax)\n\tmovq\t%r8, (%rax)\n"),)),
)


#: ``--set`` names of this set: all of it, and its two fixed halves
FRESH17_SETS: dict[str, tuple[tuple[Mutant, ...], tuple[Rewrite, ...]]] = halves(
    "fresh17", FRESH17_MUTANTS, FRESH17_REWRITES, DEV_PROGRAMS, HELD_PROGRAMS)
