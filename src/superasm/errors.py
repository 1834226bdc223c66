"""Errors the user can fix, and the one table that says how to install a missing package.

The command line prints a :class:`UserError` as one line (``superasm: error: ...``) and exits
with status 2; anything else is a bug and keeps its traceback.  Library error classes that
describe the user's input or machine (a bad problem file, a missing compiler, no bubblewrap)
subclass ``UserError`` so the command line needs no list of them.

Heavy optional packages are imported where a backend is constructed, through :func:`require`, so
a missing one is reported with the command that installs it instead of a bare
``ModuleNotFoundError``.  This module imports nothing heavy: ``import superasm`` stays light.
"""

from __future__ import annotations

import importlib
from types import ModuleType

_SETUP_ALL = "bash scripts/setup.sh --all"


class UserError(Exception):
    """A problem the user can fix (an option, a file, a package): printed as one line, exit 2."""


class MissingDependency(UserError, ImportError):
    """An optional package is not installed; the message names the command that installs it.
    Also an ``ImportError``, so code that falls back when an import fails keeps doing so."""


def _extra(extra: str, also: str = f" (or {_SETUP_ALL})") -> str:
    return f"pip install 'superasm[{extra}]'{also}"


#: top-level module -> how to install it.  The only place that knows which extra holds what
#: (the extras themselves are declared in pyproject.toml; tests/test_errors.py checks they agree).
INSTALL_HINTS: dict[str, str] = {
    "httpx": _extra("llm"),
    "transformers": _extra("llm"),
    "tokenizers": _extra("llm"),
    "accelerate": _extra("llm"),
    "torch": f"pip install torch ({_SETUP_ALL} installs the CPU wheel)",
    "vllm": _extra("vllm", " (on a machine with a CUDA GPU)"),
    "pyarrow": _extra("data"),
    "datasets": _extra("data"),
    "trl": _extra("train"),
    "ray": _extra("ray"),
    "optuna": "pip install optuna (bash scripts/setup.sh installs it)",
    "selenium": _extra("dev"),
    "verl": "VERL pins its own transformers and lives in a virtual environment of its own: "
            "bash scripts/setup_verl.sh (makes .venv-verl)",
}


def _top(module: str) -> str:
    return module.partition(".")[0]


def missing_dependency(exc: ModuleNotFoundError, purpose: str,
                       wanted: str | None = None) -> MissingDependency | None:
    """The one-line error for a failed import, or None when the table does not know the fix.
    ``wanted`` is the package that was being imported: when one of *its* dependencies is missing (a
    broken install), reinstalling ``wanted``'s extra is the fix."""
    missing = _top(exc.name or "")
    if missing in INSTALL_HINTS:
        return MissingDependency(f"{purpose} needs the Python package {missing!r}: "
                                 f"{INSTALL_HINTS[missing]}", name=missing)
    if wanted is not None and _top(wanted) in INSTALL_HINTS:
        return MissingDependency(f"{purpose} needs the Python package {wanted!r}, which cannot be "
                                 f"imported ({exc}): {INSTALL_HINTS[_top(wanted)]}", name=wanted)
    return None


def require(module: str, purpose: str) -> ModuleType:
    """Import an optional module, or raise :class:`MissingDependency` naming how to install it:
    "PURPOSE needs the Python package 'httpx': pip install 'superasm[llm]' ..."."""
    if _top(module) not in INSTALL_HINTS:
        raise ValueError(f"require({module!r}): add the module to superasm.errors.INSTALL_HINTS")
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as exc:
        error = missing_dependency(exc, purpose, wanted=module)
        assert error is not None  # module is in the table
        raise error from exc


def as_user_error(exc: BaseException, purpose: str = "this command") -> UserError | None:
    """What the command line prints as one line for ``exc``; None for a bug (keep the traceback)."""
    if isinstance(exc, UserError):
        return exc
    if isinstance(exc, ModuleNotFoundError):
        return missing_dependency(exc, purpose)
    return None
