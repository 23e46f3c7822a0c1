"""Write the home screen's pictures shipped for a very first start: resources/home-art/<language>/<game>-<w>x<h>.argb.z

    python tools/draw_home_pictures.py

For each interface language the app is started as on a very first start (a fresh data folder, the default window,
the offscreen platform, no shipped picture), in a child process; once every tile shows its picture, the pictures it
drew at its tiles' sizes (its picture cache, ui/home_art.py) are written here (ui/shipped_art.py: the cache's format,
compressed), and the language's older ones go. Run it again after changing a game's home picture (its SVGs, core/games/home_art.py, High Noon Saloon's faces or
their words) or the home page's layout: tests/ui/test_shipped_home_art.py fails until then.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("en", "it", "nl")

# The child: the app's very first start, closed once every tile shows its picture; prints its tiles' picture keys.
CHILD = r"""
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
from tabletop_qt.ui import main_window, shipped_art
shipped_art.enabled = False  # drawn, not read
made = main_window.MainWindow.__init__
keys = []

def watched(self, *args, **kwargs):
    made(self, *args, **kwargs)

    def close_when_drawn():
        if self.home.pictures_shown():
            from tabletop_qt.ui.home_art import _key
            for game_id, tile in self.home.tiles.items():
                art = tile.art
                keys.append(_key(game_id, art.width(), art.height(), art.devicePixelRatioF()))
            self.close()
        else:
            QTimer.singleShot(10, close_when_drawn)

    self.first_frame_painted.connect(close_when_drawn)

main_window.MainWindow.__init__ = watched
from tabletop_qt.app import main
rc = main(["--data-dir", sys.argv[1], "--no-discovery"])
print(json.dumps({"rc": rc, "keys": keys}))
"""

def first_start_pictures(language: str, data_dir: Path) -> list[tuple[str, str, int, int]]:
    """The keys of the pictures a very first start in ``language`` shows, drawn into ``data_dir``'s cache."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LANGUAGE=language, LC_ALL="C.UTF-8", LANG="C.UTF-8")
    env["PYTHONPATH"] = str(ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    proc = subprocess.run([sys.executable, "-c", CHILD, str(data_dir)], cwd=str(ROOT), env=env, capture_output=True,
                          text=True, timeout=120, check=False)
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    if proc.returncode != 0 or not lines or json.loads(lines[-1])["rc"] != 0:
        raise RuntimeError(f"the first start in {language} failed ({proc.returncode}):\n{proc.stderr}")
    return [tuple(key) for key in json.loads(lines[-1])["keys"]]  # type: ignore[misc]


def main() -> int:
    sys.path.insert(0, str(ROOT))
    from PySide6.QtGui import QGuiApplication

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication([sys.argv[0]])  # noqa: F841  (QPixmap and fonts want an application)
    from tabletop_qt.paths import resources_dir
    from tabletop_qt.ui import home_art
    from tabletop_qt.ui.shipped_art import FOLDER_NAME, SUFFIX, to_bytes

    for language in LANGUAGES:
        with tempfile.TemporaryDirectory(prefix="tabletop-home-pictures-") as tmp:
            keys = first_start_pictures(language, Path(tmp))
            home_art.use_disk_cache(Path(tmp) / "cache" / "home-art")
            target = resources_dir() / FOLDER_NAME / language
            target.mkdir(parents=True, exist_ok=True)
            for old in target.iterdir():
                old.unlink()
            for key in keys:
                if key[1] != language:
                    raise RuntimeError(f"the first start in {language} drew {key}")
                path = home_art._disk_file(key)
                image = home_art._read_picture(path) if path is not None else None
                if image is None:
                    raise RuntimeError(f"no picture drawn for {key}")
                out = target / f"{key[0]}-{key[2]}x{key[3]}{SUFFIX}"
                out.write_bytes(to_bytes(image))
                print(f"{out.relative_to(ROOT)}: {out.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
