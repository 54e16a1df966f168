#!/usr/bin/env python3
"""Joins `trellis bench-solver --json` and `kiwi_bench.py --json` results into one Markdown table.

Each file was measured in several rounds (trellis-NAME-ROUND.json, kiwi-NAME-ROUND.json); each
solver keeps, per file and phase, its best round. Ratios are kiwisolver time / Trellis time (above
1: Trellis is faster). With --lexref, the digests are checked against lexref.py's output (the
exact lexicographic reference).
"""
import argparse
import glob
import json
import os
import re


def best(runs, solve_key, edit_key):
    """The first run, with its time fields replaced by the minimum over all runs."""
    result = dict(runs[0])
    result[solve_key] = min(r[solve_key] for r in runs)
    edits = [r[edit_key] for r in runs if r.get(edit_key) is not None]
    result[edit_key] = min(edits) if edits else None
    result["rounds"] = len(runs)
    return result


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--results", required=True, help="folder of per-round JSON results")
    ap.add_argument("--lexref", help="lexref.py output, one line per system")
    a = ap.parse_args()
    rounds_ours, rounds_kiwi = {}, {}
    for path in sorted(glob.glob(os.path.join(a.results, "trellis-*.json"))):
        for r in json.load(open(path)):
            rounds_ours.setdefault(r["name"], []).append(r)
    for path in sorted(glob.glob(os.path.join(a.results, "kiwi-*.json"))):
        for r in json.load(open(path))["results"]:
            rounds_kiwi.setdefault(r["name"], []).append(r)
    ours = {n: best(rs, "solveMilliseconds", "editMicrosecondsMedian") for n, rs in rounds_ours.items()}
    kiwi = {n: best(rs, "solve_ms", "edit_us_median") for n, rs in rounds_kiwi.items()}
    reference = {}
    if a.lexref:
        for line in open(a.lexref):
            m = re.match(r"(\S+): .*solve_hash (\w+)(?:, edits_hash (\w+))?", line)
            if m:
                reference[m.group(1)] = (m.group(2), m.group(3))
    print("| system | constraints | kiwisolver solve ms | Trellis solve ms | ratio | kiwisolver edit µs | "
          "Trellis edit µs | ratio | digests = kiwi | digests = exact |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|:-:|:-:|")
    for name, r in ours.items():
        k = kiwi.get(name)
        if not k:
            continue
        solve_ratio = k["solve_ms"] / r["solveMilliseconds"]
        edit_k, edit_t = k.get("edit_us_median"), r.get("editMicrosecondsMedian")
        edit_ratio = f"{edit_k / edit_t:.1f}×" if edit_k and edit_t else "-"
        same_kiwi = r["solveHash"] == k["solve_hash"] and r.get("editsHash") == k.get("edits_hash")
        if name.startswith("unsat"):
            exact = "n/a (unsatisfiable)"
        elif name in reference:
            ref = reference[name]
            exact = "yes" if r["solveHash"] == ref[0] and (ref[1] is None or r.get("editsHash") == ref[1]) else "NO"
        else:
            exact = "-"
        print(f"| {name} | {r['constraints']} | {k['solve_ms']:.2f} | {r['solveMilliseconds']:.2f} | "
              f"{solve_ratio:.1f}× | {edit_k or 0:.1f} | {edit_t or 0:.1f} | {edit_ratio} | "
              f"{'yes' if same_kiwi else 'no'} | {exact} |")


if __name__ == "__main__":
    main()
