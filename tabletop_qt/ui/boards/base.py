"""What the game page asks of every game's board."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QRectF, QSettings, Signal
from PySide6.QtWidgets import QGraphicsScene, QWidget

from tabletop_qt.core.game import Event
from tabletop_qt.core.ranking import Better


@dataclass(frozen=True)
class ScoreTable:
    """The body of the end-of-game table: row headings, one column per seat, and the row to stress."""

    rows: tuple[str, ...]
    cells: tuple[tuple[str, ...], ...]  # cells[row][seat]
    total_row: int | None = None


class GameBoard(QObject):
    """A game's scene and controls. It never judges legality: it offers what ``legal`` holds and asks the
    rules thread (``explain_requested``) why anything else is refused."""

    intent_requested = Signal(object)  # an action's JSON, for the local seat whose turn it is
    explain_requested = Signal(object)  # an action's JSON the player tried and the board cannot offer
    choice_changed = Signal()  # the player picked something new: an old refusal no longer applies

    #: True when a seat's view shows cards others must not see: hot-seat then covers the screen between
    #: players.
    hides_hands: bool = False
    #: True when every seat may act at any moment (a real-time game): the game page then hands this screen's
    #: one person their legal actions after every change, not only when the rules list them as current.
    simultaneous: bool = False
    #: True when some actions may be taken at any moment, whoever's turn it is (High Noon Saloon's quick draw,
    #: team cards, cashing the token): the game page then hands the person looking at the screen their legal
    #: actions also while another seat is asked.
    any_moment: bool = False
    #: Which way the outcome's scores point, for the ranking at the end (Frantic Frankfurt: fewer cards is better).
    scores_better: Better = Better.HIGHER

    def __init__(self, scene: QGraphicsScene, controls: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.controls = controls  # the buttons beside the table; the game page owns the widget once shown

    def show_view(self, view: Any, names: Sequence[str], legal: Sequence[Any], events: Sequence[Event]) -> None:
        """Render ``view``; ``legal`` holds the actions of the local seat to act (empty if none)."""
        raise NotImplementedError

    def headline(self, view: Any, names: Sequence[str], acting: int | None) -> tuple[str, str]:
        """Two translated lines over the controls: where the game stands, and what the acting player may do
        (``acting`` is the local seat to act, or None)."""
        raise NotImplementedError

    def confirm(self) -> None:
        """Enter: carry out what is selected."""

    def cancel(self) -> None:
        """Escape: drop what is selected."""

    def intent_refused(self, reason: str, details: Mapping[str, Any]) -> None:
        """The rules refused this screen's last intent (the game page shows why); a board may undo a move it
        already showed, e.g. slide a card back that someone else was faster to cover."""

    def show_countdown(self, countdown: Any) -> None:
        """Real-time games: the referee's running countdown (``table.realtime.Countdown``), or None."""

    def show_answer(self, answer: Any, names: Sequence[str]) -> None:
        """Turn-based games with out-of-turn windows: the window the table waits on (``table.answers.AnswerWindow``,
        with its deadline for a person), or None. Called before ``show_view`` with the same position."""

    def answer_text(self, answer: Any, names: Sequence[str]) -> str:
        """One translated sentence saying who is asked to answer what (for the hot-seat cover); "" if none."""
        return ""

    def prepare_table(self, players: int, seat: int | None) -> None:
        """A game of ``players`` seen by ``seat`` is about to start: build what its table needs now, so the first
        position only fills it in."""

    def draw_ahead(self, ratio_for: Callable[[QRectF], float]) -> Iterator[None]:
        """Steps of the app's idle warm-up (each a few milliseconds) drawing what the board's first position would
        otherwise draw in its own frame (the card pictures it shows, at the sizes it shows them). ``ratio_for``:
        the render ratio the page's view would fit a scene rect at (a table whose rect depends on the seats)."""
        return iter(())

    def tables_ahead(self, ratio_for: Callable[[QRectF], float]) -> Iterator[QGraphicsScene]:
        """Steps of the idle warm-up making tables a game's start would make, each kept in a scene of its own (not
        the board's: nothing shows it) that is yielded for the page to paint once through its view, so the first
        paint of that table finds its items' device-pixel caches filled."""
        return iter(())

    def drawing(self) -> bool:
        """True while pictures of the table are still being drawn off the GUI thread (screenshots wait for them)."""
        return False

    def set_motion(self, on: bool) -> None:
        """Animate what each new position did (on), or show positions still (a replay stepped by hand)."""

    def use_game(self, engine: Any, pictures: Path | None) -> None:
        """The table's engine (for a game whose content is data, built on the table's content pack) and its
        pack's folder of card pictures (None: faces drawn from the data): draw and word its cards and map."""

    def pick_example(self) -> None:
        """Select a typical legal choice, as a player would before confirming it (for screenshots and demos)."""

    def retranslate(self) -> None:
        """Re-word what the scene and controls show, after a language switch."""

    def use_settings(self, settings: QSettings) -> None:
        """The app's stored settings, where a board keeps the person's choices about its table between sessions
        (High Noon Saloon's "Stop at every phase")."""

    def score_table(self, view: Any, names: Sequence[str]) -> ScoreTable | None:
        """The final score's details, or None when the game's result has none beyond the winner."""
        return None
