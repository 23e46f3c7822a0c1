"""High Noon Saloon's card faces on the home screen's fan (HomeArt ``faces``, core/games/home_art.py): the house
cards the fan shows, drawn as the table draws them."""

from __future__ import annotations

from tabletop_qt.ui.games.high_noon_saloon.faces import HnsCardFaces


def house_faces() -> HnsCardFaces:
    """The fan's faces, for the home picture's ``image(key, width, height, ratio)`` (a QImage, drawn afresh in the
    language of the translators installed now). Each thread that draws home pictures makes its own: their SVG
    renderers belong to it. The cards come from core/games/high_noon_saloon/fan.py, not from the pack reader: the
    very first start draws this picture before anything else needs the house set."""
    from tabletop_qt.core.games.high_noon_saloon.fan import FAN

    return HnsCardFaces(FAN)
