"""The home screen's pictures shipped for a very first start (resources/home-art, ui/shipped_art.py): a first start in
the default window shows every game's picture in its first frame without drawing one, the shipped pictures are what
the code draws now, and a tile of another size shows the nearest one scaled until its own is drawn. When one of
these fails after a change to a game's home picture or to the home page's layout: python tools/draw_home_pictures.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from tabletop_qt.i18n.languages import Language, LanguageManager
from tabletop_qt.ui import home_art, shipped_art
from tests.test_cli import DUTCH, ENGLISH, ITALIAN, child_report, run

# A very first start (a fresh data folder, the default window): at the end of its first paint pass, does every tile
# show its picture, did any picture get drawn (on the picture threads or the GUI thread) before the window closed,
# and which games' pictures are in the disk cache after?
FIRST_START = r"""
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
from tabletop_qt.ui import home_art, main_window
drawn = []
real = home_art._Drawer.picture

def noted(self, key):
    drawn.append(key)
    return real(self, key)

home_art._Drawer.picture = noted
made = main_window.MainWindow.__init__
seen = {}

def watched(self, *args, **kwargs):
    made(self, *args, **kwargs)

    def at_first_frame():
        seen["shown"] = self.home.pictures_shown()
        QTimer.singleShot(0, self.close)

    self.first_frame_painted.connect(at_first_frame)

main_window.MainWindow.__init__ = watched
from tabletop_qt.app import main
rc = main(["--data-dir", sys.argv[1], "--no-discovery"])
home_art.stop_drawing()
from pathlib import Path
kept = sorted(path.name.split("-")[0] for path in (Path(sys.argv[1]) / "cache" / "home-art").glob("*/*/*.argb"))
print(json.dumps({"rc": rc, "shown_in_first_frame": seen.get("shown"), "drawn": [list(key) for key in drawn],
                  "kept_on_disk": kept}))
"""


@pytest.mark.parametrize("environment", [ENGLISH, ITALIAN, DUTCH], ids=["en", "it", "nl"])
def test_a_very_first_start_shows_every_picture_in_its_first_frame_without_drawing_one(
    tmp_path: Path, environment: dict[str, str]
) -> None:
    result = run("-c", FIRST_START, str(tmp_path / "data"), **environment)
    # And kept on disk as drawn ones are: the next start (no welcome note, tiles of another size) shows them scaled
    # in its first frame while its own are drawn.
    games = sorted(["tea_time", "times_square", "frantic_frankfurt", "high_noon_saloon"])
    assert child_report(result) == {"rc": 0, "shown_in_first_frame": True, "drawn": [], "kept_on_disk": games}


def _shipped_files() -> list[Path]:
    return sorted(shipped_art.folder().glob(f"*/*{shipped_art.SUFFIX}"))


def test_every_language_ships_every_games_picture() -> None:
    from tabletop_qt.core.games.metadata import LANGUAGES, LISTED_GAMES

    shipped = {(path.parent.name, path.name.rsplit("-", 1)[0]) for path in _shipped_files()}
    assert shipped == {(language, game_id) for language in LANGUAGES for game_id in LISTED_GAMES}


@pytest.mark.parametrize("path", _shipped_files(), ids=lambda path: f"{path.parent.name}/{path.name}")
def test_a_shipped_picture_is_what_the_code_draws_now(languages: LanguageManager, path: Path) -> None:
    # Drawn here as a picture thread draws it, in the picture's language (High Noon Saloon's cards have words).
    game_id, size = path.name.removesuffix(shipped_art.SUFFIX).rsplit("-", 1)
    width, height = (int(n) for n in size.split("x"))
    languages.set_language(Language(path.parent.name))
    drawn = home_art._Drawer().picture((game_id, path.parent.name, width, height))
    shipped = shipped_art.read(path)
    assert shipped is not None and (shipped.width(), shipped.height()) == (width, height)
    # The same drawing: equal on the machine that wrote them; elsewhere other fonts may move a few pixels of High
    # Noon Saloon's words, while a changed SVG, colour or layout changes far more.
    assert _differing_share(drawn, shipped) < 0.002, "python tools/draw_home_pictures.py"


def _differing_share(a: QImage, b: QImage) -> float:
    """The share of the pixels whose channels differ by more than 4 between ``a`` and ``b`` (same size)."""
    first, second = bytes(a.constBits()), bytes(b.constBits())
    assert len(first) == len(second)
    pixels = len(first) // 4
    differing = sum(
        1
        for i in range(0, len(first), 4)
        if max(abs(first[i + c] - second[i + c]) for c in range(4)) > 4
    )
    return differing / pixels


def test_a_tile_of_another_size_shows_the_nearest_shipped_picture_until_its_own_is_drawn(
    monkeypatch: pytest.MonkeyPatch, languages: LanguageManager
) -> None:
    monkeypatch.setattr(home_art, "_cache", {})
    monkeypatch.setattr(home_art, "_disk", None)  # nothing kept on disk: a very first start
    stand_in = home_art.nearest_art("tea_time", 401, 150)
    assert stand_in is not None and (stand_in.width(), stand_in.height()) == (401, 150)
    assert home_art.cached_art("tea_time", 401, 150) is None  # a stand-in: the sharp picture is still to be drawn
    monkeypatch.setattr(shipped_art, "enabled", False)
    assert home_art.nearest_art("tea_time", 401, 150) is None
