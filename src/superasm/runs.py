"""A run directory: append-only results that survive ``kill -9`` and resume where they stopped.

This module is the only reader and writer of a run directory (search, eval and reports all go
through :class:`RunDir`).  Files (see docs/architecture.md): ``config.json`` (every setting,
versions, git revision, the machine), ``problems.jsonl`` (the problems evaluated, so reports need
not find the dataset again), ``results.jsonl`` and ``replies.jsonl`` (one JSON object a line,
appended, flushed and fsync'ed as each finishes), ``summary.json`` (rewritten atomically).

Reading is strict: a line that is not JSON, not UTF-8 or not a result is an error naming the
file and line.  There is one tolerance, and it is documented because it is the only one: a
process killed mid-append leaves a half-written *last* line (every earlier line was fsync'ed
whole).  Opening the directory for a run cuts it off, so the next append starts on a clean line
and no completed result is lost or counted twice; a reader that finds one skips it and says so.

A run is resumed only with the settings that decide its results (:data:`RESUME_KEYS`) and, when
it is timed, only on the machine that started it: timings from two machines are not one run
(pyperf refuses to merge runs whose machine metadata differ).
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
from superasm.problem import Problem, load_problems, save_problems
from superasm.record import ResultRecord, record_from_json, record_to_json
from superasm.values import Reply

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


def read_jsonl(path: Path, warnings: list[str] | None = None) -> list[tuple[int, Any]]:
    """Every line of a JSONL file as (line number, value), strictly: a line that is not UTF-8 or
    not JSON is a :class:`RunDirError` naming the file and line, except a torn last line (no
    newline after it: a kill mid-append), which is skipped with a note in ``warnings``."""
    if not path.exists():
        return []
    data = path.read_bytes()
    lines = data.split(b"\n")
    rows: list[tuple[int, Any]] = []
    for lineno, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        torn = lineno == len(lines)  # only the last piece can lack its newline
        try:
            rows.append((lineno, json.loads(raw.decode("utf-8"))))
        except (UnicodeDecodeError, ValueError, RecursionError) as exc:
            reason = ("not UTF-8 text" if isinstance(exc, UnicodeDecodeError) else
                      "nested too deeply" if isinstance(exc, RecursionError) else
                      f"not valid JSON at column {exc.pos + 1} ({exc.msg})"
                      if isinstance(exc, json.JSONDecodeError) else f"not valid JSON ({exc})")
            if torn:
                if warnings is not None:
                    warnings.append(f"{path.name}: skipped a torn last line {lineno} (a run killed "
                                    "mid-write; opening the run again removes it)")
                continue
            raise RunDirError(f"{path}:{lineno}: {reason}") from None
    return rows


def write_json_atomic(path: Path, data: Any) -> None:
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(data, indent=2, sort_keys=False, default=str) + "\n")
    os.replace(tmp, path)


class RunDir:
    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()
        self._summary: dict[str, Any] | None = None

    @property
    def results_path(self) -> Path:
        return self.path / "results.jsonl"

    @property
    def replies_path(self) -> Path:
        return self.path / "replies.jsonl"

    def open(self, config: dict[str, Any], problems: Iterable[Problem] | None = None,
             allow_other_machine: bool = False) -> bool:
        """Create the directory, or check it holds the same run.  True when resuming.

        A timed run is resumed only on the machine that started it (``versions.machine`` in
        config.json); ``allow_other_machine`` overrides that for a caller that knows better."""
        previous = self.check(config, allow_other_machine)
        self.path.mkdir(parents=True, exist_ok=True)
        config_path = self.path / "config.json"
        resuming = previous is not None
        if previous is not None:
            config = {**previous, **config, "resumed": _int(previous.get("resumed")) + 1}
        for path in (self.results_path, self.replies_path):
            _repair_tail(path)
        write_json_atomic(config_path, config)
        if problems is not None and not (self.path / "problems.jsonl").exists():
            save_problems(problems, self.path / "problems.jsonl")
        return resuming

    def check(self, config: dict[str, Any], allow_other_machine: bool = False
              ) -> dict[str, Any] | None:
        """What :meth:`open` checks, writing nothing: a :class:`RunDirError` when the directory
        holds another run (or a timed one from another machine), so a caller can refuse it
        before making anything for the run.  The recorded config when it would resume."""
        if not (self.path / "config.json").exists():
            return None
        previous = self.config()
        for key in RESUME_KEYS:
            if previous.get(key) != config.get(key):
                raise RunDirError(
                    f"{self.path} holds a run with {key}={previous.get(key)!r}, not "
                    f"{config.get(key)!r}; choose another --out to start a new run"
                )
        if not allow_other_machine:
            _check_machine(self.path, previous, config)
        return previous

    def problems(self) -> list[Problem] | None:
        """The problems the run evaluated (problems.jsonl), or None when it has no copy."""
        path = self.path / "problems.jsonl"
        return load_problems(path) if path.exists() else None

    def results(self, warnings: list[str] | None = None) -> list[ResultRecord]:
        """Every result recorded so far, in file order (older schemas converted; see
        :mod:`superasm.record`); strict, but for a torn last line (see the module's doc)."""
        return [record_from_json(row, f"{self.results_path}:{lineno}")
                for lineno, row in read_jsonl(self.results_path, warnings)]

    def replies(self, warnings: list[str] | None = None) -> list[Reply]:
        """Every reply recorded so far.  A reply's sample is checked as it is read (an ``asm``
        that is not text becomes an error sample, judged like any bad reply), so a bad reply
        stored by an older superasm never stops a resume; a line that names no (problem,
        round, sample) was not written by superasm and is an error naming it."""
        replies = []
        for lineno, row in read_jsonl(self.replies_path, warnings):
            reply = Reply.from_json(row)
            if reply is None:
                raise RunDirError(f"{self.replies_path}:{lineno}: not a reply (it needs a text "
                                  "'problem_id' and whole-number 'round' and 'sample')")
            replies.append(reply)
        return replies

    def _append(self, path: Path, record: dict[str, Any]) -> None:
        line = json.dumps(record, ensure_ascii=False, default=str) + "\n"
        try:
            line.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate somewhere: escaped, it is still JSON
            line = json.dumps(record, ensure_ascii=True, default=str) + "\n"
        with self._lock, path.open("a", encoding="utf-8") as handle:
            handle.write(line)
            handle.flush()
            os.fsync(handle.fileno())

    def append_result(self, record: ResultRecord) -> None:
        self._append(self.results_path, record_to_json(record))

    def append_reply(self, reply: Reply) -> None:
        self._append(self.replies_path, reply.to_json())

    def write_summary(self, summary: dict[str, Any]) -> None:
        write_json_atomic(self.path / "summary.json", summary)
        self._summary = summary

    @property
    def written_summary(self) -> dict[str, Any] | None:
        """The summary this object last wrote (None: none yet), so a caller that has just run
        the search need not read its own file back."""
        return self._summary

    def summary(self) -> dict[str, Any] | None:
        """summary.json, or None when the run has none yet."""
        path = self.path / "summary.json"
        return _read_object(path) if path.exists() else None

    def config(self) -> dict[str, Any]:
        """config.json ({} when the directory has none)."""
        path = self.path / "config.json"
        return _read_object(path) if path.exists() else {}


def _read_object(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        where = (f"{path}:{exc.lineno}:{exc.colno}" if isinstance(exc, json.JSONDecodeError)
                 else str(path))
        raise RunDirError(f"{where}: not valid JSON ({getattr(exc, 'msg', exc)})") from None
    if not isinstance(data, dict):
        raise RunDirError(f"{path}: expected a JSON object")
    return data


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _machine(config: dict[str, Any]) -> Any:
    versions = config.get("versions")
    return versions.get("machine") if isinstance(versions, dict) else None


def _describe(machine: Any) -> str:
    return ", ".join(map(str, machine.values())) if isinstance(machine, dict) else str(machine)


def _check_machine(path: Path, previous: dict[str, Any], config: dict[str, Any]) -> None:
    """Refuse to resume a timed run on another machine (its timings would mix two machines)."""
    if config.get("timing") == "none":
        return
    before, now = _machine(previous), _machine(config)
    if before is not None and now is not None and before != now:
        raise RunDirError(
            f"{path} was started on another machine ({_describe(before)}), not this one "
            f"({_describe(now)}): its "
            "timings and this machine's are not one run; resume it where it started, start a "
            "new run with another --out (--model replay:"
            f"{path / 'replies.jsonl'} re-scores its replies here without asking the model), or "
            "pass --allow-other-machine to mix them anyway")
