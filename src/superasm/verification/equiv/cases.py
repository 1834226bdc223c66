"""Argument tuples for the function tier: the differential tier's seeded random and edge
cases, the bounded tier's every tuple of a stated domain (and the bound in words), and the line
of the driver's input each becomes."""

from __future__ import annotations

import functools
import itertools
import math
import random
import zlib
from collections.abc import Iterator, Sequence

from superasm.verification.equiv.signature import CType, Param, Signature

DIFFERENTIAL_CASES = 2000
BOUNDED_CASES = 20000
#: one narrow scalar (8 or 16 bits) and nothing else: every value, up to this many
EXHAUSTIVE_CASES = 1 << 16
Value = int | float | list[int] | list[float] | bytes
Case = tuple[Value, ...]
_FLOAT_EDGES = (0.0, 1.0, -1.0, 0.5, -2.5, 1e9, -0.0, 3.0, 1e-6, 123.456)
_ALPHABET = b"aeZ 0\xff!m\tz"


@functools.cache
def edges(ctype: CType) -> tuple[int | float, ...]:
    """The values worth trying first: type boundaries and the small values around zero."""
    if ctype.kind == "float":
        return _FLOAT_EDGES
    if ctype.kind == "bool":
        return (0, 1)
    lo, hi = ctype.lo, ctype.hi
    # extremes early: a small set of 3 already overflows a narrower accumulator
    found = [0, 1, hi, -1, lo, 2, -2, hi - 1, lo + 1]
    if ctype.bits == 64:
        found += [(1 << 31) - 1, 1 << 31, (1 << 32) - 1, 1 << 32, -(1 << 31), -(1 << 31) - 1]
    elif ctype.bits == 32 and not ctype.signed:
        found += [(1 << 31) - 1, 1 << 31]
    return tuple(dict.fromkeys(v for v in found if lo <= v <= hi))


def _random_int(rng: random.Random, ctype: CType) -> int:
    roll = rng.random()
    if ctype.kind == "bool":
        return rng.randrange(2)
    if roll < 0.25:
        return int(rng.choice(edges(ctype)))
    if roll < 0.6:
        return max(ctype.lo, min(ctype.hi, rng.randint(-16, 32)))
    magnitude = rng.randrange(1 << rng.randint(1, ctype.bits - (1 if ctype.signed else 0)))
    return -magnitude - (rng.random() < 0.5) if ctype.signed and rng.random() < 0.5 else magnitude


def _random_value(rng: random.Random, ctype: CType) -> int | float:
    if ctype.kind != "float":
        return _random_int(rng, ctype)
    if rng.random() < 0.2:
        return rng.choice(_FLOAT_EDGES)
    value = rng.random() * 10 ** rng.uniform(-3, 6) * rng.choice((1, -1))
    return float(value) if ctype.bits == 64 else float(_to_float32(value))


def _to_float32(value: float) -> float:
    import struct

    return float(struct.unpack("f", struct.pack("f", value))[0])


def _random_length(rng: random.Random) -> int:
    roll = rng.random()
    return rng.randint(0, 16) if roll < 0.6 else rng.randint(17, 100) if roll < 0.9 \
        else rng.randint(101, 400)


def differential_cases(sig: Signature, rng: random.Random, count: int) -> list[Case]:
    """``count`` seeded argument tuples: edges first, then random ones (see the module)."""
    cases: list[Case] = []
    for index in range(count):
        n = min(index, 16) if index < 17 else _random_length(rng)
        style = rng.random()
        case: list[Value] = []
        for i, p in enumerate(sig.params):
            if i in sig.lengths():
                case.append(n)
            elif p.role == "scalar":
                case.append(_random_value(rng, p.ctype) if index >= 4
                            else edges(p.ctype)[index % len(edges(p.ctype))])
            elif p.role == "string":
                pool = _ALPHABET if style < 0.7 else bytes(range(1, 256))
                case.append(bytes(rng.choice(pool) for _ in range(min(n, 64))))
            elif style < 0.4 and p.ctype.kind == "int":
                small = [max(p.ctype.lo, min(p.ctype.hi, rng.randint(-8, 8))) for _ in range(n)]
                case.append(small)
            else:
                case.append([_random_value(rng, p.ctype) for _ in range(n)])
        cases.append(tuple(case))
    return cases


def _small_set(ctype: CType, k: int, role: str = "buffer") -> list[int | float]:
    if role == "string" or (ctype.kind == "int" and ctype.bits == 8 and role == "char"):
        return list(_ALPHABET[:k])
    return list(edges(ctype)[:k])


def _domain_size(sig: Signature, k: int, length: int) -> int:
    arrays = sum(p.role != "scalar" for p in sig.params)
    scalars = math.prod(len(_small_set(p.ctype, k)) for i, p in enumerate(sig.params)
                        if p.role == "scalar" and i not in sig.lengths())
    return scalars * sum(int(k ** (n * arrays)) for n in range(length + 1))


def _scalar_domains(sig: Signature, cap: int) -> tuple[list[list[int | float]], str]:
    """Per scalar: all values of a lone 8/16-bit one, else [-K, K] and the edges, K as large as
    the cap allows."""
    params = sig.params
    if len(params) == 1 and params[0].ctype.kind != "float" and params[0].ctype.bits <= 16 \
            and (1 << params[0].ctype.bits) <= EXHAUSTIVE_CASES:
        t = params[0].ctype
        return [list(range(t.lo, t.hi + 1))], f"all 2^{t.bits} values of {params[0].name}"
    domains: list[list[int | float]] = []
    for p in params:
        domains.append(list(edges(p.ctype)))
    if math.prod(len(d) for d in domains) > cap:  # many parameters: fewer edges
        domains = [d[:max(2, int(cap ** (1 / len(domains))))] for d in domains]

    def size(k: int) -> int:
        return math.prod(len(_grow(d, p.ctype, k)) for d, p in zip(domains, params, strict=True))

    best, high = 0, cap
    while best < high:  # the largest K whose domain fits
        middle = (best + high + 1) // 2
        best, high = (middle, high) if size(middle) <= cap else (best, middle - 1)
    domains = [_grow(d, p.ctype, best) for d, p in zip(domains, params, strict=True)]
    parts = [_describe_domain(p, d, best) for p, d in zip(params, domains, strict=True)]
    return domains, ", ".join(parts)


