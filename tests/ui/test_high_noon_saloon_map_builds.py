"""High Noon Saloon's map (~10 ms of the GUI thread a build: its spaces, words and arrows) is built once when its
board is made (it was built three times: the scene's content, the board's own translation, the page's ahead of
its first game), and again on a translation only when the language changed."""

from __future__ import annotations

import pytest

from tabletop_qt.i18n.languages import Language, LanguageManager
from tabletop_qt.ui.games.high_noon_saloon.board import HighNoonSaloonBoard
from tabletop_qt.ui.games.high_noon_saloon.scene import HighNoonSaloonScene


def test_the_map_is_built_once_per_language(qtbot, languages: LanguageManager, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    builds: list[int] = []
    real = HighNoonSaloonScene._build_map

    def counted(scene: HighNoonSaloonScene) -> None:
        builds.append(1)
        real(scene)

    monkeypatch.setattr(HighNoonSaloonScene, "_build_map", counted)
    board = HighNoonSaloonBoard()
    assert len(builds) == 1
    board.retranslate()  # as GamePage.prepare_board does, in the same language
    assert len(builds) == 1
    languages.set_language(Language.ITALIAN)
    board.retranslate()
    assert len(builds) == 2  # the map's words are in the new language
    board.deleteLater()
