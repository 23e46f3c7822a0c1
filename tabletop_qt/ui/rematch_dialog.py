"""The host's "Play again" at a table on the network: the same seats, each guest's answer, and Start once all said
yes. A guest who leaves (or does not answer) has its seat given to a bot from here, or the host closes the table."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tabletop_qt.ui.host_lobby import bold_font
from tabletop_qt.ui.lan_session import HostSession
from tabletop_qt.ui.peer_text import peer_name, plain_label
from tabletop_qt.ui.texts import seat_state_text


class RematchDialog(QDialog):
    start_requested = Signal()
    close_requested = Signal()  # the host closes the table instead

    def __init__(self, session: HostSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rematch_dialog")
        self._session = session
        self._starting = False
        self._intro = QLabel()
        self._intro.setWordWrap(True)
        self._seats_box = QGroupBox()
        grid = QGridLayout(self._seats_box)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(2, 1)
        self._names: list[QLabel] = []
        self._answers: list[QLabel] = []
        self.bot_buttons: list[QPushButton] = []
        for index in range(len(session.seats())):
            name = plain_label(QLabel())  # a guest chose it
            name.setFont(bold_font(name.font()))
            answer = QLabel()
            answer.setObjectName(f"rematch_answer_{index}")
            button = QPushButton()
            button.setObjectName(f"rematch_bot_{index}")
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, seat=index: self._session.give_to_bot(seat))
            grid.addWidget(name, index, 1)
            grid.addWidget(answer, index, 2)
            grid.addWidget(button, index, 3)
            self._names.append(name)
            self._answers.append(answer)
            self.bot_buttons.append(button)
        self._buttons = QDialogButtonBox()
        self.start_button = QPushButton()
        self.start_button.setObjectName("rematch_start")
        self.start_button.setDefault(True)
        self.close_button = QPushButton()
        self.close_button.setObjectName("rematch_close")
        self.close_button.setAutoDefault(False)
        self._buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self._buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.start_button.clicked.connect(self._on_start_clicked)
        self.close_button.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self._intro)
        layout.addWidget(self._seats_box)
        layout.addWidget(self._buttons)
        session.seats_changed.connect(self._on_session_seats_changed)
        self.setMinimumWidth(480)
        self.retranslate_ui()

    def answer_text(self, index: int) -> str:
        return self._answers[index].text()

    def _on_session_seats_changed(self, _: Any) -> None:
        self._retranslate_seats()

    def _on_start_clicked(self) -> None:
        if self._session.can_start_rematch():
            self._starting = True
            self.start_requested.emit()
            self.accept()

    def reject(self) -> None:
        # As with the lobby: closing this dialog (its button, Esc, the window's X) closes the table.
        if not self._starting:
            self.close_requested.emit()
        super().reject()

    def _retranslate_seats(self) -> None:
        answers = self._session.rematch_answers()
        for index, seat in enumerate(self._session.seats()):
            self._names[index].setText(peer_name(seat.get("name"), "—"))
            answer = answers.get(index)
            if answer == "accepted":
                text = QCoreApplication.translate("Lan", "Plays again")
            elif answer == "waiting":
                if seat.get("state") in ("reconnecting", "away"):
                    text = seat_state_text(str(seat.get("state")), hosting=True)
                else:
                    text = QCoreApplication.translate("Lan", "Not answered yet")
            elif answer == "left":
                text = QCoreApplication.translate("Lan", "Left the table")
            else:
                text = seat_state_text(str(seat.get("state", "")), hosting=True)
            self._answers[index].setText(text)
            self.bot_buttons[index].setText(QCoreApplication.translate("Lan", "Give to a bot"))
            self.bot_buttons[index].setVisible(answer in ("waiting", "left"))
        self.start_button.setEnabled(self._session.can_start_rematch())

    def retranslate_ui(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Lan", "Play again"))
        self._intro.setText(
            QCoreApplication.translate(
                "Lan",
                "A new game with the same seats. The players on the network are asked; it starts once they all "
                "accept. Give the seat of anyone who leaves to a bot.",
            )
        )
        self._seats_box.setTitle(QCoreApplication.translate("Lan", "Seats"))
        self.start_button.setText(QCoreApplication.translate("Lan", "Start the new game"))
        self.close_button.setText(QCoreApplication.translate("Lan", "Close the table"))
        self._retranslate_seats()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
