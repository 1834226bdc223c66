"""A fifth fresh set of candidates for ``benchmarks/verification.py`` (issue 32), written as a
measuring stick nobody tuned the verifier to, apart from ``fresh.py`` to ``fresh4.py``.

Twelve judge-style programs of kinds no other set has (``programs/f5_*.c``, each stating its
input constraints in its opening comment): a grid walked in a spiral, an LRU cache driven by
commands, bowling scores over several games, pair sums of a counted list by queries, URL
decoding of any bytes, version strings compared line by line, a minesweeper grid, a key-value
store with nested transactions, polygon areas over several test cases, prefix counts of a
counted list of words by queries, sentence statistics of free text and Luhn checks of card
numbers line by line.  Each has a few public samples and hidden tests from a small generator in
the style of the samples (random values of the sizes and alphabets the samples show, as judges
write them), kept here so that this set stays apart from the others.

Wrong candidates are of the kinds issue 32 lists (``KINDS``, the same as ``fresh.KINDS``); an
``AsmMutant`` is an *assembly edit*: the reference compiled with ``gcc -O3 -S`` (Debian gcc
12.2) and one thing changed, as an asm-writing model would (a width, a condition code, a
dropped instruction, a wrong immediate).  Honest candidates are the benchmark's
recompilations, hand-written C rewrites and correct assembly edits (``AsmRewrite``: two
independent instructions swapped).

The set is split by program into two fixed halves (``DEV_PROGRAMS``, ``HELD_PROGRAMS``), each
with programs of every input style (a grid, commands, several test cases, a counted list with
queries, free text, lines until the end of the input) and an early-exit candidate:
``--set fresh5-dev`` to develop on, ``--set fresh5-held`` to measure once.

Witnesses are built here in Python; the large ones (2^16 records, a count past 2^31, a row
past 1,024 bytes) stay under 350 KB.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from fresh import KINDS, AsmMutant, AsmRewrite
from mutants import Mutant, Rewrite, halves

__all__ = ["KINDS", "AsmMutant", "AsmRewrite", "DEV_PROGRAMS", "HELD_PROGRAMS", "PUBLIC",
           "GENERATORS", "hidden_inputs", "FRESH5_MUTANTS", "FRESH5_REWRITES", "FRESH5_SETS"]

#: a grid, commands, several test cases, a counted list with queries, free text, lines
DEV_PROGRAMS: tuple[str, ...] = (
    "f5_spiral", "f5_lru", "f5_bowling", "f5_pair_sums", "f5_url_decode", "f5_versions")
#: a grid, commands, several test cases, a counted list with queries, free text, lines
HELD_PROGRAMS: tuple[str, ...] = (
    "f5_mines", "f5_kv_txn", "f5_polygon", "f5_prefixes", "f5_sentences", "f5_luhn")

# ---------------------------------------------------------------------------- public tests
#: the largest side of the public spiral grids (and of its generator's)
SPIRAL_PUBLIC_SIDE = 9
#: the largest |value| of the public pair-sum tests (and of its generator's)
PAIR_PUBLIC_MAX = 1000000
#: the most numbers of a public version (and of its generator's)
VERSION_PUBLIC_PARTS = 4
#: the most words of the public prefix tests (and of its generator's)
PREFIX_PUBLIC_WORDS = 12

_PERFECT = " ".join(["10"] * 12)

PUBLIC: dict[str, list[str]] = {
    "f5_spiral": [
        "3 3\n1 2 3\n4 5 6\n7 8 9\n",
        "1 4\n-5 0 5 10\n",
        "4 2\n1 2\n3 4\n5 6\n7 8\n",
        f"{SPIRAL_PUBLIC_SIDE} {SPIRAL_PUBLIC_SIDE}\n" + "".join(
            " ".join(str((y * SPIRAL_PUBLIC_SIDE + x) * 37 % 201 - 100)
                     for x in range(SPIRAL_PUBLIC_SIDE)) + "\n"
            for y in range(SPIRAL_PUBLIC_SIDE)),
    ],
    "f5_lru": [
        "2\nput a 1\nput b 2\nget a\nput c 3\nget b\nget c\n",
        "1\nget x\nput x 5\nput x 7\nget x\n",
        "3\nput k1 100\nput k2 -200\nput k3 300\nget k1\nput k4 400\nget k2\nget k3\nget k4\n",
        "2\nput apple 999999\nput pear -1\nput plum 0\nget apple\nget pear\n",
    ],
    "f5_bowling": [
        f"1\n{_PERFECT}\n",
        "2\n1 4 4 5 6 4 5 5 10 0 1 7 3 6 4 10 2 8 6\n"
        "9 0 9 0 9 0 9 0 9 0 9 0 9 0 9 0 9 0 9 0\n",
        "1\n0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n",
        "3\n5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5\n"
        "10 10 10 10 10 10 10 10 10 10 9 1\n3 4 10 2 8 0 0 1 1 10 10 10 7 3 10 5 3\n",
    ],
    "f5_pair_sums": [
        "5\n1 2 3 4 5\n3\n5\n9\n100\n",
        "4\n-3 7 10 -10\n2\n0\n4\n",
        f"6\n{PAIR_PUBLIC_MAX} {-PAIR_PUBLIC_MAX} 17 -17 250000 -999999\n3\n0\n1\n-749999\n",
        "2\n5 6\n1\n11\n",
    ],
    "f5_url_decode": [
        "hello+world%21\n",
        "name=J%C3%BCrgen&city=K%C3%B6ln\n",
        "100%25 sure+%3D+yes\n50% off\n",
        "path%2Fto%2Ffile.txt?q=a+b\n",
    ],
    "f5_versions": [
        "1.2.3 1.2.4\n2.0 1.9.9\n",
        "1.10 1.9\n3.4 3.4\n",
        "0.1 0.0.9\n7 7.1\n12.1.5.2 12.1.5.1\n",
        "4.2 4.2\n",
    ],
    "f5_mines": [
        "3 3\n*..\n...\n..*\n",
        "1 5\n.*.*.\n",
        "4 4\n****\n*..*\n*..*\n****\n",
        "2 6\n......\n.*..*.\n",
    ],
    "f5_kv_txn": [
        "set a 10\nget a\nbegin\nset a 20\nget a\nrollback\nget a\n",
        "rollback\ncommit\nget z\n",
        "set x 5\nset y 5\ncount 5\nbegin\nunset x\ncount 5\nbegin\nset z 5\ncommit\ncount 5\n",
        "begin\nset k -999\nbegin\nset k 1000\nrollback\nget k\nunset k\nget k\n",
    ],
    "f5_polygon": [
        "1\n4\n0 0\n4 0\n4 3\n0 3\n",
        "2\n3\n0 0\n0 5\n5 0\n3\n1 1\n2 2\n3 3\n",
        "1\n5\n-100 -100\n100 -100\n150 50\n0 150\n-150 50\n",
        "1\n3\n-7 2\n9 -4\n3 8\n",
    ],
    "f5_prefixes": [
        "5\napple app apply banana band\n3\napp\nban\nc\n",
        "3\nzz zz z\n2\nz\nzz\n",
        "4\nhello help helm hero\n4\nhe\nhel\nhelp\nhelps\n",
        "1\na\n1\na\n",
    ],
    "f5_sentences": [
        "Hello world. This is a test!\n",
        "It costs 3.14 dollars... Really?! Yes, 1,000 times\n",
        "one two three\n",
        "Don't stop. Won't stop? Can't stop!\n\nNew paragraph here.\n",
    ],
    "f5_luhn": [
        "4539 1488 0343 6467\n1234-5678-9012-3456\n",
        "79927398713\n",
        "00\n18\n59\n",
        "4111-1111-1111-1111\n5500 0000 0000 0004\n3782 822463 10005\n",
    ],
}

# ---------------------------------------------------------------------------- hidden tests
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_WORDS = ("the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "hello", "world",
          "it", "costs", "dollars", "really", "yes", "times", "don't", "stop", "new", "here",
          "paragraph", "test", "this", "is", "a", "one", "two", "three", "can't", "won't")


def _spiral(rng: random.Random) -> str:
    r, c = rng.randint(1, SPIRAL_PUBLIC_SIDE), rng.randint(1, SPIRAL_PUBLIC_SIDE)
    rows = [" ".join(str(rng.randint(-1000, 1000)) for _ in range(c)) for _ in range(r)]
    return f"{r} {c}\n" + "".join(row + "\n" for row in rows)


def _key(rng: random.Random) -> str:
    return "".join(rng.choice(_LETTERS + "0123456789") for _ in range(rng.randint(1, 6)))


def _lru(rng: random.Random) -> str:
    """Puts of new keys (a judge's generator draws them fresh) and gets of held or evicted
    ones, now and then of a key never put."""
    n = rng.randint(1, 4)
    lines, keys = [], []
    for _ in range(rng.randint(1, 15)):
        if keys and rng.random() < 0.5:
            key = rng.choice(keys) if rng.random() < 0.85 else _key(rng)
            lines.append(f"get {key}")
        else:
            key = _key(rng)
            if key in keys:
                continue
            keys.append(key)
            lines.append(f"put {key} {rng.randint(-10**6, 10**6)}")
    return f"{n}\n" + "".join(line + "\n" for line in lines)


def _game(rng: random.Random) -> list[int]:
    rolls: list[int] = []
    for frame in range(1, 11):
        first = 10 if rng.random() < 0.25 else rng.randint(0, 9)
        rolls.append(first)
        if first == 10 and frame < 10:
            continue
        second = rng.randint(0, 10) if first == 10 else rng.randint(0, 10 - first)
        rolls.append(second)
        if frame == 10 and first + second >= 10:
            standing = 10 if (first == 10 and second == 10) or first + second == 10 else 10 - second
            rolls.append(rng.randint(0, standing))
    return rolls


def _bowling(rng: random.Random) -> str:
    games = [_game(rng) for _ in range(rng.randint(1, 5))]
    return f"{len(games)}\n" + "".join(" ".join(map(str, g)) + "\n" for g in games)


def _pair_sums(rng: random.Random) -> str:
    n = rng.randint(1, 12)
    values = rng.sample(range(-PAIR_PUBLIC_MAX, PAIR_PUBLIC_MAX + 1), n)
    targets = []
    for _ in range(rng.randint(1, 5)):
        if n > 1 and rng.random() < 0.6:
            i, j = rng.sample(range(n), 2)
            targets.append(values[i] + values[j])
        else:
            targets.append(rng.randint(-2 * PAIR_PUBLIC_MAX, 2 * PAIR_PUBLIC_MAX))
    return (f"{n}\n{' '.join(map(str, values))}\n{len(targets)}\n"
            + "".join(f"{t}\n" for t in targets))


def _url_decode(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 3)):
        parts = []
        for _ in range(rng.randint(1, 6)):
            roll = rng.random()
            if roll < 0.5:
                parts.append(rng.choice(_WORDS))
            elif roll < 0.8:
                parts.append(f"%{rng.randint(0x20, 0x7e):02X}")
            else:
                parts.append(rng.choice(["+", "=", "&", "?", "/", ".", "-"]))
        lines.append("".join(parts))
    return "".join(line + "\n" for line in lines)


def _version(rng: random.Random) -> str:
    return ".".join(str(rng.randint(0, 20)) for _ in range(rng.randint(1, VERSION_PUBLIC_PARTS)))


def _versions(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 6)):
        a = _version(rng)
        b = a if rng.random() < 0.2 else _version(rng)
        lines.append(f"{a} {b}")
    return "".join(line + "\n" for line in lines)


def _mines(rng: random.Random) -> str:
    r, c = rng.randint(1, 10), rng.randint(1, 10)
    density = rng.choice([0.1, 0.2, 0.35])
    rows = ["".join("*" if rng.random() < density else "." for _ in range(c)) for _ in range(r)]
    return f"{r} {c}\n" + "".join(row + "\n" for row in rows)


def _kv_txn(rng: random.Random) -> str:
    keys = ["".join(rng.choice(_LETTERS) for _ in range(rng.randint(1, 5))) for _ in range(4)]
    values = [rng.randint(-1000, 1000) for _ in range(3)]
    lines = []
    for _ in range(rng.randint(1, 15)):
        command = rng.choice(["set", "set", "set", "get", "get", "unset", "count", "begin",
                              "rollback", "commit"])
        if command == "set":
            lines.append(f"set {rng.choice(keys)} {rng.choice(values)}")
        elif command in ("get", "unset"):
            lines.append(f"{command} {rng.choice(keys)}")
        elif command == "count":
            lines.append(f"count {rng.choice(values)}")
        else:
            lines.append(command)
    return "".join(line + "\n" for line in lines)


def _polygon(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 3)):
        n = rng.randint(3, 8)
        points = [(rng.randint(-200, 200), rng.randint(-200, 200)) for _ in range(n)]
        cases.append(f"{n}\n" + "".join(f"{x} {y}\n" for x, y in points))
    return f"{len(cases)}\n" + "".join(cases)


def _prefixes(rng: random.Random) -> str:
    stems = ["".join(rng.choice("abc") for _ in range(rng.randint(1, 3))) for _ in range(3)]
    words = [rng.choice(stems) + "".join(rng.choice(_LETTERS) for _ in range(rng.randint(0, 4)))
             for _ in range(rng.randint(1, PREFIX_PUBLIC_WORDS))]
    queries = [rng.choice(stems)[:rng.randint(1, 3)] if rng.random() < 0.7 else rng.choice(words)
               for _ in range(rng.randint(1, 5))]
    return (f"{len(words)}\n{' '.join(words)}\n{len(queries)}\n"
            + "".join(q + "\n" for q in queries))


def _sentences(rng: random.Random) -> str:
    text = ""
    for _ in range(rng.randint(1, 6)):
        words = []
        for _ in range(rng.randint(1, 8)):
            roll = rng.random()
            if roll < 0.8:
                words.append(rng.choice(_WORDS))
            elif roll < 0.9:
                words.append(f"{rng.randint(0, 99)}.{rng.randint(0, 99)}")
            else:
                words.append(f"{rng.randint(1, 9)},{rng.randint(0, 999):03d}")
        sentence = " ".join(words)
        text += sentence[0].upper() + sentence[1:] + rng.choice([".", ".", "!", "?", "...", "?!"])
        text += rng.choice([" ", " ", "\n"])
    return text + ("" if text.endswith("\n") else "\n")


def _card(rng: random.Random) -> str:
    digits = [rng.randint(0, 9) for _ in range(rng.choice([11, 13, 15, 16, 16, 19]))]
    if rng.random() < 0.5:  # make it valid: fix the check digit
        total = 0
        for i, d in enumerate(reversed(digits[:-1])):
            total += (2 * d - 9 if 2 * d > 9 else 2 * d) if i % 2 == 0 else d
        digits[-1] = (10 - total % 10) % 10
    text = "".join(map(str, digits))
    if rng.random() < 0.6:
        sep = rng.choice(" -")
        text = sep.join(text[i:i + 4] for i in range(0, len(text), 4))
    return text


def _luhn(rng: random.Random) -> str:
    return "".join(_card(rng) + "\n" for _ in range(rng.randint(1, 5)))


GENERATORS: dict[str, Callable[[random.Random], str]] = {
    "f5_spiral": _spiral, "f5_lru": _lru, "f5_bowling": _bowling, "f5_pair_sums": _pair_sums,
    "f5_url_decode": _url_decode, "f5_versions": _versions, "f5_mines": _mines,
    "f5_kv_txn": _kv_txn, "f5_polygon": _polygon, "f5_prefixes": _prefixes,
    "f5_sentences": _sentences, "f5_luhn": _luhn,
}


def hidden_inputs(name: str, count: int = 6, seed: int = 0) -> list[str]:
    """``count`` hidden inputs for program ``name``, deterministic for a seed."""
    rng = random.Random(f"fresh5:{name}:{seed}")
    return [GENERATORS[name](rng) for _ in range(count)]


# ---------------------------------------------------------------------------- witnesses
def _perfect_games(count: int) -> str:
    return f"{count}\n" + "".join(_PERFECT + "\n" for _ in range(count))


def _zeros(n: int, queries: str) -> str:
    return f"{n}\n" + "0 " * n + "\n" + queries


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


_UD_CHUNK_MAIN = """int main(void) {
    static char buffer[4096];  /* read in blocks: far faster than getchar */
    long bytes = 0, escapes = 0;
    size_t n;
    while ((n = fread(buffer, 1, sizeof buffer, stdin)) > 0) {
        for (size_t i = 0; i < n; i++) {
            int c = (unsigned char)buffer[i];
            if (c == '+') {
                c = ' ';
            } else if (c == '%' && i + 2 < n && hex_value((unsigned char)buffer[i + 1]) >= 0 &&
                       hex_value((unsigned char)buffer[i + 2]) >= 0) {
                c = hex_value((unsigned char)buffer[i + 1]) * 16 + hex_value((unsigned char)buffer[i + 2]);
                i += 2;
                escapes++;
            }
            putchar(c);
            bytes++;
        }
    }
    printf("\\nbytes %ld escapes %ld\\n", bytes, escapes);
    return 0;
}
"""

FRESH5_MUTANTS: tuple[Mutant, ...] = (
    # ------------------------------------------------------------------ f5_spiral
    M("sp_rows_256", "judge:f5_spiral", "capacity",
      "the grid in a static array of rows of 256 values (the grids of the tests are small)",
      (("    long long *g = malloc(sizeof *g * (size_t)r * (size_t)c);\n    if (!g) return 1;",
        "    static long long cells[1000 * 256];  /* rows are short */\n"
        "    if (c > 256) return 1;\n    long long *g = cells;"),
       ("    free(g);\n", "")),
      "1 300\n" + "1 " * 300 + "\n"),
    M("sp_plus_sign", "judge:f5_spiral", "sign_form",
      "the values parsed by hand, a minus sign only",
      (("int main(void) {\n", _read_signed("read_value", "long long") + "int main(void) {\n"),
       ('        if (scanf("%lld", &g[i]) != 1 ||', "        if (!read_value(&g[i]) ||")),
      "1 2\n+5 -0\n"),
    M("sp_rings_5", "judge:f5_spiral", "early_exit",
      f"the walk stopped after {(SPIRAL_PUBLIC_SIDE + 1) // 2} rings (no grid of the tests has more)",
      (("    while (top <= bottom && left <= right) {",
        f"    while (top <= bottom && left <= right && rings < {(SPIRAL_PUBLIC_SIDE + 1) // 2}) {{"),),
      "11 11\n" + "".join("0 " * 11 + "\n" for _ in range(11))),
    M("sp_values_int", "judge:f5_spiral", "typed_field",
      "the values read as ints (the values of the tests are small)",
      (("    for (int i = 0; i < r * c; i++) {\n"
        "        if (scanf(\"%lld\", &g[i]) != 1 ||",
        "    for (int i = 0; i < r * c; i++) {\n        int v;  /* the values are small */\n"
        "        if (scanf(\"%d\", &v) != 1 || !((g[i] = v), 1) ||"),),
      "1 1\n3000000000\n"),
    A("sp_sum_printed_32", "judge:f5_spiral", "width",
      "asm: the sum printed from its low 32 bits, sign-extended (movq -> movslq)",
      (), "1 2\n5000000000 1\n",
      asm_patches=(("\tmovq\t8(%rsp), %rsi\n\tleaq\t.LC3(%rip), %rdi\n",
                    "\tmovslq\t8(%rsp), %rsi\n\tleaq\t.LC3(%rip), %rdi\n"),)),
    A("sp_bound_1e9", "judge:f5_spiral", "boundary",
      "asm: the values' bound taken as 10^9 instead of 10^12 (a wrong immediate)",
      (), "1 2\n5000000000 1\n",
      asm_patches=(("\tmovabsq\t$2000000000000, %r14\n", "\tmovabsq\t$1001000000000, %r14\n"),)),
    # ------------------------------------------------------------------ f5_lru
    M("lr_bucket_first", "judge:f5_lru", "relation",
      "a bucket's first key taken without comparing it (131,072 buckets: keys never share one)",
      (("        if (strcmp(nodes[i].key, key) == 0) return i;",
        "        return i;  /* one key per bucket */"),),
      "2\nput c0 1\nget ar\n"),
    M("lr_put_keeps_place", "judge:f5_lru", "relation",
      "a put of a held key changes its value but not its place in the recency list",
      (("                nodes[i].value = v;\n                unlink_node(i);\n"
        "                push_newest(i);\n                continue;",
        "                nodes[i].value = v;  /* only the value changes */\n                continue;"),),
      "2\nput a 1\nput b 2\nput a 3\nput c 4\nget a\nget b\n"),
    M("lr_int_values", "judge:f5_lru", "typed_field",
      "the values kept as ints (the values of the tests are small)",
      (("    long long value;\n    int prev", "    int value;  /* the values are small */\n    int prev"),
       ('            printf("%lld\\n", nodes[i].value);', '            printf("%d\\n", nodes[i].value);'),
       ("                nodes[i].value = v;\n                unlink_node(i);",
        "                nodes[i].value = (int)v;\n                unlink_node(i);"),
       ("            strcpy(nodes[i].key, key);\n            nodes[i].value = v;",
        "            strcpy(nodes[i].key, key);\n            nodes[i].value = (int)v;")),
      "1\nput k 5000000000\nget k\n"),
    M("lr_pool_4096", "judge:f5_lru", "capacity",
      "the nodes in a static pool of 4,096 (the capacities of the tests are small)",
      (("    nodes = malloc(sizeof *nodes * ((size_t)n + 1));\n    if (!nodes) return 1;",
        "    static struct node pool[4096];  /* no cache of the tests holds more */\n"
        "    if (n > 4096) n = 4096;\n    nodes = pool;"),
       ("    free(nodes);\n", "")),
      "5000\n" + "".join(f"put k{i} {i}\n" for i in range(4097)) + "get k0\n"),
    A("lr_value_printed_32", "judge:f5_lru", "width",
      "asm: a value printed from its low 32 bits, sign-extended (movq -> movslq)",
      (), "1\nput k 5000000000\nget k\n",
      asm_patches=(("\tmovq\t24(%rax,%rbx), %rsi\n", "\tmovslq\t24(%rax,%rbx), %rsi\n"),)),
    # ------------------------------------------------------------------ f5_bowling
    M("bw_plus_sign", "judge:f5_bowling", "sign_form",
      "the rolls parsed by hand, a minus sign only",
      (("static int roll(void) {\n    int pins;\n    if (scanf(\"%d\", &pins) != 1 ||",
        _read_signed("read_pins", "int")
        + "static int roll(void) {\n    int pins;\n    if (!read_pins(&pins) ||"),),
      "1\n+10 10 10 10 10 10 10 10 10 10 10 10\n"),
    M("bw_game_per_line", "judge:f5_bowling", "tokens",
      "each game read as one line (every game of the tests is on a line of its own)",
      (("#include <stdio.h>\n", "#include <stdio.h>\n#include <string.h>\n\n"
        "static char line[128];\nstatic char *at;  /* the rest of the game's line */\n"),
       ("    int pins;\n    if (scanf(\"%d\", &pins) != 1 || pins < 0 || pins > 10) return -1;\n"
        "    return pins;",
        "    int pins, used;\n    while (!at) {\n        if (!fgets(line, sizeof line, stdin)) return -1;\n"
        "        at = line;\n        if (strspn(line, \" \\t\\r\\n\") == strlen(line)) at = NULL;\n    }\n"
        "    if (sscanf(at, \"%d%n\", &pins, &used) != 1 || pins < 0 || pins > 10) return -1;\n"
        "    at += used;\n    return pins;"),
       ("        int rolls[21], count = 0;\n", "        int rolls[21], count = 0;\n        at = NULL;\n")),
      "1\n10 10 10 10 10 10\n10 10 10 10 10 10\n"),
    A("bw_best_later", "judge:f5_bowling", "relation",
      "asm: of equal best scores the later game kept (jge -> jg)",
      (), "2\n1 4 4 5 6 4 5 5 10 0 1 7 3 6 4 10 2 8 6\n1 4 4 5 6 4 5 5 10 0 1 7 3 6 4 10 2 8 6\n",
      asm_patches=(("\tcmpl\t%ebx, 12(%rsp)\n\tjge\t.L47\n", "\tcmpl\t%ebx, 12(%rsp)\n\tjg\t.L47\n"),)),
    A("bw_total_16", "judge:f5_bowling", "scale",
      "asm: the total printed from its low 16 bits (movq -> movzwl): 220 perfect games",
      (), _perfect_games(220),
      asm_patches=(("\tmovq\t16(%rsp), %rsi\n\tleaq\t.LC3(%rip), %rdi\n",
                    "\tmovzwl\t16(%rsp), %esi\n\tleaq\t.LC3(%rip), %rdi\n"),)),
    # ------------------------------------------------------------------ f5_pair_sums
    M("ps_no_equal_run", "judge:f5_pair_sums", "relation",
      "the case of a pair of equal values dropped (the values of the tests are distinct)",
      (("            } else if (a[lo] == a[hi]) {  /* every pair of the run between them */\n"
        "                long long k = hi - lo + 1;\n                pairs += k * (k - 1) / 2;\n"
        "                break;\n            } else {",
        "            } else {"),),
      "3\n5 5 5\n1\n10\n"),
    M("ps_far_target", "judge:f5_pair_sums", "early_exit",
      f"a target past 2 * {PAIR_PUBLIC_MAX} answered 0 at once (no pair of the tests sums past it)",
      (("        long long pairs = 0;\n",
        "        long long pairs = 0;\n"
        f"        if (t > {2 * PAIR_PUBLIC_MAX}LL || t < -{2 * PAIR_PUBLIC_MAX}LL) {{  /* out of reach */\n"
        "            puts(\"0\");\n            continue;\n        }\n"),),
      "2\n1000000000 1\n1\n1000000001\n"),
    M("ps_static_65536", "judge:f5_pair_sums", "capacity",
      "the values in a static array of 65,536 (the lists of the tests are short)",
      (("    long long *a = malloc(sizeof *a * (size_t)n);\n    if (!a) return 1;",
        "    static long long values[65536];  /* the lists are short */\n"
        "    if (n > 65536) return 1;\n    long long *a = values;"),
       ("    free(a);\n", "")),
      _zeros(70000, "1\n1\n")),
    M("ps_double_sums", "judge:f5_pair_sums", "mixed_extremes",
      "sums compared as doubles, so that they cannot overflow",
      (("            long long s = a[lo] + a[hi];\n            if (s < t) {\n                lo++;\n"
        "            } else if (s > t) {",
        "            double s = (double)a[lo] + (double)a[hi];  /* no overflow */\n"
        "            if (s < (double)t) {\n                lo++;\n            } else if (s > (double)t) {"),),
      "2\n1000000000000000000 -999999999999999999\n1\n1\n"),
    A("ps_sum_compared_32", "judge:f5_pair_sums", "width",
      "asm: a pair's sum compared with the target in 32 bits (cmpq -> cmpl)",
      (), "2\n4294967296 1\n1\n1\n",
      asm_patches=(("\tleaq\t(%rcx,%r9), %rax\n\tcmpq\t%rax, %rbx\n",
                    "\tleaq\t(%rcx,%r9), %rax\n\tcmpl\t%eax, %ebx\n"),)),
    A("ps_pairs_printed_32", "judge:f5_pair_sums", "scale",
      "asm: the number of pairs printed from its low 32 bits (movq -> movslq): 70,000 zeros",
      (), _zeros(70000, "1\n0\n"),
      asm_patches=(("\tmovq\t%r10, %rsi\n\tleaq\t.LC2(%rip), %rdi\n",
                    "\tmovslq\t%r10d, %rsi\n\tleaq\t.LC2(%rip), %rdi\n"),)),
    # ------------------------------------------------------------------ f5_url_decode
    M("ud_upper_hex", "judge:f5_url_decode", "typed_field",
      "hexadecimal digits of escapes taken in upper case only (as browsers write them)",
      (("    if (c >= 'a' && c <= 'f') return c - 'a' + 10;\n", ""),),
      "a%2fb+c\n"),
    M("ud_blocks_4096", "judge:f5_url_decode", "capacity",
      "the input decoded in blocks of 4,096 bytes, an escape never split between two",
      (), "a" * 4094 + "%41\n", main=_UD_CHUNK_MAIN),
    M("ud_percent_copied", "judge:f5_url_decode", "tokens",
      "a '%' not followed by a hexadecimal digit copied with the byte after it",
      (("            } else if (x != EOF) {\n                ungetc(x, stdin);\n            }",
        "            } else if (x != EOF) {\n                putchar('%');\n                bytes++;\n"
        "                c = x;  /* copied as it is */\n            }"),),
      "100%%41\n"),
    A("ud_bytes_16", "judge:f5_url_decode", "scale",
      "asm: the number of bytes printed from its low 16 bits (movq -> movzwl): 70,000 bytes",
      (), "a" * 70000,
      asm_patches=(("\tmovq\t%r12, %rdx\n\tmovq\t%rbp, %rsi\n", "\tmovq\t%r12, %rdx\n\tmovzwl\t%bp, %esi\n"),)),
    # ------------------------------------------------------------------ f5_versions
    M("vc_longer_newer", "judge:f5_versions", "relation",
      "of two versions equal as far as both go the longer taken as the newer",
      (("    for (int i = 0; i < na || i < nb; i++) {\n"
        "        long long x = i < na ? a[i] : 0, y = i < nb ? b[i] : 0;\n"
        "        if (x != y) return x < y ? -1 : 1;\n    }\n    return 0;",
        "    for (int i = 0; i < na && i < nb; i++)\n"
        "        if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;\n    return (na > nb) - (na < nb);"),),
      "1.0 1\n"),
    M("vc_unsigned_parts", "judge:f5_versions", "typed_field",
      "the numbers parsed into 32 bits (version numbers are small)",
      (("        long long v = 0;\n        int digits = 0;", "        unsigned v = 0;  /* version numbers are small */\n        int digits = 0;"),),
      "4294967297.1 1.2\n"),
    M("vc_first_four", "judge:f5_versions", "early_exit",
      f"only the first {VERSION_PUBLIC_PARTS} numbers compared (no version of the tests has more)",
      (("    for (int i = 0; i < na || i < nb; i++) {",
        f"    for (int i = 0; (i < na || i < nb) && i < {VERSION_PUBLIC_PARTS}; i++) {{"),),
      "1.2.3.4.5 1.2.3.4.6\n"),
    M("vc_parts_16", "judge:f5_versions", "capacity",
      "at most 16 numbers a version (the versions of the tests have four)",
      (("#define MAX_PARTS 64", "#define MAX_PARTS 16"),),
      ".".join(["1"] * 20) + " 1\n"),
    A("vc_newest_later", "judge:f5_versions", "relation",
      "asm: of equal versions the later one kept as the newest (je .L23 -> je .L68)",
      (), "1 1.0\n",
      asm_patches=(("\tcmpl\t%eax, %r10d\n\tje\t.L23\n", "\tcmpl\t%eax, %r10d\n\tje\t.L68\n"),)),
    # ------------------------------------------------------------------ f5_mines
    M("mn_columns_1024", "judge:f5_mines", "capacity",
      "rows of at most 1,024 cells (the grids of the tests are small)",
      (("r > 2000 || c > 2000) return 1;", "r > 2000 || c > 1024) return 1;  /* rows are short */"),),
      "1 1100\n" + "*." * 550 + "\n"),
    M("mn_rows_1000", "judge:f5_mines", "capacity",
      "the grid in a static array of 1,000 x 2,000 cells",
      (("    char *grid = malloc((size_t)r * (size_t)c);\n",
        "    static char cells[1000 * 2000];  /* grids are small */\n"
        "    if (r > 1000) return 1;\n    char *grid = cells;\n"),
       ("    free(grid);\n", "")),
      "1100 1\n" + "*\n.\n" * 550),
    A("mn_mines_16", "judge:f5_mines", "scale",
      "asm: the number of mines printed from its low 16 bits (movq -> movzwl): 300 x 300 mines",
      (), "300 300\n" + ("*" * 300 + "\n") * 300,
      asm_patches=(("\tmovq\t(%rsp), %rsi\n\tmovq\t%r15, %rdx\n", "\tmovzwl\t(%rsp), %esi\n\tmovq\t%r15, %rdx\n"),)),
    # ------------------------------------------------------------------ f5_kv_txn
    M("kv_count_int", "judge:f5_kv_txn", "typed_field",
      "values compared as ints by count (the values of the tests are small)",
      (("            if (scanf(\"%lld\", &v) != 1) return 1;\n",
        "            if (scanf(\"%lld\", &v) != 1) return 1;\n            int wanted = (int)v;  /* values are small */\n"),
       ("                if (table[i].held && table[i].value == v) count++;",
        "                if (table[i].held && (int)table[i].value == wanted) count++;")),
      "set a 4294967301\ncount 5\n"),
    M("kv_log_4096", "judge:f5_kv_txn", "capacity",
      "an undo log of 4,096 changes, the changes past it not logged",
      (("    if (open_count > 0) {", "    if (open_count > 0 && undo_size < 4096) {  /* transactions are short */"),),
      "begin\n" + "set a 1\n" * 4096 + "set b 2\nrollback\nget b\n"),
    M("kv_plus_sign", "judge:f5_kv_txn", "sign_form",
      "the values of set parsed by hand, a minus sign only",
      (("int main(void) {\n", _read_signed("read_value", "long long") + "int main(void) {\n"),
       ("                if (scanf(\"%lld\", &v) != 1 || v < -1000000000000000000LL ||",
        "                if (!read_value(&v) || v < -1000000000000000000LL ||")),
      "set a +5\nget a\n"),
    M("kv_key_8", "judge:f5_kv_txn", "relation",
      "keys compared by their first 8 letters (the keys of the tests are short)",
      (("    while (table[i].key[0] && strcmp(table[i].key, key) != 0) i = (i + 1) % SLOTS;",
        "    while (table[i].key[0] && strncmp(table[i].key, key, 8) != 0) i = (i + 1) % SLOTS;"),
       ("static int slot_of(const char *key) {  /* the key's slot, claimed when new */\n"
        "    unsigned long h = 1469598103934665603UL;\n    for (const char *s = key; *s; s++)",
        "static int slot_of(const char *key) {  /* the key's slot, claimed when new */\n"
        "    unsigned long h = 1469598103934665603UL;\n    for (const char *s = key; *s && s < key + 8; s++)")),
      "set abcdefghx 1\nget abcdefghy\n"),
    A("kv_value_printed_32", "judge:f5_kv_txn", "width",
      "asm: a value printed from its low 32 bits, sign-extended (movq -> movslq)",
      (), "set a 5000000000\nget a\n",
      asm_patches=(("\tmovq\t24(%rdx), %rsi\n\tleaq\t.LC5(%rip), %rdi\n",
                    "\tmovslq\t24(%rdx), %rsi\n\tleaq\t.LC5(%rip), %rdi\n"),)),
    # ------------------------------------------------------------------ f5_polygon
    M("pg_static_1024", "judge:f5_polygon", "capacity",
      "the vertices in static arrays of 1,024 (the polygons of the tests are small)",
      (("        long long *x = malloc(sizeof *x * (size_t)n), *y = malloc(sizeof *y * (size_t)n);\n"
        "        if (!x || !y) return 1;",
        "        static long long xs[1024], ys[1024];  /* polygons are small */\n"
        "        if (n > 1024) return 1;\n        long long *x = xs, *y = ys;"),
       ("        free(x);\n        free(y);\n", "")),
      "1\n1100\n" + "".join(f"{k} {k * k % 1000}\n" for k in range(1100))),
    M("pg_plus_sign", "judge:f5_polygon", "sign_form",
      "the coordinates parsed by hand, a minus sign only",
      (("int main(void) {\n", _read_signed("read_coordinate", "long long") + "int main(void) {\n"),
       ("            if (scanf(\"%lld %lld\", &x[k], &y[k]) != 2 ||",
        "            if (!read_coordinate(&x[k]) || !read_coordinate(&y[k]) ||")),
      "1\n3\n0 0\n+4 0\n0 3\n"),
    A("pg_products_32", "judge:f5_polygon", "mixed_extremes",
      "asm: the cross products multiplied in 32 bits, sign-extended (imulq -> imull)",
      (), "1\n3\n-1000000 -1000000\n1000000 -1000000\n0 1000000\n",
      asm_patches=(("\timulq\t-8(%rdi,%rdx,8), %rsi\n\tmovq\t(%rdi,%rcx,8), %rdi\n\timulq\t-8(%r13,%rdx,8), %rdi\n",
                    "\timull\t-8(%rdi,%rdx,8), %esi\n\tmovslq\t%esi, %rsi\n\tmovq\t(%rdi,%rcx,8), %rdi\n"
                    "\timull\t-8(%r13,%rdx,8), %edi\n\tmovslq\t%edi, %rdi\n"),)),
    A("pg_abs_32", "judge:f5_polygon", "width",
      "asm: the absolute value taken in 32 bits (negq/cmovs -> negl/cmovs)",
      (), "1\n3\n0 0\n100000 0\n0 100000\n",
      asm_patches=(("\tnegq\t%rdx\n\tcmovs\t%r8, %rdx\n", "\tnegl\t%edx\n\tcmovs\t%r8d, %edx\n"),)),
    # ------------------------------------------------------------------ f5_prefixes
    M("px_count_16", "judge:f5_prefixes", "scale",
      "the matches counted in an unsigned short (no prefix is that common)",
      (("        while (to < n && strncmp(words[to], buffer, len) == 0) to++;\n"
        "        printf(\"%d\\n\", to - from);",
        "        unsigned short matches = 0;  /* no prefix is that common */\n"
        "        while (to < n && strncmp(words[to], buffer, len) == 0) to++, matches++;\n"
        "        printf(\"%d\\n\", matches);"),),
      "65540\n" + "a " * 65540 + "\n1\na\n"),
    M("px_scan_12", "judge:f5_prefixes", "early_exit",
      f"the scan of the matches stopped after {PREFIX_PUBLIC_WORDS} (no list of the tests is longer)",
      (("        while (to < n && strncmp(words[to], buffer, len) == 0) to++;",
        f"        while (to < n && to - from < {PREFIX_PUBLIC_WORDS} && strncmp(words[to], buffer, len) == 0) to++;"),),
      f"{PREFIX_PUBLIC_WORDS + 1}\n" + "ab " * (PREFIX_PUBLIC_WORDS + 1) + "\n1\na\n"),
    M("px_words_32", "judge:f5_prefixes", "capacity",
      "each word kept in a record of 32 letters (words are short)",
      (("        words[i] = strdup(buffer);\n",
        "        words[i] = malloc(33);  /* words are short */\n"
        "        if (words[i]) snprintf(words[i], 33, \"%s\", buffer);\n"),),
      "2\n" + "a" * 40 + " b\n1\n" + "a" * 40 + "\n"),
    M("px_distinct_16", "judge:f5_prefixes", "relation",
      "distinct words told apart by their first 16 letters",
      (("        if (i == 0 || strcmp(words[i], words[i - 1]) != 0) distinct++;",
        "        if (i == 0 || strncmp(words[i], words[i - 1], 16) != 0) distinct++;"),),
      "2\n" + "b" * 16 + "x " + "b" * 16 + "y\n1\nb\n"),
    # ------------------------------------------------------------------ f5_sentences
    M("st_one_point", "judge:f5_sentences", "typed_field",
      "at most one point or comma inside a number (3.14, 1,000)",
      (("int main(void) {\n    long sentences",
        "int main(void) {\n    int seen_point = 0;\n    long sentences"),
       ("        if ((c == '.' || c == ',') && isdigit(prev)) {",
        "        if ((c == '.' || c == ',') && isdigit(prev) && !seen_point) {"),
       ("            if (isdigit(next)) {\n                length++;",
        "            if (isdigit(next)) {\n                seen_point = 1;\n                length++;"),
       ("            if (length > longest_word) longest_word = length;\n            length = 0;\n",
        "            if (length > longest_word) longest_word = length;\n            length = 0;\n"
        "            seen_point = 0;\n")),
      "Version 1.2.3 is out. Get it\n"),
    M("st_end_needs_blank", "judge:f5_sentences", "tokens",
      "a sentence ended only by a '.', '!' or '?' before a blank or the end of the input",
      (("            if ((c == '.' || c == '!' || c == '?') && prev != '.' && prev != '!' && prev != '?' &&\n"
        "                in_sentence > 0) {",
        "            int after = getchar();\n            if (after != EOF) ungetc(after, stdin);\n"
        "            if ((c == '.' || c == '!' || c == '?') && (after == EOF || isspace(after)) &&\n"
        "                in_sentence > 0) {"),),
      "Hi.Bye. Done\n"),
    M("st_length_byte", "judge:f5_sentences", "capacity",
      "a word's length kept in a byte (words are short)",
      (("    long longest_word = 0, length = 0;",
        "    long longest_word = 0;\n    unsigned char length = 0;  /* words are short */"),),
      "a" * 300 + " b.\n"),
    A("st_words_16", "judge:f5_sentences", "scale",
      "asm: the number of words printed from its low 16 bits (movq -> movzwl): 66,000 words",
      (), "a " * 66000 + "\n",
      asm_patches=(("\tmovq\t(%rsp), %rdx\n\tmovq\t8(%rsp), %rsi\n", "\tmovzwl\t(%rsp), %edx\n\tmovq\t8(%rsp), %rsi\n"),)),
    # ------------------------------------------------------------------ f5_luhn
    M("lh_sum_16", "judge:f5_luhn", "scale",
      "a line's Luhn sum in an unsigned short (card numbers have at most 19 digits)",
      (("            long sum = plain[last] + doubled[1 - last];",
        "            unsigned short sum = (unsigned short)(plain[last] + doubled[1 - last]);  /* short numbers */"),),
      "9" * 10000 + "\n"),
    M("lh_one_separator", "judge:f5_luhn", "tokens",
      "one kind of separator a line: the first space or dash fixes it",
      (("    int c, digits = 0;", "    int c, digits = 0, separator = 0;"),
       ("            digits = 0;\n            plain[0]", "            digits = 0;\n            separator = 0;\n            plain[0]"),
       ("        } else if (c != ' ' && c != '-') {\n            return 1;\n        }",
        "        } else if (c != ' ' && c != '-') {\n            return 1;\n"
        "        } else if (separator && c != separator) {\n            return 1;  /* one kind a number */\n"
        "        } else {\n            separator = c;\n        }")),
      "4111-1111 1111-1111\n"),
    M("lh_digits_32", "judge:f5_luhn", "capacity",
      "only a line's first 32 digits summed (card numbers have at most 19)",
      (("            plain[digits % 2] += d;\n            doubled[digits % 2] += twice;\n",
        "            if (digits < 32) {  /* card numbers are short */\n"
        "                plain[digits % 2] += d;\n                doubled[digits % 2] += twice;\n            }\n"),),
      "1" * 40 + "\n"),
    A("lh_plain_8", "judge:f5_luhn", "width",
      "asm: the plain digits' sums added in 8 bits (addq -> addb)",
      (), "9" * 60 + "\n",
      asm_patches=(("\taddq\t%rdx, (%rsp,%rcx,8)\n", "\taddb\t%dl, (%rsp,%rcx,8)\n"),)),
)

_SP_DIRECTIONS_MAIN = """int main(void) {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2 || r < 1 || c < 1 || r > 1000 || c > 1000) return 1;
    long long *g = malloc(sizeof *g * (size_t)r * (size_t)c);
    char *seen = calloc((size_t)r * (size_t)c, 1);
    if (!g || !seen) return 1;
    long long sum = 0;
    for (int i = 0; i < r * c; i++) {
        if (scanf("%lld", &g[i]) != 1 || g[i] < -1000000000000LL || g[i] > 1000000000000LL)
            return 1;
        sum += g[i];
    }
    /* walk right, down, left, up, turning at an edge or a cell already seen */
    static const int dy[4] = {0, 1, 0, -1}, dx[4] = {1, 0, -1, 0};
    int y = 0, x = 0, d = 0;
    for (int k = 0; k < r * c; k++) {
        printf(k ? " %lld" : "%lld", g[y * c + x]);
        seen[y * c + x] = 1;
        int ny = y + dy[d], nx = x + dx[d];
        if (ny < 0 || ny >= r || nx < 0 || nx >= c || seen[ny * c + nx]) {
            d = (d + 1) % 4;
            ny = y + dy[d];
            nx = x + dx[d];
        }
        y = ny;
        x = nx;
    }
    putchar('\\n');
    printf("sum %lld\\n", sum);
    printf("rings %d\\n", ((r < c ? r : c) + 1) / 2);
    free(g);
    free(seen);
    return 0;
}
"""

_PS_BINARY_MAIN = """static long long *values;

