"""High Noon Saloon over real TCP on loopback: no card of another hand and no deck order ever reaches a guest.

The host is the real headless peer (``python -m tabletop_qt.net host high_noon_saloon``: its rules thread, its
NetHost) in a process of its own, a four-player team game (2x2, advanced characters) whose first two seats its
normal bots play. The guests are this test's process: two real NetClients (seats 2 and 3, one in each team, each
the teammate of one of the host's bots) whose normal bots play through the client whenever the rules wait on them,
in turn and out of it (blocks, a teammate's enhancements, counterattacks), and a spectator. Every byte each of them
reads from its socket is kept. Nobody races, so the seeds fix the game: it passes cards in both teams, reshuffles
the saloon deck, and has blocks and counterattacks, all checked below.

Afterwards the game is replayed from the host's seed and the actions of the log (a card passed face down is named
only in the logs of its giver and receiver; one of the two guests is party to every pass, so their logs together
give every action), which gives the state at every version. At each version a reader may not be told the undrawn
saloon deck nor any card in another player's hand, except one it passed face down to a teammate who still holds
it (the rules let a passer remember it; tests/core/high_noon_saloon/test_hidden_information.py). Every frame, in
order, is checked against that, its raw bytes as well as its structure; every view, log entry and action holds the
whitelisted fields only; and no frame carries the deck's or the load deck's order, the generator or the seed.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
from dataclasses import dataclass
from typing import Any

import pytest

from tabletop_qt.bots import make_bot
from tabletop_qt.core.games import GAMES
from tabletop_qt.core.games.high_noon_saloon.rules import ANY_MOMENT
from tabletop_qt.core.games.high_noon_saloon.windows import PUBLIC_DETAILS, game_window
from tabletop_qt.net.client_core import ClientCore
from tabletop_qt.net.messages import T
from tabletop_qt.net.views import view_hash
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.table import LogEntry
from tests.net.leak_support import Listener, Replayed, listen, play_by_bot
from tests.net.peers import Peer
from tests.net.protocol_support import split_frames
from tests.net.loops import QASYNC, run_on

GAME = "high_noon_saloon"
RULES = GAMES[GAME].rules_version
PLAYERS = 4
HOST_BOTS = 2  # seats 0 and 1; the teams alternate (0, 2 against 1, 3), so each guest's teammate is a host bot
GUESTS = (2, 3)
OPTIONS = ("teams=2x2", "advanced=true")

# A card instance id ("lucky_break#2"), wherever it would hide; names of kinds alone are not secret (the box's
# cards are public), which instance sits where is.
CARD_ID = re.compile(rb"(?<![A-Za-z0-9_#])[a-z][a-z0-9_]*#[0-9]+(?![0-9])")


def card_ids(data: bytes | str) -> set[str]:
    raw = data.encode() if isinstance(data, str) else data
    return {m.decode() for m in CARD_ID.findall(raw)}


def ids_in(value: Any) -> set[str]:
    return card_ids(json.dumps(value, ensure_ascii=False))


# What a view, a log entry and an action may hold, written out here rather than taken from the engine: a field the
# engine adds must be looked at before it goes on the wire (every card in it may be one the reader has seen, and
# still tell where it lies now).
VIEW_KEYS = frozenset(
    {
        "game", "pack", "players", "start_grit", "advanced", "phase", "current", "first", "turn", "attack",
        "attacked", "first_melee_bonus", "deck_count", "discards", "load_count", "load_discards", "finished",
        "outcome", "winners", "teams", "team_grit", "team_tokens", "passed_card",
    }
)
PLAYER_KEYS = frozenset(
    {
        "character", "grit", "out", "space", "placed", "limited", "fist", "fist_bullets", "holster",
        "holster_bullets", "hand_count",
    }
)  # + "hand" in the reader's own seat only
ATTACK_KEYS = frozenset(
    {
        "answered", "attacker", "blocks", "cancelled", "counter", "enhancements", "helpers", "kind", "offered",
        "option", "step", "targets", "weapon",
    }
)
ENHANCEMENT_KEYS = frozenset({"card", "option", "owner"})
OUTCOME_KEYS = frozenset({"finished", "winners", "scores", "reason"})
UPDATE_KEYS = frozenset(
    {"t", "version", "view", "legal", "hash", "log_from", "log", "public", "current", "answer", "timed_out"}
)
ANSWER_KEYS = frozenset({"seat", "kind", "details", "total_ms", "remaining_ms"})
EVENT_ARGS: dict[str, frozenset[str]] = {
    "hns.attack_declared": frozenset({"attack", "bullets", "option", "seat", "weapon"}),
    "hns.blocked": frozenset({"card", "seat"}),
    "hns.bullets_added": frozenset({"bullets", "seat"}),
    "hns.card_passed": frozenset({"seat", "target"}),  # + "card" for its giver and receiver only
    "hns.cards_dealt": frozenset({"count", "seat"}),  # + "cards" for its own seat only
    "hns.cards_drawn": frozenset({"count", "seat"}),  # + "cards" for its own seat only
    "hns.characters": frozenset({"characters"}),
    "hns.counterattacks": frozenset({"against", "seats"}),
    "hns.covered": frozenset({"card", "seat", "target"}),  # Cover Me!: a block played for the attacked teammate
    "hns.cover_healed": frozenset({"area", "grit", "seat"}),
    "hns.cover_loaded": frozenset({"area", "bullets", "seat", "slot"}),
    "hns.damage": frozenset({"attacker", "grit", "target"}),
    "hns.deck_reshuffled": frozenset({"count"}),
    "hns.discarded": frozenset({"card", "seat"}),
    "hns.enhanced": frozenset({"bullets", "card", "option", "owner", "seat"}),
    "hns.equipped": frozenset({"bullets", "card", "seat", "slot"}),
    "hns.game_ended": frozenset({"winners"}),
    "hns.gun_given": frozenset({"bullets", "card", "seat", "slot", "target"}),
    "hns.healed": frozenset({"grit", "seat"}),
    "hns.jumped": frozenset({"from", "seat", "space"}),
    "hns.load_revealed": frozenset({"bullets"}),
    "hns.loads_reshuffled": frozenset({"count"}),
    "hns.moved": frozenset({"seat", "space"}),
    "hns.no_counterattack": frozenset({"seat"}),
    "hns.no_offer": frozenset({"seat"}),
    "hns.not_blocked": frozenset({"seat"}),
    "hns.offered": frozenset({"attacker", "card", "seat"}),
    "hns.phase_ended": frozenset({"phase", "seat"}),
    "hns.placed": frozenset({"seat", "space"}),
    "hns.player_out": frozenset({"seat"}),
    "hns.quick_draw": frozenset({"card", "discarded", "seat"}),
    "hns.reloaded": frozenset({"bullets", "card", "seat", "slot"}),
    "hns.setup_round": frozenset({"first"}),
    "hns.setup_turn": frozenset({"seat"}),
    "hns.targeted": frozenset({"seat", "targets"}),
    "hns.team_card_played": frozenset({"card", "seat", "target"}),
    "hns.team_help_asked": frozenset({"helpers", "seat"}),
    "hns.token_cashed": frozenset({"grit", "seat", "team"}),
    "hns.turn_started": frozenset({"seat", "turn"}),
    "hns.weapon_discarded": frozenset({"card", "seat", "slot"}),
    "hns.weapon_dropped": frozenset({"card", "seat"}),
    "hns.weapons_moved": frozenset({"seat", "to"}),
}
ACTION_KEYS: dict[str, frozenset[str]] = {
    "place": frozenset({"space"}),
    "equip": frozenset({"card", "slot"}),
    "move_weapon": frozenset({"slot"}),
    "reload": frozenset({"card", "slot"}),
    "discard": frozenset({"card"}),
    "draw": frozenset(),
    "jump": frozenset({"space"}),
    "declare": frozenset({"attack", "option"}),
    "enhance": frozenset({"card", "option"}),
    "target": frozenset({"targets"}),
    "block": frozenset({"card"}),
    "pass": frozenset(),
    "move": frozenset({"space"}),
    "area_effect": frozenset({"slot"}),
    "end_phase": frozenset(),
    "quick_draw": frozenset(),
    "offer": frozenset({"card"}),
    "team_card": frozenset({"card", "target", "slot", "block"}),
    "cash_token": frozenset(),
    "pass_card": frozenset({"target"}),  # + "card" for its giver and receiver only
}


def check_view_fields(view: Any, reader: int | None) -> None:
    assert set(view) <= VIEW_KEYS, sorted(set(view) - VIEW_KEYS)
    for seat, player in enumerate(view["players"]):
        allowed = PLAYER_KEYS | ({"hand"} if seat == reader else set())
        assert set(player) <= allowed and ("hand" in player) == (seat == reader), (seat, reader, sorted(player))
    if view["attack"] is not None:
        assert set(view["attack"]) <= ATTACK_KEYS, sorted(set(view["attack"]) - ATTACK_KEYS)
        for enhancement in view["attack"].get("enhancements") or []:
            assert set(enhancement) <= ENHANCEMENT_KEYS
    assert set(view["outcome"]) <= OUTCOME_KEYS


def party_to(args: dict[str, Any], reader: int | None) -> bool:
    return reader is not None and reader in (args.get("seat"), args.get("target"))


def check_entry_fields(entry: Any, reader: int | None) -> None:
    """A log entry holds its number, seat, action and events with the whitelisted fields only; a seat's cards
    dealt or drawn are named to it alone, a card passed face down to its giver and receiver alone."""
    assert set(entry) == {"number", "seat", "action", "events"}
    action = entry["action"]
    if action is not None:
        allowed = ACTION_KEYS[action["type"]] | {"type"}
        if action["type"] == "pass_card" and party_to({"seat": entry["seat"], **action}, reader):
            allowed |= {"card"}
        assert set(action) <= allowed, (action, reader)
        if action["type"] == "pass_card":
            assert ("card" in action) == party_to({"seat": entry["seat"], **action}, reader), (action, reader)
    for event in entry["events"]:
        code, args = event["code"], event["args"]
        allowed = EVENT_ARGS[code]
        if code in ("hns.cards_dealt", "hns.cards_drawn") and args["seat"] == reader:
            allowed = allowed | {"cards"}
        if code == "hns.card_passed" and party_to(args, reader):
            allowed = allowed | {"card"}
        assert set(args) <= allowed, (event, reader)


# ---------------------------------------------------------------------- the host's game, replayed
@dataclass
class Truth(Replayed):
    """The host's game at every version, and what each reader may not be told at each version."""

    secret: dict[int | None, list[frozenset[str]]]  # reader -> version -> card ids it may not be told then
    passes: list[tuple[int, int, int, str]]  # (version, giver, receiver, card) of every card passed face down

    @classmethod
    def replay(cls, setup: GameSetup, log: list[LogEntry]) -> Truth:
        played = Replayed.of(setup, log)
        passes = [
            (entry.number, entry.seat, entry.action["target"], entry.action["card"])
            for entry in played.table.log
            if entry.action is not None and entry.action.get("type") == "pass_card" and entry.seat is not None
        ]
        truth = cls(played.table, played.states, played.log_length, {}, passes)
        for reader in (None, *GUESTS):
            truth.secret[reader] = truth._secrets(reader)
        return truth

    def _secrets(self, reader: int | None) -> list[frozenset[str]]:
        """At each version: the undrawn deck and every other hand, less the cards this reader passed to a teammate
        who has held them since (worked out from the states, not from what the engine redacts)."""
        given = {version: (card, target) for version, giver, target, card in self.passes if giver == reader}
        remembered: dict[str, int] = {}
        out = []
        for version, state in enumerate(self.states):
            if version in given:
                card, target = given[version]
                remembered[card] = target
            # Once the teammate has played, lost or passed it on, the passer's knowledge is moot.
            remembered = {c: t for c, t in remembered.items() if c in state.players[t].hand}
            hidden = set(state.deck)
            for seat, player in enumerate(state.players):
                if seat != reader:
                    hidden |= set(player.hand)
            out.append(frozenset(hidden - set(remembered)))
        return out

    def entry_secret(self, reader: int | None, number: int) -> frozenset[str]:
        """What log entry ``number`` (the action that made version ``number``) may not name to ``reader``: what was
        hidden from it both before and after the action. A card drawn into its own hand, or played face up out of
        another's, was hidden before it only, and its entry may name it."""
        after = self.secret[reader][number]
        return after if number == 0 else after & self.secret[reader][number - 1]


