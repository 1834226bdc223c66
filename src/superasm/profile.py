"""Where a problem's baseline spends its time, per function, measured in the sandbox.

Method: valgrind's callgrind, counting instructions executed (``Ir``) per function, self and
inclusive, summed over the problem's *timing inputs* (``bench_tests`` if it has them, else the
hidden tests, else the public ones: the inputs the credited speedup is measured on).  Why
callgrind and not a sampling profiler:

* this machine (and most CI machines and containers) exposes no hardware performance counters
  to unprivileged processes, so ``perf record`` cannot sample; a timer-based sampler inside a
  sandbox sees a few hundred samples for a 10 ms program, too few to split it by function;
* callgrind is deterministic: the same binary on the same input gives the same counts, so a
  profile can be cached by (baseline assembly, inputs) and compared between runs, and needs no
  repetition budget;
* it attributes every instruction, including those of library functions a program function
  calls, so each function's *own* cost (itself plus the libraries it calls) is known.

Instruction counts are not time (a cache miss costs hundreds of instructions' worth; see
docs/measurement.md), so a profile chooses *where to look*; the whole program is still timed as
usual when a candidate is judged.  The run itself happens in the sandbox like every other run of
a baseline: the assembly is assembled there and run under ``valgrind`` with ``/usr`` read-only.

Costs per function of the program's assembly: a gcc ``F.cold`` part counts as ``F`` (it is one
function to :mod:`superasm.asmfunc`), callgrind's recursion levels (``fib'2``) as ``fib``.
Inclusive cost adds the calls a function makes to other functions (recursive calls to itself
are not added again); under mutual recursion it can exceed the total and is capped there.

Results are cached on disk under ``~/.cache/superasm/profiles/``, keyed by the baseline
assembly, the inputs and valgrind's version (:func:`cached_profile` reads the cache alone), and
``profile --save`` records them with the problem as a note (``meta["profile"]``).
"""

from __future__ import annotations

import hashlib
import re
import shutil
import subprocess
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from superasm.asmfunc import AsmProgram
from superasm.cache import JsonCache, digest
from superasm.cache import default_cache_dir as cache_dir_of
from superasm.errors import UserError
from superasm.problem import Problem, TestCase
from superasm.sandbox import Limits, SandboxConfig
from superasm.toolchain import Workbench

PROFILE_VERSION = 1
KIND = "profiles"
VALGRIND = "/usr/bin/valgrind"
#: share of the time the hot functions must cover together
DEFAULT_COVERAGE = 0.8
#: callgrind runs a program 20-100x slower than natively
SLOWDOWN = 100.0


class ProfileError(UserError, RuntimeError):
    """The baseline could not be profiled (no valgrind, the baseline fails to build or run)."""


@dataclass(frozen=True)
class FunctionCost:
    """One function of the program's assembly: instructions executed on the timing inputs.

    ``self_ir``: in its own code; ``own_ir``: plus the library functions it calls (what
    rewriting it can change); ``inclusive_ir``: plus every function it calls."""

    name: str
    self_ir: int
    own_ir: int
    inclusive_ir: int
    calls: int = 0


