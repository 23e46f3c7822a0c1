"""The replay's "open cards": every other seat's hand face up beside the table, drawn with the game's own card
pictures (the same faces the table draws), one row per seat.

Only games whose views hide a hand have anything to open: those whose GameSpec names a ``hands`` module (Times
Square, High Noon Saloon). Tea Time and Frantic Frankfurt show every card a player holds to everyone already."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap, QResizeEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QScrollArea, QSizePolicy, QWidget

from tabletop_qt.core.games.spec import resolve
from tabletop_qt.core.games.specs import spec_of
from tabletop_qt.ui.peer_text import plain_label

# Logical pixels of a card in the panel: a face can be read, and up to five hands (six players) stay under the table.
CARD_HEIGHT = 96
SMALL_CARD_HEIGHT = 72  # from two hands on; as many hands side by side as the width holds
GAP = 6
MAX_HEIGHT = 340  # past this the panel scrolls rather than squeezing the table


class Faces(Protocol):
    def pixmap(self, key: str, width: float, height: float, ratio: float) -> QPixmap: ...


class HandReader:
    """How one game's view names a seat's hand, and the faces that draw it: the module its GameSpec names as
    ``hands`` (None: the game hides no hand)."""

    def __init__(self, game_id: str, engine: Any, pictures: Any) -> None:
        self.game_id = game_id
        self.faces: Faces | None = None
        self.aspect = 1.4
        path = spec_of(game_id).hands
        self._hands = resolve(path) if path is not None else None
        if self._hands is not None:
            self.faces = self._hands.faces(engine, pictures)
            self.aspect = self._hands.ASPECT

    @property
    def hides_hands(self) -> bool:
        return self.faces is not None

    def keys(self, view: Mapping[str, Any], seat: int) -> list[str]:
        """The picture keys of ``seat``'s hand in its own ``view`` (in hand order)."""
        return list(self._hands.keys(view, seat)) if self._hands is not None else []


