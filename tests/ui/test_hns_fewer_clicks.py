"""High Noon Saloon's turn in fewer clicks (issue 26, item 4): End turn, phases that pass by themselves, keys for
the buttons and the chips; and what the table says (item 3): an instruction per phase, chips named by effect, a
split attack's chosen targets marked and counted, a legend."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tabletop_qt.core.games.high_noon_saloon.content import house_set
from tabletop_qt.i18n.languages import Language
from tabletop_qt.ui.games.high_noon_saloon import chips as hns_chips
from tests.ui.hns_clicks import END_TURN, PHASE_BY_PHASE, CountingPerson
from tests.ui.live_table import LiveController
from tests.ui.reachability import RecordingController, find_position

SEED = 5


def _live_page(qtbot: Any, window: Any, seed: int = SEED, players: int = 2) -> tuple[Any, LiveController]:
    window.resize(1366, 768)
    controller = LiveController(players, seed)
    page = window.game
    window.pages.setCurrentWidget(page)
    page.set_controller(controller)
    page.prepare_table(controller.table.setup)
    controller.start()
    qtbot.waitUntil(lambda: page.update_shown is not None)
    return page, controller


def _play_to_an_attack(qtbot: Any, page: Any, person: CountingPerson, controller: LiveController) -> int:
    """Click until a turn of the person's with an attack is over; that turn's number."""
    for _ in range(400):
        done = [t for t in person.attacked if page.update_shown.view_for(0).get("turn") != t]
        if done:
            return done[0]
        assert not page.update_shown.outcome.finished, "the game ended before an attack"
        before = page.update_shown.version
        if person.step():
            qtbot.waitUntil(lambda: page.update_shown.version != before or bool(controller.refused), timeout=3000)
            assert not controller.refused
        else:
            qtbot.wait(1)
        qtbot.waitUntil(page.board.settled, timeout=3000)  # a person sees the table come to rest
    raise AssertionError("no attack in 400 clicks")


def _clicks_of_a_turn_with_an_attack(qtbot: Any, window: Any, how: str) -> tuple[int, int]:
    page, controller = _live_page(qtbot, window)
    person = CountingPerson(qtbot, page, how)
    turn = _play_to_an_attack(qtbot, page, person, controller)
    print("\n".join(str(line) for line in person.log if line[0] == turn))
    return turn, person.clicks[turn]


def test_a_turn_with_an_attack_takes_five_clicks_or_fewer(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    turn, clicks = _clicks_of_a_turn_with_an_attack(qtbot, window, END_TURN)
    print(f"turn {turn} with an attack: {clicks} clicks with End turn")
    assert clicks <= 5


def test_phase_by_phase_the_same_turn_took_more_clicks(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The same seeded turn played as before (End phase at every phase): the figure the report compares with."""
    turn, clicks = _clicks_of_a_turn_with_an_attack(qtbot, window, PHASE_BY_PHASE)
    print(f"turn {turn} with an attack: {clicks} clicks phase by phase")
    assert clicks >= 7


def _position(wanted: Any, options: dict[str, Any] | None = None, players: int = 3) -> Any:
    def check(update: Any) -> bool:
        seat = update.setup.people()[0]
        return wanted(update.view_for(seat), update.legal[seat], update)

    return find_position("high_noon_saloon", options or {}, players, check)


def _show(qtbot: Any, window: Any, position: Any, events: tuple[Any, ...] = ()) -> tuple[Any, RecordingController]:
    window.resize(1366, 768)
    controller = RecordingController()
    page = window.game
    window.pages.setCurrentWidget(page)
    page.set_controller(controller)
    update = position.update()
    page.prepare_table(update.setup)
    controller.table_updated.emit(update if not events else _with_events(update, events))
    return page, controller


def _with_events(update: Any, events: tuple[Any, ...]) -> Any:
    from dataclasses import replace

    return replace(update, events=events)


