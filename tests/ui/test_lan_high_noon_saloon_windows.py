"""High Noon Saloon's out-of-turn windows at a guest's window, over real TCP on loopback: the guest asked to block
sees the prompt a person at the host's screen sees (the attack, the cards that may answer lit, "Pass") with the
countdown of the host's deadline, and blocks from it; a guest whose time runs out sees the host pass for it and
the prompt go; a guest not asked sees who is asked and never what they hold; a language switch mid-window."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from tabletop_qt.core.games.high_noon_saloon.windows import PUBLIC_DETAILS
from tabletop_qt.i18n.languages import Language
from tabletop_qt.net.client_core import ClientCore
from tabletop_qt.net.host_peers import SeatState
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.hns_driver import HnsPerson
from tests.ui.hns_lan_support import HnsHost, Listener, QuietGuest, join_by_address
from tests.ui.hns_support import person_asked, use_quick_bots
from tests.ui.test_lan_support import aio, lan_window, run  # noqa: F401 (fixtures)

GUEST = 1  # the window's seat at every table here


def _joined(qtbot: Any, window: MainWindow, host: HnsHost, name: str) -> HnsPerson:
    join_by_address(qtbot, window, host.port, name)
    qtbot.waitUntil(lambda: host.core.seats[GUEST].state is SeatState.REMOTE, timeout=10000)
    return HnsPerson(qtbot, window)


def _started(qtbot: Any, window: MainWindow) -> None:
    page = window.game
    qtbot.waitUntil(lambda: window.pages.currentWidget() is page and page.update_shown is not None, timeout=10000)
    assert page.controller.remote and page.update_shown.setup.game_id == "high_noon_saloon"


def _play_until(qtbot: Any, window: MainWindow, person: HnsPerson, wanted: Callable[[Any], bool], seconds: float = 90) -> Any:
    """Play the guest's turns by clicking until ``wanted(page)``; the position it holds for."""
    page = window.game
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        qtbot.waitUntil(lambda: wanted(page) or person_asked(window), timeout=30000)
        if not wanted(page):
            person.wait_pace()  # the table may move on meanwhile (a window closes, the wanted one opens)
        if wanted(page):
            return page.update_shown
        assert not page.update_shown.outcome.finished, "the game ended before the window came"
        if person_asked(window):
            person.step(paced=False)
    raise AssertionError("no such window came")


def _mine(page: Any, kind: str | None = None) -> bool:
    update = page.update_shown
    answer = update.answer if update is not None else None
    return answer is not None and answer.seat == GUEST and (kind is None or answer.kind == kind)


def _legal(page: Any, kind: str) -> list[dict[str, Any]]:
    update = page.update_shown
    return [a for a in update.legal.get(GUEST, []) if a.get("type") == kind]


def _panel_lines(scene: Any) -> list[str]:
    """The words of the window's panel on the table, as drawn."""
    (box,) = [item for item in scene.items() if item.data(1) == "window"]
    items = [c for c in box.childItems() if isinstance(c, QGraphicsSimpleTextItem)]
    return [c.text() for c in sorted(items, key=lambda c: c.pos().y())]


