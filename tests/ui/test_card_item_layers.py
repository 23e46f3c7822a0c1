"""A card makes its dimming and its outline only when it first shows them (ui/items/card_item.py): most cards never
do, and the two items were ~40% of making a card (a High Noon Saloon table's first position makes 24). Made late,
each is stacked where it was when every card made both at once: above the face, the outline above the dimming, both
below what was added to the card since (a team card's ribbon)."""

from __future__ import annotations

from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QApplication, QGraphicsRectItem

from tabletop_qt.ui.items.card_item import CardItem


class OneFace:
    """Card art of one blank face."""

    def pixmap(self, key: str, width: float, height: float, ratio: float) -> QPixmap:
        return QPixmap(round(width), round(height))


def test_a_card_makes_its_dimming_and_outline_when_first_shown_stacked_as_before(qapp: QApplication) -> None:
    card = CardItem(OneFace(), "x", width=80)  # type: ignore[arg-type]
    shadow, face = card.childItems()  # nothing else made: a shadow and a face
    ribbon = QGraphicsRectItem(0, 0, 10, 10, card)  # added later, as a team card's ribbon is
    card.set_state(selected=False, selectable=True, dimmed=False)
    assert len(card.childItems()) == 4
    outline = card.childItems()[2]
    assert outline.isVisible() and card.childItems() == [shadow, face, outline, ribbon]
    card.set_state(selected=False, selectable=False, dimmed=True)
    dim = card.childItems()[2]
    assert card.childItems() == [shadow, face, dim, outline, ribbon]
    assert dim.isVisible() and not outline.isVisible()
    card.set_state(selected=False, selectable=False, dimmed=False)
    assert len(card.childItems()) == 5 and not dim.isVisible()  # made once, kept
