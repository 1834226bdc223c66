"""A program kept in several files is read as one C source: its local headers in place, the
.c files it calls into before it, nothing it never names, and a clash refused by name."""

from __future__ import annotations

from pathlib import Path, PurePosixPath

import pytest

from superasm.datasets.build import build_problem
from superasm.datasets.joined import JoinError, defined_functions, join_program
from superasm.datasets.layouts import discover

HEADER = '#ifndef UTIL_H\n#define UTIL_H\nlong twice(long x);\nlong plus(long a, long b);\n#endif\n'
UTIL = '#include "util.h"\nlong twice(long x) { return plus(x, x); }\n'
MATH = '#include "util.h"\nlong\nplus (long a, long b)\n{\n    return a + b;\n}\n'
MAIN = ('#include <stdio.h>\n#include "util.h"\n'
        'int main(void) { long n; if (scanf("%ld", &n) != 1) return 1;\n'
        '    printf("%ld\\n", twice(n)); return 0; }\n')
#: a generator and an unrelated helper: neither is part of the program
GEN = '#include <stdio.h>\nint main(void) { puts("5"); return 0; }\n'
UNUSED = 'static int helper(int x) { return x; }\nint unrelated(void) { return helper(1); }\n'


def write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


def test_a_program_over_three_files_builds_as_one_source(tmp_path: Path):
    write(tmp_path / "proj", {"src/main.c": MAIN, "src/util.c": UTIL, "src/math.c": MATH,
                              "src/util.h": HEADER, "src/gen.c": GEN, "src/unused.c": UNUSED,
                              "tests/1.in": "21\n", "tests/1.out": "42\n",
                              "tests/2.in": "-4\n", "tests/2.out": "-8\n"})
    (program,), left = discover(tmp_path / "proj")
    assert not left
    # util.c calls plus() of math.c: both in, each header once, gen.c and unused.c out
    assert program.meta["joined"] == ["src/math.c", "src/util.c", "src/util.h"]
    assert program.c_source.count("long twice(long x);") == 1
    assert "unrelated" not in program.c_source and 'puts("5")' not in program.c_source
    assert program.unknown == ["src/gen.c (defines a main of its own: not joined)",
                               "src/unused.c (the program calls none of its functions: not joined)"]
    problem = build_problem("proj", program.c_source, [t.input for t in program.tests])
    assert [t.output for t in problem.tests] == [t.output for t in program.tests]


def test_a_unit_test_and_its_mock_stay_out(tmp_path: Path):
    """tests/ holds a unit test (its own main) and a mock of plus(): neither is the program,
    and the mock does not clash with math.c's plus()."""
    write(tmp_path / "p", {"main.c": MAIN, "util.c": UTIL, "math.c": MATH, "util.h": HEADER,
                           "tests/test_main.c": GEN, "tests/mock.c": MATH,
                           "tests/1.in": "3\n", "tests/1.out": "6\n"})
    (program,), left = discover(tmp_path / "p")
    assert not left and program.meta["joined"] == ["math.c", "util.c", "util.h"]


def test_one_file_with_main_among_several_is_the_program(tmp_path: Path):
    write(tmp_path / "p", {"prog.c": MAIN, "util.c": UTIL, "math.c": MATH, "util.h": HEADER,
                           "1.in": "3\n", "1.out": "6\n"})
    (program,), _ = discover(tmp_path / "p")
    assert program.meta["source"].endswith("prog.c") and "math.c" in program.meta["joined"]


def test_two_mains_or_a_clash_are_refused_by_name(tmp_path: Path):
    write(tmp_path / "two", {"a.c": GEN, "b.c": GEN, "1.in": "", "1.out": "5\n"})
    write(tmp_path / "clash", {"main.c": MAIN + "static long plus(long a, long b) { return a; }\n",
                               "util.c": UTIL, "math.c": MATH, "util.h": HEADER,
                               "1.in": "1\n", "1.out": "2\n"})
    _, left = discover(tmp_path / "two")
    assert "several .c files define main (a.c, b.c)" in left[0].reason
    _, left = discover(tmp_path / "clash")
    assert "main.c and math.c both define plus()" in left[0].reason


def test_a_header_alone_is_put_in_place_and_a_missing_one_left_as_it_is():
    files = {PurePosixPath("main.c"): '#include "h/x.h"\n#include "nowhere.h"\nint main(void){}\n',
             PurePosixPath("h/x.h"): '#include "../h/y.h"\nint x;\n',
             PurePosixPath("h/y.h"): "int y;\n"}
    text, used = join_program(PurePosixPath("main.c"), [PurePosixPath("main.c")], files.get)
    assert text.index("int y;") < text.index("int x;") < text.index("int main")
    assert '#include "nowhere.h"' in text
    assert used == [PurePosixPath("h/x.h"), PurePosixPath("h/y.h")]


def test_definitions_are_found_in_every_style_and_not_in_comments():
    text = ('static inline int a(int x) { return x; }\nchar *\nb (void)\n{ return 0; }\n'
            '/* int c(void) { } */\nint d(int (*f)(int), int y) {\n  if (y) { return f(y); }\n}\n'
            'int e(void);\n')
    assert defined_functions(text) == {"a", "b", "d"}
    with pytest.raises(JoinError):
        join_program(PurePosixPath("m.c"), [PurePosixPath("m.c"), PurePosixPath("o.c")],
                     {PurePosixPath("m.c"): "int a(void);\nint main(void) { return a(); }\n"
                                            "static int a(void) { return 1; }\n",
                      PurePosixPath("o.c"): "int a(void) { return 2; }\n"}.get)


def test_optimize_prog_c_puts_its_local_header_in_place(tmp_path: Path):
    from superasm.datasets.layouts import program_from_files
    write(tmp_path, {"prog.c": '#include <stdio.h>\n#include "lib/k.h"\n'
                                'int main(void) { printf("%d\\n", K); return 0; }\n',
                     "lib/k.h": "#define K 7\n", "t/1.in": "", "t/1.out": "7\n"})
    program = program_from_files(tmp_path / "prog.c", tmp_path / "t")
    assert "#define K 7" in program.c_source and program.meta["joined"] == ["lib/k.h"]
    problem = build_problem("prog", program.c_source, [t.input for t in program.tests])
    assert problem.tests[0].output == b"7\n"
