"""python -m tabletop_qt.sim ... --history DIR writes every finished game; python -m tabletop_qt.history DIR
list | show | stats prints them as JSON (real processes, as a script would run them)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from tabletop_qt.history.replay import Replay
from tabletop_qt.history.store import HistoryStore

ROOT = Path(__file__).resolve().parents[2]


def run(module: str, *args: str, check: bool = True) -> tuple[int, Any]:
    done = subprocess.run(
        [sys.executable, "-m", module, *args], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    if check:
        assert done.returncode == 0, done.stderr
    return done.returncode, json.loads(done.stdout.strip().splitlines()[-1])


def test_sim_history_then_list_show_and_stats(tmp_path: Path) -> None:
    folder = tmp_path / "history"
    _, tea = run("tabletop_qt.sim", "tea_time", "--players", "2", "--games", "3", "--seed", "5", "--history", str(folder))
    _, ff = run("tabletop_qt.sim", "frantic_frankfurt", "--players", "2", "--games", "1", "--history", str(folder))
    _, listed = run("tabletop_qt.history", str(folder), "list")
    games = listed["games"]
    assert len(games) == 4 and listed["problems"] == []
    assert [g["finished_at"] for g in games] == sorted((g["finished_at"] for g in games), reverse=True)
    assert all(g["mode"] == "local" and g["people"] == [] for g in games)
    teas = [g for g in games if g["game_id"] == "tea_time"]
    assert len(teas) == 3 and teas[0]["players"] == ["Bot 1", "Bot 2"]
    # The sim's count of games with one winner matches the records'.
    assert sum(len(g["winner_seats"]) == 1 for g in teas) == sum(tea["wins"]["by_seat"])
    _, only_ff = run("tabletop_qt.history", str(folder), "list", "--game", "frantic_frankfurt")
    assert [g["game_id"] for g in only_ff["games"]] == ["frantic_frankfurt"]

    for game in games:
        _, shown = run("tabletop_qt.history", str(folder), "show", game["id"])
        replay = Replay(HistoryStore(folder).load(game["id"]))
        assert shown["positions"] == replay.positions == len(shown["hashes"]) > 1
        assert shown["hashes"] == replay.hashes()
        assert shown["outcome"]["finished"] is True
    assert ff["games"] == 1

    _, stats = run("tabletop_qt.history", str(folder), "stats")
    assert stats == {"stats": []}  # bots only: nobody at this computer to count


def test_show_says_why_a_record_cannot_be_replayed(tmp_path: Path) -> None:
    folder = tmp_path / "history"
    run("tabletop_qt.sim", "tea_time", "--players", "2", "--games", "1", "--history", str(folder))
    (path,) = folder.glob("*.json")
    data = json.loads(path.read_text())
    data["log"] = data["log"][:5]
    path.write_text(json.dumps(data))
    code, shown = run("tabletop_qt.history", str(folder), "show", path.stem, check=False)
    assert code == 1 and shown["error"] == "history.damaged"
    _, listed = run("tabletop_qt.history", str(folder), "list")
    assert listed["games"][0]["id"] == path.stem  # the list reads the summary; the replay says it is damaged


def test_the_history_loads_no_qt(tmp_path: Path) -> None:
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from tabletop_qt.sim import play_games\n"
        "from tabletop_qt.history.store import HistoryStore\n"
        "from tabletop_qt.history.replay import Replay\n"
        f"folder = Path({str(tmp_path)!r})\n"
        "play_games('times_square', 2, 1, 0, ['normal'], history=folder)\n"
        "store = HistoryStore(folder)\n"
        "(summary,) = store.list()\n"
        "Replay(store.load(summary.id)).hashes()\n"
        "loaded = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'qasync')]\n"
        "assert not loaded, loaded\n"
        "print('ok')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"
