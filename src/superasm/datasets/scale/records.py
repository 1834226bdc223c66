"""How much a timing input repeats its records, measured against the given tests (issue 33).

A program that remembers each record's answer within one run is paid for every repeat in its
timed inputs.  Real inputs repeat what the problem's own distribution repeats; a timing input
grown by copying one value into every record (21 lines of ``30047``, 18 of ``31909``) repeats far
more, and such a candidate was credited 7.63× where lines drawn apart earn nothing.  So a timing
input must repeat its records no more than the given tests do: its *distinct share* at least
theirs, less :data:`TOLERANCE` for sampling.

Sizes differ (a given test holds 60 records, a timing input 60,000), and with a narrow range of
values a large input repeats by necessity (60,000 numbers of 1..100).  So the shares are compared
at the given tests' size: a timing input's share is that of random samples of as many records
as a given test holds (sampling sees repeats anywhere in the input, unlike windows: records
shuffled and repeated 40 times read about 0.63 in a sample, the given records 1.0).  A record is
a line where the given inputs have several lines, else a token.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

#: how far below the given tests' distinct share a timing input may read (sampling noise)
TOLERANCE = 0.1
#: random samples averaged for a timing input's share
SAMPLES = 5
#: a given input with fewer records says too little about how often they repeat
MIN_RECORDS = 5


def _units(data: bytes, by_line: bool) -> list[bytes]:
    return [line for line in data.splitlines() if line.strip()] if by_line else data.split()


@dataclass(frozen=True)
class RecordShape:
    """What the given tests show: records are lines (or tokens), a test holds ``size`` of
    them, and ``share`` of them are distinct (the median over the tests)."""

    by_line: bool
    size: int
    share: float

    @classmethod
    def of(cls, inputs: Sequence[bytes]) -> RecordShape | None:
        """The given inputs' shape; None where none holds :data:`MIN_RECORDS` records (too
        few to say how often they repeat)."""
        if not inputs:
            return None
        by_line = statistics.median(len(_units(d, True)) for d in inputs) >= 3
        units = [u for u in (_units(d, by_line) for d in inputs) if len(u) >= MIN_RECORDS]
        if not units:
            return None
        return cls(by_line, max(2, round(statistics.median(len(u) for u in units))),
                   statistics.median(len(set(u)) / len(u) for u in units))

    def share_of(self, data: bytes, seed: int = 0) -> float:
        """The distinct share of ``data``'s records in samples of the given tests' size."""
        units = _units(data, self.by_line)
        if len(units) <= self.size:
            return len(set(units)) / len(units) if units else 1.0
        rng = random.Random(seed)
        return statistics.fmean(len(set(rng.sample(units, self.size))) / self.size
                                for _ in range(SAMPLES))

    def repeats_more(self, data: bytes) -> bool:
        """Whether ``data`` repeats its records more than the given tests do."""
        return self.share_of(data) < self.share - TOLERANCE
