"""The end of a game, for all four games: a banner with the winners, "You finished 2nd.", the ranking with each
player's figures (``winner_figures.py``), the game's own breakdown where it has more to say (Tea Time's characters),
and Rematch, Replay and Close.

Rematch starts the same table again with a new deal (at a table on the network only its host offers it); Replay
opens this game's record in the replay page once the rules thread has written it to the history
(``set_replay_record``). Space and Enter close the screen: they are the games' own keys (Frantic Frankfurt's
"ready"), so pressing one once too often never throws the results away for a new game.

The window makes its screen ahead, in idle time, and shows each finished game on it (``show_result``): building
its widgets in the frame after a game's last move held the GUI thread 5-12 ms. Medals are drawn once per place.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QIcon,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabletop_qt.table.table import LogEntry
from tabletop_qt.ui.boards.base import ScoreTable
from tabletop_qt.ui.peer_text import plain_label
from tabletop_qt.ui.score_dialog import place_text, ranking_lines, you_finished_text
from tabletop_qt.ui.texts import joined, outcome_reason_text
from tabletop_qt.ui.winner_figures import Figure, player_figures

# Each game's banner: (top, bottom) of its gradient, drawn in the colours of its table.
BANNER_COLOURS: dict[str, tuple[str, str]] = {
    "high_noon_saloon": ("#8a5a2b", "#3b2412"),
    "tea_time": ("#7c5aa6", "#3a2456"),
    "times_square": ("#1f3f7a", "#0b1330"),
    "frantic_frankfurt": ("#b8322a", "#561410"),
}
DEFAULT_BANNER = ("#3d5a40", "#1c2b1e")
MEDALS = {1: "#f2c94c", 2: "#c9ccd1", 3: "#cd8a4a"}  # gold, silver, bronze; later places grey
OTHER_MEDAL = "#8d939b"
WINNER_ROW = "#fff1c1"
MEDAL_PX = 28
HEADING_CHARS = 18  # a figure's heading breaks onto another line past about this many characters


_medals: dict[tuple[int, int], QIcon] = {}


def medal_icon(place: int, size: int = MEDAL_PX) -> QIcon:
    """``medal_pixmap`` as an icon, drawn once per place and size (GUI thread only, as every pixmap)."""
    icon = _medals.get((place, size))
    if icon is None:
        icon = _medals[(place, size)] = QIcon(medal_pixmap(place, size))
    return icon


def medal_pixmap(place: int, size: int = MEDAL_PX) -> QPixmap:
    """A round medal with the place's number on it (its colour says gold, silver, bronze or later)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = QColor(MEDALS.get(place, OTHER_MEDAL))
    painter.setPen(QPen(colour.darker(150), 1.5))
    painter.setBrush(colour)
    painter.drawEllipse(QRectF(1.5, 1.5, size - 3, size - 3))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(int(size * 0.5))
    painter.setFont(font)
    painter.setPen(QColor("#1b1b1b"))
    painter.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, str(place))
    painter.end()
    return pixmap


