"""Which files of a tree are test inputs and which are their expected outputs, by name alone.

People keep answers in every way: beside the input with another extension (``1.in`` ``1.out``,
``1.ans``, ``1.res``), with a word in the name changed (``pos_01_in.txt`` ``pos_01_out.txt``,
``input.0`` ``output.0``, ``knucleotide-input.txt`` ``-output.txt``), or in a sibling folder
(``input/input00.txt`` ``output/output00.txt``, ``in/1.txt`` ``out/1.txt``, ``tests/1.txt``
``answers/1.txt``).  One rule covers them all rather than a rule per site: a file's *role*
(input or answer) is the last whole word of its name that is an input or an answer word
(:data:`INPUT_WORDS`, :data:`ANSWER_WORDS`; an extension of :data:`INPUT_EXTENSIONS`, ``1.test``,
marks an input too), or else the nearest folder of its path that is
one (:data:`INPUT_FOLDERS`, :data:`ANSWER_FOLDERS`, or a longer folder name with one such word:
``opt_output``); its *key* is its path, lower-cased, with those words blanked out and role
folders one part however deep (``tests/1.in`` and ``tests/output/1.out``).  An input and an
answer with the same key are a test.  Polygon's
``tests/01`` + ``01.a`` (an answer named as its input plus a suffix) pair as well.  Where one
input has several answers (``5.out`` and ``5.exp``) all stay with the test, in order of
preference (its own folder first, then :data:`ANSWER_WORDS`): which one the program prints is for
the build to see (:mod:`superasm.datasets.build`), not for the name to decide.

Names are read as people write them on a desktop: ``pos_02_in .txt`` (stray spaces around a
separator) is read as ``pos_02_in.txt`` and ``neg_02_out - Copy.txt`` (``x (1).txt``,
``Copy of x.txt``) as ``neg_02_out.txt``, each said; where the clean name exists too the loose
one is a duplicate, listed with whether its bytes are the same, and not used.

A course's *negative* tests (a ``neg`` word, in a program whose other tests have a ``pos``
word: ``neg_01_in.txt`` beside ``pos_01_in.txt``) must only make the program fail: they expect
any non-zero exit (:data:`superasm.problem.ANY_NONZERO_EXIT`), and their ``neg_01_out.txt`` is
read as a note, never as the expected output.  Answers no input pairs with are handed back
(:attr:`Pairing.unpaired`): the builder never takes the ``-O3`` build's outputs in their place
without saying so (docs/datasets.md).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import PurePosixPath

from superasm.problem import ANY_NONZERO_EXIT

#: words that make a file an input, as a whole word of its name (``1.in``, ``input00.txt``)
INPUT_WORDS = frozenset({"in", "input", "inputs", "inp", "stdin", "entrada", "entradas"})
#: words that make a file an answer, in order of preference when one input has several
ANSWER_WORDS = ("out", "ans", "res", "expected", "sol", "answer", "output", "exp", "outputs",
                "answers", "result", "results", "expect", "stdout", "saida", "saidas", "salida",
                "salidas")
#: extensions that make a file an input, as the last part of its name only (``1.test`` beside
#: ``1.ans``): a word too common elsewhere (``test_cases.txt``) to mark an input anywhere else
INPUT_EXTENSIONS = frozenset({"test"})
#: folders whose files are inputs or answers whatever their names say
INPUT_FOLDERS = frozenset({"in", "input", "inputs", "entrada", "entradas"})
ANSWER_FOLDERS = frozenset({"out", "output", "outputs", "ans", "answer", "answers", "expected",
                            "expected_output", "expected_outputs", "results", "saida", "saidas",
                            "salida", "salidas"})
#: words a longer folder name does not take a role from (``plug_in``, ``opt_out``)
SHORT_FOLDER_WORDS = frozenset({"in", "out", "ans"})
#: folders whose files are inputs only where an answer pairs with them (``tests/`` +
#: ``answers/``); elsewhere a file there with no input word is not a test
WEAK_INPUT_FOLDERS = frozenset({"tests", "test", "testes", "cases", "testcases", "tc"})
#: a test with one of these words in its path must fail, where other tests have a POSITIVE one
NEGATIVE_WORDS = frozenset({"neg", "negative"})
POSITIVE_WORDS = frozenset({"pos", "positive"})
#: files of these kinds are never tests: code, documents, build files (``sol.c`` is no answer)
NOT_TESTS = frozenset({"c", "h", "cc", "cpp", "cxx", "hpp", "gcc", "py", "java", "js", "rs", "go",
                       "sh", "pl", "rb", "cs", "kt", "s", "asm", "o", "obj", "exe", "so", "pdf",
                       "doc", "docx", "md", "rst", "html", "tex", "yaml", "yml", "toml", "cfg",
                       "ini", "cmake", "mk", "png", "jpg", "jpeg", "gif", "svg"})
#: an answer named as its input plus one of these (Polygon's ``tests/01`` + ``tests/01.a``)
ANSWER_SUFFIXES = ("a", *ANSWER_WORDS)

#: a duplicate a desktop made: 'x - Copy.txt', 'x - Copy (2).txt', 'x (1).txt', 'x copy.txt'
_COPY = re.compile(r"(?:\s*-\s*copy(?:\s*\(\d+\))?|\s+copy(?:\s*\d+)?|\s+\(\d+\))(?=(?:\.[^.\s]+)?$)",
                   re.IGNORECASE)
_COPY_OF = re.compile(r"^copy(?:\s*\(\d+\))?\s+of\s+", re.IGNORECASE)
_WORDS = re.compile(r"[a-z]+|\d+|[^a-z\d]+")


@dataclass(frozen=True)
class Role:
    """What a file's name and folders say it is."""

    rel: PurePosixPath
    #: "input", "answer", or "" (nothing in its name or folders says)
    role: str
    #: an input only by a folder like tests/: a test only where an answer pairs with it
    weak: bool
    #: (folders, name), lower-cased, the role words blanked: an input and its answer share it
    key: tuple[str, str]
    #: answers: the preference among several for one input (lower first)
    rank: int
    #: the name as read, when it was read loosely ('' when read as it is)
    clean: str
    #: every word of the path, lower-cased (for the pos/neg convention)
    words: frozenset[str]


