"""The strategies of verification inputs (:mod:`superasm.verification.inputs`), each aimed at
a kind of mistake an optimizer makes, declared once (:data:`DECLARED`: name, makers, quota, the
:data:`VERSION` that added it, the most candidates it makes) and checked at import.

A strategy's makers are a function of the input model and what generation knows besides
(:class:`~superasm.verification.strategies.draw._Facts`) that yields, most telling first, functions
drawing one input from a ``random.Random``.  The modules, by job:
:mod:`~superasm.verification.strategies.draw` (what every strategy draws with),
:mod:`~superasm.verification.strategies.sizes` (fresh, small, large),
:mod:`~superasm.verification.strategies.values` (extreme, constants, relations, sign, corners,
text, format), :mod:`~superasm.verification.strategies.at_scale` (scale, outliers, both-signs,
capacities, inside-words, sign-forms), :mod:`~superasm.verification.strategies.alike` (alike),
:mod:`~superasm.verification.strategies.given` (grown, nested, rescaled, edits, aliased: the
given inputs changed in place, without the model); ``repeats`` is
:mod:`superasm.verification.strategies.repeats`, ``replayed`` (many keys alive at once) :mod:`superasm.verification.strategies.replayed` and
``prefixed`` (keys alike for a long beginning) :mod:`superasm.verification.strategies.prefixed`,
``summed`` and ``maximal`` (the given inputs at the limits measured on the reference)
:mod:`superasm.verification.strategies.limits`, ``widened`` and ``concatenated`` (the items of a
line, and the whole input, many times) :mod:`superasm.verification.strategies.widened`.
Choosing among the inputs they make is :mod:`superasm.verification.inputs`'s job."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from superasm.verification.inputmodel import InputModel
from superasm.verification.strategies.alike import _alike
from superasm.verification.strategies.at_scale import (
    _both_signs,
    _capacities,
    _inside_words,
    _outliers,
    _scale,
    _sign_forms,
)
from superasm.verification.strategies.draw import Maker, _Facts
from superasm.verification.strategies.given import (
    _aliased,
    _edits,
    _grow_all,
    _nested,
    _rescaled,
    stretched,
)
from superasm.verification.strategies.limits import limits
from superasm.verification.strategies.prefixed import prefixed
from superasm.verification.strategies.repeats import repeated
from superasm.verification.strategies.replayed import replayed
from superasm.verification.strategies.sizes import _fresh, _large, _small
from superasm.verification.strategies.values import (
    _constants,
    _corners,
    _extreme,
    _format,
    _relations,
    _sign,
    _text,
)
from superasm.verification.strategies.widened import concatenated, widened

#: the version of the verification inputs: a strategy's ``since`` is the one that added or last
#: changed it, and inputs recorded by an older one are topped up with the newer strategies'
#: (version 17 changed the selection alone: recorded inputs need nothing topped up)
VERSION = 18


@dataclass(frozen=True)
class Strategy:
    """One kind of verification input: its makers, the most it keeps beyond the inputs that
    reach new code, and the :data:`VERSION` that added or last changed it (inputs shipped by an
    older one are topped up with the newer strategies:
    :func:`~superasm.verification.inputs.add_verify_tests`)."""

    name: str
    make: Callable[[InputModel, _Facts], Iterator[Maker]]
    quota: int
    since: int = 1
    #: the most candidates it makes (None: as many as its turns allow): inputs of 10^4 to
    #: 10^5 items cost the reference's traced and sanitizer builds a second each to judge
    most: int | None = None
    #: its share is taken by how much of the reference's code each input reaches, not in the
    #: order made (a strategy of several ways alike, one of them telling for a program)
    ranked: bool = False


#: every strategy, declared once (the names, quotas and makers below all come from here)
DECLARED = (
    Strategy("fresh", _fresh, 4), Strategy("small", _small, 12), Strategy("large", _large, 8),
    Strategy("extreme", _extreme, 10), Strategy("constants", _constants, 14),
    Strategy("sign", _sign, 4), Strategy("corners", _corners, 16), Strategy("text", _text, 8),
    Strategy("format", _format, 3),
    # relations: none beyond new code: an input that breaks a relation every given input kept
    # is valid for the reference, but only one that reaches code the given tests do not shows
    # the program means to accept it
    Strategy("relations", _relations, 0),
    Strategy("scale", _scale, 4, since=7, most=11),
    Strategy("outliers", _outliers, 6, since=7, most=15),
    Strategy("both-signs", _both_signs, 4, since=9, most=24),
    Strategy("capacities", _capacities, 3, since=7, most=16),
    Strategy("inside-words", _inside_words, 4, since=7, most=12),
    Strategy("sign-forms", _sign_forms, 3, since=12, most=12),
    Strategy("repeats", lambda model, facts: repeated(facts.given), 6, since=9, most=16),
    Strategy("alike", _alike, 24, since=9, most=60, ranked=True),
    # the given inputs changed in place, without the model (a format the model reads wrongly)
    Strategy("grown", _grow_all, 12, since=16, most=72),
    Strategy("nested", _nested, 2, since=10, most=8),
    Strategy("rescaled", _rescaled, 4, since=11, most=32, ranked=True),
    Strategy("edits", _edits, 8, since=16, most=96, ranked=True),
    # two values one narrower type holds equal: one integer set to another's plus 2^32, 2^16
    Strategy("aliased", _aliased, 3, since=14, most=24, ranked=True),
    # many keys alive at once: a given input replayed in renamed copies, interleaved
    Strategy("replayed", lambda model, facts: replayed(facts.given), 4, since=15, most=6),
    # keys alike for a long beginning: every key of a given input given one
    Strategy("prefixed", lambda model, facts: prefixed(facts.given), 3, since=15, most=8),
    # the judge's largest test: places at the limits measured on the reference, a record's
    # number summed past 2^31 over copies of it, and every place at its limit at once
    Strategy("summed", lambda model, facts: limits(facts, "summed"), 3, since=15, most=16),
    Strategy("maximal", lambda model, facts: limits(facts, "maximal"), 4, since=16, most=24),
    # each place alone at its measured limit, the rest as given
    Strategy("bounds", lambda model, facts: limits(facts, "bounds"), 3, since=16, most=16),
    # the test's own events, each many times: every record repeated in place
    Strategy("stretched", lambda model, facts: stretched(facts.given), 2, since=16, most=12),
    # the items of each list line many times in place (a train of 4,097 cars), and the whole
    # input many times in a row (T test cases, then 1,025 T; a text of 2,050 paragraphs)
    Strategy("widened", lambda model, facts: widened(facts.given), 2, since=18, most=12),
    Strategy("concatenated", lambda model, facts: concatenated(facts.given), 2, since=18,
             most=9))


def _declared_once(declared: Sequence[Strategy]) -> None:
    """Checked at import: every strategy named once, with a quota and a version that exists
    (a maker can never be left out of the tables it was once copied into)."""
    names = [s.name for s in declared]
    if len(set(names)) != len(names):
        raise RuntimeError(f"verification strategies declared twice: {names}")
    for s in declared:
        if s.quota < 0 or not 1 <= s.since <= VERSION or not callable(s.make) or \
                (s.most is not None and s.most < s.quota):
            raise RuntimeError(f"verification strategy {s.name}: quota {s.quota}, "
                               f"since {s.since} (VERSION {VERSION})")


_declared_once(DECLARED)
STRATEGIES = tuple(s.name for s in DECLARED)
#: the most inputs each strategy keeps beyond those that reach new code
QUOTA = {s.name: s.quota for s in DECLARED}
_MAKERS = {s.name: s.make for s in DECLARED}
_MOST = {s.name: s.most for s in DECLARED}
RANKED = frozenset(s.name for s in DECLARED if s.ranked)
