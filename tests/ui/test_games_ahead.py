"""Each listed game's rules modules and engine are made in the home screen's idle warm-up, on a thread of their own
(ui/import_ahead.py ``games_in_background``): the rules thread made them when a game's first table started, 25-90
ms under the interpreter lock while the GUI thread drew that table's first frame. Each game's ``record`` module too
(its winner-screen figures), which a game's first end imported in the turn that fills the winner screen; and the game
page's side panel is painted once (GamePage.paint_side_ahead), not first in the turn that shows the page; a game's
controls are laid out before its first paint.

Checked in fresh interpreters, where no other test has made an engine first."""

from __future__ import annotations


from tests.test_cli import ENGLISH, child_report, run
from tests.ui.window_script import WINDOW_WITHOUT_ITS_WARM_UP

# The window as main() makes it, its own warm-up timer left out; the warm-up's steps driven to their end.
WARMED = WINDOW_WITHOUT_ITS_WARM_UP + r"""
window.show()
app.processEvents()
from tabletop_qt.core import games
from tabletop_qt.core.games.specs import LISTED_SPECS
from tabletop_qt.ui.import_ahead import game_modules
from tabletop_qt.ui.warm_up import warm_up_steps
before = sorted(games._loaded)
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget
side_paints = []
class SidePaints(QObject):
    def eventFilter(self, watched, event):
        side = window._game._side if window._game is not None else None
        if event.type() == QEvent.Type.Paint and side is not None and isinstance(watched, QWidget) \
                and (watched is side or side.isAncestorOf(watched)):
            side_paints.append(watched.objectName())
        return False
side_filter = SidePaints()
app.installEventFilter(side_filter)
for _ in warm_up_steps(lambda: window.game):
    pass
app.removeEventFilter(side_filter)
page_shown = window.pages.currentWidget() is window.game
# Times Square started from the home page: its controls join the side panel; their sizes at the view's first paint.
import time
from PySide6.QtWidgets import QPushButton
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
page = window.game
def buttons():
    controls = page.board.controls
    return {b.objectName(): [b.width(), b.height()] for b in controls.findChildren(QPushButton) if b.isVisibleTo(controls)}
first_paint = []
class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not first_paint:
            first_paint.append(buttons())
        return False
paint_filter = FirstPaint()
page.view.viewport().installEventFilter(paint_filter)
window.start_game(GameSetup("times_square", (SeatSpec(SeatKind.BOT, "Anna"), SeatSpec(SeatKind.BOT, "Bruno")), 4))
end = time.monotonic() + 10
while not first_paint and time.monotonic() < end:
    app.processEvents()
end = time.monotonic() + 0.3
while time.monotonic() < end:
    app.processEvents()
hns = games._loaded.get("high_noon_saloon")
print(json.dumps({
    "before": before, "made": sorted(games._loaded), "listed": sorted(games.GAMES),
    "modules": list(game_modules()), "missing": [m for m in game_modules() if m not in sys.modules],
    "house_set_parsed": hns is not None and "catalog" in vars(hns),
    "side_painted": sorted(set(side_paints)), "page_shown": page_shown,
    "buttons_at_first_paint": first_paint[0] if first_paint else None, "buttons_after": buttons(),
    "records_missing": [s.record for s in LISTED_SPECS if s.record and s.record.partition(":")[0] not in sys.modules],
}))
window.controller.shutdown()  # the Times Square table's rules thread
"""


def test_the_warm_up_makes_every_listed_games_engine_and_imports_its_rules_and_bots() -> None:
    result = run("-c", WARMED, **ENGLISH)
    seen = child_report(result)
    assert seen["before"] == []  # the window's first frame made none
    assert seen["made"] == seen["listed"]
    assert seen["missing"] == []
    assert "tabletop_qt.core.games.high_noon_saloon.rules" in seen["modules"]
    assert "tabletop_qt.bots.frantic_frankfurt.normal" in seen["modules"]
    assert seen["house_set_parsed"]
    # The game page's side panel painted once while hidden: its first show neither polishes nor first draws it.
    assert not seen["page_shown"] and {"turn_label", "game_log", "round_label"} <= set(seen["side_painted"])
    assert seen["records_missing"] == []
    # A game whose controls join the side panel at its start has them laid out before its first paint (drawn squeezed,
    # then the whole page again, before).
    assert seen["buttons_at_first_paint"] == seen["buttons_after"] and seen["buttons_after"]  # the winner screen's figures: not imported at a game's first end


# What the games thread does, in a process that has made no PySide class but QApplication's.
MAKES_NO_CLASS = r"""
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
from tabletop_qt.ui.import_ahead import games_in_background
from tabletop_qt.ui.qt_classes import made_classes
before = made_classes()
games_in_background().join()
after = made_classes()
made = {name: sorted(after[name] - before.get(name, frozenset())) for name in after}
print(json.dumps({name: new for name, new in made.items() if new}))
"""


def test_the_games_thread_makes_no_pyside_class() -> None:
    # Two threads making PySide classes at once crash the process (ui/qt_classes.py).
    result = run("-c", MAKES_NO_CLASS, **ENGLISH)
    assert child_report(result) == {}
