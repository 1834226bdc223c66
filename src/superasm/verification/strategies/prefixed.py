"""Keys alike for a long beginning: a given input with every key given one long beginning.

The keys of the tests (``a``, ``k1``, ``apple``; versions ``1.2.3``) differ in their first
character or part, so a rewrite that compares less of a key than the reference does is right
on every one of them:

- a key compared on its first 8 bytes (``strncmp(a, b, 8)``, one ``uint64_t`` load), or hashed
  over them;
- a version compared on its first four numbers, or kept in an array of 16 of them;
- a name kept in a buffer of 16 bytes.

This strategy keeps every relation of a given input's keys (the same key the same throughout,
two different keys still different) and gives all of them one long common beginning, of
:data:`LENGTHS` characters (``kkkkkkkkk1``, ``kkkkkkkka``), or, for a key of parts (numbers
or words between one kind of separator, as in ``1.2.3`` or ``10-20-30``), of as many parts
(``1.1.1.1.1.1.1.1.1.2.3``).  The beginning is made of the keys' own characters (the commonest
first character of the keys of that class of character; the commonest first part and
separator), so a key stays in its alphabet.  Two keys now differ only after the beginning,
where a comparison that stops early never looks.

Keys are found as :mod:`~superasm.verification.strategies.replayed` finds them (the tokens of a
place of a record that holds at least five different ones over the given inputs, one of them
with a letter), and so are keys of parts (at least five different ones at a place, one of them
of three parts or more).  Whether an input is valid stays the reference's to judge, as for
every strategy (a key longer than the statement allows is refused where the reference refuses
it).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator, Sequence

from superasm.verification.strategies.given import _with_tokens
from superasm.verification.strategies.repeats import (
    MAX_BYTES,
    Maker,
    constant,
    given_texts,
    lines_of,
)
from superasm.verification.strategies.replayed import MIN_KEYS, places, records

#: the length of the common beginning, in characters (in parts for a key of parts), most
#: telling first: past a comparison of 8, 16, 32 and 64 bytes or parts
LENGTHS = (8, 16, 32, 64)
#: the given inputs taken, smallest first
INPUTS = 2
#: a key of parts: alphanumeric parts between one kind of separator, three parts or more
_PARTS = re.compile(r"[A-Za-z0-9]+(?:([.:/,;|_-])[A-Za-z0-9]+)(?:\1[A-Za-z0-9]+)+")
_SEPARATOR = re.compile(r"[.:/,;|_-]")
#: a token of one part or more, the kind a key of parts is
_PARTED = re.compile(r"[A-Za-z0-9]+(?:[.:/,;|_-][A-Za-z0-9]+)*")


def _class(key: str) -> str:
    """The class of ``key``'s first character: the beginning of its kind."""
    first = key[0]
    return "digit" if first.isdigit() else "upper" if first.isupper() else \
        "lower" if first.islower() else first


def keys(texts: Sequence[str]) -> tuple[set[str], set[str]]:
    """The given inputs' keys: those of letters, and those of parts (module docstring)."""
    words, parted = set(), set()
    for tokens in places(texts).values():
        if len(tokens) < MIN_KEYS:
            continue
        if any(_PARTS.fullmatch(t) for t in tokens):
            parted |= {t for t in tokens if _PARTED.fullmatch(t)}
        elif any(c.isalpha() for t in tokens for c in t):
            words |= tokens
    return words - parted, parted


def beginnings(words: set[str], parted: set[str], length: int) -> dict[str, str]:
    """Each key's new beginning of ``length`` characters or parts: the same for every key of
    its kind (module docstring)."""
    made: dict[str, str] = {}
    firsts = Counter(w[0] for w in words if w)
    for key in words:
        if key:
            kind = _class(key)
            char = max((c for c in firsts if _class(c) == kind), key=lambda c: (firsts[c], c))
            made[key] = char * length
    if parted:
        split = [_SEPARATOR.split(t) for t in parted]
        seps = Counter(m.group() for t in parted for m in _SEPARATOR.finditer(t))
        unit = Counter(parts[0] for parts in split).most_common(1)[0][0] + \
            seps.most_common(1)[0][0]
        made.update({key: unit * length for key in parted})
    return made


def _line_prefixed(line: str, made: dict[str, str]) -> str:
    """``line`` with each key given its beginning, its blanks kept (a record's keyword is no
    key: :func:`~superasm.verification.strategies.replayed.places`)."""
    return _with_tokens(line, {k: made[t] + t for k, t in enumerate(line.split()) if t in made})


def _prefixed(text: str, made: dict[str, str]) -> str | None:
    """``text`` with every key among its records given its beginning; None where it holds
    no key or the result is too large."""
    lines = lines_of(text)
    found = records(lines)
    if found is None:
        return None
    start, rows = found
    if not any(t in made for row in rows for t in row):
        return None
    body = [_line_prefixed(line, made) for line in lines[start:]]
    data = "\n".join(lines[:start] + body) + "\n"
    return data if len(data) <= MAX_BYTES else None


def prefixed(given: Sequence[bytes]) -> Iterator[Maker]:
    """Inputs whose keys share a long beginning: the :data:`INPUTS` given inputs with the most
    different keys (the most relations between keys; the smaller first of equal ones), at each
    of :data:`LENGTHS` (module docstring)."""
    texts = given_texts(given)
    words, parted = keys(texts)
    if not words and not parted:
        return
    every = words | parted
    ranked = sorted(texts, key=lambda t: -len(every.intersection(t.split())))  # (stable: size)
    for length in LENGTHS:
        made = beginnings(words, parted, length)
        taken = 0
        for text in ranked:
            data = _prefixed(text, made) if taken < INPUTS else None
            if data is not None:
                taken += 1
                yield constant(data)


__all__ = ["LENGTHS", "beginnings", "keys", "prefixed"]
