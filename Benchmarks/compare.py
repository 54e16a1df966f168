#!/usr/bin/env python3
"""Joins `trellis bench-solver --json` and `kiwi_bench.py --json` results into one Markdown table.

Ratios are kiwisolver time / Trellis time (above 1: Trellis is faster). With --lexref, the digests
are checked against lexref.py's output (the exact lexicographic reference).
"""
import argparse
import json
import re


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("trellis")
    ap.add_argument("kiwi")
    ap.add_argument("--lexref", help="lexref.py output, one line per system")
    a = ap.parse_args()
    ours = {r["name"]: r for r in json.load(open(a.trellis))}
    kiwi = {r["name"]: r for r in json.load(open(a.kiwi))["results"]}
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
