"""The Times Square table: the street between two nightclubs, Charlie's dark lane, six figures, the hands and piles.

The scene never judges a move. It shows what the rules' legal actions hold: selecting a card puts a ghost figure
on every space that card could send a figure to (a ghost per legal action), and clicking a ghost — or dropping the
card on it — asks for exactly that action. A card that has no ghost asks the rules why (explain_requested).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QLineF, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from tabletop_qt.paths import resources_dir
from tabletop_qt.table.choice import Choice
from tabletop_qt.ui.items.art import card_art
from tabletop_qt.ui.games.times_square.warm_up import FIGURES_ASPECT, FIGURES_FOLDER
from tabletop_qt.ui.items.card_item import CardItem
from tabletop_qt.ui.items.last_move import LastMoveMark
from tabletop_qt.ui.items.text_items import text_item as _text
from tabletop_qt.ui.games.times_square.ghost import Ghost
from tabletop_qt.ui.games.times_square.layout import (
    BACKS_CENTRE,
    CHARLIE_H,
    CLUB_COLOURS,
    CLUB_H,
    CLUB_LABEL_Y,
    CLUB_W,
    CLUB_Y,
    DISCARD_X,
    DRAG_DISTANCE,
    FIGURE_ART,
    FIGURE_H,
    FIGURE_W,
    GHOST,
    GHOST_GAP,
    HAND_CARD_W,
    HAND_KEYS,
    HAND_STEP,
    HAND_Y,
    LANE_H,
    LANE_Y,
    MOVE_MS,
    MOVED_BY,
    PILE_CARD_H,
    PILE_CARD_W,
    PILE_X,
    SCENE_H,
    SCENE_W,
    SPACE,
    SPACES,
    STREET_FIGURES,
    STREET_W,
    STREET_X,
    STREET_Y,
    TOP_CARD_STEP,
    TOP_CARD_W,
    card_key,
    natural_move,
    space_x,
    svg_pixmap,
    within_scene,
)

# The fields of an action's JSON a choice narrows by: a play's cards (one, or two Saucy Sue cards), its kind.
CARDS, CARD, TYPE = "cards", "card", "type"
PLAY, LURE, DISCARD = "play", "lure", "discard"


class TimesSquareScene(QGraphicsScene):
    intent_requested = Signal(object)  # a legal action the player chose (a ghost clicked or a card dropped)
    explain_requested = Signal(object)  # an action the player tried that no legal action holds
    selection_changed = Signal()  # the chosen cards or the lure mode changed: the controls re-read them

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._cards = card_art("times_square")
        self._figures_art = card_art("times_square", FIGURES_FOLDER, FIGURES_ASPECT)
        self._board_dir = resources_dir() / "times_square" / "board"
        self._ratio = 1.0
        self._view: dict[str, Any] | None = None
        self._names: list[str] = []
        # The choice under way: the cards picked for a play, or the lure mode (the kind "lure" picked).
        self._choice = Choice.among((), sets=(CARDS,))
        self._figures: dict[str, QGraphicsPixmapItem] = {}
        self._ghosts: list[Ghost] = []
        self._hand: list[CardItem] = []
        self._hand_ids: list[str] = []
        self._backs: list[CardItem] = []
        self._animations: list[QVariantAnimation] = []
        self.last_move = LastMoveMark(self, width=5.0)
        self._drag: tuple[CardItem, QPointF, QPointF] | None = None  # card, press point, card's home
        self._dragging = False
        self._suppress_click = False
        self._decor: list[tuple[QGraphicsPixmapItem, str, float, float]] = []
        self.setBackgroundBrush(QColor("#161922"))
        self.setSceneRect(QRectF(0, 0, SCENE_W, SCENE_H))
        self._build()

    # ------------------------------------------------------------------ public
    @property
    def selected_cards(self) -> list[str]:
        return sorted(self._choice.get(CARDS, ()))

    @property
    def legal(self) -> list[dict[str, Any]]:
        """The local seat's legal actions, as the last view came with them."""
        return list(self._choice.legal)

    @property
    def lure_mode(self) -> bool:
        return self._choice.get(TYPE) == LURE

    def ghosts(self) -> list[Ghost]:
        return list(self._ghosts)

    def hand_items(self) -> list[CardItem]:
        return list(self._hand)

    def hand_ids(self) -> list[str]:
        return list(self._hand_ids)

    def space_rect(self, space: int) -> QRectF:
        """A street space's square in scene coordinates (the hint outlines where a move sends a figure)."""
        return QRectF(space_x(space) - SPACE / 2 + 3, STREET_Y + 3, SPACE - 6, SPACE - 6)

    def figure_item(self, figure: str) -> QGraphicsPixmapItem:
        return self._figures[figure]

    def discard_actions(self) -> list[dict[str, Any]]:
        discards = self._choice.cleared().pick(TYPE, DISCARD)
        return [a for card in self.selected_cards for a in discards.pick(CARD, card).actions()]

    def has_lures(self) -> bool:
        return self._choice.cleared().pick(TYPE, LURE).first() is not None

    def show_view(self, view: dict[str, Any], names: Sequence[str], legal: Sequence[dict[str, Any]], events: Sequence[Any] = ()) -> None:
        self._finish_animations()
        old = self._view
        self._view = view
        self._names = list(names)
        choice = self._choice.with_legal(legal)
        hand_ids = [c["id"] for c in view["hand"]] if view.get("hand") is not None else []
        if not choice.legal:
            choice = choice.cleared()
        elif CARDS in choice:
            choice = choice.pick(CARDS, [c for c in choice.get(CARDS) if c in hand_ids])
        self._choice = choice
        if self.lure_mode and not self.has_lures():
            self._choice = self._choice.drop(TYPE)
        self._show_hands(view)
        self._show_piles(view)
        self._show_labels(view)
        self._place_figures(view, old, events)
        self._mark_last_move(events)
        self._show_ghosts()
        self.selection_changed.emit()

    def set_render_ratio(self, ratio: float) -> None:
        if ratio <= 0 or abs(ratio - self._ratio) < 1e-3:
            return
        self._ratio = ratio
        self._cards.forget_sizes()
        self._figures_art.forget_sizes()
        for item in self._hand + self._backs + [self._pile_item, self._discard_item]:
            item.set_ratio(ratio)
        for figure, item in self._figures.items():
            self._set_figure_pixmap(item, figure)
        for item, key, w, h in self._decor:
            item.setPixmap(svg_pixmap(str(self._board_dir / f"{key}.svg"), w, h, ratio))
        self._show_ghosts()

    def click_card(self, card_id: str) -> None:
        """What a click on a card of the hand does: choose it (a second Sue card makes the group), or drop it."""
        if self._view is None or not self._choice.legal or card_id not in self._hand_ids:
            return
        choice = self._choice.drop(TYPE)  # out of the lure mode
        selected = self.selected_cards
        if card_id in selected:
            self._choice = choice.toggled(CARDS, card_id)
        elif self._is_sue(card_id) and len(selected) == 1 and self._is_sue(selected[0]) and self._plays_for(
            [selected[0], card_id]
        ):
            self._choice = choice.toggled(CARDS, card_id)
        else:
            # Picked even when it makes no play: it may be discarded, and the rules say why it cannot be played.
            self._choice = choice.cleared().pick(CARDS, [card_id])
            if not self._moving_plays([card_id]):
                # No ghost will show: say why it cannot be played, also when it could still be discarded.
                self.explain_requested.emit(self._explanation(card_id))
        self._refresh_hand()
        self._show_ghosts()
        self.selection_changed.emit()

    def set_lure_mode(self, on: bool) -> None:
        on = bool(on) and self.has_lures()
        if on == self.lure_mode:
            return
        self._choice = self._choice.cleared().pick(TYPE, LURE) if on else self._choice.drop(TYPE)
        self._refresh_hand()
        self._show_ghosts()
        self.selection_changed.emit()

    def clear_selection(self) -> None:
        if not self._choice:
            return
        self._choice = self._choice.cleared()
        self._refresh_hand()
        self._show_ghosts()
        self.selection_changed.emit()

    def choose(self, action: dict[str, Any]) -> None:
        """Ask for ``action`` (a ghost's): the choice is spent, the rules answer with a new view."""
        self._choice = self._choice.cleared()
        self._clear_ghosts()
        self._refresh_hand()
        self.intent_requested.emit(action)

    def confirm(self) -> None:
        """Enter: when the choice leaves exactly one action, make it."""
        actions = self._candidate_actions()
        if len(actions) == 1:
            self.choose(actions[0])

    def retranslate(self) -> None:
        if self._view is not None:
            self._show_labels(self._view)
            self._show_piles(self._view)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        index = HAND_KEYS.index(key) if key in HAND_KEYS else None
        if index is not None and index < len(self._hand_ids):
            # The number keys pick the hand's cards, left to right: play without the mouse.
            self.click_card(self._hand_ids[index])
            event.accept()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm()
            event.accept()
        elif key == Qt.Key.Key_Escape:
            self.clear_selection()
            event.accept()
        else:
            super().keyPressEvent(event)

    # ------------------------------------------------------------------ building
    def _build(self) -> None:
        # Charlie's dark lane beside the street, one cell per space.
        lane = QGraphicsRectItem(QRectF(STREET_X, LANE_Y, STREET_W, LANE_H))
        lane.setBrush(QBrush(QColor("#2b3044")))  # light enough that Charlie's dark suit stands out
        lane.setPen(QPen(QColor("#3a3f52"), 1.5))
        self.addItem(lane)
        for space in range(1, SPACES):
            tick = QGraphicsRectItem(QRectF(STREET_X + space * SPACE - 0.5, LANE_Y + 8, 1, LANE_H - 16))
            tick.setBrush(QBrush(QColor("#262a38")))
            tick.setPen(QPen(Qt.PenStyle.NoPen))
            self.addItem(tick)
        for space in range(SPACES):
            self._add_decor("street_tile", STREET_X + space * SPACE, STREET_Y, SPACE, SPACE)
        # The clubs' entrance spaces and the halves, in each club's colour.
        for seat, spaces in enumerate(((0, 1), (15, 16))):
            for space in spaces:
                mark = QGraphicsRectItem(QRectF(STREET_X + space * SPACE + 3, STREET_Y + 3, SPACE - 6, SPACE - 6))
                colour = QColor(CLUB_COLOURS[seat])
                colour.setAlpha(70)
                mark.setBrush(QBrush(colour))
                mark.setPen(QPen(CLUB_COLOURS[seat], 3))
                mark.setZValue(1)
                self.addItem(mark)
            first = 0 if seat == 0 else 9
            half = QGraphicsRectItem(QRectF(STREET_X + first * SPACE, STREET_Y + SPACE + 3, 8 * SPACE, 7))
            half.setBrush(QBrush(CLUB_COLOURS[seat]))
            half.setPen(QPen(Qt.PenStyle.NoPen))
            self.addItem(half)
        self._add_decor("manhole", STREET_X + 8 * SPACE + 8, STREET_Y + 8, SPACE - 16, SPACE - 16).setZValue(1)
        self._add_decor("club_a", STREET_X, CLUB_Y, CLUB_W, CLUB_H)
        self._add_decor("club_b", STREET_X + STREET_W - CLUB_W, CLUB_Y, CLUB_W, CLUB_H)
        self._club_labels = [_text(None, 20, True) for _ in range(2)]
        for label in self._club_labels:
            self.addItem(label)
        # Charlie's next step, faint in his lane: where the end of this turn will take him.
        self._charlie_hint = QGraphicsPixmapItem()
        self._charlie_hint.setOpacity(0.55)
        self._charlie_hint.setZValue(5)
        self._charlie_hint.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(self._charlie_hint)
        # His next space is framed in the ghosts' yellow, so the eye finds it on the lane.
        self._charlie_hint_frame = QGraphicsRectItem(QRectF(3, LANE_Y + 3, SPACE - 6, LANE_H - 6))
        self._charlie_hint_frame.setPen(QPen(GHOST, 2.5, Qt.PenStyle.DashLine))
        self._charlie_hint_frame.setBrush(QBrush(QColor(255, 226, 122, 40)))
        self._charlie_hint_frame.setZValue(4)
        self.addItem(self._charlie_hint_frame)
        self._charlie_hint_text = _text(None, 20, True, GHOST)
        self._charlie_hint_text.setZValue(6)
        self.addItem(self._charlie_hint_text)
        for figure in (*STREET_FIGURES, "charlie"):
            item = QGraphicsPixmapItem()
            item.setZValue(10 if figure != "charlie" else 8)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self._set_figure_pixmap(item, figure)
            self.addItem(item)
            self._figures[figure] = item
        # A pale spotlight behind Charlie: his dark suit is plain to see on the lane.
        charlie_w = CHARLIE_H * 100 / 160
        glow = QRectF(-14, CHARLIE_H * 0.05, charlie_w + 28, CHARLIE_H * 1.0)
        spot = QGraphicsEllipseItem(glow, self._figures["charlie"])
        gradient = QRadialGradient(glow.center(), glow.width() / 2)
        gradient.setColorAt(0.0, QColor(255, 236, 180, 200))
        gradient.setColorAt(0.6, QColor(255, 236, 180, 110))
        gradient.setColorAt(1.0, QColor(255, 236, 180, 0))
        spot.setBrush(QBrush(gradient))
        spot.setPen(QPen(Qt.PenStyle.NoPen))
        spot.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        spot.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # The piles, and the labels around the table.
        self._pile_item = CardItem(self._cards, "back", width=PILE_CARD_W, ratio=self._ratio)
        self._pile_item.setPos(PILE_X, CLUB_Y)
        self.addItem(self._pile_item)
        self._discard_item = CardItem(self._cards, "back", width=PILE_CARD_W, ratio=self._ratio)
        self._discard_item.setPos(DISCARD_X, CLUB_Y)
        # The discard pile's place, seen while it is empty.
        slot = QGraphicsPathItem()
        slot_path = QPainterPath()
        slot_path.addRoundedRect(QRectF(0, 0, PILE_CARD_W, PILE_CARD_H), 7, 7)
        slot.setPath(slot_path)
        slot.setPen(QPen(QColor("#4a5066"), 2, Qt.PenStyle.DashLine))
        slot.setPos(self._discard_item.pos())
        self.addItem(slot)
        self.addItem(self._discard_item)
        self._pile_label = _text(None, 17)
        self._discard_label = _text(None, 17)
        self._hand_label = _text(None, 21, True)
        self._top_label = _text(None, 21, True)
        self._turn_marker = _text(None, 21, True, GHOST)
        for label in (self._pile_label, self._discard_label, self._hand_label, self._top_label, self._turn_marker):
            self.addItem(label)

    def _add_decor(self, key: str, x: float, y: float, w: float, h: float) -> QGraphicsPixmapItem:
        item = QGraphicsPixmapItem(svg_pixmap(str(self._board_dir / f"{key}.svg"), w, h, self._ratio))
        item.setPos(x, y)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(item)
        self._decor.append((item, key, w, h))
        return item

    def _set_figure_pixmap(self, item: QGraphicsPixmapItem, figure: str) -> None:
        h = CHARLIE_H if figure == "charlie" else FIGURE_H
        item.setPixmap(self._figures_art.pixmap(FIGURE_ART[figure], h * 100 / 160, h, self._ratio))

    # ------------------------------------------------------------------ who sits where
    def _bottom_seat(self, view: dict[str, Any]) -> int:
        """The seat whose hand is at the bottom: the viewer's, else the one to act."""
        if isinstance(view.get("seat"), int):
            return int(view["seat"])
        return int(view["current"]) if isinstance(view.get("current"), int) else 0

    def _name(self, seat: int) -> str:
        return self._names[seat] if 0 <= seat < len(self._names) else "?"

    # ------------------------------------------------------------------ hands, piles, labels
    def _show_hands(self, view: dict[str, Any]) -> None:
        bottom = self._bottom_seat(view)
        hand = view.get("hand")
        if hand is not None:
            keys = [card_key(c) for c in hand]
            self._hand_ids = [c["id"] for c in hand]
        else:
            keys = ["back"] * int(view["hand_counts"][bottom])
            self._hand_ids = []
        while len(self._hand) < len(keys):
            item = CardItem(self._cards, "back", len(self._hand), width=HAND_CARD_W, ratio=self._ratio)
            item.on_click = self._on_hand_card_clicked
            item.setZValue(20)
            self.addItem(item)
            self._hand.append(item)
        for index, item in enumerate(self._hand):
            shown = index < len(keys)
            item.setVisible(shown)
            if shown:
                item.set_key(keys[index])
                item.setPos(self._hand_pos(index))
        self._refresh_hand()
        other = 1 - bottom
        count = int(view["hand_counts"][other])
        while len(self._backs) < count:
            back = CardItem(self._cards, "back", width=TOP_CARD_W, ratio=self._ratio)
            back.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(back)
            self._backs.append(back)
        left = BACKS_CENTRE - (max(0, count - 1) * TOP_CARD_STEP + TOP_CARD_W) / 2
        for index, back in enumerate(self._backs):
            back.setVisible(index < count)
            back.setPos(left + index * TOP_CARD_STEP, 16)

    def _hand_pos(self, index: int) -> QPointF:
        return QPointF(STREET_X + index * HAND_STEP, HAND_Y)

    def _refresh_hand(self) -> None:
        playable = self._playable_cards()
        interactive = bool(self._choice.legal) and not self.lure_mode
        chosen = self._choice.get(CARDS, frozenset())
        for index, item in enumerate(self._hand):
            if index >= len(self._hand_ids):
                item.set_state(selected=False, selectable=False, dimmed=False)
                continue
            card = self._hand_ids[index]
            selected = card in chosen
            item.set_state(
                selected=selected,
                selectable=interactive and not selected and card in playable,
                dimmed=interactive and not selected and card not in playable,
            )

    def _show_piles(self, view: dict[str, Any]) -> None:
        count = int(view["pile_count"])
        self._pile_item.setVisible(count > 0)
        self._pile_label.setText(
            QCoreApplication.translate("TimesSquare", "Draw pile: {count}\npass {pass_number} of 2").format(
                count=count, pass_number=view["pile_pass"]
            )
        )
        discard = view.get("discard") or []
        self._discard_item.setVisible(bool(discard))
        if discard:
            self._discard_item.set_key(card_key(discard[-1]))
        self._discard_label.setText(
            QCoreApplication.translate("TimesSquare", "Discard pile: {count}").format(count=len(discard))
        )
        for label, left in ((self._pile_label, PILE_X), (self._discard_label, DISCARD_X)):
            width = label.boundingRect().width()
            label.setPos(within_scene(left + PILE_CARD_W / 2 - width / 2, width), CLUB_Y + PILE_CARD_H + 6)

    def _show_labels(self, view: dict[str, Any]) -> None:
        bottom = self._bottom_seat(view)
        top = 1 - bottom
        for seat, label in enumerate(self._club_labels):
            label.setText(QCoreApplication.translate("TimesSquare", "{player}'s club").format(player=self._name(seat)))
            width = label.boundingRect().width()
            centre = STREET_X + CLUB_W / 2 if seat == 0 else STREET_X + STREET_W - CLUB_W / 2
            label.setPos(within_scene(centre - width / 2, width), CLUB_LABEL_Y)
            label.setBrush(QBrush(CLUB_COLOURS[seat].lighter(150)))
        hand_label = (
            QCoreApplication.translate("TimesSquare", "{player}: your hand") if view.get("hand") is not None
            else QCoreApplication.translate("TimesSquare", "{player}'s hand, hidden")
        )
        self._hand_label.setText(hand_label.format(player=self._name(bottom)))
        self._hand_label.setPos(STREET_X + 28, HAND_Y - 32)  # room for the turn marker before it
        self._top_label.setText(
            QCoreApplication.translate("TimesSquare", "{player}'s hand: {count}").format(
                player=self._name(top), count=view["hand_counts"][top]
            )
        )
        self._top_label.setPos(BACKS_CENTRE - self._top_label.boundingRect().width() / 2, 16 + TOP_CARD_W * 1.4 + 8)
        current = view.get("current")
        self._turn_marker.setVisible(isinstance(current, int))
        if isinstance(current, int):
            label = self._hand_label if current == bottom else self._top_label
            self._turn_marker.setText("▶")
            self._turn_marker.setPos(label.pos().x() - 24, label.pos().y())
        # Charlie's next move, shown before the turn ends: the rules sent where it would take him.
        nxt = view.get("charlie_next")
        if nxt and int(nxt.get("steps", 0)) > 0:
            self._charlie_hint.setPixmap(self._figures["charlie"].pixmap())
            self._charlie_hint.setPos(self._lane_pos(int(nxt["to"])))
            self._charlie_hint.setVisible(True)
            self._charlie_hint_text.setText(f"+{int(nxt['steps'])}")
            self._charlie_hint_text.setPos(space_x(int(nxt["to"])) + CHARLIE_H * 100 / 320 + 2, LANE_Y + 4)
            self._charlie_hint_text.setVisible(True)
            self._charlie_hint_frame.setX(STREET_X + int(nxt["to"]) * SPACE)
            self._charlie_hint_frame.setVisible(True)
        else:
            self._charlie_hint_frame.setVisible(False)
            self._charlie_hint.setVisible(False)
            self._charlie_hint_text.setVisible(False)

    # ------------------------------------------------------------------ figures
    def _lane_pos(self, space: int) -> QPointF:
        w = CHARLIE_H * 100 / 160
        return QPointF(space_x(space) - w / 2, LANE_Y + (LANE_H - CHARLIE_H) / 2)

    def _street_layout(self, positions: dict[str, int], figures: Sequence[str]) -> dict[str, QPointF]:
        """Where each figure stands: figures sharing a space stand side by side, a little apart."""
        out: dict[str, QPointF] = {}
        by_space: dict[int, list[str]] = {}
        for figure in figures:
            by_space.setdefault(int(positions[figure]), []).append(figure)
        for space, here in by_space.items():
            step = min(FIGURE_W * 0.62, (SPACE - 8) / max(1, len(here)))
            left = space_x(space) - (step * (len(here) - 1)) / 2
            for index, figure in enumerate(here):
                out[figure] = QPointF(left + index * step - FIGURE_W / 2, STREET_Y + SPACE - FIGURE_H - 4 + index * 3)
        return out

    def _place_figures(self, view: dict[str, Any], old: dict[str, Any] | None, events: Sequence[Any]) -> None:
        positions = view["figures"]
        targets = self._street_layout(positions, STREET_FIGURES)
        targets["charlie"] = self._lane_pos(int(positions["charlie"]))
        animate = old is not None and old.get("figures") != positions
        charlie_delay = MOVE_MS if any(getattr(e, "code", "") == "ts.figure_moved" for e in events) else 0
        for figure, item in self._figures.items():
            target = targets[figure]
            start = item.pos()
            if not animate or (start - target).manhattanLength() < 1:
                item.setPos(target)
                continue
            self._slide(item, start, target, charlie_delay if figure == "charlie" else 0)

    def _mark_last_move(self, events: Sequence[Any]) -> None:
        """The path of each figure the latest card moved, as an arrow along the street until the next move."""
        moves = [e.args for e in events if getattr(e, "code", "") == "ts.figure_moved"]
        moves = [m for m in moves if isinstance(m.get("from"), int) and isinstance(m.get("to"), int)]
        if not moves:
            return
        lines: list[QLineF] = []
        rects: list[QRectF] = []
        for index, move in enumerate(moves):
            # Arrows of figures moved together sit one above another, so two paths never hide each other.
            y = STREET_Y + SPACE - 10 - index * 10
            lines.append(QLineF(space_x(move["from"]), y, space_x(move["to"]), y))
            rects.append(QRectF(space_x(move["to"]) - SPACE / 2 + 3, STREET_Y + 3, SPACE - 6, SPACE - 6))
        self.last_move.show(rects, lines)

    def _slide(self, item: QGraphicsItem, start: QPointF, end: QPointF, delay_ms: int, done: Callable[[], None] | None = None) -> None:
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        total = MOVE_MS + delay_ms
        animation.setDuration(total)
        lead = delay_ms / total if total else 0.0

        def step(value: Any) -> None:
            t = 0.0 if float(value) < lead else (float(value) - lead) / (1 - lead)
            t = 1 - (1 - t) ** 3  # ease out: the figure slows into its space
            item.setPos(start + (end - start) * t)

        def finished() -> None:
            item.setPos(end)
            if animation in self._animations:
                self._animations.remove(animation)
            if done is not None:
                done()

        animation.valueChanged.connect(step)
        animation.finished.connect(finished)
        self._animations.append(animation)
        # Deleted once stopped: the scene lives as long as the window, and each move's animation (with the
        # closures it holds) stayed its child until then, 900 of them after 15 s of bots.
        animation.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _finish_animations(self) -> None:
        for animation in list(self._animations):
            animation.setCurrentTime(animation.totalDuration())
            animation.stop()
        self._animations.clear()

    @property
    def animating(self) -> bool:
        return bool(self._animations)

    # ------------------------------------------------------------------ choices and ghosts
    def _is_sue(self, card_id: str) -> bool:
        return card_id.split(".")[0] == "sue"

    def _plays_for(self, cards: Sequence[str]) -> list[Any]:
        """The plays of exactly ``cards`` (none: no play)."""
        return self._choice.cleared().pick(TYPE, PLAY).pick(CARDS, cards).exact()

    def _moving_plays(self, cards: Sequence[str]) -> list[Any]:
        """The plays of ``cards`` that move a figure (the others show no ghost)."""
        assert self._view is not None
        positions = self._view["figures"]
        return [
            a
            for a in self._plays_for(cards)
            if any(int(positions[figure]) != int(space) for figure, space in a.get("to", {}).items())
        ]

    def _playable_cards(self) -> set[str]:
        every = self._choice.cleared()
        return every.pick(TYPE, PLAY).options(CARDS) | {str(c) for c in every.pick(TYPE, DISCARD).options(CARD)}

    def _candidate_actions(self) -> list[Any]:
        """The actions the choice now shows as ghosts: every lure in the lure mode, else the plays of exactly the
        cards picked."""
        if self.lure_mode:
            return self._choice.actions()
        return self._plays_for(self.selected_cards)

    def _explanation(self, card_id: str) -> dict[str, Any]:
        """The card's own move, to ask the rules why it cannot be played now (they check the move before ``to``)."""
        assert self._view is not None
        move = natural_move(card_id.split(".")[0])
        to = {figure: int(self._view["figures"][figure]) for figure in MOVED_BY[move]}
        return {"type": "play", "cards": [card_id], "move": move, "to": to}

    def _clear_ghosts(self) -> None:
        for ghost in self._ghosts:
            self.removeItem(ghost)
        self._ghosts = []

    def _show_ghosts(self) -> None:
        self._clear_ghosts()
        if self._view is None:
            return
        positions = self._view["figures"]
        placed: dict[int, list[tuple[str, dict[str, Any], bool]]] = {}
        seen: set[tuple[str, int]] = set()
        for action in self._candidate_actions():
            joker = action.get("type") == "play" and action.get("move") != "deb" and str(action["cards"][0]).startswith("deb")
            for figure, space in action.get("to", {}).items():
                if int(positions[figure]) == int(space) or (figure, int(space)) in seen:
                    continue  # a figure that does not move needs no ghost; one ghost per place
                seen.add((figure, int(space)))
                placed.setdefault(int(space), []).append((figure, action, joker))
        for space, here in placed.items():
            step = min(FIGURE_W + 4, (SPACE * 1.6) / max(1, len(here)))
            left = space_x(space) - (step * (len(here) - 1)) / 2
            for index, (figure, action, joker) in enumerate(here):
                pixmap = self._figures_art.pixmap(FIGURE_ART[figure], FIGURE_W, FIGURE_H, self._ratio)
                ghost = Ghost(pixmap, figure, space, action, joker, self.choose)
                ghost.setPos(left + index * step - FIGURE_W / 2, STREET_Y - FIGURE_H - GHOST_GAP)
                if joker:
                    ghost.setToolTip(QCoreApplication.translate("TimesSquare", "A Dancing Deb card played as a joker"))
                self.addItem(ghost)
                self._ghosts.append(ghost)
                # A thin line from the ghost down to its space, so it is clear where the figure would stand.
                guide = QGraphicsRectItem(QRectF(FIGURE_W / 2 - 1, FIGURE_H + 4, 2, GHOST_GAP), ghost)
                guide.setBrush(QBrush(GHOST))
                guide.setPen(QPen(Qt.PenStyle.NoPen))
                guide.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                ghost.setX(min(max(ghost.x(), STREET_X), STREET_X + STREET_W - FIGURE_W))
                guide.setX(space_x(space) - ghost.x() - 1)

    # ------------------------------------------------------------------ mouse: click or drag a card
    def _on_hand_card_clicked(self, slot: int) -> None:
        if self._suppress_click:
            self._suppress_click = False
            return
        if 0 <= slot < len(self._hand_ids):
            self.click_card(self._hand_ids[slot])

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._drag = None
        self._dragging = False
        self._suppress_click = False
        if event.button() == Qt.MouseButton.LeftButton and self._choice.legal:
            for index, item in enumerate(self._hand):
                if index < len(self._hand_ids) and item.isVisible() and item.sceneBoundingRect().contains(event.scenePos()):
                    self._drag = (item, event.scenePos(), item.pos())
                    break
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._drag is not None:
            item, press, home = self._drag
            if not self._dragging and (event.scenePos() - press).manhattanLength() >= DRAG_DISTANCE:
                self._dragging = True
                card = self._hand_ids[item.slot]
                if card not in self._choice.get(CARDS, ()):
                    self.click_card(card)  # picking the card up shows where it can go
                item.setZValue(40)
            if self._dragging:
                item.setPos(home + event.scenePos() - press)
                event.accept()
                return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        drag, dragging = self._drag, self._dragging
        self._drag = None
        self._dragging = False
        if drag is not None and dragging:
            self._suppress_click = True
            item, _press, home = drag
            action = self._drop_action(event.scenePos())
            item.setZValue(20)
            if action is not None:
                item.setPos(home)
                super().mouseReleaseEvent(event)
                self.choose(action)
                return
            self._slide(item, item.pos(), home, 0)
        super().mouseReleaseEvent(event)

    def _drop_action(self, point: QPointF) -> dict[str, Any] | None:
        """The action a card dropped at ``point`` makes: the ghost there, or the one on the space there; or the
        discard, dropped on the discard pile."""
        for ghost in self._ghosts:
            if ghost.sceneBoundingRect().contains(point):
                return ghost.action
        if STREET_X <= point.x() < STREET_X + STREET_W and STREET_Y - FIGURE_H - GHOST_GAP - 10 <= point.y() <= STREET_Y + SPACE:
            space = int((point.x() - STREET_X) // SPACE)
            here = [g for g in self._ghosts if g.space == space]
            if here:
                # Deb's own move before a joker: dropping a red card on a space most likely means Deb.
                here.sort(key=lambda g: g.joker)
                return here[0].action
        if self._discard_item.sceneBoundingRect().contains(point):
            discards = self.discard_actions()
            if len(discards) == 1 and len(self.selected_cards) == 1:
                return discards[0]
        return None
