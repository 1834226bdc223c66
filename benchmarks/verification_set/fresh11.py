"""An eleventh fresh set of candidates for ``benchmarks/verification.py`` (issue 32), written as
a measuring stick nobody tuned the verifier to, apart from ``fresh.py`` to ``fresh10.py``.

Twelve judge-style programs of kinds no other set has (``programs/f11_*.c``, each stating its
input constraints in its opening comment): the anti-diagonal sums of a matrix, a tree of
directories driven by commands, greatest common divisors and least common multiples over
several test cases, the next greater value of a counted list answering queries, hashtags in
free text, e-mail addresses line by line, a word search in a grid of letters, an auction driven
by commands, two-colourings of graphs over several test cases, majorities of ranges of a counted
list answering queries, quotations in free text and file permissions line by line.  Each has a
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
``--set fresh11-dev`` to develop on, ``--set fresh11-held`` to measure once.

Witnesses are built here in Python; the large ones (2^16 records, a sum past 2^31, a line past
4,096 bytes, a row past 8,192) stay under 500 KB of input.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from fresh import KINDS, AsmMutant, AsmRewrite
from mutants import Mutant, Rewrite, halves

__all__ = ["KINDS", "AsmMutant", "AsmRewrite", "DEV_PROGRAMS", "HELD_PROGRAMS", "PUBLIC",
           "GENERATORS", "hidden_inputs", "FRESH11_MUTANTS", "FRESH11_REWRITES", "FRESH11_SETS"]

#: a grid, commands, several test cases, a counted list with queries, free text, lines
DEV_PROGRAMS: tuple[str, ...] = (
    "f11_diag", "f11_shell", "f11_gcdlcm", "f11_nextgreater", "f11_hashtags", "f11_email")
#: a grid, commands, several test cases, a counted list with queries, free text, lines
HELD_PROGRAMS: tuple[str, ...] = (
    "f11_wordsearch", "f11_auction", "f11_bipartite", "f11_majority", "f11_quotes", "f11_perms")

# ---------------------------------------------------------------------------- public tests
PUBLIC: dict[str, list[str]] = {
    "f11_diag": [
        "3 3\n1 2 3\n4 5 6\n7 8 9\n",
        "2 4\n-1 -2 -3 -4\n5 -6 7 -8\n",
        "1 1\n-42\n",
        "3 2\n10 -100\n-5 20\n3 -1\n",
        "1 5\n3 -1 4 -9 5\n",
    ],
    "f11_shell": [
        "mkdir home\ncd home\nmkdir user\ncd user\npwd\ncd ..\nls\npwd\n",
        "pwd\ncd ..\npwd\nls\ncd docs\nmkdir docs\nmkdir docs\ncd docs\npwd\ncd /\nls\n",
        "mkdir a\nmkdir b\nmkdir c\nls\ncd b\nmkdir a\ncd a\npwd\ncd ..\ncd ..\nls\n",
        "mkdir src\ncd src\nmkdir lib.v2\ncd lib.v2\nmkdir my_dir-1\ncd my_dir-1\npwd\ncd /\npwd\n",
    ],
    "f11_gcdlcm": [
        "3\n3\n4 6 8\n2\n7 13\n1\n12\n",
        "2\n2\n1000000000 999999999\n4\n2 3 5 7\n",
        "1\n5\n12 18 24 30 36\n",
        "2\n3\n1000000 1000001 1000003\n2\n1 1\n",
    ],
    "f11_nextgreater": [
        "5\n3 1 4 2 5\n5\n1 2 3 4 5\n",
        "1\n7\n1\n1\n",
        "6\n-5 -10 0 -3 8 2\n3\n2 4 6\n",
        "4\n40 30 20 10\n2\n1 4\n",
    ],
    "f11_hashtags": [
        "Loving the #sunset at the #beach. #Sunset again!\n",
        "No tags here, just text.\n",
        "",
        "Mail me at a#b or see #c_2 and #C_2 and ##x # alone\n#x\n",
    ],
    "f11_email": [
        "alice@example.com\nbob.smith@Mail.Example.org\nnot-an-address\n",
        "a..b@x.com\n.a@x.com\na.@x.com\nuser+tag@host-1.net\n",
        "x@y\nx@-y.com\nx@y-.com\nx@y.c0m\nUPPER@CASE.IO",
        "first_last%dept@sub.domain.co.uk\n@x.com\nx@\nx@@y.com\n\n",
    ],
    "f11_wordsearch": [
        "3 4\ncats\naxat\ntacs\n3\ncat\nat\ns\n",
        "1 5\nabcba\n2\nab\nabcba\n",
        "4 4\nabcd\nefgh\nijkl\nmnop\n4\nafkp\npkfa\nmjgd\nxyz\n",
        "2 2\naa\naa\n2\na\naa\n",
    ],
    "f11_auction": [
        "bid alice 100\nbid bob 250\nbest\ntotal\nretract bob\nbest\ntotal\n",
        "best\ntotal\nretract nobody\nbid Zed 5\nbest\n",
        "bid ann 300\nbid ann 120\nbid cy 200\nbest\ntotal\nretract cy\nbest\n",
        "bid x 1000000000000\nbid y 999999999999\nbest\nretract x\nretract x\nbest\n",
    ],
    "f11_bipartite": [
        "2\n3 2\n1 2\n2 3\n3 3\n1 2\n2 3\n3 1\n",
        "1\n5 0\n",
        "2\n4 4\n1 2\n2 3\n3 4\n4 1\n6 3\n1 2\n1 3\n5 6\n",
        "1\n2 3\n1 2\n2 1\n1 2\n",
    ],
    "f11_majority": [
        "5\n1 2 1 1 3\n3\n1 5\n2 3\n3 4\n",
        "1\n-7\n1\n1 1\n",
        "6\n4 4 5 5 4 5\n3\n1 6\n1 5\n2 6\n",
        "4\n1000000000 1000000000 3 1000000000\n2\n1 4\n3 3\n",
    ],
    "f11_quotes": [
        "He said \"hello\" and then \"goodbye, friend\".\n",
        "No quotes at all.\n",
        "\"a \\\"quoted\\\" word\" and \"two\nlines\"\n",
        "Start \"never closed\n",
    ],
    "f11_perms": [
        "rwxr-xr-x\n755\n644\nrw-r--r--\n",
        "4755\nrwsr-sr-t\nrwSr-Sr-T\n1777\n",
        "abc\n888\nrwxrwxrwxx\n\n0644",
        "---------\n000\n7777\nr--r--r--\n",
    ],
}

# ---------------------------------------------------------------------------- hidden tests
_NAMES = ("home", "user", "docs", "src", "lib.v2", "my_dir-1", "a", "b", "c", "tmp", "etc", "bin")
_BIDDERS = ("alice", "bob", "cy", "Zed", "ann", "x", "y", "dora", "Eve")
_WORDS = ("the", "at", "sunset", "beach", "again", "no", "tags", "here", "just", "text.",
          "and", "see", "alone", "Loving", "me", "or", "mail", "hello", "then", "goodbye,", "friend")
_TAGS = ("sunset", "beach", "Sunset", "c_2", "x", "go", "news2024", "TBT", "tbt")
_LOCALS = ("alice", "bob.smith", "user+tag", "first_last%dept", "a", "x", "UPPER", "a..b", ".a",
           "a.")
_DOMAINS = ("example.com", "Mail.Example.org", "host-1.net", "sub.domain.co.uk", "y", "-y.com",
            "y-.com", "y.c0m", "CASE.IO")


def _diag(rng: random.Random) -> str:
    r, c = rng.randint(1, 6), rng.randint(1, 6)
    rows = [" ".join(str(rng.randint(-100, 100)) for _ in range(c)) for _ in range(r)]
    return f"{r} {c}\n" + "".join(row + "\n" for row in rows)


def _shell(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 12)):
        command = rng.choice(["mkdir", "mkdir", "cd", "cd", "pwd", "ls"])
        if command == "mkdir":
            lines.append(f"mkdir {rng.choice(_NAMES)}")
        elif command == "cd":
            lines.append(f"cd {rng.choice(_NAMES + ('..', '/', '..'))}")
        else:
            lines.append(command)
    return "".join(line + "\n" for line in lines)


def _gcdlcm(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 3)):
        n = rng.randint(1, 5)
        top = rng.choice([50, 1000, 10 ** 6, 10 ** 9])
        cases.append(f"{n}\n" + " ".join(str(rng.randint(1, top)) for _ in range(n)) + "\n")
    return f"{len(cases)}\n" + "".join(cases)


def _nextgreater(rng: random.Random) -> str:
    n = rng.randint(1, 10)
    values = rng.sample(range(-100, 101), n)
    queries = [rng.randint(1, n) for _ in range(rng.randint(1, 5))]
    return (f"{n}\n" + " ".join(map(str, values)) + f"\n{len(queries)}\n"
            + " ".join(map(str, queries)) + "\n")


def _hashtags(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(0, 4)):
        words = [("#" + rng.choice(_TAGS) + rng.choice(["", "", ".", "!", ","]))
                 if rng.random() < 0.3 else rng.choice(_WORDS) for _ in range(rng.randint(1, 8))]
        lines.append(" ".join(words))
    return "".join(line + "\n" for line in lines)


def _email(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 6)):
        if rng.random() < 0.15:
            lines.append(rng.choice(["not-an-address", "", "@x.com", "x@", "x@@y.com"]))
        else:
            lines.append(f"{rng.choice(_LOCALS)}@{rng.choice(_DOMAINS)}")
    return "".join(line + "\n" for line in lines)


def _wordsearch(rng: random.Random) -> str:
    r, c = rng.randint(1, 6), rng.randint(1, 6)
    alphabet = rng.choice(["ab", "abc", "cats", "abcdefghijklmnopqrstuvwxyz"])
    grid = ["".join(rng.choice(alphabet) for _ in range(c)) for _ in range(r)]
    words = ["".join(rng.choice(alphabet) for _ in range(rng.randint(1, 4)))
             for _ in range(rng.randint(1, 4))]
    return f"{r} {c}\n" + "".join(g + "\n" for g in grid) + f"{len(words)}\n" + "\n".join(words) + "\n"


def _auction(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 12)):
        command = rng.choice(["bid", "bid", "bid", "retract", "best", "best", "total"])
        if command == "bid":
            lines.append(f"bid {rng.choice(_BIDDERS)} {rng.randint(1, 10 ** rng.randint(1, 6))}")
        elif command == "retract":
            lines.append(f"retract {rng.choice(_BIDDERS)}")
        else:
            lines.append(command)
    return "".join(line + "\n" for line in lines)


def _bipartite(rng: random.Random) -> str:
    cases = []
    for _ in range(rng.randint(1, 3)):
        n = rng.randint(1, 7)
        edges = []
        for _ in range(rng.randint(0, 8) if n > 1 else 0):
            u, v = rng.sample(range(1, n + 1), 2)
            edges.append(f"{u} {v}\n")
        cases.append(f"{n} {len(edges)}\n" + "".join(edges))
    return f"{len(cases)}\n" + "".join(cases)


def _majority(rng: random.Random) -> str:
    n = rng.randint(1, 10)
    pool = [rng.randint(-10 ** 9, 10 ** 9) for _ in range(rng.randint(1, 3))]
    values = [rng.choice(pool) for _ in range(n)]
    ranges = []
    for _ in range(rng.randint(1, 5)):
        lo = rng.randint(1, n)
        ranges.append(f"{lo} {rng.randint(lo, n)}\n")
    return f"{n}\n" + " ".join(map(str, values)) + f"\n{len(ranges)}\n" + "".join(ranges)


def _quotes(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(0, 4)):
        words = []
        for _ in range(rng.randint(1, 6)):
            if rng.random() < 0.3:
                inner = " ".join(rng.choice(_WORDS) for _ in range(rng.randint(0, 4)))
                if rng.random() < 0.2:
                    inner += ' \\"' + rng.choice(_WORDS) + '\\"'
                words.append(f'"{inner}"')
            else:
                words.append(rng.choice(_WORDS))
        lines.append(" ".join(words))
    text = "".join(line + "\n" for line in lines)
    return text + ('"unfinished\n' if rng.random() < 0.15 else "")


def _perms(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 6)):
        form = rng.choice(["sym", "sym", "oct3", "oct4", "bad"])
        if form == "sym":
            lines.append("".join(rng.choice([letter, "-"]) for letter in "rwxrwxrwx"))
        elif form == "oct3":
            lines.append("".join(rng.choice("01234567") for _ in range(3)))
        elif form == "oct4":
            lines.append(rng.choice("01234567") + "".join(rng.choice("01234567") for _ in range(3)))
        else:
            lines.append(rng.choice(["abc", "888", "rwxrwxrwxx", "", "75", "rwsr-sr-t"]))
    return "".join(line + "\n" for line in lines)


GENERATORS: dict[str, Callable[[random.Random], str]] = {
    "f11_diag": _diag, "f11_shell": _shell, "f11_gcdlcm": _gcdlcm,
    "f11_nextgreater": _nextgreater, "f11_hashtags": _hashtags, "f11_email": _email,
    "f11_wordsearch": _wordsearch, "f11_auction": _auction, "f11_bipartite": _bipartite,
    "f11_majority": _majority, "f11_quotes": _quotes, "f11_perms": _perms,
}


def hidden_inputs(name: str, count: int = 6, seed: int = 0) -> list[str]:
    """``count`` hidden inputs for program ``name``, deterministic for a seed."""
    rng = random.Random(f"fresh11:{name}:{seed}")
    return [GENERATORS[name](rng) for _ in range(count)]


# ---------------------------------------------------------------------------- witnesses
M = Mutant
A = AsmMutant
R = Rewrite
AR = AsmRewrite

_NUMBER_READER = """/* a number read by hand: blanks skipped, then an optional minus and the digits */
static int read_number(long long *out) {
    int c;
    do c = getchar(); while (c == ' ' || c == '\\t' || c == '\\n' || c == '\\r');
    int negative = c == '-';
    if (negative) c = getchar();
    if (c < '0' || c > '9') return 0;
    long long v = 0;
    while (c >= '0' && c <= '9') {
        v = v * 10 + (c - '0');
        c = getchar();
    }
    ungetc(c, stdin);
    *out = negative ? -v : v;
    return 1;
}

