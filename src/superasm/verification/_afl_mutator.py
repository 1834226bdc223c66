"""The campaign's structure-aware mutator: an AFL++ Python custom mutator (``AFL_PYTHON_MODULE``).

It runs inside the campaign's sandbox, in AFL++'s own interpreter, so it imports nothing but the
standard library.  Byte-level havoc breaks the format of a judge's input almost every time (a
count no longer matching its records, a digit run split by a letter), and the reference then
calls the input invalid: nothing is learnt.  This mutator edits an input as the program reads
it, a sequence of *tokens* (numbers, words) between unchanged blanks, so most of what it makes
keeps the format, and it aims at what wrong optimizations get wrong:

- a number replaced by a constant of either program (``cmpl $987``), one more or one less, a
  boundary of a machine width (2^7, 2^8, 2^15, 2^16, 2^31, 2^32, 2^63, each and its neighbours),
  a round capacity (powers of two and of ten), or another number of the same input (two fields
  equal, the same key twice);
- a constant planted and, later in the input, a value past it (an early exit at a value the
  tests never exceed reads right until something larger follows);
- a word replaced by another word of the input, or a word or string constant planted inside a
  word (a pattern that occurs in the text), or the program's own string tokens composed (a
  delimiter inside another, or at the very end of the input);
- a list made longer, its count (a leading number equal to the number of values after it)
  kept true, by values drawn from the list itself, with an extreme mixed in;
- the values of a list set so that their sum just passes a width (2^15, 2^16, 2^31, 2^32,
  2^63): a narrower accumulator overflows at a size no test reached;
- a value tied with the largest (or smallest) of the input; two numbers of a line at a width's
  limits, or at a limit the program checks, with opposite signs; a word stretched to a round
  capacity or one past it, or made of another word repeated that many times.

A number alone on its line is left alone nine times in ten: it is most often a count.

Where the candidate computes in a narrower width than the baseline (more 32-bit arithmetic,
``addl`` where the baseline has ``addq``), the token file says so (``#width 32``) and the
boundaries of that width are drawn first.

Numbers keep their form: a field written without a sign gets no sign here (the reference may
parse it as unsigned, and a rewrite may too), a decimal keeps its decimals.  The constants come
from ``SUPERASM_CAMPAIGN_TOKENS`` (a file of one token a line, written by
:mod:`superasm.verification.campaign`).
"""

from __future__ import annotations

import os
import random
import re

_TOKEN = re.compile(rb"[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|[^\s\d+-]+|[-+]|\s+")
_INT = re.compile(rb"[-+]?\d+\Z")
_FLOAT = re.compile(rb"[-+]?\d+\.\d+(?:[eE][-+]?\d+)?\Z")
_BLANK = re.compile(rb"\s+\Z")

WIDTHS = (7, 8, 15, 16, 31, 32, 63, 64)
MAX_GROWN = 1 << 16  # values a grown list may gain in one mutation
SAMPLE_SIZE = 256
#: lengths a stretched word takes: round capacities and one past them
CAPACITIES = tuple(n + d for n in (64, 256, 1024, 4096, 8192, 65536) for d in (0, 1))
_rng = random.Random(0)
_sample_dir = ""
_made = 0
_numbers: list[int] = []
_words: list[bytes] = []
_narrow: list[int] = []  # widths the candidate narrowed (from the token file's "#width N")


def _boundaries() -> list[int]:
    out = [0, 1, 2]
    for k in WIDTHS:
        out += [(1 << k) - 1, 1 << k, (1 << k) + 1]
    for k in range(1, 19):
        out += [10 ** k - 1, 10 ** k, 10 ** k + 1]
    for k in (10, 12, 13, 14, 17, 20):
        out += [(1 << k) - 1, 1 << k, (1 << k) + 1]
    return out


BOUNDARIES = _boundaries()


