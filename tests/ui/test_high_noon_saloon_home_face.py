"""High Noon Saloon's home picture is drawn on the very first start without the pack reader (content.py: the JSON,
its checks, its SHA-256 digest): its faces come from core/games/high_noon_saloon/fan.py."""

from __future__ import annotations


from tests.test_cli import ENGLISH, child_report, run

# A fresh interpreter draws the picture as a picture thread does; which pack modules did it load?
DRAW_THE_PICTURE = r"""
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
from tabletop_qt.ui.home_art import _Drawer
image = _Drawer().picture(("high_noon_saloon", "en", 320, 180))
print(json.dumps({"drawn": not image.isNull(), "content": "tabletop_qt.core.games.high_noon_saloon.content" in sys.modules}))
"""


def test_the_home_picture_is_drawn_without_the_pack_reader() -> None:
    result = run("-c", DRAW_THE_PICTURE, **ENGLISH)
    assert child_report(result) == {"drawn": True, "content": False}
