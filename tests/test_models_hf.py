"""``hf:`` on a tiny randomly initialised Qwen2 with a tokenizer trained here."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("torch", reason="torch is not installed (pip install torch)")
pytest.importorskip("transformers", reason="the [llm] extra (transformers) is not installed")

from llm_fixtures import build_tiny_model, make_problem  # noqa: E402

from superasm.models import ModelError, load_model  # noqa: E402
from superasm.models.hf import HFOptimizer  # noqa: E402
from superasm.values import Feedback, Query  # noqa: E402


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_tiny_model(tmp_path_factory.mktemp("tiny-qwen2"))


@pytest.fixture(scope="module")
def optimizer(tiny_model: Path) -> HFOptimizer:
    model = load_model(f"hf:{tiny_model}", max_tokens=12, temperature=1.0, batch_size=3, seed=0)
    assert isinstance(model, HFOptimizer)
    return model


def test_batched_sampling_returns_n_per_query_in_order(optimizer: HFOptimizer) -> None:
    queries = [Query(make_problem("a")), Query(make_problem("bb"))]
    results = optimizer.generate(queries, n=2)
    assert [len(r) for r in results] == [2, 2]
    for samples in results:
        for sample in samples:
            # a random model writes noise: almost surely no assembly, and an error that says so
            assert sample.response is not None
            assert sample.asm is not None or "no assembly" in (sample.error or "")
            assert 0 < sample.usage.completion_tokens <= 12
            assert sample.usage.prompt_tokens > 100
            assert sample.info["batch_rows"] in (1, 3)
    # the two problems' prompts differ by their ids, so their token counts differ
    lengths = {results[0][0].usage.prompt_tokens, results[1][0].usage.prompt_tokens}
    assert len(lengths) == 2


def test_chat_template_is_applied(optimizer: HFOptimizer) -> None:
    text = optimizer.render(Query(make_problem()))
    assert text.startswith("<|im_start|>user\nGiven the following C code")
    assert text.endswith("<|im_start|>assistant\n")
    refined = optimizer.render(
        Query(make_problem(), history=[Feedback(asm="main:\n\tret\n", status="link_error", detail="x")])
    )
    assert refined.count("<|im_start|>") == 4


def test_sampling_varies_and_seed_repeats(tiny_model: Path) -> None:
    def draw(seed: int) -> list[str | None]:
        model = load_model(f"hf:{tiny_model}", max_tokens=8, temperature=1.0, seed=seed)
        return [s.response for s in model.generate([Query(make_problem())], n=3)[0]]

    first = draw(1)
    assert first == draw(1)
    assert len(set(first)) > 1  # three samples at temperature 1 are not all the same


def test_prompt_longer_than_context_is_a_sample_error(tiny_model: Path) -> None:
    model = load_model(f"hf:{tiny_model}", max_tokens=4)
    assert isinstance(model, HFOptimizer)
    model.context = 50
    [[sample]] = model.generate([Query(make_problem())])
    assert sample.asm is None and "context is 50" in (sample.error or "")


def test_missing_model_directory(tmp_path: Path) -> None:
    with pytest.raises(ModelError, match="cannot load"):
        load_model(f"hf:{tmp_path / 'nope'}")
