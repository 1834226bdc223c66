"""Drawing an input from a grammar: the size and value policies (the defaults draw like the given
inputs), the walk that keeps every count in agreement with what it counts and every relation
unless a policy breaks one on purpose, and the token budget (:class:`DrawTooLarge`).
:meth:`superasm.verification.inputmodel.InputModel.draw` is the entry point."""

from __future__ import annotations

import random
import string
from collections.abc import Callable, Sequence

from superasm.verification.inputmodel.grammar import (
    _INT,
    MAX_WORD,
    Field,
    Kind,
    Line,
    Node,
    Records,
    Row,
    _Env,
)


class DrawTooLarge(ValueError):
    """A drawn input would hold more tokens than the draw's budget allows."""


#: chooses a count for a counting field: (the field, the counts it showed) -> count
SizePolicy = Callable[[Field, list[int]], int]
#: the bounds a value must keep (from fields read before it), each None where there is none
Bounds = tuple[int | None, int | None]
#: draws a value: (field, rng, its bounds) -> token
ValuePolicy = Callable[[Field, random.Random, Bounds], str]


def draw_like(f: Field, rng: random.Random, bounds: Bounds = (None, None)) -> str:
    """A fresh value like the given ones: a categorical field's values, else uniform in range."""
    if f.categorical and rng.random() < 0.9:
        allowed = [v for v in sorted(f.values) if _within(v, bounds)]
        if allowed:
            return rng.choice(allowed)
    if f.kind is Kind.INT and f.low is not None and f.high is not None:
        # an index (never above the count it refers to), or a value within lo..hi, ranges over
        # what those fields now allow
        low = f.low if bounds[0] is None else bounds[0]
        high = f.high if bounds[1] is None else bounds[1]
        return str(rng.randint(min(low, high), high))
    if f.kind is Kind.FLOAT and f.flow is not None and f.fhigh is not None:
        value = rng.uniform(f.flow, f.fhigh)
        return f"{value:.{max(f.decimals, 1)}f}" if f.decimals or value != int(value) \
            else str(int(value))
    return random_word(f, rng)


def _within(token: str, bounds: Bounds) -> bool:
    """Whether an integer token lies in the bounds other fields set (a word always does)."""
    if not _INT.match(token):
        return True
    low, high = bounds
    return (low is None or int(token) >= low) and (high is None or int(token) <= high)


def random_word(f: Field, rng: random.Random, length: int | None = None,
                alphabet: str | None = None) -> str:
    letters = alphabet or "".join(sorted(f.alphabet)) or string.ascii_lowercase
    n = length if length is not None else rng.randint(f.min_len or 1, max(f.min_len or 1,
                                                                          f.max_len or 1))
    if n > _LONG_WORD and letters.isascii():
        return _long_word(letters, max(1, n), rng)
    return "".join(rng.choices(letters, k=max(1, n)))


#: past this length a word is drawn from random bytes (a big number's 100,000 digits would take
#: a draw by letters tens of milliseconds, and verification draws thousands)
_LONG_WORD = 256


def _long_word(letters: str, n: int, rng: random.Random) -> str:
    """``n`` letters of ``letters`` (ASCII), each about equally likely, drawn from ``n`` random
    bytes mapped through a table: microseconds for a word of 100,000."""
    table = bytes(ord(letters[i % len(letters)]) for i in range(256))
    return rng.randbytes(n).translate(table).decode("ascii")


def _draw_nodes(nodes: Sequence[Node], rng: random.Random, sizes: SizePolicy,
                values: ValuePolicy, env: _Env, out: list[str]) -> None:
    for node in nodes:
        if isinstance(node, Records):
            if node.count is None:
                n = sizes(node.size, [])
            else:
                n = env.get(node.count)
            _spend(env, n * _fixed_tokens(node.body))  # before any record is drawn
            for _ in range(n):
                _draw_record(node, rng, sizes, values, env, out)
            if node.sentinel is not None:
                out.append(" ".join(node.sentinel))
        elif isinstance(node, Row):
            n = env.get(node.count)
            tokens = _list_values(node.item, n, rng, values, env)
            if node.spread:  # over lines of ``width`` (0: one line; none for no tokens)
                width = node.width or max(1, n)
                out.extend(" ".join(tokens[k:k + width]) for k in range(0, n, width))
            else:
                out.append(" ".join(tokens))
        else:
            out.append(_draw_line(node, rng, sizes, values, env))


