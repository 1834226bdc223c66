"""``openai:`` against a scripted server on 127.0.0.1: request shape, n, retries, every error path."""

from __future__ import annotations

import time

import pytest

pytest.importorskip("httpx", reason="the [llm] extra (httpx) is not installed")

from llm_fixtures import (  # noqa: E402
    BASELINE_ASM,
    Reply,
    ScriptedServer,
    Seen,
    chat_completion,
    fenced,
    make_problem,
)

from superasm.models import ModelError, load_model  # noqa: E402
from superasm.models.openai_compat import OpenAIOptimizer  # noqa: E402
from superasm.prompts import render_prompt  # noqa: E402
from superasm.values import Query  # noqa: E402

FAST = {"backoff_s": 0.01, "max_backoff_s": 0.05}


def optimizer(server: ScriptedServer, **options) -> OpenAIOptimizer:
    settings = {"base_url": server.url, **FAST, **options}
    model = load_model("openai:tiny", **settings)
    assert isinstance(model, OpenAIOptimizer)
    return model


def test_request_shape_and_key_from_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MY_KEY", "sk-test-123")
    with ScriptedServer() as server:
        server.script = [Reply(body=chat_completion([fenced(BASELINE_ASM)]))]
        model = optimizer(server, api_key_env="MY_KEY", temperature=0.3, max_tokens=777, seed=5)
        [[sample]] = model.generate([Query(make_problem())], n=1)
    seen = server.seen[0]
    assert seen.path == "/v1/chat/completions"
    assert seen.headers["authorization"] == "Bearer sk-test-123"
    assert seen.body["model"] == "tiny"
    assert seen.body["n"] == 1 and seen.body["temperature"] == 0.3
    assert seen.body["max_tokens"] == 777 and seen.body["seed"] == 5
    problem = make_problem()
    assert seen.body["messages"] == [
        {"role": "user", "content": render_prompt(problem.c_source, problem.baseline_asm)}
    ]
    assert sample.asm == BASELINE_ASM and sample.error is None
    assert model.describe()["api_key_env"] == "MY_KEY"
    assert "sk-test" not in str(model.describe())