def test_a_guest_blocks_an_attack_from_its_prompt(qtbot, lan_window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    use_quick_bots(monkeypatch)
    host = HnsHost(qtbot, ["Bix", ""], answer_ms=20_000, seed=11)
    window = lan_window
    try:
        person = _joined(qtbot, window, host, "Gina")
        _started(qtbot, window)
        page = window.game
        update = _play_until(qtbot, window, person, lambda p: _mine(p, "block") and bool(_legal(p, "block")))
        scene = page.board.hns_scene
        answer = scene.answer
        assert answer is update.answer and answer.kind == "block" and answer.total_ms == 20_000
        # The host's deadline, on this computer's clock: one process, one clock, so they can be compared.
        hosted = host.update_of(update.version).answer
        assert hosted is not None and hosted.seat == GUEST
        assert abs(answer.deadline - hosted.deadline) < 0.05
        assert scene.countdown_text() in ("20 s to answer", "19 s to answer")
        # The prompt: the attack being answered, worded to the guest, with the damage so far and the time left.
        lines = _panel_lines(scene)
        assert lines[0].startswith("Bix attacks you with ") and lines[0].endswith(" damage so far.")
        assert f"{hosted.details['damage']} damage so far" in lines[0]
        assert "Block with a lit card, or pass." in lines
        assert lines[-1] == scene.countdown_text()
        assert page._turn.text() == "Gina: block the attack with a lit card, or Pass (P)."
        # The cards that may block are lit, the others dimmed, and the prompt has its Pass.
        blocks = {a["card"] for a in _legal(page, "block")}
        hand = update.view_for(GUEST)["players"][GUEST]["hand"]
        for card in hand:
            item = scene.hand_item(card)
            assert item.is_selectable == (card in blocks), card
        assert any(c.action == {"type": "pass"} for c in scene.chips())
        assert page.board.buttons["pass"].isEnabled()
        assert not page.lan.team_chat_offered()  # no teams in this game
        # The guest blocks by clicking a lit card; the host's table records it, and the prompt goes.
        card = sorted(blocks)[0]
        person.hand(card)
        qtbot.waitUntil(lambda: ("hns.blocked", GUEST) in [(c, a.get("seat")) for c, a in host.log_codes()], timeout=5000)
        qtbot.waitUntil(lambda: not _mine(page, "block") or page.update_shown.version > update.version, timeout=5000)
        assert any(line.startswith("Gina blocks with ") for line in page.log_lines())
        assert not (_mine(page, "block") and page.update_shown.version == update.version)
    finally:
        host.stop(qtbot)


def test_a_guests_time_runs_out_and_the_host_passes_for_it(qtbot, lan_window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    use_quick_bots(monkeypatch)
    host = HnsHost(qtbot, ["Bix", ""], answer_ms=900, seed=11)
    window = lan_window
    try:
        person = _joined(qtbot, window, host, "Gina")
        _started(qtbot, window)
        page = window.game
        update = _play_until(qtbot, window, person, lambda p: _mine(p))
        # The host's bot is not paced by the guest's screen: slowed now, the pass stays in view while we look.
        host.controller.set_bot_delay(3000)
        scene = page.board.hns_scene
        assert scene.countdown_text() == "1 s to answer"
        assert _panel_lines(scene)[-1] == "1 s to answer"
        # Gina is away: nobody clicks. The host's rules thread passes for her, and her screen says so.
        qtbot.waitUntil(lambda: page.update_shown.version > update.version, timeout=5000)
        passed = page.update_shown
        assert passed.version == update.version + 1 and passed.timed_out == GUEST
        assert host.update_of(passed.version).timed_out == GUEST
        assert page.status_text() == "Time ran out: Gina passes automatically."
        # Her prompt is gone: no window of hers, no countdown of hers on the table.
        assert not _mine(page)
        if scene.answer is None:
            assert scene.countdown_text() == "" and not [i for i in scene.items() if i.data(1) == "window"]
        if update.answer.kind == "block":
            assert "Gina does not block." in page.log_lines()
    finally:
        host.stop(qtbot)


def test_a_guest_not_asked_sees_who_is_asked_and_nothing_of_their_hand(qtbot, lan_window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    use_quick_bots(monkeypatch)
    received: dict[str, bytearray] = {}
    real_received = ClientCore.received

    def keep(core: ClientCore, data: bytes, now: float | None = None) -> list[Any]:
        received.setdefault(core.name, bytearray()).extend(data)
        return real_received(core, data, now)

    monkeypatch.setattr(ClientCore, "received", keep)
    host = HnsHost(qtbot, ["Bix", "", ""], answer_ms=1500, seed=4)
    window = lan_window
    listener, hal = Listener(), QuietGuest("Hal")
    try:
        run(qtbot, listener.connect(host.port))
        person = _joined(qtbot, window, host, "Gina")
        run(qtbot, hal.client.connect("127.0.0.1", host.port))
        _started(qtbot, window)
        page = window.game
        asked_hal = lambda p: p.update_shown.answer is not None and p.update_shown.answer.seat == 2  # noqa: E731
        update = _play_until(qtbot, window, person, asked_hal)
        # Held still while we look: the host's bot slowed, Hal not even playing his own turn.
        host.controller.set_bot_delay(3000)
        hal.hold = True
        scene = page.board.hns_scene
        answer = scene.answer
        # Gina's screen names Hal as the one asked, with the attack and Hal's countdown.
        attacker = ["Bix", "Gina", "Hal"][answer.details["attacker"]]
        lines = _panel_lines(scene)
        if answer.kind == "block":
            assert lines[0].startswith(f"{attacker} attacks Hal with ") and "Hal may block." in lines
        elif answer.kind == "counter":
            assert lines[0] == f"Hal may counterattack {attacker}."
        assert lines[-1].endswith(" s to answer")
        assert page._turn.text() == "Hal is thinking…"
        # Nothing of Hal's to answer with on Gina's screen: her legal actions are her own any-moment ones only.
        assert not _legal(page, "block") and not _legal(page, "offer")
        assert "hand" not in update.view_for(GUEST)["players"][2]
        # Hal never answers: the host passes for him.
        qtbot.waitUntil(lambda: page.update_shown.timed_out == 2, timeout=5000)
        assert page.status_text() == "Time ran out: Hal passes automatically."
        host.controller.set_bot_delay(0)
        hal.resume()
        # Gina's any-moment actions work off her turn, like a local person's: she quick-draws while others play.
        def off_turn_quick_draw(p: Any) -> bool:
            update = p.update_shown
            return bool(_legal(p, "quick_draw")) and GUEST not in update.current_seats and not update.outcome.finished

        drawn = _play_until(qtbot, window, person, off_turn_quick_draw)
        qtbot.mouseClick(page.board.buttons["quick_draw"], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: ("hns.quick_draw", GUEST) in [(c, a.get("seat")) for c, a in host.log_codes()], timeout=5000)
        assert GUEST not in host.update_of(drawn.version).current_seats
        # Every window the spectator and Gina were sent: public details only, the attack their own view shows.
        # A fixed mark: the bots play on at full speed, so a loaded machine's spectator would chase the newest
        # position for ever.
        seen = page.update_shown.version
        qtbot.waitUntil(lambda: listener.core.version >= seen, timeout=10000)
        frames = [("Eve", f) for f in listener.frames()]
        frames += [("Gina", f) for f in _whole_frames(bytes(received["Gina"]))]
        windows = [(who, f) for who, f in frames if f.get("t") == "update" and "answer" in f]
        assert {who for who, _ in windows} == {"Eve", "Gina"}
        for who, frame in windows:
            details = frame["answer"]["details"]
            assert set(details) <= PUBLIC_DETAILS, (who, details)
            attack = frame["view"].get("attack")
            if attack is not None and frame["answer"]["kind"] != "counter":
                assert (details["attacker"], details["weapon"], details["attack"]) == (
                    attack["attacker"], attack["weapon"], attack["kind"])
            players = frame["view"]["players"]
            mine = {"Eve": None, "Gina": GUEST}[who]
            assert all("hand" not in p for i, p in enumerate(players) if i != mine)
    finally:
        run(qtbot, listener.close())
        run(qtbot, hal.client.close())
        host.stop(qtbot)


def test_a_guest_is_asked_to_add_an_enhancement_to_its_teammates_attack(qtbot, lan_window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    use_quick_bots(monkeypatch)
    # Teams alternate: Bix (bot) and Cy are team 0, Gina (this window) and Dot team 1. Cy and Dot play their turns
    # but never answer a window: the host passes for them after 2.5 s.
    host = HnsHost(qtbot, ["Bix", "", "", ""], answer_ms=2500, seed=9, options={"teams": "2x2"})
    window = lan_window
    cy, dot = QuietGuest("Cy"), QuietGuest("Dot")
    try:
        person = _joined(qtbot, window, host, "Gina")
        run(qtbot, cy.client.connect("127.0.0.1", host.port))
        qtbot.waitUntil(lambda: host.core.seats[2].state is SeatState.REMOTE, timeout=5000)
        run(qtbot, dot.client.connect("127.0.0.1", host.port))
        _started(qtbot, window)
        page = window.game
        update = _play_until(qtbot, window, person, lambda p: _mine(p, "team"), seconds=150)
        scene = page.board.hns_scene
        answer = scene.answer
        assert answer.details["attacker"] == 3  # Dot, Gina's teammate
        lines = _panel_lines(scene)
        assert lines[0].startswith("Dot attacks with ") and lines[0].endswith(" damage so far.")
        assert "Add an enhancement from your hand (lit cards), or pass." in lines
        assert lines[-1].endswith(" s to answer")
        assert page._turn.text() == "Gina: add an enhancement to your teammate's attack (a lit card), or Pass (P)."
        offers = {a["card"] for a in _legal(page, "offer")}
        for card in update.view_for(GUEST)["players"][GUEST]["hand"]:
            assert scene.hand_item(card).is_selectable == (card in offers), card
        assert any(c.action == {"type": "pass"} for c in scene.chips())
        person.chip({"type": "pass"})
        qtbot.waitUntil(lambda: ("hns.no_offer", GUEST) in [(c, a.get("seat")) for c, a in host.log_codes()], timeout=5000)
        # A team's any-moment action off turn: Gina cashes her team's +10 token while someone else plays.
        def off_turn_token(p: Any) -> bool:
            update = p.update_shown
            return bool(_legal(p, "cash_token")) and GUEST not in update.current_seats and not update.outcome.finished

        _play_until(qtbot, window, person, off_turn_token, seconds=60)
        qtbot.mouseClick(page.board.buttons["cash_token"], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: ("hns.token_cashed", GUEST) in [(c, a.get("seat")) for c, a in host.log_codes()], timeout=5000)
        qtbot.waitUntil(lambda: page.update_shown.view_for(GUEST)["team_tokens"][1] is False, timeout=5000)
    finally:
        for guest in (cy, dot):
            run(qtbot, guest.client.close())
        host.stop(qtbot)


def test_switching_language_in_the_middle_of_a_guests_window(qtbot, lan_window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    use_quick_bots(monkeypatch)
    host = HnsHost(qtbot, ["Bix", ""], answer_ms=60_000, seed=11)
    window = lan_window
    try:
        person = _joined(qtbot, window, host, "Gina")
        _started(qtbot, window)
        page = window.game
        update = _play_until(qtbot, window, person, lambda p: _mine(p, "block"))
        scene = page.board.hns_scene
        window.set_language(Language.ITALIAN)
        qtbot.waitUntil(lambda: scene.countdown_text().endswith("s per rispondere"), timeout=2000)
        italian = _panel_lines(scene)
        assert italian[0].startswith("Bix ti attacca con ") and "finora" in italian[0]
        assert "Blocca con una carta evidenziata, o passa." in italian
        window.set_language(Language.DUTCH)
        qtbot.waitUntil(lambda: scene.countdown_text().endswith("s om te antwoorden"), timeout=2000)
        assert "Weer af met een gemarkeerde kaart, of pas." in _panel_lines(scene)
        assert page._turn.text().endswith("weer de aanval af met een gemarkeerde kaart, of Passen (P).")
        window.set_language(Language.ENGLISH)
        qtbot.waitUntil(lambda: scene.countdown_text().endswith("s to answer"), timeout=2000)
        # Still the same window, still answerable: pass it with the prompt's chip.
        assert page.update_shown.version == update.version and _mine(page, "block")
        person.chip({"type": "pass"})
        qtbot.waitUntil(lambda: ("hns.not_blocked", GUEST) in [(c, a.get("seat")) for c, a in host.log_codes()], timeout=5000)
        assert host.updates[-1].timed_out is None  # Gina passed herself, in time
    finally:
        host.stop(qtbot)


def _whole_frames(data: bytes) -> list[dict[str, Any]]:
    from tests.net.protocol_support import decode_frames

    end = 0
    while end + 4 <= len(data) and end + 4 + int.from_bytes(data[end : end + 4], "big") <= len(data):
        end += 4 + int.from_bytes(data[end : end + 4], "big")
    return decode_frames(data[:end])
