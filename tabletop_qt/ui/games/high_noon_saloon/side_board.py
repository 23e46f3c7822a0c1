"""Another player's board beside the High Noon Saloon map: the character's disc and portrait, the player, the
character, the grit and the hand in lines, the Fist and the Holster small with their bullets.

Its items are made once per seat and shape (the board's height, its team stripe and token: ``SideBoard.shape``) and
then set in place from each position (``show``): a new game's first position gave every side board other players and
characters, and drawing five of them afresh was half of that position's show_view (1 ms a board); in play, a board
whose player took damage or equipped a weapon was drawn again whole. Every item keeps the place it was made at, in
the coordinates of the rectangle it was made for: the scene's section moves them all when the board moves down or up
the column (``HighNoonSaloonScene._section``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsPixmapItem, QGraphicsSimpleTextItem

from tabletop_qt.ui.games.high_noon_saloon import team_marks
from tabletop_qt.ui.games.high_noon_saloon.layout import DIM_TEXT, ORANGE, TEXT, mini_card_width
from tabletop_qt.ui.games.high_noon_saloon.position import Position
from tabletop_qt.ui.games.high_noon_saloon.table_items import BoardItem, fit_text, icon_item, text_item
from tabletop_qt.ui.items.card_item import CardItem

if TYPE_CHECKING:
    from tabletop_qt.ui.games.high_noon_saloon.player_boards import BoardsHost

SLOTS = ("fist", "holster")
OUT_OPACITY = 0.55  # a player out of the game: the board faded (its cards and bullets stay as they are)
GRIT_COLOUR = QColor("#ffe27a")
BULLETS_COLOUR = QColor("#ffd27a")


def shape(pos: Position, seat: int, height: float) -> tuple[Any, ...]:
    """What a side board's items are, as against what they show: its height (the lines it has), its team stripe's
    colour and its team token (team play only)."""
    view = pos.view
    stripe = pos.team_colour(seat)
    return height, stripe.name() if stripe is not None else None, repr(view.get("teams")), repr(view.get("team_tokens"))


def content(pos: Position, seat: int, height: float) -> tuple[Any, ...]:
    """Everything a side board shows: a position that leaves it be leaves the board be."""
    view = pos.view
    return (height, pos.name(seat), repr(view["players"][seat]), pos.grit(seat), pos.team_colour(seat),
            repr(view.get("team_tokens")))


class SideBoard:
    """One seat's side board, made at ``rect`` through ``host`` (each item added to the section being drawn), empty
    until ``show``."""

    def __init__(self, host: BoardsHost, pos: Position, seat: int, rect: QRectF, make_frame: Any) -> None:
        self._host = host
        self._rect = QRectF(rect)
        self._shown: Any = None
        view = pos.view
        self.board: BoardItem = make_frame(pos, seat, rect, False)
        self._top_items: list[Any] = [self.board]  # in the scene's section, in the order they were added
        self._disc = QGraphicsEllipseItem(QRectF(rect.left() + 14, rect.top() + 8, 28, 28), self.board)
        self._disc.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._face = QGraphicsPixmapItem(self._disc)  # the character's face, as on the map
        self._face.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self._face.setPos(rect.left() + 14, rect.top() + 8)
        self._face.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._portrait: Any = None
        teams = view.get("teams") or []
        coin = min(26.0, rect.height() - 46)
        if seat < len(teams) and coin >= 14:  # the team's +10 token under the character's disc
            team_marks.token_item(self.board, QRectF(rect.left() + 16, rect.top() + 38, coin, coin), view, teams[seat])
        left = rect.left() + 48
        self._compact = rect.height() < 100
        mini_w = mini_card_width(rect.height())
        slots_x = rect.right() - 2 * (mini_w + 52) - 4
        self._width = slots_x - left - 8
        # One thing a line (the player, the character, the grit, the hand), as far as the board's height allows:
        # beside the two weapon cards a line is some 200 units wide, too narrow for "Carla · Calamity Rose".
        if self._compact:
            lines = [(17, True, TEXT), (16, False, DIM_TEXT)]
        else:
            # 16 px at least: 7 pt on a 1280x800 screen, where the table is shown at about 0.6.
            lines = [(18, True, TEXT), (16, False, DIM_TEXT), (16, True, GRIT_COLOUR), (16, False, DIM_TEXT)]
        step = (rect.height() - 14) / max(4, len(lines)) if not self._compact else 23
        self._lines: list[tuple[QGraphicsSimpleTextItem, int]] = []
        y = rect.top() + 8
        for size, bold, colour in lines:
            line = text_item(self.board, min(size, step - 4), bold, colour)
            line.setPos(left, y)
            self._lines.append((line, line.font().pixelSize()))
            y += step
        # The Fist and the Holster, small, with their bullets (made hidden: shown when the weapon holds any).
        x = slots_x
        top = rect.top() + 8
        self._cards: list[CardItem] = []
        self._bullets: list[tuple[QGraphicsSimpleTextItem, Any]] = []
        for slot in SLOTS:
            self._cards.append(host.card("empty", mini_w, x, top))
            self._top_items.append(self._cards[-1])
            name = slot_name(slot)
            # Which slot: its icon (the word is in its tooltip), legible where a word would not fit beside the card.
            slot_icon = icon_item(slot, None, QRectF(x + mini_w + 6, top, 24, 24))
            slot_icon.setToolTip(name)
            slot_icon.setAcceptHoverEvents(True)
            host.add(slot_icon)
            count = text_item(None, 16, True, BULLETS_COLOUR)
            count.setPos(x + mini_w + 4, top + 26)
            bullet = icon_item("bullet", None, QRectF(x + mini_w + 4, top + 48, 10, 16))
            for item in (count, bullet):
                item.setVisible(False)
                host.add(item)
            self._top_items += [slot_icon, count, bullet]
            self._bullets.append((count, bullet))
            x += mini_w + 52

    def in_scene(self) -> bool:
        return self.board.scene() is not None

    def adopt(self, seat: int, rect: QRectF) -> None:
        """Put this board's items, out of the scene since its section was dropped (or made ahead), into the section
        being drawn, at ``rect``: registered for clicks, the damage preview and the render ratio as when made."""
        host = self._host
        dy = rect.top() - (self._rect.top() + self.board.pos().y())  # (sections move their items as a whole)
        for item in self._top_items:
            host.add(item)
            if dy:
                item.moveBy(0, dy)
        for card in self._cards:
            card.set_ratio(host.ratio())  # (the window may have been resized meanwhile)
            host.register_card(card)
        host.register_board(seat, self.board)
        host.watch(self.board, seat)
        self._shown = None  # set whole again by the next show (nothing is assumed of its time out of the scene)

    def show(self, pos: Position, seat: int) -> None:
        """Set every item from ``pos`` (nothing is touched when what the board shows is the same)."""
        key = content(pos, seat, self._rect.height())
        if key == self._shown:
            return
        self._shown = key
        player = pos.view["players"][seat]
        out = bool(player.get("out"))
        self.board.setBrush(QBrush(QColor("#2a2a2a") if out else QColor("#3b2a1c")))
        self.board.setOpacity(OUT_OPACITY if out else 1.0)
        character = pos.character(seat)
        colour = QColor(character.colour) if character is not None else QColor("#888888")
        self._disc.setBrush(QBrush(colour))
        self._disc.setPen(QPen(ORANGE, 4) if player.get("limited") else QPen(colour.darker(170), 2))
        self._show_portrait(player["character"])
        char_name = character.name if character is not None else player["character"]
        grit, team = pos.grit(seat)
        grit_text = QCoreApplication.translate("HighNoonSaloon", "Grit {grit}").format(grit=grit) if not team else \
            QCoreApplication.translate("HighNoonSaloon", "Team grit {grit}").format(grit=grit)
        hand_text = QCoreApplication.translate("HighNoonSaloon", "{count} in hand").format(count=player.get("hand_count", 0))
        if out:
            # Grit below 1 (a team's shared grit, in team play) is out of the game: the number left says nothing more.
            grit_text = QCoreApplication.translate("HighNoonSaloon", "Out of the game")
        if self._compact:
            texts = [f"{pos.name(seat)} · {char_name}", f"{grit_text} · {hand_text}"]
        else:
            texts = [pos.name(seat), char_name, grit_text, hand_text]
        for (line, size), text in zip(self._lines, texts):
            if line.text() != text:
                if line.font().pixelSize() != size:  # shrunk to fit the last text: this one starts from its size
                    font = line.font()
                    font.setPixelSize(size)
                    line.setFont(font)
                fit_text(line, text, self._width, 11)
        for slot, card, (count, bullet) in zip(SLOTS, self._cards, self._bullets):
            weapon = player.get(slot)
            card.set_key(weapon or "empty")
            card.setToolTip(pos.card_tip(weapon) or slot_name(slot))
            capacity = pos.capacity(weapon)
            count.setVisible(bool(capacity))
            bullet.setVisible(bool(capacity))
            if capacity:
                count.setText(f"{player.get(slot + '_bullets', 0)}/{capacity}")

    def _show_portrait(self, character: str) -> None:
        portrait = self._host.portrait(character)
        if portrait is self._portrait:
            return
        self._portrait = portrait
        self._face.setVisible(portrait is not None)
        if portrait is not None:
            self._face.setPixmap(portrait)
            self._face.setScale(28 / (portrait.width() / portrait.devicePixelRatio()))


def slot_name(slot: str) -> str:
    return QCoreApplication.translate("HighNoonSaloon", "Fist") if slot == "fist" else \
        QCoreApplication.translate("HighNoonSaloon", "Holster")

