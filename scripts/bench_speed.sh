#!/usr/bin/env bash
# Where a run's time goes, on one core: the seven piezo development outputs judged in one command,
# then as seven separate CLI runs, then the start-up imports of one run (python -X importtime).
# Each timing is the best of BENCH_REPEATS (3) rounds: the machine may be shared; the load average is printed.
# The package's bytecode is compiled first, as an installed package has it (BENCH_NO_COMPILE=1: leave it as is;
# with PYTHONDONTWRITEBYTECODE set and no bytecode, every run compiles the sources again, about 0.2 s).
# Usage: scripts/bench_speed.sh [OUT_DIR]   (docs/performance.md reads the figures)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bench=${COMPROEVAL_SHARED:-$here/../shared}/bench/piezo
out=${1:-$(mktemp -d)}
repeats=${BENCH_REPEATS:-3}
[ -f "$bench/ground_truth.json" ] || { echo "no benchmark at $bench (set COMPROEVAL_SHARED to the shared/ folder)" >&2; exit 2; }
mkdir -p "$out"
python=${COMPROEVAL_PYTHON:-$here/.venv/bin/python}
export PYTHONPATH="$here${PYTHONPATH:+:$PYTHONPATH}"
[ -n "${BENCH_NO_COMPILE:-}" ] || "$python" -m compileall -q "$here/comproeval" >/dev/null
run() { taskset -c 0 "$python" -m comproeval.cli "$@"; }
seconds() {  # "wall cpu" (cpu: user + system, less sensitive to other jobs); a failed run is an error, not a fast time
  local TIMEFORMAT='%R %U %S' timing
  timing=$( { time "$@" >/dev/null 2>"$out/stderr.txt"; } 2>&1 ) || { cat "$out/stderr.txt" >&2; exit 1; }
  echo "$timing" | awk '{printf "%.2f %.2f\n", $1, $2 + $3}'
}
best() { printf '%s\n' "$@" | sort -g | head -1; }  # the round with the least wall time
seven_separate() {
  local wall=0 cpu=0 t f
  for f in "$bench"/outputs/*.json; do
    t=$(seconds run evaluate "$bench/ground_truth.json" "$f" -o "$out/$(basename "$f")" -q --overwrite)
    wall=$(echo "$wall + ${t% *}" | bc)
    cpu=$(echo "$cpu + ${t#* }" | bc)
  done
  echo "$wall $cpu"
}

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
together=() separate=() startup=()
for _ in $(seq "$repeats"); do
  together+=("$(seconds run evaluate "$bench/ground_truth.json" "$bench"/outputs/*.json -o "$out/together" -q --overwrite)")
  separate+=("$(seven_separate)")
  startup+=("$(seconds run --version)")
done
echo "wall and cpu seconds, best of $repeats:"
echo "one command, seven outputs:  $(best "${together[@]}")"
echo "seven separate CLI runs:     $(best "${separate[@]}")"
echo "start-up (--version):        $(best "${startup[@]}")"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
taskset -c 0 "$python" -X importtime -m comproeval.cli evaluate "$bench/ground_truth.json" "$bench/outputs/gpt-4o-mini.json" \
  -o "$out/imports.json" -q --overwrite 2>"$out/importtime.txt" >/dev/null || true
echo "imports of one run (top level, cumulative microseconds):"
awk -F'|' '$3 ~ /^ [^ ]/ && $2+0 > 20000 {printf "  %8d  %s\n", $2, $3} $3 ~ /^ [^ ]/ {s += $2} END {printf "  %8d  total\n", s}' "$out/importtime.txt" | sort -rn
