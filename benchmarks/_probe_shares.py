"""What held up the slow intents of a lan_hostile.py --classes --probe run: the machine or the host's loop.

For each slow intent (its sending to the joiner's next view, from the joiner's trace) the host's probe file
(_loop_probe.py, same monotonic clock) says
- the run-queue wait of all the host's threads between the thread snapshots around it (the last one taken at or
  before the intent was sent, the last one at or before its view arrived): time the host was runnable and no CPU
  was free, the machine's part (other processes, the other agents on this 2-core machine);
- the CPU the host's loop thread spent in asyncio callbacks in the 10 ms bins the window touches: the loop's own
  work (the strangers' connections, frames and refusals, besides the intent's own reading): the attack's part.
An intent is put down to the machine when the wait reaches ``MACHINE_MS`` and to the loop when the loop's work
does (``LOOP_MS``); both, or neither.
"""

from __future__ import annotations

import bisect
import json
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

MACHINE_MS = 2.0
LOOP_MS = 2.0
BIN_NS = 10_000_000


@dataclass(frozen=True)
class Intent:
    sent_ns: int
    latency_ms: float


@dataclass
class HostProbe:
    snapshot_t: list[int]  # thread snapshots' times (ns), sorted
    snapshot_wait: list[int]  # the sum of every host thread's run-queue wait (ns) at each
    loop_cpu: dict[int, int]  # 10 ms bin -> the loop thread's callback CPU (ns)

    @classmethod
    def read(cls, path: Path) -> HostProbe:
        snaps: list[tuple[int, int]] = []
        loop_cpu: Counter[int] = Counter()
        if path.exists():
            for line in path.read_text().splitlines():
                try:
                    record = json.loads(line)
                except ValueError:  # the host was killed mid-line
                    continue
                if "threads" in record:
                    snaps.append((record["t1"], sum(wait for _, wait in record["threads"].values())))
                elif record.get("kind") == "busy":
                    loop_cpu[record["bin"]] += record["cpu_ns"]
        snaps.sort()
        return cls([t for t, _ in snaps], [w for _, w in snaps], dict(loop_cpu))

    def wait_ms(self, start: int, end: int) -> float | None:
        a = bisect.bisect_right(self.snapshot_t, start) - 1
        b = bisect.bisect_right(self.snapshot_t, end) - 1
        if a < 0 or b <= a:
            return None
        return (self.snapshot_wait[b] - self.snapshot_wait[a]) / 1e6

    def loop_ms(self, start: int, end: int) -> float:
        return sum(self.loop_cpu.get(b, 0) for b in range(start // BIN_NS, end // BIN_NS + 1)) / 1e6


def intents(trace: Path) -> list[Intent]:
    """The joiner's intents with their latency (as lan_hostile._latencies, with their sending time)."""
    records = [json.loads(line) for line in trace.read_text().splitlines()]
    out = []
    for sent in (r for r in records if r["kind"] == "intent"):
        later = [r["t"] for r in records if r["kind"] == "view" and r["version"] > sent["version"] and r["t"] >= sent["t"]]
        if later:
            out.append(Intent(sent["t"], (min(later) - sent["t"]) / 1e6))
    return out


def shares(games: list[tuple[Path, Path]], slow_ms: float) -> dict[str, int]:
    """Over (joiner trace, host probe) pairs: how many intents were over ``slow_ms`` and what overlapped them."""
    out: Counter[str] = Counter()
    for trace, probe_file in games:
        if not trace.exists():
            continue
        probe = HostProbe.read(probe_file)
        for intent in intents(trace):
            out["intents"] += 1
            if intent.latency_ms <= slow_ms:
                continue
            out["slow"] += 1
            end = intent.sent_ns + int(intent.latency_ms * 1e6)
            wait = probe.wait_ms(intent.sent_ns, end)
            machine = wait is not None and wait >= MACHINE_MS
            loop = probe.loop_ms(intent.sent_ns, end) >= LOOP_MS
            out["both" if machine and loop else "machine" if machine else "loop" if loop else "neither"] += 1
    return dict(out)
