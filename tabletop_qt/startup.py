"""Start-up checks: a data folder the app can use, and stored settings read safely (a bad value never stops the
app: it falls back to its default, and the person is told)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QSettings

from tabletop_qt.i18n.languages import Language, parse_language

DEFAULT_BOT_DELAY_MS = 700


# An immutable value as a NamedTuple, not a frozen dataclass: this is read before the first frame, and the dataclasses
# module (with copy) and a dataclass's generated methods cost it ~1.5 ms that nothing else before it needs.
class StoredSettings(NamedTuple):
    language: Language | None  # None: none stored (or a bad one): the system's
    bot_delay_ms: int
    notes: tuple[str, ...]  # translated sentences: what was wrong and what is used instead


def data_dir_problem(folder: Path) -> str | None:
    """Make ``folder`` if needed; the translated reason the app cannot keep its files there, or None."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        return QCoreApplication.translate(
            "Startup", "The data folder {folder} cannot be used: a file is in the way. Choose another with --data-dir."
        ).format(folder=folder)
    except OSError:
        return QCoreApplication.translate(
            "Startup", "The data folder {folder} cannot be created here. Choose another with --data-dir."
        ).format(folder=folder)
    return None


def can_write(folder: Path) -> bool:
    """Whether a file can really be written in ``folder`` (permission bits alone say nothing to root, nor about a
    read-only disk)."""
    try:
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".write-test-"):
            pass
    except OSError:
        return False
    return os.path.isdir(folder)


def read_stored_settings(settings: QSettings) -> StoredSettings:
    """The stored language and bot pace; a value that cannot be read is removed, so it is reported only once."""
    notes: list[str] = []
    language = None
    raw_language = settings.value("language")
    if raw_language is not None:
        language = parse_language(raw_language) if isinstance(raw_language, str) else None
        if language is None:
            notes.append(
                QCoreApplication.translate(
                    "Startup", "The stored language “{value}” is not one the app has; the system's language is used."
                ).format(value=raw_language)
            )
            settings.remove("language")
    bot_delay = DEFAULT_BOT_DELAY_MS
    raw_delay = settings.value("bot_delay")
    if raw_delay is not None:
        try:
            bot_delay = int(str(raw_delay).strip())
            if bot_delay < 0:
                raise ValueError(raw_delay)
        except ValueError:
            bot_delay = DEFAULT_BOT_DELAY_MS
            notes.append(
                QCoreApplication.translate(
                    "Startup", "The stored bot pace “{value}” could not be read; it is back to Normal."
                ).format(value=raw_delay)
            )
            settings.remove("bot_delay")
    if notes:
        settings.sync()
    return StoredSettings(language, bot_delay, tuple(notes))
