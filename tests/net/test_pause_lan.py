"""The host of a real-time game pauses it for everyone, over real TCP on loopback: guests are told in every
update, their intents are refused with table.paused, the countdown goes on with what it had, and a guest's
forged request to pause is refused."""

from __future__ import annotations

from typing import Any

from tabletop_qt import __version__
from tabletop_qt.net.client import NetClient
from tabletop_qt.net.client_core import ClientCore, ViewChanged
from tabletop_qt.net.frames import encode_frame
from tests.table.ff_support import register
from tests.ui.test_lan_support import aio, in_process_host, run, stop_host  # noqa: F401 (fixtures)


def test_the_host_pauses_a_real_time_game_for_every_guest(qtbot, aio, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    register(monkeypatch)
    table = in_process_host(qtbot, game_id="frantic_frankfurt")
    guest = NetClient(ClientCore("Bea", app_version=__version__))
    views: list[ViewChanged] = []
    answers: list[Any] = []
    guest.view_changed.connect(views.append)
    guest.intent_answered.connect(answers.append)
    try:
        run(qtbot, guest.connect("127.0.0.1", table.port))
        qtbot.waitUntil(lambda: bool(views) and views[-1].countdown is not None, timeout=10000)
        running = views[-1]
        assert not running.paused
        table.controller.set_paused(True)
        qtbot.waitUntil(lambda: views[-1].paused, timeout=5000)
        paused = views[-1]
        assert paused.legal == [] and paused.countdown is None
        left_at_pause = running.countdown.remaining_ms  # type: ignore[union-attr]
        # The guest tries to play anyway, as a forged client would: refused with the reason, nothing changes.
        guest.submit({"type": "ready"})
        qtbot.waitUntil(lambda: bool(answers), timeout=5000)
        assert not answers[-1].accepted and answers[-1].reason == "table.paused"
        qtbot.wait(400)
        assert views[-1].version == paused.version and views[-1].paused
        table.controller.set_paused(False)
        qtbot.waitUntil(lambda: not views[-1].paused, timeout=5000)
        resumed = views[-1]
        assert resumed.countdown is not None and resumed.legal
        # What was left at the pause, less the little that ran before the host stopped the clock.
        assert resumed.countdown.remaining_ms <= left_at_pause
        assert resumed.countdown.remaining_ms > left_at_pause - 1000
        # A guest cannot pause: the protocol has no such message, and the host refuses it and plays on.
        guest._write(encode_frame({"t": "pause"}))
        qtbot.wait(300)
        assert not views[-1].paused and guest.core.view is not None
        qtbot.waitUntil(lambda: views[-1].version > resumed.version, timeout=10000)
        assert not views[-1].paused
    finally:
        run(qtbot, guest.close())
        stop_host(qtbot, table)