def _only_ending(view: dict[str, Any], legal: list[dict[str, Any]], update: Any) -> bool:
    own = [a for a in legal if a["type"] not in ("quick_draw", "team_card", "cash_token")]
    return own == [{"type": "end_phase"}] and view.get("current") == update.setup.people()[0] and update.answer is None


def test_a_phase_with_nothing_to_do_passes_by_itself_after_a_move(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from tabletop_qt.core.game import Event

    position = _position(_only_ending)
    page, controller = _show(qtbot, window, position, (Event("hns.phase", {}),))
    qtbot.waitUntil(lambda: controller.submitted == [(position.seat, {"type": "end_phase"})], timeout=2000)


def test_it_stays_when_asked_to_stop_at_every_phase_or_after_an_undo(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from tabletop_qt.core.game import Event

    position = _position(_only_ending)
    page, controller = _show(qtbot, window, position)  # no events: shown again (an undo), not reached by a move
    qtbot.wait(30)
    assert controller.submitted == []
    page.board.stop_box.setChecked(True)
    controller.table_updated.emit(_with_events(position.update(), (Event("hns.phase", {}),)))
    qtbot.wait(30)
    assert controller.submitted == []
    # The person ends it: one click, one end_phase (the button also says its key).
    assert "E" in page.board.buttons["end_phase"].toolTip()
    qtbot.mouseClick(page.board.buttons["end_phase"], Qt.MouseButton.LeftButton)
    assert controller.submitted == [(position.seat, {"type": "end_phase"})]


def test_keys_press_the_buttons_and_the_chips_after_a_side_button_was_used(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    def rifle(view: dict[str, Any], legal: list[dict[str, Any]], update: Any) -> bool:
        return len([a for a in legal if a["type"] == "declare"]) >= 3

    position = _position(rifle, {"advanced": True}, 2)
    page, controller = _show(qtbot, window, position)
    window.activateWindow()
    page.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.view)
    # The side panel's new check box and button leave the keyboard with the table.
    qtbot.mouseClick(page.board.stop_box, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.board.stop_box, Qt.MouseButton.LeftButton)
    assert QApplication.focusWidget() is page.view
    assert page.board.buttons["end_turn"].focusPolicy() == Qt.FocusPolicy.TabFocus
    chips = page.board.hns_scene.chips()
    assert [c.key for c in chips][:3] == [1, 2, 3] and "3" in chips[2].toolTip()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_3)
    assert controller.submitted == [(position.seat, chips[2].action)]
    controller.submitted.clear()
    controller.table_updated.emit(position.update())  # the same position again: one intent per position
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_E)
    assert controller.submitted == [(position.seat, {"type": "end_phase"})]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_E)  # a second press before the table answers sends nothing
    assert len(controller.submitted) == 1