@dataclass
class Profile:
    total_ir: int
    functions: list[FunctionCost]
    #: instructions outside the program's functions' own costs (dynamic loader, libc start-up)
    outside_ir: int
    inputs: str
    n_inputs: int
    method: str = "callgrind"
    tool: str = ""
    baseline_sha256: str = ""
    #: C functions not in the assembly (inlined) -> the functions that contain them
    inlined: dict[str, list[str]] = field(default_factory=dict)

    def share(self, cost: int) -> float:
        return cost / self.total_ir if self.total_ir else 0.0

    def ranked(self) -> list[FunctionCost]:
        """Functions by their own cost, largest first."""
        return sorted(self.functions, key=lambda f: (-f.own_ir, f.name))

    def hot(self, coverage: float = DEFAULT_COVERAGE, limit: int = 3) -> list[FunctionCost]:
        """The fewest functions (at most ``limit``) whose own costs cover ``coverage`` of the
        program's functions' cost together."""
        covered, chosen = 0, list[FunctionCost]()
        target = coverage * sum(f.own_ir for f in self.functions)
        for cost in self.ranked():
            if covered >= target or len(chosen) >= limit or cost.own_ir == 0:
                break
            chosen.append(cost)
            covered += cost.own_ir
        return chosen

    def program_share(self, cost: int) -> float:
        """Share of the instructions run in the program's own functions (start-up, the dynamic
        loader and exit left out: on tiny inputs they are most of a run)."""
        inside = sum(f.own_ir for f in self.functions)
        return cost / inside if inside else 0.0

    def top_share(self, k: int = 1) -> float:
        """Share of the whole run's instructions in the ``k`` costliest functions."""
        return self.share(sum(f.own_ir for f in self.ranked()[:k]))

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "version": PROFILE_VERSION}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Profile:
        data = {k: v for k, v in data.items() if k != "version"}
        data["functions"] = [FunctionCost(**f) for f in data.get("functions", [])]
        return cls(**data)

    def table(self, top: int = 10) -> list[str]:
        """Lines for a human: the costliest functions with their shares."""
        lines = [f"{'function':<28} {'own':>7} {'self':>7} {'incl.':>7}  calls",
                 "-" * 62]
        for cost in self.ranked()[:top]:
            lines.append(f"{cost.name:<28} {self.share(cost.own_ir):>7.1%} "
                         f"{self.share(cost.self_ir):>7.1%} {self.share(cost.inclusive_ir):>7.1%}"
                         f"  {cost.calls}")
        lines.append(f"{'(outside the program)':<28} {self.share(self.outside_ir):>7.1%}")
        for name, hosts in sorted(self.inlined.items()):
            lines.append(f"{name}: inlined into {', '.join(hosts)} (its cost is theirs)")
        return lines


# --------------------------------------------------------------------------- callgrind output
_RECURSION = re.compile(r"'\d+$")


def _function_name(raw: str) -> str:
    name = _RECURSION.sub("", raw.strip())
    return name.split("@", 1)[0]


def parse_callgrind(text: str, program_object: str) -> tuple[int, dict[str, dict[str, int]]]:
    """(total Ir, per function of ``program_object``: self, library calls, calls out, calls in).

    Reads callgrind's format as written with ``--compress-strings=no --compress-pos=no``:
    ``ob=``/``fn=`` set the current function, ``cob=``/``cfn=`` then ``calls=`` announce a call
    whose inclusive cost is the next cost line; any other cost line is the function's own."""
    total = 0
    costs: dict[str, dict[str, int]] = {}
    ob = cob = ""
    fn = cfn = ""
    pending_call = False
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        if line.startswith("ob="):
            ob = cob = line[3:]
        elif line.startswith("fn="):
            fn = _function_name(line[3:])
            cob = ob
        elif line.startswith("cob="):
            cob = line[4:]
        elif line.startswith("cfn="):
            cfn = _function_name(line[4:])
        elif line.startswith("calls="):
            pending_call = True
            if cob == program_object and ob == program_object:
                entry = costs.setdefault(cfn, {"self": 0, "lib": 0, "out": 0, "calls": 0})
                entry["calls"] += int(line[6:].split()[0])
        elif line.startswith(("totals:", "summary:")):
            total = max(total, int(line.split()[1]))
        elif line[0].isdigit() or line[0] in "+-*":
            parts = line.split()
            value = int(parts[1]) if len(parts) > 1 else 0
            if ob == program_object:
                entry = costs.setdefault(fn, {"self": 0, "lib": 0, "out": 0, "calls": 0})
                if not pending_call:
                    entry["self"] += value
                elif cob != program_object:
                    entry["lib"] += value
                elif cfn != fn:
                    entry["out"] += value
            if pending_call:  # a call's object is named again for every call that needs it
                cob = ob
            pending_call = False
        elif "=" in line:
            continue
    return total, costs


