"""The end of a game in the main window, a component it owns (``window.winner``): one winner screen, made in idle
time ahead of the first game's end and filled at each end (``ui/winner_open.py``), so that frame builds no
dialog; Replay once the history has the game; Rematch (at a table on the network only its host offers it).

The screen is filled in the turn of the event loop after the table has painted the last position (or ``FALLBACK_MS``
later if nothing paints it), and opened in the turn after that: the last position has a frame of its own, the
screen the next (in one turn, the last position, the screen's filling and its showing held the GUI thread 18-20 ms in
Tea Time; the filling and the showing with its first paint, 9-11 ms). Filled while hidden, the screen is never seen
half filled. Shown, the dialog is painted on its expose, then lays itself out once more and is painted whole again;
that second paint waits a turn too (ui/paint_next_turn.py)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QTimer

FALLBACK_MS = 50  # the screen opens this long after a game's end if the table paints nothing meanwhile

if TYPE_CHECKING:
    from tabletop_qt.table.update import TableUpdate
    from tabletop_qt.ui.main_window import MainWindow
    from tabletop_qt.ui.paint_next_turn import PaintNextTurn
    from tabletop_qt.ui.winner_screen import WinnerScreen


class WinnerSide(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._screen: WinnerScreen | None = None  # made ahead, shown again at each game's end
        self.shown: WinnerScreen | None = None  # the screen while it shows a finished game
        self._record: Any = None  # the latest game written to the history (the screen's Replay)
        self._setup: Any = None  # the setup of the game the screen shows
        self._due: tuple[TableUpdate, Any] | None = None  # the end to open the screen on, in the next turn
        self._filled = False  # the screen holds the end due: it opens in the next turn
        self._watched: QObject | None = None  # the table's viewport, until it paints the last position
        self._paint_next_turn: PaintNextTurn | None = None  # made with the screen
        self._opening = QTimer(self)
        self._opening.setSingleShot(True)
        self._opening.timeout.connect(self._on_opening_timeout)

    def prepare(self) -> WinnerScreen:
        """The winner screen, made (and its widgets polished) now if it was not yet."""
        if self._screen is None:
            # (Here, not at the top: paint_next_turn names PySide's Qt namespace, which the first frame does without.)
            from tabletop_qt.ui.paint_next_turn import PaintNextTurn
            from tabletop_qt.ui.winner_open import winner_screen_ahead

            self._screen = screen = winner_screen_ahead(self._window)
            # Shown, the dialog is painted on its expose, then lays itself out once more and is painted whole again,
            # both in the turn that shows it (12.9-14.2 ms of GUI CPU in Tea Time): the second paint waits a turn.
            self._paint_next_turn = PaintNextTurn(screen, self)
            screen.play_again_requested.connect(self._on_screen_play_again_requested)
            screen.replay_requested.connect(self._window.open_replay)
        return self._screen

    def show_end(self, update: TableUpdate, board: Any) -> None:
        """Open the screen on ``update``'s result (finished), with ``board``'s score table, in the turn after the
        table has painted it (``close`` before then: it is not opened)."""
        self.close()
        self._due = (update, board)
        viewport = self._window.game.view.viewport()
        if viewport.isVisible():
            self._watched = viewport
            viewport.installEventFilter(self)
            self._opening.start(FALLBACK_MS)
        else:
            self._opening.start(0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint and watched is getattr(self, "_watched", None):  # (see game_page's filter)
            self._stop_watching()
            self._opening.start(0)  # the next turn: this one paints the last position
        return False

    def _stop_watching(self) -> None:
        if self._watched is not None:
            self._watched.removeEventFilter(self)
            self._watched = None

    def opening(self) -> bool:
        """A game's end is about to open the screen (once the table has painted its last position)."""
        return self._due is not None

    def _on_opening_timeout(self) -> None:
        self._stop_watching()
        self._open()

    def _open(self) -> None:
        """The screen's opening, a step a turn: filled with the end due (hidden), then, in the next turn, shown."""
        due = self._due
        if due is None:
            return
        screen = self.prepare()
        if not self._filled:
            self._fill(screen, *due)
            self._filled = True
            self._opening.start(0)  # a timer's turn: a queued call would run in this one
            return
        self._due, self._filled = None, False
        record = self._record
        if record is not None and record.setup == self._setup:
            screen.set_replay_record(record)  # (written meanwhile, or before the last position was shown)
        self.shown = screen
        screen.open()
        assert self._paint_next_turn is not None
        self._paint_next_turn.defer()

    def _fill(self, screen: WinnerScreen, update: TableUpdate, board: Any) -> None:
        from tabletop_qt.ui.winner_open import show_winner

        show_winner(screen, update, board)
        self._setup = update.setup
        window = self._window
        if window.follows_lan() and not window.lan.hosting_shown():
            # At a table on the network only its host offers another game (the guests are asked).
            screen.set_play_again_available(False)

    def close(self) -> None:
        self._opening.stop()
        self._stop_watching()
        self._due, self._filled = None, False
        if self.shown is not None:
            self.shown.close()  # kept: the next game's end shows it again
            self.shown = None

    def history_written(self, path: str) -> None:
        """The finished game is in the history (``path``): the screen's Replay can open it."""
        from tabletop_qt.history.record import HistoryError
        from tabletop_qt.history.store import read_record

        try:
            record = read_record(Path(path))
        except (HistoryError, OSError):
            return  # the History list says what is wrong with the file; Replay stays off
        self.history_kept(record)

    def history_kept(self, record: Any) -> None:
        """The finished game's record is in the history (this computer's rules thread wrote it and hands it over, so
        the GUI thread does not read the file back): the screen's Replay can open it."""
        self._record = record
        if self.shown is not None and record.setup == self._setup:
            self.shown.set_replay_record(record)

    def _on_screen_play_again_requested(self) -> None:
        window = self._window
        if window.lan.hosting_shown():
            window.lan.offer_rematch()
            return
        setup = window.last_setup
        if setup is not None:
            import secrets
            from dataclasses import replace

            window.start_game(replace(setup, seed=secrets.randbits(31)))
