"""Learn to play, in the window: the coach that walks a learner through a game's script on its fixed deal.

The coach is a thin Qt layer over the step engine (`tutorials/engine.py`): a panel beside the table (the step's
text, Next, Leave), a pointer on the item to click (`tutorial_pointer.py`, found by `tutorial_targets.py`) and a
gate on the game page that lets through only the taught move, and only when the table is at it; anything else
is answered with a polite reason and never reaches the rules. The step reached is kept in the settings
(``tutorial/<game>``), so a learner who leaves comes back to it: the table is rebuilt to that point by replaying
the script headless (the deal and the bots are fixed) and continued from a save. At the end the coach offers a
real game with the same settings, or to play this one on. A real-time game's lesson is paced (`Script.paced`): its
bots move only as the steps release their scripted moves (`tutorial_pace.py`).
"""

from __future__ import annotations

import secrets
from dataclasses import replace
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, QSettings, QTimer, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QGraphicsItem, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tabletop_qt.table.seats import GameSetup
from tabletop_qt.table.update import TableUpdate
from tabletop_qt.tutorials import script_for
from tabletop_qt.tutorials.engine import LEARNER, Phase, Refusal, TutorialRun, rebuild, same_action
from tabletop_qt.tutorials.script import Script
from tabletop_qt.ui.tutorial_pace import ScriptedBots, learner_moves
from tabletop_qt.ui.tutorial_pointer import PointerItem, mark_button
from tabletop_qt.ui.tutorial_targets import Located, locate, next_target

PROGRESS_KEY = "tutorial/{game}"  # the step reached; -1 once the tutorial was finished
ANSWER_MS = 600_000  # a learner reading a step is never passed for by the table's answer clock
TUTORIAL_SAVE = "tutorial_resume.json"

WHY_NOT: dict[str, str] = {
    Refusal.READ_FIRST.value: QT_TRANSLATE_NOOP("Tutorial", "Not yet, please: read this step first, then press Next."),
    Refusal.NOT_TAUGHT.value: QT_TRANSLATE_NOOP(
        "Tutorial",
        "Not this one, please: in this lesson you make the move the step describes, on the item marked in amber. "
        "In a real game you will be free to choose.",
    ),
    "wait": QT_TRANSLATE_NOOP(
        "Tutorial", "Please wait a moment: the other players are still moving. The item to click is marked when it is your move."
    ),
}


def progress(settings: QSettings, game_id: str) -> int:
    """The step a learner reached in ``game_id``'s tutorial (0: not started; -1: finished)."""
    try:
        return int(settings.value(PROGRESS_KEY.format(game=game_id), 0))  # type: ignore[call-overload]
    except (TypeError, ValueError):
        return 0


def set_progress(settings: QSettings, game_id: str, step: int) -> None:
    settings.setValue(PROGRESS_KEY.format(game=game_id), step)
    settings.sync()


class TutorialPanel(QFrame):
    """The step's words, the reason a move was refused, and the buttons: Next, Leave; at the end, a real game."""

    next_clicked = Signal()
    leave_clicked = Signal()
    real_game_clicked = Signal()
    play_on_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tutorial_panel")
        self.setFrameShape(QFrame.Shape.Box)
        self.setLineWidth(2)
        self.setForegroundRole(QPalette.ColorRole.Highlight)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        self.title = QLabel()
        self.title.setObjectName("tutorial_title")
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.counter = QLabel()
        self.counter.setObjectName("tutorial_counter")
        self.text = QLabel()
        self.text.setObjectName("tutorial_text")
        self.text.setWordWrap(True)
        self.why_not = QLabel()
        self.why_not.setObjectName("tutorial_why_not")
        self.why_not.setWordWrap(True)
        self.why_not.setStyleSheet("color: #c0392b;")
        self.next_button = QPushButton()
        self.next_button.setObjectName("tutorial_next")
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("tutorial_leave")
        self.real_game_button = QPushButton()
        self.real_game_button.setObjectName("tutorial_real_game")
        self.play_on_button = QPushButton()
        self.play_on_button.setObjectName("tutorial_play_on")
        self.next_button.clicked.connect(self.next_clicked)
        self.leave_button.clicked.connect(self.leave_clicked)
        self.real_game_button.clicked.connect(self.real_game_clicked)
        self.play_on_button.clicked.connect(self.play_on_clicked)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.counter)
        buttons = QHBoxLayout()
        buttons.addWidget(self.leave_button)
        buttons.addStretch(1)
        buttons.addWidget(self.play_on_button)
        buttons.addWidget(self.real_game_button)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.text)
        layout.addWidget(self.why_not)
        layout.addLayout(buttons)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.next_button.setText(QCoreApplication.translate("Tutorial", "Next"))
        self.leave_button.setText(QCoreApplication.translate("Tutorial", "Leave the lesson"))
        self.real_game_button.setText(QCoreApplication.translate("Tutorial", "Play a real game"))
        self.play_on_button.setText(QCoreApplication.translate("Tutorial", "Finish this game"))