def _grow(domain: list[int | float], ctype: CType, k: int) -> list[int | float]:
    if ctype.kind != "int" or k == 0:
        return domain
    extra = range(max(ctype.lo, -k), min(ctype.hi, k) + 1)
    return list(dict.fromkeys([*extra, *domain]))


def _describe_domain(p: Param, domain: Sequence[int | float], k: int) -> str:
    if p.ctype.kind == "int" and k:
        rest = [v for v in domain if not isinstance(v, int) or abs(v) > k]
        low = max(p.ctype.lo, -k)
        return f"{p.name} in [{low}, {min(p.ctype.hi, k)}]" + (
            " and {" + ", ".join(p.ctype.describe(int(v)) for v in rest) + "}" if rest else "")
    shown = [p.ctype.describe(int(v)) if p.ctype.kind != "float" else repr(v) for v in domain]
    return f"{p.name} in {{{', '.join(shown)}}}"


def bounded_domain(sig: Signature, cap: int = BOUNDED_CASES) -> tuple[Iterator[Case], int, str]:
    """Every argument tuple of the domain, how many, and the bound in words."""
    if not any(p.role != "scalar" for p in sig.params):
        domains, words = _scalar_domains(sig, cap)
        # smallest magnitudes first: a run the time budget stops still covers [-k, k]
        ordered = sorted(itertools.product(*domains), key=lambda c: max(abs(v) for v in c))
        return iter(ordered), len(ordered), words
    choice = (3, 0)
    for k in (6, 5, 4, 3, 2):
        length = 0
        while length < 12 and _domain_size(sig, k, length + 1) <= cap:
            length += 1
        if length >= 4 or k == 2:
            choice = (k, length)
            break
        choice = max(choice, (k, length), key=lambda c: (c[1], c[0]))
    k, length = choice
    return _array_cases(sig, k, length), _domain_size(sig, k, length), _array_bound(sig, k, length)


def _array_cases(sig: Signature, k: int, length: int) -> Iterator[Case]:
    lengths = sig.lengths()
    for n in range(length + 1):
        pools: list[list[Value]] = []
        for i, p in enumerate(sig.params):
            if i in lengths:
                pools.append([n])
            elif p.role == "scalar":
                pools.append(list(_small_set(p.ctype, k)))
            else:
                char = p.role == "string" or p.ctype.kind == "int" and p.ctype.bits == 8
                values = _small_set(p.ctype, k, "char" if char else "buffer")
                tuples = itertools.product(values, repeat=n)
                pools.append([bytes(t) if p.role == "string" else list(t)  # type: ignore[arg-type]
                              for t in tuples])
        yield from (tuple(c) for c in itertools.product(*pools))


def _array_bound(sig: Signature, k: int, length: int) -> str:
    lengths = [sig.params[i].name for i in sorted(sig.lengths())]
    parts = [f"every {' = '.join(lengths) or 'length'} in 0..{length}"]
    for i, p in enumerate(sig.params):
        if i in sig.lengths():
            continue
        if p.role == "string":
            parts.append(f"{p.name} every string of length 0..{length} over "
                         f"{bytes(_ALPHABET[:k])!r}")
        else:
            values = _small_set(p.ctype, k)
            shown = [p.ctype.describe(int(v)) if p.ctype.kind != "float" else repr(v)
                     for v in values]
            where = f"{p.name}[i]" if p.role == "buffer" else p.name
            parts.append(f"{where} in {{{', '.join(shown)}}}")
    return ", ".join(parts)


def encode_case(sig: Signature, case: Case) -> str:
    """One line of the driver's input: scalars in decimal (floats in C99 hex), arrays as their
    element count and elements."""
    out: list[str] = []
    for p, value in zip(sig.params, case, strict=True):
        if isinstance(value, bytes):
            out += [str(len(value)), *map(str, value)]
        elif isinstance(value, list):
            out += [str(len(value)), *(_number(p.ctype, v) for v in value)]
        else:
            out.append(_number(p.ctype, value))
    return " ".join(out)


def _number(ctype: CType, value: int | float) -> str:
    return float(value).hex() if ctype.kind == "float" else str(int(value))


@functools.lru_cache(maxsize=64)
def tier_cases(sig: Signature, seed: int) -> tuple[dict[str, list[Case]], dict[str, list[str]],
                                                  dict[str, str]]:
    """Both tiers' cases, encoded, and their bounds (the same for every candidate)."""
    rng = random.Random(seed * 1_000_003 + zlib.crc32(sig.name.encode()))
    differential = differential_cases(sig, rng, DIFFERENTIAL_CASES)
    domain, size, words = bounded_domain(sig)
    most = max((len(v) for c in differential for v in c if isinstance(v, (list, bytes))),
               default=0)
    bounds = {"differential": f"{len(differential)} seeded random and edge argument tuples "
                              f"(seed {seed}; buffers up to {most} elements)",
              "bounded": words}
    cases = {"differential": differential, "bounded": list(itertools.islice(domain, size))}
    lines = {tier: [encode_case(sig, case) for case in chosen] for tier, chosen in cases.items()}
    return cases, lines, bounds
