"""High Noon Saloon team play's small marks (issue 26 item 8): a card a teammate passed face down carries a
"from Ann" ribbon in the receiver's hand until it leaves it; each team's +10 token shows on every board of the
team, gold while it is still to cash and grey once cashed, with a tooltip saying what cashing does; a team card
says it is one and, when it would do nothing now (Patch You Up with the team's grit full), is drawn dimmed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from tabletop_qt.core.games.high_noon_saloon.state import card_id
from tabletop_qt.core.games.high_noon_saloon.vocabulary import Op

TOKEN_GRIT = 10  # what cashing the token adds (core/games/high_noon_saloon/state.py)
TOKEN_GOLD = QColor("#e6c15a")
TOKEN_SPENT = QColor("#7d776a")
LABELLED_COIN = 40  # a coin this high or more carries "+10"
RIBBON = QColor("#2e7d5b")
RIBBON_PX = 18
RIBBON_TEXT = QColor("#ffffff")


# ---------------------------------------------------------------------------------------------------- passed cards
def update_received(
    received: Mapping[str, int], view: Mapping[str, Any], seat: int | None, events: Sequence[Any]
) -> dict[str, int]:
    """The cards in ``seat``'s hand that a teammate passed (card instance -> giver), after ``events``: a new pass
    adds its card (the receiver's events name it), a card that left the hand (played, discarded, undone) drops."""
    if seat is None:
        return {}
    kept = dict(received)
    for event in events:
        args = getattr(event, "args", {})
        if getattr(event, "code", "") == "hns.card_passed" and args.get("target") == seat and args.get("card"):
            kept[str(args["card"])] = int(args.get("seat", -1))
    players = view.get("players") or []
    hand = set(players[seat].get("hand") or []) if 0 <= seat < len(players) else set()
    return {card: giver for card, giver in kept.items() if card in hand}


def received_text(giver: str) -> str:
    return QCoreApplication.translate("HighNoonSaloon", "from {player}").format(player=giver)


def received_tip(giver: str) -> str:
    return QCoreApplication.translate("HighNoonSaloon", "{player} passed you this card face down.").format(player=giver)


def set_received_ribbon(card: QGraphicsItem, giver: str | None, width: float) -> None:
    """Show (``giver`` named) or hide the ribbon across the top of a hand card; made once per card item."""
    ribbon: QGraphicsRectItem | None = getattr(card, "_received_ribbon", None)
    if giver is None:
        if ribbon is not None:
            ribbon.setVisible(False)
        return
    if ribbon is None:
        ribbon = QGraphicsRectItem(QRectF(0, 0, width, 20), card)
        ribbon.setBrush(QBrush(RIBBON))
        ribbon.setPen(QPen(RIBBON.darker(140), 1))
        ribbon.setZValue(10)
        ribbon.setData(1, "received")
        ribbon.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        label = QGraphicsSimpleTextItem(ribbon)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(RIBBON_PX)
        label.setFont(font)
        label.setBrush(QBrush(RIBBON_TEXT))
        setattr(card, "_received_ribbon", ribbon)  # noqa: B010 (a QGraphicsItem has no such attribute for the type checker)
    label = ribbon.childItems()[0]
    assert isinstance(label, QGraphicsSimpleTextItem)
    ribbon.setRect(QRectF(0, -12, width, 24))
    font = label.font()
    font.setPixelSize(RIBBON_PX)
    label.setFont(font)
    # A long name is elided, never set below the table's legibility floor (tests/ui/test_text_fits.py).
    label.setText(QFontMetricsF(font).elidedText(received_text(giver), Qt.TextElideMode.ElideRight, width - 6))
    label.setPos((width - label.boundingRect().width()) / 2, -12 + (24 - label.boundingRect().height()) / 2)
    ribbon.setToolTip(received_tip(giver))
    ribbon.setVisible(True)


# ---------------------------------------------------------------------------------------------------- the token
def max_team_grit(view: Mapping[str, Any], team: int) -> int:
    tokens = view.get("team_tokens") or []
    start = int(view.get("start_grit", 30))
    still = bool(tokens[team]) if team < len(tokens) else True
    return start if still else start + TOKEN_GRIT


def token_tip(view: Mapping[str, Any], team: int) -> str:
    tokens = view.get("team_tokens") or []
    start = int(view.get("start_grit", 30))
    if team < len(tokens) and tokens[team]:
        return QCoreApplication.translate(
            "HighNoonSaloon",
            "The team's +10 grit token, still to cash. Cashing it (at any moment) adds 10 to the team's grit and "
            "lets the team's grit go up to {most}.",
        ).format(most=start + TOKEN_GRIT)
    return QCoreApplication.translate(
        "HighNoonSaloon", "The team's +10 grit token is cashed: the team's grit may go up to {most}."
    ).format(most=start + TOKEN_GRIT)


def cash_button_tip(view: Mapping[str, Any] | None) -> str:
    most = int((view or {}).get("start_grit", 30)) + TOKEN_GRIT
    return QCoreApplication.translate(
        "HighNoonSaloon", "Add 10 to the team's grit now; the team's grit may then go up to {most}. Once a game."
    ).format(most=most)


def token_item(parent: QGraphicsItem, rect: QRectF, view: Mapping[str, Any], team: int) -> QGraphicsEllipseItem:
    """The token as a coin: gold with "+10" while it is still to cash, grey and struck through once cashed."""
    tokens = view.get("team_tokens") or []
    still = team < len(tokens) and bool(tokens[team])
    coin = QGraphicsEllipseItem(rect, parent)
    colour = TOKEN_GOLD if still else TOKEN_SPENT
    coin.setBrush(QBrush(colour))
    coin.setPen(QPen(colour.darker(220), 2))
    coin.setToolTip(token_tip(view, team))
    coin.setData(1, "token" if still else "token_cashed")
    if rect.height() < LABELLED_COIN:
        # A side board's small coin: its colour (and the tooltip) say it; "+10" there would be too small to read.
        _strike(coin, rect, still)
        return coin
    plus = QGraphicsSimpleTextItem("+10", coin)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(18, int(rect.height() * 0.42)))  # the table's legibility floor (tests/ui/test_text_fits.py)
    plus.setFont(font)
    plus.setBrush(QBrush(QColor("#2a1d12") if still else QColor("#d8d3c6")))
    plus.setPos(rect.center().x() - plus.boundingRect().width() / 2, rect.center().y() - plus.boundingRect().height() / 2)
    _strike(coin, rect, still)
    return coin


