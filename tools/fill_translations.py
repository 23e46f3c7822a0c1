"""Write Italian and Dutch texts into translations/*.ts from a JSON file, then compile the .qm files.

    python tools/update_translations.py          # new source strings appear as unfinished entries
    python tools/fill_translations.py texts.json  # [{"context": ..., "source": ..., "it": ..., "nl": ...}, ...]

Entries the JSON names are set (and marked finished); a source string the .ts does not hold is an error, so a
typo never goes unnoticed. A numerus message (its source holds %n) takes a list of forms per language, singular
first: {"context": "Log", "source": "%n bullets", "en": ["%n bullet", "%n bullets"], "it": [...], "nl": [...]};
its "en" forms go to translations/tabletop_qt_en.ts.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import ts_files
from update_translations import COMPILED, ROOT, compile_all


def fill(texts: list[dict[str, object]]) -> None:
    for lang in COMPILED:
        path = ROOT / "translations" / f"tabletop_qt_{lang}.ts"
        tree = ET.parse(path)
        found = ts_files.messages(tree)
        for entry in texts:
            if lang not in entry:  # that language's text stays as it is (a fix to one language only)
                continue
            message = found.get((str(entry["context"]), str(entry["source"])))
            if message is None:
                raise SystemExit(f"not in {path.name}: {entry['context']}: {entry['source']!r}")
            translation = message.find("translation")
            assert translation is not None
            value = entry[lang]
            numerus = ts_files.is_numerus(str(entry["source"]))
            if numerus != isinstance(value, list):
                raise SystemExit(f"{lang}: {entry['source']!r} wants {'a list of forms' if numerus else 'one text'}")
            ts_files.set_text(translation, tuple(value) if isinstance(value, list) else str(value))
            translation.attrib.pop("type", None)
        ts_files.write(tree, path)
    compile_all()


if __name__ == "__main__":
    fill(json.loads(Path(sys.argv[1]).read_text(encoding="utf-8")))
