"""A game's start builds no table and its first position draws no picture the idle warm-up could make, and its first
paint does not fill the map's device-pixel caches (GameBoard.draw_ahead, ui/paint_ahead.py).

Without them High Noon Saloon's first show_view made the items every table keeps (piles, the set-up's phase chip,
the hand's places: ~2 ms) and its side boards (~0.7 ms each) and drew the faces it showed (piles, the acting seat's character, the
empty slots, a person's hand: 7-13 faces, 5-11 ms) and its first paint drew every item of the map into its cache
(10-15 ms); Tea Time's first position scaled its 20 grid cards' pictures at the new table's ratio (8 ms), then
built its table (2-3 ms) whose first paint drew every shape of it afresh (6 ms); Frantic Frankfurt's start built its
table (3-8 ms).

In a fresh interpreter (no other test's window drew these pictures first), the warm-up's steps driven to their end,
the window shown offscreen at a laptop's size; counted in pictures drawn and items painted, not milliseconds."""

from __future__ import annotations


from tests.test_cli import ENGLISH, child_report, run
from tests.ui.window_script import WINDOW_WITHOUT_ITS_WARM_UP

# The map's spaces are Python items: a paint Qt asks of one (to fill its cache, or with no cache) is counted.
COUNT_SPACE_PAINTS = r"""
from PySide6.QtWidgets import QGraphicsEllipseItem
from tabletop_qt.ui.games.high_noon_saloon import table_items
space_paints = []
def _paint(self, painter, option, widget=None):
    space_paints.append(self)
    QGraphicsEllipseItem.paint(self, painter, option, widget)
table_items.SpaceItem.paint = _paint
"""

STARTS = COUNT_SPACE_PAINTS + WINDOW_WITHOUT_ITS_WARM_UP + r"""
import time
from PySide6.QtCore import QEvent, QObject
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.ui.games.high_noon_saloon import faces as hns_faces
from tabletop_qt.ui.items.art import card_art
window.resize(1366, 768)
window.show()
app.processEvents()
from tabletop_qt.ui.warm_up import warm_up_steps
for _ in warm_up_steps(lambda: window.game):
    app.processEvents()
from tabletop_qt.ui.games.high_noon_saloon import side_board as hns_side_board
side_boards_made = []
real_side_board = hns_side_board.SideBoard.__init__
hns_side_board.SideBoard.__init__ = lambda self, *a: side_boards_made.append(a[2]) or real_side_board(self, *a)
faces_drawn = []
real_image = hns_faces.HnsCardFaces.image
hns_faces.HnsCardFaces.image = lambda self, key, *a: faces_drawn.append(key) or real_image(self, key, *a)
tea_art = card_art("tea_time")
from tabletop_qt.ui.games.frantic_frankfurt.build import TableBuild
tables_made = []
real_make = TableBuild._make
TableBuild._make = lambda self, shape, ratio: tables_made.append(shape) or real_make(self, shape, ratio)
from tabletop_qt.ui.games.tea_time import scene as tea_scene
real_tea_table = tea_scene.make_table
tea_scene.make_table = lambda art, shape, ratio: tables_made.append(shape) or real_tea_table(art, shape, ratio)
from PySide6.QtWidgets import QGraphicsItem
paints = []
class Paints(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            paints.append(1)
        return False
watcher = Paints()
window.game.view.viewport().installEventFilter(watcher)
report = {}
for game, players in (("high_noon_saloon", 4), ("tea_time", 4), ("frantic_frankfurt", 3)):
    faces_drawn.clear()
    side_boards_made.clear()
    tables_made.clear()
    space_paints.clear()
    scaled = len(tea_art._pixmaps)
    positions = []
    window.controller.table_updated.connect(positions.append)
    board_scene = window.game._boards[game].scene if game in window.game._boards else None
    ahead = {id(item): item.isVisible() for item in board_scene.items()} if board_scene is not None else {}
    seats = tuple(SeatSpec(SeatKind.HUMAN if i == 0 else SeatKind.BOT, f"P{i}", "normal") for i in range(players))
    window.start_game(GameSetup(game, seats, 3))
    until = time.monotonic() + 20
    while not positions and time.monotonic() < until:
        app.processEvents()
    shown = list(faces_drawn)  # the first position shown (in its own turn), before any idle turn's face
    sides_made = list(side_boards_made)
    paints.clear()
    while not paints and time.monotonic() < until:  # the page painted, a turn later
        app.processEvents()
    scene = window.game.board.scene
    # Tea Time's grid cards' shadows: given a device-pixel cache ahead (and painted into it through the view)?
    shadows_cached = [scene.cell_item(c)._shadow.cacheMode() != QGraphicsItem.CacheMode.NoCache
                      for c in range(20)] if game == "tea_time" else []
    spaces = len(scene.space_items()) if hasattr(scene, "space_items") else 0
    # High Noon Saloon's items every table makes once and keeps (the piles, the set-up's phase chip, the hand's
    # places): each made ahead (hidden till then) or in the first position?
    kept_items = []
    if game == "high_noon_saloon":
        kept_items = [item for item in scene.items()
                      if isinstance(item.data(1), tuple) and item.data(1)[:1] == ("pile",)
                      or isinstance(item.data(2), bool) and item.data(0) == "setup"]
        kept_items += scene.hand_row()
    made_ahead = [id(item) in ahead for item in kept_items]
    shown_ahead = [ahead.get(id(item)) for item in kept_items]
    report[game] = {"faces_drawn": shown, "tea_scaled": len(tea_art._pixmaps) - scaled, "painted": bool(paints),
                    "tables_made": len(tables_made), "shadows_cached": shadows_cached,
                    "spaces": spaces, "spaces_painted": len(set(map(id, space_paints))),
                    "kept_made_ahead": made_ahead, "kept_shown_ahead": shown_ahead, "side_boards_made": sides_made}
    window.controller.table_updated.disconnect(positions.append)
    window.leave_table()
    app.processEvents()
window.controller.shutdown()
window.close()
print(json.dumps(report))
"""


