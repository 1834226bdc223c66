"""A sixteenth fresh set of candidates for ``benchmarks/verification.py`` (issue 32), written as
a measuring stick nobody tuned the verifier to, apart from ``fresh.py`` to ``fresh15.py``.

Twelve judge-style programs of kinds no other set has (``programs/f16_*.c``, each stating its
input constraints in its opening comment): a warehouse robot pushing crates on a grid, the rooms
and the bag of a text adventure driven by commands, modular inverses over several test cases,
the k-th smallest value of a range in a counted list answering queries, runs of a repeated word
in free text, ISO week dates line by line, a beam of light among mirrors and splitters on a
grid, a token bucket driven by commands, digit sums of ranges over several test cases, the
amounts of ranges of an order in a counted list answering queries, acronyms of capitalized
phrases in free text and byte counts made readable line by line.  Each has a few public samples
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
``--set fresh16-dev`` to develop on, ``--set fresh16-held`` to measure once.

Witnesses are built here in Python; the large ones (2^16 records, a sum past 2^32, a row of
70,000 cells, a text past 65,536 bytes) stay under 500 KB of input.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from fresh import KINDS, AsmMutant, AsmRewrite
from mutants import Mutant, Rewrite, halves

__all__ = ["KINDS", "AsmMutant", "AsmRewrite", "DEV_PROGRAMS", "HELD_PROGRAMS", "PUBLIC",
           "GENERATORS", "hidden_inputs", "FRESH16_MUTANTS", "FRESH16_REWRITES", "FRESH16_SETS"]

#: a grid, commands, several test cases, a counted list with queries, free text, lines
DEV_PROGRAMS: tuple[str, ...] = (
    "f16_robot", "f16_adventure", "f16_modinv", "f16_kth", "f16_wordrun", "f16_isoweek")
#: a grid, commands, several test cases, a counted list with queries, free text, lines
HELD_PROGRAMS: tuple[str, ...] = (
    "f16_beam", "f16_ratelimit", "f16_digitsum", "f16_prodsum", "f16_acronym", "f16_sizes")


# ---------------------------------------------------------------------------- public tests
PUBLIC: dict[str, list[str]] = {
    "f16_robot": [
        "6 8\n########\n#..O.O.#\n##@.O..#\n#...O..#\n#.#.O..#\n########\n<^^>>>vv<v>>v<<\n",
        "3 3\n###\n#@#\n###\n^>v<\n",
        "4 7\n#######\n#@OO..#\n#.O...#\n#######\n>>> v\n>>\n",
        "5 5\n#####\n#...#\n#.@.#\n#...#\n#####\n",
    ],
    "f16_adventure": [
        "place lamp hall 3\nplace sword cellar 10\nlook\ntake lamp\ntake sword\ngo cellar\ntake sword\n"
        "bag\ndrop lamp\nlook\ngo attic\ndrop lamp\nplace lamp attic 5\nbag\n",
        "look\nbag\n",
        "place coin hall 1 place gem vault 1000000000 go vault take gem go hall take coin take gem\n"
        "bag drop gem look go vault look\n",
        "place key shed 7\ngo shed\ngo shed\ntake key\ndrop key\ntake key\ngo hall\ndrop key\nlook\n",
    ],
    "f16_modinv": [
        "4\n3 11\n10 17\n6 9\n1 2\n",
        "2\n123456789 1000000007\n2 1000000000\n",
        "3\n0 5\n7 7\n1000000006 1000000007\n",
    ],
    "f16_kth": [
        "5\n3 1 4 1 5\n3\n1 5 2\n2 4 3\n3 3 1\n",
        "1\n-7\n1\n1 1 1\n",
        "6\n1000000000 -1000000000 5 5 0 -3\n4\n1 6 1\n1 6 6\n2 5 2\n3 4 2\n",
    ],
    "f16_wordrun": [
        "Paris in the the spring.\nIt was was WAS very, very good good\n",
        "",
        "no repeats here at all\n",
        "ha ha ha! Ha-ha. He said: go, go, go\nstop stop",
    ],
    "f16_isoweek": [
        "2024-01-01\n2021-01-03\n2019-12-30\n2023-13-01\nhello\n",
        "2000-02-29\n2023-02-29\n0001-01-01",
        "",
        "1999-06-15\n 1999-06-15\n1999-6-15\n9999-12-31\n",
    ],
    "f16_beam": [
        "10 10\n.|...\\....\n|.-.\\.....\n.....|-...\n........|.\n..........\n.........\\\n"
        "..../.\\\\..\n.-.-/..|..\n.|....-|.\\\n..//.|....\n",
        "1 1\n.\n",
        "3 3\n\\..\n...\n-..\n",
        "1 5\n..|..\n",
    ],
    "f16_ratelimit": [
        "10 2\ntake 4 take 7 level at 1 level take 7 take 20 at 100 take 9 level\n",
        "10 0\ntake 11 take 10 level\n",
        "1000000000000 1000\nat 5 take 999999999999 take 5000 at 6 take 5000 level\n",
    ],
    "f16_digitsum": [
        "3\n1 9\n10 19\n99 12345\n",
        "1\n5 5\n",
        "2\n1 1000000000\n123456789 987654321\n",
    ],
    "f16_prodsum": [
        "3\n5 2\n-3 4\n250 10\n3\n1 2\n2 3\n1 1\n",
        "1\n7 0\n1\n1 1\n",
        "4\n1000000 1000\n999999 1000\n-1 1\n0 10000\n2\n1 4\n3 4\n",
    ],
    "f16_acronym": [
        "We flew from New York to San Francisco with Air France.\nThe United Nations met in New York.\n",
        "",
        "a text with no capitals at all\n",
        "Hello World\nHello World, Hello Wide World!",
    ],
    "f16_sizes": [
        "0\n1023\n1536\n1048576\n5000000000\n",
        "123456789012\nabc\n-1\n\n12 34",
        "",
        "999\n1047552\n1073741824",
    ],
}

# ---------------------------------------------------------------------------- hidden tests
_ROOMS = ("hall", "cellar", "attic", "vault", "shed", "tower", "garden")
_ITEMS = ("lamp", "sword", "key", "coin", "gem", "rope", "map", "bread", "shield", "ring")
_VOCAB = ("the", "a", "is", "it", "was", "very", "go", "no", "yes", "ha", "and", "of", "to",
          "good", "so", "we", "they", "said", "well", "that", "in", "on", "really", "spring")
_TOWNS = ("New", "York", "San", "Francisco", "Air", "France", "United", "Nations", "Hello",
          "World", "Wide", "Paris", "North", "Sea", "Red", "Cross", "Big", "Ben", "Lake",
          "Geneva", "Mont", "Blanc", "Rio", "Grande")
_JUNK_DATES = ("2023-02-30", "2023-00-10", "2023-04-31", "hello", "", "2023/01/01", "23-01-01",
               "2023-1-1", "0000-05-05", "2023-12-32")
_JUNK_SIZES = ("abc", "-1", "", "12 34", "1.5", "0x10", "1e6", "12a")


def _robot(rng: random.Random) -> str:
    r, c = rng.randint(3, 8), rng.randint(3, 8)
    crates = rng.choice([0.1, 0.25, 0.4])
    walls = rng.choice([0.0, 0.1, 0.2])
    cells = [["#" if y in (0, r - 1) or x in (0, c - 1) else
              "O" if rng.random() < crates else "#" if rng.random() < walls else "."
              for x in range(c)] for y in range(r)]
    cells[rng.randint(1, r - 2)][rng.randint(1, c - 2)] = "@"
    moves = "".join(rng.choice("^v<>") for _ in range(rng.randint(0, 40)))
    words = []
    while moves:
        cut = rng.randint(1, 15)
        words.append(moves[:cut])
        moves = moves[cut:]
    return (f"{r} {c}\n" + "".join("".join(row) + "\n" for row in cells)
            + "".join(w + rng.choice(["\n", " "]) for w in words))


def _adventure(rng: random.Random) -> str:
    rooms = ["hall", *rng.sample(_ROOMS[1:], rng.randint(1, 4))]
    items = rng.sample(_ITEMS, rng.randint(1, 6))
    top = rng.choice([1000, 10 ** 6, 10 ** 9])
    words = []
    for _ in range(rng.randint(1, 16)):
        command = rng.choice(["place", "place", "go", "go", "take", "take", "drop", "look", "bag"])
        if command == "place":
            words.append(f"place {rng.choice(items)} {rng.choice(rooms)} {rng.randint(1, top)}")
        elif command == "go":
            words.append(f"go {rng.choice(rooms)}")
        elif command in ("take", "drop"):
            words.append(f"{command} {rng.choice(items)}")
        else:
            words.append(command)
    return "".join(w + rng.choice(["\n", "\n", " "]) for w in words)


def _modinv(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 6)):
        top = rng.choice([10, 1000, 10 ** 6, 10 ** 9 + 7])
        m = rng.randint(2, top)
        cases.append(f"{rng.randint(0, 3 * m)} {m}")
    return f"{len(cases)}\n" + "".join(case + "\n" for case in cases)


def _kth(rng: random.Random) -> str:
    n = rng.randint(1, 10)
    top = rng.choice([10, 1000, 10 ** 6, 10 ** 9])
    values = [rng.randint(-top, top) for _ in range(n)]
    queries = []
    for _ in range(rng.randint(1, 6)):
        first = rng.randint(1, n)
        last = rng.randint(first, n)
        queries.append(f"{first} {last} {rng.randint(1, last - first + 1)}")
    return (f"{n}\n" + " ".join(map(str, values)) + f"\n{len(queries)}\n"
            + "".join(q + "\n" for q in queries))


def _wordrun(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(0, 5)):
        words: list[str] = []
        for _ in range(rng.randint(1, 7)):
            word = rng.choice(_VOCAB)
            if not words and rng.random() < 0.3:
                word = word.capitalize()
            times = rng.choice([1, 1, 1, 2, 2, 3, 4])
            words.append(rng.choice([" ", ", ", "-", " "]).join([word] * times))
        line = ""
        for i, word in enumerate(words):
            line += word
            if i + 1 < len(words):
                line += rng.choice([" ", " ", ", ", ". ", "! "])
        lines.append(line + rng.choice(["", "", ".", "!", "?"]))
    text = "".join(line + "\n" for line in lines)
    return text[:-1] if text and rng.random() < 0.2 else text


def _isoweek(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 7)):
        if rng.random() < 0.2:
            lines.append(rng.choice(_JUNK_DATES))
            continue
        year = rng.randint(1900, 2100) if rng.random() < 0.7 else rng.randint(1, 9999)
        lines.append(f"{year:04d}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}")
    text = "".join(line + "\n" for line in lines)
    return text[:-1] if rng.random() < 0.2 else text


def _beam(rng: random.Random) -> str:
    r, c = rng.randint(1, 8), rng.randint(1, 8)
    cells = rng.choice(["......./\\|-", ".../\\|-", "....../\\", "....|-/"])
    rows = ["".join(rng.choice(cells) for _ in range(c)) for _ in range(r)]
    return f"{r} {c}\n" + "".join(row + "\n" for row in rows)


def _ratelimit(rng: random.Random) -> str:
    cap = rng.choice([10, 1000, 10 ** 6, 10 ** 9])
    rate = rng.randint(1, rng.choice([3, 100, 10 ** 4]))
    t = 0
    words = []
    for _ in range(rng.randint(1, 14)):
        command = rng.choice(["at", "take", "take", "take", "level"])
        if command == "at":
            t += rng.randint(0, rng.choice([10, 1000, 10 ** 6]))
            words.append(f"at {t}")
        elif command == "take":
            words.append(f"take {rng.randint(1, cap + cap // 5)}")
        else:
            words.append("level")
    return f"{cap} {rate}\n" + "".join(w + rng.choice(["\n", " "]) for w in words)


def _digitsum(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 6)):
        b = rng.randint(1, rng.choice([100, 10 ** 6, 10 ** 9, 10 ** 12]))
        cases.append(f"{rng.randint(1, b)} {b}")
    return f"{len(cases)}\n" + "".join(case + "\n" for case in cases)


def _prodsum(rng: random.Random) -> str:
    n = rng.randint(1, 10)
    top = rng.choice([100, 10 ** 4, 10 ** 6])
    most = rng.choice([10, 1000])
    lines = []
    for _ in range(n):
        price = rng.randint(1, top) * (-1 if rng.random() < 0.2 else 1)
        lines.append(f"{price} {rng.randint(0, most)}")
    queries = []
    for _ in range(rng.randint(1, 6)):
        first = rng.randint(1, n)
        queries.append(f"{first} {rng.randint(first, n)}")
    return (f"{n}\n" + "".join(line + "\n" for line in lines) + f"{len(queries)}\n"
            + "".join(q + "\n" for q in queries))


def _acronym(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(0, 4)):
        words: list[str] = []
        for _ in range(rng.randint(1, 9)):
            if rng.random() < 0.4:
                words.extend(rng.choice(_TOWNS) for _ in range(rng.randint(1, 3)))
            else:
                words.append(rng.choice(_VOCAB))
        line = ""
        for i, word in enumerate(words):
            line += word
            if i + 1 < len(words):
                line += rng.choice([" ", " ", " ", ", ", ". "])
        lines.append(line + rng.choice(["", ".", "!"]))
    text = "".join(line + "\n" for line in lines)
    return text[:-1] if text and rng.random() < 0.2 else text


def _sizes(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 7)):
        if rng.random() < 0.2:
            lines.append(rng.choice(_JUNK_SIZES))
        else:
            lines.append(str(rng.randint(0, 10 ** rng.randint(1, 15))))
    text = "".join(line + "\n" for line in lines)
    return text[:-1] if rng.random() < 0.2 else text


GENERATORS: dict[str, Callable[[random.Random], str]] = {
    "f16_robot": _robot, "f16_adventure": _adventure, "f16_modinv": _modinv, "f16_kth": _kth,
    "f16_wordrun": _wordrun, "f16_isoweek": _isoweek, "f16_beam": _beam,
    "f16_ratelimit": _ratelimit, "f16_digitsum": _digitsum, "f16_prodsum": _prodsum,
    "f16_acronym": _acronym, "f16_sizes": _sizes,
}


def hidden_inputs(name: str, count: int = 6, seed: int = 0) -> list[str]:
    """``count`` hidden inputs for program ``name``, deterministic for a seed."""
    rng = random.Random(f"fresh16:{name}:{seed}")
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


def _names(count: int) -> list[str]:
    """``count`` different names of three lowercase letters."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    return [letters[i // 676] + letters[i // 26 % 26] + letters[i % 26] for i in range(count)]


