"""Content packs in the window: the new-game dialog lists the house set and the data folder's packs (a broken one
greyed, its mistake said with file, line and field, in en/it/nl); a game started with a pack plays to its end
with the pack's names on the table and in the log; a save whose pack is gone is explained and kept; a table hosted
with a pack announces it, and a guest with its own copy joins and plays it while one without is refused (real
TCP on loopback). Headless side: tests/table/test_content_pack_tables.py."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QMessageBox

from tabletop_qt.content import use_data_dir
from tabletop_qt.core.games import PACK_OPTION
from tabletop_qt.core.games.high_noon_saloon.content import house_set
from tabletop_qt.i18n.languages import Language, LanguageManager
from tabletop_qt.net.host_peers import SeatState
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.ui.games.high_noon_saloon import texts as high_noon_saloon_texts
from tabletop_qt.ui.main_window import MainWindow
from tabletop_qt.ui.new_game_dialog import NetworkOptions, NewGameDialog
from tests.table.pack_game_support import (
    GULCH_NAME,
    SUFFIX,
    broken_in_data_folder,
    gulch_in_data_folder,
)
from tests.ui.hns_driver import HnsPerson
from tests.ui.hns_lan_support import HnsHost, join_by_address
from tests.ui.hns_support import person_asked, use_quick_bots
from tests.ui.test_lan_support import aio, lan_window, run  # noqa: F401 (fixtures)

HNS = "high_noon_saloon"
HOUSE = house_set().ref


@pytest.fixture(autouse=True)
def house_words_after() -> Iterator[None]:
    """The log's words and the registry's data folder go back to the house set's for the tests that follow."""
    yield
    high_noon_saloon_texts.use_catalog(None)
    use_data_dir(None)


def open_dialog(qtbot: Any, window: MainWindow) -> NewGameDialog:
    qtbot.mouseClick(window.home._new, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible())
    dialog = window.new_game_dialog
    assert dialog is not None
    dialog.set_game(HNS)
    return dialog


def entries(dialog: NewGameDialog) -> list[tuple[str, bool]]:
    combo = dialog.options_panel().pack_row.combo
    model = combo.model()
    return [(combo.itemText(i), model.item(i).isEnabled()) for i in range(combo.count())]  # type: ignore[attr-defined]


def test_the_dialog_lists_the_data_folders_packs_and_greys_a_broken_one_with_its_mistake(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, languages: LanguageManager, data_dir: Path, tmp_path: Path
) -> None:
    gulch = gulch_in_data_folder(data_dir)
    line = broken_in_data_folder(data_dir)
    dialog = open_dialog(qtbot, window)
    row = dialog.options_panel().pack_row
    assert row.combo.isVisible() and row.label.text() == "Cards and map:"
    assert entries(dialog) == [(HOUSE.name, True), (GULCH_NAME, True), ("typo_box (cannot be played)", False)]
    problems = dialog.findChild(QLabel, "pack_problems")
    assert problems.isVisible()
    assert problems.text() == (
        f"“typo_box” cannot be played: saloon.json, line {line}, field cards[2].copies: this value is not allowed here."
    )
    assert "expected a whole number" in str(row.combo.itemData(2, Qt.ItemDataRole.ToolTipRole))
    assert row.chosen_digest() == "" and PACK_OPTION not in dialog.setup().options  # the house set by default

    # The characters are the chosen pack's.
    assert dialog.options_panel().character_combo(0).itemText(1) == "Annie Mae Dunn"
    row.combo.setCurrentIndex(1)
    assert dialog.options_panel().character_combo(0).itemText(1) == "Annie Mae Dunn" + SUFFIX
    dialog.options_panel().set_character(0, "doc_wallace")
    assert dialog.setup().options[PACK_OPTION] == gulch.digest
    assert dialog.setup().options["characters"].startswith("doc_wallace")
    assert not row.choose("0" * 32)  # a pack not here is never chosen: the choice stays
    assert row.chosen_digest() == gulch.digest
    qtbot.wait(50)  # the dialog takes in its new size
    dialog.grab().save(str(tmp_path / "new_game_packs_en.png"))

    languages.set_language(Language.ITALIAN)
    qtbot.waitUntil(lambda: row.label.text() != "Cards and map:")
    assert entries(dialog)[2] == ("typo_box (non si può giocare)", False)
    assert problems.text() == (
        f"«typo_box» non si può giocare: saloon.json, riga {line}, campo cards[2].copies: "
        "questo valore qui non è ammesso."
    )
    languages.set_language(Language.DUTCH)
    qtbot.waitUntil(lambda: entries(dialog)[2][0] != "typo_box (non si può giocare)")
    assert problems.text().startswith(f"„typo_box” kan niet gespeeld worden: saloon.json, regel {line}")
    dialog.grab().save(str(tmp_path / "new_game_packs_nl.png"))
    languages.set_language(Language.ENGLISH)
    # Another game has no pack row.
    dialog.set_game("tea_time")
    assert not row.combo.isVisible() and not problems.isVisible()
    dialog.reject()


