#!/usr/bin/env bash
# How a stack view's cost grows with its arranged views: a vertical stack of N labels held to the
# root's edges, for each distribution, solved by `trellis solve` (the whole layout pass: reading,
# stack constraints, intrinsic sizes, diagnostics), and, as the yardstick, the same constraint
# system (`trellis export-system`) solved by kiwisolver in the same sitting.
# Prints wall seconds (best of ROUNDS, Trellis and kiwi alternated), the ratio, and the growth
# from the size before (2.0 per doubling is linear, 4.0 quadratic).
#
#   Benchmarks/stacks.sh                         # 125, 250, 500, 1000 views (1000 is the limit)
#   Benchmarks/stacks.sh --sizes 250,500 --rounds 5
# Needs python3 with kiwisolver: pip install kiwisolver
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
shared=${TRELLIS_SHARED:-$root/../shared}
sizes=125,250,500,1000
rounds=3
distributions="fill fillEqually equalSpacing"
while [ $# -gt 0 ]; do
  case "$1" in
    --sizes) sizes=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done
work=$(mktemp -d "${TMPDIR:-/tmp}/trellis-stacks.XXXXXX")
trap 'rm -rf "$work"' EXIT
(cd "$root" && swift build -c release --product trellis >&2)
trellis=$root/.build/release/trellis

seconds() {  # seconds COMMAND... -> wall seconds
  local start end
  start=$(date +%s.%N)
  "$@" >/dev/null 2>&1
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}

printf "%-13s %6s %10s %10s %8s %8s %8s\n" distribution views trellis_s kiwi_s ratio growth kiwi_gr
for distribution in $distributions; do
  previous="" previous_kiwi=""
  for n in ${sizes//,/ }; do
    layout=$work/stack-$distribution-$n.yaml
    python3 - "$distribution" "$n" "$layout" <<'EOF'
import sys
distribution, n, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
lines = ["name: stack", "views:", "  s:", "    kind: stackView", f"    distribution: {distribution}", "    axis: vertical", "    subviews:"]
lines += [f"      b{i}: {{kind: label, text: item {i}}}" for i in range(n)]
lines += ["constraints:", "- s.top == root.top", "- s.leading == root.leading", "- s.trailing == root.trailing", "- s.bottom == root.bottom"]
open(path, "w").write("\n".join(lines) + "\n")
EOF
    "$trellis" export-system "$layout" --size 390x844 --output "$work/system-$n.json" >/dev/null
    best=999999 best_kiwi=999999
    for _ in $(seq 1 "$rounds"); do
      t=$(seconds "$trellis" solve "$layout" --size 390x844)
      k=$(seconds python3 "$shared/bench/kiwi_bench.py" "$work/system-$n.json" --min-time 0 --reps 1)
      best=$(echo "if ($t < $best) $t else $best" | bc)
      best_kiwi=$(echo "if ($k < $best_kiwi) $k else $best_kiwi" | bc)
    done
    growth=- kiwi_growth=-
    if [ -n "$previous" ]; then
      growth=$(echo "scale=2; $best / $previous" | bc)
      kiwi_growth=$(echo "scale=2; $best_kiwi / $previous_kiwi" | bc)
    fi
    printf "%-13s %6d %10.3f %10.3f %8.2f %8s %8s\n" "$distribution" "$n" "$best" "$best_kiwi" \
      "$(echo "scale=3; $best / $best_kiwi" | bc)" "$growth" "$kiwi_growth"
    previous=$best previous_kiwi=$best_kiwi
  done
done
