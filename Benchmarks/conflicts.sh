#!/usr/bin/env bash
# Times explaining conflicts: a layout of COLUMNS columns of ROWS views, each column pinned to the
# root's top and bottom with fixed heights and gaps that cannot fit (one required conflict per
# column, its irreducible set the whole column: some 2 × ROWS constraints), against the yardstick
# of the same layout with each column's last pin made `>=`, which holds (the same constraints
# solved, nothing to explain). Each side's median solve (`trellis bench-layout`, release build),
# alternated for ROUNDS rounds, the best round of each kept; the ratio is conflict / yardstick.
#
#   Benchmarks/conflicts.sh                         # 6 columns of 40 views, 3 rounds
#   Benchmarks/conflicts.sh --rows 80 --old BIN     # also an older trellis, alternated with this one
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
columns=6 rows=40 rounds=3 old=""
while [ $# -gt 0 ]; do
  case "$1" in
    --columns) columns=$2; shift 2 ;;
    --rows) rows=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --old) old=$2; shift 2 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done
work=$root/Benchmarks/conflicts
rm -rf "$work"; mkdir -p "$work"
for kind in conflict yardstick; do
  relation="=="; [ $kind = yardstick ] && relation=">="
  {
    echo "name: $kind"
    echo "views:"
    for ((c = 0; c < columns; c++)); do for ((i = 0; i < rows; i++)); do echo "  c${c}v${i}: {kind: view}"; done; done
    echo "constraints:"
    for ((c = 0; c < columns; c++)); do
      for ((i = 0; i < rows; i++)); do
        echo "  - c${c}v${i}.width == 40"
        echo "  - c${c}v${i}.height == 20"
        echo "  - c${c}v${i}.leading == root.leading + $((c * 50))"
        if [ $i = 0 ]; then echo "  - c${c}v0.top == root.top"; else echo "  - c${c}v${i}.top == c${c}v$((i - 1)).bottom + 10"; fi
      done
      echo "  - c${c}v$((rows - 1)).bottom $relation root.bottom"
    done
  } > "$work/$kind.yaml"
done
swift build -c release --product trellis >/dev/null
new=$(swift build -c release --show-bin-path)/trellis
median() {  # median BINARY FILE: bench-layout's solve ms
  "$1" bench-layout "$2" --min-time 1 | awk 'NR == 2 { print $NF }'
}
best() { printf '%s\n' "$@" | sort -g | head -1; }
declare -a conflict=() yardstick=() older=()
for ((round = 1; round <= rounds; round++)); do
  conflict+=("$(median "$new" "$work/conflict.yaml")")
  yardstick+=("$(median "$new" "$work/yardstick.yaml")")
  [ -n "$old" ] && older+=("$(median "$old" "$work/conflict.yaml")")
  echo "round $round: conflict ${conflict[-1]} ms, yardstick ${yardstick[-1]} ms${old:+, older build ${older[-1]} ms}"
done
c=$(best "${conflict[@]}") y=$(best "${yardstick[@]}")
echo "best: conflict $c ms, yardstick $y ms, conflict/yardstick $(awk "BEGIN { printf \"%.1f\", $c / $y }")"
[ -n "$old" ] && echo "older build: $(best "${older[@]}") ms, older/new $(awk "BEGIN { printf \"%.2f\", $(best "${older[@]}") / $c }")"
exit 0