def test_end_turn_stops_where_an_attack_can_be_declared(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    page, controller = _live_page(qtbot, window)
    person = CountingPerson(qtbot, page, END_TURN)
    # Play on (by End turn) until a Fightin' phase with an attack to declare is shown to the person.
    for _ in range(300):
        update = page.update_shown
        view = update.view_for(0)
        if view.get("phase") == "fight" and any(a["type"] == "declare" for a in update.legal.get(0, [])) \
                and page.board.flow.ending_turn is False and not view.get("attack") and 0 in update.current_seats:
            break
        before = update.version
        if person.step():
            qtbot.waitUntil(lambda: page.update_shown.version != before, timeout=3000)
        qtbot.waitUntil(page.board.settled, timeout=3000)
    else:
        raise AssertionError("no Fightin' phase with an attack came")
    # It stopped there, and says what can be done.
    assert "chip" in page._turn.text() and "(E)" in page._turn.text()
    qtbot.wait(30)
    assert page.update_shown.view_for(0)["phase"] == "fight"


@pytest.mark.parametrize("language", [Language.ENGLISH, Language.ITALIAN, Language.DUTCH])
def test_each_phase_has_its_own_instruction(qtbot, window, languages, language: Language) -> None:  # type: ignore[no-untyped-def]
    languages.set_language(language)
    QApplication.processEvents()
    seen: dict[str, str] = {}
    for phase in ("scavenge", "weapon", "jump", "fight", "hunker", "end"):
        def here(view: dict[str, Any], legal: list[dict[str, Any]], update: Any, phase: str = phase) -> bool:
            return view.get("phase") == phase and view.get("current") == update.setup.people()[0] \
                and not view.get("attack") and update.answer is None and bool(legal)

        page, _ = _show(qtbot, window, _position(here))
        seen[phase] = page._turn.text()
    assert len(set(seen.values())) == len(seen), seen
    if language is Language.ENGLISH:
        assert "Draw (D)" in seen["scavenge"]


def test_chips_are_named_by_what_they_do(qtbot) -> None:  # type: ignore[no-untyped-def]
    saloon = {c.id: c for c in house_set().saloon}
    fancy = saloon["fancy_shootin"].options
    assert hns_chips.enhancement_label(fancy[0]) == "+2 damage (1 bullet)"
    assert hns_chips.enhancement_label(fancy[1]) == "Hit 2 players (2 bullets)"
    rifle = saloon["repeatin_rifle"].options
    assert [hns_chips.gun_label(o) for o in rifle] == [
        "Shoot: 1 damage (1 bullet)", "Shoot: 3 damage (2 bullets)", "Shoot: 4 damage (3 bullets)"]


def test_a_split_attack_marks_and_counts_its_targets(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    def split(view: dict[str, Any], legal: list[dict[str, Any]], update: Any) -> bool:
        return any(len(a.get("targets", [])) > 1 for a in legal)

    position = _position(split)
    page, controller = _show(qtbot, window, position)
    scene = page.board.hns_scene
    legal = page.update_shown.legal[position.seat]
    first = next(a for a in legal if len(a.get("targets", [])) > 1)["targets"][0]
    scene.click_player(first)
    assert controller.submitted == []
    assert scene.figure_item(first).picked and scene.board_item(first).pen().style() == Qt.PenStyle.DashLine
    names = page.names()
    texts = [item.text() for item in scene.items() if hasattr(item, "text") and callable(item.text)]
    assert f"Targets: {names[first]} (1 of 2)" in texts


@pytest.mark.parametrize("language", ["en", "it", "nl"])
def test_every_games_help_says_how_to_play_on_the_table(language: str) -> None:
    from tabletop_qt.ui.help_dialog import help_path

    heading = {"en": "Playing on this table", "it": "Giocare a questo tavolo", "nl": "Spelen aan deze tafel"}[language]
    for game in ("tea_time", "times_square", "frantic_frankfurt", "high_noon_saloon"):
        text = help_path(game, language).read_text(encoding="utf-8")
        assert f"<h2>{heading}</h2>" in text, game
    hns = help_path("high_noon_saloon", language).read_text(encoding="utf-8")
    for key in ("<b>E</b>", "<b>T</b>", "<b>D</b>", "<b>P</b>", "<b>1</b>"):
        assert key in hns


def test_the_legend_explains_orange_spaces_suns_and_shields(qtbot, window, languages) -> None:  # type: ignore[no-untyped-def]
    from tabletop_qt.ui.games.high_noon_saloon.board import HighNoonSaloonBoard

    board = HighNoonSaloonBoard()
    assert set(board.legend.texts) == {"orange", "sun", "shield"}
    assert board.legend.texts["orange"].text().startswith("Orange space")
    languages.set_language(Language.DUTCH)
    board.retranslate()
    assert board.legend.texts["orange"].text().startswith("Oranje vak")


def test_the_cover_effect_chip_says_which_effect(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    def cover(view: dict[str, Any], legal: list[dict[str, Any]], update: Any) -> bool:
        return {"type": "area_effect"} in legal and view.get("current") == update.setup.people()[0]

    position = _position(cover)
    page, _ = _show(qtbot, window, position)
    (chip,) = [c for c in page.board.hns_scene.chips() if c.action == {"type": "area_effect"}]
    assert chip.toolTip().startswith("At the end of your turn here: +2 grit.") and "Key: " in chip.toolTip()
