"""Headless bot-versus-bot games, for balance figures, benchmarks and tests. No Qt is imported here.

python -m tabletop_qt.sim tea_time --players 2 --games 200 --seed 1 --bots easy,normal
python -m tabletop_qt.sim frantic_frankfurt --players 3 --games 50 --bots normal:fast,normal:slow,easy
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from typing import Any

from tabletop_qt.bots import DEFAULT_SPEED, LEVELS, bot_speed, make_bot, split_level
from tabletop_qt.core.games import ALL_GAMES, get_game


def seat_levels(levels: Sequence[str], game_index: int) -> list[str]:
    """Game i gives seat s the level levels[(s + i) % n]: rotating seats so no level keeps the first seat."""
    n = len(levels)
    return [levels[(s + game_index) % n] for s in range(n)]


def play_game(game_id: str, players: int, seed: int, levels: Sequence[str]) -> tuple[Any, int]:
    """Play one game to its end; returns the outcome and how many actions it took."""
    game = get_game(game_id)
    if getattr(game, "real_time", False):
        return _play_real_time(game_id, players, seed, levels)
    bots = [make_bot(game_id, level) for level in levels]
    # The bots draw from their own generator, seeded from the game's seed, so the deal and the bots' choices
    # are both fixed by the seed without sharing one stream.
    bot_rng = random.Random(seed)
    state = game.new_state(players, seed)
    actions = 0
    while True:
        seats = game.current_seats(state)
        if not seats:
            break
        seat = seats[0]
        legal = [game.action_to_json(a) for a in game.legal_actions(state, seat)]
        choice = bots[seat].choose(game.view(state, seat), legal, bot_rng)
        state, _ = game.apply(state, seat, game.action_from_json(choice))
        actions += 1
    return game.outcome(state), actions


def _play_real_time(game_id: str, players: int, seed: int, levels: Sequence[str]) -> tuple[Any, int]:
    """Every seat may act at once: no "first current seat" plays, each bot looks and moves in simulated time
    at its own speed (the level's ":speed", medium if none), as the real-time Table schedules it."""
    if game_id != "frantic_frankfurt":
        raise ValueError(f"no headless real-time simulation for {game_id!r}")
    from tabletop_qt.bots.frantic_frankfurt import simulate

    bases = [split_level(level)[0] for level in levels]
    speeds = [bot_speed(game_id, level) or DEFAULT_SPEED for level in levels]
    result = simulate(players, seed, bases, speeds)
    return result.outcome, result.actions


def _check_level(game_id: str, level: str) -> None:
    """ValueError unless ``level`` (with its ":speed", if any) is one ``game_id``'s bots have."""
    if split_level(level)[0] not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}")
    bot_speed(game_id, level)


def play_games(game_id: str, players: int, games: int, seed: int, levels: Sequence[str]) -> dict[str, Any]:
    """Play ``games`` games, game i with seed ``seed + i``, and return the figures the CLI prints."""
    game = get_game(game_id)
    if not (game.min_players <= players <= game.max_players):
        raise ValueError(f"{game_id} is for {game.min_players}-{game.max_players} players, not {players}")
    levels = list(levels)
    if len(levels) == 1:
        levels *= players
    if len(levels) != players:
        raise ValueError(f"expected 1 or {players} bot levels, got {len(levels)}")
    for level in levels:
        _check_level(game_id, level)
    by_level = {level: 0 for level in levels}
    by_seat = [0] * players
    draws = 0
    total_actions = 0
    started = time.perf_counter()
    for i in range(games):
        assigned = seat_levels(levels, i)
        outcome, actions = play_game(game_id, players, seed + i, assigned)
        total_actions += actions
        if len(outcome.winners) == 1:
            winner = outcome.winners[0]
            by_seat[winner] += 1
            by_level[assigned[winner]] += 1
        else:
            draws += 1
    elapsed = time.perf_counter() - started
    return {
        "game": game_id,
        "players": players,
        "games": games,
        "seed": seed,
        "levels": levels,
        "wins": {"by_level": by_level, "by_seat": by_seat},
        "draws": draws,
        "mean_actions": total_actions / games if games else 0.0,
        "games_per_second": games / elapsed if elapsed > 0 else 0.0,
    }


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m tabletop_qt.sim", description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(ALL_GAMES), help="game id")
    parser.add_argument(
        "--players", type=int, help="number of seats (default: the game's only count, for a game with just one)"
    )
    parser.add_argument("--games", type=int, required=True)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--bots",
        default="normal",
        help=(
            f"comma-separated levels, one per seat or one for all ({', '.join(LEVELS)}); a real-time game's "
            "level may name a speed, e.g. normal:fast; default normal"
        ),
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    game = get_game(args.game)
    if args.players is None:
        if game.min_players != game.max_players:
            parser.error(f"--players: {args.game} is for {game.min_players} to {game.max_players} players; say how many")
        args.players = game.min_players
    if not (game.min_players <= args.players <= game.max_players):
        parser.error(f"--players: {args.game} is for {game.min_players} to {game.max_players} players")
    if args.games < 1:
        parser.error("--games must be at least 1")
    levels = [level.strip() for level in args.bots.split(",")]
    unknown = []
    for level in levels:
        try:
            _check_level(args.game, level)
        except ValueError:
            unknown.append(level)
    if unknown:
        parser.error(f"--bots: unknown level(s) {', '.join(unknown)}; choose from {', '.join(LEVELS)}")
    if len(levels) not in (1, args.players):
        parser.error(f"--bots: give 1 level or {args.players} levels, not {len(levels)}")
    result = play_games(args.game, args.players, args.games, args.seed, levels)
    json.dump(result, sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
