"""The page a game is played on: the table scene, and beside it whose turn, the controls and the log."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from typing import Any

from PySide6.QtCore import QEvent, QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tabletop_qt.table.seats import SeatKind
from tabletop_qt.table.update import TableUpdate
from tabletop_qt.ui.lan_panel import LanPanel
from tabletop_qt.ui.scenes.tea_time_scene import TeaTimeScene
from tabletop_qt.ui.table_view import TableView
from tabletop_qt.ui.texts import event_text, reason_text

# Shown in place of the table while a table on the network waits for its host to start the game.
WAITING_SEATED = QT_TRANSLATE_NOOP("Game", "You have a seat at “{table}”.\nWaiting for the host to start the game…")
WAITING_WATCHING = QT_TRANSLATE_NOOP("Game", "You are watching “{table}”.\nWaiting for the host to start the game…")


class GamePage(QWidget):
    """Plays whatever table its controller speaks for: a TableController (this computer's rules thread) or a
    RemoteTableController (a table on another computer); both have the same signals and methods."""

    game_finished = Signal(object)  # the final TableUpdate
    undo_available = Signal(bool)

    def __init__(self, controller: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("game_page")
        self._controller: Any = None
        self._waiting: tuple[str, str] | None = None
        self._update: TableUpdate | None = None
        self._finished_version: int | None = None
        self._message: tuple[str, dict[str, Any]] | None = None
        self._last_actor: int | None = None

        self.scene = TeaTimeScene(self)
        self.view = TableView(self.scene)
        self.scene.take_requested.connect(self._on_scene_take_requested)
        self.scene.explain_requested.connect(self._on_scene_explain_requested)
        self.scene.selection_changed.connect(self._on_scene_selection_changed)

        self._round = QLabel()
        self._round.setObjectName("round_label")
        self._turn = QLabel()
        self._turn.setObjectName("turn_label")
        self._turn.setWordWrap(True)
        font = self._turn.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self._turn.setFont(font)
        self._status = QLabel()
        self._status.setObjectName("status_label")
        self._status.setWordWrap(True)
        self._status.setStyleSheet("color: #c0392b;")
        self._take = QPushButton()
        self._take.setObjectName("take_button")
        self._take.setEnabled(False)
        self._take.clicked.connect(self.scene.confirm)
        self._clear = QPushButton()
        self._clear.setObjectName("clear_button")
        self._clear.clicked.connect(self.scene.clear_selection)
        self._undo = QPushButton()
        self._undo.setObjectName("undo_button")
        self._undo.setEnabled(False)
        self._undo.clicked.connect(self._on_undo_clicked)
        buttons = QHBoxLayout()
        buttons.addWidget(self._take)
        buttons.addWidget(self._clear)
        self._log_box = QGroupBox()
        self._log = QListWidget()
        self._log.setObjectName("game_log")
        self._log.setWordWrap(True)
        log_layout = QVBoxLayout(self._log_box)
        log_layout.addWidget(self._log)

        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.addWidget(self._round)
        side_layout.addWidget(self._turn)
        side_layout.addWidget(self._status)
        side_layout.addLayout(buttons)
        side_layout.addWidget(self._undo)
        side_layout.addWidget(self._log_box, 3)
        self.lan = LanPanel()
        self.lan.setVisible(False)
        side_layout.addWidget(self.lan, 2)
        side.setMinimumWidth(240)
        side.setMaximumWidth(400)
        side.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

        self._waiting_label = QLabel()
        self._waiting_label.setObjectName("waiting_label")
        self._waiting_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._waiting_label.setWordWrap(True)
        self._waiting_label.setAutoFillBackground(True)
        self._waiting_label.setStyleSheet("background: #1f5f3f; color: #fff8e6; padding: 24px;")
        font = self._waiting_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        self._waiting_label.setFont(font)
        self._table_stack = QStackedWidget()
        self._table_stack.addWidget(self.view)
        self._table_stack.addWidget(self._waiting_label)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self._table_stack)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 0)
        splitter.setCollapsible(0, False)
        splitter.setCollapsible(1, False)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)

        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QShortcut(QKeySequence(key), self, self.scene.confirm)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.scene.clear_selection)

        if controller is not None:
            self.set_controller(controller)
        self.retranslate_ui()

    # ------------------------------------------------------------------ the table it follows
    @property
    def controller(self) -> Any:
        return self._controller

    def set_controller(self, controller: Any) -> None:
        """Follow another table: its positions, refusals and explanations from now on."""
        if controller is self._controller:
            return
        old = self._controller
        if old is not None:
            for signal, slot in (
                (old.table_updated, self._on_controller_table_updated),
                (old.intent_rejected, self._on_controller_intent_rejected),
                (old.intent_explained, self._on_controller_intent_explained),
            ):
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass
        self._controller = controller
        self._update = None
        self._finished_version = None
        self._message = None
        self._last_actor = None
        self._log.clear()
        if self.scene.selection:
            self.scene.clear_selection()
        self._take.setEnabled(False)
        self._undo.setEnabled(False)
        controller.table_updated.connect(self._on_controller_table_updated)
        controller.intent_rejected.connect(self._on_controller_intent_rejected)
        controller.intent_explained.connect(self._on_controller_intent_explained)
        self._retranslate_labels()

    def set_lan(self, enabled: bool) -> None:
        """Show the seats and the chat of a table on the network (and hide undo, which it never offers)."""
        self.lan.setVisible(enabled)
        self._undo.setVisible(not enabled)

    def show_waiting(self, table: str, spectator: bool) -> None:
        """Before a table on the network starts: a sentence in place of the cards."""
        self._waiting = (WAITING_WATCHING if spectator else WAITING_SEATED, table)
        self._table_stack.setCurrentWidget(self._waiting_label)
        self._retranslate_labels()

    def is_waiting(self) -> bool:
        return self._table_stack.currentWidget() is self._waiting_label

    # ------------------------------------------------------------------ reading
    @property
    def update_shown(self) -> TableUpdate | None:
        return self._update

    def names(self) -> list[str]:
        return [s.name for s in self._update.setup.seats] if self._update else []

    def acting_seat(self) -> int | None:
        """The local person whose turn it is, if any."""
        update = self._update
        if update is None or update.outcome.finished:
            return None
        for seat in update.current_seats:
            if update.setup.seats[seat].kind is SeatKind.HUMAN:
                return seat
        return None

    def viewer_seat(self) -> int | None:
        update = self._update
        if update is None:
            return None
        acting = self.acting_seat()
        if acting is not None:
            return acting
        humans = [i for i, s in enumerate(update.setup.seats) if s.kind is SeatKind.HUMAN]
        if self._last_actor in humans:
            return self._last_actor
        return humans[0] if humans else None

    def status_text(self) -> str:
        return self._status.text()

    def log_lines(self) -> list[str]:
        return [self._log.item(i).text() for i in range(self._log.count())]

    # ------------------------------------------------------------------ slots
    def _on_controller_table_updated(self, update: TableUpdate) -> None:
        old = self._update
        self._update = update
        if self._waiting is not None:
            self._waiting = None
            self._table_stack.setCurrentWidget(self.view)
        acting = self.acting_seat()
        if acting is not None:
            self._last_actor = acting
        if old is None or old.setup != update.setup:
            self.view.setFocus()  # a new table: the keyboard plays it straight away
        seat = self.viewer_seat()
        legal = update.legal.get(acting, []) if acting is not None else []
        self.scene.show_view(update.view_for(seat), self.names(), legal, update.events)
        if old is None or old.version != update.version:
            self._message = None
        self._render_log(old)
        self._undo.setEnabled(update.can_undo)
        self.undo_available.emit(update.can_undo)
        self._retranslate_labels()
        self._controller.acknowledge(update.version)
        if update.outcome.finished and self._finished_version != update.version:
            self._finished_version = update.version
            self.game_finished.emit(update)

    def _on_controller_intent_rejected(self, seat: int, reason: str, details: Any) -> None:
        self._message = (reason, dict(details or {}))
        self._show_message()

    def _on_controller_intent_explained(self, seat: int, action: Any, reason: str, details: Any) -> None:
        if reason:
            self._message = (reason, dict(details or {}))
            self._show_message()

    def _on_undo_clicked(self) -> None:
        if self._controller is not None:
            self._controller.undo()

    def _on_scene_take_requested(self, cells: list[int]) -> None:
        seat = self.acting_seat()
        if seat is not None:
            self._controller.submit(seat, {"type": "take", "cells": cells})

    def _on_scene_explain_requested(self, cells: list[int]) -> None:
        seat = self.acting_seat()
        if seat is not None:
            self._controller.explain(seat, {"type": "take", "cells": cells})

    def _on_scene_selection_changed(self, cells: list[int], valid: bool) -> None:
        self._take.setEnabled(valid)
        self._clear.setEnabled(bool(cells))
        if cells:
            self._message = None
            self._show_message()

    # ------------------------------------------------------------------ text
    def _show_message(self) -> None:
        self._status.setText(reason_text(*self._message) if self._message else "")

    def _render_log(self, old: TableUpdate | None) -> None:
        update = self._update
        if update is None:
            return
        names = self.names()
        keep = 0
        if old is not None and old.setup == update.setup and len(old.log) <= len(update.log):
            if all(a is b or a == b for a, b in zip(old.log, update.log)):
                keep = len(old.log)
        if keep == 0:
            self._log.clear()
        for entry in update.log[keep:]:
            for event in entry.events:
                text = event_text(event, names)
                if text:
                    self._log.addItem(text)
        self._log.scrollToBottom()

    def _rerender_log(self) -> None:
        self._log.clear()
        self._render_log(None)

    def retranslate_ui(self) -> None:
        self._retranslate_labels()
        self.scene.retranslate()

    def _retranslate_labels(self) -> None:
        self._take.setText(QCoreApplication.translate("Game", "Take the cards"))
        self._clear.setText(QCoreApplication.translate("Game", "Clear"))
        self._undo.setText(QCoreApplication.translate("Game", "Undo"))
        self._log_box.setTitle(QCoreApplication.translate("Game", "Game log"))
        self._show_message()
        if self._waiting is not None:
            source, table = self._waiting
            self._waiting_label.setText(QCoreApplication.translate("Game", source).format(table=table))
        update = self._update
        if update is None:
            self._round.clear()
            self._turn.clear()
            return
        view = update.view_for(self.viewer_seat())
        self._round.setText(
            QCoreApplication.translate("TeaTime", "Round {round} of {rounds}").format(round=view["round"], rounds=view["rounds_total"])
        )
        names = self.names()
        if update.outcome.finished:
            self._turn.setText(QCoreApplication.translate("Game", "The game is over."))
        elif self.acting_seat() is not None:
            max_take = view["max_take"]
            if max_take == 1:
                text = QCoreApplication.translate("TeaTime", "{player}, your turn: take one card; Alice takes its place.")
            elif max_take == 2:
                text = QCoreApplication.translate("TeaTime", "{player}, your turn: take 1 or 2 adjacent cards in a line.")
            else:
                text = QCoreApplication.translate("TeaTime", "{player}, your turn: take 1 to 3 adjacent cards in a line.")
            self._turn.setText(text.format(player=names[self.acting_seat() or 0]))
        else:
            current = update.current_seats[0] if update.current_seats else 0
            self._turn.setText(QCoreApplication.translate("Game", "{player} is thinking…").format(player=names[current]))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self._rerender_log()
        super().changeEvent(event)
