"""The home screen's picture threads are safe: they make no PySide class (two threads making classes at once crash
the process, see tabletop_qt/ui/qt_classes.py), and a window closed while they draw waits for them before main()
returns. Each case runs in a fresh process, where no class is made yet but those the app itself made."""

from __future__ import annotations


from tests.test_cli import ENGLISH, child_report, run
from tests.ui.gil_beside import assert_the_gui_thread_ran_beside, measure_tail
from tests.tiers import sample

# Every game's picture drawn on the picture threads, in the three languages, while the GUI thread only waits; the
# classes each PySide module holds compared before the threads begin and after the last picture.
NO_CLASS_MADE = r"""
import json, sys, threading
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
from tabletop_qt.ui import home_art
from tabletop_qt.ui.qt_classes import made_classes

go = threading.Event()
drawn = []
real = home_art._draw_for

def held(announce, key, ratio):
    go.wait(60)
    real(announce, key, ratio)
    drawn.append(key)

home_art._draw_for = held
home_art._disk = None
for language in ("en", "it", "nl"):
    home_art.interface_language = lambda language=language: language
    for game_id in home_art.FANS:
        home_art.draw_in_background(game_id, 301, 173, 2.0)
before = made_classes()
go.set()
home_art._pool.waitForDone()  # every picture drawn (stop_drawing would drop those not begun)
home_art.stop_drawing()
after = made_classes()
made = {name: sorted(after[name] - before.get(name, frozenset())) for name in after}
print(json.dumps({"drawn": len(drawn), "made": {name: new for name, new in made.items() if new}}))
"""


def test_drawing_every_picture_on_the_threads_makes_no_pyside_class() -> None:
    result = run("-c", NO_CLASS_MADE, **ENGLISH)
    seen = child_report(result)
    assert seen == {"drawn": 12, "made": {}}


# The app started on a first start (no picture on disk) and its window closed at its first frame, while the picture
# threads draw (each held until main() has closed its event loop, the last of its shutdown): when main() returns,
# none is drawing any more.
CLOSED_WHILE_DRAWING = r"""
import asyncio, json, sys, threading
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
from tabletop_qt.ui import home_art, main_window, shipped_art
shipped_art.enabled = False  # (drawn, as where none is shipped for the tiles' size)

closed = threading.Event()  # main() is past its event loop
drawing = set()
begun = []
real = home_art._Drawer.picture

def held(self, key):
    begun.append(key)
    drawing.add(key)
    closed.wait(60)
    try:
        return real(self, key)
    finally:
        drawing.discard(key)

home_art._Drawer.picture = held
set_loop = asyncio.set_event_loop

def loop_set(loop):
    set_loop(loop)
    if loop is None:
        closed.set()

asyncio.set_event_loop = loop_set
made = main_window.MainWindow.__init__

def watched(self, *args, **kwargs):
    made(self, *args, **kwargs)

    def close_once_drawing():
        if drawing:
            self.close()
        else:
            QTimer.singleShot(5, close_once_drawing)

    self.first_frame_painted.connect(close_once_drawing)

main_window.MainWindow.__init__ = watched
from tabletop_qt.app import main
rc = main(["--data-dir", sys.argv[1], "--no-discovery"])
print(json.dumps({"rc": rc, "begun": len(begun) > 0, "drawing": sorted(map(str, drawing))}))
"""


def test_main_returns_only_once_no_picture_thread_draws(tmp_path) -> None:  # type: ignore[no-untyped-def]
    result = run("-X", "faulthandler", "-c", CLOSED_WHILE_DRAWING, str(tmp_path / "data"), **ENGLISH)
    seen = child_report(result)
    assert seen == {"rc": 0, "begun": True, "drawing": []}


def test_the_slowest_picture_is_asked_of_the_threads_first(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # High Noon Saloon's picture takes the longest (its faces load the content pack): begun last, the home screen
    # would wait for it the longer.
    from tabletop_qt.ui import home_art
    from tabletop_qt.ui.home_page import HomePage

    asked: list[str] = []
    monkeypatch.setattr(home_art, "_cache", {})
    monkeypatch.setattr(home_art, "draw_in_background", lambda game_id, *size: asked.append(game_id))
    page = HomePage()
    qtbot.addWidget(page)
    page.resize(1200, 700)
    page.show()
    qtbot.waitExposed(page)
    page.draw_pictures_ahead()
    assert asked[0] == "high_noon_saloon" and sorted(asked) == sorted(page.tiles), asked


# First starts closed at once, while their pictures draw: each must end with exit code 0. (Before the picture threads
# used only classes the GUI thread had made, 18 of 250 such starts died with SIGSEGV: benchmarks/start_stop.py has
# the volume; this is the same start, a few times.)
CLOSED_AT_ONCE = r"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
from tabletop_qt.ui import main_window, shipped_art
shipped_art.enabled = False  # (drawn, as where none is shipped for the tiles' size)
made = main_window.MainWindow.__init__

def watched(self, *args, **kwargs):
    made(self, *args, **kwargs)
    self.first_frame_painted.connect(lambda: QTimer.singleShot(0, self.close))

main_window.MainWindow.__init__ = watched
from tabletop_qt.app import main
sys.exit(main(["--data-dir", sys.argv[1], "--no-discovery"]))
"""


def test_first_starts_closed_while_their_pictures_draw_exit_cleanly(tmp_path) -> None:  # type: ignore[no-untyped-def]
    for start in range(sample(3, 40)):
        result = run("-X", "faulthandler", "-c", CLOSED_AT_ONCE, str(tmp_path / f"data{start}"), **ENGLISH)
        assert result.returncode == 0, (start, result.stderr)


# A home picture with one large card (a High Noon Saloon portrait), drawn on a picture thread at five sizes while the
# GUI thread keeps running Python. QSvgRenderer.render kept the interpreter lock for a card's whole SVG, so the first
# frames after a first start waited for the home tiles' cards; the SVGs are read through QImageReader, which lets go
# of it. Measured as the GUI thread's own CPU beside each card's drawing against the drawing thread's CPU in it (as
# the saloon picture test does): a thread blocked on the lock uses no CPU, and two runnable threads get about the same
# share of a loaded machine. The card, not the whole picture: the felt and the card's paper are QPainter calls, which
# keep the lock while each runs (short at the tiles' sizes).
GUI_RUNS_WHILE_IT_DRAWS = r"""
import json, sys, time
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
from tabletop_qt.core.games.spec import HomeArt
from tabletop_qt.ui import home_art

home_art._disk = None
home_art.WORKERS = 1  # one picture at a time: another's felt is not the card's drawing
home_art.FANS["high_noon_saloon"] = HomeArt(("#8a5a2b", "#3a2210"), ("art/portraits/annie_dunn.svg",))
spans = []  # each card's drawing, its paper and its SVG: (start, end, the drawing thread's CPU)
real = home_art._card

def timed(*args):
    start, cpu = time.perf_counter(), time.thread_time()
    try:
        real(*args)
    finally:
        spans.append((start, time.perf_counter(), time.thread_time() - cpu))

home_art._card = timed
drawn = []
home_art.delivery().art_drawn.connect(drawn.append)
for width in range(1400, 1405):  # five sizes: five drawings, none taken from the cache
    home_art.draw_in_background("high_noon_saloon", width, 800, 2.0)
""" + measure_tail(5, "home_art.stop_drawing()")


def test_the_gui_thread_runs_while_a_home_picture_is_drawn() -> None:
    result = run("-c", GUI_RUNS_WHILE_IT_DRAWS, **ENGLISH)
    assert_the_gui_thread_ran_beside(result, 5)
