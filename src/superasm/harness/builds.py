"""The harness's builds: each candidate assembled and linked in a kept build sandbox, and the
two programs a harness builds once and keeps: each problem's baseline, and the start runs'
program (:data:`START_ASM`) for each set of libraries."""

from __future__ import annotations

import hashlib
import shutil
import threading
from collections.abc import Sequence
from pathlib import Path

from superasm.problem import Problem
from superasm.sandbox import KeptSandboxes, SandboxConfig, SandboxError, SandboxUnavailable
from superasm.toolchain import Stage, Workbench
from superasm.verdict import Status

#: the start runs' program (superasm.measure: process start timed in the same rounds): what
#: gcc -O3 makes of ``int main(void) { return 0; }``, linked like every candidate
START_ASM = """\t.text
\t.section\t.text.startup,"ax",@progbits
\t.p2align 4
\t.globl\tmain
\t.type\tmain, @function
main:
\txorl\t%eax, %eax
\tret
\t.size\tmain, .-main
\t.section\t.note.GNU-stack,"",@progbits
"""


def baseline_key(problem: Problem) -> str:
    """What a problem's baseline is built from: its assembly and its libraries."""
    return hashlib.sha256("\0".join((problem.baseline_asm, *problem.link_libs)).encode()
                          ).hexdigest()[:24]


class Builds:
    """Assembly to executables in build sandboxes kept between builds, the executables in a
    folder of the harness's own; the baselines and start programs built once and kept (a
    message where one did not build)."""

    def __init__(self, sandbox: SandboxConfig, workdir: Path, compiler: str,
                 timeout_s: float) -> None:
        self.compiler, self.timeout_s = compiler, timeout_s
        self._builders = KeptSandboxes(sandbox, workdir)
        self._binaries = workdir / "binaries"
        self._binaries.mkdir(mode=0o700)
        self._lock = threading.Lock()
        self._built = 0
        self._baselines: dict[str, Path | str] = {}
        #: the start runs' programs by the libraries they link with, each built at the first
        #: timing that needs it (a message: it did not build)
        self._starts: dict[tuple[str, ...], Path | str] = {}

    def pids(self) -> list[int]:
        """Host pids of the build sandboxes kept for the next build."""
        return self._builders.pids()

    def close(self) -> None:
        self._builders.close()

    def build(self, asm: str, tag: str,
              link_libs: Sequence[str] = ()) -> tuple[Path | None, Status, str]:
        """Assemble and link in a build sandbox (kept between builds: its ``/work`` emptied and
        the source taken out after each), with the problem's own libraries (the baseline's and
        the candidate's link lines are one); only the executable comes out."""
        with self._lock:
            self._built += 1
            name = f"{tag}-{self._built}.bin"
        try:
            with self._builders.lease() as sb:
                try:
                    sb.add_file("cand.s", asm)
                    built = Workbench.within(sb, self.compiler, link_libs).compile(
                        "/in/cand.s", "/work/cand", lang="asm", timeout_s=self.timeout_s)
                    if built.ok:
                        # out of the folder the build sandbox can write (its /out): no later
                        # build can touch a binary it made earlier (a baseline, say)
                        exported = sb.export("/work/cand", name, executable=True)
                        self._binaries.mkdir(mode=0o700, parents=True, exist_ok=True)
                        return (Path(shutil.move(exported, self._binaries / name)),
                                Status.CORRECT, "")
                finally:
                    sb.remove_file("cand.s")
            status = Status.ASSEMBLE_ERROR if built.stage is Stage.ASSEMBLE else Status.LINK_ERROR
            return None, status, built.message
        except SandboxUnavailable:
            raise
        except SandboxError as exc:
            return None, Status.SANDBOX_ERROR, f"while assembling: {exc}"

    def baseline(self, problem: Problem) -> Path:
        """The problem's -O3 executable, built once (keyed by :func:`baseline_key`); raises
        :class:`SandboxError` where it does not build."""
        key = baseline_key(problem)
        with self._lock:
            cached = self._baselines.get(key)
        if isinstance(cached, Path) and cached.exists():
            return cached
        if isinstance(cached, str):
            raise SandboxError(cached)
        path, status, message = self.build(problem.baseline_asm, "baseline", problem.link_libs)
        with self._lock:
            if path is None:
                self._baselines[key] = f"the baseline of {problem.id} does not build: {message}"
                raise SandboxError(self._baselines[key])
            self._baselines[key] = path
        return path

    def start(self, link_libs: Sequence[str] = ()) -> Path | None:
        """The start runs' program (:data:`START_ASM`) linked with a problem's libraries, as
        its baseline is, built once; None where it does not build."""
        key = tuple(link_libs)
        with self._lock:
            cached = self._starts.get(key)
        if isinstance(cached, Path) and cached.exists():
            return cached
        if isinstance(cached, str):
            return None
        path, _, message = self.build(START_ASM, "start", link_libs)
        with self._lock:
            self._starts[key] = path if path is not None else f"the start program: {message}"
        return path
