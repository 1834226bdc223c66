"""equiv: the function tier.  Honest candidates pass both tiers; each kind of wrong candidate an
optimizer makes gets a counterexample; what cannot be compared says why."""

from __future__ import annotations

import pytest

from superasm.problem import Problem
from superasm.toolchain import c_to_asm
from superasm.verification.equiv import (
    Unsupported,
    bounded_domain,
    check_functions,
    code_only,
    difference,
    parse_signature,
    source_functions,
    typedefs_of,
)

SUM = "long sum(const int *a, int n) { long s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }"
MAXVAL = ("int maxval(const int *a, int n) { if (n == 0) return 0; int m = a[0];\n"
          "  for (int i = 1; i < n; i++) if (a[i] > m) m = a[i]; return m; }")
POPC = "int popc(unsigned x) { int c = 0; while (x) { c += x & 1; x >>= 1; } return c; }"
MAIN = r"""
static int data[1000];
int main(void) {
    int n;
    if (scanf("%d", &n) != 1 || n < 0 || n > 1000) return 1;
    for (int i = 0; i < n; i++) if (scanf("%d", &data[i]) != 1) return 1;
    printf("%ld %d %d\n", sum(data, n), maxval(data, n), popc((unsigned)n));
    return 0;
}
"""


def program(sum_c: str = SUM, maxval_c: str = MAXVAL, popc_c: str = POPC) -> str:
    return "#include <stdio.h>\n" + "\n".join([sum_c, maxval_c, popc_c]) + MAIN


def compiled(source: str, *flags: str) -> str:
    result = c_to_asm(source, flags=list(flags) or ["-O3"])
    assert result.ok, result.error
    return result.asm


@pytest.fixture(scope="module")
def problem() -> Problem:
    source = program()
    return Problem("three", source, compiled(source), [])


def by_function(checks, name):
    found = {c.method: c for c in checks if c.function == name}
    assert set(found) == {"differential", "bounded"}
    return found


TABLE = "{" + ", ".join(str(bin(i).count("1")) for i in range(256)) + "}"
WRONG = {
    "a 32-bit accumulator": ("sum", program(sum_c=SUM.replace("long s = 0", "int s = 0"))),
    "unrolled, no remainder": ("sum", program(sum_c=(
        "long sum(const int *a, int n) { long s = 0; for (int i = 0; i + 4 <= n; i += 4)\n"
        "  s += (long)a[i] + a[i + 1] + a[i + 2] + a[i + 3]; return s; }")))
    ,
    "the n == 0 case dropped": ("maxval", program(maxval_c=MAXVAL.replace(
        "if (n == 0) return 0; ", ""))),
    "an off-by-one bound": ("sum", program(sum_c=SUM.replace("i < n", "i < n - 1"))),
    "a popcount table that forgets the high byte": ("popc", program(popc_c=(
        f"static const unsigned char bits[256] = {TABLE};\n"
        "int popc(unsigned x) { return bits[x & 255] + bits[(x >> 8) & 255]"
        " + bits[(x >> 16) & 255]; }"))),
}


# ---------------------------------------------------------------------- in the sandbox
@pytest.mark.needs_bwrap
@pytest.mark.parametrize("flags", [("-O2",), ("-O1",)])
def test_the_same_functions_at_other_levels_pass_both_tiers(problem, flags):
    checks = check_functions(problem, compiled(problem.c_source, *flags))
    assert len(checks) == 6
    for check in checks:
        assert check.ran and check.passed, check
    ran = by_function(checks, "sum")
    assert ran["bounded"].cases == 9331 and "every n in 0..5" in ran["bounded"].bound
    assert ran["differential"].cases >= 1900


@pytest.mark.needs_bwrap
def test_honest_rewrites_pass():
    """Hand-rewritten C: sum unrolled with its remainder loop, Kernighan's popcount."""
    unrolled = ("long sum(const int *a, int n) { long s0 = 0, s1 = 0; int i = 0;\n"
                "  for (; i + 2 <= n; i += 2) { s0 += a[i]; s1 += a[i + 1]; }\n"
                "  if (i < n) s0 += a[i]; return s0 + s1; }")
    kernighan = "int popc(unsigned x) { int c = 0; for (; x; x &= x - 1) c++; return c; }"
    source = program()
    problem = Problem("three", source, compiled(source), [])
    checks = check_functions(problem, compiled(program(sum_c=unrolled, popc_c=kernighan)))
    for check in checks:
        assert check.ran and check.passed, check
    assert by_function(checks, "popc")["bounded"].cases > 10_000


