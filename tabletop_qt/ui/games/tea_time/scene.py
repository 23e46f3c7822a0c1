"""The Tea Time table: the grid of cards, Alice, and each player's collection with its running score.

The scene only knows the view and the list of legal takes the rules sent; it never judges a take itself. When a
player clicks a card that cannot join the selection, it asks the rules why (explain_requested).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QKeyEvent, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsScene, QGraphicsSimpleTextItem

from tabletop_qt.core.games.tea_time.grid import GRID_SIZE
from tabletop_qt.table.choice import Choice, Click
from tabletop_qt.ui.items.art import CardArt, card_art
from tabletop_qt.ui.items.card_item import CARD_H, CARD_W, CardItem
from tabletop_qt.ui.items.last_move import LastMoveMark
from tabletop_qt.ui.items.still_cache import cache_still_items
from tabletop_qt.ui.texts import character_name

CHARACTERS = ("caterpillar", "cheshire_cat", "tweedles", "mad_hatter", "queen_of_hearts", "white_rabbit")
GAP = 14.0
MINI_W = 52.0
MINI_H = MINI_W * CARD_H / CARD_W
PANEL_GAP = 18.0
PANEL_W = 7 * (MINI_W + 10) + 30
PANEL_H = 64 + MINI_H + 34
ANIMATION_MS = 420
# The letters, digits and signs a panel's words use (names, "%n points" in each language, "×3", "+4"), written into
# a table painted ahead: their glyphs at the view's scale are made then, not in a game's first frame.
WORDS_AHEAD = "ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789 ×–+"
CELLS = "cells"  # a take's field: the cells it takes, picked one click at a time


def table_rect(shape: tuple[int, int, int]) -> QRectF:
    """The scene rect of a table of ``shape`` (players, columns, rows of the grid): the grid, the panels beside it."""
    players, cols, rows = shape
    grid_w = cols * (CARD_W + GAP) - GAP
    height = max(rows * (CARD_H + GAP) - GAP, players * (PANEL_H + PANEL_GAP) - PANEL_GAP)
    return QRectF(-40, -40, grid_w + 70 + PANEL_W + 80, height + 80)


def cards_ahead(ratio_for: Callable[[QRectF], float]) -> Iterator[None]:
    """Every card picture at the sizes a table of each player count shows (the grid's, the panels'), at the ratio
    the view will fit that table at, a picture a step: a game's first position then scales none."""
    art = card_art("tea_time")
    for players, (cols, rows) in sorted(GRID_SIZE.items(), reverse=True):  # four players first: the usual table
        ratio = ratio_for(table_rect((players, cols, rows)))
        if ratio > 0:
            yield from art.keep_ahead([(CARD_W, CARD_H), (MINI_W, MINI_H)], ratio)


def card_key(cell: dict[str, Any]) -> str:
    if cell["card"] == "alice":
        return "alice"
    return f"{cell['card']}_{cell['face']}"