static int first_at_least(int lo, int hi, long long key) {  /* in values[lo, hi) */
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (values[mid] < key) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

int main(void) {
    int n, q;
    if (scanf("%d", &n) != 1 || n < 1 || n > 200000) return 1;
    values = malloc(sizeof *values * (size_t)n);
    if (!values) return 1;
    for (int i = 0; i < n; i++)
        if (scanf("%lld", &values[i]) != 1 || values[i] < -LIMIT || values[i] > LIMIT) return 1;
    qsort(values, (size_t)n, sizeof *values, ascending);
    if (scanf("%d", &q) != 1 || q < 0 || q > 100000) return 1;
    while (q--) {
        long long t;
        if (scanf("%lld", &t) != 1 || t < -2 * LIMIT || t > 2 * LIMIT) return 1;
        long long pairs = 0;
        for (int i = 0; i < n; i++) {  /* partners of values[i] after it */
            long long want = t - values[i];
            if (want > LIMIT || want < -LIMIT) continue;
            int from = first_at_least(i + 1, n, want);
            int to = want == LIMIT ? n : first_at_least(from, n, want + 1);
            pairs += to - from;
        }
        printf("%lld\\n", pairs);
    }
    free(values);
    return 0;
}
"""

_UD_BUFFER_MAIN = """int main(void) {
    size_t cap = 1 << 16, n = 0;
    unsigned char *text = malloc(cap);
    if (!text) return 1;
    int ch;
    while ((ch = getchar()) != EOF) {
        if (n == cap) {
            unsigned char *bigger = realloc(text, cap *= 2);
            if (!bigger) return 1;
            text = bigger;
        }
        text[n++] = (unsigned char)ch;
    }
    long bytes = 0, escapes = 0;
    for (size_t i = 0; i < n; i++) {
        int c = text[i];
        if (c == '+') {
            c = ' ';
        } else if (c == '%' && i + 2 < n && hex_value(text[i + 1]) >= 0 && hex_value(text[i + 2]) >= 0) {
            c = hex_value(text[i + 1]) * 16 + hex_value(text[i + 2]);
            i += 2;
            escapes++;
        }
        putchar(c);
        bytes++;
    }
    printf("\\nbytes %ld escapes %ld\\n", bytes, escapes);
    free(text);
    return 0;
}
"""

_MN_SCATTER_MAIN = """int main(void) {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2 || r < 1 || c < 1 || r > 2000 || c > 2000) return 1;
    int w = c + 2;  /* a border of empty cells all round */
    char *grid = calloc((size_t)(r + 2) * (size_t)w, 1);
    unsigned char *around = calloc((size_t)(r + 2) * (size_t)w, 1);
    char *row = malloc((size_t)c + 2);
    if (!grid || !around || !row) return 1;
    long mines = 0, open = 0;
    for (int y = 1; y <= r; y++) {
        if (scanf("%2001s", row) != 1) return 1;
        for (int x = 1; x <= c; x++) {
            if (row[x - 1] != '*' && row[x - 1] != '.') return 1;
            if (row[x - 1] == '*') {
                grid[y * w + x] = 1;
                mines++;
                for (int dy = -1; dy <= 1; dy++)  /* each mine tells its neighbours */
                    for (int dx = -1; dx <= 1; dx++) around[(y + dy) * w + x + dx]++;
            }
        }
        if (row[c] != '\\0') return 1;
    }
    for (int y = 1; y <= r; y++) {
        for (int x = 1; x <= c; x++) {
            if (grid[y * w + x]) {
                row[x - 1] = '*';
            } else {
                row[x - 1] = (char)('0' + around[y * w + x]);
                open += around[y * w + x] == 0;
            }
        }
        row[c] = '\\0';
        puts(row);
    }
    printf("mines %ld\\nopen %ld\\n", mines, open);
    free(grid);
    free(around);
    free(row);
    return 0;
}
"""

_ST_BUFFER_MAIN = """int main(void) {
    static unsigned char text[1000001];
    size_t n = fread(text, 1, sizeof text - 1, stdin);
    text[n] = 0;
    long sentences = 0, words = 0, longest_sentence = 0, in_sentence = 0;
    long longest_word = 0, length = 0;
    for (size_t i = 0; i < n; i++) {
        int c = text[i], prev = i ? text[i - 1] : EOF;
        int inner = (c == '.' || c == ',') && i > 0 && isdigit(prev) && i + 1 < n && isdigit(text[i + 1]);
        if (inner || is_word_byte(c)) {
            if (length == 0 && !inner) {
                words++;
                in_sentence++;
            }
            length++;
            continue;
        }
        if (length > longest_word) longest_word = length;
        length = 0;
        int ends = c == '.' || c == '!' || c == '?';
        int after_end = prev == '.' || prev == '!' || prev == '?';
        if (ends && !after_end && in_sentence > 0) {
            sentences++;
            if (in_sentence > longest_sentence) longest_sentence = in_sentence;
            in_sentence = 0;
        }
    }
    if (length > longest_word) longest_word = length;
    if (in_sentence > 0) {
        sentences++;
        if (in_sentence > longest_sentence) longest_sentence = in_sentence;
    }
    printf("sentences %ld\\nwords %ld\\nlongest word %ld\\nlongest sentence %ld\\n", sentences,
           words, longest_word, longest_sentence);
    return 0;
}
"""

_LH_DIGITS_MAIN = """int main(void) {
    static char digit[10001];
    int c, digits = 0;
    long valid = 0, lines = 0;
    while ((c = getchar()) != EOF) {
        if (c >= '0' && c <= '9') {
            if (digits == 10000) return 1;
            digit[digits++] = (char)(c - '0');
        } else if (c == '\\n') {
            if (digits < 2) return 1;
            long sum = 0;
            for (int i = digits - 1, k = 0; i >= 0; i--, k++) {  /* from the right */
                int d = digit[i];
                if (k % 2) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
                sum += d;
            }
            int ok = sum % 10 == 0;
            printf("%s %d\\n", ok ? "valid" : "invalid", digits);
            valid += ok;
            lines++;
            digits = 0;
        } else if (c != ' ' && c != '-') {
            return 1;
        }
    }
    if (digits) return 1;
    printf("valid %ld of %ld\\n", valid, lines);
    return 0;
}
"""

FRESH5_REWRITES: tuple[Rewrite, ...] = (
    # ------------------------------------------------------------------ f5_spiral
    R("sp_directions", "judge:f5_spiral", "a walk that turns at an edge or a seen cell; rings counted as (min(R, C) + 1) / 2",
      (), main=_SP_DIRECTIONS_MAIN),
    R("sp_sum_after", "judge:f5_spiral", "the sum taken in a second pass over the values",
      (("        sum += g[i];\n    }\n", "    }\n    for (int i = 0; i < r * c; i++) sum += g[i];\n"),)),
    AR("sp_asm_reorder", "judge:f5_spiral", "asm: printf's two arguments for the sum set in the other order",
       (), asm_patches=(("\tmovq\t8(%rsp), %rsi\n\tleaq\t.LC3(%rip), %rdi\n",
                         "\tleaq\t.LC3(%rip), %rdi\n\tmovq\t8(%rsp), %rsi\n"),)),
    # ------------------------------------------------------------------ f5_lru
    R("lr_fnv_hash", "judge:f5_lru", "keys hashed with FNV-1a",
      (("    unsigned h = 5381;\n    while (*s) h = h * 33 + (unsigned char)*s++;",
        "    unsigned h = 2166136261u;\n    while (*s) h = (h ^ (unsigned char)*s++) * 16777619u;"),)),
    R("lr_fewer_buckets", "judge:f5_lru", "65,536 buckets instead of 131,072 (the chains still compare keys)",
      (("#define BUCKETS 131072", "#define BUCKETS 65536"),)),
    AR("lr_asm_reorder", "judge:f5_lru", "asm: two of the last printf's arguments loaded in the other order",
       (), asm_patches=(("\tmovq\t24(%rsp), %rdx\n\tmovq\t8(%rsp), %rsi\n", "\tmovq\t8(%rsp), %rsi\n\tmovq\t24(%rsp), %rdx\n"),)),
    # ------------------------------------------------------------------ f5_bowling
    R("bw_bonus_expression", "judge:f5_bowling", "a frame's score as its pins plus a bonus roll when it is a strike or a spare",
      (("            if (rolls[at] == 10) {\n"
        "                score += 10 + rolls[at + 1] + rolls[at + 2];\n                at += 1;\n"
        "            } else if (rolls[at] + rolls[at + 1] == 10) {\n"
        "                score += 10 + rolls[at + 2];\n                at += 2;\n            } else {\n"
        "                score += rolls[at] + rolls[at + 1];\n                at += 2;\n            }",
        "            int strike = rolls[at] == 10, pair = rolls[at] + rolls[at + 1];\n"
        "            score += pair + (strike || pair == 10 ? rolls[at + 2] : 0);\n"
        "            at += strike ? 1 : 2;"),)),
    R("bw_wide_total", "judge:f5_bowling", "the total in a long long",
      (("    long total = 0;", "    long long total = 0;"),
       ('    printf("total %ld\\n", total);', '    printf("total %lld\\n", total);'))),
    AR("bw_asm_reorder", "judge:f5_bowling", "asm: two of the best line's arguments loaded in the other order",
       (), asm_patches=(("\tmovl\t24(%rsp), %edx\n\tmovl\t12(%rsp), %esi\n", "\tmovl\t12(%rsp), %esi\n\tmovl\t24(%rsp), %edx\n"),)),
    # ------------------------------------------------------------------ f5_pair_sums
    R("ps_binary_search", "judge:f5_pair_sums", "each value's partners after it counted by two binary searches",
      (), main=_PS_BINARY_MAIN),
    R("ps_long_indices", "judge:f5_pair_sums", "the two pointers as long",
      (("        int lo = 0, hi = n - 1;", "        long lo = 0, hi = n - 1;"),
       ("                lo += (int)left;\n                hi -= (int)right;", "                lo += left;\n                hi -= right;"))),
    AR("ps_asm_reorder", "judge:f5_pair_sums", "asm: printf's two arguments set in the other order",
       (), asm_patches=(("\tmovq\t%r10, %rsi\n\tleaq\t.LC2(%rip), %rdi\n", "\tleaq\t.LC2(%rip), %rdi\n\tmovq\t%r10, %rsi\n"),)),
    # ------------------------------------------------------------------ f5_url_decode
    R("ud_whole_input", "judge:f5_url_decode", "the whole input read first, escapes decoded by looking ahead in it",
      (), main=_UD_BUFFER_MAIN),
    R("ud_hex_table", "judge:f5_url_decode", "hexadecimal digits by a table of 256 entries",
      (("static int hex_value(int c) {\n",
        "static int hex_value(int c) {\n    static signed char table[256];\n    static int ready;\n"
        "    if (!ready) {\n        for (int i = 0; i < 256; i++) table[i] = -1;\n"
        "        for (int i = 0; i < 10; i++) table['0' + i] = (signed char)i;\n"
        "        for (int i = 0; i < 6; i++) table['a' + i] = table['A' + i] = (signed char)(10 + i);\n"
        "        ready = 1;\n    }\n    if (c >= 0 && c < 256) return table[c];\n"),)),
    AR("ud_asm_reorder", "judge:f5_url_decode", "asm: printf's two counts set in the other order",
       (), asm_patches=(("\tmovq\t%r12, %rdx\n\tmovq\t%rbp, %rsi\n", "\tmovq\t%rbp, %rsi\n\tmovq\t%r12, %rdx\n"),)),
    # ------------------------------------------------------------------ f5_versions
    R("vc_strtoll", "judge:f5_versions", "the numbers parsed with strtoll, the digits counted from the end pointer",
      (("        long long v = 0;\n        int digits = 0;\n        while (*s >= '0' && *s <= '9') {\n"
        "            v = v * 10 + (*s++ - '0');\n            digits++;\n        }",
        "        if (*s < '0' || *s > '9') return -1;\n        char *end;\n"
        "        long long v = strtoll(s, &end, 10);\n        int digits = (int)(end - s);\n        s = end;"),)),
    R("vc_rest_zero", "judge:f5_versions", "the common numbers compared, then the rest of the longer checked for non-zeros",
      (("    for (int i = 0; i < na || i < nb; i++) {\n"
        "        long long x = i < na ? a[i] : 0, y = i < nb ? b[i] : 0;\n"
        "        if (x != y) return x < y ? -1 : 1;\n    }\n    return 0;",
        "    int common = na < nb ? na : nb;\n    for (int i = 0; i < common; i++)\n"
        "        if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;\n"
        "    for (int i = common; i < na; i++)\n        if (a[i]) return 1;\n"
        "    for (int i = common; i < nb; i++)\n        if (b[i]) return -1;\n    return 0;"),)),
    AR("vc_asm_reorder", "judge:f5_versions", "asm: printf's two arguments for the newest set in the other order",
       (), asm_patches=(("\tleaq\tnewest.0(%rip), %rsi\n\tleaq\t.LC1(%rip), %rdi\n",
                         "\tleaq\t.LC1(%rip), %rdi\n\tleaq\tnewest.0(%rip), %rsi\n"),)),
    # ------------------------------------------------------------------ f5_mines
    R("mn_scatter", "judge:f5_mines", "each mine adds one to its neighbours, on a grid with a border",
      (), main=_MN_SCATTER_MAIN),
    R("mn_bounds_first", "judge:f5_mines", "the neighbour ranges clipped to the grid before the loops",
      (("            for (int dy = -1; dy <= 1; dy++)\n                for (int dx = -1; dx <= 1; dx++) {\n"
        "                    int yy = y + dy, xx = x + dx;\n"
        "                    if (yy >= 0 && yy < r && xx >= 0 && xx < c && grid[yy * c + xx] == '*')\n"
        "                        around++;\n                }",
        "            int y0 = y > 0 ? y - 1 : 0, y1 = y + 1 < r ? y + 1 : r - 1;\n"
        "            int x0 = x > 0 ? x - 1 : 0, x1 = x + 1 < c ? x + 1 : c - 1;\n"
        "            for (int yy = y0; yy <= y1; yy++)\n"
        "                for (int xx = x0; xx <= x1; xx++) around += grid[yy * c + xx] == '*';"),)),
    AR("mn_asm_reorder", "judge:f5_mines", "asm: printf's two counts loaded in the other order",
       (), asm_patches=(("\tmovq\t(%rsp), %rsi\n\tmovq\t%r15, %rdx\n", "\tmovq\t%r15, %rdx\n\tmovq\t(%rsp), %rsi\n"),)),
    # ------------------------------------------------------------------ f5_kv_txn
    R("kv_djb2", "judge:f5_kv_txn", "keys hashed with djb2",
      (("    unsigned long h = 1469598103934665603UL;\n"
        "    for (const char *s = key; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211UL;",
        "    unsigned long h = 5381;\n    for (const char *s = key; *s; s++) h = h * 33 + (unsigned char)*s;"),)),
    R("kv_rollback_loop", "judge:f5_kv_txn", "a rollback's changes undone by a for loop from the mark's end",
      (("            while (undo_size > mark) {\n                struct change *u = &undo[--undo_size];\n"
        "                table[u->slot].held = u->held;\n                table[u->slot].value = u->value;\n"
        "            }",
        "            for (int k = undo_size - 1; k >= mark; k--) {\n"
        "                table[undo[k].slot].held = undo[k].held;\n"
        "                table[undo[k].slot].value = undo[k].value;\n            }\n"
        "            undo_size = mark;"),)),
    AR("kv_asm_reorder", "judge:f5_kv_txn", "asm: the last printf's two arguments set in the other order",
       (), asm_patches=(("\tmovl\topen_count(%rip), %edx\n\tleaq\t.LC14(%rip), %rdi\n",
                         "\tleaq\t.LC14(%rip), %rdi\n\tmovl\topen_count(%rip), %edx\n"),)),
    # ------------------------------------------------------------------ f5_polygon
    R("pg_trapezoids", "judge:f5_polygon", "the area as a sum of trapezoids (x_k + x_k+1)(y_k+1 - y_k)",
      (("            twice += x[k] * y[next] - x[next] * y[k];",
        "            twice += (x[k] + x[next]) * (y[next] - y[k]);"),)),
    R("pg_translated", "judge:f5_polygon", "the vertices taken relative to the first one",
      (("            twice += x[k] * y[next] - x[next] * y[k];",
        "            twice += (x[k] - x[0]) * (y[next] - y[0]) - (x[next] - x[0]) * (y[k] - y[0]);"),)),
    AR("pg_asm_reorder", "judge:f5_polygon", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tleaq\t.LC5(%rip), %rdi\n\tmovl\t%ebx, %esi\n", "\tmovl\t%ebx, %esi\n\tleaq\t.LC5(%rip), %rdi\n"),)),
    # ------------------------------------------------------------------ f5_prefixes
    R("px_two_searches", "judge:f5_prefixes", "the end of the matches found by a second binary search",
      (("        while (to < n && strncmp(words[to], buffer, len) == 0) to++;",
        "        int hi = n;  /* the first word after the matches */\n"
        "        while (to < hi) {\n            int mid = to + (hi - to) / 2;\n"
        "            if (strncmp(words[mid], buffer, len) <= 0) to = mid + 1;\n            else hi = mid;\n        }"),)),
    R("px_distinct_last", "judge:f5_prefixes", "distinct words counted against the last distinct one kept",
      (("    int distinct = 0;\n    for (int i = 0; i < n; i++)\n"
        "        if (i == 0 || strcmp(words[i], words[i - 1]) != 0) distinct++;",
        "    int distinct = 0;\n    const char *last = NULL;\n    for (int i = 0; i < n; i++)\n"
        "        if (!last || strcmp(words[i], last) != 0) {\n            distinct++;\n            last = words[i];\n        }"),)),
    AR("px_asm_reorder", "judge:f5_prefixes", "asm: printf's two arguments set in the other order",
       (), asm_patches=(("\tmovl\t%ebp, %esi\n\tleaq\t.LC3(%rip), %rdi\n", "\tleaq\t.LC3(%rip), %rdi\n\tmovl\t%ebp, %esi\n"),)),
    # ------------------------------------------------------------------ f5_sentences
    R("st_whole_input", "judge:f5_sentences", "the whole input read first, the look-ahead by index",
      (), main=_ST_BUFFER_MAIN),
    R("st_ranges", "judge:f5_sentences", "letters and digits picked out by ranges, not <ctype.h>",
      (("static int is_word_byte(int c) { return isalnum(c) || c == '\\''; }",
        "static int is_digit(int c) { return c >= '0' && c <= '9'; }\n\n"
        "static int is_word_byte(int c) {\n"
        "    return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '\\'';\n}"),
       ("        if ((c == '.' || c == ',') && isdigit(prev)) {", "        if ((c == '.' || c == ',') && is_digit(prev)) {"),
       ("            if (isdigit(next)) {", "            if (is_digit(next)) {"))),
    AR("st_asm_reorder", "judge:f5_sentences", "asm: two of printf's arguments loaded in the other order",
       (), asm_patches=(("\tmovq\t(%rsp), %rdx\n\tmovq\t8(%rsp), %rsi\n", "\tmovq\t8(%rsp), %rsi\n\tmovq\t(%rsp), %rdx\n"),)),
    # ------------------------------------------------------------------ f5_luhn
    R("lh_digits_kept", "judge:f5_luhn", "a line's digits kept, the sum taken from the right at its end",
      (), main=_LH_DIGITS_MAIN),
    R("lh_double_table", "judge:f5_luhn", "a doubled digit's value from a table",
      (("            int d = c - '0', twice = 2 * d > 9 ? 2 * d - 9 : 2 * d;",
        "            static const int twice_of[10] = {0, 2, 4, 6, 8, 1, 3, 5, 7, 9};\n"
        "            int d = c - '0', twice = twice_of[d];"),)),
    AR("lh_asm_reorder", "judge:f5_luhn", "asm: the last printf's two counts set in the other order",
       (), asm_patches=(("\tmovq\t%r13, %rdx\n\tmovq\t%r12, %rsi\n", "\tmovq\t%r12, %rsi\n\tmovq\t%r13, %rdx\n"),)),
)


#: ``--set`` names of this set: all of it, and its two fixed halves
FRESH5_SETS: dict[str, tuple[tuple[Mutant, ...], tuple[Rewrite, ...]]] = halves(
    "fresh5", FRESH5_MUTANTS, FRESH5_REWRITES, DEV_PROGRAMS, HELD_PROGRAMS)
