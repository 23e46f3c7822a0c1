"""GUI event-loop stalls while bots play at full speed in the real main window (offscreen).

    python benchmarks/gui_stall.py [--game tea_time|times_square|frantic_frankfurt|high_noon_saloon] [--seconds 5]
                                   [--idle-seconds 3] [--players 4,2] [--realtime-scale 1] [--no-instrument]
                                   [--no-item-cache] [--qt-paint-pool] [--probe] [--switch-interval MS]
                                   [--canary] [--thread-clocks]

A real MainWindow (data folder and IniFormat settings in a temporary folder, bot delay 0) first sits idle (the
baseline), then plays bots-only games of ``--game`` (Tea Time by default; Times Square is for two, normal bots;
Frantic Frankfurt three normal bots of fast reaction, in real time: the rules thread's scheduler, its think
times multiplied by ``--realtime-scale``, and its board drawn with the public view, as for a watcher; High Noon
Saloon six normal bots, answering out-of-turn windows at once as the bot delay 0 makes them) back to back (a new game is started as soon as one finishes) for ``--seconds`` per player count. Meanwhile a 1 ms precise timer on the GUI thread records the gaps between its
timeouts, and a helper thread posts time stamps every 5 ms whose queueing delay the GUI thread records (see
_stall_monitor.py). The aim: the longest stall (longest gap minus the 1 ms interval) under 16 ms, one frame.

To say where long stalls come from, the GUI thread's work is timed by wrapping, in this process only, the
TableUpdate handler (GamePage._on_controller_table_updated and what it calls), the view's paint event, each
card's paint, the scene's animations (Tea Time's flying cards, Times Square's sliding figures: "fly" starts one,
"anim_step" is a step), and on the rules thread each bot turn (its decision alone: "bot_choose"), autosave and
update; every gap
over 16 ms is then split into the instrumented work inside it. An event of no kind the report names ("ev_other")
that lasts 4 ms or more is named in the gaps that hold it: its QEvent type and its receiver's class ("Expose on
QWidgetWindow"). Each handler's wait for the interpreter lock is kept too (its wall time less its CPU time and its
wait for a CPU): the rules thread's Python beside it shows there.

This machine is a virtual one: its host sometimes runs something else for ~100 ms while a virtual CPU has work
("steal", /proc/stat). The GUI thread's CPU clock may count that time as its own, so such a gap looks like 60 ms
of the GUI thread's work inside no span. Each detailed gap says the stolen time in it, and the report gives the
longest stall among the gaps that hold none. ``--probe`` samples the GUI thread from a watchdog thread while a gap
is open (its stack, CPU clock, page faults, run-queue wait, the other threads' stacks: _gap_probe.py).
``--switch-interval MS`` replaces the app's interpreter switch interval, to measure its effect. ``--canary`` times
the machine's own speed from a child process (_speed_canary.py). ``--thread-clocks`` reads every thread of the app
from another process each ms (_thread_clocks.py): each detailed gap says how much CPU each thread had in it, how long
each waited for a CPU, and how late that process woke itself; with ``--no-instrument`` the gaps are detailed too.

Prints a report, then one JSON line.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from _gap_probe import GapProbe, describe
from _speed_canary import SLOW_RATIO, SpeedCanary
from _thread_clocks import ThreadClocks
from _gap_text import gap_text, named_others
from _stall_monitor import ALL_EVENT_KINDS, Intervals, StallMonitor, perf, percentile, timed_application

AIM_MS = 16.0
START_S = 0.25  # a game's start: the page switch, the table's build and first paint
NEXT_GAME_MS = 20  # from the winner screen shown to the next game's start: a frame, the earliest click on it
WINNER_WAIT_MS = 1000  # a game whose end shows no winner screen starts the next one after this long
NAMES = ("Anna", "Bruno", "Carla", "Daan", "Elif", "Fenna")
# Work on the GUI thread, outermost first: "handler" holds show_view, log, retranslate and fly; "score_dialog" (the
# winner screen filled and opened, in a turn of its own once the last position is painted: ui/winner_side.py);
# "paint" holds card_paint; "start_game" (the new-game dialog's Start: the page switch, the table's build) holds
# prepare_table (the board's table for the setup's seats, the scene shown in the view at its ratio).
# "history_read": the finished game's history record taken in for the winner screen's Replay (a queued call; read
# back from its file before the rules thread handed the record over).
GUI_TOP = ("handler", "score_dialog", "history_read", "start_game", "paint", "anim_step", "anim_done")
# "board_made": a game's board (scene and controls) built on its first use, inside the handler of its first update.
GUI_KINDS = (
    "handler", "board_made", "show_view", "log", "retranslate", "fly", "score_dialog", "history_read", "start_game",
    "prepare_table", "paint", "card_paint", "anim_step", "anim_done",
)
# The GUI thread's outermost events by kind (_stall_monitor.timed_application): they hold the spans above, and
# name the rest (the window's paint pass, layouts, a scene's queued processing of its changed items).
EVENT_KINDS = ALL_EVENT_KINDS
# "table_start": a new table made (its rules, seats and bots) when a game starts.
# "history": a finished game's record written to the history folder, once its last update went out.
RULES_KINDS = ("table_start", "bot_turn", "bot_choose", "autosave", "make_update", "history")
# Python's cyclic garbage collector, in whichever thread it runs: it holds the GIL, so a long collection in the
# rules thread stalls the GUI thread's Python slots as surely as one in the GUI thread.
ANY_KINDS = ("gc",)


# ``--probe``: a watchdog thread that samples the GUI thread while a gap is open (_gap_probe.py); each gap the
# report details then says what the GUI thread was seen running.
PROBE: list[GapProbe] = []
# ``--canary``: the machine's own speed over each play phase (_speed_canary.py); the current phase's canary.
USE_CANARY = False
CANARY: list[SpeedCanary] = []
# ``--thread-clocks``: every thread of the app sampled from another process each ms (_thread_clocks.py).
USE_THREAD_CLOCKS = False
THREAD_CLOCKS: list[ThreadClocks] = []


# Each game's scene module, its scene class, and the method that starts one animation.
SCENES: dict[str, tuple[str, str, str]] = {
    "tea_time": ("tabletop_qt.ui.games.tea_time.scene", "TeaTimeScene", "_fly"),
    "times_square": ("tabletop_qt.ui.games.times_square.scene", "TimesSquareScene", "_slide"),
    "frantic_frankfurt": ("tabletop_qt.ui.games.frantic_frankfurt.scene", "FranticFrankfurtScene", ""),
    # No animation of its own (""): a position is drawn by show_view.
    "high_noon_saloon": ("tabletop_qt.ui.games.high_noon_saloon.scene", "HighNoonSaloonScene", ""),
}
# A scene whose animations start in a component of its own: that class and method instead.
ANIMATORS: dict[str, tuple[str, str, str]] = {
    "frantic_frankfurt": ("tabletop_qt.ui.games.frantic_frankfurt.motion", "CardMotion", "_fly"),
}
DEFAULT_PLAYERS = {"tea_time": "4,2", "times_square": "2", "frantic_frankfurt": "3", "high_noon_saloon": "6"}
TITLES = {
    "tea_time": "Tea Time", "times_square": "Times Square", "frantic_frankfurt": "Frantic Frankfurt",
    "high_noon_saloon": "High Noon Saloon",
}
# Each game's bots: Frantic Frankfurt's level carries a reaction speed (real time), the others play at once.
BOT_LEVELS = {"frantic_frankfurt": "normal:fast"}


def instrument(iv: Intervals, game: str = "tea_time") -> dict[str, int]:
    """Wrap the application's methods (class attributes, before any window exists) so their spans are recorded."""
    import importlib

    from PySide6.QtCore import QVariantAnimation

    from tabletop_qt.rules_thread import worker
    from tabletop_qt.ui.game_page import GamePage
    from tabletop_qt.ui.items.card_item import CardItem
    from tabletop_qt.ui.main_window import MainWindow
    from tabletop_qt.ui.table_view import TableView

    counters = {"updates_made": 0, "updates_handled": 0, "max_backlog": 0, "max_animations": 0}
    module_name, class_name, animate = SCENES[game]
    scene_mod = importlib.import_module(module_name)
    scene_class = getattr(scene_mod, class_name)

    import tabletop_qt.ui.game_page as game_page_mod

    game_page_mod.make_board = iv.wrap("board_made", game_page_mod.make_board)
    GamePage._on_controller_table_updated = iv.wrap("handler", GamePage._on_controller_table_updated, waits=True)
    GamePage._render_log = iv.wrap("log", GamePage._render_log)
    GamePage.retranslate_ui = iv.wrap("retranslate", GamePage.retranslate_ui)
    scene_class.show_view = iv.wrap("show_view", scene_class.show_view)
    if animate:
        setattr(scene_class, animate, iv.wrap("fly", getattr(scene_class, animate)))
    if game in ANIMATORS:
        animator_module, animator_name, animate = ANIMATORS[game]
        animator = getattr(importlib.import_module(animator_module), animator_name)
        setattr(animator, animate, iv.wrap("fly", getattr(animator, animate)))
    from tabletop_qt.ui.winner_side import WinnerSide

    WinnerSide._open = iv.wrap("score_dialog", WinnerSide._open)
    WinnerSide.history_written = iv.wrap("history_read", WinnerSide.history_written)
    if hasattr(WinnerSide, "history_kept"):  # the record handed over by the rules thread, not read back
        WinnerSide.history_kept = iv.wrap("history_read", WinnerSide.history_kept)
    MainWindow.start_game = iv.wrap("start_game", MainWindow.start_game)
    GamePage.prepare_table = iv.wrap("prepare_table", GamePage.prepare_table)
    TableView.paintEvent = iv.wrap("paint", lambda self, event: super(TableView, self).paintEvent(event))
    if "paint" in CardItem.__dict__:  # cards built from Qt's own items paint without Python: nothing to wrap
        CardItem.paint = iv.wrap("card_paint", CardItem.paint)

    # The animations connect Python closures to valueChanged and finished; time those closures. PySide
    # resolves signal attributes before Python descriptors, so the animation is wrapped rather than subclassed.
    class _TimedSignal:
        def __init__(self, signal: Any, kind: str) -> None:
            self._signal, self._kind = signal, kind

        def connect(self, slot: Any) -> Any:
            return self._signal.connect(iv.wrap(self._kind, slot))

    class TimedAnimation:
        def __init__(self, parent: Any = None) -> None:
            self._animation = QVariantAnimation(parent)
            self.valueChanged = _TimedSignal(self._animation.valueChanged, "anim_step")
            self.finished = _TimedSignal(self._animation.finished, "anim_done")
            if parent is not None and hasattr(parent, "_animations"):
                counters["max_animations"] = max(counters["max_animations"], len(parent._animations) + 1)

        def __getattr__(self, name: str) -> Any:
            return getattr(self._animation, name)

    scene_mod.QVariantAnimation = TimedAnimation

    # Rules thread (a real-time game's bots, referee and held intents come from one timer of their own).
    worker.TableWorker.start = iv.wrap("table_start", worker.TableWorker.start)
    worker.TableWorker._on_bot_timer_timeout = iv.wrap("bot_turn", worker.TableWorker._on_bot_timer_timeout)
    worker.TableWorker._on_realtime_timer_timeout = iv.wrap("bot_turn", worker.TableWorker._on_realtime_timer_timeout)
    from tabletop_qt.rules_thread import autosave

    autosave.write_save = iv.wrap("autosave", autosave.write_save)
    from tabletop_qt.rules_thread.history_keeper import HistoryKeeper

    HistoryKeeper.keep = iv.wrap("history", HistoryKeeper.keep)
    real_make_update = worker.make_update

    def make_update(*args: Any, **kwargs: Any) -> Any:
        counters["updates_made"] += 1
        return real_make_update(*args, **kwargs)

    worker.make_update = iv.wrap("make_update", make_update)
    from tabletop_qt.rules_thread import turn_bots

    real_make_bot = turn_bots.make_bot

    def make_bot(*args: Any) -> Any:
        bot = real_make_bot(*args)
        bot.choose = iv.wrap("bot_choose", bot.choose)
        return bot

    turn_bots.make_bot = make_bot
    from tabletop_qt.table import realtime

    realtime.make_bot = make_bot  # the real-time scheduler's bots and referee
    _record_gc(iv)
    return counters


