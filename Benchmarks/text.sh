#!/usr/bin/env bash
# Measuring 100,000 label texts (issue 24): the texts of ../shared/ib-wide/labels.tsv (a column of
# it, never copied into the repository) measured on one line and wrapped at 200 pt, against the
# yardstick of hashing the same characters in the same run (`trellis bench-text`).
#
#   Benchmarks/text.sh [TRELLIS]        # default: .build/release/trellis
set -euo pipefail
cd "$(dirname "$0")/.."
trellis=${1:-.build/release/trellis}
labels=../shared/ib-wide/labels.tsv
[ -f "$labels" ] || { echo "text.sh: $labels is missing (../shared beside the project)" >&2; exit 1; }
texts=$(mktemp)
trap 'rm -f "$texts"' EXIT
# The `text` column (7th); empty texts dropped.
cut -f7 "$labels" | tail -n +2 | grep -v '^$' > "$texts"
"$trellis" bench-text "$texts" --count 100000
