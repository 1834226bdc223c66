"""The default optimizer: a verified search over compilers and their settings.

What a performance engineer tries first, before any language model: gcc and clang at -O2 and
-O3, ``-march=native``, ``-funroll-loops``, the vectoriser on and off, and profile-guided
optimisation trained on the public tests.  Every variant is compiled to assembly (``-S``: the
candidate is assembly, linked with the paper's line like any model's), verified on public and
hidden tests and timed against the ``gcc -O3`` baseline by the core :class:`~superasm.harness.Harness`.
The fastest *significantly faster, verified* variant wins; when none is, the baseline assembly
is returned and the problem scores exactly 1.00×.

Why the details are the way they are:

- Flags that change a program's semantics (``-ffast-math``, ``-Ofast`` …) are refused unless the
  caller opts in (``unsafe_math=True`` or the spec ``portfolio:unsafe``): tests cannot prove
  that a reassociated float sum is still right on inputs they do not cover.  Opted-in results
  carry ``unsafe: true``.
- PGO trains on the *public* tests only; the hidden tests never enter the training sandbox, so
  verification on them stays an honest check rather than a re-run of the training set.
- The best of a dozen noisy measurements is biased upwards (the winner's curse), so the winner
  is measured a second time and the reported number is that fresh measurement.
- Results are cached per (source, compiler version, flags, machine, tests, timing method) under
  ``~/.cache/superasm/portfolio/``: a portfolio run is minutes of timing per problem, and a
  ``-march=native`` result is only valid on the CPU that measured it.
"""

from __future__ import annotations

import hashlib
import json
import os
import shlex
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from superasm.models.base import ModelError, Optimizer, Query, Sample
from superasm.problem import Problem, Verdict
from superasm.toolchain import machine_fingerprint

#: flags that let the compiler change results (floating-point reassociation, no NaN/Inf, …)
SEMANTICS_CHANGING_FLAGS = (
    "-Ofast",
    "-ffast-math",
    "-funsafe-math-optimizations",
    "-fassociative-math",
    "-freciprocal-math",
    "-ffinite-math-only",
    "-fno-signed-zeros",
    "-fno-trapping-math",
    "-fno-math-errno",
    "-fcx-limited-range",
)

#: clang writes ``.addrsig`` directives that GNU as (the paper's ``gcc`` link line) rejects
CLANG_COMMON = ("-fno-addrsig",)
#: directives clang emits with no flag to turn them off (``.cg_profile`` after PGO) and GNU as
#: rejects; they are linker hints for function ordering, so dropping them changes no code
LLVM_ONLY_DIRECTIVES = (".cg_profile", ".addrsig")
#: instrumented training runs: generous, since instrumentation slows a program down
TRAINING_TIMEOUT_S = 60.0
DEFAULT_BUDGET_S = 180.0
DEFAULT_CANDIDATE_BUDGET_S = 10.0
CACHE_VERSION = 1


class UnsafeVariantRefused(ModelError):
    """A semantics-changing variant or flag was asked for without the explicit opt-in."""


@dataclass(frozen=True)
class Variant:
    """One way to compile the problem's C source.  ``pgo`` names the profiling scheme."""

    name: str
    compiler: str
    flags: tuple[str, ...]
    #: what the setting changes, for a human reading why it won ("PGO: branch layout")
    why: str
    label: str = ""
    pgo: str = ""  # "", "gcc" or "clang"
    unsafe: bool = False

    def command(self) -> str:
        """The compiler command that makes the candidate (PGO: the final, profile-using step)."""
        flags = list(self.flags)
        if self.pgo == "gcc":
            flags += ["-fprofile-use", "-fprofile-partial-training"]
        elif self.pgo == "clang":
            flags += ["-fprofile-use=prog.profdata"]
        return shlex.join([self.compiler, *flags, "-S"])

    def semantics_changing_flags(self) -> list[str]:
        return [f for f in self.flags if f in SEMANTICS_CHANGING_FLAGS]


