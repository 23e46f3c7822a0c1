"""Another game at the same table on the network: the host offers it, each guest accepts or leaves.

The protocol (new in this version; a guest too old to know it ignores the offer, and the host can give its seat
to a bot):

- host → guests ``{"t": "rematch", "phase": "offered"}`` once a game is over and the host chose "Play again";
- guest → host ``{"t": "rematch_answer", "accept": true|false}``; false is leaving: the seat is free for the host
  to give to a bot at once (no grace period: the player said they are going);
- host → everyone ``{"t": "rematch", "phase": "started"}`` just before the first update of the new game, whose
  log starts again from nothing (``log_from`` 0): each peer drops the old game's log and view.

The host starts when every seat still played from the network has accepted. Seats, names and tokens stay: a
guest that rejoins after a crash finds its seat in the new game too. Sans-IO like host_core: no socket, no clock.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

REMATCH = "rematch"  # host: {"phase": "offered" | "started"}
REMATCH_ANSWER = "rematch_answer"  # guest: {"accept": bool}
OFFERED = "offered"
STARTED = "started"


class Answer(enum.Enum):
    WAITING = "waiting"  # asked, no answer yet
    ACCEPTED = "accepted"
    LEFT = "left"  # said no, or left the table; the host gives the seat to a bot or closes the table


@dataclass
class RematchOffer:
    """The answers of the seats played from the network, while the host's offer stands."""

    answers: dict[int, Answer] = field(default_factory=dict)

    def answer(self, seat: int, accept: bool) -> bool:
        """Record a guest's answer; False when that seat was not asked (or has already left)."""
        if self.answers.get(seat) not in (Answer.WAITING, Answer.ACCEPTED):
            return False
        self.answers[seat] = Answer.ACCEPTED if accept else Answer.LEFT
        return True

    def released(self, seat: int) -> None:
        """The host gave the seat to a bot: nobody on the network is asked for it any more."""
        self.answers.pop(seat, None)

    def ready(self) -> bool:
        """Every seat still played from the network has accepted."""
        return all(answer is Answer.ACCEPTED for answer in self.answers.values())
