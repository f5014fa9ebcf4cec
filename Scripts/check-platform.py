#!/usr/bin/env python3
"""Checks that only Sources/ViewKitPlatform/Platform.swift imports the C library.

Every libc call goes through that one file's thin wrappers (see ARCHITECTURE.md, "Platform"),
so nothing else may `import Glibc`, `import Musl` or `import Darwin` — nor a single declaration
from them (`import struct Glibc.stat`), nor `@_exported`/`@preconcurrency` forms. Looks at every
Swift file of the repository (Sources, Tests, Examples, Package.swift; `.build` and other
dot-folders left out). Exits 1 and names each import found elsewhere.
"""
import pathlib, re, sys

root = pathlib.Path(__file__).resolve().parent.parent
allowed = root / "Sources" / "ViewKitPlatform" / "Platform.swift"
importing = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?"
    r"(Glibc|Musl|Darwin)\b", re.M)

problems = []
for path in sorted(root.rglob("*.swift")):
    relative = path.relative_to(root)
    if any(part.startswith(".") for part in relative.parts) or path == allowed:
        continue
    text = path.read_text(errors="replace")
    for match in importing.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        problems.append(f"{relative}:{line}: imports {match.group(1)}; call ViewKitPlatform's Platform instead")
for problem in problems:
    print(problem)
if problems:
    print(f"platform: {len(problems)} import(s) of the C library outside {allowed.relative_to(root)}")
    sys.exit(1)
print(f"platform: only {allowed.relative_to(root)} imports the C library")