def _merge_into_functions(costs: dict[str, dict[str, int]], names: Sequence[str],
                          total: int) -> tuple[list[FunctionCost], int]:
    """Callgrind's functions -> the assembly's functions (``F.cold`` into ``F``)."""
    known = set(names)
    merged: dict[str, dict[str, int]] = {n: {"self": 0, "lib": 0, "out": 0, "calls": 0}
                                         for n in names}
    for raw, cost in costs.items():
        name = raw
        cold = re.match(r"^(.*)\.cold(\.\d+)?$", raw)
        if raw not in known and cold and cold.group(1) in known:
            name = cold.group(1)
        if name not in known:
            continue
        for key, value in cost.items():
            merged[name][key] += value
    functions = [FunctionCost(n, c["self"], c["self"] + c["lib"],
                              min(total, c["self"] + c["lib"] + c["out"]), c["calls"])
                 for n, c in merged.items()]
    outside = total - sum(f.own_ir for f in functions)
    return functions, max(0, outside)


# --------------------------------------------------------------------------- running
def timing_inputs(problem: Problem) -> tuple[str, Sequence[TestCase]]:
    """The inputs the credited speedup is measured on: bench, else hidden, else public."""
    if problem.bench_tests:
        return "bench", problem.bench_tests
    if problem.hidden_tests:
        return "hidden", problem.hidden_tests
    return "public", problem.tests


def valgrind_version() -> str:
    if shutil.which("valgrind") is None or not Path(VALGRIND).exists():
        raise ProfileError("valgrind is not installed (apt-get install valgrind): superasm "
                           "profiles with callgrind")
    out = subprocess.run([VALGRIND, "--version"], capture_output=True, text=True, timeout=30)
    return out.stdout.strip()


def profile_key(asm: str, tests: Sequence[TestCase], tool: str) -> str:
    """What a profile depends on: the assembly, the inputs and valgrind's version."""
    return digest({"tool": tool, "asm": digest(asm), "inputs": [digest(t.input) for t in tests]})


def default_cache_dir() -> Path:
    """Where profiles are kept (:func:`superasm.cache.default_cache_dir` of this kind)."""
    return cache_dir_of(KIND)


class ProfileCache:
    """Profiles kept by :class:`superasm.cache.JsonCache` (one file each, atomic, versioned).
    ``directory``: ``True`` for the standard place, ``None`` turns caching off.  A damaged entry
    is a miss and is rewritten."""

    def __init__(self, directory: str | Path | None | bool = True) -> None:
        self.store = JsonCache(KIND, PROFILE_VERSION, directory)

    @property
    def directory(self) -> Path | None:
        return self.store.directory

    def get(self, key: str) -> Profile | None:
        data = self.store.get(key)
        if data is None:
            return None
        try:
            return Profile.from_dict({k: v for k, v in data.items() if k != "cache_version"})
        except (ValueError, TypeError):
            return None

    def put(self, key: str, profile: Profile) -> None:
        self.store.put(key, profile.to_dict())


def run_callgrind(asm: str, inputs: Sequence[bytes], timeout_s: float = 10.0,
                  config: SandboxConfig | None = None) -> list[str]:
    """Assemble ``asm`` and run it under callgrind on each input, in one sandbox; the callgrind
    output of each run (text).  Raises :class:`ProfileError` when it does not build or run."""
    config = replace(config or SandboxConfig(), stdout_head=64 << 20)
    outputs = []
    with Workbench({"prog.s": asm}, inputs, config) as wb:
        sb = wb.sandbox
        built = wb.compile("/in/prog.s", "/work/prog", lang="asm")
        if not built.ok:
            raise ProfileError(f"the baseline does not build: {built.message}")
        limit = timeout_s * SLOWDOWN
        limits = Limits(cpu_s=limit, address_space=None, file_size=256 << 20)
        for i in range(len(inputs)):
            out = f"/work/cg{i}.out"
            result = sb.run([VALGRIND, "--tool=callgrind", f"--callgrind-out-file={out}",
                             "--dump-instr=no", "--compress-strings=no", "--compress-pos=no",
                             "/work/prog"], stdin=wb.inputs[i], timeout_s=limit,
                            limits=limits, stderr_tail=4096)
            if result.timed_out or result.signal is not None:
                raise ProfileError(f"timing input {i} under callgrind: {result.describe()}")
            cat = sb.run(["/usr/bin/cat", out], timeout_s=60)
            if not cat.ok or not cat.stdout:
                raise ProfileError(f"callgrind wrote no profile for input {i}: "
                                   f"{result.stderr_tail.decode(errors='replace')[-300:]}")
            outputs.append(cat.stdout.decode("utf-8", errors="replace"))
    return outputs