def _strike(coin: QGraphicsEllipseItem, rect: QRectF, still: bool) -> None:
    if not still:
        strike = QGraphicsRectItem(QRectF(rect.left() + 3, rect.center().y() - 1.5, rect.width() - 6, 3), coin)
        strike.setBrush(QBrush(QColor("#3b3a36")))
        strike.setPen(QPen(Qt.PenStyle.NoPen))


# ---------------------------------------------------------------------------------------------------- team cards
def useless_team_cards(view: Mapping[str, Any], seat: int | None, team_cards: Sequence[Any]) -> set[str]:
    """The team cards in ``seat``'s hand that would do nothing if played now: every effect heals, and the team's
    grit is already at its most."""
    teams = view.get("teams") or []
    players = view.get("players") or []
    if seat is None or not teams or not 0 <= seat < len(players):
        return set()
    team = teams[seat]
    grit = (view.get("team_grit") or [0])[team] if team < len(view.get("team_grit") or []) else 0
    full = grit >= max_team_grit(view, team)
    healing_only = {c.id for c in team_cards if c.effects and all(e.op is Op.HEAL for e in c.effects)}
    return {card for card in players[seat].get("hand") or [] if full and card_id(card) in healing_only}


def is_team_card(card: str, team_cards: Sequence[Any]) -> bool:
    return card_id(card) in {c.id for c in team_cards}


def team_card_tip(base: str, useless: bool) -> str:
    """A team card's tooltip: its name and text, that it is a team card, and why it is dimmed."""
    lines = [base, QCoreApplication.translate("HighNoonSaloon", "Team card: play it when its text says, even on another player's turn.")]
    if useless:
        lines.append(QCoreApplication.translate("HighNoonSaloon", "It would do nothing now: the team's grit is full."))
    return "\n".join(lines)
