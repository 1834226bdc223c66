"""The ``float`` output_match: Kattis's default-validator rule, judged on the stdout head."""

from __future__ import annotations

import hashlib

import pytest

from superasm.problem import (
    ProblemFormatError,
    TestCase,
    check_output_match,
    float_tolerances,
    problem_from_dict,
)
from superasm.sandbox import ProcResult
from superasm.verdict import Status
from superasm.verification.judge import float_difference, judge, outputs_agree


def ran(stdout: bytes, size: int | None = None) -> ProcResult:
    return ProcResult(0, None, False, False, 0.01, 0.01, hashlib.sha256(stdout).hexdigest(),
                      len(stdout) if size is None else size, stdout)


def test_modes_parse_and_bad_ones_are_named():
    assert float_tolerances("float") == (1e-6, 1e-6)
    assert float_tolerances("float:abs=1e-4") == (1e-4, 0.0)
    assert float_tolerances("float:abs=0,rel=0.01") == (0.0, 0.01)
    assert float_tolerances("exact") is None
    for bad in ("float:", "float:abs=x", "float:tol=1", "float:abs=-1", "float:rel=inf"):
        with pytest.raises(ValueError, match="float"):
            check_output_match(bad)
    with pytest.raises(ValueError, match="must be one of exact, eol, trailing-ws, tokens, tokens-nocase, float"):
        check_output_match("fuzzy")
    record = {"id": "p", "c_source": "", "baseline_asm": "", "tests": [{"input": "", "output": ""}]}
    assert problem_from_dict({**record, "output_match": "float:abs=1e-06,rel=1e-06"}).output_match == (
        "float:abs=1e-06,rel=1e-06")
    with pytest.raises(ProblemFormatError, match="field 'output_match'.*'float:abs=x'"):
        problem_from_dict({**record, "output_match": "float:abs=x"})


def test_numbers_within_either_tolerance_other_tokens_exact():
    assert not float_difference(b"7.3333333333\n", b"7.333333\n", 1e-6, 1e-6)
    assert not float_difference(b"1000000.0\n", b"1000000.5", 0, 1e-6), "relative"
    assert not float_difference(b"0.0000001 ok", b"0 ok\n\n", 1e-6, 0), "absolute; blanks apart"
    assert "off by" in float_difference(b"7.3333", b"7.3", 1e-6, 1e-6)
    assert "token 2" in float_difference(b"1.0 yes", b"1.0 YES", 1, 1), "words compare exactly"
    assert "1 tokens where 2" in float_difference(b"1 2", b"1", 1, 1)
    assert "token 1" in float_difference(b"nan", b"nan0", 1, 1)
    assert outputs_agree(b"1.5\n", b"1.5000001\n", "float")
    assert not outputs_agree(b"1.5\n", b"1.5000001\n", "exact")


def test_judge_compares_the_head_and_refuses_a_longer_output():
    test = TestCase("", "7.3333333333\n")
    assert judge(ran(b"7.333333\n"), test, "float:abs=1e-06,rel=1e-06").status is Status.CORRECT
    wrong = judge(ran(b"7.3\n"), test, "float:abs=1e-06,rel=1e-06")
    assert wrong.status is Status.WRONG_OUTPUT and "off by" in wrong.detail
    assert judge(ran(b"7.333333\n"), test, "exact").status is Status.WRONG_OUTPUT
    head = b"7.333333\n" + b" " * 100
    long = judge(ran(head, size=1 << 20), test, "float")
    assert long.status is Status.WRONG_OUTPUT
    assert f"output of {1 << 20} bytes" in long.detail and "first 109" in long.detail
    assert judge(ran(b"7.3333333333\n"), test, "float").status is Status.CORRECT, "same bytes"


def test_the_builder_says_which_mode_would_accept_a_given_output():
    from superasm.datasets.build import _mismatch

    assert _mismatch(b"7.3333333333\n", b"7.333333\n", "exact").endswith(
        "; they agree under --output-match float")
    assert _mismatch(b"1\r\n", b"1\n", "exact").endswith("; they agree under --output-match eol")
    detail = _mismatch(b"7.3333333333\n", b"7.3\n", "float:abs=1e-06,rel=1e-06")
    assert "token 1" in detail and "off by" in detail


def test_token_modes_ignore_whitespace_and_the_nocase_one_case():
    from superasm.verification.judge import outputs_agree
    assert outputs_agree(b"Yes 3\n", b"yes   3\r\n\n", "tokens-nocase")
    assert not outputs_agree(b"Yes 3\n", b"yes 3\n", "tokens")
    assert outputs_agree(b"Yes 3\n", b"Yes\n3", "tokens")
    assert not outputs_agree(b"Yes 3\n", b"Yes 4\n", "tokens-nocase")
    assert not outputs_agree(b"Yes 3\n", b"Yes3\n", "tokens")
    assert outputs_agree(b"", b" \n\n", "tokens") and not outputs_agree(b"", b"x", "tokens")
    check_output_match("tokens-nocase")