def whole_log(*logs: list[Any]) -> list[LogEntry]:
    """The host's full log from the guests' own: entry by entry the same, but for a passed card's name, which only
    the logs of its giver and receiver hold."""
    assert len({len(log) for log in logs}) == 1
    merged = []
    for entries in zip(*logs, strict=True):
        richest = max(entries, key=lambda e: len(e["action"] or {}))
        for entry in entries:
            assert entry["number"] == richest["number"] and entry["seat"] == richest["seat"]
            if entry["action"] is not None:
                assert entry["action"].items() <= richest["action"].items()
        merged.append(LogEntry.from_json(richest))
    return merged


def check_stream(stream: bytes, truth: Truth, reader: int | None) -> dict[str, int]:
    """Every frame a reader received, in order, against the host's game at that moment; counts that show the check
    had something to find."""
    frames = split_frames(stream)
    assert frames
    version = -1  # no position yet: no card may be named
    counts = {
        "frames": len(frames), "updates": 0, "ids": 0, "others_hands_frames": 0, "remembered_frames": 0, "windows": 0
    }
    log_json = [e.to_json() for e in truth.table.log_for(reader)]
    received: list[Any] = []
    for body in frames:
        message = json.loads(body)
        if message["t"] == T.UPDATE:
            version = message["version"]
            counts["updates"] += 1
        secret = truth.secret[reader][version] if version >= 0 else None
        named = card_ids(body)
        counts["ids"] += len(named)
        if message["t"] != T.UPDATE:
            assert not named if secret is None else not named & secret, (reader, version, body[:300])
            continue
        assert secret is not None
        state = truth.states[version]
        others = {c for seat, p in enumerate(state.players) if seat != reader for c in p.hand}
        counts["others_hands_frames"] += bool(others & secret)  # something hidden to look for
        counts["remembered_frames"] += bool(others - secret)  # a card it passed, in its teammate's hand
        assert set(message) <= UPDATE_KEYS, sorted(set(message) - UPDATE_KEYS)
        # The view: exactly what the rules whitelist for this reader, its fields the documented ones, and no card
        # hidden from it now, with the deck and the load deck as their sizes alone.
        view = message["view"]
        check_view_fields(view, reader)
        assert view == truth.view(version, reader)
        assert not ids_in(view) & secret, (reader, version, sorted(ids_in(view) & secret))
        assert (view["deck_count"], view["load_count"]) == (len(state.deck), len(state.loads))
        assert (view["discards"], view["load_discards"]) == (list(state.discards), list(state.load_discards))
        for seat, shown in enumerate(view["players"]):
            assert shown["hand_count"] == len(state.players[seat].hand)
            if seat == reader:
                assert shown["hand"] == list(state.players[seat].hand)
        assert message["legal"] == (truth.legal(version, reader) if reader is not None else [])
        # Who the table waits on and the out-of-turn window: public facts only, the window's details those the
        # game declares public and equal to the position's own.
        if "current" in message:
            assert message["current"] == list(truth.table.game.current_seats(state))
        if "answer" in message:
            answer = message["answer"]
            assert set(answer) <= ANSWER_KEYS, sorted(set(answer) - ANSWER_KEYS)
            window = game_window(truth.table.game, state)
            assert window is not None and answer["seat"] == window.seat and answer["kind"] == window.kind
            assert set(answer["details"]) <= PUBLIC_DETAILS
            assert answer["details"] == {k: v for k, v in window.details.items() if k in PUBLIC_DETAILS}
            assert not ids_in(answer) & secret
            counts["windows"] += 1
        assert not ids_in(message["legal"]) & secret
        if "public" in message:
            check_view_fields(message["public"], None)
            assert message["public"] == truth.view(version, None)
            assert not ids_in(message["public"]) & truth.secret[None][version]
        # The log: each entry against the game as it was when it happened (a card named then may lie in the deck
        # again now, after a reshuffle), with its whitelisted fields only.
        assert message["log_from"] == len(received)
        logged: set[str] = set()
        for entry in message["log"]:
            check_entry_fields(entry, reader)
            hidden = truth.entry_secret(reader, entry["number"])
            assert not ids_in(entry) & hidden, (reader, entry)
            logged |= ids_in(entry)
        received += message["log"]
        assert received == log_json[: truth.log_length[version]]
        # The raw bytes, whatever field they would hide in: beyond the log's entries, no card hidden now.
        assert not (named - logged) & secret, (reader, version, sorted((named - logged) & secret))
    assert received == log_json  # the whole log arrived, and nothing else
    return counts