def _v(name: str, compiler: str, flags: Sequence[str], why: str, label: str,
       pgo: str = "", unsafe: bool = False) -> Variant:
    extra = CLANG_COMMON if compiler == "clang" else ()
    return Variant(name, compiler, (*flags, *extra), why, label, pgo, unsafe)


#: in the order they are tried: likely winners first, so a short budget still finds them
_VARIANTS: tuple[Variant, ...] = (
    _v("gcc-O3-native", "gcc", ["-O3", "-march=native"],
       "instructions this CPU has (AVX2, BMI, FMA …)", "gcc -O3 -march=native"),
    _v("gcc-pgo", "gcc", ["-O3"],
       "branch layout, inlining and unrolling guided by the public tests' profile", "gcc PGO",
       pgo="gcc"),
    _v("clang-O3", "clang", ["-O3"], "LLVM's optimiser and code generator", "clang -O3"),
    _v("gcc-O3-native-unroll", "gcc", ["-O3", "-march=native", "-funroll-loops"],
       "this CPU's instructions and unrolled loops", "gcc -O3 -march=native -funroll-loops"),
    _v("clang-O3-native", "clang", ["-O3", "-march=native"],
       "LLVM with this CPU's instructions", "clang -O3 -march=native"),
    _v("gcc-O3-unroll", "gcc", ["-O3", "-funroll-loops"],
       "unrolled loops: fewer branches and counter updates per element", "gcc -O3 -funroll-loops"),
    _v("gcc-pgo-native", "gcc", ["-O3", "-march=native"],
       "profile-guided layout plus this CPU's instructions", "gcc PGO -march=native", pgo="gcc"),
    _v("clang-pgo", "clang", ["-O3"],
       "LLVM's branch layout and inlining guided by the public tests' profile", "clang PGO",
       pgo="clang"),
    _v("gcc-O2", "gcc", ["-O2"],
       "less inlining and unrolling: smaller code that fits the instruction cache", "gcc -O2"),
    _v("clang-O2", "clang", ["-O2"], "LLVM at -O2: less aggressive inlining", "clang -O2"),
    _v("gcc-O3-novec", "gcc", ["-O3", "-fno-tree-vectorize"],
       "vectoriser off: no vector set-up and epilogue cost on short loops", "gcc -O3 no-vectorize"),
    _v("clang-O3-novec", "clang", ["-O3", "-fno-vectorize", "-fno-slp-vectorize"],
       "LLVM with the vectorisers off", "clang -O3 no-vectorize"),
    _v("clang-O3-unroll", "clang", ["-O3", "-funroll-loops"],
       "LLVM with loop unrolling forced on", "clang -O3 -funroll-loops"),
    _v("clang-O2-vec", "clang", ["-O2", "-fvectorize", "-fslp-vectorize"],
       "LLVM at -O2 with the vectorisers explicitly on", "clang -O2 vectorize"),
    # semantics-changing: only with an explicit opt-in
    _v("gcc-Ofast", "gcc", ["-Ofast"],
       "UNSAFE -ffast-math: reassociated floating point (results may round differently)",
       "gcc -Ofast", unsafe=True),
    _v("gcc-Ofast-native", "gcc", ["-Ofast", "-march=native"],
       "UNSAFE -ffast-math with this CPU's instructions", "gcc -Ofast -march=native", unsafe=True),
    _v("clang-Ofast", "clang", ["-O3", "-ffast-math"],
       "UNSAFE -ffast-math in LLVM", "clang -O3 -ffast-math", unsafe=True),
)


def variants(unsafe: bool = False) -> list[Variant]:
    """Every variant the portfolio knows, in trial order; semantics-changing ones only if asked."""
    return [v for v in _VARIANTS if unsafe or not v.unsafe]


def find_variant(name: str) -> Variant:
    for variant in _VARIANTS:
        if variant.name == name:
            return variant
    known = ", ".join(v.name for v in _VARIANTS)
    raise ModelError(f"unknown portfolio variant {name!r}; known: {known}")


