"""profile: callgrind's counts per function, the hot set, inlining, the cache and the command."""

from __future__ import annotations

import pytest
from hot_programs import INLINED_C, INLINED_INPUTS, MULTI_C, MULTI_INPUTS

import superasm.profile as profile_mod
from superasm.cli import main
from superasm.problem import Problem, TestCase
from superasm.profile import (
    FunctionCost,
    Profile,
    ProfileCache,
    ProfileError,
    c_functions,
    cached_profile,
    inlined_functions,
    keep_out_of_line,
    parse_callgrind,
    profile_asm,
    profile_problem,
    resolve_target,
    timing_inputs,
)
from superasm.toolchain import build_and_run, c_to_asm

#: callgrind's format, as written with --compress-strings=no --compress-pos=no
CALLGRIND = """\
# callgrind format
version: 1
positions: line
events: Ir
summary: 1000

ob=/work/prog
fl=???
fn=main
0 50
cob=/usr/lib/x86_64-linux-gnu/libc.so.6
cfi=???
cfn=printf
calls=2 0
0 100
cfn=hot
calls=3 0
0 700
fn=hot
0 600
cob=/usr/lib/x86_64-linux-gnu/libc.so.6
cfn=memcpy
calls=1 0
0 80
cfn=hot'2
calls=1 0
0 20
fn=hot'2
0 20

ob=/usr/lib/x86_64-linux-gnu/libc.so.6
fn=printf
0 100
fn=memcpy
0 80
totals: 1000
"""


def test_parse_callgrind_by_hand():
    total, costs = parse_callgrind(CALLGRIND, "/work/prog")
    assert total == 1000
    # main: 50 own instructions, 100 in printf (a library), 700 in hot (the program)
    assert costs["main"] == {"self": 50, "lib": 100, "out": 700, "calls": 0}
    # hot and its recursion level hot'2 are one function; the recursive call is not added again
    assert costs["hot"] == {"self": 620, "lib": 80, "out": 0, "calls": 4}
    assert "printf" not in costs


def test_merge_cold_parts_and_shares():
    functions, outside = profile_mod._merge_into_functions(
        {"main": {"self": 50, "lib": 100, "out": 700, "calls": 0},
         "main.cold": {"self": 10, "lib": 0, "out": 0, "calls": 0},
         "hot": {"self": 620, "lib": 80, "out": 0, "calls": 4}}, ["main", "hot"], 1000)
    by_name = {f.name: f for f in functions}
    assert by_name["main"].self_ir == 60 and by_name["main"].own_ir == 160
    assert by_name["main"].inclusive_ir == 860
    assert by_name["hot"].own_ir == 700
    assert outside == 1000 - 160 - 700


def test_hot_set_covers_the_share():
    p = Profile(1000, [FunctionCost("main", 50, 100, 900), FunctionCost("a", 500, 500, 500),
                       FunctionCost("b", 300, 300, 300), FunctionCost("c", 10, 10, 10)], 90,
                "hidden tests", 2)
    assert [f.name for f in p.hot(0.8)] == ["a", "b"]
    assert [f.name for f in p.hot(0.5)] == ["a"]
    assert [f.name for f in p.hot(0.99, limit=2)] == ["a", "b"]
    assert p.top_share(1) == pytest.approx(0.5)
    assert Profile.from_dict(p.to_dict()) == p
    assert any("a" in line and "50.0%" in line for line in p.table())


def test_timing_inputs_prefer_bench_then_hidden():
    public, hidden, bench = [TestCase("1", "1")], [TestCase("2", "2")], [TestCase("3", "3")]
    assert timing_inputs(Problem("p", "", "", public))[0] == "public"
    assert timing_inputs(Problem("p", "", "", public, hidden))[1] == tuple(hidden)
    assert timing_inputs(Problem("p", "", "", public, hidden, bench_tests=bench))[1] \
        == tuple(bench)


def test_c_functions_and_signatures():
    found = c_functions(MULTI_C)
    assert {"die", "classify", "scale", "fib", "hot", "main"} <= set(found)
    assert found["hot"].startswith("__attribute__((noinline)) long hot(const int *a, int n)")
    assert "if" not in found and "for" not in found


@pytest.fixture(scope="module")
def inlined_asm() -> str:
    result = c_to_asm(INLINED_C)
    assert result.ok, result.error
    return result.asm


