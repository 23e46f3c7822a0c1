"""Times Square's idle warm-up (its GameSpec's ``warm_up``) draws the figures' pictures one a step, so making its
board only scales them: rendering the five figure SVGs was ~25 ms of the board's one warm-up step."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tabletop_qt.core.games.spec import resolve
from tabletop_qt.core.games.specs import LISTED_SPECS
from tabletop_qt.ui.games.times_square.scene import TimesSquareScene
from tabletop_qt.ui.games.times_square.warm_up import FIGURES_ASPECT, FIGURES_FOLDER
from tabletop_qt.ui.items import art


def test_the_board_draws_no_figure_once_the_spec_warm_up_ran(qapp, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(art, "_SHARED", {})  # this test's own pictures: none drawn by another test
    spec = next(spec for spec in LISTED_SPECS if spec.game_id == "times_square")
    assert spec.warm_up is not None
    steps = resolve(spec.warm_up)()
    assert isinstance(steps, Iterator)
    assert len(list(steps)) == 5  # one step a figure picture
    drawn: list[str] = []
    real = art.CardArt._draw

    figures = art.card_art("times_square", FIGURES_FOLDER, FIGURES_ASPECT)

    def counted(self: art.CardArt, key: str, px_w: int, px_h: int):  # type: ignore[no-untyped-def]
        if self is figures:  # (the cards' own pictures are the card art's warm-up step's)
            drawn.append(key)
        return real(self, key, px_w, px_h)

    monkeypatch.setattr(art.CardArt, "_draw", counted)
    TimesSquareScene().deleteLater()
    assert drawn == []
