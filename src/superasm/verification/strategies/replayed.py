"""Many keys alive at once: a given input replayed in renamed copies, interleaved.

A program that keeps something per key (a car park's plates in a hash table, accounts by name,
a set of words) is tested with a handful of keys, so a mistake that shows only when many keys
live together never shows: two keys in one slot of a table (a hash collision), a slot freed
and then probed past (a deleted entry that ends a probe chain), a chain longer than a bound,
a table that never grows.  The model-driven strategies draw each record anew, so one key is
rarely used twice, and a key added is rarely looked up or removed again: the relations between
a test's records are lost.

This strategy keeps them.  It takes a given input made of records (lines whose words are keys:
a token holding a letter that is not the record's keyword) and replays it :data:`COPIES` times
at once:

- copy ``k`` renames each key to one of the same length that differs from it only in its last
  characters (a counter over the key's own alphabet: digits, letters of its case, both where it
  holds both), the same key the same way throughout the copy, so every relation of the test (a
  car comes in, is counted, leaves and pays) holds in each copy;
- the copies are interleaved record by record (the first record of every copy, then the second
  of every copy, ...), so the keys of every copy are alive together wherever the test keeps
  its keys alive, and a record's numbers (a time that never decreases) keep their order;
- a line before the records that holds only numbers is kept, and one that counts the records
  counts them again.

Keys that share all but their last two characters, many of them, collide in every polynomial
string hash with a small multiplier (``h * 31 + c``, ``h * 33 + c``: two characters ``c1 c2``
and ``c1 + 1, c2 - 33`` land on one value), which is what hash tables of judge programs use;
a thousand of them alive at once fill any table sized for the tests.  Whether an input is valid
stays the reference's to judge, as for every strategy.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterator, Sequence

from superasm.verification.strategies.repeats import (
    MAX_BYTES,
    Maker,
    constant,
    given_texts,
    lines_of,
)

#: how many copies are replayed, most telling first: past tables of 1,024 and 256 slots
COPIES = ((1 << 10) + 1, (1 << 8) + 1)
#: the given inputs taken, smallest first
INPUTS = 3
#: the fewest different words a place of a record holds over the given inputs for its words to
#: be keys (fewer: an enumeration such as ``L R U D``)
MIN_KEYS = 5
#: a record's keyword (``in``, ``push_back``, ``ADD``): letters and underscores only
KEYWORD = re.compile(r"[A-Za-z_]+")
_NUMBER = re.compile(r"[+-]?\d+(?:\.\d*)?")


def _alphabet(word: str) -> str:
    """The characters a renamed key may use: the classes ``word`` holds (digits, upper case,
    lower case), the digits first."""
    classes = [(string.digits, str.isdigit), (string.ascii_uppercase, str.isupper),
               (string.ascii_lowercase, str.islower)]
    return "".join(chars for chars, holds in classes if any(holds(c) for c in word))


def _keys(texts: Sequence[str]) -> set[str]:
    """The words of the given inputs that are keys: every token of a place of a record (its
    keyword and position) that holds at least :data:`MIN_KEYS` different tokens over all given
    inputs, one of them with a letter (a plate ``0`` among ``AB123`` and ``XY9`` is a key too;
    a place of numbers only is a quantity).  A record's first token of letters is its keyword,
    never a key, and so is a word of a place with few values (``left``, ``right``: an
    enumeration, which a renamed word would leave)."""
    return {w for words in places(texts).values() if len(words) >= MIN_KEYS and
            any(c.isalpha() for w in words for c in w) for w in words}


def places(texts: Sequence[str]) -> dict[tuple[str, int], set[str]]:
    """The tokens of each place of a record (its keyword, or "", and position) over the given
    inputs' records (:func:`records`), a record's keyword not among them: its first word of
    letters, where no record holds that word anywhere else."""
    found_at: dict[tuple[str, int], set[str]] = {}
    rows = [words for text in texts for words in (records(lines_of(text)) or (0, []))[1]]
    # a record's first word is its keyword unless it is also found elsewhere in a record (a
    # team's name first in one result and last in another: a key; version 15)
    elsewhere = {t for words in rows for t in words[1:]}
    for words in rows:
        if not words:  # an empty line
            continue
        keyword = words[0] if KEYWORD.fullmatch(words[0]) and words[0] not in elsewhere else ""
        for at, token in enumerate(words[1 if keyword else 0:], start=1 if keyword else 0):
            found_at.setdefault((keyword, at), set()).add(token)
    return found_at


def _renamed(word: str, index: int, most: int, longest: int) -> str | None:
    """``word`` with its last characters a counter of ``index`` over its own alphabet, as many
    of them as counting to ``most`` takes (so every index gives another name); a word no
    longer than that keeps its characters and gets the counter after them, where the given
    keys are as long as the result, else is the counter alone where it is as long; None where
    it is shorter, or where it holds no digit nor letter to count with."""
    alphabet = _alphabet(word)
    if len(alphabet) < 2:
        return None  # (no digit nor letter to count with: a row of cells, ``...``)
    width, reach = 1, len(alphabet)
    while reach <= most:
        width, reach = width + 1, reach * len(alphabet)
    if index >= reach:
        return None
    room = max(len(word), longest)
    if width < len(word):
        kept = word[:len(word) - width]
    elif len(word) + width <= room:
        kept = word  # the counter after it
    elif width == len(word):
        kept = ""  # a name of its length over its alphabet
    else:
        return None
    ends, n = [], index
    for _ in range(width):
        n, digit = divmod(n, len(alphabet))
        ends.append(alphabet[digit])
    return kept + "".join(reversed(ends))


def records(lines: list[str]) -> tuple[int, list[list[str]]] | None:
    """Where the records start (after lines of numbers only) and each record's tokens."""
    start = 0
    while start < len(lines) and all(_NUMBER.fullmatch(t) for t in lines[start].split()):
        start += 1
    if len(lines) - start < 2:
        return None
    return start, [line.split() for line in lines[start:]]