@pytest.mark.needs_bwrap
@pytest.mark.parametrize("kind", sorted(WRONG))
def test_each_wrong_candidate_gets_a_counterexample(problem, kind):
    name, source = WRONG[kind]
    checks = by_function(check_functions(problem, compiled(source)), name)
    assert any(c.passed is False for c in checks.values()), checks
    for check in checks.values():
        if check.passed is False:
            assert check.counterexample.startswith(f"{name}(") and "candidate" in check.counterexample


@pytest.mark.needs_bwrap
def test_the_bounded_tier_names_the_smallest_counterexample(problem):
    _, source = WRONG["a 32-bit accumulator"]
    bounded = by_function(check_functions(problem, compiled(source)), "sum")["bounded"]
    assert bounded.counterexample == ("sum(a=[1, INT32_MAX], n=2): the return value: "
                                      "baseline 2147483648, candidate -2147483648")


@pytest.mark.needs_bwrap
def test_an_inlined_function_is_not_run_and_says_why(problem):
    source = program(sum_c="static " + SUM)
    checks = by_function(check_functions(problem, compiled(source)), "sum")
    for check in checks.values():
        assert not check.ran and check.passed is None
        assert "candidate has no out-of-line sum" in check.why_not


@pytest.mark.needs_bwrap
def test_a_crash_is_a_counterexample_not_an_exception(problem):
    crashing = SUM.replace("return s;", "if (n == 3) *(volatile int *)0 = 0; return s;")
    checks = by_function(check_functions(problem, compiled(program(sum_c=crashing))), "sum")
    failed = [c for c in checks.values() if c.passed is False]
    assert failed and "crashed (SIG" in failed[0].counterexample
    assert "n=3" in failed[0].counterexample


@pytest.mark.needs_bwrap
def test_a_callee_saved_register_left_changed_is_a_counterexample(problem):
    """Right answers, broken ABI: %rbx overwritten and not restored."""
    broken = problem.baseline_asm.replace("\nsum:\n", "\nsum:\n\tmovl\t$7, %ebx\n", 1)
    assert broken != problem.baseline_asm
    bounded = by_function(check_functions(problem, broken), "sum")["bounded"]
    assert bounded.passed is False and "did not preserve %rbx" in bounded.counterexample


@pytest.mark.needs_bwrap
def test_an_unchanged_function_is_not_run_again(problem):
    _, source = WRONG["an off-by-one bound"]
    checks = by_function(check_functions(problem, compiled(source)), "popc")
    assert all(c.passed and c.cases == 0 and "same instructions" in c.bound
               for c in checks.values())


@pytest.mark.needs_bwrap
def test_program_state_and_io_are_out_of_reach():
    source = ("#include <stdio.h>\nint scale = 3;\n"
              "int scaled(int x) { return x * scale; }\n"
              "void show(int x) { printf(\"%d\\n\", x); }\n"
              "int main(void) { int x; if (scanf(\"%d\", &x) != 1) return 1; "
              "scale = x; show(scaled(x)); return 0; }\n")
    problem = Problem("state", source, compiled(source), [])
    checks = {c.function: c for c in check_functions(problem, compiled(source, "-O2"))}
    assert "reads or writes the global scale" in checks["scaled"].why_not
    assert "calls or uses printf, outside it (I/O" in checks["show"].why_not


@pytest.mark.needs_bwrap
def test_an_inlined_function_says_where_it_went_and_comments_name_no_function():
    """Words of a comment that look like a definition (``P (...) {``) are no function; a
    function gcc -O3 inlined into main says so, in those words."""
    source = ("#include <stdio.h>\n/* P (the points) {\n   line (one per record) { } */\n"
              "// count (of them) {\n"
              "static int twice(int x) { return 2 * x; }\n"
              "int main(void) { int x; if (scanf(\"%d\", &x) != 1) return 1; "
              "printf(\"%d\\n\", twice(x)); return 0; }\n")
    problem = Problem("inl", source, compiled(source), [])
    checks = check_functions(problem, compiled(source, "-O2"))
    assert {c.function for c in checks} == {"twice"}
    assert all(not c.ran and "gcc -O3 inlined it into main" in c.why_not for c in checks)


@pytest.mark.needs_bwrap
def test_floating_point_compares_within_a_tolerance():
    """A reassociated dot product (two accumulators) differs in the last bits: not refuted."""
    dot = ("double dot(const double *a, const double *b, int n) { double s = 0;\n"
           "  for (int i = 0; i < n; i++) s += a[i] * b[i]; return s; }")
    pair = ("double dot(const double *a, const double *b, int n) { double s0 = 0, s1 = 0;\n"
            "  int i = 0; for (; i + 2 <= n; i += 2) { s0 += a[i] * b[i]; s1 += a[i+1] * b[i+1]; }\n"
            "  if (i < n) s0 += a[i] * b[i]; return s0 + s1; }")
    main = ("\nint main(void) { double a[4] = {1, 2, 3, 4}; printf(\"%.3f\\n\", dot(a, a, 4));"
            " return 0; }\n")
    source = "#include <stdio.h>\n" + dot + main
    problem = Problem("dot", source, compiled(source), [])
    honest = check_functions(problem, compiled("#include <stdio.h>\n" + pair + main))
    assert all(c.ran and c.passed for c in honest), honest
    wrong = pair.replace("if (i < n) s0 += a[i] * b[i]; ", "")
    refuted = check_functions(problem, compiled("#include <stdio.h>\n" + wrong + main))
    assert any(c.passed is False for c in refuted)


