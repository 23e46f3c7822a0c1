"""Refresh translations/*.ts from the sources (pyside6-lupdate) and compile them to .qm (pyside6-lrelease).

Run after changing any user-visible string:  python tools/update_translations.py
Then give every new entry its Italian and Dutch text (Qt Linguist, or by hand) and run it again.

A message whose source holds %n is a numerus (plural) message (see ts_files.py): its Italian and Dutch forms are
kept across lupdate runs, and translations/tabletop_qt_en.ts holds the English singular and plural of each one,
since English is the source language and Qt gives a source text no singular of its own.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import ts_files  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("it", "nl")  # English is the source language
# Every .ts we compile: the translations, and English's numerus forms.
COMPILED = ("en", *LANGUAGES)


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tabletop_qt").rglob("*.py") if "core" not in p.parts)


def main() -> int:
    files = sources()
    for lang in LANGUAGES:
        ts = ROOT / "translations" / f"tabletop_qt_{lang}.ts"
        saved = ts_files.numerus_state(ts)
        subprocess.run(
            ["pyside6-lupdate", "-no-obsolete", "-locations", "none", "-target-language", lang, *files, "-ts", str(ts)],
            cwd=ROOT,
            check=True,
        )
        ts_files.promote(ts, lang, saved)
    ts_files.english_numerus(ROOT / "translations" / f"tabletop_qt_{LANGUAGES[0]}.ts", ROOT / "translations" / "tabletop_qt_en.ts")
    compile_all()
    return 0


def compile_all(out_dir: Path | None = None) -> list[Path]:
    """Compile every .ts to .qm (into ``out_dir``, default next to the .ts); returns the .qm paths."""
    out = []
    for lang in COMPILED:
        ts = ROOT / "translations" / f"tabletop_qt_{lang}.ts"
        qm = (out_dir or ts.parent) / ts.with_suffix(".qm").name
        subprocess.run(["pyside6-lrelease", "-silent", str(ts), "-qm", str(qm)], check=True)
        out.append(qm)
    return out


if __name__ == "__main__":
    sys.exit(main())
