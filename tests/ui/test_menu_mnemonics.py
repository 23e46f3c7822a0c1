"""No menu has two entries with one mnemonic (&), in any language: Alt+letter must reach one item."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu

from tabletop_qt.i18n.languages import Language, LanguageManager
from tabletop_qt.ui.main_window import MainWindow


def mnemonic(text: str) -> str | None:
    match = re.search(r"&([^&])", text.replace("&&", ""))
    return match.group(1).lower() if match else None


def clashes(menu: QMenu) -> list[str]:
    """Entries of ``menu`` (and of its submenus, each on its own) whose letter another entry already has.
    Both texts of an action that changes its text (Pause / Resume) count, as either may be shown."""
    seen: dict[str, str] = {}
    out = []
    for action in menu.actions():
        if action.isSeparator():
            continue
        letter = mnemonic(action.text())
        if letter is not None:
            if letter in seen:
                out.append(f"{menu.title()}: {seen[letter]!r} and {action.text()!r} share &{letter}")
            seen[letter] = action.text()
        if action.menu() is not None:
            out += clashes(action.menu())
    return out


@pytest.mark.parametrize("language", list(Language))
def test_every_menu_has_one_item_per_mnemonic(qtbot, window: MainWindow, languages: LanguageManager, language: Language) -> None:  # type: ignore[no-untyped-def]
    languages.set_language(language)
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() != "")
    found = []
    bar_letters: dict[str, str] = {}
    for action in window.menuBar().actions():
        letter = mnemonic(action.text())
        if letter in bar_letters:
            found.append(f"menu bar: {bar_letters[letter]!r} and {action.text()!r}")
        if letter is not None:
            bar_letters[letter] = action.text()
        found += clashes(action.menu())
    # The pause action's other text (Resume, while paused) must not clash with the Game menu's other items.
    for text in (QCoreApplication.translate("Main", "&Resume"), QCoreApplication.translate("Main", "&Pause")):
        others = {mnemonic(a.text()): a.text() for a in window.game_menu.actions() if a is not window.pause_action}
        if mnemonic(text) in others:
            found.append(f"{text!r} and {others[mnemonic(text)]!r}")
    assert not found, "\n".join(found)
