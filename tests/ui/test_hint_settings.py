"""Whether hints are offered: the host of a table on the network decides (new-game dialog, kept in the setup);
a table that does not allow them offers none, says so on H, and logs none."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.ui.main_window import MainWindow


def setup(hints: bool) -> GameSetup:
    return GameSetup("tea_time", (SeatSpec(SeatKind.HUMAN, "Ada"), SeatSpec(SeatKind.BOT, "Bot", "normal")), 3, {}, hints)


def test_the_setting_is_kept_in_the_setup_and_older_setups_allow_hints() -> None:
    assert GameSetup.from_json(setup(False).to_json()).hints is False
    data = setup(True).to_json()
    assert "hints" not in data  # older peers and saves read the same as before
    assert GameSetup.from_json(data).hints is True


def test_a_table_that_does_not_allow_hints_offers_none(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.start_game(setup(False))
    page = window.game
    qtbot.waitUntil(lambda: page.acting_seat() == 0, timeout=10_000)
    assert not page.hint.button.isEnabled()
    qtbot.keyClick(page.view, Qt.Key.Key_H)
    assert page.hint.text() == "The host of this table does not allow hints."
    assert page.hint._pending is None
    page.controller.note_hint(0)  # even asked directly, the table logs no hint
    qtbot.wait(200)
    assert not any("hint" in line for line in page.log_lines())


def test_the_hosts_dialog_offers_the_choice_allowed_by_default(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from tabletop_qt.ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(window)
    qtbot.addWidget(dialog)
    box = dialog.findChild(type(dialog._lan), "lan_hints")
    assert dialog.setup().hints is True
    dialog._lan.setChecked(True)
    assert box.isChecked() and dialog.setup().hints is True
    box.setChecked(False)
    assert dialog.setup().hints is False
    dialog._lan.setChecked(False)
    assert dialog.setup().hints is True  # a table here always allows them


def test_a_move_with_nothing_to_light_is_named_by_a_sentence(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import tabletop_qt.ui.hint_control as hint_control

    monkeypatch.setattr(hint_control, "HINT_SECONDS", 0.05)
    seats = (SeatSpec(SeatKind.HUMAN, "Ada"), SeatSpec(SeatKind.BOT, "Bot", "normal"))
    window.start_game(GameSetup("frantic_frankfurt", seats, 3))
    page = window.game
    qtbot.waitUntil(lambda: page.hint.button.isEnabled(), timeout=10_000)
    with qtbot.waitSignal(page.hint.hint_shown, timeout=30_000) as shown:
        page.hint.request()
    assert shown.args[0]["type"] == "ready"  # the opening: everybody says they are ready
    assert page.hint.text().startswith("The move: Ready. ")
