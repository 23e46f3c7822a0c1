"""The start of a child script that makes the main window as main() makes it, its own idle warm-up left out (the
script drives the warm-up's steps itself); the script goes on with ``window``, ``app`` and ``data``."""

from __future__ import annotations

WINDOW_WITHOUT_ITS_WARM_UP = r"""
import json, sys, tempfile
from pathlib import Path
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
from tabletop_qt.i18n.languages import LanguageManager
from tabletop_qt.ui.main_window import MainWindow
data = Path(tempfile.mkdtemp())
window = MainWindow(LanguageManager(app), QSettings(str(data / "s.ini"), QSettings.Format.IniFormat), data, 60_000)
window.browser_factory = None
window._warm_steps = iter(())
"""
