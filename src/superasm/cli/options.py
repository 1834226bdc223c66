"""The command-line options every command shares, next to the commands (not in the library).

``measure`` owns what a timing *is* (:class:`~superasm.measure.MeasureConfig`) and ``tiers``
what each verification tier is and which options it has (:data:`~superasm.tiers.TIERS`); this
module owns how a user says which they want.
"""

from __future__ import annotations

import argparse
from dataclasses import MISSING, fields, replace
from typing import Any

from superasm.harness import HarnessConfig, TimeOn
from superasm.measure import TIMING_METHODS, Clock, MeasureConfig
from superasm.rewards import REWARD_SETTINGS
from superasm.tiers import Command, TierOption, tier_options

#: each harness setting's default (None where it is made with the config: the explored tier's
#: budget reads SUPERASM_EXPLORE_RUNS then)
_HARNESS_DEFAULTS = {f.name: None if f.default is MISSING else f.default
                     for f in fields(HarnessConfig)}


def add_timing_arguments(parser: Any, defaults: MeasureConfig | None = None,
                         time_on: bool = True) -> None:
    """The timing options every command shares (eval, optimize, train, dataset build);
    ``time_on`` adds the choice of timed inputs (commands that build a harness from them)."""
    d = defaults or MeasureConfig()
    group = parser.add_argument_group("timing")
    group.add_argument("--timing", default=d.method.value,
                       choices=[m.value for m in TIMING_METHODS],
                       help="; ".join(f"{m.value}: {spec.help}" for m, spec in
                                      TIMING_METHODS.items()).replace("%", "%%"))
    group.add_argument("--clock", default=d.clock.value, choices=[c.value for c in Clock],
                       help="the clock the default timing decides on (cpu = user+sys of every "
                            "process of a run; the other clock must not contradict it)")
    group.add_argument("--budget", type=float, default=d.budget_s, metavar="SECONDS",
                       help=f"timing budget per candidate (default {d.budget_s:g})")
    group.add_argument("--min-rounds", type=int, default=d.min_rounds,
                       help="rounds before the first decision (default %(default)s)")
    group.add_argument("--max-rounds", type=int, default=d.max_rounds)
    group.add_argument("--min-effect", type=float, default=d.min_effect, metavar="FRACTION",
                       help="smallest speedup credited: the interval must clear 1 + this "
                            "(default %(default)s)")
    if not time_on:
        return
    group.add_argument("--time-on", default=HarnessConfig.time_on.value,
                       choices=[t.value for t in TimeOn],
                       help="unseen: time on inputs no model was shown (bench tests, else hidden "
                            "tests; the credited speedup); public: the paper's method, for "
                            "comparison (default %(default)s)")


def timing_from_args(args: Any, base: MeasureConfig | None = None) -> MeasureConfig:
    """The MeasureConfig the options of :func:`add_timing_arguments` describe."""
    return replace(base or MeasureConfig(), method=args.timing, clock=args.clock,
                   budget_s=args.budget, min_rounds=args.min_rounds,
                   max_rounds=max(args.max_rounds, args.min_rounds), min_effect=args.min_effect)


def option_default(option: TierOption, command: Command) -> Any:
    """A tier option's value when not given: a switch is on; a number is the harness's default
    for its setting (for the reward commands, the rewards' own where they have one), or the
    option's own where it sets none."""
    if option.kind is bool:
        return True
    if not option.setting:
        return option.default
    if command is Command.REWARD and option.setting in REWARD_SETTINGS:
        return REWARD_SETTINGS[option.setting]
    return _HARNESS_DEFAULTS[option.setting]


def add_tier_arguments(group: Any, command: Command) -> None:
    """The verification tiers' options ``command`` offers, in the order of
    :data:`~superasm.tiers.TIERS`: a switch as ``--no-...``, a number with its default."""
    for option in tier_options(command):
        if option.kind is bool:
            group.add_argument(option.flag, dest=option.dest, action="store_false",
                               help=option.help)
        else:
            group.add_argument(option.flag, dest=option.dest, type=option.kind,
                               default=option_default(option, command),
                               metavar=option.metavar or None, help=option.help)


def tier_settings_from(args: argparse.Namespace, command: Command) -> dict[str, Any]:
    """The harness settings the tier options in ``args`` give (``HarnessConfig`` fields), each
    only where it differs from its default: the rest stay the harness's (or the rewards')."""
    settings = {}
    for option in tier_options(command):
        default = option_default(option, command)
        value = getattr(args, option.dest, default)
        if option.setting and value is not None and value != default:
            settings[option.setting] = value
    return settings
