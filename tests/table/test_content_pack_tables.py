"""A table set up with a content pack: the setup names the pack by hash, the registry builds that pack's engine once,
rules and bots play its cards, a save keeps naming it and a save whose pack is gone says so; the house set's setups
are as they were. Headless (no Qt): the window's side is in tests/ui/test_content_packs_in_app.py."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tabletop_qt.bots import make_bot
from tabletop_qt.content import GAMES_WITH_CONTENT, digest_option, pack_option, table_pack, use_data_dir
from tabletop_qt.core.games import PACK_OPTION, UnknownPackError, add_pack, game_for, get_game
from tabletop_qt.core.games.high_noon_saloon.content import house_set
from tabletop_qt.sim import main as sim_main
from tabletop_qt.table.saves import SaveError, SaveProblem, read_save, write_save
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.table import Table
from tests.table.pack_game_support import GULCH_NAME, SUFFIX, gulch_in_data_folder, gulch_pack

HNS = "high_noon_saloon"
BOTS = tuple(SeatSpec(SeatKind.BOT, name, "normal") for name in ("Ann", "Bo", "Cy"))


@pytest.fixture(autouse=True)
def no_data_folder():  # type: ignore[no-untyped-def]
    """Each test says where packs are; none leaves a data folder behind for the next."""
    yield
    use_data_dir(None)


def play_to_the_end(table: Table, seed: int) -> None:
    bots = [make_bot(HNS, "normal") for _ in table.setup.seats]
    rng = random.Random(seed)
    for _ in range(20_000):
        if table.outcome.finished:
            return
        seat = table.current_seats()[0]
        action = bots[seat].choose(table.view(seat), table.legal(seat), rng)
        verdict = table.submit(seat, action)
        assert verdict.accepted, verdict.reason
    raise AssertionError("the game did not end")


def test_a_house_set_setup_names_no_pack_and_plays_the_registered_engine() -> None:
    house = house_set()
    assert pack_option(HNS, house.ref) == {} and digest_option(HNS, house.digest) == {}
    assert game_for(HNS, {}) is get_game(HNS) and game_for(HNS, {PACK_OPTION: house.digest}) is get_game(HNS)
    assert table_pack(HNS) == house.ref
    table = Table.new(GameSetup(HNS, BOTS, 7, {"teams": "off"}))
    assert table.game is get_game(HNS) and PACK_OPTION not in table.to_json()["setup"]["options"]
    assert GAMES_WITH_CONTENT == (HNS,) and table_pack("tea_time") is None and digest_option("tea_time", "ab" * 16) == {}


def test_a_pack_found_in_the_data_folder_by_its_hash_plays_to_the_end_with_its_cards(tmp_path: Path) -> None:
    gulch = gulch_in_data_folder(tmp_path)
    options = pack_option(HNS, gulch.ref)
    assert options == {PACK_OPTION: gulch.digest}
    with pytest.raises(UnknownPackError):
        game_for(HNS, {PACK_OPTION: "f" * 32})  # no data folder yet, and no such pack anyway
    use_data_dir(tmp_path)
    engine = game_for(HNS, options)
    assert engine is not get_game(HNS) and game_for(HNS, dict(options)) is engine  # built once per pack
    assert engine.catalog.content.pack.name == GULCH_NAME
    assert engine.catalog.card("peacemaker").options[1].damage == 5  # the pack's values, not the house set's
    assert table_pack(HNS, options) == gulch.ref

    table = Table.new(GameSetup(HNS, BOTS, 11, options))
    assert table.game is engine and table.view(None)["pack"] == "dusty_gulch"
    play_to_the_end(table, 11)  # the real bots find the pack's cards by the id the view names
    assert table.outcome.finished


def test_a_save_remembers_its_pack_and_one_whose_pack_is_gone_says_so(tmp_path: Path) -> None:
    data = tmp_path / "data"
    gulch = gulch_in_data_folder(data)
    use_data_dir(data)
    table = Table.new(GameSetup(HNS, BOTS, 5, pack_option(HNS, gulch.ref)))
    for _ in range(30):
        seat = table.current_seats()[0]
        assert table.submit(seat, table.legal(seat)[0]).accepted
    path = tmp_path / "autosave.json"
    write_save(table, path)
    assert json.loads(path.read_text())["table"]["setup"]["options"][PACK_OPTION] == gulch.digest
    again = read_save(path)
    assert again.game is table.game and again.state == table.state

    # Another app run (nothing built yet) whose data folder has lost the pack, then one where it was changed.
    from tabletop_qt.core import games

    games._pack_engines.clear()
    use_data_dir(tmp_path / "empty")
    with pytest.raises(SaveError) as missing:
        read_save(path)
    assert missing.value.problem is SaveProblem.PACK_MISSING and missing.value.detail == gulch.digest
    changed = tmp_path / "changed"
    gulch_pack(changed / "packs" / "gulch")
    saloon = changed / "packs" / "gulch" / "saloon.json"
    saloon.write_text(saloon.read_text().replace("Peacemaker" + SUFFIX, "Peacemaker Mk II"), encoding="utf-8")
    use_data_dir(changed)
    with pytest.raises(SaveError) as other:
        read_save(path)
    assert other.value.problem is SaveProblem.PACK_MISSING
    assert path.exists()  # reading never moves the file: the window sets it aside and says where


def test_the_sim_plays_a_pack_given_by_its_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    gulch = gulch_pack(tmp_path / "gulch")
    assert sim_main([HNS, "--players", "3", "--games", "2", "--seed", "4", "--pack", str(tmp_path / "gulch")]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["options"][PACK_OPTION] == gulch.digest and result["games"] == 2
    assert sum(result["wins"]["by_seat"]) + result["draws"] == 2
    # The pack's engine is the one the sim played.
    assert add_pack(HNS, gulch) is game_for(HNS, {PACK_OPTION: gulch.digest})
    with pytest.raises(SystemExit):
        sim_main([HNS, "--players", "3", "--games", "1", "--pack", str(tmp_path / "nowhere")])
    assert "--pack: " in capsys.readouterr().err
