#!/usr/bin/env python3
"""Generate Sources/ViewKitStyle/Theme/ThemeKeys+Generated.swift from Themes/base.tokens.json.

The base token set is the one source of the theme schema: every token of it that is not a
primitive becomes a typed key (`ThemeKey<Color>.textDefault` for `color.text.default`) and a line
of `ThemeKeys.all`, which the theme loader checks every theme against (VK060, VK061).

What the script reads, besides each token's path:
  $type          (the token's own or inherited from its groups) gives the key's Value:
                 color → Color, typography → TextStyleToken, border → BorderToken,
                 number → Int, duration → Duration; a key of any other type is an error.
  $description   becomes the key's doc comment, after the path:
                 "The colour of warnings." → /// `color.status.warning`: the colour of warnings.
                 (a first word like "The" or "A" is lower-cased; "HUD" or `code` is kept).
  $extensions["dev.viewkit.schema"], on a group or a token, read by this script only (the theme
  loader reads "dev.viewkit" alone, and keeps and ignores every other namespace):
    "keys": false    on a group: its tokens are primitives (the palette, font, typography),
                     not keys; inherited by nested groups, like $type ("keys": true undoes it).
    "keyPrefix": ""  on a group: what its name becomes in the Swift names of the keys under
                     it ("" for `color`, `textStyle`, `border`: `color.text.default` is
                     textDefault, not colorTextDefault).
    "key": "NAME"    on a token: its Swift name, where the rule below does not give it.
  Rule: the Swift name is the path in lowerCamelCase, each group's name replaced by its
  keyPrefix where it has one (`button.primary.background` → buttonPrimaryBackground); a Swift
  keyword is declared in backticks (`border.default` → `default`).

Keys are written in the order of base.tokens.json, grouped by Value type; the output depends on
nothing but that file, and passes `swift format lint --strict` as it is.

Usage: python3 Scripts/generate-theme-keys.py [--check] [--tokens FILE] [--output FILE]
  --check   write nothing; exit 1 with a message when the Swift file on disk is not what this
            script would write (CI runs this), 0 when it is.
  A problem in the token file (a key whose $type has no Value, a missing $description, two keys
  with one Swift name, …) is an error naming the token's path, exit status 2.
"""
import argparse
import difflib
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import theme_fragments  # noqa: E402  (beside this script)

ROOT = Path(__file__).resolve().parent.parent
TOKENS = "Themes/base.tokens.json"
OUTPUT = "Sources/ViewKitStyle/Theme/ThemeKeys+Generated.swift"
COMMAND = "python3 Scripts/generate-theme-keys.py"

NAMESPACE = "dev.viewkit.schema"
# DTCG $type → (Swift Value type, TokenType case), in the order the extensions are written.
VALUE_TYPES = {
    "color": "Color",
    "typography": "TextStyleToken",
    "border": "BorderToken",
    "number": "Int",
    "duration": "Duration",
}
# The longest line swift-format allows is 110 (.swift-format); doc comments wrap at 100.
LINE_LENGTH = 110
DOC_WIDTH = 100
IDENTIFIER = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
# Swift keywords a declaration must put in backticks (`default`).
KEYWORDS = {
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
    "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "Self", "super",
    "throws", "true", "try", "package",
}


class SchemaError(Exception):
    """A problem in the token file, named by its token or group path."""


def schema_block(node, path, allowed):
    """The node's dev.viewkit.schema object, checked to hold only `allowed` keys."""
    block = (node.get("$extensions") or {}).get(NAMESPACE)
    if block is None:
        return {}
    where = ".".join(path) or "the root group"
    if not isinstance(block, dict):
        raise SchemaError(f'{where}: $extensions["{NAMESPACE}"] must be an object')
    for key in block:
        if key not in allowed:
            raise SchemaError(
                f'{where}: unknown property "{key}" in $extensions["{NAMESPACE}"] '
                f"(on a {'group' if 'keys' in allowed else 'token'}: {', '.join(allowed)})")
    return block


