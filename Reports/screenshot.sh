#!/usr/bin/env bash
# Renders an HTML report to a PNG with headless Chromium, to look at it as a person would.
#   Reports/screenshot.sh Reports/diff.html Reports/diff.png [WIDTHxHEIGHT]
# Needs Debian's chromium: apt-get install -y --no-install-recommends chromium
set -euo pipefail
page=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
size=${3:-1300x900}
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="${size/x/,}" \
  --screenshot="$2" "file://$page" 2>/dev/null
echo "wrote $2"
