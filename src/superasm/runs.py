"""A run directory: append-only results that survive ``kill -9`` and resume where they stopped.

Files (see docs/architecture.md): ``config.json`` (every setting, versions, git revision),
``problems.jsonl`` (the problems evaluated, so reports need not find the dataset again),
``results.jsonl`` and ``replies.jsonl`` (one JSON object a line, appended, flushed and fsync'ed
as each finishes), ``summary.json`` (rewritten atomically).

A killed run can leave a half-written last line; opening the directory cuts it off, so the next
append starts on a clean line and no completed result is lost or counted twice.
"""

from __future__ import annotations

import json
import os
import subprocess
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from superasm.errors import UserError
from superasm.problem import Problem, save_problems
from superasm.record import ResultRecord, record_from_json, record_to_json

#: settings that must match for a directory to be resumed (others, like --jobs, may change)
RESUME_KEYS = ("dataset", "model", "samples", "rounds", "timing", "clock", "fuzz", "prompt")


class RunDirError(UserError, RuntimeError):
    """The directory holds a different run, or cannot be used; the message says which setting."""


def git_revision() -> str | None:
    try:
        out = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True,
                             timeout=5, cwd=Path(__file__).parent)
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() or None if out.returncode == 0 else None


def _repair_tail(path: Path) -> int:
    """Cut a half-written last line (from a killed process).  Returns bytes removed."""
    if not path.exists() or path.stat().st_size == 0:
        return 0
    with path.open("rb+") as handle:
        handle.seek(0, os.SEEK_END)
        size = handle.tell()
        handle.seek(max(0, size - 1))
        if handle.read(1) == b"\n":
            return 0
        block = min(size, 1 << 20)
        handle.seek(size - block)
        tail = handle.read(block)
        cut = tail.rfind(b"\n")
        new_size = size - block + cut + 1 if cut >= 0 else 0
        handle.truncate(new_size)
        return size - new_size


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    if not path.exists():
        return rows
    with path.open("r", encoding="utf-8") as handle:
        for line in handle:
            line = line.strip()
            if not line:
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError:
                continue  # a torn line from a crash; _repair_tail removes it on open
    return rows


def write_json_atomic(path: Path, data: Any) -> None:
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(data, indent=2, sort_keys=False, default=str) + "\n")
    os.replace(tmp, path)


class RunDir:
    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()

    @property
    def results_path(self) -> Path:
        return self.path / "results.jsonl"

    @property
    def replies_path(self) -> Path:
        return self.path / "replies.jsonl"

    def open(self, config: dict[str, Any], problems: Iterable[Problem] | None = None) -> bool:
        """Create the directory, or check it holds the same run.  True when resuming."""
        self.path.mkdir(parents=True, exist_ok=True)
        config_path = self.path / "config.json"
        resuming = config_path.exists()
        if resuming:
            try:
                previous = json.loads(config_path.read_text())
            except json.JSONDecodeError as exc:
                raise RunDirError(f"{config_path} is not valid JSON: {exc}") from exc
            for key in RESUME_KEYS:
                if previous.get(key) != config.get(key):
                    raise RunDirError(
                        f"{self.path} holds a run with {key}={previous.get(key)!r}, not "
                        f"{config.get(key)!r}; choose another --out to start a new run"
                    )
            config = {**previous, **config, "resumed": int(previous.get("resumed", 0)) + 1}
        for path in (self.results_path, self.replies_path):
            _repair_tail(path)
        write_json_atomic(config_path, config)
        if problems is not None and not (self.path / "problems.jsonl").exists():
            save_problems(problems, self.path / "problems.jsonl")
        return resuming

    def results(self) -> list[ResultRecord]:
        """Every result recorded so far (older schemas converted; see :mod:`superasm.record`)."""
        return [record_from_json(row, f"{self.results_path}: result {i + 1}")
                for i, row in enumerate(read_jsonl(self.results_path))]

    def replies(self) -> list[dict[str, Any]]:
        return read_jsonl(self.replies_path)

    def _append(self, path: Path, record: dict[str, Any]) -> None:
        line = json.dumps(record, ensure_ascii=False, default=str) + "\n"
        with self._lock, path.open("a", encoding="utf-8") as handle:
            handle.write(line)
            handle.flush()
            os.fsync(handle.fileno())

    def append_result(self, record: ResultRecord) -> None:
        self._append(self.results_path, record_to_json(record))

    def append_reply(self, record: dict[str, Any]) -> None:
        self._append(self.replies_path, record)

    def write_summary(self, summary: dict[str, Any]) -> None:
        write_json_atomic(self.path / "summary.json", summary)

    def config(self) -> dict[str, Any]:
        return json.loads((self.path / "config.json").read_text())
