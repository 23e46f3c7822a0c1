"""What each seat sees of a High Noon Saloon position, and what the log tells it: the view by whitelist (a hand only
to its player, the deck and the load deck only as counts), and the redaction of drawn, dealt and passed cards in
events and logged actions. Functions of the state alone; the engine (rules.py) answers its Game methods with them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop_qt.core.game import Event, Outcome
from tabletop_qt.core.games.high_noon_saloon.actions import Kind
from tabletop_qt.core.games.high_noon_saloon.codes import Code
from tabletop_qt.core.games.high_noon_saloon.state import HighNoonState

GAME_ID = "high_noon_saloon"
# The events after which a seat may know more than before (a card drawn or passed, a load revealed, a reshuffle).
_REVEALING = (Code.CARDS_DRAWN, Code.DECK_RESHUFFLED, Code.LOAD_REVEALED, Code.LOADS_RESHUFFLED, Code.CARD_PASSED)


def view(state: HighNoonState, seat: int | None, pack: str, outcome: Outcome) -> dict[str, Any]:
    """``seat``'s view (None: a spectator's) of ``state``, played with the pack ``pack``; ``outcome`` is the
    engine's, shown as in every game (what guests and the score dialog read)."""
    players = []
    for i, p in enumerate(state.players):
        entry: dict[str, Any] = {
            "character": p.character,
            "grit": state.grit(i),  # in team play, the team's
            "out": p.out,
            "space": p.space,
            "placed": p.placed,
            "limited": p.limited,
            "fist": p.fist,
            "fist_bullets": p.fist_bullets,
            "holster": p.holster,
            "holster_bullets": p.holster_bullets,
            "hand_count": len(p.hand),
        }
        if i == seat:
            entry["hand"] = list(p.hand)
        players.append(entry)
    attack = state.attack
    return {
        "game": GAME_ID,
        "pack": pack,
        "players": players,
        "start_grit": state.start_grit,
        "advanced": state.advanced,
        "phase": state.phase.value,
        "current": state.current,
        "first": state.first,
        "turn": state.turn,
        "attack": None if attack is None else attack.to_json(),
        "attacked": state.attacked,
        "first_melee_bonus": state.first_melee_bonus,
        "deck_count": len(state.deck),
        "discards": list(state.discards),
        "load_count": len(state.loads),
        "load_discards": list(state.load_discards),
        "finished": state.over,
        "outcome": outcome.to_json(),
        "winners": list(state.winners),
        "teams": list(state.teams),
        "team_grit": list(state.team_grit),
        "team_tokens": list(state.team_tokens),
        "passed_card": state.passed_card,
    }


def redact(event: Event, seat: int | None) -> Event | None:
    """Cards dealt or drawn are named only to their player, a card passed face down only to its giver and its
    receiver; the others learn how many."""
    if event.code in (Code.CARDS_DEALT, Code.CARDS_DRAWN) and event.args.get("seat") != seat:
        return Event(event.code, {k: v for k, v in event.args.items() if k != "cards"})
    if event.code == Code.CARD_PASSED and seat not in (event.args.get("seat"), event.args.get("target")):
        return Event(event.code, {k: v for k, v in event.args.items() if k != "card"})
    return event


def redact_action(action: Any, actor: int, seat: int | None) -> Any:
    """The log's actions as ``seat`` may read them: a card passed face down is named, like its event, only to its
    giver and its receiver (the others read that a card was passed, and to whom)."""
    if (
        isinstance(action, dict)
        and action.get("type") == Kind.PASS_CARD.value
        and seat not in (actor, action.get("target"))
        and "card" in action
    ):
        return {k: v for k, v in action.items() if k != "card"}
    return action


def reveals_information(events: Sequence[Event]) -> bool:
    return any(e.code in _REVEALING for e in events)
