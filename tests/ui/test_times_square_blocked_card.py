"""Times Square: clicking a card that has no legal play says why, also when the card could be discarded (review
TS-2: a Sue card stopped by its Bodyguard was framed as selected with no word, only Discard enabled)."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication

from tabletop_qt.table.saves import write_save
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.table import Table
from tabletop_qt.ui.main_window import MainWindow
from tabletop_qt.ui.games.times_square.texts import REASONS
from tests.ui.helpers import click_scene_item, wait_for_turn_or_end


def _blocked_position() -> tuple[Table, str, str]:
    """A position (played out by chance from a fixed seed) where the person's hand holds a card with no legal play
    that could still be discarded; the card and the rules' reason."""
    for seed in range(20):
        setup = GameSetup("times_square", (SeatSpec(SeatKind.HUMAN, "Ada"), SeatSpec(SeatKind.BOT, "Robo", "easy")), seed)
        found = _play_until_blocked(Table.new(setup), random.Random(seed))
        if found is not None:
            return found
    raise AssertionError("no blocked card in these games")


def _play_until_blocked(table: Table, rng: random.Random) -> tuple[Table, str, str] | None:
    from tabletop_qt.ui.games.times_square.scene import MOVED_BY, natural_move

    while not table.outcome.finished:
        seat = table.current_seats()[0]
        legal = table.legal(seat)
        if seat == 0:
            view = table.view(0)
            for card in view["hand"]:
                card_id = card["id"]
                plays = [a for a in legal if a["type"] == "play" and card_id in a["cards"]]
                discard = any(a["type"] == "discard" and a["card"] == card_id for a in legal)
                move = natural_move(card_id.split(".")[0])
                to = {figure: int(view["figures"][figure]) for figure in MOVED_BY[move]}
                verdict = table.check(0, {"type": "play", "cards": [card_id], "move": move, "to": to})
                if not plays and discard and verdict.reason in ("ts.sue_between_guards", "ts.nothing_moves"):
                    return table, card_id, verdict.reason
        assert table.submit(seat, rng.choice(legal)).accepted
    return None


def test_a_blocked_card_says_why_though_it_could_be_discarded(qtbot, window: MainWindow) -> None:
    table, card, reason = _blocked_position()
    write_save(table, window.autosave_path)
    window.continue_last_game()
    wait_for_turn_or_end(qtbot, window)
    page = window.game
    scene = page.board.ts_scene
    click_scene_item(qtbot, window, scene.hand_items()[scene.hand_ids().index(card)])
    assert scene.selected_cards == [card] and not scene.ghosts()
    assert page.board.discard_button.isEnabled()
    expected = QCoreApplication.translate("Reasons", REASONS[reason])
    qtbot.waitUntil(lambda: page.status_text() == expected, timeout=3000)