class TeaTimeScene(QGraphicsScene):
    take_requested = Signal(list)  # the selected cells, when the player confirms
    explain_requested = Signal(list)  # cells the player tried to select that no legal take holds
    selection_changed = Signal(list, bool)  # selected cells, and whether they form a legal take

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._art = card_art("tea_time")
        self._cells: list[CardItem | None] = []
        self._panels: list[_PlayerPanel] = []
        self._view: dict[str, Any] | None = None
        self._names: list[str] = []
        self._choice = Choice.among((), sets=(CELLS,))  # the takes, and the cells picked so far
        self._animations: list[QVariantAnimation] = []
        self._flying: list[CardItem] = []
        self._shape: tuple[int, int, int] | None = None
        self._focus_cell: int | None = None  # the keyboard's place on the grid
        self._focus_ring: QGraphicsPathItem | None = None
        self._ratio = 1.0  # device pixels per scene unit, told by the view
        self._ahead: dict[tuple[int, int, int], _Table] = {}  # tables made ahead for a game's start (tables_ahead)
        self.last_move = LastMoveMark(self)
        self.setBackgroundBrush(QColor("#1f5f3f"))

    # ------------------------------------------------------------------ public
    @property
    def selection(self) -> list[int]:
        return sorted(self._choice.get(CELLS, ()))

    def legal_takes(self) -> set[tuple[int, ...]]:
        return {tuple(sorted(a[CELLS])) for a in self._choice.legal}

    def cell_item(self, cell: int) -> CardItem | None:
        return self._cells[cell] if 0 <= cell < len(self._cells) else None

    def show_view(
        self,
        view: dict[str, Any],
        names: Sequence[str],
        legal: Sequence[dict[str, Any]],
        events: Sequence[Any] = (),
    ) -> None:
        """Render ``view``; ``legal`` holds the takes the local player may make now (empty if none)."""
        self._names = list(names)
        shape = (view["players"], view["cols"], view["rows"])
        if shape != self._shape:
            self._build(shape)
        old_view = self._view
        self._view = view
        choice = self._choice.with_legal(a for a in legal if a.get("type") == "take")
        if choice.first() is None or any(getattr(e, "code", "") == "tt.cards_taken" for e in events):
            # After a take the grid is another one: a selection made on the last (by whoever) means nothing now.
            choice = choice.cleared()
        self._choice = choice
        self._refresh_grid()
        for seat, panel in enumerate(self._panels):
            panel.show_collection(view, seat, self._names[seat] if seat < len(self._names) else "?")
        if old_view is not None:
            # A new position lands the previous flights at once: bots at full speed never pile cards up.
            self._finish_animations()
            self._animate(events)
        self._mark_last_move(events)
        self._emit_selection()

    def set_render_ratio(self, ratio: float) -> None:
        """The view's scale times the screen's pixel ratio: card faces are redrawn to match it exactly."""
        if ratio <= 0 or abs(ratio - self._ratio) < 1e-3:
            return
        self._ratio = ratio
        self._art.forget_sizes()
        for item in self._card_items():
            item.set_ratio(ratio)

    def _card_items(self) -> list[CardItem]:
        items = [c for c in self._cells if c is not None]
        for panel in self._panels:
            items.extend(panel.cards())
        return items + self._flying

    def retranslate(self) -> None:
        if self._view is not None:
            for seat, panel in enumerate(self._panels):
                panel.show_collection(self._view, seat, self._names[seat] if seat < len(self._names) else "?")

    @property
    def focus_cell(self) -> int | None:
        return self._focus_cell

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows move over the grid, Space picks the card there, Enter takes the selection, Escape clears it."""
        steps = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }
        key = Qt.Key(event.key())
        if key in steps and self._view is not None:
            self.move_focus(*steps[key])
            event.accept()
        elif key == Qt.Key.Key_Space and self._focus_cell is not None:
            self.click_cell(self._focus_cell)
            event.accept()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm()
            event.accept()
        elif key == Qt.Key.Key_Escape:
            self.clear_selection()
            event.accept()
        else:
            super().keyPressEvent(event)

    def move_focus(self, dcol: int, drow: int) -> None:
        """Move to the nearest card in that direction, skipping empty spaces."""
        if self._view is None:
            return
        cols, rows = self._view["cols"], self._view["rows"]
        grid = self._view["grid"]
        if self._focus_cell is None:
            occupied = [c for c, card in enumerate(grid) if card is not None]
            self._set_focus(occupied[0] if occupied else None)
            return
        row, col = divmod(self._focus_cell, cols)
        while True:
            col, row = col + dcol, row + drow
            if not (0 <= col < cols and 0 <= row < rows):
                return
            if grid[row * cols + col] is not None:
                self._set_focus(row * cols + col)
                return

    def _set_focus(self, cell: int | None) -> None:
        self._focus_cell = cell
        ring = self._focus_ring
        if ring is None:
            return
        item = self.cell_item(cell) if cell is not None else None
        ring.setVisible(item is not None and item.isVisible())
        if item is not None:
            ring.setPos(item.pos())

    def click_cell(self, cell: int) -> None:
        """What a click on a grid card does: toggle it in the selection, or ask why it cannot be."""
        if not self._choice.legal or self._view is None or self._view["grid"][cell] is None:
            return
        tried = sorted({*self.selection, cell})
        self._choice, did = self._choice.click(CELLS, cell)
        if did is Click.REFUSED:
            self.explain_requested.emit(tried)
            return
        if did is Click.RESTARTED:
            # Starting afresh is kinder than refusing: the old selection could not grow this way.
            self.explain_requested.emit(tried)
        self._refresh_grid()
        self._emit_selection()

    def confirm(self) -> None:
        if self._choice.exact():
            cells = self.selection
            self._choice = self._choice.cleared()
            self._refresh_grid()
            self.take_requested.emit(cells)
        elif self._choice:
            self.explain_requested.emit(self.selection)

    def clear_selection(self) -> None:
        self._choice = self._choice.cleared()
        self._refresh_grid()
        self._emit_selection()

    # ------------------------------------------------------------------ building
    def _build(self, shape: tuple[int, int, int]) -> None:
        self._finish_animations()
        self.clear()
        # The cleared items are gone: the new scene rect below makes the view ask for a ratio, and a stale list
        # would hand it deleted cards.
        self._cells, self._panels, self._flying = [], [], []
        self._shape = shape
        # The rect first: the view fits it and tells the ratio the cards below are drawn at.
        self.setSceneRect(table_rect(shape))
        table = self._ahead.pop(shape, None)
        if table is None or abs(table.ratio - self._ratio) > 1e-3:
            table = make_table(self._art, shape, self._ratio)
        held = table.cloth.scene()  # made ahead: its own scene, painted through the view (the caches go along)
        for item in table.items():
            if held is not None:
                held.removeItem(item)
            self.addItem(item)
        if held is not None:
            held.deleteLater()
        self._cells = table.cells
        for item in self._cells:
            item.on_click = self._on_card_clicked
            item.on_double_click = self._on_card_double_clicked
        self._focus_ring = table.ring
        self._focus_cell = None
        self._panels = table.panels

    def tables_ahead(self, ratio_for: Callable[[QRectF], float]) -> Iterator[QGraphicsScene]:
        """A table for each player count, made in idle time (a step each), at the ratio the view will fit it at,
        each in a scene of its own (never this one: a page shown before its first position shows no table) that is
        yielded to be painted once through the page's view, filling the items' device-pixel caches. A game's start
        then takes the items (``_build``): its first position builds nothing and its first paint only copies."""
        for players, (cols, rows) in sorted(GRID_SIZE.items(), reverse=True):  # four players first: the usual table
            shape = (players, cols, rows)
            ratio = ratio_for(table_rect(shape))
            if ratio <= 0 or shape == self._shape or shape in self._ahead:
                continue
            table = make_table(self._art, shape, ratio)
            scene = QGraphicsScene(self)
            scene.setSceneRect(table_rect(shape))
            for item in table.items():
                scene.addItem(item)
            cache_still_items(scene)  # as the page does from a table's second position on
            self._ahead[shape] = table
            for panel in table.panels:  # words painted at the size the view shows them: their glyphs are kept
                panel.write_ahead()
            yield scene
            for panel in table.panels:
                panel.write_ahead("")

    def _refresh_grid(self) -> None:
        assert self._view is not None
        if self._focus_cell is not None and self._view["grid"][self._focus_cell] is None:
            self._focus_cell = None
        self._set_focus(self._focus_cell)
        possible = self._choice.options(CELLS)
        chosen = self._choice.get(CELLS, frozenset())
        interactive = bool(self._choice.legal)
        for cell, item in enumerate(self._cells):
            data = self._view["grid"][cell]
            if data is None:
                item.setVisible(False)
                continue
            item.setVisible(True)
            item.set_key(card_key(data))
            selected = cell in chosen
            item.set_state(
                selected=selected,
                selectable=interactive and not selected and cell in possible,
                dimmed=interactive and not selected and cell not in possible,
            )

    def _emit_selection(self) -> None:
        self.selection_changed.emit(self.selection, bool(self._choice.exact()))

    def _on_card_clicked(self, cell: int) -> None:
        self.click_cell(cell)

    def _on_card_double_clicked(self, cell: int) -> None:
        if cell not in self._choice.get(CELLS, ()):
            self.click_cell(cell)
        self.confirm()

    # ------------------------------------------------------------------ animation
    def _animate(self, events: Sequence[Any]) -> None:
        for event in events:
            if getattr(event, "code", "") != "tt.cards_taken":
                continue
            seat = event.args.get("seat")
            if not isinstance(seat, int) or not (0 <= seat < len(self._panels)):
                continue
            for index, card in enumerate(event.args.get("cards", [])):
                cell = card.get("cell")
                if not isinstance(cell, int) or not (0 <= cell < len(self._cells)):
                    continue
                key = "alice" if card.get("card") == "alice" else f"{card.get('card')}_{card.get('face')}"
                start = self._cells[cell].pos()
                target = self._panels[seat].slot_pos(card.get("card", ""))
                self._fly(key, start, target, index * 90)

    def _mark_last_move(self, events: Sequence[Any]) -> None:
        """Outline the cells the latest take emptied, until the next take (a new grid drops the mark)."""
        cells: list[int] = []
        for event in events:
            code = getattr(event, "code", "")
            if code == "tt.grid_dealt":
                cells = []
                self.last_move.clear()
            elif code == "tt.cards_taken":
                cells = [c.get("cell") for c in event.args.get("cards", []) if isinstance(c.get("cell"), int)]
        cells = [c for c in cells if 0 <= c < len(self._cells)]
        if cells:
            self.last_move.show([QRectF(self._cells[c].pos(), QPointF(self._cells[c].pos().x() + CARD_W,
                                                                    self._cells[c].pos().y() + CARD_H)) for c in cells])

    def _finish_animations(self) -> None:
        for animation in list(self._animations):
            animation.setCurrentTime(animation.totalDuration())  # runs step() to the end, then done()
            animation.stop()
        self._animations.clear()
        for item in self._flying:
            if item.scene() is self:
                self.removeItem(item)
        self._flying.clear()

    def _fly(self, key: str, start: QPointF, end: QPointF, delay_ms: int) -> None:
        item = CardItem(self._art, key, ratio=self._ratio)
        item.setZValue(50)
        item.setPos(start)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(item)
        self._flying.append(item)
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(ANIMATION_MS + delay_ms)
        animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
        end_scale = MINI_W / CARD_W

        def step(value: float) -> None:
            t = max(0.0, (value * (ANIMATION_MS + delay_ms) - delay_ms) / ANIMATION_MS)
            item.setPos(start + (end - start) * t)
            item.setScale(1.0 + (end_scale - 1.0) * t)

        def done() -> None:
            if item.scene() is self:
                self.removeItem(item)
            if item in self._flying:
                self._flying.remove(item)
            if animation in self._animations:
                self._animations.remove(animation)
            animation.deleteLater()

        animation.valueChanged.connect(step)
        animation.finished.connect(done)
        self._animations.append(animation)
        animation.start()


def _panel_fonts() -> tuple[QFont, QFont, QFont]:
    name = QFont()
    name.setPointSizeF(15)
    name.setBold(True)
    score = QFont()
    score.setPointSizeF(13)
    count = QFont()
    count.setPointSizeF(11)
    count.setBold(True)
    return name, score, count


def warm_up_text() -> None:
    """Lay out and draw the panels' fonts once, ahead of the first table (the first use of a font is slow)."""
    scene = QGraphicsScene()
    for index, font in enumerate(_panel_fonts()):
        item = scene.addSimpleText("Anna 0123456789 ×– +4 points punti punten", font)
        item.setPos(0, index * 30)
    image = QImage(480, 100, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()


class _PlayerPanel(QGraphicsPathItem):
    """One player's place: name, running score, whose turn, and the collection grouped by character."""

    def __init__(self, art: CardArt, ratio: float) -> None:
        super().__init__()
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, PANEL_W, PANEL_H), 16, 16)
        self.setPath(path)
        self.setBrush(QColor(0, 0, 0, 60))
        self.setPen(QPen(QColor(255, 255, 255, 40), 1.5))
        self._art = art
        self._name = QGraphicsSimpleTextItem(self)
        self._name.setBrush(QColor("#fff8e6"))
        name_font, score_font, count_font = _panel_fonts()
        self._name.setFont(name_font)
        self._name.setPos(16, 10)
        self._score = QGraphicsSimpleTextItem(self)
        self._score.setBrush(QColor("#ffe08a"))
        self._score.setFont(score_font)
        self._slots: dict[str, CardItem] = {}
        self._counts: dict[str, QGraphicsSimpleTextItem] = {}
        for index, character in enumerate((*CHARACTERS, "alice")):
            x = 16 + index * (MINI_W + 10)
            item = CardItem(art, "back", width=MINI_W, ratio=ratio)
            item.setParentItem(self)
            item.setPos(x, 50)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self._slots[character] = item
            count = QGraphicsSimpleTextItem(self)
            count.setFont(count_font)
            count.setBrush(QColor("#fff8e6"))
            count.setPos(x + MINI_W / 2 - 6, 50 + MINI_H + 6)
            self._counts[character] = count
        self._shown: tuple[Any, ...] | None = None  # what show_collection drew last

    def cards(self) -> list[CardItem]:
        return list(self._slots.values())

    def write_ahead(self, text: str = WORDS_AHEAD) -> None:
        """Every word of the panel set to ``text`` while the table is painted ahead (``tables_ahead``), so the
        glyphs its first position shows are drawn once at the view's scale; then blank again."""
        for item in (self._name, self._score, *self._counts.values()):
            item.setText(text)

    def slot_pos(self, character: str) -> QPointF:
        slot = self._slots.get(character) or self._slots["alice"]
        return slot.scenePos()

    def show_collection(self, view: dict[str, Any], seat: int, name: str) -> None:
        collection = view["collections"][seat]
        score = int(collection["score"])
        points = QCoreApplication.translate("TeaTime", "%n points", None, score)
        current = view.get("current") == seat
        # Every panel is asked after every take, most of them unchanged: a panel that would draw the same (in the
        # same language: the words are part of it) is left alone.
        shown = (repr(collection), current, name, points, character_name("alice"))
        if shown == self._shown:
            return
        self._shown = shown
        self._name.setText(name)
        self._score.setText(points)
        self._score.setPos(PANEL_W - self._score.boundingRect().width() - 16, 13)
        pen = QPen(QColor("#ffd54a") if current else QColor(255, 255, 255, 40), 4 if current else 1.5)
        brush = QBrush(QColor(255, 213, 74, 40) if current else QColor(0, 0, 0, 60))
        # Set only when it changes: setting even the same pen throws the panel's device-pixel cache away, and a
        # table's first paint would draw every panel again (a table made ahead was painted once already).
        if pen != self.pen():
            self.setPen(pen)
        if brush != self.brush():
            self.setBrush(brush)
        for character in CHARACTERS:
            count = collection["counts"].get(character, 0)
            face = collection["faces"].get(character, "normal")
            slot = self._slots[character]
            slot.set_key(f"{character}_{face}")
            slot.set_state(selected=False, selectable=False, dimmed=count == 0)
            slot.setOpacity(1.0 if count else 0.35)
            slot.setToolTip(character_name(character))
            self._counts[character].setText(f"×{count}" if count else "–")
        alice = self._slots["alice"]
        alice.set_key("alice")
        alice.setVisible(bool(collection["alice"]))
        alice.setToolTip(character_name("alice"))
        self._counts["alice"].setText("+4" if collection["alice"] else "")


