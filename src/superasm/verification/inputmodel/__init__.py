"""A model of what a program reads: the format of its input, learned from the inputs it was given.

Verification (:mod:`superasm.verification.inputs`) and timing inputs
(:mod:`superasm.datasets.scale`) both need new inputs that a program *accepts*: not byte
mutations of the tests (a count that no longer matches its records, a query past the end of the
array) but inputs of the same shape, with fresh values, at sizes and values the tests never
reached.  This package learns that shape once per problem and draws from it.

**The grammar.**  An input is a sequence of lines; the model is a small grammar over lines,
inferred so that it parses *every* given input exactly (public and hidden tests: the more
inputs, the fewer coincidences):

- :class:`Line`: one line of a fixed number of tokens, each a :class:`Field`; optionally ending
  in a list of tokens on the same line (``3 10 20 30``: the leading 3 counts the rest);
- :class:`Row`: a line holding a list of tokens, counted by a field read earlier (``n`` then
  ``a_1 … a_n``; a matrix row of ``m`` numbers); or, ``spread``, the ``n`` tokens over as many
  lines as they take (``scanf`` reads tokens, and tests lay them out as they like: ``1 2 3`` in
  one, one a line in another);
- :class:`Records`: records counted by a field read earlier (``n`` then ``n`` lines of ``u v w``;
  ``T`` test cases, each with a grammar of its own), or read until the end of the input;
- a line read as text (``fgets``) is a :class:`Line` of no fixed fields and a free tail: its
  words, however many (``Line.tail_size`` is their number, for a size policy to choose).

A count is a field whose value equals the number of things that follow *in every given input*;
the first hypothesis that parses every input is kept, counts before no counts.

**Fields** keep what the inputs show: kind (integer, real, word), range, the values themselves
(a field with few distinct values is categorical: an operation code), word lengths and alphabet,
and relations a valid input keeps: a value never above a count read before it (an index), two
values of a line in order (``l <= r``), the values of a list distinct (a permutation, keys).
The C type a field is read into comes later, from a trace of the reference
(:meth:`InputModel.assign_types`); until then an integer's extremes are unknown.

**Drawing** (:meth:`InputModel.draw`) walks the grammar: each count is chosen by a size policy,
each value by a value policy; the defaults draw like the given inputs (counts seen, values in the
observed range), and callers replace them (verification pushes counts to 0, 1 and past the
largest test, and values to the limits of their types).  Counts always agree with what follows,
and the relations hold unless a policy breaks one on purpose.

Everything is a pure function of its inputs and a ``random.Random``: reproducible for a seed.

**The modules, by job**: :mod:`~superasm.verification.inputmodel.grammar` (the nodes, fields and types, and
parsing an input by them), :mod:`~superasm.verification.inputmodel.fitting` (learning a grammar: hypotheses,
counts, sentinels, operations, relations), :mod:`~superasm.verification.inputmodel.model`
(:class:`InputModel`: the statistics, the queries, typing from a trace),
:mod:`~superasm.verification.inputmodel.drawing` (the policies and the draw), and
:mod:`~superasm.verification.inputmodel.tokens` (one input's tokens with their fields, the lists an input
holds).  Everything a caller uses is imported from here.
"""

from superasm.verification.inputmodel.drawing import (
    Bounds,
    DrawTooLarge,
    SizePolicy,
    ValuePolicy,
    draw_like,
    random_word,
)
from superasm.verification.inputmodel.fitting import Scope
from superasm.verification.inputmodel.grammar import (
    CATEGORICAL,
    FLOAT_TYPES,
    INT_TYPES,
    MAX_MODEL_LINES,
    MAX_NUMBER_DIGITS,
    MAX_VALUES,
    MAX_WORD,
    WORD_TYPES,
    Field,
    Kind,
    Line,
    Node,
    Records,
    Ref,
    Row,
    Visit,
    token_kind,
)
from superasm.verification.inputmodel.model import InputModel, like_given
from superasm.verification.inputmodel.tokens import counted_lists, field_tokens

__all__ = ["CATEGORICAL", "FLOAT_TYPES", "INT_TYPES", "MAX_MODEL_LINES", "MAX_NUMBER_DIGITS",
           "MAX_VALUES", "MAX_WORD", "WORD_TYPES", "Bounds", "DrawTooLarge", "Field",
           "InputModel", "Kind", "Line", "Node", "Records", "Ref", "Row", "Scope", "SizePolicy",
           "ValuePolicy", "Visit", "counted_lists", "draw_like", "field_tokens", "like_given",
           "random_word", "token_kind"]
