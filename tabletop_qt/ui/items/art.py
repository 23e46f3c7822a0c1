"""Card art: one shared SVG renderer per picture, drawn as vectors so cards stay sharp at any scale."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtSvg import QSvgRenderer

from tabletop_qt.paths import resources_dir


class CardArt:
    """Lazily loaded renderers for the pictures in resources/<game>/cards/<key>.svg."""

    def __init__(self, game_id: str) -> None:
        self._folder: Path = resources_dir() / game_id / "cards"
        self._renderers: dict[str, QSvgRenderer] = {}

    def renderer(self, key: str) -> QSvgRenderer | None:
        renderer = self._renderers.get(key)
        if renderer is None:
            path = self._folder / f"{key}.svg"
            if not path.is_file():
                return None
            renderer = QSvgRenderer(str(path))
            self._renderers[key] = renderer
        return renderer if renderer.isValid() else None
