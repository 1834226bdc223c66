"""The one on-disk cache: JSON documents under ``~/.cache/superasm/<kind>``, keyed by a digest.

Timing inputs, verification inputs, compiler trials and profiles are expensive to make and
cheap to keep.  Each kind is a :class:`JsonCache`: one directory (``$XDG_CACHE_HOME`` or
``~/.cache``, then ``superasm/<kind>``; ``SUPERASM_CACHE_DIR`` moves them all), one file per
key, written atomically (a temporary file renamed into place, so a reader never sees half a
document and two writers never mix), with the kind's format version inside: a document of
another version is a miss, never a misread.  Keys are :func:`digest` of whatever the value
depends on, as JSON with sorted keys.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from superasm.problem import TestCase


def cache_root() -> Path:
    """Where every kind of cache lives."""
    override = os.environ.get("SUPERASM_CACHE_DIR")
    if override:
        return Path(override).expanduser()
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "superasm"


def default_cache_dir(kind: str) -> Path:
    return cache_root() / kind


def digest(value: Any) -> str:
    """A key for ``value`` (JSON-able; bytes and str hashed as they are)."""
    if isinstance(value, bytes):
        return hashlib.sha256(value).hexdigest()
    if isinstance(value, str):
        return hashlib.sha256(value.encode("utf-8", "surrogateescape")).hexdigest()
    return hashlib.sha256(json.dumps(value, sort_keys=True, default=str).encode()).hexdigest()


def tests_digest(tests: Sequence[TestCase]) -> str:
    """A digest of tests' inputs, outputs and expected exit statuses."""
    h = hashlib.sha256()
    for t in tests:
        h.update(hashlib.sha256(t.input).digest() + hashlib.sha256(t.output).digest()
                 + t.exit_code.to_bytes(4, "little", signed=True))
    return h.hexdigest()


class JsonCache:
    """One kind of cached document (module docstring); ``directory=None`` turns it off."""

    def __init__(self, kind: str, version: int, directory: str | Path | None | bool = True,
                 fan_out: bool = False) -> None:
        if directory is True:
            directory = default_cache_dir(kind)
        self.kind, self.version, self.fan_out = kind, version, fan_out
        self.directory = Path(directory).expanduser() if directory else None

    def path(self, key: str) -> Path | None:
        if self.directory is None:
            return None
        return self.directory / key[:2] / f"{key}.json" if self.fan_out \
            else self.directory / f"{key}.json"

    def get(self, key: str) -> dict[str, Any] | None:
        path = self.path(key)
        if path is None:
            return None
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if not isinstance(data, dict) or data.get("cache_version") != self.version:
            return None
        return data

    def put(self, key: str, data: dict[str, Any]) -> None:
        path = self.path(key)
        if path is None:
            return
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            # a temporary file of this writer's own (processes and threads alike), renamed
            # into place: a reader sees the old document or the new one, never a mix
            fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as out:
                    json.dump({**data, "cache_version": self.version}, out)
                os.replace(tmp, path)
            except BaseException:
                Path(tmp).unlink(missing_ok=True)
                raise
        except OSError:
            pass  # a cache that cannot be written is a cache that misses, not an error


__all__ = ["JsonCache", "cache_root", "default_cache_dir", "digest", "tests_digest"]
