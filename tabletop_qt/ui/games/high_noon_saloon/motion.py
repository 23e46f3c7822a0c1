"""What moves on the High Noon Saloon table: figures sliding from space to space, a muzzle flash (a gun attack)
or a swing (a melee attack) at the attacker, a floating "-4" over each player who loses grit, and the last
move's arrow fading out when the next turn begins.

Everything here is decoration drawn after the position is already on the table: the scene has placed every item
where the view says before a motion starts, the rules thread never waits for it, and a new position finishes the
running slides at once (at the Fast and Instant paces the next position comes before a slide ends, so figures
jump); a flash or a damage number runs its short course whatever comes. ``enabled`` off (a replay stepped by hand) shows each position still. Each step only moves or fades a few
items, well under a frame.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from enum import Enum
from typing import Any

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QObject, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsScene, QGraphicsSimpleTextItem

from tabletop_qt.ui.items.text_items import pixel_font
from tabletop_qt.ui.games.high_noon_saloon.layout import FIGURE_R

SLIDE_MS = 420  # a figure's move, as Times Square's figures and Tea Time's cards
FLASH_MS = 380  # a muzzle flash or a swing
FLOAT_MS = 1100  # a damage number rising and fading
FADE_MS = 650  # the last move's arrow fading when a turn begins
# Each animation is deleted once it stops: the scene lives as long as the window, and each stayed its child (with
# the closures it holds) until then, 185 of them after 15 s of bots.
DELETED_WHEN_STOPPED = QAbstractAnimation.DeletionPolicy.DeleteWhenStopped
Z_EFFECTS = 60.0  # over the figures (10) and the last-move mark (40)

#: ``QGraphicsItem.data(EFFECT_KEY)`` on each effect item: ``Effect.FLASH``, ``Effect.SWING`` or ``Effect.DAMAGE``.
EFFECT_KEY = 1


class Effect(Enum):
    FLASH = "flash"
    SWING = "swing"
    DAMAGE = "damage"


class HnsMotion(QObject):
    """The scene's running animations and effect items."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self._scene = scene
        self._slides: list[QVariantAnimation] = []
        self._effects: list[tuple[QVariantAnimation, QGraphicsItem]] = []
        self.enabled = True

    # ------------------------------------------------------------------ asked by the scene and by tests
    @property
    def animating(self) -> bool:
        return bool(self._slides or self._effects)

    def effect_items(self, kind: Effect | None = None) -> list[QGraphicsItem]:
        return [item for _, item in self._effects if kind is None or item.data(EFFECT_KEY) == kind]

    def finish(self, effects: bool = True) -> None:
        """Every running slide (and fade) to its end: a new position is drawn where the view says. With
        ``effects`` (a new table) the flashes and damage numbers go too; otherwise they run their short course,
        over a table that has moved on (each is drawn where it happened)."""
        for animation in list(self._slides):
            animation.setCurrentTime(animation.totalDuration())
            animation.stop()
        self._slides.clear()
        if not effects:
            return
        for animation, item in list(self._effects):
            animation.stop()
            self._drop_effect(animation, item)

    # ------------------------------------------------------------------ figures
    def slide(self, item: QGraphicsItem, start: QPointF, end: QPointF) -> None:
        """Move ``item`` (already placed at ``end``) from ``start`` to ``end``."""
        if not self.enabled or (start - end).manhattanLength() < 1:
            item.setPos(end)
            return
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(SLIDE_MS)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        # A small hop over the table: the figure is lifted, not dragged through what lies between.
        lift = min(40.0, QPointF(end - start).manhattanLength() / 6)
        z = item.zValue()
        item.setZValue(z + 5)

        def step(value: Any) -> None:
            t = float(value)
            item.setPos(start + (end - start) * t - QPointF(0, lift * math.sin(math.pi * t)))

        def done() -> None:
            item.setPos(end)
            item.setZValue(z)
            if animation in self._slides:
                self._slides.remove(animation)

        animation.valueChanged.connect(step)
        animation.finished.connect(done)
        self._slides.append(animation)
        item.setPos(start)
        animation.start(DELETED_WHEN_STOPPED)

    # ------------------------------------------------------------------ attacks
    def attack(self, attacker: QPointF, targets: Sequence[QPointF], gun: bool) -> None:
        """A muzzle flash pointing at the first target (gun), or a swing arc towards it (melee)."""
        if not self.enabled:
            return
        self.drop(Effect.FLASH, Effect.SWING, Effect.DAMAGE)  # a new attack: the last one's marks are read
        aim = targets[0] if targets else attacker + QPointF(1, 0)
        angle = math.degrees(math.atan2(aim.y() - attacker.y(), aim.x() - attacker.x()))
        item = _flash_item() if gun else _swing_item()
        item.setData(EFFECT_KEY, Effect.FLASH if gun else Effect.SWING)
        item.setPos(attacker)
        item.setRotation(angle)
        self._run(item, FLASH_MS, lambda t: _pulse(item, t, gun))

    def damage(self, target: QPointF, amount: int) -> None:
        """A red "-N" rising from the figure and fading."""
        if not self.enabled or amount <= 0:
            return
        text = QGraphicsSimpleTextItem(f"\u2212{amount}")  # a number with a minus sign: no words to translate
        text.setFont(pixel_font(46, True))
        text.setBrush(QBrush(QColor("#ff3b2a")))
        text.setPen(QPen(QColor("#fff3c4"), 2.5))  # a light edge: it reads on the dark floor and the red rug
        rect = text.boundingRect()
        text.setData(EFFECT_KEY, Effect.DAMAGE)
        start = target - QPointF(rect.width() / 2, FIGURE_R + rect.height())

        def step(t: float) -> None:
            text.setPos(start - QPointF(0, 46 * t))
            text.setOpacity(1.0 if t < 0.55 else max(0.0, 1 - (t - 0.55) / 0.45))

        text.setPos(start)
        self._run(text, FLOAT_MS, step)

    # ------------------------------------------------------------------ the last move's arrow
    def fade_out(self, items: Sequence[QGraphicsItem]) -> None:
        """Fade the (former) last-move mark's items, then take them off the table."""
        scene = self._scene
        items = [i for i in items if i.scene() is scene]
        if not items:
            return
        if not self.enabled:
            for item in items:
                scene.removeItem(item)
            return
        animation = QVariantAnimation(self)
        animation.setStartValue(1.0)
        animation.setEndValue(0.0)
        animation.setDuration(FADE_MS)

        def step(value: Any) -> None:
            for item in items:
                item.setOpacity(float(value))

        def done() -> None:
            for item in items:
                if item.scene() is scene:
                    scene.removeItem(item)
            if animation in self._slides:
                self._slides.remove(animation)

        animation.valueChanged.connect(step)
        animation.finished.connect(done)
        # Kept with the slides: a new position or a new table ends the fade at once (the arrow gone).
        self._slides.append(animation)
        animation.start(DELETED_WHEN_STOPPED)

    # ------------------------------------------------------------------ the effects' life
    def _run(self, item: QGraphicsItem, duration: int, step: Callable[[float], None]) -> None:
        item.setZValue(Z_EFFECTS)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # an effect never takes a click meant for the table
        item.setAcceptHoverEvents(False)
        self._scene.addItem(item)
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(duration)
        animation.valueChanged.connect(lambda value: step(float(value)))
        animation.finished.connect(lambda: self._drop_effect(animation, item))
        self._effects.append((animation, item))
        step(0.0)
        animation.start(DELETED_WHEN_STOPPED)

    def drop(self, *kinds: Effect) -> None:
        """Take the running effects of these kinds off the table (newer ones take their place)."""
        for _, item in list(self._effects):
            if item.data(EFFECT_KEY) in kinds:
                self._drop_by_item(item)

    def _drop_by_item(self, item: QGraphicsItem) -> None:
        for animation, other in list(self._effects):
            if other is item:
                animation.stop()
                self._drop_effect(animation, item)

    def _drop_effect(self, animation: QVariantAnimation, item: QGraphicsItem) -> None:
        if (animation, item) in self._effects:
            self._effects.remove((animation, item))
        if item.scene() is self._scene:
            self._scene.removeItem(item)


