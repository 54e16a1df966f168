#!/usr/bin/env python3
"""Checks that every module a Swift file imports is declared in Package.swift for its target, and
that every dependency a target declares is imported by at least one of its files.

A module imported but not declared still builds when another dependency brings it in, and then
breaks the day that dependency changes; a declared module nobody imports is a false edge in the
module picture. Both are errors here, each named by file:line:column or by target.

Usage: check_imports.py [PACKAGE_ROOT]   (exit 0 clean, 1 with findings, 2 when it cannot run)
"""
import json
import os
import re
import subprocess
import sys
import tempfile

# Modules of the toolchain and the platform: imported freely, never declared.
PLATFORM_MODULES = {
    "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Dispatch",
    "Glibc", "Musl", "Darwin", "os", "Synchronization", "Testing", "XCTest", "PackagePlugin",
    "PackageDescription", "_Concurrency", "CoreFoundation",
}

IMPORT = re.compile(
    r"^(\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*import\s+"
    r"(?:(?:struct|class|enum|protocol|func|typealias|var|let)\s+)?)([A-Za-z_][A-Za-z0-9_]*)"
)


def dump_package(root):
    # A scratch folder of its own: the package's .build may be locked by the `swift test` that
    # runs this check's tests. SwiftPM's lock file and Foundation's temporary folders go to TMPDIR:
    # inside this folder too, so nothing is left behind.
    with tempfile.TemporaryDirectory(prefix="import-check-") as scratch:
        result = subprocess.run(
            ["swift", "package", "--scratch-path", os.path.join(scratch, "build"), "dump-package"],
            cwd=root, capture_output=True, text=True, env={**os.environ, "TMPDIR": scratch},
        )
    if result.returncode != 0:
        sys.stderr.write(f"{root}/Package.swift: error: swift package dump-package failed:\n{result.stderr}")
        sys.exit(2)
    return json.loads(result.stdout)


def target_folder(root, target):
    if target.get("path"):
        return os.path.join(root, target["path"])
    parent = {"test": "Tests", "plugin": "Plugins"}.get(target["type"], "Sources")
    return os.path.join(root, parent, target["name"])


def declared_modules(target, kinds):
    """The modules a target may import, and those it must import (all but executables and plugins,
    which a target depends on to have them built, not to import them)."""
    may, must = set(), set()
    for dependency in target["dependencies"]:
        (form, values), = dependency.items()
        name = values[0]
        may.add(name)
        if form == "product" or kinds.get(name) not in ("executable", "plugin"):
            must.add(name)
    return may, must


def swift_files(folder):
    for directory, subfolders, files in os.walk(folder):
        subfolders.sort()
        for name in sorted(files):
            if name.endswith(".swift"):
                yield os.path.join(directory, name)


def imports(path):
    """Each import declaration's line, column and module; text inside a multi-line string literal
    (a test's Python or YAML) is not Swift and is skipped."""
    in_literal = False
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, start=1):
            if not in_literal:
                match = IMPORT.match(line)
                if match:
                    yield number, len(match.group(1)) + 1, match.group(2)
            if line.count('"""') % 2 == 1:
                in_literal = not in_literal


def check(root):
    package = dump_package(root)
    kinds = {target["name"]: target["type"] for target in package["targets"]}
    findings = []
    for target in package["targets"]:
        if target["type"] in ("system", "binary", "macro"):
            continue
        may, must = declared_modules(target, kinds)
        used = set()
        for path in swift_files(target_folder(root, target)):
            shown = os.path.relpath(path, root)
            for line, column, module in imports(path):
                if module in PLATFORM_MODULES or module == target["name"]:
                    continue
                used.add(module)
                if module not in may:
                    findings.append(
                        f"{shown}:{line}:{column}: error: imports {module}, which Package.swift "
                        f"does not declare as a dependency of {target['name']}"
                    )
        for module in sorted(must - used):
            findings.append(
                f"Package.swift: error: {target['name']} declares a dependency on {module}, "
                f"but none of its files imports it"
            )
    return findings


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".")
    findings = check(root)
    for finding in findings:
        print(finding)
    if findings:
        print(f"{len(findings)} import problem(s)", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
