"""The function tier's comparison, run in the sandbox: for each C function both versions keep
out of line, the baseline's driver (with the C source as the reference) and the candidate's,
on both tiers' cases, and the first difference in words (:func:`check_functions`)."""

from __future__ import annotations

import hashlib
import math
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from superasm.asmfunc import AsmFunctionError
from superasm.problem import Problem, float_tolerances
from superasm.profile import c_signature, inlined_functions
from superasm.sandbox import Limits, SandboxConfig
from superasm.toolchain import DEFAULT_COMPILER, Workbench
from superasm.verification.equiv.cases import Case, tier_cases
from superasm.verification.equiv.driver import (
    TRAMPOLINE,
    Version,
    driver_source,
    function_closure,
    mangle,
    reference_source,
    same_code,
)
from superasm.verification.equiv.signature import (
    Param,
    Signature,
    Unsupported,
    code_only,
    parse_signature,
    source_functions,
    typedefs_of,
)

#: a case may take this long (CPU) in the reference or the baseline; longer ones are dropped
CASE_LIMIT_MS = 20
#: the candidate may take this long on a case the baseline did within CASE_LIMIT_MS
CANDIDATE_CASE_LIMIT_MS = 250
DEFAULT_TOLERANCE = (1e-12, 1e-9)


@dataclass(frozen=True)
class FunctionCheck:
    """One tier's comparison of one function: the candidate's against the baseline's."""

    function: str
    method: str
    ran: bool
    passed: bool | None
    cases: int = 0
    bound: str = ""
    counterexample: str = ""
    why_not: str = ""
    #: cases of the domain dropped because the C function is not defined on them (UB, reads
    #: past a buffer) or the reference took longer than CASE_LIMIT_MS
    dropped: int = 0
    seconds: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


# ---------------------------------------------------------------------- results
_REGISTERS = ("%rbx", "%rbp", "%r12", "%r13", "%r14", "%r15", "%rsp")
_SIGNALS = {4: "SIGILL", 5: "SIGTRAP", 7: "SIGBUS", 8: "SIGFPE", 11: "SIGSEGV", 31: "SIGSYS"}
SIGPROF = 27


def _tolerance(problem: Problem) -> tuple[float, float]:
    """(absolute, relative) for floating-point results: DEFAULT_TOLERANCE, or the problem's
    own ``float`` output tolerance where that is looser (see the module docstring)."""
    own = float_tolerances(problem.output_match) if problem.output_match.startswith("float") \
        else None
    if own is None:
        return DEFAULT_TOLERANCE
    return max(own[0], DEFAULT_TOLERANCE[0]), max(own[1], DEFAULT_TOLERANCE[1])


def _slots(sig: Signature, case: Case) -> list[tuple[str, Param | None]]:
    """The fixed part of an ``O`` line: what each token is (the return value, buffer cells)."""
    slots: list[tuple[str, Param | None]] = []
    if sig.ret is not None:
        slots.append(("the return value", None))
    for p, value in zip(sig.params, case, strict=True):
        if p.role != "scalar" and not p.const:
            count = len(value) + (p.role == "string")  # type: ignore[arg-type]
            slots += [(f"{p.name}[{j}]", p) for j in range(count)]
    return slots


def _show_token(sig: Signature, slot: Param | None, token: str) -> str:
    ctype = sig.ret if slot is None else slot.ctype
    if slot is None and sig.ret_pointer:
        if token == "p0":
            return "NULL"
        if token == "p?":
            return "a pointer outside every buffer"
        index, _, offset = token[1:].partition("+")
        param = sig.params[int(index)]
        return f"{param.name} + {int(offset) // (param.ctype.bits // 8)}"
    assert ctype is not None
    if ctype.kind == "float":
        return repr(float.fromhex(token))
    value = int(token, 16)
    if ctype.signed and value >= 1 << (ctype.bits - 1):
        value -= 1 << ctype.bits
    return ctype.describe(value)


