"""Unit-test runners built against an installed framework: CUnit, Check, cmocka.

A library in ``src/`` with a test runner in ``test/`` is taken as fetched
(:mod:`superasm.datasets.folders`): the runner built with the library is the program and its run
the test.  A framework vendored in the tree (Exercism's Unity in ``test/vendor/``) is joined
like any other source; one included as a system header (``#include <cmocka.h>``) is a shared or
static library the program links with, recorded as the problem's ``link_libs`` so that the
baseline and every candidate link the same way (:func:`superasm.toolchain.link_line`), and a
candidate may load that library and no other.

The verdict is the runner's exit status.  Check's and cmocka's runners return the failure count
when written the usual way (``return number_failed ? EXIT_FAILURE : EXIT_SUCCESS``, ``return
cmocka_run_group_tests(...)``).  CUnit's basic interface exits 0 whatever failed
(``CU_basic_run_tests`` returns a framework error code, and ``CU_cleanup_registry`` clears the run
summary), and prints the run's elapsed ``clock()`` time: :data:`CUNIT_VERDICT` makes a failed
test fail the run and the printed time zero, so that the run's output is the same however fast
it ran.
"""

from __future__ import annotations

import functools
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from superasm.problem import LINK_LIB

#: where the sandbox's compiler looks for a framework's headers (it sees all of /usr)
INCLUDE_DIRS = ("/usr/include", "/usr/local/include", "/usr/include/x86_64-linux-gnu")

_SYSTEM_INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*<([^>\n]+)>', re.MULTILINE)


@dataclass(frozen=True)
class Framework:
    """A unit-test framework installed as a system library."""

    name: str
    #: the headers that make a source one of its runners (as written in ``#include <...>``)
    headers: tuple[str, ...]
    #: its pkg-config module, asked for the link flags where pkg-config knows it
    pkg_config: str
    #: the link flags where pkg-config is absent (Debian's, as its pkg-config file says)
    link_libs: tuple[str, ...]
    #: the Debian package that installs it (named in the reason a runner is left out)
    package: str
    #: code put around the runner: before it, and after it
    prefix: str = ""
    suffix: str = ""


#: CUnit's basic interface exits 0 when tests fail, and CU_cleanup_registry() clears the counts
#: a runner could return: the runner's main and its cleanup are renamed, the counts read before
#: the cleanup (or after main, or at exit() where the runner exits itself), and a failure makes
#: the exit status 1; clock() is 0, so the summary's "Elapsed time" does not depend on speed
CUNIT_PREFIX = """\
#define main superasm_unit_main
#define CU_cleanup_registry superasm_unit_cleanup
"""
CUNIT_VERDICT = """
#undef main
#undef CU_cleanup_registry
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <CUnit/CUnit.h>
void CU_cleanup_registry(void);
static unsigned superasm_unit_failed;
static int superasm_unit_returned;
static void superasm_unit_count(void)
{
    superasm_unit_failed += CU_get_number_of_suites_failed() + CU_get_number_of_tests_failed()
                            + CU_get_number_of_failures();
}
void superasm_unit_cleanup(void)
{
    superasm_unit_count();
    CU_cleanup_registry();
}
static void superasm_unit_at_exit(void)
{
    if (superasm_unit_returned)
        return;
    superasm_unit_count();
    if (superasm_unit_failed) {
        fflush(NULL);
        _exit(1);
    }
}
clock_t clock(void)
{
    return 0;
}
int main(int argc, char **argv)
{
    atexit(superasm_unit_at_exit);
    int status = ((int (*)(int, char **))superasm_unit_main)(argc, argv);
    superasm_unit_returned = 1;
    superasm_unit_count();
    return status ? status : superasm_unit_failed ? 1 : 0;
}
"""

CUNIT = Framework("CUnit", ("CUnit/CUnit.h", "CUnit/Basic.h", "CUnit/Automated.h",
                            "CUnit/Console.h"),
                  "cunit", ("-lcunit",), "libcunit1-dev", CUNIT_PREFIX, CUNIT_VERDICT)
CHECK = Framework("Check", ("check.h",), "check", ("-lcheck_pic", "-lrt", "-lm", "-lsubunit"),
                  "check")
CMOCKA = Framework("cmocka", ("cmocka.h",), "cmocka", ("-lcmocka",), "libcmocka-dev")
FRAMEWORKS = (CUNIT, CHECK, CMOCKA)


def framework_of(text: str) -> Framework | None:
    """The framework whose header ``text`` includes as a system header (``<check.h>``), if any."""
    included = set(_SYSTEM_INCLUDE.findall(text))
    return next((f for f in FRAMEWORKS if included & set(f.headers)), None)


def not_installed(framework: Framework) -> str:
    """Why ``framework`` cannot be built with here ('' when it can): its header or its
    library is missing."""
    header = next((h for h in framework.headers
                   if any((Path(d) / h).is_file() for d in INCLUDE_DIRS)), None)
    if header is None:
        return f"its header {framework.headers[0]} is not installed"
    library = framework.link_libs[0][2:]
    if not _library_found(library):
        return f"its library lib{library} is not installed"
    return ""


def _library_found(name: str) -> bool:
    gcc = shutil.which("gcc")
    if gcc is None:
        return False
    for kind in ("so", "a"):
        found = subprocess.run([gcc, f"-print-file-name=lib{name}.{kind}"], capture_output=True,
                               text=True, timeout=30).stdout.strip()
        if found.startswith("/") and Path(found).exists():
            return True
    return False


@functools.lru_cache(maxsize=8)
def link_libs(framework: Framework) -> tuple[str, ...]:
    """The link flags of ``framework``'s runners: pkg-config's (``--libs``), where it knows the
    framework, else :attr:`Framework.link_libs`; only ``-lNAME`` and ``-pthread`` are kept
    (a problem's ``link_libs`` holds nothing else)."""
    pkg_config = shutil.which("pkg-config")
    if pkg_config is not None:
        said = subprocess.run([pkg_config, "--libs", framework.pkg_config], capture_output=True,
                              text=True, timeout=30)
        flags = tuple(flag for flag in said.stdout.split()
                      if LINK_LIB.fullmatch(flag))
        if said.returncode == 0 and flags:
            return flags
    return framework.link_libs


def runner_source(text: str, framework: Framework) -> str:
    """The runner's source as the program: ``text`` within the framework's prefix and suffix."""
    return framework.prefix + text + framework.suffix


__all__ = ["CHECK", "CMOCKA", "CUNIT", "FRAMEWORKS", "Framework", "framework_of", "link_libs",
           "not_installed", "runner_source"]
