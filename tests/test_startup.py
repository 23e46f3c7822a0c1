"""Start-up never ends in a traceback: an unusable data folder is said in the person's language (exit code 2),
and stored settings that cannot be read fall back to their defaults without stopping the app."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.test_cli import DUTCH, ENGLISH, ITALIAN, REPO, child_report, clean_env, run


def _unusable_folders(tmp_path: Path) -> dict[str, Path]:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    return {
        "a file": blocker,
        "under a file": blocker / "saves",
        # Nobody, root included, may make a folder in a process's /proc entry.
        "cannot be created": Path("/proc/1/tabletop-qt-data"),
    }


@pytest.mark.parametrize("case", ["a file", "under a file", "cannot be created"])
@pytest.mark.parametrize(
    ("locale", "words"),
    [(ENGLISH, "cannot be"), (ITALIAN, "non si può"), (DUTCH, "gegevensmap")],
    ids=["en", "it", "nl"],
)
def test_an_unusable_data_folder_is_one_translated_line_and_exit_code_2(
    tmp_path: Path, case: str, locale: dict[str, str], words: str
) -> None:
    folder = _unusable_folders(tmp_path)[case]
    result = run("-m", "tabletop_qt", "--data-dir", str(folder), **locale)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr and "Error" not in result.stderr
    # (Qt may add its own note above it where the machine lacks the locale's UTF-8 variant.)
    lines = [line for line in result.stderr.splitlines() if str(folder) in line]
    assert len(lines) == 1, result.stderr
    assert words in lines[0] and "--data-dir" in lines[0]


def test_bad_stored_settings_fall_back_to_defaults_and_the_app_keeps_running(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    settings = data / "settings.ini"
    settings.write_text("[General]\nbot_delay=fast\nlanguage=klingon\ngeometry=@ByteArray(garbage)\nlast_game={oops\n")
    process = subprocess.Popen(
        [sys.executable, "-m", "tabletop_qt", "--data-dir", str(data), "--no-discovery"],
        cwd=REPO,
        env=clean_env(**ENGLISH),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        # The app drops each bad value from the file as it reads it at start: then it is up, and must stay up
        # through its first turns of the event loop (the window shown, the home screen drawn).
        deadline = time.monotonic() + 60
        while "klingon" in settings.read_text() and process.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert "klingon" not in settings.read_text()
        time.sleep(1)
        assert process.poll() is None, process.communicate()[1]
    finally:
        process.terminate()
        _, stderr = process.communicate(timeout=30)
    assert "Traceback" not in stderr and "ValueError" not in stderr
    # Each bad value is reported once: it is gone from the file, so the next start says nothing.
    text = settings.read_text()
    assert "fast" not in text and "klingon" not in text


# The app started through main(), watched at its first frame: which modules are loaded, which home tiles painted
# their picture; then, once every tile shows its picture, the window is closed.
FIRST_FRAME = r"""
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
from tabletop_qt.ui import main_window
made = main_window.MainWindow.__init__
seen = {}
LATER = ("asyncio", "qasync", "PySide6.QtSvg", "zeroconf", "tabletop_qt.rules_thread.worker", "tabletop_qt.ui.game_page",
         # what only a saved game, a table on the network or a tutorial needs
         "tabletop_qt.core.game", "tabletop_qt.tutorials.script", "tabletop_qt.ui.peer_text", "tabletop_qt.ui.home_table_rows",
         # the time to answer is read without the answers' dataclass (table/answer_time.py)
         "tabletop_qt.table.answers",
         # the X11 plugin's libraries are checked only where Qt will load that plugin (not offscreen, not Wayland)
         "tabletop_qt.system_libraries",
         # the games' registry: the home page lists and words them from core/games/metadata.py's plain data, and a
         # later start's pictures come from the disk; no GameSpec (frozen dataclasses, ~7 ms) is built, nor any
         # dataclass made (the dataclasses module and copy, ~1 ms more)
         "tabletop_qt.core.games.spec", "tabletop_qt.core.games.specs", "tabletop_qt.core.games.tea_time.spec",
         "dataclasses")
from tabletop_qt.ui import home_page
scaled = []  # each time the home page's fonts changed: was the page in the window yet?
apply_scale = home_page.HomePage._apply_scale

def watched_scale(self, *args):
    before = self._scale_applied
    apply_scale(self, *args)
    if self._scale_applied != before:
        scaled.append({"in_window": self.parent() is not None, "first_frame": "loaded" in seen})

home_page.HomePage._apply_scale = watched_scale

