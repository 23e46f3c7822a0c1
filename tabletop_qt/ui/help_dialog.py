"""The in-app rules help: one HTML page per game and language, written by the project."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from pathlib import Path

from PySide6.QtCore import QEvent, QUrl
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from tabletop_qt.paths import resources_dir
from tabletop_qt.ui.texts import game_name


HELP_SIZE = (640, 590)


def help_path(game_id: str, language: str) -> Path:
    folder = resources_dir() / "help"
    path = folder / language / f"{game_id}.html"
    return path if path.is_file() else folder / "en" / f"{game_id}.html"


class HelpDialog(QDialog):
    def __init__(self, game_id: str, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("help_dialog")
        self._game_id = game_id
        self._browser = QTextBrowser()
        self._browser.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self._browser)
        layout.addWidget(buttons)
        # Under 640 px high with its title bar: it opens whole on a 1024x640 laptop (its text scrolls).
        self.resize(*HELP_SIZE)
        self.set_language(language)

    def set_language(self, language: str) -> None:
        path = help_path(self._game_id, language)
        self._browser.setSource(QUrl.fromLocalFile(str(path)))
        self.retranslate_ui()

    def text(self) -> str:
        return self._browser.toPlainText()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Help", "Rules of {game}").format(game=game_name(self._game_id)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
