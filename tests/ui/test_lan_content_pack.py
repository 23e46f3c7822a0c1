"""The join dialog and a High Noon Saloon table's content pack: shown in the list, greyed when this computer lacks
it (same id and hash), and refused by the host with the pack's name when an address typed by hand bypasses the
list; real widgets, real TCP on loopback. The protocol itself: tests/net/test_content_pack_lan.py."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from tabletop_qt.core.games.high_noon_saloon.content import house_set
from tabletop_qt.i18n.languages import Language
from tabletop_qt.net.discovery import pack_fields
from tabletop_qt.net.host_peers import SeatState
from tabletop_qt.ui.main_window import MainWindow
from tests.net.pack_support import house_set_again, in_data_folder
from tests.ui.test_lan_join import open_lobby_from_the_menu, type_into
from tests.ui.test_lan_support import (  # noqa: F401 (aio and lan_window are fixtures)
    aio,
    in_process_host,
    lan_window,
    make_ad,
    stop_host,
)

HOUSE = house_set().ref
MISSING = (
    "This table plays with the content pack “{name}”, which this computer does not have (or has in another version)."
)


def hns_ad(instance: str, pack: object, **changes: object) -> object:
    return make_ad(instance, game="high_noon_saloon", seats=4, free_seats=3, **pack_fields(pack), **changes)


def test_the_list_names_each_saloon_tables_pack_and_greys_one_this_computer_lacks(  # type: ignore[no-untyped-def]
    qtbot, lan_window: MainWindow, languages, data_dir: Path, tmp_path: Path
) -> None:
    mine = in_data_folder(data_dir, "dusty_gulch", "Dusty Gulch").ref  # a pack this computer has, in its data folder
    newer = house_set_again(tmp_path / "newer", card_name="Peacemaker Mk II").ref  # the house set of another version
    dialog = open_lobby_from_the_menu(qtbot, lan_window)
    dialog.browser.table_found.emit(hns_ad("a" * 32, HOUSE, table_name="House rules"))
    dialog.browser.table_found.emit(hns_ad("b" * 32, newer, table_name="Newer app"))
    dialog.browser.table_found.emit(hns_ad("c" * 32, mine, table_name="Gulch"))
    dialog.browser.table_found.emit(make_ad("d" * 32, table_name="Tea"))
    house, other, gulch, tea = (dialog.table_item(row) for row in range(4))

    assert house.text().splitlines()[0] == "House rules — High Noon Saloon"
    assert "Content pack: Tabletop Qt house set" in house.text().splitlines()
    assert house.flags() & Qt.ItemFlag.ItemIsEnabled
    # Same id, same name, other cards: greyed, with the reason naming the pack.
    assert "Content pack: Tabletop Qt house set" in other.text().splitlines()
    assert MISSING.format(name="Tabletop Qt house set") in other.text().splitlines()
    assert not other.flags() & Qt.ItemFlag.ItemIsEnabled and not other.flags() & Qt.ItemFlag.ItemIsSelectable
    assert "Content pack: Dusty Gulch" in gulch.text().splitlines() and gulch.flags() & Qt.ItemFlag.ItemIsEnabled
    assert "Content pack" not in tea.text()  # a game whose content is not data names none

    # A greyed table cannot be chosen; one this computer has can.
    dialog._tables.setCurrentRow(1)
    assert dialog._address.text() == ""
    dialog._tables.setCurrentRow(2)
    assert dialog._address.text() == "127.0.0.1:50123" and dialog.join_button.isEnabled()
    dialog.grab().save(str(tmp_path / "join_packs_en.png"))

    languages.set_language(Language.ITALIAN)
    qtbot.waitUntil(lambda: "Pacchetto di contenuti: Dusty Gulch" in dialog.table_item(2).text())
    assert (
        "Questo tavolo gioca con il pacchetto di contenuti «Set della casa di Tabletop Qt», che questo computer non ha "
        "(o ha in un'altra versione)." in dialog.table_item(1).text()
    )
    languages.set_language(Language.DUTCH)
    qtbot.waitUntil(lambda: "Inhoudspakket: Dusty Gulch" in dialog.table_item(2).text())
    dialog.grab().save(str(tmp_path / "join_packs_nl.png"))
    dialog.reject()


def test_an_address_typed_by_hand_is_refused_by_the_host_when_its_pack_is_missing_here(  # type: ignore[no-untyped-def]
    qtbot, lan_window: MainWindow, tmp_path: Path
) -> None:
    window = lan_window
    table = in_process_host(qtbot, game_id="high_noon_saloon")
    # The host's house set is another version's: one card differs. (The window plays no other pack yet; a host whose
    # app ships a changed house set is the case that happens.)
    table.core.pack = house_set_again(tmp_path / "newer", card_name="Peacemaker Mk II").ref
    try:
        dialog = open_lobby_from_the_menu(qtbot, window)
        type_into(qtbot, dialog._name, "Ada")
        type_into(qtbot, dialog._address, f"127.0.0.1:{table.port}")
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.status_text() == MISSING.format(name="Tabletop Qt house set"), timeout=8000)
        assert dialog.isVisible() and not dialog.busy() and dialog.join_button.isEnabled()
        assert table.core.seats[1].state is SeatState.OPEN
        dialog.grab().save(str(tmp_path / "join_refused.png"))

        # The host plays this computer's house set: the same address lets the person in.
        table.core.pack = HOUSE
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        page = window.game
        qtbot.waitUntil(lambda: window.pages.currentWidget() is page and page.update_shown is not None, timeout=15000)
        assert table.core.seats[1].name == "Ada" and page.update_shown.view_for(1)["pack"] == "house"
    finally:
        stop_host(qtbot, table)


def test_a_saloon_table_hosted_from_the_window_announces_its_pack_and_checks_each_guest(  # type: ignore[no-untyped-def]
    qtbot, lan_window: MainWindow
) -> None:
    from tabletop_qt.net.client import NetClient
    from tabletop_qt.net.client_core import ClientCore
    from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
    from tabletop_qt.ui.new_game_dialog import NetworkOptions
    from tests.ui.test_lan_support import run

    window = lan_window
    seats = (SeatSpec(SeatKind.HUMAN, "Ada"), SeatSpec(SeatKind.BOT, "Robo", "easy"), SeatSpec(SeatKind.REMOTE, ""))
    window.lan.host_table(GameSetup("high_noon_saloon", seats, 3), NetworkOptions("Saloon", None))
    qtbot.waitUntil(lambda: window.lan.session is not None and window.lan.session.port is not None, timeout=5000)
    session = window.lan.session
    assert session is not None and session.core.pack == HOUSE
    qtbot.waitUntil(lambda: bool(window.advertisers[-1].ads))  # type: ignore[attr-defined]
    ad = window.advertisers[-1].ads[0]  # type: ignore[attr-defined]
    assert (ad.pack_id, ad.pack_name, ad.pack_digest) == (HOUSE.id, HOUSE.name, HOUSE.digest)

    refused: list[str] = []
    lacking = NetClient(ClientCore("Bea", packs=("0123456789abcdef" * 2,)))
    lacking.rejected.connect(refused.append)
    run(qtbot, lacking.connect("127.0.0.1", session.port))
    qtbot.waitUntil(lambda: refused == ["lan.pack_missing"], timeout=5000)
    assert lacking.last_rejection is not None and lacking.last_rejection.pack == HOUSE.name
    assert session.core.seats[2].state is SeatState.OPEN

    welcomed: list[object] = []
    having = NetClient(ClientCore("Cleo", packs=(HOUSE.digest,)))
    having.welcomed.connect(welcomed.append)
    run(qtbot, having.connect("127.0.0.1", session.port))
    qtbot.waitUntil(lambda: bool(welcomed) and session.core.seats[2].name == "Cleo", timeout=5000)
    for client in (lacking, having):
        run(qtbot, client.close())