def _crates(r: int, c: int) -> str:
    """A floor of r rows and c columns full of crates, the robot in its top left corner."""
    rows = ["O" * c] * r
    rows[0] = "@" + "O" * (c - 1)
    return f"{r} {c}\n" + "".join(row + "\n" for row in rows)


def _snake(r: int, c: int) -> str:
    """A grid whose mirrors lead the beam along every row in turn, r * c cells in all."""
    rows = []
    for y in range(r):
        row = ["."] * c
        if y % 2 == 0:
            row[c - 1] = "\\"
            if y > 0:
                row[0] = "\\"
        else:
            row[c - 1] = "/"
            row[0] = "/"
        rows.append("".join(row))
    return f"{r} {c}\n" + "".join(row + "\n" for row in rows)


def _acronym_phrases(count: int) -> str:
    """``count`` phrases of three capitalized words with different acronyms, one a sentence."""
    capitals = "ABCDEFGHIJKLMNOPQRSTUVWXY"
    return " ".join(f"{capitals[i // 625]}a {capitals[i // 25 % 25]}a {capitals[i % 25]}a."
                    for i in range(count))


#: two consecutive Fibonacci numbers below 10^18: Euclid takes more than 80 steps on them
_FIB86, _FIB87 = 420196140727489673, 679891637638612258

