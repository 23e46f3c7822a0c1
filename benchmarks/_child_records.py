"""A child process that appends records of doubles to a file while a benchmark runs, read back once it stops (used by
_speed_canary.py and _thread_clocks.py: each child watches the machine or the app from outside the app's process)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from array import array
from pathlib import Path


class ChildRecords:
    """``start()``; ``wait_ready()`` until its first record; ``stop()`` kills it and gives every whole record's
    doubles in one array. ``code`` runs as ``python -c code FILE *args``."""

    def __init__(self, prefix: str, code: str, args: tuple[str, ...], width: int) -> None:
        handle, name = tempfile.mkstemp(prefix=prefix)
        os.close(handle)  # the child appends to it by name
        self._file = Path(name)
        self._code, self._args, self._width = code, args, width
        self._proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        self._proc = subprocess.Popen([sys.executable, "-c", self._code, str(self._file), *self._args])

    @property
    def pid(self) -> int:
        assert self._proc is not None
        return self._proc.pid

    def wait_ready(self, limit_s: float = 3.0) -> None:
        """Until the child's first record is written (a Python start: ~50 ms), so the run's first gaps are seen."""
        end = time.perf_counter() + limit_s
        while time.perf_counter() < end and not self._file.stat().st_size:
            time.sleep(0.005)

    def stop(self) -> array:
        if self._proc is not None:
            self._proc.kill()
            self._proc.wait()
            self._proc = None
        raw = array("d")
        data = self._file.read_bytes()
        whole = 8 * self._width
        raw.frombytes(data[: len(data) - len(data) % whole])
        self._file.unlink(missing_ok=True)
        return raw
