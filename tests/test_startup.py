"""Start-up never ends in a traceback: an unusable data folder is said in the person's language (exit code 2),
and stored settings that cannot be read fall back to their defaults without stopping the app."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.test_cli import DUTCH, ENGLISH, ITALIAN, REPO, clean_env, run


def _unusable_folders(tmp_path: Path) -> dict[str, Path]:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    return {
        "a file": blocker,
        "under a file": blocker / "saves",
        # Nobody, root included, may make a folder in a process's /proc entry.
        "cannot be created": Path("/proc/1/tabletop-qt-data"),
    }


@pytest.mark.parametrize("case", ["a file", "under a file", "cannot be created"])
@pytest.mark.parametrize(
    ("locale", "words"),
    [(ENGLISH, "cannot be"), (ITALIAN, "non si può"), (DUTCH, "gegevensmap")],
    ids=["en", "it", "nl"],
)
def test_an_unusable_data_folder_is_one_translated_line_and_exit_code_2(
    tmp_path: Path, case: str, locale: dict[str, str], words: str
) -> None:
    folder = _unusable_folders(tmp_path)[case]
    result = run("-m", "tabletop_qt", "--data-dir", str(folder), **locale)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr and "Error" not in result.stderr
    # (Qt may add its own note above it where the machine lacks the locale's UTF-8 variant.)
    lines = [line for line in result.stderr.splitlines() if str(folder) in line]
    assert len(lines) == 1, result.stderr
    assert words in lines[0] and "--data-dir" in lines[0]


def test_bad_stored_settings_fall_back_to_defaults_and_the_app_keeps_running(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    settings = data / "settings.ini"
    settings.write_text("[General]\nbot_delay=fast\nlanguage=klingon\ngeometry=@ByteArray(garbage)\nlast_game={oops\n")
    process = subprocess.Popen(
        [sys.executable, "-m", "tabletop_qt", "--data-dir", str(data), "--no-discovery"],
        cwd=REPO,
        env=clean_env(**ENGLISH),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        # The app drops each bad value from the file as it reads it at start: then it is up, and must stay up
        # through its first turns of the event loop (the window shown, the home screen drawn).
        deadline = time.monotonic() + 60
        while "klingon" in settings.read_text() and process.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert "klingon" not in settings.read_text()
        time.sleep(1)
        assert process.poll() is None, process.communicate()[1]
    finally:
        process.terminate()
        _, stderr = process.communicate(timeout=30)
    assert "Traceback" not in stderr and "ValueError" not in stderr
    # Each bad value is reported once: it is gone from the file, so the next start says nothing.
    text = settings.read_text()
    assert "fast" not in text and "klingon" not in text
