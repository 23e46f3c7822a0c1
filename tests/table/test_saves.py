"""Saves on disk: atomic writes, and every unusable file turned into a SaveError with the right problem."""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop_qt.table import saves
from tabletop_qt.table.saves import (
    FORMAT,
    FORMAT_VERSION,
    SaveError,
    SaveProblem,
    read_save,
    set_aside,
    table_to_save,
    write_save,
)
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.table.table import Table
from tests.table.support import play_bots_until_human, setup_where_first, single_take
from tests.tiers import examples


def played_table() -> Table:
    """Human against bot a few turns in: cards in collections, a log, undo points."""
    table = Table.new(setup_where_first(SeatKind.HUMAN, SeatKind.BOT, first=0))
    for _ in range(3):
        assert table.submit(0, single_take(table, 0)).accepted
        play_bots_until_human(table)
    assert table.can_undo()
    return table


@pytest.fixture(scope="module")
def good_save() -> dict[str, Any]:
    """A real save as the JSON value ``write_save`` puts on disk."""
    return json.loads(json.dumps(table_to_save(played_table())))


def write_json(path: Path, value: Any) -> Path:
    path.write_text(json.dumps(value), encoding="utf-8")
    return path


def problem_of(path: Path) -> SaveProblem:
    with pytest.raises(SaveError) as info:
        read_save(path)
    assert info.value.path == path
    return info.value.problem


def read_or_save_error(path: Path) -> None:
    """The contract for any file at all: a table, or a SaveError; never another exception."""
    try:
        table = read_save(path)
    except SaveError as exc:
        assert isinstance(exc.problem, SaveProblem)
        return
    assert isinstance(table, Table)


# ---------------------------------------------------------------------- writing


def test_a_written_save_reads_back_as_the_same_table(tmp_path: Path) -> None:
    table = played_table()
    path = tmp_path / "autosave.json"

    write_save(table, path)
    loaded = read_save(path)

    assert loaded.to_json() == table.to_json()
    assert loaded.state == table.state
    assert loaded.log == table.log
    assert loaded.version == table.version
    assert loaded.can_undo()


def test_write_save_creates_missing_folders_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "er" / "autosave.json"
    write_save(played_table(), path)
    assert sorted(p.name for p in path.parent.iterdir()) == ["autosave.json"]
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["format"] == FORMAT
    assert saved["format_version"] == FORMAT_VERSION


