"""Write Italian and Dutch texts into translations/*.ts from a JSON file, then compile the .qm files.

    python tools/update_translations.py          # new source strings appear as unfinished entries
    python tools/fill_translations.py texts.json  # [{"context": ..., "source": ..., "it": ..., "nl": ...}, ...]

Entries the JSON names are set (and marked finished); a source string the .ts does not hold is an error, so a
typo never goes unnoticed.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from update_translations import LANGUAGES, ROOT, compile_all


def fill(texts: list[dict[str, str]]) -> None:
    for lang in LANGUAGES:
        path = ROOT / "translations" / f"tabletop_qt_{lang}.ts"
        tree = ET.parse(path)
        found: dict[tuple[str, str], ET.Element] = {}
        for context in tree.getroot().iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                found[(name, message.findtext("source") or "")] = message
        for entry in texts:
            message = found.get((entry["context"], entry["source"]))
            if message is None:
                raise SystemExit(f"not in {path.name}: {entry['context']}: {entry['source']!r}")
            translation = message.find("translation")
            assert translation is not None
            translation.text = entry[lang]
            translation.attrib.pop("type", None)
        ET.indent(tree, "    ")
        text = ET.tostring(tree.getroot(), encoding="unicode")
        path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + text + "\n", encoding="utf-8")
    compile_all()


if __name__ == "__main__":
    fill(json.loads(Path(sys.argv[1]).read_text(encoding="utf-8")))
