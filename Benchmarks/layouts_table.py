#!/usr/bin/env python3
"""Prints the table of Benchmarks/layouts.sh from its JSON results."""
import json
import os
import sys

results = sys.argv[1]
print(f"{'layout':<20} {'screen':<10} {'cons':>6} {'kiwi ms':>9} {'solver ms':>10} {'trellis ms':>11}"
      f" {'kiwi/solver':>12} {'kiwi/trellis':>13}  digests")
for label in ("portrait", "landscape"):
    kiwi = {r["name"]: r for r in json.load(open(os.path.join(results, f"kiwi-{label}.json")))["results"]}
    solver = {r["name"]: r for r in json.load(open(os.path.join(results, f"solver-{label}.json")))}
    layouts = json.load(open(os.path.join(results, f"layout-{label}.json")))
    for entry in layouts:
        name = os.path.basename(entry["file"])[:-5]
        key = f"{name}@{label}"
        k, s = kiwi[key], solver[key]
        same = "equal" if k["solve_hash"] == s["solveHash"] else f"DIFFER {k['solve_hash']} {s['solveHash']}"
        print(f"{name:<20} {label:<10} {s['constraints']:>6} {k['solve_ms']:>9.3f} {s['solveMilliseconds']:>10.3f}"
              f" {entry['solveMilliseconds']:>11.3f} {k['solve_ms'] / s['solveMilliseconds']:>11.1f}x"
              f" {k['solve_ms'] / entry['solveMilliseconds']:>12.1f}x  {same}")