def _pulse(item: QGraphicsItem, t: float, gun: bool) -> None:
    """A flash bursts out and dies quickly; a swing sweeps round and fades."""
    if gun:
        item.setScale(0.6 + 0.7 * math.sin(math.pi * min(1.0, t * 1.6)) if t < 0.62 else 0.01)
        item.setOpacity(1.0 if t < 0.5 else max(0.0, 1 - (t - 0.5) / 0.5))
    else:
        base = item.data(2) if isinstance(item.data(2), float) else item.rotation()
        item.setData(2, base)
        item.setRotation(base - 70 + 140 * t)
        item.setOpacity(1.0 if t < 0.6 else max(0.0, 1 - (t - 0.6) / 0.4))


def _flash_item() -> QGraphicsItem:
    """A star of flame just in front of the figure, its long point towards the target (angle 0 = right)."""
    points = []
    for i in range(14):
        a = math.radians(i * 360 / 14)
        r = (30 if i % 2 == 0 else 12) * (1.9 if i == 0 else 1.0)
        points.append(QPointF(FIGURE_R + 16 + r * math.cos(a), r * math.sin(a)))
    path = QPainterPath()
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    outer = QGraphicsPathItem(path)
    outer.setBrush(QBrush(QColor("#ff9a1f")))
    outer.setPen(QPen(QColor("#fff1a8"), 3))
    core = QPainterPath()
    core.addEllipse(QPointF(FIGURE_R + 16, 0), 10, 10)
    inner = QGraphicsPathItem(core, outer)
    inner.setBrush(QBrush(QColor("#fffbe0")))
    inner.setPen(QPen(Qt.PenStyle.NoPen))
    return outer


