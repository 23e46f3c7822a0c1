"""After a take, only the panel of the player whose collection changed is drawn again (ui/games/tea_time/scene.py);
the others are left as they are, until something they show changes (the turn, a score, the language)."""

from __future__ import annotations

from typing import Any

from tabletop_qt.core.games import get_game
from tabletop_qt.ui.games.tea_time.scene import TeaTimeScene

NAMES = ["Ann", "Bob", "Cleo"]


def _spy(scene: TeaTimeScene) -> list[int]:
    touched: list[int] = []
    for seat, panel in enumerate(scene._panels):  # noqa: SLF001 (the panels' own drawing is what is checked)
        panel._name.setText = lambda text, s=seat: touched.append(s)  # type: ignore[method-assign]  # noqa: SLF001
    return touched


def test_a_take_redraws_the_taker_s_panel_and_the_turn_s_not_the_others(qtbot) -> None:  # type: ignore[no-untyped-def]
    game = get_game("tea_time")
    state = game.new_state(3, 4)
    scene = TeaTimeScene()
    scene.show_view(game.view(state, None), NAMES, [])
    touched = _spy(scene)
    scene.show_view(game.view(state, None), NAMES, [])  # the same position again
    assert touched == []
    taker = game.current_seats(state)[0]
    state, events = game.apply(state, taker, game.legal_actions(state, taker)[0])
    view: dict[str, Any] = game.view(state, None)
    scene.show_view(view, NAMES, [], events)
    following = game.current_seats(state)[0]
    assert sorted(set(touched)) == sorted({taker, following})
