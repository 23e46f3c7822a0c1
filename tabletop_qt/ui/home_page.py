"""The first page: a tile per playable game, the saved game to continue, "New game", "Join a table", and the
tables on the network (ui/home_tables.py), found live while this page is shown.

Everything scales with the page: its font grows with its height (from 1024x640 up to 4K), and the tiles' pictures
(ui/home_art.py) are drawn at the pixels they cover. Reading the saved game imports
rules modules, so it waits for ``load_icons`` (after the window's first paint). The page is built without naming
``Qt`` (ui/qt_names.py): what only pointing and typing need is set once the page's first frame is painted.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Signal
from PySide6.QtGui import (
    QFont,
    QImage,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tabletop_qt.ui.first_frame import FirstFrame
from tabletop_qt.ui.home_tables import NetworkTables
# The games' words from the one description's plain data: the first frame builds no GameSpec (core/games/spec.py).
from tabletop_qt.core.games.metadata import ABOUT_GAMES, LISTED_GAMES, facts, pitch
from tabletop_qt.ui.qt_names import set_by_name
from tabletop_qt.ui.row_label import RowLabel, join_row
from tabletop_qt.ui.texts import game_name, interface_language
from tabletop_qt.tutorials import tutorial_games
from tabletop_qt.ui.welcome import WelcomeBanner

if TYPE_CHECKING:
    from PySide6.QtGui import QEnterEvent

BASE_HEIGHT = 640.0  # the page's height at which the application font is used as it is
MAX_SCALE = 3.0


class ArtView(QWidget):
    """A game's picture, drawn at the size and device pixel ratio of the widget."""

    art_shown = Signal()  # a paint showed the game's picture where the one before did not

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.ready = False  # pictures load the SVG plugin: only after the first paint (load_icons)
        self.picture: QImage | None = None  # drawn instead of the game's art (the saved table)
        self._drawing = False  # the game's picture is being drawn (on the worker thread)
        self._listening = False  # connected to home_art's delivery().art_drawn
        self.art_painted = False  # the last paint showed the game's picture (at this size or scaled), not the felt
        self.setMinimumSize(120, 70)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(320, 180)

    def _set_art_painted(self, painted: bool) -> None:
        was, self.art_painted = self.art_painted, painted
        if painted and not was:
            self.art_shown.emit()

    def has_sharp_picture(self) -> bool:
        """The game's picture at this size is at hand (drawn, kept on disk or shipped at this size), not only a
        picture of another size scaled or the felt."""
        from tabletop_qt.ui.home_art import cached_art

        return cached_art(self.game_id, self.width(), self.height(), self.devicePixelRatioF()) is not None

    def draw_ahead(self) -> None:
        """Start drawing the game's picture at this size on the worker thread if no paint can show it yet: called
        at the window's first frame, so the pictures draw while the GUI thread loads asyncio, before the tiles
        are ``ready``."""
        from tabletop_qt.ui.home_art import cached_art

        if self.game_id and self.width() > 0 and self.height() > 0:
            if cached_art(self.game_id, self.width(), self.height(), self.devicePixelRatioF()) is None:
                self._request()

    def _request(self) -> None:
        from tabletop_qt.ui.home_art import delivery, draw_in_background

        if not self._listening:
            self._listening = True
            delivery().art_drawn.connect(self._on_delivery_art_drawn)
        self._drawing = True
        draw_in_background(self.game_id, self.width(), self.height(), self.devicePixelRatioF())

    def _on_delivery_art_drawn(self, game_id: str) -> None:
        if game_id == self.game_id:
            self._drawing = False
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.game_id:
            return
        from tabletop_qt.ui.home_art import cached_art, felt, nearest_art

        if self.ready and self.picture is not None and not self.picture.isNull():
            from PySide6.QtCore import Qt

            painter = QPainter(self)
            # The saved table, scaled to fit and centred (kept at its own proportions).
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            size = self.picture.size().scaled(self.size(), Qt.AspectRatioMode.KeepAspectRatio)
            left = (self.width() - size.width()) / 2
            top = (self.height() - size.height()) / 2
            painter.drawImage(QRectF(left, top, size.width(), size.height()), self.picture)
            painter.end()
            return
        # The game's picture at this size, if an earlier paint or an earlier run (the disk cache) drew it, or the app
        # ships it (a very first start in the default window): the first frame shows it without QtSvg.
        art = cached_art(self.game_id, self.width(), self.height(), self.devicePixelRatioF())
        if art is not None:
            painter = QPainter(self)
            painter.drawPixmap(0, 0, art)
            painter.end()
            self._set_art_painted(True)
            return
        # Else the picture of another size kept on disk, scaled (the welcome note took room on the first start, the
        # window was resized), or shipped (another screen: after the first frame, whose paint would scale all four),
        # until the sharp one is drawn; else the felt.
        near = nearest_art(self.game_id, self.width(), self.height(), self.devicePixelRatioF(), shipped=self.ready)
        self._set_art_painted(near is not None)
        if near is None and not self.ready:
            return  # pictures load the SVG plugin: only after the first paint (load_icons)
        painter = QPainter(self)
        if near is not None:
            painter.drawPixmap(0, 0, near)
        else:
            # QtSvg and the drawing of the cards wait for the turn after this paint: the felt shows meanwhile.
            from PySide6.QtCore import Qt

            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(felt(self.game_id)[1])
            radius = min(self.width(), self.height()) * 0.06
            painter.drawRoundedRect(QRectF(self.rect()), radius, radius)
        painter.end()
        if self.ready and not self._drawing:
            self._request()  # drawn on a worker thread (QtSvg loads there): the GUI thread goes on meanwhile


