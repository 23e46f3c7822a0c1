"""How strong, quick and fair the High Noon Saloon bots are: normal against easy over seeded 2-player games and
4-player free-for-all games (2 normal + 2 easy), seats rotating; each level's time per decision; and with
--balance the house set's balance: per character and per seat win rates over games of normal bots for 2 to 6
players (advanced sides on, since the basic sides have no abilities), any character above 1.5x the mean marked.

    python benchmarks/high_noon_saloon_bots.py [--games 500] [--seed 1]
    python benchmarks/high_noon_saloon_bots.py --balance [--balance-games 2000] [--jobs 2] [--skip-strength]
    python benchmarks/high_noon_saloon_bots.py --watch [--watch-games 200] [--skip-strength]

--watch: whether the normal bots are worth watching, per player count (normal bots only): the median game length
in turns, the share of turns with an attack, the share among the turns where a target was in reach (in the bot's
own Fightin' phase a legal attack could take grit from someone, covers counted, before enhancements and blocks), and a bot turn's median time at the default pace (700 ms), as the
rules thread paces it (table/bot_pace.py: an ending of a phase, a draw, a discard and a declaration wait one frame,
an out-of-turn answer BOT_ANSWER_FACTOR times the pace) and as it did before issue 26 (every action the pace, an
answer twice the pace).

A character's win rate is its wins over the games it played; with n players 1/n is fair. "By turn order"
counts seats from the first player (drawn at random each game), which matters more than the seat number.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import Counter
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout without installing

from tabletop_qt.bots import make_bot  # noqa: E402
from tabletop_qt.core.games import get_game  # noqa: E402
from tabletop_qt.sim import seat_levels  # noqa: E402

GAME_ID = "high_noon_saloon"
ABOVE = 1.5


def play_game(
    players: int, seed: int, levels: list[str], options: dict[str, Any], clock: dict[str, list[float]] | None
) -> dict[str, Any]:
    """One game, seat s played at levels[s]; each decision's time (ms) added to clock[level] when given."""
    game = get_game(GAME_ID)
    bots = [make_bot(GAME_ID, level) for level in levels]
    rng = random.Random(seed)
    state = game.new_state(players, seed, options)
    actions = 0
    while not state.over:
        seat = game.current_seats(state)[0]
        legal = [game.action_to_json(a) for a in game.legal_actions(state, seat)]
        view = game.view(state, seat)
        start = time.perf_counter()
        choice = bots[seat].choose(view, legal, rng)
        if clock is not None:
            clock[levels[seat]].append((time.perf_counter() - start) * 1000)
        state, _ = game.apply(state, seat, game.action_from_json(choice))
        actions += 1
    return {
        "winners": list(state.winners),
        "characters": [p.character for p in state.players],
        "first": state.first,
        "turns": state.turn,
        "actions": actions,
    }


def percentile(sorted_values: list[float], q: float) -> float:
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


def strength(games: int, seed: int) -> dict[str, Any]:
    clock: dict[str, list[float]] = {"easy": [], "normal": []}
    report: dict[str, Any] = {}
    print(f"High Noon Saloon bots, {games} seeded games per mix, seats rotating, no options")
    print(f"{'mix':<26} {'normal wins':>11} {'per normal seat':>15} {'draws':>6} {'turns':>6} {'actions':>8}")
    for mix in (["normal", "easy"], ["normal", "easy", "normal", "easy"]):
        wins = Counter()
        draws = 0
        turns = []
        actions = []
        for i in range(games):
            levels = seat_levels(mix, i)
            result = play_game(len(mix), seed + i, levels, {}, clock)
            turns.append(result["turns"])
            actions.append(result["actions"])
            if result["winners"]:
                wins[levels[result["winners"][0]]] += 1
            else:
                draws += 1
        normal_seats = mix.count("normal")
        rate = wins["normal"] / games
        name = ",".join(mix)
        print(
            f"{name:<26} {rate:>11.3f} {rate / normal_seats:>15.3f} {draws:>6} {statistics.mean(turns):>6.1f} "
            f"{statistics.mean(actions):>8.1f}"
        )
        report[f"{len(mix)}p"] = {"normal_win_rate": round(rate, 3), "draws": draws, "games": games}
    print()
    print("time per decision (ms)")
    for level, times in clock.items():
        times.sort()
        p50, p99 = statistics.median(times), percentile(times, 0.99)
        print(f"  {level:<7} p50 {p50:.3f}  p99 {p99:.2f}  max {times[-1]:.1f}  ({len(times)} decisions)")
        report[f"{level}_ms"] = {"p50": round(p50, 3), "p99": round(p99, 2), "max": round(times[-1], 1)}
    print("aims: normal wins >= 65% of 2-player games against easy; a normal decision under 50 ms at p99")
    return report