class TutorialCoach(QObject):
    """Runs one tutorial on the window's game page until it ends, the learner leaves for another table, or plays on."""

    detached = Signal()

    def __init__(self, window: Any, script: Script, run: TutorialRun, setup: GameSetup) -> None:
        super().__init__(window)
        self.window = window
        self.script = script
        self.run = run
        self.setup = setup
        self.panel = TutorialPanel()
        self.panel.next_clicked.connect(self._on_panel_next_clicked)
        self.panel.leave_clicked.connect(self._on_panel_leave_clicked)
        self.panel.real_game_clicked.connect(self._on_panel_real_game_clicked)
        self.panel.play_on_clicked.connect(self._on_panel_play_on_clicked)
        self.panel.installEventFilter(self)
        self._refusal: str | None = None
        self._pointer: PointerItem | None = None
        self._marked: QPushButton | None = None
        self._pointed: Located = None
        self._attached = False
        self._seen = False  # the tutorial's table has been shown
        self._board: Any = None  # the board whose choices move the pointer on
        self._pace = ScriptedBots(window, run, setup) if script.paced else None

    def hold_bots(self) -> None:
        """Before the lesson's table starts: a paced lesson's bots wait for their steps."""
        if self._pace is not None:
            self._pace.hold()

    # ------------------------------------------------------------------ life
    def attach(self) -> None:
        page = self.window.game
        page.intent_gate = self._gate
        page.insert_side_widget(self.panel)
        self.panel.show()  # a child added to a page already on screen stays hidden until shown
        page.update_taken.connect(self._on_page_update_taken)
        self._follow_board()
        self.window.controller.set_answer_time(ANSWER_MS)
        self._attached = True
        self.refresh()

    def detach(self) -> None:
        if not self._attached:
            return
        self._attached = False
        page = self.window.game
        if page.intent_gate == self._gate:
            page.intent_gate = None
        page.update_taken.disconnect(self._on_page_update_taken)
        if self._board is not None:
            self._board.choice_changed.disconnect(self._on_board_choice_changed)
            self._board = None
        self.window.controller.set_answer_time(self.window.answer_ms)
        if self._pace is not None:
            self._pace.release()
        self._clear_pointer()
        self.panel.hide()
        self.panel.setParent(None)
        self.panel.deleteLater()
        self.detached.emit()

    @property
    def attached(self) -> bool:
        return self._attached

    # ------------------------------------------------------------------ what the test and the screen ask
    def pointed(self) -> Located:
        """The item or button the pointer marks now (None: nothing to click now)."""
        return self._pointed

    def ready(self) -> bool:
        """The table is at the step's move: the learner is asked, the move is legal, and no earlier move is missing."""
        update = self.window.game.update_shown
        step = self.run.step
        if update is None or step is None or step.action is None or update.setup != self.setup:
            return False
        if learner_moves(update) != self.run.moves_done() or not self._caught_up():
            return False
        legal = update.legal.get(LEARNER, [])
        return any(same_action(step.action, a) for a in legal)

    def can_go_on(self) -> bool:
        """Next is offered: a note or a consequence, once the table shows every move made so far."""
        return self.run.can_go_on() and self._caught_up()

    def _caught_up(self) -> bool:
        return self._pace is None or self._pace.caught_up(self.window.game.update_shown)

    def text(self) -> str:
        return self.panel.text.text()

    def why_not(self) -> str:
        return self.panel.why_not.text()

    # ------------------------------------------------------------------ the gate
    def _gate(self, action: Any) -> bool:
        if self.run.finished:
            if self._pace is not None:
                self.detach()  # a move after the lesson plays the game on: the bots at their own pace again
            return True
        refusal = self.run.judge(action)
        if refusal is None and not self.ready():
            refusal_code = "wait"
        elif refusal is not None:
            refusal_code = refusal.value
        else:
            self.run.made()
            self._save()
            self._refusal = None
            self._unpoint()  # nothing to click until the table has taken the move
            self._show_words()
            QTimer.singleShot(0, self, self.refresh)  # the pointer once the click that made the move is over
            return True
        self._refusal = refusal_code
        self.refresh()
        return False

    # ------------------------------------------------------------------ slots
    def _on_page_update_taken(self, update: TableUpdate) -> None:
        if update.setup != self.setup:
            if self._seen:
                self.detach()  # another table came after ours: a real game, a saved one, the network
            return  # (before ours: the last position of the table it replaces)
        self._seen = True
        self._follow_board()
        self.refresh()

    def _follow_board(self) -> None:
        """Listen to the board the page shows (a resumed table's board comes with its first position)."""
        board = self.window.game.board
        if board is self._board:
            return
        if self._board is not None:
            self._board.choice_changed.disconnect(self._on_board_choice_changed)
        board.choice_changed.connect(self._on_board_choice_changed)
        self._board = board

    def _on_board_choice_changed(self) -> None:
        self.refresh()

    def _on_panel_next_clicked(self) -> None:
        if self.can_go_on():
            self.run.go_on()
            self._refusal = None
            self._save()
            self.refresh()

    def _on_panel_leave_clicked(self) -> None:
        self._save()
        self.window.show_home()

    def _on_panel_real_game_clicked(self) -> None:
        setup = replace(self.setup, seed=secrets.randbits(31))
        self.detach()
        self.window.start_game(setup)

    def _on_panel_play_on_clicked(self) -> None:
        self.detach()

    # ------------------------------------------------------------------ showing
    def _save(self) -> None:
        if self.run.finished:
            set_progress(self.window.settings, self.script.game_id, -1)
            return
        index = self.run.index + (1 if self.run.phase is Phase.AFTER else 0)
        set_progress(self.window.settings, self.script.game_id, index)

    def refresh(self) -> None:
        if not self._attached:
            return
        if self._pace is not None:
            self._pace.follow(self.window.game.update_shown)
        self._show_words()
        self._show_pointer()

    def _tr(self, source: str) -> str:
        return QCoreApplication.translate(self.script.context, source)

    def _show_words(self) -> None:
        panel, run = self.panel, self.run
        panel.title.setText(self._tr(self.script.title))
        total = len(self.script.steps)
        if run.finished:
            panel.counter.setText("")
            panel.text.setText(self._tr(self.script.finish))
        else:
            step = run.step
            assert step is not None
            panel.counter.setText(
                QCoreApplication.translate("Tutorial", "Step {step} of {steps}").format(step=run.index + 1, steps=total)
            )
            panel.text.setText(self._tr(step.after if run.phase is Phase.AFTER else step.text))
        panel.why_not.setText(QCoreApplication.translate("Tutorial", WHY_NOT[self._refusal]) if self._refusal else "")
        panel.why_not.setVisible(bool(self._refusal))
        panel.next_button.setVisible(self.can_go_on())
        panel.leave_button.setVisible(not run.finished)
        panel.real_game_button.setVisible(run.finished)
        panel.play_on_button.setVisible(run.finished)

    def _unpoint(self) -> None:
        """Hide the pointer at once (it is removed at the next refresh, outside the click that made the move)."""
        if self._pointer is not None and shiboken6.isValid(self._pointer):
            self._pointer.hide()
        if self._marked is not None and shiboken6.isValid(self._marked):
            mark_button(self._marked, False)
            self._marked = None
        self._pointed = None

    def _clear_pointer(self) -> None:
        if self._pointer is not None and shiboken6.isValid(self._pointer):
            scene = self._pointer.scene()
            if scene is not None:
                scene.removeItem(self._pointer)
        self._pointer = None
        if self._marked is not None and shiboken6.isValid(self._marked):
            mark_button(self._marked, False)
        self._marked = None
        self._pointed = None

    def _show_pointer(self) -> None:
        page = self.window.game
        step = self.run.step
        wanted: Located = None
        if self.run.wants_move() and step is not None and self.ready():
            target = next_target(self.script.game_id, page.board, step)
            wanted = locate(self.script.game_id, page.board, target) if target is not None else None
        current = self._pointed
        if wanted is current and (
            (isinstance(wanted, QGraphicsItem) and self._pointer is not None and shiboken6.isValid(self._pointer))
            or (isinstance(wanted, QPushButton) and self._marked is wanted)
        ):
            return
        self._clear_pointer()
        if isinstance(wanted, QGraphicsItem) and shiboken6.isValid(wanted):
            scale = page.view.transform().m11()
            self._pointer = PointerItem(wanted, 1.0 / scale if scale > 1e-6 else 1.0)
            self._pointed = wanted
        elif isinstance(wanted, QPushButton):
            mark_button(wanted, True)
            self._marked = wanted
            self._pointed = wanted

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange and watched is getattr(self, "panel", None):  # (see game_page's)
            self.panel.retranslate_ui()
            self.refresh()
        return super().eventFilter(watched, event)


