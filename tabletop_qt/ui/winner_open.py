"""The winner screen of a finished table, made from its last update: places from the outcome (refined by the
game's own figures) and the people at this screen."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from tabletop_qt.table.update import TableUpdate
    from tabletop_qt.ui.winner_screen import WinnerScreen


def winner_screen_for(update: TableUpdate, board: Any, parent: QWidget) -> WinnerScreen:
    """The winner screen for ``update`` (finished), with ``board``'s score table; not shown yet."""
    from tabletop_qt.core import ranking
    from tabletop_qt.ui.peer_text import peer_name
    from tabletop_qt.ui.winner_figures import refine_places
    from tabletop_qt.ui.winner_screen import WinnerScreen

    view = update.view_for(None)
    names = [peer_name(s.name) for s in update.setup.seats]
    outcome = update.outcome
    places = ranking.places(len(names), outcome.winners, outcome.scores, board.scores_better)
    places = refine_places(update.setup.game_id, places, update.log_for(None))
    people = sorted(s for s in update.views if s != update.PUBLIC)  # the seats of the people at this screen
    return WinnerScreen(
        view,
        names,
        lambda: board.score_table(view, names),
        parent,
        places=places,
        people=people,
        game_id=update.setup.game_id,
        log=update.log_for(None),
    )
