#!/usr/bin/env bash
# Device-side: bring in bubblewrap + trl/datasets (carried in .gpu/), then run scripts/gpu_check.sh.
# Usage (repo root, on a machine with no network, .gpu/ carried in: docs/gpu_check.md):
#   bash scripts/gpu_device_run.sh   ($OUT: where the report goes; /tmp/out by default)
set -uo pipefail
t0=$(date +%s)
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
export HF_HUB_OFFLINE=1 HF_DATASETS_OFFLINE=1 TOKENIZERS_PARALLELISM=false
say() { echo "== $* (t+$(( $(date +%s) - t0 ))s)"; }

say machine
nvidia-smi -L
nvidia-smi --query-gpu=name,driver_version,memory.total,memory.used --format=csv,noheader
uname -r; grep PRETTY /etc/os-release
PY=$(command -v python3); echo "python3: $PY -> $(readlink -f "$PY")"
ls -l /usr/bin/python3 2>&1 | head -1
for t in gcc as ld bwrap dpkg setpriv; do printf '%s: %s\n' "$t" "$(command -v $t || echo MISSING)"; done
gcc --version 2>&1 | head -1; as --version 2>&1 | head -1
for f in /proc/sys/kernel/unprivileged_userns_clone /proc/sys/user/max_user_namespaces \
         /proc/sys/kernel/apparmor_restrict_unprivileged_userns; do
    [[ -e $f ]] && echo "$f = $(cat $f)"; done
"$PY" -m pip list 2>/dev/null | grep -iE '^(torch|transformers|accelerate|pyarrow|fsspec|huggingface.hub|tokenizers|pandas|xxhash|aiohttp) '

say bubblewrap
if ! command -v bwrap >/dev/null; then
    mkdir -p /opt/bw
    dpkg -x .gpu/debs/bubblewrap_*.deb /opt/bw
    if ldd /opt/bw/usr/bin/bwrap | grep -q 'not found'; then
        ldd /opt/bw/usr/bin/bwrap
        for d in .gpu/debs/lib*.deb; do dpkg -x "$d" /opt/bw; done
        for lib in $(ldd /opt/bw/usr/bin/bwrap | awk '/not found/{print $1}'); do
            cp -nv /opt/bw/usr/lib/x86_64-linux-gnu/$lib* /opt/bw/lib/x86_64-linux-gnu/$lib* \
                /usr/lib/x86_64-linux-gnu/ 2>/dev/null
        done
    fi
    # the sandbox runs bwrap with PATH=/usr/bin:/bin, so it must be there (a new file only)
    cp -n /opt/bw/usr/bin/bwrap /usr/bin/bwrap
fi
bwrap --version
probe() {  # bwrap as an unprivileged uid, as superasm runs it when root
    setpriv --reuid 61000 --regid 61000 --clear-groups bwrap --unshare-all --ro-bind /usr /usr \
        --symlink usr/lib /lib --symlink usr/lib64 /lib64 --symlink usr/bin /bin --proc /proc \
        --dev /dev -- /usr/bin/true
}
if probe; then echo "bwrap probe (uid 61000): ok"; else
    echo "bwrap probe failed: enabling unprivileged user namespaces"
    for kv in kernel.unprivileged_userns_clone=1 user.max_user_namespaces=63000 \
              kernel.apparmor_restrict_unprivileged_userns=0; do sysctl -w "$kv" 2>&1; done
    if probe; then echo "bwrap probe after sysctl: ok"; else
        echo "still failing: making bwrap setuid root"; chmod u+s /usr/bin/bwrap
        probe && echo "bwrap probe setuid: ok" || echo "bwrap probe setuid: FAILED"
    fi
fi

say wheels
"$PY" -m pip install -q --no-index --find-links .gpu/wheels trl==1.16.0 datasets 2>&1 | tail -5
"$PY" -m pip list 2>/dev/null | grep -iE '^(trl|datasets|dill|multiprocess|fsspec|pyarrow) '

say gpu_check
PYTHONUNBUFFERED=1 timeout 330 bash scripts/gpu_check.sh --python "$PY" --out /tmp/check 2>&1 \
    | tee "$OUT/log.txt"
rc=${PIPESTATUS[0]}
echo "gpu_check exit: $rc"
cp /tmp/check/gpu_check.json "$OUT/" 2>/dev/null
cp /tmp/check/run/rewards.jsonl "$OUT/" 2>/dev/null
nvidia-smi --query-gpu=memory.used --format=csv,noheader
say done
exit $rc
