"""The page a game is played on: the table scene, and beside it whose turn, the controls and the log."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tabletop_qt.core.games.specs import LISTED_SPECS
from tabletop_qt.table.seats import GameSetup, SeatKind
from tabletop_qt.table.update import TableUpdate
from tabletop_qt.ui.boards import GameBoard, has_board, make_board
from tabletop_qt.ui.fixed_lines_label import FixedLinesLabel
from tabletop_qt.ui.game_log import GameLog
from tabletop_qt.ui.hidden_layout import resize_hidden
from tabletop_qt.ui.items.still_cache import cache_still_items
from tabletop_qt.ui.lan_panel import LanPanel
from tabletop_qt.ui.page_layout import table_beside_side
from tabletop_qt.ui.paint_ahead import paint_ahead, paint_widget_ahead
from tabletop_qt.ui.peer_text import button_text, peer_name, plain_label
from tabletop_qt.ui.table_view import TableView
from tabletop_qt.ui.paint_next_turn import PaintNextTurn
from tabletop_qt.ui.shown_ack import ShownAck
from tabletop_qt.ui.texts import event_text, interface_language, reason_text

log = logging.getLogger(__name__)

# Shown in place of the table while a table on the network waits for its host to start the game.
# The side panel's share of the page's width (least, most), and the least in pixels: the cards stay the show.
SIDE_SHARE = (0.22, 0.3)
SIDE_MIN = 230
TURN_LINES = 3  # the turn line's kept height: a team game's end-of-turn instruction needs three
WAITING_SEATED = QT_TRANSLATE_NOOP("Game", "You have a seat at “{table}”.\nWaiting for the host to start the game…")
WAITING_WATCHING = QT_TRANSLATE_NOOP("Game", "You are watching “{table}”.\nWaiting for the host to start the game…")
# Hot-seat with hidden hands: shown between two players' turns so a hand is never shown to the wrong player.
PASS_THE_SCREEN = QT_TRANSLATE_NOOP("Game", "Pass the screen to {player}.\nThe other players look away.")
SHOW_MY_CARDS = QT_TRANSLATE_NOOP("Game", "I am {player}: show my cards")
ANSWER_LEFT = QT_TRANSLATE_NOOP("Game", "{seconds} s left to answer before an automatic pass.")


class GamePage(QWidget):
    """Plays whatever table its controller speaks for: a TableController (this computer's rules thread) or a
    RemoteTableController (a table on another computer); both have the same signals and methods."""

    game_finished = Signal(object)  # the final TableUpdate
    undo_available = Signal(bool)
    pause_changed = Signal(bool, bool)  # whether this screen may pause the game, whether it is paused
    update_taken = Signal(object)  # a TableUpdate was shown (the tutorial's coach follows the table by it)

    def __init__(self, controller: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("game_page")
        self._controller: Any = None
        self._left = False  # the table was left: positions still on their way from it are not drawn
        self._waiting: tuple[str, str] | None = None
        self._update: TableUpdate | None = None
        self._finished_version: int | None = None
        self._message: tuple[str, dict[str, Any]] | None = None
        self._last_actor: int | None = None
        # A tutorial's gate (ui/tutorial_coach.py): it sees every action the board asks for, and one it refuses is
        # neither sent nor explained by the rules; while it is set, Undo is off (the script's bots must not replay).
        self.intent_gate: Callable[[Any], bool] | None = None

        self._boards: dict[str, GameBoard] = {}
        self._settings: QSettings | None = None  # the app's, handed to each board (use_settings)
        # Boards translated in idle time ahead of their first game, with the language they were translated in:
        # that first game skips the retranslation (High Noon Saloon's rebuilds its map, ~8 ms of its first frame).
        self._translated_ahead: dict[str, str] = {}
        self.board: GameBoard = self._board_for(LISTED_SPECS[0].game_id)
        self.view = TableView(self.board.scene)
        self._shown_ack = ShownAck(self.view.viewport(), self)  # paced bots move on once a position is painted
        self.paint_next_turn = PaintNextTurn(self.view.viewport(), self)  # a position's paint in a turn of its own
        self._revealed_to: int | None = None  # hot-seat: whose hand the screen may show now

        self._round = plain_label(QLabel())
        self._round.setObjectName("round_label")
        # Three lines kept for whose turn it is and what to do, so a longer instruction never moves the buttons
        # below it under the pointer (a longer one is set smaller, never cut).
        self._turn = plain_label(FixedLinesLabel(TURN_LINES))
        self._turn.setObjectName("turn_label")
        font = self._turn.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self._turn.set_base_font(font)
        # A quiet marker while the autosave cannot be written (the window said why once, in a message).
        self._unsaved = QLabel()
        self._unsaved.setObjectName("unsaved_label")
        self._unsaved.setStyleSheet("color: palette(mid); font-style: italic;")
        self._unsaved.setVisible(False)
        self._status = plain_label(QLabel())
        self._status.setObjectName("status_label")
        self._status.setWordWrap(True)
        self._status.setStyleSheet("color: #c0392b;")
        self._controls = QStackedWidget()
        self._controls.addWidget(self.board.controls)
        self._controls.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self._undo = QPushButton()
        self._undo.setObjectName("undo_button")
        self._undo.setEnabled(False)
        self._undo.clicked.connect(self._on_undo_clicked)
        # Real-time games (where Undo has no place) can be paused instead, by whoever runs the table.
        self._pause = QPushButton()
        self._pause.setObjectName("pause_button")
        self._pause.setVisible(False)
        self._pause.clicked.connect(self.toggle_pause)
        from tabletop_qt.ui.hint_control import HintControl

        self.hint = HintControl(self)  # the Hint button and its sentence (key H)
        self._log_box = QGroupBox()
        self._log = GameLog()
        self._log.setObjectName("game_log")
        log_layout = QVBoxLayout(self._log_box)
        log_layout.addWidget(self._log)

        side = QWidget()
        side_layout = QVBoxLayout(side)
        # The marker shares the round's line: showing it moves nothing below.
        top_line = QHBoxLayout()
        top_line.addWidget(self._round, 1)
        top_line.addWidget(self._unsaved, 0, Qt.AlignmentFlag.AlignRight)
        side_layout.addLayout(top_line)
        side_layout.addWidget(self._turn)
        side_layout.addWidget(self._controls)
        side_layout.addWidget(self._undo)
        side_layout.addWidget(self._pause)
        side_layout.addWidget(self.hint.button)
        side_layout.addWidget(self.hint.label)
        # Below the buttons: a refusal (often two or three lines) then shortens the log instead of pushing the
        # buttons down under the cursor of a person about to click again.
        side_layout.addWidget(self._status)
        self._side_layout = side_layout
        side_layout.addWidget(self._log_box, 3)
        self.lan = LanPanel()
        self.lan.setVisible(False)
        side_layout.addWidget(self.lan, 2)
        self._keep_focus_on_the_table(side)
        self._side = side  # its width follows the window's (resizeEvent): SIDE_SHARE of the page, within bounds
        self._fit_side(1280)
        side.installEventFilter(self)  # a game's controls come and go: its least width is looked at again
        side.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

        self._waiting_label = plain_label(QLabel())
        self._waiting_label.setObjectName("waiting_label")
        self._waiting_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._waiting_label.setWordWrap(True)
        self._waiting_label.setAutoFillBackground(True)
        self._waiting_label.setStyleSheet("background: #1f5f3f; color: #fff8e6; padding: 24px;")
        font = self._waiting_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        self._waiting_label.setFont(font)
        self._paused_label = QLabel()
        self._paused_label.setObjectName("paused_label")
        self._paused_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._paused_label.setWordWrap(True)
        self._paused_label.setAutoFillBackground(True)
        self._paused_label.setStyleSheet("background: #1b1b2f; color: #fff8e6; padding: 24px;")
        self._paused_label.setFont(font)
        self._cover = QWidget()
        self._cover.setObjectName("pass_the_screen")
        self._cover.setAutoFillBackground(True)
        self._cover.setStyleSheet("QWidget#pass_the_screen { background: #1b1b2f; } QLabel { color: #fff8e6; }")
        self._cover_label = plain_label(QLabel())
        self._cover_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._cover_label.setWordWrap(True)
        self._cover_label.setFont(font)
        self._cover_answer = plain_label(QLabel())
        self._cover_answer.setObjectName("cover_answer")
        self._cover_answer.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._cover_answer.setWordWrap(True)
        self._cover_answer.setVisible(False)
        # The cover's countdown, while a window waits on the person the screen is to be passed to.
        self._answer_tick = QTimer(self)
        self._answer_tick.setInterval(250)
        self._answer_tick.timeout.connect(self._retranslate_cover)
        self._cover_button = QPushButton()
        self._cover_button.setObjectName("show_my_cards")
        self._cover_button.clicked.connect(self._on_cover_button_clicked)
        cover_layout = QVBoxLayout(self._cover)
        cover_layout.addStretch(1)
        cover_layout.addWidget(self._cover_label)
        cover_layout.addWidget(self._cover_answer)
        cover_layout.addWidget(self._cover_button, 0, Qt.AlignmentFlag.AlignHCenter)
        cover_layout.addStretch(1)
        self._table_stack = QStackedWidget()
        self._table_stack.addWidget(self.view)
        self._table_stack.addWidget(self._waiting_label)
        self._table_stack.addWidget(self._cover)
        self._table_stack.addWidget(self._paused_label)

        table_beside_side(self, self._table_stack, side)

        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QShortcut(QKeySequence(key), self, self._on_confirm_shortcut_activated)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self._on_cancel_shortcut_activated)
        QShortcut(QKeySequence(Qt.Key.Key_H), self, self.hint.request)

        if controller is not None:
            self.set_controller(controller)
        self.retranslate_ui()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit_side(event.size().width())
        super().resizeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        # The event's type first, then the side panel read with getattr: a page the garbage collector is taking
        # apart has lost its attributes while Qt still hands it the panel's events (a child removed, sent at once).
        if event.type() == QEvent.Type.LayoutRequest and watched is getattr(self, "_side", None):
            self._fit_side(self.width())
        return super().eventFilter(watched, event)

    def insert_side_widget(self, widget: QWidget) -> None:
        """A panel above the log, under the buttons (the tutorial's): shown with the table, kept by the page."""
        self._side_layout.insertWidget(self._side_layout.indexOf(self._status), widget)

    def _fit_side(self, page_width: int) -> None:
        """The side panel takes about a quarter of the window: not half of it at 800x600, nor a strip at 4K."""
        # Never under what its buttons need (a layout squeezed below that cuts them off).
        needed = self._side.minimumSizeHint().width()
        low = max(SIDE_MIN, needed, round(page_width * SIDE_SHARE[0]))
        high = max(low, round(page_width * SIDE_SHARE[1]))
        self._side.setMinimumWidth(low)
        self._side.setMaximumWidth(high)

    # ------------------------------------------------------------------ the game it shows
    @property
    def scene(self) -> Any:
        return self.board.scene

    def _board_for(self, game_id: str) -> GameBoard:
        board = self._boards.get(game_id)
        if board is None:
            board = self._boards[game_id] = make_board(game_id, self)
            board.intent_requested.connect(self._on_board_intent_requested)
            board.explain_requested.connect(self._on_board_explain_requested)
            board.choice_changed.connect(self._on_board_choice_changed)
            if self._settings is not None:
                board.use_settings(self._settings)
        return board

    def use_settings(self, settings: QSettings) -> None:
        """The app's stored settings: each board, made now or later, reads and keeps its person's choices there."""
        self._settings = settings
        for board in self._boards.values():
            board.use_settings(settings)

    def prepare_table(self, setup: GameSetup) -> None:
        """A local game is about to start: its board, and its table for this many seats, are made now; a hidden page
        (another is shown) is laid out at its size first, as showing it will (``lay_out_ahead``)."""
        # The last table's position belongs to the last board: nothing may read it through the new one (a
        # language switch before the first position arrives would ask this game's board about another's view).
        self._forget_table()
        self._use_board(setup.game_id)
        # Its controls may have just joined the side panel: laid out now while hidden, not after the first paint (which
        # drew them squeezed, then the whole page again: Times Square, 3.5-6.5 ms of GUI CPU in the turn after it).
        self.lay_out_ahead()
        self.board.prepare_table(setup.players, setup.screen_seat())

    def prepare_board(self, game_id: str) -> None:
        """Build ``game_id``'s board ahead of its first game (in idle time), without showing it; its scene draws
        its pictures at the ratio the page laid out ahead (``lay_out_ahead``) will show it at."""
        if has_board(game_id) and game_id not in self._boards:  # a board in use is never touched here
            board = self._board_for(game_id)
            board.retranslate()
            self._translated_ahead[game_id] = interface_language()
            self.view.tell_ratio_ahead(board.scene)

    def draw_ahead(self, game_id: str) -> Iterator[None]:
        """Idle steps after ``prepare_board``: what ``game_id``'s first position would draw, drawn now (its board's
        own pictures, then its scene painted once through this page's view: ``ui/paint_ahead.py``)."""
        board = self._boards.get(game_id)
        if board is None:
            return
        yield from board.draw_ahead(self.view.ratio_for)
        for table in board.tables_ahead(self.view.ratio_for):  # made in a step, painted in the next ones
            yield
            yield from paint_ahead(self.view, table)
        if board is not self.board:  # (the board in use is painted when its page is)
            yield from paint_ahead(self.view, board.scene)

    def lay_out_ahead(self) -> None:
        """While another page is shown (the home page): lay this page out at the page stack's size now, as showing
        it will, so the view knows the size its tables are drawn at (``prepare_board``)."""
        parent = self.parentWidget()
        if parent is not None and not self.isVisible():
            self.resize(parent.size())
            resize_hidden(self)

    def paint_side_ahead(self) -> None:
        """While hidden, after ``lay_out_ahead``: the side panel painted once (``ui/paint_ahead.py``)."""
        if not self.isVisible():
            paint_widget_ahead(self._side)

    def _use_board(self, game_id: str) -> None:
        board = self._board_for(game_id)
        if board is self.board:
            return
        self.board.cancel()
        self.board = board
        if self._controls.indexOf(board.controls) < 0:
            self._controls.addWidget(board.controls)
        self._controls.setCurrentWidget(board.controls)
        self._keep_focus_on_the_table(board.controls)
        self.view.setScene(board.scene)
        if self._translated_ahead.pop(game_id, None) != interface_language():
            board.retranslate()
        self._show_undo()

    def _keep_focus_on_the_table(self, panel: QWidget) -> None:
        """A click on one of ``panel``'s buttons leaves the keyboard with the table (Tab still reaches them)."""
        for button in panel.findChildren(QAbstractButton):
            if not self.lan.isAncestorOf(button):  # the chat keeps its own ways
                button.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    def _side_holds_focus(self) -> bool:
        """The keyboard is in the side panel (a button, the log), but not in the chat, where someone may be typing."""
        widget = QApplication.focusWidget()
        return (
            widget is not None
            and (widget is self._side or self._side.isAncestorOf(widget))
            and not (widget is self.lan or self.lan.isAncestorOf(widget))
        )

    def _show_undo(self) -> None:
        # Nothing is taken back at a table on the network, nor in a real-time game (everyone has moved on).
        on_lan = not self.lan.isHidden()  # set_lan showed the seats (isVisible would also ask the window)
        self._undo.setVisible(not on_lan and not self.board.simultaneous)
        self._show_pause()

    def can_pause(self) -> bool:
        """A real-time game under way, run by this computer (a guest's host decides for it)."""
        update = self._update
        return (
            update is not None
            and self.board.simultaneous
            and not update.outcome.finished
            and hasattr(self._controller, "set_paused")
        )

    def is_paused(self) -> bool:
        return self._update is not None and self._update.paused

    def toggle_pause(self) -> None:
        if self.can_pause():
            self._controller.set_paused(not self.is_paused())

    def _show_pause(self) -> None:
        available = self.can_pause()
        self._pause.setVisible(available)
        self._pause.setText(
            QCoreApplication.translate("Game", "Resume")
            if self.is_paused()
            else QCoreApplication.translate("Game", "Pause")
        )
        self.pause_changed.emit(available, self.is_paused())

    # ------------------------------------------------------------------ the table it follows
    @property
    def controller(self) -> Any:
        return self._controller

    def set_controller(self, controller: Any) -> None:
        """Follow another table: its positions, refusals and explanations from now on."""
        self._left = False
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
        self._forget_table()
        controller.table_updated.connect(self._on_controller_table_updated)
        controller.intent_rejected.connect(self._on_controller_intent_rejected)
        controller.intent_explained.connect(self._on_controller_intent_explained)
        self._retranslate_labels()

    def _forget_table(self) -> None:
        """Nothing of the table shown so far stays: its position, log, messages and whose screen it was."""
        self._update = None
        self._finished_version = None
        self._message = None
        self._last_actor = None
        self._revealed_to = None
        self._log.clear()
        self.board.cancel()
        self._undo.setEnabled(False)
        if self._table_stack.currentWidget() is self._paused_label:
            self._table_stack.setCurrentWidget(self.view)
        self._retranslate_labels()

    def set_lan(self, enabled: bool) -> None:
        """Show the seats and the chat of a table on the network (and hide undo, which it never offers)."""
        self.lan.setVisible(enabled)
        self._show_undo()

    def set_unsaved(self, unsaved: bool) -> None:
        """Show or hide the "not saved" marker."""
        self._unsaved.setVisible(unsaved)

    def is_unsaved_shown(self) -> bool:
        return not self._unsaved.isHidden()

    def is_covered(self) -> bool:
        """Hot-seat: the screen waits for the next player before showing their hand."""
        return self._table_stack.currentWidget() is self._cover

    def show_waiting(self, table: str, spectator: bool) -> None:
        """Before a table on the network starts: a sentence in place of the cards."""
        self._waiting = (WAITING_WATCHING if spectator else WAITING_SEATED, peer_name(table))
        self._table_stack.setCurrentWidget(self._waiting_label)
        self._retranslate_labels()

    def is_waiting(self) -> bool:
        return self._table_stack.currentWidget() is self._waiting_label

    # ------------------------------------------------------------------ reading
    @property
    def update_shown(self) -> TableUpdate | None:
        return self._update

    def names(self) -> list[str]:
        """The players' names as every part of the page shows them (the log, the turn line, the board): a name
        from another computer is plain, one-line, short text."""
        return [peer_name(s.name) for s in self._update.setup.seats] if self._update else []

    def acting_seat(self) -> int | None:
        """The local person whose turn it is, if any."""
        update = self._update
        if update is None or update.outcome.finished:
            return None
        if self.board.simultaneous:
            # Everybody plays at once: the one person at this screen may act whenever the rules allow, even
            # when they cannot this very moment (the next change may give them a play).
            seat = update.setup.screen_seat()
            if seat is not None:
                return seat
        for seat in update.current_seats:
            if update.setup.seats[seat].kind is SeatKind.HUMAN:
                return seat
        return None

    def moment_seat(self) -> int | None:
        """The local person whose actions the board offers now: the one asked (``acting_seat``), else, on a board
        with any-moment actions, the person looking at the uncovered screen (they may quick-draw on a bot's
        turn)."""
        acting = self.acting_seat()
        if acting is not None or not self.board.any_moment or self.is_covered():
            return acting
        update = self._update
        if update is None or update.outcome.finished or update.paused:
            return None
        seat = self.viewer_seat()
        return seat if seat is not None and update.setup.seats[seat].kind is SeatKind.HUMAN else None

    def viewer_seat(self) -> int | None:
        update = self._update
        if update is None:
            return None
        acting = self.acting_seat()
        if acting is not None:
            return acting
        people = update.setup.people()
        if self._last_actor in people:
            return self._last_actor
        return people[0] if people else None

    def status_text(self) -> str:
        return self._status.text()

    def log_lines(self) -> list[str]:
        return self._log.lines()

    # ------------------------------------------------------------------ slots
    def leave_table(self) -> None:
        """The person left the table (it stops, or goes on without this computer): the positions it made before
        it heard so, still queued for this thread, are not drawn on the hidden page; following a table again
        (``set_controller``) takes positions again."""
        self._left = True

    def _on_controller_table_updated(self, update: TableUpdate) -> None:
        if self._left:
            return
        self.paint_next_turn.defer()
        try:
            self._take_update(update)
        except (KeyError, TypeError, ValueError, IndexError, AttributeError):
            if not getattr(self._controller, "remote", False):
                raise
            # A host that sends a position this version cannot draw (a broken or hostile peer): say so and wait
            # for the next one; nothing here is lost, the host keeps the game.
            log.warning("the host sent a view this board cannot show", exc_info=True)
            self._message = ("lan.bad_view", {})
            self._show_message()

    def _take_update(self, update: TableUpdate) -> None:
        old = self._update
        self._update = update
        if old is None or old.setup.game_id != update.setup.game_id:
            self._use_board(update.setup.game_id)
        if old is None or (old.setup.game_id, old.setup.options) != (update.setup.game_id, update.setup.options):
            self._use_pack(update)
        if self._waiting is not None:
            self._waiting = None
            self._table_stack.setCurrentWidget(self.view)
        acting = self.acting_seat()
        if acting is not None:
            self._last_actor = acting
        if old is None or old.setup != update.setup:
            self.view.setFocus()  # a new table: the keyboard plays it straight away
        elif old.version != update.version and self._side_holds_focus():
            self.view.setFocus()  # after a move made with a button, the game's keys play the table again
        if old is None or old.version != update.version:
            self._message = None
        if update.timed_out is not None and update.timed_out < len(update.setup.seats):
            self._message = ("table.timed_out", {"player": self.names()[update.timed_out]})
        self._show_table(update.events)
        if old is not None and old.setup == update.setup:
            # Shapes and words new in this position: drawn once into a cache, then copied. Not on a table's first
            # position, whose first paint would fill every cache at once (a whole table): they fill as parts of
            # the table are drawn again.
            cache_still_items(self.board.scene)
        self._render_log(old)
        self._show_undo_enabled()
        self._show_pause()
        self._retranslate_labels()
        self.hint.follow()
        self._shown_ack.shown(self._controller, update.version)
        self.update_taken.emit(update)
        if update.outcome.finished and self._finished_version != update.version:
            self._finished_version = update.version
            self.game_finished.emit(update)

    def _use_pack(self, update: TableUpdate) -> None:
        """The board draws, and the log words, the cards and map of the table's content pack (the setup names it)."""
        from tabletop_qt.content import table_engine

        engine, pictures = table_engine(update.setup.game_id, update.setup.options)
        self.board.use_game(engine, pictures)

    def _show_table(self, events: Any) -> None:
        """The board as the person in front of the screen may see it; in hot-seat with hidden hands, a cover
        until the next player says they are the one looking."""
        update = self._update
        if update is None:
            return
        if update.paused:
            # The table stands still: nobody acts (no legal action, no control enabled), and the cards wait behind
            # the pause until it goes on.
            self.board.show_view(update.view_for(self.viewer_seat()), self.names(), [], events)
            self.board.show_countdown(None)
            self._table_stack.setCurrentWidget(self._paused_label)
            self._retranslate_paused()
            return
        if self._table_stack.currentWidget() is self._paused_label:
            self._table_stack.setCurrentWidget(self.view)
            self.view.setFocus()
        seat = self.viewer_seat()
        self.board.show_answer(getattr(update, "answer", None), self.names())
        if self._must_cover(seat):
            self.board.show_view(update.view_for(None), self.names(), [], ())
            self._table_stack.setCurrentWidget(self._cover)
            self._retranslate_cover()
            return
        if self.is_covered():
            self._table_stack.setCurrentWidget(self.view)
            self.view.setFocus()
        acting = self.moment_seat()
        legal = update.legal.get(acting, []) if acting is not None else []
        self.board.show_view(update.view_for(seat), self.names(), legal, events)
        self.board.show_countdown(getattr(update, "countdown", None))

    def _must_cover(self, seat: int | None) -> bool:
        update = self._update
        if update is None or seat is None or not self.board.hides_hands or update.outcome.finished:
            return False
        return len(update.setup.people()) > 1 and seat != self._revealed_to

    def _on_cover_button_clicked(self) -> None:
        self._revealed_to = self.viewer_seat()
        self._show_table(())
        self._retranslate_labels()
        self._show_undo_enabled()

    def _on_controller_intent_rejected(self, seat: int, reason: str, details: Any) -> None:
        self.board.intent_refused(reason, dict(details or {}))
        self._message = (reason, dict(details or {}))
        self._show_message()

    def _on_controller_intent_explained(self, seat: int, action: Any, reason: str, details: Any) -> None:
        if reason:
            self._message = (reason, dict(details or {}))
            self._show_message()

    def undo_seat(self) -> int | None:
        """Hot-seat with hidden hands: the person holding the screen, the only one whose moves Undo may take back
        (None: no such limit, one person at this screen or nothing hidden)."""
        update = self._update
        if update is None or not self.board.hides_hands or len(update.setup.people()) < 2:
            return None
        return self._revealed_to

    def can_undo(self) -> bool:
        """Undo is offered: never while a cover waits for the next person (the last one's moves are theirs to keep,
        and taking them back would show their hand), and in hot-seat only for the moves of the person holding the
        screen."""
        update = self._update
        if update is None or not update.can_undo or self.is_covered() or update.paused or self.intent_gate is not None:
            return False
        if self.board.hides_hands and len(update.setup.people()) > 1:
            return update.undo_seat is not None and update.undo_seat == self._revealed_to
        return True

    def undo(self) -> None:
        """Take back the last move, as the Undo button and Game › Undo do (nothing when it is not offered)."""
        if self._controller is not None and self.can_undo():
            self._controller.undo(self.undo_seat())

    def _show_undo_enabled(self) -> None:
        available = self.can_undo()
        self._undo.setEnabled(available)
        self.undo_available.emit(available)

    def _on_undo_clicked(self) -> None:
        self.undo()

    def _on_board_intent_requested(self, action: Any) -> None:
        seat = self.moment_seat()
        if self.intent_gate is not None and not self.intent_gate(action):
            self.board.cancel()
            return
        if seat is not None and not self.is_covered():
            self._controller.submit(seat, action)

    def _on_board_explain_requested(self, action: Any) -> None:
        seat = self.moment_seat()
        if self.intent_gate is not None and not self.intent_gate(action):
            self.board.cancel()
            return
        if seat is not None and not self.is_covered():
            self._controller.explain(seat, action)

    def _on_board_choice_changed(self) -> None:
        self._message = None
        self._show_message()

    def _on_confirm_shortcut_activated(self) -> None:
        if not self.is_covered():
            self.board.confirm()

    def _on_cancel_shortcut_activated(self) -> None:
        self.board.cancel()

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
        lines = [text for entry in update.log[keep:] for event in entry.events if (text := event_text(event, names))]
        if keep == 0:
            self._log.replace_lines(lines)
        elif lines:
            self._log.add_lines(lines)

    def _rerender_log(self) -> None:
        self._log.clear()
        self._render_log(None)

    def retranslate_ui(self) -> None:
        self._retranslate_labels()
        self.hint.retranslate()
        self.board.retranslate()

    def _retranslate_labels(self) -> None:
        self._undo.setText(QCoreApplication.translate("Game", "Undo"))
        self._log_box.setTitle(QCoreApplication.translate("Game", "Game log"))
        self._unsaved.setText(QCoreApplication.translate("Game", "Not saved"))
        self._unsaved.setToolTip(
            QCoreApplication.translate("Game", "The game cannot be saved now: if the app closes, this game is lost.")
        )
        self._show_message()
        if self._waiting is not None:
            source, table = self._waiting
            self._waiting_label.setText(QCoreApplication.translate("Game", source).format(table=table))
        self._retranslate_cover()
        self._retranslate_paused()
        self._show_pause()
        update = self._update
        if update is None:
            self._round.clear()
            self._turn.clear()
            return
        names = self.names()
        acting = self.acting_seat()
        covered = self.is_covered()
        view = update.view_for(None if covered else self.viewer_seat())
        progress, turn = self.board.headline(view, names, None if covered else acting)
        self._round.setText(progress)
        if update.outcome.finished:
            self._turn.setText(QCoreApplication.translate("Game", "The game is over."))
        elif update.paused:
            self._turn.setText(QCoreApplication.translate("Game", "The game is paused."))
        elif acting is not None and covered:
            self._turn.setText("")
        elif acting is not None:
            self._turn.setText(turn)
        else:
            current = update.current_seats[0] if update.current_seats else 0
            self._turn.setText(QCoreApplication.translate("Game", "{player} is thinking…").format(player=names[current]))

    def _retranslate_paused(self) -> None:
        if self.can_pause():
            text = QCoreApplication.translate("Game", "The game is paused.\nPress Resume (Ctrl+P) to go on.")
        else:
            text = QCoreApplication.translate("Game", "The host has paused the game.\nIt goes on when the host resumes it.")
        self._paused_label.setText(text)

    def _retranslate_cover(self) -> None:
        seat = self.viewer_seat()
        names = self.names()
        player = names[seat] if seat is not None and seat < len(names) else ""
        self._cover_label.setText(QCoreApplication.translate("Game", PASS_THE_SCREEN).format(player=player))
        self._cover_button.setText(button_text(QCoreApplication.translate("Game", SHOW_MY_CARDS).format(player=player)))
        # A window asks this person outside their turn: say what about, and how long the table waits.
        update = self._update
        answer = getattr(update, "answer", None) if update is not None and self.is_covered() else None
        if answer is None or answer.seat != seat:
            self._cover_answer.setVisible(False)
            self._answer_tick.stop()
            return
        lines = [self.board.answer_text(answer, names)]
        if answer.deadline is not None:
            seconds = (answer.remaining_ms() + 999) // 1000
            lines.append(QCoreApplication.translate("Game", ANSWER_LEFT).format(seconds=seconds))
            if not self._answer_tick.isActive():
                self._answer_tick.start()
        self._cover_answer.setText("\n".join(line for line in lines if line))
        self._cover_answer.setVisible(True)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self._rerender_log()
        super().changeEvent(event)
