"""The app's self-check, run inside the app's own process: frozen by PyInstaller, or from the source tree.

``entry.py`` calls :func:`run` when ``TABLETOP_QT_SMOKE`` names a report file. It makes the QApplication, hooks
the first paint of the main window, and calls the app's real ``main()`` with the command-line arguments, so the
start-up path is the one a person gets. Then, by ``TABLETOP_QT_SMOKE_MODE``:

* ``startup``: closes the window as soon as it has painted once (the start-up figure, as benchmarks/startup.py);
* ``full`` (default): reads an SVG with QImageReader on the GUI thread and on a picture thread (how the app draws
  its pictures); in each language, reads the menu titles and one of Qt's own strings, opens every playable
  game's table (whatever ``GAMES`` holds), draws the window to a PNG beside the report once its pictures are
  drawn, opens the game's rules help, goes back to the games; lets a hard bot make a move (its search in the
  worker process); counts the SVGs read and those the reader could not read; then closes the window.

Closing the window ends ``main()`` the normal way (rules thread stopped, asyncio loop closed). The report is a
JSON file with time stamps, what was read, Qt's warnings and any error; ``packaging/smoke.py`` judges it. A
report file rather than stdout, because a Windows GUI executable has no console to print to.

Nothing here decides pass or fail: the judge lives outside the app, where it can compare with the repo.
"""

from __future__ import annotations

import json
import os
import sys
import time
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

REPORT_ENV = "TABLETOP_QT_SMOKE"
MODE_ENV = "TABLETOP_QT_SMOKE_MODE"
WAIT_S = 30.0  # for one table to show: generous, a shared CI machine may be slow
TICK_MS = 10


class _Wait:
    """A step of the check that waits for ``ready()``; past ``timeout`` seconds the check fails with ``what``."""

    def __init__(self, ready: Callable[[], bool], what: str, timeout: float = WAIT_S) -> None:
        self.ready = ready
        self.what = what
        self.deadline = time.monotonic() + timeout


def _pictures_drawing() -> bool:
    """Whether a table's large pictures are still on their drawing thread (High Noon Saloon's portraits and area
    pictures, ui/games/high_noon_saloon/art.py): a grab before they land shows the plain stand-ins, which the
    judge would take for missing art. On a loaded machine a drawing takes a few hundred milliseconds."""
    art = sys.modules.get("tabletop_qt.ui.games.high_noon_saloon.art")
    return art is not None and bool(art.drawer().busy)


def run(argv: list[str]) -> int:
    report_path = Path(os.environ[REPORT_ENV])
    report: dict[str, Any] = {"t_start": time.time(), "mode": os.environ.get(MODE_ENV, "full"), "errors": [], "qt_messages": []}
    rc: int = 1
    try:
        rc = _run(argv, report, report_path.parent)
    except SystemExit as exc:  # argparse refusing the arguments, say: the report still says so
        rc = exc.code if isinstance(exc.code, int) else 1
        report["errors"].append(f"SystemExit({exc.code!r})")
    except BaseException:  # noqa: BLE001 (the report must tell what went wrong, whatever it was)
        report["errors"].append(traceback.format_exc())
    finally:
        report["rc"] = rc
        report["t_end"] = time.time()
        report_path.write_text(json.dumps(report, indent=1), encoding="utf-8")
    return rc


