#!/usr/bin/env bash
# How the reports scale with a run's size: a synthetic project (Benchmarks/synthetic_project.py)
# of LAYOUTS layouts run on every device (about 290 cases a layout: 700 layouts are some 200,000
# cases), stored, then the HTML report, JUnit and SARIF written from it. Prints each output's size
# and the seconds to write it, and with headless Chromium (apt-get install chromium) the seconds
# from starting the browser to its first render of the HTML page, against a blank page's in the
# same sitting (the yardstick).
#
#   Benchmarks/reports.sh                  # 700 layouts
#   Benchmarks/reports.sh --layouts 100
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
layouts=700
while [ $# -gt 0 ]; do
  case "$1" in
    --layouts) layouts=$2; shift 2 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done
work=$(mktemp -d "${TMPDIR:-/tmp}/trellis-reports.XXXXXX")
trap 'rm -rf "$work"' EXIT
(cd "$root" && swift build -c release --product trellis >&2)
trellis=$root/.build/release/trellis
python3 "$root/Benchmarks/synthetic_project.py" --layouts "$layouts" --out "$work/project" >/dev/null

seconds() {  # seconds COMMAND... -> wall seconds
  local start end
  start=$(date +%s.%N)
  "$@" >/dev/null 2>&1 || true
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}
size() { stat -c %s "$1"; }

run=$(seconds "$trellis" run --layouts "$work/project" --db "$work/r.sqlite")
cases=$("$trellis" query "SELECT count(*) FROM cases" --db "$work/r.sqlite" --format csv | tail -1)
html=$(seconds "$trellis" report --db "$work/r.sqlite" --html "$work/report.html")
junit=$(seconds "$trellis" run --layouts "$work/project" --db "$work/r2.sqlite" --junit "$work/run.xml" --sarif "$work/run.sarif")
echo "layouts $layouts, cases $cases: run and store ${run} s; run, store, JUnit and SARIF ${junit} s"
printf "%-8s %12s %10s\n" output bytes seconds
printf "%-8s %12s %10s\n" html "$(size "$work/report.html")" "$html"
if [ -d "$work/report" ]; then
  largest=$(ls -S "$work/report" | head -1)
  echo "html pages: $(ls "$work/report" | wc -l) in report/, $(du -sb "$work/report" | cut -f1) bytes, the largest $largest $(size "$work/report/$largest") bytes"
fi
printf "%-8s %12s %10s\n" junit "$(size "$work/run.xml")" "-"
printf "%-8s %12s %10s\n" sarif "$(size "$work/run.sarif")" "-"

browser=$(command -v chromium || command -v chromium-browser || true)
if [ -n "$browser" ]; then
  echo "<!DOCTYPE html><html><body><p>blank</p></body></html>" > "$work/blank.html"
  render() {  # render PAGE -> seconds to a screenshot of the first screen
    seconds "$browser" --headless --no-sandbox --disable-gpu --screenshot="$work/shot.png" --window-size=1280,900 \
      --virtual-time-budget=1000 "file://$1"
  }
  blank=$(render "$work/blank.html")
  page=$(render "$work/report.html")
  echo "chromium first render: report ${page} s, blank page ${blank} s (ratio $(echo "scale=2; $page / $blank" | bc))"
  if [ -d "$work/report" ]; then
    largest=$(render "$work/report/$(ls -S "$work/report" | head -1)")
    echo "chromium first render of the largest layout page: ${largest} s"
  fi
else
  echo "chromium: not installed (apt-get install chromium); no render time"
fi
