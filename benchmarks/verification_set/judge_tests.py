"""The judge-style programs of the verification benchmark: public tests and hidden-test generators.

Each program in ``programs/NAME.c`` states its input constraints in its opening comment, as a
judge's problem statement would.  The public tests are the few samples such a statement shows;
the hidden tests come from a small generator in the style of the public ones (the way judges and
course graders write them: random values of the same size and alphabet, well-formed), so they
do not reach type limits, other alphabets or empty cases either.
"""

from __future__ import annotations

import random
from collections.abc import Callable

PUBLIC: dict[str, list[str]] = {
    "prefix_sums": [
        "5\n1 2 3 4 5\n3\n1 5\n2 3\n4 4\n",
        "1\n7\n1\n1 1\n",
        "6\n10 20 30 40 50 60\n2\n1 6\n3 5\n",
        "8\n5 3 8 1 9 2 7 4\n4\n1 8\n2 7\n1 1\n8 8\n",
        "3\n100 0 42\n2\n1 2\n2 3\n",
    ],
    "max_subarray": [
        "1\n6\n-2 1 -3 4 -1 2\n",
        "2\n4\n1 2 3 4\n2\n-1 5\n",
        "3\n8\n3 -4 5 -1 2 -6 1 1\n2\n10 -20\n6\n-3 -1 4 -1 5 -9\n",
        "1\n10\n2 -8 3 -2 4 -10 5 5 -1 1\n",
        "1\n2\n0 1\n",
    ],
    "word_lines": [
        "hello world\nthe quick brown fox\n",
        "a\n",
        "one two three four five six seven\njumps over the lazy dog\nsupercalifragilistic is long\n",
        "  leading and trailing spaces  \nx y z\n",
        "programming in c is fun\n",
    ],
    "caesar": [
        "3\nhello world\n",
        "13\nthe quick brown fox jumps over the lazy dog\n",
        "1\nabc xyz\nzzz\n",
        "25\nattack at dawn!\n",
        "7\nsecret message, 42 times.\n",
    ],
    "histogram": [
        "5 2 0 10\n0 3 5 7 10\n",
        "6 3 1 6\n1 2 3 4 5 6\n",
        "4 4 -10 10\n-10 -3 3 10\n",
        "1 1 0 100\n50\n",
        "8 5 0 99\n0 12 25 37 50 62 75 99\n",
    ],
    "modpow": [
        "3\n2 10 1000\n3 5 7\n10 3 13\n",
        "1\n123456789 987654321 1000000007\n",
        "2\n7 1 5\n2 62 1000000007\n",
        "4\n5 3 100\n11 11 11\n9 2 1000000000\n1000000006 2 1000000007\n",
    ],
    "sort_median": [
        "5\n3 1 4 1 5\n",
        "1\n42\n",
        "7\n10 9 8 7 6 5 4\n",
        "3\n100 100 100\n",
        "9\n5 3 9 1 7 2 8 6 4\n",
    ],
    "coin_ways": [
        "1\n3 10\n1 2 5\n",
        "2\n2 7\n2 3\n1 0\n5\n",
        "1\n4 100\n1 5 10 25\n",
        "3\n1 9\n3\n2 11\n2 4\n3 50\n5 10 20\n",
    ],
    # the held-out set's programs (holdout.py)
    "islands": [
        "4 5\n##..#\n#...#\n..#..\n.....\n",
        "1 1\n#\n",
        "3 3\n...\n...\n...\n",
        "5 8\n###..###\n#.#..#.#\n###..###\n........\n##.##.##\n",
        "6 6\n#.#.#.\n.#.#.#\n#.#.#.\n.#.#.#\n#.#.#.\n.#.#.#\n",
    ],
    "ledger": [
        "5\n1 2 3 4 5\n4\nsum 1 5\nadd 2 10\nsum 1 3\nsum 4 5\n",
        "3\n100 -50 25\n2\nsum 2 3\nsum 1 1\n",
        "6\n0 0 0 0 0 0\n5\nadd 1 5\nadd 6 7\nsum 1 6\nadd 3 -2\nsum 2 5\n",
        "2\n1000 2000\n0\n",
    ],
    "word_freq": [
        "the quick brown fox jumps over the lazy dog\n",
        "to be, or not to be: that is the question.\n",
        "It was the best of times, it was the worst of times.\n",
        "Hello, World!\nhello again, world.\n",
        "...\n",
    ],
    "gcd_pairs": [
        "12 18\n7 5\n0 0\n",
        "100 75\n0 9\n21 6\n0 0\n",
        "1 1\n0 0\n",
        "48 180\n17 17\n1000 10\n0 0\n",
    ],
    "components": [
        "5 3\n1 2\n2 3\n4 5\n",
        "4 4\n1 2\n2 3\n3 1\n3 4\n",
        "3 0\n",
        "6 5\n1 2\n2 1\n3 4\n5 6\n6 5\n",
    ],
}


def _words(rng: random.Random, count: int) -> str:
    return " ".join("".join(rng.choice("abcdefghijklmnopqrstuvwxyz")
                            for _ in range(rng.randint(1, 8))) for _ in range(count))


