"""A row of the home screen's "Tables on your network" (ui/home_tables.py): its words, its lock, the table it
stands for. Imported with the first table found, not with the home page, whose first frame lists none.

Everything but the game's name was chosen by whoever sent the announcement: cut short and shown as inert plain text
(list items never read markup).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QListWidgetItem

from tabletop_qt.ui.peer_text import HOST_CHARS, peer_name, peer_text
from tabletop_qt.ui.texts import game_name

AD_ROLE = Qt.ItemDataRole.UserRole  # an item's data there: the instance name of the table it stands for


def show_ad(ad: Any, item: QListWidgetItem) -> None:
    """``item`` showing the table ``ad`` announces, in the interface's language."""
    lines = [
        QCoreApplication.translate("Home", "{table} — {game}").format(table=peer_name(ad.table_name), game=game_name(ad.game)),
        QCoreApplication.translate("Home", "Host: {host}").format(host=peer_text(ad.host_name, HOST_CHARS) or "?"),
    ]
    if ad.free_seats > 0:
        lines.append(QCoreApplication.translate("Home", "Free seats: {free} of {seats}").format(free=ad.free_seats, seats=ad.seats))
    else:
        lines.append(QCoreApplication.translate("Home", "Every seat is taken: you may watch."))
    if ad.code_required:
        lines.append(QCoreApplication.translate("Home", "A join code is needed."))
    item.setText("\n".join(lines))
    item.setIcon(lock_icon() if ad.code_required else no_lock_icon())  # rows line up, lock or not
    item.setToolTip(QCoreApplication.translate("Home", "Click to join this table.") if not ad.code_required else
                    QCoreApplication.translate("Home", "Click to join this table (the host gives you the code)."))


_lock: QIcon | None = None
_no_lock: QIcon | None = None


def no_lock_icon() -> QIcon:
    """A blank of the lock's size, so the text of an open table starts where a locked one's does."""
    global _no_lock
    if _no_lock is None:
        pixmap = QPixmap(64, 64)
        pixmap.fill(Qt.GlobalColor.transparent)
        _no_lock = QIcon(pixmap)
    return _no_lock


def lock_icon() -> QIcon:
    """A padlock, drawn here: icon themes are missing on many desktops and Qt's standard icons have none."""
    global _lock
    if _lock is None:
        pixmap = QPixmap(64, 64)
        pixmap.fill(Qt.GlobalColor.transparent)
        p = QPainter(pixmap)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#6b5a2a"), 7))
        p.drawArc(QRectF(18, 6, 28, 34), 0, 180 * 16)
        p.drawLine(18, 23, 18, 30)
        p.drawLine(46, 23, 46, 30)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#c9a227"))
        p.drawRoundedRect(QRectF(10, 28, 44, 32), 6, 6)
        p.setBrush(QColor("#4a3b12"))
        p.drawEllipse(QRectF(28, 38, 8, 8))
        p.drawRect(QRectF(30.5, 44, 3, 9))
        p.end()
        _lock = QIcon(pixmap)
    return _lock
