#!/bin/sh
# Importing storyboards and xibs against a yardstick measured in the same run: Python's
# xml.etree.ElementTree.parse of the same file (a C parser, libexpat, that builds a tree and no
# layout). Files: the largest corpus file and a synthetic 1 MB storyboard.
#   Benchmarks/import.sh [--rounds N] [FILE ...]
set -e
cd "$(dirname "$0")/.."
rounds=3
if [ "$1" = "--rounds" ]; then rounds=$2; shift 2; fi
swift build -c release --product trellis >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 Benchmarks/synthetic_storyboard.py 1000000 > "$work/synthetic-1MB.storyboard"
if [ $# -eq 0 ]; then
    largest=$(ls -S Tests/InterfaceBuilderTests/Fixtures/corpus/*.storyboard Tests/InterfaceBuilderTests/Fixtures/corpus/*.xib | head -1)
    set -- "$largest" "$work/synthetic-1MB.storyboard"
fi
printf 'file\tbytes\tlayouts\tviews\tround\tetree_ms\ttrellis_ms\tratio\n'
for file in "$@"; do
    for round in $(seq "$rounds"); do
        etree=$(python3 -c '
import sys, time, xml.etree.ElementTree as ET
times = []
spent = 0.0
while len(times) < 5 or spent < 1.0:
    start = time.perf_counter(); ET.parse(sys.argv[1]); t = time.perf_counter() - start
    times.append(t); spent += t
times.sort(); print("%.3f" % (times[len(times) // 2] * 1e3))' "$file")
        line=$(.build/release/trellis bench-import "$file" | tail -1)
        trellis=$(echo "$line" | cut -f5)
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(basename "$file")" "$(echo "$line" | cut -f2)" "$(echo "$line" | cut -f3)" \
            "$(echo "$line" | cut -f4)" "$round" "$etree" "$trellis" "$(python3 -c "print('%.2f' % ($trellis / $etree))")"
    done
done
