"""A fresh set of candidates for ``benchmarks/verification.py``, written for issue 32 as a
measuring stick: nobody tuned the verifier to it.

Sixteen judge-style programs of kinds the other sets do not have (``programs/NAME.c``, each
stating its input constraints in its opening comment): numbers with signs and blanks, CSV with
an amount field, pattern counting with KMP, a 32-bit hash, 64-bit bit patterns, float
statistics printed with %.6f, ranks with ties, word counts in a hash table, Dijkstra with
weights up to INT_MAX, big-number addition, comment stripping, a "t lists of n values" maximum
reader, the longest line, run-length encoding, interval union and a stack machine.  Each has a
few public samples and hidden tests from a small generator in the style of the samples (the
way judges write them: random values of the sizes and alphabets the samples show), kept here
rather than in ``judge_tests.py`` so that this set stays apart from the others.

Wrong candidates are of the kinds issue 32 found the verifier missing (``KINDS``), and
``AsmMutant``s are *assembly edits*: the reference compiled with ``gcc -O3 -S`` (Debian gcc
12.2) and one thing changed, as an asm-writing model would (a width, a condition code, a
dropped instruction).  Honest candidates are the benchmark's recompilations (gcc -O2, -O1,
-Os, clang -O3, gcc -O3 -march=native), hand-written C rewrites and correct assembly edits
(``AsmRewrite``: an instruction reordered, a multiply written as shifts or back).

The set is split by program into two fixed halves (``DEV_PROGRAMS``, ``HELD_PROGRAMS``): the
team develops on ``--set fresh-dev`` and measures ``--set fresh-held`` once, at the end.  Each
half has programs of every input style and an early-exit candidate.

Witnesses are built here in Python: the large ones (a count past 2^16, a sum past 2^31, a line
past 4,096 bytes) stay under 350 KB and run in milliseconds on the reference.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from mutants import Mutant, Rewrite, halves

#: the kinds of mistake, as issue 32 lists them (the first eight) and two more the asm edits make
KINDS: dict[str, str] = {
    "relation": "relations between fields: a pattern that occurs, the same key twice, equal values",
    "tokens": "the program's own tokens composed: delimiters inside each other or at the end",
    "mixed_extremes": "both signs at their limits in one input; floats of mixed magnitude that cancel",
    "scale": "a narrow count or sum that overflows only at scale (2^16 records, a sum past 2^31)",
    "capacity": "a buffer just past the typical: a line past 4,096, a row past 8,192",
    "typed_field": "a typed field inside a record (a CSV amount, an operand) at integer extremes",
    "sign_form": "sign forms: +5, -0",
    "early_exit": "an early exit at a value the tests never exceed",
    "width": "a narrower or signed instruction for a value only wide inputs reach",
    "boundary": "a round boundary the tests never reach: a carry out of the top, a run of 10, zero",
}


@dataclass(frozen=True)
class AsmMutant(Mutant):
    """A wrong candidate made by editing the reference's ``gcc -O3 -S`` output: each
    ``asm_patches`` entry ``(old, new)`` must occur exactly once in it."""

    asm_patches: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class AsmRewrite(Rewrite):
    """A correct edit of the reference's ``gcc -O3 -S`` output (an honest candidate)."""

    asm_patches: tuple[tuple[str, str], ...] = ()


DEV_PROGRAMS: tuple[str, ...] = (
    "signed_tokens", "kmp_count", "bits64", "rank_ties", "dijkstra_big", "strip_comments",
    "max_reader", "intervals")
HELD_PROGRAMS: tuple[str, ...] = (
    "csv_amounts", "hash32", "float_stats", "word_hash", "bigadd", "long_lines", "rle",
    "stack_vm")

# ---------------------------------------------------------------------------- public tests
#: the largest value any public max_reader test holds (the early-exit reader stops at it)
MAX_READER_PUBLIC_MAX = 1000000
#: the longest line of the public long_lines tests (the early-exit counter stops at it)
LONG_LINES_PUBLIC_MAX = 24


def _max_reader_long_sample() -> str:
    values = [(i * 7919) % 200001 - 100000 for i in range(120)]
    values[77] = MAX_READER_PUBLIC_MAX
    return f"1\n120\n{' '.join(map(str, values))}\n"


def _long_lines_sample() -> str:
    lines = [f"entry {i:03d}" for i in range(1, 131)]
    lines[56] = "entry 057 is the longest"
    assert len(lines[56]) == LONG_LINES_PUBLIC_MAX
    return "".join(line + "\n" for line in lines)


PUBLIC: dict[str, list[str]] = {
    "signed_tokens": [
        "3 -4 15\n",
        "10 20\t30\n-7\n",
        "-100 250 -3 8 0\n",
        "42\n",
        "1 2 3 4 5 6 7 8 9 10\n",
    ],
    "csv_amounts": [
        "name,category,amount\ncoffee,food,350\nbus,travel,275\nbagel,food,199\n",
        "item,cat,cents\nrent,home,120000\npower,home,8650\nrefund,home,-2000\n",
        "a,b,c\nx,misc,0\n",
        "name,category,amount\nbook,fun,1500\ntrain,travel,4200\nlunch,food,900\ndinner,food,2300\n",
    ],
    "kmp_count": [
        "abc\nxxabcxxabc\n",
        "needle\nhaystackneedlehay\n",
        "z\nabc\n",
        "ab\nbabab\n",
        "xy\nxy\n",
    ],
    "hash32": [
        "3\nabc\nhello\nxyz\n",
        "1\nword\n",
        "4\nfour\nfive\nseven\nnine\n",
        "2\nab cd\nzz top\n",
    ],
    "bits64": [
        "0\n1\n12\n",
        "4294967295\n",
        "255\n1024\n65535\n",
        "305419896\n",
        "7\n8\n",
    ],
    "float_stats": [
        "3\n1 2 3\n",
        "4\n2.5 3.5 -1 0\n",
        "1\n42\n",
        "5\n10 20 30 40 50\n",
        "2\n-7.25 7.25\n",
    ],
    "rank_ties": [
        "3\n50 20 80\n",
        "1\n7\n",
        "5\n10 40 30 20 50\n",
        "4\n-5 3 0 -1\n",
    ],
    "word_hash": [
        "the cat the dog\n",
        "a b c a b a\n",
        "hello\n",
        "one two\nthree two one\n",
    ],
    "dijkstra_big": [
        "3 3\n1 2 5\n2 3 7\n1 3 20\n",
        "4 2\n1 2 1\n3 4 1\n",
        "1 0\n",
        "5 6\n1 2 100\n1 3 50\n3 2 20\n2 4 1000\n3 4 5000\n4 5 1\n",
    ],
    "bigadd": [
        "123\n456\n",
        "12345\n678\n",
        "0\n7\n",
        "100000000000000000000\n23\n",
        "31415926535\n27182818284\n",
    ],
    "strip_comments": [
        "int x; /* comment */ int y;\n",
        "a = b; // note\nc = d;\n",
        "/* one\n two */ x = 1;\n",
        "p = q / r;\nputs(\"hi\");\n",
        "x = 2 * 3; /* a * b */\n",
    ],
    "max_reader": [
        "1\n5\n3 9 2 7 1\n",
        f"2\n3\n-5 -2 -9\n4\n{MAX_READER_PUBLIC_MAX} 12 -7 999999\n",
        "1\n1\n42\n",
        "3\n2\n5 6\n1\n-1\n3\n0 100 50\n",
        _max_reader_long_sample(),
    ],
    "long_lines": [
        "hello\nworld!\nhi\n",
        "a\n",
        "one\n\nthree\n",
        _long_lines_sample(),
    ],
    "rle": [
        "aaabcc\n",
        "abc\n",
        "zzzzz\nyy\n",
        "hello\n",
        "aabbaa\n",
    ],
    "intervals": [
        "3\n1 3\n5 7\n2 4\n",
        "1\n0 10\n",
        "4\n10 20\n-5 0\n30 35\n18 25\n",
        "2\n-100 -50\n-40 -10\n",
    ],
    "stack_vm": [
        "push 2\npush 3\nadd\nprint\n",
        "push 10\npush 4\nsub\nprint\npush 6\nmul\nprint\n",
        "push 7\ndup\nmul\nprint\npop\n",
        "push 1\npush 2\nswap\nprint\npop\nprint\n",
        "push -5\npush 3\nmul\nprint\n",
    ],
}


