#!/usr/bin/env bash
# Runs Trellis's solver and kiwisolver (the yardstick) on the same generated constraint systems on
# this machine and prints the comparison table.
#
#   Benchmarks/compare.sh                      # chain, grid, nested, unsat at 10, 100, 1000 views
#   Benchmarks/compare.sh --sizes 5000         # milestone sizes (kiwisolver takes minutes each)
#   Benchmarks/compare.sh --lexref             # also check digests against the exact reference
#   Benchmarks/compare.sh --rounds 5           # more rounds on a noisy machine
#
# The two solvers run file by file, alternating, for several rounds; each keeps its best round.
# Shared virtual machines switch between fast and slow phases lasting seconds, and alternating
# puts both solvers under the same phases, so their ratio stays fair while absolute times move.
# Needs python3 with kiwisolver (and scipy for --lexref): pip install kiwisolver scipy
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
shared=${TRELLIS_SHARED:-$root/../shared}
sizes=10,100,1000
families=chain,grid,nested,unsat
lexref=no
min_time=1
rounds=3
kiwi_reps=3
while [ $# -gt 0 ]; do
  case "$1" in
    --sizes) sizes=$2; shift 2 ;;
    --families) families=$2; shift 2 ;;
    --lexref) lexref=yes; shift ;;
    --min-time) min_time=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --kiwi-reps) kiwi_reps=$2; shift 2 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done
systems=$root/Benchmarks/systems
results=$root/Benchmarks/results
mkdir -p "$systems" "$results"
rm -f "$results"/trellis-*.json "$results"/kiwi-*.json
python3 "$shared/bench/gen.py" --out "$systems" --sizes "$sizes" 2>/dev/null
files=()
for family in ${families//,/ }; do
  for n in ${sizes//,/ }; do files+=("$systems/$family-$n.json"); done
done
(cd "$root" && swift build -c release --product trellis >&2)
for round in $(seq 1 "$rounds"); do
  for f in "${files[@]}"; do
    name=$(basename "$f" .json)
    "$root/.build/release/trellis" bench-solver "$f" --min-time "$min_time" \
      --json "$results/trellis-$name-$round.json" >&2
    (cd "$shared/bench" && python3 kiwi_bench.py "$f" --min-time "$min_time" --reps "$kiwi_reps" \
      --json "$results/kiwi-$name-$round.json" >&2)
  done
done
reference=()
if [ "$lexref" = yes ]; then
  : > "$results/lexref.txt"
  for f in "${files[@]}"; do
    case "$f" in *unsat-*) continue ;; esac
    (cd "$shared/bench" && python3 lexref.py "$f" --edits all >> "$results/lexref.txt")
  done
  reference=(--lexref "$results/lexref.txt")
fi
python3 "$root/Benchmarks/compare.py" --results "$results" "${reference[@]}"