def _draw_record(node: Records, rng: random.Random, sizes: SizePolicy, values: ValuePolicy,
                 env: _Env, out: list[str]) -> None:
    """One record; before a sentinel, never the sentinel itself (it would end the input)."""
    for _ in range(4):
        at = len(out)
        _draw_nodes(node.body, rng, sizes, values, env, out)
        if node.sentinel is None or out[at:] != [" ".join(node.sentinel)]:
            return
        del out[at:]
    _draw_nodes(node.body, rng, sizes, values, env, out)


def _fixed_tokens(nodes: Sequence[Node]) -> int:
    """The tokens one record surely holds (its lines' fixed fields; at least one)."""
    return max(1, sum(len(n.fields) for n in nodes if isinstance(n, Line)))


def _draw_line(line: Line, rng: random.Random, sizes: SizePolicy, values: ValuePolicy,
               env: _Env) -> str:
    tokens: list[str] = []
    fields, ordered = line.fields, line.ordered
    if line.variants:  # a line of operations: its kind decides the fields that follow
        tag = values(line.fields[0], rng, (None, None))
        if tag not in line.variants:  # an operation no given input names: undefined, not drawn
            tag = rng.choice(sorted(line.variants))
        fields = line.fields_for(tag)
        ordered = line.variant_ordered.get(tag, [])
    for k, f in enumerate(fields):
        if k == 0 and line.variants:
            tokens.append(tag)
        elif f.is_count:
            tokens.append(str(sizes(f, [])))
        else:
            tokens.append(_sized(f, values(f, rng, _bounds(f, env)), env))
            _spend_long(env, tokens[-1])
    for a, b in ordered if env.keep_order else ():
        if not (_INT.match(tokens[a]) and _INT.match(tokens[b])) or int(tokens[a]) <= int(tokens[b]):
            continue
        fixed_a, fixed_b = (id(fields[k]) in env.fixed for k in (a, b))
        if fixed_a and not fixed_b:
            tokens[b] = tokens[a]
        elif fixed_b and not fixed_a:
            tokens[a] = tokens[b]
        elif not fixed_a:
            tokens[a], tokens[b] = tokens[b], tokens[a]
    env.values[id(line)] = tokens
    if line.tail is not None:
        n = int(tokens[line.tail_count]) if line.tail_count is not None else \
            sizes(line.tail_size, [])
        tokens += _list_values(line.tail, n, rng, values, env)
    return " ".join(tokens)


def _sized(f: Field, token: str, env: _Env) -> str:
    """A word cut or repeated to the length an earlier field gives it (its characters kept:
    a policy's alphabet survives), where it has one."""
    if f.length is None or id(f.length.line) not in env.values or not token:
        return token
    want = env.get(f.length)
    if want < 1 or want > MAX_WORD:  # a length no draw can hold: the input is invalid anyway
        return token
    _spend(env, want // 8)
    return (token * (want // len(token) + 1))[:want]


def _bounds(f: Field, env: _Env) -> Bounds:
    low = env.get(f.lower) if f.lower is not None and id(f.lower.line) in env.values else None
    high = None
    if f.upper is not None and id(f.upper.line) in env.values:
        high = env.get(f.upper) - (1 if f.upper_strict else 0)
    return low, high


def _spend(env: _Env, tokens: int) -> None:
    if env.budget is not None:
        env.budget -= tokens
        if env.budget < 0:
            raise DrawTooLarge("the input would exceed its token budget")


def _list_values(f: Field, n: int, rng: random.Random, values: ValuePolicy,
                 env: _Env) -> list[str]:
    _spend(env, n)
    bounds = _bounds(f, env)
    if f.distinct and f.kind is Kind.INT:
        made: list[str] = []
        seen: set[str] = set()
        for _ in range(2 * n + 100):
            if len(made) == n:
                break
            token = values(f, rng, bounds)
            if token not in seen:
                seen.add(token)
                made.append(token)
        top = max(map(int, made), default=0)
        while len(made) < n:  # the range is too narrow for distinct values: widen it
            top += 1
            if str(top) not in seen:
                made.append(str(top))
        return made
    drawn = []
    for _ in range(n):
        drawn.append(values(f, rng, bounds))
        _spend_long(env, drawn[-1])
    return drawn


def _spend_long(env: _Env, token: str) -> None:
    """A long word costs the budget by its length (eight characters a token, as a word sized by
    an earlier field does): a big number's 100,000 digits are not one token's worth, and a
    draw of thousands of them must stop at the budget, not fill the memory."""
    if len(token) > _LONG_WORD:
        _spend(env, len(token) // 8)
