"""The replay page: a finished game stepped through move by move on the game's own table.

It is a page of its own in the main window (beside the home page and the game page), with its own board of the
game, so a game in progress on the game page is neither replaced nor disturbed; closing it goes back to the page
the person came from. The board gets each position's view as a TableUpdate would give it, with no legal action, so
nothing can be played. Building the positions of a long game (every action re-applied through the rules) runs on a
worker thread; stepping then only asks the rules for a view (well under a millisecond).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tabletop_qt import gui_gc
from tabletop_qt.core.game import Event
from tabletop_qt.history.record import HistoryError, HistoryMode, HistoryProblem, HistoryRecord
from tabletop_qt.history.replay import Replay
from tabletop_qt.ui.boards import GameBoard, make_board
from tabletop_qt.ui.game_log import GameLog
from tabletop_qt.ui.history_dialog import mode_text, problem_text, when_text
from tabletop_qt.ui.page_layout import table_beside_side
from tabletop_qt.ui.peer_text import peer_name, plain_label
from tabletop_qt.ui.replay_hands import HandReader, OpenHands
from tabletop_qt.ui.replay_marks import MarkedSlider, ReplayJumps, ReplayMarks
from tabletop_qt.ui.replay_open_hand import hand_row_seat, open_hand_view, turns_hand_row
from tabletop_qt.ui.table_view import TableView
from tabletop_qt.ui.texts import event_text, game_name, joined, outcome_reason_text, words_of_catalog

log = logging.getLogger(__name__)

# Autoplay: milliseconds between two positions, by the speed's name.
SPEEDS: tuple[tuple[str, int], ...] = (
    (QT_TRANSLATE_NOOP("Replay", "Slow"), 1600),
    (QT_TRANSLATE_NOOP("Replay", "Normal"), 800),
    (QT_TRANSLATE_NOOP("Replay", "Fast"), 300),
    (QT_TRANSLATE_NOOP("Replay", "Very fast"), 100),
    (QT_TRANSLATE_NOOP("Replay", "Fastest"), 30),  # a 660-move game in about 20 s
)
DEFAULT_SPEED = 1
SIDE_WIDTH = (300, 420)

class _Builder(QObject):
    """Hands a Replay built on a worker thread to the GUI thread (the signal is queued across threads)."""

    built = Signal(int, object, object)  # generation, Replay or None, HistoryError or None


class ReplayPage(QWidget):
    closed = Signal()  # the person leaves the replay
    position_shown = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replay_page")
        self.record: HistoryRecord | None = None
        self.replay: Replay | None = None
        self.position = 0
        self.seat: int | None = None
        self.open_cards = False
        self._names: list[str] = []
        self._generation = 0
        self._threads: list[threading.Thread] = []
        self._error: HistoryError | None = None
        self._boards: dict[str, GameBoard] = {}
        self.board: GameBoard | None = None
        self.shown_view: Any = None
        self._reader: HandReader | None = None
        self._catalog: Any = None  # High Noon Saloon: the record's content pack, which words its log
        self.marks = ReplayMarks()  # where turns begin and attacks land (replay_marks.py)
        self._built_marks: dict[int, ReplayMarks] = {}  # by generation, from the builder thread
        self._builder = _Builder(self)
        self._builder.built.connect(self._on_builder_built)

        self.view = TableView(_blank_scene(self))
        self.view.setInteractive(False)  # nothing is played here: no card lights up under the pointer or takes a click
        self.hands = OpenHands()
        self.hands.setVisible(False)
        self._loading = plain_label(QLabel())
        self._loading.setObjectName("replay_loading")
        self._loading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._loading.setWordWrap(True)
        self._loading.setStyleSheet("background: #1f5f3f; color: #fff8e6; padding: 24px;")
        table = QWidget()
        table_layout = QVBoxLayout(table)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.setSpacing(0)
        table_layout.addWidget(self.view, 1)
        table_layout.addWidget(self.hands)
        from tabletop_qt.ui.analysis_panel import AnalysisPanel

        self.analysis = AnalysisPanel(self)  # the search's grading of the seat's moves, and its graph
        table_layout.addWidget(self.analysis)
        self._table_stack = QStackedWidget()
        self._table_stack.addWidget(self._loading)
        self._table_stack.addWidget(table)

        self._title = plain_label(QLabel())
        self._title.setObjectName("replay_title")
        self._title.setWordWrap(True)
        font = self._title.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self._title.setFont(font)
        self._players = plain_label(QLabel())
        self._players.setObjectName("replay_players")
        self._players.setWordWrap(True)
        self._seat_label = QLabel()
        self.seat_box = QComboBox()
        self.seat_box.setObjectName("replay_seat")
        self.seat_box.currentIndexChanged.connect(self._on_seat_box_current_index_changed)
        self._seat_label.setBuddy(self.seat_box)
        self._seat_note = plain_label(QLabel())
        self._seat_note.setObjectName("replay_seat_note")
        self._seat_note.setWordWrap(True)
        self._seat_note.setStyleSheet("color: palette(mid); font-style: italic;")
        self.open_box = QCheckBox()
        self.open_box.setObjectName("replay_open_cards")
        self.open_box.toggled.connect(self._on_open_box_toggled)

        self._where = plain_label(QLabel())
        self._where.setObjectName("replay_position")
        self._headline = plain_label(QLabel())
        self._headline.setObjectName("replay_headline")
        self._headline.setWordWrap(True)
        self._move = plain_label(QLabel())
        self._move.setObjectName("replay_move")
        self._move.setWordWrap(True)
        self._move.setMinimumHeight(2 * self._move.fontMetrics().lineSpacing())
        bold = self._move.font()
        bold.setBold(True)
        self._move.setFont(bold)

        style = self.style()
        self.first_button = self._step_button("replay_first", QStyle.StandardPixmap.SP_MediaSkipBackward, self.first)
        self.back_button = self._step_button("replay_back", QStyle.StandardPixmap.SP_MediaSeekBackward, self.back)
        self.play_button = self._step_button("replay_play", QStyle.StandardPixmap.SP_MediaPlay, self.toggle_autoplay)
        self.forward_button = self._step_button("replay_forward", QStyle.StandardPixmap.SP_MediaSeekForward, self.forward)
        self.last_button = self._step_button("replay_last", QStyle.StandardPixmap.SP_MediaSkipForward, self.last)
        self._play_icon = style.standardIcon(QStyle.StandardPixmap.SP_MediaPlay)
        self._pause_icon = style.standardIcon(QStyle.StandardPixmap.SP_MediaPause)
        steps = QHBoxLayout()
        for button in (self.first_button, self.back_button, self.play_button, self.forward_button, self.last_button):
            steps.addWidget(button)
        self.slider = MarkedSlider()
        self.slider.setObjectName("replay_slider")
        self.slider.setRange(0, 0)
        self.slider.setPageStep(10)
        self.slider.valueChanged.connect(self._on_slider_value_changed)
        self.jumps = ReplayJumps()
        self.jumps.jump_requested.connect(self.go_to)
        self._speed_label = QLabel()
        self.speed_box = QComboBox()
        self.speed_box.setObjectName("replay_speed")
        for _ in SPEEDS:
            self.speed_box.addItem("")
        self.speed_box.setCurrentIndex(DEFAULT_SPEED)
        self.speed_box.currentIndexChanged.connect(self._on_speed_box_current_index_changed)
        self._speed_label.setBuddy(self.speed_box)
        speed_line = QHBoxLayout()
        speed_line.addWidget(self._speed_label)
        speed_line.addWidget(self.speed_box, 1)
        self._timer = QTimer(self)
        self._timer.setInterval(SPEEDS[DEFAULT_SPEED][1])
        self._timer.timeout.connect(self._on_timer_timeout)

        self._log_box = QGroupBox()
        self._log = GameLog()
        self._log.setObjectName("replay_log")
        log_layout = QVBoxLayout(self._log_box)
        log_layout.addWidget(self._log)
        self.close_button = QPushButton()
        self.close_button.setObjectName("replay_close")
        self.close_button.clicked.connect(self._on_close_button_clicked)

        side = QWidget()
        side.setObjectName("replay_side")
        side_layout = QVBoxLayout(side)
        side_layout.addWidget(self._title)
        side_layout.addWidget(self._players)
        seat_line = QHBoxLayout()
        seat_line.addWidget(self._seat_label)
        seat_line.addWidget(self.seat_box, 1)
        side_layout.addLayout(seat_line)
        side_layout.addWidget(self._seat_note)
        side_layout.addWidget(self.open_box)
        side_layout.addWidget(self._where)
        side_layout.addLayout(steps)
        side_layout.addWidget(self.jumps)
        side_layout.addWidget(self.slider)
        side_layout.addLayout(speed_line)
        side_layout.addWidget(self._headline)
        side_layout.addWidget(self._move)
        side_layout.addWidget(self._log_box, 1)
        side_layout.addWidget(self.close_button)
        side.setMinimumWidth(SIDE_WIDTH[0])
        side.setMaximumWidth(SIDE_WIDTH[1])
        side.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self._side = side

        table_beside_side(self, self._table_stack, side)

        # Shortcuts come before the table's own keys (its arrows move a focus ring when a game is played).
        for key, slot in (
            (Qt.Key.Key_Left, self.back),
            (Qt.Key.Key_Right, self.forward),
            (Qt.Key.Key_Home, self.first),
            (Qt.Key.Key_End, self.last),
            (Qt.Key.Key_Space, self.toggle_autoplay),
            (Qt.Key.Key_PageUp, self.jumps.go_turn_back),
            (Qt.Key.Key_PageDown, self.jumps.go_turn_forward),
        ):
            shortcut = QShortcut(QKeySequence(key), self, slot)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self._on_close_button_clicked).setContext(
            Qt.ShortcutContext.WidgetWithChildrenShortcut
        )
        self._enable_steps()
        self.retranslate_ui()

    def _step_button(self, name: str, icon: QStyle.StandardPixmap, slot: Any) -> QToolButton:
        button = QToolButton()
        button.setObjectName(name)
        button.setIcon(self.style().standardIcon(icon))
        button.setAutoRaise(False)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        button.clicked.connect(slot)
        return button

    # ------------------------------------------------------------------ opening a record
    def open_record(self, record: HistoryRecord) -> None:
        """Show ``record``: its table appears once its positions are built (on a worker thread)."""
        self.stop_autoplay()
        self._generation += 1
        self.record = record
        self.replay = None
        self._error = None
        self.position = 0
        self.shown_view = None
        self._names = [peer_name(name) for name in record.names]
        self._log.clear()
        self._table_stack.setCurrentWidget(self._loading)
        self.hands.setVisible(False)
        self._enable_steps()
        self._retranslate_labels()
        generation = self._generation
        thread = threading.Thread(
            target=self._build, args=(generation, record), name="replay-builder", daemon=True
        )
        self._threads = [t for t in self._threads if t.is_alive()] + [thread]
        # The builder allocates as it replays: the collector must not run there and free the GUI thread's objects.
        gui_gc.install()
        thread.start()

    def _build(self, generation: int, record: HistoryRecord) -> None:
        """Worker thread: no Qt object is made or touched here, only the rules."""
        replay: Replay | None = None
        error: HistoryError | None = None
        try:
            replay = Replay(record)
            # The logs as each offered seat reads them are redacted once, here, not on the first step.
            for seat in replay.seats_to_show():
                replay.log(0, seat)
            self._built_marks[generation] = ReplayMarks.of(replay)
        except HistoryError as exc:
            error = exc
        except Exception as exc:  # a record the history package let through yet cannot replay: said, never raised
            log.exception("a history record could not be replayed")
            error = HistoryError(HistoryProblem.DAMAGED, None, repr(exc))
        try:
            self._builder.built.emit(generation, replay, error)
        except RuntimeError:
            pass  # the page was closed with the window meanwhile: nobody is waiting

    def is_loading(self) -> bool:
        return self.record is not None and self.replay is None and self._error is None

    def wait_built(self, timeout: float = 30.0) -> None:
        """Tests and screenshots: let the worker finish (the result still arrives through the event loop)."""
        for thread in list(self._threads):
            thread.join(timeout)

    def _on_builder_built(self, generation: int, replay: Replay | None, error: HistoryError | None) -> None:
        if generation != self._generation:
            return  # another record was opened meanwhile
        if error is not None or replay is None:
            self._error = error
            self._retranslate_labels()
            return
        self.replay = replay
        self.marks = self._built_marks.pop(generation, ReplayMarks())
        self._built_marks.clear()
        self.slider.set_marks(self.marks)
        record = replay.record
        self._use_board(record)
        self._fill_seats(replay)
        self.slider.blockSignals(True)
        self.slider.setRange(0, replay.positions - 1)
        self.slider.setValue(0)
        self.slider.blockSignals(False)
        self._table_stack.setCurrentIndex(1)
        self.show_position(0)
        self.view.setFocus()

    def _use_board(self, record: HistoryRecord) -> None:
        from tabletop_qt.content import table_engine

        board = self._boards.get(record.game_id)
        if board is None:
            board = self._boards[record.game_id] = make_board(record.game_id, self)
            board.controls.setParent(self)
            board.controls.hide()  # the replay plays nothing: the board's buttons are not shown
        self.board = board
        engine, pictures = table_engine(record.game_id, record.setup.options)
        self._catalog = getattr(engine, "catalog", None)  # a game whose content is data (packs) has one
        with self._words_of_this_game():
            board.use_game(engine, pictures)
        seat = _first_seat(record)
        board.prepare_table(record.setup.players, seat)
        self.view.setScene(board.scene)
        board.retranslate()
        self._reader = HandReader(record.game_id, engine, pictures)
        self.hands.use_reader(self._reader)

    def _fill_seats(self, replay: Replay) -> None:
        self.seat_box.blockSignals(True)
        self.seat_box.clear()
        for seat in replay.seats_to_show():
            self.seat_box.addItem("", seat)
        start = _first_seat(replay.record)
        self.seat_box.setCurrentIndex(max(0, self.seat_box.findData(start)))
        self.seat = self.seat_box.currentData()
        self.seat_box.setEnabled(self.seat_box.count() > 1)
        self.seat_box.blockSignals(False)
        self.open_cards = False
        self.open_box.blockSignals(True)
        self.open_box.setChecked(False)
        self.open_box.blockSignals(False)
        offered = self.open_cards_offered()
        self.open_box.setVisible(offered)
        self._retranslate_seats()

    def open_cards_offered(self) -> bool:
        """Every hand laid open: only a game recorded here whole (never a network game's one seat), and only where
        the table hides a hand at all."""
        replay = self.replay
        return replay is not None and replay.can_open_cards and self._reader is not None and self._reader.hides_hands

    # ------------------------------------------------------------------ stepping
    def go_to(self, position: int) -> None:
        replay = self.replay
        if replay is None:
            return
        position = max(0, min(position, replay.positions - 1))
        if position != self.slider.value():
            self.slider.setValue(position)  # shows it (valueChanged)
        else:
            self.show_position(position)

    def first(self) -> None:
        self.go_to(0)

    def back(self) -> None:
        self.go_to(self.position - 1)

    def forward(self) -> None:
        self.go_to(self.position + 1)

    def last(self) -> None:
        if self.replay is not None:
            self.go_to(self.replay.positions - 1)

    def set_seat(self, seat: int | None) -> None:
        index = self.seat_box.findData(seat)
        if index >= 0:
            self.seat_box.setCurrentIndex(index)

    def set_open_cards(self, on: bool) -> None:
        self.open_box.setChecked(on and self.open_cards_offered())

    @contextmanager
    def _words_of_this_game(self) -> Iterator[None]:
        """A game whose content is data words its log with one content pack at a time (set by the board for the
        table being played): the record's pack while the replay words something (ui/texts.py: words_of_catalog)."""
        with words_of_catalog(self._catalog):
            yield

    def show_position(self, position: int) -> None:
        with self._words_of_this_game():
            self._show_position(position)

    def _show_position(self, position: int) -> None:
        replay, board = self.replay, self.board
        if replay is None or board is None:
            return
        self.position = position
        seat = self.seat
        view = replay.view(position, seat)
        if self.open_cards and self.open_cards_offered():
            view = open_hand_view(replay.record.game_id, view, replay.open_views(position), seat)
        log = replay.log(position, seat)
        # The change that led here: its events mark the last move on the table, whichever way the person stepped.
        events: tuple[Event, ...] = ()
        if position > 0:
            before = len(replay.log(position - 1, seat))
            events = tuple(event for entry in log[before:] for event in entry.events)
        board.show_answer(None, self._names)
        board.set_motion(self.is_playing())  # autoplay animates the moves; a step by hand shows the position still
        board.show_view(view, self._names, [], events)
        board.show_countdown(None)
        self.shown_view = view
        self._show_hands()
        self._render_log(log)
        self._enable_steps()
        self.jumps.show_position(self.marks, position)
        self._retranslate_position()
        self.position_shown.emit(position)

    def _show_hands(self) -> None:
        replay = self.replay
        show = self.open_cards and replay is not None and self.open_cards_offered()
        self.hands.setVisible(show)
        if not show or replay is None:
            return
        row = hand_row_seat(replay.record.game_id, self.shown_view or {}, self.seat)  # face up on the table already
        seats = [s for s in range(replay.setup.players) if s != row]
        self.hands.show_hands(replay.open_views(self.position), seats, self._names)

    def _render_log(self, log: Sequence[Any]) -> None:
        lines = [text for entry in log for event in entry.events if (text := event_text(event, self._names))]
        old = self.log_lines()
        if len(lines) >= len(old) and lines[: len(old)] == old:
            if len(lines) > len(old):
                self._log.add_lines(lines[len(old) :])
        else:
            self._log.replace_lines(lines)

    def log_lines(self) -> list[str]:
        return self._log.lines()

    def _enable_steps(self) -> None:
        replay = self.replay
        last = replay.positions - 1 if replay is not None else 0
        ready = replay is not None
        self.first_button.setEnabled(ready and self.position > 0)
        self.back_button.setEnabled(ready and self.position > 0)
        self.forward_button.setEnabled(ready and self.position < last)
        self.last_button.setEnabled(ready and self.position < last)
        self.play_button.setEnabled(ready and (self.position < last or self._timer.isActive()))
        self.slider.setEnabled(ready)
        self.speed_box.setEnabled(ready)
        self.seat_box.setEnabled(ready and self.seat_box.count() > 1)

    # ------------------------------------------------------------------ autoplay
    def is_playing(self) -> bool:
        return self._timer.isActive()

    def start_autoplay(self) -> None:
        replay = self.replay
        if replay is None:
            return
        if self.position >= replay.positions - 1:
            self.go_to(0)  # played to the end: start again from the set-up
        self._timer.start()
        self._retranslate_play()
        self._enable_steps()

    def stop_autoplay(self) -> None:
        self._timer.stop()
        self._retranslate_play()
        self._enable_steps()

    def toggle_autoplay(self) -> None:
        if self.is_playing():
            self.stop_autoplay()
        else:
            self.start_autoplay()

    def set_speed(self, index: int) -> None:
        self.speed_box.setCurrentIndex(index)

    def _on_timer_timeout(self) -> None:
        replay = self.replay
        if replay is None or self.position >= replay.positions - 1:
            self.stop_autoplay()
            return
        self.forward()
        if self.position >= replay.positions - 1:
            self.stop_autoplay()

    # ------------------------------------------------------------------ slots
    def _on_slider_value_changed(self, value: int) -> None:
        self.show_position(value)

    def _on_seat_box_current_index_changed(self, _: int) -> None:
        self.seat = self.seat_box.currentData()
        if self.board is not None and self.replay is not None:
            self.board.prepare_table(self.replay.setup.players, self.seat)
            self._log.clear()
            self.show_position(self.position)

    def _on_open_box_toggled(self, on: bool) -> None:
        self.open_cards = on
        self._retranslate_seats()
        if self.replay is not None:
            self.show_position(self.position)

    def _on_speed_box_current_index_changed(self, index: int) -> None:
        self._timer.setInterval(SPEEDS[index][1])

    def _on_close_button_clicked(self) -> None:
        self.stop_autoplay()
        self.closed.emit()

    def hideEvent(self, event: Any) -> None:
        self.stop_autoplay()  # nobody watches a hidden replay
        super().hideEvent(event)

    # ------------------------------------------------------------------ text
    def retranslate_ui(self) -> None:
        with self._words_of_this_game():
            self._retranslate_labels()
            if self.board is not None:
                self.board.retranslate()
            self.hands.retranslate()
            self.analysis.retranslate()
            if self.replay is not None:
                self._log.clear()
                self._show_position(self.position)

    def _retranslate_labels(self) -> None:
        self._seat_label.setText(QCoreApplication.translate("Replay", "&Seen by:"))
        self.open_box.setText(QCoreApplication.translate("Replay", "Open cards: show every hand"))
        self._speed_label.setText(QCoreApplication.translate("Replay", "Autoplay &speed:"))
        for index, (name, _) in enumerate(SPEEDS):
            self.speed_box.setItemText(index, QCoreApplication.translate("Replay", name))
        self._log_box.setTitle(QCoreApplication.translate("Replay", "Game log"))
        self.jumps.retranslate_ui()
        self.close_button.setText(QCoreApplication.translate("Replay", "Close the replay"))
        for button, tip in (
            (self.first_button, QCoreApplication.translate("Replay", "First position (Home)")),
            (self.back_button, QCoreApplication.translate("Replay", "One move back (Left)")),
            (self.forward_button, QCoreApplication.translate("Replay", "One move forward (Right)")),
            (self.last_button, QCoreApplication.translate("Replay", "Last position (End)")),
        ):
            button.setToolTip(tip)
            button.setAccessibleName(tip)
        self._retranslate_play()
        record = self.record
        if record is None:
            self._title.clear()
            self._players.clear()
        else:
            self._title.setText(
                QCoreApplication.translate("Replay", "{game}, {date}").format(game=game_name(record.game_id), date=when_text(record.finished_at))
            )
            self._players.setText(
                QCoreApplication.translate("Replay", "{mode}: {players}").format(mode=mode_text(record.mode), players=joined(self._names))
            )
        if self._error is not None:
            self._loading.setText(
                QCoreApplication.translate("Replay", "This replay cannot be shown.\n{problem}").format(problem=problem_text(self._error.problem))
            )
        else:
            self._loading.setText(QCoreApplication.translate("Replay", "Setting out the game…"))
        self._retranslate_seats()
        self._retranslate_position()

    def _retranslate_play(self) -> None:
        tip = (
            QCoreApplication.translate("Replay", "Stop (Space)")
            if self.is_playing()
            else QCoreApplication.translate("Replay", "Play the moves one after another (Space)")
        )
        self.play_button.setIcon(self._pause_icon if self.is_playing() else self._play_icon)
        self.play_button.setToolTip(tip)
        self.play_button.setAccessibleName(tip)

    def _retranslate_seats(self) -> None:
        for index in range(self.seat_box.count()):
            seat = self.seat_box.itemData(index)
            if seat is None:
                text = (
                    QCoreApplication.translate("Replay", "A spectator")
                    if self.record is not None and self.record.mode is HistoryMode.NETWORK
                    else QCoreApplication.translate("Replay", "Everyone (hands open)")
                    if self.open_cards
                    else QCoreApplication.translate("Replay", "Everyone (no hand shown)")
                )
            else:
                text = self._names[seat] if 0 <= seat < len(self._names) else "?"
            self.seat_box.setItemText(index, text)
        note = ""
        if self.record is not None and self.record.mode is HistoryMode.NETWORK:
            note = QCoreApplication.translate("Replay", "A game on the network shows only what this computer saw then.")
        elif self.open_cards and self.seat is None and self.record is not None and turns_hand_row(self.record.game_id):
            note = QCoreApplication.translate(
                "Replay", "The hand of the player in turn is face up on the table, the others' under it."
            )
        elif self.open_cards:
            note = QCoreApplication.translate("Replay", "The other players' hands are shown under the table.")
        self._seat_note.setText(note)
        self._seat_note.setVisible(bool(note))

    def _retranslate_position(self) -> None:
        replay, board = self.replay, self.board
        if replay is None or board is None or self.shown_view is None:
            self._where.clear()
            self._headline.clear()
            self._move.clear()
            return
        last = replay.positions - 1
        self._where.setText(QCoreApplication.translate("Replay", "Move {move} of {moves}").format(move=self.position, moves=last))
        progress, _ = board.headline(self.shown_view, self._names, None)
        self._headline.setText(progress)
        if self.position == last:
            outcome = replay.outcome
            winners = [self._names[s] for s in outcome.winners if 0 <= s < len(self._names)]
            won = (
                (
                    QCoreApplication.translate("Replay", "The game is over: {players} won.")
                    if len(winners) == 1
                    else QCoreApplication.translate("Replay", "The game is over: {players} won together.")
                ).format(players=joined(winners))
                if winners
                else QCoreApplication.translate("Replay", "The game is over: nobody won.")
            )
            reason = outcome_reason_text(outcome.reason)
            self._move.setText(f"{won}\n{reason}" if reason else won)
        elif self.position == 0:
            self._move.setText(QCoreApplication.translate("Replay", "The set-up, before the first move."))
        else:
            actor = replay.actor(self.position)
            if actor is None or not 0 <= actor < len(self._names):
                self._move.setText("")
            else:
                self._move.setText(QCoreApplication.translate("Replay", "{player} has just played.").format(player=self._names[actor]))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def _first_seat(record: HistoryRecord) -> int | None:
    """Whose eyes the replay opens with: this computer's seat at a network table, else its first person."""
    if record.mode is HistoryMode.NETWORK:
        return record.viewer
    people = record.people()
    return people[0] if people else None


def _blank_scene(parent: QObject) -> Any:
    from PySide6.QtWidgets import QGraphicsScene

    return QGraphicsScene(parent)