def check_safe(variant: Variant, unsafe_allowed: bool) -> None:
    """Refuse a semantics-changing variant unless the caller opted in (checked at compile time
    too, so a hand-made Variant cannot slip ``-ffast-math`` past the opt-in)."""
    bad = variant.semantics_changing_flags()
    if (bad or variant.unsafe) and not unsafe_allowed:
        what = " ".join(bad) or "semantics-changing flags"
        raise UnsafeVariantRefused(
            f"portfolio variant {variant.name!r} uses {what}, which can change what the program "
            "computes (tests cannot prove floating-point results stay right); opt in with "
            "unsafe_math=True or the spec 'portfolio:unsafe'"
        )


def parse_argument(argument: str, unsafe_math: bool = False) -> tuple[list[Variant], bool]:
    """``""`` (all safe variants), ``unsafe`` (all, fast-math included), or a comma-separated
    list of variant names (``gcc-pgo,clang-O3``; ``unsafe,gcc-Ofast`` opts in to an unsafe one)."""
    tokens = [t.strip() for t in argument.replace(" ", ",").split(",") if t.strip()]
    allow_unsafe = unsafe_math or "unsafe" in tokens
    names = [t for t in tokens if t != "unsafe"]
    if not names:
        return variants(unsafe=allow_unsafe), allow_unsafe
    chosen = [find_variant(n) for n in dict.fromkeys(names)]
    for variant in chosen:
        check_safe(variant, allow_unsafe)
    return chosen, allow_unsafe


# machine identity (what a timing and a -march=native build are valid for) lives in toolchain


def _sha(text: str | bytes) -> str:
    return hashlib.sha256(text.encode() if isinstance(text, str) else text).hexdigest()


# ---------------------------------------------------------------------------- compiling
@dataclass
class Compiled:
    """A variant's assembly, or why there is none.  ``training`` records the PGO workload."""

    ok: bool
    asm: str = ""
    error: str = ""
    version: str = ""
    training: dict[str, Any] | None = None


def compile_variant(problem: Problem, variant: Variant, unsafe_allowed: bool = False) -> Compiled:
    """The variant's ``-S`` assembly for ``problem``, built in the sandbox."""
    from superasm.toolchain import ToolchainError, c_to_asm, compiler_version

    check_safe(variant, unsafe_allowed)
    try:
        if variant.pgo:
            return _compile_pgo(problem, variant)
        result = c_to_asm(problem.c_source, variant.compiler, list(variant.flags))
    except ToolchainError as exc:
        return Compiled(False, error=str(exc))
    if not result.ok:
        return Compiled(False, error=result.error, version=result.version)
    return Compiled(True, gnu_as_compatible(result.asm), version=compiler_version(variant.compiler))


def gnu_as_compatible(asm: str) -> str:
    """Drop the LLVM-only linker-hint directives GNU as cannot read (see LLVM_ONLY_DIRECTIVES)."""
    lines = asm.splitlines(keepends=True)
    kept = [line for line in lines if not line.lstrip().startswith(LLVM_ONLY_DIRECTIVES)]
    return asm if len(kept) == len(lines) else "".join(kept)


def training_inputs(problem: Problem) -> list[str]:
    """The PGO training workload: the public tests' inputs, never the hidden ones."""
    return [test.input for test in problem.tests]


