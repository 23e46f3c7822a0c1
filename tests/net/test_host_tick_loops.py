"""The host adapter's timers on the loops the app really runs: qasync's (the app, the headless host) and plain
asyncio. Review rows 11-14: under qasync ``call_at`` returns a plain Handle without ``when()``; the host asked it,
so the first held hello (a 7th wrong code from one address) made every peer that spoke while it was held lose its
connection and killed the tick task for good: no hello deadline any more, every newcomer busy."""

from __future__ import annotations

import asyncio
import logging

import pytest

from tabletop_qt.net.guard import Limits
from tabletop_qt.net.host_core import HostCore
from tests.net.hostile_support import CODE, HONEST, ask, connect, hello, join, read_frame, start_host
from tests.net.loops import both_loops, run_on

GUESSER = "127.0.0.2"
# Two free wrong codes, then a short wait: the third wrong code is held for its turn.
LIMITS = Limits(free_wrong=2, first_wait=0.4, hold_limit=5.0, hello_seconds=0.5)


@both_loops
def test_a_held_hello_neither_drops_other_peers_nor_stops_the_ticks(loop_kind: str) -> None:
    async def scenario() -> tuple[list[str | None], str | None, str | None, str | None, int]:
        live = await start_host(LIMITS)
        try:
            answers = [await ask(live.port, GUESSER, code="0000") for _ in range(LIMITS.free_wrong + 1)]
            wrong = [a["reason"] if a else None for a in answers]
            # The next wrong code from that address is held for its turn ...
            held_reader, held_writer = await connect(live.port, GUESSER)
            held_writer.write(hello(code="0001"))
            while live.core.next_due() is None:
                await asyncio.sleep(0.01)
            # ... and while it is, an honest guest says hello and is welcomed, not cut off mid-conversation.
            honest = await join(live.port, HONEST, code=CODE, spectator=True)
            held = await read_frame(held_reader)
            held_writer.close()
            # The ticks still run: a connection that never says hello is cut off at its deadline.
            silent_reader, silent_writer = await connect(live.port, "127.0.0.3")
            silent = await asyncio.wait_for(read_frame(silent_reader), 10)
            silent_writer.close()
            return (
                wrong,
                honest,
                held["reason"] if held else None,
                silent["reason"] if silent else None,
                live.host.ticks_failed,
            )
        finally:
            await live.stop()

    wrong, honest, held, silent, failed = run_on(loop_kind, scenario())
    assert wrong == ["lan.wrong_code"] * (LIMITS.free_wrong + 1)
    assert honest == "welcome"
    assert held == "lan.wrong_code"  # looked at when its turn came
    assert silent == "lan.hello_timeout"
    assert failed == 0


class _FailsOnce(HostCore):
    """A HostCore whose first tick raises, as any bug in a tick might."""

    failed = False

    def tick(self, now: float) -> list:  # type: ignore[type-arg]
        if not self.failed:
            self.failed = True
            raise RuntimeError("a bug in one tick")
        return super().tick(now)


@both_loops
def test_an_exception_in_one_tick_is_logged_and_the_next_tick_comes(
    loop_kind: str, caplog: pytest.LogCaptureFixture
) -> None:
    async def scenario() -> tuple[str | None, int]:
        live = await start_host(LIMITS)
        live.core.__class__ = _FailsOnce
        try:
            reader, writer = await connect(live.port, "127.0.0.3")
            answer = await asyncio.wait_for(read_frame(reader), 10)
            writer.close()
            return (answer["reason"] if answer else None), live.host.ticks_failed
        finally:
            await live.stop()

    with caplog.at_level(logging.ERROR, logger="tabletop_qt.net.host"):
        silent, failed = run_on(loop_kind, scenario())
    assert silent == "lan.hello_timeout"  # a later tick cut the silent connection off
    assert failed == 1
    assert any("tick failed" in r.message and r.exc_info for r in caplog.records)
