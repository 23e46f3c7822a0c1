"""Every user-visible string has its Italian and Dutch text, kept in step with the sources."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import update_translations  # noqa: E402

LANGUAGES = ("it", "nl")
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def forms(translation: ET.Element) -> list[str]:
    """A translation's text, or each form of a numerus (counted, "%n") message's."""
    numerus = translation.findall("numerusform")
    return [f.text or "" for f in numerus] if numerus else [translation.text or ""]


def entries(ts: Path) -> dict[tuple[str, str], ET.Element]:
    out: dict[tuple[str, str], ET.Element] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            out[(name, message.findtext("source") or "")] = message.find("translation")  # type: ignore[assignment]
    return out


@pytest.mark.parametrize("language", ("en", *LANGUAGES))
def test_no_entry_is_unfinished_empty_or_obsolete(language: str) -> None:
    """The translations, and English's own file of numerus forms (tabletop_qt_en.ts)."""
    ts = ROOT / "translations" / f"tabletop_qt_{language}.ts"
    problems = []
    for (context, source), translation in entries(ts).items():
        kind = translation.get("type")
        if kind in ("unfinished", "vanished", "obsolete") or not all(f.strip() for f in forms(translation)):
            problems.append(f"{context}: {source!r} ({kind or 'empty'})")
    assert not problems, f"{ts.name} has entries to finish:\n" + "\n".join(problems)


@pytest.mark.parametrize("language", ("en", *LANGUAGES))
def test_translations_keep_every_placeholder_and_shortcut(language: str) -> None:
    ts = ROOT / "translations" / f"tabletop_qt_{language}.ts"
    for (context, source), translation in entries(ts).items():
        for text in forms(translation):
            assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(source)), (context, source, text)
            assert ("&" in source) == ("&" in text), (context, source, text)
        if "%n" in source:  # a counted message: numerus forms, the count in its plural (Italian "un proiettile" may
            # spell out its singular)
            assert len(forms(translation)) == 2 and "%n" in forms(translation)[1], (context, source, forms(translation))


@pytest.mark.skipif(shutil.which("pyside6-lupdate") is None, reason="pyside6-lupdate is not installed")
def test_every_string_in_the_sources_is_in_each_translation_file(tmp_path: Path) -> None:
    fresh = tmp_path / "fresh.ts"
    subprocess.run(
        ["pyside6-lupdate", "-silent", "-locations", "none", *update_translations.sources(), "-ts", str(fresh)],
        cwd=ROOT,
        check=True,
    )
    wanted = set(entries(fresh))
    assert len(wanted) > 50
    for language in LANGUAGES:
        have = set(entries(ROOT / "translations" / f"tabletop_qt_{language}.ts"))
        missing = sorted(wanted - have)
        stale = sorted(have - wanted)
        assert not missing, f"{language}: not yet in the .ts (run tools/update_translations.py): {missing}"
        assert not stale, f"{language}: no longer in the sources: {stale}"


@pytest.mark.skipif(shutil.which("pyside6-lrelease") is None, reason="pyside6-lrelease is not installed")
def test_the_shipped_qm_files_are_compiled_from_the_current_ts(tmp_path: Path) -> None:
    for qm in update_translations.compile_all(tmp_path):
        shipped = ROOT / "translations" / qm.name
        assert shipped.read_bytes() == qm.read_bytes(), f"{shipped.name} is stale: run tools/update_translations.py"


def test_the_rulebooks_terms_are_used(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QCoreApplication

    from tabletop_qt.i18n.languages import Language, LanguageManager

    manager = LanguageManager()
    try:
        expected = {
            Language.ITALIAN: {"Caterpillar": "Bruco", "Cheshire Cat": "Gatto", "Mad Hatter": "Cappellaio Matto", "White Rabbit": "Coniglio"},
            Language.DUTCH: {"Caterpillar": "Rups", "Mad Hatter": "Hoedenmaker", "Queen of Hearts": "Hartenkoningin"},
        }
        for language, names in expected.items():
            manager.set_language(language)
            for english, local in names.items():
                assert QCoreApplication.translate("TeaTime", english) == local
    finally:
        manager.set_language(Language.ENGLISH)
        manager.deleteLater()


def test_every_game_has_a_rules_help_page_in_every_language() -> None:
    from tabletop_qt.core.games import GAMES

    for game_id in GAMES:
        for language in ("en", "it", "nl"):
            page = ROOT / "resources" / "help" / language / f"{game_id}.html"
            assert page.is_file(), page
            text = page.read_text(encoding="utf-8")
            assert "<h1" in text and len(text) > 2000
        assert (ROOT / "docs" / "rules" / f"{game_id}.md").is_file()


def test_no_italian_article_is_glued_to_a_number() -> None:
    """Italian's article depends on how the number is said ("il 7%", but "l'8%", "l'11%", "l'80%"), so a
    translation never writes a fixed "il" or "lo" before a number filled in at run time; it says
    "{win} volte su 100" instead."""
    glued = re.compile(r"\b(il|lo|del|al|nel|dal)\s+\{[a-z_]+\}\s*%")
    found = [
        f"{context}: {text}"
        for (context, _source), translation in entries(ROOT / "translations" / "tabletop_qt_it.ts").items()
        for text in forms(translation)
        if glued.search(text)
    ]
    assert found == []