def _run(argv: list[str], report: dict[str, Any], out_dir: Path) -> int:
    from PySide6.QtCore import QEvent, QMessageLogContext, QObject, QTimer, QtMsgType, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication, QMainWindow

    report["t_qt_imported"] = time.time()

    def on_message(kind: QtMsgType, context: QMessageLogContext, text: str) -> None:
        # Kept for the judge (a missing plugin or picture shows up here first) and still shown as Qt would.
        if kind != QtMsgType.QtDebugMsg:
            report["qt_messages"].append({"type": kind.name, "text": text})
        if sys.stderr is not None:  # None in a Windows GUI executable
            sys.stderr.write(f"{text}\n")

    qInstallMessageHandler(on_message)
    app = QApplication([sys.argv[0]])  # main() reuses it, as it does under the benchmark
    report["t_app"] = time.time()

    class Driver(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.steps: Iterator[_Wait | None] | None = None
            self.waiting: _Wait | None = None
            self.window: QMainWindow | None = None
            self.timer = QTimer(self)
            self.timer.setInterval(TICK_MS)
            self.timer.timeout.connect(self.tick)

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.Paint and self.window is None and isinstance(watched, QMainWindow):
                report["t_paint_begin"] = time.time()
                self.window = watched
                app.removeEventFilter(self)
                QTimer.singleShot(0, self.painted)  # once this paint pass is over
            return False

        def painted(self) -> None:
            report["t_painted"] = time.time()
            assert self.window is not None
            if report["mode"] == "startup":
                self.window.close()
                return
            self.steps = _full_check(self.window, report, out_dir)
            self.timer.start()

        def tick(self) -> None:
            assert self.steps is not None and self.window is not None
            try:
                if self.waiting is not None:
                    if not self.waiting.ready():
                        if time.monotonic() > self.waiting.deadline:
                            raise TimeoutError(f"timed out waiting for {self.waiting.what}")
                        return
                    self.waiting = None
                self.waiting = next(self.steps)
            except StopIteration:
                self.finish()
            except BaseException:  # noqa: BLE001 (any failure is reported, and the window still closes)
                report["errors"].append(traceback.format_exc())
                self.finish()

        def finish(self) -> None:
            self.timer.stop()
            assert self.window is not None
            self.window.close()  # main() returns once the window has shut its tables down

    driver = Driver()
    app.installEventFilter(driver)
    from tabletop_qt.app import main

    rc = main(argv)
    report["t_main_returned"] = time.time()
    if "t_painted" not in report:
        report["errors"].append("the main window never painted")
    return rc


def _full_check(window: Any, report: dict[str, Any], out_dir: Path) -> Iterator[_Wait | None]:
    """The checks, one step per event-loop turn; a yielded _Wait holds the next step until it is ready."""
    from PySide6.QtCore import QCoreApplication, QLibraryInfo, QSysInfo, qVersion

    import tabletop_qt
    from tabletop_qt import paths
    from tabletop_qt.core.games import GAMES
    from tabletop_qt.i18n.languages import Language
    from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec

    report["facts"] = {
        "version": tabletop_qt.__version__,
        "frozen": bool(getattr(sys, "frozen", False)),
        "executable": sys.executable,
        "bundle_dir": getattr(sys, "_MEIPASS", None),
        "resources_dir": str(paths.resources_dir()),
        "translations_dir": str(paths.translations_dir()),
        "qt_translations_dir": QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath),
        "qt_version": qVersion(),
        "platform": QCoreApplication.instance().platformName(),  # type: ignore[union-attr]
        "os": QSysInfo.prettyProductName(),
        "games": list(GAMES),
    }
    report["svg_reader"] = _svg_reader_check()
    report["languages"] = {}
    for language in Language:
        window.set_language(language)
        yield None  # LanguageChange is posted: every widget re-words itself on the next turn
        entry: dict[str, Any] = {
            "menus": [action.text() for action in window.menuBar().actions()],
            # One of Qt's own strings (standard buttons), from the qtbase_*.qm shipped with the app.
            "qt_cancel": QCoreApplication.translate("QPlatformTheme", "Cancel"),
            "games": {},
        }
        report["languages"][language.value] = entry
        for game_id in GAMES:
            game = GAMES[game_id]
            seats = (SeatSpec(SeatKind.HUMAN, "Anna"),) + tuple(
                SeatSpec(SeatKind.BOT, name, "normal") for name in ("Bruno", "Carla", "Daan")[: game.min_players - 1]
            )
            setup = GameSetup(game_id, seats, 7)
            window.start_game(setup)
            page = window.game
            yield _Wait(
                # The page is shown with its first position and painted a turn later (ui/first_position.py): until
                # the page stack paints again, a grab would show nothing.
                lambda: page.update_shown is not None and page.update_shown.setup == setup  # noqa: B023 (waited on here)
                and window.pages.currentWidget() is page and window.pages.updatesEnabled()
                and not _pictures_drawing(),
                f"the {game_id} table in {language.value}",
            )
            picture = out_dir / f"smoke-{game_id}-{language.value}.png"
            image = window.grab().toImage()
            image.save(str(picture))
            window.open_help()
            help_text = window.help_dialog.text() if window.help_dialog is not None else ""
            if window.help_dialog is not None:
                window.help_dialog.close()
            entry["games"][game_id] = {
                "board": type(page.board).__name__,
                "scene_items": len(page.scene.items()),
                "picture": str(picture),
                "picture_colours": _colour_count(image),
                "help_chars": len(help_text),
                "help_start": help_text[:120],
            }
            window.show_home()
            yield None
    window.set_language(Language.ENGLISH)
    yield None
    yield from _hard_bot_check(window, report)
    from tabletop_qt.ui import svg_read

    report["svg_reads"] = {"read": svg_read.read_count, "unread": svg_read.unread}


