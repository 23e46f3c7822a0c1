"""The home screen's pictures shipped with the app, for a very first start (no picture kept on disk yet).

Files ``resources/home-art/<language>/<game>-<width>x<height>.argb.z``: each game's picture at the device pixels its
tile covers on a very first start in the default window (1200 x 760 at a device pixel ratio of 1, the welcome note
shown), written by ``python tools/draw_home_pictures.py`` and checked against what the code draws now by
tests/ui/test_shipped_home_art.py. The first frame shows them: drawing them took that start 80-110 ms after its first
frame (PySide's ``Qt`` namespace, the picture threads, High Noon Saloon's faces). They hold the disk cache's format
(ui/home_art.py: premultiplied ARGB32 after a small header) compressed with zlib: about as small as PNG (~300 KB for
the three languages) and read for a fraction of a PNG's decoding, which cost the first frame 27 M instructions for
four. A tile of another size (another screen, other fonts, a high-DPI screen) shows the nearest shipped picture
scaled from the turn after the first frame (scaling four in that frame's paint cost it 10-12 ms at a ratio of 2)
until its own is drawn sharp on the picture threads.
"""

from __future__ import annotations

import re
import zlib
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from tabletop_qt.paths import resources_dir

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

FOLDER_NAME = "home-art"
# Whether first starts use them (the tool that writes them and the tests of the drawing turn it off).
enabled = True
SUFFIX = ".argb.z"
_NAME = re.compile(r"(?P<game>[a-z_]+)-(?P<w>\d+)x(?P<h>\d+)\.argb\.z")


def folder() -> Path:
    return resources_dir() / FOLDER_NAME


@cache
def _shipped(language: str) -> dict[str, dict[tuple[int, int], Path]]:
    """The pictures shipped in ``language``: game id -> (width, height) -> file (the folder is read once)."""
    found: dict[str, dict[tuple[int, int], Path]] = {}
    try:
        names = sorted((folder() / language).iterdir())
    except OSError:
        return found
    for path in names:
        match = _NAME.fullmatch(path.name)
        if match:
            found.setdefault(match["game"], {})[(int(match["w"]), int(match["h"]))] = path
    return found


def read(path: Path) -> QImage | None:
    """The picture in the shipped file ``path``, or None if it cannot be read."""
    from tabletop_qt.ui.home_art import picture_from_bytes

    try:
        return picture_from_bytes(zlib.decompress(path.read_bytes()))
    except (OSError, zlib.error):
        return None


def to_bytes(image: QImage) -> bytes:
    """``image`` as a shipped file holds it (tools/draw_home_pictures.py)."""
    from tabletop_qt.ui.home_art import picture_bytes

    return zlib.compress(picture_bytes(image), 9)


def exact_picture(game_id: str, language: str, width: int, height: int) -> QImage | None:
    """``game_id``'s picture shipped at exactly ``width`` x ``height`` device pixels in ``language``, or None."""
    sizes = _shipped(language).get(game_id) if enabled else None
    path = sizes.get((width, height)) if sizes else None
    return read(path) if path is not None else None


def nearest_picture(game_id: str, language: str, width: int, height: int) -> QImage | None:
    """``game_id``'s picture shipped in ``language`` nearest this size (by area), scaled to it: a stand-in until
    the picture is drawn; None if none is shipped."""
    sizes = _shipped(language).get(game_id) if enabled else None
    if not sizes:
        return None
    nearest = min(sizes, key=lambda size: abs(size[0] * size[1] - width * height))
    image = read(sizes[nearest])
    # (smoothScaled: QImage.scaled names Qt's enums, which a first frame does without: ui/qt_names.py)
    return image.smoothScaled(width, height) if image is not None else None
