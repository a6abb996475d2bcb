#!/usr/bin/env bash
# Judge every benchmark model output with the default judge and compare with the
# published reference verdicts. Usage: scripts/bench_agreement.sh [OUT_DIR] [extra evaluate args]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bench=${COMPROEVAL_SHARED:-$here/../shared}/bench
out=${1:-$here/out/bench}; shift || true
cpe=${COMPROEVAL_BIN:-$here/.venv/bin/comproeval}
mkdir -p "$out"
start=$(date +%s.%N)
for f in "$bench"/piezo/outputs/*.json; do
  m=$(basename "$f" .json)
  "$cpe" evaluate "$bench/piezo/ground_truth.json" "$f" -o "$out/$m.json" --model-name "$m" --overwrite --quiet "$@"
done
end=$(date +%s.%N)
python3 "$bench/agreement.py" "$bench/piezo/reference" "$out"
echo "judged 7 files in $(echo "$end - $start" | bc) s"