def _swing_item() -> QGraphicsItem:
    """A crescent of motion lines round the front of the figure (angle 0 = towards the target)."""
    path = QPainterPath()
    outer = QRectF(-FIGURE_R - 34, -FIGURE_R - 34, 2 * FIGURE_R + 68, 2 * FIGURE_R + 68)
    inner = QRectF(-FIGURE_R - 8, -FIGURE_R - 8, 2 * FIGURE_R + 16, 2 * FIGURE_R + 16)
    path.arcMoveTo(outer, 60)
    path.arcTo(outer, 60, -120)
    path.arcTo(inner, -60, 120)
    path.closeSubpath()
    item = QGraphicsPathItem(path)
    item.setBrush(QBrush(QColor(255, 241, 200, 225)))
    item.setPen(QPen(QColor("#ff8a1f"), 4))
    return item


def play_events(motion: HnsMotion, events: Sequence[Any], figures: dict[int, QGraphicsItem],
                before: dict[int, QPointF], attack: dict[str, Any] | None) -> None:
    """Animate what ``events`` did on a position the scene has just drawn: ``figures`` are the figures on the map
    now (at their new spaces), ``before`` where each stood on the table before this position, ``attack`` the
    view's attack under way (its kind: an attack is declared, then its targets named in a later position)."""
    gun = (attack or {}).get("kind", "gun") == "gun"
    if any(getattr(event, "code", "") == "hns.damage" for event in events):
        motion.drop(Effect.DAMAGE)  # this attack's numbers replace the last one's: never a pile of them
    for event in events:
        code, args = getattr(event, "code", ""), getattr(event, "args", {})
        if code == "hns.attack_declared":
            gun = args.get("attack") == "gun"
        elif code in ("hns.moved", "hns.jumped", "hns.placed"):
            seat = args.get("seat")
            item = figures.get(seat) if isinstance(seat, int) else None
            if item is not None and seat in before:
                motion.slide(item, before[seat], item.pos())
        elif code == "hns.targeted":
            attacker = figures.get(args.get("seat"))
            targets = [figures[t].pos() for t in args.get("targets", []) if t in figures]
            if attacker is not None:
                motion.attack(attacker.pos(), targets, gun)
        elif code == "hns.damage":
            target = args.get("target")
            where = figures[target].pos() if target in figures else before.get(target)
            if where is not None:
                motion.damage(where, int(args.get("grit", 0)))
