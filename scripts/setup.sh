#!/usr/bin/env bash
# Set up superasm on a fresh Debian/Ubuntu machine, into the project's virtual environment .venv
# (the distribution's python3 is "externally managed", PEP 668: pip may not install into it).
#   bash scripts/setup.sh          core: sandbox + compilers + the package (no GPU, no API key)
#   bash scripts/setup.sh --all    everything the test suite exercises (LLM, training, Ray,
#                                  browser report tests, the VERL environment .venv-verl)
# Then: .venv/bin/superasm ...   or   source .venv/bin/activate
set -euo pipefail
cd "$(dirname "$0")/.."

ALL=0
[[ "${1:-}" == "--all" ]] && ALL=1

SUDO=""
if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi

APT_PACKAGES="bubblewrap gcc clang valgrind hyperfine afl++"
if [[ $ALL -eq 1 ]]; then APT_PACKAGES="$APT_PACKAGES chromium chromium-driver"; fi
# a venv needs ensurepip, which Debian and Ubuntu ship separately (python3-venv)
if ! command -v python3 >/dev/null; then
  APT_PACKAGES="$APT_PACKAGES python3 python3-venv"
elif ! python3 -c "import ensurepip, venv" 2>/dev/null; then
  APT_PACKAGES="$APT_PACKAGES python3-venv"
fi
missing=""
for pkg in $APT_PACKAGES; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing="$missing $pkg"
done
# more code generators for the tune optimizer, where the distribution has them; a missing one
# is a note, not an error (the tuner detects what is installed)
EXTRA_COMPILERS="gcc-11 gcc-13 clang-16 llvm-16 clang-19 llvm-19"
wanted=""
for pkg in $EXTRA_COMPILERS; do
  dpkg -s "$pkg" >/dev/null 2>&1 || wanted="$wanted $pkg"
done
# the unit-test frameworks a library's test runner may link with (CUnit, Check, cmocka; dataset
# build takes such runners as fetched): a missing one is a note, and its runners are left out
# with the package to install
UNIT_TEST_FRAMEWORKS="libcunit1-dev check libcmocka-dev pkg-config"
frameworks=""
if command -v apt-get >/dev/null; then
  for pkg in $UNIT_TEST_FRAMEWORKS; do
    dpkg -s "$pkg" >/dev/null 2>&1 || frameworks="$frameworks $pkg"
  done
else
  echo "note: no apt-get here; install CUnit, Check and cmocka yourself for their test runners"
fi
if [[ -n "$missing$wanted$frameworks" ]]; then
  $SUDO apt-get update -qq
fi
if [[ -n "$missing" ]]; then
  echo "== apt-get install$missing"
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
fi
available=""
unavailable=""
for pkg in $wanted; do
  if apt-cache show "$pkg" >/dev/null 2>&1; then available="$available $pkg"; else unavailable="$unavailable $pkg"; fi
done
if [[ -n "$available" ]]; then
  echo "== apt-get install$available (extra compilers for the tuner)"
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $available >/dev/null \
    || echo "note: could not install$available; the tuner uses the compilers it finds"
fi
if [[ -n "$unavailable" ]]; then
  echo "note: this distribution has no$unavailable; the tuner uses the compilers it finds"
fi
if [[ -n "$frameworks" ]]; then
  echo "== apt-get install$frameworks (unit-test frameworks)"
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $frameworks >/dev/null \
    || echo "note: could not install$frameworks; unit-test runners that need them are left out"
fi

if ! python3 -c "import sys; sys.exit(sys.version_info < (3, 11))"; then
  echo "superasm needs Python 3.11 or newer; python3 is $(python3 -V 2>&1)" >&2
  exit 1
fi

VENV=.venv
if [[ -x $VENV/bin/python ]] && $VENV/bin/python -m pip --version >/dev/null 2>&1; then
  echo "== using $VENV ($($VENV/bin/python -V))"
else
  echo "== python3 -m venv $VENV ($(python3 -V))"
  python3 -m venv --clear $VENV
fi
PIP="$VENV/bin/python -m pip install -q --disable-pip-version-check"
if [[ $ALL -eq 1 ]]; then
  # the CPU wheel first: an unpinned torch would pull gigabytes of CUDA packages
  if ! $VENV/bin/python -c "import torch" 2>/dev/null; then
    echo "== pip install torch==2.13.0"
    $PIP torch==2.13.0
  fi
  echo "== pip install -e .[dev,llm,llm-serve,data,train,ray]"
  $PIP -e '.[dev,llm,llm-serve,data,train,ray]'
  bash scripts/setup_verl.sh
else
  echo "== pip install -e ."
  $PIP -e .
fi
echo "== superasm is set up in $VENV: run .venv/bin/superasm ... (or source .venv/bin/activate)"