def collect(node, path, inherited_type, keyed, names, out):
    """Appends (path, $type, Swift name, description) for each keyed token under `node`."""
    block = schema_block(node, path, ("keys", "keyPrefix", "from"))
    if "keys" in block:
        if not isinstance(block["keys"], bool):
            raise SchemaError(f'{".".join(path)}: "keys" must be true or false')
        keyed = block["keys"]
    if path:
        prefix = block.get("keyPrefix", path[-1])
        if not isinstance(prefix, str):
            raise SchemaError(f'{".".join(path)}: "keyPrefix" must be a string')
        names = names + [prefix]
    group_type = node.get("$type", inherited_type)
    if "$extends" in node:
        raise SchemaError(f'{".".join(path)}: $extends is not supported in {TOKENS}')
    for key, child in node.items():
        if key.startswith("$") and key != "$root":
            continue
        if not isinstance(child, dict):
            continue
        child_path = path + [key]
        dotted = ".".join(child_path)
        if "$value" not in child and "$ref" not in child:
            collect(child, child_path, group_type, keyed, names, out)
            continue
        own = schema_block(child, child_path, ("key",))
        if not keyed:
            if own:
                raise SchemaError(f'{dotted}: has a "key" but its group says "keys": false')
            continue
        if key == "$root":
            raise SchemaError(f"{dotted}: a $root token cannot be a theme key")
        token_type = child.get("$type", group_type)
        if token_type is None:
            raise SchemaError(
                f"{dotted}: no $type on the token or its groups; a theme key's $type gives its Value")
        if token_type not in VALUE_TYPES:
            raise SchemaError(
                f"{dotted}: $type {json.dumps(token_type)} cannot be a theme key "
                f"(one of {', '.join(VALUE_TYPES)}); "
                f'mark its group "keys": false in $extensions["{NAMESPACE}"] if it is a primitive')
        if "key" in own:
            name = own["key"]
            if not isinstance(name, str) or not IDENTIFIER.match(name):
                raise SchemaError(f'{dotted}: "key" {json.dumps(name)} is not a Swift identifier')
        else:
            parts = [part for part in names + [key] if part]
            name = parts[0] + "".join(part[:1].upper() + part[1:] for part in parts[1:])
            if not IDENTIFIER.match(name):
                raise SchemaError(
                    f'{dotted}: the Swift name "{name}" is not an identifier; '
                    f'give the token $extensions["{NAMESPACE}"]["key"]')
        description = child.get("$description")
        if not isinstance(description, str) or not description.strip():
            raise SchemaError(f"{dotted}: a theme key needs a $description (its doc comment)")
        out.append((dotted, token_type, name, description))


