"""The screenshots command renders every playable game mid-game in every language."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage

from tabletop_qt.core.games import GAMES
from tabletop_qt.screenshots import render


def test_screenshots_render_each_game_in_each_language(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    written = render(tmp_path, (1024, 640), seed=3)
    assert sorted(p.name for p in written) == sorted(f"{g}_{lang}.png" for g in GAMES for lang in ("en", "it", "nl"))
    pictures = [QImage(str(p)) for p in written]
    for picture in pictures:
        assert (picture.width(), picture.height()) == (1024, 640)
    # Each language words the same position differently.
    assert len({bytes(p.constBits()) for p in pictures}) == len(pictures)