def _prefix_sums(rng: random.Random) -> str:
    n = rng.randint(1, 30)
    queries = []
    for _ in range(rng.randint(1, 10)):
        left = rng.randint(1, n)
        queries.append(f"{left} {rng.randint(left, n)}")
    return (f"{n}\n{' '.join(str(rng.randint(0, 1000)) for _ in range(n))}\n"
            f"{len(queries)}\n" + "\n".join(queries) + "\n")


def _max_subarray(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 3)):
        n = rng.randint(1, 12)
        cases.append(f"{n}\n{' '.join(str(rng.randint(-50, 100)) for _ in range(n))}")
    return f"{len(cases)}\n" + "\n".join(cases) + "\n"


def _word_lines(rng: random.Random) -> str:
    return "".join(_words(rng, rng.randint(1, 10)) + "\n" for _ in range(rng.randint(1, 5)))


def _caesar(rng: random.Random) -> str:
    lines = [_words(rng, rng.randint(1, 8)) + rng.choice(["", ".", "!", ", ok"])
             for _ in range(rng.randint(1, 3))]
    return f"{rng.randint(1, 25)}\n" + "\n".join(lines) + "\n"


def _histogram(rng: random.Random) -> str:
    lo = rng.randint(-100, 0)
    hi = lo + rng.randint(1, 200)
    n, k = rng.randint(0, 20), rng.randint(1, 10)
    return f"{n} {k} {lo} {hi}\n{' '.join(str(rng.randint(lo, hi)) for _ in range(n))}\n"


def _modpow(rng: random.Random) -> str:
    queries = [f"{rng.randint(1, 10**9)} {rng.randint(1, 10**9)} {rng.randint(2, 10**9 + 7)}"
               for _ in range(rng.randint(1, 5))]
    return f"{len(queries)}\n" + "\n".join(queries) + "\n"


def _sort_median(rng: random.Random) -> str:
    n = rng.randint(1, 20)
    return f"{n}\n{' '.join(str(rng.randint(0, 1000)) for _ in range(n))}\n"


def _coin_ways(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 3)):
        n = rng.randint(1, 5)
        cases.append(f"{n} {rng.randint(0, 200)}\n"
                     + " ".join(str(rng.randint(1, 30)) for _ in range(n)))
    return f"{len(cases)}\n" + "\n".join(cases) + "\n"


def _islands(rng: random.Random) -> str:
    rows, cols, land = rng.randint(1, 8), rng.randint(1, 8), rng.choice([0.3, 0.5])
    grid = ["".join("#" if rng.random() < land else "." for _ in range(cols)) for _ in range(rows)]
    return f"{rows} {cols}\n" + "".join(row + "\n" for row in grid)


def _ledger(rng: random.Random) -> str:
    n = rng.randint(1, 8)
    ops = []
    for _ in range(rng.randint(0, 8)):
        if rng.random() < 0.5:
            ops.append(f"add {rng.randint(1, n)} {rng.randint(-50, 50)}")
        else:
            left = rng.randint(1, n)
            ops.append(f"sum {left} {rng.randint(left, n)}")
    return (f"{n}\n{' '.join(str(rng.randint(-100, 100)) for _ in range(n))}\n{len(ops)}\n"
            + "".join(op + "\n" for op in ops))


_VOCABULARY = ("the quick brown fox jumps over lazy dog to be or not that is question it was best "
               "of times worst hello world again").split()


def _word_freq(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 3)):
        words = [rng.choice(_VOCABULARY) + rng.choice(["", "", "", ","])
                 for _ in range(rng.randint(1, 10))]
        if rng.random() < 0.5:
            words[0] = words[0].capitalize()
        lines.append(" ".join(words).rstrip(",") + rng.choice(["", ".", "!"]))
    return "\n".join(lines) + "\n"


def _gcd_pairs(rng: random.Random) -> str:
    pairs = [f"{rng.randint(0, 1000)} {rng.randint(1, 1000)}" for _ in range(rng.randint(1, 5))]
    return "\n".join(pairs) + "\n0 0\n"


def _components(rng: random.Random) -> str:
    n, m = rng.randint(1, 8), rng.randint(0, 8)
    return f"{n} {m}\n" + "".join(f"{rng.randint(1, n)} {rng.randint(1, n)}\n" for _ in range(m))


GENERATORS: dict[str, Callable[[random.Random], str]] = {
    "prefix_sums": _prefix_sums, "max_subarray": _max_subarray, "word_lines": _word_lines,
    "caesar": _caesar, "histogram": _histogram, "modpow": _modpow,
    "sort_median": _sort_median, "coin_ways": _coin_ways,
    "islands": _islands, "ledger": _ledger, "word_freq": _word_freq, "gcd_pairs": _gcd_pairs,
    "components": _components,
}


def hidden_inputs(name: str, count: int = 6, seed: int = 0) -> list[str]:
    """``count`` hidden inputs for program ``name``, deterministic for a seed."""
    rng = random.Random(f"{name}:{seed}")
    return [GENERATORS[name](rng) for _ in range(count)]