@pytest.mark.needs_bwrap
def test_inlined_hot_function_is_said_and_its_host_targeted(inlined_asm):
    assert inlined_functions(INLINED_C, inlined_asm) == {"is_prime": ["main"]}
    target = resolve_target(INLINED_C, inlined_asm, "is_prime")
    assert target.function == "main" and "inlined into main" in target.note
    assert resolve_target(INLINED_C, inlined_asm, "main").note == ""
    with pytest.raises(ProfileError, match="no function 'nope'"):
        resolve_target(INLINED_C, inlined_asm, "nope")


@pytest.mark.needs_bwrap
@pytest.mark.needs_valgrind
def test_kept_out_of_line_the_inlined_function_is_the_hot_one(inlined_asm):
    inputs = [s.encode() for s in INLINED_INPUTS]
    inlined = profile_asm(inlined_asm, inputs)
    assert [f.name for f in inlined.hot()] == ["main"]
    source = keep_out_of_line(INLINED_C, ["is_prime"])
    assert "__attribute__((noinline)) static int is_prime" in source
    kept = c_to_asm(source)
    assert kept.ok, kept.error
    assert inlined_functions(source, kept.asm) == {}
    separate = profile_asm(kept.asm, inputs)
    assert separate.hot()[0].name == "is_prime"
    assert separate.share(separate.hot()[0].own_ir) > 0.5
    with pytest.raises(ProfileError, match="no C function"):
        keep_out_of_line(INLINED_C, ["missing"])


@pytest.fixture(scope="module")
def multi_problem() -> Problem:
    base = c_to_asm(MULTI_C)
    run = build_and_run(MULTI_C, MULTI_INPUTS)
    assert base.ok and run.ok
    return Problem("multi", MULTI_C, base.asm,
                   [TestCase(i, o) for i, o in zip(MULTI_INPUTS, run.outputs(), strict=True)])


@pytest.mark.needs_bwrap
@pytest.mark.needs_valgrind
def test_profile_problem_caches(multi_problem, tmp_path, monkeypatch):
    cache = ProfileCache(tmp_path)
    assert cached_profile(multi_problem, cache) is None  # nothing is run for a look-up
    first = profile_problem(multi_problem, cache)
    assert [f.name for f in first.hot()] == ["hot"]
    assert first.inputs == "public tests" and first.n_inputs == len(MULTI_INPUTS)
    assert len(list(tmp_path.glob("*.json"))) == 1
    looked_up = cached_profile(multi_problem, cache)
    assert looked_up is not None and looked_up.functions == first.functions

    def no_run(*args, **kwargs):
        raise AssertionError("the cache should have answered")

    monkeypatch.setattr(profile_mod, "run_callgrind", no_run)
    again = profile_problem(multi_problem, cache)
    assert again.functions == first.functions
    # other inputs are another key
    with pytest.raises(AssertionError, match="cache"):
        profile_problem(multi_problem, cache, max_inputs=1)


def test_profile_command_errors(capsys):
    assert main(["profile"]) == 2
    assert "give a C program" in capsys.readouterr().err
    assert main(["profile", "prog.c"]) == 2
    assert "needs --tests" in capsys.readouterr().err


@pytest.mark.needs_bwrap
@pytest.mark.needs_valgrind
def test_profile_command_on_a_program(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    (tmp_path / "prog.c").write_text(MULTI_C)
    tests = tmp_path / "tests"
    tests.mkdir()
    for i, text in enumerate(MULTI_INPUTS):
        (tests / f"{i}.in").write_text(text)
    assert main(["profile", str(tmp_path / "prog.c"), "--tests", str(tests)]) == 0
    out = capsys.readouterr().out
    assert "hot: hot (" in out
    assert "(outside the program)" in out


@pytest.mark.needs_bwrap
def test_global_function_inlined_everywhere_is_its_callers_code():
    source = ("#include <stdio.h>\nint sq(int x) { return x * x; }\n"
              "int main(void) { int x; if (scanf(\"%d\", &x) != 1) return 1; "
              "printf(\"%d\\n\", sq(x)); return 0; }\n")
    asm = c_to_asm(source).asm
    assert "sq:" in asm  # gcc keeps the global's copy ...
    assert inlined_functions(source, asm) == {"sq": ["main"]}  # ... which nothing calls
    target = resolve_target(source, asm, "sq")
    assert target.function == "main" and "never called" in target.note


def test_no_profile_is_looked_up_where_valgrind_is_missing(multi_problem, monkeypatch):
    """A prompt asks for a cached profile; without valgrind there is none, and no error."""
    monkeypatch.setattr(profile_mod.shutil, "which", lambda name: None)
    assert cached_profile(multi_problem) is None
