#!/usr/bin/env python3
"""Writes a synthetic project with the shape of a real app for Benchmarks/matrix.sh --app: a few
screens holding a table view, many table cells laid out at the width of a screen's table view
(self-sizing, as UIKit sizes rows), collection cells at a fixed item size, and xib-style
components (banners, badges) at a designed height. Run with --rtl --multitasking, 192 layouts
make about 220,000 cases, the size of the largest real app tried (issue 25)."""
import argparse
import os

ap = argparse.ArgumentParser()
ap.add_argument("--screens", type=int, default=12)
ap.add_argument("--cells", type=int, default=120)
ap.add_argument("--collection-cells", type=int, default=24)
ap.add_argument("--components", type=int, default=36)
ap.add_argument("--out", required=True)
args = ap.parse_args()
os.makedirs(args.out, exist_ok=True)


def write(name, lines):
    with open(os.path.join(args.out, f"{name}.yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")


for n in range(args.screens):
    write(f"scene-{n:02d}", [
        f"name: scene-{n:02d}",
        "orientations: all",
        "container: {navigationBar: standard}",
        "views:",
        "  header: {kind: label, text: Header, intrinsicSize: 120x20}",
        "  tableView: {}",
        "  footer: {kind: button, title: Continue, intrinsicSize: 90x34}",
        "constraints:",
        "  - header.top == safeArea.top + 8",
        "  - header.leading == margins.leading",
        "  - H:|[tableView]|",
        "  - tableView.top == header.bottom + 8",
        "  - footer.top == tableView.bottom + 8",
        "  - footer.centerX == root.centerX",
        "  - footer.bottom == safeArea.bottom - 8",
    ])

for n in range(args.cells):
    host = f"scene-{n % args.screens:02d}"
    rows = 1 + n % 3
    title_width = 80 + (17 * n) % 160
    lines = [
        f"name: cell-{n:03d}",
        f"container: {{kind: tableCell, height: fitting, host: {{layout: {host}, view: tableView}}"
        + (", accessoryWidth: 26" if n % 4 == 0 else "") + "}",
        "views:",
        "  icon: {kind: imageView, image: 40x40}",
        f"  title: {{kind: label, text: Title {n}, intrinsicSize: {title_width}x20.5}}",
    ]
    lines += [f"  detail{i}: {{kind: label, text: Detail {i}, intrinsicSize: {60 + 23 * i + n % 50}x18}}" for i in range(rows)]
    lines += ["constraints:",
              "  - icon.leading == margins.leading",
              "  - icon.top == margins.top",
              "  - icon.bottom <= margins.bottom",
              "  - title.leading == icon.trailing + 12",
              "  - title.trailing <= margins.trailing",
              "  - title.top == margins.top"]
    above = "title"
    for i in range(rows):
        lines += [f"  - detail{i}.leading == title.leading", f"  - detail{i}.top == {above}.bottom + 2",
                  f"  - detail{i}.trailing <= margins.trailing"]
        above = f"detail{i}"
    lines.append(f"  - {above}.bottom == margins.bottom")
    write(f"cell-{n:03d}", lines)

for n in range(args.collection_cells):
    side = 80 + 10 * (n % 5)
    write(f"item-{n:02d}", [
        f"name: item-{n:02d}",
        f"container: {{kind: collectionCell, width: {side}, height: {side + 30}}}",
        "views:",
        f"  image: {{kind: imageView, image: {side}x{side}}}",
        f"  caption: {{kind: label, text: Item {n}, intrinsicSize: {side - 10}x16}}",
        "constraints:",
        "  - H:|[image]|",
        "  - image.top == root.top",
        "  - image.height == image.width",
        "  - caption.top == image.bottom + 4",
        "  - caption.centerX == root.centerX",
    ])

for n in range(args.components):
    write(f"banner-{n:02d}", [
        f"name: banner-{n:02d}",
        "container: {kind: component, designedHeight: 72}",
        "views:",
        f"  message: {{kind: label, text: Banner {n}, intrinsicSize: {100 + 7 * n}x20.5}}",
        "  close: {kind: button, title: Close, intrinsicSize: 44x44}",
        "constraints:",
        "  - message.leading == margins.leading",
        "  - message.centerY == root.centerY",
        "  - close.leading >= message.trailing + 8",
        "  - close.trailing == margins.trailing",
        "  - close.centerY == root.centerY",
        "  - message.top >= margins.top",
    ])
