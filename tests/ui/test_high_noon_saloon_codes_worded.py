"""Every code of High Noon Saloon's codes.py is worded by its texts: a refusal, an end reason, a log line."""

from __future__ import annotations

from tabletop_qt.core.game import Event
from tabletop_qt.core.games.high_noon_saloon.codes import Code, End, Reason
from tabletop_qt.ui.games.high_noon_saloon import texts


def _values(group: type) -> set[str]:
    return {value for name, value in vars(group).items() if not name.startswith("_")}


def test_reasons_and_end_reasons_are_worded() -> None:
    assert _values(Reason) <= set(texts.REASONS)
    assert _values(End) <= set(texts.OUTCOME_REASONS)


def test_events_are_worded_or_left_to_the_board(qapp: object) -> None:
    # hns.characters alone is left out of the log: the seat list shows each player's character.
    worded = {code for code in _values(Code) if texts.event_text(Event(code, {}), lambda _: "?", ["?"]) is not None}
    assert worded == _values(Code) - {Code.CHARACTERS}
