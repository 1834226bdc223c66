#!/usr/bin/env bash
# Set up superasm on a fresh Debian/Ubuntu machine.
#   bash scripts/setup.sh          core: sandbox + compilers + the package (no GPU, no API key)
#   bash scripts/setup.sh --all    everything the test suite exercises (LLM, training, Ray,
#                                  browser report tests, the VERL environment)
set -euo pipefail
cd "$(dirname "$0")/.."

ALL=0
[[ "${1:-}" == "--all" ]] && ALL=1

SUDO=""
if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi

APT_PACKAGES="bubblewrap gcc clang valgrind hyperfine"
if [[ $ALL -eq 1 ]]; then APT_PACKAGES="$APT_PACKAGES chromium chromium-driver"; fi
missing=""
for pkg in $APT_PACKAGES; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing="$missing $pkg"
done
if [[ -n "$missing" ]]; then
  echo "== apt-get install$missing"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
fi

PIP="python3 -m pip install -q --disable-pip-version-check"
if [[ $ALL -eq 1 ]]; then
  # the CPU wheel first: an unpinned torch would pull gigabytes of CUDA packages
  python3 -c "import torch" 2>/dev/null || $PIP torch==2.13.0
  echo "== pip install -e .[dev,llm,llm-serve,data,train,ray]"
  $PIP -e '.[dev,llm,llm-serve,data,train,ray]'
  if [[ -x scripts/setup_verl.sh ]]; then bash scripts/setup_verl.sh; fi
else
  echo "== pip install -e ."
  $PIP -e .
fi
echo "== superasm is set up"
