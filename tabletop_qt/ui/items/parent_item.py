"""An item's parent item, asked without PySide's ownership slip.

PySide6 (seen with 6.11) binds ``QGraphicsItem.parentItem()`` (and ``parentWidget()``) so that the item becomes the
returned item's child in PySide's own book of owners. On an item with no parent item that return is None, and the
item is taken off the scene in that book: Python now owns it, though it is still on the scene and the scene still
deletes it. Once both go in one garbage collection (the scene and its items are in a reference cycle: a click
lambda holds the scene), the C++ item is deleted twice and the process dies with SIGSEGV. That killed test workers
after a High Noon Saloon test that hovered a figure (``hover_card`` walked from the item under the pointer up to
its card, past the top-level figure). So the app and its tests ask ``parent_item`` instead, and
tests/ui/test_parent_item.py checks that nothing calls ``parentItem()`` directly. (``setParentItem(None)`` slips
the same way and is not used; ``parentWidget()`` of a graphics item too, and only widgets' are asked.)
"""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsItem


def parent_item(item: QGraphicsItem) -> QGraphicsItem | None:
    """``item``'s parent item, or None for a top-level item (``topLevelItem`` leaves the owners' book alone)."""
    if item.topLevelItem() is item:
        return None
    return item.parentItem()  # has a parent: the call records what is already true