def profile_asm(asm: str, inputs: Sequence[bytes], label: str = "inputs",
                timeout_s: float = 10.0) -> Profile:
    """Profile an assembly program on ``inputs`` (uncached; see :func:`profile_problem`)."""
    tool = valgrind_version()
    names = list(AsmProgram(asm).functions)
    total = 0
    summed: dict[str, dict[str, int]] = {}
    for text in run_callgrind(asm, inputs, timeout_s):
        run_total, costs = parse_callgrind(text, "/work/prog")
        total += run_total
        for name, cost in costs.items():
            entry = summed.setdefault(name, {"self": 0, "lib": 0, "out": 0, "calls": 0})
            for key, value in cost.items():
                entry[key] += value
    functions, outside = _merge_into_functions(summed, names, total)
    return Profile(total, functions, outside, label, len(inputs), tool=tool,
                   baseline_sha256=hashlib.sha256(asm.encode()).hexdigest())


def _profiled_inputs(problem: Problem, max_inputs: int | None
                     ) -> tuple[str, Sequence[TestCase], str]:
    """What a problem's profile runs on (its timing inputs, at most ``max_inputs`` of them, the
    largest) and the cache key of that profile."""
    label, tests = timing_inputs(problem)
    if max_inputs and len(tests) > max_inputs:
        # the largest inputs: a test set's first cases are often its tiny edge cases, which
        # measure process start-up rather than the program
        largest = sorted(range(len(tests)), key=lambda i: -len(tests[i].input))[:max_inputs]
        tests = [tests[i] for i in sorted(largest)]
    return label, tests, profile_key(problem.baseline_asm, tests, valgrind_version())


def profile_problem(problem: Problem, cache: ProfileCache | None = None,
                    max_inputs: int | None = None) -> Profile:
    """The baseline's profile on the problem's timing inputs (at most ``max_inputs`` of them,
    the largest), from the cache when it has it."""
    cache = cache if cache is not None else ProfileCache()
    label, tests, key = _profiled_inputs(problem, max_inputs)
    found = cache.get(key)
    if found is None:
        found = profile_asm(problem.baseline_asm, [t.input for t in tests],
                            f"{label} tests", timeout_s=10.0)
        cache.put(key, found)
    found.inlined = inlined_functions(problem.c_source, problem.baseline_asm)
    return found


def cached_profile(problem: Problem, cache: ProfileCache | None = None) -> Profile | None:
    """The profile :func:`profile_problem` made of the problem, if the cache has it (nothing
    is profiled), or the one recorded with it (``profile --save``); None without either."""
    recorded = problem.meta.get("profile")
    if isinstance(recorded, dict):
        return Profile.from_dict(recorded)
    try:
        key = _profiled_inputs(problem, None)[2]
    except ProfileError:  # no valgrind here: no profile of this machine's can exist
        return None
    found = (cache if cache is not None else ProfileCache()).get(key)
    if found is not None:
        found.inlined = inlined_functions(problem.c_source, problem.baseline_asm)
    return found


# --------------------------------------------------------------------------- inlining
_C_DEFINITION = re.compile(
    r"^[ \t]*(?:(?:static|inline|extern|const|unsigned|signed|long|short|struct|enum|"
    r"__attribute__\s*\(\([^)]*\)\))\s+)*[A-Za-z_][\w \t*]*?\b([A-Za-z_]\w*)\s*\(([^;{}]*)\)\s*\{",
    re.M)
_KEYWORDS = {"if", "for", "while", "switch", "return", "sizeof", "do", "else"}


def c_functions(c_source: str) -> dict[str, str]:
    """Function definitions in a C source: name -> its text (signature and body)."""
    found: dict[str, str] = {}
    for match in _C_DEFINITION.finditer(c_source):
        name = match.group(1)
        if name in _KEYWORDS:
            continue
        depth, i = 0, match.end() - 1
        while i < len(c_source):
            if c_source[i] == "{":
                depth += 1
            elif c_source[i] == "}":
                depth -= 1
                if depth == 0:
                    break
            i += 1
        found.setdefault(name, c_source[match.start():i + 1].strip())
    return found