def watched(self, *args, **kwargs):
    made(self, *args, **kwargs)

    def pictures_shown():
        # (in the paint that showed the last one: asyncio and qasync are imported once the pictures are in)
        seen["asyncio_before_pictures"] = "asyncio" in sys.modules

    self.home.all_pictures_shown.connect(pictures_shown)

    def close_when_drawn():
        # (the shortcuts come once the pictures are in: waited for here, a window without them never closes)
        if all(tile.art.art_painted for tile in self.home.tiles.values()) and self.new_action.shortcuts():
            seen["new_keys"] = [keys.toString() for keys in self.new_action.shortcuts()]
            seen["pause_keys"] = [keys.toString() for keys in self.pause_action.shortcuts()]
            self.close()
        else:
            QTimer.singleShot(20, close_when_drawn)

    def on_first_frame():
        seen["loaded"] = [name for name in LATER if name in sys.modules]
        # PySide's Qt namespace: ~100 Python enums built at once, 15-28 ms (tabletop_qt/ui/qt_names.py)
        seen["qt_namespace"] = "Qt" in vars(sys.modules["PySide6.QtCore"])
        # QIcon and its enums (~2 ms): only the window's icon needs it, after the first frame
        seen["qicon"] = "QIcon" in vars(sys.modules["PySide6.QtGui"])
        # QKeySequence too: the menus' shortcuts are given after the first frame (ui/menu_shortcuts.py)
        seen["qkeysequence"] = "QKeySequence" in vars(sys.modules["PySide6.QtGui"])
        seen["scaled"] = list(scaled)
        seen["pictures"] = {game: tile.art.art_painted for game, tile in self.home.tiles.items()}
        close_when_drawn()

    self.first_frame_painted.connect(on_first_frame)

main_window.MainWindow.__init__ = watched
from tabletop_qt import app as app_module
app_module.PICTURES_WAIT_MS = 120_000  # (a bound for a person's machine; here the order is checked, not the time)
args = sys.argv[2:]
if "--no-shipped" in args:  # the pictures drawn after the first frame, as where none is shipped for the tiles' size
    args.remove("--no-shipped")
    from tabletop_qt.ui import shipped_art
    shipped_art.enabled = False
rc = app_module.main(["--data-dir", sys.argv[1], "--no-discovery", *args])
print(json.dumps({"rc": rc, **seen}))
"""


def _first_frame(data: Path, *args: str) -> dict[str, object]:
    result = run("-c", FIRST_FRAME, str(data), *args, **ENGLISH)
    return child_report(result)


def test_the_first_frame_loads_nothing_it_does_not_show_and_a_later_start_shows_the_pictures_at_once(tmp_path: Path) -> None:
    # A very first start in the default window: the pictures shipped for its tiles' size (ui/shipped_art.py) in the
    # first frame, and still nothing else loaded.
    shipped = _first_frame(tmp_path / "shipped")
    assert shipped["loaded"] == [] and shipped["qt_namespace"] is False and shipped["qicon"] is False, shipped
    assert all(shipped["pictures"].values()), shipped  # type: ignore[union-attr]
    data = tmp_path / "data"
    first = _first_frame(data, "--no-shipped")
    # Neither the event loop of the network (asyncio, qasync), nor QtSvg, nor the rules thread or game page.
    assert first["rc"] == 0 and first["loaded"] == [] and first["qt_namespace"] is False and first["qicon"] is False, first
    # The home page's fonts are set once, before the window lays it out (ui/home_fit.py): its first layout is the
    # one the first frame shows, not one at the default font made again at the window's show.
    assert first["scaled"] == [{"in_window": False, "first_frame": False}], first
    assert first["qkeysequence"] is False and first["new_keys"] and first["pause_keys"] == ["Ctrl+P", "Pause"], first
    # Where none is shipped, the very first start has no pictures yet: they are drawn after the first frame, and
    # kept on disk; they reach
    # the tiles before asyncio's import (which would hold the interpreter lock and this thread's event loop).
    assert not any(first["pictures"].values())  # type: ignore[union-attr]
    assert first["asyncio_before_pictures"] is False, first
    assert list((data / "cache" / "home-art").glob("*/en/tea_time-*.argb"))
    again = _first_frame(data, "--no-shipped")
    assert again["loaded"] == [] and again["qt_namespace"] is False and again["qicon"] is False, again
    assert again["scaled"] == [{"in_window": False, "first_frame": False}], again
    assert all(again["pictures"].values()), again  # type: ignore[union-attr]
    # Another language's pictures are its own (High Noon Saloon's faces have words).
    italian = _first_frame(data, "--no-shipped", "--language", "it")
    assert not any(italian["pictures"].values())  # type: ignore[union-attr]
    assert list((data / "cache" / "home-art").glob("*/it/high_noon_saloon-*.argb"))


def test_a_window_that_is_never_painted_still_gets_its_first_turn(tmp_path: Path) -> None:
    # Started minimised, or on a platform that sends no expose: the saved game, the icon and the tables on the
    # network must not wait for a frame that never comes.
    code = r"""
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
from tabletop_qt import app as app_module
from tabletop_qt.ui import main_window
app_module.FIRST_FRAME_WAIT_MS = 300
turns = []
from tabletop_qt.ui import first_frame
first_frame.FirstFrame.eventFilter = lambda self, watched, event: False  # no paint is ever seen
real_turn = main_window.MainWindow._on_first_turn

