"""Start-up: the command line, the application object, the language and the main window."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path

from tabletop_qt import __version__

DATA_DIR_ENV = "TABLETOP_QT_DATA_DIR"
# Set (to anything): a JSON line on stderr whenever the home screen's list of tables changes. For tests that
# start the app as a person does and watch it find a table; it only reads what the screen shows.
TRACE_TABLES_ENV = "TABLETOP_QT_TRACE_HOME_TABLES"


def main(argv: Sequence[str] | None = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    if arguments == ["--version"]:
        # Answered before Qt is loaded: packaging scripts and people ask it often.
        print(f"tabletop-qt {__version__}")
        return 0
    from tabletop_qt.cli import parse_command_line

    args = parse_command_line(arguments)
    if args.version:
        print(f"tabletop-qt {__version__}")
        return 0
    from tabletop_qt.xcb_platform import library_check_due

    # Before Qt loads its platform plugin: a missing system library is named, with the package to install (where
    # Qt will load its X11 plugin: elsewhere the table of libraries is not even imported).
    if library_check_due(os.environ):
        from tabletop_qt.cli import language_of
        from tabletop_qt.system_libraries import EXIT_CODE, check

        missing = check(language_of(arguments))
        if missing is not None:
            sys.stderr.write(missing + "\n")
            return EXIT_CODE

    from tabletop_qt.ui.serial_paint import paint_on_the_gui_thread

    paint_on_the_gui_thread()  # before Qt paints anything (ui/serial_paint.py says why)
    from PySide6.QtCore import QSettings, QStandardPaths, QTimer
    from PySide6.QtWidgets import QApplication

    from tabletop_qt.i18n.languages import LanguageManager, parse_language, system_language
    from tabletop_qt.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    from tabletop_qt import gui_gc

    gui_gc.install()  # before another Python thread (zeroconf's, the rules thread) can run a collection
    app.setOrganizationName("TabletopQt")
    app.setApplicationName("tabletop-qt")
    app.setApplicationVersion(__version__)
    # Wayland docks match a window to its launcher (and icon) by this name: the .deb's tabletop-qt.desktop.
    app.setDesktopFileName("tabletop-qt")

    from tabletop_qt.startup import can_write, data_dir_problem, read_stored_settings

    # The command line's language (else the system's) speaks until the stored settings can be read.
    languages = LanguageManager(app)
    chosen = parse_language(args.language)
    languages.set_language(chosen or system_language())
    data_dir = args.data_dir or (Path(os.environ[DATA_DIR_ENV]) if os.environ.get(DATA_DIR_ENV) else None)
    cache_dir = None  # beside the saves (data_dir / "cache") when a data folder is chosen: a portable copy
    if data_dir is None:
        data_dir = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
        cache_dir = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation))
    problem = data_dir_problem(data_dir)
    if problem is not None:
        _tell_start_up_failure(app, problem)
        return 2
    if args.data_dir is not None or os.environ.get(DATA_DIR_ENV):
        # A chosen data folder keeps its settings beside the saves, so a portable copy stays self-contained.
        settings = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
    else:
        settings = QSettings()
    stored = read_stored_settings(settings)
    if chosen is None and stored.language is not None:
        languages.set_language(stored.language)
    bot_delay = args.bot_delay if args.bot_delay is not None else stored.bot_delay_ms
    window = MainWindow(languages, settings, data_dir, bot_delay, cache_dir=cache_dir)
    if os.environ.get(TRACE_TABLES_ENV):
        trace_home_tables(window.home.network)
    if args.no_discovery:
        window.browser_factory = None  # no multicast queries: the home screen lists no tables, joining is by address
    # Said once the window is up, in the language now chosen.
    if stored.notes:
        QTimer.singleShot(0, window, lambda: window.tell_settings_reset(stored.notes))
    if not can_write(data_dir):
        QTimer.singleShot(0, window, lambda: window.tell_saving_fails(str(data_dir)))
    app.setQuitOnLastWindowClosed(False)
    _show_first_frame(window)
    _wait_for_home_pictures(window)
    # Sockets and zeroconf run on the GUI thread's asyncio loop (qasync), loaded once the first frame is on the
    # screen (nothing on it needs them). The window's closing ends the main coroutine, which lets every LAN
    # session say goodbye and stops the rules thread before the loop closes.
    import asyncio

    import qasync

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    try:
        loop.run_until_complete(_run_window(window))
        _cancel_leftovers(loop)
        loop.run_until_complete(loop.shutdown_asyncgens())
    finally:
        asyncio.set_event_loop(None)
        loop.close()
        app.setQuitOnLastWindowClosed(True)
        _stop_picture_threads()
    return 0


def _stop_picture_threads() -> None:
    """The pictures still being drawn (a window closed on a first start, a saloon just opened) are waited for, the
    rest dropped: no thread draws while the interpreter and Qt go away."""
    from tabletop_qt.ui.picture_threads import stop_all

    stop_all()


def trace_home_tables(tables) -> None:  # type: ignore[no-untyped-def]
    """Print ``{"event": "home_tables", "tables": [names]}`` on stderr each time the home screen's list changes."""
    import json

    def report() -> None:
        print(json.dumps({"event": "home_tables", "tables": tables.table_names()}), file=sys.stderr, flush=True)

    tables.tables_changed.connect(report)


