#!/usr/bin/env bash
# The scale benchmark of diffs and reports: two runs of the synthetic project of matrix.sh on the
# whole bundled catalog, the second with known changes (in every 4th layout the first card's title
# moves down 2 pt, which moves everything below it; in every 5th the last card's action button is
# removed), then, release build, in the same session:
#   yardstick: the same frame comparison as one SQL query in the sqlite3 shell (join both runs'
#              frames by layout, device, orientation, direction and view name; count those beyond
#              0.5 pt);
#   trellis diff (text), trellis diff --format json, trellis diff --html, trellis report --html.
# Each line prints wall time and peak memory (/usr/bin/time). With --old, another build's trellis
# stores the same two runs in a database of its own, and `trellis diff` (text) of both builds is
# timed alternately, three rounds, with the ratio of the best times.
#
#   Benchmarks/diff.sh                 # 50 layouts: about 15,000 cases and 700,000 frames per run
#   Benchmarks/diff.sh --layouts 200
#   Benchmarks/diff.sh --old /tmp/oldtree/.build/release/trellis
set -euo pipefail
layouts=50 work_name=diff project_folder=base
source "$(dirname "$0")/synthetic.sh"
cp -r "$work/base" "$work/head"
for file in "$work"/head/screen-*.yaml; do
  n=$((10#$(basename "$file" .yaml | sed 's/screen-//')))
  if [ $((n % 4)) -eq 0 ]; then
    python3 - "$file" <<'EOF'
import sys
path = sys.argv[1]
text = open(path).read().replace("equation: title0.top == card0.top + 4", "equation: title0.top == card0.top + 6", 1)
open(path, "w").write(text)
EOF
  fi
  if [ $((n % 5)) -eq 0 ]; then
    python3 - "$file" <<'EOF'
import re, sys
path = sys.argv[1]
text = open(path).read()
last = max(int(i) for i in re.findall(r"action(\d+):", text))
text = text.replace(f"      action{last}: {{kind: button, title: Go, intrinsicSize: 44x24}}\n", "")
text = text.replace(f"-(>=8)-[action{last}]-8-|", "-(>=8)-|")
text = re.sub(rf"  - action{last}\.centerY == card{last}\.centerY\n", "", text)
text = text.replace(f"detail{last}.trailing <= action{last}.leading - 8", f"detail{last}.trailing <= card{last}.trailing - 8")
open(path, "w").write(text)
EOF
  fi
done
db=$work/results.sqlite
cd "$root"
"$trellis" run --layouts "$work/base" --db "$db" --label base >/dev/null 2>&1
"$trellis" run --layouts "$work/head" --db "$db" --label head >/dev/null 2>&1
echo "cases per run: $(sqlite3 "$db" 'SELECT count(*) FROM cases WHERE runId = 1'), frames per run: $(sqlite3 "$db" 'SELECT count(*) FROM frames f JOIN cases c ON c.id = f.caseId WHERE c.runId = 1')"

measure() {
  local name=$1; shift
  /usr/bin/time -f "%e %M" -o "$work/$name.time" "$@" >"$work/$name.out" 2>/dev/null || true
  read -r seconds peak <"$work/$name.time"
  printf "%-28s %8s s %6d MiB  %s\n" "$name" "$seconds" $((peak / 1024)) "$(head -c 100 "$work/$name.out" | head -2 | tail -1)"
}
measure "sqlite3 frame comparison" sqlite3 "$db" "
  WITH f AS (SELECT c.runId, l.name AS layout, d.name AS device, c.orientation, c.direction, v.name AS view,
                    f.exactX AS x, f.exactY AS y, f.exactWidth AS w, f.exactHeight AS h
             FROM frames f JOIN cases c ON c.id = f.caseId JOIN layouts l ON l.id = c.layoutId
             JOIN devices d ON d.id = c.deviceId JOIN views v ON v.id = f.viewId)
  SELECT count(*) FROM (SELECT * FROM f WHERE runId = 1) b JOIN (SELECT * FROM f WHERE runId = 2) h
    USING (layout, device, orientation, direction, view)
  WHERE abs(b.x - h.x) > 0.5 OR abs(b.y - h.y) > 0.5 OR abs(b.w - h.w) > 0.5 OR abs(b.h - h.h) > 0.5"
measure "trellis diff" "$trellis" diff --db "$db"
measure "trellis diff --format json" "$trellis" diff --db "$db" --format json
measure "trellis diff --html" "$trellis" diff --db "$db" --html "$work/diff.html"
measure "trellis report --html" "$trellis" report --db "$db" --html "$work/run.html"
ls -l "$work/diff.html" "$work/run.html" | awk '{printf "%s: %.1f MiB\n", $9, $5 / 1048576}'

if [ -n "$old" ]; then
  old_db=$work/old-results.sqlite
  "$old" run --layouts "$work/base" --db "$old_db" --label base >/dev/null 2>&1
  "$old" run --layouts "$work/head" --db "$old_db" --label head >/dev/null 2>&1
  ls -l "$db" "$old_db" | awk '{printf "%s: %.1f MiB\n", $9, $5 / 1048576}'
  best_old=999999 best_new=999999
  for round in 1 2 3; do
    measure "old trellis diff ($round)" "$old" diff --db "$old_db"
    best_old=$(echo "t = $(cut -d' ' -f1 "$work/old trellis diff ($round).time"); if (t < $best_old) t else $best_old" | bc)
    measure "trellis diff ($round)" "$trellis" diff --db "$db"
    best_new=$(echo "t = $(cut -d' ' -f1 "$work/trellis diff ($round).time"); if (t < $best_new) t else $best_new" | bc)
  done
  echo "trellis diff, best of 3: old $best_old s, new $best_new s, new / old $(echo "scale=2; $best_new / $best_old" | bc)"
fi
