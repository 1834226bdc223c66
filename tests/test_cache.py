"""The one on-disk cache (superasm.cache): one directory rule, one digest, versioned, atomic; and
the four kinds of cached document that stand on it."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from superasm.cache import JsonCache, cache_root, default_cache_dir, digest
from superasm.cache import tests_digest as digest_of_tests
from superasm.datasets.scale import BenchCache
from superasm.models.trial_cache import TrialCache
from superasm.problem import ANY_NONZERO_EXIT, TestCase
from superasm.profile import ProfileCache


def test_one_directory_rule_for_every_kind(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.delenv("SUPERASM_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache_root() == tmp_path / "xdg" / "superasm"
    assert default_cache_dir("trials") == tmp_path / "xdg" / "superasm" / "trials"
    monkeypatch.setenv("SUPERASM_CACHE_DIR", str(tmp_path / "elsewhere"))
    assert default_cache_dir("bench") == tmp_path / "elsewhere" / "bench"
    # every cache made with the standard place lands there, each in its own folder
    assert TrialCache(True).directory == tmp_path / "elsewhere" / "trials"
    assert ProfileCache(True).directory == tmp_path / "elsewhere" / "profiles"
    assert JsonCache("verify", 1).directory == tmp_path / "elsewhere" / "verify"
    assert BenchCache().directory is not None
    assert BenchCache().directory.parent == tmp_path / "elsewhere"


def test_digest_is_of_the_value_not_its_spelling() -> None:
    assert digest({"a": 1, "b": [2, 3]}) == digest({"b": [2, 3], "a": 1})
    assert digest({"a": 1}) != digest({"a": 2})
    assert digest("text") == digest(b"text")
    assert len(digest("x")) == 64


def test_tests_digest_covers_inputs_outputs_and_exit_status() -> None:
    base = [TestCase(b"1\n", b"2\n")]
    assert digest_of_tests(base) != digest_of_tests([TestCase(b"1\n", b"3\n")])
    assert digest_of_tests(base) != digest_of_tests([TestCase(b"2\n", b"2\n")])
    # a test that expects any non-zero exit (-1) digests, and differs from exit 1 and 0
    nonzero = digest_of_tests([TestCase(b"1\n", b"2\n", exit_code=ANY_NONZERO_EXIT)])
    assert nonzero not in (digest_of_tests(base), digest_of_tests([TestCase(b"1\n", b"2\n",
                                                                      exit_code=1)]))


def test_versioned_round_trip_and_misses(tmp_path: Path) -> None:
    cache = JsonCache("kind", 2, tmp_path)
    assert cache.get("k") is None
    cache.put("k", {"answer": 42})
    assert cache.get("k") == {"answer": 42, "cache_version": 2}
    # another version is a miss, never a misread
    assert JsonCache("kind", 3, tmp_path).get("k") is None
    # a damaged document is a miss too, and is rewritten by the next put
    path = cache.path("k")
    assert path is not None
    path.write_text("{not json")
    assert cache.get("k") is None
    cache.put("k", {"answer": 43})
    assert cache.get("k") == {"answer": 43, "cache_version": 2}
    # off: nothing read, nothing written
    off = JsonCache("kind", 2, None)
    off.put("k", {"x": 1})
    assert off.get("k") is None and off.path("k") is None


def test_fan_out_keeps_folders_small(tmp_path: Path) -> None:
    cache = JsonCache("trials", 1, tmp_path, fan_out=True)
    key = digest("something")
    cache.put(key, {"v": 1})
    assert (tmp_path / key[:2] / f"{key}.json").is_file()


def test_writes_are_atomic_under_concurrent_writers(tmp_path: Path) -> None:
    """Readers never see half a document while writers race on the same key."""
    cache = JsonCache("kind", 1, tmp_path)
    big = {"payload": "x" * 200_000}
    cache.put("k", big)
    seen: list[object] = []
    stop = threading.Event()

    def write() -> None:
        while not stop.is_set():
            cache.put("k", big)

    def read() -> None:
        for _ in range(200):
            seen.append(cache.get("k"))

    writers = [threading.Thread(target=write) for _ in range(2)]
    for w in writers:
        w.start()
    try:
        read()
    finally:
        stop.set()
        for w in writers:
            w.join()
    assert all(s == {**big, "cache_version": 1} for s in seen)
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_an_unwritable_cache_misses_instead_of_failing(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    cache = JsonCache("kind", 1, blocker / "sub")
    cache.put("k", {"v": 1})  # no exception
    assert cache.get("k") is None


@pytest.mark.parametrize("make", [lambda d: TrialCache(d), lambda d: JsonCache("verify", 3, d)])
def test_the_kinds_share_the_format(tmp_path: Path, make) -> None:
    cache = make(tmp_path)
    cache.put(digest("key"), {"result": {"status": "correct"}})
    files = list(tmp_path.rglob("*.json"))
    assert len(files) == 1
    assert json.loads(files[0].read_text())["result"] == {"status": "correct"}
