"""The home screen's "Tables on your network": found live by discovery while the home screen is shown.

The list follows a discovery Browser (net/discovery.py), as the join dialog's does: a row per table with its game,
its name, its host, its free seats and a lock when a join code is needed. Everything but the game's name was chosen
by whoever sent the announcement, so it is cut short and shown as inert plain text (list items never read markup).
One click on a table asks the window to open the join dialog with that table chosen. A row's words and icons are in
ui/home_table_rows.py, imported with the first table found: the first frame lists none (and names no ``Qt``,
ui/qt_names.py).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from tabletop_qt.ui.qt_names import set_by_name

if TYPE_CHECKING:
    from PySide6.QtWidgets import QListWidget, QListWidgetItem

log = logging.getLogger(__name__)


class NetworkTables(QWidget):
    table_chosen = Signal(object)  # the TableAd clicked
    tables_changed = Signal()  # a table was listed, updated or taken off (table_names says which are listed)

    def __init__(self, browser_factory: Callable[[], Any] | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("home_tables")
        self._factory = browser_factory
        self.browser: Any = None
        self._browse_failed = False
        self._ads: dict[str, tuple[Any, QListWidgetItem]] = {}
        self._heading = QLabel()
        self._heading.setObjectName("home_tables_heading")
        # The list is made with the first table found (list_widget): the first frame shows none, only _empty.
        self._list: QListWidget | None = None
        self._icon_size = 24
        self._empty = QLabel()
        self._empty.setObjectName("home_tables_empty")
        self._empty.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._heading)
        set_by_name(self._empty, "alignment", "AlignTop|AlignLeft")
        layout.addWidget(self._empty, 1)
        self.retranslate_ui()
        self._sync_empty()

    # ------------------------------------------------------------------ browsing
    def set_browser_factory(self, factory: Callable[[], Any] | None) -> None:
        """Where browsers come from (the window's, which tests replace); takes effect at the next start."""
        self._factory = factory

    def browsing(self) -> bool:
        return self.browser is not None

    def start(self) -> None:
        if self.browser is not None or self._factory is None:
            return
        browser = self._factory()
        browser.table_found.connect(self._on_browser_table_found)
        browser.table_updated.connect(self._on_browser_table_found)
        browser.table_lost.connect(self._on_browser_table_lost)
        self.browser = browser
        self._browse_failed = False
        try:
            browser.start()
        except Exception:  # no multicast here: "Join a table" still takes an address
            log.warning("cannot look for tables on the network", exc_info=True)
            self._browse_failed = True
        self._retranslate_empty()

    def stop(self) -> None:
        """Stop browsing (the home screen is left): the list empties, to be filled afresh on return."""
        browser, self.browser = self.browser, None
        if browser is not None:
            browser.table_found.disconnect(self._on_browser_table_found)
            browser.table_updated.disconnect(self._on_browser_table_found)
            browser.table_lost.disconnect(self._on_browser_table_lost)
            browser.stop()
            deleter = getattr(browser, "deleteLater", None)
            if deleter is not None:
                deleter()
        had = bool(self._ads)
        self._ads.clear()
        if self._list is not None:
            self._list.clear()
        self._sync_empty()
        if had:
            self.tables_changed.emit()

    # ------------------------------------------------------------------ reading (tests, people)
    def table_count(self) -> int:
        return self._list.count() if self._list is not None else 0

    def table_names(self) -> list[str]:
        """The names of the tables listed, top to bottom."""
        from tabletop_qt.ui.home_table_rows import AD_ROLE

        ads = {instance: ad for instance, (ad, _) in self._ads.items()}
        rows = (self.list_widget().item(row).data(AD_ROLE) for row in range(self.table_count()))
        return [ads[str(instance)].table_name for instance in rows if str(instance) in ads]

    def table_item(self, row: int) -> QListWidgetItem:
        return self.list_widget().item(row)

    def heading(self) -> QLabel:
        return self._heading

    def list_widget(self) -> QListWidget:
        """The list of tables, made the first time it is asked for (a table found, a test)."""
        if self._list is None:
            from PySide6.QtWidgets import QListWidget

            self._list = QListWidget()
            self._list.setObjectName("home_tables_list")
            self._list.setWordWrap(True)
            self._list.setSpacing(2)
            self._list.setIconSize(QSize(self._icon_size, self._icon_size))
            self._list.itemClicked.connect(self._on_list_item_clicked)
            layout = self.layout()
            assert isinstance(layout, QVBoxLayout)
            layout.insertWidget(1, self._list, 1)  # between the heading and the "no table yet" words
            self._sync_empty()
        return self._list

    def set_icon_size(self, pixels: int) -> None:
        """The rows' icons (the lock) ``pixels`` square: they grow with the page's text."""
        self._icon_size = pixels
        if self._list is not None:
            self._list.setIconSize(QSize(pixels, pixels))

    # ------------------------------------------------------------------ slots
    def _on_browser_table_found(self, ad: Any) -> None:
        from tabletop_qt.ui.home_table_rows import AD_ROLE

        from PySide6.QtWidgets import QListWidgetItem

        known = self._ads.get(ad.instance)
        item = known[1] if known is not None else QListWidgetItem()
        if known is None:
            self.list_widget().addItem(item)
        item.setData(AD_ROLE, ad.instance)
        self._ads[ad.instance] = (ad, item)
        self._retranslate_item(ad, item)
        self._sync_empty()
        self.tables_changed.emit()

    def _on_browser_table_lost(self, lost: Any) -> None:
        known = self._ads.pop(str(getattr(lost, "instance", lost)), None)
        if known is not None:
            self.list_widget().takeItem(self.list_widget().row(known[1]))
            self.tables_changed.emit()
        self._sync_empty()

    def _on_list_item_clicked(self, item: QListWidgetItem) -> None:
        from tabletop_qt.ui.home_table_rows import AD_ROLE

        known = self._ads.get(str(item.data(AD_ROLE)))
        if known is not None:
            self.table_chosen.emit(known[0])

    # ------------------------------------------------------------------ text
    def _sync_empty(self) -> None:
        empty = self.table_count() == 0
        self._empty.setVisible(empty)
        if self._list is not None:
            self._list.setVisible(not empty)

    def _retranslate_item(self, ad: Any, item: QListWidgetItem) -> None:
        from tabletop_qt.ui.home_table_rows import show_ad

        show_ad(ad, item)

    def _retranslate_empty(self) -> None:
        if self._browse_failed:
            self._empty.setText(
                QCoreApplication.translate("Home", "Tables cannot be looked for on this network: use “Join a table…” and type the host's address.")
            )
        else:
            self._empty.setText(QCoreApplication.translate("Home", "No table on your network yet. Tables people open appear here."))

    def retranslate_ui(self) -> None:
        self._heading.setText(QCoreApplication.translate("Home", "Tables on your network"))
        self._retranslate_empty()
        for ad, item in self._ads.values():
            self._retranslate_item(ad, item)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