# ---------------------------------------------------------------------- the guests and the spectator
def waited_on(legal: list[Any]) -> bool:
    """Whether the rules wait on this seat: its turn, or a window that asks it (a block, a teammate's enhancement,
    a counterattack), which always offers more than what anyone may do at any moment (a quick draw, a team card,
    the team's token). The guests' bots play then, as the host's own bots do, so no two seats race and the game is
    the same every run."""
    return any(action["type"] not in {kind.value for kind in ANY_MOMENT} for action in legal)


def hns_host(seed: int) -> Peer:
    args = ["host", GAME, "--name", "Saloon", "--bind", "127.0.0.1", "--no-advertise", "--seed", str(seed)]
    args += ["--players", str(PLAYERS), "--bots", str(HOST_BOTS)]
    for option in OPTIONS:
        args += ["--option", option]
    return Peer(args)


async def guests_and_spectator(port: int, bot_seed: int, timeout: float = 90.0) -> tuple[list[Listener], Listener]:
    loop = asyncio.get_running_loop()
    spectator = listen(ClientCore("Eve", game_id=GAME, rules_version=RULES, spectator=True), loop)
    guests = [
        listen(ClientCore(name, game_id=GAME, rules_version=RULES, seat_wanted=seat), loop)
        for name, seat in zip(("Ada", "Bruno"), GUESTS, strict=True)
    ]
    for index, guest in enumerate(guests):
        play_by_bot(guest, make_bot(GAME, "normal"), random.Random(bot_seed + index), loop, waited_on)
    # The spectator first, so the game starts only once everyone is there and all see it from the deal.
    await spectator.client.connect("127.0.0.1", port)
    await asyncio.sleep(0.2)
    for guest in guests:
        await guest.client.connect("127.0.0.1", port)
    try:
        await asyncio.wait_for(asyncio.gather(*(g.done for g in [*guests, spectator])), timeout)
    finally:
        for listener in (*guests, spectator):
            await listener.client.close()
    return guests, spectator


