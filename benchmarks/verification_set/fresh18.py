"""An eighteenth fresh set of candidates for ``benchmarks/verification.py`` (issue 32), written
as a measuring stick nobody tuned the verifier to, apart from ``fresh.py`` to ``fresh17.py``.

Twelve judge-style programs of kinds no other set has (``programs/f18_*.c``, each stating its
input constraints in its opening comment): the sliding-tile game 2048 on a board, a first-fit
memory allocator driven by commands, the date of Easter over several test cases, the points of
a counted list inside the disks of queries, Huffman code lengths of free text, decimal numbers
put in scientific notation line by line, the quadtree of a black-and-white picture, stock
valued first in, first out, driven by commands, numbers in English words over several test
cases, the largest exclusive or of a counted list answering queries, Soundex codes of the
words of free text and chess positions in Forsyth-Edwards Notation line by line.  Each has a
few public samples and hidden tests from a small generator in the style of the samples (random
values of the sizes and alphabets the samples show, as judges write them), kept here so that
this set stays apart from the others.

Wrong candidates are of the kinds issue 32 lists (``KINDS``, the same as ``fresh.KINDS``); an
``AsmMutant`` is an *assembly edit*: the reference compiled with ``gcc -O3 -S`` (Debian gcc
12.2) and one thing changed, as an asm-writing model would (a width, a condition code, an added
or dropped instruction, a wrong immediate).  Honest candidates are the benchmark's
recompilations, hand-written C rewrites and correct assembly edits (``AsmRewrite``: two
independent instructions swapped).

The set is split by program into two fixed halves (``DEV_PROGRAMS``, ``HELD_PROGRAMS``), each
with programs of every input style (a grid, commands, several test cases, a counted list with
queries, free text, lines until the end of the input) and an early-exit candidate:
``--set fresh18-dev`` to develop on, ``--set fresh18-held`` to measure once.

Witnesses are built here in Python; the large ones (2^16 records, a sum past 2^32, a picture
of 2^18 pixels, a line of 40,000 digits) stay under 500 KB of input.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from fresh import KINDS, AsmMutant, AsmRewrite
from mutants import Mutant, Rewrite, halves

__all__ = ["KINDS", "AsmMutant", "AsmRewrite", "DEV_PROGRAMS", "HELD_PROGRAMS", "PUBLIC",
           "GENERATORS", "hidden_inputs", "FRESH18_MUTANTS", "FRESH18_REWRITES", "FRESH18_SETS"]

#: a grid, commands, several test cases, a counted list with queries, free text, lines
DEV_PROGRAMS: tuple[str, ...] = (
    "f18_2048", "f18_malloc", "f18_easter", "f18_disk", "f18_huffman", "f18_scinote")
#: a grid, commands, several test cases, a counted list with queries, free text, lines
HELD_PROGRAMS: tuple[str, ...] = (
    "f18_quadtree", "f18_fifo", "f18_numwords", "f18_maxxor", "f18_soundex", "f18_fen")


# ---------------------------------------------------------------------------- public tests
PUBLIC: dict[str, list[str]] = {
    "f18_2048": [
        "4\n2 2 4 0\n0 4 4 4\n2 0 2 2\n8 8 8 8\nL\n",
        "1\n0\nLRUD\n",
        "3\n1099511627776 0 2\n0 0 2\n4 4 0\nD R U L\n",
        "2\n2 2\n2 2\nUU\nL\n",
        "4\n2 0 0 2\n0 0 0 0\n16 16 32 64\n2 4 8 16\nR\nD\n",
    ],
    "f18_malloc": [
        "100 alloc 10 alloc 20 alloc 50 alloc 30 stats free 2 stats alloc 16 free 1 stats\n"
        "free 9 alloc 33 free 3 stats\n",
        "1000000000000000000\nalloc 1000000\nalloc 1\nstats\nfree 1\nalloc 5\nstats\n",
        "50\nstats\nfree 1\nalloc 16\nfree -3\nfree 2\n",
        "1000\nalloc 100 alloc 200 alloc 300 free 2 alloc 150 alloc 60 free 1 free 4 stats\n"
        "alloc 400 stats\n",
    ],
    "f18_easter": [
        "7\n2024\n2025\n2018\n2000\n1818\n2100\n1000000000\n",
        "1\n9999\n",
        "4\n1700\n1800\n1900\n2008\n",
    ],
    "f18_disk": [
        "4\n0 0\n3 4\n-3 -4\n10 0\n3\n0 0 5\n1 1 1\n-1000 1000 3000\n",
        "1\n7 -7\n1\n7 -7 0\n",
        "5\n100 200\n-300 400\n5000 -6000\n0 1\n-2 -9000\n4\n0 0 0\n0 0 10000\n4999 -5999 2\n"
        "-10000 10000 25000\n",
    ],
    "f18_huffman": [
        "abracadabra",
        "",
        "the quick brown fox jumps over the lazy dog\n",
        "Hello, World!\nHello again.\n",
    ],
    "f18_scinote": [
        "-0.00012300\n12300\n+5.\n.5\n0\n1.2.3\n\n123.456\n007.0700\n1 2\n",
        "3.14159\n-2.5e3\n1000000\n",
        "",
        "0.000\n-7\n+0.10\r\n99999999999999999999999\n.000001",
    ],
    "f18_quadtree": [
        "2\n##..\n##..\n.#..\n....\n",
        "1\n##\n##\n",
        "3\n#.#.#.#.\n.#.#.#.#\n#.#.#.#.\n.#.#.#.#\n####....\n####....\n####....\n####...#\n",
        "2 .... .... .... ....\n",
    ],
    "f18_fifo": [
        "buy 10 100 buy 5 200\nsell 12 150 stock sell 4 90 sell 2 500 stock\n",
        "stock\n",
        "buy 3 7\nbuy 4 5\nbuy 2 9\nsell 5 6\nstock\nsell 5 1\nbuy 1 1000\nstock\n",
    ],
    "f18_numwords": [
        "5\n0\n-12304056\n115\n20\n1000001\n",
        "3\n1000000000\n-999\n7\n",
        "4\n90\n19\n1000000000001\n-40\n",
    ],
    "f18_maxxor": [
        "5\n3 10 5 25 12\n4\n2\n0\n7\n10\n",
        "1\n0\n1\n0\n",
        "3\n1 2 4\n2\n7\n3\n",
    ],
    "f18_soundex": [
        "Robert and Rupert met Rubin.\nRobert LOVES Rupert!\n",
        "",
        "Lee, Leigh and lee; Jackson met JACKSON at noon",
        "the quick brown fox jumps over the lazy dog\n",
    ],
    "f18_fen": [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n"
        "8/8/8/8/8/8/8/K6k w - - 0 0\n",
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 40\n8/8/8/8/8/8/8/K7k w - - 0 1\nhello\n",
        "",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1\n4k3/8/8/8/8/8/8/4K3 w qK - 0 1\n"
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 \n4k3/8/8/8/8/8/8/4KK2 w - - 0 1",
    ],
}

# ---------------------------------------------------------------------------- hidden tests
_WORDS = ("the", "a", "and", "robert", "rupert", "rubin", "met", "lee", "jackson", "noon",
          "river", "stone", "mary", "tom", "garden", "quick", "brown", "fox", "lazy", "dog",
          "paris", "london", "window", "market", "bread", "milk", "table", "chair", "lamp",
          "morning", "evening", "letter", "number", "silver", "golden")
_JUNK_NUMBERS = ("abc", "1e5", "--3", "+-3", "1,5", " 7", "0x1f", "12a", "1.2.3")
_JUNK_POSITIONS = ("hello", "8/8/8/8/8/8/8/8 w - - 0 1", "rnbqkbnr/pppppppp/8/8/8/8 w - - 0 1",
                   "4k3/8/8/8/8/8/8/4K3 x - - 0 1", "4k3/8/8/8/8/8/8/4K3 w - e4 0 1",
                   "4k3/8/8/8/8/8/8/4K3 w - - 0", "4k3/8/8/8/8/8/8/4K3  w - - 0 1",
                   "4k3/9/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/4K3 w KQkqK - 0 1")


def _tiles(rng: random.Random) -> str:
    n = rng.randint(1, 8)
    full = rng.choice([0.3, 0.5, 0.8])
    top = rng.choice([3, 6, 11])
    rows = [" ".join(str(2 ** rng.randint(1, top)) if rng.random() < full else "0"
                     for _ in range(n)) for _ in range(n)]
    moves = "".join(rng.choice("LRUD") for _ in range(rng.randint(0, 12)))
    words = []
    while moves:
        cut = rng.randint(1, 5)
        words.append(moves[:cut])
        moves = moves[cut:]
    return f"{n}\n" + "".join(row + "\n" for row in rows) + "".join(
        w + rng.choice(["\n", " "]) for w in words)


def _malloc(rng: random.Random) -> str:
    arena = rng.choice([10 ** 4, 10 ** 6, 10 ** 9])
    most = arena // rng.choice([5, 20, 100])
    live: list[int] = []
    allocs = 0
    words = []
    for _ in range(rng.randint(1, 16)):
        command = rng.choice(["alloc", "alloc", "alloc", "free", "free", "stats"])
        if command == "alloc":
            allocs += 1
            live.append(allocs)
            words.append(f"alloc {rng.randint(1, most)}")
        elif command == "free":
            if live and rng.random() < 0.8:
                k = live.pop(rng.randrange(len(live)))
            else:
                k = allocs + rng.randint(1, 5)
            words.append(f"free {k}")
        else:
            words.append("stats")
    return f"{arena}\n" + "".join(w + rng.choice(["\n", "\n", " "]) for w in words)


def _easter(rng: random.Random) -> str:
    years = [rng.randint(1584, 2400) if rng.random() < 0.7 else rng.randint(1584, 10 ** 9)
             for _ in range(rng.randint(1, 6))]
    return f"{len(years)}\n" + "".join(f"{y}\n" for y in years)


def _disk(rng: random.Random) -> str:
    top = rng.choice([100, 1000, 10 ** 4])
    n = rng.randint(1, 10)
    points = [f"{rng.randint(-top, top)} {rng.randint(-top, top)}" for _ in range(n)]
    queries = [f"{rng.randint(-top, top)} {rng.randint(-top, top)} {rng.randint(0, 2 * top)}"
               for _ in range(rng.randint(1, 6))]
    return (f"{n}\n" + "".join(p + "\n" for p in points) + f"{len(queries)}\n"
            + "".join(q + "\n" for q in queries))


def _prose(rng: random.Random, lines: int) -> str:
    out = []
    for _ in range(lines):
        words = []
        for i in range(rng.randint(1, 9)):
            word = rng.choice(_WORDS)
            if i == 0 or rng.random() < 0.15:
                word = word.capitalize()
            words.append(word + rng.choice(["", "", "", ",", ".", ";", "!"]))
        out.append(" ".join(words))
    text = "".join(line + "\n" for line in out)
    return text[:-1] if text and rng.random() < 0.2 else text


def _huffman(rng: random.Random) -> str:
    return _prose(rng, rng.randint(0, 5))


def _scinote(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 7)):
        if rng.random() < 0.15:
            lines.append(rng.choice(_JUNK_NUMBERS))
            continue
        whole = "".join(rng.choice("0123456789") for _ in range(rng.randint(0, 8)))
        part = "".join(rng.choice("0123456789") for _ in range(rng.randint(0, 6)))
        if not whole and not part:
            whole = "1"
        number = whole + ("." + part if part or rng.random() < 0.2 else "")
        sign = rng.choice(["", "", "", "-", "+"])
        if sign == "-" and not number.strip("0."):
            sign = ""
        lines.append(sign + number)
    text = "".join(line + "\n" for line in lines)
    return text[:-1] if rng.random() < 0.2 else text


def _quadtree(rng: random.Random) -> str:
    k = rng.randint(1, 4)
    side = 2 ** k
    black = rng.choice([0.1, 0.5, 0.9])
    block = 2 ** rng.randint(0, k)  # pictures of blocks: squares of one colour
    colour = {(y, x): "#" if rng.random() < black else "."
              for y in range(0, side, block) for x in range(0, side, block)}
    rows = ["".join(colour[(y - y % block, x - x % block)] for x in range(side))
            for y in range(side)]
    return f"{k}\n" + "".join(row + "\n" for row in rows)


def _fifo(rng: random.Random) -> str:
    top_q = rng.choice([10, 1000])
    top_p = rng.choice([100, 10 ** 5])
    units = 0
    words = []
    for _ in range(rng.randint(1, 16)):
        command = rng.choice(["buy", "buy", "sell", "sell", "stock"])
        if command == "buy":
            q = rng.randint(1, top_q)
            units += q
            words.append(f"buy {q} {rng.randint(1, top_p)}")
        elif command == "sell":
            q = rng.randint(1, top_q)
            if q == units:
                q += 1
            if q < units:
                units -= q
            words.append(f"sell {q} {rng.randint(1, top_p)}")
        else:
            words.append("stock")
    return "".join(w + rng.choice(["\n", " "]) for w in words)


def _numwords(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 6)):
        value = rng.randint(0, 10 ** rng.randint(1, 12))
        cases.append(-value if rng.random() < 0.2 else value)
    return f"{len(cases)}\n" + "".join(f"{v}\n" for v in cases)


def _maxxor(rng: random.Random) -> str:
    top = rng.choice([15, 1000, 10 ** 6, 2 ** 31])
    n = rng.randint(1, 10)
    values = rng.sample(range(top + 1), min(n, top + 1))
    queries = [rng.randint(0, top) for _ in range(rng.randint(1, 6))]
    return (f"{len(values)}\n" + " ".join(map(str, values)) + f"\n{len(queries)}\n"
            + "".join(f"{x}\n" for x in queries))


def _soundex(rng: random.Random) -> str:
    return _prose(rng, rng.randint(0, 5))


def _position(rng: random.Random) -> str:
    board = [["" for _ in range(8)] for _ in range(8)]
    squares = [(r, f) for r in range(8) for f in range(8)]
    rng.shuffle(squares)
    pieces = ["K", "k"] + [rng.choice("QRBNPqrbnp") for _ in range(rng.randint(0, 14))]
    for piece, (r, f) in zip(pieces, squares, strict=False):
        if piece in "Pp" and r in (0, 7):
            r = rng.randint(1, 6)
            if board[r][f]:
                continue
        board[r][f] = piece
    ranks = []
    for row in board:
        text, run = "", 0
        for cell in row:
            if cell:
                text += (str(run) if run else "") + cell
                run = 0
            else:
                run += 1
        ranks.append(text + (str(run) if run else ""))
    castling = "".join(c for c in "KQkq" if rng.random() < 0.4) or "-"
    passant = rng.choice(["-", "-", "-", f"{rng.choice('abcdefgh')}{rng.choice('36')}"])
    return (f"{'/'.join(ranks)} {rng.choice('wb')} {castling} {passant} {rng.randint(0, 50)} "
            f"{rng.randint(1, 200)}")


def _fen(rng: random.Random) -> str:
    lines = [rng.choice(_JUNK_POSITIONS) if rng.random() < 0.2 else _position(rng)
             for _ in range(rng.randint(1, 6))]
    text = "".join(line + "\n" for line in lines)
    return text[:-1] if rng.random() < 0.2 else text


GENERATORS: dict[str, Callable[[random.Random], str]] = {
    "f18_2048": _tiles, "f18_malloc": _malloc, "f18_easter": _easter, "f18_disk": _disk,
    "f18_huffman": _huffman, "f18_scinote": _scinote, "f18_quadtree": _quadtree,
    "f18_fifo": _fifo, "f18_numwords": _numwords, "f18_maxxor": _maxxor,
    "f18_soundex": _soundex, "f18_fen": _fen,
}


def hidden_inputs(name: str, count: int = 6, seed: int = 0) -> list[str]:
    """``count`` hidden inputs for program ``name``, deterministic for a seed."""
    rng = random.Random(f"fresh18:{name}:{seed}")
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


def _twos(n: int) -> str:
    """A board of n x n tiles of 2."""
    return f"{n}\n" + ("2 " * n + "\n") * n


def _checkers(k: int) -> str:
    """A picture of 2^k x 2^k pixels, black and white like a chessboard."""
    side = 2 ** k
    rows = ["".join("#."[(x + y) % 2] for x in range(side)) for y in range(side)]
    return f"{k}\n" + "".join(row + "\n" for row in rows)


def _wide_values(n: int) -> str:
    """n different values below 2^60 (a trie of more than 2^19 nodes) and one query."""
    rng = random.Random(18)
    values = rng.sample(range(2 ** 60), n)
    return f"{n}\n" + " ".join(map(str, values)) + "\n1\n12345\n"


FRESH18_MUTANTS: tuple[Mutant, ...] = (
    # ------------------------------------------------------------------ f18_2048
    A("tl_merges_16", "judge:f18_2048", "scale",
      "asm: the merges counted in 16 bits (addq -> addw)",
      (), _twos(300) + "LLLLLLLLL UUUUUUUUU\n",
      asm_patches=(("\taddq\t$1, 40(%rsp)\n", "\taddw\t$1, 40(%rsp)\n"),)),
    M("tl_moves_10000", "judge:f18_2048", "early_exit",
      "the moves read up to 10,000 (games are short)",
      (("    while ((c = getchar()) != EOF) {", "    while (moves < 10000 && (c = getchar()) != EOF) {  /* short games */"),),
      "2\n2 0\n0 0\n" + "R" * 10000 + "L\n"),
    M("tl_board_256", "judge:f18_2048", "capacity",
      "room for boards of 256 x 256 (boards are small)",
      (("#define MAXN 500", "#define MAXN 256  /* small boards */"),),
      "257\n" + ("0 " * 257 + "\n") * 257 + "L\n"),
    M("tl_digits", "judge:f18_2048", "sign_form",
      "a tile read by hand as digits alone",
      (("int main(void) {\n", _reader("read_tile", "unsigned long long", "none")),
       ("            if (scanf(\"%llu\", &v) != 1) return 1;", "            if (!read_tile(&v)) return 1;")),
      "2\n2 -0\n0 2\nU\n"),
    # ------------------------------------------------------------------ f18_malloc
    A("ma_round_32", "judge:f18_malloc", "width",
      "asm: a request rounded up to 16 bytes in 32 bits (andq -> andl)",
      (), "1000000000000 alloc 4294967297 stats\n",
      asm_patches=(("\taddq\t$15, %r13\n\taddl\t$1, 12(%rsp)\n\tandq\t$-16, %r13\n",
                    "\taddq\t$15, %r13\n\taddl\t$1, 12(%rsp)\n\tandl\t$-16, %r13d\n"),)),
    A("ma_exact_fit", "judge:f18_malloc", "boundary",
      "asm: a free space exactly the size asked for passed over (jge -> jg)",
      (), "16 alloc 16 stats\n",
      asm_patches=(("\tcmpq\t%r13, (%r12,%rbx,8)\n\tjge\t.L15\n", "\tcmpq\t%r13, (%r12,%rbx,8)\n\tjg\t.L15\n"),)),
    M("ma_where_table", "judge:f18_malloc", "relation",
      "a block found from the address its alloc got (a table instead of a search)",
      (("static int segs;", "static int segs;\nstatic long long where[MAXCMD + 1];  /* the address alloc K got, -1 when it failed */"),
       ("            if (i == segs) {\n                failed++;", "            if (i == segs) {\n                where[id] = -1;\n                failed++;"),
       ("            printf(\"%lld\\n\", seg_start[i]);", "            printf(\"%lld\\n\", seg_start[i]);\n            where[id] = seg_start[i];"),
       ("            int i = 0;\n            while (i < segs && (k < 1 || seg_owner[i] != k)) i++;\n            if (i == segs) {",
        "            int i = -1;\n            if (k >= 1 && k <= allocs && where[k] >= 0) {  /* the segment at that address */\n"
        "                int lo = 0, hi = segs - 1;\n                while (lo < hi) {\n                    int mid = (lo + hi) / 2;\n"
        "                    if (seg_start[mid] < where[k]) lo = mid + 1;\n                    else hi = mid;\n                }\n"
        "                if (seg_start[lo] == where[k] && seg_owner[lo] != 0) i = lo;\n            }\n            if (i < 0) {")),
      "100 alloc 20 free 1 alloc 30 free 1 stats\n"),
    M("ma_first_1000", "judge:f18_malloc", "early_exit",
      "the first fit looked for among the first 1,000 segments (arenas have few)",
      (("            int id = ++allocs, i = 0;\n            while (i < segs && (seg_owner[i] != 0 || seg_size[i] < size)) i++;\n            if (i == segs) {",
        "            int id = ++allocs, i = 0, look = segs < 1000 ? segs : 1000;  /* few segments */\n"
        "            while (i < look && (seg_owner[i] != 0 || seg_size[i] < size)) i++;\n            if (i == look) {"),),
      "1000000\n" + "alloc 16\n" * 1001 + "".join(f"free {k}\n" for k in range(1, 1002, 2)) + "alloc 32\nstats\n"),
    M("ma_segments_4096", "judge:f18_malloc", "capacity",
      "room for 4,096 segments: an alloc that would need one more fails",
      (("#define MAXSEG (2 * MAXCMD + 2)", "#define MAXSEG 4096  /* arenas have few segments */"),
       ("            if (i == segs) {\n                failed++;",
        "            if (i == segs || (seg_size[i] != size && segs == MAXSEG)) {\n                failed++;")),
      "1000000\n" + "alloc 16\n" * 4096 + "stats\n"),
    # ------------------------------------------------------------------ f18_easter
    A("ea_year_1583", "judge:f18_easter", "boundary",
      "asm: the first Gregorian year refused (1583 -> 1584 in the range test)",
      (), "2\n1583\n2024\n",
      asm_patches=(("\tmovabsq\t$999999999998417, %rdi\n\tmovq\t56(%rsp), %rsi\n\tleaq\t-1583(%rsi), %rax\n",
                    "\tmovabsq\t$999999999998416, %rdi\n\tmovq\t56(%rsp), %rsi\n\tleaq\t-1584(%rsi), %rax\n"),)),
    A("ea_earliest_last", "judge:f18_easter", "relation",
      "asm: of equally early dates the last case named (jl -> jle)",
      (), "3\n2000\n2024\n2013\n",
      asm_patches=(("\tcmpl\t%r12d, %r9d\n\tjl\t.L19\n", "\tcmpl\t%r12d, %r9d\n\tjle\t.L19\n"),)),
    M("ea_months_short", "judge:f18_easter", "scale",
      "the cases in March and in April counted in unsigned shorts (few cases)",
      (("    long march = 0, april = 0;", "    unsigned short march = 0, april = 0;  /* few cases */"),
       ("    printf(\"march %ld april %ld\\n\", march, april);", "    printf(\"march %d april %d\\n\", march, april);")),
      "70000\n" + "2024\n" * 70000),
    M("ea_extremes_1000", "judge:f18_easter", "early_exit",
      "the earliest and the latest Easter looked for among the first 1,000 cases",
      (("        int key = month * 100 + day;\n", "        int key = month * 100 + day;\n        if (i >= 1000) continue;  /* few cases */\n"),),
      "1001\n" + "2024\n" * 1000 + "1818\n"),
    M("ea_year_int", "judge:f18_easter", "typed_field",
      "the years read as ints (years have four digits)",
      (("        long long y;\n        if (scanf(\"%lld\", &y) != 1 || y < 1583 || y > 1000000000000000LL) return 1;",
        "        int year;  /* four digits */\n        if (scanf(\"%d\", &year) != 1 || year < 1583) return 1;\n        long long y = year;"),),
      "1\n4294969295\n"),
    # ------------------------------------------------------------------ f18_disk
    A("dk_square_32", "judge:f18_disk", "width",
      "asm: the square of the y difference taken in 32 bits (imulq -> imull)",
      (), "1\n0 0\n1\n0 70000 10\n",
      asm_patches=(("\timulq\t%r15, %r15\n", "\timull\t%r15d, %r15d\n"),)),
    A("dk_nearest_last", "judge:f18_disk", "relation",
      "asm: of equally near points the last named (jnb -> ja)",
      (), "3\n5 0\n0 5\n-5 0\n1\n0 0 1\n",
      asm_patches=(("\tcmpq\t%rcx, %rax\n\tjnb\t.L10\n", "\tcmpq\t%rcx, %rax\n\tja\t.L10\n"),)),
    M("dk_doubles", "judge:f18_disk", "mixed_extremes",
      "the squared distances compared in doubles (they cannot overflow there)",
      (("            if (d2 <= r2) inside++;",
        "            if ((double)dx * dx + (double)dy * dy <= (double)r * r) inside++;  /* no overflow */"),),
      "1\n0 0\n1\n1000000000 1 1000000000\n"),
    M("dk_inside_short", "judge:f18_disk", "scale",
      "the points in a disk counted in an unsigned short (lists are short)",
      (("        int inside = 0, nearest = 0;", "        unsigned short inside = 0;  /* short lists */\n        int nearest = 0;"),),
      "70000\n" + "0 0\n" * 70000 + "1\n0 0 0\n"),
    M("dk_points_65536", "judge:f18_disk", "capacity",
      "room for 65,536 points (lists are short)",
      (("#define MAXN 100000", "#define MAXN 65536  /* short lists */"),),
      "65537\n" + "1 1\n" * 65537 + "1\n0 0 2\n"),
    # ------------------------------------------------------------------ f18_huffman
    A("hf_saved_32", "judge:f18_huffman", "width",
      "asm: the bits saved times 10,000 multiplied in 32 bits (imulq -> imull)",
      (), "ab" * 35000 + "\n",
      asm_patches=(("\timulq\t$10000, %rax, %rax\n", "\timull\t$10000, %eax, %eax\n"),)),
    A("hf_lone_depth", "judge:f18_huffman", "boundary",
      "asm: a lone value given its depth 0 as its code length, not 1 (movl $1 -> $0)",
      (), "zzzzzzzz",
      asm_patches=(("\tmovl\t$0, depth(%rip)\n\tmovl\t$1, (%rax,%rdx,4)\n", "\tmovl\t$0, depth(%rip)\n\tmovl\t$0, (%rax,%rdx,4)\n"),)),
    M("hf_counts_short", "judge:f18_huffman", "scale",
      "the counts kept in unsigned shorts (texts are short)",
      (("static long count[256];", "static unsigned short count[256];  /* short texts */"),
       ("        printf(\"%02x %ld %d\\n\", v, count[v], length[v]);", "        printf(\"%02x %d %d\\n\", v, count[v], length[v]);")),
      "a" * 65536 + "bc"),
    M("hf_ascii", "judge:f18_huffman", "capacity",
      "the counts kept for the 128 ASCII values (texts are ASCII)",
      (("static long count[256];", "static long count[128];  /* ASCII text */"),
       ("        count[c]++;", "        count[c & 127]++;"),
       ("    for (int v = 0; v < 256; v++)\n        if (count[v] > 0)", "    for (int v = 0; v < 128; v++)\n        if (count[v] > 0)"),
       ("    for (int v = 0; v < 256; v++) {\n        if (count[v] == 0) continue;", "    for (int v = 0; v < 128; v++) {\n        if (count[v] == 0) continue;")),
      "caf\u00e9 cr\u00e8me\n"),
    # ------------------------------------------------------------------ f18_scinote
    A("sc_lead_16", "judge:f18_scinote", "boundary",
      "asm: the digits before the first significant one counted in blocks of 16 bytes only (the rest dropped: je -> jmp)",
      (), "0.0000000000000000012\n5\n",
      asm_patches=(("\ttestb\t$15, %r13b\n\tje\t.L16\n", "\ttestb\t$15, %r13b\n\tjmp\t.L16\n"),)),
    A("sc_colon_digit", "judge:f18_scinote", "tokens",
      "asm: a ':' taken for a digit (cmpb $9 -> $10)",
      (), "12:30\n",
      asm_patches=(("\tleal\t-48(%rdx), %r10d\n\tcmpb\t$9, %r10b\n", "\tleal\t-48(%rdx), %r10d\n\tcmpb\t$10, %r10b\n"),)),
    M("sc_minus_zero", "judge:f18_scinote", "sign_form",
      "the minus printed as soon as the number is found valid",
      (("        valid++;\n        if (first < 0) {", "        valid++;\n        if (negative) putchar('-');\n        if (first < 0) {"),
       ("        if (negative) putchar('-');\n        putchar(line[first]);", "        putchar(line[first]);")),
      "-0.00\n"),
    M("sc_line_256", "judge:f18_scinote", "capacity",
      "the lines read with fgets into 256 bytes (numbers are short)",
      (("    char *line = NULL;\n    size_t size = 0;\n    ssize_t got;\n", "    static char line[256];  /* short numbers */\n"),
       ("    while ((got = getline(&line, &size, stdin)) > 0) {\n        long n = (long)got;",
        "    while (fgets(line, sizeof line, stdin)) {\n        long n = (long)strlen(line);"),
       ("    free(line);\n", ""),
       ("#include <stdlib.h>\n", "#include <stdlib.h>\n#include <string.h>\n")),
      "1" * 300 + "\n"),
    M("sc_power_short", "judge:f18_scinote", "scale",
      "the power of ten kept in a short (numbers are short)",
      (("        long power = before_dot - place - 1;", "        short power = (short)(before_dot - place - 1);  /* short numbers */"),
       ("        printf(\"e%ld\\n\", power);", "        printf(\"e%d\\n\", power);")),
      "1" + "0" * 40000 + "\n"),
    M("sc_digits_40", "judge:f18_scinote", "early_exit",
      "at most 40 significant digits printed (a double holds 17)",
      (("            for (long j = first + 1; j <= last; j++)\n                if (line[j] != '.') putchar(line[j]);",
        "            int shown = 1;  /* at most 40 digits */\n"
        "            for (long j = first + 1; j <= last && shown < 40; j++)\n"
        "                if (line[j] != '.') {\n                    putchar(line[j]);\n                    shown++;\n                }"),),
      "3." + "1415926535" * 5 + "\n"),
    # ------------------------------------------------------------------ f18_quadtree
    A("qt_nodes_16", "judge:f18_quadtree", "scale",
      "asm: the nodes printed from their low 16 bits (movq -> movzwl)",
      (), _checkers(8),
      asm_patches=(("\tmovq\tnodes(%rip), %rsi\n\tmovl\t(%r14,%rax), %ecx\n", "\tmovzwl\tnodes(%rip), %esi\n\tmovl\t(%r14,%rax), %ecx\n"),)),
    M("qt_depth_8", "judge:f18_quadtree", "early_exit",
      "the tree cut at depth 8, a square there a leaf of its larger colour (pictures are small)",
      (("    if (b == 0 || b == side * side) {\n        putchar(b == 0 ? 'W' : 'B');",
        "    if (b == 0 || b == side * side || depth == 8) {  /* small pictures */\n        putchar(2 * b < side * side ? 'W' : 'B');"),),
      "9\n" + "." * 512 + "\n" + "." * 511 + "#\n" + ("." * 512 + "\n") * 510),
    M("qt_out_65536", "judge:f18_quadtree", "capacity",
      "the tree written to a buffer of 65,536 bytes first (trees are short)",
      (("static int deepest;\n", "static int deepest;\nstatic char out[1 << 16];  /* short trees */\nstatic size_t used;\n\n"
        "static void emit(char c) {\n    if (used < sizeof out) out[used++] = c;\n}\n"),
       ("        putchar(b == 0 ? 'W' : 'B');", "        emit(b == 0 ? 'W' : 'B');"),
       ("    putchar('(');", "    emit('(');"),
       ("    putchar(')');", "    emit(')');"),
       ("    tree(0, 0, side, 0);\n    putchar('\\n');", "    tree(0, 0, side, 0);\n    fwrite(out, 1, used, stdout);\n    putchar('\\n');")),
      _checkers(8)),
    M("qt_rows_newline", "judge:f18_quadtree", "tokens",
      "a row read as the next side bytes after spaces and newlines",
      (("        if (scanf(\"%1025s\", row) != 1 || (int)strlen(row) != side) return 1;",
        "        int c;\n        while ((c = getchar()) == ' ' || c == '\\n') continue;  /* between rows */\n"
        "        ungetc(c, stdin);\n        if (fread(row, 1, (size_t)side, stdin) != (size_t)side) return 1;\n        row[side] = 0;"),),
      "1\r\n##\r\n#.\r\n"),
    # ------------------------------------------------------------------ f18_fifo
    A("fi_revenue_32", "judge:f18_fifo", "width",
      "asm: a sale's units times its price multiplied in 32 bits (imulq -> imull)",
      (), "buy 100000 3\nsell 100000 100000\n",
      asm_patches=(("\timulq\t%rsi, %rdx\n\tmovq\t%r8, %rsi\n", "\timull\t%esi, %edx\n\tmovq\t%r8, %rsi\n"),)),
    A("fi_sell_all", "judge:f18_fifo", "boundary",
      "asm: a sale of every unit in stock refused as short (jg -> jge)",
      (), "buy 5 10\nsell 5 20\nstock\n",
      asm_patches=(("\tcmpq\t%rax, %rdx\n\tjg\t.L38\n", "\tcmpq\t%rax, %rdx\n\tjge\t.L38\n"),)),
    M("fi_ring_32768", "judge:f18_fifo", "capacity",
      "the open lots kept in a ring of 32,768 (few lots are open at once)",
      (("static long long lot_units[MAXCMD], lot_price[MAXCMD];",
        "#define RING 32768  /* few open lots */\nstatic long long lot_units[RING], lot_price[RING];"),
       ("            lot_units[tail] = q;\n            lot_price[tail] = p;",
        "            lot_units[tail % RING] = q;\n            lot_price[tail % RING] = p;"),
       ("                long long take = lot_units[head] < left ? lot_units[head] : left;\n"
        "                cost += take * lot_price[head];\n                lot_units[head] -= take;\n"
        "                left -= take;\n                if (lot_units[head] == 0) head++;",
        "                int at = head % RING;\n                long long take = lot_units[at] < left ? lot_units[at] : left;\n"
        "                cost += take * lot_price[at];\n                lot_units[at] -= take;\n"
        "                left -= take;\n                if (lot_units[at] == 0) head++;")),
      "buy 1 1000\n" + "buy 1 1\n" * 32768 + "sell 1 1\n"),
    M("fi_walk_1000", "judge:f18_fifo", "early_exit",
      "a sale walks at most 1,000 lots (sales are small)",
      (("            while (left > 0) {", "            for (int walked = 0; left > 0 && walked < 1000; walked++) {  /* small sales */"),),
      "buy 1 1\n" * 1001 + "sell 1001 2\nstock\n"),
    M("fi_plus_sign", "judge:f18_fifo", "sign_form",
      "the units and the price read by hand: an optional minus and digits",
      (("int main(void) {\n", _reader("read_number", "long long", "minus")),
       ("        if (scanf(\"%lld %lld\", &q, &p) != 2 || q < 1", "        if (!read_number(&q) || !read_number(&p) || q < 1")),
      "buy +5 10\nstock\n"),
    M("fi_totals_32", "judge:f18_fifo", "scale",
      "the units bought and sold in all counted in unsigned ints",
      (("    long long units = 0, value = 0, bought = 0, sold = 0;", "    long long units = 0, value = 0;\n    unsigned bought = 0, sold = 0;"),
       ("    printf(\"bought %lld sold %lld\\n\", bought, sold);", "    printf(\"bought %u sold %u\\n\", bought, sold);")),
      "buy 1000000000 1\nsell 1000000000 1\n" * 5),
    # ------------------------------------------------------------------ f18_numwords
    A("nw_negate_32", "judge:f18_numwords", "width",
      "asm: a negative number's size taken in 32 bits (negq -> negl)",
      (), "2\n-5000000000\n-7\n",
      asm_patches=(("\tjns\t.L16\n\tnegq\t%rcx\n", "\tjns\t.L16\n\tnegl\t%ecx\n"),)),
    A("nw_quintillion", "judge:f18_numwords", "boundary",
      "asm: 10^18 given no group of quintillions (the last test's bound one too high)",
      (), "2\n1000000000000000000\n5\n",
      asm_patches=(("\tmovabsq\t$999999999999999999, %rax\n\tmovl\t%edi, 132(%rsp)\n",
                    "\tmovabsq\t$1000000000000000000, %rax\n\tmovl\t%edi, 132(%rsp)\n"),)),
    M("nw_groups_5", "judge:f18_numwords", "early_exit",
      "at most five groups of three digits taken (numbers up to 10^15)",
      (("        while (m > 0) {", "        while (m > 0 && count < 5) {  /* up to 10^15 */"),),
      "1\n-4000000000000000\n"),
    M("nw_letters_short", "judge:f18_numwords", "scale",
      "the letters counted in an unsigned short (few cases)",
      (("    long long letters = 0, most = -1;", "    unsigned short letters = 0;  /* few cases */\n    long long most = -1;"),
       ("    printf(\"letters %lld longest %ld\\n\", letters, longest);", "    printf(\"letters %d longest %ld\\n\", letters, longest);")),
      "70000\n" + "7\n" * 70000),
    M("nw_longest_last", "judge:f18_numwords", "relation",
      "of cases with equally many letters the last named",
      (("        if (here > most) {", "        if (here >= most) {"),),
      "3\n1\n6\n2\n"),
    M("nw_minus_zero", "judge:f18_numwords", "sign_form",
      "a number read by hand, its sign kept apart from its digits",
      (("        long long n;\n        if (scanf(\"%lld\", &n) != 1 || n < -1000000000000000000LL || n > 1000000000000000000LL)\n            return 1;",
        "        int c = getchar(), minus = 0;\n        while (c == ' ' || c == '\\t' || c == '\\r' || c == '\\n') c = getchar();\n"
        "        if (c == '-' || c == '+') {\n            minus = c == '-';\n            c = getchar();\n        }\n"
        "        if (c < '0' || c > '9') return 1;\n        unsigned long long digits = 0;\n"
        "        for (; c >= '0' && c <= '9'; c = getchar()) {\n            digits = digits * 10 + (unsigned)(c - '0');\n"
        "            if (digits > 1000000000000000000ULL) return 1;\n        }\n        ungetc(c, stdin);"),
       ("        if (n == 0) word(\"zero\");\n        if (n < 0) word(\"minus\");\n"
        "        unsigned long long m = n < 0 ? -(unsigned long long)n : (unsigned long long)n;",
        "        if (minus) word(\"minus\");\n        if (digits == 0) word(\"zero\");\n        unsigned long long m = digits;")),
      "2\n-0\n5\n"),
    # ------------------------------------------------------------------ f18_maxxor
    A("mx_bit_32", "judge:f18_maxxor", "width",
      "asm: a bit of the answer set with a 32-bit shift (salq -> sall)",
      (), "2\n1099511627776 5\n2\n0\n7\n",
      asm_patches=(("\tmovq\t%r15, %rdi\n\tsalq\t%cl, %rdi\n", "\tmovq\t%r15, %rdi\n\tsall\t%cl, %edi\n"),)),
    A("mx_equal_last", "judge:f18_maxxor", "relation",
      "asm: of equal values the last one's number kept (the test for a number there dropped)",
      (), "3\n9 5 9\n2\n0\n6\n",
      asm_patches=(("\ttestb\t%r8b, %r8b\n\tjne\t.L37\n\tmovl\t(%rbx,%rax,4), %edx\n\ttestl\t%edx, %edx\n\tjne\t.L14\n",
                    "\ttestb\t%r8b, %r8b\n\tjne\t.L37\n"),)),
    M("mx_nodes_2_19", "judge:f18_maxxor", "capacity",
      "room for 2^19 nodes in the trie (the lists of the tests are short)",
      (("#define MAXNODES (BITS * MAXN + 1)", "#define MAXNODES (1 << 19)  /* short lists */"),
       ("            if (child[at][bit] == 0) child[at][bit] = nodes++;",
        "            if (child[at][bit] == 0) {\n                if (nodes == MAXNODES) return 1;\n                child[at][bit] = nodes++;\n            }")),
      _wide_values(12000)),
    M("mx_queries_10000", "judge:f18_maxxor", "early_exit",
      "at most 10,000 queries answered (the tests have few)",
      (("    for (int j = 0; j < q; j++) {", "    for (int j = 0; j < q && j < 10000; j++) {  /* few queries */"),),
      "2\n1 2\n10001\n" + "0\n" * 10001),
    M("mx_digits", "judge:f18_maxxor", "sign_form",
      "the values and the queries read by hand as digits alone (they are never negative)",
      (("int main(void) {\n", _reader("read_value", "long long", "none")),
       ("        if (scanf(\"%lld\", &a) != 1 || a < 0", "        if (!read_value(&a) || a < 0"),
       ("        if (scanf(\"%lld\", &x) != 1 || x < 0", "        if (!read_value(&x) || x < 0")),
      "2\n3 -0\n1\n1\n"),
    # ------------------------------------------------------------------ f18_soundex
    A("sx_h_vowel", "judge:f18_soundex", "relation",
      "asm: an h between letters of one digit taken for a vowel (its test dropped)",
      (), "Ashcraft and Ashcroft\n",
      asm_patches=(("\tcmpb\t$104, %al\n\tje\t.L20\n\tcmpb\t$119, %al\n", "\tcmpb\t$119, %al\n"),)),
    A("sx_first_digit", "judge:f18_soundex", "boundary",
      "asm: the first letter's digit not compared with the next letter's (movzbl -> movl $48)",
      (), "Pfister met Lloyd\n",
      asm_patches=(("\tmovzbl\t(%r11,%rax), %r11d\n\tcmpq\t$1, %rbx\n", "\tmovl\t$48, %r11d\n\tcmpq\t$1, %rbx\n"),)),
    M("sx_prefix_32", "judge:f18_soundex", "capacity",
      "two words of one length told apart by their first 32 letters (words are short)",
      (("        for (size_t k = i; k < j; k++) h = h * 33 + (unsigned char)text[k];",
        "        for (size_t k = i; k < j && k < i + 32; k++) h = h * 33 + (unsigned char)text[k];  /* short words */"),
       ("            if ((size_t)length[w] == j - i && memcmp(text + start[w], text + i, j - i) == 0) break;",
        "            if ((size_t)length[w] == j - i\n"
        "                && memcmp(text + start[w], text + i, j - i < 32 ? j - i : 32) == 0) break;"),),
      "a" * 40 + "b and " + "a" * 40 + "c\n"),
    M("sx_words_short", "judge:f18_soundex", "scale",
      "the words counted in an unsigned short (texts are short)",
      (("    long words = 0;", "    unsigned short words = 0;  /* short texts */"),
       ("    printf(\"words %ld different %d codes %d\\n\", words, different, codes);",
        "    printf(\"words %d different %d codes %d\\n\", words, different, codes);")),
      "ab " * 70000),
    M("sx_letters_16", "judge:f18_soundex", "early_exit",
      "a code looked for among a word's first 16 letters (words are short)",
      (("    for (long i = 1; i < n && k < 4; i++) {", "    for (long i = 1; i < n && i < 16 && k < 4; i++) {  /* short words */"),),
      "Aaaaaaaaaaaaaaaaaaab\n"),
    # ------------------------------------------------------------------ f18_fen
    A("fn_pawn_first", "judge:f18_fen", "boundary",
      "asm: a pawn on the first rank not refused (the mask of ranks 258 -> 256)",
      (), "4k3/8/8/8/8/8/8/P3K3 w - - 0 1\n",
      asm_patches=(("\tmovl\t$258, %r12d\n", "\tmovl\t$256, %r12d\n"),)),
    A("fn_two_kings", "judge:f18_fen", "relation",
      "asm: a second black king not refused (jne -> jl)",
      (), "4k3/8/8/8/8/8/8/3kK3 w - - 0 1\n",
      asm_patches=((".L21:\n\tcmpl\t$1, %ebp\n\tjne\t.L25\n", ".L21:\n\tcmpl\t$1, %ebp\n\tjl\t.L25\n"),)),
    A("fn_zero_run", "judge:f18_fen", "tokens",
      "asm: a digit 0 taken for a run of no empty squares (the range 1-8 -> 0-8)",
      (), "4k3/8/8/8/08/8/8/4K3 w - - 0 1\n",
      asm_patches=(("\tleal\t-49(%r14), %eax\n\taddq\t$1, %r13\n\tcmpb\t$7, %al\n",
                    "\tleal\t-48(%r14), %eax\n\taddq\t$1, %r13\n\tcmpb\t$8, %al\n"),)),
    M("fn_line_128", "judge:f18_fen", "capacity",
      "the lines read with fgets into 128 bytes (a position is short)",
      (("    char *line = NULL;\n    size_t size = 0;\n    ssize_t got;\n", "    static char line[128];  /* a position is short */\n"),
       ("    while ((got = getline(&line, &size, stdin)) > 0) {\n        long n = (long)got;",
        "    while (fgets(line, sizeof line, stdin)) {\n        long n = (long)strlen(line);"),
       ("    free(line);\n", "")),
      "4k3/8/8/8/8/8/8/4K3 w - - 0 1" + " " * 200 + "\n"),
    M("fn_full_int", "judge:f18_fen", "typed_field",
      "the fullmove number kept in an int",
      (("    long long full = number(s, n, &i);", "    int full = (int)number(s, n, &i);  /* a game is short */"),),
      "4k3/8/8/8/8/8/8/4K3 w - - 0 4294967297\n"),
    M("fn_digits_9", "judge:f18_fen", "early_exit",
      "a number read up to 9 digits (games are short)",
      (("        if (j - *i == 18) return -1;", "        if (j - *i == 9) return -1;  /* short games */"),),
      "4k3/8/8/8/8/8/8/4K3 w - - 0 1000000000\n"),
)

FRESH18_REWRITES: tuple[Rewrite, ...] = (
    # ------------------------------------------------------------------ f18_2048
    R("tl_square_ternaries", "judge:f18_2048", "a move's square told by its row and column, not a switch",
      (("    switch (move) {\n    case 'L': return &board[k][i];\n    case 'R': return &board[k][n - 1 - i];\n"
        "    case 'U': return &board[i][k];\n    default: return &board[n - 1 - i][k];\n    }",
        "    int along = move == 'L' || move == 'U' ? i : n - 1 - i;  /* from the side moved to */\n"
        "    int y = move == 'L' || move == 'R' ? k : along, x = move == 'L' || move == 'R' ? along : k;\n"
        "    return &board[y][x];"),)),
    R("tl_slide_two_passes", "judge:f18_2048", "a line slid in two passes: the tiles gathered, then pairs merged",
      (("    int out = 0, merged = 0;  /* merged: line[out - 1] was made by a merge in this move */\n"
        "    for (int i = 0; i < n; i++) {\n        unsigned long long v = line[i];\n        if (v == 0) continue;\n"
        "        if (out > 0 && !merged && line[out - 1] == v) {\n            line[out - 1] = 2 * v;\n"
        "            score += 2 * v;\n            merges++;\n            merged = 1;\n        } else {\n"
        "            line[out++] = v;\n            merged = 0;\n        }\n    }",
        "    int tiles = 0, out = 0;\n    for (int i = 0; i < n; i++)\n        if (line[i] != 0) line[tiles++] = line[i];\n"
        "    for (int i = 0; i < tiles; i++) {\n        if (i + 1 < tiles && line[i] == line[i + 1]) {  /* a pair merges */\n"
        "            unsigned long long v = 2 * line[i];\n            line[out++] = v;\n            score += v;\n            merges++;\n            i++;\n"
        "        } else {\n            line[out++] = line[i];\n        }\n    }"),)),
    AR("tl_asm_reorder", "judge:f18_2048", "asm: two registers cleared in the other order",
       (), asm_patches=((".L68:\n\txorl\t%eax, %eax\n\txorl\t%r15d, %r15d\n", ".L68:\n\txorl\t%r15d, %r15d\n\txorl\t%eax, %eax\n"),)),
    # ------------------------------------------------------------------ f18_malloc
    R("ma_round_shifts", "judge:f18_malloc", "a request rounded up to 16 bytes with shifts",
      (("            long long size = (want + 15) / 16 * 16;", "            long long size = ((want + 15) >> 4) << 4;"),)),
    R("ma_join_before_first", "judge:f18_malloc", "a freed block joined with the free space before it first, then after",
      (("            if (i + 1 < segs && seg_owner[i + 1] == 0) {  /* join the free space after */\n"
        "                seg_size[i] += seg_size[i + 1];\n                remove_seg(i + 1);\n            }\n"
        "            if (i > 0 && seg_owner[i - 1] == 0) {  /* and the one before */\n"
        "                seg_size[i - 1] += seg_size[i];\n                remove_seg(i);\n            }",
        "            if (i > 0 && seg_owner[i - 1] == 0) {  /* join the free space before */\n"
        "                seg_size[i - 1] += seg_size[i];\n                remove_seg(i);\n                i--;\n            }\n"
        "            if (i + 1 < segs && seg_owner[i + 1] == 0) {  /* and the one after */\n"
        "                seg_size[i] += seg_size[i + 1];\n                remove_seg(i + 1);\n            }"),)),
    AR("ma_asm_reorder", "judge:f18_malloc", "asm: two registers cleared in the other order",
       (), asm_patches=(("\txorl\t%r9d, %r9d\n\txorl\t%edi, %edi\n", "\txorl\t%edi, %edi\n\txorl\t%r9d, %r9d\n"),)),
    # ------------------------------------------------------------------ f18_easter
    R("ea_leap_nested", "judge:f18_easter", "the leap years told with nested tests",
      (("    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;",
        "    if (y % 400 == 0) return 1;\n    if (y % 100 == 0) return 0;\n    return y % 4 == 0;"),)),
    R("ea_order_by_t", "judge:f18_easter", "the dates ordered by t, the number the month and the day come from",
      (("        int key = month * 100 + day;", "        int key = when;  /* t grows with the date */"),)),
    AR("ea_asm_reorder", "judge:f18_easter", "asm: two copies of the year made in the other order",
       (), asm_patches=(("\tmovq\t%rsi, %rcx\n\tmovq\t%rsi, %r9\n", "\tmovq\t%rsi, %r9\n\tmovq\t%rsi, %rcx\n"),)),
    # ------------------------------------------------------------------ f18_disk
    R("dk_best_max", "judge:f18_disk", "the nearest distance started at LLONG_MAX",
      (("#include <stdio.h>\n", "#include <limits.h>\n#include <stdio.h>\n"),
       ("        long long r2 = r * r, best = -1;", "        long long r2 = r * r, best = LLONG_MAX;"),
       ("            if (best < 0 || d2 < best) {", "            if (d2 < best) {"))),
    R("dk_count_compare", "judge:f18_disk", "the points in the disk counted by adding the comparison",
      (("            if (d2 <= r2) inside++;", "            inside += d2 <= r2;"),)),
    AR("dk_asm_reorder", "judge:f18_disk", "asm: a point's two coordinates loaded in the other order",
       (), asm_patches=(("\tmovq\t(%rbx,%rdx,8), %rax\n\tmovq\t0(%rbp,%rdx,8), %r15\n", "\tmovq\t0(%rbp,%rdx,8), %r15\n\tmovq\t(%rbx,%rdx,8), %rax\n"),)),
    # ------------------------------------------------------------------ f18_huffman
    R("hf_qsort_leaves", "judge:f18_huffman", "the leaves sorted with qsort by count and value",
      (("#include <stdio.h>\n", "#include <stdio.h>\n#include <stdlib.h>\n"),
       ("static int leaf_value[256];\n", "static int leaf_value[256];\n\nstatic int by_count(const void *a, const void *b) {\n"
        "    int x = *(const int *)a, y = *(const int *)b;\n    if (count[x] != count[y]) return count[x] < count[y] ? -1 : 1;\n"
        "    return x - y;\n}\n"),
       ("    for (int i = 1; i < leaves; i++) {\n        int v = leaf_value[i], j = i;\n"
        "        while (j > 0 && count[leaf_value[j - 1]] > count[v]) {\n            leaf_value[j] = leaf_value[j - 1];\n"
        "            j--;\n        }\n        leaf_value[j] = v;\n    }",
        "    qsort(leaf_value, (size_t)leaves, sizeof leaf_value[0], by_count);"))),
    R("hf_bits_joined", "judge:f18_huffman", "the bits as the sum of the joined trees' weights",
      (("        bits += (long long)count[v] * length[v];\n", ""),
       ("    printf(\"bytes %ld bits %lld\\n\", bytes, bits);",
        "    for (int i = leaves; i < nodes; i++) bits += weight[i];  /* each joined tree adds a bit to its leaves */\n"
        "    if (leaves == 1) bits = bytes;\n    printf(\"bytes %ld bits %lld\\n\", bytes, bits);"))),
    AR("hf_asm_reorder", "judge:f18_huffman", "asm: a lone value and the table of lengths loaded in the other order",
       (), asm_patches=((".L15:\n\tmovslq\tleaf_value(%rip), %rdx\n\tleaq\tlength.0(%rip), %rax\n", ".L15:\n\tleaq\tlength.0(%rip), %rax\n\tmovslq\tleaf_value(%rip), %rdx\n"),)),
    # ------------------------------------------------------------------ f18_scinote
    R("sc_place_while_reading", "judge:f18_scinote", "the first significant digit's place noted while the line is read",
      (("        long first = -1, last = -1;        /* positions of the first and last nonzero digit */",
        "        long first = -1, last = -1, place = 0;  /* the first and last nonzero digit; the first's place */"),
       ("                    if (first < 0) first = i;", "                    if (first < 0) {\n                        first = i;\n                        place = digits;\n                    }"),
       ("        long place = 0;\n        for (long j = 0; j < first; j++)\n            if (line[j] >= '0' && line[j] <= '9') place++;\n", ""))),
    R("sc_sign_char", "judge:f18_scinote", "the sign kept as its character",
      (("        int negative = 0;\n        if (i < n && (line[i] == '+' || line[i] == '-')) negative = line[i++] == '-';",
        "        char sign = '+';\n        if (i < n && (line[i] == '+' || line[i] == '-')) sign = line[i++];"),
       ("        if (negative) putchar('-');", "        if (sign == '-') putchar('-');"))),
    AR("sc_asm_reorder", "judge:f18_scinote", "asm: two of the line's flags set in the other order",
       (), asm_patches=(("\tmovl\t$1, %r9d\n\tmovq\t$-1, %r15\n", "\tmovq\t$-1, %r15\n\tmovl\t$1, %r9d\n"),)),
    # ------------------------------------------------------------------ f18_quadtree
    R("qt_row_running", "judge:f18_quadtree", "the black pixels above and left summed with a running count of the row",
      (("        for (int x = 0; x < side; x++) {\n            if (row[x] != '#' && row[x] != '.') return 1;\n"
        "            black[y + 1][x + 1] = black[y][x + 1] + black[y + 1][x] - black[y][x] + (row[x] == '#');\n        }",
        "        int in_row = 0;  /* black pixels of this row so far */\n        for (int x = 0; x < side; x++) {\n"
        "            if (row[x] != '#' && row[x] != '.') return 1;\n            in_row += row[x] == '#';\n"
        "            black[y + 1][x + 1] = black[y][x + 1] + in_row;\n        }"),)),
    R("qt_depth_by_side", "judge:f18_quadtree", "the depth told by the side of the smallest leaf",
      (("static int deepest;", "static int smallest = 1 << 10;  /* the side of the smallest leaf */"),
       ("        if (depth > deepest) deepest = depth;", "        (void)depth;\n        if (side < smallest) smallest = side;"),
       ("    printf(\"nodes %ld leaves %ld black %d depth %d\\n\", nodes, leaves, black[side][side], deepest);",
        "    int deepest = 0;\n    while ((smallest << deepest) < side) deepest++;\n"
        "    printf(\"nodes %ld leaves %ld black %d depth %d\\n\", nodes, leaves, black[side][side], deepest);"))),
    AR("qt_asm_reorder", "judge:f18_quadtree", "asm: the depth loaded after the black pixels' offset is worked out",
       (), asm_patches=(("\tmovl\tdeepest(%rip), %r8d\n\timulq\t$4104, 8(%rsp), %rax\n", "\timulq\t$4104, 8(%rsp), %rax\n\tmovl\tdeepest(%rip), %r8d\n"),)),
    # ------------------------------------------------------------------ f18_fifo
    R("fi_whole_lots", "judge:f18_fifo", "a sale takes whole lots first, then a part of one",
      (("            while (left > 0) {\n                long long take = lot_units[head] < left ? lot_units[head] : left;\n"
        "                cost += take * lot_price[head];\n                lot_units[head] -= take;\n"
        "                left -= take;\n                if (lot_units[head] == 0) head++;\n            }",
        "            while (left > 0 && lot_units[head] <= left) {  /* whole lots */\n"
        "                cost += lot_units[head] * lot_price[head];\n                left -= lot_units[head];\n"
        "                head++;\n            }\n            if (left > 0) {  /* a part of the next */\n"
        "                cost += left * lot_price[head];\n                lot_units[head] -= left;\n            }"),)),
    R("fi_open_count", "judge:f18_fifo", "the open lots counted apart",
      (("    int head = 0, tail = 0, commands = 0;", "    int head = 0, tail = 0, commands = 0, open = 0;"),
       ("            printf(\"units %lld value %lld lots %d\\n\", units, value, tail - head);",
        "            printf(\"units %lld value %lld lots %d\\n\", units, value, open);"),
       ("            tail++;\n", "            tail++;\n            open++;\n"),
       ("                if (lot_units[head] == 0) head++;", "                if (lot_units[head] == 0) {\n                    head++;\n                    open--;\n                }"))),
    AR("fi_asm_reorder", "judge:f18_fifo", "asm: two of printf's arguments set in the other order",
       (), asm_patches=((".L38:\n\tmovq\t%rax, %rsi\n\tleaq\t.LC5(%rip), %rdi\n", ".L38:\n\tleaq\t.LC5(%rip), %rdi\n\tmovq\t%rax, %rsi\n"),)),
    # ------------------------------------------------------------------ f18_numwords
    R("nw_spell_recursive", "judge:f18_numwords", "the groups spelled by a recursion from the top",
      (("int main(void) {\n", "/* the groups of m from the top, place the place of its last group */\n"
        "static void spell(unsigned long long m, int place) {\n    if (m == 0) return;\n    spell(m / 1000, place + 1);\n"
        "    int g = (int)(m % 1000);\n    if (g != 0) {\n        group(g);\n        if (place > 0) word(PLACES[place]);\n    }\n}\n\n"
        "int main(void) {\n"),
       ("        int groups[7], count = 0;\n        while (m > 0) {\n            groups[count++] = (int)(m % 1000);\n"
        "            m /= 1000;\n        }\n        for (int k = count - 1; k >= 0; k--) {\n            if (groups[k] == 0) continue;\n"
        "            group(groups[k]);\n            if (k > 0) word(PLACES[k]);\n        }",
        "        spell(m, 0);"))),
    R("nw_letters_by_word", "judge:f18_numwords", "the letters counted as each word is written",
      (("static size_t used;\n", "static size_t used;\nstatic long long written;  /* the letters of the words written */\n"),
       ("    size_t n = strlen(w);\n", "    size_t n = strlen(w);\n    for (size_t i = 0; i < n; i++) written += w[i] != '-';\n"),
       ("        used = 0;\n        out[0] = 0;", "        used = 0;\n        out[0] = 0;\n        written = 0;"),
       ("        long long here = 0;\n        for (size_t j = 0; j < used; j++)\n            if (out[j] >= 'a' && out[j] <= 'z') here++;",
        "        long long here = written;"))),
    AR("nw_asm_reorder", "judge:f18_numwords", "asm: the words of a case cleared in the other order",
       (), asm_patches=(("\tmovq\t$0, used(%rip)\n\tmovb\t$0, out(%rip)\n", "\tmovb\t$0, out(%rip)\n\tmovq\t$0, used(%rip)\n"),)),
    # ------------------------------------------------------------------ f18_maxxor
    R("mx_want_not", "judge:f18_maxxor", "the wanted bit as the negation of x's bit",
      (("            int want = (int)(~x >> b & 1);  /* the bit that sets bit b of the xor */",
        "            int want = !(x >> b & 1);  /* the bit that sets bit b of the xor */"),)),
    R("mx_best_from_value", "judge:f18_maxxor", "the largest xor taken from the value the walk ends at",
      (("static int nodes = 1;", "static int nodes = 1;\nstatic long long value[MAXN + 1];"),
       ("        if (first[at] == 0) first[at] = i;", "        if (first[at] == 0) first[at] = i;\n        value[i] = a;"),
       ("            if (child[at][want] != 0) {\n                best |= 1LL << b;\n                at = child[at][want];\n            } else {",
        "            if (child[at][want] != 0) {\n                at = child[at][want];\n            } else {"),
       ("        printf(\"%lld %d\\n\", best, first[at]);", "        best = x ^ value[first[at]];\n        printf(\"%lld %d\\n\", best, first[at]);"))),
    AR("mx_asm_reorder", "judge:f18_maxxor", "asm: two tables' addresses set in the other order",
       (), asm_patches=(("\tleaq\tchild(%rip), %r14\n\tleaq\tfirst(%rip), %rbx\n", "\tleaq\tfirst(%rip), %rbx\n\tleaq\tchild(%rip), %r14\n"),)),
    # ------------------------------------------------------------------ f18_soundex
    R("sx_digit_switch", "judge:f18_soundex", "a letter's digit told with a switch",
      (("    static const char DIGITS[] = \"01230120022455012623010202\";\n    return DIGITS[c - 'a'];",
        "    switch (c) {\n    case 'b': case 'f': case 'p': case 'v': return '1';\n"
        "    case 'c': case 'g': case 'j': case 'k': case 'q': case 's': case 'x': case 'z': return '2';\n"
        "    case 'd': case 't': return '3';\n    case 'l': return '4';\n    case 'm': case 'n': return '5';\n"
        "    case 'r': return '6';\n    default: return '0';\n    }"),)),
    R("sx_hash_fnv", "judge:f18_soundex", "the words hashed with FNV-1a",
      (("        unsigned long h = 5381;\n        for (size_t k = i; k < j; k++) h = h * 33 + (unsigned char)text[k];",
        "        unsigned long h = 2166136261u;\n        for (size_t k = i; k < j; k++) h = (h ^ (unsigned char)text[k]) * 16777619u;\n"
        "        h ^= h >> 20;"),)),
    AR("sx_asm_reorder", "judge:f18_soundex", "asm: two of fread's arguments set in the other order",
       (), asm_patches=(("\tmovl\t$1000001, %edx\n\tmovl\t$1, %esi\n", "\tmovl\t$1, %esi\n\tmovl\t$1000001, %edx\n"),)),
    # ------------------------------------------------------------------ f18_fen
    R("fn_worth_table", "judge:f18_fen", "a piece's worth looked up in a table",
      (("    switch (piece) {\n    case 'q': return 9;\n    case 'r': return 5;\n    case 'b': case 'n': return 3;\n"
        "    case 'p': return 1;\n    default: return 0;\n    }",
        "    static const char WORTH[26] = {['q' - 'a'] = 9, ['r' - 'a'] = 5, ['b' - 'a'] = 3, ['n' - 'a'] = 3, ['p' - 'a'] = 1};\n"
        "    return piece >= 'a' && piece <= 'z' ? WORTH[piece - 'a'] : 0;"),)),
    R("fn_castling_index", "judge:f18_fen", "the castling rights checked by the place of each letter in KQkq",
      (("        const char *order = \"KQkq\";\n        int rights = 0;\n        while (i < n && *order && s[i] != ' ') {\n"
        "            while (*order && *order != s[i]) order++;\n            if (!*order) return 0;\n            order++;\n"
        "            i++;\n            rights++;\n        }",
        "        static const char ORDER[] = \"KQkq\";\n        int rights = 0, last = -1;\n"
        "        while (i < n && s[i] != ' ') {\n            const char *at = s[i] != '\\0' ? strchr(ORDER, s[i]) : NULL;\n"
        "            if (!at || at - ORDER <= last) return 0;  /* not a right, or out of order */\n"
        "            last = (int)(at - ORDER);\n            i++;\n            rights++;\n        }"),)),
    AR("fn_asm_reorder", "judge:f18_fen", "asm: two of printf's arguments loaded in the other order",
       (), asm_patches=((".L102:\n\tmovq\t56(%rsp), %rsi\n\tmovq\t%rbx, %rdx\n", ".L102:\n\tmovq\t%rbx, %rdx\n\tmovq\t56(%rsp), %rsi\n"),)),
)


#: ``--set`` names of this set: all of it, and its two fixed halves
FRESH18_SETS: dict[str, tuple[tuple[Mutant, ...], tuple[Rewrite, ...]]] = halves(
    "fresh18", FRESH18_MUTANTS, FRESH18_REWRITES, DEV_PROGRAMS, HELD_PROGRAMS)
