"""The sanitizer check over the built-in corpus.

Every program is built with ``-fsanitize=undefined,address -fno-sanitize-recover=all`` and runs
all its tests (hidden included) clean, printing the expected outputs; a plain ``-O0`` build
prints the same outputs as the ``-O3`` build they came from.  A program with undefined
behaviour would make "correct" depend on the optimisation level, so none may have any.  (Leaks
are reported apart and are not failures: see ``sanitizer_check``.)

The corpus is data shipped with the package, checked when it is built (``dataset build`` runs
the same check).  The suite checks a fixed sixteenth of it, every split represented (the
whole corpus took 7 of the suite's 35 minutes, a quarter 3.4 of 44 on a busy machine, an
eighth 1.7 of 42);
``SUPERASM_FULL_CORPUS_CHECK=1`` checks all of it, as a rebuild of the corpus should.
"""

from __future__ import annotations

import os

import pytest

from superasm.datasets.builtin import load
from superasm.datasets.check import sanitizer_check_all

#: one problem in this many, in id order, unless the whole corpus is asked for
EVERY = 16


@pytest.mark.slow
@pytest.mark.needs_bwrap
def test_the_corpus_is_sanitizer_clean_and_level_independent():
    corpus = sorted(load(), key=lambda p: p.id)
    assert len(corpus) >= 100
    whole = os.environ.get("SUPERASM_FULL_CORPUS_CHECK") == "1"
    checked = corpus if whole else corpus[::EVERY]
    assert whole or {p.split for p in checked} == {p.split for p in corpus}
    results = sanitizer_check_all(checked)
    failed = [f"{r.id} ({r.stage}): {r.detail[:300]}" for r in results if not r.ok]
    assert len(results) == len(checked)
    assert not failed, "\n".join(failed)