def _watch_game(args: tuple[int, int]) -> dict[str, Any]:
    """One game of normal bots, turn by turn: attacks, reach, and the time each turn takes at the default pace."""
    from tabletop_qt.bots.high_noon_saloon.normal import best_net_damage
    from tabletop_qt.table.answers import BOT_ANSWER_FACTOR
    from tabletop_qt.table.bot_pace import DEFAULT_BOT_DELAY_MS, FRAME_MS, bot_delay_ms

    players, seed = args
    game = get_game(GAME_ID)
    bot = make_bot(GAME_ID, "normal")
    rng = random.Random(seed)
    state = game.new_state(players, seed, {})
    turns: dict[int, dict[str, Any]] = {}  # turn number -> what happened in it
    while not state.over:
        seat = game.current_seats(state)[0]
        legal = [game.action_to_json(a) for a in game.legal_actions(state, seat)]
        choice = bot.choose(game.view(state, seat), legal, rng)
        if state.turn > 0:  # the setup round is not a turn
            turn = turns.setdefault(state.turn, {"attack": False, "reach": False, "paced_ms": 0, "flat_ms": 0})
            own = seat == state.current
            if own and state.phase.value == "fight" and state.attack is None:
                turn["reach"] |= best_net_damage(game.view(state, seat), legal) > 0  # an attack that can hurt
                turn["attack"] |= choice["type"] == "declare"
            if own:
                turn["paced_ms"] += max(FRAME_MS, bot_delay_ms(GAME_ID, choice, DEFAULT_BOT_DELAY_MS))
                turn["flat_ms"] += DEFAULT_BOT_DELAY_MS
            else:  # an out-of-turn answer (a block, a teammate's offer): the longer wait, answer or pass
                turn["paced_ms"] += int(DEFAULT_BOT_DELAY_MS * BOT_ANSWER_FACTOR)
                turn["flat_ms"] += DEFAULT_BOT_DELAY_MS * 2  # the answer's wait before (2x the pace)
        state, _ = game.apply(state, seat, game.action_from_json(choice))
    return {"turns": state.turn, "per_turn": list(turns.values())}


def watch(games: int, seed: int, jobs: int) -> dict[str, Any]:
    print()
    print(f"Worth watching: {games} games of normal bots per player count, no options")
    print(
        f"{'players':>7} {'median turns':>12} {'attack share':>12} {'in reach':>9} {'attack|reach':>12} "
        f"{'turn s (paced)':>14} {'turn s (flat)':>13}"
    )
    report: dict[str, Any] = {}
    for players in range(2, 7):
        work = [(players, seed + 10_000 * players + i) for i in range(games)]
        if jobs > 1:
            with Pool(jobs) as pool:
                results = pool.map(_watch_game, work, chunksize=4)
        else:
            results = [_watch_game(w) for w in work]
        per_turn = [t for r in results for t in r["per_turn"]]
        reach = [t for t in per_turn if t["reach"]]
        attack_share = sum(t["attack"] for t in per_turn) / len(per_turn)
        reach_share = len(reach) / len(per_turn)
        attack_in_reach = sum(t["attack"] for t in reach) / max(1, len(reach))
        paced = statistics.median(t["paced_ms"] for t in per_turn) / 1000
        flat = statistics.median(t["flat_ms"] for t in per_turn) / 1000
        median_turns = statistics.median(r["turns"] for r in results)
        print(
            f"{players:>7} {median_turns:>12.1f} {attack_share:>12.3f} {reach_share:>9.3f} {attack_in_reach:>12.3f} "
            f"{paced:>14.2f} {flat:>13.2f}"
        )
        report[f"{players}p"] = {
            "median_turns": median_turns,
            "attack_share": round(attack_share, 3),
            "reach_share": round(reach_share, 3),
            "attack_share_in_reach": round(attack_in_reach, 3),
            "turn_s_paced": round(paced, 2),
            "turn_s_flat": round(flat, 2),
        }
    print("aims: attack in >= 70% of the turns with a target in reach; a bot turn <= 4 s median at the default pace")
    return report


