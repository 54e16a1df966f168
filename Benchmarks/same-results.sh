#!/usr/bin/env bash
# Checks that two builds of trellis store the same frames and findings: `trellis run` of each
# on the bundled layouts (every device) and on ../shared/ib-wide's files (as one app, on five
# devices, RTL too, Split View windows), then the stored frames, case findings and layout findings of both runs,
# dumped in a fixed order and compared byte for byte. For changes meant to change no behaviour.
#
#   Benchmarks/same-results.sh --old /tmp/oldtree/.build/release/trellis
#   Benchmarks/same-results.sh --old OLD --new NEW --sets bundled
#   Benchmarks/same-results.sh --old OLD --digits 9   # numbers rounded to 9 decimals first: for a
#                                                     # change that only reorders floating-point sums
#
# Exit status 0 when every set is the same; 1 when one differs (its first differing lines shown).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
shared=${TRELLIS_SHARED:-$root/../shared}
old=""
new=$root/.build/release/trellis
sets=bundled,ib-wide
digits=""
while [ $# -gt 0 ]; do
  case "$1" in
    --old) old=$2; shift 2 ;;
    --new) new=$2; shift 2 ;;
    --sets) sets=$2; shift 2 ;;
    --digits) digits=$2; shift 2 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done
[ -n "$old" ] || { echo "same-results.sh: give --old BINARY (a build of the revision to compare with)" >&2; exit 2; }
for binary in "$old" "$new"; do
  [ -x "$binary" ] || { echo "same-results.sh: $binary is not an executable" >&2; exit 2; }
done
work=$root/Benchmarks/same-results
rm -rf "$work" && mkdir -p "$work"

# Every frame and finding of the database's last run, one line each, in an order that does not
# depend on the order cases were written in.
dump() {
  python3 - "$1" "$digits" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
digits = int(sys.argv[2]) if sys.argv[2] else None
def rounded(row):
    if digits is None: return row
    return tuple(round(v, digits) + 0.0 if isinstance(v, float) else v for v in row)
run = db.execute("select max(id) from runs").fetchone()[0]
case = """c.id = {table}.caseId join layouts l on l.id = c.layoutId join devices v on v.id = c.deviceId
          where c.runId = ?"""
queries = {
    "case": """select l.name, v.name, c.orientation, c.direction, c.window, c.status, c.width, c.height, c.safeTop,
                      c.safeLeft, c.safeBottom, c.safeRight, c.widthClass, c.heightClass, c.variations, c.viewCount,
                      c.errorCount, c.warningCount, c.marginTop, c.marginLeft, c.marginBottom, c.marginRight,
                      c.container, c.containerWidth, c.containerRule
               from cases c join layouts l on l.id = c.layoutId join devices v on v.id = c.deviceId where c.runId = ?""",
    "frame": """select l.name, v.name, c.orientation, c.direction, c.window, f.position, f.view, f.superview, f.kind,
                       f.hidden, f.x, f.y, f.width, f.height, f.rootX, f.rootY, f.exactX, f.exactY, f.exactWidth, f.exactHeight
                from frame_details f join cases c on """ + case.format(table="f"),
    "finding": """select l.name, v.name, c.orientation, c.direction, c.window, d.kind, d.severity, d.views, d.constraints,
                         d.message, d.file, d.line, d.column
                  from diagnostics d join cases c on """ + case.format(table="d"),
    "layout-finding": """select l.name, l.path, l.orientations, f.kind, f.severity, f.message, f.file, f.line, f.column
                         from layoutFindings f join layouts l on l.id = f.layoutId where l.runId = ?""",
}
for name, query in queries.items():
    for row in sorted(repr(rounded(row)) for row in db.execute(query, (run,)).fetchall()):
        print(name, row)
PY
}

status=0
for set in ${sets//,/ }; do
  case "$set" in
    bundled) options=(--layouts "$root/Layouts") ;;
    ib-wide)
      [ -d "$shared/ib-wide/files" ] || { echo "same-results.sh: $shared/ib-wide/files is missing" >&2; exit 2; }
      # Five devices that cover the screen kinds (a home-button phone, a notched and a Dynamic
      # Island one, a small and a large iPad with Split View windows): the whole catalog is about
      # 1.5 million cases, beyond what a dump compares in minutes.
      options=(--layouts "$shared/ib-wide/files" --rtl --multitasking --device "iPhone SE (3rd generation)"
               --device "iPhone 13 mini" --device "iPhone 15 Pro Max" --device "iPad mini (6th generation)"
               --device "iPad Pro 13-inch (M4)") ;;
    *) echo "unknown set: $set (bundled, ib-wide)" >&2; exit 2 ;;
  esac
  for side in old new; do
    binary=$old; [ $side = new ] && binary=$new
    (cd "$work" && "$binary" run "${options[@]}" --db "$set-$side.sqlite" --annotations none \
      > "$set-$side.out" 2>&1) || true
    dump "$work/$set-$side.sqlite" > "$work/$set-$side.txt"
  done
  lines=$(wc -l < "$work/$set-new.txt")
  if cmp -s "$work/$set-old.txt" "$work/$set-new.txt"; then
    echo "$set: the same ($lines lines of frames, cases and findings)"
    rm -f "$work/$set-old.txt" "$work/$set-new.txt"
  else
    echo "$set: DIFFERENT"
    diff "$work/$set-old.txt" "$work/$set-new.txt" | head -20 || true
    status=1
  fi
done
exit $status
