"""Kattis problem packages, judged as the judges judge them (legacy and 2023+ formats).

A package says how outputs are judged in three places, and a build must read all of them or
it refuses answers a judge accepts:

- ``problem.yaml``: legacy ``validation: default | custom [interactive] [score]`` and
  ``validator_flags``; 2023+ ``type: pass-fail | interactive | multi-pass | ...``;
- the flags of the test groups: legacy ``testdata.yaml`` (``output_validator_flags``, a
  string) and 2023+ ``test_group.yaml`` (``output_validator_args``, a list or a string), in
  ``data/`` and in each group folder below it, a group's own file overriding its parent's;
- an output validator: legacy ``output_validators/`` (used with ``validation: custom``), 2023+
  ``output_validator/`` (used when present).

The default validator's flags become the problem's ``output_match``: ``float_tolerance``,
``float_absolute_tolerance`` and ``float_relative_tolerance`` a ``float:abs=A,rel=R`` (tokens;
words compared with their case); without them, the tokens with letters' case ignored
(``tokens-nocase``, the validator's default), ``tokens`` with ``case_sensitive``, and with
``space_change_sensitive`` the build's own standard rule (whitespace counts).  The
secret group's flags decide (it is what a judge scores); a sample group with other flags is
noted.  A custom output validator becomes the problem's :class:`~superasm.problem.Checker`,
called as Kattis calls it, with the flags as its arguments.  An interactive or multi-pass
problem cannot be judged from one stdin and stdout, and is refused saying so.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

import yaml  # type: ignore[import-untyped]  # PyYAML: a dependency of optuna, ours

from superasm.errors import UserError
from superasm.problem import Checker

#: where a package keeps its output validator: legacy, then 2023+
VALIDATOR_FOLDERS = ("output_validators", "output_validator")
#: the files that hold a test group's flags: legacy, then 2023+
GROUP_FILES = ("testdata.yaml", "test_group.yaml")
_FLAG_KEYS = ("output_validator_flags", "output_validator_args")
_FLOAT_FLAGS = ("float_tolerance", "float_absolute_tolerance", "float_relative_tolerance")
_CHECKER_FILES = re.compile(r".*\.(c|cc|cpp|cxx|c\+\+|h|hh|hpp|hxx)", re.IGNORECASE)


class PackageError(UserError, ValueError):
    """A package whose judging cannot be read or done here; ``stage`` is the build's left-out
    stage (:class:`superasm.datasets.layouts.LeftOutStage`) it becomes."""

    def __init__(self, message: str, stage: str) -> None:
        super().__init__(message)
        self.stage = stage


#: the stages a :class:`PackageError` names
UNREADABLE, CUSTOM_VALIDATOR = "unreadable", "custom_validator"


@dataclass
class Judging:
    """How a package judges outputs: its ``output_match`` ('' for the default rule), its
    checker, the files read to learn it, and notes for the build's line."""

    output_match: str = ""
    checker: Checker | None = None
    used: set[PurePosixPath] = field(default_factory=set)
    notes: list[str] = field(default_factory=list)


def load_yaml(data: bytes, where: Path | str) -> dict[str, Any]:
    """A package's YAML file as a mapping (an empty file: {}); a :class:`PackageError` naming
    the file when it is not YAML or not a mapping."""
    try:
        value = yaml.safe_load(data.decode("utf-8", "replace"))
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        at = f" (line {mark.line + 1})" if mark is not None else ""
        raise PackageError(f"{where}: not valid YAML{at}", UNREADABLE) from None
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise PackageError(f"{where}: not a YAML mapping of keys to values",
                          UNREADABLE)
    return value


def flag_words(value: Any) -> list[str]:
    """Validator flags as words, whether written as one string or as a YAML list."""
    if value is None:
        return []
    if isinstance(value, list | tuple):
        return [str(v) for v in value]
    return str(value).split()


def flags_output_match(flags: Iterable[str], where: Path | str) -> tuple[str, list[str]]:
    """The output_match Kattis's default validator with ``flags`` amounts to ('' for the
    build's standard rule: whitespace counts), and notes on flags superasm reads differently."""
    words, found, notes = list(flags), {}, []
    i = 0
    while i < len(words):
        word = words[i]
        if word in _FLOAT_FLAGS:
            if i + 1 >= len(words):
                raise PackageError(f"{where}: {word} without a value", UNREADABLE)
            try:
                found[word] = float(words[i + 1])
            except ValueError:
                raise PackageError(f"{where}: {word} {words[i + 1]!r} is not a number",
                                  UNREADABLE) from None
            if not 0 <= found[word] < float("inf"):
                raise PackageError(f"{where}: {word} {words[i + 1]} must be a non-negative "
                                  "number", UNREADABLE)
            i += 2
            continue
        if word not in ("case_sensitive", "space_change_sensitive"):
            notes.append(f"validator flag {word!r} not understood (ignored)")
        i += 1
    case = "case_sensitive" in words
    if not found:
        if "space_change_sensitive" in words:
            if not case:
                notes.append("space_change_sensitive without case_sensitive: compared with "
                             "whitespace and with case (no superasm rule ignores case alone)")
            return "", notes
        return ("tokens" if case else "tokens-nocase"), notes
    if not case:
        notes.append("a float tolerance without case_sensitive: words compared with their case")
    both = found.get("float_tolerance", 0.0)
    return (f"float:abs={found.get('float_absolute_tolerance', both):g},"
            f"rel={found.get('float_relative_tolerance', both):g}"), notes