class WinnerBanner(QWidget):
    """The screen's head: the game's colours, a trophy, the winners' names large and why the game ended."""

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("winner_banner")
        self._colours = BANNER_COLOURS.get(game_id, DEFAULT_BANNER)
        self.title = plain_label(QLabel())  # winners' names come from other computers: plain text
        self.title.setObjectName("winner_title")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        self.reason = plain_label(QLabel())
        self.reason.setWordWrap(True)
        for label in (self.title, self.reason):
            label.setStyleSheet("color: #fff8e6; background: transparent;")
        text = QVBoxLayout()
        text.addStretch(1)
        text.addWidget(self.title)
        text.addWidget(self.reason)
        text.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(96, 14, 18, 14)  # the trophy is painted in the left margin
        layout.addLayout(text)
        self.setMinimumHeight(104)

    def set_game(self, game_id: str) -> None:
        """Paint in ``game_id``'s colours."""
        self._colours = BANNER_COLOURS.get(game_id, DEFAULT_BANNER)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0.0, QColor(self._colours[0]))
        gradient.setColorAt(1.0, QColor(self._colours[1]))
        painter.setPen(QPen(QColor("#d9b45a"), 2))
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(rect, 10, 10)
        # Rays behind the trophy, then the cup itself.
        centre = QPointF(48, rect.center().y())
        painter.setPen(QPen(QColor(255, 236, 170, 70), 3))
        for i in range(12):
            painter.save()
            painter.translate(centre)
            painter.rotate(i * 30)
            painter.drawLine(QPointF(0, 24), QPointF(0, 40))
            painter.restore()
        self._paint_trophy(painter, centre)
        painter.end()

    @staticmethod
    def _paint_trophy(painter: QPainter, centre: QPointF) -> None:
        gold = QColor("#f2c94c")
        painter.setPen(QPen(QColor("#8a6a12"), 1.5))
        painter.setBrush(gold)
        x, y = centre.x(), centre.y()
        cup = QPainterPath()
        cup.moveTo(x - 16, y - 20)
        cup.lineTo(x + 16, y - 20)
        cup.cubicTo(x + 16, y - 2, x + 8, y + 4, x, y + 4)
        cup.cubicTo(x - 8, y + 4, x - 16, y - 2, x - 16, y - 20)
        painter.drawPath(cup)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(gold.darker(120), 3))
        painter.drawArc(QRectF(x - 25, y - 18, 14, 14), 90 * 16, 180 * 16)
        painter.drawArc(QRectF(x + 11, y - 18, 14, 14), 270 * 16, 180 * 16)
        painter.setPen(QPen(QColor("#8a6a12"), 1.5))
        painter.setBrush(gold)
        painter.drawRect(QRectF(x - 3, y + 4, 6, 8))
        painter.drawRoundedRect(QRectF(x - 12, y + 12, 24, 7), 2, 2)
        painter.setPen(QPen(QColor(255, 255, 255, 150), 2))
        painter.drawLine(QPointF(x - 9, y - 16), QPointF(x - 8, y - 6))


