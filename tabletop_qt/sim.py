"""Headless bot-versus-bot games, for balance figures, benchmarks and tests. No Qt is imported here.

python -m tabletop_qt.sim tea_time --players 2 --games 200 --seed 1 --bots easy,normal
python -m tabletop_qt.sim frantic_frankfurt --players 3 --games 50 --bots normal:fast,normal:slow,easy
python -m tabletop_qt.sim high_noon_saloon --players 4 --games 100 --option advanced=true --option teams=2x2
python -m tabletop_qt.sim high_noon_saloon --players 3 --games 20 --pack PACK_DIR   # a content pack's cards and map
python -m tabletop_qt.sim tea_time --players 2 --games 5 --history DIR   # each finished game kept in DIR

``--option KEY=VALUE`` (repeatable) sets one of the game's options (its ``default_options``): true/false are
booleans, whole numbers integers, anything else a string. In a team game (option "teams", e.g. "2x2") a team's
win names all its seats as winners; the figures then count it once per team ("wins" -> "by_team"), once for each
of its seats in "by_seat" and once for each level among them in "by_level", never as a draw.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from tabletop_qt.bots import DEFAULT_SPEED, LEVELS, bot_speed, make_bot, split_level
from tabletop_qt.core.games import ALL_GAMES, PACK_OPTION, game_for, get_game
from tabletop_qt.core.games.spec import resolve
from tabletop_qt.core.games.specs import is_real_time, spec_of
# Checking a setup's options is the table's (the LAN command line and the window use it too); sim re-exports them.
from tabletop_qt.table.setup import check_options, load_pack, parse_option_value, parse_options  # noqa: F401


def seat_levels(levels: Sequence[str], game_index: int) -> list[str]:
    """Game i gives seat s the level levels[(s + i) % n]: rotating seats so no level keeps the first seat."""
    n = len(levels)
    return [levels[(s + game_index) % n] for s in range(n)]


# A game that goes on this long has bots that never end it: better a clear error than a sim that hangs.
MAX_ACTIONS = 200_000

# "2x3": the number of teams, "x", the players in each (the rulebook's "two teams of three").
_TEAMS = re.compile(r"^([1-9])x([1-9])$")


def seat_teams(game: Any, state: Any, players: int, options: Mapping[str, Any]) -> list[int] | None:
    """Each seat's team, or None when the game is not played in teams. The engine's public view says it when it
    can ("teams": one team index per seat, or the list of each team's seats); otherwise the "teams" option
    "<teams>x<size>" seats the teams alternately, seat s in team s % teams."""
    view = game.view(state, None)
    shown = view.get("teams") if isinstance(view, dict) else None
    if isinstance(shown, list) and len(shown) == players and all(type(t) is int for t in shown):
        return list(shown)
    if isinstance(shown, list) and shown and all(isinstance(t, list) for t in shown):
        by_seat = {seat: team for team, seats in enumerate(shown) for seat in seats}
        if sorted(by_seat) == list(range(players)):
            return [by_seat[seat] for seat in range(players)]
    match = _TEAMS.match(str(options.get("teams") or ""))
    if match is None:
        return None
    teams = int(match.group(1))
    return [seat % teams for seat in range(players)]


def play_game(
    game_id: str, players: int, seed: int, levels: Sequence[str], options: Mapping[str, Any] | None = None
) -> tuple[Any, int]:
    """Play one game to its end; returns the outcome and how many actions it took."""
    outcome, actions, _ = _play(game_id, players, seed, levels, dict(options or {}))
    return outcome, actions


def _play(
    game_id: str,
    players: int,
    seed: int,
    levels: Sequence[str],
    options: dict[str, Any],
    steps: list[tuple[int, Any, Any]] | None = None,
) -> tuple[Any, int, list[int] | None]:
    """One game: its outcome, how many actions it took and each seat's team (None: no teams). ``steps``, if
    given, receives every applied action as (seat, action JSON, events): the game's log, for ``--history``."""
    game = game_for(game_id, options)
    if is_real_time(game_id):
        outcome, actions = _play_real_time(game_id, players, seed, levels, options, steps)
        return outcome, actions, None
    bots = [make_bot(game_id, level) for level in levels]
    # The bots draw from their own generator, seeded from the game's seed, so the deal and the bots' choices
    # are both fixed by the seed without sharing one stream.
    bot_rng = random.Random(seed)
    state = game.new_state(players, seed, options)
    teams = seat_teams(game, state, players, options)
    actions = 0
    while True:
        seats = game.current_seats(state)
        if not seats:
            break
        if actions >= MAX_ACTIONS:
            raise RuntimeError(f"{game_id} seed {seed}: no end after {MAX_ACTIONS} actions")
        seat = seats[0]
        legal = [game.action_to_json(a) for a in game.legal_actions(state, seat)]
        choice = bots[seat].choose(game.view(state, seat), legal, bot_rng)
        action = game.action_from_json(choice)
        state, events = game.apply(state, seat, action)
        actions += 1
        if steps is not None:
            steps.append((seat, game.action_to_json(action), events))
    return game.outcome(state), actions, teams


def _play_real_time(
    game_id: str,
    players: int,
    seed: int,
    levels: Sequence[str],
    options: Mapping[str, Any],
    steps: list[tuple[int, Any, Any]] | None = None,
) -> tuple[Any, int]:
    """Every seat may act at once: no "first current seat" plays, each bot looks and moves in simulated time
    at its own speed (the level's ":speed", medium if none), as the real-time Table schedules it."""
    pacing = spec_of(game_id).pacing
    if pacing is None:
        raise ValueError(f"no headless real-time simulation for {game_id!r}")
    simulate = resolve(pacing).simulate

    bases = [split_level(level)[0] for level in levels]
    speeds = [bot_speed(game_id, level) or DEFAULT_SPEED for level in levels]
    result = simulate(players, seed, bases, speeds, dict(options), record=steps)
    return result.outcome, result.actions


def _check_level(game_id: str, level: str) -> None:
    """ValueError unless ``level`` (with its ":speed", if any) is one ``game_id``'s bots have."""
    if split_level(level)[0] not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}")
    bot_speed(game_id, level)