def test_a_games_first_position_and_paint_draw_nothing_the_warm_up_could() -> None:
    result = run("-c", STARTS, **ENGLISH)
    seen = child_report(result)
    hns, tea = seen["high_noon_saloon"], seen["tea_time"]
    assert hns["painted"] and tea["painted"], seen
    # Every face the first position shows (a person's hand, the piles, the acting seat's character and slots, the
    # side boards' slots) was drawn ahead, at the size its place has.
    assert hns["faces_drawn"] == [], seen
    # The items every table makes once and keeps (four piles, the set-up's two phase chips, seven places of the
    # hand) were made ahead, hidden until the first position showed them (a first show_view made them, ~2 ms).
    assert len(hns["kept_made_ahead"]) == 4 + 2 + 7 and all(hns["kept_made_ahead"]), seen
    assert not any(hns["kept_shown_ahead"]), seen
    # Each seat's side board for each player count was made ahead: the first position sets three in place.
    assert hns["side_boards_made"] == [], seen
    # The map was painted ahead: the game's first paint repaints only the spaces the position lit, if any.
    assert hns["spaces"] > 0 and hns["spaces_painted"] < hns["spaces"] / 2, seen
    # Tea Time's cards were scaled ahead for each player count's table, at the ratio the view fits it at.
    assert tea["tea_scaled"] == 0, seen
    # Tea Time's table for four was made ahead, its caches filled through the page's view: the start takes it.
    assert tea["tables_made"] == 0 and tea["shadows_cached"] == [True] * 20, seen
    # Frantic Frankfurt's table for three, seen from the first seat, was made ahead: the start takes it.
    assert seen["frantic_frankfurt"]["painted"] and seen["frantic_frankfurt"]["tables_made"] == 0, seen
