"""Every table and dialog fits and reads in every language: no text outside its item or the scene, no texts drawn
over each other, no button or label cut off, and no text on a table drawn below a legible size.

Each game's table is played by bots to the middle of a game (the screenshots command's positions), continued in one
real main window, and looked at in English, Italian and Dutch at three window sizes (a small laptop, the common one,
and 1440p). The dialogs are opened in each language. Every problem is collected, so one run lists them all.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

import pytest
from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractGraphicsShapeItem,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QLabel,
    QPushButton,
    QRadioButton,
    QWidget,
)

from tabletop_qt.core.games import GAMES
from tabletop_qt.i18n.languages import Language, LanguageManager
from tabletop_qt.screenshots import _midgame_table
from tabletop_qt.table.saves import write_save
from tabletop_qt.ui.items.parent_item import parent_item
from tabletop_qt.ui.items.text_items import DESIGN_SIZE_KEY
from tabletop_qt.ui.main_window import MainWindow

SIZES = ((1024, 640), (1366, 768), (2560, 1440))
LEGIBLE_AT = (1280, 800)  # the window size the legibility check looks at: a common laptop
LEGIBLE_PT = 7.0  # the least size a text on a table may be drawn at there, in points on the screen
SHRINK_ALLOWED = 0.9  # a fitted label may lose a tenth of its designed size (13 to 12 px) before it counts as shrunk
SEED = 7
SLACK = 1.0  # scene units: anti-aliasing and rounding, not a cut-off letter
OVERLAP = 3.0  # two texts sharing more than this many units each way are drawn over each other


# ---------------------------------------------------------------------------------------------- scene checks
def _texts(scene: QGraphicsScene) -> list[QGraphicsItem]:
    out = []
    for item in scene.items():
        if not isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)) or not item.isVisible():
            continue
        text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
        if text.strip() and item.effectiveOpacity() > 0.05:
            out.append(item)
    return out


def _text_of(item: QGraphicsItem) -> str:
    text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
    return text.replace("\n", " / ")


def _inside(inner: QRectF, outer: QRectF) -> bool:
    return outer.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(inner)


def _opaque(item: QGraphicsItem) -> bool:
    if not isinstance(item, QAbstractGraphicsShapeItem) or not item.isVisible() or item.effectiveOpacity() < 0.99:
        return False
    brush = item.brush()
    return brush.style() == Qt.BrushStyle.SolidPattern and brush.color().alpha() == 255


def scene_problems(scene: QGraphicsScene, where: str) -> list[str]:
    problems: list[str] = []
    texts = _texts(scene)
    bounds = scene.sceneRect()
    for item in texts:
        rect = item.sceneBoundingRect()
        if not _inside(rect, bounds):
            problems.append(f"{where}: {_text_of(item)!r} drawn outside the scene ({_r(rect)} not in {_r(bounds)})")
        parent = parent_item(item)
        if parent is not None and not parent.boundingRect().isEmpty():
            outer = parent.sceneBoundingRect()
            if not _inside(rect, outer):
                problems.append(f"{where}: {_text_of(item)!r} drawn outside its item ({_r(rect)} not in {_r(outer)})")
    # Two texts over each other, unless an opaque item between them hides the lower one (a panel over the table).
    order = {id(item): index for index, item in enumerate(scene.items(Qt.SortOrder.DescendingOrder))}
    for i, a in enumerate(texts):
        ra = a.sceneBoundingRect()
        for b in texts[i + 1 :]:
            rb = b.sceneBoundingRect()
            shared = ra.intersected(rb)
            if shared.width() <= OVERLAP or shared.height() <= OVERLAP:
                continue
            top, low = (a, b) if order[id(a)] < order[id(b)] else (b, a)
            hidden = any(
                order[id(cover)] > order[id(top)] and order[id(cover)] < order[id(low)] and _opaque(cover)
                and cover.sceneBoundingRect().contains(low.sceneBoundingRect())
                for cover in scene.items(low.sceneBoundingRect(), Qt.ItemSelectionMode.IntersectsItemShape)
            )
            if not hidden:
                problems.append(f"{where}: {_text_of(a)!r} and {_text_of(b)!r} are drawn over each other")
    return problems


def _screen_pixels(item: QGraphicsItem, view_scale: float) -> float:
    """How many screen pixels high ``item``'s font is drawn: its size, times its own and the view's scale."""
    font = item.font()  # type: ignore[attr-defined]
    size = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96.0 / 72.0
    transform = item.sceneTransform()
    return size * (transform.m11() ** 2 + transform.m12() ** 2) ** 0.5 * view_scale


def legibility_problems(scene: QGraphicsScene, where: str, min_points: float = LEGIBLE_PT) -> tuple[list[str], list[str]]:
    """Texts drawn smaller than ``min_points`` on the screen (at the view's dpi), as the view shows the scene now:
    (those shrunk below their designed size to fit: a text too long for its place, a translation above all;
    those drawn that small by design)."""
    views = scene.views()
    if not views:
        return [], []
    view_scale = views[0].transform().m11()
    dpi = views[0].logicalDpiY() or 96
    shrunk, small = [], []
    for item in _texts(scene):
        points = _screen_pixels(item, view_scale) * 72.0 / dpi
        if points >= min_points - 0.05:
            continue
        designed = item.data(DESIGN_SIZE_KEY)
        line = f"{where}: {_text_of(item)!r} is drawn at {points:.1f} pt (under {min_points} pt)"
        if isinstance(designed, int) and item.font().pixelSize() < designed * SHRINK_ALLOWED:  # type: ignore[attr-defined]
            shrunk.append(line + f", shrunk from {designed} to {item.font().pixelSize()} px to fit")  # type: ignore[attr-defined]
        else:
            small.append(line)
    return shrunk, small


def _r(rect: QRectF) -> str:
    return f"{rect.x():.0f},{rect.y():.0f} {rect.width():.0f}x{rect.height():.0f}"


# ---------------------------------------------------------------------------------------------- widget checks
def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def widget_problems(root: QWidget, where: str) -> list[str]:
    """Buttons and labels narrower (or lower) than their own text needs."""
    problems: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible() or widget.window() is not root.window():
            continue
        metrics = widget.fontMetrics()
        if isinstance(widget, QPushButton) and widget.text():
            lines = _plain(widget.text()).split("\n")
            need_w = max(metrics.horizontalAdvance(line) for line in lines) + 8  # the frame's own margins
            need_h = metrics.height() * len(lines) + 2
            if widget.width() < need_w or widget.height() < need_h:
                problems.append(
                    f"{where}: button {widget.text()!r} is {widget.width()}x{widget.height()}, its text needs "
                    f"{need_w}x{need_h}"
                )
        elif isinstance(widget, (QCheckBox, QRadioButton)) and widget.text():
            need = widget.minimumSizeHint()
            if widget.hasHeightForWidth():  # a label that wraps: as high as its lines at this width
                need = QSize(need.width(), widget.heightForWidth(widget.width()))
            if widget.width() < need.width() - 1 or widget.height() < need.height() - 1:
                problems.append(
                    f"{where}: {type(widget).__name__} {widget.text()!r} is {widget.width()}x{widget.height()}, "
                    f"needs {need.width()}x{need.height()}"
                )
        elif isinstance(widget, QComboBox) and widget.currentText():
            need = widget.minimumSizeHint()
            if widget.width() < need.width() - 1 or widget.height() < need.height() - 1:
                problems.append(
                    f"{where}: list {widget.currentText()!r} is {widget.width()}x{widget.height()}, needs "
                    f"{need.width()}x{need.height()}"
                )
        elif isinstance(widget, QLabel) and widget.text() and widget.pixmap().isNull():
            if widget.wordWrap():
                need_h = widget.heightForWidth(widget.width())
                if need_h > 0 and widget.height() < need_h - 2:
                    problems.append(
                        f"{where}: label {widget.text()[:60]!r} is {widget.height()} px high, its lines need {need_h}"
                    )
            else:
                need = widget.minimumSizeHint()
                if widget.width() < need.width() - 1 or widget.height() < need.height() - 1:
                    problems.append(
                        f"{where}: label {widget.text()[:60]!r} is {widget.width()}x{widget.height()}, needs "
                        f"{need.width()}x{need.height()}"
                    )
    return problems


def _settle(qtbot, seconds: float = 0.0) -> None:  # type: ignore[no-untyped-def]
    QApplication.processEvents()
    if seconds:
        qtbot.wait(int(seconds * 1000))
    QApplication.processEvents()


# ---------------------------------------------------------------------------------------------- the tables
def _load(qtbot, window: MainWindow, table: Any) -> None:  # type: ignore[no-untyped-def]
    write_save(table, window.autosave_path)
    seen: list[object] = []
    window.controller.table_updated.connect(seen.append)
    window.continue_last_game()
    qtbot.waitUntil(lambda: bool(seen), timeout=10000)
    window.controller.table_updated.disconnect(seen.append)
    _settle(qtbot, 0.6)  # the take animations land


@pytest.fixture
def slow_window(qtbot, languages: LanguageManager, data_dir) -> Iterable[MainWindow]:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QSettings

    settings = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(languages, settings, data_dir, bot_delay_ms=60_000)  # the bots hold still while we look
    qtbot.addWidget(win)
    win.resize(*SIZES[0])
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_table_fits_in_every_language_and_size(qtbot, slow_window: MainWindow, languages, game_id) -> None:  # type: ignore[no-untyped-def]
    window = slow_window
    table = _midgame_table(game_id, SEED)
    _load(qtbot, window, table)
    problems: list[str] = []
    for language in Language:
        languages.set_language(language)
        for size in SIZES:
            window.resize(*size)
            _settle(qtbot, 0.2)  # the view's sharp redraw follows a resize after a short rest
            board = window.game.board
            where = f"{game_id} {language.value} {size[0]}x{size[1]}"
            board.pick_example()  # a choice under way: the table shows what it offers
            _settle(qtbot)
            problems += scene_problems(board.scene, where)
            problems += widget_problems(window, where)
            board.cancel()
    assert not problems, "\n" + "\n".join(dict.fromkeys(problems))


# Tables whose English layout itself draws labels under LEGIBLE_PT at LEGIBLE_AT (none now: High Noon Saloon's side
# boards and piles were, until their labels grew to 16 px). The test below fails for a game listed here that reads
# at LEGIBLE_PT, so this list only shrinks.
SMALL_BY_DESIGN: set[str] = set()
EFFECT_PX = 10.0  # the least size of a card's effect text on High Noon Saloon's hand row at 1366x768, in pixels


@pytest.mark.parametrize("game_id", list(GAMES))
def test_no_text_on_a_table_is_drawn_below_a_legible_size(qtbot, slow_window: MainWindow, languages, game_id) -> None:  # type: ignore[no-untyped-def]
    """At 1280x800 no text of a table (phase bar, boards, map, labels) is shrunk to fit below 7 pt on the screen
    in any language (a long translation), and none is that small by design either, outside SMALL_BY_DESIGN."""
    window = slow_window
    _load(qtbot, window, _midgame_table(game_id, SEED))
    shrunk: list[str] = []
    small: list[str] = []
    window.resize(*LEGIBLE_AT)
    for language in Language:
        languages.set_language(language)
        _settle(qtbot, 0.2)
        board = window.game.board
        board.pick_example()
        _settle(qtbot)
        found = legibility_problems(board.scene, f"{game_id} {language.value} {LEGIBLE_AT[0]}x{LEGIBLE_AT[1]}")
        shrunk += found[0]
        small += found[1]
        board.cancel()
    assert not shrunk, "\n" + "\n".join(dict.fromkeys(shrunk))
    if game_id in SMALL_BY_DESIGN:
        assert small, f"{game_id} reads at {LEGIBLE_PT} pt now: take it off SMALL_BY_DESIGN"
    else:
        assert not small, "\n" + "\n".join(dict.fromkeys(small))


def test_the_effect_texts_of_the_hand_read_at_10_px_at_1366x768(qtbot, slow_window: MainWindow, languages) -> None:  # type: ignore[no-untyped-def]
    """High Noon Saloon's card faces are pictures: every card's effect text ("target takes a movement limit"),
    fitted as the face draws it, comes out at EFFECT_PX or more on a hand card of the table at 1366x768 (the
    review measured 5-7 px), in every language. The other cards on the table are read in full on hover."""
    window = slow_window
    _load(qtbot, window, _midgame_table("high_noon_saloon", SEED))
    window.resize(1366, 768)
    problems = []
    for language in Language:
        languages.set_language(language)
        _settle(qtbot, 0.2)
        scene = window.game.board.scene
        view = window.game.view
        scale = view.transform().m11()
        hand = scene.hand_items()
        assert hand and scale > 0
        width = min(card.rect().width() for card in hand)
        faces = scene._faces  # noqa: SLF001 (the faces the table draws)
        content = scene.content
        for key in [c.id for c in content.saloon] + [c.id for c in content.team]:
            for size in faces.effect_sizes(key):
                pixels = size * width / 100 * scale
                if pixels < EFFECT_PX - 0.05:
                    problems.append(f"{language.value}: {key}'s effect text is {pixels:.1f} px on a hand card")
    assert not problems, "\n" + "\n".join(problems)


def test_the_legibility_check_catches_small_text(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The check itself: a 12 px label shown at half scale (6 px) is reported as small by design; the same label
    shrunk by a fitting function from 12 to 9 px is reported as shrunk; at full scale and its design size, neither."""
    from PySide6.QtWidgets import QGraphicsView

    from tabletop_qt.ui.items.text_items import pixel_font, text_item

    scene = QGraphicsScene(0, 0, 400, 100)
    item = text_item(None, 12)
    item.setText("Afweer · man-tegen-man-aanval")
    scene.addItem(item)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.scale(0.5, 0.5)
    shrunk, small = legibility_problems(scene, "half")
    assert not shrunk and len(small) == 1 and "under 7.0 pt" in small[0]
    item.setFont(pixel_font(11))  # a tenth at most: still "small by design"
    shrunk, small = legibility_problems(scene, "half")
    assert not shrunk and len(small) == 1
    item.setFont(pixel_font(9))
    shrunk, small = legibility_problems(scene, "half")
    assert len(shrunk) == 1 and "shrunk from 12 to 9 px" in shrunk[0] and not small
    view.resetTransform()
    item.setFont(pixel_font(12))
    assert legibility_problems(scene, "full", min_points=12 * 72 / (view.logicalDpiY() or 96) - 0.1) == ([], [])


def test_the_card_type_lines_are_never_shrunk_in_any_language(languages) -> None:  # type: ignore[no-untyped-def]
    """High Noon Saloon's card faces are pictures, so the scene checks cannot read them: each type line ("Afweer ·
    handgemeen", "Potenziamento · pistola") and team card's "when" line is fitted here as the face draws it, and
    must keep nine tenths of its designed size in every language (the old Dutch "Afweer · man-tegen-man-aanval"
    shrank to 5 units of 8)."""
    from PySide6.QtCore import QCoreApplication

    from tabletop_qt.ui.games.high_noon_saloon.faces import DESIGN_W, TYPE_LINE, TYPE_LINE_SIZE, fitted_size
    from tabletop_qt.ui.games.high_noon_saloon import words as words

    lines = [(TYPE_LINE, source, TYPE_LINE_SIZE, False, True) for source in words.CARD_TYPES.values()]
    lines += [(QRectF(8, 52, DESIGN_W - 16, 20), source, 9.0, True, False) for source in words.TEAM_WHEN.values()]
    problems = []
    for language in Language:
        languages.set_language(language)
        for rect, source, size, bold, italic in lines:
            text = QCoreApplication.translate("HighNoonSaloon", source)
            drawn = fitted_size(rect, text, size, bold, italic)
            if drawn < size * SHRINK_ALLOWED:
                problems.append(f"{language.value}: {text!r} is drawn at {drawn} of {size} units")
    assert not problems, "\n" + "\n".join(problems)


# ---------------------------------------------------------------------------------------------- the dialogs
def _finished_table(game_id: str) -> Any:
    from tabletop_qt.bots import make_bot
    from tabletop_qt.core.games import get_game
    from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
    from tabletop_qt.table.table import Table

    game = get_game(game_id)
    players = min(3, game.max_players)
    names = ("Anna", "Bruno", "Carla")
    seats = tuple(SeatSpec(SeatKind.BOT, names[i], "easy") for i in range(players))
    table = Table.new(GameSetup(game_id, seats, SEED, {}))
    bot = make_bot(game_id, "easy")
    rng = random.Random(SEED)
    for _ in range(20_000):
        if table.outcome.finished:
            break
        current = table.current_seats()
        seat = rng.choice(list(current))
        table.submit(seat, bot.choose(table.view(seat), table.legal(seat), rng))
    assert table.outcome.finished
    return table


def test_the_home_screen_fits_in_every_language_and_size(qtbot, slow_window: MainWindow, languages) -> None:  # type: ignore[no-untyped-def]
    """The home screen with its welcome, the game tiles and the tables' list: nothing cut off at any size."""
    window = slow_window
    window.pages.setCurrentWidget(window.home)
    problems: list[str] = []
    for language in Language:
        languages.set_language(language)
        for size in SIZES:
            window.resize(*size)
            _settle(qtbot, 0.2)
            problems.extend(widget_problems(window.home, f"home {language.value} {size[0]}x{size[1]}"))
    assert not problems, "\n" + "\n".join(dict.fromkeys(problems))


def test_every_dialog_fits_in_every_language(qtbot, window: MainWindow, languages) -> None:  # type: ignore[no-untyped-def]
    from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
    from tabletop_qt.ui.about_dialog import AboutDialog
    from tabletop_qt.ui.help_dialog import HelpDialog
    from tabletop_qt.ui.host_lobby import HostLobbyDialog
    from tabletop_qt.ui.join_dialog import JoinDialog
    from tabletop_qt.ui.lan_session import HostSession
    from tabletop_qt.ui.new_game_dialog import NewGameDialog
    from tabletop_qt.ui.winner_screen import WinnerScreen

    problems: list[str] = []
    widths: dict[str, list[int]] = {}

    def look(dialog: QDialog, where: str) -> None:
        dialog.show()
        _settle(qtbot)
        problems.extend(widget_problems(dialog, where))
        # On the smallest screen looked at (or the test's own screen, when that is smaller still).
        room = dialog.screen().availableGeometry()
        smallest = (min(SIZES[0][0], room.width()), min(SIZES[0][1], room.height()))
        if dialog.width() > smallest[0] or dialog.height() > smallest[1]:
            problems.append(f"{where}: {dialog.width()}x{dialog.height()} does not fit a {smallest[0]}x{smallest[1]} screen")

    finished = {game_id: _finished_table(game_id) for game_id in GAMES}
    for language in Language:
        languages.set_language(language)
        lang = language.value
        new_game = NewGameDialog(window, None, None)
        for game_id in GAMES:
            new_game.set_game(game_id)
            look(new_game, f"new game {game_id} {lang}")
            widths.setdefault(lang, []).append(new_game.width())
        new_game.close()
        new_game.deleteLater()
        setup = GameSetup(
            "tea_time",
            (SeatSpec(SeatKind.HUMAN, "Anna"), SeatSpec(SeatKind.REMOTE, ""), SeatSpec(SeatKind.BOT, "Carla", "normal")),
            SEED,
            {},
        )
        session = HostSession(setup, "Anna", None, 0, None, lambda: ["127.0.0.1"], window)
        lobby = HostLobbyDialog(session, window)
        look(lobby, f"host lobby {lang}")
        lobby.close()
        lobby.deleteLater()
        session.controller.shutdown()  # its rules thread: never opened to the network, so nothing else to close
        join = JoinDialog(lambda coro: coro.close(), "Anna", None, window)
        look(join, f"join {lang}")
        join.close()
        join.deleteLater()
        about = AboutDialog(window)
        look(about, f"about {lang}")
        about.close()
        about.deleteLater()
        for game_id in GAMES:
            help_dialog = HelpDialog(game_id, lang, window)
            look(help_dialog, f"help {game_id} {lang}")
            help_dialog.close()
            help_dialog.deleteLater()
    for game_id, table in finished.items():
        _load(qtbot, window, _midgame_table(game_id, SEED))  # the score dialog asks this game's board for its rows
        view = table.view(None)
        names = [s.name for s in table.setup.seats]
        board = window.game.board
        for language in Language:
            languages.set_language(language)
            score = WinnerScreen(view, names, lambda b=board, v=view, n=names: b.score_table(v, n), window)
            look(score, f"score {game_id} {language.value}")
            score.close()
            score.deleteLater()
    # A checkbox that appears for one game does not make the dialog jump wider (it wraps in the dialog's width).
    for lang, seen in widths.items():
        if max(seen) > min(seen) * 1.1:
            problems.append(f"new game {lang}: the dialog's width jumps between games ({min(seen)} to {max(seen)} px)")
    assert not problems, "\n" + "\n".join(dict.fromkeys(problems))


def test_the_round_summary_fits_in_every_language(qtbot, languages) -> None:  # type: ignore[no-untyped-def]
    """Frantic Frankfurt's round summary, over the table at the end of a round: its headings apart, on the panel."""
    from tests.ui.test_frantic_frankfurt_board import RULES, _race

    t = _race(qtbot)
    while t.state.phase.value == "race":
        seat = RULES.current_seats(t.state)[0]
        t.apply(seat, RULES.action_to_json(RULES.legal_actions(t.state, seat)[0]))
    assert t.scene.summary_visible()
    problems: list[str] = []
    for language in Language:
        languages.set_language(language)
        t.scene.retranslate()
        problems += scene_problems(t.scene, f"frantic_frankfurt round summary {language.value}")
    assert not problems, "\n" + "\n".join(dict.fromkeys(problems))


def test_the_history_dialog_and_the_replays_fit_in_every_language(qtbot, window: MainWindow, languages, data_dir) -> None:  # type: ignore[no-untyped-def]
    """Game ▸ History (with a file it cannot read) and a replay of every game, its open cards shown, at the small
    and the common window size."""
    from dataclasses import replace

    from tabletop_qt.history.record import HistoryMode
    from tabletop_qt.history.recorder import record_from_table
    from tabletop_qt.history.store import HISTORY_FOLDER, HistoryStore
    from tabletop_qt.table.seats import SeatKind

    store = HistoryStore(data_dir / HISTORY_FOLDER)
    records = []
    for day, game_id in enumerate(GAMES):
        table = _finished_table(game_id)
        # The first seat is a person here: the statistics have a row, the replay opens from that seat.
        seats = (replace(table.setup.seats[0], kind=SeatKind.HUMAN, level=None), *table.setup.seats[1:])
        table.setup = replace(table.setup, seats=seats)
        record = record_from_table(table, HistoryMode.LOCAL, finished_at=1_760_000_000.0 + day * 86_400)
        store.write(record)
        records.append(record)
    (data_dir / HISTORY_FOLDER / "20250101-000000-deadbeef.json").write_text("{", encoding="utf-8")
    problems: list[str] = []
    for language in Language:
        languages.set_language(language)
        lang = language.value
        dialog = window.open_history()
        _settle(qtbot)
        problems.extend(widget_problems(dialog, f"history {lang}"))
        room = dialog.screen().availableGeometry()
        smallest = (min(SIZES[0][0], room.width()), min(SIZES[0][1], room.height()))
        if dialog.width() > smallest[0] or dialog.height() > smallest[1]:
            problems.append(f"history {lang}: {dialog.width()}x{dialog.height()} does not fit a {smallest[0]}x{smallest[1]} screen")
        dialog.hide()
        for record in records:
            page = window.open_replay(record)
            qtbot.waitUntil(lambda p=page: p.replay is not None, timeout=30_000)
            page.go_to(page.replay.positions // 2)
            page.set_open_cards(True)
            for size in SIZES[:2]:
                window.resize(*size)
                _settle(qtbot, 0.1)
                problems.extend(widget_problems(page, f"replay {record.game_id} {lang} {size[0]}x{size[1]}"))
            page.last()
            _settle(qtbot)
            problems.extend(widget_problems(page, f"replay {record.game_id} {lang} at the end"))
            page.closed.emit()
    assert not problems, "\n" + "\n".join(dict.fromkeys(problems))