@pytest.mark.parametrize(("seed", "bot_seed"), [(4, 1)])
def test_no_card_of_another_hand_nor_the_decks_order_ever_reaches_a_guest_or_a_spectator(seed: int, bot_seed: int) -> None:
    with hns_host(seed) as host:
        port = host.wait_event("listening")["port"]
        guests, spectator = run_on(QASYNC, guests_and_spectator(port, bot_seed))
        options = host.wait_event("started")["options"]
        code, hosted = host.result()
    assert code == 0 and hosted["outcome"]["finished"] is True
    assert [g.core.seat for g in guests] == list(GUESTS) and spectator.core.seat is None
    for guest in guests:
        # Only the flood limit (answered, and the same move sent again) and a move overtaken by another seat's.
        assert {r.reason for r in guest.refusals} <= {"lan.too_fast", "lan.too_late"}

    # The host's own game, from its seed and every action, is the one the host played.
    log = whole_log(*(g.core.log for g in guests))
    specs = [SeatSpec(SeatKind.BOT, f"Bot {i}", "normal") for i in range(HOST_BOTS)]
    specs += [SeatSpec(SeatKind.REMOTE, f"Guest {seat}") for seat in GUESTS]
    truth = Truth.replay(GameSetup(GAME, tuple(specs), seed, options), log)
    assert view_hash(truth.table.view(None), []) == hosted["state_hash"]
    assert truth.table.outcome.to_json() == hosted["outcome"]
    for guest in guests:
        assert guest.core.log == [e.to_json() for e in truth.table.log_for(guest.core.seat)]
    assert spectator.core.log == [e.to_json() for e in truth.table.log_for(None)]

    # Something to find: cards passed face down within each team, guests on both ends of some, host bots on both
    # ends of none (each team has one guest), and hidden hands in nearly every frame.
    assert truth.table.state.teams == (0, 1, 0, 1)
    codes = {e.code for entry in truth.table.log for e in entry.events}
    assert {"hns.deck_reshuffled", "hns.blocked", "hns.counterattacks", "hns.card_passed"} <= codes
    givers = {(giver, receiver) for _, giver, receiver, _ in truth.passes}
    assert {(0, 2), (2, 0)} & givers and {(1, 3), (3, 1)} & givers, givers
    counts = {reader: check_stream(bytes(g.stream), truth, reader) for reader, g in zip(GUESTS, guests, strict=True)}
    counts[None] = check_stream(bytes(spectator.stream), truth, None)
    for reader, found in counts.items():
        assert found["updates"] >= len(truth.states) // 2, (reader, found)
        assert found["others_hands_frames"] > found["updates"] // 2, (reader, found)
    assert all(found["windows"] > 0 for found in counts.values())  # out-of-turn windows went out and were checked
    assert sum(counts[reader]["remembered_frames"] for reader in GUESTS) > 0  # a passer held to know its pass

    # Whole streams: no deck, no load deck, no generator, no seed, no card's name (the wire carries ids).
    names = {c.name for c in truth.table.game.catalog.content.saloon} | {
        c.name for c in truth.table.game.catalog.content.team
    }
    for listener in (*guests, spectator):
        stream = bytes(listener.stream)
        for key in (b'"deck"', b'"loads"', b'"rng"', b'"seed"', b'"hands"'):
            assert key not in stream, key
        for state in truth.states[::7]:
            assert str(state.rng).encode() not in stream
        for name in names:
            assert json.dumps(name).encode() not in stream, name


