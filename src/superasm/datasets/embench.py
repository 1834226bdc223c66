"""Self-verifying benchmark suites (Embench-IoT, BEEBS), a layout of a whole tree.

Such a suite keeps each benchmark in ``src/<name>/`` (``benchmark_body``, ``initialise_benchmark``,
``warm_caches``, ``verify_benchmark``), and builds every one with the same support harness:
``support/main.c`` (which initialises the board and the benchmark, warms the caches, runs
``benchmark()`` between the triggers and returns ``!verify_benchmark(result)``),
``support/beebsc.c`` (the suite's own ``rand``/``malloc``) and a board's
``config/<board>/boardsupport.c``, headers found on the suite's include path (``support/``, the
board's folder, the benchmark's own).  This layout builds each benchmark exactly so, as one
source: the board's support (``native``, else the only one), the suite's support, the
benchmark's files, then ``main.c``, with ``CPU_MHZ`` and ``WARMUP_HEAT`` defined as the suite's
build does (1).  Other files of ``support/`` (an alternative harness in
``support/dummy-benchmark/``) are never pulled in.

Verification is the suite's own check (the program's exit status: 0 when ``verify_benchmark``
accepts the result), timing the suite's loop; the test runs the program on an empty input.
Such a program reads no input, so no speedup is credited on it unless ``--time-on public``.
"""

from __future__ import annotations

from pathlib import Path, PurePosixPath

from superasm.datasets.joined import with_headers
from superasm.datasets.layouts import (
    LayoutError,
    LeftOut,
    LeftOutStage,
    ProgramSource,
    TestFile,
    TreeLayout,
    TreeOptions,
    inside_tree,
    read_c_source,
)

#: what the suite's build defines on every compiler line
DEFINES = "#define CPU_MHZ 1\n#define WARMUP_HEAT 1\n"
_SUPPORT = ("beebsc.c",)


def _board(root: Path) -> Path | None:
    """The board whose support is built with each benchmark: ``native``, else the only one."""
    config = root / "config"
    boards = sorted(p for p in config.iterdir() if p.is_dir()) if config.is_dir() else []
    native = [b for b in boards if b.name == "native"]
    return native[0] if native else boards[0] if len(boards) == 1 else None


class Embench:
    """Embench-IoT / BEEBS: one program per ``src/<name>/``, built with the suite's harness."""

    name = "embench"

    def detect(self, root: Path) -> bool:
        return (root / "support" / "main.c").is_file() and (root / "support" / "support.h").is_file() \
            and (root / "src").is_dir()

    def read(self, root: Path, options: TreeOptions) -> tuple[list[ProgramSource], list[LeftOut]]:
        board = _board(root)
        sources: list[ProgramSource] = []
        left_out: list[LeftOut] = []
        for bench in sorted(p for p in (root / "src").iterdir() if p.is_dir()):
            try:
                sources.append(self._program(root, bench, board))
            except LayoutError as exc:
                left_out.append(LeftOut(bench.name, exc.stage, str(exc)))
        return sources, left_out

    @staticmethod
    def _program(root: Path, bench: Path, board: Path | None) -> ProgramSource:
        """One benchmark joined with the suite's support, as the suite builds it."""
        own = sorted(bench.glob("*.c"))
        if not own:
            raise LayoutError(f"{bench}: no .c file", LeftOutStage.NO_SOURCE)
        support = [root / "support" / name for name in _SUPPORT if (root / "support" / name).is_file()]
        board_c = [board / "boardsupport.c"] if board and (board / "boardsupport.c").is_file() else []
        files = [*board_c, *support, *own, root / "support" / "main.c"]
        include_path = [PurePosixPath(p.relative_to(root).as_posix())
                        for p in (bench, root / "support", *([board] if board else []))]

        def read(rel: PurePosixPath) -> str | None:
            path = root / rel
            return read_c_source(inside_tree(path, root), path) if path.is_file() else None

        seen: set[PurePosixPath] = set()
        parts = []
        for path in files:
            rel = PurePosixPath(inside_tree(path, root).relative_to(root.resolve()).as_posix())
            parts.append(f"/* ---- {rel} ---- */\n" + with_headers(rel, read_c_source(path), read,
                                                                  seen, include_path))
        text = DEFINES + "\n".join(parts)
        joined = [str(PurePosixPath(p.relative_to(root).as_posix())) for p in files]
        return ProgramSource(bench.name, text, [TestFile(f"src/{bench.name} (verify_benchmark)",
                                                         b"")],
                             meta={"source": str(bench), "joined": joined + sorted(map(str, seen)),
                                   "self_verifying": True})


#: the layout :data:`superasm.datasets.layouts.TREE_LAYOUTS` names
EMBENCH: TreeLayout = Embench()

__all__ = ["DEFINES", "EMBENCH", "Embench"]