class WinnerScreen(QDialog):
    play_again_requested = Signal()
    replay_requested = Signal(object)  # the finished game's HistoryRecord

    def __init__(
        self,
        view: dict[str, Any] | None = None,
        names: Sequence[str] = (),
        details: Callable[[], ScoreTable | None] = lambda: None,
        parent: QWidget | None = None,
        places: Sequence[int] = (),
        people: Sequence[int] = (),
        game_id: str = "",
        log: Sequence[LogEntry] = (),
    ) -> None:
        """Without ``view``, an empty screen made ahead that ``show_result`` fills when a game ends; with one, the
        screen of that result (the arguments are ``show_result``'s)."""
        super().__init__(parent)
        self.setObjectName("score_dialog")
        self._view: dict[str, Any] | None = None
        self._names: list[str] = []
        self._game_id = ""
        self._log: tuple[LogEntry, ...] = ()
        self._details: Callable[[], ScoreTable | None] = lambda: None
        self._places: list[int] = []
        self._people: list[int] = []
        self._show_details = False
        self._record: Any = None
        self.banner = WinnerBanner(game_id)
        self._you = plain_label(QLabel())  # "You finished 2nd."
        self._you.setObjectName("you_finished")
        you_font = self._you.font()
        you_font.setPointSizeF(you_font.pointSizeF() * 1.25)
        you_font.setBold(True)
        self._you.setFont(you_font)
        self._you.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._you.setVisible(False)
        self.ranking = self._quiet_table()
        self.ranking.setObjectName("ranking")
        self.ranking.setIconSize(QSize(MEDAL_PX, MEDAL_PX))
        self._table = self._quiet_table()
        self._table.setObjectName("score_details")
        self._table.setVisible(False)
        self._buttons = QDialogButtonBox()
        self._replay = QPushButton()
        self._replay.setObjectName("replay")
        self._replay.setEnabled(False)  # until the history has the game's record
        self._play_again = QPushButton()
        self._play_again.setObjectName("play_again")
        self._buttons.addButton(self._replay, QDialogButtonBox.ButtonRole.ActionRole)
        self._buttons.addButton(self._play_again, QDialogButtonBox.ButtonRole.AcceptRole)
        self._close = self._buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self._play_again.clicked.connect(self._on_play_again_clicked)
        self._replay.clicked.connect(self._on_replay_clicked)
        for button in (self._play_again, self._replay):
            button.setAutoDefault(False)
        self._close.setDefault(True)
        self._buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addWidget(self._you)
        layout.addWidget(self.ranking)
        layout.addWidget(self._table)
        layout.addWidget(self._buttons)
        if view is None:
            self.retranslate_ui()
        else:
            self.show_result(view, names, details, places, people, game_id, log)

    def show_result(
        self,
        view: dict[str, Any],
        names: Sequence[str],
        details: Callable[[], ScoreTable | None],
        places: Sequence[int] = (),
        people: Sequence[int] = (),
        game_id: str = "",
        log: Sequence[LogEntry] = (),
    ) -> None:
        """Show this result. ``places``: each seat's place (``core.ranking.places``), empty for none; ``people``:
        the seats of the people at this screen (one: "You finished 2nd"; hot-seat: each person finds their place
        in the ranking); ``details``: the game's own breakdown (asked again after a language switch: its headings
        are words); ``log``: the game's public log, which some figures are counted from (damage dealt). Rematch is
        offered again and Replay waits for this game's record."""
        self._view = view
        self._names = list(names)
        self._game_id = game_id or str(view.get("game", ""))
        self._log = tuple(log)
        self._details = details
        self._places = list(places) or [1 if s in view["outcome"]["winners"] else 2 for s in range(len(names))]
        self._people = [p for p in people if 0 <= p < len(self._places)]
        self.banner.set_game(self._game_id)
        self._you.setVisible(len(self._people) == 1)
        first = details()
        self._show_details = first is not None and len(first.rows) > max(1, len(self._figures()))
        self._table.setVisible(self._show_details)
        self.set_replay_record(None)
        self.set_play_again_available(True)
        self.retranslate_ui()
        self.resize(max(600, self.sizeHint().width()), self.sizeHint().height())

    # ------------------------------------------------------------------ reading it (tests, accessibility)
    def winners(self) -> list[str]:
        return [self._names[w] for w in self._view["outcome"]["winners"]] if self._view is not None else []

    def you_text(self) -> str:
        return self._you.text() if self._you.isVisibleTo(self) else ""

    def ranking_text(self) -> str:
        """Every place with its names, one line each ("2nd place: Bruno, Carla"); empty for a one-seat result."""
        return "\n".join(ranking_lines(self._names, self._places)) if len(self._places) > 1 else ""

    def figures(self) -> dict[str, list[str]]:
        """Each figure's label and its values by seat, as shown."""
        return {f.label: list(f.values) for f in self._figures()}

    def ranking_order(self) -> list[int]:
        """The seats as the ranking lists them, best first."""
        return sorted(range(len(self._names)), key=lambda s: (self._places[s] if s < len(self._places) else 99, s))

    # ------------------------------------------------------------------ what the window sets
    def set_play_again_available(self, available: bool) -> None:
        self._play_again.setVisible(available)

    def set_replay_record(self, record: Any) -> None:
        """The finished game's history record: Replay opens it."""
        self._record = record
        self._replay.setEnabled(record is not None)

    # ------------------------------------------------------------------ building
    def _figures(self) -> list[Figure]:
        return player_figures(self._game_id, self._view, self._log) if self._view is not None else []

    @staticmethod
    def _quiet_table() -> QTableWidget:
        table = QTableWidget()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return table

    def retranslate_ui(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Score", "Final score"))
        self._retranslate_buttons()
        if self._view is None:
            return  # made ahead: show_result words the rest
        winners = self.winners()
        if len(winners) == 1:
            title = QCoreApplication.translate("Score", "Winner: {names}").format(names=winners[0])
        elif winners:  # a team, or a shared win: the verb agrees ("Vincono", "Winnaars")
            title = QCoreApplication.translate("Score", "Winners: {names}").format(names=joined(winners))
        else:
            title = QCoreApplication.translate("Score", "A draw: nobody wins.")
        self.banner.title.setText(title)
        self.banner.reason.setText(outcome_reason_text(self._view["outcome"]["reason"]))
        if len(self._people) == 1:
            self._you.setText(you_finished_text(self._places[self._people[0]]))
        self._fill_ranking()
        table = self._details()
        if table is not None and self._show_details:
            self._fill_details(table)

    def _retranslate_buttons(self) -> None:
        self._play_again.setText(QCoreApplication.translate("Score", "Rematch"))
        self._play_again.setToolTip(
            QCoreApplication.translate("Score", "Play again with the same players and a new deal.")
        )
        self._replay.setText(QCoreApplication.translate("Score", "Replay"))
        self._replay.setToolTip(QCoreApplication.translate("Score", "Watch this game again, move by move."))

    def _fill_ranking(self) -> None:
        figures = self._figures()
        headings = [QCoreApplication.translate("Score", "Place"), QCoreApplication.translate("Score", "Player")]
        # A long heading breaks between words onto a second line, so every column stays about a name's width.
        headings += [textwrap.fill(f.label, HEADING_CHARS) for f in figures]
        table = self.ranking
        table.clear()
        table.setColumnCount(len(headings))
        table.setRowCount(len(self._names))
        table.setHorizontalHeaderLabels(headings)
        table.verticalHeader().setVisible(False)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        bold = QFont()
        bold.setBold(True)
        winners = set(self._view["outcome"]["winners"])
        for row, seat in enumerate(self.ranking_order()):
            place = self._places[seat] if seat < len(self._places) else len(self._names)
            cells = [QTableWidgetItem(medal_icon(place), place_text(place))]
            cells.append(QTableWidgetItem(self._names[seat]))
            for figure in figures:
                item = QTableWidgetItem(figure.values[seat] if seat < len(figure.values) else "")
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                cells.append(item)
            for column, item in enumerate(cells):
                if seat in winners:
                    item.setFont(bold)
                    item.setBackground(QBrush(QColor(WINNER_ROW)))
                    item.setForeground(QBrush(QColor("#000000")))
                table.setItem(row, column, item)
            table.setRowHeight(row, MEDAL_PX + 10)
        table.resizeColumnsToContents()
        names = max((table.fontMetrics().horizontalAdvance(n) for n in self._names), default=0)
        widths = sum(table.columnWidth(c) for c in range(table.columnCount()) if c != 1)
        table.setMinimumWidth(widths + max(names + 24, header.sectionSizeHint(1)) + 2 * table.frameWidth() + 4)
        self._fit_height(table)

    def _fill_details(self, details: ScoreTable) -> None:
        table = self._table
        table.setRowCount(len(details.rows))
        table.setColumnCount(len(self._names))
        table.setHorizontalHeaderLabels(self._names)
        table.setVerticalHeaderLabels(list(details.rows))
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        bold = QFont()
        bold.setBold(True)
        winners = self._view["outcome"]["winners"]
        for row, cells in enumerate(details.cells):
            for seat, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if row == details.total_row:
                    item.setFont(bold)
                    if seat in winners:
                        item.setBackground(QBrush(QColor(WINNER_ROW)))
                        item.setForeground(QBrush(QColor("#000000")))
                table.setItem(row, seat, item)
        table.resizeRowsToContents()
        self._fit_height(table)

    @staticmethod
    def _fit_height(table: QTableWidget) -> None:
        rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
        table.setFixedHeight(rows + table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth() + 2)

    # ------------------------------------------------------------------ slots
    def _on_play_again_clicked(self) -> None:
        self.play_again_requested.emit()
        self.accept()

    def _on_replay_clicked(self) -> None:
        if self._record is not None:
            self.replay_requested.emit(self._record)
            self.accept()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._close.setFocus()  # not the first button of the box, which a shown dialog would focus

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
