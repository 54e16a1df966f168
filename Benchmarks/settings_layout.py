#!/usr/bin/env python3
"""Writes settings-N.yaml: a scrolling settings list of N rows, each a horizontal stack view with a
title and a switch or value label, inside a vertical stack view (a large, realistic layout for
Benchmarks/layouts.sh)."""
import argparse
import os

ap = argparse.ArgumentParser()
ap.add_argument("--rows", default="10,100,400")
ap.add_argument("--out", required=True)
args = ap.parse_args()

for n in [int(x) for x in args.rows.split(",")]:
    lines = [f"name: settings-{n}", "views:", "  rows:", "    kind: stackView", "    axis: vertical", "    subviews:"]
    for i in range(n):
        lines += [
            f"      row{i}:",
            "        kind: stackView",
            "        alignment: center",
            "        spacing: 8",
            "        layoutMarginsRelativeArrangement: true",
            "        margins: {top: 6, leading: 16, bottom: 6, trailing: 16}",
            "        subviews:",
            f"          title{i}: {{kind: label, text: Setting number {i}, hugging: 249}}",
            f"          control{i}: {{kind: switch}}" if i % 2 else f"          control{i}: {{kind: label, text: Value {i}}}",
        ]
    lines += ["constraints:", "  - rows.leading == safeArea.leading", "  - rows.trailing == safeArea.trailing",
              "  - rows.top == safeArea.top"]
    with open(os.path.join(args.out, f"settings-{n}.yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")