def _compile_pgo(problem: Problem, variant: Variant) -> Compiled:
    """Instrument, run the public tests, rebuild with the profile; all in one sandbox session.

    Only the final ``.s`` leaves the sandbox.  The hidden tests are not given to the sandbox at
    all, so the training workload cannot include them.
    """
    from superasm.sandbox import TOOLCHAIN_LIMITS, Limits, Sandbox, SandboxConfig, SandboxError
    from superasm.toolchain import LINK_LIBS, compiler_version, resolve_compiler

    exe = resolve_compiler(variant.compiler)
    version = compiler_version(variant.compiler)
    inputs = training_inputs(problem)
    files: dict[str, bytes | str] = {"prog.c": problem.c_source}
    files.update({f"train{i}.in": text for i, text in enumerate(inputs)})
    training = {"workload": "public tests", "runs": len(inputs),
                "inputs_sha256": [_sha(text) for text in inputs]}
    flags = list(variant.flags)
    if variant.pgo == "gcc":
        generate = ["-fprofile-generate"]
        use = ["-fprofile-use", "-fprofile-partial-training", "-Werror=missing-profile"]
    else:
        generate = ["-fprofile-generate=/work/pgo"]
        use = ["-fprofile-use=/work/prog.profdata"]
    config = SandboxConfig(stdout_head=64 << 20)
    try:
        with Sandbox(files=files, config=config) as sb:
            def step(argv: list[str], what: str) -> str | None:
                r = sb.run(argv, timeout_s=60, limits=TOOLCHAIN_LIMITS)
                if r.ok:
                    return None
                return f"{what} failed ({r.describe()}): {r.stderr.decode(errors='replace')[:800]}"

            error = step([exe, *flags, *generate, "-c", "/in/prog.c", "-o", "/work/prog.o"],
                         "instrumented compile")
            error = error or step([exe, *generate, "/work/prog.o", "-o", "/work/prog.inst",
                                   *LINK_LIBS], "instrumented link")
            if error:
                return Compiled(False, error=error, version=version, training=training)
            for i in range(len(inputs)):
                r = sb.run(["/work/prog.inst"], stdin=f"/in/train{i}.in",
                           timeout_s=TRAINING_TIMEOUT_S, limits=Limits(cpu_s=TRAINING_TIMEOUT_S))
                if not r.ok:
                    return Compiled(False, error=f"training run on public test {i} "
                                                 f"{r.describe()}", version=version,
                                    training=training)
            if variant.pgo == "clang":
                profdata = resolve_compiler("llvm-profdata")
                error = step([profdata, "merge", "-o", "/work/prog.profdata", "/work/pgo"],
                             "llvm-profdata merge")
                if error:
                    return Compiled(False, error=error, version=version, training=training)
            error = step([exe, *flags, *use, "-S", "/in/prog.c", "-o", "/work/prog.s"],
                         "profile-using compile")
            if error:
                return Compiled(False, error=error, version=version, training=training)
            cat = sb.run(["/usr/bin/cat", "/work/prog.s"], timeout_s=30, limits=TOOLCHAIN_LIMITS)
    except SandboxError as exc:
        return Compiled(False, error=f"sandbox: {exc}", version=version, training=training)
    if not cat.ok or cat.stdout_size > len(cat.stdout):
        return Compiled(False, error="could not read the generated assembly back",
                        version=version, training=training)
    return Compiled(True, gnu_as_compatible(cat.stdout.decode("utf-8", errors="replace")),
                    version=version, training=training)


# ---------------------------------------------------------------------------- results
@dataclass
class VariantResult:
    """One row of the table of variants tried on one problem."""

    variant: str
    command: str
    #: a Status value, or "compile_error", "identical_to_baseline", "duplicate", "skipped"
    status: str
    verified: bool | None = None
    speedup: float | None = None
    speedup_ci: tuple[float, float] | None = None
    significant: bool = False
    faster: bool = False
    unsafe: bool = False
    cached: bool = False
    seconds: float = 0.0
    detail: str = ""
    asm_sha256: str = ""
    training: dict[str, Any] | None = None
    #: the harness's observations ("baseline_too_short", …)
    flags: list[str] = field(default_factory=list)
    #: the winner's second, independent measurement (see the module docstring)
    confirmation: dict[str, Any] | None = None

    @property
    def credited(self) -> float:
        """Speedup this variant earns: significant, verified and correct, else 1.0."""
        return self.speedup if self.faster and self.speedup is not None else 1.0

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        if self.speedup_ci is not None:
            data["speedup_ci"] = list(self.speedup_ci)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> VariantResult:
        data = dict(data)
        if data.get("speedup_ci") is not None:
            data["speedup_ci"] = tuple(data["speedup_ci"])
        return cls(**{k: v for k, v in data.items() if k in cls.__dataclass_fields__})


