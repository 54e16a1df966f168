#!/usr/bin/env bash
# The scale benchmark of the batch run: a synthetic project of N layouts of 40-60 views each
# (Benchmarks/synthetic_project.py) on the whole bundled catalog in every allowed orientation,
# release build, three ways in the same session:
#   1. incremental, solving only (--no-store): cases per second solved;
#   2. incremental, stored in SQLite: the whole run, with the time spent storing;
#   3. from scratch, solving only (--from-scratch --no-store): what the incremental path saves.
# Each run's peak memory comes from /usr/bin/time.
#
#   Benchmarks/matrix.sh                   # 200 layouts
#   Benchmarks/matrix.sh --layouts 50
set -euo pipefail
layouts=200 work_name=matrix project_folder=Layouts
source "$(dirname "$0")/synthetic.sh"
cd "$root"

measure() {
  local name=$1; shift
  /usr/bin/time -v "$trellis" run --layouts "$work/Layouts" "$@" >"$work/$name.txt" 2>"$work/$name.time"
  local peak
  peak=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/$name.time")
  echo "== $name (peak memory $((peak / 1024)) MiB)"
  cat "$work/$name.txt" | sed -n '1,2p'
}
measure solve-incremental --no-store
measure stored-incremental --db "$work/results.sqlite" --label benchmark
measure solve-from-scratch --no-store --from-scratch
ls -l "$work/results.sqlite" | awk '{printf "database: %.0f MiB\n", $5 / 1048576}'