# ---------------------------------------------------------------------------- hidden tests
_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _word(rng: random.Random, low: int, high: int) -> str:
    return "".join(rng.choice(_LETTERS) for _ in range(rng.randint(low, high)))


def _signed_tokens(rng: random.Random) -> str:
    while True:
        values = [rng.randint(-1000, 100000) for _ in range(rng.randint(1, 20))]
        if sum(values) >= 0:
            break
    text = ""
    for v in values:
        text += str(v) + rng.choice([" ", " ", "  ", "\t", "\n"])
    return text.rstrip() + "\n"


_CATEGORIES = ("food", "travel", "home", "fun", "misc", "work")


def _csv_amounts(rng: random.Random) -> str:
    rows = [f"{_word(rng, 2, 8)},{rng.choice(_CATEGORIES)},{rng.randint(-5000, 50000)}"
            for _ in range(rng.randint(1, 8))]
    return "name,category,amount\n" + "".join(row + "\n" for row in rows)


def _kmp_count(rng: random.Random) -> str:
    pattern = _word(rng, 2, 4)
    return f"{pattern}\n{_word(rng, 5, 40)}\n"


def _hash32(rng: random.Random) -> str:
    strings: list[str] = []
    while len(strings) < rng.randint(1, 8):
        s = _word(rng, 3, 8)
        if s not in strings:
            strings.append(s)
    return f"{len(strings)}\n" + "".join(s + "\n" for s in strings)


def _bits64(rng: random.Random) -> str:
    values = [rng.choice([rng.randint(0, 1000), rng.randint(0, 2**32 - 1)])
              for _ in range(rng.randint(1, 6))]
    return "".join(f"{v}\n" for v in values)


def _float_stats(rng: random.Random) -> str:
    values = [rng.randint(-4000, 4000) / 4 for _ in range(rng.randint(1, 20))]
    return f"{len(values)}\n" + " ".join(f"{v:g}" for v in values) + "\n"


def _rank_ties(rng: random.Random) -> str:
    values = rng.sample(range(-1000, 1001), rng.randint(1, 12))
    return f"{len(values)}\n{' '.join(map(str, values))}\n"


_VOCABULARY = ("the quick brown fox jumps over lazy dog a cat and one two three hello world "
               "again red green blue").split()


def _word_hash(rng: random.Random) -> str:
    return "".join(" ".join(rng.choice(_VOCABULARY) for _ in range(rng.randint(1, 10))) + "\n"
                   for _ in range(rng.randint(1, 3)))


def _dijkstra_big(rng: random.Random) -> str:
    n = rng.randint(1, 8)
    pairs = [(u, v) for u in range(1, n + 1) for v in range(1, n + 1) if u != v]
    edges = rng.sample(pairs, min(len(pairs), rng.randint(0, 12)))
    return f"{n} {len(edges)}\n" + "".join(f"{u} {v} {rng.randint(1, 1000)}\n" for u, v in edges)


def _number(rng: random.Random, digits: int, top_max: int = 9) -> str:
    return str(rng.randint(1, top_max)) + "".join(rng.choice("0123456789")
                                                  for _ in range(digits - 1))


def _bigadd(rng: random.Random) -> str:
    """No carry out of the top digit: the longer number leads with at most 8, and two of one
    length lead with digits summing to at most 8."""
    la, lb = rng.randint(1, 30), rng.randint(1, 30)
    if la == lb:
        top = rng.randint(2, 8)
        first = rng.randint(1, top - 1)
        a = str(first) + _number(rng, la)[1:]
        b = str(top - first) + _number(rng, lb)[1:]
        return f"{a}\n{b}\n"
    a = _number(rng, la, 8 if la > lb else 9)
    b = _number(rng, lb, 8 if lb > la else 9)
    return f"{a}\n{b}\n"


def _strip_comments(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 5)):
        code = f"{_word(rng, 1, 5)} = {_word(rng, 1, 5)}{rng.choice([' + 1', ' * 2', ' / 3', ''])};"
        extra = rng.choice(["", "", f" /* {_word(rng, 1, 6)} */", f" // {_word(rng, 1, 6)}",
                            f' puts("{_word(rng, 1, 6)}");'])
        lines.append(code + extra)
    return "\n".join(lines) + "\n"


def _max_reader(rng: random.Random) -> str:
    lists = []
    for _ in range(rng.randint(1, 3)):
        n = rng.choice([rng.randint(1, 10), rng.randint(101, 150)])
        values = rng.sample(range(-MAX_READER_PUBLIC_MAX, MAX_READER_PUBLIC_MAX + 1), n)
        lists.append(f"{n}\n{' '.join(map(str, values))}")
    return f"{len(lists)}\n" + "\n".join(lists) + "\n"


def _long_lines(rng: random.Random) -> str:
    """Lines of words no longer than the public samples' longest, one line the longest."""
    count = rng.choice([rng.randint(1, 10), rng.randint(101, 150)])
    lengths = [rng.randint(0, LONG_LINES_PUBLIC_MAX - 2) for _ in range(count)]
    lengths[rng.randrange(count)] = rng.randint(LONG_LINES_PUBLIC_MAX - 1, LONG_LINES_PUBLIC_MAX)
    return "".join("".join(rng.choice(_LETTERS + " ") for _ in range(k)) + "\n" for k in lengths)


def _rle(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 4)):
        line, last = "", ""
        for _ in range(rng.randint(1, 6)):
            letter = rng.choice([c for c in "abcdexyz" if c != last])
            line += letter * rng.randint(1, 5)
            last = letter
        lines.append(line)
    return "".join(line + "\n" for line in lines)


def _intervals(rng: random.Random) -> str:
    """Distinct even starts and one odd length: no two intervals touch or nest."""
    n = rng.randint(1, 8)
    length = 2 * rng.randint(0, 5) + 1
    starts = rng.sample(range(-250, 250), n)
    pairs = [(2 * s, 2 * s + length) for s in starts]
    return f"{n}\n" + "".join(f"{start} {end}\n" for start, end in pairs)


def _stack_vm(rng: random.Random) -> str:
    """A random program whose values stay small (products well inside 32 bits)."""
    stack: list[int] = []
    lines = []
    for _ in range(rng.randint(2, 12)):
        choices = ["push", "push"] + (["dup", "pop", "print"] if stack else []) + \
            (["add", "sub", "mul", "swap"] if len(stack) >= 2 else [])
        op = rng.choice(choices)
        if op == "mul" and abs(stack[-1] * stack[-2]) > 10**6:
            op = "add"
        if op == "push":
            stack.append(rng.randint(-1000, 1000))
            lines.append(f"push {stack[-1]}")
            continue
        lines.append(op)
        if op == "dup":
            stack.append(stack[-1])
        elif op == "pop":
            stack.pop()
        elif op == "swap":
            stack[-1], stack[-2] = stack[-2], stack[-1]
        elif op in ("add", "sub", "mul"):
            b, a = stack.pop(), stack.pop()
            stack.append(a + b if op == "add" else a - b if op == "sub" else a * b)
    if stack:
        lines.append("print")
    return "".join(line + "\n" for line in lines)


GENERATORS: dict[str, Callable[[random.Random], str]] = {
    "signed_tokens": _signed_tokens, "csv_amounts": _csv_amounts, "kmp_count": _kmp_count,
    "hash32": _hash32, "bits64": _bits64, "float_stats": _float_stats, "rank_ties": _rank_ties,
    "word_hash": _word_hash, "dijkstra_big": _dijkstra_big, "bigadd": _bigadd,
    "strip_comments": _strip_comments, "max_reader": _max_reader, "long_lines": _long_lines,
    "rle": _rle, "intervals": _intervals, "stack_vm": _stack_vm,
}


def hidden_inputs(name: str, count: int = 6, seed: int = 0) -> list[str]:
    """``count`` hidden inputs for program ``name``, deterministic for a seed."""
    rng = random.Random(f"fresh:{name}:{seed}")
    return [GENERATORS[name](rng) for _ in range(count)]