def _svg_reader_check() -> dict[str, Any]:
    """Whether this Qt reads SVG pictures with QImageReader (the qsvg image-format plugin), on the GUI thread and on
    a picture thread, as the app draws its pictures (tabletop_qt/ui/svg_read.py): the image formats Qt lists, and
    for each thread the picture's size read, or Qt's reason."""
    from PySide6.QtGui import QImageReader

    from tabletop_qt.paths import resources_dir
    from tabletop_qt.ui import svg_read
    from tabletop_qt.ui.picture_threads import start_pool

    picture = resources_dir() / "icons" / "tabletop-qt.svg"
    results: dict[str, Any] = {}

    def read(where: str) -> None:
        image = svg_read.read(picture, 64, 48)
        reader = QImageReader(str(picture), b"svg")
        results[where] = [image.width(), image.height()] if image is not None else reader.errorString()

    read("gui_thread")
    pool = start_pool(1, lambda: None)
    pool.start(lambda: read("picture_thread"))
    pool.waitForDone()
    return {"formats": sorted(bytes(f).decode() for f in QImageReader.supportedImageFormats()), **results}



def _hard_bot_check(window: Any, report: dict[str, Any]) -> Iterator[_Wait | None]:
    """A hard bot makes a move: its search runs in the worker process (a frozen app starts itself again for it,
    through multiprocessing.freeze_support() in the entry point), and the move comes back to the table."""
    from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
    from tabletop_qt.table.table import Table

    seats = (SeatSpec(SeatKind.HUMAN, "Anna"), SeatSpec(SeatKind.BOT, "Bruno", "hard"))
    # A seed where the hard bot opens, so its move comes without anyone playing.
    setup = next(
        s for s in (GameSetup("tea_time", seats, seed) for seed in range(100)) if Table.new(s).current_seats() == (1,)
    )
    started = time.monotonic()
    window.start_game(setup)
    page = window.game

    def moved() -> bool:
        update = page.update_shown
        return update is not None and update.setup == setup and any(e.seat == 1 and e.action for e in update.log)

    # The child's start-up, its search (about a second) and the view's pace: generous on a busy machine.
    yield _Wait(moved, "the hard bot's first move", timeout=60.0)
    service = window.controller._worker.hard.service  # read only: the rules thread is done with it until Anna plays
    facts = service.facts if service is not None else {}
    report["hard_bot"] = {
        "moved": True,
        "seconds": round(time.monotonic() - started, 3),
        "worker_pid": facts.get("pid"),
        "app_pid": os.getpid(),
        "worker_qt_loaded": facts.get("qt_loaded"),
        "worker_qt_modules": facts.get("qt_modules"),
        "answered": service.answered if service is not None else 0,
    }
    window.show_home()
    yield None


def _colour_count(image: Any) -> int:
    """Distinct colours on a 64x40 grid over the picture: a table with its cards drawn has hundreds, a blank
    or flat window a handful."""
    width, height = image.width(), image.height()
    colours = {image.pixel(x * width // 64, y * height // 40) for x in range(64) for y in range(40)}
    return len(colours)
