"""The app icon in every format the three systems want, drawn from resources/icons/tabletop-qt.svg with Qt.

    python3 packaging/icons.py OUT_DIR

Writes ``png/<size>.png`` (the hicolor sizes of a Linux desktop), ``tabletop-qt.ico`` (Windows: the exe's icon
and the installer's) and ``tabletop-qt.icns`` (macOS). The SVG stays the one source: no bitmap is committed.

ICO and ICNS are written here rather than through Qt's image plugins: Qt has no ICNS writer on every system and
its ICO writer stores bitmaps only; both formats accept PNG entries (ICO since Windows Vista, ICNS since 10.7),
and a container of PNGs is a few lines of ``struct``.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "tabletop-qt.svg"

# Where a Linux desktop looks for a themed icon (hicolor/<n>x<n>/apps).
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS entry types holding PNG data, by pixel size (the @2x types reuse a larger picture).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),  # 16@2x
    (b"icp6", 64),
    (b"ic12", 64),  # 32@2x
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),  # 128@2x
    (b"ic09", 512),
    (b"ic14", 512),  # 256@2x
    (b"ic10", 1024),  # 512@2x
)


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn on a transparent square of ``size`` pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("Qt could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file whose entries are PNG pictures (a width or height of 256 is written as 0, as the format says)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    directory = b""
    body = b""
    for size in sizes:
        data = pngs[size]
        edge = 0 if size >= 256 else size
        directory += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(data), offset + len(body))
        body += data
    return header + directory + body


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file of PNG entries: b'icns', total length, then (type, length, data) per entry, big-endian."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(out_dir: Path, svg: Path = SVG) -> dict[str, Path]:
    """Write every icon into ``out_dir``; returns {"png_dir", "ico", "icns", "svg"}."""
    # QPainter on a QImage needs a QGuiApplication (fonts, pixel ratios); a build machine has no screen, so the
    # headless platform serves unless the caller chose another.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    assert app is not None  # held in a local until every picture is drawn
    sizes = sorted(set(HICOLOR_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    pngs = {size: render_png(svg, size) for size in sizes}
    png_dir = out_dir / "png"
    png_dir.mkdir(parents=True, exist_ok=True)
    for size in HICOLOR_SIZES:
        (png_dir / f"{size}.png").write_bytes(pngs[size])
    ico = out_dir / "tabletop-qt.ico"
    ico.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    icns = out_dir / "tabletop-qt.icns"
    icns.write_bytes(icns_bytes(pngs))
    return {"png_dir": png_dir, "ico": ico, "icns": icns, "svg": svg}


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    for name, path in make_icons(Path(sys.argv[1])).items():
        print(f"{name}: {path}")
