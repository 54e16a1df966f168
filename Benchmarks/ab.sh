#!/usr/bin/env bash
# Two trellis binaries on the same synthetic project (Benchmarks/synthetic_project.py), alternated
# run by run so that both meet the machine's slow and fast phases alike: the way to tell whether a
# change made the batch run slower. Prints each run's wall time, then each binary's best and the
# ratio NEW / OLD of the best times (below 1: faster).
#
#   Benchmarks/ab.sh OLD_TRELLIS NEW_TRELLIS                      # 200 layouts, 5 rounds
#   Benchmarks/ab.sh OLD NEW --layouts 50 --rounds 9 --store      # also store each run in SQLite
#   Benchmarks/ab.sh OLD NEW --device-set modern                  # the same devices when catalogs differ
set -euo pipefail
# Not $old: synthetic.sh sets that (to the --old it reads).
old_trellis=$(cd "$(dirname "$1")" && pwd)/$(basename "$1") new_trellis=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); shift 2
rounds=5 store=0 device_set="" rest=()
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) rounds=$2; shift 2 ;;
    --store) store=1; shift ;;
    --device-set) device_set=$2; shift 2 ;;
    *) rest+=("$1"); shift ;;
  esac
done
set -- "${rest[@]+"${rest[@]}"}"
layouts=200 work_name=ab project_folder=Layouts
source "$(dirname "$0")/synthetic.sh"
cd "$root"

run_once() {  # run_once BINARY NAME -> seconds
  local arguments=(run --layouts "$work/Layouts")
  if [ -n "$device_set" ]; then arguments+=(--device-set "$device_set"); fi
  if [ "$store" = 1 ]; then arguments+=(--db "$work/$2.sqlite"); rm -f "$work/$2.sqlite"*; else arguments+=(--no-store); fi
  local start end
  start=$(date +%s.%N)
  "$1" "${arguments[@]}" >/dev/null 2>&1
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}

best_old=999999 best_new=999999
for round in $(seq 1 "$rounds"); do
  a=$(run_once "$old_trellis" old); b=$(run_once "$new_trellis" new)
  echo "round $round: old $a s, new $b s"
  best_old=$(echo "if ($a < $best_old) $a else $best_old" | bc)
  best_new=$(echo "if ($b < $best_new) $b else $best_new" | bc)
done
echo "best: old $best_old s, new $best_new s, new/old $(echo "scale=3; $best_new / $best_old" | bc)"