def _group_flags(files: Iterable[PurePosixPath], read: Callable[[PurePosixPath], bytes],
                 folder: Path, judging: Judging) -> dict[str, list[str] | None]:
    """The flags each group folder of ``data/`` sets itself (None: it sets none), keyed by
    folder (``data``, ``data/secret``, ``data/secret/group1``)."""
    own: dict[str, list[str] | None] = {}
    for rel in sorted(files, key=lambda r: (len(r.parts), str(r))):
        if rel.parts[0] != "data" or rel.name not in GROUP_FILES:
            continue
        judging.used.add(rel)
        settings = load_yaml(read(rel), folder / rel)
        keys = [k for k in _FLAG_KEYS if k in settings]
        if keys:
            own[str(rel.parent)] = flag_words(settings[keys[0]])
        else:
            own.setdefault(str(rel.parent), None)
    return own


def _flags_of(group: str, own: dict[str, list[str] | None]) -> list[str]:
    """A group's flags: its own file's, else its nearest parent's."""
    path = PurePosixPath(group)
    for parent in (path, *path.parents):
        flags = own.get(str(parent))
        if flags is not None:
            return flags
    return []


def _version(problem: dict[str, Any]) -> str:
    return str(problem.get("problem_format_version", "legacy") or "legacy")


def _refuse_kind(problem: dict[str, Any], where: Path) -> bool:
    """Whether the package asks for a custom validator (legacy ``validation: custom``);
    a :class:`PackageError` for an interactive or multi-pass problem."""
    validation = str(problem.get("validation", "default") or "default").split()
    kinds = flag_words(problem.get("type", "pass-fail"))
    for kind in ("interactive", "multi-pass"):
        if kind in validation or kind in kinds:
            raise PackageError(f"{where}: an {kind} problem (its validator talks with the "
                              "program while it runs; superasm judges one stdin and stdout)",
                              CUSTOM_VALIDATOR)
    return validation[:1] == ["custom"]


def _validator(files: Iterable[PurePosixPath], read: Callable[[PurePosixPath], bytes],
               folder: Path, custom: bool, version: str) -> tuple[Checker | None, set[PurePosixPath]]:
    """The package's output validator as a checker, if the package uses one, and its files."""
    for top in VALIDATOR_FOLDERS:
        mine = [rel for rel in files if rel.parts[0] == top and len(rel.parts) > 1]
        if not mine:
            continue
        if top == "output_validators" and not custom and version == "legacy":
            return None, set()  # legacy packages use it only with validation: custom
        subfolders = {rel.parts[1] for rel in mine if len(rel.parts) > 2}
        if len(subfolders) == 1 and all(len(rel.parts) > 2 for rel in mine):
            prefix = 2  # output_validators/<name>/...: the one validator
        else:
            prefix = 1
        sources = {str(PurePosixPath(*rel.parts[prefix:])): read(rel) for rel in mine
                   if _CHECKER_FILES.fullmatch(rel.name)}
        if not any(not n.lower().endswith((".h", ".hh", ".hpp", ".hxx")) for n in sources):
            names = ", ".join(sorted(str(r) for r in mine)[:4])
            raise PackageError(f"{folder}: its output validator ({names}) is not C or C++; "
                              "superasm builds C and C++ validators only",
                              CUSTOM_VALIDATOR)
        try:
            texts = {name: data.decode("utf-8") for name, data in sources.items()}
        except UnicodeDecodeError:
            raise PackageError(f"{folder}/{top}: a source of the output validator is not UTF-8 "
                              "text", CUSTOM_VALIDATOR) from None
        name = "/".join(mine[0].parts[:prefix])
        return Checker("kattis", texts, (), name), set(mine)
    if custom:
        raise PackageError(f"{folder}/problem.yaml: validation: custom, but the package has no "
                          "output_validators/ folder", CUSTOM_VALIDATOR)
    return None, set()


def package_judging(folder: Path, files: Iterable[PurePosixPath],
                    read: Callable[[PurePosixPath], bytes]) -> Judging:
    """How the Kattis package at ``folder`` (its files ``files``, read with ``read``) judges
    outputs (the module docstring); :class:`PackageError` for what cannot be judged here."""
    files = list(files)
    judging = Judging()
    yaml_rel = PurePosixPath("problem.yaml")
    problem = load_yaml(read(yaml_rel), folder / yaml_rel) if yaml_rel in files else {}
    judging.used.add(yaml_rel)
    custom = _refuse_kind(problem, folder / yaml_rel)
    version = _version(problem)
    base = flag_words(problem.get("validator_flags"))
    own = _group_flags(files, read, folder, judging)
    secret = [*base, *_flags_of("data/secret", own)]
    sample = [*base, *_flags_of("data/sample", own)]
    checker, validator_files = _validator(files, read, folder, custom, version)
    judging.used |= validator_files
    if checker is not None:
        judging.checker = Checker(checker.style, checker.sources, tuple(secret), checker.name)
        return judging
    judging.output_match, judging.notes = flags_output_match(secret, folder / "data/secret")
    if flags_output_match(sample, folder / "data/sample")[0] != judging.output_match:
        judging.notes.append(f"the sample group's validator flags ({' '.join(sample) or 'none'}) "
                             f"differ from the secret group's ({' '.join(secret) or 'none'}): "
                             "the secret group's are used")
    return judging
