"""A harness keeps its sandboxes between candidates (starting one costs about as much as
building a candidate); nothing of one candidate may reach the next through them."""

from __future__ import annotations

import os
import re
import shutil
import signal
import tempfile
import time
from pathlib import Path

import pytest

from superasm.harness import Harness, HarnessConfig
from superasm.measure import MeasureConfig
from superasm.problem import Problem
from superasm.verdict import Status

from .test_zero_trust import STATE_PROBE, compiled, work_problem  # noqa: F401 - a fixture

pytestmark = pytest.mark.needs_bwrap


@pytest.fixture()
def untimed() -> Harness:
    with Harness(HarnessConfig(timing=MeasureConfig(method="none"))) as harness:
        yield harness


def test_state_left_by_one_candidate_does_not_reach_the_next(work_problem: Problem,  # noqa: F811
                                                              untimed: Harness) -> None:
    """The state probe twice in one harness: the second candidate runs in the sandbox the first
    left (the same bubblewrap), and finds none of its markers in any place."""
    first = untimed.evaluate(work_problem, compiled(STATE_PROBE))
    kept = untimed.kept_sandboxes()
    # a different text (another candidate) that leaves and looks for the same markers
    second = untimed.evaluate(work_problem, compiled(STATE_PROBE.replace("CACHED", "FOUND!")))
    assert first.status is Status.CORRECT and first.verified, first.detail
    assert second.status is Status.CORRECT and second.verified, second.detail
    assert untimed.kept_sandboxes() == kept, "the second candidate used the kept sandboxes"


INCBIN = """\t.section .rodata
\t.incbin "{path}"
"""


def test_a_build_cannot_read_what_an_earlier_build_left(work_problem: Problem,  # noqa: F811
                                                        untimed: Harness) -> None:
    """The build sandbox is kept too: its /work is emptied and each binary leaves its /out as
    soon as it is exported, so an ``.incbin`` of an earlier build's files finds nothing."""
    honest = compiled(STATE_PROBE)
    assert untimed.evaluate(work_problem, honest).status is Status.CORRECT
    # the control: .incbin works, on the candidate's own source
    control = untimed.evaluate(work_problem, honest + INCBIN.format(path="/in/cand.s"))
    assert control.status is Status.CORRECT, control.detail
    # (/work/cand.o is this build's own output, open while it assembles: not a channel)
    for path in ("/work/cand", "/out/cand-1.bin", "/out/baseline-1.bin", "/out/cand-3.bin"):
        verdict = untimed.evaluate(work_problem, honest + INCBIN.format(path=path))
        assert verdict.status is Status.ASSEMBLE_ERROR, (path, verdict.status, verdict.detail)
        assert re.search(r"can't open|No such file|not found", verdict.detail, re.I), verdict.detail


def test_a_kept_sandbox_killed_from_outside_is_replaced(work_problem: Problem,  # noqa: F811
                                                        untimed: Harness) -> None:
    assert untimed.evaluate(work_problem, work_problem.baseline_asm).correct
    before = untimed.kept_sandboxes()
    assert len(before) == 2
    for pid in before:
        os.kill(pid, signal.SIGKILL)
    deadline = time.monotonic() + 5
    while any(os.path.exists(f"/proc/{p}/cmdline") and open(f"/proc/{p}/stat").read().split()[2]
              != "Z" for p in before) and time.monotonic() < deadline:
        time.sleep(0.01)
    verdict = untimed.evaluate(work_problem, work_problem.baseline_asm)
    assert verdict.correct, verdict.detail
    after = untimed.kept_sandboxes()
    assert len(after) == 2 and not set(after) & set(before)


def test_what_a_build_could_plant_in_out_is_gone_and_never_followed() -> None:
    """Defence in depth for a toolchain step that ran code of the candidate's: a link planted
    in ``/out`` where a later export will write is neither followed nor kept, and a reset
    empties ``/out``, ``/work`` and ``/dev/shm``."""
    from superasm.sandbox import Sandbox, SandboxConfig

    out = Path(tempfile.mkdtemp(prefix="kept-"))
    os.chmod(out, 0o755)
    with Sandbox(config=SandboxConfig(cpu_accounting=False), out_dir=out) as sb:
        plant = sb.run(["/bin/sh", "-c", "echo host > /work/target; "
                        "ln -s /work/target /out/next.bin; echo x > /out/stray; "
                        "echo y > /dev/shm/stray; echo made > /work/made"])
        assert plant.ok, plant.stderr
        assert (out / "next.bin").is_symlink()  # the control: the plant is there
        exported = sb.export("/work/made", "next.bin", executable=True)
        assert not exported.is_symlink() and exported.read_bytes() == b"made\n"
        exported.unlink()
        assert sb.reset()
        assert list(out.iterdir()) == []
        left = sb.run(["/bin/sh", "-c", "ls -A /work /dev/shm | grep -v '^\\.superasm$'"])
        assert "stray" not in left.stdout.decode() and "target" not in left.stdout.decode()
    shutil.rmtree(out, ignore_errors=True)
