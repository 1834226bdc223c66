"""``superasm eval``'s closing words: what its summary line may call verified."""

from __future__ import annotations

from superasm.cli.eval_cmd import verified_words


def test_verified_pass_says_public_tests_only_when_nothing_else_ran() -> None:
    # correct on the public tests, no tier beyond them ran: 0% is not "all refuted"
    only_public = {"test_pass": 100.0, "verified_pass": 0.0, "checked_beyond_public": 0}
    assert verified_words(only_public).startswith("verified pass 0.0%: public tests only")
    # tiers ran and refuted every candidate: the share alone is the truth
    refuted = {"test_pass": 100.0, "verified_pass": 0.0, "checked_beyond_public": 2}
    assert verified_words(refuted) == "verified pass 0.0%"
    assert verified_words({"test_pass": 50.0, "verified_pass": 50.0,
                           "checked_beyond_public": 1}) == "verified pass 50.0%"
    # a summary written before the count: said as it was
    assert verified_words({"test_pass": 100.0, "verified_pass": 0.0}) == "verified pass 0.0%"
