"""Render every Tea Time card (and the app icon), or High Noon Saloon's pictures, into one PNG contact sheet.

Usage::

    QT_QPA_PLATFORM=offscreen python tools/render_art_preview.py /tmp/art.png
    QT_QPA_PLATFORM=offscreen python tools/render_art_preview.py /tmp/hns.png high_noon_saloon

Each SVG is drawn at 90 px and at 200 px wide. SVGs that QSvgRenderer cannot load are listed on
stdout, and any warning QtSvg prints while loading (unsupported elements or attributes) is shown as
well; the exit status is 1 if anything failed or warned.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt, QtMsgType, qInstallMessageHandler  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "resources" / "tea_time" / "cards"
ICON = ROOT / "resources" / "icons" / "tabletop-qt.svg"

CHARACTERS = ("caterpillar", "cheshire_cat", "tweedles", "mad_hatter", "queen_of_hearts", "white_rabbit")
WIDTHS = (90, 200)
CARD_RATIO = 280 / 200
GAP = 12

_warnings: list[str] = []


def _on_message(kind: QtMsgType, _context: object, message: str) -> None:
    if kind != QtMsgType.QtDebugMsg:
        _warnings.append(message)


def card_files() -> list[Path]:
    files = [CARDS / "alice.svg"]
    for character in CHARACTERS:
        files.append(CARDS / f"{character}_normal.svg")
        files.append(CARDS / f"{character}_mirror.svg")
    files.append(CARDS / "back.svg")
    return files


def hns_files() -> list[Path]:
    """High Noon Saloon's areas, portraits and card backs (tools/generate_high_noon_saloon_art.py)."""
    return sorted((ROOT / "resources" / "high_noon_saloon" / "art").rglob("*.svg"))


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else Path("/tmp/art.png")
    qInstallMessageHandler(_on_message)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv)  # noqa: F841 - must outlive the painting

    files = hns_files() if argv[2:] == ["high_noon_saloon"] else card_files() + [ICON]
    failed: list[str] = []
    renderers: list[tuple[Path, QSvgRenderer | None]] = []
    for path in files:
        before = len(_warnings)
        renderer = QSvgRenderer(str(path)) if path.exists() else None
        if renderer is None or not renderer.isValid():
            failed.append(f"{path.relative_to(ROOT)}: not loaded")
            renderer = None
        for message in _warnings[before:]:
            failed.append(f"{path.relative_to(ROOT)}: {message}")
        renderers.append((path, renderer))

    # Row 1: everything at 90 px. The rows below: everything at 200 px, eight per row.
    columns = len(files)
    row_heights = [round(w * CARD_RATIO) for w in WIDTHS]
    width = max(GAP + columns * (WIDTHS[0] + GAP), GAP + 8 * (WIDTHS[1] + GAP))
    big_rows = (columns + 7) // 8
    height = GAP + row_heights[0] + GAP + big_rows * (row_heights[1] + GAP)
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("#5b6b5b"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)

    def draw(path: Path, renderer: QSvgRenderer | None, x: int, y: int, w: int) -> None:
        h = w if path == ICON else round(w * CARD_RATIO)
        if renderer is not None and path.parent.name in ("areas", "portraits"):
            # A picture of its own shape, drawn at its width within the row (an area is wide, a portrait tall).
            size = renderer.defaultSize()
            h = min(h, round(w * size.height() / max(1, size.width())))
        if renderer is None:
            painter.fillRect(x, y, w, h, Qt.GlobalColor.red)
            return
        before = len(_warnings)
        renderer.render(painter, QRectF(x, y, w, h))
        for message in _warnings[before:]:
            failed.append(f"{path.relative_to(ROOT)} (drawing at {w} px): {message}")

    x = GAP
    for path, renderer in renderers:
        draw(path, renderer, x, GAP, WIDTHS[0])
        x += WIDTHS[0] + GAP
    y0 = GAP + row_heights[0] + GAP
    for i, (path, renderer) in enumerate(renderers):
        row, col = divmod(i, 8)
        draw(path, renderer, GAP + col * (WIDTHS[1] + GAP), y0 + row * (row_heights[1] + GAP), WIDTHS[1])
    painter.end()

    if not image.save(str(out)):
        print(f"could not write {out}")
        return 1
    print(f"wrote {out} ({width}x{height}, {len(files)} SVGs)")
    for line in failed:
        print(f"FAILED {line}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
