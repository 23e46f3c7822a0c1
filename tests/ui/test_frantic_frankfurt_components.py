"""The Frantic Frankfurt scene's components on a bare QGraphicsScene: each works from what it is handed, with no
scene around it (the scene's own tests play them through the table: test_frantic_frankfurt_board.py)."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from PySide6.QtWidgets import QGraphicsScene

from tabletop_qt.core.games.frantic_frankfurt.rules import FranticFrankfurt
from tabletop_qt.ui.games.frantic_frankfurt.banner import Banner
from tabletop_qt.ui.games.frantic_frankfurt.build import TableBuild
from tabletop_qt.ui.games.frantic_frankfurt.motion import CardMotion
from tabletop_qt.ui.games.frantic_frankfurt.round_end import RoundEnd
from tabletop_qt.ui.items.art import card_art
from tabletop_qt.ui.items.last_move import LastMoveMark

RULES = FranticFrankfurt()
SCENARIOS = Path(__file__).resolve().parent.parent / "core" / "frantic_frankfurt" / "scenarios"


def _name(seat: Any) -> str:
    return ["Anna", "Bruno", "Carla"][seat] if isinstance(seat, int) else "?"


def _event(code: str, **args: Any) -> Any:
    return SimpleNamespace(code=code, args=args)


def test_the_banner_words_what_it_is_shown_and_counts_down_by_itself(qtbot: Any) -> None:
    scene = QGraphicsScene()
    banner = Banner(scene)
    assert banner.text() == "" and banner.button_rect().isEmpty()
    view = RULES.view(RULES.new_state(3, seed=1), 0)
    banner.show(view, {"ready"}, 0, _name)
    assert banner.text() == "Ready to turn the cards up?"
    assert not banner.button_rect().isEmpty() and banner.button_hit(banner.button_rect().center())
    banner.set_countdown("opening", 60_000, 60_000)  # worded again from what it was shown last
    assert banner.text().startswith("Ready to turn the cards up…")
    banner.set_countdown(None)
    banner.show(view, set(), 0, _name)
    assert banner.text() == "Ready to turn the cards up?" and banner.button_rect().isEmpty()


def test_the_round_end_shows_its_summary_until_dismissed(qtbot: Any) -> None:
    scene = QGraphicsScene()
    round_end = RoundEnd(scene)
    view = {"phase": "opening", "round": 2, "players": 3, "seats": []}
    round_end.follow([_event("ff.columns_emptied", seat=1), _event("ff.pile_slapped", seat=0, count=5)], view)
    round_end.refresh(view, _name)
    assert not round_end.visible()  # the round has not ended yet
    round_end.follow([_event("ff.round_ended", round=1, finisher=1, draw_counts=[10, 0, 12])], view)
    round_end.refresh(view, _name)
    summary = round_end.summary
    assert summary is not None and (summary.round, summary.finisher, summary.piles) == (1, 1, {0: 5})
    assert round_end.visible() and round_end.hit(round_end.rect().center())
    round_end.dismiss()
    round_end.refresh(view, _name)
    assert not round_end.visible() and not round_end.hit(round_end.rect().center())


def test_card_motion_flies_the_others_cards_to_the_built_piles(qtbot: Any) -> None:
    scene = QGraphicsScene()
    art = card_art("frantic_frankfurt")
    table = TableBuild(scene, art).table((3, 0), 1.0)
    assert [p.index for p in table.piles] == [0, 1, 2] and len(table.columns) == 4 and len(table.opponents) == 2
    motion = CardMotion(scene, art)
    state = RULES.state_from_json(json.loads((SCENARIOS / "round_end_3p.json").read_text(encoding="utf-8")))
    view = RULES.view(state, 0)
    card = {"colour": "red", "value": 3}
    motion.animate([_event("ff.card_played", seat=0, pile=1, column=0, card=card)], table, view, 1.0)
    assert motion.card_items() == []  # your own card: your hand carried it already
    motion.animate([_event("ff.card_played", seat=2, pile=1, column=0, card=card)], table, view, 1.0)
    flying = motion.card_items()
    assert len(flying) == 1 and flying[0].isVisible() and flying[0].scene() is scene
    mark = LastMoveMark(scene)
    motion.mark_last_move([_event("ff.card_played", seat=2, pile=1, column=0, card=card)], table, mark)
    motion.finish(table)
    assert not flying[0].isVisible()
