"""Component token fragments: each component declares its tokens beside its views.

A component folder `Sources/ViewKitComponents/<Name>/` may hold DTCG token files:

  <group>.tokens.json            the component's groups in the base set (Themes/base.tokens.json)
  <group>.<context>.tokens.json  what a theme context changes (Themes/<context>.tokens.json),
                                 for the contexts dark, light, high-contrast and mono

Each holds top-level groups only (`{"chart": {...}}`). The theme files stay complete DTCG files
that Terrazzo, Style Dictionary and ViewKit read as they are: this module copies each fragment's
groups into them, marking each copy with
`$extensions["dev.viewkit.schema"].from` = the fragment's path. A marked group is never edited
by hand: it is replaced by its fragment's groups where it stands (new ones go at the end) and
removed when its fragment is gone. A group written by hand in a theme file and declared by a
fragment too, or declared by two fragments, is an error naming both places.
"""
import json
from collections import OrderedDict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COMPONENTS = "Sources/ViewKitComponents"
THEMES = "Themes"
CONTEXTS = ("base", "dark", "light", "high-contrast", "mono")
NAMESPACE = "dev.viewkit.schema"


class FragmentError(Exception):
    """A problem in a fragment or a theme file, naming the file (and line, for bad JSON)."""


def theme_file(context):
    return ROOT / THEMES / f"{context}.tokens.json"


def relative(path):
    return str(path.relative_to(ROOT))


def load(path):
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise FragmentError(f"{relative(path)}: cannot read: {error.strerror}") from None
    try:
        return json.loads(text, object_pairs_hook=OrderedDict)
    except json.JSONDecodeError as error:
        raise FragmentError(f"{relative(path)}:{error.lineno}:{error.colno}: not JSON: {error.msg}") from None


def fragments():
    """{context: [(group, node, fragment path)]} from every component folder, in path order."""
    found = {context: [] for context in CONTEXTS}
    owner = {}
    for path in sorted((ROOT / COMPONENTS).glob("*/*.tokens.json")):
        parts = path.name[: -len(".tokens.json")].split(".")
        context = "base" if len(parts) == 1 else parts[1]
        if len(parts) > 2 or context not in CONTEXTS or context == "base" and len(parts) != 1:
            raise FragmentError(
                f"{relative(path)}: a fragment is named <group>.tokens.json or "
                f"<group>.<context>.tokens.json, with a context of {', '.join(CONTEXTS[1:])}")
        document = load(path)
        if not isinstance(document, dict) or not document:
            raise FragmentError(f"{relative(path)}: must be an object of token groups")
        for group, node in document.items():
            if group.startswith("$") or not isinstance(node, dict):
                raise FragmentError(f"{relative(path)}: {json.dumps(group)}: only token groups belong in a fragment")
            if (context, group) in owner:
                raise FragmentError(
                    f"{relative(path)}: group {json.dumps(group)} is declared in "
                    f"{relative(owner[(context, group)])} too")
            owner[(context, group)] = path
            found[context].append((group, node, path))
    return found


def marked(node, path):
    copy = OrderedDict(node)
    extensions = OrderedDict(copy.get("$extensions") or {})
    block = OrderedDict(extensions.get(NAMESPACE) or {})
    block["from"] = relative(path)
    extensions[NAMESPACE] = block
    copy["$extensions"] = extensions
    # The mark first, where a reader of the theme file sees it.
    ordered = OrderedDict([("$extensions", copy.pop("$extensions"))])
    ordered.update(copy)
    return ordered


def source_of(node):
    block = (node.get("$extensions") or {}).get(NAMESPACE) or {}
    return block.get("from") if isinstance(block, dict) else None


def assembled(context, groups):
    """The theme file's text with the fragments' groups in it."""
    path = theme_file(context)
    document = load(path)
    pending = OrderedDict((group, (node, source)) for group, node, source in groups)
    out = OrderedDict()
    for key, node in document.items():
        generated = isinstance(node, dict) and source_of(node) is not None
        if key in pending:
            if not generated:
                raise FragmentError(
                    f"{relative(path)}: group {json.dumps(key)} is written here by hand and declared by "
                    f"{relative(pending[key][1])}; keep it in one place")
            fragment, source = pending.pop(key)
            out[key] = marked(fragment, source)
        elif not generated:
            out[key] = node
    for key, (fragment, source) in pending.items():
        out[key] = marked(fragment, source)
    return json.dumps(out, indent=2, ensure_ascii=False) + "\n"


def assemble(check):
    """Writes (or, with `check`, compares) every theme file; returns the stale files' names."""
    found = fragments()
    stale = []
    for context in CONTEXTS:
        path = theme_file(context)
        text = assembled(context, found[context])
        if path.read_text(encoding="utf-8") != text:
            stale.append(relative(path))
            if not check:
                path.write_text(text, encoding="utf-8")
    return stale