int main(void) {
"""


def _nested(name: str, depth: int) -> str:
    """Directory ``name`` made and entered ``depth`` times, then the path printed."""
    return f"mkdir {name}\ncd {name}\n" * depth + "pwd\n"


def _tag_flood() -> str:
    """1,025 distinct hashtags, the last of them twice."""
    return " ".join(f"#t{k}" for k in range(1025)) + " #t1024\n"


def _stale_bids() -> str:
    """One bidder lowering the bid 100 times: the heap's top holds 100 replaced bids."""
    return "".join(f"bid a {amount}\n" for amount in range(200, 99, -1)) + "best\n"


FRESH11_MUTANTS: tuple[Mutant, ...] = (
    # ------------------------------------------------------------------ f11_diag
    A("dg_scan_32", "judge:f11_diag", "width",
      "asm: a diagonal's sum read back from its low 32 bits, sign-extended, for the scan (movq -> movslq)",
      (), "3 3\n" + "1000000000 1000000000 1000000000\n" * 3,
      asm_patches=(("\tmovq\t0(%r13,%rax,8), %rdx\n\ttestq\t%rdx, %rdx\n", "\tmovslq\t0(%r13,%rax,8), %rdx\n\ttestq\t%rdx, %rdx\n"),)),
    A("dg_worst_last", "judge:f11_diag", "relation",
      "asm: of equal smallest sums the last one kept (jge -> jg)",
      (), "1 3\n-5 2 -5\n",
      asm_patches=(("\tjge\t.L15\n", "\tjg\t.L15\n"),)),
    A("dg_cells_65536", "judge:f11_diag", "capacity",
      "asm: a matrix of more than 65,536 cells refused (wrong immediate)",
      (), "1 70000\n" + "0 " * 69999 + "0\n",
      asm_patches=(("\tcmpq\t$1000000, %rcx\n", "\tcmpq\t$65536, %rcx\n"),)),
    M("dg_sum_int", "judge:f11_diag", "scale",
      "a diagonal's sum kept to an int as it grows (the sums of the tests are small)",
      (("            sum[y + x] += v;", "            sum[y + x] = (int)(sum[y + x] + v);  /* small sums */"),),
      "3 3\n" + "1000000000 1000000000 1000000000\n" * 3),
    M("dg_sums_8192", "judge:f11_diag", "capacity",
      "the sums in a static array of 8,192 diagonals (the matrices are small)",
      (("    long long *sum = calloc((size_t)count, sizeof(long long));\n    if (!sum) return 1;",
        "    static long long sum[8192];  /* small matrices */"),
       ("            sum[y + x] += v;", "            if (y + x < 8192) sum[y + x] += v;"),
       ("    for (long long d = 0; d < count; d++) {", "    for (long long d = 0; d < count && d < 8192; d++) {"),
       ("                free(sum);\n                return 1;", "                return 1;"),
       ("    free(sum);\n    return 0;", "    return 0;")),
      "1 9000\n" + "0 " * 8999 + "5\n"),
    M("dg_scan_2048", "judge:f11_diag", "early_exit",
      "at most 2,048 diagonals scanned (the matrices of the tests are small)",
      (("    for (long long d = 0; d < count; d++) {", "    for (long long d = 0; d < count && d < 2048; d++) {  /* small matrices */"),),
      "1 3000\n" + "0 " * 2999 + "7\n"),
    M("dg_plus_sign", "judge:f11_diag", "sign_form",
      "a cell read by hand: an optional minus and digits",
      (("int main(void) {\n", _NUMBER_READER),
       ("            if (scanf(\"%lld\", &v) != 1 || v < -1000000000LL", "            if (!read_number(&v) || v < -1000000000LL")),
      "1 2\n+5 3\n"),
    # ------------------------------------------------------------------ f11_shell
    A("sh_name_32", "judge:f11_shell", "capacity",
      "asm: a name of more than 32 characters refused (wrong immediate)",
      (), "mkdir " + "n" * 36 + "\nls\n",
      asm_patches=(("\tcmpq\t$39, %rax\n\tja\t.L1\n", "\tcmpq\t$31, %rax\n\tja\t.L1\n"),)),
    A("sh_ls_byte", "judge:f11_shell", "scale",
      "asm: the directories of a directory printed from their low 8 bits (movq -> movzbl)",
      (), "".join(f"mkdir d{k}\n" for k in range(256)) + "ls\n",
      asm_patches=(("\tmovq\t(%rax,%rbx,8), %rsi\n", "\tmovzbl\t(%rax,%rbx,8), %esi\n"),)),
    M("sh_memo", "judge:f11_shell", "relation",
      "the last name found remembered and answered again without its directory",
      (("static long find(long dir, const char *s, unsigned long *at) {\n",
        "static char memo_name[64];\nstatic long memo_node = -1;\n\n"
        "static long find(long dir, const char *s, unsigned long *at) {\n"
        "    if (memo_node >= 0 && strcmp(memo_name, s) == 0) return memo_node;  /* the name just found */\n"),
       ("        if (parent[n] == dir && strcmp(name[n], s) == 0) return n;",
        "        if (parent[n] == dir && strcmp(name[n], s) == 0) {\n            strcpy(memo_name, s);\n"
        "            memo_node = n;\n            return n;\n        }")),
      "mkdir a\ncd a\nmkdir a\ncd a\npwd\n"),
    M("sh_dotdot_prefix", "judge:f11_shell", "tokens",
      "\"cd ..\" recognised by its first two characters",
      (("            if (command[0] == 'c' && strcmp(arg, \"..\") == 0) {",
        "            if (command[0] == 'c' && arg[0] == '.' && arg[1] == '.') {  /* the parent */"),),
      "mkdir ...\ncd ...\npwd\n"),
    M("sh_path_4096", "judge:f11_shell", "capacity",
      "the path built in 4,096 bytes (the trees of the tests are shallow)",
      (("static char path[100002];", "static char path[4096];  /* short paths */"),
       ("        at -= n;\n", "        if (at < n + 1) break;  /* the path is full */\n        at -= n;\n")),
      _nested("d" * 40, 110)),
    M("sh_pwd_256", "judge:f11_shell", "early_exit",
      "a path walked up at most 256 directories (the trees of the tests are shallow)",
      (("    for (; dir != 0; dir = parent[dir]) {",
        "    for (int depth = 0; dir != 0 && depth < 256; dir = parent[dir], depth++) {  /* shallow trees */"),),
      _nested("a", 300)),
    # ------------------------------------------------------------------ f11_gcdlcm
    A("gl_limit_equal", "judge:f11_gcdlcm", "boundary",
      "asm: a multiple that reaches 10^18 exactly taken as big (jb -> jbe)",
      (), "1\n2\n1000000000 1000000000000000000\n",
      asm_patches=(("\tcmpq\t%r14, %rax\n\tjb\t.L16\n", "\tcmpq\t%r14, %rax\n\tjbe\t.L16\n"),)),
    A("gl_gcd_divl", "judge:f11_gcdlcm", "width",
      "asm: the common divisor's remainders taken by a 32-bit division (divq -> divl)",
      (), "1\n2\n5000000000 7000000000\n",
      asm_patches=(("\tmovq\t%rsi, %r15\n\tdivq\t%rsi\n", "\tmovq\t%rsi, %r15\n\tdivl\t%esi\n"),)),
    M("gl_double_check", "judge:f11_gcdlcm", "boundary",
      "the multiple tested against 10^18 as a double product",
      (("                if (l > LIMIT / step) big = 1;", "                if ((double)l * (double)step > 1e18) big = 1;  /* one multiplication */"),),
      "1\n2\n101 9900990099009901\n"),
    M("gl_cases_1000", "judge:f11_gcdlcm", "early_exit",
      "at most 1,000 cases answered (the tests have few)",
      (("    while (t--) {", "    for (long long done = 0; t-- > 0 && done < 1000; done++) {  /* few cases */"),),
      "1001\n" + "1\n1\n" * 1001),
    M("gl_plus_sign", "judge:f11_gcdlcm", "sign_form",
      "a value read by hand: an optional minus and digits",
      (("int main(void) {\n", _NUMBER_READER),
       ("            if (scanf(\"%lld\", &v) != 1 || v < 1 ||", "            if (!read_number(&v) || v < 1 ||")),
      "1\n2\n+4 6\n"),
    # ------------------------------------------------------------------ f11_nextgreater
    A("ng_equal_stops", "judge:f11_nextgreater", "relation",
      "asm: an equal value taken as greater (jg -> jge)",
      (), "3\n5 5 6\n1\n1\n",
      asm_patches=(("\tcmpq\t%r10, (%rdi,%rsi,8)\n\tjg\t.L7\n", "\tcmpq\t%r10, (%rdi,%rsi,8)\n\tjge\t.L7\n"),)),
    A("ng_value_32", "judge:f11_nextgreater", "width",
      "asm: the greater value printed from its low 32 bits, sign-extended (movq -> movslq)",
      (), "2\n1 5000000000\n1\n1\n",
      asm_patches=(("\tmovq\t(%r14,%rsi,8), %rdx\n", "\tmovslq\t(%r14,%rsi,8), %rdx\n"),)),
    M("ng_walk_1000", "judge:f11_nextgreater", "early_exit",
      "the next greater value looked for among the next 1,000 positions (it is near in the tests)",
      (("    long depth = 0;\n    for (long i = n; i >= 1; i--) {\n"
        "        while (depth > 0 && a[stack[depth - 1]] <= a[i]) depth--;\n"
        "        next_at[i] = depth > 0 ? stack[depth - 1] : 0;\n        stack[depth++] = i;\n    }",
        "    for (long i = n; i >= 1; i--) {  /* the next greater value is near */\n        next_at[i] = 0;\n"
        "        for (long j = i + 1; j <= n && j <= i + 1000; j++)\n            if (a[j] > a[i]) {\n"
        "                next_at[i] = j;\n                break;\n            }\n    }\n    (void)stack;"),),
      "1500\n5 " + "0 " * 1498 + "9\n1\n1\n"),
    M("ng_next_short", "judge:f11_nextgreater", "scale",
      "the positions kept in unsigned shorts (the lists of the tests are short)",
      (("static long next_at[MAXN + 1];", "static unsigned short next_at[MAXN + 1];  /* short lists */"),
       ("        else printf(\"%ld %lld\\n\", next_at[i], a[next_at[i]]);",
        "        else printf(\"%ld %lld\\n\", (long)next_at[i], a[next_at[i]]);")),
      "70000\n" + "0 " * 69999 + "1\n1\n1\n"),
    M("ng_compare_int", "judge:f11_nextgreater", "typed_field",
      "the values compared as ints (the values of the tests are small)",
      (("        while (depth > 0 && a[stack[depth - 1]] <= a[i]) depth--;",
        "        while (depth > 0 && (int)a[stack[depth - 1]] <= (int)a[i]) depth--;  /* small values */"),),
      "2\n4294967296 1\n1\n1\n"),
    # ------------------------------------------------------------------ f11_hashtags
    A("ht_glued", "judge:f11_hashtags", "tokens",
      "asm: the byte before a '#' right after a hashtag taken as a blank (wrong immediate)",
      (), "#a#b\n",
      asm_patches=(("\tmovl\t$97, %ebp\n", "\tmovl\t$32, %ebp\n"),)),
    A("ht_upper_z", "judge:f11_hashtags", "boundary",
      "asm: 'Z' not lowered (cmpl $25 -> $24)",
      (), "#Zoo #zoo\n",
      asm_patches=(("\tleal\t-65(%rbx), %eax\n\tcmpl\t$25, %eax\n", "\tleal\t-65(%rbx), %eax\n\tcmpl\t$24, %eax\n"),)),
    M("ht_len_32", "judge:f11_hashtags", "capacity",
      "a hashtag kept to its first 32 characters (the tags of the tests are short)",
      (("            while (d != EOF && word(d) && n < 100) {", "            while (d != EOF && word(d) && n < 32) {  /* short tags */"),),
      "#" + "a" * 40 + " #" + "a" * 35 + "\n"),
    M("ht_count_short", "judge:f11_hashtags", "scale",
      "a hashtag's count kept in an unsigned short (the texts of the tests are short)",
      (("    long count, first;", "    unsigned short count;  /* short texts */\n    long first;"),
       ("    else printf(\"#%s %ld\\n\", table[best].tag, table[best].count);",
        "    else printf(\"#%s %ld\\n\", table[best].tag, (long)table[best].count);")),
      "#a " * 65536 + "\n"),
    M("ht_distinct_1024", "judge:f11_hashtags", "early_exit",
      "at most 1,024 distinct hashtags remembered (the texts of the tests have few)",
      (("    if (!table[i].count) {\n", "    if (!table[i].count) {\n        if (distinct >= 1024) return;  /* few tags */\n"),),
      _tag_flood()),
    # ------------------------------------------------------------------ f11_email
    A("em_label_64", "judge:f11_email", "boundary",
      "asm: a label of 64 characters let through (cmpq $62 -> $63)",
      (), "a@" + "b" * 64 + ".com\n",
      asm_patches=(("\tcmpq\t$62, %r10\n", "\tcmpq\t$63, %r10\n"),)),
    A("em_local_32", "judge:f11_email", "capacity",
      "asm: a local part of more than 32 characters refused (cmpq $63 -> $31)",
      (), "a" * 40 + "@x.com\n",
      asm_patches=(("\tcmpq\t$63, %rax\n\tja\t.L4\n", "\tcmpq\t$31, %rax\n\tja\t.L4\n"),)),
    A("em_tld_one", "judge:f11_email", "boundary",
      "asm: a last label of one letter let through (je -> js)",
      (), "a@b.c\n",
      asm_patches=(("\tsubq\t$1, %rsi\n\tje\t.L4\n", "\tsubq\t$1, %rsi\n\tjs\t.L4\n"),)),
    M("em_valid_short", "judge:f11_email", "scale",
      "the valid addresses counted in an unsigned short (the tests have few lines)",
      (("    long valid = 0, bad = 0;", "    unsigned short valid = 0;  /* few lines */\n    long bad = 0;"),
       ("    printf(\"valid %ld bad %ld\\n\", valid, bad);", "    printf(\"valid %ld bad %ld\\n\", (long)valid, bad);")),
      "a@b.co\n" * 65537),
    M("em_crlf", "judge:f11_email", "tokens",
      "a carriage return before the newline taken off too",
      (("        if (line[n - 1] == '\\n') line[--n] = '\\0';",
        "        if (line[n - 1] == '\\n') line[--n] = '\\0';\n"
        "        if (n > 0 && line[n - 1] == '\\r') line[--n] = '\\0';  /* Windows lines */"),),
      "a@b.co\r\n"),
    M("em_sign_first", "judge:f11_email", "sign_form",
      "a local part may not start with '+' or '-'",
      (("    if (n < 1 || n > 64 || s[0] == '.' || s[n - 1] == '.') return 0;",
        "    if (n < 1 || n > 64 || s[0] == '.' || s[0] == '+' || s[0] == '-' || s[n - 1] == '.') return 0;"),),
      "+tag@x.com\n"),
    # ------------------------------------------------------------------ f11_wordsearch
    A("ws_words_100", "judge:f11_wordsearch", "early_exit",
      "asm: at most 100 words accepted (cmpq $999 -> $99)",
      (), "1 1\na\n101\n" + "a\n" * 101,
      asm_patches=(("\tcmpq\t$999, %rdx\n", "\tcmpq\t$99, %rdx\n"),)),
    M("ws_found_short", "judge:f11_wordsearch", "scale",
      "a word's occurrences counted in an unsigned short (the grids of the tests are small)",
      (("        long found = 0;", "        unsigned short found = 0;  /* small grids */"),
       ("        printf(\"%ld\\n\", found);", "        printf(\"%ld\\n\", (long)found);")),
      "300 300\n" + ("a" * 300 + "\n") * 300 + "1\na\n"),
    M("ws_row_4096", "judge:f11_wordsearch", "capacity",
      "a row read into a static buffer of 4,096 bytes (the grids are narrow)",
      (("    char *grid = malloc((size_t)(r * c) + 1), *row = malloc((size_t)c + 2);",
        "    char *grid = malloc((size_t)(r * c) + 1);\n    static char row[4096];  /* narrow grids */"),
       ("    if (!grid || !row) return 1;", "    if (!grid) return 1;"),
       ("    snprintf(format, sizeof format, \"%%%lds\", c + 1);", "    snprintf(format, sizeof format, \"%%%ds\", 4095);"),
       ("    free(row);\n", "")),
      "1 5000\n" + "a" * 5000 + "\n1\na\n"),
    M("ws_word_64", "judge:f11_wordsearch", "capacity",
      "a word read into 64 bytes (the words of the tests are short)",
      (("    char word[1002];", "    char word[64];  /* short words */"),
       ("        if (scanf(\"%1001s\", word) != 1) return 1;", "        if (scanf(\"%63s\", word) != 1) return 1;")),
      "1 100\n" + "a" * 100 + "\n1\n" + "a" * 100 + "\n"),
    # ------------------------------------------------------------------ f11_auction
    A("au_total_32", "judge:f11_auction", "width",
      "asm: a bid's change added to the total in 32 bits (addq -> addl)",
      (), "bid a 5000000000\ntotal\n",
      asm_patches=(("\taddq\t%rcx, %r12\n", "\taddl\t%ecx, %r12d\n"),)),
    A("au_name_16", "judge:f11_auction", "capacity",
      "asm: a bidder's name of more than 16 letters refused (cmpq $19 -> $15)",
      (), "bid abcdefghijklmnopq 5\nbest\n",
      asm_patches=(("\tcmpl\t$2, %eax\n\tjne\t.L19\n\tmovq\t%r14, %rdi\n\tcall\tstrlen@PLT\n\tleaq\t-1(%rax), %rdx\n\tcmpq\t$19, %rdx\n",
                    "\tcmpl\t$2, %eax\n\tjne\t.L19\n\tmovq\t%r14, %rdi\n\tcall\tstrlen@PLT\n\tleaq\t-1(%rax), %rdx\n\tcmpq\t$15, %rdx\n"),)),
    M("au_compare_int", "judge:f11_auction", "typed_field",
      "the bids compared as ints (the bids of the tests are small)",
      (("    if (a->amount != b->amount) return a->amount > b->amount;",
        "    if ((int)a->amount != (int)b->amount) return (int)a->amount > (int)b->amount;  /* small bids */"),),
      "bid a 4294967296\nbid b 1\nbest\n"),
    M("au_plus_sign", "judge:f11_auction", "sign_form",
      "a bid read by hand: an optional minus and digits",
      (("int main(void) {\n", _NUMBER_READER),
       ("            if (scanf(\"%31s %lld\", name, &a) != 2 || !letters(name) || a < 1 ||",
        "            if (scanf(\"%31s\", name) != 1 || !read_number(&a) || !letters(name) || a < 1 ||")),
      "bid a +5\nbest\n"),
    M("au_same_bid", "judge:f11_auction", "relation",
      "a bid equal to the bidder's standing one skipped (it changes nothing)",
      (("            total += a - bidders[who].amount;",
        "            if (a == bidders[who].amount) continue;  /* the same bid again */\n"
        "            total += a - bidders[who].amount;"),),
      "bid a 5\nbid b 5\nbid a 5\nbest\n"),
    M("au_pops_64", "judge:f11_auction", "early_exit",
      "at most 64 replaced bids taken off the heap per \"best\" (the tests replace few)",
      (("            while (size > 0 && (bidders[heap[0].who].placed != heap[0].placed ||\n"
        "                                bidders[heap[0].who].amount == 0))\n                pop();",
        "            for (int k = 0; k < 64 && size > 0 && (bidders[heap[0].who].placed != heap[0].placed ||\n"
        "                                bidders[heap[0].who].amount == 0); k++)  /* few replaced */\n"
        "                pop();"),),
      _stale_bids()),
    # ------------------------------------------------------------------ f11_bipartite
    A("bp_cases_1000", "judge:f11_bipartite", "early_exit",
      "asm: at most 1,000 cases accepted (cmpq $9999 -> $999)",
      (), "1001\n" + "1 0\n" * 1001,
      asm_patches=(("\tcmpq\t$9999, %rdx\n", "\tcmpq\t$999, %rdx\n"),)),
    A("bp_edges_65535", "judge:f11_bipartite", "capacity",
      "asm: at most 65,535 edges a case accepted (cmpq $200000 -> $65535)",
      (), "1\n2 70000\n" + "1 2\n" * 70000,
      asm_patches=(("\tcmpq\t$200000, %rdx\n", "\tcmpq\t$65535, %rdx\n"),)),
    M("bp_queue_short", "judge:f11_bipartite", "scale",
      "the queue of vertices kept in unsigned shorts (the graphs of the tests are small)",
      (("        long *queue = malloc(sizeof(long) * (size_t)(n + 1));",
        "        unsigned short *queue = malloc(sizeof(unsigned short) * (size_t)(n + 1));  /* small graphs */"),),
      "1\n70000 1\n69999 70000\n"),
    M("bp_plus_sign", "judge:f11_bipartite", "sign_form",
      "an edge read by hand: an optional minus and digits",
      (("int main(void) {\n", _NUMBER_READER),
       ("            if (scanf(\"%lld %lld\", &u, &v) != 2 || u < 1 ||", "            if (!read_number(&u) || !read_number(&v) || u < 1 ||")),
      "1\n2 1\n+1 2\n"),
    # ------------------------------------------------------------------ f11_majority
    A("mj_value_32", "judge:f11_majority", "width",
      "asm: the majority printed from its low 32 bits, sign-extended (movq -> movslq)",
      (), "1\n5000000000\n1\n1 1\n",
      asm_patches=(("\tmovq\t%rdi, %rsi\n\txorl\t%eax, %eax\n\tmovq\t%r12, %rdi\n", "\tmovslq\t%edi, %rsi\n\txorl\t%eax, %eax\n\tmovq\t%r12, %rdi\n"),)),
    A("mj_held_16", "judge:f11_majority", "scale",
      "asm: the holders of the candidate counted in 16 bits (addq -> addw)",
      (), "70000\n" + "5 " * 70000 + "\n1\n1 70000\n",
      asm_patches=(("\taddq\t%rcx, %rdx\n", "\taddw\t%cx, %dx\n"),)),
    A("mj_work_10e6", "judge:f11_majority", "early_exit",
      "asm: the ranges' lengths let add up to 10^6, not 10^7 (wrong immediate)",
      (), "1000\n" + "1 " * 1000 + "\n1001\n" + "1 1000\n" * 1001,
      asm_patches=(("\tcmpq\t$10000000, %rbx\n", "\tcmpq\t$1000000, %rbx\n"),)),
    M("mj_candidate_int", "judge:f11_majority", "typed_field",
      "the candidate kept in an int (the values of the tests are small)",
      (("        long long candidate = a[l];", "        int candidate = (int)a[l];  /* small values */"),
       ("                candidate = a[i];", "                candidate = (int)a[i];"),
       ("        if (2 * held > r - l + 1) printf(\"%lld %ld\\n\", candidate, held);",
        "        if (2 * held > r - l + 1) printf(\"%lld %ld\\n\", (long long)candidate, held);")),
      "3\n4294967297 1 4294967297\n1\n1 3\n"),
    M("mj_double_equal", "judge:f11_majority", "mixed_extremes",
      "the values compared as doubles",
      (("            } else if (a[i] == candidate) {", "            } else if ((double)a[i] == (double)candidate) {"),
       ("        for (long long i = l; i <= r; i++) held += a[i] == candidate;",
        "        for (long long i = l; i <= r; i++) held += (double)a[i] == (double)candidate;")),
      "3\n1000000000000000000 999999999999999999 1000000000000000000\n1\n1 3\n"),
    # ------------------------------------------------------------------ f11_quotes
    A("qt_last_longest", "judge:f11_quotes", "relation",
      "asm: of equally long quotations the last one kept (jle -> jl)",
      (), "\"ab\" and \"cd\"\n",
      asm_patches=(("\tcmpq\t%r15, %rbx\n\tjle\t.L3\n", "\tcmpq\t%r15, %rbx\n\tjl\t.L3\n"),)),
    A("qt_text_4096", "judge:f11_quotes", "capacity",
      "asm: a quotation's text kept to 4,096 bytes (wrong immediate)",
      (), "\"" + "x" * 5000 + "\"\n",
      asm_patches=(("\tcmpq\t$999999, %rbx\n", "\tcmpq\t$4095, %rbx\n"),)),
    A("qt_count_byte", "judge:f11_quotes", "scale",
      "asm: the quotations counted in 8 bits (addq -> addb)",
      (), "\"a\" " * 256 + "\n",
      asm_patches=(("\taddq\t$1, %r13\n\tcmpq\t$1, %r13\n", "\taddb\t$1, %r13b\n\tcmpq\t$1, %r13\n"),)),
    M("qt_escape_quote", "judge:f11_quotes", "tokens",
      "a backslash taken as escaping a quote only, kept before any other byte",
      (("        if (c == '\\\\') {\n            c = getchar();\n            if (c == EOF) break;\n",
        "        if (c == '\\\\') {\n            int d = getchar();  /* a backslash escapes a quote */\n"
        "            if (d == EOF) break;\n            if (d != '\"' && length < 1000000) text[length++] = '\\\\';\n"
        "            c = d;\n"),),
      "\"x\\\\y\"\n"),
    # ------------------------------------------------------------------ f11_perms
    A("pm_five_digits", "judge:f11_perms", "boundary",
      "asm: a line of five bytes taken for digits too (cmpq $1 -> $2)",
      (), "75500\n",
      asm_patches=(("\tleaq\t-3(%rax), %rcx\n\tcmpq\t$1, %rcx\n", "\tleaq\t-3(%rax), %rcx\n\tcmpq\t$2, %rcx\n"),)),
    A("pm_lines_16", "judge:f11_perms", "scale",
      "asm: the lines counted in 16 bits (addq -> addw)",
      (), "755\n" * 65537,
      asm_patches=(("\taddq\t$1, %rbx\n\tcmpq\t$9, %rax\n", "\taddw\t$1, %bx\n\tcmpq\t$9, %rax\n"),)),
    M("pm_crlf", "judge:f11_perms", "tokens",
      "a carriage return before the newline taken off too",
      (("        if (line[n - 1] == '\\n') n--;",
        "        if (line[n - 1] == '\\n') n--;\n        if (n > 0 && line[n - 1] == '\\r') n--;  /* Windows lines */"),),
      "755\r\n"),
    M("pm_strtol", "judge:f11_perms", "sign_form",
      "the digits read with strtol in base 8 (a sign or blanks before them let through)",
      (("            mode = 0;\n            for (long i = 0; i < n && mode >= 0; i++)\n"
        "                mode = line[i] >= '0' && line[i] <= '7' ? mode * 8 + (line[i] - '0') : -1;",
        "            char *end;  /* the digits as strtol reads them */\n            long v = strtol(line, &end, 8);\n"
        "            mode = end == line + n && v >= 0 && v <= 07777 ? (int)v : -1;"),),
      "+755\n"),
    M("pm_line_16", "judge:f11_perms", "capacity",
      "the lines read with fgets into 16 bytes (a permission is short)",
      (("    char *line = NULL;\n    size_t size = 0;\n    ssize_t got;\n", "    static char line[16];  /* short lines */\n"),
       ("    while ((got = getline(&line, &size, stdin)) > 0) {\n        long n = (long)got;",
        "    while (fgets(line, sizeof line, stdin)) {\n        long n = (long)strlen(line);"),
       ("    free(line);\n", "")),
      "r" * 20 + "\n"),
)

FRESH11_REWRITES: tuple[Rewrite, ...] = (
    # ------------------------------------------------------------------ f11_diag
    R("dg_row_pointer", "judge:f11_diag", "a cell added through a pointer to its row's first diagonal",
      (("            sum[y + x] += v;", "            long long *diagonal = sum + y;\n            diagonal[x] += v;"),)),
    R("dg_positive_after", "judge:f11_diag", "the positive sums counted in a loop of their own",
      (("        if (sum[d] > 0) positive++;\n", ""),
       ("    printf(\"diagonals %lld positive %lld\\n\", count, positive);",
        "    for (long long d = 0; d < count; d++) positive += sum[d] > 0;\n"
        "    printf(\"diagonals %lld positive %lld\\n\", count, positive);"))),
    AR("dg_asm_reorder", "judge:f11_diag", "asm: the index and the cleared %eax set in the other order",
       (), asm_patches=(("\tmovq\t%rbp, %rsi\n\txorl\t%eax, %eax\n\tleaq\t.LC3(%rip), %rdi\n", "\txorl\t%eax, %eax\n\tmovq\t%rbp, %rsi\n\tleaq\t.LC3(%rip), %rdi\n"),)),
    # ------------------------------------------------------------------ f11_shell
    R("sh_name_ranges", "judge:f11_shell", "a name's characters tested by ranges",
      (("        if (!strchr(\"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-\", s[i]))",
        "        if (!((s[i] >= 'A' && s[i] <= 'Z') || (s[i] >= 'a' && s[i] <= 'z') || (s[i] >= '0' && s[i] <= '9') ||\n"
        "              s[i] == '.' || s[i] == '_' || s[i] == '-'))"),)),
    R("sh_hash_mix", "judge:f11_shell", "another hash of a directory and a name",
      (("    unsigned long h = 1469598103934665603UL ^ (unsigned long)dir;\n"
        "    for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211UL;",
        "    unsigned long h = (unsigned long)dir * 2654435761UL;\n"
        "    for (; *s; s++) h = h * 31 + (unsigned char)*s;\n    h ^= h >> 17;"),)),
    AR("sh_asm_reorder", "judge:f11_shell", "asm: the counts' table and the format loaded in the other order",
       (), asm_patches=(("\tleaq\tchildren(%rip), %rax\n\tleaq\t.LC3(%rip), %rdi\n", "\tleaq\t.LC3(%rip), %rdi\n\tleaq\tchildren(%rip), %rax\n"),)),
    # ------------------------------------------------------------------ f11_gcdlcm
    R("gl_gcd_one", "judge:f11_gcdlcm", "the common divisor no longer computed once it is 1",
      (("            g = gcd(g, u);", "            if (g != 1) g = gcd(g, u);"),)),
    R("gl_mul_overflow", "judge:f11_gcdlcm", "the multiple checked with __builtin_mul_overflow",
      (("                if (l > LIMIT / step) big = 1;\n                else l *= step;",
        "                unsigned long long product;\n"
        "                if (__builtin_mul_overflow(l, step, &product) || product > LIMIT) big = 1;\n"
        "                else l = product;"),)),
    AR("gl_asm_reorder", "judge:f11_gcdlcm", "asm: the multiple and the format set in the other order",
       (), asm_patches=(("\tmovq\t%r14, %rdx\n\tleaq\t.LC2(%rip), %rdi\n", "\tleaq\t.LC2(%rip), %rdi\n\tmovq\t%r14, %rdx\n"),)),
    # ------------------------------------------------------------------ f11_nextgreater
    R("ng_jumps", "judge:f11_nextgreater", "the next greater value found by jumping along the answers already found",
      (("    long depth = 0;\n    for (long i = n; i >= 1; i--) {\n"
        "        while (depth > 0 && a[stack[depth - 1]] <= a[i]) depth--;\n"
        "        next_at[i] = depth > 0 ? stack[depth - 1] : 0;\n        stack[depth++] = i;\n    }",
        "    for (long i = n; i >= 1; i--) {  /* jump over the values at most a_i */\n        long j = i + 1;\n"
        "        while (j != 0 && j <= n && a[j] <= a[i]) j = next_at[j];\n"
        "        next_at[i] = j <= n ? j : 0;\n    }\n    (void)stack;"),)),
    R("ng_query_local", "judge:f11_nextgreater", "a query's answer read once into a local",
      (("        if (next_at[i] == 0) puts(\"none\");\n        else printf(\"%ld %lld\\n\", next_at[i], a[next_at[i]]);",
        "        long j = next_at[i];\n        if (j) printf(\"%ld %lld\\n\", j, a[j]);\n        else puts(\"none\");"),)),
    AR("ng_asm_reorder", "judge:f11_nextgreater", "asm: the value and the format set in the other order",
       (), asm_patches=(("\tmovq\t(%r14,%rsi,8), %rdx\n\tmovq\t%r13, %rdi\n", "\tmovq\t%r13, %rdi\n\tmovq\t(%r14,%rsi,8), %rdx\n"),)),
    # ------------------------------------------------------------------ f11_hashtags
    R("ht_first_by_order", "judge:f11_hashtags", "the most frequent found by a strict comparison in order of first occurrence",
      (("        if (best < 0 || e->count > table[best].count ||\n"
        "            (e->count == table[best].count && e->first < table[best].first))",
        "        if (best < 0 || e->count > table[best].count)  /* used[] is in order of first occurrence */"),)),
    R("ht_lower_or", "judge:f11_hashtags", "an upper-case letter lowered by setting bit 5",
      (("                tag[n++] = (char)(d >= 'A' && d <= 'Z' ? d - 'A' + 'a' : d);",
        "                tag[n++] = (char)(d >= 'A' && d <= 'Z' ? d | 0x20 : d);"),)),
    AR("ht_asm_reorder", "judge:f11_hashtags", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\tdistinct(%rip), %rdx\n\tmovq\t%r12, %rsi\n", "\tmovq\t%r12, %rsi\n\tmovq\tdistinct(%rip), %rdx\n"),)),
    # ------------------------------------------------------------------ f11_email
    R("em_local_memchr", "judge:f11_email", "a local part's punctuation looked up with memchr (its terminator included, as strchr does)",
      (("        if (!alnum(s[i]) && !strchr(\"._%+-\", s[i])) return 0;",
        "        if (!alnum(s[i]) && !memchr(\"._%+-\", s[i], 6)) return 0;"),)),
    R("em_lower_unsigned", "judge:f11_email", "an upper-case letter found as its byte less 'A', below 26 unsigned",
      (("                if (*p >= 'A' && *p <= 'Z') *p = (char)(*p - 'A' + 'a');",
        "                if ((unsigned char)(*p - 'A') < 26) *p = (char)(*p + 32);"),)),
    AR("em_asm_reorder", "judge:f11_email", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t24(%rsp), %rsi\n\tmovq\t%rbx, %rdx\n", "\tmovq\t%rbx, %rdx\n\tmovq\t24(%rsp), %rsi\n"),)),
    # ------------------------------------------------------------------ f11_wordsearch
    R("ws_palindrome_half", "judge:f11_wordsearch", "a palindrome searched in four directions and counted twice",
      (("        if (len > 1000) return 1;\n",
        "        if (len > 1000) return 1;\n        int palindrome = len > 1;  /* read backwards, it is itself */\n"
        "        for (long k = 0; k < len / 2; k++)\n            if (word[k] != word[len - 1 - k]) palindrome = 0;\n"),
       ("                for (int d = 0; d < 8; d++) {\n",
        "                for (int d = 0; d < 8; d++) {\n"
        "                    if (palindrome && (d == 1 || d == 3 || d == 6 || d == 7)) continue;\n"),
       ("                    if (k == len) found++;", "                    if (k == len) found += palindrome ? 2 : 1;"))),
    R("ws_last_first", "judge:f11_wordsearch", "a word's last letter compared before the walk",
      (("                    long k = 1;\n", "                    if (grid[ey * c + ex] != word[len - 1]) continue;\n                    long k = 1;\n"),)),
    AR("ws_asm_reorder", "judge:f11_wordsearch", "asm: the count and the format loaded in the other order",
       (), asm_patches=(("\tmovq\t24(%rsp), %rsi\n\tleaq\t.LC4(%rip), %rdi\n", "\tleaq\t.LC4(%rip), %rdi\n\tmovq\t24(%rsp), %rsi\n"),)),
    # ------------------------------------------------------------------ f11_auction
    R("au_compare_once", "judge:f11_auction", "the order of two bids as one expression",
      (("    if (a->amount != b->amount) return a->amount > b->amount;\n    return a->placed < b->placed;",
        "    return a->amount > b->amount || (a->amount == b->amount && a->placed < b->placed);"),)),
    R("au_hash_fnv", "judge:f11_auction", "another hash of a name",
      (("    for (const char *s = name; *s; s++) h = h * 131 + (unsigned char)*s;",
        "    for (const char *s = name; *s; s++) h = (h ^ (unsigned char)*s) * 16777619UL;"),)),
    AR("au_asm_reorder", "judge:f11_auction", "asm: the total and the format loaded in the other order",
       (), asm_patches=(("\tmovq\t%r12, %rsi\n\tleaq\t.LC8(%rip), %rdi\n", "\tleaq\t.LC8(%rip), %rdi\n\tmovq\t%r12, %rsi\n"),)),
    # ------------------------------------------------------------------ f11_bipartite
    R("bp_stack", "judge:f11_bipartite", "the vertices of a part coloured in the order of a stack",
      (("                long at = queue[head++];", "                long at = queue[--tail];  /* a stack: any order colours a part */"),
       ("            while (head < tail && ok) {", "            while (tail > head && ok) {"))),
    R("bp_fewest_zeros", "judge:f11_bipartite", "the smaller side taken through the count of the other colour",
      (("            fewest += ones < all - ones ? ones : all - ones;",
        "            long zeros = all - ones;\n            fewest += zeros < ones ? zeros : ones;"),)),
    AR("bp_asm_reorder", "judge:f11_bipartite", "asm: the format loaded and a register saved in the other order",
       (), asm_patches=(("\tleaq\t.LC3(%rip), %rdi\n\tmovq\t%r8, (%rsp)\n", "\tmovq\t%r8, (%rsp)\n\tleaq\t.LC3(%rip), %rdi\n"),)),
    # ------------------------------------------------------------------ f11_majority
    R("mj_half_floor", "judge:f11_majority", "a majority tested as more than half the length, rounded down",
      (("        if (2 * held > r - l + 1)", "        if (held > (r - l + 1) / 2)"),)),
    R("mj_single", "judge:f11_majority", "a range of one value answered at once",
      (("        long long candidate = a[l];\n",
        "        if (l == r) {\n            printf(\"%lld 1\\n\", a[l]);\n            continue;\n        }\n"
        "        long long candidate = a[l];\n"),)),
    AR("mj_asm_reorder", "judge:f11_majority", "asm: two formats loaded in the other order",
       (), asm_patches=(("\tleaq\t.LC3(%rip), %r13\n\tleaq\t.LC2(%rip), %r12\n", "\tleaq\t.LC2(%rip), %r12\n\tleaq\t.LC3(%rip), %r13\n"),)),
    # ------------------------------------------------------------------ f11_quotes
    R("qt_swap_buffers", "judge:f11_quotes", "a longer quotation kept by swapping the two buffers",
      (("                for (long i = 0; i < length; i++) best[i] = text[i];",
        "                char *swap = best;  /* the text becomes the best */\n                best = text;\n                text = swap;"),)),
    R("qt_blocks", "judge:f11_quotes", "the text read in blocks of 64 KB with fread",
      (("    int c;\n    while ((c = getchar()) != EOF) {",
        "    static unsigned char block[65536];\n    size_t have = 0, at = 0;\n"
        "#define NEXT() (at < have || (at = 0, have = fread(block, 1, sizeof block, stdin)) > 0 ? block[at++] : EOF)\n"
        "    int c;\n    while ((c = NEXT()) != EOF) {"),
       ("            c = getchar();\n            if (c == EOF) break;", "            c = NEXT();\n            if (c == EOF) break;"))),
    AR("qt_asm_reorder", "judge:f11_quotes", "asm: two of fwrite's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%r15, %rdx\n\tmovl\t$1, %esi\n", "\tmovl\t$1, %esi\n\tmovq\t%r15, %rdx\n"),)),
    # ------------------------------------------------------------------ f11_perms
    R("pm_mask_shift", "judge:f11_perms", "a permission's bit tested by shifting the mask",
      (("    for (int i = 0; i < 9; i++) out[i] = (mode >> (8 - i)) & 1 ? letters[i] : '-';",
        "    for (int i = 0; i < 9; i++) out[i] = mode & (0400 >> i) ? letters[i] : '-';"),)),
    R("pm_digit_unsigned", "judge:f11_perms", "an octal digit tested as its byte less '0', below 8 unsigned",
      (("                mode = line[i] >= '0' && line[i] <= '7' ? mode * 8 + (line[i] - '0') : -1;",
        "                mode = (unsigned char)(line[i] - '0') < 8 ? mode * 8 + (line[i] - '0') : -1;"),)),
    AR("pm_asm_reorder", "judge:f11_perms", "asm: two of printf's arguments set in the other order",
       (), asm_patches=(("\tmovq\t%rbp, %rdx\n\tmovq\t%rbx, %rsi\n", "\tmovq\t%rbx, %rsi\n\tmovq\t%rbp, %rdx\n"),)),
)


#: ``--set`` names of this set: all of it, and its two fixed halves
FRESH11_SETS: dict[str, tuple[tuple[Mutant, ...], tuple[Rewrite, ...]]] = halves(
    "fresh11", FRESH11_MUTANTS, FRESH11_REWRITES, DEV_PROGRAMS, HELD_PROGRAMS)
