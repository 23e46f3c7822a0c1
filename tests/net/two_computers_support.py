"""Two computers on one cable for the two-computer tests: the namespaces, a peer on one of them, the host's seats."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.net.netns import TwoHosts
from tests.net.peers import Peer


@pytest.fixture
def hosts() -> Iterator[TwoHosts]:
    with TwoHosts() as made:
        yield made


def on(hosts: TwoHosts, host: str, *args: str) -> Peer:
    return Peer(list(args), prefix=["ip", "netns", "exec", hosts.namespace(host)])


def wait_seat_state(host: Peer, seat: int, state: str, timeout: float, since: int = 0) -> dict[str, Any]:
    """Read the host's seat reports until seat ``seat`` is in ``state``; that seat's report."""
    event = host.wait_until(
        lambda e: e.get("event") == "seats" and e["seats"][seat].get("state") == state,
        f"seat {seat} {state!r}",
        timeout,
        since,
    )
    return dict(event["seats"][seat])
