"""The reward service: OpenRLHF's remote reward protocol and the native endpoint, the token,
the bounded queue (503 busy), health and throughput, malformed requests, concurrent clients, the
clients for TRL and VERL, and ``superasm serve-rewards`` itself.

Most tests put a stand-in pool behind the service (verdicts chosen by the candidate's text, an
optional sleep), so they test the service; the last ones run the real harness.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from conftest import double_asm

from superasm.cli import main as cli_main
from superasm.measure import MeasureConfig
from superasm.pool import EvalPool, LocalPool
from superasm.problem import Problem
from superasm.problem import TestCase as Case
from superasm.rewards import RewardConfig, score_replies
from superasm.serve import (
    NUMERIC_PARTS,
    RewardClient,
    RewardServer,
    RewardService,
    ServiceError,
    compute_score,
)
from superasm.verdict import Status, Verdict

TOKEN = "s3cret-token"
PROBLEMS = [Problem(id=i, c_source="", baseline_asm="", tests=[Case("", "")]) for i in ("a", "b")]
CONFIG = RewardConfig.from_options(kind="cgs", alpha=1.0, timing="none")


class StandInPool(EvalPool):
    """Verdicts by the candidate's text: ``wrong`` passes 1 of 2 tests, anything else is
    correct; ``slow`` takes 0.4 s, ``stuck`` 1.5 s.  Counts its evaluations."""

    def __init__(self, size: int = 2) -> None:
        self.size = size
        self.evaluations = 0
        self._lock = threading.Lock()

    def evaluate(self, problem: Problem, asm: str | None, extra_tests: Sequence[Case] = (),
                 *, timing: MeasureConfig | None = None, verify: bool = True) -> Verdict:
        with self._lock:
            self.evaluations += 1
        if asm and "slow" in asm:
            time.sleep(0.4)
        if asm and "stuck" in asm:
            time.sleep(1.5)
        if asm and "wrong" in asm:
            return Verdict(Status.WRONG_OUTPUT, detail=problem.id, tests_passed=1, tests_total=2)
        return Verdict(Status.CORRECT, detail=problem.id, tests_passed=2, tests_total=2)


def fenced(text: str) -> str:
    return f"```assembly\n{text}\n```"


@pytest.fixture
def running() -> Iterator[tuple[RewardServer, StandInPool]]:
    pool = StandInPool()
    server = RewardServer(RewardService(pool, PROBLEMS, CONFIG, token=TOKEN, max_queue=4,
                                        max_body=100_000))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server, pool
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def call(server: RewardServer, path: str, body: Any = None, *, token: str | None = TOKEN,
         raw: bytes | None = None, method: str = "POST",
         headers: dict[str, str] | None = None) -> tuple[int, dict[str, Any], Any]:
    """(status, JSON answer, response headers)."""
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    request = urllib.request.Request(server.url + path, data=data, method=method,
                                     headers=headers or {})
    if token is not None:
        request.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read()), response.headers
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read()), exc.headers


# -- the protocols -------------------------------------------------------------------------------


def test_native_endpoint_returns_each_reward_with_its_verdict(running: Any) -> None:
    server, pool = running
    status, answer, _ = call(server, "/v1/rewards", {
        "problem_ids": ["a", "b", "a", "b"],
        "replies": [fenced("good"), fenced("wrong"), "no code here", None]})
    assert status == 200
    assert answer["rewards"] == [2.0, 0.5, -1.0, -1.0]  # CGS: 1+α·1, pass fraction, -1, -1
    results = answer["results"]
    assert [r["status"] for r in results[:2]] == ["correct", "wrong_output"]
    assert [r["asm_found"] for r in results] == [True, True, False, False]
    assert [r["detail"] for r in results[:2]] == ["a", "b"]  # each scored on its own problem
    assert results[1]["tests_passed"] == 1 and results[1]["tests_total"] == 2
    assert answer["summary"]["correct_rate"] == 0.25
    assert pool.evaluations == 2  # replies without assembly never reach the pool


def test_openrlhf_protocol_scores_the_response_not_the_prompt(running: Any) -> None:
    server, _ = running
    prompt = "Optimize this:\n" + fenced("wrong baseline shown in the prompt") + "\nAnswer:\n"
    body = {"query": [prompt + fenced("good"), prompt + "I give up", "loose\n" + fenced("wrong")],
            "prompts": [prompt, prompt, "a prompt that is not the query's prefix"],
            "labels": ["a", "b", "a"]}
    status, answer, _ = call(server, "/openrlhf", body)
    assert status == 200
    # the prompt's own code block is cut off with the prompt: "I give up" has no assembly
    assert answer["rewards"] == [2.0, -1.0, 0.5]
    assert answer["scores"] == answer["rewards"]
    assert answer["extra_logs"]["asm_found_rate"] == pytest.approx(2 / 3)
    # the older client sends no prompts; /get_reward is OpenRLHF's example server's path
    status, answer, _ = call(server, "/get_reward", {"query": [fenced("x")], "labels": ["b"]})
    assert (status, answer["rewards"]) == (200, [2.0])
    # where the reply could not be told apart from its prompt, the trainer is told how often
    assert answer["extra_logs"]["reply_unlocated_rate"] == 1.0
    status, answer, _ = call(server, "/openrlhf", {
        "query": ["<|im_start|>user\nhi<|im_end|>\n<|im_start|>assistant\n" + fenced("x")],
        "labels": ["a"]})
    assert answer["rewards"] == [2.0] and answer["extra_logs"]["reply_unlocated_rate"] == 0.0


def test_openrlhf_labels_and_queries_must_pair(running: Any) -> None:
    server, _ = running
    status, answer, _ = call(server, "/openrlhf", {"query": ["x", "y"], "labels": ["a"]})
    assert status == 400 and "2 queries but 1 labels" in answer["error"]


# -- authentication ------------------------------------------------------------------------------


def test_scoring_needs_the_token_and_health_does_not(running: Any) -> None:
    server, pool = running
    body = {"problem_ids": ["a"], "replies": [fenced("x")]}
    for token in (None, "wrong-token", ""):
        status, answer, headers = call(server, "/v1/rewards", body, token=token)
        assert status == 401 and "token" in answer["error"]
        assert headers["WWW-Authenticate"].startswith("Bearer")
    status, _, _ = call(server, "/v1/rewards", body, token=None,
                        headers={"Authorization": f"Basic {TOKEN}"})
    assert status == 401
    assert pool.evaluations == 0
    # a client that cannot set a header (OpenRLHF) may put the token in the URL
    status, answer, _ = call(server, f"/openrlhf?token={TOKEN}",
                             {"query": [fenced("x")], "labels": ["a"]}, token=None)
    assert (status, answer["rewards"]) == (200, [2.0])
    status, health, _ = call(server, "/health", method="GET", token=None)
    assert status == 200 and health["unauthorized"] == 4 and health["status"] == "ok"


def test_the_token_never_reaches_a_log_or_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    """The token sent every way the service accepts it (the header, ``?token=``, after another
    parameter, a percent-encoded name), wrong, to an unknown endpoint and in a malformed request
    line: the verbose access and error log and every error body hold ``<redacted>`` instead."""
    server = RewardServer(RewardService(StandInPool(), PROBLEMS, CONFIG, token=TOKEN),
                          verbose=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    body = {"query": [fenced("x")], "labels": ["a"]}
    answers = []
    try:
        answers.append(call(server, "/openrlhf", body))
        for query in (f"?token={TOKEN}", f"?x=1&token={TOKEN}", f"?%74oken={TOKEN}",
                      f"?token={TOKEN}-but-wrong"):
            answers.append(call(server, "/openrlhf" + query, body, token=None))
        answers.append(call(server, f"/nowhere?token={TOKEN}", body, token=None))
        answers.append(call(server, f"/health?token={TOKEN}", method="GET", token=None))
        answers.append(call(server, f"/v1/rewards?token={TOKEN}", raw=b"{broken", token=None))
        with socket.create_connection(server.server_address[:2], timeout=10) as conn:
            conn.sendall(f"POST /openrlhf?token={TOKEN} HTTP/1.1 extra\r\n\r\n".encode())
            conn.recv(65536)
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
    assert [a[0] for a in answers] == [200, 200, 200, 200, 401, 404, 200, 400]
    log = capsys.readouterr().err
    assert log.count("POST /openrlhf") >= 5, log  # the log was written at all
    assert TOKEN not in log and "<redacted>" in log, log
    assert "Bad request version" in log  # the malformed line is logged, redacted
    assert not any(TOKEN in json.dumps(answer) for _, answer, _ in answers)


def test_a_service_without_a_token_does_not_start() -> None:
    with pytest.raises(ServiceError, match="token"):
        RewardService(StandInPool(), PROBLEMS, CONFIG, token="")


# -- malformed requests --------------------------------------------------------------------------


@pytest.mark.parametrize(("path", "raw", "status", "message"), [
    ("/v1/rewards", b"{not json", 400, "not JSON"),
    ("/v1/rewards", b"\xff\xfe", 400, "not JSON"),
    ("/v1/rewards", b"[1, 2]", 400, "JSON object"),
    ("/v1/rewards", b'{"replies": ["x"]}', 400, "'problem_ids' must be a list"),
    ("/v1/rewards", b'{"problem_ids": ["a"], "replies": [3]}', 400, "'replies'[0]"),
    ("/v1/rewards", b'{"problem_ids": ["a", "b"], "replies": ["x"]}', 400, "2 problem ids but 1"),
    ("/v1/rewards", b'{"problem_ids": ["zz"], "replies": ["x"]}', 400, "unknown problem id"),
    ("/openrlhf", b'{"query": ["x"]}', 400, "'labels'"),
    ("/openrlhf", b'{"query": "x", "labels": ["a"]}', 400, "'query' must be a list"),
    ("/openrlhf", b'{"query": ["x"], "prompts": [], "labels": ["a"]}', 400, "1 queries but 0"),
    ("/v1/rewards", b'{"problem_ids": ["a"], "replies": ["' + b"x" * 100_000 + b'"]}', 413,
     "at most"),
    ("/v2/whatever", b"{}", 404, "no endpoint"),
])
def test_malformed_requests_get_a_message_and_the_service_goes_on(
    running: Any, path: str, raw: bytes, status: int, message: str
) -> None:
    server, pool = running
    got, answer, _ = call(server, path, raw=raw, headers={"Content-Type": "application/json"})
    assert got == status and message in answer["error"], answer
    assert pool.evaluations == 0
    ok, answer, _ = call(server, "/v1/rewards", {"problem_ids": ["a"], "replies": [fenced("x")]})
    assert (ok, answer["rewards"]) == (200, [2.0])


def test_wrong_method_and_missing_length(running: Any) -> None:
    server, _ = running
    status, answer, _ = call(server, "/v1/rewards", method="GET")
    assert status == 405 and "POST" in answer["error"]
    with socket.create_connection(server.server_address[:2], timeout=10) as conn:
        conn.sendall(f"POST /v1/rewards HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {TOKEN}"
                     "\r\n\r\n".encode())
        reply = conn.recv(65536).decode()
    assert reply.startswith("HTTP/1.1 411") and "Content-Length" in reply
    assert call(server, "/health", method="GET")[1]["bad_requests"] == 2


# -- load ----------------------------------------------------------------------------------------


def test_a_full_queue_answers_busy_at_once(running: Any) -> None:
    server, _ = running  # max_queue 4
    slow = {"problem_ids": ["a"] * 3, "replies": [fenced("stuck")] * 3}
    first: list[Any] = []
    thread = threading.Thread(target=lambda: first.append(call(server, "/v1/rewards", slow)))
    thread.start()
    deadline = time.monotonic() + 10
    while call(server, "/health", method="GET")[1]["in_flight"] < 3:
        assert time.monotonic() < deadline
        time.sleep(0.01)
    started = time.monotonic()
    status, answer, headers = call(server, "/v1/rewards", slow)
    assert status == 503 and "busy" in answer["error"] and headers["Retry-After"] == "1"
    assert time.monotonic() - started < 1.0, "busy is said at once, not after waiting"
    # one sample still fits beside the three
    status, answer, _ = call(server, "/v1/rewards", {"problem_ids": ["b"], "replies": ["x"]})
    assert status == 200
    too_big = {"problem_ids": ["a"] * 5, "replies": ["x"] * 5}
    status, answer, _ = call(server, "/v1/rewards", too_big)
    assert status == 413 and "split the batch" in answer["error"]
    thread.join()
    assert first[0][0] == 200 and first[0][1]["rewards"] == [2.0] * 3
    health = call(server, "/health", method="GET")[1]
    assert health["busy_rejections"] == 1 and health["in_flight"] == 0


def test_concurrent_clients_each_get_their_own_answers(running: Any) -> None:
    server, pool = running
    answers: dict[int, Any] = {}

    def client(i: int) -> None:
        replies = [fenced(f"slow {i}"), fenced(f"wrong {i}")]
        answers[i] = RewardClient(server.url, TOKEN).score(["a", "b"], replies)

    threads = [threading.Thread(target=client, args=(i,)) for i in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    # six requests of two samples through a queue of four: some were told busy and retried
    assert sorted(answers) == list(range(6))
    for results in answers.values():
        assert [r["score"] for r in results] == [2.0, 0.5]
        assert [r["detail"] for r in results] == ["a", "b"]
    assert pool.evaluations == 12  # each sample judged once, retries included
    health = call(server, "/health", method="GET")[1]
    assert health["rewards"] == 12 and health["requests"] == 6
    assert health["rewards_per_minute"] > 0 and health["mean_seconds_per_request"] > 0


# -- clients for trainers ------------------------------------------------------------------------


def test_verl_and_trl_clients(running: Any) -> None:
    server, _ = running
    record = json.dumps({"id": "b", "c_source": "", "baseline_asm": ""})
    for ground_truth in ("a", record):
        parts = compute_score("superasm", fenced("x"), ground_truth, None, url=server.url,
                              token=TOKEN)
        assert set(parts) == set(NUMERIC_PARTS) and parts["score"] == 2.0
    rewards = RewardClient(server.url, TOKEN).trl_reward(
        prompts=["p", "p"], completions=[[{"role": "assistant", "content": fenced("wrong")}],
                                         "no code"], problem_id=["a", "b"])
    assert rewards == [0.5, -1.0]
    with pytest.raises(ValueError, match="401"):
        RewardClient(server.url, "bad").score(["a"], ["x"])


def test_each_result_has_its_own_seconds_beside_the_batch_s(running: Any) -> None:
    """A slow candidate's seconds are its own; a quick one beside it does not inherit them, and
    every result says the whole batch's time as well."""
    server, _ = running  # two workers
    status, answer, _ = call(server, "/v1/rewards", {
        "problem_ids": ["a", "b", "a", "b"],
        "replies": [fenced("slow"), fenced("good"), fenced("good"), "no code"]})
    assert status == 200
    results = answer["results"]
    slow, quick, later, unusable = (r["seconds"] for r in results)
    batch = {r["batch_seconds"] for r in results}
    assert len(batch) == 1 and batch.pop() >= slow >= 0.4  # the stand-in sleeps 0.4 s
    assert quick < slow and later < slow
    assert unusable == 0.0  # nothing ran for a reply without assembly


