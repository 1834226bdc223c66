"""The optimizer interface: a backend that implements nothing is refused (it used to hang), the
abstract parts of the compiler search and the HTTP backends, and option typos named."""

from __future__ import annotations

import argparse

import pytest

from superasm.cli.eval_cmd import add_model_arguments
from superasm.models import load_model
from superasm.models.base import MODEL_OPTIONS, SHARED_OPTIONS, ModelError, Optimizer
from superasm.models.compiler_search import CompilerSearch
from superasm.models.llm_common import HttpChatOptimizer
from superasm.values import Query, Sample


def test_a_bare_optimizer_is_refused_not_a_hang() -> None:
    class Bare(Optimizer):
        pass

    with pytest.raises(TypeError, match="Bare: an Optimizer must implement generate or agenerate"):
        Bare()


def test_either_generate_or_agenerate_is_enough() -> None:
    class Sync(Optimizer):
        def generate(self, queries: list[Query], n: int = 1) -> list[list[Sample]]:
            return [[Sample(asm="s")] * n for _ in queries]

    class Async(Optimizer):
        async def agenerate(self, queries: list[Query], n: int = 1) -> list[list[Sample]]:
            return [[Sample(asm="a")] * n for _ in queries]

    assert Sync().generate([], 2) == []
    assert [s.asm for s in Async().generate([object()], 2)[0]] == ["a", "a"]  # type: ignore[list-item]


def test_a_search_or_http_backend_without_its_abstract_parts_cannot_be_made() -> None:
    class NoSearch(CompilerSearch):
        pass

    class NoHeaders(HttpChatOptimizer):
        pass

    with pytest.raises(TypeError, match="abstract method.*optimize"):
        NoSearch()  # type: ignore[abstract]
    with pytest.raises(TypeError, match="abstract method.*headers"):
        NoHeaders("m", "http://x", {})  # type: ignore[abstract]


@pytest.mark.parametrize(("spec", "option", "hint"), [
    ("portfolio", "budget", "budget_s"),
    ("tune", "cache_dri", "cache_dir"),
    ("baseline", "unsafe_math", None),
    ("replay:/dev/null", "shot", "shots"),
])
def test_a_misspelled_option_is_an_error_naming_it(spec: str, option: str,
                                                   hint: str | None) -> None:
    with pytest.raises(ModelError, match=f"unknown option '{option}'") as caught:
        load_model(spec, **{option: 1})
    if hint:
        assert f"did you mean '{hint}'" in str(caught.value)


def test_a_misspelled_option_of_an_http_backend(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("httpx")
    with pytest.raises(ModelError, match="unknown option 'temprature'.*'temperature'"):
        load_model("openai:m", base_url="http://127.0.0.1:9/v1", temprature=0.2)


def test_options_every_backend_is_given_are_dropped_where_unused() -> None:
    model = load_model("baseline", prompt="paper", shots=0, temperature=0.7, budget_s=3)
    assert model.spec == "baseline"


def test_a_search_constructed_directly_rejects_a_typo() -> None:
    from superasm.models.portfolio import PortfolioOptimizer

    with pytest.raises(TypeError, match="budget"):
        PortfolioOptimizer("gcc-O2", cache_dir=None, budget=3)  # type: ignore[call-arg]


def test_the_model_options_are_declared_once() -> None:
    """The command line's model flags are made from MODEL_OPTIONS, and every backend accepts
    them (a backend ignores those it has no use for)."""
    parser = argparse.ArgumentParser()
    add_model_arguments(parser)
    dests = {action.dest for action in parser._actions} - {"help", "quick"}
    assert dests == {option.name for option in MODEL_OPTIONS}
    assert dests <= SHARED_OPTIONS
    load_model("baseline", **{option.name: option.default for option in MODEL_OPTIONS})
