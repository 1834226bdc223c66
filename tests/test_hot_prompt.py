"""The hot-function prompt mode: what the model sees, and its reply spliced and judged whole."""

from __future__ import annotations

from dataclasses import replace

import pytest

pytest.importorskip("httpx", reason="the [llm] extra (httpx) is not installed")

from hot_programs import (  # noqa: E402
    MOD7_C,
    MOD7_HIDDEN,
    MOD7_INPUTS,
    MULTI_C,
    MULTI_INPUTS,
    SUM_MOD7_CLOBBERS_RBX,
    SUM_MOD7_FAST,
)
from llm_fixtures import Reply, ScriptedServer, chat_completion, fenced  # noqa: E402

from superasm.harness import HarnessConfig  # noqa: E402
from superasm.measure import MeasureConfig  # noqa: E402
from superasm.models import Query, load_model  # noqa: E402
from superasm.models.base import Feedback, Sample  # noqa: E402
from superasm.problem import Problem, TestCase  # noqa: E402
from superasm.profile import cached_profile  # noqa: E402
from superasm.prompts import (  # noqa: E402
    build_messages,
    finish_samples,
    hot_targets,
    render_hot_prompt,
    render_prompt,
)
from superasm.search import SearchConfig, run_search  # noqa: E402
from superasm.toolchain import build_and_run, c_to_asm  # noqa: E402
from superasm.verdict import Status  # noqa: E402

pytestmark = pytest.mark.needs_bwrap
FAST = {"backoff_s": 0.01, "max_backoff_s": 0.05}


def _problem(pid: str, source: str, inputs: list[str], hidden: list[str],
             targets: list[str] | None = None) -> Problem:
    base = c_to_asm(source)
    assert base.ok, base.error
    run = build_and_run(source, inputs + hidden)
    assert run.ok, run.error
    out = run.outputs()
    meta = {"target_functions": targets} if targets else {}
    return Problem(pid, source, base.asm,
                   [TestCase(i, o) for i, o in zip(inputs, out, strict=False)],
                   [TestCase(i, o) for i, o in zip(hidden, out[len(inputs):], strict=True)],
                   meta=meta)


@pytest.fixture(scope="module")
def mod7() -> Problem:
    return _problem("mod7", MOD7_C, MOD7_INPUTS, MOD7_HIDDEN, ["sum_mod7"])


def test_prompt_shows_the_function_and_what_a_caller_needs(mod7):
    [message] = build_messages(Query(mod7), "hot-function")
    prompt = message["content"]
    assert "Function `sum_mod7`" in prompt
    assert "for (long i = 0; i < n; i++) s += i % 7;" in prompt
    assert "sum_mod7:" in prompt and "\nmain:" not in prompt
    assert "Signature: `__attribute__((noinline)) long sum_mod7(long n)`" in prompt
    assert "%r12-%r15" in prompt and "16-byte aligned" in prompt
    assert "Only output the optimized assembly of the function(s) `sum_mod7`" in prompt
    assert "checksum" not in prompt  # the rest of the program is not shown
    assert len(prompt) < len(render_prompt(mod7.c_source, mod7.baseline_asm))


def test_globals_and_callees_are_named(tmp_path):
    multi = _problem("multi", MULTI_C, MULTI_INPUTS, [], ["hot", "fib"])
    assert hot_targets(multi, multi.baseline_asm) == ["hot", "fib"]
    prompt = render_hot_prompt(multi, multi.baseline_asm, ["hot", "fib"])
    assert "`table`" in prompt and "`die`" in prompt  # global data, a function it calls
    assert "`calls`" in prompt and "`memo`" in prompt  # static data shared with other functions


def test_inlined_target_becomes_its_host(tmp_path):
    source = "#include <stdio.h>\nstatic int sq(int x) { return x * x; }\n" \
             "int main(void) { int x; if (scanf(\"%d\", &x) != 1) return 1; " \
             "printf(\"%d\\n\", sq(x)); return 0; }\n"
    problem = _problem("inl", source, ["3\n"], [], ["sq"])
    assert hot_targets(problem, problem.baseline_asm) == ["main"]


def test_reply_without_the_function_is_an_unusable_sample(mod7):
    [sample] = finish_samples(Query(mod7), [Sample(asm="\t.text\nother:\n\tret\n")],
                              "hot-function")
    assert sample.asm is None and "defines none of sum_mod7" in (sample.error or "")
    [kept] = finish_samples(Query(mod7), [Sample(asm="main:\n\tret\n")], "paper")
    assert kept.asm == "main:\n\tret\n"


def _model(server: ScriptedServer):
    return load_model("openai:tiny", base_url=server.url, prompt="hot-function", **FAST)


