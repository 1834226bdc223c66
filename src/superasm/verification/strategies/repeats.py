"""Magnitude by repetition: one part of a given input repeated past each width, in place.

A count, a depth or a tally that a narrow type or a small buffer holds at every size the tests
reach goes wrong only when one thing happens many times: one line 65,537 times (a line counter
kept in 16 bits), one word 65,537 times (its count in an ``unsigned short``), one command 1,025
times (a stack of 1,024), one digit 8,193 times (a number of at most 8,192 digits).  The
model-driven strategies draw each item anew, so equal things stay few, and they lengthen only
the lists the grammar counts.

This strategy needs no model.  It takes each given input as it is and repeats one of its parts
where it stands, everything else kept as the tests have it:

- a **line** (a record read until the end of the input, a command, an empty line);
- the **last token of a line** (a word of a text, an item of a list);
- the **last character of a token** (a digit of a big number, a letter of a word).

And where the tests are at their top, the same at scale with one record just past it: the
longest line of any given input, and the line holding the largest integer, repeated as above
with the copy in the middle grown (one more character; the integer plus one).  An early exit
that stops reading at a value the tests never exceed ("past 100 lines, the longest is the
tests' longest"), or that keeps the first maximum and drops a later larger one, answers it
otherwise; the middle is past any short prefix such a rule checks first.

Each part is repeated 2^16 + 1 times, which wraps every counter of 16 bits or fewer
(2^16 + 1 is 1 modulo each 2^k, k <= 16) and passes every capacity up to 65,536; where that
would exceed :data:`MAX_BYTES`, the largest count of :data:`COUNTS` that fits.  Whether the
result is valid is the reference's to judge, as for every strategy: an input whose header
counts its records is no longer read the way the tests are, and is dropped.
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Callable, Iterator, Sequence

Maker = Callable[[random.Random], str]

_ZERO = re.compile(r"[+-]?0+")

#: how many times a part is repeated, most telling first: the first that keeps the input within
#: :data:`MAX_BYTES` is used (past 16 bits, past 15, and past round capacities below them)
COUNTS = ((1 << 16) + 1, (1 << 15) + 1, 10_001, (1 << 13) + 1, (1 << 12) + 1, (1 << 10) + 1,
          (1 << 8) + 1)
#: the most bytes one repeated input may hold: 10^6, the input limit judges' statements most
#: often give (an honest rewrite may read the whole input into a buffer that large)
MAX_BYTES = 1_000_000
#: the given inputs taken, smallest first (their parts are the candidates)
INPUTS = 3


def _count(base: int, each: int, counts: Sequence[int] = COUNTS,
           max_bytes: int = MAX_BYTES) -> int | None:
    """The first of ``counts`` that keeps ``base`` bytes plus that many ``each`` within
    ``max_bytes``; None where none does."""
    return next((n for n in counts if base + n * each <= max_bytes), None)


def _line_repeats(lines: list[str], at: int, counts: Sequence[int] = COUNTS,
                  max_bytes: int = MAX_BYTES, span: int = 1) -> str | None:
    """``lines`` with the line at ``at`` (the ``span`` lines from it: ``mkdir a``, ``cd a``, a
    directory made and entered) repeated in place, the first of ``counts`` times that keeps
    within ``max_bytes`` (None where none does)."""
    unit = lines[at:at + span]
    size = sum(len(line) + 1 for line in unit)
    n = _count(sum(len(line) + 1 for line in lines) - size, size, counts, max_bytes)
    if n is None:
        return None
    return "\n".join(lines[:at] + unit * n + lines[at + span:]) + "\n"


def _token_repeats(lines: list[str], at: int) -> str | None:
    tokens = lines[at].split()
    if not tokens:
        return None
    n = _count(sum(len(line) + 1 for line in lines), len(tokens[-1]) + 1)
    if n is None:
        return None
    line = " ".join(tokens + [tokens[-1]] * (n - 1))
    return "\n".join(lines[:at] + [line] + lines[at + 1:]) + "\n"


def _char_repeats(lines: list[str], at: int) -> str | None:
    tokens = lines[at].split()
    if not tokens:
        return None
    k = max(range(len(tokens)), key=lambda i: len(tokens[i]))
    n = _count(sum(len(line) + 1 for line in lines), 1)
    if n is None or n <= len(tokens[k]) or _ZERO.fullmatch(tokens[k]):
        return None  # (a zero's digit repeated is leading zeros, a form no test has)
    tokens[k] += tokens[k][-1] * (n - len(tokens[k]))
    return "\n".join(lines[:at] + [" ".join(tokens)] + lines[at + 1:]) + "\n"


_INTEGER = re.compile(r"[+-]?\d{1,4000}")


def _grown(token: str, longer: bool) -> str:
    """``token`` just past itself: an integer plus one (minus one where negative), or with
    ``longer`` (and for words) one character more."""
    if not longer and _INTEGER.fullmatch(token):
        return str(int(token) + (1 if token[0] != "-" else -1))
    return token + token[-1]


def _top_repeats(lines: list[str], at: int, k: int, longer: bool, by_line: bool) -> str | None:
    """Line ``at`` repeated (``by_line``), or its token ``k`` repeated in place, with the copy in
    the middle grown (:func:`_grown`)."""
    tokens = lines[at].split()
    if by_line:  # the token grown where it stands, the line's spacing kept
        start, end = list(re.finditer(r"\S+", lines[at]))[k].span()
        part = lines[at]
        grown = part[:start] + _grown(tokens[k], longer) + part[end:]
        rest = sum(len(line) + 1 for line in lines) - len(part) - 1
    else:
        part, grown = tokens[k], _grown(tokens[k], longer)
        rest = sum(len(line) + 1 for line in lines)
    n = _count(rest, len(part) + 1)
    if n is None:
        return None
    copies = [part] * (n // 2) + [grown] + [part] * (n - n // 2 - 1)
    if by_line:
        return "\n".join(lines[:at] + copies + lines[at + 1:]) + "\n"
    line = " ".join(tokens[:k] + copies + tokens[k + 1:])
    return "\n".join(lines[:at] + [line] + lines[at + 1:]) + "\n"


def _tops(texts: Sequence[str]) -> Iterator[Maker]:
    """:func:`_top_repeats` of the longest line of the given inputs (grown by a character), and
    of the line holding their largest integer (grown by one): by line, then by token."""
    places: list[tuple[list[str], int, int, bool]] = []
    longest: tuple[int, list[str], int] | None = None
    largest: tuple[int, list[str], int, int] | None = None
    for text in texts:
        lines = lines_of(text)
        for at, line in enumerate(lines):
            tokens = line.split()
            if tokens and (longest is None or len(line) > longest[0]):
                longest = (len(line), lines, at)
            for k, token in enumerate(tokens):
                if _INTEGER.fullmatch(token) and (largest is None or int(token) > largest[0]):
                    largest = (int(token), lines, at, k)
    if longest is not None:
        lines, at = longest[1], longest[2]
        places.append((lines, at, len(lines[at].split()) - 1, True))
    if largest is not None:
        places.append((largest[1], largest[2], largest[3], False))
    for by_line in (True, False):
        for lines, at, k, longer in places:
            data = _top_repeats(lines, at, k, longer, by_line)
            if data is not None:
                yield constant(data)


def lines_of(text: str) -> list[str]:
    """The lines of ``text`` (a last newline ends the last line, it does not start another)."""
    return text[:-1].split("\n") if text.endswith("\n") else text.split("\n")


def given_texts(given: Sequence[bytes]) -> list[str]:
    """The given inputs as text (CRLF read as LF), each once, smallest first."""
    return sorted({d.decode("utf-8", "surrogateescape").replace("\r\n", "\n") for d in given},
                  key=lambda t: (len(t), t))


def _shape(line: str) -> tuple[str, ...]:
    """What tells two lines apart for this strategy: a leading word (a command's name) and the
    kind of each other token (repeating ``push 3`` and ``push 7`` tells nothing new)."""
    tokens = line.split()
    head = tokens[0] if tokens and not tokens[0].lstrip("+-").replace(".", "").isdigit() else "#"
    return (head, *("9" if t.lstrip("+-").replace(".", "").isdigit() else "a"
                    for t in tokens[1:]))


def constant(data: str) -> Maker:
    """A maker that draws ``data`` itself (an input made whole, not drawn)."""
    return lambda rng: data


def repeated(given: Sequence[bytes]) -> Iterator[Maker]:
    """Inputs with one part of a given input repeated (module docstring): first the tests' top
    past itself at scale (:func:`_tops`), then each kind of part in turn: lines (of each shape
    once), then tokens, then characters, over the smallest given inputs."""
    every = given_texts(given)
    yield from _tops(every)
    by_kind: list[list[Maker]] = [[], [], []]
    seen: set[tuple[int, tuple[str, ...]]] = set()
    for text in every[:INPUTS]:
        lines = lines_of(text)
        for at, line in enumerate(lines):
            for kind, make in enumerate((_line_repeats, _token_repeats, _char_repeats)):
                if (kind, _shape(line)) in seen:
                    continue
                data = make(lines, at)
                if data is not None:
                    seen.add((kind, _shape(line)))
                    by_kind[kind].append(constant(data))
    for turn in itertools.zip_longest(*by_kind):
        yield from (make for make in turn if make is not None)
