#!/usr/bin/env bash
# Kills `trellis run` with SIGKILL at random moments and checks what a crash, a power cut or an
# out-of-memory kill leaves: the database must pass SQLite's integrity check, every earlier run
# must read exactly as before (a digest of all its rows), and the killed run must be marked
# incomplete (or complete, when it finished first). Release build, synthetic project.
#
#   Benchmarks/kill9.sh                      # 70 layouts (20,650 cases), 30 kills
#   Benchmarks/kill9.sh --layouts 20 --kills 10
set -euo pipefail
kills=30 rest=()
while [ $# -gt 0 ]; do
  case "$1" in
    --kills) kills=$2; shift 2 ;;
    *) rest+=("$1"); shift ;;
  esac
done
set -- "${rest[@]+"${rest[@]}"}"
layouts=70 work_name=kill9 project_folder=Layouts
source "$(dirname "$0")/synthetic.sh"
db=$work/results.sqlite
cd "$root"

digest() {  # every row of run 1, in a fixed order, hashed
  python3 - "$db" <<'PY'
import hashlib, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
h = hashlib.sha256()
for sql in ["SELECT * FROM runs WHERE id = 1",
            "SELECT * FROM cases WHERE runId = 1 ORDER BY id",
            "SELECT f.* FROM frames f JOIN cases c ON c.id = f.caseId WHERE c.runId = 1 ORDER BY f.caseId, f.position",
            "SELECT g.* FROM diagnostics g JOIN cases c ON c.id = g.caseId WHERE c.runId = 1 ORDER BY g.id"]:
    for row in db.execute(sql):
        h.update(repr(row).encode())
print(h.hexdigest())
PY
}

start=$(date +%s.%N)
"$trellis" run --layouts "$work/Layouts" --db "$db" --label baseline >/dev/null 2>&1
seconds=$(echo "$(date +%s.%N) - $start" | bc)
baseline=$(digest)
echo "baseline run: $seconds s, digest ${baseline:0:16}"
bad=0
for kill in $(seq 1 "$kills"); do
  delay=$(python3 -c "import random; print(round(random.uniform(0.05, $seconds), 3))")
  "$trellis" run --layouts "$work/Layouts" --db "$db" --label "kill$kill" >/dev/null 2>&1 &
  pid=$!
  sleep "$delay"
  kill -9 "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  check=$(python3 -c "import sqlite3; print(sqlite3.connect('$db').execute('PRAGMA integrity_check').fetchone()[0])")
  status=$(python3 -c "import sqlite3; r = sqlite3.connect('$db').execute(\"SELECT status, caseCount FROM runs WHERE label = 'kill$kill'\").fetchone(); print(r)")
  now=$(digest)
  verdict=ok
  [ "$check" = ok ] && [ "$now" = "$baseline" ] || { verdict=BAD; bad=$((bad + 1)); }
  echo "kill $kill at ${delay} s: integrity $check, run $status, baseline $([ "$now" = "$baseline" ] && echo unchanged || echo CHANGED): $verdict"
done
echo "$kills kills, $bad bad"
[ "$bad" = 0 ]