class Card(QFrame):
    """A rounded panel in the palette's base colour, its border highlighted under the mouse or with the focus.
    Painted here, not by a style sheet: a style sheet's first polish costs tens of milliseconds of the first paint."""

    def set_up_input(self) -> None:
        """The border lights up under the mouse (once the first frame is painted: ui/qt_names.py)."""
        from PySide6.QtCore import Qt

        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        # A pointer already on the tile gets no hover event now, but underMouse() says so: the whole border is drawn
        # again in its state, not only the parts a child's repaint uncovers (half a lit border).
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        lit = self.underMouse() or self.hasFocus()
        width = 2.0 if lit else 1.0
        radius = max(6.0, self.height() * 0.03)
        panel = QPainterPath()
        panel.addRoundedRect(QRectF(self.rect()).adjusted(width / 2, width / 2, -width / 2, -width / 2), radius, radius)
        # Filled and stroked as drawRoundedRect would, through the overloads that name no Qt enum (setPen and
        # setBrush do: PySide would build the Qt namespace in the first frame, ui/qt_names.py).
        painter.fillPath(panel, palette.brush(QPalette.ColorRole.Base))
        pen = QPen()
        pen.setColor(palette.color(QPalette.ColorRole.Highlight if lit else QPalette.ColorRole.Mid))
        pen.setWidthF(width)
        painter.strokePath(panel, pen)
        painter.end()

    # The border follows the pointer (underMouse) through Enter and Leave, which Qt sends with or without hover.
    # (Not by overriding event(): every event of every tile, tens before the first frame, would be handed to Python.)
    def enterEvent(self, event: QEnterEvent) -> None:
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.update()
        super().leaveEvent(event)


class GameTile(Card):
    """One game: its picture, its name, players and minutes, one line of what it is about. A click chooses it."""

    clicked = Signal(str)
    learn_clicked = Signal(str)  # "Learn to play": the game's tutorial

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.setObjectName(f"game_tile_{game_id}")
        about = ABOUT_GAMES[game_id]  # the one description of the games (core/games/metadata.py)
        self.players = (about["min_players"], about["max_players"])
        self.minutes = (about["min_minutes"], about["max_minutes"])
        self.art = ArtView(game_id)
        self.name = QLabel()
        self.name.setObjectName("tile_name")
        self.facts = QLabel()
        self.facts.setObjectName("tile_facts")
        self.blurb = RowLabel()  # as tall as its row's tallest: the pictures of a row are the same size
        self.blurb.setObjectName("tile_blurb")
        set_by_name(self.blurb, "alignment", "AlignTop|AlignLeft")
        layout = QVBoxLayout(self)
        layout.addWidget(self.art, 1)
        layout.addWidget(self.name)
        layout.addWidget(self.facts)
        layout.addWidget(self.blurb)
        self.learn: QPushButton | None = None
        if game_id in tutorial_games():
            self.learn = QPushButton()
            self.learn.setObjectName(f"learn_{game_id}")
            self.learn.clicked.connect(lambda _=False: self.learn_clicked.emit(self.game_id))
            learn = QHBoxLayout()  # the button as wide as its words, on the left
            learn.addWidget(self.learn)
            learn.addStretch(1)
            layout.addLayout(learn)

    def set_up_input(self) -> None:
        """A click or a key anywhere on the tile chooses the game (set once the first frame is painted)."""
        from PySide6.QtCore import Qt

        super().set_up_input()
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        for widget in (self.art, self.name, self.facts, self.blurb):
            widget.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    def load(self) -> None:
        self.art.ready = True
        self.art.update()

    def retranslate_ui(self) -> None:
        # Names, counts and the pitch in the interface's language, from the registry's metadata: the same words
        # as the README, the package descriptions and --help.
        lang = interface_language()
        self.name.setText(game_name(self.game_id))
        self.facts.setText(facts(self.game_id, lang))
        self.blurb.setText(pitch(self.game_id, lang))
        if self.learn is not None:
            self.learn.setText(QCoreApplication.translate("Home", "Learn to play"))
            self.learn.setToolTip(
                QCoreApplication.translate("Home", "A short guided game of {game} against a bot").format(
                    game=game_name(self.game_id)))
        self.setToolTip(QCoreApplication.translate("Home", "Start a new game of {game}").format(game=game_name(self.game_id)))
        self.setAccessibleName(game_name(self.game_id))
        self.art.update()  # High Noon Saloon's picture has words on its cards: drawn again in the new language

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        from PySide6.QtCore import Qt

        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit(self.game_id)
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: Any) -> None:
        from PySide6.QtCore import Qt

        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.clicked.emit(self.game_id)
            return
        super().keyPressEvent(event)


