"""The sanitizer check over the whole built-in corpus (slow; a CI job runs it).

Every program is built with ``-fsanitize=undefined,address -fno-sanitize-recover=all`` and runs
all its tests (hidden included) clean, printing the expected outputs; a plain ``-O0`` build
prints the same outputs as the ``-O3`` build they came from.  A program with undefined
behaviour would make "correct" depend on the optimisation level, so none may have any.  (Leaks
are reported apart and are not failures: see ``sanitizer_check``.)
"""

from __future__ import annotations

import pytest

from superasm.datasets.builtin import load
from superasm.datasets.check import sanitizer_check_all


@pytest.mark.slow
@pytest.mark.needs_bwrap
def test_whole_corpus_is_sanitizer_clean_and_level_independent():
    results = sanitizer_check_all(load())
    failed = [f"{r.id} ({r.stage}): {r.detail[:300]}" for r in results if not r.ok]
    assert len(results) >= 100
    assert not failed, "\n".join(failed)
