"""The hints' and analyses' AssistService stops at once when its window closes: its thread's quit must not wait for
the GUI thread, which is the one blocked in stop() (queued there, every close waited the whole STOP_WAIT_MS)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QThread

import tabletop_qt.assist.service as service


class _RecordingThread(QThread):
    waits: list[bool] = []

    def wait(self, *args: Any) -> bool:  # type: ignore[override]
        done = super().wait(*args)
        _RecordingThread.waits.append(done)
        return done


def test_stopping_the_assist_service_ends_its_thread_within_the_first_wait(qapp, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(service, "QThread", _RecordingThread)
    monkeypatch.setattr(service, "STOP_WAIT_MS", 300)  # the failing case stays short
    _RecordingThread.waits = []
    assist = service.AssistService()
    assert assist.running
    assist.stop()
    assert _RecordingThread.waits[:1] == [True], _RecordingThread.waits
    assert not assist._thread.isRunning()