def _record_gc(iv: Intervals) -> None:
    """Record every garbage collection's span (the callback runs in the collecting thread, under the GIL)."""
    import gc

    started: list[float] = []

    def on_gc(phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            started.append(perf())
        elif started:
            if iv.enabled:
                iv.spans["gc"].append((started.pop(), perf()))
                iv.cpu["gc"].append(0.0)
            else:
                started.pop()

    gc.callbacks.append(on_gc)


def load_image_plugins() -> None:
    """Make every image format's plugin on the GUI thread, before the window's picture threads read a picture.

    The benchmark's ``notify`` (_stall_monitor.timed_application) is Python, and Qt calls it from every thread, so
    each event needs the interpreter lock. A picture thread that makes an image plugin (its first QImageReader of a
    format) moves the plugin to the GUI thread while it holds Qt's plugin loader lock, and that move sends an event:
    our ``notify`` then waits for the interpreter lock, which another picture thread holds while it waits for the
    loader lock (PySide keeps the lock in ``QImageReader.size``): the process hung at its start, twice in 30 High Noon
    Saloon runs. The app has no Python ``notify`` and cannot hang so."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImageReader

    for image_format in QImageReader.supportedImageFormats():
        buffer = QBuffer()
        buffer.setData(QByteArray(b"\0" * 16))
        buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        reader = QImageReader(buffer, image_format)
        reader.canRead()  # finds the format's plugin: made now, on this thread


def run_loop(app: Any, seconds: float) -> None:
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(max(0, int(seconds * 1000)), loop.quit)
    loop.exec()


def drain(app: Any, counters: dict[str, int], limit_s: float = 5.0) -> None:
    """Let the GUI catch up with every update the rules thread already sent."""
    end = perf() + limit_s
    while perf() < end:
        run_loop(app, 0.05)
        if counters["updates_handled"] >= counters["updates_made"]:
            run_loop(app, 0.3)  # the last animation
            if counters["updates_handled"] >= counters["updates_made"]:
                return


def attribute(iv: Intervals, windows: list[tuple[float, float]]) -> dict[str, Any]:
    """Split the long gaps into the instrumented work that ran inside them."""
    total = sum(e - s for s, e in windows)
    gui = iv.overlap(windows, GUI_KINDS)
    rules = iv.overlap(windows, RULES_KINDS)
    anywhere = iv.overlap(windows, ANY_KINDS)
    events = iv.overlap(windows, EVENT_KINDS)
    top = sum(gui[k] for k in GUI_TOP)
    out: dict[str, Any] = {"windows": len(windows), "total_ms": round(total * 1000, 1)}
    out["gui_ms"] = {k: round(v * 1000, 1) for k, v in gui.items()}
    out["gui_uninstrumented_ms"] = round(max(0.0, total - top) * 1000, 1)
    out["gui_events_ms"] = {k: round(v * 1000, 1) for k, v in events.items()}
    out["rules_thread_ms"] = {k: round(v * 1000, 1) for k, v in rules.items()}
    out["either_thread_ms"] = {k: round(v * 1000, 1) for k, v in anywhere.items()}
    named = sorted((o for s, e in windows for o in iv.others_in(s, e)), key=lambda o: -o["ms"])
    out["other_events"] = named[:5]  # the longest "other" events inside them, named
    return out


def gap_detail(monitor: StallMonitor, iv: Intervals, index: int) -> dict[str, Any]:
    """The ``index``-th gap: its length, the GUI thread's own CPU in it, and the instrumented work inside it."""
    gap, end = monitor.gaps[index], monitor.tick_times[index]
    window = [(end - gap, end)]
    gui = iv.overlap(window, GUI_KINDS)
    rules = iv.overlap(window, RULES_KINDS)
    anywhere = iv.overlap(window, ANY_KINDS)
    events = iv.overlap(window, EVENT_KINDS)
    detail = {
        "gap_ms": round(gap * 1000, 2),
        "gui_cpu_ms": round(monitor.cpu_gaps[index] * 1000, 2),
        # The host's stolen time meanwhile (_stall_monitor.stolen_ticks): a virtual CPU not run, which the GUI
        # thread's CPU clock may count as its own.
        "stolen_ms": monitor.stolen_ms(end - gap, end),
        "at_s": round(end - monitor.started_at, 3),
        **{k: round(v * 1000, 2) for k, v in gui.items() if v > 0},
        **{k: round(v * 1000, 2) for k, v in events.items() if v > 0},
        **{f"rules:{k}": round(v * 1000, 2) for k, v in rules.items() if v > 0},
        **{k: round(v * 1000, 2) for k, v in anywhere.items() if v > 0},
    }
    for kind in ("handler", "paint"):  # several positions (or frames) in one turn: how many
        count = sum(1 for a, b in iv.spans.get(kind, ()) if a < end and b > end - gap)
        if count > 1:
            detail[f"{kind}_count"] = count
    others = iv.others_in(end - gap, end)
    if others:
        detail["other_events"] = others  # each long "other" event in the gap, named: its QEvent type and receiver
    if PROBE:
        detail["probe"] = describe(PROBE[0].inside(end - gap, end))
    if CANARY:
        slow = CANARY[0].slowdown(end - gap, end)
        detail["machine_slowdown"] = round(slow, 1) if slow is not None else None
    if THREAD_CLOCKS:
        detail["threads"] = THREAD_CLOCKS[0].inside(end - gap, end)
    return detail


def worst_gaps(monitor: StallMonitor, iv: Intervals, count: int = 3) -> list[dict[str, Any]]:
    order = sorted(range(len(monitor.gaps)), key=lambda i: monitor.gaps[i], reverse=True)[:count]
    return [gap_detail(monitor, iv, i) for i in order]


def first_start(monitor: StallMonitor, iv: Intervals, started: float) -> dict[str, Any]:
    """The first game's start (its first START_S): the longest gap, and the GUI thread's most CPU in one gap (one
    turn of the event loop: the figure a loaded machine disturbs little), each with what it held."""
    turns = [i for i, (g, t) in enumerate(zip(monitor.gaps, monitor.tick_times)) if t - g <= started + START_S]
    if not turns:
        return {}
    longest = max(turns, key=lambda i: monitor.gaps[i])
    busiest = max(turns, key=lambda i: monitor.cpu_gaps[i])
    return {"longest_gap": gap_detail(monitor, iv, longest), "most_cpu": gap_detail(monitor, iv, busiest)}


def play_phase(
    app: Any, window: Any, monitor: StallMonitor, iv: Intervals, counters: dict[str, int], players: int, seconds: float,
    seed: int, game: str = "tea_time",
) -> dict[str, Any]:
    from PySide6.QtCore import QTimer

    from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec

    state = {"games": 0, "updates": 0, "playing": True, "seed": seed}
    starts: list[float] = []  # when each game was started (the person's click on Start, in the app)

    def setup() -> GameSetup:
        state["seed"] += 1
        level = BOT_LEVELS.get(game, "normal")
        seats = tuple(SeatSpec(SeatKind.BOT, NAMES[i], level) for i in range(players))
        return GameSetup(game, seats, state["seed"])

    def on_update(update: Any) -> None:
        counters["updates_handled"] += 1
        counters["max_backlog"] = max(counters["max_backlog"], counters["updates_made"] - counters["updates_handled"])
        if not state["playing"]:
            return
        state["updates"] += 1
        if update.outcome.finished:
            state["games"] += 1
            starts.append(perf())
            # The next game as a person's click on the winner screen starts it, at the earliest: a frame after the
            # screen is shown (it opens in turns of its own once the last position is painted, ui/winner_side.py).
            # Started a fixed time after the last position instead, the new game's first turns fell among the
            # screen's own, a click no player can make before the screen is there.
            ended = perf()

            def after_the_winner_screen() -> None:
                if not state["playing"]:
                    return
                if window.winner.shown is None and (perf() - ended) * 1000 < WINNER_WAIT_MS:
                    QTimer.singleShot(1, window, after_the_winner_screen)
                    return
                QTimer.singleShot(NEXT_GAME_MS, window, lambda: state["playing"] and window.start_game(setup()))

            QTimer.singleShot(1, window, after_the_winner_screen)

    window.controller.table_updated.connect(on_update)
    counters["max_backlog"] = 0
    counters["max_animations"] = 0
    iv.clear()
    CANARY[:] = [SpeedCanary()] if USE_CANARY else []
    THREAD_CLOCKS[:] = [ThreadClocks()] if USE_THREAD_CLOCKS else []
    observers = (*CANARY, *THREAD_CLOCKS)  # child processes that watch from outside: started before the clock
    for observer in observers:
        observer.start()
    for observer in observers:
        observer.wait_ready()
    monitor.start()
    started = perf()
    starts.append(started)
    window.start_game(setup())
    run_loop(app, seconds)
    state["playing"] = False
    monitor.stop()
    for observer in observers:
        observer.stop()
    elapsed = perf() - started
    window.controller.close_table()
    drain(app, counters)
    window.controller.table_updated.disconnect(on_update)
    summary = monitor.summary()
    # Once the board exists: a game's board is built on its first use (once per window), the rest is steady play.
    built = max((end for _, end in iv.spans.get("board_made", ())), default=monitor.started_at)
    after = [g for g, t in zip(monitor.gaps, monitor.tick_times) if t - g >= built]
    summary["longest_stall_after_board_ms"] = round(max(0.0, max(after, default=0.0) - monitor.tick_ms / 1000) * 1000, 3)
    # While playing: a game's start (the page switch, its table's build and first paint, right after the click
    # on Start) left out.
    playing = [
        g for g, t in zip(monitor.gaps, monitor.tick_times) if not any(t >= s and t - g <= s + START_S for s in starts)
    ]
    summary["longest_stall_playing_ms"] = round(max(0.0, max(playing, default=0.0) - monitor.tick_ms / 1000) * 1000, 3)
    # The host's stolen time: over the whole run, and the longest stall among the gaps that hold none of it (a
    # virtual CPU the hypervisor did not run stalls any program on it; the aim is the app's own).
    summary["stolen_ms"] = monitor.stolen_ms(monitor.started_at, monitor.stopped_at)
    clean = [i for i, (g, t) in enumerate(zip(monitor.gaps, monitor.tick_times)) if not monitor.stolen_ms(t - g, t)]
    unstolen = [monitor.gaps[i] for i in clean]
    summary["longest_stall_unstolen_ms"] = round(
        max(0.0, max(unstolen, default=0.0) - monitor.tick_ms / 1000) * 1000, 3
    )
    if CANARY:
        # The longest stall among the gaps without steal in which the canary ran at its usual speed (a gap it got
        # no CPU in is not cleared: both CPUs were busy, maybe with the app).
        canary = CANARY[0]
        usual = [monitor.gaps[i] for i in clean if (canary.slowdown(monitor.tick_times[i] - monitor.gaps[i],
                                                                    monitor.tick_times[i]) or SLOW_RATIO) < SLOW_RATIO]
        summary["longest_stall_machine_usual_ms"] = round(max(0.0, max(usual, default=0.0) - monitor.tick_ms / 1000) * 1000, 3)
        summary["canary_samples"] = canary.samples
        summary["canary_median_us"] = round(canary.median * 1e6, 1)
    if THREAD_CLOCKS:
        # Each gap less the longest stretch of it in which the sampler (another process, nice -10) was due and not
        # run: what remains is the app's own stall, or a slowdown the sampler did not see.
        clocks, tick = THREAD_CLOCKS[0], monitor.tick_ms / 1000
        less = [
            g - clocks.freeze_within(t - g, t) if g - tick > AIM_MS / 2000 else g
            for g, t in zip(monitor.gaps, monitor.tick_times)
        ]
        summary["longest_stall_less_machine_freeze_ms"] = round(max(0.0, max(less, default=0.0) - tick) * 1000, 3)
        summary["stalls_over_16ms_machine_freeze"] = sum(
            1 for g, g_less in zip(monitor.gaps, less) if g - tick > AIM_MS / 1000 >= g_less - tick
        )
        summary["thread_clock_samples"] = clocks.samples
    summary["stalls_over_16ms_stolen"] = sum(
        1 for g, t in zip(monitor.gaps, monitor.tick_times)
        if g - monitor.tick_ms / 1000 > AIM_MS / 1000 and monitor.stolen_ms(t - g, t)
    )
    long = monitor.long_gaps(AIM_MS / 1000 + monitor.tick_ms / 1000)
    iv.enabled = False
    result = {
        "players": players,
        **summary,
        "updates_rendered": state["updates"],
        "updates_per_s": round(state["updates"] / elapsed, 1),
        "games": state["games"],
        "max_update_backlog": counters["max_backlog"],
        "max_concurrent_animations": counters["max_animations"],
        "work": iv.totals(),
        # The same without each game's start (its first START_S: the page switch, the table's build and first
        # paint, the score dialog before it): the GUI thread's work per update while a game is under way.
        "work_playing": iv.totals([(s - 0.05, s + START_S) for s in starts]),
        "stalls_over_aim": attribute(iv, long),
        "worst": worst_gaps(monitor, iv),
        "first_start": first_start(monitor, iv, started),
        # The GUI thread's CPU per turn of the event loop once the first game's start is over: p99 and max.
        "gui_cpu_per_turn_playing_ms": _cpu_after(monitor, started + START_S),
        # The gap that held the most GUI-thread CPU over the whole run, starts and ends included: the work's own
        # cost, which a loaded machine's scheduling (the wall gaps) hides.
        "most_cpu_whole_run": gap_detail(monitor, iv, max(range(len(monitor.cpu_gaps)), key=monitor.cpu_gaps.__getitem__))
        if monitor.cpu_gaps else {},
        # The same among the gaps that hold no stolen time: the GUI thread's own work, which steal cannot inflate.
        "most_cpu_unstolen": gap_detail(monitor, iv, max(clean, key=monitor.cpu_gaps.__getitem__)) if clean else {},
    }
    iv.enabled = True
    return result


def _cpu_after(monitor: StallMonitor, since: float) -> dict[str, float]:
    cpu = [c for c, t in zip(monitor.cpu_gaps, monitor.tick_times) if t >= since]
    return {"p99": round(percentile(cpu, 99) * 1000, 2), "max": round(max(cpu, default=0.0) * 1000, 2)}


def idle_phase(app: Any, monitor: StallMonitor, seconds: float) -> dict[str, Any]:
    monitor.start()
    run_loop(app, seconds)
    monitor.stop()
    return {"players": 0, **monitor.summary()}


def fmt_phase(name: str, r: dict[str, Any]) -> str:
    line = (
        f"{name:<14} stall max {r['longest_stall_ms']:7.2f} ms  p99 {r['stall_p99_ms']:6.2f}  p50 {r['stall_p50_ms']:5.2f}"
        f"  (gaps p50/p99/max {r['gap_p50_ms']:.2f}/{r['gap_p99_ms']:.2f}/{r['gap_max_ms']:.2f} ms, {r['ticks']} ticks,"
        f" {r['stalls_over_16ms']} over 16 ms)  queue delay p50/p99/max {r['probe_p50_ms']:.2f}/{r['probe_p99_ms']:.2f}/{r['probe_max_ms']:.2f} ms"
    )
    if r.get("players"):
        line += (
            f"\n{'':<14} {r['updates_rendered']} updates rendered ({r['updates_per_s']}/s), {r['games']} games finished,"
            f" max backlog {r['max_update_backlog']} updates"
        )
        if r.get("work"):
            line += f", max {r['max_concurrent_animations']} animations at once"
    return line


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="seconds of play for each player count")
    parser.add_argument("--idle-seconds", type=float, default=3.0, help="seconds of the idle baseline")
    parser.add_argument("--game", default="tea_time", choices=sorted(SCENES), help="the game the bots play")
    parser.add_argument("--players", default=None, help="player counts to play, comma separated (Tea Time: 4,2; Times Square: 2)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--realtime-scale", type=float, default=1.0,
        help="real-time games: the bots' think times and the countdowns times this (1: as a person plays them)",
    )
    parser.add_argument("--no-instrument", action="store_true", help="measure without timing the app's methods")
    parser.add_argument(
        "--switch-interval", type=float, default=None,
        help="ms: the interpreter's switch interval instead of the app's (rules_thread/controller.py), to measure its"
        " effect on the GUI thread's waits for the lock",
    )
    parser.add_argument(
        "--probe", action="store_true",
        help="a watchdog thread samples the GUI thread's stack, CPU clock and page faults while a gap is open;"
        " each detailed gap says what it saw (_gap_probe.py)",
    )
    parser.add_argument(
        "--no-item-cache",
        action="store_true",
        help="the control: shapes and words are not given their device-pixel cache (ui/items/still_cache.py)",
    )
    parser.add_argument(
        "--canary",
        action="store_true",
        help="a child process at the lowest priority times the same small sum every 2 ms: each detailed gap gives the"
        " machine's slowdown meanwhile, and the report the longest stall among the gaps at its usual speed"
        " (_speed_canary.py)",
    )
    parser.add_argument(
        "--thread-clocks",
        action="store_true",
        help="another process at a high priority reads every thread's CPU and state of the app each ms: each detailed"
        " gap says which threads ran in it and how late that process woke itself (_thread_clocks.py)",
    )
    parser.add_argument(
        "--qt-paint-pool",
        action="store_true",
        help="the control: Qt's raster engine hands big fills to its GUI thread pool (the app turns it off:"
        " ui/serial_paint.py)",
    )

    args = parser.parse_args(argv)
    global USE_CANARY, USE_THREAD_CLOCKS
    USE_CANARY = args.canary
    USE_THREAD_CLOCKS = args.thread_clocks
    from tabletop_qt.ui.serial_paint import KEEP_QT_POOL_ENV, paint_on_the_gui_thread

    if args.qt_paint_pool:
        os.environ[KEEP_QT_POOL_ENV] = "1"
    paint_on_the_gui_thread()  # as app.main does, before anything is painted
    players_list = args.players or DEFAULT_PLAYERS[args.game]
    if args.switch_interval is not None:
        from tabletop_qt.rules_thread import controller as controller_module

        controller_module.SWITCH_INTERVAL_S = args.switch_interval / 1000  # the controller sets it when made
        sys.setswitchinterval(args.switch_interval / 1000)

    from PySide6.QtCore import QSettings, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    iv = Intervals()
    if args.no_item_cache:
        import tabletop_qt.ui.game_page as game_page

        game_page.cache_still_items = lambda scene: 0  # type: ignore[assignment]
    counters = instrument(iv, args.game) if not args.no_instrument else {"updates_made": 0, "updates_handled": 0, "max_backlog": 0, "max_animations": 0}
    if args.no_instrument:
        from tabletop_qt.rules_thread import worker

        real_make_update = worker.make_update

        def make_update(*a: Any, **k: Any) -> Any:
            counters["updates_made"] += 1
            return real_make_update(*a, **k)

        worker.make_update = make_update

    from tabletop_qt.i18n.languages import Language, LanguageManager
    from tabletop_qt.ui.main_window import MainWindow

    if args.realtime_scale != 1.0:
        # The window makes its own controller (imported when first needed); in this process only, that controller
        # gets the scale the window never asks for.
        from tabletop_qt.rules_thread import controller as controller_mod

        class ScaledController(controller_mod.TableController):
            def __init__(self, *a: Any, **k: Any) -> None:
                super().__init__(*a, **{**k, "realtime_scale": args.realtime_scale})

        controller_mod.TableController = ScaledController  # type: ignore[misc]

    def quiet(mode: Any, context: Any, message: str) -> None:
        if "propagateSizeHints" not in message:  # the offscreen platform says this for every dialog
            sys.stderr.write(message + "\n")

    qInstallMessageHandler(quiet)
    app = QApplication.instance() or (
        QApplication([sys.argv[0]]) if args.no_instrument else timed_application(iv)([sys.argv[0]])
    )
    if not args.no_instrument:
        load_image_plugins()
    results: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="tabletop-bench-") as tmp:
        data = Path(tmp)
        settings = QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat)
        languages = LanguageManager(app)
        languages.set_language(Language.ENGLISH)
        window = MainWindow(languages, settings, data, bot_delay_ms=0)
        window.browser_factory = None  # the stalls of play, not of browsing the network
        window.resize(1280, 800)
        window.show()
        run_loop(app, 0.5)  # first paint and layout settle
        # The window makes card pictures and each game's board ahead, in idle time; the baseline starts after.
        warm_up_started = time.perf_counter()
        while window._warm_timer.isActive() and time.perf_counter() - warm_up_started < 30:
            run_loop(app, 0.05)
        print(f"start-up warm-up (pictures and boards made ahead) done {time.perf_counter() - warm_up_started + 0.5:.2f} s after show")
        monitor = StallMonitor(tick_ms=1, probe_ms=5)
        if args.probe:
            PROBE.append(GapProbe(lambda: monitor.last_tick))
            PROBE[0].start()
        try:
            results["idle"] = idle_phase(app, monitor, args.idle_seconds)
            for players in (int(p) for p in players_list.split(",") if p.strip()):
                key = f"bots{players}"
                while key in results:
                    key += "+"
                results[key] = play_phase(app, window, monitor, iv, counters, players, args.seconds, args.seed, args.game)
        finally:
            if PROBE:
                PROBE[0].stop()
            monitor.shutdown()
            window.close()
            app.processEvents()

    idle = results["idle"]
    title = TITLES[args.game]
    if args.game == "frantic_frankfurt":
        title += f" (fast reactions, think times x{args.realtime_scale:g})"
    pool = "on (the control)" if args.qt_paint_pool else "off, as in the app"
    print(
        f"GUI event-loop stalls, {title} bots at full speed in the main window (offscreen), switch interval"
        f" {sys.getswitchinterval() * 1000:g} ms, Qt's paint thread pool {pool}"
    )
    print(f"aim: longest stall < {AIM_MS:g} ms\n")
    print(fmt_phase("idle window", idle))
    summary: dict[str, Any] = {
        "benchmark": "gui_stall", "game": args.game, "aim_ms": AIM_MS, "qt_paint_pool": args.qt_paint_pool,
        "idle": {k: v for k, v in idle.items()},
    }
    if args.game == "frantic_frankfurt":
        summary["realtime_scale"] = args.realtime_scale
    for key, r in results.items():
        if key == "idle":
            continue
        label = f"{r['players']} bots"
        print(fmt_phase(label, r))
        ratio = r["longest_stall_ms"] / idle["longest_stall_ms"] if idle["longest_stall_ms"] > 0 else float("inf")
        verdict = "within" if r["longest_stall_ms"] < AIM_MS else "OVER"
        print(f"{'':<14} longest stall {r['longest_stall_ms']:.1f} ms vs idle {idle['longest_stall_ms']:.1f} ms: {ratio:.1f}x; aim < {AIM_MS:g} ms: {verdict}")
        print(f"{'':<14} longest stall once the board was built: {r['longest_stall_after_board_ms']:.1f} ms")
        print(
            f"{'':<14} the host's stolen time over the run: {r['stolen_ms']:.0f} ms; {r['stalls_over_16ms_stolen']} of the"
            f" stalls over {AIM_MS:g} ms hold some; the longest stall among the gaps that hold none:"
            f" {r['longest_stall_unstolen_ms']:.1f} ms"
        )
        if "longest_stall_machine_usual_ms" in r:
            print(
                f"{'':<14} the machine's own speed (a canary's {r['canary_samples']} timings, median"
                f" {r['canary_median_us']:g} us): the longest stall among the gaps without steal at its usual speed"
                f" (under {SLOW_RATIO:g}x): {r['longest_stall_machine_usual_ms']:.1f} ms"
            )
        if "longest_stall_less_machine_freeze_ms" in r:
            print(
                f"{'':<14} the machine's freezes (another process at nice -10 due to wake every ms and not run,"
                f" {r['thread_clock_samples']} wakes): {r['stalls_over_16ms_machine_freeze']} of the stalls over"
                f" {AIM_MS:g} ms fall under it with the freeze in them taken off; the longest stall so taken:"
                f" {r['longest_stall_less_machine_freeze_ms']:.1f} ms"
            )
        print(
            f"{'':<14} longest stall while playing (the {START_S * 1000:.0f} ms after each game's start left out): "
            f"{r['longest_stall_playing_ms']:.1f} ms"
        )
        work = r["work"]
        if work:
            print(
                f"{'':<14} work (count / mean ms / max ms; wall time, and the part the thread was on a CPU; then the thread's"
                " CPU per span, mean / p99 / max ms: the work's own cost on a shared machine):"
            )
            for kind in (*GUI_KINDS, *EVENT_KINDS, *RULES_KINDS, *ANY_KINDS):
                w = work.get(kind)
                if w:
                    thread = "rules" if kind in RULES_KINDS else "any" if kind in ANY_KINDS else "gui"
                    print(
                        f"{'':<16}{thread:>5} {kind:<13} {w['count']:6d}  {w['mean_ms']:8.3f}  {w['max_ms']:8.2f}   total"
                        f" {w['total_ms']:8.1f} ms, of it on CPU {w['cpu_ms']:8.1f} ms; CPU per span"
                        f" {w['cpu_mean_ms']:.2f} / {w['cpu_p99_ms']:.2f} / {w['cpu_max_ms']:.2f}"
                    )
            playing = r["work_playing"]
            figures = [
                f"{kind} {playing[kind]['cpu_mean_ms']:.2f} / {playing[kind]['cpu_p99_ms']:.2f} / {playing[kind]['cpu_max_ms']:.2f}"
                for kind in ("handler", "show_view", "paint", "anim_step")
                if kind in playing
            ]
            print(
                f"{'':<14} while playing (each game's first {START_S * 1000:.0f} ms and the score dialog before it left"
                f" out), GUI thread CPU per span mean / p99 / max ms: " + "; ".join(figures)
            )
            handler = work.get("handler", {})
            if "lock_wait_ms" in handler:
                print(
                    f"{'':<14} the handlers' waits off the CPU other than for a CPU (the interpreter lock; or a file"
                    " read, an import):"
                    f" {handler['lock_wait_ms']:.1f} ms in all, at most {handler['lock_wait_max_ms']:.2f} ms in one"
                )
            paint = work.get("paint")
            if paint:
                print(
                    f"{'':<14} paint per frame, CPU of the paint itself: mean {paint['cpu_mean_ms']:.2f} ms, p99"
                    f" {paint['cpu_p99_ms']:.2f} ms, max {paint['cpu_max_ms']:.2f} ms (aim: mean under 4 ms)"
                )
            s = r["stalls_over_aim"]
            if s["windows"]:
                gui = ", ".join(f"{k} {v:.0f}" for k, v in s["gui_ms"].items() if v >= 0.5)
                rules = ", ".join(f"{k} {v:.0f}" for k, v in s["rules_thread_ms"].items() if v >= 0.5)
                either = ", ".join(f"{k} {v:.0f}" for k, v in s["either_thread_ms"].items() if v >= 0.5)
                events = ", ".join(f"{k} {v:.0f}" for k, v in s["gui_events_ms"].items() if v >= 0.5)
                print(
                    f"{'':<14} inside the {s['windows']} gaps over {AIM_MS:g} ms ({s['total_ms']:.0f} ms in all): GUI thread {gui};"
                    f" not in those spans {s['gui_uninstrumented_ms']:.0f} ms; the GUI thread's outermost events (holding"
                    f" the spans above) {events or 'none'}; rules thread meanwhile {rules};"
                    f" garbage collection (either thread) {either or 'none'}"
                )
            if s.get("other_events"):
                print(f"{'':<16}the longest events of no named kind inside them: {named_others(s['other_events'])}")
        if work or THREAD_CLOCKS:
            for w in r["worst"]:
                rest = gap_text(w, ("gap_ms", "at_s"))
                print(f"{'':<16}gap {w['gap_ms']} ms at {w['at_s']} s: {rest}")
        first = r.get("first_start") or {}
        for label, part in (("longest gap", "longest_gap"), ("most GUI-thread CPU in one turn", "most_cpu")):
            w = first.get(part)
            if w:
                rest = gap_text(w, ("gap_ms", "gui_cpu_ms", "at_s"))
                print(
                    f"{'':<14} the first game's start, {label}: gap {w['gap_ms']} ms at {w['at_s']} s, GUI thread CPU"
                    f" {w['gui_cpu_ms']} ms: {rest}"
                )
        turn = r["gui_cpu_per_turn_playing_ms"]
        print(f"{'':<14} the GUI thread's CPU per turn of the event loop after it: p99 {turn['p99']} ms, max {turn['max']} ms")
        w = r.get("most_cpu_whole_run")
        if w:
            rest = gap_text(w, ("gap_ms", "gui_cpu_ms", "at_s"))
            print(f"{'':<14} the whole run's most GUI-thread CPU in one gap: {w['gui_cpu_ms']} ms (gap {w['gap_ms']} ms at"
                  f" {w['at_s']} s): {rest}")
        w = r.get("most_cpu_unstolen")
        if w and w is not r.get("most_cpu_whole_run") and w.get("at_s") != (r.get("most_cpu_whole_run") or {}).get("at_s"):
            rest = gap_text(w, ("gap_ms", "gui_cpu_ms", "at_s"))
            print(f"{'':<14} among the gaps that hold no stolen time: {w['gui_cpu_ms']} ms (gap {w['gap_ms']} ms at"
                  f" {w['at_s']} s): {rest}")
        summary[key] = {k: v for k, v in r.items() if k not in ("worst",)}
        summary[key]["ratio_to_idle"] = round(ratio, 2) if ratio != float("inf") else None
        summary[key]["within_aim"] = r["longest_stall_ms"] < AIM_MS
    print()
    print(json.dumps(summary, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
