"""High Noon Saloon's out-of-turn windows in the real window: the countdown passing for an absent person, the
hot-seat cover before a window that asks another person, and a language switch in the middle of a window."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import Qt

from tabletop_qt.i18n.languages import Language
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.hns_driver import HnsPerson
from tests.ui.hns_support import person_asked

GAME = "high_noon_saloon"


def _until_window(qtbot, window: MainWindow, person: HnsPerson, wanted, seconds: float = 20) -> Any:  # type: ignore[no-untyped-def]
    """Play the people's turns by clicking (revealing the hot-seat cover as asked) until ``wanted(page)``."""
    page = window.game
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        qtbot.waitUntil(lambda: person_asked(window) or page.is_covered(), timeout=10000)
        if wanted(page):
            return page.update_shown
        assert not page.update_shown.outcome.finished, "the game ended before the window came"
        if page.is_covered():
            qtbot.mouseClick(page._cover_button, Qt.MouseButton.LeftButton)
            continue
        person.step()
    raise AssertionError("no such window came")


def _asked_to_answer(page: Any) -> bool:
    update = page.update_shown
    answer = update.answer if update is not None else None
    return answer is not None and answer.seat == page.acting_seat()


def test_the_table_passes_for_an_absent_person_when_the_time_runs_out(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window.set_answer_time(400)
    seats = (SeatSpec(SeatKind.HUMAN, "Ann"), SeatSpec(SeatKind.BOT, "Bix", "normal"))
    window.start_game(GameSetup(GAME, seats, 11))
    page = window.game
    person = HnsPerson(qtbot, window)
    update = _until_window(qtbot, window, person, lambda p: _asked_to_answer(p) and not p.is_covered())
    answer = update.answer
    assert answer.kind == "block" and answer.seat == 0 and answer.total_ms == 400
    scene = page.board.hns_scene
    # The prompt: who attacks with what, and the time left, counting down.
    assert scene.countdown_text() == "1 s to answer"
    prompt = scene.window_lines(answer, mine=True)
    assert prompt[0].startswith("Bix attacks you with ") and "damage so far" in prompt[0]
    assert any(c.action == {"type": "pass"} for c in scene.chips())
    version = update.version
    # Ann is away: nobody clicks. The rules thread passes for her.
    qtbot.waitUntil(lambda: page.update_shown.version > version, timeout=3000)
    passed = page.update_shown
    assert passed.timed_out == 0
    assert page.status_text() == "Time ran out: Ann passes automatically."
    assert "Ann does not block." in page.log_lines()
    assert passed.answer is None or passed.answer.seat != 0 or passed.version > version


def _hot_seat(window: MainWindow, seed: int) -> None:
    seats = (SeatSpec(SeatKind.HUMAN, "Ann"), SeatSpec(SeatKind.HUMAN, "Bob"))
    window.start_game(GameSetup(GAME, seats, seed))


def _covered_window(page: Any) -> bool:
    return page.is_covered() and _asked_to_answer(page)


def test_the_hot_seat_cover_comes_before_a_window_that_asks_the_other_person(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    _hot_seat(window, 3)
    page = window.game
    person = HnsPerson(qtbot, window)
    update = _until_window(qtbot, window, person, _covered_window)
    answer = update.answer
    attacker = answer.details["attacker"]
    asked = ["Ann", "Bob"][answer.seat]
    # Behind the cover no hand is drawn, and the cover says who is asked, about what, and for how long.
    assert answer.seat != attacker and page.acting_seat() == answer.seat
    assert page.board.hns_scene.hand_items() == []
    cover = page.findChild(type(page._cover_answer), "cover_answer")
    assert cover.isVisible()
    assert f"{asked} may block." in cover.text() or f"{asked} may counterattack" in cover.text()
    assert "s left to answer before an automatic pass." in cover.text()
    assert page._cover_label.text().startswith(f"Pass the screen to {asked}.")
    qtbot.mouseClick(page._cover_button, Qt.MouseButton.LeftButton)
    assert not page.is_covered()
    scene = page.board.hns_scene
    assert scene.hand_items(), "the asked person's hand shows once they say it is them"
    assert scene.countdown_text().endswith("s to answer")
    assert page.board.buttons["pass"].isEnabled()


def test_switching_language_in_the_middle_of_a_window(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    _hot_seat(window, 3)
    page = window.game
    person = HnsPerson(qtbot, window)
    update = _until_window(qtbot, window, person, _covered_window)
    window.set_language(Language.ITALIAN)
    cover = page._cover_answer
    qtbot.waitUntil(lambda: "s per rispondere, poi si passa automaticamente." in cover.text(), timeout=2000)
    assert cover.text().startswith("Ann attacca Bob con ")
    assert update.answer.kind == "block"
    qtbot.mouseClick(page._cover_button, Qt.MouseButton.LeftButton)
    scene = page.board.hns_scene
    italian = scene.window_lines(update.answer, mine=True)
    window.set_language(Language.DUTCH)
    qtbot.waitUntil(lambda: scene.countdown_text().endswith("s om te antwoorden"), timeout=2000)
    dutch = scene.window_lines(update.answer, mine=True)
    assert italian[-1] == "Blocca con una carta evidenziata, o passa."
    assert dutch[-1] == "Weer af met een gemarkeerde kaart, of pas."
    assert scene.countdown_text().endswith("s om te antwoorden")
    assert page._turn.text().endswith("weer de aanval af met een gemarkeerde kaart, of Passen (P).")
    window.set_language(Language.ENGLISH)
    # Still the same window, still answerable: pass it with the prompt's chip.
    assert page.update_shown.version == update.version
    person.chip({"type": "pass"})
    qtbot.waitUntil(lambda: page.update_shown.version > update.version, timeout=3000)