def _balance_game(args: tuple[int, int]) -> dict[str, Any]:
    players, seed = args
    return play_game(players, seed, ["normal"] * players, {"advanced": True}, None)


def balance(games: int, seed: int, jobs: int) -> dict[str, Any]:
    print()
    print(f"Balance: {games} games of normal bots per player count, advanced sides on (characters dealt at random)")
    report: dict[str, Any] = {}
    for players in range(2, 7):
        started = time.perf_counter()
        work = [(players, seed + 100_000 * players + i) for i in range(games)]
        if jobs > 1:
            with Pool(jobs) as pool:
                results = pool.map(_balance_game, work, chunksize=8)
        else:
            results = [_balance_game(w) for w in work]
        played: Counter[str] = Counter()
        won: Counter[str] = Counter()
        by_seat = [0] * players
        by_order = [0] * players
        draws = 0
        for r in results:
            played.update(r["characters"])
            if r["winners"]:
                w = r["winners"][0]
                won[r["characters"][w]] += 1
                by_seat[w] += 1
                by_order[(w - r["first"]) % players] += 1
            else:
                draws += 1
        rates = {c: won[c] / played[c] for c in sorted(played)}
        mean = statistics.mean(rates.values())
        took = time.perf_counter() - started
        print(f"\n{players} players ({took:.0f} s, draws {draws}, fair rate {1 / players:.3f})")
        for character, rate in sorted(rates.items(), key=lambda cr: -cr[1]):
            mark = f"  ABOVE {ABOVE}x the mean" if rate > ABOVE * mean else ""
            print(f"  {character:<16} {rate:.3f} ({rate / mean:.2f}x the mean, {played[character]} games){mark}")
        print(f"  by seat:       {' '.join(f'{w / games:.3f}' for w in by_seat)}")
        print(f"  by turn order: {' '.join(f'{w / games:.3f}' for w in by_order)}")
        report[f"{players}p"] = {
            "characters": {c: round(r, 3) for c, r in rates.items()},
            "max_over_mean": round(max(rates.values()) / mean, 2),
            "by_seat": [round(w / games, 3) for w in by_seat],
            "by_turn_order": [round(w / games, 3) for w in by_order],
            "draws": draws,
        }
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500, help="games per mix (normal against easy)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--balance", action="store_true", help="also the per character and per seat win rates")
    parser.add_argument("--balance-games", type=int, default=2000, help="games per player count (2 to 6)")
    parser.add_argument("--jobs", type=int, default=1, help="processes for the balance games")
    parser.add_argument("--skip-strength", action="store_true", help="only the balance or the watch figures")
    parser.add_argument("--watch", action="store_true", help="also game length, attack shares and turn times")
    parser.add_argument("--watch-games", type=int, default=200, help="games per player count (2 to 6)")
    args = parser.parse_args()
    report: dict[str, Any] = {}
    if not args.skip_strength:
        report["strength"] = strength(args.games, args.seed)
    if args.watch:
        report["watch"] = watch(args.watch_games, args.seed, args.jobs)
    if args.balance:
        report["balance"] = balance(args.balance_games, args.seed, args.jobs)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