def _same(sig: Signature, slot: Param | None, a: str, b: str, tol: tuple[float, float]) -> bool:
    ctype = sig.ret if slot is None else slot.ctype
    if a == b or ctype is None or ctype.kind != "float" or (slot is None and sig.ret_pointer):
        return a == b
    x, y = float.fromhex(a), float.fromhex(b)
    if math.isnan(x) or math.isnan(y):
        return math.isnan(x) and math.isnan(y)
    return abs(x - y) <= tol[0] or abs(x - y) <= tol[1] * max(abs(x), abs(y))


def _extra_words(sig: Signature, token: str) -> str:
    if token == "df":
        return "left the direction flag set"
    if token.startswith("r"):
        return f"did not preserve {_REGISTERS[int(token[1:])]}"
    param = sig.params[int(token[1:].split(":")[0])]
    if token.startswith("c"):
        return f"wrote to the const buffer {param.name}"
    offset = int(token.split(":")[1])
    return f"wrote outside {param.name} (byte {offset} from its start)"


def difference(sig: Signature, case: Case, base: str, cand: str,
               tol: tuple[float, float]) -> str:
    """'' when the two ``O`` lines agree, else the first difference in words."""
    slots = _slots(sig, case)
    base_tokens, cand_tokens = base.split()[1:], cand.split()[1:]
    fixed = len(slots)
    if len(cand_tokens) < fixed:
        return "the candidate's driver printed a malformed result"
    for (label, slot), a, b in zip(slots, base_tokens, cand_tokens, strict=False):
        if not _same(sig, slot, a, b, tol):
            return (f"{label}: baseline {_show_token(sig, slot, a)}, candidate "
                    f"{_show_token(sig, slot, b)}")
    extra_base, extra_cand = set(base_tokens[fixed:]), set(cand_tokens[fixed:])
    if extra_base != extra_cand:
        token = sorted(extra_cand - extra_base or extra_base - extra_cand)[0]
        who = "the candidate" if token in extra_cand else "the baseline (not the candidate)"
        return f"{who} {_extra_words(sig, token)}"
    return ""


def show_call(sig: Signature, case: Case) -> str:
    """``hot(a=[1, 2, 3], n=3)``, long arrays shortened."""
    shown = []
    for p, value in zip(sig.params, case, strict=True):
        if isinstance(value, bytes):
            text = repr(value)
        elif isinstance(value, list):
            cells = [p.ctype.describe(int(v)) if p.ctype.kind != "float" else repr(v)
                     for v in value[:24]]
            text = "[" + ", ".join(cells) + (f", ... ({len(value)} elements)" if len(value) > 24
                                             else "") + "]"
        else:
            text = p.ctype.describe(int(value)) if p.ctype.kind != "float" else repr(value)
        shown.append(f"{p.name}={text}")
    return f"{sig.name}({', '.join(shown)})"


def _failure(sig: Signature, case: Case, line: str, limit_ms: int) -> str:
    """The words for a candidate line that is not a result (``X sig``) or is missing ('')."""
    call = show_call(sig, case)
    if not line:
        return f"{call}: the candidate's run ended before this case finished"
    sig_no = int(line.split()[1]) if len(line.split()) > 1 else 0
    if sig_no == SIGPROF:
        return f"{call}: the candidate took over {limit_ms} ms of CPU (the baseline under " \
               f"{CASE_LIMIT_MS} ms)"
    return f"{call}: the candidate crashed ({_SIGNALS.get(sig_no, f'signal {sig_no}')})"


# ---------------------------------------------------------------------- running
UB_FLAGS = ("-O1", "-w", "-fsanitize=undefined", "-fsanitize=float-cast-overflow",
            "-fsanitize-undefined-trap-on-error")
TIERS = ("differential", "bounded")
#: (baseline, function, tier, cases) -> the baseline's run: the same for every candidate
_BASELINE_RUNS: dict[str, _BaselineRun] = {}
_CACHE_SIZE = 256


