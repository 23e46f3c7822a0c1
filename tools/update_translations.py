"""Refresh translations/*.ts from the sources (pyside6-lupdate) and compile them to .qm (pyside6-lrelease).

Run after changing any user-visible string:  python tools/update_translations.py
Then give every new entry its Italian and Dutch text (Qt Linguist, or by hand) and run it again.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("it", "nl")  # English is the source language


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tabletop_qt").rglob("*.py") if "core" not in p.parts)


def main() -> int:
    files = sources()
    for lang in LANGUAGES:
        ts = ROOT / "translations" / f"tabletop_qt_{lang}.ts"
        subprocess.run(
            ["pyside6-lupdate", "-no-obsolete", "-locations", "none", "-target-language", lang, *files, "-ts", str(ts)],
            cwd=ROOT,
            check=True,
        )
    compile_all()
    return 0


def compile_all(out_dir: Path | None = None) -> list[Path]:
    """Compile every .ts to .qm (into ``out_dir``, default next to the .ts); returns the .qm paths."""
    out = []
    for lang in LANGUAGES:
        ts = ROOT / "translations" / f"tabletop_qt_{lang}.ts"
        qm = (out_dir or ts.parent) / ts.with_suffix(".qm").name
        subprocess.run(["pyside6-lrelease", "-silent", str(ts), "-qm", str(qm)], check=True)
        out.append(qm)
    return out


if __name__ == "__main__":
    sys.exit(main())
