#!/usr/bin/env python3
"""Checks that the rooms inside ViewKit's layer targets depend only on rooms before them.

The layers themselves are targets (ViewKitStyle, ViewKitCore, ViewKitComponents,
ViewKitRuntime), so the compiler refuses a use the wrong way between them. Inside a target the
folders are rooms, in order: ViewKitStyle's Text, Style, Theme; ViewKitCore's Canvas, Core,
Layout, Interaction, Rendering, Stories (see ARCHITECTURE.md). A file may use the types a room
declares only if that room comes before its own (or is its own). It finds the top-level types, protocols and
free functions each room declares, then the whole-word uses of those names in every other
room's files (comments and string literals left out). Exits 1 and names each use that points
the wrong way, with the exceptions ARCHITECTURE.md allows listed in ALLOWED.
"""
import pathlib, re, sys

ROOMS = ["ViewKitStyle/Text", "ViewKitStyle/Style", "ViewKitStyle/Theme", "ViewKitCore/Canvas",
         "ViewKitCore/Core", "ViewKitCore/Layout", "ViewKitCore/Interaction", "ViewKitCore/Rendering",
         "ViewKitCore/Stories"]
# (from room, name) pairs ARCHITECTURE.md documents as departures.
ALLOWED = set()

root = pathlib.Path(__file__).resolve().parent.parent / "Sources"
declaration = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:open |public |internal |package |fileprivate |private )?(?:final )?"
    r"(?:indirect )?(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z]\w*)", re.M)

def code(text):
    text = re.sub(r'"""(?:.|\n)*?"""', '""', text)
    text = re.sub(r'#*"(?:\\.|[^"\\\n])*"#*', '""', text)
    text = re.sub(r"//[^\n]*", "", text)
    return re.sub(r"/\*(?:.|\n)*?\*/", "", text)

declared = {}
sources = {}
for room in ROOMS:
    for path in sorted((root / room).rglob("*.swift")):
        text = code(path.read_text())
        sources[path] = (room, text)
        for name in declaration.findall(text):
            declared.setdefault(name, room)

nested = re.compile(
    r"^\s+(?:public |internal |fileprivate |private )?(?:final )?(?:indirect )?"
    r"(?:struct|class|enum|protocol|typealias)\s+([A-Z]\w*)", re.M)
problems = []
for path, (room, text) in sources.items():
    index = ROOMS.index(room)
    local = set(nested.findall(text))  # a nested type of this file with the same name
    for name, home in declared.items():
        if ROOMS.index(home) <= index or (room, name) in ALLOWED or name in local:
            continue
        for match in re.finditer(r"\b%s\b" % re.escape(name), text):
            line = text.count("\n", 0, match.start()) + 1
            problems.append(f"{path.relative_to(root.parent)}:{line}: {room} uses {name} from {home}")
            break
for problem in sorted(problems):
    print(problem)
if problems:
    print(f"rooms: {len(problems)} use(s) pointing the wrong way (order: {' > '.join(ROOMS)})")
    sys.exit(1)
print(f"rooms: every dependency points back ({' > '.join(ROOMS)})")
