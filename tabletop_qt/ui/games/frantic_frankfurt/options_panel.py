"""Frantic Frankfurt's row in the new-game dialog: the "stress continuo" variant."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QFormLayout

from tabletop_qt.ui.options_panel import OptionsPanel
from tabletop_qt.ui.wrap_check import WrapCheckBox

STRESS_OPTION = "continuous_stress"  # the "stress continuo" variant (core option name)


class FranticFrankfurtOptions(OptionsPanel):
    def __init__(self, data_dir: Path | None, parent: QObject | None = None) -> None:
        super().__init__(data_dir, parent)
        self._stress = WrapCheckBox()  # a long option wraps: the dialog keeps its width
        self._stress.setObjectName("stress_option")

    def add_rows(self, form: QFormLayout) -> None:
        form.addRow(self._stress)

    def set_shown(self, shown: bool, form: QFormLayout) -> None:
        form.setRowVisible(self._stress, shown)

    def options(self, players: int) -> dict[str, Any]:
        # Unchecked: no option at all, so the setup is the one it was before the variant existed.
        return {STRESS_OPTION: True} if self._stress.isChecked() else {}

    def settings(self) -> dict[str, Any]:
        return {"stress": self._stress.isChecked()}

    def restore(self, last: Mapping[str, Any]) -> None:
        self._stress.setChecked(last.get("stress") is True)

    def retranslate(self) -> None:
        self._stress.setText(
            QCoreApplication.translate(
                "NewGame", "“Stress continuo”: each player turns up their own card to open a round, nobody waits"
            )
        )

    def set_stress(self, enabled: bool) -> None:
        self._stress.setChecked(enabled)
