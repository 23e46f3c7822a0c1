"""A rules thread to be killed: one person (seat 0, played by a bot's choices from the GUI thread) and five
High Noon Saloon bots, autosaving to a path, printing each update as a JSON line as the GUI thread receives it.

    python -m tests.table.autosave_crash_child AUTOSAVE SEED BOT_DELAY_MS SAVE_EVERY_MS

test_worker.py kills this process (SIGKILL: no flush, no clean quit) in the middle of a run of bot moves and reads
the autosave it left behind.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from tabletop_qt.bots import make_bot
from tabletop_qt.rules_thread import autosave
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.rules_thread.controller import TableController

GAME_ID = "high_noon_saloon"
PERSON = 0


def main(argv: list[str]) -> int:
    path, seed, bot_delay_ms, save_every_ms = Path(argv[0]), int(argv[1]), int(argv[2]), int(argv[3])
    autosave.SAVE_EVERY_MS = save_every_ms  # read when a gathered save is armed, in the rules thread
    app = QCoreApplication([])
    # The person never runs out of time to answer: the table passing for them would be a person's move too.
    controller = TableController(autosave_path=path, bot_delay_ms=bot_delay_ms, answer_ms=600_000)
    chooser = make_bot(GAME_ID, "normal")
    seats = (SeatSpec(SeatKind.HUMAN, "Anna", None),) + tuple(
        SeatSpec(SeatKind.BOT, f"Bot {i}", "normal") for i in range(1, 6)
    )

    def on_update(update: Any) -> None:
        last = update.log[-1] if update.log else None
        person_turn = PERSON in update.current_seats and not update.outcome.finished
        line = {
            "version": update.version,
            "finished": update.outcome.finished,
            "person_turn": person_turn,
            "last_seat": None if last is None else last.seat,
            "last_number": None if last is None else last.number,
            "last_action": None if last is None else last.action,
        }
        print(json.dumps(line), flush=True)
        if person_turn:
            rng = random.Random(seed * 7919 + update.version)
            controller.submit(PERSON, chooser.choose(update.views[PERSON], update.legal[PERSON], rng))
        elif update.outcome.finished:
            app.quit()

    controller.table_updated.connect(on_update)
    controller.start(GameSetup(GAME_ID, seats, seed))
    app.exec()
    controller.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
