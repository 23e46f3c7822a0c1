"""Laying out a widget that is not shown: Qt keeps a hidden widget's resize events until it is shown (a splitter,
a scroll area, a graphics view lay out their children only in theirs), so a page's parts have their real sizes
only from the frame that shows it. ``resize_hidden`` sends them now, as ``QWidget::show`` would."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QApplication, QWidget


def resize_hidden(widget: QWidget) -> None:
    """Deliver the resize events ``widget`` and its descendants hold back while hidden, each after its parent has
    laid it out, so every one of them has the size it gets when shown."""
    if widget.testAttribute(Qt.WidgetAttribute.WA_PendingResizeEvent):
        widget.setAttribute(Qt.WidgetAttribute.WA_PendingResizeEvent, False)
        QApplication.sendEvent(widget, QResizeEvent(widget.size(), QSize()))
    layout = widget.layout()
    if layout is not None:
        layout.activate()
    for child in widget.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
        if not child.isWindow():
            resize_hidden(child)