@dataclass
class _Plan:
    name: str
    sig: Signature
    base: Version
    cand: Version
    cases: dict[str, list[Case]]
    lines: dict[str, list[str]]
    bounds: dict[str, str]


@dataclass
class _BaselineRun:
    """Which cases of a tier the C function is defined on, and the baseline's results there."""

    valid: list[int]
    lines: dict[int, str]
    reached: int
    cpu_s: float
    error: str = ""


def _plan(problem: Problem, candidate_asm: str, name: str, definition: str,
          seed: int) -> _Plan | None:
    """What to compare for ``name`` (None: the two versions are the same code)."""
    try:
        base = function_closure(problem.baseline_asm, name, "__base_")
    except Unsupported as why:
        if str(why).startswith("no out-of-line"):
            raise Unsupported(_inlined_why(problem, name)) from why
        raise Unsupported(f"in the baseline, {why}") from why
    try:
        cand = function_closure(candidate_asm, name, "__cand_")
    except (Unsupported, AsmFunctionError) as why:
        raise Unsupported(f"the candidate has no out-of-line {name} (it inlined, renamed or "
                          f"removed it; the program tests judge it)" if str(why).startswith(
                              "no out-of-line") else f"in the candidate, {why}") from why
    sig = parse_signature(c_signature(definition), name, typedefs_of(code_only(problem.c_source)))
    if same_code(base, cand):
        return None
    cases, lines, bounds = tier_cases(sig, seed)
    return _Plan(name, sig, base, cand, cases, lines, bounds)


def _inlined_why(problem: Problem, name: str) -> str:
    """Why the baseline has no copy of ``name`` to compare, in the words a user thinks in."""
    try:
        hosts = inlined_functions(code_only(problem.c_source), problem.baseline_asm).get(name)
    except (AsmFunctionError, ValueError):
        hosts = None
    where = f" into {', '.join(hosts)}" if hosts else ""
    return (f"gcc -O3 inlined it{where}: the baseline has no copy of its own to compare "
            "(the program tests judge it)")


def _input(plan: _Plan, tier: str, indices: Sequence[int], case_ms: int, total_s: float,
           tol: tuple[float, float]) -> str:
    cases = plan.cases[tier]
    most = max((len(v) for c in cases for v in c if isinstance(v, (list, bytes))), default=0)
    head = f"{len(indices)} {most} {tol[0]!r} {tol[1]!r} {case_ms * 1000} {total_s!r}\n"
    lines = plan.lines[tier]
    return head + "\n".join(lines[i] for i in indices) + "\n"


def _build(wb: Workbench, plan: _Plan, version: Version, driver: str, objects: Sequence[str],
           flags: Sequence[str] = ("-O0", "-w")) -> str:
    """Assemble ``version``'s functions and link them with the driver: '' or the error."""
    tag = f"{mangle(plan.name)}_{version.prefix.strip('_')}"
    built = []
    for i, (fname, text) in enumerate(version.texts.items()):
        wb.sandbox.add_file(f"{tag}_{i}.s", text)
        error = wb.step([wb.exe, "-c", "-x", "assembler", f"/in/{tag}_{i}.s", "-o",
                         f"/work/{tag}_{i}.o"], f"assembling {fname}")
        if error:
            return error
        built.append(f"/work/{tag}_{i}.o")
    wb.sandbox.add_file(f"{tag}_driver.c", driver)
    return wb.step([wb.exe, *flags, f"/in/{tag}_driver.c", *objects, *built, "/work/tramp.o",
                    "-o", f"/work/{tag}", *wb.link_flags], "linking the driver")