def test_a_game_with_a_pack_plays_to_the_end_with_its_names_on_the_table_and_in_the_log(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, data_dir: Path, tmp_path: Path
) -> None:
    gulch = gulch_in_data_folder(data_dir)
    dialog = open_dialog(qtbot, window)
    dialog.set_players(3)
    for seat, name in enumerate(("Ann", "Bix", "Cog")):
        dialog.set_seat(seat, SeatKind.BOT, name)  # the real bots: they find the pack's cards themselves
    assert dialog.options_panel().pack_row.choose(gulch.digest)
    qtbot.mouseClick(dialog._buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    page = window.game
    qtbot.waitUntil(lambda: page.update_shown is not None, timeout=5000)
    assert page.update_shown.setup.options[PACK_OPTION] == gulch.digest
    scene = page.board.hns_scene
    assert scene.content.digest == gulch.digest
    # The map's areas are the pack's (every one of its names ends in " (Gulch)").
    texts = [item.text() for item in scene.items() if hasattr(item, "text") and callable(item.text)]
    assert any(t.startswith("Behind the Bar") and "Gulch" in t for t in texts), texts
    window.grab().save(str(tmp_path / "gulch_table.png"))
    qtbot.waitUntil(lambda: page.update_shown.outcome.finished, timeout=120_000)
    log = page.log_lines()
    assert any(SUFFIX in line for line in log)
    # Every card the log names is the pack's (no house-set name slipped in).
    house_names = {c.name for c in house_set().saloon} | {c.name for c in house_set().team}
    for line in log:
        for name in house_names:
            assert f"{name}{SUFFIX}" in line or f" {name}." not in line, line


def test_continuing_a_game_whose_pack_is_gone_says_so_and_keeps_the_save(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, languages: LanguageManager, data_dir: Path
) -> None:
    import shutil

    gulch = gulch_in_data_folder(data_dir)
    dialog = open_dialog(qtbot, window)
    dialog.set_players(2)
    dialog.set_seat(0, SeatKind.HUMAN, "Ann")
    dialog.set_seat(1, SeatKind.BOT, "Bix")
    dialog.options_panel().pack_row.choose(gulch.digest)
    qtbot.mouseClick(dialog._buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: person_asked(window), timeout=10_000)
    window.show_home()  # saved, so Continue picks it up
    qtbot.waitUntil(lambda: window.autosave_path.exists() and window.home._continue.isVisible(), timeout=5000)
    saved = window.autosave_path.read_bytes()

    from tabletop_qt.core import games

    shutil.rmtree(data_dir / "packs" / "gulch")  # the person removed the pack
    games._pack_engines.clear()  # as in a new run of the app: nothing built yet
    languages.set_language(Language.ITALIAN)
    qtbot.mouseClick(window.home._continue, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.message_box is not None and window.message_box.isVisible(), timeout=5000)
    box = window.message_box
    assert box.icon() == QMessageBox.Icon.Warning and box.windowTitle() == "Impossibile continuare la partita"
    assert box.text().startswith(
        "La partita salvata si gioca con un pacchetto di contenuti che non è più nella cartella packs"
    )
    kept = [p for p in data_dir.iterdir() if p.name.startswith("autosave.unreadable-")]
    assert len(kept) == 1 and kept[0].read_bytes() == saved and str(kept[0]) in box.text()
    assert window.pages.currentWidget() is window.home
    box.close()


def test_a_hosted_table_with_a_pack_lets_in_a_guest_that_has_it_and_refuses_one_that_does_not(  # type: ignore[no-untyped-def]
    qtbot, lan_window: MainWindow, data_dir: Path, tmp_path: Path, monkeypatch
) -> None:
    from tabletop_qt.net.client import NetClient
    from tabletop_qt.net.client_core import ClientCore

    window = lan_window
    gulch = gulch_in_data_folder(data_dir)
    options = {PACK_OPTION: gulch.digest}
    # Hosted from this window: the ad names the pack, the hello is checked against it.
    seats = (SeatSpec(SeatKind.HUMAN, "Ada"), SeatSpec(SeatKind.BOT, "Robo", "easy"), SeatSpec(SeatKind.REMOTE, ""))
    window.lan.host_table(GameSetup(HNS, seats, 3, options), NetworkOptions("Gulch", None))
    qtbot.waitUntil(lambda: window.lan.session is not None and window.lan.session.port is not None, timeout=5000)
    session = window.lan.session
    assert session.core.pack == gulch.ref
    qtbot.waitUntil(lambda: bool(window.advertisers[-1].ads))  # type: ignore[attr-defined]
    ad = window.advertisers[-1].ads[0]  # type: ignore[attr-defined]
    assert (ad.pack_id, ad.pack_name, ad.pack_digest) == (gulch.ref.id, GULCH_NAME, gulch.digest)
    refused: list[str] = []
    lacking = NetClient(ClientCore("Bea", packs=(HOUSE.digest,)))  # the house set alone
    lacking.rejected.connect(refused.append)
    run(qtbot, lacking.connect("127.0.0.1", session.port))
    qtbot.waitUntil(lambda: refused == ["lan.pack_missing"], timeout=5000)
    assert lacking.last_rejection is not None and lacking.last_rejection.pack == GULCH_NAME
    assert session.core.seats[2].state is SeatState.OPEN
    run(qtbot, lacking.close())
    window.leave_table()
    qtbot.waitUntil(lambda: window.lan.session is None, timeout=5000)

    # A table on "another computer" (in this process, with its own copy of the pack in its own folder): this
    # window joins as a guest, draws the pack from its data folder (found by the hash the welcome names), plays.
    use_quick_bots(monkeypatch)
    from tabletop_qt.core import games
    from tests.table.pack_game_support import gulch_pack

    host_copy = gulch_pack(tmp_path / "host" / "gulch")
    assert host_copy.digest == gulch.digest
    games._pack_engines.clear()
    games.add_pack(HNS, host_copy)
    host = HnsHost(qtbot, ["Bix", ""], answer_ms=20_000, seed=5, options=options)
    host.core.pack = host_copy.ref
    try:
        join_by_address(qtbot, window, host.port, "Gina")
        page = window.game
        qtbot.waitUntil(lambda: window.pages.currentWidget() is page and page.update_shown is not None, timeout=10000)
        assert page.controller.remote and page.update_shown.setup.options == options
        scene = page.board.hns_scene
        assert scene.content.digest == gulch.digest and scene.content.pack.name == GULCH_NAME
        person = HnsPerson(qtbot, window)
        deadline = time.monotonic() + 90
        while not page.update_shown.outcome.finished and time.monotonic() < deadline:
            qtbot.waitUntil(lambda: person_asked(window), timeout=30000)
            if not page.update_shown.outcome.finished:
                person.step()
        assert page.update_shown.outcome.finished
        assert any(SUFFIX in line for line in page.log_lines())
        window.grab().save(str(tmp_path / "gulch_guest.png"))
    finally:
        host.stop(qtbot)


def test_a_window_of_another_data_folder_without_the_pack_says_it_lacks_it(  # type: ignore[no-untyped-def]
    qtbot, languages: LanguageManager, tmp_path: Path
) -> None:
    # The registry follows the newest window's data folder: a folder without the pack cannot build its engine.
    from tabletop_qt.core import games
    from tabletop_qt.core.games import UnknownPackError, game_for

    gulch = gulch_in_data_folder(tmp_path / "first")
    games._pack_engines.clear()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    empty = tmp_path / "second"
    empty.mkdir()
    win = MainWindow(languages, settings, empty, bot_delay_ms=0)
    qtbot.addWidget(win)
    with pytest.raises(UnknownPackError):
        game_for(HNS, {PACK_OPTION: gulch.digest})
    win.close()


PICTURE = """<svg xmlns="http://www.w3.org/2000/svg" width="200" height="280" viewBox="0 0 200 280">
<rect width="200" height="280" fill="#1d5c8a"/><circle cx="100" cy="140" r="60" fill="#f2c14e"/></svg>"""


def test_a_packs_card_with_its_own_picture_shows_it_and_the_others_get_a_face_drawn_from_their_data(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path
) -> None:
    from PySide6.QtGui import QColor

    from tabletop_qt.content import PICTURES_FOLDER, table_engine
    from tabletop_qt.ui.games.high_noon_saloon.board import HighNoonSaloonBoard

    gulch = gulch_in_data_folder(tmp_path)
    pictures = tmp_path / "packs" / "gulch" / PICTURES_FOLDER
    pictures.mkdir()
    (pictures / "peacemaker.svg").write_text(PICTURE, encoding="utf-8")
    use_data_dir(tmp_path)
    engine, found = table_engine(HNS, {PACK_OPTION: gulch.digest})
    assert engine.catalog.content.digest == gulch.digest and found == pictures
    assert table_engine(HNS, {})[1] is None  # the house set: every face drawn from its data
    board = HighNoonSaloonBoard()
    board.use_game(engine, found)
    faces = board.hns_scene._faces
    assert faces.has_picture("peacemaker#2") and not faces.has_picture("derringer#1")
    own = faces.pixmap("peacemaker#2", 100, 140, 1.0).toImage()
    drawn = faces.pixmap("derringer#1", 100, 140, 1.0).toImage()
    assert own.pixelColor(50, 70) == QColor("#f2c14e")  # the pack's picture
    assert drawn.pixelColor(50, 70) != QColor("#f2c14e")
    own.save(str(tmp_path / "peacemaker_picture.png"))
    drawn.save(str(tmp_path / "derringer_drawn.png"))
    # A pack the data folder lacks (the host checked a guest has it, so this is a fault): drawn as the house set
    # rather than a blank table.
    fallback, none = table_engine(HNS, {PACK_OPTION: "e" * 32})
    assert fallback.catalog.content.pack.id == "house" and none is None
