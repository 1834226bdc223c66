"""toolchain.startup_refusal: a linked candidate starts the way its C baseline does (issue 33).

The checks read binutils' text (``nm -g --defined-only`` of the object, ``readelf -W -d -l`` of
the program); these tests hand them that text as this machine's binutils print it.  The real
candidates are in tests/adversarial/test_startup_teardown.py.
"""

from __future__ import annotations

import pytest

from superasm.toolchain import (
    INTERPRETER,
    LINKED_LIBRARIES,
    link_line,
    linked_sonames,
    runtime_libraries,
    startup_refusal,
)

DYNAMIC = f"""
Program Headers:
  INTERP         0x000318 0x0000000000000318 0x0000000000000318 0x00001c 0x00001c R   0x1
      [Requesting program interpreter: {INTERPRETER}]
Dynamic section at offset 0x2dd0 contains 27 entries:
 0x0000000000000001 (NEEDED)             Shared library: [libm.so.6]
 0x0000000000000001 (NEEDED)             Shared library: [libc.so.6]
"""
MAIN_ONLY = "0000000000000000 T main\n0000000000000010 T helper\n"


def test_an_ordinary_program_starts_as_c_does() -> None:
    assert startup_refusal(MAIN_ONLY, DYNAMIC) == ""
    assert startup_refusal(MAIN_ONLY, DYNAMIC.replace(
        " 0x0000000000000001 (NEEDED)             Shared library: [libm.so.6]\n", "")) == "", (
        "a candidate that no longer calls into libm links without it")
    assert startup_refusal(MAIN_ONLY + "0000000000000020 T memcpy\n", DYNAMIC) == "", (
        "its own memcpy is its own business")


@pytest.mark.parametrize("name", ["__libc_start_main", "_start", "_init", "_fini",
                                  "__libc_csu_init", "_dl_relocate_static_pie", "exit", "atexit",
                                  "__libc_start_main@GLIBC_2.34", "_IO_stdin_used"])
def test_a_definition_of_the_c_runtimes_own_symbols_is_refused(name: str) -> None:
    for kind in ("T", "W", "V", "N"):
        why = startup_refusal(MAIN_ONLY + f"0000000000000040 {kind} {name}\n", DYNAMIC)
        assert repr(name.split("@")[0]) in why and "C runtime" in why, (kind, why)


def test_a_program_that_does_not_load_the_c_library_is_refused() -> None:
    without_libc = DYNAMIC.replace("[libc.so.6]", "[libm.so.6]")
    assert "libc.so.6" in startup_refusal(MAIN_ONLY, without_libc)
    no_dynamic = DYNAMIC.split("Dynamic section")[0]
    assert "loads none" in startup_refusal(MAIN_ONLY, no_dynamic)
    extra = DYNAMIC + " 0x0000000000000001 (NEEDED)             Shared library: [libfast.so]\n"
    assert "libfast.so" in startup_refusal(MAIN_ONLY, extra)


def test_another_interpreter_or_none_is_refused() -> None:
    assert "/tmp/ld.so" in startup_refusal(MAIN_ONLY, DYNAMIC.replace(INTERPRETER, "/tmp/ld.so"))
    static = "\n".join(line for line in DYNAMIC.splitlines() if "interpreter" not in line)
    assert "interpreter none" in startup_refusal(MAIN_ONLY, static)


def test_a_problems_own_libraries_are_allowed_and_no_others() -> None:
    """A unit-test runner links with its framework (``Problem.link_libs``): a candidate may load
    exactly the libraries the baseline's link line gives, and a library more is still refused."""
    cunit = DYNAMIC + " 0x0000000000000001 (NEEDED)             Shared library: [libcunit.so.1]\n"
    allowed = LINKED_LIBRARIES | {"libcunit.so.1"}
    assert startup_refusal(MAIN_ONLY, cunit, allowed) == ""
    assert "libcunit.so.1" in startup_refusal(MAIN_ONLY, cunit), "not without the problem's"
    extra = cunit + " 0x0000000000000001 (NEEDED)             Shared library: [libfast.so]\n"
    why = startup_refusal(MAIN_ONLY, extra, allowed)
    assert "libfast.so" in why and "libcunit.so.1" in why, why
    assert "libc.so.6" in startup_refusal(MAIN_ONLY, cunit.replace("[libc.so.6]", "[libm.so.6]"),
                                          allowed), "the C library is still required"


@pytest.mark.needs_unit_frameworks
def test_the_allowed_libraries_are_those_the_link_flags_load() -> None:
    assert linked_sonames(link_line(())) == frozenset()
    assert linked_sonames(link_line(("-lcunit",))) == {"libcunit.so.1"}
    assert runtime_libraries(("-lcunit",)) == ("/usr/lib/x86_64-linux-gnu/libcunit.so.1",)
    with pytest.raises(ValueError):
        link_line(("-Wl,-rpath=/tmp",))
