"""High Noon Saloon's card faces on the home screen's fan (GameSpec ``art_faces``): the house set's faces, drawn as
the table draws them, in the interface's language."""

from __future__ import annotations

from PySide6.QtGui import QPixmap

from tabletop_qt.ui.texts import interface_language

_faces: object | None = None
_faces_language = ""


def house_face(key: str, width: float, height: float, ratio: float) -> QPixmap:
    """The house set's face ``key`` (a card id, ``char_<id>``...) at this size."""
    global _faces, _faces_language
    if _faces is None:
        from tabletop_qt.core.games.high_noon_saloon.content import house_set
        from tabletop_qt.ui.games.high_noon_saloon.faces import HnsCardFaces

        _faces = HnsCardFaces(house_set())
    if _faces_language != interface_language():  # faces drawn in another language are words the reader cannot use
        _faces.forget_sizes()  # type: ignore[attr-defined]
        _faces_language = interface_language()
    return _faces.pixmap(key, width, height, ratio)  # type: ignore[attr-defined]
