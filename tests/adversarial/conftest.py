"""Shared fixtures for the adversarial suite: a host with things worth attacking, and probes.

The *host* fixture plants what a hostile candidate would go after: a secret file, the dataset
(with expected outputs), a run directory with a results.jsonl, a TCP listener and a UDP socket
on 127.0.0.1, and a sentinel process.  :func:`observe` evaluates a candidate while sampling host
memory, then reports what changed.

Sandboxes started by this test process are told apart from other people's (a shared machine
may run several suites at once) by a private temporary directory: every sandbox binds its
``/in`` from there, so it shows in the command line of bubblewrap (outside and as pid 1 inside)
and in the mount table of every process inside.  A process inside a PID namespace cannot outlive
the namespace's pid 1, so "no process of ours mentions the directory" means "nothing survived".
"""

from __future__ import annotations

import hashlib
import os
import secrets
import signal
import socket
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from superasm.problem import Problem, save_problems
from superasm.sandbox import AGENT_NAME, bwrap_available
from superasm.verdict import Verdict

ADD_C = r"""#include <stdio.h>
int main(void) {
    long a, b;
    if (scanf("%ld %ld", &a, &b) != 2) return 1;
    printf("%ld\n", a + b);
    return 0;
}
"""


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip ``needs_bwrap`` tests with the reason when the sandbox truly cannot start here."""
    if not any(item.get_closest_marker("needs_bwrap") for item in items):
        return
    reason = bwrap_available()
    if reason is None:
        return
    skip = pytest.mark.skip(reason=f"sandbox unavailable: {reason}")
    for item in items:
        if item.get_closest_marker("needs_bwrap"):
            item.add_marker(skip)


# --------------------------------------------------------------------------- process probes
@pytest.fixture(scope="session")
def private_tmp() -> Iterator[Path]:
    """Route every temporary directory of this process (sandbox /in dirs, harness work dirs)
    into a directory of our own, so that our sandboxes and temp files can be counted."""
    root = Path(tempfile.mkdtemp(prefix="superasm-adv-"))
    os.chmod(root, 0o755)  # the unprivileged sandbox uid must reach its /in below it
    saved = tempfile.tempdir
    tempfile.tempdir = str(root)
    try:
        yield root
    finally:
        tempfile.tempdir = saved
        subprocess.run(["rm", "-rf", str(root)], check=False)


def _read(path: str) -> str:
    try:
        with open(path, "rb") as handle:
            return handle.read().decode("utf-8", errors="replace")
    except OSError:
        return ""


def _parent(pid: int) -> int | None:
    stat = _read(f"/proc/{pid}/stat")
    fields = stat.rpartition(")")[2].split()
    return int(fields[1]) if len(fields) > 1 else None


def sandbox_processes(tag: Path, kept: Sequence[int] = ()) -> list[int]:
    """Pids of live processes belonging to sandboxes whose files live under ``tag``, but for
    the sandboxes a harness keeps between candidates (``kept``: bubblewrap's pids) and the one
    process each may have inside between calls, its agent.  A kept sandbox with more than its
    agent inside lists them all."""
    marker = str(tag)
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        cmdline = _read(f"/proc/{entry}/cmdline").replace("\0", " ")
        if marker in cmdline or marker in _read(f"/proc/{entry}/mountinfo"):
            found.append(int(entry))
    inside = {pid: [p for p in found if _parent(p) == pid] for pid in kept}
    own = {pid for pid, children in inside.items() if len(children) <= 1}
    own |= {child for pid in own for child in inside[pid]
            if AGENT_NAME in _read(f"/proc/{child}/cmdline")}
    return [pid for pid in found if pid not in own]


def wait_for_no_sandbox_processes(tag: Path, timeout_s: float = 5.0,
                                  kept: Sequence[int] = ()) -> list[int]:
    """Processes still alive after ``timeout_s`` (the kernel tears a namespace down async)."""
    deadline = time.monotonic() + timeout_s
    left = sandbox_processes(tag, kept)
    while left and time.monotonic() < deadline:
        time.sleep(0.05)
        left = sandbox_processes(tag, kept)
    return left


def mem_available() -> int:
    for line in _read("/proc/meminfo").splitlines():
        if line.startswith("MemAvailable:"):
            return int(line.split()[1]) * 1024
    raise RuntimeError("no MemAvailable in /proc/meminfo")


class MemorySampler:
    """Samples the host's available memory in a thread; ``lowest`` is the minimum seen."""

    def __init__(self, period_s: float = 0.005) -> None:
        self.period_s = period_s
        self.start_value = mem_available()
        self.lowest = self.start_value
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, daemon=True)

    def _loop(self) -> None:
        while not self._stop.is_set():
            self.lowest = min(self.lowest, mem_available())
            time.sleep(self.period_s)

    def __enter__(self) -> MemorySampler:
        self._thread.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._stop.set()
        self._thread.join()

    @property
    def drop(self) -> int:
        return max(0, self.start_value - self.lowest)