def init(seed: int) -> None:
    """AFL++ calls this once: the seed, and the constants of both programs."""
    global _rng, _sample_dir
    _rng = random.Random(seed)
    _sample_dir = os.environ.get("SUPERASM_CAMPAIGN_SAMPLE", "")
    if _sample_dir:
        os.makedirs(_sample_dir, exist_ok=True)
    path = os.environ.get("SUPERASM_CAMPAIGN_TOKENS", "")
    if not path or not os.path.exists(path):
        return
    with open(path, "rb") as handle:
        for line in handle.read().splitlines():
            if line.startswith(b"#width ") and line[7:].isdigit():
                _narrow.append(int(line[7:]))
            elif _INT.match(line):
                _numbers.append(int(line))
            elif line:
                _words.append(line)


def deinit() -> None:
    """AFL++ 4.04c loads a Python mutator only if it has one."""


def tokens(data: bytes) -> list[bytes]:
    """The input as tokens and the blanks between them; ``b''.join`` gives it back."""
    out = _TOKEN.findall(data)
    return out if b"".join(out) == data else [data]


def _numeric(tok: list[bytes]) -> list[int]:
    return [i for i, t in enumerate(tok) if _INT.match(t) or _FLOAT.match(t)]


def _wordlike(tok: list[bytes]) -> list[int]:
    return [i for i, t in enumerate(tok) if t and not _BLANK.match(t) and not _INT.match(t)
            and not _FLOAT.match(t) and t not in (b"-", b"+")]


def _in_form(old: bytes, value: int) -> bytes:
    """``value`` written the way ``old`` is: mostly no sign where it had none (the magnitude;
    the reference's judge decides whether a field takes one), its decimals kept."""
    signed = old[:1] in (b"-", b"+")
    if not signed and _rng.random() < 0.8:
        value = abs(value)
    if _FLOAT.match(old):
        return f"{value}.{'0' * decimals(old)}".encode()
    return str(value).encode()


def decimals(number: bytes) -> int:
    """How many digits ``number`` (a decimal, ``1.50`` or ``2.5e3``) has after its point."""
    return len(number.split(b".", 1)[1].split(b"e")[0].split(b"E")[0])


def _value_of(tok: bytes) -> int:
    try:
        return int(float(tok)) if b"." in tok or b"e" in tok.lower() else int(tok)
    except (ValueError, OverflowError):
        return 0


def _pick_number(tok: list[bytes], near: int) -> int:
    roll = _rng.random()
    if roll < 0.35 and _numbers:
        return _rng.choice(_numbers) + _rng.choice((0, 0, 1, -1))
    if roll < 0.5 and _narrow:
        k = _rng.choice(_narrow) - 1
        return _rng.choice(((1 << k) - 1, 1 << k, (1 << (k + 1)) - 1, 1 << (k + 1)))
    if roll < 0.65:
        b = _rng.choice(BOUNDARIES)
        return -b if _rng.random() < 0.3 else b
    if roll < 0.85:
        nums = _numeric(tok)
        if nums:
            return _value_of(tok[_rng.choice(nums)]) + _rng.choice((0, 0, 1, -1))
    return near * _rng.choice((2, 10, 16, -1)) + _rng.choice((0, 1, -1))


def _free_numbers(tok: list[bytes]) -> list[int]:
    """Numbers that are not alone on their line: a lone number is most often a count (of test
    cases, of the records after it), and changing it only breaks the format."""
    out = []
    for i in _numeric(tok):
        before = tok[i - 1] if i > 0 else b"\n"
        after = tok[i + 1] if i + 1 < len(tok) else b"\n"
        if b"\n" in before and b"\n" in after and _rng.random() < 0.9:
            continue
        out.append(i)
    return out


def _set_number(tok: list[bytes]) -> None:
    nums = _free_numbers(tok)
    if nums:
        i = _rng.choice(nums)
        tok[i] = _in_form(tok[i], _pick_number(tok, _value_of(tok[i])))


