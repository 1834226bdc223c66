"""The ``superasm`` command: a thin argparse front end over the library.

Each command group lives in its own module with a ``register(subparsers)`` function that adds
its parser and sets ``func`` (called with the parsed namespace, returning an exit code).

Errors: a :class:`~superasm.errors.UserError` (a bad option or file, a missing package, compiler
or sandbox) is one line, ``superasm: error: ...``, and exit status 2; ``--debug`` shows its
traceback instead.  Anything else is a bug: its traceback is shown, exit status 1.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import traceback
from pathlib import Path

from superasm import __version__
from superasm.datasets import resolve_dataset
from superasm.datasets.build import build_checked_problem
from superasm.datasets.layouts import LayoutError, LeftOutStage, ProgramSource, program_from_files
from superasm.errors import UserError, as_user_error
from superasm.problem import Problem

#: command modules, in the order their commands appear in --help
COMMAND_MODULES = [f"superasm.cli.{name}"
                   for name in ("eval_cmd", "optimize", "report_cmd", "dataset", "train_cmd",
                                 "profile_cmd", "serve_cmd")]


class CLIError(UserError):
    """A user error found by the command line itself: printed as one line, exit status 2."""


def load_problems_arg(dataset: str, limit: int | None = None, ids: str | None = None) -> list[Problem]:
    """The problems a command names (``--dataset``, ``--limit``, ``--ids``); none is an error."""
    try:
        problems = resolve_dataset(dataset)
    except (OSError, ValueError) as exc:
        raise CLIError(str(exc)) from None
    if ids:
        wanted = [i.strip() for i in ids.split(",") if i.strip()]
        missing = sorted(set(wanted) - {p.id for p in problems})
        if missing:
            raise CLIError(f"problem ids not in {dataset}: {', '.join(missing)}")
        problems = [p for p in problems if p.id in wanted]
    problems = problems[:limit]
    if not problems:
        raise CLIError(f"{dataset}: no problems")
    return problems


#: where the layouts a tests folder may have are listed (an empty folder's error points there)
LAYOUTS_DOC = "docs/datasets.md, 'Building from C programs'"
#: the path the sandbox compiles a program under: a compiler's message names the user's instead
SANDBOX_SOURCE = "/in/prog.c"


def does_not_compile(source: Path, reason: str) -> str:
    """``PROG.c does not compile: PROG.c:2:26: error: ...``: the compiler's first error, naming
    the user's file where the sandbox's copy was compiled."""
    lines = reason.replace(SANDBOX_SOURCE, str(source)).splitlines()
    errors = [line.strip() for line in lines if "error:" in line]
    first = errors[0] if errors else (lines[0].strip() if lines else "")
    return f"{source} does not compile: {first}"


def read_program(source: Path, tests_dir: Path) -> ProgramSource:
    """The program and its tests (:func:`~superasm.datasets.layouts.program_from_files`); a
    folder with no tests is a short hint and a pointer to the layouts, not the list of all."""
    try:
        return program_from_files(source, tests_dir)
    except LayoutError as exc:
        text = str(exc)
        if exc.stage is not LeftOutStage.NO_TESTS or " no test files (" not in text:
            raise
        _, _, rest = text.partition("; not understood: ")
        raise CLIError(f"{tests_dir}: no tests found: give each input and its expected output "
                       f"the same name (1.in and 1.out); every layout read: {LAYOUTS_DOC}"
                       + (f"; not understood: {rest}" if rest else "")) from None


def build_problem(source: Path, tests_dir: Path, compiler: str = "gcc") -> tuple[Problem, int]:
    """A Problem from a C file and the tests below ``tests_dir`` in any layout
    (:mod:`superasm.datasets.layouts`), checked as ``dataset build`` checks (without timing -O0);
    with how many expected outputs were taken from the gcc -O3 build."""
    problem, left_out = build_checked_problem(read_program(source, tests_dir), compiler,
                                              measure_speedup=False)
    if problem is None and left_out and left_out[-1].stage is LeftOutStage.COMPILE:
        raise CLIError(does_not_compile(source, left_out[-1].reason))
    for item in left_out:
        print(item.line(), file=sys.stderr)
    if problem is None:
        raise CLIError(f"{source}: no usable tests: {left_out[-1].reason}")
    problem = problem.with_notes(tests_dir=str(tests_dir))
    return problem, len(problem.tests) + len(problem.hidden_tests) - problem.meta.get(
        "given_outputs", 0)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="superasm",
        description="Make x86-64 programs faster than gcc -O3, and check they still do the same thing.",
    )
    parser.add_argument("--version", action="version", version=f"superasm {__version__}")
    parser.add_argument("--debug", action="store_true",
                        help="on an error, show the traceback instead of one line "
                             "(give it before the command: superasm --debug eval ...)")
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
    except KeyboardInterrupt:
        print("superasm: interrupted; completed results are kept, run the same command to resume",
              file=sys.stderr)
        return 130
    except Exception as exc:
        if args.debug:
            raise
        error = as_user_error(exc, purpose=f"superasm {args.command}")
        if error is None:
            traceback.print_exc()
            print(f"superasm: internal error ({type(exc).__name__}); this is a bug: please report "
                  "it with the traceback above", file=sys.stderr)
            return 1
        print(f"superasm: error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
