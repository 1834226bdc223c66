"""Things declared by name and imported only when used: one table per kind, checked at import.

Model backends, named problem sets and dataset tree layouts are each a table of name ->
``"package.module:attr"``.  The module is imported the first time its name is used, so
``import superasm`` never pulls in a backend's libraries, and the command line's help is made
from the names alone, without importing anything.

A table is checked when it is built (that is, when the module declaring it is imported): a
name declared twice, an alias that shadows a name or leads to no name, a target that is not
``package.module:attr``, each raises :class:`RegistryError` then, instead of a later lookup
quietly reaching the wrong entry.  Declarations are sequences of pairs rather than dict
literals for that reason: a dict literal keeps the last of two equal keys without a word.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterable, Iterator, Mapping
from typing import Any, Generic, NamedTuple, TypeVar, cast

from superasm.errors import UserError, missing_dependency

T = TypeVar("T")

#: ``package.module:attr``: a dotted module path of at least two parts, one attribute
TARGET = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+:[A-Za-z_]\w*")
#: a name as a user types it: no ``:`` (it starts an argument) and no ``+`` (it stacks specs)
NAME = re.compile(r"[A-Za-z0-9][\w.-]*")


class RegistryError(ValueError):
    """A table declares something wrong (a bug in the declaring module, found at import)."""


class UnknownName(UserError, KeyError):
    """A name no entry or alias of the table has; the message lists the known ones.  A
    ``KeyError``, as a mapping's missing key is (``get`` relies on it); a user's error, since
    names come from the command line."""

    def __str__(self) -> str:  # KeyError's own quotes its message
        return str(self.args[0]) if self.args else ""


class Entry(NamedTuple):
    """One declaration: ``name`` -> ``target``, and what help texts say of it."""

    name: str
    #: ``"package.module:attr"``, imported by :meth:`Registry.load`
    target: str
    #: what a user may write after the name, as help shows it (``":FILE"``, ``"[:train|:val]"``)
    argument: str = ""
    #: a few words for help texts
    about: str = ""


class Registry(Mapping[str, str], Generic[T]):
    """A table of ``name -> "package.module:attr"`` for one kind of thing (``kind`` names it in
    messages).  As a mapping it holds the declared names, in declaration order, and their
    targets; an alias is understood by ``in``, ``[]``, :meth:`resolve` and :meth:`load`, and
    never listed.  ``T`` is what :meth:`load` returns: the declaring module's word for it,
    trusted, not checked."""

    def __init__(self, kind: str, entries: Iterable[Entry | tuple[str, str]],
                 aliases: Iterable[tuple[str, str]] = ()) -> None:
        self.kind = kind
        self._entries: dict[str, Entry] = {}
        for item in entries:
            entry = item if isinstance(item, Entry) else Entry(*item)
            self._check_name(entry.name)
            if entry.name in self._entries:
                raise RegistryError(f"{kind} {entry.name!r} is declared twice")
            if not TARGET.fullmatch(entry.target):
                raise RegistryError(f"{kind} {entry.name!r}: target {entry.target!r} is not "
                                    "of the form 'package.module:attr'")
            self._entries[entry.name] = entry
        self._aliases: dict[str, str] = {}
        for alias, name in aliases:
            self._check_name(alias)
            if alias in self._entries:
                raise RegistryError(f"{kind} alias {alias!r} shadows the {kind} of that name")
            if alias in self._aliases:
                raise RegistryError(f"{kind} alias {alias!r} is declared twice")
            if name not in self._entries:
                raise RegistryError(f"{kind} alias {alias!r} leads to {name!r}, which is not "
                                    f"declared (known: {self.known()})")
            self._aliases[alias] = name

    def _check_name(self, name: str) -> None:
        if not NAME.fullmatch(name):
            raise RegistryError(f"{self.kind} name {name!r}: a letter or digit, then letters, "
                                "digits, '_', '-' or '.'")

    # ------------------------------------------------------------ the mapping
    def __getitem__(self, name: str) -> str:
        return self.entry(name).target

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, name: object) -> bool:
        return name in self._entries or name in self._aliases

    def __repr__(self) -> str:
        return f"Registry({self.kind!r}, {list(self._entries)!r})"

    # ------------------------------------------------------------ names
    def resolve(self, name: str) -> str | None:
        """The declared name ``name`` is (itself, or what an alias leads to); None if neither."""
        return name if name in self._entries else self._aliases.get(name)

    @property
    def aliases(self) -> dict[str, str]:
        """alias -> the name it leads to (a copy)."""
        return dict(self._aliases)

    def entry(self, name: str) -> Entry:
        """The declaration of ``name`` (or of the name an alias leads to)."""
        canonical = self.resolve(name)
        if canonical is None:
            raise UnknownName(f"unknown {self.kind} {name!r}; known: {self.known()}")
        return self._entries[canonical]

    def known(self, separator: str = ", ") -> str:
        """The declared names in declaration order, for messages."""
        return separator.join(self._entries)

    def usage(self, separator: str = " | ", about: bool = False) -> str:
        """The names as a user writes them (``replay:FILE``), for help texts; with ``about``,
        each followed by its words in parentheses where it has some."""
        return separator.join(
            entry.name + entry.argument + (f" ({entry.about})" if about and entry.about else "")
            for entry in self._entries.values())

    # ------------------------------------------------------------ loading
    def load(self, name: str, purpose: str | None = None) -> T:
        """The object ``name`` declares, its module imported now.  A missing optional package is
        a :class:`~superasm.errors.MissingDependency` naming the extra to install (``purpose``
        says what needed it; default: the kind and the name); any other failed import is left
        as it is, a bug.  :class:`UnknownName` for a name the table does not have."""
        target = self[name]
        module_name, _, attr = target.partition(":")
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            missing = missing_dependency(exc, purpose or f"the {self.kind} {name!r}")
            if missing is None:
                raise
            raise missing from exc
        try:
            found: Any = getattr(module, attr)
        except AttributeError:
            raise RegistryError(f"{self.kind} {name!r}: {module_name} has no {attr!r} (its "
                                f"declaration says {target!r})") from None
        return cast(T, found)


__all__ = ["Entry", "Registry", "RegistryError", "UnknownName"]
