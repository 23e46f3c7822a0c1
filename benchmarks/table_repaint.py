"""A whole table repainted: the CPU one paint of a mid-game table costs, with the shapes' and words' device-pixel
caches (ui/items/still_cache.py) and without them (the control).

    python benchmarks/table_repaint.py [--game GAME] [--repaints 30]

For each game, a child process (offscreen, 1280x800 window) continues the mid-game table the screenshots use
(``tabletop_qt.screenshots``), lets it settle, and repaints the table's viewport ``--repaints`` times, three times
over; the figure is the least CPU per repaint of the three (the thread's own CPU: a shared machine disturbs it
least). The control child runs with the caches turned off. A whole repaint is what a game's first frame, a resize
or a language switch costs; a frame during play repaints only the region of what changed (``gui_stall.py``).
Prints a line per game, then one JSON line.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("tea_time", "times_square", "frantic_frankfurt", "high_noon_saloon")

CHILD = r"""
import json, sys, tempfile, time
from pathlib import Path
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
game_id, repaints, cached = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "1"
import tabletop_qt.ui.game_page as game_page
if not cached:
    game_page.cache_still_items = lambda scene: 0
from tabletop_qt.i18n.languages import LanguageManager
from tabletop_qt.screenshots import _midgame_table, _wait
from tabletop_qt.table.saves import write_save
from tabletop_qt.ui.main_window import MainWindow
data = Path(tempfile.mkdtemp(prefix="tabletop-repaint-"))
window = MainWindow(LanguageManager(app), QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat), data, bot_delay_ms=60_000)
window.browser_factory = None
window.resize(1280, 800)
window.show()
write_save(_midgame_table(game_id, 7), window.autosave_path)
seen = []
window.controller.table_updated.connect(seen.append)
window.continue_last_game()
_wait(app, lambda: bool(seen))
_wait(app, lambda: False, 1.0)  # the take animation lands
viewport = window.game.view.viewport()
if cached:
    # As every position after a table's first does (the game page leaves a table's first position uncached).
    from tabletop_qt.ui.items.still_cache import cache_still_items
    cache_still_items(window.game.board.scene)
for _ in range(3):
    viewport.repaint()  # the caches filled
rounds = []
for _ in range(3):
    start = time.thread_time()
    for _ in range(repaints):
        viewport.repaint()
    rounds.append((time.thread_time() - start) / repaints)
items = len(window.game.board.scene.items())
window.close()
print(json.dumps({"cpu_ms": round(min(rounds) * 1000, 2), "items": items}))
"""


def run_child(game_id: str, repaints: int, cached: bool) -> dict[str, float]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = str(ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    proc = subprocess.run(
        [sys.executable, "-c", CHILD, game_id, str(repaints), "1" if cached else "0"],
        cwd=str(ROOT), env=env, capture_output=True, text=True, timeout=300, check=False,
    )
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    if proc.returncode != 0 or not lines:
        raise RuntimeError(f"{game_id} child failed ({proc.returncode}):\n{proc.stderr}")
    return json.loads(lines[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=GAMES, help="only this game (repeatable)")
    parser.add_argument("--repaints", type=int, default=30)
    args = parser.parse_args(argv)
    summary: dict[str, object] = {"benchmark": "table_repaint", "repaints": args.repaints}
    print("A whole mid-game table repainted (1280x800 window, offscreen): the GUI thread's CPU per repaint, least of 3 rounds")
    for game_id in args.game or GAMES:
        cached = run_child(game_id, args.repaints, True)
        control = run_child(game_id, args.repaints, False)
        ratio = control["cpu_ms"] / cached["cpu_ms"] if cached["cpu_ms"] > 0 else float("inf")
        print(f"  {game_id:<18} {cached['cpu_ms']:6.2f} ms with the caches, {control['cpu_ms']:6.2f} ms without ({ratio:.1f}x), {cached['items']} items")
        summary[game_id] = {"cached_ms": cached["cpu_ms"], "uncached_ms": control["cpu_ms"], "items": cached["items"]}
    print(json.dumps(summary, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
