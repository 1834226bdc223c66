#!/usr/bin/env bash
# VERL pins its own transformers: it lives in a venv of its own (.venv-verl), which the VERL
# loader tests (tests/test_train_verl.py) run superasm's reward module in.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=.venv-verl
if [[ -x $VENV/bin/python ]] && $VENV/bin/python -c "import verl" 2>/dev/null; then
  echo "== $VENV already has verl"; exit 0
fi
if ! python3 -c "import ensurepip, venv" 2>/dev/null; then
  echo "python3 cannot create a virtual environment: apt-get install python3-venv" \
       "(bash scripts/setup.sh --all does)" >&2
  exit 1
fi
echo "== creating $VENV (torch==2.13.0 CPU wheel, then verl==0.9.1)"
python3 -m venv $VENV
$VENV/bin/pip install -q --disable-pip-version-check torch==2.13.0
$VENV/bin/pip install -q --disable-pip-version-check verl==0.9.1
