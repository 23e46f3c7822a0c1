"""A High Noon Saloon table played with a content pack by headless peers as separate processes over real TCP on
loopback: the host plays the pack of its folder, a joiner holding its own copy (another folder, same hash) plays it
to the same end, and a joiner with only the house set is refused with the pack's name."""

from __future__ import annotations

from pathlib import Path

from tests.net.peers import Peer
from tests.table.pack_game_support import gulch_pack


def test_a_pack_table_is_played_by_a_joiner_with_its_own_copy_and_refuses_one_without(tmp_path: Path) -> None:
    host_copy, guest_copy = gulch_pack(tmp_path / "host" / "gulch"), gulch_pack(tmp_path / "guest" / "gulch")
    assert host_copy.digest == guest_copy.digest
    with Peer(["host", "high_noon_saloon", "--bind", "127.0.0.1", "--no-advertise", "--name", "Gulch",
               "--players", "2", "--seed", "3", "--pack", str(tmp_path / "host" / "gulch")]) as h:
        port = h.wait_event("listening")["port"]
        with Peer(["join", "--address", f"127.0.0.1:{port}", "--name", "House"]) as lacking:
            rc, refused = lacking.result()
        assert rc == 3 and refused == {"error": "lan.pack_missing"}
        with Peer(["join", "--address", f"127.0.0.1:{port}", "--name", "Gina",
                   "--pack", str(tmp_path / "guest" / "gulch")]) as guest:
            rc, played = guest.result()
        code, hosted = h.result()
    assert code == 0 and hosted["outcome"]["finished"] is True
    assert rc == 0 and played["outcome"] == hosted["outcome"] and played["state_hash"] == hosted["state_hash"]
