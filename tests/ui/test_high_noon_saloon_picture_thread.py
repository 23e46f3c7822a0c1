"""High Noon Saloon's picture thread is as safe as the home screen's: its drawing makes no PySide class (two threads
making classes at once crash the process, see tabletop_qt/ui/qt_classes.py), and stopping the picture threads waits
for the picture being drawn. Each case runs in a fresh process, where no class is made yet but those the app made."""

from __future__ import annotations


from tests.test_cli import ENGLISH, child_report, run
from tests.ui.gil_beside import assert_the_gui_thread_ran_beside, measure_tail

# Every area and portrait drawn on the thread while the GUI thread only waits; the classes each PySide module holds
# compared before the first picture begins and after the last.
NO_CLASS_MADE = r"""
import json, sys, threading
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
from tabletop_qt.ui.games.high_noon_saloon import art
from tabletop_qt.ui.qt_classes import made_classes
from tabletop_qt.ui import picture_threads

go = threading.Event()
drawn = []
real = art.PictureDrawer._draw

def held(self, key, path, radius_px):
    go.wait(60)
    real(self, key, path, radius_px)

art.PictureDrawer._draw = held
paths = sorted((art.HOUSE_ART / "areas").glob("*.svg")) + sorted((art.HOUSE_ART / "portraits").glob("*.svg"))
for path in paths:
    art.drawer().request(path, 120.0, 90.0, 2.0, 8.0, drawn.append)
before = made_classes()
go.set()
art.drawer()._pool.waitForDone()
after = made_classes()
app.processEvents()  # the pictures reach the GUI thread
picture_threads.stop_all()
made = {name: sorted(after[name] - before.get(name, frozenset())) for name in after}
print(json.dumps({"asked": len(paths), "drawn": len(drawn), "made": {n: new for n, new in made.items() if new}}))
"""


def test_drawing_every_saloon_picture_on_its_thread_makes_no_pyside_class() -> None:
    result = run("-c", NO_CLASS_MADE, **ENGLISH)
    seen = child_report(result)
    assert seen["asked"] > 10
    assert seen == {"asked": seen["asked"], "drawn": seen["asked"], "made": {}}


# A picture held on the thread until stop_all has begun: stop_all returns only once it is drawn (the thread is a Qt
# pool's, waited for, not a daemon left drawing while the interpreter goes away).
STOP_WAITS = r"""
import json, sys, threading, time
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
from tabletop_qt.ui.games.high_noon_saloon import art
from tabletop_qt.ui import picture_threads

stopping = threading.Event()
began = threading.Event()
finished = []
real = art.PictureDrawer._draw

def held(self, key, path, radius_px):
    began.set()
    stopping.wait(60)
    time.sleep(0.05)
    real(self, key, path, radius_px)
    finished.append(key)

art.PictureDrawer._draw = held
art.drawer().request(art.HOUSE_ART / "areas" / "bar.svg", 120.0, 90.0, 2.0, 8.0, lambda _p: None)
began.wait(60)
stopping.set()
picture_threads.stop_all()
print(json.dumps({"finished_before_stop_returned": len(finished)}))
"""


def test_stopping_the_picture_threads_waits_for_the_saloon_picture_being_drawn() -> None:
    result = run("-c", STOP_WAITS, **ENGLISH)
    assert child_report(result) == {"finished_before_stop_returned": 1}


# A large portrait drawn on the picture thread while the GUI thread keeps running Python. QSvgRenderer.render keeps
# the interpreter lock for the whole drawing, so a GUI thread waited the drawing out (a 73 ms frame in the middle of a
# show_view while bots played); the picture thread draws through QImageReader, which lets go of it. Measured as the
# GUI thread's own CPU beside each drawing against the drawing thread's: a thread blocked on the lock uses no CPU,
# and two runnable threads get about the same share of a loaded machine, so the ratio does not move with the load
# (the longest wall-clock wait did: a busy machine's scheduler held the GUI thread 36 ms beside a 69 ms drawing).
GUI_RUNS_WHILE_IT_DRAWS = r"""
import json, sys, time
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
from tabletop_qt.ui.games.high_noon_saloon import art
from tabletop_qt.ui import picture_threads

spans = []
real = art.PictureDrawer._draw

def timed(self, key, path, radius_px):
    start, cpu = time.perf_counter(), time.thread_time()
    real(self, key, path, radius_px)
    spans.append((start, time.perf_counter(), time.thread_time() - cpu))

art.PictureDrawer._draw = timed
drawn = []
portrait = art.HOUSE_ART / "portraits" / "annie_dunn.svg"
for size in (600.0, 601.0, 602.0):  # three sizes: three drawings, none taken from the cache
    art.drawer().request(portrait, size, size, 3.0, 20.0, drawn.append)
""" + measure_tail(3, "picture_threads.stop_all()")


def test_the_gui_thread_runs_while_a_saloon_picture_is_drawn() -> None:
    result = run("-c", GUI_RUNS_WHILE_IT_DRAWS, **ENGLISH)
    assert_the_gui_thread_ran_beside(result, 3)
