"""High Noon Saloon's card faces on the home screen's fan (GameSpec ``art_faces``): the house set's faces, drawn as
the table draws them."""

from __future__ import annotations

from tabletop_qt.ui.games.high_noon_saloon.faces import HnsCardFaces


def house_faces() -> HnsCardFaces:
    """The house set's faces, for the home picture's ``image(key, width, height, ratio)`` (a QImage, drawn afresh in
    the language of the translators installed now). Each thread that draws home pictures makes its own: their SVG
    renderers belong to it."""
    from tabletop_qt.core.games.high_noon_saloon.content import house_set

    return HnsCardFaces(house_set())