@dataclass(frozen=True)
class _Table:
    """A table's items for one shape, and the ratio its cards were drawn at."""

    ratio: float
    cloth: QGraphicsPathItem
    cells: list[CardItem]
    ring: QGraphicsPathItem
    panels: list[_PlayerPanel]

    def items(self) -> list[QGraphicsItem]:
        return [self.cloth, *self.cells, self.ring, *self.panels]


def make_table(art: CardArt, shape: tuple[int, int, int], ratio: float) -> _Table:
    """The items of a table of ``shape``, in no scene yet: the cloth, the grid's cards (backs), the keyboard's
    focus ring (hidden) and a panel per player."""
    players, cols, rows = shape
    grid_w = cols * (CARD_W + GAP) - GAP
    grid_h = rows * (CARD_H + GAP) - GAP
    panels_h = players * (PANEL_H + PANEL_GAP) - PANEL_GAP
    height = max(grid_h, panels_h)
    grid_top = (height - grid_h) / 2
    panels_left = grid_w + 70
    panels_top = (height - panels_h) / 2
    # The cloth under the grid, a little lighter than the table.
    cloth = QGraphicsPathItem()
    path = QPainterPath()
    path.addRoundedRect(QRectF(-24, grid_top - 24, grid_w + 48, grid_h + 48), 22, 22)
    cloth.setPath(path)
    gradient = QLinearGradient(0, grid_top, grid_w, grid_top + grid_h)
    gradient.setColorAt(0, QColor("#2f7d55"))
    gradient.setColorAt(1, QColor("#25684a"))
    cloth.setBrush(QBrush(gradient))
    cloth.setPen(QPen(QColor("#c9a45c"), 2))
    cloth.setZValue(-10)
    cells = []
    for cell in range(cols * rows):
        row, col = divmod(cell, cols)
        item = CardItem(art, "back", cell, ratio=ratio)
        item.setPos(col * (CARD_W + GAP), grid_top + row * (CARD_H + GAP))
        cells.append(item)
    ring_path = QPainterPath()
    ring_path.addRoundedRect(QRectF(-8, -8, CARD_W + 16, CARD_H + 16), 12, 12)
    ring = QGraphicsPathItem(ring_path)
    ring.setPen(QPen(QColor("#ffffff"), 2.5, Qt.PenStyle.DashLine))
    ring.setZValue(20)
    ring.setVisible(False)
    ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    panels = []
    for seat in range(players):
        panel = _PlayerPanel(art, ratio)
        panel.setPos(panels_left, panels_top + seat * (PANEL_H + PANEL_GAP))
        panels.append(panel)
    return _Table(ratio, cloth, cells, ring, panels)