def play_games(
    game_id: str,
    players: int,
    games: int,
    seed: int,
    levels: Sequence[str],
    options: Mapping[str, Any] | None = None,
    history: Path | None = None,
) -> dict[str, Any]:
    """Play ``games`` games, game i with seed ``seed + i``, and return the figures the CLI prints. ``options``
    are some of the game's options (ValueError for an unknown key or a value the engine refuses). ``history``: a
    history folder each finished game is written into (a LOCAL record, every seat a bot)."""
    game = get_game(game_id)
    if not (game.min_players <= players <= game.max_players):
        raise ValueError(f"{game_id} is for {game.min_players}-{game.max_players} players, not {players}")
    chosen = check_options(game_id, players, options or {})
    levels = list(levels)
    if len(levels) == 1:
        levels *= players
    if len(levels) != players:
        raise ValueError(f"expected 1 or {players} bot levels, got {len(levels)}")
    for level in levels:
        _check_level(game_id, level)
    by_level = {level: 0 for level in levels}
    by_seat = [0] * players
    by_team: list[int] | None = None
    draws = 0
    total_actions = 0
    started = time.perf_counter()
    for i in range(games):
        assigned = seat_levels(levels, i)
        steps: list[tuple[int, Any, Any]] | None = [] if history is not None else None
        outcome, actions, teams = _play(game_id, players, seed + i, assigned, chosen, steps)
        if history is not None and steps is not None:
            _keep(history, game_id, players, seed + i, assigned, chosen, steps, outcome)
        total_actions += actions
        if teams is not None and by_team is None:
            by_team = [0] * (max(teams) + 1)
        team = winning_team(outcome.winners, teams)
        if team is not None:
            assert by_team is not None
            by_team[team] += 1
        if team is not None or len(outcome.winners) == 1:
            for winner in outcome.winners:
                by_seat[winner] += 1
            for level in dict.fromkeys(assigned[w] for w in outcome.winners):
                by_level[level] += 1
        else:
            draws += 1  # nobody won, or several players who are not one team
    elapsed = time.perf_counter() - started
    wins: dict[str, Any] = {"by_level": by_level, "by_seat": by_seat}
    if by_team is not None:
        wins["by_team"] = by_team
    return {
        "game": game_id,
        "players": players,
        "games": games,
        "seed": seed,
        "levels": levels,
        "options": chosen,
        "wins": wins,
        "draws": draws,
        "mean_actions": total_actions / games if games else 0.0,
        "games_per_second": games / elapsed if elapsed > 0 else 0.0,
    }


def _keep(
    folder: Path,
    game_id: str,
    players: int,
    seed: int,
    levels: Sequence[str],
    options: Mapping[str, Any],
    steps: list[tuple[int, Any, Any]],
    outcome: Any,
) -> None:
    """Write one finished sim game into the history folder, as the rules thread would have kept it."""
    from tabletop_qt.history.recorder import record_from_steps
    from tabletop_qt.history.store import HistoryStore
    from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec

    game = game_for(game_id, options)
    _, setup_events = game.new_state_with_events(players, seed, options)
    seats = tuple(SeatSpec(SeatKind.BOT, f"Bot {s + 1}", levels[s]) for s in range(players))
    setup = GameSetup(game_id, seats, seed, dict(options))
    HistoryStore(folder).write(record_from_steps(setup, setup_events, steps, outcome, game.rules_version))


def winning_team(winners: Sequence[int], teams: Sequence[int] | None) -> int | None:
    """The team that won when ``winners`` are players of one team (a team's win names its seats), else None."""
    if teams is None or not winners:
        return None
    won = {teams[w] for w in winners}
    return won.pop() if len(won) == 1 else None


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
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option, repeatable (e.g. advanced=true, teams=2x2); true/false and whole numbers are read as such",
    )
    parser.add_argument(
        "--pack",
        type=Path,
        metavar="DIR",
        help="play with the content pack in this folder (games whose content is data); default: the house set",
    )
    parser.add_argument(
        "--history",
        type=Path,
        metavar="DIR",
        help="write each finished game into this history folder (python -m tabletop_qt.history DIR list)",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    game = get_game(args.game)
    if args.players is None:
        if game.min_players != game.max_players:
            parser.error(
                f"--players: {args.game} is for {game.min_players} to {game.max_players} players; say how many"
            )
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
    try:
        make_bot(args.game, levels[0])
    except ValueError as exc:
        parser.error(f"--bots: {exc}")
    try:
        options = parse_options(args.option)
    except ValueError as exc:
        parser.error(f"--option: {exc}")
    if PACK_OPTION in options:
        parser.error(f"--option: give the content pack's folder with --pack, not {PACK_OPTION}=")
    if args.pack is not None:
        try:
            options.update(load_pack(args.game, args.pack))
        except ValueError as exc:
            parser.error(f"--pack: {exc}")
    try:
        check_options(args.game, args.players, options)
    except ValueError as exc:
        parser.error(f"--option: {exc}")
    result = play_games(args.game, args.players, args.games, args.seed, levels, options, args.history)
    json.dump(result, sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
