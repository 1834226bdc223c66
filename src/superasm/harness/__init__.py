"""One candidate on one problem → a Verdict: assemble, test, verify, measure.

The flow for a candidate (every step that touches its text or its binary is sandboxed):

1. *Assemble* in a build sandbox (``gcc -c`` then ``gcc cand.o -o cand -lm``), exporting only
   the executable, which leaves the sandbox at once.  Assembler-time attacks (``.incbin``,
   ``.include``, ``.rept`` bombs) meet an empty filesystem and resource limits.
2. *Test* (public tests) in a run sandbox where both binaries are read-only under ``/in``; every
   run is a fresh world with its own copy of the program and its input on stdin (no cache
   survives from one run to the next).  The first failure decides the status.
3. *Verify* with the tiers declared in :data:`superasm.tiers.TIERS`, in their order: the hidden,
   generated and fuzz inputs in one batch, then each tier with a runner of its own (the
   explored campaign, the function tier) while nothing has refuted the candidate; each tier
   leaves a :class:`~superasm.verdict.Check`, and ``verified`` is reported beside the paper's
   test-based correctness.
4. *Measure* baseline against candidate in the same sandbox (see :mod:`superasm.measure`) on
   inputs no model was shown: the problem's bench tests (timing inputs), else its hidden tests;
   every timed run's output is checked again.  ``time_on=TimeOn.PUBLIC`` times the public tests as
   the paper did; a problem with no unseen inputs is timed on its public ones and flagged
   ``timed_on_shown_inputs``, which earns no credit (a candidate may special-case exactly the
   inputs it was shown).  Each timing round ends with a *start run*: the smallest C program
   (:data:`START_ASM`), linked as the baseline is and started as every run is, so that process
   start is timed beside the binaries (what a share of it may earn: :mod:`superasm.measure`).

Every run of a candidate or of the baseline starts in a fresh world (see ``_sandbox_world``):
new namespaces, a new size- and inode-limited root, its own input on stdin and nothing else in
view, the same names, argv, environment and limits in every phase.  Where the sandbox cannot
charge a run's CPU through a cgroup, timing decides on the wall clock (a run on one core cannot
hide work from it) and says so once.

Each test is tagged with its :class:`~superasm.verdict.Phase`, and each phase returns a value;
the verdict is built once from them.  What the baseline does on a test (its time, which sets the
candidate's time limit, and whether it agrees with the expected output) does not change between
candidates, so each harness runs the baseline once per test and remembers it: ahead of the first
candidate on the public and verification tests, and on timing inputs in the first timing round
that needs them (a candidate that is identical or wrong never pays for them).

A harness keeps one build sandbox and one run sandbox per concurrent call between candidates
(:class:`superasm.sandbox.KeptSandboxes`): starting one costs about as much as building a
candidate.  The runs are fresh worlds whichever sandbox holds them, and a kept sandbox is
emptied, stripped of the candidate's files and checked for leftover processes before it is used
again.

Harness failures become ``sandbox_error`` verdicts, never "correct, no speedup".

The package, by job: :mod:`~superasm.harness.config` (the settings, :class:`HarnessConfig`),
:mod:`~superasm.harness.builds` (assembling and linking in kept build sandboxes; the baselines
and the start runs' program, :data:`START_ASM`, built once), :mod:`~superasm.harness.session`
(one candidate's run sandbox: its runs, each judged, and the baseline's runs remembered),
:mod:`~superasm.harness.explored` (the explored tier: the reference's judges kept between
candidates, the campaign, its runner), :mod:`~superasm.harness.checks` (each tier's check, the
runners in turn), :mod:`~superasm.harness.timing` (the measure phase) and
:mod:`~superasm.harness.evaluate` (:class:`Harness`, and the phases in their order).
"""

from __future__ import annotations

from superasm.harness.builds import START_ASM
from superasm.harness.config import (
    EXPLORE_RUNS,
    HarnessConfig,
    TimeOn,
    default_explore_runs,
    tier_on,
)
from superasm.harness.evaluate import MAX_ASM_BYTES, Harness

__all__ = ["EXPLORE_RUNS", "MAX_ASM_BYTES", "START_ASM", "Harness", "HarnessConfig", "TimeOn",
           "default_explore_runs", "tier_on"]
