#!/usr/bin/env python3
"""Independent check of PanelKit JSON against its JSON Schema, with Python `jsonschema`.

usage: jsonschema_check.py SCHEMA [--valid DIR ...] [--invalid DIR ...]

Checks that SCHEMA is a valid draft 2020-12 schema, that every *.json file under each
--valid folder (recursively) validates, and that every *.json file under each --invalid
folder is rejected. Prints one line per failure and a summary; exits 1 on any failure.
"""
import argparse
import importlib.metadata
import json
import pathlib
import sys

import jsonschema


def load(path):
    def pairs(items):
        keys = [key for key, _ in items]
        if len(keys) != len(set(keys)):
            raise ValueError(f"duplicate keys in an object: {keys}")
        return dict(items)

    return json.loads(path.read_text(encoding="utf-8"), object_pairs_hook=pairs)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("schema")
    parser.add_argument("--valid", action="append", default=[])
    parser.add_argument("--invalid", action="append", default=[])
    args = parser.parse_args()
    schema = json.loads(pathlib.Path(args.schema).read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    failures = 0
    counts = {"valid": 0, "invalid": 0}
    for kind, folders in (("valid", args.valid), ("invalid", args.invalid)):
        for folder in folders:
            files = sorted(pathlib.Path(folder).rglob("*.json"))
            if not files:
                print(f"no documents in {folder}")
                failures += 1
            for path in files:
                counts[kind] += 1
                try:
                    document = load(path)
                except ValueError as error:
                    if kind == "valid":
                        print(f"FAIL {path}: not valid JSON: {error}")
                        failures += 1
                    continue
                errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
                if kind == "valid" and errors:
                    failures += 1
                    where = "/".join(str(part) for part in errors[0].absolute_path)
                    print(f"FAIL {path}: rejected at /{where}: {errors[0].message[:300]}")
                elif kind == "invalid" and not errors:
                    failures += 1
                    print(f"FAIL {path}: accepted, but it is broken")
    print(
        f"jsonschema {importlib.metadata.version('jsonschema')}: {counts['valid']} documents valid as expected, "
        f"{counts['invalid']} broken documents rejected as expected, {failures} failures"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
