#!/usr/bin/env bash
# Where a run's time goes, on one core: the seven piezo development outputs judged in one command,
# then as seven separate CLI runs, then the start-up imports of one run (python -X importtime).
# Usage: scripts/bench_speed.sh [OUT_DIR]   (docs/performance.md reads the figures)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bench=${COMPROEVAL_SHARED:-$here/../shared}/bench/piezo
out=${1:-$(mktemp -d)}
[ -f "$bench/ground_truth.json" ] || { echo "no benchmark at $bench (set COMPROEVAL_SHARED to the shared/ folder)" >&2; exit 2; }
mkdir -p "$out"
python=${COMPROEVAL_PYTHON:-$here/.venv/bin/python}
run() { taskset -c 0 "$python" -m comproeval.cli "$@"; }
seconds() {  # a run that fails is an error here, not a fast time
  local start=$(date +%s.%N)
  "$@" >/dev/null 2>"$out/stderr.txt" || { cat "$out/stderr.txt" >&2; exit 1; }
  echo "$(date +%s.%N) - $start" | bc
}

echo "one command, seven outputs:  $(seconds run evaluate "$bench/ground_truth.json" "$bench"/outputs/*.json -o "$out/together" -q --overwrite) s"
total=0
for f in "$bench"/outputs/*.json; do
  t=$(seconds run evaluate "$bench/ground_truth.json" "$f" -o "$out/$(basename "$f")" -q --overwrite)
  total=$(echo "$total + $t" | bc)
done
echo "seven separate CLI runs:     $total s"
echo "start-up (--version):        $(seconds run --version) s"
taskset -c 0 "$python" -X importtime -m comproeval.cli evaluate "$bench/ground_truth.json" "$bench/outputs/gpt-4o-mini.json" \
  -o "$out/imports.json" -q --overwrite 2>"$out/importtime.txt" >/dev/null || true
echo "imports of one run (top level, cumulative microseconds):"
awk -F'|' '$3 ~ /^ [^ ]/ && $2+0 > 20000 {printf "  %8d  %s\n", $2, $3} $3 ~ /^ [^ ]/ {s += $2} END {printf "  %8d  total\n", s}' "$out/importtime.txt" | sort -rn