class SavedGame:
    """What the Continue tile says of the autosave: read once per file version (its path and modification time)."""

    def __init__(
        self, game_id: str, players: tuple[str, ...], round_no: int | None, turn_no: int | None, when: float, table: Any = None
    ) -> None:
        self.table = table
        self.game_id = game_id
        self.players = players
        self.round_no = round_no
        self.turn_no = turn_no
        self.when = when

    @classmethod
    def read(cls, path: Path) -> SavedGame | None:
        from tabletop_qt.table.saves import SaveError, read_save
        from tabletop_qt.ui.peer_text import peer_name

        try:
            when = path.stat().st_mtime
            table = read_save(path)
        except (OSError, SaveError):
            return None  # Continue then says what is wrong, as it did before
        state = table.state
        round_no = getattr(state, "round", None)
        turn_no = getattr(state, "turn", None)
        return cls(
            table.setup.game_id,
            tuple(peer_name(seat.name) for seat in table.setup.seats),
            round_no if isinstance(round_no, int) else None,
            turn_no if isinstance(turn_no, int) and turn_no > 0 else None,
            when,
            table,
        )


class HomePage(QWidget):
    new_game_requested = Signal(str)  # game id
    all_pictures_shown = Signal()  # every game tile's last paint showed its picture (not only its felt)
    learn_requested = Signal(str)  # game id: its tutorial
    continue_requested = Signal()
    join_requested = Signal()
    table_chosen = Signal(object)  # a TableAd of the network list: join that table

    def __init__(self, parent: QWidget | None = None, browser_factory: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("home_page")
        self._loaded = False
        self._save_path: Path | None = None
        self._saved: SavedGame | None = None
        self._saved_key: tuple[str, float] | None = None
        self._selected = LISTED_GAMES[0]
        self._base_point = self.font().pointSizeF()
        self._scale_applied: float | None = None

        self._title = QLabel()
        self._title.setObjectName("home_title")
        self._subtitle = QLabel()
        self._subtitle.setWordWrap(True)
        self._new = QPushButton()
        self._new.setObjectName("new_game_button")
        self._new.setDefault(True)
        self._new.clicked.connect(self._on_new_clicked)
        self._join = QPushButton()
        self._join.setObjectName("join_button")
        self._join.clicked.connect(self.join_requested)
        header = QHBoxLayout()
        heading = QVBoxLayout()
        heading.addWidget(self._title)
        heading.addWidget(self._subtitle)
        header.addLayout(heading, 1)
        buttons = QVBoxLayout()  # the buttons at the foot of the header
        buttons.addStretch(1)
        button_row = QHBoxLayout()
        button_row.addWidget(self._new)
        button_row.addWidget(self._join)
        buttons.addLayout(button_row)
        header.addLayout(buttons)

        self.tiles: dict[str, GameTile] = {}
        grid = QGridLayout()
        columns = 2
        for i, game_id in enumerate(LISTED_GAMES):
            tile = GameTile(game_id)
            tile.clicked.connect(self._on_tile_clicked)
            tile.art.art_shown.connect(self._on_art_art_shown)
            tile.learn_clicked.connect(self.learn_requested)
            self.tiles[game_id] = tile
            grid.addWidget(tile, i // columns, i % columns)
        tiles = list(self.tiles.values())
        for start in range(0, len(tiles), columns):
            join_row([tile.blurb for tile in tiles[start:start + columns]])

        # The saved game: what it is, who plays, how far it got, when; its game's picture; the button.
        self._continue_box = Card()
        self._continue_box.setObjectName("continue_tile")
        self._continue_heading = QLabel()
        self._continue_heading.setObjectName("continue_heading")
        self._continue_art = ArtView("")
        self._continue_art.setMinimumSize(160, 90)
        self._continue_text = QLabel()
        set_by_name(self._continue_text, "textFormat", "PlainText")  # the players' names were typed by people
        self._continue_text.setObjectName("continue_text")
        self._continue_text.setWordWrap(True)
        self._continue = QPushButton()
        self._continue.setObjectName("continue_button")
        self._continue.clicked.connect(self.continue_requested)
        box = QVBoxLayout(self._continue_box)
        box.addWidget(self._continue_heading)
        box.addWidget(self._continue_art, 1)
        box.addWidget(self._continue_text)
        box.addWidget(self._continue)

        self.network = NetworkTables(browser_factory)
        self.network.table_chosen.connect(self.table_chosen)
        side = QVBoxLayout()
        side.addWidget(self._continue_box)
        side.addWidget(self.network, 1)
        body = QHBoxLayout()
        body.addLayout(grid, 5)
        body.addLayout(side, 2)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 20, 32, 20)
        layout.addLayout(header)
        self.welcome = WelcomeBanner()
        self.welcome.learn_requested.connect(self.learn_requested)
        self.welcome.hide()
        layout.addWidget(self.welcome)
        layout.addLayout(body, 1)
        self._continue_box.setVisible(False)
        self.retranslate_ui()
        self._first_frame = FirstFrame(self)
        self._first_frame.painted.connect(self._on_first_frame_painted)

    def _on_first_frame_painted(self) -> None:
        # Pointing and typing wait for the first frame (the Qt namespace they name costs it 15-28 ms).
        for card in (*self.tiles.values(), self._continue_box):
            card.set_up_input()

    # ------------------------------------------------------------------ the window's calls
    def pictures_shown(self) -> bool:
        return all(tile.art.art_painted for tile in self.tiles.values())

    def _on_art_art_shown(self) -> None:
        if self.pictures_shown():
            self.all_pictures_shown.emit()

    def draw_pictures_ahead(self) -> None:
        """The games' pictures this first frame could not show (the very first start: none on disk yet), drawn on
        a worker thread from now on, the slowest first."""
        from tabletop_qt.ui.home_art import keep_shipped_on_disk, slowest_first

        keep_shipped_on_disk()  # (those the first frame showed: the next start's stand-ins)
        missing = [game_id for game_id, tile in self.tiles.items() if not tile.art.has_sharp_picture()]
        for game_id in slowest_first(missing) if missing else ():  # (the order reads the games' art: not for none)
            self.tiles[game_id].art.draw_ahead()

    def load_icons(self) -> None:
        """The games' pictures (SVG, so the SVG plugin loads) and the saved game (rules modules): after the first paint."""
        self._loaded = True
        for tile in self.tiles.values():
            tile.load()
        self._continue_art.ready = True
        self._read_saved()

    def set_can_continue(self, can: bool, path: Path | None = None) -> None:
        self._continue.setVisible(can)
        self._save_path = path if can else None
        if not can:
            self._saved = None
            self._saved_key = None
            self._continue_box.setVisible(False)
            return
        self._continue_box.setVisible(True)
        if self._loaded and self.isVisible():
            self._read_saved()
        # Else it is read when the page is shown again (showEvent): a game's end writes the autosave while the game
        # page is shown, and reading it there (its rules, its table drawn into a picture) cost that frame ~20 ms.
        self._retranslate_continue()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._loaded:
            self._read_saved()  # once per file version: nothing to do if the autosave has not changed

    def selected_game(self) -> str:
        return self._selected

    def saved_game(self) -> SavedGame | None:
        return self._saved

    def continue_text(self) -> str:
        return self._continue_text.text()

    def continue_picture(self) -> QImage | None:
        return self._continue_art.picture

    # ------------------------------------------------------------------ slots
    def _on_tile_clicked(self, game_id: str) -> None:
        self._selected = game_id
        self.new_game_requested.emit(game_id)

    def _on_new_clicked(self) -> None:
        self.new_game_requested.emit(self.selected_game())

    # ------------------------------------------------------------------ helpers
    def _read_saved(self) -> None:
        path = self._save_path
        if path is None:
            return
        try:
            key = (str(path), path.stat().st_mtime)
        except OSError:
            return
        if key != self._saved_key:
            self._saved_key = key
            self._saved = SavedGame.read(path)
            self._continue_art.game_id = self._saved.game_id if self._saved is not None else ""
            # The saved table drawn by its board once per file version (about 0.1 s), then kept as an image.
            from tabletop_qt.ui.home_thumbnail import table_picture

            self._continue_art.picture = table_picture(self._saved.table) if self._saved is not None else None
            self._continue_art.update()
        self._retranslate_continue()

    def _retranslate_continue(self) -> None:
        self._continue_heading.setText(QCoreApplication.translate("Home", "Your last game"))
        saved = self._saved
        if saved is None:
            self._continue_text.setText("")
            return
        import datetime  # the saved game is read after the first frame

        when = datetime.datetime.fromtimestamp(saved.when)
        from PySide6.QtCore import QDateTime, QLocale

        stamp = QLocale().toString(QDateTime.fromSecsSinceEpoch(int(when.timestamp())), QLocale.FormatType.ShortFormat)
        lines = [game_name(saved.game_id), QCoreApplication.translate("Home", "Players: {names}").format(names=", ".join(saved.players))]
        if saved.round_no is not None:
            lines.append(QCoreApplication.translate("Home", "Round {number}").format(number=saved.round_no))
        elif saved.turn_no is not None:
            lines.append(QCoreApplication.translate("Home", "Turn {number}").format(number=saved.turn_no))
        lines.append(QCoreApplication.translate("Home", "Saved {when}").format(when=stamp))
        self._continue_text.setText("\n".join(lines))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._apply_scale()

    def lay_out_at(self, size: QSize) -> None:
        """Take ``size`` (what the window will give the page) and the fonts of that size now, while the page is
        hidden: the layout made when the window's page stack adds the page is then the one its first frame shows,
        instead of one at the default size and font, made again at the window's show (~20 M instructions)."""
        self.resize(size)
        self._apply_scale(size.height())

    def _apply_scale(self, height: int | None = None) -> None:
        # The page's text grows with its height, so a 4K window reads like a laptop's (the tiles grow with it).
        height = self.height() if height is None else height
        scale = max(1.0, min(MAX_SCALE, height / BASE_HEIGHT))
        # The saved game's picture stays small: the tables on the network below need the room more.
        self._continue_art.setMaximumHeight(max(60, height // 5))
        self._continue_art.setMinimumHeight(max(60, height // 7))
        icon = round(24 * scale)
        self.network.set_icon_size(icon)
        base = (self._base_point if self._base_point > 0 else 10.0) * scale
        if self._scale_applied is not None and abs(self._scale_applied - base) < 0.25:
            return
        self._scale_applied = base
        # Each widget's font set by hand (bold and larger for the headings): fonts set on a widget do not reach
        # children that already have their own.
        big = {self._title: 2.0}
        big.update({tile.name: 1.3 for tile in self.tiles.values()})
        bold = {self._continue_heading, self.network.heading(), self._new, self._join}
        for widget in [self, *self.findChildren(QWidget)]:
            font = QFont(widget.font())
            font.setPointSizeF(base * big.get(widget, 1.0))
            font.setBold(widget in big or widget in bold)
            widget.setFont(font)
        for button in (self._new, self._join):
            button.setMinimumHeight(round(button.fontMetrics().height() * 2.2))

    def retranslate_ui(self) -> None:
        self._title.setText(QCoreApplication.translate("Home", "Tabletop Qt"))
        self._subtitle.setText(
            QCoreApplication.translate(
                "Home", "Choose a game to play against bots or with friends at this computer, or join a table on your network."
            )
        )
        self._new.setText(QCoreApplication.translate("Home", "New game…"))
        self._join.setText(QCoreApplication.translate("Home", "Join a table…"))
        self._continue.setText(QCoreApplication.translate("Home", "Continue the last game"))
        for tile in self.tiles.values():
            tile.retranslate_ui()
        self._retranslate_continue()
        if self._scale_applied is not None or self.isVisible():
            # (Before the page has its size, the first resize sets every font: setting them twice cost the first
            # frame a pass over every widget.)
            self._apply_scale()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