#: a text whose run of most words comes after 1,000 shorter runs
_LATE_RUN = "a a b " * 1000 + "c c c\n"


FRESH16_MUTANTS: tuple[Mutant, ...] = (
    # ------------------------------------------------------------------ f16_robot
    A("rb_gps_32", "judge:f16_robot", "width",
      "asm: the gps sum added up in 32 bits (addq -> addl)",
      (), _crates(500, 500),
      asm_patches=(("\tleaq\t(%rsi,%rax), %rcx\n\taddq\t%rcx, %rbp\n",
                    "\tleaq\t(%rsi,%rax), %rcx\n\taddl\t%ecx, %ebp\n"),)),
    A("rb_blocked_16", "judge:f16_robot", "scale",
      "asm: the blocked moves counted in 16 bits (addq -> addw)",
      (), "3 3\n###\n#@#\n###\n" + "^" * 65536 + "\n",
      asm_patches=(("\taddq\t$1, 8(%rsp)\n", "\taddw\t$1, 8(%rsp)\n"),)),
    M("rb_push_500", "judge:f16_robot", "early_exit",
      "the line of crates in front looked along for at most 500 cells (lines of crates are short)",
      (("        long ey = ny, ex = nx;  /* the first cell past the crates in front */\n        while (ey >= 0",
        "        long ey = ny, ex = nx, looked = 0;  /* the first cell past the crates in front */\n"
        "        while (looked++ < 500 && ey >= 0"),),
      "1 503\n@" + "O" * 501 + ".\n>\n"),
    M("rb_walled_in", "judge:f16_robot", "boundary",
      "the floor taken as one array of cells, a step of one cell for left and right (the floor is walled in)",
      (("        long ny = ry + dy, nx = rx + dx;\n        long ey = ny, ex = nx;  /* the first cell past the crates in front */\n"
        "        while (ey >= 0 && ey < r && ex >= 0 && ex < c && g[ey * c + ex] == 'O') {\n            ey += dy;\n"
        "            ex += dx;\n        }\n        if (ey < 0 || ey >= r || ex < 0 || ex >= c || g[ey * c + ex] == '#') {\n"
        "            blocked++;\n            continue;\n        }\n"
        "        if (ey != ny || ex != nx) {  /* the first crate goes to the end of the line */\n"
        "            g[ey * c + ex] = 'O';\n            g[ny * c + nx] = '.';\n            pushes++;\n        }\n"
        "        ry = ny;\n        rx = nx;\n",
        "        /* the cells as one array: the floor is walled in, so a step stays in its row */\n"
        "        long step = dy * c + dx, next = ry * c + rx + step, end = next;\n"
        "        while (end >= 0 && end < r * c && g[end] == 'O') end += step;\n"
        "        if (end < 0 || end >= r * c || g[end] == '#') {\n            blocked++;\n            continue;\n        }\n"
        "        if (end != next) {  /* the first crate goes to the end of the line */\n            g[end] = 'O';\n"
        "            g[next] = '.';\n            pushes++;\n        }\n        ry = next / c;\n        rx = next % c;\n"),),
      "2 2\n.@\n..\n>\n"),
    M("rb_size_digits", "judge:f16_robot", "sign_form",
      "the size of the floor read by hand as digits alone (sizes are never signed)",
      (("int main(void) {\n", _reader("read_size", "long", "none")),
       ("    if (scanf(\"%ld %ld\", &r, &c) != 2 || r < 1", "    if (!read_size(&r) || !read_size(&c) || r < 1")),
      "+3 3\n###\n#@#\n###\n^\n"),
    # ------------------------------------------------------------------ f16_adventure
    A("av_heaviest_last", "judge:f16_adventure", "relation",
      "asm: of two equally heavy items the later picked up kept as the heaviest (jle -> jl)",
      (), "place axe hall 5\nplace bow hall 5\ntake axe\ntake bow\n",
      asm_patches=(("\tcmpq\t(%rax,%rsi,8), %rdx\n\tjle\t.L21\n", "\tcmpq\t(%rax,%rsi,8), %rdx\n\tjl\t.L21\n"),)),
    A("av_load_32", "judge:f16_adventure", "width",
      "asm: the weight carried added up in 32 bits (addq -> addl)",
      (), "".join(f"place {n} hall 1000000000\n" for n in _names(5))
      + "".join(f"take {n}\n" for n in _names(5)) + "bag\n",
      asm_patches=(("\taddq\t%rdx, 24(%rsp)\n", "\taddl\t%edx, 24(%rsp)\n"),)),
    M("av_items_4096", "judge:f16_adventure", "capacity",
      "room for 4,096 items (an adventure has few)",
      (("#define MAXITEMS 200000", "#define MAXITEMS 4096  /* an adventure has few items */"),),
      "".join(f"place {n} hall 1\n" for n in _names(4097)) + "look\n"),
    M("av_weight_minus", "judge:f16_adventure", "sign_form",
      "a weight read by hand: an optional minus and digits",
      (("int main(void) {\n", _reader("read_weight", "long long", "minus")),
       ("            if (scanf(\"%63s %63s %lld\", what, place, &w) != 3 || !valid(what)",
        "            if (scanf(\"%63s %63s\", what, place) != 2 || !read_weight(&w) || !valid(what)")),
      "place gem hall +7\ntake gem\nbag\n"),
    M("av_rooms_1000", "judge:f16_adventure", "early_exit",
      "the rooms visited marked among the first 1,000 rooms (an adventure has few)",
      (("            if (!visited[here]) {", "            if (here < 1000 && !visited[here]) {  /* few rooms */"),),
      "".join(f"go {n}\n" for n in _names(1001))),
    # ------------------------------------------------------------------ f16_modinv
    A("mi_modulus_one", "judge:f16_modinv", "boundary",
      "asm: a multiple of m answered none even for m = 1 (jne -> jmp)",
      (), "1\n5 1\n",
      asm_patches=((".L6:\n\tsubq\t$1, %r9\n\tjne\t.L9\n", ".L6:\n\tsubq\t$1, %r9\n\tjmp\t.L9\n"),)),
    A("mi_product_32", "judge:f16_modinv", "width",
      "asm: the quotient times the coefficient multiplied in 32 bits, sign-extended (imulq -> imull)",
      (), "1\n2 1000000000039\n",
      asm_patches=(("\timulq\t%rdi, %rsi\n", "\timull\t%edi, %esi\n\tmovslq\t%esi, %rsi\n"),)),
    M("mi_steps_64", "judge:f16_modinv", "early_exit",
      "Euclid's loop stopped after 64 steps (it is quick)",
      (("    while (r1 != 0) {", "    for (int steps = 0; r1 != 0 && steps < 64; steps++) {  /* Euclid is quick */"),),
      f"1\n{_FIB86} {_FIB87}\n"),
    M("mi_found_short", "judge:f16_modinv", "scale",
      "the cases with an inverse counted in an unsigned short (the tests have few cases)",
      (("    long long t, found = 0;", "    long long t;\n    unsigned short found = 0;  /* few cases */"),
       ("    printf(\"inverses %lld of %lld\\n\", found, t);", "    printf(\"inverses %d of %lld\\n\", found, t);")),
      "70000\n" + "1 2\n" * 70000),
    M("mi_plus_sign", "judge:f16_modinv", "sign_form",
      "a case read by hand: an optional minus and digits",
      (("int main(void) {\n", _reader("read_number", "long long", "minus")),
       ("        if (scanf(\"%lld %lld\", &a, &m) != 2 || a < 0", "        if (!read_number(&a) || !read_number(&m) || a < 0")),
      "1\n+3 11\n"),
    # ------------------------------------------------------------------ f16_kth
    A("kt_sort_32", "judge:f16_kth", "width",
      "asm: the values sorted by their low 32 bits (movq/cmpq -> movl/cmpl)",
      (), "2\n4294967296 5\n1\n1 2 1\n",
      asm_patches=(("\tmovq\t(%rsi), %rax\n\tcmpq\t%rax, (%rdi)\n", "\tmovl\t(%rsi), %eax\n\tcmpl\t%eax, (%rdi)\n"),)),
    A("kt_distinct_low", "judge:f16_kth", "width",
      "asm: two sorted values told apart by their low 32 bits (cmpq -> cmpl)",
      (), "2\n5 4294967301\n1\n1 2 2\n",
      asm_patches=(("\tcmpq\t%rdx, (%rbx,%rcx,8)\n\tjne\t.L14\n", "\tcmpl\t%edx, (%rbx,%rcx,8)\n\tjne\t.L14\n"),)),
    M("kt_nodes_16", "judge:f16_kth", "scale",
      "the children of the tree's nodes kept as unsigned shorts (the lists of the tests are short)",
      (("static int left[NODES], right[NODES], count[NODES];  /* node 0: the empty tree */",
        "static unsigned short left[NODES], right[NODES];  /* short lists: few nodes */\n"
        "static int count[NODES];  /* node 0: the empty tree */"),),
      "6000\n" + " ".join(str(6000 - i) for i in range(6000)) + "\n4\n1 6000 1\n1 6000 6000\n2000 5000 7\n5999 6000 2\n"),
    M("kt_list_65536", "judge:f16_kth", "capacity",
      "room for 65,536 values (the lists of the tests are short)",
      (("#define MAXN 100000", "#define MAXN 65536  /* short lists */"),),
      "65537\n" + "1 " * 65537 + "\n1\n1 65537 1\n"),
    M("kt_plus_sign", "judge:f16_kth", "sign_form",
      "a value read by hand: an optional minus and digits",
      (("int main(void) {\n", _reader("read_value", "long long", "minus")),
       ("        if (scanf(\"%lld\", &a[i]) != 1 || a[i] < -1000000000000000000LL", "        if (!read_value(&a[i]) || a[i] < -1000000000000000000LL")),
      "2\n+5 -3\n1\n1 2 2\n"),
    # ------------------------------------------------------------------ f16_wordrun
    A("wr_runs_16", "judge:f16_wordrun", "scale",
      "asm: the runs counted in 16 bits (addq -> addw)",
      (), "a a b\n" * 65536,
      asm_patches=(("\taddq\t$1, %r11\n", "\taddw\t$1, %r11w\n"),)),
    A("wr_bracket_letter", "judge:f16_wordrun", "tokens",
      "asm: a '[' or '{' after a letter taken into the word (cmpb $25 -> $26)",
      (), "ab[ ab[\n",
      asm_patches=((".L8:\n\tmovzbl\t(%r12,%rbx), %ecx\n\tandl\t$-33, %ecx\n\tsubl\t$65, %ecx\n\tcmpb\t$25, %cl\n",
                    ".L8:\n\tmovzbl\t(%r12,%rbx), %ecx\n\tandl\t$-33, %ecx\n\tsubl\t$65, %ecx\n\tcmpb\t$26, %cl\n"),)),
    M("wr_first_64", "judge:f16_wordrun", "capacity",
      "a run's first word compared by a copy of its first 64 letters (words are short)",
      (("    size_t start = 0, length = 0;  /* the first word of the current run */",
        "    size_t start = 0, length = 0;  /* the first word of the current run */\n"
        "    unsigned char first[64];  /* a copy of it: words are short */"),
       ("same(text + i, text + start, length)", "same(text + i, first, length < 64 ? length : 64)"),
       ("            start = i;\n            length = j - i;\n",
        "            start = i;\n            length = j - i;\n            memcpy(first, text + i, length < 64 ? length : 64);\n")),
      "x" * 70 + " " + "x" * 69 + "y\n"),
    M("wr_longest_1000", "judge:f16_wordrun", "early_exit",
      "the longest run looked for among the first 1,000 runs (texts have few)",
      (("                if (words > longest) longest = words;",
        "                if (runs <= 1000 && words > longest) longest = words;  /* few runs */"),),
      _LATE_RUN),
    M("wr_line_last", "judge:f16_wordrun", "relation",
      "a run's line moved on with each word it gains",
      (("            words++;\n        } else {", "            words++;\n            first_line = line;  /* the run's line */\n        } else {"),),
      "go\ngo\n"),
    # ------------------------------------------------------------------ f16_isoweek
    A("iw_thursday_52", "judge:f16_isoweek", "boundary",
      "asm: a year that starts on a Thursday given 52 weeks (movl $53 -> $52)",
      (), "2015-12-31\n2016-01-01\n",
      asm_patches=(("\tmovl\t$53, %eax\n\tcmpq\t$3, %rcx\n", "\tmovl\t$52, %eax\n\tcmpq\t$3, %rcx\n"),)),
    A("iw_year_zero", "judge:f16_isoweek", "boundary",
      "asm: the year 0000 taken as valid (setle -> setl)",
      (), "0000-06-15\n",
      asm_patches=(("\ttestq\t%r10, %r10\n\tsetle\t%dil\n", "\ttestq\t%r10, %r10\n\tsetl\t%dil\n"),)),
    M("iw_every_fourth", "judge:f16_isoweek", "boundary",
      "every fourth year a leap year (the centuries of the tests are leap years or far)",
      (("    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;", "    return y % 4 == 0;"),),
      "1900-02-29\n1900-03-01\n"),
    M("iw_line_64", "judge:f16_isoweek", "capacity",
      "the lines read with fgets into 64 bytes (a date is 10)",
      (("    char *line = NULL;\n    size_t size = 0;\n    ssize_t got;\n", "    static char line[64];  /* a date is short */\n"),
       ("    while ((got = getline(&line, &size, stdin)) > 0) {\n        long n = (long)got;",
        "    while (fgets(line, sizeof line, stdin)) {\n        long n = (long)strlen(line);"),
       ("    free(line);\n", ""),
       ("#include <stdlib.h>\n", "#include <stdlib.h>\n#include <string.h>\n")),
      "2024-01-01" + " " * 80 + "\n2024-01-02\n"),
    M("iw_scanf_fields", "judge:f16_isoweek", "sign_form",
      "the three fields read with sscanf's %4ld-%2ld-%2ld",
      (("            y = number(line, 4);\n            m = number(line + 5, 2);\n            d = number(line + 8, 2);",
        "            if (sscanf(line, \"%4ld-%2ld-%2ld\", &y, &m, &d) != 3) y = -1;  /* the three fields */"),),
      "2023-+1-05\n"),
    # ------------------------------------------------------------------ f16_beam
    A("bm_energized_16", "judge:f16_beam", "scale",
      "asm: the energized cells counted in 16 bits (addq -> addw)",
      (), "1 70000\n" + "." * 70000 + "\n",
      asm_patches=(("\torl\t$1, %eax\n\taddq\t$1, 64(%rsp)\n", "\torl\t$1, %eax\n\taddw\t$1, 64(%rsp)\n"),)),
    A("bm_cells_65536", "judge:f16_beam", "early_exit",
      "asm: a grid of more than 65,536 cells refused (cmpq $1000000 -> $65536)",
      (), "300 300\n" + ("." * 300 + "\n") * 300,
      asm_patches=(("\tmovq\t%rax, %rbx\n\tcmpq\t$1000000, %rax\n", "\tmovq\t%rax, %rbx\n\tcmpq\t$65536, %rax\n"),)),
    M("bm_row_line", "judge:f16_beam", "tokens",
      "a row read up to the end of its line (rows come one a line; a carriage return kept)",
      (("    snprintf(format, sizeof format, \"%%%lds\", c + 1);",
        "    snprintf(format, sizeof format, \" %%%ld[^\\n]\", c + 1);  /* a row is a line */"),),
      "2 2\r\n..\r\n.\\\r\n"),
    M("bm_row_8192", "judge:f16_beam", "capacity",
      "a row read into a static buffer of 8,192 bytes (grids are narrow)",
      (("    char *row = malloc((size_t)c + 2);\n", "    static char row[8192];  /* narrow grids */\n"),
       ("!g || !row || !seen", "!g || !seen"),
       ("    snprintf(format, sizeof format, \"%%%lds\", c + 1);", "    snprintf(format, sizeof format, \"%%%ds\", 8191);"),
       ("    free(row);\n", "")),
      "1 9000\n" + "." * 9000 + "\n"),
    M("bm_steps_100000", "judge:f16_beam", "early_exit",
      "the beams followed for at most 100,000 steps (beams are short)",
      (("    while (top > 0) {", "    long steps = 0;\n    while (top > 0 && steps++ < 100000) {  /* short beams */"),),
      _snake(400, 400)),
    # ------------------------------------------------------------------ f16_ratelimit
    A("rl_level_32", "judge:f16_ratelimit", "width",
      "asm: the tokens compared with the take in 32 bits (cmpq -> cmpl)",
      (), "4294967296 0\ntake 5\n",
      asm_patches=(("\taddq\t$1, %r14\n\tcmpq\t%rbp, %rax\n", "\taddq\t$1, %r14\n\tcmpl\t%ebp, %eax\n"),)),
    A("rl_rate_zero", "judge:f16_ratelimit", "boundary",
      "asm: a rate of 0 not told apart before the wait is divided by it (jne -> jmp)",
      (), "10 0\ntake 10\ntake 1\n",
      asm_patches=(("\tmovq\t32(%rsp), %rcx\n\ttestq\t%rcx, %rcx\n\tjne\t.L25\n", "\tmovq\t32(%rsp), %rcx\n\tjmp\t.L25\n"),)),
    M("rl_gain_64", "judge:f16_ratelimit", "scale",
      "the tokens gained multiplied out in 64 bits",
      (("            unsigned __int128 gain = (unsigned __int128)(unsigned long long)rate\n"
        "                                     * (unsigned long long)(t - now);\n"
        "            if (gain >= (unsigned __int128)(cap - level)) level = cap;",
        "            unsigned long long gain = (unsigned long long)rate * (unsigned long long)(t - now);\n"
        "            if (gain >= (unsigned long long)(cap - level)) level = cap;"),),
      "1000000000000000000 1000000000000000000\ntake 1000000000000000000\nat 19\nlevel\n"),
    M("rl_gap_1e9", "judge:f16_ratelimit", "early_exit",
      "the time passed counted up to 10^9 (a bucket fills long before)",
      (("                                     * (unsigned long long)(t - now);",
        "                                     * (unsigned long long)(t - now > 1000000000 ? 1000000000 : t - now);"),),
      "1000000000000000000 1\ntake 1000000000000000000\nat 2000000000\nlevel\n"),
    M("rl_plus_sign", "judge:f16_ratelimit", "sign_form",
      "a take read by hand: an optional minus and digits",
      (("int main(void) {\n", _reader("read_number", "long long", "minus")),
       ("            if (scanf(\"%lld\", &n) != 1 || n < 1", "            if (!read_number(&n) || n < 1")),
      "10 1\ntake +3\nlevel\n"),
    # ------------------------------------------------------------------ f16_digitsum
    A("ds_largest_last", "judge:f16_digitsum", "relation",
      "asm: of equal largest sums the last case named (jb -> jbe)",
      (), "2\n10 10\n100 100\n",
      asm_patches=(("\tcmpq\t%r15, %r13\n\tjb\t.L17\n", "\tcmpq\t%r15, %r13\n\tjbe\t.L17\n"),)),
    A("ds_zero_start", "judge:f16_digitsum", "boundary",
      "asm: a range from 0 not told apart (the sum up to a - 1 taken for a = 0 too)",
      (), "1\n0 5\n",
      asm_patches=((".L7:\n\tleaq\t-1(%r9), %r8\n\txorl\t%r11d, %r11d\n\ttestq\t%r9, %r9\n\tje\t.L9\n",
                    ".L7:\n\tleaq\t-1(%r9), %r8\n\txorl\t%r11d, %r11d\n"),)),
    M("ds_double", "judge:f16_digitsum", "mixed_extremes",
      "a case's sum taken as the difference of two doubles (they print as integers)",
      (("        unsigned long long s = upto(b) - upto(a - 1);\n        printf(\"%llu\\n\", s);",
        "        double s = (double)upto(b) - (double)upto(a - 1);  /* whole numbers */\n        printf(\"%.0f\\n\", s);"),),
      "1\n12345678901234567 98765432109876543\n"),
    M("ds_places_13", "judge:f16_digitsum", "early_exit",
      "the places of a number looked at up to 13 digits (the numbers of the tests are short)",
      (("    for (unsigned long long p = 1; p <= v; p *= 10) {",
        "    int places = 0;  /* at most 13 digits */\n    for (unsigned long long p = 1; p <= v && places < 13; p *= 10, places++) {"),),
      "1\n1 100000000000000\n"),
    M("ds_plus_sign", "judge:f16_digitsum", "sign_form",
      "a case read by hand: an optional minus and digits",
      (("int main(void) {\n", _reader("read_number", "long long", "minus")),
       ("        if (scanf(\"%lld %lld\", &a, &b) != 2 || a < 0", "        if (!read_number(&a) || !read_number(&b) || a < 0")),
      "1\n1 +9\n"),
    # ------------------------------------------------------------------ f16_prodsum
    A("ps_product_32", "judge:f16_prodsum", "width",
      "asm: price times count multiplied in 32 bits, sign-extended (imulq -> imull)",
      (), "1\n1000000000 10000\n1\n1 1\n",
      asm_patches=(("\timulq\t%rdx, %rax\n\taddq\t(%r14,%r15,8), %rax\n", "\timull\t%edx, %eax\n\tcltq\n\taddq\t(%r14,%r15,8), %rax\n"),)),
    A("ps_price_top", "judge:f16_prodsum", "boundary",
      "asm: a price of exactly 10^9 refused (cmpq $2000000000 -> $1999999999)",
      (), "1\n1000000000 1\n1\n1 1\n",
      asm_patches=(("\tcmpq\t$2000000000, %rdx\n", "\tcmpq\t$1999999999, %rdx\n"),)),
    M("ps_plus_sign", "judge:f16_prodsum", "sign_form",
      "a line of the order read by hand: an optional minus and digits",
      (("int main(void) {\n", _reader("read_number", "long long", "minus")),
       ("        if (scanf(\"%lld %lld\", &p, &c) != 2 || p < -1000000000", "        if (!read_number(&p) || !read_number(&c) || p < -1000000000")),
      "1\n+5 2\n1\n1 1\n"),
    M("ps_lines_65536", "judge:f16_prodsum", "capacity",
      "room for 65,536 lines (orders are short)",
      (("#define MAXN 200000", "#define MAXN 65536  /* short orders */"),),
      "65537\n" + "1 1\n" * 65537 + "1\n1 65537\n"),
    # ------------------------------------------------------------------ f16_acronym
    M("ac_spaces_run", "judge:f16_acronym", "tokens",
      "the words of a phrase separated by a run of spaces, one or more",
      (("static char *acronyms;", "/* whether the n bytes at s are all spaces */\nstatic int spaces(const unsigned char *s, size_t n) {\n"
        "    for (size_t i = 0; i < n; i++)\n        if (s[i] != ' ') return 0;\n    return 1;\n}\n\nstatic char *acronyms;"),
       ("        if (cap && words > 0 && i == end + 1 && text[end] == ' ') {",
        "        if (cap && words > 0 && i > end && spaces(text + end, i - end)) {  /* spaces between */")),
      "New  York\n"),
    A("ac_bracket_letter", "judge:f16_acronym", "tokens",
      "asm: a '[' or '{' after a letter taken into the word (cmpb $25 -> $26)",
      (), "Ab Cd[ Ef\n",
      asm_patches=((".L10:\n\tmovzbl\t(%r14,%rbp), %eax\n\tandl\t$-33, %eax\n\tsubl\t$65, %eax\n\tcmpb\t$25, %al\n",
                    ".L10:\n\tmovzbl\t(%r14,%rbp), %eax\n\tandl\t$-33, %eax\n\tsubl\t$65, %eax\n\tcmpb\t$26, %al\n"),)),
    M("ac_acronym_16", "judge:f16_acronym", "capacity",
      "an acronym built in a buffer of 16 bytes (phrases are short)",
      (("                at[phrases++] = used;\n                for (size_t k = start; k < end; k++)\n"
        "                    if (letter(text[k]) && (k == start || !letter(text[k - 1])))\n"
        "                        acronyms[used++] = (char)text[k];\n                acronyms[used++] = 0;",
        "                char acr[16];  /* phrases are short */\n                size_t m = 0;\n"
        "                for (size_t k = start; k < end && m < sizeof acr - 1; k++)\n"
        "                    if (letter(text[k]) && (k == start || !letter(text[k - 1])))\n"
        "                        acr[m++] = (char)text[k];\n                acr[m] = 0;\n                at[phrases++] = used;\n"
        "                memcpy(acronyms + used, acr, m + 1);\n                used += m + 1;"),),
      " ".join(["Ab"] * 20) + "\n"),
    M("ac_capitals_only", "judge:f16_acronym", "relation",
      "a word taken as capitalized by its first letter alone (the others are letters anyway)",
      (("    for (size_t i = 1; i < n; i++)\n        if (w[i] < 'a' || w[i] > 'z') return 0;\n    return 1;",
        "    return 1;  /* a word is letters: its first one tells */"),),
      "NASA Goddard\n"),
    M("ac_most_1000", "judge:f16_acronym", "early_exit",
      "the most frequent acronym looked for among the first 1,000 in order (texts have few)",
      (("    for (size_t i = 0; i < phrases;) {", "    for (size_t i = 0; i < phrases && i < 1000;) {  /* few phrases */"),),
      _acronym_phrases(1000) + " Zz Zz. Zz Zz.\n"),
    # ------------------------------------------------------------------ f16_sizes
    A("sz_rollover", "judge:f16_sizes", "boundary",
      "asm: a count that rounds to 1024.0 of a unit left in it (movl $10239 -> $10240)",
      (), "1048575\n",
      asm_patches=(("\tmovl\t$10239, %eax\n", "\tmovl\t$10240, %eax\n"),)),
    A("sz_total_carry", "judge:f16_sizes", "scale",
      "asm: the total's carry out of 64 bits dropped (adcq removed)",
      (), "10000000000000000000\n10000000000000000000\n",
      asm_patches=(("\taddq\t%rax, %r14\n\tmovq\t%rax, %rsi\n\tadcq\t%rdx, %r15\n", "\taddq\t%rax, %r14\n\tmovq\t%rax, %rsi\n"),)),
    M("sz_tenths_64", "judge:f16_sizes", "width",
      "the tenths of a unit worked out in 64 bits",
      (("        unsigned __int128 tenths = (v * 10 + scale / 2) / scale;",
        "        unsigned long long tenths = (count * 10 + (unsigned long long)(scale / 2)) / (unsigned long long)scale;"),),
      "18446744073709551615\n"),
    M("sz_strtoull", "judge:f16_sizes", "sign_form",
      "a count read with strtoull, a minus refused",
      (("        unsigned __int128 v = 0;\n        int ok = n >= 1 && n <= 20;\n        for (long i = 0; ok && i < n; i++) {\n"
        "            if (line[i] < '0' || line[i] > '9') ok = 0;\n            else v = v * 10 + (unsigned)(line[i] - '0');\n"
        "        }\n        if (!ok || v >> 64) {",
        "        line[n] = 0;\n        char *end;\n        errno = 0;\n"
        "        unsigned __int128 v = strtoull(line, &end, 10);  /* the digits */\n"
        "        int ok = n >= 1 && n <= 20 && end == line + n && line[0] != '-' && errno == 0;\n        if (!ok) {"),
       ("#include <stdio.h>\n", "#include <errno.h>\n#include <stdio.h>\n")),
      "+5\n"),
    M("sz_line_32", "judge:f16_sizes", "capacity",
      "the lines read with fgets into 32 bytes (a count is at most 20 digits)",
      (("    char *line = NULL;\n    size_t size = 0;\n    ssize_t got;\n", "    static char line[32];  /* a count is short */\n"),
       ("    while ((got = getline(&line, &size, stdin)) > 0) {\n        long n = (long)got;",
        "    while (fgets(line, sizeof line, stdin)) {\n        long n = (long)strlen(line);"),
       ("    free(line);\n", ""),
       ("#include <stdlib.h>\n", "#include <stdlib.h>\n#include <string.h>\n")),
      "0" * 40 + "\n"),
    M("sz_keep_return", "judge:f16_sizes", "tokens",
      "a carriage return before the newline kept in its line",
      (("            if (n > 0 && line[n - 1] == '\\r') n--;\n", ""),),
      "1536\r\n"),
)

