"""A LAN host with a hard bot seat (real TCP on loopback): its bot thinks in the host's worker process."""

from __future__ import annotations

import time
from pathlib import Path

from tests.net.peers import Peer


def children(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            found.extend(int(c) for c in (task / "children").read_text().split())
        except FileNotFoundError:
            pass  # a thread that ended meanwhile
    return found


def test_a_host_with_a_hard_bot_seat_plays_on_to_the_end() -> None:
    with Peer(["host", "tea_time", "--bind", "127.0.0.1", "--no-advertise", "--name", "Duro", "--bot", "hard",
               "--think", "40", "--seed", "5"]) as host:
        port = host.wait_event("listening")["port"]
        with Peer(["join", "--address", f"127.0.0.1:{port}", "--name", "Guest"]) as guest:
            host.wait_event("started")
            # The hard seat's worker process, spawned by the host's rules thread (never forked from Qt).
            commands: list[str] = []
            deadline = time.monotonic() + 20
            while time.monotonic() < deadline and not any("spawn" in c for c in commands):
                commands = []
                for child in children(host.process.pid):
                    try:
                        commands.append(Path(f"/proc/{child}/cmdline").read_bytes().replace(b"\0", b" ").decode())
                    except FileNotFoundError:
                        pass
                time.sleep(0.01)
            assert any("multiprocessing" in c and "spawn" in c for c in commands), commands
            code, hosted = host.result(timeout=120)
            guest_code, joined = guest.result(timeout=30)
    assert code == 0 and guest_code == 0
    assert hosted["outcome"]["finished"] is True
    assert joined["state_hash"] == hosted["state_hash"]
