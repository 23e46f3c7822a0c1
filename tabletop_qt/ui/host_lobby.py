"""The host's lobby: the table open on the network, who has sat down, and Start once every seat is taken."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tabletop_qt.bots import game_levels
from tabletop_qt.net.addresses import host_text
from tabletop_qt.ui.lan_session import HostSession
from tabletop_qt.ui.peer_text import peer_name, plain_label
from tabletop_qt.ui.texts import game_name, level_text, seat_state_text


class HostLobbyDialog(QDialog):
    start_requested = Signal()
    close_requested = Signal()  # the host gives up the table before the game

    def __init__(self, session: HostSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("host_lobby")
        self._session = session
        self._starting = False
        self._failed: str | None = None

        self._title = plain_label(QLabel())
        self._title.setObjectName("lobby_title")
        font = self._title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self._title.setFont(font)
        self._title.setWordWrap(True)
        self._game_label = QLabel()
        self._game = QLabel()
        self._address_label = QLabel()
        self._address = plain_label(QLabel())  # may hold an error's text
        self._address.setObjectName("lobby_address")
        self._address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._address.setWordWrap(True)
        self._address.setFont(bold_font(self._address.font()))
        self._code_label = QLabel()
        self._code = QLabel()
        self._code.setObjectName("lobby_code")
        self._code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._code.setWordWrap(True)
        self._announce = QLabel()
        self._announce.setObjectName("lobby_announce")
        self._announce.setWordWrap(True)
        # Someone on the network giving wrong join codes (the host slows them down; net/guard.py): by address.
        self._guessers: dict[str, Any] = {}
        self._guessing = plain_label(QLabel())
        self._guessing.setObjectName("lobby_guessing")
        self._guessing.setWordWrap(True)
        self._guessing.setStyleSheet("color: #b00020;")
        self._guessing.hide()
        info = QFormLayout()
        info.addRow(self._game_label, self._game)
        info.addRow(self._address_label, self._address)
        info.addRow(self._code_label, self._code)

        self._seats_box = QGroupBox()
        grid = QGridLayout(self._seats_box)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(2, 1)
        self._seat_numbers: list[QLabel] = []
        self._seat_names: list[QLabel] = []
        self._seat_states: list[QLabel] = []
        self.bot_buttons: list[QPushButton] = []
        self.bot_levels: list[QComboBox] = []  # the level of the bot an open seat is given to
        bold = QFont(self.font())
        bold.setBold(True)
        for index in range(len(session.seats())):
            number = QLabel()
            name = plain_label(QLabel())  # a guest chose it: "<b>…</b>" stays those characters
            name.setObjectName(f"lobby_seat_name_{index}")
            name.setFont(bold)
            state = QLabel()
            state.setObjectName(f"lobby_seat_state_{index}")
            button = QPushButton()
            button.setObjectName(f"lobby_seat_bot_{index}")
            button.clicked.connect(lambda _=False, seat=index: self._on_bot_clicked(seat))
            level = QComboBox()
            level.setObjectName(f"lobby_seat_level_{index}")
            level.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            for lvl in game_levels(session.core.game_id):
                level.addItem("", lvl)
            level.setCurrentIndex(level.findData("normal"))
            grid.addWidget(number, index, 0)
            grid.addWidget(name, index, 1)
            grid.addWidget(state, index, 2)
            grid.addWidget(level, index, 3)
            grid.addWidget(button, index, 4)
            self.bot_levels.append(level)
            self._seat_numbers.append(number)
            self._seat_names.append(name)
            self._seat_states.append(state)
            self.bot_buttons.append(button)
        self._hint = QLabel()
        self._hint.setObjectName("lobby_hint")
        self._hint.setWordWrap(True)

        self._buttons = QDialogButtonBox()
        self.start_button = QPushButton()
        self.start_button.setObjectName("lobby_start")
        self.start_button.setDefault(True)
        self._buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = QPushButton()
        self.close_button.setObjectName("lobby_close")
        self.close_button.setAutoDefault(False)
        self._buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.start_button.clicked.connect(self._on_start_clicked)
        self.close_button.clicked.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self._title)
        layout.addLayout(info)
        layout.addWidget(self._announce)
        layout.addWidget(self._guessing)
        layout.addWidget(self._seats_box)
        layout.addWidget(self._hint)
        layout.addWidget(self._buttons)
        session.seats_changed.connect(self._on_session_seats_changed)
        session.host.guessing.connect(self._on_host_guessing)
        self.setMinimumWidth(520)
        self.retranslate_ui()

    # ------------------------------------------------------------------ reading (tests, people)
    def seat_name(self, index: int) -> str:
        return self._seat_names[index].text()

    def seat_state(self, index: int) -> str:
        return self._seat_states[index].text()

    def address_text(self) -> str:
        return self._address.text()

    # ------------------------------------------------------------------ from the window
    def listening(self) -> None:
        """The session listens now: show where."""
        self.retranslate_ui()

    def failed(self, detail: str) -> None:
        self._failed = detail
        self.retranslate_ui()

    # ------------------------------------------------------------------ slots
    def _on_session_seats_changed(self, _: Sequence[dict[str, Any]]) -> None:
        self._retranslate_seats()

    def _on_bot_clicked(self, seat: int) -> None:
        self._session.give_to_bot(seat, str(self.bot_levels[seat].currentData()))

    def _on_start_clicked(self) -> None:
        if self._session.can_start():
            self._starting = True
            self.start_requested.emit()
            self.accept()

    def reject(self) -> None:
        if not self._starting:
            self.close_requested.emit()
        super().reject()

    # ------------------------------------------------------------------ text
    def _retranslate_seats(self) -> None:
        seats = self._session.seats()
        for index, seat in enumerate(seats):
            state = str(seat.get("state", ""))
            self._seat_numbers[index].setText(QCoreApplication.translate("Lan", "Seat {number}").format(number=index + 1))
            self._seat_names[index].setText(peer_name(seat.get("name"), "—"))
            self._seat_states[index].setText(seat_state_text(state, hosting=True))
            self.bot_buttons[index].setText(QCoreApplication.translate("Lan", "Give to a bot"))
            self.bot_buttons[index].setVisible(state == "open")
            self.bot_levels[index].setVisible(state == "open")
            for i in range(self.bot_levels[index].count()):
                self.bot_levels[index].setItemText(i, level_text(str(self.bot_levels[index].itemData(i))))
        free = sum(1 for s in seats if s.get("state") == "open")
        self.start_button.setEnabled(free == 0 and self._session.port is not None and self._failed is None)
        if self._failed is not None:
            self._hint.setText("")
        elif free:
            self._hint.setText(
                QCoreApplication.translate(
                    "Lan", "Open seats: {count}. Start is possible once every seat is taken; give a seat to a bot to start sooner."
                ).format(count=free)
            )
        else:
            self._hint.setText(QCoreApplication.translate("Lan", "Everyone is seated."))

    def _on_host_guessing(self, guesser: Any) -> None:
        self._guessers[str(guesser.address)] = guesser
        self._show_guessers()

    def _show_guessers(self) -> None:
        lines = [
            QCoreApplication.translate("Lan", "Someone at {address} has tried %n wrong join codes.", None, wrong).format(
                address=peer_name(address)
            )
            for address, wrong in sorted((address, int(g.wrong_codes)) for address, g in self._guessers.items())
        ]
        self._guessing.setText("\n".join(lines))
        self._guessing.setVisible(bool(lines))

    def retranslate_ui(self) -> None:
        session = self._session
        self._show_guessers()
        self.setWindowTitle(QCoreApplication.translate("Lan", "Table on the network"))
        self._title.setText(peer_name(session.table_name))
        self._game_label.setText(QCoreApplication.translate("Lan", "Game:"))
        self._game.setText(game_name(session.setup.game_id))
        self._address_label.setText(QCoreApplication.translate("Lan", "Address:"))
        self._code_label.setText(QCoreApplication.translate("Lan", "Join code:"))
        if self._failed is not None:
            self._address.setText(
                QCoreApplication.translate("Lan", "The table could not be opened: {detail}").format(detail=self._failed)
            )
        elif session.port is None:
            self._address.setText(QCoreApplication.translate("Lan", "Opening…"))
        else:
            addresses = session.addresses or [QCoreApplication.translate("Lan", "this computer's address")]
            self._address.setText("\n".join(f"{host_text(a)}:{session.port}" for a in addresses))
        if session.join_code:
            self._code.setText(
                QCoreApplication.translate("Lan", "{code} (needed to sit down)").format(code=session.join_code)
            )
        else:
            self._code.setText(
                QCoreApplication.translate(
                    "Lan", "None: an open table. Anyone on the network can join it and read what is sent."
                )
            )
        if session.port is None or self._failed is not None:
            self._announce.setText("")
        elif session.advertised:
            self._announce.setText(
                QCoreApplication.translate(
                    "Lan", "The table is announced on the local network: others find it with “Join a table on the network…” in the Game menu."
                )
            )
        else:
            self._announce.setText(
                QCoreApplication.translate(
                    "Lan", "The table could not be announced on the network; others can still join by typing the address."
                )
            )
        self._seats_box.setTitle(QCoreApplication.translate("Lan", "Seats"))
        self.start_button.setText(QCoreApplication.translate("Lan", "Start the game"))
        self.close_button.setText(QCoreApplication.translate("Lan", "Close the table"))
        self._retranslate_seats()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def bold_font(font: QFont) -> QFont:
    bold = QFont(font)
    bold.setBold(True)
    return bold