def _plant_then_exceed(tok: list[bytes]) -> None:
    """A constant (or the list's own largest value) at one place, something past it later."""
    nums = _numeric(tok)
    if len(nums) < 2:
        return
    cut = _rng.randrange(len(nums) - 1)
    i = nums[cut]
    top = max(_value_of(tok[k]) for k in nums[1:])
    c = _rng.choice(_numbers) if _numbers and _rng.random() < 0.6 else top
    tok[i] = _in_form(tok[i], c)
    j = _rng.choice(nums[cut + 1:])
    step = _rng.choice((1, 1, 2, abs(c) + 1, (1 << 31) - 1 - c))
    below = _rng.random() < 0.25 and tok[j][:1] == b"-"
    tok[j] = _in_form(tok[j], c - step if below else c + max(1, step))


def _copy_word(tok: list[bytes]) -> None:
    words = _wordlike(tok)
    if len(words) >= 2:
        a, b = _rng.sample(words, 2)
        tok[b] = tok[a]
    elif words and _words:
        tok[words[0]] = _rng.choice(_words)


def _plant_in_word(tok: list[bytes]) -> None:
    words = _wordlike(tok)
    pool = [tok[i] for i in words] + _words
    if not words or not pool:
        return
    i = _rng.choice(words)
    piece = _rng.choice(pool)
    at = _rng.randrange(len(tok[i]) + 1)
    tok[i] = tok[i][:at] + piece + tok[i][at:]


