#!/usr/bin/env bash
# Builds the fuzz targets with coverage instrumentation and runs them with libFuzzer.
#
#   Fuzz/run.sh                      # both targets, 1,000,000 inputs each, one after the other
#   Fuzz/run.sh layout 600           # FuzzLayoutFile for 600 seconds
#   Fuzz/run.sh catalog 0 200000     # FuzzCatalog for 200,000 inputs
#   Fuzz/run.sh ib 600               # FuzzInterfaceBuilder for 600 seconds
#
# Seeds come from Layouts/, Fuzz/seeds/ (deep trees, long stacks, guides, tiny wraps), the test
# fixtures and Devices/; the corpus grown from them, and any
# crashing or hanging input (crash-*, timeout-*), stay in Fuzz/work/ (not in git). An input
# that takes over a second is a hang. Each run ends with libFuzzer's "Done N runs in S second(s)".
set -euo pipefail
cd "$(dirname "$0")"
root=$(pwd)/..
targets=${1:-all}
seconds=${2:-0}
runs=${3:-1000000}

# SwiftPM can keep a path dependency's old list of source files; its build description is made anew.
rm -f "$root/.build-fuzz/release/description.json"
swift build -c release --scratch-path "$root/.build-fuzz" \
    -Xswiftc -sanitize=fuzzer -Xcc -fsanitize=fuzzer-no-link -Xswiftc -use-ld=lld 2>&1 | grep -E "error|warning: unre|Build complete" || true
bin="$root/.build-fuzz/release"
# Let libFuzzer, not Swift's backtracer, handle a trap: it then saves the input as crash-*.
export SWIFT_BACKTRACE=enable=no

seed() {  # seed DIR FILES...
    local dir=$1; shift
    mkdir -p "$dir"
    for file in "$@"; do cp "$file" "$dir/$(echo "$file" | md5sum | cut -c1-16)"; done
}

fuzz() {  # fuzz NAME TARGET DICTIONARY SEEDS...
    local name=$1 target=$2 dictionary=$3; shift 3
    local work="work/$name"
    mkdir -p "$work/corpus" "$work/findings"
    seed "$work/seeds" "$@"
    local limits=(-runs="$runs")
    [ "$seconds" != 0 ] && limits=(-max_total_time="$seconds")
    echo "== $target: ${limits[*]}"
    "$bin/$target" "$work/corpus" "$work/seeds" -dict="$dictionary" -timeout=1 -max_len="${max_len:-8192}" -rss_limit_mb=2048 \
        -artifact_prefix="$work/findings/" -print_final_stats=1 "${limits[@]}" 2>&1 \
        | grep -E "^#[0-9]+[[:space:]]+(INITED|DONE)|^Done|ERROR|SUMMARY|Fatal error|stat::|timeout" || true
    echo "findings: $(ls "$work/findings" | wc -l) (in Fuzz/$work/findings)"
}

cd "$root"
layouts=(Layouts/*.yaml Fuzz/seeds/*.yaml $(find Tests -name '*.yaml' | sort))
catalogs=(Devices/*.yaml)
# Interface Builder seeds: the corpus, and the wide set's files under 64 KB when ../shared is beside us.
ibfiles=(Tests/InterfaceBuilderTests/Fixtures/corpus/*.storyboard Tests/InterfaceBuilderTests/Fixtures/corpus/*.xib)
if [ -d ../shared/ib-wide/files ]; then
    while IFS= read -r file; do ibfiles+=("$file"); done < <(find ../shared/ib-wide/files -size -64k -type f | sort)
fi
cd "$root/Fuzz"
if [ "$targets" = all ] || [ "$targets" = layout ]; then
    fuzz layout FuzzLayoutFile layout.dict "${layouts[@]/#/$root/}"
fi
if [ "$targets" = all ] || [ "$targets" = ib ]; then
    max_len=65536 fuzz ib FuzzInterfaceBuilder ib.dict "${ibfiles[@]/#/$root/}"
fi
if [ "$targets" = all ] || [ "$targets" = catalog ]; then
    fuzz catalog FuzzCatalog catalog.dict "${catalogs[@]/#/$root/}"
fi