def result_from_verdict(variant: Variant, verdict: Verdict, seconds: float,
                        asm_sha: str) -> VariantResult:
    m = verdict.measurement
    faster = bool(verdict.correct and verdict.verified is not False and m is not None and m.faster)
    status = verdict.status.value
    if verdict.correct and verdict.identical_to_baseline:
        status = "identical_to_baseline"
    detail = verdict.detail or verdict.verified_detail
    if verdict.correct and verdict.verified is False:
        detail = f"passes the public tests but not the hidden ones: {verdict.verified_detail}"
    return VariantResult(
        variant=variant.name, command=variant.command(), status=status,
        verified=verdict.verified,
        speedup=m.speedup if m else (1.0 if verdict.identical_to_baseline else None),
        speedup_ci=tuple(m.speedup_ci) if m else None,  # type: ignore[arg-type]
        significant=bool(m and m.significant), faster=faster, unsafe=variant.unsafe,
        seconds=round(seconds, 3), detail=detail, asm_sha256=asm_sha, flags=list(verdict.flags),
    )


def describe_speedup(speedup: float, ci: tuple[float, float] | None) -> str:
    if ci is None:
        return f"{speedup:.2f}×"
    return f"{speedup:.2f}× [{ci[0]:.2f}, {ci[1]:.2f}]"


@dataclass
class PortfolioResult:
    """The outcome on one problem: the assembly to use and the table that explains it."""

    problem_id: str
    asm: str
    winner: str  # a variant name, or "baseline"
    speedup: float
    speedup_ci: tuple[float, float] | None
    explanation: str
    table: list[VariantResult] = field(default_factory=list)
    elapsed_s: float = 0.0
    budget_s: float = 0.0
    unsafe: bool = False

    def info(self) -> dict[str, Any]:
        return {
            "source": "portfolio",
            "variant": self.winner,
            "speedup": self.speedup,
            "speedup_ci": list(self.speedup_ci) if self.speedup_ci else None,
            "explanation": self.explanation,
            "unsafe": self.unsafe,
            "elapsed_s": round(self.elapsed_s, 2),
            "budget_s": self.budget_s,
            "cache_hits": sum(1 for r in self.table if r.cached),
            "machine": machine_fingerprint(),
            "variants": [r.to_dict() for r in self.table],
        }


# ---------------------------------------------------------------------------- the cache
class ResultCache:
    """JSON files, one per (variant evaluation); written atomically, safe to share between runs."""

    def __init__(self, directory: str | Path | None) -> None:
        self.directory = Path(directory).expanduser() if directory else None

    def _path(self, key: str) -> Path | None:
        return self.directory / key[:2] / f"{key}.json" if self.directory else None

    def get(self, key: str) -> dict[str, Any] | None:
        path = self._path(key)
        if path is None or not path.exists():
            return None
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError):
            return None  # a damaged entry is a miss, and will be rewritten
        return data if data.get("cache_version") == CACHE_VERSION else None

    def put(self, key: str, data: dict[str, Any]) -> None:
        path = self._path(key)
        if path is None:
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps({**data, "cache_version": CACHE_VERSION}), encoding="utf-8")
        os.replace(tmp, path)


def default_cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "superasm" / "portfolio"


