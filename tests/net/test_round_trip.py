"""The guests' round trip, measured by their own pings and told to the host (the host's seats wait it out in a
real-time game: table/realtime.py)."""

from __future__ import annotations

from tabletop_qt.net.client_core import PING_HISTORY, ClientCore
from tabletop_qt.net.frames import FrameDecoder, encode_frame
from tabletop_qt.net.host_core import HostCore, Send
from tabletop_qt.net.host_peers import Seat, SeatState
from tabletop_qt.net.messages import T


def seated(core: HostCore, conn: int, name: str, now: float) -> ClientCore:
    client = ClientCore(name, game_id="tea_time", rules_version=core.rules_version)
    core.connected(conn, now)
    for effect in core.received(conn, client.hello(), now):
        if isinstance(effect, Send) and effect.conn == conn:
            client.received(effect.data, now)
    assert client.seat is not None
    return client


def ping_pong(core: HostCore, client: ClientCore, conn: int, n: int, sent: float, back: float) -> dict:
    """One ping at ``sent`` whose pong reaches the client at ``back``; returns the ping as the host read it."""
    data = client.ping(n, sent)
    (ping,) = FrameDecoder().feed(data)
    (pong,) = [e for e in core.received(conn, data, sent) if isinstance(e, Send)]
    client.received(pong.data, back)
    return ping


def test_a_client_measures_its_pings_and_tells_the_host_the_median_which_takes_the_median_of_its_guests() -> None:
    from tabletop_qt.core.games import get_game

    core = HostCore("t", "tea_time", get_game("tea_time").rules_version, [Seat("", SeatState.OPEN) for _ in range(3)])
    a = seated(core, 1, "A", 0.0)
    b = seated(core, 2, "B", 0.0)
    assert core.guests_round_trip_ms() is None
    first = ping_pong(core, a, 1, 1, 10.0, 10.004)
    assert first["t"] == T.PING and "rtt_us" not in first  # nothing measured yet
    assert a.round_trip is not None and abs(a.round_trip - 0.004) < 1e-9
    assert core.guests_round_trip_ms() is None  # the host hears of it with the next ping

    ping_pong(core, a, 1, 2, 12.0, 12.010)  # round trips 4 and 10 ms: median 7
    ping_pong(core, a, 1, 3, 14.0, 14.006)  # 4, 10, 6: median 6
    assert core.guests_round_trip_ms() == 7.0  # what ping 3 carried
    ping_pong(core, b, 2, 1, 14.0, 14.030)
    ping_pong(core, b, 2, 2, 16.0, 16.030)
    assert core.guests_round_trip_ms() == (7.0 + 30.0) / 2  # the median of the two guests' latest word

    # A pong for a ping never sent, or one read without the time, measures nothing.
    before = a.round_trip
    a.received(encode_frame({"t": T.PONG, "n": 999}), 20.0)
    a.ping(5, 21.0)
    a.received(encode_frame({"t": T.PONG, "n": 5}))
    assert a.round_trip == before


def test_only_the_last_few_round_trips_count() -> None:
    client = ClientCore("A")
    for n in range(1, 3 * PING_HISTORY):
        client.ping(n, float(n))
        slow = n < PING_HISTORY  # a slow start, then a steady 2 ms
        client.received(encode_frame({"t": T.PONG, "n": n}), n + (0.5 if slow else 0.002))
    assert client.round_trip is not None and abs(client.round_trip - 0.002) < 1e-9


def test_a_host_refuses_a_round_trip_that_is_no_number_and_plays_on() -> None:
    from tabletop_qt.core.games import get_game
    from tabletop_qt.net.host_core import Refused

    core = HostCore("t", "tea_time", get_game("tea_time").rules_version, [Seat("", SeatState.OPEN)])
    seated(core, 1, "A", 0.0)
    for bad in ("fast", -1, True, 10**12):
        effects = core.received(1, encode_frame({"t": T.PING, "n": 1, "rtt_us": bad}), 1.0)
        assert [e.reason for e in effects if isinstance(e, Refused)] == ["lan.bad_field"]
    assert core.guests_round_trip_ms() is None
    assert core.peer_seat(1) == 0  # still seated


def test_the_host_hands_the_guests_round_trip_to_its_rules_thread_when_it_moves(qtbot: object) -> None:
    from PySide6.QtCore import QObject, Signal

    from tabletop_qt.core.games import get_game
    from tabletop_qt.net.host import NetHost

    class Controller(QObject):
        table_updated = Signal(object)
        remote_answered = Signal(int, int, bool, str, object)
        remote_explained = Signal(int, int, str, object)

        def __init__(self) -> None:
            super().__init__()
            self.delays: list[float] = []

        def set_local_delay(self, ms: float) -> None:
            self.delays.append(ms)

    core = HostCore("t", "tea_time", get_game("tea_time").rules_version, [Seat("", SeatState.OPEN)])
    controller = Controller()
    host = NetHost(core, controller)
    host._update_local_delay()
    assert controller.delays == []  # nothing measured: nothing said
    client = seated(core, 1, "A", 0.0)
    ping_pong(core, client, 1, 1, 1.0, 1.008)
    ping_pong(core, client, 1, 2, 3.0, 3.008)
    host._update_local_delay()
    host._update_local_delay()  # unchanged: not said again
    assert controller.delays == [8.0]
