#!/usr/bin/env bash
# Times whole layouts: Trellis's end-to-end solve (variations, generated constraints, solver,
# diagnostics) and its bare solver against kiwisolver (the yardstick) solving exactly the same
# constraints, exported with `trellis export-system`.
#
#   Benchmarks/layouts.sh                  # the bundled Layouts/ plus generated settings lists
#   Benchmarks/layouts.sh --rows 10,200    # sizes of the generated settings lists
#
# Needs python3 with kiwisolver: pip install kiwisolver
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
shared=${TRELLIS_SHARED:-$root/../shared}
rows=10,100,400
min_time=1
while [ $# -gt 0 ]; do
  case "$1" in
    --rows) rows=$2; shift 2 ;;
    --min-time) min_time=$2; shift 2 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done
work=$root/Benchmarks/layouts
rm -rf "$work"
mkdir -p "$work/layouts" "$work/systems" "$work/results"
python3 "$root/Benchmarks/settings_layout.py" --rows "$rows" --out "$work/layouts"
layouts=("$root"/Layouts/*.yaml "$work"/layouts/*.yaml)

swift build -c release --product trellis >/dev/null
trellis=$(swift build -c release --show-bin-path)/trellis

screens=("portrait:390x844:47,0,34,0" "landscape:844x390:0,47,21,47")
for screen in "${screens[@]}"; do
  IFS=: read -r label size insets <<<"$screen"
  files=()
  for layout in "${layouts[@]}"; do
    name=$(basename "$layout" .yaml)
    "$trellis" export-system "$layout" --size "$size" --safe-area "$insets" \
      --name "$name@$label" --output "$work/systems/$name@$label.json"
    files+=("$work/systems/$name@$label.json")
  done
  python3 "$shared/bench/kiwi_bench.py" "${files[@]}" --min-time "$min_time" --json "$work/results/kiwi-$label.json" >/dev/null
  "$trellis" bench-solver "${files[@]}" --min-time "$min_time" --json "$work/results/solver-$label.json" >/dev/null
  "$trellis" bench-layout "${layouts[@]}" --size "$size" --safe-area "$insets" --min-time "$min_time" \
    --json "$work/results/layout-$label.json" >/dev/null
done
python3 "$root/Benchmarks/layouts_table.py" "$work/results"
