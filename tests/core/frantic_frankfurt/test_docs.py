"""The maintainer page and the three help pages keep up with the engine: every event and refusal code is
documented, every picture a help page shows exists, and the three languages list the same number of rulings.
(The game is not in the registry yet, so tests/test_translations.py does not see these pages.)"""

from __future__ import annotations

import re
from pathlib import Path

from tabletop_qt.core.games.frantic_frankfurt.codes import Code, End, Reason, Why

ROOT = Path(__file__).resolve().parents[3]
DOC = ROOT / "docs" / "rules" / "frantic_frankfurt.md"
PAGES = {lang: ROOT / "resources" / "help" / lang / "frantic_frankfurt.html" for lang in ("en", "it", "nl")}


def _constants(cls: type) -> list[str]:
    return [v for k, v in vars(cls).items() if k.isupper() and isinstance(v, str)]


def test_every_code_is_documented() -> None:
    text = DOC.read_text(encoding="utf-8")
    missing = [c for cls in (Code, Reason, End, Why) for c in _constants(cls) if f"`{c}`" not in text]
    assert not missing, missing


def test_help_pages_exist_show_existing_pictures_and_end_with_the_same_rulings() -> None:
    rulings = {}
    for lang, page in PAGES.items():
        html = page.read_text(encoding="utf-8")
        assert "<h1" in html and len(html) > 2000
        for src in re.findall(r'src="([^"]+)"', html):
            assert (page.parent / src).resolve().is_file(), (lang, src)
        last = html[html.rindex("<h2>") :]
        rulings[lang] = last.count("<li>")
        assert "</ul>" in last and html.rstrip().endswith("</html>")
    doc_rulings = DOC.read_text(encoding="utf-8").split("## Rulings of this app")[1].split("\n## ")[0]
    assert len(set(rulings.values())) == 1, rulings
    assert len(re.findall(r"^\d+\. ", doc_rulings, flags=re.MULTILINE)) >= rulings["en"] >= 12
