#!/usr/bin/env bash
# The scale benchmark of the batch run, release build, in one session:
# a synthetic project of N layouts of 40-60 views each (Benchmarks/synthetic_project.py) on the
# whole bundled catalog in every allowed orientation,
#   1. solving only (--no-store): cases per second solved, each distinct solution once;
#   2. solving only, every case solved (--every-case): the yardstick for 1;
#   3. stored in SQLite: the whole run, the time spent storing, the database's bytes per case;
#   4. stored, every case solved, into the same database, then `trellis diff` of 3 and 4: the
#      grouped run must store exactly the frames and findings of the ungrouped one;
#   5. from scratch, solving only (--from-scratch --no-store): what the incremental path saves;
# then a project with the shape of a real app (Benchmarks/synthetic_app.py: screens with a table
# view, self-sizing cells at its width, collection cells, components) with --rtl --multitasking,
# about 220,000 cases, solved only and stored.
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
  /usr/bin/time -v "$trellis" run "$@" >"$work/$name.txt" 2>"$work/$name.time"
  local peak wall
  peak=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/$name.time")
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$work/$name.time")
  echo "== $name (peak memory $((peak / 1024)) MiB, wall clock with the closing summary $wall)"
  sed -n '1,2p' "$work/$name.txt"
}
bytes_per_case() {  # bytes_per_case DATABASE CASES
  ls -l "$1" | awk -v cases="$2" '{printf "database: %.1f MiB, %.0f bytes per case\n", $5 / 1048576, $5 / cases}'
}
project=(--layouts "$work/Layouts")
measure solve --no-store "${project[@]}"
measure solve-every-case --no-store --every-case "${project[@]}"
measure stored --db "$work/results.sqlite" --label grouped "${project[@]}"
cases=$(sqlite3 "$work/results.sqlite" "SELECT caseCount FROM runs WHERE id = 1")
bytes_per_case "$work/results.sqlite" "$cases"
measure stored-every-case --db "$work/results.sqlite" --label every-case --every-case "${project[@]}"
echo "== grouped against every case solved: $("$trellis" diff 1 2 --db "$work/results.sqlite" | head -1)"
measure solve-from-scratch --no-store --from-scratch "${project[@]}"

python3 "$root/Benchmarks/synthetic_app.py" --out "$work/App"
app=(--layouts "$work/App" --rtl --multitasking)
measure app-solve --no-store "${app[@]}"
measure app-stored --db "$work/app.sqlite" "${app[@]}"
bytes_per_case "$work/app.sqlite" "$(sqlite3 "$work/app.sqlite" "SELECT caseCount FROM runs WHERE id = 1")"
