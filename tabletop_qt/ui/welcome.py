"""The first-run welcome: a short note on the home screen pointing to "New game", "Join a table" and the Language
menu, with a "Learn to play" button for each game that has a tutorial. It is a panel of the page, not a window: nothing waits for it (no exec(), no modal box over the games), and
it is shown once, remembered in the settings under WELCOME_KEY when it is first shown.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tabletop_qt.tutorials import tutorial_games
from tabletop_qt.ui.texts import game_name

WELCOME_KEY = "welcome_shown"


def welcome_due(settings: QSettings) -> bool:
    """True until the welcome has been shown once on this computer."""
    return str(settings.value(WELCOME_KEY, "false")).lower() not in ("true", "1")


def remember_welcome(settings: QSettings) -> None:
    settings.setValue(WELCOME_KEY, True)
    settings.sync()


class WelcomeBanner(QFrame):
    dismissed = Signal()
    learn_requested = Signal(str)  # a game id: its tutorial

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome_banner")
        self.setFrameShape(QFrame.Shape.Box)
        self.setLineWidth(2)
        self.setForegroundRole(QPalette.ColorRole.Highlight)  # the box's line in the highlight colour
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        self._text = QLabel()
        self._text.setObjectName("welcome_text")
        self._text.setWordWrap(True)
        self.close_button = QPushButton()
        self.close_button.setObjectName("welcome_close")
        self.close_button.clicked.connect(self._on_close_button_clicked)
        self._learn_label = QLabel()
        self._learn_label.setObjectName("welcome_learn_text")
        self.learn_buttons: dict[str, QPushButton] = {}
        learn = QHBoxLayout()
        learn.addWidget(self._learn_label)
        for game_id in tutorial_games():
            button = QPushButton()
            button.setObjectName(f"welcome_learn_{game_id}")
            button.clicked.connect(lambda _=False, g=game_id: self.learn_requested.emit(g))
            learn.addWidget(button)
            self.learn_buttons[game_id] = button
        learn.addStretch(1)
        words = QVBoxLayout()
        words.addWidget(self._text)
        words.addLayout(learn)
        layout = QHBoxLayout(self)
        layout.addLayout(words, 1)
        layout.addWidget(self.close_button)
        self.retranslate_ui()

    def text(self) -> str:
        return self._text.text()

    def _on_close_button_clicked(self) -> None:
        self.hide()
        self.dismissed.emit()

    def retranslate_ui(self) -> None:
        self._text.setText(
            QCoreApplication.translate(
                "Home",
                "Welcome to Tabletop Qt! Click a game or “New game…” to play against bots or with friends at this "
                "computer; “Join a table…” (or a table listed under “Tables on your network”) sits you at a game "
                "on another computer. The Language menu switches between English, Italian and Dutch.",
            )
        )
        self.close_button.setText(QCoreApplication.translate("Home", "Got it"))
        self._learn_label.setText(QCoreApplication.translate("Home", "New to a game? Learn it by playing:"))
        for game_id, button in self.learn_buttons.items():
            button.setText(game_name(game_id))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