def turn(self):
    turns.append(True)
    real_turn(self)
    QTimer.singleShot(0, self.close)

main_window.MainWindow._on_first_turn = turn
# A bound, so a first turn that never comes fails the test instead of hanging it.
QTimer.singleShot(5000, lambda: [w.close() for w in app.topLevelWidgets() if isinstance(w, main_window.MainWindow)])
rc = app_module.main(["--data-dir", sys.argv[1], "--no-discovery"])
print(json.dumps({"rc": rc, "turns": len(turns)}))
"""
    result = run("-c", code, str(tmp_path / "data"), **ENGLISH)
    assert child_report(result) == {"rc": 0, "turns": 1}


# A window left on its home screen until its idle warm-up is over: which thread imported the rules thread's module
# and the heaviest of what it imports (multiprocessing's context).
IMPORTED_AHEAD = r"""
import json, sys, tempfile, threading
from pathlib import Path
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

seen = {}
WATCHED = ("tabletop_qt.rules_thread.worker", "multiprocessing.context")

class Watch:
    def find_spec(self, name, path=None, target=None):
        if name in WATCHED:
            seen[name] = threading.current_thread().name
        return None

sys.meta_path.insert(0, Watch())
app = QApplication([sys.argv[0]])
from tabletop_qt.i18n.languages import LanguageManager
from tabletop_qt.ui.main_window import MainWindow
data = Path(tempfile.mkdtemp())
window = MainWindow(LanguageManager(app), QSettings(str(data / "s.ini"), QSettings.Format.IniFormat), data, 0)
window.browser_factory = None
window.show()

def check():
    if window._warm_timer.isActive() or "tabletop_qt.rules_thread.worker" not in sys.modules:
        QTimer.singleShot(20, check)
        return
    seen["main"] = threading.main_thread().name
    window.close()
    app.quit()

QTimer.singleShot(20, check)
QTimer.singleShot(60_000, app.quit)
app.exec()
print(json.dumps(seen))
"""


@pytest.mark.warm_up  # the window's own warm-up timer imports them
def test_the_rules_threads_modules_are_imported_ahead_the_heavy_ones_off_the_gui_thread() -> None:
    # A window's first game would otherwise import them (tens of milliseconds) in its first frame.
    result = run("-c", IMPORTED_AHEAD, **ENGLISH)
    seen = child_report(result)
    assert seen.get("multiprocessing.context") not in (None, seen.get("main")), seen
    # (It subclasses QObject: PySide makes those classes, the GUI thread's job, see ui/qt_classes.py.)
    assert seen.get("tabletop_qt.rules_thread.worker") == seen.get("main"), seen


# What the import thread imports, in a process that has made no PySide class but QApplication's: the classes each
# PySide module holds before and after.
IMPORTS_MAKE_NO_CLASS = r"""
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
from tabletop_qt.ui.import_ahead import import_in_background
from tabletop_qt.ui.qt_classes import made_classes
before = made_classes()
import_in_background().join()
after = made_classes()
made = {name: sorted(after[name] - before.get(name, frozenset())) for name in after}
print(json.dumps({name: new for name, new in made.items() if new}))
"""


def test_the_import_thread_makes_no_pyside_class() -> None:
    # Two threads making PySide classes at once crash the process.
    result = run("-c", IMPORTS_MAKE_NO_CLASS, **ENGLISH)
    assert child_report(result) == {}


def test_every_module_imported_ahead_exists() -> None:
    # A module moved or renamed would only be logged as failing to import ahead (its cost back in a first frame).
    import importlib.util

    from tabletop_qt.ui.import_ahead import QT_FREE, WITH_QT

    assert [name for name in (*QT_FREE, *WITH_QT) if importlib.util.find_spec(name) is None] == []
