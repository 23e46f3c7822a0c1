"""Each game's picture on the home screen, as plain data: the felt's colours, the cards fanned, the figures.

Its own module, not only the games' specs: on a very first start the home screen's pictures are drawn right after
the first frame, and building the registry for them (core/games/specs.py: every GameSpec, 7-25 ms of the GUI
thread) held them back. Each GameSpec's ``art`` is its entry here (``home_art``), so the two cannot differ. Plain
data, no Qt.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class HomeArt:
    """The game's picture on the home screen: the felt's two colours, the card faces fanned across it, the figures
    in front. Paths are under resources/<game>/; "<code prefix>:<face key>" names a face ``faces`` draws."""

    felt: tuple[str, str]
    cards: tuple[str, ...]
    figures: tuple[str, ...] = ()
    # "module:function" making the faces the cards name as "<code prefix>:<key>": an object whose image(key, w, h,
    # ratio) draws one as a QImage; each home-picture thread makes its own (ui/home_art.py).
    faces: str | None = None


HOME_ART: Mapping[str, HomeArt] = {
    "tea_time": HomeArt(
        ("#3f6e8c", "#1d3446"),
        ("cards/mad_hatter_normal.svg", "cards/alice.svg", "cards/cheshire_cat_mirror.svg", "cards/white_rabbit_normal.svg"),
    ),
    "times_square": HomeArt(
        ("#6a2a5e", "#22102a"),
        ("cards/deb_3.svg", "cards/sue.svg", "cards/hal_2.svg"),
        ("figures/charlie.svg", "figures/sue.svg", "figures/guard.svg"),
    ),
    "frantic_frankfurt": HomeArt(
        ("#2f6b3f", "#12301c"),
        ("cards/red_7.svg", "cards/yellow_12.svg", "cards/blue_20.svg", "cards/red_1.svg"),
    ),
    "high_noon_saloon": HomeArt(
        ("#8a5a2b", "#3a2210"),
        ("hns:char_james_masterson", "hns:peacemaker", "hns:scattergun", "hns:repeatin_rifle"),
        faces="tabletop_qt.ui.games.high_noon_saloon.home_face:house_faces",
    ),
}

PLAIN_FELT = HomeArt(("#555a60", "#24272b"), ())  # a game without an entry: a plain felt


def home_art(game_id: str) -> HomeArt:
    """``game_id``'s picture (a plain felt for a game without one)."""
    return HOME_ART.get(game_id, PLAIN_FELT)
