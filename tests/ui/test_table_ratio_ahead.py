"""The idle warm-up lays the hidden game page out at its real size and tells each board's scene the ratio its view
will fit it at (GamePage.lay_out_ahead, TableView.fit_ratio): a game's start then draws no picture it could have
drawn ahead. Without it Times Square redrew its 20 SVG pictures in the frame after Start (12-19 ms) and Frantic
Frankfurt scaled the faces of its table's card sizes there (~10 ms).

In a fresh interpreter (no other test's window drew these pictures first), the warm-up's steps driven to their
end, the window shown offscreen at a laptop's size; counted in pictures drawn, not milliseconds."""

from __future__ import annotations


from tests.test_cli import ENGLISH, child_report, run
from tests.ui.window_script import WINDOW_WITHOUT_ITS_WARM_UP

STARTS = WINDOW_WITHOUT_ITS_WARM_UP + r"""
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
window.resize(1366, 768)
window.show()
app.processEvents()
from tabletop_qt.ui.warm_up import warm_up_steps
for _ in warm_up_steps(lambda: window.game):
    app.processEvents()  # (Frantic Frankfurt scales its faces on a timer of its own, in idle turns)
for _ in range(2000):
    app.processEvents()
import tabletop_qt.ui.games.times_square.scene as ts_scene
from tabletop_qt.ui.items.art import card_art
drawn = []
real_svg = ts_scene.svg_pixmap
ts_scene.svg_pixmap = lambda *a: drawn.append(a[0]) or real_svg(*a)
faces = card_art("frantic_frankfurt")
report = {}
for game, players in (("times_square", 2), ("frantic_frankfurt", 3)):
    scaled = len(faces._pixmaps)
    drawn.clear()
    seats = tuple(SeatSpec(SeatKind.BOT, f"P{i}", "normal") for i in range(players))
    window.start_game(GameSetup(game, seats, 3))
    report[game] = {"svg_drawn": len(drawn), "faces_scaled": len(faces._pixmaps) - scaled,
                    "ratio": window.game.view.render_ratio(), "scene_ratio": window.game.board.scene._ratio}
    window.controller.close_table()
window.controller.shutdown()
window.close()
print(json.dumps(report))
"""


def test_a_games_start_draws_no_picture_the_warm_up_could_draw() -> None:
    result = run("-c", STARTS, **ENGLISH)
    seen = child_report(result)
    for game in ("times_square", "frantic_frankfurt"):
        assert abs(seen[game]["ratio"] - seen[game]["scene_ratio"]) < 1e-3, seen  # drawn at the view's own ratio
    assert seen["times_square"]["svg_drawn"] == 0, seen
    assert seen["frantic_frankfurt"]["faces_scaled"] == 0, seen
