"""Render each playable game mid-game, in each language, to PNG files, offscreen.

    python -m tabletop_qt.screenshots OUT_DIR [--size 1280x800] [--seed 7] [--game GAME ...]

A table is played headless by bots to the middle of the game with a person to move, saved, and continued in a
real main window, so the pictures show the real interface on a real position. Three players, except where a game
shows more of itself otherwise (TABLES: High Noon Saloon at four, in two teams).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path


def _worth_a_picture(game_id: str, table) -> bool:  # type: ignore[no-untyped-def]
    """A turn-based game's position is worth a picture once the person is to move with enough to choose from, after
    enough logged changes, and the game's own judge (if its GameSpec's ``picture`` names one) agrees."""
    from tabletop_qt.core.games.spec import resolve
    from tabletop_qt.core.games.specs import spec_of

    picture = spec_of(game_id).picture
    seat = table.current_seats()[0]
    if seat != 0 or len(table.log) < picture.min_log or len(table.legal(seat)) < picture.min_legal:
        return False
    return picture.judge is None or bool(resolve(picture.judge)(table.view(0)))


def _midgame_table(game_id: str, seed: int):  # type: ignore[no-untyped-def]
    from tabletop_qt.bots import make_bot
    from tabletop_qt.core.games import get_game
    from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
    from tabletop_qt.table.table import Table

    from tabletop_qt.core.games.specs import spec_of

    game = get_game(game_id)
    picture = spec_of(game_id).picture
    players, options = min(picture.players, game.max_players), dict(picture.options)
    names = ("Anna", "Bruno", "Carla", "Daan", "Elif", "Fenna")
    seats = [SeatSpec(SeatKind.HUMAN, names[0])]
    seats += [SeatSpec(SeatKind.BOT, names[i], "normal") for i in range(1, players)]
    table = Table.new(GameSetup(game_id, tuple(seats), seed, options))
    bot = make_bot(game_id, "normal")
    rng = random.Random(seed)
    # Play on into the game, stopping where the person is to move with plenty of choice on the table.
    while not table.outcome.finished:
        if table.real_time:
            # Everybody plays at once: the others move more often, until the person has cards to lay mid-round.
            plays = [a for a in table.legal(0) if a.get("type") == "play"]
            if len(table.log) >= 30 and len(plays) >= 2 and getattr(table.state.phase, "value", "") == "play":
                break
            current = table.current_seats()
            seat = rng.choice([s for s in current if s != 0] or list(current))
            table.submit(seat, bot.choose(table.view(seat), table.legal(seat), rng))
            continue
        seat = table.current_seats()[0]
        if _worth_a_picture(game_id, table):
            break
        table.submit(seat, bot.choose(table.view(seat), table.legal(seat), rng))
    return table


def render(
    out_dir: Path, size: tuple[int, int], seed: int, games: list[str] | None = None, languages: list[str] | None = None
) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from tabletop_qt.core.games import GAMES
    from tabletop_qt.i18n.languages import Language, LanguageManager
    from tabletop_qt.table.saves import write_save
    from tabletop_qt.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    out_dir.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp)
        manager = LanguageManager(app)
        settings = QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(manager, settings, data, bot_delay_ms=60_000)
        window.browser_factory = None  # pictures of tables, not of the network's
        window.resize(*size)
        window.show()
        try:
            for game_id in games or list(GAMES):
                table = _midgame_table(game_id, seed)
                for language in [lang for lang in Language if languages is None or lang.value in languages]:
                    manager.set_language(language)
                    write_save(table, window.autosave_path)
                    seen: list[object] = []
                    window.controller.table_updated.connect(seen.append)  # noqa: B023 (used before the loop moves on)
                    window.continue_last_game()
                    _wait(app, lambda: bool(seen))
                    window.controller.table_updated.disconnect(seen.append)
                    _wait(app, lambda: False, 0.6)  # let the take animation land
                    _wait(app, lambda: not window.game.board.drawing())  # pictures drawn on a thread of their own
                    board = window.game.board
                    board.pick_example()  # a choice under way shows what the table offers
                    app.processEvents()
                    path = out_dir / f"{game_id}_{language.value}.png"
                    window.grab().save(str(path))
                    written.append(path)
                    board.cancel()
        finally:
            window.close()
            manager.set_language(Language.ENGLISH)  # its translators out of the application again
    return written


def _wait(app, condition, seconds: float = 10.0) -> None:  # type: ignore[no-untyped-def]
    import time

    end = time.monotonic() + seconds
    while time.monotonic() < end and not condition():
        app.processEvents()
        time.sleep(0.01)


def main(argv: list[str] | None = None) -> int:
    from tabletop_qt.i18n.languages import Language

    parser = argparse.ArgumentParser(prog="python -m tabletop_qt.screenshots", description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--size", default="1280x800", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--game", action="append", default=None, help="only this game (repeatable; default: every one)")
    parser.add_argument(
        "--language", action="append", default=None, choices=[lang.value for lang in Language],
        help="only this language (repeatable; default: every one)",
    )
    args = parser.parse_args(argv)
    try:
        width, height = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        parser.error(f"--size must look like 1280x800, not {args.size!r}")
    from tabletop_qt.core.games import GAMES

    unknown = [g for g in args.game or () if g not in GAMES]
    if unknown:
        parser.error(f"unknown game {unknown[0]!r} (games: {', '.join(GAMES)})")
    for path in render(args.out_dir, (width, height), args.seed, args.game, args.language):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
