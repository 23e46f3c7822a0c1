"""The game page's part for a table on the network: who sits where and whether they are connected, and the chat."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tabletop_qt.net.messages import MAX_CHAT
from tabletop_qt.ui.peer_text import CHAT_CHARS, peer_name, peer_text, plain_label
from tabletop_qt.ui.texts import reason_text, seat_state_text

CHAT_KEEP = 300  # chat lines the panel keeps, the newest: a flood of lines costs the same at its 300th and its
# 3,000th line (the list's relayout grows with its length; review rows 21-22)
TEAM_LINE = QColor("#1e7a46")  # team messages: the colour says "only your team reads this" at a glance
NOTICE_LINE = QColor("#7f7f7f")


class LanPanel(QWidget):
    """Seats and chat. In a team game a seat's chat may go "to my team" only (``set_team_chat``); team lines are
    marked and coloured, and a refusal from the host shows as a notice line."""

    chat_sent = Signal(str)  # text for the whole table
    team_chat_sent = Signal(str)  # text for this seat's team only
    give_to_bot_requested = Signal(int)  # seat

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lan_panel")
        self._seats: tuple[dict[str, Any], ...] = ()
        self._own_seat: int | None = None
        self._hosting = False
        self._status_source: tuple[str, dict[str, Any]] | None = None
        # Chat lines kept as their sources, so a language switch re-words the team marks and notices.
        self._lines: list[tuple[str, str, str]] = []  # (kind: "all" / "team" / "notice", name, text or reason)

        self._status = plain_label(QLabel())  # its sentences carry addresses and names
        self._status.setObjectName("lan_status")
        self._status.setWordWrap(True)
        self._status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._seats_box = QGroupBox()
        self._seat_list = QListWidget()
        self._seat_list.setObjectName("lan_seats")
        self._seat_list.setWordWrap(True)
        self._seat_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # As tall as its seats, however long a state reads in the language.
        self._seat_list.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self._seat_list.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._seat_list.currentRowChanged.connect(self._on_seat_list_current_row_changed)
        self._give = QPushButton()
        self._give.setObjectName("lan_give_to_bot")
        self._give.setVisible(False)
        self._give.clicked.connect(self._on_give_clicked)
        seats_layout = QVBoxLayout(self._seats_box)
        seats_layout.addWidget(self._seat_list)
        seats_layout.addWidget(self._give)

        self._chat_box = QGroupBox()
        self._chat = QListWidget()
        self._chat.setObjectName("lan_chat")
        self._chat.setWordWrap(True)
        # Lines wrap to the panel's width, a long word too: a sideways scroll bar would hide the rest of a line.
        self._chat.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # The chat takes the room left over; the game log above it keeps its own.
        self._chat.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self._chat.setMinimumHeight(72)
        # Items are laid out in batches as they come: a line added does not lay out every line again at once.
        self._chat.setLayoutMode(QListView.LayoutMode.Batched)
        self._input = QLineEdit()
        self._input.setObjectName("lan_chat_input")
        self._input.setMaxLength(MAX_CHAT)
        self._input.returnPressed.connect(self._on_input_return_pressed)
        self._send = QPushButton()
        self._send.setObjectName("lan_chat_send")
        self._send.clicked.connect(self._on_input_return_pressed)
        # "To my team": only for a seat of a team game whose host keeps team messages to the team.
        self._team = QCheckBox()
        self._team.setObjectName("lan_chat_team")
        self._team.setVisible(False)
        self._team.toggled.connect(self._on_team_toggled)
        line = QHBoxLayout()
        line.addWidget(self._input, 1)
        line.addWidget(self._send)
        chat_layout = QVBoxLayout(self._chat_box)
        chat_layout.addWidget(self._chat, 1)
        chat_layout.addWidget(self._team)
        chat_layout.addLayout(line)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._status)
        layout.addWidget(self._seats_box)
        layout.addWidget(self._chat_box, 1)
        self.retranslate_ui()

    # ------------------------------------------------------------------ filling
    def reset(self, hosting: bool, own_seat: int | None) -> None:
        self._hosting = hosting
        self._own_seat = own_seat
        self._seats = ()
        self._seat_list.clear()
        self._chat.clear()
        self._lines = []
        self._input.clear()
        self._input.setEnabled(True)
        self._send.setEnabled(True)
        self.set_team_chat(False)
        self.set_status(None)
        self._sync_give()

    def set_seats(self, seats: Sequence[dict[str, Any]]) -> None:
        self._seats = tuple(seats)
        current = self._seat_list.currentRow()
        self._seat_list.clear()
        for index in range(len(self._seats)):
            item = QListWidgetItem()
            if index == self._own_seat:
                font = QFont(item.font())
                font.setBold(True)
                item.setFont(font)
            self._seat_list.addItem(item)
        self._retranslate_seats()
        if 0 <= current < self._seat_list.count():
            self._seat_list.setCurrentRow(current)
        self._sync_give()

    def seat_lines(self) -> list[str]:
        return [self._seat_list.item(i).text() for i in range(self._seat_list.count())]

    def add_chat(self, name: str, text: str, team: bool = False) -> None:
        """A chat line as another computer sent it: shown as plain, one-line, trimmed text (list items are plain).
        ``team``: a message only the team reads, marked as such."""
        self._add_line(("team" if team else "all", peer_name(name), peer_text(text, CHAT_CHARS)))

    def add_chat_notice(self, reason: str) -> None:
        """The host refused a message of ours: why, in this computer's language (a reason code)."""
        self._add_line(("notice", "", reason))

    def _add_line(self, line: tuple[str, str, str]) -> None:
        while len(self._lines) >= CHAT_KEEP:  # the oldest line goes
            del self._lines[0]
            self._chat.takeItem(0)  # the item returned is Python's now, and freed with it
        self._lines.append(line)
        self._chat.addItem(QListWidgetItem())
        self._word_line(self._chat.count() - 1)
        self._chat.scrollToBottom()

    def set_team_chat(self, available: bool) -> None:
        """Offer "to my team" (a seat of a team game) or not; unchecked when it goes away."""
        if not available and self._team.isChecked():
            self._team.setChecked(False)
        self._team.setVisible(available)

    def team_chat_offered(self) -> bool:
        return not self._team.isHidden()

    def set_to_team(self, on: bool) -> None:
        """Write to the team (True) or the table; only while team chat is offered."""
        self._team.setChecked(on and self.team_chat_offered())

    def chat_lines(self) -> list[str]:
        return [self._chat.item(i).text() for i in range(self._chat.count())]

    def set_status(self, source: str | None, **values: Any) -> None:
        """An untranslated status sentence (context "Lan") and its placeholders, worded again on language change."""
        self._status_source = (source, values) if source else None
        self._retranslate_status()

    def status_text(self) -> str:
        return self._status.text()

    def set_chat_enabled(self, enabled: bool) -> None:
        self._input.setEnabled(enabled)
        self._send.setEnabled(enabled)

    # ------------------------------------------------------------------ slots
    def _on_input_return_pressed(self) -> None:
        text = self._input.text().strip()
        if text:
            self._input.clear()
            if self._team.isChecked() and self.team_chat_offered():
                self.team_chat_sent.emit(text)
            else:
                self.chat_sent.emit(text)

    def _on_team_toggled(self, _: bool) -> None:
        self._retranslate_input()

    def _on_give_clicked(self) -> None:
        row = self._seat_list.currentRow()
        if self._away(row):
            self.give_to_bot_requested.emit(row)

    def _on_seat_list_current_row_changed(self, _: int) -> None:
        self._sync_give()

    def _away(self, row: int) -> bool:
        return 0 <= row < len(self._seats) and self._seats[row].get("state") == "away"

    def _sync_give(self) -> None:
        # Only the host gives seats away, and only those whose players did not come back.
        self._give.setVisible(self._hosting and any(s.get("state") == "away" for s in self._seats))
        self._give.setEnabled(self._hosting and self._away(self._seat_list.currentRow()))

    # ------------------------------------------------------------------ text
    def _retranslate_seats(self) -> None:
        for index, seat in enumerate(self._seats):
            item = self._seat_list.item(index)
            if item is None:
                continue
            name = peer_name(seat.get("name"), "") or QCoreApplication.translate("Lan", "Seat {number}").format(
                number=index + 1
            )
            state = seat_state_text(str(seat.get("state", "")), self._hosting)
            item.setText(QCoreApplication.translate("Lan", "{name} — {state}").format(name=name, state=state))
            if seat.get("state") in ("reconnecting", "away"):
                item.setForeground(QColor("#c0392b"))
            else:
                item.setData(Qt.ItemDataRole.ForegroundRole, None)

    def _word_line(self, row: int) -> None:
        item = self._chat.item(row)
        if item is None or row >= len(self._lines):
            return
        kind, name, text = self._lines[row]
        if kind == "team":
            item.setText(QCoreApplication.translate("Lan", "{name} (to the team): {text}").format(name=name, text=text))
            item.setForeground(TEAM_LINE)
        elif kind == "notice":
            item.setText(QCoreApplication.translate("Lan", "Not sent: {reason}").format(reason=reason_text(text)))
            item.setForeground(NOTICE_LINE)
        else:
            item.setText(QCoreApplication.translate("Lan", "{name}: {text}").format(name=name, text=text))

    def _retranslate_input(self) -> None:
        if self._team.isChecked():
            self._input.setPlaceholderText(QCoreApplication.translate("Lan", "Write to your team…"))
        else:
            self._input.setPlaceholderText(QCoreApplication.translate("Lan", "Write to the table…"))

    def _retranslate_status(self) -> None:
        if self._status_source is None:
            self._status.clear()
            self._status.setVisible(False)
            return
        source, values = self._status_source
        self._status.setText(QCoreApplication.translate("Lan", source).format(**values))
        self._status.setVisible(True)

    def retranslate_ui(self) -> None:
        self._seats_box.setTitle(QCoreApplication.translate("Lan", "Seats at the table"))
        self._chat_box.setTitle(QCoreApplication.translate("Lan", "Table chat"))
        self._team.setText(QCoreApplication.translate("Lan", "To my team only"))
        self._team.setToolTip(QCoreApplication.translate("Lan", "Only your teammates read it; the other teams and the spectators do not."))
        self._retranslate_input()
        for row in range(self._chat.count()):
            self._word_line(row)
        self._send.setText(QCoreApplication.translate("Lan", "Send"))
        self._give.setText(QCoreApplication.translate("Lan", "Give the seat to a bot"))
        self._retranslate_seats()
        self._retranslate_status()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
