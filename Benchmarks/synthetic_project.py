#!/usr/bin/env python3
"""Writes a synthetic project for Benchmarks/matrix.sh: N layout files of 40-60 views each, every one
a list of cards (icon, title, detail, action button) pinned with VFL and equations, with a
compact-height variation that drops the detail labels and tightens the cards."""
import argparse
import os

ap = argparse.ArgumentParser()
ap.add_argument("--layouts", type=int, default=200)
ap.add_argument("--out", required=True)
args = ap.parse_args()
os.makedirs(args.out, exist_ok=True)

for n in range(args.layouts):
    cards = 8 + n % 5  # 8..12 cards of 5 views: 40..60 views
    lines = [f"name: screen-{n:03d}", "orientations: all", "views:"]
    for i in range(cards):
        title_width = 60 + (7 * n + 13 * i) % 120
        detail_width = 80 + (11 * n + 5 * i) % 140
        lines += [
            f"  card{i}:",
            "    subviews:",
            f"      icon{i}: {{kind: imageView, image: 24x24}}",
            f"      title{i}: {{kind: label, text: Title {i}, intrinsicSize: {title_width}x16}}",
            f"      detail{i}: {{kind: label, text: Detail {i}, intrinsicSize: {detail_width}x13.5}}",
            f"      action{i}: {{kind: button, title: Go, intrinsicSize: 44x24}}",
        ]
    lines.append("constraints:")
    for i in range(cards):
        above = "safeArea.top + 8" if i == 0 else f"card{i - 1}.bottom + 4"
        lines += [
            f"  - H:|-[card{i}]-|",
            f"  - card{i}.top == {above}",
            f"  - H:|-8-[icon{i}]-8-[title{i}]-(>=8)-[action{i}]-8-|",
            f"  - icon{i}.centerY == card{i}.centerY",
            f"  - action{i}.centerY == card{i}.centerY",
            f"  - id: top{i}",
            f"    equation: title{i}.top == card{i}.top + 4",
            f"  - detail{i}.top == title{i}.bottom",
            f"  - detail{i}.leading == title{i}.leading",
            f"  - detail{i}.trailing <= action{i}.leading - 8",
            f"  - card{i}.bottom == detail{i}.bottom + 4",
        ]
    lines += ["variations:", "  - height: compact", "    views:"]
    lines += [f"      detail{i}: {{installed: false}}" for i in range(cards)]
    lines += ["    constants:"] + [f"      top{i}: 2" for i in range(cards)]
    lines += ["    add:"] + [f"      - card{i}.bottom == title{i}.bottom + 2" for i in range(cards)]
    with open(os.path.join(args.out, f"screen-{n:03d}.yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")
