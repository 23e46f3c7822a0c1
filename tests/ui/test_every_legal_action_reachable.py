"""Every legal action of the person at the screen can be made by clicking the table's own items and buttons, in each
of the four games, in English, Italian and Dutch, at 1024x640 and 1366x768 (issue 26, item 1).

Positions come from seeded random walks through the rules (turns, out-of-turn windows, any-moment actions, team
play); the page shows each through a controller that only records what it would send (``tests/ui/reachability.py``).
The default tier walks a few positions per game and screen; ``--full`` walks hundreds per game.
"""

from __future__ import annotations

import functools
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from tabletop_qt.i18n.languages import Language
from tests.tiers import sample
from tests.ui.reachability import Reach, RecordingController, find_position, unreachable, walk_positions
from tests.ui.reachability_planners import PLANNERS

SCREENS = ((1024, 640), (1366, 768))
LANGUAGES = (Language.ENGLISH, Language.ITALIAN, Language.DUTCH)

# Each game's tables: (options, players). High Noon Saloon: free-for-all, the advanced characters, teams.
TABLES: dict[str, tuple[tuple[dict[str, Any], int], ...]] = {
    "tea_time": (({}, 2), ({}, 4)),
    "times_square": (({}, 2),),
    "frantic_frankfurt": (({}, 2), ({}, 4)),
    "high_noon_saloon": (({}, 3), ({"advanced": True}, 2), ({"teams": "2x2"}, 4), ({"teams": "3x2", "advanced": True}, 6)),
}
# Positions per game and (language, screen): a handful by default, hundreds per game in the full tier.
PER_SCREEN = {"tea_time": sample(2, 40), "times_square": sample(2, 40), "frantic_frankfurt": sample(2, 40), "high_noon_saloon": sample(4, 80)}


def _positions(game_id: str, salt: int) -> list[Any]:
    tables = TABLES[game_id]
    wanted = PER_SCREEN[game_id]
    found: list[Any] = []
    seed = 1009 * salt + 7  # 1009: each screen starts on another table of the game
    while len(found) < wanted:
        options, players = tables[seed % len(tables)]
        # Two a game at least: one at a rarer moment (an out-of-turn window, an attack...), one at any other.
        found += walk_positions(game_id, options, players, seed, max(2, wanted // len(tables)))
        seed += 1
    return found[:wanted]


@pytest.mark.parametrize("game_id", list(PLANNERS))
def test_every_legal_action_can_be_clicked(qtbot, window, languages, game_id: str) -> None:  # type: ignore[no-untyped-def]
    controller = RecordingController()
    page = window.game
    window.pages.setCurrentWidget(page)
    page.set_controller(controller)
    reach = Reach(page, qtbot, controller, PLANNERS)
    problems: list[str] = []
    salt = 0
    for language in LANGUAGES:
        languages.set_language(language)
        QApplication.processEvents()  # LanguageChange re-words the page
        for width, height in SCREENS:
            window.resize(width, height)
            QApplication.processEvents()
            salt += 1
            for position in _positions(game_id, salt):
                problems += [f"{language.value} {width}x{height} {p}" for p in unreachable(reach, position)]
    print(f"{game_id}: {reach.checked} legal actions tried, {reach.alike} made under another name with the same result")
    assert reach.checked > 0
    assert not problems, f"{len(problems)} legal actions cannot be clicked:\n" + "\n".join(problems[:25])


@functools.lru_cache(maxsize=1)
def _rifle_position() -> Any:
    """A seeded position where the person holds a Repeatin' Rifle in the Fist with bullets to spare and a target in
    melee reach: four declarations (three shots and a melee attack), one chip each."""
    for position in walk_positions("high_noon_saloon", {"advanced": True}, 2, 1, 10**6):
        legal = position.update().legal[position.seat]
        if len([a for a in legal if a["type"] == "declare"]) >= 4:
            return position
    raise AssertionError("the seeded game no longer reaches a rifle with four attacks")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_repeatin_rifle_offers_all_four_attacks(qtbot, window, languages, language: Language) -> None:  # type: ignore[no-untyped-def]
    """The review's finding: only the first two of the rifle's attacks had chips (the others were dropped past the
    board's edge), so the 3-bullet shot and the melee attack could not be played."""
    position = _rifle_position()
    controller = RecordingController()
    page = window.game
    window.pages.setCurrentWidget(page)
    page.set_controller(controller)
    reach = Reach(page, qtbot, controller, PLANNERS)
    languages.set_language(language)
    QApplication.processEvents()
    for width, height in SCREENS:
        window.resize(width, height)
        QApplication.processEvents()
        assert list(unreachable(reach, position)) == []
        declares = [c for c in page.board.hns_scene.chips() if c.action["type"] == "declare"]
        assert len(declares) == 4
        assert [c.key for c in page.board.hns_scene.chips()][:4] == [1, 2, 3, 4]


def test_a_team_card_that_names_a_slot_can_still_be_discarded(qtbot, window, languages) -> None:  # type: ignore[no-untyped-def]
    """Found by the full tier: while Scavengin', a team card whose use names a slot and a teammate (Chuck It!) had no
    Discard chip, so it could only be played, never discarded."""
    def both(update: Any) -> bool:
        seat = update.setup.people()[0]
        legal = update.legal[seat]
        return any(a["type"] == "team_card" and "slot" in a and {"type": "discard", "card": a["card"]} in legal for a in legal)

    position = find_position("high_noon_saloon", {"teams": "2x2"}, 4, both, seeds=range(1000, 1100))
    controller = RecordingController()
    page = window.game
    window.pages.setCurrentWidget(page)
    page.set_controller(controller)
    reach = Reach(page, qtbot, controller, PLANNERS)
    window.resize(1024, 640)
    assert list(unreachable(reach, position)) == []
