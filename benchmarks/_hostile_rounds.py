"""lan_hostile.py --classes: quiet rounds and attack rounds taken in turn, each class against the quiet rounds
next to it (quiet, class A, quiet, class B, ..., quiet).

A round is Tea Time games (2 seats, a join code) played back to back on fresh headless hosts until it has timed
enough of the joiner's intents (intent -> its next view). An attack round has one attacker process
(_hostile_attacks.py) for all its games: it is given each new host's port, so its start-up (a couple of seconds
before the first game) is paid once per round. Each game also has an honest spectator's join probe, made while
the attack is under way on that host.

Each class is judged against the quiet rounds on either side of it (the machine drifts: other agents' load
comes and goes), by the pooled p99 of all their intents, and shown with the p99s of its 100-intent blocks (their
median and spread), so one stall cannot decide the figure unseen.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from benchmarks._hostile_attacks import CLASSES, CODE, join_time
from benchmarks._probe_shares import shares
from tests.net.peers import Peer, peer_env

BLOCK = 100  # intents per block: each block's p99 shows the spread within a round
ATTACK_WARM_UP = 2.0  # seconds the first host of an attack round is under attack before anything is measured
SLOW_TIMES = 3.0  # an intent over this many times the quiet median is a slow one (--probe's shares)
PROBE_AFTER = 0.25  # seconds after a host is told to the attacker before the honest join probe (the attack moved)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


@dataclass
class Round:
    name: str | None  # the attack class; None: quiet
    index: int
    intents: list[float] = field(default_factory=list)  # ms, in the order played
    joins: list[float | None] = field(default_factory=list)
    failures: list[Any] = field(default_factory=list)
    games: list[tuple[Path, Path]] = field(default_factory=list)  # (joiner trace, host probe)
    cpu_s: float = 0.0
    wall_s: float = 0.0
    took_s: float = 0.0

    @property
    def label(self) -> str:
        return self.name or "quiet"

    def blocks(self) -> list[float]:
        return [percentile(self.intents[i:i + BLOCK], 0.99) for i in range(0, len(self.intents) - BLOCK + 1, BLOCK)]


def _trace_latencies(trace: Path) -> list[float]:
    from benchmarks._probe_shares import intents

    return [i.latency_ms for i in intents(trace)]


def play_round(name: str | None, index: int, min_intents: int, bot_delay: int, folder: Path, niced: bool,
               probe: bool, seconds: float) -> Round:
    rnd = Round(name, index)
    started = time.monotonic()
    attacker: subprocess.Popen[str] | None = None
    game = 0
    try:
        while len(rnd.intents) < min_intents:
            stem = folder / f"{index:02d}-{rnd.label}-{game}"
            host_args = ["host", "tea_time", "--name", "Probe", "--players", "2", "--code", CODE, "--no-advertise",
                         "--bind", "127.0.0.1", "--bot-delay", str(bot_delay), "--seed", str(77 + game)]
            probe_file = stem.with_suffix(".host.jsonl")
            if probe:  # the host's loop work timed (benchmarks/_loop_probe.py), beside the joiner's trace
                host = Peer([str(probe_file), *host_args], module="benchmarks._loop_probe")
            else:
                host = Peer(host_args)
            joiner = None
            try:
                port = host.wait_event("listening")["port"]
                if name is not None and attacker is None:
                    attacker = subprocess.Popen(
                        [*(["nice", "-n", "19"] if niced else []), sys.executable, "-m", "benchmarks.lan_hostile",
                         "--attack-class", name, "--port", str(port), "--seconds", str(seconds)],
                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=peer_env())
                    assert attacker.stdout is not None
                    attacker.stdout.readline()  # ready
                    time.sleep(ATTACK_WARM_UP)
                elif attacker is not None:
                    assert attacker.stdin is not None
                    attacker.stdin.write(f"{port}\n")
                    attacker.stdin.flush()
                cpu_start, wall_start = _cpu_seconds(host.process.pid), time.monotonic()
                trace = stem.with_suffix(".trace.jsonl")
                joiner = Peer(["join", "--address", f"127.0.0.1:{port}", "--code", CODE, "--name", "G",
                               "--bot-delay", str(bot_delay), "--trace", str(trace)])
                rnd.joins.append(asyncio.run(_probe_later(port)))
                rc, result = joiner.result(timeout=120)
                rnd.cpu_s += _cpu_seconds(host.process.pid) - cpu_start
                rnd.wall_s += time.monotonic() - wall_start
                if rc == 0 and trace.exists():
                    rnd.intents += _trace_latencies(trace)
                    rnd.games.append((trace, probe_file))
                else:
                    rnd.failures.append(result)
                    if len(rnd.failures) > 3:
                        raise RuntimeError(f"{rnd.label}: games keep failing: {rnd.failures}")
            finally:
                if joiner is not None:
                    joiner.kill()
                host.kill()
            game += 1
    finally:
        if attacker is not None:
            attacker.terminate()
            attacker.wait(timeout=30)
    rnd.took_s = time.monotonic() - started
    return rnd


async def _probe_later(port: int) -> float | None:
    await asyncio.sleep(PROBE_AFTER)
    return await join_time(port)


def _cpu_seconds(pid: int) -> float:
    from benchmarks.lan_hostile import _cpu_seconds as cpu

    return cpu(pid)


def _load() -> float:
    return float(Path("/proc/loadavg").read_text().split()[0])


def run_rounds(classes: list[str], intents: int, passes: int, bot_delay: int, seconds: float, niced: bool,
               probe_dir: Path | None, scratch: Path) -> dict[str, Any]:
    """Q, A, Q, B, ..., Q (``passes`` times over the classes): a class's rounds ``intents / passes`` intents
    each, a quiet round half that (so the two quiet rounds beside a class round hold as many as it does)."""
    folder = probe_dir or scratch
    class_round = -(-intents // passes)
    quiet_round = -(-class_round // 2)
    order: list[str | None] = [None]
    for _ in range(passes):
        for name in classes:
            order += [name, None]
    rounds: list[Round] = []
    loads: list[float] = []
    for index, name in enumerate(order):
        loads.append(_load())
        rnd = play_round(name, index, class_round if name else quiet_round, bot_delay, folder, niced,
                         probe_dir is not None, seconds)
        rounds.append(rnd)
        print(f"  {index:2d} {rnd.label:12s} {len(rnd.intents)} intents in {rnd.took_s:.0f} s, "
              f"p99 {percentile(rnd.intents, 0.99):.2f} ms, joins {_joins(rnd)}, load {loads[-1]:.2f}",
              file=sys.stderr, flush=True)
    loads.append(_load())
    return {"rounds": rounds, "loads": loads, "class_round": class_round, "quiet_round": quiet_round}


def _joins(rnd: Round) -> str:
    got = [j for j in rnd.joins if j is not None]
    return f"{len(got)}/{len(rnd.joins)}" + (f" max {max(got):.2f} s" if got else "")


def report(run: dict[str, Any], probe: bool) -> dict[str, Any]:
    rounds: list[Round] = run["rounds"]
    quiet_all = [x for r in rounds if r.name is None for x in r.intents]
    # A slow intent: over SLOW_TIMES the quiet rounds' median (the probe looks at what overlapped each one).
    slow_ms = SLOW_TIMES * percentile(quiet_all, 0.5)
    rows: dict[str, Any] = {}
    for name in dict.fromkeys(r.name for r in rounds if r.name is not None):
        mine = [i for i, r in enumerate(rounds) if r.name == name]
        beside = sorted({j for i in mine for j in (i - 1, i + 1) if 0 <= j < len(rounds) and rounds[j].name is None})
        attack = [x for i in mine for x in rounds[i].intents]
        quiet = [x for j in beside for x in rounds[j].intents]
        a_blocks = [b for i in mine for b in rounds[i].blocks()]
        q_blocks = [b for j in beside for b in rounds[j].blocks()]
        joins = [j for i in mine for j in rounds[i].joins]
        got = [j for j in joins if j is not None]
        row: dict[str, Any] = {
            "intents": len(attack), "quiet_intents": len(quiet),
            "p50": percentile(attack, 0.5), "quiet_p50": percentile(quiet, 0.5),
            "p99": percentile(attack, 0.99), "quiet_p99": percentile(quiet, 0.99),
            "max": max(attack), "quiet_max": max(quiet),
            "block_p99": _spread(a_blocks), "quiet_block_p99": _spread(q_blocks),
            "joins": f"{len(got)}/{len(joins)}", "join_s_max": max(got) if got and len(got) == len(joins) else None,
            "failures": [f for i in mine for f in rounds[i].failures],
            "host_cpu_percent": round(100 * sum(rounds[i].cpu_s for i in mine) / sum(rounds[i].wall_s for i in mine), 1),
            "quiet_host_cpu_percent": round(100 * sum(rounds[j].cpu_s for j in beside) / sum(rounds[j].wall_s for j in beside), 1),
        }
        row["ratio"] = row["p99"] / row["quiet_p99"]
        row["block_ratio"] = row["block_p99"]["median"] / row["quiet_block_p99"]["median"]
        if probe:
            row["slow"] = shares([g for i in mine for g in rounds[i].games], slow_ms)
            row["quiet_slow"] = shares([g for j in beside for g in rounds[j].games], slow_ms)
        rows[name] = row
    quiet_rounds = [r for r in rounds if r.name is None]
    return {
        "classes": rows,
        "quiet_round_p99": [round(percentile(r.intents, 0.99), 2) for r in quiet_rounds],
        "quiet_p99_all": percentile(quiet_all, 0.99), "quiet_p50_all": percentile(quiet_all, 0.5), "slow_ms": slow_ms,
        "load": {"min": min(run["loads"]), "max": max(run["loads"]), "each": run["loads"]},
        "class_round": run["class_round"], "quiet_round": run["quiet_round"],
        "minutes": round(sum(r.took_s for r in rounds) / 60, 1),
    }


def _spread(values: list[float]) -> dict[str, float]:
    if not values:
        return {"median": float("nan"), "min": float("nan"), "max": float("nan"), "n": 0}
    return {"median": percentile(values, 0.5), "min": min(values), "max": max(values), "n": len(values)}


def print_report(out: dict[str, Any], bot_delay: int, niced: bool, probe: bool) -> None:
    print(f"Tea Time, 2 seats, code {CODE}, bots pausing {bot_delay} ms; {out['class_round']} intents a class round, "
          f"{out['quiet_round']} a quiet round, each class against the quiet rounds beside it"
          f"{'; attacker niced' if niced else ''}; load {out['load']['min']:.2f}-{out['load']['max']:.2f}; "
          f"{out['minutes']} min")
    print(f"quiet rounds' p99: {out['quiet_round_p99']} ms (all quiet: p50 {out['quiet_p50_all']:.2f}, "
          f"p99 {out['quiet_p99_all']:.2f})")
    head = (f"{'class':13s} {'joins':6s} {'join max':>8s} {'p99':>7s} {'quiet':>7s} {'x':>5s} "
            f"{'blocks p99 med [min-max]':>25s} {'quiet blocks':>22s} {'x':>5s} {'CPU':>4s}")
    print(head + (f"  slow (> {out['slow_ms']:.1f} ms): machine/loop/both/neither of n (quiet beside)" if probe else ""))
    for name, row in out["classes"].items():
        a, q = row["block_p99"], row["quiet_block_p99"]
        join = f"{row['join_s_max']:.2f}s" if row["join_s_max"] is not None else "refused"
        line = (f"{name:13s} {row['joins']:6s} {join:>8s} {row['p99']:7.2f} {row['quiet_p99']:7.2f} "
                f"{row['ratio']:5.2f} {a['median']:9.2f} [{a['min']:5.2f}-{a['max']:6.2f}] "
                f"{q['median']:7.2f} [{q['min']:5.2f}-{q['max']:6.2f}] {row['block_ratio']:5.2f} "
                f"{row['host_cpu_percent']:3.0f}%")
        if probe:
            line += f"  {_slow(row['slow'])} ({_slow(row['quiet_slow'])})"
        print(line)
    print(json.dumps(out, default=float))


def _slow(s: dict[str, int]) -> str:
    return (f"{s.get('machine', 0)}/{s.get('loop', 0)}/{s.get('both', 0)}/{s.get('neither', 0)} of "
            f"{s.get('slow', 0)}/{s.get('intents', 0)}")


def run_classes(bot_delay: int, seconds: float, intents: int, passes: int, niced: bool, only: list[str] | None,
                probe: Path | None) -> int:
    import tempfile

    with tempfile.TemporaryDirectory() as scratch:
        run = run_rounds(list(only or CLASSES), intents, passes, bot_delay, seconds, niced, probe, Path(scratch))
        out = report(run, probe is not None)
    print_report(out, bot_delay, niced, probe is not None)
    return 0
