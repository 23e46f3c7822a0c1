from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from tabletop_qt.i18n.languages import Language, LanguageManager
from tabletop_qt.ui import main_window
from tabletop_qt.ui.main_window import MainWindow


@pytest.fixture(autouse=True)
def _no_browsing_of_the_machines_network(monkeypatch: pytest.MonkeyPatch) -> None:
    """A window made by a test looks for no tables on the machine's own network (its home screen browses while
    shown): tests use loopback and their own network namespaces only, and set a browser where they need one."""
    monkeypatch.setattr(main_window, "_default_browser", None)


@pytest.fixture
def languages(qapp: QApplication) -> Iterator[LanguageManager]:
    manager = LanguageManager()
    manager.set_language(Language.ENGLISH)
    yield manager
    manager.set_language(Language.ENGLISH)
    manager.deleteLater()


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    return folder


@pytest.fixture
def window(qtbot, languages: LanguageManager, data_dir: Path) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    settings = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(languages, settings, data_dir, bot_delay_ms=0)
    qtbot.addWidget(win)
    win.resize(1200, 760)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


class _SeededSecrets:
    """Stands in for `secrets` in the new-game dialog so every test deals the same games on every run."""

    def __init__(self, seed: int) -> None:
        import random

        self._random = random.Random(seed)

    def randbits(self, k: int) -> int:
        return self._random.getrandbits(k)


@pytest.fixture(autouse=True)
def seeded_new_games(monkeypatch, request) -> None:  # type: ignore[no-untyped-def]
    import zlib

    seed = zlib.crc32(request.node.nodeid.encode())
    monkeypatch.setattr("tabletop_qt.ui.new_game_dialog.secrets", _SeededSecrets(seed))
