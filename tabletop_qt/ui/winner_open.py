"""The winner screen of a finished table, filled from its last update: places from the outcome (refined by the
game's own figures) and the people at this screen."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from tabletop_qt.table.update import TableUpdate
    from tabletop_qt.ui.winner_screen import WinnerScreen


def show_winner(screen: WinnerScreen, update: TableUpdate, board: Any) -> None:
    """Show ``update``'s result (finished) on ``screen``, with ``board``'s score table; not opened yet."""
    from tabletop_qt.core import ranking
    from tabletop_qt.ui.peer_text import peer_name
    from tabletop_qt.ui.winner_figures import refine_places

    view = update.view_for(None)
    names = [peer_name(s.name) for s in update.setup.seats]
    outcome = update.outcome
    places = ranking.places(len(names), outcome.winners, outcome.scores, board.scores_better)
    places = refine_places(update.setup.game_id, places, update.log_for(None))
    people = sorted(s for s in update.views if s != update.PUBLIC)  # the seats of the people at this screen
    screen.show_result(
        view,
        names,
        lambda: board.score_table(view, names),
        places=places,
        people=people,
        game_id=update.setup.game_id,
        log=update.log_for(None),
    )


def winner_screen_ahead(parent: QWidget) -> WinnerScreen:
    """An empty winner screen, its widgets polished: made in idle time, filled by ``show_winner`` at a game's end."""
    from tabletop_qt.ui.winner_screen import WinnerScreen

    screen = WinnerScreen(parent=parent)
    screen.ensurePolished()
    return screen
