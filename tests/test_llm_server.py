"""``openai:`` against a real OpenAI-compatible server: ``transformers serve`` with a tiny model.

The model is a randomly initialised Qwen2 with a tokenizer trained here, so nothing is downloaded;
its replies are noise, which is the point: the client must turn them into samples with errors
that say so.  ``transformers serve`` needs ``$HF_HOME/hub`` to exist and samples only because
the tiny model's generation_config.json says ``do_sample: true``.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("httpx", reason="the [llm] extra (httpx) is not installed")
pytest.importorskip("fastapi", reason="transformers serve needs 'transformers[serving]'")
pytest.importorskip("uvicorn", reason="transformers serve needs 'transformers[serving]'")

from llm_fixtures import build_tiny_model, make_problem  # noqa: E402

from superasm.models import Query, load_model  # noqa: E402

STARTUP_S = 120


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _wait_healthy(url: str, process: subprocess.Popen, log: Path) -> None:
    import httpx

    deadline = time.monotonic() + STARTUP_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"transformers serve exited ({process.returncode}):\n{log.read_text()[-3000:]}")
        try:
            if httpx.get(f"{url}/health", timeout=1.0).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.5)
    raise RuntimeError(f"transformers serve not healthy after {STARTUP_S} s:\n{log.read_text()[-3000:]}")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    # the CLI beside this interpreter first: .venv/bin is not on PATH unless activated
    executable = shutil.which("transformers", path=f"{Path(sys.executable).parent}{os.pathsep}"
                                                   f"{os.environ.get('PATH', '')}")
    if executable is None:
        pytest.skip("the transformers CLI is not installed")
    root = tmp_path_factory.mktemp("serve")
    model_dir = build_tiny_model(root / "tiny-qwen2")
    hf_home = root / "hf-home"
    (hf_home / "hub").mkdir(parents=True)
    port = _free_port()
    env = {**os.environ, "HF_HOME": str(hf_home), "HF_HUB_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false"}
    log = root / "serve.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [executable, "serve", str(model_dir), "--host", "127.0.0.1", "--port", str(port),
             "--device", "cpu"],
            stdout=out, stderr=subprocess.STDOUT, env=env, start_new_session=True,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_healthy(url, process, log)
        yield f"{url}/v1", model_dir
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


def test_openai_client_against_transformers_serve(server: tuple[str, Path]) -> None:
    base_url, model_dir = server
    model = load_model(f"openai:{model_dir}", base_url=base_url, max_tokens=16, temperature=1.0,
                       concurrency=2, timeout_s=60, max_retries=1)
    queries = [Query(make_problem("first")), Query(make_problem("second"))]
    results = model.generate(queries, n=3)
    assert [len(r) for r in results] == [3, 3]
    samples = [s for r in results for s in r]
    for sample in samples:
        assert sample.response is not None, sample.error
        assert 0 < sample.usage.completion_tokens <= 16
        # a random model's noise is not assembly; the error says what was wrong
        assert sample.asm is not None or "no assembly in reply" in (sample.error or "")
    assert sum(s.usage.prompt_tokens for s in samples) > 0
    # the server answered with sampling on: six noisy replies are not all identical
    assert len({s.response for s in samples}) > 1
    # transformers serve answers one choice per request, so the client drew the rest separately
    assert model.honours_n in (True, False)
    assert sum(s.usage.requests for s in samples) == (2 if model.honours_n else 6)
