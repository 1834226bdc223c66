"""The README's first command on a fresh copy, with the distribution's Python (PEP 668).

``scripts/setup.sh`` must work where ``/usr/bin/python3`` is "externally managed" (Debian 12,
Ubuntu 24.04): pip may not install into it, so the package goes into the project's ``.venv``.
The test copies the working tree into a temporary directory, runs the set-up there with a bare
environment (only the system's PATH, so ``python3`` is the distribution's), then a short real
job with ``.venv/bin/superasm``.  It skips only where the machine cannot do this at all: no
``/usr/bin/python3``, missing apt packages and no way to install them, no network for pip.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[1]
SYSTEM_PYTHON = Path("/usr/bin/python3")
SYSTEM_PATH = "/usr/sbin:/usr/bin:/sbin:/bin"
#: what the core set-up installs with apt-get (scripts/setup.sh)
CORE_APT_PACKAGES = ("bubblewrap", "gcc", "clang", "valgrind", "hyperfine")
#: signs that pip or apt could not reach the network: a property of the machine, not of setup.sh
OFFLINE = re.compile(r"Temporary failure in name resolution|Network is unreachable|"
                     r"Failed to establish a new connection|NewConnectionError|"
                     r"Could not resolve host|Failed to fetch")


def _copy_working_tree(dest: Path) -> None:
    """Tracked and untracked-but-not-ignored files, as a fresh clone plus local changes would be."""
    if shutil.which("git") is None or not (REPO / ".git").exists():
        pytest.skip("not a git checkout: cannot tell the working tree's files")
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            cwd=REPO, capture_output=True, check=True).stdout
    for name in filter(None, listed.decode().split("\0")):
        source = REPO / name
        if source.is_file():  # a tracked file deleted in the working tree is not copied
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, dest / name)


def _skip_unless_apt_can_provide_what_is_missing() -> None:
    missing = [p for p in CORE_APT_PACKAGES
               if subprocess.run(["dpkg", "-s", p], capture_output=True).returncode != 0]
    venv = subprocess.run([str(SYSTEM_PYTHON), "-c", "import ensurepip, venv"], capture_output=True)
    if venv.returncode != 0:
        missing.append("python3-venv")
    can_install = os.geteuid() == 0 or shutil.which("sudo") is not None
    if missing and not can_install:
        pytest.skip(f"apt packages {missing} are missing and this user cannot apt-get install")


def _bare_environment(home: str) -> dict[str, str]:
    """``env -i PATH=<system> HOME=...``, keeping only how this machine reaches package indexes."""
    env = {"PATH": SYSTEM_PATH, "HOME": home, "LANG": "C.UTF-8"}
    for name, value in os.environ.items():
        if name.startswith("PIP_") or name.lower() in ("http_proxy", "https_proxy", "no_proxy"):
            env[name] = value
    return env


def test_readme_setup_and_a_real_job_with_the_system_python(tmp_path: Path) -> None:
    if not SYSTEM_PYTHON.exists():
        pytest.skip("no /usr/bin/python3 (the distribution's Python) on this machine")
    version = subprocess.run([str(SYSTEM_PYTHON), "-c", "import sys; print(sys.version_info >= (3, 11))"],
                             capture_output=True, text=True)
    if version.stdout.strip() != "True":
        pytest.skip("the system's python3 is older than 3.11, which superasm needs")
    if shutil.which("dpkg") is None:
        pytest.skip("not a Debian/Ubuntu machine (no dpkg): scripts/setup.sh uses apt-get")
    _skip_unless_apt_can_provide_what_is_missing()
    checkout = tmp_path / "superasm"
    checkout.mkdir()
    _copy_working_tree(checkout)
    env = _bare_environment(os.environ.get("HOME") or str(tmp_path))

    setup = subprocess.run(["bash", "scripts/setup.sh"], cwd=checkout, env=env,
                           capture_output=True, text=True, timeout=900)
    output = setup.stdout + setup.stderr
    offline = OFFLINE.search(output)
    if setup.returncode != 0 and offline:
        pytest.skip(f"no network for apt-get or pip: {offline.group(0)}")
    assert setup.returncode == 0, output[-3000:]
    assert ".venv/bin/superasm" in setup.stdout  # it says how to use what it set up
    config = (checkout / ".venv" / "pyvenv.cfg").read_text()
    assert re.search(r"^home = /usr/bin$", config, re.M), config  # made by the system's python3

    run = subprocess.run([".venv/bin/superasm", "eval", "--dataset", "examples", "--model",
                          "baseline", "--limit", "1", "--out", str(tmp_path / "run"),
                          "--no-progress"],
                         cwd=checkout, env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    lines = run.stdout.splitlines()
    header = next((i for i, line in enumerate(lines) if line.startswith("model ")), None)
    assert header is not None and "compile%" in lines[header], run.stdout  # Table 2's header
    row = lines[header + 1].split()
    assert row[:3] == ["baseline", "100.0", "100.0"], run.stdout  # -O3 itself: compiles, passes
    assert (tmp_path / "run" / "summary.json").is_file()
