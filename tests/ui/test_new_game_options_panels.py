"""The new-game dialog holds what every game has; a game's own rows are its options panel, named by its GameSpec
(ui/games/<game>/options_panel.py), shown only while that game is chosen, remembered for the next table."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox

from tabletop_qt.core.games.spec import resolve
from tabletop_qt.core.games.specs import LISTED_SPECS
from tabletop_qt.ui import new_game_dialog
from tabletop_qt.ui.new_game_dialog import NewGameDialog
from tabletop_qt.ui.options_panel import OptionsPanel


def test_the_dialog_names_no_game() -> None:
    source = Path(new_game_dialog.__file__).read_text(encoding="utf-8")
    tree = ast.parse(source)
    words = {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)}
    imports = {
        node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
    } | {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    for spec in LISTED_SPECS:
        assert spec.game_id not in words and not any(spec.game_id in module for module in imports)
        assert not any(word.startswith(f"{spec.code_prefix}.") for word in words)


def test_each_panel_the_specs_name_is_an_options_panel() -> None:
    named = [spec for spec in LISTED_SPECS if spec.options_panel is not None]
    assert {spec.game_id for spec in named} >= {"high_noon_saloon", "frantic_frankfurt"}
    for spec in named:
        assert issubclass(resolve(spec.options_panel or ""), OptionsPanel)


def test_a_games_rows_show_with_it_and_give_its_options(qtbot: Any, languages: Any) -> None:
    dialog = NewGameDialog(None, None, None)
    qtbot.addWidget(dialog)
    dialog.show()
    stress = dialog.findChild(QCheckBox, "stress_option")
    teams = dialog.findChild(QComboBox, "teams_option")
    dialog.set_game("tea_time")
    assert not stress.isVisible() and not teams.isVisible() and dialog.options_panel() is None
    assert dialog.setup().options == {}
    dialog.set_game("frantic_frankfurt")
    assert stress.isVisible() and not teams.isVisible()
    stress.setChecked(True)
    assert dialog.setup().options == {"continuous_stress": True}
    dialog.set_game("high_noon_saloon")
    assert teams.isVisible() and not stress.isVisible()
    assert set(dialog.setup().options) == {"long", "advanced", "teams", "characters"}
    # Every game's choices are kept for next time, whichever game is chosen now.
    kept = dialog.settings()
    assert kept["stress"] is True and kept["teams"] == "off" and kept["game"] == "high_noon_saloon"
    again = NewGameDialog(None, kept | {"game": "frantic_frankfurt"}, None)
    qtbot.addWidget(again)
    assert again.setup().options == {"continuous_stress": True}
