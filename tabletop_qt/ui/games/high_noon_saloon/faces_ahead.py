"""The card faces a High Noon Saloon table's first position shows, drawn in the app's idle warm-up.

A first position shows the piles (backs, empty places), the acting seat's character and empty slots, the side
boards' empty Fist and Holster and the hand (a person's cards, a watcher's backs): drawn in the first ``show_view``,
those faces (0.2-2.5 ms each, a character's portrait the dearest) held a game's first turn of the event loop 13-20
ms. Drawn here ahead, one a step, at the sizes the table's layout gives each place (``layout``), into the scene's
face cache, that turn only looks them up. The scene's own queue (``_queue_faces``) still draws, after the first
position, every card at every size the table then shows.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from tabletop_qt.ui.games.high_noon_saloon.layout import (
    CARD_H,
    CARD_W,
    HAND_CARD_W,
    PILE_CARD_W,
    SLOT_W,
    mini_card_width,
    side_board_height,
)

if TYPE_CHECKING:
    from tabletop_qt.core.games.high_noon_saloon.content import Content
    from tabletop_qt.ui.games.high_noon_saloon.faces import HnsCardFaces

MAX_OTHERS = 5  # six players: five side boards


def first_faces(content: Content, others: range = range(1, MAX_OTHERS + 1)) -> list[tuple[str, float]]:
    """(face key, card width) of what any table's first position may show, the faces every table shows first:
    the piles, the acting seat's board (its character, basic and advanced side, and empty slots), each count of
    side boards' empty slots, then the hand's backs and every saloon and team card a hand may be dealt."""
    faces: list[tuple[str, float]] = [("back", PILE_CARD_W), ("load_back", PILE_CARD_W), ("empty", PILE_CARD_W),
                                      ("empty", SLOT_W)]
    faces += [(f"char_{c.id}", SLOT_W) for c in content.characters]
    faces += [("empty", mini_card_width(side_board_height(count))) for count in others]
    faces.append(("back", HAND_CARD_W))
    faces += [(c.id, HAND_CARD_W) for c in (*content.saloon, *content.team)]
    faces += [(f"char_{c.id}_adv", SLOT_W) for c in content.characters]
    return faces


def draw_ahead(faces: Callable[[], HnsCardFaces], content: Callable[[], Content],
               ratio: Callable[[], float]) -> Iterator[None]:
    """Draw ``first_faces`` into the face cache, one a step; each looked up again when drawn (the pack, the ratio
    or the language may change between steps: a face drawn for the old one is simply not used)."""
    for key, width in first_faces(content()):
        faces().pixmap(key, width, width * CARD_H / CARD_W, ratio())
        yield
