"""Help ▸ About Tabletop Qt: the version, the licence, every game's designer and publisher as the rulebooks name them,
and the house set as the project's own; non-modal, and re-worded by the language switch."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tabletop_qt import __version__
from tabletop_qt.core.games import GAMES
from tabletop_qt.core.games.metadata import GAME_INFO, LICENCE
from tabletop_qt.i18n.languages import Language
from tabletop_qt.ui.main_window import MainWindow

# As the rulebooks (and /work/shared/rulebooks/README.md) name them; None where none does.
MAKERS = {
    "tea_time": ("Emanuele Ornella", None),
    "times_square": ("Reiner Knizia", "Kosmos"),
    "frantic_frankfurt": ("Günter Burkhardt", "Kronberger Spiele"),
    "high_noon_saloon": (None, "Slugfest Games"),
}


def test_about_names_the_version_licence_and_every_games_makers_in_every_language(qtbot, window: MainWindow) -> None:
    assert set(MAKERS) == set(GAMES)
    window.about_action.trigger()
    dialog = window.about_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert dialog.isVisible() and not dialog.isModal()
    assert dialog.windowModality() == Qt.WindowModality.NonModal and QApplication.activeModalWidget() is not dialog
    expected = {
        Language.ENGLISH: ("About Tabletop Qt", "a game by", "published by", "house set"),
        Language.ITALIAN: ("Informazioni su Tabletop Qt", "un gioco di", "pubblicato da", "set della casa"),
        Language.DUTCH: ("Over Tabletop Qt", "een spel van", "uitgegeven door", "huisset"),
    }
    for language, (title, by, published, house) in expected.items():
        window.language_actions[language].trigger()
        qtbot.waitUntil(lambda title=title: dialog.windowTitle() == title)
        text = dialog.text()
        assert __version__ in text and LICENCE in text
        assert by in text and published in text and house in text
        for game_id, (designer, publisher) in MAKERS.items():
            assert GAME_INFO[game_id].name in text
            assert designer is None or designer in text, (language, game_id)
            assert publisher is None or publisher in text, (language, game_id)
    # The window still answers while the dialog is open: it is not modal.
    window.language_actions[Language.ENGLISH].trigger()
    qtbot.waitUntil(lambda: window.game_menu.title().replace("&", "") == "Game")
    assert dialog.isVisible()
    # Asking again shows the same dialog, not a second one.
    window.about_action.trigger()
    assert window.about_dialog is dialog


def test_a_widget_rewording_itself_on_a_language_switch_gets_the_games_lines_in_the_new_language(
    qtbot, languages
) -> None:
    """game_blurb reads the one description in the interface's language: by the time a widget handles LanguageChange
    (the home page re-words its tiles there), the language it reads must already be the new one."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QWidget

    from tabletop_qt.core.games import metadata
    from tabletop_qt.ui.texts import game_blurb

    seen: list[str] = []

    class Recorder(QWidget):
        def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.LanguageChange:
                seen.append(game_blurb("high_noon_saloon"))
            super().changeEvent(event)

    widget = Recorder()
    qtbot.addWidget(widget)
    widget.show()
    for language in (Language.DUTCH, Language.ITALIAN, Language.ENGLISH):
        seen.clear()
        languages.set_language(language)
        qtbot.waitUntil(lambda: bool(seen))
        assert set(seen) == {metadata.blurb("high_noon_saloon", language.value)}, language
