"""Timing inputs kept between runs: :class:`superasm.cache.JsonCache` of kind ``bench``
(``~/.cache/superasm/bench``), keyed by the source, the baseline, the tests, the settings, the
machine and a user's files, so a re-run is cheap."""

from __future__ import annotations

from dataclasses import asdict
from pathlib import Path
from typing import Any

from superasm.cache import JsonCache, digest, tests_digest
from superasm.cache import default_cache_dir as cache_dir_of
from superasm.datasets.scale.report import BenchInput, BenchReport
from superasm.datasets.scale.settings import CACHE_VERSION, ScaleConfig
from superasm.problem import Problem, TestCase, decode_bytes
from superasm.toolchain import machine_fingerprint

KIND = "bench"


def default_cache_dir() -> Path:
    """Where timing inputs are kept (:func:`superasm.cache.default_cache_dir` of this kind)."""
    return cache_dir_of(KIND)


def cache_key(problem: Problem, config: ScaleConfig, user_dir: str | Path | None = None) -> str:
    """What the timing inputs depend on: the program, its tests, the settings, the machine
    (a time target means something only on the machine that measured it), and a user's files."""
    key: dict[str, Any] = {
        "version": CACHE_VERSION, "id": problem.id, "source": digest(problem.c_source),
        "baseline": digest(problem.baseline_asm), "tests": tests_digest(problem.tests),
        "hidden": tests_digest(problem.hidden_tests), "config": asdict(config),
        "machine": machine_fingerprint()}
    if user_dir is not None:
        folder = Path(user_dir)
        key["user"] = sorted((str(p.relative_to(folder)), digest(p.read_bytes()))
                             for p in folder.rglob("*") if p.is_file())
    return digest(key)


class BenchCache:
    """One problem's timing inputs and their report a document; ``directory``: ``True`` for the
    standard place, ``None`` turns the cache off."""

    def __init__(self, directory: str | Path | None | bool = True) -> None:
        self.store = JsonCache(KIND, CACHE_VERSION, directory)

    @property
    def directory(self) -> Path | None:
        return self.store.directory

    def get(self, key: str) -> tuple[list[TestCase], BenchReport] | None:
        data = self.store.get(key)
        if data is None:
            return None
        try:
            tests = _tests_from_json(data["bench_tests"])
            report = BenchReport(**{**data["report"], "inputs": [
                BenchInput(**i) for i in data["report"]["inputs"]]})
        except (ValueError, KeyError, TypeError):
            return None
        report.cached = True
        return tests, report

    def put(self, key: str, tests: list[TestCase], report: BenchReport) -> None:
        self.store.put(key, {"bench_tests": [t.to_dict() for t in tests],
                             "report": {**asdict(report), "cached": False}})


def _tests_from_json(items: list[dict[str, Any]]) -> list[TestCase]:
    return [TestCase(decode_bytes(i["input"], "bench input"), decode_bytes(i["output"], "bench"),
                     i.get("name", ""), i.get("exit_code", 0)) for i in items]
