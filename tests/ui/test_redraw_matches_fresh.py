"""A table drawn position after position (each position touching only what changed) looks exactly like the same
position drawn on a new table: nothing missing, nothing stale. Tea Time and High Noon Saloon, watched by a spectator
as bots play (the scenes that keep items from one position to the next)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from tabletop_qt.core.games import get_game
from tabletop_qt.ui.games.high_noon_saloon.scene import HighNoonSaloonScene
from tabletop_qt.ui.games.tea_time.scene import TeaTimeScene
from tests.tiers import sample

NAMES = ["Ann", "Bob", "Cleo", "Dirk", "Eva", "Frank"]


def _still(scene: QGraphicsScene) -> None:
    """Every slide and flight landed, as the eye sees once they are over; the last move's arrow is left out (it
    stays until the next move or attack by design, which a fresh table never saw)."""
    scene.last_move.clear()
    if isinstance(scene, HighNoonSaloonScene):
        scene.motion.finish()
    else:
        scene._finish_animations()  # noqa: SLF001 (Tea Time's flights have no public way to land them)


def _picture(scene: QGraphicsScene) -> QImage:
    _still(scene)
    rect = scene.sceneRect()
    image = QImage(int(rect.width() / 2), int(rect.height() / 2), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


@pytest.mark.parametrize(
    ("game_id", "players", "make"),
    [("tea_time", 4, TeaTimeScene), ("high_noon_saloon", 4, HighNoonSaloonScene)],
)
def test_a_table_redrawn_move_after_move_matches_a_fresh_one(
    qtbot, tmp_path, game_id: str, players: int, make: Callable[[], Any]  # type: ignore[no-untyped-def]
) -> None:
    game = get_game(game_id)
    seed = 11
    state = game.new_state(players, seed)
    rng = random.Random(seed)
    names = NAMES[:players]
    scene = make()
    scene.show_view(game.view(state, None), names, [])
    checks = sample(4, 12)
    moves = sample(60, 240)
    at = set(rng.sample(range(1, moves), checks))
    compared = 0
    for move in range(1, moves):
        if game.outcome(state).finished:
            break
        seat = game.current_seats(state)[0]
        actions = [a for a in game.legal_actions(state, seat) if game.action_to_json(a).get("type") != "quick_draw"]
        state, events = game.apply(state, seat, rng.choice(actions))
        view = game.view(state, None)
        scene.show_view(view, names, [], events)
        if move in at:
            fresh = make()
            fresh.show_view(view, names, [], events)
            drawn, expected = _picture(scene), _picture(fresh)
            if drawn != expected:
                drawn.save(str(tmp_path / f"{move}_drawn.png"))  # to look at
                expected.save(str(tmp_path / f"{move}_fresh.png"))
            assert drawn == expected, f"position {move} differs from a fresh drawing"
            compared += 1
    assert compared >= 2