def _run(wb: Workbench, binary: str, tier: str, stdin: str,
         timeout_s: float) -> tuple[list[str], str, float]:
    """The driver's lines, '' or how its run ended otherwise than normally, its CPU seconds."""
    path = wb.sandbox.add_file(f"{binary.rsplit('/', 1)[1]}_{tier}.in", stdin)
    result = wb.run(binary, [path], timeout_s, Limits(cpu_s=timeout_s, file_size=64 << 20))[0]
    lines = result.stdout.decode("ascii", errors="replace").splitlines()
    return lines, "" if result.ok else result.describe(timeout_s), result.cpu_s


def _baseline_key(problem: Problem, plan: _Plan, tier: str, total_s: float,
                  tol: tuple[float, float]) -> str:
    cases = plan.cases[tier]
    return hashlib.sha256("\0".join([problem.c_source, problem.baseline_asm, plan.name, tier,
                                     repr(cases[:64]), repr(cases[-64:]), str(len(cases)),
                                     repr(total_s), repr(tol)]).encode()).hexdigest()


def _baseline_runs(wb: Workbench, problem: Problem, plan: _Plan, total_s: float,
                   tol: tuple[float, float]) -> dict[str, _BaselineRun]:
    """Per tier, the baseline's run (remembered: every candidate of a problem shares it)."""
    keys = {tier: _baseline_key(problem, plan, tier, total_s, tol) for tier in TIERS}
    if all(key in _BASELINE_RUNS for key in keys.values()):
        return {tier: _BASELINE_RUNS[key] for tier, key in keys.items()}
    ref = f"{mangle(plan.name)}_ref"
    wb.sandbox.add_file(f"{ref}.c", reference_source(plan.sig))
    error = wb.step([wb.exe, *UB_FLAGS, "-c", f"/in/{ref}.c", "-o", f"/work/{ref}.o"],
                    "compiling the C source as the reference")
    driver = driver_source(plan.sig, plan.base.symbol(plan.name), reference=True)
    error = error or _build(wb, plan, plan.base, driver, [f"/work/{ref}.o"])
    if error:
        return {tier: _BaselineRun([], {}, 0, 0.0, error) for tier in TIERS}
    runs = {}
    for tier, key in keys.items():
        count = len(plan.cases[tier])
        lines, ended, cpu_s = _run(wb, f"/work/{mangle(plan.name)}_base", tier,
                                   _input(plan, tier, range(count), CASE_LIMIT_MS, total_s, tol),
                                   total_s * 4 + 10)
        valid = [i for i, line in enumerate(lines[:count]) if line.startswith("O")]
        reached = next((i for i, line in enumerate(lines) if line == "E"), len(lines))
        runs[tier] = _BaselineRun(valid, {i: lines[i] for i in valid}, min(reached, count),
                                  cpu_s, f"the baseline's driver: {ended}"
                                  if ended and not valid else "")
        if len(_BASELINE_RUNS) >= _CACHE_SIZE:
            _BASELINE_RUNS.pop(next(iter(_BASELINE_RUNS)))
        _BASELINE_RUNS[key] = runs[tier]
    return runs


def _compare(plan: _Plan, tier: str, base: _BaselineRun, lines: list[str], ended: str,
             tol: tuple[float, float]) -> tuple[int, str]:
    """(cases compared, the first counterexample or '')."""
    for j, index in enumerate(base.valid):
        case = plan.cases[tier][index]
        line = lines[j] if j < len(lines) else ""
        if line.startswith("O"):
            words = difference(plan.sig, case, base.lines[index], line, tol)
            if words:
                return j + 1, f"{show_call(plan.sig, case)}: {words}"
            continue
        why = _failure(plan.sig, case, "" if line == "E" else line, CANDIDATE_CASE_LIMIT_MS)
        return j + 1, why + (f" ({ended})" if ended and (not line or line == "E") else "")
    return len(base.valid), ""