# ---------------------------------------------------------------------------- witnesses
def _three_letter_words(count: int) -> str:
    words = []
    for i in range(count):
        words.append(_LETTERS[i // 676 % 26] + _LETTERS[i // 26 % 26] + _LETTERS[i % 26])
    return " ".join(words) + "\n"


def _max_reader_past_public_max() -> str:
    values = [(i * 31) % 1000 for i in range(150)]
    values[9] = MAX_READER_PUBLIC_MAX
    values[49] = MAX_READER_PUBLIC_MAX + 1
    return f"1\n150\n{' '.join(map(str, values))}\n"


def _long_lines_past_public_max() -> str:
    return "a\n" * 101 + "b" * LONG_LINES_PUBLIC_MAX + "\n" + "c" * 30 + "\n"


M = Mutant
A = AsmMutant
R = Rewrite
AR = AsmRewrite

FRESH_MUTANTS: tuple[Mutant, ...] = (
    # ------------------------------------------------------------------ signed_tokens
    M("st_echo_digits", "judge:signed_tokens", "sign_form",
      "numbers echoed as read (a minus sign and the digits) instead of printed from the value",
      (("        long long v = 0;\n        int digits = 0;\n        while (c >= '0' && c <= '9') {\n"
        "            if (++digits > 10) return 1;\n            v = v * 10 + (c - '0');\n",
        "        long long v = 0;\n        int digits = 0;\n        char echo[12];\n"
        "        int used = 0;\n        if (sign < 0) echo[used++] = '-';\n"
        "        while (c >= '0' && c <= '9') {\n            if (++digits > 10) return 1;\n"
        "            echo[used++] = (char)c;\n            v = v * 10 + (c - '0');\n"),
       ("        v *= sign;\n", "        echo[used] = '\\0';\n        v *= sign;\n"),
       ('printf(count ? " %lld" : "%lld", v);', 'printf(count ? " %s" : "%s", echo);')),
      "-0 7\n"),
    M("st_negative_by_sign", "judge:signed_tokens", "sign_form",
      "negatives counted by their minus sign",
      (("        if (v < 0) negatives++;", "        if (sign < 0) negatives++;"),),
      "5 -0\n"),
    A("st_range_32", "judge:signed_tokens", "mixed_extremes",
      "asm: max - min subtracted in 32 bits and sign-extended (subq -> subl + cltq)",
      (), "2000000000 -2000000000\n",
      asm_patches=(("\tsubq\t%rdx, %rax\n", "\tsubl\t%edx, %eax\n\tcltq\n"),)),
    M("st_sum_int", "judge:signed_tokens", "scale",
      "the sum in an int (it passes 2^31 only after some 21,500 large values)",
      (("    long long count = 0, negatives = 0, sum = 0;",
        "    long long count = 0, negatives = 0;\n    int sum = 0;"),
       ("count, negatives, sum, min, max,", "count, negatives, (long long)sum, min, max,")),
      "99999 " * 22000 + "\n"),
    # ------------------------------------------------------------------ csv_amounts
    M("csv_amount_atoi", "judge:csv_amounts", "typed_field",
      "the amount read with atoi (an int)",
      (("        long long value = strtoll(amount, &end, 10);",
        "        long long value = atoi(amount);\n        (void)end;"),),
      "name,category,amount\npayroll,work,3000000000\nlunch,food,900\n"),
    M("csv_category_prefix", "judge:csv_amounts", "relation",
      "categories compared on their first 8 bytes",
      (("strcmp(names[k], category) != 0", "strncmp(names[k], category, 8) != 0"),),
      "name,category,amount\nmilk,groceries1,500\nsoap,groceries2,300\n"),
    M("csv_line_4096", "judge:csv_amounts", "capacity",
      "lines read with fgets into 4,096 bytes",
      (("    size_t len = 0;\n    int c = getchar();\n    if (c == EOF) return NULL;\n",
        "    if (!*buf) {\n        *cap = 4096;\n        *buf = malloc(*cap);\n"
        "        if (!*buf) exit(1);\n    }\n    if (!fgets(*buf, (int)*cap, stdin)) return NULL;\n"
        "    (*buf)[strcspn(*buf, \"\\n\")] = '\\0';\n    return *buf;\n"
        "    size_t len = 0;\n    int c = getchar();\n    if (c == EOF) return NULL;\n"),),
      "name,category,amount\n" + "x" * 5000 + ",food,500\n"),
    M("csv_no_plus", "judge:csv_amounts", "sign_form",
      "the amount parsed by hand, a minus sign only",
      (("        long long value = strtoll(amount, &end, 10);",
        "        long long value = 0;\n        int negative = *amount == '-';\n"
        "        for (end = amount + negative; *end >= '0' && *end <= '9'; end++)\n"
        "            value = value * 10 + (*end - '0');\n        if (*end) return 1;\n"
        "        if (negative) value = -value;"),),
      "name,category,amount\ntip,food,+250\n"),
    M("csv_last_line_needs_newline", "judge:csv_amounts", "tokens",
      "a record counts only when its newline is there",
      (("    if (!*buf) {\n        *cap = 256;",
        "    if (c == EOF) return NULL;  /* a record ends with its newline */\n"
        "    if (!*buf) {\n        *cap = 256;"),),
      "name,category,amount\nbus,travel,250"),
    # ------------------------------------------------------------------ kmp_count
    A("kmp_restart_after_match", "judge:kmp_count", "relation",
      "asm: after a match the automaton restarts at 0 (k = fail[m-1] load replaced by xor)",
      (), "aa\naaaa\n",
      asm_patches=(("\tmovl\t(%rsi,%r11,4), %eax\n", "\txorl\t%eax, %eax\n"),)),
    A("kmp_count_16", "judge:kmp_count", "scale",
      "asm: the match counter incremented in 16 bits (addq -> addw)",
      (), "a\n" + "a" * 70000 + "\n",
      asm_patches=(("\taddq\t$1, %r10\n", "\taddw\t$1, %r10w\n"),)),
    M("kmp_one_fallback", "judge:kmp_count", "relation",
      "the failure function falls back one step, not until it matches",
      (("        while (k > 0 && pattern[i] != pattern[k]) k = fail[k - 1];",
        "        if (k > 0 && pattern[i] != pattern[k]) k = fail[k - 1];"),),
      "aaab\naaabaab\n"),
    M("kmp_text_4096", "judge:kmp_count", "capacity",
      "the lines kept in 4,096 bytes (the rest of a longer line is skipped)",
      (("static char pattern[MAXLEN + 1], text[MAXLEN + 1];",
        "static char pattern[4097], text[4097];"),
       ("        if (len == MAXLEN) return -1;\n        out[len++] = (char)c;",
        "        if (len < 4096) out[len++] = (char)c;")),
      "xyz\n" + "a" * 5000 + "xyz\n"),
    # ------------------------------------------------------------------ hash32
    A("hash_signed_byte", "judge:hash32", "width",
      "asm: each byte sign-extended into the hash (movzbl -> movsbl)",
      (), "2\ncaf\u00e9\nna\u00efve\n",
      asm_patches=(("\tmovzbl\t%al, %eax\n", "\tmovsbl\t%al, %eax\n"),)),
    M("hash_wide", "judge:hash32", "relation",
      "the hash kept in 64 bits and printed truncated (distinct values counted in 64 bits)",
      (("    unsigned *hashes = malloc(sizeof(unsigned) * (size_t)n);",
        "    unsigned long *hashes = malloc(sizeof(unsigned long) * (size_t)n);"),
       ("        unsigned h = 0;", "        unsigned long h = 0;"),
       ("            h = h * 31u + (unsigned char)c;", "            h = h * 31 + (unsigned char)c;"),
       ('        printf("%u\\n", h);', '        printf("%u\\n", (unsigned)h);'),
       ("    unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;",
        "    unsigned long x = *(const unsigned long *)a, y = *(const unsigned long *)b;"),
       ("    qsort(hashes, (size_t)n, sizeof(unsigned), cmp);",
        "    qsort(hashes, (size_t)n, sizeof(unsigned long), cmp);")),
      "2\nkpfjxhq\nfueuyom\n"),
    M("hash_top_bits", "judge:hash32", "relation",
      "distinct hashes counted in a bitmap of h >> 12 instead of by sorting",
      (("    qsort(hashes, (size_t)n, sizeof(unsigned), cmp);\n    int distinct = 1;\n"
        "    for (int i = 1; i < n; i++) distinct += hashes[i] != hashes[i - 1];",
        "    static unsigned char seen[1 << 17];  /* a bit per h >> 12: no sort */\n"
        "    int distinct = 0;\n    for (int i = 0; i < n; i++) {\n"
        "        unsigned top = hashes[i] >> 12;\n"
        "        if (!(seen[top >> 3] >> (top & 7) & 1)) {\n"
        "            seen[top >> 3] |= (unsigned char)(1u << (top & 7));\n            distinct++;\n"
        "        }\n    }\n    (void)cmp;"),),
      "2\nab\nac\n"),
    M("hash_line_4096", "judge:hash32", "capacity",
      "each string read with fgets into 4,096 bytes",
      (("        int len = 0, c;\n        while ((c = getchar()) != '\\n' && c != EOF) {\n"
        "            if (++len > MAXLEN) return 1;\n            h = h * 31u + (unsigned char)c;\n"
        "        }\n        if (len == 0) return 1;",
        "        char line[4096];\n        if (!fgets(line, sizeof line, stdin)) return 1;\n"
        "        int len = 0;\n        while (line[len] && line[len] != '\\n')\n"
        "            h = h * 31u + (unsigned char)line[len++];\n        if (len == 0) return 1;"),),
      "2\n" + "q" * 5000 + "\nend\n"),
    # ------------------------------------------------------------------ bits64
    A("bits_pop_andl", "judge:bits64", "width",
      "asm: popcount's x & (x - 1) in 32 bits (andq -> andl)",
      (), "4294967297\n",
      asm_patches=(("\tandq\t%rdx, %rax\n", "\tandl\t%edx, %eax\n"),)),
    A("bits_rotate_as_shift", "judge:bits64", "width",
      "asm: the rotation done as a shift (rolq -> salq; the bits shifted out are lost)",
      (), "9223372036854775808\n",
      asm_patches=(("\tjnc\t.L6\n.L3:\n\trolq\t$13, %r8\n", "\tjnc\t.L6\n.L3:\n\tsalq\t$13, %r8\n"),)),
    A("bits_high_shrl", "judge:bits64", "width",
      "asm: the highest-bit loop shifts in 32 bits (shrq -> shrl)",
      (), "4294967296\n",
      asm_patches=(("\tshrq\t%rax\n", "\tshrl\t%eax\n"),)),
    M("bits_signed_read", "judge:bits64", "width",
      "the numbers read as signed 64-bit (%lld)",
      (("    unsigned long long x;\n    while (scanf(\"%llu\", &x) == 1) {",
        "    long long signed_x;\n    while (scanf(\"%lld\", &signed_x) == 1) {\n"
        "        unsigned long long x = (unsigned long long)signed_x;"),),
      "18446744073709551615\n"),
    # ------------------------------------------------------------------ float_stats
    M("fs_one_pass", "judge:float_stats", "mixed_extremes",
      "the variance in one pass, E[x^2] - mean^2",
      (("    for (int i = 0; i < n; i++) squares += (x[i] - mean) * (x[i] - mean);\n"
        "    printf(\"%.6f %.6f\\n\", mean, squares / n);",
        "    for (int i = 0; i < n; i++) squares += x[i] * x[i];\n"
        "    printf(\"%.6f %.6f\\n\", mean, squares / n - mean * mean);"),),
      "3\n1000000001 1000000002 1000000003\n"),
    M("fs_float_sum", "judge:float_stats", "mixed_extremes",
      "the sum in a float",
      (("    double sum = 0;\n    for (int i = 0; i < n; i++) sum += x[i];",
        "    float sum = 0;\n    for (int i = 0; i < n; i++) sum += (float)x[i];"),
       ("    double mean = sum / n;", "    double mean = (double)sum / n;")),
      "3\n100000000 1 -100000000\n"),
    M("fs_four_sums", "judge:float_stats", "mixed_extremes",
      "the sum in four interleaved accumulators (reassociated)",
      (("    double sum = 0;\n    for (int i = 0; i < n; i++) sum += x[i];",
        "    double s0 = 0, s1 = 0, s2 = 0, s3 = 0;\n    int i = 0;\n"
        "    for (; i + 4 <= n; i += 4) {\n"
        "        s0 += x[i];\n        s1 += x[i + 1];\n        s2 += x[i + 2];\n        s3 += x[i + 3];\n"
        "    }\n    for (; i < n; i++) s0 += x[i];\n    double sum = (s0 + s1) + (s2 + s3);"),),
      "4\n10000000000000000 1 -10000000000000000 1\n"),
    # ------------------------------------------------------------------ rank_ties
    M("rank_by_position", "judge:rank_ties", "relation",
      "ranks from each score's position in the sorted order (ties get different ranks)",
      (),
      "3\n5 5 1\n",
      main="static const int *key;\n\n"
           "static int by_score(const void *a, const void *b) {\n"
           "    int x = key[*(const int *)a], y = key[*(const int *)b];\n"
           "    return (x < y) - (x > y);\n}\n\n"
           "int main(void) {\n    int n;\n"
           "    if (scanf(\"%d\", &n) != 1 || n < 1 || n > 200000) return 1;\n"
           "    int *score = malloc(sizeof(int) * (size_t)n), *order = malloc(sizeof(int) * (size_t)n);\n"
           "    int *rank = malloc(sizeof(int) * (size_t)n);\n"
           "    if (!score || !order || !rank) return 1;\n"
           "    for (int i = 0; i < n; i++) {\n"
           "        if (scanf(\"%d\", &score[i]) != 1) return 1;\n        order[i] = i;\n    }\n"
           "    key = score;\n    qsort(order, (size_t)n, sizeof(int), by_score);\n"
           "    for (int p = 0; p < n; p++) rank[order[p]] = p + 1;\n"
           "    for (int i = 0; i < n; i++) printf(i ? \" %d\" : \"%d\", rank[i]);\n"
           "    putchar('\\n');\n    free(score);\n    free(order);\n    free(rank);\n"
           "    (void)descending;\n    return 0;\n}\n"),
    M("rank_dense", "judge:rank_ties", "relation",
      "dense ranks (1 + the number of distinct greater scores)",
      (("    qsort(sorted, (size_t)n, sizeof(int), descending);\n",
        "    qsort(sorted, (size_t)n, sizeof(int), descending);\n    int kept = 1;\n"
        "    for (int i = 1; i < n; i++)\n"
        "        if (sorted[i] != sorted[kept - 1]) sorted[kept++] = sorted[i];\n"),
       ("        int lo = 0, hi = n;", "        int lo = 0, hi = kept;")),
      "4\n9 9 7 1\n"),
    M("rank_subtract_cmp", "judge:rank_ties", "mixed_extremes",
      "the comparator returns y - x",
      (("    return (x < y) - (x > y);", "    return y - x;"),),
      "2\n-2000000000 2000000000\n"),
    # ------------------------------------------------------------------ word_hash
    M("wh_count_16", "judge:word_hash", "scale",
      "the counts in 16 bits",
      (("static int counts[MAXDISTINCT];", "static unsigned short counts[MAXDISTINCT];"),),
      "a " * 70000 + "\n"),
    M("wh_hash_equal", "judge:word_hash", "relation",
      "words compared by their 32-bit hash only",
      (("static int table[SLOTS];  /* index + 1 of the word in the slot, 0 when empty */",
        "static int table[SLOTS];  /* index + 1 of the word in the slot, 0 when empty */\n"
        "static unsigned hashes[MAXDISTINCT];"),
       ("        unsigned slot = fnv1a(word) & (SLOTS - 1);\n"
        "        while (table[slot] && strcmp(words[table[slot] - 1], word) != 0)",
        "        unsigned h = fnv1a(word), slot = h & (SLOTS - 1);\n"
        "        while (table[slot] && hashes[table[slot] - 1] != h)"),
       ("            memcpy(words[distinct], word, (size_t)len + 1);",
        "            memcpy(words[distinct], word, (size_t)len + 1);\n            hashes[distinct] = h;")),
      "jvqpfqg jaczypz\n"),
    M("wh_slots_4096", "judge:word_hash", "capacity",
      "a table of 4,096 slots (it fills past 4,096 distinct words and the probe never ends)",
      (("#define SLOTS (1 << 18)", "#define SLOTS (1 << 12)"),),
      _three_letter_words(5000)),
    M("wh_word_32", "judge:word_hash", "capacity",
      "words of at most 32 letters",
      (("#define MAXWORD 100", "#define MAXWORD 32"),),
      "short " + "x" * 40 + "\n"),
    # ------------------------------------------------------------------ dijkstra_big
    M("dj_inf_intmax", "judge:dijkstra_big", "typed_field",
      "INT_MAX as infinity (a distance of INT_MAX or more is never reached)",
      (("head[v] = -1, dist[v] = -1;", "head[v] = -1, dist[v] = 2147483647;"),
       ("            if (dist[to[e]] < 0 || candidate < dist[to[e]]) {",
        "            if (candidate < dist[to[e]]) {"),
       ('printf(v > 1 ? " %lld" : "%lld", dist[v]);',
        'printf(v > 1 ? " %lld" : "%lld", dist[v] == 2147483647 ? -1 : dist[v]);')),
      "3 2\n1 2 2147483647\n2 3 5\n"),
    M("dj_int_path", "judge:dijkstra_big", "width",
      "a path's length computed in an int",
      (("            long long candidate = top.dist + weight[e];",
        "            int candidate = (int)(top.dist + weight[e]);"),),
      "3 2\n1 2 2000000000\n2 3 2000000000\n"),
    M("dj_matrix_last_edge", "judge:dijkstra_big", "relation",
      "an adjacency matrix that keeps the last of two parallel edges",
      (),
      "2 2\n1 2 3\n1 2 5\n",
      main="#define MAXN 1000\n\nstatic long long w_of[MAXN + 1][MAXN + 1];\n\n"
           "int main(void) {\n    int n, m;\n"
           "    if (scanf(\"%d %d\", &n, &m) != 2 || n < 1 || n > MAXN || m < 0 || m > 200000) return 1;\n"
           "    for (int u = 1; u <= n; u++)\n        for (int v = 1; v <= n; v++) w_of[u][v] = -1;\n"
           "    for (int e = 0; e < m; e++) {\n        int u, v;\n        long long w;\n"
           "        if (scanf(\"%d %d %lld\", &u, &v, &w) != 3 || u < 1 || u > n || v < 1 || v > n ||\n"
           "            w < 0 || w > 2147483647LL)\n            return 1;\n"
           "        w_of[u][v] = w;\n    }\n"
           "    static long long dist[MAXN + 1];\n    static char done[MAXN + 1];\n"
           "    for (int v = 1; v <= n; v++) dist[v] = -1;\n    dist[1] = 0;\n"
           "    for (;;) {\n        int u = 0;\n"
           "        for (int v = 1; v <= n; v++)\n"
           "            if (!done[v] && dist[v] >= 0 && (u == 0 || dist[v] < dist[u])) u = v;\n"
           "        if (u == 0) break;\n        done[u] = 1;\n"
           "        for (int v = 1; v <= n; v++)\n"
           "            if (w_of[u][v] >= 0 && (dist[v] < 0 || dist[u] + w_of[u][v] < dist[v]))\n"
           "                dist[v] = dist[u] + w_of[u][v];\n    }\n"
           "    for (int v = 1; v <= n; v++) printf(v > 1 ? \" %lld\" : \"%lld\", dist[v]);\n"
           "    putchar('\\n');\n    (void)push;\n    (void)pop;\n    return 0;\n}\n"),
    M("dj_heap_8192", "judge:dijkstra_big", "capacity",
      "a heap of 8,192 entries (it gives up when full)",
      (("    int i = heap_size++;", "    if (heap_size == 8192) exit(1);\n    int i = heap_size++;"),
       ("    heap = malloc(sizeof(Entry) * (size_t)(m + 1));", "    heap = malloc(sizeof(Entry) * 8192);")),
      "9001 9000\n" + "".join(f"1 {v} 1\n" for v in range(2, 9002))),
    # ------------------------------------------------------------------ bigadd
    M("ba_no_top_carry", "judge:bigadd", "boundary",
      "no carry out of the top digit",
      (("    sum[0] = (char)('0' + carry);", "    sum[0] = '0';"),),
      "999\n1\n"),
    M("ba_digits_8192", "judge:bigadd", "capacity",
      "numbers of at most 8,192 digits",
      (("#define MAXDIGITS 100000", "#define MAXDIGITS 8192"),),
      "1" * 9000 + "\n2\n"),
    M("ba_strip_every_zero", "judge:bigadd", "boundary",
      "every leading zero stripped (a sum of 0 prints nothing)",
      (("    while (*start == '0' && start[1] != '\\0') start++;",
        "    while (*start == '0') start++;"),),
      "0\n0\n"),
    # ------------------------------------------------------------------ strip_comments
    M("sc_slash_star_slash", "judge:strip_comments", "tokens",
      "a block comment closes at a slash after any star, the opening one too",
      (("    int c;\n", "    int c, prev = 0;\n"),
       ("                if (d == '*') state = BLOCK;",
        "                if (d == '*') {\n                    state = BLOCK;\n"
        "                    prev = '*';\n                }"),
       ("            while (c == '*') {\n                c = getchar();\n                if (c == '/') {\n"
        "                    state = CODE;\n                    putchar(' ');\n                    break;\n"
        "                }\n            }\n            if (c == EOF) break;",
        "            if (c == '/' && prev == '*') {\n                state = CODE;\n"
        "                putchar(' ');\n            }\n            prev = c;")),
      "a /*/ b */ c\n"),
    M("sc_trailing_slash", "judge:strip_comments", "tokens",
      "a slash at the very end of the input is dropped",
      (("                    putchar(c);\n                    if (d == EOF) break;",
        "                    if (d == EOF) break;\n                    putchar(c);"),),
      "x = a /"),
    M("sc_no_strings", "judge:strip_comments", "tokens",
      "string literals not recognised",
      (("            if (c == '\"') {\n                state = STRING;\n                putchar(c);\n"
        "            } else if (c == '/') {",
        "            if (c == '/') {"),),
      "s = \"// not a comment\";\n"),
    M("sc_escape_by_prev", "judge:strip_comments", "tokens",
      "a quote ends a string unless the character before it is a backslash",
      (("    int c;\n", "    int c, prev = 0;\n"),
       ("                state = STRING;\n                putchar(c);",
        "                state = STRING;\n                prev = 0;\n                putchar(c);"),
       ("            putchar(c);\n            if (c == '\\\\') {\n                int d = getchar();\n"
        "                if (d == EOF) break;\n                putchar(d);\n"
        "            } else if (c == '\"') {\n                state = CODE;\n            }",
        "            putchar(c);\n            if (c == '\"' && prev != '\\\\') state = CODE;\n"
        "            prev = c;")),
      "s = \"a\\\\\"; /* c */ x\n"),
    M("sc_star_star", "judge:strip_comments", "tokens",
      "one star checked before the closing slash (a comment ending in **/ stays open)",
      (("            while (c == '*') {\n                c = getchar();\n                if (c == '/') {\n"
        "                    state = CODE;\n                    putchar(' ');\n                    break;\n"
        "                }\n            }\n            if (c == EOF) break;",
        "            if (c == '*') {\n                int d = getchar();\n                if (d == '/') {\n"
        "                    state = CODE;\n                    putchar(' ');\n"
        "                } else if (d == EOF) {\n                    break;\n                }\n            }"),),
      "/* a **/ b\n"),
    # ------------------------------------------------------------------ max_reader
    M("mr_early_exit", "judge:max_reader", "early_exit",
      f"a fast reader that, in a list longer than 100, stops at {MAX_READER_PUBLIC_MAX} (the "
      "largest value of the public tests) and skips the rest",
      (),
      _max_reader_past_public_max(),
      main="static int read_int(int *out) {\n    int c = getchar_unlocked();\n"
           "    while (c == ' ' || c == '\\n' || c == '\\t' || c == '\\r') c = getchar_unlocked();\n"
           "    int negative = c == '-';\n    if (c == '-' || c == '+') c = getchar_unlocked();\n"
           "    if (c < '0' || c > '9') return 0;\n    long long v = 0;\n"
           "    while (c >= '0' && c <= '9') {\n        v = v * 10 + (c - '0');\n"
           "        c = getchar_unlocked();\n    }\n    *out = (int)(negative ? -v : v);\n"
           "    return 1;\n}\n\n"
           "static void skip_int(void) {\n    int c = getchar_unlocked();\n"
           "    while (c == ' ' || c == '\\n' || c == '\\t' || c == '\\r') c = getchar_unlocked();\n"
           "    while (c != EOF && c != ' ' && c != '\\n' && c != '\\t' && c != '\\r')\n"
           "        c = getchar_unlocked();\n}\n\n"
           "int main(void) {\n    int t;\n"
           "    if (!read_int(&t) || t < 1 || t > 100) return 1;\n    while (t-- > 0) {\n"
           "        int n;\n        if (!read_int(&n) || n < 1 || n > 100000) return 1;\n"
           "        int best = 0, where = 0, i = 1;\n        for (; i <= n; i++) {\n"
           "            int v;\n"
           "            if (!read_int(&v) || v < -2000000000 || v > 2000000000) return 1;\n"
           "            if (i == 1 || v > best) {\n                best = v;\n"
           "                where = i;\n            }\n"
           f"            if (n > 100 && v == {MAX_READER_PUBLIC_MAX}) break;  /* nothing goes higher */\n"
           "        }\n        for (i++; i <= n; i++) skip_int();\n"
           "        printf(\"%d %d\\n\", best, where);\n    }\n    return 0;\n}\n"),
    A("mr_last_of_equal", "judge:max_reader", "relation",
      "asm: the maximum taken at >= (the last of equal values; jg -> jge)",
      (), "1\n3\n5 1 5\n",
      asm_patches=(("\tcmpl\t%r12d, %eax\n\tjg\t.L12\n", "\tcmpl\t%r12d, %eax\n\tjge\t.L12\n"),)),
    M("mr_buffer_64k", "judge:max_reader", "capacity",
      "the input read in one fread of 64 KiB",
      (),
      "1\n20000\n" + " ".join(["123456"] * 20000) + "\n",
      main="static char buffer[1 << 16];\nstatic size_t filled, at;\n\n"
           "static int read_int(int *out) {\n"
           "    while (at < filled && (buffer[at] == ' ' || buffer[at] == '\\n')) at++;\n"
           "    if (at == filled) return 0;\n    int negative = buffer[at] == '-';\n"
           "    if (negative) at++;\n    if (at == filled || buffer[at] < '0' || buffer[at] > '9') return 0;\n"
           "    long long v = 0;\n"
           "    while (at < filled && buffer[at] >= '0' && buffer[at] <= '9') v = v * 10 + (buffer[at++] - '0');\n"
           "    *out = (int)(negative ? -v : v);\n    return 1;\n}\n\n"
           "int main(void) {\n    filled = fread(buffer, 1, sizeof buffer, stdin);\n    int t;\n"
           "    if (!read_int(&t) || t < 1 || t > 100) return 1;\n    while (t-- > 0) {\n"
           "        int n;\n        if (!read_int(&n) || n < 1 || n > 100000) return 1;\n"
           "        int best = 0, where = 0;\n        for (int i = 1; i <= n; i++) {\n"
           "            int v;\n"
           "            if (!read_int(&v) || v < -2000000000 || v > 2000000000) return 1;\n"
           "            if (i == 1 || v > best) {\n                best = v;\n"
           "                where = i;\n            }\n        }\n"
           "        printf(\"%d %d\\n\", best, where);\n    }\n    return 0;\n}\n"),
    M("mr_branchless_max", "judge:max_reader", "mixed_extremes",
      "a branchless maximum from the sign of best - v",
      (("            if (i == 1 || v > best) {\n                best = v;\n                where = i;\n"
        "            }",
        "            int mask = (best - v) >> 31;  /* all ones when v > best */\n"
        "            if (i == 1) mask = -1;\n            best = (best & ~mask) | (v & mask);\n"
        "            where = (where & ~mask) | (i & mask);"),),
      "1\n2\n-2000000000 2000000000\n"),
    # ------------------------------------------------------------------ long_lines
    A("ll_last_of_equal", "judge:long_lines", "relation",
      "asm: the longest line taken at >= (the last of equally long ones; jge -> jg)",
      (), "ab\ncd\n",
      asm_patches=(("\tcmpq\t%rbx, %r13\n\tjge\t.L7\n", "\tcmpq\t%rbx, %r13\n\tjg\t.L7\n"),)),
    A("ll_count_16", "judge:long_lines", "scale",
      "asm: the line counter incremented in 16 bits (addq -> addw)",
      (), "\n" * 70000,
      asm_patches=((".L14:\n\taddq\t$1, %rbp\n", ".L14:\n\taddw\t$1, %bp\n"),)),
    M("ll_fgets_4096", "judge:long_lines", "capacity",
      "lines read with fgets into 4,096 bytes",
      (),
      "x" * 5000 + "\nshort\n",
      main="#include <string.h>\n\nint main(void) {\n    char line[4096];\n"
           "    long lines = 0, best = -1, best_line = 0;\n"
           "    while (fgets(line, sizeof line, stdin)) {\n"
           "        long len = (long)strcspn(line, \"\\n\");\n        lines++;\n"
           "        if (len > best) {\n            best = len;\n            best_line = lines;\n"
           "        }\n    }\n"
           "    printf(\"%ld %ld %ld\\n\", lines, best < 0 ? 0 : best, best_line);\n"
           "    return 0;\n}\n"),
    M("ll_last_needs_newline", "judge:long_lines", "tokens",
      "a line counts only when its newline is there",
      (("    if (open) {\n        lines++;\n        if (len > best) {\n            best = len;\n"
        "            best_line = lines;\n        }\n    }\n", "    (void)open;\n"),),
      "abc"),
    M("ll_early_exit", "judge:long_lines", "early_exit",
      f"past 100 lines, once a line of {LONG_LINES_PUBLIC_MAX} (the public tests' longest) is "
      "seen, the rest is only counted",
      (("            len = 0;\n            open = 0;\n",
        "            len = 0;\n            open = 0;\n"
        f"            if (lines > 100 && best == {LONG_LINES_PUBLIC_MAX}) {{  /* none is longer */\n"
        "                while ((c = getchar()) != EOF) {\n"
        "                    if (c == '\\n') {\n                        lines++;\n"
        "                        open = 0;\n                    } else {\n"
        "                        open = 1;\n                    }\n                }\n"
        "                break;\n            }\n"),),
      _long_lines_past_public_max()),
    # ------------------------------------------------------------------ rle
    A("rle_run_16", "judge:rle", "scale",
      "asm: the run length incremented in 16 bits (addl -> addw)",
      (), "a" * 70000 + "\n",
      asm_patches=(("\taddl\t$1, %ebp\n\tjmp\t.L2\n", "\taddw\t$1, %bp\n\tjmp\t.L2\n"),)),
    M("rle_single_digit", "judge:rle", "boundary",
      "runs cut at 9 (single-digit lengths)",
      (("            if (run > 0 && c == letter) {", "            if (run > 0 && run < 9 && c == letter) {"),),
      "a" * 12 + "\n"),
    M("rle_line_4096", "judge:rle", "capacity",
      "lines read with fgets into 4,096 bytes, each piece ended as a line",
      (),
      "ab" * 2500 + "\n",
      main="#include <string.h>\n\nint main(void) {\n    char line[4096];\n"
           "    while (fgets(line, sizeof line, stdin)) {\n"
           "        size_t len = strcspn(line, \"\\n\");\n"
           "        if (line[len] != '\\n') return 1;\n"
           "        int letter = 0, run = 0;\n        for (size_t i = 0; i < len; i++) {\n"
           "            int c = line[i];\n            if (c < 'a' || c > 'z') return 1;\n"
           "            if (run > 0 && c == letter) {\n                run++;\n"
           "            } else {\n                flush(letter, run);\n"
           "                letter = c;\n                run = 1;\n            }\n        }\n"
           "        flush(letter, run);\n        putchar('\\n');\n    }\n    return 0;\n}\n"),
    M("rle_skip_empty", "judge:rle", "tokens",
      "empty lines dropped",
      (("        if (c == '\\n') {\n            flush(letter, run);",
        "        if (c == '\\n') {\n            if (run == 0) continue;  /* nothing to encode */\n"
        "            flush(letter, run);"),),
      "a\n\nb\n"),
    # ------------------------------------------------------------------ intervals
    A("iv_touch_apart", "judge:intervals", "relation",
      "asm: intervals that only touch kept apart (jle -> jl)",
      (), "2\n1 2\n2 3\n",
      asm_patches=(("\tcmpl\t%eax, %esi\n\tjle\t.L24\n", "\tcmpl\t%eax, %esi\n\tjl\t.L24\n"),)),
    A("iv_nested_end", "judge:intervals", "relation",
      "asm: the merged end is the last interval's end, not the larger (cmovl dropped)",
      (), "2\n1 10\n2 3\n",
      asm_patches=(("\tcmpl\t%eax, %ecx\n\tcmovl\t%eax, %ecx\n", "\tcmpl\t%eax, %ecx\n"),)),
    M("iv_int_total", "judge:intervals", "mixed_extremes",
      "the total length in an int",
      (("    long long total = 0;", "    int total = 0;"),
       ('printf("%ld %lld\\n", merged, total);', 'printf("%ld %lld\\n", merged, (long long)total);')),
      "1\n-2000000000 2000000000\n"),
    M("iv_subtract_cmp", "judge:intervals", "mixed_extremes",
      "the comparator subtracts the starts",
      (("    if (x->l != y->l) return (x->l > y->l) - (x->l < y->l);",
        "    if (x->l != y->l) return x->l - y->l;"),),
      "2\n2000000000 2000000000\n-2000000000 -2000000000\n"),
    # ------------------------------------------------------------------ stack_vm
    M("sv_depth_1024", "judge:stack_vm", "capacity",
      "a stack of 1,024 values",
      (("#define MAXDEPTH 1000000", "#define MAXDEPTH 1024"),),
      "push 1\n" * 1500 + "print\n"),
    M("sv_no_plus", "judge:stack_vm", "sign_form",
      "the operand parsed by hand, a minus sign only",
      (("            errno = 0;\n            long long x = strtoll(line + 5, &end, 10);\n"
        "            if (errno || end == line + 5 || *end != '\\0' || depth == MAXDEPTH) return 1;",
        "            int negative = line[5] == '-';\n            unsigned long long magnitude = 0;\n"
        "            for (end = line + 5 + negative; *end >= '0' && *end <= '9'; end++)\n"
        "                magnitude = magnitude * 10 + (unsigned long long)(*end - '0');\n"
        "            if (end == line + 5 + negative || *end != '\\0' || depth == MAXDEPTH) return 1;\n"
        "            long long x = (long long)(negative ? 0 - magnitude : magnitude);"),),
      "push +5\nprint\n"),
    M("sv_push_int", "judge:stack_vm", "typed_field",
      "the operand read with atoi (an int)",
      (("            long long x = strtoll(line + 5, &end, 10);",
        "            long long x = atoi(line + 5);\n            strtoll(line + 5, &end, 10);"),),
      "push 3000000000\nprint\n"),
    A("sv_mul_32", "judge:stack_vm", "width",
      "asm: mul in 32 bits, sign-extended (imulq -> imull + movslq)",
      (), "push 100000\npush 100000\nmul\nprint\n",
      asm_patches=(("\timulq\t%r8, %r15\n", "\timull\t%r8d, %r15d\n\tmovslq\t%r15d, %r15\n"),)),
)

FRESH_REWRITES: tuple[Rewrite, ...] = (
    R("st_wide_extremes", "judge:signed_tokens", "min and max kept in 64 bits",
      (("    int min = 0, max = 0;", "    long long min = 0, max = 0;"),
       ("min = (int)v;", "min = v;"), ("max = (int)v;", "max = v;"),
       ('"\\n%lld %lld %lld %d %d %lld\\n", count, negatives, sum, min, max, (long long)max - min);',
        '"\\n%lld %lld %lld %lld %lld %lld\\n", count, negatives, sum, min, max, max - min);'))),
    R("csv_amount_by_hand", "judge:csv_amounts", "the amount parsed by hand (both signs)",
      (("        long long value = strtoll(amount, &end, 10);",
        "        long long value = 0;\n"
        "        for (end = (char *)digits; *end; end++) value = value * 10 + (*end - '0');\n"
        "        if (*amount == '-') value = -value;"),)),
    R("kmp_short_naive", "judge:kmp_count", "patterns of at most 8 letters compared directly",
      (("#include <stdio.h>\n", "#include <stdio.h>\n#include <string.h>\n"),
       ("    if (m < 1 || n < m) return 1;\n",
        "    if (m < 1 || n < m) return 1;\n    if (m <= 8) {\n        long count = 0, first = 0;\n"
        "        for (int i = 0; i + m <= n; i++)\n"
        "            if (text[i] == pattern[0] && memcmp(text + i, pattern, (size_t)m) == 0) {\n"
        "                count++;\n                if (!first) first = i + 1;\n            }\n"
        "        printf(\"%ld %ld\\n\", count, first);\n        return 0;\n    }\n"))),
    R("hash_shift_subtract", "judge:hash32", "h * 31 as (h << 5) - h",
      (("            h = h * 31u + (unsigned char)c;", "            h = (h << 5) - h + (unsigned char)c;"),)),
    AR("hash_asm_imul", "judge:hash32", "asm: the shift and subtract written as imull $31",
       (), asm_patches=(("\tmovl\t%r14d, %edx\n\tmovzbl\t%al, %eax\n\tsall\t$5, %edx\n\tsubl\t%r14d, %edx\n",
                         "\tmovzbl\t%al, %eax\n\timull\t$31, %r14d, %edx\n"),)),
    R("bits_builtins", "judge:bits64", "popcount, clz and ctz builtins (zero handled apart)",
      (("        int pop = 0;\n        for (unsigned long long y = x; y; y &= y - 1) pop++;\n"
        "        int high = -1;\n        for (unsigned long long y = x; y; y >>= 1) high++;\n"
        "        int zeros = 0;\n        if (x == 0) zeros = 64;\n        else\n"
        "            while (!(x >> zeros & 1)) zeros++;",
        "        int pop = __builtin_popcountll(x);\n"
        "        int high = x ? 63 - __builtin_clzll(x) : -1;\n"
        "        int zeros = x ? __builtin_ctzll(x) : 64;"),)),
    AR("bits_asm_reorder", "judge:bits64", "asm: two independent instructions swapped",
       (), asm_patches=(("\tleaq\t-1(%rax), %rdx\n\taddl\t$1, %esi\n",
                         "\taddl\t$1, %esi\n\tleaq\t-1(%rax), %rdx\n"),)),
    R("fs_sum_while_reading", "judge:float_stats", "the sum taken while reading (same order)",
      (("    for (int i = 0; i < n; i++)\n"
        "        if (scanf(\"%lf\", &x[i]) != 1 || !(x[i] >= -1e17 && x[i] <= 1e17)) return 1;\n"
        "    double sum = 0;\n    for (int i = 0; i < n; i++) sum += x[i];",
        "    double sum = 0;\n    for (int i = 0; i < n; i++) {\n"
        "        if (scanf(\"%lf\", &x[i]) != 1 || !(x[i] >= -1e17 && x[i] <= 1e17)) return 1;\n"
        "        sum += x[i];\n    }"),)),
    AR("fs_asm_no_pxor", "judge:float_stats",
       "asm: a dependency-breaking pxor before cvtsi2sdl dropped (only the low lane is used)",
       (), asm_patches=(("\tpxor\t%xmm3, %xmm3\n", ""),)),
    R("rank_groups", "judge:rank_ties", "ranks by walking groups of equal scores in sorted order",
      (),
      main="static const int *key;\n\n"
           "static int by_score(const void *a, const void *b) {\n"
           "    int x = key[*(const int *)a], y = key[*(const int *)b];\n"
           "    return (x < y) - (x > y);\n}\n\n"
           "int main(void) {\n    int n;\n"
           "    if (scanf(\"%d\", &n) != 1 || n < 1 || n > 200000) return 1;\n"
           "    int *score = malloc(sizeof(int) * (size_t)n), *order = malloc(sizeof(int) * (size_t)n);\n"
           "    int *rank = malloc(sizeof(int) * (size_t)n);\n"
           "    if (!score || !order || !rank) return 1;\n"
           "    for (int i = 0; i < n; i++) {\n"
           "        if (scanf(\"%d\", &score[i]) != 1) return 1;\n        order[i] = i;\n    }\n"
           "    key = score;\n    qsort(order, (size_t)n, sizeof(int), by_score);\n"
           "    for (int p = 0; p < n; p++)\n"
           "        rank[order[p]] = p > 0 && score[order[p]] == score[order[p - 1]] ? rank[order[p - 1]] : p + 1;\n"
           "    for (int i = 0; i < n; i++) printf(i ? \" %d\" : \"%d\", rank[i]);\n"
           "    putchar('\\n');\n    free(score);\n    free(order);\n    free(rank);\n"
           "    (void)descending;\n    return 0;\n}\n"),
    R("wh_djb2_half_table", "judge:word_hash", "another hash (djb2) and half the slots",
      (("#define SLOTS (1 << 18)", "#define SLOTS (1 << 17)"),
       ("    unsigned h = 2166136261u;\n    for (; *s; s++) h = (h ^ (unsigned char)*s) * 16777619u;",
        "    unsigned h = 5381;\n    for (; *s; s++) h = h * 33u + (unsigned char)*s;"))),
    R("dj_llong_infinity", "judge:dijkstra_big", "LLONG_MAX as infinity instead of -1",
      (("#include <stdlib.h>\n", "#include <limits.h>\n#include <stdlib.h>\n"),
       ("head[v] = -1, dist[v] = -1;", "head[v] = -1, dist[v] = LLONG_MAX;"),
       ("            if (dist[to[e]] < 0 || candidate < dist[to[e]]) {",
        "            if (candidate < dist[to[e]]) {"),
       ('printf(v > 1 ? " %lld" : "%lld", dist[v]);',
        'printf(v > 1 ? " %lld" : "%lld", dist[v] == LLONG_MAX ? -1 : dist[v]);'))),
    R("ba_carry_by_division", "judge:bigadd", "each digit in one expression, the carry by division",
      (("        int digit = carry;\n        if (k < la) digit += a[la - 1 - k] - '0';\n"
        "        if (k < lb) digit += b[lb - 1 - k] - '0';\n        carry = digit >= 10;\n"
        "        sum[longest - k] = (char)('0' + digit % 10);",
        "        int digit = carry + (k < la ? a[la - 1 - k] - '0' : 0) + (k < lb ? b[lb - 1 - k] - '0' : 0);\n"
        "        carry = digit / 10;\n        sum[longest - k] = (char)('0' + digit - 10 * carry);"),)),
    R("sc_whole_buffer", "judge:strip_comments", "the whole input read at once and scanned by index",
      (),
      main="int main(void) {\n    static char text[1000001];\n"
           "    size_t n = fread(text, 1, sizeof text - 1, stdin), i = 0;\n"
           "    while (i < n) {\n        char c = text[i];\n"
           "        if (c == '\"') {\n            putchar(c);\n            i++;\n"
           "            while (i < n) {\n                char s = text[i++];\n                putchar(s);\n"
           "                if (s == '\\\\') {\n                    if (i < n) putchar(text[i++]);\n"
           "                } else if (s == '\"') {\n                    break;\n                }\n"
           "            }\n"
           "        } else if (c == '/' && i + 1 < n && text[i + 1] == '*') {\n            i += 2;\n"
           "            while (i + 1 < n && !(text[i] == '*' && text[i + 1] == '/')) i++;\n"
           "            if (i + 1 < n) {\n                putchar(' ');\n                i += 2;\n"
           "            } else {\n                i = n;\n            }\n"
           "        } else if (c == '/' && i + 1 < n && text[i + 1] == '/') {\n"
           "            while (i < n && text[i] != '\\n') i++;\n"
           "        } else {\n            putchar(c);\n            i++;\n        }\n    }\n"
           "    return 0;\n}\n"),
    R("mr_first_apart", "judge:max_reader", "the first value read before the loop",
      (("        int best = 0, where = 0;\n        for (int i = 1; i <= n; i++) {\n            int v;\n"
        "            if (scanf(\"%d\", &v) != 1 || v < -2000000000 || v > 2000000000) return 1;\n"
        "            if (i == 1 || v > best) {",
        "        int best, where = 1;\n"
        "        if (scanf(\"%d\", &best) != 1 || best < -2000000000 || best > 2000000000) return 1;\n"
        "        for (int i = 2; i <= n; i++) {\n            int v;\n"
        "            if (scanf(\"%d\", &v) != 1 || v < -2000000000 || v > 2000000000) return 1;\n"
        "            if (v > best) {"),)),
    AR("mr_asm_reorder", "judge:max_reader", "asm: two independent moves swapped",
       (), asm_patches=((".L12:\n\tmovl\t%ebx, %r15d\n\tmovl\t%eax, %r12d\n",
                         ".L12:\n\tmovl\t%eax, %r12d\n\tmovl\t%ebx, %r15d\n"),)),
    R("ll_fread_memchr", "judge:long_lines", "read in 64 KiB chunks, newlines found with memchr",
      (),
      main="#include <string.h>\n\nint main(void) {\n    static char chunk[1 << 16];\n"
           "    long lines = 0, best = -1, best_line = 0, len = 0;\n    size_t got;\n"
           "    while ((got = fread(chunk, 1, sizeof chunk, stdin)) > 0) {\n"
           "        const char *p = chunk, *end = chunk + got;\n        while (p < end) {\n"
           "            const char *nl = memchr(p, '\\n', (size_t)(end - p));\n"
           "            if (!nl) {\n                len += end - p;\n                break;\n            }\n"
           "            len += nl - p;\n            lines++;\n"
           "            if (len > best) {\n                best = len;\n                best_line = lines;\n"
           "            }\n            len = 0;\n            p = nl + 1;\n        }\n    }\n"
           "    if (len > 0) {\n        lines++;\n        if (len > best) {\n            best = len;\n"
           "            best_line = lines;\n        }\n    }\n"
           "    printf(\"%ld %ld %ld\\n\", lines, best < 0 ? 0 : best, best_line);\n"
           "    return 0;\n}\n"),
    AR("ll_asm_reorder", "judge:long_lines", "asm: two independent moves swapped",
       (), asm_patches=(("\tmovq\t%rbx, %r13\n\tmovq\t%rbp, %r14\n\txorl\t%r12d, %r12d\n",
                         "\tmovq\t%rbp, %r14\n\tmovq\t%rbx, %r13\n\txorl\t%r12d, %r12d\n"),)),
    R("rle_digits_by_hand", "judge:rle", "run lengths printed digit by digit",
      (("    if (run > 1) printf(\"%d\", run);",
        "    if (run > 1) {\n        char digits[12];\n        int k = 0;\n"
        "        for (int left = run; left > 0; left /= 10) digits[k++] = (char)('0' + left % 10);\n"
        "        while (k > 0) putchar(digits[--k]);\n    }"),)),
    AR("rle_asm_reorder", "judge:rle", "asm: two independent moves swapped",
       (), asm_patches=(("\tmovl\t%ebx, %r12d\n\tmovl\t$1, %ebp\n", "\tmovl\t$1, %ebp\n\tmovl\t%ebx, %r12d\n"),)),
    R("iv_sort_by_start", "judge:intervals", "sorted by start only (the union does not depend on ties)",
      (("    if (x->l != y->l) return (x->l > y->l) - (x->l < y->l);\n"
        "    return (x->r > y->r) - (x->r < y->r);",
        "    return (x->l > y->l) - (x->l < y->l);"),)),
    AR("iv_asm_incq", "judge:intervals", "asm: addq $1 as incq (no flag is read after it)",
       (), asm_patches=(("\taddq\t$1, %rdi\n\tmovslq\t%esi, %r9\n", "\tincq\t%rdi\n\tmovslq\t%esi, %r9\n"),)),
    R("sv_first_letter", "judge:stack_vm", "the push test starts from the first letters",
      (('        if (strncmp(line, "push ", 5) == 0) {',
        "        if (line[0] == 'p' && line[1] == 'u' && strncmp(line, \"push \", 5) == 0) {"),)),
)


#: ``--set`` names of this set: all of it, and its two fixed halves
FRESH_SETS: dict[str, tuple[tuple[Mutant, ...], tuple[Rewrite, ...]]] = halves(
    "fresh", FRESH_MUTANTS, FRESH_REWRITES, DEV_PROGRAMS, HELD_PROGRAMS)