# -- the real harness ----------------------------------------------------------------------------


@pytest.mark.needs_bwrap
def test_the_service_computes_what_score_replies_computes(double_problem: Problem) -> None:
    replies = [fenced(double_problem.baseline_asm), fenced("not assembly"), "prose",
               fenced(double_asm("    addl $1, %esi\n"))]  # x+1: right for x = 1 only
    with LocalPool(CONFIG.harness) as pool:
        direct = score_replies(pool, [double_problem] * 4, replies, CONFIG)
        server = RewardServer(RewardService(pool, [double_problem], CONFIG, token=TOKEN))
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            status, answer, _ = call(server, "/v1/rewards", {"problem_ids": ["double"] * 4,
                                                             "replies": replies})
        finally:
            server.shutdown()
            server.server_close()
    assert status == 200
    assert answer["rewards"] == [r.score for r in direct]
    assert [r["status"] for r in answer["results"]] == [r.status for r in direct]
    assert [r.status for r in direct][0] == "correct" and direct[3].status == "wrong_output"
    assert direct[1].score == direct[2].score == -1.0 and direct[3].score == 0.25


def test_serve_rewards_without_a_token_is_a_one_line_error(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("SUPERASM_REWARD_TOKEN", raising=False)
    assert cli_main(["serve-rewards", "--dataset", "examples"]) == 2
    assert "a token is required" in capsys.readouterr().err
    empty = tmp_path / "token"
    empty.write_text("\n")
    assert cli_main(["serve-rewards", "--dataset", "examples", "--token-file", str(empty)]) == 2
    assert "is empty" in capsys.readouterr().err


def _stop(process: subprocess.Popen[str]) -> None:
    """SIGTERM, then SIGKILL: however a test ends, the process it started ends with it."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=30)


@pytest.mark.needs_bwrap
def test_serve_rewards_command(tmp_path: Path) -> None:
    """The command serves, logs without the token (--verbose), and stops cleanly on SIGTERM,
    which reaches it where SIGINT does not (a background job)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    token_file = tmp_path / "token"
    token_file.write_text(TOKEN + "\n")
    log = tmp_path / "stderr.log"
    with log.open("w") as sink:
        process = subprocess.Popen(
            [sys.executable, "-m", "superasm", "serve-rewards", "--dataset", "examples",
             "--port", str(port), "--token-file", str(token_file), "--timing", "none",
             "--verbose"], stdin=subprocess.DEVNULL, stderr=sink, text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"})
    try:
        deadline = time.monotonic() + 120
        while "serving" not in log.read_text():  # a warning may come first
            assert process.poll() is None, log.read_text()  # not ended before it listens
            assert time.monotonic() < deadline, log.read_text()
            time.sleep(0.1)
        assert f"127.0.0.1:{port}" in log.read_text()
        client = RewardClient(f"http://127.0.0.1:{port}", TOKEN)
        results = client.score(["collatz", "sieve"], ["no code", fenced("nonsense here")])
        assert [r["score"] for r in results] == [-1.0, -1.0]
        assert results[1]["status"] == "assemble_error"
        request = urllib.request.Request(
            f"http://127.0.0.1:{port}/openrlhf?token={TOKEN}", method="POST",
            data=json.dumps({"query": ["no code"], "labels": ["collatz"]}).encode())
        with urllib.request.urlopen(request, timeout=60) as response:
            assert json.loads(response.read())["rewards"] == [-1.0]
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=60) == 0
    finally:
        _stop(process)
    text = log.read_text()
    assert "reward service stopped" in text and "POST /openrlhf" in text
    assert TOKEN not in text and "token=<redacted>" in text
