#!/usr/bin/env bash
# Start-up cost of two trellis binaries: `trellis devices` (load the catalog, print 85+ rows) run
# N times each, alternated, from the repository root (an older binary reads Devices/ there). Prints
# each binary's best and median of N and the ratio NEW / OLD of the medians.
#
#   Benchmarks/startup.sh OLD_TRELLIS NEW_TRELLIS [N]
set -euo pipefail
old=$1 new=$2 count=${3:-21}
cd "$(dirname "$0")/.."
time_one() { local start end; start=$(date +%s%N); "$1" devices >/dev/null; end=$(date +%s%N); echo $(( (end - start) / 1000 )); }
olds=() news=()
for _ in $(seq 1 "$count"); do olds+=("$(time_one "$old")"); news+=("$(time_one "$new")"); done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
best() { printf '%s\n' "$@" | sort -n | head -1; }
mo=$(median "${olds[@]}") mn=$(median "${news[@]}")
echo "old: best $(best "${olds[@]}") µs, median $mo µs"
echo "new: best $(best "${news[@]}") µs, median $mn µs"
echo "ratio new/old (medians): $(echo "scale=3; $mn / $mo" | bc)"
