#!/usr/bin/env bash
# The test suite, on every core: the tests that measure the whole host (its free memory, its
# clocks, a cluster's processes: marked ``serial`` in tests/conftest.py) run alone afterwards,
# since a test beside them would be measured too.  Arguments go to both pytest runs
# (``bash scripts/test.sh -k verify``).  Without pytest-xdist, or on one core, one plain run.
set -uo pipefail
cd "$(dirname "$0")/.."
PY=.venv/bin/python
workers=$(nproc 2>/dev/null || echo 1)
if [[ $workers -lt 2 ]] || ! $PY -c "import xdist" 2>/dev/null; then
  exec $PY -m pytest -q "$@"
fi
$PY -m pytest -q -n "$workers" -m "not serial" "$@"
parallel=$?
$PY -m pytest -q -m serial "$@"
alone=$?
# 5: no test collected (a -k that selects none of one half)
[[ $parallel -eq 5 ]] && parallel=0
[[ $alone -eq 5 ]] && alone=0
exit $(( parallel != 0 ? parallel : alone ))
