"""The explored tier's pre-screen runner (superasm.verification.prescreen): one program on many
inputs, each in a process of its own, its exit status and a hash of what it printed; a run past
its time limit or its bytes killed and told apart."""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

from superasm.verification import prescreen


def _run(program: Path, inputs: list[bytes], tmp_path: Path, limit_ms: int = 2000,
         most: int = 1 << 20, jobs: int = 2) -> dict[int, tuple[int, str]]:
    paths = []
    for i, data in enumerate(inputs):
        path = tmp_path / f"in{i}"
        path.write_bytes(data)
        paths.append(str(path))
    r = subprocess.run([str(prescreen.runner()), str(program), str(limit_ms), str(most),
                        str(jobs), *paths], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    return prescreen.parse(r.stdout)


def _script(tmp_path: Path, name: str, body: str) -> Path:
    path = tmp_path / name
    path.write_text("#!/bin/sh\n" + body + "\n")
    path.chmod(0o755)
    return path


def test_each_input_its_status_and_a_hash_of_what_it_printed(tmp_path: Path) -> None:
    echo = _script(tmp_path, "echo", 'read x; echo "got $x"; exit $((x % 7))')
    got = _run(echo, [b"3\n", b"10\n", b"3\n"], tmp_path)
    assert [got[i][0] for i in range(3)] == [3, 3, 3]
    assert got[0] == got[2] and got[0][1] != got[1][1]  # the same output, the same hash


def test_a_run_past_its_limit_is_killed_and_told_apart(tmp_path: Path) -> None:
    slow = _script(tmp_path, "slow", 'read x; if [ "$x" = sleep ]; then sleep 30; fi; echo done')
    started = time.monotonic()
    got = _run(slow, [b"sleep\n", b"go\n"], tmp_path, limit_ms=300)
    assert time.monotonic() - started < 10  # (not the 30 s it asked for)
    assert got[0][0] == prescreen.TIMED_OUT and got[1][0] == 0


def test_a_run_that_prints_too_much_or_dies_of_a_signal_is_told_apart(tmp_path: Path) -> None:
    loud = _script(tmp_path, "loud", 'read x; if [ "$x" = loud ]; then yes; fi; '
                   'if [ "$x" = die ]; then kill -SEGV $$; fi; echo ok')
    got = _run(loud, [b"loud\n", b"die\n", b"quiet\n"], tmp_path, most=10_000)
    assert got[0][0] == prescreen.TOO_MUCH
    assert got[1][0] == 128 + 11  # SIGSEGV
    assert got[2][0] == 0


def test_inputs_run_at_a_time_answer_as_one_at_a_time(tmp_path: Path) -> None:
    echo = _script(tmp_path, "echo", 'read x; sleep 0.2; echo "got $x"; exit $((x % 5))')
    inputs = [f"{i}\n".encode() for i in range(12)]
    started = time.monotonic()
    alone = _run(echo, inputs, tmp_path, jobs=1)
    one = time.monotonic() - started
    started = time.monotonic()
    four = _run(echo, inputs, tmp_path, jobs=4)
    assert four == alone and sorted(four) == list(range(12))  # every line, each whole
    assert [four[i][0] for i in range(12)] == [i % 5 for i in range(12)]
    # (sleeping runs overlap whatever the load: twelve of 0.2 s, four at a time)
    assert time.monotonic() - started < one * 0.75
    assert 1 <= prescreen.jobs() <= prescreen.MOST_JOBS