def test_write_save_replaces_an_older_save(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    first = Table.new(setup_where_first(SeatKind.HUMAN, SeatKind.BOT, first=0))
    write_save(first, path)
    later = played_table()
    write_save(later, path)
    assert read_save(path).to_json() == later.to_json()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json"]


def test_the_save_is_encoded_in_pieces_that_join_into_exactly_what_one_json_dumps_gives(tmp_path: Path) -> None:
    table = played_table()
    save = table_to_save(table)
    pieces = list(saves.encode_pieces(save))
    assert "".join(pieces) == json.dumps(save, separators=(",", ":"))
    # The log comes a log entry at a time: no one piece holds the interpreter lock for the whole table.
    longest_entry = max(len(json.dumps(e.to_json(), separators=(",", ":"))) for e in table.log)
    assert len(pieces) > len(table.log)
    assert max(len(p) for p in pieces) <= max(longest_entry + 1, len(json.dumps(save["table"]["state"])) + 1)
    # What is written is that text.
    path = tmp_path / "autosave.json"
    write_save(table, path)
    written = json.loads(path.read_text(encoding="utf-8"))
    assert {k: v for k, v in written.items() if k != "saved_at"} == {
        k: v for k, v in json.loads("".join(pieces)).items() if k != "saved_at"
    }


@pytest.mark.parametrize(
    "value",
    [
        {"a": [1, {"b": [2.5, None, True]}], "c": {}, "d": []},
        {1: "an integer key", "x": [{"y": 1}]},  # not all keys strings: encoded whole, as json.dumps does
        [[], {}, "é\u2028\"", float("inf")],
        "a string",
        {"deep": {"deeper": {"deepest": {"end": [1, 2, [3]]}}}},
    ],
)
def test_encoding_in_pieces_gives_json_dumps_text_for_any_value(value: Any) -> None:
    assert "".join(saves.encode_pieces(value)) == json.dumps(value, separators=(",", ":"))


def _fail_encode(*args: Any, **kwargs: Any) -> str:
    raise ValueError("cannot serialise")


def _fail_fsync(fd: int) -> None:
    raise OSError(28, "No space left on device")


def _fail_replace(src: Any, dst: Any) -> None:
    raise OSError(13, "Permission denied")


@pytest.mark.parametrize(
    ("target", "name", "failure", "error"),
    [
        (saves._ENCODER, "encode", _fail_encode, ValueError),
        (saves.os, "fsync", _fail_fsync, OSError),
        (saves.os, "replace", _fail_replace, OSError),
    ],
    ids=["encoding-fails", "disk-full-mid-write", "rename-fails"],
)
def test_a_failed_write_leaves_the_previous_save_intact_and_no_temporary_file(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    target: Any,
    name: str,
    failure: Callable[..., Any],
    error: type[Exception],
) -> None:
    path = tmp_path / "autosave.json"
    old = Table.new(setup_where_first(SeatKind.HUMAN, SeatKind.BOT, first=0))
    write_save(old, path)
    old_bytes = path.read_bytes()
    monkeypatch.setattr(target, name, failure)

    with pytest.raises(error):
        write_save(played_table(), path)

    monkeypatch.undo()
    assert path.read_bytes() == old_bytes
    assert read_save(path).to_json() == old.to_json()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json"]


# ---------------------------------------------------------------------- files that are not JSON


def test_an_empty_file_is_not_json(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    path.write_bytes(b"")
    assert problem_of(path) is SaveProblem.NOT_JSON


@pytest.mark.parametrize(
    "raw",
    [
        b"\x00\x01\x02\xff\xfe",
        b"\xff\xfe{\x00}\x00",  # UTF-16 text
        b"garbage",
        b"{'format': 'tabletop-qt-save'}",
        b"[" * 100_000,  # deeper than the parser can go
        b"1" * 5000,  # an integer longer than Python converts
    ],
    ids=["binary", "utf16", "words", "python-repr", "deep", "huge-integer"],
)
def test_garbage_bytes_are_not_json(tmp_path: Path, raw: bytes) -> None:
    path = tmp_path / "autosave.json"
    path.write_bytes(raw)
    assert problem_of(path) is SaveProblem.NOT_JSON


@pytest.mark.parametrize("fraction", [0.0001, 0.1, 0.33, 0.5, 0.9, 0.999])
def test_a_truncated_save_is_not_json(tmp_path: Path, good_save: dict[str, Any], fraction: float) -> None:
    raw = json.dumps(good_save).encode("utf-8")
    path = tmp_path / "autosave.json"
    path.write_bytes(raw[: max(1, int(len(raw) * fraction))])
    assert problem_of(path) is SaveProblem.NOT_JSON


def test_a_save_cut_one_byte_short_is_not_json(tmp_path: Path, good_save: dict[str, Any]) -> None:
    raw = json.dumps(good_save).encode("utf-8")
    path = tmp_path / "autosave.json"
    path.write_bytes(raw[:-1])
    assert problem_of(path) is SaveProblem.NOT_JSON


# ---------------------------------------------------------------------- JSON that is not a save


@pytest.mark.parametrize(
    "value",
    [
        [1, 2, 3],
        "tabletop-qt-save",
        42,
        None,
        {},
        {"hello": "world"},
        {"format": "some-other-app", "format_version": 1},
        {"format": FORMAT},
        {"format": FORMAT, "format_version": "1"},
        {"format": FORMAT, "format_version": 1.0},
        {"format": FORMAT, "format_version": None},
    ],
)
def test_json_that_is_not_a_save_is_reported_as_such(tmp_path: Path, value: Any) -> None:
    path = write_json(tmp_path / "autosave.json", value)
    assert problem_of(path) is SaveProblem.NOT_A_SAVE


def test_a_save_from_a_newer_format_is_too_new(tmp_path: Path, good_save: dict[str, Any]) -> None:
    data = copy.deepcopy(good_save)
    data["format_version"] = FORMAT_VERSION + 1
    path = write_json(tmp_path / "autosave.json", data)
    assert problem_of(path) is SaveProblem.TOO_NEW


def test_a_save_of_a_game_this_version_does_not_know_is_unknown_game(
    tmp_path: Path, good_save: dict[str, Any]
) -> None:
    data = copy.deepcopy(good_save)
    data["table"]["setup"]["game"] = "times_square_deluxe"
    path = write_json(tmp_path / "autosave.json", data)
    with pytest.raises(SaveError) as info:
        read_save(path)
    assert info.value.problem is SaveProblem.UNKNOWN_GAME
    assert "times_square_deluxe" in info.value.detail


# ---------------------------------------------------------------------- saves whose game does not hold together


def _duplicate_a_card(data: dict[str, Any]) -> None:
    state = data["table"]["state"]
    state["deck"][0] = next(c for c in state["grid"] if c is not None)


def _duplicate_a_card_in_an_undo_point(data: dict[str, Any]) -> None:
    state = data["table"]["undo"][0]["state"]
    state["deck"][0] = next(c for c in state["grid"] if c is not None)


def _add_a_copy_of_a_card(data: dict[str, Any]) -> None:
    state = data["table"]["state"]
    state["discarded"].append([state["deck"][0], "normal"])


def _lose_a_card(data: dict[str, Any]) -> None:
    data["table"]["state"]["deck"].pop()


def _lose_a_collected_card(data: dict[str, Any]) -> None:
    collections = data["table"]["state"]["collections"]
    next(c for c in collections if c).pop()


def _add_a_seat(data: dict[str, Any]) -> None:
    data["table"]["setup"]["seats"].append({"kind": "bot", "name": "Extra", "level": "normal"})


def _remove_a_seat(data: dict[str, Any]) -> None:
    data["table"]["setup"]["seats"].pop()


def _set(*keys: Any, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        node: Any = data["table"]
        for key in keys[:-1]:
            node = node[key]
        node[keys[-1]] = value

    return change


def _drop(*keys: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        node: Any = data["table"]
        for key in keys[:-1]:
            node = node[key]
        del node[keys[-1]]

    return change


DAMAGES: dict[str, Callable[[dict[str, Any]], None]] = {
    "card-duplicated": _duplicate_a_card,
    "card-duplicated-in-undo": _duplicate_a_card_in_an_undo_point,
    "card-added-twice": _add_a_copy_of_a_card,
    "card-missing": _lose_a_card,
    "collected-card-missing": _lose_a_collected_card,
    "seat-added": _add_a_seat,
    "seat-removed": _remove_a_seat,
    "no-table": lambda data: data.pop("table"),
    "table-is-a-list": lambda data: data.__setitem__("table", []),
    "setup-is-a-string": _set("setup", value="tea_time"),
    "no-state": _drop("state"),
    "no-log": _drop("log"),
    "version-is-a-string": _set("version", value="3"),
    "version-is-null": _set("version", value=None),
    "seed-is-a-string": _set("setup", "seed", value="1"),
    "seats-is-a-dict": _set("setup", "seats", value={"0": "human"}),
    "seat-kind-unknown": _set("setup", "seats", 0, "kind", value="ghost"),
    "seat-name-is-a-number": _set("setup", "seats", 0, "name", value=7),
    "bot-level-unknown": _set("setup", "seats", 1, "level", value="grandmaster"),
    "state-is-a-list": _set("state", value=[]),
    "state-round-is-a-string": _set("state", "round", value="1"),
    "state-current-is-a-bool": _set("state", "current", value=True),
    "state-grid-is-a-number": _set("state", "grid", value=12),
    "state-rng-is-not-a-number": _set("state", "rng", value="lots"),
    "state-face-unknown": _set("state", "collections", 0, 0, 1, value="sideways"),
    "log-is-a-dict": _set("log", value={"0": {}}),
    "log-entry-is-a-number": _set("log", 0, value=3),
    "log-seat-is-a-string": _set("log", 1, "seat", value="0"),
    "log-events-is-a-number": _set("log", 1, "events", value=5),
    "log-number-is-infinite": _set("log", 1, "number", value=float("inf")),
    "log-number-is-nan": _set("log", 1, "number", value=float("nan")),
    "event-args-is-a-number": _set("log", 1, "events", 0, "args", value=5),
    "undo-length-is-infinite": _set("undo", 0, "log_length", value=float("-inf")),
    "undo-state-is-a-string": _set("undo", 0, "state", value="before"),
    "undo-length-is-a-string": _set("undo", 0, "log_length", value="1"),
    "undo-length-negative": _set("undo", 0, "log_length", value=-1),
    "undo-length-beyond-the-log": _set("undo", 0, "log_length", value=10_000),
    "log-number-is-a-string": _set("log", 1, "number", value="1"),
}


@pytest.mark.parametrize("damage", list(DAMAGES), ids=list(DAMAGES))
def test_a_save_whose_game_does_not_hold_together_is_damaged(
    tmp_path: Path, good_save: dict[str, Any], damage: str
) -> None:
    data = copy.deepcopy(good_save)
    assert data["table"]["state"]["collections"][0], "the sample save should have collected cards"
    DAMAGES[damage](data)
    path = write_json(tmp_path / "autosave.json", data)
    assert problem_of(path) is SaveProblem.DAMAGED


@pytest.mark.parametrize("game", [None, 7, ["tea_time"], {"id": "tea_time"}])
def test_a_game_id_that_is_not_a_string_never_escapes_as_another_error(
    tmp_path: Path, good_save: dict[str, Any], game: Any
) -> None:
    data = copy.deepcopy(good_save)
    data["table"]["setup"]["game"] = game
    path = write_json(tmp_path / "autosave.json", data)
    assert problem_of(path) in (SaveProblem.DAMAGED, SaveProblem.UNKNOWN_GAME)


# ---------------------------------------------------------------------- the file system


def test_a_folder_in_place_of_the_save_is_unreadable(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    path.mkdir()
    assert problem_of(path) is SaveProblem.UNREADABLE


def test_a_missing_save_is_unreadable(tmp_path: Path) -> None:
    assert problem_of(tmp_path / "nothing-here.json") is SaveProblem.UNREADABLE


# ---------------------------------------------------------------------- anything at all


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=10), children, max_size=5),
    max_leaves=30,
)


@pytest.fixture(scope="module")
def fuzz_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz") / "autosave.json"


@settings(max_examples=examples(200), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(raw=st.binary(max_size=400))
def test_arbitrary_bytes_give_a_table_or_a_save_error(fuzz_file: Path, raw: bytes) -> None:
    fuzz_file.write_bytes(raw)
    read_or_save_error(fuzz_file)


@settings(max_examples=examples(200), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(value=json_values)
def test_arbitrary_json_gives_a_table_or_a_save_error(fuzz_file: Path, value: Any) -> None:
    write_json(fuzz_file, value)
    read_or_save_error(fuzz_file)


@settings(max_examples=examples(200), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(value=json_values)
def test_arbitrary_json_inside_a_save_envelope_gives_a_table_or_a_save_error(fuzz_file: Path, value: Any) -> None:
    write_json(fuzz_file, {"format": FORMAT, "format_version": FORMAT_VERSION, "table": value})
    read_or_save_error(fuzz_file)


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value, as the keys that lead there."""
    out = [prefix]
    if isinstance(node, dict):
        for key, child in node.items():
            out += _paths(child, (*prefix, key))
    elif isinstance(node, list):
        for index, child in enumerate(node):
            out += _paths(child, (*prefix, index))
    return out


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_real_save_with_any_one_value_replaced_gives_a_table_or_a_save_error(
    fuzz_file: Path, good_save: dict[str, Any], data: st.DataObject
) -> None:
    save = copy.deepcopy(good_save)
    where = data.draw(st.sampled_from(_paths(save)[1:]), label="where")
    node: Any = save
    for key in where[:-1]:
        node = node[key]
    if isinstance(node, dict) and data.draw(st.booleans(), label="delete"):
        del node[where[-1]]
    else:
        node[where[-1]] = data.draw(json_values, label="value")
    write_json(fuzz_file, save)
    read_or_save_error(fuzz_file)


# ---------------------------------------------------------------------- set_aside


def test_set_aside_moves_the_file_to_a_new_name_keeping_its_bytes(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    raw = b"\x00not a save\xff" * 10
    path.write_bytes(raw)

    moved = set_aside(path)

    assert moved is not None
    assert moved != path
    assert moved.parent == tmp_path
    assert moved.suffix == ".json"
    assert moved.name.startswith("autosave.")
    assert not path.exists()
    assert moved.read_bytes() == raw


def test_set_aside_never_overwrites_a_file_already_set_aside(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Freeze the clock so every call wants the same name.
    monkeypatch.setattr(saves.time, "strftime", lambda fmt, *args: "20240101-120000")
    path = tmp_path / "autosave.json"
    taken = {}
    for n in range(3):
        raw = f"broken save number {n}".encode()
        path.write_bytes(raw)
        moved = set_aside(path)
        assert moved is not None
        assert moved not in taken
        taken[moved] = raw

    assert len(taken) == 3
    for moved, raw in taken.items():
        assert moved.read_bytes() == raw
    assert not path.exists()


def test_set_aside_leaves_the_other_files_in_the_folder_untouched(tmp_path: Path) -> None:
    others = {
        "settings.ini": b"[General]\nlanguage=it\n",
        "autosave.json.tmp": b"half",
        "game-2.json": b'{"format": "tabletop-qt-save"}',
    }
    for name, raw in others.items():
        (tmp_path / name).write_bytes(raw)
    path = tmp_path / "autosave.json"
    path.write_bytes(b"garbage")

    moved = set_aside(path)

    assert moved is not None
    now = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p != moved}
    assert now == others


def test_set_aside_of_a_missing_file_reports_nothing_moved(tmp_path: Path) -> None:
    before = sorted(os.listdir(tmp_path))
    assert set_aside(tmp_path / "autosave.json") is None
    assert sorted(os.listdir(tmp_path)) == before


def test_a_real_time_games_save_keeps_its_bots_speeds_and_refuses_a_speed_this_app_lacks(tmp_path: Path) -> None:
    from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec

    seats = (SeatSpec(SeatKind.HUMAN, "Ada"), SeatSpec(SeatKind.BOT, "Robo", "normal:fast"), SeatSpec(SeatKind.BOT, "Zed", "easy:slow"))
    table = Table.new(GameSetup("frantic_frankfurt", seats, 4))
    path = tmp_path / "ff.json"
    write_save(table, path)
    assert [s.level for s in read_save(path).setup.seats] == [None, "normal:fast", "easy:slow"]
    data = json.loads(path.read_text())
    data["table"]["setup"]["seats"][1]["level"] = "normal:warp"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as refused:
        read_save(path)
    assert refused.value.problem is SaveProblem.DAMAGED
