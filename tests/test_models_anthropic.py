"""``anthropic:`` against a scripted server speaking the Messages API on 127.0.0.1."""

from __future__ import annotations

import pytest

pytest.importorskip("httpx", reason="the [llm] extra (httpx) is not installed")

from llm_fixtures import BASELINE_ASM, Reply, ScriptedServer, Seen, fenced, make_problem  # noqa: E402

from superasm.models import ModelError, load_model  # noqa: E402
from superasm.models.anthropic import AnthropicOptimizer, messages_request  # noqa: E402
from superasm.values import Feedback, Query  # noqa: E402

FAST = {"backoff_s": 0.01, "max_backoff_s": 0.05}


def message(text: str, stop: str = "end_turn", thinking: str | None = None) -> dict:
    content = [{"type": "thinking", "thinking": thinking}] if thinking else []
    content.append({"type": "text", "text": text})
    return {
        "id": "msg_test", "type": "message", "role": "assistant", "model": "claude-test",
        "content": content, "stop_reason": stop,
        "usage": {"input_tokens": 1200, "output_tokens": 400},
    }


def test_messages_api_request_shape(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", "ak-test")
    with ScriptedServer(lambda seen: Reply(body=message(fenced(BASELINE_ASM)))) as server:
        model = load_model("anthropic:claude-3-7-sonnet-20250219", base_url=server.url,
                           temperature=1.7, max_tokens=2048, **FAST)
        assert isinstance(model, AnthropicOptimizer)
        [samples] = model.generate([Query(make_problem())], n=3)
    assert len(server.seen) == 3  # no n in the Messages API: one request per sample
    seen = server.seen[0]
    assert seen.path == "/v1/messages"
    assert seen.headers["x-api-key"] == "ak-test"
    assert seen.headers["anthropic-version"] == "2023-06-01"
    assert seen.body["max_tokens"] == 2048
    assert seen.body["temperature"] == 1.0  # clamped into Anthropic's 0..1
    assert seen.body["messages"][0]["role"] == "user"
    assert "n" not in seen.body and "system" not in seen.body
    assert all(s.asm == BASELINE_ASM for s in samples)
    assert samples[0].usage.prompt_tokens == 1200 and samples[0].usage.completion_tokens == 400
    assert samples[0].usage.cost_usd == pytest.approx((1200 * 3 + 400 * 15) / 1e6)


def test_thinking_blocks_are_not_the_answer() -> None:
    reply = message(fenced(BASELINE_ASM), thinking="```asm\nmain:\n\tud2\n```")
    with ScriptedServer(lambda seen: Reply(body=reply)) as server:
        [[sample]] = load_model("anthropic:claude-test", base_url=server.url, **FAST).generate(
            [Query(make_problem())]
        )
    assert sample.asm == BASELINE_ASM


def test_overloaded_529_and_429_are_retried() -> None:
    with ScriptedServer() as server:
        server.script = [
            Reply(529, {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}),
            Reply(429, {"type": "error", "error": {"type": "rate_limit_error", "message": "slow"}},
                  {"retry-after": "0"}),
            Reply(body=message(fenced(BASELINE_ASM))),
        ]
        [[sample]] = load_model("anthropic:claude-test", base_url=server.url, **FAST).generate(
            [Query(make_problem())]
        )
    assert sample.asm == BASELINE_ASM and sample.usage.retries == 2


def test_bad_request_is_reported_with_the_api_message() -> None:
    error = {"type": "error", "error": {"type": "invalid_request_error", "message": "max_tokens: too large"}}
    with ScriptedServer(lambda seen: Reply(400, error)) as server:
        [[sample]] = load_model("anthropic:claude-test", base_url=server.url, **FAST).generate(
            [Query(make_problem())]
        )
    assert sample.asm is None and sample.error == "HTTP 400: max_tokens: too large"
    assert len(server.seen) == 1


def test_max_tokens_stop_is_reported_as_cut_off() -> None:
    with ScriptedServer(lambda seen: Reply(body=message("thinking aloud", stop="max_tokens"))) as server:
        [[sample]] = load_model("anthropic:claude-test", base_url=server.url, **FAST).generate(
            [Query(make_problem())]
        )
    assert sample.info["finish_reason"] == "length"
    assert "cut off" in (sample.error or "")


def test_refinement_turns_alternate(monkeypatch: pytest.MonkeyPatch) -> None:
    fb = Feedback(asm=BASELINE_ASM, status="correct", speedup=1.02, speedup_ci=(0.99, 1.05))

    def check(seen: Seen) -> Reply:
        roles = [m["role"] for m in seen.body["messages"]]
        assert roles == ["user", "assistant", "user"]
        return Reply(body=message(fenced(BASELINE_ASM)))

    with ScriptedServer(check) as server:
        [[sample]] = load_model("anthropic:claude-test", base_url=server.url, **FAST).generate(
            [Query(make_problem(), history=[fb], round=1)]
        )
    assert sample.error is None
    assert "1.020x" in server.seen[0].body["messages"][2]["content"]


def test_system_turn_goes_to_top_level_field() -> None:
    body = messages_request("m", [{"role": "system", "content": "be fast"},
                                  {"role": "user", "content": "hi"}], 10)
    assert body["system"] == "be fast"
    assert body["messages"] == [{"role": "user", "content": "hi"}]


def test_missing_key_for_the_real_api(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    with pytest.raises(ModelError, match="ANTHROPIC_API_KEY"):
        load_model("anthropic:claude-3-7-sonnet-latest")
