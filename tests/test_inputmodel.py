"""The input model: grammars learned from given inputs, and what is drawn from them."""

from __future__ import annotations

import random

import pytest

from superasm.verification.inputmodel import InputModel, Kind, Records, Row


def learn(*texts: str) -> InputModel:
    return InputModel.learn([t.encode() for t in texts])


def lines_of(text: str) -> list[list[str]]:
    """The lines of an input, an empty row kept (a list of 0 numbers is an empty line)."""
    rows = text.split("\n")
    return [row.split() for row in (rows[:-1] if rows[-1] == "" else rows)]


LAYOUTS = {
    "count then a row": ["3\n1 2 3\n", "5\n5 4 3 2 1\n", "1\n7\n", "4\n9 9 8 1\n"],
    "count then records": ["3\n1 2\n3 4\n5 6\n", "2\n1 1\n2 2\n", "1\n8 9\n"],
    "array then queries": ["3 2\n1 2 3\n1 2\n2 3\n", "4 1\n4 3 2 1\n1 4\n",
                           "5 3\n1 1 1 1 1\n1 5\n2 2\n3 4\n"],
    "test cases": ["2\n3\n1 2 3\n2\n5 6\n", "1\n4\n1 1 1 1\n", "3\n1\n5\n2\n1 2\n1\n9\n"],
    "parameters": ["100 3 42\n", "5000 7 1\n", "0 1 2\n"],
    "until the end": ["1 2\n3 4\n", "5 6\n", "7 8\n9 10\n11 12\n"],
    "matrix": ["2 3\n1 2 3\n4 5 6\n", "1 2\n7 8\n", "3 1\n1\n2\n3\n"],
    "count on the line": ["3 1 2 3\n", "2 5 6\n", "4 1 1 1 1\n"],
    "text after a number": ["2 hello big world\n", "5 a b\n", "1 x\n"],
}


@pytest.mark.parametrize("name", sorted(LAYOUTS))
def test_the_grammar_parses_every_given_input_and_draws_inputs_of_the_same_shape(name: str):
    inputs = LAYOUTS[name]
    model = learn(*inputs)
    assert model.nodes is not None, model.why
    again = InputModel.learn([model.draw(random.Random(seed)).encode() for seed in range(12)]
                             + [t.encode() for t in inputs])
    # what is drawn has the given inputs' shape: one grammar parses both, the same description
    assert again.nodes is not None
    assert again.describe().count("#") == model.describe().count("#"), (model.describe(),
                                                                         again.describe())


def test_counts_agree_with_what_they_count_whatever_size_is_chosen():
    model = learn(*LAYOUTS["array then queries"])
    assert [type(n) for n in model.nodes or []] == [type(model.nodes[0]), Row, Records]
    for size in (0, 1, 7, 40):
        text = model.draw(random.Random(size), sizes=lambda f, seen, s=size: s)
        rows = lines_of(text)
        n, q = int(rows[0][0]), int(rows[0][1])
        assert (n, q) == (size, size)
        assert len(rows[1]) == n and len(rows) == 2 + q


def test_queries_stay_within_the_array_they_index_and_in_order():
    """A relation every given input keeps (l <= r <= n) holds in what is drawn: an input
    outside the format would refute honest code for the reference's undefined answer."""
    given = []
    rng = random.Random(1)
    for _ in range(8):
        n = rng.randint(2, 9)
        queries = [sorted((rng.randint(1, n), rng.randint(1, n))) for _ in range(rng.randint(1, 4))]
        given.append(f"{n} {len(queries)}\n" + " ".join(str(rng.randint(0, 99)) for _ in range(n))
                     + "\n" + "".join(f"{a} {b}\n" for a, b in queries))
    model = learn(*given)
    for seed in range(40):
        rows = lines_of(model.draw(random.Random(seed)))
        n = int(rows[0][0])
        for left, r in (map(int, row) for row in rows[2:]):
            assert 1 <= left <= r <= n


def test_test_cases_each_carry_their_own_count():
    model = learn(*LAYOUTS["test cases"])
    text = model.draw(random.Random(3), sizes=lambda f, seen: 3)
    rows = lines_of(text)
    assert rows[0] == ["3"]
    at = 1
    for _ in range(3):
        n = int(rows[at][0])
        assert len(rows[at + 1]) == n
        at += 2
    assert at == len(rows)


def test_fields_know_their_kind_range_and_alphabet():
    model = learn("3 abc 1.5\n", "7 zz 2.25\n", "1 q 0.5\n")
    ints, words, reals = model.value_fields()
    assert (ints.kind, ints.low, ints.high) == (Kind.INT, 1, 7)
    assert words.kind is Kind.WORD and set("abczq") == words.alphabet
    assert reals.kind is Kind.FLOAT and reals.decimals == 2


def test_traced_conversions_type_the_fields():
    model = learn(*LAYOUTS["count then a row"])
    typed = model.assign_types(b"3\n1 2 3\n", ["d", "lld", "lld", "lld"])
    assert typed == 2
    count, item = model.fields()
    assert (count.ctype, item.ctype) == ("d", "lld")
    assert item.type_range() == (-(1 << 63), (1 << 63) - 1)


