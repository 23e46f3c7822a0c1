"""The replay's analysis, under its table: for the seat the replay is seen by, per decision the search's choice
(lit in violet on the table at that position) and the estimated win chance with it and after the move played,
marks for inaccuracies, mistakes and blunders (thresholds in the panel's help line), and the graph of the win
chance (ui/analysis_graph.py; a click jumps to that decision).

The analysis runs in the assist worker process (assist/service.py) with a progress bar and a Cancel button; the
result is kept beside the history record (analysis/store.py), so it is computed once per seat. The replay page
only holds this panel (one hook): the panel follows the page through its ``position_shown`` signal.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from tabletop_qt.analysis.game import AnalysisRequest, GameAnalysis, analysable_seats
from tabletop_qt.analysis.grading import BLUNDER_LOSS, INACCURACY_LOSS, MISTAKE_LOSS, Grade
from tabletop_qt.analysis.hint import percent
from tabletop_qt.ui.analysis_graph import AnalysisGraph
from tabletop_qt.ui.hint_marks import clear_hint, light
from tabletop_qt.ui.peer_text import plain_label

ANALYSIS_SEED = 0  # one seed for every analysis: the same record and seat always give the same analysis
ANALYSIS_ITERATIONS: int | None = None  # each decision's budget (None: the hard bot's); tests set a small one

# What the panel says of the decision at the position shown, one whole sentence per case.
DECISION_SENTENCES: dict[str, str] = {
    "chosen": QT_TRANSLATE_NOOP(
        "Analysis", "{player} played the search's own choice here: {win}% of wins estimated with it."
    ),
    Grade.GOOD.value: QT_TRANSLATE_NOOP(
        "Analysis",
        "The search would play the move lit in violet ({before}% of wins); the move {player} played keeps {after}%: "
        "good enough.",
    ),
    Grade.INACCURACY.value: QT_TRANSLATE_NOOP(
        "Analysis",
        "The search would play the move lit in violet ({before}% of wins); the move {player} played keeps {after}%: "
        "an inaccuracy.",
    ),
    Grade.MISTAKE.value: QT_TRANSLATE_NOOP(
        "Analysis",
        "The search would play the move lit in violet ({before}% of wins); the move {player} played keeps {after}%: "
        "a mistake.",
    ),
    Grade.BLUNDER.value: QT_TRANSLATE_NOOP(
        "Analysis",
        "The search would play the move lit in violet ({before}% of wins); the move {player} played keeps {after}%: "
        "a blunder.",
    ),
}


class AnalysisPanel(QWidget):
    analysis_shown = Signal(object)  # the GameAnalysis now shown (computed or kept)

    def __init__(self, page: Any) -> None:
        super().__init__()
        self.setObjectName("analysis_panel")
        self._page = page
        self._service: Any = None
        self._pending: int | None = None
        self._for: tuple[str, int] | None = None  # (record id, seat) of what is shown or being computed
        self.analysis: GameAnalysis | None = None
        self._failed = False
        self.analyse_button = QPushButton()
        self.analyse_button.setObjectName("analyse_button")
        self.analyse_button.clicked.connect(self._on_analyse_button_clicked)
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("cancel_analysis_button")
        self.cancel_button.clicked.connect(self._on_cancel_button_clicked)
        self.progress = QProgressBar()
        self.progress.setObjectName("analysis_progress")
        self._summary = plain_label(QLabel())
        self._summary.setObjectName("analysis_summary")
        self._decision = plain_label(QLabel())
        self._decision.setObjectName("analysis_decision")
        self._decision.setWordWrap(True)
        self._help = plain_label(QLabel())
        self._help.setObjectName("analysis_help")
        self._help.setWordWrap(True)
        self._help.setStyleSheet("color: #5f6368;")
        self.graph = AnalysisGraph()
        self.graph.point_clicked.connect(self._on_graph_point_clicked)
        top = QHBoxLayout()
        top.addWidget(self.analyse_button)
        top.addWidget(self.progress, 1)
        top.addWidget(self.cancel_button)
        top.addWidget(self._summary, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addLayout(top)
        layout.addWidget(self.graph)
        layout.addWidget(self._decision)
        layout.addWidget(self._help)
        page.position_shown.connect(self._on_page_position_shown)
        self._sync()
        self.retranslate()

    # ------------------------------------------------------------------ reading
    def seat(self) -> int | None:
        """The seat the replay is seen by, if the record can be analysed from it."""
        replay, seat = self._page.replay, self._page.seat
        if replay is None or seat is None or seat not in analysable_seats(replay.record):
            return None
        return seat

    def decision_text(self) -> str:
        return self._decision.text()

    def is_running(self) -> bool:
        return self._pending is not None

    def _store(self) -> Any:
        folder = getattr(self._page.window(), "history_dir", None)
        if folder is None:
            return None
        from tabletop_qt.analysis.store import AnalysisStore

        return AnalysisStore(Path(folder))

    # ------------------------------------------------------------------ following the page
    def _on_page_position_shown(self, position: int) -> None:
        self._sync()
        self.graph.set_position(position)
        self._show_decision(position)

    def _sync(self) -> None:
        """A new record or seat: show its kept analysis, or offer to compute it."""
        replay, seat = self._page.replay, self.seat()
        key = None if replay is None or seat is None else (replay.record.id, seat)
        if key == self._for:
            return
        self._cancel()
        self._for = key
        self.analysis = None
        if key is not None:
            store = self._store()
            kept = store.load(*key) if store is not None else None
            if kept is not None:
                self._use(kept)
        self._refresh()

    def _use(self, analysis: GameAnalysis) -> None:
        self.analysis = analysis
        replay = self._page.replay
        self.graph.set_analysis(analysis, replay.setup.players if replay is not None else 2)
        self.analysis_shown.emit(analysis)

    # ------------------------------------------------------------------ computing
    def start(self) -> None:
        replay, seat = self._page.replay, self.seat()
        if replay is None or seat is None or self._pending is not None or self.analysis is not None:
            return
        from tabletop_qt.assist.service import assist_for

        service = assist_for(self._page.window())
        if service is not self._service:  # the first, or a new one after the window stopped the last
            self._service = service
            service.answered.connect(self._on_service_answered)
            service.failed.connect(self._on_service_failed)
            service.progressed.connect(self._on_service_progressed)
        self._pending = self._service.ask(AnalysisRequest(replay.record, seat, ANALYSIS_SEED, ANALYSIS_ITERATIONS))
        self.progress.setRange(0, 0)  # busy until the first progress says how many decisions there are
        self._failed = False
        self._refresh()

    def _cancel(self) -> None:
        if self._pending is not None and self._service is not None:
            self._service.cancel(self._pending)
        self._pending = None

    def _on_service_progressed(self, request_id: int, done: int, total: int) -> None:
        if request_id == self._pending:
            self.progress.setRange(0, max(1, total))
            self.progress.setValue(done)

    def _on_service_answered(self, request_id: int, result: Any) -> None:
        if request_id != self._pending:
            return
        self._pending = None
        if isinstance(result, GameAnalysis) and self._for == (result.record_id, result.seat):
            store = self._store()
            if store is not None:
                try:
                    store.save(result)
                except OSError:
                    pass  # shown all the same; computed again next time
            self._use(result)
            self._show_decision(self._page.position)
        self._refresh()

    def _on_service_failed(self, request_id: int) -> None:
        if request_id == self._pending:
            self._pending = None
            self._failed = True
            self._refresh()

    def _on_analyse_button_clicked(self) -> None:
        self.start()

    def _on_cancel_button_clicked(self) -> None:
        self._cancel()
        self._refresh()

    def _on_graph_point_clicked(self, position: int) -> None:
        self._page.go_to(position)

    # ------------------------------------------------------------------ showing
    def _refresh(self) -> None:
        running = self._pending is not None
        seat = self.seat()
        self.analyse_button.setVisible(not running and self.analysis is None)
        self.analyse_button.setEnabled(seat is not None)
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        self.graph.setVisible(self.analysis is not None)
        if self.analysis is None:
            self.graph.set_analysis(None, 2)
        self._retranslate_summary()
        self._show_decision(self._page.position)

    def _show_decision(self, position: int) -> None:
        analysis, board = self.analysis, self._page.board
        scene = board.scene if board is not None else None
        if scene is not None:
            clear_hint(scene)
        if analysis is None:
            self._decision.clear()
            return
        decision = next((d for d in analysis.decisions if d.position == position), None)
        if decision is None:
            self._decision.setText(QCoreApplication.translate(
                "Analysis", "Step to a marked point of the graph to see a decision of {player}."
            ).format(player=self._player()))
            return
        same = decision.choice == decision.played
        key = "chosen" if same else decision.grade.value
        self._decision.setText(QCoreApplication.translate("Analysis", DECISION_SENTENCES[key]).format(
            player=self._player(), win=percent(decision.win_before), before=percent(decision.win_before),
            after=percent(decision.win_after),
        ))
        if not same and scene is not None:
            light(analysis.game_id, scene, decision.choice)

    def _player(self) -> str:
        names = getattr(self._page, "_names", [])
        seat = self.analysis.seat if self.analysis is not None else self._page.seat
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"

    def retranslate(self) -> None:
        self.analyse_button.setText(QCoreApplication.translate("Analysis", "Analyse this game"))
        self.cancel_button.setText(QCoreApplication.translate("Analysis", "Cancel"))
        self._help.setText(QCoreApplication.translate(
            "Analysis",
            "The win chance is the search's estimate from what this player could see. A move is marked as an "
            "inaccuracy when it loses at least {inaccuracy} percentage points of it, a mistake from {mistake}, a "
            "blunder from {blunder}.",
        ).format(inaccuracy=percent(INACCURACY_LOSS), mistake=percent(MISTAKE_LOSS), blunder=percent(BLUNDER_LOSS)))
        self._retranslate_summary()
        self._show_decision(self._page.position)

    def _retranslate_summary(self) -> None:
        analysis = self.analysis
        if analysis is not None:
            counts = analysis.counts()
            text = QCoreApplication.translate(
                "Analysis", "{player}: inaccuracies {inaccuracies}, mistakes {mistakes}, blunders {blunders}."
            ).format(player=self._player(), inaccuracies=counts[Grade.INACCURACY], mistakes=counts[Grade.MISTAKE],
                     blunders=counts[Grade.BLUNDER])
        elif self._pending is not None:
            text = QCoreApplication.translate("Analysis", "Analysing the decisions of {player}…").format(
                player=self._player())
        elif getattr(self, "_failed", False):
            text = QCoreApplication.translate("Analysis", "The analysis could not be run.")
        elif self._page.replay is not None and self.seat() is None:
            text = QCoreApplication.translate("Analysis", "Choose a player under “Seen by” to analyse their moves.")
        else:
            text = ""
        self._summary.setText(text)