def _check(plan: _Plan, tier: str, base: _BaselineRun, compared: int, counterexample: str,
           seconds: float) -> FunctionCheck:
    total = len(plan.cases[tier])
    dropped = base.reached - len(base.valid)
    bound = plan.bounds[tier]
    if base.reached < total:
        bound += f"; stopped after {base.reached} of {total} cases (the time budget)"
    if dropped:
        bound += f"; {dropped} dropped (the C function is undefined there, or too slow)"
    if not base.valid:
        why = ("no case of the domain is defined for the C function (it reads past the "
               "buffers, or overflows)" if base.reached else
               f"the time budget ran out before a case finished (each may take "
               f"{CASE_LIMIT_MS} ms)")
        return FunctionCheck(plan.name, tier, False, None, 0, bound, why_not=why,
                             dropped=dropped, seconds=seconds)
    return FunctionCheck(plan.name, tier, True, not counterexample, compared, bound,
                         counterexample, dropped=dropped, seconds=seconds)


def _not_run(name: str, why: str, seconds: float = 0.0) -> list[FunctionCheck]:
    return [FunctionCheck(name, tier, False, None, why_not=why, seconds=seconds)
            for tier in TIERS]


def _check_plan(wb: Workbench, problem: Problem, plan: _Plan,
                budget_s: float) -> list[FunctionCheck]:
    started = time.monotonic()
    tol = _tolerance(problem)
    bases = _baseline_runs(wb, problem, plan, max(0.2, 0.2 * budget_s), tol)
    error = next((run.error for run in bases.values() if run.error), "")
    if error:
        return _not_run(plan.name, error, time.monotonic() - started)
    driver = driver_source(plan.sig, plan.cand.symbol(plan.name), reference=False)
    error = _build(wb, plan, plan.cand, driver, [])
    if error:
        return _not_run(plan.name, f"the candidate's {plan.name} does not build on its own: "
                                   f"{error}", time.monotonic() - started)
    checks = []
    for tier in TIERS:
        base = bases[tier]
        lines, ended, _ = _run(wb, f"/work/{mangle(plan.name)}_cand", tier,
                               _input(plan, tier, base.valid, CANDIDATE_CASE_LIMIT_MS, 1e9, tol),
                               max(10.0, 20 * base.cpu_s))
        compared, counterexample = _compare(plan, tier, base, lines, ended, tol)
        checks.append(_check(plan, tier, base, compared, counterexample,
                             time.monotonic() - started))
    return checks


def check_functions(problem: Problem, candidate_asm: str, *, seed: int = 0,
                    budget_s: float = 3.0, compiler: str = DEFAULT_COMPILER) -> list[FunctionCheck]:
    """Compare each C function of ``problem`` (``main`` aside) that both the baseline and the
    candidate keep out of line: two :class:`FunctionCheck` a function (differential, bounded),
    in the source's order; ``ran=False`` with the reason where a function cannot be compared.
    Everything built from the candidate is built and run in the sandbox."""
    checks: dict[str, list[FunctionCheck]] = {}
    plans: list[_Plan] = []
    definitions = source_functions(problem.c_source)
    for name, definition in definitions.items():
        try:
            plan = _plan(problem, candidate_asm, name, definition, seed)
        except Unsupported as why:
            checks[name] = _not_run(name, str(why))
            continue
        if plan is None:
            checks[name] = [FunctionCheck(name, tier, True, True, bound="the same instructions "
                                          "as the baseline's (canonical_asm)")
                            for tier in TIERS]
        else:
            plans.append(plan)
    if plans:
        config = SandboxConfig(stdout_head=32 << 20)
        with Workbench({"tramp.s": TRAMPOLINE, "prog.c": problem.c_source}, config=config,
                       compiler=compiler, link_libs=problem.link_libs) as wb:
            error = wb.step([wb.exe, "-c", "/in/tramp.s", "-o", "/work/tramp.o"], "trampoline")
            if error:
                raise RuntimeError(f"the function tier's trampoline does not assemble: {error}")
            for plan in plans:
                checks[plan.name] = _check_plan(wb, problem, plan, budget_s / len(plans))
    return [check for name in definitions for check in checks[name]]