def _tell_start_up_failure(app, text: str) -> None:  # type: ignore[no-untyped-def]
    """A line on stderr, and a dialog too when there is a screen to show it on."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    sys.stderr.write(text + "\n")
    if app.platformName() not in ("offscreen", "minimal"):
        # Before the event loop runs, so a modal box is safe here (qasync is not started yet).
        QMessageBox.critical(None, QCoreApplication.translate("Startup", "Tabletop Qt cannot start"), text)


# How long the first frame may take before the app goes on loading without it (a window that is never exposed,
# such as one started minimised, must not hold the app).
FIRST_FRAME_WAIT_MS = 2000


def _show_first_frame(window) -> None:  # type: ignore[no-untyped-def]
    """Show the window and run Qt's own event loop until its first frame is painted: no asyncio loop exists yet,
    so nothing can run inside another task's step."""
    from PySide6.QtCore import QEventLoop, QTimer

    waiting = QEventLoop()
    window.first_frame_painted.connect(waiting.quit)
    window.closed.connect(waiting.quit)  # closed before its first frame: nothing to wait for
    QTimer.singleShot(FIRST_FRAME_WAIT_MS, waiting, waiting.quit)
    window.show()
    if not window.first_frame.seen:
        waiting.exec()
    window.first_frame_painted.disconnect(waiting.quit)
    window.closed.disconnect(waiting.quit)
    window.first_frame.give_up()  # (nothing to do when the frame was painted)


# The very first start: how long the home screen's pictures may hold back the import of asyncio and qasync.
PICTURES_WAIT_MS = 1000


def _wait_for_home_pictures(window) -> None:  # type: ignore[no-untyped-def]
    """The very first start (no pictures on disk yet): Qt's own loop goes on until every home tile shows its picture,
    PICTURES_WAIT_MS at most, before asyncio and qasync are imported. Their import (~60 ms of CPU) would hold the
    interpreter lock the picture threads need, and the pictures reach the tiles through this thread's event loop,
    which does not turn while it imports. Clicks and keys wait meanwhile (ExcludeUserInputEvents keeps them: they
    are delivered once the loop runs without it), so nothing can ask for the network before asyncio is there."""
    from PySide6.QtCore import QEventLoop, QTimer

    home = window.home
    if not window.isVisible() or home.pictures_shown():
        return  # a later start (the pictures came from the disk cache), or a window closed already
    waiting = QEventLoop()
    home.all_pictures_shown.connect(waiting.quit)
    window.closed.connect(waiting.quit)
    QTimer.singleShot(PICTURES_WAIT_MS, waiting, waiting.quit)
    waiting.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
    home.all_pictures_shown.disconnect(waiting.quit)
    window.closed.disconnect(waiting.quit)


async def _run_window(window) -> None:  # type: ignore[no-untyped-def]
    import asyncio

    closed = asyncio.Event()
    window.closed.connect(closed.set)
    if window.isVisible():  # else it was closed while its first frame was drawn
        await closed.wait()
    await window.shutdown()


def _cancel_leftovers(loop) -> None:  # type: ignore[no-untyped-def]
    """Cancel and finish whatever is still pending, so no task is destroyed while pending."""
    import asyncio

    pending = [task for task in asyncio.all_tasks(loop) if not task.done()]
    for task in pending:
        task.cancel()
    if pending:
        loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))


if __name__ == "__main__":
    raise SystemExit(main())
