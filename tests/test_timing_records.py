"""datasets.scale.records: a timing input repeats its records no more than the given tests do,
compared at the given tests' size (issue 33)."""

from __future__ import annotations

import random

from superasm.datasets.scale.records import RecordShape


def lines(values: list[int]) -> bytes:
    return "".join(f"{v}\n" for v in values).encode()


def test_one_grown_value_copied_into_every_record_repeats_more_than_the_tests() -> None:
    rng = random.Random(1)
    given = [lines([rng.randint(1000, 3000) for _ in range(k)]) for k in (8, 12, 5, 10)]
    shape = RecordShape.of(given)
    assert shape is not None and shape.by_line and shape.share == 1.0
    copied = lines([30047] * 21 + [31909] * 18 + [47290] * 12)  # the input
    assert shape.repeats_more(copied) and shape.share_of(copied) < 0.5
    fresh = lines([rng.randint(16_000, 48_000) for _ in range(5000)])
    assert not shape.repeats_more(fresh)


def test_records_shuffled_and_repeated_read_as_repeats_however_they_are_laid_out() -> None:
    rng = random.Random(2)
    seed = [rng.randint(1, 10**9) for _ in range(50)]
    shape = RecordShape.of([lines(seed)])
    assert shape is not None
    repeated = [v for _ in range(40) for v in rng.sample(seed, len(seed))]
    assert shape.repeats_more(lines(repeated)), shape.share_of(lines(repeated))


def test_a_narrow_range_repeats_at_any_size_and_that_is_no_fault_of_the_input() -> None:
    """Numbers of 1..100: 60 of them repeat a little, 100,000 of them a lot; compared at the
    tests' size, a large fresh draw reads as the tests do."""
    rng = random.Random(3)
    given = [(" ".join(str(rng.randint(1, 100)) for _ in range(60)) + "\n").encode()
             for _ in range(3)]
    shape = RecordShape.of(given)
    assert shape is not None and not shape.by_line and 0.6 < shape.share < 0.9
    big = (" ".join(str(rng.randint(1, 100)) for _ in range(100_000)) + "\n").encode()
    assert not shape.repeats_more(big)
    assert shape.repeats_more((" ".join(["7"] * 100_000) + "\n").encode())


def test_inputs_too_small_to_say_give_no_shape() -> None:
    assert RecordShape.of([b"5\n"]) is None and RecordShape.of([]) is None
    assert RecordShape.of([b"2\n9999991 9999991\n"]) is None, "three tokens say too little"
