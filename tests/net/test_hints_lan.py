"""Hints at a table on the network (sans-IO): the host's choice is named in the welcome's features; a guest's
"hint" becomes a note in the table's log for everyone when allowed, and nothing when not; a guest never sends one
to a host that did not allow them (an older host would take it for an unknown message)."""

from __future__ import annotations

import pytest

from tabletop_qt.net.host_effects import HintUsed
from tabletop_qt.net.messages import HINTS, T
from tests.net.protocol_support import Lan, json_frame


@pytest.mark.parametrize("allowed", [True, False])
def test_a_guests_hint_is_noted_only_where_the_host_allows_hints(allowed: bool) -> None:
    lan = Lan(2)
    lan.host.hints = allowed
    guest = lan.join("Bea")
    other = lan.join("Cy")
    lan.start()
    assert guest.core.hints_allowed is allowed and (HINTS in guest.core.host_features) is allowed
    mark = len(lan.effects)
    if allowed:
        guest.send(guest.core.hint_used())
    else:
        with pytest.raises(ValueError):
            guest.core.hint_used()
        guest.send(json_frame({"t": T.HINT}))  # a guest that sends one anyway
    lan.pump()
    noted = lan.of(HintUsed, mark)
    assert [n.seat for n in noted] == ([guest.core.seat] if allowed else [])
    assert not other.closed and not guest.closed