def read_keys(tokens_path):
    try:
        document = json.loads(tokens_path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise SchemaError(f"cannot read it: {error}") from error
    keys = []
    collect(document, [], None, True, [], keys)
    seen = {}
    for path, _, name, _ in keys:
        if name in seen:
            raise SchemaError(
                f'{path}: Swift name "{name}" is also {seen[name]}\'s; '
                f'give one of them $extensions["{NAMESPACE}"]["key"]')
        seen[name] = path
    if not keys:
        raise SchemaError("no theme keys")
    return keys


def doc_text(path, description):
    text = " ".join(description.split())
    first = text.split(" ", 1)[0]
    if first[:1].isupper() and (len(first) == 1 or first[1:2].islower()):
        text = text[0].lower() + text[1:]
    return f"`{path}`: {text}"


def doc_lines(text, indent):
    return wrapped(text, indent + "/// ")


def wrapped(text, lead):
    """`text` in lines of at most DOC_WIDTH characters, each starting with `lead`."""
    lines = []
    line = ""
    for word in text.split(" "):
        if line and len(lead) + len(line) + 1 + len(word) > DOC_WIDTH:
            lines.append(lead + line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(lead + line)
    return lines


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def declaration(path, name, indent):
    declared = f"`{name}`" if name in KEYWORDS else name
    line = f"{indent}public static var {declared}: Self {{ Self({swift_string(path)}) }}"
    if len(line) <= LINE_LENGTH:
        return [line]
    return [
        f"{indent}public static var {declared}: Self {{",
        f"{indent}  Self({swift_string(path)})",
        f"{indent}}}",
    ]


def render(keys):
    header = (
        f"Generated from {TOKENS} by `{COMMAND}`: do not edit. Change the tokens there and run the "
        "script again; `--check` tells whether this file is up to date. Each key is a token of the base "
        "set that is not a primitive, and its doc comment is the token's $description. ThemeKeys.swift "
        "holds the hand-written rest."
    )
    out = wrapped(header, "// ")
    for token_type, value in VALUE_TYPES.items():
        group = [key for key in keys if key[1] == token_type]
        if not group:
            continue
        out += ["", f"extension ThemeKey where Value == {value} {{"]
        for path, _, name, description in group:
            out += doc_lines(doc_text(path, description), "  ")
            out += declaration(path, name, "  ")
        out.append("}")
    out += [
        "",
        f"/// Every key of the schema with its DTCG type, in the order of `{TOKENS}`.",
        "enum ThemeKeys {",
        "  /// Every key ViewKit reads.",
        "  static let all: [(path: String, type: TokenType)] = [",
    ]
    out += [f"    ({swift_string(path)}, .{token_type})," for path, token_type, _, _ in keys]
    out += ["  ]", "}", ""]
    return "\n".join(out)


def shown(path):
    """A path as messages show it: relative to the repository when inside it."""
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--check", action="store_true", help="compare with the file on disk, write nothing")
    parser.add_argument("--tokens", default=str(ROOT / TOKENS), help=f"the base token set ({TOKENS})")
    parser.add_argument("--output", default=str(ROOT / OUTPUT), help=f"the Swift file ({OUTPUT})")
    args = parser.parse_args()
    tokens_path = Path(args.tokens)
    output_path = Path(args.output)
    tokens_name = shown(tokens_path)
    output_name = shown(output_path)
    if args.tokens == str(ROOT / TOKENS):
        # The components' token fragments go into the theme files first.
        try:
            stale = theme_fragments.assemble(check=args.check)
        except theme_fragments.FragmentError as error:
            print(f"generate-theme-keys: error: {error}", file=sys.stderr)
            return 2
        for name in stale:
            if args.check:
                print(
                    f"error: {name} is not what the components' token fragments "
                    f"({theme_fragments.COMPONENTS}/*/*.tokens.json) make; run `{COMMAND}` and commit the result",
                    file=sys.stderr)
            else:
                print(f"wrote {name} from the components' token fragments")
        if args.check and stale:
            return 1
    try:
        keys = read_keys(tokens_path)
    except SchemaError as error:
        print(f"generate-theme-keys: error: {tokens_name}: {error}", file=sys.stderr)
        return 2
    text = render(keys)
    if args.check:
        try:
            current = output_path.read_text(encoding="utf-8")
        except OSError:
            current = None
        if current == text:
            print(f"{output_name} is up to date with {tokens_name} ({len(keys)} keys)")
            return 0
        print(
            f"error: {output_name} is not what {tokens_name} generates"
            f"{' (the file is missing)' if current is None else ''}; run `{COMMAND}` and commit the result",
            file=sys.stderr)
        if current is not None:
            diff = difflib.unified_diff(
                current.splitlines(), text.splitlines(), "on disk", "generated", lineterm="", n=1)
            changed = list(diff)
            for line in changed[:40]:
                print(line, file=sys.stderr)
            if len(changed) > 40:
                print(f"... ({len(changed) - 40} more diff lines)", file=sys.stderr)
        return 1
    output_path.write_text(text, encoding="utf-8")
    print(f"wrote {output_name}: {len(keys)} keys from {tokens_name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
