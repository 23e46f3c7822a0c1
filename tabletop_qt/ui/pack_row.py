"""The new-game dialog's "Cards and map" row (High Noon Saloon): the Tabletop Qt house set and every content pack in
the data folder's ``packs/``, by name. A pack with a mistake is listed greyed, and its mistake (file, line, field)
is said under the row, so the person typing in their box sees what to fix; it is never offered to play."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QComboBox, QLabel

from tabletop_qt.content import GAMES_WITH_CONTENT, pack_option, remember_pack
from tabletop_qt.ui.content_pack_texts import (
    broken_pack_text,
    content_error_text,
    loader_detail_text,
    pack_name,
    pack_problem_text,
)
from tabletop_qt.ui.texts import interface_language

HOUSE = ""  # the combo's data for the house set: a setup that names no pack


@dataclass(frozen=True)
class PackEntry:
    """One line of the row: a playable pack (``content``) or a pack folder with a mistake (``error``)."""

    folder: Path | None  # None: the house set
    content: Any = None  # core/games/high_noon_saloon/content.Content
    error: Any = None  # ContentError

    @property
    def digest(self) -> str:
        return HOUSE if self.folder is None or self.content is None else str(self.content.digest)


def find_entries(data_dir: Path | None) -> list[PackEntry]:
    """The house set, then the data folder's packs by folder name; the same pack in two folders is listed once."""
    from tabletop_qt.content import packs_in
    from tabletop_qt.core.games.high_noon_saloon.content import Content, ContentError, house_set
    from tabletop_qt.core.games.high_noon_saloon.spec import SPEC

    house = house_set()
    entries = [PackEntry(None, house)]
    seen = {house.digest}
    for folder, found in packs_in(SPEC.game_id, data_dir) if data_dir is not None else []:
        if isinstance(found, Content) and found.pack.id == house.pack.id:
            # The house set's id carries its translated area names and the bots' look-ups: never another pack's.
            found = ContentError("content.house_id", "pack.json", None, "id", "the id 'house' is the house set's")
        if isinstance(found, Content):
            if found.digest in seen:
                continue
            seen.add(found.digest)
            entries.append(PackEntry(folder, found))
        else:
            entries.append(PackEntry(folder, error=found))
    return entries


class PackRow(QObject):
    pack_changed = Signal()  # another pack was chosen: what depends on its cards (the characters) follows

    def __init__(self, data_dir: Path | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._data_dir = data_dir
        self.label = QLabel()
        self.combo = QComboBox()
        self.combo.setObjectName("pack_option")
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.problems = QLabel()
        self.problems.setObjectName("pack_problems")
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #b3261e;")  # as the dialog's other refusals (characters_hint)
        self.entries = find_entries(data_dir)
        for entry in self.entries:
            self.combo.addItem("", entry.digest if entry.error is None else None)
        model = self.combo.model()
        assert isinstance(model, QStandardItemModel)
        for index, entry in enumerate(self.entries):
            if entry.error is not None:
                model.item(index).setEnabled(False)  # listed, so it is not missed, but it cannot be chosen
        self.combo.currentIndexChanged.connect(self._on_combo_current_index_changed)
        self.retranslate()

    # ------------------------------------------------------------------ values
    def offered(self, game_id: str) -> bool:
        return game_id in GAMES_WITH_CONTENT

    def has_problems(self) -> bool:
        return any(entry.error is not None for entry in self.entries)

    def chosen(self) -> PackEntry:
        return self.entries[max(0, self.combo.currentIndex())]

    def chosen_digest(self) -> str:
        return self.chosen().digest

    def content(self) -> Any:
        """The chosen pack's content (the house set's by default): its characters, cards and map."""
        return self.chosen().content

    def choose(self, digest: str) -> bool:
        """Choose the playable pack of this hash ("" the house set); False (nothing changes) when it is not here."""
        for index, entry in enumerate(self.entries):
            if entry.error is None and entry.digest == digest:
                self.combo.setCurrentIndex(index)
                return True
        return False

    def options(self, game_id: str) -> dict[str, Any]:
        """The setup options naming the chosen pack (none for the house set), its engine made known to the game
        registry so the table finds it."""
        entry = self.chosen()
        if not self.offered(game_id) or entry.folder is None:
            return {}
        remember_pack(game_id, entry.content, entry.folder)
        return pack_option(game_id, entry.content.ref)

    # ------------------------------------------------------------------ words
    def retranslate(self) -> None:
        self.label.setText(QCoreApplication.translate("NewGame", "Cards and map:"))
        language = interface_language()
        names = [pack_name(entry.content.pack, language) for entry in self.entries if entry.content is not None]
        problems = []
        for index, entry in enumerate(self.entries):
            if entry.error is not None:
                assert entry.folder is not None
                self.combo.setItemText(index, broken_pack_text(entry.folder.name))
                self.combo.setItemData(index, content_error_text(entry.error) + "\n" + loader_detail_text(entry.error), Qt.ItemDataRole.ToolTipRole)
                problems.append(pack_problem_text(entry.folder.name, entry.error))
                continue
            name = pack_name(entry.content.pack, language)
            if entry.folder is not None and names.count(name) > 1:
                # Two packs of one name (two typings of one box): the folder tells them apart.
                name = QCoreApplication.translate("NewGame", "{pack} (folder {folder})").format(
                    pack=name, folder=entry.folder.name
                )
            self.combo.setItemText(index, name)
        self.problems.setText("\n".join(problems))
        self.combo.setToolTip(
            QCoreApplication.translate(
                "NewGame", "Content packs go in the packs folder of the app's data folder: {folder}"
            ).format(folder=self._packs_folder())
        )

    def _packs_folder(self) -> str:
        from tabletop_qt.content import PACKS_FOLDER

        return str(self._data_dir / PACKS_FOLDER) if self._data_dir is not None else PACKS_FOLDER

    def _on_combo_current_index_changed(self, *_: Any) -> None:
        self.pack_changed.emit()
