"""A QGraphicsView that always fits its whole scene, so the table scales from a small laptop to 4K."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget


class TableView(QGraphicsView):
    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMinimumSize(320, 240)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # arrows and Space play the table
        # While a window is being resized the old card pictures are scaled; once it rests they are redrawn sharp.
        self._ratio_timer = QTimer(self)
        self._ratio_timer.setSingleShot(True)
        self._ratio_timer.setInterval(150)
        self._ratio_timer.timeout.connect(self._on_ratio_timer_timeout)
        scene.sceneRectChanged.connect(self._on_scene_scene_rect_changed)

    def setScene(self, scene: QGraphicsScene) -> None:  # noqa: N802 (Qt's name)
        """Each game has its own scene: follow the new one's rect, and fit it at once."""
        old = self.scene()
        if old is not None and old is not scene:
            try:
                old.sceneRectChanged.disconnect(self._on_scene_scene_rect_changed)
            except (RuntimeError, TypeError):
                pass
        super().setScene(scene)
        if scene is not None and old is not scene:
            scene.sceneRectChanged.connect(self._on_scene_scene_rect_changed)
            self.fit()
            self._tell_scene_the_ratio()

    def fit(self) -> None:
        scene = self.scene()
        rect = scene.sceneRect() if scene is not None else self.sceneRect()
        if rect.isValid():
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def render_ratio(self) -> float:
        return self.transform().m11() * self.devicePixelRatioF()

    def fit_ratio(self, scene: QGraphicsScene) -> float:
        """The render ratio fit() would give ``scene`` at the view's present size (fitInView's arithmetic: the
        viewport less a 2-pixel margin each side); 0 while the view or the scene has no size."""
        return self.ratio_for(scene.sceneRect())

    def ratio_for(self, rect: QRectF) -> float:
        """The render ratio a scene of ``rect`` would be fit at here (0 while the view has no size)."""
        area = QRectF(self.viewport().rect()).adjusted(2, 2, -2, -2)
        if not rect.isValid() or area.isEmpty():
            return 0.0
        return min(area.width() / rect.width(), area.height() / rect.height()) * self.devicePixelRatioF()

    def tell_ratio_ahead(self, scene: QGraphicsScene) -> None:
        """Tell ``scene``, not shown yet, the ratio it will be drawn at here: it draws its pictures now (in idle
        time), not when a game first shows it."""
        set_ratio = getattr(scene, "set_render_ratio", None)
        ratio = self.fit_ratio(scene)
        if set_ratio is not None and ratio > 0:
            set_ratio(ratio)

    def _tell_scene_the_ratio(self) -> None:
        set_ratio = getattr(self.scene(), "set_render_ratio", None)
        if set_ratio is not None:
            set_ratio(self.render_ratio())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()
        self._ratio_timer.start()

    def _on_ratio_timer_timeout(self) -> None:
        self._tell_scene_the_ratio()

    def _on_scene_scene_rect_changed(self, *_: object) -> None:
        self.fit()
        self._tell_scene_the_ratio()