@dataclass(frozen=True)
class Pair:
    """An input and what goes with it: its answer, or a note (a negative test's out file)."""

    input: PurePosixPath
    answer: PurePosixPath | None = None
    #: None: the build decides (0); ANY_NONZERO_EXIT for a negative test
    exit_code: int | None = None
    note: PurePosixPath | None = None
    #: further answers of the same input, after ``answer`` in order of preference (``5.exp``
    #: beside ``5.out``): the build uses the first the program prints
    alternatives: tuple[PurePosixPath, ...] = ()


@dataclass
class Pairing:
    """Every input found and what pairs with it, and what the rest of the files are."""

    pairs: list[Pair] = field(default_factory=list)
    #: answers (by name or folder) no input pairs with: never replaced in silence
    unpaired: list[PurePosixPath] = field(default_factory=list)
    #: file -> why it is not used (a duplicate, a compiled program)
    remarks: dict[PurePosixPath, str] = field(default_factory=dict)
    #: "'pos_02_in .txt' read as pos_02_in.txt"
    renamed: list[str] = field(default_factory=list)
    #: "data/secret/3.in (a symlinked copy of data/sample/1.in)": tests whose input and answer
    #: are links to another test's files, counted once (set by the layouts that read links)
    copies: list[str] = field(default_factory=list)

    @property
    def used(self) -> set[PurePosixPath]:
        return {p for pair in self.pairs
                for p in (pair.input, pair.answer, pair.note, *pair.alternatives) if p}


def clean_name(name: str) -> str:
    """The name a person meant: ' - Copy', ' (1)', 'Copy of ' dropped; stray spaces around a
    separator or the extension removed (``pos_02_in .txt`` -> ``pos_02_in.txt``)."""
    clean = _COPY_OF.sub("", _COPY.sub("", name))
    clean = re.sub(r"\s*([._-])\s*", r"\1", clean).strip()
    return clean or name


def is_copy(name: str) -> bool:
    return bool(_COPY.search(name) or _COPY_OF.match(name))


