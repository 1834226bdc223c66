"""Differential fuzzing: extra test inputs whose expected outputs come from the baseline.

Test-based correctness is the paper's most criticised weakness: a candidate that fits the public
tests (special-cased inputs, a bug at a boundary the tests never touch) reads as correct.  This
module makes more tests for a problem:

1. *Inputs* come from the problem's own generator when the caller passes one (the built-in
   corpus has one per program: ``superasm.datasets.builtin.dataset_generator``), otherwise from mutating the public
   inputs: numbers are redrawn within the range the public inputs show (favouring its ends and
   values seen elsewhere, where off-by-one bugs live) or all pushed to its ends (where overflow
   shows), signs are flipped, a leading count and the
   list it announces are resized together (down to zero: the empty case), and whitespace is
   reshaped.
2. *Expected outputs* come from the baseline binary, run in the sandbox twice per input.  Inputs
   on which the baseline crashes, times out, exceeds the output limit or answers differently on
   the second run are dropped: only behaviour the reference itself defines is asked of a
   candidate.  Inputs and outputs are bytes (an output need not be UTF-8).

Everything is a function of ``(problem, n, seed)``: the same seed gives the same tests, so a
fuzzed verdict can be reproduced.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from superasm.problem import Problem, TestCase
from superasm.toolchain import Stage, build_and_run

#: inputs generated per wanted test (many mutations are dropped or duplicates)
OVERSAMPLE = 3
_NUMBER = re.compile(r"(?<![\w.])-?\d+(?![\w.])")
_INPUT_CAP = 1 << 20


class FuzzError(RuntimeError):
    """The baseline cannot be built or run, so no expected outputs can be made."""


@dataclass(frozen=True)
class NumberRange:
    """The integers the public inputs show: their range and the values themselves."""

    low: int
    high: int
    seen: tuple[int, ...]

    @classmethod
    def of(cls, texts: Sequence[str]) -> NumberRange | None:
        values = [int(m.group()) for text in texts for m in _NUMBER.finditer(text)]
        if not values:
            return None
        return cls(min(values), max(values), tuple(sorted(set(values))))

    def draw(self, rng: random.Random) -> int:
        """A value in range, biased to where bugs are: the ends, seen values, zero and one."""
        roll = rng.random()
        if roll < 0.25:
            return rng.choice((self.low, self.high))
        if roll < 0.5:
            return rng.choice(self.seen)
        if roll < 0.6:
            near = [v for v in (0, 1, -1) if self.low <= v <= self.high]
            if near:
                return rng.choice(near)
        return rng.randint(self.low, self.high)


# --------------------------------------------------------------------------- mutations
def _replace_numbers(text: str, rng: random.Random, choose: Callable[[int], int],
                     rate: float) -> str:
    def swap(match: re.Match[str]) -> str:
        return str(choose(int(match.group()))) if rng.random() < rate else match.group()

    return _NUMBER.sub(swap, text)


def redraw_numbers(text: str, rng: random.Random, numbers: NumberRange) -> str:
    """Redraw some numbers within the observed range (a leading count is left alone)."""
    head, body = _split_count(text)
    return head + _replace_numbers(body, rng, lambda _: numbers.draw(rng), rate=0.5)


def push_to_extremes(text: str, rng: random.Random, numbers: NumberRange) -> str:
    """Every number at an end of the observed range: where overflow and boundary bugs show."""
    head, body = _split_count(text)
    return head + _replace_numbers(body, rng, lambda _: rng.choice((numbers.low, numbers.high)),
                                   rate=1.0)


def flip_signs(text: str, rng: random.Random, numbers: NumberRange) -> str:
    head, body = _split_count(text)
    return head + _replace_numbers(body, rng, lambda v: -v, rate=0.5)


def _split_count(text: str) -> tuple[str, str]:
    """Split off a leading count ``n`` when it announces the numbers or lines that follow."""
    first = _NUMBER.search(text)
    if first is None or text[: first.start()].strip():
        return "", text
    count = int(first.group())
    rest = text[first.end():]
    numbers = _NUMBER.findall(rest)
    lines = [line for line in rest.splitlines() if line.strip()]
    if count >= 0 and (count == len(numbers) or count == len(lines) > 0 and "\n" in rest.strip()):
        return text[: first.end()], rest
    return "", text


def resize_list(text: str, rng: random.Random, numbers: NumberRange) -> str | None:
    """Change a leading count and the list it announces together: shorter, longer, or empty."""
    head, rest = _split_count(text)
    if not head:
        return None
    count = int(head.strip())
    lines = [line for line in rest.splitlines() if line.strip()]
    per_line = count == len(lines) and count > 0
    items = lines if per_line else _NUMBER.findall(rest)
    new_count = rng.choice((0, 1, max(0, count - 1), count + 1, rng.randint(0, max(4, 3 * count))))
    made = []
    for _ in range(new_count):
        if items:
            template = rng.choice(items)
            made.append(_replace_numbers(template, rng, lambda _: numbers.draw(rng), rate=0.7))
        else:
            made.append(str(numbers.draw(rng)))
    prefix = head[: len(head) - len(head.lstrip())]
    separator = "\n" if per_line or "\n" in rest.strip() else " "
    body = separator.join(made)
    return f"{prefix}{new_count}\n{body}\n" if made else f"{prefix}{new_count}\n"


def reshape_whitespace(text: str, rng: random.Random, numbers: NumberRange | None) -> str:
    """Same tokens, different separators: tabs, runs of spaces, newlines, no final newline."""
    tokens = text.split()
    if not tokens:
        return rng.choice(("", "\n", "  \n"))
    seps = (" ", "  ", "\t", "\n", " \n")
    out = tokens[0]
    for token in tokens[1:]:
        out += rng.choice(seps) + token
    return out + rng.choice(("\n", "", " \n", "\n\n"))


def truncate(text: str, rng: random.Random, numbers: NumberRange | None) -> str | None:
    """Keep the first k tokens (k may be 0: the empty input) of an input with no leading count."""
    if _split_count(text)[0]:
        return None  # a list with a count is shortened consistently by resize_list
    tokens = text.split()
    if not tokens:
        return None
    keep = rng.randint(0, len(tokens) - 1)
    return " ".join(tokens[:keep]) + ("\n" if keep else "")


def mutate(text: str, rng: random.Random, numbers: NumberRange | None) -> str | None:
    """One random mutation of one public input (None when the chosen one does not apply)."""
    if numbers is None:
        return rng.choice((reshape_whitespace, truncate))(text, rng, numbers)
    kind = rng.choice((redraw_numbers, redraw_numbers, push_to_extremes, flip_signs, resize_list,
                       resize_list, truncate, reshape_whitespace))
    return kind(text, rng, numbers)


# --------------------------------------------------------------------------- inputs
#: a problem's own input generator: a fresh input from a random source
Generator = Callable[[random.Random], str]


def fuzz_inputs(problem: Problem, count: int, seed: int = 0,
                generator: Generator | None = None) -> list[bytes]:
    """Up to ``count`` distinct new inputs (not equal to any existing test's input), drawn
    from ``generator`` when there is one, else mutated from the public inputs.

    Mutation works on text; bytes that are not UTF-8 pass through it unchanged
    (surrogateescape), so a binary input's mutants keep its other bytes exactly.
    """
    rng = random.Random(f"{problem.id}:{seed}")
    known = {t.input for t in problem.tests} | {t.input for t in problem.hidden_tests}
    publics = [t.input.decode("utf-8", "surrogateescape") for t in problem.tests]
    numbers = NumberRange.of(publics)
    made: list[bytes] = []
    attempts = 0
    while len(made) < count and attempts < 20 * count:
        attempts += 1
        text = generator(rng) if generator is not None else mutate(rng.choice(publics), rng,
                                                                     numbers)
        data = text.encode("utf-8", "surrogateescape") if text is not None else None
        if data is None or data in known or len(data) > _INPUT_CAP:
            continue
        known.add(data)
        made.append(data)
    return made


# --------------------------------------------------------------------------- expected outputs
def baseline_outputs(problem: Problem, inputs: Sequence[bytes],
                     timeout_s: float = 5.0) -> list[bytes | None]:
    """The baseline's stdout on each input (bytes), or None where it is not a usable reference.

    Each input runs twice in one sandbox: a crash, a timeout, an output over the cap or two
    different answers (the baseline reads a clock, an address, uninitialised memory) all make
    the input unusable.
    """
    if not inputs:
        return []
    doubled = list(inputs) + list(inputs)
    built = build_and_run(problem.baseline_asm, doubled, lang="asm", timeout_s=timeout_s,
                          link_libs=problem.link_libs)
    if built.stage is Stage.COMPILE:
        raise FuzzError(f"the baseline of {problem.id} does not build: {built.error}")
    n = len(inputs)
    outputs: list[bytes | None] = []
    for first, second in zip(built.runs[:n], built.runs[n:], strict=True):
        usable = (first.ok and second.ok and first.stdout_sha256 == second.stdout_sha256
                  and first.stdout_size == len(first.stdout))  # not longer than the head kept
        outputs.append(first.stdout if usable else None)
    return outputs


def fuzz_tests(problem: Problem, n: int = 20, seed: int = 0, timeout_s: float = 5.0,
               generator: Generator | None = None) -> list[TestCase]:
    """Up to ``n`` extra tests for ``problem``: new inputs, outputs of the baseline binary.

    Deterministic for a seed.  Fewer than ``n`` come back when mutations run dry or the baseline
    rejects many inputs (crashes, timeouts, nondeterminism); never a test the baseline does not
    answer reliably.
    """
    if n <= 0:
        return []
    inputs = fuzz_inputs(problem, OVERSAMPLE * n, seed, generator)
    outputs = baseline_outputs(problem, inputs, timeout_s)
    tests = [TestCase(i, o) for i, o in zip(inputs, outputs, strict=True) if o is not None]
    return tests[:n]


__all__ = ["FuzzError", "Generator", "NumberRange", "baseline_outputs", "fuzz_inputs", "fuzz_tests", "mutate"]
