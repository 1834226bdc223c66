"""``superasm eval``: its closing words (what its summary line may call verified), and the run
directory it writes (the problems as the harness saw them)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

import pytest

from superasm.cli.eval_cmd import verified_words
from superasm.problem import TestCase, save_problems
from superasm.verification.campaign import available


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


#: the reference's explored corpus needs AFL++ (superasm.verification.campaign says what is missing)
needs_afl = pytest.mark.skipif(available() is not None, reason=f"{available()}")


@pytest.mark.needs_bwrap
@pytest.mark.parametrize(("explore_runs", "example"), [
    (0, None),
    pytest.param(100, "matmul", marks=[pytest.mark.explore, pytest.mark.slow, needs_afl])])
def test_the_run_directory_holds_the_inputs_the_harness_used(double_problem, tmp_path,
                                                             monkeypatch, explore_runs,
                                                             example) -> None:
    """problems.jsonl is written once every input the run uses has been made: the verification
    inputs the harness checked each candidate on (with the explored tier on, the reference's
    explored corpus among them) are in it, and the reader ``report --remeasure`` uses gives
    them back.  The problem comes without inputs, so the run makes them: the tiny doubling
    program, or a shipped example whose reference's corpus holds valid inputs (matmul)."""
    import superasm.pool
    import superasm.verification.inputs
    from superasm.cli import main
    from superasm.datasets import resolve_dataset
    from superasm.report.remeasure import common_problems
    from superasm.report.rundata import load_run
    from superasm.runs import RunDir
    from superasm.verification.explored import PREFIX as EXPLORED
    from superasm.verification.inputs import VerifyConfig

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    problem = double_problem if example is None else \
        next(p for p in resolve_dataset("examples") if p.id == example)
    dataset = tmp_path / "problems.jsonl"
    save_problems([replace(problem, verify_tests=(), verify_made=None, meta={})], dataset)
    seen: dict[str, tuple[TestCase, ...]] = {}
    judged = superasm.pool._judged

    def recording(harness, judged_problem, *rest):  # what the harness was handed
        seen[judged_problem.id] = judged_problem.verify_tests
        return judged(harness, judged_problem, *rest)

    monkeypatch.setattr(superasm.pool, "_judged", recording)
    # one strategy makes the inputs: the subject is where they go, not what every strategy makes
    # (all of them take 15 s for the doubling program and 35 s for matmul)
    monkeypatch.setattr(superasm.verification.inputs, "VerifyConfig",
                        partial(VerifyConfig, strategies=("fresh",)))
    out = tmp_path / "run"
    assert main(["eval", "--dataset", str(dataset), "--model", "baseline", "--timing", "none",
                 "--explore-runs", str(explore_runs), "--out", str(out),
                 "--no-progress"]) == 0
    used = seen[problem.id]
    assert used, "the harness checked the candidate on generated inputs"
    assert any(t.name.startswith(EXPLORED) for t in used) == bool(explore_runs)
    [written] = RunDir(out).problems() or []
    assert written.verify_tests == used
    run = load_run(out)
    [reread] = common_problems(run, run)
    assert reread.verify_tests == used