# ---------------------------------------------------------------------------- the optimizer
class PortfolioOptimizer(Optimizer):
    """Compile, verify and time every variant; return the fastest verified one (or the baseline).

    Options: ``harness`` (a :class:`~superasm.harness.Harness` to measure with; one is made if
    absent, from ``harness_config`` when given, its timing budget capped at
    ``candidate_budget_s``), ``budget_s`` (wall-clock seconds per problem: no new variant starts after it),
    ``cache_dir`` (``None``/``""`` turns the cache off; default ``~/.cache/superasm/portfolio``),
    ``unsafe_math`` (allow semantics-changing flags), ``confirm`` (re-measure the winner),
    ``candidate_budget_s`` (timing budget per candidate of a harness made here).
    """

    deterministic = True
    self_verifying = True

    def __init__(self, argument: str = "", *, harness: Any = None, harness_config: Any = None,
                 budget_s: float = DEFAULT_BUDGET_S, cache_dir: str | Path | None | bool = True,
                 unsafe_math: bool = False, confirm: bool = True,
                 candidate_budget_s: float = DEFAULT_CANDIDATE_BUDGET_S, **_: Any) -> None:
        self.variants, self.unsafe_allowed = parse_argument(argument, unsafe_math)
        #: a single named variant is "that alternative alone": its assembly is returned as is
        self.single = bool(argument.strip()) and len(self.variants) == 1
        self.budget_s = float(budget_s)
        self.confirm = confirm
        self.candidate_budget_s = candidate_budget_s
        if cache_dir is True:
            cache_dir = default_cache_dir()
        self.cache = ResultCache(cache_dir or None)
        self._harness = harness
        self._harness_config = harness_config
        self._own_harness = harness is None
        self.results: dict[str, PortfolioResult] = {}

    # -------------------------------------------------------------- plumbing
    @property
    def harness(self) -> Any:
        if self._harness is None:
            from superasm.harness import Harness, HarnessConfig

            config = self._harness_config or HarnessConfig()
            budget = min(config.budget_s, self.candidate_budget_s)
            self._harness = Harness(replace(config, budget_s=budget))
        return self._harness

    def close(self) -> None:
        if self._own_harness and self._harness is not None:
            self._harness.close()
            self._harness = None

    def describe(self) -> dict[str, Any]:
        return {"spec": self.spec, "variants": [v.name for v in self.variants],
                "unsafe_math": self.unsafe_allowed, "budget_s": self.budget_s,
                "confirm": self.confirm, "single_variant": self.single,
                "cache_dir": str(self.cache.directory) if self.cache.directory else None,
                "machine": machine_fingerprint()}

    def _harness_key(self) -> dict[str, Any]:
        config = getattr(self.harness, "config", None)
        timing = {k: getattr(config, k, None) for k in ("timing", "clock", "compiler", "check_hidden")}
        return timing

    def _cache_key(self, problem: Problem, variant: Variant, versions: dict[str, str]) -> str:
        key = {
            "source": _sha(problem.c_source),
            "compiler": variant.compiler,
            "compiler_version": versions.get(variant.compiler, ""),
            "flags": list(variant.flags),
            "pgo": variant.pgo,
            "machine": machine_fingerprint(),
            "baseline": _sha(problem.baseline_asm),
            "tests": _sha(json.dumps([[t.input, t.output] for t in problem.tests])),
            "hidden": _sha(json.dumps([[t.input, t.output] for t in problem.hidden_tests])),
            "harness": self._harness_key(),
            "confirm": self.confirm,
        }
        return _sha(json.dumps(key, sort_keys=True))

    # -------------------------------------------------------------- the search
    def optimize(self, problem: Problem, start_asm: str | None = None) -> PortfolioResult:
        """Try every variant within the budget; the result says which won and why."""
        from superasm.harness import normalize_asm
        from superasm.toolchain import ToolchainError, compiler_version

        started = time.monotonic()
        versions: dict[str, str] = {}
        for compiler in {v.compiler for v in self.variants}:
            try:
                versions[compiler] = compiler_version(compiler)
            except ToolchainError:
                versions[compiler] = "missing"
        table: list[VariantResult] = []
        asm_of: dict[str, str] = {}
        seen: dict[str, str] = {_sha(normalize_asm(problem.baseline_asm)): "baseline"}
        for variant in self.variants:
            if time.monotonic() - started >= self.budget_s:
                table.append(VariantResult(variant.name, variant.command(), "skipped",
                                           unsafe=variant.unsafe,
                                           detail=f"per-problem budget of {self.budget_s:.0f} s spent"))
                continue
            if versions.get(variant.compiler) == "missing":
                table.append(VariantResult(variant.name, variant.command(), "skipped",
                                           unsafe=variant.unsafe,
                                           detail=f"{variant.compiler} is not installed"))
                continue
            row, asm = self._try_variant(problem, variant, versions, seen)
            table.append(row)
            if asm is not None:
                asm_of[variant.name] = asm
        if (start_asm is not None and not self.single
                and normalize_asm(start_asm) != normalize_asm(problem.baseline_asm)):
            table.append(self._try_start(problem, start_asm, asm_of))
        result = self._choose(problem, table, asm_of, started)
        result.elapsed_s = time.monotonic() - started
        self.results[problem.id] = result
        return result

    def _try_variant(self, problem: Problem, variant: Variant, versions: dict[str, str],
                     seen: dict[str, str]) -> tuple[VariantResult, str | None]:
        from superasm.harness import normalize_asm

        key = self._cache_key(problem, variant, versions)
        cached = self.cache.get(key)
        if cached is not None:
            row = VariantResult.from_dict(cached["result"])
            row.cached = True
            asm = cached.get("asm")
            if asm is not None:
                seen.setdefault(_sha(normalize_asm(asm)), variant.name)
            return row, asm
        t0 = time.monotonic()
        compiled = compile_variant(problem, variant, self.unsafe_allowed)
        if not compiled.ok:
            row = VariantResult(variant.name, variant.command(), "compile_error",
                                unsafe=variant.unsafe, seconds=round(time.monotonic() - t0, 3),
                                detail=compiled.error[:1000], training=compiled.training)
            self.cache.put(key, {"result": row.to_dict(), "asm": None})
            return row, None
        fingerprint = _sha(normalize_asm(compiled.asm))
        twin = seen.get(fingerprint)
        if twin is not None:
            status = "identical_to_baseline" if twin == "baseline" else "duplicate"
            row = VariantResult(variant.name, variant.command(), status, unsafe=variant.unsafe,
                                speedup=1.0 if twin == "baseline" else None,
                                seconds=round(time.monotonic() - t0, 3),
                                detail=f"same assembly as {twin}: not measured again",
                                asm_sha256=_sha(compiled.asm), training=compiled.training)
        else:
            seen[fingerprint] = variant.name
            verdict = self.harness.evaluate(problem, compiled.asm)
            row = result_from_verdict(variant, verdict, time.monotonic() - t0, _sha(compiled.asm))
            row.training = compiled.training
        self.cache.put(key, {"result": row.to_dict(), "asm": compiled.asm})
        return row, compiled.asm

    def _try_start(self, problem: Problem, start_asm: str, asm_of: dict[str, str]) -> VariantResult:
        """The query's own starting assembly competes too (e.g. an earlier stage's best)."""
        start = Variant("start", "-", (), "the assembly the query started from", "starting asm")
        t0 = time.monotonic()
        verdict = self.harness.evaluate(problem, start_asm)
        asm_of["start"] = start_asm
        row = result_from_verdict(start, verdict, time.monotonic() - t0, _sha(start_asm))
        row.command = "(given)"
        return row

    def _choose(self, problem: Problem, table: list[VariantResult], asm_of: dict[str, str],
                started: float) -> PortfolioResult:
        by_name = {v.name: v for v in self.variants}
        if self.single:
            return self._single(problem, table, asm_of)
        ranked = sorted((r for r in table if r.faster and r.variant in asm_of),
                        key=lambda r: r.speedup or 0.0, reverse=True)
        for row in ranked[:3]:
            if self.confirm and not self._confirmed(problem, row, asm_of[row.variant], started):
                continue
            variant = by_name.get(row.variant)
            label = variant.label if variant else row.variant
            why = variant.why if variant else "the starting assembly"
            speedup, ci = self._reported(row)
            text = f"{label}: {why}; {describe_speedup(speedup, ci)}"
            if row.unsafe:
                text += " (UNSAFE: semantics-changing flags, opted in)"
            return PortfolioResult(problem.id, asm_of[row.variant], row.variant, speedup, ci,
                                   text, table, budget_s=self.budget_s, unsafe=row.unsafe)
        measured = [r for r in table if r.speedup is not None and r.status == "correct"]
        best = max(measured, key=lambda r: r.speedup or 0.0, default=None)
        text = "no variant was significantly faster than gcc -O3 and verified; baseline kept at 1.00×"
        if best is not None and best.speedup is not None:
            text += f" (closest: {best.variant} {describe_speedup(best.speedup, best.speedup_ci)})"
        return PortfolioResult(problem.id, problem.baseline_asm, "baseline", 1.0, None, text,
                               table, budget_s=self.budget_s)

    def _single(self, problem: Problem, table: list[VariantResult],
                asm_of: dict[str, str]) -> PortfolioResult:
        """One named alternative alone: its assembly whatever it scored (like ``compiler:``)."""
        row = table[0]
        variant = self.variants[0]
        asm = asm_of.get(variant.name)
        speedup, ci = self._reported(row)
        text = (f"{variant.label} alone: {row.status}"
                + (f"; {describe_speedup(speedup, ci)}" if row.speedup is not None else "")
                + (f"; {row.detail}" if row.detail else ""))
        return PortfolioResult(problem.id, asm if asm is not None else "", variant.name,
                               speedup if row.faster else 1.0, ci, text, table,
                               budget_s=self.budget_s, unsafe=variant.unsafe)

    @staticmethod
    def _reported(row: VariantResult) -> tuple[float, tuple[float, float] | None]:
        """The confirmation's numbers when there is one (unbiased by the selection)."""
        if row.confirmation and row.confirmation.get("speedup") is not None:
            ci = row.confirmation.get("speedup_ci")
            return float(row.confirmation["speedup"]), tuple(ci) if ci else None  # type: ignore[return-value]
        return (row.speedup if row.speedup is not None else 1.0), row.speedup_ci

    def _confirmed(self, problem: Problem, row: VariantResult, asm: str, started: float) -> bool:
        """Measure the chosen variant again: the best of many noisy readings reads high."""
        if row.confirmation is None:
            if time.monotonic() - started >= self.budget_s * 1.25:
                row.confirmation = {"skipped": "budget spent"}
                return True  # budget gone: keep the first measurement, say so
            verdict = self.harness.evaluate(problem, asm)
            m = verdict.measurement
            row.confirmation = {
                "status": verdict.status.value,
                "speedup": m.speedup if m else None,
                "speedup_ci": list(m.speedup_ci) if m else None,
                "faster": bool(verdict.correct and m is not None and m.faster),
            }
            self._update_cached_row(problem, row)
        return bool(row.confirmation.get("faster", True))

    def _update_cached_row(self, problem: Problem, row: VariantResult) -> None:
        from superasm.toolchain import ToolchainError, compiler_version

        variant = next((v for v in self.variants if v.name == row.variant), None)
        if variant is None:
            return
        try:
            versions = {variant.compiler: compiler_version(variant.compiler)}
        except ToolchainError:
            return
        key = self._cache_key(problem, variant, versions)
        entry = self.cache.get(key)
        if entry is not None:
            stored = replace(row, cached=False)
            entry["result"] = stored.to_dict()
            self.cache.put(key, entry)

    # -------------------------------------------------------------- the Optimizer interface
    def _sample(self, query: Query) -> Sample:
        result = self.optimize(query.problem, query.start_asm)
        if self.single and not result.asm:
            row = result.table[0]
            return Sample(asm=None, error=f"{row.variant}: {row.status}: {row.detail}",
                          info=result.info())
        return Sample(asm=result.asm, info=result.info())

    def generate(self, queries: list[Query], n: int = 1) -> list[list[Sample]]:
        """One search per query; deterministic, so the ``n`` samples are the same sample."""
        out = []
        for query in queries:
            sample = self._sample(query)
            out.append([sample] * n)
        return out


__all__ = [
    "SEMANTICS_CHANGING_FLAGS",
    "Compiled",
    "PortfolioOptimizer",
    "PortfolioResult",
    "ResultCache",
    "UnsafeVariantRefused",
    "Variant",
    "VariantResult",
    "check_safe",
    "compile_variant",
    "find_variant",
    "machine_fingerprint",
    "parse_argument",
    "training_inputs",
    "variants",
]