INSTRUCTIONS = HarnessConfig(timing=MeasureConfig(method="instructions", min_effect=0.05))


@pytest.mark.needs_valgrind
def test_faster_function_reply_is_spliced_and_credited(mod7):
    # timing inputs as a built problem has them (the hidden tests run a millisecond: process
    # start would decide whether the timed runs confirm the count)
    timed = ["1\n3000000\n", "2\n2000000 999999\n"]
    run = build_and_run(MOD7_C, timed)
    assert run.ok, run.error
    mod7 = replace(mod7, bench_tests=[TestCase(i, o) for i, o in
                                      zip(timed, run.outputs(), strict=True)])
    with ScriptedServer() as server:
        server.script = [Reply(body=chat_completion([fenced(SUM_MOD7_FAST)]))]
        records = run_search([mod7], _model(server), INSTRUCTIONS,
                             SearchConfig(samples=1, progress=False))
    assert len(records) == 1
    for record in records:
        assert record.status is Status.CORRECT, record.detail
        assert record.verified is True
        # a closed form against a loop: far fewer instructions, paid what the time allows
        # (issue 26: a count is capped at the timed runs' interval; this program is short)
        assert record.credited_speedup > 1.0
        assert "\nmain:" in (record.candidate_asm or "")  # judged as the whole program
    prompt = server.seen[0].body["messages"][0]["content"]
    assert "Function `sum_mod7`" in prompt


@pytest.mark.needs_valgrind
def test_calling_convention_breaking_reply_fails_and_is_not_credited(mod7):
    with ScriptedServer() as server:
        server.script = [Reply(body=chat_completion([fenced(SUM_MOD7_CLOBBERS_RBX)]))]
        [record] = run_search([mod7], _model(server), INSTRUCTIONS,
                              SearchConfig(samples=1, progress=False))
    assert record.status is not Status.CORRECT
    assert record.credited_speedup == 1.0


def test_refinement_shows_the_earlier_answer_as_a_function(mod7):
    """Round 2 of a refinement chain: the earlier answer appears as the function, not the whole
    spliced program, followed by the harness's feedback."""
    untimed = HarnessConfig(timing=MeasureConfig(method="none"))
    broken = SUM_MOD7_FAST.replace("\timulq\t$21, %rax, %rax\n", "")
    with ScriptedServer() as server:
        server.script = [Reply(body=chat_completion([fenced(broken)])),
                         Reply(body=chat_completion([fenced(SUM_MOD7_FAST)]))]
        records = run_search([mod7], _model(server), untimed,
                             SearchConfig(samples=1, rounds=2, progress=False))
    by_round = {r.round: r for r in records}
    assert by_round[0].status is Status.WRONG_OUTPUT
    assert by_round[1].status is Status.CORRECT
    messages = server.seen[1].body["messages"]
    assert [m["role"] for m in messages] == ["user", "assistant", "user"]
    assert "sum_mod7:" in messages[1]["content"] and "\nmain:" not in messages[1]["content"]
    assert "wrong output" in messages[2]["content"]


def test_feedback_history_of_whole_programs_is_cut_to_the_function(mod7):
    spliced = finish_samples(Query(mod7), [Sample(asm=SUM_MOD7_FAST)], "hot-function")[0].asm
    assert spliced is not None and "\nmain:" in spliced
    history = [Feedback(asm=spliced, status="correct", speedup=3.0)]
    messages = build_messages(Query(mod7, history=history, round=1), "hot-function")
    assert "\nmain:" not in messages[1]["content"] and "sum_mod7:" in messages[1]["content"]


@pytest.mark.needs_valgrind
def test_without_a_target_the_profile_chooses_and_is_cached(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    problem = _problem("mod7-profiled", MOD7_C, MOD7_INPUTS, MOD7_HIDDEN)
    assert hot_targets(problem, problem.baseline_asm) == ["sum_mod7"]
    profile = cached_profile(problem)
    assert profile is not None and profile.inputs == "hidden tests"
    prompt = build_messages(Query(problem), "hot-function")[0]["content"]
    assert "Function `sum_mod7` (" in prompt and "of the instructions the program runs" in prompt


def test_few_shot_examples_are_not_profiled(mod7, monkeypatch):
    import superasm.prompts as prompts_mod

    def no_profile(*args, **kwargs):
        raise AssertionError("a shot must not be profiled")

    monkeypatch.setattr(prompts_mod, "profile_problem", no_profile)
    shot = Problem("shot", mod7.c_source, mod7.baseline_asm, mod7.tests, split="train")
    messages = build_messages(Query(mod7), "hot-function", shots=[shot])
    assert [m["role"] for m in messages] == ["user", "assistant", "user"]
    assert "```assembly\n" in messages[1]["content"]