# --------------------------------------------------------------------------- host under attack
class TcpListener:
    """A real listener on the host's 127.0.0.1 that records every connection it accepts."""

    def __init__(self) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.sock.settimeout(0.1)
        self.port = self.sock.getsockname()[1]
        self.connections: list[tuple[str, int]] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, daemon=True)
        self._thread.start()

    def _loop(self) -> None:
        while not self._stop.is_set():
            try:
                conn, peer = self.sock.accept()
            except (TimeoutError, OSError):
                continue
            self.connections.append(peer)
            conn.close()

    def close(self) -> None:
        self._stop.set()
        self._thread.join()
        self.sock.close()


class UdpSink:
    """A UDP socket on the host's 127.0.0.1; ``received()`` drains what arrived."""

    def __init__(self) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.setblocking(False)
        self.port = self.sock.getsockname()[1]

    def received(self) -> list[bytes]:
        got = []
        while True:
            try:
                got.append(self.sock.recv(65536))
            except BlockingIOError:
                return got


def sha256_file(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except FileNotFoundError:
        return None


@dataclass
class Host:
    """Everything on the host a hostile candidate might reach for."""

    root: Path
    token: str
    secret: Path
    dataset: Path
    run_dir: Path
    tcp: TcpListener
    udp: UdpSink
    sentinel: subprocess.Popen[bytes]
    tag: Path
    #: host paths that must never appear
    forbidden: list[Path] = field(default_factory=list)

    @property
    def secret_text(self) -> str:
        return f"TOP-SECRET-{self.token}"

    @property
    def results(self) -> Path:
        return self.run_dir / "results.jsonl"

    def substitutions(self, problem: Problem) -> dict[str, str]:
        return {
            "@SECRET@": str(self.secret),
            "@SECRET_NAME@": self.secret.name,
            "@DATASET@": str(self.dataset),
            "@RUNDIR@": str(self.run_dir),
            "@TOKEN@": self.token,
            "@PORT@": str(self.tcp.port),
            "@UDPPORT@": str(self.udp.port),
            "@EXPECTED_SHA@": hashlib.sha256(problem.tests[0].output).hexdigest(),
        }

    def watched(self) -> dict[Path, str | None]:
        """Hashes of the host files a candidate would like to change (None: must stay absent)."""
        files = [self.secret, self.dataset, self.results, *self.forbidden]
        return {path: sha256_file(path) for path in files}


@pytest.fixture(scope="session")
def host(tmp_path_factory: pytest.TempPathFactory, private_tmp: Path) -> Iterator[Host]:
    root = tmp_path_factory.mktemp("host")
    token = secrets.token_hex(8)
    secret = root / "secret.txt"
    secret.write_text(f"TOP-SECRET-{token}\n")  # Host.secret_text
    run_dir = root / "run"
    run_dir.mkdir()
    (run_dir / "results.jsonl").write_text('{"problem_id": "add", "status": "wrong_output"}\n')
    dataset = root / "problems.jsonl"
    sentinel = subprocess.Popen(["sleep", "3600"])
    home = Path(os.path.expanduser("~"))
    forbidden = [
        Path(f"/tmp/superasm-pwned-{token}"),
        home / f"superasm-pwned-{token}",
        Path(f"/root/superasm-pwned-{token}"),
        run_dir / f"pwned-{token}",
        Path(f"/usr/superasm-pwned-{token}"),
    ]
    tcp, udp = TcpListener(), UdpSink()
    h = Host(root, token, secret, dataset, run_dir, tcp, udp, sentinel, private_tmp, forbidden)
    try:
        yield h
    finally:
        tcp.close()
        udp.sock.close()
        os.kill(sentinel.pid, signal.SIGKILL)
        sentinel.wait()
        for path in forbidden:
            if path.exists():
                path.unlink()


@pytest.fixture(scope="session")
def add_problem(host: Host) -> Problem:
    """A two-number adder: the victim problem every hostile candidate is submitted to."""
    from superasm.datasets.build import build_problem

    problem = build_problem("add", ADD_C, ["1 2\n", "40 2\n"], hidden_inputs=["-5 12\n"])
    save_problems([problem], host.dataset)
    return problem


@dataclass
class Observation:
    """A verdict and the effects seen on the host while it was produced."""

    verdict: Verdict
    seconds: float
    memory_drop: int
    leftover_processes: list[int]
    changed_files: list[str]


def observe(harness, problem: Problem, asm: str, host: Host, **kwargs) -> Observation:
    before = host.watched()
    started = time.monotonic()
    with MemorySampler() as sampler:
        verdict = harness.evaluate(problem, asm, **kwargs)
    seconds = time.monotonic() - started
    left = wait_for_no_sandbox_processes(host.tag, kept=harness.kept_sandboxes())
    after = host.watched()
    changed = [str(p) for p in before if before[p] != after[p]]
    return Observation(verdict, seconds, sampler.drop, left, changed)