def open_tutorial(window: Any, game_id: str, learner: str) -> TutorialCoach:
    """Start ``game_id``'s tutorial at this window, or resume it at the step the learner left."""
    old = getattr(window, "tutorial", None)
    if isinstance(old, TutorialCoach):
        old.detach()
    script = script_for(game_id)
    # The learner's name as the window knows it (the new-game dialog's last one), else the dialog's default one.
    setup = script.setup(learner.strip() or QCoreApplication.translate("NewGame", "Player {number}").format(number=1))
    step = progress(window.settings, game_id)
    run = TutorialRun.at(script, step if step > 0 else 0)
    coach = TutorialCoach(window, script, run, setup)
    window.tutorial = coach
    coach.hold_bots()  # before the table starts: its bots must not get ahead of the first step
    if run.index > 0:
        table = rebuild(script, run.index, setup.seats[0].name)
        from tabletop_qt.table.saves import write_save

        path = Path(window.autosave_path).with_name(TUTORIAL_SAVE)
        write_save(table, path)
        window.resume_table(path)
    else:
        set_progress(window.settings, game_id, 0)
        window.start_game(setup)
    coach.attach()
    return coach


def _autosave_setup(window: Any) -> GameSetup | None:
    from tabletop_qt.table.saves import SaveError, read_save

    try:
        setup = read_save(Path(window.autosave_path)).setup
    except (SaveError, OSError, KeyError, ValueError):
        return None
    return setup if setup.seats else None


def owns_autosave(window: Any, game_id: str) -> bool:
    """The unfinished game in the autosave is this tutorial's own table (resuming it replaces nothing)."""
    setup = _autosave_setup(window)
    return setup is not None and setup == script_for(game_id).setup(setup.seats[0].name)


def tutorial_in_autosave(window: Any) -> str | None:
    """The game whose tutorial, not yet finished, the autosave holds (Continue then goes on with the lesson)."""
    from tabletop_qt.tutorials import tutorial_games

    setup = _autosave_setup(window)
    if setup is None or setup.game_id not in tutorial_games():
        return None
    if setup != script_for(setup.game_id).setup(setup.seats[0].name):
        return None
    return setup.game_id if progress(window.settings, setup.game_id) >= 0 else None
