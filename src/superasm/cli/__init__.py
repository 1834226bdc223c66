"""The ``superasm`` command: a thin argparse front end over the library.

Each command group lives in its own module with a ``register(subparsers)`` function that adds
its parser and sets ``func`` (called with the parsed namespace, returning an exit code).
"""

from __future__ import annotations

import argparse
import importlib
import sys

#: command modules, in the order their commands appear in --help
COMMAND_MODULES = [
    "superasm.cli.eval_cmd",
    "superasm.cli.optimize",
    "superasm.cli.report_cmd",
    "superasm.cli.dataset",
    "superasm.cli.train_cmd",
]


class CLIError(Exception):
    """A user error: printed as one line, exit status 2."""


def build_parser() -> argparse.ArgumentParser:
    from superasm import __version__

    parser = argparse.ArgumentParser(
        prog="superasm",
        description="Make x86-64 programs faster than gcc -O3, and check they still do the same thing.",
    )
    parser.add_argument("--version", action="version", version=f"superasm {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except CLIError as exc:
        print(f"superasm: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("superasm: interrupted; completed results are kept, run the same command to resume",
              file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