def folder_role(name: str) -> tuple[str, bool]:
    """(role, weak) of a folder by its name: a whole name of the folder sets (``output``,
    ``tests``), or one word of a longer name that only one of them holds (``opt_output``,
    ``test_inputs``; the short ``in`` and ``out`` only as whole names: ``plug_in`` is no input
    folder); ("", False) when the name says nothing or says both."""
    low = name.lower()
    if low in INPUT_FOLDERS or low in ANSWER_FOLDERS or low in WEAK_INPUT_FOLDERS:
        return ("answer" if low in ANSWER_FOLDERS else "input"), low in WEAK_INPUT_FOLDERS
    words = set(re.findall(r"[a-z]+", low)) - SHORT_FOLDER_WORDS
    said = {role for role, names in (("input", INPUT_FOLDERS), ("answer", ANSWER_FOLDERS))
            if words & names}
    return (said.pop(), False) if len(said) == 1 else ("", False)


def classify(rel: PurePosixPath) -> Role:
    """The role and key of one file (module docstring).  Role folders are one part of the key
    however deep (``tests/1.in`` pairs with ``tests/output/1.out``, ``in/1`` with ``out/1``)."""
    folders: list[str] = []
    by_folder, weak = "", False
    for part in rel.parts[:-1]:
        role_here, weak_here = folder_role(part)
        if role_here:
            if not folders or folders[-1] != "\0":
                folders.append("\0")
            by_folder, weak = role_here, weak_here
        else:
            folders.append(part.lower())
    clean = clean_name(rel.name)
    tokens = _WORDS.findall(clean.lower())
    marked = [i for i, t in enumerate(tokens) if t in INPUT_WORDS or t in ANSWER_WORDS]
    if not marked and len(tokens) > 1 and tokens[-1] in INPUT_EXTENSIONS and tokens[-2] == ".":
        marked = [len(tokens) - 1]
    if rel.suffix.lower().lstrip(".") in NOT_TESTS or rel.name in ("Makefile", "CMakeLists.txt"):
        marked, by_folder = [], ""
    rank = len(ANSWER_WORDS)
    if marked:
        word = tokens[marked[-1]]
        role, weak = ("answer" if word in ANSWER_WORDS else "input"), False
        rank = ANSWER_WORDS.index(word) if word in ANSWER_WORDS else rank
        tokens[marked[-1]] = "\0"
    else:
        role = by_folder
    words = {t for part in [*rel.parts[:-1], clean] for t in _WORDS.findall(part.lower())}
    return Role(rel, role, weak and role == "input", ("/".join(folders), "".join(tokens)), rank,
                clean if clean != rel.name else "", frozenset(words))


def _duplicates(roles: list[Role], read: Callable[[PurePosixPath], bytes],
                pairing: Pairing) -> list[Role]:
    """Loose names whose clean name is there too are duplicates (remarked, dropped); the other
    loose names are read as their clean names (said in ``pairing.renamed``)."""
    exact = {(r.rel.parent, r.rel.name.lower()) for r in roles if not r.clean}
    kept = []
    for r in roles:
        if r.clean and (r.rel.parent, r.clean.lower()) in exact:
            original = r.rel.parent / next(x.rel.name for x in roles if not x.clean and
                                           x.rel.parent == r.rel.parent and
                                           x.rel.name.lower() == r.clean.lower())
            same = "the same bytes" if read(r.rel) == read(original) else "different bytes"
            pairing.remarks[r.rel] = f"a copy of {original.name} ({same}): not used"
            continue
        if r.clean:
            pairing.renamed.append(f"'{r.rel.name}' read as {r.clean}")
        kept.append(r)
    return kept