class OpenHands(QScrollArea):
    """Each seat's name, then its cards; as many hands to a row as fit. ``show_hands`` redraws only the hands whose
    cards changed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("open_hands")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self._inner = QWidget()
        self._inner.setObjectName("open_hands_inner")
        self._inner.setStyleSheet("QWidget#open_hands_inner { background: #16382a; } QLabel { color: #fff8e6; }")
        self._grid = QGridLayout(self._inner)
        self._grid.setContentsMargins(8, 6, 8, 6)
        self._grid.setHorizontalSpacing(12)
        self._grid.setVerticalSpacing(4)
        self._grid.setColumnStretch(1, 1)
        self.setWidget(self._inner)
        self._rows: dict[int, tuple[QLabel, QLabel]] = {}
        self._shown: dict[int, tuple[str, tuple[str, ...], int]] = {}
        self._reader: HandReader | None = None
        self._seats: list[int] = []  # whose hands are laid open, in order
        self._height = CARD_HEIGHT
        self._placed_columns = 0

    def use_reader(self, reader: HandReader) -> None:
        self._reader = reader
        self._shown.clear()

    def show_hands(self, views: Mapping[int, Any], seats: Sequence[int], names: Sequence[str]) -> None:
        """``views``: each seat's own view (``Replay.open_views``); ``seats``: whose hands to lay open."""
        reader = self._reader
        if reader is None or reader.faces is None:
            return
        for seat in list(self._rows):
            if seat not in seats:
                name_label, cards_label = self._rows.pop(seat)
                self._shown.pop(seat, None)
                for label in (name_label, cards_label):
                    self._grid.removeWidget(label)
                    label.deleteLater()
        ratio = self.devicePixelRatioF()
        height = CARD_HEIGHT if len(seats) == 1 else SMALL_CARD_HEIGHT
        for seat in seats:
            keys = tuple(reader.keys(views[seat], seat)) if seat in views else ()
            name = names[seat] if 0 <= seat < len(names) else "?"
            labels = self._rows.get(seat)
            if labels is None:
                labels = (plain_label(QLabel()), QLabel())
                labels[0].setObjectName(f"open_hand_name_{seat}")
                labels[1].setObjectName(f"open_hand_cards_{seat}")
                self._rows[seat] = labels
            if self._shown.get(seat) == (name, keys, height):
                continue
            self._shown[seat] = (name, keys, height)
            labels[0].setText(name)
            labels[1].setPixmap(self._hand_picture(reader.faces, keys, reader.aspect, ratio, height))
            labels[1].setProperty("card_keys", list(keys))
            self._retranslate_row(seat, keys)
        self._seats = list(seats)
        self._height = height
        self._place()

    def _columns(self) -> int:
        """As many hands side by side as the width holds whole (a hand cut by the edge would hide cards)."""
        room = self.viewport().width() - self._grid.contentsMargins().left() - self._grid.contentsMargins().right()
        spacing = self._grid.horizontalSpacing()
        best = 1
        for columns in range(2, len(self._seats) + 1):
            width = 0
            for column in range(columns):
                group = [self._rows[s] for s in self._seats[column::columns]]
                width += max(label.sizeHint().width() for label, _ in group) + spacing
                width += max(cards.sizeHint().width() for _, cards in group) + spacing
            if width - spacing > room:
                break
            best = columns
        return best

    def _place(self) -> None:
        if not self._seats:
            return
        columns = self._columns()
        for labels in self._rows.values():
            for label in labels:
                self._grid.removeWidget(label)
        for column in range(self._grid.columnCount()):
            self._grid.setColumnStretch(column, 0)
        for index, seat in enumerate(self._seats):
            row, column = divmod(index, columns)
            name_label, cards_label = self._rows[seat]
            self._grid.addWidget(name_label, row, 2 * column, Qt.AlignmentFlag.AlignVCenter)
            self._grid.addWidget(cards_label, row, 2 * column + 1, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self._grid.setColumnStretch(2 * columns, 1)  # the hands keep to the left
        self._placed_columns = columns
        # As tall as its hands (the scroll area's own size hint ignores its content), never taller than MAX_HEIGHT.
        rows = -(-len(self._seats) // columns)
        margins = self._grid.contentsMargins()
        needed = (
            rows * self._height
            + max(0, rows - 1) * self._grid.verticalSpacing()
            + margins.top()
            + margins.bottom()
            + self.horizontalScrollBar().sizeHint().height()
        )
        self.setFixedHeight(min(needed, MAX_HEIGHT))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._seats and self._columns() != self._placed_columns:
            self._place()

    def _retranslate_row(self, seat: int, keys: Sequence[str]) -> None:
        labels = self._rows[seat]
        count = len(keys)
        if not keys:
            labels[1].setToolTip(QCoreApplication.translate("Replay", "No cards in hand."))
        else:
            labels[1].setToolTip(QCoreApplication.translate("Replay", "%n cards in hand.", None, count))

    def retranslate(self) -> None:
        for seat, (_, keys, _) in self._shown.items():
            self._retranslate_row(seat, keys)

    def hand_keys(self) -> dict[int, list[str]]:
        """The card keys each row shows (tests read the panel as a person would see it)."""
        return {seat: list(labels[1].property("card_keys") or []) for seat, labels in self._rows.items()}

    @staticmethod
    def _hand_picture(faces: Faces, keys: Sequence[str], aspect: float, ratio: float, height: int) -> QPixmap:
        width = height / aspect
        total = max(1, len(keys)) * (width + GAP) - GAP
        picture = QPixmap(round(total * ratio), round(height * ratio))
        picture.setDevicePixelRatio(ratio)
        picture.fill(QColor(0, 0, 0, 0))
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if not keys:
            painter.setPen(QColor("#9fb8a8"))
            painter.drawRoundedRect(1, 1, width - 2, height - 2, 6, 6)
        for index, key in enumerate(keys):
            face = faces.pixmap(key, width, height, ratio)
            face.setDevicePixelRatio(ratio)
            painter.drawPixmap(round(index * (width + GAP)), 0, face)
        painter.end()
        return picture