# ---------------------------------------------------------------------- no sandbox needed
def test_signatures_it_can_drive():
    sig = parse_signature("static long hot(const int *a, int n)", "hot", {})
    assert [(p.name, p.role, p.length) for p in sig.params] == [("a", "buffer", 1),
                                                                ("n", "scalar", None)]
    assert sig.params[0].const and sig.ret is not None and sig.ret.bits == 64
    typedefs = typedefs_of("typedef unsigned long long u64;\ntypedef long long ll;\n")
    sig = parse_signature("u64 mix(u64 x, ll y)", "mix", typedefs)
    assert [(p.ctype.bits, p.ctype.signed) for p in sig.params] == [(64, False), (64, True)]
    sig = parse_signature("int count(const char *s)", "count", {})
    assert sig.params[0].role == "string"
    sig = parse_signature("void merge(int *dst, const int *src, size_t len)", "merge", {})
    assert [p.length for p in sig.params[:2]] == [2, 2]


@pytest.mark.parametrize("signature, reason", [
    ("int f(struct point p)", "struct"),
    ("int f(int (*cmp)(int, int))", "takes a function pointer"),
    ("int f(int **rows, int n)", "pointer to pointers"),
    ("int f(void *p, int n)", "void *"),
    ("int f(int *a, int *b)", "how long"),
    ("int f(int x, ...)", "varargs"),
    ("int f(long a, long b, long c, long d, long e, long g, long h)", "on the stack"),
])
def test_signatures_it_cannot_drive_say_why(signature, reason):
    with pytest.raises(Unsupported, match=reason):
        parse_signature(signature, "f", {})


def test_function_names_come_from_code_never_from_comments_or_strings():
    source = ("/* P (the points) {x} */\n// line (one per record) {\n"
              "static const char *usage = \"f(x) {\";\n#define SQ(x) { (x) * (x) }\n"
              "long sum(const int *a, int n) { long t = 0; /* g(y) { */\n"
              "  for (int i = 0; i < n; i++) t += a[i]; return t; }\n"
              "int main(void) { return 0; }\n")
    assert list(source_functions(source)) == ["sum"]
    cleaned = code_only(source)
    assert len(cleaned) == len(source) and cleaned.count("\n") == source.count("\n")
    assert "P (" not in cleaned and "usage =" in cleaned


def test_bounded_domains_are_stated_and_sized():
    sig = parse_signature("int f(short x)", "f", {})
    cases, size, bound = bounded_domain(sig)
    assert size == 65536 and bound == "all 2^16 values of x"
    assert len(list(cases)) == size
    sig = parse_signature("long dot(const int *a, const int *b, int n)", "dot", {})
    _, size, bound = bounded_domain(sig)
    assert size == sum(9 ** n for n in range(5))
    assert bound == "every n in 0..4, a[i] in {0, 1, INT32_MAX}, b[i] in {0, 1, INT32_MAX}"
    sig = parse_signature("int add(int a, int b)", "add", {})
    _, size, bound = bounded_domain(sig)
    assert size <= 20000 and bound.startswith("a in [-68, 68] and {INT32_MAX, INT32_MIN")


def test_difference_reads_results_by_type():
    sig = parse_signature("int f(int *a, int n)", "f", {})
    case = ([1, 2], 2)
    assert difference(sig, case, "O 5 1 2", "O 5 1 2", (0, 0)) == ""
    assert difference(sig, case, "O 5 1 2", "O ffffffff 1 2", (0, 0)) == \
        "the return value: baseline 5, candidate -1"
    assert difference(sig, case, "O 5 1 2", "O 5 1 3", (0, 0)) == "a[1]: baseline 2, candidate 3"
    assert difference(sig, case, "O 5 1 2", "O 5 1 2 g0:8", (0, 0)) == \
        "the candidate wrote outside a (byte 8 from its start)"
    sig = parse_signature("double g(double x)", "g", {})
    assert difference(sig, (1.0,), f"O {(1.0).hex()}", f"O {(1.0 + 1e-12).hex()}",
                      (1e-12, 1e-9)) == ""