FRESH16_REWRITES: tuple[Rewrite, ...] = (
    # ------------------------------------------------------------------ f16_robot
    R("rb_direction_switch", "judge:f16_robot", "a move's direction told with a switch",
      (("        if (ch == '^') dy = -1;\n        else if (ch == 'v') dy = 1;\n        else if (ch == '<') dx = -1;\n"
        "        else if (ch == '>') dx = 1;\n        else if (ch == ' ' || ch == '\\t' || ch == '\\r' || ch == '\\n') continue;\n"
        "        else return 1;",
        "        switch (ch) {\n        case '^': dy = -1; break;\n        case 'v': dy = 1; break;\n"
        "        case '<': dx = -1; break;\n        case '>': dx = 1; break;\n"
        "        case ' ': case '\\t': case '\\r': case '\\n': continue;\n        default: return 1;\n        }"),)),
    R("rb_gps_parts", "judge:f16_robot", "the gps sum made of the crates' rows and columns added up apart",
      (("    long long gps = 0;\n", "    long long rows = 0, columns = 0;  /* gps = 100 * rows + columns */\n"),
       ("            if (g[y * c + x] == 'O') gps += 100 * y + x;",
        "            if (g[y * c + x] == 'O') {\n                rows += y;\n                columns += x;\n            }"),
       ("    printf(\"gps %lld\\n\", gps);", "    printf(\"gps %lld\\n\", 100 * rows + columns);"))),
    AR("rb_asm_reorder", "judge:f16_robot", "asm: two of printf's arguments loaded in the other order",
       (), asm_patches=((".L67:\n\tmovq\t16(%rsp), %rcx\n\tmovq\t8(%rsp), %rdx\n", ".L67:\n\tmovq\t8(%rsp), %rdx\n\tmovq\t16(%rsp), %rcx\n"),)),
    # ------------------------------------------------------------------ f16_adventure
    R("av_hash_fnv", "judge:f16_adventure", "the names hashed with 64-bit FNV-1a",
      (("    unsigned long h = 5381;\n    while (*s) h = h * 131 + (unsigned char)*s++;\n    return h ^ (h >> 23);",
        "    unsigned long h = 14695981039346656037UL;\n    while (*s) h = (h ^ (unsigned char)*s++) * 1099511628211UL;\n"
        "    return h ^ (h >> 29);"),)),
    R("av_heaviest_weight", "judge:f16_adventure", "the heaviest item's weight kept beside it",
      (("    long commands = 0, carried = 0, heaviest = -1, seen_rooms = 1;",
        "    long commands = 0, carried = 0, heaviest = -1, seen_rooms = 1;\n    long long top = 0;  /* the heaviest's weight */"),
       ("                if (heaviest < 0 || weight[i] > weight[heaviest]) heaviest = i;",
        "                if (heaviest < 0 || weight[i] > top) {\n                    heaviest = i;\n                    top = weight[i];\n                }"))),
    AR("av_asm_reorder", "judge:f16_adventure", "asm: two of lookup's arguments set in the other order",
       (), asm_patches=(("\tleaq\trooms(%rip), %rdx\n\tmovq\t%r14, %rcx\n", "\tmovq\t%r14, %rcx\n\tleaq\trooms(%rip), %rdx\n"),)),
    # ------------------------------------------------------------------ f16_modinv
    R("mi_remainder", "judge:f16_modinv", "Euclid's remainder taken with % beside the quotient",
      (("        long long q = r0 / r1;\n        long long r2 = r0 - q * r1, t2 = t0 - q * t1;",
        "        long long q = r0 / r1, r2 = r0 % r1, t2 = t0 - q * t1;"),)),
    R("mi_normalize_mod", "judge:f16_modinv", "the coefficient brought into 0 .. m - 1 with two remainders",
      (("    if (t0 < 0) t0 += m;\n    return t0;", "    return (t0 % m + m) % m;"),)),
    AR("mi_asm_reorder", "judge:f16_modinv", "asm: printf's argument set before %eax is cleared",
       (), asm_patches=((".L10:\n\tmovq\t%rdi, %rsi\n\txorl\t%eax, %eax\n", ".L10:\n\txorl\t%eax, %eax\n\tmovq\t%rdi, %rsi\n"),)),
    # ------------------------------------------------------------------ f16_kth
    R("kt_compare_branches", "judge:f16_kth", "the comparison with branches",
      (("    return (x > y) - (x < y);", "    if (x < y) return -1;\n    return x > y;"),)),
    R("kt_bsearch_number", "judge:f16_kth", "a value's number among the different values found with bsearch",
      (("        long lo = 0, hi = d - 1;  /* the number of a[i] among the different values */\n        while (lo < hi) {\n"
        "            long mid = lo + (hi - lo) / 2;\n            if (value[mid] < a[i]) lo = mid + 1;\n            else hi = mid;\n        }\n"
        "        root[i + 1] = insert(root[i], 0, d - 1, lo);",
        "        const long long *hit = bsearch(&a[i], value, (size_t)d, sizeof value[0], ascending);\n"
        "        root[i + 1] = insert(root[i], 0, d - 1, hit - value);"),)),
    AR("kt_asm_reorder", "judge:f16_kth", "asm: printf's argument loaded before %eax is cleared, the other way",
       (), asm_patches=((".L27:\n\tmovq\t(%rbx,%rdi,8), %rsi\n\txorl\t%eax, %eax\n", ".L27:\n\txorl\t%eax, %eax\n\tmovq\t(%rbx,%rdi,8), %rsi\n"),)),
    # ------------------------------------------------------------------ f16_wordrun
    R("wr_letter_fold", "judge:f16_wordrun", "a letter told by folding its case and one unsigned comparison",
      (("    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');", "    return (unsigned)((c | 0x20) - 'a') < 26;"),)),
    R("wr_same_lowered", "judge:f16_wordrun", "two words compared by lowering a byte with a set bit",
      (("        if (fold(x[i]) != fold(y[i])) return 0;",
        "        if (x[i] != y[i] && (x[i] | 0x20) != (y[i] | 0x20)) return 0;  /* both letters */"),)),
    AR("wr_asm_reorder", "judge:f16_wordrun", "asm: two saved values reloaded in the other order",
       (), asm_patches=(("\tmovq\t8(%rsp), %r8\n\tmovq\t16(%rsp), %r11\n", "\tmovq\t16(%rsp), %r11\n\tmovq\t8(%rsp), %r8\n"),)),
    # ------------------------------------------------------------------ f16_isoweek
    R("iw_leap_nested", "judge:f16_isoweek", "the leap years told with nested tests",
      (("    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;",
        "    if (y % 400 == 0) return 1;\n    if (y % 100 == 0) return 0;\n    return y % 4 == 0;"),)),
    R("iw_weeks_dec31", "judge:f16_isoweek", "a year's weeks told by the weekdays of its last day and the year before's",
      (("    long first = before(y) % 7;  /* 0 for Monday */\n    return first == 3 || (first == 2 && leap(y)) ? 53 : 52;",
        "    /* 53 when the year ends on a Thursday, or the year before ends on a Wednesday */\n"
        "    long last = (before(y + 1) - 1) % 7, earlier = (before(y) - 1 + 7) % 7;  /* 0 for Monday */\n"
        "    return last == 3 || earlier == 2 ? 53 : 52;"),)),
    AR("iw_asm_reorder", "judge:f16_isoweek", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%rbx, %rdx\n\tmovq\t%r15, %rsi\n", "\tmovq\t%r15, %rsi\n\tmovq\t%rbx, %rdx\n"),)),
    # ------------------------------------------------------------------ f16_beam
    R("bm_turn_tables", "judge:f16_beam", "the mirrors' turns looked up in two tables",
      (("static const long DY[4] = {0, 1, 0, -1}, DX[4] = {1, 0, -1, 0};",
        "static const long DY[4] = {0, 1, 0, -1}, DX[4] = {1, 0, -1, 0};\n"
        "static const int SLASH[4] = {3, 2, 1, 0}, BACKSLASH[4] = {1, 0, 3, 2};"),
       ("            out[ways++] = (int)(3 - heading);  /* right <-> up, down <-> left */",
        "            out[ways++] = SLASH[heading];  /* right <-> up, down <-> left */"),
       ("            out[ways++] = (int)(heading ^ 1);  /* right <-> down, left <-> up */",
        "            out[ways++] = BACKSLASH[heading];  /* right <-> down, left <-> up */"))),
    R("bm_edge_unsigned", "judge:f16_beam", "the grid's edges tested with unsigned comparisons",
      (("            if (ny < 0 || ny >= r || nx < 0 || nx >= c) {",
        "            if ((unsigned long)ny >= (unsigned long)r || (unsigned long)nx >= (unsigned long)c) {"),)),
    AR("bm_asm_reorder", "judge:f16_beam", "asm: two counters stored in the other order",
       (), asm_patches=(("\tmovq\t%r10, 64(%rsp)\n\tmovq\t%rbp, 72(%rsp)\n", "\tmovq\t%rbp, 72(%rsp)\n\tmovq\t%r10, 64(%rsp)\n"),)),
    # ------------------------------------------------------------------ f16_ratelimit
    R("rl_ceil_minus_one", "judge:f16_ratelimit", "the wait rounded up as (need - 1) / rate + 1",
      (("                printf(\"wait %lld\\n\", need / rate + (need % rate != 0));",
        "                printf(\"wait %lld\\n\", (need - 1) / rate + 1);"),)),
    R("rl_gain_divided", "judge:f16_ratelimit", "a full bucket told by dividing the room left by the rate",
      (("            unsigned __int128 gain = (unsigned __int128)(unsigned long long)rate\n"
        "                                     * (unsigned long long)(t - now);\n"
        "            if (gain >= (unsigned __int128)(cap - level)) level = cap;\n            else level += (long long)gain;",
        "            long long gap = t - now;\n"
        "            if (rate > 0 && gap >= (cap - level + rate - 1) / rate) level = cap;\n"
        "            else level += rate * gap;  /* less than the room left */"),)),
    AR("rl_asm_reorder", "judge:f16_ratelimit", "asm: two of printf's arguments set in the other order",
       (), asm_patches=((".L36:\n\tmovq\t8(%rsp), %rsi\n\tmovq\t%r14, %rdx\n", ".L36:\n\tmovq\t%r14, %rdx\n\tmovq\t8(%rsp), %rsi\n"),)),
    # ------------------------------------------------------------------ f16_digitsum
    R("ds_rest_loop", "judge:f16_digitsum", "the places walked with the number's rest divided by ten",
      (("    for (unsigned long long p = 1; p <= v; p *= 10) {\n"
        "        unsigned long long high = v / (p * 10), digit = v / p % 10, low = v % p;",
        "    unsigned long long p = 1;\n    for (unsigned long long rest = v; rest > 0; rest /= 10, p *= 10) {\n"
        "        unsigned long long high = rest / 10, digit = rest % 10, low = v % p;"),)),
    R("ds_first_case", "judge:f16_digitsum", "the first case told by its number",
      (("        if (at == 0 || s > largest) {", "        if (i == 1 || s > largest) {"),)),
    AR("ds_asm_reorder", "judge:f16_digitsum", "asm: %eax cleared before the difference, not after",
       (), asm_patches=((".L9:\n\tsubq\t%r11, %rdi\n\txorl\t%eax, %eax\n", ".L9:\n\txorl\t%eax, %eax\n\tsubq\t%r11, %rdi\n"),)),
    # ------------------------------------------------------------------ f16_prodsum
    R("ps_negated_difference", "judge:f16_prodsum", "a range's sum as the negated difference the other way",
      (("        printf(\"%lld\\n\", prefix[r] - prefix[l - 1]);", "        printf(\"%lld\\n\", -(prefix[l - 1] - prefix[r]));"),)),
    R("ps_running_total", "judge:f16_prodsum", "the total kept in a running sum of its own",
      (("    long long n;\n", "    long long n, total = 0;\n"),
       ("        prefix[i] = prefix[i - 1] + p * c;", "        total += p * c;\n        prefix[i] = total;"),
       ("    printf(\"total %lld\\n\", prefix[n]);", "    printf(\"total %lld\\n\", total);"))),
    AR("ps_asm_reorder", "judge:f16_prodsum", "asm: two addresses set in the other order",
       (), asm_patches=(("\tleaq\t24(%rsp), %rbx\n\tleaq\tprefix(%rip), %r13\n", "\tleaq\tprefix(%rip), %r13\n\tleaq\t24(%rsp), %rbx\n"),)),
    # ------------------------------------------------------------------ f16_acronym
    R("ac_capital_unsigned", "judge:f16_acronym", "the capital and the small letters told with unsigned comparisons",
      (("    if (n < 2 || w[0] < 'A' || w[0] > 'Z') return 0;\n    for (size_t i = 1; i < n; i++)\n"
        "        if (w[i] < 'a' || w[i] > 'z') return 0;",
        "    if (n < 2 || (unsigned)(w[0] - 'A') > 25) return 0;\n    for (size_t i = 1; i < n; i++)\n"
        "        if ((unsigned)(w[i] - 'a') > 25) return 0;"),)),
    R("ac_group_neighbours", "judge:f16_acronym", "a group of equal acronyms walked by comparing neighbours",
      (("        size_t j = i;\n        while (j < phrases && strcmp(acronyms + at[j], acronyms + at[i]) == 0) j++;",
        "        size_t j = i + 1;\n        while (j < phrases && strcmp(acronyms + at[j], acronyms + at[j - 1]) == 0) j++;"),)),
    AR("ac_asm_reorder", "judge:f16_acronym", "asm: two saved values stored in the other order",
       (), asm_patches=(("\tmovq\t%r9, 40(%rsp)\n\tmovq\t%rdx, 32(%rsp)\n", "\tmovq\t%rdx, 32(%rsp)\n\tmovq\t%r9, 40(%rsp)\n"),)),
    # ------------------------------------------------------------------ f16_sizes
    R("sz_unit_shifts", "judge:f16_sizes", "the unit found by shifting a copy of the count",
      (("        int unit = 1;\n        while (unit < 6 && count >> (10 * (unit + 1)) != 0) unit++;",
        "        int unit = 1;\n        for (unsigned long long rest = count >> 10; unit < 6 && rest >= 1024; rest >>= 10) unit++;"),)),
    R("sz_digits_first", "judge:f16_sizes", "the digits checked first, the value made after",
      (("        unsigned __int128 v = 0;\n        int ok = n >= 1 && n <= 20;\n        for (long i = 0; ok && i < n; i++) {\n"
        "            if (line[i] < '0' || line[i] > '9') ok = 0;\n            else v = v * 10 + (unsigned)(line[i] - '0');\n        }",
        "        unsigned __int128 v = 0;\n        int ok = n >= 1 && n <= 20;\n        for (long i = 0; ok && i < n; i++)\n"
        "            ok = line[i] >= '0' && line[i] <= '9';\n        for (long i = 0; ok && i < n; i++) v = v * 10 + (unsigned)(line[i] - '0');"),)),
    AR("sz_asm_reorder", "judge:f16_sizes", "asm: two of printf's arguments loaded in the other order",
       (), asm_patches=(("\tmovq\t64(%rsp), %rdx\n\tmovq\t24(%rsp), %rsi\n", "\tmovq\t24(%rsp), %rsi\n\tmovq\t64(%rsp), %rdx\n"),)),
)


#: ``--set`` names of this set: all of it, and its two fixed halves
FRESH16_SETS: dict[str, tuple[tuple[Mutant, ...], tuple[Rewrite, ...]]] = halves(
    "fresh16", FRESH16_MUTANTS, FRESH16_REWRITES, DEV_PROGRAMS, HELD_PROGRAMS)