def _replayed(text: str, copies: int, known: set[str]) -> str | None:
    """``text`` replayed in ``copies`` renamed copies, interleaved (module docstring), its
    words of ``known`` the keys; None where it has no keys, its keys cannot be renamed that
    often, or the result is too large."""
    lines = lines_of(text)
    found = records(lines)
    if found is None:
        return None
    start, rows = found
    words = {t for record in rows for t in record}
    keys = sorted(words & known)
    if not keys:
        return None
    names = {(0, key): key for key in keys}
    taken = set(words)
    # keys sharing all but their ends share the names: count to every copy of every key, and
    # past the names already taken, which each key's counter skips
    most = copies * len(keys) + len(taken)
    longest = max(len(key) for key in known)
    for key in keys:
        index = 0
        for k in range(1, copies):
            name = _renamed(key, index, most, longest)
            while name is not None and name in taken:
                index += 1
                name = _renamed(key, index, most, longest)
            if name is None:  # too short for that many names
                return None
            names[k, key] = name
            taken.add(name)
    head = list(lines[:start])
    if head and head[-1].strip().isdigit() and int(head[-1]) == len(rows):
        head[-1] = str(len(rows) * copies)
    body = [" ".join(names.get((k, t), t) for t in words)
            for words in rows for k in range(copies)]
    data = "\n".join(head + body) + "\n"
    return data if len(data) <= MAX_BYTES else None


def replayed(given: Sequence[bytes]) -> Iterator[Maker]:
    """Inputs of many keys alive at once: the smallest given inputs with keys, each replayed
    in each of :data:`COPIES` copies (module docstring)."""
    texts = given_texts(given)
    known = _keys(texts)
    if not known:
        return
    for copies in COPIES:
        made = 0
        for text in texts:
            data = _replayed(text, copies, known) if made < INPUTS else None
            if data is not None:
                made += 1
                yield constant(data)


__all__ = ["COPIES", "KEYWORD", "MIN_KEYS", "places", "records", "replayed"]
