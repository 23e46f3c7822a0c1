"""The High Noon Saloon table's chips: which choices get one, what each says (named by its effect: "Hit 2 players
(2 bullets)", not "2 bullets: +0"), and the key (1-9) that clicks it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from tabletop_qt.ui.games.high_noon_saloon.position import Position
from tabletop_qt.ui.games.high_noon_saloon.table_items import ChipItem
from tabletop_qt.ui.games.high_noon_saloon import words as words

CHIP_KEYS = 9  # keys 1-9 click the first nine chips


def chip_actions(choice: Mapping[str, Any], legal: Sequence[Mapping[str, Any]], candidates: list[Mapping[str, Any]],
                 several_uses: bool) -> list[Mapping[str, Any]]:
    """The actions shown as chips, in order, for the choice under way (``choice``: the fields clicked so far;
    ``candidates``: the legal actions agreeing with them; ``several_uses``: one card picked with several uses)."""
    actions = [a for a in candidates if a.get("type") in ("declare", "area_effect") and "slot" not in a]
    if choice and candidates and all(a.get("type") == "pass_card" for a in candidates):
        actions = candidates  # "Pass face down to ...", one chip per teammate
    elif choice and len(candidates) > 1 and all(a.get("type") in ("enhance", "offer", "team_card") for a in candidates):
        # The same card with several options (or teammates): one chip each.
        actions = candidates
    elif several_uses:
        # One card with several uses (discard it while Scavengin', pass it face down, or play it as a team card):
        # one chip each, or the click that picked it would lead nowhere.
        actions = candidates
    elif "card" in choice and len({a.get("type") for a in candidates}) > 1 and any(a.get("type") == "discard" for a in candidates):
        # A card that may be discarded, whose other use takes more clicks (a team card naming a slot and a
        # teammate): its Discard as a chip, or no click would discard it.
        actions = [a for a in candidates if a.get("type") == "discard"]
    if "targets" in choice:
        actions = [a for a in candidates if sorted(a.get("targets", [])) == choice["targets"]]
    if not choice and {"type": "pass"} in legal:
        actions = actions + [{"type": "pass"}]  # a window's "Pass", or the attacker handing over
    return actions


def set_key(chip: ChipItem, index: int) -> None:
    """The key that clicks the chip, said in its tooltip (and drawn on it by ``ChipItem``)."""
    if index < CHIP_KEYS:
        chip.key = index + 1
        chip.setToolTip(QCoreApplication.translate("HighNoonSaloon", "Key: {key}").format(key=index + 1))


def cover_effect_tip(pos: Position, chip: ChipItem) -> None:
    """The "Use the cover's effect" chip says which effect (the cover's own words) above its key."""
    view = pos.view or {}
    seat = pos.own_seat() if view else None
    space = view["players"][seat].get("space") if seat is not None else None
    area = next((a for a in pos.content.areas if any(sp.id == space for sp in a.spaces)), None)
    if area is None:
        return
    lines = [words.area_effect_text(e.when.value, e.op.value, e.amount, e.alone, e.no_attack)
             for e in area.effects if e.when.value == "end_of_turn"]
    if lines:
        chip.setToolTip("\n".join([*lines, chip.toolTip()]).strip())


def fit_width(chip: ChipItem, width: float) -> None:
    """A chip wider than the row (a long label in Italian or Dutch) is set in a smaller font, never cut."""
    chip.fit(width)


def _split(option: Any) -> int:
    return max((int(e.amount) for e in option.effects if e.op.value == "split"), default=0)


def gun_label(option: Any) -> str:
    """A gun's way to shoot, by what it does: "Shoot: 3 damage (2 bullets)", "Hit 2 players: 3 damage (2 bullets)"."""
    # Plain names for the counts: pyside6-lupdate skips a call whose count is an expression.
    amount, spent, split = int(option.damage), int(option.bullets), _split(option)
    damage = QCoreApplication.translate("HighNoonSaloon", "%n damage", None, amount)
    bullets = QCoreApplication.translate("HighNoonSaloon", "%n bullets", None, spent)
    if split:
        players = QCoreApplication.translate("HighNoonSaloon", "%n players", None, split)
        return QCoreApplication.translate("HighNoonSaloon", "Hit {players}: {damage} each ({bullets})").format(
            players=players, damage=damage, bullets=bullets)
    return QCoreApplication.translate("HighNoonSaloon", "Shoot: {damage} ({bullets})").format(damage=damage, bullets=bullets)


def enhancement_label(option: Any) -> str:
    """An enhancement's option, by what it adds: "+2 damage (1 bullet)", "Hit 2 players (2 bullets)"."""
    bullets, amount, split = int(option.bullets), int(option.damage), _split(option)
    bullet_text = QCoreApplication.translate("HighNoonSaloon", "%n bullets", None, bullets)
    damage = QCoreApplication.translate("HighNoonSaloon", "+%n damage", None, amount)
    if split:
        players = QCoreApplication.translate("HighNoonSaloon", "%n players", None, split)
        if option.damage and bullets:
            return QCoreApplication.translate("HighNoonSaloon", "Hit {players}, {damage} ({bullets})").format(
                players=players, damage=damage, bullets=bullet_text)
        if bullets:
            return QCoreApplication.translate("HighNoonSaloon", "Hit {players} ({bullets})").format(
                players=players, bullets=bullet_text)
        return QCoreApplication.translate("HighNoonSaloon", "Hit {players}").format(players=players)
    if bullets:
        return QCoreApplication.translate("HighNoonSaloon", "{damage} ({bullets})").format(damage=damage, bullets=bullet_text)
    return damage