def pair_files(names: list[PurePosixPath], read: Callable[[PurePosixPath], bytes]) -> Pairing:
    """Inputs and answers among ``names`` (module docstring); ``read`` gives a file's bytes
    (to tell a duplicate's bytes and a compiled program from an answer)."""
    pairing = Pairing()
    roles = _duplicates([classify(rel) for rel in names], read, pairing)
    answers: dict[tuple[str, str], list[Role]] = {}
    for r in roles:
        if r.role == "answer":
            answers.setdefault(r.key, []).append(r)
    taken: set[PurePosixPath] = set()
    paired_keys: set[tuple[str, str]] = set()
    for r in sorted((r for r in roles if r.role == "input"), key=lambda r: str(r.rel)):
        choices = sorted((a for a in answers.get(r.key, []) if a.rel not in taken),
                         key=lambda a: (a.rel.parent != r.rel.parent, a.rank, str(a.rel)))
        if choices:
            taken.update(a.rel for a in choices)
            paired_keys.add(r.key)
            pairing.pairs.append(Pair(r.rel, choices[0].rel,
                                      alternatives=tuple(a.rel for a in choices[1:])))
        elif not r.weak:
            pairing.pairs.append(Pair(r.rel))
    _suffix_answers(roles, taken, pairing)
    for a in (r for r in roles if r.role == "answer" and r.rel not in taken):
        data = read(a.rel)
        if a.rel.name == "a.out" or data.startswith(b"\x7fELF"):
            pairing.remarks[a.rel] = "a compiled program, not an answer"
        elif a.key not in paired_keys:
            pairing.unpaired.append(a.rel)
    _negative_tests(roles, pairing)
    return pairing


def _suffix_answers(roles: list[Role], taken: set[PurePosixPath], pairing: Pairing) -> None:
    """Polygon's ``tests/01`` + ``tests/01.a``: a file no word marks (or only a folder like
    tests/), and an answer named as it plus a suffix (``.a``, ``.ans``, ...)."""
    plain = {r.rel for r in roles if not r.role or r.weak}
    for r in roles:
        stem, dot, suffix = r.rel.name.rpartition(".")
        if (r.role == "input" and not r.weak) or r.rel in taken or r.rel in pairing.used \
                or not dot or suffix.lower() not in ANSWER_SUFFIXES:
            continue
        given = r.rel.with_name(stem)
        if given in plain and given not in pairing.used:
            taken.add(r.rel)
            pairing.pairs.append(Pair(given, r.rel))


def _negative_tests(roles: list[Role], pairing: Pairing) -> None:
    """pos/neg: where some test has a POSITIVE word, one with a NEGATIVE word expects any
    non-zero exit, and its answer file is a note."""
    words = {r.rel: r.words for r in roles}
    if not any(words.get(p.input, frozenset()) & POSITIVE_WORDS for p in pairing.pairs):
        return
    pairing.pairs = [Pair(p.input, None, ANY_NONZERO_EXIT, p.answer, p.alternatives)
                     if words.get(p.input, frozenset()) & NEGATIVE_WORDS else p
                     for p in pairing.pairs]


def llvm_reference(data: bytes) -> tuple[bytes, int | None]:
    """An LLVM test-suite ``X.reference_output``: the program's output and its exit status,
    from the ``exit N`` line the suite's runner (timeit ``--append-exitstatus``) appends; None
    when there is none (the output is then the whole file)."""
    match = re.search(rb"exit (\d+)[ \t]*\r?\n?\Z", data)
    if match is None or int(match.group(1)) > 255:
        return data, None
    return data[:match.start()], int(match.group(1))


def llvm_tolerance(text: str) -> str:
    """The output_match of an LLVM test-suite folder's ``FP_TOLERANCE`` / ``FP_ABSTOLERANCE``
    (fpcmp's relative and absolute tolerances, set in its CMakeLists.txt or Makefile); '' for
    none, or where a setting is given more than one value (set per program: not guessed)."""
    found: dict[str, set[float]] = {}
    for kind, value in re.findall(r"\bFP_(ABS)?TOLERANCE\b\s*(?::=|=|\s)\s*['\"]?"
                                  r"([0-9.]+(?:[eE][-+]?\d+)?)", text):
        try:
            found.setdefault("abs" if kind else "rel", set()).add(float(value))
        except ValueError:
            return ""
    if not found or any(len(values) != 1 for values in found.values()):
        return ""
    rel, absolute = (next(iter(found.get(k, {0.0}))) for k in ("rel", "abs"))
    return f"float:abs={absolute:g},rel={rel:g}"
