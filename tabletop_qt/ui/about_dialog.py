"""Help ▸ About Tabletop Qt: the version, the licence, who made the games, and what the project made itself.

What is said about the app and its games (the pitch, the credits, the house-set note) comes from the one description
of the app, core/games/metadata.py, in the interface's language; the dialog's own words go through Qt's
translations. Non-modal (shown, never exec()'d: the app runs on qasync, and a player may keep it open while playing);
it re-words itself on a language switch.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QTextBrowser, QVBoxLayout, QWidget

from tabletop_qt import __version__
from tabletop_qt.core.games import GAMES
from tabletop_qt.core.games.metadata import APP_NAME, APP_PITCH, HOUSE_SET_NOTE, LICENCE, credit
from tabletop_qt.paths import resources_dir
from tabletop_qt.ui.texts import interface_language


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about_dialog")
        self.setModal(False)
        self._title = QLabel()
        self._title.setObjectName("about_title")
        self._title.setTextFormat(Qt.TextFormat.PlainText)
        font = self._title.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self._title.setFont(font)
        self._version = QLabel()
        self._version.setObjectName("about_version")
        self._version.setTextFormat(Qt.TextFormat.PlainText)
        self._version.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._body = QTextBrowser()
        self._body.setObjectName("about_body")
        self._body.setOpenExternalLinks(False)
        self._body.setFrameShape(QTextBrowser.Shape.NoFrame)
        # The text is part of the dialog, not a document in a box: the dialog's own background shows through.
        self._body.viewport().setAutoFillBackground(False)
        self._body.setStyleSheet("QTextBrowser { background: transparent; }")
        self._buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self._buttons.rejected.connect(self.close)
        icon = QLabel()
        icon.setObjectName("about_icon")
        path = resources_dir() / "icons" / "tabletop-qt.svg"
        if path.is_file():
            side = round(64 * self.devicePixelRatioF())
            pixmap = QIcon(str(path)).pixmap(side, side)
            pixmap.setDevicePixelRatio(self.devicePixelRatioF())
            icon.setPixmap(pixmap)
        heading = QVBoxLayout()
        heading.setSpacing(2)
        heading.addStretch(1)
        heading.addWidget(self._title)
        heading.addWidget(self._version)
        heading.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(icon)
        top.addLayout(heading, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self._body, 1)
        layout.addWidget(self._buttons)
        self.resize(560, 540)
        self.retranslate_ui()

    def text(self) -> str:
        """Everything the dialog says, as plain text (for tests and screen readers' checks)."""
        return "\n".join((self.windowTitle(), self._title.text(), self._version.text(), self._body.toPlainText()))

    def retranslate_ui(self) -> None:
        lang = interface_language()
        self.setWindowTitle(QCoreApplication.translate("About", "About Tabletop Qt"))
        self._title.setText(APP_NAME)
        self._version.setText(QCoreApplication.translate("About", "Version {version}").format(version=__version__))
        credits = "".join(f"<li>{escape(credit(game_id, lang))}</li>" for game_id in GAMES)
        licence = QCoreApplication.translate(
            "About",
            "Tabletop Qt is free software, under the GNU General Public License, version 3 or (at your choice) any "
            "later version ({licence}). It comes with no warranty.",
        ).format(licence=LICENCE)
        makers = QCoreApplication.translate("About", "The games and their makers")
        owners = QCoreApplication.translate(
            "About",
            "The games' names, rules and designs belong to their authors and publishers; Tabletop Qt is an "
            "unofficial adaptation, neither made nor endorsed by them.",
        )
        licence_heading = QCoreApplication.translate("About", "Licence")
        # lupdate does not see translate() inside f-strings: every text is looked up above, then placed.
        self._body.setHtml(
            f"<p>{escape(APP_PITCH[lang])}</p>"
            f"<h3>{escape(makers)}</h3>"
            f"<ul>{credits}</ul>"
            f"<p>{escape(owners)}</p>"
            f"<p>{escape(HOUSE_SET_NOTE[lang])}</p>"
            f"<h3>{escape(licence_heading)}</h3>"
            f"<p>{escape(licence)}</p>"
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
