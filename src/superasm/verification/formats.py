"""The given inputs' format: what a generated input may write in each field and still define
what a correct rewrite must answer.

A reference may answer an input outside its tests' format without any undefined behaviour (a
hand-written digit reader turns ``-5`` into garbage), and a correct rewrite that reads the
format another way answers it otherwise: such an input must never refute a candidate.  Two
checks keep generated inputs inside it:

- :func:`format_break`, from the input model: a field that is a number in every given input
  stays a number of the same form, with a sign only where the reference reads a signed number
  (a signed ``scanf`` conversion) or a given input has one;
- :func:`without_sign_forms`, from the reference's behaviour: a sign no number needs (``+5``,
  ``-0``) is in the format where the reference answers the input exactly as it answers it
  without those signs, which shows it reads them as the numbers' own signs, as ``scanf`` and
  ``strtol`` do (:class:`superasm.verification.reference.ReferenceLab` runs both).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from superasm.verification.inputmodel import (
    FLOAT_TYPES,
    INT_TYPES,
    Field,
    InputModel,
    Kind,
    field_tokens,
    token_kind,
)

#: scanf conversions of a signed number: a field read with one may hold a sign
SIGNED_CONVERSIONS = frozenset({c for c, (low, _) in INT_TYPES.items() if low < 0}
                               | set(FLOAT_TYPES))
#: a sign no number needs, at the start of a token or of a delimited part of one: ``+`` before
#: a number, ``-`` before a zero (``-0``, ``-0.00``)
_SIGN_FORM = re.compile(rb"(?<![^\s,;:|/=(])(?:\+(?=\.?\d)|-(?=0+(?:\.0*)?(?![\d.eExX])))")


def type_fields(model: InputModel, inputs: Sequence[bytes],
                conversions: Sequence[Sequence[str] | None]) -> int:
    """Give the model's fields the C types the reference read them into: ``conversions[i]``
    are the ``scanf`` conversions of its run on ``inputs[i]``, in order (None: not traced; a
    ``!`` ends the ones that assigned).  Returns how many fields are typed."""
    for data, made in zip(inputs, conversions, strict=False):
        if made is None:
            continue
        done = list(made)
        model.assign_types(data, done[:done.index("!")] if "!" in done else done)
    return sum(1 for f in model.fields() if f.ctype)


def reads_signed(f: Field) -> bool:
    """Whether the reference parses the field as a signed number (a signed ``scanf``
    conversion read it), or the given inputs show it signed."""
    return f.ctype in SIGNED_CONVERSIONS or bool({"-", "+"} & f.alphabet)


def without_sign_forms(data: bytes) -> bytes:
    """``data`` with every sign no number needs removed: ``+5`` -> ``5``, ``-0`` -> ``0``."""
    return _SIGN_FORM.sub(b"", data)


#: a number standing alone (after a blank or a delimiter, before one or the end): where
#: :func:`with_sign_forms` writes a sign no number needs
_BARE_NUMBER = re.compile(rb"(?<![^\s,;:|/=(])(?=\d)(\d+(?:\.\d+)?)(?=[\s,;:|/=)]|$)")
_BARE_ZERO = re.compile(rb"(?<![^\s,;:|/=(])(?=0)(0+(?:\.0+)?)(?=[\s,;:|/=)]|$)")


def with_sign_forms(data: bytes, zeros: bool = False) -> bytes:
    """``data`` with a sign no number needs before every number standing alone: ``5`` ->
    ``+5``, or with ``zeros`` only ``0`` -> ``-0``.  The inverse of
    :func:`without_sign_forms` on data that has none."""
    if zeros:
        return _BARE_ZERO.sub(rb"-\1", data)
    return _BARE_NUMBER.sub(rb"+\1", data)


def has_sign_forms(data: bytes) -> bool:
    return _SIGN_FORM.search(data) is not None


def format_break(model: InputModel, data: bytes, signs_judged: bool = False) -> str:
    """Why ``data`` leaves the format of the given inputs ('' where it keeps it): a token of a
    field that is a number in every given input is a number of the same form, with a sign
    only where the reference reads a signed number (a signed ``scanf`` conversion) or a given
    input has one, and an exponent or a decimal point only where a given input or a
    floating-point conversion has them.  ``signs_judged``: a sign no number needs is left to
    the reference's own answer (:func:`without_sign_forms`; the caller compares).  An input
    the grammar does not parse is left to the reference (rule 4 of ReferenceLab)."""
    for f, token in field_tokens(model, data) or ():
        why = _token_break(f, token, signs_judged)
        if why:
            return f"outside the format: {why}"
    return ""


#: digits with an optional sign: an integer's form at any length (the input model draws a
#: number longer than :data:`superasm.verification.inputmodel.grammar.MAX_NUMBER_DIGITS` as a word, but
#: 65,537 digits in a field of digits keep its form)
_DIGITS = re.compile(r"[+-]?\d+")


def _form(token: str) -> Kind:
    return Kind.INT if _DIGITS.fullmatch(token) else token_kind(token)


def _token_break(f: Field, token: str, signs_judged: bool) -> str:
    """Why one token leaves its field's form (:func:`format_break`); words are free (the
    ``text`` strategy gives them other alphabets on purpose)."""
    if f.kind is Kind.WORD or not f.count or not token:
        return ""
    kind = _form(token)
    if kind is Kind.WORD:
        return "a word where every given input has a number"
    if token[0] in "+-" and token[0] not in f.alphabet and f.ctype not in SIGNED_CONVERSIONS \
            and not (signs_judged and has_sign_forms(token.encode())):
        return (f"'{token[0]}' in a field that is unsigned in every given input and not read "
                "as a signed number")
    floating = f.ctype in FLOAT_TYPES
    if f.kind is Kind.INT and kind is Kind.FLOAT and not floating:
        return "a real where every given input has an integer"
    if any(c in token and c not in f.alphabet for c in "eE.") and not floating:
        return "a number written in a form no given input uses"
    return ""