def test_inputs_no_grammar_fits_fall_back_to_a_stream_of_tokens():
    model = learn("1 2 3\n", "x", "4\n5 6 7 8 9\n10\n")
    text = model.draw(random.Random(0))
    assert isinstance(text, str)


def test_line_ends_and_final_newline_are_kept_or_changed_on_request():
    model = learn("2\r\n1 2\r\n", "1\r\n5\r\n")
    assert model.crlf
    assert "\r\n" in model.draw(random.Random(0))
    plain = model.draw(random.Random(0), crlf=False, final_newline=False)
    assert "\r" not in plain and not plain.endswith("\n")


def test_drawing_is_reproducible_for_a_seed():
    model = learn(*LAYOUTS["count then records"])
    assert model.draw(random.Random(5)) == model.draw(random.Random(5))


def test_a_sentinel_record_ends_every_draw_and_nothing_before_it_is_the_sentinel():
    """Pairs read until ``0 0``: a draw that left the sentinel out, or drew it early, would
    ask the reference a question it never answers (or stop it half way)."""
    model = learn("3 4\n5 6\n0 0\n", "1 1\n0 0\n", "7 2\n2 9\n4 4\n0 0\n")
    (records,) = [n for n in model.nodes or [] if isinstance(n, Records)]
    assert records.sentinel == ["0", "0"]
    assert "(until '0 0' ×" in model.describe()
    assert model.counts_in(b"3 4\n5 6\n0 0\n")[id(records.size)] == 2
    for seed in range(30):
        rows = lines_of(model.draw(random.Random(seed)))
        assert rows[-1] == ["0", "0"]
        assert ["0", "0"] not in rows[:-1]


def test_no_sentinel_where_the_inputs_end_differently():
    model = learn("3 4\n5 6\n1 2\n8 8\n", "1 1\n0 0\n3 3\n0 0\n", "7 2\n4 4\n0 0\n")
    (records,) = [n for n in model.nodes or [] if isinstance(n, Records)]
    assert records.sentinel is None
    assert "(until EOF ×" in model.describe()


def _operations(rng: random.Random, n: int) -> str:
    rows = []
    for _ in range(rng.randint(3, 6)):
        if rng.random() < 0.5:
            rows.append(f"add {rng.randint(1, n)} {rng.randint(-1000, 1000)}")
        else:
            left = rng.randint(1, n)
            rows.append(f"sum {left} {rng.randint(left, n)}")
    return f"{n} {len(rows)}\n" + "\n".join(rows) + "\n"


def test_lines_of_operations_draw_each_kind_with_its_own_fields():
    """``add i x`` and ``sum l r`` share a line shape but not their values: a value of ``x``
    (negative, large) in ``sum``'s place would be a query outside the array."""
    rng = random.Random(4)
    model = learn(*(_operations(rng, rng.randint(5, 9)) for _ in range(8)))
    (line,) = [n for n in model.lines() if n.variants]
    assert sorted(line.variants) == ["add", "sum"]
    assert line.variant_ordered["sum"] == [(1, 2)]
    assert "[add int" in model.describe() and "| sum int" in model.describe()
    seen = set()
    for seed in range(40):
        rows = lines_of(model.draw(random.Random(seed)))
        n = int(rows[0][0])
        for tag, a, b in rows[1:]:
            seen.add(tag)
            if tag == "sum":
                assert 1 <= int(a) <= int(b) <= n
            else:
                assert tag == "add" and 1 <= int(a) <= n
    assert seen == {"add", "sum"}


def test_the_rows_of_a_grid_are_as_long_as_its_width_says():
    grids = []
    rng = random.Random(2)
    for _ in range(6):
        rows, cols = rng.randint(1, 5), rng.randint(1, 7)
        grids.append(f"{rows} {cols}\n" + "".join(
            "".join(rng.choice(".#") for _ in range(cols)) + "\n" for _ in range(rows)))
    model = learn(*grids)
    assert model.describe().endswith("(counted × [word[len: field 2 earlier]])")
    for seed in range(30):
        for size in (1, 3, 12):
            rows = lines_of(model.draw(random.Random(seed), sizes=lambda f, seen, s=size: s))
            height, width = map(int, rows[0])
            assert len(rows) == 1 + height
            assert all(len(row) == 1 and len(row[0]) == width for row in rows[1:]), rows


def test_only_a_count_of_cases_that_hold_counts_of_their_own_is_the_outer_count():
    cases = learn(*LAYOUTS["test cases"])
    (outer, *_) = cases.count_fields()
    assert cases.outer_count() is outer
    edges = learn("5 3\n1 2\n2 3\n4 5\n", "4 4\n1 2\n2 3\n3 1\n3 4\n", "3 0\n", "2 1\n1 1\n")
    assert edges.count_fields() and edges.outer_count() is None


def test_fields_read_many_times_in_one_input_are_known():
    model = learn(*LAYOUTS["array then queries"])
    head, row, queries = model.nodes or []
    assert model.repeated() == {id(row.item), *(id(f) for f in queries.body[0].fields)}
    assert not {id(f) for f in head.fields} & model.repeated()