def test_no_key_needed_for_a_local_server(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with ScriptedServer() as server:
        server.script = [Reply(body=chat_completion(["```asm\nmain:\n\tret\n```"]))]
        [[sample]] = optimizer(server).generate([Query(make_problem())])
    assert "authorization" not in server.seen[0].headers
    assert sample.asm == "main:\n\tret\n"


def test_official_api_without_key_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    with pytest.raises(ModelError, match="OPENAI_API_KEY"):
        load_model("openai:gpt-4o")
    with pytest.raises(ModelError, match="model name"):
        load_model("openai:", base_url="http://127.0.0.1:1/v1")


def test_n_honoured_in_one_request_with_usage_and_cost() -> None:
    with ScriptedServer() as server:
        server.script = [Reply(body=chat_completion([fenced(BASELINE_ASM)] * 3, 1000, 300))]
        model = load_model("openai:gpt-4o", base_url=server.url, api_key_env="NONE_SET", **FAST)
        [samples] = model.generate([Query(make_problem())], n=3)
    assert len(server.seen) == 1 and server.seen[0].body["n"] == 3
    assert [s.asm for s in samples] == [BASELINE_ASM] * 3
    assert sum(s.usage.prompt_tokens for s in samples) == 1000
    assert sum(s.usage.completion_tokens for s in samples) == 300
    assert sum(s.usage.requests for s in samples) == 1
    total_cost = sum(s.usage.cost_usd or 0.0 for s in samples)
    assert total_cost == pytest.approx((1000 * 2.50 + 300 * 10.00) / 1e6)
    assert model.honours_n is True


def test_server_ignoring_n_falls_back_to_separate_requests() -> None:
    def one_choice(seen: Seen) -> Reply:
        return Reply(body=chat_completion([fenced(BASELINE_ASM)]))

    with ScriptedServer(one_choice) as server:
        model = optimizer(server)
        [samples] = model.generate([Query(make_problem())], n=4)
        assert len(samples) == 4 and all(s.asm == BASELINE_ASM for s in samples)
        assert len(server.seen) == 4
        assert model.honours_n is False
        # later calls go straight to single requests
        model.generate([Query(make_problem())], n=2)
        assert [s.body["n"] for s in server.seen[4:]] == [1, 1]


def test_429_with_retry_after_is_waited_for() -> None:
    with ScriptedServer() as server:
        server.script = [
            Reply(429, {"error": {"message": "slow down"}}, {"Retry-After": "0.3"}),
            Reply(body=chat_completion([fenced(BASELINE_ASM)])),
        ]
        started = time.monotonic()
        [[sample]] = optimizer(server).generate([Query(make_problem())])
        waited = time.monotonic() - started
    assert sample.asm == BASELINE_ASM
    assert sample.usage.retries == 1 and sample.usage.requests == 2
    assert waited >= 0.3  # the client honoured Retry-After rather than its 0.01 s backoff


def test_500_is_retried_then_succeeds() -> None:
    with ScriptedServer() as server:
        server.script = [Reply(500, b"internal error"), Reply(503, b"busy"),
                         Reply(body=chat_completion([fenced(BASELINE_ASM)]))]
        [[sample]] = optimizer(server).generate([Query(make_problem())])
    assert sample.asm == BASELINE_ASM and sample.usage.retries == 2


def test_persistent_500_becomes_a_sample_error_not_an_exception() -> None:
    with ScriptedServer(lambda seen: Reply(500, {"error": {"message": "boom"}})) as server:
        [samples] = optimizer(server, max_retries=2).generate([Query(make_problem())], n=2)
    assert len(samples) == 2 and all(s.asm is None for s in samples)
    assert "gave up after 3 attempts" in (samples[0].error or "")
    assert "HTTP 500: boom" in (samples[0].error or "")
    assert sum(s.usage.requests for s in samples) == 3


def test_timeouts_are_retried_then_reported() -> None:
    slow = Reply(body=chat_completion([fenced(BASELINE_ASM)]), delay_s=1.5)
    with ScriptedServer(lambda seen: slow) as server:
        [[sample]] = optimizer(server, timeout_s=0.2, max_retries=1).generate([Query(make_problem())])
    assert sample.asm is None and "timeout" in (sample.error or "")
    assert sample.usage.requests == 2


def test_timeout_then_success() -> None:
    with ScriptedServer() as server:
        server.script = [Reply(body=chat_completion(["late"]), delay_s=1.0),
                         Reply(body=chat_completion([fenced(BASELINE_ASM)]))]
        [[sample]] = optimizer(server, timeout_s=0.3).generate([Query(make_problem())])
    assert sample.asm == BASELINE_ASM and sample.usage.retries == 1


def test_malformed_json_is_retried_and_named() -> None:
    with ScriptedServer(lambda seen: Reply(200, b'{"choices": [')) as server:
        [[sample]] = optimizer(server, max_retries=1).generate([Query(make_problem())])
    assert sample.asm is None and "malformed JSON" in (sample.error or "")
    assert len(server.seen) == 2


def test_empty_content() -> None:
    with ScriptedServer() as server:
        server.script = [Reply(body=chat_completion([""])), Reply(body=chat_completion([None]))]
        model = optimizer(server)
        [[first]] = model.generate([Query(make_problem())])
        [[second]] = model.generate([Query(make_problem())])
    assert first.asm is None and "empty reply" in (first.error or "")
    assert second.asm is None and "empty reply" in (second.error or "")
    assert len(server.seen) == 2  # an empty answer is the model's answer: not retried


def test_ten_megabyte_reply_is_capped_not_retried() -> None:
    huge = chat_completion(["```asm\n" + "\tnop\n" * 2_000_000 + "```"])
    with ScriptedServer(lambda seen: Reply(body=huge)) as server:
        [[sample]] = optimizer(server).generate([Query(make_problem())])
    assert sample.asm is None and "cap" in (sample.error or "")
    assert len(server.seen) == 1


def test_reply_without_code_block_keeps_the_text() -> None:
    text = "I am sorry, I cannot optimize this program."
    with ScriptedServer() as server:
        server.script = [Reply(body=chat_completion([text]))]
        [[sample]] = optimizer(server).generate([Query(make_problem())])
    assert sample.asm is None and sample.response == text
    assert "no assembly in reply: no code block" in (sample.error or "")


def test_cut_off_reply_says_so() -> None:
    with ScriptedServer() as server:
        server.script = [Reply(body=chat_completion(["Let me think step by step"], finish_reason="length"))]
        [[sample]] = optimizer(server).generate([Query(make_problem())])
    assert "cut off at max_tokens" in (sample.error or "")


def test_client_errors_are_not_retried() -> None:
    with ScriptedServer(lambda seen: Reply(401, {"error": {"message": "invalid api key"}})) as server:
        [[sample]] = optimizer(server).generate([Query(make_problem())])
    assert len(server.seen) == 1
    assert sample.error == "HTTP 401: invalid api key"


def test_concurrency_limit_and_query_order() -> None:
    def echo_problem(seen: Seen) -> Reply:
        prompt = seen.body["messages"][0]["content"]
        pid = prompt.split("/* ")[1].split(" */")[0]
        return Reply(body=chat_completion([fenced(f"main:\n\t# {pid}\n\tret\n")]), delay_s=0.1)

    queries = [Query(make_problem(f"p{i}")) for i in range(8)]
    with ScriptedServer(echo_problem) as server:
        results = optimizer(server, concurrency=2).generate(queries, n=1)
    assert server.max_in_flight <= 2
    assert [r[0].asm for r in results] == [f"main:\n\t# p{i}\n\tret\n" for i in range(8)]


def test_refinement_history_reaches_the_server() -> None:
    from superasm.values import Feedback

    fb = Feedback(asm="main:\n\tbogus\n", status="assemble_error", detail="no such instruction: `bogus'")
    with ScriptedServer() as server:
        server.script = [Reply(body=chat_completion([fenced(BASELINE_ASM)]))]
        optimizer(server).generate([Query(make_problem(), history=[fb], round=1)])
    roles = [m["role"] for m in server.seen[0].body["messages"]]
    assert roles == ["user", "assistant", "user"]
    assert "no such instruction" in server.seen[0].body["messages"][2]["content"]


def test_few_shot_options_from_load_model() -> None:
    pool = [make_problem(f"train{i}", "train") for i in range(4)]
    with ScriptedServer() as server:
        server.script = [Reply(body=chat_completion([fenced(BASELINE_ASM)]))]
        optimizer(server, prompt="c-only", shots=2, few_shot_pool=pool).generate([Query(make_problem())])
    messages = server.seen[0].body["messages"]
    assert [m["role"] for m in messages] == ["user", "assistant", "user", "assistant", "user"]
    assert "Assembly Code:\n\n" not in messages[-1]["content"]


def test_unknown_prompt_variant_is_a_model_error() -> None:
    with pytest.raises(ModelError, match="prompt variant"):
        load_model("openai:tiny", base_url="http://127.0.0.1:1/v1", prompt="bogus")
