"""A fingerprint of whole High Noon Saloon games, move for move: every seat's legal actions, the action chosen,
the events, the resulting state, views and the refusal reason of a stale action, hashed step by step.

Two engines that give the same digests for the same seeds play the same games: what a restructuring of the
engine must keep (issue 25). Used by test_move_for_move.py (a few pinned digests) and, for hundreds of games, by
``python -m tests.core.high_noon_saloon.move_digest OUT.json`` before and after a change.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from typing import Any

from tabletop_qt.bots import make_bot
from tabletop_qt.core.errors import IllegalActionError
from tabletop_qt.core.games.high_noon_saloon.actions import Kind
from tabletop_qt.core.games.high_noon_saloon.rules import HighNoonSaloon

MAX_ACTIONS = 6000
TEAMS = {4: ("2x2",), 6: ("2x3", "3x2")}
BUSY = (Kind.DECLARE, Kind.TARGET, Kind.END_PHASE, Kind.DRAW, Kind.PASS)


def options_for(players: int, game: int) -> dict[str, Any]:
    """Every option among the games: advanced, long and, for 4 and 6 players, each way of making teams."""
    options: dict[str, Any] = {"advanced": game % 2 == 0, "long": game % 5 == 0}
    if players in TEAMS and game % 2 == 1:
        options["teams"] = TEAMS[players][game // 2 % len(TEAMS[players])]
    return options


class _Digest:
    def __init__(self) -> None:
        self._hash = hashlib.sha256()

    def add(self, value: Any) -> None:
        self._hash.update(json.dumps(value, sort_keys=True, separators=(",", ":")).encode())
        self._hash.update(b"\n")

    def hexdigest(self) -> str:
        return self._hash.hexdigest()


def _refusal(game: HighNoonSaloon, state: Any, seat: int, action: Any) -> str:
    try:
        game.check(state, seat, action)
    except IllegalActionError as exc:
        return str(exc.reason)
    return "ok"


def random_game(game: HighNoonSaloon, players: int, seed: int, options: dict[str, Any]) -> str:
    """The digest of a seeded random game (the random-games tests' player, out-of-turn moments included)."""
    digest = _Digest()
    state, events = game.new_state_with_events(players, seed, options)
    digest.add([e.to_json() for e in events])
    chooser = random.Random(seed)
    stale: Any = None
    for step in range(MAX_ACTIONS):
        digest.add(game.state_to_json(state))
        if state.over:
            digest.add(game.outcome(state).to_json())
            return digest.hexdigest()
        seat = game.current_seats(state)[0]
        every = {s: game.legal_actions(state, s) for s in range(players)}
        digest.add({str(s): [game.action_to_json(a) for a in actions] for s, actions in every.items()})
        if stale is not None:
            # Yesterday's action, asked again of every seat: the refusal reasons (rules.py's _why) move too.
            digest.add([_refusal(game, state, s, stale) for s in range(players)])
        if step % 7 == 0:
            digest.add([game.view(state, s) for s in [None, *range(players)]])
        others = [s for s in range(players) if s != seat and every[s]]
        if others and chooser.random() < 0.03:
            actor = chooser.choice(others)
            action = chooser.choice(every[actor])
        else:
            actor = seat
            legal = every[seat]
            action = chooser.choices(legal, [4 if a.kind in BUSY else 1 for a in legal])[0]
        digest.add([actor, game.action_to_json(action)])
        state, events = game.apply(state, actor, action)
        digest.add([e.to_json() for e in events])
        digest.add([[None if r is None else r.to_json() for r in (game.redact(e, v) for e in events)] for v in range(players)])
        stale = action
    raise AssertionError(f"no end after {MAX_ACTIONS} actions (seed {seed})")


def bot_game(game: HighNoonSaloon, players: int, seed: int, options: dict[str, Any]) -> str:
    """The digest of a seeded game between normal and easy bots, each playing from its seat's view."""
    digest = _Digest()
    state = game.new_state(players, seed, options)
    bots = [make_bot("high_noon_saloon", "normal" if s % 2 == 0 else "easy") for s in range(players)]
    rng = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        digest.add(game.state_to_json(state))
        if state.over:
            digest.add(game.outcome(state).to_json())
            return digest.hexdigest()
        seat = game.current_seats(state)[0]
        view = game.view(state, seat)
        legal = [game.action_to_json(a) for a in game.legal_actions(state, seat)]
        choice = bots[seat].choose(view, legal, rng)
        digest.add([view, legal, choice])
        state, events = game.apply(state, seat, game.action_from_json(choice))
        digest.add([e.to_json() for e in events])
    raise AssertionError(f"no end after {MAX_ACTIONS} actions (seed {seed})")


def record(random_games: int, bot_games: int) -> dict[str, str]:
    """Digests of ``random_games`` random and ``bot_games`` bot games over 2 to 6 players, keyed by game."""
    game = HighNoonSaloon()
    out: dict[str, str] = {}
    for i in range(random_games):
        players = 2 + i % 5
        out[f"random/{players}/{i}"] = random_game(game, players, 5_000 + i, options_for(players, i))
    for i in range(bot_games):
        players = 2 + i % 5
        out[f"bots/{players}/{i}"] = bot_game(game, players, 9_000 + i, options_for(players, i))
    return out


if __name__ == "__main__":
    digests = record(int(sys.argv[2]) if len(sys.argv) > 2 else 200, int(sys.argv[3]) if len(sys.argv) > 3 else 40)
    with open(sys.argv[1], "w", encoding="utf-8") as out:
        json.dump(digests, out, indent=0, sort_keys=True)
    print(f"{len(digests)} games recorded to {sys.argv[1]}")
