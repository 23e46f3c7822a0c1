"""The estimated win chance over a replayed game, drawn under the table: one point per decision of the seat (its
chance with the search's choice), marked by grade, the even share as a dashed line, the position shown as a
cursor. A click on the graph asks for the decision nearest to it (``point_clicked`` with its position)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from tabletop_qt.analysis.game import GameAnalysis
from tabletop_qt.analysis.grading import Grade

GRADE_COLOURS: dict[Grade, QColor] = {
    Grade.GOOD: QColor("#7fd18b"),
    Grade.INACCURACY: QColor("#f4d03f"),
    Grade.MISTAKE: QColor("#f39c12"),
    Grade.BLUNDER: QColor("#e74c3c"),
}
LINE = QColor("#fff8e6")
BACKGROUND = QColor("#173f2b")
CURSOR = QColor("#e040fb")  # the hint's violet: the move the search chose is lit in it on the table
MARGIN = 10.0
LEFT = 40.0  # room for the percentages on the left
POINT_R = 4.0


class AnalysisGraph(QWidget):
    point_clicked = Signal(int)  # the position of the decision nearest to the click

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysis_graph")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(90)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._analysis: GameAnalysis | None = None
        self._players = 2
        self._position = 0

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(400, 110)

    def set_analysis(self, analysis: GameAnalysis | None, players: int) -> None:
        self._analysis = analysis
        self._players = max(1, players)
        self.update()

    def set_position(self, position: int) -> None:
        self._position = position
        self.update()

    # ------------------------------------------------------------------ geometry
    def _area(self) -> QRectF:
        return QRectF(self.rect()).adjusted(LEFT, MARGIN, -MARGIN, -MARGIN)

    def _x(self, position: float) -> float:
        area = self._area()
        last = max(1, (self._analysis.positions - 1) if self._analysis else 1)
        return area.left() + area.width() * position / last

    def _y(self, win: float) -> float:
        area = self._area()
        return area.bottom() - area.height() * max(0.0, min(1.0, win))

    def point_of(self, position: int) -> QPointF | None:
        """Where the decision at ``position`` is drawn (tests click there)."""
        analysis = self._analysis
        if analysis is None:
            return None
        for decision in analysis.decisions:
            if decision.position == position:
                return QPointF(self._x(position), self._y(decision.win_before))
        return None

    # ------------------------------------------------------------------ drawing
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), BACKGROUND)
        area = self._area()
        share = 1.0 / self._players
        painter.setPen(QPen(QColor(255, 255, 255, 150), 1))
        for value in (0.0, 0.5, 1.0):  # the scale: numbers and a percent sign read the same in every language
            box = QRectF(0, self._y(value) - 8, LEFT - 6, 16)
            painter.drawText(box, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), f"{round(value * 100)}%")
        painter.setPen(QPen(QColor(255, 255, 255, 90), 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(area.left(), self._y(share)), QPointF(area.right(), self._y(share)))
        analysis = self._analysis
        if analysis is not None and analysis.decisions:
            path = QPainterPath()
            for index, decision in enumerate(analysis.decisions):
                point = QPointF(self._x(decision.position), self._y(decision.win_before))
                if index:
                    path.lineTo(point)
                else:
                    path.moveTo(point)
            painter.setPen(QPen(LINE, 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            for decision in analysis.decisions:
                point = QPointF(self._x(decision.position), self._y(decision.win_before))
                marked = decision.grade is not Grade.GOOD
                radius = POINT_R + (2 if marked else 0)
                painter.setPen(QPen(QColor("#102a1c"), 1))
                painter.setBrush(QBrush(GRADE_COLOURS[decision.grade]))
                painter.drawEllipse(point, radius, radius)
        painter.setPen(QPen(CURSOR, 2))
        x = self._x(self._position)
        painter.drawLine(QPointF(x, area.top() - MARGIN / 2), QPointF(x, area.bottom() + MARGIN / 2))
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        analysis = self._analysis
        if analysis is None or not analysis.decisions or event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        x = event.position().x()
        nearest = min(analysis.decisions, key=lambda d: abs(self._x(d.position) - x))
        self.point_clicked.emit(nearest.position)
