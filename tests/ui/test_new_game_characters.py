"""High Noon Saloon's characters in the new-game dialog: each seat a character ("Random" or one chosen, as the
rulebook lets each player choose), the engine's reason when two seats choose one, bots' seats random by default,
and the choice reaching the game, at this computer and on a table hosted on the network."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QLabel

from tabletop_qt.core.games import get_game
from tabletop_qt.i18n.languages import Language
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.main_window import MainWindow
from tabletop_qt.ui.new_game_dialog import NewGameDialog
from tests.ui.test_lan_support import BotGuest, aio, lan_window, run  # noqa: F401 (fixtures)

GAME = "high_noon_saloon"


def _open_dialog(qtbot, window: MainWindow) -> NewGameDialog:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(window.home._new, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible())
    dialog = window.new_game_dialog
    assert dialog is not None
    return dialog


def test_each_seat_chooses_a_character_from_the_packs_names_or_random(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    dialog = _open_dialog(qtbot, window)
    dialog.set_game("tea_time")
    assert not dialog.findChild(QComboBox, "seat_character_0").isVisible()  # only High Noon Saloon has characters
    dialog.set_game(GAME)
    dialog.set_players(4)
    combo = dialog.findChild(QComboBox, "seat_character_0")
    assert combo.isVisible() and not dialog.findChild(QComboBox, "seat_character_4").isVisible()
    names = [combo.itemText(i) for i in range(combo.count())]
    house = get_game(GAME).catalog.content.characters
    assert names[0] == "Random" and sorted(names[1:]) == sorted(c.name for c in house)
    # The tooltip is the card's side the game plays: the basic side has no ability, the advanced side its own.
    dialog.options_panel().set_character(0, "ned_carver")
    assert "no ability" in combo.toolTip()
    dialog.options_panel().set_advanced(True)
    assert combo.toolTip() == "Big Ned Carver\nYour fist does 4 damage."
    dialog.set_seat(0, SeatKind.HUMAN, "Ann")
    for seat in (1, 2, 3):
        dialog.set_seat(seat, SeatKind.BOT, f"Bot {seat + 1}")
    dialog.options_panel().set_character(2, "lottie_blaze")  # someone picks for a bot
    assert [dialog.options_panel().character(s) for s in range(4)] == ["ned_carver", "random", "lottie_blaze", "random"]
    qtbot.mouseClick(dialog._buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game.update_shown is not None, timeout=5000)
    update = window.game.update_shown
    assert update.setup.options["characters"] == "ned_carver,random,lottie_blaze,random"
    characters = [p["character"] for p in update.view_for(0)["players"]]
    assert characters[0] == "ned_carver" and characters[2] == "lottie_blaze"
    assert len(set(characters)) == 4
    # The dialog remembers the choices for the next game.
    window.home_action.trigger()
    dialog = _open_dialog(qtbot, window)
    assert dialog.options_panel(GAME).character(0) == "ned_carver" and dialog.options_panel(GAME).character(2) == "lottie_blaze"


def test_two_seats_with_one_character_cannot_start_and_the_dialog_says_why(qtbot, window: MainWindow, languages) -> None:  # type: ignore[no-untyped-def]
    dialog = _open_dialog(qtbot, window)
    dialog.set_game(GAME)
    dialog.set_players(3)
    dialog.set_seat(0, SeatKind.HUMAN, "Ann")
    dialog.set_seat(1, SeatKind.HUMAN, "Bo")
    dialog.options_panel().set_character(0, "doc_wallace")
    dialog.options_panel().set_character(1, "doc_wallace")
    ok = dialog._buttons.button(QDialogButtonBox.StandardButton.Ok)
    hint = dialog.findChild(QLabel, "characters_hint")
    assert not ok.isEnabled() and hint.isVisible()
    assert hint.text() == "Two seats have chosen Doc Wallace: each player chooses a different character."
    languages.set_language(Language.ITALIAN)
    qtbot.waitUntil(lambda: "Due posti hanno scelto Doc Wallace" in hint.text())
    assert dialog.findChild(QComboBox, "seat_character_2").itemText(0) == "A caso"
    languages.set_language(Language.ENGLISH)
    # A seat made a bot goes back to a random character: the table can start.
    dialog.set_seat(1, SeatKind.BOT, "Bix")
    assert dialog.options_panel().character(1) == "random" and ok.isEnabled() and not hint.isVisible()


def test_a_hosted_table_deals_the_characters_chosen(qtbot, lan_window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window = lan_window
    dialog = _open_dialog(qtbot, window)
    dialog.set_game(GAME)
    dialog.set_players(2)
    dialog.set_network(True)
    dialog.set_seat(0, SeatKind.HUMAN, "Ada")
    kind = dialog._kinds[1]
    assert kind.findData(SeatKind.REMOTE.value) >= 0
    kind.setCurrentIndex(kind.findData(SeatKind.REMOTE.value))
    dialog.options_panel().set_character(0, "annie_dunn")
    dialog.options_panel().set_character(1, "silas_crane")  # the host may choose for the seat a guest will take
    qtbot.mouseClick(dialog._buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.lan.session is not None and window.lan.session.port is not None, timeout=5000)
    lobby = window.lan.host_lobby
    guest = BotGuest("Bea")
    run(qtbot, guest.client.connect("127.0.0.1", window.lan.session.port))  # type: ignore[union-attr]
    qtbot.waitUntil(lobby.start_button.isEnabled, timeout=5000)
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    page = window.game
    qtbot.waitUntil(lambda: page.update_shown is not None, timeout=5000)
    assert page.update_shown.setup.options["characters"] == "annie_dunn,silas_crane"
    qtbot.waitUntil(lambda: bool(guest.views), timeout=5000)
    assert [p["character"] for p in guest.views[-1].view["players"]] == ["annie_dunn", "silas_crane"]
    run(qtbot, guest.client.close())
