"""The lobby for joining: tables found on the local network, an address typed by hand, a join code, Join or Watch.

Tables come from discovery's Browser while the dialog is open; one this version cannot join is shown greyed with
the reason. Joining connects a NetClient; a refusal (a wrong code, a full table) is shown here and the person may
try again; a welcome hands the connection to the window, which shows the game page for that seat. When the app
last held a seat at a table that may still be going on (it crashed, or was quit mid-game), "Rejoin <table>" at
the top takes that seat back with its token (ui/rejoin_store.py).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Collection, Coroutine
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from tabletop_qt import __version__
from tabletop_qt.core.games import GAMES
from tabletop_qt.net.addresses import address_text, parse_address
from tabletop_qt.net.client import NetClient
from tabletop_qt.net.client_core import ClientCore, Welcomed
from tabletop_qt.net.messages import MAX_CODE, MAX_NAME, PROTOCOL, PROTOCOL_MIN
from tabletop_qt.net.names import AdvertWatch, fold_name
from tabletop_qt.ui.content_pack_texts import house_set_name
from tabletop_qt.ui.peer_text import HOST_CHARS, button_text, peer_name, peer_text, plain_label
from tabletop_qt.ui.rejoin_store import RejoinTicket
from tabletop_qt.ui.texts import game_name, lan_reason_text

AD_ROLE = Qt.ItemDataRole.UserRole
FULL = "lan.table_full"  # a full table can still be watched, so it stays in the list to choose
PACK_MISSING = "lan.pack_missing"
PACK_CHARS = 60  # a content pack's name as shown: longer than a player's, still one line

log = logging.getLogger(__name__)


def name_key(table_name: str) -> str:
    """What makes two tables' names the same to a person reading the list: case, width, spacing and look-alike
    letters aside ("Kitchen", "KITCHEN ", "Ｋｉｔｃｈｅｎ", "Кitchen" with a Cyrillic К; net/names.py). A
    second table of one name may be an impostor: both are marked."""
    return fold_name(peer_name(table_name, ""))


def default_browser() -> Any:
    from tabletop_qt.net.discovery import Browser

    return Browser()


def default_packs() -> tuple[str, ...]:
    """The content packs this computer has when the window names no data folder: the house set alone."""
    from tabletop_qt.content import pack_digests

    return pack_digests(None)


def compatibility_reason(ad: Any, packs: Collection[str] | None = None) -> str | None:
    from tabletop_qt.net.discovery import compatibility

    return compatibility(ad, PROTOCOL, PROTOCOL_MIN, packs)


def pack_missing_text(pack_name: str | None) -> str:
    """Why a table of a content pack we lack cannot be joined, naming the pack when the host or the ad named it
    (its words, cut short and plain)."""
    if not pack_name:
        return lan_reason_text(PACK_MISSING)
    return QCoreApplication.translate(
        "Lan", "This table plays with the content pack “{name}”, which this computer does not have (or has in another version)."
    ).format(name=peer_text(pack_name, PACK_CHARS))


class JoinDialog(QDialog):
    joined = Signal(object, object)  # NetClient, Welcomed: the host gave us a seat (or a place to watch)
    rejoin_refused = Signal()  # the host of the ticket's table no longer holds that seat: forget the ticket

    def __init__(
        self,
        spawn: Callable[[Coroutine[Any, Any, Any]], Any],
        name: str = "",
        browser_factory: Callable[[], Any] | None = default_browser,
        parent: QWidget | None = None,
        rejoin: RejoinTicket | None = None,
        packs: Collection[str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("join_dialog")
        self._spawn = spawn
        # The content hashes of the packs this computer has: the list greys a table of another, the host is told.
        self._packs = tuple(packs) if packs is not None else default_packs()
        self._client: NetClient | None = None
        self._ticket = rejoin
        self._rejoining = False  # the connection under way takes the ticket's seat back
        self._chosen: Any = None  # the TableAd of the chosen table; None for an address typed by hand
        self._ads: dict[str, tuple[Any, QListWidgetItem]] = {}
        # Where each table was first seen: an advert of it from elsewhere later (an impostor that took its name
        # in the network, or sent its goodbye and came back) is marked, and stays marked (net/names.py).
        self._watch = AdvertWatch()
        self._moved: set[str] = set()
        self._status_text: Callable[[], str] | None = None
        self._status_error = False
        self._browse_failed = False

        self._intro = QLabel()
        self._intro.setWordWrap(True)
        # A seat this computer held when the app last closed: first, since it is what a person back from a crash
        # wants. The table's name and the address were chosen by others: plain text.
        self._rejoin_box = QFrame()
        self._rejoin_box.setObjectName("join_rejoin_box")
        self._rejoin_box.setFrameShape(QFrame.Shape.StyledPanel)
        self._rejoin_text = plain_label(QLabel())
        self._rejoin_text.setObjectName("join_rejoin_text")
        self._rejoin_text.setWordWrap(True)
        self.rejoin_button = QPushButton()
        self.rejoin_button.setObjectName("join_rejoin")
        self.rejoin_button.clicked.connect(self.rejoin)
        rejoin_layout = QHBoxLayout(self._rejoin_box)
        rejoin_layout.addWidget(self._rejoin_text, 1)
        rejoin_layout.addWidget(self.rejoin_button)
        self._rejoin_box.setVisible(rejoin is not None)
        self._tables = QListWidget()
        self._tables.setObjectName("join_tables")
        self._tables.setWordWrap(True)
        self._tables.setSpacing(2)
        # A table is chosen by selecting it (a click, the arrow keys), never by the list becoming current on its
        # own: on focus Qt makes the first row current, and the first table to answer may be an impostor's.
        self._tables.itemSelectionChanged.connect(self._on_tables_item_selection_changed)
        self._tables.itemDoubleClicked.connect(self._on_tables_item_double_clicked)
        self._empty = QLabel()
        self._empty.setObjectName("join_empty")
        self._empty.setWordWrap(True)
        self._empty.setEnabled(False)

        self._name_label = QLabel()
        self._name = QLineEdit(name)
        self._name.setObjectName("join_name")
        self._name.setMaxLength(MAX_NAME)
        self._address_label = QLabel()
        self._address = QLineEdit()
        self._address.setObjectName("join_address")
        self._address.textEdited.connect(self._on_address_text_edited)
        self._address.textChanged.connect(self._sync_buttons)
        self._code_label = QLabel()
        self._code = QLineEdit()
        self._code.setObjectName("join_code")
        self._code.setMaxLength(MAX_CODE)
        form = QFormLayout()
        form.addRow(self._name_label, self._name)
        form.addRow(self._address_label, self._address)
        form.addRow(self._code_label, self._code)

        self._status = plain_label(QLabel())  # it repeats the address as typed
        self._status.setObjectName("join_status")
        self._status.setWordWrap(True)

        self._buttons = QDialogButtonBox()
        self.join_button = QPushButton()
        self.join_button.setObjectName("join_button")
        self.join_button.setDefault(True)
        self.watch_button = QPushButton()
        self.watch_button.setObjectName("watch_button")
        self._buttons.addButton(self.join_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self._buttons.addButton(self.watch_button, QDialogButtonBox.ButtonRole.ActionRole)
        self._cancel = self._buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.join_button.clicked.connect(lambda: self.join(spectator=False))
        self.watch_button.clicked.connect(lambda: self.join(spectator=True))
        self._buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self._rejoin_box)
        layout.addWidget(self._intro)
        layout.addWidget(self._tables, 1)
        layout.addWidget(self._empty)
        layout.addLayout(form)
        layout.addWidget(self._status)
        layout.addWidget(self._buttons)
        self.resize(560, 520)

        self.browser: Any = None
        if browser_factory is not None:
            self.browser = browser_factory()
            self.browser.table_found.connect(self._on_browser_table_found)
            self.browser.table_updated.connect(self._on_browser_table_found)
            self.browser.table_lost.connect(self._on_browser_table_lost)
        self.retranslate_ui()
        self._sync_code()
        self._sync_buttons()

    def start_browsing(self) -> None:
        if self.browser is None:
            return
        try:
            self.browser.start()
        except Exception:  # no multicast here: the address field still works
            log.warning("cannot look for tables on the network", exc_info=True)
            self._browse_failed = True
            self._retranslate_empty()

    def offer_table(self, ad: Any) -> None:
        """Choose ``ad``, a table the home screen listed (a click there): listed here at once, not only when this
        dialog's own browser finds it again, and selected when it can be joined or watched."""
        self._on_browser_table_found(ad)
        known = self._ads.get(ad.instance)
        if known is not None and known[1].flags() & Qt.ItemFlag.ItemIsEnabled:
            self._tables.setCurrentItem(known[1])
            known[1].setSelected(True)

    # ------------------------------------------------------------------ reading (tests, people)
    def table_count(self) -> int:
        return self._tables.count()

    def table_item(self, row: int) -> QListWidgetItem:
        return self._tables.item(row)

    def status_text(self) -> str:
        return self._status.text()

    def code_shown(self) -> bool:
        return not self._code.isHidden()

    def busy(self) -> bool:
        return self._client is not None

    def rejoin_offered(self) -> bool:
        return self._ticket is not None and not self._rejoin_box.isHidden()

    # ------------------------------------------------------------------ tables found on the network
    def _on_browser_table_found(self, ad: Any) -> None:
        if self._watch.moved(ad.instance, tuple(ad.addresses), ad.port):
            self._moved.add(ad.instance)
        known = self._ads.get(ad.instance)
        if known is None:
            item = QListWidgetItem()
            self._tables.addItem(item)
        else:
            item = known[1]
        self._ads[ad.instance] = (ad, item)
        item.setData(AD_ROLE, ad.instance)
        reason = compatibility_reason(ad, self._packs)
        blocked = reason not in (None, FULL)
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        item.setFlags(Qt.ItemFlag.NoItemFlags if blocked else flags)
        self._retranslate_items()  # this table's name may now be shared with another's, or no longer
        if self._chosen is not None and self._chosen.instance == ad.instance:
            if not blocked:
                self._choose(ad)
            else:
                self._tables.setCurrentRow(-1)
        self._sync_empty()

    def _on_browser_table_lost(self, lost: Any) -> None:
        instance = getattr(lost, "instance", lost)
        known = self._ads.pop(str(instance), None)
        if known is None:
            return
        _, item = known
        if self._chosen is not None and self._chosen.instance == instance:
            self._chosen = None
        self._tables.takeItem(self._tables.row(item))
        self._retranslate_items()
        self._sync_code()
        self._sync_buttons()
        self._sync_empty()

    def _on_tables_item_selection_changed(self) -> None:
        selected = self._tables.selectedItems()
        current = selected[0] if selected else None
        known = self._ads.get(str(current.data(AD_ROLE))) if current is not None else None
        if known is None or not (current.flags() & Qt.ItemFlag.ItemIsEnabled):
            return
        self._choose(known[0])

    def _on_tables_item_double_clicked(self, item: QListWidgetItem) -> None:
        known = self._ads.get(str(item.data(AD_ROLE)))
        if known is not None and self.join_button.isEnabled():
            self.join(spectator=False)

    def _choose(self, ad: Any) -> None:
        self._chosen = ad
        if ad.addresses:
            self._address.setText(address_text(ad.addresses[0], ad.port))
        self._sync_code()
        self._sync_buttons()

    def _on_address_text_edited(self, _: str) -> None:
        # An address typed by hand: no table of the list is chosen any more.
        if self._chosen is not None:
            self._chosen = None
            self._tables.setCurrentRow(-1)
        self._sync_code()

    def _sync_code(self) -> None:
        shown = self._chosen is None or bool(self._chosen.code_required)
        self._code_label.setVisible(shown)
        self._code.setVisible(shown)
        self._retranslate_code()

    def _sync_empty(self) -> None:
        self._empty.setVisible(self.browser is not None and self._tables.count() == 0)

    def _sync_buttons(self, *_: Any) -> None:
        idle = self._client is None
        valid = parse_address(self._address.text()) is not None
        full = self._chosen is not None and self._chosen.free_seats <= 0
        self.join_button.setEnabled(idle and valid and not full)
        self.watch_button.setEnabled(idle and valid)
        self.rejoin_button.setEnabled(idle and self._ticket is not None)
        for widget in (self._name, self._address, self._code, self._tables):
            widget.setEnabled(idle)

    # ------------------------------------------------------------------ joining
    def join(self, spectator: bool) -> None:
        if self._client is not None:
            return
        where = parse_address(self._address.text())
        if where is None:
            self._set_status(lambda: lan_reason_text("lan.bad_address"), error=True)
            return
        host, port = where
        name = self._name.text().strip() or QCoreApplication.translate("Lan", "Player")
        code = self._code.text().strip() if self.code_shown() else ""
        game_id = rules = None
        if self._chosen is not None and self._chosen.game in GAMES:
            # A table chosen from the list must play what it announced; one typed by hand says in its welcome.
            game_id, rules = self._chosen.game, GAMES[self._chosen.game].rules_version
        core = ClientCore(
            name,
            game_id=game_id,
            rules_version=rules,
            code=code or None,
            spectator=spectator,
            app_version=__version__,
            packs=self._packs,
        )
        client = NetClient(core)
        client.welcomed.connect(self._on_client_welcomed)
        client.rejected.connect(self._on_client_rejected)
        client.host_closed.connect(self._on_client_rejected)
        self._client = client
        shown = address_text(host, port)
        self._set_status(lambda: QCoreApplication.translate("Lan", "Connecting to {address}…").format(address=shown))
        self._sync_buttons()
        self._spawn(self._connect(client, host, port))

    def rejoin(self) -> None:
        """Take back the seat of the ticket: its table's host, with its token (and its join code, asked first)."""
        ticket = self._ticket
        if self._client is not None or ticket is None:
            return
        game = GAMES.get(ticket.game)
        core = ClientCore(
            ticket.name,
            game_id=ticket.game if game is not None else None,
            rules_version=game.rules_version if game is not None else None,
            code=ticket.code,
            token=ticket.token,
            app_version=__version__,
            packs=self._packs,
        )
        client = NetClient(core)
        client.welcomed.connect(self._on_client_welcomed)
        client.rejected.connect(self._on_client_rejected)
        client.host_closed.connect(self._on_client_rejected)
        self._client = client
        self._rejoining = True
        shown = address_text(ticket.host, ticket.port)
        self._set_status(lambda: QCoreApplication.translate("Lan", "Connecting to {address}…").format(address=shown))
        self._sync_buttons()
        self._spawn(self._connect(client, ticket.host, ticket.port))

    async def _connect(self, client: NetClient, host: str, port: int) -> None:
        try:
            await client.connect(host, port)
        except (OSError, asyncio.TimeoutError):
            if client is self._client:
                self._give_up(client, "lan.unreachable")

    def _on_client_welcomed(self, welcome: Welcomed) -> None:
        client = self._client
        if client is None:
            return
        self._rejoining = False
        self._forget(client)
        self._client = None
        self.joined.emit(client, welcome)
        self.accept()

    def _on_client_rejected(self, reason: str) -> None:
        client = self._client
        if client is not None:
            self._give_up(client, reason)

    def _give_up(self, client: NetClient, reason: str) -> None:
        self._forget(client)
        self._client = None
        if self._rejoining:
            self._rejoining = False
            if reason != "lan.unreachable":
                # The host answered and will not give the seat back (given to a bot, the table closed or over):
                # the ticket is worth nothing now. Nothing answering may be a moment's trouble: it stays.
                self._ticket = None
                self._rejoin_box.setVisible(False)
                self.rejoin_refused.emit()
        self._spawn(client.close())
        if reason == PACK_MISSING:
            rejection = client.last_rejection
            pack = rejection.pack if rejection is not None else None
            self._set_status(lambda: pack_missing_text(pack), error=True)
        else:
            self._set_status(lambda: lan_reason_text(reason), error=True)
        self._sync_buttons()
        if reason == "lan.wrong_code":
            self._code_label.setVisible(True)
            self._code.setVisible(True)
            self._code.setFocus()
            self._code.selectAll()

    def _forget(self, client: NetClient) -> None:
        for signal, slot in (
            (client.welcomed, self._on_client_welcomed),
            (client.rejected, self._on_client_rejected),
            (client.host_closed, self._on_client_rejected),
        ):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass

    def done(self, result: int) -> None:
        if self.browser is not None:
            self.browser.stop()
        client = self._client
        if client is not None:
            # Closed while a connection was being made: hang up.
            self._forget(client)
            self._client = None
            self._spawn(client.close())
        super().done(result)

    # ------------------------------------------------------------------ text
    def _set_status(self, text: Callable[[], str] | None, error: bool = False) -> None:
        self._status_text = text
        self._status_error = error
        self._status.setStyleSheet("color: #c0392b;" if error else "")
        self._status.setText(text() if text else "")

    def _retranslate_items(self) -> None:
        names = [name_key(ad.table_name) for ad, _ in self._ads.values()]
        for ad, item in self._ads.values():
            self._retranslate_item(ad, item, shared=names.count(name_key(ad.table_name)) > 1)

    def marked(self, instance: str) -> tuple[bool, bool]:
        """Whether the listed table ``instance`` is marked for sharing its name, and for having moved (tests)."""
        names = [name_key(ad.table_name) for ad, _ in self._ads.values()]
        ad = self._ads[instance][0]
        return names.count(name_key(ad.table_name)) > 1, instance in self._moved

    def _retranslate_item(self, ad: Any, item: QListWidgetItem, shared: bool) -> None:
        moved = ad.instance in self._moved
        # Everything but the game's name was chosen by whoever sent the announcement: shown as plain, short
        # text. The host's name and its address are always there, so two tables of one name can be told apart.
        table = peer_name(ad.table_name)
        lines = [QCoreApplication.translate("Lan", "{table} — {game}").format(table=table, game=game_name(ad.game))]
        host = peer_text(ad.host_name, HOST_CHARS) or "?"
        address = address_text(ad.addresses[0], ad.port) if ad.addresses else "?"
        lines.append(QCoreApplication.translate("Lan", "Host: {host} at {address}").format(host=host, address=address))
        if ad.free_seats > 0:
            lines.append(
                QCoreApplication.translate("Lan", "Free seats: {free} of {seats}").format(free=ad.free_seats, seats=ad.seats)
            )
        else:
            lines.append(QCoreApplication.translate("Lan", "Every seat is taken."))
        # The host's words for its pack, short and plain like the table's name; the house set's name is the app's
        # own, so it is shown in the reader's language (whichever version of the house set the host has).
        pack = house_set_name() if ad.pack_id == "house" and ad.pack_name is not None else ad.pack_name
        if pack is not None:
            lines.append(QCoreApplication.translate("Lan", "Content pack: {name}").format(name=peer_text(pack, PACK_CHARS)))
        reason = compatibility_reason(ad, self._packs)
        if reason == PACK_MISSING:
            lines.append(pack_missing_text(pack))
        elif reason not in (None, FULL):
            lines.append(lan_reason_text(str(reason)))
        elif ad.code_required:
            lines.append(QCoreApplication.translate("Lan", "A join code is needed."))
        else:
            lines.append(
                QCoreApplication.translate("Lan", "Open table: anyone on the network can join it and read what is sent.")
            )
        if moved:
            lines.append(
                QCoreApplication.translate(
                    "Lan",
                    "This table was first listed at another address: another computer may be posing as it. "
                    "Ask the host for its address.",
                )
            )
        if shared:
            lines.append(
                QCoreApplication.translate(
                    "Lan", "Another table here has the same name: ask the host which computer and address are theirs."
                )
            )
        item.setText("\n".join(lines))
        warning = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning) if shared or moved else QIcon()
        item.setIcon(warning)

    def _retranslate_empty(self) -> None:
        if self._browse_failed:
            self._empty.setText(
                QCoreApplication.translate("Lan", "Tables cannot be looked for on this network; type the host's address.")
            )
        else:
            self._empty.setText(QCoreApplication.translate("Lan", "Looking for tables on the local network…"))

    def _retranslate_code(self) -> None:
        if self._chosen is None:
            self._code.setPlaceholderText(QCoreApplication.translate("Lan", "Only if the host gave you one"))
        else:
            self._code.setPlaceholderText(QCoreApplication.translate("Lan", "The code the host gave you"))

    def _retranslate_rejoin(self) -> None:
        ticket = self._ticket
        if ticket is None:
            return
        table = peer_name(ticket.table)
        self._rejoin_text.setText(
            QCoreApplication.translate(
                "Lan", "You had a seat at “{table}” ({address}) when the app closed. The host may still hold it for you."
            ).format(table=table, address=address_text(ticket.host, ticket.port))
        )
        # A "&" in the table's name is a character, not a keyboard shortcut.
        self.rejoin_button.setText(button_text(QCoreApplication.translate("Lan", "Rejoin {table}").format(table=table)))

    def retranslate_ui(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Lan", "Join a table on the network"))
        self._retranslate_rejoin()
        self._intro.setText(
            QCoreApplication.translate(
                "Lan", "Tables open on this local network appear here. You can also type the address the host shows."
            )
        )
        self._retranslate_empty()
        self._name_label.setText(QCoreApplication.translate("Lan", "Your name:"))
        self._name.setPlaceholderText(QCoreApplication.translate("Lan", "Player"))
        self._address_label.setText(QCoreApplication.translate("Lan", "Address:"))
        self._address.setPlaceholderText(QCoreApplication.translate("Lan", "host:port, for example 192.168.1.20:50000"))
        self._code_label.setText(QCoreApplication.translate("Lan", "Join code:"))
        self.join_button.setText(QCoreApplication.translate("Lan", "Join"))
        self.watch_button.setText(QCoreApplication.translate("Lan", "Watch"))
        self._cancel.setText(QCoreApplication.translate("Lan", "Cancel"))
        self._retranslate_items()
        self._retranslate_code()
        self._status.setText(self._status_text() if self._status_text else "")
        self._sync_empty()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
