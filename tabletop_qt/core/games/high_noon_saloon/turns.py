"""High Noon Saloon's turn order: the setup round seat by seat, a turn's start, and the next seat still in the
game once a turn is over. Functions of the state alone (no cards involved)."""

from __future__ import annotations

from tabletop_qt.core.game import Event
from tabletop_qt.core.games.high_noon_saloon.codes import Code
from tabletop_qt.core.games.high_noon_saloon.state import HighNoonState, Phase, replace


def next_setup(state: HighNoonState) -> tuple[HighNoonState, list[Event]]:
    """The setup round goes on round the table; once it is back at the first player, the first turn starts."""
    players = len(state.players)
    following = (state.current + 1) % players
    if following != state.first:
        return replace(state, current=following), [Event(Code.SETUP_TURN, {"seat": following})]
    return start_turn(replace(state, turn=0), state.first)


def start_turn(state: HighNoonState, seat: int) -> tuple[HighNoonState, list[Event]]:
    state = replace(
        state,
        current=seat,
        phase=Phase.SCAVENGE,
        turn=state.turn + 1,
        attacked=False,
        passed_card=False,
        jumped_from=None,
        first_melee_bonus=0,
    )
    return state, [Event(Code.TURN_STARTED, {"seat": seat, "turn": state.turn})]


def finish_turn(state: HighNoonState, seat: int, events: list[Event]) -> tuple[HighNoonState, list[Event]]:
    """``seat``'s turn is over: the next seat still in the game, round the table (``seat`` itself if nobody else
    is), starts theirs; ``events`` so far come first."""
    players = state.players
    following = seat
    for k in range(1, len(players) + 1):
        if not players[(seat + k) % len(players)].out:
            following = (seat + k) % len(players)
            break
    state, more = start_turn(state, following)
    return state, events + more
