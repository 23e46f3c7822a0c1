"""``parent_item`` asks an item's parent without PySide's ownership slip (tabletop_qt/ui/items/parent_item.py): a
top-level item asked with ``parentItem()`` passes to Python's ownership while its scene still deletes it, and a
garbage collection that takes both apart deletes it twice (SIGSEGV)."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import textwrap
from pathlib import Path

from PySide6.QtCore import QPoint, QRectF
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsRectItem, QGraphicsScene
from shiboken6 import Shiboken

from tabletop_qt.ui.items.parent_item import parent_item
from tests.test_cli import child_report
from tests.ui.hns_support import saloon_table
from tests.ui.test_high_noon_saloon_damage_hint import NAMES, _show, _split_attack

ROOT = Path(__file__).resolve().parents[2]


def test_a_top_level_items_parent_is_none_and_the_scene_still_owns_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = QGraphicsScene()
    item = QGraphicsEllipseItem(QRectF(0, 0, 10, 10))
    child = QGraphicsRectItem(item)
    scene.addItem(item)
    assert parent_item(item) is None
    assert parent_item(child) is item
    assert not Shiboken.ownedByPython(item)
    assert not Shiboken.ownedByPython(child)


def test_hovering_a_saloon_figure_leaves_it_owned_by_the_scene(qtbot) -> None:  # type: ignore[no-untyped-def]
    # The big card's lookup walks from the item under the pointer up to a card: past a figure, a top-level item.
    scene, view = saloon_table(qtbot)
    _show(scene, _split_attack(), 0)
    assert len(NAMES) >= 3
    for seat in range(3):
        figure = scene.figure_item(seat)
        qtbot.mouseMove(view.viewport(), QPoint(1, 1))
        qtbot.mouseMove(view.viewport(), view.mapFromScene(figure.sceneBoundingRect().center()))
        qtbot.wait(20)
        # (Asked first: PySide's item.scene() gives the item back to its scene, and hides the slip.)
        assert not Shiboken.ownedByPython(figure), seat


_COLLECTED_TOGETHER = textwrap.dedent(
    """
    import gc, json, sys
    from PySide6.QtCore import QRectF
    from PySide6.QtWidgets import QApplication, QGraphicsEllipseItem, QGraphicsRectItem, QGraphicsScene
    from tabletop_qt.ui.items.parent_item import parent_item

    app = QApplication([])
    gc.disable()
    raw = sys.argv[1] == "raw"
    if sys.argv[1] == "slips":  # does PySide still hand a top-level item asked for its parent to Python?
        from shiboken6 import Shiboken
        scene, probe = QGraphicsScene(), QGraphicsEllipseItem()
        scene.addItem(probe)
        probe.parentItem()
        print(json.dumps({"slips": Shiboken.ownedByPython(probe)}), flush=True)
        import os
        os._exit(0)  # not through the double deletion the slip sets up

    class Holder(QGraphicsRectItem):
        pass

    for _ in range(60):
        # A scene in a cycle with its items (each holds the scene, as a click handler does), the items watched from
        # another item's dict, as the damage hint watches figures: one collection takes all of them apart.
        scene = QGraphicsScene()
        holder = Holder()
        scene.addItem(holder)
        items = []
        for _ in range(5):
            item = QGraphicsEllipseItem(QRectF(0, 0, 5, 5))
            QGraphicsRectItem(item)
            scene.addItem(item)
            item.scene_ref = scene
            item.parentItem() if raw else parent_item(item)
            items.append(item)
        holder.watched = {item: n for n, item in enumerate(items)}
        scene.holder = holder
        del scene, holder, items, item
        gc.collect()
    print(json.dumps({"survived": True}))
    """
)


def _collect_together(how: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", _COLLECTED_TOGETHER, how], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, preexec_fn=_no_core_file)


def _no_core_file() -> None:
    # The control crashes on purpose: no core file in the working tree, wherever core dumps are on.
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def test_a_scene_and_its_items_collected_together_after_their_parents_were_asked() -> None:
    assert child_report(_collect_together("parent_item")) == {"survived": True}
    # The control: while PySide has the slip, asking the raw way kills the process in the same collection.
    if child_report(_collect_together("slips")) == {"slips": True}:
        assert _collect_together("raw").returncode != 0


def test_nothing_asks_parent_item_directly() -> None:
    # (A QWidget's parentWidget() is safe: a top-level widget is Python's already. No graphics item's is asked.)
    allowed = {ROOT / "tabletop_qt/ui/items/parent_item.py", Path(__file__).resolve()}
    found = [
        f"{path.relative_to(ROOT)}:{n}"
        for folder in ("tabletop_qt", "tests", "benchmarks", "tools")
        for path in sorted((ROOT / folder).rglob("*.py"))
        if path.resolve() not in allowed
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if ".parentItem()" in line or ".setParentItem(None)" in line
    ]
    # setParentItem(None) slips the same way: the item stays on the scene as Python's (take it off the scene instead).
    assert found == [], "use tabletop_qt.ui.items.parent_item.parent_item: " + ", ".join(found)
