"""The verification tiers, declared once: where each one's cases come from, when it runs, what
turns it on, its command-line options, and how it counts.

A *tier* is a kind of correctness check a verdict reports (:class:`Tier`; docs/verification.md
says what each proves).  Each is declared once, in :data:`TIERS`, by a :class:`TierSpec`, and
the rest of superasm reads the declaration instead of naming tiers: the harness (which inputs
it runs, in which order, behind which switch, with which runner), the verdict
(``Verdict.checked``, ``verified_beyond_public``), the rewards (their budgets per sample) and
the command line (each tier's options and their help).  A verdict lists its checks in the
table's order.

The table is checked when this module is imported (:func:`check_tiers`): a tier declared twice
or not at all, two tiers on one phase, a case source without what it needs, tiers out of the
order of their stages, two options with one flag.  What this module cannot see is checked when
the harness is imported: each switch, option and reward setting names a ``HarnessConfig`` field,
each problem field a ``Problem`` field, each runner one the harness has.  docs/extending.md
walks through adding a tier.

Like :mod:`superasm.verdict`, which re-exports :class:`Phase` and :class:`Tier`, this module
imports nothing of superasm's: results files hold these names, and every layer reads them.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field

#: ``package.module:function``, as a preparation is declared (superasm.registry's form)
_TARGET = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+:[A-Za-z_]\w*")


class Phase(enum.StrEnum):
    """Which tests a run belongs to: public (the paper's correctness), hidden (never shown to a
    model), generated (verification inputs from the input model), fuzz (``--fuzz`` mutations),
    explored (found by the campaign on the candidate's own code) or bench (timing inputs).
    Only public tests are ever shown to a model."""

    PUBLIC = "public"
    HIDDEN = "hidden"
    #: verification inputs generated from a model of the program's input (never shown)
    GENERATED = "generated"
    FUZZ = "fuzz"
    #: inputs a coverage-guided campaign on the candidate's own code found (superasm.verification.campaign)
    EXPLORED = "explored"
    BENCH = "bench"


class Tier(enum.StrEnum):
    """A kind of correctness check a verdict reports (docs/verification.md says what each
    proves): the program on its public, hidden, generated, fuzz and explored inputs; the hot
    function against the baseline's on generated arguments, and on every argument of a stated
    domain.  What each is, is declared in ``superasm.tiers.TIERS``."""

    PUBLIC = "public"
    HIDDEN = "hidden"
    GENERATED = "generated"
    FUZZ = "fuzz"
    #: coverage-guided differential fuzzing of the candidate's own code (superasm.verification.campaign)
    EXPLORED = "explored"
    FUNCTION_DIFFERENTIAL = "function-differential"
    FUNCTION_BOUNDED = "function-bounded"


class Stage(enum.StrEnum):
    """When a tier runs in the harness's flow; the table declares tiers in this order, so a
    verdict's checks stand in the order they ran."""

    #: first, alone: its first failure decides the status (the public tests: the paper's
    #: correct(P'))
    STATUS = "status"
    #: then, for a candidate being verified, every such tier's inputs in one batch
    INPUTS = "inputs"
    #: last, one runner at a time, while every tier before passed, for a candidate being
    #: verified that is not the baseline's own code: cases the runner finds on the candidate
    AFTER = "after"


#: the stages in the order the harness runs them
STAGE_ORDER = (Stage.STATUS, Stage.INPUTS, Stage.AFTER)


class Source(enum.StrEnum):
    """Where a tier's cases come from."""

    #: a field of the problem holding test cases (``TierSpec.problem_field``)
    PROBLEM = "problem"
    #: handed to the harness with the candidate (``Harness.evaluate``'s ``extra_tests``: the
    #: search's fuzz inputs)
    CALLER = "caller"
    #: found or made on the candidate by the tier's runner (``TierSpec.runner``)
    RUNNER = "runner"


def _silent(line: str) -> None:
    """Say nothing (a preparation's default)."""


@dataclass(frozen=True)
class Preparing:
    """What a tier's preparation (``TierSpec.prepare``) is given besides the problems."""

    #: the compiler the references are built with
    compiler: str = "gcc"
    #: problems it may prepare at once
    workers: int = 1
    #: where it says what it does, a line at a time (the command line: stderr)
    say: Callable[[str], None] = field(default=_silent)


class Counts(enum.StrEnum):
    """How a tier's check counts in ``Verdict.checked`` (the rewards' pass fraction)."""

    #: every case: passed out of run
    CASES = "cases"
    #: the tier as one case, passed or not (however many argument tuples it compared)
    ONCE = "once"


class Command(enum.StrEnum):
    """Which commands offer an option."""

    #: eval and optimize: the settings of the harness that judges the candidates
    EVALUATE = "evaluate"
    #: train verl, train grpo and serve-rewards: the reward's harness (``RewardConfig.harness``:
    #: the rewards' own, ``rewards.reward_harness``, with the values given)
    REWARD = "reward"


@dataclass(frozen=True)
class TierOption:
    """One command-line option of a tier, as one kind of command offers it."""

    #: the flag (``--explore-runs``)
    flag: str
    #: where argparse keeps its value (what a command reads: ``args.explore_runs``)
    dest: str
    #: bool: a switch the flag turns off (``--no-...``); int or float: the number it takes
    kind: type[bool] | type[int] | type[float]
    help: str
    #: the ``HarnessConfig`` field it sets; "": none (the command reads ``dest`` itself, as the
    #: search reads ``--fuzz`` and the reward commands ``--no-verify-inputs``)
    setting: str = ""
    command: Command = Command.EVALUATE
    metavar: str = ""
    #: the value when not given, for an option that sets no harness field (one that does
    #: defaults to the field's own default: the harness's, or the rewards')
    default: int | float | None = None


@dataclass(frozen=True)
class TierSpec:
    """Everything the rest of superasm needs to know about a tier, declared with it
    (:data:`TIERS`)."""

    tier: Tier
    stage: Stage
    source: Source
    #: the phase its inputs run as (None: it runs no program inputs, the function tier)
    phase: Phase | None = None
    #: ``Source.PROBLEM``: the ``Problem`` field holding its cases
    problem_field: str = ""
    #: ``Source.RUNNER``: the harness's runner that finds its cases and judges them (tiers
    #: sharing a runner are declared together and share a switch: it runs once for all)
    runner: str = ""
    #: the ``HarnessConfig`` field that turns it on: on while above 0 (True, or a budget of
    #: runs); "": always on (its cases alone say whether it has anything to check)
    switch: str = ""
    counts: Counts = Counts.CASES
    #: a check beyond the public tests: what ``Verdict.verified_beyond_public`` may rest on
    beyond_public: bool = True
    #: the ``Problem`` field (an ``InputsMade``) where the maker of its cases recorded what it
    #: made (the reference's coverage, a note why it made none): the check's detail and why-not
    made: str = ""
    #: what a verdict says when the tier has no cases ("": it records no check then)
    absent: str = ""
    options: tuple[TierOption, ...] = ()
    #: how the tier's cases are made for a problem set before a run (eval, optimize, the
    #: rewards): ``package.module:function``, imported when used, called with the problems and
    #: a :class:`Preparing`, returning the problems with their cases; "": they come with the
    #: problem or its runner finds them.  Tiers are prepared in the table's order.
    prepare: str = ""
    #: the option (its ``dest``, one of ``options``) that turns the preparation off (a switch:
    #: ``--no-verify-inputs``) or sets how much the tier runs (a number: 0 prepares nothing);
    #: turned off, a tier whose cases are a problem field has none, shipped or not
    prepare_option: str = ""
    #: harness settings the rewards use instead of the harness's defaults (a reward is paid
    #: per sample, many per problem)
    reward_settings: tuple[tuple[str, int | float], ...] = ()


#: the verification tiers, declared once, in the order they run and a verdict lists them
TIERS: tuple[TierSpec, ...] = (
    TierSpec(Tier.PUBLIC, Stage.STATUS, Source.PROBLEM, Phase.PUBLIC, problem_field="tests",
             beyond_public=False),
    TierSpec(Tier.HIDDEN, Stage.INPUTS, Source.PROBLEM, Phase.HIDDEN,
             problem_field="hidden_tests", switch="check_hidden"),
    TierSpec(
        Tier.GENERATED, Stage.INPUTS, Source.PROBLEM, Phase.GENERATED,
        problem_field="verify_tests", switch="check_generated", made="verify_made",
        prepare="superasm.verification.inputs:prepare", prepare_option="verify_inputs",
        absent="the problem has no verification inputs (eval and optimize make them unless "
               "--no-verify-inputs)",
        options=(
            TierOption("--no-verify-inputs", "verify_inputs", bool,
                       "do not generate verification inputs from a model of each problem's "
                       "input (public and hidden tests only: the old check)",
                       setting="check_generated"),
            TierOption("--no-verify-inputs", "verify_inputs", bool,
                       "no generated verification inputs, shipped or made (public and hidden "
                       "tests only: the old check; more rewards a minute)",
                       command=Command.REWARD))),
    TierSpec(Tier.FUZZ, Stage.INPUTS, Source.CALLER, Phase.FUZZ, options=(
        TierOption("--fuzz", "fuzz", int,
                   "N differential-fuzzing inputs per problem for the verified check",
                   metavar="N", default=0),)),
    TierSpec(
        Tier.EXPLORED, Stage.AFTER, Source.RUNNER, Phase.EXPLORED, runner="explore",
        switch="explore_runs",
        # the reference's explored corpus, once per problem: every candidate's campaign
        # starts from it, and its inputs join the generated ones (superasm.verification.explored)
        prepare="superasm.verification.explored:prepare", prepare_option="explore_runs",
        options=(
            TierOption("--explore-runs", "explore_runs", int,
                       "runs of coverage-guided AFL++ fuzzing of each candidate's own code, "
                       "after it passed every other input (default 800, or "
                       "SUPERASM_EXPLORE_RUNS; 0: off; docs/verification.md)",
                       setting="explore_runs", metavar="N"),
            TierOption("--explore-budget", "explore_s", float,
                       "the most seconds that fuzzing may take", setting="explore_s",
                       metavar="S"),
            TierOption("--explore-runs", "explore_runs", int,
                       "runs of coverage-guided AFL++ fuzzing of each sample's own code "
                       "(0: off; fewer than eval's: a reward is paid per sample)",
                       setting="explore_runs", command=Command.REWARD, metavar="N")),
        # 600 runs within a second and 8 inputs judged: still enough to refute an early exit
        # at a value the tests never exceed (tests/test_campaign.py)
        reward_settings=(("explore_runs", 600), ("explore_s", 1.0), ("explore_inputs", 8))),
    TierSpec(Tier.FUNCTION_DIFFERENTIAL, Stage.AFTER, Source.RUNNER, runner="functions",
             switch="check_functions", counts=Counts.ONCE, options=(
                 TierOption("--no-function-check", "function_check", bool,
                            "do not compare the candidate's functions with the baseline's",
                            setting="check_functions"),)),
    TierSpec(Tier.FUNCTION_BOUNDED, Stage.AFTER, Source.RUNNER, runner="functions",
             switch="check_functions", counts=Counts.ONCE),
)


class TierError(ValueError):
    """A malformed declaration of tiers (said when the module declaring them is imported)."""


def _spec_faults(spec: TierSpec) -> list[str]:
    """What one declaration lacks for its stage and source."""
    name, faults = spec.tier.value, []
    if spec.phase is not None and spec.phase not in tuple(Phase):
        faults.append(f"{name}: no phase {spec.phase!r}")
    if spec.stage is not Stage.AFTER and spec.phase is None:
        faults.append(f"{name}: a tier of stage {spec.stage.value} runs inputs: it needs a phase")
    if (spec.source is Source.PROBLEM) != bool(spec.problem_field):
        faults.append(f"{name}: a problem field goes with source problem, and only there")
    if (spec.source is Source.RUNNER) != bool(spec.runner):
        faults.append(f"{name}: a runner goes with source runner, and only there")
    if (spec.source is Source.RUNNER) != (spec.stage is Stage.AFTER):
        faults.append(f"{name}: a runner's tier runs after the inputs (stage after), and only it")
    if (spec.made or spec.absent) and spec.source is not Source.PROBLEM:
        faults.append(f"{name}: made and absent describe a problem's cases: source problem only")
    if spec.prepare and not _TARGET.fullmatch(spec.prepare):
        faults.append(f"{name}: prepare must be package.module:function, not {spec.prepare!r}")
    if spec.prepare_option and (not spec.prepare or spec.prepare_option not in {
            option.dest for option in spec.options}):
        faults.append(f"{name}: prepare_option names one of its options' dest, with prepare")
    return faults


def _table_faults(specs: Sequence[TierSpec]) -> list[str]:
    """What is wrong with the table as a whole: each tier once, one phase a tier, one tier that
    decides the status, stages in order, tiers sharing a runner together and on one switch."""
    faults = []
    declared = [s.tier for s in specs]
    twice = sorted({t.value for t in declared if declared.count(t) > 1})
    missing = sorted(t.value for t in set(Tier) - set(declared))
    if twice:
        faults.append(f"declared more than once: {', '.join(twice)}")
    if missing:
        faults.append(f"every Tier must be declared; missing: {', '.join(missing)}")
    phases = [s.phase for s in specs if s.phase is not None]
    if shared := sorted({str(p) for p in phases if phases.count(p) > 1}):
        faults.append(f"a phase's inputs count for one tier: {', '.join(shared)} has several")
    if sum(s.stage is Stage.STATUS for s in specs) != 1:
        faults.append("exactly one tier decides the status (stage status)")
    stages = [STAGE_ORDER.index(s.stage) for s in specs]
    if stages != sorted(stages):
        faults.append("tiers are declared in the order their stages run: "
                      + ", ".join(s.value for s in STAGE_ORDER))
    for runner in dict.fromkeys(s.runner for s in specs if s.runner):
        at = [i for i, s in enumerate(specs) if s.runner == runner]
        if at != list(range(at[0], at[-1] + 1)) or len({specs[i].switch for i in at}) > 1:
            faults.append(f"the tiers of runner {runner!r} are declared together, on one switch")
    return faults


def _option_faults(specs: Sequence[TierSpec]) -> list[str]:
    """Flags that are not flags, and two options of one command on one flag or one value."""
    faults = []
    options = [o for s in specs for o in s.options]
    for option in options:
        if not option.flag.startswith("--"):
            faults.append(f"{option.flag!r}: a flag starts with --")
        if option.kind is bool and (option.default is not None or option.metavar):
            faults.append(f"{option.flag}: a switch takes no value, so no default or metavar")
    for command in Command:
        mine = [o for o in options if o.command is command]
        for what in ("flag", "dest"):
            names = [getattr(o, what) for o in mine]
            if twice := sorted({n for n in names if names.count(n) > 1}):
                faults.append(f"{command.value}: one {what} for several options: "
                              + ", ".join(twice))
    return faults


def _name_faults(specs: Sequence[TierSpec], settings: Collection[str] | None,
                 problem_fields: Collection[str] | None,
                 runners: Collection[str] | None) -> list[str]:
    """Names that lead nowhere: a switch, option or reward setting that is not a harness
    setting, a problem field that is not one, a runner the harness does not have (or has and
    no tier names)."""
    faults = []
    if settings is not None:
        named = [(s.tier.value, s.switch) for s in specs if s.switch] \
            + [(o.flag, o.setting) for s in specs for o in s.options if o.setting] \
            + [(s.tier.value, name) for s in specs for name, _ in s.reward_settings]
        faults += [f"{who}: no HarnessConfig field {name!r}" for who, name in named
                   if name not in settings]
    if problem_fields is not None:
        faults += [f"{s.tier.value}: no Problem field {name!r}" for s in specs
                   for name in (s.problem_field, s.made) if name and name not in problem_fields]
    if runners is not None:
        named_runners = {s.runner for s in specs if s.runner}
        faults += [f"{s.tier.value}: the harness has no runner {s.runner!r}" for s in specs
                   if s.runner and s.runner not in runners]
        faults += [f"runner {r!r} runs no declared tier" for r in sorted(set(runners)
                                                                         - named_runners)]
    return faults


def check_tiers(specs: Sequence[TierSpec], *, settings: Collection[str] | None = None,
                problem_fields: Collection[str] | None = None,
                runners: Collection[str] | None = None) -> None:
    """Refuse a malformed table (:class:`TierError`, every fault in one message).  The names
    it leads to are checked where they are given: ``settings`` (``HarnessConfig``'s fields),
    ``problem_fields`` (``Problem``'s), ``runners`` (the harness's)."""
    faults = [f for s in specs for f in _spec_faults(s)] + _table_faults(specs) \
        + _option_faults(specs) + _name_faults(specs, settings, problem_fields, runners)
    if faults:
        raise TierError("tiers: " + "; ".join(faults))


check_tiers(TIERS)  # a malformed declaration is an error at import, not a miscounted reward

_BY_TIER = {spec.tier: spec for spec in TIERS}


def tier_spec(tier: Tier | str) -> TierSpec:
    """The declaration of a tier (a name read from a record works too)."""
    return _BY_TIER[Tier(tier)]


def tiers_at(stage: Stage) -> tuple[TierSpec, ...]:
    """The tiers of one stage, in the table's order."""
    return tuple(spec for spec in TIERS if spec.stage is stage)


def runner_groups() -> tuple[tuple[TierSpec, ...], ...]:
    """The tiers with a runner, one group per runner, in the table's order."""
    runners = dict.fromkeys(spec.runner for spec in TIERS if spec.runner)
    return tuple(tuple(s for s in TIERS if s.runner == runner) for runner in runners)


def tier_options(command: Command) -> tuple[TierOption, ...]:
    """The options one kind of command offers, in the table's order."""
    return tuple(o for spec in TIERS for o in spec.options if o.command is command)


def beyond_public_tiers() -> tuple[Tier, ...]:
    """The tiers a check beyond the public tests may come from, in the table's order."""
    return tuple(spec.tier for spec in TIERS if spec.beyond_public)


__all__ = ["STAGE_ORDER", "TIERS", "Command", "Counts", "Phase", "Preparing", "Source", "Stage", "Tier",
           "TierError", "TierOption", "TierSpec", "beyond_public_tiers", "check_tiers",
           "runner_groups", "tier_options", "tier_spec", "tiers_at"]
