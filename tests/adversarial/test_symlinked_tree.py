"""A tree handed to ``dataset build`` that reaches out of itself (issue 17, point 8): a test, a
source, a folder and an archive member that lead elsewhere.  Nothing outside the tree is read:
a test or source that leads out is refused with its path named, a folder no test reads is not
followed (and named), and the rest of the tree is built."""

from __future__ import annotations

import io
import tarfile
from pathlib import Path

import pytest

from superasm.cli import main
from superasm.problem import load_problems

SQUARE_C = r"""
#include <stdio.h>
int main(void) { long n = 0; if (scanf("%ld", &n) != 1) return 0; printf("%ld\n", n * n); return 0; }
"""


@pytest.mark.needs_bwrap
def test_a_tree_that_reaches_outside_itself(tmp_path: Path, capsys):
    secret = tmp_path / "outside" / "secret.txt"
    secret.parent.mkdir()
    secret.write_text("TOP-SECRET 42\n")
    tree = tmp_path / "tree"
    for name, text in {"good/main.c": SQUARE_C, "good/tests/1.in": "3\n",
                       "passwd/main.c": SQUARE_C, "passwd/tests/1.in": "2\n",
                       "source/tests/1.in": "2\n", "folder/main.c": SQUARE_C,
                       "folder/tests/1.in": "2\n", "member/main.c": SQUARE_C}.items():
        (tree / name).parent.mkdir(parents=True, exist_ok=True)
        (tree / name).write_text(text)
    (tree / "passwd" / "tests" / "2.in").symlink_to("/etc/passwd")
    (tree / "source" / "main.c").symlink_to(secret)
    (tree / "folder" / "tests" / "more").symlink_to(secret.parent)
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as archive:
        info = tarfile.TarInfo("1.in")
        info.size = 2
        archive.addfile(info, io.BytesIO(b"4\n"))
        link = tarfile.TarInfo("2.in")
        link.type, link.linkname = tarfile.SYMTYPE, str(secret)
        archive.addfile(link)
        hard = tarfile.TarInfo("3.in")
        hard.type, hard.linkname = tarfile.LNKTYPE, "/etc/passwd"
        archive.addfile(hard)
    (tree / "member" / "tests.tgz").write_bytes(buffer.getvalue())
    out = tmp_path / "p.jsonl"
    assert main(["dataset", "build", str(tree), "--out", str(out), "--no-speedup",
                 "--no-scale-timing"]) == 0
    err = capsys.readouterr().err
    assert (f"left out passwd (outside_tree): {tree / 'passwd/tests/2.in'}: a symlink to "
            f"/etc/passwd, outside {tree}") in err
    assert f"left out source (outside_tree): {tree / 'source/main.c'}: a symlink to {secret}" in err
    # a symlinked folder no test of the program reads is not followed and refuses nothing
    # (issue 34): the program is built from the rest, and the link is named
    assert ("left out folder file tests/more/ (not_understood): a symlinked folder, not "
            f"followed; it leads to {secret.parent}, outside the tree") in err
    assert ("left out member file tests.tgz/2.in (not_understood): a link or special file in an "
            "archive: refused") in err
    assert "left out member file tests.tgz/3.in (not_understood): a link" in err
    problems = {p.id: p for p in load_problems(out)}
    assert set(problems) == {"good", "member", "folder"}
    assert [t.input for t in problems["folder"].tests] == [b"2\n"]
    assert [t.input for t in problems["member"].tests] == [b"4\n"]
    written = out.read_text() + (tmp_path / "p.leftout.txt").read_text()
    assert "TOP-SECRET" not in written and "root:x:" not in written