def _compose_tokens(tok: list[bytes]) -> None:
    """The program's own string tokens inside each other, or at the very end of the input."""
    if not _words:
        return
    parts = [_rng.choice(_words) for _ in range(_rng.choice((2, 2, 3, 4)))]
    if _rng.random() < 0.3:  # one inside another
        a = parts[0]
        piece = a[:len(a) // 2] + b"".join(parts[1:]) + a[len(a) // 2:]
    else:
        piece = b"".join(parts)
    if _rng.random() < 0.4:
        while tok and _BLANK.match(tok[-1]):
            tok.pop()
        tok.append(piece)
    else:
        at = _rng.randrange(len(tok) + 1)
        tok[at:at] = [piece]


def _grow(tok: list[bytes]) -> None:
    """A counted list made longer, its count kept true; an extreme among the new values."""
    nums = _numeric(tok)
    if len(nums) < 3 or not _INT.match(tok[nums[0]]):
        return
    count = _value_of(tok[nums[0]])
    values = nums[1:]
    if count != len(values) or count < 1:
        return
    extra = min(MAX_GROWN, max(1, count * _rng.choice((1, 3, 15, 100))))
    sep = tok[values[1] - 1] if _BLANK.match(tok[values[1] - 1]) else b" "
    pool = [tok[k] for k in values]
    new = [_rng.choice(pool) for _ in range(extra)]
    if _rng.random() < 0.7:
        new[_rng.randrange(extra)] = _in_form(pool[0], _pick_number(tok, count))
    tail = tok[values[-1] + 1:]
    body = tok[:values[-1] + 1]
    for value in new:
        body += [sep, value]
    tok[:] = body + tail
    tok[nums[0]] = str(count + extra).encode()


def _sum_past(tok: list[bytes]) -> None:
    """Every value after the first number set so that their sum just passes a width."""
    nums = _numeric(tok)[1:]
    if not nums:
        return
    if _narrow and _rng.random() < 0.5:
        width = _rng.choice(_narrow) - _rng.choice((0, 1))  # its signed and unsigned limit
    else:
        width = _rng.choice((15, 16, 31, 32, 63))
    each = (1 << width) // len(nums) + 1
    for i in nums:
        tok[i] = _in_form(tok[i], each)


def _tie_extreme(tok: list[bytes]) -> None:
    """Another value made equal to the largest (or smallest) of the input: ties at the top."""
    nums = _free_numbers(tok)
    if len(nums) < 2:
        return
    values = [_value_of(tok[i]) for i in nums]
    target = max(values) if _rng.random() < 0.7 else min(values)
    i = _rng.choice(nums)
    tok[i] = str(target).encode() if not _FLOAT.match(tok[i]) else _in_form(tok[i], target)


def _opposite_extremes(tok: list[bytes]) -> None:
    """Two numbers of one line at a width's limits with opposite signs (a difference or a
    length that overflows the width)."""
    nums = _free_numbers(tok)
    if len(nums) < 2:
        return
    a = _rng.randrange(len(nums) - 1)
    i, j = nums[a], nums[a + 1]
    large = [abs(n) for n in _numbers if abs(n) >= 100]
    if large and _rng.random() < 0.5:  # the program's own limits (a range it checks)
        bound = _rng.choice(large) - _rng.choice((0, 0, 1))
    else:
        k = _rng.choice(_narrow or [31, 31, 32, 15, 63])
        bound = (1 << k) - _rng.choice((1, 0, 1 << max(0, k - 3)))
    tok[i], tok[j] = str(-bound).encode(), str(bound).encode()


def _stretch_word(tok: list[bytes]) -> None:
    """A word repeated to a round capacity or one past it (a buffer sized to the tests); where
    the candidate narrowed a count to 8 or 16 bits, half the time one past that width (as
    many matches, characters or items as the narrowed count wraps at)."""
    words = _wordlike(tok)
    if not words:
        return
    i = _rng.choice(words)
    if len(words) > 1 and _rng.random() < 0.4:  # another word, repeated past a count's width
        unit = tok[_rng.choice([w for w in words if w != i])]
        tok[i] = unit * _rng.choice(CAPACITIES)
        return
    short = [w for w in _narrow if w <= 16]
    length = (1 << _rng.choice(short)) + 1 if short and _rng.random() < 0.5 \
        else _rng.choice(CAPACITIES)  # a count narrowed to 8 or 16 bits: one past its width
    unit = tok[i][:_rng.choice((1, 1, len(tok[i])))] or b"a"
    tok[i] = (unit * (length // len(unit) + 1))[:length]


def _swap_lines(data: bytes) -> bytes:
    lines = data.split(b"\n")
    if len(lines) < 3:
        return data
    i, j = _rng.sample(range(1, len(lines)), 2)
    if _rng.random() < 0.5:
        lines[i], lines[j] = lines[j], lines[i]
    else:
        lines[j] = lines[i]  # the same record twice, in place of another (counts stay true)
    return b"\n".join(lines)


MUTATIONS = (_set_number, _set_number, _set_number, _plant_then_exceed, _plant_then_exceed,
             _copy_word, _plant_in_word, _compose_tokens, _grow, _sum_past, _tie_extreme,
             _opposite_extremes, _stretch_word)


def mutate(data: bytes, other: bytes, max_size: int) -> bytes:
    """One structure-aware mutation of ``data`` (1 to 4 edits stacked)."""
    if _rng.random() < 0.1:
        out = _swap_lines(data)
    else:
        tok = tokens(data)
        if _rng.random() < 0.05 and other:
            tok += tokens(other)[: _rng.randrange(1, 64)]
        for _ in range(_rng.choice((1, 1, 1, 2, 2, 3, 4))):
            _rng.choice(MUTATIONS)(tok)
        out = b"".join(tok)
    return out[:max_size] if max_size > 0 else out


def _keep(data: bytes) -> None:
    """Reservoir sampling: every input made so far is in the sample with equal chance."""
    global _made
    _made += 1
    slot = _made - 1 if _made <= SAMPLE_SIZE else _rng.randrange(_made)
    if slot < SAMPLE_SIZE:
        with open(os.path.join(_sample_dir, f"s{slot:04d}"), "wb") as handle:
            handle.write(data)


def fuzz(buf: bytearray, add_buf: bytearray | None, max_size: int) -> bytearray:
    """AFL++'s entry point: one mutated copy of ``buf``."""
    out = mutate(bytes(buf), bytes(add_buf or b""), max_size)
    if _sample_dir and out != buf:
        _keep(out)
    return bytearray(out)
