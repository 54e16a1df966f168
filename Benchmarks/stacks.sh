#!/usr/bin/env bash
# How a stack view's cost grows with its arranged views: a vertical stack of N labels, for each
# distribution, solved end to end as `trellis solve` solves it (`trellis bench-layout`: stack
# constraints, intrinsic sizes, the solve, frames, every diagnostic, ambiguity included; median of
# 5, the file read once), with the size limits lifted so that N can pass 2,000. Also the peak
# memory of that process, and, as the yardstick, kiwisolver solving the same constraint system
# (`trellis export-system`) at the smallest size, in the same sitting.
#
# Two shapes:
#   scroll  (default) the stack in a scroll view, pinned to its content guide and as wide as its
#           frame: its length is its views', as a long list's is. Nothing overflows or is open.
#   pinned  the stack pinned to the screen's four edges: 1,000 labels cannot fit in 844 pt, so
#           each is compressed and the layout is ambiguous (every view open with every other).
#
# Prints solve ms, peak MB, and the growth from the size before (2.0 per doubling is linear,
# 4.0 quadratic). A size that takes more than --timeout seconds ends its distribution's row.
#
#   Benchmarks/stacks.sh                              # 1000 … 16000, scroll
#   Benchmarks/stacks.sh --shape pinned --sizes 500,1000,2000
#   Benchmarks/stacks.sh --trellis /tmp/old/trellis   # another build (no build here): to alternate
#                                                     # an old and a new binary
# Needs python3 with kiwisolver for the yardstick: pip install kiwisolver
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
shared=${TRELLIS_SHARED:-$root/../shared}
sizes=1000,2000,4000,8000,16000
shape=scroll
timeout=120
distributions="fill fillEqually equalSpacing equalCentering fillProportionally"
trellis=""
while [ $# -gt 0 ]; do
  case "$1" in
    --sizes) sizes=$2; shift 2 ;;
    --shape) shape=$2; shift 2 ;;
    --timeout) timeout=$2; shift 2 ;;
    --distributions) distributions=${2//,/ }; shift 2 ;;
    --trellis) trellis=$2; shift 2 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done
case "$shape" in scroll|pinned) ;; *) echo "unknown shape: $shape (scroll, pinned)" >&2; exit 2 ;; esac
work=$(mktemp -d "${TMPDIR:-/tmp}/trellis-stacks.XXXXXX")
trap 'rm -rf "$work"' EXIT
if [ -z "$trellis" ]; then
  (cd "$root" && swift build -c release --product trellis >&2)
  trellis=$root/.build/release/trellis
fi
smallest=${sizes%%,*}

layout() {  # layout DISTRIBUTION N PATH
  python3 - "$1" "$2" "$3" "$shape" <<'EOF'
import sys
distribution, n, path, shape = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
labels = [f"{{kind: label, text: item {i}}}" for i in range(n)]
if shape == "scroll":
    lines = ["name: stack", "views:", "  scroll:", "    kind: scrollView", "    subviews:", "      s:",
             "        kind: stackView", f"        distribution: {distribution}", "        axis: vertical", "        subviews:"]
    lines += [f"          b{i}: {label}" for i, label in enumerate(labels)]
    lines += ["constraints:"] + [f"- scroll.{edge} == root.{edge}" for edge in ("top", "leading", "trailing", "bottom")]
    lines += [f"- s.{edge} == scroll.contentGuide.{edge}" for edge in ("top", "leading", "trailing", "bottom")]
    lines += ["- s.width == scroll.frameGuide.width"]
else:
    lines = ["name: stack", "views:", "  s:", "    kind: stackView", f"    distribution: {distribution}",
             "    axis: vertical", "    subviews:"]
    lines += [f"      b{i}: {label}" for i, label in enumerate(labels)]
    lines += ["constraints:"] + [f"- s.{edge} == root.{edge}" for edge in ("top", "leading", "trailing", "bottom")]
open(path, "w").write("\n".join(lines) + "\n")
EOF
}

field() { python3 -c "import json,sys; print(json.load(open(sys.argv[1]))$2)" "$1"; }

echo "shape: $shape; kiwi ms and the ratio at $smallest views"
printf "%-19s %6s %10s %8s %7s %10s %8s\n" distribution views solve_ms peak_MB growth kiwi_ms kiwi/tr
for distribution in $distributions; do
  previous=""
  for n in ${sizes//,/ }; do
    file=$work/$distribution-$n.yaml
    layout "$distribution" "$n" "$file"
    if ! /usr/bin/time -f "%M" -o "$work/peak" timeout "$timeout" "$trellis" bench-layout "$file" --size 390x844 \
        --min-time 0 --no-size-limits --json "$work/result.json" > /dev/null 2>&1; then
      printf "%-19s %6d %10s\n" "$distribution" "$n" "> ${timeout} s"
      break
    fi
    ms=$(field "$work/result.json" "[0]['solveMilliseconds']")
    peak=$(( $(tail -1 "$work/peak") / 1024 ))
    growth=-
    [ -n "$previous" ] && growth=$(echo "scale=2; $ms / $previous" | bc)
    kiwi=- ratio=-
    if [ "$n" = "$smallest" ]; then
      "$trellis" export-system "$file" --size 390x844 --no-size-limits --output "$work/system.json" > /dev/null
      status=0
      timeout "$timeout" python3 "$shared/bench/kiwi_bench.py" "$work/system.json" --min-time 0 --reps 1 \
          --json "$work/kiwi.json" > /dev/null 2> "$work/kiwi.err" || status=$?
      if [ "$status" = 0 ]; then
        kiwi=$(field "$work/kiwi.json" "['results'][0]['solve_ms']")
        ratio=$(echo "scale=1; $kiwi / $ms" | bc)
        kiwi=$(printf "%.1f" "$kiwi")
      elif [ "$status" = 124 ]; then
        kiwi="> ${timeout} s"
        ratio="> $(echo "$timeout * 1000 / $ms" | bc)"
      else
        # Not a timeout (kiwisolver missing, say): say so instead of a time it did not take.
        echo "kiwisolver yardstick failed: $(tail -1 "$work/kiwi.err")" >&2
        kiwi=failed
      fi
    fi
    printf "%-19s %6d %10.2f %8d %7s %10s %8s\n" "$distribution" "$n" "$ms" "$peak" "$growth" "$kiwi" "$ratio"
    previous=$ms
  done
done
