"""Where the app's data files are: inside the package once installed, at the top of the repo in a checkout."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _find(name: str) -> Path:
    for candidate in (_PACKAGE / name, _PACKAGE.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"the app's {name}/ folder is missing next to {_PACKAGE}")


def resources_dir() -> Path:
    return _find("resources")


def translations_dir() -> Path:
    return _find("translations")
