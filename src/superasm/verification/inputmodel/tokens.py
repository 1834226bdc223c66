"""One input read token by token through the model, and the lists one input holds many values
of: what the format rule (:mod:`superasm.verification.formats`) and verification's long lists
(:mod:`superasm.verification.strategies`) read the model for."""

from __future__ import annotations

from superasm.verification.inputmodel.grammar import (
    Field,
    Line,
    Records,
    Row,
    _Env,
    _lines,
    _parse,
    _walk,
)
from superasm.verification.inputmodel.model import InputModel


def counted_lists(model: InputModel) -> list[tuple[Field, Field]]:
    """(count, item) for every list one input holds many values of: a row and the count read
    before it, each field of counted records and their count (or their number, for records
    read until the end), a line's tail and its length; the stream's tokens where no grammar
    fits.  Verification makes one list long with chosen values at chosen places."""
    if model.nodes is None:
        return [(model.stream, model.stream)]
    out: list[tuple[Field, Field]] = []
    for node in _walk(model.nodes):
        if isinstance(node, Row):
            out.append((node.count.line.fields[node.count.column], node.item))
        elif isinstance(node, Records):
            count = node.size if node.count is None else \
                node.count.line.fields[node.count.column]
            out += [(count, f) for line in node.body if isinstance(line, Line)
                    for f in line.all_fields() if not f.is_count]
        elif node.tail is not None:
            count = node.tail_size if node.tail_count is None else node.fields[node.tail_count]
            out.append((count, node.tail))
    return out


def field_tokens(model: InputModel, data: bytes) -> list[tuple[Field, str]] | None:
    """Every token of ``data`` with the field it is read as, in order; None where the grammar
    does not parse it (a check on the tokens' format then has nothing to say)."""
    seq = _lines(data.decode("utf-8", "surrogateescape").replace("\r\n", "\n"))
    if model.nodes is None:
        return [(model.stream, token) for line in seq for token in line]
    out: list[tuple[Field, str]] = []
    if _parse(model.nodes, seq, 0, _Env(), lambda f, token, env, i: out.append((f, token))) \
            != len(seq):
        return None
    return out
