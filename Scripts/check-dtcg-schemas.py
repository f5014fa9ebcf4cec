"""Validate DTCG token files and resolver documents against the official 2025.10 JSON Schemas.

usage: python3 Scripts/check-dtcg-schemas.py SCHEMAS_DIR FILE...

SCHEMAS_DIR is `www/public/schemas/2025.10` of a checkout of
https://github.com/design-tokens/community-group; needs `pip install jsonschema referencing`.
Files ending in `.resolver.json` are checked against resolver.json, others against format.json.
Exits 1 on any error.
"""
import json, sys, pathlib
from jsonschema import Draft7Validator
from referencing import Registry, Resource
root = pathlib.Path(sys.argv[1])  # .../schemas/2025.10
reg = Registry()
for f in root.rglob('*.json'):
    s = json.loads(f.read_text()); reg = reg.with_resource(s['$id'], Resource.from_contents(s))
fmt = json.loads((root / 'format.json').read_text()); res = json.loads((root / 'resolver.json').read_text())
bad = 0
for path in sys.argv[2:]:
    doc = json.loads(pathlib.Path(path).read_text())
    schema = res if path.endswith('.resolver.json') else fmt
    errs = list(Draft7Validator(schema, registry=reg).iter_errors(doc))
    print(f"{path}: {'ok' if not errs else str(len(errs)) + ' errors'}")
    for e in errs[:5]: print('   ', '/'.join(map(str, e.absolute_path)), e.message[:200])
    bad += len(errs)
sys.exit(1 if bad else 0)
