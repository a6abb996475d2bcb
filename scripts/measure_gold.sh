#!/usr/bin/env bash
# measure_gold.sh SET_DIR OUT_DIR: judge every output of a gold-labelled set with this checkout's CLI (fresh caches,
# no resume) and score it with ../shared/bench/gold.py: accuracy, certain verdicts right, deferred.
# REF=DIR adds the simulated hybrid against a reference judge's results.
# (-P: python -m would put the working directory first on sys.path and judge with the code found there.)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
set_dir=$(cd "$1" && pwd); out=$2
shared=${COMPROEVAL_SHARED:-$here/../shared}
py=${PYTHON:-$here/.venv/bin/python}
rm -rf "$out"; mkdir -p "$out"
for f in "$set_dir"/outputs/*.json; do
  m=$(basename "$f" .json)
  COMPROEVAL_CACHE_DIR="$out/.cache" PYTHONPATH="$here" "$py" -P -m comproeval.cli evaluate "$set_dir/ground_truth.json" "$f" \
    -o "$out/$m.json" --model-name "$m" -q --no-cache 2> >(grep -v "warning" >&2)
done
python3 "$shared/bench/gold.py" "$set_dir/gold.json" "$out" ${REF:+--reference "$REF"}
