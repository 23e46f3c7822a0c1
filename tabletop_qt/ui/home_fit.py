"""The home page laid out once before the first frame: at the size and fonts the window will give it.

A widget shown inside a hidden window lays itself out at once (Qt activates its layout "before we and our children
become visible"): the page stack's ``addWidget`` did so at the page's default size and font, and the window's show
then resized the page, its fonts grew with its height (ui/home_page.py) and every label was measured and shaped
again. Here the page takes the size the window's layout will give it first (the window's size less its menu bar),
so its one layout is the first frame's. A window the platform then gives another size only lays the page out again,
as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QStackedWidget

    from tabletop_qt.ui.home_page import HomePage


def add_home_laid_out(window: QMainWindow, pages: QStackedWidget, home: HomePage) -> None:
    """Add ``home`` to ``pages`` (``window``'s central widget, its size and menus set) at the size it will show."""
    bar = window.menuBar()
    width = window.width()
    bar_height = bar.heightForWidth(width) if bar.hasHeightForWidth() else bar.sizeHint().height()
    home.lay_out_at(QSize(width, max(1, window.height() - bar_height)))
    pages.addWidget(home)