def c_signature(definition: str) -> str:
    """``long hot(const int *a, int n)`` from a definition's text."""
    return " ".join(definition.split("{", 1)[0].split())


def _calls(body: str, names: Sequence[str]) -> set[str]:
    return {n for n in names if re.search(rf"\b{re.escape(n)}\s*\(", body)}


def _unused_copies(program: AsmProgram) -> set[str]:
    """Functions of the assembly nothing in it refers to (besides ``main``): a global function
    gcc inlined into every caller keeps an out-of-line copy that never runs."""
    referenced: set[str] = set()
    for fn in program.functions.values():
        referenced |= {r.split("@", 1)[0] for r in fn.refs if r != fn.name}
    for item in program.data:
        referenced |= item.refs
    return {n for n in program.functions if n not in referenced and n != "main"}


def inlined_functions(c_source: str, asm: str) -> dict[str, list[str]]:
    """C functions whose code runs inside other functions of the assembly -> those functions
    (their callers, through other inlined functions too).  Two cases: a function with no
    function of its own in the assembly (a ``static`` one inlined everywhere), and a global one
    inlined into every caller whose out-of-line copy nothing calls.  Clones
    (``f.constprop.0``, ``f.isra.0``) count as ``f``."""
    defined = c_functions(c_source)
    program = AsmProgram(asm)
    unused = _unused_copies(program)
    in_asm = set(program.functions) - unused
    present = {name.split(".", 1)[0] for name in in_asm}
    missing = [n for n in defined if n not in present]
    callers: dict[str, set[str]] = {n: set() for n in defined}
    for name, text in defined.items():
        body = text.split("{", 1)[1] if "{" in text else ""
        for callee in _calls(body, [n for n in defined if n != name]):
            callers[callee].add(name)
    result: dict[str, list[str]] = {}
    for name in missing:
        hosts: set[str] = set()
        todo, seen = list(callers[name]), {name}
        while todo:
            caller = todo.pop()
            if caller in seen:
                continue
            seen.add(caller)
            if caller in present:
                hosts |= {f for f in in_asm if f == caller or f.startswith(caller + ".")}
            else:
                todo += callers.get(caller, set())
        if hosts:
            result[name] = sorted(hosts)
    return result


@dataclass(frozen=True)
class Target:
    """The function of the assembly to work on for a requested one, and why."""

    requested: str
    function: str
    note: str = ""


def resolve_target(c_source: str, asm: str, name: str) -> Target:
    """``name`` if the assembly has it; else, if the compiler inlined it, the function that
    contains it (said in ``note``).  Raises a :class:`ProfileError` naming what exists."""
    functions = AsmProgram(asm).functions
    inlined = inlined_functions(c_source, asm)
    if name in functions and name not in inlined:
        return Target(name, name)
    if name in inlined:
        host = inlined[name][0]
        copy = (" (its out-of-line copy is never called)" if name in functions else "")
        return Target(name, host, f"{name} was inlined into {', '.join(inlined[name])} at "
                                  f"-O3{copy}; working on {host}, which contains it (or rebuild "
                                  f"with it kept out of line: keep_out_of_line)")
    clones = [f for f in functions if f.startswith(name + ".")]
    if clones:
        return Target(name, clones[0], f"gcc made {name} into {', '.join(clones)}; working on "
                                       f"{clones[0]}")
    raise ProfileError(f"no function {name!r} in the program (functions: "
                       f"{', '.join(sorted(functions))})")


def keep_out_of_line(c_source: str, names: Sequence[str]) -> str:
    """The C source with ``__attribute__((noinline))`` on the named functions' definitions, so
    that ``-O3`` keeps each a function of its own (the rest of the program compiled as before)."""
    defined = c_functions(c_source)
    out = c_source
    for name in names:
        if name not in defined:
            raise ProfileError(f"no C function {name!r} to keep out of line")
        text = defined[name]
        out = out.replace(text, "__attribute__((noinline)) " + text, 1)
    return out


__all__ = ["FunctionCost", "Profile", "ProfileCache", "ProfileError", "Target", "c_functions",
           "inlined_functions", "keep_out_of_line", "parse_callgrind", "profile_asm",
           "profile_problem", "resolve_target", "timing_inputs"]
