"""Start-up: the command line, the application object, the language and the main window."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path

from tabletop_qt import __version__

DATA_DIR_ENV = "TABLETOP_QT_DATA_DIR"


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

    import asyncio

    import qasync
    from PySide6.QtCore import QSettings, QStandardPaths
    from PySide6.QtWidgets import QApplication

    from tabletop_qt.i18n.languages import LanguageManager, parse_language, system_language
    from tabletop_qt.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setOrganizationName("TabletopQt")
    app.setApplicationName("tabletop-qt")
    app.setApplicationVersion(__version__)
    # Wayland docks match a window to its launcher (and icon) by this name: the .deb's tabletop-qt.desktop.
    app.setDesktopFileName("tabletop-qt")

    data_dir = args.data_dir or (Path(os.environ[DATA_DIR_ENV]) if os.environ.get(DATA_DIR_ENV) else None)
    if data_dir is not None:
        # A chosen data folder keeps its settings beside the saves, so a portable copy stays self-contained.
        settings = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
    else:
        data_dir = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
        settings = QSettings()
    data_dir.mkdir(parents=True, exist_ok=True)

    languages = LanguageManager(app)
    saved = settings.value("language")
    language = parse_language(args.language) or parse_language(saved if isinstance(saved, str) else None)
    languages.set_language(language or system_language())
    bot_delay = args.bot_delay if args.bot_delay is not None else int(settings.value("bot_delay", 700))
    window = MainWindow(languages, settings, data_dir, bot_delay)
    # Sockets and zeroconf run on the GUI thread's asyncio loop (qasync). The window's closing ends the main
    # coroutine, which lets every LAN session say goodbye and stops the rules thread before the loop closes.
    app.setQuitOnLastWindowClosed(False)
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
    return 0


async def _run_window(window) -> None:  # type: ignore[no-untyped-def]
    import asyncio

    closed = asyncio.Event()
    window.closed.connect(closed.set)
    window.show()
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