def test_a_card_passed_face_down_is_named_in_the_log_only_to_its_giver_and_receiver() -> None:
    """Without a socket: the Table's log for each reader, action and event alike (the action once named the card
    to everyone: this file's TCP test found it)."""
    from tabletop_qt.sim import check_options
    from tabletop_qt.table.table import Table

    options = check_options(GAME, PLAYERS, {"teams": "2x2"})
    setup = GameSetup(GAME, tuple(SeatSpec(SeatKind.BOT, f"Bot {i}", "normal") for i in range(PLAYERS)), 1, options)
    table = Table.new(setup)
    bot, rng = make_bot(GAME, "normal"), random.Random(1)
    while not table.outcome.finished:
        seat = table.current_seats()[0]
        assert table.submit(seat, bot.choose(table.view(seat), table.legal(seat), rng)).accepted
    passes = [e for e in table.log if e.action is not None and e.action["type"] == "pass_card"]
    assert len(passes) >= 4
    for reader in (None, *range(PLAYERS)):
        for entry in table.log_for(reader):
            check_entry_fields(entry.to_json(), reader)
        shown = {e.number: e for e in table.log_for(reader)}
        for entry in passes:
            named = "card" in shown[entry.number].action
            assert named == (reader in (entry.seat, entry.action["target"])), (reader, entry)


def test_the_whitelists_know_every_event_and_action_the_engine_has() -> None:
    """A new event or action must be looked at here before a game can put it on the wire: every event code written
    in the engine's source, and every kind of action, has its entry (a game that happens to play it would fail
    only by chance)."""
    from pathlib import Path

    from tabletop_qt.core.games.high_noon_saloon.actions import Kind

    engine = Path(__file__).resolve().parents[2] / "tabletop_qt" / "core" / "games" / "high_noon_saloon"
    source = "".join(p.read_text(encoding="utf-8") for p in engine.glob("*.py"))
    from tabletop_qt.core.games.high_noon_saloon.codes import Code

    # The engine names its event codes through codes.Code (a literal would still be found).
    codes = set(re.findall(r'Event\(\s*"(hns\.[a-z_]+)"', source))
    codes |= {getattr(Code, name) for name in re.findall(r"Event\(\s*Code\.([A-Z_]+)", source)}
    assert len(codes) > 30 and codes == set(EVENT_ARGS), sorted(codes ^ set(EVENT_ARGS))
    assert {k.value for k in Kind} == set(ACTION_KEYS)
